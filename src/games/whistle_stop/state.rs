//! The one plain value a game of Whistle Stop is, and its small queries.

use super::data::{SpaceId, TileId, WsData};
use super::schema::{Good, StopFile, UpgradeKind};
use crate::kits::deck::Deck;
use crate::table::SeatId;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Goods held, by [`Good::index`].
pub type Goods = [u8; 6];

/// A tile on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Laid {
    /// Which tile.
    pub tile: TileId,
    /// Turned this many sixths clockwise.
    pub rotation: u8,
}

/// A stop a train can stand on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum StopAt {
    /// An East Coast stop, by number from the top.
    Coast(u8),
    /// A stop of the tile on a space.
    Tile {
        /// The space.
        space: SpaceId,
        /// The tile's stop (`a` = 0).
        stop: u8,
    },
}

/// Where a train is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TrainAt {
    /// Not placed yet.
    Waiting,
    /// On a stop of the board.
    Stop(StopAt),
    /// Off the board, on a space of the resource track.
    Parked(u8),
}

/// A train.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Train {
    /// Whose.
    pub owner: u8,
    /// Where.
    pub at: TrainAt,
}

/// A railroad share.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Share {
    /// Which railroad (index into the file's railroads).
    pub railroad: u8,
    /// Its printed number, 1 first.
    pub number: u8,
}

/// One player's board.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Player {
    /// Fame on the score track (never below 0).
    pub fame: u32,
    /// Goods held.
    pub goods: Goods,
    /// Coal tokens.
    pub coal: u32,
    /// Whistle tokens.
    pub whistles: u32,
    /// Tiles in hand (secret).
    pub hand: Vec<TileId>,
    /// Gold nuggets, face down (their values secret).
    pub gold: Vec<u8>,
    /// Upgrades owned (index into the file's upgrades).
    pub upgrades: Vec<u8>,
    /// Shares held.
    pub shares: Vec<Share>,
}

impl Player {
    /// Goods held in all.
    pub fn goods_held(&self) -> u32 {
        self.goods.iter().map(|&n| u32::from(n)).sum()
    }

    /// Whether they hold every good of `cost` (counted with repeats).
    pub fn can_pay(&self, cost: &[Good]) -> bool {
        let mut need = [0u8; 6];
        for g in cost {
            need[g.index()] += 1;
        }
        (0..6).all(|i| self.goods[i] >= need[i])
    }
}

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Trains go onto the East Coast, one at a time, counter-clockwise from the start player's right.
    Placing,
    /// A player's turn: moves, abilities and upgrades.
    Turn,
    /// The player refills their hand at the end of the turn.
    Refill {
        /// Whether the Compass was used in this refill.
        searched: bool,
    },
    /// Scored.
    Over,
}

/// A question the rules ask before anything else may happen, the top of [`WsGame::todo`] first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Todo {
    /// Trades left at a Trading Post or with the Open Wagon.
    Trade {
        /// Trades still allowed.
        left: u8,
    },
    /// A good of the player's choice (General Store, Warehouse), or with `tokens` also coal, a
    /// whistle or gold (a "?" on the resource track).
    Pick {
        /// Whether tokens may be chosen too.
        tokens: bool,
    },
    /// Pay a Town's goods for its fame and share, or lose its fame.
    Town {
        /// The town's tile.
        space: SpaceId,
    },
    /// Pay an end tile's goods for its fame, or lose its fame.
    Deliver {
        /// The end tile.
        space: SpaceId,
    },
    /// A Stock Market: give up one share.
    GiveUpShare,
    /// Put the train that finished on a free resource-track space.
    Park {
        /// The train.
        train: u8,
    },
    /// At the resource limit: discard one good (the new one included) to take `good`.
    Overflow {
        /// The good coming in.
        good: Good,
    },
    /// The Extra Boiler was bought away: its former owner puts tiles back down to the usual hand.
    Trim {
        /// The former owner.
        seat: u8,
    },
}

/// What the player to act did this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnLog {
    /// Tokens spent (moves and coal abilities).
    pub tokens: u8,
    /// Upgrades bought.
    pub bought: u8,
    /// Whether a train moved.
    pub moved: bool,
}

/// The options a game was set up with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WsOptions {
    /// At most this many upgrades a player may own (one French printing says 3), or none.
    pub upgrade_limit: Option<u8>,
}

/// A whole game of Whistle Stop.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WsGame {
    /// The rules version it is played under.
    pub version: u32,
    /// Its options.
    pub options: WsOptions,
    /// The tile on each space, if any.
    pub board: Vec<Option<Laid>>,
    /// Every train, each player's in turn order.
    pub trains: Vec<Train>,
    /// The face-down pile of tiles.
    pub pile: Deck<TileId>,
    /// The face-up tiles beside it.
    pub face_up: Vec<TileId>,
    /// The players in turn order; seat 0 is the start player.
    pub players: Vec<Player>,
    /// The upgrades face up (index into the file's upgrades).
    pub display: Vec<u8>,
    /// Each railroad's shares not yet taken, top first.
    pub shares: Vec<Vec<u8>>,
    /// Shares that left the game.
    pub retired: Vec<Share>,
    /// Goods in the supply.
    pub supply: Goods,
    /// The gold nuggets, face down.
    pub gold: Deck<u8>,
    /// The round, from 1.
    pub round: u8,
    /// Rounds in this game.
    pub rounds: u8,
    /// The seat to act (or whose turn it is while another answers a [`Todo::Trim`]).
    pub current: u8,
    /// Where the game stands.
    pub phase: Phase,
    /// This turn so far.
    pub turn: TurnLog,
    /// Questions waiting, the last first.
    pub todo: Vec<Todo>,
    /// Which train is parked on each resource-track space.
    pub parked: Vec<Option<u8>>,
    /// Whose train it was that just finished at an end tile or moved last (a Caboose or Park needs it).
    pub last_train: Option<u8>,
}

impl WsGame {
    /// Whose decision the game waits for.
    pub fn to_act(&self) -> Option<SeatId> {
        match (self.phase, self.todo.last()) {
            (Phase::Over, _) => None,
            (_, Some(Todo::Trim { seat })) => Some(usize::from(*seat)),
            (Phase::Placing, _) => self.placing_seat(),
            _ => Some(usize::from(self.current)),
        }
    }

    /// During placement, the seat placing next: from the start player's right, counter-clockwise.
    pub fn placing_seat(&self) -> Option<SeatId> {
        let placed = self
            .trains
            .iter()
            .filter(|t| t.at != TrainAt::Waiting)
            .count();
        (placed < self.trains.len()).then(|| {
            let n = self.players.len();
            n - 1 - placed % n
        })
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Seats.
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// Whether `seat` owns an upgrade of this kind.
    pub fn owns(&self, data: &WsData, seat: usize, kind: UpgradeKind) -> bool {
        self.players[seat]
            .upgrades
            .iter()
            .any(|&u| data.file.upgrades[usize::from(u)].kind == kind)
    }

    /// Who owns an upgrade of this kind, if anyone.
    pub fn owner_of(&self, data: &WsData, kind: UpgradeKind) -> Option<usize> {
        (0..self.seats()).find(|&s| self.owns(data, s, kind))
    }

    /// The stop printed at a tile stop (`None` for the East Coast).
    pub fn stop_kind<'d>(&self, data: &'d WsData, at: StopAt) -> Option<&'d StopFile> {
        match at {
            StopAt::Coast(_) => None,
            StopAt::Tile { space, stop } => self.board[usize::from(space.0)]
                .and_then(|l| data.tile(l.tile).stops.get(usize::from(stop))),
        }
    }

    /// Whether a stop is a small circle (an East Coast or resource stop), where blocking applies.
    pub fn small(&self, data: &WsData, at: StopAt) -> bool {
        self.stop_kind(data, at).is_none_or(StopFile::small)
    }

    /// The trains standing at a stop.
    pub fn trains_at(&self, at: StopAt) -> impl Iterator<Item = (usize, &Train)> + '_ {
        self.trains
            .iter()
            .enumerate()
            .filter(move |(_, t)| t.at == TrainAt::Stop(at))
    }

    /// A seat's trains still on the board (or not yet placed).
    pub fn trains_left(&self, seat: usize) -> usize {
        self.trains
            .iter()
            .filter(|t| usize::from(t.owner) == seat && !matches!(t.at, TrainAt::Parked(_)))
            .count()
    }

    /// The hand a seat refills to.
    pub fn hand_size(&self, data: &WsData, seat: usize) -> usize {
        let limits = &data.file.limits;
        usize::from(if self.owns(data, seat, UpgradeKind::ExtraBoiler) {
            limits.boiler_hand
        } else {
            limits.hand
        })
    }

    /// Whether this is the game's last round.
    pub fn last_round(&self) -> bool {
        self.round >= self.rounds
    }
}
