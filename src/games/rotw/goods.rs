//! Goods cubes and city colours.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A goods colour: the five cube colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Goods {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
    /// Blue.
    Blue,
    /// Black.
    Black,
    /// Purple.
    Purple,
}

impl Goods {
    /// Every colour, in the order per-colour counts are kept.
    pub const ALL: [Goods; 5] = [
        Goods::Red,
        Goods::Yellow,
        Goods::Blue,
        Goods::Black,
        Goods::Purple,
    ];

    /// Index into per-colour arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lower-case name (JSON keys, CLI).
    pub fn name(self) -> &'static str {
        super::schema::GOODS[self.index()]
    }

    /// The letter shown on cubes and cities in colour-blind mode.
    pub fn letter(self) -> char {
        match self {
            Goods::Red => 'R',
            Goods::Yellow => 'Y',
            Goods::Blue => 'U',
            Goods::Black => 'K',
            Goods::Purple => 'P',
        }
    }
}

impl fmt::Display for Goods {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A city's colour: grey (takes no deliveries) or a goods colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CityColour {
    /// Grey: may be urbanised.
    Grey,
    /// Takes cubes of this colour.
    Goods(Goods),
}

impl CityColour {
    /// The goods colour, if not grey.
    pub fn goods(self) -> Option<Goods> {
        match self {
            CityColour::Grey => None,
            CityColour::Goods(g) => Some(g),
        }
    }

    /// The lower-case name.
    pub fn name(self) -> &'static str {
        self.goods().map_or("grey", Goods::name)
    }
}

/// Cubes per colour.
pub type Cubes = [u8; 5];

/// Total cubes (the bag kit counts them).
pub use crate::kits::bag::total;
