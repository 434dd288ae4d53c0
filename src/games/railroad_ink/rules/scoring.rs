//! End-of-game scoring (facts.md §5–6): networks by exits, longest railway and highway, centre squares, errors; winners.

use super::board::{Board, EXIT_AT, NEIGHBOURS, NO_SQUARE, Square};
use super::tiles::{Edge, Side, TileId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How the longest railway/highway is measured when routes form loops (facts.md §6.2, uncertain).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum LongestRule {
    /// A run may pass a square again through different links (BGA wording); scores links + 1.
    #[default]
    Trail,
    /// A run never visits a square twice; scores its squares.
    Simple,
}

/// Scoring variants a table may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ScoreOptions {
    /// Points for a network reaching a single exit: 0 officially (the Portuguese summary says 2).
    pub one_exit_points: i32,
    /// How loops count for the longest runs.
    pub longest: LongestRule,
}

impl ScoreOptions {
    /// Reads table options: `one_exit_points` (an integer, e.g. "0" or "2") and `longest`
    /// ("trail" or "simple"). Unknown keys are refused so typos do not go unnoticed.
    pub fn from_options(opts: &BTreeMap<String, String>) -> Result<ScoreOptions, String> {
        let mut out = ScoreOptions::default();
        for (k, v) in opts {
            match k.as_str() {
                "one_exit_points" => {
                    out.one_exit_points = v.trim().parse().map_err(|_| {
                        format!("option one_exit_points must be a whole number, not '{v}'")
                    })?;
                }
                "longest" => {
                    out.longest = match v.trim() {
                        "trail" => LongestRule::Trail,
                        "simple" => LongestRule::Simple,
                        _ => {
                            return Err(format!(
                                "option longest must be 'trail' or 'simple', not '{v}'"
                            ));
                        }
                    }
                }
                _ => {
                    return Err(format!(
                        "unknown Railroad Ink option '{k}' (known: one_exit_points, longest)"
                    ));
                }
            }
        }
        Ok(out)
    }
}

/// A maximal set of joined routes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Network {
    /// Its squares, row-major.
    pub squares: Vec<Square>,
    /// How many exits it reaches.
    pub exits: u32,
}

/// A board's score, with the parts shown on the score pad and what to highlight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Score {
    /// exit_points + longest_rail + longest_road + centre − errors.
    pub total: i32,
    /// Sum of the network values.
    pub exit_points: i32,
    /// Exits of every network reaching at least one exit, largest first.
    pub network_exit_counts: Vec<u32>,
    /// Squares in the longest railway run.
    pub longest_rail: u32,
    /// Squares in the longest highway run.
    pub longest_road: u32,
    /// Central squares drawn on.
    pub centre: u32,
    /// Open route ends.
    pub errors: u32,
    /// Every network, most exits first.
    pub networks: Vec<Network>,
    /// One longest railway run, square by square (may repeat squares under `Trail`).
    pub longest_rail_path: Vec<Square>,
    /// One longest highway run.
    pub longest_road_path: Vec<Square>,
    /// Every open route end: the square and the side the end leaves by.
    pub error_ends: Vec<(Square, Side)>,
}

/// Points for a network reaching `exits` exits: 0, 4, 8, … 40, then 45 for all 12.
pub fn network_value(exits: u32, opts: &ScoreOptions) -> i32 {
    match exits {
        1 => opts.one_exit_points,
        n => super::data::NETWORK_POINTS[(n as usize).min(12)],
    }
}

struct Dsu([u8; 98]);

impl Dsu {
    fn new() -> Dsu {
        let mut p = [0u8; 98];
        for (i, x) in p.iter_mut().enumerate() {
            *x = i as u8;
        }
        Dsu(p)
    }
    fn find(&mut self, mut x: usize) -> usize {
        while self.0[x] as usize != x {
            let up = self.0[self.0[x] as usize];
            self.0[x] = up;
            x = up as usize;
        }
        x
    }
    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.0[a.max(b)] = a.min(b) as u8;
        }
    }
}

/// Piece of an end of kind `e` on tile `t`: a drawing that keeps its routes apart (the overpass)
/// has its railway as piece 1.
#[inline]
pub(crate) fn piece(t: Option<TileId>, e: Edge) -> usize {
    usize::from(e == Edge::Rail && t.is_some_and(TileId::keeps_routes_apart))
}

/// What a route end of a drawn square faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Facing {
    /// The board edge; `exit` when a printed exit of the same kind is there.
    Edge { exit: bool },
    /// An empty square (its index).
    Free(usize),
    /// A same-kind end of a drawn square: its node (`square * 2 + piece`).
    Joined(usize),
    /// A blank side or an end of the other kind: an error end.
    Dead,
}

/// One route end of a drawn square: its node (`square * 2 + piece`), square index, side and kind.
#[derive(Debug, Clone, Copy)]
pub(crate) struct End {
    pub node: usize,
    pub square: usize,
    pub side: usize,
    pub kind: Edge,
    pub facing: Facing,
}

/// Calls `f` for every route end on the board, in placement then side order. The one place that
/// decides how ends meet, shared by the scorer and the bots' evaluation.
#[inline]
pub(crate) fn for_each_end(board: &Board, mut f: impl FnMut(End)) {
    for p in board.placements() {
        let i = p.square.index();
        let e = board.edges_at_index(i);
        for (s, &kind) in e.iter().enumerate() {
            if kind == Edge::Blank {
                continue;
            }
            let node = i * 2 + piece(Some(p.tile), kind);
            let n = NEIGHBOURS[i][s];
            let facing = if n == NO_SQUARE {
                Facing::Edge {
                    exit: EXIT_AT[i][s] == kind,
                }
            } else {
                let n = n as usize;
                let sq = Square::from_index(n);
                match board.get(sq) {
                    None => Facing::Free(n),
                    Some((t, _)) if board.edges_at_index(n)[(s + 2) % 4] == kind => {
                        Facing::Joined(n * 2 + piece(Some(t), kind))
                    }
                    Some(_) => Facing::Dead,
                }
            };
            f(End {
                node,
                square: i,
                side: s,
                kind,
                facing,
            });
        }
    }
}

/// Network and error facts, shared by the scorer and the bots' evaluation.
pub(crate) struct NetInfo {
    /// Union-find over nodes `square * 2 + piece`.
    dsu: Dsu,
    /// Exits reached per root node.
    pub exits_by_root: [u8; 98],
    /// Open ends, in square then side order.
    pub error_ends: Vec<(Square, Side)>,
}

impl NetInfo {
    pub(crate) fn root(&mut self, node: usize) -> usize {
        self.dsu.find(node)
    }
}

pub(crate) fn net_info(board: &Board) -> NetInfo {
    let mut dsu = Dsu::new();
    let mut exits = [0u8; 98];
    let mut exit_nodes = [0u8; 12];
    let mut n_exit = 0;
    let mut error_ends = Vec::with_capacity(16);
    for_each_end(board, |end| match end.facing {
        Facing::Edge { exit: true } => {
            exit_nodes[n_exit] = end.node as u8;
            n_exit += 1;
        }
        Facing::Edge { exit: false } => {}
        Facing::Joined(other) => dsu.union(end.node, other),
        Facing::Free(_) | Facing::Dead => {
            error_ends.push((Square::from_index(end.square), Side::ALL[end.side]))
        }
    });
    for &node in &exit_nodes[..n_exit] {
        let r = dsu.find(node as usize);
        exits[r] += 1;
    }
    error_ends.sort();
    NetInfo {
        dsu,
        exits_by_root: exits,
        error_ends,
    }
}

/// Adjacency of the squares carrying `kind` through touching `kind` ends.
pub(crate) struct Graph {
    /// Neighbour squares per square.
    adj: [[u8; 4]; 49],
    /// Number of neighbours per square.
    deg: [u8; 49],
    /// Squares that carry `kind` at all.
    present: u64,
}

pub(crate) fn graph(board: &Board, kind: Edge) -> Graph {
    let mut g = Graph {
        adj: [[0; 4]; 49],
        deg: [0; 49],
        present: 0,
    };
    for p in board.placements() {
        let i = p.square.index();
        let e = board.edges_at_index(i);
        if !e.contains(&kind) {
            continue;
        }
        g.present |= 1 << i;
        for s in 0..4 {
            let n = NEIGHBOURS[i][s];
            if e[s] == kind
                && n != NO_SQUARE
                && board.edges_at_index(n as usize)[(s + 2) % 4] == kind
            {
                g.adj[i][g.deg[i] as usize] = n;
                g.deg[i] += 1;
            }
        }
    }
    g
}

struct Search<'a> {
    g: &'a Graph,
    stack: Vec<u8>,
    best: Vec<u8>,
    /// Length of the longest run found, which `best` holds once the search has left its end.
    best_len: usize,
    /// The stack is a new longest run not yet copied into `best`.
    unsaved: bool,
    /// Stop as soon as a run this long is found (it cannot be beaten).
    cap: usize,
}

impl Search<'_> {
    /// Steps onto `v`. A run longer than any before is copied only when the search leaves its
    /// end, not at every step that lengthens it.
    fn enter(&mut self, v: usize) {
        self.stack.push(v as u8);
        if self.stack.len() > self.best_len {
            self.best_len = self.stack.len();
            self.unsaved = true;
        }
    }

    fn leave(&mut self) {
        if self.unsaved {
            self.best.clone_from(&self.stack);
            self.unsaved = false;
        }
        self.stack.pop();
    }

    /// Squares reachable from `v` without entering `visited` (an upper bound for simple paths).
    fn reach(&self, v: usize, visited: u64) -> u32 {
        let mut seen = 1u64 << v;
        let mut todo = seen;
        while todo != 0 {
            let x = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            for k in 0..self.g.deg[x] as usize {
                let y = self.g.adj[x][k] as usize;
                let bit = 1u64 << y;
                if seen & bit == 0 && visited & bit == 0 {
                    seen |= bit;
                    todo |= bit;
                }
            }
        }
        seen.count_ones()
    }

    fn simple(&mut self, v: usize, visited: u64) {
        self.enter(v);
        if self.best_len < self.cap {
            for k in 0..self.g.deg[v] as usize {
                let y = self.g.adj[v][k] as usize;
                if visited & (1 << y) != 0 {
                    continue;
                }
                let nv = visited | (1 << y);
                if self.stack.len() + self.reach(y, visited) as usize <= self.best_len {
                    continue;
                }
                self.simple(y, nv);
                if self.best_len >= self.cap {
                    break;
                }
            }
        }
        self.leave();
    }

    /// Trail search: links may not repeat; `used` holds link ids (`square * 4 + k`, both directions).
    /// `odd` holds the squares with an odd number of unused links: as for the whole
    /// component, every one but a trail's two ends keeps an unused link.
    fn trail(&mut self, v: usize, used: &mut [u64; 4], links_left: usize, odd: u64) {
        self.enter(v);
        let reachable = links_left - (odd.count_ones() as usize).saturating_sub(2) / 2;
        if self.best_len < self.cap && self.stack.len() + reachable > self.best_len {
            for k in 0..self.g.deg[v] as usize {
                let y = self.g.adj[v][k] as usize;
                let id = link_id(v, y);
                if used[id / 64] & (1 << (id % 64)) != 0 {
                    continue;
                }
                used[id / 64] |= 1 << (id % 64);
                self.trail(y, used, links_left - 1, odd ^ (1 << v) ^ (1 << y));
                used[id / 64] &= !(1 << (id % 64));
                if self.best_len >= self.cap {
                    break;
                }
            }
        }
        self.leave();
    }
}

/// A link's id: the lower square's index × 2 + (0 horizontal, 1 vertical).
fn link_id(a: usize, b: usize) -> usize {
    let lo = a.min(b);
    lo * 2 + usize::from(a.abs_diff(b) == 7)
}

/// The longest run of `kind` under `rule`, as a list of squares.
pub(crate) fn longest(board: &Board, kind: Edge, rule: LongestRule) -> Vec<Square> {
    let g = graph(board, kind);
    if g.present == 0 {
        return Vec::new();
    }
    let mut best: Vec<u8> = Vec::new();
    // One search (and its buffers) for every component; the cap lets it stop at the bound.
    let mut search = Search {
        g: &g,
        stack: Vec::with_capacity(64),
        best: Vec::with_capacity(64),
        best_len: 0,
        unsaved: false,
        cap: usize::MAX,
    };
    let mut left = g.present;
    while left != 0 {
        let start = left.trailing_zeros() as usize;
        let comp = {
            let mut seen = 1u64 << start;
            let mut todo = seen;
            while todo != 0 {
                let x = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                for k in 0..g.deg[x] as usize {
                    let bit = 1u64 << g.adj[x][k];
                    if seen & bit == 0 {
                        seen |= bit;
                        todo |= bit;
                    }
                }
            }
            seen
        };
        left &= !comp;
        let squares = comp.count_ones() as usize;
        // The component's squares, row-major, without a heap list.
        let mut members = [0u8; 49];
        let mut n = 0;
        let mut bits = comp;
        while bits != 0 {
            members[n] = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            n += 1;
        }
        let members = &mut members[..n];
        let links = members
            .iter()
            .map(|&i| g.deg[i as usize] as usize)
            .sum::<usize>()
            / 2;
        let odd = members
            .iter()
            .filter(|&&i| g.deg[i as usize] % 2 == 1)
            .fold(0u64, |m, &i| m | 1 << i);
        let bound = match rule {
            LongestRule::Simple => squares,
            // Every odd square but a trail's two ends keeps a link the trail leaves unused, and
            // a link serves two squares: a bound the search can often reach and stop at.
            LongestRule::Trail => links + 1 - (odd.count_ones() as usize).saturating_sub(2) / 2,
        };
        if bound <= best.len() {
            continue;
        }
        search.cap = bound;
        search.best.clear();
        search.best_len = 0;
        // Prefer odd-degree / dead-end squares as starts: a longest trail starts at one if any exist.
        // Dead ends, then other odd squares, then even ones, each row-major. A longest trail
        // ends on odd squares when there are any (an even end would have a link left to go
        // on by, and a closed one would use every link), so trails start only there then.
        let deg = |v: &&u8| g.deg[usize::from(**v)];
        let odd_only = rule == LongestRule::Trail && members.iter().any(|v| deg(&v) % 2 == 1);
        let starts = (members.iter().filter(|v| deg(v) == 1))
            .chain(members.iter().filter(|v| deg(v) % 2 == 1 && deg(v) != 1))
            .chain(members.iter().filter(|v| !odd_only && deg(v) % 2 == 0));
        for &v in starts {
            let v = v as usize;
            match rule {
                LongestRule::Simple => search.simple(v, 1 << v),
                LongestRule::Trail => search.trail(v, &mut [0; 4], links, odd),
            }
            if search.best_len >= search.cap {
                break;
            }
        }
        if search.best.len() > best.len() {
            best.clone_from(&search.best);
        }
    }
    best.into_iter()
        .map(|i| Square::from_index(i as usize))
        .collect()
}

/// Scores a board (facts.md §5–6).
pub fn score(board: &Board, opts: &ScoreOptions) -> Score {
    let mut info = net_info(board);
    // Group squares by network root, walking the squares in row-major order so each network's
    // squares come out sorted (no map, no sort: the bots' look-ahead scores thousands of boards).
    // Each square's networks (two apart only on the overpass), then each network's size, so
    // every network's list is allocated once at its size.
    let mut roots = [[usize::MAX; 2]; 49];
    let mut size = [0u8; 98];
    for (i, sq_roots) in roots.iter_mut().enumerate() {
        let Some((tile, _)) = board.get(Square::from_index(i)) else {
            continue;
        };
        for s in board.edges_at_index(i).iter().filter(|e| e.is_route()) {
            let r = info.root(i * 2 + piece(Some(tile), *s));
            if !sq_roots.contains(&r) {
                let slot = if sq_roots[0] == usize::MAX { 0 } else { 1 };
                sq_roots[slot] = r;
                size[r] += 1;
            }
        }
    }
    let mut slot_of_root = [u8::MAX; 98];
    let mut networks: Vec<Network> = Vec::with_capacity(16);
    for (i, sq_roots) in roots.iter().enumerate() {
        for &r in sq_roots.iter().filter(|r| **r != usize::MAX) {
            if slot_of_root[r] == u8::MAX {
                slot_of_root[r] = networks.len() as u8;
                networks.push(Network {
                    squares: Vec::with_capacity(usize::from(size[r])),
                    exits: u32::from(info.exits_by_root[r]),
                });
            }
            networks[usize::from(slot_of_root[r])]
                .squares
                .push(Square::from_index(i));
        }
    }
    networks.sort_by(|a, b| b.exits.cmp(&a.exits).then(a.squares.cmp(&b.squares)));
    let network_exit_counts: Vec<u32> = networks
        .iter()
        .map(|n| n.exits)
        .filter(|&x| x > 0)
        .collect();
    let exit_points = network_exit_counts
        .iter()
        .map(|&n| network_value(n, opts))
        .sum();
    let rail = longest(board, Edge::Rail, opts.longest);
    let road = longest(board, Edge::Road, opts.longest);
    let centre = board
        .placements()
        .iter()
        .filter(|p| p.square.is_centre())
        .count() as u32;
    let errors = info.error_ends.len() as u32;
    let longest_rail = rail.len() as u32;
    let longest_road = road.len() as u32;
    Score {
        total: exit_points + longest_rail as i32 + longest_road as i32 + centre as i32
            - errors as i32,
        exit_points,
        network_exit_counts,
        longest_rail,
        longest_road,
        centre,
        errors,
        networks,
        longest_rail_path: rail,
        longest_road_path: road,
        error_ends: info.error_ends,
    }
}

/// Indices of the winners: highest total, then fewest errors; several when still tied.
pub fn winners(scores: &[Score]) -> Vec<usize> {
    let Some(best) = scores.iter().map(|s| (s.total, -(s.errors as i64))).max() else {
        return Vec::new();
    };
    scores
        .iter()
        .enumerate()
        .filter(|(_, s)| (s.total, -(s.errors as i64)) == best)
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroad_ink::rules::legality;
    use rand::{RngExt, SeedableRng};

    /// Most links of `kind` walkable without repeating one, plus one, by trying every trail.
    fn longest_trail_by_brute_force(board: &Board, kind: Edge) -> usize {
        let g = graph(board, kind);
        fn walk(g: &Graph, v: usize, used: &mut Vec<usize>) -> usize {
            let mut best = used.len() + 1;
            for k in 0..g.deg[v] as usize {
                let y = g.adj[v][k] as usize;
                let id = link_id(v, y);
                if !used.contains(&id) {
                    used.push(id);
                    best = best.max(walk(g, y, used));
                    used.pop();
                }
            }
            best
        }
        (0..49)
            .filter(|&v| g.present & 1 << v != 0)
            .map(|v| walk(&g, v, &mut Vec::new()))
            .max()
            .unwrap_or(0)
    }

    /// A ring of six railway squares with a link across its middle: its only odd squares are
    /// the two junctions, and the longest trail runs every link from one to the other.
    #[test]
    fn longest_trail_starts_on_junctions_when_nothing_dead_ends() {
        use crate::games::railroad_ink::rules::board::{Placement, Square};
        use crate::games::railroad_ink::rules::tiles::Orientation;
        // Rail sides wanted (N, E, S, W) on a 2 × 3 block from square (2, 2).
        let block = [
            [false, true, true, false],
            [false, true, true, true],
            [false, false, true, true],
            [true, true, false, false],
            [true, true, false, true],
            [true, false, false, true],
        ];
        let mut board = Board::new();
        for (k, sides) in block.iter().enumerate() {
            let want = sides.map(|r| if r { Edge::Rail } else { Edge::Blank });
            let (tile, orientation) = TileId::ALL
                .into_iter()
                .flat_map(|t| Orientation::ALL.into_iter().map(move |o| (t, o)))
                .find(|&(t, o)| t.edges(o) == want)
                .expect("a railway drawing with these sides");
            let square = Square::from_index((2 + k / 3) * 7 + 2 + k % 3);
            board.place(Placement {
                tile,
                square,
                orientation,
            });
        }
        assert_eq!(longest(&board, Edge::Rail, LongestRule::Trail).len(), 8);
        assert_eq!(longest_trail_by_brute_force(&board, Edge::Rail), 8);
    }

    /// The trail search stops at a bound (links less one per pair of odd squares beyond two)
    /// and starts only on odd squares when there are any: on random boards, legal ones and
    /// dense blocks of any drawings (loops, junctions and crossings, few dead ends), it still
    /// finds the longest trail an exhaustive search finds.
    #[test]
    fn longest_trail_matches_an_exhaustive_search() {
        use crate::games::railroad_ink::rules::board::{Placement, Square};
        use crate::games::railroad_ink::rules::tiles::Orientation;
        // Drawings with railways only, so neighbours' railways meet often.
        let rails: Vec<TileId> = (TileId::ALL.into_iter())
            .filter(|t| !t.edges(Orientation::ALL[0]).contains(&Edge::Road))
            .collect();
        for seed in 0..300u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut board = Board::new();
            for i in 0..49 {
                if i / 7 < 4 && i % 7 < 4 && rng.random_range(0..6) > 0 {
                    board.place(Placement {
                        tile: rails[rng.random_range(0..rails.len())],
                        square: Square::from_index(i),
                        orientation: Orientation::ALL[rng.random_range(0..8)],
                    });
                }
            }
            for kind in [Edge::Rail, Edge::Road] {
                assert_eq!(
                    longest(&board, kind, LongestRule::Trail).len(),
                    longest_trail_by_brute_force(&board, kind),
                    "dense seed {seed} {kind:?}"
                );
            }
        }
        for seed in 0..100u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut board = Board::new();
            for _ in 0..40 {
                let tile = TileId::ALL[rng.random_range(0..TileId::ALL.len())];
                let mut cands = Vec::new();
                legality::for_each_legal(&board, tile, |p| cands.push(p));
                if !cands.is_empty() {
                    board.place(cands[rng.random_range(0..cands.len())]);
                }
            }
            for kind in [Edge::Rail, Edge::Road] {
                assert_eq!(
                    longest(&board, kind, LongestRule::Trail).len(),
                    longest_trail_by_brute_force(&board, kind),
                    "seed {seed} {kind:?}"
                );
            }
        }
    }
}
