//! The board's tracks as pictures, as the box prints them: the score track around the board's
//! edge with each player's marker, the turn track with its coal and whistle spaces, the resource
//! track with its rewards and the trains parked on it, and a player board's four token spaces.

use super::board2d::{good_colour, good_letter, on_good, paint_train};
use crate::games::whistle_stop::data::WsData;
use crate::games::whistle_stop::schema::{Gain, TrackSpace};
use crate::games::whistle_stop::state::{Train, WsGame};
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
    let cells = cells(rect, SCORE_BAND);
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

/// The score track's spaces, clockwise around a band `band` wide inside `rect` from the top-left
/// corner (the 2D board's in points, the 3D table's in hex sizes).
pub fn cells(rect: Rect, band: f32) -> Vec<Rect> {
    let n = SCORE_SPACES as usize;
    let (w, h) = (rect.width() - band, rect.height() - band);
    let per = (w + h) * 2.0 / n as f32;
    let across = (w / per).round().max(1.0) as usize;
    let down = n / 2 - across;
    let (step_x, step_y) = (w / across as f32, h / down as f32);
    let cell = |x: f32, y: f32, sx: f32, sy: f32| Rect::from_min_size(pos2(x, y), vec2(sx, sy));
    let (l, t) = (rect.left(), rect.top());
    let mut out = Vec::with_capacity(n);
    for k in 0..across {
        out.push(cell(l + k as f32 * step_x, t, step_x, band));
    }
    for k in 0..down {
        out.push(cell(l + w, t + k as f32 * step_y, band, step_y));
    }
    for k in 0..across {
        let x = l + band + w - (k + 1) as f32 * step_x;
        out.push(cell(x, t + h, step_x, band));
    }
    for k in 0..down {
        let y = t + band + h - (k + 1) as f32 * step_y;
        out.push(cell(l, y, band, step_y));
    }
    out.truncate(n);
    out
}

/// The turn track of this game (its spaces for the player count), the round being played ringed,
/// the rounds played faded; a whistle space is white with ♪, a coal space black.
pub fn turn_track(ui: &mut Ui, game: &WsGame, data: &WsData) {
    let side = 22.0;
    let n = usize::from(game.rounds) as f32;
    let (rect, response) =
        ui.allocate_exact_size(vec2(side * n + 4.0 * (n - 1.0), side), egui::Sense::hover());
    paint_turn_track(
        ui.painter(),
        rect.left_top(),
        side,
        game.round,
        game.rounds,
        data,
    );
    response.on_hover_text(format!("{}/{}", game.round, game.rounds));
}

/// The turn track's spaces from `at`, each `side` across (see [`turn_track`]).
pub fn paint_turn_track(p: &Painter, at: Pos2, side: f32, round: u8, rounds: u8, data: &WsData) {
    let first = data.file.turn_track.len() - usize::from(rounds);
    for (k, &space) in data.file.turn_track[first..].iter().enumerate() {
        let c = at + vec2(k as f32 * (side + 4.0) + side / 2.0, side / 2.0);
        let this = k + 1;
        let played = this < usize::from(round);
        let (fill, ink, mark) = match space {
            TrackSpace::Whistle => (theme::PAPER_LIGHT, theme::INK, "♪"),
            _ => (theme::INK, theme::PAPER_LIGHT, "●"),
        };
        let alpha = if played { 0.35 } else { 1.0 };
        p.circle(
            c,
            side * 0.42,
            fill.gamma_multiply(alpha),
            Stroke::new(1.0, theme::PAPER.gamma_multiply(alpha)),
        );
        p.text(
            c,
            Align2::CENTER_CENTER,
            mark,
            FontId::proportional(side * 0.5),
            ink.gamma_multiply(alpha),
        );
        if this == usize::from(round) {
            p.circle_stroke(c, side * 0.55, Stroke::new(2.5, theme::BRASS));
        }
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

/// The resource track: its spaces in two rows, each with its number and rewards, a parked train
/// (in its owner's colour) on the spaces taken, the spaces in `open` ringed brass. Cells are
/// `width` across; answers the space clicked, if any.
pub fn resource_track(
    ui: &mut Ui,
    (game, data): (&WsGame, &WsData),
    colours: &[SeatColour],
    width: f32,
    open: &[usize],
) -> Option<usize> {
    let cell = vec2(width, width * 0.8);
    let per_row = data.file.resource_track.len().div_ceil(2);
    let size = vec2(per_row as f32 * (cell.x + 3.0), 2.0 * (cell.y + 3.0));
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let p = ui.painter();
    paint_resource_track(
        p,
        rect.left_top(),
        cell,
        &game.parked,
        &game.trains,
        data,
        colours,
    );
    let at = |i: usize| {
        let (row, col) = (i / per_row, i % per_row);
        Rect::from_min_size(
            rect.left_top() + vec2(col as f32 * (cell.x + 3.0), row as f32 * (cell.y + 3.0)),
            cell,
        )
    };
    for &i in open {
        p.rect_stroke(
            at(i),
            CornerRadius::same(4),
            Stroke::new(3.0, theme::BRASS),
            StrokeKind::Outside,
        );
    }
    let pointed = response.hover_pos()?;
    let i = open.iter().copied().find(|&i| at(i).contains(pointed))?;
    response.clicked().then_some(i)
}

/// The resource track from `at`, in cells of `cell` (see [`resource_track`]); `parked` is the
/// train on each space.
pub fn paint_resource_track(
    p: &Painter,
    at: Pos2,
    cell: egui::Vec2,
    parked: &[Option<u8>],
    trains: &[Train],
    data: &WsData,
    colours: &[SeatColour],
) {
    let spaces = &data.file.resource_track;
    let per_row = spaces.len().div_ceil(2);
    for (i, gains) in spaces.iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        let rect = Rect::from_min_size(
            at + vec2(col as f32 * (cell.x + 3.0), row as f32 * (cell.y + 3.0)),
            cell,
        );
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
            FontId::proportional(cell.y * 0.27),
            theme::INK_FADED,
        );
        let s = cell.y * 0.34;
        let n = gains.len() as f32;
        for (k, g) in gains.iter().enumerate() {
            let x = rect.center().x + (k as f32 - (n - 1.0) / 2.0) * (s + 3.0);
            gain(p, pos2(x, rect.bottom() - s * 0.5 - 5.0), s, g);
        }
        let owner = parked
            .get(i)
            .copied()
            .flatten()
            .and_then(|t| trains.get(usize::from(t)))
            .map(|t| t.owner);
        if let Some(owner) = owner {
            let colour = colours
                .get(usize::from(owner))
                .copied()
                .unwrap_or(SeatColour(owner));
            paint_train(
                p,
                rect.center() - vec2(6.0, 8.0),
                cell.y * 0.77,
                colour,
                false,
            );
        }
    }
}
