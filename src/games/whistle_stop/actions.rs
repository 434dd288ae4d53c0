//! What a seat may do in Whistle Stop, and why the rules refuse it.

use super::data::{SpaceId, TileId};
use super::schema::{Good, UpgradeKind};
use super::state::{Share, StopAt};
use crate::table::driver::{WordArg, Words};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A tile laid during a move: which, where, turned how far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Lay {
    /// The empty space.
    pub space: SpaceId,
    /// The tile from hand.
    pub tile: TileId,
    /// Sixths clockwise.
    pub rotation: u8,
}

/// What a trade gives for the good handed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum TradeFor {
    /// One good (common for common, rare for rare).
    Good(Good),
    /// Two common goods, for a rare one.
    Two(Good, Good),
    /// A whistle, for a common good.
    Whistle,
    /// Two coal, for a common good.
    Coal,
}

/// A choice of a good or (on a "?") a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Pick {
    /// A good.
    Good(Good),
    /// A coal token.
    Coal,
    /// A whistle token.
    Whistle,
    /// A gold nugget.
    Gold,
}

/// Where a refill takes a tile from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Draw {
    /// The face-up tile at this place.
    FaceUp(u8),
    /// The top of the pile.
    Pile,
    /// This tile, searched for in the pile (Compass), which is then shuffled.
    Search(TileId),
}

/// A coal ability of an upgrade the player owns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// 2 coal.
    CoalCar,
    /// 2 trades.
    OpenWagon,
    /// A gold nugget.
    MineCart,
    /// 4 fame per 3 shares.
    FirstClassCabin,
    /// Use this train's stop again.
    Caboose {
        /// The train.
        train: u8,
    },
    /// Give up a share for the top share of a railroad whose town is on the board.
    Safe {
        /// The share given up.
        give: Share,
        /// The railroad taken.
        railroad: u8,
    },
    /// Any good.
    Warehouse,
    /// A whistle.
    NewWhistle,
}

impl Ability {
    /// The upgrade whose ability it is.
    pub fn upgrade(self) -> UpgradeKind {
        match self {
            Ability::CoalCar => UpgradeKind::CoalCar,
            Ability::OpenWagon => UpgradeKind::OpenWagon,
            Ability::MineCart => UpgradeKind::MineCart,
            Ability::FirstClassCabin => UpgradeKind::FirstClassCabin,
            Ability::Caboose { .. } => UpgradeKind::Caboose,
            Ability::Safe { .. } => UpgradeKind::Safe,
            Ability::Warehouse => UpgradeKind::Warehouse,
            Ability::NewWhistle => UpgradeKind::NewWhistle,
        }
    }
}

/// A Whistle Stop decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WsAction {
    /// Put a train on a free East Coast stop.
    Place {
        /// The stop, from the top.
        coast: u8,
    },
    /// Move a train with a coal (to the next stop) or a whistle (1 or 2 stops any way).
    Move {
        /// The train.
        train: u8,
        /// A whistle rather than a coal.
        whistle: bool,
        /// Tiles laid on the way, in order.
        lays: Vec<Lay>,
        /// Where it ends.
        to: StopAt,
        /// The good paid to a Toll Station's owner for leaving, when one is due.
        toll: Option<Good>,
    },
    /// Buy an upgrade from the display, or from its owner for a rare good more.
    Buy {
        /// The upgrade (index into the file's).
        upgrade: u8,
        /// The rare good given to the owner, when bought from another player.
        rare: Option<Good>,
    },
    /// Spend a coal on an upgrade's ability.
    Use(Ability),
    /// End the turn (a turn with no move gains a whistle) and refill.
    EndTurn,
    /// Take a tile into the hand.
    Draw(Draw),
    /// Leave the hand as it is (last round only).
    SkipRefill,
    /// A trade (Trading Post, Open Wagon).
    Trade {
        /// Handed in.
        give: Good,
        /// Taken.
        take: TradeFor,
    },
    /// No more trades.
    StopTrading,
    /// The good or token chosen.
    Pick(Pick),
    /// Pay the Town's or end tile's goods.
    Pay,
    /// Do not pay, and lose the fame.
    Decline,
    /// Park the finished train on this resource-track space.
    Park {
        /// The space.
        space: u8,
    },
    /// The share a Stock Market takes.
    GiveUp(Share),
    /// The good discarded at the resource limit.
    Discard(Good),
    /// A tile put back under the pile (the Extra Boiler bought away).
    PutBack(TileId),
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WsError {
    /// The game is over.
    Over,
    /// Another seat decides now.
    NotYourTurn,
    /// The action is not one of those the moment allows.
    NotNow,
    /// No such East Coast stop, or it is taken.
    CoastTaken,
    /// Not a train of yours on the board.
    NoSuchTrain,
    /// The train cannot reach that stop that way.
    NoSuchMove,
    /// No token of that kind left.
    NoToken,
    /// The turn's tokens are spent.
    TokensSpent,
    /// The train moved no more this turn: the player chose to stay.
    Stayed,
    /// A Toll Station's owner must be paid to leave, with a good held.
    TollDue,
    /// No toll is due here.
    NoToll,
    /// The turn's upgrades are bought.
    UpgradesBought,
    /// That upgrade is not for sale to this seat.
    NoSuchUpgrade,
    /// The goods it asks are not all held.
    CannotPay,
    /// A rare good must go to the upgrade's owner.
    RareDue,
    /// At the upgrade limit.
    UpgradeLimit,
    /// The upgrade's ability needs the upgrade.
    NotOwned,
    /// No coal to spend.
    NoCoal,
    /// That trade is not one of the five.
    BadTrade,
    /// It would take the player past the resource limit.
    OverLimit,
    /// That good is not held.
    NotHeld(Good),
    /// The supply has none of it.
    SupplyOut,
    /// A question waits for its answer first.
    Answer,
    /// That resource-track space is taken.
    SpaceTaken,
    /// No such tile to draw.
    NoTile,
    /// The hand is full.
    HandFull,
    /// Only in the last round.
    NotLastRound,
    /// A Caboose's train must stand on a stop that does something.
    NothingToRepeat,
    /// The Safe needs a share of yours and a town of that railroad on the board with shares left.
    BadSwap,
}

impl WsError {
    /// The translation key of the refusal.
    fn key(&self) -> &'static str {
        match self {
            WsError::Over => "ws-err-over",
            WsError::NotYourTurn => "ws-err-not-your-turn",
            WsError::NotNow => "ws-err-not-now",
            WsError::CoastTaken => "ws-err-coast-taken",
            WsError::NoSuchTrain => "ws-err-no-such-train",
            WsError::NoSuchMove => "ws-err-no-such-move",
            WsError::NoToken => "ws-err-no-token",
            WsError::TokensSpent => "ws-err-tokens-spent",
            WsError::Stayed => "ws-err-stayed",
            WsError::TollDue => "ws-err-toll-due",
            WsError::NoToll => "ws-err-no-toll",
            WsError::UpgradesBought => "ws-err-upgrades-bought",
            WsError::NoSuchUpgrade => "ws-err-no-such-upgrade",
            WsError::CannotPay => "ws-err-cannot-pay",
            WsError::RareDue => "ws-err-rare-due",
            WsError::UpgradeLimit => "ws-err-upgrade-limit",
            WsError::NotOwned => "ws-err-not-owned",
            WsError::NoCoal => "ws-err-no-coal",
            WsError::BadTrade => "ws-err-bad-trade",
            WsError::OverLimit => "ws-err-over-limit",
            WsError::NotHeld(_) => "ws-err-not-held",
            WsError::SupplyOut => "ws-err-supply-out",
            WsError::Answer => "ws-err-answer",
            WsError::SpaceTaken => "ws-err-space-taken",
            WsError::NoTile => "ws-err-no-tile",
            WsError::HandFull => "ws-err-hand-full",
            WsError::NotLastRound => "ws-err-not-last-round",
            WsError::NothingToRepeat => "ws-err-nothing-to-repeat",
            WsError::BadSwap => "ws-err-bad-swap",
        }
    }

    /// The refusal in the player's language.
    pub fn words(&self) -> Words {
        let words = Words::key(self.key());
        match self {
            WsError::NotHeld(g) => words.with("good", WordArg::Key(good_key(*g))),
            _ => words,
        }
    }
}

/// The translation key of a good's name.
pub fn good_key(good: Good) -> String {
    format!("ws-good-{}", format!("{good:?}").to_lowercase())
}

impl fmt::Display for WsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            WsError::Over => "the game is over",
            WsError::NotYourTurn => "another player decides now",
            WsError::NotNow => "that is not something you can do now",
            WsError::CoastTaken => "that East Coast stop is taken or does not exist",
            WsError::NoSuchTrain => "that is not one of your trains on the board",
            WsError::NoSuchMove => "the train cannot reach that stop that way",
            WsError::NoToken => "you have no token of that kind",
            WsError::TokensSpent => "you have spent your 4 tokens this turn",
            WsError::Stayed => "you have already ended your turn's moves",
            WsError::TollDue => "a Toll Station's owner must be paid a good to leave this stop",
            WsError::NoToll => "no toll is due here",
            WsError::UpgradesBought => "you have bought 2 upgrades this turn",
            WsError::NoSuchUpgrade => "that upgrade is not for sale to you",
            WsError::CannotPay => "you do not hold the goods it asks",
            WsError::RareDue => "buying from a player costs a rare good given to them",
            WsError::UpgradeLimit => "you own as many upgrades as the rules allow",
            WsError::NotOwned => "you do not own that upgrade",
            WsError::NoCoal => "you have no coal",
            WsError::BadTrade => "that trade is not one a Trading Post allows",
            WsError::OverLimit => "that would take you past 10 goods",
            WsError::NotHeld(g) => return write!(f, "you hold no {g:?}"),
            WsError::SupplyOut => "the supply has none left",
            WsError::Answer => "answer the question first",
            WsError::SpaceTaken => "that resource-track space is taken",
            WsError::NoTile => "there is no such tile to take",
            WsError::HandFull => "your hand is full",
            WsError::NotLastRound => "only in the last round",
            WsError::NothingToRepeat => "that train stands on no stop to use again",
            WsError::BadSwap => "that swap is not allowed",
        };
        f.write_str(text)
    }
}
