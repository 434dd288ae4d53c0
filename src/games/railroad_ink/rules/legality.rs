//! Whether a route may be drawn on a square (the ANU rule, facts.md §4) and fast enumeration of legal placements.

use super::board::{Board, EXIT_AT, NEIGHBOURS, NO_SQUARE, Placement, Square};
use super::tiles::{EDGES, Edge, Side, TileId};
use std::fmt;

/// Why a placement is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The square already holds a route.
    Occupied(Square),
    /// A route end would touch a route end of the other kind on a neighbouring square.
    ClashWithRoute {
        /// Side of the new route where the clash is.
        side: Side,
        /// The neighbouring square.
        neighbour: Square,
        /// What the new route has on that side.
        mine: Edge,
    },
    /// A route end would touch a printed exit of the other kind.
    ClashWithExit {
        /// Side of the new route facing the exit.
        side: Side,
        /// What the new route has on that side.
        mine: Edge,
    },
    /// No side joins an exit or an earlier route.
    NoConnection,
    /// This special route was already drawn (board-string checks only; see [`check_sequence`]).
    SpecialReused(TileId),
    /// Three special routes are already drawn (board-string checks only).
    TooManySpecials,
}

fn other(e: Edge) -> Edge {
    match e {
        Edge::Road => Edge::Rail,
        Edge::Rail => Edge::Road,
        Edge::Blank => Edge::Blank,
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::Occupied(sq) => write!(f, "{sq} is already drawn on"),
            Illegal::ClashWithRoute {
                side,
                neighbour,
                mine,
            } => write!(
                f,
                "a {} cannot meet a {} on the {} side ({neighbour})",
                mine.english_name(),
                other(*mine).english_name(),
                side.english_name()
            ),
            Illegal::ClashWithExit { side, mine } => write!(
                f,
                "a {} cannot meet a {} exit on the {} side",
                mine.english_name(),
                other(*mine).english_name(),
                side.english_name()
            ),
            Illegal::NoConnection => {
                f.write_str("a route must connect to an exit or to a route you drew before")
            }
            Illegal::SpecialReused(t) => write!(f, "special route {t} was already used"),
            Illegal::TooManySpecials => f.write_str("at most 3 special routes per game"),
        }
    }
}

impl std::error::Error for Illegal {}

/// What each side of square index `i` must match: the facing route end or exit kind, or
/// `Blank` when anything goes (empty neighbour, blank facing side, edge without exit).
#[inline]
fn constraints(board: &Board, i: usize) -> [Edge; 4] {
    let mut out = [Edge::Blank; 4];
    for (s, slot) in out.iter_mut().enumerate() {
        let n = NEIGHBOURS[i][s];
        *slot = if n == NO_SQUARE {
            EXIT_AT[i][s]
        } else {
            board.edges_at_index(n as usize)[(s + 2) % 4]
        };
    }
    out
}

/// Whether edges `e` fit constraints `c`: no clash and at least one valid connection.
#[inline]
fn fits(e: &[Edge; 4], c: &[Edge; 4]) -> bool {
    let mut connected = false;
    for s in 0..4 {
        if e[s] != Edge::Blank && c[s] != Edge::Blank {
            if e[s] != c[s] {
                return false;
            }
            connected = true;
        }
    }
    connected
}

/// Checks one placement against the board (facts.md §4): the square is empty, no route end
/// meets a route end or exit of the other kind, and at least one end joins an exit or a route.
///
/// Special-route limits are round rules, checked by `Sheet`; see also [`check_sequence`].
pub fn check(board: &Board, p: &Placement) -> Result<(), Illegal> {
    if !board.is_free(p.square) {
        return Err(Illegal::Occupied(p.square));
    }
    let i = p.square.index();
    let e = p.edges();
    let c = constraints(board, i);
    let mut connected = false;
    for side in Side::ALL {
        let s = side as usize;
        if e[s] == Edge::Blank || c[s] == Edge::Blank {
            continue;
        }
        if e[s] == c[s] {
            connected = true;
        } else {
            return Err(match p.square.neighbour(side) {
                Some(neighbour) => Illegal::ClashWithRoute {
                    side,
                    neighbour,
                    mine: e[s],
                },
                None => Illegal::ClashWithExit { side, mine: e[s] },
            });
        }
    }
    if connected {
        Ok(())
    } else {
        Err(Illegal::NoConnection)
    }
}

/// Calls `f` for every legal placement of `tile`: one per distinct drawing per legal square,
/// row-major then by orientation number. Allocation-free, for bots.
pub fn for_each_legal(board: &Board, tile: TileId, mut f: impl FnMut(Placement)) {
    let orients = tile.distinct_orientations();
    let table = &EDGES[tile.index()];
    for (i, sq) in Square::ALL.iter().enumerate() {
        if !board.is_free(*sq) {
            continue;
        }
        let c = constraints(board, i);
        if c == [Edge::Blank; 4] {
            continue;
        }
        for &o in orients {
            if fits(&table[o.0 as usize], &c) {
                f(Placement {
                    tile,
                    square: *sq,
                    orientation: o,
                });
            }
        }
    }
}

/// Every legal placement of `tile` (see [`for_each_legal`] for the order).
pub fn legal_placements(board: &Board, tile: TileId) -> Vec<Placement> {
    let mut out = Vec::with_capacity(64);
    for_each_legal(board, tile, |p| out.push(p));
    out
}

/// Whether `tile` can be drawn anywhere (stops at the first legal spot).
pub fn has_legal_placement(board: &Board, tile: TileId) -> bool {
    let orients = tile.distinct_orientations();
    let table = &EDGES[tile.index()];
    for i in 0..49 {
        if !board.is_free(Square::ALL[i]) {
            continue;
        }
        let c = constraints(board, i);
        if c == [Edge::Blank; 4] {
            continue;
        }
        if orients.iter().any(|o| fits(&table[o.0 as usize], &c)) {
            return true;
        }
    }
    false
}

/// Whether two placements are orthogonal neighbours whose touching sides carry the same kind
/// of route (ANU `areConnectedNeighbours`; no board context).
pub fn are_connected_neighbours(a: &Placement, b: &Placement) -> bool {
    Side::ALL.iter().any(|&side| {
        a.square.neighbour(side) == Some(b.square) && {
            let ea = a.edges()[side as usize];
            ea.is_route() && ea == b.edges()[side.opposite() as usize]
        }
    })
}

/// Replays a board string's placements in order, checking each with [`check`] plus the
/// per-game special limits a board string can show (each special once, at most three).
/// Returns the board, or the 0-based index of the first bad placement and why.
pub fn check_sequence(ps: &[Placement]) -> Result<Board, (usize, Illegal)> {
    let mut board = Board::new();
    for (i, p) in ps.iter().enumerate() {
        check_special_limits(&board, p).map_err(|e| (i, e))?;
        check(&board, p).map_err(|e| (i, e))?;
        board.place(*p);
    }
    Ok(board)
}

/// The per-game special limits for drawing `p` on `board`: each special once, three at most.
pub fn check_special_limits(board: &Board, p: &Placement) -> Result<(), Illegal> {
    if !p.tile.is_special() {
        return Ok(());
    }
    if board.placements().iter().any(|q| q.tile == p.tile) {
        return Err(Illegal::SpecialReused(p.tile));
    }
    if board.specials_drawn() >= 3 {
        return Err(Illegal::TooManySpecials);
    }
    Ok(())
}
