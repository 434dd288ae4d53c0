//! The record: the setup plus every accepted action. The game *is* its record; saves are records in RON.

use super::setup::{GameSetup, SeatId};
use crate::games::GameAction;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Version of the save-file layout. Bump it with a migration in [`Record::from_ron`]; never break old files.
pub const FORMAT: u32 = 1;

/// The app version that wrote a record, stamped by `build.rs` (crate version + git commit when known).
pub const APP_VERSION: &str = env!("FERROVIA_BUILD_VERSION");

/// One accepted action and who took it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamped {
    /// The acting seat.
    pub seat: SeatId,
    /// The action.
    pub action: GameAction,
}

/// A whole game: load = replay of `actions` from `setup`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Save-file layout version ([`FORMAT`]).
    pub format: u32,
    /// The app that wrote it ([`APP_VERSION`]); informative only.
    pub app_version: String,
    /// The rules version of the game when written (see `GameRules::rules_version`).
    pub rules_version: u32,
    /// How the game was set up.
    pub setup: GameSetup,
    /// Every accepted action, in order.
    pub actions: Vec<Stamped>,
    /// The chess clock's readings, if the game has one: beside the record, never in the rules'
    /// state (a record replays to the same game with or without it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<super::clock::ChessClock>,
}

/// Why a record could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The text is not a record; line and column are 1-based.
    Syntax {
        /// Line of the error.
        line: usize,
        /// Column of the error.
        col: usize,
        /// What the parser expected.
        message: String,
    },
    /// Written by a newer Ferrovia.
    TooNew(u32),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax { line, col, message } => {
                write!(f, "line {line}, column {col}: {message}")
            }
            RecordError::TooNew(v) => write!(
                f,
                "save format {v} was written by a newer Ferrovia (this one reads up to {FORMAT})"
            ),
        }
    }
}

impl Record {
    /// An empty record for a new game.
    pub fn new(setup: GameSetup, rules_version: u32) -> Self {
        Record {
            format: FORMAT,
            app_version: APP_VERSION.to_string(),
            rules_version,
            setup,
            actions: Vec::new(),
            clock: None,
        }
    }

    /// The record as pretty RON, as saved.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(true)
            .depth_limit(4);
        // Serializing plain data to a String cannot fail; fall back to compact RON if it ever did.
        ron::ser::to_string_pretty(self, config)
            .or_else(|_| ron::to_string(self))
            .unwrap_or_default()
    }

    /// Reads a record, migrating older formats (none yet: format 1 is the first).
    pub fn from_ron(text: &str) -> Result<Record, RecordError> {
        ron::from_str::<Record>(text).map_err(|e| {
            // A newer file may fail on fields we do not know: say so rather than naming the field.
            match declared_format(text) {
                Some(v) if v > FORMAT => RecordError::TooNew(v),
                _ => RecordError::Syntax {
                    line: e.span.start.line,
                    col: e.span.start.col,
                    message: e.code.to_string(),
                },
            }
        })
    }
}

/// The `format: N` a file declares, read loosely so it works on files we cannot parse.
fn declared_format(text: &str) -> Option<u32> {
    let rest = &text[text.find("format:")? + "format:".len()..];
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}
