//! Great Western Trail's phases, each declared once as its ordered steps. The table builds one
//! Bevy schedule per phase from these steps — Phase A, Phase B, each of Kansas City's five
//! sub-phases, Phase C — and replay, bots and tests fold the very same steps over a [`GwtGame`].

use super::GwtEngine;
use super::data::gwt;
use super::rules::{self, turn};
use super::state::{GwtGame, KcStep, Stage};
use crate::engine::steps::label;
use crate::engine::{Ctx, PhaseSteps, Step};
use crate::games::GameId;
use crate::table::TableState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// Where a game of Great Western Trail stands: a sub-state of the table playing it.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(TableState = TableState::Playing(GameId::Gwt))]
pub enum GwtPhase {
    /// The first turn: discard down to the hand limit, place the herder.
    #[default]
    Opening,
    /// Phase A: move the herder.
    Move,
    /// Phase B: use the location.
    Act,
    /// Kansas City, Foresight 1.
    Foresight1,
    /// Kansas City, Foresight 2.
    Foresight2,
    /// Kansas City, Foresight 3.
    Foresight3,
    /// Kansas City, Income.
    Income,
    /// Kansas City, Delivery.
    Delivery,
    /// Phase C: draw up to the hand limit (runs without a decision).
    Draw,
    /// Scored.
    Over,
}

impl GwtPhase {
    /// The phase of a rules stage.
    pub fn of(stage: &Stage) -> Self {
        match stage {
            Stage::Opening => GwtPhase::Opening,
            Stage::Move => GwtPhase::Move,
            Stage::Act(_) => GwtPhase::Act,
            Stage::KansasCity(KcStep::Foresight(0)) => GwtPhase::Foresight1,
            Stage::KansasCity(KcStep::Foresight(1)) => GwtPhase::Foresight2,
            Stage::KansasCity(KcStep::Foresight(_)) => GwtPhase::Foresight3,
            Stage::KansasCity(KcStep::Income) => GwtPhase::Income,
            Stage::KansasCity(KcStep::Delivery) => GwtPhase::Delivery,
            Stage::Draw => GwtPhase::Draw,
            Stage::Over => GwtPhase::Over,
        }
    }
}

/// Kansas City's sub-phase while a herder is there: computed from [`GwtPhase`], so it exists only
/// during a Kansas City visit (the views' panel of its five steps lives in it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KansasCity {
    /// Foresight 1–3.
    Foresight(u8),
    /// Income.
    Income,
    /// Delivery.
    Delivery,
}

impl ComputedStates for KansasCity {
    type SourceStates = GwtPhase;

    fn compute(phase: GwtPhase) -> Option<Self> {
        match phase {
            GwtPhase::Foresight1 => Some(KansasCity::Foresight(1)),
            GwtPhase::Foresight2 => Some(KansasCity::Foresight(2)),
            GwtPhase::Foresight3 => Some(KansasCity::Foresight(3)),
            GwtPhase::Income => Some(KansasCity::Income),
            GwtPhase::Delivery => Some(KansasCity::Delivery),
            _ => None,
        }
    }
}

/// The first turn's decisions.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct OpeningSchedule;

/// Phase A's decisions.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveSchedule;

/// Phase B's decisions.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ActSchedule;

/// A Kansas City foresight sub-phase (1–3).
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ForesightSchedule(pub u8);

/// Kansas City's income.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct IncomeSchedule;

/// Kansas City's delivery.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct DeliverySchedule;

/// Phase C.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct DrawSchedule;

type GwtStep = Step<GwtEngine>;
type GwtCtx = Ctx<GwtEngine>;

/// A phase whose one step is the decision and the effects it starts.
const fn deciding(
    phase: GwtPhase,
    schedule: fn() -> bevy::ecs::schedule::InternedScheduleLabel,
) -> PhaseSteps<GwtEngine> {
    PhaseSteps {
        phase,
        schedule,
        decides: true,
        steps: &[GwtStep {
            name: "perform",
            run: perform,
        }],
    }
}

/// Every phase of Great Western Trail and its steps, in order.
pub const PHASES: &[PhaseSteps<GwtEngine>] = &[
    deciding(GwtPhase::Opening, || label(OpeningSchedule)),
    deciding(GwtPhase::Move, || label(MoveSchedule)),
    deciding(GwtPhase::Act, || label(ActSchedule)),
    deciding(GwtPhase::Foresight1, || label(ForesightSchedule(1))),
    deciding(GwtPhase::Foresight2, || label(ForesightSchedule(2))),
    deciding(GwtPhase::Foresight3, || label(ForesightSchedule(3))),
    deciding(GwtPhase::Income, || label(IncomeSchedule)),
    deciding(GwtPhase::Delivery, || label(DeliverySchedule)),
    PhaseSteps {
        phase: GwtPhase::Draw,
        schedule: || label(DrawSchedule),
        decides: false,
        steps: &[
            GwtStep {
                name: "draw up to the hand limit",
                run: draw_up,
            },
            GwtStep {
                name: "next turn",
                run: next_turn,
            },
        ],
    },
];

/// The decision, and every effect it starts up to the next decision.
fn perform(game: &mut GwtGame, ctx: &mut GwtCtx) {
    let GwtCtx {
        seat, action, rng, ..
    } = ctx;
    if let Some(action) = action
        && let Ok(revealed) = rules::act(game, gwt(), *seat, action, rng)
    {
        ctx.revealed |= revealed;
    }
}

/// Drawing shows the player hidden cards: undo stops here.
fn draw_up(game: &mut GwtGame, ctx: &mut GwtCtx) {
    ctx.revealed |= turn::draw_up(game, &mut ctx.rng);
}

fn next_turn(game: &mut GwtGame, _: &mut GwtCtx) {
    turn::next_turn(game);
}
