//! The keyboard as a game's table screen may read it: its shortcuts stay quiet while the shell has the keys.

use super::{TextFocus, UiNav};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The keys for a game's shortcuts (derefs to the keyboard), and whether they are the game's now.
#[derive(SystemParam)]
pub struct TableKeys<'w> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    focus: Option<Res<'w, TextFocus>>,
    nav: Option<Res<'w, UiNav>>,
    handover: Option<Res<'w, super::handover::Handover>>,
}

impl TableKeys<'_> {
    /// Whether the game's shortcuts may fire: no text field has the keyboard, neither the pause
    /// menu, the help nor the handover curtain is up, and Ctrl is not held (Esc, Ctrl+Z, Tab and ?
    /// belong to the shell).
    pub fn free(&self) -> bool {
        !self.focus.as_ref().is_some_and(|f| f.0)
            && self.handover.as_ref().is_none_or(|h| h.down.is_none())
            && !self.nav.as_ref().is_some_and(|n| n.paused || n.help)
            && !self
                .keys
                .any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
    }
}

impl std::ops::Deref for TableKeys<'_> {
    type Target = ButtonInput<KeyCode>;

    fn deref(&self) -> &Self::Target {
        &self.keys
    }
}
