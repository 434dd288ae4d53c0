//! What players do in 1822PNW and why the rules refuse it.

use super::rules::routes::{RouteError, RouteSpec, Why};
use super::state::{CardIx, CorpIx};
use crate::table::driver::{WordArg, Words};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A decision. The acting player or company is the one the game waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PnwAction {
    /// A bid on a card in a bid box.
    Bid {
        /// The card.
        card: CardIx,
        /// The amount.
        price: i64,
    },
    /// Nothing more this turn (or, with nothing done, a pass).
    Pass,
    /// Buy a train: a depot card (as one of its variants), or upgrade an owned L.
    BuyTrain {
        /// The train card (index into the game's trains).
        train: u16,
        /// What it is bought as (`L`, `2`, `3`, `E`…).
        variant: String,
        /// The price paid.
        price: i64,
        /// The owned L given up for a 2 (an upgrade).
        exchange: Option<u16>,
    },
    /// Lay a tile, or a builder cube (the `BC` pseudo-tile).
    LayTile {
        /// Where.
        hex: u16,
        /// Which tile (index into the manifest).
        tile: u16,
        /// Sixths turned clockwise.
        rotation: u8,
        /// The private company whose ability lays it, if any.
        by: Option<CardIx>,
        /// A second private whose power rides along (P7 or P8 crushing a town with P11's lay).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<CardIx>,
    },
    /// Run the trains.
    RunRoutes {
        /// Each train's route.
        routes: Vec<RunRoute>,
    },
    /// The operating company acquires a private company from its president.
    AcquireCompany {
        /// The private.
        card: CardIx,
    },
    /// In the merger round, merge with this minor.
    Merge {
        /// The partner.
        partner: CorpIx,
    },
    /// Answer the question the game asks (a par price, a share count, `replace`/`exchange`).
    Choose {
        /// The answer.
        choice: String,
    },
    /// The players stop the game here and score it.
    EndGame,
    /// Pay out (`Payout`), pay half, or keep a major's revenue.
    Dividend {
        /// Which.
        kind: DividendKind,
    },
    /// Place the destination token (on the major's destination hex).
    DestinationToken,
    /// Place a station token in a city.
    PlaceToken {
        /// The hex.
        hex: u16,
        /// The city on it.
        city: u8,
    },
    /// Put a private's marker on a hex (P15's paper mill, P17's ski haus).
    Assign {
        /// The private.
        card: CardIx,
        /// The hex.
        hex: u16,
    },
    /// Use a private's power of choice (P21: a deck card to the top or bottom, `M7_top`, or an
    /// exchange token made available, `exchange`).
    ChooseAbility {
        /// The private.
        card: CardIx,
        /// The choice.
        choice: String,
    },
    /// Pass the rest of a private's track power (the Surveyors, P11, close when passed).
    PassPower {
        /// The private.
        card: CardIx,
    },
    /// A company over its train limit gives a train back.
    DiscardTrain {
        /// The train.
        train: u16,
    },
    /// Sell share certificates of one major to the pool.
    SellShares {
        /// The company.
        corp: CorpIx,
        /// Which certificates (0, the president's, with all the seller's others: the presidency
        /// passes to the next holder of two shares or more).
        certs: Vec<u8>,
        /// Of the president's certificate, one share is sold and one kept (18xx.games' partial
        /// bundle: the new president hands one ordinary share back).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        part: bool,
    },
    /// Start a major at a par price, buying its president's certificate (phase 5 on).
    Par {
        /// The major.
        corp: CorpIx,
        /// The par price.
        price: u32,
    },
    /// Pay back as much loan debt as cash allows.
    PayDebt,
    /// The operating major buys its own certificates back from the pool, at the current price.
    Redeem {
        /// Which certificates.
        certs: Vec<u8>,
    },
    /// Buy one share certificate of a major.
    BuyShare {
        /// The company.
        corp: CorpIx,
        /// Which certificate (0 is the president's).
        cert: u8,
    },
}

/// What a major does with its revenue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DividendKind {
    /// All to the shareholders.
    Payout,
    /// Half kept (rounded down to $10 a share), the rest paid.
    Half,
    /// All kept.
    Withhold,
}

/// A train's route as run, with what the runner says it earns (the rules recompute it and
/// refuse a route whose revenue differs).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunRoute {
    /// The train and where it runs.
    #[serde(flatten)]
    pub route: RouteSpec,
    /// What it earns.
    pub revenue: i64,
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    Over,
    /// Another seat is to act.
    NotYourTurn,
    /// Not something this round takes.
    WrongRound,
    /// The card is in no bid box.
    NotInBox,
    /// Below the least bid.
    BidTooLow {
        /// The least allowed.
        least: i64,
    },
    /// Bids rise in steps of $5.
    BidStep,
    /// The player already holds the high bid on that card.
    AlreadyWinning,
    /// No bid token left for another card.
    NoBidToken,
    /// Bids may not exceed cash less the bids being won.
    BidOverCash {
        /// Cash free for bids.
        free: i64,
    },
    /// Three bids a turn at most.
    TooManyBids,
    /// A player in debt may not bid.
    InDebt,
    /// The game does not wait for that now.
    NotNow(&'static str),
    /// Not enough cash.
    Cash {
        /// What it costs.
        need: i64,
        /// What there is.
        have: i64,
    },
    /// No such train to buy.
    NoTrain,
    /// No room under the train limit.
    TrainLimit,
    /// A company owns one E train at most.
    SecondE,
    /// The tile may not go there.
    Tile(String),
    /// No tiles of that kind are left.
    NoTileLeft,
    /// That private company may not be acquired now.
    NotPurchasable,
    /// That minor may not merge with this one.
    NotMergeable,
    /// The acquirer's track does not reach that company (nor do both reach a port).
    NotConnected,
    /// That answer is not one of the choices.
    BadChoice(Vec<String>),
    /// A route the trains may not run.
    Route(RouteError),
    /// The player is at the certificate limit.
    CertLimit {
        /// The limit.
        limit: u32,
    },
    /// The action names a card, company, train, hex, tile, city or certificate the game has not
    /// (a save edited by hand or corrupted).
    Unknown(&'static str),
    /// A route earns something else than claimed.
    Revenue {
        /// What was claimed.
        claimed: i64,
        /// What it earns.
        earns: i64,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Over => f.write_str("the game is over"),
            Refusal::NotYourTurn => f.write_str("it is not your turn"),
            Refusal::WrongRound => f.write_str("that is not done in this round"),
            Refusal::NotInBox => f.write_str("that card is in no bid box"),
            Refusal::BidTooLow { least } => write!(f, "the least bid is ${least}"),
            Refusal::BidStep => f.write_str("bids rise in steps of $5"),
            Refusal::AlreadyWinning => f.write_str("you already hold the high bid on that card"),
            Refusal::NoBidToken => f.write_str("you have no bid token left"),
            Refusal::BidOverCash { free } => {
                write!(f, "you have ${free} free beside the bids you are winning")
            }
            Refusal::TooManyBids => f.write_str("three bids a turn at most"),
            Refusal::InDebt => f.write_str("a player in debt may not bid, buy or start a company"),
            Refusal::NotNow(what) => write!(f, "{what} is not possible now"),
            Refusal::Cash { need, have } => write!(f, "that costs ${need}; there is ${have}"),
            Refusal::NoTrain => f.write_str("that train is not for sale"),
            Refusal::TrainLimit => f.write_str("the company is at its train limit"),
            Refusal::SecondE => f.write_str("a company may own only one E train"),
            Refusal::Tile(why) => f.write_str(why),
            Refusal::NoTileLeft => f.write_str("no tile of that kind is left"),
            Refusal::NotPurchasable => f.write_str("that private company may not be acquired now"),
            Refusal::NotMergeable => f.write_str("those two minors may not merge"),
            Refusal::NotConnected => f.write_str("the company's track does not reach that one"),
            Refusal::BadChoice(choices) => write!(f, "choose one of: {}", choices.join(", ")),
            Refusal::Route(e) => write!(f, "{e}"),
            Refusal::CertLimit { limit } => {
                write!(f, "that would pass the certificate limit of {limit}")
            }
            Refusal::Revenue { claimed, earns } => {
                write!(f, "that route earns ${earns}, not ${claimed}")
            }
            Refusal::Unknown(what) => write!(f, "this game has no such {what}"),
        }
    }
}

impl Refusal {
    /// The refusal as a translation key with its arguments (the window's words; `Display` gives
    /// the CLI's English). A tile's or a route's fault is told in the rules' English detail.
    pub fn words(&self) -> Words {
        let n = |v: i64| WordArg::Number(v);
        match self {
            Refusal::Over => Words::key("pnw-refuse-over"),
            Refusal::NotYourTurn => Words::key("pnw-refuse-not-your-turn"),
            Refusal::WrongRound => Words::key("pnw-refuse-wrong-round"),
            Refusal::NotInBox => Words::key("pnw-refuse-not-in-box"),
            Refusal::BidTooLow { least } => {
                Words::key("pnw-refuse-bid-too-low").with("least", n(*least))
            }
            Refusal::BidStep => Words::key("pnw-refuse-bid-step"),
            Refusal::AlreadyWinning => Words::key("pnw-refuse-already-winning"),
            Refusal::NoBidToken => Words::key("pnw-refuse-no-bid-token"),
            Refusal::BidOverCash { free } => {
                Words::key("pnw-refuse-bid-over-cash").with("free", n(*free))
            }
            Refusal::TooManyBids => Words::key("pnw-refuse-too-many-bids"),
            Refusal::InDebt => Words::key("pnw-refuse-in-debt"),
            Refusal::NotNow(what) => Words::key(&not_now_key(what)),
            Refusal::Cash { need, have } => Words::key("pnw-refuse-cash")
                .with("need", n(*need))
                .with("have", n(*have)),
            Refusal::NoTrain => Words::key("pnw-refuse-no-train"),
            Refusal::TrainLimit => Words::key("pnw-refuse-train-limit"),
            Refusal::SecondE => Words::key("pnw-refuse-second-e"),
            Refusal::Tile(why) => {
                Words::key("pnw-refuse-tile").with("why", WordArg::Text(why.clone()))
            }
            Refusal::NoTileLeft => Words::key("pnw-refuse-no-tile-left"),
            Refusal::NotPurchasable => Words::key("pnw-refuse-not-purchasable"),
            Refusal::NotMergeable => Words::key("pnw-refuse-not-mergeable"),
            Refusal::NotConnected => Words::key("pnw-refuse-not-connected"),
            Refusal::BadChoice(choices) => Words::key("pnw-refuse-bad-choice")
                .with("choices", WordArg::Text(choices.join(", "))),
            Refusal::Route(e) => route_words(e),
            Refusal::CertLimit { limit } => {
                Words::key("pnw-refuse-cert-limit").with("limit", n(i64::from(*limit)))
            }
            Refusal::Unknown(what) => Words::key(&format!("pnw-unknown-{what}")),
            Refusal::Revenue { claimed, earns } => Words::key("pnw-refuse-revenue")
                .with("claimed", n(*claimed))
                .with("earns", n(*earns)),
        }
    }
}

/// Why a route is refused, in the window's words: which route and what is wrong with it.
pub fn route_words(e: &RouteError) -> Words {
    let key = match e.why {
        Why::NotItsTrain => "pnw-why-not-its-train",
        Why::Pullman => "pnw-why-pullman",
        Why::Empty => "pnw-why-empty",
        Why::NoTrack(_) => "pnw-why-no-track",
        Why::Disconnected => "pnw-why-disconnected",
        Why::TooFewStops => "pnw-why-too-few-stops",
        Why::NoToken => "pnw-why-no-token",
        Why::TooManyStops => "pnw-why-too-many-stops",
        Why::ETrainEnds => "pnw-why-e-train-ends",
        Why::StopTwice => "pnw-why-stop-twice",
        Why::HexTwice => "pnw-why-hex-twice",
        Why::ReusedTrack => "pnw-why-reused-track",
        Why::ThroughTerminal => "pnw-why-through-terminal",
        Why::Blocked(_) => "pnw-why-blocked",
        Why::LocalCityTwice => "pnw-why-local-city-twice",
    };
    Words::key("pnw-refuse-route")
        .with("route", WordArg::Number(e.route as i64 + 1))
        .with("why", WordArg::Key(key.to_string()))
}

/// The key of a "not possible now" refusal: `pnw-now-` and its English words, lower-case and
/// hyphenated (`another lay` → `pnw-now-another-lay`).
pub fn not_now_key(what: &str) -> String {
    let mut key = String::from("pnw-now");
    for word in what
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        key.push('-');
        key.push_str(&word.to_ascii_lowercase());
    }
    key
}
