//! Great Western Trail's rules as pure functions over a [`GwtGame`]. One function, [`act`], both
//! validates and applies a decision; [`check`] runs it on a copy, so what is accepted and what
//! happens can never disagree.
//!
//! A turn is a [`Stage`] (the opening, Phase A, Phase B at a location, a Kansas City sub-phase,
//! Phase C) plus a to-do stack: an action starts effects, effects that need a decision leave a
//! [`Choice`] on the stack, and the seat answers them one by one.

pub mod cards;
pub mod effects;
pub mod invariants;
pub mod kansas;
pub mod legal;
pub mod log;
pub mod railroad;
pub mod scoring;
pub mod setup;
pub mod supply;
pub mod trail;
pub mod turn;
pub mod workers;

use super::actions::{GwtAction, GwtRefusal};
use super::data::{CardId, GwtData, SpaceId, TileKind};
use super::schema::{Bounty, Effect, SpaceKind};
use super::state::{Act, Building, Choice, GwtGame, KcStep, Stage, Todo};
use crate::table::SeatId;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Whether `seat` may take `action` now. Changes nothing.
pub fn check(
    game: &GwtGame,
    _: &GwtData,
    seat: SeatId,
    action: &GwtAction,
) -> Result<(), GwtRefusal> {
    // The copy's draws are thrown away with it: any generator will do.
    super::phases::act(
        &mut game.clone(),
        seat,
        action,
        &mut ChaCha8Rng::seed_from_u64(0),
    )
    .map(|_| ())
}

/// Whether an action names a location or a card the game has not (a save edited by hand or
/// corrupted): refused here, once, so no rule indexes by an id it was not given a real one for.
fn names_unknown(data: &GwtData, action: &GwtAction) -> bool {
    let space = |s: &SpaceId| usize::from(s.0) >= data.spaces.len();
    let card = |c: &CardId| usize::from(c.0) >= data.cards.len();
    match action {
        GwtAction::Cards(cards) | GwtAction::Buy { cards, .. } => cards.iter().any(card),
        GwtAction::Start(at)
        | GwtAction::Hazard(at)
        | GwtAction::Adjacent(at)
        | GwtAction::Build { at, .. } => space(at),
        GwtAction::Move(path) => path.iter().any(space),
        GwtAction::Objective(c) => c.as_ref().is_some_and(card),
        GwtAction::PlayObjective(c) => card(c),
        _ => false,
    }
}

/// A local action's mark among those used at a location; a slot no location has is refused
/// (a corrupted save must not overflow the marks).
fn slot_bit(slot: u8) -> Result<u16, GwtRefusal> {
    1u16.checked_shl(u32::from(slot)).ok_or(GwtRefusal::Slot)
}

/// The checks every decision passes first: the game goes on, it is the seat's turn, and the
/// action names nothing the game has not.
pub fn admit(
    game: &GwtGame,
    data: &GwtData,
    seat: SeatId,
    action: &GwtAction,
) -> Result<(), GwtRefusal> {
    if game.over() {
        return Err(GwtRefusal::Over);
    }
    if seat != game.seat {
        return Err(GwtRefusal::NotYourTurn);
    }
    if names_unknown(data, action) {
        return Err(GwtRefusal::Unknown);
    }
    Ok(())
}

/// The answer to the question on top of the to-do stack, when there is one: `None` otherwise.
/// `Ok` tells whether something hidden came out.
pub fn answer_pending(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    action: &GwtAction,
    rng: &mut ChaCha8Rng,
) -> Option<Result<bool, GwtRefusal>> {
    let (choice, optional) = game.choice().map(|(c, o)| (c.clone(), o))?;
    Some(answer(game, data, seat, (choice, optional), action, rng))
}

/// An exchange token: at any moment of the seat's own turn, even in the middle of an action, up
/// to two cards drawn and as many discarded. Rules 1 allowed it in phase A, phase B and Kansas
/// City before the delivery, never while a decision waited, and drew exactly two. `None` when the
/// action is not one, or not now.
pub fn exchange(
    game: &mut GwtGame,
    seat: SeatId,
    action: &GwtAction,
    rng: &mut ChaCha8Rng,
) -> Option<Result<bool, GwtRefusal>> {
    if *action != GwtAction::Exchange {
        return None;
    }
    let now = if game.since(2) {
        !matches!(game.stage, Stage::Draw | Stage::Over)
    } else {
        game.choice().is_none()
            && matches!(
                game.stage,
                Stage::Move
                    | Stage::Act(_)
                    | Stage::KansasCity(KcStep::Foresight(_) | KcStep::Income)
            )
    };
    if !now {
        return None;
    }
    let v2 = game.since(2);
    let p = &mut game.players[seat];
    if p.exchange_tokens == 0 || (p.stack.is_empty() && p.discard.is_empty()) {
        return Some(Err(GwtRefusal::Choice));
    }
    p.exchange_tokens -= 1;
    if v2 {
        let below = u8::try_from(game.todo.len()).unwrap_or(u8::MAX);
        if let Stage::Act(a) = &mut game.stage
            && a.trying.is_some()
        {
            a.exchange_above = Some(below);
        }
        game.todo.push(Todo::Choose {
            choice: Choice::DrawUpTo { left: 2, drawn: 0 },
            optional: true,
        });
        return Some(Ok(false));
    }
    let drawn = cards::draw(p, 2, rng);
    game.todo.push(Todo::Choose {
        choice: Choice::DiscardN(drawn as u8),
        optional: false,
    });
    Some(Ok(true))
}

/// Runs what a decision set off (the to-do stack) until the next decision; whether something
/// hidden came out.
pub fn settle_all(game: &mut GwtGame, data: &GwtData, rng: &mut ChaCha8Rng) -> bool {
    let seat = game.seat;
    settle(game, data, seat, rng)
}

/// Runs the to-do stack until a decision is needed or nothing is left.
fn settle(game: &mut GwtGame, data: &GwtData, seat: SeatId, rng: &mut ChaCha8Rng) -> bool {
    let mut revealed = false;
    while let Some(top) = game.todo.last() {
        match top {
            Todo::Choose { .. } => break,
            Todo::Run(effect) => {
                let effect = effect.clone();
                game.todo.pop();
                revealed |= effects::start(game, data, seat, &effect, rng);
            }
            Todo::LeaveKansasCity => {
                game.todo.pop();
                kansas::leave(game, data, seat, rng);
                revealed = true;
            }
        }
    }
    revealed
}

/// The building effects usable as local actions on `at` by `seat`: the tile's, then the risk
/// action of its space for the owner.
pub fn local_actions(game: &GwtGame, data: &GwtData, seat: SeatId, at: SpaceId) -> Vec<Effect> {
    match game.buildings[usize::from(at.0)] {
        Some(Building::Neutral(letter)) => data.file.neutral[usize::from(letter)].actions.clone(),
        Some(Building::Private { owner, tile }) => {
            let side = game.options.sides[usize::from(tile - 1)];
            let mut out = data
                .file
                .private
                .iter()
                .find(|p| p.number == tile && p.side == side)
                .map(|p| p.actions.clone())
                .unwrap_or_default();
            if owner == seat
                && let SpaceKind::Private { risk: Some(r), .. } = &data.space(at).kind
            {
                out.push(r.clone());
            }
            out
        }
        None => Vec::new(),
    }
}

/// Whether `seat` may use a building's local actions: a neutral one or their own.
fn usable(game: &GwtGame, seat: SeatId, at: SpaceId) -> bool {
    match game.buildings[usize::from(at.0)] {
        Some(Building::Neutral(_)) => true,
        Some(Building::Private { owner, .. }) => owner == seat,
        None => false,
    }
}

/// The herder arrives at a location for Phase B (or Kansas City).
pub fn arrive(game: &mut GwtGame, data: &GwtData, seat: SeatId, at: SpaceId) {
    game.players[seat].herder = Some(at);
    if at == data.kansas_city() {
        game.stage = Stage::KansasCity(KcStep::Foresight(0));
        kansas::skip_empty(game, data);
        return;
    }
    let closed = !usable(game, seat, at)
        || (game.options.once_per_turn && game.used_buildings.contains(&at));
    game.stage = Stage::Act(Act::new(at, closed));
}

/// Plays an objective card from the hand into the objective area; its immediate action follows.
pub fn play_objective(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    card: CardId,
) -> Result<(), GwtRefusal> {
    let p = &mut game.players[seat];
    if !effects::is_objective(data, card) || !cards::take(p, &[card]) {
        return Err(GwtRefusal::WrongCards);
    }
    p.objectives.push(card);
    if let super::data::CardInfo::Objective(face) = data.card(card)
        && let Some(e) = &data.objectives[usize::from(face)].immediate
    {
        game.todo.push(Todo::Run(e.clone()));
    }
    Ok(())
}

/// Whether running `todo` would change nothing before an optional decision waits: a local action
/// chosen this way may still be taken back by declining (rules 2), so Phase B cannot end with
/// nothing done.
fn only_asks(game: &GwtGame, data: &GwtData, seat: SeatId, todo: Vec<Todo>) -> bool {
    let mut probe = game.clone();
    probe.todo = todo;
    settle(&mut probe, data, seat, &mut ChaCha8Rng::seed_from_u64(0));
    let waits = probe.choice().is_some_and(|(_, optional)| optional);
    probe.todo.clone_from(&game.todo);
    waits && probe == *game
}

/// A decision with no effect waiting, outside Kansas City: what the stage itself asks.
pub fn top_level(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    action: &GwtAction,
) -> Result<bool, GwtRefusal> {
    let limit = game.players[seat].hand_limit();
    match (game.stage.clone(), action) {
        (Stage::Opening, GwtAction::Cards(cards)) => {
            let p = &mut game.players[seat];
            if p.hand.len() <= limit || cards.len() != p.hand.len() - limit {
                return Err(GwtRefusal::WrongCards);
            }
            if !cards::take(p, cards) {
                return Err(GwtRefusal::WrongCards);
            }
            p.discard.extend(cards);
        }
        (Stage::Opening, GwtAction::Start(at)) => {
            if game.players[seat].hand.len() > limit {
                return Err(GwtRefusal::NotNow);
            }
            if !data.neutral_spaces.contains(at) {
                return Err(GwtRefusal::BadPath);
            }
            arrive(game, data, seat, *at);
        }
        (Stage::Move | Stage::Act(_), GwtAction::PlayObjective(card)) => {
            play_objective(game, data, seat, *card)?;
        }
        (Stage::Move, GwtAction::Move(path)) => {
            let from = game.players[seat].herder.ok_or(GwtRefusal::NotNow)?;
            let steps = trail::step_limit(game, data, seat);
            trail::valid(game, data, from, path, steps, false).map_err(|limit| match limit {
                0 => GwtRefusal::BadPath,
                limit => GwtRefusal::TooFar { limit },
            })?;
            trail::walk_path(game, data, seat, path, true);
            let to = *path.last().ok_or(GwtRefusal::BadPath)?;
            arrive(game, data, seat, to);
        }
        (Stage::Act(a), GwtAction::Use(slot)) => {
            let bit = slot_bit(*slot)?;
            if a.closed || a.aux || a.used & bit != 0 {
                return Err(GwtRefusal::Slot);
            }
            let list = local_actions(game, data, seat, a.at);
            let effect = list.get(usize::from(*slot)).ok_or(GwtRefusal::Slot)?;
            if !effects::can_start(game, data, seat, effect) {
                return Err(GwtRefusal::Slot);
            }
            let trying = (game.since(2)
                && only_asks(game, data, seat, vec![Todo::Run(effect.clone())]))
            .then_some(*slot);
            if let Stage::Act(act) = &mut game.stage {
                act.used |= bit;
                act.trying = trying;
            }
            if !game.used_buildings.contains(&a.at) {
                game.used_buildings.push(a.at);
            }
            game.todo.push(Todo::Run(effect.clone()));
        }
        (Stage::Act(a), GwtAction::Aux { n, double: false }) => {
            if a.used != 0 || a.aux || a.walked_off {
                return Err(GwtRefusal::Slot);
            }
            if !effects::aux_open(game, data, seat, *n, false) {
                return Err(GwtRefusal::AuxLocked);
            }
            let effect = effects::aux_effect(data, *n, false).clone();
            if !effects::can_start(game, data, seat, &effect) {
                return Err(GwtRefusal::Slot);
            }
            if let Stage::Act(act) = &mut game.stage {
                act.aux = true;
            }
            game.todo.push(Todo::Run(effect));
        }
        (Stage::Act(a), GwtAction::EndTurn) => {
            if a.used == 0 && !a.aux && !a.walked_off {
                return Err(GwtRefusal::NothingDone);
            }
            game.stage = Stage::Draw;
        }
        _ => return Err(GwtRefusal::NotNow),
    }
    Ok(false)
}

/// Replaces the decision on top of the stack (a purchase leaves fewer cowboys, a borrowed building
/// one slot fewer).
fn set_top(game: &mut GwtGame, choice: Choice) {
    if let Some(Todo::Choose { choice: c, .. }) = game.todo.last_mut() {
        *c = choice;
    }
}

/// After a decline: a local action that has still changed nothing is taken back when nothing of it
/// is left to do, or stays takeable back while what is left changes nothing before asking again.
fn take_back(game: &mut GwtGame, data: &GwtData, seat: SeatId) {
    let Stage::Act(a) = &game.stage else {
        return;
    };
    let Some(slot) = a.trying else {
        return;
    };
    let at = a.at;
    let (empty, keep) = if game.todo.is_empty() {
        (true, false)
    } else {
        (false, only_asks(game, data, seat, game.todo.clone()))
    };
    if let Stage::Act(a) = &mut game.stage {
        if empty {
            a.used &= !(1 << slot);
            if a.used == 0 {
                game.used_buildings.retain(|&b| b != at);
            }
        }
        if !keep {
            a.trying = None;
        }
    }
}

/// Answers the decision on top of the to-do stack.
fn answer(
    game: &mut GwtGame,
    data: &GwtData,
    seat: SeatId,
    (choice, optional): (Choice, bool),
    action: &GwtAction,
    rng: &mut ChaCha8Rng,
) -> Result<bool, GwtRefusal> {
    // Back at (or below) the depth an exchange token stacked on, its decisions are done.
    let depth = game.todo.len();
    let exchanging = match &mut game.stage {
        Stage::Act(a) => {
            if a.exchange_above.is_some_and(|b| depth <= usize::from(b)) {
                a.exchange_above = None;
            }
            a.exchange_above.is_some()
        }
        _ => false,
    };
    if *action == GwtAction::Decline {
        if !optional {
            return Err(GwtRefusal::Choice);
        }
        game.todo.pop();
        match choice {
            // Drawing stops: as many cards as were drawn are discarded.
            Choice::DrawUpTo { drawn, .. } if drawn > 0 => game.todo.push(Todo::Choose {
                choice: Choice::DiscardN(drawn),
                optional: false,
            }),
            _ => take_back(game, data, seat),
        }
        return Ok(false);
    }
    if let Stage::Act(a) = &mut game.stage
        && !exchanging
    {
        a.trying = None;
    }
    let mut revealed = false;
    match (choice, action) {
        (Choice::Discard(ask, then), GwtAction::Cards(cards)) => {
            if !cards::fits(data, &ask, cards) || !cards::take(&mut game.players[seat], cards) {
                return Err(GwtRefusal::WrongCards);
            }
            game.players[seat].discard.extend(cards);
            game.todo.pop();
            game.todo.push(Todo::Run(then));
        }
        (Choice::DiscardN(n), GwtAction::Cards(cards)) => {
            let p = &mut game.players[seat];
            if cards.len() != usize::from(n) || !cards::take(p, cards) {
                return Err(GwtRefusal::WrongCards);
            }
            p.discard.extend(cards);
            game.todo.pop();
        }
        (Choice::Remove(n), GwtAction::Cards(cards)) => {
            let p = &mut game.players[seat];
            if cards.is_empty() || cards.len() > usize::from(n) || !cards::take(p, cards) {
                return Err(GwtRefusal::WrongCards);
            }
            p.removed.extend(cards);
            game.todo.pop();
        }
        (Choice::Engine(n), GwtAction::Engine(spot)) => {
            if !railroad::forward(game, data, seat, n).contains(&usize::from(*spot)) {
                return Err(GwtRefusal::Engine);
            }
            game.todo.pop();
            railroad::land(game, data, seat, usize::from(*spot));
        }
        (Choice::BackTo(n, then), GwtAction::Engine(spot)) => {
            let spot = usize::from(*spot);
            if !railroad::back_exactly(game, data, seat, n).contains(&spot) {
                return Err(GwtRefusal::Engine);
            }
            game.todo.pop();
            railroad::back_to(game, data, seat, spot, &then);
        }
        (Choice::DrawUpTo { left, drawn }, GwtAction::Draw) => {
            if cards::draw(&mut game.players[seat], 1, rng) == 0 {
                return Err(GwtRefusal::Choice);
            }
            revealed = true;
            // The last card allowed: what is left is discarding as many.
            game.todo.pop();
            game.todo.push(if left > 1 {
                Todo::Choose {
                    choice: Choice::DrawUpTo {
                        left: left - 1,
                        drawn: drawn + 1,
                    },
                    optional: true,
                }
            } else {
                Todo::Choose {
                    choice: Choice::DiscardN(drawn + 1),
                    optional: false,
                }
            });
        }
        (Choice::Back39, GwtAction::Engine(spot)) => {
            if !railroad::behind(game, seat).contains(&usize::from(*spot)) {
                return Err(GwtRefusal::Engine);
            }
            game.todo.pop();
            game.players[seat].engine = *spot;
            effects::earn(game, seat, u32::from(data.file.railroad.last_space_bonus));
            railroad::offer_upgrade(game, data, seat, usize::from(*spot));
        }
        (Choice::Upgrade(station), GwtAction::Upgrade(disc)) => {
            upgrade(game, data, seat, station, *disc)?;
            game.todo.pop();
            railroad::upgrade(game, data, seat, station, *disc);
        }
        (Choice::UpgradeBehind, GwtAction::Station { station, disc }) => {
            if !workers::stations_behind(game, data, seat).contains(station) {
                return Err(GwtRefusal::City);
            }
            upgrade(game, data, seat, *station, *disc)?;
            game.todo.pop();
            railroad::upgrade(game, data, seat, *station, *disc);
        }
        (Choice::Master(station), GwtAction::Appoint(kind)) => {
            let slot = railroad::master_slot(data, station).ok_or(GwtRefusal::Choice)?;
            let tile = game.masters[slot].ok_or(GwtRefusal::Choice)?;
            if game.players[seat].workers(*kind) < 2 {
                return Err(GwtRefusal::Worker);
            }
            game.todo.pop();
            game.masters[slot] = None;
            let p = &mut game.players[seat];
            p.workers[*kind as usize] -= 1;
            p.masters.push(tile);
            game.todo.push(Todo::Run(
                data.file.station_masters[usize::from(tile)].top.clone(),
            ));
        }
        (Choice::Hire(adjust), GwtAction::Hire(cell)) => {
            let (_, cost) = workers::hire_options(game, data, seat, adjust)
                .into_iter()
                .find(|(c, _)| c == cell)
                .ok_or(GwtRefusal::Worker)?;
            game.todo.pop();
            workers::hire(game, data, seat, *cell, cost);
        }
        (Choice::Build(per), GwtAction::Build { tile, at }) => {
            let (_, _, cost) = workers::build_options(game, data, seat, per)
                .into_iter()
                .find(|(t, a, _)| t == tile && a == at)
                .ok_or(GwtRefusal::Build)?;
            game.todo.pop();
            workers::build(game, seat, *tile, *at, cost);
        }
        (Choice::Buy(left), GwtAction::Buy { option, cards }) => {
            let spent = supply::buy(game, data, seat, left, *option, cards)?;
            if left == spent {
                game.todo.pop();
            } else {
                set_top(game, Choice::Buy(left - spent));
            }
        }
        (Choice::Buy(left), GwtAction::Refill) => {
            if left == 0 || game.market_stack.is_empty() {
                return Err(GwtRefusal::Cattle);
            }
            for _ in 0..2 {
                if let Some(c) = game.market_stack.draw() {
                    game.market.push(c);
                }
            }
            supply::sort_market(game, data);
            revealed = true;
            if left == 1 {
                game.todo.pop();
            } else {
                set_top(game, Choice::Buy(left - 1));
            }
        }
        (Choice::Hazard, GwtAction::Hazard(at)) => {
            let tile = game.tiles[usize::from(at.0)].ok_or(GwtRefusal::Tile)?;
            if !matches!(data.tiles[usize::from(tile)], TileKind::Hazard { .. }) {
                return Err(GwtRefusal::Tile);
            }
            game.todo.pop();
            game.tiles[usize::from(at.0)] = None;
            game.players[seat].hazards.push(tile);
        }
        (Choice::Bounty, GwtAction::Bounty(n)) => {
            let (tile, on) = match data.outlaw_space(*n) {
                Some(s) => (game.tiles[usize::from(s.0)], Some(s)),
                None if (1..=3).contains(n) => (game.beside[usize::from(*n - 1)], None),
                None => (None, None),
            };
            let tile = tile.ok_or(GwtRefusal::Tile)?;
            let TileKind::Outlaw { green } = data.tiles[usize::from(tile)] else {
                return Err(GwtRefusal::Tile);
            };
            game.todo.pop();
            match on {
                Some(s) => game.tiles[usize::from(s.0)] = None,
                None => game.beside[usize::from(*n - 1)] = None,
            }
            let p = &mut game.players[seat];
            if green {
                p.outlaws.0 += 1;
            } else {
                p.outlaws.1 += 1;
            }
            match data.bounty(*n) {
                Bounty::Dollars(d) => effects::earn(game, seat, u32::from(d)),
                Bounty::ExchangeToken => game.players[seat].exchange_tokens += 1,
            }
        }
        (Choice::Aux(double_ok), GwtAction::Aux { n, double }) => {
            if (*double && !double_ok) || !effects::aux_open(game, data, seat, *n, *double) {
                return Err(GwtRefusal::AuxLocked);
            }
            let effect = effects::aux_effect(data, *n, *double).clone();
            if !effects::can_start(game, data, seat, &effect) {
                return Err(GwtRefusal::Slot);
            }
            game.todo.pop();
            game.todo.push(Todo::Run(effect));
        }
        (Choice::Herder { steps, walk }, GwtAction::Move(path)) => {
            let from = game.players[seat].herder.ok_or(GwtRefusal::NotNow)?;
            trail::valid(game, data, from, path, steps, walk).map_err(|limit| match limit {
                0 => GwtRefusal::BadPath,
                limit => GwtRefusal::TooFar { limit },
            })?;
            game.todo.pop();
            trail::walk_path(game, data, seat, path, !walk);
            let to = *path.last().ok_or(GwtRefusal::BadPath)?;
            if walk {
                // An objective card's move uses no location: Phase B's location is left behind,
                // and from rules 2 a move before any action there ends Phase B's duty to act.
                let v2 = game.since(2);
                if let Stage::Act(a) = &mut game.stage {
                    a.closed = true;
                    a.walked_off |= v2 && a.used == 0 && !a.aux;
                }
            } else {
                game.todo.clear();
                arrive(game, data, seat, to);
            }
        }
        (Choice::Objective { to_hand }, GwtAction::Objective(card)) => {
            let card = match card {
                Some(c) => {
                    let i = game
                        .objective_display
                        .iter()
                        .position(|d| d == c)
                        .ok_or(GwtRefusal::WrongCards)?;
                    game.objective_display.remove(i);
                    if let Some(next) = game.objective_stack.draw() {
                        game.objective_display.push(next);
                    }
                    *c
                }
                None => game.objective_stack.draw().ok_or(GwtRefusal::WrongCards)?,
            };
            game.todo.pop();
            let p = &mut game.players[seat];
            if to_hand {
                p.hand.push(card);
            } else {
                p.discard.push(card);
            }
            revealed = true;
        }
        (Choice::OneOf(list), GwtAction::Pick(i)) => {
            let effect = list.get(usize::from(*i)).ok_or(GwtRefusal::Choice)?.clone();
            if !effects::can_start(game, data, seat, &effect) {
                return Err(GwtRefusal::Slot);
            }
            game.todo.pop();
            game.todo.push(Todo::Run(effect));
        }
        (Choice::Adjacent, GwtAction::Adjacent(at)) => {
            if !effects::adjacent(game, data, seat).contains(at) {
                return Err(GwtRefusal::Choice);
            }
            if !game.used_buildings.contains(at) {
                game.used_buildings.push(*at);
            }
            set_top(game, Choice::Borrowed(Act::new(*at, false)));
        }
        (Choice::Borrowed(mut a), GwtAction::Use(slot)) => {
            let bit = slot_bit(*slot)?;
            if a.used & bit != 0 {
                return Err(GwtRefusal::Slot);
            }
            let list = local_actions(game, data, usize::MAX, a.at);
            let effect = list.get(usize::from(*slot)).ok_or(GwtRefusal::Slot)?;
            if !borrowable(game, effect) || !effects::can_start(game, data, seat, effect) {
                return Err(GwtRefusal::Slot);
            }
            a.used |= bit;
            let effect = effect.clone();
            set_top(game, Choice::Borrowed(a));
            game.todo.push(Todo::Run(effect));
        }
        (Choice::ExtraDelivery, GwtAction::ExtraDelivery { to, city, disc }) => {
            let behind = railroad::behind(game, seat);
            if !behind.contains(&usize::from(*to)) {
                return Err(GwtRefusal::Engine);
            }
            // Spaces moved back: free track spaces passed and landed on (turnouts do not count).
            let moved = behind
                .iter()
                .filter(|&&q| q >= usize::from(*to) && !data.rail[q].turnout)
                .count() as u32;
            let value = data
                .file
                .railroad
                .cities
                .get(usize::from(*city))
                .map_or(u32::MAX, |c| u32::from(c.value));
            if value > moved {
                return Err(GwtRefusal::City);
            }
            if !railroad::can_deliver(
                game,
                data,
                seat,
                *city,
                super::actions::DiscSource::Board(*disc),
                0,
            ) {
                return Err(GwtRefusal::Disc);
            }
            game.todo.pop();
            game.players[seat].engine = *to;
            railroad::deliver(
                game,
                data,
                seat,
                *city,
                super::actions::DiscSource::Board(*disc),
            );
            railroad::offer_upgrade(game, data, seat, usize::from(*to));
        }
        _ => return Err(GwtRefusal::NotNow),
    }
    Ok(revealed)
}

/// A borrowed building's actions (6b) never borrow again; rules 1 did not let them move the
/// herder either.
pub fn borrowable(game: &GwtGame, effect: &Effect) -> bool {
    match effect {
        Effect::UseAdjacent => false,
        Effect::Herder(_) => game.since(2),
        _ => true,
    }
}

/// Checks a station upgrade's money and disc.
fn upgrade(
    game: &GwtGame,
    data: &GwtData,
    seat: SeatId,
    station: u8,
    disc: super::state::Disc,
) -> Result<(), GwtRefusal> {
    let s = data
        .file
        .railroad
        .stations
        .get(usize::from(station))
        .ok_or(GwtRefusal::City)?;
    let have = game.players[seat].money;
    if have < u32::from(s.cost) {
        return Err(GwtRefusal::Money {
            need: u32::from(s.cost),
            have,
        });
    }
    if game.stations[usize::from(station)].contains(&seat) {
        return Err(GwtRefusal::City);
    }
    if !railroad::disc_allowed(game, seat, disc, s.dark, u32::from(s.cost)) {
        return Err(GwtRefusal::Disc);
    }
    Ok(())
}
