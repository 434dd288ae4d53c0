//! A headless game in its own `App`: what the CLI, the tests, the bots' benchmarks and replays use.

use super::driver::GameRules;
use super::driver::{self, GameResult, ReplayError};
use super::record::Record;
use super::setup::{GameSetup, SeatId};
use crate::games::GameAction;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

/// The rules-only app: no window, no GPU, no time.
pub fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, crate::RulesPlugins));
    app.update();
    app
}

/// One game on a headless table.
pub struct Session {
    app: App,
    /// Rules the registry does not list, and their plugin (a test game).
    own: Option<OwnRules>,
}

/// A game that is not in the registry: its rules and its headless plugin.
#[derive(Clone, Copy)]
pub struct OwnRules {
    /// The rules.
    pub rules: &'static dyn GameRules,
    /// Its phase state and schedules.
    pub plugin: fn(&mut App),
}

impl Session {
    /// A new game (not autosaved).
    pub fn new(setup: GameSetup) -> Result<Session, String> {
        let mut app = headless_app();
        driver::start(app.world_mut(), setup, None)?;
        Ok(Session { app, own: None })
    }

    /// A new game of rules the registry does not list (a test game).
    pub fn with_rules(own: OwnRules, setup: GameSetup) -> Result<Session, String> {
        let mut app = headless_app();
        (own.plugin)(&mut app);
        driver::start_with(app.world_mut(), own.rules, setup, None)?;
        Ok(Session {
            app,
            own: Some(own),
        })
    }

    /// Rebuilds a game from its record.
    pub fn replay(record: &Record) -> Result<Session, ReplayError> {
        let mut app = headless_app();
        driver::replay(app.world_mut(), record, None)?;
        Ok(Session { app, own: None })
    }

    /// Rebuilds a game of rules the registry does not list.
    pub fn replay_with(own: OwnRules, record: &Record) -> Result<Session, ReplayError> {
        let mut app = headless_app();
        (own.plugin)(&mut app);
        driver::replay_with(app.world_mut(), own.rules, record, None)?;
        Ok(Session {
            app,
            own: Some(own),
        })
    }

    /// The same kind of game from another record (the registry's rules, or this session's own).
    pub fn rebuild(&self, record: &Record) -> Result<Session, ReplayError> {
        match self.own {
            Some(own) => Session::replay_with(own, record),
            None => Session::replay(record),
        }
    }

    /// The game after the first `n` actions of this session's record: a mid-game checkpoint to
    /// assert on.
    pub fn at_action(&self, n: usize) -> Result<Session, ReplayError> {
        let record = self.record();
        if n > record.actions.len() {
            return Err(ReplayError {
                action: n,
                reason: format!("the record has only {} actions", record.actions.len()),
            });
        }
        let mut prefix = record.clone();
        prefix.actions.truncate(n);
        self.rebuild(&prefix)
    }

    /// The world, to read state.
    pub fn world(&self) -> &World {
        self.app.world()
    }

    /// The world, for tests that arrange a position.
    pub fn world_mut(&mut self) -> &mut World {
        self.app.world_mut()
    }

    /// Submits an action: the one way in.
    pub fn submit(&mut self, seat: SeatId, action: GameAction) -> Result<(), String> {
        driver::submit(self.app.world_mut(), seat, action)
    }

    /// Lets bots act until a human must decide or the game ends.
    pub fn play_bots(&mut self) -> Result<(), String> {
        while self.step_bot()? {}
        Ok(())
    }

    /// Lets the bot to act take one decision (timed one by one by the bots' bench); `false`
    /// when a human must decide or the game is over.
    pub fn step_bot(&mut self) -> Result<bool, String> {
        driver::step_bot(self.app.world_mut())
    }

    /// Takes the game back to its first `n` actions, whoever took them (a replay's step back).
    pub fn rewind(&mut self, n: usize) -> Result<(), ReplayError> {
        driver::rewind(self.app.world_mut(), n)
    }

    /// Takes back the last action of the seat to act.
    pub fn undo(&mut self) -> Result<(), String> {
        driver::undo(self.app.world_mut())
    }

    /// Whose decision the game waits for.
    pub fn to_act(&self) -> Option<SeatId> {
        driver::active_rules(self.world()).and_then(|r| r.to_act(self.world()))
    }

    /// The record so far.
    pub fn record(&self) -> &Record {
        &self.world().resource::<driver::ActiveTable>().record
    }

    /// The result (scores so far while running); `None` if a failed undo emptied the table.
    pub fn result(&self) -> Option<GameResult> {
        driver::result(self.world())
    }

    /// Everything a spectator may see: the stream's and the overlay's input.
    pub fn public(&self) -> Option<super::PublicView> {
        super::PublicView::of(self.world())
    }

    /// What a spectator sees.
    pub fn public_view(&self) -> serde_json::Value {
        driver::active_rules(self.world())
            .map(|r| r.public_view(self.world()).json())
            .unwrap_or_default()
    }

    /// What one seat sees: the public view plus that seat's secrets.
    pub fn seat_json(&self, seat: SeatId) -> Result<serde_json::Value, String> {
        let seats = self.record().setup.seats.len();
        if seat >= seats {
            return Err(format!(
                "there is no seat {seat}: the game has seats 0 to {}",
                seats - 1
            ));
        }
        Ok(driver::active_rules(self.world())
            .map(|r| r.seat_json(self.world(), seat))
            .unwrap_or_default())
    }
}
