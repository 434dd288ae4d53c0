//! Great Western Trail benchmarks: whole four-bot games through the table (two strong and two
//! greedy bots, and four strong ones), and the strong bot's decision time on positions sampled from
//! the middle of seeded strong games. Criterion measures the mean decision over those positions;
//! the median, 90th percentile and maximum of single decisions, which criterion does not give, are
//! timed one by one beforehand and printed.

use criterion::Criterion;
use ferrovia::engine::{Engine, steps};
use ferrovia::games::GameId;
use ferrovia::games::gwt::{GwtEngine, GwtGame};
use ferrovia::table::rng::bot_seed;
use ferrovia::table::session::Session;
use ferrovia::table::{BotLevel, GameSetup, SeatKind};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A position a bot decides in: the game, the seat, the bot's seed there.
type Position = (GwtGame, usize, u64);

/// Seeded games the decision positions come from.
const SEEDS: [u64; 3] = [21, 22, 23];

/// Decisions sampled from the middle third of each game, about 200 in all.
const PER_GAME: usize = 67;

/// A whole game through the table, the bots playing every seat.
fn bot_game(kinds: &[SeatKind], seed: u64) -> Session {
    let mut s = Session::new(GameSetup::new(GameId::Gwt, kinds, seed)).expect("starts");
    s.play_bots().expect("bots finish");
    assert!(s.result().is_some(), "the game ends");
    s
}

/// A strong bot's decision, from the seat's view as the table gives it.
fn decide(position: &Position) -> <GwtEngine as Engine>::Action {
    let (game, seat, seed) = position;
    let view = GwtEngine::seat_view(game, *seat);
    GwtEngine::bot(&view, *seat, BotLevel::Strong, *seed, &mut ())
}

/// A decision's time, and where it was taken.
type Timed = (Duration, String);

/// A four-player game of strong bots played headless through the engine: every position a seat
/// decided in, and how long each decision took.
fn strong_game(seed: u64) -> (Vec<Position>, Vec<Timed>) {
    let kinds = [SeatKind::Bot(BotLevel::Strong); 4];
    let setup = GameSetup::new(GameId::Gwt, &kinds, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = GwtEngine::setup(&setup, GwtEngine::RULES_VERSION, &mut rng).expect("setup");
    let (mut positions, mut times) = (Vec::new(), Vec::new());
    while let Some(seat) = GwtEngine::to_act(&game) {
        let position = (game.clone(), seat, bot_seed(seed, positions.len(), seat));
        let start = Instant::now();
        let action = decide(&position);
        let at = match game.choice() {
            Some((choice, _)) => format!("{:?}, deciding {choice:?}", game.stage),
            None => format!("{:?}", game.stage),
        };
        times.push((
            start.elapsed(),
            format!("turn {}, {at}: {action:?}", game.turn),
        ));
        GwtEngine::check(&game, seat, &action).expect("a bot's decision is legal");
        steps::apply::<GwtEngine>(&mut game, &mut rng, seat, &action);
        positions.push(position);
        assert!(positions.len() < 20_000, "the game ends");
    }
    (positions, times)
}

/// Every `k`-th position of the middle third, `PER_GAME` of them.
fn middle(positions: Vec<Position>) -> Vec<Position> {
    let third = positions.len() / 3;
    let mid: Vec<Position> = positions.into_iter().skip(third).take(third).collect();
    let step = (mid.len() / PER_GAME).max(1);
    mid.into_iter().step_by(step).take(PER_GAME).collect()
}

fn summary(label: &str, times: &mut [Timed]) {
    times.sort_by_key(|t| t.0);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].0;
    let mean = times.iter().map(|t| t.0).sum::<Duration>() / times.len() as u32;
    println!(
        "{label}: {} decisions, median {:.1} ms, mean {:.1} ms, p90 {:.1} ms, max {:.1} ms",
        times.len(),
        at(0.5).as_secs_f64() * 1e3,
        mean.as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
    );
    if let Some((_, slowest)) = times.last() {
        println!("  slowest: {slowest}");
    }
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("gwt/games");
    group.sample_size(10);
    let strong = SeatKind::Bot(BotLevel::Strong);
    let greedy = SeatKind::Bot(BotLevel::Greedy);
    group.bench_function("four_bots_two_strong_two_greedy", |b| {
        b.iter(|| bot_game(&[strong, greedy, strong, greedy], black_box(11)))
    });
    group.bench_function("four_strong_bots", |b| {
        b.iter(|| bot_game(&[strong; 4], black_box(11)))
    });
    group.finish();

    // The positions, and each decision timed once on its own.
    let mut positions = Vec::new();
    let mut whole = Vec::new();
    let start = Instant::now();
    for seed in SEEDS {
        let (all, times) = strong_game(seed);
        println!(
            "gwt/strong game seed {seed}: {} decisions, {} turns",
            all.len(),
            all.last().map_or(0, |p| p.0.turn)
        );
        whole.extend(times);
        positions.extend(middle(all));
    }
    println!(
        "gwt/strong games: {} played in {:.1} s",
        SEEDS.len(),
        start.elapsed().as_secs_f64()
    );
    summary("gwt/strong decisions, whole games", &mut whole);
    let mut sampled: Vec<Timed> = positions
        .iter()
        .map(|p| {
            let start = Instant::now();
            let action = black_box(decide(p));
            (
                start.elapsed(),
                format!("turn {}, {:?}: {action:?}", p.0.turn, p.0.stage),
            )
        })
        .collect();
    summary("gwt/strong decisions, mid-game sample", &mut sampled);

    // Criterion's mean over the same positions, one decision per iteration, in turn.
    let mut next = 0;
    c.bench_function("gwt/strong_decision_mid_game", |b| {
        b.iter(|| {
            let p = &positions[next % positions.len()];
            next += 1;
            decide(black_box(p))
        })
    });
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
