//! Keyboard shortcuts the shell owns (Esc, ?, Ctrl+Z, Tab) and the overlay that lists all of them.

use super::i18n::Locale;
use super::settings::Settings;
use super::theme::{self, INK, INK_FADED};
use super::toast::Toasts;
use super::{AppState, Dialog, TextFocus, UiNav, widgets};
use crate::table::TableRequest;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

/// Every shortcut: key caps and the translation key of what it does (R, F, Enter are the table's).
pub const SHORTCUTS: &[(&[&str], &str)] = &[
    (&["R"], "key-rotate"),
    (&["F"], "key-flip"),
    (&["Ctrl", "Z"], "key-undo"),
    (&["Enter"], "key-finish-round"),
    (&["Esc"], "key-pause"),
    (&["Tab"], "key-switch-view"),
    (&["?"], "key-help"),
];

/// The keys of a Railways of the World table (shown instead of [`SHORTCUTS`] while one is up).
pub const ROTW_SHORTCUTS: &[(&[&str], &str)] = &[
    (&["B"], "key-rotw-build"),
    (&["D"], "key-rotw-deliver"),
    (&["U"], "key-rotw-urbanise"),
    (&["Enter"], "key-rotw-confirm"),
    (&["Backspace"], "key-rotw-step-back"),
    (&["←", "↑", "↓", "→"], "key-rotw-pan"),
    (&["+", "−"], "key-rotw-zoom"),
    (&["Home"], "key-rotw-fit"),
    (&["Ctrl", "Z"], "key-undo"),
    (&["Esc"], "key-rotw-escape"),
    (&["Tab"], "key-switch-view"),
    (&["?"], "key-help"),
];

/// What Esc does, given what is open: the topmost thing closes first.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum EscapeAction {
    /// Close the shortcuts overlay.
    CloseHelp,
    /// Close the dialog (back to the menu or the pause menu).
    CloseDialog,
    /// Open or close the pause menu.
    TogglePause,
    /// Nothing to do.
    Nothing,
}

/// Decides what Esc does.
pub(super) fn escape_action(nav: &UiNav, state: AppState) -> EscapeAction {
    if nav.help {
        EscapeAction::CloseHelp
    } else if nav.dialog != Dialog::None {
        EscapeAction::CloseDialog
    } else if state == AppState::InGame {
        EscapeAction::TogglePause
    } else {
        EscapeAction::Nothing
    }
}

/// Reads the shell's keys (not while a text field has the keyboard).
#[allow(clippy::too_many_arguments)]
pub(super) fn keys(
    mut events: MessageReader<KeyboardInput>,
    input: Res<ButtonInput<KeyCode>>,
    focus: Res<TextFocus>,
    state: Res<State<AppState>>,
    mut nav: ResMut<UiNav>,
    mut settings: ResMut<Settings>,
    mut requests: MessageWriter<TableRequest>,
    mut toasts: ResMut<Toasts>,
    locale: Res<Locale>,
) {
    // "?" by the character typed, so it works on any keyboard layout.
    let question = events.read().any(|e| {
        e.state == ButtonState::Pressed && !e.repeat && e.logical_key == Key::Character("?".into())
    });
    if focus.0 {
        return;
    }
    if question {
        nav.help = !nav.help;
    }
    if input.just_pressed(KeyCode::Escape) {
        match escape_action(&nav, *state.get()) {
            EscapeAction::CloseHelp => nav.help = false,
            EscapeAction::CloseDialog => nav.dialog = Dialog::None,
            EscapeAction::TogglePause => nav.paused = !nav.paused,
            EscapeAction::Nothing => {}
        }
    }
    let overlay = nav.help || nav.dialog != Dialog::None || nav.paused;
    let ctrl = input.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    if *state.get() == AppState::InGame && !overlay && ctrl && input.just_pressed(KeyCode::KeyZ) {
        requests.write(TableRequest::Undo);
    }
    if input.just_pressed(KeyCode::Tab) && !ctrl && nav.dialog == Dialog::None {
        settings.view = settings.view.toggled();
        toasts.info(locale.t(settings.view.key()));
    }
}

/// Draws the shortcuts overlay when it is on.
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut nav: ResMut<UiNav>,
    locale: Res<Locale>,
    state: Res<State<AppState>>,
    table: Option<Res<crate::table::ActiveTable>>,
) -> Result {
    if !nav.help {
        return Ok(());
    }
    let rotw = *state.get() == AppState::InGame
        && table.is_some_and(|t| t.setup().game == crate::games::GameId::Rotw);
    let list = if rotw { ROTW_SHORTCUTS } else { SHORTCUTS };
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    widgets::dialog(
        ctx,
        "shortcuts",
        &locale.t("shortcuts-title"),
        640.0,
        |ui| {
            egui::Grid::new("shortcut-grid")
                .num_columns(2)
                .spacing([28.0, 14.0])
                .show(ui, |ui| {
                    for (caps, key) in list {
                        ui.horizontal(|ui| {
                            // Keys pressed together are joined with "+"; alternatives (arrows, + −) stand apart.
                            let together = caps.first() == Some(&"Ctrl");
                            for (i, cap) in caps.iter().enumerate() {
                                if i > 0 && together {
                                    ui.label(RichText::new("+").color(INK_FADED));
                                }
                                widgets::key_cap(ui, cap);
                            }
                        });
                        ui.label(RichText::new(locale.t(key)).color(INK).size(21.0));
                        ui.end_row();
                    }
                });
        },
        |ui| {
            if widgets::primary_button(ui, &locale.t("close")).clicked() {
                close = true;
            }
            ui.label(
                RichText::new(locale.t("shortcuts-close"))
                    .color(INK_FADED)
                    .family(theme::bold())
                    .size(16.0),
            );
        },
    );
    if close {
        nav.help = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_closes_the_topmost_thing() {
        let mut nav = UiNav::default();
        assert_eq!(escape_action(&nav, AppState::Menu), EscapeAction::Nothing);
        assert_eq!(
            escape_action(&nav, AppState::InGame),
            EscapeAction::TogglePause
        );
        nav.dialog = Dialog::Settings;
        assert_eq!(
            escape_action(&nav, AppState::InGame),
            EscapeAction::CloseDialog
        );
        nav.help = true;
        assert_eq!(escape_action(&nav, AppState::Menu), EscapeAction::CloseHelp);
    }

    #[test]
    fn every_shortcut_is_translated() {
        for lang in crate::ui::i18n::Language::ALL {
            let l = Locale::new(lang);
            for (_, key) in SHORTCUTS.iter().chain(ROTW_SHORTCUTS) {
                assert!(l.has(key), "{key}");
            }
        }
    }
}
