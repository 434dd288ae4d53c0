//! Loads 1822PNW's map, tiles and numbers from their RON files (checked at build time by the same
//! [`schema`](super::schema) checks) and answers the lookups the rules make.

use super::schema::{self, GameFile, MapFile, ScenarioFile, ScenarioId, TilesFile};
use std::sync::OnceLock;

/// The map file shipped with the game.
pub const MAP_RON: &str = include_str!("../../../assets/games/pnw1822/map.ron");
/// The tile manifest shipped with the game.
pub const TILES_RON: &str = include_str!("../../../assets/games/pnw1822/tiles.ron");
/// The numbers and companies shipped with the game.
pub const GAME_RON: &str = include_str!("../../../assets/games/pnw1822/game.ron");

/// Everything fixed about 1822PNW.
#[derive(Debug, Clone)]
pub struct PnwData {
    /// The board as printed.
    pub map: MapFile,
    /// The tile manifest.
    pub tiles: TilesFile,
    /// Market, trains, phases, companies, scenarios.
    pub game: GameFile,
}

impl PnwData {
    /// A scenario's rules.
    pub fn scenario(&self, id: ScenarioId) -> &ScenarioFile {
        self.game
            .scenarios
            .iter()
            .find(|s| s.id == id)
            .unwrap_or(&self.game.scenarios[0])
    }

    /// Deck cards of the minors that have an associated major.
    pub fn associated_cards(&self) -> Vec<String> {
        self.game
            .minors
            .iter()
            .filter(|m| !m.major.is_empty())
            .map(|m| m.card.clone())
            .collect()
    }
}

fn parse<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Result<T, String> {
    ron::from_str(text).map_err(|e| {
        format!(
            "{what}:{}:{}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })
}

/// Parses and checks the three files.
pub fn load(map: &str, tiles: &str, game: &str) -> Result<PnwData, String> {
    let map: MapFile = parse("map.ron", map)?;
    let tiles: TilesFile = parse("tiles.ron", tiles)?;
    let game: GameFile = parse("game.ron", game)?;
    let mut problems = schema::check_map(&map);
    problems.extend(schema::check_tiles(&tiles));
    problems.extend(schema::check_game(&game, &map));
    if problems.is_empty() {
        Ok(PnwData { map, tiles, game })
    } else {
        Err(problems.join("\n"))
    }
}

/// 1822PNW as shipped (checked by `build.rs`, so loading it cannot fail in a built game).
pub fn pnw() -> &'static PnwData {
    static DATA: OnceLock<PnwData> = OnceLock::new();
    DATA.get_or_init(|| {
        load(MAP_RON, TILES_RON, GAME_RON)
            .unwrap_or_else(|e| panic!("build.rs checks the shipped data: {e}"))
    })
}
