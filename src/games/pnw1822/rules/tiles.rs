//! What lies on the board's hexes and which tile may go where: the geometry of 18xx upgrades (a
//! colour later, every old path kept, labels matched, same towns and cities, every exit facing
//! a hex it can lead into) and 1822PNW's exceptions (Leavenworth's town giving way to a city,
//! Stevenson's two cities becoming one, Seattle's and Portland's ladders, lumber hexes that never
//! upgrade, ports, portages, the coal mine and the boom town).

use super::super::data::{HexInfo, PnwData, TileInfo};
use super::super::schema::Colour;
use crate::board::tiles::{Track, facing};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A tile on a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Laid {
    /// Which tile (index into the manifest).
    pub tile: u16,
    /// Which copy of it (the site names tiles `57-0`, `57-1`…).
    pub copy: u8,
    /// Sixths turned clockwise.
    pub rotation: u8,
}

/// Why a tile may not go where asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LayError {
    /// The tile's colour does not follow the hex's.
    Colour {
        /// What lies there now.
        from: Colour,
        /// The tile's.
        to: Colour,
    },
    /// Labels differ (`Y`, `T`, `Sea`, `Por`).
    Label,
    /// A different number of towns or cities.
    Stops,
    /// A path of the old track would be lost.
    LosesTrack,
    /// An exit points off the map, across an impassable border or into a hex that has no track
    /// toward it.
    BadExit(u8),
    /// A lumber hex, once built, is never upgraded.
    Lumber,
    /// Seattle's and Portland's tiles follow their ladder.
    Ladder,
    /// This tile only goes on hexes a private names.
    Special,
}

impl fmt::Display for LayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayError::Colour { from, to } => {
                write!(f, "a {to:?} tile cannot go on a {from:?} hex")
            }
            LayError::Label => f.write_str("the tile's label does not match the hex's"),
            LayError::Stops => f.write_str("the tile has other towns or cities than the hex"),
            LayError::LosesTrack => f.write_str("the tile would lose track already there"),
            LayError::BadExit(s) => write!(f, "the tile's exit {s} leads nowhere"),
            LayError::Lumber => f.write_str("a lumber hex is never upgraded"),
            LayError::Ladder => f.write_str("Seattle and Portland take their own tiles in order"),
            LayError::Special => f.write_str("that tile only goes where a private company says"),
        }
    }
}

/// What lies on one hex beyond its printing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexState {
    /// The tile laid, if any.
    pub laid: Option<Laid>,
    /// Builder cubes waiting to pay for the next tile.
    pub cubes: u8,
    /// Built on a forest: a lumber hex.
    pub lumber: bool,
    /// Sides whose river border has been paid for.
    #[serde(default)]
    pub crossed: Vec<u8>,
}

/// How a hex reads now: its printing or its tile.
#[derive(Debug, Clone, Copy)]
pub struct Current<'a> {
    /// Colour now.
    pub colour: Colour,
    /// Track now, and its rotation.
    pub track: (&'a Track, u8),
    /// Label now.
    pub label: &'a str,
    /// The tile, if one is laid.
    pub tile: Option<&'a TileInfo>,
}

/// The hex as it reads now.
pub fn current<'a>(data: &'a PnwData, hex: &'a HexInfo, state: &HexState) -> Current<'a> {
    match state.laid {
        Some(l) => {
            let t = &data.tile_info[usize::from(l.tile)];
            Current {
                colour: t.colour,
                track: (&t.track, l.rotation),
                label: &t.label,
                tile: Some(t),
            }
        }
        None => Current {
            colour: hex.colour,
            track: (&hex.track, 0),
            label: &hex.label,
            tile: None,
        },
    }
}

fn next(colour: Colour) -> Option<Colour> {
    match colour {
        Colour::White => Some(Colour::Yellow),
        Colour::Yellow => Some(Colour::Green),
        Colour::Green => Some(Colour::Brown),
        Colour::Brown => Some(Colour::Gray),
        _ => None,
    }
}

/// Whether `tile` stands later than what hex `at` shows on that hex's ladder (Seattle's or
/// Portland's): the site's own check when it processes a lay, which its records were loaded by
/// (its table offers only the next step, or the one after it, as [`check_geometry`] asks).
pub fn later_on_ladder(data: &PnwData, board: &[HexState], at: u16, tile: u16) -> bool {
    let hex = &data.hexes[usize::from(at)];
    let Some(ladder) = data.tiles.ladders.iter().find(|l| l.hex == hex.id) else {
        return false;
    };
    let step = |id: &str| ladder.tiles.iter().position(|t| t == id);
    let now = current(data, hex, &board[usize::from(at)]);
    let from = now.tile.and_then(|t| step(&t.id));
    let to = step(&data.tile_info[usize::from(tile)].id);
    to.is_some() && to > from
}

/// Whether a tile is one of the special tiles (the cities' own, the coal mine's, the privates'),
/// laid whatever colours the phase allows.
pub fn special(t: &TileInfo) -> bool {
    matches!(
        t.id.as_str(),
        "PNW3" | "PNW4" | "PNW5" | "P1" | "P2" | "PNW1" | "PNW2"
    )
}

/// Whether `tile` at `rotation` may replace what lies on hex `at`, as far as the tiles go (the
/// company's reach, the phase's colours and the cost are the track step's business). `board` is
/// every hex's state, to read the neighbours. `dit_crusher`: the lay is P7's or P8's, which put
/// plain track over a hex's single town.
pub fn check_geometry(
    data: &PnwData,
    board: &[HexState],
    at: u16,
    tile: u16,
    rotation: u8,
    dit_crusher: bool,
) -> Result<(), LayError> {
    let hex = &data.hexes[usize::from(at)];
    let state = &board[usize::from(at)];
    let now = current(data, hex, state);
    let new = &data.tile_info[usize::from(tile)];
    let ladder = data.tiles.ladders.iter().find(|l| l.hex == hex.id);
    let special = special(new);
    // A printed city and town taking its first tile, two printed cities joining into one.
    let city_and_town =
        now.tile.is_none() && data.tiles.city_and_town.iter().any(|c| c.hex == hex.id);
    let joined = now.colour == Colour::Yellow && joined_cities(data, hex).is_some();
    if let Some(ladder) = ladder {
        // The ladder's next tile — or the one after, when the next would show the colour the
        // other token city shows: Seattle and Portland never show one colour.
        let at_step = now
            .tile
            .and_then(|t| ladder.tiles.iter().position(|id| *id == t.id))
            .map_or(0, |i| i + 1);
        let colour_of = |id: &String| data.tile(id).map(|t| data.tile_info[usize::from(t)].colour);
        let other = data
            .tiles
            .ladders
            .iter()
            .filter(|l| l.hex != hex.id)
            .filter_map(|l| data.hex(&l.hex))
            .map(|h| current(data, &data.hexes[usize::from(h)], &board[usize::from(h)]).colour)
            .next();
        let skip = ladder
            .tiles
            .get(at_step)
            .and_then(colour_of)
            .is_some_and(|c| Some(c) == other);
        let pos = ladder.tiles.iter().position(|id| *id == new.id);
        if pos != Some(at_step + usize::from(skip)) {
            return Err(LayError::Ladder);
        }
    } else if special {
        let from_ok = match new.id.as_str() {
            "PNW3" => now
                .tile
                .is_some_and(|t| matches!(t.id.as_str(), "7" | "8" | "9")),
            "PNW4" => data.map.coal_mine.contains(&hex.id) && now.tile.is_none(),
            "PNW5" => now.tile.is_some_and(|t| t.id == "PNW4"),
            "P1" | "P2" => data.map.ports.contains(&hex.id) && now.tile.is_none(),
            _ => data.map.portage.contains(&hex.id) && now.tile.is_none(),
        };
        if !from_ok {
            return Err(LayError::Special);
        }
    } else {
        if state.lumber {
            return Err(LayError::Lumber);
        }
        if next(now.colour) != Some(new.colour) {
            return Err(LayError::Colour {
                from: now.colour,
                to: new.colour,
            });
        }
        if now.label != new.label {
            return Err(LayError::Label);
        }
        let old = now.track.0;
        let crushed = crushes(dit_crusher, old, &new.track);
        let towns_ok = crushed
            || old.count(false) == new.track.count(false)
            || (city_and_town && new.track.count(false) == 0);
        let cities_ok = old.count(true) == new.track.count(true) || !now.label.is_empty() || joined;
        if !towns_ok || !cities_ok {
            return Err(LayError::Stops);
        }
    }
    // Every old path survives (the boom town wipes a plain track tile's; the coal mine and the
    // blue tiles go where no track is).
    if new.id != "PNW3" {
        let (old, old_rotation) = now.track;
        let crushed = crushes(dit_crusher, old, &new.track);
        let keeps = if city_and_town {
            true
        } else if crushed || joined {
            // A town crushed, or two cities become one: every old side must still have track.
            let exits = new.track.exits(rotation);
            old.exits(old_rotation).iter().all(|s| exits.contains(s))
        } else {
            new.track.keeps(rotation, old, old_rotation)
        };
        if !keeps && !matches!(new.id.as_str(), "PNW4" | "P1" | "P2" | "PNW1" | "PNW2") {
            return Err(LayError::LosesTrack);
        }
    }
    let portage = matches!(new.id.as_str(), "PNW1" | "PNW2");
    for side in new.track.exits(rotation) {
        // A portage only needs a hex across each end, and never Seattle's (P16's card).
        let usable = if portage {
            hex.neighbours[usize::from(side)]
                .is_some_and(|n| data.hexes[usize::from(n)].id != "H11")
        } else {
            exit_usable(data, board, hex, side)
        };
        if !usable {
            return Err(LayError::BadExit(side));
        }
    }
    Ok(())
}

/// The tiles that may join a printed hex's two yellow cities into one, if it has two.
pub fn joined_cities<'a>(data: &'a PnwData, hex: &HexInfo) -> Option<&'a [String]> {
    data.tiles
        .joined_cities
        .iter()
        .find(|c| c.hex == hex.id)
        .map(|c| c.tiles.as_slice())
}

/// Whether a lay crushes a town: P7's or P8's plain track (junctions allowed, as tiles 80–83
/// draw theirs) over a hex whose only stop is one town.
fn crushes(dit_crusher: bool, old: &Track, new: &Track) -> bool {
    dit_crusher
        && old.count(false) == 1
        && old.count(true) == 0
        && new.count(false) == 0
        && new.count(true) == 0
}

/// Whether track may point across `side` of `hex`: a hex lies there, no impassable border
/// parts them, and a gray, red or blue hex (which take no tiles) has track of its own toward it.
pub fn exit_usable(data: &PnwData, board: &[HexState], hex: &HexInfo, side: u8) -> bool {
    let Some(n) = hex.neighbours[usize::from(side)] else {
        return false;
    };
    let other = &data.hexes[usize::from(n)];
    let back = facing(side);
    if hex.impassable(side) || other.impassable(back) {
        return false;
    }
    let now = current(data, other, &board[usize::from(n)]);
    match other.colour {
        Colour::Gray | Colour::Red | Colour::Blue | Colour::Brown => {
            now.track.0.exits(now.track.1).contains(&back)
        }
        _ => true,
    }
}
