//! The command line as other tools drive it: exact JSON shapes and exit statuses.

use std::process::{Command, Output};

fn ferrovia(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferrovia"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json(out: &Output) -> serde_json::Value {
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(text.trim())
        .unwrap_or_else(|e| panic!("not one JSON object ({e}): {text}"))
}

fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("ferrovia-cli-{}-{name}", std::process::id()))
}

#[test]
fn play_prints_exactly_one_result_object() {
    let out = ferrovia(&[
        "play",
        "--game",
        "railroad-ink",
        "--seats",
        "bot,bot:greedy,bot:strong",
        "--seed",
        "5",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = json(&out);
    assert_eq!(v["game"], "railroad-ink");
    assert_eq!(v["seed"], 5);
    assert_eq!(v["seats"].as_array().unwrap().len(), 3);
    assert_eq!(v["seats"][1]["kind"], "bot:greedy");
    for s in v["scores"].as_array().unwrap() {
        assert!(s["total"].is_i64());
        for key in ["exits", "longest_rail", "longest_road", "centre", "errors"] {
            assert!(
                s["breakdown"][key].is_i64() || s["breakdown"][key].is_u64(),
                "{key}"
            );
        }
    }
    assert!(!v["winners"].as_array().unwrap().is_empty());
    assert!(v["actions"].as_u64().unwrap() > 20);
    assert_eq!(v["state_hash"].as_str().unwrap().len(), 16);
}

#[test]
fn play_save_then_replay_and_state_agree() {
    let file = temp("game.ron");
    let f = file.to_str().unwrap();
    let played = ferrovia(&[
        "play",
        "--game",
        "railroad-ink",
        "--seats",
        "bot:greedy,bot:greedy",
        "--seed",
        "77",
        "--option",
        "longest=simple",
        "--save",
        f,
        "--json",
    ]);
    assert!(played.status.success());
    let replayed = ferrovia(&["replay", f, "--json"]);
    assert!(replayed.status.success());
    assert_eq!(json(&played), json(&replayed));
    let state = ferrovia(&["state", f, "--json"]);
    let view = json(&state);
    assert_eq!(view["round"], 7);
    assert_eq!(view["players"].as_array().unwrap().len(), 2);
    assert!(view["players"][0]["board"].is_string());
    std::fs::remove_file(file).ok();
}

#[test]
fn ink_score_and_check_speak_json() {
    let out = ferrovia(&["ink", "score", "A4A10B2B16A1B01", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = json(&out);
    for key in [
        "total",
        "exit_points",
        "network_exit_counts",
        "longest_rail",
        "longest_road",
        "centre",
        "errors",
    ] {
        assert!(!v[key].is_null(), "{key}");
    }
    let legal = json(&ferrovia(&["ink", "check", "", "A4A10", "--json"]));
    assert_eq!(legal["legal"], true);
    let illegal = ferrovia(&["ink", "check", "", "A1D30", "--json"]);
    assert!(illegal.status.success(), "illegal is still exit 0");
    let v = json(&illegal);
    assert_eq!(v["legal"], false);
    assert!(!v["reason"].as_str().unwrap().is_empty());
}

/// A scorer scores: a well-formed board that breaks a game's limits (here four specials) gets its
/// score with the limits listed; `--strict` refuses it as a game would.
#[test]
fn ink_score_scores_boards_past_the_game_limits_and_strict_refuses_them() {
    let four_specials = "S1D30S2D40S3D50S4D60";
    let out = ferrovia(&["ink", "score", four_specials, "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = json(&out);
    assert!(v["total"].is_number());
    let warnings = v["warnings"].as_array().unwrap();
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].as_str().unwrap().contains("4 special routes"));
    let plain = ferrovia(&["ink", "score", four_specials]);
    assert!(String::from_utf8_lossy(&plain.stdout).contains("warning: 4 special routes"));
    let strict = ferrovia(&["ink", "score", four_specials, "--strict"]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&strict.stderr).contains("at most 3"));
    let fine = json(&ferrovia(&[
        "ink",
        "score",
        "A4A10B2B16A1B01",
        "--json",
        "--strict",
    ]));
    assert_eq!(fine["warnings"], serde_json::json!([]));
}

#[test]
fn bad_input_exits_1_and_usage_exits_2_without_panics() {
    for args in [
        vec!["ink", "score", "A4A1"],
        vec!["ink", "check", "", "Z9Z99"],
        vec!["replay", "/nonexistent/ferrovia.ron"],
        vec!["play", "--game", "railroad-ink", "--seats", "human,bot"],
        vec!["play", "--game", "whistle-stop", "--seats", "bot"],
        vec![
            "play",
            "--game",
            "1822pnw",
            "--seats",
            "bot,bot,bot",
            "--option",
            "scenario=western",
        ],
        vec![
            "play",
            "--game",
            "railroad-ink",
            "--seats",
            "bot",
            "--option",
            "longest=zigzag",
        ],
    ] {
        let out = ferrovia(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    for args in [
        vec!["play"],
        vec!["frobnicate"],
        vec!["play", "--game", "chess", "--seats", "bot"],
    ] {
        assert_eq!(ferrovia(&args).status.code(), Some(2), "{args:?}");
    }
    let bad_file = temp("broken.ron");
    std::fs::write(&bad_file, "Record(\n  format: 1,\n  oops").unwrap();
    let out = ferrovia(&["state", bad_file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("broken.ron") && err.contains("line"), "{err}");
    std::fs::remove_file(bad_file).ok();
}

/// An 18xx.games export's players, in its order, with their final totals from its `result`.
fn export_totals(path: &str) -> Vec<(String, i64)> {
    let text = std::fs::read_to_string(path).unwrap();
    let export: serde_json::Value = serde_json::from_str(&text).unwrap();
    export["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let id = match &p["id"] {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let name = p["name"].as_str().unwrap().to_string();
            (name, export["result"][&id].as_i64().unwrap())
        })
        .collect()
}

#[test]
fn replay_reads_an_18xx_games_export_and_matches_its_result() {
    let file = "tests/data/pnw1822/586.json";
    let out = ferrovia(&["replay", file, "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim().lines().count(),
        1
    );
    let v = json(&out);
    assert_eq!(v["game"], "1822pnw");
    assert_eq!(v["scenario"], "full");
    assert_eq!(v["game_end_reason"], "manually_ended");
    assert!(v["actions"].as_u64().unwrap() > 0);
    let expected = export_totals(file);
    assert_eq!(
        expected.iter().map(|(_, t)| *t).collect::<Vec<_>>(),
        [395, 710, 500]
    );
    let found: Vec<(String, i64)> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["total"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(found, expected);

    let human = ferrovia(&["replay", file]);
    assert!(human.status.success());
    let text = String::from_utf8_lossy(&human.stdout);
    assert!(
        text.contains("1822pnw") && text.contains("manually_ended"),
        "{text}"
    );
    for (name, total) in &expected {
        assert!(
            text.lines()
                .any(|l| l.contains(name.as_str()) && l.contains(&total.to_string())),
            "{name} {total}: {text}"
        );
    }
}

#[test]
fn replay_of_an_export_that_parts_from_our_rules_names_the_action() {
    let (file, id) = export_with_a_broken_route();
    let out = ferrovia(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains("broken-route.json"), "{err}");
    assert!(err.contains(&format!("action {id}:")), "{err}");
    assert!(err.contains("run_routes accepted"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // A run claiming more than its routes earn is paid as stored, as the site pays it; the
    // result it then misses names that run.
    let (file, id) = export_with_a_run_overpaid();
    let out = ferrovia(&["replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("final totals"), "{err}");
    assert!(err.contains(&format!("action {id} (")), "{err}");
}

#[test]
fn replay_of_json_no_game_knows_or_of_garbage_exits_1() {
    let unknown = temp("unknown.json");
    std::fs::write(
        &unknown,
        r#"{"title": "1830", "players": [], "actions": []}"#,
    )
    .unwrap();
    let garbage = temp("garbage.json");
    std::fs::write(&garbage, "this is { not json").unwrap();
    let broken = temp("broken.json");
    std::fs::write(&broken, r#"{"title": "1822PNW", "players": "#).unwrap();
    let empty_export = temp("empty-export.json");
    std::fs::write(&empty_export, r#"{"title": "1822PNW"}"#).unwrap();
    for (file, says) in [
        (&unknown, "1830"),
        (&garbage, "garbage.json"),
        (&broken, "broken.json"),
        (&empty_export, "players"),
    ] {
        for json_flag in [true, false] {
            let mut args = vec!["replay", file.to_str().unwrap()];
            if json_flag {
                args.push("--json");
            }
            let out = ferrovia(&args);
            assert_eq!(out.status.code(), Some(1), "{args:?}");
            assert!(out.stdout.is_empty(), "{args:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.starts_with("error: "), "{args:?}: {err}");
            assert!(err.contains(says), "{args:?}: {err}");
            assert!(!err.contains("panicked"), "{args:?}: {err}");
        }
    }
    // `state` and `import` read a cut-off export the same way: it is said to be broken JSON.
    for cmd in [
        vec!["state", broken.to_str().unwrap()],
        vec![
            "import",
            broken.to_str().unwrap(),
            "--save",
            "/tmp/never.ron",
        ],
    ] {
        let out = ferrovia(&cmd);
        assert_eq!(out.status.code(), Some(1), "{cmd:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("not valid JSON"), "{cmd:?}: {err}");
    }
    for file in [unknown, garbage, broken, empty_export] {
        std::fs::remove_file(file).ok();
    }
}

/// 1822PNW plays headless: bots finish the scenarios, the breakdown adds up to the total, and the
/// saved game's state shows the companies, players and every finished round's history.
#[test]
fn pnw_bots_finish_the_scenarios_and_state_shows_the_history() {
    for (seats, scenario) in [
        ("bot:greedy,bot:greedy,bot:greedy", "short"),
        ("bot:greedy,bot:greedy", "southern"),
    ] {
        let file = temp(&format!("pnw-{scenario}.ron"));
        let path = file.to_str().unwrap();
        let args = [
            "play",
            "--game",
            "1822pnw",
            "--seats",
            seats,
            "--seed",
            "7",
            "--option",
            &format!("scenario={scenario}"),
            "--save",
            path,
            "--json",
        ];
        let out = ferrovia(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v = json(&out);
        assert_eq!(v["game"], "1822pnw");
        for s in v["scores"].as_array().unwrap() {
            let parts: i64 = ["cash", "shares", "minors", "cards", "debt"]
                .iter()
                .map(|k| s["breakdown"][k].as_i64().unwrap())
                .sum();
            assert_eq!(parts, s["total"].as_i64().unwrap(), "{scenario}: {s}");
        }
        let state = json(&ferrovia(&["state", path, "--json"]));
        assert_eq!(state["scenario"], scenario);
        assert!(state["ended"].is_string(), "{scenario}: the game ended");
        let history = state["history"].as_array().unwrap();
        assert!(history.iter().any(|r| r["round"] == "SR 1"), "{scenario}");
        assert!(
            history
                .iter()
                .any(|r| r["round"].as_str().unwrap().starts_with("OR "))
        );
        for r in history {
            assert_eq!(
                r["worths"].as_array().unwrap().len(),
                seats.split(',').count()
            );
        }
        assert!(
            state["companies"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["kind"] == "major")
        );
        assert!(!state["tiles"].as_array().unwrap().is_empty());
        let _ = std::fs::remove_file(&file);
    }
}

/// `state` reads an 18xx.games export as it reads a saved game: the final position, the bank
/// broken, every company's price, and the round-by-round history.
#[test]
fn state_of_an_export_is_its_final_position() {
    let v = json(&ferrovia(&[
        "state",
        "tests/data/pnw1822/1822PNW_game_end_bank.json",
        "--json",
    ]));
    assert_eq!(v["game"], "1822pnw");
    assert_eq!(v["ended"], "bank");
    assert!(v["bank"].as_i64().unwrap() < 0, "{}", v["bank"]);
    let sps = v["companies"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == "SPS")
        .cloned()
        .unwrap();
    assert_eq!(sps["price"], 360);
    let history = v["history"].as_array().unwrap();
    assert!(
        history.iter().any(|r| r["round"] == "OR 9.2"),
        "{history:?}"
    );
    // A record our rules part from is refused, naming the action.
    let (file, id) = export_with_a_broken_route();
    let out = ferrovia(&["state", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("action {id}:")));
}

/// A recorded game (586) with its first run claiming $10 more than its routes earn, and that
/// action's id.
fn export_with_a_run_overpaid() -> (std::path::PathBuf, i64) {
    spoiled_first_run("overpaid.json", |run| {
        let revenue = &mut run["routes"][0]["revenue"];
        *revenue = (revenue.as_i64().unwrap() + 10).into();
    })
}

/// A recorded game (586) with its first run sent along track that is not there (from its first
/// city straight to Vancouver BC), and that action's id.
fn export_with_a_broken_route() -> (std::path::PathBuf, i64) {
    spoiled_first_run("broken-route.json", |run| {
        let first = run["routes"][0]["hexes"][0].clone();
        run["routes"][0]["connections"] = serde_json::json!([[first, "A8"]]);
    })
}

/// 586 with its first `run_routes` changed by `spoil`, written to `name`; and that action's id.
fn spoiled_first_run(
    name: &str,
    spoil: impl FnOnce(&mut serde_json::Value),
) -> (std::path::PathBuf, i64) {
    let text = std::fs::read_to_string("tests/data/pnw1822/586.json").unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let run = v["actions"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|a| a["type"] == "run_routes")
        .unwrap();
    let id = run["id"].as_i64().unwrap();
    spoil(run);
    let file = temp(name);
    std::fs::write(&file, v.to_string()).unwrap();
    (file, id)
}

/// An 18xx.games export imported into a Ferrovia record replays on its own — through the engine,
/// as a saved game — to the export's result.
#[test]
fn import_saves_an_export_as_a_record_that_replays_to_its_result() {
    for name in [
        "586",
        "p19_merge_coal_company_1",
        "merger_high_value_minors",
        "1822PNW_game_end_bank",
        "1822PNWShortScenario_game_end_bank",
        "165580",
        "179700",
        "1822PNWSRS_game_end_bank_during_sr",
        "1822PNWShortScenario_game_end_stock_market",
        "1822PNW_game_end_stock_market",
        "mill_ski_coal",
        "p19_on_hex_with_cost",
        "rockport_token",
    ] {
        let export = format!("tests/data/pnw1822/{name}.json");
        let file = temp(&format!("{name}.ron"));
        let path = file.to_str().unwrap();
        let out = ferrovia(&["import", &export, "--save", path]);
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let replayed = ferrovia(&["replay", path, "--json"]);
        assert!(
            replayed.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&replayed.stderr)
        );
        let v = json(&replayed);
        assert_eq!(v["game"], "1822pnw");
        let totals: Vec<i64> = v["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["total"].as_i64().unwrap())
            .collect();
        let expected: Vec<i64> = export_totals(&export).into_iter().map(|(_, t)| t).collect();
        assert_eq!(totals, expected, "{name}");
        let _ = std::fs::remove_file(&file);
    }
    // Something no game imports is an error that says so.
    let out = ferrovia(&[
        "import",
        "tests/data/pnw1822/neighbours.json",
        "--save",
        "/tmp/x.ron",
    ]);
    assert_eq!(out.status.code(), Some(1));
}

/// Whistle Stop headless: the breakdown adds up, the public state names no tile in a hand and no
/// gold value, and `--seat N` adds that seat's hand and gold.
#[test]
fn whistle_stop_plays_headless_and_its_state_keeps_hands_private() {
    let save = temp("ws-cli.ron");
    let f = save.to_str().unwrap();
    let out = ferrovia(&[
        "play",
        "--game",
        "whistle-stop",
        "--seats",
        "bot,bot:greedy,bot",
        "--seed",
        "4",
        "--save",
        f,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let result = json(&out);
    for score in result["scores"].as_array().unwrap() {
        let b = score["breakdown"].as_object().unwrap();
        let keys = [
            "fame",
            "majorities",
            "upgrades",
            "gold",
            "resources",
            "tokens",
            "hand_penalty",
        ];
        assert_eq!(b.len(), keys.len());
        let sum: i64 = keys.iter().map(|k| b[*k].as_i64().unwrap()).sum();
        assert_eq!(sum, score["total"].as_i64().unwrap());
        assert!(b["hand_penalty"].as_i64().unwrap() <= 0);
    }
    let public = json(&ferrovia(&["state", f, "--json"]));
    assert!(public["players"][0]["hand"].is_u64(), "a hand is a count");
    assert!(public.get("you").is_none());
    let own = json(&ferrovia(&["state", f, "--seat", "1", "--json"]));
    assert_eq!(own["you"]["seat"], 1);
    assert!(own["you"]["hand"].is_array() && own["you"]["gold"].is_array());
}
