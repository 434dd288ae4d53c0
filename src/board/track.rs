//! Track pieces: each joins two sides of one hex. A hex holds a limited number of pieces that share
//! no side (a crossing, which does not connect them), and a hex side carries at most one track, so
//! nobody can join or redirect another player's line.

use super::map::{Edge, HexMap};
use hexx::{EdgeDirection, Hex};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// One piece of track in a hex, joining two of its sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Segment {
    /// The hex.
    pub hex: Hex,
    /// The two sides joined.
    pub ends: [EdgeDirection; 2],
}

impl Segment {
    /// A piece in `hex` from side `a` to side `b`.
    pub fn new(hex: Hex, a: EdgeDirection, b: EdgeDirection) -> Self {
        Segment { hex, ends: [a, b] }
    }

    /// How far the track turns: 0 straight, 1 a gentle curve (60°), 2 a sharp one (120°), 3 a U-turn.
    pub fn turn(&self) -> u8 {
        let d = (self.ends[0].index() + 6 - self.ends[1].index()) % 6;
        3 - d.min(6 - d)
    }

    /// Whether a side of the hex is one of the piece's ends.
    pub fn touches(&self, dir: EdgeDirection) -> bool {
        self.ends.contains(&dir)
    }
}

/// Why a piece cannot go where asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrackError {
    /// The hex is not on the map.
    OffMap(Hex),
    /// Lake, sea, partial hex or a site.
    NotBuildable(Hex),
    /// The hex already holds as many pieces as it can.
    HexFull(Hex),
    /// Another track already uses that side.
    SideTaken(Hex),
    /// The curve is sharper than the tiles allow.
    TooSharp(Hex),
    /// The two ends are the same side.
    Degenerate(Hex),
}

impl fmt::Display for TrackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, hex) = match self {
            TrackError::OffMap(h) => ("is off the map", h),
            TrackError::NotBuildable(h) => ("cannot take track (water, partial hex or a city)", h),
            TrackError::HexFull(h) => ("already holds a crossing", h),
            TrackError::SideTaken(h) => ("has a side another track already uses", h),
            TrackError::TooSharp(h) => ("would need a sharper curve than the tiles have", h),
            TrackError::Degenerate(h) => ("would need a track that leaves where it enters", h),
        };
        write!(f, "hex ({},{}) {what}", hex.x, hex.y)
    }
}

/// What a map's track tiles allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrackRules {
    /// Pieces one hex may hold (2 = a crossing).
    pub per_hex: usize,
    /// The sharpest turn a piece may make (see [`Segment::turn`]).
    pub max_turn: u8,
}

/// Every piece on the board, tagged with the game's id for the line it belongs to.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TrackLayout {
    by_hex: HashMap<Hex, Vec<(Segment, u32)>>,
    /// Per hex side, the pieces using it: `(hex of the piece, tag)`.
    sides: HashMap<Edge, Vec<(Hex, u32)>>,
}

impl TrackLayout {
    /// Whether a piece may be laid for line `tag`. A side may be shared only with the piece of the
    /// same line on the other side of it (the line runs on through it).
    pub fn check(
        &self,
        map: &HexMap,
        rules: TrackRules,
        seg: Segment,
        tag: u32,
    ) -> Result<(), TrackError> {
        let hex = seg.hex;
        match map.terrain(hex) {
            None => return Err(TrackError::OffMap(hex)),
            Some(t) if !t.buildable() => return Err(TrackError::NotBuildable(hex)),
            _ => {}
        }
        if seg.ends[0] == seg.ends[1] {
            return Err(TrackError::Degenerate(hex));
        }
        if seg.turn() > rules.max_turn {
            return Err(TrackError::TooSharp(hex));
        }
        if self.pieces(hex).len() >= rules.per_hex {
            return Err(TrackError::HexFull(hex));
        }
        for dir in seg.ends {
            if !self.side_free_for(hex, dir, tag) {
                return Err(TrackError::SideTaken(hex));
            }
        }
        Ok(())
    }

    /// Whether line `tag` may use the side of `hex` facing `dir`.
    pub fn side_free_for(&self, hex: Hex, dir: EdgeDirection, tag: u32) -> bool {
        self.sides
            .get(&Edge::of(hex, dir))
            .is_none_or(|users| users.iter().all(|&(h, t)| h != hex && t == tag))
    }

    /// Whether any track uses the side of `hex` facing `dir`.
    pub fn side_used(&self, hex: Hex, dir: EdgeDirection) -> bool {
        self.sides
            .get(&Edge::of(hex, dir))
            .is_some_and(|u| !u.is_empty())
    }

    /// Lays a piece (checked beforehand).
    pub fn lay(&mut self, seg: Segment, tag: u32) {
        self.by_hex.entry(seg.hex).or_default().push((seg, tag));
        for dir in seg.ends {
            self.sides
                .entry(Edge::of(seg.hex, dir))
                .or_default()
                .push((seg.hex, tag));
        }
    }

    /// Removes line `tag`'s piece in `hex` (a tile re-laid to point elsewhere).
    pub fn remove_piece(&mut self, hex: Hex, tag: u32) {
        let Some(pieces) = self.by_hex.get_mut(&hex) else {
            return;
        };
        let Some(i) = pieces.iter().position(|(_, t)| *t == tag) else {
            return;
        };
        let (seg, _) = pieces.remove(i);
        if pieces.is_empty() {
            self.by_hex.remove(&hex);
        }
        for dir in seg.ends {
            let edge = Edge::of(hex, dir);
            if let Some(users) = self.sides.get_mut(&edge) {
                users.retain(|&(h, t)| !(h == hex && t == tag));
                if users.is_empty() {
                    self.sides.remove(&edge);
                }
            }
        }
    }

    /// Removes every piece of line `tag`.
    pub fn remove_line(&mut self, tag: u32) {
        self.by_hex.retain(|_, v| {
            v.retain(|(_, t)| *t != tag);
            !v.is_empty()
        });
        self.sides.retain(|_, v| {
            v.retain(|(_, t)| *t != tag);
            !v.is_empty()
        });
    }

    /// The pieces in a hex with their tags.
    pub fn pieces(&self, hex: Hex) -> &[(Segment, u32)] {
        self.by_hex.get(&hex).map(Vec::as_slice).unwrap_or(&[])
    }
}
