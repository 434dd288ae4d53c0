//! 1822PNW in the window. Its table comes next (the issue "1822PNW at the table"); until then a
//! game is watched — a record in the replay viewer, a table on stream — through the stream board:
//! the map from its tiles, the market row and the charters, all from the public view.

mod map;
mod picture;
mod stream;

pub use map::{tile_map, with_tile_map};
pub use picture::paint as picture;
pub use stream::STREAM;

use super::data::PnwData;
use bevy_egui::egui::Color32;

/// A company's colour: a major's as printed, a regional's slate, a minor's near-black (their
/// tokens carry their names, so colour is never the only cue).
pub fn company_colour(data: &PnwData, id: &str) -> Color32 {
    if let Some(m) = data.game.majors.iter().find(|m| m.id == id) {
        return parse_hex(&m.colour).unwrap_or(Color32::GRAY);
    }
    if data.game.regionals.iter().any(|r| r.id == id) {
        return Color32::from_rgb(0x4a, 0x5d, 0x7e);
    }
    Color32::from_rgb(0x2b, 0x2b, 0x2b)
}

/// `#RRGGBB` as a colour.
fn parse_hex(s: &str) -> Option<Color32> {
    let h = s.strip_prefix('#')?;
    let v = u32::from_str_radix(h, 16).ok().filter(|_| h.len() == 6)?;
    Some(Color32::from_rgb((v >> 16) as u8, (v >> 8) as u8, v as u8))
}
