//! Conservation under random legal play. After every action of a random game (2 to 4 seats, every
//! option) three ledgers are checked from the box's data and the two states alone, not through
//! `rules::invariants`:
//!
//! - cards: every card of the box that is in play is in exactly one place, and each that moved
//!   took a path the rules name (a player's deck grows only by cattle they bought, objectives they
//!   took and Simmental cards they grew into);
//! - tiles: each of the 94 Kansas City supply tiles is in exactly one place, kind by kind, and each
//!   that moved went where the action sends it;
//! - money: the players' dollars are what the bank paid out, and each player's change is the sum
//!   of flows the rules name (fees, income, deliveries and transport, purchases, hiring, building,
//!   station upgrades, discs, bounties, the last rail space, and the dollars of effects that ran).

use super::common::new_game;
use ferrovia::engine::{Engine, steps};
use ferrovia::games::gwt::data::{CardId, CardInfo, SpaceId, TileKind, gwt};
use ferrovia::games::gwt::schema::{Amount, Bounty, Count, Effect, Hand, SpaceKind, WorkerKind};
use ferrovia::games::gwt::state::{Building, Choice, GwtGame, KcStep, Player, Stage, Todo};
use ferrovia::games::gwt::{GwtAction, GwtEngine};
use ferrovia::table::BotLevel;
use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};

/// Where a card is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Market,
    MarketStack,
    Display,
    ObjectiveStack,
    /// Simmental heifers (0) or cows (1) waiting beside Kansas City.
    Simmental(usize),
    Swapped,
    Stack(usize),
    Hand(usize),
    Discard(usize),
    Removed(usize),
    Objectives(usize),
}

impl Place {
    /// The seat whose deck (draw stack, hand, discard pile) holds the card.
    fn deck_of(self) -> Option<usize> {
        match self {
            Place::Stack(s) | Place::Hand(s) | Place::Discard(s) => Some(s),
            _ => None,
        }
    }
}

/// Every card's place; an error if a card is in two.
fn card_places(game: &GwtGame) -> Result<Vec<Option<Place>>, String> {
    let mut at: Vec<Option<Place>> = vec![None; gwt().cards.len()];
    let mut lists: Vec<(&[CardId], Place)> = vec![
        (&game.market, Place::Market),
        (game.market_stack.cards(), Place::MarketStack),
        (&game.objective_display, Place::Display),
        (game.objective_stack.cards(), Place::ObjectiveStack),
        (&game.simmental[0], Place::Simmental(0)),
        (&game.simmental[1], Place::Simmental(1)),
        (&game.swapped, Place::Swapped),
    ];
    for (s, p) in game.players.iter().enumerate() {
        lists.extend([
            (p.stack.cards(), Place::Stack(s)),
            (&p.hand[..], Place::Hand(s)),
            (&p.discard[..], Place::Discard(s)),
            (&p.removed[..], Place::Removed(s)),
            (&p.objectives[..], Place::Objectives(s)),
        ]);
    }
    for (cards, place) in lists {
        for c in cards {
            let slot = at
                .get_mut(usize::from(c.0))
                .ok_or_else(|| format!("card {} is not in the box", c.0))?;
            if let Some(other) = slot {
                return Err(format!("card {} is both in {other:?} and {place:?}", c.0));
            }
            *slot = Some(place);
        }
    }
    Ok(at)
}

/// The cards a set-up game plays with: each seat's 14 starters and its starting objective, the
/// market deck, the general objectives, and the Simmental cards with the option.
fn cards_in_play(game: &GwtGame) -> Result<Vec<bool>, String> {
    let data = gwt();
    let mut in_play = vec![false; data.cards.len()];
    let mut add = |cards: &[CardId]| cards.iter().for_each(|c| in_play[usize::from(c.0)] = true);
    for s in 0..game.players.len() {
        add(&data.starters[s]);
    }
    add(&data.market);
    add(&data.general_objectives);
    if game.options.simmental {
        data.simmental.iter().for_each(|stage| add(stage));
    }
    for (s, p) in game.players.iter().enumerate() {
        let [start] = p.objectives[..] else {
            return Err(format!("seat {s} starts with {:?}", p.objectives));
        };
        if !data.starting_objectives.contains(&start) {
            return Err(format!(
                "seat {s}'s objective {} is no starting one",
                start.0
            ));
        }
        add(&[start]);
    }
    let n = game.players.len();
    let simmental: usize = if game.options.simmental { 3 * 8 } else { 0 };
    let expected = n * 14 + 36 + 24 + n + simmental;
    let count = in_play.iter().filter(|&&b| b).count();
    if count != expected {
        return Err(format!("{count} cards in play, the box has {expected}"));
    }
    Ok(in_play)
}

/// Every card in play is somewhere, once; no other card is.
fn check_cards(game: &GwtGame, in_play: &[bool]) -> Result<Vec<Option<Place>>, String> {
    let at = card_places(game)?;
    for (c, (place, &playing)) in at.iter().zip(in_play).enumerate() {
        match (place, playing) {
            (None, true) => return Err(format!("card {c} is lost")),
            (Some(p), false) => return Err(format!("card {c} is not in this game but in {p:?}")),
            _ => {}
        }
    }
    Ok(at)
}

/// Whether a card's move is one the rules name for this action.
fn card_move_allowed(
    before: &GwtGame,
    seat: usize,
    action: &GwtAction,
    card: CardId,
    from: Place,
    to: Place,
) -> bool {
    let choice = before.choice().map(|(c, _)| c);
    let own = |p: Place| p.deck_of() == Some(seat);
    match (from, to) {
        // Drawing, discarding, reshuffling: within the acting seat's own deck.
        (f, t) if own(f) && own(t) => true,
        // Cattle bought.
        (Place::Market, t) if own(t) => {
            matches!(choice, Some(Choice::Buy(_)))
                && matches!(action, GwtAction::Buy { cards, .. } if cards.contains(&card))
        }
        // The market refilled: two cards for a cowboy, or the job market's yellow arrow.
        (Place::MarketStack, Place::Market) => {
            matches!(action, GwtAction::Refill | GwtAction::Foresight(_))
        }
        // An objective card taken from the display (which refills) or the stack.
        (Place::Display, t) if own(t) => {
            matches!(choice, Some(Choice::Objective { .. }))
                && *action == GwtAction::Objective(Some(card))
        }
        (Place::ObjectiveStack, Place::Display) => {
            matches!(choice, Some(Choice::Objective { .. }))
                && matches!(action, GwtAction::Objective(Some(_)))
        }
        (Place::ObjectiveStack, t) if own(t) => {
            matches!(choice, Some(Choice::Objective { .. }))
                && *action == GwtAction::Objective(None)
        }
        // An objective card played.
        (Place::Hand(s), Place::Objectives(t)) if s == seat && t == seat => {
            *action == GwtAction::PlayObjective(card)
        }
        // Cards removed from the game by auxiliary action 5.
        (f, Place::Removed(t)) if own(f) && t == seat => {
            matches!(choice, Some(Choice::Remove(_)))
                && matches!(action, GwtAction::Cards(cards) if cards.contains(&card))
        }
        // Simmental cards grown at income: the old stage out, the next one onto the discard pile.
        (Place::Hand(s), Place::Swapped) if s == seat => {
            matches!(action, GwtAction::Income { .. })
                && before.options.simmental
                && gwt().simmental[..2]
                    .iter()
                    .any(|stage| stage.contains(&card))
        }
        (Place::Simmental(_), t) if own(t) => {
            matches!(action, GwtAction::Income { .. }) && before.options.simmental
        }
        _ => false,
    }
}

/// Cards moved only along named paths; the other seats' cards did not move at all.
fn check_card_moves(
    before: &GwtGame,
    after: &GwtGame,
    seat: usize,
    action: &GwtAction,
    was: &[Option<Place>],
    now: &[Option<Place>],
) -> Result<(), String> {
    for (c, (&from, &to)) in was.iter().zip(now).enumerate() {
        if let (Some(from), Some(to)) = (from, to)
            && from != to
            && !card_move_allowed(before, seat, action, CardId(c as u8), from, to)
        {
            return Err(format!("card {c} moved from {from:?} to {to:?}"));
        }
    }
    for (s, (b, a)) in before.players.iter().zip(&after.players).enumerate() {
        if s != seat && (b.hand != a.hand || b.stack != a.stack || b.discard != a.discard) {
            return Err(format!("seat {s}'s cards changed in seat {seat}'s turn"));
        }
    }
    Ok(())
}

/// Where a supply tile is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum TilePlace {
    Bag(usize),
    Foresight(usize),
    Trail,
    Beside,
    Jobs,
    Gone,
    Hazards(usize),
    Outlaws(usize),
    /// Hired workers on a player board (the printed ones are not tiles).
    Workers(usize),
    /// Workers appointed station masters.
    Masters(usize),
}

/// Tiles per (place, kind).
type Tiles = BTreeMap<(TilePlace, usize), u32>;

fn kind_of(tile: TileKind) -> usize {
    gwt()
        .tiles
        .iter()
        .position(|&t| t == tile)
        .expect("a kind of the box")
}

fn worker_kind(k: WorkerKind) -> usize {
    kind_of(TileKind::Worker(k))
}

const WORKERS: [WorkerKind; 3] = [
    WorkerKind::Cowboy,
    WorkerKind::Builder,
    WorkerKind::Engineer,
];

/// Every tile's place, kind by kind; an error for a tile where its kind cannot be.
fn tile_counts(game: &GwtGame, appointed: &[[u32; 3]]) -> Result<Tiles, String> {
    let data = gwt();
    let mut t = Tiles::new();
    let mut add = |place: TilePlace, kind: usize, n: u32| {
        if n > 0 {
            *t.entry((place, kind)).or_insert(0) += n;
        }
    };
    for (b, bag) in game.bags.iter().enumerate() {
        for (kind, &n) in bag.iter().enumerate() {
            add(TilePlace::Bag(b), kind, u32::from(n));
        }
    }
    for (f, spots) in game.foresight.iter().enumerate() {
        for tile in spots.iter().flatten() {
            add(TilePlace::Foresight(f), usize::from(*tile), 1);
        }
    }
    for (i, tile) in game.tiles.iter().enumerate() {
        let Some(tile) = tile else { continue };
        let fits = match (data.tiles[usize::from(*tile)], &data.spaces[i].kind) {
            (TileKind::Hazard { kind, .. }, SpaceKind::Hazard(k, _)) => kind == *k,
            (TileKind::Outlaw { .. }, SpaceKind::Outlaw(_)) => true,
            _ => false,
        };
        if !fits {
            return Err(format!("tile kind {tile} on space {}", data.spaces[i].name));
        }
        add(TilePlace::Trail, usize::from(*tile), 1);
    }
    for tile in game.beside.iter().flatten() {
        if !matches!(data.tiles[usize::from(*tile)], TileKind::Outlaw { .. }) {
            return Err(format!("tile kind {tile} beside the trail"));
        }
        add(TilePlace::Beside, usize::from(*tile), 1);
    }
    for w in game.jobs.cells.iter().flatten() {
        add(TilePlace::Jobs, worker_kind(*w), 1);
    }
    for tile in &game.gone {
        add(TilePlace::Gone, usize::from(*tile), 1);
    }
    for (s, p) in game.players.iter().enumerate() {
        for tile in &p.hazards {
            if !matches!(data.tiles[usize::from(*tile)], TileKind::Hazard { .. }) {
                return Err(format!("seat {s} holds tile kind {tile} as a hazard"));
            }
            add(TilePlace::Hazards(s), usize::from(*tile), 1);
        }
        add(
            TilePlace::Outlaws(s),
            kind_of(TileKind::Outlaw { green: true }),
            u32::from(p.outlaws.0),
        );
        add(
            TilePlace::Outlaws(s),
            kind_of(TileKind::Outlaw { green: false }),
            u32::from(p.outlaws.1),
        );
        for (k, w) in WORKERS.iter().enumerate() {
            let printed = p.workers[k]
                .checked_sub(1)
                .ok_or_else(|| format!("seat {s} lost its printed {w:?}"))?;
            add(TilePlace::Workers(s), worker_kind(*w), u32::from(printed));
            add(TilePlace::Masters(s), worker_kind(*w), appointed[s][k]);
        }
        let masters: u32 = appointed[s].iter().sum();
        if p.masters.len() as u32 != masters {
            return Err(format!(
                "seat {s} has {} station masters but appointed {masters} workers",
                p.masters.len()
            ));
        }
    }
    Ok(t)
}

/// Each kind's tiles add up to what the bags held at the start: 94 in all.
fn check_tiles(game: &GwtGame, appointed: &[[u32; 3]]) -> Result<Tiles, String> {
    let data = gwt();
    let t = tile_counts(game, appointed)?;
    let printed: Vec<u32> = (0..data.tiles.len())
        .map(|k| data.bags.iter().map(|b| u32::from(b[k])).sum())
        .collect();
    if printed.iter().sum::<u32>() != 94 {
        return Err("the box holds 94 supply tiles".into());
    }
    for (kind, &want) in printed.iter().enumerate() {
        let have: u32 = t
            .iter()
            .filter(|((_, k), _)| *k == kind)
            .map(|(_, n)| n)
            .sum();
        if have != want {
            return Err(format!("{have} tiles of kind {kind}, the box has {want}"));
        }
    }
    Ok(t)
}

/// The tile moves this action makes, worked out from the action and the state before (and, for
/// where a foresight tile lands, the state after).
fn expected_tile_moves(
    before: &GwtGame,
    after: &GwtGame,
    seat: usize,
    action: &GwtAction,
) -> Vec<(TilePlace, TilePlace, usize)> {
    let data = gwt();
    let mut moves = Vec::new();
    match (&before.stage, before.choice().map(|(c, _)| c), action) {
        (Stage::KansasCity(KcStep::Foresight(i)), None, GwtAction::Foresight(k)) => {
            let i = usize::from(*i);
            if let Some(tile) = before.foresight[i][usize::from(*k)] {
                let to = match data.tiles[usize::from(tile)] {
                    TileKind::Worker(_) => TilePlace::Jobs,
                    _ if after.gone.len() > before.gone.len() => TilePlace::Gone,
                    _ if after.beside != before.beside => TilePlace::Beside,
                    _ => TilePlace::Trail,
                };
                moves.push((TilePlace::Foresight(i), to, usize::from(tile)));
            }
        }
        (_, Some(Choice::Hire(_)), GwtAction::Hire(cell)) => {
            if let Some(w) = before.jobs.cells[usize::from(*cell)] {
                moves.push((TilePlace::Jobs, TilePlace::Workers(seat), worker_kind(w)));
            }
        }
        (_, Some(Choice::Hazard), GwtAction::Hazard(at)) => {
            if let Some(tile) = before.tiles[usize::from(at.0)] {
                moves.push((
                    TilePlace::Trail,
                    TilePlace::Hazards(seat),
                    usize::from(tile),
                ));
            }
        }
        (_, Some(Choice::Bounty), GwtAction::Bounty(n)) => {
            let (tile, from) = match data.outlaw_space(*n) {
                Some(s) => (before.tiles[usize::from(s.0)], TilePlace::Trail),
                None => (before.beside[usize::from(*n - 1)], TilePlace::Beside),
            };
            if let Some(tile) = tile {
                moves.push((from, TilePlace::Outlaws(seat), usize::from(tile)));
            }
        }
        (_, Some(Choice::Master(_)), GwtAction::Appoint(kind)) => moves.push((
            TilePlace::Workers(seat),
            TilePlace::Masters(seat),
            worker_kind(*kind),
        )),
        _ => {}
    }
    // Leaving Kansas City refills the foresight spaces from their bags.
    if before.stage == Stage::KansasCity(KcStep::Delivery)
        && after.stage != Stage::KansasCity(KcStep::Delivery)
    {
        for i in 0..3 {
            for j in 0..2 {
                if let (None, Some(tile)) = (before.foresight[i][j], after.foresight[i][j]) {
                    moves.push((
                        TilePlace::Bag(i),
                        TilePlace::Foresight(i),
                        usize::from(tile),
                    ));
                }
            }
        }
    }
    moves
}

fn check_tile_moves(
    was: &Tiles,
    now: &Tiles,
    moves: &[(TilePlace, TilePlace, usize)],
) -> Result<(), String> {
    let mut want = was.clone();
    for &(from, to, kind) in moves {
        let n = want.entry((from, kind)).or_insert(0);
        *n = n
            .checked_sub(1)
            .ok_or_else(|| format!("no tile of kind {kind} in {from:?} to move to {to:?}"))?;
        *want.entry((to, kind)).or_insert(0) += 1;
    }
    want.retain(|_, n| *n > 0);
    if want != *now {
        let keys: BTreeSet<_> = want.keys().chain(now.keys()).collect();
        let diff: Vec<String> = keys
            .into_iter()
            .filter(|k| want.get(k) != now.get(k))
            .map(|k| {
                format!(
                    "{:?} kind {}: expected {}, found {}",
                    k.0,
                    k.1,
                    want.get(k).unwrap_or(&0),
                    now.get(k).unwrap_or(&0)
                )
            })
            .collect();
        return Err(format!(
            "tiles moved unexplained (expected moves {moves:?}): {}",
            diff.join("; ")
        ));
    }
    Ok(())
}

/// A counted thing, from the state.
fn count(game: &GwtGame, seat: usize, what: Count) -> i64 {
    let data = gwt();
    let p = &game.players[seat];
    let owned = |woods_only: bool| {
        game.buildings
            .iter()
            .zip(&data.spaces)
            .filter(|(b, space)| {
                matches!(b, Some(Building::Private { owner, .. }) if *owner == seat)
                    && (!woods_only || matches!(space.kind, SpaceKind::Private { woods: true, .. }))
            })
            .count() as i64
    };
    match what {
        Count::Cowboys => i64::from(p.workers[0]),
        Count::Builders => i64::from(p.workers[1]),
        Count::Engineers => i64::from(p.workers[2]),
        Count::Workers => p.workers.iter().map(|&w| i64::from(w)).sum(),
        Count::WoodsBuildings => owned(true),
        Count::Buildings => owned(false),
        Count::Stations => game.stations.iter().filter(|s| s.contains(&seat)).count() as i64,
        Count::Hazards => p.hazards.len() as i64,
        Count::OutlawPairs => i64::from(p.outlaws.0.min(p.outlaws.1)),
        Count::Certificates => {
            i64::from(data.file.certificate_track[usize::from(p.certificates)])
                + i64::from(p.permanent)
        }
        Count::Objectives => p.objectives.len() as i64,
    }
}

/// The dollars an effect may move when it runs, each a flow that happens or not (a requirement
/// unmet, a reward waiting behind a decision); an amount counted before or after the action.
fn money_atoms(effect: &Effect, states: [&GwtGame; 2], seat: usize, out: &mut Vec<Vec<i64>>) {
    match effect {
        Effect::Money(Amount::Fixed(n)) => out.push(vec![i64::from(*n)]),
        Effect::Money(Amount::Per(what, k)) => out.push(
            states
                .iter()
                .map(|g| count(g, seat, *what) * i64::from(*k))
                .collect(),
        ),
        Effect::OutlawPairs => out.push(
            states
                .iter()
                .map(|g| 2 * count(g, seat, Count::OutlawPairs))
                .collect(),
        ),
        Effect::Pay(n, then) => {
            out.push(vec![-i64::from(*n)]);
            money_atoms(then, states, seat, out);
        }
        Effect::Back(_, then) => money_atoms(then, states, seat, out),
        Effect::All(list) => list.iter().for_each(|e| money_atoms(e, states, seat, out)),
        _ => {}
    }
}

/// A private tile's face on this game's side.
fn private_face(game: &GwtGame, tile: u8) -> &'static ferrovia::games::gwt::schema::PrivateFile {
    let side = game.options.sides[usize::from(tile - 1)];
    gwt()
        .file
        .private
        .iter()
        .find(|p| p.number == tile && p.side == side)
        .expect("every tile has both sides")
}

/// The local actions of the building on `at` for `seat` (`None`: a borrowing seat, no risk action).
fn local_actions(game: &GwtGame, seat: Option<usize>, at: SpaceId) -> Vec<Effect> {
    let data = gwt();
    match game.buildings[usize::from(at.0)] {
        Some(Building::Neutral(letter)) => data.file.neutral[usize::from(letter)].actions.clone(),
        Some(Building::Private { owner, tile }) => {
            let mut out = private_face(game, tile).actions.clone();
            if seat == Some(owner)
                && let SpaceKind::Private { risk: Some(r), .. } = &data.space(at).kind
            {
                out.push(r.clone());
            }
            out
        }
        None => Vec::new(),
    }
}

/// The effects this action may start: its own, and every one still waiting on the to-do stack.
fn started_effects(
    before: &GwtGame,
    after: &GwtGame,
    seat: usize,
    action: &GwtAction,
) -> Vec<Effect> {
    let data = gwt();
    let mut out: Vec<Effect> = before
        .todo
        .iter()
        .filter_map(|t| match t {
            Todo::Run(e) => Some(e.clone()),
            _ => None,
        })
        .collect();
    let choice = before.choice().map(|(c, _)| c.clone());
    match (&before.stage, choice, action) {
        (Stage::Act(a), None, GwtAction::Use(slot)) => {
            out.extend(
                local_actions(before, Some(seat), a.at)
                    .get(usize::from(*slot))
                    .cloned(),
            );
        }
        (_, Some(Choice::Borrowed(a)), GwtAction::Use(slot)) => {
            out.extend(
                local_actions(before, None, a.at)
                    .get(usize::from(*slot))
                    .cloned(),
            );
        }
        (_, _, GwtAction::Aux { n, double }) => {
            let a = &data.file.aux[usize::from(*n)];
            out.push(if *double {
                a.double.clone()
            } else {
                a.single.clone()
            });
        }
        (_, Some(Choice::Discard(_, then)), GwtAction::Cards(_))
        | (_, Some(Choice::BackTo(_, then)), GwtAction::Engine(_)) => out.push(then),
        (_, Some(Choice::OneOf(list)), GwtAction::Pick(i)) => {
            out.extend(list.get(usize::from(*i)).cloned());
        }
        (_, Some(Choice::Hire(_)), GwtAction::Hire(cell)) => {
            if let Some(kind) = before.jobs.cells[usize::from(*cell)] {
                let k = kind as usize;
                let space = usize::from(before.players[seat].workers[k]);
                out.extend(data.file.worker_rows[k].bonus.get(space).cloned().flatten());
            }
        }
        (_, Some(Choice::Master(_)), GwtAction::Appoint(_)) => {
            for m in &after.players[seat].masters[before.players[seat].masters.len()..] {
                out.push(data.file.station_masters[usize::from(*m)].top.clone());
            }
        }
        (_, None, GwtAction::PlayObjective(card)) => {
            if let CardInfo::Objective(face) = data.card(*card) {
                out.extend(data.objectives[usize::from(face)].immediate.clone());
            }
        }
        (_, _, GwtAction::Deliver { .. } | GwtAction::ExtraDelivery { .. }) => {
            out.extend(
                data.file
                    .railroad
                    .links
                    .iter()
                    .filter_map(|l| l.effect.clone()),
            );
        }
        _ => {}
    }
    out
}

/// What each seat pays and the owners gain on a walk: each location's fee, as far as money goes.
fn fees(before: &GwtGame, seat: usize, path: &[SpaceId]) -> Vec<i64> {
    let data = gwt();
    let counts = &data.file.player_counts[before.players.len() - 2];
    let mut flow = vec![0i64; before.players.len()];
    let mut money = i64::from(before.players[seat].money);
    for &s in path {
        let i = usize::from(s.0);
        let (hand, owner) = match (before.buildings[i], before.tiles[i]) {
            (Some(Building::Private { owner, tile }), _) => {
                (private_face(before, tile).hand, Some(owner))
            }
            (Some(Building::Neutral(_)), _) | (None, None) => (Hand::None, None),
            (None, Some(tile)) => match data.tiles[usize::from(tile)] {
                TileKind::Hazard { hand, .. } => (hand, None),
                TileKind::Outlaw { green: true } => (Hand::Green, None),
                TileKind::Outlaw { green: false } => (Hand::Black, None),
                TileKind::Worker(_) => (Hand::None, None),
            },
        };
        if owner == Some(seat) {
            continue;
        }
        let (g, b) = (i64::from(counts.green_fee), i64::from(counts.black_fee));
        let fee = match hand {
            Hand::None => 0,
            Hand::Green => g,
            Hand::Black => b,
            Hand::Both => g + b,
        };
        let paid = fee.min(money);
        money -= paid;
        flow[seat] -= paid;
        if let Some(o) = owner {
            flow[o] += paid;
        }
    }
    flow
}

/// Money: the players hold what the bank paid out; the other seats gained only fees; the acting
/// seat's change is its named flows plus dollars of effects that ran.
fn check_money(
    before: &GwtGame,
    after: &GwtGame,
    seat: usize,
    action: &GwtAction,
) -> Result<(), String> {
    let data = gwt();
    let held: i64 = after.players.iter().map(|p| i64::from(p.money)).sum();
    if held != after.bank_out {
        return Err(format!(
            "players hold ${held}, the bank paid out ${}",
            after.bank_out
        ));
    }
    let delta: Vec<i64> = before
        .players
        .iter()
        .zip(&after.players)
        .map(|(b, a)| i64::from(a.money) - i64::from(b.money))
        .collect();
    if delta.iter().sum::<i64>() != after.bank_out - before.bank_out {
        return Err(format!(
            "players' dollars changed by {delta:?}, the bank by {}",
            after.bank_out - before.bank_out
        ));
    }
    let choice = before.choice().map(|(c, _)| c.clone());
    let (b, a) = (&before.players[seat], &after.players[seat]);
    let mut flows: Vec<(&str, i64)> = Vec::new();

    // Fees on a move that uses hands (not an objective card's walk).
    let mut flow = vec![0i64; before.players.len()];
    if let GwtAction::Move(path) = action
        && match &choice {
            None => before.stage == Stage::Move,
            Some(Choice::Herder { walk, .. }) => !walk,
            _ => false,
        }
    {
        flow = fees(before, seat, path);
        flows.push(("fees", flow[seat]));
    }
    for (s, (&d, &f)) in delta.iter().zip(&flow).enumerate() {
        if s != seat && d != f {
            return Err(format!(
                "seat {s} got ${d} in seat {seat}'s turn; fees owed it ${f}"
            ));
        }
    }
    // Income: breeding value, temporary certificates used, permanent ones.
    if let (Stage::KansasCity(KcStep::Income), GwtAction::Income { to }) = (&before.stage, action) {
        let mut best: BTreeMap<u8, u8> = BTreeMap::new();
        for &c in &b.hand {
            if let CardInfo::Cattle { breed, value, .. } = data.card(c) {
                let v = best.entry(breed).or_insert(0);
                *v = (*v).max(value);
            }
        }
        let track = &data.file.certificate_track;
        let used = track[usize::from(b.certificates)] - track[usize::from(*to)];
        let value: i64 = best.values().map(|&v| i64::from(v)).sum();
        flows.push(("income", value + i64::from(used) + i64::from(b.permanent)));
    }
    // Discs cleared: the step-limit $3 space pays, a hand-limit space costs $5.
    if b.step_discs.0 && !a.step_discs.0 {
        flows.push(("step-limit disc", 3));
    }
    if a.hand_discs < b.hand_discs {
        flows.push((
            "hand-limit discs",
            -5 * i64::from(b.hand_discs - a.hand_discs),
        ));
    }
    // Stations upgraded.
    for (i, (sb, sa)) in before.stations.iter().zip(&after.stations).enumerate() {
        if sa.contains(&seat) && !sb.contains(&seat) {
            flows.push(("station", -i64::from(data.file.railroad.stations[i].cost)));
        }
    }
    // Deliveries: each city's dollars; a Kansas City delivery pays transport from the engine.
    for (i, (cb, ca)) in before.cities.iter().zip(&after.cities).enumerate() {
        let discs = |c: &[usize]| c.iter().filter(|&&s| s == seat).count() as i64;
        let new = discs(ca) - discs(cb);
        if new != 0 {
            let dollars = i64::from(data.file.railroad.cities[i].dollars);
            flows.push(("city", dollars * new));
        }
    }
    if let (Stage::KansasCity(KcStep::Delivery), None, GwtAction::Deliver { city, .. }) =
        (&before.stage, &choice, action)
    {
        let at = data.rail[usize::from(b.engine)].space;
        let value = data.file.railroad.cities[usize::from(*city)].value;
        let crosses = data
            .file
            .railroad
            .crosses_after
            .iter()
            .filter(|&&c| c >= at && c < value)
            .count() as i64;
        flows.push(("transport", -crosses));
    }
    match (&choice, action) {
        (Some(Choice::Hire(adjust)), GwtAction::Hire(cell)) => {
            let row = usize::from(*cell) / usize::from(before.jobs.columns);
            let cost = i64::from(data.file.job_market.row_costs[row]) + i64::from(*adjust);
            flows.push(("hire", -cost.max(0)));
        }
        (Some(Choice::Build(per)), GwtAction::Build { tile, at }) => {
            let need = private_face(before, *tile).builders;
            let had = match before.buildings[usize::from(at.0)] {
                Some(Building::Private { tile: old, .. }) => private_face(before, old).builders,
                _ => 0,
            };
            flows.push(("build", -i64::from(*per) * i64::from(need - had)));
        }
        (Some(Choice::Buy(_)), GwtAction::Buy { option, .. }) => {
            flows.push((
                "cattle",
                -i64::from(data.file.buy_options[usize::from(*option)].dollars),
            ));
        }
        (Some(Choice::Bounty), GwtAction::Bounty(n)) => {
            if let Bounty::Dollars(d) = data.bounty(*n) {
                flows.push(("bounty", i64::from(d)));
            }
        }
        (Some(Choice::Back39), GwtAction::Engine(_)) => {
            flows.push((
                "last rail space",
                i64::from(data.file.railroad.last_space_bonus),
            ));
        }
        _ => {}
    }
    // Whatever is left came from effects that ran: a sum of some of their dollars.
    let named: i64 = flows.iter().map(|(_, d)| d).sum();
    let rest = delta[seat] - named;
    let mut atoms = Vec::new();
    for e in started_effects(before, after, seat, action) {
        money_atoms(&e, [before, after], seat, &mut atoms);
    }
    let mut sums = BTreeSet::from([0i64]);
    for atom in &atoms {
        let more: Vec<i64> = sums
            .iter()
            .flat_map(|s| atom.iter().map(move |v| s + v))
            .collect();
        sums.extend(more);
    }
    if !sums.contains(&rest) {
        return Err(format!(
            "seat {seat}'s dollars changed by {}: named flows {flows:?} leave {rest}, which no \
             effect that ran explains (effects' dollars {atoms:?})",
            delta[seat]
        ));
    }
    Ok(())
}

/// Other seats' boards do not change in a seat's turn (only fees reach their money).
fn check_others(before: &GwtGame, after: &GwtGame, seat: usize) -> Result<(), String> {
    let without_money = |p: &Player| Player {
        money: 0,
        ..p.clone()
    };
    for (s, (b, a)) in before.players.iter().zip(&after.players).enumerate() {
        if s != seat && without_money(b) != without_money(a) {
            return Err(format!("seat {s}'s board changed in seat {seat}'s turn"));
        }
    }
    Ok(())
}

/// What the ledgers remember between actions.
struct Ledger {
    in_play: Vec<bool>,
    places: Vec<Option<Place>>,
    tiles: Tiles,
    /// Workers each seat appointed station masters, by kind.
    appointed: Vec<[u32; 3]>,
}

impl Ledger {
    /// The ledgers of a game just set up.
    fn new(game: &GwtGame) -> Result<Self, String> {
        let data = gwt();
        let start: i64 = data.file.seats[..game.players.len()]
            .iter()
            .map(|s| i64::from(s.dollars))
            .sum();
        let held: i64 = game.players.iter().map(|p| i64::from(p.money)).sum();
        if game.bank_out != start || held != start {
            return Err(format!(
                "the seats start with ${start}: they hold ${held}, the bank paid ${}",
                game.bank_out
            ));
        }
        let in_play = cards_in_play(game)?;
        let places = check_cards(game, &in_play)?;
        let appointed = vec![[0; 3]; game.players.len()];
        let tiles = check_tiles(game, &appointed)?;
        Ok(Ledger {
            in_play,
            places,
            tiles,
            appointed,
        })
    }

    /// Checks one applied action and moves the ledgers on.
    fn after(
        &mut self,
        before: &GwtGame,
        after: &GwtGame,
        seat: usize,
        action: &GwtAction,
    ) -> Result<(), String> {
        let places = check_cards(after, &self.in_play)?;
        check_card_moves(before, after, seat, action, &self.places, &places)?;
        if let (Some((Choice::Master(_), _)), GwtAction::Appoint(kind)) = (before.choice(), action)
        {
            self.appointed[seat][*kind as usize] += 1;
        }
        let tiles = check_tiles(after, &self.appointed)?;
        check_tile_moves(
            &self.tiles,
            &tiles,
            &expected_tile_moves(before, after, seat, action),
        )?;
        check_money(before, after, seat, action)?;
        check_others(before, after, seat)?;
        self.places = places;
        self.tiles = tiles;
        Ok(())
    }
}

/// How a random game picks its actions: uniformly from the legal listing, or keener (passing
/// over `Decline` and `EndTurn` when something else is legal) with the greedy bot's decisions
/// mixed in, so that buildings, purchases, stations and masters see more use.
#[derive(Debug, Clone, Copy)]
struct Style {
    /// The share of decisions the greedy bot takes.
    greedy: f64,
    /// The share of the others that pass over `Decline` and `EndTurn`.
    keen: f64,
}

const STYLES: [Style; 3] = [
    Style {
        greedy: 0.0,
        keen: 0.0,
    },
    Style {
        greedy: 0.3,
        keen: 0.5,
    },
    Style {
        greedy: 0.8,
        keen: 0.8,
    },
];

/// Plays up to `actions` legal actions (or to the end), checking the ledgers after each; the
/// number played.
fn conserving_play(
    game: &mut GwtGame,
    ledger: &mut Ledger,
    seed: u64,
    actions: usize,
    style: Style,
) -> Result<usize, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pick = ChaCha8Rng::seed_from_u64(seed.rotate_left(17) ^ 0x5eed);
    for n in 0..actions {
        let Some(seat) = GwtEngine::to_act(game) else {
            return Ok(n);
        };
        let view = GwtEngine::seat_view(game, seat);
        let legal = GwtEngine::legal(&view, seat);
        if legal.is_empty() {
            return Err(format!("seat {seat} has nothing legal at {:?}", game.stage));
        }
        let keen: Vec<&GwtAction> = legal
            .iter()
            .filter(|a| !matches!(a, GwtAction::Decline | GwtAction::EndTurn))
            .collect();
        let action = if pick.random_bool(style.greedy) {
            GwtEngine::bot(&view, seat, BotLevel::Greedy, pick.random(), &mut ())
        } else if !keen.is_empty() && pick.random_bool(style.keen) {
            keen[pick.random_range(0..keen.len())].clone()
        } else {
            legal[pick.random_range(0..legal.len())].clone()
        };
        GwtEngine::check(game, seat, &action)
            .map_err(|e| format!("listed {action:?} is refused: {e}"))?;
        let before = game.clone();
        steps::apply::<GwtEngine>(game, &mut rng, seat, &action);
        ledger.after(&before, game, seat, &action).map_err(|e| {
            format!(
                "action {n}, seat {seat}, {action:?} at {:?}: {e}",
                before.stage
            )
        })?;
    }
    Ok(actions)
}

proptest! {
    // A game ends after 250–600 actions; 48 whole games take a few seconds in debug.
    // A fixed seed keeps `cargo test` the same run after run; PROPTEST_RNG_SEED explores.
    #![proptest_config(ProptestConfig { cases: 48, rng_seed: RngSeed::Fixed(48), ..ProptestConfig::default() })]

    /// Whole games to the end (the last turns, the job-market token and the scoring included).
    /// With `engines_ahead` the engines start near the end of the railroad (which moves no card,
    /// tile or dollar), so the last space's move back and late stations come into play.
    #[test]
    fn random_legal_play_conserves_cards_tiles_and_money(
        seed in any::<u64>(),
        seats in 2usize..=4,
        simmental in any::<bool>(),
        random_sides in any::<bool>(),
        random_neutral in any::<bool>(),
        once_per_turn in any::<bool>(),
        style in 0usize..STYLES.len(),
        engines_ahead in any::<bool>(),
    ) {
        let on = |b: bool| if b { "on" } else { "off" };
        let options = [
            ("simmental", on(simmental)),
            ("building_sides", if random_sides { "random" } else { "a" }),
            ("neutral_buildings", if random_neutral { "random" } else { "printed" }),
            ("once_per_turn", on(once_per_turn)),
        ];
        let mut game = new_game(seats, seed, &options);
        if engines_ahead {
            for (s, p) in game.players.iter_mut().enumerate() {
                p.engine = 40 + 2 * s as u8;
            }
        }
        let played = Ledger::new(&game)
            .map_err(|e| format!("at setup: {e}"))
            .and_then(|mut ledger| {
                conserving_play(&mut game, &mut ledger, seed, 5_000, STYLES[style])
            });
        prop_assert!(played.is_ok(), "{}", played.unwrap_err());
        prop_assert!(game.over(), "not over after {:?} actions", played);
    }
}

/// The ledgers are not blind: a duplicated card, a lost tile, an unexplained or minted dollar and
/// a card in the wrong deck each fail.
#[test]
fn the_ledgers_catch_a_duplicated_card_a_lost_tile_and_an_unexplained_dollar() {
    let mut game = new_game(3, 9, &[("simmental", "on")]);
    let mut ledger = Ledger::new(&game).expect("a sound setup");
    conserving_play(&mut game, &mut ledger, 9, 60, STYLES[1]).expect("random play conserves");

    let mut twice = game.clone();
    let card = twice.market[0];
    twice.players[1].discard.push(card);
    assert!(
        check_cards(&twice, &ledger.in_play).is_err(),
        "a card in two places"
    );

    let mut lost = game.clone();
    let card = lost.players[0].stack.draw().expect("cards left");
    assert!(
        check_cards(&lost, &ledger.in_play).is_err(),
        "card {} lost",
        card.0
    );

    let mut gone = game.clone();
    let kind = gone.bags[2]
        .iter()
        .position(|&n| n > 0)
        .expect("bag 3 holds tiles");
    gone.bags[2][kind] -= 1;
    assert!(
        check_tiles(&gone, &ledger.appointed).is_err(),
        "a tile lost"
    );

    // Fifty dollars from the bank that no flow names: conserved, yet unexplained.
    let seat = game.seat;
    let mut paid = game.clone();
    paid.players[seat].money += 50;
    paid.bank_out += 50;
    assert!(check_money(&game, &paid, seat, &GwtAction::EndTurn).is_err());
    // A dollar from nowhere.
    let mut minted = game.clone();
    minted.players[seat].money += 1;
    assert!(check_money(&game, &minted, seat, &GwtAction::EndTurn).is_err());
    // A market card landing in a deck without being bought.
    let mut stolen = game.clone();
    let card = stolen.market.remove(0);
    stolen.players[seat].discard.push(card);
    assert!(
        ledger
            .after(&game, &stolen, seat, &GwtAction::EndTurn)
            .is_err()
    );
}
