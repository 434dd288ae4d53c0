//! Bots over the seat view. Both judge a position by what it is worth to their seat at the end —
//! fame, majorities as they stand, stars, gold, goods and tokens at a little over their end value
//! (they pay for Towns and deliveries), trains by how far west they have come, and Town or special
//! tiles in hand as a penalty that looms as the rounds run out. The greedy bot takes the action that
//! looks best once its questions are answered; the strong one also looks one decision further
//! into its turn, for the few actions that look best now.

use super::actions::{Draw, WsAction};
use super::data::WsData;
use super::rules::{self, legal, scoring};
use super::schema::{Good, StopFile};
use super::state::{Phase, StopAt, TrainAt, WsGame};
use super::view::SeatView;
use crate::table::{BotLevel, SeatId};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// What the evaluation weighs, per unit.
pub struct Weights {
    common: f64,
    rare: f64,
    coal: f64,
    whistle: f64,
    /// Per column a train has come west.
    west: f64,
    /// The share of `west` gone by the last round (a train left on the board scores nothing).
    west_fade: f64,
    stop_tile: f64,
    /// The share of the best end tile it could be paid at that the most western train is worth,
    /// at the west edge (less the further east it stands).
    finish: f64,
    /// Whether goods and tokens fall to their end-of-game worth as the rounds run out.
    settle: bool,
}

/// The greedy bot's hand-set weights.
pub const GREEDY: Weights = Weights {
    common: 1.3,
    rare: 3.4,
    coal: 0.9,
    whistle: 1.1,
    west: 2.0,
    west_fade: 0.0,
    stop_tile: 0.6,
    finish: 0.0,
    settle: false,
};

/// The strong bot's weights.
pub const STRONG: Weights = Weights {
    west_fade: 0.5,
    finish: 0.5,
    settle: true,
    ..GREEDY
};

/// What the position is worth to `seat`.
pub fn value(game: &WsGame, data: &WsData, seat: SeatId, w: &Weights) -> f64 {
    let p = &game.players[seat];
    let majorities = scoring::majorities(game, data);
    let limits = &data.file.limits;
    let mut v = f64::from(p.fame);
    v += majorities.iter().filter(|&&o| o == Some(seat)).count() as f64
        * f64::from(limits.majority_fame);
    v += p.shares.len() as f64 * 2.0;
    v += p
        .upgrades
        .iter()
        .map(|&u| f64::from(data.file.upgrades[usize::from(u)].stars) + 1.5)
        .sum::<f64>();
    v += p
        .gold
        .iter()
        .map(|&g| if g == 0 { 4.0 } else { f64::from(g) })
        .sum::<f64>();
    let late = f64::from(game.round) / f64::from(game.rounds.max(1));
    // Towards the end a good is worth what it scores (1 or 3), a token half a point.
    let settle = |mid: f64, end: f64| {
        if w.settle {
            end + (mid - end) * (1.0 - late)
        } else {
            mid
        }
    };
    for g in Good::ALL {
        let worth = if g.rare() {
            settle(w.rare, 3.0)
        } else {
            settle(w.common, 1.0)
        };
        v += f64::from(p.goods[g.index()]) * worth;
    }
    v += f64::from(p.coal) * settle(w.coal, 0.5) + f64::from(p.whistles) * settle(w.whistle, 0.5);
    let east = (data.file.columns.len() - 1) as f64;
    let west = w.west * (1.0 - w.west_fade * late);
    let mut furthest: f64 = 0.0;
    for t in game.trains.iter().filter(|t| usize::from(t.owner) == seat) {
        if let TrainAt::Stop(StopAt::Tile { space, .. }) = t.at {
            let come = east - f64::from(data.column(space));
            v += come * west;
            furthest = furthest.max(come / east);
        }
    }
    if w.finish > 0.0 {
        v += w.finish * best_end(game, data, seat) * furthest;
    }
    for &t in &p.hand {
        let tile = data.tile(t);
        if tile.special() && !game.owns(data, seat, super::schema::UpgradeKind::ExtraBoiler) {
            v -= f64::from(limits.hand_penalty) * late * late;
        } else if tile.has_stop() {
            v += w.stop_tile;
        }
    }
    v
}

/// Actions the strong bot follows further into its turn, and how many of the replies to each.
const ROOT_BEAM: usize = 40;
const LINE_BEAM: usize = 6;

/// The game after `action`, if the rules take it (the rng matters not: a bot's trial that draws
/// learns nothing it may use).
fn tried(game: &WsGame, data: &WsData, seat: SeatId, action: &WsAction) -> Option<WsGame> {
    let mut next = game.clone();
    rules::act(
        &mut next,
        data,
        seat,
        action,
        &mut ChaCha8Rng::seed_from_u64(0),
    )
    .ok()?;
    Some(next)
}

/// The game after `action` with the seat's own questions answered greedily.
fn applied(
    game: &WsGame,
    data: &WsData,
    seat: SeatId,
    action: &WsAction,
    w: &Weights,
) -> Option<WsGame> {
    let mut next = tried(game, data, seat, action)?;
    for _ in 0..8 {
        if next.todo.is_empty() || next.to_act() != Some(seat) {
            break;
        }
        let view = view_of(&next, seat);
        let answer = legal::list(&view, data)
            .into_iter()
            .filter_map(|a| after(&next, data, seat, &a, 3, w).map(|v| (v, a)))
            .max_by(|a, b| a.0.total_cmp(&b.0))?;
        next = tried(&next, data, seat, &answer.1)?;
    }
    Some(next)
}

/// The best the seat's turn can still make of `game`, `depth` more actions deep (stopping counts).
fn best_line(game: &WsGame, data: &WsData, seat: SeatId, w: &Weights, depth: u8) -> f64 {
    let here = settled(game, data, seat, 3, w);
    if depth == 0
        || game.phase != Phase::Turn
        || !game.todo.is_empty()
        || game.to_act() != Some(seat)
    {
        return here;
    }
    let view = view_of(game, seat);
    let mut next: Vec<(f64, WsGame)> = legal::list(&view, data)
        .iter()
        .filter(|a| **a != WsAction::EndTurn)
        .filter_map(|a| applied(game, data, seat, a, w))
        .map(|g| (value(&g, data, seat, w), g))
        .collect();
    next.sort_by(|a, b| b.0.total_cmp(&a.0));
    next.iter()
        .take(LINE_BEAM)
        .map(|(_, g)| best_line(g, data, seat, w, depth - 1))
        .fold(here, f64::max)
}

/// The most fame an end tile on the board would pay `seat` now: a delivery whose goods it holds,
/// or a Stock Market's fame for each share.
fn best_end(game: &WsGame, data: &WsData, seat: SeatId) -> f64 {
    let p = &game.players[seat];
    game.board
        .iter()
        .flatten()
        .flat_map(|l| &data.tile(l.tile).stops)
        .map(|s| match s {
            StopFile::Deliver { cost, fame } if p.can_pay(cost) => f64::from(*fame),
            StopFile::StockMarket { fame } => f64::from(*fame) * p.shares.len() as f64,
            _ => 0.0,
        })
        .fold(0.0, f64::max)
}

/// The position after `action`, with the seat's own questions answered as well as it can.
fn after(
    game: &WsGame,
    data: &WsData,
    seat: SeatId,
    action: &WsAction,
    depth: u8,
    w: &Weights,
) -> Option<f64> {
    Some(settled(
        &tried(game, data, seat, action)?,
        data,
        seat,
        depth,
        w,
    ))
}

/// The value once the questions waiting for `seat` are answered greedily.
fn settled(game: &WsGame, data: &WsData, seat: SeatId, depth: u8, w: &Weights) -> f64 {
    if depth == 0 || game.todo.is_empty() || game.to_act() != Some(seat) {
        return value(game, data, seat, w);
    }
    let view = view_of(game, seat);
    legal::list(&view, data)
        .iter()
        .filter_map(|a| after(game, data, seat, a, depth - 1, w))
        .fold(f64::MIN, f64::max)
}

fn view_of(game: &WsGame, seat: SeatId) -> SeatView {
    SeatView {
        seat,
        game: game.clone(),
        pile_len: 0,
        hand_sizes: game.players.iter().map(|p| p.hand.len()).collect(),
        unseen: Vec::new(),
    }
}

/// The bot's decision.
pub fn choose(view: &SeatView, data: &WsData, level: BotLevel, _seed: u64) -> WsAction {
    let game = &view.game;
    let seat = view.seat;
    let legal = legal::list(view, data);
    if legal.len() <= 1 {
        return legal.into_iter().next().unwrap_or(WsAction::EndTurn);
    }
    if matches!(game.phase, Phase::Refill { .. }) && game.todo.is_empty() {
        return draw(view, data, &legal);
    }
    if game.phase == Phase::Placing {
        return place(game, data, &legal);
    }
    let w = if level == BotLevel::Strong {
        &STRONG
    } else {
        &GREEDY
    };
    let mut scored: Vec<(f64, &WsAction)> = legal
        .iter()
        .filter_map(|a| after(game, data, seat, a, 4, w).map(|v| (v, a)))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    if level == BotLevel::Strong && game.todo.is_empty() && game.phase == Phase::Turn {
        // Each of the best-looking actions followed by the best line of two more of its turn.
        let mut best: Option<(f64, &WsAction)> = None;
        for &(now, action) in scored.iter().take(ROOT_BEAM) {
            let Some(next) = applied(game, data, seat, action, w) else {
                continue;
            };
            let line = best_line(&next, data, seat, w, 2).max(now);
            if best.is_none_or(|(b, _)| line > b) {
                best = Some((line, action));
            }
        }
        if let Some((_, a)) = best {
            return a.clone();
        }
    }
    scored
        .first()
        .map_or(WsAction::EndTurn, |(_, a)| (*a).clone())
}

/// A refill: the face-up tile worth most to the hand, else the pile.
fn draw(view: &SeatView, data: &WsData, legal: &[WsAction]) -> WsAction {
    let game = &view.game;
    let worth = |a: &WsAction| -> f64 {
        match a {
            WsAction::Draw(Draw::FaceUp(i)) => {
                let t = data.tile(game.face_up[usize::from(*i)]);
                if t.special() {
                    if game.last_round() { -10.0 } else { 1.5 }
                } else if t.has_stop() {
                    1.0
                } else {
                    0.2
                }
            }
            WsAction::Draw(Draw::Pile) => 0.6,
            WsAction::Draw(Draw::Search(t)) => {
                if data.tile(*t).has_stop() && !data.tile(*t).special() {
                    1.2
                } else {
                    0.0
                }
            }
            WsAction::SkipRefill => 0.0,
            _ => -1.0,
        }
    };
    legal
        .iter()
        .max_by(|a, b| worth(a).total_cmp(&worth(b)))
        .cloned()
        .unwrap_or(WsAction::SkipRefill)
}

/// A train onto the East Coast stop whose track leads on into the board.
fn place(game: &WsGame, data: &WsData, legal: &[WsAction]) -> WsAction {
    let worth = |a: &WsAction| {
        let WsAction::Place { coast } = a else {
            return -1;
        };
        let (space, entry) = data.coast[usize::from(*coast)];
        match game.board[usize::from(space.0)] {
            Some(l) => {
                let tile = data.tile(l.tile);
                if tile.sides(l.rotation).contains(&entry) {
                    2 + i32::from(tile.has_stop())
                } else {
                    0
                }
            }
            None => 1,
        }
    };
    legal
        .iter()
        .max_by_key(|a| worth(a))
        .cloned()
        .unwrap_or(WsAction::Place { coast: 0 })
}
