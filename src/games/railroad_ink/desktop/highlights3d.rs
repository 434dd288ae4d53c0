//! The end-of-game highlights in 3D, as in 2D: networks outlined in their colours, the longest
//! railway and highway traced, error ends crossed out. Drawn with gizmos on the table's layer.

use super::layout;
use super::sheet2d::{ERROR_RED, LONGEST_RAIL, LONGEST_ROAD, NETWORK_COLOURS};
use super::state::{InkSnapshot, InkUi};
use super::view3d::{LAYER, View3d, srgb, world_of};
use crate::games::railroad_ink::rules::board::Square;
use crate::games::railroad_ink::rules::tiles::Side;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;

/// The gizmo group of the highlights, seen only by the 3D table's camera.
#[derive(Default, Reflect, GizmoConfigGroup)]
pub struct InkHighlights;

/// Height above the sheet, so the lines float over the route pieces.
const LIFT: f32 = 0.2;

pub(super) fn configure(mut store: ResMut<GizmoConfigStore>) {
    let (config, _) = store.config_mut::<InkHighlights>();
    config.render_layers = RenderLayers::layer(LAYER);
    config.line.width = 7.0;
}

/// A point of a square in unit coordinates, lifted above the pieces.
fn at(sq: Square, x: f32, y: f32) -> Vec3 {
    world_of(sq, Vec2::new(x, y)) + Vec3::Y * LIFT
}

/// The two corners of a square's side, in unit coordinates.
fn side_ends(side: Side) -> [(f32, f32); 2] {
    match side {
        Side::N => [(0.0, 0.0), (1.0, 0.0)],
        Side::E => [(1.0, 0.0), (1.0, 1.0)],
        Side::S => [(0.0, 1.0), (1.0, 1.0)],
        Side::W => [(0.0, 0.0), (0.0, 1.0)],
    }
}

pub(super) fn draw(
    mut gizmos: Gizmos<InkHighlights>,
    snap: Res<InkSnapshot>,
    state: Res<InkUi>,
    view: Res<View3d>,
) {
    if !view.orbit.active || !state.highlights || snap.final_result.is_none() {
        return;
    }
    let Some(score) = snap.scores.get(snap.shown_seat(&state)) else {
        return;
    };
    for (k, net) in score.networks.iter().filter(|n| n.exits >= 2).enumerate() {
        let colour = srgb(NETWORK_COLOURS[k % NETWORK_COLOURS.len()]);
        // Nested networks step inwards so shared borders stay visible.
        let inset = 0.04 * (k % 3) as f32;
        for (sq, side) in layout::outline(&net.squares) {
            let [(ax, ay), (bx, by)] = side_ends(side);
            let (dx, dy) = layout::side_dir(side);
            let (ix, iy) = (-dx * inset, -dy * inset);
            gizmos.line(at(sq, ax + ix, ay + iy), at(sq, bx + ix, by + iy), colour);
        }
    }
    for (path, colour) in [
        (&score.longest_rail_path, LONGEST_RAIL),
        (&score.longest_road_path, LONGEST_ROAD),
    ] {
        gizmos.linestrip(path.iter().map(|sq| at(*sq, 0.5, 0.5)), srgb(colour));
    }
    let red = srgb(ERROR_RED);
    for (sq, side) in &score.error_ends {
        let (dx, dy) = layout::side_dir(*side);
        let (cx, cy) = (0.5 + dx * 0.36, 0.5 + dy * 0.36);
        let r = 0.09;
        gizmos.line(at(*sq, cx - r, cy - r), at(*sq, cx + r, cy + r), red);
        gizmos.line(at(*sq, cx - r, cy + r), at(*sq, cx + r, cy - r), red);
    }
}
