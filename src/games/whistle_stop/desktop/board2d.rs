//! The board in 2D: eight columns of flat-topped hexes, each tile's track and stops drawn from its
//! definition, the East Coast stops down the east edge, the trains in their players' colours (and
//! glyphs), and the move preview — the stops a train can reach, the tiles a move would lay. The
//! same painter draws the table and the stream board.

use crate::games::whistle_stop::actions::Lay;
use crate::games::whistle_stop::data::{SpaceId, Tile, TileId, WsData};
use crate::games::whistle_stop::schema::{Good, Node, StopFile, TileClass};
use crate::games::whistle_stop::state::{Laid, StopAt, Train, TrainAt};
use crate::table::SeatColour;
use crate::ui::i18n::{Locale, args};
use crate::ui::theme;
use bevy_egui::egui::{
    self, Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2,
};

/// Where the board's hexes fall in a rectangle.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    /// The top-left corner of the hex grid.
    origin: Pos2,
    /// A hex's corner radius.
    pub size: f32,
}

const ROOT3: f32 = 1.732_050_8;

impl Layout {
    /// The largest board that fits `rect`, with room for the East Coast on the right.
    pub fn fit(rect: Rect, data: &WsData) -> Self {
        let cols = data.file.columns.len() as f32;
        let rows = f32::from(data.file.columns.iter().copied().max().unwrap_or(1));
        let width_units = 1.5 * (cols - 1.0) + 2.0 + 1.0;
        let height_units = ROOT3 * rows + 0.2;
        let size = (rect.width() / width_units).min(rect.height() / height_units);
        let used = vec2(width_units * size, height_units * size);
        let origin = rect.center() - used / 2.0 + vec2(0.0, 0.1 * size);
        Layout { origin, size }
    }

    /// The board at one unit a hex radius, its top-left corner at the origin (the 3D view's).
    pub fn unit() -> Self {
        Layout {
            origin: Pos2::ZERO,
            size: 1.0,
        }
    }

    /// The middle of the board in this layout.
    pub fn middle(&self, data: &WsData) -> Pos2 {
        let cols = data.file.columns.len() as f32;
        let rows = f32::from(data.file.columns.iter().copied().max().unwrap_or(1));
        self.origin
            + vec2(
                self.size * (1.0 + 1.5 * (cols - 1.0)) / 2.0 + self.size * 0.5,
                self.size * ROOT3 * rows / 2.0,
            )
    }

    /// A space's centre.
    pub fn centre(&self, data: &WsData, space: SpaceId) -> Pos2 {
        let (c, r) = data.spaces[usize::from(space.0)];
        let shift = if data.shifted(c) { 0.5 } else { 0.0 };
        self.origin
            + vec2(
                self.size * (1.0 + 1.5 * f32::from(c)),
                self.size * ROOT3 * (f32::from(r) + 0.5 + shift),
            )
    }

    /// The middle of side `side` of a hex centred at `c`.
    pub fn side_mid(&self, c: Pos2, side: u8) -> Pos2 {
        c + dir(side) * (self.size * ROOT3 / 2.0)
    }

    /// An East Coast stop, just beyond its side.
    pub fn coast(&self, data: &WsData, k: u8) -> Pos2 {
        let (space, side) = data.coast[usize::from(k)];
        let c = self.centre(data, space);
        c + dir(side) * (self.size * (ROOT3 / 2.0 + 0.42))
    }

    /// Where a stop stands.
    pub fn stop(&self, data: &WsData, board: &[Option<Laid>], at: StopAt) -> Pos2 {
        match at {
            StopAt::Coast(k) => self.coast(data, k),
            StopAt::Tile { space, stop } => {
                let c = self.centre(data, space);
                match board[usize::from(space.0)] {
                    Some(l) => c + stop_offset(data.tile(l.tile), l.rotation, stop) * self.size,
                    None => c,
                }
            }
        }
    }
}

/// The unit vector from a hex's centre to the middle of a side (screen y down).
pub fn dir(side: u8) -> Vec2 {
    let a = (-90.0 + 60.0 * f32::from(side)).to_radians();
    vec2(a.cos(), a.sin())
}

/// A stop's place in its tile, in hex sizes from the centre: a big stop in the middle; one small
/// stop on its track between its sides; two small stops each toward its own first side.
pub fn stop_offset(tile: &Tile, rotation: u8, stop: u8) -> Vec2 {
    if tile
        .stops
        .get(usize::from(stop))
        .is_some_and(|s| !s.small())
    {
        return Vec2::ZERO;
    }
    let sides: Vec<u8> = tile
        .next(Node::Stop(stop), rotation)
        .filter_map(|n| match n {
            Node::Side(s) => Some(s),
            Node::Stop(_) => None,
        })
        .collect();
    if tile.stops.len() > 1 {
        return sides.first().map_or(Vec2::ZERO, |&s| dir(s) * 0.42);
    }
    if sides.is_empty() {
        return Vec2::ZERO;
    }
    let sum: Vec2 = sides.iter().map(|&s| dir(s)).fold(Vec2::ZERO, |a, b| a + b);
    sum / sides.len() as f32 * 0.45
}

/// A good's colour on the board (the cubes' colours).
pub fn good_colour(g: Good) -> Color32 {
    match g {
        Good::Cotton => Color32::from_rgb(0xf5, 0xf3, 0xee),
        Good::Gravel => Color32::from_rgb(0x8e, 0x90, 0x94),
        Good::Lumber => Color32::from_rgb(0x8a, 0x5a, 0x33),
        Good::Cattle => Color32::from_rgb(0xc6, 0x3b, 0x2f),
        Good::Whiskey => Color32::from_rgb(0x2f, 0x8a, 0x4e),
        Good::Steel => Color32::from_rgb(0x2f, 0x5f, 0xb3),
    }
}

/// A good's letter, so colour is never the only mark.
pub fn good_letter(g: Good) -> &'static str {
    match g {
        Good::Cotton => "C",
        Good::Gravel => "G",
        Good::Lumber => "L",
        Good::Cattle => "Ca",
        Good::Whiskey => "W",
        Good::Steel => "S",
    }
}

/// The ink that reads on a good's colour.
pub fn on_good(g: Good) -> Color32 {
    match g {
        Good::Cotton | Good::Gravel => theme::INK,
        _ => Color32::WHITE,
    }
}

/// A short label for a big stop, in the player's language.
pub fn big_label(stop: &StopFile, locale: &Locale) -> String {
    match stop {
        StopFile::Good(_) => String::new(),
        StopFile::CoalYard => locale.t("ws-board-coal"),
        StopFile::TradingPost => locale.t("ws-board-trade"),
        StopFile::GeneralStore => locale.t("ws-board-store"),
        StopFile::WhistleFactory => locale.t("ws-board-whistle"),
        StopFile::GoldMine => locale.t("ws-board-gold"),
        StopFile::Town { town, fame, .. } => format!("{town} {fame}★"),
        StopFile::Deliver { fame, .. } => format!("{fame}★"),
        StopFile::StockMarket { fame } => {
            locale.t_args("ws-board-per-share", args!["fame" => i64::from(*fame)])
        }
    }
}

/// The goods a Town or delivery asks, drawn as small cubes in a row under `at`.
fn cost_row(painter: &Painter, at: Pos2, cost: &[Good], size: f32) {
    let w = size * 0.2;
    let start = at.x - (cost.len() as f32 * (w + 2.0)) / 2.0;
    for (i, &g) in cost.iter().enumerate() {
        let r = Rect::from_min_size(pos2(start + i as f32 * (w + 2.0), at.y), vec2(w, w));
        painter.rect_filled(r, 2.0, good_colour(g));
        painter.rect_stroke(
            r,
            2.0,
            Stroke::new(1.0, theme::INK),
            egui::StrokeKind::Inside,
        );
        painter.text(
            r.center(),
            Align2::CENTER_CENTER,
            good_letter(g),
            FontId::proportional(w * 0.6),
            on_good(g),
        );
    }
}

fn hexagon(c: Pos2, size: f32) -> Vec<Pos2> {
    (0..6)
        .map(|i| {
            let a = (60.0 * i as f32).to_radians();
            c + vec2(a.cos(), a.sin()) * size
        })
        .collect()
}

/// One tile on a hex centred at `c`, turned `rotation`; `alpha` below 255 draws a ghost.
pub fn paint_tile(
    painter: &Painter,
    c: Pos2,
    size: f32,
    tile: &Tile,
    rotation: u8,
    alpha: u8,
    locale: &Locale,
) {
    let fade = |col: Color32| Color32::from_rgba_unmultiplied(col.r(), col.g(), col.b(), alpha);
    let back = match tile.class {
        TileClass::End => Color32::from_rgb(0x2e, 0x4a, 0x33),
        TileClass::Special => Color32::from_rgb(0xf1, 0xe2, 0xb8),
        TileClass::Ordinary => theme::PAPER,
    };
    painter.add(Shape::convex_polygon(
        hexagon(c, size * 0.97),
        fade(back),
        Stroke::new(1.0, fade(theme::BOARD_GRID)),
    ));
    let place = |n: Node| match n {
        Node::Side(s) => c + dir((s + rotation) % 6) * (size * ROOT3 / 2.0),
        Node::Stop(i) => c + stop_offset(tile, rotation, i) * size,
    };
    let rail = Stroke::new(size * 0.12, fade(theme::RAIL));
    for &(a, b) in &tile.links {
        let (pa, pb) = (place(a), place(b));
        if matches!((a, b), (Node::Side(_), Node::Side(_))) {
            painter.add(egui::epaint::QuadraticBezierShape::from_points_stroke(
                [pa, c, pb],
                false,
                Color32::TRANSPARENT,
                rail,
            ));
        } else {
            painter.line_segment([pa, pb], rail);
        }
    }
    for (i, stop) in tile.stops.iter().enumerate() {
        let p = place(Node::Stop(i as u8));
        match stop {
            StopFile::Good(g) => {
                let r = size * 0.2;
                painter.circle(
                    p,
                    r,
                    fade(good_colour(*g)),
                    Stroke::new(2.0, fade(theme::INK)),
                );
                if g.rare() {
                    painter.circle_stroke(p, r + 3.0, Stroke::new(1.5, fade(theme::INK)));
                }
                painter.text(
                    p,
                    Align2::CENTER_CENTER,
                    good_letter(*g),
                    FontId::proportional(r * 0.95),
                    fade(on_good(*g)),
                );
            }
            big => {
                let light = tile.class == TileClass::End;
                let fill = if light {
                    Color32::from_rgb(0xdc, 0xe8, 0xd2)
                } else {
                    theme::PAPER_LIGHT
                };
                painter.circle(
                    p,
                    size * 0.34,
                    fade(fill),
                    Stroke::new(2.5, fade(theme::INK)),
                );
                let ink = fade(if light { Color32::WHITE } else { theme::INK });
                painter.text(
                    p - vec2(0.0, size * 0.52),
                    Align2::CENTER_CENTER,
                    big_label(big, locale),
                    FontId::proportional(size * 0.2),
                    ink,
                );
                if let StopFile::Town { cost, .. } | StopFile::Deliver { cost, .. } = big {
                    cost_row(painter, p - vec2(0.0, size * 0.1), cost, size);
                }
            }
        }
    }
}

/// A locomotive in a player's colour, its glyph on the cab.
pub fn paint_train(painter: &Painter, p: Pos2, size: f32, colour: SeatColour, ring: bool) {
    let body = Rect::from_center_size(p, vec2(size * 0.5, size * 0.28));
    let fill = theme::seat_colour(colour);
    if ring {
        painter.circle_stroke(p, size * 0.42, Stroke::new(3.0, theme::BRASS));
    }
    painter.rect_filled(body, 3.0, fill);
    painter.rect_stroke(
        body,
        3.0,
        Stroke::new(1.5, theme::INK),
        egui::StrokeKind::Outside,
    );
    let chimney = Rect::from_min_size(
        body.left_top() + vec2(size * 0.06, -size * 0.1),
        vec2(size * 0.08, size * 0.1),
    );
    painter.rect_filled(chimney, 1.0, theme::INK);
    painter.text(
        body.center(),
        Align2::CENTER_CENTER,
        theme::seat_glyph(colour),
        FontId::proportional(size * 0.2),
        theme::seat_text_colour(colour),
    );
}

/// What the board shows besides the tiles and trains.
#[derive(Default)]
pub struct Overlay<'a> {
    /// Tiles a previewed move would lay.
    pub ghosts: &'a [Lay],
    /// Stops a selected train can reach (whistle-only ones marked apart).
    pub targets: Vec<(StopAt, bool)>,
    /// The stop a previewed move ends on.
    pub end: Option<StopAt>,
    /// The train picked.
    pub selected: Option<usize>,
}

/// The whole board: spaces, tiles (`board`), the East Coast, trains and the overlay.
pub fn paint_board(
    painter: &Painter,
    layout: &Layout,
    data: &WsData,
    (board, trains): (&[Option<Laid>], &[Train]),
    colours: &[SeatColour],
    overlay: &Overlay,
    locale: &Locale,
) {
    let size = layout.size;
    for (i, laid) in board.iter().enumerate().take(data.spaces.len()) {
        let c = layout.centre(data, SpaceId(i as u8));
        match *laid {
            Some(l) => paint_tile(painter, c, size, data.tile(l.tile), l.rotation, 255, locale),
            None => {
                painter.add(Shape::convex_polygon(
                    hexagon(c, size * 0.97),
                    theme::FELT_LIGHT.gamma_multiply(0.35),
                    Stroke::new(1.0, theme::FELT_LIGHT),
                ));
            }
        }
    }
    // Each space's name (row letter, column number), as the move buttons call it.
    for (i, &(c, r)) in data.spaces.iter().enumerate() {
        let p = layout.centre(data, SpaceId(i as u8)) + vec2(0.0, size * 0.72);
        let name = format!("{}{}", (b'A' + r) as char, c + 1);
        painter.text(
            p,
            Align2::CENTER_CENTER,
            name,
            FontId::proportional(size * 0.15),
            theme::INK_FADED,
        );
    }
    for lay in overlay.ghosts {
        let c = layout.centre(data, lay.space);
        paint_tile(
            painter,
            c,
            size,
            data.tile(lay.tile),
            lay.rotation,
            150,
            locale,
        );
        painter.add(Shape::closed_line(
            hexagon(c, size * 0.97),
            Stroke::new(3.0, theme::BRASS),
        ));
    }
    let mut shown: Vec<Option<Laid>> = board.to_vec();
    for lay in overlay.ghosts {
        shown[usize::from(lay.space.0)] = Some(Laid {
            tile: lay.tile,
            rotation: lay.rotation,
        });
    }
    for k in 0..data.coast.len() as u8 {
        let p = layout.coast(data, k);
        let (space, side) = data.coast[usize::from(k)];
        painter.line_segment(
            [p, layout.side_mid(layout.centre(data, space), side)],
            Stroke::new(size * 0.08, theme::RAIL),
        );
        painter.circle(
            p,
            size * 0.18,
            theme::PAPER_DARK,
            Stroke::new(2.0, theme::INK),
        );
        painter.text(
            p,
            Align2::CENTER_CENTER,
            (k + 1).to_string(),
            FontId::proportional(size * 0.16),
            theme::INK,
        );
    }
    for &(at, whistle_only) in &overlay.targets {
        let p = layout.stop(data, &shown, at);
        let colour = if whistle_only {
            theme::INK_BLUE_LIGHT
        } else {
            theme::BRASS
        };
        painter.circle_stroke(p, size * 0.3, Stroke::new(4.0, colour));
    }
    if let Some(end) = overlay.end {
        let p = layout.stop(data, &shown, end);
        painter.circle_stroke(p, size * 0.36, Stroke::new(5.0, theme::SIGNAL_RED));
    }
    // Trains: those sharing a stop side by side.
    let mut at_stop: Vec<(StopAt, Vec<usize>)> = Vec::new();
    for (i, t) in trains.iter().enumerate() {
        if let TrainAt::Stop(at) = t.at {
            match at_stop.iter_mut().find(|(a, _)| *a == at) {
                Some((_, v)) => v.push(i),
                None => at_stop.push((at, vec![i])),
            }
        }
    }
    for (at, here) in at_stop {
        let p = layout.stop(data, &shown, at);
        let n = here.len() as f32;
        for (j, &i) in here.iter().enumerate() {
            let dx = (j as f32 - (n - 1.0) / 2.0) * size * 0.4;
            let owner = usize::from(trains[i].owner);
            let colour = colours
                .get(owner)
                .copied()
                .unwrap_or(SeatColour(owner as u8));
            paint_train(
                painter,
                p + vec2(dx, -size * 0.05),
                size,
                colour,
                overlay.selected == Some(i),
            );
        }
    }
}

/// The tile a hand or the face-up row shows, in a square of side `side`.
pub fn tile_card(
    ui: &mut egui::Ui,
    data: &WsData,
    tile: TileId,
    side: f32,
    picked: bool,
    locale: &Locale,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(vec2(side, side), egui::Sense::click());
    let painter = ui.painter_at(rect);
    if picked || response.hovered() {
        painter.rect_stroke(
            rect,
            6.0,
            Stroke::new(3.0, theme::BRASS),
            egui::StrokeKind::Inside,
        );
    }
    let t = data.tile(tile);
    paint_tile(&painter, rect.center(), side * 0.46, t, 0, 255, locale);
    response.on_hover_ui(|ui| tile_tip(ui, t, 0, locale))
}

/// A tile large, with its stops in words: what a hand's or the board's small print says, readable
/// from a couch.
pub fn tile_tip(ui: &mut egui::Ui, tile: &Tile, rotation: u8, locale: &Locale) {
    let side = 220.0;
    let (rect, _) = ui.allocate_exact_size(vec2(side, side), egui::Sense::hover());
    paint_tile(
        &ui.painter_at(rect),
        rect.center(),
        side * 0.46,
        tile,
        rotation,
        255,
        locale,
    );
    for stop in &tile.stops {
        let mut line = super::words::stop_words(locale, stop);
        if let StopFile::Town { cost, fame, .. } | StopFile::Deliver { cost, fame } = stop {
            let goods: Vec<&str> = cost.iter().map(|&g| good_letter(g)).collect();
            line = format!("{line}: {} → {fame}★", goods.join(" + "));
        }
        ui.label(egui::RichText::new(line).size(20.0).color(theme::INK));
    }
}
