//! Pictures that seldom change (a map's terrain, a finished sheet, a thumbnail), painted into one
//! window-sized image and shown as textured rectangles until what they show changes.
//!
//! egui repaints every shape every frame. On a software renderer each shape costs its pixels again:
//! the Eastern U.S. terrain, several hundred outlined hexes, took a quarter of a frame. Here a second
//! egui context, run by hand, paints every picture of the frame at its place in the window; a camera
//! renders that into the image only in frames where a picture's key (what the caller says it shows,
//! where, at which scale) changed. Each picture is then one rectangle cut from the image, drawn in
//! the window's own layers, so panels and windows stay above or below it as before. Painting and
//! hit-testing stay with the caller, in the window's coordinates.

use bevy::asset::RenderAssetUsages;
use bevy::camera::{ImageRenderTarget, RenderTarget};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureFormat};
use bevy::window::RequestRedraw;
use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect};
use bevy_egui::{
    EguiContext, EguiContextSettings, EguiFullOutput, EguiInput, EguiPostUpdateSet,
    EguiTextureHandle, EguiUserTextures, PrimaryEguiContext,
};
use std::hash::{DefaultHasher, Hash, Hasher};

/// Makes the canvas once egui is up, turns its camera off at the start of every frame (it renders
/// only in a frame whose pictures changed) and closes the canvas pass of every frame.
pub fn plugin(app: &mut App) {
    app.init_resource::<CanvasImage>()
        .add_systems(First, rest_camera)
        .add_systems(
            Update,
            spawn.run_if(|s: Res<CanvasImage>| s.image.is_none()),
        )
        .add_systems(
            PostUpdate,
            close_pass
                .after(EguiPostUpdateSet::EndPass)
                .before(EguiPostUpdateSet::ProcessOutput),
        );
}

/// Pages of the image, each the window's size: a picture over an earlier one (a chart in a window
/// over the map) goes on the next page.
const PAGES: u32 = 2;

/// Frames a render waits for the camera to catch up with a resized image before it counts anyway
/// (the window must not draw forever).
const MAX_WAITS: u8 = 8;

/// The longest side of the image: what every GPU takes (taller windows paint live).
const MAX_SIDE: u32 = 8192;

/// The camera rendering the canvas context into the image.
#[derive(Component, Debug)]
struct CanvasCamera;

/// The image, its egui texture, and the pass of this frame.
#[derive(Resource, Debug, Default)]
struct CanvasImage {
    image: Option<Handle<Image>>,
    texture: Option<egui::TextureId>,
    /// Size of a page in pixels (the window's); the image is [`PAGES`] of them, one under another.
    size: UVec2,
    /// The key of what the image holds (None: nothing valid).
    holds: Option<u64>,
    /// Renders still to make of it: two, as a pipeline still compiling the first time would leave
    /// the image blank.
    renders_left: u8,
    /// Frames this picture waited for the camera to see the image's size.
    waits: u8,
    /// Passes the canvas context has run (its fonts are live from the second).
    passes: u32,
    /// The canvas context (a handle: the window's egui systems hold the component).
    ctx: Option<egui::Context>,
    /// This frame's canvas pass, once a picture opened it.
    open: Option<OpenPass>,
    /// Texture updates of canvas passes that were thrown away, for the next output.
    carried: egui::TexturesDelta,
}

/// A canvas pass in progress.
#[derive(Debug)]
struct OpenPass {
    /// The window pass it belongs to (egui may run a window pass twice in a frame).
    window_pass: u64,
    /// Key of every picture painted so far, with the image's size and scale.
    key: DefaultHasher,
    /// Where each picture went: page and rectangle.
    placed: Vec<(u32, Rect)>,
    /// Opaque rectangles drawn above pictures of lower orders (see [`Canvas::cover`]).
    covers: Vec<(egui::Order, Rect)>,
}

impl CanvasImage {
    /// Whether the image is to be rendered this frame for pictures of `key`.
    fn due(&mut self, key: u64) -> bool {
        if self.holds != Some(key) {
            self.holds = Some(key);
            self.renders_left = 2;
            self.waits = 0;
        }
        self.renders_left > 0
    }
}

/// What a screen needs to show cached pictures.
#[derive(SystemParam)]
pub struct Canvas<'w, 's> {
    state: ResMut<'w, CanvasImage>,
    images: ResMut<'w, Assets<Image>>,
    input: Query<'w, 's, &'static mut EguiInput, With<CanvasCamera>>,
}

/// `rect` moved out to whole pixels, so a picture of it maps texel to pixel.
pub fn align(ctx: &egui::Context, rect: Rect) -> Rect {
    align_to(ctx.pixels_per_point(), rect)
}

fn align_to(ppp: f32, rect: Rect) -> Rect {
    snap(ppp, rect, f32::round, f32::round)
}

/// `rect` with its corners on whole pixels: `min`'s coordinates rounded by `lo`, `max`'s by `hi`.
fn snap(ppp: f32, rect: Rect, lo: fn(f32) -> f32, hi: fn(f32) -> f32) -> Rect {
    let at = |p: Pos2, f: fn(f32) -> f32| Pos2::new(f(p.x * ppp) / ppp, f(p.y * ppp) / ppp);
    Rect::from_min_max(at(rect.min, lo), at(rect.max, hi))
}

/// Where a picture goes this frame: the canvas, its texture, the page, and the parts of the
/// picture no window above it covers.
struct Placed {
    canvas: egui::Context,
    texture: egui::TextureId,
    page: u32,
    parts: Vec<Rect>,
}

impl Canvas<'_, '_> {
    /// Shows in `rect` (aligned with [`align`]) what `paint` paints there over `background`, which
    /// is painted too. `key` must change whenever the picture would (its place and the scale are
    /// added here). `paint` draws in the window's coordinates and runs every frame, into the
    /// canvas, or into `painter` while the canvas is not up yet.
    pub fn show(
        &mut self,
        painter: &egui::Painter,
        rect: Rect,
        background: Color32,
        key: impl Hash,
        paint: impl FnOnce(&egui::Painter, Rect),
    ) {
        let window = painter.ctx();
        let picture = (key, background.to_array());
        let Some(placed) = self.place(window, rect, painter.layer_id().order, picture) else {
            painter.rect_filled(rect, CornerRadius::ZERO, background);
            paint(painter, rect);
            return;
        };
        let Placed {
            canvas,
            texture,
            page,
            parts,
        } = placed;
        let screen = self.state.size.as_vec2() / window.pixels_per_point();
        // Clipped to the window too, so nothing spills onto the other page.
        let clip = rect.intersect(Rect::from_min_size(Pos2::ZERO, screen.to_array().into()));
        let on_canvas = canvas.layer_painter(page_layer(page)).with_clip_rect(clip);
        on_canvas.rect_filled(rect, CornerRadius::ZERO, background);
        paint(&on_canvas, rect);
        let top = screen.y * page as f32;
        let height = screen.y * PAGES as f32;
        for part in parts {
            let uv = Rect::from_min_max(
                Pos2::new(part.min.x / screen.x, (part.min.y + top) / height),
                Pos2::new(part.max.x / screen.x, (part.max.y + top) / height),
            );
            painter.image(texture, part, uv, Color32::WHITE);
        }
    }

    /// Opens this frame's pass if need be, finds `rect` a page where nothing was painted under it
    /// yet and adds the picture (what it shows, where) to the pass's key. None while the canvas is
    /// not up or every page is taken there (paint live).
    fn place(
        &mut self,
        window: &egui::Context,
        rect: Rect,
        order: egui::Order,
        picture: impl Hash,
    ) -> Option<Placed> {
        let (canvas, texture) = self.ready()?;
        self.open_pass(window, &canvas);
        let open = self.state.open.as_mut()?;
        let free = |page: &u32| {
            !open
                .placed
                .iter()
                .any(|(p, r)| p == page && r.intersect(rect).is_positive())
        };
        let page = (0..PAGES).find(free)?;
        open.placed.push((page, rect));
        let corners = [rect.min.x, rect.min.y, rect.max.x, rect.max.y].map(f32::to_bits);
        (picture, page, corners).hash(&mut open.key);
        let covers = open.covers.iter().filter(|(o, _)| *o > order);
        let parts = uncovered(rect, covers.map(|c| c.1));
        Some(Placed {
            canvas,
            texture,
            page,
            parts,
        })
    }

    /// Says that `rect` of the window will be painted opaque, this frame, in a layer of `order`:
    /// pictures shown afterwards in lower orders leave it out (on a software renderer every
    /// pixel drawn twice is paid twice). `rect` must lie inside what is painted, rounded corners
    /// excluded; it is moved in to whole pixels here.
    pub fn cover(&mut self, ctx: &egui::Context, order: egui::Order, rect: Rect) {
        let Some((canvas, _)) = self.ready() else {
            return;
        };
        self.open_pass(ctx, &canvas);
        let rect = snap(ctx.pixels_per_point(), rect, f32::ceil, f32::floor);
        if let Some(open) = self.state.open.as_mut()
            && rect.is_positive()
        {
            open.covers.push((order, rect));
        }
    }

    /// The canvas context and texture once its camera, image and fonts are up.
    fn ready(&self) -> Option<(egui::Context, egui::TextureId)> {
        let image = self.state.image.as_ref()?;
        let ctx = self.state.ctx.clone()?;
        let live = self.images.contains(image)
            && self.state.passes >= 2
            && super::widgets::fonts_ready(&ctx);
        live.then_some((ctx, self.state.texture?))
    }

    /// Begins this frame's canvas pass over the whole window, sized to it, unless it is open for
    /// this window pass already. A pass opened by an earlier run of the window pass is thrown away
    /// (its texture updates kept).
    fn open_pass(&mut self, window: &egui::Context, canvas: &egui::Context) {
        let window_pass = window.cumulative_pass_nr();
        match &self.state.open {
            Some(open) if open.window_pass == window_pass => return,
            Some(_) => {
                let earlier = canvas.end_pass();
                self.state.carried.append(earlier.textures_delta);
                self.state.open = None;
            }
            None => {}
        }
        let ppp = window.pixels_per_point();
        let size = (window.viewport_rect().max.to_vec2() * ppp).round();
        let size = UVec2::new(size.x.max(1.0) as u32, size.y.max(1.0) as u32);
        if size.x > MAX_SIDE || size.y * PAGES > MAX_SIDE {
            return;
        }
        for page in 1..PAGES {
            let down = egui::vec2(0.0, (size.y * page) as f32 / ppp);
            canvas.set_transform_layer(
                page_layer(page),
                egui::emath::TSTransform::from_translation(down),
            );
        }
        if self.state.size != size {
            let Some(mut image) = self
                .state
                .image
                .as_ref()
                .and_then(|h| self.images.get_mut(h))
            else {
                return;
            };
            image.resize(Extent3d {
                width: size.x,
                height: size.y * PAGES,
                depth_or_array_layers: 1,
            });
            self.state.size = size;
        }
        let Ok(mut input) = self.input.single_mut() else {
            return;
        };
        let mut raw = input.take();
        raw.screen_rect = Some(Rect::from_min_size(
            Pos2::ZERO,
            egui::vec2(size.x as f32, (size.y * PAGES) as f32) / ppp,
        ));
        raw.viewports
            .entry(egui::ViewportId::ROOT)
            .or_default()
            .native_pixels_per_point = Some(ppp);
        canvas.begin_pass(raw);
        let mut key = DefaultHasher::new();
        (size, ppp.to_bits()).hash(&mut key);
        self.state.open = Some(OpenPass {
            window_pass,
            key,
            placed: Vec::new(),
            covers: Vec::new(),
        });
    }
}

/// What of `rect` no rectangle of `covers` hides, as rectangles: each cover splits a part it
/// overlaps into the bands above, below, left and right of it.
fn uncovered(rect: Rect, covers: impl Iterator<Item = Rect>) -> Vec<Rect> {
    let mut parts = vec![rect];
    for c in covers {
        let mut next = Vec::with_capacity(parts.len() + 3);
        for p in parts {
            let hit = p.intersect(c);
            if !hit.is_positive() {
                next.push(p);
                continue;
            }
            let bands = [
                Rect::from_min_max(p.min, Pos2::new(p.max.x, hit.min.y)),
                Rect::from_min_max(Pos2::new(p.min.x, hit.max.y), p.max),
                Rect::from_min_max(
                    Pos2::new(p.min.x, hit.min.y),
                    Pos2::new(hit.min.x, hit.max.y),
                ),
                Rect::from_min_max(
                    Pos2::new(hit.max.x, hit.min.y),
                    Pos2::new(p.max.x, hit.max.y),
                ),
            ];
            next.extend(bands.into_iter().filter(|b| b.is_positive()));
        }
        parts = next;
    }
    parts
}

/// The canvas layer of a page (pages below the first are moved down by the layer's transform).
fn page_layer(page: u32) -> egui::LayerId {
    egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new(("ferrovia-canvas", page)),
    )
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

/// Ends this frame's canvas pass, and has the camera render it when its pictures changed; with no
/// picture this frame, runs an empty pass (bevy_egui reads an output from every context, every
/// frame). The first pass installs the app's fonts and style.
fn close_pass(
    mut redraw: MessageWriter<RequestRedraw>,
    mut canvas: Query<
        (
            &mut EguiContext,
            &mut EguiInput,
            &mut EguiFullOutput,
            &mut Camera,
        ),
        With<CanvasCamera>,
    >,
    mut state: ResMut<CanvasImage>,
) {
    for (mut ctx, mut input, mut output, mut camera) in &mut canvas {
        let ctx = ctx.get_mut();
        let mut out = match state.open.take() {
            Some(open) => {
                let out = ctx.end_pass();
                if state.due(open.key.finish()) {
                    camera.is_active = true;
                    // The camera sees a resized image a frame or two late: until it renders at
                    // the image's size, a render does not count.
                    let full = UVec2::new(state.size.x, state.size.y * PAGES);
                    if camera.physical_target_size() == Some(full) || state.waits >= MAX_WAITS {
                        state.renders_left -= 1;
                    } else {
                        state.waits += 1;
                    }
                    // The window may be resting: ask for the frames that finish the picture.
                    redraw.write(RequestRedraw);
                }
                out
            }
            None => {
                if state.passes == 0 {
                    super::theme::install(ctx);
                    state.ctx = Some(ctx.clone());
                }
                ctx.run_ui(input.take(), |_| {})
            }
        };
        let mut textures = std::mem::take(&mut state.carried);
        textures.append(std::mem::take(&mut out.textures_delta));
        out.textures_delta = textures;
        **output = Some(out);
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
    fn new_pictures_are_rendered_in_two_frames_then_shown_from_the_image() {
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
    fn covered_parts_are_left_out_and_the_rest_is_kept_exactly_once() {
        let r = |x0: f32, y0: f32, x1: f32, y1: f32| {
            Rect::from_min_max(Pos2::new(x0, y0), Pos2::new(x1, y1))
        };
        let picture = r(0.0, 0.0, 100.0, 80.0);
        let covers = [
            r(20.0, 10.0, 60.0, 50.0),
            r(50.0, 40.0, 120.0, 70.0),
            r(200.0, 0.0, 300.0, 9.0),
        ];
        let parts = uncovered(picture, covers.into_iter());
        let area: f32 = parts.iter().map(|p| p.area()).sum();
        // 8000 − 1600 (first) − 50×30 (second, clipped) + 10×10 (where they overlap).
        assert_eq!(area, 8000.0 - 1600.0 - 1500.0 + 100.0);
        for (i, a) in parts.iter().enumerate() {
            assert!(picture.contains_rect(*a));
            assert!(covers.iter().all(|c| !c.intersect(*a).is_positive()));
            for b in &parts[i + 1..] {
                assert!(!a.intersect(*b).is_positive());
            }
        }
        assert_eq!(uncovered(picture, std::iter::empty()), vec![picture]);
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
