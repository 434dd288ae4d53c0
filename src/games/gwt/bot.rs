//! Bots over a seat's view. For now one level plays uniformly among the legal actions; the greedy
//! and strong levels come with the table.

use super::GwtEngine;
use super::view::GwtView;
use crate::engine::random;
use crate::games::gwt::actions::GwtAction;
use crate::table::{BotLevel, SeatId};

/// A bot's decision.
pub fn choose(view: &GwtView, seat: SeatId, _level: BotLevel, seed: u64) -> GwtAction {
    random::choose::<GwtEngine>(view, seat, seed).unwrap_or(GwtAction::Decline)
}
