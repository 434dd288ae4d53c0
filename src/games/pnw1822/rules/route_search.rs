//! The best run a company can make now: a route for each of its trains (or none) earning the most
//! together. Candidates are enumerated over the board's track; every one is scored, and every
//! combination chosen, only through [`routes::run_revenue`](super::routes::run_revenue), so what
//! is legal and what it earns are exactly the rules'.
//!
//! The track is read as a graph of stops (cities, towns, off-boards) joined by edges (the track
//! between two stops through junctions only, with its hex chain). From each city holding the
//! company's token, simple paths grow in two arms up to the longest train's stops (towns free
//! with the Pullman; E trains unbounded, token to token), each path from the first of its token
//! cities only; each distinct course is scored alone. A branch and bound then gives each train a
//! course (best first), bounded by the sum of the trains' best standalone revenues and by their
//! revenues without the one-route bonuses plus each bonus kind's best once, skipping courses
//! sharing track, and checks each complete combination with `run_revenue` (bonuses paid once,
//! lanes, one Pullman).

use super::super::data::PnwData;
use super::super::schema::Node;
use super::super::state::*;
use super::graph::passable;
use super::routes::{Course, RouteSpec, Run, TrainKind, Ways, run_revenue_in, view, ways};
use crate::board::tiles::{PathEnd, facing};
use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};

/// How many path extensions one enumeration may make (a guard for unbounded E trains).
const MAX_STEPS: usize = 400_000;

/// The company's best run now: a route per train that runs, and what they earn together (the
/// sum of the routes' revenues; the mail contract's payment is not weighed). `None` when it has
/// no train that can run or no legal route.
pub fn best_run(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Option<(Vec<RouteSpec>, Run)> {
    best_run_within(data, game, corp, usize::MAX).unwrap_or(None)
}

/// The search gave up: it would have scored more routes than it was allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exhausted;

/// [`best_run`], scoring at most `scorings` routes and combinations (a bot's cap, counted, so
/// the same position always gives the same answer; the rules never cap).
pub fn best_run_within(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    scorings: usize,
) -> Result<Option<(Vec<RouteSpec>, Run)>, Exhausted> {
    let left = Cell::new(scorings);
    let mut trains: Vec<(u16, TrainKind, &str)> = game
        .trains
        .iter()
        .enumerate()
        .filter(|(_, t)| t.owner == Owner::Corp(corp))
        .filter(|(i, _)| super::trains::may_run(game, *i))
        .filter_map(|(i, t)| {
            Some((
                i as u16,
                TrainKind::of(data, &t.runs_as)?,
                t.runs_as.as_str(),
            ))
        })
        .collect();
    if trains.is_empty() {
        return Ok(None);
    }
    let pullman = game
        .trains
        .iter()
        .any(|t| t.owner == Owner::Corp(corp) && t.runs_as == "P+");
    let board = Board::build(data, game, corp);
    let chains = Ways::default();
    let mut pool = Pool::default();
    // Candidates per train: (index into the pool, needs the Pullman).
    let mut lists: BTreeMap<u16, Vec<(usize, bool)>> = BTreeMap::new();
    let score = |pool: &mut Pool, train: u16, course: Course, pull: bool| {
        left.set(left.get().checked_sub(1)?);
        let spec = RouteSpec {
            train,
            course,
            pullman: pull,
        };
        run_revenue_in(data, game, corp, std::slice::from_ref(&spec), &chains)
            .ok()
            .map(|r| pool.push(spec.course, r.revenues[0], r.bonuses))
    };

    // Trains running up to n stops share one enumeration, scored with the longest.
    let longest = trains
        .iter()
        .filter_map(|&(i, k, _)| match k {
            TrainKind::Stops(n) => Some((n, std::cmp::Reverse(i))),
            _ => None,
        })
        .max();
    if let Some((n, std::cmp::Reverse(scorer))) = longest {
        let limit = if pullman {
            Limit::Cities(n)
        } else {
            Limit::Stops(n)
        };
        let found = board.enumerate(limit, true, false);
        let mut scored = Vec::new();
        for (legs, c) in found {
            let needs = c.cities + c.towns > usize::from(n);
            if let Some(ix) = score(&mut pool, scorer, Course::Legs(legs), needs) {
                pool.res[ix] = c.res;
                scored.push((ix, c.cities, c.towns));
            }
        }
        for &(train, k, _) in &trains {
            let TrainKind::Stops(m) = k else { continue };
            let m = usize::from(m);
            let list = scored
                .iter()
                .filter(|(_, c, t)| if pullman { *c <= m } else { c + t <= m })
                .map(|&(ix, c, t)| (ix, c + t > m))
                .collect();
            lists.insert(train, list);
        }
    }
    // Local trains: the token city alone, or with a town next to it.
    if let Some(&(scorer, _, _)) = trains.iter().find(|t| t.1 == TrainKind::Local) {
        let mut list = Vec::new();
        for (s, stop) in board.stops.iter().enumerate() {
            if !stop.token {
                continue;
            }
            if let Some(ix) = score(&mut pool, scorer, Course::Local(stop.hex), false) {
                pool.res[ix] = vec![board.local_res(s)];
                list.push(ix);
            }
            for &(e, fwd) in &board.adj[s] {
                let edge = &board.edges[e];
                let to = if fwd { edge.b } else { edge.a };
                if board.stops[to].city {
                    continue;
                }
                let Some(ix) = score(
                    &mut pool,
                    scorer,
                    Course::Legs(vec![edge.chain.clone()]),
                    false,
                ) else {
                    continue;
                };
                let mut res: Vec<u32> = edge.res.iter().map(|r| r * 2).collect();
                res.push(board.local_res(s));
                pool.res[ix] = res;
                list.push(ix);
            }
        }
        for &(train, k, _) in &trains {
            if k == TrainKind::Local {
                lists.insert(train, list.iter().map(|&ix| (ix, false)).collect());
            }
        }
    }
    // E trains: token to token (anywhere with a token on it, under the site's older rules).
    if let Some(&(scorer, _, _)) = trains.iter().find(|t| t.1 == TrainKind::E) {
        let found = board.enumerate(Limit::None, game.legacy_e, !game.legacy_e);
        let mut list = Vec::new();
        for (legs, c) in found {
            if let Some(ix) = score(&mut pool, scorer, Course::Legs(legs), false) {
                pool.res[ix] = c.res.iter().map(|r| r + 1).collect();
                list.push(ix);
            }
        }
        for &(train, k, _) in &trains {
            if k == TrainKind::E {
                lists.insert(train, list.iter().map(|&ix| (ix, false)).collect());
            }
        }
    }

    if left.get() == 0 {
        return Err(Exhausted);
    }
    // Best courses first; the trains with the richest courses first; equal trains side by side.
    for list in lists.values_mut() {
        list.sort_by_key(|&(ix, _)| (std::cmp::Reverse(pool.revenue[ix]), ix));
    }
    let top = |train: u16| {
        lists
            .get(&train)
            .and_then(|l| l.first())
            .map_or(0, |&(ix, _)| pool.revenue[ix].max(0))
    };
    trains.retain(|t| lists.get(&t.0).is_some_and(|l| !l.is_empty()));
    trains.sort_by_key(|&(i, _, name)| (std::cmp::Reverse(top(i)), name, i));
    let mut bound = vec![0; trains.len() + 1];
    for k in (0..trains.len()).rev() {
        bound[k] = bound[k + 1] + top(trains[k].0);
    }
    // The same without the bonuses, which a combination is paid once each: at most each
    // kind's best. Courses taking the same bonus cannot all count it.
    let listed = || {
        trains
            .iter()
            .flat_map(|t| lists[&t.0].iter().map(|&(ix, _)| ix))
    };
    let mut base_bound = vec![0; trains.len() + 1];
    for k in (0..trains.len()).rev() {
        let top = lists[&trains[k].0]
            .iter()
            .map(|&(ix, _)| pool.base[ix])
            .max();
        base_bound[k] = base_bound[k + 1] + top.unwrap_or(0).max(0);
    }
    let bonus_cap: i64 = (0..3)
        .map(|kind| {
            listed()
                .map(|ix| pool.bonuses[ix][kind])
                .max()
                .unwrap_or(0)
                .max(0)
        })
        .sum();
    let same: Vec<bool> = (0..trains.len())
        .map(|k| k > 0 && trains[k].2 == trains[k - 1].2)
        .collect();
    let mut search = Search {
        data,
        game,
        corp,
        pool: &pool,
        chains: &chains,
        lists: trains.iter().map(|t| &lists[&t.0][..]).collect(),
        ids: trains.iter().map(|t| t.0).collect(),
        same,
        bound,
        base_bound,
        bonus_cap,
        used: vec![0; board.words()],
        chosen: Vec::new(),
        best: None,
        left: &left,
    };
    search.go(0, (0, 0), false, 0);
    if left.get() == 0 {
        return Err(Exhausted);
    }
    Ok(search.best)
}

/// What a company's best run is made from: the stops its track reaches (with their tiles) and
/// the track between them. A change of position that leaves it equal (a lay off every route,
/// the trains and markers untouched) leaves the best run as it was, so a bot weighing lays need
/// not search again.
#[derive(PartialEq, Eq)]
pub struct Network(Board);

/// The company's network now.
pub fn network(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Network {
    Network(Board::build(data, game, corp))
}

/// One leg of a route: the hex chain to a stop, and that stop (hex, node).
pub type Leg = (Vec<u16>, (u16, u8));

/// The shortest way (fewest hexes) along the company's track from stop `from` to a stop on
/// hex `to`: each leg's hex chain and the stop it reaches. It runs through no stop of `avoid`,
/// no piece of track in `taken` ((hex, side, lane), as [`Trace::tracks`](super::routes::Trace)
/// gives them) and only through stops the company may pass (no full city, no off-board): how a
/// player's click on a hex extends a route. `None` when no such way exists.
pub fn shortest_legs(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    from: (u16, u8),
    to: u16,
    avoid: &[(u16, u8)],
    taken: &[(u16, u8, u8)],
) -> Option<Vec<Leg>> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let board = Board::build(data, game, corp);
    let at = |s: &Stop| (s.hex, s.node);
    let start = board.stops.iter().position(|s| at(s) == from)?;
    let blocked: Vec<bool> = board.keys.iter().map(|k| taken.contains(k)).collect();
    let n = board.stops.len();
    let mut cost = vec![usize::MAX; n];
    // How each stop was reached: (edge, read from a to b), and whether by a terminal path.
    let mut came: Vec<Option<(usize, bool)>> = vec![None; n];
    let mut into_term = vec![false; n];
    let mut heap = BinaryHeap::from([Reverse((0, start))]);
    cost[start] = 0;
    while let Some(Reverse((c, u))) = heap.pop() {
        if c > cost[u] {
            continue;
        }
        if u != start && board.stops[u].hex == to {
            let mut legs = Vec::new();
            let mut v = u;
            while let Some((e, fwd)) = came[v] {
                let edge = &board.edges[e];
                let (prev, mut chain) = (if fwd { edge.a } else { edge.b }, edge.chain.clone());
                if !fwd {
                    chain.reverse();
                }
                legs.push((chain, at(&board.stops[v])));
                v = prev;
            }
            legs.reverse();
            return Some(legs);
        }
        // A stop run through must let the company pass and be no off-board.
        if u != start && (!board.stops[u].passable || into_term[u]) {
            continue;
        }
        for &(e, fwd) in &board.adj[u] {
            let edge = &board.edges[e];
            let (out_term, in_term, v) = if fwd {
                (edge.first_term, edge.last_term, edge.b)
            } else {
                (edge.last_term, edge.first_term, edge.a)
            };
            if edge.mid_term
                || (u != start && out_term)
                || avoid.contains(&at(&board.stops[v]))
                || edge.res.iter().any(|&r| blocked[r as usize])
            {
                continue;
            }
            let next = c + edge.chain.len();
            if next < cost[v] {
                cost[v] = next;
                came[v] = Some((e, fwd));
                into_term[v] = in_term;
                heap.push(Reverse((next, v)));
            }
        }
    }
    None
}

/// The stops of hex `hex` the company's track reaches: where a route may begin.
pub fn stops_reached(data: &PnwData, game: &PnwGame, corp: CorpIx, hex: u16) -> Vec<(u16, u8)> {
    let board = Board::build(data, game, corp);
    board
        .stops
        .iter()
        .filter(|s| s.hex == hex)
        .map(|s| (s.hex, s.node))
        .collect()
}

/// How long an enumerated path may grow.
#[derive(Debug, Clone, Copy)]
enum Limit {
    /// Up to n stops.
    Stops(u8),
    /// Up to n cities, towns free (the Pullman).
    Cities(u8),
    /// Unbounded (E).
    None,
}

/// Every course scored, by index: the course, what it earns alone, and the track it holds
/// (bit indices: track × 2 + 1 for an E train, and local-city markers).
#[derive(Default)]
struct Pool {
    course: Vec<Course>,
    revenue: Vec<i64>,
    /// What it earns alone without the one-route bonuses, and those bonuses by kind.
    base: Vec<i64>,
    bonuses: Vec<[i64; 3]>,
    res: Vec<Vec<u32>>,
}

impl Pool {
    fn push(&mut self, course: Course, revenue: i64, bonuses: [i64; 3]) -> usize {
        self.course.push(course);
        self.revenue.push(revenue);
        self.base.push(revenue - bonuses.iter().sum::<i64>());
        self.bonuses.push(bonuses);
        self.res.push(Vec::new());
        self.course.len() - 1
    }
}

/// The branch and bound over the trains' courses.
struct Search<'a> {
    data: &'a PnwData,
    game: &'a PnwGame,
    corp: CorpIx,
    pool: &'a Pool,
    /// The chains' ways, found once.
    chains: &'a Ways,
    /// Per train (in search order) its courses, best first: (pool index, needs the Pullman).
    lists: Vec<&'a [(usize, bool)]>,
    /// The trains, in search order.
    ids: Vec<u16>,
    /// Whether a train runs as the one before it (then it takes a later course, or none).
    same: Vec<bool>,
    /// What the trains from k on earn alone at best.
    bound: Vec<i64>,
    /// The same without the one-route bonuses, and what those add to a combination at most.
    base_bound: Vec<i64>,
    bonus_cap: i64,
    /// Track taken by the courses chosen.
    used: Vec<u64>,
    /// Per train so far: the position chosen in its list (the list's length for none).
    chosen: Vec<usize>,
    best: Option<(Vec<RouteSpec>, Run)>,
    /// Scorings still allowed.
    left: &'a Cell<usize>,
}

impl Search<'_> {
    fn best_total(&self) -> Option<i64> {
        self.best.as_ref().map(|(_, r)| r.revenues.iter().sum())
    }

    /// Chooses train k's course, the courses so far earning `sum` alone (and `base` without
    /// their bonuses).
    fn go(&mut self, k: usize, (sum, base): (i64, i64), pullman: bool, routes: usize) {
        if self.left.get() == 0 {
            return;
        }
        if self.best_total().is_some_and(|best| {
            sum + self.bound[k] <= best || base + self.base_bound[k] + self.bonus_cap <= best
        }) {
            return;
        }
        if k == self.lists.len() {
            if routes > 0 {
                self.evaluate();
            }
            return;
        }
        let list = self.lists[k];
        let first = if self.same[k] {
            self.chosen[k - 1] + 1
        } else {
            0
        };
        for (pos, &(ix, needs)) in list.iter().enumerate().skip(first) {
            let rev = self.pool.revenue[ix];
            if self
                .best_total()
                .is_some_and(|best| sum + rev.max(0) + self.bound[k + 1] <= best)
            {
                break;
            }
            let b = self.pool.base[ix];
            if needs && pullman
                || self.best_total().is_some_and(|best| {
                    base + b.max(0) + self.base_bound[k + 1] + self.bonus_cap <= best
                })
            {
                continue;
            }
            let res = &self.pool.res[ix];
            if res
                .iter()
                .any(|&r| self.used[r as usize / 64] >> (r % 64) & 1 == 1)
            {
                continue;
            }
            for &r in res {
                self.used[r as usize / 64] |= 1 << (r % 64);
            }
            self.chosen.push(pos);
            self.go(k + 1, (sum + rev, base + b), pullman || needs, routes + 1);
            self.chosen.pop();
            for &r in &self.pool.res[ix] {
                self.used[r as usize / 64] &= !(1 << (r % 64));
            }
        }
        self.chosen.push(list.len());
        self.go(k + 1, (sum, base), pullman, routes);
        self.chosen.pop();
    }

    /// Scores the combination chosen with the rules, keeping it if it is the best yet.
    fn evaluate(&mut self) {
        self.left.set(self.left.get().saturating_sub(1));
        let mut specs: Vec<RouteSpec> = self
            .chosen
            .iter()
            .enumerate()
            .filter_map(|(k, &pos)| {
                let &(ix, needs) = self.lists[k].get(pos)?;
                Some(RouteSpec {
                    train: self.ids[k],
                    course: self.pool.course[ix].clone(),
                    pullman: needs,
                })
            })
            .collect();
        specs.sort_by_key(|s| s.train);
        let Ok(run) = run_revenue_in(self.data, self.game, self.corp, &specs, self.chains) else {
            return;
        };
        let total: i64 = run.revenues.iter().sum();
        if self.best_total().is_none_or(|best| total > best) {
            self.best = Some((specs, run));
        }
    }
}

/// A stop of the board.
#[derive(PartialEq, Eq)]
struct Stop {
    hex: u16,
    node: u8,
    /// The tile on its hex and its rotation (what it is worth).
    tile: Option<(u16, u8)>,
    city: bool,
    /// The company may run through it.
    passable: bool,
    /// A city holding the company's station token.
    token: bool,
    /// A hex a route may visit twice.
    twice: bool,
}

/// Track joining two stops through junctions only, read from `a` to `b`.
#[derive(PartialEq, Eq)]
struct Edge {
    a: usize,
    b: usize,
    /// The hexes from `a`'s to `b`'s.
    chain: Vec<u16>,
    /// The pieces of single-lane track it holds for certain (ids of (hex, side, lane)).
    res: Vec<u32>,
    /// Its first path, last path, or one between, is a terminal path.
    first_term: bool,
    last_term: bool,
    mid_term: bool,
    /// One path only.
    single: bool,
}

/// The stops the company's track reaches and the edges between them.
#[derive(PartialEq, Eq)]
struct Board {
    stops: Vec<Stop>,
    edges: Vec<Edge>,
    /// Per stop: (edge, read from `a` to `b`).
    adj: Vec<Vec<(usize, bool)>>,
    /// How many track ids.
    tracks: usize,
    /// Each track id's piece: (hex, side, lane).
    keys: Vec<(u16, u8, u8)>,
}

/// One step of a walk: (hex, path, lane).
type Step = (u16, u8, u8);

/// A path found: its stops, what it holds, its size.
struct Found {
    res: Vec<u32>,
    cities: usize,
    towns: usize,
}

impl Board {
    fn build(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Board {
        let mut board = Board {
            stops: Vec::new(),
            edges: Vec::new(),
            adj: Vec::new(),
            tracks: 0,
            keys: Vec::new(),
        };
        let mut stop_ix: BTreeMap<(u16, u8), usize> = BTreeMap::new();
        let mut track_ix: BTreeMap<(u16, u8, u8), u32> = BTreeMap::new();
        let mut edge_ix: BTreeMap<(usize, usize, Vec<u16>), usize> = BTreeMap::new();
        let twice: BTreeSet<u16> = data
            .map
            .visit_twice
            .iter()
            .filter_map(|h| data.hex(h))
            .collect();
        let mut stop_of = |board: &mut Board, hex: u16, node: u8| -> usize {
            *stop_ix.entry((hex, node)).or_insert_with(|| {
                let v = view(data, game, hex);
                let city = v.nodes[..usize::from(node)]
                    .iter()
                    .filter(|n| matches!(n, Node::City { .. }))
                    .count() as u8;
                let is_city = matches!(v.nodes[usize::from(node)], Node::City { .. });
                let coal = game.board[usize::from(hex)].laid.is_some_and(|l| {
                    matches!(
                        data.tile_info[usize::from(l.tile)].id.as_str(),
                        "PNW4" | "PNW5"
                    )
                });
                let token = is_city
                    && !coal
                    && game
                        .slots
                        .iter()
                        .any(|s| s.hex == hex && s.city == city && s.tokens.contains(&Some(corp)));
                board.stops.push(Stop {
                    hex,
                    node,
                    tile: game.board[usize::from(hex)]
                        .laid
                        .map(|l| (l.tile, l.rotation)),
                    city: is_city,
                    passable: !is_city || passable(game, corp, hex, city),
                    token,
                    twice: twice.contains(&hex),
                });
                board.adj.push(Vec::new());
                board.stops.len() - 1
            })
        };
        // Start from the company's token cities and walk out edge by edge.
        let mut todo: Vec<usize> = Vec::new();
        for s in &game.slots {
            if !s.tokens.contains(&Some(corp)) {
                continue;
            }
            let v = view(data, game, s.hex);
            let node = (0..v.nodes.len() as u8)
                .filter(|n| matches!(v.nodes[usize::from(*n)], Node::City { .. }))
                .nth(usize::from(s.city));
            if let Some(n) = node {
                todo.push(stop_of(&mut board, s.hex, n));
            }
        }
        todo.sort_unstable();
        todo.dedup();
        todo.reverse();
        let mut walked = BTreeSet::new();
        while let Some(s) = todo.pop() {
            if !walked.insert(s) {
                continue;
            }
            let (hex, node) = (board.stops[s].hex, board.stops[s].node);
            let mut found = Vec::new();
            walk(
                data,
                game,
                hex,
                PathEnd::Node(node),
                &mut vec![hex],
                &mut Vec::new(),
                &mut found,
            );
            for (to_hex, to_node, chain, steps) in found {
                let t = stop_of(&mut board, to_hex, to_node);
                if t == s {
                    continue;
                }
                if !walked.contains(&t) {
                    todo.push(t);
                }
                // Each edge once, read from its lower stop.
                let (a, b, chain, steps) = if s < t {
                    (s, t, chain, steps)
                } else {
                    let mut c = chain;
                    c.reverse();
                    let mut st = steps;
                    st.reverse();
                    (t, s, c, st)
                };
                let mut res = Vec::new();
                for &(h, p, _) in &steps {
                    let v = view(data, game, h);
                    if v.lanes(p) > 1 {
                        continue;
                    }
                    for side in v.paths[usize::from(p)].sides() {
                        let key = (h, side, v.lane(p, 0, side));
                        let next = track_ix.len() as u32;
                        res.push(*track_ix.entry(key).or_insert(next));
                    }
                }
                res.sort_unstable();
                res.dedup();
                let term =
                    |st: &Step| view(data, game, st.0).paths[usize::from(st.1)].terminal == 1;
                let first_term = steps.first().is_some_and(term);
                let last_term = steps.last().is_some_and(term);
                let mid_term = steps.len() > 2 && steps[1..steps.len() - 1].iter().any(term);
                let single = steps.len() == 1;
                match edge_ix.get(&(a, b, chain.clone())) {
                    // Another way along the same hexes (a lane, a bypass): hold only what both hold.
                    Some(&e) => {
                        let edge = &mut board.edges[e];
                        edge.res.retain(|r| res.contains(r));
                        edge.first_term &= first_term;
                        edge.last_term &= last_term;
                        edge.mid_term &= mid_term;
                        edge.single &= single;
                    }
                    None => {
                        let e = board.edges.len();
                        edge_ix.insert((a, b, chain.clone()), e);
                        board.edges.push(Edge {
                            a,
                            b,
                            chain,
                            res,
                            first_term,
                            last_term,
                            mid_term,
                            single,
                        });
                        board.adj[a].push((e, true));
                        board.adj[b].push((e, false));
                    }
                }
            }
        }
        board.tracks = track_ix.len();
        board.keys = vec![(0, 0, 0); board.tracks];
        for (key, id) in track_ix {
            board.keys[id as usize] = key;
        }
        board
    }

    /// Words of the bitset of taken track and local cities.
    fn words(&self) -> usize {
        (2 * self.tracks + self.stops.len()).div_ceil(64) + 1
    }

    /// The marker of a local train on stop `s`'s token.
    fn local_res(&self, s: usize) -> u32 {
        (2 * self.tracks + s) as u32
    }

    /// Every distinct course (its legs, read canonically) from a token city within `limit`:
    /// with `two_arms`, the token anywhere on it, else at one end; `token_ends`: both ends
    /// tokened (an E train).
    fn enumerate(
        &self,
        limit: Limit,
        two_arms: bool,
        token_ends: bool,
    ) -> BTreeMap<Vec<Vec<u16>>, Found> {
        let mut e = Enum {
            board: self,
            limit,
            two_arms,
            token_ends,
            start: 0,
            arms: [Vec::new(), Vec::new()],
            on: vec![false; self.stops.len()],
            used: vec![0; self.tracks.div_ceil(64) + 1],
            cities: 0,
            towns: 0,
            steps: 0,
            seen: BTreeSet::new(),
            out: BTreeMap::new(),
        };
        for s in 0..self.stops.len() {
            if !self.stops[s].token {
                continue;
            }
            e.start = s;
            e.on[s] = true;
            e.cities = 1;
            e.go(0, s);
            e.on[s] = false;
        }
        e.out
    }
}

/// Walks from `from` on `hex` across junctions and hex sides to the next stops.
fn walk(
    data: &PnwData,
    game: &PnwGame,
    hex: u16,
    from: PathEnd,
    chain: &mut Vec<u16>,
    steps: &mut Vec<Step>,
    out: &mut Vec<(u16, u8, Vec<u16>, Vec<Step>)>,
) {
    let v = view(data, game, hex);
    for (used, end) in ways(&v, from) {
        let n = steps.len();
        steps.extend(used.iter().map(|&(p, l)| (hex, p, l)));
        match end {
            PathEnd::Node(b) => out.push((hex, b, chain.clone(), steps.clone())),
            PathEnd::Side(s) => {
                if let Some(next) = data.hexes[usize::from(hex)].neighbours[usize::from(s)]
                    && !chain.contains(&next)
                {
                    chain.push(next);
                    walk(
                        data,
                        game,
                        next,
                        PathEnd::Side(facing(s)),
                        chain,
                        steps,
                        out,
                    );
                    chain.pop();
                }
            }
        }
        steps.truncate(n);
    }
}

/// The two-armed path enumeration from one token city.
struct Enum<'a> {
    board: &'a Board,
    limit: Limit,
    two_arms: bool,
    token_ends: bool,
    start: usize,
    /// The two arms out of the start: (edge, read from a to b).
    arms: [Vec<(usize, bool)>; 2],
    on: Vec<bool>,
    used: Vec<u64>,
    cities: usize,
    towns: usize,
    steps: usize,
    /// Paths emitted, as their edges read canonically: each is found once per token city on
    /// it and arm order, and this key is far cheaper to build than the legs.
    seen: BTreeSet<Vec<u32>>,
    out: BTreeMap<Vec<Vec<u16>>, Found>,
}

impl Enum<'_> {
    fn end_of(&self, arm: usize) -> usize {
        self.arms[arm].last().map_or(self.start, |&(e, fwd)| {
            let edge = &self.board.edges[e];
            if fwd { edge.b } else { edge.a }
        })
    }

    fn go(&mut self, arm: usize, at: usize) {
        if arm == 0 && self.two_arms {
            self.go(1, self.start);
        } else {
            self.emit();
        }
        if self.steps >= MAX_STEPS {
            return;
        }
        // Going on makes `at` a stop run through.
        if let Some(&(e, fwd)) = self.arms[arm].last() {
            let edge = &self.board.edges[e];
            let into_term = if fwd { edge.last_term } else { edge.first_term };
            if !self.board.stops[at].passable || into_term {
                return;
            }
        }
        for k in 0..self.board.adj[at].len() {
            let (e, fwd) = self.board.adj[at][k];
            let edge = &self.board.edges[e];
            let to = if fwd { edge.b } else { edge.a };
            // With two arms, a path is found from the first of its token cities only.
            if self.on[to]
                || edge.mid_term
                || (self.two_arms && self.board.stops[to].token && to < self.start)
            {
                continue;
            }
            let out_term = if fwd { edge.first_term } else { edge.last_term };
            if out_term && !self.arms[arm].is_empty() {
                continue;
            }
            let city = self.board.stops[to].city;
            let (c, t) = (
                self.cities + usize::from(city),
                self.towns + usize::from(!city),
            );
            let fits = match self.limit {
                Limit::Stops(n) => c + t <= usize::from(n),
                Limit::Cities(n) => c <= usize::from(n),
                Limit::None => true,
            };
            if !fits
                || edge
                    .res
                    .iter()
                    .any(|&r| self.used[r as usize / 64] >> (r % 64) & 1 == 1)
            {
                continue;
            }
            self.steps += 1;
            for &r in &edge.res {
                self.used[r as usize / 64] |= 1 << (r % 64);
            }
            self.on[to] = true;
            (self.cities, self.towns) = (c, t);
            self.arms[arm].push((e, fwd));
            self.go(arm, to);
            self.arms[arm].pop();
            self.cities -= usize::from(city);
            self.towns -= usize::from(!city);
            self.on[to] = false;
            for &r in &self.board.edges[e].res {
                self.used[r as usize / 64] &= !(1 << (r % 64));
            }
        }
    }

    /// Records the path the arms make now, if it is a route.
    fn emit(&mut self) {
        // Running order: the second arm backwards, then the first.
        let mut order: Vec<(usize, bool)> =
            self.arms[1].iter().rev().map(|&(e, f)| (e, !f)).collect();
        order.extend(self.arms[0].iter().copied());
        if order.is_empty() {
            return;
        }
        let b = self.board;
        let last = order.len() - 1;
        for (k, &(e, fwd)) in order.iter().enumerate() {
            let edge = &b.edges[e];
            let (first, end) = if fwd {
                (edge.first_term, edge.last_term)
            } else {
                (edge.last_term, edge.first_term)
            };
            let bad = if edge.single {
                first && k != 0 && k != last
            } else {
                edge.mid_term || (first && k != 0) || (end && k != last)
            };
            if bad {
                return;
            }
        }
        let (from, to) = (self.end_of(1), self.end_of(0));
        if self.token_ends && !(b.stops[from].token && b.stops[to].token) {
            return;
        }
        let fwd: Vec<u32> = order
            .iter()
            .map(|&(e, f)| (e as u32) << 1 | u32::from(f))
            .collect();
        let back: Vec<u32> = fwd.iter().rev().map(|k| k ^ 1).collect();
        if !self.seen.insert(fwd.min(back)) {
            return;
        }
        let stops = std::iter::once(from).chain(
            order
                .iter()
                .map(|&(e, fwd)| if fwd { b.edges[e].b } else { b.edges[e].a }),
        );
        let mut hexes: Vec<u16> = Vec::with_capacity(order.len() + 1);
        let mut exempt = false;
        for s in stops {
            hexes.push(b.stops[s].hex);
            exempt |= b.stops[s].twice;
        }
        hexes.sort_unstable();
        if !exempt && hexes.windows(2).any(|w| w[0] == w[1]) {
            return;
        }
        let legs: Vec<Vec<u16>> = order
            .iter()
            .map(|&(e, fwd)| {
                let mut c = b.edges[e].chain.clone();
                if !fwd {
                    c.reverse();
                }
                c
            })
            .collect();
        let back: Vec<Vec<u16>> = legs
            .iter()
            .rev()
            .map(|c| c.iter().rev().copied().collect())
            .collect();
        let key = legs.min(back);
        if self.out.contains_key(&key) {
            return;
        }
        let mut res: Vec<u32> = order
            .iter()
            .flat_map(|&(e, _)| b.edges[e].res.iter().map(|r| r * 2))
            .collect();
        res.sort_unstable();
        self.out.insert(
            key,
            Found {
                res,
                cities: self.cities,
                towns: self.towns,
            },
        );
    }
}
