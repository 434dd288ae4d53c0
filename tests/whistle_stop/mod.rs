//! Whistle Stop: the setup, each move kind and its blocking, tile laying, every stop, every
//! upgrade, the end and each scoring line, and whole games.

mod common;
mod game;
mod moves;
mod props;
mod setup;
mod stops;
mod upgrades;
