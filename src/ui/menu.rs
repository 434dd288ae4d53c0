//! The main menu: the title, the five games as picture cards, and the big buttons.

use super::canvas::{self, Canvas};
use super::i18n::{Locale, args};
use super::theme::{self, BRASS, INK, INK_FADED, PAPER, PAPER_LIGHT, SIGNAL_RED, WALNUT_LIGHT};
use super::{Dialog, UiNav, pictures, widgets};
use crate::games::GameId;
use crate::table::TableRequest;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, Id, Pos2, Rect, RichText, Sense, Stroke, StrokeKind,
    UiBuilder, Vec2, pos2, vec2,
};

/// Picture height over card width.
const PICTURE_RATIO: f32 = 0.66;
/// Gap between cards.
const GAP: f32 = 22.0;

/// Card size and columns for the available width: one row of five when there is room, else three per row.
pub(super) fn card_layout(width: f32, n: usize) -> (usize, Vec2) {
    let max_w = 330.0;
    let one_row = ((width - GAP * (n as f32 - 1.0)) / n as f32).min(max_w);
    let (cols, w) = if one_row >= 210.0 {
        (n, one_row)
    } else {
        let cols = 3.min(n);
        (
            cols,
            ((width - GAP * (cols as f32 - 1.0)) / cols as f32).min(max_w),
        )
    };
    (cols, vec2(w, w * PICTURE_RATIO + 190.0))
}

/// Draws the menu (in `EguiPrimaryContextPass`, state Menu).
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut canvas: Canvas,
    mut nav: ResMut<UiNav>,
    locale: Res<Locale>,
    mut requests: MessageWriter<TableRequest>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    widgets::felt_background(&ctx);
    let screen = ctx.content_rect();
    let margin = (screen.width() * 0.04).clamp(24.0, 80.0);
    let area = screen.shrink2(vec2(margin, 0.0));
    let mut root = egui::Ui::new(
        ctx.clone(),
        Id::new("menu-root"),
        UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(area),
    );
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(&mut root, |ui| {
            // Centre the block vertically, using its height from the last frame.
            let id = Id::new("menu-content-height");
            let last: Option<f32> = ui.ctx().data(|d| d.get_temp(id));
            let top = ui.min_rect().top();
            if let Some(h) = last {
                ui.add_space(((ui.available_height() - h) / 2.0).max(0.0));
            }
            let start = ui.next_widget_position().y;
            ui.vertical_centered(|ui| {
                title(ui, screen.height(), &locale);
                cards(ui, &mut nav, &locale, &mut canvas);
                ui.add_space(28.0);
                buttons(ui, &mut nav, &locale, &mut requests, &mut exit);
                ui.add_space(20.0);
            });
            let h = ui.min_rect().bottom() - start;
            let _ = top;
            ui.ctx().data_mut(|d| d.insert_temp(id, h));
        });
    footer(&ctx, screen, &locale);
    Ok(())
}

fn title(ui: &mut egui::Ui, screen_h: f32, locale: &Locale) {
    let size = (screen_h * 0.085).clamp(48.0, theme::TITLE_SIZE);
    ui.add_space((screen_h * 0.045).clamp(16.0, 56.0));
    let text = locale.t("app-title");
    let font = theme::serif_font(size);
    let galley = ui.painter().layout_no_wrap(text, font, PAPER_LIGHT);
    let (rect, _) = ui.allocate_exact_size(galley.size(), Sense::hover());
    let painter = ui.painter();
    painter.galley(
        rect.min + vec2(3.0, 4.0),
        galley.clone(),
        Color32::from_black_alpha(140),
    );
    painter.galley(rect.min, galley, PAPER_LIGHT);
    // Brass rails under the title.
    let y = rect.bottom() + 6.0;
    let half = rect.width() * 0.55;
    let c = rect.center().x;
    for dy in [0.0, 8.0] {
        painter.hline((c - half)..=(c + half), y + dy, Stroke::new(2.5, BRASS));
    }
    let mut x = c - half;
    while x <= c + half {
        painter.line_segment(
            [pos2(x, y - 3.0), pos2(x, y + 11.0)],
            Stroke::new(3.0, BRASS.gamma_multiply(0.7)),
        );
        x += 18.0;
    }
    ui.add_space(22.0);
    ui.label(
        RichText::new(locale.t("app-tagline"))
            .size(24.0)
            .color(PAPER.gamma_multiply(0.9)),
    );
    ui.add_space((screen_h * 0.035).clamp(12.0, 40.0));
}

fn cards(ui: &mut egui::Ui, nav: &mut UiNav, locale: &Locale, canvas: &mut Canvas) {
    let games = GameId::ALL;
    let width = ui.available_width();
    let (cols, mut size) = card_layout(width, games.len());
    let text_h = games
        .iter()
        .map(|g| card_text(ui.painter(), *g, size.x, locale, INK).height())
        .fold(0.0, f32::max);
    size.y = size.x * PICTURE_RATIO + 12.0 + text_h + 20.0;
    let rows = games.len().div_ceil(cols);
    let (block, _) = ui.allocate_exact_size(
        vec2(width, rows as f32 * size.y + (rows as f32 - 1.0) * GAP),
        Sense::hover(),
    );
    for (i, game) in games.into_iter().enumerate() {
        let row = i / cols;
        let in_row = cols.min(games.len() - row * cols);
        let row_w = in_row as f32 * size.x + (in_row as f32 - 1.0) * GAP;
        let x0 = block.center().x - row_w / 2.0;
        let col = i % cols;
        let min = pos2(
            x0 + col as f32 * (size.x + GAP),
            block.top() + row as f32 * (size.y + GAP),
        );
        card(
            ui,
            Rect::from_min_size(min, size),
            game,
            nav,
            locale,
            canvas,
        );
    }
}

/// Horizontal padding of a card's text.
const CARD_TEXT_PAD: f32 = 16.0;

/// A card's laid-out text: title, blurb and player count, wrapped to the card.
struct CardText {
    title: std::sync::Arc<egui::Galley>,
    blurb: std::sync::Arc<egui::Galley>,
    players: std::sync::Arc<egui::Galley>,
}

impl CardText {
    fn height(&self) -> f32 {
        self.title.size().y + 6.0 + self.blurb.size().y + 10.0 + self.players.size().y
    }
}

fn card_text(
    painter: &egui::Painter,
    game: GameId,
    width: f32,
    locale: &Locale,
    ink: Color32,
) -> CardText {
    let wrap = width - 2.0 * CARD_TEXT_PAD;
    let small = width < 260.0;
    let (min, max) = game.seats();
    let players = locale.t_args("game-players", args!["min" => min, "max" => max]);
    CardText {
        title: painter.layout(
            game.title().to_owned(),
            theme::bold_font(if small { 19.0 } else { 21.0 }),
            ink,
            wrap,
        ),
        blurb: painter.layout(
            locale.t(&game.key("blurb")),
            egui::FontId::proportional(if small { 15.0 } else { 16.5 }),
            ink.gamma_multiply(0.85),
            wrap,
        ),
        players: painter.layout(format!("👥 {players}"), theme::bold_font(16.0), ink, wrap),
    }
}

fn card(
    ui: &mut egui::Ui,
    rect: Rect,
    game: GameId,
    nav: &mut UiNav,
    locale: &Locale,
    canvas: &mut Canvas,
) {
    let playable = game.on_table();
    let sense = if playable {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(rect, Id::new(("game-card", game.cli_name())), sense);
    let selected = playable && nav.selected == game;
    if response.clicked() {
        nav.selected = game;
    }
    if response.double_clicked() {
        nav.selected = game;
        nav.dialog = Dialog::NewGame;
    }
    let hovered = playable && response.hovered();
    let lift = if hovered || selected { -4.0 } else { 0.0 };
    let rect = rect.translate(vec2(0.0, lift));
    let painter = ui.painter().clone();
    let painter = &painter;
    painter.rect_filled(
        rect.translate(vec2(0.0, 8.0 - lift)),
        CornerRadius::same(16),
        Color32::from_black_alpha(90),
    );
    let fill = if playable {
        PAPER
    } else {
        Color32::from_rgb(0xd8, 0xd0, 0xbc)
    };
    let stroke = if selected {
        Stroke::new(5.0, BRASS)
    } else if hovered {
        Stroke::new(3.0, theme::INK_BLUE)
    } else {
        Stroke::new(2.0, WALNUT_LIGHT)
    };
    painter.rect(
        rect,
        CornerRadius::same(16),
        fill,
        stroke,
        StrokeKind::Inside,
    );

    let pad = 12.0;
    let pic = Rect::from_min_size(
        rect.min + vec2(pad, pad),
        vec2(rect.width() - 2.0 * pad, rect.width() * PICTURE_RATIO - pad),
    );
    // The picture is still: painted once, on the card's paper.
    let pic = canvas::align(ui.ctx(), pic);
    let ribbon_text = (!playable).then(|| locale.t("game-in-development"));
    let key = (game.cli_name(), &ribbon_text);
    canvas.show(painter, pic, fill, key, |painter, pic| {
        pictures::paint(game, painter, pic);
        if let Some(text) = &ribbon_text {
            painter.rect_filled(
                pic,
                CornerRadius::same(10),
                Color32::from_rgba_unmultiplied(0xd8, 0xd0, 0xbc, 150),
            );
            ribbon(painter, pic, text);
        }
    });
    painter.rect_stroke(
        pic,
        CornerRadius::same(10),
        Stroke::new(1.5, WALNUT_LIGHT),
        StrokeKind::Inside,
    );

    let ink = if playable { INK } else { INK_FADED };
    let text = card_text(painter, game, rect.width(), locale, ink);
    let mut y = pic.bottom() + 12.0;
    let x = rect.left() + CARD_TEXT_PAD;
    for (galley, gap) in [(text.title, 6.0), (text.blurb, 10.0), (text.players, 0.0)] {
        let h = galley.size().y;
        painter.galley(pos2(x, y), galley, ink);
        y += h + gap;
    }
    // Status badge on the picture's top-right corner.
    let corner = pos2(pic.right() - 8.0, pic.top() + 8.0);
    if selected {
        widgets::badge(
            painter,
            corner,
            Align2::RIGHT_TOP,
            &locale.t("menu-selected"),
            theme::INK_BLUE,
            PAPER_LIGHT,
        );
    } else if playable {
        widgets::badge(
            painter,
            corner,
            Align2::RIGHT_TOP,
            &locale.t("game-ready"),
            Color32::from_rgb(0x2e, 0x6b, 0x3a),
            PAPER_LIGHT,
        );
    }
    if hovered {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
}

/// A red band across a picture: the game cannot be started yet.
fn ribbon(painter: &egui::Painter, pic: Rect, text: &str) {
    let h = 40.0;
    let band = Rect::from_center_size(pic.center(), vec2(pic.width(), h));
    painter.rect_filled(
        band.translate(vec2(0.0, 3.0)),
        CornerRadius::ZERO,
        Color32::from_black_alpha(60),
    );
    painter.rect_filled(band, CornerRadius::ZERO, SIGNAL_RED);
    for y in [band.top() + 4.0, band.bottom() - 4.0] {
        painter.hline(
            band.x_range(),
            y,
            Stroke::new(1.0, PAPER_LIGHT.gamma_multiply(0.7)),
        );
    }
    let mut size = 19.0;
    let mut galley =
        painter.layout_no_wrap(text.to_uppercase(), theme::bold_font(size), PAPER_LIGHT);
    while galley.size().x > pic.width() - 16.0 && size > 11.0 {
        size -= 1.0;
        galley = painter.layout_no_wrap(text.to_uppercase(), theme::bold_font(size), PAPER_LIGHT);
    }
    painter.galley(band.center() - galley.size() / 2.0, galley, PAPER_LIGHT);
}

fn buttons(
    ui: &mut egui::Ui,
    nav: &mut UiNav,
    locale: &Locale,
    requests: &mut MessageWriter<TableRequest>,
    exit: &mut MessageWriter<AppExit>,
) {
    let n = 7.0;
    let gap = 16.0;
    let bw = ((ui.available_width() - gap * (n - 1.0)) / n).clamp(120.0, 230.0);
    let bh = 60.0;
    let (row, _) = ui.allocate_exact_size(vec2(ui.available_width(), bh), Sense::hover());
    let total = bw * n + gap * (n - 1.0);
    let mut x = row.center().x - total / 2.0;
    let mut next_rect = || {
        let r = Rect::from_min_size(pos2(x, row.top()), vec2(bw, bh));
        x += bw + gap;
        r
    };
    let playable = nav.selected.on_table();
    // One type size for the row: the largest (up to 22) at which every label fits on one line.
    let keys = [
        "menu-continue",
        "menu-new-game",
        "menu-load",
        "menu-watch",
        "menu-import",
        "menu-settings",
        "menu-quit",
    ];
    let widest = |size: f32| {
        keys.iter()
            .map(|k| {
                ui.painter()
                    .layout_no_wrap(locale.t(k), theme::bold_font(size), egui::Color32::WHITE)
                    .size()
                    .x
            })
            .fold(0.0, f32::max)
    };
    let mut size = 22.0;
    while size > 14.0 && widest(size) > bw - 40.0 {
        size -= 1.0;
    }
    let big = |text: String| RichText::new(text).font(theme::bold_font(size));

    let r = next_rect();
    let cont = ui.scope_builder(UiBuilder::new().max_rect(r), |ui| {
        ui.add_enabled(
            nav.can_continue,
            egui::Button::new(big(locale.t("menu-continue"))).min_size(r.size()),
        )
    });
    if cont.inner.clicked() {
        requests.write(TableRequest::Continue);
    }

    let r = next_rect();
    let new_game = ui.scope_builder(UiBuilder::new().max_rect(r), |ui| {
        widgets::primary_button_sized(ui, playable, &locale.t("menu-new-game"), r.size(), size)
    });
    if new_game.inner.clicked() {
        nav.dialog = Dialog::NewGame;
    }
    // "Watch a replay" opens the saved games too: the dialog both loads and watches.
    for (key, action) in [
        ("menu-load", 0),
        ("menu-watch", 0),
        ("menu-import", 3),
        ("menu-settings", 1),
        ("menu-quit", 2),
    ] {
        let r = next_rect();
        if ui
            .put(r, egui::Button::new(big(locale.t(key))).min_size(r.size()))
            .clicked()
        {
            match action {
                0 => nav.dialog = Dialog::Load,
                1 => nav.dialog = Dialog::Settings,
                3 => nav.dialog = Dialog::Import,
                _ => {
                    exit.write(AppExit::Success);
                }
            }
        }
    }
}

fn footer(ctx: &egui::Context, screen: Rect, locale: &Locale) {
    let painter = ctx.layer_painter(egui::LayerId::background());
    let rim = (screen.width().min(screen.height()) * 0.018).clamp(10.0, 28.0);
    let y = screen.bottom() - rim - 12.0;
    painter.text(
        Pos2::new(screen.center().x, y),
        Align2::CENTER_BOTTOM,
        locale.t("menu-footer-hint"),
        egui::FontId::proportional(17.0),
        PAPER.gamma_multiply(0.75),
    );
    painter.text(
        Pos2::new(screen.right() - rim - 16.0, y),
        Align2::RIGHT_BOTTOM,
        format!("v{}", env!("CARGO_PKG_VERSION")),
        egui::FontId::proportional(15.0),
        PAPER.gamma_multiply(0.5),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_cards_fit_one_row_at_720p_and_wrap_when_narrow() {
        let (cols, size) = card_layout(1280.0 - 2.0 * 51.2, 5);
        assert_eq!(cols, 5);
        assert!(size.x >= 210.0);
        let (cols, size) = card_layout(900.0, 5);
        assert_eq!(cols, 3);
        assert!(size.x * 3.0 + 2.0 * GAP <= 900.0 + 0.01);
        let (_, size) = card_layout(4000.0, 5);
        assert_eq!(size.x, 330.0);
    }
}
