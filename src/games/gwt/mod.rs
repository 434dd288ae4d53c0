//! Great Western Trail (Second Edition): a deck-builder on a trail. Herders walk from START to
//! Kansas City using buildings on the way; in Kansas City the hand's breeding value pays, and a
//! delivery sends a disc down the railroad. The first game on the table with hidden hands.
//!
//! The rules are pure functions over one [`GwtGame`] value ([`rules`]); the phases declare their
//! ordered steps once ([`phases`]), Kansas City's five sub-phases each its own.

pub mod actions;
pub mod bot;
pub mod data;
#[cfg(feature = "desktop")]
pub mod desktop;
pub mod phases;
pub mod pieces;
pub mod rules;
pub mod schema;
pub mod state;
pub mod view;

pub use actions::{DiscSource, GwtAction, GwtRefusal};
pub use phases::GwtPhase;
pub use state::GwtGame;

use super::{GameInfo, OptionSpec};
use crate::engine::{Engine, EngineRules, PhaseSteps};
use crate::games::{GameAction, GameId};
use crate::table::driver::{SeatScore, Status, WordArg, Words};
use crate::table::{BotLevel, GameSetup, SeatId};
use data::gwt;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use rules::setup::NeutralPlacement;
use state::{GwtOptions, KcStep, Stage};
use view::GwtView;

/// The table's side of Great Western Trail.
pub static RULES: EngineRules<GwtEngine> = EngineRules::new();

/// The registry entry.
pub static INFO: GameInfo = GameInfo {
    cli: "gwt",
    title: "Great Western Trail",
    seats: (2, 4),
    hidden_information: true,
    prefix: "gwt",
    translations: game_words!("gwt"),
    options,
    breakdown: &BREAKDOWN,
    rules: Some(&RULES),
    plugin: Some(EngineRules::<GwtEngine>::plugin),
    #[cfg(feature = "desktop")]
    picture: desktop::picture::paint,
    #[cfg(feature = "desktop")]
    shortcuts: desktop::SHORTCUTS,
    #[cfg(feature = "desktop")]
    screen: Some(desktop::plugin),
    #[cfg(feature = "desktop")]
    stream: Some(desktop::stream::STREAM),
    ..GameInfo::IN_DEVELOPMENT
};

/// The score sheet's categories, in its order.
pub const BREAKDOWN: [&str; 11] = [
    "money",
    "buildings",
    "cities",
    "stations",
    "hazards",
    "cattle",
    "objectives",
    "station_masters",
    "workers",
    "step_limit",
    "job_market_token",
];

/// The options of the new-game dialog and `--option`.
pub fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: "neutral_buildings",
            choices: vec!["printed", "random"],
            default: "printed",
        },
        OptionSpec {
            key: "building_sides",
            choices: vec!["a", "random"],
            default: "a",
        },
        OptionSpec {
            key: "simmental",
            choices: vec!["off", "on"],
            default: "off",
        },
        OptionSpec {
            key: "once_per_turn",
            choices: vec!["off", "on"],
            default: "off",
        },
    ]
}

/// Great Western Trail as an [`Engine`].
pub struct GwtEngine;

impl Engine for GwtEngine {
    type State = GwtGame;
    type Action = GwtAction;
    type Refusal = GwtRefusal;
    type Event = ();
    type Phase = GwtPhase;
    type SeatView = GwtView;
    type PublicView = view::GwtPublic;
    type BotMemory = ();

    const ID: GameId = GameId::Gwt;
    const RULES_VERSION: u32 = 2;
    const PHASES: &'static [PhaseSteps<Self>] = phases::PHASES;

    fn setup(setup: &GameSetup, version: u32, rng: &mut ChaCha8Rng) -> Result<GwtGame, String> {
        let players = setup.seats.len();
        if !(2..=4).contains(&players) {
            return Err(format!(
                "Great Western Trail is for 2 to 4 players, not {players}"
            ));
        }
        let get = |k: &str, d: &'static str| setup.options.get(k).map_or(d, String::as_str);
        // One player randomises the sides and everyone copies them.
        let sides = (0..12)
            .map(|_| {
                if get("building_sides", "a") == "random" && rng.random_bool(0.5) {
                    'b'
                } else {
                    'a'
                }
            })
            .collect();
        let options = GwtOptions {
            version,
            simmental: get("simmental", "off") == "on",
            sides,
            once_per_turn: get("once_per_turn", "off") == "on",
        };
        let neutral = match get("neutral_buildings", "printed") {
            "random" => NeutralPlacement::Random,
            _ => NeutralPlacement::Printed,
        };
        Ok(rules::setup::new_game(
            gwt(),
            players,
            options,
            neutral,
            rng,
        ))
    }

    fn phase(game: &GwtGame) -> GwtPhase {
        GwtPhase::of(&game.stage)
    }

    fn to_act(game: &GwtGame) -> Option<SeatId> {
        game.to_act()
    }

    fn check(game: &GwtGame, seat: SeatId, action: &GwtAction) -> Result<(), GwtRefusal> {
        rules::check(game, gwt(), seat, action)
    }

    fn words(refusal: &GwtRefusal) -> Words {
        refusal.words()
    }

    fn legal(view: &GwtView, seat: SeatId) -> Vec<GwtAction> {
        rules::legal::list(&view.game, gwt(), seat)
    }

    fn wrap(action: GwtAction) -> GameAction {
        GameAction::Gwt(action)
    }

    fn unwrap(action: &GameAction) -> Option<&GwtAction> {
        action.gwt()
    }

    fn public_view(game: &GwtGame) -> view::GwtPublic {
        view::public(game, gwt())
    }

    fn seat_json(game: &GwtGame, seat: SeatId) -> serde_json::Value {
        view::seat_json(game, gwt(), seat)
    }

    fn seat_view(game: &GwtGame, seat: SeatId) -> GwtView {
        view::seat_view(game, seat)
    }

    fn log(before: &GwtGame, seat: SeatId, action: &GwtAction) -> Words {
        rules::log::line(before, gwt(), seat, action)
    }

    fn status(game: &GwtGame) -> Status {
        let deciding = match game.stage {
            Stage::Opening => Some("gwt-phase-opening"),
            Stage::Move => Some("gwt-phase-move"),
            Stage::Act(_) => Some("gwt-phase-act"),
            Stage::KansasCity(KcStep::Foresight(_)) => Some("gwt-phase-foresight"),
            Stage::KansasCity(KcStep::Income) => Some("gwt-phase-income"),
            Stage::KansasCity(KcStep::Delivery) => Some("gwt-phase-delivery"),
            Stage::Draw => Some("gwt-phase-draw"),
            Stage::Over => None,
        };
        Status {
            round: Words::key("gwt-turn").with("turn", WordArg::Number(i64::from(game.turn))),
            deciding: deciding.map(Words::key),
        }
    }

    /// Objective cards still in a deck are private: spectators' scores count only those in the
    /// objective areas.
    fn public_scores(game: &GwtGame) -> Vec<SeatScore> {
        let mut public = game.clone();
        for p in &mut public.players {
            let objectives = |c: &data::CardId| !rules::effects::is_objective(gwt(), *c);
            p.hand.retain(objectives);
            p.discard.retain(objectives);
            let stack: Vec<_> = p.stack.cards().iter().copied().filter(objectives).collect();
            p.stack = crate::kits::deck::Deck::stacked(stack);
        }
        Self::scores(&public)
    }

    fn scores(game: &GwtGame) -> Vec<SeatScore> {
        rules::scoring::scores(game, gwt())
            .into_iter()
            .map(|s| SeatScore {
                total: s.total(),
                breakdown: s
                    .categories()
                    .iter()
                    .map(|(k, v)| (k.to_string(), serde_json::json!(v)))
                    .collect(),
            })
            .collect()
    }

    fn winners(game: &GwtGame) -> Vec<SeatId> {
        if game.over() {
            rules::scoring::winners(&rules::scoring::scores(game, gwt()))
        } else {
            Vec::new()
        }
    }

    fn mirror(world: &mut bevy::prelude::World, game: &GwtGame) {
        pieces::sync(world, game);
    }

    fn despawn_pieces(world: &mut bevy::prelude::World) {
        pieces::despawn(world);
    }

    fn bot(view: &GwtView, seat: SeatId, level: BotLevel, seed: u64, _: &mut ()) -> GwtAction {
        bot::choose(view, seat, level, seed)
    }

    /// Money: every dollar a player holds came from the bank or another player. Cards: each
    /// player's 14 starting cards, every market card and every objective card are each in exactly
    /// one place. Tiles: each of the 94 is in a bag, on the board, with a player or out of the game.
    fn invariants(game: &GwtGame) -> Result<(), String> {
        rules::invariants::check(game, gwt())
    }
}
