//! What a spectator of a Railroad Ink game sees: every sheet, the roll, who is drawing and the
//! scores. Railroad Ink hides nothing, so this is also every seat's view. As JSON (`ferrovia
//! state`) a sheet is its notation and a die its tile's name.

use super::InkEngine;
use super::phases::ROUNDS;
use super::rules::board::Placement;
use super::rules::notation::format_board;
use super::rules::tiles::TileId;
use super::state::InkGame;
use crate::engine::Engine;
use crate::table::SeatId;
use crate::table::driver::SeatScore;
use serde::{Serialize, Serializer};

/// One seat's sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SheetShown {
    /// Whose.
    pub seat: SeatId,
    /// Its routes in drawing order (the notation, as JSON).
    #[serde(serialize_with = "notation")]
    pub board: Vec<Placement>,
    /// The round each route was drawn in.
    pub rounds: Vec<u8>,
    /// The special routes used.
    pub specials_used: Vec<String>,
    /// Done with this round's dice.
    pub finished_round: bool,
    /// Its score so far.
    pub score: SeatScore,
}

/// Everything a spectator sees of a Railroad Ink game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InkPublic {
    /// `drawing` or `scored`.
    pub phase: &'static str,
    /// The round.
    pub round: u8,
    /// How many rounds there are.
    pub rounds: u8,
    /// This round's dice.
    #[serde(serialize_with = "names")]
    pub roll: Vec<TileId>,
    /// Who still draws.
    pub to_act: Option<SeatId>,
    /// The sheets, in seat order.
    pub players: Vec<SheetShown>,
    /// The winners, once scored.
    pub winners: Vec<SeatId>,
}

fn notation<S: Serializer>(board: &[Placement], s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format_board(board))
}

fn names<S: Serializer>(dice: &[TileId], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(dice.iter().map(ToString::to_string))
}

/// The public view.
pub fn public(game: &InkGame) -> InkPublic {
    let scores = InkEngine::scores(game);
    let players = game
        .sheets
        .iter()
        .zip(scores)
        .enumerate()
        .map(|(seat, (sheet, score))| SheetShown {
            seat,
            board: sheet.board.placements().to_vec(),
            rounds: sheet.rounds.clone(),
            specials_used: sheet
                .specials_used
                .iter()
                .map(|(t, _)| t.to_string())
                .collect(),
            finished_round: game.finished[seat],
            score,
        })
        .collect();
    InkPublic {
        phase: if game.result.is_some() {
            "scored"
        } else {
            "drawing"
        },
        round: game.round,
        rounds: ROUNDS,
        roll: game.roll.dice.to_vec(),
        to_act: game.to_act(),
        players,
        winners: InkEngine::winners(game),
    }
}
