//! Railroad Ink bots: a board evaluation and a beam search over the round's draws (greedy = beam of one).

use super::rules::board::{Board, EXIT_AT, NEIGHBOURS, NO_SQUARE, Placement, Square};
use super::rules::dice;
use super::rules::legality;
use super::rules::scoring::{self, LongestRule, Score, ScoreOptions};
use super::rules::sheet::{MAX_SPECIALS, ROUNDS, RoundProgress, Sheet};
use super::rules::tiles::{Edge, TileId};
use crate::table::setup::BotLevel;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::sync::LazyLock;

/// Tunable weights of the evaluation, by round where it matters.
#[derive(Debug, Clone)]
pub struct Weights {
    /// Cost of an open end facing an empty square, by fill class (basic fits, B fits, S fits, nothing).
    pub open: [f32; 4],
    /// How the open-end cost grows as the game nears its end (index = rounds left, 0–6).
    pub open_scale: [f32; 7],
    /// Value of each exit in a network that can still grow.
    pub alive_exit: f32,
    /// Value of a free exit square (still reachable), per round left.
    pub free_exit: f32,
    /// Value of each special route still usable in a later round.
    pub special_left: f32,
    /// Weight of the longest runs before the last round.
    pub longest: f32,
    /// Share of the exit points still reachable (networks and free exits that could join up).
    pub potential: f32,
    /// How many empty squares a future join may cross, by rounds left (0–6).
    pub reach: [u8; 7],
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            open: [1.0, 1.5, 2.0, 3.0],
            open_scale: [1.0, 0.8, 0.7, 0.6, 0.5, 0.45, 0.4],
            alive_exit: 0.5,
            free_exit: 0.1,
            special_left: 1.5,
            longest: 0.8,
            potential: 0.0,
            reach: [0, 2, 3, 4, 5, 6, 6],
        }
    }
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
    let mut open_nodes = [(0u8, 0u8); 64];
    let mut n_open = 0usize;
    let mut dead = 0f32;
    let mut open_cost = 0f32;
    let mut centre = 0f32;
    let mut class_cache = [255u8; 49];
    let scale = w.open_scale[rounds_left.min(6)];
    for pl in board.placements() {
        let i = pl.square.index();
        if pl.square.is_centre() {
            centre += 1.0;
        }
        let e = board.edges_at_index(i);
        for s in 0..4 {
            if e[s] == Edge::Blank {
                continue;
            }
            let node = i * 2 + usize::from(pl.tile == TileId::B2 && e[s] == Edge::Rail);
            let n = NEIGHBOURS[i][s];
            if n == NO_SQUARE {
                if EXIT_AT[i][s] == e[s] {
                    exit_nodes[n_exit] = node as u8;
                    n_exit += 1;
                }
                continue;
            }
            let n = n as usize;
            if board.is_free(Square::from_index(n)) {
                if class_cache[n] == 255 {
                    class_cache[n] = fill_class(board, n);
                }
                open_cost += w.open[class_cache[n] as usize] * scale;
                if n_open < open_nodes.len() {
                    open_nodes[n_open] = (node as u8, n as u8);
                    n_open += 1;
                }
                continue;
            }
            let f = board.edges_at_index(n)[(s + 2) % 4];
            if f == e[s] {
                let other = n * 2
                    + usize::from(
                        f == Edge::Rail
                            && board.get(Square::from_index(n)).map(|x| x.0) == Some(TileId::B2),
                    );
                let (a, b) = (find(&mut parent, node), find(&mut parent, other));
                if a != b {
                    parent[a.max(b)] = a.min(b) as u8;
                }
            } else {
                dead += 1.0;
            }
        }
    }
    let mut exits = [0u8; 98];
    for &x in &exit_nodes[..n_exit] {
        let r = find(&mut parent, x as usize);
        exits[r] += 1;
    }
    let mut alive = [false; 98];
    // Alive networks and where they can grow.
    let mut groups: Vec<(usize, u64)> = Vec::with_capacity(16);
    for &(x, sq) in &open_nodes[..n_open] {
        let r = find(&mut parent, x as usize);
        alive[r] = true;
        match groups.iter_mut().find(|g| g.0 == r) {
            Some(g) => g.1 |= 1 << sq,
            None => groups.push((r, 1 << sq)),
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
    let rail = scoring::longest(board, Edge::Rail, LongestRule::Simple).len() as f32;
    let road = scoring::longest(board, Edge::Road, LongestRule::Simple).len() as f32;
    let specials_left = (MAX_SPECIALS - specials_used.min(MAX_SPECIALS)).min(rounds_left) as f32;
    exit_points + centre + w.longest * (rail + road) - dead - open_cost
        + w.alive_exit * alive_exits
        + w.free_exit * free_exits * rounds_left as f32
        + w.special_left * specials_left
        + w.potential * potential
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

/// A partial plan for the round.
#[derive(Clone)]
struct Node {
    board: Board,
    progress: RoundProgress,
    specials_used: usize,
    plan: Vec<Placement>,
    value: f32,
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
    specials: bool,
}

fn config(level: BotLevel) -> Config {
    match level {
        BotLevel::Greedy => Config {
            width: 1,
            specials: true,
        },
        BotLevel::Strong => Config {
            width: 80,
            specials: true,
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

/// [`plan_round`] with explicit weights (for tuning).
pub fn plan_with(
    sheet: &Sheet,
    progress: &RoundProgress,
    level: BotLevel,
    _seed: u64,
    w: &Weights,
) -> Vec<Placement> {
    let cfg = config(level);
    let round = progress.round;
    let root = Node {
        board: sheet.board.clone(),
        progress: progress.clone(),
        specials_used: sheet.specials_used.len(),
        plan: Vec::new(),
        value: f32::NEG_INFINITY,
    };
    let mut best: Option<Node> = None;
    let mut beam = vec![root];
    let mut seen: HashSet<[u8; 49]> = HashSet::new();
    while !beam.is_empty() {
        let mut children: Vec<(f32, usize, Placement)> = Vec::new();
        for (bi, node) in beam.iter_mut().enumerate() {
            if node.finishable() {
                let v = if node.plan.is_empty() {
                    evaluate(&node.board, round, node.specials_used, w)
                } else {
                    node.value
                };
                if best.as_ref().is_none_or(|b| v > b.value) {
                    let mut n = node.clone();
                    n.value = v;
                    best = Some(n);
                }
            }
            let specials_used = node.specials_used;
            for t in node.next_tiles(cfg.specials) {
                let mut cands = Vec::new();
                legality::for_each_legal(&node.board, t, |p| cands.push(p));
                for p in cands {
                    let mut key = *node.board.cells();
                    key[p.square.index()] = 1 + p.tile.index() as u8 * 8 + p.orientation.0;
                    if !seen.insert(key) {
                        continue;
                    }
                    node.board.place(p);
                    let used = specials_used + usize::from(t.is_special());
                    let v = evaluate(&node.board, round, used, w);
                    node.board.undo();
                    children.push((v, bi, p));
                }
            }
        }
        children.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.2.cmp(&b.2)));
        children.truncate(cfg.width);
        beam = children
            .into_iter()
            .map(|(v, bi, p)| {
                let mut n = beam[bi].clone();
                n.apply(p);
                n.value = v;
                n
            })
            .collect();
    }
    best.map(|b| b.plan).unwrap_or_default()
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
