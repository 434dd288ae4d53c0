//! The pieces of Railroad Ink as entities: a sheet per player, the routes drawn on it, the four dice.

use super::rules::board::{Board, Placement};
use super::rules::sheet::Sheet;
use super::rules::tiles::TileId;
use crate::table::SeatId;
use bevy::prelude::*;

/// A player's sheet; its routes point at it with [`OnSheet`].
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct InkSheet {
    /// The seat that owns the sheet.
    pub seat: SeatId,
}

/// A route drawn on a sheet: where, which, how turned, and in which round.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    /// The placement as written in the notation.
    pub placement: Placement,
    /// The round number written in the square.
    pub round: u8,
    /// Position in the sheet's drawing order (the notation is order-sensitive).
    pub seq: u32,
}

/// The sheet a route is drawn on.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[relationship(relationship_target = SheetRoutes)]
pub struct OnSheet(pub Entity);

/// The routes drawn on a sheet (kept in sync by Bevy from [`OnSheet`]).
#[derive(Component, Debug, Default, PartialEq, Eq)]
#[relationship_target(relationship = OnSheet)]
pub struct SheetRoutes(Vec<Entity>);

/// One of the four route dice; `slot` 0–2 are the basic dice, 3 the special die.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RouteDie {
    /// Which die.
    pub slot: u8,
    /// The face showing.
    pub face: TileId,
}

/// Rebuilds a seat's [`Sheet`] (the plain data the rules compute on) from its route entities.
pub fn sheet_of(world: &World, sheet: Entity) -> Sheet {
    let mut routes: Vec<Route> = world
        .get::<SheetRoutes>(sheet)
        .map(|r| {
            r.iter()
                .filter_map(|e| world.get::<Route>(e).copied())
                .collect()
        })
        .unwrap_or_default();
    routes.sort_by_key(|r| r.seq);
    let mut out = Sheet::default();
    let mut board = Board::default();
    for r in &routes {
        board.place(r.placement);
        out.rounds.push(r.round);
        if r.placement.tile.is_special() {
            out.specials_used.push((r.placement.tile, r.round));
        }
    }
    out.board = board;
    out
}
