//! A face-down deck: shuffled once from the game's rng, drawn from the top. Its order is hidden —
//! a seat may know which cards are left ([`Deck::unordered`]) but not which comes next, and a draw
//! shows a hidden card (the step that draws marks the decision as revealing, so undo stops there).

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The deck, top last. Saved and hashed as a plain list.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Deck<T>(Vec<T>);

impl<T> Deck<T> {
    /// The cards shuffled.
    pub fn shuffled(mut cards: Vec<T>, rng: &mut ChaCha8Rng) -> Self {
        cards.shuffle(rng);
        Deck(cards)
    }

    /// A deck in a known order, top last (a scenario's stacked deck, a test).
    pub fn stacked(cards: Vec<T>) -> Self {
        Deck(cards)
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<T> {
        self.0.pop()
    }

    /// Puts a card back on the bottom (a reshuffle rule puts them back shuffled instead).
    pub fn put_under(&mut self, card: T) {
        self.0.insert(0, card);
    }

    /// Cards left.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether it is used up.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The cards, bottom first (the rules may look; views must not show the order).
    pub fn cards(&self) -> &[T] {
        &self.0
    }
}

impl<T: Ord + Clone> Deck<T> {
    /// What a seat may know of the deck: the cards left, in no telling order.
    pub fn unordered(&self) -> Deck<T> {
        let mut cards = self.0.clone();
        cards.sort_unstable();
        Deck(cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_seeded_shuffle_repeats_and_draws_from_the_top() {
        let deal = |seed| Deck::shuffled((0..10).collect(), &mut ChaCha8Rng::seed_from_u64(seed));
        assert_eq!(deal(4), deal(4));
        assert_ne!(deal(4), deal(5));
        let mut d = Deck::stacked(vec![1, 2, 3]);
        assert_eq!(d.draw(), Some(3));
        d.put_under(9);
        assert_eq!(d.cards(), &[9, 1, 2]);
        assert_eq!(d.len(), 3);
    }

    #[test]
    fn what_a_seat_may_know_hides_the_order_only() {
        let a = Deck::stacked(vec![3, 1, 2]);
        let b = Deck::stacked(vec![2, 3, 1]);
        assert_eq!(a.unordered(), b.unordered());
        assert_eq!(a.unordered().len(), 3);
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            "[3,1,2]",
            "saved as a list"
        );
    }
}
