//! What a spectator of a Railroad Ink game sees: every sheet in the notation, the roll, who is drawing
//! and the scores. Railroad Ink hides nothing, so this is also every seat's view.

use super::InkEngine;
use super::phases::ROUNDS;
use super::rules::notation::format_board;
use super::state::InkGame;
use crate::engine::Engine;

/// The public view.
pub fn public(game: &InkGame) -> serde_json::Value {
    let scores = InkEngine::scores(game);
    let players: Vec<_> = game
        .sheets
        .iter()
        .enumerate()
        .map(|(seat, sheet)| {
            serde_json::json!({
                "seat": seat,
                "board": format_board(sheet.board.placements()),
                "rounds": sheet.rounds,
                "specials_used": sheet.specials_used.iter().map(|(t, _)| t.to_string()).collect::<Vec<_>>(),
                "finished_round": game.finished[seat],
                "score": scores[seat],
            })
        })
        .collect();
    serde_json::json!({
        "phase": if game.result.is_some() { "scored" } else { "drawing" },
        "round": game.round,
        "rounds": ROUNDS,
        "roll": game.roll.dice.iter().map(|d| d.to_string()).collect::<Vec<_>>(),
        "to_act": game.to_act(),
        "players": players,
        "winners": InkEngine::winners(game),
    })
}
