//! Reading 18xx.games exports: seeds, undo and redo, and the deck the seed deals.

use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::import::{Export, RawAction, Scenario, live_actions};
use ferrovia::games::pnw1822::rules::deck;

/// The thirteen recorded games shipped with the tests, with what fixtures.md says of each:
/// scenario, seed, and how many actions are live once undo and redo are resolved.
pub const FIXTURES: [(&str, Scenario, u64, usize); 13] = [
    ("165580.json", Scenario::Full, 1_020_547_416, 856),
    ("179700.json", Scenario::Full, 965_912_099, 1175),
    (
        "1822PNWSRS_game_end_bank_during_sr.json",
        Scenario::Southern,
        378_500_305,
        789,
    ),
    (
        "1822PNWShortScenario_game_end_bank.json",
        Scenario::Short,
        714_733_995,
        878,
    ),
    (
        "1822PNWShortScenario_game_end_stock_market.json",
        Scenario::Short,
        702_377_417,
        885,
    ),
    (
        "1822PNW_game_end_bank.json",
        Scenario::Full,
        146_752_127,
        969,
    ),
    (
        "1822PNW_game_end_stock_market.json",
        Scenario::Full,
        235_235,
        1193,
    ),
    ("586.json", Scenario::Full, 586, 152),
    (
        "merger_high_value_minors.json",
        Scenario::Full,
        1_757_291_868,
        142,
    ),
    ("mill_ski_coal.json", Scenario::Full, 1_761_172_860, 557),
    (
        "p19_merge_coal_company_1.json",
        Scenario::Full,
        1_663_485_406,
        64,
    ),
    (
        "p19_on_hex_with_cost.json",
        Scenario::Full,
        1_340_207_972,
        574,
    ),
    ("rockport_token.json", Scenario::Full, 412_117_877, 924),
];

pub fn fixture(name: &str) -> Export {
    let path = format!("{}/tests/data/pnw1822/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Export::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_recorded_game_gives_its_scenario_seed_and_live_action_count() {
    for (name, scenario, seed, live) in FIXTURES {
        let export = fixture(name);
        assert_eq!(export.scenario, scenario, "{name}");
        assert_eq!(export.seed().unwrap(), seed, "{name}");
        assert_eq!(export.live().len(), live, "{name}");
        assert!(
            export
                .live()
                .iter()
                .all(|a| !matches!(a.kind(), "undo" | "redo")),
            "{name}"
        );
        assert_eq!(export.result.len(), export.players.len(), "{name}");
    }
}

fn actions(json: &str) -> Vec<RawAction> {
    serde_json::from_str::<Vec<serde_json::Map<String, serde_json::Value>>>(json)
        .unwrap()
        .into_iter()
        .map(RawAction)
        .collect()
}

#[test]
fn undo_hides_the_last_action_or_everything_after_an_id_and_redo_brings_a_group_back() {
    let log = actions(
        r#"[{"type":"bid","id":1},{"type":"message","id":2},{"type":"pass","id":3},
            {"type":"undo","id":4},{"type":"redo","id":5},
            {"type":"pass","id":6},{"type":"undo","id":7,"action_id":1},
            {"type":"bid","id":8},{"type":"redo","id":9}]"#,
    );
    // 3 is undone then redone; 7 hides 3 and 6 (after 1; the message stays); 8 forgets the redo.
    assert_eq!(live_actions(&log), vec![0, 1, 7]);
    let all = actions(
        r#"[{"type":"bid","id":1},{"type":"pass","id":2},{"type":"undo","id":3,"action_id":0}]"#,
    );
    assert!(
        live_actions(&all).is_empty(),
        "action_id 0 hides everything"
    );
    // Undo back to an undo (18xx.games game 124005's action 809 names 804, itself an undo):
    // what came after that undo goes, what it left stays.
    let to_an_undo = actions(
        r#"[{"type":"bid","id":1},{"type":"sell_shares","id":2},{"type":"undo","id":3},
            {"type":"pass","id":4},{"type":"pass","id":5},{"type":"undo","id":6,"action_id":3},
            {"type":"pass","id":7}]"#,
    );
    assert_eq!(live_actions(&to_an_undo), vec![0, 6]);
}

#[test]
fn a_file_that_is_no_1822pnw_export_says_what_is_wrong() {
    let e = Export::parse("{\"title\": ").unwrap_err();
    assert!(e.0.starts_with("line 1, column"), "{e}");
    let e = Export::parse(r#"{"title":"1830","players":[],"actions":[]}"#).unwrap_err();
    assert!(e.0.contains("'1830'"), "{e}");
    let e = Export::parse(r#"{"id":"hs_abc","title":"1822PNW","players":[],"actions":[]}"#)
        .unwrap()
        .seed()
        .unwrap_err();
    assert!(e.0.contains("hs_abc"), "{e}");
}

/// The deck a recorded game's seed deals, by the site's generator and layout.
fn dealt(export: &Export) -> deck::Deck {
    let data = pnw();
    let id = match export.scenario {
        Scenario::Full => ferrovia::games::pnw1822::schema::ScenarioId::Full,
        Scenario::Short => ferrovia::games::pnw1822::schema::ScenarioId::Short,
        Scenario::Southern => ferrovia::games::pnw1822::schema::ScenarioId::Southern,
    };
    deck::deal(
        &data.scenario(id).deck,
        &data.associated_cards(),
        export.seed().unwrap(),
        false,
    )
}

#[test]
fn every_bid_of_the_first_stock_round_names_a_card_the_seed_dealt_into_a_bid_box() {
    for (name, ..) in FIXTURES {
        let export = fixture(name);
        let deck = dealt(&export);
        let boxes: Vec<&String> = deck.minors[..4].iter().chain(&deck.privates[..3]).collect();
        let live = export.live();
        let first_or = live
            .iter()
            .position(|a| matches!(a.kind(), "buy_train" | "lay_tile" | "run_routes"))
            .unwrap();
        let bids: Vec<&str> = live[..first_or]
            .iter()
            .filter(|a| a.kind() == "bid")
            .filter_map(|a| a.str("company"))
            .collect();
        assert!(!bids.is_empty(), "{name}");
        for bid in bids {
            assert!(
                boxes.iter().any(|b| b.as_str() == bid),
                "{name}: {bid} is not in {boxes:?}"
            );
        }
    }
}

#[test]
fn the_deck_holds_every_card_once_with_its_leads_in_front() {
    let data = pnw();
    for scenario in &data.game.scenarios {
        let deck = deck::deal(&scenario.deck, &data.associated_cards(), 12345, false);
        let mut all: Vec<&String> = deck.minors.iter().chain(&deck.privates).collect();
        all.sort();
        let mut want: Vec<&String> = scenario.deck.companies.iter().collect();
        want.sort();
        assert_eq!(all, want, "{:?}", scenario.id);
        assert_eq!(
            deck.privates[..scenario.deck.private_lead.len()],
            scenario.deck.private_lead[..],
            "{:?}",
            scenario.id
        );
    }
    let short = data.scenario(ferrovia::games::pnw1822::schema::ScenarioId::Short);
    let deck = deck::deal(&short.deck, &data.associated_cards(), 714_733_995, false);
    let (lead, partner) = deck.pair.clone().unwrap();
    assert_eq!(deck.minors.first(), Some(&lead));
    assert_eq!(deck.minors.last(), Some(&partner));
}

#[test]
fn a_game_is_dealt_by_its_seed_setting_unless_its_opening_bids_name_cards_only_its_id_deals() {
    // The site dealt its earlier games by their id though their settings hold a seed (game
    // 124005): the opening stock round's bids tell which deal the game had.
    use ferrovia::games::pnw1822::data::pnw;
    use ferrovia::games::pnw1822::replay::{deal_seed, replay};
    let data = pnw();
    let with_setting = fixture("165580.json");
    assert_eq!(deal_seed(data, &with_setting), Ok(1_020_547_416));
    // 586 was dealt by its id; a seed setting its bids do not fit is passed over.
    let text = std::fs::read_to_string(format!(
        "{}/tests/data/pnw1822/586.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["settings"] = serde_json::json!({"seed": 12_345});
    let export = Export::parse(&v.to_string()).unwrap();
    assert_eq!(export.seeds(), Ok(vec![12_345, 586]));
    assert_eq!(deal_seed(data, &export), Ok(586));
    assert!(replay(data, &export).is_ok());
}
