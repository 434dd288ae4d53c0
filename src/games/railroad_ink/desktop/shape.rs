//! Pure route geometry: the strokes a tile face draws in a unit square (x east, y south), shared by 2D and 3D.

use crate::games::railroad_ink::rules::tiles::{Edge, Orientation, TileId};
use bevy::math::Vec2;

/// Which ink a stroke is drawn in: they differ by shape (band with dashes vs line with ties), never only by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// A highway: a wide band with a dashed centre line.
    Road,
    /// A railway: rails with cross ties.
    Rail,
}

/// One stroke of a route, as a polyline in unit-square coordinates.
#[derive(Debug, Clone, PartialEq)]
pub struct Path {
    /// Road or rail.
    pub ink: Ink,
    /// Points from one end to the other (y grows to the south).
    pub points: Vec<Vec2>,
}

/// Everything a tile face draws: its strokes, whether a station joins them, whether it is the overpass.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TileShape {
    /// Strokes, rails first so the bridge of an overpass lies on top.
    pub paths: Vec<Path>,
    /// A station block sits in the centre (mixed road and rail, joined).
    pub station: bool,
    /// The road crosses the rail on a bridge without joining it.
    pub overpass: bool,
}

/// The middle of each side, in N, E, S, W order.
pub const SIDE_MID: [Vec2; 4] = [
    Vec2::new(0.5, 0.0),
    Vec2::new(1.0, 0.5),
    Vec2::new(0.5, 1.0),
    Vec2::new(0.0, 0.5),
];

/// The centre of the unit square.
pub const CENTRE: Vec2 = Vec2::new(0.5, 0.5);

/// The shape of `tile` turned to `o`.
pub fn tile_shape(tile: TileId, o: Orientation) -> TileShape {
    shape_of(tile.edges(o), tile == TileId::B2)
}

/// The shape of a face with these edges (N, E, S, W); `overpass` keeps road and rail apart.
pub fn shape_of(edges: [Edge; 4], overpass: bool) -> TileShape {
    let sides = |ink: Edge| -> Vec<usize> { (0..4).filter(|&i| edges[i] == ink).collect() };
    let roads = sides(Edge::Road);
    let rails = sides(Edge::Rail);
    let station = !overpass && !roads.is_empty() && !rails.is_empty();
    let mut paths = Vec::new();
    for (ink, ends) in [(Ink::Rail, &rails), (Ink::Road, &roads)] {
        if station {
            // Every end runs into the station block.
            for &s in ends {
                paths.push(Path {
                    ink,
                    points: vec![SIDE_MID[s], CENTRE],
                });
            }
        } else {
            paths.extend(network(ends).into_iter().map(|points| Path { ink, points }));
        }
    }
    TileShape {
        paths,
        station,
        overpass,
    }
}

/// The polylines joining `ends` (side indices) of one ink inside a square.
fn network(ends: &[usize]) -> Vec<Vec<Vec2>> {
    let straight = |a: usize| vec![SIDE_MID[a], CENTRE, SIDE_MID[(a + 2) % 4]];
    match ends {
        [] => Vec::new(),
        [a] => vec![vec![SIDE_MID[*a], CENTRE]],
        [a, b] if (b + 4 - a) % 4 == 2 => vec![straight(*a)],
        [a, b] => vec![arc(*a, *b)],
        [a, b, c] => {
            // The T: the two opposite ends go straight through, the third joins in the middle.
            let (through, stem) = if (c + 4 - a) % 4 == 2 {
                (*a, *b)
            } else if (b + 4 - a) % 4 == 2 {
                (*a, *c)
            } else {
                (*b, *a)
            };
            vec![straight(through), vec![SIDE_MID[stem], CENTRE]]
        }
        _ => vec![straight(0), straight(1)],
    }
}

/// A quarter circle between the middles of two adjacent sides, around the corner they share.
fn arc(a: usize, b: usize) -> Vec<Vec2> {
    let (first, second) = if (b + 4 - a) % 4 == 1 { (a, b) } else { (b, a) };
    // The corner clockwise after `first`: N→(1,0), E→(1,1), S→(0,1), W→(0,0).
    let corner = [
        Vec2::new(1.0, 0.0),
        Vec2::new(1.0, 1.0),
        Vec2::new(0.0, 1.0),
        Vec2::new(0.0, 0.0),
    ][first];
    let from = SIDE_MID[first] - corner;
    let to = SIDE_MID[second] - corner;
    let (a0, mut a1) = (from.y.atan2(from.x), to.y.atan2(to.x));
    while a1 - a0 > std::f32::consts::PI {
        a1 -= std::f32::consts::TAU;
    }
    while a0 - a1 > std::f32::consts::PI {
        a1 += std::f32::consts::TAU;
    }
    (0..=12)
        .map(|i| {
            let t = a0 + (a1 - a0) * i as f32 / 12.0;
            corner + Vec2::new(t.cos(), t.sin()) * 0.5
        })
        .collect()
}

/// Total length of a polyline.
pub fn length(points: &[Vec2]) -> f32 {
    points.windows(2).map(|w| w[0].distance(w[1])).sum()
}

/// The point and unit direction at distance `d` along a polyline.
pub fn at_distance(points: &[Vec2], d: f32) -> (Vec2, Vec2) {
    let segments = points.len().saturating_sub(1);
    let mut left = d.max(0.0);
    for i in 0..segments {
        let (a, b) = (points[i], points[i + 1]);
        let len = a.distance(b);
        if len > f32::EPSILON && (left <= len || i + 1 == segments) {
            let dir = (b - a) / len;
            return (a + dir * left.min(len), dir);
        }
        left -= len;
    }
    (points.last().copied().unwrap_or_default(), Vec2::X)
}

/// Evenly spaced points (with directions) along a polyline, about `spacing` apart, none at the ends.
pub fn ties(points: &[Vec2], spacing: f32) -> Vec<(Vec2, Vec2)> {
    let len = length(points);
    if len <= f32::EPSILON || spacing <= 0.0 {
        return Vec::new();
    }
    let n = (len / spacing).round().max(1.0) as usize;
    (0..n)
        .map(|i| at_distance(points, (i as f32 + 0.5) * len / n as f32))
        .collect()
}

/// The polyline moved sideways by `d` (positive = to the right of travel, y south).
pub fn offset(points: &[Vec2], d: f32) -> Vec<Vec2> {
    let n = points.len();
    (0..n)
        .map(|i| {
            let prev = points[i.saturating_sub(1)];
            let next = points[(i + 1).min(n - 1)];
            let dir = (next - prev).normalize_or_zero();
            points[i] + Vec2::new(-dir.y, dir.x) * d
        })
        .collect()
}

/// Dash segments (start, end) along a polyline: `on` drawn, `off` skipped, centred on the path.
pub fn dashes(points: &[Vec2], on: f32, off: f32) -> Vec<(Vec2, Vec2)> {
    let len = length(points);
    let period = on + off;
    if len <= f32::EPSILON || period <= 0.0 {
        return Vec::new();
    }
    let n = (len / period).round().max(1.0) as usize;
    let step = len / n as f32;
    let dash = step * on / period;
    (0..n)
        .map(|i| {
            let mid = (i as f32 + 0.5) * step;
            (
                at_distance(points, mid - dash / 2.0).0,
                at_distance(points, mid + dash / 2.0).0,
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const R: Edge = Edge::Rail;
    const H: Edge = Edge::Road;
    const B: Edge = Edge::Blank;

    #[test]
    fn a_curve_is_a_quarter_circle_from_side_to_side() {
        let s = shape_of([R, B, B, R], false);
        assert_eq!(s.paths.len(), 1);
        let p = &s.paths[0].points;
        assert!(p[0].distance(SIDE_MID[3]) < 1e-4 || p[0].distance(SIDE_MID[0]) < 1e-4);
        assert!(
            p.last().unwrap().distance(SIDE_MID[0]) < 1e-4
                || p.last().unwrap().distance(SIDE_MID[3]) < 1e-4
        );
        // Every point stays half a square from the top-left corner.
        for q in p {
            assert!((q.length() - 0.5).abs() < 1e-4, "{q}");
        }
        assert!(!s.station);
    }

    #[test]
    fn a_straight_passes_the_centre() {
        let s = shape_of([H, B, H, B], false);
        assert_eq!(s.paths[0].points, vec![SIDE_MID[0], CENTRE, SIDE_MID[2]]);
        assert_eq!(s.paths[0].ink, Ink::Road);
    }

    #[test]
    fn a_t_junction_is_a_straight_and_a_stem() {
        let s = shape_of([R, R, R, B], false);
        assert_eq!(s.paths.len(), 2);
        assert_eq!(s.paths[0].points, vec![SIDE_MID[0], CENTRE, SIDE_MID[2]]);
        assert_eq!(s.paths[1].points, vec![SIDE_MID[1], CENTRE]);
        let s = shape_of([B, H, H, H], false);
        assert_eq!(s.paths[0].points, vec![SIDE_MID[1], CENTRE, SIDE_MID[3]]);
        assert_eq!(s.paths[1].points, vec![SIDE_MID[2], CENTRE]);
    }

    #[test]
    fn stations_join_every_end_in_the_middle_but_the_overpass_does_not() {
        let s = shape_of([H, R, B, B], false);
        assert!(s.station && !s.overpass);
        assert_eq!(s.paths.len(), 2);
        let o = shape_of([H, R, H, R], true);
        assert!(!o.station && o.overpass);
        assert_eq!(o.paths.len(), 2);
        assert_eq!(
            o.paths[0].ink,
            Ink::Rail,
            "rail first: the bridge lies on top"
        );
    }

    #[test]
    fn ties_and_dashes_are_spread_evenly() {
        let line = [Vec2::ZERO, Vec2::new(1.0, 0.0)];
        let t = ties(&line, 0.25);
        assert_eq!(t.len(), 4);
        assert!((t[0].0.x - 0.125).abs() < 1e-5);
        let d = dashes(&line, 0.1, 0.1);
        assert_eq!(d.len(), 5);
        assert!((d[0].1.x - d[0].0.x - 0.1).abs() < 1e-4);
        let o = offset(&line, 0.1);
        assert!((o[0].y - 0.1).abs() < 1e-5);
    }
}
