//! Railroad Ink: Deep Blue Edition — seven rounds of four dice, drawn on a 7×7 sheet.
//!
//! The rules are pure functions in [`rules`] over one [`InkGame`]; the phase's steps are declared once
//! ([`phases`]) and the pieces are mirrored into entities ([`pieces`]) for the views.

pub mod actions;
pub mod bot;
pub mod cli;
#[cfg(feature = "desktop")]
pub mod desktop;
pub mod phases;
pub mod pieces;
pub mod rules;
pub mod state;
pub mod view;

pub use actions::{InkAction, InkRefusal};
pub use phases::{DiceRolled, DrawingSchedule, InkPhase};
pub use state::{InkFinal, InkGame};

use crate::engine::{Engine, EngineRules, PhaseSteps};
use crate::games::{GameAction, GameId, GameInfo, OptionSpec};
use crate::table::driver::{SeatScore, Status, WordArg, Words};
use crate::table::{BotLevel, GameSetup, SeatId};
use bevy::prelude::*;
use rand_chacha::ChaCha8Rng;
use rules::board::Placement;
use rules::dice::roll;
use rules::scoring::{ScoreOptions, score};
use rules::tiles::Edge;
use std::collections::VecDeque;

/// The table's side of Railroad Ink.
pub static RULES: EngineRules<InkEngine> = EngineRules::new();

/// Railroad Ink's registry entry.
pub static INFO: GameInfo = GameInfo {
    cli: "railroad-ink",
    title: "Railroad Ink: Deep Blue",
    seats: (1, 6),
    hidden_information: false,
    prefix: "ink",
    translations: game_words!("railroad_ink"),
    options,
    breakdown: &[
        "exits",
        "network_exit_counts",
        "longest_rail",
        "longest_road",
        "centre",
        "errors",
    ],
    rules: Some(&RULES),
    plugin: Some(EngineRules::<InkEngine>::plugin),
    tool: Some(cli::TOOL),
    foreign: None,
    #[cfg(feature = "desktop")]
    picture: desktop::picture::paint,
    #[cfg(feature = "desktop")]
    shortcuts: desktop::SHORTCUTS,
    #[cfg(feature = "desktop")]
    screen: Some(desktop::plugin),
    #[cfg(feature = "desktop")]
    stream: Some(desktop::stream::STREAM),
};

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

/// Railroad Ink as an [`Engine`]: the state is one [`InkGame`].
pub struct InkEngine;

/// A bot's plan for the rest of its round, so it thinks once per round, not once per route.
pub type InkBotPlan = (u8, VecDeque<Placement>);

impl Engine for InkEngine {
    type State = InkGame;
    type Action = InkAction;
    type Refusal = InkRefusal;
    type Event = DiceRolled;
    type Phase = InkPhase;
    type SeatView = InkGame;
    type PublicView = view::InkPublic;
    type BotMemory = InkBotPlan;

    const ID: GameId = GameId::RailroadInk;
    const RULES_VERSION: u32 = 1;
    const PHASES: &'static [PhaseSteps<Self>] = phases::PHASES;

    /// One set of rules so far: the version is not consulted.
    fn setup(setup: &GameSetup, _: u32, rng: &mut ChaCha8Rng) -> Result<InkGame, String> {
        let options = ScoreOptions::from_options(&setup.options)?;
        Ok(InkGame::new(setup.seats.len(), roll(rng), options))
    }

    fn phase(game: &InkGame) -> InkPhase {
        if game.result.is_some() {
            InkPhase::Scored
        } else {
            InkPhase::Drawing
        }
    }

    fn to_act(game: &InkGame) -> Option<SeatId> {
        game.to_act()
    }

    fn check(game: &InkGame, seat: SeatId, action: &InkAction) -> Result<(), InkRefusal> {
        match game.to_act() {
            None => return Err(InkRefusal::Over),
            Some(to_act) if to_act != seat => {
                return Err(InkRefusal::NotYourTurn { to_act, seat });
            }
            Some(_) => {}
        }
        let sheet = &game.sheets[seat];
        let progress = &game.progress[seat];
        match action {
            InkAction::Draw(p) => sheet.check_draw(progress, p),
            InkAction::FinishRound => sheet.check_finish(progress),
        }
        .map_err(InkRefusal::Rule)
    }

    fn words(refusal: &InkRefusal) -> Words {
        use rules::messages::MessageArg;
        let (key, args) = match refusal {
            InkRefusal::Over => ("ink-err-over", Vec::new()),
            InkRefusal::NotYourTurn { to_act, .. } => (
                "ink-err-not-your-turn",
                vec![("seat".to_string(), WordArg::Number(*to_act as i64 + 1))],
            ),
            InkRefusal::Rule(e) => {
                let (key, args) = e.message();
                let args = args
                    .into_iter()
                    .map(|(name, arg)| {
                        let arg = match arg {
                            MessageArg::Tile(t) => {
                                WordArg::Key(format!("ink-tile-{}", t.name_key()))
                            }
                            MessageArg::Square(sq) => WordArg::Text(sq.to_string()),
                            MessageArg::Side(side) => WordArg::Key(format!(
                                "ink-side-{}",
                                format!("{side:?}").to_lowercase()
                            )),
                            MessageArg::Edge(Edge::Road) => WordArg::Key("ink-edge-road".into()),
                            MessageArg::Edge(_) => WordArg::Key("ink-edge-rail".into()),
                        };
                        (name.to_string(), arg)
                    })
                    .collect();
                (key, args)
            }
        };
        Words {
            key: key.to_string(),
            args,
        }
    }

    fn legal(game: &InkGame, seat: SeatId) -> Vec<InkAction> {
        if game.to_act() != Some(seat) {
            return Vec::new();
        }
        let (sheet, progress) = (&game.sheets[seat], &game.progress[seat]);
        let mut out: Vec<InkAction> = sheet
            .legal_draws(progress)
            .into_iter()
            .map(InkAction::Draw)
            .collect();
        if sheet.check_finish(progress).is_ok() {
            out.push(InkAction::FinishRound);
        }
        out
    }

    fn wrap(action: InkAction) -> GameAction {
        GameAction::RailroadInk(action)
    }

    fn unwrap(action: &GameAction) -> Option<&InkAction> {
        action.ink()
    }

    fn public_view(game: &InkGame) -> view::InkPublic {
        view::public(game)
    }

    fn log(before: &InkGame, seat: SeatId, action: &InkAction) -> Words {
        rules::log::line(before, seat, action)
    }

    fn status(game: &InkGame) -> Status {
        Status {
            round: Words::key("ink-phase-round")
                .with("round", WordArg::Number(i64::from(game.round))),
            deciding: game
                .result
                .is_none()
                .then(|| Words::key("ink-phase-drawing")),
        }
    }

    /// Every sheet is open on the table.
    fn seat_view(game: &InkGame, _seat: SeatId) -> InkGame {
        game.clone()
    }

    fn scores(game: &InkGame) -> Vec<SeatScore> {
        game.sheets
            .iter()
            .map(|sheet| {
                let s = score(&sheet.board, &game.options);
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

    fn winners(game: &InkGame) -> Vec<SeatId> {
        game.result
            .as_ref()
            .map(|f| f.winners.clone())
            .unwrap_or_default()
    }

    /// Plans the round once and draws it step by step; a plan the sheet no longer allows (after an
    /// undo) is thrown away.
    fn bot(
        game: &InkGame,
        seat: SeatId,
        level: BotLevel,
        seed: u64,
        plan: &mut InkBotPlan,
    ) -> InkAction {
        let (sheet, progress) = (&game.sheets[seat], &game.progress[seat]);
        let cached = (plan.0 == game.round)
            .then(|| plan.1.pop_front())
            .flatten()
            .filter(|p| sheet.check_draw(progress, p).is_ok());
        let next = cached.or_else(|| {
            let mut steps: VecDeque<_> = bot::plan_round(sheet, progress, level, seed).into();
            let first = steps.pop_front();
            *plan = (game.round, steps);
            first
        });
        match next {
            Some(p) => InkAction::Draw(p),
            None => InkAction::FinishRound,
        }
    }

    /// Each sheet's bookkeeping agrees with its board, and nobody drew past the rules' limits.
    fn invariants(game: &InkGame) -> Result<(), String> {
        for (seat, sheet) in game.sheets.iter().enumerate() {
            if sheet.rounds.len() != sheet.board.placements().len() {
                return Err(format!("seat {seat}: a round number per drawn route"));
            }
            if sheet.specials_used.len() > rules::sheet::MAX_SPECIALS {
                return Err(format!("seat {seat}: more specials than a game allows"));
            }
        }
        Ok(())
    }

    fn mirror(world: &mut World, game: &InkGame) {
        pieces::sync(world, game);
    }

    fn despawn_pieces(world: &mut World) {
        pieces::despawn(world);
    }

    fn announce(world: &mut World, events: &[DiceRolled]) {
        for rolled in events {
            world.trigger(*rolled);
        }
    }
}
