//! Railways of the World on stream: the table's 2D map and its income chart, drawn from the public
//! view alone (its `board` holds the cities and links as the rules keep them).

use super::geom::GEOM;
use super::map2d::{self, Pieces};
use crate::games::rotw::data::eastern_us;
use crate::games::rotw::ids::{CityId, LinkId};
use crate::games::rotw::view::{BoardShown, RotwPublic};
use crate::table::GameView;
use crate::ui::chart::{self, Series};
use crate::ui::map_camera::MapCam;
use crate::ui::stream::{StreamBoard, StreamPaint};
use crate::ui::theme;
use bevy_egui::egui::{Painter, Rect};

/// The registry's stream entry.
pub const STREAM: StreamBoard = StreamBoard {
    board,
    side: Some(chart),
    scene: Some(scene),
};

/// The beauty camera's orbit: around the table's 3D map (which shows nothing private).
fn scene(world: &bevy::prelude::World) -> Option<crate::ui::stream::beauty::Shot> {
    let view = world.get_resource::<super::view3d::View3d>()?;
    Some(crate::ui::stream::beauty::Shot {
        layer: super::view3d::LAYER,
        target: super::view3d::world(view.target, 0.0),
        distance: 74.0,
        pitch: 0.85,
    })
}

/// The board of a public view.
fn read(view: &GameView) -> Option<&BoardShown> {
    view.typed::<RotwPublic>().map(|v| &v.board)
}

/// What changed since the previous view: links laid or extended, and the cities whose colour,
/// cubes or markers changed: what the table lights after an action.
fn changes(now: &BoardShown, before: Option<&BoardShown>) -> (Vec<LinkId>, Vec<CityId>) {
    let Some(before) = before else {
        return (Vec::new(), Vec::new());
    };
    let links = now
        .links
        .iter()
        .filter(|l| !before.links.contains(l))
        .map(|l| l.id)
        .collect();
    let cities = now
        .cities
        .iter()
        .zip(&before.cities)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, _)| CityId(i))
        .collect();
    (links, cities)
}

fn board(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let data = eastern_us();
    let Some(now) = read(p.public) else { return };
    let before = p.previous.and_then(read);
    let (links, cities) = changes(now, before);
    let mut cam = MapCam::default();
    cam.fit(rect, GEOM.bounds(&data.map));
    map2d::paint_board(
        painter,
        rect,
        &cam,
        &Pieces {
            data,
            cities: &now.cities,
            links: &now.links,
            colours: p.colours.to_vec(),
            colour_blind: p.colour_blind,
            highlight_links: &[],
            recent: (&links, &cities, p.fresh),
        },
    );
}

/// The income track by turn (the table's chart).
fn chart(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let history: Vec<Vec<f64>> = p
        .public
        .typed::<RotwPublic>()
        .map(|v| {
            v.income_history
                .iter()
                .map(|seat| seat.iter().map(|&i| f64::from(i)).collect())
                .collect()
        })
        .unwrap_or_default();
    let series: Vec<Series> = p
        .names
        .iter()
        .zip(p.colours)
        .enumerate()
        .map(|(seat, (name, colour))| Series {
            label: format!("{} {name}", theme::seat_glyph(*colour)),
            colour: theme::seat_colour(*colour),
            values: history
                .iter()
                .filter_map(|row| row.get(seat).copied())
                .collect(),
        })
        .collect();
    chart::paint(painter, rect, &series, &p.locale.t("rotw-chart-turn"), true);
}
