//! Replay, load and undo on the longest golden record of each game: what a load costs per action
//! (the record folded over the plain state, the pieces mirrored once), and what undo costs (a fold
//! from the nearest checkpoint, then one mirror), and the replay viewer's step back and jump.

use criterion::{BatchSize, Criterion};
use ferrovia::games::GameId;
use ferrovia::table::driver;
use ferrovia::table::record::Record;
use ferrovia::table::save;
use ferrovia::table::session::{Session, headless_app};
use ferrovia::table::viewer;
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
        // The replay viewer's step back from the middle of the record: a rebuild to action n − 1
        // from the nearest checkpoint (15 actions at worst: the middle is chosen to be the worst).
        let mid = (n / 2) / 16 * 16 + 16;
        group.bench_function("viewer_step_back", |b| {
            b.iter_batched(
                || {
                    let mut app = headless_app();
                    viewer::open(app.world_mut(), record.clone(), mid).expect("opens");
                    app
                },
                |mut app| viewer::jump(app.world_mut(), mid - 1).expect("steps back"),
                BatchSize::PerIteration,
            )
        });
        group.bench_function("viewer_jump_to_end", |b| {
            b.iter_batched(
                || {
                    let mut app = headless_app();
                    viewer::open(app.world_mut(), record.clone(), 0).expect("opens");
                    app
                },
                |mut app| viewer::jump(app.world_mut(), n).expect("jumps"),
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
