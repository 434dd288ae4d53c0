//! Whistle Stop: trains race west from the East Coast over tiles the players lay from their hands,
//! spending coal and whistles to move, picking up goods, paying Towns for fame and railroad
//! shares, buying upgrades, and finishing on the end tiles of the far west.
//!
//! The rules are pure functions over one [`WsGame`] value ([`rules`]); the phases declare their
//! steps once ([`phases`]). The board's components live in `assets/games/whistle_stop/game.ron`,
//! each value the printed pieces keep from us marked there as an assumption.

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

pub use actions::{WsAction, WsError};
pub use phases::WsPhase;
pub use state::WsGame;

use super::{GameInfo, OptionSpec};
use crate::engine::{Engine, EngineRules, PhaseSteps};
use crate::games::{GameAction, GameId};
use crate::table::driver::{SeatScore, Status, WordArg, Words};
use crate::table::{BotLevel, GameSetup, SeatId};
use data::whistle_stop;
use rand_chacha::ChaCha8Rng;
use state::{Phase, WsOptions};

/// The table's side of Whistle Stop.
pub static RULES: EngineRules<WsEngine> = EngineRules::new();

/// The registry entry.
pub static INFO: GameInfo = GameInfo {
    cli: "whistle-stop",
    title: "Whistle Stop",
    seats: (2, 5),
    hidden_information: true,
    prefix: "ws",
    translations: game_words!("whistle_stop"),
    options,
    breakdown: &rules::scoring::LINES,
    rules: Some(&RULES),
    plugin: Some(EngineRules::<WsEngine>::plugin),
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

/// The options of the new-game dialog and `--option`.
pub fn options() -> Vec<OptionSpec> {
    vec![OptionSpec {
        key: "upgrade_limit",
        choices: vec!["none", "3"],
        default: "none",
    }]
}

/// Reads the setup's options (already checked against [`options`]).
pub fn read_options(setup: &GameSetup) -> WsOptions {
    WsOptions {
        upgrade_limit: setup
            .options
            .get("upgrade_limit")
            .and_then(|v| v.parse().ok()),
    }
}

/// Whistle Stop as an [`Engine`].
pub struct WsEngine;

impl Engine for WsEngine {
    type State = WsGame;
    type Action = WsAction;
    type Refusal = WsError;
    type Event = ();
    type Phase = WsPhase;
    type SeatView = view::SeatView;
    type PublicView = view::WsPublic;
    type BotMemory = ();

    const ID: GameId = GameId::WhistleStop;
    const RULES_VERSION: u32 = 1;
    const PHASES: &'static [PhaseSteps<Self>] = phases::PHASES;

    fn setup(setup: &GameSetup, version: u32, rng: &mut ChaCha8Rng) -> Result<WsGame, String> {
        rules::setup::new_game(
            whistle_stop(),
            setup.seats.len(),
            read_options(setup),
            version,
            rng,
        )
    }

    fn phase(game: &WsGame) -> WsPhase {
        WsPhase::of(&game.phase)
    }

    fn to_act(game: &WsGame) -> Option<SeatId> {
        game.to_act()
    }

    fn check(game: &WsGame, seat: SeatId, action: &WsAction) -> Result<(), WsError> {
        rules::check(game, whistle_stop(), seat, action)
    }

    fn words(refusal: &WsError) -> Words {
        refusal.words()
    }

    fn legal(view: &view::SeatView, _seat: SeatId) -> Vec<WsAction> {
        rules::legal::list(view, whistle_stop())
    }

    fn wrap(action: WsAction) -> GameAction {
        GameAction::WhistleStop(action)
    }

    fn unwrap(action: &GameAction) -> Option<&WsAction> {
        action.whistle_stop()
    }

    fn public_view(game: &WsGame) -> view::WsPublic {
        view::public(game, whistle_stop())
    }

    fn seat_view(game: &WsGame, seat: SeatId) -> view::SeatView {
        view::seat_view(game, whistle_stop(), seat)
    }

    fn seat_json(game: &WsGame, seat: SeatId) -> serde_json::Value {
        let mut json = serde_json::to_value(Self::public_view(game)).unwrap_or_default();
        if let Some(obj) = json.as_object_mut() {
            obj.insert("you".into(), view::secrets(game, seat));
        }
        json
    }

    fn log(before: &WsGame, seat: SeatId, action: &WsAction) -> Words {
        rules::log::line(before, whistle_stop(), seat, action)
    }

    /// Out of time: the turn ends (a whistle for a turn without a move), a refill takes the pile.
    fn timeout(game: &WsGame, _seat: SeatId) -> Option<WsAction> {
        match (game.phase, game.todo.is_empty()) {
            (Phase::Turn, true) => Some(WsAction::EndTurn),
            (Phase::Refill { .. }, true) => Some(WsAction::Draw(actions::Draw::Pile)),
            _ => None,
        }
    }

    fn status(game: &WsGame) -> Status {
        let round = Words::key("ws-round")
            .with("round", WordArg::Number(i64::from(game.round)))
            .with("rounds", WordArg::Number(i64::from(game.rounds)));
        let deciding = match game.phase {
            Phase::Placing => Some("ws-phase-placing"),
            Phase::Turn => Some("ws-phase-turn"),
            Phase::Refill { .. } => Some("ws-phase-refill"),
            Phase::Over => None,
        };
        Status {
            round,
            deciding: deciding.map(Words::key),
        }
    }

    /// While the game goes on, nobody else may know a gold value or what a hand would cost: the
    /// public totals leave gold and the hand penalty out until the end.
    fn public_scores(game: &WsGame) -> Vec<SeatScore> {
        if game.over() {
            return Self::scores(game);
        }
        let mut open = game.clone();
        for p in &mut open.players {
            p.gold.clear();
            p.hand.clear();
        }
        Self::scores(&open)
    }

    fn scores(game: &WsGame) -> Vec<SeatScore> {
        rules::scoring::scores(game, whistle_stop())
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

    fn winners(game: &WsGame) -> Vec<SeatId> {
        if game.over() {
            rules::scoring::winners(&rules::scoring::scores(game, whistle_stop()))
        } else {
            Vec::new()
        }
    }

    fn bot(
        view: &view::SeatView,
        _seat: SeatId,
        level: BotLevel,
        seed: u64,
        _: &mut (),
    ) -> WsAction {
        bot::choose(view, whistle_stop(), level, seed)
    }

    /// Tiles, goods and shares are all somewhere; no turn spends more than its tokens.
    fn invariants(game: &WsGame) -> Result<(), String> {
        rules::invariants(game, whistle_stop())
    }

    fn mirror(world: &mut bevy::prelude::World, game: &WsGame) {
        pieces::sync(world, game);
    }

    fn despawn_pieces(world: &mut bevy::prelude::World) {
        pieces::despawn(world);
    }
}
