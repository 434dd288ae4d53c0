//! The game as the box sets it up: the west column's end tiles, the middle column's specials and
//! ordinary tiles, the east tiles, the pile and its face-up row, hands, tokens, the upgrade
//! display, the share piles, the gold and the trains waiting for the East Coast.

use super::super::data::{SpaceId, TileId, WsData, side};
use super::super::schema::{StopFile, TileClass};
use super::super::state::{Laid, Phase, Player, Todo, Train, TrainAt, TurnLog, WsGame, WsOptions};
use crate::kits::deck::Deck;
use rand::RngExt;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// Whether a tile may lie turned `rotation` at setup: some track runs west, so its only route
/// does not run back east.
pub fn setup_rotation_ok(data: &WsData, tile: TileId, rotation: u8) -> bool {
    data.tile(tile)
        .sides(rotation)
        .iter()
        .any(|&s| s == side::SW || s == side::NW)
}

fn lay_random(
    data: &WsData,
    board: &mut [Option<Laid>],
    space: SpaceId,
    tile: TileId,
    rng: &mut ChaCha8Rng,
) {
    let ok: Vec<u8> = (0..6)
        .filter(|&r| setup_rotation_ok(data, tile, r))
        .collect();
    let rotation = if ok.is_empty() {
        0
    } else {
        ok[rng.random_range(0..ok.len())]
    };
    board[usize::from(space.0)] = Some(Laid { tile, rotation });
}

/// A new game for `seats` players (2–5).
pub fn new_game(
    data: &WsData,
    seats: usize,
    options: WsOptions,
    version: u32,
    rng: &mut ChaCha8Rng,
) -> Result<WsGame, String> {
    let (trains, first_space) = data.count(seats);
    if trains == 0 {
        return Err(format!("Whistle Stop is for 2 to 5 players, not {seats}"));
    }
    let file = &data.file;
    let ids = |class: TileClass| -> Vec<TileId> {
        (0..data.tiles.len())
            .map(|i| TileId(i as u8))
            .filter(|&t| data.tile(t).class == class)
            .collect()
    };
    let mut board = vec![None; data.spaces.len()];
    // West: end tiles, facing east as printed.
    let mut ends = ids(TileClass::End);
    ends.shuffle(rng);
    for (space, &tile) in data.column_spaces(0).iter().zip(&ends) {
        board[usize::from(space.0)] = Some(Laid { tile, rotation: 0 });
    }
    // Middle: a coal yard, a trading post, two towns, one other special, ordinary tiles.
    let mut specials = ids(TileClass::Special);
    specials.shuffle(rng);
    let stop = |t: TileId| data.tile(t).stops[0].clone();
    let mut middle = Vec::new();
    let take = |want: &dyn Fn(&StopFile) -> bool,
                n: usize,
                pool: &mut Vec<TileId>,
                to: &mut Vec<TileId>| {
        for _ in 0..n {
            if let Some(i) = pool.iter().position(|&t| want(&stop(t))) {
                to.push(pool.remove(i));
            }
        }
    };
    take(&|s| *s == StopFile::CoalYard, 1, &mut specials, &mut middle);
    take(
        &|s| *s == StopFile::TradingPost,
        1,
        &mut specials,
        &mut middle,
    );
    take(
        &|s| matches!(s, StopFile::Town { .. }),
        2,
        &mut specials,
        &mut middle,
    );
    take(
        &|s| {
            matches!(
                s,
                StopFile::WhistleFactory | StopFile::GeneralStore | StopFile::GoldMine
            )
        },
        1,
        &mut specials,
        &mut middle,
    );
    let mut ordinary = ids(TileClass::Ordinary);
    ordinary.shuffle(rng);
    middle.extend(ordinary.drain(..usize::from(file.middle_ordinary)));
    middle.shuffle(rng);
    for (&space, &tile) in data.column_spaces(file.middle_column).iter().zip(&middle) {
        lay_random(data, &mut board, space, tile, rng);
    }
    // East: the east column and the top and bottom of its neighbour.
    let east = (file.columns.len() - 1) as u8;
    let mut east_spaces = data.column_spaces(east);
    let beside = data.column_spaces(east - 1);
    east_spaces.push(beside[0]);
    east_spaces.push(beside[beside.len() - 1]);
    for (&space, tile) in east_spaces
        .iter()
        .zip(ordinary.drain(..usize::from(file.east_ordinary)))
    {
        lay_random(data, &mut board, space, tile, rng);
    }
    // The rest, shuffled together; three face up.
    let mut rest = specials;
    rest.extend(ordinary);
    let mut pile = Deck::shuffled(rest, rng);
    let face_up: Vec<TileId> = (0..file.limits.face_up)
        .filter_map(|_| pile.draw())
        .collect();
    // Players: a whistle, coal by turn order, three tiles with at least one stop among them.
    let mut players = Vec::new();
    for seat in 0..seats {
        let mut hand: Vec<TileId> = (0..file.limits.hand).filter_map(|_| pile.draw()).collect();
        let mut redraws = 0;
        while !hand.iter().any(|&t| data.tile(t).has_stop()) && redraws < pile.len() {
            let back = hand.remove(0);
            pile.put_under(back);
            hand.extend(pile.draw());
            redraws += 1;
        }
        players.push(Player {
            coal: u32::from(file.starting_coal[seat]),
            whistles: u32::from(file.starting_whistles),
            hand,
            ..Player::default()
        });
    }
    let mut upgrades: Vec<u8> = (0..file.upgrades.len() as u8).collect();
    upgrades.shuffle(rng);
    upgrades.truncate(seats + usize::from(file.limits.display_beyond_players));
    upgrades.sort_unstable();
    let gold: Vec<u8> = file
        .gold
        .iter()
        .flat_map(|&(v, n)| std::iter::repeat_n(v, usize::from(n)))
        .collect();
    Ok(WsGame {
        version,
        options,
        board,
        trains: (0..seats)
            .flat_map(|s| {
                std::iter::repeat_n(
                    Train {
                        owner: s as u8,
                        at: TrainAt::Waiting,
                    },
                    usize::from(trains),
                )
            })
            .collect(),
        pile,
        face_up,
        players,
        display: upgrades,
        shares: file
            .railroads
            .iter()
            .map(|r| (1..=r.shares).collect())
            .collect(),
        retired: Vec::new(),
        supply: [file.cubes_per_good; 6],
        gold: Deck::shuffled(gold, rng),
        round: 0,
        rounds: (file.turn_track.len() - usize::from(first_space)) as u8,
        current: 0,
        phase: Phase::Placing,
        turn: TurnLog::default(),
        todo: Vec::<Todo>::new(),
        parked: vec![None; file.resource_track.len()],
        last_train: None,
    })
}
