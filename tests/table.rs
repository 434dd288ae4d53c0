//! The table: setup checks, one way in, record and saves, undo, determinism, golden saves.

use crate::common::*;
use ferrovia::games::GameId;
use ferrovia::table::driver::{self, ActiveTable};
use ferrovia::table::record::{FORMAT, Record, RecordError};
use ferrovia::table::save;
use ferrovia::table::session::{Session, headless_app};
use ferrovia::table::{GameSetup, SubmitAction, TableNotice};

fn finished_game(seed: u64) -> Session {
    let mut s = ink_session(&[GREEDY, GREEDY], seed);
    s.play_bots().expect("bots finish");
    s
}

#[test]
fn setup_checks_seats_options_and_games() {
    assert!(Session::new(ink_setup(&[], 1)).is_err(), "no seats");
    assert!(
        Session::new(ink_setup(&[GREEDY; 7], 1)).is_err(),
        "seven seats"
    );
    let mut bad = ink_setup(&[GREEDY], 1);
    bad.options.insert("longest".into(), "wiggly".into());
    let err = Session::new(bad).err().expect("bad option value");
    assert!(err.contains("trail") && err.contains("simple"), "{err}");
    let mut unknown = ink_setup(&[GREEDY], 1);
    unknown.options.insert("lakes".into(), "1".into());
    assert!(
        Session::new(unknown)
            .err()
            .unwrap()
            .contains("unknown option")
    );
    let unbuilt = GameSetup::new(GameId::Scratch, &[GREEDY, GREEDY, GREEDY], 1);
    assert!(
        Session::new(unbuilt)
            .err()
            .unwrap()
            .contains("in development")
    );
    let lonely = GameSetup::new(GameId::WhistleStop, &[GREEDY], 1);
    assert!(
        Session::new(lonely)
            .err()
            .unwrap()
            .contains("2 to 5 players")
    );
}

#[test]
fn same_setup_seed_and_actions_give_the_same_game() {
    let a = finished_game(42);
    let b = finished_game(42);
    assert_eq!(a.record(), b.record());
    assert_eq!(a.result(), b.result());
    let c = finished_game(43);
    assert_ne!(
        a.result().unwrap().state_hash,
        c.result().unwrap().state_hash
    );
}

#[test]
fn replaying_a_record_rebuilds_the_same_state() {
    let a = finished_game(7);
    let text = a.record().to_ron();
    let record = Record::from_ron(&text).expect("own output parses");
    assert_eq!(&record, a.record());
    let b = Session::replay(&record).expect("replays");
    assert_eq!(a.result(), b.result());
}

#[test]
fn a_rejected_action_changes_nothing() {
    let mut s = ink_session(&[HUMAN, HUMAN], 3);
    let before_hash = driver::hash(s.world());
    let before = s.record().clone();
    // Seat 1 may not act while seat 0 draws.
    let (sheet, progress) = sheet_and_progress(&s, 0);
    let p = sheet.legal_draws(&progress)[0];
    let err = s.submit(1, draw(p)).unwrap_err();
    assert!(err.contains("turn"), "{err}");
    // A seat that does not exist.
    assert!(s.submit(9, draw(p)).unwrap_err().contains("no seat"));
    assert_eq!(s.record(), &before);
    assert_eq!(driver::hash(s.world()), before_hash);
}

#[test]
fn undo_takes_back_own_draws_but_never_a_finished_round() {
    let mut s = ink_session(&[HUMAN, HUMAN], 11);
    assert!(s.undo().is_err(), "nothing to undo at the start");
    let (sheet, progress) = sheet_and_progress(&s, 0);
    let p = sheet.legal_draws(&progress)[0];
    let hash0 = driver::hash(s.world());
    s.submit(0, draw(p)).unwrap();
    assert_ne!(driver::hash(s.world()), hash0);
    s.undo().expect("own draw can be undone");
    assert_eq!(driver::hash(s.world()), hash0, "undo restores the state");
    assert!(s.record().actions.is_empty());
    // Once seat 0 finishes, seat 1 is to act and cannot undo seat 0's turn.
    play_turn_first_legal(&mut s);
    assert_eq!(s.to_act(), Some(1));
    assert!(s.undo().is_err());
}

#[test]
fn undo_equals_replaying_the_shorter_record() {
    let mut s = ink_session(&[HUMAN], 5);
    play_turn_first_legal(&mut s);
    let (sheet, progress) = sheet_and_progress(&s, 0);
    for p in sheet.legal_draws(&progress).into_iter().take(1) {
        s.submit(0, draw(p)).unwrap();
    }
    let mut shorter = s.record().clone();
    shorter.actions.pop();
    s.undo().unwrap();
    let replayed = Session::replay(&shorter).unwrap();
    assert_eq!(s.result(), replayed.result());
}

#[test]
fn broken_files_are_reported_with_their_line() {
    let text = "Record(\n    format: 1,\n    app_version: \"x\",\n    rules_version: 1,\n    setup: ###\n)";
    match Record::from_ron(text) {
        Err(RecordError::Syntax { line, .. }) => assert_eq!(line, 5),
        other => panic!("expected a syntax error, got {other:?}"),
    }
    let newer = format!("Record(format: {}, future_field: 1)", FORMAT + 1);
    assert_eq!(
        Record::from_ron(&newer),
        Err(RecordError::TooNew(FORMAT + 1))
    );
}

#[test]
fn a_record_that_does_not_replay_names_the_action_and_is_not_touched() {
    let dir = std::env::temp_dir().join(format!("ferrovia-bad-{}", std::process::id()));
    let path = dir.join("bad.ron");
    let mut record = finished_game(9).record().clone();
    // Seat 1 cannot act first: action 1 is now illegal.
    record.actions[0].seat = 1;
    save::save_record(&path, &record).unwrap();
    let before = std::fs::read(&path).unwrap();
    let mut app = headless_app();
    let notices = driver::load(app.world_mut(), path.clone());
    match &notices[..] {
        [TableNotice::LoadFailed(msg)] => {
            assert!(msg.contains("bad.ron") && msg.contains("action 1"), "{msg}")
        }
        other => panic!("expected LoadFailed, got {other:?}"),
    }
    assert!(app.world().get_resource::<ActiveTable>().is_none());
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the file is never overwritten"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn submitted_messages_are_applied_and_autosaved() {
    let dir = std::env::temp_dir().join(format!("ferrovia-auto-{}", std::process::id()));
    let path = dir.join("auto.ron");
    let mut app = headless_app();
    driver::start(app.world_mut(), ink_setup(&[HUMAN], 21), Some(path.clone())).unwrap();
    let seat = 0;
    let p = {
        let world = app.world();
        let game = world.resource::<ferrovia::games::railroad_ink::InkGame>();
        game.sheets[seat].legal_draws(&game.progress[seat])[0]
    };
    // Two actions in one update: the driver applies both in the same frame.
    app.world_mut().write_message(SubmitAction {
        seat,
        action: draw(p),
    });
    app.world_mut().write_message(SubmitAction {
        seat,
        action: draw(p),
    });
    app.update();
    let saved = save::read_record(&path).expect("autosaved");
    assert_eq!(saved.actions.len(), 1, "the duplicate draw was rejected");
    assert_eq!(&saved, &app.world().resource::<ActiveTable>().record);
    std::fs::remove_dir_all(dir).ok();
}

/// Saves from earlier versions must keep loading and replaying to the same result.
#[test]
fn golden_saves_replay_to_their_recorded_results() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let record = save::read_record(&path).unwrap();
        let session =
            Session::replay(&record).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let expected_path = path.with_extension("expected.json");
        let expected: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).unwrap()).unwrap();
        let actual = serde_json::to_value(session.result().unwrap()).unwrap();
        assert_eq!(actual, expected, "{}", path.display());
        checked += 1;
    }
    assert!(
        checked >= 3,
        "expected at least three golden saves, found {checked}"
    );
}

/// A save edited by hand or corrupted: an action naming a company, card or train the game has not
/// is refused with the action's number, and Load never crashes (1822PNW's conversion check and a
/// combined private's power indexed by such fields; Great Western Trail's local-action marks
/// overflowed on a slot no location has).
#[test]
fn a_corrupted_save_names_the_action_it_stops_at() {
    use ferrovia::games::GameAction;
    use ferrovia::games::gwt::GwtAction;
    use ferrovia::games::pnw1822::actions::PnwAction;
    let golden = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let spoil = |file: &str, at: usize, action: GameAction, why: &str| {
        let mut record = save::read_record(&golden.join(file)).unwrap();
        record.actions[at].action = action;
        let Err(e) = Session::replay(&record) else {
            panic!("{file}: the spoiled action {} is taken", at + 1);
        };
        assert_eq!(e.action, at + 1, "{file}: {e}");
        assert!(e.reason.contains(why), "{file}: {e}");
    };
    let pnw = "pnw1822-three-greedy.ron";
    // The first action is a stock round's: a par naming company 200.
    let par = PnwAction::Par {
        corp: 200,
        price: 100,
    };
    spoil(pnw, 0, GameAction::Pnw1822(par), "no such company");
    let first_lay = |file: &str| {
        let record = save::read_record(&golden.join(file)).unwrap();
        record
            .actions
            .iter()
            .position(|s| matches!(s.action, GameAction::Pnw1822(PnwAction::LayTile { .. })))
            .unwrap()
    };
    let at = first_lay(pnw);
    let record = save::read_record(&golden.join(pnw)).unwrap();
    let GameAction::Pnw1822(PnwAction::LayTile {
        hex,
        tile,
        rotation,
        ..
    }) = record.actions[at].action.clone()
    else {
        unreachable!()
    };
    let lay = PnwAction::LayTile {
        hex,
        tile,
        rotation,
        by: Some(200),
        with: None,
    };
    spoil(pnw, at, GameAction::Pnw1822(lay), "no such card");
    // Great Western Trail: a local action in slot 200 of a building.
    let gwt = "gwt-three-mixed.ron";
    let record = save::read_record(&golden.join(gwt)).unwrap();
    let at = record
        .actions
        .iter()
        .position(|s| matches!(s.action, GameAction::Gwt(GwtAction::Use(_))))
        .unwrap();
    spoil(
        gwt,
        at,
        GameAction::Gwt(GwtAction::Use(200)),
        "cannot be used",
    );
}

/// The cards the bid boxes turn up (when a stock round ends, or a major buys a box's minor and
/// the box refills) were face down in 1822PNW's decks: undo never takes back the decision that
/// showed them, though the seat's turn goes on.
#[test]
fn undo_never_crosses_the_bid_box_cards_a_decision_turns_up() {
    use ferrovia::games::GameAction;
    use ferrovia::games::pnw1822::data::pnw;
    use ferrovia::games::pnw1822::rules::{self, stock};
    use ferrovia::games::pnw1822::state::PnwGame;
    let golden = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut found = 0;
    for file in [
        "pnw1822-three-greedy.ron",
        "pnw1822-four-short-mixed.ron",
        "pnw1822-two-southern-strong.ron",
        "pnw1822-imported-586.ron",
    ] {
        let record = save::read_record(&golden.join(file)).unwrap();
        let with = |n: usize| Record {
            actions: record.actions[..n].to_vec(),
            ..record.clone()
        };
        let session = Session::replay(&with(0)).unwrap();
        let mut game = session.world().resource::<PnwGame>().clone();
        // Decisions that showed a card, after which the same seat decides again in its turn.
        let mut shows = Vec::new();
        for (k, s) in record.actions.iter().enumerate() {
            let GameAction::Pnw1822(a) = &s.action else {
                panic!("a 1822PNW record")
            };
            let before = stock::shown(pnw(), &game);
            ferrovia::games::pnw1822::phases::act(&mut game, s.seat, a).unwrap();
            let shown = stock::shown(pnw(), &game)
                .iter()
                .any(|c| !before.contains(c));
            if shown && rules::to_act(&game) == Some(s.seat) {
                shows.push(k);
            }
        }
        for k in shows {
            let mut after = Session::replay(&with(k + 1)).unwrap();
            assert!(
                after.undo().is_err(),
                "{file}: undo takes back action {}",
                k + 1
            );
            found += 1;
        }
    }
    assert!(
        found > 0,
        "a decision that showed a card with the turn going on"
    );
}

/// At the end every private card is turned up: what the table shows everyone (the stream, the
/// overlay, the replay viewer) is the final score — a finished Great Western Trail game showed
/// its spectators 59, 41 and 43 beside a score sheet of 64, 47 and 43.
#[test]
fn a_finished_game_shows_everyone_its_final_score() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut finished = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let session = Session::replay(&save::read_record(&path).unwrap()).unwrap();
        let view = session.public().unwrap();
        if view.to_act().is_some() {
            continue;
        }
        let shown: Vec<i64> = view.scores().iter().map(|s| s.total).collect();
        let result: Vec<i64> = session
            .result()
            .unwrap()
            .scores
            .iter()
            .map(|s| s.total)
            .collect();
        assert_eq!(shown, result, "{}", path.display());
        finished += 1;
    }
    assert!(finished >= 5, "{finished} finished golden games");
}

/// A window that can watch a game but not play it (a game whose table is not built yet) opens
/// its records in the replay viewer and refuses to load or start them, saying where to watch it.
#[test]
fn a_game_the_window_can_only_watch_opens_in_the_viewer_and_nowhere_else() {
    use ferrovia::table::TableRequest;
    let dir = std::env::temp_dir().join(format!("ferrovia-watch-{}", std::process::id()));
    let path = dir.join("pnw.ron");
    let mut session = Session::new(GameSetup::new(
        GameId::Pnw1822,
        &[GREEDY, GREEDY, GREEDY],
        5,
    ))
    .expect("a game");
    for _ in 0..40 {
        driver::step_bot(session.world_mut()).expect("a bot's move");
    }
    save::save_record(&path, session.record()).unwrap();
    let mut app = headless_app();
    app.world_mut().insert_resource(driver::Shown {
        play: |g| g == GameId::RailroadInk,
        watch: |g| matches!(g, GameId::RailroadInk | GameId::Pnw1822),
    });
    for refused in [
        TableRequest::Load(path.clone()),
        TableRequest::Start(GameSetup::new(GameId::Pnw1822, &[HUMAN, HUMAN, HUMAN], 1)),
    ] {
        match &driver::handle(app.world_mut(), refused)[..] {
            [TableNotice::LoadFailed(msg)] => {
                assert!(msg.contains("replay viewer"), "{msg}")
            }
            other => panic!("expected LoadFailed, got {other:?}"),
        }
        assert!(app.world().get_resource::<ActiveTable>().is_none());
    }
    let notices = driver::handle(app.world_mut(), TableRequest::Watch(path.clone(), 10));
    assert_eq!(notices, vec![TableNotice::Started]);
    let table = app.world().resource::<ActiveTable>();
    assert_eq!(table.setup().game, GameId::Pnw1822);
    std::fs::remove_dir_all(dir).ok();
}

/// Another site's record (an 18xx.games export) opens in the replay viewer as it is, and "play
/// on from here" makes the first actions watched a game of its own: a new save, never the
/// Carries out `request`, which must start a game saved somewhere new, never at `export`: the
/// table and its save path.
fn started_as_new_save(
    app: &mut bevy::app::App,
    request: ferrovia::table::TableRequest,
    export: &std::path::Path,
) -> (ActiveTable, std::path::PathBuf) {
    let notices = driver::handle(app.world_mut(), request);
    assert!(
        matches!(notices[..], [TableNotice::Started, ..]),
        "{notices:?}"
    );
    let table = app.world().resource::<ActiveTable>().clone();
    let saved = table.save_path.clone().expect("the game autosaves");
    assert_ne!(saved, export);
    (table, saved)
}

/// export, playable from there (and loading the export plays it on from its end the same way).
#[test]
fn an_export_is_watched_and_played_on_from_any_point_as_a_new_save() {
    use ferrovia::engine::Engine;
    use ferrovia::games::GameAction;
    use ferrovia::games::pnw1822::PnwEngine;
    use ferrovia::games::pnw1822::actions::PnwAction;
    use ferrovia::games::pnw1822::state::PnwGame;
    use ferrovia::table::TableRequest;
    let export = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pnw1822/1822PNWShortScenario_game_end_bank.json");
    let before = std::fs::read(&export).unwrap();
    let mut app = headless_app();
    let notices = driver::handle(app.world_mut(), TableRequest::Watch(export.clone(), 30));
    assert_eq!(notices, vec![TableNotice::Started]);
    assert_eq!(
        app.world().resource::<ActiveTable>().record.actions.len(),
        30
    );
    assert!(
        driver::try_submit_input(app.world_mut(), 0, GameAction::Pnw1822(PnwAction::Pass)).is_err(),
        "a watched record takes no action"
    );
    let (table, saved) = started_as_new_save(&mut app, TableRequest::PlayOn, &export);
    assert_eq!(table.record.actions.len(), 30);
    assert_eq!(save::read_record(&saved).unwrap(), table.record);
    // Played on: the seat to act may act.
    let seat = driver::active_rules(app.world())
        .and_then(|r| r.to_act(app.world()))
        .expect("someone acts");
    let game = app.world().resource::<PnwGame>().clone();
    let first = PnwEngine::legal(&game, seat).remove(0);
    app.world_mut().write_message(SubmitAction {
        seat,
        action: GameAction::Pnw1822(first),
    });
    app.update();
    assert_eq!(
        save::read_record(&saved).unwrap().actions.len(),
        31,
        "the game goes on"
    );
    std::fs::remove_file(&saved).ok();
    // Loading the export plays it on from its end, as a new save too.
    let (_, saved) = started_as_new_save(&mut app, TableRequest::Load(export.clone()), &export);
    std::fs::remove_file(&saved).ok();
    assert_eq!(
        std::fs::read(&export).unwrap(),
        before,
        "the export is untouched"
    );
}
