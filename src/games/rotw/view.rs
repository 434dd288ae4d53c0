//! What a spectator sees of a RotW game: the typed public view the stream paints from, and as
//! JSON `ferrovia state` and the stream overlay.

use super::data::RotwData;
use super::goods::{Cubes, Goods};
use super::ids::{CardId, LinkId};
use super::rules::{auction, scoring};
use super::state::{CityState, Link, Phase, RotwGame};
use crate::table::SeatId;
use serde::Serialize;
use std::collections::BTreeMap;

/// Cubes by goods name (`red`, `blue`…).
fn cubes(c: &Cubes) -> BTreeMap<&'static str, u8> {
    Goods::ALL
        .iter()
        .map(|g| (g.name(), c[g.index()]))
        .collect()
}

/// A city as spectators read it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct CityShown {
    pub id: usize,
    pub name: String,
    /// Its hex as (column, row).
    pub hex: (i32, i32),
    pub colour: &'static str,
    pub cubes: BTreeMap<&'static str, u8>,
    pub empty_marker: bool,
    pub western_link: Option<SeatId>,
}

/// A player as spectators read them (money in dollars).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct PlayerShown {
    pub seat: SeatId,
    pub money: u32,
    pub bonds: u32,
    pub engine: u8,
    pub income: u32,
    pub income_per_turn: u32,
    pub vp: i64,
    pub links: usize,
    pub cards: Vec<String>,
}

/// One hex of a link's track: its sides, owner and link.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct TrackShown {
    pub hex: (i32, i32),
    pub sides: [u8; 2],
    pub owner: SeatId,
    pub link: LinkId,
}

/// A link between cities (or towards one, unfinished).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct LinkShown {
    pub id: LinkId,
    pub owner: SeatId,
    pub from: String,
    pub to: Option<String>,
    pub tiles: usize,
}

/// The high bid.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct BidShown {
    pub seat: SeatId,
    pub bid: u32,
}

/// The auction, while it runs.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct AuctionShown {
    pub to_bid: SeatId,
    pub high: Option<BidShown>,
    pub out: Vec<bool>,
    pub min_bid: Option<u32>,
}

/// The pieces as the rules keep them: what the stream draws the board from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct BoardShown {
    pub cities: Vec<CityState>,
    pub links: Vec<Link>,
}

/// Everything a spectator may see of a RotW game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct RotwPublic {
    pub map: String,
    pub phase: &'static str,
    pub turn: u32,
    pub round: u8,
    pub first_player: SeatId,
    pub order: Vec<SeatId>,
    pub to_act: Option<SeatId>,
    pub auction: Option<AuctionShown>,
    pub bag: u32,
    pub bag_by_colour: BTreeMap<&'static str, u8>,
    pub cities: Vec<CityShown>,
    pub players: Vec<PlayerShown>,
    pub track: Vec<TrackShown>,
    pub links: Vec<LinkShown>,
    pub new_city_tiles: BTreeMap<&'static str, u8>,
    pub cards_face_up: Vec<String>,
    pub cards_in_deck: usize,
    pub empty_cities: u8,
    pub empty_cities_to_end: u8,
    pub last_turn: Option<u32>,
    /// Each seat's income by turn.
    pub income_history: Vec<Vec<u32>>,
    pub board: BoardShown,
    pub winners: Vec<SeatId>,
}

/// The public view.
pub fn public(game: &RotwGame, data: &RotwData, winners: &[SeatId]) -> RotwPublic {
    let offset = |h: hexx::Hex| data.map.grid.offset(h);
    let cities = game
        .cities
        .iter()
        .enumerate()
        .map(|(id, c)| CityShown {
            id,
            name: data.cities[id].name.clone(),
            hex: offset(data.cities[id].hex),
            colour: c.colour.name(),
            cubes: cubes(&c.cubes),
            empty_marker: c.empty_marker,
            western_link: c.western_link,
        })
        .collect();
    let scores = scoring::scores(game);
    let card_names = |v: &[CardId]| -> Vec<String> {
        v.iter()
            .map(|&c| data.rules.cards[c].name.clone())
            .collect()
    };
    let players = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| PlayerShown {
            seat,
            money: p.money * 1000,
            bonds: p.bonds,
            engine: p.engine,
            income: p.income,
            income_per_turn: data.income_at(p.income) * 1000,
            vp: scores[seat].vp,
            links: scores[seat].links,
            cards: card_names(&p.cards),
        })
        .collect();
    let mut track = Vec::new();
    for link in &game.links {
        for seg in crate::board::search::segments(&link.route).unwrap_or_default() {
            track.push(TrackShown {
                hex: offset(seg.hex),
                sides: [seg.ends[0].index(), seg.ends[1].index()],
                owner: link.owner,
                link: link.id,
            });
        }
    }
    let links = game
        .links
        .iter()
        .map(|l| LinkShown {
            id: l.id,
            owner: l.owner,
            from: data.cities[l.from].name.clone(),
            to: l.to.map(|c| data.cities[c].name.clone()),
            tiles: l.tiles().len(),
        })
        .collect();
    let auction = match &game.phase {
        Phase::Auction(a) => Some(AuctionShown {
            to_bid: a.to_bid,
            high: a.high.map(|(seat, b)| BidShown {
                seat,
                bid: b * 1000,
            }),
            out: a.out.clone(),
            min_bid: auction::min_bid(game, data).map(|b| b * 1000),
        }),
        _ => None,
    };
    RotwPublic {
        map: data.name.clone(),
        phase: match game.phase {
            Phase::Auction(_) => "auction",
            Phase::Actions => "actions",
            Phase::Income => "income",
            Phase::Over => "over",
        },
        turn: game.turn,
        round: game.round,
        first_player: game.first,
        order: game.order.clone(),
        to_act: game.to_act(),
        auction,
        bag: game.bag.iter().map(|&c| u32::from(c)).sum(),
        bag_by_colour: cubes(&game.bag),
        cities,
        players,
        track,
        links,
        new_city_tiles: cubes(&game.new_city_tiles),
        cards_face_up: card_names(&game.cards.display),
        cards_in_deck: game.cards.deck.len(),
        empty_cities: game.empty_markers(),
        empty_cities_to_end: game.options.empty_cities_to_end,
        last_turn: game.end_turn,
        income_history: game.history.clone(),
        board: BoardShown {
            cities: game.cities.clone(),
            links: game.links.clone(),
        },
        winners: winners.to_vec(),
    }
}
