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

/// What decided a game whose top VP was tied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tiebreak {
    /// The most complete links.
    Links,
    /// Links tied too: the most money.
    Money,
    /// Tied all the way: the victory is shared.
    Shared,
}

impl Tiebreak {
    /// The translation key of the score sheet's note.
    pub fn key(self) -> &'static str {
        match self {
            Tiebreak::Links => "rotw-tiebreak-links",
            Tiebreak::Money => "rotw-tiebreak-money",
            Tiebreak::Shared => "rotw-tiebreak-shared",
        }
    }
}

/// Which tie-break decided the game, if the top VP was tied ([`winners`]' order of keys).
pub fn tiebreak(scores: &[FinalScore]) -> Option<Tiebreak> {
    let best = scores.iter().map(|s| s.vp).max()?;
    let tied: Vec<_> = scores.iter().filter(|s| s.vp == best).collect();
    if tied.len() < 2 {
        return None;
    }
    if winners(scores).len() > 1 {
        return Some(Tiebreak::Shared);
    }
    let links = tied.iter().map(|s| s.links).max()?;
    if tied.iter().filter(|s| s.links == links).count() == 1 {
        Some(Tiebreak::Links)
    } else {
        Some(Tiebreak::Money)
    }
}
