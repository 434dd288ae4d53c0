//! Great Western Trail's bots, over a seat's view (other hands unknown, every stack's order unknown).
//!
//! Both levels judge a position by [`evaluation`]. The greedy bot looks one decision ahead and
//! answers what that decision asks greedily; the strong one follows each of its possible
//! decisions with its own best next three (a rollout), so a walk is judged by what is done at the
//! building it reaches and a Kansas City step by the ones after it, and takes the mean of eight
//! such rollouts, each with its own guess at the cards and tiles its draws bring.

pub mod evaluation;

use super::actions::GwtAction;
use super::data::{GwtData, gwt};
use super::rules;
use super::state::{GwtGame, Stage};
use super::view::GwtView;
use crate::table::{BotLevel, SeatId};
use evaluation::{Weights, evaluate};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How far a level looks: how many decisions of its own turn it follows each first decision
/// with, and over how many guesses at what its draws bring (the mean of them: one guess judged a
/// draw by its luck).
struct Search {
    depth: u8,
    guesses: u8,
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
            let next = after(game, seat, &a, rng)?;
            (!takes_back(game, &next) && !dead_end(data, &next, seat, rng)).then_some((a, next))
        })
        .collect()
}

/// The position a decision leads to, `None` if refused.
fn after(game: &GwtGame, seat: SeatId, action: &GwtAction, rng: &ChaCha8Rng) -> Option<GwtGame> {
    let mut next = game.clone();
    crate::games::gwt::phases::act(&mut next, seat, action, &mut rng.clone()).ok()?;
    Some(next)
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
            .all(|a| after(next, seat, &a, rng).is_none_or(|then| takes_back(next, &then)))
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

/// The best decision's position one step on, by the evaluation; of equals, the first listed
/// (the listing puts the shorter walk first, and a tie broken the other way scored 61, not 75).
fn best_next(
    data: &GwtData,
    game: &GwtGame,
    seat: SeatId,
    w: &Weights,
    rng: &ChaCha8Rng,
) -> Option<GwtGame> {
    let mut best: Option<(f64, GwtGame)> = None;
    for (_, g) in successors(data, game, seat, rng) {
        let v = evaluate(data, &g, seat, w);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, g));
        }
    }
    best.map(|(_, g)| g)
}

/// Follows a position with the seat's best next decisions, each by the evaluation one step on:
/// `steps` of them, then the answers to what is still asked, while the turn lasts.
fn follow(
    data: &GwtData,
    game: GwtGame,
    seat: SeatId,
    steps: u8,
    w: &Weights,
    rng: &ChaCha8Rng,
) -> GwtGame {
    let mut game = game;
    let mut left = steps;
    for _ in 0..usize::from(steps) + 8 {
        if !deciding(&game, seat) || (left == 0 && game.choice().is_none()) {
            break;
        }
        left = left.saturating_sub(1);
        match best_next(data, &game, seat, w, rng) {
            Some(g) => game = g,
            None => break,
        }
    }
    game
}

/// The worth of a position after following it `search.depth` decisions further into the turn.
/// One line, not the best of several: the maximum over several continuations picks the ones
/// whose guessed draws and evaluation errors are luckiest (two strong bots scored 46 with the
/// best of three lines, 73 with one), and a line longer than a few decisions scored less too.
fn value(
    data: &GwtData,
    game: &GwtGame,
    seat: SeatId,
    search: &Search,
    w: &Weights,
    rng: &ChaCha8Rng,
) -> f64 {
    evaluate(
        data,
        &follow(data, game.clone(), seat, search.depth, w, rng),
        seat,
        w,
    )
}

/// A bot's decision.
pub fn choose(view: &GwtView, seat: SeatId, level: BotLevel, seed: u64) -> GwtAction {
    let w = match level {
        BotLevel::Greedy => Weights::HAND_SET,
        BotLevel::Strong => Weights::TUNED,
    };
    choose_with(view, seat, level, seed, &w)
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
        BotLevel::Greedy => Search {
            depth: 0,
            guesses: 1,
        },
        BotLevel::Strong => Search {
            depth: 3,
            guesses: 8,
        },
    };
    let w = *w;
    // The first guess is the decision's own seed; the others are drawn from it.
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    let guesses: Vec<ChaCha8Rng> = (0..search.guesses)
        .map(|i| {
            let s = if i == 0 { seed } else { seeds.random() };
            ChaCha8Rng::seed_from_u64(s)
        })
        .collect();
    let Some((first, others)) = guesses.split_first() else {
        return GwtAction::Decline;
    };
    let mut best: Option<(f64, GwtAction)> = None;
    for (action, next) in successors(data, &view.game, seat, first) {
        // A first decision's legality does not hang on the draws, so every guess follows it.
        let mut total = value(data, &next, seat, &search, &w, first);
        let mut n = 1.0;
        for rng in others {
            if let Some(then) = after(&view.game, seat, &action, rng) {
                total += value(data, &then, seat, &search, &w, rng);
                n += 1.0;
            }
        }
        let v = total / n;
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
