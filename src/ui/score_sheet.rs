//! The frame of every game's end-of-game score sheet: a centred window, the winners, the grid of scores.

use super::canvas::Canvas;
use super::i18n::{Locale, args};
use super::seats::SeatView;
use super::theme::{self, INK, INK_BLUE, INK_FADED};
use crate::table::SeatId;
use bevy_egui::egui::{self, Align2, Id, RichText, Ui, vec2};

/// The score sheet window titled `title`: the winners' `headline` and, when the top score was tied,
/// the tie-break `note` (translated), then `body`. Returns whether it is still open. Shown before
/// the table's pictures, it keeps them from painting what it covers (see [`Canvas::cover`]).
pub fn window<'w, 's>(
    ctx: &egui::Context,
    canvas: &mut Canvas<'w, 's>,
    title: &str,
    headline: &str,
    note: Option<String>,
    body: impl FnOnce(&mut Ui, &mut Canvas<'w, 's>),
) -> bool {
    let mut open = true;
    // On a short screen the sheet scrolls instead of running off the bottom.
    let room = (ctx.viewport_rect().height() - 140.0).max(200.0);
    let id = Id::new("ferrovia-score-sheet");
    let visuals = ctx.global_style().visuals.clone();
    let corner = f32::from(visuals.window_corner_radius.nw);
    if let Some(rect) = ctx.memory(|m| m.area_rect(id)) {
        let layer = ctx.layer_painter(egui::LayerId::new(egui::Order::Middle, id));
        super::widgets::shadow_ring(&layer, rect, corner, visuals.window_shadow);
    }
    let shown = egui::Window::new(RichText::new(title).font(theme::serif_font(28.0)))
        .id(id)
        .frame(egui::Frame::window(&ctx.global_style()).shadow(egui::Shadow::NONE))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, vec2(0.0, 0.0))
        .open(&mut open)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(room)
                .min_scrolled_height(room)
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(format!("🏆 {headline}"))
                            .font(theme::serif_font(26.0))
                            .color(INK_BLUE),
                    );
                    if let Some(note) = note {
                        ui.label(RichText::new(note).italics().color(INK_FADED));
                    }
                    ui.add_space(8.0);
                    body(ui, canvas);
                    ui.add_space(10.0);
                    if super::widgets::button(ui, &watch_words(ctx)).clicked() {
                        ctx.data_mut(|d| d.insert_temp(Id::new(WATCH), true));
                    }
                });
        });
    if let Some(shown) = shown {
        canvas.cover(ctx, egui::Order::Middle, shown.response.rect.shrink(corner));
    }
    open
}

/// Where the sheet's "watch the replay" click waits for the shell, in egui's memory: the sheet is
/// drawn inside each game's screen, the request is the shell's.
const WATCH: &str = "ferrovia-score-sheet-watch";
/// The button's words, put there by the shell.
const WATCH_WORDS: &str = "ferrovia-score-sheet-watch-words";

fn watch_words(ctx: &egui::Context) -> String {
    ctx.data(|d| d.get_temp::<String>(Id::new(WATCH_WORDS)))
        .unwrap_or_else(|| "▶".into())
}

/// Whether the score sheet's "watch the replay" was clicked since the last call; puts the button's
/// `words` for the next frames.
pub fn take_watch(ctx: &egui::Context, words: &str) -> bool {
    ctx.data_mut(|d| {
        d.insert_temp(Id::new(WATCH_WORDS), words.to_string());
        d.remove_temp::<bool>(Id::new(WATCH)).unwrap_or(false)
    })
}

/// "Ana wins!" or "Shared victory: Ana, Bo", each winner with their glyph (empty before anyone won).
pub fn headline(seats: &[SeatView], winners: &[SeatId], locale: &Locale) -> String {
    let names: Vec<String> = winners
        .iter()
        .filter_map(|w| seats.get(*w))
        .map(|s| format!("{} {}", theme::seat_glyph(s.colour), s.name))
        .collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => locale.t_args("winner", args!["name" => one.as_str()]),
        _ => locale.t_args("winners-shared", args!["names" => names.join(", ")]),
    }
}

/// The striped grid the scores stand in, one column a seat.
pub fn grid(id: &str) -> egui::Grid {
    egui::Grid::new(id).striped(true).spacing(vec2(28.0, 10.0))
}

/// The grid's first row: a seat's chip over each column.
pub fn seats_row(ui: &mut Ui, seats: &[SeatView]) {
    ui.label("");
    for s in seats {
        super::seats::seat_chip(ui, s.colour, &s.name, 18.0);
    }
    ui.end_row();
}

/// One row per category, its words `<prefix>-score-<key>`, each seat's figure in its column;
/// `scores[seat]` lists that seat's categories, every seat in the same order.
pub fn category_rows(
    ui: &mut Ui,
    locale: &super::i18n::Locale,
    prefix: &str,
    scores: &[Vec<(&str, i64)>],
) {
    let Some(first) = scores.first() else {
        return;
    };
    for (k, (key, _)) in first.iter().enumerate() {
        ui.label(RichText::new(locale.t(&format!("{prefix}-score-{key}"))).family(theme::bold()));
        for seat in scores {
            ui.label(seat.get(k).map_or(0, |c| c.1).to_string());
        }
        ui.end_row();
    }
}

/// The row that decides the game: `label`, then each seat's total, the winners' with a trophy.
pub fn totals_row<T: std::fmt::Display>(
    ui: &mut Ui,
    label: String,
    totals: impl IntoIterator<Item = (T, bool)>,
) {
    ui.label(RichText::new(label).font(theme::serif_font(22.0)));
    for (total, win) in totals {
        ui.label(
            RichText::new(format!("{total}{}", if win { " 🏆" } else { "" }))
                .font(theme::serif_font(24.0))
                .color(if win { INK_BLUE } else { INK }),
        );
    }
    ui.end_row();
}
