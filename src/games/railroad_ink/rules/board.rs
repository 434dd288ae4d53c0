//! One player's 7×7 drawing sheet: squares, placements, the 12 printed exits and the central squares.

use super::notation;
use super::tiles::{EDGES, Edge, Orientation, Side, TileId};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Squares per side of the board.
pub const SIZE: u8 = 7;

/// A square of the board: row 0 is row A (top), column 0 is the left column.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// 0–6 for rows A–G, top to bottom.
    pub row: u8,
    /// 0–6, left to right.
    pub col: u8,
}

const fn all_squares() -> [Square; 49] {
    let mut out = [Square { row: 0, col: 0 }; 49];
    let mut i = 0;
    while i < 49 {
        out[i] = Square {
            row: (i / 7) as u8,
            col: (i % 7) as u8,
        };
        i += 1;
    }
    out
}

impl Square {
    /// All 49 squares, row-major (A0, A1, … G6).
    pub const ALL: [Square; 49] = all_squares();

    /// Builds a square; `None` off the board.
    pub fn new(row: u8, col: u8) -> Option<Square> {
        (row < SIZE && col < SIZE).then_some(Square { row, col })
    }

    /// Row-major index 0–48, for arrays indexed by square.
    pub const fn index(self) -> usize {
        self.row as usize * 7 + self.col as usize
    }

    /// The square with row-major index `i` (0–48).
    pub fn from_index(i: usize) -> Square {
        Square::ALL[i]
    }

    /// The adjacent square on `side`, or `None` at the board edge.
    pub fn neighbour(self, side: Side) -> Option<Square> {
        let (dr, dc) = side.delta();
        let r = self.row as i8 + dr;
        let c = self.col as i8 + dc;
        if (0..SIZE as i8).contains(&r) && (0..SIZE as i8).contains(&c) {
            Some(Square {
                row: r as u8,
                col: c as u8,
            })
        } else {
            None
        }
    }

    /// Whether this is one of the 9 central squares (C–E × 2–4), worth a point each when drawn on.
    pub fn is_centre(self) -> bool {
        super::data::CENTRE.contains(&(self.row, self.col))
    }

    /// The printed exit on `side` of this square, if any.
    pub fn exit(self, side: Side) -> Option<Edge> {
        match EXIT_AT[self.index()][side as usize] {
            Edge::Blank => None,
            e => Some(e),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.row) as char, self.col)
    }
}

impl FromStr for Square {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        if b.len() == 2 && (b'A'..=b'G').contains(&b[0]) && (b'0'..=b'6').contains(&b[1]) {
            Ok(Square {
                row: b[0] - b'A',
                col: b[1] - b'0',
            })
        } else {
            Err(format!("'{s}' is not a square (A0 to G6)"))
        }
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// One drawn route: which tile, where, turned how. Written as 5 characters, e.g. `A4D31`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    /// The drawing.
    pub tile: TileId,
    /// Where it is drawn.
    pub square: Square,
    /// How it is turned.
    pub orientation: Orientation,
}

impl Placement {
    /// The edges this placement puts on the four sides of its square (N, E, S, W).
    pub fn edges(&self) -> [Edge; 4] {
        self.tile.edges(self.orientation)
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.tile, self.square, self.orientation.0)
    }
}

impl FromStr for Placement {
    type Err = notation::NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        notation::parse_placement(s)
    }
}

impl Serialize for Placement {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Placement {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// A printed exit on the board edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Exit {
    /// The square the exit touches.
    pub square: Square,
    /// Which side of that square faces the exit.
    pub side: Side,
    /// Highway or railway.
    pub kind: Edge,
}

pub(crate) const fn exit(row: u8, col: u8, side: Side, kind: Edge) -> Exit {
    Exit {
        square: Square { row, col },
        side,
        kind,
    }
}

/// The 12 exits: top and bottom read highway–railway–highway, left and right railway–highway–railway.
pub use super::data::EXITS;

const fn build_exit_at() -> [[Edge; 4]; 49] {
    let mut out = [[Edge::Blank; 4]; 49];
    let mut i = 0;
    while i < 12 {
        let e = EXITS[i];
        out[e.square.index()][e.side as usize] = e.kind;
        i += 1;
    }
    out
}

/// Exit kind per square and side (`Blank` where there is none).
pub(crate) static EXIT_AT: [[Edge; 4]; 49] = build_exit_at();

const fn build_neighbours() -> [[u8; 4]; 49] {
    let mut out = [[NO_SQUARE; 4]; 49];
    let mut i = 0;
    while i < 49 {
        let (r, c) = (i / 7, i % 7);
        if r > 0 {
            out[i][0] = (i - 7) as u8;
        }
        if c < 6 {
            out[i][1] = (i + 1) as u8;
        }
        if r < 6 {
            out[i][2] = (i + 7) as u8;
        }
        if c > 0 {
            out[i][3] = (i - 1) as u8;
        }
        i += 1;
    }
    out
}

/// Marks "no neighbour" in [`NEIGHBOURS`].
pub(crate) const NO_SQUARE: u8 = 255;

/// Neighbour index per square and side (`NO_SQUARE` at the edge), for hot loops.
pub(crate) static NEIGHBOURS: [[u8; 4]; 49] = build_neighbours();

/// A player's board: what is drawn where, and in which order.
///
/// Two boards are equal only if the same placements were made in the same order.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    /// Per square: 0 when empty, else 1 + tile index × 8 + orientation.
    cells: [u8; 49],
    placements: Vec<Placement>,
}

impl Default for Board {
    fn default() -> Self {
        Board {
            cells: [0; 49],
            placements: Vec::new(),
        }
    }
}

impl Board {
    /// An empty board.
    pub fn new() -> Board {
        Board::default()
    }

    /// What is drawn on `sq`, if anything.
    pub fn get(&self, sq: Square) -> Option<(TileId, Orientation)> {
        decode(self.cells[sq.index()])
    }

    /// Whether `sq` is still blank.
    pub fn is_free(&self, sq: Square) -> bool {
        self.cells[sq.index()] == 0
    }

    /// Draws `p` without any legality check. Returns `false` (and changes nothing) if the
    /// square is already drawn on; callers wanting the rules use `legality::check` first.
    pub fn place(&mut self, p: Placement) -> bool {
        let i = p.square.index();
        if self.cells[i] != 0 {
            return false;
        }
        self.cells[i] = 1 + p.tile.index() as u8 * 8 + (p.orientation.0 & 7);
        self.placements.push(p);
        true
    }

    /// Removes the most recent placement (for search: place, evaluate, undo).
    pub fn undo(&mut self) -> Option<Placement> {
        let p = self.placements.pop()?;
        self.cells[p.square.index()] = 0;
        Some(p)
    }

    /// Every placement, in the order it was made.
    pub fn placements(&self) -> &[Placement] {
        &self.placements
    }

    /// Whether nothing is drawn yet.
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty()
    }

    /// How many squares are drawn on.
    pub fn len(&self) -> usize {
        self.placements.len()
    }

    /// The edge drawn on `side` of `sq` (`Blank` for an empty square).
    pub fn edge_at(&self, sq: Square, side: Side) -> Edge {
        self.edges_at_index(sq.index())[side as usize]
    }

    /// The four edges of the square with row-major index `i` (all `Blank` when empty).
    pub fn edges_at_index(&self, i: usize) -> [Edge; 4] {
        let c = self.cells[i];
        if c == 0 {
            [Edge::Blank; 4]
        } else {
            let t = (c - 1) as usize;
            EDGES[t / 8][t % 8]
        }
    }

    /// Raw cell codes (0 empty, else 1 + tile × 8 + orientation): a compact key for search.
    pub fn cells(&self) -> &[u8; 49] {
        &self.cells
    }

    /// How many special routes (S0–S5) are drawn.
    pub fn specials_drawn(&self) -> usize {
        self.placements
            .iter()
            .filter(|p| p.tile.is_special())
            .count()
    }
}

fn decode(c: u8) -> Option<(TileId, Orientation)> {
    if c == 0 {
        None
    } else {
        let t = (c - 1) as usize;
        Some((TileId::ALL[t / 8], Orientation((t % 8) as u8)))
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.placements.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let ps = Vec::<Placement>::deserialize(d)?;
        notation::board_from_placements(&ps).map_err(serde::de::Error::custom)
    }
}
