//! Loads `assets/games/gwt/game.ron` (checked at build time by the same [`schema`](super::schema)
//! checks) into indexed tables: the trail as a graph of [`SpaceId`]s, every card of the box as a
//! [`CardId`], the railroad as one line of positions with its turnouts, and the tiles of the bags.

use super::schema::{
    self, Bounty, Effect, GameFile, Hand, HazardKind, SpaceKind, Task, WorkerKind,
};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The data file shipped with the game.
pub const GAME_RON: &str = include_str!("../../../assets/games/gwt/game.ron");

/// A space of the trail, by its place in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SpaceId(pub u8);

/// A card of the box (cattle and objectives), by its place in [`GwtData::cards`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

/// What a card is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardInfo {
    /// A cattle card: its breed (index into [`GwtData::breeds`]), breeding value and VP.
    Cattle {
        /// Breed index.
        breed: u8,
        /// Breeding value (a Simmental's stage sets it).
        value: u8,
        /// VP at the end.
        vp: u8,
    },
    /// An objective card (index into [`GwtData::objectives`]).
    Objective(u8),
}

/// A kind of tile from the Kansas City supply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileKind {
    /// A worker.
    Worker(WorkerKind),
    /// An outlaw: green (green hand) or orange (black hand).
    Outlaw {
        /// Green rather than orange.
        green: bool,
    },
    /// A hazard of a kind, with its VP and hand.
    Hazard {
        /// Flood, drought or rockfall.
        kind: HazardKind,
        /// VP at the end.
        vp: u8,
        /// Its hand.
        hand: Hand,
    },
}

/// A position on the railroad line: a track space or a station's turnout beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RailSpot {
    /// The track space (a turnout counts as the space it follows).
    pub space: u8,
    /// Whether it is a turnout rather than a track space.
    pub turnout: bool,
    /// The station upgraded from here (a turnout's, or the last space's).
    pub station: Option<u8>,
}

/// A trail space, resolved.
#[derive(Debug, Clone)]
pub struct Space {
    /// Its printed name.
    pub name: String,
    /// What it is.
    pub kind: SpaceKind,
    /// Where a herder may go next.
    pub next: Vec<SpaceId>,
    /// Where a herder comes from.
    pub prev: Vec<SpaceId>,
}

/// An objective card's printed face.
#[derive(Debug, Clone)]
pub struct ObjectiveInfo {
    /// One of the four starting objectives (no penalty).
    pub starting: bool,
    /// Its action when played.
    pub immediate: Option<Effect>,
    /// Task items.
    pub tasks: Vec<Task>,
    /// VP when met.
    pub vp: u8,
    /// VP lost when not met.
    pub penalty: u8,
}

/// Everything fixed about the game.
#[derive(Debug, Clone)]
pub struct GwtData {
    /// The file as read.
    pub file: GameFile,
    /// The trail.
    pub spaces: Vec<Space>,
    /// Neutral building spaces, in trail order.
    pub neutral_spaces: Vec<SpaceId>,
    /// Every card of the box.
    pub cards: Vec<CardInfo>,
    /// Each seat's starting cards (4 seats × 14).
    pub starters: Vec<Vec<CardId>>,
    /// The 36 market cards.
    pub market: Vec<CardId>,
    /// Simmental cards by stage (calves go in the market deck with the option).
    pub simmental: [Vec<CardId>; 3],
    /// Starting objectives.
    pub starting_objectives: Vec<CardId>,
    /// General objectives.
    pub general_objectives: Vec<CardId>,
    /// Objective faces.
    pub objectives: Vec<ObjectiveInfo>,
    /// Kansas City supply tile kinds (bag counts are kept per kind).
    pub tiles: Vec<TileKind>,
    /// What each bag holds at the start, per tile kind.
    pub bags: [Vec<u8>; 3],
    /// The railroad, in order from space 0.
    pub rail: Vec<RailSpot>,
}

impl GwtData {
    /// The space called `name`.
    pub fn space_named(&self, name: &str) -> Option<SpaceId> {
        self.spaces
            .iter()
            .position(|s| s.name == name)
            .map(|i| SpaceId(i as u8))
    }

    /// A space.
    pub fn space(&self, id: SpaceId) -> &Space {
        &self.spaces[usize::from(id.0)]
    }

    /// START.
    pub fn start(&self) -> SpaceId {
        SpaceId(0)
    }

    /// Kansas City.
    pub fn kansas_city(&self) -> SpaceId {
        SpaceId((self.spaces.len() - 1) as u8)
    }

    /// The breed called `name`.
    pub fn breed(&self, name: &str) -> Option<u8> {
        self.file
            .breeds
            .iter()
            .position(|b| b.name == name)
            .map(|i| i as u8)
    }

    /// A card.
    pub fn card(&self, id: CardId) -> CardInfo {
        self.cards[usize::from(id.0)]
    }

    /// Whether a breed is the Simmental.
    pub fn is_simmental(&self, breed: u8) -> bool {
        self.file
            .breeds
            .get(usize::from(breed))
            .is_some_and(|b| b.simmental)
    }

    /// The trail position of outlaw space `number` (1–9), if it is on the trail.
    pub fn outlaw_space(&self, number: u8) -> Option<SpaceId> {
        self.spaces
            .iter()
            .position(|s| matches!(s.kind, SpaceKind::Outlaw(n) if n == number))
            .map(|i| SpaceId(i as u8))
    }

    /// The bounty of outlaw space `number` (1–9).
    pub fn bounty(&self, number: u8) -> Bounty {
        self.file.outlaw_spaces[usize::from(number - 1)].bounty
    }

    /// A trail space as players read it: "Flood risk 1" for the board's `FLOOD-RISK-1`, "Kansas
    /// City"; a lettered space ("A-1", "C") keeps its letters.
    pub fn space_label(&self, s: SpaceId) -> String {
        let name = &self.space(s).name;
        if s == self.kansas_city() {
            return self.file.railroad.cities[0].name.clone();
        }
        if name
            .split(['-', ' '])
            .next()
            .unwrap_or_default()
            .chars()
            .count()
            <= 1
        {
            return name.clone();
        }
        let words = name.replace('-', " ").to_lowercase();
        let mut chars = words.chars();
        chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    }

    /// The rail position of station `station`'s upgrade spot.
    pub fn station_spot(&self, station: u8) -> usize {
        self.rail
            .iter()
            .position(|r| r.station == Some(station))
            .unwrap_or(0)
    }

    /// Dollars of transport from an engine at rail position `engine` to a city of `value`.
    pub fn transport_cost(&self, engine: usize, value: u8) -> u32 {
        let at = self.rail[engine].space;
        self.file
            .railroad
            .crosses_after
            .iter()
            .filter(|&&c| c >= at && c < value)
            .count() as u32
    }

    /// The index of the tile kind that is a worker of `kind`.
    pub fn worker_tile(&self, kind: WorkerKind) -> u8 {
        self.tiles
            .iter()
            .position(|t| *t == TileKind::Worker(kind))
            .unwrap_or(0) as u8
    }
}

/// Parses, checks and indexes a data file.
pub fn load(text: &str) -> Result<GwtData, String> {
    let file: GameFile = crate::kits::ron_file::parse("game.ron", text)?;
    let problems = schema::check(&file);
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    let index = |name: &str| {
        file.trail
            .iter()
            .position(|s| s.id == name)
            .map(|i| SpaceId(i as u8))
    };
    let mut spaces: Vec<Space> = file
        .trail
        .iter()
        .map(|s| Space {
            name: s.id.clone(),
            kind: s.kind.clone(),
            next: s.next.iter().filter_map(|n| index(n)).collect(),
            prev: Vec::new(),
        })
        .collect();
    for i in 0..spaces.len() {
        for n in spaces[i].next.clone() {
            spaces[usize::from(n.0)].prev.push(SpaceId(i as u8));
        }
    }
    let neutral_spaces = spaces
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s.kind, SpaceKind::Neutral(_)))
        .map(|(i, _)| SpaceId(i as u8))
        .collect();

    let breed = |name: &str| {
        file.breeds
            .iter()
            .position(|b| b.name == name)
            .map_or(0, |i| i as u8)
    };
    let mut cards = Vec::new();
    let push = |cards: &mut Vec<CardInfo>, info: CardInfo| {
        cards.push(info);
        CardId((cards.len() - 1) as u8)
    };
    let starters = (0..4)
        .map(|_| {
            let mut deck = Vec::new();
            for (name, n) in &file.starter_deck {
                let b = breed(name);
                for _ in 0..*n {
                    let value = file.breeds[usize::from(b)].value;
                    deck.push(push(
                        &mut cards,
                        CardInfo::Cattle {
                            breed: b,
                            value,
                            vp: 0,
                        },
                    ));
                }
            }
            deck
        })
        .collect();
    let mut market = Vec::new();
    for (name, vps) in &file.market_deck {
        let b = breed(name);
        for &vp in vps {
            let value = file.breeds[usize::from(b)].value;
            market.push(push(
                &mut cards,
                CardInfo::Cattle {
                    breed: b,
                    value,
                    vp,
                },
            ));
        }
    }
    // The Simmental's three stages: calf (the breed's value), heifer 4, cow 5.
    let stage_values = [None, Some(4), Some(5)];
    let mut simmental: [Vec<CardId>; 3] = Default::default();
    for (stage, (name, n, vp)) in file.simmental.iter().enumerate().take(3) {
        let b = breed(name);
        let value = stage_values[stage].unwrap_or(file.breeds[usize::from(b)].value);
        for _ in 0..*n {
            simmental[stage].push(push(
                &mut cards,
                CardInfo::Cattle {
                    breed: b,
                    value,
                    vp: *vp,
                },
            ));
        }
    }
    let mut objectives = Vec::new();
    let mut starting_objectives = Vec::new();
    let mut general_objectives = Vec::new();
    for (starting, list) in [
        (true, &file.objectives.starting),
        (false, &file.objectives.general),
    ] {
        for o in list.iter() {
            let face = objectives.len() as u8;
            objectives.push(ObjectiveInfo {
                starting,
                immediate: o.immediate.clone(),
                tasks: o.tasks.clone(),
                vp: o.vp,
                penalty: if starting { 0 } else { o.penalty },
            });
            for _ in 0..o.copies {
                let id = push(&mut cards, CardInfo::Objective(face));
                if starting {
                    starting_objectives.push(id);
                } else {
                    general_objectives.push(id);
                }
            }
        }
    }

    let mut tiles = vec![
        TileKind::Worker(WorkerKind::Cowboy),
        TileKind::Worker(WorkerKind::Builder),
        TileKind::Worker(WorkerKind::Engineer),
        TileKind::Outlaw { green: true },
        TileKind::Outlaw { green: false },
    ];
    for kind in [HazardKind::Flood, HazardKind::Drought, HazardKind::Rockfall] {
        for &(vp, hand, _) in &file.hazard_tiles {
            tiles.push(TileKind::Hazard { kind, vp, hand });
        }
    }
    let mut bags: [Vec<u8>; 3] = Default::default();
    for (bag, spec) in bags.iter_mut().zip(&file.bags) {
        *bag = tiles
            .iter()
            .map(|t| match t {
                TileKind::Worker(WorkerKind::Cowboy) => spec.workers.0,
                TileKind::Worker(WorkerKind::Builder) => spec.workers.1,
                TileKind::Worker(WorkerKind::Engineer) => spec.workers.2,
                TileKind::Outlaw { green: true } => spec.outlaws.0,
                TileKind::Outlaw { green: false } => spec.outlaws.1,
                TileKind::Hazard { vp, hand, .. } if spec.hazards => file
                    .hazard_tiles
                    .iter()
                    .find(|(v, h, _)| v == vp && h == hand)
                    .map_or(0, |t| t.2),
                TileKind::Hazard { .. } => 0,
            })
            .collect();
    }

    let rr = &file.railroad;
    let mut rail = Vec::new();
    for space in 0..=rr.last_space {
        let last = space == rr.last_space;
        rail.push(RailSpot {
            space,
            turnout: false,
            station: if last {
                rr.stations
                    .iter()
                    .position(|s| s.turnout_after.is_none())
                    .map(|i| i as u8)
            } else {
                None
            },
        });
        if let Some(i) = rr
            .stations
            .iter()
            .position(|s| s.turnout_after == Some(space))
        {
            rail.push(RailSpot {
                space,
                turnout: true,
                station: Some(i as u8),
            });
        }
    }

    Ok(GwtData {
        file,
        spaces,
        neutral_spaces,
        cards,
        starters,
        market,
        simmental,
        starting_objectives,
        general_objectives,
        objectives,
        tiles,
        bags,
        rail,
    })
}

/// The game as shipped (checked by `build.rs`, so loading it cannot fail in a built game).
pub fn gwt() -> &'static GwtData {
    static DATA: OnceLock<GwtData> = OnceLock::new();
    DATA.get_or_init(|| {
        load(GAME_RON).unwrap_or_else(|e| panic!("build.rs checks the shipped data: {e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_box_is_whole() {
        let d = gwt();
        assert_eq!(d.spaces.len(), 49);
        assert_eq!(d.neutral_spaces.len(), 7);
        assert_eq!(d.starters.iter().map(Vec::len).sum::<usize>(), 56);
        assert_eq!(d.market.len(), 36);
        assert_eq!(d.general_objectives.len(), 24);
        let tiles: u32 = d.bags.iter().flatten().map(|&n| u32::from(n)).sum();
        assert_eq!(tiles, 54 + 18 + 22, "workers, hazards and outlaws");
        assert_eq!(d.rail.len(), 40 + 9, "40 track spaces and 9 turnouts");
        assert_eq!(
            d.transport_cost(0, 18),
            11,
            "every cross lies before New York"
        );
        assert_eq!(d.transport_cost(0, 4), 1);
        assert_eq!(d.transport_cost(d.station_spot(0), 4), 0);
    }

    #[test]
    fn a_broken_file_is_refused_with_its_reason() {
        let broken = GAME_RON.replace("next: [\"A-2\"]", "next: [\"NOWHERE\"]");
        let e = load(&broken).unwrap_err();
        assert!(e.contains("A-1 leads to unknown NOWHERE"), "{e}");
        assert!(load("(").unwrap_err().starts_with("game.ron:"));
    }
}
