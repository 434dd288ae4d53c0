//! What a spectator sees of a RotW game, as JSON (`ferrovia state`, the stream overlay).

use super::data::RotwData;
use super::goods::Goods;
use super::ids::CardId;
use super::rules::{auction, scoring};
use super::state::{Phase, RotwGame};
use crate::table::SeatId;
use serde_json::{Value, json};

fn cubes(c: &[u8; 5]) -> Value {
    let mut m = serde_json::Map::new();
    for g in Goods::ALL {
        m.insert(g.name().into(), json!(c[g.index()]));
    }
    Value::Object(m)
}

/// The public view.
pub fn public(game: &RotwGame, data: &RotwData, winners: &[SeatId]) -> Value {
    let offset = |h: hexx::Hex| {
        let (c, r) = data.map.grid.offset(h);
        json!([c, r])
    };
    let cities: Vec<Value> = game
        .cities
        .iter()
        .enumerate()
        .map(|(id, c)| {
            json!({
                "id": id,
                "name": data.cities[id].name,
                "hex": offset(data.cities[id].hex),
                "colour": c.colour.name(),
                "cubes": cubes(&c.cubes),
                "empty_marker": c.empty_marker,
                "western_link": c.western_link,
            })
        })
        .collect();
    let scores = scoring::scores(game);
    let players: Vec<Value> = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            json!({
                "seat": seat,
                "money": p.money * 1000,
                "bonds": p.bonds,
                "engine": p.engine,
                "income": p.income,
                "income_per_turn": data.income_at(p.income) * 1000,
                "vp": scores[seat].vp,
                "links": scores[seat].links,
                "cards": p.cards.iter().map(|&c| data.rules.cards[c].name.clone()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let mut track = Vec::new();
    for link in &game.links {
        for seg in crate::board::search::segments(&link.route).unwrap_or_default() {
            track.push(json!({
                "hex": offset(seg.hex),
                "sides": [seg.ends[0].index(), seg.ends[1].index()],
                "owner": link.owner,
                "link": link.id,
            }));
        }
    }
    let links: Vec<Value> = game
        .links
        .iter()
        .map(|l| {
            json!({
                "id": l.id,
                "owner": l.owner,
                "from": data.cities[l.from].name,
                "to": l.to.map(|c| data.cities[c].name.clone()),
                "tiles": l.tiles().len(),
            })
        })
        .collect();
    let card_names = |v: &[CardId]| -> Vec<String> {
        v.iter()
            .map(|&c| data.rules.cards[c].name.clone())
            .collect()
    };
    let auction_view = match &game.phase {
        Phase::Auction(a) => json!({
            "to_bid": a.to_bid,
            "high": a.high.map(|(s, b)| json!({"seat": s, "bid": b * 1000})),
            "out": a.out,
            "min_bid": auction::min_bid(game, data).map(|b| b * 1000),
        }),
        _ => Value::Null,
    };
    json!({
        "map": data.name,
        "phase": match game.phase {
            Phase::Auction(_) => "auction",
            Phase::Actions => "actions",
            Phase::Income => "income",
            Phase::Over => "over",
        },
        "turn": game.turn,
        "round": game.round,
        "first_player": game.first,
        "order": game.order,
        "to_act": game.to_act(),
        "auction": auction_view,
        "bag": game.bag.iter().map(|&c| u32::from(c)).sum::<u32>(),
        "bag_by_colour": cubes(&game.bag),
        "cities": cities,
        "players": players,
        "track": track,
        "links": links,
        "new_city_tiles": cubes(&game.new_city_tiles),
        "cards_face_up": card_names(&game.cards.display),
        "cards_in_deck": game.cards.deck.len(),
        "empty_cities": game.empty_markers(),
        "empty_cities_to_end": game.options.empty_cities_to_end,
        "last_turn": game.end_turn,
        "income_history": game.history,
        // The pieces as the rules keep them: what the stream window draws the board from.
        "board": {"cities": game.cities, "links": game.links},
        "winners": winners,
    })
}
