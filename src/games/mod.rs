//! The registry of the five games: ids, names, player counts and which ones can be played yet.

pub mod railroad_ink;
pub mod rotw;

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
}

impl GameId {
    /// Every game, in menu order.
    pub const ALL: [GameId; 5] = [
        GameId::RailroadInk,
        GameId::Rotw,
        GameId::Pnw1822,
        GameId::WhistleStop,
        GameId::Gwt,
    ];

    /// The id used on the command line and in save files' file names.
    pub fn cli_name(self) -> &'static str {
        match self {
            GameId::RailroadInk => "railroad-ink",
            GameId::Rotw => "rotw",
            GameId::Pnw1822 => "1822pnw",
            GameId::WhistleStop => "whistle-stop",
            GameId::Gwt => "gwt",
        }
    }

    /// The game's printed title (not translated: it is a name).
    pub fn title(self) -> &'static str {
        match self {
            GameId::RailroadInk => "Railroad Ink: Deep Blue",
            GameId::Rotw => "Railways of the World",
            GameId::Pnw1822 => "1822PNW",
            GameId::WhistleStop => "Whistle Stop",
            GameId::Gwt => "Great Western Trail",
        }
    }

    /// Smallest and largest number of seats the game allows.
    pub fn seats(self) -> (usize, usize) {
        match self {
            GameId::RailroadInk => (1, 6),
            GameId::Rotw => (2, 6),
            GameId::Pnw1822 => (3, 5),
            GameId::WhistleStop => (2, 5),
            GameId::Gwt => (1, 4),
        }
    }

    /// Whether the rules are built and the game can be started.
    pub fn playable(self) -> bool {
        matches!(self, GameId::RailroadInk | GameId::Rotw)
    }

    /// Whether players hold information the others must not see (decides hot-seat handovers).
    pub fn hidden_information(self) -> bool {
        matches!(self, GameId::Gwt | GameId::WhistleStop)
    }
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

/// An action in any game, as it is submitted and recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameAction {
    /// A Railroad Ink action.
    RailroadInk(railroad_ink::InkAction),
    /// A Railways of the World action.
    Rotw(rotw::RotwAction),
}

impl GameAction {
    /// The Railroad Ink action, if this is one.
    pub fn ink(&self) -> Option<&railroad_ink::InkAction> {
        match self {
            GameAction::RailroadInk(a) => Some(a),
            _ => None,
        }
    }

    /// The Railways of the World action, if this is one.
    pub fn rotw(&self) -> Option<&rotw::RotwAction> {
        match self {
            GameAction::Rotw(a) => Some(a),
            _ => None,
        }
    }
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

impl GameId {
    /// The options this game offers (empty for games not built yet).
    pub fn options(self) -> Vec<OptionSpec> {
        match self {
            GameId::RailroadInk => railroad_ink::options(),
            GameId::Rotw => rotw::options(),
            _ => Vec::new(),
        }
    }
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
    match game {
        GameId::RailroadInk => Some(&railroad_ink::RULES),
        GameId::Rotw => Some(&rotw::RULES),
        _ => None,
    }
}

/// Headless plugins of every built game.
pub fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((railroad_ink::plugin, rotw::plugin));
}

/// Window-side plugins of every built game (views and panels).
#[cfg(feature = "desktop")]
pub fn desktop_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((railroad_ink::desktop_plugin, rotw::desktop_plugin));
}
