//! The box's setup by player count, the placement order, the turn track and the refill.

use super::common::*;
use ferrovia::games::whistle_stop::WsError;
use ferrovia::games::whistle_stop::actions::{Draw, WsAction};
use ferrovia::games::whistle_stop::schema::{StopFile, TileClass, TrackSpace};
use ferrovia::games::whistle_stop::state::{Phase, TrainAt};

#[test]
fn setup_follows_the_player_count() {
    for (seats, trains, rounds) in [(2, 5, 12), (3, 5, 11), (4, 4, 10), (5, 3, 9)] {
        let g = fresh(seats, 7);
        for s in 0..seats {
            let mine = g
                .trains
                .iter()
                .filter(|t| usize::from(t.owner) == s)
                .count();
            assert_eq!(mine, trains, "{seats} players");
            let p = &g.players[s];
            assert_eq!(p.coal, [2, 2, 3, 3, 4][s], "coal by turn order");
            assert_eq!(p.whistles, 1);
            assert_eq!(p.hand.len(), 3);
            assert!(
                p.hand.iter().any(|&t| data().tile(t).has_stop()),
                "a stop in every hand"
            );
        }
        assert_eq!(g.rounds, rounds);
        assert_eq!(g.display.len(), seats + 2, "players + 2 upgrades face up");
        assert_eq!(g.face_up.len(), 3);
        assert_eq!(g.shares.iter().map(Vec::len).sum::<usize>(), 30);
        assert_eq!(g.gold.len(), 20);
        assert_eq!(g.phase, Phase::Placing);
    }
}

#[test]
fn the_board_starts_with_the_west_middle_and_east_tiles() {
    let g = fresh(3, 11);
    let d = data();
    let class = |c: i32, r: i32| g.board[usize::from(at(c, r).0)].map(|l| d.tile(l.tile).class);
    for r in 0..8 {
        assert_eq!(class(0, r), Some(TileClass::End));
    }
    let middle: Vec<StopFile> = (0..8)
        .filter_map(|r| g.board[usize::from(at(4, r).0)])
        .filter_map(|l| d.tile(l.tile).stops.first().cloned())
        .filter(|s| !s.small())
        .collect();
    assert_eq!(middle.len(), 5, "five special tiles in the middle column");
    assert_eq!(
        middle.iter().filter(|s| **s == StopFile::CoalYard).count(),
        1
    );
    assert_eq!(
        middle
            .iter()
            .filter(|s| **s == StopFile::TradingPost)
            .count(),
        1
    );
    assert_eq!(
        middle
            .iter()
            .filter(|s| matches!(s, StopFile::Town { .. }))
            .count(),
        2
    );
    let ordinary_middle = (0..8)
        .filter(|&r| class(4, r) == Some(TileClass::Ordinary))
        .count();
    assert_eq!(ordinary_middle, 3);
    for r in 0..7 {
        assert_eq!(class(7, r), Some(TileClass::Ordinary));
    }
    assert_eq!(class(6, 0), Some(TileClass::Ordinary));
    assert_eq!(class(6, 7), Some(TileClass::Ordinary));
    let filled = g.board.iter().flatten().count();
    assert_eq!(filled, 8 + 8 + 9, "35 spaces left for the players");
    // Every setup tile but the end tiles has track running west.
    for l in g
        .board
        .iter()
        .flatten()
        .filter(|l| d.tile(l.tile).class != TileClass::End)
    {
        let sides = d.tile(l.tile).sides(l.rotation);
        assert!(sides.contains(&4) || sides.contains(&5), "{l:?}");
    }
}

#[test]
fn trains_are_placed_counter_clockwise_from_the_start_players_right_then_round_one_pays() {
    let mut g = fresh(3, 2);
    let mut order = Vec::new();
    for k in 0..15u8 {
        let seat = g.to_act().unwrap();
        order.push(seat);
        act(&mut g, seat, WsAction::Place { coast: k }).unwrap();
    }
    assert_eq!(&order[..6], &[2, 1, 0, 2, 1, 0]);
    assert!(g.trains.iter().all(|t| matches!(t.at, TrainAt::Stop(_))));
    assert_eq!(g.phase, Phase::Turn);
    assert_eq!(g.round, 1);
    assert_eq!(g.to_act(), Some(0));
    assert_eq!(g.players[0].coal, 2 + 2, "the first space's 2 coal each");
    assert_eq!(g.players[2].coal, 3 + 2);
}

#[test]
fn the_turn_track_gives_coal_every_round_but_a_whistle_in_the_third_to_last() {
    let d = data();
    for seats in 2..=5 {
        let g = fresh(seats, 1);
        let first = d.file.turn_track.len() - usize::from(g.rounds);
        let spaces = &d.file.turn_track[first..];
        assert_eq!(spaces[spaces.len() - 3], TrackSpace::Whistle);
        assert_eq!(
            spaces.iter().filter(|s| **s == TrackSpace::Whistle).count(),
            1
        );
    }
    // Play out empty turns to the whistle round: everyone gains a whistle, no coal.
    let mut g = blank(2);
    g.rounds = 12;
    let mut whistle_round = None;
    while !g.over() {
        let before: Vec<(u32, u32)> = g.players.iter().map(|p| (p.coal, p.whistles)).collect();
        let round = g.round;
        for seat in [0, 1] {
            act(&mut g, seat, WsAction::EndTurn).unwrap();
            while matches!(g.phase, Phase::Refill { .. }) {
                let s = g.to_act().unwrap();
                act(&mut g, s, WsAction::Draw(Draw::Pile)).unwrap();
            }
        }
        if !g.over() && g.round == round + 1 {
            let gained: Vec<(u32, u32)> = g
                .players
                .iter()
                .zip(&before)
                .map(|(p, b)| (p.coal - b.0, p.whistles - b.1))
                .collect();
            if gained[0].0 == 0 {
                whistle_round = Some(g.round);
            }
        }
    }
    assert_eq!(whistle_round, Some(10), "round 10 of 12");
    assert_eq!(g.round, 12, "the game ends after the last round");
}

#[test]
fn the_hand_is_refilled_to_three_and_the_face_up_row_to_three() {
    let mut g = blank(2);
    act(&mut g, 0, WsAction::EndTurn).unwrap();
    assert_eq!(g.phase, Phase::Refill { searched: false });
    let face = g.face_up[1];
    act(&mut g, 0, WsAction::Draw(Draw::FaceUp(1))).unwrap();
    assert!(g.players[0].hand.contains(&face));
    assert_eq!(
        act(&mut g, 0, WsAction::SkipRefill),
        Err(WsError::NotLastRound)
    );
    act(&mut g, 0, WsAction::Draw(Draw::Pile)).unwrap();
    act(&mut g, 0, WsAction::Draw(Draw::Pile)).unwrap();
    assert_eq!(g.players[0].hand.len(), 3);
    assert_eq!(g.face_up.len(), 3, "topped up from the pile");
    assert_eq!(g.to_act(), Some(1), "then the next player");
    // In the last round the refill may be skipped.
    let mut g = blank(2);
    g.round = g.rounds;
    act(&mut g, 0, WsAction::EndTurn).unwrap();
    act(&mut g, 0, WsAction::SkipRefill).unwrap();
    assert!(g.players[0].hand.is_empty());
}
