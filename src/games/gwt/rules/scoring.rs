//! Final scoring, category by category as the score pad lists them, and shared ties.

use super::effects::count;
use crate::games::gwt::data::{CardId, CardInfo, GwtData, TileKind};
use crate::games::gwt::schema::{Count, Task, WorkerKind};
use crate::games::gwt::state::{Building, Disc, GwtGame};
use crate::table::SeatId;

/// One player's score by category (the `breakdown` keys).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Score {
    /// 1 VP per $5.
    pub money: i64,
    /// VP printed on own private buildings on the trail.
    pub buildings: i64,
    /// Cities: Kansas City −6 each, links, Philadelphia, New York 9 each.
    pub cities: i64,
    /// Stations holding the player's disc.
    pub stations: i64,
    /// Hazard tiles.
    pub hazards: i64,
    /// Cattle cards in the whole deck.
    pub cattle: i64,
    /// Objective cards, met or failed.
    pub objectives: i64,
    /// Station masters' bottom halves.
    pub station_masters: i64,
    /// 4 VP per worker on a row's 5th or 6th space.
    pub workers: i64,
    /// 3 VP for the cleared step-limit space.
    pub step_limit: i64,
    /// 2 VP for the job-market token.
    pub job_market_token: i64,
}

impl Score {
    /// The sum of the categories.
    pub fn total(&self) -> i64 {
        self.money
            + self.buildings
            + self.cities
            + self.stations
            + self.hazards
            + self.cattle
            + self.objectives
            + self.station_masters
            + self.workers
            + self.step_limit
            + self.job_market_token
    }

    /// The categories with their keys, in the score pad's order.
    pub fn categories(&self) -> [(&'static str, i64); 11] {
        [
            ("money", self.money),
            ("buildings", self.buildings),
            ("cities", self.cities),
            ("stations", self.stations),
            ("hazards", self.hazards),
            ("cattle", self.cattle),
            ("objectives", self.objectives),
            ("station_masters", self.station_masters),
            ("workers", self.workers),
            ("step_limit", self.step_limit),
            ("job_market_token", self.job_market_token),
        ]
    }
}

/// What the player holds of each objective task, in [`Task`] order.
fn resources(game: &GwtGame, data: &GwtData, seat: SeatId) -> [u32; 9] {
    let p = &game.players[seat];
    let value = |v: u8| {
        p.deck()
            .filter(|&c| {
                matches!(data.card(c), CardInfo::Cattle { breed, value, .. }
                    if value == v && !data.is_simmental(breed))
            })
            .count() as u32
    };
    let ny = data.file.railroad.cities.len() - 1;
    [
        count(game, data, seat, Count::Buildings),
        u32::from(p.outlaws.0),
        u32::from(p.outlaws.1),
        p.hazards.len() as u32,
        count(game, data, seat, Count::Stations),
        value(3),
        value(4),
        value(5),
        game.cities[ny].iter().filter(|&&s| s == seat).count() as u32,
    ]
}

fn task_index(t: Task) -> usize {
    match t {
        Task::Building => 0,
        Task::GreenOutlaw => 1,
        Task::OrangeOutlaw => 2,
        Task::Hazard => 3,
        Task::Station => 4,
        Task::Value3 => 5,
        Task::Value4 => 6,
        Task::Value5 => 7,
        Task::NewYork => 8,
    }
}

/// The best objective score: cards in the objective area must count (VP or penalty), cards still
/// in the deck may be added if met; each thing held meets one task item of one card only. Returns
/// the VP and how many cards end in the objective area. From rules 2 the choice is the best for
/// objectives and the station masters that count objective cards together (a card met adds to
/// both); rules 1 took the best objective VP alone.
pub fn objectives(game: &GwtGame, data: &GwtData, seat: SeatId) -> (i64, u32) {
    let p = &game.players[seat];
    let face = |c: CardId| match data.card(c) {
        CardInfo::Objective(f) => Some(&data.objectives[usize::from(f)]),
        CardInfo::Cattle { .. } => None,
    };
    let area: Vec<_> = p.objectives.iter().filter_map(|&c| face(c)).collect();
    let deck: Vec<_> = p.deck().filter_map(face).collect();
    let all: Vec<_> = area.iter().chain(&deck).collect();
    let have = resources(game, data, seat);
    let mut best = (i64::MIN, 0);
    for met in 0u32..(1 << all.len()) {
        let mut need = [0u32; 9];
        let mut vp = 0i64;
        let mut cards = area.len() as u32;
        for (i, o) in all.iter().enumerate() {
            if met & (1 << i) != 0 {
                for &t in &o.tasks {
                    need[task_index(t)] += 1;
                }
                vp += i64::from(o.vp);
                if i >= area.len() {
                    cards += 1;
                }
            } else if i < area.len() {
                vp -= i64::from(o.penalty);
            }
        }
        let worth = |(vp, cards)| {
            vp + if game.since(2) {
                masters_for_objectives(game, data, seat, cards)
            } else {
                0
            }
        };
        if need.iter().zip(&have).all(|(n, h)| n <= h)
            && (best.0 == i64::MIN || worth((vp, cards)) > worth(best))
        {
            best = (vp, cards);
        }
    }
    best
}

/// The station masters' VP for `cards` objective cards in the objective area.
fn masters_for_objectives(game: &GwtGame, data: &GwtData, seat: SeatId, cards: u32) -> i64 {
    game.players[seat]
        .masters
        .iter()
        .filter_map(|&m| data.file.station_masters[usize::from(m)].bottom)
        .filter(|(what, _, _)| *what == Count::Objectives)
        .map(|(_, per, vp)| i64::from(cards / u32::from(per.max(1))) * i64::from(vp))
        .sum()
}

/// City VP for a player with `discs[i]` discs on city `i`: each disc's printed VP, and every link
/// whose two cities both hold one (also what a bot's plan of deliveries would add).
pub fn city_points(data: &GwtData, discs: &[u32]) -> i64 {
    let rr = &data.file.railroad;
    let has = |name: &str| {
        rr.cities
            .iter()
            .position(|c| c.name == name)
            .is_some_and(|i| discs[i] > 0)
    };
    let printed: i64 = rr
        .cities
        .iter()
        .zip(discs)
        .map(|(c, &n)| i64::from(n) * i64::from(c.vp))
        .sum();
    let links: i64 = rr
        .links
        .iter()
        .filter(|l| has(&l.between.0) && has(&l.between.1))
        .map(|l| i64::from(l.vp))
        .sum();
    printed + links
}

/// Every category for one player.
pub fn score(game: &GwtGame, data: &GwtData, seat: SeatId) -> Score {
    let p = &game.players[seat];
    let rr = &data.file.railroad;
    let mut s = Score {
        money: i64::from(p.money / 5),
        ..Score::default()
    };
    for b in game.buildings.iter().flatten() {
        if let Building::Private { owner, tile } = *b
            && owner == seat
        {
            let side = game.options.sides[usize::from(tile - 1)];
            s.buildings += data
                .file
                .private
                .iter()
                .find(|t| t.number == tile && t.side == side)
                .map_or(0, |t| i64::from(t.vp));
        }
    }
    let discs: Vec<u32> = game
        .cities
        .iter()
        .map(|c| c.iter().filter(|&&x| x == seat).count() as u32)
        .collect();
    s.cities = city_points(data, &discs);
    for (i, st) in rr.stations.iter().enumerate() {
        if game.stations[i].contains(&seat) {
            s.stations += i64::from(st.vp);
        }
    }
    for &h in &p.hazards {
        if let TileKind::Hazard { vp, .. } = data.tiles[usize::from(h)] {
            s.hazards += i64::from(vp);
        }
    }
    for c in p.deck() {
        if let CardInfo::Cattle { vp, .. } = data.card(c) {
            s.cattle += i64::from(vp);
        }
    }
    let (objective_vp, in_area) = objectives(game, data, seat);
    s.objectives = objective_vp;
    for &m in &p.masters {
        if let Some((what, per, vp)) = data.file.station_masters[usize::from(m)].bottom {
            let n = match what {
                Count::Objectives => in_area,
                other => count(game, data, seat, other),
            };
            s.station_masters += i64::from(n / u32::from(per.max(1))) * i64::from(vp);
        }
    }
    for kind in [
        WorkerKind::Cowboy,
        WorkerKind::Builder,
        WorkerKind::Engineer,
    ] {
        s.workers += 4 * i64::from(p.workers(kind).saturating_sub(4));
    }
    if !p.discs_left().contains(&Disc::StepVp) {
        s.step_limit = 3;
    }
    if p.job_token {
        s.job_market_token = 2;
    }
    s
}

/// Every player's score.
pub fn scores(game: &GwtGame, data: &GwtData) -> Vec<Score> {
    (0..game.player_count())
        .map(|s| score(game, data, s))
        .collect()
}

/// The winners: the highest total, ties shared.
pub fn winners(scores: &[Score]) -> Vec<SeatId> {
    let best = scores.iter().map(Score::total).max().unwrap_or(0);
    (0..scores.len())
        .filter(|&s| scores[s].total() == best)
        .collect()
}
