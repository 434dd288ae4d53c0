//! The 3D view: the Eastern U.S. as extruded hex tiles (hills raised), city blocks in their colour,
//! goods cubes, track as thin bars in the owners' colours and the markers, under an orbit camera that
//! renders into an image shown inside the central egui panel (so panels and toasts stay on top).
//!
//! Rule entities are decorated, never spawned: observers give track tiles, cubes, cities and markers
//! their meshes; a system keeps cubes on their cities and cities in their colour.

use super::asset::MapStatus;
use super::geom::GEOM;
use super::map2d::{self, city_colour, goods_colour};
use super::state::{RotwSnapshot, RotwUi};
use crate::board::{SideFeature, Terrain};
use crate::games::rotw::data::RotwData;
use crate::games::rotw::goods::{CityColour, Goods};
use crate::games::rotw::ids::{CityId, LinkId};
use crate::games::rotw::pieces::{
    CityGoods, CityPiece, EmptyCityMarker, GoodsCube, InCity, NewCityTile, TrackTile,
};
use crate::table::SeatColour;
use crate::ui::hexmap::{DOT, DROP, RIDGE, terrain_colour, terrain_height};
use crate::ui::theme;
use crate::ui::view3d::{self as shell, Orbit, RenderTargets, material as mat, srgb};
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

/// The render layer of the 3D map (the registry's for the game).
pub const LAYER: usize = crate::games::GameId::Rotw.render_layer();

/// Height of a city block's top.
const CITY_TOP: f32 = 0.16 + 0.3;

/// A label the 3D view asks egui to draw over the image (city names, colour-blind letters).
#[derive(Debug, Clone)]
pub struct Label3d {
    /// Where, in the image's pixels.
    pub at: Vec2,
    /// Text.
    pub text: String,
    /// Whether it is a small letter on a piece (else a name tab).
    pub letter: bool,
}

/// The 3D view's state: its render target, orbit, the pointer, and what egui draws over it.
#[derive(Resource, Debug)]
pub struct View3d {
    /// The image, orbit and pointer (driven like every game's 3D view).
    pub orbit: Orbit,
    /// The point looked at (map units, on the table).
    pub target: Vec2,
    /// The hex under the pointer.
    pub hover: Option<Hex>,
    /// Labels to draw over the image.
    pub labels: Vec<Label3d>,
    /// Legal next hexes of the build draft (set by the panels).
    pub next: Vec<(Hex, Option<u32>)>,
    /// Links of the hovered delivery (set by the panels).
    pub highlight: Vec<LinkId>,
    /// Pixels per point when the image was sized.
    pub ppp: f32,
    /// The build draft's pieces as polylines in the image's pixels, and its owner's colour.
    pub draft: Vec<Vec<Vec2>>,
    /// The draft's colour.
    pub draft_colour: egui::Color32,
    /// Prices of the legal next hexes, at their centres in the image's pixels.
    pub costs: Vec<(Vec2, u32)>,
}

impl Default for View3d {
    fn default() -> Self {
        View3d {
            orbit: Orbit::new(1.12, 65.0),
            target: Vec2::ZERO,
            hover: None,
            labels: Vec::new(),
            next: Vec::new(),
            highlight: Vec::new(),
            ppp: 1.0,
            draft: Vec::new(),
            draft_colour: egui::Color32::WHITE,
            costs: Vec::new(),
        }
    }
}

/// Marks everything of the 3D map scene that the view spawned itself.
#[derive(Component)]
pub struct Map3d;

/// The 3D camera.
#[derive(Component)]
pub struct MapCamera;

/// The Western Link marker of a link site (city id): cream until built, then the builder's colour.
#[derive(Component)]
pub struct WesternSite(pub CityId);

/// A glow over a hex (build candidates, pickable cities).
#[derive(Component)]
pub struct Glow(pub usize);

/// Shared meshes and materials.
#[derive(Resource)]
pub struct Kit {
    cube: Handle<Mesh>,
    city: Handle<Mesh>,
    tile: Handle<Mesh>,
    disc: Handle<Mesh>,
    goods: Vec<Handle<StandardMaterial>>,
    grey: Handle<StandardMaterial>,
    seats: Vec<Handle<StandardMaterial>>,
    seats_light: Vec<Handle<StandardMaterial>>,
    cream: Handle<StandardMaterial>,
    red: Handle<StandardMaterial>,
    glow: Handle<StandardMaterial>,
    lit: Handle<StandardMaterial>,
}

impl Kit {
    fn colour(&self, c: CityColour) -> Handle<StandardMaterial> {
        match c.goods() {
            Some(g) => self.goods[g.index()].clone(),
            None => self.grey.clone(),
        }
    }
}

/// Builds the kit once (observers need it as soon as a game starts).
pub(super) fn make_kit(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let goods = Goods::ALL
        .iter()
        .map(|g| mat(&mut materials, srgb(goods_colour(*g)), 0.5))
        .collect();
    let seats = (0..SeatColour::COUNT)
        .map(|i| mat(&mut materials, theme::seat_colour_bevy(SeatColour(i)), 0.4))
        .collect();
    let seats_light = (0..SeatColour::COUNT)
        .map(|i| {
            materials.add(StandardMaterial {
                base_color: theme::seat_colour_bevy(SeatColour(i)).with_alpha(0.55),
                alpha_mode: AlphaMode::Blend,
                ..default()
            })
        })
        .collect();
    commands.insert_resource(Kit {
        cube: meshes.add(Cuboid::new(1.0, 1.0, 1.0)),
        city: meshes.add(GEOM.column(0.3, 0.93)),
        tile: meshes.add(GEOM.column(0.02, 0.97)),
        disc: meshes.add(Cylinder::new(0.22, 0.05)),
        goods,
        grey: mat(&mut materials, srgb(map2d::GREY), 0.7),
        seats,
        seats_light,
        cream: mat(&mut materials, srgb(theme::PAPER_LIGHT), 0.8),
        red: mat(&mut materials, srgb(theme::SIGNAL_RED), 0.6),
        glow: materials.add(StandardMaterial {
            base_color: Color::srgba(1.0, 0.82, 0.3, 0.72),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
        lit: materials.add(StandardMaterial {
            base_color: Color::srgba(1.0, 0.97, 0.9, 0.85),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
    });
}

/// World position of a map point at height `y`.
pub fn world(p: Vec2, y: f32) -> Vec3 {
    Vec3::new(p.x, y, p.y)
}

/// The hex under a point of the table (the plane y = `y`).
pub fn hex_under(origin: Vec3, dir: Vec3, y: f32) -> Option<Hex> {
    shell::ray_meets_plane(origin, dir, y).map(|p| GEOM.hex_at(Vec2::new(p.x, p.z)))
}

/// A box from map point `a` to `b`, `width` wide, from height `y` up by `height` (a unit cube scaled).
fn bar(a: Vec2, b: Vec2, y: f32, width: f32, height: f32) -> Transform {
    let d = b - a;
    let len = d.length() + width * 0.5;
    let mid = (a + b) / 2.0;
    Transform::from_translation(world(mid, y + height / 2.0))
        .with_rotation(Quat::from_rotation_y(-d.y.atan2(d.x)))
        .with_scale(Vec3::new(len, height, width))
}

/// What a piece entity gets to show in the 3D view: its mesh and material, where, whether it shows,
/// and the map's render layer.
fn piece(
    mesh: &Handle<Mesh>,
    material: Handle<StandardMaterial>,
    at: Transform,
    visibility: Visibility,
) -> impl Bundle {
    (
        Mesh3d(mesh.clone()),
        MeshMaterial3d(material),
        at,
        visibility,
        RenderLayers::layer(LAYER),
    )
}

/// Gives a track tile its bars (again when its link is completed).
pub(super) fn on_track_tile(
    ev: On<Insert, TrackTile>,
    tiles: Query<&TrackTile>,
    kit: Option<Res<Kit>>,
    status: Res<MapStatus>,
    table: Option<Res<crate::table::ActiveTable>>,
    mut commands: Commands,
) {
    let (Ok(tile), Some(kit)) = (tiles.get(ev.entity), kit) else {
        return;
    };
    let colour = table
        .as_ref()
        .and_then(|t| t.setup().seats.get(tile.owner).map(|s| s.colour))
        .unwrap_or(SeatColour(tile.owner as u8));
    let data = status.data();
    let y = data
        .map
        .terrain(tile.segment.hex)
        .map_or(0.16, terrain_height)
        + 0.01;
    let seat = colour.0 as usize % kit.seats.len();
    let (m, w) = if tile.complete {
        (kit.seats[seat].clone(), 0.27)
    } else {
        (kit.seats_light[seat].clone(), 0.19)
    };
    let pts = GEOM.segment_points(&tile.segment);
    let layer = RenderLayers::layer(LAYER);
    let cube = kit.cube.clone();
    commands
        .entity(ev.entity)
        .despawn_children()
        .insert((Transform::default(), Visibility::Inherited, layer.clone()))
        .with_children(|c| {
            for pair in pts.windows(2) {
                c.spawn((
                    Mesh3d(cube.clone()),
                    MeshMaterial3d(m.clone()),
                    bar(pair[0], pair[1], y, w, 0.1),
                    layer.clone(),
                ));
            }
        });
}

/// Gives a goods cube its mesh (placed by [`sync_pieces`]).
pub(super) fn on_cube(
    ev: On<Add, GoodsCube>,
    cubes: Query<&GoodsCube>,
    kit: Option<Res<Kit>>,
    mut commands: Commands,
) {
    let (Ok(cube), Some(kit)) = (cubes.get(ev.entity), kit) else {
        return;
    };
    commands.entity(ev.entity).insert(piece(
        &kit.cube,
        kit.goods[cube.goods.index()].clone(),
        Transform::from_scale(Vec3::splat(0.34)),
        Visibility::Hidden,
    ));
}

/// Gives a city its block (its colour follows the game in [`sync_pieces`]).
pub(super) fn on_city(
    ev: On<Add, CityPiece>,
    cities: Query<&CityPiece>,
    kit: Option<Res<Kit>>,
    status: Res<MapStatus>,
    mut commands: Commands,
) {
    let (Ok(city), Some(kit)) = (cities.get(ev.entity), kit) else {
        return;
    };
    let data = status.data();
    let Some(info) = data.cities.get(city.id) else {
        return;
    };
    let on_hex = Transform::from_translation(world(GEOM.centre(info.hex), 0.16));
    commands.entity(ev.entity).insert(piece(
        &kit.city,
        kit.colour(info.colour),
        on_hex,
        Visibility::Inherited,
    ));
}

/// Empty City markers: a cream disc with a red core at the city's corner.
pub(super) fn on_empty_marker(
    ev: On<Add, EmptyCityMarker>,
    markers: Query<&EmptyCityMarker>,
    kit: Option<Res<Kit>>,
    status: Res<MapStatus>,
    mut commands: Commands,
) {
    let (Ok(m), Some(kit)) = (markers.get(ev.entity), kit) else {
        return;
    };
    let Some(info) = status.data().cities.get(m.city) else {
        return;
    };
    let at = world(
        GEOM.centre(info.hex) + Vec2::new(0.55, -0.45),
        CITY_TOP + 0.03,
    );
    let layer = RenderLayers::layer(LAYER);
    commands
        .entity(ev.entity)
        .insert((
            Transform::from_translation(at),
            Visibility::Inherited,
            layer.clone(),
        ))
        .with_children(|c| {
            c.spawn((
                Mesh3d(kit.disc.clone()),
                MeshMaterial3d(kit.cream.clone()),
                Transform::default(),
                layer.clone(),
            ));
            c.spawn((
                Mesh3d(kit.disc.clone()),
                MeshMaterial3d(kit.red.clone()),
                Transform::from_xyz(0.0, 0.03, 0.0).with_scale(Vec3::new(0.5, 1.0, 0.5)),
                layer.clone(),
            ));
        });
}

/// New City tiles: a cream tile under the city block.
pub(super) fn on_new_city(
    ev: On<Add, NewCityTile>,
    tiles: Query<&NewCityTile>,
    kit: Option<Res<Kit>>,
    status: Res<MapStatus>,
    mut commands: Commands,
) {
    let (Ok(t), Some(kit)) = (tiles.get(ev.entity), kit) else {
        return;
    };
    let Some(info) = status.data().cities.get(t.city) else {
        return;
    };
    let on_hex = Transform::from_translation(world(GEOM.centre(info.hex), 0.16));
    commands.entity(ev.entity).insert(piece(
        &kit.tile,
        kit.cream.clone(),
        on_hex,
        Visibility::Inherited,
    ));
}

/// Spawns the board (terrain, ridges, link sites), the glows, the lights and the camera, once the
/// shell's camera holds egui.
#[allow(clippy::too_many_arguments)]
pub(super) fn spawn_scene(
    mut commands: Commands,
    mut targets: RenderTargets<MapCamera>,
    mut view: ResMut<View3d>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    kit: Option<Res<Kit>>,
    status: Res<MapStatus>,
) {
    let Some(kit) = kit else { return };
    if !targets.due() || matches!(*status, MapStatus::Loading) {
        return;
    }
    let data: &RotwData = status.data();
    let layer = RenderLayers::layer(LAYER);
    let handle = targets.create(&mut view.orbit);
    let (min, max) = GEOM.bounds(&data.map);
    // A little south of the middle: the near (southern) edge looms larger in perspective.
    if view.target == Vec2::ZERO {
        view.target = (min + max) / 2.0 + Vec2::new(0.0, 3.5);
    }
    commands.spawn((
        Map3d,
        MapCamera,
        shell::camera(handle, 650.0, view.orbit.transform(world(view.target, 0.0))),
        layer.clone(),
    ));
    commands.spawn((
        Map3d,
        DirectionalLight {
            illuminance: 9000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-20.0, 40.0, 25.0).looking_at(world(view.target, 0.0), Vec3::Y),
        layer.clone(),
    ));
    // The table under the board.
    let size = max - min;
    commands.spawn((
        Map3d,
        Mesh3d(kit.cube.clone()),
        MeshMaterial3d(mat(&mut materials, srgb(theme::WALNUT), 0.6)),
        Transform::from_translation(world(view.target, -0.5)).with_scale(Vec3::new(
            size.x + 6.0,
            1.0,
            size.y + 6.0,
        )),
        layer.clone(),
    ));
    let terrains = [
        Terrain::Open,
        Terrain::Water,
        Terrain::Hills,
        Terrain::Unbuildable,
        Terrain::Site,
    ];
    let mut handles = Vec::new();
    for t in terrains {
        let colour = terrain_colour(t);
        handles.push((
            t,
            meshes.add(GEOM.column(terrain_height(t), 0.985)),
            mat(&mut materials, srgb(colour), 0.9),
        ));
    }
    let dot = mat(&mut materials, srgb(DOT), 0.8);
    let drop = mat(&mut materials, srgb(DROP), 0.4);
    for (hex, terrain) in data.map.hexes() {
        let t = if terrain == Terrain::Mountain {
            Terrain::Hills
        } else {
            terrain
        };
        let Some((_, mesh, m)) = handles.iter().find(|(k, _, _)| *k == t) else {
            continue;
        };
        let c = GEOM.centre(hex);
        commands.spawn((
            Map3d,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(m.clone()),
            Transform::from_translation(world(c, 0.0)),
            layer.clone(),
        ));
        match t {
            Terrain::Hills => {
                commands.spawn((
                    Map3d,
                    Mesh3d(kit.cube.clone()),
                    MeshMaterial3d(dot.clone()),
                    Transform::from_translation(world(c, terrain_height(t) + 0.04))
                        .with_scale(Vec3::new(0.18, 0.08, 0.18))
                        .with_rotation(Quat::from_rotation_y(0.785)),
                    layer.clone(),
                ));
            }
            Terrain::Water => {
                commands.spawn((
                    Map3d,
                    Mesh3d(kit.disc.clone()),
                    MeshMaterial3d(drop.clone()),
                    Transform::from_translation(world(c, terrain_height(t) + 0.01))
                        .with_scale(Vec3::new(0.6, 0.3, 0.6)),
                    layer.clone(),
                ));
            }
            _ => {}
        }
    }
    let ridge = mat(&mut materials, srgb(RIDGE), 0.8);
    for (edge, feature) in data.map.side_features() {
        if feature != SideFeature::Ridge {
            continue;
        }
        let (a, b) = edge.hexes();
        if let Some([u, v]) = GEOM.side_corners(a, b) {
            commands.spawn((
                Map3d,
                Mesh3d(kit.cube.clone()),
                MeshMaterial3d(ridge.clone()),
                bar(u, v, 0.0, 0.16, 0.62),
                layer.clone(),
            ));
        }
    }
    for &site in &data.western_link_sites {
        let c = GEOM.centre(data.cities[site].hex) + Vec2::new(-1.1, 0.0);
        commands.spawn((
            Map3d,
            WesternSite(site),
            Mesh3d(kit.cube.clone()),
            MeshMaterial3d(kit.cream.clone()),
            Transform::from_translation(world(c, 0.3)).with_scale(Vec3::new(0.7, 0.12, 0.3)),
            layer.clone(),
        ));
    }
    // Glows: a pool of highlight tiles placed over hexes as needed.
    for i in 0..64 {
        commands.spawn((
            Map3d,
            Glow(i),
            Mesh3d(kit.tile.clone()),
            MeshMaterial3d(kit.glow.clone()),
            Transform::default(),
            Visibility::Hidden,
            layer.clone(),
        ));
    }
}

/// Keeps the camera on its orbit and active only in 3D, and its image the panel's size.
pub(super) fn drive_camera(
    view: Res<View3d>,
    mut images: ResMut<Assets<Image>>,
    mut cams: Query<(&mut Camera, &mut Transform), With<MapCamera>>,
) {
    if let Ok((mut cam, mut tf)) = cams.single_mut() {
        let target = world(view.target, 0.0);
        view.orbit.drive(target, &mut images, &mut cam, &mut tf);
    }
}

/// Cubes onto their cities, cities in their colour, glows over the tool's hexes, the hovered hex, and
/// the labels egui draws over the image.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub(super) fn sync_pieces(
    mut view: ResMut<View3d>,
    snap: Res<RotwSnapshot>,
    state: Res<RotwUi>,
    status: Res<MapStatus>,
    kit: Option<Res<Kit>>,
    cams: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
    cities: Query<
        (
            &CityPiece,
            Option<&CityGoods>,
            &mut MeshMaterial3d<StandardMaterial>,
        ),
        Without<GoodsCube>,
    >,
    mut cubes: Query<
        (&GoodsCube, Option<&InCity>, &mut Transform, &mut Visibility),
        (Without<Glow>, Without<CityPiece>),
    >,
    mut glows: Query<
        (&Glow, &mut Transform, &mut Visibility),
        (Without<GoodsCube>, Without<CityPiece>),
    >,
    mut tiles: Query<(&TrackTile, &Children), Without<GoodsCube>>,
    mut bars: Query<
        &mut MeshMaterial3d<StandardMaterial>,
        (Without<CityPiece>, Without<Glow>, Without<WesternSite>),
    >,
    mut sites: Query<(&WesternSite, &mut MeshMaterial3d<StandardMaterial>), Without<CityPiece>>,
    beauty: Option<Res<crate::ui::stream::beauty::Beauty>>,
) {
    let (Some(kit), Some(game)) = (kit, snap.game.as_ref()) else {
        return;
    };
    // The pieces are kept up for the table's 3D view and for the stream's beauty camera; what the
    // tool in hand adds (glows, lit links, the draft) only for the table's.
    let hand = view.orbit.active;
    if !hand && beauty.is_none() {
        return;
    }
    let data = status.data();
    let Ok((cam, gt)) = cams.single() else { return };
    // Hover: the pointer's ray met with the table top.
    view.hover = view.orbit.pointer.and_then(|p| {
        let ray = cam.viewport_to_world(gt, p).ok()?;
        hex_under(ray.origin, *ray.direction, 0.16).filter(|h| data.map.contains(*h))
    });
    let mut labels = Vec::new();
    // Right after a resize or a switch to 3D the camera still projects onto the old image: no labels then.
    let sized = cam.physical_target_size() == Some(view.orbit.image_size());
    let mut cities = cities;
    for (city, goods, mut material) in &mut cities {
        let Some(cs) = game.cities.get(city.id) else {
            continue;
        };
        let want = kit.colour(cs.colour);
        if material.0 != want {
            material.0 = want;
        }
        let info = &data.cities[city.id];
        let c = GEOM.centre(info.hex);
        let mut members: Vec<(u16, Entity)> = goods
            .map(|g| {
                g.iter()
                    .filter_map(|e| cubes.get(e).ok().map(|(k, ..)| (k.number, e)))
                    .collect()
            })
            .unwrap_or_default();
        members.sort();
        let n = members.len();
        let per_row = match n {
            0..=2 => n.max(1),
            3 | 4 => 2,
            _ => 3,
        };
        let rows = n.div_ceil(per_row).max(1);
        for (i, (_, e)) in members.iter().enumerate() {
            let (row, col) = (i / per_row, i % per_row);
            let in_row = if row + 1 == rows {
                n - row * per_row
            } else {
                per_row
            };
            let x = (col as f32 - (in_row as f32 - 1.0) / 2.0) * 0.42;
            let z = (row as f32 - (rows as f32 - 1.0) / 2.0) * 0.42;
            if let Ok((cube, _, mut tf, mut vis)) = cubes.get_mut(*e) {
                tf.translation = world(c + Vec2::new(x, z), CITY_TOP + 0.17);
                vis.set_if_neq(Visibility::Inherited);
                if let Ok(p) = cam.world_to_viewport(gt, tf.translation + Vec3::Y * 0.14) {
                    labels.push(Label3d {
                        at: p,
                        text: cube.goods.letter().to_string(),
                        letter: true,
                    });
                }
            }
        }
        if let Ok(p) = cam.world_to_viewport(gt, world(c + Vec2::new(0.0, 0.95), CITY_TOP)) {
            labels.push(Label3d {
                at: p,
                text: info.name.clone(),
                letter: false,
            });
        }
        if let Ok(p) = cam.world_to_viewport(gt, world(c + Vec2::new(0.0, -0.62), CITY_TOP)) {
            labels.push(Label3d {
                at: p,
                text: map2d::city_letter(cs.colour).to_string(),
                letter: true,
            });
        }
    }
    for (_, at, _, mut vis) in &mut cubes {
        if at.is_none() {
            vis.set_if_neq(Visibility::Hidden);
        }
    }
    for (site, mut m) in &mut sites {
        let want = match game.cities.get(site.0.index()).and_then(|c| c.western_link) {
            Some(seat) => kit.seats[snap.colour(seat).0 as usize % kit.seats.len()].clone(),
            None => kit.cream.clone(),
        };
        if m.0 != want {
            m.0 = want;
        }
    }
    // Highlight the hovered delivery's links.
    for (tile, children) in &mut tiles {
        let seat = snap.colour(tile.owner).0 as usize % kit.seats.len();
        let want = if hand && view.highlight.contains(&tile.link) {
            kit.lit.clone()
        } else if tile.complete {
            kit.seats[seat].clone()
        } else {
            kit.seats_light[seat].clone()
        };
        for child in children.iter() {
            if let Ok(mut m) = bars.get_mut(child)
                && m.0 != want
            {
                m.0 = want.clone();
            }
        }
    }
    let mut lit: Vec<Hex> = view.next.iter().map(|(h, _)| *h).collect();
    lit.extend(
        super::state::pickable_cities(&state.tool, &snap, data)
            .into_iter()
            .map(|c| data.cities[c].hex),
    );
    if let super::state::Tool::Build { route, .. } = &state.tool {
        lit.extend(route.iter().copied());
    }
    if let Some(h) = view.hover {
        lit.push(h);
    }
    if !hand {
        lit.clear();
    }
    for (glow, mut tf, mut vis) in &mut glows {
        match lit.get(glow.0) {
            Some(h) => {
                let y = data.map.terrain(*h).map_or(0.2, terrain_height) + 0.02;
                let y = if data.city_at(*h).is_some() {
                    CITY_TOP + 0.01
                } else {
                    y
                };
                tf.translation = world(GEOM.centre(*h), y);
                vis.set_if_neq(Visibility::Inherited);
            }
            None => {
                vis.set_if_neq(Visibility::Hidden);
            }
        }
    }
    // The build draft and the prices of where it may go next, drawn by egui over the image.
    let mut draft = Vec::new();
    let mut costs = Vec::new();
    if let super::state::Tool::Build { route, .. } = &state.tool
        && route.len() >= 3
    {
        for seg in crate::board::search::segments(route).unwrap_or_default() {
            let y = data.map.terrain(seg.hex).map_or(0.16, terrain_height) + 0.12;
            let pts: Vec<Vec2> = GEOM
                .segment_points(&seg)
                .into_iter()
                .filter_map(|q| cam.world_to_viewport(gt, world(q, y)).ok())
                .collect();
            draft.push(pts);
        }
    }
    for (h, cost) in &view.next {
        if let Some(c) = cost.filter(|c| *c > 0) {
            let y = data.map.terrain(*h).map_or(0.16, terrain_height) + 0.05;
            if let Ok(p) = cam.world_to_viewport(gt, world(GEOM.centre(*h), y)) {
                costs.push((p, c));
            }
        }
    }
    if let Some(seat) = snap.to_act {
        view.draft_colour = theme::seat_colour(snap.colour(seat));
    }
    if !sized {
        labels.clear();
        draft.clear();
        costs.clear();
    }
    view.labels = labels;
    view.draft = draft;
    view.costs = costs;
}

/// The 3D view inside the central panel: the image, orbit by dragging (right button or Shift pans),
/// zoom by scrolling, clicks on hexes, and the labels over it.
pub fn image_ui(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    snap: &RotwSnapshot,
    state: &mut RotwUi,
    view: &mut View3d,
    colour_blind: bool,
) {
    let ppp = ui.ctx().pixels_per_point();
    view.ppp = ppp;
    let Some(response) = view.orbit.show(ui, rect) else {
        return;
    };
    if response.dragged() {
        let d = response.drag_delta();
        if ui.input(|i| i.modifiers.shift) {
            let (s, c) = view.orbit.yaw.sin_cos();
            let k = view.orbit.distance * 0.0018;
            view.target -= Vec2::new(d.x * c + d.y * s, -d.x * s + d.y * c) * k;
        } else {
            view.orbit.drag(d, Vec2::new(0.006, 0.005), 0.3..=1.5);
        }
    }
    view.orbit.scroll_zoom(ui, &response, 8.0..=90.0);
    if !ui.ctx().text_edit_focused() {
        // Keys: arrows turn and tilt the orbit, + and − zoom (the 2D view pans with the arrows).
        let (turn, tilt, zoom, dt) = ui.input(|i| {
            let k = |a: egui::Key| f32::from(i.key_down(a));
            (
                k(egui::Key::ArrowRight) - k(egui::Key::ArrowLeft),
                k(egui::Key::ArrowUp) - k(egui::Key::ArrowDown),
                k(egui::Key::Minus) - k(egui::Key::Plus).max(k(egui::Key::Equals)),
                i.stable_dt.min(0.05),
            )
        });
        if turn != 0.0 || tilt != 0.0 || zoom != 0.0 {
            let orbit = &mut view.orbit;
            orbit.yaw -= turn * 1.5 * dt;
            orbit.pitch = (orbit.pitch + tilt * dt).clamp(0.3, 1.5);
            orbit.distance = (orbit.distance * (zoom * 1.2 * dt).exp()).clamp(8.0, 90.0);
            ui.ctx().request_repaint();
        }
    }
    state.hover = view.hover;
    if response.clicked() {
        state.clicked = view.hover;
    }
    if response.secondary_clicked() {
        super::map2d::step_back(&mut state.tool, snap);
    }
    let painter = ui.painter_at(rect);
    let to_screen = |p: Vec2| rect.min + egui::vec2(p.x / ppp, p.y / ppp);
    for line in &view.draft {
        let pts: Vec<egui::Pos2> = line.iter().map(|p| to_screen(*p)).collect();
        painter.add(egui::Shape::line(
            pts.clone(),
            egui::Stroke::new(9.0, theme::PAPER_LIGHT),
        ));
        painter.add(egui::Shape::line(
            pts,
            egui::Stroke::new(5.0, view.draft_colour),
        ));
    }
    for (p, cost) in &view.costs {
        let at = to_screen(*p);
        let galley = painter.layout_no_wrap(
            format!("${cost}k"),
            egui::FontId::new(14.0, theme::bold()),
            theme::PAPER_LIGHT,
        );
        let bg = egui::Rect::from_center_size(at, galley.size() + egui::vec2(6.0, 2.0));
        painter.rect_filled(
            bg,
            egui::CornerRadius::same(4),
            theme::INK.gamma_multiply(0.8),
        );
        painter.galley(bg.min + egui::vec2(3.0, 1.0), galley, theme::PAPER_LIGHT);
    }
    let size = (900.0 / view.orbit.distance).clamp(10.0, 20.0);
    for l in &view.labels {
        let at = rect.min + egui::vec2(l.at.x / ppp, l.at.y / ppp);
        if !rect.contains(at) {
            continue;
        }
        if l.letter {
            if colour_blind {
                let small = (520.0 / view.orbit.distance).clamp(8.0, 16.0);
                painter.circle_filled(at, small * 0.62, theme::INK.gamma_multiply(0.8));
                painter.text(
                    at,
                    egui::Align2::CENTER_CENTER,
                    &l.text,
                    egui::FontId::new(small, theme::bold()),
                    theme::PAPER_LIGHT,
                );
            }
            continue;
        }
        let galley = painter.layout_no_wrap(
            l.text.clone(),
            egui::FontId::new(size * 0.85, theme::bold()),
            theme::INK,
        );
        let bg = egui::Rect::from_center_size(at, galley.size() + egui::vec2(8.0, 2.0));
        painter.rect_filled(
            bg,
            egui::CornerRadius::same(4),
            theme::PAPER_LIGHT.gamma_multiply(0.85),
        );
        painter.galley(bg.min + egui::vec2(4.0, 1.0), galley, theme::INK);
    }
    let _ = city_colour;
}
