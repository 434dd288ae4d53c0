//! A picture that seldom changes (a map's terrain), painted once into an image and then shown as one
//! textured rectangle until what it shows changes.
//!
//! egui repaints every shape every frame. On a software renderer each shape costs its pixels again:
//! the Eastern U.S. terrain, several hundred outlined hexes, took a quarter of a frame. Here a second
//! egui context, run by hand, paints into an image that a camera renders only in the frames where the
//! picture's key (what the caller says it shows, plus its size and scale) changed; every other frame
//! draws the image. Painting and hit-testing stay with the caller, in the window's coordinates: the
//! canvas only moves the pixels.

use bevy::asset::RenderAssetUsages;
use bevy::camera::{ImageRenderTarget, RenderTarget};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureFormat};
use bevy_egui::egui::{self, Color32, Pos2, Rect};
use bevy_egui::{
    EguiContext, EguiContextSettings, EguiFullOutput, EguiInput, EguiPostUpdateSet,
    EguiTextureHandle, EguiUserTextures, PrimaryEguiContext,
};
use std::hash::{Hash, Hasher};

/// Turns the canvas camera off at the start of every frame (it renders only in a frame that
/// repainted the picture) and gives its context the pass bevy_egui expects every frame.
pub fn plugin(app: &mut App) {
    app.init_resource::<CanvasImage>()
        .add_systems(First, rest_camera)
        .add_systems(
            Update,
            spawn.run_if(|s: Res<CanvasImage>| s.image.is_none()),
        )
        .add_systems(
            PostUpdate,
            idle_pass
                .after(EguiPostUpdateSet::EndPass)
                .before(EguiPostUpdateSet::ProcessOutput),
        );
}

/// The camera rendering the canvas context into the image.
#[derive(Component, Debug)]
struct CanvasCamera;

/// The image, its egui texture and the key of what it holds.
#[derive(Resource, Debug, Default)]
struct CanvasImage {
    image: Option<Handle<Image>>,
    texture: Option<egui::TextureId>,
    size: UVec2,
    /// The key of the picture in the image (None: nothing valid).
    holds: Option<u64>,
    /// Renders still to make of it: two, as a pipeline still compiling the first time would leave
    /// the image blank.
    renders_left: u8,
    /// Passes the canvas context has run (its fonts are live from the second).
    passes: u32,
    /// The canvas context (a handle: the window's egui systems hold the component).
    ctx: Option<egui::Context>,
}

impl CanvasImage {
    /// Whether the picture of `key` is to be painted this frame.
    fn due(&mut self, key: u64) -> bool {
        if self.holds != Some(key) {
            self.holds = Some(key);
            self.renders_left = 2;
        }
        self.renders_left > 0
    }
}

/// What a screen needs to show a cached picture.
#[derive(SystemParam)]
pub struct Canvas<'w, 's> {
    state: ResMut<'w, CanvasImage>,
    camera: Query<
        'w,
        's,
        (
            &'static mut Camera,
            &'static mut EguiInput,
            &'static mut EguiFullOutput,
        ),
        With<CanvasCamera>,
    >,
    images: ResMut<'w, Assets<Image>>,
}

/// `rect` moved out to whole pixels, so a picture of it maps texel to pixel.
pub fn align(ctx: &egui::Context, rect: Rect) -> Rect {
    align_to(ctx.pixels_per_point(), rect)
}

fn align_to(ppp: f32, rect: Rect) -> Rect {
    let snap = |p: Pos2| Pos2::new((p.x * ppp).round() / ppp, (p.y * ppp).round() / ppp);
    Rect::from_min_max(snap(rect.min), snap(rect.max))
}

impl Canvas<'_, '_> {
    /// Shows in `rect` (aligned with [`align`]) what `paint` paints there over `background`. `key`
    /// must change whenever the picture would (size and scale are added here): then it is painted
    /// again, into the image, or live while the canvas is not up yet.
    pub fn show(
        &mut self,
        painter: &egui::Painter,
        rect: Rect,
        background: Color32,
        key: impl Hash,
        mut paint: impl FnMut(&egui::Painter, Rect),
    ) {
        let ppp = painter.ctx().pixels_per_point();
        let size = (rect.size() * ppp).round();
        if size.x < 1.0 || size.y < 1.0 {
            return;
        }
        let size = UVec2::new(size.x as u32, size.y as u32);
        let key = {
            let mut h = std::hash::DefaultHasher::new();
            (key, size, ppp.to_bits(), background.to_array()).hash(&mut h);
            h.finish()
        };
        let Some(texture) = self.ready() else {
            paint(painter, rect);
            return;
        };
        if self.state.due(key) {
            self.repaint(size, ppp, background, rect, paint);
        }
        painter.image(
            texture,
            rect,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
            Color32::WHITE,
        );
    }

    /// The canvas's texture once its camera, image and fonts are up.
    fn ready(&self) -> Option<egui::TextureId> {
        let image = self.state.image.as_ref()?;
        let ctx = self.state.ctx.as_ref()?;
        let live = self.images.contains(image)
            && self.state.passes >= 2
            && super::widgets::fonts_ready(ctx);
        live.then_some(self.state.texture?)
    }

    /// Paints the picture into the image (resized to `size` pixels) in the canvas context's pass
    /// of this frame, and has the camera render it.
    fn repaint(
        &mut self,
        size: UVec2,
        ppp: f32,
        background: Color32,
        rect: Rect,
        mut paint: impl FnMut(&egui::Painter, Rect),
    ) {
        if self.state.size != size
            && let Some(mut image) = self
                .state
                .image
                .as_ref()
                .and_then(|h| self.images.get_mut(h))
        {
            image.resize(Extent3d {
                width: size.x,
                height: size.y,
                depth_or_array_layers: 1,
            });
            self.state.size = size;
        }
        let (Ok((mut camera, mut input, mut output)), Some(ctx)) =
            (self.camera.single_mut(), self.state.ctx.clone())
        else {
            return;
        };
        let mut raw = input.take();
        let local = Rect::from_min_size(Pos2::ZERO, rect.size());
        raw.screen_rect = Some(local);
        raw.viewports
            .entry(egui::ViewportId::ROOT)
            .or_default()
            .native_pixels_per_point = Some(ppp);
        let mut painted = ctx.run_ui(raw, |ui| paint(ui.painter(), local));
        // egui may run the window's pass twice in a frame (a discarded first pass), and so this:
        // the later picture wins, the texture updates of both are kept.
        if let Some(mut earlier) = output.take() {
            earlier
                .textures_delta
                .append(std::mem::take(&mut painted.textures_delta));
            painted.textures_delta = std::mem::take(&mut earlier.textures_delta);
        } else {
            self.state.renders_left -= 1;
        }
        **output = Some(painted);
        camera.is_active = true;
        camera.clear_color = ClearColorConfig::Custom(Color::srgba_u8(
            background.r(),
            background.g(),
            background.b(),
            background.a(),
        ));
        self.state.passes += 1;
    }
}

/// An image a camera can render into and egui can sample.
fn target(size: UVec2) -> Image {
    let mut image = Image::new_target_texture(size.x, size.y, TextureFormat::Rgba8UnormSrgb, None);
    image.asset_usage = RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD;
    image
}

/// Makes the image, its egui texture and the camera, once the window's camera holds the primary
/// context (so egui never picks this one).
fn spawn(
    mut commands: Commands,
    primary: Query<(), With<PrimaryEguiContext>>,
    mut state: ResMut<CanvasImage>,
    mut images: ResMut<Assets<Image>>,
    mut textures: ResMut<EguiUserTextures>,
) {
    if primary.is_empty() {
        return;
    }
    let handle = images.add(target(UVec2::ONE));
    state.texture = Some(textures.add_image(EguiTextureHandle::Strong(handle.clone())));
    state.image = Some(handle.clone());
    state.size = UVec2::ONE;
    commands.spawn((
        CanvasCamera,
        Name::new("Canvas camera"),
        Camera2d,
        Camera {
            // Before the window's camera (0) and the 3D views (-1), which sample it.
            order: -2,
            is_active: false,
            ..default()
        },
        RenderTarget::Image(ImageRenderTarget {
            handle,
            scale_factor: 1.0,
        }),
        Msaa::Off,
        EguiContext::default(),
        EguiContextSettings {
            run_manually: true,
            ..default()
        },
    ));
}

/// A pass for the canvas context in frames that did not paint it (bevy_egui reads an output from
/// every context, every frame); the first one installs the app's fonts and style.
fn idle_pass(
    mut canvas: Query<(&mut EguiContext, &mut EguiInput, &mut EguiFullOutput), With<CanvasCamera>>,
    mut state: ResMut<CanvasImage>,
) {
    for (mut ctx, mut input, mut output) in &mut canvas {
        if output.is_some() {
            continue;
        }
        let ctx = ctx.get_mut();
        if state.passes == 0 {
            super::theme::install(ctx);
            state.ctx = Some(ctx.clone());
        }
        **output = Some(ctx.run_ui(input.take(), |_| {}));
        state.passes += 1;
    }
}

fn rest_camera(mut cameras: Query<&mut Camera, With<CanvasCamera>>) {
    for mut camera in &mut cameras {
        if camera.is_active {
            camera.is_active = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_picture_is_rendered_in_two_frames_then_shown_from_the_image() {
        let mut canvas = CanvasImage::default();
        let rendered = |canvas: &mut CanvasImage, key| {
            let due = canvas.due(key);
            if due {
                canvas.renders_left -= 1;
            }
            due
        };
        let frames: Vec<bool> = [1, 1, 1, 1, 2, 2, 2, 1]
            .map(|k| rendered(&mut canvas, k))
            .into();
        assert_eq!(frames, [true, true, false, false, true, true, false, true]);
    }

    #[test]
    fn aligned_rects_land_on_whole_pixels_at_any_scale() {
        for ppp in [1.0, 1.25, 1.5, 2.0] {
            let r = align_to(
                ppp,
                Rect::from_min_max(Pos2::new(10.3, 7.77), Pos2::new(500.6, 301.1)),
            );
            for v in [r.min.x, r.min.y, r.max.x, r.max.y] {
                let px = v * ppp;
                assert!((px - px.round()).abs() < 1e-3, "{v} at {ppp}");
            }
            assert!((r.width() - 490.3).abs() <= 1.0 / ppp);
        }
    }
}
