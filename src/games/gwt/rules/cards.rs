//! Cards in hands, stacks and discard piles: drawing (the discard pile is shuffled into a new stack
//! only when a draw finds the stack empty), what a discard asks for, and breeding values.

use crate::games::gwt::data::{CardId, CardInfo, GwtData};
use crate::games::gwt::schema::CardAsk;
use crate::games::gwt::state::Player;
use crate::kits::deck::Deck;
use rand_chacha::ChaCha8Rng;

/// Draws up to `n` cards into the hand; returns how many came.
pub fn draw(p: &mut Player, n: usize, rng: &mut ChaCha8Rng) -> usize {
    let mut drawn = 0;
    while drawn < n {
        if p.stack.is_empty() {
            if p.discard.is_empty() {
                break;
            }
            p.stack = Deck::shuffled(std::mem::take(&mut p.discard), rng);
        }
        match p.stack.draw() {
            Some(c) => {
                p.hand.push(c);
                drawn += 1;
            }
            None => break,
        }
    }
    drawn
}

/// Takes `cards` out of the hand (each once); `false`, and the hand untouched, if one is missing.
pub fn take(p: &mut Player, cards: &[CardId]) -> bool {
    let mut hand = p.hand.clone();
    for c in cards {
        match hand.iter().position(|h| h == c) {
            Some(i) => {
                hand.remove(i);
            }
            None => return false,
        }
    }
    p.hand = hand;
    true
}

/// The breed and value of a cattle card.
pub fn cattle(data: &GwtData, card: CardId) -> Option<(u8, u8)> {
    match data.card(card) {
        CardInfo::Cattle { breed, value, .. } => Some((breed, value)),
        CardInfo::Objective(_) => None,
    }
}

/// Whether `cards` are exactly what `ask` asks for.
pub fn fits(data: &GwtData, ask: &CardAsk, cards: &[CardId]) -> bool {
    let one = |f: &dyn Fn(CardId) -> bool| cards.len() == 1 && f(cards[0]);
    match ask {
        CardAsk::Breed(name) => {
            let b = data.breed(name);
            one(&|c| cattle(data, c).is_some_and(|(breed, _)| Some(breed) == b))
        }
        CardAsk::Value(v) => one(&|c| {
            cattle(data, c).is_some_and(|(breed, value)| value == *v && !data.is_simmental(breed))
        }),
        CardAsk::Any => one(&|c| cattle(data, c).is_some()),
        CardAsk::Objective => one(&|c| matches!(data.card(c), CardInfo::Objective(_))),
        CardAsk::Pair => {
            cards.len() == 2
                && cards[0] != cards[1]
                && matches!(
                    (cattle(data, cards[0]), cattle(data, cards[1])),
                    (Some((a, _)), Some((b, _))) if a == b
                )
        }
    }
}

/// Every distinct way to answer `ask` from `hand` (cards alike in breed, value and VP count once).
pub fn answers(data: &GwtData, ask: &CardAsk, hand: &[CardId]) -> Vec<Vec<CardId>> {
    let mut seen: Vec<Vec<CardInfo>> = Vec::new();
    let mut out = Vec::new();
    let mut offer = |cards: Vec<CardId>| {
        let kinds: Vec<CardInfo> = cards.iter().map(|&c| data.card(c)).collect();
        if fits(data, ask, &cards) && !seen.contains(&kinds) {
            seen.push(kinds);
            out.push(cards);
        }
    };
    if *ask == CardAsk::Pair {
        for (i, &a) in hand.iter().enumerate() {
            for &b in &hand[i + 1..] {
                offer(vec![a, b]);
            }
        }
    } else {
        for &c in hand {
            offer(vec![c]);
        }
    }
    out
}

/// The breeding value of a hand: each breed once, at its best card (only Simmental cards differ).
pub fn breeding_value(data: &GwtData, hand: &[CardId]) -> u32 {
    let mut best: Vec<(u8, u8)> = Vec::new();
    for &c in hand {
        if let Some((breed, value)) = cattle(data, c) {
            match best.iter_mut().find(|(b, _)| *b == breed) {
                Some((_, v)) => *v = (*v).max(value),
                None => best.push((breed, value)),
            }
        }
    }
    best.iter().map(|&(_, v)| u32::from(v)).sum()
}
