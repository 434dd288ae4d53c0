//! Majors' shares: buying in the stock round (from the company's treasury at the market price,
//! the money going to the company, or from the pool, to the bank), and whether a major may issue
//! or redeem shares in its operating turn.

use super::super::actions::Refusal;
use super::super::data::PnwData;
use super::super::state::*;
use crate::table::SeatId;

/// Shares of a major the pool holds.
pub fn in_pool(game: &PnwGame, corp: CorpIx) -> usize {
    game.corps[usize::from(corp)]
        .certs
        .iter()
        .filter(|o| **o == Owner::Pool)
        .count()
}

/// Whether the major may issue (treasury shares, the pool staying at half or less, from its
/// second turn) or redeem (pool shares it can afford, from its first) now.
pub fn can_issue_or_redeem(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    let c = &game.corps[usize::from(corp)];
    if c.kind != Kind::Major {
        return false;
    }
    let price = i64::from(game.price(corp).unwrap_or(0));
    let treasury = c
        .certs
        .iter()
        .skip(1)
        .filter(|o| **o == Owner::Bank)
        .count();
    let pool = in_pool(game, corp);
    let limit = (data.game.market_limit_percent / 10) as usize;
    (c.operated >= 1 && treasury > 0 && pool < limit) || (pool > 0 && c.cash >= price)
}

/// The certificates a player holds: privates, minors, regionals, and each certificate of a
/// major (the president's counts once).
pub fn certificates(data: &PnwData, game: &PnwGame, seat: SeatId) -> u32 {
    // A minor's or regional's card is counted with its company.
    let cards = game
        .cards
        .iter()
        .enumerate()
        .filter(|(c, o)| **o == Owner::Player(seat) && data.card_corp(*c as CardIx).is_none())
        .count();
    let certs: usize = game
        .corps
        .iter()
        .filter(|c| !c.closed)
        .map(|c| {
            c.certs
                .iter()
                .filter(|o| **o == Owner::Player(seat))
                .count()
        })
        .sum();
    (cards + certs) as u32
}

/// Refuses a purchase that would take the player past the certificate limit, counting the bids
/// they are winning (each a certificate while pending).
pub fn within_limit(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    more: u32,
) -> Result<(), Refusal> {
    let pending = game.stock().map_or(0, |sr| {
        let mut cards: Vec<CardIx> = sr.bids.iter().map(|b| b.card).collect();
        cards.sort_unstable();
        cards.dedup();
        cards
            .into_iter()
            .filter(|c| super::stock::high_bid(sr, *c).is_some_and(|h| h.seat == seat))
            .count() as u32
    });
    if certificates(data, game, seat) + pending + more > game.cert_limit {
        return Err(Refusal::CertLimit {
            limit: game.cert_limit,
        });
    }
    Ok(())
}

/// Shares of a major a player holds (the president's certificate is two).
fn shares_of(c: &Corp, seat: SeatId) -> usize {
    c.certs
        .iter()
        .enumerate()
        .filter(|(_, o)| **o == Owner::Player(seat))
        .map(|(k, _)| if k == 0 { 2 } else { 1 })
        .sum()
}

/// The other players from the one after `seat` on, the order a tie for a presidency is broken
/// in: the players' order (`priority`, 18xx.games' `players`) from rules version 9, seat order
/// before.
fn after(game: &PnwGame, seat: SeatId) -> Vec<SeatId> {
    let seats = game.players.len();
    if game.since(9)
        && let Some(at) = game.priority.iter().position(|&p| p == seat)
    {
        return (1..game.priority.len())
            .map(|k| game.priority[(at + k) % game.priority.len()])
            .collect();
    }
    (1..seats).map(|k| (seat + k) % seats).collect()
}

/// The player taking a presidency from `seat`: who holds most shares, ties to the first after.
fn successor(game: &PnwGame, c: &Corp, seat: SeatId) -> Option<SeatId> {
    let order = after(game, seat);
    let most = order.iter().map(|&p| shares_of(c, p)).max()?;
    order.into_iter().find(|&p| shares_of(c, p) == most)
}

/// After shares change hands: a player holding more shares than the president becomes
/// president (ties go to the first after the president, `after`), swapping two ordinary shares
/// for the president's certificate.
pub fn settle_presidency(game: &mut PnwGame, corp: CorpIx) {
    let c = &game.corps[usize::from(corp)];
    let Some(Owner::Player(president)) = c.certs.first().copied() else {
        return;
    };
    let held = shares_of(c, president);
    let Some(next) = successor(game, c, president).filter(|&s| shares_of(c, s) > held) else {
        return;
    };
    game.hand(corp, 0, Owner::Player(next));
    for k in game.queue(corp, Owner::Player(next)).into_iter().take(2) {
        game.hand(corp, k, Owner::Player(president));
    }
}

/// A player buys one share: from the company's treasury at the market price (paid to the
/// company) or from the pool (paid to the bank).
pub fn buy(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    corp: CorpIx,
    cert: u8,
) -> Result<(), Refusal> {
    let c = game
        .corps
        .get(usize::from(corp))
        .ok_or(Refusal::NotNow("buying that"))?;
    if c.kind != Kind::Major || !c.parred {
        return Err(Refusal::NotNow("buying shares of that company"));
    }
    let from = *c
        .certs
        .get(usize::from(cert))
        .ok_or(Refusal::NotNow("buying that share"))?;
    if !matches!(from, Owner::Bank | Owner::Pool) || cert == 0 {
        return Err(Refusal::NotNow("buying that share"));
    }
    let price = i64::from(game.price(corp).unwrap_or(0));
    let have = game.players[seat].cash;
    if have < price {
        return Err(Refusal::Cash { need: price, have });
    }
    if shares_of(c, seat) as u32 * 10 + 10 > data.game.major_max_percent {
        return Err(Refusal::NotNow("holding more than 60%"));
    }
    // A treasury share pays the company, unless it is not yet floated under full
    // capitalisation; a pool share pays the bank.
    let to_treasury = from == Owner::Bank && (c.floated || !full_capitalisation(data, game));
    within_limit(data, game, seat, 1)?;
    game.players[seat].cash -= price;
    if to_treasury {
        game.corps[usize::from(corp)].cash += price;
    } else {
        game.bank += price;
    }
    game.hand(corp, usize::from(cert), Owner::Player(seat));
    float_if_half_sold(data, game, corp);
    settle_presidency(game, corp);
    Ok(())
}

/// Whether majors not yet floated are fully capitalised: from the first 6-train's purchase
/// (phase 6) their shares' money goes to the bank, and the major receives ten times its par
/// when it floats.
pub fn full_capitalisation(data: &PnwData, game: &PnwGame) -> bool {
    let six = data.game.phases.iter().position(|p| p.name == "6");
    six.is_some_and(|six| usize::from(game.phase) >= six)
}

/// Shares (of ten) sold to players that float a major: half.
pub const FLOAT_SHARES: usize = 5;

/// A major started by par floats once half its shares are sold. Fully capitalised, it hands
/// back what its treasury held, receives ten times its par from the bank, and its unsold
/// shares go to the pool.
fn float_if_half_sold(data: &PnwData, game: &mut PnwGame, corp: CorpIx) {
    let c = &game.corps[usize::from(corp)];
    let sold: usize = c
        .certs
        .iter()
        .enumerate()
        .filter(|(_, o)| matches!(o, Owner::Player(_)))
        .map(|(k, _)| if k == 0 { 2 } else { 1 })
        .sum();
    if sold < FLOAT_SHARES || c.floated {
        return;
    }
    let full = full_capitalisation(data, game);
    let par = i64::from(game.price(corp).unwrap_or(0));
    let c = &mut game.corps[usize::from(corp)];
    c.floated = true;
    if full {
        game.bank += c.cash - 10 * par;
        c.cash = 10 * par;
        for cert in c.certs.iter_mut().skip(1) {
            if *cert == Owner::Bank {
                *cert = Owner::Pool;
            }
        }
    }
}

/// Starts a major by direct par (phase 5 on; its associated minor not floated): the player buys
/// the president's certificate at twice the par price, paid into the treasury (to the bank once
/// capitalisation is full, see [`full_capitalisation`]); the associated
/// minor leaves the game (its bid box stays empty until the round ends).
pub fn par(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    corp: CorpIx,
    price: u32,
) -> Result<(), Refusal> {
    let c = game
        .corps
        .get(usize::from(corp))
        .ok_or(Refusal::NotNow("starting that"))?;
    if c.kind != Kind::Major || c.parred || !c.in_play {
        return Err(Refusal::NotNow("starting that company"));
    }
    if game.phase < 4 {
        return Err(Refusal::NotNow("starting a major before phase 5"));
    }
    let pars: Vec<u32> = super::stock::par_prices(data)
        .into_iter()
        .filter(|p| *p != 50)
        .collect();
    if !pars.contains(&price) {
        return Err(Refusal::BadChoice(
            pars.iter().map(u32::to_string).collect(),
        ));
    }
    let minor =
        (0..game.corps.len() as CorpIx).find(|&m| game.corps[usize::from(m)].major == Some(corp));
    if minor.is_some_and(|m| game.corps[usize::from(m)].floated) {
        return Err(Refusal::NotNow(
            "starting a major whose minor has floated, other than by converting it",
        ));
    }
    let cost = 2 * i64::from(price);
    if game.players[seat].cash < cost {
        return Err(Refusal::Cash {
            need: cost,
            have: game.players[seat].cash,
        });
    }
    within_limit(data, game, seat, 1)?;
    game.players[seat].cash -= cost;
    super::stock::float_at(data, game, corp, price);
    let full = full_capitalisation(data, game);
    let c = &mut game.corps[usize::from(corp)];
    if full {
        game.bank += cost;
    } else {
        c.cash += cost;
    }
    c.parred = true;
    c.closed = false;
    c.tokens_left = 1;
    game.hand(corp, 0, Owner::Player(seat));
    if let Some(m) = minor {
        super::stock::close(game, m);
        game.corps[usize::from(m)].major = None;
        if let Some(card) = data.corp_card(m) {
            game.cards[usize::from(card)] = Owner::Gone;
            game.minor_deck.retain(|c| *c != card);
            if let Round::Stock(sr) = &mut game.round {
                for b in &mut sr.minor_boxes {
                    if *b == Some(card) {
                        *b = None;
                    }
                }
            }
        }
    }
    Ok(())
}

/// How many shares a sale names: the president's certificate is two, one when sold in part.
pub fn shares_in(certs: &[u8], part: bool) -> usize {
    certs
        .iter()
        .map(|&k| if k == 0 { 2 } else { 1 })
        .sum::<usize>()
        - usize::from(part)
}

/// The most shares any player but `seat` holds of a company.
fn most_of_another(game: &PnwGame, corp: CorpIx, seat: SeatId) -> usize {
    let c = &game.corps[usize::from(corp)];
    (0..game.players.len())
        .filter(|&p| p != seat)
        .map(|p| shares_of(c, p))
        .max()
        .unwrap_or(0)
}

/// The sales a player may offer of one major, as 18xx.games bundles them: one, two… of their
/// ordinary certificates, and from rules version 9 (D17) all of them with the president's
/// certificate, whole or in part, when another player holds two shares to take the presidency.
pub fn bundles(game: &PnwGame, seat: SeatId, corp: CorpIx) -> Vec<(Vec<u8>, bool)> {
    let c = &game.corps[usize::from(corp)];
    let held: Vec<u8> = (1..c.certs.len())
        .filter(|&k| c.certs[k] == Owner::Player(seat))
        .map(|k| k as u8)
        .collect();
    let mut out: Vec<(Vec<u8>, bool)> = (1..=held.len())
        .map(|n| (held[..n].to_vec(), false))
        .collect();
    if game.since(9)
        && c.certs.first() == Some(&Owner::Player(seat))
        && most_of_another(game, corp, seat) >= 2
    {
        let mut all = held;
        all.push(0);
        out.push((all.clone(), true));
        out.push((all, false));
    }
    out
}

/// A player sells certificates of one major to the pool at the market price, only once it has
/// operated, never above half the company in the pool. The president's certificate goes only
/// with all the seller's others and to a player holding two shares (from rules version 9; never
/// before): the new president's first two ordinary shares go to the pool with it, and for a sale
/// in part the pool's first share comes back to the seller. The price drops a cell per share
/// when the president sells, else one cell.
pub fn sell(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    corp: CorpIx,
    certs: &[u8],
    part: bool,
) -> Result<(), Refusal> {
    let c = game
        .corps
        .get(usize::from(corp))
        .ok_or(Refusal::NotNow("selling that"))?;
    if c.kind != Kind::Major || c.operated == 0 {
        return Err(Refusal::NotNow(
            "selling shares of a company before it has operated",
        ));
    }
    let presidency = certs.contains(&0);
    if certs.is_empty()
        || certs
            .iter()
            .any(|&k| c.certs.get(usize::from(k)) != Some(&Owner::Player(seat)))
    {
        return Err(Refusal::NotNow("selling shares you do not hold"));
    }
    if (presidency || part) && !bundles(game, seat, corp).contains(&(certs.to_vec(), part)) {
        return Err(Refusal::NotNow(
            "selling the president's certificate but with all your others, to a player holding two shares",
        ));
    }
    let count = shares_in(certs, part);
    let limit = (data.game.market_limit_percent / 10) as usize;
    if in_pool(game, corp) + count > limit {
        return Err(Refusal::NotNow(
            "putting more than half the company in the pool",
        ));
    }
    let president = game.president(corp) == Some(seat);
    let price = i64::from(game.price(corp).unwrap_or(0));
    let amount = price * count as i64;
    game.players[seat].cash += amount;
    game.bank -= amount;
    for &k in certs.iter().filter(|&&k| k != 0) {
        game.hand(corp, usize::from(k), Owner::Pool);
    }
    if presidency {
        hand_presidency_to_pool(game, corp, seat, part);
    }
    let drops = if president { count } else { 1 };
    for _ in 0..drops {
        game.market.shift(
            crate::kits::market::CompanyId(u16::from(corp)),
            crate::kits::market::Move::Left,
        );
    }
    settle_presidency(game, corp);
    Ok(())
}

/// The president's certificate sold: the next holder of the most shares (ties to the first
/// after the seller) takes it, their first two ordinary shares going to the pool; sold in part,
/// the pool's first share of the company comes back to the seller.
fn hand_presidency_to_pool(game: &mut PnwGame, corp: CorpIx, seat: SeatId, part: bool) {
    let Some(next) = successor(game, &game.corps[usize::from(corp)], seat) else {
        return;
    };
    for k in game.queue(corp, Owner::Player(next)).into_iter().take(2) {
        game.hand(corp, k, Owner::Pool);
    }
    game.hand(corp, 0, Owner::Player(next));
    if part && let Some(&k) = game.queue(corp, Owner::Pool).first() {
        game.hand(corp, k, Owner::Player(seat));
    }
}

/// Whether the player could sell a share now: an ordinary share of a major that has operated,
/// with room in the pool (from rules version 9 any sale `emergency_sale` takes). A president
/// short of cash for an emergency train sells before borrowing.
pub fn can_sell(data: &PnwData, game: &PnwGame, seat: SeatId) -> bool {
    if game.since(9) {
        return (0..game.corps.len() as CorpIx).any(|corp| {
            bundles(game, seat, corp)
                .iter()
                .any(|(certs, part)| emergency_sale(data, game, seat, corp, certs, *part).is_ok())
        });
    }
    let limit = (data.game.market_limit_percent / 10) as usize;
    let sold = match &game.round {
        Round::Operating(or) if game.since(8) => or.sold.as_slice(),
        _ => &[],
    };
    game.corps.iter().enumerate().any(|(i, c)| {
        c.kind == Kind::Major
            && c.operated > 0
            && !c.closed
            && !sold.contains(&(i as CorpIx))
            && c.certs.iter().skip(1).any(|o| *o == Owner::Player(seat))
            && in_pool(game, i as CorpIx) < limit
    })
}

/// Whether a president may make this sale for the operating company's train (its amount
/// aside): one block of a company a turn (from version 8), a sale `sell` takes, and from
/// version 9 none that would cost the president the operating company itself (18xx.games'
/// `causes_president_swap?`).
pub fn emergency_sale(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    corp: CorpIx,
    certs: &[u8],
    part: bool,
) -> Result<(), Refusal> {
    if game.since(8) && matches!(&game.round, Round::Operating(or) if or.sold.contains(&corp)) {
        return Err(Refusal::NotNow(
            "selling more of a company sold this turn (one block a turn)",
        ));
    }
    let c = game
        .corps
        .get(usize::from(corp))
        .ok_or(Refusal::NotNow("selling that"))?;
    if game.since(9)
        && super::operating::operator(game) == Some(corp)
        && c.certs.first() == Some(&Owner::Player(seat))
        && shares_of(c, seat) - shares_in(certs, part).min(shares_of(c, seat))
            < most_of_another(game, corp, seat)
    {
        return Err(Refusal::NotNow(
            "selling the operating company's shares so that its presidency changes",
        ));
    }
    sell(data, &mut game.clone(), seat, corp, certs, part)
}

/// A major redeems one of its shares from the pool at the market price (no price move).
pub fn redeem(game: &mut PnwGame, corp: CorpIx, cert: u8) -> Result<(), Refusal> {
    let c = &game.corps[usize::from(corp)];
    if c.certs.get(usize::from(cert)) != Some(&Owner::Pool) {
        return Err(Refusal::NotNow("redeeming a share the pool does not hold"));
    }
    let price = i64::from(game.price(corp).unwrap_or(0));
    if c.cash < price {
        return Err(Refusal::Cash {
            need: price,
            have: c.cash,
        });
    }
    game.corps[usize::from(corp)].cash -= price;
    game.bank += price;
    game.hand(corp, usize::from(cert), Owner::Bank);
    Ok(())
}

/// A major issues treasury shares to the pool: the price drops a cell per share first, and each
/// share brings the price it drops to.
pub fn issue(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    certs: &[u8],
) -> Result<(), Refusal> {
    let c = &game.corps[usize::from(corp)];
    if certs.is_empty()
        || certs
            .iter()
            .any(|&k| k == 0 || c.certs.get(usize::from(k)) != Some(&Owner::Bank))
    {
        return Err(Refusal::NotNow("issuing shares the company does not hold"));
    }
    if c.operated == 0 {
        return Err(Refusal::NotNow(
            "issuing shares in the company's first turn",
        ));
    }
    let limit = (data.game.market_limit_percent / 10) as usize;
    if in_pool(game, corp) + certs.len() > limit {
        return Err(Refusal::NotNow(
            "putting more than half the company in the pool",
        ));
    }
    for _ in certs {
        game.market.shift(
            crate::kits::market::CompanyId(u16::from(corp)),
            crate::kits::market::Move::Left,
        );
    }
    let price = i64::from(game.price(corp).unwrap_or(0));
    let amount = price * certs.len() as i64;
    game.bank -= amount;
    game.corps[usize::from(corp)].cash += amount;
    for &k in certs {
        game.hand(corp, usize::from(k), Owner::Pool);
    }
    Ok(())
}
