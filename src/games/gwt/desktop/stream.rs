//! Great Western Trail on stream: the railroad and the trail as the table draws them — engines,
//! stations and cities with their discs; buildings in their owners' colours, hazards, teepees and
//! outlaws, the herders — painted from the public view alone.

use super::board2d::{RailPieces, TrailPieces, paint_railroad, paint_trail};
use super::view3d::layout;
use crate::games::gwt::data::{SpaceId, gwt};
use crate::games::gwt::state::Building;
use crate::games::gwt::view::{BuildingShown, GwtPublic, TileShown};
use crate::ui::stream::{StreamBoard, StreamPaint};
use bevy_egui::egui::{Painter, Rect};

/// The registry's stream entry.
pub const STREAM: StreamBoard = StreamBoard {
    board,
    side: None,
    scene: None,
};

/// The trail's pieces as the public view tells them (spaces, tiles and buildings by their ids).
fn pieces(view: &GwtPublic, p: &StreamPaint) -> TrailPieces {
    let n = gwt().spaces.len();
    let (mut buildings, mut tiles) = (vec![None; n], vec![None; n]);
    for entry in view.trail.iter().filter(|e| e.at < n) {
        buildings[entry.at] = entry.building.as_ref().map(|b| match b {
            BuildingShown::Neutral { index, .. } => Building::Neutral(*index),
            BuildingShown::Private { owner, number, .. } => Building::Private {
                owner: *owner,
                tile: *number,
            },
        });
        tiles[entry.at] = entry.tile.as_ref().map(TileShown::id);
    }
    TrailPieces {
        buildings,
        tiles,
        beside: view
            .beside_trail_outlaws
            .iter()
            .map(|t| t.as_ref().map(TileShown::id))
            .collect(),
        herders: view
            .players
            .iter()
            .map(|pl| pl.herder_at.map(SpaceId))
            .collect(),
        colours: p.colours.to_vec(),
    }
}

/// The railroad's pieces as the public view tells them.
fn rail_pieces(view: &GwtPublic, p: &StreamPaint) -> RailPieces {
    RailPieces {
        engines: view.players.iter().map(|pl| pl.engine_at).collect(),
        stations: view.stations.clone(),
        cities: view.cities.clone(),
        masters: view.station_masters.clone(),
        colours: p.colours.to_vec(),
    }
}

/// The railroad above, the trail below, as on the table.
fn board(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let Some(view) = p.public.typed::<GwtPublic>() else {
        return;
    };
    let (rail, trail) = rect.split_top_bottom_at_fraction(0.42);
    paint_railroad(
        painter,
        rail.shrink2(bevy_egui::egui::vec2(0.0, 4.0)),
        gwt(),
        &rail_pieces(view, p),
    );
    paint_trail(painter, trail, gwt(), layout(), &pieces(view, p));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::games::gwt::GwtEngine;
    use crate::table::SeatColour;
    use crate::ui::i18n::Locale;

    /// The stream's trail is the table's: every building, tile and herder of a played game read
    /// back from the public view alone.
    #[test]
    fn the_public_view_carries_the_trail_the_table_shows() {
        let record = crate::table::save::read_record(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/golden/gwt-three-mixed.ron"
        )))
        .unwrap();
        let session = crate::table::session::Session::replay(&record).unwrap();
        let game = session.world().resource::<crate::games::gwt::GwtGame>();
        let typed = GwtEngine::public_view(game);
        let public = crate::table::GameView::new(typed.clone());
        let locale = Locale::new(crate::ui::i18n::Language::En);
        let colours = [SeatColour(0), SeatColour(1), SeatColour(2)];
        let paint = StreamPaint {
            public: &public,
            previous: None,
            fresh: 0.0,
            colours: &colours,
            names: &[],
            colour_blind: false,
            locale: &locale,
        };
        let read = pieces(&typed, &paint);
        assert_eq!(read.buildings, game.buildings);
        assert_eq!(read.tiles, game.tiles);
        assert_eq!(read.beside, game.beside.to_vec());
        let herders: Vec<_> = game.players.iter().map(|p| p.herder).collect();
        assert_eq!(read.herders, herders);
        let rail = rail_pieces(&typed, &paint);
        let engines: Vec<u8> = game.players.iter().map(|p| p.engine).collect();
        assert_eq!(rail.engines, engines);
        assert_eq!(rail.stations, game.stations);
        assert_eq!(rail.cities, game.cities);
        assert_eq!(rail.masters, game.masters);
        assert!(
            read.buildings.iter().flatten().count() > 7,
            "a played trail"
        );
    }
}
