//! The brushes of the games' card art (each game paints its own picture, in its folder, with egui
//! shapes: no image files to ship or license).

use super::theme::{ROAD, ROAD_MARK};
use crate::games::GameId;
use bevy_egui::egui::{Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, vec2};
use std::f32::consts::PI;

/// Paints the picture of `game` into `rect`.
pub fn paint(game: GameId, painter: &Painter, rect: Rect) {
    (game.info().picture)(painter, rect);
}

/// Background wash of a picture.
pub fn backdrop(painter: &Painter, rect: Rect, colour: Color32) {
    painter.rect_filled(rect, CornerRadius::same(10), colour);
}

/// A road from a to b: dark band with a dashed centre line.
pub fn road(painter: &Painter, pts: &[Pos2], w: f32) {
    painter.add(Shape::line(pts.to_vec(), Stroke::new(w, ROAD)));
    painter.extend(Shape::dashed_line(
        pts,
        Stroke::new(w * 0.14, ROAD_MARK),
        w * 0.45,
        w * 0.4,
    ));
}

/// A railway: a thin line with cross ties.
pub fn rail(painter: &Painter, pts: &[Pos2], w: f32, colour: Color32) {
    painter.add(Shape::line(pts.to_vec(), Stroke::new(w * 0.18, colour)));
    let mut carry = 0.0;
    let gap = w * 0.55;
    for seg in pts.windows(2) {
        let d = seg[1] - seg[0];
        let len = d.length();
        if len <= f32::EPSILON {
            continue;
        }
        let dir = d / len;
        let n = vec2(-dir.y, dir.x) * w * 0.38;
        let mut t = carry;
        while t < len {
            let p = seg[0] + dir * t;
            painter.line_segment([p + n, p - n], Stroke::new(w * 0.14, colour));
            t += gap;
        }
        carry = t - len;
    }
}

/// Points along a quarter circle around `c` from angle a0 to a1.
pub fn arc(c: Pos2, r: f32, a0: f32, a1: f32) -> Vec<Pos2> {
    (0..=16)
        .map(|i| {
            let a = a0 + (a1 - a0) * i as f32 / 16.0;
            c + vec2(a.cos(), a.sin()) * r
        })
        .collect()
}

/// Corners of a flat-topped hexagon.
pub fn hex_points(c: Pos2, r: f32) -> Vec<Pos2> {
    (0..6)
        .map(|i| {
            let a = i as f32 * PI / 3.0;
            c + vec2(a.cos(), a.sin()) * r
        })
        .collect()
}
