//! The egui table screen of GWT: the top bar (turn, phase, whose turn, the end), every player's
//! public summary on the left, the decision and the log on the right, the viewer's hand and player
//! board below, and in the middle the board (2D or 3D) over the markets — job market, cattle
//! market, foresight, objectives — with Kansas City's steps while a herder is there.

use super::board2d::{self, Paint};
use super::layout::TrailLayout;
use super::state::{GwtSnapshot, GwtUi};
use super::view3d::View3d;
use super::words::{self, card_name, disc_name, tile_name, worker_name};
use crate::games::GameAction;
use crate::games::gwt::GwtAction;
use crate::games::gwt::data::{CardInfo, GwtData, SpaceId, gwt};
use crate::games::gwt::rules::{cards, trail};
use crate::games::gwt::schema::WorkerKind;
use crate::games::gwt::state::{GwtGame, KcStep, Stage};
use crate::ui::canvas::Canvas;
use crate::ui::i18n::{Locale, args};
use crate::ui::seats::{CardHead, player_card};
use crate::ui::settings::ViewMode;
use crate::ui::table_screen::TableShell;
use crate::ui::theme::{self, BRASS, INK, INK_BLUE, INK_FADED, PAPER_DARK, PAPER_LIGHT};
use crate::ui::{score_sheet, top_bar, widgets};
use bevy::prelude::*;
use bevy_egui::egui;
use egui::{Color32, CornerRadius, Frame, Margin, RichText, Stroke, Ui, vec2};

/// The whole GWT table screen.
pub(super) fn table_ui(
    mut shell: TableShell,
    snap: Res<GwtSnapshot>,
    mut state: ResMut<GwtUi>,
    mut view3d: ResMut<View3d>,
    layout: Local<Option<TrailLayout>>,
    mut canvas: Canvas,
) -> Result {
    let Some(game) = snap.game().filter(|_| snap.ready && !snap.seats.is_empty()) else {
        return Ok(());
    };
    let Some(ctx) = shell.ctx()? else {
        return Ok(());
    };
    let locale: &Locale = &shell.locale;
    let data = gwt();
    let mut layout = layout;
    let layout = layout.get_or_insert_with(|| TrailLayout::of(data));
    let mut view = shell.settings.view;
    let mut submit: Option<GwtAction> = None;
    let mut undo = false;
    let mut root = widgets::table_root(&ctx, "gwt-root");
    let narrow = ctx.viewport_rect().width() < 1500.0;
    let marks = |ui: &mut Ui| bar_marks(ui, &snap, game, locale);
    let title = "Great Western Trail";
    if top_bar::show(
        &mut root,
        "gwt-top",
        title,
        &shell.table,
        locale,
        Some(&mut view),
        0.0,
        marks,
    ) {
        shell.nav.paused = true;
    }
    let side = widgets::side_frame(10);
    egui::Panel::left("gwt-left")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 250.0 } else { 320.0 })
        .show(&mut root, |ui| players_panel(ui, &snap, game, data, locale));
    egui::Panel::right("gwt-right")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 300.0 } else { 390.0 })
        .show(&mut root, |ui| {
            decision_panel(ui, &snap, &mut state, locale, &mut submit, &mut undo);
            ui.add_space(6.0);
            widgets::log_panel(ui, &locale.t("gwt-log"), &snap.seats, &shell.table.log, 200);
        });
    egui::Panel::bottom("gwt-bottom")
        .frame(
            Frame::new()
                .fill(theme::FELT_DARK)
                .inner_margin(Margin::symmetric(14, 8)),
        )
        .show(&mut root, |ui| own_panel(ui, &snap, game, data, locale));
    if state.score_sheet && game.over() {
        score_sheet_window(&ctx, &snap, &mut state, locale, &mut canvas);
    }
    // The spaces the viewer may pick on the board, with what going there costs.
    let targets = targets(&snap, game, data, state.focus);
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        let full = ui.max_rect();
        let markets_h = (full.height() * 0.27).clamp(150.0, 230.0);
        let kc = matches!(game.stage, Stage::KansasCity(_));
        let kc_h = if kc { 64.0 } else { 0.0 };
        let board = egui::Rect::from_min_max(
            full.min,
            egui::pos2(full.max.x, full.max.y - markets_h - kc_h),
        );
        let paint = Paint {
            snap: &snap,
            game,
            data,
            layout,
            targets: &targets,
            locale,
        };
        match view {
            ViewMode::TwoD => {
                view3d.orbit.active = false;
                let rail_h = (board.height() * 0.36).clamp(130.0, 230.0);
                let rail = egui::Rect::from_min_max(
                    board.min + vec2(6.0, 6.0),
                    egui::pos2(board.max.x - 6.0, board.min.y + rail_h),
                );
                let trail_rect = egui::Rect::from_min_max(
                    egui::pos2(board.min.x + 6.0, rail.max.y + 6.0),
                    board.max - vec2(6.0, 0.0),
                );
                board2d::railroad(ui, rail, &paint);
                board2d::trail(ui, trail_rect, &paint, &mut state);
            }
            ViewMode::ThreeD => {
                view3d.orbit.active = true;
                view3d.targets = targets.iter().map(|(s, _)| *s).collect();
                super::view3d::image_ui(ui, board, &mut state, &mut view3d);
                if let Some(s) = state.hover {
                    ui.interact(board, ui.id().with("gwt-3d-tip"), egui::Sense::hover())
                        .on_hover_ui_at_pointer(|ui| {
                            super::board2d::space_tip(ui, &snap, game, data, locale, s);
                        });
                }
            }
        }
        let mut rest = ui.new_child(egui::UiBuilder::new().max_rect(egui::Rect::from_min_max(
            egui::pos2(full.min.x + 6.0, board.max.y + 4.0),
            full.max,
        )));
        if kc {
            kansas_steps(&mut rest, &snap, game, locale);
        }
        markets(&mut rest, &snap, game, data, locale);
    });
    if let Some(s) = state.clicked.take() {
        submit = submit.or_else(|| click(&snap, game, data, &mut state, s));
    }
    shell.keep_view(view);
    if let (Some(action), Some(seat)) = (submit, snap.to_act) {
        state.focus = None;
        shell.submit(seat, GameAction::Gwt(action));
    }
    if undo {
        shell.undo();
    }
    Ok(())
}

/// The game's marks on the shared top bar: the final turns, once the end is triggered.
fn bar_marks(ui: &mut Ui, snap: &GwtSnapshot, game: &GwtGame, locale: &Locale) {
    if let Some(end) = game.ending
        && !game.over()
    {
        let name = snap.seats.get(end.by).map_or("", |s| s.name.as_str());
        top_bar::end_flag(
            ui,
            &locale.t_args(
                "gwt-final-turns",
                args!["name" => name, "n" => end.turns_left],
            ),
        );
    }
}

fn players_panel(ui: &mut Ui, snap: &GwtSnapshot, game: &GwtGame, data: &GwtData, locale: &Locale) {
    widgets::heading(ui, &locale.t("gwt-players"));
    let hand_sizes = snap
        .view
        .as_ref()
        .map(|v| v.hand_sizes.clone())
        .unwrap_or_default();
    let vp_hint = locale.t("gwt-vp-hint");
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (seat, p) in game.players.iter().enumerate() {
                let acting = snap.to_act == Some(seat);
                let vp = snap.public_totals.get(seat).copied().unwrap_or(0);
                let head = CardHead {
                    lit: acting,
                    acting,
                    score: locale.t_args("gwt-vp", args!["vp" => vp]),
                    hint: Some(&vp_hint),
                };
                player_card(
                    ui,
                    &snap.seats[seat],
                    head,
                    |_| {},
                    |ui| {
                        ui.label(
                            RichText::new(format!(
                                "${} · {} · {}",
                                p.money,
                                locale.t_args(
                                    "gwt-certificates",
                                    args!["n" => p.certificate_value()]
                                ),
                                locale.t_args("gwt-tokens", args!["n" => p.exchange_tokens]),
                            ))
                            .size(16.0)
                            .color(INK),
                        );
                        ui.label(
                            RichText::new(locale.t_args(
                                "gwt-cards-line",
                                args![
                                    "hand" => hand_sizes.get(seat).copied().unwrap_or(0),
                                    "deck" => p.stack.len(),
                                    "discard" => p.discard.len()
                                ],
                            ))
                            .size(15.0)
                            .color(INK_FADED),
                        );
                        if let Some(&top) = p.discard.last() {
                            ui.label(
                                RichText::new(locale.t_args(
                                    "gwt-discard-top",
                                    args!["card" => card_name(locale, data, top)],
                                ))
                                .size(15.0)
                                .color(INK_FADED),
                            );
                        }
                        ui.label(
                            RichText::new(format!(
                                "{} {} · {} {} · {} {}",
                                p.workers[0],
                                worker_name(locale, WorkerKind::Cowboy),
                                p.workers[1],
                                worker_name(locale, WorkerKind::Builder),
                                p.workers[2],
                                worker_name(locale, WorkerKind::Engineer),
                            ))
                            .size(15.0)
                            .color(INK),
                        );
                        ui.label(
                            RichText::new(locale.t_args(
                                "gwt-limits",
                                args![
                                    "steps" => trail::step_limit(game, data, seat),
                                    "hand" => p.hand_limit(),
                                    "objectives" => p.objectives.len()
                                ],
                            ))
                            .size(15.0)
                            .color(INK_FADED),
                        );
                    },
                );
            }
        });
}

/// What the viewer decides now: the legal actions as buttons, folded by question; or who is
/// deciding.
fn decision_panel(
    ui: &mut Ui,
    snap: &GwtSnapshot,
    state: &mut GwtUi,
    locale: &Locale,
    submit: &mut Option<GwtAction>,
    undo: &mut bool,
) {
    let Some(game) = snap.game() else { return };
    if game.over() {
        widgets::heading(
            ui,
            &score_sheet::headline(&snap.seats, &snap.winners, locale),
        );
        if widgets::primary_button(ui, &locale.t("gwt-score-sheet")).clicked() {
            state.score_sheet = true;
        }
        return;
    }
    let Some(seat) = snap.to_act else { return };
    if !snap.my_turn() {
        let key = if snap.seats[seat].bot {
            "bot-thinking"
        } else {
            "gwt-waiting"
        };
        ui.label(
            RichText::new(locale.t_args(key, args!["name" => snap.seats[seat].name.as_str()]))
                .size(18.0)
                .color(INK_FADED),
        );
        return;
    }
    widgets::heading(ui, &locale.t(question_key(game)));
    if let Some(s) = state.focus {
        ui.horizontal(|ui| {
            ui.label(RichText::new(gwt().space_label(s)).strong().color(INK_BLUE));
            if widgets::button(ui, &locale.t("gwt-show-all")).clicked() {
                state.focus = None;
            }
        });
    }
    let shown: Vec<usize> = (0..snap.legal.len())
        .filter(|&i| {
            state
                .focus
                .is_none_or(|f| words::target_space(&snap.legal[i].0) == Some(f))
        })
        .collect();
    // Groups in the order their first action is listed.
    let mut groups: Vec<(Option<&str>, Vec<usize>)> = Vec::new();
    for &i in &shown {
        let g = snap.legal[i].1.group.as_deref();
        match groups.iter_mut().find(|(k, _)| *k == g && g.is_some()) {
            Some((_, list)) => list.push(i),
            None => groups.push((g, vec![i])),
        }
    }
    let height = (ui.available_height() * 0.55).max(160.0);
    egui::ScrollArea::vertical()
        .id_salt("gwt-decision")
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 4.0;
            for (group, list) in &groups {
                match (group, list.as_slice()) {
                    (Some(g), [only]) => {
                        let text = format!("{g}: {}", snap.legal[*only].1.text);
                        if action_button(ui, &text).clicked() {
                            *submit = Some(snap.legal[*only].0.clone());
                        }
                    }
                    (Some(g), many) => {
                        // A heading that wraps: a long one ("Deliver to Kansas City (transport
                        // $3)") must not widen the panel over the board.
                        let mut clicked = false;
                        let mut folding =
                            egui::collapsing_header::CollapsingState::load_with_default_open(
                                ui.ctx(),
                                ui.make_persistent_id(("gwt-group", *g)),
                                false,
                            );
                        // A few groups are always open: a group folded on an earlier turn must not
                        // hide the only answers there are.
                        if groups.len() <= 3 {
                            folding.set_open(true);
                        }
                        let mut header = folding.show_header(ui, |ui| {
                            clicked = ui
                                .add(
                                    egui::Label::new(
                                        RichText::new(format!("{g} ({})", many.len()))
                                            .family(theme::bold())
                                            .size(18.0)
                                            .color(INK),
                                    )
                                    .wrap()
                                    .sense(egui::Sense::click()),
                                )
                                .clicked();
                        });
                        if clicked {
                            header.toggle();
                        }
                        header.body(|ui| {
                            for &i in many {
                                if action_button(ui, &snap.legal[i].1.text).clicked() {
                                    *submit = Some(snap.legal[i].0.clone());
                                }
                            }
                        });
                    }
                    (None, list) => {
                        for &i in list {
                            if action_button(ui, &snap.legal[i].1.text).clicked() {
                                *submit = Some(snap.legal[i].0.clone());
                            }
                        }
                    }
                }
            }
        });
    if snap.undoable > 0 && widgets::button(ui, &locale.t("gwt-undo")).clicked() {
        *undo = true;
    }
}

fn action_button(ui: &mut Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(RichText::new(text).size(16.0).color(INK))
            .fill(PAPER_DARK)
            .wrap()
            .min_size(vec2(ui.available_width(), 30.0)),
    )
}

/// The question the viewer answers now, as the rulebook puts it.
fn question_key(game: &GwtGame) -> &'static str {
    if let Some((choice, _)) = game.choice() {
        return match crate::games::gwt::view::choice_name(choice) {
            "discard" => "gwt-ask-discard",
            "discard_drawn" => "gwt-ask-discard-drawn",
            "remove_cards" => "gwt-ask-remove",
            "engine" | "engine_back" | "engine_back_exactly" => "gwt-ask-engine",
            "draw_up_to" => "gwt-ask-draw-up-to",
            "upgrade" | "upgrade_behind" => "gwt-ask-upgrade",
            "station_master" => "gwt-ask-master",
            "hire" => "gwt-ask-hire",
            "build" => "gwt-ask-build",
            "buy_cattle" => "gwt-ask-buy",
            "hazard" => "gwt-ask-hazard",
            "bounty" => "gwt-ask-bounty",
            "auxiliary" => "gwt-ask-aux",
            "herder" => "gwt-ask-herder",
            "objective" => "gwt-ask-objective",
            "adjacent" => "gwt-ask-adjacent",
            "extraordinary_delivery" => "gwt-ask-extra",
            _ => "gwt-ask-one-of",
        };
    }
    match game.stage {
        Stage::Opening => "gwt-ask-opening",
        Stage::Move => "gwt-ask-move",
        Stage::Act(_) => "gwt-ask-act",
        Stage::KansasCity(KcStep::Foresight(_)) => "gwt-ask-foresight",
        Stage::KansasCity(KcStep::Income) => "gwt-ask-income",
        Stage::KansasCity(KcStep::Delivery) => "gwt-ask-delivery",
        Stage::Draw | Stage::Over => "gwt-phase-draw",
    }
}

/// Spaces the viewer's legal actions name, with the cheapest fee of a move there.
fn targets(
    snap: &GwtSnapshot,
    game: &GwtGame,
    data: &GwtData,
    focus: Option<SpaceId>,
) -> Vec<(SpaceId, String)> {
    let Some(seat) = snap.viewer.filter(|_| snap.my_turn()) else {
        return Vec::new();
    };
    let mut out: Vec<(SpaceId, Option<u32>)> = Vec::new();
    for (a, _) in &snap.legal {
        let Some(s) = words::target_space(a) else {
            continue;
        };
        if focus.is_some_and(|f| f != s) {
            continue;
        }
        let fee = match a {
            GwtAction::Move(path) => Some(path_fee(game, data, seat, path)),
            _ => None,
        };
        match out.iter_mut().find(|(t, _)| *t == s) {
            Some((_, f)) => *f = (*f).min(fee).or(fee),
            None => out.push((s, fee)),
        }
    }
    out.into_iter()
        .map(|(s, fee)| (s, fee.map_or(String::new(), |f| format!("${f}"))))
        .collect()
}

fn path_fee(game: &GwtGame, data: &GwtData, seat: usize, path: &[SpaceId]) -> u32 {
    path.iter()
        .filter(|&&s| game.is_location(s))
        .map(|&s| trail::fee(game, data, seat, s).0)
        .sum()
}

/// A click on a trail space: the one action it names (a move by its cheapest path), or the
/// decision panel narrowed to that space when several share it.
fn click(
    snap: &GwtSnapshot,
    game: &GwtGame,
    data: &GwtData,
    state: &mut GwtUi,
    s: SpaceId,
) -> Option<GwtAction> {
    let seat = snap.viewer.filter(|_| snap.my_turn())?;
    let here: Vec<&GwtAction> = snap
        .legal
        .iter()
        .map(|(a, _)| a)
        .filter(|a| words::target_space(a) == Some(s))
        .collect();
    if here.is_empty() {
        return None;
    }
    if here.iter().all(|a| matches!(a, GwtAction::Move(_))) {
        return here
            .into_iter()
            .min_by_key(|a| match a {
                GwtAction::Move(p) => path_fee(game, data, seat, p),
                _ => u32::MAX,
            })
            .cloned();
    }
    if let [only] = here.as_slice() {
        return Some((*only).clone());
    }
    state.focus = Some(s);
    None
}

/// The viewer's hand (grouped by breed, with its breeding value) and player board; nothing
/// private when nobody may look.
fn own_panel(ui: &mut Ui, snap: &GwtSnapshot, game: &GwtGame, data: &GwtData, locale: &Locale) {
    let text = |s: String| RichText::new(s).size(17.0).color(PAPER_LIGHT);
    // At a Kansas City income the hand is shown to everyone, as at the table.
    if !game.shown.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(text(locale.t_args(
                "gwt-shown",
                args!["name" => snap.seats[game.seat].name.as_str(),
                      "value" => cards::breeding_value(data, &game.shown)],
            )));
            for &c in &game.shown {
                card_chip(ui, locale, data, c);
            }
        });
    }
    let Some(seat) = snap.viewer else {
        ui.label(text(locale.t("gwt-hands-hidden")));
        return;
    };
    let p = &game.players[seat];
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(locale.t_args(
                "gwt-your-hand",
                args!["name" => snap.seats[seat].name.as_str(),
                      "value" => cards::breeding_value(data, &p.hand)],
            ))
            .font(theme::serif_font(19.0))
            .color(BRASS),
        );
        let mut hand = p.hand.clone();
        hand.sort_by_key(|&c| match data.card(c) {
            CardInfo::Cattle { breed, value, .. } => (0, value, breed),
            CardInfo::Objective(f) => (1, f, 0),
        });
        for c in hand {
            card_chip(ui, locale, data, c);
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 14.0;
        let discs: Vec<String> = p
            .discs_left()
            .iter()
            .map(|&d| disc_name(locale, d))
            .collect();
        ui.label(text(locale.t_args(
            "gwt-discs-left",
            args!["n" => discs.len(), "list" => discs.join(", ")],
        )));
        if !p.hazards.is_empty() || p.outlaws != (0, 0) {
            ui.label(text(locale.t_args(
                "gwt-held-tiles",
                args!["hazards" => p.hazards.len(), "green" => p.outlaws.0, "orange" => p.outlaws.1],
            )));
        }
        if !p.unbuilt.is_empty() {
            let list: Vec<String> = p.unbuilt.iter().map(u8::to_string).collect();
            ui.label(text(locale.t_args(
                "gwt-unbuilt",
                args!["list" => list.join(" ")],
            )));
        }
        if !p.objectives.is_empty() {
            ui.label(text(locale.t_args(
                "gwt-own-objectives",
                args!["list" => words::cards_text(locale, data, &p.objectives)],
            )));
        }
    });
}

/// A card as a small chip in its breed's colour (one widget of known size, so wrapped rows wrap).
fn card_chip(ui: &mut Ui, locale: &Locale, data: &GwtData, c: crate::games::gwt::data::CardId) {
    let (fill, ink) = match data.card(c) {
        CardInfo::Cattle { breed, .. } => breed_colours(data, breed),
        CardInfo::Objective(_) => (theme::PAPER, INK),
    };
    let galley = ui.painter().layout_no_wrap(
        card_name(locale, data, c),
        egui::FontId::proportional(16.0),
        ink,
    );
    let (rect, _) = ui.allocate_exact_size(galley.size() + vec2(14.0, 8.0), egui::Sense::hover());
    let painter = ui.painter();
    painter.rect(
        rect,
        CornerRadius::same(5),
        fill,
        Stroke::new(1.0, INK),
        egui::StrokeKind::Inside,
    );
    painter.galley(rect.min + vec2(7.0, 4.0), galley, ink);
}

/// A breed's card colour (the data names it) and ink that reads on it; the breed's name is always
/// written on the card too, so colour is never the only mark.
pub fn breed_colours(data: &GwtData, breed: u8) -> (Color32, Color32) {
    let c = match data.file.breeds[usize::from(breed)].colour.as_str() {
        "white" => Color32::from_rgb(0xf7, 0xf4, 0xec),
        "green" => Color32::from_rgb(0x4c, 0x9a, 0x4f),
        "black" => Color32::from_rgb(0x2a, 0x2a, 0x2a),
        "yellow" => Color32::from_rgb(0xe8, 0xc5, 0x3a),
        "red" => Color32::from_rgb(0xc0, 0x3b, 0x2f),
        "blue" => Color32::from_rgb(0x35, 0x6f, 0xb8),
        "brown" => Color32::from_rgb(0x8a, 0x5a, 0x35),
        "purple" => Color32::from_rgb(0x7d, 0x4f, 0x9e),
        "orange" => Color32::from_rgb(0xe6, 0x86, 0x2e),
        _ => Color32::from_rgb(0xa8, 0xa8, 0xa8),
    };
    let light = u32::from(c.r()) * 3 + u32::from(c.g()) * 6 + u32::from(c.b()) > 1400;
    (c, if light { INK } else { PAPER_LIGHT })
}

/// Kansas City's five steps, the current one lit, each in a line of the rulebook.
fn kansas_steps(ui: &mut Ui, snap: &GwtSnapshot, game: &GwtGame, locale: &Locale) {
    let now = match game.stage {
        Stage::KansasCity(KcStep::Foresight(i)) => usize::from(i),
        Stage::KansasCity(KcStep::Income) => 3,
        Stage::KansasCity(KcStep::Delivery) => 4,
        _ => 9,
    };
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(locale.t_args(
                "gwt-kc-title",
                args!["name" => snap.seats[game.seat].name.as_str()],
            ))
            .font(theme::serif_font(18.0))
            .color(INK),
        );
        // Every step by number and name.
        for k in 0..5 {
            let on = k == now;
            let name = locale.t([
                "gwt-kc-name-1",
                "gwt-kc-name-2",
                "gwt-kc-name-3",
                "gwt-kc-name-4",
                "gwt-kc-name-5",
            ][k]);
            // The current step by its name (its line of the rulebook on hover, as the decision
            // panel says what to do), a step already taken by its number: all five fit beside the
            // title at 1600 wide.
            let (words, hover) = if on {
                let hint = ["gwt-kc-1", "gwt-kc-2", "gwt-kc-3", "gwt-kc-4", "gwt-kc-5"][k];
                let step = locale.t_args("gwt-kc-step", args!["n" => k + 1]);
                (format!("{step}: {name}"), locale.t(hint))
            } else if k < now {
                (format!("{}", k + 1), name)
            } else {
                (format!("{}: {name}", k + 1), name)
            };
            let ink = if on {
                PAPER_LIGHT
            } else if k < now {
                INK_FADED
            } else {
                INK
            };
            Frame::new()
                .fill(if on { INK_BLUE } else { PAPER_DARK })
                .corner_radius(CornerRadius::same(6))
                .inner_margin(Margin::symmetric(8, 4))
                .show(ui, |ui| {
                    ui.label(RichText::new(words).size(15.0).color(ink));
                })
                .response
                .on_hover_text(hover);
        }
    });
    ui.add_space(4.0);
}

/// The markets under the board: job market, cattle market, foresight, objectives.
fn markets(ui: &mut Ui, snap: &GwtSnapshot, game: &GwtGame, data: &GwtData, locale: &Locale) {
    let _ = snap;
    // The objectives take a fixed column on the right first; the other three share what is left,
    // clipped to it, so a job market grown late in the game never squeezes the objectives into a
    // letter a line. The cattle market gives up width first (the job market widens a row at a
    // time as its token moves on).
    const OBJECTIVES_W: f32 = 150.0;
    let mut full = ui.available_rect_before_wrap();
    full.max.x = full.max.x.min(ui.clip_rect().max.x);
    let split = full.max.x - OBJECTIVES_W;
    let mut right = ui.new_child(egui::UiBuilder::new().max_rect(egui::Rect::from_min_max(
        egui::pos2(split, full.min.y),
        full.max,
    )));
    objectives(&mut right, game, data, locale);
    let left_rect = egui::Rect::from_min_max(full.min, egui::pos2(split - 12.0, full.max.y));
    let mut left = ui.new_child(egui::UiBuilder::new().max_rect(left_rect));
    left.set_clip_rect(left_rect.intersect(ui.clip_rect()));
    let ui = &mut left;
    // The job market's rows shown: those up to the one after the token's.
    let cols = usize::from(game.jobs.columns).max(1);
    let rows = (usize::from(game.jobs.token_row) + 2).min(game.jobs.cells.len().div_ceil(cols));
    let cattle_w = (ui.available_width() - 300.0 - 24.0 * rows as f32).clamp(140.0, 430.0);
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = 18.0;
        // Job market: one column per row of the board (its cost on top), the token's row marked.
        ui.vertical(|ui| {
            widgets::heading(ui, &locale.t("gwt-job-market"));
            let token = usize::from(game.jobs.token_row);
            ui.horizontal_top(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                for (row, cells) in game.jobs.cells.chunks(cols).enumerate().take(rows) {
                    let cost = data
                        .file
                        .job_market
                        .row_costs
                        .get(row)
                        .copied()
                        .unwrap_or(0);
                    ui.vertical(|ui| {
                        ui.spacing_mut().item_spacing.y = 0.0;
                        let here = row == token;
                        ui.label(
                            RichText::new(if here {
                                "▶".to_string()
                            } else {
                                format!("${cost}")
                            })
                            .size(14.0)
                            .color(if here {
                                theme::SIGNAL_RED
                            } else {
                                INK_FADED
                            }),
                        );
                        for cell in cells {
                            // A worker by its initial in the player's language, and a colour.
                            let t = cell.map_or("·".to_string(), |k| {
                                worker_name(locale, k)
                                    .chars()
                                    .take(1)
                                    .flat_map(char::to_uppercase)
                                    .collect()
                            });
                            let c = match cell {
                                Some(WorkerKind::Cowboy) => Color32::from_rgb(0xb3, 0x58, 0x1c),
                                Some(WorkerKind::Builder) => INK_BLUE,
                                Some(WorkerKind::Engineer) => INK,
                                None => INK_FADED,
                            };
                            let r = ui
                                .label(RichText::new(t).family(theme::bold()).size(17.0).color(c));
                            if let Some(k) = cell {
                                r.on_hover_text(worker_name(locale, *k));
                            }
                        }
                    });
                }
            });
            ui.label(
                RichText::new(locale.t("gwt-job-legend"))
                    .size(13.0)
                    .color(INK_FADED),
            );
        });
        // The cattle market.
        ui.vertical(|ui| {
            widgets::heading(ui, &locale.t("gwt-cattle-market"));
            ui.label(widgets::faded(
                &locale.t_args("gwt-in-stack", args!["n" => game.market_stack.len()]),
            ));
            ui.allocate_ui(vec2(cattle_w, 150.0), |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing = vec2(4.0, 4.0);
                    for &c in &game.market {
                        card_chip(ui, locale, data, c);
                    }
                });
            });
        });
        // Foresight: three spaces of two tiles each, A–C.
        ui.vertical(|ui| {
            widgets::heading(ui, &locale.t("gwt-foresight"));
            for (i, row) in game.foresight.iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(format!("{}", i + 1))
                            .size(14.0)
                            .color(INK_FADED),
                    );
                    for t in row {
                        match t {
                            Some(t) => {
                                let fill = board2d::tile_colour(data, *t);
                                Frame::new()
                                    .fill(fill)
                                    .corner_radius(CornerRadius::same(4))
                                    .inner_margin(Margin::symmetric(5, 2))
                                    .show(ui, |ui| {
                                        ui.label(
                                            RichText::new(tile_name(locale, data, *t))
                                                .size(14.0)
                                                .color(INK),
                                        );
                                    });
                            }
                            None => {
                                ui.label(RichText::new("—").color(INK_FADED));
                            }
                        }
                    }
                });
            }
        });
    });
}

/// The objective display and the stack beside it.
fn objectives(ui: &mut Ui, game: &GwtGame, data: &GwtData, locale: &Locale) {
    // The count on a line of its own: the column is narrow, and a heading must not break.
    widgets::heading(ui, &locale.t("gwt-objectives"));
    ui.label(widgets::faded(&locale.t_args(
        "gwt-in-stack",
        args!["n" => game.objective_stack.len()],
    )));
    for &c in &game.objective_display {
        let face = match data.card(c) {
            CardInfo::Objective(f) => Some(&data.objectives[usize::from(f)]),
            CardInfo::Cattle { .. } => None,
        };
        let r = ui.label(
            RichText::new(card_name(locale, data, c))
                .size(15.0)
                .color(INK),
        );
        if face.is_some() {
            r.on_hover_text(words::objective_tasks(locale, data, c));
        }
    }
}

fn score_sheet_window(
    ctx: &egui::Context,
    snap: &GwtSnapshot,
    state: &mut GwtUi,
    locale: &Locale,
    canvas: &mut Canvas,
) {
    let open = score_sheet::window(
        ctx,
        canvas,
        &locale.t("gwt-score-sheet"),
        &score_sheet::headline(&snap.seats, &snap.winners, locale),
        None,
        |ui, _| {
            score_sheet::grid("gwt-score-grid").show(ui, |ui| {
                score_sheet::seats_row(ui, &snap.seats);
                let lines: Vec<Vec<(&str, i64)>> = snap
                    .scores
                    .iter()
                    .map(|s| s.categories().to_vec())
                    .collect();
                score_sheet::category_rows(ui, locale, "gwt", &lines);
                score_sheet::totals_row(
                    ui,
                    locale.t("gwt-score-total"),
                    snap.scores
                        .iter()
                        .enumerate()
                        .map(|(i, s)| (s.total(), snap.winners.contains(&i))),
                );
            });
        },
    );
    if !open {
        state.score_sheet = false;
    }
}
