//! The pieces of Railroad Ink as entities, mirrored from [`InkGame`]: a sheet per player, the routes
//! drawn on it, the four dice. Views decorate them (a route fades in when its entity appears).

use super::rules::board::Placement;
use super::rules::tiles::TileId;
use super::state::InkGame;
use crate::engine::mirror::{despawn_all, sync_keyed};
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
    /// The sheet's seat.
    pub seat: SeatId,
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

/// Brings the sheets, routes and dice in line with the game.
pub fn sync(world: &mut World, game: &InkGame) {
    let sheets = (0..game.sheets.len()).map(|seat| InkSheet { seat });
    sync_keyed(world, |s: &InkSheet| s.seat, sheets, |_, _| {});
    let mut sheet_of: Vec<Entity> = vec![Entity::PLACEHOLDER; game.sheets.len()];
    for (e, s) in world.query::<(Entity, &InkSheet)>().iter(world) {
        sheet_of[s.seat] = e;
    }
    let routes = game.sheets.iter().enumerate().flat_map(|(seat, sheet)| {
        sheet
            .board
            .placements()
            .iter()
            .zip(&sheet.rounds)
            .enumerate()
            .map(move |(seq, (placement, round))| Route {
                seat,
                placement: *placement,
                round: *round,
                seq: seq as u32,
            })
    });
    sync_keyed(
        world,
        |r: &Route| (r.seat, r.seq),
        routes,
        |entity, route| {
            entity.insert(OnSheet(sheet_of[route.seat]));
        },
    );
    let dice = game
        .roll
        .dice
        .iter()
        .enumerate()
        .map(|(slot, face)| RouteDie {
            slot: slot as u8,
            face: *face,
        });
    sync_keyed(world, |d: &RouteDie| d.slot, dice, |_, _| {});
}

/// Removes every Railroad Ink piece.
pub fn despawn(world: &mut World) {
    despawn_all::<Route>(world);
    despawn_all::<InkSheet>(world);
    despawn_all::<RouteDie>(world);
}
