//! 1822PNW's phases as Bevy states, each declared once with its steps: the stock round, each step
//! of a company's operating turn (track, tokens, routes, dividends, trains…), the merger round.
//! The table builds each phase's schedule (`StockRoundSchedule`, `OperatingRoundSchedule(step)`,
//! `MergerRoundSchedule`) from these steps, and replay, import, bots and tests fold the very same
//! steps over a [`PnwGame`] through [`act`]: the steps check the decision as they apply it (a
//! step whose rule refuses stops them), so there is no second way in. While companies operate, [`OperatingRound`] is a computed sub-state naming
//! the step, for the views' panel of a company's turn.

use super::PnwEngine;
use super::actions::{PnwAction, Refusal};
use super::data::pnw;
use super::rules::{self, turn, turn::Then};
use super::state::{CardIx, OrStep, PnwGame, Round};
use crate::engine::steps::{self, label};
use crate::engine::{Ctx, PhaseSteps, Step};
use crate::games::GameId;
use crate::table::SeatId;
use crate::table::TableState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

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

/// What a decision did, for the steps after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PnwEvent {
    /// The bid boxes' cards face up when the decision came: a card turned up since is a reveal.
    FaceUp(Vec<CardIx>),
    /// What an operating decision leaves for the company's turn.
    Turn(Then),
}

/// Takes `action` by `seat`, through its phase's steps: the one way the table, import, replay,
/// bots and tests change a game. On a refusal the game is left as it was.
pub fn act(game: &mut PnwGame, seat: SeatId, action: &PnwAction) -> Result<(), Refusal> {
    let mut next = game.clone();
    act_in_place(&mut next, seat, action)?;
    *game = next;
    Ok(())
}

/// [`act`] without the copy that makes a refusal change nothing: a refused action may leave
/// `game` half-changed. For what throws the game away on a refusal (the legal listing's trials on
/// a copy, a replay that starts again from its last good position). 1822PNW draws nothing once
/// set up, so the steps get an rng they never use.
pub fn act_in_place(game: &mut PnwGame, seat: SeatId, action: &PnwAction) -> Result<(), Refusal> {
    steps::attempt::<PnwEngine>(game, &mut ChaCha8Rng::seed_from_u64(0), seat, action).map(drop)
}

macro_rules! step {
    ($name:literal, $run:expr) => {
        PnwStep {
            name: $name,
            run: $run,
        }
    };
}

/// A step of a company's turn whose rule is `$rule` ([`rules::turn`]).
macro_rules! decision {
    ($name:literal, $rule:path) => {
        step!($name, {
            fn run(game: &mut PnwGame, ctx: &mut PnwCtx) {
                decide(game, ctx, $rule);
            }
            run
        })
    };
}

/// The steps every decision starts with, and those it ends with.
const ADMIT: PnwStep = step!("admit the decision", admit);
const DISCARD: PnwStep = step!("discard over the train limit", discard);
const CLOSE: PnwStep = step!("close the operating round", close_round);
const TRIGGERS: PnwStep = step!("note the end's triggers", note_triggers);
const FACE_UP: PnwStep = step!("mark the cards turned up", mark_face_up);

/// A step of a company's turn: the checks, what any step allows, the step's own decision, the
/// walk to the next step or company, the round's end, the game end's triggers.
macro_rules! operating {
    ($phase:expr, $step:expr, $name:literal, $rule:path) => {
        PhaseSteps {
            phase: $phase,
            schedule: || label(OperatingRoundSchedule($step)),
            decides: true,
            steps: &[
                ADMIT,
                DISCARD,
                step!("what any step allows", anytime),
                decision!($name, $rule),
                step!("walk on to the next step or company", walk_on),
                CLOSE,
                TRIGGERS,
                FACE_UP,
            ],
        }
    };
}

/// A round whose decisions are one rule: the stock round's, the merger round's.
macro_rules! round {
    ($phase:expr, $schedule:expr, $name:literal, $rule:expr) => {
        PhaseSteps {
            phase: $phase,
            schedule: || label($schedule),
            decides: true,
            steps: &[
                ADMIT,
                DISCARD,
                step!($name, $rule),
                CLOSE,
                TRIGGERS,
                FACE_UP,
            ],
        }
    };
}

/// Every phase of 1822PNW and its steps.
pub const PHASES: &[PhaseSteps<PnwEngine>] = &[
    round!(
        PnwPhase::StockRound,
        StockRoundSchedule,
        "bid, buy, sell, par or pass",
        stock_decision
    ),
    operating!(
        PnwPhase::Housekeeping,
        OrStep::Housekeeping,
        "buy the first L",
        turn::housekeeping
    ),
    operating!(
        PnwPhase::Acquire,
        OrStep::Acquire,
        "acquire a private",
        turn::acquire_private
    ),
    operating!(PnwPhase::Track, OrStep::Track, "lay track", turn::lay_track),
    operating!(
        PnwPhase::Destination,
        OrStep::Destination,
        "place the destination token",
        turn::destination
    ),
    operating!(PnwPhase::Token, OrStep::Token, "place a token", turn::token),
    operating!(
        PnwPhase::Route,
        OrStep::Route,
        "run the trains",
        turn::run_routes
    ),
    operating!(
        PnwPhase::Dividend,
        OrStep::Dividend,
        "pay out or withhold",
        turn::dividend
    ),
    operating!(
        PnwPhase::BuyTrain,
        OrStep::BuyTrain,
        "buy trains",
        turn::buy_train
    ),
    operating!(
        PnwPhase::MinorAcquisition,
        OrStep::MinorAcquisition,
        "acquire a minor",
        turn::minor_acquisition
    ),
    operating!(
        PnwPhase::Issue,
        OrStep::Issue,
        "issue or redeem",
        turn::issue
    ),
    round!(
        PnwPhase::MergerRound,
        MergerRoundSchedule,
        "merge, convert or pass",
        merger_decision
    ),
];

/// The decision still to take, taken: the steps after it see none.
fn take(ctx: &mut PnwCtx) -> Option<PnwAction> {
    ctx.action.take()
}

fn admit(game: &mut PnwGame, ctx: &mut PnwCtx) {
    let Some(action) = &ctx.action else {
        return;
    };
    ctx.events
        .push(PnwEvent::FaceUp(rules::stock::shown(pnw(), game)));
    match rules::admit(pnw(), game, ctx.seat, action) {
        Ok(true) => ctx.action = None,
        Ok(false) => {}
        Err(refusal) => ctx.refused = Some(refusal),
    }
}

fn discard(game: &mut PnwGame, ctx: &mut PnwCtx) {
    let Some(action) = &ctx.action else {
        return;
    };
    if let Some(done) = rules::discard_first(pnw(), game, ctx.seat, action) {
        take(ctx);
        ctx.outcome(done);
    }
}

fn stock_decision(game: &mut PnwGame, ctx: &mut PnwCtx) {
    if let Some(action) = take(ctx) {
        ctx.outcome(rules::stock::act(pnw(), game, ctx.seat, &action));
    }
}

fn merger_decision(game: &mut PnwGame, ctx: &mut PnwCtx) {
    if let Some(action) = take(ctx) {
        ctx.outcome(rules::merger::act(pnw(), game, &action));
    }
}

fn anytime(game: &mut PnwGame, ctx: &mut PnwCtx) {
    let Some(action) = &ctx.action else {
        return;
    };
    if let Some(done) = turn::anytime(pnw(), game, ctx.seat, action) {
        take(ctx);
        turned(ctx, done);
    }
}

fn decide(game: &mut PnwGame, ctx: &mut PnwCtx, rule: turn::Decision) {
    let Some(action) = take(ctx) else {
        return;
    };
    let (Some(corp), Some(step)) = (
        rules::operating::operator(game),
        rules::operating::current_step(game),
    ) else {
        ctx.refused = Some(Refusal::WrongRound);
        return;
    };
    let turn = turn::Turn {
        data: pnw(),
        corp,
        step,
    };
    turned(ctx, rule(game, &turn, &action));
}

fn turned(ctx: &mut PnwCtx, done: Result<Then, Refusal>) {
    match done {
        Ok(then) => ctx.events.push(PnwEvent::Turn(then)),
        Err(refusal) => ctx.refused = Some(refusal),
    }
}

/// A finished step hands over to the next that offers anything, doing on the way what the
/// steps passed over do on their own (a minor's dividend), and to the next company at the end.
fn walk_on(game: &mut PnwGame, ctx: &mut PnwCtx) {
    for event in &ctx.events {
        if let PnwEvent::Turn(Then::Finish(step)) = event {
            rules::operating::finish_step(pnw(), game, *step);
        }
    }
}

fn close_round(game: &mut PnwGame, _: &mut PnwCtx) {
    rules::operating::close_round(pnw(), game);
}

fn note_triggers(game: &mut PnwGame, _: &mut PnwCtx) {
    rules::ending::note_triggers(pnw(), game);
}

/// Cards the bid boxes turn up were face down in their decks: taking the decision back would
/// un-show them, so it is a reveal (undo stops).
fn mark_face_up(game: &mut PnwGame, ctx: &mut PnwCtx) {
    let before = ctx.events.iter().find_map(|e| match e {
        PnwEvent::FaceUp(cards) => Some(cards),
        _ => None,
    });
    if let Some(before) = before {
        let after = rules::stock::shown(pnw(), game);
        ctx.revealed |= after.iter().any(|c| !before.contains(c));
    }
}

/// The headless plugin: the phases' schedules and the operating round's computed sub-state.
pub fn plugin(app: &mut App) {
    crate::engine::EngineRules::<PnwEngine>::plugin(app);
    app.add_computed_state::<OperatingRound>();
}
