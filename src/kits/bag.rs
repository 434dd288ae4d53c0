//! A cloth bag of pieces kept as a count per kind (goods cubes, tiles, workers): drawing takes one
//! piece at random, every piece equally likely, from the game's rng.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Pieces in the bag.
pub fn total(counts: &[u8]) -> u32 {
    counts.iter().map(|&c| u32::from(c)).sum()
}

/// Draws one piece; the index of its kind, `None` when the bag is empty. A draw is random: the
/// step that makes it reveals something (undo stops there).
pub fn draw(counts: &mut [u8], rng: &mut ChaCha8Rng) -> Option<usize> {
    let n = total(counts);
    if n == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..n);
    for (kind, have) in counts.iter_mut().enumerate() {
        if pick < u32::from(*have) {
            *have -= 1;
            return Some(kind);
        }
        pick -= u32::from(*have);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn draws_take_each_piece_once_and_follow_the_counts() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut counts = [2u8, 0, 5];
        let mut seen = [0u8; 3];
        while let Some(k) = draw(&mut counts, &mut rng) {
            seen[k] += 1;
        }
        assert_eq!(seen, [2, 0, 5]);
        assert_eq!(total(&counts), 0);
        assert_eq!(draw(&mut counts, &mut rng), None);
    }

    #[test]
    fn every_piece_is_equally_likely() {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        let mut hits = [0u32; 2];
        for _ in 0..4000 {
            let mut counts = [1u8, 3];
            hits[draw(&mut counts, &mut rng).unwrap_or(0)] += 1;
        }
        // One piece against three: about a quarter of the draws.
        assert!((800..1200).contains(&hits[0]), "{hits:?}");
    }
}
