//! Loads 1822PNW's map, tiles and numbers from their RON files (checked at build time by the same
//! [`schema`](super::schema) checks) and answers the lookups the rules make.

use super::schema::{
    self, Border, Colour, End, GameFile, MapFile, Node, PathFile, ScenarioFile, ScenarioId,
    TerrainKind, TilesFile,
};
use crate::board::Grid;
use crate::board::tiles::{NodeKind, PathEnd, TilePath, Track, side_neighbour};
use hexx::Hex;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The map file shipped with the game.
pub const MAP_RON: &str = include_str!("../../../assets/games/pnw1822/map.ron");
/// The tile manifest shipped with the game.
pub const TILES_RON: &str = include_str!("../../../assets/games/pnw1822/tiles.ron");
/// The numbers and companies shipped with the game.
pub const GAME_RON: &str = include_str!("../../../assets/games/pnw1822/game.ron");

/// A hex of the board, ready for the rules: its printed track on the shared tile model and its
/// neighbours by side.
#[derive(Debug, Clone)]
pub struct HexInfo {
    /// Its 18xx name.
    pub id: String,
    /// Where it is.
    pub at: Hex,
    /// Printed colour.
    pub colour: Colour,
    /// Place name.
    pub name: String,
    /// Cities, towns and junctions with their values.
    pub nodes: Vec<Node>,
    /// Printed track.
    pub track: Track,
    /// Upgrade label.
    pub label: String,
    /// Terrain and its cost.
    pub terrain: Option<(TerrainKind, u32)>,
    /// Seattle and Portland's $20.
    pub token_city_cost: u32,
    /// Side features.
    pub borders: Vec<Border>,
    /// The hex across each side (index into the board's hexes), if it is on the map.
    pub neighbours: [Option<u16>; 6],
}

impl HexInfo {
    /// Whether track may not point across `side` (an impassable border).
    pub fn impassable(&self, side: u8) -> bool {
        self.borders
            .iter()
            .any(|b| matches!(b, Border::Impassable { edge } if *edge == side))
    }
}

/// A tile of the manifest, ready for the rules.
#[derive(Debug, Clone)]
pub struct TileInfo {
    /// Its name.
    pub id: String,
    /// Its colour.
    pub colour: Colour,
    /// Copies; `None` = unlimited.
    pub count: Option<u32>,
    /// Cities, towns and junctions with their values.
    pub nodes: Vec<Node>,
    /// Its track at rotation 0.
    pub track: Track,
    /// Its paths at each rotation, turned once here: the route search reads them millions of
    /// times a game.
    pub turns: [Vec<TilePath>; 6],
    /// Upgrade label.
    pub label: String,
    /// A cost printed on it.
    pub upgrade_cost: u32,
    /// Not a real tile (the builder cube).
    pub hidden: bool,
}

/// Everything fixed about 1822PNW.
#[derive(Debug, Clone)]
pub struct PnwData {
    /// The board as printed.
    pub map: MapFile,
    /// The tile manifest.
    pub tiles: TilesFile,
    /// Market, trains, phases, companies, scenarios.
    pub game: GameFile,
    /// The board's hexes, in the map file's order.
    pub hexes: Vec<HexInfo>,
    /// The manifest's tiles, in the file's order.
    pub tile_info: Vec<TileInfo>,
    hex_by_name: HashMap<String, u16>,
    tile_by_name: HashMap<String, u16>,
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

    /// The hex named `name` (`H11`).
    pub fn hex(&self, name: &str) -> Option<u16> {
        self.hex_by_name.get(name).copied()
    }

    /// The tile named `name` (`57`, `X20`).
    pub fn tile(&self, name: &str) -> Option<u16> {
        self.tile_by_name.get(name).copied()
    }

    /// Every company's id, by index: minors (`1`…), regionals (`A`…), majors (`CPR`…).
    pub fn corp_ids(&self) -> impl Iterator<Item = &str> {
        let g = &self.game;
        g.minors
            .iter()
            .map(|m| m.id.as_str())
            .chain(g.regionals.iter().map(|r| r.id.as_str()))
            .chain(g.majors.iter().map(|m| m.id.as_str()))
    }

    /// The company with id `id`.
    pub fn corp(&self, id: &str) -> Option<u8> {
        self.corp_ids().position(|c| c == id).map(|i| i as u8)
    }

    /// Every card's id, by index: privates (`P1`…), then minors' and regionals' cards (`M1`…, `MA`…).
    pub fn card_ids(&self) -> impl Iterator<Item = &str> {
        let g = &self.game;
        g.privates
            .iter()
            .map(|p| p.id.as_str())
            .chain(g.minors.iter().map(|m| m.card.as_str()))
            .chain(g.regionals.iter().map(|r| r.card.as_str()))
    }

    /// The card with id `id`.
    pub fn card(&self, id: &str) -> Option<u8> {
        self.card_ids().position(|c| c == id).map(|i| i as u8)
    }

    /// The company a minor's or regional's card stands for.
    pub fn card_corp(&self, card: u8) -> Option<u8> {
        let privates = self.game.privates.len();
        let i = usize::from(card).checked_sub(privates)?;
        (i < self.game.minors.len() + self.game.regionals.len()).then_some(i as u8)
    }

    /// The card that stands for a minor or regional.
    pub fn corp_card(&self, corp: u8) -> Option<u8> {
        let i = usize::from(corp);
        (i < self.game.minors.len() + self.game.regionals.len())
            .then(|| (self.game.privates.len() + i) as u8)
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

/// Parses and checks the three files.
pub fn load(map: &str, tiles: &str, game: &str) -> Result<PnwData, String> {
    let map: MapFile = crate::kits::ron_file::parse("map.ron", map)?;
    let tiles: TilesFile = crate::kits::ron_file::parse("tiles.ron", tiles)?;
    let game: GameFile = crate::kits::ron_file::parse("game.ron", game)?;
    let mut problems = schema::check_map(&map);
    problems.extend(schema::check_tiles(&tiles));
    problems.extend(schema::check_game(&game, &map));
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    let grid = Grid::default();
    let hex_by_name: HashMap<String, u16> = map
        .hexes
        .iter()
        .enumerate()
        .map(|(i, h)| (h.id.clone(), i as u16))
        .collect();
    let at: Vec<Hex> = map
        .hexes
        .iter()
        .map(|h| grid.parse_letter_name(&h.id))
        .collect::<Result<_, _>>()?;
    let by_hex: HashMap<Hex, u16> = at.iter().enumerate().map(|(i, h)| (*h, i as u16)).collect();
    let hexes = map
        .hexes
        .iter()
        .zip(&at)
        .map(|(h, &hex)| HexInfo {
            id: h.id.clone(),
            at: hex,
            colour: h.colour,
            name: h.name.clone(),
            nodes: h.nodes.clone(),
            track: track(&h.nodes, &h.paths),
            label: h.label.clone(),
            terrain: h.terrain,
            token_city_cost: h.token_city_cost,
            borders: h.borders.clone(),
            neighbours: std::array::from_fn(|s| {
                by_hex.get(&side_neighbour(grid, hex, s as u8)).copied()
            }),
        })
        .collect();
    let tile_info: Vec<TileInfo> = tiles
        .tiles
        .iter()
        .map(|t| {
            let track = track(&t.nodes, &t.paths);
            TileInfo {
                id: t.id.clone(),
                colour: t.colour,
                count: t.count,
                nodes: t.nodes.clone(),
                turns: std::array::from_fn(|r| track.rotated(r as u8)),
                track,
                label: t.label.clone(),
                upgrade_cost: t.upgrade_cost,
                hidden: t.hidden,
            }
        })
        .collect();
    let tile_by_name = tile_info
        .iter()
        .enumerate()
        .map(|(i, t)| (t.id.clone(), i as u16))
        .collect();
    Ok(PnwData {
        map,
        tiles,
        game,
        hexes,
        tile_info,
        hex_by_name,
        tile_by_name,
    })
}

/// Printed nodes and paths on the shared tile model.
fn track(nodes: &[Node], paths: &[PathFile]) -> Track {
    let end = |e: End| match e {
        End::Edge(s) => PathEnd::Side(s),
        End::Node(n) => PathEnd::Node(n),
    };
    Track {
        nodes: nodes
            .iter()
            .map(|n| match n {
                Node::City { slots, .. } => NodeKind::City { slots: *slots },
                Node::Town { .. } => NodeKind::Town,
                Node::Junction => NodeKind::Junction,
            })
            .collect(),
        paths: paths
            .iter()
            .map(|p| TilePath {
                a: end(p.a),
                b: end(p.b),
                terminal: p.terminal,
                thin: p.thin,
            })
            .collect(),
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
