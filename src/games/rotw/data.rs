//! Loads the Eastern U.S. map and the rules numbers from their RON files (checked at build time by the
//! same [`schema`](super::schema) checks) into the shapes the rules use: a [`HexMap`] and city table.

use super::goods::{CityColour, Goods};
use super::ids::CityId;
use super::schema::{self, ColourFile, Effect, MapFile, OffsetFile, OrientationFile, RulesFile};
use crate::board::{Grid, HexMap, OffsetScheme, Orientation, SideFeature, Terrain};
use hexx::Hex;
use std::sync::OnceLock;

/// The map file shipped with the game.
pub const MAP_RON: &str = include_str!("../../../assets/games/rotw/eastern_us.ron");
/// The rules file shipped with the game.
pub const RULES_RON: &str = include_str!("../../../assets/games/rotw/rules.ron");

/// A city of the map.
#[derive(Debug, Clone, PartialEq)]
pub struct CityInfo {
    /// Printed name.
    pub name: String,
    /// Where it stands.
    pub hex: Hex,
    /// Printed (column, row).
    pub at: (i32, i32),
    /// Printed colour.
    pub colour: CityColour,
    /// Printed starting cubes.
    pub cubes: u8,
}

/// Everything fixed about a game of RotW on one map.
#[derive(Debug, Clone)]
pub struct RotwData {
    /// The map's name.
    pub name: String,
    /// Terrain, ridges and city sites (site index = city id).
    pub map: HexMap,
    /// The cities, by id (the file's order).
    pub cities: Vec<CityInfo>,
    /// City ids where a Western Link may be built.
    pub western_link_sites: Vec<CityId>,
    /// City id whose red deliveries from a link site bring cubes.
    pub bonus_city: CityId,
    /// Rulebook numbers and the card deck.
    pub rules: RulesFile,
    /// For each card, the city id it names.
    pub card_cities: Vec<Option<CityId>>,
    /// The two cities of each card that is a Major Line.
    pub card_lines: Vec<Option<(CityId, CityId)>>,
}

impl RotwData {
    /// The id of the city called `name`.
    pub fn city_named(&self, name: &str) -> Option<CityId> {
        self.cities.iter().position(|c| c.name == name).map(CityId)
    }

    /// The city standing on `hex`.
    pub fn city_at(&self, hex: Hex) -> Option<CityId> {
        self.map.site(hex).map(CityId)
    }

    /// $k of income at a track position (the last space pays on beyond the track's end).
    pub fn income_at(&self, position: u32) -> u32 {
        crate::kits::track::value_at(&self.rules.income_track, position)
    }

    /// Empty cities that end a game of `players` players by the printing's chart, or the first
    /// version's assumed one (`sheet`).
    pub fn empty_cities_to_end(&self, players: usize, sheet: bool) -> u8 {
        let charts = &self.rules.empty_cities_to_end;
        let chart = if sheet {
            &charts.sheet
        } else {
            &charts.printing
        };
        chart
            .iter()
            .find(|(p, _)| *p == players)
            .map_or(u8::MAX, |(_, n)| *n)
    }
}

/// Parses and checks a map and rules file pair.
pub fn load(map_text: &str, rules_text: &str) -> Result<RotwData, String> {
    let file: MapFile = crate::kits::ron_file::parse("map", map_text)?;
    let rules: RulesFile = crate::kits::ron_file::parse("rules", rules_text)?;
    let mut problems = schema::check_map(&file);
    problems.extend(schema::check_rules(&rules, &file));
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    let grid = Grid {
        orientation: match file.orientation {
            OrientationFile::Pointy => Orientation::Pointy,
            OrientationFile::Flat => Orientation::Flat,
        },
        offset: match file.offset {
            OffsetFile::OddRows => OffsetScheme::OddRows,
            OffsetFile::EvenRows => OffsetScheme::EvenRows,
        },
    };
    let mut map = HexMap::new(grid);
    for row in &file.rows {
        for ((c, r), letter) in schema::row_cells(row) {
            let terrain = match letter {
                'o' => Terrain::Open,
                'w' => Terrain::Water,
                'h' => Terrain::Hills,
                '~' => Terrain::Unbuildable,
                'C' => Terrain::Site,
                _ => continue,
            };
            map.set_terrain(grid.hex(c, r), terrain);
        }
    }
    let cities: Vec<CityInfo> = file
        .cities
        .iter()
        .map(|c| CityInfo {
            name: c.name.clone(),
            hex: grid.hex(c.at.0, c.at.1),
            at: c.at,
            colour: match c.colour {
                ColourFile::Grey => CityColour::Grey,
                ColourFile::Red => CityColour::Goods(Goods::Red),
                ColourFile::Yellow => CityColour::Goods(Goods::Yellow),
                ColourFile::Blue => CityColour::Goods(Goods::Blue),
                ColourFile::Black => CityColour::Goods(Goods::Black),
                ColourFile::Purple => CityColour::Goods(Goods::Purple),
            },
            cubes: c.cubes,
        })
        .collect();
    for (id, c) in cities.iter().enumerate() {
        map.set_site(c.hex, id);
    }
    for ((a, b), (c, d)) in &file.ridges {
        map.set_side(grid.hex(*a, *b), grid.hex(*c, *d), SideFeature::Ridge)?;
    }
    let city = |name: &str| cities.iter().position(|c| c.name == name).map(CityId);
    let western_link_sites = file
        .western_link_sites
        .iter()
        .filter_map(|n| city(n))
        .collect();
    let bonus_city = city(&rules.western_link.bonus_city).ok_or("no bonus city")?;
    let card_cities = rules
        .cards
        .iter()
        .map(|c| c.effect.city().and_then(city))
        .collect();
    let card_lines = rules
        .cards
        .iter()
        .map(|c| match &c.effect {
            Effect::MajorLine { from, to, .. } => city(from).zip(city(to)),
            _ => None,
        })
        .collect();
    Ok(RotwData {
        name: file.name,
        map,
        cities,
        western_link_sites,
        bonus_city,
        rules,
        card_cities,
        card_lines,
    })
}

/// The Eastern U.S. as shipped (checked by `build.rs`, so loading it cannot fail in a built game).
pub fn eastern_us() -> &'static RotwData {
    static DATA: OnceLock<RotwData> = OnceLock::new();
    DATA.get_or_init(|| {
        load(MAP_RON, RULES_RON).unwrap_or_else(|e| panic!("build.rs checks the shipped map: {e}"))
    })
}
