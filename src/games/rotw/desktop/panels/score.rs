//! The end-of-game score sheet: the reckoning, what broke a tie and the income chart.

use super::*;

pub(super) fn score_sheet(
    ctx: &egui::Context,
    snap: &RotwSnapshot,
    game: &RotwGame,
    data: &RotwData,
    state: &mut RotwUi,
    locale: &Locale,
    canvas: &mut Canvas,
) {
    let note = scoring::tiebreak(&snap.scores).map(|t| locale.t(t.key()));
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
