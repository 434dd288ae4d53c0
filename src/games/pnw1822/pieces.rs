//! The pieces of 1822PNW as entities — companies (charters on the market), trains, station
//! tokens and laid tiles — kept in step with [`PnwGame`] once per accepted action (and once per
//! rebuild), so views decorate entities and never read the rules' bookkeeping for what to draw.

use super::state::{CorpIx, Kind, Owner, PnwGame};
use crate::engine::mirror::{despawn_all, sync_keyed};
use bevy::prelude::*;

/// A company in play: its charter and its token on the market.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct CompanyPiece {
    /// Which.
    pub corp: CorpIx,
    /// Minor, regional or major.
    pub kind: Kind,
    /// Its share price.
    pub price: Option<u32>,
    /// Its treasury.
    pub treasury: i64,
}

/// A train card out of the depot.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct TrainPiece {
    /// Index into the game's trains.
    pub train: u16,
    /// What it runs as.
    pub runs_as: String,
    /// The company holding it.
    pub owner: CorpIx,
}

/// A station token in a city.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StationToken {
    /// The hex.
    pub hex: u16,
    /// The city on it.
    pub city: u8,
    /// The slot.
    pub slot: u8,
    /// Whose.
    pub corp: CorpIx,
}

/// A tile laid on the map.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TilePiece {
    /// The hex.
    pub hex: u16,
    /// Which tile (index into the manifest).
    pub tile: u16,
    /// Sixths turned clockwise.
    pub rotation: u8,
}

/// Brings the entities in line with the game.
pub fn sync(world: &mut World, game: &PnwGame) {
    let companies = game.corps.iter().enumerate().filter_map(|(i, c)| {
        let corp = i as CorpIx;
        (c.in_play && !c.closed && (c.floated || c.parred)).then(|| CompanyPiece {
            corp,
            kind: c.kind,
            price: game.price(corp),
            treasury: c.cash,
        })
    });
    sync_keyed(world, |c: &CompanyPiece| c.corp, companies, |_, _| {});
    let trains = game
        .trains
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match t.owner {
            Owner::Corp(owner) => Some(TrainPiece {
                train: i as u16,
                runs_as: t.runs_as.clone(),
                owner,
            }),
            _ => None,
        });
    sync_keyed(world, |t: &TrainPiece| t.train, trains, |_, _| {});
    let tokens = game.slots.iter().flat_map(|s| {
        s.tokens.iter().enumerate().filter_map(|(k, t)| {
            t.map(|corp| StationToken {
                hex: s.hex,
                city: s.city,
                slot: k as u8,
                corp,
            })
        })
    });
    sync_keyed(
        world,
        |t: &StationToken| (t.hex, t.city, t.slot),
        tokens,
        |_, _| {},
    );
    let tiles = game.board.iter().enumerate().filter_map(|(h, s)| {
        s.laid.map(|l| TilePiece {
            hex: h as u16,
            tile: l.tile,
            rotation: l.rotation,
        })
    });
    sync_keyed(world, |t: &TilePiece| t.hex, tiles, |_, _| {});
}

/// Removes every piece.
pub fn despawn(world: &mut World) {
    despawn_all::<CompanyPiece>(world);
    despawn_all::<TrainPiece>(world);
    despawn_all::<StationToken>(world);
    despawn_all::<TilePiece>(world);
}
