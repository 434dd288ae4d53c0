//! Unit tests of each round and scoring rule: dice once, specials, must-draw, skipping, ties, options, messages.

use super::board;
use ferrovia::games::railroad_ink::rules::board::{Board, EXITS, Placement, Square};
use ferrovia::games::railroad_ink::rules::dice::{Roll, roll};
use ferrovia::games::railroad_ink::rules::legality::{Illegal, check, legal_placements};
use ferrovia::games::railroad_ink::rules::notation::{
    NotationError, board_from_placements, format_board, parse_board, parse_placement,
};
use ferrovia::games::railroad_ink::rules::scoring::{
    LongestRule, Score, ScoreOptions, network_value, score, winners,
};
use ferrovia::games::railroad_ink::rules::sheet::{InkError, RoundProgress, Sheet};
use ferrovia::games::railroad_ink::rules::tiles::{Edge, Side, TileId};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

fn p(s: &str) -> Placement {
    parse_placement(s).unwrap()
}

fn progress(roll: &str) -> RoundProgress {
    RoundProgress::new(1, roll.parse::<Roll>().unwrap())
}

#[test]
fn each_die_is_drawn_once_and_duplicates_are_separate_dice() {
    let mut sheet = Sheet::new();
    let mut pr = progress("A4A4A1B0");
    // Two straight highways from the top exits A1 and A5.
    sheet.draw(&mut pr, p("A4A10")).unwrap();
    sheet.draw(&mut pr, p("A4A50")).unwrap();
    assert_eq!(
        sheet.check_draw(&pr, &p("A4B10")),
        Err(InkError::AlreadyDrawn(TileId::A4))
    );
    assert_eq!(
        sheet.check_draw(&pr, &p("A5B10")),
        Err(InkError::NotRolled(TileId::A5))
    );
    assert_eq!(pr.remaining(), vec![TileId::A1, TileId::B0]);
    assert_eq!(sheet.rounds, vec![1, 1]);
}

#[test]
fn illegal_placement_is_refused_by_draw_and_changes_nothing() {
    let mut sheet = Sheet::new();
    let mut pr = progress("A4A4A1B0");
    let before = sheet.clone();
    assert_eq!(
        sheet.draw(&mut pr, p("A4C30")),
        Err(InkError::Illegal(Illegal::NoConnection))
    );
    assert_eq!(sheet, before);
    assert_eq!(pr.drawn, [false; 4]);
}

#[test]
fn special_once_per_game() {
    let mut sheet = Sheet::new();
    let mut pr = progress("A4A4A1B0");
    sheet.draw(&mut pr, p("S2A10")).unwrap();
    assert_eq!(sheet.specials_used, vec![(TileId::S2, 1)]);
    let mut pr2 = RoundProgress::new(2, pr.roll);
    assert_eq!(
        sheet.check_draw(&pr2, &p("S2A50")),
        Err(InkError::SpecialUsed(TileId::S2))
    );
    sheet.draw(&mut pr2, p("S0A50")).unwrap();
}

#[test]
fn one_special_per_round() {
    let mut sheet = Sheet::new();
    let mut pr = progress("A4A4A1B0");
    sheet.draw(&mut pr, p("S2A10")).unwrap();
    assert_eq!(
        sheet.check_draw(&pr, &p("S0A50")),
        Err(InkError::OneSpecialPerRound)
    );
}

#[test]
fn three_specials_per_game() {
    let mut sheet = Sheet::new();
    for (round, s) in [(1, "S2A10"), (2, "S0A50"), (3, "S4D62")] {
        let mut pr = RoundProgress::new(round, "A4A4A1B0".parse().unwrap());
        sheet
            .draw(&mut pr, p(s))
            .unwrap_or_else(|e| panic!("{s}: {e}"));
    }
    let pr = RoundProgress::new(4, "A4A4A1B0".parse().unwrap());
    // S3 on G3 meets the railway exit there: legal, but the fourth special is not allowed.
    assert!(check(&sheet.board, &p("S3G30")).is_ok());
    assert_eq!(
        sheet.check_draw(&pr, &p("S3G30")),
        Err(InkError::ThreeSpecialsPerGame)
    );
    assert!(sheet.legal_draws(&pr).iter().all(|q| !q.tile.is_special()));
}

#[test]
fn must_draw_a_die_that_fits() {
    let mut sheet = Sheet::new();
    let mut pr = progress("A4A4A1B0");
    sheet.draw(&mut pr, p("A4A10")).unwrap();
    let err = sheet.check_finish(&pr).unwrap_err();
    assert_eq!(err, InkError::MustDraw(TileId::A4));
    assert_eq!(
        err.to_string(),
        "you must still draw the straight highway (A4): it has a legal place"
    );
}

#[test]
fn die_without_legal_place_may_be_skipped() {
    // ANU generateMove "testOneSquare": only square A4 can still take a route.
    let mut sheet = Sheet::new();
    sheet.board = board(
        "A0F00A0B00A0A31B1A14A0B61A0F61A0G32B1D61A0G43A0A62A0E61B1G56S1G60A0E03A0A03B1G12A0G02S0A50A0B50A5D03B1B40",
    );
    sheet.rounds = vec![1; sheet.board.len()];
    sheet.specials_used = vec![(TileId::S1, 1), (TileId::S0, 2)];
    let mut pr = RoundProgress::new(7, "A0A0A0B1".parse().unwrap());
    assert_eq!(sheet.check_finish(&pr), Err(InkError::MustDraw(TileId::A0)));
    sheet.draw(&mut pr, p("B1A42")).unwrap();
    // The three rail curves now have no legal place: they are skipped.
    assert!(legal_placements(&sheet.board, TileId::A0).is_empty());
    assert_eq!(pr.remaining(), vec![TileId::A0; 3]);
    assert_eq!(sheet.check_finish(&pr), Ok(()));
    assert!(sheet.legal_draws(&pr).is_empty());
}

#[test]
fn order_inside_a_round_is_free() {
    // The curve at B1 only becomes legal once the straight at A1 is drawn: both orders are
    // validated one at a time against the board as it is.
    let mut sheet = Sheet::new();
    let mut pr = progress("A5A4A1B0");
    assert_eq!(
        sheet.check_draw(&pr, &p("A5B10")),
        Err(InkError::Illegal(Illegal::NoConnection))
    );
    sheet.draw(&mut pr, p("A4A10")).unwrap();
    sheet.draw(&mut pr, p("A5B10")).unwrap();
}

#[test]
fn legal_draws_cover_dice_and_specials() {
    let sheet = Sheet::new();
    let pr = progress("A4A4A1B0");
    let draws = sheet.legal_draws(&pr);
    for t in [TileId::A4, TileId::A1, TileId::B0, TileId::S0, TileId::S5] {
        assert!(draws.iter().any(|q| q.tile == t), "{t}");
    }
    assert!(!draws.iter().any(|q| q.tile == TileId::A0));
    // Duplicated dice do not duplicate placements.
    let a4 = draws.iter().filter(|q| q.tile == TileId::A4).count();
    assert_eq!(a4, legal_placements(&sheet.board, TileId::A4).len());
    for q in &draws {
        assert!(sheet.check_draw(&pr, q).is_ok(), "{q}");
    }
}

#[test]
fn legal_placements_one_per_distinct_layout_in_order() {
    let b = Board::new();
    let ps = legal_placements(&b, TileId::A4);
    // Highway straights fit each of the 6 highway exits in exactly one direction.
    assert_eq!(ps.len(), 6);
    let mut sorted = ps.clone();
    sorted.sort_by_key(|q| (q.square.index(), q.orientation));
    assert_eq!(ps, sorted);
    let b1 = legal_placements(&b, TileId::B1);
    let mut layouts: Vec<_> = b1.iter().map(|q| (q.square, q.edges())).collect();
    layouts.dedup();
    assert_eq!(layouts.len(), b1.len());
}

#[test]
fn illegal_messages_are_readable() {
    let b = board("A4D01");
    assert_eq!(
        check(&b, &p("A4D01")).unwrap_err().to_string(),
        "D0 is already drawn on"
    );
    // A railway curve at D1 facing the highway's east end.
    let e = check(&b, &p("A1D11")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "a railway cannot meet a highway on the west side (D0)"
    );
    let e = check(&Board::new(), &p("A1D01")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "a railway cannot meet a highway exit on the west side"
    );
    assert_eq!(
        Illegal::NoConnection.to_string(),
        "a route must connect to an exit or to a route you drew before"
    );
}

#[test]
fn ink_error_messages() {
    assert_eq!(
        InkError::OneSpecialPerRound.to_string(),
        "you may draw only one special route per round"
    );
    assert_eq!(
        InkError::ThreeSpecialsPerGame.to_string(),
        "you have used all 3 special routes allowed in a game"
    );
    assert_eq!(
        InkError::MustDraw(TileId::A0).to_string(),
        "you must still draw the rail curve (A0): it has a legal place"
    );
    assert!(InkError::SpecialUsed(TileId::S3).to_string().contains("S3"));
}

#[test]
fn notation_round_trip_and_errors() {
    let s = "A4A12B2B16A1B01";
    let ps = parse_board(s).unwrap();
    assert_eq!(format_board(&ps), s);
    assert_eq!(parse_board("A4A12 B2B16\nA1B01").unwrap(), ps);
    assert_eq!(parse_board("").unwrap(), Vec::new());
    let e = parse_board("A4A12B2B16A9B23").unwrap_err();
    assert_eq!(
        e.to_string(),
        "placement 3 ('A9B23'): face 9 out of range for die A (0–5)"
    );
    assert!(matches!(
        parse_board("A4A1"),
        Err(NotationError::BoardLength { .. })
    ));
    let dup = board_from_placements(&parse_board("A4A12A1A12").unwrap()).unwrap_err();
    assert_eq!(dup.to_string(), "placement 2: A1 is already drawn on");
    let q = p("S3G26");
    assert_eq!(q.to_string(), "S3G26");
    assert_eq!(serde_json::to_string(&q).unwrap(), "\"S3G26\"");
    assert_eq!(serde_json::from_str::<Placement>("\"S3G26\"").unwrap(), q);
    assert_eq!("D3".parse::<Square>().unwrap(), Square { row: 3, col: 3 });
    assert_eq!(serde_json::to_string(&TileId::A0).unwrap(), "\"A0\"");
}

#[test]
fn sheet_serde_round_trip() {
    let mut sheet = Sheet::new();
    let mut pr = progress("A4A4A1B0");
    sheet.draw(&mut pr, p("A4A10")).unwrap();
    sheet.draw(&mut pr, p("S2A50")).unwrap();
    let text = serde_json::to_string(&sheet).unwrap();
    let back: Sheet = serde_json::from_str(&text).unwrap();
    assert_eq!(back, sheet);
}

#[test]
fn squares_and_exits() {
    assert_eq!(Square::ALL.len(), 49);
    assert_eq!(Square::ALL.iter().filter(|s| s.is_centre()).count(), 9);
    assert_eq!(EXITS.iter().filter(|e| e.kind == Edge::Road).count(), 6);
    assert_eq!(Square { row: 0, col: 0 }.neighbour(Side::N), None);
    assert_eq!(
        Square { row: 3, col: 3 }.neighbour(Side::E),
        Some(Square { row: 3, col: 4 })
    );
    assert_eq!(Square { row: 3, col: 3 }.to_string(), "D3");
}

#[test]
fn dice_are_uniform_and_well_formed() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut basic = [0u32; 6];
    let mut special = [0u32; 3];
    for _ in 0..6000 {
        let r = roll(&mut rng);
        for t in &r.dice[..3] {
            assert_eq!(t.letter(), 'A');
            basic[t.face() as usize] += 1;
        }
        assert_eq!(r.dice[3].letter(), 'B');
        special[r.dice[3].face() as usize] += 1;
    }
    assert!(
        basic.iter().all(|&n| (2700..3300).contains(&n)),
        "{basic:?}"
    );
    assert!(
        special.iter().all(|&n| (1800..2200).contains(&n)),
        "{special:?}"
    );
    let r: Roll = "A0A4A3B2".parse().unwrap();
    assert_eq!(r.to_string(), "A0 A4 A3 B2");
}

fn with(total: i32, errors: u32) -> Score {
    let mut s = score(&Board::new(), &ScoreOptions::default());
    s.total = total;
    s.errors = errors;
    s
}

#[test]
fn winners_tie_breaks_on_errors_then_shares() {
    assert_eq!(winners(&[with(40, 3), with(42, 9), with(41, 0)]), vec![1]);
    assert_eq!(winners(&[with(42, 3), with(42, 2), with(41, 0)]), vec![1]);
    assert_eq!(
        winners(&[with(42, 2), with(30, 0), with(42, 2)]),
        vec![0, 2]
    );
    assert_eq!(winners(&[]), Vec::<usize>::new());
}

#[test]
fn network_values_and_one_exit_option() {
    let official = ScoreOptions::default();
    let values: Vec<i32> = (1..=12).map(|n| network_value(n, &official)).collect();
    assert_eq!(values, vec![0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 45]);
    // One straight highway from the A1 exit: a single-exit network.
    let b = board("A4A10");
    assert_eq!(score(&b, &official).exit_points, 0);
    let two = ScoreOptions {
        one_exit_points: 2,
        ..official
    };
    let s = score(&b, &two);
    assert_eq!(s.exit_points, 2);
    assert_eq!(s.network_exit_counts, vec![1]);
    // The highway's south end is open: one error; it is one square long.
    assert_eq!((s.errors, s.longest_road, s.longest_rail), (1, 1, 0));
    assert_eq!(s.error_ends, vec![(Square { row: 0, col: 1 }, Side::S)]);
}

#[test]
fn score_options_from_table_options() {
    let mut m = BTreeMap::new();
    assert_eq!(ScoreOptions::from_options(&m), Ok(ScoreOptions::default()));
    m.insert("one_exit_points".to_string(), "2".to_string());
    m.insert("longest".to_string(), "simple".to_string());
    assert_eq!(
        ScoreOptions::from_options(&m),
        Ok(ScoreOptions {
            one_exit_points: 2,
            longest: LongestRule::Simple
        })
    );
    m.insert("longest".to_string(), "loop".to_string());
    assert!(
        ScoreOptions::from_options(&m)
            .unwrap_err()
            .contains("'trail' or 'simple'")
    );
    let mut bad = BTreeMap::new();
    bad.insert("colour".to_string(), "red".to_string());
    assert!(
        ScoreOptions::from_options(&bad)
            .unwrap_err()
            .contains("unknown")
    );
}

#[test]
fn overpass_keeps_networks_apart_and_counts_for_both_runs() {
    // Highway A1 exit down through an overpass at B1; railway B0 exit east through it.
    let b = board("A4A10B2B10A1B01");
    let s = score(&b, &ScoreOptions::default());
    // Three networks: the highway (A1 exit), the railway (B0 exit), none joined.
    assert_eq!(s.network_exit_counts, vec![1, 1]);
    assert_eq!(s.longest_road, 2);
    assert_eq!(s.longest_rail, 2);
    // With S5 instead of the overpass everything joins: one network with two exits.
    let b = board("A4A10S5B10A1B01");
    assert_eq!(
        score(&b, &ScoreOptions::default()).network_exit_counts,
        vec![2]
    );
}
