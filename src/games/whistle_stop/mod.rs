//! Whistle Stop: not built yet. Its folder holds its registry entry, its card art and its words; the
//! rules arrive as an [`Engine`](crate::engine::Engine) in this folder.

#[cfg(feature = "desktop")]
mod picture;

use super::GameInfo;

/// The registry entry.
pub const INFO: GameInfo = GameInfo {
    cli: "whistle-stop",
    title: "Whistle Stop",
    seats: (2, 5),
    hidden_information: true,
    prefix: "ws",
    translations: game_words!("whistle_stop"),
    #[cfg(feature = "desktop")]
    picture: picture::paint,
    ..GameInfo::IN_DEVELOPMENT
};
