//! Tunes the Railroad Ink evaluation ([`Weights::TUNED`]) with a separable CMA-ES (Ros & Hansen
//! 2008: a diagonal covariance, enough for a dozen weights) that maximises the mean solo score of
//! the beam search alone. How the shipped weights were found; run it again after changing the
//! evaluation:
//!
//! `FERROVIA_TUNE_GENERATIONS=30 cargo bench --no-default-features --bench ink_tune`
//!
//! (about 25 minutes on two cores; without `FERROVIA_TUNE_GENERATIONS` it does nothing, so a
//! plain `cargo bench` stays a benchmark). Settings: `FERROVIA_TUNE_GAMES` per candidate
//! (600), `FERROVIA_TUNE_WIDTH` of the beam (8), `FERROVIA_TUNE_SIGMA`, the first step as a share
//! of each weight (0.3). A generation's candidates play the same seeds, and every generation new
//! ones from 100 000 up, so the tuner never sees the 0–999 the strength benchmark is judged on.
//! It prints each generation's mean and the weights as they stand; copy them into `Weights`'s
//! `Default` and measure with `--bench ink`.
//!
//! `FERROVIA_TUNE_VALUE_GAMES=10000` instead fits the strong bot's look-ahead value
//! (`bot::value::FITTED`, about 6 minutes) to that many games of the beam search alone
//! (`FERROVIA_TUNE_VALUE_WIDTH`, 20) on seeds from 200 000, and prints it as Rust to copy in;
//! with `FERROVIA_TUNE_VALUE_STAGES` (`plans:rolls,…`) the games look ahead as the strong bot
//! does, valued by the table in use: one step of fitted value iteration.

use ferrovia::games::railroad_ink::bot::{Weights, play_solo_with, value};
use ferrovia::games::railroad_ink::rules::scoring::ScoreOptions;
use ferrovia::table::BotLevel;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::ops::Range;

mod common;
use common::{on_all_cores, setting};

const N: usize = Weights::TUNED.len();

/// Mean solo score of `w` over `seeds`.
fn mean_score(w: &Weights, seeds: Range<u64>) -> f64 {
    let n = seeds.end - seeds.start;
    let opts = ScoreOptions::default();
    let scores = on_all_cores(seeds, |s| {
        i64::from(play_solo_with(s, BotLevel::Strong, &opts, w).1.total)
    });
    scores.iter().sum::<i64>() as f64 / n as f64
}

/// Look-ahead stages written `plans:rolls,plans:rolls` (empty: none); anything else stops the
/// tuner with a message.
fn stages(text: &str) -> Vec<(usize, usize)> {
    let stage = |s: &str| {
        let (plans, rolls) = s.split_once(':')?;
        Some((plans.trim().parse().ok()?, rolls.trim().parse().ok()?))
    };
    text.split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            stage(s).unwrap_or_else(|| {
                eprintln!("ink_tune: look-ahead stage {s:?} is not plans:rolls");
                std::process::exit(2)
            })
        })
        .collect()
}

/// Fits the look-ahead's value ([`value::FITTED`]) to `games` games of the beam search alone
/// and prints it as Rust, with the share of the final scores' spread it explains per round.
fn fit_value(games: u64) {
    let base = Weights {
        width: setting("FERROVIA_TUNE_VALUE_WIDTH", 20).max(1),
        lookahead: stages(&setting("FERROVIA_TUNE_VALUE_STAGES", String::new())),
        ..Weights::default()
    };
    let samples: Vec<value::Sample> =
        on_all_cores(200_000..200_000 + games, |s| value::samples(s, &base))
            .into_iter()
            .flatten()
            .collect();
    let table = value::fit(&samples, &base);
    for round in 1..value::ROWS as u8 {
        let share = value::explained(&samples, &table, round);
        println!(
            "round {round}: explains {:.1} % of the final scores' spread",
            100.0 * share
        );
    }
    println!("pub const FITTED: [Features; ROWS] = [");
    for row in table {
        let cells: Vec<String> = row.iter().map(|x| format!("{x:.4}")).collect();
        println!("    [{}],", cells.join(", "));
    }
    println!("];");
}

fn main() {
    let value_games: u64 = setting("FERROVIA_TUNE_VALUE_GAMES", 0);
    if value_games > 0 {
        fit_value(value_games);
        return;
    }
    let generations: u64 = setting("FERROVIA_TUNE_GENERATIONS", 0);
    if generations == 0 {
        println!("ink_tune: set FERROVIA_TUNE_GENERATIONS (e.g. 30) to tune the Ink evaluation");
        return;
    }
    let games: u64 = setting("FERROVIA_TUNE_GAMES", 600).max(1);
    let mut sigma: f64 = setting("FERROVIA_TUNE_SIGMA", 0.3);
    let base = Weights {
        width: setting("FERROVIA_TUNE_WIDTH", 8).max(1),
        lookahead: Vec::new(),
        ..Weights::default()
    };
    // Searched as multiples of the starting weights, so one step size suits them all.
    let start = base
        .tuned()
        .map(|x| if x > 0.0 { f64::from(x) } else { 1.0 });
    let weights_at = |m: &[f64]| {
        let mut v = [0f32; N];
        for i in 0..N {
            v[i] = (m[i] * start[i]) as f32;
        }
        base.with_tuned(&v)
    };

    // The standard settings for λ candidates, μ of them recombined.
    let lambda = 4 + (3.0 * (N as f64).ln()) as usize;
    let mu = lambda / 2;
    let raw: Vec<f64> = (1..=mu)
        .map(|i| (mu as f64 + 0.5).ln() - (i as f64).ln())
        .collect();
    let sum: f64 = raw.iter().sum();
    let rw: Vec<f64> = raw.iter().map(|x| x / sum).collect();
    let mu_eff = 1.0 / rw.iter().map(|x| x * x).sum::<f64>();
    let n = N as f64;
    let cs = (mu_eff + 2.0) / (n + mu_eff + 5.0);
    let ds = 1.0 + 2.0 * (((mu_eff - 1.0) / (n + 1.0)).sqrt() - 1.0).max(0.0) + cs;
    let cc = (4.0 + mu_eff / n) / (n + 4.0 + 2.0 * mu_eff / n);
    // The separable variant may learn (n + 2) / 3 times faster than the full one.
    let c1 = 2.0 / ((n + 1.3).powi(2) + mu_eff) * (n + 2.0) / 3.0;
    let cmu = (2.0 * (mu_eff - 2.0 + 1.0 / mu_eff) / ((n + 2.0).powi(2) + mu_eff) * (n + 2.0)
        / 3.0)
        .min(1.0 - c1);
    let chi = n.sqrt() * (1.0 - 1.0 / (4.0 * n) + 1.0 / (21.0 * n * n));

    let mut m = [1.0f64; N];
    let mut c = [1.0f64; N];
    let (mut ps, mut pc) = ([0.0f64; N], [0.0f64; N]);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut gauss = move || {
        let (u, v): (f64, f64) = (rng.random_range(1e-12..1.0), rng.random_range(0.0..1.0));
        (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    };
    for g in 0..generations {
        let seeds = 100_000 + g * games..100_000 + (g + 1) * games;
        let at_mean = mean_score(&weights_at(&m), seeds.clone());
        let mut pop: Vec<(f64, Vec<f64>)> = (0..lambda)
            .map(|_| {
                let y: Vec<f64> = (0..N).map(|i| c[i].sqrt() * gauss()).collect();
                let x: Vec<f64> = (0..N).map(|i| m[i] + sigma * y[i]).collect();
                (mean_score(&weights_at(&x), seeds.clone()), y)
            })
            .collect();
        pop.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut yw = [0.0f64; N];
        for (k, (_, y)) in pop.iter().take(mu).enumerate() {
            for i in 0..N {
                yw[i] += rw[k] * y[i];
            }
        }
        for i in 0..N {
            m[i] += sigma * yw[i];
            ps[i] = (1.0 - cs) * ps[i] + (cs * (2.0 - cs) * mu_eff).sqrt() * yw[i] / c[i].sqrt();
        }
        let ps_len = ps.iter().map(|x| x * x).sum::<f64>().sqrt();
        let steady = ps_len / (1.0 - (1.0 - cs).powi(2 * (g as i32 + 1))).sqrt()
            < (1.4 + 2.0 / (n + 1.0)) * chi;
        let h = if steady { 1.0 } else { 0.0 };
        for i in 0..N {
            pc[i] = (1.0 - cc) * pc[i] + h * (cc * (2.0 - cc) * mu_eff).sqrt() * yw[i];
            let rank_mu: f64 = pop
                .iter()
                .take(mu)
                .enumerate()
                .map(|(k, (_, y))| rw[k] * y[i] * y[i])
                .sum();
            c[i] = (1.0 - c1 - cmu) * c[i]
                + c1 * (pc[i] * pc[i] + (1.0 - h) * cc * (2.0 - cc) * c[i])
                + cmu * rank_mu;
        }
        sigma *= ((cs / ds) * (ps_len / chi - 1.0)).exp();
        let best = pop.first().map_or(0.0, |p| p.0);
        println!(
            "generation {g}: mean weights score {at_mean:.2}, best candidate {best:.2}, step {sigma:.3}"
        );
        let w = weights_at(&m).tuned();
        let named: Vec<String> = Weights::TUNED
            .iter()
            .zip(w)
            .map(|(name, v)| format!("{name} {v:.3}"))
            .collect();
        println!("  {}", named.join(", "));
    }
}
