//! Great Western Trail: the engine contract, whole games, the rules one by one, and conservation
//! under random play.

mod buildings;
mod common;
mod counts_and_cards;
mod game;
mod props;
mod railroad;
mod rulebook;
mod rules;
