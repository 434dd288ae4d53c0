//! Railroad Ink's card art: a 3×3 route sheet with roads, rails, a station and a lake.

use crate::ui::pictures::*;
use crate::ui::theme::*;
use bevy_egui::egui::{
    Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// A 3×3 route sheet with roads, rails, a station and a lake (the Deep Blue edition's water).
pub fn paint(painter: &Painter, rect: Rect) {
    backdrop(painter, rect, Color32::from_rgb(0xdc, 0xe7, 0xee));
    let side = rect.height().min(rect.width()) * 0.86;
    let cell = side / 3.0;
    let origin = rect.center() - Vec2::splat(side / 2.0);
    let at = |c: usize, r: usize| {
        Rect::from_min_size(origin + vec2(c as f32, r as f32) * cell, Vec2::splat(cell))
    };
    for r in 0..3 {
        for c in 0..3 {
            let sq = at(c, r).shrink(2.0);
            let fill = if (c, r) == (2, 2) {
                WATER
            } else {
                BOARD_SQUARE
            };
            painter.rect(
                sq,
                CornerRadius::same(3),
                fill,
                Stroke::new(1.0, BOARD_GRID),
                StrokeKind::Inside,
            );
        }
    }
    let w = cell * 0.22;
    let mid = |c: usize, r: usize| at(c, r).center();
    // Road: enters left of (0,0), runs east, curves down at (1,0) into (1,1), ends at a station.
    road(
        painter,
        &[at(0, 0).left_center(), mid(0, 0), at(0, 0).right_center()],
        w,
    );
    let c10 = at(1, 0);
    road(
        painter,
        &arc(c10.left_bottom(), cell / 2.0, -FRAC_PI_2, 0.0),
        w,
    );
    road(painter, &[at(1, 1).center_top(), mid(1, 1)], w);
    // Rail: leaves the station east to the right exit, and south to the bottom exit.
    rail(painter, &[mid(1, 1), at(1, 1).right_center()], w, RAIL);
    rail(
        painter,
        &[at(2, 1).left_center(), mid(2, 1), at(2, 1).right_center()],
        w,
        RAIL,
    );
    rail(painter, &[mid(1, 1), at(1, 1).center_bottom()], w, RAIL);
    rail(
        painter,
        &[at(1, 2).center_top(), mid(1, 2), at(1, 2).center_bottom()],
        w,
        RAIL,
    );
    // A second road from the left exit of the bottom row, curving up and into the station.
    road(
        painter,
        &arc(at(0, 2).left_top(), cell / 2.0, 0.0, FRAC_PI_2),
        w,
    );
    road(
        painter,
        &arc(at(0, 1).right_bottom(), cell / 2.0, PI, 1.5 * PI),
        w,
    );
    road(painter, &[at(1, 1).left_center(), mid(1, 1)], w);
    // Station where road meets rail.
    let s = Rect::from_center_size(mid(1, 1), Vec2::splat(cell * 0.34));
    painter.rect(
        s,
        CornerRadius::same(2),
        STATION,
        Stroke::new(1.5, RAIL),
        StrokeKind::Inside,
    );
    // Waves on the lake.
    let lake = at(2, 2).shrink(cell * 0.2);
    for i in 0..3 {
        let y = lake.top() + lake.height() * (0.25 + 0.25 * i as f32);
        let pts: Vec<Pos2> = (0..=12)
            .map(|k| {
                let t = k as f32 / 12.0;
                pos2(
                    lake.left() + t * lake.width(),
                    y + (t * TAU * 1.5).sin() * 3.0,
                )
            })
            .collect();
        painter.add(Shape::line(
            pts,
            Stroke::new(2.0, Color32::from_white_alpha(170)),
        ));
    }
    // Exit marks around the board.
    for p in [
        at(0, 0).left_center(),
        at(0, 2).center_bottom(),
        at(2, 1).right_center(),
    ] {
        painter.circle_filled(p, w * 0.35, Color32::from_rgb(0x2e, 0x7d, 0x32));
    }
}
