//! The engine contract: every game is one plain state value and pure functions over it. The table
//! never knows a game's rules; it talks to [`Engine`]s through one generic [`adapter`].
//!
//! What a game gets from implementing [`Engine`]:
//! - its phases' ordered steps, declared once ([`steps`]), become its Bevy per-phase schedules *and*
//!   the headless fold that replay, bots and tests use;
//! - replay, load and undo fold the record over the plain state from the nearest checkpoint
//!   ([`timeline`]) and mirror the pieces into entities once ([`mirror`]);
//! - bots see a seat view and choose from [`Engine::legal`], the listing the window's highlights use
//!   and the contract tests hold to [`Engine::check`]; a random-legal bot ([`random`]) comes for free.

pub mod adapter;
pub mod mirror;
pub mod random;
pub mod steps;
pub mod timeline;

pub use adapter::EngineRules;
pub use steps::{Applied, Ctx, PhaseSteps, Step};

use crate::games::{GameAction, GameId};
use crate::table::driver::{SeatScore, Status, Words};
use crate::table::{BotLevel, GameSetup, SeatId};
use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::fmt::{Debug, Display};

/// One game's rules over one plain state value. Implementations are unit types; nothing here reads
/// the `World` except the piece mirror and the announcements, which only the window needs.
pub trait Engine: Sized + Send + Sync + 'static {
    /// The whole game (public and hidden parts) as one value; a resource while on the table.
    type State: Resource + Component<Mutability = Mutable> + Clone + PartialEq + Debug + Serialize;
    /// What a seat may do.
    type Action: Clone + PartialEq + Debug + Send + Sync + 'static;
    /// Why an action is refused, typed: `Display` gives the CLI's English, [`Engine::words`] the
    /// window's translatable words.
    type Refusal: Display + Debug + Send + Sync + 'static;
    /// Something that happened while a decision was applied, for later steps and the views.
    type Event: Clone + Debug + Send + Sync + 'static;
    /// The phases as a Bevy sub-state of [`TableState::Playing`](crate::table::TableState) with
    /// this game, mirrored from the plain state for the views.
    type Phase: SubStates + FreelyMutableState + Copy + Default;
    /// What one seat may know: what its bot decides from.
    type SeatView: Send + Sync + 'static;
    /// What every spectator may see, typed: the stream's boards read it as it is; it becomes JSON
    /// only at the edges (`ferrovia state`, the overlay folder).
    type PublicView: Serialize + Clone + PartialEq + Debug + Send + Sync + 'static;
    /// What a bot keeps between its decisions (a plan for the round); never part of the game.
    type BotMemory: Default + Send + Sync + 'static;

    /// Which game.
    const ID: GameId;
    /// The current rules version, bumped when a rules change would replay old records differently.
    /// Every record carries the version it was played under and [`Engine::setup`] gets it back, so
    /// a fixed price or a new default never changes a game already played.
    const RULES_VERSION: u32;
    /// Every phase with decisions or automatic steps, with its ordered steps: written once.
    const PHASES: &'static [PhaseSteps<Self>];

    /// The game as set up under rules `version` (1 to [`Engine::RULES_VERSION`]), before any
    /// decision. Draws from the game's rng only.
    fn setup(setup: &GameSetup, version: u32, rng: &mut ChaCha8Rng) -> Result<Self::State, String>;
    /// The phase the game is in.
    fn phase(state: &Self::State) -> Self::Phase;
    /// The seat whose decision the game waits for; `None` once the game is over.
    fn to_act(state: &Self::State) -> Option<SeatId>;
    /// Whether `seat` may take `action` now. Changes nothing.
    fn check(state: &Self::State, seat: SeatId, action: &Self::Action)
    -> Result<(), Self::Refusal>;
    /// A refusal as a translation key with arguments.
    fn words(refusal: &Self::Refusal) -> Words;
    /// Every action `seat` may take now, from what that seat may see: what the window highlights and
    /// bots pick from; each must be accepted by [`Engine::check`] (the generic tests sample every
    /// listing to hold each game to it).
    fn legal(view: &Self::SeatView, seat: SeatId) -> Vec<Self::Action>;
    /// The action as the table records it.
    fn wrap(action: Self::Action) -> GameAction;
    /// This game's action inside a recorded one.
    fn unwrap(action: &GameAction) -> Option<&Self::Action>;
    /// Everything a spectator may see: the only source for anything shown to more than one person.
    fn public_view(state: &Self::State) -> Self::PublicView;
    /// What `seat` may see.
    fn seat_view(state: &Self::State, seat: SeatId) -> Self::SeatView;
    /// What `seat` may see, as JSON (`ferrovia state --seat N`): the public view plus that seat's
    /// secrets. A game without secrets shows the public view.
    fn seat_json(state: &Self::State, _seat: SeatId) -> serde_json::Value {
        serde_json::to_value(Self::public_view(state)).unwrap_or_default()
    }
    /// An action in words, as every spectator may read it: public by contract, like
    /// [`Engine::public_view`] (the table's log, the stream and the overlay show it). `before` is
    /// the game just before the action, which knows what the action refers to (the building a
    /// herder stands at, the round a seat finishes). The table keeps one line per action about the
    /// seat that took it, appended as the action comes: the record is never put in words again.
    fn log(before: &Self::State, seat: SeatId, action: &Self::Action) -> Words;
    /// What `seat` does when its chess clock runs out and the table is set to pass for it: the
    /// game's pass, where it has one now; `None` leaves the seat to decide (out of time, and shown so).
    fn timeout(_state: &Self::State, _seat: SeatId) -> Option<Self::Action> {
        None
    }
    /// Where the game stands, in words every spectator may read.
    fn status(state: &Self::State) -> Status;
    /// The scores every spectator may see while the game goes on; all of [`Engine::scores`]
    /// unless the game hides what private cards are worth. Once it is over the table shows
    /// everyone [`Engine::scores`].
    fn public_scores(state: &Self::State) -> Vec<SeatScore> {
        Self::scores(state)
    }
    /// Each seat's score: a total and a breakdown by the game's categories.
    fn scores(state: &Self::State) -> Vec<SeatScore>;
    /// The winning seats (several when shared); empty until the game ends.
    fn winners(state: &Self::State) -> Vec<SeatId>;
    /// A bot's decision for `seat` from what that seat may see.
    fn bot(
        view: &Self::SeatView,
        seat: SeatId,
        level: BotLevel,
        seed: u64,
        memory: &mut Self::BotMemory,
    ) -> Self::Action;
    /// What must hold after every action (conserved cubes, money…): the generic tests check it.
    fn invariants(_state: &Self::State) -> Result<(), String> {
        Ok(())
    }
    /// Brings the piece entities in line with the state (spawning them the first time).
    fn mirror(_world: &mut World, _state: &Self::State) {}
    /// Removes every piece entity of this game.
    fn despawn_pieces(_world: &mut World) {}
    /// Tells the window what just happened (observer events), after a live action only.
    fn announce(_world: &mut World, _events: &[Self::Event]) {}
}
