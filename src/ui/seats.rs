//! The table's seats as every game's screen shows them (name, colour, bot or not).

use crate::table::driver::ActiveTable;
use crate::table::{SeatColour, SeatKind};

/// A seat as the screen shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatView {
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: SeatColour,
    /// Whether a bot plays it.
    pub bot: bool,
}

/// The `count` seats of the game on screen, in seat order: the table's, or plain "Player n" when
/// there is no table or it seats a different number (the screen never indexes past its seats).
pub fn seat_views(table: Option<&ActiveTable>, count: usize) -> Vec<SeatView> {
    let seats: Vec<SeatView> = table
        .map(|t| {
            t.setup()
                .seats
                .iter()
                .map(|s| SeatView {
                    name: s.name.clone(),
                    colour: s.colour,
                    bot: matches!(s.kind, SeatKind::Bot(_)),
                })
                .collect()
        })
        .unwrap_or_default();
    if seats.len() == count {
        return seats;
    }
    (0..count)
        .map(|i| SeatView {
            name: format!("Player {}", i + 1),
            colour: SeatColour(i as u8),
            bot: false,
        })
        .collect()
}
