//! The bot every game gets for free: a uniformly random legal action. It is the generic tests' player
//! (random legal play must never panic or break an invariant) and a baseline for the real bots.

use super::Engine;
use crate::table::SeatId;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random action from [`Engine::legal`] for `seat`; `None` when it has none.
pub fn choose<E: Engine>(view: &E::SeatView, seat: SeatId, seed: u64) -> Option<E::Action> {
    let mut legal = E::legal(view, seat);
    if legal.is_empty() {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let i = rng.random_range(0..legal.len());
    Some(legal.swap_remove(i))
}
