//! 1822PNW on stream: the map from its tiles down the left, the market row and the running
//! companies' charters beside it, and the phase, bank and depot under the scoreboard — painted
//! from the public view alone. The table reuses its market row and charters.

use super::{company_colour, with_tile_map};
use crate::games::pnw1822::data::pnw;
use crate::games::pnw1822::schema::market_cell;
use crate::games::pnw1822::view::{CompanyShown, PnwPublic, RoundShown};
use crate::table::SeatId;
use crate::ui::charter::{Charter, paint_charters, paint_depot};
use crate::ui::map_camera::MapCam;
use crate::ui::market_row::{CellMark, MarketCell, MarketToken, paint_market_row};
use crate::ui::stream::{StreamBoard, StreamPaint};
use crate::ui::theme;
use bevy_egui::egui::{Align2, Color32, FontId, Painter, Pos2, Rect};

/// The registry's stream entry.
pub const STREAM: StreamBoard = StreamBoard {
    board,
    side: Some(side),
    scene: None,
};

/// The map at full height, the market row and the charters beside it.
fn board(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let Some(view) = p.public.typed::<PnwPublic>() else {
        return;
    };
    // The map is taller than wide: it takes the whole height, the rest goes beside it.
    let right = with_tile_map(pnw(), view, |map| {
        let bounds = map.bounds();
        let aspect = (bounds.1.x - bounds.0.x) / (bounds.1.y - bounds.0.y);
        let map_w = (rect.height() * aspect).min(rect.width() * 0.55);
        let (left, right) = rect.split_left_right_at_x(rect.min.x + map_w);
        painter.rect_filled(left, 8.0, Color32::from_rgb(0xe9, 0xe4, 0xd4));
        let mut cam = MapCam::default();
        cam.fit(left, bounds);
        map.paint(painter, left, &cam);
        right
    });
    let right = right.with_min_x(right.min.x + 10.0);
    // The market's 28 cells in one line where each gets 44 points, else wrapped in two.
    let lines = if right.width() >= 28.0 * 44.0 { 1 } else { 2 };
    let row_h = 24.0 + 66.0 * lines as f32;
    let (row, rest) = right.split_top_bottom_at_y(right.min.y + row_h);
    market(painter, row, view, p, lines);
    let charters = charters(view, p);
    let columns = if rest.width() > 760.0 { 3 } else { 2 };
    paint_charters(
        painter,
        rest.with_min_y(rest.min.y + 10.0),
        &charters,
        columns,
    );
}

/// The row of prices with every company's token.
fn market(painter: &Painter, rect: Rect, view: &PnwPublic, p: &StreamPaint, lines: usize) {
    let (cells, tokens) = market_row(view);
    let legend =
        ["pnw-market-par", "pnw-market-minor-par", "pnw-market-end"].map(|k| p.locale.t(k));
    paint_market_row(
        painter,
        rect,
        &cells,
        &tokens,
        lines,
        [&legend[0], &legend[1], &legend[2]],
    );
}

/// The market's cells and every company's token, those that have operated this round dimmed.
pub(super) fn market_row(view: &PnwPublic) -> (Vec<MarketCell>, Vec<MarketToken>) {
    let data = pnw();
    let cells: Vec<MarketCell> = data
        .game
        .market
        .iter()
        .filter_map(|code| market_cell(code))
        .map(|(price, marks)| MarketCell {
            price,
            mark: if marks.contains('e') {
                CellMark::End
            } else if marks.contains('p') {
                CellMark::MinorPar
            } else if marks.contains('x') {
                CellMark::Par
            } else {
                CellMark::Plain
            },
        })
        .collect();
    let operated: &[String] = match &view.round {
        RoundShown::Operating {
            order, operating, ..
        } => {
            let at = operating
                .as_ref()
                .and_then(|o| order.iter().position(|c| c == o))
                .unwrap_or(order.len());
            &order[..at]
        }
        _ => &[],
    };
    let tokens: Vec<MarketToken> = view
        .market
        .iter()
        .map(|m| MarketToken {
            col: m.column,
            fill: company_colour(data, &m.company),
            text: m.company.clone(),
            dim: operated.contains(&m.company),
        })
        .collect();
    (cells, tokens)
}

/// The charters of the companies running: majors first, then regionals and minors.
fn charters(view: &PnwPublic, p: &StreamPaint) -> Vec<Charter> {
    running_charters(view, &|s| {
        let name = p.names.get(s)?.clone();
        let seat = p.colours.get(s).copied()?;
        Some((name, theme::seat_colour(seat), theme::seat_glyph(seat)))
    })
}

/// The charters of the companies running, majors first, then regionals and minors; `president`
/// names a seat with its colour and glyph.
pub(super) fn running_charters(
    view: &PnwPublic,
    president: &dyn Fn(SeatId) -> Option<(String, Color32, &'static str)>,
) -> Vec<Charter> {
    let data = pnw();
    let rank = |c: &CompanyShown| match c.kind.as_str() {
        "major" => 0,
        "regional" => 1,
        _ => 2,
    };
    let mut running: Vec<&CompanyShown> = view
        .companies
        .iter()
        .filter(|c| c.floated && !c.closed)
        .collect();
    running.sort_by_key(|c| rank(c));
    running
        .into_iter()
        .map(|c| Charter {
            id: c.id.clone(),
            fill: company_colour(data, &c.id),
            price: c.price,
            treasury: c.treasury,
            president: c.president.and_then(president),
            trains: c.trains.clone(),
            tokens_left: c.tokens_left,
            note: c.major.as_ref().map(|m| format!("→ {m}")),
        })
        .collect()
}

/// The phase, the bank and the depot.
fn side(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let Some(view) = p.public.typed::<PnwPublic>() else {
        return;
    };
    let ink = theme::INK;
    let font = FontId::proportional((rect.height() / 7.0).clamp(14.0, 30.0));
    let lines = [
        format!("{} {}", p.locale.t("pnw-phase"), view.phase),
        super::panels::bank_line(p.locale, view.bank),
        match &view.depot.next {
            Some(train) => p.locale.t_args(
                "pnw-depot-next",
                &[
                    ("train", train.as_str().into()),
                    ("left", (view.depot.left as i64).into()),
                ],
            ),
            None => p.locale.t("pnw-depot-empty"),
        },
    ];
    let step = font.size * 1.5;
    for (k, line) in lines.iter().enumerate() {
        painter.text(
            Pos2::new(rect.min.x, rect.min.y + step * k as f32),
            Align2::LEFT_TOP,
            line,
            font.clone(),
            ink,
        );
    }
    let depot = rect.with_min_y(rect.min.y + step * lines.len() as f32);
    paint_depot(
        painter,
        depot,
        font.size * 0.8,
        &view.depot.by_kind,
        view.depot.next.as_deref(),
    );
}
