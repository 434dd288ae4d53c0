//! Railroad Ink as a whole game on the table: rounds, the shared roll, turn order, round rules, the end.

use crate::common::*;
use bevy::prelude::*;
use ferrovia::games::railroad_ink::pieces::RouteDie;
use ferrovia::games::railroad_ink::rules::sheet::RoundProgress;
use ferrovia::games::railroad_ink::{InkGame, InkPhase};

#[test]
fn a_game_has_seven_rounds_then_is_scored() {
    let mut s = ink_session(&[HUMAN], 1);
    for round in 1..=7 {
        assert_eq!(round_number(&s), round);
        assert_eq!(
            *s.world().resource::<State<InkPhase>>().get(),
            InkPhase::Drawing
        );
        play_turn_first_legal(&mut s);
    }
    assert_eq!(
        *s.world().resource::<State<InkPhase>>().get(),
        InkPhase::Scored
    );
    assert_eq!(s.to_act(), None);
    assert!(s.world().resource::<InkGame>().result.is_some());
    assert!(s.submit(0, finish()).unwrap_err().contains("over"));
}

#[test]
fn every_player_draws_the_same_roll_and_the_dice_show_it() {
    let mut s = ink_session(&[HUMAN, HUMAN, HUMAN], 8);
    let roll = s.world().resource::<InkGame>().roll;
    let mut faces: Vec<(u8, _)> = s
        .world_mut()
        .query::<&RouteDie>()
        .iter(s.world())
        .map(|d| (d.slot, d.face))
        .collect();
    faces.sort_by_key(|f| f.0);
    assert_eq!(
        faces.iter().map(|f| f.1).collect::<Vec<_>>(),
        roll.dice.to_vec()
    );
    play_turn_first_legal(&mut s);
    assert_eq!(
        s.world().resource::<InkGame>().roll,
        roll,
        "same roll for seat 2"
    );
    play_turn_first_legal(&mut s);
    play_turn_first_legal(&mut s);
    assert_eq!(
        round_number(&s),
        2,
        "the round ends when every seat has finished"
    );
}

#[test]
fn seats_draw_in_turn_order_each_round() {
    let mut s = ink_session(&[HUMAN, HUMAN], 2);
    assert_eq!(s.to_act(), Some(0));
    play_turn_first_legal(&mut s);
    assert_eq!(s.to_act(), Some(1));
    assert_eq!(round_number(&s), 1);
    play_turn_first_legal(&mut s);
    assert_eq!((s.to_act(), round_number(&s)), (Some(0), 2));
}

#[test]
fn a_rolled_route_that_can_be_drawn_must_be_drawn() {
    let mut s = ink_session(&[HUMAN], 4);
    let err = s.submit(0, finish()).unwrap_err();
    assert!(err.to_lowercase().contains("must"), "{err}");
}

#[test]
fn each_die_is_drawn_once() {
    let mut s = ink_session(&[HUMAN], 6);
    let (sheet, progress) = sheet_and_progress(&s, 0);
    let roll = progress.roll;
    // A tile rolled on exactly one die.
    let once = sheet
        .legal_draws(&progress)
        .into_iter()
        .find(|p| roll.dice.iter().filter(|d| **d == p.tile).count() == 1)
        .expect("some single die can be drawn");
    s.submit(0, draw(once)).unwrap();
    let (sheet, progress) = sheet_and_progress(&s, 0);
    // Any placement of the same tile is now refused, whatever the square.
    let tries = sheet.legal_draws(&RoundProgress::new(progress.round, progress.roll));
    let same = tries
        .into_iter()
        .find(|p| p.tile == once.tile)
        .expect("geometrically possible");
    assert!(s.submit(0, draw(same)).is_err());
}

#[test]
fn only_one_special_route_per_round() {
    let mut s = ink_session(&[HUMAN], 12);
    let (sheet, progress) = sheet_and_progress(&s, 0);
    let first = sheet
        .legal_draws(&progress)
        .into_iter()
        .find(|p| p.tile.is_special())
        .expect("a special fits on an empty board at an exit");
    s.submit(0, draw(first)).unwrap();
    let (sheet, progress) = sheet_and_progress(&s, 0);
    assert!(
        sheet
            .legal_draws(&progress)
            .iter()
            .all(|p| !p.tile.is_special())
    );
}

#[test]
fn bots_finish_games_for_every_player_count_deterministically() {
    for seats in 1..=6 {
        let kinds: Vec<_> = (0..seats)
            .map(|i| if i % 2 == 0 { GREEDY } else { STRONG })
            .collect();
        let mut a = ink_session(&kinds, 100 + seats as u64);
        a.play_bots().unwrap();
        assert_eq!(a.to_act(), None, "{seats} seats finish");
        let mut b = ink_session(&kinds, 100 + seats as u64);
        b.play_bots().unwrap();
        assert_eq!(a.result(), b.result());
        let result = a.result().unwrap();
        assert_eq!(result.scores.len(), seats);
        assert!(!result.winners.is_empty());
        for score in &result.scores {
            let b = &score.breakdown;
            let part = |k: &str| b[k].as_i64().unwrap();
            assert_eq!(
                score.total,
                part("exits") + part("longest_rail") + part("longest_road") + part("centre")
                    - part("errors")
            );
        }
    }
}

#[test]
fn public_view_shows_every_board_round_and_scores() {
    let mut s = ink_session(&[GREEDY, GREEDY], 13);
    s.play_bots().unwrap();
    let view = s.public_view();
    assert_eq!(view["phase"], "scored");
    assert_eq!(view["round"], 7);
    let players = view["players"].as_array().unwrap();
    assert_eq!(players.len(), 2);
    for p in players {
        let board = p["board"].as_str().unwrap();
        assert_eq!(board.len() % 5, 0);
        assert!(board.len() >= 5 * 21, "bots draw most routes");
        assert!(p["score"]["total"].is_i64());
    }
}
