//! Whistle Stop on stream: the board as the table draws it — the score track, tiles, the East Coast
//! and the trains — with the turn track, the resource track and the upgrades for sale beside it,
//! painted from the public view alone.

use super::board2d::{Layout, Overlay, good_letter, paint_board};
use super::tracks;
use crate::games::whistle_stop::data::whistle_stop;
use crate::games::whistle_stop::rules::log::upgrade_key;
use crate::games::whistle_stop::view::WsPublic;
use crate::ui::stream::{StreamBoard, StreamPaint};
use crate::ui::theme;
use bevy_egui::egui::{Align2, FontId, Painter, Pos2, Rect, pos2, vec2};

/// The registry's stream entry.
pub const STREAM: StreamBoard = StreamBoard {
    board,
    side: None,
    scene: None,
};

fn board(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let Some(view) = p.public.typed::<WsPublic>() else {
        return;
    };
    let data = whistle_stop();
    // The board is about square: the width it leaves shows the tracks and the upgrades for sale.
    let board_width = (rect.height() * 1.05).min(rect.width());
    let (left, right) = rect.split_left_right_at_x(rect.min.x + board_width);
    let fame: Vec<u32> = view.players.iter().map(|p| p.fame).collect();
    tracks::score_track(painter, left, &fame, p.colours);
    let layout = Layout::fit(left.shrink(tracks::SCORE_BAND + 6.0), data);
    paint_board(
        painter,
        &layout,
        data,
        (&view.board, &view.trains),
        p.colours,
        &Overlay::default(),
        p.locale,
    );
    if right.width() > 200.0 {
        side(painter, right.shrink2(vec2(16.0, 0.0)), view, p);
    }
}

/// The turn track, the resource track and the upgrades for sale, beside the board.
fn side(painter: &Painter, rect: Rect, view: &WsPublic, p: &StreamPaint) {
    let data = whistle_stop();
    let heading = |at: Pos2, text: String| {
        painter.text(
            at,
            Align2::LEFT_TOP,
            text,
            FontId::proportional(22.0),
            theme::PAPER,
        );
    };
    let mut y = rect.top();
    heading(pos2(rect.left(), y), p.locale.t("ws-turn-track"));
    y += 30.0;
    let (round, rounds) = view.round;
    let side = (rect.width() / f32::from(rounds.max(1)) - 4.0).min(30.0);
    tracks::paint_turn_track(painter, pos2(rect.left(), y), side, round, rounds, data);
    y += side + 18.0;
    heading(pos2(rect.left(), y), p.locale.t("ws-resource-track"));
    y += 30.0;
    let per_row = data.file.resource_track.len().div_ceil(2) as f32;
    let w = (rect.width() / per_row - 3.0).min(70.0);
    let cell = vec2(w, w * 0.8);
    tracks::paint_resource_track(
        painter,
        pos2(rect.left(), y),
        cell,
        &view.parked,
        &view.trains,
        data,
        p.colours,
    );
    y += 2.0 * (cell.y + 3.0) + 18.0;
    heading(pos2(rect.left(), y), p.locale.t("ws-upgrades"));
    y += 32.0;
    for &u in &view.display {
        if y > rect.bottom() - 24.0 {
            break;
        }
        let card = &data.file.upgrades[usize::from(u)];
        let cost: Vec<&str> = card.cost.iter().map(|&g| good_letter(g)).collect();
        let line = format!(
            "{} ★{}  {}",
            p.locale.t(&upgrade_key(card.kind)),
            card.stars,
            cost.join("+")
        );
        painter.text(
            pos2(rect.left(), y),
            Align2::LEFT_TOP,
            line,
            FontId::proportional(20.0),
            theme::PAPER_LIGHT,
        );
        y += 28.0;
    }
}
