//! Whistle Stop in the window: the board in 2D with its move preview and in 3D, the panels (players, the
//! decision, the log, the viewer's hand, the face-up tiles, the resource track) and the score sheet.
//!
//! Presentation only, and private by construction: it draws from one seat's view (the person at
//! the controls, or nobody's while the handover curtain waits) and submits
//! [`WsAction`](super::WsAction)s like any other input.

mod board2d;
mod panels;
mod pick;
pub mod picture;
mod state;
pub mod stream;
mod tracks;
mod view3d;
mod words;

use super::WsPhase;
use crate::games::{GameAction, GameId};
use crate::table::{SubmitAction, TableState};
use crate::ui::table_keys::TableKeys;
use crate::ui::table_screen::add_table_screen;
use bevy::prelude::*;
use state::{WsSnapshot, WsUi};

/// The table while this game is on it.
const PLAYING: TableState = TableState::Playing(GameId::WhistleStop);

/// The keys of a Whistle Stop table (the shell adds its own: undo, view, help).
pub const SHORTCUTS: &[(&[&str], &str)] = &[(&["E"], "ws-key-end-turn")];

/// The window-side Whistle Stop plugin.
pub fn plugin(app: &mut App) {
    app.init_resource::<WsUi>()
        .init_resource::<WsSnapshot>()
        .init_resource::<view3d::View3d>()
        .add_observer(view3d::on_tile)
        .add_observer(view3d::on_train)
        .add_systems(Startup, view3d::make_kit)
        .add_systems(OnEnter(WsPhase::Over), state::open_score_sheet)
        .add_systems(OnExit(PLAYING), state::reset_ui)
        .add_observer(|add: On<Add, view3d::Scene3d>, mut commands: Commands| {
            commands.entity(add.entity).insert(DespawnOnExit(PLAYING));
        });
    add_table_screen(
        app,
        state::refresh_snapshot,
        (
            keys,
            view3d::spawn_scene,
            view3d::drive_camera,
            view3d::sync_overlay,
            view3d::sync_trays,
        ),
        panels::table_ui,
        crate::ui::table_screen::screen_up::<WsPhase>,
    );
}

/// E ends the turn when the rules allow it now.
fn keys(keys: TableKeys, snap: Res<WsSnapshot>, mut submit: MessageWriter<SubmitAction>) {
    if !keys.free() || !snap.my_turn() {
        return;
    }
    let Some(seat) = snap.to_act else { return };
    let end = super::WsAction::EndTurn;
    if keys.just_pressed(KeyCode::KeyE) && snap.legal.iter().any(|(a, _)| *a == end) {
        submit.write(SubmitAction {
            seat,
            action: GameAction::WhistleStop(end),
        });
    }
}
