//! The company deck, shuffled exactly as 18xx.games shuffles it, so a recorded game's seed deals
//! the same cards into the same bid boxes (every bid of a recorded game names a card by id).
//!
//! The site's generator is a 31-bit linear congruential generator; its shuffle draws one number
//! per card in the deck's current order and sorts the cards by the numbers drawn.

use super::super::schema::{DeckLayout, MinorLead};

/// The site's random numbers: `r ← (1103515245·r + 12345) mod 2³¹`, each call giving the new `r`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lcg(u64);

impl Lcg {
    const MODULUS: u64 = 1 << 31;

    /// The generator for a game's seed.
    pub fn new(seed: u64) -> Self {
        Lcg(seed % Self::MODULUS)
    }

    /// The next number, in `0..2³¹`.
    pub fn draw(&mut self) -> u64 {
        self.0 = (1_103_515_245 * self.0 + 12_345) % Self::MODULUS;
        self.0
    }

    /// Shuffles as the site's `sort_by { rand }` does: one draw per item, in order, then the
    /// items ordered by their draws (stable, though draws in one shuffle never repeat in practice).
    pub fn shuffle<T>(&mut self, items: Vec<T>) -> Vec<T> {
        let mut keyed: Vec<(u64, T)> = items.into_iter().map(|t| (self.draw(), t)).collect();
        keyed.sort_by_key(|(k, _)| *k);
        keyed.into_iter().map(|(_, t)| t).collect()
    }
}

/// The deck once dealt: minor-deck cards (minors and regionals) in bid-box order, and privates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck {
    /// Minor and regional cards (`M6`, `MA`…), the first ones going to the minor bid boxes.
    pub minors: Vec<String>,
    /// Private cards (`P1`…), the first ones going to the private bid boxes.
    pub privates: Vec<String>,
    /// The Short Scenario's pair: the associated minor leading the deck, and the minor that
    /// floats with it for whoever wins it.
    pub pair: Option<(String, String)>,
}

/// Deals the deck for `seed`: one shuffle of every card, privates kept in shuffled order behind
/// the layout's leading ones, then the minor deck built from the layout's leading card and stacks
/// (each stack takes the next associated and unassociated cards, in shuffled order, and is
/// shuffled on its own). `associated` lists the deck cards of associated minors. A `plain` deal
/// (the Starting Packet's, on 18xx.games) keeps the minor deck in its shuffled order: no
/// leading card, no stacks.
pub fn deal(layout: &DeckLayout, associated: &[String], seed: u64, plain: bool) -> Deck {
    let mut rng = Lcg::new(seed);
    let all = rng.shuffle(layout.companies.clone());
    let (privates, minors): (Vec<String>, Vec<String>) =
        all.into_iter().partition(|c| c.starts_with('P'));
    let mut privates: Vec<String> = privates
        .into_iter()
        .filter(|p| !layout.private_lead.contains(p))
        .collect();
    privates.splice(0..0, layout.private_lead.iter().cloned());
    if plain {
        return Deck {
            minors,
            privates,
            pair: None,
        };
    }

    let (lead, tail, pair) = match &layout.minor_lead {
        MinorLead::Card(card) => (card.clone(), None, None),
        MinorLead::Pair(pairs) => {
            let draws: Vec<u64> = pairs.iter().map(|_| rng.draw()).collect();
            let at = (0..pairs.len()).min_by_key(|&i| draws[i]).unwrap_or(0);
            let (a, u) = pairs[at].clone();
            (a.clone(), Some(u.clone()), Some((a, u)))
        }
    };
    let rest: Vec<String> = minors
        .into_iter()
        .filter(|c| *c != lead && Some(c) != tail.as_ref())
        .collect();
    let (assoc, unassoc): (Vec<String>, Vec<String>) =
        rest.into_iter().partition(|c| associated.contains(c));
    let mut deck = vec![lead];
    let (mut a, mut u) = (0, 0);
    for &(na, nu) in &layout.stacks {
        let mut stack: Vec<String> = assoc.iter().skip(a).take(na).cloned().collect();
        stack.extend(unassoc.iter().skip(u).take(nu).cloned());
        a += na;
        u += nu;
        deck.extend(rng.shuffle(stack));
    }
    deck.extend(tail);
    Deck {
        minors: deck,
        privates,
        pair,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_follows_its_recurrence_from_the_seed_mod_2_31() {
        let mut a = Lcg::new(1);
        assert_eq!(a.draw(), 1_103_527_590);
        assert_eq!(
            a.draw(),
            (1_103_515_245 * 1_103_527_590 + 12_345) % (1 << 31)
        );
        assert_eq!(Lcg::new(5 + (1 << 31)), Lcg::new(5));
    }

    #[test]
    fn a_shuffle_orders_items_by_the_numbers_drawn_in_turn() {
        let mut probe = Lcg::new(42);
        let draws: Vec<u64> = (0..4).map(|_| probe.draw()).collect();
        let mut expected: Vec<(u64, char)> = draws.into_iter().zip("abcd".chars()).collect();
        expected.sort();
        let got = Lcg::new(42).shuffle(vec!['a', 'b', 'c', 'd']);
        assert_eq!(got, expected.into_iter().map(|p| p.1).collect::<Vec<_>>());
    }
}
