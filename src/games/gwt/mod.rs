//! Great Western Trail: not built yet. Its folder holds its registry entry, its card art and its words; the
//! rules arrive as an [`Engine`](crate::engine::Engine) in this folder.

#[cfg(feature = "desktop")]
mod picture;

use super::GameInfo;

/// The registry entry.
pub const INFO: GameInfo = GameInfo {
    cli: "gwt",
    title: "Great Western Trail",
    seats: (1, 4),
    hidden_information: true,
    prefix: "gwt",
    translations: game_words!("gwt"),
    #[cfg(feature = "desktop")]
    picture: picture::paint,
    ..GameInfo::IN_DEVELOPMENT
};
