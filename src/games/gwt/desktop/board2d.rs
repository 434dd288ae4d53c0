//! The board in 2D, painted from the viewer's snapshot: the railroad with its stations and engines
//! and the city strip above, the trail below (spaces, buildings in their owner's colour and glyph,
//! hazards, outlaws, herders), the spaces an action may target lit with what it costs, and a
//! building's actions on hover.

use super::layout::TrailLayout;
use super::state::{GwtSnapshot, GwtUi};
use super::words;
use crate::games::gwt::data::{GwtData, SpaceId, TileKind};
use crate::games::gwt::rules;
use crate::games::gwt::schema::{HazardKind, SpaceKind};
use crate::games::gwt::state::{Building, GwtGame};
use crate::table::{SeatColour, SeatId};
use crate::ui::i18n::Locale;
use crate::ui::pictures::hex_points;
use crate::ui::seats::SeatView;
use crate::ui::theme::{
    self, BRASS, FELT_LIGHT, INK, INK_FADED, PAPER, PAPER_DARK, PAPER_LIGHT, RAIL, STATION, WALNUT,
    WATER,
};
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Sense, Shape, Stroke, Ui,
    pos2, vec2,
};

/// The dirt of the trail.
pub const DIRT: Color32 = Color32::from_rgb(0xb8, 0x8f, 0x5c);
/// Drought's ochre and rockfall's slate (flood is water blue).
const DROUGHT: Color32 = Color32::from_rgb(0xd9, 0xa2, 0x3f);
const ROCKFALL: Color32 = Color32::from_rgb(0x7d, 0x7a, 0x76);
/// Outlaws: green-hand and black-hand.
const OUTLAW_GREEN: Color32 = Color32::from_rgb(0x3f, 0x8f, 0x3a);
const OUTLAW_ORANGE: Color32 = Color32::from_rgb(0xe0, 0x7b, 0x22);

/// A hazard kind's colour.
pub fn hazard_colour(kind: HazardKind) -> Color32 {
    match kind {
        HazardKind::Flood => WATER,
        HazardKind::Drought => DROUGHT,
        HazardKind::Rockfall => ROCKFALL,
    }
}

/// A tile kind's colour.
pub fn tile_colour(data: &GwtData, kind: u8) -> Color32 {
    match data.tiles[usize::from(kind)] {
        TileKind::Hazard { kind, .. } => hazard_colour(kind),
        TileKind::Outlaw { green: true } => OUTLAW_GREEN,
        TileKind::Outlaw { green: false } => OUTLAW_ORANGE,
        TileKind::Worker(_) => PAPER_DARK,
    }
}

/// What the board paints from.
pub struct Paint<'a> {
    /// The snapshot.
    pub snap: &'a GwtSnapshot,
    /// The game as the viewer knows it.
    pub game: &'a GwtGame,
    /// The data.
    pub data: &'a GwtData,
    /// Where the spaces lie.
    pub layout: &'a TrailLayout,
    /// Spaces the viewer's actions target, with the words to show beside them.
    pub targets: &'a [(SpaceId, String)],
    /// The language.
    pub locale: &'a Locale,
}

/// What the railroad shows everyone: each seat's engine, the discs on stations and cities, the
/// station masters still to take, and the seats' colours — from the game at the table or from the
/// public view on stream.
pub struct RailPieces {
    /// By seat: its engine's spot on the railroad.
    pub engines: Vec<u8>,
    /// By station: the seats that upgraded it.
    pub stations: Vec<Vec<SeatId>>,
    /// By city: the seats that delivered there.
    pub cities: Vec<Vec<SeatId>>,
    /// By master slot: the master still on it.
    pub masters: Vec<Option<u8>>,
    /// By seat: its colour.
    pub colours: Vec<SeatColour>,
}

impl RailPieces {
    /// The pieces of the game at the table.
    pub fn of(game: &GwtGame, seats: &[SeatView]) -> RailPieces {
        RailPieces {
            engines: game.players.iter().map(|p| p.engine).collect(),
            stations: game.stations.clone(),
            cities: game.cities.clone(),
            masters: game.masters.clone(),
            colours: seats.iter().map(|s| s.colour).collect(),
        }
    }
}

/// Paints the railroad and the city strip into `rect`.
pub fn railroad(ui: &mut Ui, rect: Rect, p: &Paint) {
    let painter = ui.painter_at(rect);
    paint_railroad(
        &painter,
        rect,
        p.data,
        &RailPieces::of(p.game, &p.snap.seats),
    );
}

/// Paints the railroad, its stations and engines, and the city strip into `rect`.
pub fn paint_railroad(painter: &Painter, rect: Rect, data: &GwtData, pieces: &RailPieces) {
    painter.rect_filled(rect, CornerRadius::same(8), PAPER_LIGHT);
    let rail = &data.rail;
    let cities = &data.file.railroad.cities;
    let left = rect.left() + 24.0;
    let width = rect.width() - 48.0;
    let dx = width / rail.len().max(1) as f32;
    let line_y = rect.top() + rect.height() * 0.42;
    let x = |i: usize| left + (i as f32 + 0.5) * dx;
    painter.line_segment(
        [pos2(left, line_y), pos2(left + width, line_y)],
        Stroke::new(5.0, RAIL),
    );
    let small = FontId::proportional((dx * 0.55).clamp(10.0, 15.0));
    for (i, spot) in rail.iter().enumerate() {
        let c = pos2(x(i), line_y);
        if spot.turnout {
            // A turnout: a siding up to the station.
            let top = pos2(c.x, line_y - rect.height() * 0.24);
            painter.line_segment([c, top], Stroke::new(3.0, RAIL));
            if let Some(st) = spot.station {
                station(painter, data, pieces, st, top, dx);
            }
        } else {
            painter.line_segment(
                [c - vec2(0.0, 6.0), c + vec2(0.0, 6.0)],
                Stroke::new(2.0, RAIL),
            );
            if spot.space % 5 == 0 {
                painter.text(
                    c + vec2(0.0, 9.0),
                    Align2::CENTER_TOP,
                    spot.space.to_string(),
                    small.clone(),
                    INK_FADED,
                );
            }
        }
    }
    // Engines: stacked below the line where they share a spot.
    for (seat, &engine) in pieces.engines.iter().enumerate() {
        let i = usize::from(engine);
        let below = pieces.engines[..seat]
            .iter()
            .filter(|e| **e == engine)
            .count() as f32;
        let c = pos2(
            x(i.min(rail.len().saturating_sub(1))),
            line_y + 26.0 + below * 17.0,
        );
        if let Some(colour) = pieces.colours.get(seat) {
            token(
                painter,
                *colour,
                Rect::from_center_size(c, vec2(dx.max(16.0) * 0.95, 15.0)),
            );
        }
    }
    // The city strip along the bottom: each city with its value and the discs on it.
    let strip = Rect::from_min_max(
        pos2(rect.left() + 8.0, rect.bottom() - rect.height() * 0.3),
        pos2(rect.right() - 8.0, rect.bottom() - 6.0),
    );
    let w = strip.width() / cities.len() as f32;
    for (k, city) in cities.iter().enumerate() {
        let r = Rect::from_min_size(
            pos2(strip.left() + k as f32 * w, strip.top()),
            vec2(w - 4.0, strip.height()),
        );
        let fill = if city.dark { PAPER_DARK } else { PAPER };
        painter.rect(
            r,
            CornerRadius::same(5),
            fill,
            Stroke::new(1.5, WALNUT),
            egui::StrokeKind::Inside,
        );
        let city_painter = painter.with_clip_rect(r);
        city_painter.text(
            r.left_top() + vec2(5.0, 2.0),
            Align2::LEFT_TOP,
            city.value.to_string(),
            FontId::proportional((r.height() * 0.34).clamp(12.0, 18.0)),
            INK,
        );
        city_painter.text(
            r.right_top() + vec2(-4.0, 4.0),
            Align2::RIGHT_TOP,
            &city.name,
            FontId::proportional((w * 0.11).clamp(10.0, 14.0)),
            INK_FADED,
        );
        let discs = pieces.cities.get(k).map_or(&[][..], Vec::as_slice);
        for (j, &seat) in discs.iter().enumerate() {
            let c = pos2(r.left() + 12.0 + j as f32 * 16.0, r.bottom() - 11.0);
            disc(painter, &pieces.colours, seat, c, 7.0);
        }
    }
}

fn station(painter: &Painter, data: &GwtData, pieces: &RailPieces, st: u8, at: Pos2, dx: f32) {
    let s = &data.file.railroad.stations[usize::from(st)];
    let r = Rect::from_center_size(at, vec2(dx.max(18.0) * 1.4, 22.0));
    let fill = if s.dark { PAPER_DARK } else { PAPER };
    painter.rect(
        r,
        CornerRadius::same(3),
        fill,
        Stroke::new(1.5, STATION),
        egui::StrokeKind::Inside,
    );
    painter.text(
        r.center(),
        Align2::CENTER_CENTER,
        format!("${}", s.cost),
        FontId::proportional(12.0),
        INK,
    );
    let master = rules::railroad::master_slot(data, st)
        .is_some_and(|slot| pieces.masters.get(slot).copied().flatten().is_some());
    if master {
        painter.circle(r.right_top(), 6.0, BRASS, Stroke::new(1.0, WALNUT));
    }
    let discs = pieces
        .stations
        .get(usize::from(st))
        .map_or(&[][..], Vec::as_slice);
    for (j, &seat) in discs.iter().enumerate() {
        disc(
            painter,
            &pieces.colours,
            seat,
            pos2(r.left() + 6.0 + j as f32 * 11.0, r.top() - 8.0),
            5.5,
        );
    }
}

/// A seat's disc: its colour and glyph.
fn disc(painter: &Painter, colours: &[SeatColour], seat: usize, c: Pos2, r: f32) {
    let Some(&colour) = colours.get(seat) else {
        return;
    };
    painter.circle(c, r, theme::seat_colour(colour), Stroke::new(1.0, INK));
    painter.text(
        c,
        Align2::CENTER_CENTER,
        theme::seat_glyph(colour),
        FontId::proportional(r * 1.2),
        theme::seat_text_colour(colour),
    );
}

fn token(painter: &Painter, colour: SeatColour, r: Rect) {
    painter.rect(
        r,
        CornerRadius::same(3),
        theme::seat_colour(colour),
        Stroke::new(1.0, INK),
        egui::StrokeKind::Inside,
    );
    painter.text(
        r.center(),
        Align2::CENTER_CENTER,
        theme::seat_glyph(colour),
        FontId::proportional(r.height() * 0.8),
        theme::seat_text_colour(colour),
    );
}

/// Screen placement of the trail layout in `rect`.
pub struct Placement {
    origin: Pos2,
    scale: f32,
    min: bevy::math::Vec2,
}

impl Placement {
    /// Fits `layout` into `rect`, keeping its proportions.
    pub fn fit(layout: &TrailLayout, rect: Rect) -> Placement {
        let span = layout.max - layout.min + bevy::math::Vec2::splat(1.4);
        let scale = (rect.width() / span.x).min(rect.height() / (span.y * 1.25));
        let used = vec2(span.x * scale, span.y * scale * 1.25);
        Placement {
            origin: rect.center() - used / 2.0 + vec2(0.7 * scale, 0.7 * scale * 1.25),
            scale,
            min: layout.min,
        }
    }

    /// Where a layout point lands.
    pub fn at(&self, p: bevy::math::Vec2) -> Pos2 {
        let q = p - self.min;
        self.origin + vec2(q.x * self.scale, q.y * self.scale * 1.25)
    }

    /// The layout point under a screen point.
    pub fn back(&self, p: Pos2) -> bevy::math::Vec2 {
        let d = p - self.origin;
        self.min + bevy::math::Vec2::new(d.x / self.scale, d.y / (self.scale * 1.25))
    }

    /// A space's radius on screen.
    pub fn radius(&self) -> f32 {
        self.scale * 0.44
    }
}

/// What the trail shows everyone: each space's building and tile, the outlaws beside it, each
/// seat's herder and the seats' colours — from the game at the table, or from the public view on
/// stream (the same picture both ways).
pub struct TrailPieces {
    /// By space: its building.
    pub buildings: Vec<Option<Building>>,
    /// By space: its hazard, teepee or outlaw tile.
    pub tiles: Vec<Option<u8>>,
    /// The outlaws beside the trail (its spaces 1–3).
    pub beside: Vec<Option<u8>>,
    /// By seat: where its herder stands.
    pub herders: Vec<Option<SpaceId>>,
    /// By seat: its colour.
    pub colours: Vec<SeatColour>,
}

impl TrailPieces {
    /// The pieces of the game at the table.
    pub fn of(game: &GwtGame, seats: &[SeatView]) -> TrailPieces {
        TrailPieces {
            buildings: game.buildings.clone(),
            tiles: game.tiles.clone(),
            beside: game.beside.to_vec(),
            herders: game.players.iter().map(|p| p.herder).collect(),
            colours: seats.iter().map(|s| s.colour).collect(),
        }
    }
}

/// Paints the trail into `rect` and follows the pointer: hover, click.
pub fn trail(ui: &mut Ui, rect: Rect, p: &Paint, state: &mut GwtUi) {
    let response = ui.allocate_rect(rect, Sense::click());
    let painter = ui.painter_at(rect);
    let pieces = TrailPieces::of(p.game, &p.snap.seats);
    let place = paint_trail(&painter, rect, p.data, p.layout, &pieces);
    let r = place.radius();
    let pos = |s: SpaceId| place.at(p.layout.space(s));
    let font = |k: f32| FontId::proportional((r * k).max(9.0));
    // What the viewer's actions may target: a ring and its price.
    for (s, note) in p.targets {
        let c = pos(*s);
        painter.circle_stroke(c, r * 1.25, Stroke::new(4.0, theme::INK_BLUE));
        if !note.is_empty() {
            let galley = painter.layout_no_wrap(note.clone(), font(0.55), PAPER_LIGHT);
            let tag =
                Rect::from_center_size(c - vec2(0.0, r * 1.75), galley.size() + vec2(8.0, 2.0));
            painter.rect_filled(tag, CornerRadius::same(4), theme::INK_BLUE);
            painter.galley(tag.min + vec2(4.0, 1.0), galley, PAPER_LIGHT);
        }
    }
    // Pointer: hover names the space and its actions; a click picks it.
    state.hover = response
        .hover_pos()
        .and_then(|h| p.layout.nearest(place.back(h), 0.6));
    if let Some(s) = state.hover {
        painter.circle_stroke(pos(s), r * 1.1, Stroke::new(2.0, INK));
        if response.clicked() {
            state.clicked = Some(s);
        }
        response.on_hover_ui_at_pointer(|ui| space_tip(ui, p.snap, p.game, p.data, p.locale, s));
    }
}

/// Paints the trail's spaces and pieces into `rect`; returns where the layout landed.
pub fn paint_trail(
    painter: &Painter,
    rect: Rect,
    data: &GwtData,
    layout: &TrailLayout,
    pieces: &TrailPieces,
) -> Placement {
    painter.rect_filled(
        rect,
        CornerRadius::same(8),
        Color32::from_rgb(0xdc, 0xd3, 0xa6),
    );
    let place = Placement::fit(layout, rect.shrink(10.0));
    let r = place.radius();
    let pos = |s: SpaceId| place.at(layout.space(s));
    for (i, space) in data.spaces.iter().enumerate() {
        for n in &space.next {
            painter.line_segment(
                [pos(SpaceId(i as u8)), pos(*n)],
                Stroke::new(r * 0.55, DIRT),
            );
        }
    }
    let font = |k: f32| FontId::proportional((r * k).max(9.0));
    for (i, space) in data.spaces.iter().enumerate() {
        let id = SpaceId(i as u8);
        let c = pos(id);
        match &space.kind {
            SpaceKind::Start | SpaceKind::KansasCity => {
                let kc = matches!(space.kind, SpaceKind::KansasCity);
                painter.circle(
                    c,
                    r * 1.15,
                    if kc { BRASS } else { PAPER_LIGHT },
                    Stroke::new(2.0, WALNUT),
                );
                painter.text(
                    c,
                    Align2::CENTER_CENTER,
                    if kc { "KC" } else { "START" },
                    font(if kc { 0.8 } else { 0.42 }),
                    INK,
                );
            }
            SpaceKind::Neutral(_) | SpaceKind::Private { .. } => {
                let woods = matches!(space.kind, SpaceKind::Private { woods: true, .. });
                let risk = matches!(space.kind, SpaceKind::Private { risk: Some(_), .. });
                match pieces.buildings.get(i).copied().flatten() {
                    Some(Building::Neutral(k)) => {
                        painter.add(Shape::convex_polygon(
                            hex_points(c, r),
                            WALNUT,
                            Stroke::new(2.0, PAPER),
                        ));
                        painter.text(
                            c,
                            Align2::CENTER_CENTER,
                            ((b'A' + k) as char).to_string(),
                            font(0.95),
                            PAPER_LIGHT,
                        );
                    }
                    Some(Building::Private { owner, tile }) => {
                        let colour = pieces.colours.get(owner).copied().unwrap_or(SeatColour(0));
                        painter.add(Shape::convex_polygon(
                            hex_points(c, r),
                            theme::seat_colour(colour),
                            Stroke::new(2.0, INK),
                        ));
                        painter.text(
                            c - vec2(0.0, r * 0.2),
                            Align2::CENTER_CENTER,
                            tile.to_string(),
                            font(0.85),
                            theme::seat_text_colour(colour),
                        );
                        painter.text(
                            c + vec2(0.0, r * 0.45),
                            Align2::CENTER_CENTER,
                            theme::seat_glyph(colour),
                            font(0.45),
                            theme::seat_text_colour(colour),
                        );
                    }
                    None => {
                        let fill = if woods { FELT_LIGHT } else { PAPER };
                        painter.add(Shape::convex_polygon(
                            hex_points(c, r * 0.8),
                            fill.gamma_multiply(0.6),
                            Stroke::new(1.5, WALNUT.gamma_multiply(0.6)),
                        ));
                    }
                }
                if risk {
                    painter.circle(
                        c + vec2(r * 0.75, -r * 0.75),
                        r * 0.22,
                        theme::SIGNAL_RED,
                        Stroke::new(1.0, PAPER),
                    );
                }
            }
            SpaceKind::Hazard(kind, _) => {
                let tile = pieces.tiles.get(i).copied().flatten();
                tile_square(
                    painter,
                    data,
                    tile,
                    c,
                    r,
                    Some(hazard_colour(*kind)),
                    font(0.6),
                );
            }
            SpaceKind::Outlaw(_) => {
                let tile = pieces.tiles.get(i).copied().flatten();
                tile_square(painter, data, tile, c, r, None, font(0.6));
            }
        }
    }
    // Outlaws beside the trail (spaces 1–3), in a corner of the board.
    for (k, tile) in pieces.beside.iter().enumerate() {
        let c = pos2(
            rect.left() + 24.0 + k as f32 * (r * 2.2),
            rect.bottom() - r * 1.3,
        );
        let square = Rect::from_center_size(c, vec2(r * 1.6, r * 1.6));
        let fill = tile.map_or(Color32::TRANSPARENT, |t| tile_colour(data, t));
        if tile.is_some_and(|t| {
            matches!(
                data.tiles.get(usize::from(t)),
                Some(TileKind::Outlaw { green: true })
            )
        }) {
            painter.circle(c, r * 0.85, fill, Stroke::new(1.0, WALNUT));
        } else {
            painter.rect(
                square,
                CornerRadius::same(3),
                fill,
                Stroke::new(1.0, WALNUT),
                egui::StrokeKind::Inside,
            );
        }
        painter.text(
            c,
            Align2::CENTER_CENTER,
            format!("{}", k + 1),
            font(0.6),
            INK,
        );
    }
    // Herders: pawns in their owner's colour, side by side on a shared space.
    for (seat, herder) in pieces.herders.iter().enumerate() {
        let Some(at) = *herder else { continue };
        let here: Vec<usize> = (0..pieces.herders.len())
            .filter(|&s| pieces.herders[s] == Some(at))
            .collect();
        let k = here.iter().position(|&s| s == seat).unwrap_or(0) as f32;
        let offset = (k - (here.len() as f32 - 1.0) / 2.0) * r * 0.7;
        let c = pos(at) + vec2(offset, -r * 1.05);
        if let Some(colour) = pieces.colours.get(seat) {
            pawn(painter, *colour, c, r * 0.6);
        }
    }
    place
}

fn tile_square(
    painter: &Painter,
    data: &GwtData,
    tile: Option<u8>,
    c: Pos2,
    r: f32,
    hazard: Option<Color32>,
    font: FontId,
) {
    let square = Rect::from_center_size(c, vec2(r * 1.5, r * 1.5));
    let kind = tile.and_then(|t| data.tiles.get(usize::from(t)).map(|k| (t, k)));
    match kind {
        Some((t, kind)) => {
            // A green outlaw is round, an orange one square: told apart by shape, not colour alone.
            if matches!(kind, TileKind::Outlaw { green: true }) {
                painter.circle(c, r * 0.8, tile_colour(data, t), Stroke::new(1.5, INK));
            } else {
                painter.rect(
                    square,
                    CornerRadius::same(3),
                    tile_colour(data, t),
                    Stroke::new(1.5, INK),
                    egui::StrokeKind::Inside,
                );
            }
            let mark = match kind {
                TileKind::Hazard { vp, .. } => vp.to_string(),
                _ => "✕".into(),
            };
            painter.text(c, Align2::CENTER_CENTER, mark, font, PAPER_LIGHT);
        }
        None => {
            let edge = hazard.unwrap_or(INK_FADED).gamma_multiply(0.55);
            painter.rect_stroke(
                square,
                CornerRadius::same(3),
                Stroke::new(1.5, edge),
                egui::StrokeKind::Inside,
            );
        }
    }
}

/// A herder's pawn: a round head on a body, in the seat's colour with its glyph.
fn pawn(painter: &Painter, colour: SeatColour, c: Pos2, r: f32) {
    let col = theme::seat_colour(colour);
    painter.add(Shape::convex_polygon(
        vec![
            c + vec2(-r, r * 1.1),
            c + vec2(r, r * 1.1),
            c + vec2(r * 0.45, -r * 0.2),
            c + vec2(-r * 0.45, -r * 0.2),
        ],
        col,
        Stroke::new(1.2, INK),
    ));
    painter.circle(
        c - vec2(0.0, r * 0.55),
        r * 0.55,
        col,
        Stroke::new(1.2, INK),
    );
    painter.text(
        c + vec2(0.0, r * 0.5),
        Align2::CENTER_CENTER,
        theme::seat_glyph(colour),
        FontId::proportional(r * 0.9),
        theme::seat_text_colour(colour),
    );
}

/// What a space holds and what its building does.
/// (The 2D board and the 3D view show it on hover.)
pub fn space_tip(
    ui: &mut Ui,
    snap: &GwtSnapshot,
    game: &GwtGame,
    data: &GwtData,
    locale: &Locale,
    s: SpaceId,
) {
    ui.label(egui::RichText::new(data.space_label(s)).strong().color(INK));
    let i = usize::from(s.0);
    let owner = match game.buildings[i] {
        Some(Building::Private { owner, .. }) => Some(owner),
        _ => None,
    };
    if let Some(o) = owner.and_then(|o| snap.seats.get(o)) {
        ui.label(locale.t_args(
            "gwt-tip-owner",
            crate::ui::i18n::args!["name" => o.name.as_str()],
        ));
    }
    if game.buildings[i].is_some() {
        // The actions as they read for their owner (a visitor takes an auxiliary action instead).
        let seat = owner.unwrap_or(snap.viewer.unwrap_or(0));
        for e in rules::local_actions(game, data, seat, s) {
            ui.label(format!("• {}", words::effect_text(locale, &e)));
        }
    }
    if let Some(t) = game.tiles[i] {
        ui.label(words::tile_name(locale, data, t));
    }
    if game.is_location(s) && !matches!(data.space(s).kind, SpaceKind::KansasCity) {
        let (hand, _) = rules::trail::hands_at(game, data, s);
        ui.label(
            egui::RichText::new(locale.t(match hand {
                crate::games::gwt::schema::Hand::Green => "gwt-tip-green-hand",
                crate::games::gwt::schema::Hand::Black => "gwt-tip-black-hand",
                crate::games::gwt::schema::Hand::Both => "gwt-tip-both-hands",
                crate::games::gwt::schema::Hand::None => "gwt-tip-no-hand",
            }))
            .color(INK_FADED),
        );
    }
}
