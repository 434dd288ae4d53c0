//! Whistle Stop's rules as pure functions over one [`WsGame`]: [`act`] applies a decision or
//! refuses it with nothing changed, and [`check`] is `act` on a copy, so what validates a decision
//! and what applies it are one path.

pub mod legal;
pub mod log;
pub mod moves;
pub mod scoring;
pub mod setup;
pub mod stops;
pub mod turn;
pub mod upgrades;

use super::actions::{Lay, WsAction, WsError};
use super::data::WsData;
use super::schema::{Good, UpgradeKind};
use super::state::{Phase, StopAt, Todo, TrainAt, WsGame};
use crate::table::SeatId;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Whether `seat` may take `action` now. Changes nothing.
pub fn check(game: &WsGame, data: &WsData, seat: SeatId, action: &WsAction) -> Result<(), WsError> {
    let mut copy = game.clone();
    act(
        &mut copy,
        data,
        seat,
        action,
        &mut ChaCha8Rng::seed_from_u64(0),
    )
}

/// Applies `action` for `seat`, or refuses it and leaves the game as it was.
pub fn act(
    game: &mut WsGame,
    data: &WsData,
    seat: SeatId,
    action: &WsAction,
    rng: &mut ChaCha8Rng,
) -> Result<(), WsError> {
    let mut next = game.clone();
    apply(&mut next, data, seat, action, rng)?;
    *game = next;
    Ok(())
}

fn apply(
    game: &mut WsGame,
    data: &WsData,
    seat: SeatId,
    action: &WsAction,
    rng: &mut ChaCha8Rng,
) -> Result<(), WsError> {
    if game.over() {
        return Err(WsError::Over);
    }
    if game.to_act() != Some(seat) {
        return Err(WsError::NotYourTurn);
    }
    if let Some(&todo) = game.todo.last() {
        return answer(game, data, seat, todo, action);
    }
    match (game.phase, action) {
        (Phase::Placing, WsAction::Place { coast }) => turn::place(game, data, seat, *coast),
        (
            Phase::Turn,
            WsAction::Move {
                train,
                whistle,
                lays,
                to,
                toll,
            },
        ) => move_train(
            game,
            data,
            seat,
            usize::from(*train),
            *whistle,
            lays,
            *to,
            *toll,
        ),
        (Phase::Turn, WsAction::Buy { upgrade, rare }) => {
            upgrades::buy(game, data, seat, *upgrade, *rare)
        }
        (Phase::Turn, WsAction::Use(ability)) => upgrades::use_ability(game, data, seat, *ability),
        (Phase::Turn, WsAction::EndTurn) => turn::end_turn(game, data, seat),
        (Phase::Refill { .. }, WsAction::Draw(from)) => turn::draw(game, data, seat, *from, rng),
        (Phase::Refill { .. }, WsAction::SkipRefill) => turn::skip_refill(game, data),
        _ => Err(WsError::NotNow),
    }
}

/// The answer to the question on top of the to-do stack.
fn answer(
    game: &mut WsGame,
    data: &WsData,
    seat: SeatId,
    todo: Todo,
    action: &WsAction,
) -> Result<(), WsError> {
    match (todo, action) {
        (Todo::Trade { left }, WsAction::Trade { give, take }) => {
            stops::trade(game, data, seat, *give, *take)?;
            game.todo.pop();
            if left > 1 {
                game.todo.push(Todo::Trade { left: left - 1 });
            }
            Ok(())
        }
        (Todo::Trade { .. }, WsAction::StopTrading) => {
            game.todo.pop();
            Ok(())
        }
        (Todo::Pick { tokens }, WsAction::Pick(pick)) => {
            game.todo.pop();
            stops::pick(game, data, seat, *pick, tokens)
        }
        (Todo::Town { space } | Todo::Deliver { space }, WsAction::Pay | WsAction::Decline) => {
            game.todo.pop();
            stops::settle(game, data, seat, space, *action == WsAction::Pay)
        }
        (Todo::GiveUpShare, WsAction::GiveUp(share)) => {
            game.todo.pop();
            stops::give_up(game, seat, *share)
        }
        (Todo::Park { train }, WsAction::Park { space }) => {
            game.todo.pop();
            stops::park(game, data, seat, usize::from(train), *space)
        }
        (Todo::Overflow { good }, WsAction::Discard(discard)) => {
            game.todo.pop();
            stops::overflow(game, seat, good, *discard)
        }
        (Todo::Trim { .. }, WsAction::PutBack(tile)) => upgrades::put_back(game, data, seat, *tile),
        _ => Err(WsError::Answer),
    }
}

/// The good a Toll Station's owner is due for `train` leaving its stop, if one is: the owner has
/// a train there too and is not the mover.
pub fn toll_owner(game: &WsGame, data: &WsData, train: usize) -> Option<usize> {
    let t = game.trains[train];
    let TrainAt::Stop(at) = t.at else { return None };
    let owner = game.owner_of(data, UpgradeKind::TollStation)?;
    (owner != usize::from(t.owner)
        && game
            .trains_at(at)
            .any(|(_, o)| usize::from(o.owner) == owner))
    .then_some(owner)
}

/// A coal or whistle move along one of its routes, with the stop's effect at its end.
#[allow(clippy::too_many_arguments)]
fn move_train(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    train: usize,
    whistle: bool,
    lays: &[Lay],
    to: StopAt,
    toll: Option<Good>,
) -> Result<(), WsError> {
    match game.trains.get(train) {
        Some(t) if usize::from(t.owner) == seat && matches!(t.at, TrainAt::Stop(_)) => {}
        _ => return Err(WsError::NoSuchTrain),
    }
    if game.turn.tokens >= data.file.limits.tokens_per_turn {
        return Err(WsError::TokensSpent);
    }
    let p = &game.players[seat];
    if (whistle && p.whistles == 0) || (!whistle && p.coal == 0) {
        return Err(WsError::NoToken);
    }
    match (toll_owner(game, data, train), toll) {
        (Some(owner), Some(g)) => stops::hand_over(game, data, seat, owner, g)?,
        (Some(_), None) => return Err(WsError::TollDue),
        (None, Some(_)) => return Err(WsError::NoToll),
        (None, None) => {}
    }
    let route = moves::Route {
        lays: lays.to_vec(),
        to,
    };
    if !moves::routes(game, data, train, whistle, Some(lays)).contains(&route) {
        return Err(WsError::NoSuchMove);
    }
    let p = &mut game.players[seat];
    if whistle {
        p.whistles -= 1;
    } else {
        p.coal -= 1;
    }
    for lay in lays {
        p.hand.retain(|&t| t != lay.tile);
        game.board[usize::from(lay.space.0)] = Some(super::state::Laid {
            tile: lay.tile,
            rotation: lay.rotation,
        });
    }
    game.turn.tokens += 1;
    game.turn.moved = true;
    game.trains[train].at = TrainAt::Stop(to);
    game.last_train = Some(train as u8);
    stops::visit(game, data, seat, train, to);
    Ok(())
}

/// What must hold after every action: each tile in one place (board, pile, face-up row, a hand;
/// the unused end tiles stay in the box), every share held, in its pile or out of the game, the
/// 60 goods in the supply or held, no one over the resource limit, no turn over its tokens.
pub fn invariants(game: &WsGame, data: &WsData) -> Result<(), String> {
    let mut tiles: Vec<u8> = game.board.iter().flatten().map(|l| l.tile.0).collect();
    tiles.extend(game.pile.cards().iter().map(|t| t.0));
    tiles.extend(game.face_up.iter().map(|t| t.0));
    for p in &game.players {
        tiles.extend(p.hand.iter().map(|t| t.0));
    }
    let in_play = tiles.len();
    tiles.sort_unstable();
    tiles.dedup();
    let ends = data
        .tiles
        .iter()
        .filter(|t| t.class == super::schema::TileClass::End)
        .count();
    let expected = data.tiles.len() - ends + usize::from(data.file.end_tiles_used);
    if tiles.len() != in_play || in_play != expected {
        return Err(format!(
            "{in_play} tiles in play ({} distinct), the box puts {expected}",
            tiles.len()
        ));
    }
    let mut shares: Vec<super::state::Share> = game.retired.clone();
    for (r, pile) in game.shares.iter().enumerate() {
        shares.extend(pile.iter().map(|&number| super::state::Share {
            railroad: r as u8,
            number,
        }));
    }
    for p in &game.players {
        shares.extend(p.shares.iter().copied());
    }
    let count = shares.len();
    shares.sort_unstable();
    shares.dedup();
    let printed: usize = data
        .file
        .railroads
        .iter()
        .map(|r| usize::from(r.shares))
        .sum();
    if shares.len() != count || count != printed {
        return Err(format!(
            "{count} shares ({} distinct), the box has {printed}",
            shares.len()
        ));
    }
    let limit = u32::from(data.file.limits.resources);
    for g in Good::ALL {
        let held: u32 = game
            .players
            .iter()
            .map(|p| u32::from(p.goods[g.index()]))
            .sum();
        if held + u32::from(game.supply[g.index()]) != u32::from(data.file.cubes_per_good) {
            return Err(format!(
                "{g:?}: {held} held and {} in the supply",
                game.supply[g.index()]
            ));
        }
    }
    if let Some(s) = game.players.iter().position(|p| p.goods_held() > limit) {
        return Err(format!("seat {s} holds more than {limit} goods"));
    }
    if game.turn.tokens > data.file.limits.tokens_per_turn {
        return Err(format!("{} tokens spent this turn", game.turn.tokens));
    }
    Ok(())
}
