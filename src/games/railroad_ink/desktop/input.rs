//! Keys of the table screen: 1–4 pick a die, R rotates, F flips, Enter finishes the round.

use super::layout;
use super::state::{InkSnapshot, InkUi, Pick};
use crate::games::GameAction;
use crate::games::railroad_ink::InkAction;
use crate::table::SubmitAction;
use crate::ui::table_keys::TableKeys;
use bevy::prelude::*;

/// Reads the keys the table screen owns (Esc, Ctrl+Z, Tab and ? belong to the shell).
pub(super) fn keys(
    keys: TableKeys,
    snap: Res<InkSnapshot>,
    mut state: ResMut<InkUi>,
    mut submit: MessageWriter<SubmitAction>,
) {
    if !keys.free() || !snap.ready {
        return;
    }
    let interactive = snap.interactive(&state);
    for (slot, key) in [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
    ]
    .into_iter()
    .enumerate()
    {
        let pick = Pick::Die(slot as u8);
        if keys.just_pressed(key) && interactive && snap.available(pick) {
            state.pick = if state.pick == Some(pick) {
                None
            } else {
                Some(pick)
            };
        }
    }
    if keys.just_pressed(KeyCode::KeyR) {
        state.orientation = layout::rotated(state.shown_or_chosen());
    }
    if keys.just_pressed(KeyCode::KeyF) {
        state.orientation = layout::flipped(state.shown_or_chosen());
    }
    if (keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter))
        && interactive
        && snap.finish_blocked.is_none()
        && let Some(seat) = snap.to_act
    {
        state.pick = None;
        submit.write(SubmitAction {
            seat,
            action: GameAction::RailroadInk(InkAction::FinishRound),
        });
    }
}
