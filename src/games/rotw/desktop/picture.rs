//! Railways of the World's card art: hexes with a track between two cities and goods cubes.

use crate::ui::pictures::*;
use crate::ui::theme::*;
use bevy_egui::egui::{
    Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};

/// Hexes with a track between two cities and goods cubes.
pub fn paint(painter: &Painter, rect: Rect) {
    backdrop(painter, rect, Color32::from_rgb(0xe9, 0xdf, 0xc4));
    let r = rect.height() / 4.6;
    let dx = r * 1.5;
    let dy = r * 3f32.sqrt();
    let cols = ((rect.width() / dx) as i32) + 2;
    let painter = painter.with_clip_rect(rect.shrink(2.0));
    let centre = |q: i32, row: i32| {
        let x = rect.left() + q as f32 * dx;
        let y = rect.top() + row as f32 * dy + if q % 2 != 0 { dy / 2.0 } else { 0.0 };
        pos2(x, y)
    };
    let land = [
        Color32::from_rgb(0xb9, 0xcf, 0x8e),
        Color32::from_rgb(0xa7, 0xc2, 0x7a),
        Color32::from_rgb(0xc9, 0xb8, 0x8a),
    ];
    for q in 0..cols {
        for row in -1..4 {
            let fill = land[((q * 7 + row * 3).rem_euclid(3)) as usize];
            painter.add(Shape::convex_polygon(
                hex_points(centre(q, row), r * 0.97),
                fill,
                Stroke::new(1.0, Color32::from_rgb(0x8a, 0x7a, 0x55)),
            ));
        }
    }
    let a = centre(1, 1);
    let b = centre(3, 1);
    let m = centre(2, 1);
    let track = [a, pos2(m.x, m.y + dy * 0.25), b];
    let line: Vec<Pos2> = (0..=20)
        .map(|i| {
            let t = i as f32 / 20.0;
            let p = a.lerp(track[1], t);
            p.lerp(track[1].lerp(b, t), t)
        })
        .collect();
    rail(&painter, &line, r * 0.7, RAIL);
    let city = Color32::from_rgb(0xf3, 0xf0, 0xe6);
    for c in [a, b] {
        painter.circle(c, r * 0.42, city, Stroke::new(2.5, RAIL));
    }
    let cubes = [
        Color32::from_rgb(0xc6, 0x28, 0x28),
        Color32::from_rgb(0x1e, 0x5a, 0xa8),
        Color32::from_rgb(0xf2, 0xc0, 0x1e),
        Color32::from_rgb(0x8e, 0x44, 0xad),
    ];
    let s = r * 0.26;
    for (i, col) in cubes.iter().enumerate() {
        let c = if i < 2 { a } else { b };
        let off = vec2(if i % 2 == 0 { -s * 0.6 } else { s * 0.6 }, -s * 0.1);
        let cube = Rect::from_center_size(c + off, Vec2::splat(s));
        painter.rect(
            cube,
            CornerRadius::same(2),
            *col,
            Stroke::new(1.0, RAIL),
            StrokeKind::Inside,
        );
    }
    // A locomotive token on the track.
    painter.circle(
        line[10],
        r * 0.2,
        Color32::from_rgb(0x22, 0x22, 0x22),
        Stroke::new(2.0, city),
    );
}
