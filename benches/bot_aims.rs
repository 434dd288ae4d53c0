//! The bots' aims, each figure from one run of whole bot games (README, "How well the bots play"):
//! - Great Western Trail: two strong bots' mean score over seeds 1–200 (aim ≥ 90 each), and the
//!   strong bot's share of wins against the greedy one over the same seeds (aim ≥ 80%);
//! - 1822PNW: seeds 1–50 for 3, 4 and 5 seats and both scenarios: how the games end (aim: by the
//!   bank or the stock market, never the turn-100 stop), players ending in debt (aim: none), and
//!   the mean seat total of three-seat full games (aim ≥ $9,000);
//! - Railways of the World: the strong bot's share of wins in four-seat games against three greedy
//!   ones over seeds 1–100 (aim ≥ 75%);
//! - Whistle Stop: the strong bot's share of wins in two-seat games against the greedy one over
//!   seeds 1–100 (aim ≥ 70%), and its median decision (aim < 100 ms).
//!
//! Each line also gives the strong bots' median decision time (aim ≤ 200 ms unless said), taken on
//! two busy cores, so a little slower than at the table.
//!
//! Not otherwise a timing: `cargo bench --no-default-features --bench bot_aims [-- gwt|pnw|rotw|ws]` plays the
//! games on both cores and prints the table (`pnw:standard:3` plays one 1822PNW setting). `AIMS_SEEDS=n` plays the first n seeds only. A shared
//! first place counts as a win; the strong bot's seat moves round with the seed.

use ferrovia::games::GameId;
use ferrovia::games::pnw1822::state::EndReason;
use ferrovia::games::pnw1822::state::PnwGame;
use ferrovia::table::session::Session;
use ferrovia::table::{BotLevel, GameSetup, SeatKind};
use std::collections::BTreeMap;
use std::time::Instant;

const STRONG: SeatKind = SeatKind::Bot(BotLevel::Strong);
const GREEDY: SeatKind = SeatKind::Bot(BotLevel::Greedy);

/// Seeds 1..=n, or fewer when `AIMS_SEEDS` says so.
fn seeds(n: u64) -> Vec<u64> {
    let n = std::env::var("AIMS_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(n, |m: u64| m.min(n));
    (1..=n).collect()
}

/// Runs `play` over `items` on two threads, in the items' order.
fn on_both_cores<T: Sync, R: Send>(items: &[T], play: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let half = items.len().div_ceil(2);
    let (a, b) = items.split_at(half);
    std::thread::scope(|s| {
        let first = s.spawn(|| a.iter().map(&play).collect::<Vec<_>>());
        let mut out: Vec<R> = b.iter().map(&play).collect();
        let mut all = first.join().expect("a game panicked");
        all.append(&mut out);
        all
    })
}

/// A whole game with these seats, the bots playing, and how long each of the strong seats'
/// decisions took (ms).
fn game(
    id: GameId,
    kinds: &[SeatKind],
    seed: u64,
    options: &[(&str, &str)],
) -> (Session, Vec<f64>) {
    let mut setup = GameSetup::new(id, kinds, seed);
    for (k, v) in options {
        setup.options.insert(k.to_string(), v.to_string());
    }
    let mut s = Session::new(setup).expect("starts");
    let mut times = Vec::new();
    loop {
        let strong = s.to_act().is_some_and(|seat| kinds[seat] == STRONG);
        let t = Instant::now();
        if !s.step_bot().expect("bots finish") {
            break;
        }
        if strong {
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
    }
    (s, times)
}

/// The median of the decision times of `games`, in ms, for the line "median decision".
fn median(games: impl IntoIterator<Item = Vec<f64>>) -> f64 {
    quantile(games, 0.5)
}

/// The decision time (ms) that a share `q` of `games`' decisions stay under.
fn quantile(games: impl IntoIterator<Item = Vec<f64>>, q: f64) -> f64 {
    let mut all: Vec<f64> = games.into_iter().flatten().collect();
    all.sort_by(f64::total_cmp);
    let at = ((all.len() as f64 * q) as usize).min(all.len().saturating_sub(1));
    all.get(at).copied().unwrap_or(0.0)
}

/// The seats with `strong` at `at` and `others` elsewhere.
fn seats(n: usize, at: usize, strong: SeatKind, others: SeatKind) -> Vec<SeatKind> {
    (0..n)
        .map(|i| if i == at { strong } else { others })
        .collect()
}

/// The share of `seeds` games the strong seat wins (shared wins count), its mean score, and its
/// median decision time (ms).
fn win_share(id: GameId, n: usize, seeds: &[u64]) -> (f64, f64, f64) {
    let (share, mean, times) = win_share_timed(id, n, seeds);
    (share, mean, median(times))
}

/// [`win_share`] with every game's decision times.
fn win_share_timed(id: GameId, n: usize, seeds: &[u64]) -> (f64, f64, Vec<Vec<f64>>) {
    let results = on_both_cores(seeds, |&seed| {
        let at = (seed as usize) % n;
        let (s, times) = game(id, &seats(n, at, STRONG, GREEDY), seed, &[]);
        let r = s.result().expect("the game ends");
        (r.winners.contains(&at), r.scores[at].total, times)
    });
    let wins = results.iter().filter(|(w, _, _)| *w).count();
    let mean = results.iter().map(|(_, t, _)| *t as f64).sum::<f64>() / results.len() as f64;
    let times = results.into_iter().map(|(_, _, times)| times).collect();
    (100.0 * wins as f64 / seeds.len() as f64, mean, times)
}

fn gwt() {
    let t = Instant::now();
    let seeds = seeds(200);
    let means = on_both_cores(&seeds, |&seed| {
        let (s, _) = game(GameId::Gwt, &[STRONG, STRONG], seed, &[]);
        let r = s.result().expect("the game ends");
        (r.scores[0].total + r.scores[1].total) as f64 / 2.0
    });
    let mean = means.iter().sum::<f64>() / means.len() as f64;
    let (share, strong_mean, median) = win_share(GameId::Gwt, 2, &seeds);
    println!(
        "gwt: two strong bots, mean score {mean:.1} (aim ≥ 90) over seeds 1–{}",
        seeds.len()
    );
    println!(
        "gwt: strong against greedy, wins {share:.0}% (aim ≥ 80%), strong mean {strong_mean:.1}, median decision {median:.1} ms (aim ≤ 200)  [{:.0} s]",
        t.elapsed().as_secs_f64()
    );
}

/// One 1822PNW bot game's ending, how many players end in debt, the mean seat total, and the
/// decision times.
fn pnw_game(seats: usize, scenario: &str, seed: u64) -> (Option<EndReason>, usize, f64, Vec<f64>) {
    let (s, times) = game(
        GameId::Pnw1822,
        &vec![STRONG; seats],
        seed,
        &[("scenario", scenario)],
    );
    let ended = s.world().resource::<PnwGame>().ended;
    let r = s.result().expect("the game ends");
    let in_debt = r
        .scores
        .iter()
        .filter(|sc| {
            sc.breakdown
                .get("debt")
                .and_then(|d| d.as_i64())
                .unwrap_or(0)
                < 0
        })
        .count();
    let mean = r.scores.iter().map(|sc| sc.total as f64).sum::<f64>() / seats as f64;
    (ended, in_debt, mean, times)
}

fn pnw(one: impl Fn(&str) -> bool) {
    let t = Instant::now();
    let seeds = seeds(50);
    for scenario in ["standard", "short"] {
        for n in [3, 4, 5] {
            if !one(&format!("pnw:{scenario}:{n}")) {
                continue;
            }
            let games = on_both_cores(&seeds, |&seed| pnw_game(n, scenario, seed));
            let mut endings: BTreeMap<String, usize> = BTreeMap::new();
            for (ended, _, _, _) in &games {
                *endings.entry(format!("{ended:?}")).or_default() += 1;
            }
            let debt_games = games.iter().filter(|(_, d, _, _)| *d > 0).count();
            let players_in_debt: usize = games.iter().map(|(_, d, _, _)| d).sum();
            let mean = games.iter().map(|(_, _, m, _)| m).sum::<f64>() / games.len() as f64;
            let median = median(games.into_iter().map(|(_, _, _, t)| t));
            println!(
                "1822pnw {scenario} {n} seats: endings {endings:?}; {players_in_debt} players in debt in {debt_games} games (aim 0); median decision {median:.1} ms; mean seat total ${mean:.0}{}",
                if scenario == "standard" && n == 3 {
                    " (aim ≥ $9,000)"
                } else {
                    ""
                }
            );
        }
    }
    println!("1822pnw: [{:.0} s]", t.elapsed().as_secs_f64());
}

fn rotw() {
    let t = Instant::now();
    let seeds = seeds(100);
    let (share, mean, median) = win_share(GameId::Rotw, 4, &seeds);
    println!(
        "rotw: strong against three greedy, wins {share:.0}% (aim ≥ 75%) over seeds 1–{}, strong mean {mean:.1}, median decision {median:.1} ms (aim ≤ 200)  [{:.0} s]",
        seeds.len(),
        t.elapsed().as_secs_f64()
    );
}

fn ws() {
    let t = Instant::now();
    let seeds = seeds(100);
    let (share, mean, times) = win_share_timed(GameId::WhistleStop, 2, &seeds);
    let (median, slow) = (quantile(times.clone(), 0.5), quantile(times, 0.99));
    println!(
        "ws: strong against greedy, wins {share:.0}% (aim ≥ 70%) over seeds 1–{}, strong mean {mean:.1}, median decision {median:.1} ms (aim < 100), 99% under {slow:.0} ms  [{:.0} s]",
        seeds.len(),
        t.elapsed().as_secs_f64()
    );
}

fn main() {
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |name: &str| only.is_empty() || only.iter().any(|o| o == name);
    if wanted("gwt") {
        gwt();
    }
    if wanted("pnw") || only.iter().any(|o| o.starts_with("pnw:")) {
        pnw(|config| {
            !only.iter().any(|o| o.starts_with("pnw:")) || only.iter().any(|o| o == config)
        });
    }
    if wanted("rotw") {
        rotw();
    }
    if wanted("ws") {
        ws();
    }
}
