//! Railroad Ink benchmarks: scoring, legal-move enumeration, whole bot games, replay; and the
//! strong bot's mean solo score over many seeded games (`FERROVIA_BOT_GAMES`, default 1000; 0 skips it).

use criterion::Criterion;
use ferrovia::games::GameId;
use ferrovia::games::railroad_ink::bot::play_solo_game;
use ferrovia::games::railroad_ink::rules::board::Board;
use ferrovia::games::railroad_ink::rules::dice::roll;
use ferrovia::games::railroad_ink::rules::notation::{board_from_placements, parse_board};
use ferrovia::games::railroad_ink::rules::scoring::{ScoreOptions, score};
use ferrovia::games::railroad_ink::rules::sheet::RoundProgress;
use ferrovia::table::session::Session;
use ferrovia::table::{BotLevel, GameSetup, SeatKind};
use rand::SeedableRng;
use std::hint::black_box;
use std::time::Instant;

fn bot_game(kinds: &[SeatKind], seed: u64) -> Session {
    let mut s = Session::new(GameSetup::new(GameId::RailroadInk, kinds, seed)).expect("starts");
    s.play_bots().expect("bots finish");
    s
}

/// The frozen final boards (`benches/data/ink_final_boards.txt`), each checked to score what
/// it is recorded to: the scorer is timed on the same boards whatever the bots become.
fn final_boards() -> Vec<Board> {
    include_str!("data/ink_final_boards.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (total, text) = l.split_once('\t').expect("score<TAB>board");
            let board = parse_board(text)
                .and_then(|ps| board_from_placements(&ps))
                .expect("a frozen board parses");
            let want: i32 = total.parse().expect("a score");
            assert_eq!(
                score(&board, &ScoreOptions::default()).total,
                want,
                "{text}"
            );
            board
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let opts = ScoreOptions::default();
    // Each iteration scores the next of the frozen boards, so the figure is a mean per board.
    let finals = final_boards();
    let mut next = 0;
    c.bench_function("ink/score_full_board", |b| {
        b.iter(|| {
            next = (next + 1) % finals.len();
            score(black_box(&finals[next]), &opts)
        })
    });

    let (mid, _) = play_solo_game(4, BotLevel::Greedy, &opts);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    let progress = RoundProgress::new(7, roll(&mut rng));
    c.bench_function("ink/legal_draws_of_a_roll", |b| {
        b.iter(|| black_box(&mid).legal_draws(black_box(&progress)))
    });

    let strong = SeatKind::Bot(BotLevel::Strong);
    let mut group = c.benchmark_group("ink/games");
    group.sample_size(10);
    group.bench_function("four_strong_bots", |b| {
        b.iter(|| bot_game(&[strong; 4], black_box(11)))
    });
    let record = bot_game(&[strong; 4], 11).record().clone();
    group.bench_function("replay_four_player_record", |b| {
        b.iter(|| Session::replay(black_box(&record)).expect("replays"))
    });
    group.finish();
}

/// The number a bot is judged by: mean final score of solo games, and time per game.
fn bot_strength() {
    let games: u64 = std::env::var("FERROVIA_BOT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    if games == 0 {
        return;
    }
    let opts = ScoreOptions::default();
    for level in [BotLevel::Greedy, BotLevel::Strong] {
        let start = Instant::now();
        let total: i64 = (0..games)
            .map(|seed| i64::from(play_solo_game(seed, level, &opts).1.total))
            .sum();
        let secs = start.elapsed().as_secs_f64();
        println!(
            "ink/bot_strength/{}: mean solo score {:.2} over {games} seeded games, {:.1} ms per game",
            level.cli_name(),
            total as f64 / games as f64,
            1000.0 * secs / games as f64
        );
    }
}

fn main() {
    bot_strength();
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
