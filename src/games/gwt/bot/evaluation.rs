//! What a position is worth to one player: the points already scored, plus what the player has
//! built up toward more (money, the deck's breeding values, workers, the engine, certificates,
//! the player board's unlocks and the buildings on the trail), each at a weight in VP and worth
//! less as the game's end nears, plus the city VP the deliveries still to come would add.

use crate::games::gwt::data::{CardInfo, GwtData};
use crate::games::gwt::rules::{cards, effects, kansas, scoring};
use crate::games::gwt::schema::{Count, WorkerKind};
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
    /// Per VP the planned deliveries would add (a plan, so less than a point).
    pub outlook: f64,
    /// Workers a visit to Kansas City adds to the job market, on average (the game's clock).
    pub fill: f64,
    /// The share of the deck's best breeding value a delivery's hand shows, on average.
    pub reach: f64,
    /// Deliveries left below which what is built up toward more loses its worth, linearly.
    pub horizon: f64,
    /// Per VP of the unbuilt buildings the builders already suffice for (the best three).
    pub buildable: f64,
    /// Per own building on the trail: its local actions, there at every stop and free to pass,
    /// for the rest of the game (its VP are in the score already).
    pub placed: f64,
}

impl Weights {
    /// Hand-set, then adjusted by matches: money is worth little held (bots that prized it more
    /// ended with $30 unspent), a good deck pays every visit to Kansas City (a richer deck keeps
    /// herds out of Kansas City's −6 deliveries), and workers, engine and unlocks are what later
    /// points are made of. The greedy bot's: a plainer opponent for people learning the game.
    pub const HAND_SET: Weights = Weights {
        money: 0.22,
        deck: 1.3,
        hand: 0.25,
        workers: [2.0, 2.0, 1.6],
        engine: 0.3,
        certificates: (0.6, 1.4),
        aux: 0.5,
        limits: (2.0, 2.5),
        exchange: 0.6,
        outlook: 0.7,
        fill: 1.5,
        reach: 1.0,
        horizon: 2.0,
        buildable: 0.3,
        placed: 0.0,
    };

    /// The strong bot's: [`Weights::HAND_SET`] after three rounds of `benches/gwt_tune.rs`
    /// (20, 20 and 30 seeds a candidate, both seats, from seed 100 000): cowboys (cattle bought)
    /// and engineers worth more, builders, the hand now and the engine less, and the game's clock
    /// set at fewer workers a visit. Two strong bots, seeds 1–200: 71.9 → 81.8 → 83.9 → 85.3.
    /// Then `placed`, swept by hand with one guess a decision (0: 85.5, 1: 90.4, 2.5: 94.9,
    /// 4 and 6: 95.0); with eight guesses, 86.3 → 95.6.
    pub const TUNED: Weights = Weights {
        money: 0.286,
        deck: 1.183,
        hand: 0.1625,
        workers: [2.1, 0.7, 1.68],
        engine: 0.105,
        certificates: (0.507, 1.82),
        aux: 0.4225,
        limits: (1.3, 1.1375),
        exchange: 0.507,
        outlook: 0.7,
        fill: 0.735,
        reach: 1.05,
        horizon: 2.73,
        buildable: 0.273,
        placed: 2.5,
    };
}

impl Weights {
    /// How many numbers [`Weights::flat`] gives.
    pub const N: usize = 19;

    /// The weights as one row of numbers, for a tuner.
    pub fn flat(&self) -> [f64; Self::N] {
        let [c, b, e] = self.workers;
        [
            self.money,
            self.deck,
            self.hand,
            c,
            b,
            e,
            self.engine,
            self.certificates.0,
            self.certificates.1,
            self.aux,
            self.limits.0,
            self.limits.1,
            self.exchange,
            self.outlook,
            self.fill,
            self.reach,
            self.horizon,
            self.buildable,
            self.placed,
        ]
    }

    /// The weights from a row [`Weights::flat`] gave.
    pub fn from_flat(v: &[f64; Self::N]) -> Weights {
        Weights {
            money: v[0],
            deck: v[1],
            hand: v[2],
            workers: [v[3], v[4], v[5]],
            engine: v[6],
            certificates: (v[7], v[8]),
            aux: v[9],
            limits: (v[10], v[11]),
            exchange: v[12],
            outlook: v[13],
            fill: v[14],
            reach: v[15],
            horizon: v[16],
            buildable: v[17],
            placed: v[18],
        }
    }
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

/// Deliveries the seat may still make: the job market's empty spaces, filled about `w.fill`
/// workers a visit to Kansas City, shared by the players; none once the end is triggered.
fn deliveries_left(game: &GwtGame, w: &Weights) -> f64 {
    if game.ending.is_some() {
        return 0.0;
    }
    let jobs = &game.jobs;
    let empty = (12 - usize::from(jobs.token_row).min(12)) * usize::from(jobs.columns)
        - jobs.filled_in_token_row();
    empty as f64 / (w.fill * game.player_count() as f64)
}

/// The city VP (and transport, at the money weight) the deliveries still to come would add, each
/// to the best city still open that the deck and permanent certificates reach: far cities and links
/// are where the points are, and a city used now is one a later delivery cannot use.
fn outlook(data: &GwtData, game: &GwtGame, seat: SeatId, left: f64, w: &Weights) -> f64 {
    let p = &game.players[seat];
    // Temporary certificates are left out: they are spent and won again, and counting them
    // would make spending them at a delivery look like a loss.
    let reach = w.reach * deck_potential(data, game, seat, p.hand_limit()) + f64::from(p.permanent);
    let cities = &data.file.railroad.cities;
    let mut discs: Vec<u32> = game
        .cities
        .iter()
        .map(|c| c.iter().filter(|&&x| x == seat).count() as u32)
        .collect();
    let mut now = scoring::city_points(data, &discs);
    let mut total = 0.0;
    let mut k = 0.0;
    while k < left {
        let mut best: Option<(f64, usize, i64)> = None;
        for (i, c) in cities.iter().enumerate() {
            if f64::from(c.value) > reach || (!c.repeat && discs[i] > 0) {
                continue;
            }
            discs[i] += 1;
            let points = scoring::city_points(data, &discs);
            discs[i] -= 1;
            let dollars =
                f64::from(c.dollars) - f64::from(kansas::transport(game, data, seat, i as u8));
            let gain = (points - now) as f64 + w.money * dollars;
            if best.is_none_or(|(b, _, _)| gain >= b) {
                best = Some((gain, i, points));
            }
        }
        // A delivery that would lose points is not planned: a turn does better things, and
        // planning it would make the game's end look welcome.
        let Some((gain, i, points)) = best.filter(|b| b.0 > 0.0) else {
            break;
        };
        discs[i] += 1;
        now = points;
        total += gain * (left - k).min(1.0);
        k += 1.0;
    }
    total
}

/// The position's worth to `seat`.
pub fn evaluate(data: &GwtData, game: &GwtGame, seat: SeatId, w: &Weights) -> f64 {
    let p = &game.players[seat];
    let s = scoring::score(game, data, seat);
    if game.over() {
        return s.total() as f64;
    }
    let left = deliveries_left(game, w);
    let now = (s.total() - s.money) as f64 + w.money * f64::from(p.money);
    now + w.outlook * outlook(data, game, seat, left, w)
        + (left / w.horizon).min(1.0) * assets(data, game, seat, w)
}

/// What the player has built up toward more points, in VP at full worth.
fn assets(data: &GwtData, game: &GwtGame, seat: SeatId, w: &Weights) -> f64 {
    let p = &game.players[seat];
    let mut v = w.deck * deck_potential(data, game, seat, p.hand_limit());
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
    v += w.placed * f64::from(effects::count(game, data, seat, Count::Buildings));
    v + w.buildable * buildable(data, game, seat)
}

/// The VP of the best three unbuilt buildings the seat's builders suffice for: what makes a
/// builder worth hiring is the building it lets one place.
fn buildable(data: &GwtData, game: &GwtGame, seat: SeatId) -> f64 {
    let p = &game.players[seat];
    let builders = p.workers(WorkerKind::Builder);
    let mut vps: Vec<u8> = p
        .unbuilt
        .iter()
        .filter_map(|&tile| {
            let side = game.options.sides[usize::from(tile - 1)];
            data.file
                .private
                .iter()
                .find(|t| t.number == tile && t.side == side && t.builders <= builders)
                .map(|t| t.vp)
        })
        .collect();
    vps.sort_unstable_by(|a, b| b.cmp(a));
    vps.iter().take(3).map(|&v| f64::from(v)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::games::gwt::GwtEngine;
    use crate::games::gwt::data::gwt;
    use crate::games::gwt::schema::SpaceKind;
    use crate::games::gwt::state::Building;
    use crate::table::{GameSetup, SeatKind};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The strong bot's evaluation prices a building on the trail above its VP: its worth is the
    /// actions it gives at every later stop (so valued, two strong bots scored 95.6, not 86.3).
    #[test]
    fn a_building_on_the_trail_is_worth_more_than_its_points() {
        let data = gwt();
        let setup = GameSetup::new(crate::games::GameId::Gwt, &[SeatKind::Human; 2], 7);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let game = GwtEngine::setup(&setup, GwtEngine::RULES_VERSION, &mut rng).expect("setup");
        // Seat 0's building 1 on the first empty private space, as a Build leaves it.
        let mut built = game.clone();
        let at = (0..data.spaces.len())
            .find(|&i| {
                matches!(data.spaces[i].kind, SpaceKind::Private { .. })
                    && game.buildings[i].is_none()
            })
            .expect("an empty private space");
        built.buildings[at] = Some(Building::Private { owner: 0, tile: 1 });
        built.players[0].unbuilt.retain(|&t| t != 1);
        let score = |g: &GwtGame| scoring::score(g, data, 0).total() as f64;
        let value = |g: &GwtGame| evaluate(data, g, 0, &Weights::TUNED);
        let (points, worth) = (score(&built) - score(&game), value(&built) - value(&game));
        assert!(
            worth >= points + 2.0,
            "a building worth {worth:.2} for its {points} VP"
        );
    }
}
