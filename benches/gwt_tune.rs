//! Tunes Great Western Trail's evaluation ([`Weights::TUNED`]) by paired games: a candidate plays
//! the shipped weights on the same seeds from both seats, and counts by its mean score (the aim
//! is points) with its margin over the other as the tie-break. A coordinate search: each weight in
//! turn is tried a step up and down, and kept where it scores higher; the step halves when a
//! round keeps nothing. How the strong bot's weights were found; run it again after changing the
//! evaluation:
//!
//! `FERROVIA_TUNE_ROUNDS=4 cargo bench --no-default-features --bench gwt_tune`
//!
//! Without `FERROVIA_TUNE_ROUNDS` it only measures the shipped weights, or those
//! `FERROVIA_TUNE_FROM` makes of them (`13=0,16=0.5`: weight 13 at 0, 16 at 0.5), which a search
//! then starts from and plays against. Settings:
//! `FERROVIA_TUNE_GAMES` seeds per candidate (20, each played from both seats),
//! `FERROVIA_TUNE_STEP` the first step as a share of each weight (0.4), `FERROVIA_TUNE_LEVEL`
//! `strong` or `greedy` (the search the candidates play with; greedy is some thirty times faster).
//! Seeds start at 100 000, so the tuner never sees the 1–200 the aims bench is judged on; each
//! round plays new ones.

use ferrovia::games::gwt::bot::evaluation::Weights;
use ferrovia::games::gwt::bot::play_with;
use ferrovia::table::BotLevel;
use std::ops::Range;

mod common;
use common::{on_all_cores, setting};

const N: usize = Weights::N;

/// The candidate's mean score and mean margin over `base`, both seats of each seed.
fn paired(level: BotLevel, candidate: &Weights, base: &Weights, seeds: Range<u64>) -> (f64, f64) {
    let games = on_all_cores(seeds, |s| {
        let first = play_with(s, &[(level, *candidate), (level, *base)]).expect("a game");
        let second = play_with(s, &[(level, *base), (level, *candidate)]).expect("a game");
        [(first[0], first[1]), (second[1], second[0])]
    });
    let n = (games.len() * 2) as f64;
    let (score, margin) = games
        .iter()
        .flatten()
        .fold((0, 0), |(s, m), &(me, them)| (s + me, m + me - them));
    (score as f64 / n, margin as f64 / n)
}

/// Weights written as `index=value,…` changes to the shipped ones; anything else stops the tuner.
fn from_text(text: &str) -> Weights {
    let mut v = Weights::TUNED.flat();
    for item in text.split(',').filter(|s| !s.trim().is_empty()) {
        let change = item
            .split_once('=')
            .and_then(|(i, x)| Some((i.trim().parse::<usize>().ok()?, x.trim().parse().ok()?)));
        match change {
            Some((i, x)) if i < N => v[i] = x,
            _ => {
                eprintln!("gwt_tune: {item:?} is not index=value with an index below {N}");
                std::process::exit(2)
            }
        }
    }
    Weights::from_flat(&v)
}

fn main() {
    let level = match setting("FERROVIA_TUNE_LEVEL", "strong".to_string()).as_str() {
        "greedy" => BotLevel::Greedy,
        _ => BotLevel::Strong,
    };
    let games: u64 = setting("FERROVIA_TUNE_GAMES", 20).max(1);
    let rounds: u64 = setting("FERROVIA_TUNE_ROUNDS", 0);
    let base = match std::env::var("FERROVIA_TUNE_FROM") {
        Err(_) => Weights::TUNED,
        Ok(text) => from_text(&text),
    };
    if rounds == 0 {
        let (score, _) = paired(level, &base, &base, 100_000..100_000 + games);
        println!("gwt_tune: the weights score {score:.1} against themselves");
        return;
    }
    let mut step: f64 = setting("FERROVIA_TUNE_STEP", 0.4);
    let mut best = base.flat();
    let mut next_seed = 100_000;
    for round in 0..rounds {
        let mut kept = false;
        for i in 0..N {
            let seeds = next_seed..next_seed + games;
            next_seed += games;
            let now = Weights::from_flat(&best);
            let at_best = paired(level, &now, &base, seeds.clone());
            let mut winner = (at_best, best);
            for sign in [1.0, -1.0] {
                let mut x = best;
                x[i] *= 1.0 + sign * step;
                let got = paired(level, &Weights::from_flat(&x), &base, seeds.clone());
                if got.0 > winner.0.0 || (got.0 == winner.0.0 && got.1 > winner.0.1) {
                    winner = (got, x);
                }
            }
            if winner.1 != best {
                kept = true;
                best = winner.1;
            }
            println!(
                "round {round} weight {i}: {:.3} scores {:.1} (margin {:+.1})",
                best[i], winner.0.0, winner.0.1
            );
        }
        if !kept {
            step /= 2.0;
        }
        println!("round {round} done: {best:?}");
    }
}
