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

/// The shell's own keys; a game's table adds its keys before them (see [`shown`]).
pub const SHORTCUTS: &[(&[&str], &str)] = &[
    (&["Ctrl", "Z"], "key-undo"),
    (&["Esc"], "key-pause"),
    (&["Tab"], "key-switch-view"),
    (&["?"], "key-help"),
];

/// What the overlay lists: the keys of the game on the table (from its registry entry), then the
/// shell's keys it does not redefine.
pub fn shown(game: Option<crate::games::GameId>) -> Vec<(&'static [&'static str], &'static str)> {
    let own: &[(&[&str], &str)] = game.map_or(&[], |g| g.info().shortcuts);
    own.iter()
        .copied()
        .chain(
            SHORTCUTS
                .iter()
                .copied()
                .filter(|(caps, _)| !own.iter().any(|(c, _)| c == caps)),
        )
        .collect()
}

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
    let game = table
        .filter(|_| *state.get() == AppState::InGame)
        .map(|t| t.setup().game);
    let list = shown(game);
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
    fn a_game_lists_its_keys_first_and_may_redefine_the_shells() {
        let rotw = shown(Some(crate::games::GameId::Rotw));
        assert_eq!(rotw[0].1, "rotw-key-build");
        let esc: Vec<_> = rotw.iter().filter(|(caps, _)| *caps == ["Esc"]).collect();
        assert_eq!(esc.len(), 1, "the game's Esc replaces the shell's");
        assert_eq!(esc[0].1, "rotw-key-escape");
        assert_eq!(shown(None), SHORTCUTS.to_vec());
    }

    #[test]
    fn every_shortcut_is_translated() {
        for lang in crate::ui::i18n::Language::ALL {
            let l = Locale::new(lang);
            for game in crate::games::GameId::ALL {
                for (_, key) in shown(Some(game)) {
                    assert!(l.has(key), "{key}");
                }
            }
        }
    }
}
