//! The engine contract, held by the same tests for every game: random legal play never panics and
//! keeps the game's invariants, the listed actions are accepted (a sample of each listing), bots finish at every seat count,
//! the live path (the phases' Bevy schedules) equals the headless fold, and undo's checkpoints give
//! what a fresh replay gives. A new game adds one line at the bottom.

use ferrovia::engine::timeline::{self, Timeline};
use ferrovia::engine::{Engine, random, steps};
use ferrovia::games::gwt::{GwtEngine, RULES as GWT_RULES};
use ferrovia::games::pnw1822::PnwEngine;
use ferrovia::games::railroad_ink::InkEngine;
use ferrovia::games::rotw::RotwEngine;
use ferrovia::games::whistle_stop::WsEngine;
use ferrovia::games::{GameAction, GameId};
use ferrovia::table::driver;
use ferrovia::table::record::Stamped;
use ferrovia::table::rng::bot_seed;
use ferrovia::table::session::{OwnRules, Session};
use ferrovia::table::{BotLevel, GameSetup, SeatKind};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays up to `limit` random legal actions on the plain state (the headless fold), checking after
/// each that the invariants hold and that what the listing offered is what validation accepts.
fn random_play<E: Engine>(setup: &GameSetup, limit: usize) -> (E::State, Vec<Stamped>) {
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    let mut state = E::setup(setup, E::RULES_VERSION, &mut rng).expect("setup");
    E::invariants(&state).expect("invariants hold at setup");
    let mut record = Vec::new();
    while let Some(seat) = E::to_act(&state) {
        if record.len() >= limit {
            break;
        }
        let view = E::seat_view(&state, seat);
        let legal = E::legal(&view, seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} must decide but has nothing legal"
        );
        for a in legal.iter().step_by((legal.len() / 25).max(1)) {
            if let Err(r) = E::check(&state, seat, a) {
                panic!("listed {a:?} is refused: {r}");
            }
        }
        for other in (0..setup.seats.len()).filter(|&s| s != seat) {
            assert!(
                E::legal(&E::seat_view(&state, other), other).is_empty(),
                "only the seat to act has actions"
            );
        }
        let seed = bot_seed(setup.seed, record.len(), seat);
        let action = random::choose::<E>(&view, seat, seed).expect("a legal action");
        steps::apply::<E>(&mut state, &mut rng, seat, &action);
        if let Err(e) = E::invariants(&state) {
            panic!("after {action:?} (action {}): {e}", record.len() + 1);
        }
        record.push(Stamped {
            seat,
            action: E::wrap(action),
        });
    }
    (state, record)
}

fn setup(game: GameId, seats: usize, seed: u64, kind: SeatKind) -> GameSetup {
    GameSetup::new(game, &vec![kind; seats], seed)
}

/// A table for the game: the registry's rules, or the test's own.
fn table(own: Option<OwnRules>, setup: GameSetup) -> Session {
    match own {
        Some(own) => Session::with_rules(own, setup),
        None => Session::new(setup),
    }
    .expect("setup")
}

pub fn random_legal_play_keeps_invariants<E: Engine>(games: u64, limit: usize) {
    let (min, max) = E::ID.seats();
    for seats in min..=max {
        for seed in 0..games {
            random_play::<E>(&setup(E::ID, seats, seed, SeatKind::Human), limit);
        }
    }
}

/// The window applies actions through the phases' schedules; replay folds the same steps over the
/// plain state. Both must give the same game, bit for bit.
pub fn live_play_equals_the_fold<E: Engine>(own: Option<OwnRules>, limit: usize) {
    let (min, max) = E::ID.seats();
    for seats in [min, max] {
        let setup = setup(E::ID, seats, 17 + seats as u64, SeatKind::Human);
        let (folded, record) = random_play::<E>(&setup, limit);
        let mut live = table(own, setup.clone());
        for s in &record {
            live.submit(s.seat, s.action.clone())
                .expect("accepted live");
        }
        assert_eq!(live.world().resource::<E::State>(), &folded);
        // The log tells every action, one line each, about the seat that took it (the replay
        // viewer and "since your last turn" index it by action).
        let view = live.public().expect("a game");
        let log = view.log();
        let seats: Vec<_> = log.iter().map(|l| l.seat).collect();
        let actors: Vec<_> = record.iter().map(|s| Some(s.seat)).collect();
        assert_eq!(seats, actors, "one log line per action");
        let replayed = live.rebuild(live.record()).expect("replays");
        assert_eq!(replayed.world().resource::<E::State>(), &folded);
        assert_eq!(replayed.result(), live.result());
        // The log is kept as the actions came: a replay tells it the same, and a rewind keeps
        // the lines of the actions left, word for word.
        assert_eq!(replayed.public().expect("a game").log(), log);
        let mut rewound = replayed;
        let cut = record.len() / 2;
        driver::rewind(rewound.world_mut(), cut).expect("rewinds");
        assert_eq!(rewound.public().expect("a game").log(), &log[..cut]);
    }
}

/// Folding to any prefix from the kept checkpoints gives what a fold from the setup gives.
pub fn checkpoints_give_what_a_fresh_replay_gives<E: Engine>(limit: usize) {
    let (min, _) = E::ID.seats();
    let setup = setup(E::ID, min.max(2), 5, SeatKind::Human);
    let (_, record) = random_play::<E>(&setup, limit);
    let start = |setup: &GameSetup| {
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let state = E::setup(setup, E::RULES_VERSION, &mut rng).expect("setup");
        Timeline::<E>::new(state, rng)
    };
    let mut kept = start(&setup);
    timeline::fold_to::<E>(&mut kept, &record).expect("whole record");
    assert!(kept.len() > 1, "a long record keeps checkpoints");
    let n = record.len();
    for cut in [n, n - 1, 33, 32, 31, 17, 16, 15, 1, 0] {
        let cut = cut.min(n);
        let (from_kept, rng_kept, _, _) =
            timeline::fold_to::<E>(&mut kept, &record[..cut]).expect("prefix");
        let (fresh, rng_fresh, from, _) =
            timeline::fold_to::<E>(&mut start(&setup), &record[..cut]).expect("prefix");
        assert_eq!(from, 0);
        assert_eq!(from_kept, fresh, "state after {cut} actions");
        assert_eq!(rng_kept.get_word_pos(), rng_fresh.get_word_pos());
    }
}

pub fn bots_finish_at_every_seat_count<E: Engine>(own: Option<OwnRules>) {
    let (min, max) = E::ID.seats();
    for seats in min..=max {
        let kind = SeatKind::Bot(BotLevel::Greedy);
        let mut s = table(own, setup(E::ID, seats, 3, kind));
        s.play_bots().expect("bots play legal actions");
        assert_eq!(s.to_act(), None, "{seats} seats: the game ends");
        let result = s.result().expect("result");
        assert!(!result.winners.is_empty(), "{seats} seats: someone wins");
        assert_eq!(result.scores.len(), seats);
        for score in &result.scores {
            let mut keys: Vec<&str> = score.breakdown.keys().map(String::as_str).collect();
            let mut listed = E::ID.info().breakdown.to_vec();
            keys.sort_unstable();
            listed.sort_unstable();
            assert_eq!(keys, listed, "the registry lists the breakdown's keys");
        }
    }
}

/// Mid-game checkpoints for assertions: the state after action `n` of a record.
pub fn at_action_is_the_state_after_n_actions<E: Engine>(own: Option<OwnRules>, limit: usize) {
    let setup = setup(E::ID, E::ID.seats().1, 9, SeatKind::Human);
    let (_, record) = random_play::<E>(&setup, limit);
    let mut s = table(own, setup);
    for (i, stamped) in record.iter().enumerate() {
        let at = s.at_action(i).expect("prefix");
        assert_eq!(
            at.world().resource::<E::State>(),
            s.world().resource::<E::State>()
        );
        s.submit(stamped.seat, stamped.action.clone())
            .expect("accepted");
        if i > 12 {
            break;
        }
    }
    assert!(s.at_action(s.record().actions.len() + 1).is_err());
}

/// Every way to spoil one field of an action: each number set to an edge of the integer types
/// (where the field's type takes it), each text to a foreign id, each list emptied or grown.
fn mutants(value: &serde_json::Value) -> Vec<serde_json::Value> {
    use serde_json::{Value, json};
    let mut out = Vec::new();
    match value {
        Value::Number(_) => {
            for n in [
                json!(0),
                json!(1),
                json!(6),
                json!(255),
                json!(256),
                json!(65_535),
                json!(65_536),
                json!(u32::MAX),
                json!(i64::MAX),
                json!(u64::MAX),
                json!(-1),
                json!(i64::MIN),
            ] {
                out.push(n);
            }
        }
        Value::String(_) => {
            for t in ["", "ZZ99", "P99", "M99", "GNR_99", "X99-9", "99"] {
                out.push(json!(t));
            }
        }
        Value::Array(items) => {
            out.push(json!([]));
            if let Some(first) = items.first() {
                let mut grown = items.clone();
                grown.push(first.clone());
                out.push(Value::Array(grown));
            }
            for (i, item) in items.iter().enumerate() {
                for m in mutants(item) {
                    let mut copy = items.clone();
                    copy[i] = m;
                    out.push(Value::Array(copy));
                }
            }
        }
        Value::Object(fields) => {
            for (k, v) in fields {
                for m in mutants(v) {
                    let mut copy = fields.clone();
                    copy.insert(k.clone(), m);
                    out.push(Value::Object(copy));
                }
            }
        }
        _ => {}
    }
    out
}

/// Actions spoiled from a played game — a number out of range or huge, a foreign id, a list
/// emptied or grown, or the right action at the wrong seat or a seat that is not there — are
/// refused with a reason told in words, or taken; none panics (a corrupted save must never crash
/// Load), and a refusal changes nothing.
pub fn spoiled_actions_are_refused_or_taken_and_never_panic<E: Engine>(limit: usize) {
    use std::panic::{AssertUnwindSafe, catch_unwind};
    let (_, max) = E::ID.seats();
    let setup = setup(E::ID, max, 23, SeatKind::Human);
    let (_, record) = random_play::<E>(&setup, limit);
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    let mut state = E::setup(&setup, E::RULES_VERSION, &mut rng).expect("setup");
    let every = (record.len() / 40).max(1);
    let (mut refused, mut tried) = (0, 0);
    for (i, s) in record.iter().enumerate() {
        let action = E::unwrap(&s.action).expect("this game's action");
        if i % every == 0 {
            let value = serde_json::to_value(&s.action).expect("actions serialise");
            let spoiled = mutants(&value)
                .into_iter()
                .filter_map(|v| serde_json::from_value::<GameAction>(v).ok())
                .filter_map(|g| E::unwrap(&g).cloned())
                .map(|a| (s.seat, a))
                .chain([(s.seat + 1, action.clone()), (99, action.clone())]);
            for (seat, a) in spoiled {
                tried += 1;
                let before = state.clone();
                let outcome = catch_unwind(AssertUnwindSafe(|| match E::check(&state, seat, &a) {
                    Err(r) => {
                        let _ = (E::words(&r), r.to_string());
                        false
                    }
                    Ok(()) => {
                        let mut after = state.clone();
                        steps::apply::<E>(&mut after, &mut rng.clone(), seat, &a);
                        true
                    }
                }));
                match outcome {
                    Ok(taken) => refused += usize::from(!taken),
                    Err(_) => panic!("action {i}: {a:?} by seat {seat} panicked"),
                }
                assert!(state == before, "a check changed the game");
            }
        }
        steps::apply::<E>(&mut state, &mut rng, s.seat, action);
    }
    assert!(
        refused > tried / 2,
        "{refused} of {tried} spoiled actions refused"
    );
}

/// One line per game: every test of the contract for it.
#[macro_export]
macro_rules! engine_contract {
    ($name:ident, $engine:ty, own: $own:expr, games: $games:expr, limit: $limit:expr) => {
        mod $name {
            use super::*;

            #[test]
            fn random_legal_play_keeps_invariants() {
                $crate::engine::random_legal_play_keeps_invariants::<$engine>($games, $limit);
            }

            #[test]
            fn live_play_equals_the_fold() {
                $crate::engine::live_play_equals_the_fold::<$engine>($own, $limit);
            }

            #[test]
            fn checkpoints_give_what_a_fresh_replay_gives() {
                $crate::engine::checkpoints_give_what_a_fresh_replay_gives::<$engine>($limit);
            }

            #[test]
            fn bots_finish_at_every_seat_count() {
                $crate::engine::bots_finish_at_every_seat_count::<$engine>($own);
            }

            #[test]
            fn spoiled_actions_are_refused_or_taken_and_never_panic() {
                $crate::engine::spoiled_actions_are_refused_or_taken_and_never_panic::<$engine>(
                    $limit,
                );
            }

            #[test]
            fn at_action_is_the_state_after_n_actions() {
                $crate::engine::at_action_is_the_state_after_n_actions::<$engine>($own, $limit);
            }
        }
    };
}

engine_contract!(railroad_ink, InkEngine, own: None, games: 3, limit: 400);
engine_contract!(rotw, RotwEngine, own: None, games: 1, limit: 80);
engine_contract!(gwt, GwtEngine, own: Some(OwnRules { rules: &GWT_RULES, plugin: ferrovia::engine::EngineRules::<GwtEngine>::plugin }), games: 2, limit: 300);
engine_contract!(pnw1822, PnwEngine, own: None, games: 2, limit: 300);
engine_contract!(whistle_stop, WsEngine, own: None, games: 3, limit: 300);
