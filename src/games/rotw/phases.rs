//! RotW's phases, each declared once as its ordered steps: the auction, the action rounds, and the
//! income phase that follows the third round. The table builds each phase's Bevy schedule
//! (`AuctionSchedule`, `ActionSchedule`, `IncomeSchedule`) from these steps, and replay, bots and
//! tests fold the very same steps over a [`RotwGame`].

use super::RotwEngine;
use super::data::eastern_us;
use super::rules::{self, Outcome, cards, turn};
use super::state::{Phase, RotwGame};
use crate::engine::steps::label;
use crate::engine::{Ctx, PhaseSteps, Step};
use crate::games::GameId;
use crate::table::TableState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// Where a RotW game stands.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(TableState = TableState::Playing(GameId::Rotw))]
pub enum RotwPhase {
    /// Bidding for first player.
    #[default]
    Auction,
    /// The three action rounds.
    Actions,
    /// Income, interest, clean-up (runs without a decision).
    Income,
    /// Scored.
    Over,
}

impl RotwPhase {
    /// The state for a rules phase.
    pub fn of(phase: &Phase) -> Self {
        match phase {
            Phase::Auction(_) => RotwPhase::Auction,
            Phase::Actions => RotwPhase::Actions,
            Phase::Income => RotwPhase::Income,
            Phase::Over => RotwPhase::Over,
        }
    }
}

/// Applies a bid, a pass or a bond during the auction.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct AuctionSchedule;

/// Applies one action (or a bond) in an action round.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ActionSchedule;

/// Income, interest, removal of incomplete links, a new card, the next turn or the end.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct IncomeSchedule;

type RotwStep = Step<RotwEngine>;
type RotwCtx = Ctx<RotwEngine>;

/// Every phase of RotW and its steps, in order.
pub const PHASES: &[PhaseSteps<RotwEngine>] = &[
    PhaseSteps {
        phase: RotwPhase::Auction,
        schedule: || label(AuctionSchedule),
        decides: true,
        steps: &[RotwStep {
            name: "perform",
            run: perform,
        }],
    },
    PhaseSteps {
        phase: RotwPhase::Actions,
        schedule: || label(ActionSchedule),
        decides: true,
        steps: &[
            RotwStep {
                name: "perform",
                run: perform,
            },
            RotwStep {
                name: "award goals",
                run: award_goals,
            },
            RotwStep {
                name: "check the end",
                run: check_end,
            },
            RotwStep {
                name: "next seat",
                run: advance_seat,
            },
        ],
    },
    PhaseSteps {
        phase: RotwPhase::Income,
        schedule: || label(IncomeSchedule),
        decides: false,
        steps: &[
            RotwStep {
                name: "income",
                run: pay_income,
            },
            RotwStep {
                name: "interest",
                run: pay_interest,
            },
            RotwStep {
                name: "remove incomplete links",
                run: remove_incomplete,
            },
            RotwStep {
                name: "turn up a card",
                run: reveal_card,
            },
            RotwStep {
                name: "next turn",
                run: next_turn,
            },
        ],
    },
];

/// The decision itself: a bid, a pass, a bond, or one of the actions.
fn perform(game: &mut RotwGame, ctx: &mut RotwCtx) {
    let RotwCtx {
        seat,
        action,
        rng,
        events,
        ..
    } = ctx;
    if let Some(action) = action {
        events.push(rules::perform(game, eastern_us(), *seat, action, rng));
    }
}

/// Face-up goal cards the decision met go to who met them first.
fn award_goals(game: &mut RotwGame, ctx: &mut RotwCtx) {
    let outcome = ctx.events.last().cloned().unwrap_or(Outcome::Quiet);
    cards::award_goals(game, eastern_us(), &outcome);
}

fn check_end(game: &mut RotwGame, _: &mut RotwCtx) {
    turn::check_end_trigger(game);
}

/// A bond is not an action: the same seat decides again.
fn advance_seat(game: &mut RotwGame, ctx: &mut RotwCtx) {
    if ctx.action.as_ref().is_some_and(|a| a.is_action()) {
        turn::advance(game);
    }
}

fn pay_income(game: &mut RotwGame, _: &mut RotwCtx) {
    turn::pay_income(game, eastern_us());
}

fn pay_interest(game: &mut RotwGame, _: &mut RotwCtx) {
    turn::pay_interest(game, eastern_us());
}

fn remove_incomplete(game: &mut RotwGame, _: &mut RotwCtx) {
    turn::remove_incomplete(game);
}

/// Turning up a card from the face-down pile shows something hidden: undo stops here.
fn reveal_card(game: &mut RotwGame, ctx: &mut RotwCtx) {
    let before = game.cards.display.len();
    turn::reveal_card(game);
    ctx.revealed |= game.cards.display.len() != before;
}

fn next_turn(game: &mut RotwGame, _: &mut RotwCtx) {
    turn::next_turn(game, eastern_us());
}
