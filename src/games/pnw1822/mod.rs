//! 1822PNW: being built. Its folder holds its registry entry, its card art, its words, its data
//! (map, tiles, companies, scenarios), the reader of 18xx.games' recorded games (which
//! `ferrovia replay` replays and checks, see [`foreign`]) and the first rules (the deck as the
//! site deals it); the rest arrives as an [`Engine`](crate::engine::Engine) in this folder.

pub mod actions;
pub mod data;
pub mod foreign;
pub mod import;
#[cfg(feature = "desktop")]
mod picture;
pub mod replay;
pub mod rules;
pub mod schema;
pub mod state;

use super::GameInfo;

/// The registry entry.
pub const INFO: GameInfo = GameInfo {
    cli: "1822pnw",
    title: "1822PNW",
    seats: (3, 5),
    hidden_information: false,
    prefix: "pnw",
    translations: game_words!("pnw1822"),
    foreign: Some(foreign::RECORDS),
    #[cfg(feature = "desktop")]
    picture: picture::paint,
    ..GameInfo::IN_DEVELOPMENT
};
