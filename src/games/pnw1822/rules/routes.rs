//! Running trains: whether the routes a company submits for its trains are legal and what they
//! earn, as 18xx.games computes it for 1822PNW. A route is given the way the site records it, as
//! the hex chains between consecutive stops; the chains are matched against the track on the
//! board now (lanes, junctions, bypasses), so what a route earns depends only on the game.
//!
//! Revenue of one route: its stops' values for the phase, +$10 per lumber hex it passes, +$30
//! through the Ski Haus, −$10 per portage hex (unless the company owns P16). Bonuses that go to
//! one route of the company's run: the destination (the destination city counted again), the
//! Lumber Baron (P14: the lumber bonus again) and the Paper Mill (P15: $10, $30 from phase 5).
//! An E train runs from token to token and earns only its tokened cities, doubled: no lumber,
//! no Ski Haus, the mill doubled only with a token there. The mail contract (P9) is paid apart.

use super::super::data::PnwData;
use super::super::schema::{Distance, Node, PathFile};
use super::super::state::*;
use super::graph::passable;
use crate::board::tiles::{PathEnd, TilePath, facing};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::rc::Rc;

/// How a train runs: inside one city (a local train staying home), or along hex chains.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Course {
    /// An L or LP train running in the city of this hex that holds the company's token.
    Local(u16),
    /// The hexes between consecutive stops, each chain from one stop's hex to the next (either
    /// way round); a one-hex chain joins two stops of the same hex (Leavenworth's city and town).
    Legs(Vec<Vec<u16>>),
}

impl Course {
    /// The course of a route as 18xx.games records it (`connections`: hex names per chain, or
    /// `["local", hex]`); `None` if a hex is unknown.
    pub fn from_names<S: AsRef<str>>(data: &PnwData, chains: &[Vec<S>]) -> Option<Course> {
        if let [chain] = chains
            && let [first, hex] = chain.as_slice()
            && first.as_ref() == "local"
        {
            return data.hex(hex.as_ref()).map(Course::Local);
        }
        chains
            .iter()
            .map(|c| c.iter().map(|h| data.hex(h.as_ref())).collect())
            .collect::<Option<Vec<_>>>()
            .map(Course::Legs)
    }
}

/// One train's submitted route.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RouteSpec {
    /// The train (index into the game's trains).
    pub train: u16,
    /// Where it runs.
    pub course: Course,
    /// The Pullman (P+) is attached to it this turn: towns no longer count against its length.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pullman: bool,
}

/// Why a route is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The train is not the company's, or runs twice.
    NotItsTrain,
    /// The Pullman is no train of its own; or it is attached where it may not be.
    Pullman,
    /// No route at all.
    Empty,
    /// No track of the board follows this chain (index into the legs) between two stops.
    NoTrack(usize),
    /// The chains do not join stop to stop.
    Disconnected,
    /// A route needs two stops (a local train excepted).
    TooFewStops,
    /// No city of the route holds the company's station token.
    NoToken,
    /// More stops than the train runs.
    TooManyStops,
    /// An E train starts and ends in cities holding the company's tokens.
    ETrainEnds,
    /// A stop visited twice.
    StopTwice,
    /// A hex visited twice (only Leavenworth and Ilwaco allow it).
    HexTwice,
    /// Track used twice, by this route or by another of the company's trains.
    ReusedTrack,
    /// An off-board or port passed through instead of ended at.
    ThroughTerminal,
    /// A city full of other companies' tokens (or another company's coal mine) run through.
    Blocked(u16),
    /// Two local trains on one token.
    LocalCityTwice,
}

/// A refused route: which one of those submitted, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RouteError {
    /// Index into the routes submitted.
    pub route: usize,
    /// What is wrong.
    pub why: Why,
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match &self.why {
            Why::NotItsTrain => "the train is not the company's to run".to_string(),
            Why::Pullman => "the Pullman only rides along one non-local, non-E train".to_string(),
            Why::Empty => "the route goes nowhere".to_string(),
            Why::NoTrack(leg) => format!("no track follows chain {}", leg + 1),
            Why::Disconnected => "the chains do not join stop to stop".to_string(),
            Why::TooFewStops => "a route needs two stops".to_string(),
            Why::NoToken => "no city of the route holds the company's token".to_string(),
            Why::TooManyStops => "more stops than the train runs".to_string(),
            Why::ETrainEnds => "an E train runs from token to token".to_string(),
            Why::StopTwice => "a stop is visited twice".to_string(),
            Why::HexTwice => "a hex is visited twice".to_string(),
            Why::ReusedTrack => "track is used twice".to_string(),
            Why::ThroughTerminal => "an off-board is run through".to_string(),
            Why::Blocked(_) => "a city full of other tokens is run through".to_string(),
            Why::LocalCityTwice => "two local trains run on one token".to_string(),
        };
        write!(f, "route {}: {why}", self.route + 1)
    }
}

/// What a company's trains earn together.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Run {
    /// Each route's revenue, in the order submitted.
    pub revenues: Vec<i64>,
    /// The mail contract's (P9) payment to the treasury.
    pub subsidy: i64,
    /// Portage penalties already taken off the revenues.
    pub portage: i64,
    /// The one-route bonuses included in the revenues, by kind: the destination, the Lumber
    /// Baron (P14), the mill. Each goes to one route, so the route search bounds a
    /// combination's bonuses by each kind's best.
    pub bonuses: [i64; 3],
}

/// Whether the company holds the private `id`.
fn holds(data: &PnwData, game: &PnwGame, corp: CorpIx, id: &str) -> bool {
    data.card(id)
        .is_some_and(|c| game.cards.get(usize::from(c)) == Some(&Owner::Corp(corp)))
}

/// The company other than `corp` holding the Pacific Portage Company (P16), which the bank pays
/// what `corp`'s routes lose crossing portages.
pub fn portage_owner(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Option<CorpIx> {
    let card = data.card("P16")?;
    match game.cards.get(usize::from(card)) {
        Some(Owner::Corp(c)) if *c != corp => Some(*c),
        _ => None,
    }
}

/// Whether the company holds the mail contract (P9), which pays its treasury from its routes.
pub fn mail_contract(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    holds(data, game, corp, "P9")
}

/// What one train alone earns (a run of that one route).
pub fn revenue(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    route: &RouteSpec,
) -> Result<i64, RouteError> {
    Ok(run_revenue(data, game, corp, std::slice::from_ref(route))?.revenues[0])
}

/// Checks all of a company's routes for this turn together (no shared track, one local train
/// per token, one Pullman) and what each earns, with the bonuses paid to one route only.
pub fn run_revenue(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    routes: &[RouteSpec],
) -> Result<Run, RouteError> {
    run_revenue_as_claimed(data, game, corp, routes, &[])
}

/// [`run_revenue`], with a one-route bonus that several routes tie for given to the first one
/// whose claimed revenue has room for it. Which of equals takes the bonus changes no total, and
/// the site's own choice among them is its sort's accident, so a claimed split is as good as ours.
pub fn run_revenue_as_claimed(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    routes: &[RouteSpec],
    claims: &[i64],
) -> Result<Run, RouteError> {
    run_with(data, game, corp, routes, claims, &Ways::default())
}

/// A route as it lies on the board: what a table draws and a player edits.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Trace {
    /// The stops in running order: (hex, node of its tile).
    pub stops: Vec<(u16, u8)>,
    /// Every path it runs, in running order: (hex, path of the hex's track at its rotation,
    /// lane of a double track).
    pub steps: Vec<(u16, u8, u8)>,
    /// The track it holds: (hex, side, lane) for every side its paths touch.
    pub tracks: Vec<(u16, u8, u8)>,
}

/// Each route matched against the board the way [`run_revenue`] matches it (a later route
/// avoiding the earlier ones' track where the board offers another way); `None` for a route
/// no track follows or a train that is not the company's. The legality and revenue are
/// [`run_revenue`]'s to say.
pub fn trace(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    routes: &[RouteSpec],
) -> Vec<Option<Trace>> {
    let ways = Ways::default();
    let mut taken: Vec<(bool, Track)> = Vec::new();
    routes
        .iter()
        .map(|spec| {
            let train = game
                .trains
                .get(usize::from(spec.train))
                .filter(|t| t.owner == Owner::Corp(corp))?;
            let kind = TrainKind::of(data, &train.runs_as)?;
            let r = resolve(data, game, corp, kind, &spec.course, &taken, &ways).ok()?;
            for &t in &r.tracks {
                if let Err(at) = taken.binary_search(&(kind == TrainKind::E, t)) {
                    taken.insert(at, (kind == TrainKind::E, t));
                }
            }
            Some(Trace {
                stops: r.stops,
                steps: r.steps.iter().map(|s| (s.hex, s.path, s.lane)).collect(),
                tracks: r.tracks,
            })
        })
        .collect()
}

/// The ways the board's track follows chains of hexes, kept while one position is searched:
/// the route search scores thousands of courses made of the same few hundred chains.
#[derive(Default)]
pub(super) struct Ways(RefCell<BTreeMap<Vec<u16>, Rc<ChainWays>>>);

/// A chain's ways, each also read backwards.
pub(super) struct ChainWays {
    fwd: Vec<Conn>,
    back: Vec<Conn>,
}

impl Ways {
    fn of(&self, data: &PnwData, game: &PnwGame, chain: &[u16]) -> Rc<ChainWays> {
        if let Some(c) = self.0.borrow().get(chain) {
            return c.clone();
        }
        let fwd = connections(data, game, chain);
        let back = fwd
            .iter()
            .map(|c| Conn {
                a: c.b,
                b: c.a,
                steps: c.steps.iter().rev().copied().collect(),
            })
            .collect();
        let c = Rc::new(ChainWays { fwd, back });
        self.0.borrow_mut().insert(chain.to_vec(), c.clone());
        c
    }
}

/// [`run_revenue`] on a position whose chains `ways` remembers.
pub(super) fn run_revenue_in(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    routes: &[RouteSpec],
    ways: &Ways,
) -> Result<Run, RouteError> {
    run_with(data, game, corp, routes, &[], ways)
}

fn run_with(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    routes: &[RouteSpec],
    claims: &[i64],
    ways: &Ways,
) -> Result<Run, RouteError> {
    // Track taken so far, by E trains (true) and the others apart: they may share.
    let mut taken: Vec<(bool, Track)> = Vec::new();
    let mut local_cities: BTreeSet<Stop> = BTreeSet::new();
    let mut trains: BTreeSet<u16> = BTreeSet::new();
    let mut ran: Vec<Ran> = Vec::new();
    for (i, spec) in routes.iter().enumerate() {
        let err = |why| RouteError { route: i, why };
        let train = game
            .trains
            .get(usize::from(spec.train))
            .filter(|t| t.owner == Owner::Corp(corp))
            .filter(|_| super::trains::may_run(game, usize::from(spec.train)))
            .ok_or(err(Why::NotItsTrain))?;
        if !trains.insert(spec.train) {
            return Err(err(Why::NotItsTrain));
        }
        let kind = TrainKind::of(data, &train.runs_as).ok_or(err(Why::Pullman))?;
        if spec.pullman && !pullman_allowed(game, corp, kind, routes, i) {
            return Err(err(Why::Pullman));
        }
        let r = resolve(data, game, corp, kind, &spec.course, &taken, ways).map_err(err)?;
        check(data, game, corp, kind, spec.pullman, &r).map_err(err)?;
        for &t in &r.tracks {
            match taken.binary_search(&(kind == TrainKind::E, t)) {
                Ok(_) => return Err(err(Why::ReusedTrack)),
                Err(at) => taken.insert(at, (kind == TrainKind::E, t)),
            }
        }
        if kind == TrainKind::Local {
            for &s in r.stops.iter().filter(|s| is_city(data, game, **s)) {
                if !local_cities.insert(s) {
                    return Err(err(Why::LocalCityTwice));
                }
            }
        }
        ran.push(Ran {
            kind,
            hexes: r.all_hexes(),
            route: r,
        });
    }
    let run = earnings(data, game, corp, &ran, claims, Split::Together);
    if game.lenient && !claims.is_empty() && run.revenues != claims {
        // 18xx.games' route finder gave the one-route bonuses to its E trains and to its other
        // trains apart (both may take the mill), and sometimes to a route the player then
        // replaced, so nobody ran it; the site paid what it found. An imported record keeps
        // that, never a game played here.
        for split in [Split::Apart, Split::Withheld] {
            let found = earnings(data, game, corp, &ran, claims, split);
            if found.revenues == claims {
                return Ok(found);
            }
        }
    }
    Ok(run)
}

/// How the one-route bonuses are shared among a run's routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Split {
    /// The rules: each bonus to the one best route.
    Together,
    /// As 18xx.games' route finder paid them: to the best E train and to the best other train.
    Apart,
    /// As it also paid them: apart, or to a route no longer in the run (so to none here). Its
    /// route finder kept each route's revenue as priced among the routes it had found; a route
    /// the player then replaced could still hold a bonus that the others were priced without.
    Withheld,
}

/// A stop: (hex, node index on the hex's tile).
type Stop = (u16, u8);
/// A piece of track for the overlap check: (hex, side, lane).
type Track = (u16, u8, u8);

/// How a train runs, as far as routes go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum TrainKind {
    /// L, LP: one city with a token, and one town.
    Local,
    /// 2…7: up to n stops.
    Stops(u8),
    /// E: any length, only its own tokened cities pay, double.
    E,
}

impl TrainKind {
    /// `None` for the Pullman, which never runs alone.
    pub(super) fn of(data: &PnwData, runs_as: &str) -> Option<TrainKind> {
        let distance = data.game.trains.iter().find_map(|t| {
            if t.name == runs_as {
                Some(t.distance)
            } else {
                t.variants
                    .iter()
                    .find(|v| v.name == runs_as)
                    .map(|v| v.distance)
            }
        })?;
        match distance {
            Distance::Local => Some(TrainKind::Local),
            Distance::Stops(n) => Some(TrainKind::Stops(n)),
            Distance::Unlimited => Some(TrainKind::E),
            Distance::Pullman => None,
        }
    }
}

/// Whether a train running as `runs_as` runs at all (the Pullman only rides along) and whether
/// it is a local train (L, LP), which may stay in its token city.
pub fn train_runs(data: &PnwData, runs_as: &str) -> (bool, bool) {
    match TrainKind::of(data, runs_as) {
        Some(kind) => (true, kind == TrainKind::Local),
        None => (false, false),
    }
}

/// The Pullman rides on one non-local, non-E train of a company that has one.
fn pullman_allowed(
    game: &PnwGame,
    corp: CorpIx,
    kind: TrainKind,
    routes: &[RouteSpec],
    i: usize,
) -> bool {
    let has = game
        .trains
        .iter()
        .any(|t| t.owner == Owner::Corp(corp) && t.runs_as == "P+");
    has && matches!(kind, TrainKind::Stops(_)) && !routes[..i].iter().any(|r| r.pullman)
}

/// One piece of track a route uses: a path of a hex (and which of its parallel lanes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Step {
    hex: u16,
    path: u8,
    lane: u8,
}

/// Track between two stops, in running order from `a` to `b`.
#[derive(Debug, Clone)]
struct Conn {
    a: Stop,
    b: Stop,
    steps: Vec<Step>,
}

/// A route matched against the board.
#[derive(Debug, Clone, Default)]
struct Route {
    /// The stops in running order.
    stops: Vec<Stop>,
    /// Every path in running order.
    steps: Vec<Step>,
    /// The track it occupies, sorted, for the overlap checks: (hex, side, lane) for every side
    /// its paths touch.
    tracks: Vec<Track>,
    /// A local train that stays in its city.
    local: bool,
}

impl Route {
    /// The hexes its track passes, each once, in order of name (where lumber, ski and
    /// portage count).
    fn all_hexes(&self) -> Vec<u16> {
        let mut hexes: Vec<u16> = self.steps.iter().map(|s| s.hex).collect();
        hexes.sort_unstable();
        hexes.dedup();
        hexes
    }
}

fn tracks_of(data: &PnwData, game: &PnwGame, steps: &[Step]) -> Vec<Track> {
    let mut out = Vec::with_capacity(steps.len() * 2);
    for s in steps {
        let v = view(data, game, s.hex);
        let p = v.paths[usize::from(s.path)];
        out.extend(
            p.sides()
                .map(|side| (s.hex, side, v.lane(s.path, s.lane, side))),
        );
    }
    out
}

/// A hex as it reads now: its paths at their rotation, its nodes with values, and the file
/// entries of its paths (for lanes).
pub(super) struct HexView<'a> {
    pub(super) paths: &'a [TilePath],
    pub(super) nodes: &'a [Node],
    pub(super) files: &'a [PathFile],
    pub(super) tile: Option<&'a str>,
}

impl HexView<'_> {
    /// Parallel copies of a path (Portland's and the off-boards' double tracks).
    pub(super) fn lanes(&self, path: u8) -> u8 {
        self.files
            .get(usize::from(path))
            .map_or(1, |f| f.lanes.max(1))
    }

    /// Which lane of `side` copy `lane` of `path` takes.
    pub(super) fn lane(&self, path: u8, lane: u8, side: u8) -> u8 {
        let Some(f) = self.files.get(usize::from(path)) else {
            return 0;
        };
        if f.lanes > 1 {
            return lane;
        }
        match f.b_lane {
            Some((_, i)) if self.paths[usize::from(path)].b == PathEnd::Side(side) => i,
            _ => 0,
        }
    }

    pub(super) fn is_stop(&self, node: u8) -> bool {
        matches!(
            self.nodes.get(usize::from(node)),
            Some(Node::City { .. } | Node::Town { .. })
        )
    }

    pub(super) fn is_junction(&self, node: u8) -> bool {
        matches!(self.nodes.get(usize::from(node)), Some(Node::Junction))
    }

    fn stops(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.nodes.len() as u8).filter(|n| self.is_stop(*n))
    }
}

/// The hex as it reads now.
pub(super) fn view<'a>(data: &'a PnwData, game: &PnwGame, hex: u16) -> HexView<'a> {
    let h = usize::from(hex);
    match game.board[h].laid {
        Some(l) => {
            let t = &data.tile_info[usize::from(l.tile)];
            HexView {
                paths: &t.turns[usize::from(l.rotation % 6)],
                nodes: &t.nodes,
                files: &data.tiles.tiles[usize::from(l.tile)].paths,
                tile: Some(&t.id),
            }
        }
        None => HexView {
            paths: &data.hexes[h].track.paths,
            nodes: &data.hexes[h].nodes,
            files: &data.map.hexes[h].paths,
            tile: None,
        },
    }
}

/// The ways across one hex from `from` (a stop, or the side entered by) to a side or a stop,
/// through junctions only: the paths taken and where they lead.
pub(super) fn ways(v: &HexView, from: PathEnd) -> Vec<(Vec<(u8, u8)>, PathEnd)> {
    let mut out = Vec::new();
    let mut stack: Vec<(PathEnd, Vec<(u8, u8)>)> = vec![(from, Vec::new())];
    while let Some((at, used)) = stack.pop() {
        for (j, p) in v.paths.iter().enumerate() {
            let j = j as u8;
            if !p.travelled() || used.iter().any(|u| u.0 == j) {
                continue;
            }
            let Some(other) = p.other_end(at) else {
                continue;
            };
            for lane in 0..v.lanes(j) {
                let mut next = used.clone();
                next.push((j, lane));
                match other {
                    PathEnd::Side(_) => out.push((next, other)),
                    PathEnd::Node(n) if v.is_junction(n) => stack.push((other, next)),
                    PathEnd::Node(n) if v.is_stop(n) && other != from => out.push((next, other)),
                    PathEnd::Node(_) => {}
                }
            }
        }
    }
    out
}

/// Every way the board's track follows a chain of hexes from a stop to a stop.
fn connections(data: &PnwData, game: &PnwGame, chain: &[u16]) -> Vec<Conn> {
    let Some(&first) = chain.first() else {
        return Vec::new();
    };
    let v = view(data, game, first);
    let mut out = Vec::new();
    for a in v.stops() {
        for (used, end) in ways(&v, PathEnd::Node(a)) {
            let steps: Vec<Step> = used
                .iter()
                .map(|&(path, lane)| Step {
                    hex: first,
                    path,
                    lane,
                })
                .collect();
            match (end, chain.len()) {
                (PathEnd::Node(b), 1) => out.push(Conn {
                    a: (first, a),
                    b: (first, b),
                    steps,
                }),
                (PathEnd::Side(s), n) if n > 1 => {
                    follow(data, game, chain, 1, s, (first, a), steps, &mut out)
                }
                _ => {}
            }
        }
    }
    out
}

/// Continues a chain into hex `chain[k]` across side `side` of the hex before it.
#[allow(clippy::too_many_arguments)]
fn follow(
    data: &PnwData,
    game: &PnwGame,
    chain: &[u16],
    k: usize,
    side: u8,
    a: Stop,
    steps: Vec<Step>,
    out: &mut Vec<Conn>,
) {
    let (prev, hex) = (chain[k - 1], chain[k]);
    if data.hexes[usize::from(prev)].neighbours[usize::from(side)] != Some(hex) {
        return;
    }
    let v = view(data, game, hex);
    let last = k + 1 == chain.len();
    for (used, end) in ways(&v, PathEnd::Side(facing(side))) {
        let mut steps = steps.clone();
        steps.extend(used.iter().map(|&(path, lane)| Step { hex, path, lane }));
        match end {
            PathEnd::Node(b) if last => out.push(Conn {
                a,
                b: (hex, b),
                steps,
            }),
            PathEnd::Side(s) if !last => follow(data, game, chain, k + 1, s, a, steps, out),
            _ => {}
        }
    }
}

/// Matches a course against the board: the chains joined stop to stop, avoiding track the
/// company's other trains of the same sort already use where the board offers another way.
fn resolve(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    kind: TrainKind,
    course: &Course,
    taken: &[(bool, Track)],
    ways: &Ways,
) -> Result<Route, Why> {
    let legs = match course {
        Course::Local(hex) => {
            let v = view(data, game, *hex);
            let city = v
                .stops()
                .filter(|n| matches!(v.nodes[usize::from(*n)], Node::City { .. }))
                .find(|n| own_token(data, game, corp, (*hex, *n)))
                .or_else(|| v.stops().next())
                .ok_or(Why::Empty)?;
            return Ok(Route {
                stops: vec![(*hex, city)],
                steps: Vec::new(),
                tracks: Vec::new(),
                local: true,
            });
        }
        Course::Legs(legs) => legs,
    };
    if legs.is_empty() {
        return Err(Why::Empty);
    }
    let options: Vec<Rc<ChainWays>> = legs
        .iter()
        .enumerate()
        .map(|(i, chain)| {
            let c = ways.of(data, game, chain);
            if c.fwd.is_empty() {
                Err(Why::NoTrack(i))
            } else {
                Ok(c)
            }
        })
        .collect::<Result<_, _>>()?;
    let is_e = kind == TrainKind::E;
    let mut found = None;
    join(&options, 0, None, &mut Vec::new(), &mut |conns| {
        // Prefer a way clear of its own and the other routes' track (lanes, bypasses); else
        // keep the first way at all, for the checks to refuse.
        let steps: Vec<Step> = conns.iter().flat_map(|c| c.steps.iter().copied()).collect();
        let mut mine = tracks_of(data, game, &steps);
        mine.sort_unstable();
        let clear = mine.windows(2).all(|w| w[0] != w[1])
            && mine
                .iter()
                .all(|t| taken.binary_search(&(is_e, *t)).is_err());
        if found.is_none() || clear {
            found = Some((
                conns.iter().map(|c| (*c).clone()).collect::<Vec<Conn>>(),
                mine,
            ));
        }
        clear
    });
    let (conns, tracks) = found.ok_or(Why::Disconnected)?;
    let mut stops = vec![conns[0].a];
    stops.extend(conns.iter().map(|c| c.b));
    Ok(Route {
        stops,
        steps: conns.into_iter().flat_map(|c| c.steps).collect(),
        tracks,
        local: false,
    })
}

/// Tries the chains' ways in order, each joined to the last stop of the one before (the
/// first either way round); `done` says when to stop looking.
fn join<'c>(
    options: &'c [Rc<ChainWays>],
    i: usize,
    at: Option<Stop>,
    chosen: &mut Vec<&'c Conn>,
    done: &mut dyn FnMut(&[&Conn]) -> bool,
) -> bool {
    if i == options.len() {
        return done(chosen);
    }
    let o = &options[i];
    for (c, turned) in o.fwd.iter().zip(&o.back) {
        for c in [c, turned] {
            let fits = match at {
                Some(s) => c.a == s,
                // The first chain's far end must be where the second starts.
                None => options
                    .get(1)
                    .is_none_or(|next| next.fwd.iter().any(|n| n.a == c.b || n.b == c.b)),
            };
            if !fits {
                continue;
            }
            chosen.push(c);
            if join(options, i + 1, Some(c.b), chosen, done) {
                return true;
            }
            chosen.pop();
            if at.is_none() && options.len() == 1 {
                // A single chain: one way round is enough.
                break;
            }
        }
    }
    false
}

/// The rules one route must keep on its own.
fn check(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    kind: TrainKind,
    pullman: bool,
    r: &Route,
) -> Result<(), Why> {
    if !r.local && r.stops.len() < 2 {
        return Err(Why::TooFewStops);
    }
    if !r.stops.iter().any(|s| own_token(data, game, corp, *s)) {
        return Err(Why::NoToken);
    }
    let cities = r.stops.iter().filter(|s| is_city(data, game, **s)).count();
    let towns = r.stops.len() - cities;
    let fits = match kind {
        TrainKind::Local => cities <= 1 && towns <= 1,
        TrainKind::Stops(n) if pullman => cities <= usize::from(n),
        TrainKind::Stops(n) => cities + towns <= usize::from(n),
        TrainKind::E => true,
    };
    if !fits {
        return Err(Why::TooManyStops);
    }
    let ends = [r.stops.first(), r.stops.last()];
    if kind == TrainKind::E
        && !game.legacy_e
        && !ends
            .iter()
            .flatten()
            .all(|s| own_token(data, game, corp, **s))
    {
        return Err(Why::ETrainEnds);
    }
    if !distinct(r.stops.iter().copied()) {
        return Err(Why::StopTwice);
    }
    // The site exempts a route touching Leavenworth (or Ilwaco) as a whole.
    let hexes: Vec<u16> = r.stops.iter().map(|s| s.0).collect();
    let exempt = hexes.iter().any(|h| {
        data.map
            .visit_twice
            .contains(&data.hexes[usize::from(*h)].id)
    });
    if !exempt && !distinct(hexes.iter().copied()) {
        return Err(Why::HexTwice);
    }
    if r.tracks.windows(2).any(|w| w[0] == w[1]) {
        return Err(Why::ReusedTrack);
    }
    let terminal = |s: &Step| view(data, game, s.hex).paths[usize::from(s.path)].terminal == 1;
    if r.steps.len() >= 3 && r.steps[1..r.steps.len() - 1].iter().any(terminal) {
        return Err(Why::ThroughTerminal);
    }
    for &(hex, node) in r.stops.iter().skip(1).take(r.stops.len().saturating_sub(2)) {
        if let Some(city) = city_index(data, game, (hex, node))
            && !passable(game, corp, hex, city)
        {
            return Err(Why::Blocked(hex));
        }
    }
    Ok(())
}

/// Whether no item comes twice (routes are short: a sort beats a set).
fn distinct<T: Ord>(items: impl Iterator<Item = T>) -> bool {
    let mut v: Vec<T> = items.collect();
    v.sort_unstable();
    v.windows(2).all(|w| w[0] != w[1])
}

/// A route checked, with its train's kind and the hexes it passes (asked by several bonuses).
struct Ran {
    kind: TrainKind,
    route: Route,
    hexes: Vec<u16>,
}

/// What the checked routes earn, with the one-route bonuses given to the best route (among
/// equals, see [`tie_picks`]; shared as `split` says) and the mail contract's payment.
fn earnings(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    ran: &[Ran],
    claims: &[i64],
    split: Split,
) -> Run {
    let owns = |id: &str| holds(data, game, corp, id);
    // E trains earn no lumber (so no Lumber Baron either), nor, since 2025-10-28, the Ski Haus.
    let modern_e = |r: &Ran| r.kind == TrainKind::E && !game.legacy_e;
    let lumber = |r: &Ran| {
        if r.kind == TrainKind::E {
            return 0;
        }
        let n = r
            .hexes
            .iter()
            .filter(|h| game.board[usize::from(**h)].lumber)
            .count();
        10 * n as i64
    };
    let portage = |r: &Ran| {
        if owns("P16") {
            return 0;
        }
        let n = r
            .hexes
            .iter()
            .filter(|h| matches!(view(data, game, **h).tile, Some("PNW1" | "PNW2")))
            .count();
        10 * n as i64
    };
    let mut revenues: Vec<i64> = ran
        .iter()
        .map(|r| {
            let stops: i64 = r
                .route
                .stops
                .iter()
                .map(|s| match r.kind {
                    TrainKind::E if e_station(data, game, corp, *s) => 2 * value(data, game, *s),
                    TrainKind::E => 0,
                    _ => value(data, game, *s),
                })
                .sum();
            let ski = !modern_e(r) && game.ski.is_some_and(|h| r.hexes.binary_search(&h).is_ok());
            stops + lumber(r) + if ski { 30 } else { 0 } - portage(r)
        })
        .collect();
    // Which trains compete for each bonus: all together, or E trains and the others apart.
    let groups: &[Option<bool>] = if split == Split::Together {
        &[None]
    } else {
        &[Some(true), Some(false)]
    };
    // Each bonus's winners, per competing group: the top bonus and the routes tied for it.
    let mut ties: Vec<(usize, i64, Vec<usize>)> = Vec::new();
    let mut offer = |kind: usize, bonus: &dyn Fn(&Ran) -> Option<i64>| {
        for e in groups {
            let bonuses: Vec<(usize, i64)> = ran
                .iter()
                .enumerate()
                .filter(|(_, r)| e.is_none_or(|e| (r.kind == TrainKind::E) == e))
                .filter_map(|(i, r)| bonus(r).map(|b| (i, b)))
                .collect();
            if let Some(top) = bonuses.iter().map(|(_, b)| *b).max() {
                let tied = bonuses.iter().filter(|(_, b)| *b == top).map(|(i, _)| *i);
                ties.push((kind, top, tied.collect()));
            }
        }
    };
    offer(0, &|r| destination_bonus(data, game, corp, r));
    if owns("P14") {
        offer(1, &|r| Some(lumber(r)));
    }
    let mill = if game.phase < 4 { 10 } else { 30 };
    offer(2, &|r| {
        let Some(m) = game
            .mill
            .filter(|m| r.route.stops.iter().any(|s| s.0 == *m))
        else {
            return Some(0);
        };
        // An E train takes the mill's bonus doubled, and only with its own token in the mill's
        // city.
        let v = view(data, game, m);
        let city = v
            .stops()
            .find(|n| matches!(v.nodes[usize::from(*n)], Node::City { .. }));
        Some(match r.kind {
            TrainKind::E if city.is_some_and(|n| own_token(data, game, corp, (m, n))) => 2 * mill,
            TrainKind::E => 0,
            _ => mill,
        })
    });
    let mut paid = [0; 3];
    let withhold = split == Split::Withheld;
    let picks = tie_picks(&revenues, &ties, claims, withhold);
    for ((kind, top, tied), pick) in ties.iter().zip(picks) {
        if let Some(&to) = tied.get(pick) {
            revenues[to] += top;
            paid[*kind] += top;
        }
    }
    let subsidy = if mail_contract(data, game, corp) {
        ran.iter()
            .map(|r| {
                let s = &r.route.stops;
                let half = |i: usize| value(data, game, s[i]) / 2;
                match s.len() {
                    0 => 0,
                    1 => half(0),
                    n => half(0) + half(n - 1),
                }
            })
            .max()
            .unwrap_or(0)
    } else {
        0
    };
    Run {
        revenues,
        subsidy,
        portage: ran.iter().map(portage).sum(),
        bonuses: paid,
    }
}

/// Which of the routes tied for each bonus takes it, as an index into its ties (one past them:
/// none, when `withhold` allows it): the choice that gives every route its claimed revenue, if
/// one does (the site's pick among equals is its sort's accident, and which of equals takes a
/// bonus changes no total), else the last of each, as the site's sort leaves them.
fn tie_picks(
    revenues: &[i64],
    ties: &[(usize, i64, Vec<usize>)],
    claims: &[i64],
    withhold: bool,
) -> Vec<usize> {
    let last: Vec<usize> = ties.iter().map(|(_, _, t)| t.len() - 1).collect();
    let options = |t: &Vec<usize>| t.len() + usize::from(withhold);
    // A handful of trains: a few bonuses, each tied among a few routes at most.
    let choices: usize = ties.iter().map(|(_, _, t)| options(t)).product();
    if claims.len() != revenues.len() || choices > 4096 {
        return last;
    }
    (0..choices)
        .map(|mut n| {
            ties.iter()
                .map(|(_, _, t)| {
                    let pick = n % options(t);
                    n /= options(t);
                    pick
                })
                .collect::<Vec<usize>>()
        })
        .find(|picks| {
            let mut got = revenues.to_vec();
            for ((_, top, tied), &pick) in ties.iter().zip(picks) {
                if let Some(&to) = tied.get(pick) {
                    got[to] += top;
                }
            }
            got == claims
        })
        .unwrap_or(last)
}

/// A major's route through both its home and its destination token earns the destination
/// city's value again (double for an E train).
fn destination_bonus(data: &PnwData, game: &PnwGame, corp: CorpIx, r: &Ran) -> Option<i64> {
    let c = &game.corps[usize::from(corp)];
    if c.kind != Kind::Major || !c.destination_placed {
        return None;
    }
    let i = usize::from(corp).checked_sub(data.game.minors.len() + data.game.regionals.len())?;
    let major = data.game.majors.get(i)?;
    let home = c.home.or_else(|| data.hex(&major.home))?;
    let destination = data.hex(&major.destination)?;
    let on = |hex: u16| {
        r.route
            .stops
            .iter()
            .copied()
            .find(|s| s.0 == hex && own_token(data, game, corp, *s))
    };
    on(home)?;
    let v = value(data, game, on(destination)?);
    Some(if r.kind == TrainKind::E { 2 * v } else { v })
}

/// The index of a stop among its hex's cities, if it is a city.
fn city_index(data: &PnwData, game: &PnwGame, (hex, node): Stop) -> Option<u8> {
    let v = view(data, game, hex);
    matches!(v.nodes.get(usize::from(node)), Some(Node::City { .. })).then(|| {
        v.nodes[..usize::from(node)]
            .iter()
            .filter(|n| matches!(n, Node::City { .. }))
            .count() as u8
    })
}

fn is_city(data: &PnwData, game: &PnwGame, stop: Stop) -> bool {
    city_index(data, game, stop).is_some()
}

/// Whether an E train is paid for a stop: a city with the company's station token, or (as the
/// site ran E trains before 2025-10-28) its coal mine's token too.
fn e_station(data: &PnwData, game: &PnwGame, corp: CorpIx, stop: Stop) -> bool {
    if game.legacy_e {
        tokened(data, game, corp, stop)
    } else {
        own_token(data, game, corp, stop)
    }
}

/// Whether a stop is a city holding one of the company's station tokens (a coal mine's token is
/// none: it only lets its owner through).
fn own_token(data: &PnwData, game: &PnwGame, corp: CorpIx, stop: Stop) -> bool {
    let coal = matches!(view(data, game, stop.0).tile, Some("PNW4" | "PNW5"));
    !coal && tokened(data, game, corp, stop)
}

/// Whether a stop is a city holding any token of the company's, its coal mine's included.
fn tokened(data: &PnwData, game: &PnwGame, corp: CorpIx, stop: Stop) -> bool {
    city_index(data, game, stop).is_some_and(|city| {
        game.slots
            .iter()
            .any(|s| s.hex == stop.0 && s.city == city && s.tokens.contains(&Some(corp)))
    })
}

/// A stop's value in the current phase: the newest tile colour the phase allows that the stop
/// prints a value for.
fn value(data: &PnwData, game: &PnwGame, stop: Stop) -> i64 {
    let v = view(data, game, stop.0);
    let value = match v.nodes.get(usize::from(stop.1)) {
        Some(Node::City { value, .. } | Node::Town { value }) => *value,
        _ => return 0,
    };
    let allowed = data
        .game
        .phases
        .get(usize::from(game.phase))
        .map_or(&[][..], |p| &p.tiles[..]);
    i64::from(value.now(allowed))
}
