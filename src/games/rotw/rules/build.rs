//! Building track: one link per action, up to four tiles (five with Perfect Engineering), from a city
//! or from the end of your own incomplete link — or re-laying that link's last tile to point
//! elsewhere (a redirect, paying its terrain again); priced by terrain plus ridges crossed.

use super::super::actions::{Refusal, RotwError, refuse};
use super::super::data::RotwData;
use super::super::ids::{CardId, CityId, LinkId};
use super::super::schema::Effect;
use super::super::state::{Link, RotwGame};
use crate::board::search::{Start, segments};
use crate::board::{Segment, Terrain, TrackLayout};
use crate::table::SeatId;
use hexx::{EdgeDirection, Hex};

/// A checked build, ready to apply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildPlan {
    /// The link extended (index into `links`), or `None` for a new link.
    pub extends: Option<usize>,
    /// Whether the build re-lays the extended link's last tile to point elsewhere (a redirect)
    /// rather than going on from where it points.
    pub redirects: bool,
    /// The route as given.
    pub route: Vec<Hex>,
    /// The pieces laid.
    pub segments: Vec<Segment>,
    /// The city reached, if the link is now complete.
    pub completes: Option<CityId>,
    /// $k to pay.
    pub cost: u32,
    /// The land-grant card spent, if any.
    pub land_grant: Option<CardId>,
}

/// $k for a tile in a hex (`None` where no tile may go); free open terrain with a land grant.
pub fn tile_cost(data: &RotwData, hex: Hex, land_grant: bool) -> Option<u32> {
    let c = &data.rules.terrain_cost;
    match data.map.terrain(hex)? {
        Terrain::Open if land_grant => Some(0),
        Terrain::Open => Some(c.open),
        Terrain::Water => Some(c.water),
        Terrain::Hills | Terrain::Mountain => Some(c.hills),
        Terrain::Unbuildable | Terrain::Site => None,
    }
}

/// $k for a route: each tile by its terrain, plus each ridge a tile is laid across — into the
/// city it reaches too, but not the side the last tile of an incomplete link only points at (it is
/// charged when the link is extended across it, or never if the link is removed at income).
///
/// Rules version 1 charged every hex pair of the route, so a ridge at an incomplete link's heading
/// was paid once when pointed at and again when extended: kept for games played under it.
pub fn route_cost(
    game: &RotwGame,
    data: &RotwData,
    route: &[Hex],
    land_grant: bool,
) -> Option<u32> {
    let completes = route.last().is_some_and(|&h| data.city_at(h).is_some());
    let tiles: Option<u32> = route[1..route.len().saturating_sub(1)]
        .iter()
        .map(|&h| tile_cost(data, h, land_grant))
        .sum();
    let crossed = if completes || game.options.version < 2 {
        route.len()
    } else {
        route.len() - 1
    };
    let ridges = route[..crossed]
        .windows(2)
        .filter(|w| data.map.side(w[0], w[1]).is_some())
        .count() as u32;
    Some(tiles? + ridges * data.rules.ridge_cost)
}

/// Checks a build and prices it.
pub fn plan(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    route: &[Hex],
    land_grant: bool,
) -> Result<BuildPlan, RotwError> {
    if route.len() < 3 {
        return refuse(Refusal::NoTiles);
    }
    let max = game.tiles_per_action(seat, data);
    let tiles = route.len() - 2;
    if tiles > max {
        return refuse(Refusal::TooManyTiles { max, tiles });
    }
    let grant = if land_grant {
        let card = game
            .holds(seat, data, |e| *e == Effect::LandGrant)
            .ok_or(RotwError::Rule(Refusal::NoLandGrant))?;
        if game.cards.used_this_turn.contains(&card) {
            return refuse(Refusal::LandGrantUsed);
        }
        Some(card)
    } else {
        None
    };
    let start = route[0];
    let redirect = redirected(game, seat, route);
    let (extends, tag, origin, earlier) = match (redirect, data.city_at(start)) {
        (Some((i, link)), _) => (
            Some(i),
            link.id,
            link.from,
            link.route[..link.route.len() - 2].to_vec(),
        ),
        (None, Some(city)) => (None, game.next_link, city, Vec::new()),
        (None, None) => {
            let (i, link) = game
                .links
                .iter()
                .enumerate()
                .find(|(_, l)| {
                    l.owner == seat
                        && l.to.is_none()
                        && l.route.len() >= 2
                        && l.route[l.route.len() - 2] == start
                        && l.route[l.route.len() - 1] == route[1]
                })
                .ok_or(RotwError::Rule(Refusal::BadStart))?;
            (
                Some(i),
                link.id,
                link.from,
                link.route[..link.route.len() - 1].to_vec(),
            )
        }
    };
    let segs = segments(route).ok_or(RotwError::Rule(Refusal::NotAdjacent))?;
    // Back into the city it left: say so, before the route's hexes are found to repeat.
    let last = route[route.len() - 1];
    let completes = data.city_at(last);
    if completes == Some(origin) {
        return refuse(Refusal::LoopHome);
    }
    for (i, h) in route.iter().enumerate() {
        if route[..i].contains(h) || earlier.contains(h) && i > 0 {
            return refuse(Refusal::HexTwice);
        }
    }
    if let Some(city) = route[1..route.len() - 1]
        .iter()
        .find_map(|&h| data.city_at(h))
    {
        return refuse(Refusal::ThroughCity {
            city: data.cities[city].name.clone(),
        });
    }
    // The route's hexes are distinct (checked above), so its own pieces meet only at the sides they
    // share, which carry this same line: each piece is checked against the board as it is, with no
    // copy of the layout per candidate (the legal listing prices thousands of walks).
    // A redirect lifts the last tile it re-lays (a copy of the layout: only a seat's own few
    // incomplete links redirect, so the listing's thousands of other walks never pay for it).
    let relaid;
    let layout = match redirect {
        Some((_, link)) => {
            let mut l = game.layout.clone();
            l.remove_piece(route[1], link.id.0);
            relaid = l;
            &relaid
        }
        None => &game.layout,
    };
    for seg in &segs {
        layout.check(&data.map, RotwGame::TRACK, *seg, tag.0)?;
    }
    if completes.is_none() && !data.map.contains(last) {
        return refuse(Refusal::PointsOffMap);
    }
    let mut cost = route_cost(game, data, route, grant.is_some())
        .ok_or(RotwError::Rule(Refusal::NotBuildable))?;
    // The re-laid tile pays its terrain again, but a ridge into it was paid when it was first laid.
    if redirect.is_some() && data.map.side(route[0], route[1]).is_some() {
        cost -= data.rules.ridge_cost;
    }
    super::afford(game, seat, cost)?;
    Ok(BuildPlan {
        extends,
        redirects: redirect.is_some(),
        route: route.to_vec(),
        segments: segs,
        completes,
        cost,
        land_grant: grant,
    })
}

/// The seat's incomplete link whose last tile `route` re-lays to point elsewhere: the route starts
/// where that tile was entered from, runs into it, and leaves it by another side.
fn redirected<'a>(game: &'a RotwGame, seat: SeatId, route: &[Hex]) -> Option<(usize, &'a Link)> {
    game.links.iter().enumerate().find(|(_, l)| {
        redirectable(game, seat, l) && {
            let n = l.route.len();
            l.route[n - 3] == route[0]
                && l.route[n - 2] == route[1]
                && route.get(2) != Some(&l.route[n - 1])
        }
    })
}

/// Whether `seat` may redirect `link`: its own incomplete link with a tile to re-lay, in a game of
/// rules version 2 on (the later printing's rule: a version 1 game played on keeps its rules).
pub fn redirectable(game: &RotwGame, seat: SeatId, link: &Link) -> bool {
    game.options.version >= 2 && link.owner == seat && link.to.is_none() && link.route.len() >= 3
}

/// Where a redirect of `link` starts — where its last tile was entered from, into it — and the
/// layout with that tile lifted (a walk from there must not meet the tile it replaces).
pub fn redirect_start(game: &RotwGame, link: &Link) -> Option<(Start, TrackLayout)> {
    let n = link.route.len();
    let from = *link.route.get(n.checked_sub(3)?)?;
    let dir = from.neighbor_direction(link.route[n - 2])?;
    let mut layout = game.layout.clone();
    layout.remove_piece(link.route[n - 2], link.id.0);
    Some((Start { from, dir }, layout))
}

/// Where `seat` may start new track: the heads of its incomplete links (with the link), and every
/// side of every city `city` accepts.
pub fn starts<'a>(
    game: &'a RotwGame,
    data: &RotwData,
    seat: SeatId,
    city: impl Fn(usize) -> bool,
) -> Vec<(Start, Option<&'a Link>)> {
    let mut out = Vec::new();
    for link in game
        .links
        .iter()
        .filter(|l| l.owner == seat && l.to.is_none())
    {
        let n = link.route.len();
        if let Some(dir) = link.route[n - 2].neighbor_direction(link.route[n - 1]) {
            let from = link.route[n - 2];
            out.push((Start { from, dir }, Some(link)));
        }
    }
    for (_, c) in data.cities.iter().enumerate().filter(|(id, _)| city(*id)) {
        for dir in EdgeDirection::ALL_DIRECTIONS {
            out.push((Start { from: c.hex, dir }, None));
        }
    }
    out
}

/// Lays a checked build: pays, places the tiles and records or extends the link.
pub fn apply(game: &mut RotwGame, data: &RotwData, seat: SeatId, plan: BuildPlan) {
    super::pay(game, data, seat, plan.cost);
    if let Some(card) = plan.land_grant {
        super::cards::spend(game, data, seat, card);
    }
    let id = match plan.extends {
        Some(i) => {
            let link = &mut game.links[i];
            link.route.pop();
            if plan.redirects {
                let last = link.route.pop().unwrap_or(plan.route[1]);
                game.layout.remove_piece(last, link.id.0);
            }
            link.route.extend_from_slice(&plan.route[1..]);
            link.to = plan.completes;
            link.id
        }
        None => {
            let id = game.next_link;
            game.next_link = LinkId(id.0 + 1);
            game.links.push(Link {
                id,
                owner: seat,
                from: data.city_at(plan.route[0]).unwrap_or(CityId(0)),
                to: plan.completes,
                route: plan.route.clone(),
            });
            id
        }
    };
    for seg in plan.segments {
        game.layout.lay(seg, id.0);
    }
}
