//! Every 1822PNW game played here is one 18xx.games' own engine takes move for move: bot games at
//! every seat count, scenario and option, exported and played through the site's engine at its
//! table's strictness (`oracle_check`). `cargo bench --bench pnw1822_oracle -- SEEDS` runs the
//! same check over as many seeds as asked.

use super::oracle_check::{check, kept_file, trials};

#[test]
fn bot_games_of_every_seat_count_scenario_and_option_are_games_18xx_games_takes() {
    let mut failures = Vec::new();
    // FERROVIA_ORACLE_KEEP=DIR keeps each refused game's file there, to look into.
    let keep = std::env::var_os("FERROVIA_ORACLE_KEEP").map(std::path::PathBuf::from);
    let trials = trials(1, 1);
    assert!(trials.len() >= 8, "a trial per seat count and scenario");
    for trial in &trials {
        let record = trial.play().expect("the bots finish the game");
        let file = keep.as_ref().map(|d| kept_file(d, trial));
        let verdict =
            check(&record, file.as_deref()).expect("the oracle runs (apt-get install ruby)");
        assert!(
            verdict.actions > 100,
            "{trial:?}: only {} actions",
            verdict.actions
        );
        // Every game is the site's to its end, totals and all (since rules version 9): the first
        // refused action or different total fails the test.
        match (&verdict.refused, verdict.refused_at) {
            (Some(why), at) => {
                failures.push(format!("{trial:?}: refused at action {at:?}: {why}"));
            }
            (None, _) => {
                if let Some(why) = verdict.differs {
                    failures.push(format!("{trial:?}: {why}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `ferrovia export SAVE --18xx OUT.json` then `ferrovia replay OUT.json`: the file reads back
/// here to the totals and the end it was written with (the replay checks them against the file's
/// `result`), and our import replays every action it carries.
#[test]
fn an_exported_game_reads_back_to_the_same_result() {
    use ferrovia::games::pnw1822::data::pnw;
    use ferrovia::games::pnw1822::export::export;
    use ferrovia::games::pnw1822::foreign::replay_export;
    let trial = &trials(2, 1)[1];
    let record = trial.play().expect("the bots finish the game");
    let file = export(pnw(), &record).expect("the record exports");
    assert_eq!(file["settings"]["seed"], serde_json::json!(trial.seed));
    let back = replay_export(&file.to_string()).expect("the exported game replays here");
    let totals: Vec<i64> = back["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["total"].as_i64().expect("a total"))
        .collect();
    let written: Vec<i64> = (1..=trial.seats.len())
        .map(|id| file["result"][id.to_string()].as_i64().expect("a result"))
        .collect();
    assert_eq!(totals, written);
    assert_eq!(back["game_end_reason"], file["game_end_reason"]);
}

/// Another game's save has no 18xx.games file: the export says so and writes nothing.
#[test]
fn a_save_of_another_game_is_not_exported_for_18xx_games() {
    let dir = std::env::temp_dir().join(format!("ferrovia-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let out = dir.join("rotw.json");
    let save =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/rotw-four-strong.ron");
    let err = ferrovia::cli::export_foreign(&save, &out).expect_err("RotW has no 18xx.games file");
    assert!(err.contains("has no other program's game file"), "{err}");
    assert!(!out.exists());
}

/// A look at one trial's game around an action, for a refusal the oracle reported:
/// `FERROVIA_TRACE=scenario:seats:seed:from:to cargo test … trace_a_trial -- --ignored --nocapture`
/// prints each of our actions there with the round and step it was taken in.
#[test]
#[ignore = "a tool: run by hand with FERROVIA_TRACE"]
fn trace_a_trial() {
    use ferrovia::games::pnw1822::{phases, rules};
    let Ok(spec) = std::env::var("FERROVIA_TRACE") else {
        return;
    };
    let parts: Vec<&str> = spec.split(':').collect();
    let (scenario, seats, seed) = (
        parts[0],
        parts[1].parse::<usize>().unwrap(),
        parts[2].parse::<u64>().unwrap(),
    );
    let (from, to) = (
        parts[3].parse::<usize>().unwrap(),
        parts[4].parse::<usize>().unwrap(),
    );
    let trial = trials(1, 60)
        .into_iter()
        .find(|t| t.scenario == scenario && t.seats.len() == seats && t.seed == seed)
        .expect("a trial of that scenario, seat count and seed");
    let record = trial.play().expect("the bots finish the game");
    let mut game = ferrovia::games::pnw1822::rules::setup::new_game(
        ferrovia::games::pnw1822::data::pnw(),
        match scenario {
            "short" => ferrovia::games::pnw1822::schema::ScenarioId::Short,
            "southern" => ferrovia::games::pnw1822::schema::ScenarioId::Southern,
            _ => ferrovia::games::pnw1822::schema::ScenarioId::Full,
        },
        seats,
        seed,
        ferrovia::games::pnw1822::rules::setup::Options {
            remove_ls: trial.remove_ls,
            starting_packet: trial.packet,
        },
    )
    .unwrap();
    for (i, s) in record.actions.iter().enumerate() {
        let a = s.action.pnw1822().unwrap();
        if (from..=to).contains(&i) {
            let corp = rules::operating::operator(&game);
            let data = ferrovia::games::pnw1822::data::pnw();
            let route = corp.map(|c| {
                (
                    rules::graph::route_available(data, &game, c),
                    game.corps[usize::from(c)].route_seen,
                )
            });
            println!(
                "{i}: seat {} {:?} | corp {:?} (route available, seen: {route:?}) step {:?} round {}",
                s.seat,
                a,
                corp,
                rules::operating::current_step(&game),
                match &game.round {
                    ferrovia::games::pnw1822::state::Round::Stock(_) => "SR",
                    ferrovia::games::pnw1822::state::Round::Operating(_) => "OR",
                    ferrovia::games::pnw1822::state::Round::Merger(_) => "MR",
                }
            );
        }
        phases::act_in_place(&mut game, s.seat, a).unwrap();
    }
}
