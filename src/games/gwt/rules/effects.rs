//! Effects, the icons of buildings, auxiliary actions, worker spaces, station masters, links and
//! objective cards: whether one can be started (its requirement met), and starting it — an effect
//! either happens at once or leaves a [`Choice`] on the turn's to-do stack for the seat to answer.

use super::{cards, railroad, trail, workers};
use crate::games::gwt::data::{CardInfo, GwtData, TileKind};
use crate::games::gwt::schema::{Amount, Count, Effect, WorkerKind};
use crate::games::gwt::state::{Building, Choice, GwtGame, Todo};
use crate::table::SeatId;
use rand_chacha::ChaCha8Rng;

/// Counts a player's things (for amounts and station masters' scores).
pub fn count(game: &GwtGame, data: &GwtData, seat: SeatId, what: Count) -> u32 {
    let p = &game.players[seat];
    let own = |woods_only: bool| {
        game.buildings
            .iter()
            .enumerate()
            .filter(|(i, b)| {
                matches!(b, Some(Building::Private { owner, .. }) if *owner == seat)
                    && (!woods_only
                        || matches!(
                            data.spaces[*i].kind,
                            crate::games::gwt::schema::SpaceKind::Private { woods: true, .. }
                        ))
            })
            .count() as u32
    };
    match what {
        Count::Cowboys => u32::from(p.workers(WorkerKind::Cowboy)),
        Count::Builders => u32::from(p.workers(WorkerKind::Builder)),
        Count::Engineers => u32::from(p.workers(WorkerKind::Engineer)),
        Count::Workers => p.workers.iter().map(|&w| u32::from(w)).sum(),
        Count::WoodsBuildings => own(true),
        Count::Buildings => own(false),
        Count::Stations => game.stations.iter().filter(|s| s.contains(&seat)).count() as u32,
        Count::Hazards => p.hazards.len() as u32,
        Count::OutlawPairs => u32::from(p.outlaws.0.min(p.outlaws.1)),
        Count::Certificates => u32::from(p.certificate_value()) + u32::from(p.permanent),
        Count::Objectives => p.objectives.len() as u32,
    }
}

/// An amount's value for a player.
pub fn amount(game: &GwtGame, data: &GwtData, seat: SeatId, a: Amount) -> u32 {
    match a {
        Amount::Fixed(n) => u32::from(n),
        Amount::Per(what, k) => count(game, data, seat, what) * u32::from(k),
    }
}

/// Whether an effect is a requirement (a cost that must be met before the reward).
fn requirement(effect: &Effect) -> bool {
    matches!(
        effect,
        Effect::Discard(..) | Effect::Pay(..) | Effect::Back(..)
    )
}

/// Any hazard on the trail.
pub fn hazards_on_trail(game: &GwtGame, data: &GwtData) -> bool {
    game.tiles
        .iter()
        .flatten()
        .any(|&t| matches!(data.tiles[usize::from(t)], TileKind::Hazard { .. }))
}

/// Any outlaw on the trail or beside it.
pub fn outlaws_out(game: &GwtGame, data: &GwtData) -> bool {
    game.beside.iter().any(Option::is_some)
        || game
            .tiles
            .iter()
            .flatten()
            .any(|&t| matches!(data.tiles[usize::from(t)], TileKind::Outlaw { .. }))
}

/// Whether an auxiliary action (0–4) is unlocked single, or double.
pub fn aux_open(game: &GwtGame, data: &GwtData, seat: SeatId, n: u8, double: bool) -> bool {
    let Some(spec) = data.file.aux.get(usize::from(n)) else {
        return false;
    };
    // Two spaces per action; a grey space (a disc fewer at the start) is clear from the start.
    let clear = 2 - game.players[seat].aux[usize::from(n)];
    let _ = spec;
    if double { clear == 2 } else { clear >= 1 }
}

/// The auxiliary action's effect.
pub fn aux_effect(data: &GwtData, n: u8, double: bool) -> &Effect {
    let a = &data.file.aux[usize::from(n)];
    if double { &a.double } else { &a.single }
}

/// Whether `seat` can start `effect` now: its requirements are met and it can do something.
pub fn can_start(game: &GwtGame, data: &GwtData, seat: SeatId, effect: &Effect) -> bool {
    let p = &game.players[seat];
    match effect {
        Effect::Money(_)
        | Effect::Certificate(_)
        | Effect::CertificateToLimit
        | Effect::PermanentCertificate(_)
        | Effect::ExchangeToken => true,
        Effect::Objective | Effect::ObjectiveToHand => {
            !game.objective_display.is_empty() || !game.objective_stack.is_empty()
        }
        Effect::Engine(a) => {
            let n = amount(game, data, seat, *a).min(u32::from(u8::MAX)) as u8;
            n > 0 && !railroad::forward(game, data, seat, n).is_empty()
        }
        Effect::Hire(adj) => !workers::hire_options(game, data, seat, *adj).is_empty(),
        Effect::Build(per) => !workers::build_options(game, data, seat, *per).is_empty(),
        Effect::BuyCattle => true,
        Effect::RemoveHazard => hazards_on_trail(game, data),
        Effect::Bounty => outlaws_out(game, data),
        Effect::Aux => (0..5).any(|n| {
            aux_open(game, data, seat, n, false)
                && can_start(game, data, seat, aux_effect(data, n, false))
        }),
        Effect::Herder(n) | Effect::Walk(n) => p.herder.is_some_and(|at| {
            !trail::paths(game, data, at, *n, matches!(effect, Effect::Walk(_))).is_empty()
        }),
        Effect::DrawDiscard(a) | Effect::DrawUpTo(a) => {
            amount(game, data, seat, *a) > 0 && (!p.stack.is_empty() || !p.discard.is_empty())
        }
        Effect::OutlawPairs => p.outlaws.0.min(p.outlaws.1) > 0,
        Effect::UseAdjacent => !adjacent(game, data, seat).is_empty(),
        Effect::ExtraordinaryDelivery => !railroad::behind(game, seat).is_empty(),
        Effect::UpgradeBehind => !workers::stations_behind(game, data, seat).is_empty(),
        Effect::RemoveCards(_) => !p.hand.is_empty(),
        Effect::Discard(ask, _) => !cards::answers(data, ask, &p.hand).is_empty(),
        Effect::Pay(n, then) => p.money >= u32::from(*n) && can_start(game, data, seat, then),
        Effect::Back(n, _) => !railroad::back_exactly(game, data, seat, *n).is_empty(),
        Effect::All(list) => list
            .iter()
            .all(|e| !requirement(e) || can_start(game, data, seat, e)),
        Effect::OneOf(list) => list.iter().any(|e| can_start(game, data, seat, e)),
    }
}

/// Buildings directly beside the herder (the next or previous space, a building on it).
pub fn adjacent(
    game: &GwtGame,
    data: &GwtData,
    seat: SeatId,
) -> Vec<crate::games::gwt::data::SpaceId> {
    let Some(at) = game.players[seat].herder else {
        return Vec::new();
    };
    let s = data.space(at);
    s.next
        .iter()
        .chain(&s.prev)
        .copied()
        .filter(|n| game.buildings[usize::from(n.0)].is_some() && *n != at)
        .filter(|n| !(game.options.once_per_turn && game.used_buildings.contains(n)))
        .collect()
}

fn choose(game: &mut GwtGame, choice: Choice, optional: bool) {
    game.todo.push(Todo::Choose { choice, optional });
}

/// Gives a player dollars from the bank.
pub fn earn(game: &mut GwtGame, seat: SeatId, dollars: u32) {
    game.players[seat].money += dollars;
    game.bank_out += i64::from(dollars);
}

/// A player pays the bank.
pub fn pay(game: &mut GwtGame, seat: SeatId, dollars: u32) {
    let paid = dollars.min(game.players[seat].money);
    game.players[seat].money -= paid;
    game.bank_out -= i64::from(paid);
}

/// Moves the certificate marker up to `n` spaces, never past the limit.
pub fn certificates(game: &mut GwtGame, seat: SeatId, n: u8) {
    let p = &mut game.players[seat];
    p.certificates = (p.certificates + n)
        .min(p.certificate_limit_index())
        .max(p.certificates);
}

/// Starts an effect: what needs no decision happens now; a decision is left on the to-do stack.
/// Returns whether something hidden came out (a card drawn).
pub fn start(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    effect: &Effect,
    rng: &mut ChaCha8Rng,
) -> bool {
    if !can_start(game, data, seat, effect) {
        return false;
    }
    match effect {
        Effect::Money(a) => {
            let n = amount(game, data, seat, *a);
            earn(game, seat, n);
        }
        Effect::Certificate(n) => certificates(game, seat, *n),
        Effect::CertificateToLimit => {
            let p = &mut game.players[seat];
            p.certificates = p.certificate_limit_index().max(p.certificates);
        }
        Effect::PermanentCertificate(n) => game.players[seat].permanent += n,
        Effect::Objective => choose(game, Choice::Objective { to_hand: false }, false),
        Effect::ObjectiveToHand => choose(game, Choice::Objective { to_hand: true }, false),
        Effect::ExchangeToken => game.players[seat].exchange_tokens += 1,
        Effect::Engine(a) => {
            let n = amount(game, data, seat, *a).min(u32::from(u8::MAX)) as u8;
            choose(game, Choice::Engine(n), true);
        }
        Effect::Hire(adj) => choose(game, Choice::Hire(*adj), true),
        Effect::Build(per) => choose(game, Choice::Build(*per), true),
        Effect::BuyCattle => {
            let cowboys = game.players[seat].workers(WorkerKind::Cowboy);
            choose(game, Choice::Buy(cowboys), true);
        }
        Effect::RemoveHazard => choose(game, Choice::Hazard, true),
        Effect::Bounty => choose(game, Choice::Bounty, true),
        Effect::Aux => choose(game, Choice::Aux(true), true),
        Effect::Herder(n) => choose(
            game,
            Choice::Herder {
                steps: *n,
                walk: false,
            },
            true,
        ),
        Effect::Walk(n) => choose(
            game,
            Choice::Herder {
                steps: *n,
                walk: true,
            },
            true,
        ),
        Effect::DrawUpTo(a) if game.since(2) => {
            let left = amount(game, data, seat, *a).min(u32::from(u8::MAX)) as u8;
            choose(game, Choice::DrawUpTo { left, drawn: 0 }, true);
        }
        Effect::DrawDiscard(a) | Effect::DrawUpTo(a) => {
            let n = amount(game, data, seat, *a) as usize;
            let drawn = cards::draw(&mut game.players[seat], n, rng);
            if drawn > 0 {
                choose(game, Choice::DiscardN(drawn as u8), false);
            }
            return drawn > 0;
        }
        Effect::OutlawPairs => {
            let pairs = game.players[seat]
                .outlaws
                .0
                .min(game.players[seat].outlaws.1);
            for _ in 0..pairs {
                certificates(game, seat, 2);
                earn(game, seat, 2);
            }
        }
        Effect::UseAdjacent => choose(game, Choice::Adjacent, true),
        Effect::ExtraordinaryDelivery => choose(game, Choice::ExtraDelivery, true),
        Effect::UpgradeBehind => choose(game, Choice::UpgradeBehind, true),
        Effect::RemoveCards(n) => choose(game, Choice::Remove(*n), true),
        Effect::Discard(ask, then) => {
            choose(game, Choice::Discard(ask.clone(), (**then).clone()), true);
        }
        Effect::Pay(n, then) => {
            pay(game, seat, u32::from(*n));
            // Paid for: the reward's choice may no longer be declined.
            let before = game.todo.len();
            let revealed = start(game, data, seat, then, rng);
            if let Some(Todo::Choose { optional, .. }) = game.todo.get_mut(before) {
                *optional = false;
            }
            return revealed;
        }
        Effect::Back(n, then) => match railroad::back_exactly(game, data, seat, *n)[..] {
            [spot] => railroad::back_to(game, data, seat, spot, then),
            [] => {}
            _ => choose(game, Choice::BackTo(*n, (**then).clone()), false),
        },
        Effect::All(list) => {
            for e in list.iter().rev() {
                game.todo.push(Todo::Run(e.clone()));
            }
        }
        Effect::OneOf(list) => choose(game, Choice::OneOf(list.clone()), true),
    }
    false
}

/// Whether a card is an objective card.
pub fn is_objective(data: &GwtData, card: crate::games::gwt::data::CardId) -> bool {
    matches!(data.card(card), CardInfo::Objective(_))
}
