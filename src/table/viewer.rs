//! The replay viewer's table: a record opened read-only at any of its actions. The game on the table
//! is the record's first `at` actions; nothing can be submitted (the driver refuses every action and
//! undo while a record is watched), and moving is a rebuild: a step back (and any jump back) is a
//! fold from the nearest checkpoint to action n, a step forward applies the next action, a long jump
//! forward replays the prefix.

use super::driver::{self, ReplayError};
use super::record::Record;
use bevy::prelude::*;

/// Jumps forward longer than this replay the prefix instead of applying action after action.
const APPLY_AT_MOST: usize = 16;

/// The record being watched and where the table is in it.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Viewing {
    /// The whole record.
    pub record: Record,
    /// How many of its actions the table shows.
    pub at: usize,
}

impl Viewing {
    /// The record's length.
    pub fn len(&self) -> usize {
        self.record.actions.len()
    }

    /// Whether the record has no action.
    pub fn is_empty(&self) -> bool {
        self.record.actions.is_empty()
    }
}

/// Puts `record` on the table at action `at` (clamped to its length), read-only and never saved.
pub fn open(world: &mut World, record: Record, at: usize) -> Result<(), ReplayError> {
    let at = at.min(record.actions.len());
    let mut prefix = record.clone();
    prefix.actions.truncate(at);
    world.remove_resource::<Viewing>();
    driver::replay(world, &prefix, None)?;
    world.insert_resource(Viewing { record, at });
    Ok(())
}

/// Turns the watched record, up to where the viewer stands, into a game played on from there: a
/// new save of its own (the watched file is never written), its seats as recorded. A clock's
/// readings belong to the turns they timed, so the game goes on without one.
pub fn play_on(world: &mut World) -> Result<(), String> {
    let Some(viewing) = world.remove_resource::<Viewing>() else {
        return Err("no replay is being watched".into());
    };
    let mut record = viewing.record;
    record.actions.truncate(viewing.at);
    record.clock = None;
    let path = super::save::new_save_path(record.setup.game, record.setup.seed);
    driver::replay(world, &record, Some(path)).map_err(|e| e.to_string())
}

/// Takes the watched table to action `n` (clamped to the record).
pub fn jump(world: &mut World, n: usize) -> Result<(), ReplayError> {
    let Some(viewing) = world.get_resource::<Viewing>() else {
        return Err(ReplayError {
            action: 0,
            reason: "no replay is being watched".into(),
        });
    };
    let (at, n) = (viewing.at, n.min(viewing.len()));
    if n < at {
        driver::rewind(world, n)?;
    } else if n - at <= APPLY_AT_MOST {
        // (The rewind above and the replay below leave the table at n, or empty on failure.)
        let next = viewing.record.actions[at..n].to_vec();
        for (i, s) in next.into_iter().enumerate() {
            let applied = driver::try_submit(world, s.seat, s.action);
            settle(world);
            applied.map_err(|r| ReplayError {
                action: at + i + 1,
                reason: r.reason,
            })?;
        }
    } else {
        let mut record = world.resource::<Viewing>().record.clone();
        record.actions.truncate(n);
        let keep = world.remove_resource::<Viewing>();
        driver::replay(world, &record, None)?;
        if let Some(v) = keep {
            world.insert_resource(v);
        }
    }
    settle(world);
    Ok(())
}

/// The viewer is where the table is (also after a move that failed half way).
fn settle(world: &mut World) {
    let at = world
        .get_resource::<driver::ActiveTable>()
        .map(|t| t.record.actions.len());
    if let (Some(at), Some(mut v)) = (at, world.get_resource_mut::<Viewing>()) {
        v.at = at;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::table::session::Session;
    use crate::table::{BotLevel, GameSetup, SeatKind};

    /// Wherever the viewer goes — a step, a jump back, a long jump forward — it shows the state a
    /// fresh replay of that many actions gives (the same state hash).
    #[test]
    fn the_viewer_at_action_n_is_the_replay_of_n_actions() {
        let kinds = [SeatKind::Bot(BotLevel::Greedy); 3];
        let mut played = Session::new(GameSetup::new(GameId::Rotw, &kinds, 8)).expect("setup");
        played.play_bots().expect("a whole game");
        let record = played.record().clone();
        let len = record.actions.len();
        let mut viewer = Session::new(GameSetup::new(GameId::Rotw, &kinds, 1)).expect("setup");
        open(viewer.world_mut(), record.clone(), 5).expect("opens");
        for n in [5, 6, 7, 3, 40, 39, 120, len, len - 1, 0, 17, len + 10] {
            jump(viewer.world_mut(), n).expect("moves");
            let n = n.min(len);
            assert_eq!(viewer.world().resource::<Viewing>().at, n);
            let fresh = played.at_action(n).expect("replays");
            assert_eq!(
                driver::hash(viewer.world()),
                driver::hash(fresh.world()),
                "at action {n}"
            );
        }
    }

    /// Nothing can be played into a watched record: every action and undo is refused, and the
    /// record is never saved.
    #[test]
    fn a_watched_record_takes_no_action() {
        let kinds = [SeatKind::Human, SeatKind::Bot(BotLevel::Greedy)];
        let mut played = Session::new(GameSetup::new(GameId::Rotw, &kinds, 2)).expect("setup");
        let seat = played.to_act().expect("to act");
        let legal = driver::active_rules(played.world())
            .expect("rules")
            .legal(played.world(), seat);
        played.submit(seat, legal[0].clone()).expect("legal");
        let record = played.record().clone();
        let mut viewer = Session::new(GameSetup::new(GameId::Rotw, &kinds, 1)).expect("setup");
        open(viewer.world_mut(), record, 0).expect("opens");
        let before = driver::hash(viewer.world());
        assert!(
            viewer
                .world()
                .resource::<driver::ActiveTable>()
                .save_path
                .is_none()
        );
        let refused = driver::try_submit_input(viewer.world_mut(), seat, legal[0].clone());
        assert!(refused.is_err(), "a watched record takes no action");
        assert!(viewer.undo().is_err(), "nor an undo");
        assert_eq!(driver::hash(viewer.world()), before);
    }
}
