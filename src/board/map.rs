//! A hex map: the terrain of every hex, the features along hex sides, and where the named sites
//! (cities, towns) stand. Games build one from their RON data and check it before play.

use super::coords::{Grid, hex_key};
use hexx::{EdgeDirection, Hex};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// What a hex is, as far as laying track goes. Games price the buildable kinds themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    /// Open country.
    Open,
    /// A river or coast runs through the hex.
    Water,
    /// Hills (RotW's "mountain" with a dot).
    Hills,
    /// High mountains (18xx maps).
    Mountain,
    /// A lake, the sea or a partial hex cut by the board edge: no track.
    Unbuildable,
    /// A city or town stands here; track ends at it, never crosses it.
    Site,
}

impl Terrain {
    /// Whether a track tile may be laid here.
    pub fn buildable(self) -> bool {
        !matches!(self, Terrain::Unbuildable | Terrain::Site)
    }
}

/// Something printed along a hex side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SideFeature {
    /// A mountain ridge: crossing it costs extra.
    Ridge,
    /// A river along the side (18xx): crossing it costs extra.
    River,
}

/// A hex side, named by the two hexes it separates (stored in a canonical order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Edge(Hex, Hex);

impl Edge {
    /// The side between two neighbouring hexes (either order).
    pub fn between(a: Hex, b: Hex) -> Edge {
        if hex_key(a) <= hex_key(b) {
            Edge(a, b)
        } else {
            Edge(b, a)
        }
    }

    /// The side of `hex` facing `dir`.
    pub fn of(hex: Hex, dir: EdgeDirection) -> Edge {
        Edge::between(hex, hex.neighbor(dir))
    }

    /// The two hexes.
    pub fn hexes(self) -> (Hex, Hex) {
        (self.0, self.1)
    }
}

/// A board: terrain per hex, side features, and the sites standing on hexes.
#[derive(Debug, Clone, Default)]
pub struct HexMap {
    /// How the board prints its coordinates.
    pub grid: Grid,
    terrain: HashMap<Hex, Terrain>,
    sides: HashMap<Edge, SideFeature>,
    sites: HashMap<Hex, usize>,
}

impl HexMap {
    /// An empty map on a grid.
    pub fn new(grid: Grid) -> Self {
        HexMap {
            grid,
            ..Default::default()
        }
    }

    /// Sets a hex's terrain.
    pub fn set_terrain(&mut self, hex: Hex, terrain: Terrain) {
        self.terrain.insert(hex, terrain);
    }

    /// Marks a hex as site number `index` (the game's city id).
    pub fn set_site(&mut self, hex: Hex, index: usize) {
        self.terrain.insert(hex, Terrain::Site);
        self.sites.insert(hex, index);
    }

    /// Puts a feature on the side between two hexes; they must be neighbours on the map.
    pub fn set_side(&mut self, a: Hex, b: Hex, feature: SideFeature) -> Result<(), String> {
        if a.unsigned_distance_to(b) != 1 {
            return Err(format!(
                "{} and {} are not neighbours",
                self.name(a),
                self.name(b)
            ));
        }
        if !self.contains(a) || !self.contains(b) {
            return Err(format!(
                "the side between {} and {} is off the map",
                self.name(a),
                self.name(b)
            ));
        }
        self.sides.insert(Edge::between(a, b), feature);
        Ok(())
    }

    /// Whether the hex is on the map at all.
    pub fn contains(&self, hex: Hex) -> bool {
        self.terrain.contains_key(&hex)
    }

    /// The hex's terrain (`None` off the map).
    pub fn terrain(&self, hex: Hex) -> Option<Terrain> {
        self.terrain.get(&hex).copied()
    }

    /// The feature on the side between two hexes.
    pub fn side(&self, a: Hex, b: Hex) -> Option<SideFeature> {
        self.sides.get(&Edge::between(a, b)).copied()
    }

    /// The site (city id) standing on a hex.
    pub fn site(&self, hex: Hex) -> Option<usize> {
        self.sites.get(&hex).copied()
    }

    /// Every hex on the map, in row-then-column order.
    pub fn hexes(&self) -> Vec<(Hex, Terrain)> {
        let mut all: Vec<_> = self.terrain.iter().map(|(h, t)| (*h, *t)).collect();
        all.sort_by_key(|(h, _)| hex_key(*h));
        all
    }

    /// Every side feature, in a stable order.
    pub fn side_features(&self) -> Vec<(Edge, SideFeature)> {
        let mut all: Vec<_> = self.sides.iter().map(|(e, f)| (*e, *f)).collect();
        all.sort_by_key(|(e, _)| (hex_key(e.0), hex_key(e.1)));
        all
    }

    /// The hex's printed name: `(column, row)`.
    pub fn name(&self, hex: Hex) -> String {
        let (c, r) = self.grid.offset(hex);
        format!("({c},{r})")
    }
}
