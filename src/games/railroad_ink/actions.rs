//! What a Railroad Ink player can do — draw a route, or declare the round finished — and why the
//! rules may refuse it.

use super::rules::board::Placement;
use super::rules::sheet::InkError;
use crate::table::SeatId;
use serde::{Deserialize, Serialize};

/// A Railroad Ink action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum InkAction {
    /// Draw a rolled route (or a special route) on your sheet.
    Draw(Placement),
    /// You have drawn everything you must this round.
    FinishRound,
}

/// Why a Railroad Ink action is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InkRefusal {
    /// The game is over.
    Over,
    /// Another seat is drawing.
    NotYourTurn {
        /// The seat drawing.
        to_act: SeatId,
        /// The seat that tried.
        seat: SeatId,
    },
    /// The drawing rules refuse it.
    Rule(InkError),
}

impl std::fmt::Display for InkRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InkRefusal::Over => f.write_str("the game is over"),
            InkRefusal::NotYourTurn { to_act, seat } => write!(
                f,
                "it is seat {}'s turn to draw, not seat {}",
                to_act + 1,
                seat + 1
            ),
            InkRefusal::Rule(e) => e.fmt(f),
        }
    }
}
