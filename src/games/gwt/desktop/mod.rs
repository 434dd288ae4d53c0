//! Great Western Trail in the window: the trail and the railroad in 2D and 3D, the panels (players,
//! the decision, the log, the viewer's hand and board, the markets, Kansas City's steps) and the
//! score sheet.
//!
//! Presentation only, and private by construction: it draws from one seat's view (the person at
//! the controls, or nobody's while the handover curtain waits) and submits
//! [`GwtAction`](super::GwtAction)s like any other input.

mod board2d;
mod layout;
mod panels;
pub mod picture;
mod state;
pub mod stream;
mod view3d;
mod words;

use super::GwtPhase;
use crate::games::GameAction;
use crate::games::GameId;
use crate::table::{SubmitAction, TableState};
use crate::ui::table_keys::TableKeys;
use crate::ui::table_screen::add_table_screen;
use bevy::prelude::*;
use state::{GwtSnapshot, GwtUi};

/// The table while this game is on it.
const PLAYING: TableState = TableState::Playing(GameId::Gwt);

/// The keys of a Great Western Trail table (the shell adds its own: undo, view, help).
pub const SHORTCUTS: &[(&[&str], &str)] = &[(&["E"], "gwt-key-end-turn"), (&["X"], "gwt-key-skip")];

/// The window-side GWT plugin.
pub fn plugin(app: &mut App) {
    app.init_resource::<GwtUi>()
        .init_resource::<GwtSnapshot>()
        .init_resource::<view3d::View3d>()
        .add_observer(view3d::on_herder)
        .add_observer(view3d::on_building)
        .add_observer(view3d::on_tile)
        .add_observer(view3d::on_engine)
        .add_observer(view3d::on_disc)
        .add_systems(Startup, view3d::make_kit)
        .add_systems(OnEnter(GwtPhase::Over), state::open_score_sheet)
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
            view3d::sync_rings,
        ),
        panels::table_ui,
        crate::ui::table_screen::screen_up::<GwtPhase>,
    );
}

/// E ends the turn and X lets an optional choice go, when the rules allow it now.
fn keys(keys: TableKeys, snap: Res<GwtSnapshot>, mut submit: MessageWriter<SubmitAction>) {
    if !keys.free() || !snap.my_turn() {
        return;
    }
    let Some(seat) = snap.to_act else { return };
    let wanted = if keys.just_pressed(KeyCode::KeyE) {
        Some(super::GwtAction::EndTurn)
    } else if keys.just_pressed(KeyCode::KeyX) {
        Some(super::GwtAction::Decline)
    } else {
        None
    };
    if let Some(a) = wanted.filter(|a| snap.legal.iter().any(|(l, _)| l == a)) {
        submit.write(SubmitAction {
            seat,
            action: GameAction::Gwt(a),
        });
    }
}
