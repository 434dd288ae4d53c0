//! The Whistle Stop table: the board in the middle; the players on the left (fame, goods, tokens,
//! hand size, gold count, shares, upgrades, trains left) with the round and the upgrade display;
//! the decision and the log on the right; the viewer's hand, the face-up tiles and the resource
//! track below; the score sheet at the end.

use super::board2d::{self, Layout, Overlay};
use super::state::{WsSnapshot, WsUi};
use crate::games::GameAction;
use crate::games::whistle_stop::WsAction;
use crate::games::whistle_stop::actions::Draw;
use crate::games::whistle_stop::data::{WsData, whistle_stop};
use crate::games::whistle_stop::rules::log::upgrade_key;
use crate::games::whistle_stop::rules::turn::round_space;
use crate::games::whistle_stop::schema::{Good, TrackSpace};
use crate::games::whistle_stop::state::{Phase, StopAt, Todo, TrainAt, WsGame};
use crate::ui::canvas::Canvas;
use crate::ui::i18n::{Locale, args};
use crate::ui::settings::ViewMode;
use crate::ui::table_screen::TableShell;
use crate::ui::theme::{self, INK, INK_BLUE, INK_FADED};
use crate::ui::{score_sheet, top_bar, widgets};
use bevy::prelude::*;
use bevy_egui::egui::{self, Frame, Margin, RichText, Ui, vec2};

/// The whole Whistle Stop table screen.
pub(super) fn table_ui(
    mut shell: TableShell,
    snap: Res<WsSnapshot>,
    mut state: ResMut<WsUi>,
    mut view3d: ResMut<super::view3d::View3d>,
    mut canvas: Canvas,
) -> Result {
    let Some(game) = snap.game().filter(|_| snap.ready && !snap.seats.is_empty()) else {
        return Ok(());
    };
    let Some(ctx) = shell.ctx()? else {
        return Ok(());
    };
    let locale: &Locale = &shell.locale;
    let data = whistle_stop();
    let mut submit: Option<WsAction> = None;
    let mut root = widgets::table_root(&ctx, "ws-root");
    let narrow = ctx.viewport_rect().width() < 1500.0;
    let mut view = shell.settings.view;
    if top_bar::show(
        &mut root,
        "ws-top",
        "Whistle Stop",
        &shell.table,
        locale,
        Some(&mut view),
        0.0,
        |ui| round_mark(ui, game, data, locale),
    ) {
        shell.nav.paused = true;
    }
    let side = widgets::side_frame(10);
    egui::Panel::left("ws-left")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 250.0 } else { 310.0 })
        .show(&mut root, |ui| players_panel(ui, &snap, game, data, locale));
    egui::Panel::right("ws-right")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 300.0 } else { 380.0 })
        .show(&mut root, |ui| {
            decision_panel(ui, &snap, &mut state, locale, &mut submit);
            ui.add_space(6.0);
            widgets::log_panel(ui, &locale.t("ws-log"), &snap.seats, &shell.table.log, 200);
        });
    egui::Panel::bottom("ws-bottom")
        .frame(
            Frame::new()
                .fill(theme::FELT_DARK)
                .inner_margin(Margin::symmetric(14, 8)),
        )
        .show(&mut root, |ui| {
            bottom_panel(ui, &snap, game, data, locale, &mut submit)
        });
    if state.score_sheet && game.over() {
        score_sheet_window(&ctx, &snap, &mut state, locale, &mut canvas);
    }
    egui::CentralPanel::no_frame().show(&mut root, |ui| match view {
        ViewMode::TwoD => {
            view3d.orbit.active = false;
            board(ui, &snap, game, data, &mut state, &mut submit);
        }
        ViewMode::ThreeD => {
            view3d.orbit.active = true;
            super::view3d::image_ui(ui, ui.max_rect(), &mut view3d);
        }
    });
    shell.keep_view(view);
    if let (Some(action), Some(seat)) = (submit, snap.to_act) {
        state.preview = None;
        shell.submit(seat, GameAction::WhistleStop(action));
    }
    Ok(())
}

/// "Round 3 of 11 · coal" on the top bar.
fn round_mark(ui: &mut Ui, game: &WsGame, data: &WsData, locale: &Locale) {
    if game.round == 0 {
        return;
    }
    let what = match round_space(game, data) {
        Some(TrackSpace::Whistle) => locale.t("ws-whistle-round"),
        _ => locale.t("ws-coal-round"),
    };
    ui.label(RichText::new(what).color(theme::PAPER).size(18.0));
}

/// A row of goods as coloured squares with their letters and counts.
fn goods_row(ui: &mut Ui, goods: &[u8; 6]) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        for g in Good::ALL {
            let n = goods[g.index()];
            if n == 0 {
                continue;
            }
            let (rect, _) = ui.allocate_exact_size(vec2(20.0, 20.0), egui::Sense::hover());
            ui.painter().rect_filled(rect, 3.0, board2d::good_colour(g));
            ui.painter().rect_stroke(
                rect,
                3.0,
                egui::Stroke::new(1.0, INK),
                egui::StrokeKind::Inside,
            );
            ui.painter().text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                board2d::good_letter(g),
                egui::FontId::proportional(11.0),
                if matches!(g, Good::Cotton | Good::Gravel) {
                    INK
                } else {
                    egui::Color32::WHITE
                },
            );
            ui.label(RichText::new(format!("×{n}")).size(15.0).color(INK));
        }
    });
}

fn players_panel(ui: &mut Ui, snap: &WsSnapshot, game: &WsGame, data: &WsData, locale: &Locale) {
    widgets::heading(ui, &locale.t("ws-players"));
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        for (seat, p) in game.players.iter().enumerate() {
            let Some(sv) = snap.seats.get(seat) else { continue };
            let acting = snap.to_act == Some(seat);
            egui::Frame::new()
                .fill(if acting { theme::PAPER_LIGHT } else { theme::PAPER })
                .stroke(egui::Stroke::new(if acting { 3.0 } else { 1.0 }, if acting { theme::BRASS } else { theme::BOARD_GRID }))
                .corner_radius(6.0)
                .inner_margin(Margin::same(8))
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    crate::ui::seats::seat_chip(ui, sv.colour, &sv.name, 17.0);
                    let total = snap.public_totals.get(seat).copied().unwrap_or(0);
                    ui.label(RichText::new(locale.t_args("ws-fame", args!["fame" => i64::from(p.fame), "total" => total])).strong().color(INK_BLUE));
                    goods_row(ui, &p.goods);
                    let hand = snap.view.as_ref().and_then(|v| v.hand_sizes.get(seat)).copied().unwrap_or(0);
                    ui.label(
                        RichText::new(locale.t_args(
                            "ws-tokens-line",
                            args![
                                "coal" => i64::from(p.coal),
                                "whistles" => i64::from(p.whistles),
                                "hand" => hand as i64,
                                "gold" => p.gold.len() as i64,
                                "trains" => game.trains_left(seat) as i64
                            ],
                        ))
                        .size(15.0)
                        .color(INK),
                    );
                    if !p.shares.is_empty() {
                        let mut shares: Vec<String> = p
                            .shares
                            .iter()
                            .map(|s| format!("{} #{}", initials(&data.file.railroads[usize::from(s.railroad)].name), s.number))
                            .collect();
                        shares.sort();
                        ui.label(RichText::new(shares.join(" · ")).size(14.0).color(INK));
                    }
                    if !p.upgrades.is_empty() {
                        let names: Vec<String> = p
                            .upgrades
                            .iter()
                            .map(|&u| locale.t(&upgrade_key(data.file.upgrades[usize::from(u)].kind)))
                            .collect();
                        ui.label(RichText::new(format!("⚙ {}", names.join(", "))).size(14.0).color(INK_FADED));
                    }
                });
            ui.add_space(6.0);
        }
        widgets::heading(ui, &locale.t("ws-upgrades"));
        for &u in &game.display {
            let card = &data.file.upgrades[usize::from(u)];
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("{} ★{}", locale.t(&upgrade_key(card.kind)), card.stars)).strong().color(INK));
                let cost: Vec<&str> = card.cost.iter().map(|&g| board2d::good_letter(g)).collect();
                ui.label(RichText::new(cost.join("+")).color(INK_FADED));
            });
        }
        ui.add_space(6.0);
        widgets::heading(ui, &locale.t("ws-railroads"));
        for (r, rr) in data.file.railroads.iter().enumerate() {
            ui.label(
                RichText::new(locale.t_args(
                    "ws-railroad-line",
                    args!["name" => rr.name.clone(), "town" => rr.town.clone(), "left" => game.shares[r].len() as i64],
                ))
                .size(14.0)
                .color(INK),
            );
        }
    });
}

fn initials(name: &str) -> String {
    name.split_whitespace()
        .filter_map(|w| w.chars().next())
        .collect()
}

/// The question waiting, in words.
fn question_key(game: &WsGame) -> &'static str {
    match (game.todo.last(), game.phase) {
        (Some(Todo::Trade { .. }), _) => "ws-q-trade",
        (Some(Todo::Pick { .. }), _) => "ws-q-pick",
        (Some(Todo::Town { .. }), _) => "ws-q-town",
        (Some(Todo::Deliver { .. }), _) => "ws-q-deliver",
        (Some(Todo::GiveUpShare), _) => "ws-q-give-up",
        (Some(Todo::Park { .. }), _) => "ws-q-park",
        (Some(Todo::Overflow { .. }), _) => "ws-q-overflow",
        (Some(Todo::Trim { .. }), _) => "ws-q-trim",
        (None, Phase::Placing) => "ws-q-place",
        (None, Phase::Refill { .. }) => "ws-q-refill",
        (None, _) => "ws-q-turn",
    }
}

fn decision_panel(
    ui: &mut Ui,
    snap: &WsSnapshot,
    state: &mut WsUi,
    locale: &Locale,
    submit: &mut Option<WsAction>,
) {
    let Some(game) = snap.game() else { return };
    if game.over() {
        widgets::heading(
            ui,
            &score_sheet::headline(&snap.seats, &snap.winners, locale),
        );
        if widgets::primary_button(ui, &locale.t("ws-score-sheet")).clicked() {
            state.score_sheet = true;
        }
        return;
    }
    let Some(seat) = snap.to_act else { return };
    if !snap.my_turn() {
        let key = if snap.seats.get(seat).is_some_and(|s| s.bot) {
            "bot-thinking"
        } else {
            "ws-waiting"
        };
        let name = snap.seats.get(seat).map_or("", |s| s.name.as_str());
        ui.label(
            RichText::new(locale.t_args(key, args!["name" => name]))
                .size(18.0)
                .color(INK_FADED),
        );
        return;
    }
    widgets::heading(ui, &locale.t(question_key(game)));
    if game.phase == Phase::Turn && game.todo.is_empty() {
        ui.label(
            RichText::new(locale.t_args(
                "ws-turn-spent",
                args!["tokens" => i64::from(game.turn.tokens), "bought" => i64::from(game.turn.bought)],
            ))
            .color(INK_FADED),
        );
    }
    let is_move = |a: &WsAction| matches!(a, WsAction::Move { .. });
    let any_moves = snap.legal.iter().any(|(a, _)| is_move(a));
    if any_moves {
        ui.label(
            RichText::new(locale.t("ws-pick-train"))
                .italics()
                .color(INK_FADED),
        );
    }
    // The trains that can move, as buttons too (the board's click does the same).
    let mut trains: Vec<(usize, usize)> = Vec::new();
    for (a, _) in &snap.legal {
        if let WsAction::Move { train, .. } = a {
            match trains.iter_mut().find(|(t, _)| *t == usize::from(*train)) {
                Some((_, n)) => *n += 1,
                None => trains.push((usize::from(*train), 1)),
            }
        }
    }
    // The first train that can move is picked until the player picks another.
    if !trains.iter().any(|(t, _)| state.train == Some(*t)) {
        state.train = trains.first().map(|(t, _)| *t);
    }
    if !trains.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for &(t, n) in &trains {
                let at = match game.trains[t].at {
                    TrainAt::Stop(at) => super::words::place(locale, whistle_stop(), at),
                    _ => String::new(),
                };
                let words = locale.t_args("ws-train-button", args!["at" => at, "n" => n as i64]);
                if widgets::choice(ui, state.train == Some(t), &words).clicked() {
                    state.train = Some(t);
                }
            }
        });
    }
    let picked = state.train;
    let moves_of = |i: usize| matches!(&snap.legal[i].0, WsAction::Move { train, .. } if Some(usize::from(*train)) == picked);
    let height = (ui.available_height() * 0.6).max(160.0);
    let mut hovered = None;
    egui::ScrollArea::vertical()
        .id_salt("ws-decision")
        .max_height(height)
        .show(ui, |ui| {
            for i in 0..snap.legal.len() {
                let (action, label) = &snap.legal[i];
                if is_move(action) && !moves_of(i) {
                    continue;
                }
                let r = widgets::button(ui, label);
                if r.hovered() {
                    hovered = Some(action.clone());
                }
                if r.clicked() {
                    *submit = Some(action.clone());
                }
            }
        });
    state.preview = hovered;
}

/// The board, with the move preview; clicking a train picks it, clicking a ringed stop moves there
/// when one move ends on it.
fn board(
    ui: &mut Ui,
    snap: &WsSnapshot,
    game: &WsGame,
    data: &WsData,
    state: &mut WsUi,
    submit: &mut Option<WsAction>,
) {
    let rect = ui.max_rect().shrink(8.0);
    let response = ui.allocate_rect(rect, egui::Sense::click());
    let layout = Layout::fit(rect, data);
    let colours: Vec<_> = snap.seats.iter().map(|s| s.colour).collect();
    let moves: Vec<&WsAction> = snap
        .legal
        .iter()
        .map(|(a, _)| a)
        .filter(|a| matches!(a, WsAction::Move { train, .. } if Some(usize::from(*train)) == state.train))
        .collect();
    let targets = targets(snap, state.train);
    let (ghosts, end) = match &state.preview {
        Some(WsAction::Move { lays, to, .. }) => (lays.as_slice(), Some(*to)),
        _ => (&[][..], None),
    };
    let overlay = Overlay {
        ghosts,
        targets,
        end,
        selected: state.train,
    };
    board2d::paint_board(
        ui.painter(),
        &layout,
        data,
        &game.board,
        &game.trains,
        &colours,
        &overlay,
    );
    if let Some(p) = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())
    {
        let near = |at: StopAt| layout.stop(data, &game.board, at).distance(p) < layout.size * 0.4;
        let mine = game.trains.iter().enumerate().find(|(_, t)| {
            Some(usize::from(t.owner)) == snap.viewer
                && matches!(t.at, TrainAt::Stop(at) if near(at))
        });
        if let Some((i, _)) = mine {
            state.train = Some(i);
        } else if let Some(&(to, _)) = overlay.targets.iter().find(|(t, _)| near(*t)) {
            let here: Vec<&&WsAction> = moves
                .iter()
                .filter(|a| matches!(a, WsAction::Move { to: t, .. } if *t == to))
                .collect();
            if let [only] = here.as_slice() {
                *submit = Some((**only).clone());
            }
        } else if let Some(WsAction::Place { .. }) = snap.legal.first().map(|(a, _)| a)
            && let Some(k) = (0..data.coast.len() as u8)
                .find(|&k| layout.coast(data, k).distance(p) < layout.size * 0.3)
        {
            let place = WsAction::Place { coast: k };
            if snap.legal.iter().any(|(a, _)| *a == place) {
                *submit = Some(place);
            }
        }
    }
    if submit.is_some() {
        state.train = None;
    }
}

/// The stops the picked train's moves end on, each marked whistle-only when no coal move goes there.
pub(super) fn targets(snap: &WsSnapshot, train: Option<usize>) -> Vec<(StopAt, bool)> {
    let mut out: Vec<(StopAt, bool)> = Vec::new();
    for (a, _) in &snap.legal {
        if let WsAction::Move {
            train: t,
            to,
            whistle,
            ..
        } = a
            && Some(usize::from(*t)) == train
        {
            match out.iter_mut().find(|(s, _)| s == to) {
                Some((_, only)) => *only &= *whistle,
                None => out.push((*to, *whistle)),
            }
        }
    }
    out
}

/// The viewer's hand, the face-up row and the resource track.
fn bottom_panel(
    ui: &mut Ui,
    snap: &WsSnapshot,
    game: &WsGame,
    data: &WsData,
    locale: &Locale,
    submit: &mut Option<WsAction>,
) {
    let side = 76.0;
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.label(
                RichText::new(locale.t("ws-your-hand"))
                    .strong()
                    .color(theme::PAPER),
            );
            ui.horizontal(|ui| match snap.viewer.and_then(|s| game.players.get(s)) {
                Some(p) => {
                    for &t in &p.hand {
                        board2d::tile_card(ui, data, t, side, false);
                    }
                    if let Some(g) = snap
                        .viewer
                        .and_then(|s| game.players.get(s))
                        .map(|p| &p.gold)
                        && !g.is_empty()
                    {
                        let gold: Vec<String> = g.iter().map(u8::to_string).collect();
                        ui.label(
                            RichText::new(format!("⛀ {}", gold.join(" ")))
                                .color(theme::BRASS)
                                .size(18.0),
                        );
                    }
                }
                None => {
                    ui.label(
                        RichText::new(locale.t("ws-hand-hidden"))
                            .italics()
                            .color(theme::PAPER_DARK),
                    );
                }
            });
        });
        ui.separator();
        ui.vertical(|ui| {
            ui.label(
                RichText::new(locale.t_args(
                    "ws-face-up",
                    args!["pile" => snap.view.as_ref().map_or(0, |v| v.pile_len) as i64],
                ))
                .strong()
                .color(theme::PAPER),
            );
            ui.horizontal(|ui| {
                for (i, &t) in game.face_up.iter().enumerate() {
                    let take = WsAction::Draw(Draw::FaceUp(i as u8));
                    let legal = snap.legal.iter().any(|(a, _)| *a == take);
                    if board2d::tile_card(ui, data, t, side, legal).clicked() && legal {
                        *submit = Some(take);
                    }
                }
            });
        });
        ui.separator();
        ui.vertical(|ui| {
            ui.label(
                RichText::new(locale.t("ws-resource-track"))
                    .strong()
                    .color(theme::PAPER),
            );
            ui.horizontal_wrapped(|ui| {
                for (i, gains) in data.file.resource_track.iter().enumerate() {
                    let parked = game.parked.get(i).copied().flatten();
                    let text = board2d::gains_text(gains);
                    let owner = parked
                        .and_then(|t| game.trains.get(usize::from(t)))
                        .map(|t| usize::from(t.owner));
                    let mut rt = RichText::new(format!("{} {text}", i + 1));
                    if let Some(o) = owner.and_then(|o| snap.seats.get(o)) {
                        rt = rt
                            .background_color(theme::seat_colour(o.colour))
                            .color(theme::seat_text_colour(o.colour));
                    } else {
                        rt = rt.color(theme::PAPER);
                    }
                    ui.label(rt.size(15.0));
                }
            });
        });
    });
}

fn score_sheet_window(
    ctx: &egui::Context,
    snap: &WsSnapshot,
    state: &mut WsUi,
    locale: &Locale,
    canvas: &mut Canvas,
) {
    let open = score_sheet::window(
        ctx,
        canvas,
        &locale.t("ws-score-sheet"),
        &score_sheet::headline(&snap.seats, &snap.winners, locale),
        None,
        |ui, _| {
            score_sheet::grid("ws-score-grid").show(ui, |ui| {
                score_sheet::seats_row(ui, &snap.seats);
                let lines: Vec<Vec<(&str, i64)>> = snap
                    .scores
                    .iter()
                    .map(|s| s.categories().to_vec())
                    .collect();
                score_sheet::category_rows(ui, locale, "ws", &lines);
                score_sheet::totals_row(
                    ui,
                    locale.t("ws-score-total"),
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
