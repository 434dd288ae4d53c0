//! Great Western Trail: the engine contract, whole games, the rules one by one, and conservation
//! under random play.

mod buildings;
mod common;
mod game;
mod props;
mod rulebook;
mod rules;
