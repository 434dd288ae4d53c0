//! 1822PNW against 18xx.games' own engine over as many seeds as asked: bot games at every seat
//! count, scenario and option (the test's trials, seed after seed), exported and played through
//! the site's engine. Not a timing: a rules change is tried on hundreds of games before it lands.
//!
//! `cargo bench --no-default-features --bench pnw1822_oracle -- [SEEDS] [FIRST_SEED] [KEEP_DIR]`
//! (defaults 10 and 1; each seed is 8 games). Exits 1 when any game is refused or ends otherwise;
//! with KEEP_DIR, the refused games' files (and their records, `.ron`) are kept there.

#[path = "../tests/pnw1822/oracle_check.rs"]
mod oracle_check;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let seeds = args.first().and_then(|a| a.parse().ok()).unwrap_or(10);
    let first = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let keep = args.get(2).map(PathBuf::from);
    let trials = oracle_check::trials(first, seeds);
    let started = Instant::now();
    let (mut taken, mut failed) = (0, 0);
    for trial in &trials {
        let record = match trial.play() {
            Ok(r) => r,
            Err(e) => {
                failed += 1;
                println!("FAIL {trial:?}: the bots could not play it: {e}");
                continue;
            }
        };
        let file = keep.as_ref().map(|d| oracle_check::kept_file(d, trial));
        match oracle_check::check(&record, file.as_deref()) {
            Ok(v) => match v
                .refused
                .map(|why| {
                    format!(
                        "refused at action {:?} of {}: {why}",
                        v.refused_at, v.actions
                    )
                })
                .or(v.differs)
            {
                None => {
                    taken += 1;
                    if let Some(f) = &file {
                        let _ = std::fs::remove_file(f);
                        let _ = std::fs::remove_file(f.with_extension("ron"));
                    }
                }
                Some(why) => {
                    failed += 1;
                    println!("FAIL {trial:?}: {why}");
                }
            },
            Err(e) => {
                failed += 1;
                println!("FAIL {trial:?}: {e}");
            }
        }
    }
    println!(
        "pnw1822 oracle: {taken} passed, {failed} failed ({} games, seeds {first}..{}, {:.0} s)",
        trials.len(),
        first + seeds - 1,
        started.elapsed().as_secs_f64()
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
