//! A whole 18xx map painted from its tiles, the hex-tile map kit: every hex's colour, terrain
//! cost, river and impassable sides, track drawn by [`tile_painter`](super::tile_painter), tokens,
//! revenue (an off-board's by phase colour), label, place name and highlight ring, with the hex
//! coordinates round the border, through one [`MapCam`]. [`TileMap::pick`] reads a pointer back
//! into the hex and city slot under it from the same geometry the painting used. A game builds a
//! [`TileMap`] from its data and view; the table, the stream and the replay viewer paint that one
//! value.

use super::hexmap::HexGeometry;
use super::map_camera::MapCam;
use super::tile_painter::{APOTHEM, Line, TileLook, TileShape, Token, corners, paint_tile};
use crate::board::Grid;
use crate::board::coords::hex_key;
use bevy::math::Vec2;
use bevy_egui::egui::{
    Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, vec2,
};
use hexx::Hex;
use std::collections::HashMap;

/// Terrain that costs money to build on, as printed in the hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// Mountains.
    Mountain,
    /// A lake, river or sound.
    Water,
    /// Forest (lumber).
    Forest,
}

/// Something printed along one side of a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SideMark {
    /// A river: crossing costs `cost`.
    River {
        /// The side (18xx numbering).
        side: u8,
        /// What crossing costs.
        cost: u32,
    },
    /// No track crosses.
    Impassable {
        /// The side.
        side: u8,
    },
}

/// One hex as the map shows it.
#[derive(Debug, Clone)]
pub struct MapHex {
    /// Where it is.
    pub at: Hex,
    /// The tile's colour (or the printed hex's).
    pub fill: Color32,
    /// The track on it, printed or laid, at its rotation.
    pub shape: TileShape,
    /// Station tokens in its city slots.
    pub tokens: Vec<Token>,
    /// The revenue disc (`"20"`, `"30/40"`), if it has one.
    pub revenue: Option<String>,
    /// An off-board's revenue by phase colour, the current one marked.
    pub phase_revenue: Vec<PhaseRevenue>,
    /// The upgrade label (`Y`, `T`, `Sea`).
    pub label: Option<String>,
    /// The place name.
    pub name: Option<String>,
    /// A building cost printed in the hex.
    pub feature: Option<(Feature, u32)>,
    /// River and impassable sides.
    pub sides: Vec<SideMark>,
    /// A ring round the hex (a home, a hex laid this round).
    pub ring: Option<Color32>,
}

/// One phase colour's revenue of an off-board area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhaseRevenue {
    /// The phase colour.
    pub colour: Color32,
    /// The revenue.
    pub value: u32,
    /// Whether it is the one paid now.
    pub current: bool,
}

/// What lies under the pointer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    /// The hex, by index into [`TileMap::hexes`].
    pub hex: usize,
    /// A city slot under it: node and slot.
    pub slot: Option<(u8, u8)>,
}

/// A map of hexes to paint and pick.
#[derive(Debug, Clone)]
pub struct TileMap {
    /// The map's grid (orientation and names).
    pub grid: Grid,
    /// Every hex.
    pub hexes: Vec<MapHex>,
    index: HashMap<(i32, i32), usize>,
    geometry: HexGeometry,
    /// Least and greatest map points, the coordinates' margin included.
    bounds: (Vec2, Vec2),
    /// The border's coordinates and where they stand (map units), worked out once.
    coordinates: Vec<(String, Vec2)>,
}

/// How far a second lane of double track lies beside the first (unit frame).
pub const LANE_GAP: f32 = 0.12;

/// The least size a place name is written at, in points: readable on a stream at the fitted zoom.
const NAME_PX: f32 = 11.0;

/// The ground under a name written larger than its hex would hold.
const PAPER: Color32 = Color32::from_rgb(0xf4, 0xef, 0xe0);

/// Map units of margin round the hexes, where the coordinates stand.
const MARGIN: f32 = 0.9;

/// Where free text may stand in a hex (unit frame): toward each corner, then the centre.
const SPOTS: [Vec2; 7] = [
    Vec2::new(0.0, -0.56),
    Vec2::new(0.49, -0.28),
    Vec2::new(0.49, 0.28),
    Vec2::new(0.0, 0.56),
    Vec2::new(-0.49, 0.28),
    Vec2::new(-0.49, -0.28),
    Vec2::ZERO,
];

impl TileMap {
    /// A map of `hexes` on `grid`.
    pub fn new(grid: Grid, hexes: Vec<MapHex>) -> TileMap {
        let index = hexes
            .iter()
            .enumerate()
            .map(|(i, h)| (hex_key(h.at), i))
            .collect();
        let geometry = HexGeometry::new(grid);
        let bounds = bounds(&geometry, &hexes);
        let coordinates = coordinates(grid, &geometry, &hexes, bounds);
        TileMap {
            grid,
            hexes,
            index,
            geometry,
            bounds,
            coordinates,
        }
    }

    /// The least and greatest map points, the coordinates' margin included.
    pub fn bounds(&self) -> (Vec2, Vec2) {
        self.bounds
    }

    /// The hex and city slot under screen point `p`, for a map painted in `rect` through `cam`.
    pub fn pick(&self, rect: Rect, cam: &MapCam, p: Pos2) -> Option<Pick> {
        let m = cam.to_map(rect, p);
        let at = self.geometry.hex_at(m);
        let &hex = self.index.get(&hex_key(at))?;
        let local = m - self.geometry.centre(at);
        Some(Pick {
            hex,
            slot: self.hexes[hex].shape.slot_at(local),
        })
    }

    /// Where hex `hex` (index into [`TileMap::hexes`]) stands on screen.
    pub fn on_screen(&self, rect: Rect, cam: &MapCam, hex: usize) -> Option<Pos2> {
        let h = self.hexes.get(hex)?;
        Some(cam.to_screen(rect, self.geometry.centre(h.at)))
    }

    /// Where city `node` of hex `hex` stands on screen.
    pub fn stop_on_screen(&self, rect: Rect, cam: &MapCam, hex: usize, node: u8) -> Option<Pos2> {
        let centre = self.on_screen(rect, cam, hex)?;
        let stop = self.hexes[hex]
            .shape
            .stops
            .iter()
            .find(|s| s.node == node)?;
        Some(centre + vec2(stop.at.x, stop.at.y) * cam.zoom)
    }

    /// Outlines hex `hex` (a lay's target, the picked hex, a hex laid this round).
    pub fn outline(&self, painter: &Painter, rect: Rect, cam: &MapCam, hex: usize, stroke: Stroke) {
        let Some(centre) = self.on_screen(rect, cam, hex) else {
            return;
        };
        let outline: Vec<Pos2> = corners(self.grid.orientation)
            .iter()
            .map(|&c| centre + vec2(c.x, c.y) * cam.zoom * 0.9)
            .collect();
        painter.add(Shape::closed_line(outline, stroke));
    }

    /// A tile previewed on hex `hex`: `shape` filled with `fill`, see-through over the map. The
    /// hex's tokens stay in their cities (an upgrade keeps them), so the preview hides none.
    pub fn preview(
        &self,
        painter: &Painter,
        rect: Rect,
        cam: &MapCam,
        hex: usize,
        shape: &TileShape,
        fill: Color32,
    ) {
        let Some(centre) = self.on_screen(rect, cam, hex) else {
            return;
        };
        let look = TileLook {
            fill: Some(fill),
            tokens: &self.hexes[hex].tokens,
            preview: true,
            ..TileLook::default()
        };
        paint_tile(painter, shape, centre, cam.zoom, &look);
    }

    /// A train's route drawn along the track it runs: `steps` are (hex, path of its shape,
    /// lane) in running order; each path is followed along its curve (a second lane beside the
    /// first) and the pieces joined into one line.
    pub fn route(
        &self,
        painter: &Painter,
        rect: Rect,
        cam: &MapCam,
        steps: &[(usize, u8, u8)],
        stroke: Stroke,
    ) {
        let mut pieces: Vec<Vec<Pos2>> = steps
            .iter()
            .filter_map(|&(hex, path, lane)| {
                let centre = self.on_screen(rect, cam, hex)?;
                let line = self.hexes[hex].shape.paths.get(usize::from(path))?;
                let shifted = beside(line, f32::from(lane) * LANE_GAP);
                Some(
                    shifted
                        .iter()
                        .map(|p| centre + vec2(p.x, p.y) * cam.zoom)
                        .collect(),
                )
            })
            .collect();
        // Read each piece the way the route runs: the first toward the second, each next one
        // from where the line has got to.
        if let [first, second, ..] = pieces.as_mut_slice() {
            let near = |p: Pos2| {
                p.distance(second[0])
                    .min(p.distance(second[second.len() - 1]))
            };
            if near(first[0]) < near(first[first.len() - 1]) {
                first.reverse();
            }
        }
        let mut line: Vec<Pos2> = Vec::new();
        for mut piece in pieces {
            if let Some(&end) = line.last()
                && piece[piece.len() - 1].distance(end) < piece[0].distance(end)
            {
                piece.reverse();
            }
            line.extend(piece);
        }
        painter.add(Shape::line(line, stroke));
    }

    /// Paints the map in `rect` through `cam` (hexes outside `rect` are skipped).
    pub fn paint(&self, painter: &Painter, rect: Rect, cam: &MapCam) {
        let size = cam.zoom;
        let visible = rect.expand(size);
        for h in &self.hexes {
            let centre = cam.to_screen(rect, self.geometry.centre(h.at));
            if visible.contains(centre) {
                paint_hex(painter, h, centre, size);
            }
        }
        for h in &self.hexes {
            let centre = cam.to_screen(rect, self.geometry.centre(h.at));
            if visible.contains(centre) {
                paint_sides(painter, h, centre, size);
            }
        }
        self.paint_names(painter, rect, cam);
        self.paint_coordinates(painter, rect, cam);
    }

    /// The place names along each hex's bottom edge. Zoomed out, where the hex's own type would
    /// be too small to read, they keep a readable size on a paper ground, and a name that would
    /// cover one already written is left to the pointer's read-out.
    fn paint_names(&self, painter: &Painter, rect: Rect, cam: &MapCam) {
        let natural = cam.zoom * 0.13;
        let px = natural.max(NAME_PX);
        let font = FontId::proportional(px);
        let ink = Color32::from_gray(0x20);
        let mut taken: Vec<Rect> = Vec::new();
        for h in &self.hexes {
            let Some(name) = &h.name else { continue };
            let centre = cam.to_screen(rect, self.geometry.centre(h.at));
            let at = centre + vec2(0.0, 0.78 * cam.zoom);
            if !rect.contains(at) {
                continue;
            }
            let galley = painter.layout_no_wrap(name.clone(), font.clone(), ink);
            let area = Rect::from_center_size(at, galley.size()).expand(1.5);
            if natural < NAME_PX {
                if taken.iter().any(|r| r.intersects(area)) {
                    continue;
                }
                painter.rect_filled(area, 3.0, PAPER.gamma_multiply(0.85));
                taken.push(area);
            }
            painter.galley(area.shrink(1.5).min, galley, ink);
        }
    }

    /// The coordinates round the border.
    fn paint_coordinates(&self, painter: &Painter, rect: Rect, cam: &MapCam) {
        let font = FontId::proportional((cam.zoom * 0.42).clamp(9.0, 22.0));
        let ink = Color32::from_gray(0x50);
        for (text, p) in &self.coordinates {
            let at = cam.to_screen(rect, *p);
            if rect.contains(at) {
                painter.text(at, Align2::CENTER_CENTER, text, font.clone(), ink);
            }
        }
    }
}

/// The smallest box round every hex's corners, with the coordinates' margin.
fn bounds(geometry: &HexGeometry, hexes: &[MapHex]) -> (Vec2, Vec2) {
    let (mut min, mut max) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for h in hexes {
        for c in geometry.corners(h.at) {
            min = min.min(c);
            max = max.max(c);
        }
    }
    if min.x > max.x {
        return (Vec2::ZERO, Vec2::ONE);
    }
    (min - Vec2::splat(MARGIN), max + Vec2::splat(MARGIN))
}

/// Row letters down both sides of the map, column numbers along its top and bottom, outside every
/// hex as on a printed 18xx board.
fn coordinates(
    grid: Grid,
    geometry: &HexGeometry,
    hexes: &[MapHex],
    (lo, hi): (Vec2, Vec2),
) -> Vec<(String, Vec2)> {
    let (lo, hi) = (
        lo + Vec2::splat(MARGIN / 2.0),
        hi - Vec2::splat(MARGIN / 2.0),
    );
    let mut rows: Vec<(String, f32)> = Vec::new();
    let mut cols: Vec<(String, f32)> = Vec::new();
    for h in hexes {
        let name = grid.letter_name(h.at);
        let split = name.find(|c: char| c.is_ascii_digit() || c == '-');
        let (letters, number) = name.split_at(split.unwrap_or(name.len()));
        let c = geometry.centre(h.at);
        if !rows.iter().any(|(l, _)| l == letters) {
            rows.push((letters.to_string(), c.y));
        }
        if !cols.iter().any(|(n, _)| n == number) {
            cols.push((number.to_string(), c.x));
        }
    }
    let rows = rows
        .into_iter()
        .flat_map(|(l, y)| [(l.clone(), Vec2::new(lo.x, y)), (l, Vec2::new(hi.x, y))]);
    let cols = cols
        .into_iter()
        .flat_map(|(n, x)| [(n.clone(), Vec2::new(x, lo.y)), (n, Vec2::new(x, hi.y))]);
    rows.chain(cols).collect()
}

/// Whether `spot` stands clear of `shape`'s track and stops: its distance to the nearest.
fn clearance(shape: &TileShape, spot: Vec2) -> f32 {
    let lines = shape.lines.iter().flat_map(|l| match l {
        Line::Track(p) | Line::Thin(p) => p.clone(),
        Line::Arrow(_) | Line::Stub(_) => Vec::new(),
    });
    // A stop's slots each take their disc; a town or junction a small one at its centre.
    let stops = shape.stops.iter().flat_map(|s| {
        let centre = (s.at, if s.slots.is_empty() { 0.12 } else { 0.0 });
        let slots = s.slots.iter().map(move |p| (*p, s.slot_radius));
        std::iter::once(centre).chain(slots)
    });
    lines
        .map(|p| (p, 0.0))
        .chain(stops)
        .map(|(p, reach)| p.distance(spot) - reach)
        .fold(f32::MAX, f32::min)
}

/// The `n` spots of a hex clearest of its track, best first: where its revenue, terrain, label and
/// name stand (18xx.games places them in the regions a tile's track leaves free).
pub fn free_spots(shape: &TileShape, n: usize) -> Vec<Vec2> {
    let mut spots: Vec<(f32, usize)> = SPOTS
        .iter()
        .enumerate()
        .map(|(k, s)| (clearance(shape, *s), k))
        .collect();
    spots.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    spots.into_iter().take(n).map(|(_, k)| SPOTS[k]).collect()
}

fn paint_hex(painter: &Painter, h: &MapHex, centre: Pos2, size: f32) {
    paint_tile(
        painter,
        &h.shape,
        centre,
        size,
        &TileLook {
            fill: Some(h.fill),
            tokens: &h.tokens,
            ..TileLook::default()
        },
    );
    let at = |p: Vec2| centre + vec2(p.x, p.y) * size;
    let mut spots = free_spots(&h.shape, 4).into_iter();
    let font = |k: f32| FontId::proportional(size * k);
    if !h.phase_revenue.is_empty() {
        let spot = spots.next().unwrap_or_default();
        paint_phase_revenue(painter, &h.phase_revenue, at(spot), size);
    }
    if let Some(revenue) = &h.revenue {
        let p = at(spots.next().unwrap_or_default());
        painter.circle(
            p,
            size * 0.17,
            Color32::WHITE,
            Stroke::new(1.0, Color32::BLACK),
        );
        painter.text(
            p,
            Align2::CENTER_CENTER,
            revenue,
            font(0.19),
            Color32::BLACK,
        );
    }
    if let Some((feature, cost)) = h.feature {
        let p = at(spots.next().unwrap_or_default());
        paint_feature(painter, feature, cost, p, size);
    }
    if let Some(label) = &h.label {
        let p = at(spots.next().unwrap_or_default());
        painter.text(p, Align2::CENTER_CENTER, label, font(0.26), Color32::BLACK);
    }
    if let Some(ring) = h.ring {
        let outline: Vec<Pos2> = corners(h.shape.orientation)
            .iter()
            .map(|&c| at(c * 0.93))
            .collect();
        painter.add(Shape::closed_line(
            outline,
            Stroke::new((size * 0.07).max(2.0), ring),
        ));
    }
}

/// An off-board's revenues: a box per phase colour, the one paid now framed thick.
fn paint_phase_revenue(painter: &Painter, revenues: &[PhaseRevenue], centre: Pos2, size: f32) {
    let w = size * 0.34;
    let h = size * 0.26;
    let left = centre.x - w * revenues.len() as f32 / 2.0;
    for (k, r) in revenues.iter().enumerate() {
        let rect = Rect::from_min_size(
            Pos2::new(left + w * k as f32, centre.y - h / 2.0),
            vec2(w, h),
        );
        let stroke = if r.current {
            Stroke::new((size * 0.05).max(2.0), Color32::BLACK)
        } else {
            Stroke::new(1.0, Color32::from_gray(0x40))
        };
        painter.rect(
            rect,
            CornerRadius::ZERO,
            r.colour,
            stroke,
            StrokeKind::Inside,
        );
        let ink = super::charter::ink_on(r.colour);
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            r.value.to_string(),
            FontId::proportional(size * 0.17),
            ink,
        );
    }
}

/// A terrain cost: a mountain's triangle, water's wave, a forest's tree, with its figure.
fn paint_feature(painter: &Painter, feature: Feature, cost: u32, p: Pos2, size: f32) {
    let s = size * 0.16;
    let (fill, shape) = match feature {
        Feature::Mountain => (
            Color32::from_rgb(0x8b, 0x5a, 0x2b),
            vec![
                p + vec2(0.0, -s),
                p + vec2(s, s * 0.6),
                p + vec2(-s, s * 0.6),
            ],
        ),
        Feature::Forest => (
            Color32::from_rgb(0x2e, 0x6b, 0x2e),
            vec![
                p + vec2(0.0, -s * 1.1),
                p + vec2(s * 0.7, s * 0.5),
                p + vec2(-s * 0.7, s * 0.5),
            ],
        ),
        Feature::Water => (
            Color32::from_rgb(0x2a, 0x63, 0xa8),
            (0..=8)
                .map(|k| {
                    let a = k as f32 / 8.0 * std::f32::consts::TAU;
                    p + vec2(a.cos() * s * 0.75, a.sin() * s * 0.75)
                })
                .collect(),
        ),
    };
    painter.add(Shape::convex_polygon(
        shape,
        fill,
        Stroke::new(1.0, Color32::WHITE),
    ));
    painter.text(
        p + vec2(0.0, s * 1.35),
        Align2::CENTER_CENTER,
        format!("${cost}"),
        FontId::proportional(size * 0.15),
        Color32::BLACK,
    );
}

/// A hex's rivers (blue, with their cost) and impassable sides (a thick dark bar).
fn paint_sides(painter: &Painter, h: &MapHex, centre: Pos2, size: f32) {
    let c = corners(h.shape.orientation);
    let at = |p: Vec2| centre + vec2(p.x, p.y) * size;
    for mark in &h.sides {
        let (side, stroke) = match *mark {
            SideMark::River { side, .. } => (
                side,
                Stroke::new((size * 0.08).max(2.0), Color32::from_rgb(0x1f, 0x6f, 0xc4)),
            ),
            SideMark::Impassable { side } => (
                side,
                Stroke::new((size * 0.1).max(3.0), Color32::from_rgb(0x4a, 0x1c, 0x10)),
            ),
        };
        let (a, b) = (c[usize::from(side % 6)], c[usize::from((side + 1) % 6)]);
        painter.line_segment([at(a), at(b)], stroke);
        if let SideMark::River { cost, .. } = *mark {
            let mid = (a + b) / 2.0;
            painter.text(
                at(mid * (APOTHEM - 0.2) / APOTHEM.max(mid.length())),
                Align2::CENTER_CENTER,
                format!("${cost}"),
                FontId::proportional(size * 0.14),
                Color32::from_rgb(0x12, 0x3f, 0x7a),
            );
        }
    }
}

/// `line` moved `by` to its right, point by point (a second lane of double track).
pub fn beside(line: &[Vec2], by: f32) -> Vec<Vec2> {
    if by == 0.0 {
        return line.to_vec();
    }
    (0..line.len())
        .map(|i| {
            let (a, b) = (line[i.saturating_sub(1)], line[(i + 1).min(line.len() - 1)]);
            line[i] + (b - a).normalize_or_zero().perp() * by
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tiles::Track;

    fn city(sides: &[u8]) -> TileShape {
        let track = crate::board::tiles::tests::city_track(sides, 2);
        TileShape::of(&track, 0, crate::board::Orientation::Pointy)
    }

    fn hex(at: Hex, shape: TileShape) -> MapHex {
        MapHex {
            at,
            fill: Color32::WHITE,
            shape,
            tokens: Vec::new(),
            revenue: None,
            phase_revenue: Vec::new(),
            label: None,
            name: None,
            feature: None,
            sides: Vec::new(),
            ring: None,
        }
    }

    /// Picking reads back the hex and the city slot painted at a screen point, wherever the camera
    /// looks.
    #[test]
    fn picking_returns_the_hex_and_the_city_slot_under_the_pointer() {
        let grid = Grid::default();
        let map = TileMap::new(
            grid,
            vec![
                hex(grid.hex(0, 0), city(&[0, 3])),
                hex(grid.hex(1, 0), city(&[1])),
            ],
        );
        let rect = Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0));
        let mut cam = MapCam::default();
        cam.fit(rect, map.bounds());
        cam.zoom_at(rect, Pos2::new(300.0, 200.0), 2.0);
        for (i, h) in map.hexes.iter().enumerate() {
            let centre = map.geometry.centre(h.at);
            let stop = &h.shape.stops[0];
            for (k, slot) in stop.slots.iter().enumerate() {
                let p = cam.to_screen(rect, centre + *slot);
                let pick = map.pick(rect, &cam, p);
                assert_eq!(
                    pick,
                    Some(Pick {
                        hex: i,
                        slot: Some((0, k as u8))
                    })
                );
            }
            // Toward a corner: the hex, no slot.
            let corner = cam.to_screen(rect, centre + SPOTS[1] * 1.1);
            assert_eq!(
                map.pick(rect, &cam, corner),
                Some(Pick { hex: i, slot: None })
            );
        }
        let outside = cam.to_screen(rect, map.geometry.centre(grid.hex(5, 5)));
        assert_eq!(map.pick(rect, &cam, outside), None);
    }

    /// Every row's letter stands at both sides and every column's number above and below, each
    /// outside every hex, as on a printed board.
    #[test]
    fn coordinates_stand_round_the_border_outside_every_hex() {
        let grid = Grid::default();
        let hexes = (0..4)
            .flat_map(|c| (0..3).map(move |r| hex(grid.hex(c, r), city(&[0]))))
            .collect();
        let map = TileMap::new(grid, hexes);
        // Three rows; doubled columns: four hexes a row, alternate rows shifted, eight numbers.
        assert_eq!(map.coordinates.len(), 2 * 3 + 2 * 8);
        for (text, p) in &map.coordinates {
            let under = map.geometry.hex_at(*p);
            assert!(
                !map.index.contains_key(&hex_key(under)),
                "{text} sits on a hex"
            );
        }
    }

    /// Text goes where the track is not: a city joined to the bottom-left and top-right sides
    /// leaves the top-left and bottom-right corners free, never the middle.
    #[test]
    fn free_spots_avoid_the_track() {
        let shape = city(&[0, 3]);
        let spots = free_spots(&shape, 2);
        assert!(!spots.contains(&Vec2::ZERO));
        for s in &spots {
            assert!(clearance(&shape, *s) > 0.2, "{s} crowds the track");
        }
        // A bare hex puts its first text toward the top.
        assert_eq!(
            free_spots(
                &TileShape::of(&Track::default(), 0, crate::board::Orientation::Pointy),
                1
            ),
            vec![SPOTS[0]]
        );
    }
}
