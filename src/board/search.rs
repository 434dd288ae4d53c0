//! Track path search: every way a new line can run from a starting side, tile by tile, within the
//! tile limit and the layout's rules — the candidates a builder (human preview or bot) picks from.

use super::map::HexMap;
use super::track::{Segment, TrackLayout, TrackRules};
use hexx::{EdgeDirection, Hex};

/// Where a new stretch of track starts: it leaves `from` (a site, or the last tile of a line being
/// extended) through `dir`, entering the hex beyond.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Start {
    /// The hex the track leaves.
    pub from: Hex,
    /// The side it leaves through.
    pub dir: EdgeDirection,
}

/// One walk, as a route: the start, then the hexes entered in order. The last one is a site (the line
/// is complete) or the hex the last tile points at (the line stays incomplete); tiles go on the others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    /// The start and the hexes entered, in order.
    pub hexes: Vec<Hex>,
    /// Whether the walk ends at a site.
    pub complete: bool,
}

impl Walk {
    /// Number of tiles the walk lays.
    pub fn tiles(&self) -> usize {
        self.hexes.len() - 2
    }
}

/// The pieces a route of hexes lays: `route[0]` is where the line starts or continues, the last hex
/// is a site or the heading; a tile goes on every hex in between. `None` if two hexes are not neighbours.
pub fn segments(route: &[Hex]) -> Option<Vec<Segment>> {
    let mut out = Vec::new();
    for w in route.windows(3) {
        let a = w[1].neighbor_direction(w[0])?;
        let b = w[1].neighbor_direction(w[2])?;
        out.push(Segment::new(w[1], a, b));
    }
    route
        .windows(2)
        .all(|w| w[0].unsigned_distance_to(w[1]) == 1)
        .then_some(out)
}

/// Calls `visit` for every legal walk from `start` of 1..=`max_tiles` tiles for line `tag`.
/// A walk stops at the first site it enters. `visit` returns whether to go on past this walk.
pub fn walks(
    map: &HexMap,
    layout: &TrackLayout,
    rules: TrackRules,
    tag: u32,
    start: Start,
    max_tiles: usize,
    visit: &mut dyn FnMut(&Walk),
) {
    let mut walk = Walk {
        hexes: vec![start.from, start.from.neighbor(start.dir)],
        complete: false,
    };
    // Seen from the hex entered: the side may carry this line's own piece in `from` (the last tile
    // of a line being extended) but nothing else.
    if !layout.side_free_for(walk.hexes[1], start.dir.const_neg(), tag) {
        return;
    }
    extend(
        map,
        layout,
        rules,
        tag,
        start.dir.const_neg(),
        max_tiles,
        &mut walk,
        visit,
    );
}

/// `walk`'s last hex is entered through side `entry`; try a tile there, then go on.
#[allow(clippy::too_many_arguments)]
fn extend(
    map: &HexMap,
    layout: &TrackLayout,
    rules: TrackRules,
    tag: u32,
    entry: EdgeDirection,
    tiles_left: usize,
    walk: &mut Walk,
    visit: &mut dyn FnMut(&Walk),
) {
    let hex = *walk.hexes.last().expect("a walk has a hex");
    if tiles_left == 0 || map.site(hex).is_some() {
        return;
    }
    for exit in EdgeDirection::ALL_DIRECTIONS {
        let seg = Segment::new(hex, entry, exit);
        if exit == entry || layout.check(map, rules, seg, tag).is_err() {
            continue;
        }
        let next = hex.neighbor(exit);
        if walk.hexes.contains(&next) || !map.contains(next) {
            continue;
        }
        walk.hexes.push(next);
        walk.complete = map.site(next).is_some();
        visit(walk);
        if !walk.complete {
            extend(
                map,
                layout,
                rules,
                tag,
                exit.const_neg(),
                tiles_left - 1,
                walk,
                visit,
            );
        }
        walk.hexes.pop();
        walk.complete = false;
    }
}
