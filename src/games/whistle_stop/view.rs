//! What a seat may know (its own hand and gold, the pile only as a count — and searched through
//! while it refills with a Compass), and what every spectator may see: the board, trains,
//! tokens, goods, shares, upgrades, hand sizes and gold counts, never a hand's tiles or a gold value.

use super::data::{TileId, WsData};
use super::rules::scoring;
use super::schema::UpgradeKind;
use super::state::{Laid, Phase, Share, Todo, Train, WsGame};
use crate::kits::deck::Deck;
use crate::table::SeatId;
use serde::Serialize;

/// One seat's knowledge of the game.
#[derive(Debug, Clone)]
pub struct SeatView {
    /// Whose.
    pub seat: SeatId,
    /// The game with others' hands emptied, others' gold valued 0, the gold pile's values 0, and
    /// the tile pile empty unless this seat is searching it.
    pub game: WsGame,
    /// Tiles in the pile.
    pub pile_len: usize,
    /// Each seat's hand size.
    pub hand_sizes: Vec<usize>,
    /// Tiles this seat has not seen: the pile and the others' hands, in no telling order.
    pub unseen: Vec<TileId>,
}

/// Whether `seat` is refilling with an unused Compass (and may look through the pile).
pub fn searching(game: &WsGame, data: &WsData, seat: SeatId) -> bool {
    game.phase == (Phase::Refill { searched: false })
        && usize::from(game.current) == seat
        && seat < game.seats()
        && game.owns(data, seat, UpgradeKind::Compass)
}

/// What `seat` may see. Once the game is over every hand and gold value is turned up to be
/// counted, so every seat sees the whole score.
pub fn seat_view(game: &WsGame, data: &WsData, seat: SeatId) -> SeatView {
    if game.over() {
        return SeatView {
            seat,
            game: game.clone(),
            pile_len: game.pile.len(),
            hand_sizes: game.players.iter().map(|p| p.hand.len()).collect(),
            unseen: Vec::new(),
        };
    }
    let mut g = game.clone();
    let mut unseen: Vec<TileId> = game.pile.cards().to_vec();
    for (s, p) in g.players.iter_mut().enumerate() {
        if s != seat {
            unseen.append(&mut p.hand);
            p.gold.iter_mut().for_each(|v| *v = 0);
        }
    }
    unseen.sort_unstable();
    g.gold = Deck::stacked(vec![0; game.gold.len()]);
    g.pile = if searching(game, data, seat) {
        game.pile.unordered()
    } else {
        Deck::stacked(Vec::new())
    };
    SeatView {
        seat,
        game: g,
        pile_len: game.pile.len(),
        hand_sizes: game.players.iter().map(|p| p.hand.len()).collect(),
        unseen,
    }
}

/// A player as every spectator sees them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicPlayer {
    /// Fame on the score track.
    pub fame: u32,
    /// Goods held, in the order cotton, gravel, lumber, cattle, whiskey, steel.
    pub goods: [u8; 6],
    /// Coal tokens.
    pub coal: u32,
    /// Whistle tokens.
    pub whistles: u32,
    /// Tiles in hand.
    pub hand: usize,
    /// Gold nuggets (values hidden until the end).
    pub gold: usize,
    /// Upgrades owned.
    pub upgrades: Vec<u8>,
    /// Shares held.
    pub shares: Vec<Share>,
    /// Trains still on the board or waiting.
    pub trains_left: usize,
}

/// Everything a spectator may see.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WsPublic {
    /// The tile on each space.
    pub board: Vec<Option<Laid>>,
    /// Every train.
    pub trains: Vec<Train>,
    /// The face-up tiles.
    pub face_up: Vec<TileId>,
    /// Tiles in the pile.
    pub pile: usize,
    /// The players.
    pub players: Vec<PublicPlayer>,
    /// Upgrades face up.
    pub display: Vec<u8>,
    /// Each railroad's shares left, top first.
    pub shares: Vec<Vec<u8>>,
    /// Goods in the supply.
    pub supply: [u8; 6],
    /// Gold nuggets left.
    pub gold_left: usize,
    /// The round and the rounds in the game.
    pub round: (u8, u8),
    /// Whose turn.
    pub current: u8,
    /// Where the game stands.
    pub phase: Phase,
    /// The question waiting, if any.
    pub question: Option<Todo>,
    /// Trains on the resource track's spaces.
    pub parked: Vec<Option<u8>>,
    /// Fame from the majorities as they stand (which seat holds each).
    pub majorities: Vec<Option<SeatId>>,
    /// Gold values, shown only once the game is over.
    pub gold_values: Option<Vec<Vec<u8>>>,
}

/// The public view.
pub fn public(game: &WsGame, data: &WsData) -> WsPublic {
    WsPublic {
        board: game.board.clone(),
        trains: game.trains.clone(),
        face_up: game.face_up.clone(),
        pile: game.pile.len(),
        players: game
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| PublicPlayer {
                fame: p.fame,
                goods: p.goods,
                coal: p.coal,
                whistles: p.whistles,
                hand: p.hand.len(),
                gold: p.gold.len(),
                upgrades: p.upgrades.clone(),
                shares: p.shares.clone(),
                trains_left: game.trains_left(s),
            })
            .collect(),
        display: game.display.clone(),
        shares: game.shares.clone(),
        supply: game.supply,
        gold_left: game.gold.len(),
        round: (game.round, game.rounds),
        current: game.current,
        phase: game.phase,
        question: game.todo.last().copied(),
        parked: game.parked.clone(),
        majorities: scoring::majorities(game, data),
        gold_values: game
            .over()
            .then(|| game.players.iter().map(|p| p.gold.clone()).collect()),
    }
}

/// A seat's secrets as JSON additions: its hand and its gold.
pub fn secrets(game: &WsGame, seat: SeatId) -> serde_json::Value {
    match game.players.get(seat) {
        Some(p) => serde_json::json!({ "seat": seat, "hand": p.hand, "gold": p.gold }),
        None => serde_json::Value::Null,
    }
}
