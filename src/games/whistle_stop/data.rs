//! Loads `assets/games/whistle_stop/game.ron` (checked at build time by the same
//! [`schema`](super::schema) checks) into what the rules index: every physical tile of the box as a
//! [`TileId`] with its track as a small graph, and the board's spaces with their neighbours.

use super::schema::{self, GameFile, Node, StopFile, TileClass};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The data file shipped with the game.
pub const GAME_RON: &str = include_str!("../../../assets/games/whistle_stop/game.ron");

/// One physical hex tile of the box, by its place in [`WsData::tiles`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

/// A space of the board, numbered by column (west first), then from the top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SpaceId(pub u8);

/// A tile as the rules use it.
#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    /// End, special or ordinary.
    pub class: TileClass,
    /// Its stops, `a` first.
    pub stops: Vec<StopFile>,
    /// Its track as pairs of places joined directly (sides unrotated).
    pub links: Vec<(Node, Node)>,
}

impl Tile {
    /// Whether it has a stop at all.
    pub fn has_stop(&self) -> bool {
        !self.stops.is_empty()
    }

    /// The places joined to `node` with the tile turned `rotation` sixths clockwise.
    pub fn next(&self, node: Node, rotation: u8) -> impl Iterator<Item = Node> + '_ {
        let turn = move |n: Node| match n {
            Node::Side(s) => Node::Side((s + rotation) % 6),
            stop => stop,
        };
        self.links.iter().filter_map(move |&(a, b)| {
            let (a, b) = (turn(a), turn(b));
            if a == node {
                Some(b)
            } else if b == node {
                Some(a)
            } else {
                None
            }
        })
    }

    /// Its links turned `rotation` sixths, each pair and the list in order: equal for tiles whose
    /// track lies the same.
    pub fn turned(&self, rotation: u8) -> Vec<(Node, Node)> {
        let turn = |n| match n {
            Node::Side(s) => Node::Side((s + rotation) % 6),
            n => n,
        };
        let mut links: Vec<(Node, Node)> = self
            .links
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (turn(a), turn(b));
                if a <= b { (a, b) } else { (b, a) }
            })
            .collect();
        links.sort_unstable();
        links
    }

    /// The sides its track reaches, turned `rotation` sixths.
    pub fn sides(&self, rotation: u8) -> Vec<u8> {
        let mut sides: Vec<u8> = self
            .links
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .filter_map(|n| match n {
                Node::Side(s) => Some((s + rotation) % 6),
                Node::Stop(_) => None,
            })
            .collect();
        sides.sort_unstable();
        sides.dedup();
        sides
    }

    /// Whether it is a Town or another special tile (what a hand is penalised for).
    pub fn special(&self) -> bool {
        self.class == TileClass::Special
    }
}

/// What lies beyond a side of a space.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Beyond {
    /// Another space.
    Space(SpaceId),
    /// One of the East Coast stops, by number from the top.
    Coast(u8),
    /// The edge of the board.
    Edge,
}

/// Everything fixed about the game.
#[derive(Debug, Clone)]
pub struct WsData {
    /// The file as written.
    pub file: GameFile,
    /// Every tile of the box, copies expanded.
    pub tiles: Vec<Tile>,
    /// Each space's (column, row).
    pub spaces: Vec<(u8, u8)>,
    /// The East Coast stops, top first: the space and side each leads into.
    pub coast: Vec<(SpaceId, u8)>,
}

/// Sides, clockwise from the top of a flat-topped hex.
pub mod side {
    /// North.
    pub const N: u8 = 0;
    /// North-east.
    pub const NE: u8 = 1;
    /// South-east.
    pub const SE: u8 = 2;
    /// South.
    pub const S: u8 = 3;
    /// South-west.
    pub const SW: u8 = 4;
    /// North-west.
    pub const NW: u8 = 5;

    /// Whether leaving a space by this side goes east (a coal move never does).
    pub fn east(side: u8) -> bool {
        side == NE || side == SE
    }

    /// The side facing it from the neighbour.
    pub fn opposite(side: u8) -> u8 {
        (side + 3) % 6
    }
}

impl WsData {
    /// The space at (column, row), if the board has it.
    pub fn space_at(&self, col: i32, row: i32) -> Option<SpaceId> {
        let heights = &self.file.columns;
        if col < 0
            || row < 0
            || col as usize >= heights.len()
            || row >= i32::from(heights[col as usize])
        {
            return None;
        }
        let before: usize = heights[..col as usize]
            .iter()
            .map(|&h| usize::from(h))
            .sum();
        Some(SpaceId((before + row as usize) as u8))
    }

    /// Whether a column sits half a space lower than its west neighbour (the shorter columns do).
    pub fn shifted(&self, col: u8) -> bool {
        col % 2 == 1
    }

    /// What lies beyond `side` of `space`.
    pub fn beyond(&self, space: SpaceId, side: u8) -> Beyond {
        let (col, row) = self.spaces[usize::from(space.0)];
        let (c, r) = (i32::from(col), i32::from(row));
        let down = i32::from(self.shifted(col));
        let (nc, nr) = match side {
            side::N => (c, r - 1),
            side::S => (c, r + 1),
            side::NE => (c + 1, r - 1 + down),
            side::SE => (c + 1, r + down),
            side::SW => (c - 1, r + down),
            _ => (c - 1, r - 1 + down),
        };
        if let Some(s) = self.space_at(nc, nr) {
            return Beyond::Space(s);
        }
        match self
            .coast
            .iter()
            .position(|&(s, d)| s == space && d == side)
        {
            Some(k) => Beyond::Coast(k as u8),
            None => Beyond::Edge,
        }
    }

    /// The column a space is in (0 = west).
    pub fn column(&self, space: SpaceId) -> u8 {
        self.spaces[usize::from(space.0)].0
    }

    /// The spaces of a column, from the top.
    pub fn column_spaces(&self, col: u8) -> Vec<SpaceId> {
        (0..self.file.columns[usize::from(col)])
            .filter_map(|r| self.space_at(i32::from(col), i32::from(r)))
            .collect()
    }

    /// Trains each player gets, and the turn-track space the first round uses, for `players`.
    pub fn count(&self, players: usize) -> (u8, u8) {
        self.file
            .player_counts
            .iter()
            .find(|pc| usize::from(pc.players) == players)
            .map_or((0, 0), |pc| (pc.trains, pc.first_space))
    }

    /// The railroad whose town is `town`.
    pub fn railroad_of(&self, town: &str) -> Option<u8> {
        self.file
            .railroads
            .iter()
            .position(|r| r.town == town)
            .map(|i| i as u8)
    }

    /// The tile.
    pub fn tile(&self, id: TileId) -> &Tile {
        &self.tiles[usize::from(id.0)]
    }
}

/// Parses, checks and indexes a data file.
pub fn load(text: &str) -> Result<WsData, String> {
    let file: GameFile = crate::kits::ron_file::parse("game.ron", text)?;
    let problems = schema::check(&file);
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    let mut tiles = Vec::new();
    for t in &file.tiles {
        let mut links = Vec::new();
        for path in &t.track {
            let nodes = schema::parse_path(path, t.stops.len())?;
            links.extend(nodes.windows(2).map(|w| (w[0], w[1])));
        }
        for _ in 0..t.count {
            tiles.push(Tile {
                class: t.class(),
                stops: t.stops.clone(),
                links: links.clone(),
            });
        }
    }
    if tiles.len() > usize::from(u8::MAX) {
        return Err("more than 255 tiles".into());
    }
    let spaces: Vec<(u8, u8)> = file
        .columns
        .iter()
        .enumerate()
        .flat_map(|(c, &h)| (0..h).map(move |r| (c as u8, r)))
        .collect();
    let mut data = WsData {
        file,
        tiles,
        spaces,
        coast: Vec::new(),
    };
    // The East Coast: every east-facing side along the board's east edge, top to bottom (the
    // east column's, and the top and bottom spaces of its taller neighbour).
    let mut coast: Vec<(i32, SpaceId, u8)> = Vec::new();
    let columns = data.file.columns.len();
    for i in 0..data.spaces.len() {
        let space = SpaceId(i as u8);
        let (col, row) = data.spaces[i];
        for d in [side::NE, side::SE] {
            if usize::from(col) + 2 >= columns && data.beyond(space, d) == Beyond::Edge {
                let y = 4 * i32::from(row)
                    + 2 * i32::from(data.shifted(col))
                    + if d == side::NE { -1 } else { 1 };
                coast.push((y, space, d));
            }
        }
    }
    coast.sort_by_key(|&(y, _, _)| y);
    data.coast = coast.into_iter().map(|(_, s, d)| (s, d)).collect();
    Ok(data)
}

/// The game as shipped (checked by `build.rs`, so loading it cannot fail in a built game).
pub fn whistle_stop() -> &'static WsData {
    static DATA: OnceLock<WsData> = OnceLock::new();
    DATA.get_or_init(|| {
        load(GAME_RON).unwrap_or_else(|e| panic!("build.rs checks the shipped data: {e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_box_is_whole() {
        let d = whistle_stop();
        assert_eq!(d.tiles.len(), 78, "78 hex tiles");
        let class = |c| d.tiles.iter().filter(|t| t.class == c).count();
        assert_eq!(class(TileClass::End), 10);
        assert_eq!(class(TileClass::Special), 18);
        assert_eq!(class(TileClass::Ordinary), 50);
        assert_eq!(d.spaces.len(), 60, "8 columns of 8 and 7");
        assert_eq!(d.coast.len(), 16, "16 East Coast stops");
        assert_eq!(d.file.upgrades.len(), 12);
        let gold: u32 = d.file.gold.iter().map(|&(_, n)| u32::from(n)).sum();
        assert_eq!(gold, 20);
        let shares: u32 = d.file.railroads.iter().map(|r| u32::from(r.shares)).sum();
        assert_eq!(shares, 30);
    }

    #[test]
    fn neighbours_follow_the_shifted_columns() {
        let d = whistle_stop();
        let at = |c, r| d.space_at(c, r).unwrap();
        // Column 0 is tall; column 1 sits half a space lower.
        assert_eq!(d.beyond(at(0, 3), side::NE), Beyond::Space(at(1, 2)));
        assert_eq!(d.beyond(at(0, 3), side::SE), Beyond::Space(at(1, 3)));
        assert_eq!(d.beyond(at(1, 3), side::NW), Beyond::Space(at(0, 3)));
        assert_eq!(d.beyond(at(1, 3), side::SW), Beyond::Space(at(0, 4)));
        assert_eq!(d.beyond(at(1, 3), side::N), Beyond::Space(at(1, 2)));
        assert_eq!(d.beyond(at(0, 0), side::NW), Beyond::Edge);
        // Every neighbour sees the space back across the opposite side.
        for i in 0..d.spaces.len() {
            let s = SpaceId(i as u8);
            for dir in 0..6 {
                if let Beyond::Space(n) = d.beyond(s, dir) {
                    assert_eq!(d.beyond(n, side::opposite(dir)), Beyond::Space(s));
                }
            }
        }
    }

    #[test]
    fn the_east_coast_runs_down_the_east_edge() {
        let d = whistle_stop();
        let at = |c, r| d.space_at(c, r).unwrap();
        assert_eq!(d.coast[0], (at(6, 0), side::NE));
        assert_eq!(d.coast[1], (at(7, 0), side::NE));
        assert_eq!(d.coast[2], (at(7, 0), side::SE));
        assert_eq!(d.coast[14], (at(7, 6), side::SE));
        assert_eq!(d.coast[15], (at(6, 7), side::SE));
        assert_eq!(d.beyond(at(7, 3), side::SE), Beyond::Coast(8));
    }

    #[test]
    fn a_tile_turns_its_track() {
        let d = whistle_stop();
        let straight = d
            .tiles
            .iter()
            .find(|t| t.stops.is_empty() && t.links == vec![(Node::Side(1), Node::Side(4))])
            .unwrap();
        assert_eq!(
            straight.next(Node::Side(2), 1).collect::<Vec<_>>(),
            vec![Node::Side(5)]
        );
        assert_eq!(straight.sides(2), vec![0, 3]);
    }

    #[test]
    fn a_broken_file_is_refused_with_its_reason() {
        let broken = GAME_RON.replace("\"1-a-b-4\"", "\"1-a-c-4\"");
        let err = load(&broken).unwrap_err();
        assert!(err.contains("neither a side"), "{err}");
        assert!(load("GameFile(").is_err());
    }
}
