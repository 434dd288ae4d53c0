//! The Whistle Stop table: the board in the middle; the players on the left (fame, goods, tokens,
//! hand size, gold count, shares, upgrades, trains left) with the round and the upgrade display;
//! the decision and the log on the right; the viewer's hand, the face-up tiles and the resource
//! track below; the score sheet at the end.

use super::board2d::{self, Layout, Overlay};
use super::pick;
use super::state::{WsSnapshot, WsUi};
use super::tracks;
use crate::games::GameAction;
use crate::games::whistle_stop::WsAction;
use crate::games::whistle_stop::actions::Draw;
use crate::games::whistle_stop::data::{SpaceId, WsData, whistle_stop};
use crate::games::whistle_stop::rules::log::upgrade_key;
use crate::games::whistle_stop::rules::turn::round_space;
use crate::games::whistle_stop::schema::{Good, StopFile, TrackSpace};
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
    state.preview = None;
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
        .show(&mut root, |ui| {
            players_panel(ui, &snap, game, data, locale, &mut submit)
        });
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
            board(ui, &snap, game, data, &mut state, &mut submit, locale);
        }
        ViewMode::ThreeD => {
            view3d.orbit.active = true;
            let clicked =
                super::view3d::image_ui(ui, ui.max_rect(), &mut view3d, &snap, &mut state);
            submit = submit.take().or(clicked);
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
    tracks::turn_track(ui, game, data);
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

fn players_panel(
    ui: &mut Ui,
    snap: &WsSnapshot,
    game: &WsGame,
    data: &WsData,
    locale: &Locale,
    submit: &mut Option<WsAction>,
) {
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
                    let spent = if acting && game.phase == Phase::Turn { game.turn.tokens } else { 0 };
                    tracks::token_spaces(ui, spent, data.file.limits.tokens_per_turn);
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
            let key = upgrade_key(card.kind);
            let cost: Vec<&str> = card.cost.iter().map(|&g| board2d::good_letter(g)).collect();
            let words = format!("{} ★{}  {}", locale.t(&key), card.stars, cost.join("+"));
            // Clickable when the viewer may buy it now; what it does on hover either way.
            let buy = WsAction::Buy { upgrade: u, rare: None };
            let response = if snap.legal.iter().any(|(a, _)| *a == buy) {
                let r = widgets::button(ui, &words);
                if r.clicked() {
                    *submit = Some(buy);
                }
                r
            } else {
                ui.label(RichText::new(words).strong().color(INK))
            };
            response.on_hover_text(RichText::new(locale.t(&format!("{key}-does"))).size(18.0));
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

/// What a Town or end tile waiting for an answer asks, and what the player lacks of it:
/// "Denver asks Cotton + Gravel for 3★ · you lack Gravel".
fn asks(game: &WsGame, data: &WsData, seat: usize, locale: &Locale) -> Option<String> {
    let space = match game.todo.last()? {
        Todo::Town { space } | Todo::Deliver { space } => *space,
        _ => return None,
    };
    let laid = game.board[usize::from(space.0)]?;
    let tile = data.tile(laid.tile);
    let (stop, cost, fame) = tile.stops.iter().find_map(|s| match s {
        StopFile::Town { cost, fame, .. } | StopFile::Deliver { cost, fame } => {
            Some((s, cost, *fame))
        }
        _ => None,
    })?;
    let name = |g: Good| locale.t(&crate::games::whistle_stop::actions::good_key(g));
    let wants: Vec<String> = cost.iter().map(|&g| name(g)).collect();
    let mut have = game.players.get(seat)?.goods;
    let mut lack = Vec::new();
    for &g in cost {
        match have[g.index()] {
            0 => lack.push(name(g)),
            _ => have[g.index()] -= 1,
        }
    }
    let what = match stop {
        StopFile::Deliver { .. } => locale.t("ws-the-end-tile"),
        _ => super::words::stop_words(locale, stop),
    };
    let mut line = locale.t_args(
        "ws-asks",
        args!["stop" => what, "goods" => wants.join(" + "), "fame" => i64::from(fame)],
    );
    if !lack.is_empty() {
        line = format!(
            "{line} · {}",
            locale.t_args("ws-you-lack", args!["goods" => lack.join(" + ")])
        );
    }
    Some(line)
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
    if let Some(line) = asks(game, whistle_stop(), seat, locale) {
        ui.label(RichText::new(line).size(18.0).strong().color(INK_BLUE));
    }
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
    pick::settle(snap, state);
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
                    state.to = None;
                }
            }
        });
    }
    // A stop several moves end on, clicked on the board: only those, until "all moves".
    if let Some(to) = state.to {
        let place = super::words::stop_name(locale, whistle_stop(), game, to);
        let n = pick::moves_to(snap, state.train, to).len() as i64;
        ui.label(
            RichText::new(locale.t_args("ws-ways-to", args!["at" => place, "n" => n]))
                .strong()
                .color(INK_BLUE),
        );
        if widgets::button(ui, &locale.t("ws-all-moves")).clicked() {
            state.to = None;
        }
    }
    let mut hovered = None;
    // Ending the turn stays in sight, above the list.
    if let Some((end, label)) = snap.legal.iter().find(|(a, _)| *a == WsAction::EndTurn) {
        offer(ui, end, label, &mut hovered, submit);
    }
    let (picked, narrowed) = (state.train, state.to);
    let mut narrow = None;
    let height = (ui.available_height() * 0.6).max(160.0);
    egui::ScrollArea::vertical()
        .id_salt("ws-decision")
        .max_height(height)
        .show(ui, |ui| {
            let mine = |a: &WsAction| matches!(a, WsAction::Move { train, .. } if Some(usize::from(*train)) == picked);
            let mut listed: Vec<StopAt> = Vec::new();
            for (action, label) in &snap.legal {
                match action {
                    WsAction::EndTurn => {}
                    WsAction::Move { to, .. } if mine(action) => match narrowed {
                        Some(t) if t != *to => {}
                        Some(_) => offer(ui, action, label, &mut hovered, submit),
                        // One button a stop: the move itself, or the ways there to choose from.
                        None if !listed.contains(to) => {
                            listed.push(*to);
                            let ways = pick::moves_to(snap, picked, *to);
                            if ways.len() < 2 {
                                offer(ui, action, label, &mut hovered, submit);
                                continue;
                            }
                            let place = super::words::stop_name(locale, whistle_stop(), game, *to);
                            let words = locale.t_args(
                                "ws-to-ways",
                                args!["at" => place, "n" => ways.len() as i64],
                            );
                            let r = widgets::button(ui, &words);
                            if r.hovered() {
                                hovered = Some(ways[0].clone());
                            }
                            if r.clicked() {
                                narrow = Some(*to);
                            }
                        }
                        None => {}
                    },
                    WsAction::Move { .. } => {}
                    _ => offer(ui, action, label, &mut hovered, submit),
                }
            }
        });
    if narrow.is_some() {
        state.to = narrow;
    }
    if hovered.is_some() {
        state.preview = hovered;
    }
}

/// An action's button: hovering previews it, a click gives it.
fn offer(
    ui: &mut Ui,
    action: &WsAction,
    label: &str,
    hovered: &mut Option<WsAction>,
    submit: &mut Option<WsAction>,
) {
    let r = widgets::button(ui, label);
    if r.hovered() {
        *hovered = Some(action.clone());
    }
    if r.clicked() {
        *submit = Some(action.clone());
    }
}

/// The board, with the move preview; clicking a train picks it, clicking a ringed stop moves there
/// (or lists the moves that end there), hovering one previews its cheapest move.
fn board(
    ui: &mut Ui,
    snap: &WsSnapshot,
    game: &WsGame,
    data: &WsData,
    state: &mut WsUi,
    submit: &mut Option<WsAction>,
    locale: &Locale,
) {
    let outer = ui.max_rect().shrink(8.0);
    let response = ui.allocate_rect(outer, egui::Sense::click());
    let fame: Vec<u32> = game.players.iter().map(|p| p.fame).collect();
    let colours: Vec<_> = snap.seats.iter().map(|s| s.colour).collect();
    tracks::score_track(ui.painter(), outer, &fame, &colours);
    let layout = Layout::fit(outer.shrink(tracks::SCORE_BAND + 6.0), data);
    let under = response
        .hover_pos()
        .and_then(|p| pick::spot(&layout, data, snap, p));
    *submit = submit
        .take()
        .or_else(|| point(&response, under, snap, state));
    let (ghosts, end) = match &state.preview {
        Some(WsAction::Move { lays, to, .. }) => (lays.as_slice(), Some(*to)),
        _ => (&[][..], None),
    };
    let overlay = Overlay {
        ghosts,
        targets: targets(snap, state.train),
        end,
        selected: state.train,
    };
    board2d::paint_board(
        ui.painter(),
        &layout,
        data,
        (&game.board, &game.trains),
        &colours,
        &overlay,
        locale,
    );
    // The tile under a resting pointer, large and in words (not over a spot to act on, where the
    // preview shows instead).
    let laid = response
        .hover_pos()
        .filter(|_| under.is_none())
        .and_then(|p| {
            (0..data.spaces.len()).find_map(|i| {
                let c = layout.centre(data, SpaceId(i as u8));
                let l = game.board[i]?;
                (c.distance(p) < layout.size * 0.8).then_some(l)
            })
        });
    if let Some(l) = laid {
        response.on_hover_ui_at_pointer(|ui| {
            board2d::tile_tip(ui, data.tile(l.tile), l.rotation, locale);
        });
    }
    if let Some((_, p)) = under {
        ui.painter().circle_stroke(
            p,
            layout.size * 0.46,
            egui::Stroke::new(2.0, theme::PAPER_LIGHT),
        );
    }
}

/// The pointer over a board (2D or 3D) at `under`: a hover previews, a click picks or moves.
pub(super) fn point(
    response: &egui::Response,
    under: Option<(pick::Spot, egui::Pos2)>,
    snap: &WsSnapshot,
    state: &mut WsUi,
) -> Option<WsAction> {
    let (spot, _) = under?;
    if state.preview.is_none() {
        state.preview = pick::hover(spot, snap, state);
    }
    if response.hovered() {
        response.ctx.set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    let action = response
        .clicked()
        .then(|| pick::click(spot, snap, state))
        .flatten();
    if action.is_some() {
        state.train = None;
        state.to = None;
    }
    action
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
    // Tiles as large as the row allows: hand, face-up row and resource track side by side.
    let narrow = ui.available_width() < 1100.0;
    let side = if narrow { 60.0 } else { 92.0 };
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            // As wide as a full hand, hidden or not, so the row keeps its place.
            ui.set_width(3.0 * (side + 6.0) + 44.0);
            ui.label(
                RichText::new(locale.t("ws-your-hand"))
                    .strong()
                    .color(theme::PAPER),
            );
            ui.horizontal(|ui| match snap.viewer.and_then(|s| game.players.get(s)) {
                Some(p) => {
                    for &t in &p.hand {
                        board2d::tile_card(ui, data, t, side, false, locale);
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
                    if board2d::tile_card(ui, data, t, side, legal, locale).clicked() && legal {
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
            let colours: Vec<_> = snap.seats.iter().map(|s| s.colour).collect();
            // The spaces a train may park on now are ringed and take a click.
            let open: Vec<usize> = snap
                .legal
                .iter()
                .filter_map(|(a, _)| match a {
                    WsAction::Park { space } => Some(usize::from(*space)),
                    _ => None,
                })
                .collect();
            let width = if narrow { 38.0 } else { 54.0 };
            if let Some(space) = tracks::resource_track(ui, (game, data), &colours, width, &open) {
                *submit = Some(WsAction::Park { space: space as u8 });
            }
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
