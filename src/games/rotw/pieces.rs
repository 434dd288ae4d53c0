//! The pieces on the table as entities — cities, goods cubes, track tiles, Empty City markers, New City
//! tiles and each player's income marker — kept in step with [`RotwGame`] once per accepted action
//! (and once per rebuild), so views decorate entities and never read the rules' bookkeeping for what to draw.

use super::data::RotwData;
use super::goods::Goods;
use super::ids::LinkId;
use super::state::RotwGame;
use crate::board::Segment;
use crate::engine::mirror::sync_keyed;
use crate::table::SeatId;
use bevy::prelude::*;
use std::collections::BTreeMap;

/// A city on the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CityPiece {
    /// City id.
    pub id: usize,
}

/// One of the 125 goods cubes; where it is, is [`InCity`] (absent: in the bag).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GoodsCube {
    /// Its colour.
    pub goods: Goods,
    /// Stable number (0–124).
    pub number: u16,
}

/// The city a cube waits in.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[relationship(relationship_target = CityGoods)]
pub struct InCity(pub Entity);

/// The cubes waiting in a city.
#[derive(Component, Debug, Default, PartialEq, Eq)]
#[relationship_target(relationship = InCity)]
pub struct CityGoods(Vec<Entity>);

/// A track tile: one piece of a player's link.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrackTile {
    /// The piece (hex and the two sides it joins).
    pub segment: Segment,
    /// Owner.
    pub owner: SeatId,
    /// The link it belongs to.
    pub link: LinkId,
    /// Whether that link is complete.
    pub complete: bool,
}

/// An Empty City marker on a city.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmptyCityMarker {
    /// City id.
    pub city: usize,
}

/// A New City tile placed on a city.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewCityTile {
    /// City id.
    pub city: usize,
    /// The colour it gave the city.
    pub goods: Goods,
}

/// A player's marker on the income track.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct IncomeMarker {
    /// Seat.
    pub seat: SeatId,
    /// Track position.
    pub position: u32,
}

/// Spawns the fixed pieces of a new game: the cities and the cubes (all in the bag).
pub fn spawn(world: &mut World, data: &RotwData) {
    for id in 0..data.cities.len() {
        world.spawn(CityPiece { id });
    }
    let mut number = 0;
    for goods in Goods::ALL {
        for _ in 0..data.rules.cubes_per_colour {
            world.spawn(GoodsCube { goods, number });
            number += 1;
        }
    }
}

/// Removes every RotW piece.
pub fn despawn(world: &mut World) {
    let all: Vec<Entity> = world
        .query_filtered::<Entity, Or<(
            With<CityPiece>,
            With<GoodsCube>,
            With<TrackTile>,
            With<EmptyCityMarker>,
            With<NewCityTile>,
            With<IncomeMarker>,
        )>>()
        .iter(world)
        .collect();
    for e in all {
        if let Ok(entity) = world.get_entity_mut(e) {
            entity.despawn();
        }
    }
}

/// Brings the entities in line with the game: cubes move, tiles and markers come and go. The
/// fixed pieces are spawned the first time.
pub fn sync(world: &mut World, game: &RotwGame) {
    if world.query::<&CityPiece>().iter(world).next().is_none() {
        spawn(world, super::data::eastern_us());
    }
    sync_cubes(world, game);
    sync_tiles(world, game);
    sync_markers(world, game);
}

fn sync_cubes(world: &mut World, game: &RotwGame) {
    let mut cities: Vec<(usize, Entity)> = world
        .query::<(Entity, &CityPiece)>()
        .iter(world)
        .map(|(e, c)| (c.id, e))
        .collect();
    cities.sort();
    let mut cubes: Vec<(u16, Entity, Goods, Option<Entity>)> = world
        .query::<(Entity, &GoodsCube, Option<&InCity>)>()
        .iter(world)
        .map(|(e, c, at)| (c.number, e, c.goods, at.map(|a| a.0)))
        .collect();
    cubes.sort_by_key(|c| c.0);
    let city_of: BTreeMap<Entity, usize> = cities.iter().map(|(id, e)| (*e, *id)).collect();
    // Count what each city holds; send surplus cubes back to the bag.
    let mut have = vec![[0u8; 5]; game.cities.len()];
    for cube in &mut cubes {
        if let Some(id) = cube.3.and_then(|e| city_of.get(&e).copied()) {
            let want = game.cities[id].cubes[cube.2.index()];
            if have[id][cube.2.index()] < want {
                have[id][cube.2.index()] += 1;
            } else {
                world.entity_mut(cube.1).remove::<InCity>();
                cube.3 = None;
            }
        }
    }
    // Fill shortfalls from the bag, lowest numbers first.
    for (id, city) in &cities {
        for g in Goods::ALL {
            let want = game.cities[*id].cubes[g.index()];
            while have[*id][g.index()] < want {
                let Some(cube) = cubes.iter_mut().find(|c| c.3.is_none() && c.2 == g) else {
                    break;
                };
                world.entity_mut(cube.1).insert(InCity(*city));
                cube.3 = Some(*city);
                have[*id][g.index()] += 1;
            }
        }
    }
}

fn sync_tiles(world: &mut World, game: &RotwGame) {
    let tiles = game.links.iter().flat_map(|link| {
        crate::board::search::segments(&link.route)
            .unwrap_or_default()
            .into_iter()
            .map(|segment| TrackTile {
                segment,
                owner: link.owner,
                link: link.id,
                complete: link.to.is_some(),
            })
    });
    sync_keyed(
        world,
        |t: &TrackTile| (t.link, t.segment.hex.x, t.segment.hex.y),
        tiles,
        |_, _| {},
    );
}

fn sync_markers(world: &mut World, game: &RotwGame) {
    let data = super::data::eastern_us();
    let empty = (0..game.cities.len())
        .filter(|&id| game.cities[id].empty_marker)
        .map(|city| EmptyCityMarker { city });
    sync_keyed(world, |m: &EmptyCityMarker| m.city, empty, |_, _| {});
    let urbanised = game.cities.iter().enumerate().filter_map(|(id, c)| {
        match (c.colour.goods(), data.cities[id].colour) {
            (Some(goods), super::goods::CityColour::Grey) => Some(NewCityTile { city: id, goods }),
            _ => None,
        }
    });
    sync_keyed(world, |t: &NewCityTile| t.city, urbanised, |_, _| {});
    let incomes = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| IncomeMarker {
            seat,
            position: p.income,
        });
    sync_keyed(world, |m: &IncomeMarker| m.seat, incomes, |_, _| {});
}
