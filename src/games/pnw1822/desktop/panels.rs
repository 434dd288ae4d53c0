//! The 1822PNW table: the players and the companies' charters on the left; the decision (with
//! the tile picker, a plan, the run's breakdown), the bid boxes and the log on the right; the map
//! (2D or 3D) in the middle over the market row, with the phase, the bank and the depot beside it
//! where they fit; the charts' window; the score sheet at the end.

use super::board;
use super::fill;
use super::offers::{plan_tiles, refused_tiles};
use super::state::{PnwSnapshot, PnwUi};
use super::stream::{market_row, running_charters};
use crate::games::GameAction;
use crate::games::pnw1822::actions::PnwAction;
use crate::games::pnw1822::data::{PnwData, pnw};
use crate::games::pnw1822::rules::{operating, shares, stock};
use crate::games::pnw1822::state::{CardIx, Merging, OrStep, PnwGame, Round};
use crate::games::pnw1822::view::{PnwPublic, card_id, corp_id};
use crate::table::SeatId;
use crate::ui::canvas::Canvas;
use crate::ui::charter::{paint_charters, paint_depot};
use crate::ui::i18n::{Locale, args};
use crate::ui::map_camera::MapCam;
use crate::ui::market_row::paint_market_row;
use crate::ui::seats::{CardHead, player_card, seat_chip};
use crate::ui::settings::ViewMode;
use crate::ui::table_screen::TableShell;
use crate::ui::theme::{self, INK, INK_BLUE, INK_FADED};
use crate::ui::tile_painter::{TileLook, TileShape, paint_tile};
use crate::ui::{score_sheet, top_bar, widgets};
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, Sense, Ui, vec2};

/// Green: you hold the high bid. Yellow: you bid and were outbid.
const WINNING: Color32 = Color32::from_rgb(0x2e, 0x9e, 0x4f);
const OUTBID: Color32 = Color32::from_rgb(0xe0, 0xb0, 0x1c);

/// The whole 1822PNW table screen.
pub(super) fn table_ui(
    mut shell: TableShell,
    snap: Res<PnwSnapshot>,
    mut state: ResMut<PnwUi>,
    mut cam: Local<MapCam>,
    mut view3d: ResMut<super::view3d::View3d>,
    mut canvas: Canvas,
    shot: Option<Res<crate::ui::screenshot::ScreenshotRequest>>,
) -> Result {
    let (Some(game), Some(view)) = (snap.game.as_ref(), snap.public.as_ref()) else {
        return Ok(());
    };
    if snap.seats.is_empty() {
        return Ok(());
    }
    let Some(ctx) = shell.ctx()? else {
        return Ok(());
    };
    state.read_out = shot.is_none();
    if state.on != snap.revision {
        state.on = snap.revision;
        state.drop_picks();
    }
    let locale: &Locale = &shell.locale;
    let mut submit: Option<PnwAction> = None;
    let mut undo = false;
    let mut root = widgets::table_root(&ctx, "pnw-root");
    let marks = |ui: &mut Ui| {
        if let Some(end) = &view.end_coming {
            top_bar::end_flag(
                ui,
                &locale.t_args(
                    "pnw-end-coming",
                    args!["reason" => end.reason.as_str(), "set" => end.after_set],
                ),
            );
        }
    };
    let mut view_mode = shell.settings.view;
    if top_bar::show(
        &mut root,
        "pnw-top",
        "1822PNW",
        &shell.table,
        locale,
        Some(&mut view_mode),
        0.0,
        marks,
    ) {
        shell.nav.paused = true;
    }
    let side = widgets::side_frame(10);
    let layout = Layout::of(ctx.viewport_rect(), view);
    let facts_aside = layout.facts_aside;
    egui::Panel::left("pnw-left")
        .frame(side)
        .resizable(false)
        .exact_size(layout.left_w)
        .show(&mut root, |ui| {
            left_panel(ui, &snap, game, view, &mut state, locale, facts_aside)
        });
    egui::Panel::right("pnw-right")
        .frame(side)
        .resizable(false)
        .exact_size(layout.right_w)
        .show(&mut root, |ui| {
            right_panel(ui, &snap, game, &mut state, &shell, &mut submit, &mut undo)
        });
    if let Some(mut chart) = state.charts {
        let open = super::charts::window(&ctx, &mut canvas, &mut chart, view, &snap.seats, locale);
        state.charts = open.then_some(chart);
    }
    if game.ended.is_some() && state.score_sheet {
        state.score_sheet = score_window(&ctx, &mut canvas, &snap, &shell, locale);
    }
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        let views = (&mut *cam, &mut *view3d, view_mode);
        if let Some(a) = centre(ui, &snap, &mut state, views, &layout, locale) {
            submit.get_or_insert(a);
        }
    });
    shell.keep_view(view_mode);
    if let (Some(action), Some(seat)) = (submit, snap.to_act) {
        state.drop_picks();
        shell.submit(seat, GameAction::Pnw1822(action));
    }
    if undo {
        shell.undo();
    }
    Ok(())
}

/// The left panel: the phase, bank and depot when the map leaves no room beside it, the players
/// and the running companies' charters.
fn left_panel(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    game: &PnwGame,
    view: &PnwPublic,
    state: &mut PnwUi,
    locale: &Locale,
    facts_aside: bool,
) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if !facts_aside {
                table_facts(ui, view, state, locale);
                ui.add_space(8.0);
            }
            players(ui, snap, game, view, pnw(), locale);
            ui.add_space(8.0);
            companies(ui, snap, view, locale);
        });
}

/// The right panel: the decision and the bid boxes over the log.
fn right_panel(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    game: &PnwGame,
    state: &mut PnwUi,
    shell: &TableShell,
    submit: &mut Option<PnwAction>,
    undo: &mut bool,
) {
    let locale = &shell.locale;
    egui::ScrollArea::vertical()
        .id_salt("pnw-right-scroll")
        .auto_shrink([false, false])
        .max_height(ui.available_height() - 210.0)
        .show(ui, |ui| {
            decision(ui, snap, game, pnw(), state, shell, submit, undo);
            ui.add_space(6.0);
            bid_boxes(ui, snap, game, pnw(), state, locale, submit);
        });
    ui.add_space(6.0);
    widgets::log_panel(ui, &locale.t("log"), &snap.seats, &shell.table.log, 190);
}

/// The middle: the map in 2D or 3D, the phase, bank and depot beside it where they fit, the
/// market row under it; a click's action, if the map made one.
fn centre(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    state: &mut PnwUi,
    (cam, view3d, mode): (&mut MapCam, &mut super::view3d::View3d, ViewMode),
    layout: &Layout,
    locale: &Locale,
) -> Option<PnwAction> {
    let view = snap.public.as_ref()?;
    let full = ui.max_rect();
    let (top, bottom) = full.split_top_bottom_at_y(full.max.y - layout.market_h - 8.0);
    let (map_rect, aside) = if layout.facts_aside {
        top.split_left_right_at_x(top.max.x - 190.0)
    } else {
        (top, egui::Rect::NOTHING)
    };
    view3d.orbit.active = mode == ViewMode::ThreeD;
    let picked = match mode {
        ViewMode::TwoD => board::map(ui, map_rect.shrink(4.0), snap, state, cam, locale),
        ViewMode::ThreeD => super::view3d::image_ui(ui, map_rect.shrink(4.0), snap, state, view3d),
    };
    if layout.facts_aside {
        let mut aside_ui = ui.new_child(egui::UiBuilder::new().max_rect(aside.shrink(6.0)));
        table_facts(&mut aside_ui, view, state, locale);
    }
    market(
        ui,
        bottom.shrink2(vec2(6.0, 4.0)),
        view,
        locale,
        layout.lines,
    );
    picked
}

/// Where the screen's parts go: the side panels' widths, the market row's lines and height, and
/// whether the phase, bank and depot fit beside the map.
struct Layout {
    left_w: f32,
    right_w: f32,
    lines: usize,
    market_h: f32,
    facts_aside: bool,
}

impl Layout {
    fn of(screen: egui::Rect, view: &PnwPublic) -> Layout {
        let (left_w, right_w) = if screen.width() < 1500.0 {
            (270.0, 320.0)
        } else {
            (330.0, 400.0)
        };
        let central_w = screen.width() - left_w - right_w;
        let lines = if central_w >= 28.0 * 40.0 { 1 } else { 2 };
        let market_h = 24.0 + 58.0 * lines as f32;
        // The map is taller than wide: beside it, room for the phase, bank and depot, or they go
        // to the top of the left panel.
        let aspect = super::with_tile_map(pnw(), view, |m| {
            let (lo, hi) = m.bounds();
            (hi.x - lo.x) / (hi.y - lo.y)
        });
        let map_h = screen.height() - 60.0 - market_h;
        Layout {
            left_w,
            right_w,
            lines,
            market_h,
            facts_aside: central_w - map_h * aspect >= 190.0,
        }
    }
}

/// The market row with its legend.
fn market(ui: &Ui, rect: egui::Rect, view: &PnwPublic, locale: &Locale, lines: usize) {
    let (cells, tokens) = market_row(view);
    let legend = ["pnw-market-par", "pnw-market-minor-par", "pnw-market-end"].map(|k| locale.t(k));
    paint_market_row(
        ui.painter(),
        rect,
        &cells,
        &tokens,
        lines,
        [&legend[0], &legend[1], &legend[2]],
    );
}

/// The bank's cash; a broken bank keeps paying below zero (as the rules have it), and says so
/// rather than showing "$-2753".
pub(super) fn bank_line(locale: &Locale, bank: i64) -> String {
    if bank < 0 {
        locale.t_args("pnw-bank-broken", args!["over" => -bank])
    } else {
        format!("{} ${bank}", locale.t("pnw-bank"))
    }
}

/// The phase, the bank, the depot, and the starting-map toggle.
fn table_facts(ui: &mut Ui, view: &PnwPublic, state: &mut PnwUi, locale: &Locale) {
    let big = |t: String| RichText::new(t).font(theme::serif_font(20.0)).color(INK);
    ui.label(big(format!("{} {}", locale.t("pnw-phase"), view.phase)));
    ui.label(big(bank_line(locale, view.bank)));
    let next = match &view.depot.next {
        Some(train) => locale.t_args(
            "pnw-depot-next",
            args!["train" => train.as_str(), "left" => view.depot.left],
        ),
        None => locale.t("pnw-depot-empty"),
    };
    ui.label(RichText::new(next).color(INK_FADED));
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), 90.0), Sense::hover());
    paint_depot(
        ui.painter(),
        rect,
        15.0,
        &view.depot.by_kind,
        view.depot.next.as_deref(),
    );
    ui.add_space(6.0);
    ui.checkbox(&mut state.starting_map, locale.t("pnw-starting-map"));
    ui.add_space(6.0);
    if widgets::button(ui, &format!("📈 {}", locale.t("pnw-charts"))).clicked() {
        state.charts = match state.charts {
            Some(_) => None,
            None => Some(Default::default()),
        };
    }
}

/// Every player: net worth on the card; cash, what their winning bids commit, certificates
/// against the limit, debt, cards and shares below.
fn players(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    game: &PnwGame,
    view: &PnwPublic,
    data: &PnwData,
    locale: &Locale,
) {
    widgets::heading(ui, &locale.t("pnw-players"));
    for p in &view.players {
        let seat = p.seat;
        let Some(seat_view) = snap.seats.get(seat) else {
            continue;
        };
        let acting = snap.to_act == Some(seat);
        let committed = match &game.round {
            Round::Stock(sr) => stock::commitments(sr, seat).0,
            _ => 0,
        };
        let head = CardHead {
            lit: acting,
            acting,
            score: format!("${}", p.worth),
            hint: Some(&locale.t("pnw-worth")),
        };
        player_card(
            ui,
            seat_view,
            head,
            |_| {},
            |ui| {
                let line = if committed > 0 {
                    locale.t_args(
                        "pnw-cash-committed",
                        args!["cash" => p.cash, "committed" => committed, "free" => p.cash - committed],
                    )
                } else {
                    locale.t_args("pnw-cash", args!["cash" => p.cash])
                };
                ui.label(RichText::new(line).color(INK));
                ui.label(
                    RichText::new(locale.t_args(
                        "pnw-certificates",
                        args!["n" => shares::certificates(data, game, seat), "limit" => game.cert_limit],
                    ))
                    .color(INK_FADED),
                );
                if p.debt > 0 {
                    ui.label(
                        RichText::new(locale.t_args("pnw-debt", args!["debt" => p.debt]))
                            .color(theme::SIGNAL_RED)
                            .strong(),
                    );
                }
                let held: Vec<String> = p
                    .cards
                    .iter()
                    .cloned()
                    .chain(
                        p.shares
                            .iter()
                            .map(|h| format!("{} {}0%", h.company, h.shares)),
                    )
                    .collect();
                if !held.is_empty() {
                    ui.label(RichText::new(held.join(" · ")).color(INK_BLUE));
                }
            },
        );
        ui.add_space(4.0);
    }
}

/// The running companies' charters, two across.
fn companies(ui: &mut Ui, snap: &PnwSnapshot, view: &PnwPublic, locale: &Locale) {
    let charters = running_charters(view, &|s| {
        let seat = snap.seats.get(s)?;
        Some((
            seat.name.clone(),
            theme::seat_colour(seat.colour),
            theme::seat_glyph(seat.colour),
        ))
    });
    if charters.is_empty() {
        return;
    }
    widgets::heading(ui, &locale.t("pnw-companies"));
    let w = ui.available_width();
    let rows = charters.len().div_ceil(2);
    let h = rows as f32 * (w / 2.0 * 0.36 + 6.0);
    let (rect, _) = ui.allocate_exact_size(vec2(w, h), Sense::hover());
    paint_charters(ui.painter(), rect, &charters, 2);
}

/// The cards in the bid boxes with their bids, and your bid on each when you may bid.
fn bid_boxes(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    game: &PnwGame,
    data: &PnwData,
    state: &mut PnwUi,
    locale: &Locale,
    submit: &mut Option<PnwAction>,
) {
    // Once the game is over nothing is on offer.
    if game.ended.is_some() {
        return;
    }
    let (cards, sr) = match &game.round {
        Round::Stock(sr) => (
            sr.minor_boxes
                .iter()
                .flatten()
                .chain(&sr.private_boxes)
                .copied()
                .collect::<Vec<CardIx>>(),
            Some(sr),
        ),
        _ => (stock::shown(data, game), None),
    };
    if cards.is_empty() {
        return;
    }
    widgets::heading(ui, &locale.t("pnw-bid-boxes"));
    for card in cards {
        let high = sr.and_then(|sr| stock::high_bid(sr, card));
        let mine = sr.is_some_and(|sr| {
            snap.you()
                .is_some_and(|v| sr.bids.iter().any(|b| b.card == card && b.seat == v))
        });
        let edge = match high {
            Some(h) if Some(h.seat) == snap.you() => WINNING,
            Some(_) if mine => OUTBID,
            _ => Color32::from_gray(0xb0),
        };
        egui::Frame::new()
            .fill(theme::PAPER_LIGHT)
            .stroke(egui::Stroke::new(2.0, edge))
            .corner_radius(6)
            .inner_margin(6)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                let line = format!(
                    "{} · {}",
                    card_id(data, card),
                    card_line(data, card, locale)
                );
                ui.add(egui::Label::new(RichText::new(line).strong().color(INK)).truncate())
                    .on_hover_text(card_line(data, card, locale));
                if let Some((_, partner)) = game.paired.filter(|(lead, _)| *lead == card) {
                    let partner = card_id(data, partner);
                    ui.label(
                        RichText::new(locale.t_args("pnw-paired", args!["partner" => partner]))
                            .color(INK),
                    );
                }
                ui.horizontal_wrapped(|ui| {
                    match high {
                        Some(h) => {
                            if let Some(s) = snap.seats.get(h.seat) {
                                seat_chip(ui, s.colour, &s.name, 14.0);
                            }
                            ui.label(RichText::new(format!("${}", h.price)).strong().color(INK));
                        }
                        None => {
                            ui.label(
                                RichText::new(no_bid_words(data, game, card, locale))
                                    .color(INK_FADED),
                            );
                        }
                    }
                    if let Some(offer) = snap.offers.bids.iter().find(|b| b.card == card) {
                        let amount = state.bids.entry(card).or_insert(offer.least);
                        *amount = offer.clamp(*amount);
                        ui.add(
                            egui::DragValue::new(amount)
                                .range(offer.least..=offer.most)
                                .speed(offer.step as f64)
                                .prefix("$"),
                        );
                        if widgets::button(ui, &locale.t("pnw-bid")).clicked() {
                            *submit = Some(PnwAction::Bid {
                                card,
                                price: offer.clamp(*amount),
                            });
                        }
                    }
                });
            });
        ui.add_space(3.0);
    }
}

/// A boxed card in a few words: a minor's name, home and the major it becomes; a private's name
/// and what it does.
fn card_line(data: &PnwData, card: CardIx, locale: &Locale) -> String {
    match data.card_corp(card) {
        Some(corp) => {
            let c = usize::from(corp);
            let g = &data.game;
            match g.minors.get(c) {
                Some(m) if !m.major.is_empty() => locale.t_args(
                    "pnw-minor-line",
                    args!["name" => m.name.as_str(), "home" => m.home.as_str(), "major" => m.major.as_str()],
                ),
                Some(m) => format!("{} · {}", m.name, m.home),
                None => g
                    .regionals
                    .get(c - g.minors.len())
                    .map_or(String::new(), |r| format!("{} · {}", r.name, r.home)),
            }
        }
        None => data
            .game
            .privates
            .get(usize::from(card))
            .map_or(String::new(), |p| format!("{} · {}", p.name, p.short)),
    }
}

/// What happens to a card nobody bids on (the rules' least bid says where bidding starts).
fn no_bid_words(data: &PnwData, game: &PnwGame, card: CardIx, locale: &Locale) -> String {
    let least = stock::opening_bid(data, game, card);
    locale.t_args("pnw-no-bids", args!["least" => least])
}

/// What the seat to act decides: the tiles for the picked hex, the other choices as buttons,
/// undo; or who the table waits for.
#[allow(clippy::too_many_arguments)]
fn decision(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    game: &PnwGame,
    data: &PnwData,
    state: &mut PnwUi,
    shell: &TableShell,
    submit: &mut Option<PnwAction>,
    undo: &mut bool,
) {
    let locale = &shell.locale;
    if game.ended.is_some() {
        widgets::heading(
            ui,
            &score_sheet::headline(&snap.seats, &shell.table.winners, locale),
        );
        if widgets::primary_button(ui, &locale.t("pnw-score-sheet")).clicked() {
            state.score_sheet = true;
        }
        return;
    }
    if let Some(d) = &shell.table.deciding {
        widgets::heading(ui, d);
    }
    if snap.watching {
        return;
    }
    if shell.table.undoable > 0 && widgets::button(ui, &locale.t("undo")).clicked() {
        *undo = true;
    }
    if let Some(hex) = state.hex.filter(|h| snap.offers.lays_at(*h).is_empty()) {
        plan_picker(ui, game, data, state, locale, hex);
    }
    let Some(seat) = snap.to_act else { return };
    if !snap.my_turn() {
        let key = if snap.seats[seat].bot {
            "bot-thinking"
        } else {
            "pnw-waiting"
        };
        let name = snap.seats[seat].name.as_str();
        ui.label(
            RichText::new(locale.t_args(key, args!["name" => name]))
                .size(18.0)
                .color(INK_FADED),
        );
        return;
    }
    let offers = &snap.offers;
    if offers.laying() {
        tile_picker(ui, snap, game, data, state, locale, seat, submit);
    }
    if !offers.tokens.is_empty() {
        ui.label(RichText::new(locale.t("pnw-token-hint")).color(INK_BLUE));
    }
    if offers.others.contains(&PnwAction::DestinationToken) {
        ui.label(RichText::new(locale.t("pnw-destination-hint")).color(INK_BLUE));
    }
    // A run step with nothing to run: say why before the lone Pass.
    if operating::current_step(game) == Some(OrStep::Route)
        && !snap
            .buttons
            .iter()
            .any(|(a, _)| matches!(a, PnwAction::RunRoutes { .. }))
        && let Some(corp) = operating::operator(game)
    {
        let company = corp_id(data, corp);
        ui.label(
            RichText::new(locale.t_args("pnw-run-none", args!["company" => company]))
                .color(INK_BLUE),
        );
    }
    if let Round::Merger(mr) = &game.round
        && let Some(m) = mr.merging.as_ref().filter(|m| m.shares.is_none())
    {
        merger_sheet(ui, data, game, m, snap, locale);
    }
    // The run (edited on the map) comes first; then the other choices.
    let (runs, rest): (Vec<_>, Vec<_>) = snap
        .buttons
        .iter()
        .partition(|(a, _)| matches!(a, PnwAction::RunRoutes { .. }));
    if state.run_edit(snap).is_some() {
        run_editor(ui, snap, game, data, state, locale, seat, submit);
    } else {
        for (a, words) in runs {
            if widgets::primary_button(ui, &locale.words(words)).clicked() {
                *submit = Some(a.clone());
            }
        }
    }
    egui::ScrollArea::vertical()
        .id_salt("pnw-choices")
        .max_height(260.0)
        .show(ui, |ui| {
            for (a, words) in rest {
                if widgets::button(ui, &locale.words(words)).clicked() {
                    *submit = Some(a.clone());
                }
            }
        });
}

/// A merger's arithmetic before the answers: the two minors and the major they form, their
/// worth (twice their prices) that the shares taken must cover, the cash they bring and the
/// president's, how the difference is settled, and what is chosen so far.
fn merger_sheet(
    ui: &mut Ui,
    data: &PnwData,
    game: &PnwGame,
    m: &Merging,
    snap: &PnwSnapshot,
    locale: &Locale,
) {
    let id = |c| crate::games::pnw1822::view::corp_id(data, c);
    let price = |c| game.price(c).unwrap_or(0);
    let cash =
        game.corps[usize::from(m.associated)].cash + game.corps[usize::from(m.unassociated)].cash;
    let president = game.president(m.associated);
    let name = president
        .and_then(|p| snap.seats.get(p))
        .map_or(String::new(), |s| s.name.clone());
    let have = president.map_or(0, |p| game.players[p].cash);
    let frame = widgets::paper_frame().inner_margin(8.0).show(ui, |ui| {
        ui.label(
            RichText::new(locale.t_args(
                "pnw-merger-title",
                args!["a" => id(m.associated), "b" => id(m.unassociated), "major" => id(m.major)],
            ))
            .strong()
            .color(INK),
        );
        let worth = crate::games::pnw1822::rules::merger::worth(game, m.associated, m.unassociated);
        let lines = [
            locale.t_args(
                "pnw-merger-worth",
                args!["pa" => price(m.associated), "pb" => price(m.unassociated), "worth" => worth],
            ),
            locale.t_args(
                "pnw-merger-cash",
                args!["cash" => cash, "name" => name.as_str(), "have" => have],
            ),
        ];
        for line in lines {
            ui.label(RichText::new(line).size(16.0).color(INK));
        }
        if let Some(par) = m.par {
            ui.label(
                RichText::new(locale.t_args("pnw-merger-chosen", args!["par" => par, "n" => "…"]))
                    .strong()
                    .color(INK_BLUE),
            );
        }
    });
    // How the difference is settled, on hover: the sheet stays short enough for 720p.
    frame.response.on_hover_text(locale.t("pnw-merger-rule"));
}

/// The run being edited: each train in its colour on the map with its stops and revenue (click
/// one to edit its route there), what the run adds beside the stops, the rules' reason when
/// they refuse it; then run, back to the best run, or clear the picked train's route.
#[allow(clippy::too_many_arguments)]
fn run_editor(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    game: &PnwGame,
    data: &PnwData,
    state: &mut PnwUi,
    locale: &Locale,
    seat: SeatId,
    submit: &mut Option<PnwAction>,
) {
    let Some(run) = state.run_edit(snap) else {
        return;
    };
    let action = run.action();
    let words = action
        .as_ref()
        .map(|a| super::words::label(data, game, seat, a));
    let text = words.map_or_else(|| locale.t("pnw-route-refused"), |w| locale.words(&w));
    if widgets::primary_button_enabled(ui, action.is_some(), &text).clicked() {
        *submit = action;
    }
    if let Err(why) = &run.priced {
        ui.label(RichText::new(locale.words(why)).color(theme::SIGNAL_RED));
    }
    if let Some(note) = &run.note {
        ui.label(RichText::new(locale.words(note)).color(theme::SIGNAL_RED));
    }
    for k in 0..run.routes.len() {
        let r = &run.routes[k];
        let train = game
            .trains
            .get(usize::from(r.train))
            .map_or("?", |t| t.runs_as.as_str());
        let stops = r.stops.len();
        let line = match run.revenue(k) {
            _ if stops == 0 => locale.t_args("pnw-route-none", args!["train" => train]),
            Some(revenue) => locale.t_args(
                "pnw-run-train",
                args!["train" => train, "stops" => stops, "revenue" => revenue],
            ),
            None => locale.t_args("pnw-route-stops", args!["train" => train, "stops" => stops]),
        };
        let colour = board::TRAIN_COLOURS[k % board::TRAIN_COLOURS.len()];
        ui.horizontal(|ui| {
            let (dot, _) = ui.allocate_exact_size(vec2(14.0, 14.0), Sense::hover());
            ui.painter().circle_filled(dot.center(), 6.0, colour);
            if widgets::choice(ui, run.picked == k, &line).clicked() {
                run.picked = k;
            }
        });
    }
    for (key, n) in run.extras() {
        if n != 0 {
            ui.label(RichText::new(locale.t_args(key, args!["n" => n])).color(INK_FADED));
        }
    }
    let (mut best, mut clear) = (false, false);
    ui.horizontal(|ui| {
        best = widgets::button(ui, &locale.t("pnw-route-best")).clicked();
        clear = widgets::button(ui, &locale.t("pnw-route-clear")).clicked();
    });
    ui.label(
        RichText::new(locale.t("pnw-route-edit-hint"))
            .size(15.0)
            .color(INK_BLUE),
    );
    if clear {
        run.clear(data, game);
    }
    if best {
        state.run = None;
    }
}

/// The picked hex's tiles: each one the rules allow there (click to pick; the map's hex turns it),
/// those that fit but are refused now greyed with the reason, then confirm or cancel.
#[allow(clippy::too_many_arguments)]
fn tile_picker(
    ui: &mut Ui,
    snap: &PnwSnapshot,
    game: &PnwGame,
    data: &PnwData,
    state: &mut PnwUi,
    locale: &Locale,
    seat: SeatId,
    submit: &mut Option<PnwAction>,
) {
    let Some(hex) = state.hex else {
        ui.label(RichText::new(locale.t("pnw-lay-hint")).color(INK_BLUE));
        return;
    };
    let offered = snap.offers.lays_at(hex);
    ui.label(
        RichText::new(locale.t_args(
            "pnw-tiles-for",
            args!["hex" => data.hexes[usize::from(hex)].id.as_str()],
        ))
        .strong()
        .color(INK),
    );
    // What the rules refuse on this hex is asked once per decision and hex, not every frame.
    let key = (snap.revision, hex);
    if state.refused.as_ref().is_none_or(|(k, _)| *k != key) {
        state.refused = Some((key, refused_tiles(data, game, seat, hex, offered)));
    }
    let refused = state
        .refused
        .as_ref()
        .map(|(_, r)| r.clone())
        .unwrap_or_default();
    ui.horizontal_wrapped(|ui| {
        for (k, o) in offered.iter().enumerate() {
            let info = &data.tile_info[usize::from(o.tile)];
            let picked = state.tile.filter(|(p, _)| *p == k);
            let rotation = picked.map_or(o.rotations[0], |(_, r)| r);
            let by = o.by.map(|c| format!(" ({})", card_id(data, c)));
            let name = format!("{}{}", info.id, by.unwrap_or_default());
            let look = TileLook {
                fill: Some(fill(info.colour)),
                label: (!info.label.is_empty()).then_some(info.label.as_str()),
                ..TileLook::default()
            };
            if tile_cell(ui, info, rotation, &name, &look, picked.is_some()).clicked() {
                state.tile = Some((k, rotation));
            }
        }
        for (tile, why) in &refused {
            let info = &data.tile_info[usize::from(*tile)];
            let look = TileLook {
                fill: Some(fill(info.colour).gamma_multiply(0.35)),
                preview: true,
                ..TileLook::default()
            };
            tile_cell(ui, info, 0, &info.id, &look, false).on_hover_text(locale.words(why));
        }
    });
    ui.label(RichText::new(locale.t("pnw-rotate-hint")).color(INK_FADED));
    ui.horizontal_wrapped(|ui| {
        let chosen = state
            .tile
            .and_then(|(k, r)| offered.get(k).map(|o| o.action(hex, r)));
        if widgets::primary_button_enabled(ui, chosen.is_some(), &locale.t("pnw-confirm")).clicked()
        {
            *submit = chosen;
        }
        if widgets::button(ui, &locale.t("cancel")).clicked() {
            state.drop_picks();
        }
    });
}

/// A plan on a hex the decision lays nothing on (off-turn too): the tiles that fit it, turned by
/// clicking the hex, previewed on the map; nothing is submitted.
fn plan_picker(
    ui: &mut Ui,
    game: &PnwGame,
    data: &PnwData,
    state: &mut PnwUi,
    locale: &Locale,
    hex: u16,
) {
    if state.plan.as_ref().is_none_or(|(h, _)| *h != hex) {
        state.plan = Some((hex, plan_tiles(data, game, hex)));
    }
    let tiles = state
        .plan
        .as_ref()
        .map(|(_, t)| t.clone())
        .unwrap_or_default();
    let name = data.hexes[usize::from(hex)].id.as_str();
    ui.label(
        RichText::new(locale.t_args("pnw-plan-for", args!["hex" => name]))
            .strong()
            .color(INK),
    );
    if tiles.is_empty() {
        ui.label(RichText::new(locale.t("pnw-plan-none")).color(INK_FADED));
    }
    if state.tile.is_none()
        && let Some(first) = tiles.first()
    {
        state.tile = Some((0, first.rotations[0]));
    }
    ui.horizontal_wrapped(|ui| {
        for (k, o) in tiles.iter().enumerate() {
            let info = &data.tile_info[usize::from(o.tile)];
            let picked = state.tile.filter(|(p, _)| *p == k);
            let rotation = picked.map_or(o.rotations[0], |(_, r)| r);
            let look = TileLook {
                fill: Some(fill(info.colour)),
                label: (!info.label.is_empty()).then_some(info.label.as_str()),
                ..TileLook::default()
            };
            if tile_cell(ui, info, rotation, &info.id, &look, picked.is_some()).clicked() {
                state.tile = Some((k, rotation));
            }
        }
    });
    ui.label(RichText::new(locale.t("pnw-plan-hint")).color(INK_FADED));
    if widgets::button(ui, &locale.t("pnw-plan-close")).clicked() {
        state.drop_picks();
    }
    ui.add_space(6.0);
}

/// One tile of the picker: the tile at `rotation` and its name under it, framed when picked.
fn tile_cell(
    ui: &mut Ui,
    info: &crate::games::pnw1822::data::TileInfo,
    rotation: u8,
    name: &str,
    look: &TileLook,
    picked: bool,
) -> egui::Response {
    let size = 34.0;
    let (rect, response) = ui.allocate_exact_size(vec2(size * 2.1, size * 2.3), Sense::click());
    if picked {
        ui.painter().rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(3.0, INK_BLUE),
            egui::StrokeKind::Inside,
        );
    }
    let shape = TileShape::of(
        &info.track,
        rotation,
        crate::board::Grid::default().orientation,
    );
    paint_tile(
        ui.painter(),
        &shape,
        rect.center() - vec2(0.0, 6.0),
        size * 0.9,
        look,
    );
    let ink = if look.preview { INK_FADED } else { INK };
    ui.painter().text(
        rect.center_bottom() - vec2(0.0, 7.0),
        egui::Align2::CENTER_CENTER,
        name,
        egui::FontId::proportional(12.0),
        ink,
    );
    response
}

/// The score sheet: each player's cash, shares at market, minors, cards and debt, and the total
/// (the figures `ferrovia` prints).
fn score_window(
    ctx: &egui::Context,
    canvas: &mut Canvas,
    snap: &PnwSnapshot,
    shell: &TableShell,
    locale: &Locale,
) -> bool {
    let scores = &shell.table.scores;
    score_sheet::window(
        ctx,
        canvas,
        &locale.t("pnw-score-sheet"),
        &score_sheet::headline(&snap.seats, &shell.table.winners, locale),
        None,
        |ui, _| {
            score_sheet::grid("pnw-score-grid").show(ui, |ui| {
                score_sheet::seats_row(ui, &snap.seats);
                for key in crate::games::pnw1822::INFO.breakdown {
                    ui.label(
                        RichText::new(locale.t(&format!("pnw-score-{key}"))).family(theme::bold()),
                    );
                    for s in scores {
                        let v = s.breakdown.get(*key).and_then(|v| v.as_i64()).unwrap_or(0);
                        ui.label(format!("${v}"));
                    }
                    ui.end_row();
                }
                score_sheet::totals_row(
                    ui,
                    locale.t("pnw-score-total"),
                    scores.iter().enumerate().map(|(seat, s)| {
                        (format!("${}", s.total), shell.table.winners.contains(&seat))
                    }),
                );
            });
        },
    )
}
