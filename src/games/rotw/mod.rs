//! Railways of the World on the Eastern U.S. map: a first-player auction, three action rounds of
//! building links, urbanising, upgrading engines, delivering cubes and taking operations cards, then
//! income and bond interest — until enough cities are empty, and one more turn.
//!
//! The rules are pure functions over one [`RotwGame`] value ([`rules`]); the phases declare their
//! ordered steps once ([`phases`]), and the pieces are mirrored into entities ([`pieces`]) for the views.

pub mod actions;
pub mod bot;
pub mod data;
#[cfg(feature = "desktop")]
pub mod desktop;
pub mod goods;
pub mod ids;
pub mod phases;
pub mod pieces;
pub mod refusal;
pub mod rules;
pub mod schema;
pub mod state;
pub mod view;

pub use actions::{CardTarget, RotwAction, RotwError};
pub use ids::{CardId, CityId, LinkId};
pub use phases::RotwPhase;
pub use state::{AuctionRule, RotwGame, RotwOptions};

use crate::engine::{Engine, EngineRules, PhaseSteps};
use crate::games::{GameAction, GameId, GameInfo, OptionSpec};
use crate::table::driver::{SeatScore, Status, WordArg, Words};
use crate::table::{BotLevel, GameSetup, SeatId};
use bevy::prelude::*;
use data::eastern_us;
use goods::Goods;
use rand_chacha::ChaCha8Rng;
use state::Phase;

/// The table's side of RotW.
pub static RULES: EngineRules<RotwEngine> = EngineRules::new();

/// Railways of the World's registry entry.
pub static INFO: GameInfo = GameInfo {
    cli: "rotw",
    title: "Railways of the World",
    seats: (2, 6),
    hidden_information: false,
    prefix: "rotw",
    translations: game_words!("rotw"),
    options,
    breakdown: &["vp", "income_track", "bonds", "links", "money"],
    rules: Some(&RULES),
    plugin: Some(EngineRules::<RotwEngine>::plugin),
    tool: None,
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

/// Values of the `empty_cities` option: the printing's chart, the first version's assumed chart, or
/// a number for every player count.
const EMPTY_CITY_CHOICES: [&str; 11] = [
    "printing", "sheet", "4", "6", "8", "10", "12", "14", "16", "18", "20",
];

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
            default: "printing",
        },
        OptionSpec {
            key: "cards",
            choices: vec!["on", "off"],
            default: "on",
        },
        OptionSpec {
            key: "bonds",
            choices: vec!["any-time", "when-needed"],
            default: "any-time",
        },
        OptionSpec {
            key: "major_lines",
            choices: vec!["off", "on"],
            default: "off",
        },
    ]
}

/// Reads the setup's options (already checked against [`options`]) for a game under rules
/// `version`: an option a record leaves out takes the default of the version it was played under.
pub fn read_options(setup: &GameSetup, version: u32) -> RotwOptions {
    let get = |k: &str, d: &'static str| setup.options.get(k).map_or(d, String::as_str);
    let empty_cities = get(
        "empty_cities",
        if version < 2 { "sheet" } else { "printing" },
    );
    RotwOptions {
        version,
        auction: match get("auction", "standard") {
            "no-bid-first-turn" => AuctionRule::NoBidFirstTurn,
            "dropouts-pay-half" => AuctionRule::DropoutsPayHalf,
            _ => AuctionRule::Standard,
        },
        empty_cities_to_end: empty_cities.parse().unwrap_or_else(|_| {
            eastern_us().empty_cities_to_end(setup.seats.len(), empty_cities == "sheet")
        }),
        cards: get("cards", "on") == "on",
        major_lines: get("major_lines", "off") == "on",
        bonds_when_needed: get("bonds", "any-time") == "when-needed",
    }
}

/// Railways of the World as an [`Engine`]: the state is one [`RotwGame`], the rules are [`rules`].
pub struct RotwEngine;

impl Engine for RotwEngine {
    type State = RotwGame;
    type Action = RotwAction;
    type Refusal = RotwError;
    type Event = rules::Outcome;
    type Phase = RotwPhase;
    type SeatView = RotwGame;
    type PublicView = view::RotwPublic;
    type BotMemory = ();

    const ID: GameId = GameId::Rotw;
    /// 2: a ridge is charged once (not again when an incomplete link is extended across it), the
    /// printing's empty-city chart is the default, the later printing's setup of Service Bounties,
    /// and incomplete links may be redirected. Version 1 games replay (and play on) as they were.
    const RULES_VERSION: u32 = 2;
    const PHASES: &'static [PhaseSteps<Self>] = phases::PHASES;

    fn setup(setup: &GameSetup, version: u32, rng: &mut ChaCha8Rng) -> Result<RotwGame, String> {
        let options = read_options(setup, version);
        Ok(rules::setup::new_game(
            eastern_us(),
            setup.seats.len(),
            options,
            rng,
        ))
    }

    fn phase(game: &RotwGame) -> RotwPhase {
        RotwPhase::of(&game.phase)
    }

    fn to_act(game: &RotwGame) -> Option<SeatId> {
        game.to_act()
    }

    fn check(game: &RotwGame, seat: SeatId, action: &RotwAction) -> Result<(), RotwError> {
        rules::check(game, eastern_us(), seat, action)
    }

    fn words(refusal: &RotwError) -> Words {
        refusal.words()
    }

    fn legal(view: &RotwGame, seat: SeatId) -> Vec<RotwAction> {
        rules::legal::list(view, eastern_us(), seat)
    }

    fn wrap(action: RotwAction) -> GameAction {
        GameAction::Rotw(action)
    }

    fn unwrap(action: &GameAction) -> Option<&RotwAction> {
        action.rotw()
    }

    fn public_view(game: &RotwGame) -> view::RotwPublic {
        view::public(game, eastern_us(), &Self::winners(game))
    }

    fn log(before: &RotwGame, seat: SeatId, action: &RotwAction) -> Words {
        rules::log::line(before, eastern_us(), seat, action)
    }

    /// Out of time: a pass in the auction, a skipped action in the actions phase.
    fn timeout(game: &RotwGame, _seat: SeatId) -> Option<RotwAction> {
        match game.phase {
            Phase::Auction(_) => Some(RotwAction::Pass),
            Phase::Actions => Some(RotwAction::Skip),
            Phase::Income | Phase::Over => None,
        }
    }

    fn status(game: &RotwGame) -> Status {
        let turn = WordArg::Number(i64::from(game.turn));
        let round = if game.phase == Phase::Actions {
            Words::key("rotw-turn")
                .with("turn", turn)
                .with("round", WordArg::Number(i64::from(game.round)))
        } else {
            Words::key("rotw-turn-only").with("turn", turn)
        };
        let deciding = match game.phase {
            Phase::Auction(_) => Some("rotw-phase-auction"),
            Phase::Actions => Some("rotw-phase-actions"),
            Phase::Income => Some("rotw-phase-income"),
            Phase::Over => None,
        };
        Status {
            round,
            deciding: deciding.map(Words::key),
        }
    }

    /// Everything is open but the order of the face-down operations cards: a seat knows which
    /// cards are left, not which comes next.
    fn seat_view(game: &RotwGame, _seat: SeatId) -> RotwGame {
        let mut view = game.clone();
        view.cards.deck = view.cards.deck.unordered();
        view
    }

    fn scores(game: &RotwGame) -> Vec<SeatScore> {
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

    fn winners(game: &RotwGame) -> Vec<SeatId> {
        if game.over() {
            rules::scoring::winners(&rules::scoring::scores(game))
        } else {
            Vec::new()
        }
    }

    fn bot(view: &RotwGame, seat: SeatId, level: BotLevel, seed: u64, _: &mut ()) -> RotwAction {
        bot::choose(view, eastern_us(), seat, level, seed)
    }

    /// The 125 cubes are all somewhere: in the bag or on a city.
    fn invariants(game: &RotwGame) -> Result<(), String> {
        let data = eastern_us();
        let cubes = goods::total(&game.bag) + game.cubes_on_map();
        let printed = u32::from(data.rules.cubes_per_colour) * Goods::ALL.len() as u32;
        if cubes != printed {
            return Err(format!(
                "{cubes} cubes on the table, the game has {printed}"
            ));
        }
        Ok(())
    }

    fn mirror(world: &mut World, game: &RotwGame) {
        pieces::sync(world, game);
    }

    fn despawn_pieces(world: &mut World) {
        pieces::despawn(world);
    }
}
