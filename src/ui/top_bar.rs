//! The bar across the top of every table screen, from the shell's snapshot: the game's title, its
//! round line, what is being decided, whose turn it is (or who won), then what the game adds; on the
//! right the pause menu and the 2D/3D switch. The niceties (title, phase) drop out before anything
//! would slide under the buttons.

use super::i18n::Locale;
use super::score_sheet;
use super::seats::turn_chip;
use super::settings::ViewMode;
use super::snapshot::TableSnapshot;
use super::theme::{self, BRASS, PAPER_LIGHT, WALNUT};
use super::widgets;
use bevy_egui::egui::{self, Align, Frame, Layout, Margin, RichText, Ui};

/// Room (left of the buttons) under which the title is left out.
const TITLE_FROM: f32 = 1100.0;
/// Room under which the phase is left out.
const PHASE_FROM: f32 = 900.0;

/// A game's top bar across the top of its table screen (`root`, a
/// [`table_root`](widgets::table_root)), on walnut: title, round, phase, whose turn or the
/// winners. `grow` enlarges the round line for a moment (Railroad Ink's new roll); `more` adds the
/// game's own marks after the turn (a final-turns flag, extra actions); `view` is the 2D/3D
/// choice, `None` for a screen with one view. Returns whether the pause
/// menu was asked for.
#[allow(clippy::too_many_arguments)]
pub fn show(
    root: &mut Ui,
    id: &'static str,
    title: &str,
    table: &TableSnapshot,
    locale: &Locale,
    view: Option<&mut ViewMode>,
    grow: f32,
    more: impl FnOnce(&mut Ui),
) -> bool {
    let frame = Frame::new()
        .fill(WALNUT)
        .inner_margin(Margin::symmetric(16, 8));
    egui::Panel::top(id)
        .frame(frame)
        .show(root, |ui| {
            let mut menu = false;
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.spacing_mut().item_spacing.x = 10.0;
                menu = widgets::menu_and_view_buttons(ui, locale, view);
                ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                    ui.spacing_mut().item_spacing.x = 12.0;
                    let room = ui.available_width();
                    if room > TITLE_FROM {
                        ui.label(
                            RichText::new(title)
                                .font(theme::serif_font(24.0))
                                .color(BRASS),
                        );
                    }
                    ui.label(
                        RichText::new(&table.round)
                            .font(theme::serif_font(22.0 + grow))
                            .color(PAPER_LIGHT),
                    );
                    if let Some(deciding) = &table.deciding
                        && room > PHASE_FROM
                    {
                        ui.label(RichText::new(deciding).size(18.0).color(BRASS));
                    }
                    ui.separator();
                    match table.to_act.and_then(|s| table.seats.get(s)) {
                        Some(seat) => turn_chip(ui, seat, locale, 20.0),
                        None if !table.winners.is_empty() => {
                            ui.label(
                                RichText::new(score_sheet::headline(
                                    &table.seats,
                                    &table.winners,
                                    locale,
                                ))
                                .family(theme::bold())
                                .size(20.0)
                                .color(PAPER_LIGHT),
                            );
                        }
                        None => {}
                    }
                    more(ui);
                });
            });
            menu
        })
        .inner
}

/// A flag of the game's end drawing near ("⚑ Last turn"), red on the bar.
pub fn end_flag(ui: &mut Ui, text: &str) {
    ui.label(
        RichText::new(format!(" ⚑ {text} "))
            .family(theme::bold())
            .size(17.0)
            .color(PAPER_LIGHT)
            .background_color(theme::SIGNAL_RED),
    );
}
