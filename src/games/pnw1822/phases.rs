//! 1822PNW's phases as Bevy states, each declared once with its steps: the stock round, each step
//! of a company's operating turn (track, tokens, routes, dividends, trains…), the merger round.
//! The table builds each phase's schedule (`StockRoundSchedule`, `OperatingRoundSchedule(step)`,
//! `MergerRoundSchedule`) from these steps, and replay, bots and tests fold the very same steps
//! over a [`PnwGame`]. While companies operate, [`OperatingRound`] is a computed sub-state naming
//! the step, for the views' panel of a company's turn.

use super::PnwEngine;
use super::data::pnw;
use super::rules;
use super::state::{OrStep, PnwGame, Round};
use crate::engine::steps::label;
use crate::engine::{Ctx, PhaseSteps, Step};
use crate::games::GameId;
use crate::table::TableState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// Where a game of 1822PNW stands.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(TableState = TableState::Playing(GameId::Pnw1822))]
pub enum PnwPhase {
    /// Bids on the boxes, shares, pars.
    #[default]
    StockRound,
    /// A minor's first turn: an L before building.
    Housekeeping,
    /// Buying privates from the president.
    Acquire,
    /// Laying track.
    Track,
    /// A major's destination token.
    Destination,
    /// A station token.
    Token,
    /// Running the trains.
    Route,
    /// Paying out or keeping the revenue.
    Dividend,
    /// Buying trains.
    BuyTrain,
    /// A major acquiring a minor or regional.
    MinorAcquisition,
    /// A major issuing or redeeming shares.
    Issue,
    /// Minors merging into majors.
    MergerRound,
    /// Scored.
    Over,
}

impl PnwPhase {
    /// The phase of a game.
    pub fn of(game: &PnwGame) -> Self {
        if game.ended.is_some() {
            return PnwPhase::Over;
        }
        match &game.round {
            Round::Stock(_) => PnwPhase::StockRound,
            Round::Merger(_) => PnwPhase::MergerRound,
            Round::Operating(_) => match rules::operating::current_step(game) {
                Some(step) => PnwPhase::step(step),
                None => PnwPhase::Issue,
            },
        }
    }

    const fn step(step: OrStep) -> Self {
        match step {
            OrStep::Housekeeping => PnwPhase::Housekeeping,
            OrStep::Acquire => PnwPhase::Acquire,
            OrStep::Track => PnwPhase::Track,
            OrStep::Destination => PnwPhase::Destination,
            OrStep::Token => PnwPhase::Token,
            OrStep::Route => PnwPhase::Route,
            OrStep::Dividend => PnwPhase::Dividend,
            OrStep::BuyTrain => PnwPhase::BuyTrain,
            OrStep::MinorAcquisition => PnwPhase::MinorAcquisition,
            OrStep::Issue => PnwPhase::Issue,
        }
    }
}

/// The operating round's step while a company operates: computed from [`PnwPhase`], so it
/// exists only during operating rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OperatingRound(pub OrStep);

impl ComputedStates for OperatingRound {
    type SourceStates = PnwPhase;

    fn compute(phase: PnwPhase) -> Option<Self> {
        OrStep::ALL
            .iter()
            .copied()
            .find(|s| PnwPhase::step(*s) == phase)
            .map(OperatingRound)
    }
}

/// The stock round's decisions.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct StockRoundSchedule;

/// One step of a company's operating turn.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct OperatingRoundSchedule(pub OrStep);

/// The merger round's decisions.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct MergerRoundSchedule;

type PnwStep = Step<PnwEngine>;
type PnwCtx = Ctx<PnwEngine>;

/// The steps of every deciding phase: the decision, with what it sets off in the rules (a
/// round's resolution, the next company, the next round), then the game end's triggers.
const STEPS: &[PnwStep] = &[
    PnwStep {
        name: "perform",
        run: perform,
    },
    PnwStep {
        name: "note the end's triggers",
        run: note_triggers,
    },
];

const fn deciding(
    phase: PnwPhase,
    schedule: fn() -> bevy::ecs::schedule::InternedScheduleLabel,
) -> PhaseSteps<PnwEngine> {
    PhaseSteps {
        phase,
        schedule,
        decides: true,
        steps: STEPS,
    }
}

/// Every phase of 1822PNW and its steps.
pub const PHASES: &[PhaseSteps<PnwEngine>] = &[
    deciding(PnwPhase::StockRound, || label(StockRoundSchedule)),
    deciding(PnwPhase::Housekeeping, || {
        label(OperatingRoundSchedule(OrStep::Housekeeping))
    }),
    deciding(PnwPhase::Acquire, || {
        label(OperatingRoundSchedule(OrStep::Acquire))
    }),
    deciding(PnwPhase::Track, || {
        label(OperatingRoundSchedule(OrStep::Track))
    }),
    deciding(PnwPhase::Destination, || {
        label(OperatingRoundSchedule(OrStep::Destination))
    }),
    deciding(PnwPhase::Token, || {
        label(OperatingRoundSchedule(OrStep::Token))
    }),
    deciding(PnwPhase::Route, || {
        label(OperatingRoundSchedule(OrStep::Route))
    }),
    deciding(PnwPhase::Dividend, || {
        label(OperatingRoundSchedule(OrStep::Dividend))
    }),
    deciding(PnwPhase::BuyTrain, || {
        label(OperatingRoundSchedule(OrStep::BuyTrain))
    }),
    deciding(PnwPhase::MinorAcquisition, || {
        label(OperatingRoundSchedule(OrStep::MinorAcquisition))
    }),
    deciding(PnwPhase::Issue, || {
        label(OperatingRoundSchedule(OrStep::Issue))
    }),
    deciding(PnwPhase::MergerRound, || label(MergerRoundSchedule)),
];

/// The decision, checked before the steps run. Cards the bid boxes turn up were face down in
/// their decks: taking the decision back would un-show them, so it is a reveal (undo stops).
fn perform(game: &mut PnwGame, ctx: &mut PnwCtx) {
    if let Some(action) = &ctx.action {
        let before = rules::stock::shown(pnw(), game);
        let done = rules::perform(pnw(), game, ctx.seat, action);
        debug_assert!(done.is_ok(), "a checked action was refused: {done:?}");
        let after = rules::stock::shown(pnw(), game);
        ctx.revealed |= after.iter().any(|c| !before.contains(c));
    }
}

fn note_triggers(game: &mut PnwGame, _: &mut PnwCtx) {
    rules::ending::note_triggers(pnw(), game);
}

/// The headless plugin: the phases' schedules and the operating round's computed sub-state.
pub fn plugin(app: &mut App) {
    crate::engine::EngineRules::<PnwEngine>::plugin(app);
    app.add_computed_state::<OperatingRound>();
}
