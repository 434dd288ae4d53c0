//! The board in 3D: the columns of hexes on a table, each laid tile a slab with its track as rails
//! and its stops as discs (goods in their colours, big stops white), the East Coast stops along
//! the east edge, the trains as locomotives in their players' colours, and each player's tray of
//! goods cubes and coal and whistle tokens along the near edge. Tiles and trains are the entities
//! the rules mirror ([`pieces`](crate::games::whistle_stop::pieces)); this view only dresses them.
//! The pointer works as on the 2D board: it is turned into a board point and asked of
//! [`pick`](super::pick), so hovering previews a move with ghost tiles and a click picks or moves.

use super::board2d::{Layout, dir, good_colour, stop_offset};
use super::pick;
use super::state::{WsSnapshot, WsUi};
use crate::games::whistle_stop::WsAction;
use crate::games::whistle_stop::data::{SpaceId, Tile, whistle_stop};
use crate::games::whistle_stop::pieces::{TilePiece, TrainPiece};
use crate::games::whistle_stop::schema::{Node, StopFile, TileClass};
use crate::games::whistle_stop::state::{Laid, StopAt};
use crate::table::SeatColour;
use crate::ui::theme;
use crate::ui::view3d::{self as shell, Orbit, RenderTargets, material as mat, srgb};
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy_egui::egui;

/// The render layer of Whistle Stop's scene.
pub const LAYER: usize = crate::games::GameId::WhistleStop.render_layer();
/// How thick a tile is.
const SLAB: f32 = 0.12;

/// Where the camera looks: the board with the trays in front of it.
const LOOK_AT: Vec3 = Vec3::new(0.0, 0.0, 2.3);
/// How far the trays stand in front of the board's middle.
const TRAY_Z: f32 = 9.8;
/// The printed board's half extents on the table (x, z) and its middle's x: room for the hexes,
/// the East Coast and the score track around them.
const BOARD: (f32, f32, f32) = (8.1, 8.15, 0.45);
/// The score track's band, in hex sizes.
const SCORE_BAND: f32 = 0.75;

/// The 3D view's state.
#[derive(Resource)]
pub struct View3d {
    /// The image, orbit and pointer.
    pub orbit: Orbit,
    /// The board point under the pointer (in the unit layout).
    pub board_point: Option<egui::Pos2>,
    /// The camera as last drawn, to find the board under the pointer as egui sees it.
    eye: Option<(Camera, GlobalTransform)>,
    /// Words over the image: the big stops' names, each train's seat glyph (so colour is never
    /// the only mark), each tray's player and fame.
    pub labels: Vec<Label>,
}

impl Default for View3d {
    fn default() -> Self {
        View3d {
            orbit: Orbit::new(0.95, 20.0),
            board_point: None,
            eye: None,
            labels: Vec::new(),
        }
    }
}

impl View3d {
    /// The board point (unit layout) under `p`, a pixel of the image.
    fn under(&self, p: Vec2) -> Option<egui::Pos2> {
        let (cam, gt) = self.eye.as_ref()?;
        let ray = cam.viewport_to_world(gt, p).ok()?;
        let hit = shell::ray_meets_plane(ray.origin, *ray.direction, SLAB / 2.0)?;
        Some(board_point(hit))
    }
}

/// A word or glyph drawn over the image at a point of the scene.
#[derive(Debug, Clone)]
pub struct Label {
    at: Vec2,
    text: String,
    fill: egui::Color32,
    ink: egui::Color32,
    size: f32,
}

/// Everything of the scene, despawned with the game.
#[derive(Component)]
pub struct Scene3d;

/// The 3D camera.
#[derive(Component)]
pub struct BoardCamera;

/// Shared meshes and materials.
#[derive(Resource)]
pub struct Kit {
    hex: Handle<Mesh>,
    unit: Handle<Mesh>,
    disc: Handle<Mesh>,
    /// A boiler: a cylinder lying along x.
    boiler: Handle<Mesh>,
    seats: Vec<Handle<StandardMaterial>>,
    backs: [Handle<StandardMaterial>; 3],
    rail: Handle<StandardMaterial>,
    white: Handle<StandardMaterial>,
    black: Handle<StandardMaterial>,
    goods: Vec<Handle<StandardMaterial>>,
    /// A previewed tile: brass, seen through.
    ghost: Handle<StandardMaterial>,
    ring: Handle<Mesh>,
    /// Brass for a coal move's target, blue for a whistle's only, red for the previewed move's
    /// end and white under the pointer, as on the 2D board.
    ring_coal: Handle<StandardMaterial>,
    ring_whistle: Handle<StandardMaterial>,
    ring_end: Handle<StandardMaterial>,
    ring_hover: Handle<StandardMaterial>,
}

/// A ring over a stop: a target, the previewed end, the spot under the pointer or the picked
/// train.
#[derive(Component)]
pub struct Ring;

/// A tile a previewed move would lay.
#[derive(Component)]
pub struct Ghost;

/// A ring or ghost: what the overlay redraws.
#[derive(Component)]
pub struct Overlaid;

/// A player's tray and what lies on it.
#[derive(Component)]
pub struct Tray;

/// A board point (from the unit layout) on the table at height `y`.
fn world(p: egui::Pos2, y: f32) -> Vec3 {
    let m = Layout::unit().middle(whistle_stop());
    Vec3::new(p.x - m.x, y, p.y - m.y)
}

/// The board point (unit layout) under a table point.
fn board_point(w: Vec3) -> egui::Pos2 {
    let m = Layout::unit().middle(whistle_stop());
    egui::pos2(w.x + m.x, w.z + m.y)
}

/// Builds the kit once.
pub(super) fn make_kit(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let seats = (0..6)
        .map(|i| mat(&mut materials, theme::seat_colour_bevy(SeatColour(i)), 0.45))
        .collect();
    let goods = crate::games::whistle_stop::schema::Good::ALL
        .iter()
        .map(|&g| mat(&mut materials, srgb(good_colour(g)), 0.6))
        .collect();
    let ghost = materials.add(StandardMaterial {
        base_color: srgb(theme::BRASS).with_alpha(0.55),
        alpha_mode: AlphaMode::Blend,
        perceptual_roughness: 0.6,
        ..default()
    });
    commands.insert_resource(Kit {
        hex: meshes.add(Cylinder::new(0.97, SLAB).mesh().resolution(6)),
        unit: meshes.add(Cuboid::new(1.0, 1.0, 1.0)),
        disc: meshes.add(Cylinder::new(1.0, 1.0)),
        boiler: meshes.add(
            Cylinder::new(0.5, 1.0)
                .mesh()
                .build()
                .rotated_by(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
        ),
        seats,
        backs: [
            mat(
                &mut materials,
                srgb(egui::Color32::from_rgb(0x2e, 0x4a, 0x33)),
                0.8,
            ),
            mat(
                &mut materials,
                srgb(egui::Color32::from_rgb(0xf1, 0xe2, 0xb8)),
                0.8,
            ),
            mat(&mut materials, srgb(theme::PAPER), 0.85),
        ],
        rail: mat(&mut materials, srgb(theme::RAIL), 0.5),
        white: mat(&mut materials, srgb(theme::PAPER_LIGHT), 0.6),
        black: mat(&mut materials, srgb(theme::INK), 0.4),
        goods,
        ghost,
        ring: meshes.add(Torus::new(0.3, 0.38)),
        ring_coal: mat(&mut materials, srgb(theme::BRASS), 0.3),
        ring_whistle: mat(&mut materials, srgb(theme::INK_BLUE_LIGHT), 0.3),
        ring_end: mat(&mut materials, srgb(theme::SIGNAL_RED), 0.3),
        ring_hover: mat(&mut materials, srgb(theme::PAPER_LIGHT), 0.3),
    });
}

fn on_layer(bundle: impl Bundle) -> impl Bundle {
    (bundle, Visibility::Inherited, RenderLayers::layer(LAYER))
}

/// Spawns the camera, light, table, board, empty spaces and the East Coast once a game is on
/// screen.
pub(super) fn spawn_scene(
    mut commands: Commands,
    mut targets: RenderTargets<BoardCamera>,
    mut view: ResMut<View3d>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    kit: Option<Res<Kit>>,
) {
    let Some(kit) = kit else { return };
    if !targets.due() {
        return;
    }
    let data = whistle_stop();
    let layer = RenderLayers::layer(LAYER);
    let handle = targets.create(&mut view.orbit);
    commands.spawn((
        Scene3d,
        BoardCamera,
        shell::camera(handle, 700.0, view.orbit.transform(LOOK_AT)),
        layer.clone(),
    ));
    commands.spawn((
        Scene3d,
        DirectionalLight {
            illuminance: 9000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-10.0, 30.0, 18.0).looking_at(Vec3::ZERO, Vec3::Y),
        layer.clone(),
    ));
    let slab = |colour: egui::Color32, rough: f32, materials: &mut Assets<StandardMaterial>| {
        MeshMaterial3d(mat(materials, srgb(colour), rough))
    };
    // The felt table, and the printed board on it (paper, as in 2D).
    commands.spawn((
        Scene3d,
        Mesh3d(kit.unit.clone()),
        slab(theme::FELT, 0.95, &mut materials),
        Transform::from_xyz(0.5, -0.3, 1.9).with_scale(Vec3::new(18.5, 0.5, 22.0)),
        layer.clone(),
    ));
    commands.spawn((
        Scene3d,
        Mesh3d(kit.unit.clone()),
        slab(theme::PAPER_DARK, 0.9, &mut materials),
        Transform::from_xyz(BOARD.2, -0.1, 0.0).with_scale(Vec3::new(
            BOARD.0 * 2.0,
            0.12,
            BOARD.1 * 2.0,
        )),
        layer.clone(),
    ));
    // The score track around the board's edge, every fifth space darker.
    let dark = mat(&mut materials, srgb(theme::PAPER_DARK), 0.8);
    let light = mat(&mut materials, srgb(theme::PAPER_LIGHT), 0.8);
    for (i, cell) in score_cells().iter().enumerate() {
        let size = cell.size() * 0.9;
        commands.spawn((
            Scene3d,
            Mesh3d(kit.unit.clone()),
            MeshMaterial3d(if i % 5 == 0 {
                dark.clone()
            } else {
                light.clone()
            }),
            Transform::from_translation(world(cell.center(), -0.02))
                .with_scale(Vec3::new(size.x, 0.04, size.y)),
            layer.clone(),
        ));
    }
    // Empty spaces in the 2D board's grey-green, so they stand out from the paper and the tiles.
    let empty = mat(
        &mut materials,
        srgb(egui::Color32::from_rgb(0xa9, 0xb3, 0x9c)),
        0.9,
    );
    let layout = Layout::unit();
    for i in 0..data.spaces.len() {
        let c = layout.centre(data, SpaceId(i as u8));
        commands.spawn((
            Scene3d,
            Mesh3d(kit.hex.clone()),
            MeshMaterial3d(empty.clone()),
            Transform::from_translation(world(c, -SLAB / 2.0 + 0.01))
                .with_scale(Vec3::new(0.96, 0.5, 0.96)),
            layer.clone(),
        ));
    }
    let coast = mat(&mut materials, srgb(theme::PAPER_LIGHT), 0.7);
    for k in 0..data.coast.len() as u8 {
        let p = layout.coast(data, k);
        let (space, side) = data.coast[usize::from(k)];
        let edge = layout.side_mid(layout.centre(data, space), side);
        commands.spawn((Scene3d, rail(&kit, p, edge, 0.0)));
        commands.spawn((
            Scene3d,
            Mesh3d(kit.disc.clone()),
            MeshMaterial3d(coast.clone()),
            Transform::from_translation(world(p, 0.03)).with_scale(Vec3::new(0.2, 0.08, 0.2)),
            layer.clone(),
        ));
    }
}

/// The score track's spaces on the printed board's edge (unit layout).
fn score_cells() -> Vec<egui::Rect> {
    let (hx, hz, mx) = BOARD;
    let min = board_point(Vec3::new(mx - hx, 0.0, -hz));
    let max = board_point(Vec3::new(mx + hx, 0.0, hz));
    super::tracks::cells(egui::Rect::from_min_max(min, max), SCORE_BAND)
}

/// Each player's score marker: their colour, the space of their fame on the table (a lap past
/// the last space), and how many markers came to that space before it.
fn score_markers(snap: &WsSnapshot) -> Vec<(SeatColour, Vec3, u8)> {
    let Some(game) = snap.game() else {
        return Vec::new();
    };
    let cells = score_cells();
    let mut on = vec![0u8; cells.len()];
    let mut out = Vec::new();
    for (seat, p) in game.players.iter().enumerate() {
        let colour = snap
            .seats
            .get(seat)
            .map_or(SeatColour(seat as u8), |s| s.colour);
        let k = (p.fame % super::tracks::SCORE_SPACES) as usize;
        out.push((colour, world(cells[k].center(), 0.0), on[k]));
        on[k] += 1;
    }
    out
}

/// A rail from `a` to `b` at height `y` above a tile's top.
fn rail(kit: &Kit, a: egui::Pos2, b: egui::Pos2, y: f32) -> impl Bundle {
    let (wa, wb) = (world(a, y + 0.02), world(b, y + 0.02));
    let mid = (wa + wb) / 2.0;
    let len = wa.distance(wb).max(0.01);
    let yaw = (wb.x - wa.x).atan2(wb.z - wa.z);
    on_layer((
        Mesh3d(kit.unit.clone()),
        MeshMaterial3d(kit.rail.clone()),
        Transform::from_translation(mid)
            .with_rotation(Quat::from_rotation_y(yaw))
            .with_scale(Vec3::new(0.12, 0.04, len)),
    ))
}

/// Spawns `tile` turned `rotation` on the hex centred at `c` (unit layout) with its rails and
/// stops, as one entity with its parts as children; `back` is the slab's material.
fn spawn_tile(
    commands: &mut Commands,
    kit: &Kit,
    entity: Entity,
    tile: &Tile,
    rotation: u8,
    c: egui::Pos2,
    back: Handle<StandardMaterial>,
) {
    let top = SLAB / 2.0;
    // Parts are placed in the tile's own frame: board points relative to its centre.
    let local = |p: egui::Pos2| {
        egui::pos2(p.x - c.x, p.y - c.y) + Layout::unit().middle(whistle_stop()).to_vec2()
    };
    let place = |n: Node| match n {
        Node::Side(s) => c + dir((s + rotation) % 6) * 0.866,
        Node::Stop(i) => c + stop_offset(tile, rotation, i),
    };
    commands
        .entity(entity)
        .despawn_related::<Children>()
        .insert(on_layer((
            Scene3d,
            Mesh3d(kit.hex.clone()),
            MeshMaterial3d(back),
            Transform::from_translation(world(c, 0.0)),
        )));
    let mut parts = Vec::new();
    for &(a, b) in &tile.links {
        let (pa, pb) = (place(a), place(b));
        if matches!((a, b), (Node::Side(_), Node::Side(_))) {
            // A curve as two rails through a point pulled toward the centre.
            let bend = pa + (pb - pa) / 2.0 + ((c - (pa + (pb - pa) / 2.0)) * 0.5);
            parts.push(commands.spawn(rail(kit, local(pa), local(bend), top)).id());
            parts.push(commands.spawn(rail(kit, local(bend), local(pb), top)).id());
        } else {
            parts.push(commands.spawn(rail(kit, local(pa), local(pb), top)).id());
        }
    }
    for (i, stop) in tile.stops.iter().enumerate() {
        let p = local(place(Node::Stop(i as u8)));
        let (material, r) = match stop {
            StopFile::Good(g) => (kit.goods[g.index()].clone(), 0.2),
            _ => (kit.white.clone(), 0.34),
        };
        parts.push(
            commands
                .spawn(on_layer((
                    Mesh3d(kit.disc.clone()),
                    MeshMaterial3d(material),
                    Transform::from_translation(world(p, top + 0.05))
                        .with_scale(Vec3::new(r, 0.08, r)),
                )))
                .id(),
        );
        // A rare good is a cube on its stop, so the two kinds differ by shape as well as colour.
        if let StopFile::Good(g) = stop
            && g.rare()
        {
            parts.push(
                commands
                    .spawn(on_layer((
                        Mesh3d(kit.unit.clone()),
                        MeshMaterial3d(kit.goods[g.index()].clone()),
                        Transform::from_translation(world(p, top + 0.2))
                            .with_scale(Vec3::splat(0.2)),
                    )))
                    .id(),
            );
        }
    }
    for part in parts {
        commands.entity(part).insert(ChildOf(entity));
    }
}

/// A laid tile becomes a slab with its rails and stops.
pub(super) fn on_tile(
    ev: On<Insert, TilePiece>,
    pieces: Query<&TilePiece>,
    kit: Option<Res<Kit>>,
    mut commands: Commands,
) {
    let (Ok(piece), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let data = whistle_stop();
    let tile = data.tile(piece.tile);
    let back = match tile.class {
        TileClass::End => 0,
        TileClass::Special => 1,
        TileClass::Ordinary => 2,
    };
    let c = Layout::unit().centre(data, piece.space);
    let back = kit.backs[back].clone();
    spawn_tile(
        &mut commands,
        &kit,
        ev.entity,
        tile,
        piece.rotation,
        c,
        back,
    );
}

/// A locomotive facing west, in `body`'s colour: boiler, cab, chimney and a black frame, as
/// children of `entity` (which stands on the stop).
fn spawn_locomotive(
    commands: &mut Commands,
    kit: &Kit,
    entity: Entity,
    body: Handle<StandardMaterial>,
) {
    let parts = [
        (
            kit.unit.clone(),
            kit.black.clone(),
            Vec3::new(0.0, 0.05, 0.0),
            Vec3::new(0.62, 0.1, 0.3),
        ),
        (
            kit.boiler.clone(),
            body.clone(),
            Vec3::new(-0.08, 0.22, 0.0),
            Vec3::new(0.42, 0.24, 0.24),
        ),
        (
            kit.unit.clone(),
            body,
            Vec3::new(0.2, 0.27, 0.0),
            Vec3::new(0.2, 0.34, 0.3),
        ),
        (
            kit.unit.clone(),
            kit.black.clone(),
            Vec3::new(0.2, 0.46, 0.0),
            Vec3::new(0.26, 0.04, 0.34),
        ),
        (
            kit.disc.clone(),
            kit.black.clone(),
            Vec3::new(-0.22, 0.4, 0.0),
            Vec3::new(0.06, 0.16, 0.06),
        ),
    ];
    for (mesh, material, at, scale) in parts {
        commands.spawn((
            on_layer((
                Mesh3d(mesh),
                MeshMaterial3d(material),
                Transform::from_translation(at).with_scale(scale),
            )),
            ChildOf(entity),
        ));
    }
}

/// A train becomes a locomotive on its stop, in its owner's colour.
pub(super) fn on_train(
    ev: On<Insert, TrainPiece>,
    trains: Query<&TrainPiece>,
    tiles: Query<&TilePiece>,
    kit: Option<Res<Kit>>,
    table: Option<Res<crate::table::ActiveTable>>,
    mut commands: Commands,
) {
    let (Ok(t), Some(kit)) = (trains.get(ev.entity), kit) else {
        return;
    };
    let p = stop_point(&tiles, t.at);
    let colour = table
        .and_then(|tb| tb.setup().seats.get(usize::from(t.owner)).map(|s| s.colour))
        .unwrap_or(SeatColour(t.owner));
    // Trains sharing a stop stand one behind another, southward.
    let offset = Vec3::new(0.0, 0.0, f32::from(t.index) * 0.36);
    let body = kit.seats[usize::from(colour.0) % kit.seats.len()].clone();
    commands
        .entity(ev.entity)
        .despawn_related::<Children>()
        .insert(on_layer((
            Scene3d,
            Transform::from_translation(world(p, SLAB / 2.0 + 0.04) + offset),
        )));
    spawn_locomotive(&mut commands, &kit, ev.entity, body);
}

/// Where a stop stands on the table, from the tiles laid.
fn stop_point(tiles: &Query<&TilePiece>, at: StopAt) -> egui::Pos2 {
    let data = whistle_stop();
    let board: Vec<Option<Laid>> = (0..data.spaces.len())
        .map(|i| {
            tiles
                .iter()
                .find(|p| usize::from(p.space.0) == i)
                .map(|p| Laid {
                    tile: p.tile,
                    rotation: p.rotation,
                })
        })
        .collect();
    Layout::unit().stop(data, &board, at)
}

/// What the overlay shows: rings (targets, the previewed end, the picked train, the spot under
/// the pointer) and
/// ghost tiles, from the same target list and preview as the 2D board.
#[derive(Default, PartialEq)]
pub(super) struct Shown {
    rings: Vec<(egui::Pos2, u8)>,
    ghosts: Vec<crate::games::whistle_stop::actions::Lay>,
}

/// Redraws the rings and ghost tiles when what they show changed.
pub(super) fn sync_overlay(
    (view, ui, snap): (Res<View3d>, Res<WsUi>, Res<WsSnapshot>),
    old: Query<Entity, With<Overlaid>>,
    kit: Option<Res<Kit>>,
    mut shown: Local<Shown>,
    mut commands: Commands,
) {
    let (Some(kit), Some(game)) = (kit, snap.game()) else {
        return;
    };
    let data = whistle_stop();
    let layout = Layout::unit();
    let mut wanted = Shown::default();
    if view.orbit.active {
        let mut board = game.board.clone();
        if let Some(WsAction::Move { lays, .. }) = &ui.preview {
            wanted.ghosts = lays.clone();
            for lay in lays {
                board[usize::from(lay.space.0)] = Some(Laid {
                    tile: lay.tile,
                    rotation: lay.rotation,
                });
            }
        }
        for (at, whistle_only) in super::panels::targets(&snap, ui.train) {
            wanted
                .rings
                .push((layout.stop(data, &board, at), u8::from(whistle_only)));
        }
        if let Some(crate::games::whistle_stop::state::TrainAt::Stop(at)) =
            ui.train.and_then(|t| game.trains.get(t)).map(|t| t.at)
        {
            wanted.rings.push((layout.stop(data, &board, at), 4));
        }
        if let Some(WsAction::Move { to, .. }) = &ui.preview {
            wanted.rings.push((layout.stop(data, &board, *to), 2));
        }
        if let Some((_, p)) = view
            .board_point
            .and_then(|p| pick::spot(&layout, data, &snap, p))
        {
            wanted.rings.push((p, 3));
        }
    }
    if *shown == wanted {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    for &(p, kind) in &wanted.rings {
        let (material, scale) = match kind {
            0 => (kit.ring_coal.clone(), 1.0),
            1 => (kit.ring_whistle.clone(), 1.0),
            2 => (kit.ring_end.clone(), 1.2),
            4 => (kit.ring_coal.clone(), 1.7),
            _ => (kit.ring_hover.clone(), 1.4),
        };
        commands.spawn(on_layer((
            Scene3d,
            Ring,
            Overlaid,
            Mesh3d(kit.ring.clone()),
            MeshMaterial3d(material),
            Transform::from_translation(world(p, SLAB / 2.0 + 0.12 + 0.2 * SLAB))
                .with_scale(Vec3::new(scale, 1.0, scale)),
        )));
    }
    for lay in &wanted.ghosts {
        let e = commands.spawn((Ghost, Overlaid)).id();
        let c = layout.centre(data, lay.space);
        spawn_tile(
            &mut commands,
            &kit,
            e,
            data.tile(lay.tile),
            lay.rotation,
            c,
            kit.ghost.clone(),
        );
        commands
            .entity(e)
            .insert(Transform::from_translation(world(c, 0.03)));
    }
    *shown = wanted;
}

/// Each player's tray along the near edge: a board in their colour with their goods as cubes (one
/// row a good), their coal as black discs and whistles as white ones; and their marker on the
/// score track. Rebuilt when the game changes; all of it is public.
pub(super) fn sync_trays(
    snap: Res<WsSnapshot>,
    old: Query<Entity, With<Tray>>,
    kit: Option<Res<Kit>>,
    mut seen: Local<u64>,
    mut commands: Commands,
) {
    let (Some(kit), Some(game)) = (kit, snap.game()) else {
        return;
    };
    if *seen == snap.revision {
        return;
    }
    *seen = snap.revision;
    for e in &old {
        commands.entity(e).despawn();
    }
    let n = game.players.len() as f32;
    let width = (14.5 / n).min(4.0);
    for (seat, p) in game.players.iter().enumerate() {
        let x = (seat as f32 - (n - 1.0) / 2.0) * width;
        let colour = snap
            .seats
            .get(seat)
            .map_or(SeatColour(seat as u8), |s| s.colour);
        let base = Vec3::new(x, 0.0, TRAY_Z);
        let mut put =
            |mesh: &Handle<Mesh>, material: &Handle<StandardMaterial>, at: Vec3, scale: Vec3| {
                commands.spawn(on_layer((
                    Scene3d,
                    Tray,
                    Mesh3d(mesh.clone()),
                    MeshMaterial3d(material.clone()),
                    Transform::from_translation(base + at).with_scale(scale),
                )));
            };
        put(
            &kit.unit,
            &kit.seats[usize::from(colour.0) % kit.seats.len()],
            Vec3::new(0.0, -0.02, 0.0),
            Vec3::new(width - 0.2, 0.06, 1.9),
        );
        put(
            &kit.unit,
            &kit.backs[2],
            Vec3::new(0.0, 0.02, 0.05),
            Vec3::new(width - 0.4, 0.04, 1.6),
        );
        // Goods in six columns (one a good, stacked toward the player), tokens in two rows.
        let inner = width - 0.4;
        for (g, &count) in p.goods.iter().enumerate() {
            for k in 0..count {
                put(
                    &kit.unit,
                    &kit.goods[g],
                    Vec3::new(
                        -inner / 2.0 + 0.25 + g as f32 * 0.3,
                        0.17 + f32::from(k / 5) * 0.25,
                        -0.6 + f32::from(k % 5) * 0.3,
                    ),
                    Vec3::splat(0.24),
                );
            }
        }
        let tokens = inner / 2.0 - 0.25;
        for (row, (count, material)) in [(p.coal, &kit.black), (p.whistles, &kit.white)]
            .into_iter()
            .enumerate()
        {
            for k in 0..count {
                put(
                    &kit.disc,
                    material,
                    Vec3::new(
                        tokens - (k % 6) as f32 * 0.3,
                        0.09 + (k / 6) as f32 * 0.06,
                        -0.45 + row as f32 * 0.7,
                    ),
                    Vec3::new(0.13, 0.06, 0.13),
                );
            }
        }
    }
    // Each player's marker on the score track at their fame, stacked where they share a space.
    for (colour, at, below) in score_markers(&snap) {
        let y = 0.06 + f32::from(below) * 0.09;
        commands.spawn(on_layer((
            Scene3d,
            Tray,
            Mesh3d(kit.disc.clone()),
            MeshMaterial3d(kit.seats[usize::from(colour.0) % kit.seats.len()].clone()),
            Transform::from_translation(at + Vec3::Y * y).with_scale(Vec3::new(0.26, 0.08, 0.26)),
        )));
    }
}

/// Keeps the camera on its orbit, and finds the board point under the pointer and where the
/// trays' names go over the image.
pub(super) fn drive_camera(
    mut view: ResMut<View3d>,
    (snap, locale): (Res<WsSnapshot>, Option<Res<crate::ui::i18n::Locale>>),
    trains: Query<(&TrainPiece, &GlobalTransform)>,
    mut images: ResMut<Assets<Image>>,
    mut cams: Query<(&mut Camera, &mut Transform, &GlobalTransform), With<BoardCamera>>,
) {
    let Ok((mut cam, mut tf, gt)) = cams.single_mut() else {
        return;
    };
    view.orbit.drive(LOOK_AT, &mut images, &mut cam, &mut tf);
    if !view.orbit.active {
        view.board_point = None;
        return;
    }
    view.eye = Some((cam.clone(), *gt));
    view.board_point = view.orbit.pointer.and_then(|p| view.under(p));
    let mut labels = Vec::new();
    let sized = cam.physical_target_size() == Some(view.orbit.image_size());
    if let (Some(game), Some(locale), true) = (snap.game(), locale, sized) {
        let mut put = |at: Vec3, text: String, fill, ink, size| {
            if let Ok(at) = cam.world_to_viewport(gt, at) {
                labels.push(Label {
                    at,
                    text,
                    fill,
                    ink,
                    size,
                });
            }
        };
        let data = whistle_stop();
        let layout = Layout::unit();
        for (i, laid) in game.board.iter().enumerate() {
            let Some(l) = laid else { continue };
            let tile = data.tile(l.tile);
            for (k, stop) in tile.stops.iter().enumerate() {
                let words = super::board2d::big_label(stop, &locale);
                if words.is_empty() {
                    continue;
                }
                let c = layout.centre(data, SpaceId(i as u8));
                let p = c + stop_offset(tile, l.rotation, k as u8) + egui::vec2(0.0, -0.66);
                let fill = theme::PAPER_LIGHT.gamma_multiply(0.85);
                put(world(p, SLAB), words, fill, theme::INK, 13.0);
            }
        }
        for (t, at) in &trains {
            let colour = snap
                .seats
                .get(usize::from(t.owner))
                .map_or(SeatColour(t.owner), |s| s.colour);
            put(
                at.translation() + Vec3::new(0.0, 0.75, 0.0),
                theme::seat_glyph(colour).to_string(),
                theme::seat_colour(colour),
                theme::seat_text_colour(colour),
                13.0,
            );
        }
        // The score markers' glyphs, side by side where markers share a space.
        for (colour, at, below) in score_markers(&snap) {
            put(
                at + Vec3::new(f32::from(below) * 0.32, 0.35, 0.0),
                theme::seat_glyph(colour).to_string(),
                theme::seat_colour(colour),
                theme::seat_text_colour(colour),
                12.0,
            );
        }
        let n = game.players.len() as f32;
        let width = (14.5 / n).min(4.0);
        for (seat, p) in game.players.iter().enumerate() {
            let x = (seat as f32 - (n - 1.0) / 2.0) * width;
            let name = snap.seats.get(seat).map_or("", |s| s.name.as_str());
            let fill = theme::PAPER_LIGHT.gamma_multiply(0.9);
            let at = Vec3::new(x, 0.3, TRAY_Z + 1.15);
            put(at, format!("{name} · {}★", p.fame), fill, theme::INK, 18.0);
        }
    }
    view.labels = labels;
}

/// The image in the central panel, turned by dragging and zoomed by scrolling; the pointer
/// previews and a click picks or moves as on the 2D board.
pub fn image_ui(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    view: &mut View3d,
    snap: &WsSnapshot,
    state: &mut WsUi,
) -> Option<WsAction> {
    view.orbit.fit_width(11.0, 25.0);
    let response = view.orbit.show(ui, rect)?;
    if response.dragged() {
        view.orbit
            .drag(response.drag_delta(), Vec2::new(0.006, 0.005), 0.35..=1.5);
    }
    view.orbit.scroll_zoom(ui, &response, 6.0..=44.0);
    // The pointer as egui has it now (the camera barely moves between frames), so a click right
    // after a jump of the pointer acts where it lands, even when frames are slow.
    let ppp = ui.ctx().pixels_per_point();
    let now = response.hover_pos().and_then(|p| {
        view.under(Vec2::new(
            (p.x - rect.min.x) * ppp,
            (p.y - rect.min.y) * ppp,
        ))
    });
    let under = now
        .or(view.board_point)
        .and_then(|p| pick::spot(&Layout::unit(), whistle_stop(), snap, p));
    let action = super::panels::point(&response, under, snap, state);
    let painter = ui.painter_at(rect);
    for l in &view.labels {
        let at = rect.min + egui::vec2(l.at.x / ppp, l.at.y / ppp);
        let galley =
            painter.layout_no_wrap(l.text.clone(), egui::FontId::proportional(l.size), l.ink);
        let r = egui::Rect::from_center_size(at, galley.size() + egui::vec2(8.0, 3.0));
        painter.rect_filled(r, egui::CornerRadius::same(4), l.fill);
        painter.galley(r.min + egui::vec2(4.0, 1.5), galley, l.ink);
    }
    action
}
