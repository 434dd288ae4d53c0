//! Railroad Ink in the window: the sheet in 2D and 3D, the dice, the panels and the score sheet.
//!
//! Presentation only: it reads the rules' state ([`InkGame`](super::InkGame), route entities) and
//! submits actions; route entities are decorated by observers, never spawned here.

pub mod art;
mod highlights3d;
mod input;
pub mod layout;
mod panels;
pub mod picture;
pub mod shape;
pub mod sheet2d;
pub mod state;
pub mod stream;
pub mod view3d;

pub use art::{TileStyle, paint_tile};

use super::InkPhase;
use crate::games::GameId;
use crate::table::TableState;
use crate::ui::table_screen::add_table_screen;
use bevy::prelude::*;
use state::{DiceTumble, InkSnapshot, InkUi};

/// The table while this game is on it: its screen and scene live and leave with it.
const PLAYING: TableState = TableState::Playing(GameId::RailroadInk);
/// Leaving the table: the screen forgets its picks, the scene is despawned.
const ON_LEAVE: OnExit<TableState> = OnExit(PLAYING);

/// The keys of a Railroad Ink table (the shell adds its own: undo, pause, view, help).
pub const SHORTCUTS: &[(&[&str], &str)] = &[
    (&["R"], "ink-key-rotate"),
    (&["F"], "ink-key-flip"),
    (&["Enter"], "ink-key-finish-round"),
];

/// Window-side Railroad Ink plugin.
pub fn plugin(app: &mut App) {
    app.init_resource::<InkUi>()
        .init_resource::<InkSnapshot>()
        .init_resource::<DiceTumble>()
        .init_resource::<view3d::View3d>()
        .add_observer(state::on_route_added)
        .add_observer(state::on_table_rebuilt)
        .add_observer(state::on_dice_rolled)
        .add_observer(view3d::on_route_added)
        .init_gizmo_group::<highlights3d::InkHighlights>()
        .add_systems(Startup, (view3d::make_kit, highlights3d::configure))
        .add_systems(OnEnter(InkPhase::Drawing), state::tumble_on_enter)
        .add_systems(OnEnter(InkPhase::Scored), state::open_score_sheet)
        .add_systems(ON_LEAVE, state::reset_ui)
        // The 3D scene leaves the world with the game.
        .add_observer(|add: On<Add, view3d::Table3d>, mut commands: Commands| {
            commands.entity(add.entity).insert(DespawnOnExit(PLAYING));
        });
    add_table_screen(
        app,
        state::refresh_snapshot,
        (
            input::keys,
            view3d::spawn_scene,
            view3d::drive_camera,
            view3d::pick_square,
            view3d::sync_scene,
            highlights3d::draw,
        ),
        panels::table_ui,
        crate::ui::table_screen::screen_up::<InkPhase>,
    );
}
