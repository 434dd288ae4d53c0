//! The cloth bag of goods cubes.

use super::super::goods::{Cubes, Goods, total};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Draws one cube at random (each cube equally likely); `None` when the bag is empty.
pub fn draw(bag: &mut Cubes, rng: &mut ChaCha8Rng) -> Option<Goods> {
    let n = total(bag);
    if n == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..n);
    for g in Goods::ALL {
        let have = u32::from(bag[g.index()]);
        if pick < have {
            bag[g.index()] -= 1;
            return Some(g);
        }
        pick -= have;
    }
    None
}
