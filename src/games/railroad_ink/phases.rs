//! Railroad Ink's phases and the ordered systems that apply an accepted action in each.

use super::InkAction;
use super::pieces::{OnSheet, Route, RouteDie, sheet_of};
use super::rules::dice::{Roll, roll};
use super::rules::scoring::{Score, ScoreOptions, score, winners};
use super::rules::sheet::RoundProgress;
use crate::table::{GameRng, SeatId};
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// The rounds of the base game.
pub use super::rules::sheet::ROUNDS;

/// Where a Railroad Ink game stands.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum InkPhase {
    /// No Railroad Ink game on the table.
    #[default]
    Idle,
    /// Players draw the rolled routes.
    Drawing,
    /// The game is over and scored.
    Scored,
}

/// The schedule that applies one accepted action while [`InkPhase::Drawing`].
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct DrawingSchedule;

/// The state of the round: the shared roll and each seat's progress through it.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct InkRound {
    /// Sheet entity of each seat.
    pub sheets: Vec<Entity>,
    /// Current round, 1–7.
    pub round: u8,
    /// The roll every player draws.
    pub roll: Roll,
    /// Each seat's progress this round.
    pub progress: Vec<RoundProgress>,
    /// Whether each seat has finished the round.
    pub finished: Vec<bool>,
    /// Scoring options chosen at setup.
    pub options: ScoreOptions,
}

impl InkRound {
    /// The first seat still drawing this round (hot-seat goes round the table in seat order).
    pub fn to_act(&self) -> Option<SeatId> {
        self.finished.iter().position(|f| !f)
    }
}

/// Final scores and winners, present once the game is scored.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct InkFinal {
    /// Each seat's score sheet.
    pub scores: Vec<Score>,
    /// Winning seats (shared on a full tie).
    pub winners: Vec<SeatId>,
}

/// The action being applied; validated before the schedule runs.
#[derive(Resource, Debug, Clone)]
pub(super) struct PendingInk {
    pub seat: SeatId,
    pub action: InkAction,
}

/// Fired when new dice are rolled (the view animates them).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiceRolled {
    /// The round that starts.
    pub round: u8,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<InkPhase>()
        .init_schedule(DrawingSchedule)
        .add_systems(
            DrawingSchedule,
            (draw_route, finish_round, advance_round)
                .chain()
                .run_if(in_state(InkPhase::Drawing)),
        )
        .add_systems(OnEnter(InkPhase::Scored), score_game);
}

fn draw_route(world: &mut World) {
    let Some(PendingInk {
        seat,
        action: InkAction::Draw(placement),
    }) = world.get_resource::<PendingInk>().cloned()
    else {
        return;
    };
    let sheet_entity = world.resource::<InkRound>().sheets[seat];
    let mut sheet = sheet_of(world, sheet_entity);
    let seq = sheet.board.placements().len() as u32;
    let mut round = world.resource_mut::<InkRound>();
    let number = round.round;
    // Validated before the schedule ran; the pure rules update the seat's progress.
    let drawn = sheet.draw(&mut round.progress[seat], placement).is_ok();
    if drawn {
        world.spawn((
            Route {
                placement,
                round: number,
                seq,
            },
            OnSheet(sheet_entity),
        ));
    }
}

fn finish_round(pending: Res<PendingInk>, mut round: ResMut<InkRound>) {
    if pending.action == InkAction::FinishRound {
        round.finished[pending.seat] = true;
    }
}

/// When everyone has finished: roll for the next round, or end the game after round 7.
fn advance_round(
    mut commands: Commands,
    mut round: ResMut<InkRound>,
    mut rng: ResMut<GameRng>,
    mut dice: Query<&mut RouteDie>,
    mut next: ResMut<NextState<InkPhase>>,
) {
    if round.to_act().is_some() {
        return;
    }
    if round.round >= ROUNDS {
        next.set(InkPhase::Scored);
        return;
    }
    let number = round.round + 1;
    let rolled = roll(&mut rng.0);
    start_round(&mut round, number, rolled);
    for mut die in &mut dice {
        die.face = rolled.dice[die.slot as usize];
    }
    commands.trigger(DiceRolled { round: number });
}

/// Resets every seat's progress for a new roll.
pub(super) fn start_round(round: &mut InkRound, number: u8, rolled: Roll) {
    round.round = number;
    round.roll = rolled;
    for p in round.progress.iter_mut() {
        *p = RoundProgress::new(number, rolled);
    }
    round.finished.iter_mut().for_each(|f| *f = false);
}

fn score_game(world: &mut World) {
    let round = world.resource::<InkRound>().clone();
    let scores: Vec<Score> = round
        .sheets
        .iter()
        .map(|&e| score(&sheet_of(world, e).board, &round.options))
        .collect();
    let winners = winners(&scores);
    world.insert_resource(InkFinal { scores, winners });
}
