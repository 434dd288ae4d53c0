//! Whole games of Great Western Trail, played by random legal choices: they end, the end is
//! triggered by the job market, and every invariant holds throughout.

use ferrovia::engine::{Engine, random, steps};
use ferrovia::games::GameId;
use ferrovia::games::gwt::{GwtEngine, GwtGame};
use ferrovia::table::rng::bot_seed;
use ferrovia::table::{GameSetup, SeatKind};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays a whole game by random legal actions; returns the final state and the number of actions.
pub fn random_game(seats: usize, seed: u64) -> (GwtGame, usize) {
    let setup = GameSetup::new(GameId::Gwt, &vec![SeatKind::Human; seats], seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = GwtEngine::setup(&setup, GwtEngine::RULES_VERSION, &mut rng).expect("setup");
    let mut n = 0;
    while let Some(seat) = GwtEngine::to_act(&game) {
        let view = GwtEngine::seat_view(&game, seat);
        let action = random::choose::<GwtEngine>(&view, seat, bot_seed(seed, n, seat))
            .unwrap_or_else(|| {
                panic!(
                    "seat {seat} has nothing legal at {:?}: {:?}",
                    game.stage, game.todo
                )
            });
        GwtEngine::check(&game, seat, &action).expect("listed actions are legal");
        steps::apply::<GwtEngine>(&mut game, &mut rng, seat, &action);
        if let Err(e) = GwtEngine::invariants(&game) {
            panic!("after {action:?} (action {n}): {e}");
        }
        n += 1;
        assert!(n < 20_000, "a game of {seats} ends");
    }
    (game, n)
}

#[test]
fn random_games_end_at_every_player_count() {
    for seats in 2..=4 {
        for seed in 0..3 {
            let (game, n) = random_game(seats, seed);
            assert!(game.over());
            let ending = game.ending.expect("the job market ended it");
            assert!(game.players[ending.by].job_token);
            assert!(n > 100, "{n} actions");
        }
    }
}

#[test]
#[ignore]
fn show_a_random_game() {
    for seats in 2..=4 {
        let (game, n) = random_game(seats, 1);
        println!(
            "{seats} seats: {n} actions, {} turns, token row {}",
            game.turn, game.jobs.token_row
        );
        for s in GwtEngine::scores(&game) {
            println!("  {} {:?}", s.total, s.breakdown);
        }
        println!("  {:?}", game.players[0]);
    }
}

#[test]
fn the_cards_are_turned_over_only_at_the_end_and_count_as_the_sheet_does() {
    let (game, _) = random_game(3, 5);
    let view = serde_json::to_value(GwtEngine::public_view(&game)).unwrap();
    let scores = GwtEngine::scores(&game);
    for (s, p) in view["players"].as_array().unwrap().iter().enumerate() {
        let cards = p["cards"].as_array().expect("every card shown at the end");
        assert_eq!(cards.len(), game.players[s].deck().count());
        // The cattle category is the printed VP of the cattle cards shown.
        let cattle: i64 = cards.iter().filter_map(|c| c["vp"].as_i64()).sum();
        assert_eq!(
            Some(cattle),
            scores[s].breakdown.get("cattle").and_then(|v| v.as_i64())
        );
    }
    // Before the end, no player's cards are listed.
    let setup = GameSetup::new(GameId::Gwt, &[SeatKind::Human; 3], 5);
    let fresh = GwtEngine::setup(
        &setup,
        GwtEngine::RULES_VERSION,
        &mut ChaCha8Rng::seed_from_u64(5),
    )
    .unwrap();
    let view = serde_json::to_value(GwtEngine::public_view(&fresh)).unwrap();
    assert!(view["players"][0].get("cards").is_none());
}
