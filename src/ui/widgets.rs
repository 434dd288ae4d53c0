//! Small shared widgets in the app's style: dialogs, big buttons, pills, toggles, the felt background.

use super::i18n::Locale;
use super::seats::SeatView;
use super::settings::ViewMode;
use super::theme::{
    self, BRASS, FELT, FELT_DARK, FELT_LIGHT, INK, INK_BLUE, INK_BLUE_LIGHT, INK_FADED, PAPER,
    PAPER_DARK, PAPER_LIGHT, WALNUT, WALNUT_LIGHT,
};
use crate::table::SeatId;
use bevy_egui::egui::{
    self, Align, Align2, Color32, CornerRadius, Frame, Id, Layout, Margin, Pos2, Rect, RichText,
    Sense, Shape, Stroke, StrokeKind, Ui, Vec2,
};

/// The frame of a table screen's side panel: no fill (the window is cleared to paper already), a
/// walnut edge.
pub fn side_frame(margin: i8) -> Frame {
    Frame::new()
        .inner_margin(Margin::same(margin))
        .stroke(Stroke::new(2.0, WALNUT_LIGHT))
}

/// A panel's heading on a table screen.
pub fn heading(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).font(theme::serif_font(21.0)).color(INK));
}

/// Text in the bold family.
pub fn strong(text: &str) -> RichText {
    RichText::new(text).family(theme::bold()).color(INK)
}

/// Secondary text.
pub fn faded(text: &str) -> RichText {
    RichText::new(text).color(INK_FADED).size(17.0)
}

/// The blue call-to-action button of a dialog.
pub fn primary_button(ui: &mut Ui, text: &str) -> egui::Response {
    primary_button_enabled(ui, true, text)
}

/// [`primary_button`] that can be disabled.
pub fn primary_button_enabled(ui: &mut Ui, enabled: bool, text: &str) -> egui::Response {
    primary_button_sized(ui, enabled, text, Vec2::new(170.0, 48.0), theme::BODY_SIZE)
}

/// The blue button at a given minimum size and text size (the menu's big New game).
pub fn primary_button_sized(
    ui: &mut Ui,
    enabled: bool,
    text: &str,
    min_size: Vec2,
    text_size: f32,
) -> egui::Response {
    let fill = if enabled { INK_BLUE } else { PAPER_DARK };
    let button = egui::Button::new(
        RichText::new(text)
            .color(PAPER_LIGHT)
            .font(theme::bold_font(text_size)),
    )
    .fill(fill)
    .stroke(Stroke::new(1.5, theme::RAIL))
    .min_size(min_size);
    ui.scope(|ui| {
        let w = &mut ui.visuals_mut().widgets;
        w.hovered.weak_bg_fill = INK_BLUE_LIGHT;
        w.hovered.bg_fill = INK_BLUE_LIGHT;
        w.hovered.fg_stroke = Stroke::new(2.0, PAPER_LIGHT);
        w.active.weak_bg_fill = theme::RAIL;
        w.active.bg_fill = theme::RAIL;
        ui.add_enabled(enabled, button)
    })
    .inner
}

/// A normal button with a comfortable minimum size.
pub fn button(ui: &mut Ui, text: &str) -> egui::Response {
    button_enabled(ui, true, text)
}

/// [`button`] that can be disabled.
pub fn button_enabled(ui: &mut Ui, enabled: bool, text: &str) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(RichText::new(text).family(theme::bold()))
            .min_size(Vec2::new(150.0, 48.0)),
    )
}

/// A pill that shows whether it is chosen (radio-like, but big enough for a couch).
pub fn choice(ui: &mut Ui, selected: bool, text: &str) -> egui::Response {
    let (fill, fg) = if selected {
        (INK_BLUE, PAPER_LIGHT)
    } else {
        (PAPER_DARK, INK)
    };
    ui.add(
        egui::Button::new(
            RichText::new(text)
                .color(fg)
                .family(theme::bold())
                .size(18.0),
        )
        .fill(fill)
        .corner_radius(CornerRadius::same(20))
        .min_size(Vec2::new(64.0, 40.0)),
    )
}

/// An on/off switch.
pub fn toggle(ui: &mut Ui, on: &mut bool) -> egui::Response {
    let size = Vec2::new(64.0, 34.0);
    let (rect, mut response) = ui.allocate_exact_size(size, Sense::click());
    if response.clicked() {
        *on = !*on;
        response.mark_changed();
    }
    if ui.is_rect_visible(rect) {
        let t = ui.ctx().animate_bool_responsive(response.id, *on);
        let track = lerp_colour(PAPER_DARK, INK_BLUE, t);
        let stroke = if response.hovered() {
            Stroke::new(2.5, INK_BLUE)
        } else {
            Stroke::new(1.5, WALNUT_LIGHT)
        };
        let radius = rect.height() / 2.0;
        let painter = ui.painter();
        painter.rect(
            rect,
            CornerRadius::from(radius),
            track,
            stroke,
            StrokeKind::Inside,
        );
        let x = egui::lerp((rect.left() + radius)..=(rect.right() - radius), t);
        painter.circle(
            Pos2::new(x, rect.center().y),
            radius - 5.0,
            PAPER_LIGHT,
            Stroke::new(1.0, WALNUT_LIGHT),
        );
    }
    response
}

fn lerp_colour(a: Color32, b: Color32, t: f32) -> Color32 {
    let l = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(l(a.r(), b.r()), l(a.g(), b.g()), l(a.b(), b.b()))
}

/// The paper frame of dialogs and panels.
pub fn paper_frame() -> Frame {
    Frame::new()
        .fill(PAPER)
        .stroke(Stroke::new(3.0, WALNUT_LIGHT))
        .corner_radius(CornerRadius::same(18))
        .inner_margin(Margin::symmetric(36, 28))
        .shadow(egui::Shadow {
            offset: [0, 12],
            blur: 40,
            spread: 2,
            color: Color32::from_black_alpha(140),
        })
}

/// A centred modal dialog over a dimmed screen, with a serif title, a scrolling body and a fixed
/// footer (the buttons stay visible on small windows); `width` shrinks to fit the window.
pub fn dialog(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    width: f32,
    body: impl FnOnce(&mut Ui),
    footer: impl FnOnce(&mut Ui),
) {
    let screen = ctx.content_rect();
    let width = width.min(screen.width() - 120.0).max(320.0);
    let body_height = (screen.height() - 320.0).max(120.0);
    egui::Modal::new(Id::new(("ferrovia-dialog", id)))
        .backdrop_color(Color32::from_black_alpha(150))
        .frame(paper_frame())
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.label(
                RichText::new(title)
                    .font(theme::serif_font(34.0))
                    .color(INK),
            );
            rule(ui);
            egui::ScrollArea::vertical()
                .max_height(body_height)
                .auto_shrink([false, true])
                .show(ui, body);
            dialog_buttons(ui, footer);
        });
}

/// A walnut hairline under titles.
pub fn rule(ui: &mut Ui) {
    let (rect, _) = ui.allocate_exact_size(Vec2::new(ui.available_width(), 8.0), Sense::hover());
    ui.painter().hline(
        rect.x_range(),
        rect.center().y,
        Stroke::new(2.0, WALNUT_LIGHT.gamma_multiply(0.6)),
    );
}

/// A right-aligned row for a dialog's buttons (primary action rightmost: add it first).
pub fn dialog_buttons(ui: &mut Ui, add: impl FnOnce(&mut Ui)) {
    ui.add_space(6.0);
    // A fixed-height row: a bare right-to-left layout would take all the height left.
    ui.allocate_ui_with_layout(
        Vec2::new(ui.available_width(), 52.0),
        Layout::right_to_left(Align::Center),
        add,
    );
}

/// Paints the table: walnut rim, felt with a lit centre, and faint track lines, behind everything.
pub fn felt_background(ctx: &egui::Context) {
    let screen = ctx.content_rect();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let rim = (screen.width().min(screen.height()) * 0.018).clamp(10.0, 28.0);
    let felt = screen.shrink(rim);
    // The walnut only where it shows, around the felt: on a software renderer every pixel painted
    // twice costs.
    painter.rect_stroke(
        felt,
        CornerRadius::ZERO,
        Stroke::new(rim, WALNUT),
        StrokeKind::Outside,
    );
    // Vignette: a fan mesh from a lit centre to dark corners.
    let mut mesh = egui::Mesh::default();
    let centre = felt.center() - Vec2::new(0.0, felt.height() * 0.12);
    mesh.colored_vertex(centre, FELT_LIGHT);
    let ring = [
        felt.left_top(),
        felt.center_top(),
        felt.right_top(),
        felt.right_center(),
        felt.right_bottom(),
        felt.center_bottom(),
        felt.left_bottom(),
        felt.left_center(),
    ];
    for (i, p) in ring.iter().enumerate() {
        let corner = i % 2 == 0;
        mesh.colored_vertex(*p, if corner { FELT_DARK } else { FELT });
    }
    for i in 0..ring.len() as u32 {
        mesh.add_triangle(0, 1 + i, 1 + (i + 1) % ring.len() as u32);
    }
    painter.add(Shape::mesh(mesh));
    painter.rect_stroke(
        felt,
        CornerRadius::same(6),
        Stroke::new(2.0, Color32::from_black_alpha(90)),
        StrokeKind::Outside,
    );
    // A faint railway sweeping across the bottom of the felt.
    let track = Color32::from_white_alpha(14);
    let y0 = felt.bottom() - felt.height() * 0.10;
    let pts: Vec<Pos2> = (0..=64)
        .map(|i| {
            let t = i as f32 / 64.0;
            let x = felt.left() + t * felt.width();
            let y = y0 - (t * std::f32::consts::PI).sin() * felt.height() * 0.06;
            Pos2::new(x, y)
        })
        .collect();
    for w in pts.windows(2) {
        let d = (w[1] - w[0]).normalized();
        let n = Vec2::new(-d.y, d.x) * 9.0;
        painter.line_segment([w[0] + n, w[1] + n], Stroke::new(2.0, track));
        painter.line_segment([w[0] - n, w[1] - n], Stroke::new(2.0, track));
        painter.line_segment([w[0] + n * 1.6, w[0] - n * 1.6], Stroke::new(3.0, track));
    }
}

/// Dims whatever is behind (the game table under the pause menu).
pub fn dim(ctx: &egui::Context, alpha: u8) {
    let screen = ctx.content_rect();
    egui::Area::new(Id::new("ferrovia-dim"))
        .order(egui::Order::Middle)
        .fixed_pos(screen.min)
        .interactable(true)
        .show(ctx, |ui| {
            let (rect, _) = ui.allocate_exact_size(screen.size(), Sense::click_and_drag());
            ui.painter()
                .rect_filled(rect, 0.0, Color32::from_black_alpha(alpha));
        });
}

/// A keyboard key cap, e.g. "Ctrl" "Z".
pub fn key_cap(ui: &mut Ui, key: &str) {
    let font = theme::bold_font(18.0);
    let galley = ui.painter().layout_no_wrap(key.to_owned(), font, INK);
    let size = Vec2::new((galley.size().x + 24.0).max(40.0), 38.0);
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter();
    painter.rect(
        rect.translate(Vec2::new(0.0, 3.0)),
        CornerRadius::same(8),
        WALNUT_LIGHT,
        Stroke::NONE,
        StrokeKind::Inside,
    );
    painter.rect(
        rect,
        CornerRadius::same(8),
        PAPER_LIGHT,
        Stroke::new(1.5, WALNUT_LIGHT),
        StrokeKind::Inside,
    );
    painter.galley(rect.center() - galley.size() / 2.0, galley, INK);
}

/// A brass-ringed badge with text, e.g. on the selected card.
pub fn badge(
    painter: &egui::Painter,
    pos: Pos2,
    anchor: Align2,
    text: &str,
    fill: Color32,
    fg: Color32,
) -> Rect {
    let galley = painter.layout_no_wrap(text.to_owned(), theme::bold_font(15.0), fg);
    let size = galley.size() + Vec2::new(20.0, 8.0);
    let rect = anchor.anchor_size(pos, size);
    painter.rect(
        rect,
        CornerRadius::same(12),
        fill,
        Stroke::new(1.5, BRASS),
        StrokeKind::Inside,
    );
    painter.galley(rect.center() - galley.size() / 2.0, galley, fg);
    rect
}

/// The right end of a game's top bar, in a right-to-left layout: the pause menu, then the 2D/3D
/// switch (Esc and Tab do the same, as the hover texts say). Returns whether the menu was asked for.
pub fn menu_and_view_buttons(ui: &mut Ui, locale: &Locale, view: Option<&mut ViewMode>) -> bool {
    let pause = egui::Button::new(
        RichText::new(format!("☰ {}", locale.t("menu")))
            .family(theme::bold())
            .color(INK),
    )
    .fill(PAPER_DARK)
    .min_size(Vec2::new(56.0, 36.0));
    let menu = ui.add(pause).on_hover_text("Esc").clicked();
    let Some(view) = view else { return menu };
    for mode in [ViewMode::ThreeD, ViewMode::TwoD] {
        let on = *view == mode;
        let b = egui::Button::new(
            RichText::new(locale.t(mode.key()))
                .family(theme::bold())
                .color(if on { PAPER_LIGHT } else { INK }),
        )
        .fill(if on { INK_BLUE } else { PAPER_DARK })
        .min_size(Vec2::new(56.0, 36.0));
        if ui.add(b).on_hover_text("Tab").clicked() {
            *view = mode;
        }
    }
    menu
}

/// A game's log panel: its heading, then the last `keep` lines in a scroll area that follows the
/// newest line.
pub fn log_panel(
    ui: &mut Ui,
    heading: &str,
    seats: &[SeatView],
    log: &[(Option<SeatId>, String)],
    keep: usize,
) {
    ui.label(
        RichText::new(heading)
            .font(super::theme::serif_font(22.0))
            .color(super::theme::INK),
    );
    egui::ScrollArea::vertical()
        .id_salt("table-log")
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            log_lines(ui, seats, &log[log.len().saturating_sub(keep)..]);
        });
}

/// A game's log, oldest first: each line after the glyph of the seat it is about, in its colour.
pub fn log_lines(ui: &mut Ui, seats: &[SeatView], log: &[(Option<SeatId>, String)]) {
    for (seat, line) in log {
        ui.horizontal_wrapped(|ui| {
            if let Some(s) = seat.and_then(|s| seats.get(s)) {
                ui.label(
                    RichText::new(theme::seat_glyph(s.colour))
                        .color(theme::seat_colour(s.colour))
                        .size(15.0),
                );
            }
            ui.label(RichText::new(line).size(15.0).color(INK));
        });
    }
}

/// Whether the app's fonts are live (egui applies them one pass after they are set, and drawing with
/// the named families before that panics); when not, asks for the pass that brings them.
pub fn fonts_ready(ctx: &egui::Context) -> bool {
    let ready = ctx.fonts(|f| f.definitions().families.contains_key(&theme::serif()));
    if !ready {
        ctx.request_repaint();
    }
    ready
}

/// A `Ui` over the whole window on the background layer, for a game's table screen to lay its
/// panels in (so the shell's dialogs and toasts stay above it).
pub fn table_root(ctx: &egui::Context, id: &'static str) -> Ui {
    Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect())
            // The window is cleared to paper under a table (not painted again): widgets that blend
            // into what is behind them, like scroll fades, ask the frames above them for it.
            .ui_stack_info(egui::UiStackInfo::default().with_frame(egui::Frame::new().fill(PAPER))),
    )
}

/// A drop shadow around `rect` painted as a ring (what egui paints is a whole blurred rectangle,
/// most of it under the window: a software renderer fills it all). Paint it on the window's layer
/// before the window, with the window's own shadow off.
pub fn shadow_ring(painter: &egui::Painter, rect: Rect, corner: f32, shadow: egui::Shadow) {
    let half = f32::from(shadow.blur) / 2.0;
    let base = rect
        .translate(Vec2::new(shadow.offset[0].into(), shadow.offset[1].into()))
        .expand(shadow.spread.into());
    let corner = corner + f32::from(shadow.spread);
    let outer = rounded_outline(base.expand(half), corner + half);
    let inner = rounded_outline(base.shrink(half), (corner - half).max(0.0));
    let mut mesh = egui::Mesh::default();
    for (o, i) in outer.iter().zip(&inner) {
        mesh.colored_vertex(*o, Color32::TRANSPARENT);
        mesh.colored_vertex(*i, shadow.color);
    }
    let n = outer.len() as u32;
    for k in 0..n {
        let (a, b) = (2 * k, 2 * ((k + 1) % n));
        mesh.add_triangle(a, a + 1, b);
        mesh.add_triangle(b, a + 1, b + 1);
    }
    painter.add(Shape::mesh(mesh));
}

/// The outline of `rect` with corners of `radius`, eight points a corner, clockwise from the top
/// left.
fn rounded_outline(rect: Rect, radius: f32) -> Vec<Pos2> {
    let r = radius
        .min(rect.width() / 2.0)
        .min(rect.height() / 2.0)
        .max(0.0);
    let centres = [
        (rect.left_top() + Vec2::new(r, r), std::f32::consts::PI),
        (
            rect.right_top() + Vec2::new(-r, r),
            1.5 * std::f32::consts::PI,
        ),
        (rect.right_bottom() + Vec2::new(-r, -r), 0.0),
        (
            rect.left_bottom() + Vec2::new(r, -r),
            0.5 * std::f32::consts::PI,
        ),
    ];
    centres
        .iter()
        .flat_map(|(c, start)| {
            (0..8).map(move |i| {
                let a = start + std::f32::consts::FRAC_PI_2 * i as f32 / 7.0;
                *c + Vec2::new(a.cos(), a.sin()) * r
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shadow_ring_runs_from_under_the_window_to_past_its_edge() {
        let rect = Rect::from_min_size(Pos2::new(100.0, 100.0), Vec2::new(400.0, 300.0));
        let outer = rounded_outline(rect.expand(18.0), 36.0);
        let inner = rounded_outline(rect.shrink(18.0), 0.0);
        assert_eq!((outer.len(), inner.len()), (32, 32));
        assert!(inner.iter().all(|p| rect.contains(*p)));
        assert!(outer.iter().all(|p| !rect.shrink(1.0).contains(*p)));
        // Rounded: the outer outline keeps clear of the expanded rectangle's corner.
        let corner = rect.expand(18.0).left_top();
        assert!(outer.iter().all(|p| p.distance(corner) > 10.0));
    }
}
