//! A one-row stock market (the 1822 family's): a cell per price, par and end cells marked, every
//! company's token stacked in its cell (the one to move first on top), with a legend. A game
//! fills [`MarketCell`]s and [`MarketToken`]s from its public view; the table, the stream and
//! the replay viewer paint the same row.

use super::charter::ink_on;
use bevy_egui::egui::{
    Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, vec2,
};

/// What a cell means besides its price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellMark {
    /// Only a price.
    Plain,
    /// A major may start here.
    Par,
    /// Minors start here.
    MinorPar,
    /// A company reaching it ends the game.
    End,
}

/// One cell of the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarketCell {
    /// Its price.
    pub price: u32,
    /// Its mark.
    pub mark: CellMark,
}

/// A company's token on the row.
#[derive(Debug, Clone, PartialEq)]
pub struct MarketToken {
    /// The cell it stands in.
    pub col: usize,
    /// Its colour.
    pub fill: Color32,
    /// Its short name.
    pub text: String,
    /// Dimmed (it has operated this round).
    pub dim: bool,
}

const PAR: Color32 = Color32::from_rgb(0xfc, 0xe9, 0x9a);
const MINOR_PAR: Color32 = Color32::from_rgb(0xd6, 0xe8, 0xf7);
const END: Color32 = Color32::from_rgb(0xf2, 0xb8, 0xae);
const PLAIN: Color32 = Color32::from_rgb(0xfb, 0xf7, 0xec);

/// Paints the row in `rect`: the cells across the top (wrapped into `lines` lines where the row is
/// narrow), their tokens below each price, the legend along the bottom.
pub fn paint_market_row(
    painter: &Painter,
    rect: Rect,
    cells: &[MarketCell],
    tokens: &[MarketToken],
    lines: usize,
    legend: [&str; 3],
) {
    if cells.is_empty() {
        return;
    }
    // On paper, so the legend reads on a dark table or stream as on a light one.
    painter.rect_filled(rect.expand(4.0), CornerRadius::same(6), PLAIN);
    let legend_h = (rect.height() * 0.2).clamp(16.0, 24.0);
    let row = Rect::from_min_max(rect.min, Pos2::new(rect.max.x, rect.max.y - legend_h));
    let lines = lines.clamp(1, cells.len());
    let per_line = cells.len().div_ceil(lines);
    let w = row.width() / per_line as f32;
    let line_h = row.height() / lines as f32;
    let ink = Color32::from_gray(0x22);
    for (k, cell) in cells.iter().enumerate() {
        let r = Rect::from_min_size(
            Pos2::new(
                row.min.x + w * (k % per_line) as f32,
                row.min.y + line_h * (k / per_line) as f32,
            ),
            vec2(w, line_h),
        );
        let (fill, tag) = match cell.mark {
            CellMark::Plain => (PLAIN, ""),
            CellMark::Par => (PAR, "P"),
            CellMark::MinorPar => (MINOR_PAR, "M"),
            CellMark::End => (END, "E"),
        };
        painter.rect(
            r,
            CornerRadius::ZERO,
            fill,
            Stroke::new(1.0, Color32::from_gray(0x80)),
            StrokeKind::Inside,
        );
        let font = FontId::proportional((w * 0.34).clamp(9.0, 20.0));
        painter.text(
            r.center_top() + vec2(0.0, 3.0),
            Align2::CENTER_TOP,
            cell.price.to_string(),
            font.clone(),
            ink,
        );
        if !tag.is_empty() {
            painter.text(
                r.right_top() + vec2(-2.0, 1.0),
                Align2::RIGHT_TOP,
                tag,
                FontId::proportional((w * 0.22).clamp(8.0, 13.0)),
                Color32::from_gray(0x55),
            );
        }
        let here: Vec<&MarketToken> = tokens.iter().filter(|t| t.col == k).collect();
        paint_stack(painter, r, r.min.y + font.size + 8.0, &here);
    }
    paint_legend(
        painter,
        Pos2::new(rect.min.x, row.max.y + 3.0),
        legend_h,
        legend,
    );
}

/// Tokens stacked below a cell's price from `top`, the first to move on top, overlapping when
/// many.
fn paint_stack(painter: &Painter, r: Rect, top: f32, here: &[&MarketToken]) {
    let d = (r.width() * 0.78).min(r.max.y - top);
    let step = if here.len() > 1 {
        ((r.max.y - top - d) / (here.len() - 1) as f32).min(d * 0.8)
    } else {
        0.0
    };
    for (n, t) in here.iter().enumerate() {
        let c = Pos2::new(r.center().x, top + d / 2.0 + step * n as f32);
        let fill = if t.dim {
            t.fill.gamma_multiply(0.45)
        } else {
            t.fill
        };
        painter.circle(c, d / 2.0, fill, Stroke::new(1.5, Color32::BLACK));
        painter.text(
            c,
            Align2::CENTER_CENTER,
            &t.text,
            FontId::proportional((d * 0.36).max(8.0)),
            ink_on(t.fill),
        );
    }
}

/// The marks' key in one line from `at`, swatches `h` tall.
fn paint_legend(painter: &Painter, at: Pos2, h: f32, legend: [&str; 3]) {
    let ink = Color32::from_gray(0x22);
    let key = [
        (PAR, "P", legend[0]),
        (MINOR_PAR, "M", legend[1]),
        (END, "E", legend[2]),
    ];
    let mut x = at.x;
    let font = FontId::proportional(h * 0.75);
    for (fill, tag, words) in key {
        let sw = Rect::from_min_size(Pos2::new(x, at.y), vec2(h - 4.0, h - 4.0));
        painter.rect_filled(sw, CornerRadius::same(2), fill);
        let text = format!("{tag} {words}");
        let g = painter.layout_no_wrap(text, font.clone(), ink);
        let width = g.size().x;
        painter.galley(Pos2::new(sw.max.x + 4.0, sw.min.y - 1.0), g, ink);
        x = sw.max.x + width + 18.0;
    }
}
