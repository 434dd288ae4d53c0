//! One adapter makes any [`Engine`] a table game: it keeps the state as a resource, runs a live
//! decision through the phases' schedules, folds records from checkpoints, mirrors the pieces once
//! per change, and hands bots a seat view to think on away from the world.

use super::Engine;
use super::steps::{self, add_schedules};
use super::timeline::{self, Timeline};
use crate::games::{GameAction, GameId};
use crate::table::driver::{BotTask, GameRules, LogLine, Refused, ReplayError, SeatScore, Status};
use crate::table::public::{GameView, SeatShown};
use crate::table::record::Stamped;
use crate::table::{BotLevel, GameRng, GameSetup, SeatId, TableState};
use bevy::prelude::*;
use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex};

/// The table's side of an [`Engine`].
pub struct EngineRules<E>(PhantomData<fn() -> E>);

impl<E: Engine> EngineRules<E> {
    /// The adapter (a unit value: the game's state is in the world).
    pub const fn new() -> Self {
        EngineRules(PhantomData)
    }

    /// The headless plugin of the game: its phase state and the schedules built from its steps.
    pub fn plugin(app: &mut App) {
        add_schedules::<E>(app);
    }
}

impl<E: Engine> Default for EngineRules<E> {
    fn default() -> Self {
        Self::new()
    }
}

/// What bots keep between decisions, per seat, shared with a bot thinking off the frame. Each
/// rebuild (load, undo, rewind) starts a new epoch with empty memories; a bot still thinking for an
/// older epoch works on a scratch memory, so an answer the table drops never leaves a trace.
#[derive(Resource)]
struct BotMemories<E: Engine>(Arc<Mutex<Memories<E>>>);

struct Memories<E: Engine> {
    epoch: u64,
    seats: BTreeMap<SeatId, E::BotMemory>,
}

impl<E: Engine> BotMemories<E> {
    fn new() -> Self {
        BotMemories(Arc::new(Mutex::new(Memories {
            epoch: 0,
            seats: BTreeMap::new(),
        })))
    }

    /// Forgets every plan: the game was rebuilt.
    fn forget(&self) -> u64 {
        let mut m = self.0.lock().unwrap_or_else(|e| e.into_inner());
        m.epoch += 1;
        m.seats.clear();
        m.epoch
    }

    fn epoch(&self) -> u64 {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).epoch
    }
}

/// Mirrors the pieces and enters the state's phase: once per accepted action, once per rebuild.
fn settle<E: Engine>(world: &mut World) {
    world.resource_scope(|world, state: Mut<E::State>| E::mirror(world, &state));
    let phase = E::phase(world.resource::<E::State>());
    // Only a change enters a state: OnEnter runs once per real phase change, not per action.
    let mut table = world.resource_mut::<NextState<TableState>>();
    NextState::set_if_neq(&mut table, TableState::Playing(E::ID));
    let mut next = world.resource_mut::<NextState<E::Phase>>();
    NextState::set_if_neq(&mut next, phase);
    world.run_schedule(StateTransition);
}

impl<E: Engine> GameRules for EngineRules<E> {
    fn id(&self) -> GameId {
        E::ID
    }

    fn rules_version(&self) -> u32 {
        E::RULES_VERSION
    }

    fn start(&self, world: &mut World, setup: &GameSetup, version: u32) -> Result<(), String> {
        let state = E::setup(setup, version, &mut world.resource_mut::<GameRng>().0)?;
        let rng = world.resource::<GameRng>().0.clone();
        world.insert_resource(Timeline::<E>::new(state.clone(), rng));
        world.insert_resource(BotMemories::<E>::new());
        world.insert_resource(state);
        settle::<E>(world);
        Ok(())
    }

    fn clear(&self, world: &mut World) {
        E::despawn_pieces(world);
        world.remove_resource::<E::State>();
        world.remove_resource::<Timeline<E>>();
        world.remove_resource::<BotMemories<E>>();
        world
            .resource_mut::<NextState<TableState>>()
            .set(TableState::Empty);
        world.run_schedule(StateTransition);
    }

    fn apply(&self, world: &mut World, seat: SeatId, action: &GameAction) -> Result<bool, Refused> {
        let action = E::unwrap(action)
            .ok_or_else(|| Refused::plain(format!("that is not a {} action", E::ID.title())))?;
        let state = world
            .get_resource::<E::State>()
            .ok_or_else(|| Refused::plain("the game is not running".into()))?;
        E::check(state, seat, action).map_err(|r| Refused {
            reason: r.to_string(),
            words: Some(E::words(&r)),
        })?;
        let line = timeline::line::<E>(state, seat, action);
        let mut rng = world.resource::<GameRng>().0.clone();
        let applied = steps::apply_live::<E>(world, &mut rng, seat, action);
        world.resource_mut::<GameRng>().0 = rng.clone();
        world.resource_scope(|world, mut timeline: Mut<Timeline<E>>| {
            timeline.push(line, world.resource::<E::State>(), &rng);
        });
        settle::<E>(world);
        E::announce(world, &applied.events);
        Ok(applied.revealed)
    }

    fn fold_to(
        &self,
        world: &mut World,
        actions: &[Stamped],
    ) -> Result<(usize, Vec<bool>), ReplayError> {
        let (state, rng, from, revealed) =
            world.resource_scope(|_, mut timeline: Mut<Timeline<E>>| {
                timeline::fold_to::<E>(&mut timeline, actions)
            })?;
        world.resource_mut::<GameRng>().0 = rng;
        world.insert_resource(state);
        if let Some(memories) = world.get_resource::<BotMemories<E>>() {
            memories.forget();
        }
        settle::<E>(world);
        Ok((from, revealed))
    }

    fn to_act(&self, world: &World) -> Option<SeatId> {
        E::to_act(world.get_resource::<E::State>()?)
    }

    fn legal(&self, world: &World, seat: SeatId) -> Vec<GameAction> {
        let Some(state) = world.get_resource::<E::State>() else {
            return Vec::new();
        };
        E::legal(&E::seat_view(state, seat), seat)
            .into_iter()
            .map(E::wrap)
            .collect()
    }

    fn bot_task(&self, world: &World, seat: SeatId, level: BotLevel, seed: u64) -> Option<BotTask> {
        let view = E::seat_view(world.get_resource::<E::State>()?, seat);
        let memories = world.get_resource::<BotMemories<E>>()?;
        let epoch = memories.epoch();
        let memories = memories.0.clone();
        Some(Box::new(move || {
            // One bot thinks at a time; a poisoned lock only means an earlier bot panicked.
            let mut all = memories.lock().unwrap_or_else(|e| e.into_inner());
            if all.epoch != epoch {
                let mut scratch = E::BotMemory::default();
                return E::wrap(E::bot(&view, seat, level, seed, &mut scratch));
            }
            let memory = all.seats.entry(seat).or_default();
            E::wrap(E::bot(&view, seat, level, seed, memory))
        }))
    }

    fn scores(&self, world: &World) -> Vec<SeatScore> {
        world
            .get_resource::<E::State>()
            .map(E::scores)
            .unwrap_or_default()
    }

    fn winners(&self, world: &World) -> Vec<SeatId> {
        world
            .get_resource::<E::State>()
            .map(E::winners)
            .unwrap_or_default()
    }

    fn public_view(&self, world: &World) -> GameView {
        world
            .get_resource::<E::State>()
            .map(|s| GameView::new(E::public_view(s)))
            .unwrap_or_default()
    }

    fn seat_view(&self, world: &World, seat: SeatId) -> Option<SeatShown> {
        let state = world.get_resource::<E::State>()?;
        Some(SeatShown::new(E::seat_view(state, seat)))
    }

    fn seat_json(&self, world: &World, seat: SeatId) -> serde_json::Value {
        world
            .get_resource::<E::State>()
            .map(|s| E::seat_json(s, seat))
            .unwrap_or_default()
    }

    fn log<'w>(&self, world: &'w World) -> &'w [LogLine] {
        world.get_resource::<Timeline<E>>().map_or(&[], |t| t.log())
    }

    fn timeout_action(&self, world: &World, seat: SeatId) -> Option<GameAction> {
        let state = world.get_resource::<E::State>()?;
        E::timeout(state, seat)
            .filter(|a| E::check(state, seat, a).is_ok())
            .map(E::wrap)
    }

    fn status(&self, world: &World) -> Option<Status> {
        world.get_resource::<E::State>().map(E::status)
    }

    fn public_scores(&self, world: &World) -> Vec<SeatScore> {
        // Once the game is over every private card is turned up: what the table shows everyone
        // (the stream, the overlay, the replay viewer) is the final score.
        let shown = |s: &E::State| match E::to_act(s) {
            None => E::scores(s),
            Some(_) => E::public_scores(s),
        };
        world
            .get_resource::<E::State>()
            .map(shown)
            .unwrap_or_default()
    }

    fn full_state(&self, world: &World) -> serde_json::Value {
        world
            .get_resource::<E::State>()
            .and_then(|s| serde_json::to_value(s).ok())
            .unwrap_or_default()
    }

    fn invariants(&self, world: &World) -> Result<(), String> {
        world
            .get_resource::<E::State>()
            .map_or(Ok(()), E::invariants)
    }
}
