//! 1822PNW's rules as pure functions over the game value.

pub mod deck;
pub mod tiles;
