//! The map in 3D: the printed hexes as low hexagonal blocks on the table with their track,
//! cities and towns, every laid tile a block of its colour on top with its own track, and the
//! station tokens as discs in their companies' colours. Tiles and tokens are the entities the
//! rules mirror ([`pieces`](crate::games::pnw1822::pieces)); this view only decorates them, the
//! printed map is its scenery. The pointer picks hexes and cities as the 2D map does, through the
//! same click handler.

use super::state::{PnwSnapshot, PnwUi};
use super::{company_colour, fill};
use crate::board::Grid;
use crate::board::tiles::{NodeKind, Track};
use crate::games::pnw1822::actions::PnwAction;
use crate::games::pnw1822::data::pnw;
use crate::games::pnw1822::pieces::{StationToken, TilePiece};
use crate::games::pnw1822::schema::Colour;
use crate::ui::hexmap::HexGeometry;
use crate::ui::theme;
use crate::ui::tile_painter::{Line, TileShape};
use crate::ui::view3d::{self as shell, Orbit, RenderTargets, material as mat, srgb};
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy_egui::egui;
use std::collections::HashMap;

/// The render layer of 1822PNW's scene.
pub const LAYER: usize = crate::games::GameId::Pnw1822.render_layer();
/// Heights: the printed map's top, a laid tile's top, track over either.
const MAP_TOP: f32 = 0.1;
const TILE_TOP: f32 = 0.16;

/// The 3D view's state.
#[derive(Resource)]
pub struct View3d {
    /// The image, orbit and pointer.
    pub orbit: Orbit,
    /// The hex under the pointer, and the city on it if any.
    pub hover: Option<(u16, Option<u8>)>,
    /// Half the map's width, kept in view until the player zooms.
    pub half_width: f32,
}

impl Default for View3d {
    fn default() -> Self {
        View3d {
            orbit: Orbit::new(1.05, 30.0),
            hover: None,
            half_width: 12.0,
        }
    }
}

/// Everything of the scene, despawned with the game.
#[derive(Component)]
pub struct Scene3d;

/// The 3D camera.
#[derive(Component)]
pub struct MapCamera;

/// A ring over a hex where a tile may go (shown while the decision allows it).
#[derive(Component)]
pub struct Target(pub u16);

/// Shared meshes and materials.
#[derive(Resource)]
pub struct Kit {
    hex: Handle<Mesh>,
    cube: Handle<Mesh>,
    disc: Handle<Mesh>,
    ring: Handle<Mesh>,
    colours: HashMap<Colour, Handle<StandardMaterial>>,
    rail: Handle<StandardMaterial>,
    white: Handle<StandardMaterial>,
    target: Handle<StandardMaterial>,
    brass: Handle<StandardMaterial>,
    companies: HashMap<String, Handle<StandardMaterial>>,
}

fn geometry() -> &'static HexGeometry {
    static G: std::sync::OnceLock<HexGeometry> = std::sync::OnceLock::new();
    G.get_or_init(|| HexGeometry::new(Grid::default()))
}

/// The map's middle, in map units: the scene is centred on it.
fn middle() -> Vec2 {
    static M: std::sync::OnceLock<Vec2> = std::sync::OnceLock::new();
    *M.get_or_init(|| {
        let (lo, hi) = bounds();
        (lo + hi) / 2.0
    })
}

fn bounds() -> (Vec2, Vec2) {
    let g = geometry();
    pnw().hexes.iter().fold(
        (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
        |(lo, hi), h| {
            let c = g.centre(h.at);
            (lo.min(c), hi.max(c))
        },
    )
}

/// Where a map point (map units, hex circumradius 1) stands on the table at height `y`.
fn world(p: Vec2, y: f32) -> Vec3 {
    let m = middle();
    Vec3::new(p.x - m.x, y, p.y - m.y)
}

fn hex_centre(hex: u16) -> Vec2 {
    geometry().centre(pnw().hexes[usize::from(hex)].at)
}

/// Builds the kit once.
pub(super) fn make_kit(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let colours = [
        Colour::White,
        Colour::Yellow,
        Colour::Green,
        Colour::Brown,
        Colour::Gray,
        Colour::Red,
        Colour::Blue,
    ]
    .into_iter()
    .map(|c| (c, mat(&mut materials, srgb(fill(c)), 0.85)))
    .collect();
    let data = pnw();
    let companies = data
        .corp_ids()
        .map(|id| {
            let m = mat(&mut materials, srgb(company_colour(data, id)), 0.5);
            (id.to_string(), m)
        })
        .collect();
    commands.insert_resource(Kit {
        // A pointy-topped hexagon: the cylinder's corners turned onto the map's.
        hex: meshes.add(Cylinder::new(0.97, 1.0).mesh().resolution(6)),
        cube: meshes.add(Cuboid::new(1.0, 1.0, 1.0)),
        disc: meshes.add(Cylinder::new(1.0, 1.0)),
        ring: meshes.add(Torus::new(0.78, 0.88)),
        colours,
        rail: mat(&mut materials, srgb(theme::RAIL), 0.6),
        white: mat(&mut materials, Color::WHITE, 0.7),
        target: mat(&mut materials, Color::srgb_u8(0x00, 0xb4, 0xd8), 0.3),
        brass: mat(&mut materials, srgb(theme::BRASS), 0.3),
        companies,
    });
}

/// The hexagon's turn so its corners meet the map's (pointy-topped).
fn hex_turn() -> Quat {
    Quat::from_rotation_y(std::f32::consts::FRAC_PI_6)
}

/// The meshes of a hex's track: its rails and towns (dark) and its city slots (white), at
/// `top`, moved by `offset` — one mesh each, however many pieces, so the whole printed map is a
/// handful of draws.
#[derive(Default)]
struct TrackMeshes {
    dark: Option<Mesh>,
    white: Option<Mesh>,
}

impl TrackMeshes {
    fn add(slot: &mut Option<Mesh>, mesh: Mesh) {
        match slot {
            Some(m) => {
                // Meshes of one primitive kind always merge.
                let _ = m.merge(&mesh);
            }
            None => *slot = Some(mesh),
        }
    }

    fn put(&mut self, track: &Track, rotation: u8, top: f32, offset: Vec3) {
        let shape = TileShape::of(track, rotation, Grid::default().orientation);
        for line in &shape.lines {
            let (Line::Track(points) | Line::Thin(points)) = line else {
                continue;
            };
            let width = if matches!(line, Line::Track(_)) {
                0.1
            } else {
                0.04
            };
            for piece in strip(points, width, top, offset) {
                Self::add(&mut self.dark, piece);
            }
        }
        let disc = || Mesh::from(Cylinder::new(1.0, 1.0));
        for stop in &shape.stops {
            match stop.kind {
                NodeKind::City { .. } => {
                    for p in &stop.slots {
                        let t =
                            Transform::from_translation(Vec3::new(p.x, top + 0.02, p.y) + offset)
                                .with_scale(Vec3::new(stop.slot_radius, 0.03, stop.slot_radius));
                        Self::add(&mut self.white, disc().transformed_by(t));
                    }
                }
                NodeKind::Town => {
                    let at = Vec3::new(stop.at.x, top + 0.02, stop.at.y) + offset;
                    let t = Transform::from_translation(at).with_scale(Vec3::new(0.12, 0.04, 0.12));
                    Self::add(&mut self.dark, disc().transformed_by(t));
                }
                _ => {}
            }
        }
    }

    /// The meshes as entities' parts, dark and white.
    fn parts(
        self,
        kit: &Kit,
        meshes: &mut Assets<Mesh>,
    ) -> Vec<(Mesh3d, MeshMaterial3d<StandardMaterial>, RenderLayers)> {
        [(self.dark, &kit.rail), (self.white, &kit.white)]
            .into_iter()
            .filter_map(|(m, material)| {
                Some((
                    Mesh3d(meshes.add(m?)),
                    MeshMaterial3d(material.clone()),
                    RenderLayers::layer(LAYER),
                ))
            })
            .collect()
    }
}

/// A flat strip `width` wide along `points` (a tile's frame) at height `top`, moved by
/// `offset`: one thin block per segment, each a little long so the bends close.
fn strip(points: &[Vec2], width: f32, top: f32, offset: Vec3) -> impl Iterator<Item = Mesh> + '_ {
    points.windows(2).filter_map(move |pair| {
        let a = Vec3::new(pair[0].x, top, pair[0].y) + offset;
        let b = Vec3::new(pair[1].x, top, pair[1].y) + offset;
        let len = a.distance(b);
        (len >= 1e-4).then(|| {
            let t = Transform::from_translation((a + b) / 2.0)
                .looking_at(b, Vec3::Y)
                .with_scale(Vec3::new(width, 0.03, len + width * 0.5));
            Mesh::from(Cuboid::from_length(1.0)).transformed_by(t)
        })
    })
}

/// Spawns the camera, light, table and the printed map once a game is on screen.
pub(super) fn spawn_scene(
    mut commands: Commands,
    mut targets: RenderTargets<MapCamera>,
    mut view: ResMut<View3d>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
    kit: Option<Res<Kit>>,
) {
    let Some(kit) = kit else { return };
    if !targets.due() {
        return;
    }
    let layer = RenderLayers::layer(LAYER);
    let handle = targets.create(&mut view.orbit);
    commands.spawn((
        Scene3d,
        MapCamera,
        shell::camera(handle, 500.0, view.orbit.transform(Vec3::ZERO)),
        layer.clone(),
    ));
    commands.spawn((
        Scene3d,
        DirectionalLight {
            illuminance: 8000.0,
            ..default()
        },
        Transform::from_xyz(-20.0, 40.0, 18.0).looking_at(Vec3::ZERO, Vec3::Y),
        layer.clone(),
    ));
    let (lo, hi) = bounds();
    let span = hi - lo + Vec2::splat(4.0);
    // The map is taller than wide: fit its depth too, foreshortened by the tilt.
    view.half_width = span.x.max(span.y * 0.8) / 2.0;
    commands.spawn((
        Scene3d,
        Mesh3d(kit.cube.clone()),
        MeshMaterial3d(mat(&mut materials, srgb(theme::WALNUT_LIGHT), 0.9)),
        Transform::from_xyz(0.0, -0.15, 0.0).with_scale(Vec3::new(span.x, 0.3, span.y)),
        layer.clone(),
    ));
    // The printed map: one mesh of blocks per colour, one of its track, one of its cities.
    let mut blocks: HashMap<Colour, Mesh> = HashMap::new();
    let mut track = TrackMeshes::default();
    for h in &pnw().hexes {
        let at = world(geometry().centre(h.at), 0.0);
        let block = Mesh::from(Cylinder::new(0.97, 1.0).mesh().resolution(6)).transformed_by(
            Transform::from_translation(at + Vec3::Y * MAP_TOP / 2.0)
                .with_rotation(hex_turn())
                .with_scale(Vec3::new(1.0, MAP_TOP, 1.0)),
        );
        match blocks.get_mut(&h.colour) {
            Some(m) => {
                let _ = m.merge(&block);
            }
            None => {
                blocks.insert(h.colour, block);
            }
        }
        track.put(&h.track, 0, MAP_TOP + 0.01, at);
    }
    for (colour, mesh) in blocks {
        commands.spawn((
            Scene3d,
            Mesh3d(meshes.add(mesh)),
            MeshMaterial3d(kit.colours[&colour].clone()),
            Transform::IDENTITY,
            layer.clone(),
        ));
    }
    for part in track.parts(&kit, &mut meshes) {
        commands.spawn((Scene3d, part, Transform::IDENTITY));
    }
    for (i, h) in pnw().hexes.iter().enumerate() {
        commands.spawn((
            Scene3d,
            Target(i as u16),
            Mesh3d(kit.ring.clone()),
            MeshMaterial3d(kit.target.clone()),
            Transform::from_translation(world(geometry().centre(h.at), TILE_TOP + 0.05)),
            Visibility::Hidden,
            layer.clone(),
        ));
    }
}

/// A laid tile: a block of its colour over the printed hex, with its track (an upgrade dresses
/// the same piece again).
pub(super) fn on_tile(
    ev: On<Insert, TilePiece>,
    pieces: Query<&TilePiece>,
    kit: Option<Res<Kit>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut commands: Commands,
) {
    let (Ok(t), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let info = &pnw().tile_info[usize::from(t.tile)];
    let mut e = commands.entity(ev.entity);
    e.despawn_related::<Children>();
    e.insert((
        Transform::from_translation(world(hex_centre(t.hex), 0.0)),
        Visibility::Inherited,
        RenderLayers::layer(LAYER),
    ));
    if info.hidden {
        return;
    }
    let block = (
        Mesh3d(kit.hex.clone()),
        MeshMaterial3d(kit.colours[&info.colour].clone()),
        Transform::from_xyz(0.0, (MAP_TOP + TILE_TOP) / 2.0, 0.0)
            .with_rotation(hex_turn())
            .with_scale(Vec3::new(0.99, TILE_TOP - MAP_TOP, 0.99)),
        RenderLayers::layer(LAYER),
    );
    let mut track = TrackMeshes::default();
    track.put(&info.track, t.rotation, TILE_TOP + 0.01, Vec3::ZERO);
    let parts = track.parts(&kit, &mut meshes);
    e.with_children(|c| {
        c.spawn(block);
        for part in parts {
            c.spawn(part);
        }
    });
}

/// A station token: a disc in its company's colour on its city's slot.
pub(super) fn on_token(
    ev: On<Insert, StationToken>,
    pieces: Query<&StationToken>,
    tiles: Query<&TilePiece>,
    kit: Option<Res<Kit>>,
    mut commands: Commands,
) {
    let (Ok(s), Some(kit)) = (pieces.get(ev.entity), kit) else {
        return;
    };
    let data = pnw();
    let hex = &data.hexes[usize::from(s.hex)];
    let laid = tiles.iter().find(|t| t.hex == s.hex);
    let (track, rotation) = match laid {
        Some(t) => (&data.tile_info[usize::from(t.tile)].track, t.rotation),
        None => (&hex.track, 0),
    };
    let mut shape = TileShape::of(track, rotation, Grid::default().orientation);
    // A token in a slot the city does not print (its extra slot) widens the city.
    let slots = pieces
        .iter()
        .filter(|t| t.hex == s.hex && t.city == s.city)
        .map(|t| usize::from(t.slot) + 1)
        .max()
        .unwrap_or(1);
    shape.widen_city(s.city, slots);
    commands.entity(ev.entity).insert((
        token_disc(&kit, &shape, s, TILE_TOP + 0.06),
        Visibility::Inherited,
        RenderLayers::layer(LAYER),
    ));
}

/// Token `s` as a disc on its city's slot of `shape` (the tile under it, or the one previewed
/// there: an upgrade keeps the token's city), standing at height `top`.
fn token_disc(
    kit: &Kit,
    shape: &TileShape,
    s: &StationToken,
    top: f32,
) -> (Mesh3d, MeshMaterial3d<StandardMaterial>, Transform) {
    let stop = shape.stops.iter().find(|st| st.node == s.city);
    let (p, r) = stop
        .and_then(|st| Some((*st.slots.get(usize::from(s.slot))?, st.slot_radius)))
        .unwrap_or((Vec2::ZERO, 0.25));
    let id = pnw().corp_ids().nth(usize::from(s.corp)).unwrap_or("?");
    let m = kit.companies.get(id).unwrap_or(&kit.white).clone();
    let at = world(hex_centre(s.hex) + p, top);
    (
        Mesh3d(kit.disc.clone()),
        MeshMaterial3d(m),
        Transform::from_translation(at).with_scale(Vec3::new(r * 0.9, 0.1, r * 0.9)),
    )
}

pub(super) fn drive_camera(
    view: Res<View3d>,
    mut images: ResMut<Assets<Image>>,
    mut cams: Query<(&mut Camera, &mut Transform), With<MapCamera>>,
) {
    if let Ok((mut cam, mut tf)) = cams.single_mut() {
        view.orbit
            .drive(Vec3::new(0.0, 0.0, 1.0), &mut images, &mut cam, &mut tf);
    }
}

/// The hex (and city) under the pointer; the rings over the hexes a tile or token may go to
/// (cyan) and those laid this round (brass).
pub(super) fn sync_targets(
    mut view: ResMut<View3d>,
    snap: Res<PnwSnapshot>,
    cams: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
    mut rings: Query<(
        &Target,
        &mut Visibility,
        &mut MeshMaterial3d<StandardMaterial>,
    )>,
    kit: Option<Res<Kit>>,
) {
    if !view.orbit.active {
        return;
    }
    if let Ok((cam, gt)) = cams.single() {
        view.hover = view.orbit.pointer.and_then(|p| {
            let ray = cam.viewport_to_world(gt, p).ok()?;
            let hit = shell::ray_meets_plane(ray.origin, *ray.direction, TILE_TOP)?;
            let m = middle() + Vec2::new(hit.x, hit.z);
            let at = geometry().hex_at(m);
            let hex = pnw().hexes.iter().position(|h| h.at == at)? as u16;
            let local = m - geometry().centre(at);
            let city = snap
                .offers
                .tokens
                .iter()
                .filter(|(h, _)| *h == hex)
                .map(|(_, c)| *c)
                .next()
                .filter(|_| local.length() < 0.8);
            Some((hex, city))
        });
    }
    let Some(kit) = kit else { return };
    let data = pnw();
    // This operating round's lays, ringed brass as the 2D map outlines them.
    let laid: Vec<u16> = snap
        .public
        .iter()
        .flat_map(|v| v.laid.iter().filter_map(|id| data.hex(id)))
        .collect();
    let destination = super::board::destination_offered(&snap);
    for (ring, mut vis, mut material) in &mut rings {
        let lit = snap.offers.lays.contains_key(&ring.0)
            || snap.offers.tokens.iter().any(|(h, _)| *h == ring.0)
            || destination == Some(ring.0);
        let want = if lit || laid.contains(&ring.0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != want {
            *vis = want;
        }
        let colour = if lit { &kit.target } else { &kit.brass };
        if material.0 != *colour {
            material.0 = colour.clone();
        }
    }
}

/// The 3D map in `rect`: turn and tilt by dragging, zoom with the wheel; a click acts as on the
/// 2D map.
pub(super) fn image_ui(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    snap: &PnwSnapshot,
    state: &mut PnwUi,
    view: &mut View3d,
) -> Option<PnwAction> {
    let half = view.half_width;
    view.orbit.fit_width(half, 20.0);
    let response = view.orbit.show(ui, rect)?;
    if response.dragged() {
        view.orbit
            .drag(response.drag_delta(), Vec2::new(0.006, 0.005), 0.5..=1.5);
    }
    view.orbit.scroll_zoom(ui, &response, 8.0..=80.0);
    if !response.clicked() {
        return None;
    }
    let (hex, city) = view.hover?;
    super::board::map_click(snap, state, hex, city)
}

/// What the overlay shows: its entities are rebuilt when this changes.
#[derive(Component)]
pub struct Overlay;

/// The run and the picked tile over the 3D map, as on the 2D one: each train's route a ribbon
/// of its colour along the track it runs (the first widest and lowest, so shared track shows
/// nested) with its stops as studs; the picked tile a see-through block with its track at the
/// picked rotation, the hex ringed. Rebuilt only when the run, the pick or the decision
/// changes.
#[allow(clippy::too_many_arguments)]
pub(super) fn sync_overlay(
    ui: Res<PnwUi>,
    snap: Res<PnwSnapshot>,
    kit: Option<Res<Kit>>,
    old: Query<Entity, With<Overlay>>,
    tokens: Query<&StationToken>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut commands: Commands,
    mut last: Local<Option<u64>>,
) {
    use std::hash::{Hash, Hasher};
    let (Some(kit), Some(game)) = (kit, snap.game.as_ref()) else {
        return;
    };
    let run = ui.run.as_ref().filter(|r| r.on == snap.revision);
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (
        snap.revision,
        ui.hex,
        ui.tile,
        run.map(|r| (&r.traces, r.picked)),
    )
        .hash(&mut h);
    if *last == Some(h.finish()) {
        return;
    }
    *last = Some(h.finish());
    for e in &old {
        commands.entity(e).despawn();
    }
    let layer = RenderLayers::layer(LAYER);
    let data = pnw();
    let shape_at = |hex: u16| {
        let (track, rotation) = match game.board[usize::from(hex)].laid {
            Some(l) => (&data.tile_info[usize::from(l.tile)].track, l.rotation),
            None => (&data.hexes[usize::from(hex)].track, 0),
        };
        TileShape::of(track, rotation, Grid::default().orientation)
    };
    for (k, trace) in run.into_iter().flat_map(|r| r.traces.iter().enumerate()) {
        let Some(trace) = trace else { continue };
        let n = run.map_or(1, |r| r.routes.len()) as f32;
        let width = 0.22 * (1.0 - k as f32 / (n + 1.0));
        let top = TILE_TOP + 0.04 + 0.01 * k as f32;
        let mut mesh = TrackMeshes::default();
        for &(hex, path, lane) in &trace.steps {
            let shape = shape_at(hex);
            let Some(line) = shape.paths.get(usize::from(path)) else {
                continue;
            };
            let line =
                crate::ui::tile_map::beside(line, f32::from(lane) * crate::ui::tile_map::LANE_GAP);
            let at = world(hex_centre(hex), 0.0);
            for piece in strip(&line, width, top, at) {
                TrackMeshes::add(&mut mesh.dark, piece);
            }
        }
        for &(hex, node) in &trace.stops {
            if let Some(stop) = shape_at(hex).stops.iter().find(|s| s.node == node) {
                let at = world(hex_centre(hex) + stop.at, top + 0.03);
                let t = Transform::from_translation(at).with_scale(Vec3::new(width, 0.06, width));
                TrackMeshes::add(
                    &mut mesh.dark,
                    Mesh::from(Cylinder::new(1.0, 1.0)).transformed_by(t),
                );
            }
        }
        let colour = super::board::TRAIN_COLOURS[k % super::board::TRAIN_COLOURS.len()];
        if let Some(m) = mesh.dark {
            commands.spawn((
                Scene3d,
                Overlay,
                Mesh3d(meshes.add(m)),
                MeshMaterial3d(mat(&mut materials, srgb(colour), 0.4)),
                Transform::IDENTITY,
                layer.clone(),
            ));
        }
    }
    let (Some(hex), Some((k, rotation))) = (ui.hex, ui.tile) else {
        return;
    };
    let Some(offer) = super::board::tiles_at(&snap.offers, &ui, hex).get(k) else {
        return;
    };
    let info = &data.tile_info[usize::from(offer.tile)];
    let at = world(hex_centre(hex), 0.0);
    let see_through = materials.add(StandardMaterial {
        base_color: srgb(fill(info.colour)).with_alpha(0.8),
        alpha_mode: AlphaMode::Blend,
        perceptual_roughness: 0.8,
        ..default()
    });
    commands.spawn((
        Scene3d,
        Overlay,
        Mesh3d(kit.hex.clone()),
        MeshMaterial3d(see_through),
        Transform::from_translation(at + Vec3::Y * (TILE_TOP + 0.04))
            .with_rotation(hex_turn())
            .with_scale(Vec3::new(0.99, 0.06, 0.99)),
        layer.clone(),
    ));
    let mut track = TrackMeshes::default();
    track.put(&info.track, rotation, TILE_TOP + 0.08, at);
    for part in track.parts(&kit, &mut meshes) {
        commands.spawn((Scene3d, Overlay, part, Transform::IDENTITY));
    }
    // The hex's tokens stay in view on top of the see-through tile.
    let shape = TileShape::of(&info.track, rotation, Grid::default().orientation);
    for s in tokens.iter().filter(|s| s.hex == hex) {
        commands.spawn((
            Scene3d,
            Overlay,
            token_disc(&kit, &shape, s, TILE_TOP + 0.12),
            layer.clone(),
        ));
    }
    commands.spawn((
        Scene3d,
        Overlay,
        Mesh3d(kit.ring.clone()),
        MeshMaterial3d(mat(&mut materials, srgb(super::board::PICKED), 0.3)),
        Transform::from_translation(at + Vec3::Y * (TILE_TOP + 0.1)),
        layer,
    ));
}
