//! The egui table screen: top bar, dice and specials, scores/thumbnails/log, the action bar, the sheet, the score sheet.

use super::art::TileStyle;
use super::layout;
use super::sheet2d::{self, paint_card};
use super::state::{self, DiceTumble, InkSnapshot, InkUi, Pick, TUMBLE_SECS, tile_name};
use super::view3d::View3d;
use crate::games::GameAction;
use crate::games::railroad_ink::InkAction;
use crate::games::railroad_ink::rules::notation::format_board;
use crate::games::railroad_ink::rules::scoring::Score;
use crate::games::railroad_ink::rules::sheet::InkError;
use crate::games::railroad_ink::rules::tiles::TileId;
use crate::ui::canvas::{self, Canvas};
use crate::ui::i18n::{Locale, args};
use crate::ui::seats::{CardHead, LogWords, player_card, seat_chip};
use crate::ui::settings::ViewMode;
use crate::ui::table_screen::TableShell;
use crate::ui::theme::{
    self, INK, INK_BLUE, INK_FADED, PAPER, PAPER_DARK, PAPER_LIGHT, WALNUT_LIGHT,
};
use crate::ui::{score_sheet, top_bar, widgets};
use bevy::prelude::*;
use bevy_egui::egui;
use egui::{
    Align, Align2, Color32, CornerRadius, FontId, Frame, Layout, Margin, Rect, RichText, Sense,
    Stroke, StrokeKind, Ui, vec2,
};

/// What the panels asked for this frame.
#[derive(Default)]
struct Requests {
    submit: Option<InkAction>,
    undo: bool,
}

/// The whole table screen (thin: layout and widgets; the rules' answers come from [`InkSnapshot`]).
#[allow(clippy::too_many_arguments)]
pub(super) fn table_ui(
    mut shell: TableShell,
    snap: Res<InkSnapshot>,
    mut state: ResMut<InkUi>,
    tumble: Res<DiceTumble>,
    mut view3d: ResMut<View3d>,
    mut canvas: Canvas,
) -> Result {
    if !snap.ready || snap.seats.is_empty() {
        return Ok(());
    }
    // The shell installs the app fonts during a pass; they apply from the next one. Wait for them.
    let Some(ctx) = shell.ctx()? else {
        return Ok(());
    };
    let now = shell.now();
    let colour_blind = shell.settings.colour_blind;
    let mut view = shell.settings.view;
    let mut req = Requests::default();
    let mut root = widgets::table_root(&ctx, "ink-root");
    // Mouse-only players reach the pause menu (save, load, settings, quit) from the top bar.
    let grow = round_bump(&tumble, now);
    let (table, locale) = (&shell.table, &shell.locale);
    if top_bar::show(
        &mut root,
        "ink-top",
        "Railroad Ink",
        table,
        locale,
        Some(&mut view),
        grow,
        |_| {},
    ) {
        shell.nav.paused = true;
    }
    let side = widgets::side_frame(12);
    let narrow = ctx.viewport_rect().width() < 1500.0;
    egui::Panel::left("ink-left")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 236.0 } else { 290.0 })
        .show(&mut root, |ui| {
            left_panel(
                ui,
                &snap,
                &mut state,
                &shell.locale,
                &tumble,
                now,
                &mut req,
                &mut canvas,
            );
        });
    egui::Panel::right("ink-right")
        .frame(side)
        .resizable(false)
        .exact_size(if narrow { 300.0 } else { 380.0 })
        .show(&mut root, |ui| {
            right_panel(
                ui,
                &snap,
                &mut state,
                &shell.locale,
                now,
                &shell.table.log,
                &mut canvas,
            );
        });
    let bottom = Frame::new()
        .fill(theme::FELT_DARK)
        .inner_margin(Margin::symmetric(16, 8));
    egui::Panel::bottom("ink-bottom")
        .frame(bottom)
        .show(&mut root, |ui| {
            action_bar(ui, &snap, &mut state, &shell.locale, &mut req);
        });
    // Before the sheet's picture, so it leaves out what the score sheet covers.
    if state.score_sheet && snap.final_result.is_some() {
        score_sheet(&ctx, &snap, &mut state, &shell.locale, &mut canvas);
    }
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        let rect = ui.max_rect();
        let seat = snap.shown_seat(&state);
        let labels = [
            shell.locale.t("ink-score-longest-rail"),
            shell.locale.t("ink-score-longest-road"),
        ];
        let labels = [labels[0].as_str(), labels[1].as_str()];
        let reason;
        match view {
            ViewMode::TwoD => {
                view3d.orbit.active = false;
                let out = sheet2d::sheet_view(
                    ui,
                    rect,
                    &mut canvas,
                    &snap,
                    &mut state,
                    seat,
                    now,
                    colour_blind,
                    labels,
                );
                if let Some(p) = out.submit {
                    req.submit = Some(InkAction::Draw(p));
                }
                reason = out.reason;
            }
            ViewMode::ThreeD => {
                view3d.orbit.active = true;
                if let Some(p) = super::view3d::image_ui(ui, rect, &snap, &mut state, &mut view3d) {
                    req.submit = Some(InkAction::Draw(p));
                }
                reason = view3d.reason;
            }
        }
        banner(ui, rect, &snap, &mut state, &shell.locale, seat, reason);
    });
    shell.keep_view(view);
    if let (Some(action), Some(seat)) = (req.submit, snap.to_act) {
        if matches!(action, InkAction::Draw(_)) {
            state.pick = None;
        }
        shell.submit(seat, GameAction::RailroadInk(action));
    }
    if req.undo {
        shell.undo();
    }
    Ok(())
}

/// A seat's name with its colour chip and glyph.
/// How much the round line grows for a moment when the dice are rolled.
fn round_bump(tumble: &DiceTumble, now: f64) -> f32 {
    if tumble.at <= 0.0 {
        return 0.0;
    }
    let fresh = ((now - tumble.at) / TUMBLE_SECS).clamp(0.0, 1.0) as f32;
    (1.0 - fresh) * 8.0
}

#[allow(clippy::too_many_arguments)]
fn left_panel(
    ui: &mut Ui,
    snap: &InkSnapshot,
    state: &mut InkUi,
    locale: &Locale,
    tumble: &DiceTumble,
    now: f64,
    req: &mut Requests,
    canvas: &mut Canvas,
) {
    let Some(roll) = snap.roll else {
        return;
    };
    let width = ui.available_width();
    let seat = snap.to_act;
    let interactive = snap.interactive(state);
    widgets::heading(ui, &locale.t("ink-dice"));
    let die = ((width - 12.0) / 2.0).min(118.0);
    let t = ((now - tumble.at) / TUMBLE_SECS) as f32;
    let tumbling = tumble.at > 0.0 && (0.0..1.0).contains(&t);
    egui::Grid::new("ink-dice")
        .spacing(vec2(12.0, 12.0))
        .show(ui, |ui| {
            for slot in 0..4u8 {
                let tile = roll.dice[slot as usize];
                let drawn = seat
                    .and_then(|s| snap.progress.get(s))
                    .is_some_and(|p| p.drawn[slot as usize]);
                let picked = state.pick == Some(Pick::Die(slot));
                let (rect, resp) = ui.allocate_exact_size(vec2(die, die), Sense::click());
                let painter = ui.painter_at(rect.expand(8.0));
                let (face, rect) = if tumbling {
                    // The tumble: faces flick through the die's sides and the card wobbles.
                    let faces: &[TileId] = if slot == 3 {
                        &TileId::SPECIAL_DIE
                    } else {
                        &TileId::BASIC
                    };
                    let k = ((t * 14.0) as usize + slot as usize * 2) % faces.len();
                    let wobble = (t * 40.0 + slot as f32).sin() * (1.0 - t) * die * 0.08;
                    (faces[k], rect.translate(vec2(wobble, -wobble.abs())))
                } else {
                    (tile, rect)
                };
                let paint = |painter: &egui::Painter, _: Rect| {
                    die_card(painter, rect, face, slot == 3, drawn && !tumbling);
                    painter.text(
                        rect.left_bottom() + vec2(6.0, -4.0),
                        Align2::LEFT_BOTTOM,
                        (slot + 1).to_string(),
                        FontId::new(16.0, theme::bold()),
                        INK_FADED,
                    );
                };
                if tumbling {
                    paint(&painter, rect);
                } else {
                    // A die at rest is a still picture (on the panel's paper, within half the
                    // gap to its neighbours); the brass ring of the picked one goes over it.
                    let area = canvas::align(ui.ctx(), rect.expand(5.0));
                    let key = (face, slot, drawn);
                    canvas.show(&painter, area, PAPER, key, paint);
                }
                if picked {
                    painter.rect_stroke(
                        rect.expand(3.0),
                        CornerRadius::same(16),
                        Stroke::new(5.0, theme::BRASS),
                        StrokeKind::Outside,
                    );
                }
                let resp = resp.on_hover_text(tile_name(locale, tile));
                if resp.clicked() && interactive && !drawn {
                    state.pick = if picked { None } else { Some(Pick::Die(slot)) };
                }
                if slot % 2 == 1 {
                    ui.end_row();
                }
            }
        });
    ui.add_space(6.0);
    widgets::heading(ui, &locale.t("ink-specials"));
    let sheet = seat
        .or(Some(snap.shown_seat(state)))
        .and_then(|s| snap.sheets.get(s));
    let used: Vec<(TileId, u8)> = sheet.map(|s| s.specials_used.clone()).unwrap_or_default();
    let this_round = seat
        .and_then(|s| snap.progress.get(s))
        .and_then(|p| p.special)
        .is_some();
    let round_text = locale.t_args("ink-specials-round", args!["used" => u8::from(this_round)]);
    let game_text = locale.t_args("ink-specials-game", args!["used" => used.len()]);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        counter(ui, &round_text, this_round);
        counter(ui, &game_text, used.len() >= 3);
    });
    let card = ((width - 2.0 * 8.0) / 3.0).min(84.0);
    egui::Grid::new("ink-specials")
        .spacing(vec2(8.0, 8.0))
        .show(ui, |ui| {
            for (i, tile) in TileId::SPECIALS.iter().enumerate() {
                let (rect, resp) = ui.allocate_exact_size(vec2(card, card), Sense::click());
                let painter = ui.painter_at(rect.expand(6.0));
                let used_in = used.iter().find(|(t, _)| t == tile).map(|(_, r)| *r);
                let available = snap.available(Pick::Special(*tile));
                let picked = state.pick == Some(Pick::Special(*tile));
                let style = TileStyle {
                    greyed: !available,
                    ..TileStyle::card()
                };
                // A special route's card is a still picture (on the panel's paper, within half
                // the gap to its neighbours); the brass ring of the picked one goes over it.
                let area = canvas::align(ui.ctx(), rect.expand(3.0));
                let key = (*tile, available, used_in);
                canvas.show(&painter, area, PAPER, key, |painter, _| {
                    paint_card(painter, rect, *tile, &style);
                    if let Some(r) = used_in {
                        // Used: crossed out, with the round it was used in (as players write it).
                        let s = Stroke::new(3.0, sheet2d::ERROR_RED);
                        painter.line_segment(
                            [
                                rect.left_top() + vec2(6.0, 6.0),
                                rect.right_bottom() - vec2(6.0, 6.0),
                            ],
                            s,
                        );
                        let badge =
                            Rect::from_center_size(rect.center(), vec2(card * 0.5, card * 0.3));
                        painter.rect_filled(badge, CornerRadius::same(6), INK);
                        painter.text(
                            badge.center(),
                            Align2::CENTER_CENTER,
                            format!("R{r}"),
                            FontId::new(card * 0.2, theme::bold()),
                            PAPER_LIGHT,
                        );
                    }
                });
                if picked {
                    painter.rect_stroke(
                        rect.expand(3.0),
                        CornerRadius::same(10),
                        Stroke::new(4.0, theme::BRASS),
                        StrokeKind::Outside,
                    );
                }
                let tip = format!("S{i} · {}", tile_name(locale, *tile));
                if resp.on_hover_text(tip).clicked() && interactive && available {
                    state.pick = if picked {
                        None
                    } else {
                        Some(Pick::Special(*tile))
                    };
                }
                if i % 3 == 2 {
                    ui.end_row();
                }
            }
        });
    ui.add_space(8.0);
    // The tile in hand, turned as it will be drawn, with rotate/flip.
    if let Some(tile) = state.pick.and_then(|p| snap.pick_tile(p)) {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 8.0;
            let (rect, _) = ui.allocate_exact_size(vec2(64.0, 64.0), Sense::hover());
            super::art::paint_tile(
                ui.painter(),
                rect,
                tile,
                state.shown_or_chosen(),
                &TileStyle::card(),
            );
            let small = |t: &str| {
                egui::Button::new(RichText::new(t).family(theme::bold()).size(22.0))
                    .min_size(vec2(52.0, 52.0))
            };
            let rotate = ui.add(small("⟳"));
            if rotate
                .on_hover_text(format!("{} (R)", locale.t("ink-rotate")))
                .clicked()
            {
                state.orientation = layout::rotated(state.shown_or_chosen());
            }
            let flip = ui.add(small("⇋"));
            if flip
                .on_hover_text(format!("{} (F)", locale.t("ink-flip")))
                .clicked()
            {
                state.orientation = layout::flipped(state.shown_or_chosen());
            }
        });
    }
    let _ = req;
}

fn counter(ui: &mut Ui, text: &str, full: bool) {
    let (fill, fg) = if full {
        (INK, PAPER_LIGHT)
    } else {
        (PAPER_DARK, INK)
    };
    ui.label(
        RichText::new(format!(" {text} "))
            .size(14.0)
            .family(theme::bold())
            .color(fg)
            .background_color(fill),
    );
}

/// A die: rounded white card, a thicker blue frame and a star for the special die, a tick once drawn.
/// A die (or special) card with its face; a drawn one greyed with a tick.
pub(super) fn die_card(
    painter: &egui::Painter,
    rect: Rect,
    tile: TileId,
    special: bool,
    drawn: bool,
) {
    painter.rect_filled(
        rect.translate(vec2(2.0, 4.0)),
        CornerRadius::same(14),
        Color32::from_black_alpha(60),
    );
    let frame = if special { INK_BLUE } else { WALNUT_LIGHT };
    painter.rect(
        rect,
        CornerRadius::same(14),
        if drawn { PAPER_DARK } else { Color32::WHITE },
        Stroke::new(if special { 4.0 } else { 2.0 }, frame),
        StrokeKind::Inside,
    );
    let face = rect.shrink(rect.width() * 0.1);
    super::art::paint_tile(
        painter,
        face,
        tile,
        crate::games::railroad_ink::rules::tiles::Orientation(0),
        &TileStyle {
            greyed: drawn,
            ..Default::default()
        },
    );
    if special {
        painter.text(
            rect.right_top() + vec2(-6.0, 4.0),
            Align2::RIGHT_TOP,
            "★",
            FontId::proportional(18.0),
            INK_BLUE,
        );
    }
    if drawn {
        let c = rect.right_bottom() - vec2(rect.width() * 0.17, rect.width() * 0.17);
        painter.circle(
            c,
            rect.width() * 0.12,
            theme::FELT,
            Stroke::new(2.0, PAPER_LIGHT),
        );
        let font = FontId::new(rect.width() * 0.14, theme::bold());
        painter.text(c, Align2::CENTER_CENTER, "✔", font, PAPER_LIGHT);
    }
}

fn right_panel(
    ui: &mut Ui,
    snap: &InkSnapshot,
    state: &mut InkUi,
    locale: &Locale,
    now: f64,
    log: &LogWords,
    canvas: &mut Canvas,
) {
    widgets::heading(ui, &locale.t("ink-scores"));
    let shown = snap.shown_seat(state);
    for (seat, s) in snap.seats.iter().enumerate() {
        let Some(score) = snap.scores.get(seat) else {
            continue;
        };
        // Only the shown seat's card is lit; the seat to act has the brass edge.
        let head = CardHead {
            lit: seat == shown,
            acting: Some(seat) == snap.to_act,
            score: score.total.to_string(),
            hint: None,
        };
        let marks = |ui: &mut Ui| {
            if snap.finished.get(seat).copied().unwrap_or(false) && snap.final_result.is_none() {
                ui.label(RichText::new("✔").color(theme::FELT));
            }
        };
        player_card(ui, s, head, marks, |ui| {
            ui.label(
                RichText::new(parts_line(locale, score))
                    .size(14.0)
                    .color(INK_FADED),
            );
        });
    }
    if snap.seats.len() > 1 {
        ui.add_space(4.0);
        let others: Vec<usize> = (0..snap.seats.len()).filter(|s| *s != shown).collect();
        let (cols, max) = if others.len() == 1 {
            (1.0, 200.0)
        } else {
            (2.0, 150.0)
        };
        let w = ((ui.available_width() - 10.0) / cols).min(max);
        ui.horizontal_wrapped(|ui| {
            for seat in others {
                let (rect, resp) = ui.allocate_exact_size(vec2(w, w + 22.0), Sense::click());
                let sheet_rect = Rect::from_min_size(rect.min + vec2(0.0, 22.0), vec2(w, w));
                let painter = ui.painter_at(rect);
                let s = &snap.seats[seat];
                let title = format!("{} {}", theme::seat_glyph(s.colour), s.name);
                painter.rect_filled(
                    Rect::from_min_size(rect.min, vec2(w, 20.0)),
                    CornerRadius::same(4),
                    theme::seat_colour(s.colour),
                );
                painter.text(
                    rect.min + vec2(4.0, 10.0),
                    Align2::LEFT_CENTER,
                    title,
                    FontId::new(14.0, theme::bold()),
                    theme::seat_text_colour(s.colour),
                );
                sheet2d::thumbnail(
                    &painter,
                    canvas,
                    sheet_rect,
                    snap.drawn.get(seat).map(Vec::as_slice).unwrap_or(&[]),
                    now,
                );
                if resp.hovered() {
                    painter.rect_stroke(
                        rect,
                        CornerRadius::same(6),
                        Stroke::new(3.0, theme::BRASS),
                        StrokeKind::Inside,
                    );
                }
                if resp.on_hover_text(locale.t("ink-look")).clicked() {
                    state.viewing = Some(seat);
                    state.pick = None;
                }
            }
        });
    }
    ui.add_space(4.0);
    widgets::log_panel(ui, &locale.t("log"), &snap.seats, log, usize::MAX);
}

/// "Exits 12 · Rail 5 · Road 7 · Centre 4 · Errors −3".
fn parts_line(locale: &Locale, s: &Score) -> String {
    format!(
        "{} {} · {} {} · {} {} · {} {} · {} −{}",
        locale.t("ink-score-exits"),
        s.exit_points,
        locale.t("ink-score-longest-rail"),
        s.longest_rail,
        locale.t("ink-score-longest-road"),
        s.longest_road,
        locale.t("ink-score-centre"),
        s.centre,
        locale.t("ink-score-errors"),
        s.errors
    )
}

fn action_bar(
    ui: &mut Ui,
    snap: &InkSnapshot,
    state: &mut InkUi,
    locale: &Locale,
    req: &mut Requests,
) {
    ui.horizontal(|ui| {
        let interactive = snap.interactive(state);
        let undo = ui.add_enabled(
            interactive && snap.undoable > 0,
            egui::Button::new(
                RichText::new(format!("↶ {}", locale.t("undo"))).family(theme::bold()),
            )
            .min_size(vec2(120.0, 44.0)),
        );
        if undo.on_hover_text("Ctrl+Z").clicked() {
            req.undo = true;
        }
        let blocked = snap.finish_blocked.as_deref().filter(|_| interactive);
        let (hint, warn) = if !interactive {
            (String::new(), false)
        } else if state.pick.is_some() {
            let hint = locale.t("ink-hint-place");
            (hint, false)
        } else if let Some(why) = blocked {
            (why.to_owned(), true)
        } else {
            let hint = locale.t("ink-hint-pick");
            (hint, false)
        };
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if snap.final_result.is_some() {
                let scores =
                    egui::Button::new(RichText::new(locale.t("ink-scores")).family(theme::bold()))
                        .min_size(vec2(150.0, 44.0));
                if ui.add(scores).clicked() {
                    state.score_sheet = true;
                }
                let label = locale.t("ink-highlights");
                ui.checkbox(
                    &mut state.highlights,
                    RichText::new(label).color(PAPER_LIGHT),
                );
                return;
            }
            let ok = interactive && blocked.is_none();
            let fill = if ok { INK_BLUE } else { PAPER_DARK };
            let text = RichText::new(format!("{} ⏎", locale.t("ink-finish-round")))
                .family(theme::bold())
                .color(if ok { PAPER_LIGHT } else { INK_FADED });
            let b = egui::Button::new(text)
                .fill(fill)
                .min_size(vec2(200.0, 44.0));
            let resp = ui.add_enabled(ok, b);
            let resp = match blocked {
                Some(why) => resp.on_disabled_hover_text(why),
                None => resp.on_hover_text("Enter"),
            };
            if resp.clicked() {
                req.submit = Some(InkAction::FinishRound);
            }
            ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                let colour = if warn { theme::BRASS } else { PAPER_LIGHT };
                ui.add(egui::Label::new(RichText::new(hint).size(17.0).color(colour)).truncate());
            });
        });
    });
}

/// The strip over the sheet: whose sheet it is, a way back, and why a hovered square is illegal.
fn banner(
    ui: &mut Ui,
    rect: Rect,
    snap: &InkSnapshot,
    state: &mut InkUi,
    locale: &Locale,
    seat: usize,
    reason: Option<InkError>,
) {
    let s = &snap.seats[seat];
    let name_rect = Rect::from_min_size(rect.min + vec2(14.0, 12.0), vec2(420.0, 40.0));
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(name_rect)
            .layout(Layout::left_to_right(Align::Center)),
    );
    seat_chip(&mut child, s.colour, &s.name, 22.0);
    let away = state
        .viewing
        .is_some_and(|v| Some(v) != snap.to_act && snap.to_act.is_some());
    if away
        && child
            .button(format!("↩ {}", locale.t("ink-back")))
            .clicked()
    {
        state.viewing = None;
    }
    if snap.to_act.is_none() && state.viewing.is_some() {
        let _ = &mut child;
    }
    if let Some(why) = reason.map(|e| state::refusal(locale, &e)) {
        let at = egui::pos2(rect.center().x, rect.bottom() - 24.0);
        let galley =
            ui.painter()
                .layout_no_wrap(why, FontId::new(19.0, theme::bold()), PAPER_LIGHT);
        let bg = Rect::from_center_size(at, galley.size() + vec2(24.0, 12.0));
        ui.painter()
            .rect_filled(bg, CornerRadius::same(10), sheet2d::ERROR_RED);
        ui.painter()
            .galley(bg.min + vec2(12.0, 6.0), galley, PAPER_LIGHT);
    }
}

fn score_sheet(
    ctx: &egui::Context,
    snap: &InkSnapshot,
    state: &mut InkUi,
    locale: &Locale,
    canvas: &mut Canvas,
) {
    let Some(result) = &snap.final_result else {
        return;
    };
    let headline = score_sheet::headline(&snap.seats, &result.winners, locale);
    let note = tiebreak_note(&result.scores, &result.winners).map(|n| locale.t(n.0));
    let open = score_sheet::window(
        ctx,
        canvas,
        &locale.t("ink-score-sheet"),
        &headline,
        note,
        |ui, _| {
            score_sheet::grid("ink-score-grid").show(ui, |ui| {
                score_sheet::seats_row(ui, &snap.seats);
                let row = |ui: &mut Ui, label: String, f: &dyn Fn(&Score) -> String| {
                    ui.label(RichText::new(label).family(theme::bold()));
                    for sc in &result.scores {
                        ui.label(f(sc));
                    }
                    ui.end_row();
                };
                row(ui, locale.t("ink-score-exits"), &|s| {
                    let nets: Vec<String> = s
                        .network_exit_counts
                        .iter()
                        .filter(|n| **n >= 2)
                        .map(u32::to_string)
                        .collect();
                    if nets.is_empty() {
                        s.exit_points.to_string()
                    } else {
                        format!("{}  ({})", s.exit_points, nets.join("+"))
                    }
                });
                row(ui, locale.t("ink-score-longest-rail"), &|s| {
                    s.longest_rail.to_string()
                });
                row(ui, locale.t("ink-score-longest-road"), &|s| {
                    s.longest_road.to_string()
                });
                row(ui, locale.t("ink-score-centre"), &|s| s.centre.to_string());
                row(ui, locale.t("ink-score-errors"), &|s| {
                    format!("−{}", s.errors)
                });
                score_sheet::totals_row(
                    ui,
                    locale.t("ink-score-total"),
                    result
                        .scores
                        .iter()
                        .enumerate()
                        .map(|(i, sc)| (sc.total, result.winners.contains(&i))),
                );
            });
            ui.add_space(6.0);
            ui.label(
                RichText::new(locale.t("ink-score-legend"))
                    .size(15.0)
                    .color(INK_FADED),
            );
            ui.horizontal(|ui| {
                for (seat, s) in snap.seats.iter().enumerate() {
                    if ui
                        .button(format!("{} {}", theme::seat_glyph(s.colour), s.name))
                        .clicked()
                    {
                        state.viewing = Some(seat);
                        state.highlights = true;
                        state.score_sheet = false;
                    }
                }
            });
            // Share a board: the community notation, pasteable into `ferrovia ink score`.
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(locale.t("ink-copy-notation")).color(INK_FADED));
                for (seat, s) in snap.seats.iter().enumerate() {
                    let Some(sheet) = snap.sheets.get(seat) else {
                        continue;
                    };
                    if ui
                        .button(format!("{} {}", theme::seat_glyph(s.colour), s.name))
                        .on_hover_text(locale.t("ink-copy-notation-hint"))
                        .clicked()
                    {
                        ui.ctx().copy_text(format_board(sheet.board.placements()));
                    }
                }
            });
        },
    );
    if !open {
        state.score_sheet = false;
    }
}

/// The tie-break sentence, if the top total was tied: (key, English).
pub fn tiebreak_note(scores: &[Score], winners: &[usize]) -> Option<(&'static str, &'static str)> {
    let best = scores.iter().map(|s| s.total).max()?;
    let tied = scores.iter().filter(|s| s.total == best).count();
    if tied < 2 {
        return None;
    }
    Some(if winners.len() == 1 {
        ("ink-tiebreak-errors", "Tied on points: fewer errors wins.")
    } else {
        (
            "ink-tiebreak-shared",
            "Tied on points and errors: the victory is shared.",
        )
    })
}
