//! An 18xx company's charter as a card: its colour band with its name and price, the treasury,
//! the president, its trains as chips and the station tokens it has left; and the depot's line
//! (each kind of train left, the next one framed). A game fills [`Charter`]s from its public view;
//! the table, the stream and the replay viewer paint the same cards.

use bevy_egui::egui::{Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Stroke, vec2};

/// One company's charter.
#[derive(Debug, Clone, PartialEq)]
pub struct Charter {
    /// Its short name.
    pub id: String,
    /// Its colour.
    pub fill: Color32,
    /// Its share price, if it has one.
    pub price: Option<u32>,
    /// The treasury.
    pub treasury: i64,
    /// The president's name, seat colour and seat glyph (colour is never the only cue).
    pub president: Option<(String, Color32, &'static str)>,
    /// What each train runs as.
    pub trains: Vec<String>,
    /// Station tokens left.
    pub tokens_left: u8,
    /// A line under the rest (an associated minor's major).
    pub note: Option<String>,
}

/// The ink that reads on `fill`.
pub fn ink_on(fill: Color32) -> Color32 {
    if fill.intensity() > 0.55 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Paints `c` in `rect`: a band in its colour, then treasury and president, trains, tokens.
pub fn paint_charter(painter: &Painter, rect: Rect, c: &Charter) {
    painter.rect(
        rect,
        CornerRadius::same(6),
        Color32::from_rgb(0xfb, 0xf7, 0xec),
        Stroke::new(1.0, Color32::from_gray(0x90)),
        bevy_egui::egui::StrokeKind::Inside,
    );
    let h = rect.height();
    let line = (h / 4.2).clamp(10.0, 30.0);
    let band = Rect::from_min_size(rect.min, vec2(rect.width(), line * 1.15));
    painter.rect_filled(
        band,
        CornerRadius {
            nw: 6,
            ne: 6,
            sw: 0,
            se: 0,
        },
        c.fill,
    );
    let ink = ink_on(c.fill);
    let font = |k: f32| FontId::proportional(line * k);
    painter.text(
        band.left_center() + vec2(6.0, 0.0),
        Align2::LEFT_CENTER,
        &c.id,
        font(0.85),
        ink,
    );
    if let Some(price) = c.price {
        painter.text(
            band.right_center() - vec2(6.0, 0.0),
            Align2::RIGHT_CENTER,
            format!("${price}"),
            font(0.8),
            ink,
        );
    }
    let dark = Color32::from_gray(0x22);
    let mut y = band.max.y + line * 0.55;
    painter.text(
        Pos2::new(rect.min.x + 6.0, y),
        Align2::LEFT_CENTER,
        format!("${}", c.treasury),
        font(0.75),
        dark,
    );
    if let Some((name, colour, glyph)) = &c.president {
        let p = Pos2::new(rect.max.x - 6.0, y);
        let g = painter.layout_no_wrap(name.clone(), font(0.7), dark);
        let w = g.size().x;
        painter.galley(p - vec2(w, g.size().y / 2.0), g, dark);
        painter.text(
            p - vec2(w + line * 0.15, 0.0),
            Align2::RIGHT_CENTER,
            *glyph,
            font(0.7),
            *colour,
        );
    }
    y += line;
    // Trains as chips, tokens left as small discs after them.
    let mut x = rect.min.x + 6.0;
    for t in &c.trains {
        x = train_chip(painter, Pos2::new(x, y), t, line * 0.8) + 4.0;
    }
    let r = line * 0.2;
    let mut tx = rect.max.x - 6.0 - r;
    for _ in 0..c.tokens_left {
        painter.circle(
            Pos2::new(tx, y),
            r,
            c.fill,
            Stroke::new(1.0, Color32::BLACK),
        );
        tx -= r * 2.4;
    }
    if let Some(note) = &c.note {
        painter.text(
            Pos2::new(rect.min.x + 6.0, y + line * 0.9),
            Align2::LEFT_CENTER,
            note,
            font(0.6),
            Color32::from_gray(0x55),
        );
    }
}

/// A train as a dark chip `h` tall whose left middle is `at`; returns its right edge.
pub fn train_chip(painter: &Painter, at: Pos2, text: &str, h: f32) -> f32 {
    let g = painter.layout_no_wrap(
        text.to_string(),
        FontId::proportional(h * 0.8),
        Color32::WHITE,
    );
    let chip = Rect::from_min_size(
        Pos2::new(at.x, at.y - h / 2.0),
        vec2(g.size().x + h * 0.5, h),
    );
    painter.rect_filled(chip, CornerRadius::same(3), Color32::from_gray(0x30));
    painter.galley(
        chip.min + vec2(h * 0.25, (h - g.size().y) / 2.0),
        g,
        Color32::WHITE,
    );
    chip.max.x
}

/// The depot in `rect`, lines `h` tall: each kind of train left as a chip with its count (wrapping
/// at the right edge), the next one to be sold framed.
pub fn paint_depot(
    painter: &Painter,
    rect: Rect,
    h: f32,
    kinds: &[(String, usize)],
    next: Option<&str>,
) {
    let ink = Color32::from_gray(0x22);
    let (mut x, mut y) = (rect.min.x, rect.min.y + h / 2.0 + 2.0);
    for (name, left) in kinds {
        let count = painter.layout_no_wrap(format!("×{left}"), FontId::proportional(h * 0.75), ink);
        let chip = painter
            .layout_no_wrap(name.clone(), FontId::proportional(h * 0.8), ink)
            .size()
            .x
            + h * 0.5;
        if x > rect.min.x && x + chip + count.size().x + 3.0 > rect.max.x {
            (x, y) = (rect.min.x, y + h * 1.4);
        }
        let start = x;
        x = train_chip(painter, Pos2::new(x, y), name, h);
        if next == Some(name.as_str()) {
            let r = Rect::from_min_max(
                Pos2::new(start - 2.0, y - h / 2.0 - 2.0),
                Pos2::new(x + 2.0, y + h / 2.0 + 2.0),
            );
            painter.rect_stroke(
                r,
                CornerRadius::same(4),
                Stroke::new(2.0, Color32::from_rgb(0xc8, 0x8a, 0x12)),
                bevy_egui::egui::StrokeKind::Outside,
            );
        }
        let w = count.size().x;
        painter.galley(Pos2::new(x + 3.0, y - count.size().y / 2.0), count, ink);
        x += 3.0 + w + h * 0.6;
    }
}

/// Paints charters in a grid filling `rect`, `columns` across, in order; what does not fit is
/// left out (the caller orders the busiest first).
pub fn paint_charters(painter: &Painter, rect: Rect, charters: &[Charter], columns: usize) {
    let columns = columns.max(1);
    let rows = charters.len().div_ceil(columns).max(1);
    let gap = 6.0;
    let w = (rect.width() - gap * (columns - 1) as f32) / columns as f32;
    let h = ((rect.height() - gap * (rows - 1) as f32) / rows as f32).min(w * 0.36);
    for (k, c) in charters.iter().enumerate() {
        let (col, row) = (k % columns, k / columns);
        let r = Rect::from_min_size(
            rect.min + vec2((w + gap) * col as f32, (h + gap) * row as f32),
            vec2(w, h),
        );
        if r.max.y > rect.max.y + 0.5 {
            break;
        }
        paint_charter(painter, r, c);
    }
}
