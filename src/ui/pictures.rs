//! Card art for the five games, painted with egui shapes (no image files to ship or license).

use super::theme::{BOARD_GRID, BOARD_SQUARE, RAIL, ROAD, ROAD_MARK, STATION, WATER};
use crate::games::GameId;
use bevy_egui::egui::{
    Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// Paints the picture of `game` into `rect`.
pub fn paint(game: GameId, painter: &Painter, rect: Rect) {
    match game {
        GameId::RailroadInk => railroad_ink(painter, rect),
        GameId::Rotw => rotw(painter, rect),
        GameId::Pnw1822 => pnw(painter, rect),
        GameId::WhistleStop => whistle_stop(painter, rect),
        GameId::Gwt => gwt(painter, rect),
    }
}

/// Background wash of a picture.
fn backdrop(painter: &Painter, rect: Rect, colour: Color32) {
    painter.rect_filled(rect, CornerRadius::same(10), colour);
}

/// A road from a to b: dark band with a dashed centre line.
fn road(painter: &Painter, pts: &[Pos2], w: f32) {
    painter.add(Shape::line(pts.to_vec(), Stroke::new(w, ROAD)));
    painter.extend(Shape::dashed_line(
        pts,
        Stroke::new(w * 0.14, ROAD_MARK),
        w * 0.45,
        w * 0.4,
    ));
}

/// A railway: a thin line with cross ties.
fn rail(painter: &Painter, pts: &[Pos2], w: f32, colour: Color32) {
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
fn arc(c: Pos2, r: f32, a0: f32, a1: f32) -> Vec<Pos2> {
    (0..=16)
        .map(|i| {
            let a = a0 + (a1 - a0) * i as f32 / 16.0;
            c + vec2(a.cos(), a.sin()) * r
        })
        .collect()
}

/// A 3×3 route sheet with roads, rails, a station and a lake (the Deep Blue edition's water).
fn railroad_ink(painter: &Painter, rect: Rect) {
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

/// Corners of a flat-topped hexagon.
fn hex_points(c: Pos2, r: f32) -> Vec<Pos2> {
    (0..6)
        .map(|i| {
            let a = i as f32 * PI / 3.0;
            c + vec2(a.cos(), a.sin()) * r
        })
        .collect()
}

/// Hexes with a track between two cities and goods cubes.
fn rotw(painter: &Painter, rect: Rect) {
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

/// A stock market: a row of price cells with company tokens.
fn pnw(painter: &Painter, rect: Rect) {
    backdrop(painter, rect, Color32::from_rgb(0xee, 0xe6, 0xd2));
    let rows = 3;
    let cols = 6;
    let inner = rect.shrink2(vec2(rect.width() * 0.06, rect.height() * 0.12));
    let cw = inner.width() / cols as f32;
    let ch = inner.height() / rows as f32;
    let shade = [
        Color32::from_rgb(0xf6, 0xe3, 0x9a),
        Color32::from_rgb(0xfb, 0xf7, 0xec),
        Color32::from_rgb(0xe8, 0xb4, 0x8a),
    ];
    let prices = [
        [50, 60, 70, 82, 95, 110],
        [45, 55, 65, 76, 88, 100],
        [40, 50, 58, 68, 80, 92],
    ];
    for r in 0..rows {
        for c in 0..cols {
            let cell =
                Rect::from_min_size(inner.min + vec2(c as f32 * cw, r as f32 * ch), vec2(cw, ch));
            let fill = shade[(r + c / 2) % 3];
            painter.rect(
                cell,
                CornerRadius::ZERO,
                fill,
                Stroke::new(1.0, Color32::from_rgb(0x6a, 0x5a, 0x44)),
                StrokeKind::Inside,
            );
            painter.text(
                cell.left_top() + vec2(4.0, 2.0),
                bevy_egui::egui::Align2::LEFT_TOP,
                prices[r][c].to_string(),
                bevy_egui::egui::FontId::proportional((ch * 0.3).clamp(9.0, 16.0)),
                Color32::from_rgb(0x44, 0x3a, 0x2e),
            );
        }
    }
    let tokens = [
        (1, 0, Color32::from_rgb(0x1b, 0x5e, 0x20)),
        (3, 0, Color32::from_rgb(0xb7, 0x1c, 0x1c)),
        (4, 1, Color32::from_rgb(0x0d, 0x47, 0xa1)),
        (2, 2, Color32::from_rgb(0x21, 0x21, 0x21)),
        (5, 1, Color32::from_rgb(0xff, 0x8f, 0x00)),
    ];
    for (c, r, col) in tokens {
        let centre = inner.min + vec2((c as f32 + 0.6) * cw, (r as f32 + 0.6) * ch);
        painter.circle(
            centre,
            ch.min(cw) * 0.3,
            col,
            Stroke::new(2.0, Color32::WHITE),
        );
    }
    // Price trend arrow.
    let y = rect.bottom() - rect.height() * 0.055;
    painter.arrow(
        pos2(inner.left(), y),
        vec2(inner.width(), 0.0),
        Stroke::new(2.0, Color32::from_rgb(0x6a, 0x5a, 0x44)),
    );
}

/// A train heading west over a row of tiles, puffing smoke.
fn whistle_stop(painter: &Painter, rect: Rect) {
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

/// A winding trail, a cattle herd and a railway station.
fn gwt(painter: &Painter, rect: Rect) {
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
