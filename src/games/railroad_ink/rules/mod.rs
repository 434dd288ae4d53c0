//! The rules of Railroad Ink (base game): tiles, board, legality, dice, rounds, scoring, notation.

pub mod board;
mod data;
pub mod dice;
pub mod legality;
pub mod log;
pub mod messages;
pub mod notation;
pub mod scoring;
pub mod sheet;
pub mod tiles;
