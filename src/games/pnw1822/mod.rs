//! 1822PNW, the 18xx of the Pacific Northwest: bid boxes for minors and privates, stock rounds,
//! operating rounds (track, tokens, routes, dividends, trains), merger rounds that form majors.
//!
//! The rules are pure functions over one [`PnwGame`] value ([`rules`]); the phases declare their
//! steps once ([`phases`]); the pieces are mirrored into entities ([`pieces`]); [`foreign`]
//! replays 18xx.games' recorded games, which are its test suite. It plays headless (CLI, bots,
//! tests) and at the table in the window ([`desktop`]), where it is also streamed and replayed.

pub mod actions;
pub mod bot;
pub mod data;
#[cfg(feature = "desktop")]
pub mod desktop;
pub mod export;
pub mod foreign;
pub mod import;
pub mod phases;
pub mod pieces;
pub mod replay;
pub mod rules;
pub mod schema;
pub mod state;
pub mod view;

use super::{GameAction, GameId, GameInfo, OptionSpec};
use crate::engine::{Engine, EngineRules, PhaseSteps};
use crate::table::driver::{SeatScore, Status, Words};
use crate::table::{BotLevel, GameSetup, SeatId};
use actions::{PnwAction, Refusal};
use bevy::prelude::*;
use data::pnw;
use phases::PnwPhase;
use rand_chacha::ChaCha8Rng;
use schema::ScenarioId;
use state::{Owner, PnwGame};

/// The table's side of 1822PNW.
pub static RULES: EngineRules<PnwEngine> = EngineRules::new();

/// The registry entry.
pub const INFO: GameInfo = GameInfo {
    cli: "1822pnw",
    title: "1822PNW",
    seats: (2, 5),
    hidden_information: false,
    prefix: "pnw",
    translations: game_words!("pnw1822"),
    options,
    breakdown: &["cash", "shares", "minors", "cards", "debt"],
    rules: Some(&RULES),
    plugin: Some(phases::plugin),
    foreign: Some(foreign::RECORDS),
    #[cfg(feature = "desktop")]
    picture: desktop::picture,
    #[cfg(feature = "desktop")]
    shortcuts: desktop::SHORTCUTS,
    #[cfg(feature = "desktop")]
    screen: Some(desktop::plugin),
    #[cfg(feature = "desktop")]
    stream: Some(desktop::STREAM),
    ..GameInfo::IN_DEVELOPMENT
};

/// The options of the new-game dialog and `--option`: the scenario (`standard` is the full game
/// for three to five, and for two the Southern Regional Scenario, the only one for two), the L
/// trains taken out before play (18xx.games' `remove_two_ls` / `remove_three_ls`), the Starting
/// Packet (fixed minors and privates per seat, operating rounds first), and two that
/// keep an imported game as 18xx.games scored it: connections left unchecked (as the site loads
/// its records) and E trains as the site ran them before 2025-10-28.
pub fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: "scenario",
            choices: vec!["standard", "short", "southern"],
            default: "standard",
        },
        OptionSpec {
            key: "remove_ls",
            choices: vec!["0", "2", "3"],
            default: "0",
        },
        OptionSpec {
            key: "starting_packet",
            choices: vec!["no", "yes"],
            default: "no",
        },
        OptionSpec {
            key: "connections",
            choices: vec!["checked", "unchecked"],
            default: "checked",
        },
        OptionSpec {
            key: "e_trains",
            choices: vec!["current", "before-2025-10-28"],
            default: "current",
        },
        OptionSpec {
            key: "site_rules",
            choices: vec!["current", "before-2024-06-05"],
            default: "current",
        },
    ]
}

/// The scenario and optional rules a setup asks for.
fn read_options(setup: &GameSetup) -> (ScenarioId, rules::setup::Options) {
    let get = |k: &str| setup.options.get(k).map(String::as_str);
    let scenario = match get("scenario") {
        Some("short") => ScenarioId::Short,
        Some("southern") => ScenarioId::Southern,
        _ if setup.seats.len() == 2 => ScenarioId::Southern,
        _ => ScenarioId::Full,
    };
    let remove_ls = get("remove_ls").and_then(|v| v.parse().ok()).unwrap_or(0);
    let starting_packet = get("starting_packet") == Some("yes");
    (
        scenario,
        rules::setup::Options {
            remove_ls,
            starting_packet,
        },
    )
}

/// 1822PNW as an [`Engine`]: the state is one [`PnwGame`], the rules are [`rules`].
pub struct PnwEngine;

impl Engine for PnwEngine {
    type State = PnwGame;
    type Action = PnwAction;
    type Refusal = Refusal;
    type Event = phases::PnwEvent;
    type Phase = PnwPhase;
    type SeatView = PnwGame;
    type PublicView = view::PnwPublic;
    type BotMemory = ();

    const ID: GameId = GameId::Pnw1822;
    const RULES_VERSION: u32 = rules::setup::RULES_VERSION;
    const PHASES: &'static [PhaseSteps<Self>] = phases::PHASES;

    /// The deck is dealt as 18xx.games deals it from the game's seed, so a seed gives the
    /// site's deal for that seed.
    fn setup(setup: &GameSetup, version: u32, _rng: &mut ChaCha8Rng) -> Result<PnwGame, String> {
        let (scenario, options) = read_options(setup);
        let mut game = rules::setup::new_game_under(
            pnw(),
            scenario,
            setup.seats.len(),
            setup.seed,
            options,
            version,
        )?;
        let get = |k: &str| setup.options.get(k).map(String::as_str);
        game.lenient = get("connections") == Some("unchecked");
        game.legacy_e = get("e_trains") == Some("before-2025-10-28");
        game.site_2023 = get("site_rules") == Some("before-2024-06-05");
        Ok(game)
    }

    fn phase(game: &PnwGame) -> PnwPhase {
        PnwPhase::of(game)
    }

    fn to_act(game: &PnwGame) -> Option<SeatId> {
        rules::to_act(game)
    }

    fn check(game: &PnwGame, seat: SeatId, action: &PnwAction) -> Result<(), Refusal> {
        phases::act_in_place(&mut game.clone(), seat, action)
    }

    fn words(refusal: &Refusal) -> Words {
        refusal.words()
    }

    fn legal(view: &PnwGame, seat: SeatId) -> Vec<PnwAction> {
        rules::legal::list(pnw(), view, seat)
    }

    fn wrap(action: PnwAction) -> GameAction {
        GameAction::Pnw1822(action)
    }

    fn unwrap(action: &GameAction) -> Option<&PnwAction> {
        action.pnw1822()
    }

    fn public_view(game: &PnwGame) -> view::PnwPublic {
        view::public(pnw(), game)
    }

    fn log(before: &PnwGame, seat: SeatId, action: &PnwAction) -> Words {
        view::log(pnw(), before, seat, action)
    }

    /// Out of time: a pass, where the game takes one.
    fn timeout(game: &PnwGame, seat: SeatId) -> Option<PnwAction> {
        Self::check(game, seat, &PnwAction::Pass)
            .is_ok()
            .then_some(PnwAction::Pass)
    }

    fn status(game: &PnwGame) -> Status {
        view::status(pnw(), game)
    }

    /// Nothing is hidden but the decks' order, which no seat reads.
    fn seat_view(game: &PnwGame, _seat: SeatId) -> PnwGame {
        game.clone()
    }

    fn scores(game: &PnwGame) -> Vec<SeatScore> {
        (0..game.players.len())
            .map(|seat| {
                let w = rules::scoring::worth(pnw(), game, seat);
                SeatScore {
                    total: w.total(),
                    breakdown: serde_json::json!({
                        "cash": w.cash,
                        "shares": w.shares,
                        "minors": w.minors,
                        "cards": w.cards,
                        "debt": -w.debt,
                    })
                    .as_object()
                    .cloned()
                    .unwrap_or_default(),
                }
            })
            .collect()
    }

    fn winners(game: &PnwGame) -> Vec<SeatId> {
        if game.ended.is_none() {
            return Vec::new();
        }
        let totals: Vec<i64> = (0..game.players.len())
            .map(|s| rules::scoring::worth(pnw(), game, s).total())
            .collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        (0..totals.len()).filter(|&s| totals[s] == best).collect()
    }

    fn bot(view: &PnwGame, seat: SeatId, level: BotLevel, seed: u64, _: &mut ()) -> PnwAction {
        bot::choose(pnw(), view, seat, level, seed).unwrap_or(PnwAction::Pass)
    }

    /// Money is conserved: the bank, the players and the companies add up to the bank the game
    /// began with (a loan is paid out of the bank, which may go below zero once broken); a
    /// started major has a president.
    fn invariants(game: &PnwGame) -> Result<(), String> {
        let total = replay::total_money(game);
        let start = i64::from(pnw().game.bank);
        if total != start {
            return Err(format!("${total} in the game, it began with ${start}"));
        }
        let pres = game
            .corps
            .iter()
            .filter(|c| c.kind == state::Kind::Major && c.parred && !c.closed)
            .all(|c| matches!(c.certs.first(), Some(Owner::Player(_))));
        if !pres {
            return Err("a started major without a president".into());
        }
        Ok(())
    }

    fn mirror(world: &mut World, game: &PnwGame) {
        pieces::sync(world, game);
    }

    fn despawn_pieces(world: &mut World) {
        pieces::despawn(world);
    }
}
