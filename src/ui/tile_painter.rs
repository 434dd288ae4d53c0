//! 18xx track tiles drawn from their definition ([`board::tiles::Track`](crate::board::tiles::Track))
//! the way 18xx players know them from 18xx.games: track that leaves every hex side square (a
//! straight, a sharp curve of radius R/2 or a gentle one of radius 1.5·R), stops placed toward the
//! least crowded of their exits, cities as white token slots, towns as bars on their track or
//! dots, off-board arrows, a revenue disc and a label. [`TileShape`] is the geometry, worked out
//! once per tile and rotation in a frame of circumradius 1 (y down, screen axes), so painting and
//! picking a city slot read the same numbers; [`paint_tile`] draws it at any size.

use crate::board::Orientation;
use crate::board::tiles::{NodeKind, PathEnd, Track};
use bevy::math::Vec2;
use bevy_egui::egui::{
    Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, epaint,
    vec2,
};
use std::f32::consts::PI;

/// The apothem of a hex of circumradius 1.
pub const APOTHEM: f32 = 0.866_025_4;
/// How far from the centre an off-centre stop stands.
const STOP_OUT: f32 = 0.5;
/// Points per arc when a curve becomes a polyline.
const ARC_STEPS: usize = 16;

/// The tile colours of 18xx maps.
pub mod colours {
    use bevy_egui::egui::Color32;
    /// A printed, unlaid hex.
    pub const WHITE: Color32 = Color32::from_rgb(0xea, 0xe0, 0xc8);
    /// Yellow tiles.
    pub const YELLOW: Color32 = Color32::from_rgb(0xfd, 0xe9, 0x00);
    /// Green tiles.
    pub const GREEN: Color32 = Color32::from_rgb(0x71, 0xbf, 0x44);
    /// Brown tiles.
    pub const BROWN: Color32 = Color32::from_rgb(0xcb, 0x77, 0x45);
    /// Grey tiles.
    pub const GREY: Color32 = Color32::from_rgb(0xbc, 0xbd, 0xc0);
    /// Off-board areas.
    pub const RED: Color32 = Color32::from_rgb(0xec, 0x23, 0x2a);
}

/// The direction from a hex's centre to the midpoint of side `side`: 18xx numbering on pointy
/// maps (0 = lower-left, clockwise to 5 = lower-right), 0 = bottom on flat ones.
pub fn side_direction(orientation: Orientation, side: u8) -> Vec2 {
    let base = match orientation {
        Orientation::Pointy => 120.0_f32,
        Orientation::Flat => 90.0,
    };
    let a = (base + 60.0 * f32::from(side % 6)).to_radians();
    Vec2::new(a.cos(), a.sin())
}

/// The six corners of a hex of circumradius 1, clockwise from the first after side 0.
pub fn corners(orientation: Orientation) -> [Vec2; 6] {
    let base = match orientation {
        Orientation::Pointy => 90.0_f32,
        Orientation::Flat => 60.0,
    };
    std::array::from_fn(|k| {
        let a = (base + 60.0 * k as f32).to_radians();
        Vec2::new(a.cos(), a.sin())
    })
}

/// One stroke of a tile.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// Track a train runs on, as a polyline.
    Track(Vec<Vec2>),
    /// Drawn only (a ferry): a thin line.
    Thin(Vec<Vec2>),
    /// An off-board's arrow into side `0`: routes end here.
    Arrow(u8),
    /// A short pointer from side `0` that no train travels (a mountain pass).
    Stub(u8),
}

/// A city, town or junction of a tile, where it is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct Stop {
    /// The node of the track.
    pub node: u8,
    /// What it is.
    pub kind: NodeKind,
    /// Its centre.
    pub at: Vec2,
    /// A town on its track: the direction the bar lies across (`None`: a dot).
    pub bar: Option<Vec2>,
    /// A city's token slots, their centres.
    pub slots: Vec<Vec2>,
    /// The slots' radius.
    pub slot_radius: f32,
}

/// A tile's drawing at one rotation, in a frame of circumradius 1.
#[derive(Debug, Clone, PartialEq)]
pub struct TileShape {
    /// Pointy or flat.
    pub orientation: Orientation,
    /// Track, in drawing order.
    pub lines: Vec<Line>,
    /// Cities, towns and junctions.
    pub stops: Vec<Stop>,
    /// Each path of the track at its rotation (in the track's order), the line a train runs
    /// along it: what a route overlay follows.
    pub paths: Vec<Vec<Vec2>>,
}

impl TileShape {
    /// The drawing of `track` turned `rotation` sixths clockwise.
    pub fn of(track: &Track, rotation: u8, orientation: Orientation) -> TileShape {
        let paths = track.rotated(rotation);
        let side = |s: u8| side_direction(orientation, s) * APOTHEM;
        let exits: Vec<Vec<u8>> = (0..track.nodes.len())
            .map(|n| {
                let mut e: Vec<u8> = paths
                    .iter()
                    .filter(|p| p.a == PathEnd::Node(n as u8) || p.b == PathEnd::Node(n as u8))
                    .flat_map(|p| p.sides().collect::<Vec<_>>())
                    .collect();
                e.sort_unstable();
                e.dedup();
                e
            })
            .collect();
        let places = stop_places(track, &exits, &paths, orientation);
        // A lone town between two exits sits on the curve joining them.
        let on_curve = |n: usize| {
            let stops = track.count(true) + track.count(false);
            stops == 1 && track.nodes[n] == NodeKind::Town && exits[n].len() == 2
        };
        let mut lines = Vec::new();
        let mut stops = Vec::new();
        for (n, kind) in track.nodes.iter().enumerate() {
            let mut at = places[n];
            let mut bar = None;
            if on_curve(n) {
                let curve = side_to_side(orientation, exits[n][0], exits[n][1]);
                // A straight is its two ends; a curve has a point at its middle.
                let (first, last) = (curve[0], curve[curve.len() - 1]);
                let along = match curve.len() {
                    0..=2 => {
                        at = (first + last) / 2.0;
                        last - first
                    }
                    len => {
                        at = curve[len / 2];
                        curve[len / 2 + 1] - curve[len / 2 - 1]
                    }
                };
                bar = Some(along.normalize_or_zero());
                lines.push(Line::Track(curve));
            }
            let (slots, slot_radius) = match kind {
                NodeKind::City { slots } => city_slots(*slots, at),
                _ => (Vec::new(), 0.0),
            };
            stops.push(Stop {
                node: n as u8,
                kind: *kind,
                at,
                bar,
                slots,
                slot_radius,
            });
        }
        let mut runs = Vec::with_capacity(paths.len());
        for p in &paths {
            let end = |e: PathEnd| match e {
                PathEnd::Side(s) => side(s),
                PathEnd::Node(n) => places[usize::from(n)],
            };
            let line = match (p.a, p.b) {
                (PathEnd::Node(n), PathEnd::Side(s)) | (PathEnd::Side(s), PathEnd::Node(n))
                    if on_curve(usize::from(n)) =>
                {
                    // Half the curve the town sits on: from this side to the town.
                    let n = usize::from(n);
                    let curve = side_to_side(orientation, exits[n][0], exits[n][1]);
                    let mut half = if curve.len() <= 2 {
                        vec![curve[0], stops[n].at]
                    } else {
                        curve[..=curve.len() / 2].to_vec()
                    };
                    if s != exits[n][0] {
                        half = if curve.len() <= 2 {
                            vec![curve[curve.len() - 1], stops[n].at]
                        } else {
                            curve[curve.len() / 2..].iter().rev().copied().collect()
                        };
                    }
                    runs.push(half);
                    continue;
                }
                (PathEnd::Side(s), PathEnd::Side(t)) => side_to_side(orientation, s, t),
                (PathEnd::Side(s), PathEnd::Node(n)) | (PathEnd::Node(n), PathEnd::Side(s)) => {
                    side_to_point(orientation, s, places[usize::from(n)])
                }
                (a, b) => vec![end(a), end(b)],
            };
            runs.push(line.clone());
            let side_of = || p.sides().next().unwrap_or(0);
            lines.push(match (p.thin, p.terminal) {
                (true, _) => Line::Thin(line),
                (_, 1) => Line::Arrow(side_of()),
                (_, 2) => Line::Stub(side_of()),
                _ => Line::Track(line),
            });
        }
        TileShape {
            orientation,
            lines,
            stops,
            paths: runs,
        }
    }

    /// The city slot under `p` (a point of the unit frame): its node and slot.
    pub fn slot_at(&self, p: Vec2) -> Option<(u8, u8)> {
        self.stops.iter().find_map(|s| {
            s.slots
                .iter()
                .position(|c| c.distance(p) <= s.slot_radius)
                .map(|k| (s.node, k as u8))
        })
    }
}

/// Where each node stands: 18xx.games' rule (`compute_city_town_edges`). A lone city, or a lone
/// town without exactly two exits, stands at the centre; otherwise each stop stands toward the
/// least crowded of its own exits (a path on a side counts 1, on a neighbouring side 0.1, and the
/// first side starts at 0.1 to keep room for a name), stops taken from the lowest exit up. Stops
/// without track are spaced evenly round the hex; junctions are at the centre.
fn stop_places(
    track: &Track,
    exits: &[Vec<u8>],
    paths: &[crate::board::tiles::TilePath],
    orientation: Orientation,
) -> Vec<Vec2> {
    let mut places = vec![Vec2::ZERO; track.nodes.len()];
    let stops: Vec<usize> = (0..track.nodes.len())
        .filter(|&n| track.nodes[n] != NodeKind::Junction)
        .collect();
    let lone = stops.len() == 1
        && match track.nodes[stops[0]] {
            NodeKind::City { .. } => true,
            _ => exits[stops[0]].len() != 2,
        };
    if lone || stops.is_empty() {
        return places;
    }
    let mut crowd = [0.0_f32; 6];
    crowd[0] = 0.1;
    for p in paths {
        for s in p.sides() {
            let s = usize::from(s);
            crowd[s] += 1.0;
            crowd[(s + 1) % 6] += 0.1;
            crowd[(s + 5) % 6] += 0.1;
        }
    }
    let (with, without): (Vec<usize>, Vec<usize>) =
        stops.iter().partition(|&&n| !exits[n].is_empty());
    let mut with = with;
    with.sort_by_key(|&n| exits[n][0]);
    for n in with {
        let best = exits[n]
            .iter()
            .copied()
            .min_by(|a, b| crowd[usize::from(*a)].total_cmp(&crowd[usize::from(*b)]))
            .unwrap_or(0);
        crowd[usize::from(best)] += 1.0;
        places[n] = side_direction(orientation, best) * STOP_OUT;
    }
    let k = without.len() as f32;
    for (i, n) in without.into_iter().enumerate() {
        let a = -PI / 2.0 + 2.0 * PI * i as f32 / k;
        places[n] = Vec2::new(a.cos(), a.sin()) * STOP_OUT;
    }
    places
}

/// Track from side `a` to side `b`: straight across, or the arc that leaves both sides square
/// (its centre where the two sides' lines meet: a corner for a sharp curve, radius R/2; beyond the
/// next side for a gentle one, radius 1.5·R).
pub fn side_to_side(orientation: Orientation, a: u8, b: u8) -> Vec<Vec2> {
    let (da, db) = (
        side_direction(orientation, a),
        side_direction(orientation, b),
    );
    let (ma, mb) = (da * APOTHEM, db * APOTHEM);
    // Each side's line runs through its midpoint, square to the direction of the midpoint.
    let (ta, tb) = (da.perp(), db.perp());
    let cross = ta.perp_dot(tb);
    if cross.abs() < 1e-4 {
        return vec![ma, mb];
    }
    let t = (mb - ma).perp_dot(tb) / cross;
    let centre = ma + ta * t;
    arc(centre, ma, mb)
}

/// Track from side `s` to a stop at `p`: straight when the stop lies on the way to the centre,
/// otherwise a curve that leaves the side square and bends to the stop.
fn side_to_point(orientation: Orientation, s: u8, p: Vec2) -> Vec<Vec2> {
    let d = side_direction(orientation, s);
    let m = d * APOTHEM;
    if d.perp_dot(p).abs() < 1e-4 {
        return vec![m, p];
    }
    // A quadratic curve whose first leg points straight in from the side.
    let control = m - d * (m.distance(p) * 0.5);
    (0..=ARC_STEPS)
        .map(|i| {
            let t = i as f32 / ARC_STEPS as f32;
            m * (1.0 - t) * (1.0 - t) + control * 2.0 * t * (1.0 - t) + p * t * t
        })
        .collect()
}

/// The shorter arc round `centre` from `a` to `b`.
fn arc(centre: Vec2, a: Vec2, b: Vec2) -> Vec<Vec2> {
    let r = centre.distance(a);
    let start = (a - centre).to_angle();
    let mut sweep = (b - centre).to_angle() - start;
    while sweep > PI {
        sweep -= 2.0 * PI;
    }
    while sweep < -PI {
        sweep += 2.0 * PI;
    }
    (0..=ARC_STEPS)
        .map(|i| {
            let an = start + sweep * i as f32 / ARC_STEPS as f32;
            centre + Vec2::new(an.cos(), an.sin()) * r
        })
        .collect()
}

/// A city's token slots round `at`, as 18xx.games lays them out (the first slot's place by count,
/// the others turned by a whole turn over the count), and their radius.
fn city_slots(count: u8, at: Vec2) -> (Vec<Vec2>, f32) {
    let radius = match count {
        0..=6 => 0.25,
        7 => 0.22,
        8 => 0.205,
        _ => 0.19,
    };
    let first = match count {
        0 => return (Vec::new(), radius),
        1 => return (vec![at], radius),
        2 => Vec2::new(-0.25, 0.0),
        3 => Vec2::new(0.0, -0.29),
        4 => Vec2::new(-0.25, -0.25),
        5 => Vec2::new(0.0, -0.43),
        _ => Vec2::new(0.0, -0.5),
    };
    let slots = (0..count)
        .map(|k| at + Vec2::from_angle(2.0 * PI * f32::from(k) / f32::from(count)).rotate(first))
        .collect();
    (slots, radius)
}

/// A token in a slot: its company's colour and short name.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    /// The city node.
    pub node: u8,
    /// The slot.
    pub slot: u8,
    /// Fill.
    pub fill: Color32,
    /// What it says ("GN", "5").
    pub text: String,
}

impl TileShape {
    /// City `node` drawn with at least `slots` token slots: the game may open one beyond those
    /// printed (18xx's extra slot for a home or destination token in a full city).
    pub fn widen_city(&mut self, node: u8, slots: usize) {
        let Ok(want) = u8::try_from(slots) else {
            return;
        };
        if let Some(stop) = self.stops.iter_mut().find(|s| s.node == node)
            && let NodeKind::City { slots: printed } = &mut stop.kind
            && *printed < want
        {
            *printed = want;
            (stop.slots, stop.slot_radius) = city_slots(want, stop.at);
        }
    }
}

/// What a tile is painted with besides its shape.
#[derive(Debug, Clone, Default)]
pub struct TileLook<'a> {
    /// The hex's fill (the tile's colour); `None` leaves what is under it.
    pub fill: Option<Color32>,
    /// Tokens in slots.
    pub tokens: &'a [Token],
    /// The revenue disc's figure, if shown.
    pub revenue: Option<String>,
    /// The upgrade label ("Y", "T").
    pub label: Option<&'a str>,
    /// A preview of a lay: drawn see-through over the hex.
    pub preview: bool,
}

/// Paints `shape` in a hex of circumradius `size` points centred at `centre`.
pub fn paint_tile(painter: &Painter, shape: &TileShape, centre: Pos2, size: f32, look: &TileLook) {
    let fade = |c: Color32| {
        if look.preview {
            c.gamma_multiply(0.75)
        } else {
            c
        }
    };
    let at = |p: Vec2| centre + vec2(p.x, p.y) * size;
    let outline: Vec<Pos2> = corners(shape.orientation).iter().map(|&c| at(c)).collect();
    if let Some(fill) = look.fill {
        painter.add(Shape::convex_polygon(
            outline.clone(),
            fade(fill),
            Stroke::NONE,
        ));
    }
    let width = (size * 0.09).max(1.5);
    let polyline = |points: &[Vec2]| points.iter().map(|&p| at(p)).collect::<Vec<Pos2>>();
    // Borders first, then track: crossings read as over and under.
    for pass in 0..2 {
        for line in &shape.lines {
            if let Line::Track(points) = line {
                let (w, c) = if pass == 0 {
                    (width + size * 0.03, Color32::WHITE)
                } else {
                    (width, Color32::BLACK)
                };
                painter.add(Shape::line(polyline(points), Stroke::new(w, fade(c))));
            }
        }
    }
    for line in &shape.lines {
        match line {
            Line::Thin(points) => {
                painter.add(Shape::line(
                    polyline(points),
                    Stroke::new(width * 0.4, fade(Color32::BLACK)),
                ));
            }
            Line::Arrow(s) => {
                let d = side_direction(shape.orientation, *s);
                let across = d.perp() * (width * 0.5 / size);
                let points = [
                    d * APOTHEM + across,
                    d * 0.7 + across,
                    d * 0.35,
                    d * 0.7 - across,
                    d * APOTHEM - across,
                ];
                painter.add(Shape::convex_polygon(
                    points.iter().map(|&p| at(p)).collect(),
                    fade(Color32::BLACK),
                    Stroke::NONE,
                ));
            }
            Line::Stub(s) => {
                let d = side_direction(shape.orientation, *s);
                painter.line_segment(
                    [at(d * APOTHEM), at(d * 0.65)],
                    Stroke::new(width, fade(Color32::from_gray(0x70))),
                );
            }
            Line::Track(_) => {}
        }
    }
    for stop in &shape.stops {
        paint_stop(painter, stop, look.tokens, &at, size, width, fade);
    }
    let text = |p: Vec2, s: &str, px: f32, colour: Color32| {
        painter.text(
            at(p),
            Align2::CENTER_CENTER,
            s,
            FontId::proportional(px),
            colour,
        );
    };
    if let Some(revenue) = &look.revenue {
        let p = Vec2::new(0.5, -0.45);
        painter.circle(
            at(p),
            size * 0.16,
            fade(Color32::WHITE),
            Stroke::new(1.0, Color32::GRAY),
        );
        text(p, revenue, size * 0.2, Color32::BLACK);
    }
    if let Some(label) = look.label {
        text(Vec2::new(-0.5, -0.45), label, size * 0.26, Color32::BLACK);
    }
    painter.add(Shape::closed_line(
        outline,
        Stroke::new(1.0, Color32::from_black_alpha(90)),
    ));
}

fn paint_stop(
    painter: &Painter,
    stop: &Stop,
    tokens: &[Token],
    at: &dyn Fn(Vec2) -> Pos2,
    size: f32,
    width: f32,
    fade: impl Fn(Color32) -> Color32,
) {
    match stop.kind {
        NodeKind::Junction => {}
        NodeKind::Town => match stop.bar {
            Some(along) => {
                let across = along.perp();
                let (l, h) = (width * 2.4 / size, width * 0.6 / size);
                let corners = [
                    stop.at + across * l + along * h,
                    stop.at + across * l - along * h,
                    stop.at - across * l - along * h,
                    stop.at - across * l + along * h,
                ];
                painter.add(Shape::convex_polygon(
                    corners.iter().map(|&p| at(p)).collect(),
                    fade(Color32::BLACK),
                    Stroke::new(1.0, fade(Color32::WHITE)),
                ));
            }
            None => {
                painter.circle(
                    at(stop.at),
                    size * 0.1,
                    fade(Color32::BLACK),
                    Stroke::new(size * 0.03, fade(Color32::WHITE)),
                );
            }
        },
        NodeKind::City { slots } => {
            let r = stop.slot_radius * size;
            let ring = Stroke::new(1.5, fade(Color32::BLACK));
            if slots > 1 {
                // The white ground joining the slots: a pill, a hexagon, a rounded square, a disc.
                let c = at(stop.at);
                match slots {
                    2 => {
                        painter.rect_filled(
                            Rect::from_center_size(c, vec2(2.0 * r, 2.0 * r)),
                            CornerRadius::ZERO,
                            fade(Color32::WHITE),
                        );
                    }
                    3 => {
                        let hex: Vec<Pos2> = corners(crate::board::Orientation::Flat)
                            .iter()
                            .map(|&p| c + vec2(p.x, p.y) * (0.458 * size))
                            .collect();
                        painter.add(Shape::convex_polygon(hex, fade(Color32::WHITE), ring));
                    }
                    4 => {
                        painter.add(epaint::RectShape::new(
                            Rect::from_center_size(c, vec2(4.0 * r, 4.0 * r)),
                            CornerRadius::same(r as u8),
                            fade(Color32::WHITE),
                            ring,
                            StrokeKind::Inside,
                        ));
                    }
                    _ => {
                        painter.circle(c, size * 0.7, fade(Color32::WHITE), ring);
                    }
                }
            }
            for (k, slot) in stop.slots.iter().enumerate() {
                let token = tokens
                    .iter()
                    .find(|t| t.node == stop.node && usize::from(t.slot) == k);
                // A token is shown as it stands, even on a see-through preview.
                let fill = token.map_or(fade(Color32::WHITE), |t| t.fill);
                painter.circle(at(*slot), r, fill, ring);
                if let Some(t) = token {
                    let ink = super::charter::ink_on(fill);
                    // Two lines (a home and what it becomes) in a smaller type.
                    let px = if t.text.contains('\n') {
                        r * 0.62
                    } else {
                        r * 0.9
                    };
                    painter.text(
                        at(*slot),
                        Align2::CENTER_CENTER,
                        &t.text,
                        FontId::proportional(px),
                        ink,
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_city_is_widened_to_the_slots_the_game_opened_and_never_narrowed() {
        let track = Track {
            nodes: vec![NodeKind::City { slots: 1 }],
            paths: vec![],
        };
        let mut shape = TileShape::of(&track, 0, Orientation::Pointy);
        shape.widen_city(0, 2);
        assert_eq!(shape.stops[0].kind, NodeKind::City { slots: 2 });
        assert_eq!(shape.stops[0].slots.len(), 2);
        shape.widen_city(0, 1);
        assert_eq!(shape.stops[0].slots.len(), 2);
    }
    use crate::board::tiles::TilePath;

    fn path(a: PathEnd, b: PathEnd) -> TilePath {
        TilePath {
            a,
            b,
            terminal: 0,
            thin: false,
        }
    }

    fn side_path(a: u8, b: u8) -> Track {
        Track {
            nodes: Vec::new(),
            paths: vec![path(PathEnd::Side(a), PathEnd::Side(b))],
        }
    }

    fn points(shape: &TileShape) -> &[Vec2] {
        match &shape.lines[0] {
            Line::Track(p) => p,
            other => panic!("{other:?}"),
        }
    }

    /// The polyline starts at side `s`'s midpoint heading straight in.
    fn leaves_square(p: &[Vec2], s: u8) {
        let d = side_direction(Orientation::Pointy, s);
        assert!(p[0].distance(d * APOTHEM) < 1e-4, "starts at the side");
        let first = (p[1] - p[0]).normalize();
        assert!(
            first.dot(-d) > 0.99,
            "heads straight in: {first:?} vs {d:?}"
        );
    }

    #[test]
    fn pointy_sides_number_from_the_lower_left_clockwise() {
        let d = |s| side_direction(Orientation::Pointy, s);
        assert!(d(0).x < 0.0 && d(0).y > 0.0, "0: lower left");
        assert!(d(1).x < -0.99, "1: west");
        assert!(d(3).x > 0.0 && d(3).y < 0.0, "3: upper right");
        assert!(d(4).x > 0.99, "4: east");
    }

    #[test]
    fn curves_leave_each_side_square_with_the_radii_players_know() {
        for (b, radius) in [(1, 0.5), (2, 1.5)] {
            let shape = TileShape::of(&side_path(0, b), 0, Orientation::Pointy);
            let p = points(&shape);
            leaves_square(p, 0);
            let mut back = p.to_vec();
            back.reverse();
            leaves_square(&back, b);
            // Three points of a circle give its radius.
            let (a, m, c) = (p[0], p[p.len() / 2], p[p.len() - 1]);
            let r = a.distance(m) * m.distance(c) * c.distance(a)
                / (2.0 * (m - a).perp_dot(c - a).abs());
            assert!((r - radius).abs() < 0.02, "side 0 to {b}: radius {r}");
        }
        let straight = TileShape::of(&side_path(0, 3), 0, Orientation::Pointy);
        assert_eq!(points(&straight).len(), 2, "opposite sides: a straight");
    }

    #[test]
    fn a_rotation_turns_the_track_with_the_tile() {
        let turned = TileShape::of(&side_path(0, 1), 2, Orientation::Pointy);
        leaves_square(points(&turned), 2);
    }

    #[test]
    fn a_lone_city_sits_in_the_centre_and_two_cities_toward_their_exits() {
        let city = |slots| NodeKind::City { slots };
        let lone = Track {
            nodes: vec![city(2)],
            paths: vec![
                path(PathEnd::Side(0), PathEnd::Node(0)),
                path(PathEnd::Side(3), PathEnd::Node(0)),
            ],
        };
        let shape = TileShape::of(&lone, 0, Orientation::Pointy);
        assert_eq!(shape.stops[0].at, Vec2::ZERO);
        let flat = [Vec2::new(-0.25, 0.0), Vec2::new(0.25, 0.0)];
        assert_eq!(shape.stops[0].slots.len(), 2);
        assert!(
            shape.stops[0]
                .slots
                .iter()
                .zip(flat)
                .all(|(a, b)| a.distance(b) < 1e-5),
            "a two-slot city lies flat"
        );
        let pair = Track {
            nodes: vec![city(1), city(1)],
            paths: vec![
                path(PathEnd::Side(1), PathEnd::Node(0)),
                path(PathEnd::Side(4), PathEnd::Node(1)),
            ],
        };
        let shape = TileShape::of(&pair, 0, Orientation::Pointy);
        let toward = |s| side_direction(Orientation::Pointy, s) * STOP_OUT;
        assert!(shape.stops[0].at.distance(toward(1)) < 1e-5);
        assert!(shape.stops[1].at.distance(toward(4)) < 1e-5);
    }

    #[test]
    fn a_lone_town_between_two_exits_is_a_bar_on_its_curve() {
        let town = Track {
            nodes: vec![NodeKind::Town],
            paths: vec![
                path(PathEnd::Side(0), PathEnd::Node(0)),
                path(PathEnd::Node(0), PathEnd::Side(2)),
            ],
        };
        let shape = TileShape::of(&town, 0, Orientation::Pointy);
        assert_eq!(shape.lines.len(), 1, "one curve, not two legs");
        let curve = points(&shape);
        assert!(curve.contains(&shape.stops[0].at));
        assert!(shape.stops[0].bar.is_some());
    }

    /// A town on a straight (1822PNW's plain towns) sits at the centre with its bar across.
    #[test]
    fn a_lone_town_on_a_straight_is_a_bar_across_its_middle() {
        let town = Track {
            nodes: vec![NodeKind::Town],
            paths: vec![
                path(PathEnd::Side(0), PathEnd::Node(0)),
                path(PathEnd::Node(0), PathEnd::Side(3)),
            ],
        };
        let shape = TileShape::of(&town, 0, Orientation::Pointy);
        let stop = &shape.stops[0];
        assert!(stop.at.length() < 1e-4, "{:?}", stop.at);
        let along = side_direction(Orientation::Pointy, 3);
        assert!(stop.bar.is_some_and(|b| b.dot(along).abs() > 0.99));
    }

    #[test]
    fn picking_finds_the_city_slot_under_the_pointer() {
        let tile = Track {
            nodes: vec![NodeKind::City { slots: 2 }],
            paths: vec![path(PathEnd::Side(0), PathEnd::Node(0))],
        };
        let shape = TileShape::of(&tile, 0, Orientation::Pointy);
        assert_eq!(shape.slot_at(Vec2::new(-0.3, 0.05)), Some((0, 0)));
        assert_eq!(shape.slot_at(Vec2::new(0.2, -0.1)), Some((0, 1)));
        assert_eq!(shape.slot_at(Vec2::new(0.0, 0.6)), None);
    }

    #[test]
    fn off_boards_end_in_arrows_and_passes_in_stubs() {
        let mut tile = side_path(1, 4);
        tile.paths[0].terminal = 1;
        let shape = TileShape::of(&tile, 0, Orientation::Pointy);
        assert_eq!(shape.lines, vec![Line::Arrow(1)]);
        tile.paths[0].terminal = 2;
        let shape = TileShape::of(&tile, 0, Orientation::Pointy);
        assert_eq!(shape.lines, vec![Line::Stub(1)]);
    }
}
