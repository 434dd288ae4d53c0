//! The charts 18xx players have asked for (18xx.games shows only tables): every company's share
//! price per round, every player's net worth per round, and each company's revenue per operating
//! round — all read from the public view's `history`, pointed at for the values.

use super::company_colour;
use crate::games::pnw1822::data::pnw;
use crate::games::pnw1822::view::{PnwPublic, RoundShownAfter};
use crate::ui::canvas::Canvas;
use crate::ui::chart::{Series, line_chart_with_readout};
use crate::ui::i18n::Locale;
use crate::ui::seats::SeatView;
use crate::ui::theme;
use crate::ui::widgets;
use bevy_egui::egui::{self, Ui};
use std::collections::BTreeSet;

/// Which chart is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Chart {
    /// Share prices per round.
    #[default]
    Prices,
    /// Net worth per round.
    Worths,
    /// Revenue per operating round.
    Revenues,
}

/// Each company's price after every round (a gap where it was not on the market), and the
/// rounds' names.
pub fn price_series(history: &[RoundShownAfter]) -> (Vec<Series>, Vec<String>) {
    let companies = names_in(history.iter().flat_map(|r| r.prices.keys()));
    let series = companies
        .into_iter()
        .map(|c| Series {
            colour: line_colour(&c),
            values: history
                .iter()
                .map(|r| r.prices.get(&c).map_or(f64::NAN, |p| f64::from(*p)))
                .collect(),
            label: c,
        })
        .collect();
    (series, history.iter().map(|r| r.round.clone()).collect())
}

/// Each player's net worth after every round.
pub fn worth_series(history: &[RoundShownAfter], seats: &[SeatView]) -> (Vec<Series>, Vec<String>) {
    let series = seats
        .iter()
        .enumerate()
        .map(|(k, s)| Series {
            label: s.name.clone(),
            colour: theme::seat_colour(s.colour),
            values: history
                .iter()
                .map(|r| r.worths.get(k).map_or(f64::NAN, |w| *w as f64))
                .collect(),
        })
        .collect();
    (series, history.iter().map(|r| r.round.clone()).collect())
}

/// Each company's revenue in every operating round (a gap where it did not run).
pub fn revenue_series(history: &[RoundShownAfter]) -> (Vec<Series>, Vec<String>) {
    let ors: Vec<&RoundShownAfter> = history
        .iter()
        .filter(|r| r.round.starts_with("OR"))
        .collect();
    let companies = names_in(ors.iter().flat_map(|r| r.revenues.keys()));
    let series = companies
        .into_iter()
        .map(|c| Series {
            colour: line_colour(&c),
            values: ors
                .iter()
                .map(|r| r.revenues.get(&c).map_or(f64::NAN, |v| *v as f64))
                .collect(),
            label: c,
        })
        .collect();
    (series, ors.iter().map(|r| r.round.clone()).collect())
}

/// A company's line: a major's own colour; a minor's or regional's (all near-black on the map,
/// where their tokens carry their names) one of a set told apart, by its number.
fn line_colour(id: &str) -> bevy_egui::egui::Color32 {
    use bevy_egui::egui::Color32;
    const MINORS: [Color32; 8] = [
        Color32::from_rgb(0x6a, 0x3d, 0x9a),
        Color32::from_rgb(0xb1, 0x59, 0x28),
        Color32::from_rgb(0x1f, 0x78, 0xb4),
        Color32::from_rgb(0x33, 0xa0, 0x2c),
        Color32::from_rgb(0xe3, 0x1a, 0x1c),
        Color32::from_rgb(0xff, 0x7f, 0x00),
        Color32::from_rgb(0x5c, 0x5c, 0x5c),
        Color32::from_rgb(0xa6, 0x36, 0x7a),
    ];
    let data = pnw();
    if data.game.majors.iter().any(|m| m.id == id) {
        return company_colour(data, id);
    }
    let k = data.corp_ids().position(|c| c == id).unwrap_or(0);
    MINORS[k % MINORS.len()]
}

/// Company names, majors (letters) before minors (numbers), each once.
fn names_in<'a>(names: impl Iterator<Item = &'a String>) -> Vec<String> {
    let set: BTreeSet<(bool, usize, &String)> = names
        .map(|n| (n.chars().all(|c| c.is_ascii_digit()), n.len(), n))
        .collect();
    set.into_iter().map(|(_, _, n)| n.clone()).collect()
}

/// The charts' window: a choice of chart and the chart itself. Returns whether it stays open.
pub(super) fn window(
    ctx: &egui::Context,
    canvas: &mut Canvas,
    chart: &mut Chart,
    view: &PnwPublic,
    seats: &[SeatView],
    locale: &Locale,
) -> bool {
    let mut open = true;
    egui::Window::new(locale.t("pnw-charts"))
        .id(egui::Id::new("pnw-charts"))
        .open(&mut open)
        .collapsible(false)
        .default_size([760.0, 460.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (c, key) in [
                    (Chart::Prices, "pnw-chart-prices"),
                    (Chart::Worths, "pnw-chart-worths"),
                    (Chart::Revenues, "pnw-chart-revenues"),
                ] {
                    if widgets::choice(ui, *chart == c, &locale.t(key)).clicked() {
                        *chart = c;
                    }
                }
            });
            ui.add_space(6.0);
            let (series, names) = match chart {
                Chart::Prices => price_series(&view.history),
                Chart::Worths => worth_series(&view.history, seats),
                Chart::Revenues => revenue_series(&view.history),
            };
            show(ui, canvas, &series, &names, locale);
        });
    open
}

fn show(ui: &mut Ui, canvas: &mut Canvas, series: &[Series], names: &[String], locale: &Locale) {
    if names.is_empty() {
        ui.label(locale.t("pnw-chart-empty"));
        return;
    }
    let dollars = |v: f64| format!("${v}");
    line_chart_with_readout(
        ui,
        canvas,
        360.0,
        series,
        &locale.t("pnw-chart-rounds"),
        series.len() <= 8,
        names,
        &dollars,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn round(name: &str, prices: &[(&str, u32)], revenues: &[(&str, i64)]) -> RoundShownAfter {
        RoundShownAfter {
            round: name.into(),
            prices: prices.iter().map(|(c, p)| (c.to_string(), *p)).collect(),
            worths: vec![400, 500],
            revenues: revenues
                .iter()
                .map(|(c, v)| (c.to_string(), *v))
                .collect::<BTreeMap<_, _>>(),
        }
    }

    /// The price chart holds each company's price in every round, a gap where it was not on the
    /// market; the revenue chart only the operating rounds.
    #[test]
    fn the_series_are_the_history() {
        let history = vec![
            round("SR 1", &[("6", 50)], &[]),
            round(
                "OR 1.1",
                &[("6", 55), ("GN", 100)],
                &[("6", 40), ("GN", 90)],
            ),
            round("MR 1.1", &[("GN", 110)], &[]),
        ];
        let (prices, names) = price_series(&history);
        assert_eq!(names, ["SR 1", "OR 1.1", "MR 1.1"]);
        assert_eq!(prices[0].label, "GN");
        assert_eq!(prices[0].values[1..], [100.0, 110.0]);
        assert!(prices[0].values[0].is_nan());
        assert_eq!(prices[1].values[..2], [50.0, 55.0]);
        let (revenues, ors) = revenue_series(&history);
        assert_eq!(ors, ["OR 1.1"]);
        assert_eq!(
            revenues.iter().map(|s| s.values[0]).collect::<Vec<_>>(),
            [90.0, 40.0]
        );
    }
}
