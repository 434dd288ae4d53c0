//! What a position is worth to one player: the points already scored, plus what the player has
//! built up toward more (money, the deck's breeding values, workers, the engine, certificates and
//! the player board's unlocks), each at a weight in VP.

use crate::games::gwt::data::{CardInfo, GwtData};
use crate::games::gwt::rules::{cards, scoring};
use crate::games::gwt::schema::WorkerKind;
use crate::games::gwt::state::{Disc, GwtGame};
use crate::table::SeatId;

/// The weights, in VP per unit.
#[derive(Debug, Clone, Copy)]
pub struct Weights {
    /// Per dollar held.
    pub money: f64,
    /// Per point of the deck's best breeding value for a hand.
    pub deck: f64,
    /// Per point of the hand's breeding value now.
    pub hand: f64,
    /// Per cowboy, builder, engineer beyond the printed one.
    pub workers: [f64; 3],
    /// Per railroad position of the engine.
    pub engine: f64,
    /// Per temporary certificate, per permanent one.
    pub certificates: (f64, f64),
    /// Per cleared auxiliary-action disc.
    pub aux: f64,
    /// Per point of step limit, per point of hand limit above the start.
    pub limits: (f64, f64),
    /// Per exchange token.
    pub exchange: f64,
}

impl Weights {
    /// Hand-set, then adjusted by matches: money is worth little held (bots that prized it more
    /// ended with $30 unspent), a good deck pays every visit to Kansas City (a richer deck keeps
    /// herds out of Kansas City's −6 deliveries), and workers, engine and unlocks are what later
    /// points are made of. Against the first setting (money 0.3, deck 0.9, workers 1.6/1.3/1.5)
    /// the strong bot's mean over 60 two-player games vs greedy rose from 44 to 55.
    pub const BASE: Weights = Weights {
        money: 0.22,
        deck: 1.3,
        hand: 0.25,
        workers: [2.0, 2.0, 1.6],
        engine: 0.3,
        certificates: (0.6, 1.4),
        aux: 0.5,
        limits: (2.0, 2.5),
        exchange: 0.6,
    };
}

/// The best breeding value a hand of `size` could show from the deck: the highest values of
/// distinct breeds.
fn deck_potential(data: &GwtData, game: &GwtGame, seat: SeatId, size: usize) -> f64 {
    let mut best: Vec<(u8, u8)> = Vec::new();
    for c in game.players[seat].deck() {
        if let CardInfo::Cattle { breed, value, .. } = data.card(c) {
            match best.iter_mut().find(|(b, _)| *b == breed) {
                Some((_, v)) => *v = (*v).max(value),
                None => best.push((breed, value)),
            }
        }
    }
    let mut values: Vec<u8> = best.into_iter().map(|(_, v)| v).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.iter().take(size).map(|&v| f64::from(v)).sum()
}

/// The position's worth to `seat`.
pub fn evaluate(data: &GwtData, game: &GwtGame, seat: SeatId, w: &Weights) -> f64 {
    let p = &game.players[seat];
    let s = scoring::score(game, data, seat);
    let mut v = (s.total() - s.money) as f64 + w.money * f64::from(p.money);
    if game.over() {
        return s.total() as f64;
    }
    v += w.deck * deck_potential(data, game, seat, p.hand_limit());
    v += w.hand * f64::from(cards::breeding_value(data, &p.hand));
    for (i, kind) in [
        WorkerKind::Cowboy,
        WorkerKind::Builder,
        WorkerKind::Engineer,
    ]
    .iter()
    .enumerate()
    {
        v += w.workers[i] * f64::from(p.workers(*kind).saturating_sub(1).min(5));
    }
    v += w.engine * f64::from(p.engine);
    v += w.certificates.0 * f64::from(p.certificate_value())
        + w.certificates.1 * f64::from(p.permanent);
    let cleared: u8 = data
        .file
        .aux
        .iter()
        .zip(p.aux)
        .map(|(a, left)| a.discs - left)
        .sum();
    v += w.aux * f64::from(cleared);
    let left = p.discs_left();
    let steps = [Disc::StepDollar, Disc::StepVp]
        .iter()
        .filter(|d| !left.contains(d))
        .count();
    v += w.limits.0 * steps as f64;
    v += w.limits.1 * f64::from(2 - p.hand_discs);
    v += w.exchange * f64::from(p.exchange_tokens);
    v
}
