//! Kansas City, five sub-phases in the rulebook's order: Foresight 1–3 (one of two tiles each:
//! workers to the job market, hazards and outlaws to the trail), Income (the hand's breeding value,
//! temporary and permanent certificates), Delivery (a city up to that value, its disc and links,
//! transport costs against the engine); then the herder returns to START and foresight refills.

use super::{cards, effects, railroad, supply};
use crate::games::gwt::actions::{DiscSource, GwtAction, GwtRefusal};
use crate::games::gwt::data::{GwtData, TileKind};
use crate::games::gwt::state::{Ending, GwtGame, KcStep, Stage, Todo};
use crate::table::SeatId;
use rand_chacha::ChaCha8Rng;

/// Whether foresight tile `k` of sub-phase `i` may be taken: workers not once the end is triggered.
pub fn takeable(game: &GwtGame, data: &GwtData, i: u8, k: u8) -> bool {
    let Some(tile) = game
        .foresight
        .get(usize::from(i))
        .and_then(|s| s.get(usize::from(k)))
        .copied()
        .flatten()
    else {
        return false;
    };
    !(game.ending.is_some() && matches!(data.tiles[usize::from(tile)], TileKind::Worker(_)))
}

/// Moves past foresight sub-phases with nothing to take (empty, or only workers after the end).
pub fn skip_empty(game: &mut GwtGame, data: &GwtData) {
    while let Stage::KansasCity(KcStep::Foresight(i)) = game.stage {
        if takeable(game, data, i, 0) || takeable(game, data, i, 1) {
            return;
        }
        game.stage = Stage::KansasCity(if i < 2 {
            KcStep::Foresight(i + 1)
        } else {
            KcStep::Income
        });
    }
}

/// Foresight: takes tile `k` of sub-phase `i` and places it.
pub fn foresight(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    i: u8,
    k: u8,
) -> Result<(), GwtRefusal> {
    if k > 1 || !takeable(game, data, i, k) {
        return Err(GwtRefusal::Tile);
    }
    let tile = game.foresight[usize::from(i)][usize::from(k)]
        .take()
        .ok_or(GwtRefusal::Tile)?;
    match data.tiles[usize::from(tile)] {
        TileKind::Worker(_) => {
            let arrival = supply::place_worker(game, data, tile);
            if arrival.end {
                game.players[seat].job_token = true;
                game.ending = Some(Ending {
                    by: seat,
                    turns_left: (game.player_count() - 1) as u8,
                });
            }
        }
        _ => {
            if !supply::place_on_trail(game, data, tile) {
                game.gone.push(tile);
            }
        }
    }
    game.stage = Stage::KansasCity(if i < 2 {
        KcStep::Foresight(i + 1)
    } else {
        KcStep::Income
    });
    Ok(())
}

/// Kansas City's decisions, each its sub-phase's own: a foresight tile, the income, the delivery.
pub fn decide(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    action: &GwtAction,
) -> Result<(), GwtRefusal> {
    match (game.stage.clone(), action) {
        (Stage::KansasCity(KcStep::Foresight(i)), GwtAction::Foresight(k)) => {
            foresight(game, data, seat, i, *k)
        }
        (Stage::KansasCity(KcStep::Income), GwtAction::Income { to }) => {
            income(game, data, seat, *to)
        }
        (Stage::KansasCity(KcStep::Delivery), GwtAction::Deliver { city, disc }) => {
            deliver(game, data, seat, *city, *disc)
        }
        // Rules 2: an objective card may be played between Kansas City's steps.
        (Stage::KansasCity(_), GwtAction::PlayObjective(card)) if game.since(2) => {
            super::play_objective(game, data, seat, *card)
        }
        _ => Err(GwtRefusal::NotNow),
    }
}

/// The income a hand and certificates give: breeding value + temporary certificates used (the
/// marker moved back to track index `to`) + permanent ones.
pub fn income_value(game: &GwtGame, data: &GwtData, seat: SeatId, to: u8) -> Option<u32> {
    let p = &game.players[seat];
    if to > p.certificates {
        return None;
    }
    let track = &data.file.certificate_track;
    let used = track[usize::from(p.certificates)] - track[usize::from(to)];
    Some(cards::breeding_value(data, &p.hand) + u32::from(used) + u32::from(p.permanent))
}

/// Income: the hand is shown and paid for, then discarded.
pub fn income(game: &mut GwtGame, data: &GwtData, seat: SeatId, to: u8) -> Result<(), GwtRefusal> {
    let value = income_value(game, data, seat, to).ok_or(GwtRefusal::Choice)?;
    effects::earn(game, seat, value);
    game.delivery_value = value;
    game.shown = game.players[seat].hand.clone();
    game.players[seat].certificates = to;
    if game.options.simmental {
        grow_simmentals(game, data, seat);
    }
    let p = &mut game.players[seat];
    let hand = std::mem::take(&mut p.hand);
    p.discard.extend(hand);
    game.stage = Stage::KansasCity(KcStep::Delivery);
    Ok(())
}

/// Simmental: after income, calves in hand are swapped for heifers, then heifers that were in the
/// hand for cows, while the stacks last; the new cards go onto the discard pile (the income is
/// already taken). Always done: a later stage is worth more in value and VP, never less.
fn grow_simmentals(game: &mut GwtGame, data: &GwtData, seat: SeatId) {
    let stage = |c| match data.card(c) {
        crate::games::gwt::data::CardInfo::Cattle { breed, value, .. }
            if data.is_simmental(breed) =>
        {
            data.simmental
                .iter()
                .position(|s| s.contains(&c))
                .filter(|_| value > 0)
        }
        _ => None,
    };
    for from in [0, 1] {
        let growing: Vec<_> = game.players[seat]
            .hand
            .iter()
            .copied()
            .filter(|&c| stage(c) == Some(from))
            .collect();
        for card in growing {
            let Some(next) = game.simmental[from].pop() else {
                break;
            };
            let p = &mut game.players[seat];
            p.hand.retain(|&c| c != card);
            p.discard.push(next);
            game.swapped.push(card);
        }
    }
}

/// What a delivery to `city` costs in transport.
pub fn transport(game: &GwtGame, data: &GwtData, seat: SeatId, city: u8) -> u32 {
    let value = data.file.railroad.cities[usize::from(city)].value;
    data.transport_cost(usize::from(game.players[seat].engine), value)
}

/// Delivery: a disc onto a city the breeding value reaches; transport costs paid in full.
pub fn deliver(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    city: u8,
    disc: DiscSource,
) -> Result<(), GwtRefusal> {
    let c = data
        .file
        .railroad
        .cities
        .get(usize::from(city))
        .ok_or(GwtRefusal::City)?;
    if u32::from(c.value) > game.delivery_value {
        return Err(GwtRefusal::City);
    }
    let cost = transport(game, data, seat, city);
    let have = game.players[seat].money + u32::from(c.dollars);
    if have < cost {
        return Err(GwtRefusal::Money { need: cost, have });
    }
    if !railroad::can_deliver(game, data, seat, city, disc, cost) {
        return Err(GwtRefusal::Disc);
    }
    game.todo.push(Todo::LeaveKansasCity);
    railroad::deliver(game, data, seat, city, disc);
    effects::pay(game, seat, cost);
    Ok(())
}

/// After the delivery: the herder back to START, the foresight spaces refilled from the bags.
pub fn leave(game: &mut GwtGame, data: &GwtData, seat: SeatId, rng: &mut ChaCha8Rng) {
    game.players[seat].herder = Some(data.start());
    supply::refill_foresight(game, rng);
    game.stage = Stage::Draw;
}
