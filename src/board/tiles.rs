//! 18xx track tiles: revenue centres (cities with token slots, towns, junctions) joined by paths to
//! hex sides, turned by rotation, and laid on hexes named by letter rows and doubled columns. Sides
//! are numbered as 18xx maps number them on pointy-top boards: 0 = lower-left (SW) clockwise to
//! 5 = lower-right (SE).

use super::coords::{Grid, Orientation};
use hexx::{DoubledHexMode, Hex};
use std::collections::BTreeSet;

/// A revenue centre or junction on a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeKind {
    /// A city: `slots` station tokens fit.
    City {
        /// Token slots.
        slots: u8,
    },
    /// A town.
    Town,
    /// Paths meet without a stop.
    Junction,
}

/// One end of a path: a side of the hex or one of the tile's nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PathEnd {
    /// A hex side, 0–5.
    Side(u8),
    /// The n-th node of the tile.
    Node(u8),
}

impl PathEnd {
    /// The end on a tile turned by `rotation` sixths clockwise.
    pub fn rotated(self, rotation: u8) -> PathEnd {
        match self {
            PathEnd::Side(s) => PathEnd::Side((s + rotation) % 6),
            node => node,
        }
    }
}

/// A path of track on a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TilePath {
    /// One end.
    pub a: PathEnd,
    /// The other end.
    pub b: PathEnd,
    /// 1: a route must end at its node (off-board, long spike); 2: a short spike, never travelled.
    pub terminal: u8,
    /// Drawn only (a ferry line): never part of the network.
    pub thin: bool,
}

impl TilePath {
    /// The path on a tile turned by `rotation`.
    pub fn rotated(self, rotation: u8) -> TilePath {
        TilePath {
            a: self.a.rotated(rotation),
            b: self.b.rotated(rotation),
            ..self
        }
    }

    /// The sides it reaches.
    pub fn sides(&self) -> impl Iterator<Item = u8> + '_ {
        [self.a, self.b].into_iter().filter_map(|e| match e {
            PathEnd::Side(s) => Some(s),
            PathEnd::Node(_) => None,
        })
    }

    /// Whether a train may run along it.
    pub fn travelled(&self) -> bool {
        !self.thin && self.terminal != 2
    }

    /// Where it leads from `at`, if it touches `at` at all.
    pub fn other_end(&self, at: PathEnd) -> Option<PathEnd> {
        if self.a == at {
            Some(self.b)
        } else if self.b == at {
            Some(self.a)
        } else {
            None
        }
    }
}

/// What a track joins: pairs of sides, and (city?, side) stops.
pub type Joins = (BTreeSet<(u8, u8)>, BTreeSet<(bool, u8)>);

/// A tile's track: nodes and paths, as printed at rotation 0.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Track {
    /// Cities, towns and junctions, in node order.
    pub nodes: Vec<NodeKind>,
    /// The paths.
    pub paths: Vec<TilePath>,
}

impl Track {
    /// The paths at a rotation.
    pub fn rotated(&self, rotation: u8) -> Vec<TilePath> {
        self.paths.iter().map(|p| p.rotated(rotation)).collect()
    }

    /// The sides track reaches at a rotation (sorted, each once).
    pub fn exits(&self, rotation: u8) -> Vec<u8> {
        let mut out: Vec<u8> = self
            .paths
            .iter()
            .flat_map(|p| p.rotated(rotation).sides().collect::<Vec<_>>())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// How many cities and towns.
    pub fn count(&self, city: bool) -> usize {
        self.nodes
            .iter()
            .filter(|n| {
                matches!(n, NodeKind::City { .. }) == city && !matches!(n, NodeKind::Junction)
            })
            .count()
    }

    /// What the track joins at a rotation: pairs of sides joined (directly or through a junction)
    /// and the sides reaching a city or a town (`true` for a city).
    pub fn joins(&self, rotation: u8) -> Joins {
        let paths = self.rotated(rotation);
        let mut pairs = BTreeSet::new();
        let mut stops = BTreeSet::new();
        let pair = |a: u8, b: u8| (a.min(b), a.max(b));
        for p in &paths {
            if let (PathEnd::Side(a), PathEnd::Side(b)) = (p.a, p.b) {
                pairs.insert(pair(a, b));
            }
        }
        for (n, kind) in self.nodes.iter().enumerate() {
            let sides: Vec<u8> = paths
                .iter()
                .filter(|p| p.a == PathEnd::Node(n as u8) || p.b == PathEnd::Node(n as u8))
                .flat_map(|p| p.sides().collect::<Vec<_>>())
                .collect();
            match kind {
                NodeKind::Junction => {
                    for (i, &a) in sides.iter().enumerate() {
                        for &b in &sides[i + 1..] {
                            pairs.insert(pair(a, b));
                        }
                    }
                }
                NodeKind::City { .. } => stops.extend(sides.iter().map(|&s| (true, s))),
                NodeKind::Town => stops.extend(sides.iter().map(|&s| (false, s))),
            }
        }
        (pairs, stops)
    }

    /// Whether everything `old` (at `old_rotation`) joins is still joined on this track at
    /// `rotation`: the rule of every 18xx upgrade. Stops match by kind (a city side stays a
    /// city side).
    pub fn keeps(&self, rotation: u8, old: &Track, old_rotation: u8) -> bool {
        let (new_pairs, new_stops) = self.joins(rotation);
        let (old_pairs, old_stops) = old.joins(old_rotation);
        old_pairs.is_subset(&new_pairs) && old_stops.is_subset(&new_stops)
    }
}

/// The hex across side `side` of `hex` on a pointy-top 18xx grid (doubled columns).
pub fn side_neighbour(grid: Grid, hex: Hex, side: u8) -> Hex {
    debug_assert_eq!(grid.orientation, Orientation::Pointy);
    let [c, r] = hex.to_doubled_coordinates(DoubledHexMode::DoubledWidth);
    let (dc, dr) = match side % 6 {
        0 => (-1, 1),
        1 => (-2, 0),
        2 => (-1, -1),
        3 => (1, -1),
        4 => (2, 0),
        _ => (1, 1),
    };
    Hex::from_doubled_coordinates([c + dc, r + dr], DoubledHexMode::DoubledWidth)
}

/// The side of the neighbour that faces back across `side`.
pub fn facing(side: u8) -> u8 {
    (side + 3) % 6
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn grid() -> Grid {
        Grid::default()
    }

    #[test]
    fn sides_are_numbered_clockwise_from_the_lower_left() {
        let g = grid();
        let h11 = g.parse_letter_name("H11").unwrap();
        let names: Vec<String> = (0..6)
            .map(|s| g.letter_name(side_neighbour(g, h11, s)))
            .collect();
        assert_eq!(names, ["I10", "H9", "G10", "G12", "H13", "I12"]);
        for s in 0..6 {
            assert_eq!(side_neighbour(g, side_neighbour(g, h11, s), facing(s)), h11);
        }
    }

    /// A city of `slots` slots joined to each of `sides` (other modules' tests draw it too).
    pub(crate) fn city_track(sides: &[u8], slots: u8) -> Track {
        Track {
            nodes: vec![NodeKind::City { slots }],
            paths: sides
                .iter()
                .map(|&s| TilePath {
                    a: PathEnd::Side(s),
                    b: PathEnd::Node(0),
                    terminal: 0,
                    thin: false,
                })
                .collect(),
        }
    }

    #[test]
    fn an_upgrade_keeps_every_old_path_at_some_rotation_only() {
        let yellow = city_track(&[0, 3], 1);
        let green = city_track(&[0, 1, 3, 4], 1);
        assert!(green.keeps(0, &yellow, 0));
        assert!(
            green.keeps(3, &yellow, 0),
            "turned half-way it still covers 0 and 3"
        );
        assert!(!green.keeps(1, &yellow, 0));
        assert_eq!(
            green.exits(2),
            vec![2, 3, 5, 0].into_iter().fold(Vec::new(), |mut v, s| {
                v.push(s);
                v.sort();
                v
            })
        );
    }
}
