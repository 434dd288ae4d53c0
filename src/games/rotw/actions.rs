//! What a player can do in Railways of the World, and why the rules may refuse it.

use super::goods::Goods;
use super::ids::{CardId, CityId, LinkId};
pub use super::refusal::Refusal;
use crate::board::TrackError;
use hexx::Hex;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One decision. Cities are named by id (the map file's order), links by their stable id,
/// cards by their place in the deck list, hexes by `hexx` axial coordinates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RotwAction {
    /// Raise the first-player auction to this many $k.
    Bid(u32),
    /// Drop out of the auction (final).
    Pass,
    /// Issue one bond for $5k (any time in your turn; not an action).
    IssueBond,
    /// Build track: `route[0]` is a city (a new link) or the last tile of your incomplete link
    /// (with `route[1]` its heading); tiles go on every hex after it but the last, which is the city
    /// reached or the heading of a link left incomplete.
    Build {
        /// The hexes, in order.
        route: Vec<Hex>,
        /// Spend a Government Land Grant: open-terrain tiles are free.
        land_grant: bool,
    },
    /// Put a New City tile of `colour` on a grey city ($10k) and draw 2 cubes onto it.
    Urbanise {
        /// The city.
        city: CityId,
        /// The tile's colour.
        colour: Goods,
    },
    /// Raise your engine one level.
    UpgradeEngine,
    /// Deliver one cube from `from` along `links`.
    Deliver {
        /// City id the cube leaves.
        from: CityId,
        /// The cube's colour.
        goods: Goods,
        /// Link ids, in order.
        links: Vec<LinkId>,
    },
    /// Take a face-up operations card.
    TakeCard {
        /// The card.
        card: CardId,
        /// What a card used at once acts on.
        target: CardTarget,
    },
    /// Build the Western Link at a link site.
    WesternLink {
        /// The city.
        city: CityId,
    },
    /// Spend the action doing nothing.
    Skip,
}

/// What a card used on the spot acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum CardTarget {
    /// Nothing.
    #[default]
    None,
    /// A city (City Growth).
    City(CityId),
    /// A grey city and the New City tile's colour (New Industry).
    NewCity(CityId, Goods),
}

impl RotwAction {
    /// Whether this uses up the seat's action (bonds and auction moves do not).
    pub fn is_action(&self) -> bool {
        !matches!(
            self,
            RotwAction::Bid(_) | RotwAction::Pass | RotwAction::IssueBond
        )
    }
}

/// Why an action was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RotwError {
    /// Another seat is to act.
    NotYourTurn {
        /// The seat (0-based) that is to act.
        to_act: usize,
    },
    /// The game is over.
    Over,
    /// Auction moves outside the auction, or actions during it.
    WrongPhase {
        /// What the phase is.
        phase: &'static str,
    },
    /// Not enough money.
    CannotAfford {
        /// $k needed.
        need: u32,
        /// $k held.
        have: u32,
    },
    /// A bid must beat the standing one.
    BidTooLow {
        /// Lowest acceptable bid, $k.
        min: u32,
    },
    /// A bid beyond what bonds issued when needed may pay ($k).
    BidTooHigh {
        /// Highest acceptable bid, $k.
        max: u32,
    },
    /// A track tile cannot go where asked.
    Track(TrackError),
    /// Any other broken rule.
    Rule(Refusal),
}

impl fmt::Display for RotwError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RotwError::NotYourTurn { to_act } => write!(f, "it is seat {}'s turn", to_act + 1),
            RotwError::Over => f.write_str("the game is over"),
            RotwError::WrongPhase { phase } => write!(f, "not now: this is the {phase}"),
            RotwError::CannotAfford { need, have } => write!(
                f,
                "that costs ${need},000 and you have ${have},000 (issue bonds first)"
            ),
            RotwError::BidTooLow { min } => write!(f, "the bid must be at least ${min},000"),
            RotwError::BidTooHigh { max } => write!(
                f,
                "a bid may be at most ${max},000: your cash and five bonds"
            ),
            RotwError::Track(e) => write!(f, "{e}"),
            RotwError::Rule(r) => write!(f, "{r}"),
        }
    }
}

impl From<TrackError> for RotwError {
    fn from(e: TrackError) -> Self {
        RotwError::Track(e)
    }
}

/// Shorthand for a rule refusal.
pub fn refuse<T>(why: Refusal) -> Result<T, RotwError> {
    Err(RotwError::Rule(why))
}
