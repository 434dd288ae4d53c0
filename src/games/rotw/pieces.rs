//! The pieces on the table as entities — cities, goods cubes, track tiles, Empty City markers, New City
//! tiles and each player's income marker — kept in step with [`RotwGame`] by the last system of every
//! phase schedule, so views decorate entities and never read the rules' bookkeeping for what to draw.

use super::data::RotwData;
use super::goods::Goods;
use super::state::RotwGame;
use crate::board::Segment;
use crate::table::SeatId;
use bevy::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

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
    pub link: u32,
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

/// Spawns the fixed pieces of a new game: the cities, the cubes (all in the bag) and the markers.
pub fn spawn(world: &mut World, data: &RotwData, players: usize) {
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
    for seat in 0..players {
        world.spawn(IncomeMarker { seat, position: 0 });
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

/// Brings the entities in line with the game: cubes move, tiles and markers come and go.
pub fn sync(world: &mut World) {
    if !world.contains_resource::<RotwGame>() {
        return;
    }
    // The game is lent out while its pieces are moved: no copy of the state per action.
    world.resource_scope(|world, game: Mut<RotwGame>| {
        sync_cubes(world, &game);
        sync_tiles(world, &game);
        sync_markers(world, &game);
    });
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
    let mut wanted: BTreeMap<(u32, i32, i32), TrackTile> = BTreeMap::new();
    for link in &game.links {
        for seg in crate::board::search::segments(&link.route).unwrap_or_default() {
            wanted.insert(
                (link.id, seg.hex.x, seg.hex.y),
                TrackTile {
                    segment: seg,
                    owner: link.owner,
                    link: link.id,
                    complete: link.to.is_some(),
                },
            );
        }
    }
    let existing: Vec<(Entity, TrackTile)> = world
        .query::<(Entity, &TrackTile)>()
        .iter(world)
        .map(|(e, t)| (e, *t))
        .collect();
    let mut kept = BTreeSet::new();
    for (e, tile) in existing {
        let key = (tile.link, tile.segment.hex.x, tile.segment.hex.y);
        match wanted.get(&key) {
            Some(w) if *w == tile => {
                kept.insert(key);
            }
            Some(w) => {
                world.entity_mut(e).insert(*w);
                kept.insert(key);
            }
            None => world.entity_mut(e).despawn(),
        }
    }
    for (key, tile) in wanted {
        if !kept.contains(&key) {
            world.spawn(tile);
        }
    }
}

fn sync_markers(world: &mut World, game: &RotwGame) {
    let markers: Vec<(Entity, usize)> = world
        .query::<(Entity, &EmptyCityMarker)>()
        .iter(world)
        .map(|(e, m)| (e, m.city))
        .collect();
    for (e, city) in &markers {
        if !game.cities[*city].empty_marker {
            world.entity_mut(*e).despawn();
        }
    }
    for (id, c) in game.cities.iter().enumerate() {
        if c.empty_marker && !markers.iter().any(|(_, m)| *m == id) {
            world.spawn(EmptyCityMarker { city: id });
        }
    }
    let tiles: Vec<usize> = world
        .query::<&NewCityTile>()
        .iter(world)
        .map(|t| t.city)
        .collect();
    let data = super::data::eastern_us();
    for (id, c) in game.cities.iter().enumerate() {
        if let (Some(goods), super::goods::CityColour::Grey) =
            (c.colour.goods(), data.cities[id].colour)
            && !tiles.contains(&id)
        {
            world.spawn(NewCityTile { city: id, goods });
        }
    }
    let mut incomes: Vec<Mut<IncomeMarker>> =
        world.query::<&mut IncomeMarker>().iter_mut(world).collect();
    for m in incomes.iter_mut() {
        let position = game.players[m.seat].income;
        if m.position != position {
            m.position = position;
        }
    }
}
