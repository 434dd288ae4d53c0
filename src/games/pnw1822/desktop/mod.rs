//! 1822PNW in the window: the table (the map from its tiles with lays, tokens and the camera;
//! the bid boxes, players, charters, market, depot, decision and log; the score sheet) and the
//! stream board, which paints the same map, market row and charters from the public view.
//!
//! Presentation only: it reads the seat view through a snapshot and submits
//! [`PnwAction`](super::actions::PnwAction)s like any other input.

mod board;
pub mod charts;
mod map;
pub mod offers;
mod panels;
mod picture;
mod run_edit;
mod state;
mod stream;
#[cfg(test)]
mod tests;
mod view3d;
mod words;

pub use map::{tile_map, with_tile_map};
pub use picture::paint as picture;
pub use stream::STREAM;

use super::data::PnwData;
use super::phases::PnwPhase;
use crate::games::{GameAction, GameId};
use crate::table::{SubmitAction, TableState};
use crate::ui::table_keys::TableKeys;
use crate::ui::table_screen::{add_table_screen, screen_up};
use bevy::prelude::*;
use bevy_egui::egui::Color32;
pub use map::fill;
use state::{PnwSnapshot, PnwUi};

/// The table while this game is on it.
const PLAYING: TableState = TableState::Playing(GameId::Pnw1822);

/// The keys of a 1822PNW table (the shell adds its own: undo, view, help).
pub const SHORTCUTS: &[(&[&str], &str)] = &[
    (&["←", "↑", "↓", "→"], "pnw-key-pan"),
    (&["+", "−"], "pnw-key-zoom"),
    (&["Home"], "pnw-key-fit"),
    (&["R"], "pnw-key-turn"),
    (&["Enter"], "pnw-key-confirm"),
];

/// R turns the picked tile to its next legal rotation (a plan's too); Enter lays it.
fn keys(
    keys: TableKeys,
    snap: Res<PnwSnapshot>,
    mut ui: ResMut<PnwUi>,
    mut submit: MessageWriter<SubmitAction>,
) {
    if !keys.free() {
        return;
    }
    let (Some(hex), Some((k, rotation))) = (ui.hex, ui.tile) else {
        return;
    };
    let Some(offer) = board::tiles_at(&snap.offers, &ui, hex).get(k).cloned() else {
        return;
    };
    if keys.just_pressed(KeyCode::KeyR) {
        ui.tile = Some((k, offer.next_rotation(rotation)));
    } else if keys.just_pressed(KeyCode::Enter)
        && snap.my_turn()
        && !snap.offers.lays_at(hex).is_empty()
        && let Some(seat) = snap.to_act
    {
        let action = offer.action(hex, rotation);
        ui.drop_picks();
        submit.write(SubmitAction {
            seat,
            action: GameAction::Pnw1822(action),
        });
    }
}

/// The window-side 1822PNW plugin.
pub fn plugin(app: &mut App) {
    app.init_resource::<PnwUi>()
        .init_resource::<PnwSnapshot>()
        .init_resource::<view3d::View3d>()
        .add_observer(view3d::on_tile)
        .add_observer(view3d::on_token)
        .add_systems(Startup, view3d::make_kit)
        // The 3D scene leaves the world with the game.
        .add_observer(|add: On<Add, view3d::Scene3d>, mut commands: Commands| {
            commands.entity(add.entity).insert(DespawnOnExit(PLAYING));
        })
        .add_systems(OnEnter(PnwPhase::Over), state::open_score_sheet)
        .add_systems(OnExit(PLAYING), state::reset_ui);
    add_table_screen(
        app,
        state::refresh_snapshot,
        (
            keys,
            view3d::spawn_scene,
            view3d::drive_camera,
            view3d::sync_targets,
            view3d::sync_overlay,
        ),
        panels::table_ui,
        screen_up::<PnwPhase>,
    );
}

/// A company's colour: a major's as printed, a regional's slate, a minor's near-black (their
/// tokens carry their names, so colour is never the only cue).
pub fn company_colour(data: &PnwData, id: &str) -> Color32 {
    if let Some(m) = data.game.majors.iter().find(|m| m.id == id) {
        return parse_hex(&m.colour).unwrap_or(Color32::GRAY);
    }
    if data.game.regionals.iter().any(|r| r.id == id) {
        return Color32::from_rgb(0x4a, 0x5d, 0x7e);
    }
    Color32::from_rgb(0x2b, 0x2b, 0x2b)
}

/// `#RRGGBB` as a colour.
fn parse_hex(s: &str) -> Option<Color32> {
    let h = s.strip_prefix('#')?;
    let v = u32::from_str_radix(h, 16).ok().filter(|_| h.len() == 6)?;
    Some(Color32::from_rgb((v >> 16) as u8, (v >> 8) as u8, v as u8))
}
