//! Great Western Trail's card art: a winding trail, a cattle herd and a railway station.

use crate::ui::pictures::*;
use crate::ui::theme::*;
use bevy_egui::egui::{Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, pos2, vec2};
use std::f32::consts::TAU;

/// A winding trail, a cattle herd and a railway station.
pub fn paint(painter: &Painter, rect: Rect) {
    backdrop(painter, rect, Color32::from_rgb(0xd7, 0xe0, 0xa8));
    let painter = painter.with_clip_rect(rect.shrink(2.0));
    let trail: Vec<Pos2> = (0..=40)
        .map(|i| {
            let t = i as f32 / 40.0;
            pos2(
                rect.left() + t * rect.width(),
                rect.center().y
                    + (t * TAU * 1.2).sin() * rect.height() * 0.2
                    + rect.height() * 0.08,
            )
        })
        .collect();
    let dirt = Color32::from_rgb(0xa1, 0x7a, 0x4e);
    painter.add(Shape::line(
        trail.clone(),
        Stroke::new(rect.height() * 0.12, dirt),
    ));
    painter.extend(Shape::dashed_line(
        &trail,
        Stroke::new(2.0, Color32::from_rgb(0x6d, 0x4c, 0x2f)),
        6.0,
        6.0,
    ));
    // Building tiles along the trail.
    for (i, col) in [
        (8usize, Color32::from_rgb(0x2e, 0x7d, 0x32)),
        (20, Color32::from_rgb(0xc6, 0x28, 0x28)),
        (30, Color32::from_rgb(0x1e, 0x5a, 0xa8)),
    ] {
        let p = trail[i] - vec2(0.0, rect.height() * 0.17);
        let s = rect.height() * 0.12;
        painter.add(Shape::convex_polygon(
            hex_points(p, s),
            col,
            Stroke::new(1.5, Color32::WHITE),
        ));
    }
    // The herd: cattle dots in three breeds' colours.
    let cattle = [
        Color32::from_rgb(0x5d, 0x40, 0x37),
        Color32::from_rgb(0x21, 0x21, 0x21),
        Color32::from_rgb(0xf5, 0xf5, 0xf5),
        Color32::from_rgb(0xa0, 0x52, 0x2d),
    ];
    let head = trail[13];
    let d = rect.height() * 0.055;
    for k in 0..9 {
        let p = head
            + vec2(
                -((k % 3) as f32) * d * 2.1 - (k / 3) as f32 * d * 1.2,
                ((k / 3) as f32 - 1.0) * d * 1.6,
            );
        painter.circle(
            p,
            d,
            cattle[k % cattle.len()],
            Stroke::new(1.0, Color32::from_rgb(0x3e, 0x27, 0x23)),
        );
    }
    // Kansas City station at the east end: a building with a roof, and rails leaving it.
    let base = pos2(
        rect.right() - rect.width() * 0.16,
        rect.top() + rect.height() * 0.42,
    );
    let w = rect.height() * 0.34;
    let body = Rect::from_min_max(
        pos2(base.x - w / 2.0, base.y - w * 0.55),
        pos2(base.x + w / 2.0, base.y),
    );
    painter.rect_filled(
        body,
        CornerRadius::ZERO,
        Color32::from_rgb(0xb5, 0x65, 0x3b),
    );
    painter.add(Shape::convex_polygon(
        vec![
            pos2(body.left() - w * 0.1, body.top()),
            pos2(base.x, body.top() - w * 0.35),
            pos2(body.right() + w * 0.1, body.top()),
        ],
        Color32::from_rgb(0x4e, 0x34, 0x2e),
        Stroke::NONE,
    ));
    painter.rect_filled(
        Rect::from_center_size(pos2(base.x, base.y - w * 0.16), vec2(w * 0.22, w * 0.32)),
        CornerRadius::ZERO,
        Color32::from_rgb(0x3e, 0x27, 0x23),
    );
    rail(
        &painter,
        &[
            pos2(body.left() - w * 0.3, base.y + w * 0.14),
            pos2(rect.right(), base.y + w * 0.14),
        ],
        w * 0.35,
        RAIL,
    );
}
