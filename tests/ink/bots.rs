//! Bot tests: plans are legal and finish the round, bots are deterministic, strong beats greedy.

use ferrovia::games::railroad_ink::bot::{plan_round, play_solo_game};
use ferrovia::games::railroad_ink::rules::dice::roll;
use ferrovia::games::railroad_ink::rules::scoring::{ScoreOptions, score};
use ferrovia::games::railroad_ink::rules::sheet::{RoundProgress, Sheet};
use ferrovia::table::setup::BotLevel;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays a game checking every plan through the sheet's rules.
fn checked_game(seed: u64, level: BotLevel) -> Sheet {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut sheet = Sheet::new();
    for round in 1..=7u8 {
        let mut pr = RoundProgress::new(round, roll(&mut rng));
        let plan = plan_round(&sheet, &pr, level, seed ^ u64::from(round));
        assert_eq!(
            plan,
            plan_round(&sheet, &pr, level, seed ^ u64::from(round))
        );
        for p in plan {
            sheet
                .draw(&mut pr, p)
                .unwrap_or_else(|e| panic!("seed {seed} round {round}: {p}: {e}"));
        }
        assert_eq!(sheet.check_finish(&pr), Ok(()), "seed {seed} round {round}");
    }
    sheet
}

#[test]
fn greedy_plans_are_legal_and_complete() {
    for seed in 0..12 {
        checked_game(seed, BotLevel::Greedy);
    }
}

#[test]
fn strong_plans_are_legal_and_complete() {
    let games = if cfg!(debug_assertions) { 3 } else { 12 };
    for seed in 100..100 + games {
        checked_game(seed, BotLevel::Strong);
    }
}

#[test]
fn solo_games_are_deterministic() {
    let opts = ScoreOptions::default();
    for level in BotLevel::ALL {
        let (a, sa) = play_solo_game(5, level, &opts);
        let (b, sb) = play_solo_game(5, level, &opts);
        assert_eq!(a, b);
        assert_eq!(sa, sb);
        assert_eq!(sa, score(&a.board, &opts));
        assert!(a.board.len() >= 20, "{level:?} drew only {}", a.board.len());
    }
}

#[test]
fn strong_beats_greedy_on_average() {
    let games = if cfg!(debug_assertions) { 6 } else { 30 };
    let opts = ScoreOptions::default();
    let mean = |level| {
        (0..games)
            .map(|seed| play_solo_game(1000 + seed, level, &opts).1.total)
            .sum::<i32>() as f64
            / games as f64
    };
    let (greedy, strong) = (mean(BotLevel::Greedy), mean(BotLevel::Strong));
    assert!(strong > greedy, "strong {strong} vs greedy {greedy}");
}
