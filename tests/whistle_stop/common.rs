//! Positions built by hand: an empty board, tiles put where a test wants them, trains on stops.

use ferrovia::games::whistle_stop::actions::{Lay, WsAction};
use ferrovia::games::whistle_stop::data::{SpaceId, TileId, WsData, whistle_stop};
use ferrovia::games::whistle_stop::rules::{self, moves::Route, setup};
use ferrovia::games::whistle_stop::schema::{Node, StopFile, parse_path};
use ferrovia::games::whistle_stop::state::{Laid, Phase, StopAt, TrainAt, WsGame, WsOptions};
use ferrovia::games::whistle_stop::{WsError, schema::Good};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub fn data() -> &'static WsData {
    whistle_stop()
}

/// A new game of `seats` players, as the box sets it up.
pub fn fresh(seats: usize, seed: u64) -> WsGame {
    setup::new_game(
        data(),
        seats,
        WsOptions {
            upgrade_limit: None,
        },
        1,
        &mut ChaCha8Rng::seed_from_u64(seed),
    )
    .unwrap()
}

/// A game in seat 0's first turn with an empty board, no trains placed, empty hands and no goods.
pub fn blank(seats: usize) -> WsGame {
    let mut g = fresh(seats, 1);
    g.board.iter_mut().for_each(|s| *s = None);
    for p in &mut g.players {
        p.hand.clear();
        p.coal = 4;
        p.whistles = 2;
    }
    g.phase = Phase::Turn;
    g.round = 1;
    g
}

/// The space at (column from the west, row from the top).
pub fn at(col: i32, row: i32) -> SpaceId {
    data().space_at(col, row).unwrap()
}

/// The first tile of the box with this track and these stops.
pub fn tile(track: &[&str], stops: &[StopFile]) -> TileId {
    let mut links: Vec<(Node, Node)> = Vec::new();
    for p in track {
        let nodes = parse_path(p, stops.len()).unwrap();
        links.extend(nodes.windows(2).map(|w| (w[0], w[1])));
    }
    let i = data()
        .tiles
        .iter()
        .position(|t| t.links == links && t.stops == stops)
        .unwrap_or_else(|| panic!("no tile {track:?} {stops:?}"));
    TileId(i as u8)
}

/// Another copy of the same tile, if the box has one.
pub fn copy_of(t: TileId) -> TileId {
    let d = data();
    let i = (0..d.tiles.len())
        .find(|&i| i != usize::from(t.0) && d.tiles[i] == d.tiles[usize::from(t.0)])
        .expect("a second copy");
    TileId(i as u8)
}

pub fn put(g: &mut WsGame, space: SpaceId, tile: TileId, rotation: u8) {
    g.board[usize::from(space.0)] = Some(Laid { tile, rotation });
}

/// The straight track with a good's stop, "1-a-4".
pub fn good_stop(good: Good) -> TileId {
    tile(&["1-a-4"], &[StopFile::Good(good)])
}

/// The straight track with no stop, "1-4".
pub fn straight() -> TileId {
    tile(&["1-4"], &[])
}

/// Puts train `train` on a stop.
pub fn stand(g: &mut WsGame, train: usize, at: StopAt) {
    g.trains[train].at = TrainAt::Stop(at);
}

pub fn stop(space: SpaceId) -> StopAt {
    StopAt::Tile { space, stop: 0 }
}

pub fn act(g: &mut WsGame, seat: usize, action: WsAction) -> Result<(), WsError> {
    rules::act(g, data(), seat, &action, &mut ChaCha8Rng::seed_from_u64(3))
}

/// Where a train's coal (or whistle) move can end, laying nothing.
pub fn ends(g: &WsGame, train: usize, whistle: bool) -> Vec<StopAt> {
    rules::moves::routes(g, data(), train, whistle, None)
        .into_iter()
        .filter(|r| r.lays.is_empty())
        .map(|r| r.to)
        .collect()
}

pub fn routes(g: &WsGame, train: usize, whistle: bool) -> Vec<Route> {
    rules::moves::routes(g, data(), train, whistle, None)
}

pub fn coal_move(train: u8, lays: Vec<Lay>, to: StopAt) -> WsAction {
    WsAction::Move {
        train,
        whistle: false,
        lays,
        to,
        toll: None,
    }
}

pub fn whistle_move(train: u8, to: StopAt) -> WsAction {
    WsAction::Move {
        train,
        whistle: true,
        lays: Vec::new(),
        to,
        toll: None,
    }
}
