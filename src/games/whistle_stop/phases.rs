//! Whistle Stop's phases, each declared once as its ordered steps: trains placed on the East
//! Coast, the turns (moves, abilities, upgrades and the questions stops ask), and the refill
//! at the end of each turn. The table builds each phase's Bevy schedule from these steps, and
//! replay, bots and tests fold the very same steps over a [`WsGame`].

use super::WsEngine;
use super::data::whistle_stop;
use super::rules;
use super::state::{Phase, WsGame};
use crate::engine::steps::label;
use crate::engine::{Ctx, PhaseSteps, Step};
use crate::games::GameId;
use crate::table::TableState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// Where a Whistle Stop game stands.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(TableState = TableState::Playing(GameId::WhistleStop))]
pub enum WsPhase {
    /// Trains go onto the East Coast.
    #[default]
    Placing,
    /// A player's turn.
    Turn,
    /// The hand refilled at the end of a turn.
    Refill,
    /// Scored.
    Over,
}

impl WsPhase {
    /// The state for a rules phase.
    pub fn of(phase: &Phase) -> Self {
        match phase {
            Phase::Placing => WsPhase::Placing,
            Phase::Turn => WsPhase::Turn,
            Phase::Refill { .. } => WsPhase::Refill,
            Phase::Over => WsPhase::Over,
        }
    }
}

/// Places one train.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlacingSchedule;

/// Applies one decision of a turn (a move, an ability, an upgrade, an answer, the turn's end).
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TurnSchedule;

/// Takes one tile into the hand, then the next player, round or the end.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct RefillSchedule;

type WsStep = Step<WsEngine>;
type WsCtx = Ctx<WsEngine>;

const STEPS: &[WsStep] = &[WsStep {
    name: "perform",
    run: perform,
}];

/// Every phase of Whistle Stop and its steps, in order.
pub const PHASES: &[PhaseSteps<WsEngine>] = &[
    PhaseSteps {
        phase: WsPhase::Placing,
        schedule: || label(PlacingSchedule),
        decides: true,
        steps: STEPS,
    },
    PhaseSteps {
        phase: WsPhase::Turn,
        schedule: || label(TurnSchedule),
        decides: true,
        steps: STEPS,
    },
    PhaseSteps {
        phase: WsPhase::Refill,
        schedule: || label(RefillSchedule),
        decides: true,
        steps: STEPS,
    },
];

/// The decision, applied or refused with nothing changed. Drawing a tile or a gold nugget shows
/// something hidden, so undo stops there.
fn perform(game: &mut WsGame, ctx: &mut WsCtx) {
    let Some(action) = ctx.action.clone() else {
        return;
    };
    let (pile, gold) = (game.pile.len(), game.gold.len());
    let result = rules::act(game, whistle_stop(), ctx.seat, &action, &mut ctx.rng);
    ctx.revealed |= game.pile.len() != pile || game.gold.len() != gold;
    ctx.outcome(result);
}
