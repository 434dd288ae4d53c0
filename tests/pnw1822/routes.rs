//! Route revenue held to the site's: every route of every `run_routes` the recorded games reach
//! is recomputed from the game just before it, and must earn exactly what the site recorded
//! (and the mail contract pay what it paid); broken routes are refused.

use super::import::fixture;
use ferrovia::games::pnw1822::data::{PnwData, pnw};
use ferrovia::games::pnw1822::import::{Export, RawAction};
use ferrovia::games::pnw1822::phases;
use ferrovia::games::pnw1822::replay::replay_until;
use ferrovia::games::pnw1822::rules::operating::operator;
use ferrovia::games::pnw1822::rules::routes::{
    Course, RouteError, RouteSpec, Run, Why, run_revenue, run_revenue_as_claimed,
};
use ferrovia::games::pnw1822::state::{CorpIx, Owner, PnwGame};

/// The five recorded games shared with the project.
pub(super) const RECORDED: [&str; 13] = [
    "p19_merge_coal_company_1.json",
    "586.json",
    "merger_high_value_minors.json",
    "1822PNWShortScenario_game_end_bank.json",
    "1822PNW_game_end_bank.json",
    "165580.json",
    "179700.json",
    "1822PNWSRS_game_end_bank_during_sr.json",
    "1822PNWShortScenario_game_end_stock_market.json",
    "1822PNW_game_end_stock_market.json",
    "mill_ski_coal.json",
    "p19_on_hex_with_cost.json",
    "rockport_token.json",
];

/// The game just before the live action at `index` (the site's history view).
pub(super) fn before(
    data: &PnwData,
    export: &Export,
    live: &[&RawAction],
    index: usize,
) -> Option<PnwGame> {
    let prev = live[..index].iter().rev().find_map(|a| a.id())?;
    replay_until(data, export, Some(prev)).ok()
}

/// Each `run_routes` of a recorded game the replay gets past (the long games do not replay to
/// the end yet; where they stop, the replay test names the action and why): its index among
/// the live actions and the game just before it.
pub(super) fn reached_runs(export: &Export) -> Vec<(usize, PnwGame)> {
    let data = pnw();
    let live = export.live();
    let mut out = Vec::new();
    for (k, a) in live.iter().enumerate() {
        if a.kind() != "run_routes" {
            continue;
        }
        let id = a.id().unwrap_or(-1);
        let (Some(game), true) = (
            before(data, export, &live, k),
            replay_until(data, export, Some(id)).is_ok(),
        ) else {
            println!("the replay stops at action {id}");
            break;
        };
        out.push((k, game));
    }
    out
}

/// A recorded route as ours: train `"L-3"` by card name and index, `connections` as legs.
fn spec(data: &PnwData, game: &PnwGame, route: &serde_json::Value) -> Result<RouteSpec, String> {
    let id = route["train"].as_str().ok_or("no train")?;
    let (name, index) = id.rsplit_once('-').ok_or("train id")?;
    let index: u16 = index.parse().map_err(|_| "train index")?;
    let train = game
        .trains
        .iter()
        .position(|t| t.name == name && t.index == index)
        .ok_or(format!("no train {id}"))? as u16;
    let chains: Vec<Vec<String>> = serde_json::from_value(route["connections"].clone())
        .map_err(|e| format!("connections: {e}"))?;
    // Older records leave a local run's chains empty and name its one hex.
    let course = match (
        chains.is_empty(),
        route["hexes"].as_array().map(Vec::as_slice),
    ) {
        (true, Some([hex])) => hex
            .as_str()
            .and_then(|h| data.hex(h))
            .map(Course::Local)
            .ok_or("unknown hex")?,
        _ => Course::from_names(data, &chains).ok_or("unknown hex")?,
    };
    Ok(RouteSpec {
        train,
        course,
        pullman: false,
    })
}

/// A run as the rules checked it.
pub(super) type Checked = Result<Run, RouteError>;

/// The recorded run at `live[k]` checked by the rules: as the import reads it (bonuses split
/// as the site's route finder did, where that is what the record claims) and as a game played
/// here pays it (each one-route bonus once).
pub(super) fn recorded_run(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    live: &[&RawAction],
    k: usize,
) -> Result<(Checked, Checked), String> {
    let a = live[k];
    let recorded = a.0["routes"].as_array().cloned().unwrap_or_default();
    let mut specs: Vec<RouteSpec> = recorded
        .iter()
        .map(|r| spec(data, game, r))
        .collect::<Result<_, _>>()?;
    let claims: Vec<i64> = recorded
        .iter()
        .map(|r| r["revenue"].as_i64().unwrap_or(-1))
        .collect();
    // The site records which train the Pullman rides on only by its place in a list we do
    // not keep (and not at all when the choice was made for the company); it changes no
    // revenue, so a company owning one puts it on the route that needs it, as the import does.
    let pullman = game
        .trains
        .iter()
        .any(|t| t.owner == Owner::Corp(corp) && t.name == "P+");
    let _ = (live, k);
    let mut here = run_revenue(data, game, corp, &specs);
    if pullman
        && let Err(e) = &here
        && e.why == Why::TooManyStops
    {
        specs[e.route].pullman = true;
        here = run_revenue(data, game, corp, &specs);
    }
    let claimed = run_revenue_as_claimed(data, game, corp, &specs, &claims);
    Ok((claimed, here))
}

/// 18xx.games paid no mail subsidy in 1822PNW until a change deployed between 2024-10-18 17:13
/// and 2024-10-19 17:55 UTC: in both long games every run of P9's owner before then records 0,
/// every one after the rule's amount. Older records' subsidies are not compared.
const MAIL_PAID_FROM: i64 = 1_729_296_000; // 2024-10-19 00:00 UTC

/// Checks every run the replay reaches; returns (checked, in the file) and the mismatches.
fn check_game(name: &str) -> (usize, usize, Vec<String>) {
    let data = pnw();
    let export = fixture(name);
    let live = export.live();
    let total = live.iter().filter(|a| a.kind() == "run_routes").count();
    let (mut checked, mut bad) = (0, Vec::new());
    for (k, game) in reached_runs(&export) {
        let a = live[k];
        let id = a.id().unwrap_or(-1);
        let corp: CorpIx = operator(&game).expect("an operating company");
        assert_eq!(data.corp(&a.entity()), Some(corp), "{name} action {id}");
        let recorded = a.0["routes"].as_array().cloned().unwrap_or_default();
        let (result, _) = recorded_run(data, &game, corp, &live, k)
            .unwrap_or_else(|e| panic!("{name} action {id}: {e}"));
        checked += 1;
        let run = match result {
            Ok(run) => run,
            Err(e) => {
                bad.push(format!("{name} action {id} {}: refused: {e}", a.entity()));
                continue;
            }
        };
        for (i, r) in recorded.iter().enumerate() {
            let want = r["revenue"].as_i64().unwrap_or(-1);
            if run.revenues[i] != want {
                bad.push(format!(
                    "{name} action {id} {} train {}: expected {want}, found {} ({})",
                    a.entity(),
                    r["train"],
                    run.revenues[i],
                    r["revenue_str"],
                ));
            }
        }
        let subsidy = a.int("subsidy").unwrap_or(0);
        if run.subsidy != subsidy && a.int("created_at").unwrap_or(0) >= MAIL_PAID_FROM {
            bad.push(format!(
                "{name} action {id} {}: subsidy expected {subsidy}, found {}",
                a.entity(),
                run.subsidy
            ));
        }
    }
    (checked, total, bad)
}

/// Runs a record prices on a board it no longer builds: the site edits its own test records when
/// a rule changes and never prices a stored run again. The Southern game lost P11's Portland
/// tile (action 401) and had ORNC's lay of Portland's brown tile moved after NP's run through
/// it; those runs claim $20 a Portland visit more than the board the record builds pays (the
/// import pays what the record claims, as the site does).
const EDITED: [(&str, i64); 5] = [
    ("1822PNWSRS_game_end_bank_during_sr.json", 402),
    ("1822PNWSRS_game_end_bank_during_sr.json", 467),
    ("1822PNWSRS_game_end_bank_during_sr.json", 520),
    ("1822PNWSRS_game_end_bank_during_sr.json", 687),
    ("1822PNWSRS_game_end_bank_during_sr.json", 1076),
];

#[test]
fn every_recorded_route_earns_what_the_site_recorded() {
    let mut bad = Vec::new();
    let mut edited = Vec::new();
    for name in RECORDED {
        let (checked, total, b) = check_game(name);
        println!(
            "{name}: {checked} of {total} runs checked, {} mismatches",
            b.len()
        );
        assert!(checked > 0, "{name}: no run checked");
        for b in b {
            match EDITED
                .iter()
                .find(|(n, id)| b.starts_with(&format!("{n} action {id} ")))
            {
                Some(e) => edited.push(*e),
                None => bad.push(b),
            }
        }
    }
    for b in &bad {
        println!("{b}");
    }
    assert!(bad.is_empty(), "{} mismatches", bad.len());
    edited.dedup();
    assert_eq!(
        edited, EDITED,
        "the edited record's runs are the ones priced apart"
    );
}

/// The coal-mine game just before minor 8 runs its L from Seattle to Tacoma (action 57).
fn seattle() -> (PnwGame, CorpIx, u16) {
    let data = pnw();
    let export = fixture("p19_merge_coal_company_1.json");
    let game = replay_until(data, &export, Some(56)).expect("replays");
    let corp = data.corp("8").expect("minor 8");
    let train = game
        .trains
        .iter()
        .position(|t| t.name == "L" && t.index == 8)
        .expect("L-8") as u16;
    (game, corp, train)
}

fn legs(chains: &[&[&str]]) -> Course {
    let chains: Vec<Vec<&str>> = chains.iter().map(|c| c.to_vec()).collect();
    Course::from_names(pnw(), &chains).expect("known hexes")
}

fn why(game: &PnwGame, corp: CorpIx, train: u16, course: Course) -> Option<Why> {
    let spec = RouteSpec {
        train,
        course,
        pullman: false,
    };
    run_revenue(pnw(), game, corp, &[spec]).err().map(|e| e.why)
}

#[test]
fn the_recorded_route_earns_and_broken_ones_are_refused() {
    let (game, corp, train) = seattle();
    let ok = RouteSpec {
        train,
        course: legs(&[&["H11", "I12"]]),
        pullman: false,
    };
    assert_eq!(
        run_revenue(pnw(), &game, corp, &[ok]).map(|r| r.revenues),
        Ok(vec![70])
    );
    // Hexes that do not touch, or touch without track between.
    assert_eq!(
        why(&game, corp, train, legs(&[&["H11", "I14"]])),
        Some(Why::NoTrack(0))
    );
    assert_eq!(
        why(&game, corp, train, legs(&[&["H11", "H13"]])),
        Some(Why::NoTrack(0))
    );
    // An L runs one city and one town: Mukilteo, Seattle and Tacoma are too many.
    assert_eq!(
        why(
            &game,
            corp,
            train,
            legs(&[&["G12", "H11"], &["H11", "I12"]])
        ),
        Some(Why::TooManyStops)
    );
    // Minor 2 has no token on this track; nor may it run minor 8's train.
    let two = pnw().corp("2").expect("minor 2");
    let its = game
        .trains
        .iter()
        .position(|t| t.name == "L" && t.index == 3)
        .expect("L-3") as u16;
    assert_eq!(
        why(&game, two, its, legs(&[&["H11", "I12"]])),
        Some(Why::NoToken)
    );
    assert_eq!(
        why(&game, two, train, legs(&[&["B19", "A20"]])),
        Some(Why::NotItsTrain)
    );
    // One train, two routes.
    let twice = RouteSpec {
        train,
        course: legs(&[&["H11", "I12"]]),
        pullman: false,
    };
    let err = run_revenue(pnw(), &game, corp, &[twice.clone(), twice]).map(|r| r.revenues);
    assert_eq!(
        err.map_err(|e| (e.route, e.why)),
        Err((1, Why::NotItsTrain))
    );
}

/// The Short Scenario game before action 599, under today's E rules (the record was played
/// under the site's older ones), with CMPS and its 3-train 3-4.
pub(super) fn cmps_and_its_3_train() -> (PnwGame, CorpIx, usize) {
    let data = pnw();
    let export = fixture("1822PNWShortScenario_game_end_bank.json");
    let mut game = replay_until(data, &export, Some(598)).expect("replays");
    game.legacy_e = false;
    let cmps = data.corp("CMPS").expect("CMPS");
    let train = game
        .trains
        .iter()
        .position(|t| t.name == "3" && t.index == 4)
        .expect("3-4");
    (game, cmps, train)
}

/// An E train (none reaches the replay yet): only its tokened cities pay, double, with no
/// lumber; it must run from token to token.
#[test]
fn an_e_train_earns_its_tokened_cities_double_from_token_to_token() {
    let data = pnw();
    let (mut game, cmps, train) = cmps_and_its_3_train();
    let run = |game: &PnwGame, chains: &[&[&str]]| {
        let spec = RouteSpec {
            train: train as u16,
            course: legs(chains),
            pullman: false,
        };
        run_revenue(data, game, cmps, &[spec])
    };
    // Tacoma (green $30, CMPS), Ellensburg (town $10), Sprague (yellow $20, CMPS), through the
    // lumber hexes I16 and I20: $80 for the 3-train as it is.
    let tacoma_sprague: &[&[&str]] = &[
        &["I12", "I14", "I16", "J17", "J19"],
        &["J19", "I20", "J21", "J23"],
    ];
    assert_eq!(run(&game, tacoma_sprague).map(|r| r.revenues), Ok(vec![80]));
    game.train_mut(train).runs_as = "E".into();
    assert_eq!(
        run(&game, tacoma_sprague).map(|r| r.revenues),
        Ok(vec![100])
    );
    let to_a_town: &[&[&str]] = &[&["I12", "I14", "I16", "J17", "J19"]];
    assert_eq!(
        run(&game, to_a_town).map_err(|e| e.why),
        Err(Why::ETrainEnds)
    );
    // Before 2025-10-28 the site let an E end anywhere, still without lumber.
    game.legacy_e = true;
    assert_eq!(
        run(&game, tacoma_sprague).map(|r| r.revenues),
        Ok(vec![100])
    );
    assert!(run(&game, to_a_town).is_ok());
}

#[test]
fn two_trains_of_a_company_never_share_track() {
    // ORNC ran L-3 to Astoria and L-1 to Bonneville (action 217); both to Astoria share O8–N7–N5.
    let data = pnw();
    let export = fixture("1822PNW_game_end_bank.json");
    let game = replay_until(data, &export, Some(216)).expect("replays");
    let ornc = data.corp("ORNC").expect("ORNC");
    let l = |index: u16| {
        game.trains
            .iter()
            .position(|t| t.name == "L" && t.index == index)
            .expect("the L") as u16
    };
    let route = |train, chain: &[&str]| RouteSpec {
        train,
        course: legs(&[chain]),
        pullman: false,
    };
    let recorded = [
        route(l(3), &["O8", "N7", "N5"]),
        route(l(1), &["O8", "P9", "P11", "P13"]),
    ];
    assert_eq!(
        run_revenue(data, &game, ornc, &recorded).map(|r| r.revenues),
        Ok(vec![60, 50])
    );
    let shared = [
        route(l(3), &["O8", "N7", "N5"]),
        route(l(1), &["N5", "N7", "O8"]),
    ];
    assert_eq!(
        run_revenue(data, &game, ornc, &shared).map_err(|e| (e.route, e.why)),
        Err((1, Why::ReusedTrack))
    );
}

#[test]
fn an_imported_run_may_leave_a_one_route_bonus_unpaid_and_a_game_played_here_may_not() {
    // 18xx.games' route finder priced each route among the routes it had found, so a route the
    // player then replaced could keep the destination bonus while the site paid the others
    // without it (179700's action 1311). An import takes such a claim; a game here pays it.
    let data = pnw();
    let export = fixture("1822PNW_game_end_bank.json");
    let live = export.live();
    let k = live.iter().position(|a| a.id() == Some(427)).unwrap();
    let mut game = before(data, &export, &live, k).unwrap();
    let corp = operator(&game).unwrap();
    let mut specs: Vec<RouteSpec> = live[k].0["routes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| spec(data, &game, r).unwrap())
        .collect();
    // Its 3 carries the Pullman past the towns.
    specs[2].pullman = true;
    let claimed = |game: &PnwGame, claims: &[i64]| {
        run_revenue_as_claimed(data, game, corp, &specs, claims).unwrap()
    };
    // ORNC's 3 runs home to destination: $20 more.
    let paid = claimed(&game, &[70, 60, 130]);
    assert_eq!((paid.revenues, paid.bonuses[0]), (vec![70, 60, 130], 20));
    let withheld = claimed(&game, &[70, 60, 110]);
    assert_eq!(
        (withheld.revenues, withheld.bonuses[0]),
        (vec![70, 60, 110], 0)
    );
    // Less than that is no bonus left unpaid: the rules' revenues stand, and the replay refuses.
    assert_eq!(claimed(&game, &[70, 60, 100]).revenues, vec![70, 60, 130]);
    game.lenient = false;
    assert_eq!(claimed(&game, &[70, 60, 110]).revenues, vec![70, 60, 130]);
}

#[test]
fn an_import_pays_a_legal_runs_stored_revenue_and_a_game_played_here_only_its_price() {
    // The site pays what a record stores for a run and never prices it again (its edited test
    // records keep runs priced on tiles the edit took away); the routes must still be legal.
    use ferrovia::games::pnw1822::actions::{PnwAction, Refusal, RunRoute};
    use ferrovia::games::pnw1822::rules;
    use ferrovia::games::pnw1822::state::Round;
    let (game, corp, train) = seattle();
    assert!(game.lenient, "a replayed record is an import");
    let seat = rules::to_act(&game).unwrap();
    let run = |hexes: &[&str], revenue| PnwAction::RunRoutes {
        routes: vec![RunRoute {
            route: RouteSpec {
                train,
                course: legs(&[hexes]),
                pullman: false,
            },
            revenue,
        }],
    };
    let mut here = game.clone();
    here.lenient = false;
    assert_eq!(
        phases::act(&mut here, seat, &run(&["H11", "I12"], 90)),
        Err(Refusal::Revenue {
            claimed: 90,
            earns: 70
        })
    );
    let mut import = game.clone();
    assert!(matches!(
        phases::act(&mut import, seat, &run(&["H11", "I14"], 90)),
        Err(Refusal::Route(_))
    ));
    assert_eq!(import, game, "an illegal route changes nothing");
    phases::act(&mut import, seat, &run(&["H11", "I12"], 90)).unwrap();
    let Round::Operating(or) = &import.round else {
        panic!("still operating");
    };
    assert_eq!((or.revenue, corp), (90, operator(&import).unwrap()));
}
