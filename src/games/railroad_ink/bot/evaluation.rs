//! The bots' evaluation of a board: a few counts ([`Features`]) — exit points, runs, open ends
//! by how hard they are to close, how networks may still join up — weighed by [`Weights`].

use super::Weights;
use super::analysis::{Analysis, Counts};
use crate::games::railroad_ink::rules::board::{Board, EXITS, NEIGHBOURS, NO_SQUARE, Square};
use crate::games::railroad_ink::rules::sheet::{MAX_SPECIALS, ROUNDS};
use crate::games::railroad_ink::rules::tiles::Edge;
use std::sync::LazyLock;

/// How many central squares the sheet has (counted once, not per evaluation).
static CENTRE_SQUARES: LazyLock<f32> = LazyLock::new(|| {
    (0..49)
        .filter(|&i| Square::from_index(i).is_centre())
        .count() as f32
});

/// How many numbers describe a board to the evaluation (see [`FEATURE_NAMES`]).
pub const FEATURES: usize = 18;

/// A board described for the evaluation: [`FEATURE_NAMES`] in order.
pub type Features = [f32; FEATURES];

/// What each of a board's [`Features`] counts.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "exit points",
    "centre squares drawn",
    "longest railway",
    "longest highway",
    "ends facing a board edge or a blank side",
    "open ends a basic face fits",
    "open ends a special-die face fits",
    "open ends only a special route fits",
    "open ends nothing fits",
    "exits of networks that can grow",
    "free exits",
    "special routes left",
    "exit potential",
    "one",
    "centre squares empty",
    "networks reaching an exit",
    "empty centre squares an end faces",
    "exits on empty squares an end faces",
];

/// Heuristic value of a board after round `round` with `specials_used` specials spent:
/// the policy's weights ([`policy_weights`]) on its [`features`]. After the last round it is
/// the exact score.
pub fn evaluate(board: &Board, round: u8, specials_used: usize, w: &Weights) -> f32 {
    evaluate_with_runs(board, round, specials_used, w, runs(board), true)
}

/// [`evaluate`] given the board's longest railway and highway (see [`runs`]), which the
/// search keeps up to date incrementally instead of searching them afresh per board. Without
/// `potential` it leaves out the exit potential, the dearest part, for a quick first sort.
pub(super) fn evaluate_with_runs(
    board: &Board,
    round: u8,
    specials_used: usize,
    w: &Weights,
    runs: [u32; 2],
    potential: bool,
) -> f32 {
    // After the last round there is no potential left: the exact weights give the score.
    let potential = potential && round < ROUNDS;
    let f = features_with_runs(board, round, specials_used, w, runs, potential);
    dot(&search_weights(w, round), &f)
}

/// The score is these weights on a board's [`Features`]: exit points, centre squares and the
/// longest runs less every end facing anything but an exit or the board's edge.
pub(super) const EXACT: Features = [
    1.0, 1.0, 1.0, 1.0, -1.0, -1.0, -1.0, -1.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
];

/// The weights a search ranks boards after round `round` by: the policy's, or the score's
/// after the last round.
pub(super) fn search_weights(w: &Weights, round: u8) -> Features {
    if round >= ROUNDS {
        EXACT
    } else {
        policy_weights(w, round)
    }
}

/// The weights the search ranks boards by after round `round`, as a vector over [`Features`].
pub fn policy_weights(w: &Weights, round: u8) -> Features {
    let rounds_left = usize::from(ROUNDS.saturating_sub(round));
    let scale = w.open_scale[rounds_left.min(6)];
    [
        1.0,
        w.centre,
        w.longest,
        w.longest,
        -1.0,
        -w.open[0] * scale,
        -w.open[1] * scale,
        -w.open[2] * scale,
        -w.open[3] * scale,
        w.alive_exit,
        w.free_exit * rounds_left as f32,
        w.special_left,
        w.exit_pot,
        0.0,
        0.0,
        0.0,
        0.0,
        0.0,
    ]
}

/// `a · b`.
pub fn dot(a: &Features, b: &Features) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The [`Features`] of a board after round `round` (before the last round's end).
pub fn features(board: &Board, round: u8, specials_used: usize, w: &Weights) -> Features {
    features_with_runs(board, round, specials_used, w, runs(board), true)
}

/// [`features`] given the runs; without `potential` the exit potential reads 0.
pub(super) fn features_with_runs(
    board: &Board,
    round: u8,
    specials_used: usize,
    w: &Weights,
    runs: [u32; 2],
    potential: bool,
) -> Features {
    let a = Analysis::of(board);
    let exit_pot = if potential {
        let rounds_left = usize::from(ROUNDS.saturating_sub(round));
        exit_potential(board, &a, rounds_left, w)
    } else {
        0.0
    };
    assemble(&a.counts, round, specials_used, runs, exit_pot)
}

/// The [`Features`] made of a board's counts, runs and exit potential.
pub(super) fn assemble(
    c: &Counts,
    round: u8,
    specials_used: usize,
    runs: [u32; 2],
    exit_pot: f32,
) -> Features {
    let rounds_left = usize::from(ROUNDS.saturating_sub(round));
    let specials_left = (MAX_SPECIALS - specials_used.min(MAX_SPECIALS)).min(rounds_left) as f32;
    [
        c.exit_points,
        c.centre,
        runs[0] as f32,
        runs[1] as f32,
        c.dead,
        c.by_class[0],
        c.by_class[1],
        c.by_class[2],
        c.by_class[3],
        c.alive_exits,
        c.free_exits,
        specials_left,
        exit_pot,
        1.0,
        // Every drawing covers one square, so the centre's empty squares are the rest of it.
        *CENTRE_SQUARES - c.centre,
        c.networks,
        c.centre_faced,
        c.exits_faced,
    ]
}

/// Links of one route kind as bit masks: bit `i` of `east` joins square `i` to `i + 1`, bit
/// `i` of `south` joins it to `i + 7`; `present` holds every square showing the kind.
#[derive(Clone, Copy)]
struct Links {
    east: u64,
    south: u64,
    present: u64,
}

impl Links {
    fn new(board: &Board, kind: Edge) -> Links {
        let mut l = Links {
            east: 0,
            south: 0,
            present: 0,
        };
        for pl in board.placements() {
            l.add(board, pl.square.index(), kind);
        }
        l
    }

    /// Adds the square `i` drawn on `board`, with its links to the squares around it.
    fn add(&mut self, board: &Board, i: usize, kind: Edge) {
        let e = board.edges_at_index(i);
        if !e.contains(&kind) {
            return;
        }
        self.present |= 1 << i;
        // (side, neighbour, the neighbour's side facing back, the link's bit and mask)
        let meets = |s: usize, back: usize| {
            let n = NEIGHBOURS[i][s];
            e[s] == kind && n != NO_SQUARE && board.edges_at_index(n as usize)[back] == kind
        };
        if meets(1, 3) {
            self.east |= 1 << i;
        }
        if meets(3, 1) {
            self.east |= 1 << (i - 1);
        }
        if meets(2, 0) {
            self.south |= 1 << i;
        }
        if meets(0, 2) {
            self.south |= 1 << (i - 7);
        }
    }

    #[inline]
    fn step(&self, set: u64) -> u64 {
        ((set & self.east) << 1)
            | ((set >> 1) & self.east)
            | ((set & self.south) << 7)
            | ((set >> 7) & self.south)
    }

    /// Squares joined to `start` through squares of `allowed`.
    #[inline]
    fn flood(&self, start: u64, allowed: u64) -> u64 {
        let mut cur = start;
        loop {
            let next = (cur | self.step(cur)) & allowed;
            if next == cur {
                return cur;
            }
            cur = next;
        }
    }

    /// Longest simple path from `v` avoiding `visited`; squares reachable bound each branch.
    fn dfs(&self, v: usize, visited: u64, len: u32, best: &mut u32, cap: u32) {
        *best = (*best).max(len);
        let mut next = self.step(1 << v) & !visited;
        while next != 0 && *best < cap {
            let y = next.trailing_zeros() as usize;
            next &= next - 1;
            if len + self.flood(1 << y, !visited).count_ones() <= *best {
                continue;
            }
            self.dfs(y, visited | 1 << y, len + 1, best, cap);
        }
    }

    /// Longest run inside the component `comp`, or `lower` if that is longer.
    fn longest_in(&self, comp: u64, lower: u32) -> u32 {
        let cap = comp.count_ones();
        let mut best = lower;
        if cap <= best {
            return best;
        }
        // Dead ends first: a longest path starts at one if the component has any.
        let mut ends = comp & !self.step_multi(comp);
        let mut rest = comp & !ends;
        for set in [&mut ends, &mut rest] {
            while *set != 0 && best < cap {
                let v = set.trailing_zeros() as usize;
                *set &= *set - 1;
                self.dfs(v, 1 << v, 1, &mut best, cap);
            }
        }
        best
    }

    /// Longest run that uses square `q`, or `lower` if that is longer. A run with only one
    /// way into `q` ends there, so it is searched from `q` alone rather than from every end
    /// of the component: the search a drawing's runs mostly need.
    fn longest_through(&self, q: usize, lower: u32) -> u32 {
        let comp = self.flood(1 << q, self.present);
        let cap = comp.count_ones();
        if cap <= lower {
            return lower;
        }
        if self.step(1 << q).count_ones() > 1 {
            return self.longest_in(comp, lower);
        }
        let mut best = lower;
        self.dfs(q, 1 << q, 1, &mut best, cap);
        best
    }

    /// Squares of `comp` with two or more links (the rest are dead ends or isolated).
    fn step_multi(&self, comp: u64) -> u64 {
        let dirs = [self.east, self.east << 1, self.south, self.south << 7];
        let (mut one, mut two) = (0u64, 0u64);
        for d in dirs {
            two |= one & d;
            one |= d;
        }
        two & comp
    }
}

/// Longest railway and highway (simple paths, as scored), searched from scratch.
pub(super) fn runs(board: &Board) -> [u32; 2] {
    [Edge::Rail, Edge::Road].map(|kind| {
        let l = Links::new(board, kind);
        let mut left = l.present;
        let mut best = 0;
        while left != 0 {
            let comp = l.flood(1 << left.trailing_zeros(), l.present);
            left &= !comp;
            best = l.longest_in(comp, best);
        }
        best
    })
}

/// A board's links by route kind, kept so a search finds each drawing's runs from its own
/// square ([`RunLinks::runs_after`]) instead of linking the whole board again.
#[derive(Clone, Copy)]
pub(super) struct RunLinks([Links; 2]);

impl RunLinks {
    pub fn of(board: &Board) -> RunLinks {
        RunLinks([Links::new(board, Edge::Rail), Links::new(board, Edge::Road)])
    }

    /// Follows `board`, these links' board with `square` drawn on.
    pub fn add(&mut self, board: &Board, square: usize) {
        for (l, kind) in self.0.iter_mut().zip([Edge::Rail, Edge::Road]) {
            l.add(board, square, kind);
        }
    }

    /// [`runs`] of `board` — these links' board with `square` drawn on — given the runs
    /// before: only the new square's components can hold a longer run, and every earlier run
    /// still exists.
    pub fn runs_after(&self, board: &Board, square: usize, before: [u32; 2]) -> [u32; 2] {
        let mut out = before;
        let edges = board.edges_at_index(square);
        for (k, kind) in [Edge::Rail, Edge::Road].into_iter().enumerate() {
            // A tile without this kind of route leaves its runs as they were.
            if !edges.contains(&kind) {
                continue;
            }
            let mut l = self.0[k];
            l.add(board, square, kind);
            out[k] = l.longest_through(square, before[k]);
        }
        out
    }
}

/// All 49 squares as bits.
const BOARD_BITS: u64 = (1 << 49) - 1;

/// Squares of column 0 and column 6 as bits (to stop sideways shifts wrapping rows).
const COL0: u64 = {
    let mut m = 0u64;
    let mut r = 0;
    while r < 7 {
        m |= 1 << (r * 7);
        r += 1;
    }
    m
};
const COL6: u64 = COL0 << 6;

/// `set` grown by one step in every direction.
#[inline]
fn grow(set: u64) -> u64 {
    (set | (set << 7) | (set >> 7) | ((set & !COL6) << 1) | ((set & !COL0) >> 1)) & BOARD_BITS
}

/// Layers of empty squares within distance 0..8 of `frontier` (empty squares only).
#[inline]
fn layers(frontier: u64, empty: u64) -> [u64; 8] {
    let mut out = [0u64; 8];
    let mut cur = frontier & empty;
    out[0] = cur;
    for layer in out.iter_mut().skip(1) {
        cur = grow(cur) & empty;
        *layer = cur;
    }
    out
}

/// Fewest tiles joining two layered frontiers (a shared frontier square = 1 tile), or 99.
#[inline]
fn tiles_between(a: &[u64; 8], b: &[u64; 8]) -> u32 {
    if a[7] == 0 || b[7] == 0 {
        return 99;
    }
    // Layers grow through empty squares only, so a shortest join splits anywhere along it:
    // checking the balanced split of each length is enough.
    for k in 0..8usize {
        if a[k.div_ceil(2)] & b[k / 2] != 0 {
            return k as u32 + 1;
        }
    }
    99
}

/// Most alive networks the potential looks at.
const MAX_GROUPS: usize = 16;

/// Expected exit points still to come: a spanning forest (Kruskal by tiles needed) over alive
/// networks and free exits, where each join of two parts that both hold exits is worth 4 points
/// times the chance of building it in time. Every join is worth the same 4 points (an exit
/// added or two networks merged), so the cheapest joins are the ones that count.
fn exit_potential(board: &Board, a: &Analysis, rounds_left: usize, w: &Weights) -> f32 {
    // Alive networks, in the order their first open end comes, and where each can grow by
    // route kind.
    // Only the first MAX_GROUPS networks count, so the rest are not gathered.
    let mut typed = [(0usize, [0u64; 2]); MAX_GROUPS];
    let mut n_typed = 0;
    for &(node, sq, rail) in &a.open[..a.n_open] {
        let r = usize::from(a.root[usize::from(node)]);
        match typed[..n_typed].iter_mut().find(|g| g.0 == r) {
            Some(g) => g.1[usize::from(rail)] |= 1 << sq,
            None if n_typed == MAX_GROUPS => {}
            None => {
                let mut f = [0u64; 2];
                f[usize::from(rail)] = 1 << sq;
                typed[n_typed] = (r, f);
                n_typed += 1;
            }
        }
    }
    let (groups, exits) = (&typed[..n_typed], &a.exits);
    let mut empty = 0u64;
    for (i, &c) in board.cells().iter().enumerate() {
        if c == 0 {
            empty |= 1 << i;
        }
    }
    let ng = groups.len().min(MAX_GROUPS);
    let mut lay = [[[0u64; 8]; 2]; MAX_GROUPS];
    let mut has_exit = [false; MAX_GROUPS + 12];
    for (g, &(r, f)) in groups.iter().take(ng).enumerate() {
        lay[g] = [layers(f[0], empty), layers(f[1], empty)];
        has_exit[g] = exits[r] > 0;
    }
    let mut edges = [(0u8, 0u8, 0u8); 256];
    let mut ne = 0;
    let station = w.station_cost;
    for a in 0..ng {
        for b in a + 1..ng {
            let same =
                tiles_between(&lay[a][0], &lay[b][0]).min(tiles_between(&lay[a][1], &lay[b][1]));
            let cross = tiles_between(&lay[a][0], &lay[b][1])
                .min(tiles_between(&lay[a][1], &lay[b][0]))
                + station;
            let k = same.min(cross);
            if k < 99 && ne < edges.len() {
                edges[ne] = (k as u8, a as u8, b as u8);
                ne += 1;
            }
        }
    }
    let mut n = ng;
    for x in EXITS.iter() {
        let bit = 1u64 << x.square.index();
        if empty & bit == 0 {
            continue;
        }
        let kind = usize::from(x.kind == Edge::Rail);
        has_exit[n] = true;
        for (g, l) in lay.iter().enumerate().take(ng) {
            let d_same = l[kind].iter().position(|m| m & bit != 0);
            let d_cross = l[1 - kind].iter().position(|m| m & bit != 0);
            let k = match (d_same, d_cross) {
                (Some(a), Some(b)) => (a as u32 + 1).min(b as u32 + 1 + station),
                (Some(a), None) => a as u32 + 1,
                (None, Some(b)) => b as u32 + 1 + station,
                (None, None) => continue,
            };
            if ne < edges.len() {
                edges[ne] = (k as u8, g as u8, n as u8);
                ne += 1;
            }
        }
        n += 1;
    }
    let mut comp = [0u8; MAX_GROUPS + 12];
    for (i, c) in comp.iter_mut().enumerate() {
        *c = i as u8;
    }
    fn root(c: &mut [u8], mut x: usize) -> usize {
        while c[x] as usize != x {
            c[x] = c[c[x] as usize];
            x = c[x] as usize;
        }
        x
    }
    let budget = w.pot_span * rounds_left as f32;
    let mut gain = 0f32;
    // Kruskal over a counting sort by length (stable: discovery order among equal lengths).
    let mut start = [0u16; 18];
    for e in &edges[..ne] {
        start[(e.0 as usize).min(16) + 1] += 1;
    }
    for k in 1..18 {
        start[k] += start[k - 1];
    }
    let mut sorted = [(0u8, 0u8, 0u8); 256];
    for &e in &edges[..ne] {
        let slot = &mut start[(e.0 as usize).min(16)];
        sorted[*slot as usize] = e;
        *slot += 1;
    }
    for &(k, a, b) in sorted[..ne].iter() {
        let p = 1.0 - (k as f32 - 1.0) / budget;
        if p <= 0.0 {
            break;
        }
        let (ra, rb) = (root(&mut comp, a as usize), root(&mut comp, b as usize));
        if ra == rb {
            continue;
        }
        if has_exit[ra] && has_exit[rb] {
            gain += 4.0 * p;
        }
        comp[ra] = rb as u8;
        has_exit[rb] |= has_exit[ra];
    }
    gain
}
