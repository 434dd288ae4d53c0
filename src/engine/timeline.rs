//! Replay, load and undo as a fold of the record over the plain state, from the nearest checkpoint:
//! the state after every [`EVERY`]th action is kept, so taking back one action or stepping a replay
//! back replays at most that many actions, however long the game.

use super::{Engine, steps};
use crate::table::SeatId;
use crate::table::driver::{LogLine, ReplayError};
use crate::table::record::Stamped;
use bevy::prelude::*;
use rand_chacha::ChaCha8Rng;

/// Actions between checkpoints: undo replays at most this many.
pub const EVERY: usize = 16;

/// The state and the rng after `at` actions.
#[derive(Clone)]
pub struct Checkpoint<E: Engine> {
    /// Actions applied.
    pub at: usize,
    /// The game then.
    pub state: E::State,
    /// The rng then.
    pub rng: ChaCha8Rng,
}

/// The checkpoints of the game on the table, oldest first (the setup is always the first), and
/// the log of the actions applied: a checkpoint is never later than the head, so the lines before
/// any fold's start are already here and only the folded actions are put in words.
#[derive(Resource)]
pub struct Timeline<E: Engine> {
    checkpoints: Vec<Checkpoint<E>>,
    /// Actions applied to the state on the table.
    pub head: usize,
    /// One line per action applied, oldest first.
    log: Vec<LogLine>,
}

impl<E: Engine> Timeline<E> {
    /// A timeline starting at the setup.
    pub fn new(state: E::State, rng: ChaCha8Rng) -> Self {
        Timeline {
            checkpoints: vec![Checkpoint { at: 0, state, rng }],
            head: 0,
            log: Vec::new(),
        }
    }

    /// The log of the actions applied, one line each, oldest first.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// Records one more action applied live: its line (put in words from the game before it) and
    /// the state after it, if a checkpoint is due.
    pub fn push(&mut self, line: LogLine, state: &E::State, rng: &ChaCha8Rng) {
        self.head += 1;
        self.log.push(line);
        self.note(self.head, state, rng);
    }

    /// Keeps the state after `at` actions if a checkpoint is due there.
    pub fn note(&mut self, at: usize, state: &E::State, rng: &ChaCha8Rng) {
        let last = self.checkpoints.last().map_or(0, |c| c.at);
        if at.is_multiple_of(EVERY) && at > last {
            self.checkpoints.push(Checkpoint {
                at,
                state: state.clone(),
                rng: rng.clone(),
            });
        }
    }

    /// The latest checkpoint at or before `n` actions; later ones are dropped (they belong to a
    /// future that undo just took back).
    pub fn rewind(&mut self, n: usize) -> &Checkpoint<E> {
        while self.checkpoints.len() > 1 && self.checkpoints.last().is_some_and(|c| c.at > n) {
            self.checkpoints.pop();
        }
        &self.checkpoints[self.checkpoints.len() - 1]
    }

    /// How many checkpoints are kept.
    pub fn len(&self) -> usize {
        self.checkpoints.len()
    }

    /// Never: the setup is always kept.
    pub fn is_empty(&self) -> bool {
        self.checkpoints.is_empty()
    }
}

/// The log line of `seat`'s `action` on the game `before` it.
pub fn line<E: Engine>(before: &E::State, seat: SeatId, action: &E::Action) -> LogLine {
    LogLine {
        seat: Some(seat),
        words: E::log(before, seat, action),
    }
}

/// The game after `actions`: folded from the nearest checkpoint, each action checked as it comes
/// (a hand-edited save is refused at the action that breaks a rule). Returns the state, the rng,
/// the index folding started from, and whether each folded action revealed anything.
pub fn fold_to<E: Engine>(
    timeline: &mut Timeline<E>,
    actions: &[Stamped],
) -> Result<(E::State, ChaCha8Rng, usize, Vec<bool>), ReplayError> {
    let from = timeline.rewind(actions.len());
    let start = from.at;
    let mut state = from.state.clone();
    let mut rng = from.rng.clone();
    let mut revealed = Vec::with_capacity(actions.len() - start);
    timeline.log.truncate(start);
    for (i, stamped) in actions.iter().enumerate().skip(start) {
        let fail = |reason: String| ReplayError {
            action: i + 1,
            reason,
        };
        let action = E::unwrap(&stamped.action)
            .ok_or_else(|| fail(format!("not a {} action", E::ID.title())))?;
        E::check(&state, stamped.seat, action).map_err(|r| fail(r.to_string()))?;
        timeline.log.push(line::<E>(&state, stamped.seat, action));
        let applied = steps::apply::<E>(&mut state, &mut rng, stamped.seat, action);
        revealed.push(applied.revealed);
        timeline.note(i + 1, &state, &rng);
    }
    timeline.head = actions.len();
    Ok((state, rng, start, revealed))
}
