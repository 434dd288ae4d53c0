//! Railroad Ink: Deep Blue Edition — seven rounds of four dice, drawn on a 7×7 sheet.
//!
//! The rules are pure functions in [`rules`]; this module keeps the pieces as entities, runs the
//! phases as Bevy states and adapts the game to the table ([`InkRules`]).

pub mod actions;
pub mod bot;
#[cfg(feature = "desktop")]
pub mod desktop;
pub mod phases;
pub mod pieces;
pub mod rules;

pub use actions::InkAction;
#[cfg(feature = "desktop")]
pub use desktop::plugin as desktop_plugin;
pub use phases::{DiceRolled, DrawingSchedule, InkFinal, InkPhase, InkRound};

use crate::games::{GameAction, GameId, OptionSpec};
use crate::table::driver::{GameRules, SeatScore};
use crate::table::{BotLevel, GameRng, GameSetup, SeatId};
use bevy::prelude::*;
use phases::PendingInk;
use pieces::{InkSheet, Route, RouteDie, sheet_of};
use rules::dice::roll;
use rules::notation::format_board;
use rules::scoring::{ScoreOptions, score};
use rules::sheet::RoundProgress;
use std::collections::{HashMap, VecDeque};

/// The headless Railroad Ink plugin: phases, schedules, pieces.
pub fn plugin(app: &mut App) {
    app.add_plugins(phases::plugin);
}

/// The options of the new-game dialog and `--option`.
pub fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: "one_exit_points",
            choices: vec!["0", "2"],
            default: "0",
        },
        OptionSpec {
            key: "longest",
            choices: vec!["trail", "simple"],
            default: "trail",
        },
    ]
}

/// Railroad Ink's side of the table.
pub struct InkRules;

/// A bot's plan for the rest of its round, so it thinks once per round, not once per route.
#[derive(Resource, Default)]
struct BotPlans(HashMap<SeatId, (u8, VecDeque<rules::board::Placement>)>);

impl GameRules for InkRules {
    fn id(&self) -> GameId {
        GameId::RailroadInk
    }

    fn rules_version(&self) -> u32 {
        1
    }

    fn start(&self, world: &mut World, setup: &GameSetup) -> Result<(), String> {
        let options = ScoreOptions::from_options(&setup.options)?;
        let sheets: Vec<Entity> = (0..setup.seats.len())
            .map(|seat| world.spawn(InkSheet { seat }).id())
            .collect();
        let first = roll(&mut world.resource_mut::<GameRng>().0);
        for (slot, face) in first.dice.iter().enumerate() {
            world.spawn(RouteDie {
                slot: slot as u8,
                face: *face,
            });
        }
        let n = sheets.len();
        world.insert_resource(InkRound {
            sheets,
            round: 1,
            roll: first,
            progress: vec![RoundProgress::new(1, first); n],
            finished: vec![false; n],
            options,
        });
        world
            .resource_mut::<NextState<InkPhase>>()
            .set(InkPhase::Drawing);
        world.run_schedule(StateTransition);
        world.trigger(DiceRolled { round: 1 });
        Ok(())
    }

    fn clear(&self, world: &mut World) {
        let pieces: Vec<Entity> = world
            .query_filtered::<Entity, Or<(With<InkSheet>, With<Route>, With<RouteDie>)>>()
            .iter(world)
            .collect();
        for e in pieces {
            if let Ok(entity) = world.get_entity_mut(e) {
                entity.despawn();
            }
        }
        world.remove_resource::<InkRound>();
        world.remove_resource::<InkFinal>();
        world.remove_resource::<PendingInk>();
        world.remove_resource::<BotPlans>();
        world
            .resource_mut::<NextState<InkPhase>>()
            .set(InkPhase::Idle);
        world.run_schedule(StateTransition);
    }

    fn apply(&self, world: &mut World, seat: SeatId, action: &GameAction) -> Result<(), String> {
        let action = action.ink().ok_or("that is not a Railroad Ink action")?;
        let round = world
            .get_resource::<InkRound>()
            .ok_or("the game is not running")?;
        match round.to_act() {
            None => return Err("the game is over".into()),
            Some(s) if s != seat => {
                return Err(format!(
                    "it is seat {}'s turn to draw, not seat {}",
                    s + 1,
                    seat + 1
                ));
            }
            Some(_) => {}
        }
        let sheet = sheet_of(world, round.sheets[seat]);
        let progress = &round.progress[seat];
        match action {
            InkAction::Draw(p) => sheet.check_draw(progress, p),
            InkAction::FinishRound => sheet.check_finish(progress),
        }
        .map_err(|e| e.to_string())?;
        world.insert_resource(PendingInk {
            seat,
            action: action.clone(),
        });
        world.run_schedule(DrawingSchedule);
        world.remove_resource::<PendingInk>();
        world.run_schedule(StateTransition);
        Ok(())
    }

    fn to_act(&self, world: &World) -> Option<SeatId> {
        world.get_resource::<InkRound>()?.to_act()
    }

    fn is_undo_barrier(&self, action: &GameAction) -> bool {
        // Finishing ends the seat's turn; the last finish of a round rolls the next dice.
        action.ink() == Some(&InkAction::FinishRound)
    }

    fn bot_action(
        &self,
        world: &mut World,
        seat: SeatId,
        level: BotLevel,
        seed: u64,
    ) -> GameAction {
        let round = world.resource::<InkRound>().clone();
        let sheet = sheet_of(world, round.sheets[seat]);
        let progress = &round.progress[seat];
        let mut plans = world.get_resource_or_insert_with(BotPlans::default);
        let cached = plans
            .0
            .get_mut(&seat)
            .filter(|(r, _)| *r == round.round)
            .and_then(|(_, steps)| steps.pop_front())
            .filter(|p| sheet.check_draw(progress, p).is_ok());
        let next = cached.or_else(|| {
            let mut steps: VecDeque<_> = bot::plan_round(&sheet, progress, level, seed).into();
            let first = steps.pop_front();
            plans.0.insert(seat, (round.round, steps));
            first
        });
        GameAction::RailroadInk(match next {
            Some(p) => InkAction::Draw(p),
            None => InkAction::FinishRound,
        })
    }

    fn scores(&self, world: &World) -> Vec<SeatScore> {
        let Some(round) = world.get_resource::<InkRound>() else {
            return Vec::new();
        };
        round
            .sheets
            .iter()
            .map(|&e| {
                let s = score(&sheet_of(world, e).board, &round.options);
                let breakdown = serde_json::json!({
                    "exits": s.exit_points,
                    "network_exit_counts": s.network_exit_counts,
                    "longest_rail": s.longest_rail,
                    "longest_road": s.longest_road,
                    "centre": s.centre,
                    "errors": s.errors,
                });
                SeatScore {
                    total: i64::from(s.total),
                    breakdown: breakdown.as_object().cloned().unwrap_or_default(),
                }
            })
            .collect()
    }

    fn winners(&self, world: &World) -> Vec<SeatId> {
        world
            .get_resource::<InkFinal>()
            .map(|f| f.winners.clone())
            .unwrap_or_default()
    }

    fn public_view(&self, world: &World) -> serde_json::Value {
        let Some(round) = world.get_resource::<InkRound>() else {
            return serde_json::Value::Null;
        };
        let over = world.get_resource::<InkFinal>().is_some();
        let scores = self.scores(world);
        let players: Vec<_> = round
            .sheets
            .iter()
            .enumerate()
            .map(|(seat, &e)| {
                let sheet = sheet_of(world, e);
                serde_json::json!({
                    "seat": seat,
                    "board": format_board(sheet.board.placements()),
                    "specials_used": sheet.specials_used.iter().map(|(t, _)| t.to_string()).collect::<Vec<_>>(),
                    "finished_round": round.finished[seat],
                    "score": scores[seat],
                })
            })
            .collect();
        serde_json::json!({
            "phase": if over { "scored" } else { "drawing" },
            "round": round.round,
            "rounds": phases::ROUNDS,
            "roll": round.roll.dice.iter().map(|d| d.to_string()).collect::<Vec<_>>(),
            "to_act": round.to_act(),
            "players": players,
            "winners": self.winners(world),
        })
    }
}
