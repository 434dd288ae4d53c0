//! Kansas City's supply and the markets it feeds: tiles from the bags onto the trail (hazards to
//! the lowest empty space of their kind, outlaws to the lowest empty outlaw space), workers into
//! the job market's token row, the token's arrows (yellow refills the cattle market, green ends the
//! game), and the cattle market's refill.

use crate::games::gwt::data::{GwtData, SpaceId, TileKind};
use crate::games::gwt::schema::SpaceKind;
use crate::games::gwt::state::GwtGame;
use crate::kits::bag;
use rand_chacha::ChaCha8Rng;

/// Where a hazard or outlaw tile goes on the trail: a trail space, or outlaw space 1–3 beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// On the trail.
    Trail(SpaceId),
    /// Beside the trail: outlaw space 1–3 (index 0–2).
    Beside(usize),
}

/// The lowest empty space for a hazard or outlaw tile, if any.
pub fn spot_for(game: &GwtGame, data: &GwtData, tile: u8) -> Option<Spot> {
    match data.tiles[usize::from(tile)] {
        TileKind::Worker(_) => None,
        TileKind::Hazard { kind, .. } => (1..=4).find_map(|n| {
            data.spaces
                .iter()
                .position(|s| matches!(s.kind, SpaceKind::Hazard(k, m) if k == kind && m == n))
                .filter(|&i| game.tiles[i].is_none())
                .map(|i| Spot::Trail(SpaceId(i as u8)))
        }),
        TileKind::Outlaw { .. } => (1..=9u8).find_map(|n| match data.outlaw_space(n) {
            Some(s) => game.tiles[usize::from(s.0)]
                .is_none()
                .then_some(Spot::Trail(s)),
            None => {
                let i = usize::from(n - 1);
                game.beside[i].is_none().then_some(Spot::Beside(i))
            }
        }),
    }
}

/// Puts a hazard or outlaw on its spot; `false` if there is no room.
pub fn place_on_trail(game: &mut GwtGame, data: &GwtData, tile: u8) -> bool {
    match spot_for(game, data, tile) {
        Some(Spot::Trail(s)) => game.tiles[usize::from(s.0)] = Some(tile),
        Some(Spot::Beside(i)) => game.beside[i] = Some(tile),
        None => return false,
    }
    true
}

/// What a worker's arrival in the job market did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Arrival {
    /// The token crossed a yellow arrow.
    pub refill: bool,
    /// The token left along the green arrow: the end.
    pub end: bool,
}

/// Puts a worker tile into the token's row, leftmost free space; filling the row moves the token.
pub fn place_worker(game: &mut GwtGame, data: &GwtData, tile: u8) -> Arrival {
    let TileKind::Worker(kind) = data.tiles[usize::from(tile)] else {
        return Arrival::default();
    };
    let jobs = &mut game.jobs;
    let c = usize::from(jobs.columns);
    let row = usize::from(jobs.token_row);
    if row >= 12 {
        return Arrival::default();
    }
    let filled = jobs.filled_in_token_row();
    jobs.cells[row * c + filled] = Some(kind);
    let mut arrival = Arrival::default();
    if filled + 1 == c {
        jobs.token_row += 1;
        arrival.refill = data
            .file
            .job_market
            .yellow_arrows_after
            .contains(&jobs.token_row);
        arrival.end = jobs.token_row == 12;
    }
    if arrival.refill {
        refill_market(game, data);
    }
    arrival
}

/// The cattle market's size for this game.
pub fn market_size(game: &GwtGame, data: &GwtData) -> usize {
    let m = data.file.player_counts[game.player_count() - 2].market;
    usize::from(if game.options.simmental { m.1 } else { m.0 })
}

/// Fills the cattle market up to its size from the stack (never above it; stops when the stack is
/// empty), sorted by breed as the market is laid out.
pub fn refill_market(game: &mut GwtGame, data: &GwtData) {
    let size = market_size(game, data);
    while game.market.len() < size {
        match game.market_stack.draw() {
            Some(c) => game.market.push(c),
            None => break,
        }
    }
    sort_market(game, data);
}

/// Lays the market out: Simmental first, then by breed and VP.
pub fn sort_market(game: &mut GwtGame, data: &GwtData) {
    game.market.sort_by_key(|&c| match data.card(c) {
        crate::games::gwt::data::CardInfo::Cattle { breed, vp, .. } => {
            (!data.is_simmental(breed), breed, vp, c)
        }
        crate::games::gwt::data::CardInfo::Objective(_) => (true, u8::MAX, 0, c),
    });
}

/// Refills every empty foresight space from its bag (a space stays empty when its bag is).
pub fn refill_foresight(game: &mut GwtGame, rng: &mut ChaCha8Rng) {
    for (spot, bag_counts) in game.foresight.iter_mut().zip(game.bags.iter_mut()) {
        for tile in spot.iter_mut().filter(|t| t.is_none()) {
            *tile = bag::draw(bag_counts, rng).map(|k| k as u8);
        }
    }
}

/// Whether a market card fits a buy option.
pub fn fits_option(
    data: &GwtData,
    option: &crate::games::gwt::schema::BuyOptionFile,
    card: crate::games::gwt::data::CardId,
) -> bool {
    match data.card(card) {
        crate::games::gwt::data::CardInfo::Cattle { breed, value, .. } => {
            data.is_simmental(breed) == option.simmental && value == option.value
        }
        crate::games::gwt::data::CardInfo::Objective(_) => false,
    }
}

/// Buys `cards` from the market with option `option`, cowboys `left`; returns the cowboys used.
pub fn buy(
    game: &mut GwtGame,
    data: &GwtData,
    seat: crate::table::SeatId,
    left: u8,
    option: u8,
    cards: &[crate::games::gwt::data::CardId],
) -> Result<u8, crate::games::gwt::actions::GwtRefusal> {
    use crate::games::gwt::actions::GwtRefusal;
    let o = data
        .file
        .buy_options
        .get(usize::from(option))
        .ok_or(GwtRefusal::Cattle)?;
    if o.simmental && !game.options.simmental {
        return Err(GwtRefusal::Cattle);
    }
    if o.cowboys > left || cards.len() != usize::from(o.cards) {
        return Err(GwtRefusal::Cattle);
    }
    let have = game.players[seat].money;
    if have < u32::from(o.dollars) {
        return Err(GwtRefusal::Money {
            need: u32::from(o.dollars),
            have,
        });
    }
    let mut market = game.market.clone();
    for c in cards {
        let i = market
            .iter()
            .position(|m| m == c)
            .ok_or(GwtRefusal::Cattle)?;
        if !fits_option(data, o, *c) {
            return Err(GwtRefusal::Cattle);
        }
        market.remove(i);
    }
    game.market = market;
    super::effects::pay(game, seat, u32::from(o.dollars));
    game.players[seat].discard.extend(cards);
    Ok(o.cowboys)
}
