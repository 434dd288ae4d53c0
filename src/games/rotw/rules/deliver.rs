//! Delivering a goods cube: along complete links, at most engine-level links, no city or link twice,
//! stopping at the first city of the cube's colour; the first link must be the deliverer's, and each
//! link's owner moves up one space on the income track.

use super::super::actions::{Refusal, RotwError, refuse};
use super::super::data::RotwData;
use super::super::goods::Goods;
use super::super::ids::{CityId, LinkId};
use super::super::schema::Effect;
use super::super::state::RotwGame;
use super::Outcome;
use crate::table::SeatId;
use rand_chacha::ChaCha8Rng;

/// A checked delivery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    /// Cities visited, from the start to the destination.
    pub cities: Vec<CityId>,
    /// Income-track points per seat for the links used.
    pub points: Vec<u32>,
}

/// Checks a delivery against the rules.
pub fn check(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    from: CityId,
    goods: Goods,
    links: &[LinkId],
) -> Result<Delivery, RotwError> {
    let Some(city) = game.cities.get(from.index()) else {
        return refuse(Refusal::NoSuchCity { id: from.index() });
    };
    if city.cubes[goods.index()] == 0 {
        return refuse(Refusal::NoCube {
            city: data.cities[from].name.clone(),
            goods,
        });
    }
    if links.is_empty() {
        return refuse(Refusal::NoLinks);
    }
    let engine = game.players[seat].engine as usize;
    if links.len() > engine {
        return refuse(Refusal::EngineTooShort {
            engine,
            links: links.len(),
        });
    }
    for (i, id) in links.iter().enumerate() {
        let Some(link) = game.link(*id) else {
            return refuse(Refusal::NoSuchLink { id: id.0 });
        };
        if link.to.is_none() {
            return refuse(Refusal::IncompleteLink);
        }
        if links[..i].contains(id) {
            return refuse(Refusal::LinkTwice);
        }
    }
    let first = game.link(links[0]).map(|l| l.owner);
    if first != Some(seat) {
        return refuse(Refusal::FirstLinkNotYours);
    }
    let raw: Vec<u32> = links.iter().map(|l| l.0).collect();
    let cities: Vec<CityId> = game
        .graph()
        .follow(from.index(), &raw)
        .ok_or(RotwError::Rule(Refusal::Disjoint))?
        .into_iter()
        .map(CityId)
        .collect();
    for (i, c) in cities.iter().enumerate() {
        if cities[..i].contains(c) {
            return refuse(Refusal::CityTwice {
                city: data.cities[*c].name.clone(),
            });
        }
    }
    let dest = *cities.last().unwrap_or(&from);
    if game.takes(dest) != Some(goods) {
        return refuse(Refusal::WrongColour {
            city: data.cities[dest].name.clone(),
            goods,
        });
    }
    if let Some(&c) = cities[1..cities.len() - 1]
        .iter()
        .find(|&&c| game.takes(c) == Some(goods))
    {
        return refuse(Refusal::MustStop {
            city: data.cities[c].name.clone(),
            goods,
        });
    }
    let mut points = vec![0; game.players.len()];
    for id in links {
        if let Some(l) = game.link(*id) {
            points[l.owner] += 1;
        }
    }
    Ok(Delivery { cities, points })
}

/// Every legal delivery for a seat: (from, goods, links, delivery), in a stable order.
pub fn options(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
) -> Vec<(CityId, Goods, Vec<LinkId>, Delivery)> {
    options_within(game, data, seat, game.players[seat].engine as usize)
}

/// The deliveries [`options`] lists, on routes of at most `max_links` links (a bot's quick look; the
/// rules' limit is the engine).
pub fn options_within(
    game: &RotwGame,
    _data: &RotwData,
    seat: SeatId,
    max_links: usize,
) -> Vec<(CityId, Goods, Vec<LinkId>, Delivery)> {
    let graph = game.graph();
    let engine = max_links;
    let mut out = Vec::new();
    for from in CityId::all(game.cities.len()) {
        let here: Vec<Goods> = Goods::ALL
            .into_iter()
            .filter(|g| game.cities[from].cubes[g.index()] > 0)
            .collect();
        if here.is_empty() || !graph.at(from.index()).any(|l| l.owner == seat) {
            continue;
        }
        graph.simple_routes(from.index(), engine, &mut |links, sites| {
            if links[0].owner != seat {
                return false;
            }
            let at = CityId(*sites.last().unwrap_or(&from.index()));
            let takes = game.takes(at);
            if let Some(g) = takes.filter(|g| here.contains(g)) {
                let ids: Vec<LinkId> = links.iter().map(|l| LinkId(l.id)).collect();
                let mut points = vec![0; game.players.len()];
                for l in links {
                    points[l.owner] += 1;
                }
                out.push((
                    from,
                    g,
                    ids,
                    Delivery {
                        cities: sites.iter().copied().map(CityId).collect(),
                        points,
                    },
                ));
            }
            // A cube of `at`'s colour must stop here; other colours may go on.
            true
        });
    }
    // Routes through a city of the cube's colour are not deliveries: keep only those that stop at the first.
    out.retain(|(_, g, _, d)| {
        d.cities[1..d.cities.len() - 1]
            .iter()
            .all(|&c| game.takes(c) != Some(*g))
    });
    out
}

/// Applies a checked delivery: the cube goes back to the bag, owners score, hotels pay, an emptied
/// city gets its marker, and a red cube from a Western Link city to Chicago brings new cubes.
pub fn apply(
    game: &mut RotwGame,
    data: &RotwData,
    seat: SeatId,
    from: CityId,
    goods: Goods,
    links: &[LinkId],
    rng: &mut ChaCha8Rng,
) -> Outcome {
    let Ok(d) = check(game, data, seat, from, goods, links) else {
        return Outcome::Quiet;
    };
    let dest = *d.cities.last().unwrap_or(&from);
    game.cities[from].cubes[goods.index()] -= 1;
    game.bag[goods.index()] += 1;
    if game.cities[from].cubes.iter().all(|&c| c == 0) {
        game.cities[from].empty_marker = true;
    }
    for (s, p) in d.points.iter().enumerate() {
        game.players[s].income += p;
    }
    for s in 0..game.players.len() {
        let hotels = game.players[s]
            .cards
            .iter()
            .filter(|&&c| {
                matches!(data.rules.cards[c].effect, Effect::Hotel { .. })
                    && data.card_cities[c] == Some(dest)
            })
            .count() as u32;
        game.players[s].income += hotels;
    }
    let wl = &data.rules.western_link;
    if goods == Goods::Red && game.cities[from].western_link.is_some() && dest == data.bonus_city {
        super::grow(game, dest, wl.bonus_cubes, rng);
    }
    Outcome::Delivered {
        seat,
        city: dest,
        links: links.len(),
    }
}
