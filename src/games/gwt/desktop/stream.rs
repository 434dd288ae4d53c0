//! Great Western Trail on stream: the railroad and the trail as the table draws them — engines,
//! stations and cities with their discs; buildings in their owners' colours, hazards, teepees and
//! outlaws, the herders — painted from the public view alone.

use super::board2d::{RailPieces, TrailPieces, paint_railroad, paint_trail};
use super::view3d::layout;
use crate::games::gwt::data::{SpaceId, gwt};
use crate::games::gwt::state::Building;
use crate::ui::stream::{StreamBoard, StreamPaint};
use bevy_egui::egui::{Painter, Rect};
use serde_json::Value;

/// The registry's stream entry.
pub const STREAM: StreamBoard = StreamBoard {
    board,
    side: None,
    scene: None,
};

/// The trail's pieces as the public view tells them (spaces, tiles and buildings by their ids).
fn pieces(view: &Value, p: &StreamPaint) -> TrailPieces {
    let data = gwt();
    let n = data.spaces.len();
    let (mut buildings, mut tiles) = (vec![None; n], vec![None; n]);
    let id = |v: &Value, key: &str| v.get(key).and_then(Value::as_u64);
    for entry in view
        .get("trail")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let Some(at) = id(entry, "at").map(|a| a as usize).filter(|a| *a < n) else {
            continue;
        };
        let b = &entry["building"];
        buildings[at] = if let Some(owner) = id(b, "owner") {
            id(b, "number").map(|t| Building::Private {
                owner: owner as usize,
                tile: t as u8,
            })
        } else {
            id(b, "index").map(|k| Building::Neutral(k as u8))
        };
        tiles[at] = id(&entry["tile"], "id").map(|t| t as u8);
    }
    let beside = view
        .get("beside_trail_outlaws")
        .and_then(Value::as_array)
        .map(|b| b.iter().map(|t| id(t, "id").map(|t| t as u8)).collect())
        .unwrap_or_default();
    let herders = view
        .get("players")
        .and_then(Value::as_array)
        .map(|players| {
            players
                .iter()
                .map(|pl| id(pl, "herder_at").map(|s| SpaceId(s as u8)))
                .collect()
        })
        .unwrap_or_default();
    TrailPieces {
        buildings,
        tiles,
        beside,
        herders,
        colours: p.colours.to_vec(),
    }
}

/// The railroad's pieces as the public view tells them.
fn rail_pieces(view: &Value, p: &StreamPaint) -> RailPieces {
    let list = |key: &str| -> Vec<Vec<usize>> {
        serde_json::from_value(view.get(key).cloned().unwrap_or_default()).unwrap_or_default()
    };
    let engines = view
        .get("players")
        .and_then(Value::as_array)
        .map(|players| {
            players
                .iter()
                .map(|pl| pl.get("engine_at").and_then(Value::as_u64).unwrap_or(0) as u8)
                .collect()
        })
        .unwrap_or_default();
    RailPieces {
        engines,
        stations: list("stations"),
        cities: list("cities"),
        masters: serde_json::from_value(view.get("station_masters").cloned().unwrap_or_default())
            .unwrap_or_default(),
        colours: p.colours.to_vec(),
    }
}

/// The railroad above, the trail below, as on the table.
fn board(painter: &Painter, rect: Rect, p: &StreamPaint) {
    let (rail, trail) = rect.split_top_bottom_at_fraction(0.42);
    paint_railroad(
        painter,
        rail.shrink2(bevy_egui::egui::vec2(0.0, 4.0)),
        gwt(),
        &rail_pieces(p.public, p),
    );
    paint_trail(painter, trail, gwt(), layout(), &pieces(p.public, p));
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
        let public = GwtEngine::public_view(game);
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
        let read = pieces(&public, &paint);
        assert_eq!(read.buildings, game.buildings);
        assert_eq!(read.tiles, game.tiles);
        assert_eq!(read.beside, game.beside.to_vec());
        let herders: Vec<_> = game.players.iter().map(|p| p.herder).collect();
        assert_eq!(read.herders, herders);
        let rail = rail_pieces(&public, &paint);
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
