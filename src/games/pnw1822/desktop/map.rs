//! 1822PNW's map for the hex-tile map kit, from the data and the public view alone: the printed
//! hexes, the tiles laid at their rotation, tokens in their slots, the homes reserved for companies
//! not yet on the map (tinted; a minor's in the colour of the major it turns into, named under
//! its own), revenues at the phase's colour (off-boards by every colour),
//! terrain costs until a tile covers them, rivers and impassable sides.

use super::company_colour;
use crate::board::tiles::NodeKind;
use crate::games::pnw1822::data::{HexInfo, PnwData};
use crate::games::pnw1822::schema::{Border, Colour, Node, TerrainKind, Value};
use crate::games::pnw1822::view::{CityShown, PnwPublic, TileShown};
use crate::ui::hexmap::lighter;
use crate::ui::tile_map::{Feature, MapHex, PhaseRevenue, SideMark, TileMap};
use crate::ui::tile_painter::{TileShape, Token, colours};
use bevy_egui::egui::Color32;
use std::cell::RefCell;
use std::collections::HashMap;

/// A tile or hex colour on screen.
pub fn fill(c: Colour) -> Color32 {
    match c {
        Colour::White => colours::WHITE,
        Colour::Yellow => colours::YELLOW,
        Colour::Green => colours::GREEN,
        Colour::Brown => colours::BROWN,
        Colour::Gray => colours::GREY,
        Colour::Red => colours::RED,
        Colour::Blue => Color32::from_rgb(0x6f, 0xb3, 0xe0),
    }
}

/// The tile colours the phase named `phase` allows: what stops are worth now.
fn allowed<'a>(data: &'a PnwData, phase: &str) -> &'a [Colour] {
    data.game
        .phases
        .iter()
        .find(|p| p.name == phase)
        .map_or(&[][..], |p| &p.tiles[..])
}

fn node_value(n: &Node) -> Option<Value> {
    match n {
        Node::City { value, .. } | Node::Town { value } => Some(*value),
        Node::Junction => None,
    }
}

/// Runs `f` on the map of `view`, built again only when its tiles, cities or phase changed: the
/// window and the stream paint it every frame, and building it works out 177 tiles' shapes. The
/// last two maps are kept, so the table showing the starting map while the stream shows the map
/// as it stands builds neither again.
pub fn with_tile_map<R>(data: &PnwData, view: &PnwPublic, f: impl FnOnce(&TileMap) -> R) -> R {
    type Key = (Vec<TileShown>, Vec<CityShown>, String);
    thread_local! {
        static CACHE: RefCell<Vec<(Key, TileMap)>> = const { RefCell::new(Vec::new()) };
    }
    CACHE.with_borrow_mut(|cache| {
        let at = cache
            .iter()
            .position(|((t, c, p), _)| *t == view.tiles && *c == view.cities && *p == view.phase);
        let entry = match at {
            Some(k) => cache.remove(k),
            None => (
                (view.tiles.clone(), view.cities.clone(), view.phase.clone()),
                tile_map(data, view),
            ),
        };
        // The one used last goes first; a third is dropped.
        cache.insert(0, entry);
        cache.truncate(2);
        f(&cache[0].1)
    })
}

/// The map as it stands in `view`.
pub fn tile_map(data: &PnwData, view: &PnwPublic) -> TileMap {
    let now = allowed(data, &view.phase);
    let laid: HashMap<&str, (&str, u8)> = view
        .tiles
        .iter()
        .map(|t| (t.hex.as_str(), (t.tile.as_str(), t.rotation)))
        .collect();
    let hexes = data
        .hexes
        .iter()
        .map(|h| {
            let tile = laid.get(h.id.as_str()).and_then(|(id, rot)| {
                data.tile(id)
                    .map(|t| (&data.tile_info[usize::from(t)], *rot))
            });
            let (colour, track, rotation, nodes, label) = match tile {
                Some((t, rot)) => (t.colour, &t.track, rot, &t.nodes, &t.label),
                None => (h.colour, &h.track, 0, &h.nodes, &h.label),
            };
            let mut shape =
                TileShape::of(track, rotation, crate::board::Grid::default().orientation);
            // A city the rules gave a slot more than it prints (a home or destination token in
            // a full city) is drawn with it.
            for c in view.cities.iter().filter(|c| c.hex == h.id) {
                shape.widen_city(c.city, c.slots.len());
            }
            let values: Vec<Value> = nodes.iter().filter_map(node_value).collect();
            let (revenue, phase_revenue) = if h.colour == Colour::Red {
                (None, offboard(values.first().copied(), now))
            } else {
                (revenue(&values, now), Vec::new())
            };
            MapHex {
                at: h.at,
                fill: fill(colour),
                tokens: tokens(data, view, h, &shape),
                shape,
                revenue,
                phase_revenue,
                label: (!label.is_empty()).then(|| label.clone()),
                name: (!h.name.is_empty()).then(|| h.name.clone()),
                feature: if tile.is_some() { None } else { feature(h) },
                sides: sides(h),
                ring: None,
            }
        })
        .collect();
    TileMap::new(crate::board::Grid::default(), hexes)
}

/// The revenue disc: one figure, or each distinct one (`20/30`).
fn revenue(values: &[Value], now: &[Colour]) -> Option<String> {
    let mut figures: Vec<u32> = values
        .iter()
        .map(|v| v.now(now))
        .filter(|n| *n > 0)
        .collect();
    figures.dedup();
    (!figures.is_empty()).then(|| {
        figures
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("/")
    })
}

/// An off-board's revenue in every colour it prints, the one paid now marked.
fn offboard(value: Option<Value>, now: &[Colour]) -> Vec<PhaseRevenue> {
    let Some(v) = value else {
        return Vec::new();
    };
    let printed: &[Colour] = match v {
        Value::Flat(_) => &[Colour::Yellow],
        Value::Phased { .. } => &[Colour::Yellow, Colour::Green, Colour::Brown, Colour::Gray],
    };
    let paid = v.paid_colour(now);
    printed
        .iter()
        .filter(|c| v.at(**c) > 0)
        .map(|&c| PhaseRevenue {
            colour: fill(c),
            value: v.at(c),
            current: paid == Some(c) || matches!(v, Value::Flat(_)),
        })
        .collect()
}

/// Tokens in their slots, and tinted reservations in the free slots after them.
fn tokens(data: &PnwData, view: &PnwPublic, h: &HexInfo, shape: &TileShape) -> Vec<Token> {
    let mut out = Vec::new();
    for c in view.cities.iter().filter(|c| c.hex == h.id) {
        let slots = shape
            .stops
            .iter()
            .find(|s| s.node == c.city)
            .map_or(0, |s| match s.kind {
                NodeKind::City { slots } => usize::from(slots),
                _ => 0,
            });
        let mut free = (0..slots).filter(|k| c.slots.get(*k).is_none_or(Option::is_none));
        for (k, who) in c.slots.iter().enumerate().take(slots) {
            if let Some(id) = who {
                out.push(Token {
                    node: c.city,
                    slot: k as u8,
                    fill: company_colour(data, id),
                    text: id.clone(),
                });
            }
        }
        for id in &c.reserved {
            let Some(k) = free.next() else { break };
            // A minor's home says which major the minor turns into, in that major's colour.
            let major = data
                .game
                .minors
                .iter()
                .find(|m| m.id == *id && !m.major.is_empty());
            let (fill, text) = match major {
                Some(m) => (
                    lighter(company_colour(data, &m.major), 0.55),
                    format!("{id}\n{}", m.major),
                ),
                None => (lighter(company_colour(data, id), 0.65), id.clone()),
            };
            out.push(Token {
                node: c.city,
                slot: k as u8,
                fill,
                text,
            });
        }
    }
    out
}

fn feature(h: &HexInfo) -> Option<(Feature, u32)> {
    let (kind, cost) = h.terrain?;
    let f = match kind {
        TerrainKind::Forest => Feature::Forest,
        TerrainKind::Mountain => Feature::Mountain,
        TerrainKind::Water => Feature::Water,
    };
    (cost > 0).then_some((f, cost))
}

fn sides(h: &HexInfo) -> Vec<SideMark> {
    h.borders
        .iter()
        .map(|b| match *b {
            Border::Water { edge, cost } => SideMark::River { side: edge, cost },
            Border::Impassable { edge } => SideMark::Impassable { side: edge },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pnw1822::data::pnw;
    use crate::games::pnw1822::rules::setup;
    use crate::games::pnw1822::schema::ScenarioId;
    use crate::games::pnw1822::view::public;

    /// Every hex of the board is on the map, the homes of the minors in the bid boxes are tinted
    /// in their cities (an associated minor's naming its major), and the off-boards (their hexes
    /// with a city) show their revenue by colour with the yellow one paid.
    #[test]
    fn the_map_carries_every_hex_its_homes_and_phase_revenues() {
        let data = pnw();
        let game = setup::new_game(data, ScenarioId::Full, 4, 7, setup::Options::default())
            .expect("a game");
        let view = public(data, &game);
        let map = tile_map(data, &view);
        assert_eq!(map.hexes.len(), data.hexes.len());
        let reserved: usize = view.cities.iter().map(|c| c.reserved.len()).sum();
        assert!(reserved > 0, "a new game reserves homes");
        let tinted: usize = map.hexes.iter().map(|h| h.tokens.len()).sum();
        assert_eq!(tinted, reserved);
        // Each associated minor's home names the major it turns into (asked on 18xx.games).
        let homes: Vec<&str> = map
            .hexes
            .iter()
            .flat_map(|h| &h.tokens)
            .map(|t| t.text.as_str())
            .collect();
        for m in data.game.minors.iter().filter(|m| !m.major.is_empty()) {
            let reserved_now = view.cities.iter().any(|c| c.reserved.contains(&m.id));
            let named = homes.contains(&format!("{}\n{}", m.id, m.major).as_str());
            assert_eq!(reserved_now, named, "minor {}", m.id);
        }
        let offboards: Vec<&MapHex> = map
            .hexes
            .iter()
            .zip(&data.hexes)
            .filter(|(_, h)| h.colour == Colour::Red && !h.nodes.is_empty())
            .map(|(m, _)| m)
            .collect();
        assert!(!offboards.is_empty());
        for m in offboards {
            assert!(m.phase_revenue.len() >= 2, "{:?}", m.phase_revenue);
            let paid: Vec<_> = m.phase_revenue.iter().filter(|r| r.current).collect();
            assert_eq!(paid.len(), 1);
            assert_eq!(paid[0].colour, colours::YELLOW);
        }
    }
}
