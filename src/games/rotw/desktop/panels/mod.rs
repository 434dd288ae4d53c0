//! The egui table screen of RotW: the top bar (turn, round, phase, whose turn, empty cities), the
//! players and the income chart on the left, the auction or the operations cards and the log on the
//! right, the action bar below, the map (2D or 3D) in the middle, and the score sheet at the end.

mod action_bar;
mod bidding;
mod cards;
mod players;
mod score;
mod tools;

use action_bar::*;
use bidding::*;
use cards::*;
use players::*;
use score::*;
use tools::*;

use super::asset::MapStatus;
use super::input;
use super::map2d::{self, Paint, goods_colour, on_goods};
use super::state::{
    self, DeliveryOption, RotwSnapshot, RotwUi, Tool, allowed, goods_name, next_hexes,
};
use super::view3d::View3d;
use crate::games::GameAction;
use crate::games::rotw::RotwError;
use crate::games::rotw::actions::{CardTarget, RotwAction};
use crate::games::rotw::data::RotwData;
use crate::games::rotw::goods::{CityColour, Goods};
use crate::games::rotw::ids::{CityId, LinkId};
use crate::games::rotw::rules::{auction, build, engine_cost, scoring};
use crate::games::rotw::schema::{Effect, Symbol};
use crate::games::rotw::state::{Phase, RotwGame};
use crate::table::SeatId;
use crate::ui::canvas::Canvas;
use crate::ui::chart::{self, Series};
use crate::ui::i18n::{Locale, args};
use crate::ui::map_camera::MapCam;
use crate::ui::seats::{CardHead, LogWords, player_card, seat_chip, seat_line};
use crate::ui::settings::ViewMode;
use crate::ui::table_screen::TableShell;
use crate::ui::theme::{
    self, INK, INK_BLUE, INK_FADED, PAPER, PAPER_DARK, PAPER_LIGHT, WALNUT_LIGHT,
};
use crate::ui::{score_sheet, top_bar, widgets};
use bevy::prelude::*;
use bevy_egui::egui;
use egui::{Align, Color32, CornerRadius, Frame, Layout, Margin, RichText, Stroke, Ui, vec2};
/// What the panels asked for this frame.
#[derive(Default)]
struct Requests {
    submit: Option<RotwAction>,
    undo: bool,
}

/// The whole RotW table screen.
#[allow(clippy::too_many_arguments)]
pub(super) fn table_ui(
    mut shell: TableShell,
    snap: Res<RotwSnapshot>,
    mut state: ResMut<RotwUi>,
    status: Res<MapStatus>,
    mut cam: ResMut<MapCam>,
    mut view3d: ResMut<View3d>,
    mut canvas: Canvas,
) -> Result {
    if !snap.ready || snap.seats.is_empty() {
        return Ok(());
    }
    let Some(game) = snap.game.clone() else {
        return Ok(());
    };
    let Some(ctx) = shell.ctx()? else {
        return Ok(());
    };
    let data: &RotwData = status.data();
    let now = shell.now();
    let mut view = shell.settings.view;
    let mut req = Requests::default();
    // A tool only makes sense while a person is to act in the action phase.
    if snap.human_to_act().is_none() || !snap.in_actions() {
        state.tool = Tool::None;
    }
    let mut root = widgets::table_root(&ctx, "rotw-root");
    let cx = Ctx {
        snap: &snap,
        game: &game,
        data,
        locale: &shell.locale,
        log: &shell.table.log,
    };
    let narrow = ctx.viewport_rect().width() < 1500.0;
    let marks = |ui: &mut Ui| bar_marks(ui, &game, &shell.locale, &status);
    let title = "Railways of the World";
    let (table, locale) = (&shell.table, &shell.locale);
    if top_bar::show(
        &mut root,
        "rotw-top",
        title,
        table,
        locale,
        Some(&mut view),
        0.0,
        marks,
    ) {
        shell.nav.paused = true;
    }
    let side = widgets::side_frame(10);
    egui::Panel::left("rotw-left")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 250.0 } else { 340.0 })
        .show(&mut root, |ui| {
            players_panel(ui, &snap, &game, data, &shell.locale, &mut canvas);
        });
    egui::Panel::right("rotw-right")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 290.0 } else { 380.0 })
        .show(&mut root, |ui| {
            right_panel(ui, cx, &mut state, &mut req);
        });
    egui::Panel::bottom("rotw-bottom")
        .frame(
            Frame::new()
                .fill(theme::FELT_DARK)
                .inner_margin(Margin::symmetric(14, 8)),
        )
        .show(&mut root, |ui| {
            action_bar(ui, cx, &mut state, &mut req);
        });
    // Before the map, so the map leaves out what the sheet covers.
    if state.score_sheet && game.over() {
        score_sheet(
            &ctx,
            &snap,
            &game,
            data,
            &mut state,
            &shell.locale,
            &mut canvas,
        );
    }
    // The build draft's legal next hexes and the hovered delivery's links, for both views.
    let next: Vec<(hexx::Hex, Option<u32>)> = match (&state.tool, snap.human_to_act()) {
        (Tool::Build { route, land_grant }, Some(seat)) if !route.is_empty() => {
            next_hexes(&game, data, seat, route, *land_grant)
                .into_iter()
                .map(|(h, r)| (h, r.ok()))
                .collect()
        }
        _ => Vec::new(),
    };
    let highlight: Vec<LinkId> = state
        .hover_option
        .and_then(|i| snap.deliveries.get(i))
        .map(|o| o.links.clone())
        .unwrap_or_default();
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        let rect = ui.max_rect();
        match view {
            ViewMode::TwoD => {
                view3d.orbit.active = false;
                // While "since your last turn" is up, what it lists glows steadily.
                let glow = if shell.since_shown() {
                    (&snap.since, 0.8)
                } else {
                    (&snap.recent, snap.recent.strength(now))
                };
                let paint = Paint {
                    glow,
                    snap: &snap,
                    data,
                    colour_blind: shell.settings.colour_blind,
                    now,
                    next: &next,
                    highlight_links: &highlight,
                };
                map2d::map_view(ui, rect, &mut cam, &mut state, &paint, &mut canvas);
            }
            ViewMode::ThreeD => {
                view3d.orbit.active = true;
                view3d.next = next.clone();
                view3d.highlight = highlight.clone();
                super::view3d::image_ui(
                    ui,
                    rect,
                    &snap,
                    &mut state,
                    &mut view3d,
                    shell.settings.colour_blind,
                );
            }
        }
        map_banner(ui, rect, &snap, &state, &shell.locale, data);
    });
    if let Some(h) = state.clicked.take()
        && let Some(a) = input::click(&mut state, &snap, data, h)
    {
        req.submit = Some(a);
    }
    shell.keep_view(view);
    if let (Some(action), Some(seat)) = (req.submit, snap.to_act) {
        if action.is_action() {
            state.tool = Tool::None;
            state.hover_option = None;
        }
        shell.submit(seat, GameAction::Rotw(action));
    }
    if req.undo {
        shell.undo();
    }
    Ok(())
}

/// A seat's name with its colour chip and glyph.
fn big_button(text: String, on: bool) -> egui::Button<'static> {
    egui::Button::new(
        RichText::new(text)
            .family(theme::bold())
            .size(17.0)
            .color(if on { PAPER_LIGHT } else { INK }),
    )
    .fill(if on { INK_BLUE } else { PAPER_DARK })
    .min_size(vec2(0.0, 40.0))
}

/// What every panel of the table reads: the snapshot, the game in it, the map's data and the language.
#[derive(Clone, Copy)]
struct Ctx<'a> {
    snap: &'a RotwSnapshot,
    game: &'a RotwGame,
    data: &'a RotwData,
    locale: &'a Locale,
    log: &'a LogWords,
}

/// Adds `widget`, enabled only when the rules allow the action (`ok`); disabled, hovering says why.
fn add_allowed(
    ui: &mut Ui,
    ok: &Result<(), RotwError>,
    locale: &Locale,
    widget: impl egui::Widget,
) -> egui::Response {
    let resp = ui.add_enabled(ok.is_ok(), widget);
    match ok {
        Err(e) => resp.on_disabled_hover_text(state::refusal(locale, e)),
        Ok(()) => resp,
    }
}

/// The game's marks on the shared top bar: extra actions, the empty cities against the end, the
/// end turn, and a map that fell back to the built-in one.
fn bar_marks(ui: &mut Ui, game: &RotwGame, locale: &Locale, status: &MapStatus) {
    if game.extra_actions > 0 && !game.over() {
        ui.label(
            RichText::new(locale.t_args("rotw-extra-actions", args!["n" => game.extra_actions]))
                .size(16.0)
                .color(theme::BRASS),
        );
    }
    ui.separator();
    let empty = locale.t_args(
        "rotw-empty-cities",
        args!["n" => game.empty_markers(), "end" => game.options.empty_cities_to_end],
    );
    ui.add(egui::Label::new(RichText::new(empty).size(17.0).color(PAPER_LIGHT)).truncate())
        .on_hover_text(locale.t("rotw-empty-cities-hint"));
    if let Some(end) = game.end_turn
        && !game.over()
    {
        let text = if end == game.turn {
            locale.t("rotw-last-turn")
        } else {
            locale.t_args("rotw-ends-after", args!["turn" => end])
        };
        top_bar::end_flag(ui, &text);
    }
    if let Some(problem) = status.problem() {
        ui.label(
            RichText::new(format!("⚠ {}", locale.t("rotw-map-builtin")))
                .color(theme::BRASS)
                .size(16.0),
        )
        .on_hover_text(problem);
    }
}

/// "$12k".
fn money(k: impl std::fmt::Display) -> String {
    format!("${k}k")
}

/// The right of the table: the auction, or the tools and the operations cards; then the log.
fn right_panel(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    match &cx.game.phase {
        Phase::Auction(_) => auction_panel(ui, cx, state, req),
        _ => {
            tool_panel(ui, cx, state, req);
            if cx.game.options.cards {
                cards_panel(ui, cx, state, req);
            }
        }
    }
    ui.add_space(4.0);
    widgets::log_panel(ui, &cx.locale.t("log"), &cx.snap.seats, cx.log, 200);
}
