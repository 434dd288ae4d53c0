//! The cloth bag of goods cubes: the shared bag kit over the five colours.

use super::super::goods::{Cubes, Goods};
use crate::kits::bag;
use rand_chacha::ChaCha8Rng;

/// Draws one cube at random (each cube equally likely); `None` when the bag is empty.
pub fn draw(cubes: &mut Cubes, rng: &mut ChaCha8Rng) -> Option<Goods> {
    bag::draw(cubes, rng).map(|i| Goods::ALL[i])
}
