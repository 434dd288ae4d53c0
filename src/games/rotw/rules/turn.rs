//! The turn: who acts next, the income phase, and the end of the game.

use super::super::data::RotwData;
use super::super::state::{AuctionRule, Phase, RotwGame, TURN_CAP};
use super::auction::clockwise;
use super::pay;
use crate::table::SeatId;

/// Rounds of actions per turn.
pub const ROUNDS: u8 = 3;

/// Opens a turn: the auction, opened by `opener` (the previous first player) — or, in turn 1 of the
/// no-bid variant, seat 1 goes first and each later seat is paid $1k more than the one before.
pub fn start_turn(game: &mut RotwGame, _data: &RotwData, opener: SeatId) {
    let n = game.players.len();
    game.cards.used_this_turn.clear();
    if game.turn == 1 && game.options.auction == AuctionRule::NoBidFirstTurn {
        game.order = clockwise(n, 0);
        for (k, &seat) in game.order.iter().enumerate() {
            game.players[seat].money += k as u32;
        }
        game.first = 0;
        game.phase = Phase::Actions;
        game.round = 1;
        game.acting = 0;
        return;
    }
    game.first = opener;
    game.phase = super::setup::auction(n, opener);
}

/// Marks the end when enough cities are empty: this turn is finished and one more is played.
pub fn check_end_trigger(game: &mut RotwGame) {
    if game.end_turn.is_none() && game.empty_markers() >= game.options.empty_cities_to_end {
        game.end_turn = Some(game.turn + 1);
    }
}

/// After an action: the same seat again (Railroad Executive), the next seat, the next round, or income.
pub fn advance(game: &mut RotwGame) {
    if game.extra_actions > 0 {
        game.extra_actions -= 1;
        return;
    }
    game.acting += 1;
    if game.acting >= game.order.len() {
        game.acting = 0;
        game.round += 1;
        if game.round > ROUNDS {
            game.phase = Phase::Income;
        }
    }
}

/// Income: every player collects the income at his track position.
pub fn pay_income(game: &mut RotwGame, data: &RotwData) {
    for p in &mut game.players {
        p.money += data.income_at(p.income);
    }
}

/// Interest: $1k per bond; who cannot pay issues bonds first (they pay interest from next turn).
pub fn pay_interest(game: &mut RotwGame, data: &RotwData) {
    for seat in 0..game.players.len() {
        let due = game.players[seat].bonds * data.rules.bond_interest;
        pay(game, data, seat, due);
    }
}

/// Incomplete links come off the board.
pub fn remove_incomplete(game: &mut RotwGame) {
    game.links.retain(|l| l.to.is_some());
    game.rebuild_layout();
}

/// One more operations card is turned up.
pub fn reveal_card(game: &mut RotwGame) {
    if let Some(c) = game.cards.deck.draw() {
        game.cards.display.push(c);
    }
}

/// Records the track positions and starts the next turn, or ends the game after its last turn.
pub fn next_turn(game: &mut RotwGame, data: &RotwData) {
    game.history
        .push(game.players.iter().map(|p| p.income).collect());
    if game.end_turn.is_some_and(|t| game.turn >= t) || game.turn >= TURN_CAP {
        game.phase = Phase::Over;
        return;
    }
    game.turn += 1;
    game.round = 1;
    start_turn(game, data, game.first);
}
