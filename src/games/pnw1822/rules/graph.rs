//! Where a company's track reaches: a walk over the board's paths from the cities holding its
//! tokens, never through a city whose slots are all taken by other companies (a coal mine taken
//! by another company's coal token included) nor along a spike or a drawn-only line. The track
//! step, tokens and mergers ask it.

use super::super::data::PnwData;
use super::super::state::*;
use crate::board::tiles::{NodeKind, PathEnd, TilePath, facing};

/// What a company reaches: per hex, a bit per side it reaches or leaves the hex by, and a bit
/// per node (the walk runs for every lay the listing tries, so no ordered sets here).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    sides: Vec<u8>,
    nodes: Vec<u32>,
}

impl Reach {
    fn empty(hexes: usize) -> Reach {
        Reach {
            sides: vec![0; hexes],
            nodes: vec![0; hexes],
        }
    }

    /// Whether it reaches any side of `hex` or stands on it.
    pub fn touches(&self, hex: u16) -> bool {
        let h = usize::from(hex);
        self.sides.get(h).is_some_and(|s| *s != 0) || self.nodes.get(h).is_some_and(|n| *n != 0)
    }

    /// Whether it reaches `hex` across `side` (or leaves it that way).
    pub fn side(&self, hex: u16, side: u8) -> bool {
        self.sides
            .get(usize::from(hex))
            .is_some_and(|s| s >> side & 1 == 1)
    }

    /// Whether it reaches node `node` of `hex`.
    pub fn node(&self, hex: u16, node: u8) -> bool {
        self.nodes
            .get(usize::from(hex))
            .is_some_and(|n| node < 32 && n >> node & 1 == 1)
    }

    /// How many nodes, and how many hex sides, it reaches.
    pub fn size(&self) -> (usize, usize) {
        (
            self.nodes.iter().map(|n| n.count_ones() as usize).sum(),
            self.sides.iter().map(|s| s.count_ones() as usize).sum(),
        )
    }
}

/// The paths on a hex now (its tile at its rotation, or its printing).
pub fn paths<'a>(data: &'a PnwData, game: &PnwGame, hex: u16) -> (&'a [TilePath], &'a [NodeKind]) {
    match game.board[usize::from(hex)].laid {
        Some(l) => {
            let t = &data.tile_info[usize::from(l.tile)];
            (&t.turns[usize::from(l.rotation % 6)], &t.track.nodes)
        }
        None => {
            let printed = &data.hexes[usize::from(hex)].track;
            (&printed.paths, &printed.nodes)
        }
    }
}

/// Whether `reach` reaches a city (hex, index among the hex's cities).
pub fn reaches_city(data: &PnwData, game: &PnwGame, reach: &Reach, (hex, city): (u16, u8)) -> bool {
    let (_, nodes) = paths(data, game, hex);
    node_of_city(nodes, city).is_some_and(|n| reach.node(hex, n))
}

/// Which city of a hex a node is (counting cities only), if it is one.
pub fn city_of(nodes: &[NodeKind], node: u8) -> Option<u8> {
    match nodes.get(usize::from(node)) {
        Some(NodeKind::City { .. }) => Some(
            nodes[..usize::from(node)]
                .iter()
                .filter(|n| matches!(n, NodeKind::City { .. }))
                .count() as u8,
        ),
        _ => None,
    }
}

/// The node index of a hex's `city`-th city.
pub fn node_of_city(nodes: &[NodeKind], city: u8) -> Option<u8> {
    nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| matches!(n, NodeKind::City { .. }))
        .nth(usize::from(city))
        .map(|(i, _)| i as u8)
}

/// Whether `corp` may run through a city: a free slot, or a token of its own there.
pub fn passable(game: &PnwGame, corp: CorpIx, hex: u16, city: u8) -> bool {
    match game.slots.iter().find(|s| s.hex == hex && s.city == city) {
        None => true,
        Some(s) => {
            s.tokens.is_empty()
                || s.tokens.contains(&Some(corp))
                || s.tokens.iter().any(Option::is_none)
        }
    }
}

/// Everything `corp` reaches from its tokens. Before rules version 7 its coal token counted as a
/// start too; from version 7, as on 18xx.games, the mine is no station (it only never blocks its
/// owner).
pub fn reach(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Reach {
    let coal = |hex: u16| {
        game.since(7)
            && game.board[usize::from(hex)].laid.is_some_and(|l| {
                matches!(
                    data.tile_info[usize::from(l.tile)].id.as_str(),
                    "PNW4" | "PNW5"
                )
            })
    };
    let cities: Vec<(u16, u8)> = game
        .slots
        .iter()
        .filter(|s| s.tokens.contains(&Some(corp)) && !coal(s.hex))
        .map(|s| (s.hex, s.city))
        .collect();
    reach_from(data, game, corp, &cities)
}

/// Whether the company has a route to run at all, as 18xx.games asks before its route step
/// (else the step passes by itself): a local train (L, LP), or from one of its station cities
/// track to another stop (a city, town or off-board).
pub fn route_available(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    let local = super::trains::owned(game, corp).any(|t| {
        let t = &game.trains[t];
        !t.ran && matches!(t.runs_as.as_str(), "L" | "LP")
    });
    local || game.corps[usize::from(corp)].route_seen || two_stops(data, game, corp)
}

/// Notes that the company's track now joins one of its stations to another stop (see
/// [`Corp::route_seen`]), as the site's graph finds it at a turn's start, before a lay and at
/// the route step.
pub fn note_route(data: &PnwData, game: &mut PnwGame, corp: CorpIx) {
    if game.since(7) && !game.corps[usize::from(corp)].route_seen && two_stops(data, game, corp) {
        game.corps[usize::from(corp)].route_seen = true;
    }
}

/// Whether a route the site's graph found is remembered as its engine alone remembers it:
/// from version 8, for games played here. The site asks its graph at some steps and keeps a
/// route it found (of two stops) until a merger; at a live table the players' screens ask it
/// too, at every turn's start, so an imported record (played live) keeps that earlier
/// reading, and games played here, exported and played through the engine, this one.
pub fn engine_alone(game: &PnwGame) -> bool {
    game.since(8) && !game.lenient
}

/// Whether 18xx.games' graph of the company is worked out when its turn comes to `step`, so
/// that a route it finds is noted ([`note_route`]): at the route step, except (with
/// [`engine_alone`]) when the company has a local train (an L or LP lets the site skip the
/// graph); with [`engine_alone`] also at the token step when a major could pay for a token but
/// finds no city to put it in (finding one, the site stops its walk before it notes a route).
pub fn looked_at(data: &PnwData, game: &PnwGame, corp: CorpIx, step: OrStep) -> bool {
    match step {
        OrStep::Route if !engine_alone(game) => true,
        OrStep::Route => !super::trains::owned(game, corp)
            .any(|t| matches!(game.trains[t].runs_as.as_str(), "L" | "LP")),
        OrStep::Token if engine_alone(game) => {
            let c = &game.corps[usize::from(corp)];
            c.kind == Kind::Major
                && c.tokens_left > 0
                && c.cash >= i64::from(data.game.token_price)
                && !super::tokens::can_place(data, game, corp)
        }
        _ => false,
    }
}

/// Whether from one of the company's stations its track reaches another stop.
fn two_stops(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    game.corps[usize::from(corp)].tokens.iter().any(|&city| {
        let reach = reach_from(data, game, corp, &[city]);
        let mut stops = 0;
        for hex in 0..data.hexes.len() as u16 {
            let (_, nodes) = paths(data, game, hex);
            stops += nodes
                .iter()
                .enumerate()
                .filter(|(n, kind)| {
                    !matches!(kind, NodeKind::Junction) && reach.node(hex, *n as u8)
                })
                .count();
        }
        stops > 1
    })
}

/// Everything `corp` reaches from these cities (hex, city), walking as [`reach`] does.
pub fn reach_from(data: &PnwData, game: &PnwGame, corp: CorpIx, cities: &[(u16, u8)]) -> Reach {
    let mut out = Reach::empty(data.hexes.len());
    let mut starts: Vec<(u16, PathEnd)> = Vec::new();
    for &(hex, city) in cities {
        let (_, nodes) = paths(data, game, hex);
        if let Some(n) = node_of_city(nodes, city) {
            starts.push((hex, PathEnd::Node(n)));
        }
    }
    // Where the walk has been, per hex a bit per side (0–5) and per node (6 on): the walk runs
    // for every lay the listing tries, so no ordered set here.
    let bit = |at: PathEnd| match at {
        PathEnd::Side(s) => 1u32 << s,
        PathEnd::Node(n) => 1u32 << (6 + u32::from(n).min(25)),
    };
    let mut seen = vec![0u32; data.hexes.len()];
    let mut stack = starts.clone();
    while let Some((hex, at)) = stack.pop() {
        let h = usize::from(hex);
        if seen[h] & bit(at) != 0 {
            continue;
        }
        seen[h] |= bit(at);
        let (ps, nodes) = paths(data, game, hex);
        if let PathEnd::Node(n) = at {
            out.nodes[h] |= 1 << n.min(31);
            // A city full of others' tokens, or an off-board (reached by a terminal path), is
            // reached but not run through; where the company starts it always leaves.
            let blocked = city_of(nodes, n).is_some_and(|c| !passable(game, corp, hex, c));
            let terminal = ps
                .iter()
                .any(|p| p.terminal == 1 && (p.a == at || p.b == at));
            if !starts.contains(&(hex, at)) && (blocked || terminal) {
                continue;
            }
        }
        for p in ps.iter().filter(|p| p.travelled()) {
            let Some(other) = p.other_end(at) else {
                continue;
            };
            match other {
                PathEnd::Node(_) => stack.push((hex, other)),
                PathEnd::Side(side) => {
                    out.sides[h] |= 1 << side;
                    let Some(next) = data.hexes[h].neighbours[usize::from(side)] else {
                        continue;
                    };
                    let back = facing(side);
                    let (np, _) = paths(data, game, next);
                    let joins = np.iter().any(|q| {
                        q.travelled() && (q.a == PathEnd::Side(back) || q.b == PathEnd::Side(back))
                    });
                    if joins {
                        out.sides[usize::from(next)] |= 1 << back;
                        stack.push((next, PathEnd::Side(back)));
                    }
                }
            }
        }
    }
    out
}
