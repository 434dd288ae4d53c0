//! Great Western Trail's bots, over a seat's view (other hands unknown, every stack's order unknown).
//!
//! Both levels judge a position by [`evaluation`] and look through the rest of their own turn: a
//! decision is worth the best position its follow-up decisions reach before Phase C. The greedy
//! bot looks one decision ahead and settles what that decision asks greedily; the strong one
//! searches deeper (keeping the most promising few at each step), so it plans a route of
//! buildings, what to do there, and Kansas City's steps as one turn.

pub mod evaluation;

use super::actions::GwtAction;
use super::data::{GwtData, gwt};
use super::rules;
use super::state::{GwtGame, Stage};
use super::view::GwtView;
use crate::table::{BotLevel, SeatId};
use evaluation::{Weights, evaluate};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// How far a level looks: decisions ahead, and positions kept at each step past the first.
struct Search {
    depth: u8,
    keep: usize,
}

/// Every legal decision and the position it leads to (draws in the seat's view come from its
/// unordered stack: a guess, as at the table).
fn successors(
    data: &GwtData,
    game: &GwtGame,
    seat: SeatId,
    rng: &ChaCha8Rng,
) -> Vec<(GwtAction, GwtGame)> {
    rules::legal::candidates(game, data, seat)
        .into_iter()
        .filter_map(|a| {
            let mut next = game.clone();
            crate::games::gwt::phases::act(&mut next, seat, &a, &mut rng.clone()).ok()?;
            (!takes_back(game, &next) && !dead_end(data, &next, seat, rng)).then_some((a, next))
        })
        .collect()
}

/// Whether a local action was chosen that nothing can come of: every answer to its first
/// question takes it back (a purchase with no card affordable). Chosen, it would be declined and
/// chosen again for ever.
fn dead_end(data: &GwtData, next: &GwtGame, seat: SeatId, rng: &ChaCha8Rng) -> bool {
    let trying = matches!(&next.stage, Stage::Act(a) if a.trying.is_some());
    trying
        && next.choice().is_some()
        && rules::legal::candidates(next, data, seat)
            .into_iter()
            .all(|a| {
                let mut after = next.clone();
                crate::games::gwt::phases::act(&mut after, seat, &a, &mut rng.clone())
                    .map_or(true, |_| takes_back(next, &after))
            })
}

/// Whether a decision took a local action back (declined before it changed anything): the
/// position is the one before that action was chosen, so a bot allowed to would choose it again
/// and go round for ever.
fn takes_back(game: &GwtGame, next: &GwtGame) -> bool {
    match (&game.stage, &next.stage) {
        (Stage::Act(a), Stage::Act(b)) => a
            .trying
            .is_some_and(|slot| b.at == a.at && b.used & (1 << slot) == 0),
        _ => false,
    }
}

/// Whether the seat still decides in this turn.
fn deciding(game: &GwtGame, seat: SeatId) -> bool {
    game.seat == seat && !matches!(game.stage, Stage::Draw | Stage::Over)
}

/// Answers the decisions an effect left, each by the best position one step on.
fn settle(data: &GwtData, game: GwtGame, seat: SeatId, w: &Weights, rng: &ChaCha8Rng) -> GwtGame {
    let mut game = game;
    for _ in 0..8 {
        if game.choice().is_none() || !deciding(&game, seat) {
            break;
        }
        let best = successors(data, &game, seat, rng)
            .into_iter()
            .map(|(_, g)| (evaluate(data, &g, seat, w), g))
            .max_by(|a, b| a.0.total_cmp(&b.0));
        match best {
            Some((_, g)) => game = g,
            None => break,
        }
    }
    game
}

/// The worth of a position after looking `depth` decisions further into the turn.
fn value(
    data: &GwtData,
    game: &GwtGame,
    seat: SeatId,
    search: &Search,
    depth: u8,
    w: &Weights,
    rng: &ChaCha8Rng,
) -> f64 {
    if !deciding(game, seat) {
        return evaluate(data, game, seat, w);
    }
    if depth == 0 {
        return evaluate(data, &settle(data, game.clone(), seat, w, rng), seat, w);
    }
    let mut children: Vec<(f64, GwtGame)> = successors(data, game, seat, rng)
        .into_iter()
        .map(|(_, g)| (evaluate(data, &g, seat, w), g))
        .collect();
    if children.is_empty() {
        return evaluate(data, game, seat, w);
    }
    children.sort_by(|a, b| b.0.total_cmp(&a.0));
    children.truncate(search.keep);
    children
        .iter()
        .map(|(_, g)| value(data, g, seat, search, depth - 1, w, rng))
        .fold(f64::MIN, f64::max)
}

/// A bot's decision.
pub fn choose(view: &GwtView, seat: SeatId, level: BotLevel, seed: u64) -> GwtAction {
    choose_with(view, seat, level, seed, &Weights::BASE)
}

/// [`choose`] with explicit weights (for tuning).
pub fn choose_with(
    view: &GwtView,
    seat: SeatId,
    level: BotLevel,
    seed: u64,
    w: &Weights,
) -> GwtAction {
    let data = gwt();
    let search = match level {
        BotLevel::Greedy => Search { depth: 0, keep: 1 },
        BotLevel::Strong => Search { depth: 3, keep: 1 },
    };
    let w = *w;
    let rng = ChaCha8Rng::seed_from_u64(seed);
    let mut best: Option<(f64, GwtAction)> = None;
    for (action, next) in successors(data, &view.game, seat, &rng) {
        let v = value(data, &next, seat, &search, search.depth, &w, &rng);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, action));
        }
    }
    best.map_or(GwtAction::Decline, |(_, a)| a)
}

/// A whole game of bots, each seat at its level and weights, headless (the rules' rng from
/// `seed`, each decision's from the seed, the decision's index and the seat): the final scores.
/// For tuning; `None` if the game cannot be set up or a decision is refused.
pub fn play_with(seed: u64, seats: &[(BotLevel, Weights)]) -> Option<Vec<i64>> {
    use crate::engine::{Engine, steps};
    use crate::games::gwt::GwtEngine;
    let kinds: Vec<_> = seats
        .iter()
        .map(|(l, _)| crate::table::SeatKind::Bot(*l))
        .collect();
    let setup = crate::table::GameSetup::new(crate::games::GameId::Gwt, &kinds, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = GwtEngine::setup(&setup, GwtEngine::RULES_VERSION, &mut rng).ok()?;
    for n in 0..5000 {
        let Some(seat) = game.to_act() else {
            return Some(
                rules::scoring::scores(&game, gwt())
                    .iter()
                    .map(|s| s.total())
                    .collect(),
            );
        };
        let view = GwtEngine::seat_view(&game, seat);
        let (level, w) = &seats[seat];
        let seed = crate::table::rng::bot_seed(seed, n, seat);
        let action = choose_with(&view, seat, *level, seed, w);
        steps::attempt::<GwtEngine>(&mut game, &mut rng, seat, &action).ok()?;
    }
    None
}
