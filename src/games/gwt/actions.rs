//! What a seat does in Great Western Trail, one decision at a time, and why the rules refuse one.

use super::data::{CardId, SpaceId};
use super::schema::WorkerKind;
use super::state::Disc;
use crate::table::driver::{WordArg, Words};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GwtAction {
    /// Discard or remove these cards (the opening, after a draw, a requirement, auxiliary action 5).
    Cards(Vec<CardId>),
    /// The first turn: place the herder on this neutral building.
    Start(SpaceId),
    /// Move the herder along these spaces (every space stepped on, the last one is where it stops).
    Move(Vec<SpaceId>),
    /// Use local action `slot` of the building here (a risk action is the slot after the tile's).
    Use(u8),
    /// Take one of a white slash's alternatives.
    Pick(u8),
    /// An auxiliary action (0–4), single or double.
    Aux {
        /// Which action.
        n: u8,
        /// Double.
        double: bool,
    },
    /// Move the engine to this rail position.
    Engine(u8),
    /// Upgrade the station at the engine, placing this disc.
    Upgrade(Disc),
    /// Appoint a worker of this kind as the station's master.
    Appoint(WorkerKind),
    /// Hire the worker on this job-market space.
    Hire(u8),
    /// Build private tile `tile` on `at` (empty, or replacing an own building).
    Build {
        /// Tile number.
        tile: u8,
        /// Trail space.
        at: SpaceId,
    },
    /// Buy these market cards with buy option `option`.
    Buy {
        /// Index into the buy options.
        option: u8,
        /// The cards (one, or a pair).
        cards: Vec<CardId>,
    },
    /// Use an unused cowboy to add two cards from the market stack to the market.
    Refill,
    /// Take the hazard tile on this space.
    Hazard(SpaceId),
    /// Collect the bounty of the outlaw on outlaw space `n` (1–9).
    Bounty(u8),
    /// Take this objective card from the display, or the top of the stack (`None`).
    Objective(Option<CardId>),
    /// Use the local actions of the adjacent building on this space.
    Adjacent(SpaceId),
    /// Extraordinary delivery: engine back to `to`, a disc to city `city`.
    ExtraDelivery {
        /// Rail position moved back to.
        to: u8,
        /// City index.
        city: u8,
        /// The disc placed.
        disc: Disc,
    },
    /// Upgrade this station behind the engine, placing this disc.
    Station {
        /// Station index.
        station: u8,
        /// The disc placed.
        disc: Disc,
    },
    /// Play an objective card from the hand.
    PlayObjective(CardId),
    /// Return an exchange token: draw up to two cards (rules 1: exactly two), then discard as
    /// many.
    Exchange,
    /// Draw one more card of a "draw up to" (stopping is [`GwtAction::Decline`]).
    Draw,
    /// Let an optional choice go.
    Decline,
    /// End Phase B.
    EndTurn,
    /// Kansas City foresight: take tile 0 or 1 of this sub-phase.
    Foresight(u8),
    /// Kansas City income, moving the certificate marker back to track index `to`.
    Income {
        /// The certificate track index the marker ends on.
        to: u8,
    },
    /// Kansas City delivery to city `city` with this disc (or a disc moved from a station).
    Deliver {
        /// City index.
        city: u8,
        /// Where the disc comes from.
        disc: DiscSource,
    },
}

/// Where a delivered disc comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DiscSource {
    /// A disc space of the player board.
    Board(Disc),
    /// One of the player's discs on this station (only when no board disc may be placed).
    Station(u8),
}

/// Why the rules refuse an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GwtRefusal {
    /// The game is over.
    Over,
    /// Not this seat's turn.
    NotYourTurn,
    /// The game waits for another kind of decision.
    NotNow,
    /// A card is not in the hand, or does not fit what is asked.
    WrongCards,
    /// Not enough dollars.
    Money {
        /// Dollars needed.
        need: u32,
        /// Dollars held.
        have: u32,
    },
    /// A herder's path that the trail does not allow.
    BadPath,
    /// More locations than the step limit.
    TooFar {
        /// The limit.
        limit: u8,
    },
    /// A local action already used, not on this building, or whose requirement is not met.
    Slot,
    /// An auxiliary action not unlocked (or not doubled).
    AuxLocked,
    /// Phase B is not over: a local or an auxiliary action first.
    NothingDone,
    /// The engine cannot go there.
    Engine,
    /// No such worker, a worker from the token's row, or a full row.
    Worker,
    /// Not enough builders, or a space a building cannot go on.
    Build,
    /// No such cattle, or not enough cowboys.
    Cattle,
    /// No tile there.
    Tile,
    /// A city or station that is not allowed.
    City,
    /// A disc that may not go there.
    Disc,
    /// A choice that is not offered.
    Choice,
    /// A location or card the game has not (a save edited by hand or corrupted).
    Unknown,
}

impl fmt::Display for GwtRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GwtRefusal::Over => write!(f, "the game is over"),
            GwtRefusal::NotYourTurn => write!(f, "it is not your turn"),
            GwtRefusal::NotNow => write!(f, "the game waits for another decision"),
            GwtRefusal::WrongCards => write!(f, "those cards are not in your hand or do not fit"),
            GwtRefusal::Money { need, have } => write!(f, "you need ${need} and have ${have}"),
            GwtRefusal::BadPath => write!(f, "the trail does not go that way"),
            GwtRefusal::TooFar { limit } => write!(f, "your step limit is {limit} locations"),
            GwtRefusal::Slot => write!(f, "that local action cannot be used now"),
            GwtRefusal::AuxLocked => write!(f, "that auxiliary action is not unlocked"),
            GwtRefusal::NothingDone => {
                write!(
                    f,
                    "take a local or an auxiliary action before ending your turn"
                )
            }
            GwtRefusal::Engine => write!(f, "your engine cannot go there"),
            GwtRefusal::Worker => write!(f, "that worker cannot be hired"),
            GwtRefusal::Build => write!(f, "that building cannot go there"),
            GwtRefusal::Cattle => write!(f, "those cattle cannot be bought"),
            GwtRefusal::Tile => write!(f, "there is no such tile"),
            GwtRefusal::City => write!(f, "you cannot deliver there"),
            GwtRefusal::Disc => write!(f, "that disc cannot go there"),
            GwtRefusal::Choice => write!(f, "that is not one of the choices"),
            GwtRefusal::Unknown => write!(f, "this game has no such location or card"),
        }
    }
}

impl GwtRefusal {
    /// The refusal as translatable words.
    pub fn words(&self) -> Words {
        let key = match self {
            GwtRefusal::Over => "gwt-refused-over",
            GwtRefusal::NotYourTurn => "gwt-refused-not-your-turn",
            GwtRefusal::NotNow => "gwt-refused-not-now",
            GwtRefusal::WrongCards => "gwt-refused-cards",
            GwtRefusal::Money { need, have } => {
                return Words::key("gwt-refused-money")
                    .with("need", WordArg::Number(i64::from(*need)))
                    .with("have", WordArg::Number(i64::from(*have)));
            }
            GwtRefusal::BadPath => "gwt-refused-path",
            GwtRefusal::TooFar { limit } => {
                return Words::key("gwt-refused-too-far")
                    .with("limit", WordArg::Number(i64::from(*limit)));
            }
            GwtRefusal::Slot => "gwt-refused-slot",
            GwtRefusal::AuxLocked => "gwt-refused-aux",
            GwtRefusal::NothingDone => "gwt-refused-nothing-done",
            GwtRefusal::Engine => "gwt-refused-engine",
            GwtRefusal::Worker => "gwt-refused-worker",
            GwtRefusal::Build => "gwt-refused-build",
            GwtRefusal::Cattle => "gwt-refused-cattle",
            GwtRefusal::Tile => "gwt-refused-tile",
            GwtRefusal::City => "gwt-refused-city",
            GwtRefusal::Disc => "gwt-refused-disc",
            GwtRefusal::Choice => "gwt-refused-choice",
            GwtRefusal::Unknown => "gwt-refused-unknown",
        };
        Words::key(key)
    }
}
