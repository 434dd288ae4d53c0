//! The replay viewer's controls: play/pause, speed 0.5×–16×, a step back and forward, a scrubber with
//! a tick at every turn, a jump to any turn and the record in words where a click jumps to that
//! action. The table shows the watched record's first n actions (see `table::viewer`); every move
//! here is a [`TableRequest::View`], the one way the viewer moves.

use super::i18n::Locale;
use super::redraw::Awake;
use super::seats::{LogWords, log_words, seat_names, seat_views};
use super::{theme, widgets};
use crate::table::driver::{self, ActiveTable};
use crate::table::record::Record;
use crate::table::session::Session;
use crate::table::viewer::Viewing;
use crate::table::{PublicView, TableRequest};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, Sense, Stroke, vec2};

/// The viewer's controls, floating over the table's bottom edge: a board drawn under them can
/// read their last rect from egui's memory and stop above it.
pub fn area_id() -> egui::Id {
    egui::Id::new("replay-viewer")
}

/// The speeds offered, in actions a second.
pub const SPEEDS: [f32; 6] = [0.5, 1.0, 2.0, 4.0, 8.0, 16.0];

/// Where each turn starts (action index, its words).
type Turns = Vec<(usize, String)>;

/// What the viewer knows of the watched record: where each turn starts and the record in words.
#[derive(Resource, Default)]
pub struct ViewerUi {
    /// The record it was worked out for.
    record: Option<Record>,
    language: Option<super::i18n::Language>,
    /// Action index where each turn (round line) starts, with its words.
    turns: Turns,
    /// Every action in words, with its seat.
    log: LogWords,
    /// Playing on its own.
    pub playing: bool,
    /// Index into [`SPEEDS`].
    speed: usize,
    /// When the next step is due (seconds of real time).
    next: f64,
}

/// The viewer's systems.
pub fn plugin(app: &mut App) {
    app.insert_resource(ViewerUi {
        speed: 1,
        ..default()
    })
    .add_systems(
        Update,
        (learn_record, play).after(crate::table::driver::TableSystems::Drive),
    );
}

/// Works out the turns and the log of a newly watched record (a headless replay of it).
fn learn_record(
    viewing: Option<Res<Viewing>>,
    mut ui: ResMut<ViewerUi>,
    locale: Res<Locale>,
    table: Option<Res<ActiveTable>>,
) {
    let Some(viewing) = viewing else {
        ui.record = None;
        ui.playing = false;
        return;
    };
    if ui.record.as_ref() == Some(&viewing.record) && ui.language == Some(locale.language()) {
        return;
    }
    let record = viewing.record.clone();
    let (turns, log) = describe(&record, &locale, table.as_deref());
    ui.turns = turns;
    ui.log = log;
    ui.record = Some(record);
    ui.language = Some(locale.language());
}

/// Each turn's first action and the record in words, from a fold of the record.
fn describe(record: &Record, locale: &Locale, table: Option<&ActiveTable>) -> (Turns, LogWords) {
    let mut start = record.clone();
    start.actions.clear();
    let Ok(mut session) = Session::replay(&start) else {
        return Default::default();
    };
    let mut turns = Vec::new();
    let round = |s: &Session| {
        driver::active_rules(s.world())
            .and_then(|r| r.status(s.world()))
            .map(|st| locale.words(&st.round))
    };
    let mut last = round(&session);
    turns.push((0, last.clone().unwrap_or_default()));
    for (i, s) in record.actions.iter().enumerate() {
        if session.submit(s.seat, s.action.clone()).is_err() {
            break;
        }
        let now = round(&session);
        if now != last {
            turns.push((i + 1, now.clone().unwrap_or_default()));
            last = now;
        }
    }
    let names = seat_names(&seat_views(table, record.setup.seats.len()));
    let log = PublicView::of(session.world())
        .map(|v| log_words(v.log(), &names, locale))
        .unwrap_or_default();
    (turns, log)
}

/// Steps on while playing, at the chosen speed; stops at the end.
fn play(
    viewing: Option<Res<Viewing>>,
    mut ui: ResMut<ViewerUi>,
    time: Res<Time<Real>>,
    mut requests: MessageWriter<TableRequest>,
    awake: Option<ResMut<Awake>>,
) {
    let Some(viewing) = viewing else { return };
    if !ui.playing {
        return;
    }
    let now = time.elapsed_secs_f64();
    if viewing.at >= viewing.len() {
        ui.playing = false;
        return;
    }
    if let Some(mut awake) = awake {
        awake.keep(now, 0.5);
    }
    if now >= ui.next {
        requests.write(TableRequest::View(viewing.at + 1));
        ui.next = now + 1.0 / f64::from(SPEEDS[ui.speed]);
    }
}

/// The viewer's panel at the bottom of the window.
pub fn draw(
    ctx: &egui::Context,
    viewing: &Viewing,
    ui_state: &mut ViewerUi,
    locale: &Locale,
    requests: &mut MessageWriter<TableRequest>,
    now: f64,
) {
    let len = viewing.len();
    let at = viewing.at;
    let mut go: Option<usize> = None;
    let width = (ctx.content_rect().width() - 80.0).min(1500.0);
    egui::Area::new(area_id())
        .order(egui::Order::Foreground)
        .anchor(Align2::CENTER_BOTTOM, vec2(0.0, -14.0))
        .show(ctx, |ui| {
            widgets::paper_frame().show(ui, |ui| {
                ui.set_width(width);
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(locale.t("viewer-title"))
                            .font(theme::serif_font(24.0))
                            .color(theme::INK),
                    );
                    ui.label(
                        RichText::new(
                            locale.t_args("viewer-at", super::i18n::args!["at" => at, "of" => len]),
                        )
                        .family(theme::bold())
                        .size(18.0),
                    );
                    ui.add_space(8.0);
                    let transport = |ui: &mut egui::Ui, glyph: &str, lit: bool| {
                        let text = RichText::new(glyph).size(22.0);
                        let text = if lit {
                            text.color(theme::PAPER_LIGHT)
                        } else {
                            text
                        };
                        let mut b = egui::Button::new(text).min_size(vec2(52.0, 40.0));
                        if lit {
                            b = b.fill(theme::INK_BLUE);
                        }
                        ui.add(b).clicked()
                    };
                    if transport(ui, "⏮", false) {
                        go = Some(at.saturating_sub(1));
                        ui_state.playing = false;
                    }
                    let play = if ui_state.playing { "⏸" } else { "▶" };
                    if transport(ui, play, true) {
                        ui_state.playing = !ui_state.playing && at < len;
                        ui_state.next = now;
                    }
                    if transport(ui, "⏭", false) {
                        go = Some(at + 1);
                        ui_state.playing = false;
                    }
                    ui.add_space(8.0);
                    for (i, s) in SPEEDS.iter().enumerate() {
                        if widgets::choice(ui, ui_state.speed == i, &format!("{s}×")).clicked() {
                            ui_state.speed = i;
                        }
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if widgets::button(ui, &locale.t("viewer-close")).clicked() {
                            requests.write(TableRequest::Close);
                        }
                        if widgets::button(ui, &locale.t("viewer-play-on")).clicked() {
                            requests.write(TableRequest::PlayOn);
                        }
                    });
                });
                ui.horizontal(|ui| {
                    ui.label(RichText::new(locale.t("viewer-turn")).family(theme::bold()));
                    let current = ui_state
                        .turns
                        .iter()
                        .rev()
                        .find(|(start, _)| *start <= at)
                        .map_or_else(String::new, |(_, l)| l.clone());
                    egui::ComboBox::from_id_salt("viewer-jump")
                        .selected_text(current)
                        .width(240.0)
                        .show_ui(ui, |ui| {
                            for (start, label) in &ui_state.turns {
                                if ui.selectable_label(false, label).clicked() {
                                    go = Some(*start);
                                    ui_state.playing = false;
                                }
                            }
                        });
                    go = go.or(scrubber(ui, at, len, &ui_state.turns));
                });
                egui::CollapsingHeader::new(RichText::new(locale.t("log")).family(theme::bold()))
                    .id_salt("viewer-log")
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical()
                            .max_height(180.0)
                            .show(ui, |ui| {
                                for (i, (_, line)) in ui_state.log.iter().enumerate() {
                                    let done = i < at;
                                    let text = RichText::new(format!("{}. {line}", i + 1))
                                        .color(if done { theme::INK } else { theme::INK_FADED });
                                    let text = if i + 1 == at { text.strong() } else { text };
                                    let row = ui.add(egui::Label::new(text).sense(Sense::click()));
                                    if i + 1 == at && ui_state.playing {
                                        row.scroll_to_me(None);
                                    }
                                    if row.clicked() {
                                        go = Some(i + 1);
                                        ui_state.playing = false;
                                    }
                                }
                            });
                    });
            });
        });
    if let Some(n) = go.filter(|n| *n != at && *n <= len) {
        requests.write(TableRequest::View(n));
    }
}

/// The scrubber: a bar over the record with a tick at every turn; a click or a drag jumps there.
fn scrubber(ui: &mut egui::Ui, at: usize, len: usize, turns: &[(usize, String)]) -> Option<usize> {
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), 34.0), Sense::click_and_drag());
    let painter = ui.painter_at(rect);
    let bar = rect.shrink2(vec2(10.0, 12.0));
    let x_of = |n: usize| bar.left() + bar.width() * n as f32 / len.max(1) as f32;
    painter.rect_filled(bar, 5, theme::PAPER_DARK);
    let done = egui::Rect::from_min_max(bar.min, egui::pos2(x_of(at), bar.max.y));
    painter.rect_filled(done, 5, theme::INK_BLUE);
    for (start, _) in turns {
        let x = x_of(*start);
        painter.line_segment(
            [
                egui::pos2(x, rect.top() + 4.0),
                egui::pos2(x, rect.bottom() - 4.0),
            ],
            Stroke::new(2.0, theme::WALNUT_LIGHT),
        );
    }
    painter.circle(
        egui::pos2(x_of(at), bar.center().y),
        10.0,
        theme::BRASS,
        Stroke::new(2.0, theme::INK),
    );
    let pointer = response.interact_pointer_pos()?;
    if !(response.clicked() || response.dragged()) {
        return None;
    }
    let t = ((pointer.x - bar.left()) / bar.width()).clamp(0.0, 1.0);
    Some((t * len as f32).round() as usize)
}
