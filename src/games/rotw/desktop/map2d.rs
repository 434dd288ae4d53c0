//! The 2D map, painted with egui inside the central panel: terrain, ridges, track in each owner's
//! colour, cities with their cubes and markers, and the highlights of the tool in hand. Drag or arrow
//! keys pan, the wheel or +/− zooms, Home fits the whole board.

use super::geom::GEOM;
use super::state::{Recent, RotwSnapshot, RotwUi, Tool, pickable_cities};
use crate::board::search::segments;
use crate::games::rotw::data::RotwData;
use crate::games::rotw::goods::{CityColour, Goods};
use crate::games::rotw::ids::{CityId, LinkId};
use crate::games::rotw::state::{CityState, Link};
use crate::table::SeatColour;
use crate::ui::canvas::{self, Canvas};
use crate::ui::hexmap::{self, darker, lighter};
use crate::ui::map_camera::MapCam;
use crate::ui::theme;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Ui,
    pos2, vec2,
};
use hexx::Hex;

/// Grey cities.
pub const GREY: Color32 = Color32::from_rgb(0x8c, 0x8c, 0x90);

/// The printed colour of a goods cube or city.
pub fn goods_colour(g: Goods) -> Color32 {
    match g {
        Goods::Red => Color32::from_rgb(0xd7, 0x26, 0x1e),
        Goods::Yellow => Color32::from_rgb(0xf5, 0xc9, 0x1a),
        Goods::Blue => Color32::from_rgb(0x1d, 0x4f, 0xd6),
        Goods::Black => Color32::from_rgb(0x1c, 0x1c, 0x1e),
        Goods::Purple => Color32::from_rgb(0x7d, 0x2c, 0x93),
    }
}

/// A city's colour.
pub fn city_colour(c: CityColour) -> Color32 {
    c.goods().map_or(GREY, goods_colour)
}

/// Ink that reads on a goods colour.
pub fn on_goods(c: CityColour) -> Color32 {
    match c.goods() {
        Some(Goods::Yellow) | None => theme::INK,
        _ => Color32::WHITE,
    }
}

/// The letter of a city colour in colour-blind mode (grey is G).
pub fn city_letter(c: CityColour) -> char {
    c.goods().map_or('G', Goods::letter)
}

/// Everything the painter needs besides the camera.
pub struct Paint<'a> {
    /// What glows on the board and how strongly: the last action fading, or steadily what the
    /// others did since the seat to act last played.
    pub glow: (&'a Recent, f32),
    /// The snapshot.
    pub snap: &'a RotwSnapshot,
    /// The map data.
    pub data: &'a RotwData,
    /// Colour-blind mode.
    pub colour_blind: bool,
    /// Seconds, for the pulse of highlights.
    pub now: f64,
    /// Legal next hexes of the build draft, with the price of the route ending there.
    pub next: &'a [(Hex, Option<u32>)],
    /// The route of the hovered delivery option, as link ids.
    pub highlight_links: &'a [LinkId],
}

/// What the board's pieces are painted from: the table's snapshot, or a stream's public view, so
/// both show the same drawing.
pub struct Pieces<'a> {
    /// The map data.
    pub data: &'a RotwData,
    /// Each city's state, by city id.
    pub cities: &'a [CityState],
    /// Every link.
    pub links: &'a [Link],
    /// Each seat's colour.
    pub colours: Vec<SeatColour>,
    /// Colour-blind mode.
    pub colour_blind: bool,
    /// Links lit by the tool in hand (a hovered delivery).
    pub highlight_links: &'a [LinkId],
    /// What the last action (or the actions since a seat's last turn) touched, and how strongly it
    /// glows (0 to 1).
    pub recent: (&'a [LinkId], &'a [CityId], f32),
}

impl Pieces<'_> {
    fn colour(&self, seat: usize) -> SeatColour {
        self.colours
            .get(seat)
            .copied()
            .unwrap_or(SeatColour(seat as u8))
    }
}

/// The whole board at rest: terrain, cities, track and names (the stream's drawing).
pub fn paint_board(painter: &egui::Painter, rect: Rect, cam: &MapCam, pieces: &Pieces) {
    paint_terrain(painter, rect, cam, pieces.data);
    paint_cities(painter, rect, cam, pieces);
    paint_track(painter, rect, cam, pieces);
    paint_labels(painter, rect, cam, pieces.data, None);
    paint_recent_city(painter, rect, cam, pieces);
}

/// The 2D map in `rect`: paints it and records hover and clicks in `state`.
pub fn map_view(
    ui: &mut Ui,
    rect: Rect,
    cam: &mut MapCam,
    state: &mut RotwUi,
    p: &Paint,
    canvas: &mut Canvas,
) {
    // Whole pixels, so the terrain's cached picture and the pieces painted over it line up.
    let rect = canvas::align(ui.ctx(), rect);
    cam.frame(rect, GEOM.bounds(&p.data.map));
    let response = ui.interact(rect, ui.id().with("rotw-map"), Sense::click_and_drag());
    cam.steer(ui, rect, &response);
    state.hover = response
        .hover_pos()
        .map(|pos| GEOM.hex_at(cam.to_map(rect, pos)))
        .filter(|h| p.data.map.contains(*h));
    if response.clicked() {
        state.clicked = state.hover;
    }
    if response.secondary_clicked() {
        step_back(&mut state.tool, p.snap);
    }
    let painter = ui.painter_at(rect);
    let view = [cam.centre.x, cam.centre.y, cam.zoom].map(f32::to_bits);
    // Cities, track and labels join the still terrain while nothing on them is lit and no build is
    // drawn over them.
    let drafting = matches!(&state.tool, Tool::Build { route, .. } if !route.is_empty());
    let still = p.highlight_links.is_empty() && p.glow.1 == 0.0 && !drafting;
    let picked = picked_city(&state.tool);
    let pieces = |painter: &egui::Painter, game: &crate::games::rotw::state::RotwGame| {
        let pieces = Pieces {
            data: p.data,
            cities: &game.cities,
            links: &game.links,
            colours: p.snap.seats.iter().map(|s| s.colour).collect(),
            colour_blind: p.colour_blind,
            highlight_links: p.highlight_links,
            recent: (&p.glow.0.links, &p.glow.0.cities, p.glow.1),
        };
        paint_cities(painter, rect, cam, &pieces);
        paint_track(painter, rect, cam, &pieces);
        paint_draft(painter, rect, cam, state, p);
        paint_labels(painter, rect, cam, p.data, picked);
        paint_recent_city(painter, rect, cam, &pieces);
    };
    let game = p.snap.game.as_ref();
    // Which map: the embedded one while the file loads, then the file's.
    let map = std::ptr::from_ref(p.data) as usize;
    let key = (
        view,
        map,
        still.then_some((p.snap.revision, p.colour_blind, picked)),
    );
    canvas.show(&painter, rect, theme::FELT_DARK, key, |painter, rect| {
        paint_terrain(painter, rect, cam, p.data);
        if let (true, Some(game)) = (still, game) {
            pieces(painter, game);
        }
    });
    if let (false, Some(game)) = (still, game) {
        pieces(&painter, game);
    }
    paint_pieces(&painter, rect, cam, state, p);
}

/// Right-click or Backspace: takes back the last hex of a build draft (back to an incomplete link's
/// last tile, the draft becomes that tile's redirect stem, as a click there does), or the last pick
/// of a tool.
pub fn step_back(tool: &mut Tool, snap: &RotwSnapshot) {
    match tool {
        Tool::Build { route, .. } => {
            route.pop();
            if let ([tile], Some(game), Some(seat)) =
                (&route[..], snap.game.as_ref(), snap.human_to_act())
                && let Some(stem) = super::state::redirect_stem(game, seat, *tile)
            {
                *route = stem;
            }
        }
        Tool::Deliver { from, goods } => {
            if goods.is_some() {
                *goods = None;
            } else {
                *from = None;
            }
        }
        Tool::Urbanise { city } | Tool::Card { city, .. } => *city = None,
        Tool::None => {}
    }
}

fn hex_shape(cam: &MapCam, rect: Rect, hex: Hex, shrink: f32) -> Vec<Pos2> {
    GEOM.outline(hex, shrink)
        .map(|k| cam.to_screen(rect, k))
        .to_vec()
}

/// The terrain: a function of the map and the view alone, so it is painted once per view.
fn paint_terrain(painter: &egui::Painter, rect: Rect, cam: &MapCam, data: &RotwData) {
    // The window is cleared to the felt already: no fill under the board (on a software renderer
    // every covered pixel costs).
    let visible = rect.expand(cam.zoom * 2.0);
    hexmap::paint_board(painter, &GEOM, &data.map, cam.zoom, visible, |q| {
        cam.to_screen(rect, q)
    });
}

/// What the tool in hand adds over the map: highlights and the hovered hex.
fn paint_pieces(painter: &egui::Painter, rect: Rect, cam: &MapCam, state: &RotwUi, p: &Paint) {
    if p.snap.game.is_none() {
        return;
    }
    paint_highlights(painter, rect, cam, state, p);
    if let Some(h) = state.hover {
        painter.add(Shape::closed_line(
            hex_shape(cam, rect, h, 0.97),
            Stroke::new(2.5, theme::PAPER_LIGHT),
        ));
    }
}

fn track_width(z: f32) -> f32 {
    (z * 0.3).max(4.0)
}

fn paint_track(painter: &egui::Painter, rect: Rect, cam: &MapCam, p: &Pieces) {
    let z = cam.zoom;
    let w = track_width(z);
    let (recent_links, _, strength) = p.recent;
    for link in p.links {
        let colour = theme::seat_colour(p.colour(link.owner));
        let lit = p.highlight_links.contains(&link.id);
        let fresh = if recent_links.contains(&link.id) {
            strength
        } else {
            0.0
        };
        let segs = segments(&link.route).unwrap_or_default();
        for seg in &segs {
            let pts: Vec<Pos2> = GEOM
                .segment_points(seg)
                .into_iter()
                .map(|q| cam.to_screen(rect, q))
                .collect();
            if lit {
                painter.add(Shape::line(
                    pts.clone(),
                    Stroke::new(w * 2.6, theme::PAPER_LIGHT),
                ));
            }
            if fresh > 0.0 {
                // The last action's track glows for a moment.
                painter.add(Shape::line(
                    pts.clone(),
                    Stroke::new(w * 3.2, theme::BRASS.gamma_multiply(fresh)),
                ));
            }
            if link.to.is_some() {
                painter.add(Shape::line(pts.clone(), Stroke::new(w + 2.5, theme::INK)));
                painter.add(Shape::line(pts, Stroke::new(w, colour)));
            } else {
                // Incomplete: a lighter, dashed line (still outlined, so it reads on any terrain).
                painter.add(Shape::line(
                    pts.clone(),
                    Stroke::new(w * 0.7 + 2.0, darker(colour, 0.45)),
                ));
                for s in Shape::dashed_line(
                    &pts,
                    Stroke::new(w * 0.7, lighter(colour, 0.45)),
                    z * 0.22,
                    z * 0.12,
                ) {
                    painter.add(s);
                }
            }
        }
        // The heading of an incomplete link: a small arrow into the next hex.
        if link.to.is_none() && link.route.len() >= 3 {
            let n = link.route.len();
            if let Some(dir) = link.route[n - 2].neighbor_direction(link.route[n - 1]) {
                let tip = GEOM.side_mid(link.route[n - 2], dir);
                let c = GEOM.centre(link.route[n - 2]);
                arrow(
                    painter,
                    cam.to_screen(rect, c.lerp(tip, 0.6)),
                    cam.to_screen(rect, tip + (tip - c) * 0.25),
                    colour,
                    z,
                );
            }
        }
        if p.colour_blind && !segs.is_empty() {
            let mid = &segs[segs.len() / 2];
            let at = cam.to_screen(rect, GEOM.centre(mid.hex));
            glyph(painter, at, p.colour(link.owner), z);
        }
    }
}

fn arrow(painter: &egui::Painter, from: Pos2, to: Pos2, colour: Color32, z: f32) {
    let d = (to - from).normalized();
    let n = vec2(-d.y, d.x);
    let s = z * 0.22;
    painter.add(Shape::convex_polygon(
        vec![to, to - d * s * 1.6 + n * s, to - d * s * 1.6 - n * s],
        colour,
        Stroke::new(1.5, theme::INK),
    ));
}

fn glyph(painter: &egui::Painter, at: Pos2, colour: SeatColour, z: f32) {
    let size = (z * 0.55).clamp(10.0, 22.0);
    painter.circle_filled(at, size * 0.62, theme::PAPER_LIGHT);
    painter.text(
        at,
        Align2::CENTER_CENTER,
        theme::seat_glyph(colour),
        FontId::proportional(size * 0.9),
        darker(theme::seat_colour(colour), 0.7),
    );
}

fn paint_draft(painter: &egui::Painter, rect: Rect, cam: &MapCam, state: &RotwUi, p: &Paint) {
    let Tool::Build { route, .. } = &state.tool else {
        return;
    };
    let Some(seat) = p.snap.to_act else { return };
    let colour = theme::seat_colour(p.snap.colour(seat));
    let z = cam.zoom;
    let pulse = 0.75 + 0.25 * (p.now * 4.0).sin() as f32;
    if route.len() >= 3 {
        for seg in segments(route).unwrap_or_default() {
            let pts: Vec<Pos2> = GEOM
                .segment_points(&seg)
                .into_iter()
                .map(|q| cam.to_screen(rect, q))
                .collect();
            painter.add(Shape::line(
                pts.clone(),
                Stroke::new(track_width(z) + 4.0, theme::PAPER_LIGHT),
            ));
            painter.add(Shape::line(
                pts,
                Stroke::new(track_width(z), colour.gamma_multiply(pulse)),
            ));
        }
    }
    if let (Some(&last), Some(&prev)) = (route.last(), route.iter().rev().nth(1)) {
        let a = cam.to_screen(rect, GEOM.centre(prev));
        let b = cam.to_screen(rect, GEOM.centre(last));
        arrow(painter, a + (b - a) * 0.45, a + (b - a) * 0.8, colour, z);
    }
    if let Some(&start) = route.first() {
        painter.add(Shape::closed_line(
            hex_shape(cam, rect, start, 1.0),
            Stroke::new(3.5, theme::BRASS),
        ));
    }
}

fn paint_cities(painter: &egui::Painter, rect: Rect, cam: &MapCam, p: &Pieces) {
    let z = cam.zoom;
    let data = p.data;
    for (id, info) in data.cities.iter().enumerate() {
        let Some(city) = p.cities.get(id) else {
            continue;
        };
        let c = cam.to_screen(rect, GEOM.centre(info.hex));
        if !rect.expand(z * 3.0).contains(c) {
            continue;
        }
        let fill = city_colour(city.colour);
        let urbanised = info.colour == CityColour::Grey && city.colour.goods().is_some();
        painter.add(Shape::convex_polygon(
            hex_shape(cam, rect, info.hex, 0.96),
            fill,
            Stroke::new((z * 0.09).max(1.5), theme::INK),
        ));
        if urbanised {
            // A New City tile: a cream ring inside the hex, as the printed tile's border.
            painter.add(Shape::closed_line(
                hex_shape(cam, rect, info.hex, 0.78),
                Stroke::new((z * 0.08).max(1.5), theme::PAPER_LIGHT),
            ));
        }
        if p.colour_blind {
            painter.text(
                c + vec2(0.0, -z * 0.55),
                Align2::CENTER_CENTER,
                city_letter(city.colour).to_string(),
                FontId::new((z * 0.42).clamp(9.0, 20.0), theme::bold()),
                on_goods(city.colour),
            );
        }
        // Cubes: a little grid on the city.
        let cubes: Vec<Goods> = Goods::ALL
            .into_iter()
            .flat_map(|g| std::iter::repeat_n(g, usize::from(city.cubes[g.index()])))
            .collect();
        let n = cubes.len();
        if n > 0 {
            let per_row = match n {
                1 | 2 => n,
                3 | 4 => 2,
                _ => 3,
            };
            let rows = n.div_ceil(per_row);
            let s = (z * 0.5)
                .min(z * 1.5 / per_row as f32)
                .min(z * 1.5 / rows as f32);
            let gap = s * 0.18;
            for (i, g) in cubes.iter().enumerate() {
                let (row, col) = (i / per_row, i % per_row);
                let in_row = if row + 1 == rows {
                    n - row * per_row
                } else {
                    per_row
                };
                let x = (col as f32 - (in_row as f32 - 1.0) / 2.0) * (s + gap);
                let y = (row as f32 - (rows as f32 - 1.0) / 2.0) * (s + gap) + z * 0.08;
                let r = Rect::from_center_size(c + vec2(x, y), vec2(s, s));
                painter.rect_filled(r, CornerRadius::same(2), goods_colour(*g));
                painter.rect_stroke(
                    r,
                    CornerRadius::same(2),
                    Stroke::new(1.2, lighter(theme::INK, 0.75)),
                    StrokeKind::Outside,
                );
                if p.colour_blind && s >= 9.0 {
                    painter.text(
                        r.center(),
                        Align2::CENTER_CENTER,
                        g.letter().to_string(),
                        FontId::new(s * 0.8, theme::bold()),
                        on_goods(CityColour::Goods(*g)),
                    );
                }
            }
        }
        if city.empty_marker {
            // The Empty City marker: a cream disc with a slashed circle, at the city's corner.
            let m = c + vec2(z * 0.62, -z * 0.5);
            let r = (z * 0.3).max(6.0);
            painter.circle(m, r, theme::PAPER_LIGHT, Stroke::new(1.5, theme::INK));
            painter.circle_stroke(m, r * 0.55, Stroke::new(1.6, theme::SIGNAL_RED));
            painter.line_segment(
                [m + vec2(-r * 0.45, r * 0.45), m + vec2(r * 0.45, -r * 0.45)],
                Stroke::new(1.6, theme::SIGNAL_RED),
            );
        }
        if data.western_link_sites.contains(&CityId(id)) {
            // The Western Link site: an arrow west, in the builder's colour once built.
            let (fillc, text) = match city.western_link {
                Some(s) => (
                    theme::seat_colour(p.colour(s)),
                    theme::seat_text_colour(p.colour(s)),
                ),
                None => (theme::PAPER_LIGHT, theme::INK),
            };
            let m = c + vec2(-z * 1.25, 0.0);
            let r = Rect::from_center_size(m, vec2(z * 1.0, z * 0.62).max(vec2(22.0, 14.0)));
            painter.rect(
                r,
                CornerRadius::same(4),
                fillc,
                Stroke::new(1.5, theme::INK),
                StrokeKind::Outside,
            );
            painter.text(
                r.center(),
                Align2::CENTER_CENTER,
                "◀W",
                FontId::new((z * 0.36).clamp(9.0, 18.0), theme::bold()),
                text,
            );
        }
    }
}

/// The city names, on paper tabs under their hexes: after the track, half see-through, so a tab never
/// hides a line and a line never hides a name.
/// The city the tool in hand has picked, whose label is lit.
fn picked_city(tool: &Tool) -> Option<usize> {
    match tool {
        Tool::Deliver { from: Some(c), .. }
        | Tool::Urbanise { city: Some(c) }
        | Tool::Card { city: Some(c), .. } => Some(c.index()),
        _ => None,
    }
}

fn paint_labels(
    painter: &egui::Painter,
    rect: Rect,
    cam: &MapCam,
    data: &RotwData,
    picked: Option<usize>,
) {
    let z = cam.zoom;
    let label_size = (z * 0.5).clamp(11.0, 22.0);
    for (id, info) in data.cities.iter().enumerate() {
        let c = cam.to_screen(rect, GEOM.centre(info.hex));
        if !rect.expand(z * 3.0).contains(c) {
            continue;
        }
        // The name, on a paper tab under the hex.
        let label = &info.name;
        let galley = painter.layout_no_wrap(
            label.clone(),
            FontId::new(label_size, theme::bold()),
            theme::INK,
        );
        let at = c + vec2(0.0, z * 0.95 + galley.size().y / 2.0);
        let bg = Rect::from_center_size(at, galley.size() + vec2(8.0, 2.0));
        painter.rect_filled(
            bg,
            CornerRadius::same(4),
            if picked == Some(id) {
                theme::BRASS
            } else {
                theme::PAPER_LIGHT.gamma_multiply(0.62)
            },
        );
        painter.galley(bg.min + vec2(4.0, 1.0), galley, theme::INK);
    }
}

/// The cities the last action changed: a fading brass ring.
fn paint_recent_city(painter: &egui::Painter, rect: Rect, cam: &MapCam, p: &Pieces) {
    let (_, cities, fresh) = p.recent;
    if fresh <= 0.0 {
        return;
    }
    for c in cities.iter().filter_map(|c| p.data.cities.get(c.index())) {
        painter.add(Shape::closed_line(
            hex_shape(cam, rect, c.hex, 1.12),
            Stroke::new(5.0, theme::BRASS.gamma_multiply(fresh)),
        ));
    }
}

fn paint_highlights(painter: &egui::Painter, rect: Rect, cam: &MapCam, state: &RotwUi, p: &Paint) {
    let z = cam.zoom;
    let glow = 0.55 + 0.45 * (p.now * 3.0).sin().abs() as f32;
    let ring = |h: Hex, colour: Color32| {
        painter.add(Shape::closed_line(
            hex_shape(cam, rect, h, 1.0),
            Stroke::new(4.0, colour.gamma_multiply(glow)),
        ));
    };
    match &state.tool {
        Tool::Build { route, .. } if route.is_empty() => {
            if let (Some(game), Some(seat)) = (&p.snap.game, p.snap.to_act) {
                for l in &game.links {
                    if l.owner == seat && l.to.is_none() && l.route.len() >= 3 {
                        ring(l.route[l.route.len() - 2], theme::BRASS);
                    }
                }
            }
            for info in &p.data.cities {
                painter.add(Shape::closed_line(
                    hex_shape(cam, rect, info.hex, 1.05),
                    Stroke::new(2.0, theme::BRASS.gamma_multiply(glow)),
                ));
            }
        }
        Tool::Build { .. } => {
            for (h, cost) in p.next {
                let fill = match cost {
                    Some(_) => theme::BRASS.gamma_multiply(0.35 * glow),
                    None => theme::SIGNAL_RED.gamma_multiply(0.3),
                };
                painter.add(Shape::convex_polygon(
                    hex_shape(cam, rect, *h, 0.9),
                    fill,
                    Stroke::new(
                        3.0,
                        if cost.is_some() {
                            theme::BRASS
                        } else {
                            theme::SIGNAL_RED
                        },
                    ),
                ));
                if let Some(cost) = cost.filter(|c| *c > 0) {
                    let at = cam.to_screen(rect, GEOM.centre(*h));
                    let text = format!("${cost}k");
                    let galley = painter.layout_no_wrap(
                        text,
                        FontId::new((z * 0.42).clamp(10.0, 18.0), theme::bold()),
                        theme::PAPER_LIGHT,
                    );
                    let bg = Rect::from_center_size(at, galley.size() + vec2(6.0, 2.0));
                    painter.rect_filled(bg, CornerRadius::same(4), theme::INK.gamma_multiply(0.8));
                    painter.galley(bg.min + vec2(3.0, 1.0), galley, theme::PAPER_LIGHT);
                }
            }
        }
        _ => {
            if let Some(game) = &p.snap.game {
                for c in pickable_cities(&state.tool, p.snap, p.data) {
                    let _ = game;
                    ring(p.data.cities[c].hex, theme::BRASS);
                }
            }
        }
    }
    let _ = pos2;
}
