//! The map on the table: the tile map kit through the player's camera (drag, wheel, arrows,
//! Home), the hexes laid this round outlined in brass, the hexes a tile may go to in cyan, the picked hex with its tile previewed at the
//! picked rotation, and the cities a token may go to glowing with its price. A click picks a hex,
//! turns the picked tile through its legal rotations only, or places a token.

use super::offers::{Offers, TileOffer};
use super::run_edit::RunEdit;
use super::state::{PnwSnapshot, PnwUi};
use super::{fill, with_tile_map};
use crate::games::pnw1822::actions::{PnwAction, RunRoute};
use crate::games::pnw1822::data::{PnwData, pnw};
use crate::games::pnw1822::rules::{operating, tokens};
use crate::games::pnw1822::schema::TerrainKind;
use crate::games::pnw1822::view::PnwPublic;
use crate::ui::i18n::{Locale, args};
use crate::ui::map_camera::MapCam;
use crate::ui::theme;
use crate::ui::tile_painter::TileShape;
use bevy_egui::egui::{self, Align2, Color32, FontId, Rect, Sense, Stroke, Ui};

/// Lay targets: a cyan that reads on every tile colour and for every kind of colour vision.
const TARGET: Color32 = Color32::from_rgb(0x00, 0xb4, 0xd8);
/// The picked hex.
pub(super) const PICKED: Color32 = Color32::from_rgb(0xff, 0x2e, 0x88);

/// Paints the map in `rect` and answers a click: an action to submit (a token), or a pick.
pub(super) fn map(
    ui: &mut Ui,
    rect: Rect,
    snap: &PnwSnapshot,
    state: &mut PnwUi,
    cam: &mut MapCam,
    locale: &Locale,
) -> Option<PnwAction> {
    let view = snap.public.as_ref()?;
    let data = pnw();
    let starting;
    let view = if state.starting_map {
        starting = starting_map(view);
        &starting
    } else {
        view
    };
    let response = ui.allocate_rect(rect, Sense::click_and_drag());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, Color32::from_rgb(0xe9, 0xe4, 0xd4));
    with_tile_map(data, view, |map| {
        cam.frame(rect, map.bounds());
        cam.steer(ui, rect, &response);
        map.paint(&painter, rect, cam);
        let offers = &snap.offers;
        let thick = (cam.zoom * 0.08).max(2.5);
        for id in &view.laid {
            if let Some(hex) = data.hex(id) {
                // Brass on an ink edge: it reads on yellow tiles as on the others.
                let hex = usize::from(hex);
                map.outline(
                    &painter,
                    rect,
                    cam,
                    hex,
                    Stroke::new(thick * 1.1, theme::INK),
                );
                map.outline(
                    &painter,
                    rect,
                    cam,
                    hex,
                    Stroke::new(thick * 0.6, theme::BRASS),
                );
            }
        }
        for &hex in offers.lays.keys() {
            map.outline(
                &painter,
                rect,
                cam,
                usize::from(hex),
                Stroke::new(thick, TARGET),
            );
        }
        if let Some(hex) = state.hex {
            if let Some((shape, colour)) = picked_tile(data, offers, state) {
                map.preview(&painter, rect, cam, usize::from(hex), &shape, colour);
            }
            map.outline(
                &painter,
                rect,
                cam,
                usize::from(hex),
                Stroke::new(thick * 1.5, PICKED),
            );
        }
        if let Some(run) = state.run_edit(snap) {
            paint_routes(&painter, map, rect, cam, run);
        }
        let price = format!("${}", data.game.token_price);
        for &(hex, city) in &offers.tokens {
            if let Some(at) = map.stop_on_screen(rect, cam, usize::from(hex), city) {
                let r = cam.zoom * 0.3;
                painter.circle_stroke(at, r, Stroke::new(thick, TARGET));
                painter.text(
                    at + egui::vec2(0.0, r + cam.zoom * 0.12),
                    Align2::CENTER_CENTER,
                    &price,
                    FontId::proportional((cam.zoom * 0.22).max(11.0)),
                    theme::INK,
                );
            }
        }
        if let Some(hex) = destination_offered(snap) {
            let hex = usize::from(hex);
            let city = map.hexes[hex].shape.stops.first().map(|s| s.node);
            if let Some(at) = city.and_then(|c| map.stop_on_screen(rect, cam, hex, c)) {
                let r = cam.zoom * 0.3;
                painter.circle_stroke(at, r, Stroke::new(thick, TARGET));
                painter.text(
                    at + egui::vec2(0.0, r + cam.zoom * 0.12),
                    Align2::CENTER_CENTER,
                    locale.t("pnw-destination-free"),
                    FontId::proportional((cam.zoom * 0.22).max(11.0)),
                    theme::INK,
                );
            }
        }
        if state.read_out
            && let Some(p) = response.hover_pos()
            && let Some(pick) = map.pick(rect, cam, p)
        {
            response
                .clone()
                .on_hover_text_at_pointer(hex_words(data, view, pick.hex, locale));
        }
        if !response.clicked() || state.starting_map {
            return None;
        }
        let p = response.interact_pointer_pos()?;
        let pick = map.pick(rect, cam, p)?;
        map_click(
            snap,
            state,
            pick.hex as u16,
            pick.slot.map(|(node, _)| node),
        )
    })
}

/// What a hex is, for the pointer: its name, what stands on it and what building there costs
/// (the map's own text is small at the fitted zoom).
fn hex_words(data: &PnwData, view: &PnwPublic, hex: usize, locale: &Locale) -> String {
    let h = &data.hexes[hex];
    let mut lines = vec![format!("{} {}", h.id, h.name).trim().to_string()];
    if let Some(t) = view.tiles.iter().find(|t| t.hex == h.id) {
        lines.push(locale.t_args("pnw-hover-tile", args!["tile" => t.tile.as_str()]));
    } else if let Some((kind, cost)) = h.terrain {
        let key = match kind {
            TerrainKind::Forest => "pnw-hover-forest",
            TerrainKind::Mountain => "pnw-hover-mountain",
            TerrainKind::Water => "pnw-hover-water",
        };
        lines.push(locale.t_args(key, args!["cost" => cost]));
    }
    lines.join("\n")
}

/// A click on the map (2D or 3D) on `hex` (on city `node`, if on one): while trains run, it
/// edits the picked train's route; otherwise see [`click`].
pub(super) fn map_click(
    snap: &PnwSnapshot,
    state: &mut PnwUi,
    hex: u16,
    node: Option<u8>,
) -> Option<PnwAction> {
    if let (Some(game), Some(run)) = (snap.game.as_ref(), state.run_edit(snap)) {
        run.click(pnw(), game, hex);
        return None;
    }
    if destination_offered(snap) == Some(hex) {
        return Some(PnwAction::DestinationToken);
    }
    click(&snap.offers, state, hex, node)
}

/// The hex of the operating major's destination while its free token is offered: the map
/// rings it, and a click there places the token.
pub(super) fn destination_offered(snap: &PnwSnapshot) -> Option<u16> {
    let game = snap.game.as_ref()?;
    if !snap.offers.others.contains(&PnwAction::DestinationToken) {
        return None;
    }
    tokens::destination(pnw(), operating::operator(game)?)
}

/// A click on `hex` (on city `node`, if on one): a token where one may go; otherwise the hex's
/// first tile at its first legal rotation, or the next legal rotation when it is picked already.
/// A hex the decision lays nothing on is picked as a plan: the panel lists the tiles that fit
/// there (`PnwUi::plan`), turned the same way, and nothing is submitted.
pub(super) fn click(
    offers: &Offers,
    state: &mut PnwUi,
    hex: u16,
    node: Option<u8>,
) -> Option<PnwAction> {
    let tokens: Vec<u8> = offers
        .tokens
        .iter()
        .filter(|(h, _)| *h == hex)
        .map(|(_, c)| *c)
        .collect();
    let city = match (node, tokens.as_slice()) {
        (Some(n), _) if tokens.contains(&n) => Some(n),
        (_, [only]) => Some(*only),
        _ => None,
    };
    if let Some(city) = city {
        return Some(PnwAction::PlaceToken { hex, city });
    }
    let at = tiles_at(offers, state, hex).to_vec();
    if at.is_empty() {
        let again = state.hex == Some(hex);
        state.drop_picks();
        // A plan: the panel works out what fits (a second click on a hex that fits nothing
        // drops it).
        state.hex = (!again).then_some(hex);
        return None;
    }
    match (state.hex, state.tile) {
        (Some(h), Some((k, r))) if h == hex && k < at.len() => {
            state.tile = Some((k, at[k].next_rotation(r)));
        }
        _ => {
            state.hex = Some(hex);
            state.tile = Some((0, at[0].rotations[0]));
        }
    }
    None
}

/// The tiles offered on `hex`: the decision's, or the plan's when the decision lays nothing there.
pub(super) fn tiles_at<'a>(offers: &'a Offers, state: &'a PnwUi, hex: u16) -> &'a [TileOffer] {
    let offered = offers.lays_at(hex);
    if !offered.is_empty() {
        return offered;
    }
    match &state.plan {
        Some((h, tiles)) if *h == hex => tiles,
        _ => &[],
    }
}

/// The run the rules offer (the company's best), when running trains is the decision.
pub(super) fn offered_run(offers: &Offers) -> Option<&[RunRoute]> {
    offers.others.iter().find_map(|a| match a {
        PnwAction::RunRoutes { routes } if !routes.is_empty() => Some(routes.as_slice()),
        _ => None,
    })
}

/// Each train's colour on the map and in the breakdown (Okabe and Ito's palette, told apart
/// with every kind of colour vision).
pub(super) const TRAIN_COLOURS: [Color32; 6] = [
    Color32::from_rgb(0xe6, 0x9f, 0x00),
    Color32::from_rgb(0x56, 0xb4, 0xe9),
    Color32::from_rgb(0x00, 0x9e, 0x73),
    Color32::from_rgb(0xd5, 0x5e, 0x00),
    Color32::from_rgb(0x00, 0x72, 0xb2),
    Color32::from_rgb(0xcc, 0x79, 0xa7),
];

/// The trains' routes along the track they run, each in its colour with its stops marked; the
/// first widest, so track two trains share shows as nested stripes. The train the clicks edit
/// is drawn last, on top.
fn paint_routes(
    painter: &egui::Painter,
    map: &crate::ui::tile_map::TileMap,
    rect: Rect,
    cam: &MapCam,
    run: &RunEdit,
) {
    let n = run.routes.len() as f32;
    let mut order: Vec<usize> = (0..run.routes.len()).filter(|&k| k != run.picked).collect();
    order.push(run.picked);
    for k in order {
        let Some(Some(trace)) = run.traces.get(k) else {
            continue;
        };
        let colour = TRAIN_COLOURS[k % TRAIN_COLOURS.len()];
        let width = (cam.zoom * 0.2 * (1.0 - k as f32 / (n + 1.0))).max(3.0);
        let steps: Vec<(usize, u8, u8)> = trace
            .steps
            .iter()
            .map(|&(hex, path, lane)| (usize::from(hex), path, lane))
            .collect();
        map.route(painter, rect, cam, &steps, Stroke::new(width, colour));
        for &(hex, node) in &trace.stops {
            if let Some(at) = map.stop_on_screen(rect, cam, usize::from(hex), node) {
                painter.circle_filled(at, width * 1.1, colour);
                painter.circle_stroke(at, width * 1.1, Stroke::new(1.5, theme::INK));
            }
        }
        if let [(hex, _)] = trace.stops.as_slice()
            && let Some(at) = map.on_screen(rect, cam, usize::from(*hex))
        {
            // A local train staying in its city.
            painter.circle_stroke(at, cam.zoom * 0.45, Stroke::new(width, colour));
        }
    }
}

/// The picked tile's shape at its picked rotation, and its colour.
pub(super) fn picked_tile(
    data: &PnwData,
    offers: &Offers,
    state: &PnwUi,
) -> Option<(TileShape, Color32)> {
    let (k, rotation) = state.tile?;
    let offer = tiles_at(offers, state, state.hex?).get(k)?;
    let info = data.tile_info.get(usize::from(offer.tile))?;
    let orientation = crate::board::Grid::default().orientation;
    Some((
        TileShape::of(&info.track, rotation, orientation),
        fill(info.colour),
    ))
}

/// The map as printed: no tiles laid, no tokens but the homes reserved.
fn starting_map(view: &PnwPublic) -> PnwPublic {
    let mut v = view.clone();
    v.tiles.clear();
    for c in &mut v.cities {
        c.slots.iter_mut().for_each(|s| *s = None);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pnw1822::desktop::offers::TileOffer;

    fn offers() -> Offers {
        let mut o = Offers::default();
        o.lays.insert(
            7,
            vec![
                TileOffer {
                    tile: 3,
                    by: None,
                    with: None,
                    rotations: vec![1, 4],
                },
                TileOffer {
                    tile: 5,
                    by: None,
                    with: None,
                    rotations: vec![0],
                },
            ],
        );
        o.tokens.push((9, 0));
        o
    }

    /// A click picks the hex with its first tile at its first legal rotation; clicking again
    /// turns the tile through its legal rotations only, round to the first.
    #[test]
    fn clicks_turn_a_tile_through_its_legal_rotations_only() {
        let o = offers();
        let mut ui = PnwUi::default();
        assert_eq!(click(&o, &mut ui, 7, None), None);
        assert_eq!((ui.hex, ui.tile), (Some(7), Some((0, 1))));
        click(&o, &mut ui, 7, None);
        assert_eq!(ui.tile, Some((0, 4)));
        click(&o, &mut ui, 7, None);
        assert_eq!(ui.tile, Some((0, 1)));
    }

    /// A click on a hex with no lay drops the decision's pick for a plan there; a click on a
    /// token's city places it.
    #[test]
    fn a_click_elsewhere_plans_there_and_a_city_takes_a_token() {
        let o = offers();
        let mut ui = PnwUi::default();
        click(&o, &mut ui, 7, None);
        assert_eq!(click(&o, &mut ui, 8, None), None);
        assert_eq!((ui.hex, ui.tile), (Some(8), None), "picked as a plan");
        click(&o, &mut ui, 8, None);
        assert_eq!(
            ui.hex, None,
            "a second click on a hex that fits nothing drops it"
        );
        assert_eq!(
            click(&o, &mut ui, 9, Some(0)),
            Some(PnwAction::PlaceToken { hex: 9, city: 0 })
        );
    }
}
