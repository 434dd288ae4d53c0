//! What a stop does when a train ends a move on it (or a Caboose uses it again), and the answers
//! to the questions stops ask: trades, picks, paying a Town or an end tile, parking a finished
//! train, a Stock Market's share, and a good discarded at the resource limit.

use super::super::actions::{Pick, TradeFor, WsError};
use super::super::data::WsData;
use super::super::schema::{Gain, Good, StopFile};
use super::super::state::{Share, StopAt, Todo, TrainAt, WsGame};

/// Coal a Coal Yard gives.
const COAL_YARD: u32 = 2;
/// Coal a trade gives for a common good.
const TRADE_COAL: u32 = 2;

/// The stop's effect for `seat`'s train `train` standing at `at`.
pub fn visit(game: &mut WsGame, data: &WsData, seat: usize, train: usize, at: StopAt) {
    let Some(stop) = game.stop_kind(data, at).cloned() else {
        return;
    };
    let limits = &data.file.limits;
    match stop {
        StopFile::Good(g) => gain(game, data, seat, g),
        StopFile::CoalYard => game.players[seat].coal += COAL_YARD,
        StopFile::WhistleFactory => game.players[seat].whistles += 1,
        StopFile::GoldMine => draw_gold(game, seat),
        StopFile::TradingPost => game.todo.push(Todo::Trade {
            left: limits.trades,
        }),
        StopFile::GeneralStore => {
            if game.supply.iter().any(|&n| n > 0) {
                game.todo.push(Todo::Pick { tokens: false });
            }
        }
        StopFile::Town { .. } => {
            if let StopAt::Tile { space, .. } = at {
                game.todo.push(Todo::Town { space });
            }
        }
        StopFile::Deliver { .. } => {
            if let StopAt::Tile { space, .. } = at {
                game.todo.push(Todo::Park { train: train as u8 });
                game.todo.push(Todo::Deliver { space });
            }
        }
        StopFile::StockMarket { fame } => {
            let p = &mut game.players[seat];
            p.fame += u32::from(fame) * p.shares.len() as u32;
            game.todo.push(Todo::Park { train: train as u8 });
            if !p.shares.is_empty() {
                game.todo.push(Todo::GiveUpShare);
            }
        }
    }
}

/// One good from the supply, if it has one; at the resource limit the player first discards one.
pub fn gain(game: &mut WsGame, data: &WsData, seat: usize, good: Good) {
    if game.supply[good.index()] == 0 {
        return;
    }
    if game.players[seat].goods_held() >= u32::from(data.file.limits.resources) {
        game.todo.push(Todo::Overflow { good });
        return;
    }
    take(game, seat, good);
}

/// A good from the supply into a hand, no questions asked.
fn take(game: &mut WsGame, seat: usize, good: Good) {
    game.supply[good.index()] -= 1;
    game.players[seat].goods[good.index()] += 1;
}

/// A good from a hand back to the supply.
pub fn give_back(game: &mut WsGame, seat: usize, good: Good) -> Result<(), WsError> {
    let held = &mut game.players[seat].goods[good.index()];
    if *held == 0 {
        return Err(WsError::NotHeld(good));
    }
    *held -= 1;
    game.supply[good.index()] += 1;
    Ok(())
}

/// Pays a cost of goods into the supply (all or nothing).
pub fn pay(game: &mut WsGame, seat: usize, cost: &[Good]) -> Result<(), WsError> {
    if !game.players[seat].can_pay(cost) {
        return Err(WsError::CannotPay);
    }
    for &g in cost {
        give_back(game, seat, g)?;
    }
    Ok(())
}

/// A good passed from one player to another (a toll, a rare for a bought upgrade); one the
/// receiver has no room for goes to the supply.
pub fn hand_over(
    game: &mut WsGame,
    data: &WsData,
    from: usize,
    to: usize,
    good: Good,
) -> Result<(), WsError> {
    give_back(game, from, good)?;
    if game.players[to].goods_held() < u32::from(data.file.limits.resources) {
        take(game, to, good);
    }
    Ok(())
}

/// A gold nugget face down, if any are left.
pub fn draw_gold(game: &mut WsGame, seat: usize) {
    if let Some(v) = game.gold.draw() {
        game.players[seat].gold.push(v);
    }
}

/// Whether a trade is one of the five: a common good for another common good, a whistle or two
/// coal; a rare good for two common goods or another rare one.
pub fn trade_allowed(give: Good, take: TradeFor) -> bool {
    match take {
        TradeFor::Good(g) => g != give && g.rare() == give.rare(),
        TradeFor::Two(a, b) => give.rare() && !a.rare() && !b.rare(),
        TradeFor::Whistle | TradeFor::Coal => !give.rare(),
    }
}

/// A trade (the caller counts it against the trades left).
pub fn trade(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    give: Good,
    take_for: TradeFor,
) -> Result<(), WsError> {
    if !trade_allowed(give, take_for) {
        return Err(WsError::BadTrade);
    }
    if game.players[seat].goods[give.index()] == 0 {
        return Err(WsError::NotHeld(give));
    }
    let wanted: Vec<Good> = match take_for {
        TradeFor::Good(g) => vec![g],
        TradeFor::Two(a, b) => vec![a, b],
        TradeFor::Whistle | TradeFor::Coal => Vec::new(),
    };
    for g in Good::ALL {
        let n = wanted.iter().filter(|&&w| w == g).count();
        if usize::from(game.supply[g.index()]) < n {
            return Err(WsError::SupplyOut);
        }
    }
    let held = game.players[seat].goods_held() as usize;
    if held - 1 + wanted.len() > usize::from(data.file.limits.resources) {
        return Err(WsError::OverLimit);
    }
    give_back(game, seat, give)?;
    for g in wanted {
        take(game, seat, g);
    }
    match take_for {
        TradeFor::Whistle => game.players[seat].whistles += 1,
        TradeFor::Coal => game.players[seat].coal += TRADE_COAL,
        _ => {}
    }
    Ok(())
}

/// A good (or on a "?", a token) of the player's choice.
pub fn pick(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    pick: Pick,
    tokens: bool,
) -> Result<(), WsError> {
    match pick {
        Pick::Good(g) if game.supply[g.index()] == 0 => Err(WsError::SupplyOut),
        Pick::Good(g) => {
            gain(game, data, seat, g);
            Ok(())
        }
        _ if !tokens => Err(WsError::NotNow),
        Pick::Coal => {
            game.players[seat].coal += 1;
            Ok(())
        }
        Pick::Whistle => {
            game.players[seat].whistles += 1;
            Ok(())
        }
        Pick::Gold if game.gold.is_empty() => Err(WsError::SupplyOut),
        Pick::Gold => {
            draw_gold(game, seat);
            Ok(())
        }
    }
}

/// What the Town or end tile on a space asks and pays: (goods, fame, railroad).
fn demand(
    game: &WsGame,
    data: &WsData,
    space: super::super::data::SpaceId,
) -> (Vec<Good>, u32, Option<u8>) {
    let stop = game.stop_kind(data, StopAt::Tile { space, stop: 0 });
    match stop {
        Some(StopFile::Town { town, cost, fame }) => {
            (cost.clone(), u32::from(*fame), data.railroad_of(town))
        }
        Some(StopFile::Deliver { cost, fame }) => (cost.clone(), u32::from(*fame), None),
        _ => (Vec::new(), 0, None),
    }
}

/// Pays a Town's or end tile's goods for its fame (and the top share of the town's railroad, if
/// one is left), or declines and loses the fame (never below 0).
pub fn settle(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    space: super::super::data::SpaceId,
    paid: bool,
) -> Result<(), WsError> {
    let (cost, fame, railroad) = demand(game, data, space);
    if !paid {
        let p = &mut game.players[seat];
        p.fame = p.fame.saturating_sub(fame);
        return Ok(());
    }
    pay(game, seat, &cost)?;
    game.players[seat].fame += fame;
    if let Some(r) = railroad {
        let pile = &mut game.shares[usize::from(r)];
        if !pile.is_empty() {
            let number = pile.remove(0);
            game.players[seat].shares.push(Share {
                railroad: r,
                number,
            });
        }
    }
    Ok(())
}

/// A Stock Market takes one of the player's shares out of the game.
pub fn give_up(game: &mut WsGame, seat: usize, share: Share) -> Result<(), WsError> {
    let shares = &mut game.players[seat].shares;
    let i = shares
        .iter()
        .position(|&s| s == share)
        .ok_or(WsError::BadSwap)?;
    shares.remove(i);
    game.retired.push(share);
    Ok(())
}

/// The finished train goes onto a free resource-track space and its owner gains what it shows.
pub fn park(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    train: usize,
    space: u8,
) -> Result<(), WsError> {
    match game.parked.get(usize::from(space)) {
        Some(None) => {}
        _ => return Err(WsError::SpaceTaken),
    }
    game.parked[usize::from(space)] = Some(train as u8);
    game.trains[train].at = TrainAt::Parked(space);
    for gain_here in data.file.resource_track[usize::from(space)].clone() {
        match gain_here {
            Gain::Good(g) => gain(game, data, seat, g),
            Gain::Coal(n) => game.players[seat].coal += u32::from(n),
            Gain::Whistle(n) => game.players[seat].whistles += u32::from(n),
            Gain::Gold => draw_gold(game, seat),
            Gain::Any => game.todo.push(Todo::Pick { tokens: true }),
        }
    }
    Ok(())
}

/// At the resource limit: `discard` goes back (it may be the good coming in, which is then left).
pub fn overflow(
    game: &mut WsGame,
    seat: usize,
    incoming: Good,
    discard: Good,
) -> Result<(), WsError> {
    if discard == incoming {
        return Ok(());
    }
    give_back(game, seat, discard)?;
    take(game, seat, incoming);
    Ok(())
}
