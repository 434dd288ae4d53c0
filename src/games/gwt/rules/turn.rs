//! Phase C and the turn's end: draw up to the hand limit (the discard pile is shuffled in only when
//! the stack runs out), then the next seat; once the end is triggered, every other player has one
//! final turn and the game is scored.

use super::cards;
use crate::games::gwt::state::{GwtGame, Stage};
use rand_chacha::ChaCha8Rng;

/// Draws the seat to act up to their hand limit; whether a card was drawn.
pub fn draw_up(game: &mut GwtGame, rng: &mut ChaCha8Rng) -> bool {
    let p = &mut game.players[game.seat];
    let want = p.hand_limit().saturating_sub(p.hand.len());
    cards::draw(p, want, rng) > 0
}

/// Ends the turn: counts final turns, then hands over to the next seat (or scores the game).
pub fn next_turn(game: &mut GwtGame) {
    if let Some(ending) = &mut game.ending {
        if ending.by != game.seat {
            ending.turns_left = ending.turns_left.saturating_sub(1);
        }
        if ending.turns_left == 0 {
            game.stage = Stage::Over;
            game.todo.clear();
            return;
        }
    }
    game.seat = (game.seat + 1) % game.player_count();
    game.turn += 1;
    game.used_buildings.clear();
    game.shown.clear();
    game.stage = if game.players[game.seat].herder.is_none() {
        Stage::Opening
    } else {
        Stage::Move
    };
}
