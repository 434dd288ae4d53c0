//! What the tuners share: their settings from the environment, and seeds spread over the cores.

use std::ops::Range;

/// The setting `name` from the environment, `default` when unset; a value that does not read
/// stops the tuner with a message rather than tuning silently with the default.
pub fn setting<T: std::str::FromStr>(name: &str, default: T) -> T {
    match std::env::var(name) {
        Err(_) => default,
        Ok(v) => v.trim().parse().unwrap_or_else(|_| {
            eprintln!("{name}={v} is not a value of the right kind");
            std::process::exit(2)
        }),
    }
}

/// `f` of every seed, spread over the cores (in no particular order).
pub fn on_all_cores<R: Send>(seeds: Range<u64>, f: impl Fn(u64) -> R + Sync) -> Vec<R> {
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get()) as u64;
    let f = &f;
    std::thread::scope(|scope| {
        let parts: Vec<_> = (0..cores)
            .map(|core| {
                let seeds = seeds.clone();
                scope.spawn(move || {
                    seeds
                        .filter(|s| s % cores == core)
                        .map(f)
                        .collect::<Vec<R>>()
                })
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().expect("a game"))
            .collect()
    })
}
