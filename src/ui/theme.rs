//! The one look of the app: a game table (walnut, green felt, cream paper, ink blue), big type, seat colours.

use crate::table::SeatColour;
use bevy_egui::egui::{
    self, Color32, CornerRadius, FontData, FontDefinitions, FontFamily, FontId, Margin, Shadow,
    Stroke, TextStyle, Vec2,
};
use std::sync::Arc;

/// Dark walnut: the table's wooden rim.
pub const WALNUT: Color32 = Color32::from_rgb(0x3a, 0x26, 0x1a);
/// Lighter walnut for edges and borders on paper.
pub const WALNUT_LIGHT: Color32 = Color32::from_rgb(0x7a, 0x55, 0x3a);
/// Green felt: the play area behind everything.
pub const FELT: Color32 = Color32::from_rgb(0x1f, 0x4d, 0x3a);
/// The felt's darker edge (vignette).
pub const FELT_DARK: Color32 = Color32::from_rgb(0x12, 0x30, 0x24);
/// The felt's lit centre.
pub const FELT_LIGHT: Color32 = Color32::from_rgb(0x2b, 0x63, 0x4b);
/// Cream paper: panels, cards and dialogs.
pub const PAPER: Color32 = Color32::from_rgb(0xf4, 0xec, 0xd8);
/// Darker paper for wells, headers and idle buttons.
pub const PAPER_DARK: Color32 = Color32::from_rgb(0xe4, 0xd6, 0xb6);
/// Near-white paper for text fields.
pub const PAPER_LIGHT: Color32 = Color32::from_rgb(0xfd, 0xf9, 0xef);
/// Ink: body text on paper.
pub const INK: Color32 = Color32::from_rgb(0x22, 0x24, 0x33);
/// Faded ink for secondary text.
pub const INK_FADED: Color32 = Color32::from_rgb(0x5c, 0x5a, 0x60);
/// Ink blue: the accent (primary buttons, selection, focus).
pub const INK_BLUE: Color32 = Color32::from_rgb(0x1f, 0x4e, 0x8c);
/// Ink blue when hovered.
pub const INK_BLUE_LIGHT: Color32 = Color32::from_rgb(0x2f, 0x66, 0xb0);
/// Brass: highlights and the selected-card ring.
pub const BRASS: Color32 = Color32::from_rgb(0xd9, 0xa4, 0x41);
/// Signal red: errors, the "in development" ribbon.
pub const SIGNAL_RED: Color32 = Color32::from_rgb(0xa8, 0x32, 0x2a);

/// Road ink on route drawings (a Railroad Ink road).
pub const ROAD: Color32 = Color32::from_rgb(0x4a, 0x4f, 0x57);
/// The dashed centre line of a road.
pub const ROAD_MARK: Color32 = Color32::from_rgb(0xf7, 0xf1, 0xe1);
/// Rail ink (track and ties).
pub const RAIL: Color32 = Color32::from_rgb(0x2b, 0x1d, 0x16);
/// Station fill.
pub const STATION: Color32 = Color32::from_rgb(0xb2, 0x3a, 0x2e);
/// Water (lakes, rivers: the Deep Blue edition).
pub const WATER: Color32 = Color32::from_rgb(0x3f, 0x86, 0xc4);
/// A board square's paper.
pub const BOARD_SQUARE: Color32 = Color32::from_rgb(0xfb, 0xf6, 0xe9);
/// Grid lines on a board.
pub const BOARD_GRID: Color32 = Color32::from_rgb(0xc9, 0xbb, 0x9c);

/// Body text size at scale 1.0 (readable from a couch at 1080p).
pub const BODY_SIZE: f32 = 20.0;
/// Heading size at scale 1.0.
pub const HEADING_SIZE: f32 = 30.0;
/// Size of the app title on the menu.
pub const TITLE_SIZE: f32 = 96.0;

/// Font family of buttons and emphasis (DejaVu Sans Bold).
pub fn bold() -> FontFamily {
    FontFamily::Name("bold".into())
}

/// Font family of titles and headings (DejaVu Serif Bold).
pub fn serif() -> FontFamily {
    FontFamily::Name("serif".into())
}

/// A bold font of `size` points.
pub fn bold_font(size: f32) -> FontId {
    FontId::new(size, bold())
}

/// A serif heading font of `size` points.
pub fn serif_font(size: f32) -> FontId {
    FontId::new(size, serif())
}

/// The Okabe–Ito palette, in seat order: safe for the common colour blindnesses.
const SEAT_RGB: [(u8, u8, u8); 6] = [
    (0xE6, 0x9F, 0x00), // orange
    (0x56, 0xB4, 0xE9), // sky blue
    (0x00, 0x9E, 0x73), // bluish green
    (0xF0, 0xE4, 0x42), // yellow
    (0x00, 0x72, 0xB2), // blue
    (0xD5, 0x5E, 0x00), // vermillion
];

/// One shape per seat, so colour is never the only signal (all in the embedded DejaVu Sans).
const SEAT_GLYPHS: [&str; 6] = ["●", "▲", "■", "◆", "★", "✚"];

fn seat_index(colour: SeatColour) -> usize {
    colour.0 as usize % SEAT_RGB.len()
}

/// The egui colour of a seat.
pub fn seat_colour(colour: SeatColour) -> Color32 {
    let (r, g, b) = SEAT_RGB[seat_index(colour)];
    Color32::from_rgb(r, g, b)
}

/// The Bevy colour of a seat (for meshes and sprites).
pub fn seat_colour_bevy(colour: SeatColour) -> bevy::color::Color {
    let (r, g, b) = SEAT_RGB[seat_index(colour)];
    bevy::color::Color::srgb_u8(r, g, b)
}

/// The seat's shape glyph (●▲■◆★✚). Needs the app's fonts ([`install`]); Bevy's default font lacks them.
pub fn seat_glyph(colour: SeatColour) -> &'static str {
    SEAT_GLYPHS[seat_index(colour)]
}

/// Ink that reads on top of a seat colour (dark on the light ones, white on blue/vermillion).
pub fn seat_text_colour(colour: SeatColour) -> Color32 {
    match seat_index(colour) {
        4 | 5 => Color32::WHITE,
        _ => INK,
    }
}

/// Adds the embedded fonts: DejaVu Sans for body text (regular weight reads better on a TV than
/// egui's Ubuntu Light), Sans Bold for buttons, Serif Bold for headings; egui's emoji fonts stay as fallbacks.
pub fn fonts() -> FontDefinitions {
    let mut defs = FontDefinitions::default();
    let files: [(&str, &'static [u8]); 3] = [
        (
            "DejaVuSans",
            include_bytes!("../../assets/fonts/DejaVuSans.ttf"),
        ),
        (
            "DejaVuSans-Bold",
            include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf"),
        ),
        (
            "DejaVuSerif-Bold",
            include_bytes!("../../assets/fonts/DejaVuSerif-Bold.ttf"),
        ),
    ];
    for (name, bytes) in files {
        defs.font_data
            .insert(name.to_owned(), Arc::new(FontData::from_static(bytes)));
    }
    let fallbacks = defs
        .families
        .get(&FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    let with = |first: &str| {
        let mut list = vec![first.to_owned()];
        if first != "DejaVuSans" {
            list.push("DejaVuSans".to_owned());
        }
        list.extend(fallbacks.iter().cloned());
        list
    };
    defs.families
        .insert(FontFamily::Proportional, with("DejaVuSans"));
    defs.families.insert(bold(), with("DejaVuSans-Bold"));
    defs.families.insert(serif(), with("DejaVuSerif-Bold"));
    if let Some(mono) = defs.families.get_mut(&FontFamily::Monospace) {
        mono.push("DejaVuSans".to_owned());
    }
    defs
}

/// The app's egui style: light "paper" visuals, large text, generous spacing, rounded controls.
pub fn style() -> egui::Style {
    let mut style = egui::Style {
        text_styles: [
            (TextStyle::Small, FontId::proportional(16.0)),
            (TextStyle::Body, FontId::proportional(BODY_SIZE)),
            (TextStyle::Monospace, FontId::monospace(18.0)),
            (TextStyle::Button, bold_font(BODY_SIZE)),
            (TextStyle::Heading, serif_font(HEADING_SIZE)),
        ]
        .into(),
        ..Default::default()
    };

    let s = &mut style.spacing;
    s.item_spacing = Vec2::new(12.0, 12.0);
    s.button_padding = Vec2::new(20.0, 10.0);
    s.interact_size = Vec2::new(48.0, 40.0);
    s.window_margin = Margin::same(28);
    s.menu_margin = Margin::same(10);
    s.slider_width = 320.0;
    s.slider_rail_height = 10.0;
    s.text_edit_width = 320.0;
    s.combo_width = 200.0;
    s.icon_width = 24.0;
    s.icon_width_inner = 12.0;
    s.icon_spacing = 10.0;
    s.tooltip_width = 420.0;

    let mut v = egui::Visuals::light();
    v.override_text_color = None;
    v.panel_fill = PAPER;
    v.window_fill = PAPER;
    v.window_stroke = Stroke::new(2.0, WALNUT_LIGHT);
    v.window_corner_radius = CornerRadius::same(18);
    v.window_shadow = Shadow {
        offset: [0, 10],
        blur: 36,
        spread: 0,
        color: Color32::from_black_alpha(110),
    };
    v.popup_shadow = Shadow {
        offset: [0, 6],
        blur: 16,
        spread: 0,
        color: Color32::from_black_alpha(70),
    };
    v.menu_corner_radius = CornerRadius::same(10);
    v.faint_bg_color = PAPER_DARK;
    v.extreme_bg_color = PAPER_LIGHT;
    v.text_edit_bg_color = Some(PAPER_LIGHT);
    v.code_bg_color = PAPER_DARK;
    v.hyperlink_color = INK_BLUE;
    v.error_fg_color = SIGNAL_RED;
    v.warn_fg_color = Color32::from_rgb(0x9a, 0x5b, 0x00);
    v.selection.bg_fill = INK_BLUE;
    v.selection.stroke = Stroke::new(2.0, PAPER_LIGHT);
    v.slider_trailing_fill = true;
    v.striped = false;

    let radius = CornerRadius::same(12);
    let w = &mut v.widgets;
    w.noninteractive.bg_fill = PAPER;
    w.noninteractive.weak_bg_fill = PAPER;
    w.noninteractive.bg_stroke = Stroke::new(1.0, BOARD_GRID);
    w.noninteractive.fg_stroke = Stroke::new(1.0, INK);
    w.noninteractive.corner_radius = radius;

    w.inactive.bg_fill = PAPER_DARK;
    w.inactive.weak_bg_fill = PAPER_DARK;
    w.inactive.bg_stroke = Stroke::new(1.5, WALNUT_LIGHT);
    w.inactive.fg_stroke = Stroke::new(1.5, INK);
    w.inactive.corner_radius = radius;

    w.hovered.bg_fill = Color32::from_rgb(0xef, 0xe2, 0xc2);
    w.hovered.weak_bg_fill = Color32::from_rgb(0xef, 0xe2, 0xc2);
    w.hovered.bg_stroke = Stroke::new(2.5, INK_BLUE);
    w.hovered.fg_stroke = Stroke::new(2.0, INK);
    w.hovered.corner_radius = radius;
    w.hovered.expansion = 1.0;

    w.active.bg_fill = Color32::from_rgb(0xcf, 0xbd, 0x95);
    w.active.weak_bg_fill = Color32::from_rgb(0xcf, 0xbd, 0x95);
    w.active.bg_stroke = Stroke::new(3.0, INK_BLUE);
    w.active.fg_stroke = Stroke::new(2.0, INK);
    w.active.corner_radius = radius;
    w.active.expansion = 0.0;

    w.open = w.active;
    style.visuals = v;
    style.interaction.tooltip_delay = 0.3;
    // Labels on cards and rows must not swallow the clicks meant for them.
    style.interaction.selectable_labels = false;
    style
}

/// Installs fonts and style on a context. Call once; zoom is separate (see settings).
pub fn install(ctx: &egui::Context) {
    ctx.set_fonts(fonts());
    let style = style();
    ctx.set_style_of(egui::Theme::Light, style.clone());
    ctx.set_style_of(egui::Theme::Dark, style);
    ctx.set_theme(egui::Theme::Light);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_colours_and_glyphs_are_distinct() {
        let colours: std::collections::HashSet<_> = (0..6)
            .map(|i| seat_colour(SeatColour(i)).to_array())
            .collect();
        assert_eq!(colours.len(), 6);
        let glyphs: std::collections::HashSet<_> =
            (0..6).map(|i| seat_glyph(SeatColour(i))).collect();
        assert_eq!(glyphs.len(), 6);
        assert_eq!(seat_colour(SeatColour(6)), seat_colour(SeatColour(0)));
    }
}
