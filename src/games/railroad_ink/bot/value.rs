//! What a board is worth to the strong bot's look-ahead: a prediction of the game's final score,
//! fitted by least squares to games the bot plays. The policy's weights ([`Weights`]) are tuned
//! to rank one board's successors, not to say how a board will end, and the look-ahead compares
//! boards that different plans and different rolls led to.
//! `FERROVIA_TUNE_VALUE_GAMES=6000 FERROVIA_TUNE_VALUE_WIDTH=80 FERROVIA_TUNE_VALUE_STAGES=16:4,6:12
//! cargo bench --no-default-features --bench ink_tune` fits [`FITTED`] again.

use super::evaluation::{FEATURES, Features, dot, features_with_runs, policy_weights, runs};
use super::{Weights, play_solo_rounds};
use crate::games::railroad_ink::rules::scoring::{self, ScoreOptions};
use crate::games::railroad_ink::rules::sheet::ROUNDS;
use crate::table::setup::BotLevel;

/// The table's rows: row `r` values boards after round `r` (row 0 is unused: before the first
/// round nothing is drawn; after the last round the score is exact).
pub const ROWS: usize = ROUNDS as usize;

/// The feature that is always 1 (the fit's constant).
const ONE: usize = 13;

/// Weights over [`Features`] predicting the final score from a board after each round, fitted
/// to 6000 games (seeds from 200 000) of the strong bot's search with a small look-ahead (width
/// 80, stages 16:4, 6:12) that valued its replies by the table before: one step of fitted value
/// iteration, so the value predicts how the look-ahead's own play ends rather than a plain
/// beam's. They explain 15 % of the final scores' spread after round 2 and 61 % after round 6
/// (the rest is dice still to come); the first table, fitted to a width-20 beam alone with the
/// first 16 features, explained 11 % and 62 %. What they say, beside the policy: an exit point in
/// hand is worth more than a point early (1.8 after round 2, 1.0 after round 6: networks that
/// reach exits early grow), a special route left about 5 points early on (the policy's 2.9
/// ranks successors of one board, which mostly differ only in whether they spend one now), and
/// an empty centre square an end already faces about 0.8.
pub const FITTED: [Features; ROWS] = [
    [
        0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000,
        0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000,
    ],
    [
        1.0000, 0.7600, 0.5849, 0.8679, -1.0000, -1.5526, -1.3827, -1.2936, -1.6104, 0.5663,
        -0.5663, 2.8800, 1.9175, 12.7733, 0.0000, -2.4475, 0.0000, -1.0098,
    ],
    [
        1.8055, 0.2159, 0.4856, 0.6307, -1.0000, -0.5238, -1.8855, -1.7640, -2.1960, 0.2481,
        -0.2481, 5.7187, 1.3926, 1.3749, -0.2159, -0.2033, 0.7580, -0.0729,
    ],
    [
        1.5212, 0.3432, 0.4901, 0.5320, -1.0000, -0.4297, -2.3883, -2.2344, -2.7816, 0.3693,
        -0.2321, 5.2617, 1.1131, 6.2620, -0.3432, -0.1482, 0.8449, 0.1433,
    ],
    [
        1.3508, 0.3563, 0.5413, 0.5446, -1.0000, -0.4289, -2.8911, -2.7048, -3.3672, 0.4845,
        -0.0431, 4.7030, 1.0626, 4.5253, -0.3563, -0.0690, 0.8176, -0.0672,
    ],
    [
        1.1166, 0.3605, 0.7196, 0.7265, -1.2933, -0.4237, -3.3939, -3.1752, -3.9528, 0.3235,
        -0.1572, 4.4959, 0.9761, 6.7964, -0.3605, -0.1621, 0.7736, -0.5536,
    ],
    [
        1.0334, 0.4159, 0.8594, 0.8840, -1.1020, -0.5289, -3.8548, -3.6064, -4.4896, 0.1245,
        0.3559, 3.5954, 0.7915, 5.4438, -0.4159, 0.0855, 0.4325, -0.8068,
    ],
];

/// One board of a sample game: its round, its [`Features`] and the game's final score.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// The round just played.
    pub round: u8,
    /// The board after it.
    pub features: Features,
    /// The game's final score.
    pub score: f32,
}

/// The boards after each round but the last of a solo game on `seed` played with `w`.
pub fn samples(seed: u64, w: &Weights) -> Vec<Sample> {
    let mut rows = Vec::new();
    let sheet = play_solo_rounds(seed, BotLevel::Strong, w, |round, sheet| {
        if round < ROUNDS {
            let (board, used) = (&sheet.board, sheet.specials_used.len());
            rows.push((
                round,
                features_with_runs(board, round, used, w, runs(board), true),
            ));
        }
    });
    let score = scoring::score(&sheet.board, &ScoreOptions::default()).total as f32;
    rows.into_iter()
        .map(|(round, features)| Sample {
            round,
            features,
            score,
        })
        .collect()
}

/// Least squares per round, with a small ridge (a thousandth of the samples) so features that
/// move together stay bounded. A feature that hardly varies in a round's samples (fewer than one
/// in fifty differ from the first: no centre square is drawn in round 1, no special spent) cannot
/// be fitted: it keeps the policy's weight, so the value still sees it when a search reaches
/// such a board. Rounds without samples keep the policy's weights.
pub fn fit(samples: &[Sample], w: &Weights) -> [Features; ROWS] {
    let mut out = [[0f32; FEATURES]; ROWS];
    for (r, row) in out.iter_mut().enumerate().skip(1) {
        let round = r as u8;
        let rows: Vec<&Sample> = samples.iter().filter(|s| s.round == round).collect();
        let policy = policy_weights(w, round);
        *row = policy;
        if rows.is_empty() {
            continue;
        }
        let first = rows[0].features;
        let varies = |i: usize| rows.iter().filter(|s| s.features[i] != first[i]).count();
        let free: Vec<usize> = (0..FEATURES)
            .filter(|&i| i == ONE || varies(i) * 50 >= rows.len())
            .collect();
        let n = free.len();
        let mut a = vec![vec![0f64; n + 1]; n];
        for s in &rows {
            let fixed: f64 = (0..FEATURES)
                .filter(|i| !free.contains(i))
                .map(|i| f64::from(policy[i] * s.features[i]))
                .sum();
            let y = f64::from(s.score) - fixed;
            for (p, &i) in free.iter().enumerate() {
                let fi = f64::from(s.features[i]);
                for (q, &j) in free.iter().enumerate() {
                    a[p][q] += fi * f64::from(s.features[j]);
                }
                a[p][n] += fi * y;
            }
        }
        let ridge = 1e-3 * rows.len() as f64;
        for (p, &i) in free.iter().enumerate() {
            if i != ONE {
                a[p][p] += ridge;
            }
        }
        for (p, x) in solve(a).into_iter().enumerate() {
            row[free[p]] = x as f32;
        }
    }
    out
}

/// Solves the augmented system `a` (n rows of n + 1) by Gauss–Jordan elimination with partial
/// pivoting; a singular column gives 0.
fn solve(mut a: Vec<Vec<f64>>) -> Vec<f64> {
    let n = a.len();
    for c in 0..n {
        let pivot = (c..n)
            .max_by(|&x, &y| a[x][c].abs().total_cmp(&a[y][c].abs()))
            .unwrap_or(c);
        a.swap(c, pivot);
        if a[c][c].abs() < 1e-12 {
            continue;
        }
        let pivot_row = a[c].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r != c {
                let k = row[c] / pivot_row[c];
                for (x, p) in row.iter_mut().zip(&pivot_row).skip(c) {
                    *x -= k * p;
                }
            }
        }
    }
    (0..n)
        .map(|i| {
            if a[i][i].abs() < 1e-12 {
                0.0
            } else {
                a[i][n] / a[i][i]
            }
        })
        .collect()
}

/// The share of the final scores' spread that `table` explains in the `samples` of `round`.
pub fn explained(samples: &[Sample], table: &[Features; ROWS], round: u8) -> f64 {
    let rows: Vec<&Sample> = samples.iter().filter(|s| s.round == round).collect();
    if rows.is_empty() {
        return 0.0;
    }
    let mean = rows.iter().map(|s| f64::from(s.score)).sum::<f64>() / rows.len() as f64;
    let (mut total, mut left) = (0f64, 0f64);
    for s in rows {
        let guess = f64::from(dot(&table[usize::from(round)], &s.features));
        total += (f64::from(s.score) - mean).powi(2);
        left += (f64::from(s.score) - guess).powi(2);
    }
    if total == 0.0 {
        0.0
    } else {
        1.0 - left / total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fit recovers a known linear rule, keeps the policy's weight for a feature its
    /// samples never show, and leaves rounds without samples at the policy's weights.
    #[test]
    fn fit_recovers_a_linear_rule() {
        let w = Weights::default();
        let truth: Features = [
            1.5, 0.5, 0.6, 0.7, -1.0, -0.4, 0.0, 0.0, 0.0, 0.2, -0.3, 4.0, 1.1, 3.0, -0.5, 0.1,
            0.8, 0.6,
        ];
        let mut x = 7u64;
        let samples: Vec<Sample> = (0..4000)
            .map(|_| {
                let mut f = [0f32; FEATURES];
                for (i, v) in f.iter_mut().enumerate() {
                    x = x
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    *v = match i {
                        ONE => 1.0,
                        7 => 0.0,
                        _ => (x >> 54) as f32,
                    };
                }
                Sample {
                    round: 3,
                    features: f,
                    score: dot(&truth, &f),
                }
            })
            .collect();
        let table = fit(&samples, &w);
        for i in (0..FEATURES).filter(|&i| i != 7) {
            let (got, want) = (table[3][i], truth[i]);
            assert!(
                (got - want).abs() < 0.05,
                "feature {i}: {got} against {want}"
            );
        }
        assert_eq!(table[3][7], policy_weights(&w, 3)[7]);
        assert_eq!(table[2], policy_weights(&w, 2));
        assert!(explained(&samples, &table, 3) > 0.99);
    }

    /// Sample games give one board per round but the last, each with the game's final score.
    #[test]
    fn samples_cover_every_round_but_the_last() {
        let w = Weights {
            width: 2,
            lookahead: Vec::new(),
            ..Weights::default()
        };
        let s = samples(3, &w);
        let rounds: Vec<u8> = s.iter().map(|s| s.round).collect();
        assert_eq!(rounds, (1..ROUNDS).collect::<Vec<_>>());
        assert!(s.windows(2).all(|p| p[0].score == p[1].score));
        assert!(s.iter().all(|s| s.features[ONE] == 1.0));
    }
}
