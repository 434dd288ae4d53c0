//! The game-agnostic table: setup, seats, the seeded rng, one way in for actions, the record, saves and undo.

pub mod clock;
pub mod driver;
pub mod hash;
pub mod public;
pub mod record;
pub mod rng;
pub mod save;
pub mod session;
pub mod setup;
pub mod viewer;

use bevy::prelude::*;
use std::path::PathBuf;

pub use driver::{ActiveTable, GameResult, SeatResult};
pub use public::{GameView, PublicView};
pub use record::{Record, Stamped};
pub use rng::GameRng;
pub use setup::{BotLevel, GameSetup, Seat, SeatColour, SeatId, SeatKind};

use crate::games::GameAction;

/// Which game is on the table. Each game's phases are a sub-state of its value here, so a game's
/// screen and scene exist only while it is on the table, and leave with it.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum TableState {
    /// No game.
    #[default]
    Empty,
    /// This game.
    Playing(crate::games::GameId),
}

/// One way in: every change to a game is a seat submitting an action (UI, bot, replay and CLI alike).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SubmitAction {
    /// Who acts.
    pub seat: SeatId,
    /// What they do.
    pub action: GameAction,
}

/// Requests about the table itself rather than the game on it.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum TableRequest {
    /// Start a new game (autosaved to a fresh file).
    Start(GameSetup),
    /// Load and replay a saved game.
    Load(PathBuf),
    /// Resume the most recently autosaved game.
    Continue,
    /// Take back the active seat's last action, if the rules allow it.
    Undo,
    /// Write the record to this file too.
    SaveAs(PathBuf),
    /// Leave the game (it stays autosaved).
    Close,
    /// Watch a saved record in the replay viewer, from this action (read-only, never saved).
    Watch(PathBuf, usize),
    /// Take the watched record to this action.
    View(usize),
    /// Play the watched record on from where the viewer stands, as a new game of its own.
    PlayOn,
    /// Put a chess clock on the game on the table (or take it off); kept in the save.
    SetClock(Option<clock::ClockRules>),
}

/// What the table tells the presentation after each request or action.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum TableNotice {
    /// A game is on the table (new, loaded or continued).
    Started,
    /// An action was accepted and applied.
    Accepted {
        /// Who acted.
        seat: SeatId,
        /// What they did.
        action: GameAction,
    },
    /// An action was refused; nothing changed.
    Rejected {
        /// Who tried.
        seat: SeatId,
        /// Why, in words a player understands (English).
        reason: String,
        /// The same reason as a translation key with arguments, when the game gives one.
        words: Option<driver::Words>,
    },
    /// The last action was taken back.
    Undone,
    /// A chess clock was put on the game (or taken off).
    ClockSet,
    /// Undo was refused.
    UndoRefused(String),
    /// A file could not be loaded; the message names the file, the place and the reason.
    LoadFailed(String),
    /// The record was written to this file.
    Saved(PathBuf),
    /// Saving failed (the game goes on; the previous file is intact).
    SaveFailed(String),
    /// The game left the table.
    Closed,
}

/// Headless table: messages, the driver and autosave. Added by [`crate::RulesPlugins`].
pub fn plugin(app: &mut App) {
    app.init_state::<TableState>()
        .add_message::<SubmitAction>()
        .add_message::<TableRequest>()
        .add_message::<TableNotice>()
        .add_plugins(driver::plugin);
}
