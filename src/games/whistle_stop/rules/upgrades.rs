//! Upgrades: buying from the display or from their owner (the cost, and a rare good to the
//! owner), the Extra Boiler's hand put back when it is bought away, and the coal abilities.

use super::super::actions::{Ability, WsError};
use super::super::data::WsData;
use super::super::schema::{Good, StopFile, UpgradeKind};
use super::super::state::{Share, StopAt, Todo, TrainAt, WsGame};
use super::stops;

/// Who may sell upgrade `upgrade` to `seat`: `None` for the display, `Some(owner)` for another
/// player; an error when it is neither.
pub fn seller(game: &WsGame, seat: usize, upgrade: u8) -> Result<Option<usize>, WsError> {
    if game.display.contains(&upgrade) {
        return Ok(None);
    }
    match (0..game.seats()).find(|&s| game.players[s].upgrades.contains(&upgrade)) {
        Some(owner) if owner != seat => Ok(Some(owner)),
        _ => Err(WsError::NoSuchUpgrade),
    }
}

/// Buys an upgrade.
pub fn buy(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    upgrade: u8,
    rare: Option<Good>,
) -> Result<(), WsError> {
    if game.turn.bought >= data.file.limits.upgrades_per_turn {
        return Err(WsError::UpgradesBought);
    }
    if game
        .options
        .upgrade_limit
        .is_some_and(|l| game.players[seat].upgrades.len() >= usize::from(l))
    {
        return Err(WsError::UpgradeLimit);
    }
    let from = seller(game, seat, upgrade)?;
    let card = &data.file.upgrades[usize::from(upgrade)];
    let mut cost = card.cost.clone();
    match (from, rare) {
        (Some(_), Some(g)) if g.rare() => cost.push(g),
        (Some(_), _) => return Err(WsError::RareDue),
        (None, Some(_)) => return Err(WsError::NotNow),
        (None, None) => {}
    }
    if !game.players[seat].can_pay(&cost) {
        return Err(WsError::CannotPay);
    }
    stops::pay(game, seat, &card.cost)?;
    match from {
        None => game.display.retain(|&u| u != upgrade),
        Some(owner) => {
            if let Some(g) = rare {
                stops::hand_over(game, data, seat, owner, g)?;
            }
            game.players[owner].upgrades.retain(|&u| u != upgrade);
            let usual = usize::from(data.file.limits.hand);
            if card.kind == UpgradeKind::ExtraBoiler && game.players[owner].hand.len() > usual {
                game.todo.push(Todo::Trim { seat: owner as u8 });
            }
        }
    }
    game.players[seat].upgrades.push(upgrade);
    game.turn.bought += 1;
    Ok(())
}

/// The Extra Boiler's former owner puts a tile under the pile.
pub fn put_back(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    tile: super::super::data::TileId,
) -> Result<(), WsError> {
    let hand = &mut game.players[seat].hand;
    let i = hand
        .iter()
        .position(|&t| t == tile)
        .ok_or(WsError::NoTile)?;
    hand.remove(i);
    game.pile.put_under(tile);
    if game.players[seat].hand.len() <= usize::from(data.file.limits.hand) {
        game.todo.pop();
    }
    Ok(())
}

/// Fame the 1st Class Cabin gives per full set of shares, and the set's size.
const CABIN_FAME: u32 = 4;
const CABIN_SET: usize = 3;

/// Spends a coal on an upgrade's ability (one of the turn's tokens).
pub fn use_ability(
    game: &mut WsGame,
    data: &WsData,
    seat: usize,
    ability: Ability,
) -> Result<(), WsError> {
    if !game.owns(data, seat, ability.upgrade()) {
        return Err(WsError::NotOwned);
    }
    if game.turn.tokens >= data.file.limits.tokens_per_turn {
        return Err(WsError::TokensSpent);
    }
    if game.players[seat].coal == 0 {
        return Err(WsError::NoCoal);
    }
    match ability {
        Ability::Caboose { train } => {
            let t = game
                .trains
                .get(usize::from(train))
                .ok_or(WsError::NoSuchTrain)?;
            let TrainAt::Stop(at @ StopAt::Tile { .. }) = t.at else {
                return Err(WsError::NothingToRepeat);
            };
            if usize::from(t.owner) != seat {
                return Err(WsError::NoSuchTrain);
            }
            if game.stop_kind(data, at).is_none_or(StopFile::end) {
                return Err(WsError::NothingToRepeat);
            }
            spend(game, seat);
            stops::visit(game, data, seat, usize::from(train), at);
        }
        Ability::Safe { give, railroad } => {
            safe_ok(game, data, seat, give, railroad)?;
            spend(game, seat);
            stops::give_up(game, seat, give)?;
            let number = game.shares[usize::from(railroad)].remove(0);
            game.players[seat].shares.push(Share { railroad, number });
        }
        other => {
            spend(game, seat);
            let p = &mut game.players[seat];
            match other {
                Ability::CoalCar => p.coal += 2,
                Ability::NewWhistle => p.whistles += 1,
                Ability::FirstClassCabin => {
                    p.fame += CABIN_FAME * (p.shares.len() / CABIN_SET) as u32
                }
                Ability::MineCart => stops::draw_gold(game, seat),
                Ability::OpenWagon => game.todo.push(Todo::Trade {
                    left: data.file.limits.trades,
                }),
                Ability::Warehouse => {
                    if game.supply.iter().any(|&n| n > 0) {
                        game.todo.push(Todo::Pick { tokens: false });
                    }
                }
                Ability::Caboose { .. } | Ability::Safe { .. } => {}
            }
        }
    }
    Ok(())
}

/// Whether the Safe may swap `give` for the top share of `railroad`: a share held, and the
/// railroad's town on the board with shares left.
pub fn safe_ok(
    game: &WsGame,
    data: &WsData,
    seat: usize,
    give: Share,
    railroad: u8,
) -> Result<(), WsError> {
    let town_on_board = game.board.iter().flatten().any(|l| {
        data.tile(l.tile).stops.iter().any(|s| match s {
            StopFile::Town { town, .. } => data.railroad_of(town) == Some(railroad),
            _ => false,
        })
    });
    let left = game
        .shares
        .get(usize::from(railroad))
        .is_some_and(|p| !p.is_empty());
    if !game.players[seat].shares.contains(&give) || !town_on_board || !left {
        return Err(WsError::BadSwap);
    }
    Ok(())
}

fn spend(game: &mut WsGame, seat: usize) {
    game.players[seat].coal -= 1;
    game.turn.tokens += 1;
}
