//! When the game ends (rule 10): a broken bank ends it after the current set's last operating
//! round when it breaks in one, or after the next operating round when it breaks in a stock or
//! merger round; a share price on an end cell ends it with the current operating round. A later
//! trigger that ends the game sooner wins (the site's `GAME_END_LOCK_FIRST_TRIGGER = false`), and
//! on the same end the market's names it.
//! The end comes when an operating round finishes, before its merger round. Besides, the site
//! stops any game whose turn reaches 100 as its round finishes (a safety stop of its engine).

use super::super::data::PnwData;
use super::super::state::*;

/// Notes any trigger the last action pulled: the bank below zero, a price on an end cell (a
/// major's; from rules version 7 a minor's too, as the site's market ends the game for any
/// company reaching one).
pub fn note_triggers(data: &PnwData, game: &mut PnwGame) {
    let end_cells = &data.scenario(game.scenario).end_cells;
    let any_company = game.since(7);
    let on_end_cell = game.corps.iter().enumerate().any(|(i, c)| {
        (c.kind == Kind::Major || any_company && c.kind == Kind::Minor)
            && !c.closed
            && game
                .price(i as CorpIx)
                .is_some_and(|p| end_cells.contains(&p))
    });
    if game.bank < 0 {
        trigger(game, EndReason::Bank, after_set_or_next(game));
    }
    if on_end_cell {
        let at = match game.round {
            Round::Operating(_) => (game.turn, game.round_num),
            _ => next_round(game),
        };
        trigger(game, EndReason::StockMarket, at);
    }
}

/// The site's safety stop: a round finishing in this turn or later ends the game.
pub const LAST_TURN: u32 = 100;

/// Whether the game ends as the operating round now finishing ends.
pub fn due(game: &PnwGame) -> Option<EndReason> {
    game.end_coming
        .filter(|e| (game.turn, game.round_num) >= (e.turn, e.round))
        .map(|e| e.reason)
        .or_else(|| turn_limit(game))
}

/// Whether any round finishing now ends the game at the safety stop: for the trigger already
/// pulled, if any (the site names the game end check's reason), else for the turn limit.
pub fn turn_limit(game: &PnwGame) -> Option<EndReason> {
    (game.turn >= LAST_TURN).then(|| game.end_coming.map_or(EndReason::TurnLimit, |e| e.reason))
}

fn trigger(game: &mut PnwGame, reason: EndReason, (turn, round): (u32, u8)) {
    // On the same end the market's trigger names it (from rules version 9): the site ranks its
    // `current_or` timing above the bank's `full_or` (`GAME_END_TIMING_PRIORITY`).
    let names_it = |e: &EndComing| {
        game.since(9)
            && (turn, round) == (e.turn, e.round)
            && reason == EndReason::StockMarket
            && e.reason == EndReason::Bank
    };
    let sooner = game
        .end_coming
        .is_none_or(|e| (turn, round) < (e.turn, e.round) || names_it(&e));
    if sooner {
        game.end_coming = Some(EndComing {
            reason,
            turn,
            round,
        });
    }
}

/// A broken bank: the set's last operating round when it breaks in one, else the next one.
fn after_set_or_next(game: &PnwGame) -> (u32, u8) {
    match game.round {
        Round::Operating(_) => (game.turn, game.set_length.max(game.round_num)),
        _ => next_round(game),
    }
}

/// The operating round that comes next from a stock or merger round.
fn next_round(game: &PnwGame) -> (u32, u8) {
    match game.round {
        // The set's turn is counted before its stock round.
        Round::Stock(_) => (game.turn, 1),
        _ if game.round_num < game.set_length => (game.turn, game.round_num + 1),
        _ => (game.turn + 1, 1),
    }
}
