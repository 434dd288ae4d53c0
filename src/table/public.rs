//! What every spectator may see of the table, as one value: the only input of anything shown to
//! more than one person (the stream window, the overlay folder, the replay viewer's panels).
//!
//! A [`PublicView`] can only be made here, from the parts a game declares public (its public view,
//! its log, its status, its public scores, who is to act and who won) and the setup's seats. Its
//! fields are private (read through getters), so nobody can assemble or alter one out of a seat's
//! view or the whole state: whatever takes a `&PublicView` cannot leak a hand or a deck.

use super::driver::{self, ActiveTable, LogLine, SeatScore, Status};
use super::setup::{SeatColour, SeatId, SeatKind};
use crate::games::GameId;
use bevy::prelude::*;
use serde::Serialize;
use std::any::Any;
use std::fmt::Debug;
use std::sync::Arc;

/// A game's typed public view ([`Engine::PublicView`](crate::engine::Engine::PublicView)) behind
/// the table's game-blind walls: a game's own stream board reads it back as its type
/// ([`GameView::typed`]); the CLI and the overlay folder take it as JSON ([`GameView::json`]).
/// Cloning shares it.
#[derive(Clone, Debug)]
pub struct GameView(Arc<dyn Shown>);

/// What the table needs of a typed view it cannot name.
trait Shown: Any + Debug + Send + Sync {
    fn json(&self) -> serde_json::Value;
    fn any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Shown) -> bool;
}

impl<T: Serialize + PartialEq + Debug + Send + Sync + 'static> Shown for T {
    fn json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }
    fn any(&self) -> &dyn Any {
        self
    }
    fn same(&self, other: &dyn Shown) -> bool {
        other.any().downcast_ref::<T>() == Some(self)
    }
}

impl GameView {
    /// A game's public view.
    pub fn new<T: Serialize + PartialEq + Debug + Send + Sync + 'static>(view: T) -> GameView {
        GameView(Arc::new(view))
    }

    /// The view as its game's type; `None` when it is another game's.
    pub fn typed<T: 'static>(&self) -> Option<&T> {
        self.0.any().downcast_ref()
    }

    /// The view as JSON: for the edges only (the CLI, the overlay folder).
    pub fn json(&self) -> serde_json::Value {
        self.0.json()
    }
}

/// No game: nothing to show.
impl Default for GameView {
    fn default() -> GameView {
        GameView::new(())
    }
}

impl PartialEq for GameView {
    fn eq(&self, other: &GameView) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.same(&*other.0)
    }
}

/// As its JSON (the overlay folder writes it so).
impl Serialize for GameView {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.json().serialize(serializer)
    }
}

/// A game's seat view ([`Engine::SeatView`](crate::engine::Engine::SeatView)) behind the shell's
/// game-blind walls: the game's screen reads it back as its type. Cloning shares it.
#[derive(Clone)]
pub struct SeatShown(Arc<dyn Any + Send + Sync>);

impl SeatShown {
    /// A game's seat view.
    pub fn new<T: Any + Send + Sync>(view: T) -> SeatShown {
        SeatShown(Arc::new(view))
    }

    /// The view as its game's type; `None` when it is another game's.
    pub fn typed<T: 'static>(&self) -> Option<&T> {
        self.0.downcast_ref()
    }
}

impl std::fmt::Debug for SeatShown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatShown")
    }
}

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

/// Everything a spectator may see of the game on the table, at one point of its record. Its fields
/// are private: only [`PublicView::of`] fills them, so nothing else can pass for one.
#[derive(Debug, Clone, PartialEq)]
pub struct PublicView {
    game: GameId,
    seats: Vec<PublicSeat>,
    actions: usize,
    status: Option<Status>,
    to_act: Option<SeatId>,
    winners: Vec<SeatId>,
    scores: Vec<SeatScore>,
    log: Vec<LogLine>,
    view: GameView,
}

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
            log: rules.log(world).to_vec(),
            view: rules.public_view(world),
        })
    }

    /// Which game.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The seats, in seat order.
    pub fn seats(&self) -> &[PublicSeat] {
        &self.seats
    }

    /// How many actions the record holds.
    pub fn actions(&self) -> usize {
        self.actions
    }

    /// Where the game stands.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// The seat whose decision the game waits for; `None` once over.
    pub fn to_act(&self) -> Option<SeatId> {
        self.to_act
    }

    /// The winners, once the game is over.
    pub fn winners(&self) -> &[SeatId] {
        &self.winners
    }

    /// The scores spectators may see.
    pub fn scores(&self) -> &[SeatScore] {
        &self.scores
    }

    /// The record in words, one line per action, oldest first.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// The game's public view (`ferrovia state`).
    pub fn view(&self) -> &GameView {
        &self.view
    }
}
