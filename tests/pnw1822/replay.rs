//! The recorded games replayed through the rules: every action accepted, money conserved after
//! each, and the final scores the site gave.

use super::import::fixture;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::replay::{replay, scores};

fn replays_to_its_result(name: &str) {
    let data = pnw();
    let export = fixture(name);
    let game = match replay(data, &export) {
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
