//! The recorded games replayed through the rules: every action accepted, money conserved after
//! each, and the final scores the site gave.

use super::import::fixture;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::import::Export;
use ferrovia::games::pnw1822::replay::{SITE_RESAVED, replay, scores};

fn replays_to_its_result(name: &str) {
    holds_its_result(name, &fixture(name));
}

fn holds_its_result(name: &str, export: &Export) {
    let data = pnw();
    let game = match replay(data, export) {
        Ok(g) => g,
        Err(f) => panic!("{name}: {}", f.divergence),
    };
    let got = scores(data, &game);
    let want: Vec<i64> = export
        .players
        .iter()
        .map(|p| {
            export
                .result
                .iter()
                .find(|(id, _)| *id == p.id)
                .map(|r| r.1)
                .unwrap()
        })
        .collect();
    assert_eq!(got, want, "{name}");
    let ended = game.ended.map(ferrovia::games::pnw1822::foreign::site_word);
    assert_eq!(
        ended,
        export.game_end_reason.as_deref(),
        "{name}: why it ended"
    );
}

#[test]
fn p19_coal_company_merge_replays_to_its_result() {
    // Phase 3 arrives by trains exported at a stock round's end; the coal mine joins the two
    // minors' track for the merger; the minors' dividends and prices make the merger's worth.
    replays_to_its_result("p19_merge_coal_company_1.json");
}

#[test]
fn high_value_minors_merger_replays_to_its_result() {
    // Minors worth more than six shares at $100: only par $100 with six shares, the president
    // taking what the treasury has; the LP train of P4; trains bought between companies.
    replays_to_its_result("merger_high_value_minors.json");
}

#[test]
fn combined_private_lays_game_replays_to_its_result() {
    // P7/P8 keep the track step open; P11 with P7 crushes a town; an emergency train purchase.
    replays_to_its_result("586.json");
}

#[test]
fn full_game_replays_to_its_bank_ending() {
    // 912 actions over nine sets: E trains as the site ran them in 2024 (the coal mine's token
    // paid, no lumber), the Lumber Baron tied between two routes, dividends of three times a
    // $150 price taking the third step, and the bank broken in the last set.
    replays_to_its_result("1822PNW_game_end_bank.json");
}

#[test]
fn short_scenario_game_replays_to_its_bank_ending() {
    // 878 actions: portage fees paid to P16's company, builder cubes under a tile beside an
    // uncrossed river, a 7 bought as an E starting phase 7, a new major redeeming in its first
    // turn, tile copies taken back in the order they returned, and runs the site's route finder
    // scored with the E train's bonuses apart.
    replays_to_its_result("1822PNWShortScenario_game_end_bank.json");
}

#[test]
fn real_four_player_game_ended_in_its_eighth_set_replays_to_its_result() {
    // P7 crushing a yellow town into green plain track as the company's upgrade; an imported
    // lay whose exit faces a portage; the Lumber Baron and the mill tied between two routes.
    replays_to_its_result("165580.json");
}

#[test]
fn real_five_player_game_replays_to_its_bank_ending() {
    // P18's boom town after a portage; a converted major's $100 token; a run (action 1311)
    // whose destination bonus the site's route finder left with a route the player replaced.
    replays_to_its_result("179700.json");
}

#[test]
fn southern_scenario_game_replays_to_its_bank_ending_in_a_stock_round() {
    // P7 with P11 as one extra lay, and P11 passed; a record the site edited (P11's Portland
    // tile of action 401 taken out, the runs pricing it kept, Portland's later tiles skipping
    // a step), loaded as the site loads it.
    replays_to_its_result("1822PNWSRS_game_end_bank_during_sr.json");
}

#[test]
fn short_scenario_game_replays_to_its_stock_market_ending() {
    // P7 over a yellow town; given-back 3s rusting with their kind before an emergency 7.
    replays_to_its_result("1822PNWShortScenario_game_end_stock_market.json");
}

#[test]
fn five_player_game_replays_to_its_stock_market_ending() {
    // A converted major stationing on its first turn; a president's sale re-sorting the
    // companies still to operate; the bank and the $600 cell in one set.
    replays_to_its_result("1822PNW_game_end_stock_market.json");
}

#[test]
fn mill_ski_and_coal_game_replays_to_its_result() {
    // A second Pullman given back at once, in the middle of acquisitions.
    replays_to_its_result("mill_ski_coal.json");
}

#[test]
fn coal_mine_on_a_costly_hex_game_replays_to_its_result() {
    // A major holding Credit Mobilier stopping at its issue step.
    replays_to_its_result("p19_on_hex_with_cost.json");
}

#[test]
fn rockport_token_game_replays_to_its_result() {
    // An emergency 3 given back bought while the depot's next kind is the 4; P21's stop.
    replays_to_its_result("rockport_token.json");
}

/// The coal-mine game as 18xx.games held it before re-saving its records on 2024-06-05: the
/// actions the re-save added (no `original_id`) left out, the others back at their first ids.
fn coal_mine_game_as_first_saved(played_at: Option<i64>) -> Export {
    let path = format!(
        "{}/tests/data/pnw1822/p19_merge_coal_company_1.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let actions = v["actions"].as_array_mut().unwrap();
    actions.retain(|a| !a["original_id"].is_null());
    for a in actions.iter_mut() {
        a["id"] = a["original_id"].clone();
        if let Some(t) = played_at {
            a["created_at"] = t.into();
        }
    }
    Export::parse(&v.to_string()).unwrap()
}

/// Before 2024-06-05 the site's merger round gave turns to associated minors only (an
/// unassociated minor merged when its partner chose it); a record last saved before then keeps
/// that round. Held on the coal-mine game's first copy, where minor 8 merges minor 2 without
/// minor 2 ever passing: it replays to its result as first saved, and is refused when dated
/// after (the rules wait for minor 2).
#[test]
fn a_record_saved_before_the_sites_2024_merger_rounds_keeps_their_turns() {
    let first = coal_mine_game_as_first_saved(None);
    assert!(first.played_at.is_some_and(|t| t < SITE_RESAVED));
    holds_its_result("p19_merge_coal_company_1.json (first copy)", &first);
    let later = coal_mine_game_as_first_saved(Some(SITE_RESAVED));
    let refused = replay(pnw(), &later).expect_err("a later copy takes minor 2's turn");
    assert!(
        refused.divergence.to_string().contains("waits for 2"),
        "{}",
        refused.divergence
    );
}

/// Taking each run at its recorded revenue (as the site loads its games) reaches the very game the
/// checked replay reaches: the fast path changes nothing but the work.
#[test]
fn a_replay_with_routes_trusted_reaches_the_same_game() {
    let data = pnw();
    for name in [
        "586.json",
        "p19_merge_coal_company_1.json",
        "merger_high_value_minors.json",
        "1822PNWShortScenario_game_end_bank.json",
        "1822PNW_game_end_bank.json",
        "165580.json",
        "1822PNWShortScenario_game_end_stock_market.json",
        "1822PNW_game_end_stock_market.json",
        "mill_ski_coal.json",
        "p19_on_hex_with_cost.json",
        "rockport_token.json",
    ] {
        let export = fixture(name);
        let checked = replay(data, &export).unwrap_or_else(|f| panic!("{}", f.divergence));
        let mut trusted = ferrovia::games::pnw1822::replay::replay_trusted(data, &export)
            .unwrap_or_else(|f| panic!("{}", f.divergence));
        assert!(trusted.trusted_routes);
        trusted.trusted_routes = false;
        assert_eq!(trusted, checked, "{name}");
    }
}
