//! The 3D view: the sheet as a slab on the table, routes as raised pieces, an orbit camera rendered into the central panel.
//!
//! The scene renders into an image shown by egui, so the panels, dialogs and toasts always stay on top of it.
//! Rule entities are decorated, never spawned: an observer on `Add, Route` gives each route its meshes.

use super::layout::{self, N};
use super::shape::{self, Ink, tile_shape};
use super::state::{APPEAR_SECS, Appeared, InkSnapshot, InkUi};
use crate::games::railroad_ink::pieces::Route;
use crate::games::railroad_ink::rules::board::{EXITS, Placement, Square};
use crate::games::railroad_ink::rules::sheet::InkError;
use crate::games::railroad_ink::rules::tiles::{Edge, Orientation, TileId};
use crate::ui::view3d::{self as shell, Orbit, RenderTargets, material as mat};
use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::RenderLayers;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy_egui::egui;
use std::collections::HashMap;

/// The render layer of the 3D table (the registry's for the game: kept away from any other camera).
pub const LAYER: usize = crate::games::GameId::RailroadInk.render_layer();
/// Height of the sheet's top face.
pub const TOP: f32 = 0.12;

/// The point of the table the orbit looks at: the sheet's centre, a little towards the player.
pub const LOOK_AT: Vec3 = Vec3::new(0.0, 0.0, 0.4);

/// The 3D view's state: its render target, orbit, and what the pointer does over it.
#[derive(Resource, Debug)]
pub struct View3d {
    /// The image, orbit and pointer (driven like every game's 3D view).
    pub orbit: Orbit,
    /// The square under the pointer (found by ray–plane intersection).
    pub hover: Option<Square>,
    /// Why the hovered placement is illegal.
    pub reason: Option<InkError>,
}

impl Default for View3d {
    fn default() -> Self {
        View3d {
            orbit: Orbit::new(0.95, 10.0),
            hover: None,
            reason: None,
        }
    }
}

/// Marks everything of the 3D table scene.
#[derive(Component)]
pub struct Table3d;

/// The 3D camera.
#[derive(Component)]
pub struct TableCamera;

/// A highlight quad over a square (legal squares while a route is in hand).
#[derive(Component)]
pub struct SquareGlow(pub Square);

/// The preview of the route in hand.
#[derive(Component, Default)]
pub struct Ghost {
    key: Option<(TileId, Orientation, bool)>,
}

/// Shared meshes and materials of the 3D table.
#[derive(Resource)]
pub struct Kit {
    road: Handle<StandardMaterial>,
    mark: Handle<StandardMaterial>,
    rail: Handle<StandardMaterial>,
    tie: Handle<StandardMaterial>,
    station: Handle<StandardMaterial>,
    roof: Handle<StandardMaterial>,
    ghost: Handle<StandardMaterial>,
    ghost_bad: Handle<StandardMaterial>,
    cube: Handle<Mesh>,
    shapes: HashMap<(TileId, Orientation), ShapeMeshes>,
}

/// The meshes of one face, each with the part it paints.
type ShapeMeshes = Vec<(Handle<Mesh>, Part)>;

/// Which material a part of a route uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Road,
    Mark,
    Rail,
    Tie,
    Station,
    Roof,
}

impl Kit {
    fn material(&self, part: Part) -> Handle<StandardMaterial> {
        match part {
            Part::Road => self.road.clone(),
            Part::Mark => self.mark.clone(),
            Part::Rail => self.rail.clone(),
            Part::Tie => self.tie.clone(),
            Part::Station => self.station.clone(),
            Part::Roof => self.roof.clone(),
        }
    }
}

pub(super) use crate::ui::view3d::srgb;

/// Builds the kit once (materials for routes are needed by the observer even before the 3D view opens).
pub(super) fn make_kit(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    use crate::ui::theme;
    let ghost = materials.add(StandardMaterial {
        base_color: Color::srgba(0.15, 0.3, 0.6, 0.55),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    });
    let ghost_bad = materials.add(StandardMaterial {
        base_color: Color::srgba(0.85, 0.12, 0.1, 0.6),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    });
    commands.insert_resource(Kit {
        road: mat(&mut materials, srgb(theme::ROAD), 0.85),
        mark: mat(&mut materials, srgb(theme::ROAD_MARK), 0.6),
        rail: materials.add(StandardMaterial {
            base_color: Color::srgb(0.25, 0.25, 0.28),
            metallic: 0.7,
            perceptual_roughness: 0.35,
            ..default()
        }),
        tie: mat(&mut materials, Color::srgb_u8(0x5a, 0x3a, 0x22), 0.9),
        station: mat(&mut materials, srgb(theme::STATION), 0.7),
        roof: mat(&mut materials, Color::srgb_u8(0x3b, 0x2a, 0x22), 0.8),
        ghost,
        ghost_bad,
        cube: meshes.add(Cuboid::new(1.0, 1.0, 1.0)),
        shapes: HashMap::new(),
    });
}

/// World position of a point given in a square's unit coordinates (x east, y south).
pub fn world_of(sq: Square, u: Vec2) -> Vec3 {
    let half = N as f32 / 2.0;
    Vec3::new(sq.col as f32 - half + u.x, TOP, sq.row as f32 - half + u.y)
}

/// The square under a point of the sheet's top plane.
pub fn square_of_world(p: Vec3) -> Option<Square> {
    let half = N as f32 / 2.0;
    let (c, r) = ((p.x + half).floor(), (p.z + half).floor());
    ((0.0..N as f32).contains(&c) && (0.0..N as f32).contains(&r)).then_some(Square {
        row: r as u8,
        col: c as u8,
    })
}

/// Where a ray meets the sheet's top plane.
pub fn ray_hits_top(origin: Vec3, dir: Vec3) -> Option<Vec3> {
    shell::ray_meets_plane(origin, dir, TOP)
}

/// A ribbon along a polyline: a top face `width` wide at height `h(t)`, with side walls down to `base`.
fn ribbon(points: &[Vec2], width: f32, base: f32, h: impl Fn(f32) -> f32) -> Mesh {
    let left = shape::offset(points, -width / 2.0);
    let right = shape::offset(points, width / 2.0);
    let total = shape::length(points).max(1e-6);
    let mut acc = 0.0;
    let mut ts = vec![0.0];
    for w in points.windows(2) {
        acc += w[0].distance(w[1]);
        ts.push(acc / total);
    }
    let mut pos: Vec<[f32; 3]> = Vec::new();
    let mut nor: Vec<[f32; 3]> = Vec::new();
    let mut idx: Vec<u32> = Vec::new();
    let v = |p: Vec2, y: f32| [p.x - 0.5, y, p.y - 0.5];
    // Top.
    for i in 0..points.len() {
        let y = h(ts[i]);
        pos.push(v(left[i], y));
        pos.push(v(right[i], y));
        nor.push([0.0, 1.0, 0.0]);
        nor.push([0.0, 1.0, 0.0]);
    }
    for i in 0..points.len() as u32 - 1 {
        let (a, b, c, d) = (2 * i, 2 * i + 1, 2 * i + 2, 2 * i + 3);
        idx.extend([a, c, b, b, c, d]);
        idx.extend([a, b, c, b, d, c]);
    }
    // Walls.
    for (side, sign) in [(&left, -1.0), (&right, 1.0)] {
        let start = pos.len() as u32;
        for i in 0..points.len() {
            let dir = (points[(i + 1).min(points.len() - 1)] - points[i.saturating_sub(1)])
                .normalize_or_zero();
            let n = Vec2::new(-dir.y, dir.x) * sign;
            pos.push(v(side[i], h(ts[i])));
            pos.push(v(side[i], base));
            nor.push([n.x, 0.0, n.y]);
            nor.push([n.x, 0.0, n.y]);
        }
        for i in 0..points.len() as u32 - 1 {
            let (a, b, c, d) = (
                start + 2 * i,
                start + 2 * i + 1,
                start + 2 * i + 2,
                start + 2 * i + 3,
            );
            idx.extend([a, c, b, b, c, d, a, b, c, b, d, c]);
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, nor)
    .with_inserted_indices(Indices::U32(idx))
}

/// A box from `a` to `b` (unit-square coordinates) `width` wide, between heights y0 and y1.
fn bar(a: Vec2, b: Vec2, width: f32, y0: f32, y1: f32) -> Mesh {
    ribbon(&[a, b], width, y0, |_| y1)
}

/// The meshes of one tile face, built once per (tile, orientation).
fn parts_of(tile: TileId, o: Orientation) -> Vec<(Mesh, Part)> {
    parts_for_shape(&tile_shape(tile, o))
}

/// The meshes of a drawn shape: a tile face, or the exit stubs printed on the sheet.
fn parts_for_shape(s: &shape::TileShape) -> Vec<(Mesh, Part)> {
    let mut out = Vec::new();
    for path in &s.paths {
        let bridge = s.overpass && path.ink == Ink::Road;
        let lift = move |t: f32| {
            if bridge {
                0.13 * (std::f32::consts::PI * t).sin().powf(0.6)
            } else {
                0.0
            }
        };
        match path.ink {
            Ink::Road => {
                out.push((
                    ribbon(&path.points, 0.27, 0.0, |t| 0.035 + lift(t)),
                    Part::Road,
                ));
                for (a, b) in shape::dashes(&path.points, 0.09, 0.07) {
                    let (ta, tb) = (progress(&path.points, a), progress(&path.points, b));
                    out.push((
                        ribbon(&[a, b], 0.035, 0.03 + lift(ta), |t| {
                            0.041 + lift(ta + (tb - ta) * t)
                        }),
                        Part::Mark,
                    ));
                }
                if bridge {
                    for side in [-0.17, 0.17] {
                        let off = shape::offset(&path.points, side);
                        let n = off.len();
                        let seg: Vec<Vec2> = off[n / 4..=(3 * n / 4).min(n - 1)].to_vec();
                        let (t0, t1) = (0.25, 0.75);
                        out.push((
                            ribbon(&seg, 0.03, 0.12, |t| 0.085 + lift(t0 + (t1 - t0) * t)),
                            Part::Roof,
                        ));
                    }
                }
            }
            Ink::Rail => {
                for (p, dir) in shape::ties(&path.points, 0.125) {
                    let n = Vec2::new(-dir.y, dir.x) * 0.13;
                    out.push((bar(p - n, p + n, 0.045, 0.0, 0.025), Part::Tie));
                }
                for side in [-0.065, 0.065] {
                    out.push((
                        ribbon(&shape::offset(&path.points, side), 0.022, 0.0, |_| 0.05),
                        Part::Rail,
                    ));
                }
            }
        }
    }
    if s.station {
        let c = shape::CENTRE;
        out.push((
            bar(
                c - Vec2::new(0.15, 0.0),
                c + Vec2::new(0.15, 0.0),
                0.3,
                0.0,
                0.18,
            ),
            Part::Station,
        ));
        out.push((
            bar(
                c - Vec2::new(0.1, 0.0),
                c + Vec2::new(0.1, 0.0),
                0.2,
                0.18,
                0.215,
            ),
            Part::Roof,
        ));
    }
    out
}

/// How far along a polyline (0..1) the point nearest `p` lies.
fn progress(points: &[Vec2], p: Vec2) -> f32 {
    let total = shape::length(points).max(1e-6);
    let mut acc = 0.0;
    let mut best = (f32::MAX, 0.0);
    for w in points.windows(2) {
        let d = w[1] - w[0];
        let len = d.length().max(1e-6);
        let t = ((p - w[0]).dot(d) / (len * len)).clamp(0.0, 1.0);
        let dist = (w[0] + d * t).distance(p);
        if dist < best.0 {
            best = (dist, (acc + t * len) / total);
        }
        acc += len;
    }
    best.1
}

fn shape_meshes(
    kit: &mut Kit,
    meshes: &mut Assets<Mesh>,
    tile: TileId,
    o: Orientation,
) -> Vec<(Handle<Mesh>, Part)> {
    kit.shapes
        .entry((tile, o))
        .or_insert_with(|| {
            parts_of(tile, o)
                .into_iter()
                .map(|(m, p)| (meshes.add(m), p))
                .collect()
        })
        .clone()
}

/// Decorates a route drawn by the rules with its 3D pieces.
pub(super) fn on_route_added(
    add: On<Add, Route>,
    routes: Query<&Route>,
    kit: Option<ResMut<Kit>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut commands: Commands,
) {
    let (Ok(route), Some(mut kit)) = (routes.get(add.entity), kit) else {
        return;
    };
    let p = route.placement;
    let parts = shape_meshes(&mut kit, &mut meshes, p.tile, p.orientation);
    let centre = world_of(p.square, Vec2::splat(0.5));
    let layer = RenderLayers::layer(LAYER);
    commands
        .entity(add.entity)
        .insert((
            Transform::from_translation(centre),
            Visibility::Hidden,
            layer.clone(),
        ))
        .with_children(|c| {
            for (mesh, part) in parts {
                c.spawn((
                    Mesh3d(mesh),
                    MeshMaterial3d(kit.material(part)),
                    Transform::default(),
                    layer.clone(),
                ));
            }
        });
}

/// Spawns the table, the sheet slab, the grid, the exits, the glows, the ghost, the light and the camera,
/// once the shell's camera holds egui (so egui never picks ours).
pub(super) fn spawn_scene(
    mut commands: Commands,
    mut targets: RenderTargets<TableCamera>,
    mut view: ResMut<View3d>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    kit: Option<Res<Kit>>,
) {
    use crate::ui::theme;
    let Some(kit) = kit else { return };
    if !targets.due() {
        return;
    }
    let layer = RenderLayers::layer(LAYER);
    let handle = targets.create(&mut view.orbit);
    commands.spawn((
        Table3d,
        TableCamera,
        shell::camera(handle, 700.0, view.orbit.transform(LOOK_AT)),
        layer.clone(),
    ));
    commands.spawn((
        Table3d,
        DirectionalLight {
            illuminance: 9000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-4.0, 9.0, 5.0).looking_at(Vec3::ZERO, Vec3::Y),
        layer.clone(),
    ));
    let felt = mat(&mut materials, srgb(theme::FELT), 0.95);
    let walnut = mat(&mut materials, srgb(theme::WALNUT), 0.6);
    let paper = mat(&mut materials, Color::srgb_u8(0xf7, 0xf0, 0xdc), 0.9);
    let square = mat(&mut materials, srgb(theme::BOARD_SQUARE), 0.9);
    let centre = mat(&mut materials, Color::srgb_u8(0xe6, 0xe0, 0xc9), 0.9);
    let ink = mat(&mut materials, srgb(theme::INK), 0.8);
    let grid = mat(&mut materials, Color::srgb_u8(0x8d, 0x80, 0x66), 0.9);
    let glow = materials.add(StandardMaterial {
        base_color: Color::srgba(0.85, 0.64, 0.25, 0.45),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    });
    let cube = kit.cube.clone();
    let mut block = |m: Handle<StandardMaterial>, centre: Vec3, size: Vec3| {
        commands.spawn((
            Table3d,
            Mesh3d(cube.clone()),
            MeshMaterial3d(m),
            Transform::from_translation(centre).with_scale(size),
            layer.clone(),
        ));
    };
    block(
        walnut,
        Vec3::new(0.0, -0.6, 0.0),
        Vec3::new(16.0, 1.0, 13.0),
    );
    block(
        felt,
        Vec3::new(0.0, -0.08, 0.0),
        Vec3::new(15.0, 0.04, 12.0),
    );
    let side = N as f32 + 2.0 * layout::MARGIN;
    block(
        paper,
        Vec3::new(0.0, TOP / 2.0 - 0.001, 0.0),
        Vec3::new(side, TOP, side),
    );
    for sq in layout::all_squares() {
        let m = if sq.is_centre() {
            centre.clone()
        } else {
            square.clone()
        };
        block(
            m,
            world_of(sq, Vec2::splat(0.5)) + Vec3::Y * 0.001,
            Vec3::new(0.99, 0.002, 0.99),
        );
    }
    let half = N as f32 / 2.0;
    for i in 0..=N {
        let d = i as f32 - half;
        let outer = i == 0 || i == N;
        let centre_line = i == 2 || i == 5;
        let (m, w) = if outer {
            (ink.clone(), 0.08)
        } else {
            (grid.clone(), 0.03)
        };
        block(
            m.clone(),
            Vec3::new(d, TOP + 0.004, 0.0),
            Vec3::new(w, 0.008, N as f32 + w),
        );
        block(
            m,
            Vec3::new(0.0, TOP + 0.004, d),
            Vec3::new(N as f32 + w, 0.008, w),
        );
        if centre_line {
            block(
                ink.clone(),
                Vec3::new(d, TOP + 0.006, 0.0),
                Vec3::new(0.06, 0.008, 3.06),
            );
            block(
                ink.clone(),
                Vec3::new(0.0, TOP + 0.006, d),
                Vec3::new(3.06, 0.008, 0.06),
            );
        }
    }
    // Exits: a stub of road or rail leaving the grid, built like the routes.
    for exit in EXITS.iter() {
        let i = layout::side_index(exit.side);
        let out = Vec2::from(layout::side_dir(exit.side));
        let from = shape::SIDE_MID[i];
        let to = from + out * (layout::MARGIN * 0.8);
        let ink_kind = if exit.kind == Edge::Road {
            Ink::Road
        } else {
            Ink::Rail
        };
        let stub = shape::TileShape {
            paths: vec![shape::Path {
                ink: ink_kind,
                points: vec![from, to],
            }],
            ..default()
        };
        let parts = parts_for_shape(&stub);
        let pos = world_of(exit.square, Vec2::splat(0.5));
        for (mesh, part) in parts {
            commands.spawn((
                Table3d,
                Mesh3d(meshes.add(mesh)),
                MeshMaterial3d(kit.material(part)),
                Transform::from_translation(pos),
                layer.clone(),
            ));
        }
    }
    for sq in layout::all_squares() {
        commands.spawn((
            Table3d,
            SquareGlow(sq),
            Mesh3d(cube.clone()),
            MeshMaterial3d(glow.clone()),
            Transform::from_translation(world_of(sq, Vec2::splat(0.5)) + Vec3::Y * 0.01)
                .with_scale(Vec3::new(0.86, 0.004, 0.86)),
            Visibility::Hidden,
            layer.clone(),
        ));
    }
    commands.spawn((
        Table3d,
        Ghost::default(),
        Transform::default(),
        Visibility::Hidden,
        layer,
    ));
}

/// Keeps the camera on its orbit and active only in 3D, resizes its image to the panel.
pub(super) fn drive_camera(
    view: Res<View3d>,
    mut images: ResMut<Assets<Image>>,
    mut cams: Query<(&mut Camera, &mut Transform), With<TableCamera>>,
) {
    if let Ok((mut cam, mut tf)) = cams.single_mut() {
        view.orbit.drive(LOOK_AT, &mut images, &mut cam, &mut tf);
    }
}

/// Finds the square under the pointer: a ray from the camera through the pointer, met with the sheet's plane.
pub(super) fn pick_square(
    mut view: ResMut<View3d>,
    cams: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
) {
    let Ok((cam, gt)) = cams.single() else { return };
    view.hover = None;
    let Some(p) = view.orbit.pointer else { return };
    if let Ok(ray) = cam.viewport_to_world(gt, p) {
        view.hover = ray_hits_top(ray.origin, *ray.direction).and_then(square_of_world);
    }
}

/// Shows the routes of the sheet on view, grows new ones in, lights legal squares, places the ghost.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub(super) fn sync_scene(
    view: Res<View3d>,
    snap: Res<InkSnapshot>,
    state: Res<InkUi>,
    time: Res<Time>,
    mut routes: Query<(&Route, &mut Visibility, &mut Transform, Option<&Appeared>)>,
    mut glows: Query<(&SquareGlow, &mut Visibility), Without<Route>>,
    mut ghost: Query<
        (Entity, &mut Ghost, &mut Transform, &mut Visibility),
        (Without<Route>, Without<SquareGlow>),
    >,
    mut kit: ResMut<Kit>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut commands: Commands,
    beauty: Option<Res<crate::ui::stream::beauty::Beauty>>,
) {
    // The routes are kept up for the table's 3D view and for the stream's beauty camera; what the
    // player's hand adds (legal squares, the preview) only for the table's.
    if !(view.orbit.active || beauty.is_some()) || !snap.ready {
        return;
    }
    let seat = snap.shown_seat(&state);
    let now = time.elapsed_secs_f64();
    for (route, mut vis, mut tf, appeared) in &mut routes {
        let want = if route.seat == seat {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        vis.set_if_neq(want);
        let t = appeared.map_or(1.0, |a| ((now - a.0) / APPEAR_SECS).clamp(0.0, 1.0) as f32);
        let s = 0.5 + 0.5 * (1.0 - (1.0 - t) * (1.0 - t));
        if (tf.scale.x - s).abs() > 1e-4 {
            tf.scale = Vec3::splat(s);
        }
    }
    let tile = state
        .pick
        .filter(|p| snap.available(*p))
        .and_then(|p| snap.pick_tile(p));
    let interactive = view.orbit.active && snap.interactive(&state);
    for (g, mut vis) in &mut glows {
        let on = interactive
            && tile.is_some_and(|t| snap.legal.iter().any(|p| p.tile == t && p.square == g.0));
        vis.set_if_neq(if on {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    let Ok((entity, mut ghost, mut tf, mut vis)) = ghost.single_mut() else {
        return;
    };
    match (interactive, tile, state.hover) {
        (true, Some(tile), Some(sq)) => {
            let (o, ok) = match state.shown {
                Some(o) => (o, true),
                None => (state.orientation, false),
            };
            let key = (tile, o, ok);
            if ghost.key != Some(key) {
                ghost.key = Some(key);
                commands.entity(entity).despawn_children();
                let parts = shape_meshes(&mut kit, &mut meshes, tile, o);
                let m = if ok {
                    kit.ghost.clone()
                } else {
                    kit.ghost_bad.clone()
                };
                commands.entity(entity).with_children(|c| {
                    for (mesh, _) in parts {
                        c.spawn((
                            Mesh3d(mesh),
                            MeshMaterial3d(m.clone()),
                            Transform::default(),
                            RenderLayers::layer(LAYER),
                        ));
                    }
                });
            }
            tf.translation =
                world_of(sq, Vec2::splat(0.5)) + Vec3::Y * (0.06 + 0.02 * (now * 4.0).sin() as f32);
            vis.set_if_neq(Visibility::Inherited);
        }
        _ => {
            vis.set_if_neq(Visibility::Hidden);
        }
    }
}

/// The 3D view inside the central panel: the rendered image, orbit by dragging, zoom by scrolling,
/// hover and click to draw (the same snapping rules as 2D). Returns a draw to submit.
pub fn image_ui(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    snap: &InkSnapshot,
    state: &mut InkUi,
    view: &mut View3d,
) -> Option<Placement> {
    let response = view.orbit.show(ui, rect)?;
    if response.dragged() {
        view.orbit
            .drag(response.drag_delta(), Vec2::new(0.008, 0.006), 0.35..=1.45);
    }
    view.orbit.scroll_zoom(ui, &response, 6.0..=22.0);
    view.reason = None;
    state.shown = None;
    if !snap.interactive(state) {
        state.hover = None;
        return None;
    }
    state.hover = state.forced_hover.or(view.hover);
    if response.secondary_clicked() {
        state.orientation = layout::rotated(state.orientation);
    }
    let seat = snap.to_act?;
    let tile = state
        .pick
        .filter(|p| snap.available(*p))
        .and_then(|p| snap.pick_tile(p))?;
    let sq = state.hover?;
    match layout::snap(state.orientation, &snap.legal_at(tile, sq)) {
        Some(o) => {
            state.shown = Some(o);
            response.clicked().then_some(Placement {
                tile,
                square: sq,
                orientation: o,
            })
        }
        None => {
            let p = Placement {
                tile,
                square: sq,
                orientation: state.orientation,
            };
            view.reason = snap.refusal_of(seat, &p);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_from_above_find_their_square() {
        for sq in layout::all_squares() {
            let target = world_of(sq, Vec2::new(0.3, 0.7));
            let origin = Vec3::new(2.0, 9.0, 6.0);
            let hit = ray_hits_top(origin, (target - origin).normalize()).expect("hits");
            assert!(hit.distance(target) < 1e-3);
            assert_eq!(square_of_world(hit), Some(sq));
        }
        assert_eq!(ray_hits_top(Vec3::new(0.0, 5.0, 0.0), Vec3::Y), None);
        assert_eq!(square_of_world(Vec3::new(4.0, TOP, 0.0)), None);
    }

    #[test]
    fn every_face_builds_meshes() {
        for tile in TileId::ALL {
            for o in Orientation::ALL {
                assert!(!parts_of(tile, o).is_empty(), "{tile} {o:?}");
            }
        }
    }

    #[test]
    fn the_orbit_looks_at_the_sheet() {
        let t = shell::orbit_transform(LOOK_AT, 0.3, 0.9, 11.0);
        let fwd = t.forward();
        let hit = ray_hits_top(t.translation, *fwd).expect("looks down");
        assert!(square_of_world(hit).is_some());
    }
}
