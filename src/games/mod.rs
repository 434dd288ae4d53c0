//! The registry of the five games: one [`GameInfo`] per game, kept in the game's folder, is all the
//! shell knows of it (names, seats, options, rules, screen, pictures, shortcuts, words).

/// A game's words, per [`TRANSLATED`] language: the `.ftl` files in `assets/games/<folder>/i18n/`.
macro_rules! game_words {
    ($folder:literal) => {
        [
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/games/",
                $folder,
                "/i18n/en.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/games/",
                $folder,
                "/i18n/pt.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/games/",
                $folder,
                "/i18n/es.ftl"
            )),
        ]
    };
}

pub mod gwt;
pub mod pnw1822;
pub mod railroad_ink;
pub mod rotw;
pub mod whistle_stop;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the games Ferrovia knows. The CLI spelling is [`GameId::cli_name`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameId {
    /// Railroad Ink: Deep Blue Edition.
    RailroadInk,
    /// Railways of the World.
    Rotw,
    /// 1822PNW.
    Pnw1822,
    /// Whistle Stop.
    WhistleStop,
    /// Great Western Trail, 2nd edition.
    Gwt,
    /// No game of the five: rules the registry does not list, brought by a test to a table of its
    /// own ([`Session::with_rules`](crate::table::session::Session::with_rules)). Never in a
    /// menu or on the command line; its actions are [`GameAction::Scratch`].
    Scratch,
}

impl GameId {
    /// The render layer of the game's 3D scene, handed out here so no two games' scenes (nor a
    /// stream's beauty shot of one) ever share a layer; layer 0 stays the window's own.
    pub const fn render_layer(self) -> usize {
        1 + self as usize
    }

    /// Every game, in menu order.
    pub const ALL: [GameId; 5] = [
        GameId::RailroadInk,
        GameId::Rotw,
        GameId::Pnw1822,
        GameId::WhistleStop,
        GameId::Gwt,
    ];

    /// The game's registry entry: the one line per game the shell reads everything from.
    pub fn info(self) -> &'static GameInfo {
        match self {
            GameId::RailroadInk => &railroad_ink::INFO,
            GameId::Rotw => &rotw::INFO,
            GameId::Pnw1822 => &pnw1822::INFO,
            GameId::WhistleStop => &whistle_stop::INFO,
            GameId::Gwt => &gwt::INFO,
            GameId::Scratch => &SCRATCH,
        }
    }

    /// The id used on the command line and in save files' file names.
    pub fn cli_name(self) -> &'static str {
        self.info().cli
    }

    /// The game's printed title (not translated: it is a name).
    pub fn title(self) -> &'static str {
        self.info().title
    }

    /// Smallest and largest number of seats the game allows.
    pub fn seats(self) -> (usize, usize) {
        self.info().seats
    }

    /// Whether the rules are built and the game can be started (headless: the CLI, tests).
    pub fn playable(self) -> bool {
        self.info().rules.is_some()
    }

    /// Whether the window can show the game: its rules and its screen are built. A game whose
    /// rules come before its screen plays headless only.
    #[cfg(feature = "desktop")]
    pub fn on_table(self) -> bool {
        self.playable() && self.info().screen.is_some()
    }

    /// Whether the window can at least watch the game: on the table, or its rules built and a
    /// stream board to show (the replay viewer draws that until its table comes).
    #[cfg(feature = "desktop")]
    pub fn watchable(self) -> bool {
        self.on_table() || self.playable() && self.info().stream.is_some()
    }

    /// Whether players hold information the others must not see (decides hot-seat handovers).
    pub fn hidden_information(self) -> bool {
        self.info().hidden_information
    }

    /// The options this game offers (empty for games not built yet).
    pub fn options(self) -> Vec<OptionSpec> {
        (self.info().options)()
    }

    /// The translation key of something of this game's own: `<prefix>-<what>`.
    pub fn key(self, what: &str) -> String {
        format!("{}-{what}", self.info().prefix)
    }
}

/// Everything the shell knows about a game: menus, the new-game dialog, the CLI, the shortcuts
/// overlay and the translations read it and name no game. Each game keeps its entry in its folder.
pub struct GameInfo {
    /// The CLI spelling and save-file name part.
    pub cli: &'static str,
    /// The printed title (a name: not translated).
    pub title: &'static str,
    /// Smallest and largest seat count.
    pub seats: (usize, usize),
    /// Whether seats hold information the others must not see: the table then hands over between
    /// people and never shows one seat's secrets to another.
    pub hidden_information: bool,
    /// The prefix of every translation key of the game's own (`rotw-…`), so games never collide.
    pub prefix: &'static str,
    /// The game's own words, per [`TRANSLATED`] language (the text of its `.ftl` files).
    pub translations: [&'static str; 3],
    /// The options of the new-game dialog and `--option`; their words are `<prefix>-option-<key>`
    /// and `<prefix>-option-<key>-<choice>`.
    pub options: fn() -> Vec<OptionSpec>,
    /// The keys of a seat's score breakdown, in the order the score sheet and the CLI show them.
    pub breakdown: &'static [&'static str],
    /// The rules, once the game is built.
    pub rules: Option<&'static dyn crate::table::driver::GameRules>,
    /// Its headless plugin (phase state, schedules).
    pub plugin: Option<fn(&mut bevy::prelude::App)>,
    /// A `ferrovia <name> …` subcommand of the game's own tools.
    pub tool: Option<crate::cli::GameTool>,
    /// The records of another program (18xx.games exports) that `ferrovia replay` hands to this
    /// game, so the CLI reads them without naming the game.
    pub foreign: Option<ForeignRecords>,
    /// The menu card's picture.
    #[cfg(feature = "desktop")]
    pub picture: fn(&bevy_egui::egui::Painter, bevy_egui::egui::Rect),
    /// The keys of its table screen (caps, translation key), for the shortcuts overlay.
    #[cfg(feature = "desktop")]
    pub shortcuts: &'static [(&'static [&'static str], &'static str)],
    /// Its table screen: views and panels.
    #[cfg(feature = "desktop")]
    pub screen: Option<fn(&mut bevy::prelude::App)>,
    /// What it draws on stream, from its public view alone.
    #[cfg(feature = "desktop")]
    pub stream: Option<crate::ui::stream::StreamBoard>,
}

/// The registry entry of [`GameId::Scratch`]: seats from one to six, hidden information (so a
/// test's game exercises the handover and the seat views), nothing else.
const SCRATCH: GameInfo = GameInfo {
    cli: "scratch",
    title: "Scratch",
    seats: (1, 6),
    hidden_information: true,
    prefix: "scratch",
    ..GameInfo::IN_DEVELOPMENT
};

/// Records kept by another program (18xx.games exports) that a game can replay itself: the
/// game knows the other program's format and its own rules, the CLI only asks each game in turn
/// whether a file is one of its records.
pub struct ForeignRecords {
    /// Where such records come from, as players know it (`18xx.games`).
    pub source: &'static str,
    /// Whether the text is one of its records (e.g. a JSON object whose `title` it knows). Cheap
    /// and never failing: the CLI asks every game before reading the file as a Ferrovia record.
    pub recognises: fn(&str) -> bool,
    /// Replays it: the JSON result to print (an object with at least `game`, `players` — each
    /// with `name` and `total` — and `game_end_reason`), or a message for stderr and exit status
    /// 1 when the record cannot be read or our replay parts from it.
    pub replay: fn(&str) -> Result<serde_json::Value, String>,
    /// Converts it into a Ferrovia record of the same game (`ferrovia import`), checked by the
    /// same replay: a message for stderr when ours parts from it.
    pub import: fn(&str) -> Result<crate::table::record::Record, String>,
    /// Writes a Ferrovia record of the game as such a record (`ferrovia export SAVE --18xx`), so
    /// players can carry a game there and the other program can check every move: the file's
    /// JSON, or a message for stderr when the record does not replay here.
    pub export: fn(&crate::table::record::Record) -> Result<serde_json::Value, String>,
}

/// The game whose foreign records include this text, and how it replays them.
pub fn foreign_records(text: &str) -> Option<&'static ForeignRecords> {
    GameId::ALL
        .iter()
        .filter_map(|g| g.info().foreign.as_ref())
        .find(|f| (f.recognises)(text))
}

/// The languages of [`GameInfo::translations`], in order: English, Portuguese, Spanish.
pub const TRANSLATED: [&str; 3] = ["en", "pt", "es"];

/// No options.
pub fn no_options() -> Vec<OptionSpec> {
    Vec::new()
}

impl GameInfo {
    /// The entry of a game still in development: it shows on the menu (name, seats, picture,
    /// blurb) and cannot be started. Fill in the rest with `..GameInfo::IN_DEVELOPMENT`.
    pub const IN_DEVELOPMENT: GameInfo = GameInfo {
        cli: "",
        title: "",
        seats: (1, 1),
        hidden_information: false,
        prefix: "",
        translations: ["", "", ""],
        options: no_options,
        breakdown: &[],
        rules: None,
        plugin: None,
        tool: None,
        foreign: None,
        #[cfg(feature = "desktop")]
        picture: |_, _| {},
        #[cfg(feature = "desktop")]
        shortcuts: &[],
        #[cfg(feature = "desktop")]
        screen: None,
        #[cfg(feature = "desktop")]
        stream: None,
    };
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cli_name())
    }
}

impl FromStr for GameId {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|g| g.cli_name() == s)
            .ok_or_else(|| {
                let known: Vec<_> = GameId::ALL.iter().map(|g| g.cli_name()).collect();
                format!("unknown game '{s}' (known: {})", known.join(", "))
            })
    }
}

/// Declares each game's action once: its arm of [`GameAction`] (the name records carry) and the
/// accessor its engine unwraps with. A game joins with one line of [`game_actions!`]'s list.
macro_rules! game_actions {
    ($($(#[$doc:meta])* $variant:ident($ty:ty) => $get:ident,)*) => {
        /// An action in any game, as it is submitted and recorded.
        #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
        pub enum GameAction {
            $($(#[$doc])* $variant($ty),)*
        }

        impl GameAction {
            $(
                #[doc = concat!("The action, if this is a `", stringify!($variant), "` one.")]
                pub fn $get(&self) -> Option<&$ty> {
                    match self {
                        GameAction::$variant(a) => Some(a),
                        _ => None,
                    }
                }
            )*
        }
    };
}

game_actions! {
    /// A Railroad Ink action.
    RailroadInk(railroad_ink::InkAction) => ink,
    /// A Railways of the World action.
    Rotw(rotw::RotwAction) => rotw,
    /// A Great Western Trail action.
    Gwt(gwt::GwtAction) => gwt,
    /// A 1822PNW action.
    Pnw1822(pnw1822::actions::PnwAction) => pnw1822,
    /// A Whistle Stop action.
    WhistleStop(whistle_stop::WsAction) => whistle_stop,
    /// A [`GameId::Scratch`] game's action: a number its rules read as they like.
    Scratch(u32) => scratch,
}

/// A game option the new-game dialog offers and `--option KEY=VALUE` sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key in [`crate::table::GameSetup::options`].
    pub key: &'static str,
    /// The allowed values.
    pub choices: Vec<&'static str>,
    /// The value when the option is not given.
    pub default: &'static str,
}

/// Checks options against the game's specs: unknown keys and values are errors naming the allowed ones.
pub fn check_options(
    game: GameId,
    options: &std::collections::BTreeMap<String, String>,
) -> Result<(), String> {
    let specs = game.options();
    for (key, value) in options {
        let spec = specs.iter().find(|s| s.key == key).ok_or_else(|| {
            let keys: Vec<_> = specs.iter().map(|s| s.key).collect();
            format!(
                "unknown option '{key}' for {} (known: {})",
                game.cli_name(),
                if keys.is_empty() {
                    "none".to_string()
                } else {
                    keys.join(", ")
                }
            )
        })?;
        if !spec.choices.contains(&value.as_str()) {
            return Err(format!(
                "option {key} cannot be '{value}' (allowed: {})",
                spec.choices.join(", ")
            ));
        }
    }
    Ok(())
}

/// The rules of a game, if it is built.
pub fn rules_for(game: GameId) -> Option<&'static dyn crate::table::driver::GameRules> {
    game.info().rules
}

/// Headless plugins of every built game.
pub fn plugin(app: &mut bevy::prelude::App) {
    for game in GameId::ALL {
        if let Some(plugin) = game.info().plugin {
            plugin(app);
        }
    }
}

/// Window-side plugins of every built game (views and panels).
#[cfg(feature = "desktop")]
pub fn desktop_plugin(app: &mut bevy::prelude::App) {
    for game in GameId::ALL {
        if let Some(screen) = game.info().screen {
            screen(app);
        }
    }
}
