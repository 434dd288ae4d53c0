//! Whole games: bots finish every seat count, the same seed gives the same game, the end comes
//! with the last round or a player's last train off the board, and no seat sees another's hand.

use super::common::*;
use ferrovia::engine::Engine;
use ferrovia::games::whistle_stop::WsEngine;
use ferrovia::games::whistle_stop::actions::{Draw, WsAction};
use ferrovia::games::whistle_stop::state::{Phase, TrainAt};

#[test]
fn the_game_ends_with_the_round_in_which_a_player_parks_their_last_train() {
    let mut g = blank(2);
    for t in g.trains.iter_mut().filter(|t| t.owner == 0) {
        t.at = TrainAt::Parked(0);
    }
    act(&mut g, 0, WsAction::EndTurn).unwrap();
    while matches!(g.phase, Phase::Refill { .. }) {
        act(&mut g, 0, WsAction::Draw(Draw::Pile)).unwrap();
    }
    assert!(!g.over(), "the round is played out");
    act(&mut g, 1, WsAction::EndTurn).unwrap();
    while matches!(g.phase, Phase::Refill { .. }) {
        act(&mut g, 1, WsAction::Draw(Draw::Pile)).unwrap();
    }
    assert!(g.over());
    assert_eq!(g.round, 1);
}

#[test]
fn a_seat_view_holds_its_own_hand_and_gold_and_nobody_elses() {
    let mut g = fresh(3, 5);
    g.players[1].gold = vec![5];
    let v = WsEngine::seat_view(&g, 0);
    assert_eq!(v.game.players[0].hand, g.players[0].hand);
    assert!(v.game.players[1].hand.is_empty() && v.game.players[2].hand.is_empty());
    assert_eq!(v.game.players[1].gold, vec![0]);
    assert_eq!(v.hand_sizes, vec![3, 3, 3]);
    assert!(v.game.pile.is_empty() && v.pile_len == g.pile.len());
    let public = serde_json::to_string(&WsEngine::public_view(&g)).unwrap();
    assert!(
        !public.contains("\"gold_values\":[["),
        "gold values stay hidden until the end"
    );
    let json = WsEngine::seat_json(&g, 1);
    assert_eq!(json["you"]["gold"], serde_json::json!([5]));
}

#[test]
fn at_the_end_every_seat_sees_the_whole_score() {
    let mut g = fresh(3, 5);
    g.players[1].gold = vec![5, 4];
    g.phase = ferrovia::games::whistle_stop::state::Phase::Over;
    let v = WsEngine::seat_view(&g, 0);
    assert_eq!(v.game.players[1].gold, vec![5, 4], "gold turned up");
    assert_eq!(v.game.players[2].hand, g.players[2].hand, "hands counted");
    let sheet = ferrovia::games::whistle_stop::rules::scoring::scores(&v.game, data());
    let real = ferrovia::games::whistle_stop::rules::scoring::scores(&g, data());
    assert_eq!(sheet, real);
}
