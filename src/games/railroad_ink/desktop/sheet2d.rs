//! The 2D sheet, painted with egui like the printed board: paper, grid, exits, routes, round numbers, preview and scoring marks.

use super::art::{self, TileStyle};
use super::layout::{self, SheetGeom, side_index};
use super::shape::{self, Ink, Path, TileShape};
use super::state::{APPEAR_SECS, Drawn, InkSnapshot, InkUi};
use crate::games::railroad_ink::rules::board::{EXITS, Placement, Square};
use crate::games::railroad_ink::rules::scoring::Score;
use crate::games::railroad_ink::rules::sheet::InkError;
use crate::games::railroad_ink::rules::tiles::{Edge, TileId};
use crate::ui::canvas::{self, Canvas};
use crate::ui::theme;
use bevy::math::Vec2;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Sense, Stroke, StrokeKind,
    Ui, pos2, vec2,
};

/// Tint of the nine centre squares.
pub const CENTRE_TINT: Color32 = Color32::from_rgb(0xe6, 0xe0, 0xc9);
/// Paper of the sheet.
pub const SHEET_PAPER: Color32 = Color32::from_rgb(0xf7, 0xf0, 0xdc);
/// Red of illegal previews and error marks.
pub const ERROR_RED: Color32 = Color32::from_rgb(0xd0, 0x2b, 0x20);
/// The longest railway's trace (dashed in 2D, so it differs from the highway by more than colour).
pub const LONGEST_RAIL: Color32 = Color32::from_rgb(0x6a, 0x1b, 0x9a);
/// The longest highway's trace.
pub const LONGEST_ROAD: Color32 = Color32::from_rgb(0xe0, 0x6c, 0x00);
/// Colours of the scored networks (distinct from road and rail inks; each also gets a number).
pub const NETWORK_COLOURS: [Color32; 6] = [
    Color32::from_rgb(0x1f, 0x77, 0xb4),
    Color32::from_rgb(0xd6, 0x27, 0x28),
    Color32::from_rgb(0x2c, 0xa0, 0x2c),
    Color32::from_rgb(0x94, 0x67, 0xbd),
    Color32::from_rgb(0xff, 0x7f, 0x0e),
    Color32::from_rgb(0x17, 0xbe, 0xcf),
];

/// Paints a whole sheet (paper, grid, exits, routes) into `geom`; `now` drives the fade-ins.
pub fn paint_sheet(painter: &Painter, geom: &SheetGeom, drawn: &[Drawn], now: f64, detailed: bool) {
    let cell = geom.cell;
    let radius = CornerRadius::same((cell * 0.25).clamp(3.0, 16.0) as u8);
    painter.rect_filled(
        geom.paper.translate(vec2(cell * 0.06, cell * 0.1)),
        radius,
        Color32::from_black_alpha(90),
    );
    painter.rect(
        geom.paper,
        radius,
        SHEET_PAPER,
        Stroke::new((cell * 0.03).max(1.0), theme::WALNUT_LIGHT),
        StrokeKind::Inside,
    );
    for sq in layout::all_squares() {
        let r = geom.square_rect(sq);
        let fill = if sq.is_centre() {
            CENTRE_TINT
        } else {
            theme::BOARD_SQUARE
        };
        painter.rect_filled(r, CornerRadius::ZERO, fill);
    }
    // Exits first, so the grid's thick border caps them.
    for exit in EXITS.iter() {
        paint_exit(painter, geom, exit.square, exit.side, exit.kind, detailed);
    }
    let grid = geom.grid();
    let thin = Stroke::new((cell * 0.028).max(1.0), Color32::from_rgb(0x8d, 0x80, 0x66));
    for i in 1..layout::N {
        let d = i as f32 * cell;
        painter.line_segment(
            [
                pos2(grid.left() + d, grid.top()),
                pos2(grid.left() + d, grid.bottom()),
            ],
            thin,
        );
        painter.line_segment(
            [
                pos2(grid.left(), grid.top() + d),
                pos2(grid.right(), grid.top() + d),
            ],
            thin,
        );
    }
    let centre = Rect::from_min_size(
        geom.origin + vec2(2.0, 2.0) * cell,
        egui::Vec2::splat(3.0 * cell),
    );
    painter.rect_stroke(
        centre,
        CornerRadius::ZERO,
        Stroke::new((cell * 0.05).max(1.5), theme::INK),
        StrokeKind::Middle,
    );
    painter.rect_stroke(
        grid,
        CornerRadius::ZERO,
        Stroke::new((cell * 0.065).max(1.5), theme::INK),
        StrokeKind::Middle,
    );
    if detailed {
        let font = FontId::proportional(cell * 0.2);
        for i in 0..layout::N {
            let x = grid.left() + (i as f32 + 0.16) * cell;
            painter.text(
                pos2(x, grid.top() - cell * 0.08),
                Align2::CENTER_BOTTOM,
                i.to_string(),
                font.clone(),
                theme::INK_FADED,
            );
            let y = grid.top() + (i as f32 + 0.2) * cell;
            let row = (b'A' + i) as char;
            painter.text(
                pos2(grid.left() - cell * 0.1, y),
                Align2::RIGHT_CENTER,
                row.to_string(),
                font.clone(),
                theme::INK_FADED,
            );
        }
    }
    for d in drawn {
        paint_drawn(painter, geom, d, now, detailed);
    }
}

/// One drawn route, fading and growing in over [`APPEAR_SECS`], with its round number in the corner.
fn paint_drawn(painter: &Painter, geom: &SheetGeom, d: &Drawn, now: f64, detailed: bool) {
    let t = grown(d, now);
    let ease = 1.0 - (1.0 - t) * (1.0 - t);
    let r = geom.square_rect(d.placement.square);
    let r = Rect::from_center_size(r.center(), r.size() * (0.55 + 0.45 * ease));
    let style = TileStyle {
        opacity: ease,
        ..TileStyle::default()
    };
    art::paint_tile(
        painter,
        r,
        d.placement.tile,
        d.placement.orientation,
        &style,
    );
    if detailed {
        let corner = geom.square_rect(d.placement.square).left_top()
            + vec2(geom.cell * 0.05, geom.cell * 0.02);
        painter.text(
            corner,
            Align2::LEFT_TOP,
            d.round.to_string(),
            FontId::new(geom.cell * 0.19, theme::bold()),
            theme::INK_FADED.gamma_multiply(ease),
        );
        if d.placement.tile.is_special() {
            // Specials carry a small star, as players circle them on paper.
            painter.text(
                geom.square_rect(d.placement.square).right_top()
                    + vec2(-geom.cell * 0.05, geom.cell * 0.02),
                Align2::RIGHT_TOP,
                "★",
                FontId::proportional(geom.cell * 0.18),
                theme::BRASS.gamma_multiply(ease),
            );
        }
    }
}

/// An exit printed on the border: a road stub with dashes or a rail stub with ties, and a bar across its end.
fn paint_exit(
    painter: &Painter,
    geom: &SheetGeom,
    sq: Square,
    side: crate::games::railroad_ink::rules::tiles::Side,
    kind: Edge,
    detailed: bool,
) {
    let i = side_index(side);
    let out = Vec2::from(layout::side_dir(side));
    let from = shape::SIDE_MID[i];
    let to = from + out * (layout::MARGIN * 0.82);
    let ink = if kind == Edge::Road {
        Ink::Road
    } else {
        Ink::Rail
    };
    let s = TileShape {
        paths: vec![Path {
            ink,
            points: vec![from, to],
        }],
        station: false,
        overpass: false,
    };
    let rect = geom.square_rect(sq);
    art::paint_shape(painter, rect, &s, &TileStyle::default());
    if detailed {
        let end = layout::unit_to(rect, to.x, to.y);
        let across = egui::vec2(-out.y, out.x) * geom.cell * 0.2;
        painter.line_segment(
            [end - across, end + across],
            Stroke::new(geom.cell * 0.045, theme::INK),
        );
    }
}

/// What happened on the big sheet this frame.
#[derive(Debug, Default)]
pub struct SheetOutcome {
    /// A draw to submit.
    pub submit: Option<Placement>,
    /// Why the hovered placement is illegal.
    pub reason: Option<InkError>,
}

/// The sheet of `seat` on its felt in `area`: the felt, paper, grid and settled routes as one cached
/// picture (they change once a turn), the routes still growing in, the tool's preview and the
/// scoring marks painted over it.
#[allow(clippy::too_many_arguments)]
pub fn sheet_view(
    ui: &mut Ui,
    area: Rect,
    canvas: &mut Canvas,
    snap: &InkSnapshot,
    state: &mut InkUi,
    seat: usize,
    now: f64,
    colour_blind: bool,
    labels: [&str; 2],
) -> SheetOutcome {
    let area = canvas::align(ui.ctx(), area);
    let geom = SheetGeom::fit(sheet_area(area).shrink(8.0));
    let response = ui.allocate_rect(geom.paper, Sense::click());
    let painter = ui.painter_at(area);
    let drawn = snap.drawn.get(seat).map_or(&[][..], Vec::as_slice);
    let (settled, growing): (Vec<Drawn>, Vec<Drawn>) =
        drawn.iter().partition(|d| grown(d, now) >= 1.0);
    // The finished sheet's scoring marks belong to the picture too: they change with the toggle.
    let marks = snap
        .scores
        .get(seat)
        .filter(|_| state.highlights && snap.final_result.is_some());
    let key = (
        settled
            .iter()
            .map(|d| (d.placement, d.round))
            .collect::<Vec<_>>(),
        marks.is_some(),
        colour_blind,
        labels,
    );
    canvas.show(&painter, area, theme::FELT_DARK, key, |painter, area| {
        paint_felt(painter, area);
        paint_sheet(painter, &geom, &settled, now, true);
        if let Some(score) = marks {
            paint_highlights(painter, &geom, score, colour_blind, labels);
        }
    });
    for d in &growing {
        paint_drawn(&painter, &geom, d, now, true);
    }
    let hover = state
        .forced_hover
        .or_else(|| response.hover_pos().and_then(|p| geom.square_at(p)));
    let mut out = SheetOutcome::default();
    if snap.interactive(state) {
        out = interact(&painter, &geom, snap, state, seat, hover, &response);
    } else {
        state.hover = None;
    }
    out
}

/// Where the sheet goes in the central `area`: all of it, less a strip at the top for the seat's
/// name when the sheet would reach under it.
pub fn sheet_area(area: Rect) -> Rect {
    if (area.width() - area.height()) / 2.0 < 300.0 {
        Rect::from_min_max(area.min + vec2(0.0, 52.0), area.max)
    } else {
        area
    }
}

/// The green felt behind the sheet, lit in the middle (its dark edge is the window's clear colour:
/// on a software renderer every pixel painted twice costs).
fn paint_felt(painter: &Painter, area: Rect) {
    let inner = area.shrink(area.width().min(area.height()) * 0.04);
    painter.rect_filled(inner, CornerRadius::same(40), theme::FELT);
    painter.rect_filled(
        inner.shrink(inner.width().min(inner.height()) * 0.12),
        CornerRadius::same(80),
        theme::FELT_LIGHT.gamma_multiply(0.35),
    );
}

/// How far a route has grown in, 0 to 1.
fn grown(d: &Drawn, now: f64) -> f32 {
    if d.appeared > 0.0 {
        ((now - d.appeared) / APPEAR_SECS).clamp(0.0, 1.0) as f32
    } else {
        1.0
    }
}

fn interact(
    painter: &Painter,
    geom: &SheetGeom,
    snap: &InkSnapshot,
    state: &mut InkUi,
    seat: usize,
    hover: Option<Square>,
    response: &egui::Response,
) -> SheetOutcome {
    let mut out = SheetOutcome::default();
    state.hover = hover;
    state.shown = None;
    if response.secondary_clicked() {
        state.orientation = layout::rotated(state.shown_or_chosen());
    }
    let Some(tile) = state
        .pick
        .filter(|p| snap.available(*p))
        .and_then(|p| snap.pick_tile(p))
    else {
        return out;
    };
    // Legal squares glow brass; a dashed outline keeps them readable without colour. The glow is
    // steady: a pulse would keep the window drawing (and a stream encoding) while a player thinks.
    for sq in layout::all_squares() {
        if snap.legal.iter().any(|p| p.tile == tile && p.square == sq) {
            let r = geom.square_rect(sq).shrink(geom.cell * 0.06);
            painter.rect_filled(r, CornerRadius::same(4), theme::BRASS.gamma_multiply(0.3));
            let pts = [
                r.left_top(),
                r.right_top(),
                r.right_bottom(),
                r.left_bottom(),
                r.left_top(),
            ];
            painter.extend(egui::Shape::dashed_line(
                &pts,
                Stroke::new(2.0, theme::BRASS),
                6.0,
                4.0,
            ));
        }
    }
    let Some(sq) = hover else {
        return out;
    };
    let legal = snap.legal_at(tile, sq);
    let r = geom.square_rect(sq);
    match layout::snap(state.orientation, &legal) {
        Some(o) => {
            state.shown = Some(o);
            painter.rect_filled(r, CornerRadius::ZERO, theme::BRASS.gamma_multiply(0.35));
            art::paint_tile(
                painter,
                r,
                tile,
                o,
                &TileStyle {
                    opacity: 0.85,
                    ..Default::default()
                },
            );
            painter.rect_stroke(
                r,
                CornerRadius::ZERO,
                Stroke::new(3.0, theme::INK_BLUE),
                StrokeKind::Inside,
            );
            if response.clicked() {
                out.submit = Some(Placement {
                    tile,
                    square: sq,
                    orientation: o,
                });
            }
        }
        None => {
            let p = Placement {
                tile,
                square: sq,
                orientation: state.orientation,
            };
            let reason = snap.refusal_of(seat, &p);
            let occupied = snap
                .drawn
                .get(seat)
                .is_some_and(|d| d.iter().any(|d| d.placement.square == sq));
            if !occupied {
                art::paint_tile(
                    painter,
                    r,
                    tile,
                    state.orientation,
                    &TileStyle {
                        opacity: 0.8,
                        ..TileStyle::tinted(ERROR_RED)
                    },
                );
            }
            painter.rect_stroke(
                r,
                CornerRadius::ZERO,
                Stroke::new(3.0, ERROR_RED),
                StrokeKind::Inside,
            );
            cross(
                painter,
                r.right_top() + vec2(-geom.cell * 0.15, geom.cell * 0.15),
                geom.cell * 0.09,
                ERROR_RED,
            );
            out.reason = reason;
        }
    }
    out
}

impl InkUi {
    /// The orientation the preview shows, or the chosen one.
    pub fn shown_or_chosen(&self) -> crate::games::railroad_ink::rules::tiles::Orientation {
        self.shown.unwrap_or(self.orientation)
    }
}

/// A red X (error marks are shapes, not only colour).
pub fn cross(painter: &Painter, c: Pos2, r: f32, colour: Color32) {
    let s = Stroke::new((r * 0.45).max(2.0), colour);
    painter.circle_filled(c, r * 1.5, Color32::from_white_alpha(200));
    painter.line_segment([c + vec2(-r, -r), c + vec2(r, r)], s);
    painter.line_segment([c + vec2(-r, r), c + vec2(r, -r)], s);
}

/// Final scoring marks: networks outlined and numbered, longest paths traced and labelled, errors crossed.
pub fn paint_highlights(
    painter: &Painter,
    geom: &SheetGeom,
    score: &Score,
    colour_blind: bool,
    labels: [&str; 2],
) {
    let cell = geom.cell;
    let mut number = 0;
    for net in score.networks.iter().filter(|n| n.exits >= 2) {
        let colour = NETWORK_COLOURS[number % NETWORK_COLOURS.len()];
        number += 1;
        for sq in &net.squares {
            painter.rect_filled(
                geom.square_rect(*sq),
                CornerRadius::ZERO,
                colour.gamma_multiply(0.16),
            );
        }
        let stroke = Stroke::new(cell * 0.06, colour);
        for (sq, side) in layout::outline(&net.squares) {
            let [a, b] = layout::side_segment(geom, sq, side);
            let inward = -egui::Vec2::from(layout::side_dir(side))
                * cell
                * 0.04
                * (number as f32 % 3.0 + 1.0)
                * 0.5;
            if colour_blind || number > 1 {
                painter.extend(egui::Shape::dashed_line(
                    &[a + inward, b + inward],
                    stroke,
                    cell * (0.08 + 0.04 * number as f32),
                    cell * 0.06,
                ));
            } else {
                painter.line_segment([a + inward, b + inward], stroke);
            }
        }
        if let Some(first) = net.squares.iter().min_by_key(|s| (s.row, s.col)) {
            let c = geom.square_rect(*first).left_top() + vec2(cell * 0.22, cell * 0.22);
            painter.circle(c, cell * 0.17, colour, Stroke::new(2.0, Color32::WHITE));
            painter.text(
                c,
                Align2::CENTER_CENTER,
                number.to_string(),
                FontId::new(cell * 0.22, theme::bold()),
                Color32::WHITE,
            );
        }
    }
    let trace = |path: &[Square], colour: Color32, dashed: bool, label: &str| {
        if path.is_empty() {
            return;
        }
        let pts: Vec<Pos2> = path.iter().map(|s| geom.square_rect(*s).center()).collect();
        let stroke = Stroke::new(cell * 0.09, colour);
        if dashed {
            painter.extend(egui::Shape::dashed_line(
                &pts,
                stroke,
                cell * 0.16,
                cell * 0.1,
            ));
        } else {
            painter.add(egui::Shape::line(pts.clone(), stroke));
        }
        for p in [pts[0], pts[pts.len() - 1]] {
            painter.circle(p, cell * 0.1, colour, Stroke::new(2.0, Color32::WHITE));
        }
        let at = pts[pts.len() - 1] + vec2(0.0, -cell * 0.28);
        let galley = painter.layout_no_wrap(
            label.to_owned(),
            FontId::new(cell * 0.2, theme::bold()),
            Color32::WHITE,
        );
        let bg = Rect::from_center_size(at, galley.size() + vec2(10.0, 4.0));
        painter.rect_filled(bg, CornerRadius::same(6), colour);
        painter.galley(bg.min + vec2(5.0, 2.0), galley, Color32::WHITE);
    };
    trace(
        &score.longest_rail_path,
        LONGEST_RAIL,
        true,
        &format!("{} {}", labels[0], score.longest_rail),
    );
    trace(
        &score.longest_road_path,
        LONGEST_ROAD,
        false,
        &format!("{} {}", labels[1], score.longest_road),
    );
    for (sq, side) in &score.error_ends {
        let mid = geom.side_mid(*sq, *side);
        let inward = -egui::Vec2::from(layout::side_dir(*side)) * cell * 0.12;
        cross(painter, mid + inward, cell * 0.1, ERROR_RED);
    }
}

/// A small sheet for the thumbnails (and the menu): no numbers, simple strokes.
/// A small sheet on the panel's paper: a cached picture once its routes have grown in.
pub fn thumbnail(painter: &Painter, canvas: &mut Canvas, rect: Rect, drawn: &[Drawn], now: f64) {
    let rect = canvas::align(painter.ctx(), rect);
    if drawn.iter().all(|d| grown(d, now) >= 1.0) {
        let key: Vec<_> = drawn.iter().map(|d| (d.placement, d.round)).collect();
        canvas.show(painter, rect, theme::PAPER, key, |painter, rect| {
            paint_thumbnail(painter, rect, drawn, now)
        });
    } else {
        paint_thumbnail(painter, rect, drawn, now);
    }
}

fn paint_thumbnail(painter: &Painter, rect: Rect, drawn: &[Drawn], now: f64) {
    let geom = SheetGeom::fit(rect);
    paint_sheet(painter, &geom, drawn, now, false);
}

/// A die or special card with its face.
pub fn paint_card(painter: &Painter, rect: Rect, tile: TileId, style: &TileStyle) {
    art::paint_tile(
        painter,
        rect,
        tile,
        crate::games::railroad_ink::rules::tiles::Orientation(0),
        style,
    );
}
