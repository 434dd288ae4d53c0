//! The RON file formats of Railways of the World (`assets/games/rotw/*.ron`) and their checks.
//!
//! Only `serde`, `hexx` and `std` here: `build.rs` includes this file too, so a map or card file that breaks a
//! rule fails the build with the same message the game gives when it loads the file.

use serde::Deserialize;
use std::collections::BTreeSet;

/// Goods colours, in the order the rules keep per-colour counts.
pub const GOODS: [&str; 5] = ["red", "yellow", "blue", "black", "purple"];

/// A map file: the grid, ridges, cities and Western Link sites.
#[derive(Debug, Clone, Deserialize)]
pub struct MapFile {
    /// The map's name.
    pub name: String,
    /// `Pointy` or `Flat`.
    pub orientation: OrientationFile,
    /// Which rows are shoved half a hex.
    pub offset: OffsetFile,
    /// The grid, one string of hex letters per row.
    pub rows: Vec<RowFile>,
    /// Ridge sides, as pairs of neighbouring (column, row) hexes.
    pub ridges: Vec<((i32, i32), (i32, i32))>,
    /// The cities.
    pub cities: Vec<CityFile>,
    /// Names of the cities where a Western Link may be built.
    pub western_link_sites: Vec<String>,
}

/// Hex orientation as written in a map file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum OrientationFile {
    /// A corner on top.
    Pointy,
    /// A flat side on top.
    Flat,
}

/// Offset scheme as written in a map file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum OffsetFile {
    /// Odd rows (columns, flat-top) shoved.
    OddRows,
    /// Even rows shoved.
    EvenRows,
}

/// One row of the grid: `hexes[i]` is the hex at column `first + i`.
#[derive(Debug, Clone, Deserialize)]
pub struct RowFile {
    /// The row number.
    pub row: i32,
    /// The column of the first letter.
    pub first: i32,
    /// One letter per hex: `o` open, `w` water, `h` hills, `~` unbuildable, `C` city, `.` off the map.
    pub hexes: String,
}

/// A city as printed.
#[derive(Debug, Clone, Deserialize)]
pub struct CityFile {
    /// Its name.
    pub name: String,
    /// (column, row).
    pub at: (i32, i32),
    /// Printed colour.
    pub colour: ColourFile,
    /// Printed number of starting cubes.
    pub cubes: u8,
}

/// A city colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[allow(missing_docs)]
pub enum ColourFile {
    Red,
    Yellow,
    Blue,
    Black,
    Purple,
    Grey,
}

/// The rules file: numbers of the rulebook and the operations-card deck.
#[derive(Debug, Clone, Deserialize)]
pub struct RulesFile {
    /// Cubes of each colour.
    pub cubes_per_colour: u8,
    /// New City tiles per colour.
    pub new_city_tiles: NewCityTiles,
    /// $k per bond.
    pub bond_cash: u32,
    /// $k interest per bond per turn.
    pub bond_interest: u32,
    /// $k to urbanise.
    pub urbanise_cost: u32,
    /// Lowest opening bid, $k.
    pub min_bid: u32,
    /// $k per tile by terrain.
    pub terrain_cost: TerrainCost,
    /// $k to cross a ridge.
    pub ridge_cost: u32,
    /// Tiles one build action may lay.
    pub tiles_per_link: usize,
    /// Highest engine level.
    pub engine_max: u8,
    /// $k to reach level 2, 3, … `engine_max`.
    pub engine_costs: Vec<u32>,
    /// $k of income at each track position.
    pub income_track: Vec<u32>,
    /// Empty cities that end the game, by chart.
    pub empty_cities_to_end: EmptyCityCharts,
    /// The Western Link.
    pub western_link: WesternLinkFile,
    /// Service Bounty cards dealt face up at setup (rules version 2 on; the rest go back to the box).
    pub bounties_face_up: usize,
    /// The operations-card deck.
    pub cards: Vec<CardFile>,
}

/// The empty-city charts: (players, empty cities that end the game).
#[derive(Debug, Clone, Deserialize)]
pub struct EmptyCityCharts {
    /// The later English printing's chart: the default.
    pub printing: Vec<(usize, u8)>,
    /// The first version's assumed chart.
    pub sheet: Vec<(usize, u8)>,
}

/// New City tiles per colour (there are no red ones).
#[derive(Debug, Clone, Copy, Deserialize)]
#[allow(missing_docs)]
pub struct NewCityTiles {
    pub yellow: u8,
    pub blue: u8,
    pub black: u8,
    pub purple: u8,
}

/// $k per tile by terrain.
#[derive(Debug, Clone, Copy, Deserialize)]
#[allow(missing_docs)]
pub struct TerrainCost {
    pub open: u32,
    pub water: u32,
    pub hills: u32,
}

/// What building a Western Link costs and does.
#[derive(Debug, Clone, Deserialize)]
pub struct WesternLinkFile {
    /// $k.
    pub cost: u32,
    /// Red cubes put on the site city.
    pub red_cubes: u8,
    /// The city whose red deliveries from a site bring new cubes.
    pub bonus_city: String,
    /// How many.
    pub bonus_cubes: u8,
}

/// An operations card.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CardFile {
    /// Printed name.
    pub name: String,
    /// The symbol in the lower right corner.
    pub symbol: Symbol,
    /// Face up from the start (gold S).
    #[serde(default)]
    pub start: bool,
    /// The first rules version whose game has this card (1 when left out): a card added later
    /// must not change the deck of a game played before.
    #[serde(default = "CardFile::first_version")]
    pub since: u32,
    /// What it does.
    pub effect: Effect,
}

impl CardFile {
    fn first_version() -> u32 {
        1
    }
}

/// The card symbols and how each kind is handled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Symbol {
    /// Cannot be taken; the first player to meet it scores it, then it is discarded.
    GreenCircle,
    /// Taken as an action; usable once per turn (using it is not an action).
    Diamond,
    /// Taken as an action and used at once, then discarded.
    RedCross,
    /// Taken as an action, kept until used (using it is not an action), then discarded.
    Cards,
    /// Taken as an action; lasts the rest of the game.
    None,
}

/// Card effects whose text is documented.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
pub enum Effect {
    /// First player to deliver any cube.
    FirstDelivery {
        /// Income-track points.
        points: u32,
    },
    /// First player to deliver a cube along at least `links` links.
    LongDelivery {
        /// Links.
        links: usize,
        /// Points.
        points: u32,
    },
    /// First player to reach engine `level`.
    EngineReached {
        /// Level.
        level: u8,
        /// Points.
        points: u32,
    },
    /// First player to deliver a cube to `city`.
    ServiceBounty {
        /// City name.
        city: String,
        /// Points.
        points: u32,
    },
    /// First player to join `from` and `to` with their own links alone.
    MajorLine {
        /// One end city.
        from: String,
        /// The other end city.
        to: String,
        /// Points.
        points: u32,
    },
    /// +1 for every cube anyone delivers to `city`.
    Hotel {
        /// City name.
        city: String,
    },
    /// Tiles on open terrain are free during one build action.
    LandGrant,
    /// A free New City tile on a grey city.
    NewIndustry,
    /// Take this many actions at once.
    Executive {
        /// Actions.
        actions: u8,
    },
    /// Lay up to `tiles` tiles in one link.
    PerfectEngineering {
        /// Tiles.
        tiles: usize,
    },
    /// Add cubes from the bag to one city.
    CityGrowth {
        /// Cubes.
        cubes: u8,
    },
}

impl Effect {
    /// Whether this effect is a goal to meet (a green-circle card) rather than something to take.
    pub fn is_goal(&self) -> bool {
        matches!(
            self,
            Effect::FirstDelivery { .. }
                | Effect::LongDelivery { .. }
                | Effect::EngineReached { .. }
                | Effect::ServiceBounty { .. }
                | Effect::MajorLine { .. }
        )
    }

    /// The city a card names, if any.
    pub fn city(&self) -> Option<&str> {
        match self {
            Effect::ServiceBounty { city, .. } | Effect::Hotel { city } => Some(city),
            _ => None,
        }
    }

    /// Every city a card names (a Major Line names two).
    pub fn cities(&self) -> Vec<&str> {
        match self {
            Effect::MajorLine { from, to, .. } => vec![from, to],
            _ => self.city().into_iter().collect(),
        }
    }
}

/// The hex letters of a row with their (column, row).
pub fn row_cells(row: &RowFile) -> impl Iterator<Item = ((i32, i32), char)> + '_ {
    row.hexes
        .chars()
        .enumerate()
        .map(move |(i, c)| ((row.first + i as i32, row.row), c))
}

/// The `hexx` hex at printed (column, row) — the same conversion the game's `board::Grid` makes.
fn hex(map: &MapFile, (c, r): (i32, i32)) -> hexx::Hex {
    let mode = match map.offset {
        OffsetFile::OddRows => hexx::OffsetHexMode::Odd,
        OffsetFile::EvenRows => hexx::OffsetHexMode::Even,
    };
    let orientation = match map.orientation {
        OrientationFile::Pointy => hexx::HexOrientation::Pointy,
        OrientationFile::Flat => hexx::HexOrientation::Flat,
    };
    hexx::Hex::from_offset_coordinates([c, r], mode, orientation)
}

fn neighbours(map: &MapFile, a: (i32, i32), b: (i32, i32)) -> bool {
    hex(map, a).unsigned_distance_to(hex(map, b)) == 1
}

/// Every problem with a map file: unknown letters, cities off the grid or not on a `C`, `C`s with no
/// city, ridges between hexes that are not neighbours, bad cube counts, unknown link sites.
pub fn check_map(map: &MapFile) -> Vec<String> {
    let mut problems = Vec::new();
    let mut cells = std::collections::BTreeMap::new();
    for row in &map.rows {
        for (at, c) in row_cells(row) {
            if !"owh~C.".contains(c) {
                problems.push(format!("row {}: unknown hex letter '{c}'", row.row));
            }
            if c != '.' && cells.insert(at, c).is_some() {
                problems.push(format!("hex {at:?} is given twice"));
            }
        }
    }
    let mut names = BTreeSet::new();
    let mut city_hexes = BTreeSet::new();
    for city in &map.cities {
        if !names.insert(city.name.as_str()) {
            problems.push(format!("city {} is listed twice", city.name));
        }
        match cells.get(&city.at) {
            Some('C') => {}
            Some(c) => problems.push(format!(
                "{} at {:?} stands on a '{c}' hex, not a 'C'",
                city.name, city.at
            )),
            None => problems.push(format!("{} at {:?} is off the grid", city.name, city.at)),
        }
        if !city_hexes.insert(city.at) {
            problems.push(format!("two cities share hex {:?}", city.at));
        }
        if !(1..=6).contains(&city.cubes) {
            problems.push(format!(
                "{} starts with {} cubes (printed numbers are 1–6)",
                city.name, city.cubes
            ));
        }
    }
    for (at, c) in &cells {
        if *c == 'C' && !city_hexes.contains(at) {
            problems.push(format!(
                "hex {at:?} is a city hex but no city is named there"
            ));
        }
    }
    for (a, b) in &map.ridges {
        if !cells.contains_key(a) || !cells.contains_key(b) {
            problems.push(format!("ridge {a:?}–{b:?} is off the grid"));
        } else if !neighbours(map, *a, *b) {
            problems.push(format!(
                "ridge {a:?}–{b:?} joins hexes that are not neighbours"
            ));
        }
    }
    for site in &map.western_link_sites {
        if !names.contains(site.as_str()) {
            problems.push(format!("Western Link site {site} is not a city"));
        }
    }
    problems
}

/// Every problem with a rules file, checked against the map whose cities its cards name.
pub fn check_rules(rules: &RulesFile, map: &MapFile) -> Vec<String> {
    let mut problems = Vec::new();
    let start_cubes: usize = map.cities.iter().map(|c| c.cubes as usize).sum();
    if start_cubes > rules.cubes_per_colour as usize * GOODS.len() {
        problems.push(format!(
            "the cities start with {start_cubes} cubes but the bag holds only {}",
            rules.cubes_per_colour as usize * GOODS.len()
        ));
    }
    if rules.engine_costs.len() + 1 != rules.engine_max as usize {
        problems.push(format!(
            "engine_costs has {} entries; levels 2–{} need {}",
            rules.engine_costs.len(),
            rules.engine_max,
            rules.engine_max.saturating_sub(1)
        ));
    }
    if rules.income_track.is_empty() || rules.income_track[0] != 0 {
        problems.push("the income track must start at 0 with $0".into());
    }
    let charts = &rules.empty_cities_to_end;
    for (chart, counts) in [("printing", &charts.printing), ("sheet", &charts.sheet)] {
        for players in 2..=6 {
            match counts.iter().find(|(p, _)| *p == players) {
                Some((_, n)) if *n == 0 || *n as usize > map.cities.len() => problems.push(format!(
                    "{chart} chart, {players} players: {n} empty cities can never end a game on {} cities",
                    map.cities.len()
                )),
                Some(_) => {}
                None => problems.push(format!(
                    "{chart} chart: no empty-city count for {players} players"
                )),
            }
        }
    }
    if !map
        .cities
        .iter()
        .any(|c| c.name == rules.western_link.bonus_city)
    {
        problems.push(format!(
            "Western Link bonus city {} is not on the map",
            rules.western_link.bonus_city
        ));
    }
    let starts = rules.cards.iter().filter(|c| c.start).count();
    if starts != 3 {
        problems.push(format!("{starts} start cards; the game has 3"));
    }
    for card in &rules.cards {
        if card.effect.is_goal() != (card.symbol == Symbol::GreenCircle) {
            problems.push(format!(
                "{}: goals are green-circle cards and green-circle cards are goals",
                card.name
            ));
        }
        if card.effect == Effect::LandGrant
            && !matches!(card.symbol, Symbol::Cards | Symbol::Diamond | Symbol::None)
        {
            problems.push(format!(
                "{}: a land grant must be kept to be used",
                card.name
            ));
        }
        for city in card.effect.cities() {
            if !map.cities.iter().any(|c| c.name == city) {
                problems.push(format!("{}: {city} is not on the map", card.name));
            }
        }
        if card.since == 0 {
            problems.push(format!("{}: rules versions start at 1", card.name));
        }
    }
    // Records name a card by its place in the list: a card added later must not move older ones.
    if let Some(w) = rules.cards.windows(2).find(|w| w[1].since < w[0].since) {
        problems.push(format!(
            "{} (rules version {}) comes after {} (version {}): new cards go at the end",
            w[1].name, w[1].since, w[0].name, w[0].since
        ));
    }
    problems
}
