//! The score: cash, plus shares of majors at market price, plus minors' certificates at twice
//! their price, plus cards (a regional's $200), less loan debt.

use super::super::data::PnwData;
use super::super::state::*;
use crate::table::SeatId;

/// A player's score by category: cash, shares, minors, cards, debt (subtracted).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Worth {
    /// Cash in hand.
    pub cash: i64,
    /// Majors' shares at market price.
    pub shares: i64,
    /// Minors' certificates at twice their price.
    pub minors: i64,
    /// Cards' values (regionals $200, privates $0).
    pub cards: i64,
    /// Loan debt.
    pub debt: i64,
}

impl Worth {
    /// The total.
    pub fn total(&self) -> i64 {
        self.cash + self.shares + self.minors + self.cards - self.debt
    }
}

/// A player's worth now.
pub fn worth(data: &PnwData, game: &PnwGame, seat: SeatId) -> Worth {
    let mut w = Worth {
        cash: game.players[seat].cash,
        debt: game.players[seat].debt,
        ..Worth::default()
    };
    for (i, c) in game.corps.iter().enumerate() {
        if c.closed {
            continue;
        }
        let price = i64::from(game.price(i as CorpIx).unwrap_or(0));
        let held = |n: usize| {
            c.certs
                .iter()
                .take(n)
                .filter(|o| **o == Owner::Player(seat))
                .count() as i64
        };
        match c.kind {
            Kind::Major => {
                // The president's certificate is two shares.
                let shares: i64 = c
                    .certs
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| **o == Owner::Player(seat))
                    .map(|(k, _)| if k == 0 { 2 } else { 1 })
                    .sum();
                w.shares += shares * price;
            }
            Kind::Minor => w.minors += held(1) * 2 * price,
            Kind::Regional => w.cards += held(1) * i64::from(data.game.regional_value),
        }
    }
    w
}

/// Writes the round just finished into the game's history: every price on the market, every
/// player's worth and, after an operating round, what each company's trains earned.
pub fn note_round(data: &PnwData, game: &mut PnwGame) {
    let round = match &game.round {
        Round::Stock(_) => format!("SR {}", game.turn),
        Round::Operating(_) => format!("OR {}.{}", game.turn, game.round_num),
        Round::Merger(_) => format!("MR {}.{}", game.turn, game.round_num),
    };
    let prices = game
        .market
        .order()
        .into_iter()
        .filter_map(|id| Some((id.0 as CorpIx, game.market.price(id)?)))
        .collect();
    let worths = (0..game.players.len())
        .map(|seat| worth(data, game, seat).total())
        .collect();
    let revenues = match &game.round {
        Round::Operating(or) => or.earned.clone(),
        _ => Vec::new(),
    };
    std::sync::Arc::make_mut(&mut game.history).push(RoundRecord {
        round,
        prices,
        worths,
        revenues,
    });
}
