//! Ferrovia: a digital table for railway board games, on Bevy.
//!
//! The rules run headless ([`RulesPlugins`]): tests, bots, replays and the CLI use them without a
//! window. With the `desktop` feature, [`desktop`] adds the window, views and panels on top.
#![warn(missing_docs)]

pub mod board;
pub mod cli;
pub mod engine;
pub mod games;
pub mod kits;
pub mod table;

#[cfg(feature = "desktop")]
pub mod desktop;
#[cfg(feature = "desktop")]
pub mod ui;

use bevy::prelude::*;

/// Every headless plugin: the table and the games' rules. Needs `StatesPlugin` (or `DefaultPlugins`).
pub struct RulesPlugins;

impl Plugin for RulesPlugins {
    fn build(&self, app: &mut App) {
        app.add_plugins((table::plugin, games::plugin));
    }
}
