//! Bot games of 1822PNW exported for 18xx.games and played through the site's own engine (the
//! oracle in `../shared/oracle/18xx`, driven by `oracle.rb` beside this file): every action must
//! be one the site takes at its table, and the game must end for the same reason with the same
//! totals. Shared by the test (`oracle.rs`) and the many-seed bench (`benches/pnw1822_oracle.rs`).

use ferrovia::games::GameId;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::export::export;
use ferrovia::table::record::Record;
use ferrovia::table::session::Session;
use ferrovia::table::{BotLevel, GameSetup, SeatKind};
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

/// A bot game to try: seats, scenario, options and seed.
#[derive(Debug, Clone)]
pub struct Trial {
    /// Each seat's bot.
    pub seats: Vec<BotLevel>,
    /// `standard`, `short` or `southern`.
    pub scenario: &'static str,
    /// `remove_ls`: 0, 2 or 3.
    pub remove_ls: u8,
    /// The Starting Packet.
    pub packet: bool,
    /// The game's seed.
    pub seed: u64,
}

impl Trial {
    /// The trial's setup.
    pub fn setup(&self) -> GameSetup {
        let kinds: Vec<SeatKind> = self.seats.iter().map(|l| SeatKind::Bot(*l)).collect();
        let mut setup = GameSetup::new(GameId::Pnw1822, &kinds, self.seed);
        setup
            .options
            .insert("scenario".into(), self.scenario.into());
        setup
            .options
            .insert("remove_ls".into(), self.remove_ls.to_string());
        if self.packet {
            setup.options.insert("starting_packet".into(), "yes".into());
        }
        setup
    }

    /// The game the bots play.
    pub fn play(&self) -> Result<Record, String> {
        let mut session = Session::new(self.setup())?;
        session.play_bots()?;
        Ok(session.record().clone())
    }
}

/// Where a trial's game file is kept in `dir` (`<scenario>-<seats>-<seed>.json`).
pub fn kept_file(dir: &std::path::Path, trial: &Trial) -> PathBuf {
    let _ = std::fs::create_dir_all(dir);
    dir.join(format!(
        "{}-{}-{}.json",
        trial.scenario,
        trial.seats.len(),
        trial.seed
    ))
}

/// The oracle's folder: `FERROVIA_ORACLE`, else `../shared/oracle/18xx` beside the checkout.
pub fn oracle_dir() -> PathBuf {
    std::env::var_os("FERROVIA_ORACLE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/oracle/18xx"))
}

/// What the oracle said of one game.
#[derive(Debug)]
pub struct Verdict {
    /// Actions in the file.
    pub actions: usize,
    /// The first action refused, with the site's message (none: all taken).
    pub refused: Option<String>,
    /// Its id.
    pub refused_at: Option<usize>,
    /// Where the end or the totals differ.
    pub differs: Option<String>,
}

/// Exports the record, has the oracle play it, and compares its end and totals with ours.
pub fn check(record: &Record, keep: Option<&std::path::Path>) -> Result<Verdict, String> {
    let mut file = export(pnw(), record)?;
    let ours = (
        file.get("result").cloned(),
        file.get("game_end_reason").cloned(),
    );
    // The site takes a stored revenue on trust; without it, it prices every route itself.
    if let Some(actions) = file["actions"].as_array_mut() {
        for a in actions {
            if let Some(routes) = a.get_mut("routes").and_then(Value::as_array_mut) {
                for r in routes {
                    if let Some(r) = r.as_object_mut() {
                        r.remove("revenue");
                    }
                }
            }
        }
    }
    let dir = std::env::temp_dir().join(format!("ferrovia-oracle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = keep.map(PathBuf::from).unwrap_or_else(|| {
        dir.join(format!(
            "game-{}-{}.json",
            record.setup.seed,
            record.setup.seats.len()
        ))
    });
    std::fs::write(&path, file.to_string()).map_err(|e| e.to_string())?;
    if keep.is_some() {
        // The record beside it, so `ferrovia export` and `replay` can retrace a refused game.
        std::fs::write(path.with_extension("ron"), record.to_ron()).map_err(|e| e.to_string())?;
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/pnw1822/oracle.rb");
    let out = Command::new("ruby")
        .arg(&script)
        .arg(oracle_dir())
        .arg(&path)
        .output()
        .map_err(|e| format!("ruby could not be run ({e}): apt-get install ruby"))?;
    if keep.is_none() {
        let _ = std::fs::remove_file(&path);
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let said: Value = serde_json::from_str(text.trim()).map_err(|e| {
        format!(
            "the oracle said no JSON ({e}): {text}{}",
            String::from_utf8_lossy(&out.stderr)
        )
    })?;
    let actions = said["actions"].as_u64().unwrap_or(0) as usize;
    let refused = (!said["refused"].is_null()).then(|| said["refused"].to_string());
    let refused_at = said["refused"]["action_id"].as_u64().map(|i| i as usize);
    let mut differs = None;
    if refused.is_none() {
        let site = (
            Some(said["result"].clone()),
            Some(said["game_end_reason"].clone()),
        );
        let ours = (ours.0.unwrap_or(Value::Null), ours.1.unwrap_or(Value::Null));
        let site = (site.0.unwrap_or(Value::Null), site.1.unwrap_or(Value::Null));
        if ours != site {
            differs = Some(format!(
                "ours: {} ended {}; the site's: {} ended {}",
                ours.0, ours.1, site.0, site.1
            ));
        }
    }
    Ok(Verdict {
        actions,
        refused,
        refused_at,
        differs,
    })
}

/// The trials a run covers: every seat count 2–5, each scenario a seat count has, the L-train
/// options and the Starting Packet, the bots' levels mixed; `seeds` games of each.
pub fn trials(first_seed: u64, seeds: u64) -> Vec<Trial> {
    use BotLevel::*;
    let levels = [Strong, Greedy, Strong, Greedy, Strong];
    let mut out = Vec::new();
    for seed in first_seed..first_seed + seeds {
        for seats in 2..=5usize {
            let scenarios: &[&'static str] = if seats == 2 {
                &["southern"]
            } else if seats == 3 {
                &["standard", "short", "southern"]
            } else {
                &["standard", "short"]
            };
            for (k, &scenario) in scenarios.iter().enumerate() {
                let rot = (seed as usize + k + seats) % levels.len();
                let seat_levels: Vec<BotLevel> = (0..seats)
                    .map(|s| levels[(s + rot) % levels.len()])
                    .collect();
                let variant = (seed as usize + k) % 4;
                out.push(Trial {
                    seats: seat_levels,
                    scenario,
                    remove_ls: if scenario == "standard" && variant == 1 {
                        2
                    } else if scenario == "standard" && variant == 2 {
                        3
                    } else {
                        0
                    },
                    packet: scenario == "standard" && variant == 3,
                    seed: seed * 7919 + seats as u64 * 31 + k as u64,
                });
            }
        }
    }
    out
}
