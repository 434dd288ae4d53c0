//! Shared builders for the tests: setups, sessions and small action helpers.

use ferrovia::games::railroad_ink::rules::board::Placement;
use ferrovia::games::railroad_ink::rules::sheet::{RoundProgress, Sheet};
use ferrovia::games::railroad_ink::{InkAction, InkGame};
use ferrovia::games::{GameAction, GameId};
use ferrovia::table::session::Session;
use ferrovia::table::{BotLevel, GameSetup, SeatKind};

pub const HUMAN: SeatKind = SeatKind::Human;
pub const GREEDY: SeatKind = SeatKind::Bot(BotLevel::Greedy);
pub const STRONG: SeatKind = SeatKind::Bot(BotLevel::Strong);

/// A Railroad Ink setup.
pub fn ink_setup(kinds: &[SeatKind], seed: u64) -> GameSetup {
    GameSetup::new(GameId::RailroadInk, kinds, seed)
}

/// A Railroad Ink session that must start.
pub fn ink_session(kinds: &[SeatKind], seed: u64) -> Session {
    Session::new(ink_setup(kinds, seed)).expect("setup starts")
}

pub fn draw(p: Placement) -> GameAction {
    GameAction::RailroadInk(InkAction::Draw(p))
}

pub fn finish() -> GameAction {
    GameAction::RailroadInk(InkAction::FinishRound)
}

/// The seat's sheet and round progress, as the rules see them.
pub fn sheet_and_progress(session: &Session, seat: usize) -> (Sheet, RoundProgress) {
    let game = session.world().resource::<InkGame>();
    (game.sheets[seat].clone(), game.progress[seat].clone())
}

/// The current round number.
pub fn round_number(session: &Session) -> u8 {
    session.world().resource::<InkGame>().round
}

/// Plays the seat to act "as a human" would with simple choices: draw the first legal draw
/// until none is left, then finish. Returns the number of actions taken.
pub fn play_turn_first_legal(session: &mut Session) -> usize {
    let seat = session.to_act().expect("someone to act");
    let mut n = 0;
    loop {
        let (sheet, progress) = sheet_and_progress(session, seat);
        let next = sheet
            .legal_draws(&progress)
            .into_iter()
            .find(|p| !p.tile.is_special());
        match next {
            Some(p) => session.submit(seat, draw(p)).expect("legal draw accepted"),
            None => {
                session.submit(seat, finish()).expect("finish accepted");
                return n + 1;
            }
        }
        n += 1;
    }
}
