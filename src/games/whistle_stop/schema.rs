//! The RON file format of Whistle Stop (`assets/games/whistle_stop/game.ron`) and its checks.
//!
//! Only `serde` and `std` here: `build.rs` includes this file too, so a data file that breaks a rule
//! fails the build with the same message the game gives when it loads the file.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Every component of the box, as the rules use it.
#[derive(Debug, Clone, Deserialize)]
pub struct GameFile {
    /// Spaces per column, west to east.
    pub columns: Vec<u8>,
    /// The column the setup fills with specials and ordinary tiles (0 = west).
    pub middle_column: u8,
    /// Ordinary tiles among the middle column's.
    pub middle_ordinary: u8,
    /// Ordinary tiles in the east column and the top and bottom of its neighbour.
    pub east_ordinary: u8,
    /// End tiles put in the west column.
    pub end_tiles_used: u8,
    /// What changes with the player count.
    pub player_counts: Vec<PlayerCountFile>,
    /// Coal at the start by turn order.
    pub starting_coal: Vec<u8>,
    /// Whistles each player starts with.
    pub starting_whistles: u8,
    /// The turn track's spaces, top first.
    pub turn_track: Vec<TrackSpace>,
    /// Coal each player gets from a coal space.
    pub coal_per_space: u8,
    /// Whistles each player gets from a whistle space.
    pub whistles_per_space: u8,
    /// The rulebook's numbers.
    pub limits: Limits,
    /// Cubes of each good in the box.
    pub cubes_per_good: u8,
    /// Gold nuggets: (value, how many).
    pub gold: Vec<(u8, u8)>,
    /// The railroads, each with its town.
    pub railroads: Vec<RailroadFile>,
    /// The upgrade cards.
    pub upgrades: Vec<UpgradeFile>,
    /// What each resource-track space gives a parked train.
    pub resource_track: Vec<Vec<Gain>>,
    /// Every hex tile, with how many copies.
    pub tiles: Vec<TileFile>,
}

/// What depends on the player count.
#[derive(Debug, Clone, Deserialize)]
pub struct PlayerCountFile {
    /// Players.
    pub players: u8,
    /// Trains each.
    pub trains: u8,
    /// The turn-track space the first round takes its tokens from.
    pub first_space: u8,
}

/// A turn-track space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TrackSpace {
    /// Coal for everyone.
    Coal,
    /// A whistle for everyone.
    Whistle,
}

/// The rulebook's numbers.
#[derive(Debug, Clone, Deserialize)]
pub struct Limits {
    /// Tiles in hand after a refill.
    pub hand: u8,
    /// ... with the Extra Boiler.
    pub boiler_hand: u8,
    /// Tiles one move may lay.
    pub tiles_per_move: u8,
    /// ... with the Extra Boiler.
    pub boiler_tiles_per_move: u8,
    /// Face-up tiles beside the pile.
    pub face_up: u8,
    /// Tokens a turn may spend.
    pub tokens_per_turn: u8,
    /// Upgrades a turn may buy.
    pub upgrades_per_turn: u8,
    /// Resources a player may hold.
    pub resources: u8,
    /// Upgrades face up beyond one per player.
    pub display_beyond_players: u8,
    /// Trades at a Trading Post (and with the Open Wagon).
    pub trades: u8,
    /// Fame for a railroad's majority.
    pub majority_fame: u8,
    /// Fame lost per Town or special tile left in hand.
    pub hand_penalty: u8,
    /// Leftover coal and whistles per fame.
    pub tokens_per_fame: u8,
}

/// The six goods: three common, then three rare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Good {
    /// White, common.
    Cotton,
    /// Gray, common.
    Gravel,
    /// Brown, common.
    Lumber,
    /// Red, rare.
    Cattle,
    /// Green, rare.
    Whiskey,
    /// Blue, rare.
    Steel,
}

impl Good {
    /// Every good, common first.
    pub const ALL: [Good; 6] = [
        Good::Cotton,
        Good::Gravel,
        Good::Lumber,
        Good::Cattle,
        Good::Whiskey,
        Good::Steel,
    ];

    /// Whether it is one of the rare three.
    pub fn rare(self) -> bool {
        matches!(self, Good::Cattle | Good::Whiskey | Good::Steel)
    }

    /// Its index in [`Good::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A railroad and its town.
#[derive(Debug, Clone, Deserialize)]
pub struct RailroadFile {
    /// Its name.
    pub name: String,
    /// The town whose tiles give its shares.
    pub town: String,
    /// Its numbered shares.
    pub shares: u8,
}

/// The twelve upgrades.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum UpgradeKind {
    /// 1 coal: 2 coal.
    CoalCar,
    /// 1 coal: 2 trades.
    OpenWagon,
    /// 1 coal: a gold nugget.
    MineCart,
    /// Others pay a resource to leave a stop you share.
    TollStation,
    /// Search the pile when refilling.
    Compass,
    /// 1 coal: 4 fame per 3 shares.
    FirstClassCabin,
    /// Nobody else may move onto your stops.
    BlockingSignal,
    /// 1 coal: use your train's stop again.
    Caboose,
    /// 1 coal: swap a share for one of a town on the board.
    Safe,
    /// 1 coal: any resource.
    Warehouse,
    /// Hand of 5, moves of 5 tiles, no hand penalty.
    ExtraBoiler,
    /// 1 coal: a whistle.
    NewWhistle,
}

/// An upgrade card.
#[derive(Debug, Clone, Deserialize)]
pub struct UpgradeFile {
    /// Which.
    pub kind: UpgradeKind,
    /// The goods it costs.
    pub cost: Vec<Good>,
    /// Fame at the end.
    pub stars: u8,
}

/// What a resource-track space gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gain {
    /// A cube.
    Good(Good),
    /// Coal tokens.
    Coal(u8),
    /// Whistle tokens.
    Whistle(u8),
    /// A gold nugget.
    Gold,
    /// "?": any one resource or token.
    Any,
}

/// A hex tile and its copies.
#[derive(Debug, Clone, Deserialize)]
pub struct TileFile {
    /// Copies in the box.
    pub count: u8,
    /// Its paths in the track notation.
    pub track: Vec<String>,
    /// Its stops, `a` first.
    pub stops: Vec<StopFile>,
}

/// A stop printed on a tile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StopFile {
    /// A small circle with a cube.
    Good(Good),
    /// 2 coal.
    CoalYard,
    /// Up to 2 trades.
    TradingPost,
    /// A resource of your choice.
    GeneralStore,
    /// A whistle.
    WhistleFactory,
    /// A gold nugget.
    GoldMine,
    /// Pay for fame and a share of the town's railroad, or lose the fame.
    Town {
        /// Its name.
        town: String,
        /// The goods it asks.
        cost: Vec<Good>,
        /// Fame paid, or lost.
        fame: u8,
    },
    /// An end tile: deliver the goods for fame, or lose it.
    Deliver {
        /// The goods it asks.
        cost: Vec<Good>,
        /// Fame paid, or lost.
        fame: u8,
    },
    /// An end tile: fame per share held, then one share leaves the game.
    StockMarket {
        /// Fame per share.
        fame: u8,
    },
}

impl StopFile {
    /// A small circle (blocking applies), not a big hex stop.
    pub fn small(&self) -> bool {
        matches!(self, StopFile::Good(_))
    }

    /// A stop of an end tile.
    pub fn end(&self) -> bool {
        matches!(
            self,
            StopFile::Deliver { .. } | StopFile::StockMarket { .. }
        )
    }
}

/// One place on a path: a side of the hex or one of its stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Node {
    /// Side 0–5, clockwise from the top.
    Side(u8),
    /// The tile's stop by index (`a` = 0).
    Stop(u8),
}

/// A path of the track notation (`"1-a-4"`), checked against the tile's stop count.
pub fn parse_path(text: &str, stops: usize) -> Result<Vec<Node>, String> {
    let nodes = text
        .split('-')
        .map(|part| match part.as_bytes() {
            [d @ b'0'..=b'5'] => Ok(Node::Side(d - b'0')),
            [l @ b'a'..=b'z'] if usize::from(l - b'a') < stops => Ok(Node::Stop(l - b'a')),
            _ => Err(format!(
                "path \"{text}\": \"{part}\" is neither a side 0-5 nor one of the tile's {stops} stops"
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if nodes.len() < 2 {
        return Err(format!("path \"{text}\" needs two places"));
    }
    if nodes.windows(2).any(|w| w[0] == w[1]) {
        return Err(format!("path \"{text}\" repeats a place"));
    }
    if nodes[1..nodes.len() - 1]
        .iter()
        .any(|n| matches!(n, Node::Side(_)))
    {
        return Err(format!("path \"{text}\" passes a side in its middle"));
    }
    Ok(nodes)
}

/// What kind of tile it is, by its stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TileClass {
    /// A dark-backed end tile.
    End,
    /// Town or another big hex stop.
    Special,
    /// Track, with resource stops or none.
    Ordinary,
}

impl TileFile {
    /// End, special or ordinary.
    pub fn class(&self) -> TileClass {
        if self.stops.iter().any(StopFile::end) {
            TileClass::End
        } else if self.stops.iter().any(|s| !s.small()) {
            TileClass::Special
        } else {
            TileClass::Ordinary
        }
    }
}

/// Every problem with the file, as sentences.
pub fn check(file: &GameFile) -> Vec<String> {
    let mut problems = Vec::new();
    let mut need = |ok: bool, what: String| {
        if !ok {
            problems.push(what);
        }
    };
    let limits = &file.limits;
    need(
        file.columns.len() >= 3 && file.columns.iter().all(|&c| c >= 2),
        "columns: at least 3, each of at least 2 spaces".into(),
    );
    let column = |i: usize| file.columns.get(i).copied().unwrap_or(0);
    let east = file.columns.len().saturating_sub(1);
    need(
        column(0) == file.end_tiles_used,
        format!(
            "end_tiles_used ({}) must fill the west column ({} spaces)",
            file.end_tiles_used,
            column(0)
        ),
    );
    need(
        column(east) + 2 == file.east_ordinary && column(east) < column(east.saturating_sub(1)),
        "east_ordinary must fill the east column and the top and bottom of a taller neighbour"
            .into(),
    );
    need(
        usize::from(file.middle_column) < east
            && column(usize::from(file.middle_column)) == 5 + file.middle_ordinary,
        "the middle column must hold its 5 special tiles and middle_ordinary".into(),
    );
    for pc in &file.player_counts {
        need(
            usize::from(pc.first_space) < file.turn_track.len() && pc.trains > 0,
            format!(
                "{} players: no such turn-track space or no trains",
                pc.players
            ),
        );
        need(
            usize::from(pc.players) <= file.starting_coal.len(),
            format!("{} players: starting_coal lacks seats", pc.players),
        );
        need(
            usize::from(pc.players) * usize::from(pc.trains) <= file.resource_track.len(),
            format!(
                "{} players: the resource track has too few spaces",
                pc.players
            ),
        );
    }
    need(
        (2..=5).all(|p| file.player_counts.iter().any(|pc| pc.players == p)),
        "player_counts must cover 2 to 5 players".into(),
    );
    need(
        limits.hand <= limits.boiler_hand
            && limits.tiles_per_move >= 1
            && limits.tiles_per_move <= limits.boiler_tiles_per_move
            && limits.tokens_per_fame > 0,
        "limits: the boiler's hand and tiles must not be below the usual ones".into(),
    );
    need(
        file.gold.iter().map(|(_, n)| u32::from(*n)).sum::<u32>() > 0,
        "gold: no nuggets".into(),
    );
    let kinds: BTreeMap<UpgradeKind, usize> =
        file.upgrades.iter().fold(BTreeMap::new(), |mut m, u| {
            *m.entry(u.kind).or_default() += 1;
            m
        });
    need(
        file.upgrades.len() == 12 && kinds.len() == 12,
        "upgrades: the twelve cards, each once".into(),
    );
    need(
        file.upgrades.iter().all(|u| !u.cost.is_empty()),
        "upgrades: each costs something".into(),
    );
    let towns: Vec<&str> = file.railroads.iter().map(|r| r.town.as_str()).collect();
    need(
        !file.railroads.is_empty()
            && file.railroads.iter().all(|r| r.shares > 0)
            && (1..towns.len()).all(|i| !towns[..i].contains(&towns[i])),
        "railroads: each has shares and a town of its own".into(),
    );
    let mut classes: BTreeMap<TileClass, usize> = BTreeMap::new();
    let mut specials: BTreeMap<String, usize> = BTreeMap::new();
    for (i, tile) in file.tiles.iter().enumerate() {
        let here = format!("tile {}", i + 1);
        *classes.entry(tile.class()).or_default() += usize::from(tile.count);
        need(tile.count > 0, format!("{here}: count 0"));
        need(
            tile.stops.len() == 1 || tile.stops.iter().all(StopFile::small),
            format!("{here}: a big stop is the tile's only stop"),
        );
        let mut reached = vec![false; tile.stops.len()];
        let mut sides = Vec::new();
        for path in &tile.track {
            match parse_path(path, tile.stops.len()) {
                Ok(nodes) => {
                    for n in nodes {
                        match n {
                            Node::Stop(s) => reached[usize::from(s)] = true,
                            Node::Side(s) => sides.push(s),
                        }
                    }
                }
                Err(e) => need(false, format!("{here}: {e}")),
            }
        }
        need(
            reached.iter().all(|&r| r) && !sides.is_empty(),
            format!("{here}: every stop must be on the track"),
        );
        for stop in &tile.stops {
            let name = match stop {
                StopFile::Good(_) => continue,
                StopFile::Town { town, cost, .. } => {
                    need(
                        towns.contains(&town.as_str()) && !cost.is_empty(),
                        format!("{here}: town {town} has no railroad, or costs nothing"),
                    );
                    "Town".to_string()
                }
                StopFile::Deliver { cost, .. } => {
                    need(cost.len() == 3, format!("{here}: a delivery asks 3 goods"));
                    "End".to_string()
                }
                StopFile::StockMarket { .. } => "End".to_string(),
                other => format!("{other:?}"),
            };
            *specials.entry(name).or_default() += usize::from(tile.count);
        }
    }
    let count = |c| classes.get(&c).copied().unwrap_or(0);
    need(
        count(TileClass::End) >= usize::from(file.end_tiles_used),
        "tiles: fewer end tiles than the west column needs".into(),
    );
    need(
        count(TileClass::Ordinary) >= usize::from(file.middle_ordinary + file.east_ordinary),
        "tiles: fewer ordinary tiles than the setup lays".into(),
    );
    let special = |n: &str| specials.get(n).copied().unwrap_or(0);
    need(
        special("Town") >= 2 && special("CoalYard") >= 1 && special("TradingPost") >= 1,
        "tiles: the middle column needs 2 towns, a coal yard and a trading post".into(),
    );
    need(
        special("WhistleFactory") + special("GeneralStore") + special("GoldMine") >= 1,
        "tiles: the middle column needs one other special tile".into(),
    );
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_reads_sides_and_stops_and_refuses_nonsense() {
        assert_eq!(
            parse_path("1-a-4", 1),
            Ok(vec![Node::Side(1), Node::Stop(0), Node::Side(4)])
        );
        assert!(parse_path("1-b-4", 1).is_err(), "no second stop");
        assert!(parse_path("1-6", 0).is_err(), "no side 6");
        assert!(parse_path("1", 0).is_err(), "one place is no path");
        assert!(parse_path("1-3-4", 0).is_err(), "a side in the middle");
    }
}
