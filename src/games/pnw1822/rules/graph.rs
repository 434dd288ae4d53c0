//! Where a company's track reaches: a walk over the board's paths from the cities holding its
//! tokens, never through a city whose slots are all taken by other companies (a coal mine taken
//! by another company's coal token included) nor along a spike or a drawn-only line. The track
//! step, tokens and mergers ask it.

use super::super::data::PnwData;
use super::super::state::*;
use crate::board::tiles::{NodeKind, PathEnd, TilePath, facing};
use std::collections::BTreeSet;

/// What a company reaches.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reach {
    /// Hexes with track the company can use, and the sides through which it reaches or leaves them.
    pub hexes: BTreeSet<(u16, u8)>,
    /// Nodes (hex, node index) it reaches.
    pub nodes: BTreeSet<(u16, u8)>,
}

impl Reach {
    /// Whether it reaches any side of `hex` or stands on it.
    pub fn touches(&self, hex: u16) -> bool {
        self.hexes.range((hex, 0)..=(hex, 5)).next().is_some()
            || self.nodes.range((hex, 0)..=(hex, u8::MAX)).next().is_some()
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

/// Everything `corp` reaches from its tokens (its coal token counts as a start too: the mine never
/// blocks its owner).
pub fn reach(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Reach {
    let mut out = Reach::default();
    let mut starts: Vec<(u16, PathEnd)> = Vec::new();
    for s in &game.slots {
        if s.tokens.contains(&Some(corp)) {
            let (_, nodes) = paths(data, game, s.hex);
            if let Some(n) = node_of_city(nodes, s.city) {
                starts.push((s.hex, PathEnd::Node(n)));
            }
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
            out.nodes.insert((hex, n));
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
                    out.hexes.insert((hex, side));
                    let Some(next) = data.hexes[h].neighbours[usize::from(side)] else {
                        continue;
                    };
                    let back = facing(side);
                    let (np, _) = paths(data, game, next);
                    let joins = np.iter().any(|q| {
                        q.travelled() && (q.a == PathEnd::Side(back) || q.b == PathEnd::Side(back))
                    });
                    if joins {
                        out.hexes.insert((next, back));
                        stack.push((next, PathEnd::Side(back)));
                    }
                }
            }
        }
    }
    out
}
