//! The board in 3D: the trail as hexagonal spaces on a long table, buildings standing on them in
//! their owner's colour, hazard and outlaw tiles, herders as pawns, and the railroad along the far
//! edge with each player's engine. Pieces are the entities the rules mirror ([`pieces`]); this view
//! only decorates them, and the trail's fixed spaces are its own scenery.

use super::board2d::{DIRT, tile_colour};
use super::layout::TrailLayout;
use super::state::GwtUi;
use crate::games::gwt::data::{SpaceId, gwt};
use crate::games::gwt::pieces::{
    BuildingPiece, DiscPiece, DiscPlace, EnginePiece, Herder, TrailTile,
};
use crate::games::gwt::schema::SpaceKind;
use crate::games::gwt::state::Building;
use crate::table::SeatColour;
use crate::ui::theme;
use crate::ui::view3d::{self as shell, Orbit, RenderTargets, material as mat, srgb};
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy_egui::egui;

/// The render layer of GWT's scene (other games use their own).
pub const LAYER: usize = crate::games::GameId::Gwt.render_layer();
/// Metres per layout column and lane.
const COL: f32 = 1.0;
const LANE: f32 = 1.35;
/// Where the railroad runs, in lanes above the trail's top.
const RAIL_LANES: f32 = 2.2;

/// The 3D view's state.
#[derive(Resource)]
pub struct View3d {
    /// The image, orbit and pointer.
    pub orbit: Orbit,
    /// The space under the pointer.
    pub hover: Option<SpaceId>,
    /// Spaces the viewer's actions target (set by the panels).
    pub targets: Vec<SpaceId>,
    /// Names drawn over the image, at their places in its pixels.
    pub labels: Vec<(Vec2, String)>,
    /// Half the table's width, which the camera keeps in view until the player zooms.
    pub half_width: f32,
}

impl Default for View3d {
    fn default() -> Self {
        View3d {
            orbit: Orbit::new(0.9, 24.0),
            hover: None,
            targets: Vec::new(),
            labels: Vec::new(),
            half_width: 0.0,
        }
    }
}

/// Everything of the scene, despawned with the game.
#[derive(Component)]
pub struct Scene3d;

/// The 3D camera.
#[derive(Component)]
pub struct TrailCamera;

/// A ring over a space the viewer may pick.
#[derive(Component)]
pub struct Ring(pub SpaceId);

/// Shared meshes and materials.
#[derive(Resource)]
pub struct Kit {
    hex: Handle<Mesh>,
    building: Handle<Mesh>,
    tile: Handle<Mesh>,
    /// A green outlaw is round, so it differs from an orange one by shape, not colour alone.
    round_tile: Handle<Mesh>,
    pawn: Handle<Mesh>,
    disc: Handle<Mesh>,
    cube: Handle<Mesh>,
    ring: Handle<Mesh>,
    seats: Vec<Handle<StandardMaterial>>,
    neutral: Handle<StandardMaterial>,
    ring_mat: Handle<StandardMaterial>,
    tiles: Vec<Handle<StandardMaterial>>,
}

/// Where a layout point stands on the table.
fn world(layout: &TrailLayout, p: Vec2, y: f32) -> Vec3 {
    let c = (layout.min + layout.max) / 2.0;
    Vec3::new((p.x - c.x) * COL, y, (p.y - c.y) * LANE)
}

pub(super) fn layout() -> &'static TrailLayout {
    static L: std::sync::OnceLock<TrailLayout> = std::sync::OnceLock::new();
    L.get_or_init(|| TrailLayout::of(gwt()))
}

/// Where a city of the strip stands: a row beyond the railroad.
fn city_point(city: u8) -> Vec3 {
    let l = layout();
    let n = gwt().file.railroad.cities.len().max(1) as f32;
    let x = l.min.x + (f32::from(city) + 0.5) / n * (l.max.x - l.min.x);
    world(l, Vec2::new(x, l.min.y - RAIL_LANES - 1.3), 0.0)
}

/// Where a station stands, beside its turnout.
fn station_point(station: u8) -> Vec3 {
    let spot = gwt()
        .rail
        .iter()
        .position(|s| s.turnout && s.station == Some(station))
        .unwrap_or(0);
    rail_point(spot as u8) + Vec3::new(0.0, 0.0, -0.5)
}

fn rail_point(spot: u8) -> Vec3 {
    let l = layout();
    let n = gwt().rail.len().max(1) as f32;
    let x = l.min.x + (f32::from(spot) + 0.5) / n * (l.max.x - l.min.x);
    world(l, Vec2::new(x, l.min.y - RAIL_LANES), 0.0)
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
    let data = gwt();
    let tiles = (0..data.tiles.len() as u8)
        .map(|k| mat(&mut materials, srgb(tile_colour(data, k)), 0.7))
        .collect();
    commands.insert_resource(Kit {
        hex: meshes.add(Cylinder::new(0.46, 0.12).mesh().resolution(6)),
        building: meshes.add(Cylinder::new(0.4, 0.36).mesh().resolution(6)),
        tile: meshes.add(Cuboid::new(0.6, 0.08, 0.6)),
        round_tile: meshes.add(Cylinder::new(0.34, 0.08)),
        pawn: meshes.add(Capsule3d::new(0.2, 0.5)),
        disc: meshes.add(Cylinder::new(0.16, 0.1)),
        cube: meshes.add(Cuboid::new(1.0, 1.0, 1.0)),
        ring: meshes.add(Torus::new(0.5, 0.6)),
        seats,
        neutral: mat(&mut materials, srgb(theme::WALNUT), 0.6),
        ring_mat: mat(&mut materials, srgb(theme::INK_BLUE), 0.3),
        tiles,
    });
}

/// Spawns the camera, lights, table and the trail's spaces once a game is on screen.
pub(super) fn spawn_scene(
    mut commands: Commands,
    mut targets: RenderTargets<TrailCamera>,
    mut view: ResMut<View3d>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    kit: Option<Res<Kit>>,
) {
    let Some(kit) = kit else { return };
    if !targets.due() {
        return;
    }
    let data = gwt();
    let l = layout();
    let layer = RenderLayers::layer(LAYER);
    let handle = targets.create(&mut view.orbit);
    commands.spawn((
        Scene3d,
        TrailCamera,
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
        Transform::from_xyz(-15.0, 40.0, 25.0).looking_at(Vec3::ZERO, Vec3::Y),
        layer.clone(),
    ));
    // The table: a prairie board on walnut.
    let span = l.max - l.min;
    let depth = (span.y + RAIL_LANES + 3.0) * LANE;
    view.half_width = (span.x * COL + 4.0) / 2.0;
    let centre_z = world(
        l,
        Vec2::new(0.0, l.min.y - RAIL_LANES / 2.0 + span.y / 2.0),
        0.0,
    )
    .z;
    commands.spawn((
        Scene3d,
        Mesh3d(kit.cube.clone()),
        MeshMaterial3d(mat(
            &mut materials,
            srgb(egui::Color32::from_rgb(0xc9, 0xbf, 0x8a)),
            0.95,
        )),
        Transform::from_xyz(0.0, -0.25, centre_z).with_scale(Vec3::new(
            span.x * COL + 4.0,
            0.5,
            depth,
        )),
        layer.clone(),
    ));
    let dirt = mat(&mut materials, srgb(DIRT), 0.95);
    let paper = mat(&mut materials, srgb(theme::PAPER), 0.9);
    let woods = mat(&mut materials, srgb(theme::FELT_LIGHT), 0.9);
    let brass = mat(&mut materials, srgb(theme::BRASS), 0.5);
    let rail = mat(&mut materials, srgb(theme::RAIL), 0.6);
    // The trail's steps as dirt bars, its spaces as hexagons.
    for (i, space) in data.spaces.iter().enumerate() {
        let a = world(l, l.at[i], 0.02);
        for n in &space.next {
            let b = world(l, l.space(*n), 0.02);
            let mid = (a + b) / 2.0;
            let len = a.distance(b);
            commands.spawn((
                Scene3d,
                Mesh3d(kit.cube.clone()),
                MeshMaterial3d(dirt.clone()),
                Transform::from_translation(mid)
                    .looking_at(b, Vec3::Y)
                    .with_scale(Vec3::new(0.22, 0.04, len)),
                layer.clone(),
            ));
        }
        let m = match space.kind {
            SpaceKind::KansasCity | SpaceKind::Start => brass.clone(),
            SpaceKind::Private { woods: true, .. } => woods.clone(),
            _ => paper.clone(),
        };
        let scale = if matches!(space.kind, SpaceKind::KansasCity | SpaceKind::Start) {
            1.5
        } else {
            1.0
        };
        commands.spawn((
            Scene3d,
            Mesh3d(kit.hex.clone()),
            MeshMaterial3d(m),
            Transform::from_translation(world(l, l.at[i], 0.06))
                .with_scale(Vec3::new(scale, 1.0, scale)),
            layer.clone(),
        ));
    }
    // The railroad: one long rail and a sleeper per spot.
    let first = rail_point(0);
    let last = rail_point(data.rail.len() as u8 - 1);
    commands.spawn((
        Scene3d,
        Mesh3d(kit.cube.clone()),
        MeshMaterial3d(rail.clone()),
        Transform::from_translation((first + last) / 2.0 + Vec3::Y * 0.05).with_scale(Vec3::new(
            first.distance(last) + 0.6,
            0.08,
            0.12,
        )),
        layer.clone(),
    ));
    for (i, spot) in data.rail.iter().enumerate() {
        let p = rail_point(i as u8);
        let station = spot.station.is_some() && spot.turnout;
        commands.spawn((
            Scene3d,
            Mesh3d(kit.cube.clone()),
            MeshMaterial3d(if station { brass.clone() } else { rail.clone() }),
            Transform::from_translation(p + Vec3::new(0.0, 0.03, if station { -0.5 } else { 0.0 }))
                .with_scale(if station {
                    Vec3::new(0.5, 0.45, 0.4)
                } else {
                    Vec3::new(0.08, 0.05, 0.5)
                }),
            layer.clone(),
        ));
    }
    // The city strip: a tile per city, darker where a disc must be dark.
    let dark = mat(&mut materials, srgb(theme::PAPER_DARK), 0.9);
    for (k, city) in data.file.railroad.cities.iter().enumerate() {
        commands.spawn((
            Scene3d,
            Mesh3d(kit.cube.clone()),
            MeshMaterial3d(if city.dark {
                dark.clone()
            } else {
                paper.clone()
            }),
            Transform::from_translation(city_point(k as u8) + Vec3::Y * 0.03)
                .with_scale(Vec3::new(3.0, 0.06, 0.9)),
            layer.clone(),
        ));
    }
    // Rings over pickable spaces, shown by `sync_rings`.
    for i in 0..data.spaces.len() {
        commands.spawn((
            Scene3d,
            Ring(SpaceId(i as u8)),
            Mesh3d(kit.ring.clone()),
            MeshMaterial3d(kit.ring_mat.clone()),
            Transform::from_translation(world(l, l.at[i], 0.14)),
            Visibility::Hidden,
            layer.clone(),
        ));
    }
}

fn seat_material(
    kit: &Kit,
    table: Option<&crate::table::ActiveTable>,
    seat: usize,
) -> Handle<StandardMaterial> {
    let colour = table
        .and_then(|t| t.setup().seats.get(seat).map(|s| s.colour))
        .unwrap_or(SeatColour(seat as u8));
    kit.seats[usize::from(colour.0) % kit.seats.len()].clone()
}

/// What a mirrored piece wears in the scene: its mesh, material and place, on the scene's layer.
fn dressed(mesh: Handle<Mesh>, material: Handle<StandardMaterial>, at: Transform) -> impl Bundle {
    (
        Mesh3d(mesh),
        MeshMaterial3d(material),
        at,
        Visibility::Inherited,
        RenderLayers::layer(LAYER),
    )
}

/// A herder becomes a pawn on its space.
pub(super) fn on_herder(
    ev: On<Insert, Herder>,
    pieces: Query<&Herder>,
    kit: Option<Res<Kit>>,
    table: Option<Res<crate::table::ActiveTable>>,
    mut commands: Commands,
) {
    let (Ok(h), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let offset = (h.seat as f32 - 1.5) * 0.2;
    let at = world(layout(), layout().space(h.at), 0.55) + Vec3::new(offset, 0.0, 0.3);
    commands.entity(ev.entity).insert(dressed(
        kit.pawn.clone(),
        seat_material(&kit, table.as_deref(), h.seat),
        Transform::from_translation(at),
    ));
}

/// A building stands on its space: walnut for a neutral one, the owner's colour for a private one.
pub(super) fn on_building(
    ev: On<Insert, BuildingPiece>,
    pieces: Query<&BuildingPiece>,
    kit: Option<Res<Kit>>,
    table: Option<Res<crate::table::ActiveTable>>,
    mut commands: Commands,
) {
    let (Ok(b), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let m = match b.building {
        Building::Neutral(_) => kit.neutral.clone(),
        Building::Private { owner, .. } => seat_material(&kit, table.as_deref(), owner),
    };
    commands.entity(ev.entity).insert(dressed(
        kit.building.clone(),
        m,
        Transform::from_translation(world(layout(), layout().space(b.at), 0.3)),
    ));
}

/// A hazard or outlaw tile lies on its space in its colour.
pub(super) fn on_tile(
    ev: On<Insert, TrailTile>,
    pieces: Query<&TrailTile>,
    kit: Option<Res<Kit>>,
    mut commands: Commands,
) {
    let (Ok(t), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let green_outlaw = matches!(
        gwt().tiles[usize::from(t.tile)],
        crate::games::gwt::data::TileKind::Outlaw { green: true }
    );
    commands.entity(ev.entity).insert(dressed(
        if green_outlaw {
            kit.round_tile.clone()
        } else {
            kit.tile.clone()
        },
        kit.tiles[usize::from(t.tile)].clone(),
        Transform::from_translation(world(layout(), layout().space(t.at), 0.16)),
    ));
}

/// An engine stands on its railroad spot, beside the others there.
pub(super) fn on_engine(
    ev: On<Insert, EnginePiece>,
    pieces: Query<&EnginePiece>,
    kit: Option<Res<Kit>>,
    table: Option<Res<crate::table::ActiveTable>>,
    mut commands: Commands,
) {
    let (Ok(e), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let at = rail_point(e.spot) + Vec3::new(0.0, 0.2, 0.45 + e.seat as f32 * 0.32);
    commands.entity(ev.entity).insert(dressed(
        kit.cube.clone(),
        seat_material(&kit, table.as_deref(), e.seat),
        Transform::from_translation(at).with_scale(Vec3::new(0.5, 0.3, 0.26)),
    ));
}

/// A disc lies on its station or city, stacked with the others there.
pub(super) fn on_disc(
    ev: On<Insert, DiscPiece>,
    pieces: Query<&DiscPiece>,
    kit: Option<Res<Kit>>,
    table: Option<Res<crate::table::ActiveTable>>,
    mut commands: Commands,
) {
    let (Ok(d), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let at = match d.place {
        DiscPlace::Station(s) => {
            station_point(s) + Vec3::new(0.0, 0.5 + f32::from(d.index) * 0.11, 0.0)
        }
        DiscPlace::City(c) => {
            city_point(c)
                + Vec3::new(
                    -1.1 + f32::from(d.index % 7) * 0.36,
                    0.1 + f32::from(d.index / 7) * 0.11,
                    0.1,
                )
        }
    };
    commands.entity(ev.entity).insert(dressed(
        kit.disc.clone(),
        seat_material(&kit, table.as_deref(), d.seat),
        Transform::from_translation(at),
    ));
}

/// Keeps the camera on its orbit and the image sized.
pub(super) fn drive_camera(
    view: Res<View3d>,
    mut images: ResMut<Assets<Image>>,
    mut cams: Query<(&mut Camera, &mut Transform), With<TrailCamera>>,
) {
    if let Ok((mut cam, mut tf)) = cams.single_mut() {
        view.orbit
            .drive(Vec3::new(0.0, 0.0, -1.5), &mut images, &mut cam, &mut tf);
    }
}

/// The space under the pointer and the rings over the pickable ones.
pub(super) fn sync_rings(
    mut view: ResMut<View3d>,
    cams: Query<(&Camera, &GlobalTransform), With<TrailCamera>>,
    mut rings: Query<(&Ring, &mut Visibility)>,
) {
    if !view.orbit.active {
        return;
    }
    if let Ok((cam, gt)) = cams.single() {
        let l = layout();
        view.hover = view.orbit.pointer.and_then(|p| {
            let ray = cam.viewport_to_world(gt, p).ok()?;
            let hit = shell::ray_meets_plane(ray.origin, *ray.direction, 0.1)?;
            let c = (l.min + l.max) / 2.0;
            l.nearest(Vec2::new(hit.x / COL + c.x, hit.z / LANE + c.y), 0.6)
        });
        // Names over the image: the neutral letters, START, Kansas City, and the cities.
        let data = gwt();
        let mut labels = Vec::new();
        let sized = cam.physical_target_size() == Some(view.orbit.image_size());
        let mut put = |at: Vec3, text: String| {
            if let Ok(p) = cam.world_to_viewport(gt, at) {
                labels.push((p, text));
            }
        };
        if sized {
            for (i, space) in data.spaces.iter().enumerate() {
                let text = match space.kind {
                    SpaceKind::Neutral(_) | SpaceKind::Start | SpaceKind::KansasCity => {
                        space.name.clone()
                    }
                    _ => continue,
                };
                put(world(l, l.at[i], 0.9), text);
            }
            for (k, city) in data.file.railroad.cities.iter().enumerate() {
                put(
                    city_point(k as u8) + Vec3::new(0.0, 0.2, -0.3),
                    city.value.to_string(),
                );
            }
        }
        view.labels = labels;
    }
    for (ring, mut vis) in &mut rings {
        let want = if view.targets.contains(&ring.0) || view.hover == Some(ring.0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != want {
            *vis = want;
        }
    }
}

/// Shows the image and turns the orbit with the pointer; a click picks the space under it.
pub fn image_ui(ui: &mut egui::Ui, rect: egui::Rect, state: &mut GwtUi, view: &mut View3d) {
    let half = view.half_width;
    view.orbit.fit_width(half * 1.15, 24.0);
    let Some(response) = view.orbit.show(ui, rect) else {
        return;
    };
    if response.dragged() {
        view.orbit
            .drag(response.drag_delta(), Vec2::new(0.006, 0.005), 0.35..=1.5);
    }
    view.orbit.scroll_zoom(ui, &response, 10.0..=70.0);
    state.hover = view.hover;
    if response.clicked() {
        state.clicked = view.hover;
    }
    let ppp = ui.ctx().pixels_per_point();
    let painter = ui.painter_at(rect);
    for (p, text) in &view.labels {
        let at = rect.min + egui::vec2(p.x / ppp, p.y / ppp);
        let galley =
            painter.layout_no_wrap(text.clone(), egui::FontId::proportional(14.0), theme::INK);
        let r = egui::Rect::from_center_size(at, galley.size() + egui::vec2(8.0, 2.0));
        painter.rect_filled(
            r,
            egui::CornerRadius::same(4),
            theme::PAPER_LIGHT.gamma_multiply(0.85),
        );
        painter.galley(r.min + egui::vec2(4.0, 1.0), galley, theme::INK);
    }
}
