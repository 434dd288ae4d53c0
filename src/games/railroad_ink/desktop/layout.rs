//! Pure helpers of the table screen: sheet geometry (square ↔ screen), orientation stepping, network outlines.

use crate::games::railroad_ink::rules::board::Square;
use crate::games::railroad_ink::rules::tiles::{Orientation, Side};
use bevy_egui::egui::{Pos2, Rect, Vec2, pos2, vec2};

/// Squares per side of the sheet.
pub const N: u8 = 7;
/// The paper margin around the grid, in squares (room for the exit stubs).
pub const MARGIN: f32 = 0.62;

/// Where a sheet sits on screen: the paper and the 7×7 grid inside it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SheetGeom {
    /// The whole paper, margin included.
    pub paper: Rect,
    /// Top-left corner of square A0.
    pub origin: Pos2,
    /// Side of one square in points.
    pub cell: f32,
}

impl SheetGeom {
    /// The largest sheet that fits centred in `avail`.
    pub fn fit(avail: Rect) -> Self {
        let side = avail.width().min(avail.height()).max(1.0);
        let cell = side / (N as f32 + 2.0 * MARGIN);
        let paper = Rect::from_center_size(avail.center(), Vec2::splat(side));
        SheetGeom {
            paper,
            origin: paper.min + Vec2::splat(MARGIN * cell),
            cell,
        }
    }

    /// The 7×7 grid.
    pub fn grid(&self) -> Rect {
        Rect::from_min_size(self.origin, Vec2::splat(self.cell * N as f32))
    }

    /// The screen rectangle of a square.
    pub fn square_rect(&self, sq: Square) -> Rect {
        Rect::from_min_size(
            self.origin + vec2(sq.col as f32, sq.row as f32) * self.cell,
            Vec2::splat(self.cell),
        )
    }

    /// The square under a screen point, if any.
    pub fn square_at(&self, p: Pos2) -> Option<Square> {
        let rel = (p - self.origin) / self.cell;
        let (col, row) = (rel.x.floor(), rel.y.floor());
        ((0.0..N as f32).contains(&col) && (0.0..N as f32).contains(&row)).then_some(Square {
            row: row as u8,
            col: col as u8,
        })
    }

    /// The middle of one side of a square.
    pub fn side_mid(&self, sq: Square, side: Side) -> Pos2 {
        let r = self.square_rect(sq);
        let d = side_dir(side);
        r.center() + vec2(d.0, d.1) * self.cell / 2.0
    }
}

/// N, E, S, W as 0..4.
pub fn side_index(side: Side) -> usize {
    match side {
        Side::N => 0,
        Side::E => 1,
        Side::S => 2,
        Side::W => 3,
    }
}

/// The outward unit step of a side (x east, y south).
pub fn side_dir(side: Side) -> (f32, f32) {
    [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)][side_index(side)]
}

/// Every square, row by row.
pub fn all_squares() -> impl Iterator<Item = Square> {
    (0..N).flat_map(|row| (0..N).map(move |col| Square { row, col }))
}

/// Turns the drawing a quarter clockwise (keeps it mirrored or not).
pub fn rotated(o: Orientation) -> Orientation {
    let base = o.0 & 4;
    Orientation(base | ((o.0 + 1) & 3))
}

/// Mirrors the drawing left–right as it is seen now (orientations are mirror-then-rotate).
pub fn flipped(o: Orientation) -> Orientation {
    let k = o.0 & 3;
    Orientation(((o.0 & 4) ^ 4) | ((4 - k) & 3))
}

/// The orientation shown at a square: the chosen one if legal there, else the first legal one after it.
pub fn snap(chosen: Orientation, legal: &[Orientation]) -> Option<Orientation> {
    (0..8u8)
        .map(|i| Orientation((chosen.0 + i) % 8))
        .find(|o| legal.contains(o))
}

/// Grid edges (a, b) around a set of squares: the outline of a network, for drawing it.
pub fn outline(squares: &[Square]) -> Vec<(Square, Side)> {
    let has = |r: i32, c: i32| {
        squares
            .iter()
            .any(|s| i32::from(s.row) == r && i32::from(s.col) == c)
    };
    let mut out = Vec::new();
    for s in squares {
        let (r, c) = (i32::from(s.row), i32::from(s.col));
        for (side, (dr, dc)) in [
            (Side::N, (-1, 0)),
            (Side::E, (0, 1)),
            (Side::S, (1, 0)),
            (Side::W, (0, -1)),
        ] {
            if !has(r + dr, c + dc) {
                out.push((*s, side));
            }
        }
    }
    out
}

/// The two corners of a square's side, in screen points.
pub fn side_segment(g: &SheetGeom, sq: Square, side: Side) -> [Pos2; 2] {
    let r = g.square_rect(sq);
    match side {
        Side::N => [r.left_top(), r.right_top()],
        Side::E => [r.right_top(), r.right_bottom()],
        Side::S => [r.left_bottom(), r.right_bottom()],
        Side::W => [r.left_top(), r.left_bottom()],
    }
}

/// Screen point of a unit-square coordinate inside `r`.
pub fn unit_to(r: Rect, x: f32, y: f32) -> Pos2 {
    pos2(r.min.x + x * r.width(), r.min.y + y * r.height())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroad_ink::rules::tiles::TileId;

    fn sq(row: u8, col: u8) -> Square {
        Square { row, col }
    }

    #[test]
    fn squares_round_trip_through_the_screen() {
        let g = SheetGeom::fit(Rect::from_min_size(pos2(100.0, 50.0), vec2(900.0, 700.0)));
        assert!((g.paper.width() - 700.0).abs() < 1e-3);
        for s in all_squares() {
            let r = g.square_rect(s);
            assert_eq!(g.square_at(r.center()), Some(s));
            assert_eq!(g.square_at(r.min + vec2(0.5, 0.5)), Some(s));
        }
        assert_eq!(g.square_at(g.origin - vec2(1.0, 1.0)), None);
        assert_eq!(g.square_at(g.grid().max + vec2(1.0, 1.0)), None);
        let top = g.side_mid(sq(0, 3), Side::N);
        assert!((top.y - g.origin.y).abs() < 1e-3);
    }

    #[test]
    fn rotate_and_flip_follow_the_encoding() {
        assert_eq!(rotated(Orientation(3)), Orientation(0));
        assert_eq!(rotated(Orientation(7)), Orientation(4));
        assert_eq!(rotated(Orientation(5)), Orientation(6));
        // Flipping twice is the identity; flipping o0 is o4.
        for o in 0..8 {
            assert_eq!(flipped(flipped(Orientation(o))), Orientation(o));
        }
        assert_eq!(flipped(Orientation(0)), Orientation(4));
        // Flip then the edges: mirror of A0 o1 (N+E) is N+W = o0 (or o7).
        let m = flipped(Orientation(1));
        let e = TileId::A0.edges(m);
        let want = TileId::A0.edges(Orientation(0));
        assert_eq!(e, want);
    }

    #[test]
    fn snapping_keeps_a_legal_choice_and_moves_forward_otherwise() {
        let legal = [Orientation(2), Orientation(6)];
        assert_eq!(snap(Orientation(2), &legal), Some(Orientation(2)));
        assert_eq!(snap(Orientation(3), &legal), Some(Orientation(6)));
        assert_eq!(snap(Orientation(7), &legal), Some(Orientation(2)));
        assert_eq!(snap(Orientation(0), &[]), None);
    }

    #[test]
    fn outline_of_two_squares_has_six_sides() {
        let o = outline(&[sq(1, 1), sq(1, 2)]);
        assert_eq!(o.len(), 6);
        assert!(!o.contains(&(sq(1, 1), Side::E)));
    }
}
