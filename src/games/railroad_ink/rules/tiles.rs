//! The 15 route drawings (dice faces and special routes), their edges in each of the 8 orientations and how their ends join.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A route drawing, named as in the ANU notation: `A` basic die faces, `B` special die faces, `S` special routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TileId {
    /// Railway curve.
    A0,
    /// Railway straight.
    A1,
    /// Railway T-junction.
    A2,
    /// Highway T-junction.
    A3,
    /// Highway straight.
    A4,
    /// Highway curve.
    A5,
    /// Straight station (highway opposite railway).
    B0,
    /// Curved station (highway next to railway; the only chiral drawing).
    B1,
    /// Overpass: highway and railway cross without joining.
    B2,
    /// Special: three highways and one railway, joined by a station.
    S0,
    /// Special: one highway and three railways, joined by a station.
    S1,
    /// Special: highway crossroads.
    S2,
    /// Special: railway crossroads.
    S3,
    /// Special: two adjacent highways and two railways, joined by a station.
    S4,
    /// Special: highways opposite, railways opposite, all joined (unlike the overpass).
    S5,
}

impl TileId {
    /// Every tile, in notation order (A0…A5, B0…B2, S0…S5).
    pub const ALL: [TileId; 15] = [
        TileId::A0,
        TileId::A1,
        TileId::A2,
        TileId::A3,
        TileId::A4,
        TileId::A5,
        TileId::B0,
        TileId::B1,
        TileId::B2,
        TileId::S0,
        TileId::S1,
        TileId::S2,
        TileId::S3,
        TileId::S4,
        TileId::S5,
    ];

    /// The six faces of a basic route die, by face number.
    pub const BASIC: [TileId; 6] = [
        TileId::A0,
        TileId::A1,
        TileId::A2,
        TileId::A3,
        TileId::A4,
        TileId::A5,
    ];

    /// The three shapes of the special route die, by face number.
    pub const SPECIAL_DIE: [TileId; 3] = [TileId::B0, TileId::B1, TileId::B2];

    /// The six special routes printed on the sheet, by number.
    pub const SPECIALS: [TileId; 6] = [
        TileId::S0,
        TileId::S1,
        TileId::S2,
        TileId::S3,
        TileId::S4,
        TileId::S5,
    ];

    /// Position in [`TileId::ALL`], for table lookups.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether this is one of the six special routes (limited per round and per game).
    pub fn is_special(self) -> bool {
        self.special_index().is_some()
    }

    /// 0–5 for S0–S5, so callers can keep per-special bookkeeping in arrays.
    pub fn special_index(self) -> Option<usize> {
        let i = self.index();
        (i >= 9).then(|| i - 9)
    }

    /// The notation letter: `A`, `B` or `S`.
    pub fn letter(self) -> char {
        match self.index() {
            0..=5 => 'A',
            6..=8 => 'B',
            _ => 'S',
        }
    }

    /// The face digit within its letter (0–5, 0–2 or 0–5).
    pub fn face(self) -> u8 {
        let i = self.index() as u8;
        match i {
            0..=5 => i,
            6..=8 => i - 6,
            _ => i - 9,
        }
    }

    /// Builds a tile from its notation letter and face digit; `None` when out of range.
    pub fn from_letter_face(letter: char, face: u8) -> Option<TileId> {
        match letter {
            'A' => TileId::BASIC.get(face as usize).copied(),
            'B' => TileId::SPECIAL_DIE.get(face as usize).copied(),
            'S' => TileId::SPECIALS.get(face as usize).copied(),
            _ => None,
        }
    }

    /// A stable snake_case key for translations and save files.
    pub fn name_key(self) -> &'static str {
        match self {
            TileId::A0 => "rail_curve",
            TileId::A1 => "rail_straight",
            TileId::A2 => "rail_junction",
            TileId::A3 => "road_junction",
            TileId::A4 => "road_straight",
            TileId::A5 => "road_curve",
            TileId::B0 => "station_straight",
            TileId::B1 => "station_curve",
            TileId::B2 => "overpass",
            TileId::S0 => "special_three_roads",
            TileId::S1 => "special_three_rails",
            TileId::S2 => "special_road_cross",
            TileId::S3 => "special_rail_cross",
            TileId::S4 => "special_station_adjacent",
            TileId::S5 => "special_station_opposite",
        }
    }

    /// An English name for messages ("rail curve"); the UI translates [`TileId::name_key`] instead.
    pub fn english_name(self) -> &'static str {
        match self {
            TileId::A0 => "rail curve",
            TileId::A1 => "straight rail",
            TileId::A2 => "rail junction",
            TileId::A3 => "highway junction",
            TileId::A4 => "straight highway",
            TileId::A5 => "highway curve",
            TileId::B0 => "straight station",
            TileId::B1 => "curved station",
            TileId::B2 => "overpass",
            TileId::S0 => "special S0 (three highways, one railway)",
            TileId::S1 => "special S1 (one highway, three railways)",
            TileId::S2 => "special S2 (highway crossroads)",
            TileId::S3 => "special S3 (railway crossroads)",
            TileId::S4 => "special S4 (adjacent station)",
            TileId::S5 => "special S5 (opposite station)",
        }
    }

    /// The edges of this tile in orientation `o`, in N, E, S, W order.
    pub fn edges(self, o: Orientation) -> [Edge; 4] {
        EDGES[self.index()][(o.0 & 7) as usize]
    }

    /// The orientations giving distinct drawings (edge layout and joins), smallest number first.
    pub fn distinct_orientations(self) -> &'static [Orientation] {
        let (list, n) = &DISTINCT[self.index()];
        &list[..*n]
    }

    /// Whether this drawing keeps its highway and railway apart (the overpass), per the sheet's data.
    pub fn keeps_routes_apart(self) -> bool {
        SEPARATE.contains(&self.index())
    }

    /// Whether ends on sides `a` and `b` of this tile in orientation `o` are joined inside the square.
    ///
    /// Every route end of a square joins every other, except on drawings the data marks as
    /// separate (the overpass, B2), where only ends of the same kind join. Blank sides join nothing.
    pub fn joined(self, o: Orientation, a: Side, b: Side) -> bool {
        let e = self.edges(o);
        let (ea, eb) = (e[a as usize], e[b as usize]);
        if ea == Edge::Blank || eb == Edge::Blank {
            return false;
        }
        !self.keeps_routes_apart() || ea == eb
    }

    /// Which internal piece each side belongs to (0 or 1; `None` for blank sides).
    ///
    /// Only the overpass has two pieces: its highway is piece 0 and its railway piece 1.
    pub fn pieces(self, o: Orientation) -> [Option<u8>; 4] {
        let e = self.edges(o);
        let mut out = [None; 4];
        for (i, edge) in e.iter().enumerate() {
            out[i] = match edge {
                Edge::Blank => None,
                Edge::Rail if self.keeps_routes_apart() => Some(1),
                _ => Some(0),
            };
        }
        out
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter(), self.face())
    }
}

impl FromStr for TileId {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        let (Some(letter), Some(digit), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(format!(
                "'{s}' is not a tile (expected two characters like A0)"
            ));
        };
        let face = digit
            .to_digit(10)
            .ok_or_else(|| format!("'{s}': '{digit}' is not a face number"))?;
        TileId::from_letter_face(letter, face as u8)
            .ok_or_else(|| format!("'{s}' is not a tile (A0–A5, B0–B2 or S0–S5)"))
    }
}

impl Serialize for TileId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TileId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// What a side of a drawing carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Edge {
    /// Nothing: the route does not leave the square here.
    Blank,
    /// A highway end.
    Road,
    /// A railway end.
    Rail,
}

impl Edge {
    /// Whether a route (highway or railway) leaves the square here.
    pub fn is_route(self) -> bool {
        self != Edge::Blank
    }

    /// English word for messages ("highway", "railway").
    pub fn english_name(self) -> &'static str {
        match self {
            Edge::Blank => "blank side",
            Edge::Road => "highway",
            Edge::Rail => "railway",
        }
    }
}

/// A side of a square; N is towards row A.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// Towards row A (up).
    N,
    /// Towards column 6 (right).
    E,
    /// Towards row G (down).
    S,
    /// Towards column 0 (left).
    W,
}

impl Side {
    /// The four sides in edge-array order.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side of the neighbour that touches this side.
    pub fn opposite(self) -> Side {
        Side::ALL[(self as usize + 2) % 4]
    }

    /// The (row, column) step to the neighbour on this side.
    pub fn delta(self) -> (i8, i8) {
        match self {
            Side::N => (-1, 0),
            Side::E => (0, 1),
            Side::S => (1, 0),
            Side::W => (0, -1),
        }
    }

    /// English word for messages ("north").
    pub fn english_name(self) -> &'static str {
        match self {
            Side::N => "north",
            Side::E => "east",
            Side::S => "south",
            Side::W => "west",
        }
    }
}

/// How a drawing is turned: 0–3 rotate 0/90/180/270° clockwise; 4–7 mirror left–right first, then rotate.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Orientation(pub u8);

impl Orientation {
    /// All eight orientations.
    pub const ALL: [Orientation; 8] = [
        Orientation(0),
        Orientation(1),
        Orientation(2),
        Orientation(3),
        Orientation(4),
        Orientation(5),
        Orientation(6),
        Orientation(7),
    ];
}

use super::data::{BASE, SEPARATE};

const B: Edge = Edge::Blank;

const fn orient(base: [Edge; 4], o: u8) -> [Edge; 4] {
    let mut e = base;
    if o >= 4 {
        // Mirror left–right: E and W swap.
        e = [e[0], e[3], e[2], e[1]];
    }
    let mut k = 0;
    while k < o % 4 {
        // One clockwise quarter turn: new N = old W, new E = old N, ...
        e = [e[3], e[0], e[1], e[2]];
        k += 1;
    }
    e
}

const fn build_edges() -> [[[Edge; 4]; 8]; 15] {
    let mut out = [[[B; 4]; 8]; 15];
    let mut t = 0;
    while t < 15 {
        let mut o = 0;
        while o < 8 {
            out[t][o] = orient(BASE[t], o as u8);
            o += 1;
        }
        t += 1;
    }
    out
}

const fn same_edges(a: [Edge; 4], b: [Edge; 4]) -> bool {
    let mut i = 0;
    while i < 4 {
        if a[i] as u8 != b[i] as u8 {
            return false;
        }
        i += 1;
    }
    true
}

const fn build_distinct() -> [([Orientation; 8], usize); 15] {
    let mut out = [([Orientation(0); 8], 0usize); 15];
    let mut t = 0;
    while t < 15 {
        let mut n = 0;
        let mut o = 0;
        while o < 8 {
            let mut dup = false;
            let mut j = 0;
            while j < n {
                if same_edges(EDGE_TABLE[t][out[t].0[j].0 as usize], EDGE_TABLE[t][o]) {
                    dup = true;
                }
                j += 1;
            }
            if !dup {
                out[t].0[n] = Orientation(o as u8);
                n += 1;
            }
            o += 1;
        }
        out[t].1 = n;
        t += 1;
    }
    out
}

/// Edges of every tile in every orientation, computed at compile time.
pub static EDGES: [[[Edge; 4]; 8]; 15] = EDGE_TABLE;

const EDGE_TABLE: [[[Edge; 4]; 8]; 15] = build_edges();

/// Distinct orientations per tile. Joins follow from tile and edges, so deduplicating by edges
/// also deduplicates by internal connectivity.
static DISTINCT: [([Orientation; 8], usize); 15] = build_distinct();
