//! Painting route faces with egui (dice, specials, the 2D sheet, thumbnails, the menu and the score sheet).

use super::shape::{self, Ink, TileShape, tile_shape};
use crate::games::railroad_ink::rules::tiles::{Orientation, TileId};
use crate::ui::theme;
use bevy::math::Vec2;
use bevy_egui::egui::{
    self, Color32, CornerRadius, Painter, Pos2, Rect, Shape, Stroke, StrokeKind,
};

/// How a face is painted: ink colours, a paper behind it, fading and detail.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TileStyle {
    /// The road band.
    pub road: Color32,
    /// The road's dashed centre line.
    pub road_mark: Color32,
    /// Rails and ties.
    pub rail: Color32,
    /// The station block.
    pub station: Color32,
    /// Paper drawn behind the routes (None: transparent, e.g. on the sheet's own square).
    pub paper: Option<Color32>,
    /// 0..1 multiplier on every colour (fade-in, greyed-out dice).
    pub opacity: f32,
    /// Grey everything (a die already drawn this round).
    pub greyed: bool,
}

impl Default for TileStyle {
    fn default() -> Self {
        TileStyle {
            road: theme::ROAD,
            road_mark: theme::ROAD_MARK,
            rail: theme::RAIL,
            station: theme::STATION,
            paper: None,
            opacity: 1.0,
            greyed: false,
        }
    }
}

impl TileStyle {
    /// The default inks on a paper card (dice and specials).
    pub fn card() -> Self {
        TileStyle {
            paper: Some(theme::PAPER_LIGHT),
            ..Default::default()
        }
    }

    /// Every ink replaced by one colour (the red "illegal here" preview).
    pub fn tinted(colour: Color32) -> Self {
        TileStyle {
            road: colour,
            rail: colour,
            station: colour,
            road_mark: Color32::WHITE,
            ..Default::default()
        }
    }

    fn ink(&self, c: Color32) -> Color32 {
        let c = if self.greyed {
            let [r, g, b, _] = c.to_array();
            let y = (0.3 * r as f32 + 0.59 * g as f32 + 0.11 * b as f32) as u8;
            let y = y / 2 + 110;
            Color32::from_rgb(y, y, y)
        } else {
            c
        };
        c.gamma_multiply(self.opacity.clamp(0.0, 1.0))
    }
}

/// Road width as a share of the square.
pub const ROAD_WIDTH: f32 = 0.27;
/// Tie half-length as a share of the square.
const TIE_HALF: f32 = 0.13;
/// Distance between ties.
const TIE_SPACING: f32 = 0.125;
/// Half the gauge (rail to rail).
const GAUGE_HALF: f32 = 0.065;

/// Paints route `tile` turned to `o` into `rect` (a square), like the printed dice and sheet.
pub fn paint_tile(painter: &Painter, rect: Rect, tile: TileId, o: Orientation, style: &TileStyle) {
    if let Some(paper) = style.paper {
        painter.rect(
            rect,
            CornerRadius::same((rect.width() * 0.12).clamp(2.0, 12.0) as u8),
            paper.gamma_multiply(style.opacity),
            Stroke::new(1.5, style.ink(theme::WALNUT_LIGHT)),
            StrokeKind::Inside,
        );
    }
    paint_shape(painter, rect, &tile_shape(tile, o), style);
}

/// Paints a precomputed [`TileShape`] into `rect`.
pub fn paint_shape(painter: &Painter, rect: Rect, s: &TileShape, style: &TileStyle) {
    let size = rect.width();
    let to = |p: Vec2| rect.min + egui::vec2(p.x, p.y) * size;
    let detailed = size >= 28.0;
    for path in &s.paths {
        let pts: Vec<Pos2> = path.points.iter().map(|&p| to(p)).collect();
        match path.ink {
            Ink::Rail => rail(painter, &path.points, size, to, style, detailed),
            Ink::Road => {
                if s.overpass {
                    bridge(painter, &path.points, size, to, style);
                }
                road(painter, &pts, size, style, detailed);
            }
        }
    }
    if s.station {
        station(painter, to(shape::CENTRE), size, style);
    }
}

fn road(painter: &Painter, pts: &[Pos2], size: f32, style: &TileStyle, detailed: bool) {
    let w = size * ROAD_WIDTH;
    // Round caps so curves and junctions close up cleanly.
    painter.add(Shape::line(
        pts.to_vec(),
        Stroke::new(w, style.ink(style.road)),
    ));
    if pts.len() > 2 {
        for p in &pts[1..pts.len() - 1] {
            painter.circle_filled(*p, w / 2.0, style.ink(style.road));
        }
    }
    if detailed {
        let unit: Vec<Vec2> = pts.iter().map(|p| Vec2::new(p.x, p.y)).collect();
        for (a, b) in shape::dashes(&unit, size * 0.09, size * 0.07) {
            painter.line_segment(
                [Pos2::new(a.x, a.y), Pos2::new(b.x, b.y)],
                Stroke::new((w * 0.13).max(1.0), style.ink(style.road_mark)),
            );
        }
    }
}

fn rail(
    painter: &Painter,
    points: &[Vec2],
    size: f32,
    to: impl Fn(Vec2) -> Pos2,
    style: &TileStyle,
    detailed: bool,
) {
    let colour = style.ink(style.rail);
    let tie = Stroke::new((size * 0.035).max(1.0), colour);
    for (p, dir) in shape::ties(points, TIE_SPACING) {
        let n = Vec2::new(-dir.y, dir.x) * TIE_HALF;
        painter.line_segment([to(p + n), to(p - n)], tie);
    }
    if detailed {
        for side in [-GAUGE_HALF, GAUGE_HALF] {
            let line: Vec<Pos2> = shape::offset(points, side).into_iter().map(&to).collect();
            painter.add(Shape::line(
                line,
                Stroke::new((size * 0.028).max(1.0), colour),
            ));
        }
    } else {
        let line: Vec<Pos2> = points.iter().map(|&p| to(p)).collect();
        painter.add(Shape::line(
            line,
            Stroke::new((size * 0.06).max(1.0), colour),
        ));
    }
}

/// The overpass bridge: a paper gap across the rail and parapets along the road.
fn bridge(
    painter: &Painter,
    points: &[Vec2],
    size: f32,
    to: impl Fn(Vec2) -> Pos2,
    style: &TileStyle,
) {
    let gap = style
        .paper
        .unwrap_or(theme::BOARD_SQUARE)
        .gamma_multiply(style.opacity);
    let mid: Vec<Pos2> = [0.27, 0.73]
        .iter()
        .map(|&t| to(shape::at_distance(points, t * shape::length(points)).0))
        .collect();
    painter.add(Shape::line(
        mid,
        Stroke::new(size * (ROAD_WIDTH + 0.16), gap),
    ));
    let parapet = Stroke::new((size * 0.04).max(1.0), style.ink(style.rail));
    for side in [-(ROAD_WIDTH / 2.0 + 0.05), ROAD_WIDTH / 2.0 + 0.05] {
        let off = shape::offset(points, side);
        let len = shape::length(&off);
        let a = shape::at_distance(&off, 0.28 * len).0;
        let b = shape::at_distance(&off, 0.72 * len).0;
        // Parapet with splayed ends, like a drawn bridge.
        let dir = (b - a).normalize_or_zero();
        let out = Vec2::new(-dir.y, dir.x) * side.signum() * 0.06;
        painter.add(Shape::line(
            vec![
                to(a - dir * 0.05 + out),
                to(a),
                to(b),
                to(b + dir * 0.05 + out),
            ],
            parapet,
        ));
    }
}

fn station(painter: &Painter, c: Pos2, size: f32, style: &TileStyle) {
    let r = Rect::from_center_size(c, egui::Vec2::splat(size * 0.3));
    painter.rect(
        r,
        CornerRadius::same((size * 0.04) as u8),
        style.ink(style.station),
        Stroke::new((size * 0.035).max(1.0), style.ink(style.rail)),
        StrokeKind::Middle,
    );
    // A white roof-line makes the block read as a building, not a colour blob.
    if size >= 28.0 {
        let inner = r.shrink(size * 0.07);
        painter.rect_stroke(
            inner,
            CornerRadius::ZERO,
            Stroke::new((size * 0.025).max(1.0), style.ink(theme::PAPER_LIGHT)),
            StrokeKind::Middle,
        );
    }
}
