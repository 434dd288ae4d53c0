//! Whistle Stop on stream: the board as the table draws it — the score track, tiles, the East Coast
//! and the trains —
//! painted from the public view alone.

use super::board2d::{Layout, Overlay, paint_board};
use crate::games::whistle_stop::data::whistle_stop;
use crate::games::whistle_stop::view::WsPublic;
use crate::ui::stream::{StreamBoard, StreamPaint};
use bevy_egui::egui::{Painter, Rect};

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
    let fame: Vec<u32> = view.players.iter().map(|p| p.fame).collect();
    super::tracks::score_track(painter, rect, &fame, p.colours);
    let layout = Layout::fit(rect.shrink(super::tracks::SCORE_BAND + 6.0), data);
    paint_board(
        painter,
        &layout,
        data,
        &view.board,
        &view.trains,
        p.colours,
        &Overlay::default(),
        p.locale,
    );
}
