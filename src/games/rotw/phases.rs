//! RotW's phases as Bevy states, each with the schedule of ordered systems that applies an accepted
//! decision: the auction, the action rounds, and the income phase that follows the third round.

use super::actions::RotwAction;
use super::data::eastern_us;
use super::pieces;
use super::rules::{self, Outcome, cards, turn};
use super::state::{Phase, RotwGame};
use crate::table::{GameRng, SeatId};
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// Where a RotW game stands.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum RotwPhase {
    /// No RotW game on the table.
    #[default]
    Idle,
    /// Bidding for first player.
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

/// The decision being applied (already checked).
#[derive(Resource, Debug, Clone)]
pub(super) struct Pending {
    pub seat: SeatId,
    pub action: RotwAction,
}

/// What the action just applied did, for the goal cards.
#[derive(Resource, Debug, Clone, Default)]
pub(super) struct LastOutcome(pub Outcome);

pub(super) fn plugin(app: &mut App) {
    app.init_state::<RotwPhase>()
        .init_resource::<LastOutcome>()
        .add_systems(AuctionSchedule, (perform, sync_phase, pieces::sync).chain())
        .add_systems(
            ActionSchedule,
            (
                perform,
                award_goals,
                check_end,
                advance_seat,
                sync_phase,
                pieces::sync,
            )
                .chain(),
        )
        .add_systems(
            IncomeSchedule,
            (
                pay_income,
                pay_interest,
                remove_incomplete,
                reveal_card,
                next_turn,
                sync_phase,
                pieces::sync,
            )
                .chain(),
        );
}

fn perform(
    pending: Res<Pending>,
    mut game: ResMut<RotwGame>,
    mut rng: ResMut<GameRng>,
    mut outcome: ResMut<LastOutcome>,
) {
    outcome.0 = rules::perform(
        &mut game,
        eastern_us(),
        pending.seat,
        &pending.action,
        &mut rng.0,
    );
}

fn award_goals(outcome: Res<LastOutcome>, mut game: ResMut<RotwGame>) {
    cards::award_goals(&mut game, eastern_us(), &outcome.0);
}

fn check_end(mut game: ResMut<RotwGame>) {
    turn::check_end_trigger(&mut game);
}

fn advance_seat(pending: Res<Pending>, mut game: ResMut<RotwGame>) {
    if pending.action.is_action() {
        turn::advance(&mut game);
    }
}

fn pay_income(mut game: ResMut<RotwGame>) {
    turn::pay_income(&mut game, eastern_us());
}

fn pay_interest(mut game: ResMut<RotwGame>) {
    turn::pay_interest(&mut game, eastern_us());
}

fn remove_incomplete(mut game: ResMut<RotwGame>) {
    turn::remove_incomplete(&mut game);
}

fn reveal_card(mut game: ResMut<RotwGame>) {
    turn::reveal_card(&mut game);
}

fn next_turn(mut game: ResMut<RotwGame>) {
    turn::next_turn(&mut game, eastern_us());
}

fn sync_phase(game: Res<RotwGame>, mut next: ResMut<NextState<RotwPhase>>) {
    next.set(RotwPhase::of(&game.phase));
}

/// Runs the schedule of the phase the game is in for one checked decision, then any income phase
/// it leads to, then applies the state transitions.
pub(super) fn run(world: &mut World, seat: SeatId, action: RotwAction) {
    let auction = matches!(world.resource::<RotwGame>().phase, Phase::Auction(_));
    world.insert_resource(Pending { seat, action });
    if auction {
        world.run_schedule(AuctionSchedule);
    } else {
        world.run_schedule(ActionSchedule);
    }
    world.remove_resource::<Pending>();
    while world.resource::<RotwGame>().phase == Phase::Income {
        world.run_schedule(IncomeSchedule);
    }
    world.run_schedule(StateTransition);
}
