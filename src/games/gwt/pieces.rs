//! The pieces on the table as entities — herders, buildings on the trail, hazard and outlaw tiles,
//! engines on the railroad — kept in step with [`GwtGame`] once per accepted action (and once per
//! rebuild), so the 3D view decorates entities and never reads the rules' bookkeeping for what to
//! draw. Nothing private is a piece: hands and stacks stay in the panels, which show one seat.

use super::data::SpaceId;
use super::state::{Building, GwtGame};
use crate::engine::mirror::sync_keyed;
use crate::table::SeatId;
use bevy::prelude::*;

/// A player's herder on a trail space.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Herder {
    /// Owner.
    pub seat: SeatId,
    /// Where it stands.
    pub at: SpaceId,
}

/// A building on a trail space: neutral (its letter's index) or a player's.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildingPiece {
    /// Where it stands.
    pub at: SpaceId,
    /// Which building.
    pub building: Building,
}

/// A hazard or outlaw tile on the trail.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrailTile {
    /// Where it lies.
    pub at: SpaceId,
    /// Its kind (index into [`super::data::GwtData::tiles`]).
    pub tile: u8,
}

/// A player's engine on the railroad.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnginePiece {
    /// Owner.
    pub seat: SeatId,
    /// Position on the linearised railroad (see [`super::data::GwtData::rail`]).
    pub spot: u8,
}

/// Where a player's disc sits on the railroad: on a station or on a city.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum DiscPlace {
    /// A station (its index).
    Station(u8),
    /// A city of the strip (its index).
    City(u8),
}

/// A player's disc on a station or a city, the `index`th there.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiscPiece {
    /// Where.
    pub place: DiscPlace,
    /// Its place in the pile.
    pub index: u8,
    /// Owner.
    pub seat: SeatId,
}

/// Brings every piece entity in line with `game`.
pub fn sync(world: &mut World, game: &GwtGame) {
    sync_keyed(
        world,
        |h: &Herder| h.seat,
        game.players
            .iter()
            .enumerate()
            .filter_map(|(seat, p)| p.herder.map(|at| Herder { seat, at })),
        |_, _| {},
    );
    sync_keyed(
        world,
        |b: &BuildingPiece| b.at,
        game.buildings.iter().enumerate().filter_map(|(i, b)| {
            b.map(|building| BuildingPiece {
                at: SpaceId(i as u8),
                building,
            })
        }),
        |_, _| {},
    );
    sync_keyed(
        world,
        |t: &TrailTile| t.at,
        game.tiles.iter().enumerate().filter_map(|(i, t)| {
            t.map(|tile| TrailTile {
                at: SpaceId(i as u8),
                tile,
            })
        }),
        |_, _| {},
    );
    sync_keyed(
        world,
        |e: &EnginePiece| e.seat,
        game.players
            .iter()
            .enumerate()
            .map(|(seat, p)| EnginePiece {
                seat,
                spot: p.engine,
            }),
        |_, _| {},
    );
    let piles = |place: fn(u8) -> DiscPlace, piles: &[Vec<SeatId>]| {
        piles
            .iter()
            .enumerate()
            .flat_map(move |(i, pile)| {
                pile.iter().enumerate().map(move |(k, &seat)| DiscPiece {
                    place: place(i as u8),
                    index: k as u8,
                    seat,
                })
            })
            .collect::<Vec<_>>()
    };
    let mut discs = piles(DiscPlace::Station, &game.stations);
    discs.extend(piles(DiscPlace::City, &game.cities));
    sync_keyed(world, |d: &DiscPiece| (d.place, d.index), discs, |_, _| {});
}

/// Removes every piece entity.
pub fn despawn(world: &mut World) {
    let all: Vec<Entity> = world
        .query_filtered::<Entity, Or<(
            With<Herder>,
            With<BuildingPiece>,
            With<TrailTile>,
            With<EnginePiece>,
            With<DiscPiece>,
        )>>()
        .iter(world)
        .collect();
    for e in all {
        world.entity_mut(e).despawn();
    }
}
