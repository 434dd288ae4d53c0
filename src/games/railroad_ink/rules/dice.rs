//! The four route dice: three basic dice (A0–A5) and one special die (B0–B2), rolled once per round for everyone.

use super::tiles::TileId;
use rand::RngExt;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One roll of the four route dice: three basic faces, then the special-die face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll {
    /// Dice 0–2 show A0–A5, die 3 shows B0–B2. Equal faces are still separate dice.
    pub dice: [TileId; 4],
}

/// Rolls the four dice with uniform faces (the special die has each shape on two faces).
pub fn roll(rng: &mut impl rand::Rng) -> Roll {
    let mut basic = || TileId::BASIC[rng.random_range(0..6usize)];
    let (a, b, c) = (basic(), basic(), basic());
    let special = TileId::SPECIAL_DIE[rng.random_range(0..3usize)];
    Roll {
        dice: [a, b, c, special],
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.dice;
        write!(f, "{a} {b} {c} {d}")
    }
}

impl FromStr for Roll {
    type Err = String;
    /// Accepts `A0 A4 A3 B2` or the ANU form `A0A4A3B2`: three basic faces, then one B face.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let compact: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let chars: Vec<char> = compact.chars().collect();
        if chars.len() != 8 {
            return Err(format!(
                "'{s}' is not a roll (expected four dice like A0 A4 A3 B2)"
            ));
        }
        let mut dice = [TileId::A0; 4];
        for (i, d) in dice.iter_mut().enumerate() {
            let text: String = chars[2 * i..2 * i + 2].iter().collect();
            let t: TileId = text.parse()?;
            let ok = if i < 3 {
                t.letter() == 'A'
            } else {
                t.letter() == 'B'
            };
            if !ok {
                return Err(format!(
                    "'{s}': die {} shows {t}, but the first three dice are A0–A5 and the last B0–B2",
                    i + 1
                ));
            }
            *d = t;
        }
        Ok(Roll { dice })
    }
}
