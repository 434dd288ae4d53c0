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
                    // Nothing is ever drawn under the buttons.
                    ui.shrink_clip_rect(ui.max_rect());
                    let room = ui.available_width();
                    let start = ui.cursor().min.x;
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
                    // What is being decided gives way first: it is shown only where the rest of
                    // the bar (as wide as last frame) leaves room for it.
                    let rest_key = egui::Id::new((id, "rest of the bar"));
                    let rest: f32 = ui.ctx().data(|d| d.get_temp(rest_key)).unwrap_or(0.0);
                    let mut deciding_width = 0.0;
                    if let Some(deciding) = &table.deciding
                        && room > PHASE_FROM
                    {
                        let text = RichText::new(deciding).size(18.0).color(BRASS);
                        let galley = egui::WidgetText::from(text.clone()).into_galley(
                            ui,
                            Some(egui::TextWrapMode::Extend),
                            f32::INFINITY,
                            egui::TextStyle::Body,
                        );
                        let wide = galley.size().x + ui.spacing().item_spacing.x;
                        if rest + wide <= room {
                            ui.label(text);
                            deciding_width = wide;
                        }
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
                    let used = ui.min_rect().max.x - start - deciding_width;
                    ui.ctx().data_mut(|d| d.insert_temp(rest_key, used));
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
