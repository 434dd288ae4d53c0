//! The state of a game of Railways of the World as one plain value: the rules, the bots and the
//! property tests compute on it; the phase systems change it and mirror it into piece entities.

use super::data::RotwData;
use super::goods::{CityColour, Cubes, Goods, total};
use super::ids::{CardId, CityId, LinkId};
use crate::board::track::TrackRules;
use crate::board::{LinkEdge, LinkGraph, TrackLayout};
use crate::kits::deck::Deck;
use crate::table::SeatId;
use bevy::prelude::Resource;
use hexx::Hex;
use serde::{Deserialize, Serialize};

/// How the first-player auction runs (rulebook "Variantes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum AuctionRule {
    /// Bid or pass; passing is final; the winner pays.
    Standard,
    /// Variant 1: no auction in turn 1 — seat 1 starts, later seats get $1k, $2k, …; bidding after.
    NoBidFirstTurn,
    /// Variant 2: who drops out pays half their bid (rounded up) and plays in reverse order of dropping out.
    DropoutsPayHalf,
}

/// The choices made at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RotwOptions {
    /// The rules version the game is played under (the record's). Left out of the serialized
    /// state at version 1 (as is every field added since when it holds its old value), so games
    /// played before versions existed hash as they always did.
    #[serde(
        default = "RotwOptions::first_version",
        skip_serializing_if = "RotwOptions::is_first_version"
    )]
    pub version: u32,
    /// Auction rules.
    pub auction: AuctionRule,
    /// Empty cities that trigger the end.
    pub empty_cities_to_end: u8,
    /// Whether the operations cards are in play.
    pub cards: bool,
    /// Whether the Major Line cards lie face up from the start (rules version 2 on).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub major_lines: bool,
    /// The later printing's bonds: issued only when a payment needs them, never at will.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bonds_when_needed: bool,
}

impl RotwOptions {
    fn first_version() -> u32 {
        1
    }

    fn is_first_version(v: &u32) -> bool {
        *v == 1
    }
}

/// A player's holdings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Player {
    /// Cash, $k.
    pub money: u32,
    /// Bonds issued.
    pub bonds: u32,
    /// Engine level (most links a delivery may use).
    pub engine: u8,
    /// Position on the income track (victory points before bonds).
    pub income: u32,
    /// Operations cards held (indices into the deck list).
    pub cards: Vec<CardId>,
}

/// A city as the game goes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CityState {
    /// Current colour (grey until urbanised).
    pub colour: CityColour,
    /// Cubes waiting here.
    pub cubes: Cubes,
    /// Whether an Empty City marker lies here.
    pub empty_marker: bool,
    /// Who built a Western Link here.
    pub western_link: Option<SeatId>,
}

/// A line of track owned by one player: from a city to another (complete) or to a heading (incomplete).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    /// Stable id (never reused).
    pub id: LinkId,
    /// Owner.
    pub owner: SeatId,
    /// The city it starts from.
    pub from: CityId,
    /// The city it reaches, once complete.
    pub to: Option<CityId>,
    /// The route: the start city, the tile hexes, then the end city or the heading.
    pub route: Vec<Hex>,
}

impl Link {
    /// The hexes holding its tiles.
    pub fn tiles(&self) -> &[Hex] {
        &self.route[1..self.route.len() - 1]
    }
}

/// The first-player auction in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    /// Whose bid it is.
    pub to_bid: SeatId,
    /// Each seat's standing bid, $k.
    pub bids: Vec<u32>,
    /// Who has passed.
    pub out: Vec<bool>,
    /// Seats in the order they passed.
    pub dropped: Vec<SeatId>,
    /// The highest bid so far.
    pub high: Option<(SeatId, u32)>,
}

/// Where the game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Bidding for first player.
    Auction(Auction),
    /// The three action rounds.
    Actions,
    /// Income and interest are due (no decision; the rules run it at once).
    Income,
    /// The game is over.
    Over,
}

/// The operations cards on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CardTable {
    /// Face-down draw pile (its order is hidden).
    pub deck: Deck<CardId>,
    /// Face-up cards anyone may take or meet.
    pub display: Vec<CardId>,
    /// Used and met cards.
    pub discard: Vec<CardId>,
    /// Diamond cards used this turn.
    pub used_this_turn: Vec<CardId>,
}

/// The whole game.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RotwGame {
    /// Setup choices.
    pub options: RotwOptions,
    /// Per seat.
    pub players: Vec<Player>,
    /// Per city id.
    pub cities: Vec<CityState>,
    /// Cubes in the bag.
    pub bag: Cubes,
    /// New City tiles left, per goods colour.
    pub new_city_tiles: Cubes,
    /// Every line on the board, complete or not, in the order built.
    pub links: Vec<Link>,
    /// The next link id.
    pub next_link: LinkId,
    /// Track pieces, tagged with their link id (rebuilt from `links`).
    #[serde(skip)]
    pub layout: TrackLayout,
    /// Turn number, from 1.
    pub turn: u32,
    /// Action round 1–3.
    pub round: u8,
    /// The phase.
    pub phase: Phase,
    /// This turn's first player.
    pub first: SeatId,
    /// This turn's action order.
    pub order: Vec<SeatId>,
    /// Index into `order` of the seat acting.
    pub acting: usize,
    /// Actions the acting seat may still take at once (Railroad Executive).
    pub extra_actions: u8,
    /// The operations cards.
    pub cards: CardTable,
    /// The last turn to play, once the end is triggered.
    pub end_turn: Option<u32>,
    /// Income-track positions after each turn's income (for the chart), per turn then seat.
    pub history: Vec<Vec<u32>>,
}

/// Turns after which a game is stopped even if no end was triggered (a safety net for bot games).
pub const TURN_CAP: u32 = 60;

impl RotwGame {
    /// The track rules of the tiles: crossings of two pieces, gentle curves only.
    /// ASSUMPTION (README): the tile mix has straights, gentle curves and crossings but no sharp curves.
    pub const TRACK: TrackRules = TrackRules {
        per_hex: 2,
        max_turn: 1,
    };

    /// The seat whose decision the game waits for.
    pub fn to_act(&self) -> Option<SeatId> {
        match &self.phase {
            Phase::Auction(a) => Some(a.to_bid),
            Phase::Actions => self.order.get(self.acting).copied(),
            Phase::Income | Phase::Over => None,
        }
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Empty City markers on the board.
    pub fn empty_markers(&self) -> u8 {
        self.cities.iter().filter(|c| c.empty_marker).count() as u8
    }

    /// Cubes on cities.
    pub fn cubes_on_map(&self) -> u32 {
        self.cities.iter().map(|c| total(&c.cubes)).sum()
    }

    /// The link with an id.
    pub fn link(&self, id: LinkId) -> Option<&Link> {
        self.links.iter().find(|l| l.id == id)
    }

    /// Complete links owned by a seat (the first tie-break).
    pub fn complete_links(&self, seat: SeatId) -> usize {
        self.links
            .iter()
            .filter(|l| l.owner == seat && l.to.is_some())
            .count()
    }

    /// The multigraph of complete links.
    pub fn graph(&self) -> LinkGraph {
        LinkGraph::new(
            self.cities.len(),
            self.links.iter().filter_map(|l| {
                Some(LinkEdge {
                    id: l.id.0,
                    a: l.from.index(),
                    b: l.to?.index(),
                    owner: l.owner,
                })
            }),
        )
    }

    /// Rebuilds the track layout from the links (after load or removal).
    pub fn rebuild_layout(&mut self) {
        let mut layout = TrackLayout::default();
        for link in &self.links {
            for seg in crate::board::search::segments(&link.route).unwrap_or_default() {
                layout.lay(seg, link.id.0);
            }
        }
        self.layout = layout;
    }

    /// Whether a seat holds a card with this effect kind.
    pub fn holds(
        &self,
        seat: SeatId,
        data: &RotwData,
        pred: impl Fn(&super::schema::Effect) -> bool,
    ) -> Option<CardId> {
        self.players[seat]
            .cards
            .iter()
            .copied()
            .find(|&c| pred(&data.rules.cards[c].effect))
    }

    /// Most tiles one build action may lay for a seat (Perfect Engineering raises it).
    pub fn tiles_per_action(&self, seat: SeatId, data: &RotwData) -> usize {
        self.players[seat]
            .cards
            .iter()
            .filter_map(|&c| match data.rules.cards[c].effect {
                super::schema::Effect::PerfectEngineering { tiles } => Some(tiles),
                _ => None,
            })
            .fold(data.rules.tiles_per_link, usize::max)
    }

    /// The cube colour a city takes, if any.
    pub fn takes(&self, city: CityId) -> Option<Goods> {
        self.cities[city].colour.goods()
    }
}
