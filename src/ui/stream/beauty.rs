//! The stream's "beauty" camera (a setting): a slow orbit around the game's 3D scene, rendered into
//! an image the stream window shows in place of the 2D board. A game offers it only when its scene
//! shows nothing private (its `StreamBoard::scene`); the scene is the table as it is now, so with a
//! stream delay the stream keeps the delayed 2D board instead, and while the table itself plays in
//! 3D (its scene then shows the player's hover and previews) the stream shows the 2D board too.

use super::window::{StreamBoard, StreamWindow};
use crate::ui::settings::Settings;
use crate::ui::view3d::{self, orbit_transform};
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy_egui::{EguiTextureHandle, EguiUserTextures, egui};

/// Radians a second the beauty camera turns.
const TURN: f32 = 0.06;
/// The image's size (the stream's board area at 1080p, about).
const SIZE: UVec2 = UVec2::new(1360, 820);

/// Where a game's beauty shot looks: its scene's render layer, the point looked at, how far and
/// how high the orbit runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shot {
    /// The scene's render layer.
    pub layer: usize,
    /// The point looked at.
    pub target: Vec3,
    /// Distance from it.
    pub distance: f32,
    /// Angle above the table (radians).
    pub pitch: f32,
}

/// The beauty camera, while it runs.
#[derive(Resource)]
pub struct Beauty {
    camera: Entity,
    /// The scene's layer it films (another game's scene needs a new camera).
    layer: usize,
    /// The image as egui knows it.
    pub texture: egui::TextureId,
    yaw: f32,
}

#[derive(Component)]
struct BeautyCamera;

/// The shot of the game on the table, if the beauty camera should run now.
fn wanted(world: &World) -> Option<Shot> {
    let settings = world.resource::<Settings>();
    // Not with a delay (the scene is the present), nor while the table itself plays in 3D (the
    // scene then holds the player's hover and previews).
    if !settings.stream.beauty
        || settings.stream.delay_secs > 0
        || settings.view == crate::ui::settings::ViewMode::ThreeD
    {
        return None;
    }
    let mut windows = world.try_query_filtered::<(), With<StreamWindow>>()?;
    windows.iter(world).next()?;
    let game = world
        .get_resource::<crate::table::ActiveTable>()?
        .setup()
        .game;
    let board: StreamBoard = game.info().stream?;
    (board.scene?)(world)
}

/// Starts, turns and stops the beauty camera.
pub fn drive(world: &mut World) {
    let Some(shot) = wanted(world) else {
        if let Some(beauty) = world.remove_resource::<Beauty>() {
            world.entity_mut(beauty.camera).despawn();
            world.resource_mut::<super::window::StreamFeed>().beauty = None;
        }
        return;
    };
    let dt = world.resource::<Time<Real>>().delta_secs();
    if world
        .get_resource::<Beauty>()
        .is_some_and(|b| b.layer != shot.layer)
        && let Some(old) = world.remove_resource::<Beauty>()
    {
        world.entity_mut(old.camera).despawn();
    }
    if !world.contains_resource::<Beauty>() {
        let handle = world
            .resource_mut::<Assets<Image>>()
            .add(view3d::render_image(SIZE));
        let texture = world
            .resource_mut::<EguiUserTextures>()
            .add_image(EguiTextureHandle::Strong(handle.clone()));
        let camera = world
            .spawn((
                BeautyCamera,
                view3d::camera(handle, 650.0, Transform::default()),
                RenderLayers::layer(shot.layer),
            ))
            .id();
        if let Some(mut cam) = world.get_mut::<Camera>(camera) {
            cam.is_active = true;
        }
        world.insert_resource(Beauty {
            camera,
            layer: shot.layer,
            texture,
            yaw: 0.0,
        });
        world.resource_mut::<super::window::StreamFeed>().beauty = Some(texture);
    }
    let (camera, yaw) = {
        let mut beauty = world.resource_mut::<Beauty>();
        beauty.yaw = (beauty.yaw + TURN * dt) % std::f32::consts::TAU;
        (beauty.camera, beauty.yaw)
    };
    if let Some(mut tf) = world.get_mut::<Transform>(camera) {
        *tf = orbit_transform(shot.target, yaw, shot.pitch, shot.distance);
    }
}

/// The beauty shot over `rect`, cropped to fill it.
pub fn paint(painter: &egui::Painter, rect: egui::Rect, texture: egui::TextureId) {
    let aspect = SIZE.x as f32 / SIZE.y as f32;
    let want = rect.width() / rect.height();
    // Crop the image's edges so it fills the rectangle without stretching.
    let uv = if want > aspect {
        let h = aspect / want;
        egui::Rect::from_min_max(
            egui::pos2(0.0, (1.0 - h) / 2.0),
            egui::pos2(1.0, (1.0 + h) / 2.0),
        )
    } else {
        let w = want / aspect;
        egui::Rect::from_min_max(
            egui::pos2((1.0 - w) / 2.0, 0.0),
            egui::pos2((1.0 + w) / 2.0, 1.0),
        )
    };
    painter.image(texture, rect, uv, egui::Color32::WHITE);
}
