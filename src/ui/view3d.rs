//! What every game's 3D view shares: a camera rendering into an image in the central panel, on an orbit.
//!
//! The pointer turns, tilts and zooms the orbit over the image. The shell's `Camera2d` keeps the
//! egui context (ARCHITECTURE §7); a game's `Camera3d` only ever draws into an image, so switching
//! 2D/3D never moves egui and panels always stay on top.

use bevy::asset::RenderAssetUsages;
use bevy::camera::RenderTarget;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};
use bevy_egui::{EguiTextureHandle, EguiUserTextures, PrimaryEguiContext, egui};
use std::ops::RangeInclusive;

/// A 3D view's image, orbit and pointer: the part of a game's view resource the shell drives.
#[derive(Debug, Clone)]
pub struct Orbit {
    /// Whether the 3D view is on screen this frame (the camera renders only then).
    pub active: bool,
    /// The image the camera renders into.
    pub image: Option<Handle<Image>>,
    /// The image as egui knows it.
    pub texture: Option<egui::TextureId>,
    /// The size the panel wants, in physical pixels.
    pub size: UVec2,
    /// Angle around the point looked at (radians).
    pub yaw: f32,
    /// Angle above the table (radians).
    pub pitch: f32,
    /// Distance from the point looked at.
    pub distance: f32,
    /// The pointer over the image, in its pixels.
    pub pointer: Option<Vec2>,
    /// Whether the player has zoomed: from then on their distance is kept.
    pub zoomed: bool,
}

impl Orbit {
    /// An orbit not yet on screen, looking down at `pitch` from `distance`.
    pub fn new(pitch: f32, distance: f32) -> Self {
        Orbit {
            active: false,
            image: None,
            texture: None,
            size: UVec2::ZERO,
            yaw: 0.0,
            pitch,
            distance,
            pointer: None,
            zoomed: false,
        }
    }

    /// Until the player zooms, backs the camera off just enough that a board reaching
    /// `half_width` to each side of the point looked at fits across the image (the default
    /// perspective's 45° field), never nearer than `nearest`: a wide board stays whole in a
    /// narrow window.
    pub fn fit_width(&mut self, half_width: f32, nearest: f32) {
        if self.zoomed || self.size.x == 0 || self.size.y == 0 {
            return;
        }
        let aspect = self.size.x as f32 / self.size.y as f32;
        let fit = half_width / (std::f32::consts::FRAC_PI_8.tan() * aspect);
        self.distance = fit.max(nearest);
    }

    /// The camera's place on this orbit around `target`.
    pub fn transform(&self, target: Vec3) -> Transform {
        orbit_transform(target, self.yaw, self.pitch, self.distance)
    }

    /// The size the image should have (never zero, so a collapsed panel cannot break the target).
    pub fn image_size(&self) -> UVec2 {
        self.size.max(UVec2::splat(16))
    }

    /// Shows the image filling `rect`, sizes it to the panel and follows the pointer over it.
    /// None until the image exists.
    pub fn show(&mut self, ui: &mut egui::Ui, rect: egui::Rect) -> Option<egui::Response> {
        let ppp = ui.ctx().pixels_per_point();
        self.size = UVec2::new((rect.width() * ppp) as u32, (rect.height() * ppp) as u32);
        let Some(tex) = self.texture else {
            // What the scene is cleared to, until its image is made (the window's may differ).
            ui.painter()
                .rect_filled(rect, egui::CornerRadius::ZERO, super::theme::FELT_DARK);
            return None;
        };
        let response = ui.put(
            rect,
            egui::Image::new(egui::load::SizedTexture::new(tex, rect.size()))
                .sense(egui::Sense::click_and_drag()),
        );
        self.pointer = response
            .hover_pos()
            .map(|p| Vec2::new((p.x - rect.min.x) * ppp, (p.y - rect.min.y) * ppp));
        Some(response)
    }

    /// Turns and tilts by a drag of `d` points, at `speed` radians a point (yaw, pitch).
    pub fn drag(&mut self, d: egui::Vec2, speed: Vec2, pitch: RangeInclusive<f32>) {
        self.yaw -= d.x * speed.x;
        self.pitch = (self.pitch + d.y * speed.y).clamp(*pitch.start(), *pitch.end());
    }

    /// Zooms with the scroll wheel while the pointer is over the image.
    pub fn scroll_zoom(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        distance: RangeInclusive<f32>,
    ) {
        if response.hovered() {
            let scroll = ui.input(|i| i.smooth_scroll_delta.y);
            if scroll != 0.0 {
                self.zoomed = true;
                self.distance = (self.distance * (1.0 - scroll * 0.0015))
                    .clamp(*distance.start(), *distance.end());
            }
        }
    }

    /// Keeps `cam` active only while the view is on screen, on its orbit around `target`, and its
    /// image the panel's size.
    pub fn drive(
        &self,
        target: Vec3,
        images: &mut Assets<Image>,
        cam: &mut Camera,
        tf: &mut Transform,
    ) {
        if cam.is_active != self.active {
            cam.is_active = self.active;
        }
        if !self.active {
            return;
        }
        *tf = self.transform(target);
        let want = self.image_size();
        let Some(h) = self.image.clone() else { return };
        let stale = images
            .get(&h)
            .is_some_and(|img| img.width() != want.x || img.height() != want.y);
        if stale && let Some(mut img) = images.get_mut(&h) {
            img.resize(Extent3d {
                width: want.x,
                height: want.y,
                depth_or_array_layers: 1,
            });
        }
    }
}

/// The camera's place on an orbit around `target`.
pub fn orbit_transform(target: Vec3, yaw: f32, pitch: f32, distance: f32) -> Transform {
    let pos = Vec3::new(
        yaw.sin() * pitch.cos(),
        pitch.sin(),
        yaw.cos() * pitch.cos(),
    ) * distance;
    Transform::from_translation(target + pos).looking_at(target, Vec3::Y)
}

/// Where a ray meets the horizontal plane at height `y` (in front of its origin).
pub fn ray_meets_plane(origin: Vec3, dir: Vec3, y: f32) -> Option<Vec3> {
    if dir.y.abs() < 1e-6 {
        return None;
    }
    let t = (y - origin.y) / dir.y;
    (t > 0.0).then(|| origin + dir * t)
}

/// What a game's scene-spawning system needs to make its render target once, with its camera
/// marker `M`.
#[derive(SystemParam)]
pub struct RenderTargets<'w, 's, M: Component> {
    existing: Query<'w, 's, (), With<M>>,
    primary: Query<'w, 's, (), With<PrimaryEguiContext>>,
    images: ResMut<'w, Assets<Image>>,
    textures: ResMut<'w, EguiUserTextures>,
}

impl<M: Component> RenderTargets<'_, '_, M> {
    /// Whether to spawn the scene now: not spawned yet, and the shell's camera already holds egui
    /// (so egui never picks the game's camera).
    pub fn due(&self) -> bool {
        self.existing.is_empty() && !self.primary.is_empty()
    }

    /// A fresh image to render into, registered with egui and kept in `orbit`.
    pub fn create(&mut self, orbit: &mut Orbit) -> Handle<Image> {
        let handle = self.images.add(render_image(UVec2::splat(64)));
        orbit.texture = Some(
            self.textures
                .add_image(EguiTextureHandle::Strong(handle.clone())),
        );
        orbit.image = Some(handle.clone());
        handle
    }
}

/// An image a camera can render into and egui can show, `size` pixels.
pub fn render_image(size: UVec2) -> Image {
    let mut image = Image::new_fill(
        Extent3d {
            width: size.x,
            height: size.y,
            ..default()
        },
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Bgra8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.texture_descriptor.usage =
        TextureUsages::TEXTURE_BINDING | TextureUsages::COPY_DST | TextureUsages::RENDER_ATTACHMENT;
    image
}

/// A game's 3D camera: off until its view is shown, drawing into `image` before egui's pass, over
/// the dark felt, with an ambient light of `brightness`.
pub fn camera(image: Handle<Image>, brightness: f32, transform: Transform) -> impl Bundle {
    (
        Camera3d::default(),
        Camera {
            order: -1,
            is_active: false,
            clear_color: ClearColorConfig::Custom(srgb(super::theme::FELT_DARK)),
            ..default()
        },
        RenderTarget::Image(image.into()),
        AmbientLight {
            color: Color::WHITE,
            brightness,
            ..default()
        },
        transform,
    )
}

/// An egui colour as a Bevy colour (the 2D palette reused in 3D).
pub fn srgb(c: egui::Color32) -> Color {
    Color::srgb_u8(c.r(), c.g(), c.b())
}

/// A plain opaque material of colour `c` and roughness `rough`.
pub fn material(
    materials: &mut Assets<StandardMaterial>,
    c: Color,
    rough: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: c,
        perceptual_roughness: rough,
        ..default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_orbit_looks_at_its_target() {
        let target = Vec3::new(3.0, 0.0, -2.0);
        let t = orbit_transform(target, 0.3, 0.9, 11.0);
        assert!((t.translation.distance(target) - 11.0).abs() < 1e-4);
        let hit = ray_meets_plane(t.translation, *t.forward(), 0.0).expect("looks down");
        assert!(hit.distance(target) < 1e-3);
        assert_eq!(ray_meets_plane(Vec3::Y, Vec3::Y, 0.0), None);
    }
}
