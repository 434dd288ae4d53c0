//! The game's only source of randomness: one ChaCha8 stream seeded from the setup.

use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Seeded rng for the rules. Portable and stable across platforms, unlike `StdRng`.
#[derive(Resource, Debug, Clone)]
pub struct GameRng(pub ChaCha8Rng);

impl GameRng {
    /// The stream for a game with this seed.
    pub fn new(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// How far the stream has advanced (part of the state hash, so a missed roll is caught).
    pub fn position(&self) -> u128 {
        self.0.get_word_pos()
    }
}

/// A seed for a bot's own choices, derived from the game seed and the decision's index in the record.
/// Bots never draw from [`GameRng`], so a bot thinking differently cannot change the dice.
pub fn bot_seed(game_seed: u64, action_index: usize, seat: usize) -> u64 {
    let mut x = game_seed ^ 0x9E37_79B9_7F4A_7C15;
    for v in [action_index as u64, seat as u64] {
        x = (x ^ v).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^= x >> 31;
    }
    x
}
