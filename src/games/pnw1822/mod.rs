//! 1822PNW: not built yet. Its folder holds its registry entry, its card art and its words; the
//! rules arrive as an [`Engine`](crate::engine::Engine) in this folder.

#[cfg(feature = "desktop")]
mod picture;

use super::GameInfo;

/// The registry entry.
pub const INFO: GameInfo = GameInfo {
    cli: "1822pnw",
    title: "1822PNW",
    seats: (3, 5),
    hidden_information: false,
    prefix: "pnw",
    translations: game_words!("pnw1822"),
    #[cfg(feature = "desktop")]
    picture: picture::paint,
    ..GameInfo::IN_DEVELOPMENT
};
