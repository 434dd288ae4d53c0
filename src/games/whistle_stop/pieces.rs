//! The pieces on the table as entities — the tiles on the board and the trains on their stops —
//! kept in step with [`WsGame`] once per accepted action, so the 3D view decorates entities and
//! never reads the rules' bookkeeping for what to draw. Nothing private is a piece: hands and gold
//! stay in the panels, which show one seat.

use super::data::{SpaceId, TileId};
use super::state::{StopAt, TrainAt, WsGame};
use crate::engine::mirror::{despawn_all, sync_keyed};
use bevy::prelude::*;

/// A tile lying on a space.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TilePiece {
    /// Where.
    pub space: SpaceId,
    /// Which tile.
    pub tile: TileId,
    /// Turned this many sixths clockwise.
    pub rotation: u8,
}

/// A train on a stop of the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrainPiece {
    /// Which train.
    pub train: u8,
    /// Whose.
    pub owner: u8,
    /// Where it stands.
    pub at: StopAt,
    /// Its place among the trains on the same stop.
    pub index: u8,
}

/// Brings every piece entity in line with `game`.
pub fn sync(world: &mut World, game: &WsGame) {
    sync_keyed(
        world,
        |t: &TilePiece| t.space,
        game.board.iter().enumerate().filter_map(|(i, l)| {
            l.map(|l| TilePiece {
                space: SpaceId(i as u8),
                tile: l.tile,
                rotation: l.rotation,
            })
        }),
        |_, _| {},
    );
    let mut trains = Vec::new();
    for (i, t) in game.trains.iter().enumerate() {
        if let TrainAt::Stop(at) = t.at {
            let index = game.trains[..i].iter().filter(|o| o.at == t.at).count() as u8;
            trains.push(TrainPiece {
                train: i as u8,
                owner: t.owner,
                at,
                index,
            });
        }
    }
    sync_keyed(world, |t: &TrainPiece| t.train, trains, |_, _| {});
}

/// Removes every piece entity.
pub fn despawn(world: &mut World) {
    despawn_all::<TilePiece>(world);
    despawn_all::<TrainPiece>(world);
}
