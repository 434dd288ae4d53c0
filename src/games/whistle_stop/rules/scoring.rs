//! The final score: fame from play, 15 for each railroad's majority (a tie goes to the lowest
//! share number), upgrade stars, gold, leftover goods (1 common, 3 rare), 1 per 2 leftover
//! tokens, and −10 for each Town or special tile left in hand unless the Extra Boiler is owned.

use super::super::data::WsData;
use super::super::schema::{Good, UpgradeKind};
use super::super::state::WsGame;
use crate::table::SeatId;

/// The score's lines, in the score sheet's and the CLI's order.
pub const LINES: [&str; 7] = [
    "fame",
    "majorities",
    "upgrades",
    "gold",
    "resources",
    "tokens",
    "hand_penalty",
];

/// One seat's score, by line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Fame gained during play.
    pub fame: i64,
    /// Railroad majorities.
    pub majorities: i64,
    /// Upgrade stars.
    pub upgrades: i64,
    /// Gold nuggets.
    pub gold: i64,
    /// Leftover goods.
    pub resources: i64,
    /// Leftover coal and whistles.
    pub tokens: i64,
    /// Town and special tiles in hand (0 or less).
    pub hand_penalty: i64,
    /// Shares held (the tie-break).
    pub shares: usize,
}

impl Score {
    /// The lines by name, in the score sheet's and the CLI's order.
    pub fn categories(&self) -> [(&'static str, i64); 7] {
        let figures = [
            self.fame,
            self.majorities,
            self.upgrades,
            self.gold,
            self.resources,
            self.tokens,
            self.hand_penalty,
        ];
        std::array::from_fn(|i| (LINES[i], figures[i]))
    }

    /// Every line added up.
    pub fn total(&self) -> i64 {
        self.fame
            + self.majorities
            + self.upgrades
            + self.gold
            + self.resources
            + self.tokens
            + self.hand_penalty
    }
}

/// The seat holding each railroad's majority, if anyone holds a share of it.
pub fn majorities(game: &WsGame, data: &WsData) -> Vec<Option<SeatId>> {
    (0..data.file.railroads.len() as u8)
        .map(|r| {
            let held = |s: usize| {
                let mine = game.players[s].shares.iter().filter(|sh| sh.railroad == r);
                (mine.clone().count(), mine.map(|sh| sh.number).min())
            };
            let most = (0..game.seats()).map(|s| held(s).0).max().unwrap_or(0);
            (most > 0)
                .then(|| {
                    (0..game.seats())
                        .filter(|&s| held(s).0 == most)
                        .min_by_key(|&s| held(s).1)
                })
                .flatten()
        })
        .collect()
}

/// Every seat's score as it stands.
pub fn scores(game: &WsGame, data: &WsData) -> Vec<Score> {
    let limits = &data.file.limits;
    let owners = majorities(game, data);
    (0..game.seats())
        .map(|s| {
            let p = &game.players[s];
            let specials = p.hand.iter().filter(|&&t| data.tile(t).special()).count() as i64;
            let boiler = game.owns(data, s, UpgradeKind::ExtraBoiler);
            Score {
                fame: i64::from(p.fame),
                majorities: owners.iter().filter(|&&o| o == Some(s)).count() as i64
                    * i64::from(limits.majority_fame),
                upgrades: p
                    .upgrades
                    .iter()
                    .map(|&u| i64::from(data.file.upgrades[usize::from(u)].stars))
                    .sum(),
                gold: p.gold.iter().map(|&v| i64::from(v)).sum(),
                resources: p
                    .goods
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| i64::from(n) * if Good::ALL[i].rare() { 3 } else { 1 })
                    .sum(),
                tokens: i64::from(p.coal + p.whistles) / i64::from(limits.tokens_per_fame),
                hand_penalty: if boiler {
                    0
                } else {
                    -specials * i64::from(limits.hand_penalty)
                },
                shares: p.shares.len(),
            }
        })
        .collect()
}

/// The winners: the highest total, then the most shares; still tied, they share the win.
pub fn winners(scores: &[Score]) -> Vec<SeatId> {
    let best = scores.iter().map(|s| (s.total(), s.shares)).max();
    (0..scores.len())
        .filter(|&s| Some((scores[s].total(), scores[s].shares)) == best)
        .collect()
}
