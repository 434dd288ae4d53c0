//! A game of Railroad Ink as one plain value: every sheet, the shared roll and each seat's progress
//! through it. The rules, the bots and the tests compute on it; the pieces mirror it for the views.

use super::rules::dice::Roll;
use super::rules::scoring::{Score, ScoreOptions};
use super::rules::sheet::{RoundProgress, Sheet};
use crate::table::SeatId;
use bevy::prelude::Resource;
use serde::Serialize;

/// The whole game.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InkGame {
    /// Each seat's sheet.
    pub sheets: Vec<Sheet>,
    /// Current round, 1–7.
    pub round: u8,
    /// The roll every player draws.
    pub roll: Roll,
    /// Each seat's progress this round.
    pub progress: Vec<RoundProgress>,
    /// Whether each seat has finished the round.
    pub finished: Vec<bool>,
    /// Scoring options chosen at setup.
    pub options: ScoreOptions,
    /// Final scores and winners, once the seventh round is over.
    pub result: Option<InkFinal>,
}

impl InkGame {
    /// A game whose first round is `roll`.
    pub fn new(seats: usize, roll: Roll, options: ScoreOptions) -> Self {
        InkGame {
            sheets: vec![Sheet::default(); seats],
            round: 1,
            roll,
            progress: vec![RoundProgress::new(1, roll); seats],
            finished: vec![false; seats],
            options,
            result: None,
        }
    }

    /// The first seat still drawing this round (hot-seat goes round the table in seat order).
    pub fn to_act(&self) -> Option<SeatId> {
        if self.result.is_some() {
            return None;
        }
        self.finished.iter().position(|f| !f)
    }

    /// Resets every seat's progress for a new roll.
    pub fn start_round(&mut self, number: u8, rolled: Roll) {
        self.round = number;
        self.roll = rolled;
        for p in self.progress.iter_mut() {
            *p = RoundProgress::new(number, rolled);
        }
        self.finished.iter_mut().for_each(|f| *f = false);
    }
}

/// Final scores and winners.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InkFinal {
    /// Each seat's score sheet.
    pub scores: Vec<Score>,
    /// Winning seats (shared on a full tie).
    pub winners: Vec<SeatId>,
}
