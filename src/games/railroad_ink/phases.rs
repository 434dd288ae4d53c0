//! Railroad Ink's phases, declared once as ordered steps: while drawing, an accepted action draws a
//! route or finishes the seat's round, and the last seat to finish rolls the next dice or ends the
//! game. The table builds `DrawingSchedule` from these steps; replay and bots fold the same steps.

use super::InkAction;
use super::InkEngine;
use super::rules::dice::roll;
use super::rules::scoring::{Score, score, winners};
use super::state::{InkFinal, InkGame};
use crate::engine::steps::label;
use crate::engine::{Ctx, PhaseSteps, Step};
use crate::games::GameId;
use crate::table::TableState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// The rounds of the base game.
pub use super::rules::sheet::ROUNDS;

/// Where a Railroad Ink game stands.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(TableState = TableState::Playing(GameId::RailroadInk))]
pub enum InkPhase {
    /// Players draw the rolled routes.
    #[default]
    Drawing,
    /// The game is over and scored.
    Scored,
}

/// The schedule that applies one accepted action while [`InkPhase::Drawing`].
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct DrawingSchedule;

/// Fired when new dice are rolled (the view animates them).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiceRolled {
    /// The round that starts.
    pub round: u8,
}

type InkStep = Step<InkEngine>;
type InkCtx = Ctx<InkEngine>;

/// The one phase with decisions, and its steps.
pub const PHASES: &[PhaseSteps<InkEngine>] = &[PhaseSteps {
    phase: InkPhase::Drawing,
    schedule: || label(DrawingSchedule),
    decides: true,
    steps: &[
        InkStep {
            name: "draw a route",
            run: draw_route,
        },
        InkStep {
            name: "finish the round",
            run: finish_round,
        },
        InkStep {
            name: "next round or the end",
            run: advance_round,
        },
    ],
}];

/// The seat draws the route on its sheet (checked before the steps ran).
fn draw_route(game: &mut InkGame, ctx: &mut InkCtx) {
    if let Some(InkAction::Draw(placement)) = ctx.action {
        let seat = ctx.seat;
        // Checked before the steps ran, so the draw is never refused here (and a refusal would
        // change nothing).
        let _ = game.sheets[seat].draw(&mut game.progress[seat], placement);
    }
}

fn finish_round(game: &mut InkGame, ctx: &mut InkCtx) {
    if ctx.action == Some(InkAction::FinishRound) {
        game.finished[ctx.seat] = true;
    }
}

/// When everyone has finished: roll for the next round, or score the game after round 7.
fn advance_round(game: &mut InkGame, ctx: &mut InkCtx) {
    if game.to_act().is_some() {
        return;
    }
    if game.round >= ROUNDS {
        let scores: Vec<Score> = game
            .sheets
            .iter()
            .map(|s| score(&s.board, &game.options))
            .collect();
        let winners = winners(&scores);
        game.result = Some(InkFinal { scores, winners });
        return;
    }
    let number = game.round + 1;
    game.start_round(number, roll(&mut ctx.rng));
    ctx.events.push(DiceRolled { round: number });
}
