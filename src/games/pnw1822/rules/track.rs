//! The track step: how many lays a company has (minors and early majors one lay or upgrade,
//! majors from phase 3 two yellow lays or one upgrade), what a lay costs (terrain and river
//! borders less $40 a builder cube; Seattle and Portland $20 a step of their ladders), where it
//! may go (within the company's reach, a colour the phase allows, a tile left in the box) and
//! the private companies' lays (P19's coal mine).

use super::super::actions::{PnwAction, Refusal};
use super::super::data::PnwData;
use super::super::schema::{Border, Colour, TerrainKind};
use super::super::state::*;
use super::graph;
use super::tiles::{Laid, LayError, check_geometry, current};
use crate::board::tiles::facing;

/// Lays (builder cubes included) the company may make this turn.
pub fn lays_allowed(_data: &PnwData, game: &PnwGame, corp: CorpIx, or: &OperatingRound) -> u8 {
    let major = game.corps[usize::from(corp)].kind == Kind::Major;
    if or.upgraded {
        return or.lays;
    }
    if major && game.phase >= 2 { 2 } else { 1 }
}

/// The private companies with track powers: how many uses each has, whether a use takes the
/// company's normal lay, and whether the card closes once used up.
const POWERS: [(&str, u8, bool, bool); 9] = [
    ("P7", 1, true, true),
    ("P8", 1, true, true),
    ("P10", 3, false, true),
    ("P11", 2, false, true),
    ("P12", 1, false, true),
    ("P13", 1, false, true),
    ("P16", 2, false, false),
    ("P18", 1, false, true),
    ("P19", 1, true, false),
];

/// A track power: the private's id, its uses, whether a use takes the normal lay, whether the
/// card closes when used up.
type Power = (&'static str, u8, bool, bool);

fn power(data: &PnwData, card: CardIx) -> Option<Power> {
    let id = data.card_ids().nth(usize::from(card))?;
    POWERS.iter().copied().find(|p| p.0 == id)
}

/// Whether two privates' powers may make one lay together: the Surveyors' extra lay (P11) with
/// a Dit Crusher (P7, P8), named in either order.
fn combines(data: &PnwData, a: CardIx, b: CardIx) -> bool {
    let id = |c: CardIx| power(data, c).map(|p| p.0);
    let pair = [id(a), id(b)];
    pair.contains(&Some("P11")) && (pair.contains(&Some("P7")) || pair.contains(&Some("P8")))
}

/// A power the company holds that may join `by`'s lay (P11 with a Dit Crusher, either way).
pub fn partner(data: &PnwData, game: &PnwGame, corp: CorpIx, by: CardIx) -> Option<CardIx> {
    powers(data, game, corp)
        .into_iter()
        .find(|&c| c != by && combines(data, by, c))
}

/// Whether the private's lay is an extra one, beside the company's own (P11, P12, P13).
fn extra_track(data: &PnwData, card: CardIx) -> bool {
    power(data, card).is_some_and(|p| matches!(p.0, "P11" | "P12" | "P13"))
}

/// The company gives up the rest of a private's track power: the Surveyors (P11) close when
/// their owner passes them, as the site has it; no other power is given up so.
pub fn pass_power(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    card: CardIx,
) -> Result<(), Refusal> {
    if game.cards.get(usize::from(card)) != Some(&Owner::Corp(corp))
        || power(data, card).is_none_or(|p| p.0 != "P11" || uses(game, card) >= p.1)
    {
        return Err(Refusal::NotNow("passing that private's power"));
    }
    game.cards[usize::from(card)] = Owner::Gone;
    Ok(())
}

/// The Surveyors' (P11) power, part used: its owner may pass the rest.
pub fn passable_power(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Option<CardIx> {
    powers(data, game, corp)
        .into_iter()
        .find(|&c| power(data, c).is_some_and(|p| p.0 == "P11") && uses(game, c) > 0)
}

fn uses(game: &PnwGame, card: CardIx) -> u8 {
    game.uses.get(usize::from(card)).copied().unwrap_or(0)
}

/// Whether the company holds a private whose track power is not used up: the site keeps the
/// track step open for it (a pass is then needed), whether or not it could be used now.
pub fn has_track_power(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    (0..game.cards.len()).any(|c| {
        game.cards[c] == Owner::Corp(corp)
            && power(data, c as CardIx).is_some_and(|(_, n, ..)| uses(game, c as CardIx) < n)
    })
}

/// The privates the company holds whose track power is not used up.
pub fn powers(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<CardIx> {
    (0..game.cards.len() as CardIx)
        .filter(|&c| {
            game.cards[usize::from(c)] == Owner::Corp(corp)
                && power(data, c).is_some_and(|(_, n, ..)| uses(game, c) < n)
        })
        .collect()
}

/// Whether the private lays anywhere on the map, reached or not (P12, P13, P16, P18).
pub fn lays_anywhere(data: &PnwData, card: CardIx) -> bool {
    power(data, card).is_some_and(|p| matches!(p.0, "P12" | "P13" | "P16" | "P18"))
}

/// Whether the private's lay may crush a town into plain track (P7, P8).
pub fn crushes_towns(data: &PnwData, card: CardIx) -> bool {
    power(data, card).is_some_and(|p| matches!(p.0, "P7" | "P8"))
}

/// Records a use of a private's track power; a card that closes when used up does.
fn use_power(data: &PnwData, game: &mut PnwGame, card: CardIx, times: u8) {
    let Some((id, count, _, closes)) = power(data, card) else {
        return;
    };
    if game.uses.len() < game.cards.len() {
        game.uses.resize(game.cards.len(), 0);
    }
    let u = &mut game.uses[usize::from(card)];
    *u = (*u + times).min(count);
    if *u >= count && closes {
        game.cards[usize::from(card)] = Owner::Gone;
    }
    if matches!(id, "P16" | "P19") && !game.used.contains(&card) {
        game.used.push(card);
    }
}

/// What laying `tile` on `hex` costs: terrain and uncrossed river borders the tile's exits cross,
/// less $40 per builder cube (never below zero); Seattle and Portland $20 per ladder step.
pub fn cost(data: &PnwData, game: &PnwGame, hex: u16, tile: u16, rotation: u8) -> i64 {
    let info = &data.hexes[usize::from(hex)];
    let t = &data.tile_info[usize::from(tile)];
    if t.id == "PNW4" {
        return 0;
    }
    if let Some(ladder) = data.tiles.ladders.iter().find(|l| l.hex == info.id) {
        let now = current(data, info, &game.board[usize::from(hex)]);
        let from = now
            .tile
            .and_then(|x| ladder.tiles.iter().position(|id| *id == x.id))
            .map_or(0, |i| i + 1);
        let to = ladder
            .tiles
            .iter()
            .position(|id| *id == t.id)
            .map_or(from, |i| i + 1);
        return 20 * (to.saturating_sub(from)) as i64;
    }
    let state = &game.board[usize::from(hex)];
    let terrain = if state.laid.is_none() || matches!(t.id.as_str(), "PNW5") {
        info.terrain.map_or(0, |(_, c)| i64::from(c))
            + i64::from(t.upgrade_cost) * i64::from(t.id == "PNW5")
    } else {
        0
    };
    let exits = t.track.exits(rotation);
    let borders: i64 = info
        .borders
        .iter()
        .filter_map(|b| match b {
            Border::Water { edge, cost }
                if exits.contains(edge) && !state.crossed.contains(edge) =>
            {
                Some(i64::from(*cost))
            }
            _ => None,
        })
        .sum();
    (terrain + borders - 40 * i64::from(state.cubes)).max(0)
}

/// The copy of `tile` (of `count` copies, if limited) a lay takes: the lowest never laid, else
/// the one returned the longest ago.
fn take_copy(game: &mut PnwGame, tile: u16, count: Option<u32>) -> u8 {
    let used = |c: u8| {
        game.returned.contains(&(tile, c))
            || game
                .board
                .iter()
                .any(|h| h.laid.is_some_and(|l| l.tile == tile && l.copy == c))
    };
    let limit = count.map_or(u8::MAX, |n| u8::try_from(n).unwrap_or(u8::MAX));
    if let Some(fresh) = (0..limit).find(|c| !used(*c)) {
        return fresh;
    }
    match game.returned.iter().position(|(t, _)| *t == tile) {
        Some(i) => game.returned.remove(i).1,
        None => 0,
    }
}

/// Whether the company's track reaches the hex: a token there, or track of its network
/// pointing into it.
pub fn reaches(data: &PnwData, reach: &graph::Reach, hex: u16) -> bool {
    if reach.touches(hex) {
        return true;
    }
    let info = &data.hexes[usize::from(hex)];
    (0..6u8).any(|s| info.neighbours[usize::from(s)].is_some_and(|n| reach.side(n, facing(s))))
}

/// Whether the company's track reaches `hex` across its side `side` (from the neighbour there,
/// or along track on the hex itself).
fn reached_by(data: &PnwData, reach: &graph::Reach, hex: u16, side: u8) -> bool {
    reach.side(hex, side)
        || data.hexes[usize::from(hex)].neighbours[usize::from(side)]
            .is_some_and(|n| reach.side(n, facing(side)))
}

/// Lays a tile or a builder cube for the operating company.
pub fn lay(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    action: &PnwAction,
) -> Result<(), Refusal> {
    let PnwAction::LayTile {
        hex,
        tile,
        rotation,
        by,
        with,
    } = action
    else {
        return Err(Refusal::WrongRound);
    };
    let (hex, tile, rotation) = (*hex, *tile, *rotation);
    let Round::Operating(or) = &game.round else {
        return Err(Refusal::WrongRound);
    };
    let slot_left = or.lays < lays_allowed(data, game, corp, or);
    // A portage ends the company's own lays (tiles and cubes); privates' powers may still lay.
    if or.portages > 0 && by.is_none() {
        return Err(Refusal::Tile("no more track after a portage".into()));
    }
    let power = match by {
        Some(card) => {
            if game.cards[usize::from(*card)] != Owner::Corp(corp) {
                return Err(Refusal::NotPurchasable);
            }
            let p =
                super::track::power(data, *card).ok_or(Refusal::NotNow("that private's power"))?;
            if uses(game, *card) >= p.1 {
                return Err(Refusal::NotNow("that private's power, used up,"));
            }
            Some((*card, p))
        }
        None => None,
    };
    if let Some(w) = with
        && (game.cards.get(usize::from(*w)) != Some(&Owner::Corp(corp))
            || !by.is_some_and(|b| combines(data, b, *w))
            || self::power(data, *w).is_none_or(|p| uses(game, *w) >= p.1))
    {
        return Err(Refusal::NotNow("combining those privates"));
    }
    // A lay with an extra-track private (P11, P12, P13) among its powers is an extra lay.
    let extra = [*by, *with]
        .into_iter()
        .flatten()
        .any(|c| extra_track(data, c));
    let takes_slot = !extra && power.is_none_or(|(_, p)| p.2);
    if takes_slot && !slot_left {
        return Err(Refusal::NotNow("another lay"));
    }
    if power.is_some_and(|(_, p)| p.0 == "P16") && or.lays > 0 {
        return Err(Refusal::NotNow("a portage after other track"));
    }
    let t = data
        .tile_info
        .get(usize::from(tile))
        .ok_or(Refusal::NoTileLeft)?;
    let info = data
        .hexes
        .get(usize::from(hex))
        .ok_or(Refusal::Tile("no such hex".into()))?;
    // The privates' own tiles are laid with their private's power only (the site's supply
    // blocks them from any other lay); the coal mine's upgrade is anyone's.
    if game.since(7)
        && let Some(owner) = tile_private(&t.id)
        && [*by, *with].into_iter().flatten().all(|c| {
            data.card_ids()
                .nth(usize::from(c))
                .is_none_or(|id| !owner.contains(&id))
        })
    {
        return Err(Refusal::Tile(format!(
            "tile {} is laid only with {}'s power",
            t.id,
            owner.join(" or ")
        )));
    }
    if looks_before(data, game, by.is_none(), hex, t) {
        graph::note_route(data, game, corp);
    }
    let reach = graph::reach(data, game, corp);
    let anywhere = by.is_some_and(|c| lays_anywhere(data, c));
    if !game.lenient && !anywhere && !reaches(data, &reach, hex) {
        return Err(Refusal::Tile(format!(
            "{} is out of the company's reach",
            info.id
        )));
    }
    if t.hidden {
        // A builder cube: on a hex with terrain or a river border still to pay for, even under a
        // tile (a border its track has not crossed yet).
        let state = &game.board[usize::from(hex)];
        let terrain = match state.laid {
            None => info.terrain.map_or(0, |(_, c)| c),
            Some(_) => 0,
        };
        let room = terrain
            + info
                .borders
                .iter()
                .map(|b| match b {
                    Border::Water { edge, cost } if !state.crossed.contains(edge) => *cost,
                    _ => 0,
                })
                .sum::<u32>();
        if room.div_ceil(40) <= u32::from(state.cubes) {
            return Err(Refusal::Tile(format!(
                "{} has no room for a builder cube",
                info.id
            )));
        }
        game.hex_mut(hex).cubes += 1;
        after_lay(data, game, power, takes_slot, false);
        return Ok(());
    }
    // The tile must point into the company's network: one of its exits is a side the company's
    // track reaches the hex by (any side, on a hex where it has a station), as 18xx.games asks.
    if game.since(7) && !game.lenient && !anywhere {
        let exits = t.track.exits(rotation);
        let stationed = game.corps[usize::from(corp)]
            .tokens
            .iter()
            .any(|&(h, _)| h == hex);
        if !stationed && !exits.iter().any(|&s| reached_by(data, &reach, hex, s)) {
            return Err(Refusal::Tile(format!(
                "the tile on {} must point into the company's track",
                info.id
            )));
        }
    }
    let crusher = |c: &Option<CardIx>| c.is_some_and(|c| crushes_towns(data, c));
    let dit = crusher(by) || crusher(with);
    match check_geometry(data, &game.board, hex, tile, rotation, dit) {
        // The site loads its records without asking where a tile's exits point (its rotation
        // check is skipped while loading), so an imported lay is held only to the upgrade.
        Err(LayError::BadExit(_)) if game.lenient => {}
        // Its check of Seattle's and Portland's ladders asks only for a later tile (its table
        // offering the next): its records hold skips, each step paid for.
        Err(LayError::Ladder)
            if game.lenient && super::tiles::later_on_ladder(data, &game.board, hex, tile) => {}
        Err(e) => return Err(Refusal::Tile(e.to_string())),
        Ok(()) => {}
    }
    // Two printed cities join only into the tiles named for them (from version 9).
    if game.since(9)
        && super::tiles::current(data, info, &game.board[usize::from(hex)]).colour == Colour::Yellow
        && super::tiles::joined_cities(data, info).is_some_and(|ids| !ids.contains(&t.id))
    {
        return Err(Refusal::Tile(LayError::Stops.to_string()));
    }
    let allowed = &data.game.phases[usize::from(game.phase)].tiles;
    let special = super::tiles::special(t);
    if !special && !allowed.contains(&t.colour) {
        return Err(Refusal::Tile(format!(
            "{:?} tiles are not allowed in this phase",
            t.colour
        )));
    }
    if game.corps[usize::from(corp)].kind == Kind::Minor
        && matches!(t.colour, Colour::Brown | Colour::Gray)
        && !special
    {
        return Err(Refusal::Tile(
            "minors lay only yellow and green tiles".into(),
        ));
    }
    let copies = game
        .board
        .iter()
        .filter(|h| h.laid.is_some_and(|l| l.tile == tile))
        .count() as u32;
    if t.count.is_some_and(|n| copies >= n) {
        return Err(Refusal::NoTileLeft);
    }
    let free = power.is_some_and(|(_, p)| matches!(p.0, "P12" | "P13" | "P16" | "P18" | "P19"));
    let price = if free {
        0
    } else {
        cost(data, game, hex, tile, rotation)
    };
    let have = game.corps[usize::from(corp)].cash;
    if have < price {
        return Err(Refusal::Cash { need: price, have });
    }
    // Anything but a first lay on a white hex is an upgrade; Seattle's and Portland's are always.
    let upgrade = current(data, info, &game.board[usize::from(hex)]).colour != Colour::White
        || data.tiles.ladders.iter().any(|l| l.hex == info.id);
    // A major's second lay of a turn is a yellow one only, after a first that was no upgrade
    // (18xx.games' 1822 lays: `{lay, upgrade}` then `{lay: not_if_upgraded, upgrade: false}`).
    // The coal mine (P19) takes a slot as a yellow lay would, whatever its hex is printed.
    if game.since(7) && takes_slot && upgrade && t.id != "PNW4" && or_lays(game) >= 1 {
        return Err(Refusal::Tile(
            "a second lay is a yellow tile on an empty hex, never an upgrade".into(),
        ));
    }
    let old = super::new_track::hex_now(data, game, hex);
    game.corps[usize::from(corp)].cash -= price;
    game.bank += price;
    let copy = take_copy(game, tile, t.count);
    if let Some(old) = game.board[usize::from(hex)].laid {
        game.returned.push((old.tile, old.copy));
    }
    let state = game.hex_mut(hex);
    state.laid = Some(Laid {
        tile,
        copy,
        rotation,
    });
    state.cubes = 0;
    state.lumber |= matches!(info.terrain, Some((TerrainKind::Forest, _)));
    for side in t.track.exits(rotation) {
        if !state.crossed.contains(&side) {
            state.crossed.push(side);
        }
    }
    resize_cities(game, hex, t);
    if t.id == "PNW4" {
        // The coal mine's one slot holds the company's coal token.
        if let Some(s) = game.slots.iter_mut().find(|s| s.hex == hex) {
            s.tokens = vec![Some(corp)];
        } else {
            game.slots.push(CitySlots {
                hex,
                city: 0,
                tokens: vec![Some(corp)],
                reserved: Vec::new(),
            });
        }
    }
    // From version 8, as 18xx.games asks of a company's own lays (not a private's): an upgrade
    // gives the company new track, or a new value at a stop it reaches.
    if game.since(8)
        && !game.lenient
        && by.is_none()
        && !super::new_track::gives_something(data, game, corp, hex, old)
    {
        return Err(Refusal::Tile(format!(
            "the tile on {} gives the company no new track and no new value",
            info.id
        )));
    }
    if graph::engine_alone(game) && by.is_none() {
        // The site's check above works out the company's graph on the new board.
        graph::note_route(data, game, corp);
    }
    let portage = power.is_some_and(|(_, p)| p.0 == "P16");
    if game.since(5)
        && let Round::Operating(or) = &mut game.round
        && !or.laid.contains(&hex)
    {
        or.laid.push(hex);
    }
    let partner = with.and_then(|w| self::power(data, w).map(|p| (w, p)));
    after_lay(data, game, power, takes_slot, upgrade);
    if partner.is_some() {
        after_lay(data, game, partner, false, upgrade);
    }
    if game.since(2)
        && [power, partner].iter().flatten().any(|(_, p)| p.0 == "P11")
        && let Round::Operating(or) = &mut game.round
        && or.lays == 1
    {
        // P11's lays come before or after the company's own: one made, the other is forfeit.
        or.lays = 2;
    }
    if portage && let Round::Operating(or) = &mut game.round {
        or.portages += 1;
    }
    Ok(())
}

/// Whether 18xx.games works out the company's graph on the board as it is before this lay
/// (noting a route it finds): always, but with [`graph::engine_alone`] only for the company's
/// own tile lays (not a private's, not a builder cube) that its rotation check asks about,
/// which it does not for Leavenworth's own yellow tiles on the printed hex.
fn looks_before(
    data: &PnwData,
    game: &PnwGame,
    own: bool,
    hex: u16,
    t: &super::super::data::TileInfo,
) -> bool {
    if !graph::engine_alone(game) {
        return true;
    }
    let info = &data.hexes[usize::from(hex)];
    let city_and_town = game.board[usize::from(hex)].laid.is_none()
        && data
            .tiles
            .city_and_town
            .iter()
            .any(|c| c.hex == info.id && c.tiles.contains(&t.id));
    own && !t.hidden && !city_and_town
}

/// The privates whose power lays a tile of their own: the portages (P16), the ports (P12's small,
/// P13's large), the boom town (P18) and the coal mine (P19).
fn tile_private(tile: &str) -> Option<&'static [&'static str]> {
    match tile {
        "PNW1" | "PNW2" => Some(&["P16"]),
        "P1" => Some(&["P12"]),
        "P2" => Some(&["P13"]),
        "PNW3" => Some(&["P18"]),
        "PNW4" => Some(&["P19"]),
        _ => None,
    }
}

/// The company's lays so far this turn.
fn or_lays(game: &PnwGame) -> u8 {
    match &game.round {
        Round::Operating(or) => or.lays,
        _ => 0,
    }
}

/// Counts a lay against the company's slots (unless a private's extra lay) and uses the
/// private's power: P11 whole at once for a minor, or for a major's upgrade (its two extra lays
/// are yellow ones).
fn after_lay(
    data: &PnwData,
    game: &mut PnwGame,
    power: Option<(CardIx, Power)>,
    takes_slot: bool,
    upgrade: bool,
) {
    let v2 = game.since(2);
    if let Round::Operating(or) = &mut game.round {
        if takes_slot {
            or.lays += 1;
        }
        // A lay in one of the company's slots (P7's and P8's too) is its upgrade for the turn.
        let normal = power.is_none_or(|(card, _)| v2 && crushes_towns(data, card));
        or.upgraded |= upgrade && normal;
    }
    if let Some((card, (id, count, ..))) = power {
        let minor = super::operating::operator(game)
            .is_some_and(|c| game.corps[usize::from(c)].kind == Kind::Minor);
        let times = if id == "P11" && (minor || upgrade) {
            count
        } else {
            1
        };
        use_power(data, game, card, times);
    }
}

/// A tile's cities on the board: more slots on an upgrade (tokens keep their cities; two cities
/// becoming one keep every token and reservation in the one).
fn resize_cities(game: &mut PnwGame, hex: u16, t: &super::super::data::TileInfo) {
    let cities: Vec<u8> = t
        .track
        .nodes
        .iter()
        .filter_map(|n| match n {
            crate::board::tiles::NodeKind::City { slots } => Some(*slots),
            _ => None,
        })
        .collect();
    if !cities.is_empty() && t.id != "PNW4" {
        let mut moved: Vec<Option<CorpIx>> = Vec::new();
        let mut reserved: Vec<CorpIx> = Vec::new();
        for s in game
            .slots
            .iter_mut()
            .filter(|s| s.hex == hex && usize::from(s.city) >= cities.len())
        {
            moved.extend(s.tokens.drain(..).filter(Option::is_some));
            reserved.append(&mut s.reserved);
        }
        game.slots
            .retain(|s| !(s.hex == hex && usize::from(s.city) >= cities.len()));
        for (city, &n) in cities.iter().enumerate() {
            let at = match game
                .slots
                .iter()
                .position(|s| s.hex == hex && s.city == city as u8)
            {
                Some(i) => i,
                None => {
                    game.slots.push(CitySlots {
                        hex,
                        city: city as u8,
                        tokens: Vec::new(),
                        reserved: Vec::new(),
                    });
                    game.slots.len() - 1
                }
            };
            let s = &mut game.slots[at];
            if city == 0 {
                for m in moved.drain(..) {
                    match s.tokens.iter().position(Option::is_none) {
                        Some(i) => s.tokens[i] = m,
                        None => s.tokens.push(m),
                    }
                }
                s.reserved.append(&mut reserved);
            }
            let filled = s.tokens.iter().filter(|t| t.is_some()).count();
            let want = usize::from(n).max(filled);
            // Keep the taken slots first, then free ones up to the tile's number.
            let mut tokens: Vec<Option<CorpIx>> =
                s.tokens.iter().copied().filter(Option::is_some).collect();
            tokens.resize(want, None);
            s.tokens = tokens;
        }
        for c in &mut game.corps {
            for tok in &mut c.tokens {
                if tok.0 == hex && usize::from(tok.1) >= cities.len() {
                    tok.1 = 0;
                }
            }
        }
    }
}
