//! The optimal-route search held to the recorded games: before every `run_routes` the replay
//! gets past, the best run found earns at least what the players ran (their routes are legal, so
//! a complete search never finds less); and what it reports is what the rules pay its routes.

use super::import::fixture;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::rules::operating::operator;
use ferrovia::games::pnw1822::rules::route_search::{Exhausted, best_run, best_run_within};
use ferrovia::games::pnw1822::rules::routes::run_revenue;
use ferrovia::games::pnw1822::state::CorpIx;
use std::time::{Duration, Instant};

/// Per game: runs checked, runs the search beat, the shortfalls, the slowest search.
struct Tally {
    checked: usize,
    better: usize,
    short: Vec<String>,
    slowest: (Duration, String),
}

fn check_game(name: &str) -> Tally {
    let data = pnw();
    let export = fixture(name);
    let live = export.live();
    let mut t = Tally {
        checked: 0,
        better: 0,
        short: Vec::new(),
        slowest: (Duration::ZERO, String::new()),
    };
    for (k, game) in super::routes::reached_runs(&export) {
        let a = live[k];
        let id = a.id().unwrap_or(-1);
        let corp: CorpIx = operator(&game).expect("an operating company");
        let recorded: i64 = a.0["routes"].as_array().map_or(0, |rs| {
            rs.iter().filter_map(|r| r["revenue"].as_i64()).sum()
        });
        let clock = Instant::now();
        let best = best_run(data, &game, corp);
        let took = clock.elapsed();
        if took > t.slowest.0 {
            t.slowest = (took, format!("{name} action {id}"));
        }
        let found: i64 = best
            .as_ref()
            .map_or(0, |(_, run)| run.revenues.iter().sum());
        t.checked += 1;
        if found > recorded {
            t.better += 1;
            println!(
                "{name} action {id} {}: found {found} > recorded {recorded}",
                a.entity()
            );
        }
        // A run the site's route finder scored with its E train's bonuses apart claims more
        // than the rules pay those routes here: the search is held to what they pay here.
        let here: Option<i64> = super::routes::recorded_run(data, &game, corp, &live, k)
            .ok()
            .and_then(|(_, here)| here.ok())
            .map(|run| run.revenues.iter().sum());
        if found < recorded && here.is_none_or(|h| found < h) {
            t.short.push(format!(
                "{name} action {id} {}: found {found}, recorded {recorded}",
                a.entity()
            ));
        }
    }
    t
}

#[test]
fn the_best_run_earns_at_least_what_every_recorded_run_earned() {
    let mut short = Vec::new();
    let mut slowest = (Duration::ZERO, String::new());
    for name in super::routes::RECORDED {
        let mut t = check_game(name);
        println!(
            "{name}: {} runs checked, the search beat {} of them, {} short (slowest {:?} at {})",
            t.checked,
            t.better,
            t.short.len(),
            t.slowest.0,
            t.slowest.1
        );
        assert!(t.checked > 0, "{name}: no run checked");
        if t.slowest.0 > slowest.0 {
            slowest = t.slowest.clone();
        }
        short.append(&mut t.short);
    }
    println!("slowest search: {:?} at {}", slowest.0, slowest.1);
    for s in &short {
        println!("{s}");
    }
    assert!(short.is_empty(), "{} runs beat the search", short.len());
}

/// The routes the search reports, run again through the rules, earn exactly what it said; and
/// searching twice gives the same answer, as does a search within a cap it does not reach.
#[test]
fn the_best_run_is_what_the_rules_pay_its_routes() {
    let data = pnw();
    let export = fixture("1822PNW_game_end_bank.json");
    let live = export.live();
    let mut seen = 0;
    for (k, a) in live.iter().enumerate().rev() {
        if a.kind() != "run_routes" || a.id().is_none_or(|id| id > 900) {
            continue;
        }
        let game = super::routes::before(data, &export, &live, k).expect("replays");
        let corp = operator(&game).expect("an operating company");
        let (specs, run) = best_run(data, &game, corp).expect("a run");
        assert!(!specs.is_empty());
        assert_eq!(run_revenue(data, &game, corp, &specs), Ok(run.clone()));
        assert_eq!(
            best_run(data, &game, corp),
            Some((specs.clone(), run.clone()))
        );
        // A bot's cap: enough of it finds the same run; too little gives up, never a worse run.
        assert_eq!(
            best_run_within(data, &game, corp, 100_000),
            Ok(Some((specs, run)))
        );
        assert_eq!(best_run_within(data, &game, corp, 3), Err(Exhausted));
        seen += 1;
        if seen == 3 {
            break;
        }
    }
    assert_eq!(seen, 3);
}

/// An E train (none reaches the replay): the search runs it token to token.
#[test]
fn an_e_train_runs_from_token_to_token() {
    let data = pnw();
    let (mut game, cmps, train) = super::routes::cmps_and_its_3_train();
    game.train_mut(train).runs_as = "E".into();
    let (specs, run) = best_run(data, &game, cmps).expect("a run");
    assert_eq!(run_revenue(data, &game, cmps, &specs), Ok(run.clone()));
    // Tacoma to Sprague alone pays $100 for the E.
    let e = specs
        .iter()
        .position(|s| usize::from(s.train) == train)
        .expect("the E runs");
    assert!(run.revenues[e] >= 100, "{:?}", run.revenues);
}
