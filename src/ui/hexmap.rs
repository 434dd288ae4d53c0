//! Drawing any hex board of [`crate::board`]: the geometry of a [`Grid`] of either orientation
//! (centres, corners, side midpoints, the polyline of a track piece, bounds, picking), the terrain
//! palette of the 2D painters and the 3D terrain (heights and column meshes). Map games draw their
//! own pieces on top; the board under them is drawn the same way for every game.

use crate::board::{Grid, HexMap, Segment, SideFeature, Terrain};
use bevy::asset::RenderAssetUsages;
use bevy::math::{Vec2, Vec3};
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use bevy_egui::egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, vec2};
use hexx::{ColumnMeshBuilder, EdgeDirection, Hex, HexLayout, MeshInfo};

/// Open country.
pub const OPEN: Color32 = Color32::from_rgb(0xb9, 0xd6, 0x9b);
/// A river or coast in the hex.
pub const WATER: Color32 = Color32::from_rgb(0x93, 0xc6, 0xe8);
/// Hills.
pub const HILLS: Color32 = Color32::from_rgb(0xcf, 0xa4, 0x7c);
/// Lake or sea (no track).
pub const SEA: Color32 = Color32::from_rgb(0x3d, 0x6e, 0xab);
/// Ridges along hex sides.
pub const RIDGE: Color32 = Color32::from_rgb(0x5a, 0x33, 0x18);
/// The drop on water hexes.
pub const DROP: Color32 = Color32::from_rgb(0x2a, 0x63, 0xa8);
/// The dot on hills.
pub const DOT: Color32 = Color32::from_rgb(0x7a, 0x4a, 0x26);

/// The 2D colour of a terrain.
pub fn terrain_colour(t: Terrain) -> Color32 {
    match t {
        Terrain::Open | Terrain::Site => OPEN,
        Terrain::Water => WATER,
        Terrain::Hills | Terrain::Mountain => HILLS,
        Terrain::Unbuildable => SEA,
    }
}

/// A colour darkened to `f` of its brightness (hex outlines, track casings).
pub fn darker(c: Color32, f: f32) -> Color32 {
    let m = |v: u8| (f32::from(v) * f) as u8;
    Color32::from_rgb(m(c.r()), m(c.g()), m(c.b()))
}

/// A colour lightened `f` of the way to white.
pub fn lighter(c: Color32, f: f32) -> Color32 {
    let m = |v: u8| (f32::from(v) + (255.0 - f32::from(v)) * f) as u8;
    Color32::from_rgb(m(c.r()), m(c.g()), m(c.b()))
}

/// Paints a board in 2D: every hex in its terrain's colour with its mark (a drop on water, a dot on
/// hills) and the ridges along hex sides. `to_screen` maps map units to the screen, `zoom` is screen
/// points per hex size; hexes whose centre falls outside `visible` are skipped.
pub fn paint_board(
    painter: &Painter,
    geometry: &HexGeometry,
    map: &HexMap,
    zoom: f32,
    visible: Rect,
    to_screen: impl Fn(Vec2) -> Pos2,
) {
    let z = zoom;
    for (hex, terrain) in map.hexes() {
        let c = to_screen(geometry.centre(hex));
        if !visible.contains(c) {
            continue;
        }
        let fill = terrain_colour(terrain);
        let outline = geometry.outline(hex, 1.0).map(&to_screen).to_vec();
        painter.add(Shape::convex_polygon(
            outline,
            fill,
            Stroke::new((z * 0.045).max(0.6), darker(fill, 0.82)),
        ));
        match terrain {
            Terrain::Water => {
                // A drop: a circle with a point on top.
                let r = z * 0.12;
                let base = c + vec2(0.0, r * 0.4);
                painter.circle_filled(base, r, DROP);
                painter.add(Shape::convex_polygon(
                    vec![
                        base + vec2(-r * 0.92, -r * 0.35),
                        base + vec2(0.0, -r * 2.3),
                        base + vec2(r * 0.92, -r * 0.35),
                    ],
                    DROP,
                    Stroke::NONE,
                ));
            }
            Terrain::Hills | Terrain::Mountain => {
                painter.circle_filled(c, z * 0.13, DOT);
            }
            _ => {}
        }
    }
    for (edge, feature) in map.side_features() {
        if feature != SideFeature::Ridge {
            continue;
        }
        let (a, b) = edge.hexes();
        if let Some([u, v]) = geometry.side_corners(a, b) {
            painter.line_segment(
                [to_screen(u), to_screen(v)],
                Stroke::new((z * 0.2).max(2.5), RIDGE),
            );
        }
    }
}

/// Height of a hex's top face by terrain, in the 3D view.
pub fn terrain_height(t: Terrain) -> f32 {
    match t {
        Terrain::Hills | Terrain::Mountain => 0.42,
        Terrain::Unbuildable => 0.05,
        Terrain::Water => 0.14,
        Terrain::Open | Terrain::Site => 0.16,
    }
}

/// A board's geometry in map units (hex size 1). Its `y` grows with the row, i.e. down the printed
/// board: the 2D view reads it as screen-down and the 3D view as +z (towards the viewer).
#[derive(Debug, Clone)]
pub struct HexGeometry {
    layout: HexLayout,
}

impl HexGeometry {
    /// The geometry of a grid, pointy or flat.
    pub fn new(grid: Grid) -> Self {
        HexGeometry {
            layout: HexLayout::new(grid.orientation.hexx()).with_hex_size(1.0),
        }
    }

    /// The hexx layout.
    pub fn layout(&self) -> &HexLayout {
        &self.layout
    }

    /// Centre of a hex.
    pub fn centre(&self, hex: Hex) -> Vec2 {
        self.layout.hex_to_world_pos(hex)
    }

    /// The six corners of a hex.
    pub fn corners(&self, hex: Hex) -> [Vec2; 6] {
        self.layout.hex_corners(hex)
    }

    /// The corners of a hex scaled about its centre by `shrink` (1 = the hex itself).
    pub fn outline(&self, hex: Hex, shrink: f32) -> [Vec2; 6] {
        let c = self.centre(hex);
        self.corners(hex).map(|k| c + (k - c) * shrink)
    }

    /// The hex under a point.
    pub fn hex_at(&self, p: Vec2) -> Hex {
        self.layout.world_pos_to_hex(p)
    }

    /// The middle of the side of `hex` facing `dir`.
    pub fn side_mid(&self, hex: Hex, dir: EdgeDirection) -> Vec2 {
        (self.centre(hex) + self.centre(hex.neighbor(dir))) / 2.0
    }

    /// The two corners of the side between neighbouring hexes `a` and `b` (for ridges).
    pub fn side_corners(&self, a: Hex, b: Hex) -> Option<[Vec2; 2]> {
        let ca = self.corners(a);
        let cb = self.corners(b);
        let shared: Vec<Vec2> = ca
            .iter()
            .copied()
            .filter(|p| cb.iter().any(|q| q.distance(*p) < 1e-3))
            .collect();
        (shared.len() == 2).then(|| [shared[0], shared[1]])
    }

    /// The polyline a track piece follows: side midpoint to side midpoint, straight across or
    /// bending through the hex (a quadratic curve pulled towards the centre).
    pub fn segment_points(&self, seg: &Segment) -> Vec<Vec2> {
        let a = self.side_mid(seg.hex, seg.ends[0]);
        let b = self.side_mid(seg.hex, seg.ends[1]);
        let c = self.centre(seg.hex);
        if seg.turn() == 0 {
            return vec![a, b];
        }
        (0..=10)
            .map(|i| {
                let t = i as f32 / 10.0;
                let u = 1.0 - t;
                a * u * u + c * 2.0 * u * t + b * t * t
            })
            .collect()
    }

    /// The smallest box (min, max) around every hex of the map, corners included.
    pub fn bounds(&self, map: &HexMap) -> (Vec2, Vec2) {
        let mut min = Vec2::splat(f32::MAX);
        let mut max = Vec2::splat(f32::MIN);
        for (h, _) in map.hexes() {
            for c in self.corners(h) {
                min = min.min(c);
                max = max.max(c);
            }
        }
        if min.x > max.x {
            return (Vec2::ZERO, Vec2::ONE);
        }
        (min, max)
    }

    /// A hex column `height` tall, `scale` of a hex wide, centred on the origin (3D tiles, blocks).
    pub fn column(&self, height: f32, scale: f32) -> Mesh {
        mesh(
            ColumnMeshBuilder::new(&self.layout, height)
                .with_scale(Vec3::new(scale, 1.0, scale))
                .center_aligned()
                .build(),
        )
    }
}

/// A Bevy mesh from hexx's mesh data.
fn mesh(info: MeshInfo) -> Mesh {
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, info.vertices)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, info.normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, info.uvs)
    .with_inserted_indices(Indices::U16(info.indices))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{OffsetScheme, Orientation};

    fn grids() -> [Grid; 2] {
        [Orientation::Pointy, Orientation::Flat].map(|orientation| Grid {
            orientation,
            offset: OffsetScheme::OddRows,
        })
    }

    #[test]
    fn pieces_join_side_midpoints_and_every_side_has_two_corners() {
        for grid in grids() {
            let g = HexGeometry::new(grid);
            let h = Hex::ZERO;
            for a in EdgeDirection::ALL_DIRECTIONS {
                for b in EdgeDirection::ALL_DIRECTIONS {
                    if a == b {
                        continue;
                    }
                    let seg = Segment::new(h, a, b);
                    let pts = g.segment_points(&seg);
                    assert!(pts[0].distance(g.side_mid(h, a)) < 1e-4);
                    assert!(pts[pts.len() - 1].distance(g.side_mid(h, b)) < 1e-4);
                }
                assert!(g.side_corners(h, h.neighbor(a)).is_some(), "{grid:?}");
                // A side's midpoint lies between its two corners.
                let [p, q] = g.side_corners(h, h.neighbor(a)).unwrap();
                assert!(((p + q) / 2.0).distance(g.side_mid(h, a)) < 1e-4);
            }
            assert_eq!(g.hex_at(g.centre(Hex::new(3, -2))), Hex::new(3, -2));
        }
    }

    #[test]
    fn flat_and_pointy_grids_differ_where_they_should() {
        let [pointy, flat] = grids().map(HexGeometry::new);
        let corners = |g: &HexGeometry| g.corners(Hex::ZERO);
        // A pointy hex has a corner straight up or down; a flat one has a side there.
        let top = |g: &HexGeometry| {
            corners(g)
                .iter()
                .any(|c| c.x.abs() < 1e-4 && c.y.abs() > 0.9)
        };
        assert!(top(&pointy));
        assert!(!top(&flat));
    }
}
