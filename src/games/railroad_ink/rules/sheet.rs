//! One player's sheet across the game and the round rules: each die once, specials limited, must draw what fits.

use super::board::{Board, Placement};
use super::dice::Roll;
use super::legality::{self, Illegal};
use super::tiles::TileId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Rounds in a base game, and special routes allowed per game (from the sheet's data file).
pub use super::data::{MAX_SPECIALS, ROUNDS};

/// A player's sheet: the board plus the bookkeeping the round rules need.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sheet {
    /// What is drawn, in order.
    pub board: Board,
    /// Round number of each placement, parallel to `board.placements()` (the numbers players write in squares).
    pub rounds: Vec<u8>,
    /// Special routes used so far, with their round.
    pub specials_used: Vec<(TileId, u8)>,
}

/// Where a player is within the current round.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoundProgress {
    /// Round number, 1–7.
    pub round: u8,
    /// This round's dice.
    pub roll: Roll,
    /// Which dice this player has drawn already.
    pub drawn: [bool; 4],
    /// The special route drawn this round, if any.
    pub special: Option<TileId>,
}

impl RoundProgress {
    /// The start of round `round` with dice `roll`: nothing drawn yet.
    pub fn new(round: u8, roll: Roll) -> RoundProgress {
        RoundProgress {
            round,
            roll,
            drawn: [false; 4],
            special: None,
        }
    }

    /// The dice not drawn yet, in die order (duplicates kept: they are separate dice).
    pub fn remaining(&self) -> Vec<TileId> {
        self.roll
            .dice
            .iter()
            .zip(self.drawn)
            .filter(|(_, d)| !d)
            .map(|(t, _)| *t)
            .collect()
    }

    /// The index of an undrawn die showing `tile`.
    fn undrawn_die(&self, tile: TileId) -> Option<usize> {
        (0..4).find(|&i| !self.drawn[i] && self.roll.dice[i] == tile)
    }
}

/// Why a draw or the end of a round is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InkError {
    /// The placement breaks the drawing rules.
    Illegal(Illegal),
    /// No die shows this route this round.
    NotRolled(TileId),
    /// Every die showing this route is drawn already.
    AlreadyDrawn(TileId),
    /// This special route was used in an earlier round.
    SpecialUsed(TileId),
    /// A special route was already drawn this round.
    OneSpecialPerRound,
    /// Three special routes are used already.
    ThreeSpecialsPerGame,
    /// A die still has a legal place, so the round cannot end.
    MustDraw(TileId),
}

impl fmt::Display for InkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InkError::Illegal(i) => i.fmt(f),
            InkError::NotRolled(t) => {
                write!(f, "no die shows the {} ({t}) this round", t.english_name())
            }
            InkError::AlreadyDrawn(t) => write!(
                f,
                "you already drew the {} ({t}) this round",
                t.english_name()
            ),
            InkError::SpecialUsed(t) => write!(f, "you already used {t} in an earlier round"),
            InkError::OneSpecialPerRound => {
                f.write_str("you may draw only one special route per round")
            }
            InkError::ThreeSpecialsPerGame => {
                f.write_str("you have used all 3 special routes allowed in a game")
            }
            InkError::MustDraw(t) => write!(
                f,
                "you must still draw the {} ({t}): it has a legal place",
                t.english_name()
            ),
        }
    }
}

impl std::error::Error for InkError {}

impl From<Illegal> for InkError {
    fn from(i: Illegal) -> Self {
        InkError::Illegal(i)
    }
}

impl Sheet {
    /// An empty sheet.
    pub fn new() -> Sheet {
        Sheet::default()
    }

    /// Whether special route `tile` may be drawn now (ignoring where).
    pub fn special_allowed(&self, progress: &RoundProgress, tile: TileId) -> Result<(), InkError> {
        if progress.special.is_some() {
            return Err(InkError::OneSpecialPerRound);
        }
        if self.specials_used.iter().any(|(t, _)| *t == tile) {
            return Err(InkError::SpecialUsed(tile));
        }
        if self.specials_used.len() >= MAX_SPECIALS {
            return Err(InkError::ThreeSpecialsPerGame);
        }
        Ok(())
    }

    /// Checks that `p` may be drawn now: its die is rolled and undrawn (or the special is
    /// allowed), and the placement is legal on the current board.
    pub fn check_draw(&self, progress: &RoundProgress, p: &Placement) -> Result<(), InkError> {
        if p.tile.is_special() {
            self.special_allowed(progress, p.tile)?;
        } else if progress.undrawn_die(p.tile).is_none() {
            return Err(if progress.roll.dice.contains(&p.tile) {
                InkError::AlreadyDrawn(p.tile)
            } else {
                InkError::NotRolled(p.tile)
            });
        }
        legality::check(&self.board, p)?;
        Ok(())
    }

    /// Checks and draws `p`, updating the round's progress and the sheet's bookkeeping.
    pub fn draw(&mut self, progress: &mut RoundProgress, p: Placement) -> Result<(), InkError> {
        self.check_draw(progress, &p)?;
        if p.tile.is_special() {
            progress.special = Some(p.tile);
            self.specials_used.push((p.tile, progress.round));
        } else if let Some(i) = progress.undrawn_die(p.tile) {
            progress.drawn[i] = true;
        }
        self.board.place(p);
        self.rounds.push(progress.round);
        Ok(())
    }

    /// The round may end only when every undrawn die has no legal place on the board.
    pub fn check_finish(&self, progress: &RoundProgress) -> Result<(), InkError> {
        for i in 0..4 {
            let t = progress.roll.dice[i];
            if !progress.drawn[i] && legality::has_legal_placement(&self.board, t) {
                return Err(InkError::MustDraw(t));
            }
        }
        Ok(())
    }

    /// Every placement that may be drawn next: undrawn dice (each face once) and allowed specials.
    pub fn legal_draws(&self, progress: &RoundProgress) -> Vec<Placement> {
        let mut tiles: Vec<TileId> = progress.remaining();
        tiles.sort();
        tiles.dedup();
        for s in TileId::SPECIALS {
            if self.special_allowed(progress, s).is_ok() {
                tiles.push(s);
            }
        }
        let mut out = Vec::new();
        for t in tiles {
            legality::for_each_legal(&self.board, t, |p| out.push(p));
        }
        out
    }
}
