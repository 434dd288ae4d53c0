//! The load dialog: saved games newest first (game, players, when, how far), or any file by path.

use super::i18n::{Locale, args};
use super::theme::{self, INK, INK_BLUE, INK_FADED, PAPER_DARK, PAPER_LIGHT, WALNUT_LIGHT};
use super::{Dialog, UiNav, pictures, widgets};
use crate::games::GameId;
use crate::table::TableRequest;
use crate::table::save::{SaveSummary, list_saves, saves_dir, timestamp};
use bevy::prelude::*;
use bevy_egui::egui::{
    self, Align2, CornerRadius, Id, Rect, RichText, Sense, Stroke, StrokeKind, Vec2, pos2, vec2,
};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

/// The dialog's state: the list is read once when the dialog opens.
#[derive(Resource, Debug, Default)]
pub(super) struct LoadState {
    saves: Option<Vec<SaveSummary>>,
    selected: Option<usize>,
    path: String,
}

impl LoadState {
    /// Forgets the list, so it is read afresh next time the dialog opens.
    pub(super) fn close(&mut self) {
        if self.saves.is_some() {
            *self = LoadState::default();
        }
    }
}

/// Newest first; ties by path so the order is stable.
pub(super) fn sort_newest_first(saves: &mut [SaveSummary]) {
    saves.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
}

/// How long ago a save was written, in words a list can show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Age {
    /// Under a minute.
    JustNow,
    /// Minutes.
    Minutes(u64),
    /// Hours.
    Hours(u64),
    /// 24 to 48 hours.
    Yesterday,
    /// Days, under a week.
    Days(u64),
    /// Older: the date, `YYYY-MM-DD` (UTC).
    Date(String),
}

/// The age of `then` seen at `now` (a clock in the future counts as just now).
pub(super) fn age(now: SystemTime, then: SystemTime) -> Age {
    let secs = now.duration_since(then).map(|d| d.as_secs()).unwrap_or(0);
    match secs {
        s if s < 60 => Age::JustNow,
        s if s < 3600 => Age::Minutes(s / 60),
        s if s < 86_400 => Age::Hours(s / 3600),
        s if s < 2 * 86_400 => Age::Yesterday,
        s if s < 7 * 86_400 => Age::Days(s / 86_400),
        _ => {
            let unix = then
                .duration_since(UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or(0);
            let t = timestamp(unix);
            Age::Date(format!("{}-{}-{}", &t[0..4], &t[4..6], &t[6..8]))
        }
    }
}

fn age_text(locale: &Locale, age: Age) -> String {
    match age {
        Age::JustNow => locale.t("time-just-now"),
        Age::Minutes(n) => locale.t_args("time-minutes-ago", args!["n" => n]),
        Age::Hours(n) => locale.t_args("time-hours-ago", args!["n" => n]),
        Age::Yesterday => locale.t("time-yesterday"),
        Age::Days(n) => locale.t_args("time-days-ago", args!["n" => n]),
        Age::Date(d) => d,
    }
}

/// Draws the dialog; Load writes [`TableRequest::Load`].
pub(super) fn dialog(
    ctx: &egui::Context,
    nav: &mut UiNav,
    state: &mut LoadState,
    requests: &mut MessageWriter<TableRequest>,
    locale: &Locale,
) {
    let saves = state.saves.get_or_insert_with(|| {
        let mut saves = list_saves();
        sort_newest_first(&mut saves);
        saves
    });
    let now = SystemTime::now();
    let mut back = false;
    let mut load_clicked = false;
    let mut watch_clicked = false;
    let mut load: Option<PathBuf> = None;
    let chosen = if !state.path.trim().is_empty() {
        Some(PathBuf::from(state.path.trim()))
    } else {
        state
            .selected
            .and_then(|i| saves.get(i))
            .map(|s| s.path.clone())
    };
    widgets::dialog(
        ctx,
        "load",
        &locale.t("load-title"),
        900.0,
        |ui| {
            ui.label(widgets::strong(&locale.t("load-saves")).size(22.0));
            if saves.is_empty() {
                ui.add_space(8.0);
                ui.label(
                    RichText::new(locale.t("load-none"))
                        .color(INK_FADED)
                        .italics(),
                );
                ui.add_space(8.0);
            }
            egui::ScrollArea::vertical()
                .id_salt("load-list")
                .max_height(ui.ctx().content_rect().height() * 0.42)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for (i, save) in saves.iter().enumerate() {
                        let resp = save_row(ui, i, save, state.selected == Some(i), now, locale);
                        if resp.clicked() {
                            state.selected = Some(i);
                            state.path.clear();
                        }
                        if resp.double_clicked() {
                            load = Some(save.path.clone());
                        }
                    }
                });
            ui.add_space(10.0);
            widgets::rule(ui);
            ui.horizontal(|ui| {
                ui.label(widgets::strong(&locale.t("load-path")));
                let field = ui.add(
                    egui::TextEdit::singleline(&mut state.path)
                        .hint_text(locale.t("load-path-hint"))
                        .desired_width(f32::INFINITY)
                        .margin(Vec2::new(10.0, 8.0)),
                );
                if field.changed() && !state.path.is_empty() {
                    state.selected = None;
                }
                if field.lost_focus()
                    && ui.input(|i| i.key_pressed(egui::Key::Enter))
                    && !state.path.trim().is_empty()
                {
                    load = Some(PathBuf::from(state.path.trim()));
                }
            });
            ui.label(
                RichText::new(locale.t_args(
                    "load-folder",
                    args!["dir" => saves_dir().display().to_string()],
                ))
                .size(15.0)
                .color(INK_FADED),
            );
        },
        |ui| {
            if widgets::primary_button_enabled(ui, chosen.is_some(), &locale.t("load-button"))
                .clicked()
            {
                load_clicked = true;
            }
            if widgets::button_enabled(ui, chosen.is_some(), &locale.t("load-watch")).clicked() {
                watch_clicked = true;
            }
            if widgets::button(ui, &locale.t("back")).clicked() {
                back = true;
            }
        },
    );
    if watch_clicked && let Some(path) = chosen.clone() {
        requests.write(TableRequest::Watch(path, 0));
    }
    if load_clicked {
        load = load.or(chosen);
    }
    if let Some(path) = load {
        requests.write(TableRequest::Load(path));
    }
    if back {
        nav.dialog = Dialog::None;
    }
}

/// The import dialog: another program's record by path (each game that reads one says from
/// where), watched in the replay viewer — where "Play on from here" makes it a game — or
/// played on at once from its end as a new save.
pub(super) fn import_dialog(
    ctx: &egui::Context,
    nav: &mut UiNav,
    state: &mut LoadState,
    requests: &mut MessageWriter<TableRequest>,
    locale: &Locale,
) {
    let mut back = false;
    let (mut entered, mut watch, mut play) = (false, false, false);
    let path = PathBuf::from(state.path.trim());
    let chosen = !state.path.trim().is_empty();
    widgets::dialog(
        ctx,
        "import",
        &locale.t("import-title"),
        820.0,
        |ui| {
            ui.label(RichText::new(locale.t("import-what")).color(INK));
            for game in GameId::ALL {
                if let Some(f) = game.info().foreign.as_ref().filter(|_| game.on_table()) {
                    ui.label(
                        RichText::new(locale.t_args(
                            "import-source",
                            args!["game" => game.title(), "source" => f.source],
                        ))
                        .color(INK_BLUE),
                    );
                }
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                ui.label(widgets::strong(&locale.t("load-path")));
                let field = ui.add(
                    egui::TextEdit::singleline(&mut state.path)
                        .hint_text(locale.t("import-path-hint"))
                        .desired_width(f32::INFINITY)
                        .margin(Vec2::new(10.0, 8.0)),
                );
                entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            });
            ui.label(
                RichText::new(locale.t("import-after"))
                    .size(15.0)
                    .color(INK_FADED),
            );
        },
        |ui| {
            watch =
                widgets::primary_button_enabled(ui, chosen, &locale.t("import-watch")).clicked();
            play = widgets::button_enabled(ui, chosen, &locale.t("import-play")).clicked();
            if widgets::button(ui, &locale.t("back")).clicked() {
                back = true;
            }
        },
    );
    if chosen && (watch || entered) {
        requests.write(TableRequest::Watch(path, 0));
    } else if chosen && play {
        requests.write(TableRequest::Load(path));
    }
    if back {
        nav.dialog = Dialog::None;
    }
}

/// One save: a thumbnail of the game, its title and players, and when/how far on the right.
fn save_row(
    ui: &mut egui::Ui,
    i: usize,
    save: &SaveSummary,
    selected: bool,
    now: SystemTime,
    locale: &Locale,
) -> egui::Response {
    let h = 72.0;
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), h), Sense::hover());
    let resp = ui.interact(rect, Id::new(("save-row", i)), Sense::click());
    let painter = ui.painter();
    let (fill, stroke) = if selected {
        (INK_BLUE, Stroke::new(2.0, INK_BLUE))
    } else if resp.hovered() {
        (PAPER_LIGHT, Stroke::new(2.0, INK_BLUE))
    } else if i.is_multiple_of(2) {
        (PAPER_DARK.gamma_multiply(0.6), Stroke::NONE)
    } else {
        (egui::Color32::TRANSPARENT, Stroke::NONE)
    };
    painter.rect(
        rect.shrink(2.0),
        CornerRadius::same(10),
        fill,
        stroke,
        StrokeKind::Inside,
    );
    let thumb = Rect::from_min_size(rect.min + vec2(10.0, 8.0), vec2(92.0, h - 16.0));
    pictures::paint(save.game, &painter.with_clip_rect(thumb), thumb);
    painter.rect_stroke(
        thumb,
        CornerRadius::same(8),
        Stroke::new(1.0, WALNUT_LIGHT),
        StrokeKind::Inside,
    );
    let (ink, faded) = if selected {
        (PAPER_LIGHT, PAPER_LIGHT.gamma_multiply(0.85))
    } else {
        (INK, INK_FADED)
    };
    let x = thumb.right() + 16.0;
    painter.text(
        pos2(x, rect.top() + 12.0),
        Align2::LEFT_TOP,
        save.game.title(),
        theme::bold_font(20.0),
        ink,
    );
    let players = save.seats.join(" · ");
    painter.text(
        pos2(x, rect.bottom() - 12.0),
        Align2::LEFT_BOTTOM,
        players,
        egui::FontId::proportional(16.0),
        faded,
    );
    painter.text(
        pos2(rect.right() - 16.0, rect.top() + 12.0),
        Align2::RIGHT_TOP,
        age_text(locale, age(now, save.modified)),
        theme::bold_font(18.0),
        ink,
    );
    painter.text(
        pos2(rect.right() - 16.0, rect.bottom() - 12.0),
        Align2::RIGHT_BOTTOM,
        locale.t_args("load-actions", args!["count" => save.actions]),
        egui::FontId::proportional(16.0),
        faded,
    );
    if resp.hovered() {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    resp
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use std::time::Duration;

    fn summary(path: &str, secs: u64) -> SaveSummary {
        SaveSummary {
            path: PathBuf::from(path),
            game: GameId::RailroadInk,
            modified: UNIX_EPOCH + Duration::from_secs(secs),
            actions: 3,
            seats: vec!["Ana".into()],
        }
    }

    #[test]
    fn newest_first_with_stable_ties() {
        let mut v = vec![summary("b", 10), summary("c", 30), summary("a", 10)];
        sort_newest_first(&mut v);
        let order: Vec<_> = v.iter().map(|s| s.path.to_str().unwrap()).collect();
        assert_eq!(order, ["c", "a", "b"]);
    }

    #[test]
    fn ages_read_naturally() {
        let then = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        let at = |s: u64| then + Duration::from_secs(s);
        assert_eq!(age(at(5), then), Age::JustNow);
        assert_eq!(age(then, at(5)), Age::JustNow);
        assert_eq!(age(at(125), then), Age::Minutes(2));
        assert_eq!(age(at(3 * 3600), then), Age::Hours(3));
        assert_eq!(age(at(30 * 3600), then), Age::Yesterday);
        assert_eq!(age(at(3 * 86_400), then), Age::Days(3));
        assert_eq!(age(at(30 * 86_400), then), Age::Date("2023-11-14".into()));
    }
}
