//! What every spectator may see of the table, as one value: the only input of anything shown to
//! more than one person (the stream window, the overlay folder, the replay viewer's panels).
//!
//! A [`PublicView`] can only be made here, from the parts a game declares public (its public view,
//! its log, its status, its public scores, who is to act and who won) and the setup's seats. Its
//! private field keeps anyone else from assembling one out of a seat's view or the whole state, so
//! whatever takes a `&PublicView` cannot leak a hand or a deck by construction.

use super::driver::{self, ActiveTable, LogLine, SeatScore, Status};
use super::setup::{SeatColour, SeatId, SeatKind};
use crate::games::GameId;
use bevy::prelude::*;

/// A seat as spectators know it: the setup's name, colour and kind.
#[derive(Debug, Clone, PartialEq)]
pub struct PublicSeat {
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: SeatColour,
    /// Human or bot.
    pub kind: SeatKind,
}

/// Everything a spectator may see of the game on the table, at one point of its record.
#[derive(Debug, Clone, PartialEq)]
pub struct PublicView {
    /// Which game.
    pub game: GameId,
    /// The seats, in seat order.
    pub seats: Vec<PublicSeat>,
    /// How many actions the record holds.
    pub actions: usize,
    /// Where the game stands.
    pub status: Option<Status>,
    /// The seat whose decision the game waits for.
    pub to_act: Option<SeatId>,
    /// The winners, once the game is over.
    pub winners: Vec<SeatId>,
    /// The scores spectators may see.
    pub scores: Vec<SeatScore>,
    /// The record in words, oldest first.
    pub log: Vec<LogLine>,
    /// The game's public view (`ferrovia state`).
    pub view: serde_json::Value,
    /// Only [`PublicView::of`] makes one.
    _sealed: Sealed,
}

#[derive(Debug, Clone, PartialEq)]
struct Sealed;

impl PublicView {
    /// What a spectator sees of the game on the table now; `None` with no game.
    pub fn of(world: &World) -> Option<PublicView> {
        let rules = driver::active_rules(world)?;
        let table = world.get_resource::<ActiveTable>()?;
        let setup = table.setup();
        Some(PublicView {
            game: setup.game,
            seats: setup
                .seats
                .iter()
                .map(|s| PublicSeat {
                    name: s.name.clone(),
                    colour: s.colour,
                    kind: s.kind,
                })
                .collect(),
            actions: table.record.actions.len(),
            status: rules.status(world),
            to_act: rules.to_act(world),
            winners: rules.winners(world),
            scores: rules.public_scores(world),
            log: rules.log(world, &table.record.actions),
            view: rules.public_view(world),
            _sealed: Sealed,
        })
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.to_act.is_none()
    }
}
