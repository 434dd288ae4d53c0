//! The board in 3D: the columns of hexes on a table, each laid tile a slab with its track as rails
//! and its stops as discs (goods in their colours, big stops white), the East Coast stops along
//! the east edge, and the trains as locomotives in their players' colours. Tiles and trains are
//! the entities the rules mirror ([`pieces`](crate::games::whistle_stop::pieces)); this view only
//! dresses them.

use super::board2d::{Layout, dir, good_colour, stop_offset};
use crate::games::whistle_stop::data::{SpaceId, whistle_stop};
use crate::games::whistle_stop::pieces::{TilePiece, TrainPiece};
use crate::games::whistle_stop::schema::{Node, StopFile, TileClass};
use crate::games::whistle_stop::state::StopAt;
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

/// The 3D view's state.
#[derive(Resource)]
pub struct View3d {
    /// The image, orbit and pointer.
    pub orbit: Orbit,
}

impl Default for View3d {
    fn default() -> Self {
        View3d {
            orbit: Orbit::new(0.95, 20.0),
        }
    }
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
    seats: Vec<Handle<StandardMaterial>>,
    backs: [Handle<StandardMaterial>; 3],
    rail: Handle<StandardMaterial>,
    white: Handle<StandardMaterial>,
    goods: Vec<Handle<StandardMaterial>>,
    ring: Handle<Mesh>,
    /// Brass for a coal move's target, blue for a whistle's only, as on the 2D board.
    ring_coal: Handle<StandardMaterial>,
    ring_whistle: Handle<StandardMaterial>,
}

/// A ring over a stop the picked train can reach.
#[derive(Component)]
pub struct Ring;

/// A board point (from the unit layout) on the table at height `y`.
fn world(p: egui::Pos2, y: f32) -> Vec3 {
    let m = Layout::unit().middle(whistle_stop());
    Vec3::new(p.x - m.x, y, p.y - m.y)
}

/// Builds the kit once.
pub(super) fn make_kit(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let seats = (0..6)
        .map(|i| mat(&mut materials, theme::seat_colour_bevy(SeatColour(i)), 0.5))
        .collect();
    let goods = crate::games::whistle_stop::schema::Good::ALL
        .iter()
        .map(|&g| mat(&mut materials, srgb(good_colour(g)), 0.6))
        .collect();
    commands.insert_resource(Kit {
        hex: meshes.add(Cylinder::new(0.97, SLAB).mesh().resolution(6)),
        unit: meshes.add(Cuboid::new(1.0, 1.0, 1.0)),
        disc: meshes.add(Cylinder::new(1.0, 1.0)),
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
        goods,
        ring: meshes.add(Torus::new(0.3, 0.38)),
        ring_coal: mat(&mut materials, srgb(theme::BRASS), 0.3),
        ring_whistle: mat(&mut materials, srgb(theme::INK_BLUE_LIGHT), 0.3),
    });
}

fn on_layer(bundle: impl Bundle) -> impl Bundle {
    (bundle, Visibility::Inherited, RenderLayers::layer(LAYER))
}

/// Spawns the camera, light, table, empty spaces and the East Coast once a game is on screen.
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
        shell::camera(handle, 700.0, view.orbit.transform(Vec3::ZERO)),
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
    commands.spawn((
        Scene3d,
        Mesh3d(kit.unit.clone()),
        MeshMaterial3d(mat(&mut materials, srgb(theme::FELT), 0.95)),
        Transform::from_xyz(0.5, -0.25, 0.0).with_scale(Vec3::new(15.0, 0.5, 15.5)),
        layer.clone(),
    ));
    let felt = mat(&mut materials, srgb(theme::FELT_LIGHT), 0.9);
    let layout = Layout::unit();
    for i in 0..data.spaces.len() {
        let c = layout.centre(data, SpaceId(i as u8));
        commands.spawn((
            Scene3d,
            Mesh3d(kit.hex.clone()),
            MeshMaterial3d(felt.clone()),
            Transform::from_translation(world(c, -SLAB / 2.0 + 0.01))
                .with_scale(Vec3::new(0.98, 0.5, 0.98)),
            layer.clone(),
        ));
    }
    let coast = mat(&mut materials, srgb(theme::PAPER_DARK), 0.7);
    for k in 0..data.coast.len() as u8 {
        let p = layout.coast(data, k);
        commands.spawn((
            Scene3d,
            Mesh3d(kit.disc.clone()),
            MeshMaterial3d(coast.clone()),
            Transform::from_translation(world(p, 0.03)).with_scale(Vec3::new(0.18, 0.06, 0.18)),
            layer.clone(),
        ));
    }
}

/// A rail from `a` to `b` on a tile's top.
fn rail(kit: &Kit, a: egui::Pos2, b: egui::Pos2) -> impl Bundle {
    let (wa, wb) = (world(a, SLAB / 2.0 + 0.02), world(b, SLAB / 2.0 + 0.02));
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
    let c = Layout::unit().centre(data, piece.space);
    let back = match tile.class {
        TileClass::End => 0,
        TileClass::Special => 1,
        TileClass::Ordinary => 2,
    };
    commands
        .entity(ev.entity)
        .despawn_related::<Children>()
        .insert(on_layer((
            Scene3d,
            Mesh3d(kit.hex.clone()),
            MeshMaterial3d(kit.backs[back].clone()),
            Transform::from_translation(world(c, 0.0)),
        )));
    let place = |n: Node| match n {
        Node::Side(s) => c + dir((s + piece.rotation) % 6) * (0.866),
        Node::Stop(i) => c + stop_offset(tile, piece.rotation, i),
    };
    let mut parts = Vec::new();
    for &(a, b) in &tile.links {
        let (pa, pb) = (place(a), place(b));
        if matches!((a, b), (Node::Side(_), Node::Side(_))) {
            // A curve as two rails through a point pulled toward the centre.
            let bend = pa + (pb - pa) / 2.0 + ((c - (pa + (pb - pa) / 2.0)) * 0.5);
            parts.push(commands.spawn(rail(&kit, pa, bend)).id());
            parts.push(commands.spawn(rail(&kit, bend, pb)).id());
        } else {
            parts.push(commands.spawn(rail(&kit, pa, pb)).id());
        }
    }
    for (i, stop) in tile.stops.iter().enumerate() {
        let p = place(Node::Stop(i as u8));
        let (material, r) = match stop {
            StopFile::Good(g) => (kit.goods[g.index()].clone(), 0.2),
            _ => (kit.white.clone(), 0.34),
        };
        parts.push(
            commands
                .spawn(on_layer((
                    Mesh3d(kit.disc.clone()),
                    MeshMaterial3d(material),
                    Transform::from_translation(world(p, SLAB / 2.0 + 0.05))
                        .with_scale(Vec3::new(r, 0.08, r)),
                )))
                .id(),
        );
    }
    // The parts hang on the tile's entity (placed relative to it), so they go with it.
    let origin = world(c, 0.0);
    for part in parts {
        commands.entity(part).insert(ChildOf(ev.entity));
        commands.queue(move |w: &mut World| {
            if let Some(mut tf) = w.get_mut::<Transform>(part) {
                tf.translation -= origin;
            }
        });
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
    let offset = Vec3::new(f32::from(t.index) * 0.35, 0.0, 0.0);
    commands.entity(ev.entity).insert(on_layer((
        Scene3d,
        Mesh3d(kit.unit.clone()),
        MeshMaterial3d(kit.seats[usize::from(colour.0) % kit.seats.len()].clone()),
        Transform::from_translation(world(p, SLAB / 2.0 + 0.2) + offset)
            .with_scale(Vec3::new(0.5, 0.26, 0.28)),
    )));
}

/// Where a stop stands on the table, from the tiles laid.
fn stop_point(tiles: &Query<&TilePiece>, at: StopAt) -> egui::Pos2 {
    let data = whistle_stop();
    let layout = Layout::unit();
    match at {
        StopAt::Coast(k) => layout.coast(data, k),
        StopAt::Tile { space, stop } => {
            let c = layout.centre(data, space);
            match tiles.iter().find(|p| p.space == space) {
                Some(p) => c + stop_offset(data.tile(p.tile), p.rotation, stop),
                None => c,
            }
        }
    }
}

/// Rings over the stops the picked train can reach (the 2D board's targets), redrawn when the
/// targets change.
pub(super) fn sync_rings(
    (view, picked, snap): (
        Res<View3d>,
        Res<super::state::WsUi>,
        Res<super::state::WsSnapshot>,
    ),
    tiles: Query<&TilePiece>,
    rings: Query<Entity, With<Ring>>,
    kit: Option<Res<Kit>>,
    mut shown: Local<Vec<(StopAt, bool)>>,
    mut commands: Commands,
) {
    let Some(kit) = kit else { return };
    let wanted = if view.orbit.active {
        super::panels::targets(&snap, picked.train)
    } else {
        Vec::new()
    };
    if *shown == wanted && rings.iter().count() == wanted.len() {
        return;
    }
    for e in &rings {
        commands.entity(e).despawn();
    }
    for &(at, whistle_only) in &wanted {
        let material = if whistle_only {
            kit.ring_whistle.clone()
        } else {
            kit.ring_coal.clone()
        };
        commands.spawn(on_layer((
            Scene3d,
            Ring,
            Mesh3d(kit.ring.clone()),
            MeshMaterial3d(material),
            Transform::from_translation(world(stop_point(&tiles, at), SLAB / 2.0 + 0.12)),
        )));
    }
    *shown = wanted;
}

/// Drives the camera from the orbit.
pub(super) fn drive_camera(
    view: Res<View3d>,
    mut images: ResMut<Assets<Image>>,
    mut cams: Query<(&mut Camera, &mut Transform), With<BoardCamera>>,
) {
    if let Ok((mut cam, mut tf)) = cams.single_mut() {
        view.orbit.drive(Vec3::ZERO, &mut images, &mut cam, &mut tf);
    }
}

/// The image in the central panel, turned by dragging and zoomed by scrolling.
pub fn image_ui(ui: &mut egui::Ui, rect: egui::Rect, view: &mut View3d) {
    view.orbit.fit_width(11.0, 17.0);
    let Some(response) = view.orbit.show(ui, rect) else {
        return;
    };
    if response.dragged() {
        view.orbit
            .drag(response.drag_delta(), Vec2::new(0.006, 0.005), 0.35..=1.5);
    }
    view.orbit.scroll_zoom(ui, &response, 6.0..=40.0);
}
