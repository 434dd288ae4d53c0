//! The board's tracks as pictures, as the box prints them: the score track around the board's
//! edge with each player's marker, the turn track with its coal and whistle spaces, the resource
//! track with its rewards and the trains parked on it, and a player board's four token spaces.

use super::board2d::{good_colour, good_letter, paint_train};
use crate::games::whistle_stop::data::WsData;
use crate::games::whistle_stop::schema::{Gain, Good, TrackSpace};
use crate::games::whistle_stop::state::WsGame;
use crate::table::SeatColour;
use crate::ui::theme;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, pos2,
    vec2,
};

/// Spaces on the score track: fame past the last starts another lap, shown on the marker.
pub const SCORE_SPACES: u32 = 50;

/// The band the score track takes around the board.
pub const SCORE_BAND: f32 = 26.0;

/// The score track in the band just inside `rect`: numbered spaces clockwise from the top-left
/// corner, and each player's marker (their colour and glyph) on their fame, the lap beside it.
pub fn score_track(painter: &Painter, rect: Rect, fame: &[u32], colours: &[SeatColour]) {
    let cells = cells(rect);
    for (i, cell) in cells.iter().enumerate() {
        let fill = if i % 5 == 0 {
            theme::PAPER_DARK
        } else {
            theme::PAPER
        };
        painter.rect(
            cell.shrink(1.0),
            CornerRadius::same(3),
            fill,
            Stroke::new(1.0, theme::BOARD_GRID),
            StrokeKind::Inside,
        );
        if i % 5 == 0 {
            painter.text(
                cell.center(),
                Align2::CENTER_CENTER,
                i.to_string(),
                FontId::proportional(cell.height().min(cell.width()) * 0.5),
                theme::INK_FADED,
            );
        }
    }
    let mut on: Vec<usize> = vec![0; cells.len()];
    for (seat, &f) in fame.iter().enumerate() {
        let i = (f % SCORE_SPACES) as usize;
        let cell = cells[i];
        let r = cell.height().min(cell.width()) * 0.42;
        let shift = on[i] as f32 * r * 0.7;
        on[i] += 1;
        let c = cell.center() + vec2(shift, -shift);
        let colour = colours.get(seat).copied().unwrap_or(SeatColour(seat as u8));
        painter.circle(
            c,
            r,
            theme::seat_colour(colour),
            Stroke::new(1.5, theme::INK),
        );
        let laps = f / SCORE_SPACES;
        let mark = if laps > 0 {
            format!("{}{}", theme::seat_glyph(colour), laps)
        } else {
            theme::seat_glyph(colour).to_string()
        };
        painter.text(
            c,
            Align2::CENTER_CENTER,
            mark,
            FontId::proportional(r * 1.1),
            theme::seat_text_colour(colour),
        );
    }
}

/// The score track's spaces, clockwise around the band inside `rect` from the top-left corner.
fn cells(rect: Rect) -> Vec<Rect> {
    let n = SCORE_SPACES as usize;
    let (w, h) = (rect.width() - SCORE_BAND, rect.height() - SCORE_BAND);
    let per = (w + h) * 2.0 / n as f32;
    let across = (w / per).round().max(1.0) as usize;
    let down = n / 2 - across;
    let (step_x, step_y) = (w / across as f32, h / down as f32);
    let cell = |x: f32, y: f32, sx: f32, sy: f32| Rect::from_min_size(pos2(x, y), vec2(sx, sy));
    let (l, t) = (rect.left(), rect.top());
    let mut out = Vec::with_capacity(n);
    for k in 0..across {
        out.push(cell(l + k as f32 * step_x, t, step_x, SCORE_BAND));
    }
    for k in 0..down {
        out.push(cell(l + w, t + k as f32 * step_y, SCORE_BAND, step_y));
    }
    for k in 0..across {
        let x = l + SCORE_BAND + w - (k + 1) as f32 * step_x;
        out.push(cell(x, t + h, step_x, SCORE_BAND));
    }
    for k in 0..down {
        let y = t + SCORE_BAND + h - (k + 1) as f32 * step_y;
        out.push(cell(l, y, SCORE_BAND, step_y));
    }
    out.truncate(n);
    out
}

/// The turn track of this game (its spaces for the player count), the round being played ringed,
/// the rounds played faded; a whistle space is white with ♪, a coal space black.
pub fn turn_track(ui: &mut Ui, game: &WsGame, data: &WsData) {
    let first = data.file.turn_track.len() - usize::from(game.rounds);
    let side = 22.0;
    for (k, &space) in data.file.turn_track[first..].iter().enumerate() {
        let (rect, response) = ui.allocate_exact_size(vec2(side, side), egui::Sense::hover());
        let round = k + 1;
        let played = round < usize::from(game.round);
        let (fill, ink, mark) = match space {
            TrackSpace::Whistle => (theme::PAPER_LIGHT, theme::INK, "♪"),
            _ => (theme::INK, theme::PAPER_LIGHT, "●"),
        };
        let alpha = if played { 0.35 } else { 1.0 };
        let p = ui.painter();
        p.circle(
            rect.center(),
            side * 0.42,
            fill.gamma_multiply(alpha),
            Stroke::new(1.0, theme::PAPER.gamma_multiply(alpha)),
        );
        p.text(
            rect.center(),
            Align2::CENTER_CENTER,
            mark,
            FontId::proportional(side * 0.5),
            ink.gamma_multiply(alpha),
        );
        if round == usize::from(game.round) {
            p.circle_stroke(rect.center(), side * 0.55, Stroke::new(2.5, theme::BRASS));
        }
        response.on_hover_text(format!("{round}/{}", game.rounds));
    }
}

/// A player board's four token spaces: filled for the tokens spent this turn.
pub fn token_spaces(ui: &mut Ui, spent: u8, limit: u8) {
    let side = 20.0;
    ui.horizontal(|ui| {
        for k in 0..limit {
            let (rect, _) = ui.allocate_exact_size(vec2(side, side), egui::Sense::hover());
            let used = k < spent;
            ui.painter().circle(
                rect.center(),
                side * 0.42,
                if used { theme::INK } else { theme::PAPER },
                Stroke::new(1.5, theme::INK_FADED),
            );
            if used {
                ui.painter().text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    "✔",
                    FontId::proportional(side * 0.55),
                    theme::PAPER_LIGHT,
                );
            }
        }
    });
}

/// One reward of the resource track, drawn in a square of side `s` at `c`.
fn gain(painter: &Painter, c: Pos2, s: f32, g: &Gain) {
    let square = |fill: Color32, text: &str, ink: Color32| {
        let r = Rect::from_center_size(c, vec2(s, s));
        painter.rect(
            r,
            CornerRadius::same(2),
            fill,
            Stroke::new(1.0, theme::INK),
            StrokeKind::Inside,
        );
        painter.text(
            c,
            Align2::CENTER_CENTER,
            text,
            FontId::proportional(s * 0.62),
            ink,
        );
    };
    let disc = |fill: Color32, text: String, ink: Color32| {
        painter.circle(c, s * 0.5, fill, Stroke::new(1.0, theme::INK));
        painter.text(
            c,
            Align2::CENTER_CENTER,
            text,
            FontId::proportional(s * 0.6),
            ink,
        );
    };
    match g {
        Gain::Good(good) => square(good_colour(*good), good_letter(*good), on_good(*good)),
        Gain::Any => square(theme::PAPER_LIGHT, "?", theme::INK),
        Gain::Coal(n) => disc(theme::INK, n.to_string(), theme::PAPER_LIGHT),
        Gain::Whistle(n) => disc(theme::PAPER_LIGHT, format!("{n}♪"), theme::INK),
        Gain::Gold => disc(theme::BRASS, "⛀".into(), theme::INK),
    }
}

fn on_good(g: Good) -> Color32 {
    match g {
        Good::Cotton | Good::Gravel => theme::INK,
        _ => Color32::WHITE,
    }
}

/// The resource track: its spaces in two rows, each with its number and rewards, a parked train
/// (in its owner's colour) on the spaces taken.
pub fn resource_track(ui: &mut Ui, game: &WsGame, data: &WsData, colours: &[SeatColour]) {
    let spaces = &data.file.resource_track;
    let per_row = spaces.len().div_ceil(2);
    let cell = vec2(54.0, 44.0);
    for row in 0..2 {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 3.0;
            for i in row * per_row..((row + 1) * per_row).min(spaces.len()) {
                let (rect, _) = ui.allocate_exact_size(cell, egui::Sense::hover());
                let p = ui.painter();
                p.rect(
                    rect,
                    CornerRadius::same(4),
                    theme::PAPER,
                    Stroke::new(1.0, theme::BOARD_GRID),
                    StrokeKind::Inside,
                );
                p.text(
                    rect.left_top() + vec2(3.0, 1.0),
                    Align2::LEFT_TOP,
                    (i + 1).to_string(),
                    FontId::proportional(12.0),
                    theme::INK_FADED,
                );
                let gains = &spaces[i];
                let s = 15.0;
                let n = gains.len() as f32;
                for (k, g) in gains.iter().enumerate() {
                    let x = rect.center().x + (k as f32 - (n - 1.0) / 2.0) * (s + 3.0);
                    gain(p, pos2(x, rect.bottom() - s * 0.5 - 5.0), s, g);
                }
                let parked = game.parked.get(i).copied().flatten();
                if let Some(t) = parked.and_then(|t| game.trains.get(usize::from(t))) {
                    let colour = colours
                        .get(usize::from(t.owner))
                        .copied()
                        .unwrap_or(SeatColour(t.owner));
                    paint_train(p, rect.center() - vec2(6.0, 8.0), 34.0, colour, false);
                }
            }
        });
    }
}
