//! Railways of the World on the Eastern U.S. map: a first-player auction, three action rounds of
//! building links, urbanising, upgrading engines, delivering cubes and taking operations cards, then
//! income and bond interest — until enough cities are empty, and one more turn.
//!
//! The rules are pure functions over one [`RotwGame`] value ([`rules`]); the phases run them as
//! ordered systems ([`phases`]) and mirror the pieces into entities ([`pieces`]) for the views.

pub mod actions;
pub mod bot;
pub mod data;
#[cfg(feature = "desktop")]
pub mod desktop;
pub mod goods;
pub mod phases;
pub mod pieces;
pub mod refusal;
pub mod rules;
pub mod schema;
pub mod state;
pub mod view;

pub use actions::{CardTarget, RotwAction, RotwError};
#[cfg(feature = "desktop")]
pub use desktop::plugin as desktop_plugin;
pub use phases::RotwPhase;
pub use state::{AuctionRule, RotwGame, RotwOptions};

use crate::games::{GameAction, GameId, OptionSpec};
use crate::table::driver::{GameRules, SeatScore, Words};
use crate::table::{BotLevel, GameRng, GameSetup, SeatId};
use bevy::prelude::*;
use data::eastern_us;

/// The headless RotW plugin: phases and their schedules.
pub fn plugin(app: &mut App) {
    app.add_plugins(phases::plugin);
}

/// Values of the `empty_cities` option besides `sheet`.
const EMPTY_CITY_CHOICES: [&str; 10] = ["sheet", "4", "6", "8", "10", "12", "14", "16", "18", "20"];

/// The options of the new-game dialog and `--option`.
pub fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: "auction",
            choices: vec!["standard", "no-bid-first-turn", "dropouts-pay-half"],
            default: "standard",
        },
        OptionSpec {
            key: "empty_cities",
            choices: EMPTY_CITY_CHOICES.to_vec(),
            default: "sheet",
        },
        OptionSpec {
            key: "cards",
            choices: vec!["on", "off"],
            default: "on",
        },
    ]
}

/// Reads the setup's options (already checked against [`options`]).
pub fn read_options(setup: &GameSetup) -> RotwOptions {
    let get = |k: &str, d: &'static str| setup.options.get(k).map_or(d, String::as_str);
    RotwOptions {
        auction: match get("auction", "standard") {
            "no-bid-first-turn" => AuctionRule::NoBidFirstTurn,
            "dropouts-pay-half" => AuctionRule::DropoutsPayHalf,
            _ => AuctionRule::Standard,
        },
        empty_cities_to_end: get("empty_cities", "sheet")
            .parse()
            .unwrap_or_else(|_| eastern_us().empty_cities_to_end(setup.seats.len())),
        cards: get("cards", "on") == "on",
    }
}

/// RotW's side of the table.
pub struct RotwRules;

impl GameRules for RotwRules {
    fn id(&self) -> GameId {
        GameId::Rotw
    }

    fn rules_version(&self) -> u32 {
        1
    }

    fn start(&self, world: &mut World, setup: &GameSetup) -> Result<(), String> {
        let data = eastern_us();
        let options = read_options(setup);
        let game = rules::setup::new_game(
            data,
            setup.seats.len(),
            options,
            &mut world.resource_mut::<GameRng>().0,
        );
        pieces::spawn(world, data, setup.seats.len());
        world.insert_resource(game);
        pieces::sync(world);
        let phase = RotwPhase::of(&world.resource::<RotwGame>().phase);
        world.resource_mut::<NextState<RotwPhase>>().set(phase);
        world.run_schedule(StateTransition);
        Ok(())
    }

    fn clear(&self, world: &mut World) {
        pieces::despawn(world);
        world.remove_resource::<RotwGame>();
        world
            .resource_mut::<NextState<RotwPhase>>()
            .set(RotwPhase::Idle);
        world.run_schedule(StateTransition);
    }

    fn apply(&self, world: &mut World, seat: SeatId, action: &GameAction) -> Result<(), String> {
        let action = action
            .rotw()
            .ok_or("that is not a Railways of the World action")?;
        let game = world
            .get_resource::<RotwGame>()
            .ok_or("the game is not running")?;
        rules::check(game, eastern_us(), seat, action).map_err(|e| e.to_string())?;
        phases::run(world, seat, action.clone());
        Ok(())
    }

    fn to_act(&self, world: &World) -> Option<SeatId> {
        world.get_resource::<RotwGame>()?.to_act()
    }

    fn is_undo_barrier(&self, action: &GameAction) -> bool {
        // Bonds, builds and upgrades draw nothing from the bag and turn up no card, so they may be
        // taken back; everything else may reveal something. (A build that ends the turn hands the
        // next decision to another seat, which undo never reaches past.)
        !matches!(
            action.rotw(),
            Some(RotwAction::IssueBond | RotwAction::Build { .. } | RotwAction::UpgradeEngine)
        )
    }

    fn bot_action(
        &self,
        world: &mut World,
        seat: SeatId,
        level: BotLevel,
        seed: u64,
    ) -> GameAction {
        let game = world.resource::<RotwGame>();
        GameAction::Rotw(bot::choose(game, eastern_us(), seat, level, seed))
    }

    fn scores(&self, world: &World) -> Vec<SeatScore> {
        let Some(game) = world.get_resource::<RotwGame>() else {
            return Vec::new();
        };
        rules::scoring::scores(game)
            .into_iter()
            .map(|s| SeatScore {
                total: s.vp,
                breakdown: serde_json::json!({
                    "vp": s.vp,
                    "income_track": s.income_track,
                    "bonds": s.bonds,
                    "links": s.links,
                    "money": s.money * 1000,
                })
                .as_object()
                .cloned()
                .unwrap_or_default(),
            })
            .collect()
    }

    fn winners(&self, world: &World) -> Vec<SeatId> {
        match world.get_resource::<RotwGame>() {
            Some(game) if game.over() => rules::scoring::winners(&rules::scoring::scores(game)),
            _ => Vec::new(),
        }
    }

    fn refusal_words(&self, world: &World, seat: SeatId, action: &GameAction) -> Option<Words> {
        let game = world.get_resource::<RotwGame>()?;
        rules::check(game, eastern_us(), seat, action.rotw()?)
            .err()
            .map(|e| e.words())
    }

    fn public_view(&self, world: &World) -> serde_json::Value {
        match world.get_resource::<RotwGame>() {
            Some(game) => view::public(game, eastern_us(), &self.winners(world)),
            None => serde_json::Value::Null,
        }
    }
}
