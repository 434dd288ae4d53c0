//! The turn's frame: trains placed on the East Coast, the turn track's tokens at the start of each
//! round, the end of a turn (a whistle for a turn without a move), the refill of the hand and the
//! face-up row, the next player, and the end of the game.

use super::super::actions::{Draw, WsError};
use super::super::data::{TileId, WsData};
use super::super::schema::{TrackSpace, UpgradeKind};
use super::super::state::{Phase, StopAt, TrainAt, TurnLog, WsGame};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// A train of `seat` onto a free East Coast stop; once all are placed, round 1 begins.
pub fn place(game: &mut WsGame, data: &WsData, seat: usize, coast: u8) -> Result<(), WsError> {
    let at = TrainAt::Stop(StopAt::Coast(coast));
    if usize::from(coast) >= data.coast.len() || game.trains.iter().any(|t| t.at == at) {
        return Err(WsError::CoastTaken);
    }
    let train = game
        .trains
        .iter_mut()
        .find(|t| usize::from(t.owner) == seat && t.at == TrainAt::Waiting)
        .ok_or(WsError::NotNow)?;
    train.at = at;
    if game.placing_seat().is_none() {
        game.phase = Phase::Turn;
        game.current = 0;
        start_round(game, data);
    }
    Ok(())
}

/// A new round: the start player hands everyone the tokens of the turn track's next space.
fn start_round(game: &mut WsGame, data: &WsData) {
    game.round += 1;
    let file = &data.file;
    let first = file.turn_track.len() - usize::from(game.rounds);
    let space = file.turn_track[first + usize::from(game.round) - 1];
    for p in &mut game.players {
        match space {
            TrackSpace::Coal => p.coal += u32::from(file.coal_per_space),
            TrackSpace::Whistle => p.whistles += u32::from(file.whistles_per_space),
        }
    }
}

/// The turn track's space of the current round.
pub fn round_space(game: &WsGame, data: &WsData) -> Option<TrackSpace> {
    let first = data.file.turn_track.len() - usize::from(game.rounds);
    (game.round > 0)
        .then(|| {
            data.file
                .turn_track
                .get(first + usize::from(game.round) - 1)
                .copied()
        })
        .flatten()
}

/// Ends the turn's actions: a player who moved no train gains a whistle; then the refill.
pub fn end_turn(game: &mut WsGame, data: &WsData, seat: usize) -> Result<(), WsError> {
    if !game.turn.moved {
        game.players[seat].whistles += 1;
    }
    game.phase = Phase::Refill { searched: false };
    if refill_done(game, data, seat) {
        finish_refill(game, data);
    }
    Ok(())
}

/// Whether the hand is full or nothing is left to draw.
fn refill_done(game: &WsGame, data: &WsData, seat: usize) -> bool {
    game.players[seat].hand.len() >= game.hand_size(data, seat)
        || (game.face_up.is_empty() && game.pile.is_empty())
}

/// One tile into the hand during the refill.
pub fn draw(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    from: Draw,
    rng: &mut ChaCha8Rng,
) -> Result<(), WsError> {
    let Phase::Refill { searched } = game.phase else {
        return Err(WsError::NotNow);
    };
    if refill_done(game, data, seat) {
        return Err(WsError::HandFull);
    }
    let tile = match from {
        Draw::FaceUp(i) => {
            if usize::from(i) >= game.face_up.len() {
                return Err(WsError::NoTile);
            }
            game.face_up.remove(usize::from(i))
        }
        Draw::Pile => game.pile.draw().ok_or(WsError::NoTile)?,
        Draw::Search(tile) => {
            if searched || !game.owns(data, seat, UpgradeKind::Compass) {
                return Err(WsError::NotOwned);
            }
            let mut rest: Vec<TileId> = game.pile.cards().to_vec();
            let i = rest
                .iter()
                .position(|&t| t == tile)
                .ok_or(WsError::NoTile)?;
            rest.remove(i);
            rest.shuffle(rng);
            game.pile = crate::kits::deck::Deck::stacked(rest);
            game.phase = Phase::Refill { searched: true };
            tile
        }
    };
    game.players[seat].hand.push(tile);
    if refill_done(game, data, seat) {
        finish_refill(game, data);
    }
    Ok(())
}

/// Leaves the hand short: allowed in the last round only.
pub fn skip_refill(game: &mut WsGame, data: &WsData) -> Result<(), WsError> {
    if !matches!(game.phase, Phase::Refill { .. }) {
        return Err(WsError::NotNow);
    }
    if !game.last_round() {
        return Err(WsError::NotLastRound);
    }
    finish_refill(game, data);
    Ok(())
}

/// The face-up row back to its size, then the next player (or the next round, or the end).
fn finish_refill(game: &mut WsGame, data: &WsData) {
    while game.face_up.len() < usize::from(data.file.limits.face_up) {
        match game.pile.draw() {
            Some(t) => game.face_up.push(t),
            None => break,
        }
    }
    game.turn = TurnLog::default();
    game.phase = Phase::Turn;
    game.current += 1;
    if usize::from(game.current) < game.seats() {
        return;
    }
    game.current = 0;
    let someone_done = (0..game.seats()).any(|s| game.trains_left(s) == 0);
    if game.last_round() || someone_done {
        game.phase = Phase::Over;
    } else {
        start_round(game, data);
    }
}
