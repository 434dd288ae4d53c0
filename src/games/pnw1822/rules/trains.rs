//! Trains: the depot's order, buying (a card as one of its variants, an owned L upgraded to a 2),
//! the phases their first purchases start, and the trains they rust.

use super::super::data::PnwData;
use super::super::schema::Distance;
use super::super::state::*;

/// Starts every phase that the first purchase of a `name` train starts, in order, and rusts the
/// trains that rust on it.
pub fn phase_event(data: &PnwData, game: &mut PnwGame, name: &str) {
    let phases = &data.game.phases;
    while let Some(next) = phases.get(usize::from(game.phase) + 1) {
        if next.on.iter().any(|t| t == name) {
            game.phase += 1;
        } else {
            break;
        }
    }
    rust(data, game, name);
}

/// Rusts every train whose card or variant rusts on `name`: the companies' and the copies given
/// back to the depot (a rusted train is never for sale).
fn rust(data: &PnwData, game: &mut PnwGame, name: &str) {
    let v2 = game.since(2);
    for t in game.trains_mut() {
        let given_back = v2 && t.owner == Owner::Bank && t.discarded;
        if !matches!(t.owner, Owner::Corp(_)) && !given_back {
            continue;
        }
        if rusts_on(data, t) == Some(name) {
            t.owner = Owner::Gone;
        }
    }
}

/// The train whose first purchase rusts `train`, as it runs (its card's or its variant's).
pub fn rusts_on<'a>(data: &'a PnwData, train: &Train) -> Option<&'a str> {
    let def = data.game.trains.iter().find(|d| d.name == train.name)?;
    if def.name == train.runs_as {
        Some(def.rusts_on.as_str())
    } else {
        def.variants
            .iter()
            .find(|v| v.name == train.runs_as)
            .map(|v| v.rusts_on.as_str())
    }
}

/// Whether a train counts toward the limit (special trains and the Pullman do not).
pub fn counts(data: &PnwData, train: &Train) -> bool {
    !data
        .game
        .trains
        .iter()
        .any(|d| d.name == train.name && d.special)
}

/// Whether a train runs on its own (the Pullman only rides along another).
pub fn runs(data: &PnwData, train: &Train) -> bool {
    !data
        .game
        .trains
        .iter()
        .any(|d| d.name == train.name && d.distance == Distance::Pullman)
}

/// Whether the train may still run this operating round: not once its company has reached its
/// dividend with it (a game played here; an import takes the site's stored runs as they are).
pub fn may_run(game: &PnwGame, train: usize) -> bool {
    game.lenient || !game.trains[train].ran
}

/// The trains a company owns.
pub fn owned(game: &PnwGame, corp: CorpIx) -> impl Iterator<Item = usize> + '_ {
    game.trains
        .iter()
        .enumerate()
        .filter(move |(_, t)| t.owner == Owner::Corp(corp))
        .map(|(i, _)| i)
}

/// Whether `corp` owns a train that counts (special trains aside): one without must buy one.
pub fn runs_a_train(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    owned(game, corp).any(|t| counts(data, &game.trains[t]))
}

/// A company's train limit in the current phase.
pub fn limit(data: &PnwData, game: &PnwGame, corp: CorpIx) -> usize {
    let phase = &data.game.phases[usize::from(game.phase)];
    usize::from(match game.corps[usize::from(corp)].kind {
        Kind::Major => phase.major_limit,
        _ => phase.minor_limit,
    })
}

/// Room for another train under the limit.
pub fn has_room(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    owned(game, corp)
        .filter(|&t| counts(data, &game.trains[t]))
        .count()
        < limit(data, game, corp)
}

/// What the depot sells train `t` as: its card and the card's variants, but a copy given back
/// from rules version 9 only as it ran (18xx.games: a discarded card is not flipped again).
pub fn sold_as<'a>(data: &'a PnwData, game: &'a PnwGame, t: usize) -> Vec<&'a str> {
    let train = &game.trains[t];
    if game.since(9) && train.discarded {
        return vec![train.runs_as.as_str()];
    }
    let Some(def) = data.game.trains.iter().find(|d| d.name == train.name) else {
        return Vec::new();
    };
    std::iter::once(def.name.as_str())
        .chain(def.variants.iter().map(|v| v.name.as_str()))
        .collect()
}

/// The price of a train card bought as `variant` (its own name when `None`), in this scenario.
pub fn price(data: &PnwData, game: &PnwGame, name: &str, variant: &str) -> Option<i64> {
    let def = data.game.trains.iter().find(|d| d.name == name)?;
    let sc = data.scenario(game.scenario);
    if variant == name {
        let changed = sc
            .trains
            .iter()
            .find(|c| c.name == name)
            .and_then(|c| c.price);
        return Some(i64::from(changed.unwrap_or(def.price)));
    }
    def.variants
        .iter()
        .find(|v| v.name == variant)
        .map(|v| i64::from(v.price))
}

/// What upgrading an owned L to a 2 costs now.
pub fn upgrade_price(data: &PnwData, game: &PnwGame) -> i64 {
    let base = data
        .game
        .trains
        .iter()
        .find_map(|d| d.upgrade.as_ref().map(|u| u.price))
        .unwrap_or(80);
    if game.phase >= 1 {
        i64::from(data.scenario(game.scenario).l_upgrade_from_phase_2)
    } else {
        i64::from(base)
    }
}

/// Whether a train runs as a local (L, LP).
pub fn is_local(data: &PnwData, train: &Train) -> bool {
    data.game
        .trains
        .iter()
        .any(|d| d.name == train.name && train.runs_as == d.name && d.distance == Distance::Local)
}

/// The first company over its train limit, or holding two permanent special trains or two
/// Pullmans: it must give one back before anything else happens (whoever is operating).
pub fn crowded(data: &PnwData, game: &PnwGame) -> Option<CorpIx> {
    // Asked before every action: one pass over the trains.
    let mut normal = vec![0usize; game.corps.len()];
    let mut permanent = vec![0usize; game.corps.len()];
    let mut pullman = vec![0usize; game.corps.len()];
    for t in game.trains.iter() {
        if let Owner::Corp(c) = t.owner {
            normal[usize::from(c)] += usize::from(counts(data, t));
            permanent[usize::from(c)] += usize::from(permanent_special(t));
            pullman[usize::from(c)] += usize::from(!runs(data, t));
        }
    }
    (0..game.corps.len() as CorpIx).find(|&c| {
        let i = usize::from(c);
        let corp = &game.corps[i];
        corp.floated
            && !corp.closed
            && (normal[i] > limit(data, game, c)
                || permanent[i] > 1
                || (game.since(2) && pullman[i] > 1))
    })
}

fn permanent_special(t: &Train) -> bool {
    matches!(t.name.as_str(), "2P" | "LP")
}

/// The trains a crowded company may give back: of two permanent specials, either; else of two
/// Pullmans, either; else any train that counts toward the limit (giving back a special one
/// would leave it as crowded).
pub fn discardable(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<usize> {
    let owned: Vec<usize> = owned(game, corp).collect();
    let of = |keep: &dyn Fn(&Train) -> bool| -> Vec<usize> {
        owned
            .iter()
            .copied()
            .filter(|&t| keep(&game.trains[t]))
            .collect()
    };
    let permanent = of(&permanent_special);
    if permanent.len() > 1 {
        return permanent;
    }
    let pullmans = of(&|t| !runs(data, t));
    if pullmans.len() > 1 {
        return pullmans;
    }
    of(&|t| counts(data, t))
}

/// Gives a train back: a normal one to the depot (for sale again), a special one out of the game.
pub fn discard(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    train: u16,
) -> Result<(), super::super::actions::Refusal> {
    let owned = game
        .trains
        .get(usize::from(train))
        .is_some_and(|t| t.owner == Owner::Corp(corp));
    if !owned || (game.since(2) && !discardable(data, game, corp).contains(&usize::from(train))) {
        return Err(super::super::actions::Refusal::NoTrain);
    }
    let t = &game.trains[usize::from(train)];
    let special = !counts(data, t);
    let t = game.train_mut(usize::from(train));
    if special {
        t.owner = Owner::Gone;
    } else {
        t.owner = Owner::Bank;
        t.discarded = true;
    }
    Ok(())
}
