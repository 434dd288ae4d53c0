//! The first-player auction, with the rulebook's two variants.

use super::super::actions::RotwError;
use super::super::data::RotwData;
use super::super::state::{AuctionRule, Phase, RotwGame};
use crate::table::SeatId;

/// Whether `seat` may bid `amount` $k: at least the minimum, above the standing bid, and paid for.
pub fn check_bid(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    amount: u32,
) -> Result<(), RotwError> {
    let Phase::Auction(a) = &game.phase else {
        return Err(RotwError::WrongPhase {
            phase: "action phase",
        });
    };
    let min = a
        .high
        .map_or(data.rules.min_bid, |(_, b)| b.saturating_add(1));
    if amount < min {
        return Err(RotwError::BidTooLow { min });
    }
    if game.options.bonds_when_needed {
        let max = max_bid(game, data, seat);
        if amount > max {
            return Err(RotwError::BidTooHigh { max });
        }
        return Ok(());
    }
    super::afford(game, seat, amount)
}

/// The highest bid `seat` may make: its cash — or, when bonds are issued as payments need them,
/// its cash plus five bonds. ASSUMPTION (README): the printing sets no bound on bonds, but a bid
/// paid by bonds without limit would be a debt without limit; five bonds is more than any opening
/// bid on record.
pub fn max_bid(game: &RotwGame, data: &RotwData, seat: SeatId) -> u32 {
    let money = game.players[seat].money;
    if game.options.bonds_when_needed {
        money + 5 * data.rules.bond_cash
    } else {
        money
    }
}

/// The lowest bid `seat` could make now, if the auction is running.
pub fn min_bid(game: &RotwGame, data: &RotwData) -> Option<u32> {
    let Phase::Auction(a) = &game.phase else {
        return None;
    };
    Some(
        a.high
            .map_or(data.rules.min_bid, |(_, b)| b.saturating_add(1)),
    )
}

/// Records a bid and passes the turn to the next bidder still in.
pub fn bid(game: &mut RotwGame, data: &RotwData, seat: SeatId, amount: u32) {
    if let Phase::Auction(a) = &mut game.phase {
        a.bids[seat] = amount;
        a.high = Some((seat, amount));
    }
    advance(game, data, seat);
}

/// Drops `seat` out (final); with the dropouts-pay-half variant it pays half its bid, rounded up.
pub fn pass(game: &mut RotwGame, data: &RotwData, seat: SeatId) {
    let half_pay = game.options.auction == AuctionRule::DropoutsPayHalf;
    let mut due = 0;
    if let Phase::Auction(a) = &mut game.phase {
        a.out[seat] = true;
        a.dropped.push(seat);
        if half_pay {
            due = a.bids[seat].div_ceil(2);
        }
    }
    super::pay(game, data, seat, due);
    advance(game, data, seat);
}

/// Moves to the next seat still in, or settles the auction when it is decided.
fn advance(game: &mut RotwGame, data: &RotwData, from: SeatId) {
    let Phase::Auction(a) = &mut game.phase else {
        return;
    };
    let n = a.out.len();
    let left: Vec<SeatId> = (0..n).filter(|&s| !a.out[s]).collect();
    let decided = match (left.as_slice(), a.high) {
        ([], _) => true,
        ([only], Some((w, _))) => *only == w,
        _ => false,
    };
    if decided {
        let auction = a.clone();
        settle(game, data, auction.high, &auction.dropped);
        return;
    }
    a.to_bid = (1..=n)
        .map(|k| (from + k) % n)
        .find(|&s| !a.out[s])
        .unwrap_or(from);
}

/// Seats in clockwise order starting at `first`.
pub fn clockwise(players: usize, first: SeatId) -> Vec<SeatId> {
    (0..players).map(|k| (first + k) % players).collect()
}

/// Ends the auction: the winner pays and goes first; with no bid the marker moves one seat left
/// (standard) or goes to the last to pass (dropouts-pay-half, as Board Game Arena plays it).
fn settle(game: &mut RotwGame, data: &RotwData, high: Option<(SeatId, u32)>, dropped: &[SeatId]) {
    let n = game.players.len();
    let half_pay = game.options.auction == AuctionRule::DropoutsPayHalf;
    if let Some((w, amount)) = high {
        super::pay(game, data, w, amount);
    }
    game.order = if half_pay {
        let rest = dropped
            .iter()
            .rev()
            .copied()
            .filter(|s| Some(*s) != high.map(|h| h.0));
        high.map(|h| h.0).into_iter().chain(rest).collect()
    } else {
        let first = high.map_or((game.first + 1) % n, |h| h.0);
        clockwise(n, first)
    };
    game.first = game.order[0];
    game.phase = Phase::Actions;
    game.round = 1;
    game.acting = 0;
    game.extra_actions = 0;
}
