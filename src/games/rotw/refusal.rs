//! Why the rules refuse an action, one variant per rule: English words for the CLI (`Display`) and a
//! translation key with typed arguments for the window ([`Refusal::message`]).

use super::goods::{CityColour, Goods};
use std::fmt;

/// A broken rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Engine already at its last level.
    EngineAtTop {
        /// The level.
        level: u8,
    },
    /// The Western Link goes only at its printed sites.
    NotALinkSite,
    /// That site's link is built.
    LinkAlreadyBuilt {
        /// City name.
        city: String,
    },
    /// No city with that id.
    NoSuchCity {
        /// The id given.
        id: usize,
    },
    /// Only grey cities take New City tiles.
    NotGrey {
        /// City name.
        city: String,
        /// Its colour.
        colour: CityColour,
    },
    /// No New City tile of that colour left.
    NoNewCityTile {
        /// The colour.
        goods: Goods,
    },
    /// A build lays no tile.
    NoTiles,
    /// Too many tiles for one build.
    TooManyTiles {
        /// The limit.
        max: usize,
        /// Tiles asked for.
        tiles: usize,
    },
    /// No land grant held.
    NoLandGrant,
    /// Under the printing's bond rule a bond is issued by the payment that needs it.
    BondsWhenNeeded,
    /// The once-a-turn land grant is used.
    LandGrantUsed,
    /// Track starts at a city or at the end of one's own incomplete link.
    BadStart,
    /// Route hexes must be neighbours.
    NotAdjacent,
    /// A link may not visit a hex twice.
    HexTwice,
    /// Track stops at the first city.
    ThroughCity {
        /// City name.
        city: String,
    },
    /// A link joins two different cities.
    LoopHome,
    /// The heading is off the map.
    PointsOffMap,
    /// A hex of the route takes no tile.
    NotBuildable,
    /// The city has no cube of that colour.
    NoCube {
        /// City name.
        city: String,
        /// The colour.
        goods: Goods,
    },
    /// A delivery needs a link.
    NoLinks,
    /// The route is longer than the engine.
    EngineTooShort {
        /// Engine level.
        engine: usize,
        /// Links in the route.
        links: usize,
    },
    /// No link with that id.
    NoSuchLink {
        /// The id given.
        id: u32,
    },
    /// Only complete links carry cubes.
    IncompleteLink,
    /// A link used twice.
    LinkTwice,
    /// The first link is someone else's.
    FirstLinkNotYours,
    /// The links do not chain from the city.
    Disjoint,
    /// A city visited twice.
    CityTwice {
        /// City name.
        city: String,
    },
    /// The destination does not take that colour.
    WrongColour {
        /// City name.
        city: String,
        /// The colour.
        goods: Goods,
    },
    /// The cube passed a city of its colour.
    MustStop {
        /// The first city of that colour on the way.
        city: String,
        /// The colour.
        goods: Goods,
    },
    /// The card is not in the display.
    CardNotUp,
    /// Green-circle cards are met, not taken.
    GoalCard {
        /// Card name.
        card: String,
    },
    /// New Industry needs a grey city and a colour.
    NeedsNewCity,
    /// City Growth needs a city.
    NeedsCity,
    /// The card acts on nothing.
    NoTarget {
        /// Card name.
        card: String,
    },
}

/// An argument of a translated message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageArg {
    /// A number.
    Number(i64),
    /// A proper name (city, card): never translated.
    Name(String),
    /// A goods colour (translate with `rotw-goods-<name>`).
    Goods(Goods),
    /// A city colour (translate with `rotw-goods-<name>`, grey too).
    Colour(CityColour),
}

/// A translation key and its named arguments.
pub type Message = (&'static str, Vec<(&'static str, MessageArg)>);

impl Refusal {
    /// This refusal as a translatable message.
    pub fn message(&self) -> Message {
        use MessageArg as A;
        let n = |v: usize| A::Number(v as i64);
        let name = |s: &String| A::Name(s.clone());
        match self {
            Refusal::EngineAtTop { level } => {
                ("rotw-err-engine-top", vec![("level", n(*level as usize))])
            }
            Refusal::NotALinkSite => ("rotw-err-not-link-site", vec![]),
            Refusal::LinkAlreadyBuilt { city } => {
                ("rotw-err-link-built", vec![("city", name(city))])
            }
            Refusal::NoSuchCity { id } => ("rotw-err-no-city", vec![("id", n(*id))]),
            Refusal::NotGrey { city, colour } => (
                "rotw-err-not-grey",
                vec![("city", name(city)), ("colour", A::Colour(*colour))],
            ),
            Refusal::NoNewCityTile { goods } => {
                ("rotw-err-no-tile", vec![("goods", A::Goods(*goods))])
            }
            Refusal::NoTiles => ("rotw-err-no-tiles", vec![]),
            Refusal::TooManyTiles { max, tiles } => (
                "rotw-err-too-many-tiles",
                vec![("max", n(*max)), ("tiles", n(*tiles))],
            ),
            Refusal::NoLandGrant => ("rotw-err-no-grant", vec![]),
            Refusal::BondsWhenNeeded => ("rotw-err-bonds-when-needed", vec![]),
            Refusal::LandGrantUsed => ("rotw-err-grant-used", vec![]),
            Refusal::BadStart => ("rotw-err-bad-start", vec![]),
            Refusal::NotAdjacent => ("rotw-err-not-adjacent", vec![]),
            Refusal::HexTwice => ("rotw-err-hex-twice", vec![]),
            Refusal::ThroughCity { city } => ("rotw-err-through-city", vec![("city", name(city))]),
            Refusal::LoopHome => ("rotw-err-loop", vec![]),
            Refusal::PointsOffMap => ("rotw-err-off-map", vec![]),
            Refusal::NotBuildable => ("rotw-err-not-buildable", vec![]),
            Refusal::NoCube { city, goods } => (
                "rotw-err-no-cube",
                vec![("city", name(city)), ("goods", A::Goods(*goods))],
            ),
            Refusal::NoLinks => ("rotw-err-no-links", vec![]),
            Refusal::EngineTooShort { engine, links } => (
                "rotw-err-engine-short",
                vec![("engine", n(*engine)), ("links", n(*links))],
            ),
            Refusal::NoSuchLink { id } => ("rotw-err-no-link", vec![("id", n(*id as usize))]),
            Refusal::IncompleteLink => ("rotw-err-incomplete", vec![]),
            Refusal::LinkTwice => ("rotw-err-link-twice", vec![]),
            Refusal::FirstLinkNotYours => ("rotw-err-first-link", vec![]),
            Refusal::Disjoint => ("rotw-err-disjoint", vec![]),
            Refusal::CityTwice { city } => ("rotw-err-city-twice", vec![("city", name(city))]),
            Refusal::WrongColour { city, goods } => (
                "rotw-err-wrong-colour",
                vec![("city", name(city)), ("goods", A::Goods(*goods))],
            ),
            Refusal::MustStop { city, goods } => (
                "rotw-err-must-stop",
                vec![("city", name(city)), ("goods", A::Goods(*goods))],
            ),
            Refusal::CardNotUp => ("rotw-err-card-not-up", vec![]),
            Refusal::GoalCard { card } => ("rotw-err-goal-card", vec![("card", name(card))]),
            Refusal::NeedsNewCity => ("rotw-err-needs-new-city", vec![]),
            Refusal::NeedsCity => ("rotw-err-needs-city", vec![]),
            Refusal::NoTarget { card } => ("rotw-err-no-target", vec![("card", name(card))]),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::EngineAtTop { level } => {
                write!(f, "your engine is already at the top level, {level}")
            }
            Refusal::NotALinkSite => f.write_str(
                "a Western Link can only be built at a link site (Des Moines, Kansas City)",
            ),
            Refusal::LinkAlreadyBuilt { city } => {
                write!(f, "{city} already has its Western Link")
            }
            Refusal::NoSuchCity { id } => write!(f, "there is no city {id}"),
            Refusal::NotGrey { city, colour } => write!(
                f,
                "{city} is {}, not grey: only grey cities can be urbanised",
                colour.name()
            ),
            Refusal::NoNewCityTile { goods } => write!(f, "no {goods} New City tile is left"),
            Refusal::NoTiles => f.write_str(
                "a build lays at least one tile: give the start, the tile hexes and where the track points",
            ),
            Refusal::TooManyTiles { max, tiles } => {
                write!(f, "one build lays at most {max} tiles; this lays {tiles}")
            }
            Refusal::NoLandGrant => f.write_str("you hold no Government Land Grant"),
            Refusal::BondsWhenNeeded => f.write_str(
                "in this game bonds are issued only when a payment needs them: take the action and its bonds are issued",
            ),
            Refusal::LandGrantUsed => f.write_str("your land grant is used up for this turn"),
            Refusal::BadStart => f.write_str(
                "track must start at a city or continue the end of your own incomplete link",
            ),
            Refusal::NotAdjacent => f.write_str("each hex of the route must touch the one before"),
            Refusal::HexTwice => f.write_str("a link may not run through the same hex twice"),
            Refusal::ThroughCity { city } => {
                write!(f, "track stops at the first city it reaches ({city})")
            }
            Refusal::LoopHome => f.write_str("a link must join two different cities"),
            Refusal::PointsOffMap => f.write_str("the last tile would point off the map"),
            Refusal::NotBuildable => f.write_str("no tile can be laid there"),
            Refusal::NoCube { city, goods } => write!(f, "{city} has no {goods} cube"),
            Refusal::NoLinks => f.write_str("a delivery uses at least one link"),
            Refusal::EngineTooShort { engine, links } => write!(
                f,
                "your level-{engine} engine moves a cube along at most {engine} link(s); this route has {links}"
            ),
            Refusal::NoSuchLink { id } => write!(f, "there is no link {id}"),
            Refusal::IncompleteLink => f.write_str("cubes only travel along complete links"),
            Refusal::LinkTwice => f.write_str("a cube may not use the same link twice"),
            Refusal::FirstLinkNotYours => {
                f.write_str("the first link of a delivery must be your own")
            }
            Refusal::Disjoint => {
                f.write_str("the links do not join up into one route from that city")
            }
            Refusal::CityTwice { city } => {
                write!(f, "a cube may not pass through the same city twice ({city})")
            }
            Refusal::WrongColour { city, goods } => {
                write!(f, "{city} does not take {goods} cubes")
            }
            Refusal::MustStop { city, goods } => write!(
                f,
                "the cube must stop at the first {goods} city it reaches: {city}"
            ),
            Refusal::CardNotUp => f.write_str("that card is not face up"),
            Refusal::GoalCard { card } => write!(
                f,
                "{card} cannot be taken: the first player to meet it scores it"
            ),
            Refusal::NeedsNewCity => f.write_str("New Industry needs a grey city and a tile colour"),
            Refusal::NeedsCity => f.write_str("City Growth needs a city"),
            Refusal::NoTarget { card } => write!(f, "{card} takes no target"),
        }
    }
}

impl super::actions::RotwError {
    /// This refusal as the table's words for the window.
    pub fn words(&self) -> crate::table::driver::Words {
        use crate::table::driver::{WordArg, Words};
        let (key, args) = self.message();
        let colour = |name: &str| WordArg::Key(format!("rotw-goods-{name}"));
        Words {
            key: key.to_string(),
            args: args
                .into_iter()
                .map(|(name, arg)| {
                    let value = match arg {
                        MessageArg::Number(n) => WordArg::Number(n),
                        MessageArg::Name(s) => WordArg::Text(s),
                        MessageArg::Goods(g) => colour(g.name()),
                        MessageArg::Colour(c) => colour(c.name()),
                    };
                    (name.to_string(), value)
                })
                .collect(),
        }
    }

    /// This refusal as a translatable message.
    pub fn message(&self) -> Message {
        use super::actions::RotwError as E;
        use crate::board::TrackError as T;
        use MessageArg as A;
        match self {
            E::NotYourTurn { to_act } => (
                "rotw-err-not-your-turn",
                vec![("seat", A::Number(*to_act as i64 + 1))],
            ),
            E::Over => ("rotw-err-over", vec![]),
            E::WrongPhase { phase } if phase.contains("auction") => ("rotw-err-in-auction", vec![]),
            E::WrongPhase { .. } => ("rotw-err-not-auction", vec![]),
            E::CannotAfford { need, have } => (
                "rotw-err-afford",
                vec![
                    ("need", A::Number(i64::from(*need) * 1000)),
                    ("have", A::Number(i64::from(*have) * 1000)),
                ],
            ),
            E::BidTooLow { min } => (
                "rotw-err-bid-low",
                vec![("min", A::Number(i64::from(*min) * 1000))],
            ),
            E::BidTooHigh { max } => (
                "rotw-err-bid-high",
                vec![("max", A::Number(i64::from(*max) * 1000))],
            ),
            E::Track(t) => (
                match t {
                    T::OffMap(_) => "rotw-err-off-map",
                    T::NotBuildable(_) => "rotw-err-not-buildable",
                    T::HexFull(_) => "rotw-err-hex-full",
                    T::SideTaken(_) => "rotw-err-side-taken",
                    T::TooSharp(_) => "rotw-err-too-sharp",
                    T::Degenerate(_) => "rotw-err-not-adjacent",
                },
                vec![],
            ),
            E::Rule(r) => r.message(),
        }
    }
}
