//! The RON file formats of 1822PNW (`assets/games/pnw1822/*.ron`) and their checks.
//!
//! Only `serde` and `std` here: `build.rs` includes this file too, so a map, tile or company file
//! that breaks a rule fails the build with the same message the game gives when it loads it.

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// A tile or hex colour, in upgrade order where it is one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
pub enum Colour {
    /// Empty, buildable land.
    White,
    /// First lay.
    Yellow,
    /// First upgrade.
    Green,
    /// Second upgrade.
    Brown,
    /// Last upgrade; also fixed hexes.
    Gray,
    /// Off-board areas.
    Red,
    /// Water; ports and portages.
    Blue,
}

/// A revenue centre's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Value {
    /// The same in every phase.
    Flat(u32),
    /// By the newest tile colour the phase allows (0 = not printed for that colour).
    Phased {
        /// Phases 1–2.
        #[serde(default)]
        yellow: u32,
        /// Phases 3–4.
        #[serde(default)]
        green: u32,
        /// Phases 5–6.
        #[serde(default)]
        brown: u32,
        /// Phase 7.
        #[serde(default)]
        gray: u32,
    },
}

impl Value {
    /// The most it prints for any colour.
    pub fn max(self) -> u32 {
        [Colour::Yellow, Colour::Green, Colour::Brown, Colour::Gray]
            .map(|c| self.at(c))
            .into_iter()
            .max()
            .unwrap_or(0)
    }

    /// What it prints for tile colour `c` (0 when nothing).
    pub fn at(self, c: Colour) -> u32 {
        match self {
            Value::Flat(n) => n,
            Value::Phased {
                yellow,
                green,
                brown,
                gray,
            } => match c {
                Colour::Yellow => yellow,
                Colour::Green => green,
                Colour::Brown => brown,
                Colour::Gray => gray,
                _ => 0,
            },
        }
    }

    /// The colour it pays at while the phase allows `allowed`: the newest allowed colour it
    /// prints a value for.
    pub fn paid_colour(self, allowed: &[Colour]) -> Option<Colour> {
        let mut colours = allowed.to_vec();
        colours.sort();
        colours.into_iter().rev().find(|c| self.at(*c) > 0)
    }

    /// What it pays while the phase allows `allowed`.
    pub fn now(self, allowed: &[Colour]) -> u32 {
        self.paid_colour(allowed).map_or(0, |c| self.at(c))
    }
}

/// A city, town or junction on a hex or tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Node {
    /// A city with token slots.
    City {
        /// Its value.
        value: Value,
        /// Token slots.
        slots: u8,
    },
    /// A town.
    Town {
        /// Its value.
        value: Value,
    },
    /// Where paths meet without a stop (spikes of blue and brown hexes).
    Junction,
}

/// One end of a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum End {
    /// A hex side, 0 = SW clockwise to 5 = SE.
    Edge(u8),
    /// The n-th node.
    Node(u8),
}

/// A track path on a hex or tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct PathFile {
    /// One end.
    pub a: End,
    /// The other end.
    pub b: End,
    /// 1 = a route must end here (off-board, long spike); 2 = a short spike, never travelled.
    #[serde(default)]
    pub terminal: u8,
    /// Parallel tracks on this path's side (Portland's SE exit: 2).
    #[serde(default)]
    pub lanes: u8,
    /// Which lane of a shared side this path takes: (lanes, index).
    #[serde(default)]
    pub b_lane: Option<(u8, u8)>,
    /// Drawn only: never connects.
    #[serde(default)]
    pub thin: bool,
}

/// Terrain printed on a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum TerrainKind {
    /// A lumber forest: tiles here can never be upgraded; routes through earn lumber.
    Forest,
    /// A mountain.
    Mountain,
    /// Water.
    Water,
}

/// Something printed along a hex side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Border {
    /// A river: track across costs `cost`.
    Water {
        /// The side.
        edge: u8,
        /// What crossing costs.
        cost: u32,
    },
    /// No track across.
    Impassable {
        /// The side.
        edge: u8,
    },
}

/// A hex as printed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct HexFile {
    /// Its 18xx name (`H11`).
    pub id: String,
    /// Printed colour.
    pub colour: Colour,
    /// Place name.
    #[serde(default)]
    pub name: String,
    /// Cities, towns and junctions, in node order.
    #[serde(default)]
    pub nodes: Vec<Node>,
    /// Preprinted track.
    #[serde(default)]
    pub paths: Vec<PathFile>,
    /// Upgrade label (`Y`, `T`, `Sea`, `Por`).
    #[serde(default)]
    pub label: String,
    /// Terrain and its cost.
    #[serde(default)]
    pub terrain: Option<(TerrainKind, u32)>,
    /// Seattle and Portland's printed $20 (not terrain).
    #[serde(default)]
    pub token_city_cost: u32,
    /// Side features.
    #[serde(default)]
    pub borders: Vec<Border>,
    /// Printed icons (major homes, anchors, mountains).
    #[serde(default)]
    pub icons: Vec<String>,
}

/// The map file.
#[derive(Debug, Clone, Deserialize)]
pub struct MapFile {
    /// Every hex.
    pub hexes: Vec<HexFile>,
    /// Where P12/P13 ports go.
    pub ports: Vec<String>,
    /// Where P16 portages go.
    pub portage: Vec<String>,
    /// Where P17's Ski Haus goes.
    pub ski_haus: Vec<String>,
    /// Where P19's coal mine goes.
    pub coal_mine: Vec<String>,
    /// Where P15's paper mill may go.
    pub paper_mill: Vec<String>,
    /// Hexes a route may visit twice.
    pub visit_twice: Vec<String>,
}

/// A tile of the manifest.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct TileFile {
    /// Its name (`57`, `X24`, `PNW4`).
    pub id: String,
    /// Its colour.
    pub colour: Colour,
    /// Copies in the box; `None` = unlimited.
    pub count: Option<u32>,
    /// Cities, towns and junctions, in node order.
    #[serde(default)]
    pub nodes: Vec<Node>,
    /// Its track, at rotation 0.
    #[serde(default)]
    pub paths: Vec<PathFile>,
    /// Upgrade label.
    #[serde(default)]
    pub label: String,
    /// A cost printed on the tile.
    #[serde(default)]
    pub upgrade_cost: u32,
    /// Not a real tile (the builder cube).
    #[serde(default)]
    pub hidden: bool,
}

/// An upgrade family: its tiles by colour (yellow, green, brown, gray).
#[derive(Debug, Clone, Deserialize)]
pub struct FamilyFile {
    /// Its name.
    pub name: String,
    /// Tiles per colour: yellow, green, brown, gray.
    pub tiles: Vec<Vec<String>>,
}

/// A hex and the tiles named for it: Seattle's or Portland's fixed ladder (yellow to gray), or
/// a city-and-town hex's first yellow tiles.
#[derive(Debug, Clone, Deserialize)]
pub struct LadderFile {
    /// The hex.
    pub hex: String,
    /// Its tiles.
    pub tiles: Vec<String>,
}

/// The tile file.
#[derive(Debug, Clone, Deserialize)]
pub struct TilesFile {
    /// The manifest.
    pub tiles: Vec<TileFile>,
    /// Upgrade families.
    pub families: Vec<FamilyFile>,
    /// Token-city ladders.
    pub ladders: Vec<LadderFile>,
    /// Printed hexes holding a city and a town whose first yellow tiles go down at any turn
    /// (18xx.games' `legal_city_and_town_tile`: Leavenworth's).
    pub city_and_town: Vec<LadderFile>,
    /// Printed hexes whose two yellow cities join into one at the green upgrade, and the tiles
    /// that may join them (Stevenson Cascade Locks').
    pub joined_cities: Vec<LadderFile>,
}

/// A phase.
#[derive(Debug, Clone, Deserialize)]
pub struct PhaseFile {
    /// `1`…`7`.
    pub name: String,
    /// Trains whose first purchase starts it.
    pub on: Vec<String>,
    /// Tile colours allowed.
    pub tiles: Vec<Colour>,
    /// Train limit of a minor.
    pub minor_limit: u8,
    /// Train limit of a major.
    pub major_limit: u8,
    /// Operating rounds per set started in this phase.
    pub operating_rounds: u8,
}

/// How far a train runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Distance {
    /// One city with the company's token, plus one town.
    Local,
    /// Up to N stops.
    Stops(u8),
    /// Any length (E).
    Unlimited,
    /// Not a train: the Pullman car.
    Pullman,
}

/// A way to buy a train card as another train.
#[derive(Debug, Clone, Deserialize)]
pub struct VariantFile {
    /// Its name (`2`, `E`).
    pub name: String,
    /// How far it runs.
    pub distance: Distance,
    /// Its price.
    pub price: u32,
    /// The train whose first purchase rusts it.
    #[serde(default)]
    pub rusts_on: String,
}

/// An owned train's upgrade.
#[derive(Debug, Clone, Deserialize)]
pub struct UpgradeFile {
    /// The train it becomes.
    pub to: String,
    /// What it costs.
    pub price: u32,
}

/// A kind of train in the depot.
#[derive(Debug, Clone, Deserialize)]
pub struct TrainFile {
    /// Its name (`L`, `3`, `2P`).
    pub name: String,
    /// How far it runs.
    pub distance: Distance,
    /// Its price.
    pub price: u32,
    /// Cards; `None` = unlimited.
    pub count: Option<u32>,
    /// The train whose first purchase rusts it.
    #[serde(default)]
    pub rusts_on: String,
    /// Outside the train limit; never sold; removed from the game when discarded.
    #[serde(default)]
    pub special: bool,
    /// Held back for a private company.
    #[serde(default)]
    pub from_private: bool,
    /// Other trains the card may be bought as.
    #[serde(default)]
    pub variants: Vec<VariantFile>,
    /// The upgrade of an owned one.
    #[serde(default)]
    pub upgrade: Option<UpgradeFile>,
    /// Its first purchase switches unfloated majors to full capitalisation.
    #[serde(default)]
    pub full_capitalisation: bool,
}

/// A minor company.
#[derive(Debug, Clone, Deserialize)]
pub struct MinorFile {
    /// Corporation id (`1`…`21`).
    pub id: String,
    /// Deck card id (`M1`…).
    pub card: String,
    /// Name.
    pub name: String,
    /// Home hex.
    pub home: String,
    /// Which city of the home hex.
    pub city: u8,
    /// Associated major, or empty.
    pub major: String,
}

/// A regional railway.
#[derive(Debug, Clone, Deserialize)]
pub struct RegionalFile {
    /// Corporation id (`A`…).
    pub id: String,
    /// Deck card id (`MA`…).
    pub card: String,
    /// Name.
    pub name: String,
    /// Home hex.
    pub home: String,
}

/// A major company.
#[derive(Debug, Clone, Deserialize)]
pub struct MajorFile {
    /// Id (`CPR`).
    pub id: String,
    /// Name.
    pub name: String,
    /// Home hex.
    pub home: String,
    /// Destination hex.
    pub destination: String,
    /// Associated minor's id.
    pub minor: String,
    /// Its printed colour.
    pub colour: String,
}

/// Who may buy a private from its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Buyer {
    /// Major companies.
    Major,
    /// Minor companies.
    Minor,
}

/// A private company.
#[derive(Debug, Clone, Deserialize)]
pub struct PrivateFile {
    /// Id (`P1`…).
    pub id: String,
    /// Name.
    pub name: String,
    /// What it does, in two words.
    pub short: String,
    /// Paid to its owner at the start of every operating round.
    pub revenue: u32,
    /// Company kinds that may acquire it.
    pub acquire_by: Vec<Buyer>,
    /// First phase a company may acquire it in.
    pub from_phase: u8,
}

/// Which game of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum ScenarioId {
    /// The full game.
    Full,
    /// The Short Scenario.
    Short,
    /// The Southern Regional Scenario.
    Southern,
}

/// The card that leads the minor deck.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub enum MinorLead {
    /// Always this card.
    Card(String),
    /// One pair drawn at random: (associated minor leading, unassociated partner last).
    Pair(Vec<(String, String)>),
}

/// How the deck is dealt.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct DeckLayout {
    /// Every card, in the order the shuffle starts from.
    pub companies: Vec<String>,
    /// Private cards moved to the front.
    pub private_lead: Vec<String>,
    /// The minor deck's first card.
    pub minor_lead: MinorLead,
    /// Stacks of (associated, unassociated) cards.
    pub stacks: Vec<(usize, usize)>,
}

/// A train count or price a scenario changes.
#[derive(Debug, Clone, Deserialize)]
pub struct TrainChange {
    /// Which train.
    pub name: String,
    /// Its count.
    #[serde(default)]
    pub count: Option<u32>,
    /// Its price.
    #[serde(default)]
    pub price: Option<u32>,
}

/// A scenario.
#[derive(Debug, Clone, Deserialize)]
pub struct ScenarioFile {
    /// Which.
    pub id: ScenarioId,
    /// 18xx.games' title.
    pub title: String,
    /// Fewest and most players.
    pub players: (usize, usize),
    /// Starting cash by player count.
    pub cash: Vec<(usize, u32)>,
    /// Certificate limit by player count.
    pub cert_limit: Vec<(usize, u32)>,
    /// Bid tokens by player count.
    pub bid_tokens: Vec<(usize, u32)>,
    /// Majors in play.
    pub majors: Vec<String>,
    /// The deck.
    pub deck: DeckLayout,
    /// Train changes.
    pub trains: Vec<TrainChange>,
    /// L→2 upgrade price from phase 2.
    pub l_upgrade_from_phase_2: u32,
    /// Prices that end the game.
    pub end_cells: Vec<u32>,
    /// Whether a first stock round without bids ends the game.
    pub no_bids_in_first_round_ends: bool,
}

/// The game file.
#[derive(Debug, Clone, Deserialize)]
pub struct GameFile {
    /// All the game's money.
    pub bank: u32,
    /// Bids per stock-round turn.
    pub max_bids_per_turn: u8,
    /// Bids rise in multiples of this.
    pub bid_step: u32,
    /// Minor bid boxes.
    pub minor_boxes: usize,
    /// Private bid boxes.
    pub private_boxes: usize,
    /// Least bid on a minor or regional.
    pub minor_min_bid: u32,
    /// A station token's price.
    pub token_price: u32,
    /// A regional certificate's value.
    pub regional_value: u32,
    /// A regional's income per operating round.
    pub regional_revenue: u32,
    /// What a major pays the bank for a minor still in a bid box (phase 5 on).
    pub bid_box_minor_price: u32,
    /// Most of a major one player may hold.
    pub major_max_percent: u32,
    /// Most of a major the market may hold.
    pub market_limit_percent: u32,
    /// The market's cells: price plus `p` (minor par), `x` (par), `e` (end).
    pub market: Vec<String>,
    /// Phases.
    pub phases: Vec<PhaseFile>,
    /// The depot.
    pub trains: Vec<TrainFile>,
    /// Minors.
    pub minors: Vec<MinorFile>,
    /// Regionals.
    pub regionals: Vec<RegionalFile>,
    /// Majors.
    pub majors: Vec<MajorFile>,
    /// Privates.
    pub privates: Vec<PrivateFile>,
    /// The Starting Packet optional rule's cards per seat.
    pub starting_packet: StartingPacket,
    /// Scenarios.
    pub scenarios: Vec<ScenarioFile>,
}

/// The Starting Packet: seat i's minors (floated at $50 with $100) and privates.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartingPacket {
    /// Minor cards, per seat.
    pub minors: Vec<Vec<String>>,
    /// Private cards, per seat.
    pub privates: Vec<Vec<String>>,
}

/// A by-player-count table's value for `seats` (0 where the table has no row).
pub fn for_seats(table: &[(usize, u32)], seats: usize) -> u32 {
    table
        .iter()
        .find(|(n, _)| *n == seats)
        .map_or(0, |(_, v)| *v)
}

/// A market cell's price and marks, from its code (`"50p"` → 50, "p").
pub fn market_cell(code: &str) -> Option<(u32, &str)> {
    let digits = code
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(code.len());
    let price = code[..digits].parse().ok()?;
    let marks = &code[digits..];
    marks
        .chars()
        .all(|c| "pxe".contains(c))
        .then_some((price, marks))
}

fn check_paths(what: &str, nodes: &[Node], paths: &[PathFile], problems: &mut Vec<String>) {
    for p in paths {
        for end in [p.a, p.b] {
            match end {
                End::Edge(e) if e > 5 => problems.push(format!("{what}: edge {e} is not 0-5")),
                End::Node(n) if usize::from(n) >= nodes.len() => problems.push(format!(
                    "{what}: a path names node {n}, it has {}",
                    nodes.len()
                )),
                _ => {}
            }
        }
        if p.terminal > 2 {
            problems.push(format!("{what}: terminal {} is not 0, 1 or 2", p.terminal));
        }
    }
}

/// Problems with the map: hex names, paths, the special-hex lists.
pub fn check_map(map: &MapFile) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for h in &map.hexes {
        if !seen.insert(h.id.as_str()) {
            problems.push(format!("hex {} is listed twice", h.id));
        }
        let letter = h.id.chars().next().unwrap_or('?');
        let number: Option<i32> = h.id.get(1..).and_then(|n| n.parse().ok());
        match number {
            Some(n) if letter.is_ascii_uppercase() => {
                if (n + i32::from(letter as u8 - b'A')) % 2 != 0 {
                    problems.push(format!("hex {}: row {letter} has no column {n}", h.id));
                }
            }
            _ => problems.push(format!("hex '{}' is not a name like A10", h.id)),
        }
        check_paths(&format!("hex {}", h.id), &h.nodes, &h.paths, &mut problems);
        for b in &h.borders {
            let (Border::Water { edge, .. } | Border::Impassable { edge }) = b;
            if *edge > 5 {
                problems.push(format!("hex {}: border edge {edge} is not 0-5", h.id));
            }
        }
    }
    for (list, ids) in [
        ("ports", &map.ports),
        ("portage", &map.portage),
        ("ski_haus", &map.ski_haus),
        ("coal_mine", &map.coal_mine),
        ("paper_mill", &map.paper_mill),
        ("visit_twice", &map.visit_twice),
    ] {
        for id in ids.iter().filter(|id| !seen.contains(id.as_str())) {
            problems.push(format!("{list} names {id}, which is not on the map"));
        }
    }
    problems
}

/// Problems with the tile manifest: paths, families and ladders naming tiles that exist.
pub fn check_tiles(tiles: &TilesFile) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for t in &tiles.tiles {
        if !seen.insert(t.id.as_str()) {
            problems.push(format!("tile {} is listed twice", t.id));
        }
        check_paths(&format!("tile {}", t.id), &t.nodes, &t.paths, &mut problems);
    }
    let colours = [Colour::Yellow, Colour::Green, Colour::Brown, Colour::Gray];
    for f in &tiles.families {
        if f.tiles.len() != colours.len() {
            problems.push(format!(
                "family {} lists {} colours, not 4",
                f.name,
                f.tiles.len()
            ));
        }
        for (colour, ids) in colours.iter().zip(&f.tiles) {
            for id in ids {
                match tiles.tiles.iter().find(|t| &t.id == id) {
                    None => problems.push(format!(
                        "family {} names tile {id}, not in the manifest",
                        f.name
                    )),
                    Some(t) if t.colour != *colour => problems.push(format!(
                        "family {}: tile {id} is {:?}, listed as {colour:?}",
                        f.name, t.colour
                    )),
                    _ => {}
                }
            }
        }
    }
    for l in &tiles.ladders {
        for id in l.tiles.iter().filter(|id| !seen.contains(id.as_str())) {
            problems.push(format!(
                "the {} ladder names tile {id}, not in the manifest",
                l.hex
            ));
        }
    }
    for (what, list) in [
        ("the city and town", &tiles.city_and_town),
        ("the joined cities", &tiles.joined_cities),
    ] {
        for c in list {
            for id in c.tiles.iter().filter(|id| !seen.contains(id.as_str())) {
                problems.push(format!(
                    "{what} of {} names tile {id}, not in the manifest",
                    c.hex
                ));
            }
        }
    }
    problems
}

/// Problems with the game file, read against the map: homes on cities, phases on trains, decks
/// whose stacks take exactly their cards.
pub fn check_game(game: &GameFile, map: &MapFile) -> Vec<String> {
    let mut problems = Vec::new();
    let hex = |id: &str| map.hexes.iter().find(|h| h.id == id);
    let cities = |id: &str| {
        hex(id).map_or(0, |h| {
            h.nodes
                .iter()
                .filter(|n| matches!(n, Node::City { .. }))
                .count()
        })
    };
    for (i, code) in game.market.iter().enumerate() {
        match market_cell(code) {
            None => problems.push(format!(
                "market cell {i} '{code}' is not a price with p, x or e"
            )),
            Some((p, _)) if i > 0 && market_cell(&game.market[i - 1]).is_some_and(|q| q.0 >= p) => {
                problems.push(format!("market cell {i} ({p}) does not rise"))
            }
            _ => {}
        }
    }
    let trains: BTreeSet<&str> = game
        .trains
        .iter()
        .flat_map(|t| {
            std::iter::once(t.name.as_str()).chain(t.variants.iter().map(|v| v.name.as_str()))
        })
        .collect();
    for p in &game.phases {
        for t in p.on.iter().filter(|t| !trains.contains(t.as_str())) {
            problems.push(format!(
                "phase {} starts on train {t}, which is not in the depot",
                p.name
            ));
        }
    }
    for m in &game.minors {
        if usize::from(m.city) >= cities(&m.home) {
            problems.push(format!("minor {}: {} has no city {}", m.id, m.home, m.city));
        }
        if !m.major.is_empty() && !game.majors.iter().any(|j| j.id == m.major) {
            problems.push(format!("minor {}: no major {}", m.id, m.major));
        }
    }
    for r in &game.regionals {
        if cities(&r.home) == 0 {
            problems.push(format!("regional {}: {} has no city", r.id, r.home));
        }
    }
    for j in &game.majors {
        for h in [&j.home, &j.destination] {
            if cities(h) == 0 {
                problems.push(format!("major {}: {h} has no city", j.id));
            }
        }
        if !game
            .minors
            .iter()
            .any(|m| m.id == j.minor && m.major == j.id)
        {
            problems.push(format!(
                "major {}: minor {} is not associated with it",
                j.id, j.minor
            ));
        }
    }
    let cards: BTreeSet<&str> = game
        .minors
        .iter()
        .map(|m| m.card.as_str())
        .chain(game.regionals.iter().map(|r| r.card.as_str()))
        .chain(game.privates.iter().map(|p| p.id.as_str()))
        .collect();
    let associated: BTreeSet<&str> = game
        .minors
        .iter()
        .filter(|m| !m.major.is_empty())
        .map(|m| m.card.as_str())
        .collect();
    let mut scenarios = BTreeMap::new();
    let packet = &game.starting_packet;
    for c in packet.minors.iter().chain(&packet.privates).flatten() {
        if !cards.contains(c.as_str()) {
            problems.push(format!("starting packet: card {c} is no company"));
        }
    }
    if packet.minors.len() != packet.privates.len() {
        problems.push("starting packet: minors and privates for different seat counts".into());
    }
    for s in &game.scenarios {
        if scenarios.insert(format!("{:?}", s.id), ()).is_some() {
            problems.push(format!("scenario {:?} is listed twice", s.id));
        }
        let d = &s.deck;
        for c in d.companies.iter().filter(|c| !cards.contains(c.as_str())) {
            problems.push(format!("scenario {:?}: card {c} is no company", s.id));
        }
        let (lead, tail): (Vec<&str>, usize) = match &d.minor_lead {
            MinorLead::Card(c) => (vec![c.as_str()], 0),
            MinorLead::Pair(pairs) => {
                for (a, u) in pairs {
                    if !associated.contains(a.as_str()) || associated.contains(u.as_str()) {
                        problems.push(format!(
                            "scenario {:?}: pair ({a}, {u}) must be an associated and an unassociated minor",
                            s.id
                        ));
                    }
                }
                (Vec::new(), 1)
            }
        };
        let minors = d.companies.iter().filter(|c| c.starts_with('M'));
        let assoc = minors
            .clone()
            .filter(|c| associated.contains(c.as_str()))
            .count();
        let lead_assoc = lead.iter().filter(|c| associated.contains(*c)).count();
        let unassoc = minors.count() - assoc;
        let (want_a, want_u) = match &d.minor_lead {
            MinorLead::Card(_) => (assoc - lead_assoc, unassoc - (lead.len() - lead_assoc)),
            MinorLead::Pair(_) => (assoc.saturating_sub(1), unassoc.saturating_sub(tail)),
        };
        let stacked = d
            .stacks
            .iter()
            .fold((0, 0), |acc, s| (acc.0 + s.0, acc.1 + s.1));
        if stacked != (want_a, want_u) {
            problems.push(format!(
                "scenario {:?}: the stacks take {stacked:?} (associated, unassociated) cards, the deck has {:?}",
                s.id,
                (want_a, want_u)
            ));
        }
        for p in &d.private_lead {
            if !d.companies.contains(p) {
                problems.push(format!(
                    "scenario {:?}: private {p} leads but is not dealt",
                    s.id
                ));
            }
        }
    }
    problems
}
