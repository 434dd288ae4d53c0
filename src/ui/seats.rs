//! The table's seats as every game's screen shows them (name, colour, bot or not).

use super::i18n::{Locale, args};
use super::theme;
use crate::table::driver::ActiveTable;
use crate::table::{SeatColour, SeatKind};
use bevy_egui::egui::{self, RichText, Ui};

/// A seat as the screen shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatView {
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: SeatColour,
    /// Whether a bot plays it.
    pub bot: bool,
}

/// The `count` seats of the game on screen, in seat order: the table's, or plain "Player n" when
/// there is no table or it seats a different number (the screen never indexes past its seats).
pub fn seat_views(table: Option<&ActiveTable>, count: usize) -> Vec<SeatView> {
    let seats: Vec<SeatView> = table
        .map(|t| {
            t.setup()
                .seats
                .iter()
                .map(|s| SeatView {
                    name: s.name.clone(),
                    colour: s.colour,
                    bot: matches!(s.kind, SeatKind::Bot(_)),
                })
                .collect()
        })
        .unwrap_or_default();
    if seats.len() == count {
        return seats;
    }
    (0..count)
        .map(|i| SeatView {
            name: format!("Player {}", i + 1),
            colour: SeatColour(i as u8),
            bot: false,
        })
        .collect()
}

/// A game's log in words: each line with the seat it is about.
pub type LogWords = Vec<(Option<crate::table::SeatId>, String)>;

/// A game's log lines in `locale`'s words, their seats read as `names`.
pub fn log_words(
    lines: &[crate::table::driver::LogLine],
    names: &[String],
    locale: &Locale,
) -> LogWords {
    lines
        .iter()
        .map(|l| (l.seat, locale.words_for(&l.words, names)))
        .collect()
}

/// The seats' names, in seat order (what a log line's seat arguments read).
pub fn seat_names(seats: &[SeatView]) -> Vec<String> {
    seats.iter().map(|s| s.name.clone()).collect()
}

/// A seat's name on its colour, with its colour-blind glyph.
pub fn seat_chip(ui: &mut Ui, colour: SeatColour, name: &str, size: f32) {
    ui.add(egui::Label::new(chip_text(colour, name, size)).wrap_mode(egui::TextWrapMode::Extend));
}

fn chip_text(colour: SeatColour, name: &str, size: f32) -> RichText {
    RichText::new(format!(" {} {name} ", theme::seat_glyph(colour)))
        .family(theme::bold())
        .size(size)
        .color(theme::seat_text_colour(colour))
        .background_color(theme::seat_colour(colour))
}

/// Whose decision the table waits for, as the top bar shows it: "Ana to play", or "Bot 2 is
/// thinking…" with a spinner while a bot decides off the frame.
pub fn turn_chip(ui: &mut Ui, seat: &SeatView, locale: &Locale, size: f32) {
    let name = seat.name.as_str();
    let text = if seat.bot {
        locale.t_args("bot-thinking", args!["name" => name])
    } else {
        locale.t_args("turn-of", args!["name" => name])
    };
    seat_chip(ui, seat.colour, &text, size);
    if seat.bot {
        ui.spinner();
    }
}

/// The frame of a seat's card in a players panel: a `lit` card (the acting seat's, or the one
/// shown large) has light paper, the others the panel's own (a fill of the same colour would cost a
/// software renderer its pixels again); the acting seat's has a brass edge.
pub fn seat_card(lit: bool, acting: bool) -> egui::Frame {
    egui::Frame::new()
        .fill(if lit {
            theme::PAPER_LIGHT
        } else {
            egui::Color32::TRANSPARENT
        })
        .stroke(egui::Stroke::new(
            if acting { 3.0 } else { 1.0 },
            if acting {
                theme::BRASS
            } else {
                theme::BOARD_GRID
            },
        ))
        .corner_radius(egui::CornerRadius::same(10))
        .inner_margin(egui::Margin::symmetric(8, 5))
}

/// One line about a seat: its chip (cut short when the line is narrow) and `marks` beside it on the
/// left, and what `right` adds from the right edge (laid out right to left: the first item is
/// rightmost), so a long name never runs under the figures.
pub fn seat_line(
    ui: &mut Ui,
    seat: &SeatView,
    size: f32,
    right: impl FnOnce(&mut Ui),
    marks: impl FnOnce(&mut Ui),
) {
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            right(ui);
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.add(egui::Label::new(chip_text(seat.colour, &seat.name, size)).truncate());
                marks(ui);
            });
        });
    });
}

/// What a seat's card in a players panel shows on its first line besides the seat's chip.
pub struct CardHead<'a> {
    /// Whether the card has light paper (see [`seat_card`]).
    pub lit: bool,
    /// Whether the seat acts (a brass edge).
    pub acting: bool,
    /// The score on the right ("14 VP").
    pub score: String,
    /// What hovering the score explains, if anything.
    pub hint: Option<&'a str>,
}

/// One seat's card in a players panel: its chip, the game's `marks` beside it (a first-player sign,
/// a ✔), the score on the right, then the game's own lines (`body`).
pub fn player_card(
    ui: &mut Ui,
    seat: &SeatView,
    head: CardHead,
    marks: impl FnOnce(&mut Ui),
    body: impl FnOnce(&mut Ui),
) -> egui::Response {
    seat_card(head.lit, head.acting)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.spacing_mut().item_spacing.y = 3.0;
            seat_line(
                ui,
                seat,
                17.0,
                |ui| {
                    let score = ui.label(
                        RichText::new(head.score)
                            .font(theme::serif_font(20.0))
                            .color(theme::INK),
                    );
                    if let Some(hint) = head.hint {
                        score.on_hover_text(hint);
                    }
                },
                marks,
            );
            body(ui);
        })
        .response
}
