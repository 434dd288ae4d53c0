//! Map geometry shared by the 2D and 3D views: hex centres and corners on a pointy `hexx` layout with
//! rows running down the screen (as the board is printed), side midpoints, and the polyline a track
//! piece follows (straight, or a gentle curve through the hex).

use crate::board::{HexMap, Segment};
use bevy::math::Vec2;
use hexx::{EdgeDirection, Hex, HexLayout, HexOrientation};

/// The layout in map units (hex size 1). Its `y` grows with the row, i.e. down the printed board:
/// hexx's `y` axis points up, so the 2D view reads it as screen-down and the 3D view as +z (towards the viewer).
pub fn layout() -> HexLayout {
    HexLayout::new(HexOrientation::Pointy).with_hex_size(1.0)
}

/// Centre of a hex in map units.
pub fn centre(hex: Hex) -> Vec2 {
    layout().hex_to_world_pos(hex)
}

/// The six corners of a hex in map units.
pub fn corners(hex: Hex) -> [Vec2; 6] {
    layout().hex_corners(hex)
}

/// The hex under a point in map units.
pub fn hex_at(p: Vec2) -> Hex {
    layout().world_pos_to_hex(p)
}

/// The middle of the side of `hex` facing `dir`.
pub fn side_mid(hex: Hex, dir: EdgeDirection) -> Vec2 {
    (centre(hex) + centre(hex.neighbor(dir))) / 2.0
}

/// The two corners of the side between neighbouring hexes `a` and `b` (for ridges).
pub fn side_corners(a: Hex, b: Hex) -> Option<[Vec2; 2]> {
    let ca = corners(a);
    let cb = corners(b);
    let shared: Vec<Vec2> = ca
        .iter()
        .copied()
        .filter(|p| cb.iter().any(|q| q.distance(*p) < 1e-3))
        .collect();
    (shared.len() == 2).then(|| [shared[0], shared[1]])
}

/// The polyline a track piece follows, in map units: side midpoint to side midpoint, straight across
/// or bending through the hex (a quadratic curve pulled towards the centre).
pub fn segment_points(seg: &Segment) -> Vec<Vec2> {
    let a = side_mid(seg.hex, seg.ends[0]);
    let b = side_mid(seg.hex, seg.ends[1]);
    let c = centre(seg.hex);
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
pub fn bounds(map: &HexMap) -> (Vec2, Vec2) {
    let mut min = Vec2::splat(f32::MAX);
    let mut max = Vec2::splat(f32::MIN);
    for (h, _) in map.hexes() {
        for c in corners(h) {
            min = min.min(c);
            max = max.max(c);
        }
    }
    if min.x > max.x {
        return (Vec2::ZERO, Vec2::ONE);
    }
    (min, max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rotw::data::eastern_us;

    /// Rows run down the screen and odd rows sit half a hex right, as printed; Boston is north-east of
    /// New Orleans.
    #[test]
    fn the_board_reads_as_printed() {
        let data = eastern_us();
        let grid = data.map.grid;
        let a = centre(grid.hex(5, 10));
        let below = centre(grid.hex(5, 11));
        assert!(below.y > a.y, "rows go down");
        assert!(below.x > a.x, "odd rows are shoved right");
        let boston = centre(data.cities[data.city_named("Boston").expect("Boston")].hex);
        let orleans = centre(data.cities[data.city_named("New Orleans").expect("NO")].hex);
        assert!(boston.x > orleans.x && boston.y < orleans.y);
    }

    #[test]
    fn pieces_join_side_midpoints_and_ridges_have_two_corners() {
        let h = Hex::ZERO;
        for a in EdgeDirection::ALL_DIRECTIONS {
            for b in EdgeDirection::ALL_DIRECTIONS {
                if a == b {
                    continue;
                }
                let seg = Segment::new(h, a, b);
                let pts = segment_points(&seg);
                let ends = [side_mid(h, seg.ends[0]), side_mid(h, seg.ends[1])];
                assert!(pts[0].distance(ends[0]) < 1e-4);
                assert!(pts[pts.len() - 1].distance(ends[1]) < 1e-4);
            }
            assert!(side_corners(h, h.neighbor(a)).is_some());
        }
        assert_eq!(hex_at(centre(Hex::new(3, -2))), Hex::new(3, -2));
    }
}
