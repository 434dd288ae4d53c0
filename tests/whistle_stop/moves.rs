//! Coal and whistle moves, blocking, the tiles laid on the way, and the turn's four tokens.

use super::common::*;
use ferrovia::games::whistle_stop::WsError;
use ferrovia::games::whistle_stop::actions::{Lay, WsAction};
use ferrovia::games::whistle_stop::data::side;
use ferrovia::games::whistle_stop::rules::moves::forward;
use ferrovia::games::whistle_stop::schema::{Good, StopFile};
use ferrovia::games::whistle_stop::state::{StopAt, TrainAt};

/// Seat 0's train 0 on a cotton stop at (5,3); west of it a stopless straight at (4,4) leading
/// on to a gravel stop at (3,4); east of it a lumber stop at (6,3).
fn line() -> ferrovia::games::whistle_stop::WsGame {
    let mut g = blank(2);
    put(&mut g, at(5, 3), good_stop(Good::Cotton), 0);
    put(&mut g, at(4, 4), straight(), 0);
    put(&mut g, at(3, 4), good_stop(Good::Gravel), 0);
    put(&mut g, at(6, 3), good_stop(Good::Lumber), 0);
    stand(&mut g, 0, stop(at(5, 3)));
    g
}

#[test]
fn a_coal_move_follows_the_track_west_to_the_next_stop_and_never_east() {
    let g = line();
    assert_eq!(
        ends(&g, 0, false),
        vec![stop(at(3, 4))],
        "west, across the stopless tile"
    );
    let mut g = g;
    act(&mut g, 0, coal_move(0, vec![], stop(at(3, 4)))).unwrap();
    assert_eq!(g.trains[0].at, TrainAt::Stop(stop(at(3, 4))));
    assert_eq!(g.players[0].coal, 3, "one coal spent");
    assert_eq!(
        g.players[0].goods[Good::Gravel.index()],
        1,
        "the stop's good"
    );
    let err = act(&mut line(), 0, coal_move(0, vec![], stop(at(6, 3))));
    assert_eq!(err, Err(WsError::NoSuchMove), "coal never goes back east");
}

/// Seat 0's train 0 on a cotton stop at (5,3), its track running south into a gravel stop at
/// (5,4) in the same column.
fn column() -> ferrovia::games::whistle_stop::WsGame {
    let mut g = blank(2);
    put(
        &mut g,
        at(5, 3),
        tile(&["0-a-3", "1-4"], &[StopFile::Good(Good::Cotton)]),
        0,
    );
    put(
        &mut g,
        at(5, 4),
        tile(&["0-a-3", "1-4"], &[StopFile::Good(Good::Gravel)]),
        0,
    );
    stand(&mut g, 0, stop(at(5, 3)));
    g
}

#[test]
fn a_coal_move_may_go_up_or_down_its_column() {
    assert_eq!(ends(&column(), 0, false), vec![stop(at(5, 4))]);
}

/// The rulebook forbids a coal move only "to return to a stop in an earlier column": within a
/// column a train may go back and forth, and each stop pays again.
#[test]
fn a_coal_move_may_come_back_up_its_column_and_the_stop_pays_again() {
    let mut g = column();
    act(&mut g, 0, coal_move(0, vec![], stop(at(5, 4)))).unwrap();
    assert_eq!(
        ends(&g, 0, false),
        vec![stop(at(5, 3))],
        "back up the column"
    );
    act(&mut g, 0, coal_move(0, vec![], stop(at(5, 3)))).unwrap();
    act(&mut g, 0, coal_move(0, vec![], stop(at(5, 4)))).unwrap();
    assert_eq!(
        g.players[0].goods[Good::Gravel.index()],
        2,
        "the gravel stop paid twice"
    );
}

#[test]
fn a_train_passes_its_owners_train_on_a_small_stop_but_never_another_players() {
    let mut g = line();
    // Seat 0's second train on the gravel stop: the move runs on past it.
    put(&mut g, at(2, 5), good_stop(Good::Steel), 0);
    stand(&mut g, 1, stop(at(3, 4)));
    assert_eq!(ends(&g, 0, false), vec![stop(at(2, 5))]);
    // Seat 1's train there instead: no move at all.
    let mut g = line();
    let rival = g.trains.iter().position(|t| t.owner == 1).unwrap();
    stand(&mut g, rival, stop(at(3, 4)));
    assert!(ends(&g, 0, false).is_empty());
}

#[test]
fn a_big_stop_holds_any_number_of_trains() {
    let mut g = line();
    let town = tile(
        &["1-a", "2-a", "4-a", "5-a"],
        &[StopFile::Town {
            town: "Cheyenne".into(),
            cost: vec![Good::Cotton, Good::Lumber],
            fame: 3,
        }],
    );
    put(&mut g, at(3, 4), town, 0);
    let rival = g.trains.iter().position(|t| t.owner == 1).unwrap();
    stand(&mut g, rival, stop(at(3, 4)));
    assert_eq!(ends(&g, 0, false), vec![stop(at(3, 4))]);
}

#[test]
fn tiles_are_laid_from_hand_into_empty_spaces_and_the_last_must_give_a_stop() {
    let mut g = blank(2);
    put(&mut g, at(5, 3), good_stop(Good::Cotton), 0);
    stand(&mut g, 0, stop(at(5, 3)));
    let bare = straight();
    g.players[0].hand = vec![bare, copy_of(bare), good_stop(Good::Steel)];
    let rs = routes(&g, 0, false);
    // Straight into (4,4) with the stop tile: one tile laid.
    let one = Lay {
        space: at(4, 4),
        tile: good_stop(Good::Steel),
        rotation: 0,
    };
    assert!(
        rs.iter()
            .any(|r| r.lays == vec![one] && r.to == stop(at(4, 4)))
    );
    // Two bare straights, then the stop tile third.
    let three = rs.iter().find(|r| r.lays.len() == 3).expect("three tiles");
    assert_eq!(three.lays[2].tile, good_stop(Good::Steel));
    // Without the stop tile the bare ones lead nowhere: no move at all.
    g.players[0].hand = vec![bare, copy_of(bare), tile(&["1-5"], &[])];
    assert!(
        routes(&g, 0, false).is_empty(),
        "the third tile must give a stop"
    );
    // The laid tiles leave the hand and stay on the board.
    let mut g2 = blank(2);
    put(&mut g2, at(5, 3), good_stop(Good::Cotton), 0);
    stand(&mut g2, 0, stop(at(5, 3)));
    g2.players[0].hand = vec![good_stop(Good::Steel)];
    act(&mut g2, 0, coal_move(0, vec![one], stop(at(4, 4)))).unwrap();
    assert!(g2.players[0].hand.is_empty());
    assert!(g2.board[usize::from(at(4, 4).0)].is_some());
    assert_eq!(g2.players[0].goods[Good::Steel.index()], 1);
}

#[test]
fn the_extra_boiler_lets_a_move_lay_five_tiles() {
    let mut g = blank(2);
    put(&mut g, at(7, 3), good_stop(Good::Cotton), 0);
    stand(&mut g, 0, stop(at(7, 3)));
    let bare = straight();
    let bares: Vec<_> = (0..data().tiles.len() as u8)
        .map(ferrovia::games::whistle_stop::data::TileId)
        .filter(|&t| data().tile(t) == data().tile(bare))
        .collect();
    assert_eq!(bares.len(), 4);
    g.players[0].hand = vec![
        bares[0],
        bares[1],
        bares[2],
        bares[3],
        good_stop(Good::Steel),
    ];
    let longest = |g: &ferrovia::games::whistle_stop::WsGame| {
        routes(g, 0, false)
            .iter()
            .map(|r| r.lays.len())
            .max()
            .unwrap_or(0)
    };
    assert_eq!(
        longest(&g),
        3,
        "two bare tiles and the stop third; four are too many"
    );
    let boiler = data()
        .file
        .upgrades
        .iter()
        .position(|u| u.kind == ferrovia::games::whistle_stop::schema::UpgradeKind::ExtraBoiler)
        .unwrap() as u8;
    g.players[0].upgrades.push(boiler);
    assert_eq!(longest(&g), 5, "four bare tiles and the stop fifth");
}

#[test]
fn a_tile_may_not_be_turned_so_its_only_route_runs_back_east() {
    let d = data();
    let curve = tile(&["1-0"], &[]);
    // Entering at NE: turned so the other end is north, it goes on up the column.
    assert!(forward(d, curve, 0, side::NE));
    // Turned one sixth it joins SE to NE: entering at SE, its only way on is east.
    assert!(
        !forward(d, curve, 1, side::SE),
        "2-1: its only route runs east"
    );
    let mut g = blank(2);
    put(&mut g, at(5, 3), good_stop(Good::Cotton), 0);
    stand(&mut g, 0, stop(at(5, 3)));
    g.players[0].hand = vec![curve];
    for r in routes(&g, 0, false) {
        assert!(forward(d, r.lays[0].tile, r.lays[0].rotation, side::NE));
    }
}

#[test]
fn a_whistle_moves_one_or_two_stops_any_way_and_skipped_stops_give_nothing() {
    let mut g = line();
    put(&mut g, at(2, 5), good_stop(Good::Steel), 0);
    let to = ends(&g, 0, true);
    assert!(to.contains(&stop(at(6, 3))), "one stop east");
    assert!(to.contains(&stop(at(3, 4))), "one stop west");
    assert!(to.contains(&stop(at(2, 5))), "two stops west");
    act(&mut g, 0, whistle_move(0, stop(at(2, 5)))).unwrap();
    assert_eq!(g.players[0].goods[Good::Gravel.index()], 0, "skipped");
    assert_eq!(g.players[0].goods[Good::Steel.index()], 1, "where it ends");
    assert_eq!(g.players[0].whistles, 1);
    // A whistle may pass another player's train on a small stop, not end there.
    let mut g = line();
    put(&mut g, at(2, 5), good_stop(Good::Steel), 0);
    let rival = g.trains.iter().position(|t| t.owner == 1).unwrap();
    stand(&mut g, rival, stop(at(3, 4)));
    let to = ends(&g, 0, true);
    assert!(to.contains(&stop(at(2, 5))) && !to.contains(&stop(at(3, 4))));
}

#[test]
fn a_turn_spends_at_most_four_tokens() {
    let mut g = blank(2);
    for (c, r) in [(5, 3), (4, 4), (3, 4), (2, 5), (1, 5), (0, 6)] {
        put(&mut g, at(c, r), good_stop(Good::Cotton), 0);
    }
    stand(&mut g, 0, stop(at(5, 3)));
    g.players[0].coal = 9;
    for _ in 0..4 {
        let to = ends(&g, 0, false)[0];
        act(&mut g, 0, coal_move(0, vec![], to)).unwrap();
    }
    assert_eq!(g.turn.tokens, 4);
    let to = ends(&g, 0, false);
    assert!(!to.is_empty());
    assert_eq!(
        act(&mut g, 0, coal_move(0, vec![], to[0])),
        Err(WsError::TokensSpent)
    );
}

#[test]
fn a_turn_without_a_move_gains_a_whistle_and_a_moving_one_does_not() {
    let mut g = line();
    act(&mut g, 0, WsAction::EndTurn).unwrap();
    assert_eq!(g.players[0].whistles, 3);
    let mut g = line();
    act(&mut g, 0, coal_move(0, vec![], stop(at(3, 4)))).unwrap();
    act(&mut g, 0, WsAction::EndTurn).unwrap();
    assert_eq!(g.players[0].whistles, 2);
}

#[test]
fn an_east_coast_stop_leads_into_its_tile_and_holds_one_train() {
    let mut g = blank(2);
    let (space, entry) = data().coast[3];
    assert_eq!(entry, side::NE);
    put(&mut g, space, good_stop(Good::Cotton), 0);
    stand(&mut g, 0, StopAt::Coast(3));
    assert_eq!(ends(&g, 0, false), vec![stop(space)]);
    // Placing: one train per stop.
    let mut p = fresh(2, 1);
    let first = p.to_act().unwrap();
    assert_eq!(first, 1, "the start player's right places first");
    act(&mut p, 1, WsAction::Place { coast: 3 }).unwrap();
    assert_eq!(p.to_act(), Some(0));
    assert_eq!(
        act(&mut p, 0, WsAction::Place { coast: 3 }),
        Err(WsError::CoastTaken)
    );
}

#[test]
fn a_refused_move_changes_nothing() {
    let g = line();
    let mut h = g.clone();
    assert!(act(&mut h, 0, coal_move(0, vec![], stop(at(6, 3)))).is_err());
    assert_eq!(g, h);
    assert_eq!(act(&mut h, 1, WsAction::EndTurn), Err(WsError::NotYourTurn));
    assert_eq!(g, h);
}
