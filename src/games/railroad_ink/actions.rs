//! What a Railroad Ink player can do: draw a route, or declare the round finished.

use super::rules::board::Placement;
use serde::{Deserialize, Serialize};

/// A Railroad Ink action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum InkAction {
    /// Draw a rolled route (or a special route) on your sheet.
    Draw(Placement),
    /// You have drawn everything you must this round.
    FinishRound,
}
