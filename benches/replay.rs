//! Replay, load and undo on the longest golden record of each game: what a load costs per action
//! (the record folded over the plain state, the pieces mirrored once), and what undo costs (a fold
//! from the nearest checkpoint, then one mirror).

use criterion::{BatchSize, Criterion};
use ferrovia::games::GameId;
use ferrovia::table::driver;
use ferrovia::table::record::Record;
use ferrovia::table::save;
use ferrovia::table::session::{Session, headless_app};
use std::hint::black_box;

/// The longest golden record of `game`.
fn longest(game: GameId) -> Option<Record> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .filter_map(|p| save::read_record(&p).ok())
        .filter(|r| r.setup.game == game)
        .max_by_key(|r| r.actions.len())
}

fn benches(c: &mut Criterion) {
    for game in GameId::ALL {
        let Some(record) = longest(game) else {
            continue;
        };
        let n = record.actions.len();
        println!("replay/{game}: the longest golden record has {n} actions");
        let mut group = c.benchmark_group(format!("replay/{game}"));
        let mut app = headless_app();
        group.bench_function(format!("load_{n}_actions"), |b| {
            b.iter(|| driver::replay(app.world_mut(), black_box(&record), None).expect("replays"))
        });
        group.bench_function("undo_last_action", |b| {
            b.iter_batched(
                || Session::replay(&record).expect("replays"),
                |mut s| s.rewind(n - 1).expect("rewinds"),
                BatchSize::PerIteration,
            )
        });
        group.finish();
    }
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
