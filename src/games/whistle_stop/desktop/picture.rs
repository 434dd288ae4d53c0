//! Whistle Stop's card art: a train heading west over a row of tiles, puffing smoke.

use crate::ui::pictures::*;
use crate::ui::theme::*;
use bevy_egui::egui::{Color32, CornerRadius, Painter, Rect, Shape, Stroke, Vec2, pos2, vec2};

/// A train heading west over a row of tiles, puffing smoke.
pub fn paint(painter: &Painter, rect: Rect) {
    backdrop(painter, rect, Color32::from_rgb(0xf3, 0xd9, 0xa6));
    let painter = painter.with_clip_rect(rect.shrink(2.0));
    // Sky to desert: a sun and far mesas.
    painter.circle_filled(
        rect.left_top() + vec2(rect.width() * 0.18, rect.height() * 0.25),
        rect.height() * 0.12,
        Color32::from_rgb(0xf9, 0xa8, 0x25),
    );
    let mesa = Color32::from_rgb(0xc8, 0x8a, 0x5a);
    let base = rect.top() + rect.height() * 0.48;
    painter.add(Shape::convex_polygon(
        vec![
            pos2(rect.left() + rect.width() * 0.45, base),
            pos2(
                rect.left() + rect.width() * 0.52,
                base - rect.height() * 0.18,
            ),
            pos2(
                rect.left() + rect.width() * 0.72,
                base - rect.height() * 0.18,
            ),
            pos2(rect.left() + rect.width() * 0.78, base),
        ],
        mesa,
        Stroke::NONE,
    ));
    // Tiles: a row of hex tiles with a straight track.
    let r = rect.height() * 0.16;
    let y = rect.top() + rect.height() * 0.7;
    let mut x = rect.left() + r * 0.4;
    let tile = [
        Color32::from_rgb(0xd9, 0xc0, 0x8b),
        Color32::from_rgb(0xcf, 0xb2, 0x74),
    ];
    let mut i = 0;
    while x < rect.right() + r {
        painter.add(Shape::convex_polygon(
            hex_points(pos2(x, y), r),
            tile[i % 2],
            Stroke::new(1.5, Color32::from_rgb(0x8d, 0x6e, 0x3e)),
        ));
        x += r * 1.5;
        i += 1;
    }
    rail(
        &painter,
        &[pos2(rect.left(), y), pos2(rect.right(), y)],
        r * 0.6,
        RAIL,
    );
    // The locomotive faces west (left).
    let loco = Color32::from_rgb(0x25, 0x3b, 0x6e);
    let u = r * 0.9;
    let front = pos2(rect.left() + rect.width() * 0.3, y - u * 0.15);
    let boiler = Rect::from_min_max(
        pos2(front.x, front.y - u * 0.7),
        pos2(front.x + u * 1.6, front.y),
    );
    painter.rect_filled(boiler, CornerRadius::same(4), loco);
    let cab = Rect::from_min_max(
        pos2(boiler.right(), boiler.top() - u * 0.45),
        pos2(boiler.right() + u * 0.8, front.y),
    );
    painter.rect_filled(
        cab,
        CornerRadius::same(2),
        Color32::from_rgb(0x8e, 0x24, 0x24),
    );
    painter.rect_filled(
        Rect::from_center_size(cab.center() - vec2(0.0, u * 0.15), Vec2::splat(u * 0.3)),
        CornerRadius::same(1),
        Color32::from_rgb(0xff, 0xe0, 0x82),
    );
    let stack = Rect::from_min_max(
        pos2(boiler.left() + u * 0.25, boiler.top() - u * 0.4),
        pos2(boiler.left() + u * 0.55, boiler.top()),
    );
    painter.rect_filled(stack, CornerRadius::ZERO, RAIL);
    // Cow catcher on the west end.
    painter.add(Shape::convex_polygon(
        vec![
            pos2(boiler.left(), boiler.bottom() - u * 0.35),
            pos2(boiler.left(), boiler.bottom()),
            pos2(boiler.left() - u * 0.45, boiler.bottom()),
        ],
        RAIL,
        Stroke::NONE,
    ));
    for k in 0..3 {
        painter.circle(
            pos2(
                boiler.left() + u * (0.35 + 0.6 * k as f32),
                front.y + u * 0.05,
            ),
            u * 0.2,
            RAIL,
            Stroke::new(1.5, Color32::from_rgb(0xbd, 0xbd, 0xbd)),
        );
    }
    // Smoke drifts back east (the train moves west).
    for k in 0..4 {
        let p = pos2(
            stack.center().x + u * 0.55 * k as f32,
            stack.top() - u * (0.25 + 0.18 * k as f32),
        );
        painter.circle_filled(
            p,
            u * (0.18 + 0.07 * k as f32),
            Color32::from_white_alpha(200 - 35 * k as u8),
        );
    }
    // A westward arrow hint.
    painter.arrow(
        pos2(
            rect.right() - rect.width() * 0.08,
            rect.top() + rect.height() * 0.14,
        ),
        vec2(-rect.width() * 0.18, 0.0),
        Stroke::new(3.0, Color32::from_rgb(0x6d, 0x4c, 0x41)),
    );
}
