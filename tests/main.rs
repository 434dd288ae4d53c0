//! Ferrovia's integration tests: one binary, so bevy links once.

mod cli;
mod common;
mod engine;
mod gwt;
mod hidden;
mod ink;
mod ink_game;
mod pnw1822;
mod rotw;
mod table;
mod table_props;
mod whistle_stop;
