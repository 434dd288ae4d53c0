//! Great Western Trail: the engine contract, whole games, and the rules one by one.

mod common;
mod game;
mod rules;
