//! Great Western Trail's phases, each declared once as its ordered steps. The table builds one
//! Bevy schedule per phase from these steps — Phase A, Phase B, each of Kansas City's five
//! sub-phases, Phase C — and replay, bots and tests fold the very same steps over a [`GwtGame`].

use super::GwtEngine;
use super::actions::{GwtAction, GwtRefusal};
use super::data::gwt;
use super::rules::{self, kansas, turn};
use super::state::{GwtGame, KcStep, Stage};
use crate::engine::steps::{self, label};
use crate::engine::{Ctx, PhaseSteps, Step};
use crate::games::GameId;
use crate::table::SeatId;
use crate::table::TableState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use rand_chacha::ChaCha8Rng;

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

/// Takes `action` by `seat` through its phase's steps, the one way a game changes: the steps
/// check the decision as they apply it. Returns whether something hidden came out. On a refusal
/// the game may be half changed: run it on a copy unless it is thrown away.
pub fn act(
    game: &mut GwtGame,
    seat: SeatId,
    action: &GwtAction,
    rng: &mut ChaCha8Rng,
) -> Result<bool, GwtRefusal> {
    steps::attempt::<GwtEngine>(game, rng, seat, action).map(|a| a.revealed)
}

macro_rules! step {
    ($name:literal, $run:expr) => {
        GwtStep {
            name: $name,
            run: $run,
        }
    };
}

/// The steps every decision starts with and ends with.
const ADMIT: GwtStep = step!("admit the decision", admit);
const ANSWER: GwtStep = step!("answer the question on top", answer);
const EXCHANGE: GwtStep = step!("use an exchange token", exchange);
const SETTLE: GwtStep = step!("run what the decision set off", settle);

/// A phase where the stage's own decision is `decision`, between the shared steps.
macro_rules! deciding {
    ($phase:expr, $schedule:expr, $decision:expr) => {
        PhaseSteps {
            phase: $phase,
            schedule: || label($schedule),
            decides: true,
            steps: &[ADMIT, EXCHANGE, ANSWER, $decision, SETTLE],
        }
    };
}

const STAGE: GwtStep = step!("take the stage's decision", top_level);
const FORESIGHT: GwtStep = step!("take a foresight tile", kansas_city);
const INCOME: GwtStep = step!("take the income", kansas_city);
const DELIVERY: GwtStep = step!("deliver to a city", kansas_city);

/// Every phase of Great Western Trail and its steps, in order.
pub const PHASES: &[PhaseSteps<GwtEngine>] = &[
    deciding!(GwtPhase::Opening, OpeningSchedule, STAGE),
    deciding!(GwtPhase::Move, MoveSchedule, STAGE),
    deciding!(GwtPhase::Act, ActSchedule, STAGE),
    foresight(GwtPhase::Foresight1, || label(ForesightSchedule(1))),
    foresight(GwtPhase::Foresight2, || label(ForesightSchedule(2))),
    foresight(GwtPhase::Foresight3, || label(ForesightSchedule(3))),
    deciding!(GwtPhase::Income, IncomeSchedule, INCOME),
    deciding!(GwtPhase::Delivery, DeliverySchedule, DELIVERY),
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

/// A foresight sub-phase: a tile taken, then the sub-phases with nothing to take passed over.
const fn foresight(
    phase: GwtPhase,
    schedule: fn() -> bevy::ecs::schedule::InternedScheduleLabel,
) -> PhaseSteps<GwtEngine> {
    PhaseSteps {
        phase,
        schedule,
        decides: true,
        steps: &[
            ADMIT,
            EXCHANGE,
            ANSWER,
            FORESIGHT,
            step!("pass over empty foresight spaces", skip_empty),
            SETTLE,
        ],
    }
}

fn admit(game: &mut GwtGame, ctx: &mut GwtCtx) {
    if let Some(action) = &ctx.action {
        ctx.outcome(rules::admit(game, gwt(), ctx.seat, action));
    }
}

/// A rule that takes the decision when it applies (`None` leaves it to the next step).
fn taken(ctx: &mut GwtCtx, done: Option<Result<bool, GwtRefusal>>) {
    match done {
        None => {}
        Some(Ok(revealed)) => {
            ctx.action = None;
            ctx.revealed |= revealed;
        }
        Some(Err(refusal)) => {
            ctx.action = None;
            ctx.refused = Some(refusal);
        }
    }
}

fn answer(game: &mut GwtGame, ctx: &mut GwtCtx) {
    if let Some(action) = ctx.action.clone() {
        let done = rules::answer_pending(game, gwt(), ctx.seat, &action, &mut ctx.rng);
        taken(ctx, done);
    }
}

fn exchange(game: &mut GwtGame, ctx: &mut GwtCtx) {
    if let Some(action) = ctx.action.clone() {
        let done = rules::exchange(game, ctx.seat, &action, &mut ctx.rng);
        taken(ctx, done);
    }
}

fn top_level(game: &mut GwtGame, ctx: &mut GwtCtx) {
    if let Some(action) = ctx.action.clone() {
        let done = rules::top_level(game, gwt(), ctx.seat, &action);
        taken(ctx, Some(done));
    }
}

fn kansas_city(game: &mut GwtGame, ctx: &mut GwtCtx) {
    if let Some(action) = ctx.action.clone() {
        let done = kansas::decide(game, gwt(), ctx.seat, &action).map(|()| false);
        taken(ctx, Some(done));
    }
}

fn skip_empty(game: &mut GwtGame, _: &mut GwtCtx) {
    kansas::skip_empty(game, gwt());
}

fn settle(game: &mut GwtGame, ctx: &mut GwtCtx) {
    ctx.revealed |= rules::settle_all(game, gwt(), &mut ctx.rng);
}

/// Drawing shows the player hidden cards: undo stops here.
fn draw_up(game: &mut GwtGame, ctx: &mut GwtCtx) {
    ctx.revealed |= turn::draw_up(game, &mut ctx.rng);
}

fn next_turn(game: &mut GwtGame, _: &mut GwtCtx) {
    turn::next_turn(game);
}
