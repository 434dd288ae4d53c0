//! The end: each bond moves its holder back one space; the track position is the score.
//! Ties go to the most links, then the most money.

use super::super::state::RotwGame;
use crate::table::SeatId;

/// A seat's final reckoning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinalScore {
    /// Victory points: track position minus bonds.
    pub vp: i64,
    /// Income-track position.
    pub income_track: u32,
    /// Bonds issued.
    pub bonds: u32,
    /// Complete links owned.
    pub links: usize,
    /// Cash, $k.
    pub money: u32,
}

/// Every seat's score as things stand.
pub fn scores(game: &RotwGame) -> Vec<FinalScore> {
    game.players
        .iter()
        .enumerate()
        .map(|(seat, p)| FinalScore {
            vp: i64::from(p.income) - i64::from(p.bonds),
            income_track: p.income,
            bonds: p.bonds,
            links: game.complete_links(seat),
            money: p.money,
        })
        .collect()
}

/// The winners: most VP, then most links, then most money (several if still tied).
pub fn winners(scores: &[FinalScore]) -> Vec<SeatId> {
    let key = |s: &FinalScore| (s.vp, s.links, s.money);
    let Some(best) = scores.iter().map(key).max() else {
        return Vec::new();
    };
    (0..scores.len())
        .filter(|&i| key(&scores[i]) == best)
        .collect()
}
