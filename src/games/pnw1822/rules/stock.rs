//! The stock round: turns in player order, up to three bids a turn on the cards in the bid boxes
//! (each card one bid token, bids within cash less the bids being won), passes; when everyone has
//! passed in turn the round resolves: privates go to their high bidders, minors float (high bids
//! first), regionals are bought, unbid minors export L trains and an unbid first box closes its
//! minor, loans grow, and the operating rounds begin.

use super::super::actions::{PnwAction, Refusal};
use super::super::data::PnwData;
use super::super::schema::Colour;
use super::super::state::*;
use crate::kits::market::{Cell, CompanyId, Move};
use crate::table::SeatId;

/// Opens a stock round in the game's priority order, filling the bid boxes from the decks.
pub fn begin(data: &PnwData, game: &mut PnwGame) {
    open(data, game);
    skip_stuck(data, game);
}

fn open(data: &PnwData, game: &mut PnwGame) {
    let boxes = usize::from(data.game.minor_boxes as u8);
    game.round = Round::Stock(StockRound {
        order: game.priority.clone(),
        at: 0,
        passes: 0,
        bids_this_turn: 0,
        acted: false,
        bids: Vec::new(),
        minor_boxes: game
            .minor_deck
            .iter()
            .take(boxes)
            .map(|c| Some(*c))
            .collect(),
        private_boxes: game
            .private_deck
            .iter()
            .take(data.game.private_boxes)
            .copied()
            .collect(),
        converting: None,
        sold: Vec::new(),
        sold_now: Vec::new(),
    });
}

/// The cards face up at the head of the minor and private decks (what the next bid boxes hold):
/// the rest of each deck is face down.
pub fn shown(data: &PnwData, game: &PnwGame) -> Vec<CardIx> {
    let minors = game.minor_deck.iter().take(data.game.minor_boxes);
    let privates = game.private_deck.iter().take(data.game.private_boxes);
    minors.chain(privates).copied().collect()
}

/// The high bid on a card.
pub fn high_bid(sr: &StockRound, card: CardIx) -> Option<&Bid> {
    sr.bids
        .iter()
        .filter(|b| b.card == card)
        .fold(None, |best: Option<&Bid>, b| match best {
            Some(x) if x.price >= b.price => Some(x),
            _ => Some(b),
        })
}

/// What a player has tied up in the bids they are winning, and on how many cards they have bid.
pub fn commitments(sr: &StockRound, seat: SeatId) -> (i64, u32) {
    let mut cards: Vec<CardIx> = sr
        .bids
        .iter()
        .filter(|b| b.seat == seat)
        .map(|b| b.card)
        .collect();
    cards.sort_unstable();
    cards.dedup();
    let winning = cards
        .iter()
        .filter_map(|c| high_bid(sr, *c))
        .filter(|b| b.seat == seat)
        .map(|b| b.price)
        .sum();
    (winning, cards.len() as u32)
}

/// The least bid on a card: a minor or regional $100 (the Short Scenario's leading minor $200,
/// it brings its partner), a private $0; above a high bid, $5 more.
pub fn least_bid(data: &PnwData, game: &PnwGame, sr: &StockRound, card: CardIx) -> i64 {
    high_bid(sr, card).map_or_else(
        || opening_bid(data, game, card),
        |b| b.price + i64::from(data.game.bid_step),
    )
}

/// The least first bid on `card`: a minor's minimum (twice it for the minor paired with a
/// private, which the bid buys both), nothing for a private.
pub fn opening_bid(data: &PnwData, game: &PnwGame, card: CardIx) -> i64 {
    if data.card_corp(card).is_some() {
        let lead = game.paired.is_some_and(|(a, _)| a == card);
        i64::from(data.game.minor_min_bid) * if lead { 2 } else { 1 }
    } else {
        0
    }
}

/// Whether `seat` may act now.
pub fn to_act(game: &PnwGame) -> Option<SeatId> {
    if game.ended.is_some() {
        return None;
    }
    game.stock().map(|sr| sr.order[sr.at])
}

/// Applies a stock-round action by the seat to act (checked by [`super::act`]).
pub fn act(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    action: &PnwAction,
) -> Result<(), Refusal> {
    let done = turn_action(data, game, seat, action);
    if done.is_ok() {
        skip_stuck(data, game);
    }
    done
}

/// A player in debt with no cash can do nothing (no bids, buys or pars, nothing to pay back
/// with): the site ends such a turn on its own — after a repayment as the turn's end, otherwise
/// as a pass. From rules version 7, as on the site, not while they hold a share they may sell
/// (to pay back with).
fn skip_stuck(data: &PnwData, game: &mut PnwGame) {
    while let Round::Stock(sr) = &mut game.round {
        let seat = sr.order[sr.at];
        let p = &game.players[seat];
        if p.debt == 0 || p.cash > 0 || game.since(7) && may_sell(data, game, seat) {
            return;
        }
        pass(data, game);
    }
}

/// Whether `seat` holds a certificate of a major the site would let them sell now: an ordinary
/// share our rules sell, or a president's certificate another player holds enough to take over
/// (the site sells part of it then; here the seat is asked, and may pass). Not a company sold
/// already this turn (rules version 8: one block a turn).
fn may_sell(data: &PnwData, game: &PnwGame, seat: SeatId) -> bool {
    sellable(data, game, seat, true)
}

/// [`may_sell`], with (`dumps`) or without a president's certificate.
fn sellable(data: &PnwData, game: &PnwGame, seat: SeatId, dumps: bool) -> bool {
    let limit = (data.game.market_limit_percent / 10) as usize;
    let sold_now = game
        .stock()
        .filter(|_| game.since(8))
        .map_or(&[][..], |sr| sr.sold_now.as_slice());
    (0..game.corps.len()).any(|c| {
        let corp = &game.corps[c];
        if sold_now.contains(&(c as CorpIx)) {
            return false;
        }
        let ordinary = (1..corp.certs.len()).any(|k| {
            corp.certs[k] == Owner::Player(seat)
                && super::shares::sell(
                    data,
                    &mut game.clone(),
                    seat,
                    c as CorpIx,
                    &[k as u8],
                    false,
                )
                .is_ok()
        });
        let most_of_another = (0..game.players.len())
            .filter(|&p| p != seat)
            .map(|p| {
                (1..corp.certs.len())
                    .filter(|&k| corp.certs[k] == Owner::Player(p))
                    .count()
            })
            .max()
            .unwrap_or(0);
        let dumps = dumps
            && corp.kind == Kind::Major
            && corp.operated > 0
            && corp.certs.first() == Some(&Owner::Player(seat))
            && most_of_another >= 2
            && super::shares::in_pool(game, c as CorpIx) < limit;
        ordinary || dumps
    })
}

fn turn_action(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    action: &PnwAction,
) -> Result<(), Refusal> {
    if let Some((major, par)) = game.stock().and_then(|sr| sr.converting) {
        let PnwAction::Choose { choice } = action else {
            return Err(Refusal::NotNow("anything but the conversion's share count"));
        };
        super::conversion::finish(data, game, seat, major, par, choice)?;
        if let Round::Stock(sr) = &mut game.round {
            sr.converting = None;
            sr.passes = 0;
            next_turn(sr);
        }
        return Ok(());
    }
    // D15, from version 8: a player over the certificate limit (after a merger or a share-paid
    // acquisition) sells before anything else, as long as they have a share to sell.
    if game.since(8)
        && !matches!(action, PnwAction::SellShares { .. })
        && super::shares::certificates(data, game, seat) > game.cert_limit
        && sellable(data, game, seat, false)
    {
        return Err(Refusal::NotNow(
            "anything but selling while over the certificate limit",
        ));
    }
    match action {
        PnwAction::Bid { card, price } => bid(data, game, seat, *card, *price),
        PnwAction::Par { corp, price } if super::conversion::convertible(game, seat, *corp) => {
            super::conversion::start(data, game, seat, *corp, *price)
        }
        PnwAction::Pass => {
            pass(data, game);
            Ok(())
        }
        PnwAction::Par { corp, price } => {
            if game.players[seat].debt > 0 {
                return Err(Refusal::InDebt);
            }
            super::shares::par(data, game, seat, *corp, *price)?;
            if let Round::Stock(sr) = &mut game.round {
                sr.passes = 0;
                next_turn(sr);
            }
            Ok(())
        }
        PnwAction::PayDebt => pay_debt(game, seat),
        PnwAction::SellShares { corp, certs, part } => {
            sell_in_turn(data, game, seat, *corp, certs, *part)
        }
        PnwAction::BuyShare { corp, cert } => buy_in_turn(data, game, seat, *corp, *cert),
        _ => Err(Refusal::WrongRound),
    }
}

/// A player pays back as much of their loan as their cash allows: a move of their turn.
fn pay_debt(game: &mut PnwGame, seat: SeatId) -> Result<(), Refusal> {
    // Before rules version 6 paying nothing back was a move.
    let checked = game.since(6);
    let p = &mut game.players[seat];
    if checked && p.debt == 0 {
        return Err(Refusal::NotNow("paying back a loan you do not have"));
    }
    if checked && p.cash == 0 {
        return Err(Refusal::NotNow("paying back a loan with no cash"));
    }
    let paid = p.cash.min(p.debt);
    p.cash -= paid;
    p.debt -= paid;
    game.bank += paid;
    let v7 = game.since(7);
    if let Round::Stock(sr) = &mut game.round {
        sr.acted = true;
        // A repayment is a move: the players who passed before it pass again.
        if v7 {
            sr.passes = 0;
        }
    }
    Ok(())
}

/// A sale in the player's turn: from version 8 one block of a company a turn, noted so the
/// company is not bought back this round.
fn sell_in_turn(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    corp: CorpIx,
    certs: &[u8],
    part: bool,
) -> Result<(), Refusal> {
    let v8 = game.since(8);
    if v8 && game.stock().is_some_and(|sr| sr.sold_now.contains(&corp)) {
        return Err(Refusal::NotNow(
            "selling more of a company sold this turn (one block a turn)",
        ));
    }
    super::shares::sell(data, game, seat, corp, certs, part)?;
    if let Round::Stock(sr) = &mut game.round {
        sr.acted = true;
        sr.passes = 0;
        if v8 {
            sr.sold_now.push(corp);
            if !sr.sold.contains(&(seat, corp)) {
                sr.sold.push((seat, corp));
            }
        }
    }
    Ok(())
}

/// A share bought ends the player's turn: not in debt, not after a bid this turn, and from
/// version 8 not of a company they sold this round.
fn buy_in_turn(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    corp: CorpIx,
    cert: u8,
) -> Result<(), Refusal> {
    if game.players[seat].debt > 0 {
        return Err(Refusal::InDebt);
    }
    if game.stock().is_some_and(|sr| sr.bids_this_turn > 0) {
        return Err(Refusal::NotNow("buying after bidding this turn"));
    }
    if game.since(8)
        && game
            .stock()
            .is_some_and(|sr| sr.sold.contains(&(seat, corp)))
    {
        return Err(Refusal::NotNow(
            "buying shares of a company you sold this round",
        ));
    }
    super::shares::buy(data, game, seat, corp, cert)?;
    if let Round::Stock(sr) = &mut game.round {
        sr.passes = 0;
        next_turn(sr);
    }
    Ok(())
}

fn bid(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    card: CardIx,
    price: i64,
) -> Result<(), Refusal> {
    let player = &game.players[seat];
    if player.debt > 0 {
        return Err(Refusal::InDebt);
    }
    let Some(sr) = game.stock() else {
        return Err(Refusal::WrongRound);
    };
    if sr.bids_this_turn >= data.game.max_bids_per_turn {
        return Err(Refusal::TooManyBids);
    }
    if !sr.minor_boxes.contains(&Some(card)) && !sr.private_boxes.contains(&card) {
        return Err(Refusal::NotInBox);
    }
    let high = high_bid(sr, card);
    if high.is_some_and(|b| b.seat == seat) {
        return Err(Refusal::AlreadyWinning);
    }
    let least = least_bid(data, game, sr, card);
    if price < least {
        return Err(Refusal::BidTooLow { least });
    }
    if price % i64::from(data.game.bid_step) != 0 {
        return Err(Refusal::BidStep);
    }
    let (winning, bid_on) = commitments(sr, seat);
    let new_card = !sr.bids.iter().any(|b| b.seat == seat && b.card == card);
    if new_card && bid_on >= game.bid_tokens {
        return Err(Refusal::NoBidToken);
    }
    let free = player.cash - winning;
    if price > free {
        return Err(Refusal::BidOverCash { free });
    }
    // A winning bid is a certificate while it is pending.
    super::shares::within_limit(data, game, seat, 1)?;
    let Round::Stock(sr) = &mut game.round else {
        return Err(Refusal::WrongRound);
    };
    sr.bids.push(Bid { card, seat, price });
    sr.bids_this_turn += 1;
    sr.acted = true;
    sr.passes = 0;
    if sr.bids_this_turn >= data.game.max_bids_per_turn {
        next_turn(sr);
    }
    Ok(())
}

fn next_turn(sr: &mut StockRound) {
    sr.at = (sr.at + 1) % sr.order.len();
    sr.bids_this_turn = 0;
    sr.acted = false;
    sr.sold_now.clear();
}

fn pass(data: &PnwData, game: &mut PnwGame) {
    let Round::Stock(sr) = &mut game.round else {
        return;
    };
    if !sr.acted {
        sr.passes += 1;
    }
    next_turn(sr);
    if sr.passes >= sr.order.len() {
        finish(data, game);
    }
}

/// Resolves the round (in the site's order) and opens the operating rounds.
fn finish(data: &PnwData, game: &mut PnwGame) {
    let Round::Stock(sr) = game.round.clone() else {
        return;
    };
    if let Some(reason) = super::ending::turn_limit(game) {
        game.ended = Some(reason);
        return;
    }
    // The first stock round without a bid ends the game: the game's first turn, or with the
    // Starting Packet (version 8, as 18xx.games) whenever the first stock round comes.
    let first = game.turn == 1
        || (game.since(8)
            && game.starting_packet
            && !game.history.iter().any(|r| r.round.starts_with("SR")));
    if first && sr.bids.is_empty() && data.scenario(game.scenario).no_bids_in_first_round_ends {
        game.ended = Some(EndReason::NoBids);
        return;
    }
    let mut floats: Vec<(Bid, usize)> = Vec::new();
    let mut unbid = 0;
    let mut close_first = None;
    for (i, card) in sr.minor_boxes.iter().enumerate() {
        match card.and_then(|c| high_bid(&sr, c)) {
            Some(b) => floats.push((b.clone(), i)),
            None => {
                unbid += 1;
                if i == 0 {
                    close_first = *card;
                }
            }
        }
    }
    for &card in &sr.private_boxes {
        if let Some(b) = high_bid(&sr, card) {
            pay_bank(game, b.seat, b.price);
            game.cards[usize::from(card)] = Owner::Player(b.seat);
            game.private_deck.retain(|c| *c != card);
        }
    }
    floats.sort_by_key(|(b, i)| (std::cmp::Reverse(b.price), *i));
    for (b, _) in &floats {
        float(data, game, b);
    }
    if unbid > 0 && next_train(game).is_some_and(|t| game.trains[t].name == "L") {
        for _ in 0..unbid {
            match next_train(game) {
                Some(t) if game.trains[t].name == "L" => game.train_mut(t).owner = Owner::Gone,
                _ => break,
            }
        }
    }
    if let Some(card) = close_first {
        remove_next_train(data, game);
        if let Some(corp) = data.card_corp(card) {
            close(game, corp);
        }
        game.cards[usize::from(card)] = Owner::Gone;
        game.minor_deck.retain(|c| *c != card);
    }
    // Version 1 also exported a train whenever the boxes stood empty; the site dropped that
    // in 2021 (the rulebook exports one only with an unbid minor in box 1).
    if !game.since(2) && close_first.is_none() && game.minor_deck.is_empty() {
        remove_next_train(data, game);
    }
    for p in &mut game.players {
        // Interest: half the debt, rounded up.
        p.debt += (p.debt + 1) / 2;
    }
    // Sold out: a major all of whose shares players hold moves right, in operating order.
    for id in game.market.order() {
        let c = &game.corps[usize::from(id.0)];
        if c.kind == Kind::Major && c.certs.iter().all(|o| matches!(o, Owner::Player(_))) {
            game.market.shift(id, Move::Right);
        }
    }
    fill_boxes(data, game);
    super::scoring::note_round(data, game);
    super::operating::begin_set(data, game);
}

fn pay_bank(game: &mut PnwGame, seat: SeatId, amount: i64) {
    game.players[seat].cash -= amount;
    game.bank += amount;
}

/// A won minor floats (or a won regional is bought): the player pays the bid; a minor's price
/// comes from the phase (its treasury too), a regional's token goes home.
fn float(data: &PnwData, game: &mut PnwGame, bid: &Bid) {
    let Some(corp) = data.card_corp(bid.card) else {
        return;
    };
    pay_bank(game, bid.seat, bid.price);
    game.cards[usize::from(bid.card)] = Owner::Gone;
    game.minor_deck.retain(|c| *c != bid.card);
    let c = &mut game.corps[usize::from(corp)];
    c.certs = vec![Owner::Player(bid.seat)];
    c.floated = true;
    match c.kind {
        Kind::Regional => {
            place_home(data, game, corp);
        }
        _ => {
            let par = minor_par(data, game, bid.price);
            let treasury = minor_treasury(data, game, bid.price);
            float_at(data, game, corp, par);
            game.bank -= treasury;
            game.corps[usize::from(corp)].cash += treasury;
        }
    }
    // The Short Scenario's leading minor brings its partner, floated at $50 with $100.
    if let Some((lead, partner)) = game.paired
        && lead == bid.card
        && let Some(p) = data.card_corp(partner)
    {
        game.cards[usize::from(partner)] = Owner::Gone;
        game.minor_deck.retain(|c| *c != partner);
        let c = &mut game.corps[usize::from(p)];
        c.certs = vec![Owner::Player(bid.seat)];
        c.floated = true;
        c.cash += 100;
        game.bank -= 100;
        float_at(data, game, p, 50);
    }
}

/// What a minor won for `bid` brings into its treasury from the bank: twice its par in phases
/// 1–2, the bid itself later.
pub fn minor_treasury(data: &PnwData, game: &PnwGame, bid: i64) -> i64 {
    if game.phase < 2 {
        2 * i64::from(minor_par(data, game, bid))
    } else {
        bid
    }
}

/// A minor's price from its winning bid: $50 in phase 1, later the highest par price not above
/// half the bid (at most $100).
fn minor_par(data: &PnwData, game: &PnwGame, bid: i64) -> u32 {
    let pars = par_prices(data);
    let max = pars.iter().copied().max().unwrap_or(100);
    let want = if game.phase == 0 {
        50
    } else {
        (bid / 2).min(i64::from(max)) as u32
    };
    pars.into_iter().filter(|p| *p <= want).max().unwrap_or(50)
}

/// The market's par prices (cells marked `p` or `x`).
pub fn par_prices(data: &PnwData) -> Vec<u32> {
    data.game
        .market
        .iter()
        .filter_map(|c| super::super::schema::market_cell(c))
        .filter(|(_, m)| m.contains('p') || m.contains('x'))
        .map(|(p, _)| p)
        .collect()
}

/// Puts a company on the market at a price printed on it: the rules pass a par (a major's, a
/// minor's from its bid, a float's $50), each one of [`par_prices`] and so a cell of the chart's
/// one row — the token always lands (tested for every par price); no action names the price
/// unchecked.
pub fn float_at(data: &PnwData, game: &mut PnwGame, corp: CorpIx, price: u32) {
    let col = data
        .game
        .market
        .iter()
        .position(|c| super::super::schema::market_cell(c).is_some_and(|(p, _)| p == price));
    debug_assert!(col.is_some(), "${price} is no cell of the market");
    let cell = Cell {
        row: 0,
        col: col.unwrap_or(0),
    };
    let placed = game.market.place(CompanyId(u16::from(corp)), cell);
    debug_assert!(placed.is_ok(), "{placed:?}");
}

/// The next train the depot sells.
pub fn next_train(game: &PnwGame) -> Option<usize> {
    game.trains
        .iter()
        .position(|t| t.owner == Owner::Bank && !t.reserved && !t.discarded)
}

/// Takes the depot's next train out of the game; as a purchase, it may start a phase.
fn remove_next_train(data: &PnwData, game: &mut PnwGame) {
    if let Some(t) = next_train(game) {
        game.train_mut(t).owner = Owner::Gone;
        let name = game.trains[t].name.clone();
        super::trains::phase_event(data, game, &name);
    }
}

/// Closes a company: its reservations and tokens leave the board.
pub fn close(game: &mut PnwGame, corp: CorpIx) {
    let c = &mut game.corps[usize::from(corp)];
    c.closed = true;
    c.floated = false;
    c.tokens.clear();
    for s in &mut game.slots {
        s.reserved.retain(|r| *r != corp);
        for t in &mut s.tokens {
            if *t == Some(corp) {
                *t = None;
            }
        }
    }
    game.market.remove(CompanyId(u16::from(corp)));
}

/// The minors and regionals waiting in the minor bid boxes (the deck's first cards).
pub fn boxed(data: &PnwData, game: &PnwGame) -> Vec<CorpIx> {
    game.minor_deck
        .iter()
        .take(data.game.minor_boxes)
        .filter(|c| game.boxes_filled.as_ref().is_none_or(|f| f.contains(c)))
        .filter_map(|c| data.card_corp(*c))
        .collect()
}

/// Fills the minor bid boxes from the deck's head (from rules version 9 they stay as filled
/// until the next stock round ends).
pub fn fill_boxes(data: &PnwData, game: &mut PnwGame) {
    if game.since(9) {
        game.boxes_filled = Some(
            game.minor_deck
                .iter()
                .take(data.game.minor_boxes)
                .copied()
                .collect(),
        );
    }
}

/// Puts a minor's or regional's token in its reserved home slot (an extra slot if it is full).
pub fn place_home(data: &PnwData, game: &mut PnwGame, corp: CorpIx) {
    let Some((hex, city)) = reserved_home(data, game, corp) else {
        return;
    };
    if let Some(s) = game
        .slots
        .iter_mut()
        .find(|s| s.hex == hex && s.city == city)
    {
        s.take_home(corp, corp);
        game.corps[usize::from(corp)].tokens.push((hex, city));
    }
}

/// The city holding a company's home reservation: its printed home, or from rules version 9
/// the city the reservation moved to when its hex's cities joined (Stevenson Cascade Locks).
pub fn reserved_home(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Option<(u16, u8)> {
    let (hex, city) = home_of(data, game, corp);
    let hex = data.hex(hex)?;
    let gone = !game.slots.iter().any(|s| s.hex == hex && s.city == city);
    let moved = game
        .slots
        .iter()
        .filter(|_| game.since(9) && gone)
        .find(|s| s.hex == hex && s.reserved.contains(&corp))
        .map(|s| s.city);
    Some((hex, moved.unwrap_or(city)))
}

/// A company's home hex and city (a major's as P20 may have moved it).
pub fn home_of<'a>(data: &'a PnwData, game: &PnwGame, corp: CorpIx) -> (&'a str, u8) {
    let i = usize::from(corp);
    let minors = &data.game.minors;
    let regionals = &data.game.regionals;
    if i < minors.len() {
        (minors[i].home.as_str(), minors[i].city)
    } else if i < minors.len() + regionals.len() {
        (regionals[i - minors.len()].home.as_str(), 0)
    } else {
        let moved = game.corps[i]
            .home
            .map(|h| data.hexes[usize::from(h)].id.as_str());
        let home = data.game.majors[i - minors.len() - regionals.len()]
            .home
            .as_str();
        (moved.unwrap_or(home), 0)
    }
}

/// The newest tile colour the phase allows.
pub fn phase_colour(data: &PnwData, game: &PnwGame) -> Colour {
    data.game.phases[usize::from(game.phase)]
        .tiles
        .last()
        .copied()
        .unwrap_or(Colour::Yellow)
}
