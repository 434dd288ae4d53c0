//! A major acquiring a minor or a regional in its operating turn (from its second operating
//! round): floated unassociated minors that have run twice, regionals that have paid twice, and
//! from phase 5 minors still in a bid box.

use super::super::actions::Refusal;
use super::super::data::PnwData;
use super::super::state::*;
use super::{graph, stock};

/// Whether some minor or regional could be acquired by the major, with some payment its
/// treasury, its shares and the owner's cash allow (connection aside: the site asks first and
/// passes on its own when none connects).
pub fn potential(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    (0..game.corps.len() as CorpIx).any(|t| may_name(data, game, corp, t))
}

/// Whether the major may name `target` (connection aside): a floated unassociated minor that
/// has run twice with some payment its treasury, its shares and the owner's cash allow, a
/// regional that has paid twice, or (phase 5 on) a company still in a bid box, not an
/// associated one, with the box's price in the treasury.
fn may_name(data: &PnwData, game: &PnwGame, corp: CorpIx, target: CorpIx) -> bool {
    let major = &game.corps[usize::from(corp)];
    let c = &game.corps[usize::from(target)];
    // Before rules version 4 any treasury share was taken to pay.
    let payable = || {
        (0..=2).any(|n| payment(data, game, corp, target, n).is_ok())
            || (!game.since(4) && major.certs.iter().skip(1).any(|o| *o == Owner::Bank))
    };
    let named = match c.kind {
        Kind::Minor => c.floated && !c.closed && c.major.is_none() && c.operated >= 2 && payable(),
        Kind::Regional => c.floated && !c.closed && c.payouts > 1,
        Kind::Major => false,
    };
    named
        || (from_box_allowed(game)
            && major.cash >= i64::from(data.game.bid_box_minor_price)
            && in_box(data, game, target)
            && !associated_in_box(game, target))
}

/// A minor in a bid box that is associated with a major: 18xx.games' 1822PNW never offers one
/// for acquisition from the box (rules version 7; its `potentially_mergeable` rejects them).
fn associated_in_box(game: &PnwGame, target: CorpIx) -> bool {
    game.since(7) && game.corps[usize::from(target)].major.is_some()
}

/// From phase 5 a major may take a minor (or regional) still waiting in a bid box, paying the
/// bank: any card in a minor box but an associated minor's (from rules version 7, as the site).
fn from_box_allowed(game: &PnwGame) -> bool {
    game.phase >= 4
}

/// Whether the target waits in a bid box (nobody owns it yet).
fn in_box(data: &PnwData, game: &PnwGame, target: CorpIx) -> bool {
    stock::boxed(data, game).contains(&target)
}

/// What the target is worth to its owner: twice its price (a regional's $200).
fn worth(data: &PnwData, game: &PnwGame, target: CorpIx) -> i64 {
    match game.corps[usize::from(target)].kind {
        Kind::Regional => i64::from(data.game.regional_value),
        _ => 2 * i64::from(game.price(target).unwrap_or(0)),
    }
}

/// The major names its target: a floated unassociated minor that has run twice, a regional
/// that has paid twice, or (phase 5 on) a company still in a bid box.
pub fn start(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    target: CorpIx,
) -> Result<(), Refusal> {
    let t = game
        .corps
        .get(usize::from(target))
        .ok_or(Refusal::NotMergeable)?;
    // From rules version 7 only a company the major could pay for is named, as on the site
    // (its `potentially_mergeable`); before, the payment was asked after.
    let ok = if game.since(7) {
        may_name(data, game, corp, target)
    } else {
        let named = match t.kind {
            Kind::Minor => t.floated && !t.closed && t.major.is_none() && t.operated >= 2,
            Kind::Regional => t.floated && !t.closed && t.payouts > 1,
            Kind::Major => false,
        };
        named
            || from_box_allowed(game)
                && in_box(data, game, target)
                && !associated_in_box(game, target)
    };
    if !ok {
        return Err(Refusal::NotMergeable);
    }
    if !game.lenient && !connected(data, game, corp, target) {
        return Err(Refusal::NotConnected);
    }
    if let Round::Operating(or) = &mut game.round {
        or.acquiring = Some((target, false));
    }
    Ok(())
}

/// Whether the major reaches the target: its track reaches the target's city (a bid-box
/// company's home), or both reach a port (E8, D9).
fn connected(data: &PnwData, game: &PnwGame, corp: CorpIx, target: CorpIx) -> bool {
    let mine = graph::reach(data, game, corp);
    let city = game.corps[usize::from(target)]
        .tokens
        .first()
        .copied()
        .or_else(|| stock::reserved_home(data, game, target));
    city.is_some_and(|c| graph::reaches_city(data, game, &mine, c))
        || super::merger::port_connected(data, &mine, &graph::reach(data, game, target))
}

/// Answers the acquisition's questions: the payment (`money`, `one_share`, `two_shares`), then
/// the token (`replace`, `exchange`, `remove`). True once done.
pub fn choose(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    choice: &str,
) -> Result<bool, Refusal> {
    let Round::Operating(or) = &game.round else {
        return Err(Refusal::WrongRound);
    };
    let Some((target, paid)) = or.acquiring else {
        return Err(Refusal::WrongRound);
    };
    if !paid {
        pay(data, game, corp, target, choice)?;
        if let Round::Operating(or) = &mut game.round {
            or.acquiring = Some((target, true));
        }
        return Ok(false);
    }
    if !matches!(choice, "replace" | "exchange" | "remove") {
        return Err(Refusal::BadChoice(vec![
            "replace".into(),
            "exchange".into(),
            "remove".into(),
        ]));
    }
    // From version 8, as 18xx.games offers them: with an exchange token left, it replaces the
    // company's token or becomes available; with none, the company's token is removed.
    let has_exchange = game.corps[usize::from(corp)].exchange_tokens > 0;
    if game.since(8) && has_exchange == (choice == "remove") {
        return Err(Refusal::BadChoice(if has_exchange {
            vec!["replace".into(), "exchange".into()]
        } else {
            vec!["remove".into()]
        }));
    }
    if in_box(data, game, target) {
        take_from_box(data, game, corp, target, choice);
    } else {
        absorb(game, corp, target, choice);
    }
    if let Round::Operating(or) = &mut game.round {
        or.acquiring = None;
    }
    Ok(true)
}

fn pay(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    target: CorpIx,
    choice: &str,
) -> Result<(), Refusal> {
    if in_box(data, game, target) {
        // Nobody owns it: the bank is paid its fixed price, in money only.
        let price = i64::from(data.game.bid_box_minor_price);
        let have = game.corps[usize::from(corp)].cash;
        if choice != "money" {
            return Err(Refusal::BadChoice(vec!["money".into()]));
        }
        if have < price {
            return Err(Refusal::Cash { need: price, have });
        }
        game.corps[usize::from(corp)].cash -= price;
        game.bank += price;
        return Ok(());
    }
    let shares = match choice {
        "money" => 0,
        "one_share" => 1,
        "two_shares" => 2,
        _ => {
            return Err(Refusal::BadChoice(vec![
                "money".into(),
                "one_share".into(),
                "two_shares".into(),
            ]));
        }
    };
    let difference = payment(data, game, corp, target, shares)?;
    let owner = game.president(target).ok_or(Refusal::NotMergeable)?;
    for k in game.queue(corp, Owner::Bank).into_iter().take(shares) {
        game.hand(corp, k, Owner::Player(owner));
    }
    game.corps[usize::from(corp)].cash -= difference;
    game.players[owner].cash += difference;
    // The general 18xx rule: a player holding more shares than the president takes the
    // presidency at once (18xx.games waits for the next trade; see README's rules decisions).
    super::shares::settle_presidency(game, corp);
    Ok(())
}

/// What the major pays the target's owner when it gives `shares` of its treasury shares for
/// the target (negative: the owner pays the difference), if both sides can: the treasury holds
/// the shares, two shares fit under the owner's certificate limit, and whoever pays has the cash.
fn payment(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    target: CorpIx,
    shares: usize,
) -> Result<i64, Refusal> {
    let owner = game.president(target).ok_or(Refusal::NotMergeable)?;
    let major = &game.corps[usize::from(corp)];
    let treasury = major
        .certs
        .iter()
        .skip(1)
        .filter(|o| **o == Owner::Bank)
        .count();
    if treasury < shares {
        return Err(Refusal::NotNow(
            "paying in shares the company does not hold",
        ));
    }
    let price = i64::from(game.price(corp).unwrap_or(0));
    let difference = worth(data, game, target) - price * shares as i64;
    if difference > major.cash {
        return Err(Refusal::Cash {
            need: difference,
            have: major.cash,
        });
    }
    if -difference > game.players[owner].cash {
        return Err(Refusal::Cash {
            need: -difference,
            have: game.players[owner].cash,
        });
    }
    if shares == 2 {
        // The owner takes two certificates for the minor's one.
        super::shares::within_limit(data, game, owner, 1)?;
    }
    Ok(difference)
}

/// A closing company's cash, trains and privates go to the one taking it over (an acquisition,
/// a merger).
pub fn hand_over(game: &mut PnwGame, from: CorpIx, to: CorpIx) {
    let cash = std::mem::take(&mut game.corps[usize::from(from)].cash);
    game.corps[usize::from(to)].cash += cash;
    for t in game.trains_mut() {
        if t.owner == Owner::Corp(from) {
            t.owner = Owner::Corp(to);
        }
    }
    for c in &mut game.cards {
        if *c == Owner::Corp(from) {
            *c = Owner::Corp(to);
        }
    }
}

/// The target's cash, trains and privates go to the major; its token is replaced by one of the
/// major's exchange tokens, swapped for an available token, or removed; it closes (a regional's
/// card leaves its owner).
fn absorb(game: &mut PnwGame, corp: CorpIx, target: CorpIx, choice: &str) {
    hand_over(game, target, corp);
    let home = game.corps[usize::from(target)].tokens.first().copied();
    let already = home.is_some_and(|h| game.corps[usize::from(corp)].tokens.contains(&h));
    let major = &mut game.corps[usize::from(corp)];
    let has_exchange = major.exchange_tokens > 0;
    let keep = choice == "replace" && has_exchange && !already;
    if has_exchange && (choice != "remove" || already) {
        major.exchange_tokens -= 1;
        if !keep {
            major.tokens_left += 1;
        }
    }
    for s in &mut game.slots {
        for t in &mut s.tokens {
            if *t == Some(target) {
                *t = if keep { Some(corp) } else { None };
            }
        }
    }
    if keep && let Some(h) = home {
        game.corps[usize::from(corp)].tokens.push(h);
    }
    stock::close(game, target);
    game.corps[usize::from(target)].certs = vec![Owner::Gone];
}

/// A company bought out of its bid box: its card leaves the deck and it closes; for its token
/// the major either puts one of its exchange tokens on the company's reserved home (or, holding
/// a token there already, makes an exchange token available) or makes one available outright.
fn take_from_box(data: &PnwData, game: &mut PnwGame, corp: CorpIx, target: CorpIx, choice: &str) {
    let (home, city) = match stock::reserved_home(data, game, target) {
        Some((h, c)) => (Some(h), c),
        None => (None, 0),
    };
    let major = &mut game.corps[usize::from(corp)];
    if major.exchange_tokens > 0 && choice != "remove" {
        major.exchange_tokens -= 1;
        let there = home.is_some_and(|h| major.tokens.contains(&(h, city)));
        match home {
            Some(h) if choice == "replace" && !there => {
                major.tokens.push((h, city));
                if let Some(s) = game.slots.iter_mut().find(|s| s.hex == h && s.city == city) {
                    s.take_home(target, corp);
                }
            }
            _ => major.tokens_left += 1,
        }
    }
    if let Some(card) = data.corp_card(target) {
        game.minor_deck.retain(|c| *c != card);
        game.cards[usize::from(card)] = Owner::Gone;
    }
    stock::close(game, target);
    game.corps[usize::from(target)].certs = vec![Owner::Gone];
}
