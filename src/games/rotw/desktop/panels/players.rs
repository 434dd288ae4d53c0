//! The left of the table: each player's card and the income track by turn.

use super::*;

pub(super) fn players_panel(
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
pub(super) fn income_chart(
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
