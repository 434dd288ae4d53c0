//! Railroad Ink on stream: every seat's sheet, drawn as the table draws it, from the public view
//! alone (each seat's routes with the round of every one).

use super::layout::SheetGeom;
use super::panels::die_card;
use super::sheet2d::paint_sheet;
use super::state::Drawn;
use crate::games::railroad_ink::rules::board::Placement;
use crate::games::railroad_ink::rules::tiles::TileId;
use crate::games::railroad_ink::view::InkPublic;
use crate::table::SeatColour;
use crate::ui::stream::{StreamBoard, StreamPaint};
use crate::ui::theme;
use bevy_egui::egui::{CornerRadius, FontId, Painter, Rect, Stroke, StrokeKind, pos2, vec2};

/// The registry's stream entry.
pub const STREAM: StreamBoard = StreamBoard {
    board,
    side: Some(dice),
    scene: Some(scene),
};

/// The beauty camera's orbit: around the table's 3D sheet (which shows nothing private).
fn scene(_: &bevy::prelude::World) -> Option<crate::ui::stream::beauty::Shot> {
    Some(crate::ui::stream::beauty::Shot {
        layer: super::view3d::LAYER,
        target: super::view3d::LOOK_AT,
        distance: 13.5,
        pitch: 0.9,
    })
}

/// This round's dice, as the table's panel shows them.
fn dice(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let roll: &[TileId] = p
        .public
        .typed::<InkPublic>()
        .map_or(&[], |v| v.roll.as_slice());
    let n = roll.len().max(1) as f32;
    let side = ((rect.width() - 16.0 * (n - 1.0)) / n).min(rect.height());
    let total = side * n + 16.0 * (n - 1.0);
    let mut x = rect.center().x - total / 2.0;
    for &tile in roll {
        let r = Rect::from_min_size(pos2(x, rect.center().y - side / 2.0), vec2(side, side));
        die_card(painter, r, tile, false, false);
        x += side + 16.0;
    }
}

/// Each seat's routes in drawing order, with their rounds.
fn sheets(view: &InkPublic) -> Vec<Vec<Drawn>> {
    view.players
        .iter()
        .map(|p| {
            p.board
                .iter()
                .enumerate()
                .map(|(i, &placement)| Drawn {
                    placement,
                    round: p.rounds.get(i).copied().unwrap_or(0),
                    appeared: 0.0,
                })
                .collect()
        })
        .collect()
}

/// Columns and rows of a grid of `n` sheets in `rect`, the sheets as large as they can be.
fn grid(n: usize, rect: Rect) -> (usize, usize) {
    (1..=n.max(1))
        .map(|cols| (cols, n.max(1).div_ceil(cols)))
        .max_by(|a, b| {
            let side = |(c, r): (usize, usize)| {
                (rect.width() / c as f32).min((rect.height() - 60.0 * r as f32) / r as f32)
            };
            side(*a).total_cmp(&side(*b))
        })
        .unwrap_or((1, 1))
}

fn board(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let Some(now) = p.public.typed::<InkPublic>().map(sheets) else {
        return;
    };
    let before = p.previous.and_then(|v| v.typed::<InkPublic>()).map(sheets);
    let (cols, rows) = grid(now.len(), rect);
    let cell = vec2(rect.width() / cols as f32, rect.height() / rows as f32);
    for (seat, drawn) in now.iter().enumerate() {
        let (c, r) = (seat % cols, seat / cols);
        let area = Rect::from_min_size(rect.min + vec2(c as f32 * cell.x, r as f32 * cell.y), cell)
            .shrink(10.0);
        // The seat's name over its sheet, on its colour with its glyph.
        let colour = p
            .colours
            .get(seat)
            .copied()
            .unwrap_or(SeatColour(seat as u8));
        let name = p.names.get(seat).map_or("", String::as_str);
        let label = Rect::from_min_size(area.min, vec2(area.width(), 46.0));
        let galley = painter.layout_no_wrap(
            format!(" {} {name} ", theme::seat_glyph(colour)),
            FontId::new(34.0, theme::bold()),
            theme::seat_text_colour(colour),
        );
        let chip = Rect::from_center_size(label.center(), galley.size() + vec2(12.0, 4.0));
        painter.rect_filled(chip, CornerRadius::same(8), theme::seat_colour(colour));
        painter.galley(
            chip.center() - galley.size() / 2.0,
            galley,
            theme::seat_text_colour(colour),
        );
        let geom = SheetGeom::fit(Rect::from_min_max(area.min + vec2(0.0, 52.0), area.max));
        paint_sheet(painter, &geom, drawn, 0.0, true);
        // What was drawn since the previous view glows for a moment, as on the table.
        let old: Vec<Placement> = before
            .as_ref()
            .and_then(|b| b.get(seat))
            .map(|d| d.iter().map(|d| d.placement).collect())
            .unwrap_or_default();
        if p.fresh > 0.0 && before.is_some() {
            for d in drawn.iter().filter(|d| !old.contains(&d.placement)) {
                painter.rect_stroke(
                    geom.square_rect(d.placement.square).expand(2.0),
                    CornerRadius::same(4),
                    Stroke::new(5.0, theme::BRASS.gamma_multiply(p.fresh)),
                    StrokeKind::Outside,
                );
            }
        }
    }
}
