//! The egui table screen of RotW: the top bar (turn, round, phase, whose turn, empty cities), the
//! players and the income chart on the left, the auction or the operations cards and the log on the
//! right, the action bar below, the map (2D or 3D) in the middle, and the score sheet at the end.

use super::asset::MapStatus;
use super::input;
use super::map2d::{self, MapCam, Paint, goods_colour, on_goods};
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
use crate::games::rotw::rules::{auction, build, engine_cost};
use crate::games::rotw::schema::{Effect, Symbol};
use crate::games::rotw::state::{Phase, RotwGame};
use crate::table::SeatId;
use crate::ui::canvas::Canvas;
use crate::ui::chart::{self, Series};
use crate::ui::i18n::{Locale, args};
use crate::ui::seats::{CardHead, LogWords, player_card, seat_chip};
use crate::ui::settings::ViewMode;
use crate::ui::table_screen::TableShell;
use crate::ui::theme::{
    self, INK, INK_BLUE, INK_FADED, PAPER, PAPER_DARK, PAPER_LIGHT, WALNUT, WALNUT_LIGHT,
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
    egui::Panel::top("rotw-top")
        .frame(
            Frame::new()
                .fill(WALNUT)
                .inner_margin(Margin::symmetric(16, 8)),
        )
        .show(&mut root, |ui| {
            let marks = |ui: &mut Ui| bar_marks(ui, &game, &shell.locale, &status);
            let title = "Railways of the World";
            if top_bar::top_bar(
                ui,
                title,
                &shell.table,
                &shell.locale,
                &mut view,
                0.0,
                marks,
            ) {
                shell.nav.paused = true;
            }
        });
    // No fill: a table's window is cleared to this paper already.
    let side = Frame::new()
        .inner_margin(Margin::same(10))
        .stroke(Stroke::new(2.0, WALNUT_LIGHT));
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

fn players_panel(
    ui: &mut Ui,
    snap: &RotwSnapshot,
    game: &RotwGame,
    data: &RotwData,
    locale: &Locale,
    canvas: &mut Canvas,
) {
    widgets::heading(ui, &locale.t("rotw-players"));
    let chart_h = if ui.ctx().viewport_rect().height() < 900.0 {
        170.0
    } else {
        230.0
    };
    egui::ScrollArea::vertical()
        .max_height((ui.available_height() - chart_h - 110.0).max(120.0))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (seat, p) in game.players.iter().enumerate() {
                let acting = snap.to_act == Some(seat);
                let vp = snap.scores.get(seat).map_or(0, |s| s.vp);
                let head = CardHead {
                    lit: acting,
                    acting,
                    score: locale.t_args("rotw-vp", args!["vp" => vp]),
                    hint: None,
                };
                let marks = |ui: &mut Ui| {
                    if game.first == seat && game.phase == Phase::Actions {
                        ui.label(RichText::new("①").size(18.0).color(INK_BLUE))
                            .on_hover_text(locale.t("rotw-first-player"));
                    }
                };
                player_card(ui, &snap.seats[seat], head, marks, |ui| {
                    let line1 = format!(
                        "{} · {} · {}",
                        money(p.money),
                        locale.t_args("rotw-bonds", args!["n" => p.bonds]),
                        locale.t_args("rotw-engine", args!["level" => p.engine]),
                    );
                    ui.label(RichText::new(line1).size(16.0).color(INK));
                    let line2 = format!(
                        "{} · {}",
                        locale.t_args(
                            "rotw-income-line",
                            args!["pos" => p.income, "income" => data.income_at(p.income)]
                        ),
                        locale.t_args("rotw-links", args!["n" => game.complete_links(seat)]),
                    );
                    ui.label(RichText::new(line2).size(15.0).color(INK_FADED));
                    if !p.cards.is_empty() {
                        let names: Vec<&str> = p
                            .cards
                            .iter()
                            .filter_map(|c| {
                                data.rules.cards.get(c.index()).map(|c| c.name.as_str())
                            })
                            .collect();
                        ui.label(
                            RichText::new(format!("▣ {}", names.join(", ")))
                                .size(14.0)
                                .color(INK_BLUE),
                        );
                    }
                });
            }
        });
    ui.add_space(4.0);
    widgets::heading(ui, &locale.t("rotw-income-chart"));
    let height = ui.available_height().max(120.0);
    income_chart(ui, snap, game, locale, canvas, height, false);
}

/// Every seat's income-track position after each turn, one line per seat in its colour.
fn income_chart(
    ui: &mut Ui,
    snap: &RotwSnapshot,
    game: &RotwGame,
    locale: &Locale,
    canvas: &mut Canvas,
    mut height: f32,
    legend: bool,
) {
    if !legend {
        // A narrow chart gets its legend as a row of seat chips above it (one inside would cover
        // the lines).
        ui.scope(|ui| {
            // Rows of a wrapped layout are at least `interact_size.y` tall: keep the chips tight.
            ui.spacing_mut().item_spacing = vec2(6.0, 4.0);
            ui.spacing_mut().interact_size.y = 18.0;
            ui.horizontal_wrapped(|ui| {
                for s in &snap.seats {
                    seat_chip(ui, s.colour, &s.name, 13.0);
                }
            });
        });
        height = height.min(ui.available_height()).max(100.0);
    }
    // history[0] is the start; entry t is the position after turn t's income.
    let series: Vec<Series> = snap
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| Series {
            label: format!("{} {}", theme::seat_glyph(s.colour), s.name),
            colour: theme::seat_colour(s.colour),
            values: game
                .history
                .iter()
                .filter_map(|row| row.get(seat).map(|v| f64::from(*v)))
                .collect(),
        })
        .collect();
    chart::line_chart(
        ui,
        canvas,
        height,
        &series,
        &locale.t("rotw-chart-turn"),
        legend,
    );
}

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

fn auction_panel(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    let Phase::Auction(a) = &cx.game.phase else {
        return;
    };
    widgets::heading(ui, &cx.locale.t("rotw-auction"));
    ui.label(
        RichText::new(cx.locale.t("rotw-auction-hint"))
            .size(15.0)
            .color(INK_FADED),
    );
    match a.high {
        Some((seat, bid)) => {
            let n = cx.snap.name(seat);
            ui.label(
                RichText::new(cx.locale.t_args(
                    "rotw-standing-bid",
                    args!["name" => n.as_str(), "amount" => bid],
                ))
                .family(theme::bold())
                .size(19.0)
                .color(INK_BLUE),
            );
        }
        None => {
            ui.label(
                RichText::new(cx.locale.t("rotw-no-bid"))
                    .size(18.0)
                    .color(INK),
            );
        }
    }
    egui::Grid::new("rotw-bids")
        .spacing(vec2(14.0, 6.0))
        .show(ui, |ui| {
            for (seat, s) in cx.snap.seats.iter().enumerate() {
                seat_chip(ui, s.colour, &s.name, 16.0);
                let text = if a.out[seat] {
                    cx.locale.t("rotw-out")
                } else if a.bids[seat] > 0 {
                    money(a.bids[seat])
                } else {
                    "—".into()
                };
                ui.label(RichText::new(text).size(17.0).color(if a.out[seat] {
                    INK_FADED
                } else {
                    INK
                }));
                ui.label(
                    RichText::new(money(cx.game.players[seat].money))
                        .size(15.0)
                        .color(INK_FADED),
                );
                ui.end_row();
            }
        });
    let Some(seat) = cx.snap.human_to_act() else {
        return;
    };
    let min = auction::min_bid(cx.game, cx.data).unwrap_or(1);
    // Cash, or cash and five bonds when the game issues bonds as payments need them.
    let cash = auction::max_bid(cx.game, cx.data, seat);
    if state.bid < min {
        state.bid = min;
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        ui.spacing_mut().button_padding = vec2(10.0, 6.0);
        ui.label(RichText::new(cx.locale.t("rotw-your-bid")).family(theme::bold()));
        ui.add(
            egui::DragValue::new(&mut state.bid)
                .range(min..=cash.max(min))
                .prefix("$")
                .suffix("k")
                .speed(0.2),
        );
        for step in [1u32, 5] {
            if ui.button(format!("+{step}k")).clicked() {
                state.bid = (state.bid + step).min(cash.max(min));
            }
        }
    });
    ui.horizontal(|ui| {
        let bid = RotwAction::Bid(state.bid);
        let ok = allowed(cx.snap, cx.data, &bid);
        let resp = add_allowed(
            ui,
            &ok,
            cx.locale,
            big_button(
                cx.locale.t_args("rotw-bid", args!["amount" => state.bid]),
                ok.is_ok(),
            ),
        );
        if resp.clicked() {
            req.submit = Some(bid);
        }
        if ui
            .add(big_button(cx.locale.t("rotw-pass"), false))
            .clicked()
        {
            req.submit = Some(RotwAction::Pass);
        }
    });
    if let Err(e) = allowed(cx.snap, cx.data, &RotwAction::Bid(state.bid)) {
        // Why the bid cannot be made (usually: not enough money, issue a bond first).
        ui.label(
            RichText::new(state::refusal(cx.locale, &e))
                .size(14.0)
                .color(theme::SIGNAL_RED),
        );
    }
    if bond_button(
        ui,
        cx,
        big_button(
            cx.locale
                .t_args("rotw-issue-bond", args!["cash" => cx.data.rules.bond_cash]),
            false,
        ),
    ) {
        req.submit = Some(RotwAction::IssueBond);
    }
}

/// The bond button: disabled, saying why, when the game issues bonds only as payments need them.
fn bond_button(ui: &mut Ui, cx: Ctx, button: impl egui::Widget) -> bool {
    let at_will = !cx.game.options.bonds_when_needed;
    ui.add_enabled(at_will, button)
        .on_hover_text(cx.locale.t("rotw-bond-hint"))
        .on_disabled_hover_text(cx.locale.t("rotw-err-bonds-when-needed"))
        .clicked()
}

/// The symbol's mark and name.
fn symbol_text(locale: &Locale, s: Symbol) -> (&'static str, String) {
    match s {
        Symbol::GreenCircle => ("●", locale.t("rotw-symbol-goal")),
        Symbol::Diamond => ("◆", locale.t("rotw-symbol-diamond")),
        Symbol::RedCross => ("✚", locale.t("rotw-symbol-now")),
        Symbol::Cards => ("▣", locale.t("rotw-symbol-keep")),
        Symbol::None => ("∞", locale.t("rotw-symbol-permanent")),
    }
}

fn symbol_colour(s: Symbol) -> Color32 {
    match s {
        Symbol::GreenCircle => Color32::from_rgb(0x1e, 0x8a, 0x4a),
        Symbol::Diamond => INK_BLUE,
        Symbol::RedCross => theme::SIGNAL_RED,
        Symbol::Cards => WALNUT_LIGHT,
        Symbol::None => INK_FADED,
    }
}

/// A card's effect in words.
pub fn effect_text(locale: &Locale, e: &Effect) -> String {
    match e {
        Effect::FirstDelivery { points } => {
            locale.t_args("rotw-effect-first-delivery", args!["points" => *points])
        }
        Effect::LongDelivery { links, points } => locale.t_args(
            "rotw-effect-long-delivery",
            args!["links" => *links, "points" => *points],
        ),
        Effect::EngineReached { level, points } => locale.t_args(
            "rotw-effect-engine",
            args!["level" => *level, "points" => *points],
        ),
        Effect::ServiceBounty { city, points } => locale.t_args(
            "rotw-effect-bounty",
            args!["city" => city.as_str(), "points" => *points],
        ),
        Effect::MajorLine { from, to, points } => locale.t_args(
            "rotw-effect-major-line",
            args!["from" => from.as_str(), "to" => to.as_str(), "points" => *points],
        ),
        Effect::Hotel { city } => {
            locale.t_args("rotw-effect-hotel", args!["city" => city.as_str()])
        }
        Effect::LandGrant => locale.t("rotw-effect-land-grant"),
        Effect::NewIndustry => locale.t("rotw-effect-new-industry"),
        Effect::Executive { actions } => {
            locale.t_args("rotw-effect-executive", args!["n" => *actions])
        }
        Effect::PerfectEngineering { tiles } => {
            locale.t_args("rotw-effect-engineering", args!["n" => *tiles])
        }
        Effect::CityGrowth { cubes } => locale.t_args("rotw-effect-growth", args!["n" => *cubes]),
    }
}

fn cards_panel(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    widgets::heading(ui, &cx.locale.t("rotw-cards"));
    ui.label(
        RichText::new(cx.locale.t_args(
            "rotw-cards-deck",
            args!["deck" => cx.game.cards.deck.len(), "discard" => cx.game.cards.discard.len()],
        ))
        .size(14.0)
        .color(INK_FADED),
    );
    let can_act = cx.snap.human_to_act().is_some() && cx.snap.in_actions();
    egui::ScrollArea::vertical()
        .id_salt("rotw-cards")
        .max_height(ui.available_height() * 0.55)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for &card in &cx.game.cards.display {
                let Some(c) = cx.data.rules.cards.get(card.index()) else {
                    continue;
                };
                let (mark, sym) = symbol_text(cx.locale, c.symbol);
                let picked = matches!(state.tool, Tool::Card { card: k, .. } if k == card);
                Frame::new()
                    .fill(if picked { PAPER_LIGHT } else { PAPER_DARK })
                    .stroke(Stroke::new(
                        if picked { 3.0 } else { 1.0 },
                        if picked { theme::BRASS } else { WALNUT_LIGHT },
                    ))
                    .corner_radius(CornerRadius::same(8))
                    .inner_margin(Margin::symmetric(8, 5))
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.spacing_mut().item_spacing.y = 2.0;
                        ui.horizontal(|ui| {
                            ui.label(
                                RichText::new(mark)
                                    .size(18.0)
                                    .color(symbol_colour(c.symbol)),
                            )
                            .on_hover_text(&sym);
                            let takes = can_act && c.symbol != Symbol::GreenCircle;
                            let room = ui.available_width() - if takes { 84.0 } else { 0.0 };
                            ui.allocate_ui_with_layout(
                                vec2(room.max(40.0), 24.0),
                                Layout::left_to_right(Align::Center),
                                |ui| {
                                    ui.add(
                                        egui::Label::new(
                                            RichText::new(&c.name)
                                                .family(theme::bold())
                                                .size(16.0)
                                                .color(INK),
                                        )
                                        .truncate(),
                                    );
                                },
                            );
                            if can_act && c.symbol != Symbol::GreenCircle {
                                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                                    let probe = if state::card_needs_city(cx.data, card) {
                                        None
                                    } else {
                                        Some(RotwAction::TakeCard {
                                            card,
                                            target: CardTarget::None,
                                        })
                                    };
                                    let ok = probe
                                        .as_ref()
                                        .is_none_or(|a| allowed(cx.snap, cx.data, a).is_ok());
                                    let b = egui::Button::new(
                                        RichText::new(cx.locale.t("rotw-take"))
                                            .family(theme::bold())
                                            .size(15.0),
                                    );
                                    if ui.add_enabled(ok, b).clicked()
                                        && let Some(a) = input::start_card(state, cx.data, card)
                                    {
                                        req.submit = Some(a);
                                    }
                                });
                            }
                        });
                        ui.label(
                            RichText::new(effect_text(cx.locale, &c.effect))
                                .size(14.5)
                                .color(INK),
                        );
                        ui.label(RichText::new(sym).size(13.0).italics().color(INK_FADED));
                    });
            }
        });
}

/// The tool in hand: what to click next, its price, and the choices the map cannot show.
fn tool_panel(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    let Some(seat) = cx.snap.human_to_act() else {
        return;
    };
    if state.tool == Tool::None {
        return;
    }
    Frame::new()
        .fill(PAPER_LIGHT)
        .stroke(Stroke::new(3.0, theme::BRASS))
        .corner_radius(CornerRadius::same(10))
        .inner_margin(Margin::same(10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let tool = state.tool.clone();
            match tool {
                Tool::Build { route, land_grant } => {
                    widgets::heading(ui, &cx.locale.t("rotw-build"));
                    let hint = if route.is_empty() {
                        cx.locale.t("rotw-build-hint-start")
                    } else {
                        cx.locale.t("rotw-build-hint-next")
                    };
                    ui.label(RichText::new(hint).size(15.0).color(INK));
                    let tiles = route.len().saturating_sub(2);
                    let max = cx.game.tiles_per_action(seat, cx.data);
                    ui.label(RichText::new(cx.locale.t_args("rotw-build-tiles", args!["n" => tiles, "max" => max])).size(16.0));
                    let holds_grant = cx.game.holds(seat, cx.data, |e| *e == Effect::LandGrant).is_some();
                    if holds_grant {
                        let mut g = land_grant;
                        if ui.checkbox(&mut g, cx.locale.t("rotw-land-grant")).changed()
                            && let Tool::Build { land_grant, .. } = &mut state.tool
                        {
                            *land_grant = g;
                        }
                    }
                    let verdict = (route.len() >= 3).then(|| build::plan(cx.game, cx.data, seat, &route, land_grant));
                    match &verdict {
                        Some(Ok(plan)) => {
                            let text = match plan.completes {
                                Some(c) => cx.locale.t_args(
                                    "rotw-build-cost-to",
                                    args!["cost" => plan.cost, "city" => cx.data.cities[c].name.as_str()],
                                ),
                                None => cx.locale.t_args("rotw-build-cost", args!["cost" => plan.cost]),
                            };
                            ui.label(RichText::new(text).family(theme::bold()).size(18.0).color(INK_BLUE));
                        }
                        Some(Err(e)) => {
                            // A price the rules computed (a redirect's included) beats a fresh estimate.
                            let cost = match e {
                                RotwError::CannotAfford { need, .. } => Some(*need),
                                _ => build::route_cost(cx.game, cx.data, &route, land_grant),
                            };
                            if let Some(cost) = cost {
                                ui.label(RichText::new(cx.locale.t_args("rotw-build-cost", args!["cost" => cost])).size(17.0));
                            }
                            ui.label(RichText::new(state::refusal(cx.locale, e)).size(15.0).color(theme::SIGNAL_RED));
                        }
                        None => {}
                    }
                    ui.horizontal(|ui| {
                        let ok = matches!(verdict, Some(Ok(_)));
                        if ui
                            .add_enabled(ok, big_button(format!("✔ {}", cx.locale.t("rotw-confirm")), ok))
                            .on_hover_text("Enter")
                            .clicked()
                        {
                            req.submit = Some(RotwAction::Build { route: route.clone(), land_grant });
                        }
                        if ui.add(big_button(cx.locale.t("cancel"), false)).on_hover_text("Esc").clicked() {
                            state.tool = Tool::None;
                        }
                    });
                }
                Tool::Deliver { from, goods } => {
                    widgets::heading(ui, &cx.locale.t("rotw-deliver"));
                    match from {
                        None => {
                            ui.label(RichText::new(cx.locale.t("rotw-deliver-hint-from")).size(15.0));
                        }
                        Some(f) => {
                            ui.label(
                                RichText::new(cx.locale.t_args("rotw-deliver-from", args!["city" => cx.data.cities[f].name.as_str()]))
                                    .family(theme::bold())
                                    .size(17.0),
                            );
                            let mut colours: Vec<Goods> =
                                cx.snap.deliveries.iter().filter(|o| o.from == f).map(|o| o.goods).collect();
                            colours.sort();
                            colours.dedup();
                            ui.horizontal_wrapped(|ui| {
                                for g in colours {
                                    let on = goods == Some(g);
                                    let text = RichText::new(format!(" {} {} ", g.letter(), goods_name(cx.locale, g)))
                                        .family(theme::bold())
                                        .color(on_goods(CityColour::Goods(g)));
                                    let b = egui::Button::new(text)
                                        .fill(goods_colour(g))
                                        .stroke(Stroke::new(if on { 4.0 } else { 1.0 }, if on { theme::BRASS } else { INK }));
                                    if ui.add(b).clicked()
                                        && let Tool::Deliver { goods, .. } = &mut state.tool
                                    {
                                        *goods = Some(g);
                                    }
                                }
                            });
                            ui.label(RichText::new(cx.locale.t("rotw-deliver-hint-to")).size(14.0).color(INK_FADED));
                            if ui.ctx().pointer_hover_pos().is_some() {
                                state.hover_option = None;
                            }
                            egui::ScrollArea::vertical()
                                .id_salt("rotw-deliveries")
                                .max_height(260.0)
                                .show(ui, |ui| {
                                    for (i, o) in cx.snap.deliveries.iter().enumerate() {
                                        if o.from != f || goods.is_some_and(|g| g != o.goods) {
                                            continue;
                                        }
                                        let resp = delivery_row(ui, cx.snap, cx.data, o, seat, cx.locale);
                                        if resp.hovered() {
                                            state.hover_option = Some(i);
                                        }
                                        if resp.clicked() {
                                            req.submit = Some(RotwAction::Deliver {
                                                from: o.from,
                                                goods: o.goods,
                                                links: o.links.clone(),
                                            });
                                        }
                                    }
                                });
                        }
                    }
                    if ui.add(big_button(cx.locale.t("cancel"), false)).on_hover_text("Esc").clicked() {
                        state.tool = Tool::None;
                    }
                }
                Tool::Urbanise { city } | Tool::Card { city, .. } => {
                    let card = match state.tool {
                        Tool::Card { card, .. } => Some(card),
                        _ => None,
                    };
                    let title = match card {
                        Some(c) => cx.data.rules.cards[c].name.clone(),
                        None => cx.locale.t_args("rotw-urbanise", args!["cost" => cx.data.rules.urbanise_cost]),
                    };
                    widgets::heading(ui, &title);
                    let growth = card.is_some_and(|c| matches!(cx.data.rules.cards[c].effect, Effect::CityGrowth { .. }));
                    match city {
                        None => {
                            let key = if growth { "rotw-pick-city" } else { "rotw-pick-grey-city" };
                            ui.label(RichText::new(cx.locale.t(key)).size(15.0));
                        }
                        Some(c) => {
                            ui.label(
                                RichText::new(cx.locale.t_args("rotw-pick-colour", args!["city" => cx.data.cities[c].name.as_str()]))
                                    .size(16.0),
                            );
                            ui.horizontal_wrapped(|ui| {
                                for g in Goods::ALL {
                                    let left = cx.game.new_city_tiles[g.index()];
                                    if g == Goods::Red {
                                        continue;
                                    }
                                    let text = RichText::new(format!(" {} {} ×{left} ", g.letter(), goods_name(cx.locale, g)))
                                        .family(theme::bold())
                                        .color(on_goods(CityColour::Goods(g)));
                                    let b = egui::Button::new(text).fill(goods_colour(g));
                                    if ui.add_enabled(left > 0, b).clicked() {
                                        req.submit = Some(match card {
                                            Some(card) => RotwAction::TakeCard { card, target: CardTarget::NewCity(c, g) },
                                            None => RotwAction::Urbanise { city: c, colour: g },
                                        });
                                    }
                                }
                            });
                        }
                    }
                    if ui.add(big_button(cx.locale.t("cancel"), false)).on_hover_text("Esc").clicked() {
                        state.tool = Tool::None;
                    }
                }
                Tool::None => {}
            }
        });
    ui.add_space(4.0);
}

fn delivery_row(
    ui: &mut Ui,
    snap: &RotwSnapshot,
    data: &RotwData,
    o: &DeliveryOption,
    seat: SeatId,
    locale: &Locale,
) -> egui::Response {
    let to = &data.cities[o.to()].name;
    let mut earn: Vec<String> = Vec::new();
    for (s, p) in o.delivery.points.iter().enumerate() {
        if *p > 0 {
            let who = if s == seat {
                locale.t("rotw-you")
            } else {
                snap.name(s)
            };
            earn.push(format!("{} {who} +{p}", theme::seat_glyph(snap.colour(s))));
        }
    }
    let text = format!(
        "{} {} → {to} · {}\n{}",
        o.goods.letter(),
        goods_name(locale, o.goods),
        locale.t_args("rotw-links-n", args!["n" => o.links.len()]),
        earn.join("  "),
    );
    let b = egui::Button::new(RichText::new(text).size(15.0).color(INK))
        .fill(PAPER)
        .stroke(Stroke::new(2.0, goods_colour(o.goods)))
        .min_size(vec2(ui.available_width(), 0.0));
    ui.add(b)
}

fn action_bar(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    // A narrow window wraps the bar onto two rows instead of cutting buttons off.
    let narrow = ui.ctx().viewport_rect().width() < 1500.0;
    let bar = |ui: &mut Ui| {
        ui.spacing_mut().item_spacing.x = 8.0;
        ui.spacing_mut().button_padding = vec2(if narrow { 9.0 } else { 12.0 }, 6.0);
        let human = cx.snap.human_to_act();
        let acting = human.is_some() && cx.snap.in_actions();
        if cx.game.over() {
            if ui
                .add(big_button(cx.locale.t("rotw-score-sheet"), true))
                .clicked()
            {
                state.score_sheet = true;
            }
            return;
        }
        let Some(seat) = human else {
            let text = match cx.snap.to_act {
                Some(s) => cx
                    .locale
                    .t_args("bot-thinking", args!["name" => cx.snap.name(s).as_str()]),
                None => String::new(),
            };
            ui.label(RichText::new(text).size(18.0).color(PAPER_LIGHT));
            return;
        };
        if !acting {
            ui.label(
                RichText::new(cx.locale.t("rotw-auction-bar"))
                    .size(18.0)
                    .color(PAPER_LIGHT),
            );
            return;
        }
        let on = |t: &Tool, f: fn(&Tool) -> bool| f(t);
        let building = on(&state.tool, |t| matches!(t, Tool::Build { .. }));
        if ui
            .add(big_button(cx.locale.t("rotw-build"), building))
            .on_hover_text("B")
            .clicked()
        {
            state.tool = if building {
                Tool::None
            } else {
                Tool::Build {
                    route: Vec::new(),
                    land_grant: false,
                }
            };
        }
        let delivering = on(&state.tool, |t| matches!(t, Tool::Deliver { .. }));
        let can_deliver = !cx.snap.deliveries.is_empty();
        let resp = ui.add_enabled(
            can_deliver,
            big_button(cx.locale.t("rotw-deliver"), delivering),
        );
        if resp
            .on_hover_text("D")
            .on_disabled_hover_text(cx.locale.t("rotw-no-deliveries"))
            .clicked()
        {
            state.tool = if delivering {
                Tool::None
            } else {
                Tool::Deliver {
                    from: None,
                    goods: None,
                }
            };
        }
        let urbanising = on(&state.tool, |t| matches!(t, Tool::Urbanise { .. }));
        let afford = cx.game.players[seat].money >= cx.data.rules.urbanise_cost;
        let resp = ui.add_enabled(
            afford,
            big_button(
                cx.locale.t_args(
                    "rotw-urbanise",
                    args!["cost" => cx.data.rules.urbanise_cost],
                ),
                urbanising,
            ),
        );
        if resp.on_hover_text("U").clicked() {
            state.tool = if urbanising {
                Tool::None
            } else {
                Tool::Urbanise { city: None }
            };
        }
        let level = cx.game.players[seat].engine;
        if level < cx.data.rules.engine_max {
            let cost = engine_cost(cx.data, level + 1);
            let ok = allowed(cx.snap, cx.data, &RotwAction::UpgradeEngine);
            let text = cx
                .locale
                .t_args("rotw-upgrade", args!["level" => level + 1, "cost" => cost]);
            let resp = add_allowed(ui, &ok, cx.locale, big_button(text, false));
            if resp.clicked() {
                req.submit = Some(RotwAction::UpgradeEngine);
            }
        }
        let sites: Vec<CityId> = cx
            .data
            .western_link_sites
            .iter()
            .copied()
            .filter(|&c| cx.game.cities[c].western_link.is_none())
            .collect();
        if !sites.is_empty() {
            ui.menu_button(
                RichText::new(cx.locale.t_args(
                    "rotw-western-link",
                    args!["cost" => cx.data.rules.western_link.cost],
                ))
                .family(theme::bold())
                .size(17.0)
                .color(INK),
                |ui| {
                    for c in &sites {
                        let a = RotwAction::WesternLink { city: *c };
                        let ok = allowed(cx.snap, cx.data, &a);
                        let resp = add_allowed(
                            ui,
                            &ok,
                            cx.locale,
                            egui::Button::new(&cx.data.cities[*c].name),
                        );
                        if resp.clicked() {
                            req.submit = Some(a);
                            ui.close();
                        }
                    }
                },
            )
            .response
            .on_hover_text(cx.locale.t("rotw-western-link-hint"));
        }
        if ui
            .add(big_button(cx.locale.t("rotw-skip"), false))
            .clicked()
        {
            req.submit = Some(RotwAction::Skip);
        }
        let tail = |ui: &mut Ui, req: &mut Requests| {
            let undo = ui.add_enabled(
                cx.snap.undoable > 0,
                big_button(format!("↶ {}", cx.locale.t("undo")), false),
            );
            if undo.on_hover_text("Ctrl+Z").clicked() {
                req.undo = true;
            }
            let bond = cx
                .locale
                .t_args("rotw-issue-bond", args!["cash" => cx.data.rules.bond_cash]);
            if bond_button(ui, cx, big_button(bond, false)) {
                req.submit = Some(RotwAction::IssueBond);
            }
        };
        if narrow {
            tail(ui, req);
        } else {
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| tail(ui, req));
        }
    };
    if narrow {
        ui.horizontal_wrapped(bar);
    } else {
        ui.horizontal(bar);
    }
}

/// The strip over the map: what the tool wants, and the hovered hex's terrain or city.
fn map_banner(
    ui: &mut Ui,
    rect: egui::Rect,
    snap: &RotwSnapshot,
    state: &RotwUi,
    locale: &Locale,
    data: &RotwData,
) {
    let Some(game) = &snap.game else { return };
    let Some(h) = state.hover else { return };
    let text = match data.city_at(h) {
        Some(c) => {
            let city = &game.cities[c];
            let cubes: Vec<String> = Goods::ALL
                .iter()
                .filter(|g| city.cubes[g.index()] > 0)
                .map(|g| format!("{}×{}", city.cubes[g.index()], g.letter()))
                .collect();
            let colour = match city.colour.goods() {
                Some(g) => goods_name(locale, g),
                None => locale.t("rotw-goods-grey"),
            };
            format!(
                "{} · {} · {}",
                data.cities[c].name,
                colour,
                if cubes.is_empty() {
                    "—".into()
                } else {
                    cubes.join(" ")
                }
            )
        }
        None => {
            let terrain = data.map.terrain(h).map_or("", |t| match t {
                crate::board::Terrain::Open => "rotw-terrain-open",
                crate::board::Terrain::Water => "rotw-terrain-water",
                crate::board::Terrain::Hills | crate::board::Terrain::Mountain => {
                    "rotw-terrain-hills"
                }
                _ => "rotw-terrain-sea",
            });
            let cost =
                build::tile_cost(data, h, false).map_or_else(|| locale.t("rotw-no-track"), money);
            let (c, r) = data.map.grid.offset(h);
            format!("({c},{r}) · {} · {cost}", locale.t(terrain))
        }
    };
    let galley =
        ui.painter()
            .layout_no_wrap(text, egui::FontId::new(17.0, theme::bold()), PAPER_LIGHT);
    let at = egui::pos2(rect.left() + 12.0, rect.bottom() - 12.0 - galley.size().y);
    let bg = egui::Rect::from_min_size(at - vec2(8.0, 4.0), galley.size() + vec2(16.0, 8.0));
    ui.painter()
        .rect_filled(bg, CornerRadius::same(8), INK.gamma_multiply(0.85));
    ui.painter().galley(at, galley, PAPER_LIGHT);
}

/// Which tie-break decided the game, if the top VP was tied: the translation key.
pub fn tiebreak_key(
    scores: &[crate::games::rotw::rules::scoring::FinalScore],
    winners: &[SeatId],
) -> Option<&'static str> {
    let best = scores.iter().map(|s| s.vp).max()?;
    let tied: Vec<_> = scores.iter().filter(|s| s.vp == best).collect();
    if tied.len() < 2 {
        return None;
    }
    if winners.len() > 1 {
        return Some("rotw-tiebreak-shared");
    }
    let links = tied.iter().map(|s| s.links).max()?;
    if tied.iter().filter(|s| s.links == links).count() == 1 {
        Some("rotw-tiebreak-links")
    } else {
        Some("rotw-tiebreak-money")
    }
}

fn score_sheet(
    ctx: &egui::Context,
    snap: &RotwSnapshot,
    game: &RotwGame,
    data: &RotwData,
    state: &mut RotwUi,
    locale: &Locale,
    canvas: &mut Canvas,
) {
    let note = tiebreak_key(&snap.scores, &snap.winners).map(|key| locale.t(key));
    let open = score_sheet::window(
        ctx,
        canvas,
        &locale.t("rotw-score-sheet"),
        &score_sheet::headline(&snap.seats, &snap.winners, locale),
        note,
        |ui, canvas| {
            score_sheet::grid("rotw-score-grid").show(ui, |ui| {
                score_sheet::seats_row(ui, &snap.seats);
                let row = |ui: &mut Ui, label: String, f: &dyn Fn(usize) -> String| {
                    ui.label(RichText::new(label).family(theme::bold()));
                    for seat in 0..snap.seats.len() {
                        ui.label(f(seat));
                    }
                    ui.end_row();
                };
                row(ui, locale.t("rotw-score-track"), &|s| {
                    snap.scores[s].income_track.to_string()
                });
                row(ui, locale.t("rotw-score-bonds"), &|s| {
                    format!("−{}", snap.scores[s].bonds)
                });
                score_sheet::totals_row(
                    ui,
                    locale.t("rotw-score-vp"),
                    snap.scores
                        .iter()
                        .enumerate()
                        .map(|(i, sc)| (sc.vp, snap.winners.contains(&i))),
                );
                row(ui, locale.t("rotw-score-links"), &|s| {
                    snap.scores[s].links.to_string()
                });
                row(ui, locale.t("rotw-score-money"), &|s| {
                    money(snap.scores[s].money)
                });
                row(ui, locale.t("rotw-score-engine"), &|s| {
                    game.players[s].engine.to_string()
                });
            });
            ui.label(
                RichText::new(locale.t("rotw-score-legend"))
                    .size(15.0)
                    .color(INK_FADED),
            );
            ui.add_space(6.0);
            widgets::heading(ui, &locale.t("rotw-income-chart"));
            ui.set_min_width(720.0);
            let h = (ctx.viewport_rect().height() - 680.0).clamp(200.0, 260.0);
            income_chart(ui, snap, game, locale, canvas, h, true);
            let _ = data;
        },
    );
    if !open {
        state.score_sheet = false;
    }
}
