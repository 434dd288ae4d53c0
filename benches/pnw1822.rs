//! 1822PNW: replaying 18xx.games' recorded games through our rules — every route checked and its
//! revenue recomputed, or (for the games that replay to their end) taken as recorded — and the
//! optimal-route search on the late-game positions of the two long games (every company that
//! runs trains there).

use criterion::Criterion;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::import::Export;
use ferrovia::games::pnw1822::replay;
use ferrovia::games::pnw1822::rules::{route_search, trains};
use std::hint::black_box;

/// The shared recorded games.
const GAMES: [&str; 13] = [
    "586",
    "p19_merge_coal_company_1",
    "merger_high_value_minors",
    "1822PNWShortScenario_game_end_bank",
    "1822PNW_game_end_bank",
    "165580",
    "179700",
    "1822PNWSRS_game_end_bank_during_sr",
    "1822PNWShortScenario_game_end_stock_market",
    "1822PNW_game_end_stock_market",
    "mill_ski_coal",
    "p19_on_hex_with_cost",
    "rockport_token",
];

fn export(name: &str) -> Export {
    let path = format!(
        "{}/tests/data/pnw1822/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the recorded game is there");
    Export::parse(&text).expect("an export")
}

fn benches(c: &mut Criterion) {
    let data = pnw();
    let mut group = c.benchmark_group("pnw1822/replay");
    group.sample_size(20);
    for name in GAMES {
        let export = export(name);
        let n = export.live().len();
        group.bench_function(format!("{name}_{n}_actions_routes_recomputed"), |b| {
            b.iter(|| replay::replay(data, black_box(&export)).expect("replays"))
        });
        group.bench_function(format!("{name}_{n}_actions_routes_trusted"), |b| {
            b.iter(|| replay::replay_trusted(data, black_box(&export)).expect("replays"))
        });
    }
    group.finish();

    // What every action pays first: a copy of the game, so that a refusal changes nothing.
    let late =
        replay::replay_until(data, &export("1822PNW_game_end_bank"), Some(911)).expect("replays");
    c.bench_function("pnw1822/copy_of_the_late_game", |b| {
        b.iter(|| black_box(&late).clone())
    });

    let mut group = c.benchmark_group("pnw1822/route_search");
    group.sample_size(20);
    for name in &GAMES[3..] {
        let game = replay::replay(data, &export(name)).expect("replays");
        for (i, corp) in game.corps.iter().enumerate() {
            let runs = trains::owned(&game, i as u8).any(|t| trains::runs(data, &game.trains[t]));
            if corp.closed || !runs {
                continue;
            }
            let id = data.corp_ids().nth(i).unwrap_or("?");
            group.bench_function(format!("{name}_{id}"), |b| {
                b.iter(|| route_search::best_run(data, black_box(&game), i as u8))
            });
        }
    }
    group.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
