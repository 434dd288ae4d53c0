//! 1822PNW's card art: a stock market, a row of price cells with company tokens.

use crate::ui::pictures::*;
use bevy_egui::egui::{Color32, CornerRadius, Painter, Rect, Stroke, StrokeKind, pos2, vec2};

/// A stock market: a row of price cells with company tokens.
pub fn paint(painter: &Painter, rect: Rect) {
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
