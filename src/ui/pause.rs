//! The pause menu (Esc in a game): resume, save as, export for another site (a game that has one,
//! such as 1822PNW for 18xx.games), load, undo, settings, quit to the menu.

use super::i18n::{Locale, args};
use super::theme::{self, INK, INK_FADED};
use super::{Dialog, UiNav, widgets};
use crate::games::GameId;
use crate::table::save::{saves_dir, timestamp};
use crate::table::{ActiveTable, TableRequest};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align, Id, Layout, RichText, Vec2};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

/// The save-as dialog's path field (filled with a fresh default each time it opens).
#[derive(Resource, Debug, Default)]
pub(super) struct SaveAsState {
    path: Option<String>,
}

impl SaveAsState {
    /// Forgets the path, so the next opening proposes a fresh default.
    pub(super) fn close(&mut self) {
        self.path = None;
    }
}

/// `saves_dir()/<game>-<YYYYMMDD-HHMMSS>.ron` for a game saved at `unix_secs`.
pub(super) fn default_save_path(dir: PathBuf, game: Option<GameId>, unix_secs: u64) -> PathBuf {
    let name = game.map_or("game", GameId::cli_name);
    dir.join(format!("{name}-{}.ron", timestamp(unix_secs)))
}

/// Writes the game as `foreign`'s file in `dir` (`<game>-<time>.<site>.json`), where the
/// pause menu's export puts it: the path written, or why not.
pub fn export_table(
    record: &crate::table::record::Record,
    foreign: &crate::games::ForeignRecords,
    dir: PathBuf,
    unix_secs: u64,
) -> Result<PathBuf, String> {
    let json = (foreign.export)(record)?;
    let name = record.setup.game.cli_name();
    let path = dir.join(format!(
        "{name}-{}.{}.json",
        timestamp(unix_secs),
        foreign.source
    ));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    crate::table::save::write_atomic(&path, &json.to_string())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// Draws the pause menu when paused and no dialog covers it.
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut nav: ResMut<UiNav>,
    locale: Res<Locale>,
    table: Option<Res<ActiveTable>>,
    mut requests: MessageWriter<TableRequest>,
    mut settings: ResMut<super::settings::Settings>,
    (viewing, mut toasts): (
        Option<Res<crate::table::viewer::Viewing>>,
        ResMut<super::toast::Toasts>,
    ),
) -> Result {
    if !nav.paused || nav.dialog != Dialog::None {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    widgets::dim(ctx, 150);
    let mut close = false;
    egui::Area::new(Id::new("pause-menu"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            widgets::paper_frame().show(ui, |ui| {
                ui.set_width(380.0);
                ui.vertical_centered(|ui| {
                    ui.label(
                        RichText::new(locale.t("pause-title"))
                            .font(theme::serif_font(40.0))
                            .color(INK),
                    );
                });
                widgets::rule(ui);
                ui.add_space(6.0);
                let full = |ui: &mut egui::Ui, primary: bool, key: &str| {
                    ui.with_layout(Layout::top_down_justified(Align::Center), |ui| {
                        if primary {
                            widgets::primary_button(ui, &locale.t(key))
                        } else {
                            widgets::button(ui, &locale.t(key))
                        }
                    })
                    .inner
                    .clicked()
                };
                if full(ui, true, "pause-resume") {
                    close = true;
                }
                // A watched replay is not a game of one's own: nothing to save or take back.
                let watching = viewing.is_some();
                if !watching && full(ui, false, "pause-save-as") {
                    nav.dialog = Dialog::SaveAs;
                }
                // A game another site plays too can be carried there (its own file format).
                let foreign = table
                    .as_ref()
                    .and_then(|t| t.setup().game.info().foreign.as_ref());
                if !watching && let (Some(table), Some(foreign)) = (&table, foreign) {
                    let label =
                        locale.t_args("pause-export", args!["site" => foreign.source.to_string()]);
                    let clicked = ui
                        .with_layout(Layout::top_down_justified(Align::Center), |ui| {
                            widgets::button(ui, &label)
                        })
                        .inner
                        .clicked();
                    if clicked {
                        let now = SystemTime::now()
                            .duration_since(UNIX_EPOCH)
                            .map_or(0, |d| d.as_secs());
                        match export_table(&table.record, foreign, saves_dir(), now) {
                            Ok(path) => toasts.info(locale.t_args(
                                "pause-exported",
                                args![
                                    "site" => foreign.source.to_string(),
                                    "path" => path.display().to_string()
                                ],
                            )),
                            Err(e) => toasts.error(e),
                        }
                    }
                }
                if full(ui, false, "pause-load") {
                    nav.dialog = Dialog::Load;
                }
                if !watching && full(ui, false, "pause-undo") {
                    requests.write(TableRequest::Undo);
                    close = true;
                }
                if full(ui, false, "pause-settings") {
                    nav.dialog = Dialog::Settings;
                }
                let stream = if settings.stream.window {
                    "stream-close"
                } else {
                    "stream-open"
                };
                if full(ui, false, stream) {
                    settings.stream.window = !settings.stream.window;
                }
                ui.add_space(10.0);
                if full(ui, false, "pause-quit") {
                    requests.write(TableRequest::Close);
                    close = true;
                }
                if let Some(table) = &table {
                    let setup = table.setup();
                    ui.add_space(8.0);
                    ui.vertical_centered(|ui| {
                        ui.label(
                            RichText::new(setup.game.title())
                                .family(theme::bold())
                                .color(INK_FADED)
                                .size(16.0),
                        );
                        ui.label(
                            RichText::new(
                                locale
                                    .t_args("pause-seed", args!["seed" => setup.seed.to_string()]),
                            )
                            .color(INK_FADED)
                            .size(15.0),
                        );
                    });
                }
            });
        });
    if close {
        nav.paused = false;
    }
    Ok(())
}

/// The save-as dialog; Save writes [`TableRequest::SaveAs`] and returns to the pause menu.
pub(super) fn save_as_dialog(
    ctx: &egui::Context,
    nav: &mut UiNav,
    state: &mut SaveAsState,
    game: Option<GameId>,
    requests: &mut MessageWriter<TableRequest>,
    locale: &Locale,
) {
    let path = state.path.get_or_insert_with(|| {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        default_save_path(saves_dir(), game, secs)
            .display()
            .to_string()
    });
    let can_save = !path.trim().is_empty();
    let mut save = false;
    let mut enter = false;
    let mut back = false;
    widgets::dialog(
        ctx,
        "save-as",
        &locale.t("save-as-title"),
        860.0,
        |ui| {
            ui.label(widgets::strong(&locale.t("save-as-path")));
            let field = ui.add(
                egui::TextEdit::singleline(path)
                    .desired_width(f32::INFINITY)
                    .margin(Vec2::new(10.0, 8.0)),
            );
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                enter = true;
            }
        },
        |ui| {
            if widgets::primary_button_enabled(ui, can_save, &locale.t("save-as-button")).clicked()
            {
                save = true;
            }
            if widgets::button(ui, &locale.t("back")).clicked() {
                back = true;
            }
        },
    );
    save |= enter;
    if save && !path.trim().is_empty() {
        requests.write(TableRequest::SaveAs(PathBuf::from(path.trim())));
        nav.dialog = Dialog::None;
    }
    if back {
        nav.dialog = Dialog::None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_save_names_carry_game_and_time() {
        let p = default_save_path(
            PathBuf::from("/s"),
            Some(GameId::RailroadInk),
            1_700_000_000,
        );
        assert_eq!(p, PathBuf::from("/s/railroad-ink-20231114-221320.ron"));
        let p = default_save_path(PathBuf::from("/s"), None, 0);
        assert_eq!(p, PathBuf::from("/s/game-19700101-000000.ron"));
    }
}
