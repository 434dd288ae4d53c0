//! What an upgrade must give the company laying it, as 18xx.games asks of every company's lay
//! (its "semi-restrictive" track rule; privates' lays are exempt): a path of the new tile its
//! network runs on that no path of the old tile covered, or a different value at a stop its
//! network reaches. A gray junction over a printed brown one with the same exits gives neither,
//! and is refused.

use super::super::data::PnwData;
use super::super::schema::Node;
use super::super::state::{CorpIx, PnwGame};
use super::graph;
use crate::board::tiles::{PathEnd, TilePath};

/// A hex's paths and stops: its tile at its rotation, or its printing.
pub fn hex_now<'a>(data: &'a PnwData, game: &PnwGame, hex: u16) -> (&'a [TilePath], &'a [Node]) {
    match game.board[usize::from(hex)].laid {
        Some(l) => {
            let t = &data.tile_info[usize::from(l.tile)];
            (&t.turns[usize::from(l.rotation % 6)], &t.nodes)
        }
        None => {
            let printed = &data.hexes[usize::from(hex)];
            (&printed.track.paths, &printed.nodes)
        }
    }
}

/// Whether the tile now on `hex`, laid over `old` (the hex's paths and stops before), gives
/// `corp` new track or a new value: some path of the tile the company's network runs on is
/// covered by no old path (its ends, sides by number and stops by kind, among the old path's),
/// or the stops along it are worth more or less than along the old path that covers it. A
/// first lay on an empty hex always does.
pub fn gives_something(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    hex: u16,
    old: (&[TilePath], &[Node]),
) -> bool {
    let (old_paths, old_nodes) = old;
    if old_paths.is_empty() {
        return true;
    }
    let reach = graph::reach(data, game, corp);
    let (new_paths, new_nodes) = hex_now(data, game, hex);
    let run = |end: PathEnd| match end {
        PathEnd::Side(s) => reach.side(hex, s),
        PathEnd::Node(n) => reach.node(hex, n),
    };
    new_paths.iter().filter(|p| run(p.a) || run(p.b)).any(|p| {
        let covering = old_paths.iter().find(|o| {
            [p.a, p.b].into_iter().all(|e| {
                [o.a, o.b]
                    .into_iter()
                    .any(|f| same_end(e, new_nodes, f, old_nodes))
            })
        });
        match covering {
            None => true,
            Some(o) => values(o, old_nodes) != values(p, new_nodes),
        }
    })
}

/// Whether a path end `a` (on a tile with stops `an`) is `b` (stops `bn`): the same side, or a
/// stop of the same kind.
fn same_end(a: PathEnd, an: &[Node], b: PathEnd, bn: &[Node]) -> bool {
    match (a, b) {
        (PathEnd::Side(x), PathEnd::Side(y)) => x == y,
        (PathEnd::Node(x), PathEnd::Node(y)) => {
            match (an.get(usize::from(x)), bn.get(usize::from(y))) {
                (Some(x), Some(y)) => std::mem::discriminant(x) == std::mem::discriminant(y),
                _ => false,
            }
        }
        _ => false,
    }
}

/// The best values of the stops a path touches, in order.
fn values(path: &TilePath, nodes: &[Node]) -> Vec<u32> {
    let mut out: Vec<u32> = [path.a, path.b]
        .into_iter()
        .filter_map(|e| match e {
            PathEnd::Node(n) => nodes.get(usize::from(n)),
            PathEnd::Side(_) => None,
        })
        .filter_map(|n| match n {
            Node::City { value, .. } | Node::Town { value } => Some(value.max()),
            Node::Junction => None,
        })
        .collect();
    out.sort_unstable();
    out
}
