//! Railways of the World in the window: the Eastern U.S. map in 2D and 3D, building and delivering on
//! it, and the panels (auction, players, operations cards, actions, income chart, score sheet).
//!
//! Presentation only: it reads [`RotwGame`](super::RotwGame) through a snapshot and the piece entities
//! the rules mirror, and submits [`RotwAction`](super::RotwAction)s like any other input.

pub mod asset;
pub mod geom;
mod input;
pub mod map2d;
mod panels;
pub mod picture;
pub mod state;
pub mod stream;
pub mod view3d;

use super::RotwPhase;
use crate::games::GameId;
use crate::table::TableState;
use crate::ui::table_screen::add_table_screen;
use bevy::input::InputSystems;
use bevy::prelude::*;
use state::{RotwSnapshot, RotwUi};

/// The table while this game is on it: its screen and scene live and leave with it.
const PLAYING: TableState = TableState::Playing(GameId::Rotw);
/// Leaving the table: the screen forgets its picks, the scene is despawned.
const ON_LEAVE: OnExit<TableState> = OnExit(PLAYING);

/// The keys of a Railways of the World table (the shell adds its own: undo, view, help).
pub const SHORTCUTS: &[(&[&str], &str)] = &[
    (&["B"], "rotw-key-build"),
    (&["D"], "rotw-key-deliver"),
    (&["U"], "rotw-key-urbanise"),
    (&["Enter"], "rotw-key-confirm"),
    (&["Backspace"], "rotw-key-step-back"),
    (&["←", "↑", "↓", "→"], "rotw-key-pan"),
    (&["+", "−"], "rotw-key-zoom"),
    (&["Home"], "rotw-key-fit"),
    (&["Esc"], "rotw-key-escape"),
];

/// The window-side RotW plugin.
pub fn plugin(app: &mut App) {
    app.add_plugins(asset::plugin)
        .init_resource::<RotwUi>()
        .init_resource::<RotwSnapshot>()
        .init_resource::<crate::ui::map_camera::MapCam>()
        .init_resource::<view3d::View3d>()
        .add_observer(view3d::on_track_tile)
        .add_observer(view3d::on_cube)
        .add_observer(view3d::on_city)
        .add_observer(view3d::on_empty_marker)
        .add_observer(view3d::on_new_city)
        .add_systems(Startup, view3d::make_kit)
        .add_systems(OnEnter(RotwPhase::Over), state::open_score_sheet)
        .add_systems(ON_LEAVE, state::reset_ui)
        // The 3D scene leaves the world with the game.
        .add_observer(|add: On<Add, view3d::Map3d>, mut commands: Commands| {
            commands.entity(add.entity).insert(DespawnOnExit(PLAYING));
        })
        .add_systems(
            PreUpdate,
            input::grab_escape
                .after(InputSystems)
                .run_if(crate::ui::table_screen::screen_up::<RotwPhase>),
        );
    add_table_screen(
        app,
        state::refresh_snapshot,
        (
            state::demo_tool,
            input::keys,
            view3d::spawn_scene,
            view3d::drive_camera,
            view3d::sync_pieces,
        ),
        panels::table_ui,
        crate::ui::table_screen::screen_up::<RotwPhase>,
    );
}
