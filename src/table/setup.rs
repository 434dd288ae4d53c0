//! Who sits at the table and how the game is set up: seats, seed, options.

use crate::games::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// Index of a seat at the table, 0-based, in turn order.
pub type SeatId = usize;

/// How strong a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum BotLevel {
    /// Takes the best-looking move now; quick and beatable.
    Greedy,
    /// Searches orders, rotations and specials with look-ahead.
    #[default]
    Strong,
}

impl BotLevel {
    /// Both levels, weakest first.
    pub const ALL: [BotLevel; 2] = [BotLevel::Greedy, BotLevel::Strong];

    /// The CLI spelling (`bot:greedy`).
    pub fn cli_name(self) -> &'static str {
        match self {
            BotLevel::Greedy => "greedy",
            BotLevel::Strong => "strong",
        }
    }
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at this machine.
    Human,
    /// A bot of the given level.
    Bot(BotLevel),
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatKind::Human => f.write_str("human"),
            SeatKind::Bot(level) => write!(f, "bot:{}", level.cli_name()),
        }
    }
}

impl FromStr for SeatKind {
    type Err = String;
    /// `human`, `bot` (strong), `bot:greedy`, `bot:strong`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "human" => Ok(SeatKind::Human),
            "bot" => Ok(SeatKind::Bot(BotLevel::default())),
            _ => match s.strip_prefix("bot:") {
                Some(level) => BotLevel::ALL
                    .into_iter()
                    .find(|l| l.cli_name() == level)
                    .map(SeatKind::Bot)
                    .ok_or_else(|| format!("unknown bot level '{level}' (known: greedy, strong)")),
                None => Err(format!(
                    "unknown seat '{s}' (use human, bot, bot:greedy or bot:strong)"
                )),
            },
        }
    }
}

/// A seat colour from the colour-blind-safe palette (Okabe–Ito), by index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatColour(pub u8);

impl SeatColour {
    /// How many distinct seat colours exist.
    pub const COUNT: u8 = 6;
}

/// One seat: a name, a colour and who plays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// Shown on the table and in the log.
    pub name: String,
    /// Colour index (see [`SeatColour`]).
    pub colour: SeatColour,
    /// Human or bot.
    pub kind: SeatKind,
}

/// Everything needed to start a game: replaying a record starts from this.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// Which game.
    pub game: GameId,
    /// The seats, in turn order.
    pub seats: Vec<Seat>,
    /// The seed of the game's only random number generator.
    pub seed: u64,
    /// Game options by key (`one_exit_points = "0"`); each game documents its keys.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
}

impl GameSetup {
    /// A setup with default names and colours for the given seat kinds.
    pub fn new(game: GameId, kinds: &[SeatKind], seed: u64) -> Self {
        let seats = kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| Seat {
                name: default_seat_name(i, *kind),
                colour: SeatColour((i % SeatColour::COUNT as usize) as u8),
                kind: *kind,
            })
            .collect();
        GameSetup {
            game,
            seats,
            seed,
            options: BTreeMap::new(),
        }
    }

    /// Checks the seat count against the game's limits and that the game can be played.
    pub fn validate(&self) -> Result<(), String> {
        self.validate_seats()?;
        if !self.game.playable() {
            return Err(format!("{} is still in development", self.game.title()));
        }
        Ok(())
    }

    /// Checks the seat count against the game's limits.
    pub fn validate_seats(&self) -> Result<(), String> {
        let (min, max) = self.game.seats();
        let n = self.seats.len();
        if n < min || n > max {
            return Err(format!(
                "{} takes {min} to {max} players, not {n}",
                self.game.title()
            ));
        }
        Ok(())
    }
}

/// "Player 1", or "Bot 2 (greedy)" for bots.
pub fn default_seat_name(index: usize, kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => format!("Player {}", index + 1),
        SeatKind::Bot(level) => format!("Bot {} ({})", index + 1, level.cli_name()),
    }
}
