//! The strong bots play for majors, as 18xx players do: they pair minors for mergers and take
//! minors into majors, so majors form before the 6s and nobody borrows for a minor's late train.
//! (Before, each bot held five or six minors and no major until phase 6, and seed 1 ended with
//! two players more than $40,000 in debt.)

use ferrovia::games::pnw1822::bot;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::phases;
use ferrovia::games::pnw1822::rules::{self, setup};
use ferrovia::games::pnw1822::schema::ScenarioId;
use ferrovia::games::pnw1822::state::{Kind, PnwGame};
use ferrovia::table::BotLevel;

/// Plays a 3-seat full game of strong bots; the game at its end and the phase (index) in which
/// the first major floated.
fn strong_game(seed: u64) -> (PnwGame, Option<u8>) {
    let data = pnw();
    let mut game =
        setup::new_game(data, ScenarioId::Full, 3, seed, setup::Options::default()).unwrap();
    let mut first_major = None;
    let mut step = 0;
    while let Some(seat) = rules::to_act(&game) {
        let action = bot::choose(data, &game, seat, BotLevel::Strong, seed * 1000 + step)
            .expect("a bot always has a move");
        phases::act(&mut game, seat, &action).expect("the bot's move is legal");
        let major = game
            .corps
            .iter()
            .any(|c| c.kind == Kind::Major && c.floated);
        if major && first_major.is_none() {
            first_major = Some(game.phase);
        }
        step += 1;
    }
    (game, first_major)
}

#[test]
fn strong_bots_form_majors_early_and_end_out_of_debt() {
    let (game, first_major) = strong_game(1);
    assert!(game.ended.is_some());
    let debts: Vec<i64> = game.players.iter().map(|p| p.debt).collect();
    assert_eq!(debts, vec![0, 0, 0], "no player ends in debt");
    // Phase index 4 is phase 5: a major by then takes in minors before the 6 rusts their 3s
    // (the old bots' first major floated in phase 6, seed 1).
    assert!(
        first_major.is_some_and(|p| p <= 4),
        "a major floated in phase index {first_major:?}"
    );
}
