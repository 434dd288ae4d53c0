//! Railroad Ink bots: a board evaluation and a beam search over the round's draws (greedy = beam of one).
//! The strong bot re-ranks its best plans by sampled next-round rolls answered greedily, because
//! the evaluation alone cannot see which open ends the next dice will actually close.

use super::rules::board::{Board, EXIT_AT, NEIGHBOURS, NO_SQUARE, Placement, Square};
use super::rules::dice;
use super::rules::legality;
use super::rules::scoring::{self, Facing, Score, ScoreOptions, for_each_end};
use super::rules::sheet::{MAX_SPECIALS, ROUNDS, RoundProgress, Sheet};
use super::rules::tiles::{Edge, TileId};
use crate::table::setup::BotLevel;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::LazyLock;

/// Tunable weights of the evaluation, by round where it matters.
///
/// The evaluation's weights ([`Weights::TUNED`]) were found by a separable CMA-ES maximising
/// the mean score of the beam search alone (width 8, 600 games a candidate on seeds from
/// 100 000, apart from the 0–999 of the benchmark; `benches/ink_tune.rs` runs it again), from
/// the hand-set values noted on each field: width 8 went from 47.3 to 51.4 and width 80 from 50.5 to 52.5 over seeds 0–999, and
/// the strong bot from 56.35 to 57.3 over seeds 0–199. Searching on with a small look-ahead in
/// the loop (width 8, 4 plans × 6 rolls) or with the specials' value varying by round found
/// nothing more (52.9 both). What it learnt: a special route is worth keeping for later (2.9
/// a special left, was 1.5), an end only a special fits is nearly as bad as one nothing fits,
/// and long runs need little steering (0.15, was 0.8): they come with the networks.
#[derive(Debug, Clone)]
pub struct Weights {
    /// Cost of an open end facing an empty square, by fill class (basic fits, B fits, S fits,
    /// nothing). Hand-set: 1.5, 2, 3, 4.
    pub open: [f32; 4],
    /// How the open-end cost grows as the game nears its end (index = rounds left, 0–6; tuned
    /// as a line from rounds left 1 to 6). Hand-set: 0.8 down to 0.4.
    pub open_scale: [f32; 7],
    /// Value of each exit in a network that can still grow. Hand-set: 0.5.
    pub alive_exit: f32,
    /// Value of a free exit square (still reachable), per round left. Hand-set: 0.1.
    pub free_exit: f32,
    /// Value of each special route still usable in a later round. Hand-set: 1.5.
    pub special_left: f32,
    /// Weight of the longest runs before the last round. Hand-set: 0.8.
    pub longest: f32,
    /// Share of the exit points still reachable (networks and free exits that could join up).
    /// Off by default: too optimistic, it lost to [`Weights::exit_pot`]; kept for comparison.
    pub potential: f32,
    /// How many empty squares a future join may cross, by rounds left (0–6).
    pub reach: [u8; 7],
    /// Weight of the spanning-forest exit potential ([`exit_potential`]). Hand-set: 0.6.
    pub exit_pot: f32,
    /// Tiles per round left a join may need before its chance drops to zero. Hand-set: 2.
    pub pot_span: f32,
    /// Extra tiles charged when a join must switch between highway and railway.
    pub station_cost: u32,
    /// Value of a drawn central square before the last round (1 = its final worth). Measured:
    /// 1.5 and 2.0 win centre squares but lose more exit points (53.9 and 52.1 against 54.4).
    /// Hand-set: 1.
    pub centre: f32,
    /// Beam width of the strong bot.
    pub width: usize,
    /// Plans re-ranked by a one-round look-ahead. Measured (plans × rolls, seeds 0–99, with
    /// the prior below): 10×10 54.8, 12×20 55.1, 16×20 55.3 (55.6 on seeds 100–199), 14×12
    /// 55.6, 24×16 55.8, 20×20 56.1 (56.0), 24×20 56.1, 40×24 55.6, 24×40 56.0, 32×32 56.4
    /// (56.4 on seeds 0–199, where 16×20 has 55.5). Replies are nearly all of the time (about
    /// 1.9 ms of CPU per reply a game); they are spread over the cores: 30×28 took 1.04 s a
    /// game on two (55.78 over seeds 0–999), so 28×26 until the weights were tuned; they keep
    /// specials longer, which gives every search more to try: 28×26 then took about 1 s a game
    /// and scored 57.3 on seeds 0–199, 26×24 57.4 for a tenth less; over seeds 0–999, in a
    /// slow hour, 26×24 gave 56.20 at 1.05 s a game and 24×22 (the default) 55.93 at 1.00 s.
    /// Looking ahead only from round 3 loses a point (54.3 against 55.5): the early rounds need it most, but giving
    /// them alone 48×40 gained no more than 32×32 everywhere. Playing each reply on to the end
    /// of the game from round 4 or 5 gained nothing measurable (55.6 and 55.5).
    pub lookahead_plans: usize,
    /// Sampled next rolls per re-ranked plan.
    pub lookahead_rolls: usize,
    /// Beam width of the look-ahead replies.
    pub reply_width: usize,
    /// When look-ahead replies may draw special routes. Special placements are about half of a
    /// reply's work. Measured with 14 plans × 12 rolls: [`Specials::Always`] 55.6,
    /// [`Specials::LastRound`] 55.3, [`Specials::AfterDice`] 55.1. With the tuned weights (seeds
    /// 0–199): `AfterDice` halves the replies' time (57.0 at 24×22), but spending that time on
    /// a wider look-ahead (34×32) gave 57.25, against `Always` at 26×24 57.44 in the same time.
    pub reply_specials: Specials,
    /// Beam width of replies in the last round, which are scored exactly. Measured: 4 instead
    /// of 1 gained only 0.2 points for 10% more time.
    pub last_reply_width: usize,
    /// First round that looks ahead.
    pub lookahead_from: u8,
    /// Weight of a plan's own evaluation next to its look-ahead value: it steadies the noisy
    /// sampled mean (0.3 gained about 0.4 points over 0 at 10×10 and 14×12; 0.6 was worse). At
    /// 28×26, seeds 0–199: 0.15 56.54, 0.3 56.35, 0.5 55.93 (0.15 within noise, not taken);
    /// with the tuned weights at 26×24: 0.15 57.34, 0.3 57.44. Stratified rolls (each die's
    /// faces equally often in every six rolls) instead of independent ones: 56.5 against 57.3.
    pub lookahead_prior: f32,
}

impl Weights {
    /// The evaluation weights `benches/ink_tune.rs` searches, in [`Weights::tuned`]'s order.
    /// The open-end scale is tuned as a line: its values with 1 and with 6 rounds left.
    pub const TUNED: [&'static str; 13] = [
        "open[0]",
        "open[1]",
        "open[2]",
        "open[3]",
        "open_scale[1]",
        "open_scale[6]",
        "alive_exit",
        "free_exit",
        "special_left",
        "longest",
        "exit_pot",
        "pot_span",
        "centre",
    ];

    /// The tuned weights as one vector (see [`Weights::TUNED`]).
    pub fn tuned(&self) -> [f32; 13] {
        let o = &self.open;
        let s = &self.open_scale;
        [
            o[0],
            o[1],
            o[2],
            o[3],
            s[1],
            s[6],
            self.alive_exit,
            self.free_exit,
            self.special_left,
            self.longest,
            self.exit_pot,
            self.pot_span,
            self.centre,
        ]
    }

    /// These weights with the tuned ones from `v` (see [`Weights::TUNED`]); negative values
    /// become 0, and a join's span at least 0.2 tiles a round, so any vector gives a bot.
    pub fn with_tuned(&self, v: &[f32; 13]) -> Weights {
        let v = v.map(|x| x.max(0.0));
        let mut w = self.clone();
        w.open = [v[0], v[1], v[2], v[3]];
        for (left, s) in w.open_scale.iter_mut().enumerate().skip(1) {
            *s = v[4] + (v[5] - v[4]) * (left - 1) as f32 / 5.0;
        }
        w.alive_exit = v[6];
        w.free_exit = v[7];
        w.special_left = v[8];
        w.longest = v[9];
        w.exit_pot = v[10];
        w.pot_span = v[11].max(0.2);
        w.centre = v[12];
        w
    }
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            open: [0.42, 4.19, 3.92, 4.88],
            open_scale: [1.0, 0.92, 0.81, 0.69, 0.57, 0.45, 0.33],
            alive_exit: 0.53,
            free_exit: 0.14,
            special_left: 2.88,
            longest: 0.15,
            potential: 0.0,
            reach: [0, 2, 3, 4, 5, 6, 6],
            exit_pot: 0.65,
            pot_span: 1.14,
            station_cost: 1,
            centre: 0.76,
            width: 80,
            lookahead_plans: 24,
            lookahead_rolls: 22,
            reply_width: 1,
            last_reply_width: 1,
            reply_specials: Specials::Always,
            lookahead_from: 1,
            lookahead_prior: 0.3,
        }
    }
}

/// When a search may draw special routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Specials {
    /// Never.
    Never,
    /// Only once the dice are drawn (a special then mostly closes what the dice left open).
    AfterDice,
    /// Only in the last round, and then at any point.
    LastRound,
    /// At any point.
    Always,
}

/// What a side of an empty square asks of a route drawn there.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Need {
    /// Anything goes (empty neighbour or edge without exit).
    Free = 0,
    /// The neighbour shows a blank side: a route here would be an open end.
    Blank = 1,
    /// A highway end points here.
    Road = 2,
    /// A railway end points here.
    Rail = 3,
    /// A highway exit: a highway or nothing.
    ExitRoad = 4,
    /// A railway exit: a railway or nothing.
    ExitRail = 5,
}

const NEED_COUNT: usize = 6;

fn fits_perfectly(e: &[Edge; 4], need: &[Need; 4]) -> bool {
    (0..4).all(|s| match need[s] {
        Need::Free => true,
        Need::Blank => e[s] == Edge::Blank,
        Need::Road => e[s] == Edge::Road,
        Need::Rail => e[s] == Edge::Rail,
        Need::ExitRoad => e[s] != Edge::Rail,
        Need::ExitRail => e[s] != Edge::Road,
    })
}

/// Fill class per need pattern: 0 a basic die face fits perfectly, 1 a special-die face, 2 a special route, 3 nothing.
static FILL_CLASS: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let needs = [
        Need::Free,
        Need::Blank,
        Need::Road,
        Need::Rail,
        Need::ExitRoad,
        Need::ExitRail,
    ];
    let mut out = vec![3u8; NEED_COUNT.pow(4)];
    for (code, slot) in out.iter_mut().enumerate() {
        let mut c = code;
        let mut need = [Need::Free; 4];
        for n in need.iter_mut() {
            *n = needs[c % NEED_COUNT];
            c /= NEED_COUNT;
        }
        for t in TileId::ALL {
            let class = match t.letter() {
                'A' => 0,
                'B' => 1,
                _ => 2,
            };
            if class < *slot
                && t.distinct_orientations()
                    .iter()
                    .any(|o| fits_perfectly(&t.edges(*o), &need))
            {
                *slot = class;
            }
        }
    }
    out
});

/// How hard the empty square `i` is to fill without new errors (see [`FILL_CLASS`]).
fn fill_class(board: &Board, i: usize) -> u8 {
    let mut code = 0usize;
    for s in (0..4).rev() {
        let n = NEIGHBOURS[i][s];
        let need = if n == NO_SQUARE {
            match EXIT_AT[i][s] {
                Edge::Road => Need::ExitRoad,
                Edge::Rail => Need::ExitRail,
                Edge::Blank => Need::Free,
            }
        } else if board.is_free(Square::from_index(n as usize)) {
            Need::Free
        } else {
            match board.edges_at_index(n as usize)[(s + 2) % 4] {
                Edge::Blank => Need::Blank,
                Edge::Road => Need::Road,
                Edge::Rail => Need::Rail,
            }
        };
        code = code * NEED_COUNT + need as usize;
    }
    FILL_CLASS[code]
}

/// Heuristic value of a board after round `round` with `specials_used` specials spent.
/// After the last round it is the exact score.
pub fn evaluate(board: &Board, round: u8, specials_used: usize, w: &Weights) -> f32 {
    evaluate_with_runs(board, round, specials_used, w, runs(board))
}

/// [`evaluate`] given the board's longest railway and highway (see [`runs`]), which the
/// search keeps up to date incrementally instead of searching them afresh per board.
fn evaluate_with_runs(
    board: &Board,
    round: u8,
    specials_used: usize,
    w: &Weights,
    runs: [u32; 2],
) -> f32 {
    if round >= ROUNDS {
        return scoring::score(board, &ScoreOptions::default()).total as f32;
    }
    let rounds_left = (ROUNDS - round) as usize;
    let mut parent = [0u8; 98];
    for (i, p) in parent.iter_mut().enumerate() {
        *p = i as u8;
    }
    fn find(p: &mut [u8; 98], mut x: usize) -> usize {
        while p[x] as usize != x {
            p[x] = p[p[x] as usize];
            x = p[x] as usize;
        }
        x
    }
    let mut exit_nodes = [0u8; 12];
    let mut n_exit = 0;
    let mut open_nodes = [(0u8, 0u8, false); 64];
    let mut n_open = 0usize;
    let mut dead = 0f32;
    let mut open_cost = 0f32;
    let mut centre = 0f32;
    let mut class_cache = [255u8; 49];
    let scale = w.open_scale[rounds_left.min(6)];
    centre += board
        .placements()
        .iter()
        .filter(|p| p.square.is_centre())
        .count() as f32;
    for_each_end(board, |end| match end.facing {
        Facing::Edge { exit } => {
            if exit {
                exit_nodes[n_exit] = end.node as u8;
                n_exit += 1;
            }
        }
        Facing::Free(n) => {
            if class_cache[n] == 255 {
                class_cache[n] = fill_class(board, n);
            }
            open_cost += w.open[class_cache[n] as usize] * scale;
            if n_open < open_nodes.len() {
                open_nodes[n_open] = (end.node as u8, n as u8, end.kind == Edge::Rail);
                n_open += 1;
            }
        }
        Facing::Joined(other) => {
            let (a, b) = (find(&mut parent, end.node), find(&mut parent, other));
            if a != b {
                parent[a.max(b)] = a.min(b) as u8;
            }
        }
        Facing::Dead => dead += 1.0,
    });
    let mut exits = [0u8; 98];
    for &x in &exit_nodes[..n_exit] {
        let r = find(&mut parent, x as usize);
        exits[r] += 1;
    }
    let mut alive = [false; 98];
    // Alive networks and where they can grow.
    let mut groups: Vec<(usize, u64)> = Vec::new();
    let mut typed = [(0usize, [0u64; 2]); 64];
    let mut n_typed = 0;
    for &(x, sq, rail) in &open_nodes[..n_open] {
        let r = find(&mut parent, x as usize);
        alive[r] = true;
        if w.potential > 0.0 {
            match groups.iter_mut().find(|g| g.0 == r) {
                Some(g) => g.1 |= 1 << sq,
                None => groups.push((r, 1 << sq)),
            }
        }
        match typed[..n_typed].iter_mut().find(|g| g.0 == r) {
            Some(g) => g.1[usize::from(rail)] |= 1 << sq,
            None => {
                let mut f = [0u64; 2];
                f[usize::from(rail)] = 1 << sq;
                typed[n_typed] = (r, f);
                n_typed += 1;
            }
        }
    }
    let opts = ScoreOptions::default();
    let mut exit_points = 0f32;
    let mut alive_exits = 0f32;
    for r in 0..98 {
        if exits[r] > 0 {
            exit_points += scoring::network_value(exits[r] as u32, &opts) as f32;
            if alive[r] {
                alive_exits += exits[r] as f32;
            }
        }
    }
    let mut free_exits = 0f32;
    let mut free_exit_squares = [0u8; 12];
    let mut n_free = 0;
    for x in &scoring_exits() {
        if board.is_free(*x) {
            free_exits += 1.0;
            free_exit_squares[n_free] = x.index() as u8;
            n_free += 1;
        }
    }
    let exit_pot = if w.exit_pot > 0.0 {
        exit_potential(board, &typed[..n_typed], &exits, rounds_left, w)
    } else {
        0.0
    };
    let potential = if w.potential > 0.0 {
        join_potential(
            board,
            &groups,
            &exits,
            &free_exit_squares[..n_free],
            w.reach[rounds_left.min(6)],
            &opts,
        )
    } else {
        0.0
    };
    let (rail, road) = (runs[0] as f32, runs[1] as f32);
    let specials_left = (MAX_SPECIALS - specials_used.min(MAX_SPECIALS)).min(rounds_left) as f32;
    exit_points + w.centre * centre + w.longest * (rail + road) - dead - open_cost
        + w.alive_exit * alive_exits
        + w.free_exit * free_exits * rounds_left as f32
        + w.special_left * specials_left
        + w.potential * potential
        + w.exit_pot * exit_pot
}

/// Links of one route kind as bit masks: bit `i` of `east` joins square `i` to `i + 1`, bit
/// `i` of `south` joins it to `i + 7`; `present` holds every square showing the kind.
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
            let i = pl.square.index();
            let e = board.edges_at_index(i);
            if !e.contains(&kind) {
                continue;
            }
            l.present |= 1 << i;
            if e[1] == kind
                && NEIGHBOURS[i][1] != NO_SQUARE
                && board.edges_at_index(i + 1)[3] == kind
            {
                l.east |= 1 << i;
            }
            if e[2] == kind
                && NEIGHBOURS[i][2] != NO_SQUARE
                && board.edges_at_index(i + 7)[0] == kind
            {
                l.south |= 1 << i;
            }
        }
        l
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
fn runs(board: &Board) -> [u32; 2] {
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

/// [`runs`] after drawing on `square`, given the runs before: only the new square's
/// components can hold a longer run, and every earlier run still exists.
fn runs_after(board: &Board, square: usize, before: [u32; 2]) -> [u32; 2] {
    let mut out = before;
    let edges = board.edges_at_index(square);
    for (k, kind) in [Edge::Rail, Edge::Road].into_iter().enumerate() {
        // A tile without this kind of route leaves its runs as they were.
        if !edges.contains(&kind) {
            continue;
        }
        let l = Links::new(board, kind);
        if l.present & (1 << square) != 0 {
            let comp = l.flood(1 << square, l.present);
            out[k] = l.longest_in(comp, before[k]);
        }
    }
    out
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
fn exit_potential(
    board: &Board,
    groups: &[(usize, [u64; 2])],
    exits: &[u8; 98],
    rounds_left: usize,
    w: &Weights,
) -> f32 {
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
    for x in super::rules::board::EXITS.iter() {
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

/// Exit points to gain if alive networks and free exits within `reach` empty squares of each
/// other all joined up (an optimistic estimate of what later rounds can still connect).
fn join_potential(
    board: &Board,
    groups: &[(usize, u64)],
    exits: &[u8; 98],
    free_exits: &[u8],
    reach: u8,
    opts: &ScoreOptions,
) -> f32 {
    let n = groups.len();
    if n == 0 {
        return 0.0;
    }
    let mut empty = 0u64;
    for i in 0..49 {
        if board.is_free(Square::from_index(i)) {
            empty |= 1 << i;
        }
    }
    // Layers of squares within distance d of each group's frontier, through empty squares.
    let mut within: Vec<[u64; 8]> = Vec::with_capacity(n);
    for &(_, frontier) in groups {
        let mut layers = [0u64; 8];
        let mut cur = frontier & empty;
        layers[0] = cur;
        for layer in layers.iter_mut().skip(1) {
            let mut next = cur;
            let mut bits = cur;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                for &m in &NEIGHBOURS[i] {
                    if m != NO_SQUARE {
                        next |= 1 << m;
                    }
                }
            }
            cur = next & empty;
            *layer = cur;
        }
        within.push(layers);
    }
    let total = n + free_exits.len();
    let mut comp: Vec<usize> = (0..total).collect();
    fn root(c: &mut [usize], mut x: usize) -> usize {
        while c[x] != x {
            c[x] = c[c[x]];
            x = c[x];
        }
        x
    }
    let reach = (reach as usize).min(7);
    for a in 0..n {
        for b in a + 1..n {
            // Joinable if some square is within da of a and db of b with da + db <= reach.
            let ok = (0..=reach).any(|da| within[a][da] & within[b][reach - da] != 0);
            if ok {
                let (ra, rb) = (root(&mut comp, a), root(&mut comp, b));
                comp[ra] = rb;
            }
        }
        for (k, &sq) in free_exits.iter().enumerate() {
            if within[a][reach] & (1 << sq) != 0 {
                let (ra, rb) = (root(&mut comp, a), root(&mut comp, n + k));
                comp[ra] = rb;
            }
        }
    }
    let mut sum_exits = vec![0u32; total];
    let mut current = vec![0i32; total];
    for i in 0..total {
        let r = root(&mut comp, i);
        let e = if i < n { exits[groups[i].0] as u32 } else { 1 };
        sum_exits[r] += e;
        if i < n {
            current[r] += scoring::network_value(e, opts);
        }
    }
    let mut gain = 0i32;
    for i in 0..total {
        if sum_exits[i] >= 2 {
            gain += (scoring::network_value(sum_exits[i], opts) - current[i]).max(0);
        }
    }
    gain as f32
}

fn scoring_exits() -> [Square; 12] {
    let mut out = [Square::default(); 12];
    for (o, e) in out.iter_mut().zip(super::rules::board::EXITS.iter()) {
        *o = e.square;
    }
    out
}

/// A multiply-rotate hasher for board keys: the search hashes every candidate board, and the
/// default SipHash (built against adversarial keys) costs more than it needs to here.
#[derive(Default)]
struct CellHasher(u64);

impl Hasher for CellHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.0 =
                (self.0.rotate_left(5) ^ u64::from_le_bytes(b)).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A partial plan for the round.
#[derive(Clone)]
struct Node {
    board: Board,
    progress: RoundProgress,
    specials_used: usize,
    plan: Vec<Placement>,
    value: f32,
    /// Longest railway and highway on `board`.
    runs: [u32; 2],
}

impl Node {
    fn finishable(&self) -> bool {
        (0..4).all(|i| {
            self.progress.drawn[i]
                || !legality::has_legal_placement(&self.board, self.progress.roll.dice[i])
        })
    }

    /// Tiles that may be drawn next: undrawn faces (once each) and allowed specials.
    fn next_tiles(&self, use_specials: bool) -> Vec<TileId> {
        let mut tiles = self.progress.remaining();
        tiles.sort();
        tiles.dedup();
        if use_specials && self.progress.special.is_none() && self.specials_used < MAX_SPECIALS {
            for s in TileId::SPECIALS {
                if !self.board.placements().iter().any(|p| p.tile == s) {
                    tiles.push(s);
                }
            }
        }
        tiles
    }

    fn apply(&mut self, p: Placement) {
        if p.tile.is_special() {
            self.progress.special = Some(p.tile);
            self.specials_used += 1;
        } else if let Some(i) =
            (0..4).find(|&i| !self.progress.drawn[i] && self.progress.roll.dice[i] == p.tile)
        {
            self.progress.drawn[i] = true;
        }
        self.board.place(p);
        self.plan.push(p);
    }
}

/// Search settings for one level.
struct Config {
    /// Partial plans kept after each draw (1 = greedy).
    width: usize,
    /// Whether special routes are considered.
    specials: Specials,
    /// Candidate plans re-ranked by looking one round ahead (0 or 1 = no look-ahead).
    lookahead_plans: usize,
    /// Sampled next-round rolls per candidate.
    lookahead_rolls: usize,
    /// Beam width of the reply to each sampled roll.
    reply_width: usize,
}

fn config(level: BotLevel, w: &Weights) -> Config {
    match level {
        BotLevel::Greedy => Config {
            width: 1,
            specials: Specials::Always,
            lookahead_plans: 0,
            lookahead_rolls: 0,
            reply_width: 1,
        },
        BotLevel::Strong => Config {
            width: w.width,
            specials: Specials::Always,
            lookahead_plans: w.lookahead_plans,
            lookahead_rolls: w.lookahead_rolls,
            reply_width: w.reply_width,
        },
    }
}

/// The placements the bot makes this round, in order: each legal in turn via [`Sheet::draw`],
/// and afterwards [`Sheet::check_finish`] passes. Deterministic for the same inputs.
pub fn plan_round(
    sheet: &Sheet,
    progress: &RoundProgress,
    level: BotLevel,
    seed: u64,
) -> Vec<Placement> {
    plan_with(sheet, progress, level, seed, &Weights::default())
}

/// Beam search over one round's draws from `root`: the best `keep` finishable plans, best first.
fn beam_search(
    root: Node,
    width: usize,
    specials: Specials,
    keep: usize,
    w: &Weights,
) -> Vec<Node> {
    let round = root.progress.round;
    let mut done: Vec<Node> = Vec::new();
    let mut beam = vec![root];
    let mut seen: HashSet<[u8; 49], BuildHasherDefault<CellHasher>> = HashSet::default();
    while !beam.is_empty() {
        let mut children: Vec<(f32, usize, Placement, [u32; 2])> = Vec::new();
        for (bi, node) in beam.iter_mut().enumerate() {
            let finishable = node.finishable();
            if finishable {
                let v = if node.plan.is_empty() {
                    evaluate_with_runs(&node.board, round, node.specials_used, w, node.runs)
                } else {
                    node.value
                };
                let mut n = node.clone();
                n.value = v;
                done.push(n);
            }
            let specials_used = node.specials_used;
            let use_specials = match specials {
                Specials::Never => false,
                Specials::AfterDice => finishable,
                Specials::LastRound => round >= ROUNDS,
                Specials::Always => true,
            };
            for t in node.next_tiles(use_specials) {
                let mut cands = Vec::new();
                legality::for_each_legal(&node.board, t, |p| cands.push(p));
                for p in cands {
                    // With one node per step no board can be reached twice, so greedy skips this.
                    if width > 1 {
                        let mut key = *node.board.cells();
                        key[p.square.index()] = 1 + p.tile.index() as u8 * 8 + p.orientation.0;
                        if !seen.insert(key) {
                            continue;
                        }
                    }
                    node.board.place(p);
                    let used = specials_used + usize::from(t.is_special());
                    let r = runs_after(&node.board, p.square.index(), node.runs);
                    let v = evaluate_with_runs(&node.board, round, used, w, r);
                    node.board.undo();
                    children.push((v, bi, p, r));
                }
            }
        }
        // A strict total order (value, then placement, then parent), so selecting the best
        // `width` before sorting them gives the same beam as sorting everything.
        let order = |a: &(f32, usize, Placement, [u32; 2]),
                     b: &(f32, usize, Placement, [u32; 2])| {
            b.0.total_cmp(&a.0).then(a.2.cmp(&b.2)).then(a.1.cmp(&b.1))
        };
        if children.len() > width && width > 0 {
            children.select_nth_unstable_by(width - 1, order);
        }
        children.truncate(width);
        children.sort_by(order);
        beam = children
            .into_iter()
            .map(|(v, bi, p, r)| {
                let mut n = beam[bi].clone();
                n.apply(p);
                n.value = v;
                n.runs = r;
                n
            })
            .collect();
    }
    // Stable sort keeps discovery order among equal values, so results stay deterministic.
    done.sort_by(|a, b| b.value.total_cmp(&a.value));
    done.truncate(keep.max(1));
    done
}

/// [`plan_round`] with explicit weights (for tuning).
pub fn plan_with(
    sheet: &Sheet,
    progress: &RoundProgress,
    level: BotLevel,
    seed: u64,
    w: &Weights,
) -> Vec<Placement> {
    let cfg = config(level, w);
    let round = progress.round;
    let root = Node {
        board: sheet.board.clone(),
        progress: progress.clone(),
        specials_used: sheet.specials_used.len(),
        plan: Vec::new(),
        value: f32::NEG_INFINITY,
        runs: runs(&sheet.board),
    };
    let look = cfg.lookahead_plans > 1
        && cfg.lookahead_rolls > 0
        && round < ROUNDS
        && round >= w.lookahead_from;
    let keep = if look { cfg.lookahead_plans } else { 1 };
    let mut cands = beam_search(root, cfg.width, cfg.specials, keep, w);
    if look && cands.len() > 1 {
        // The same sampled rolls for every candidate, so they are compared on equal luck.
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let rolls: Vec<dice::Roll> = (0..cfg.lookahead_rolls)
            .map(|_| dice::roll(&mut rng))
            .collect();
        let reply_width = if round + 1 >= ROUNDS {
            w.last_reply_width.max(cfg.reply_width)
        } else {
            cfg.reply_width
        };
        // The mean after a greedy reply to each sampled roll, steadied by the plan's own value.
        let value = |c: &Node| {
            let mut total = 0f32;
            for roll in &rolls {
                let next = Node {
                    board: c.board.clone(),
                    progress: RoundProgress::new(round + 1, *roll),
                    specials_used: c.specials_used,
                    plan: Vec::new(),
                    value: f32::NEG_INFINITY,
                    runs: c.runs,
                };
                let reply = beam_search(next, reply_width, w.reply_specials, 1, w);
                total += reply.first().map_or(c.value, |r| r.value);
            }
            total / rolls.len() as f32 + w.lookahead_prior * c.value
        };
        let values = map_on_all_cores(&cands, value);
        // The first of the best, as values come back in the candidates' order on any core count.
        let mut best = (f32::NEG_INFINITY, 0usize);
        for (ci, v) in values.into_iter().enumerate() {
            if v > best.0 {
                best = (v, ci);
            }
        }
        return cands.swap_remove(best.1).plan;
    }
    cands.into_iter().next().map(|b| b.plan).unwrap_or_default()
}

/// `f` of every item, in order, spread over the machine's cores: a look-ahead's candidates are
/// independent, and the strong bot's budget is a wall-clock second a game.
fn map_on_all_cores<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    map_on_cores(items, cores, f)
}

/// [`map_on_all_cores`] on `cores` threads: contiguous chunks, joined in order.
fn map_on_cores<T: Sync, R: Send>(items: &[T], cores: usize, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let chunk = items.len().div_ceil(cores.max(1)).max(1);
    if chunk >= items.len() {
        return items.iter().map(&f).collect();
    }
    let f = &f;
    std::thread::scope(|scope| {
        let parts: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(f).collect::<Vec<R>>()))
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().expect("a look-ahead thread panicked"))
            .collect()
    })
}

/// Plays a solo 7-round game: dice from `ChaCha8Rng::seed_from_u64(seed)`, bot seeds from (seed, round).
pub fn play_solo_game(seed: u64, level: BotLevel, opts: &ScoreOptions) -> (Sheet, Score) {
    play_solo_with(seed, level, opts, &Weights::default())
}

/// [`play_solo_game`] with explicit weights (for tuning).
pub fn play_solo_with(
    seed: u64,
    level: BotLevel,
    opts: &ScoreOptions,
    w: &Weights,
) -> (Sheet, Score) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut sheet = Sheet::new();
    for round in 1..=ROUNDS {
        let roll = dice::roll(&mut rng);
        let mut progress = RoundProgress::new(round, roll);
        let bot_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(round);
        for p in plan_with(&sheet, &progress, level, bot_seed, w) {
            if sheet.draw(&mut progress, p).is_err() {
                break;
            }
        }
    }
    let s = scoring::score(&sheet.board, opts);
    (sheet, s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The look-ahead's values come back in the candidates' order on any number of cores, so the
    /// plan chosen never depends on the machine.
    #[test]
    fn values_keep_their_order_on_any_core_count() {
        let items: Vec<u32> = (0..37).collect();
        let want: Vec<u32> = items.iter().map(|x| x * x).collect();
        for cores in [0, 1, 2, 3, 7, 36, 37, 200] {
            assert_eq!(
                map_on_cores(&items, cores, |x| x * x),
                want,
                "{cores} cores"
            );
        }
        assert!(map_on_cores(&[] as &[u32], 4, |x| *x).is_empty());
    }

    /// The bitmask runs match the scorer's longest runs on every board of some greedy games.
    #[test]
    fn tuned_weights_round_trip() {
        let w = Weights::default();
        let back = w.with_tuned(&w.tuned()).tuned();
        assert!(
            back.iter()
                .zip(w.tuned())
                .all(|(a, b)| (a - b).abs() < 1e-6)
        );
        // The open-end scale between its ends lies on their line, within the defaults' rounding.
        let s = w.with_tuned(&w.tuned()).open_scale;
        assert!(
            s.iter()
                .zip(w.open_scale)
                .all(|(a, b)| (a - b).abs() < 0.01)
        );
        let mut v = w.tuned();
        v[8] = -1.0;
        v[11] = 0.0;
        let clamped = w.with_tuned(&v);
        assert_eq!((clamped.special_left, clamped.pot_span), (0.0, 0.2));
    }

    #[test]
    fn runs_match_scoring() {
        for seed in 0..6 {
            let (sheet, _) = play_solo_game(seed, BotLevel::Greedy, &ScoreOptions::default());
            let mut board = Board::new();
            let mut before = [0, 0];
            for &p in sheet.board.placements() {
                board.place(p);
                let after = runs_after(&board, p.square.index(), before);
                let want = [Edge::Rail, Edge::Road].map(|k| {
                    scoring::longest(&board, k, scoring::LongestRule::Simple).len() as u32
                });
                assert_eq!(runs(&board), want);
                assert_eq!(after, want);
                before = after;
            }
        }
    }
}
