//! Operating rounds: a set of one or more (the phase's number when the set begins, players
//! re-ordered by cash first); each begins with the privates' and regionals' income and runs the
//! floated minors then the majors, by share price. A company's turn walks its steps in the site's
//! order: a step with nothing to offer is passed over (a minor's dividend is then paid on its
//! own), a step with choices waits for the company's president.

use super::super::actions::DividendKind;
use super::super::actions::Refusal;
use super::super::data::PnwData;
use super::super::state::*;
use super::{acquisitions, dividends, graph, merger, shares, stock, tokens, track, trains};
use crate::kits::market::{CompanyId, Move};
use crate::table::SeatId;

/// Begins a set of operating rounds after a stock round.
pub fn begin_set(data: &PnwData, game: &mut PnwGame) {
    let mut order = game.priority.clone();
    order.sort_by_key(|&p| std::cmp::Reverse(game.players[p].cash));
    game.priority = order;
    start_set(data, game);
}

/// Begins a set of operating rounds with the players in their order.
fn start_set(data: &PnwData, game: &mut PnwGame) {
    game.set_length = data.game.phases[usize::from(game.phase)].operating_rounds;
    game.round_num = 0;
    begin_round(data, game);
}

/// Begins the next operating round of the set.
pub fn begin_round(data: &PnwData, game: &mut PnwGame) {
    game.round_num += 1;
    income(data, game);
    let order = operating_order(game);
    // The companies of the new round run their trains afresh (18xx.games resets its trains'
    // `operated` for the round's companies only).
    let fresh: Vec<usize> = (0..game.trains.len())
        .filter(|&t| {
            game.trains[t].ran
                && matches!(game.trains[t].owner, Owner::Corp(c) if order.contains(&c))
        })
        .collect();
    for t in fresh {
        game.train_mut(t).ran = false;
    }
    game.round = Round::Operating(OperatingRound::new(order));
    start_turn(data, game);
}

/// Floated minors, then floated majors, each by share price (highest first; on one price, who
/// came first).
pub fn operating_order(game: &PnwGame) -> Vec<CorpIx> {
    let by_price: Vec<CorpIx> = game.market.order().iter().map(|c| c.0 as CorpIx).collect();
    let floated = |k: Kind| {
        by_price
            .iter()
            .copied()
            .filter(|&c| {
                let corp = &game.corps[usize::from(c)];
                corp.kind == k && corp.floated && !corp.closed
            })
            .collect::<Vec<_>>()
    };
    let mut order = floated(Kind::Minor);
    order.extend(floated(Kind::Major));
    order
}

/// A sale moved prices: the companies still to operate this round take their places again by
/// the round's order (minors first, each kind by share price, on one price who came first).
pub(super) fn reorder_rest(game: &mut PnwGame) {
    let order = operating_order(game);
    let place = |c: &CorpIx| order.iter().position(|o| o == c).unwrap_or(usize::MAX);
    if let Round::Operating(or) = &mut game.round
        && or.at + 1 < or.order.len()
    {
        or.order[or.at + 1..].sort_by_key(place);
    }
}

/// Every card a player or company holds pays its income: players' first, then companies'.
fn income(data: &PnwData, game: &mut PnwGame) {
    let privates = data.game.privates.len();
    let minors = data.game.minors.len();
    let revenue = |card: usize| -> i64 {
        if card < privates {
            i64::from(data.game.privates[card].revenue)
        } else if card >= privates + minors {
            i64::from(data.game.regional_revenue)
        } else {
            0
        }
    };
    for pass in [true, false] {
        for card in 0..game.cards.len() {
            let owner = game.cards[card];
            let amount = if used_up(game, card as CardIx) {
                0
            } else {
                revenue(card)
            };
            match owner {
                Owner::Player(p) if pass => {
                    game.players[p].cash += amount;
                    game.bank -= amount;
                }
                Owner::Corp(c) if !pass => {
                    game.corps[usize::from(c)].cash += amount;
                    game.bank -= amount;
                }
                _ => {}
            }
        }
    }
    // A regional's card is owned through its certificate.
    for c in 0..game.corps.len() {
        let corp = &game.corps[c];
        if corp.kind != Kind::Regional || corp.closed || !corp.floated {
            continue;
        }
        if let Some(Owner::Player(p)) = corp.certs.first().copied() {
            let amount = i64::from(data.game.regional_revenue);
            game.players[p].cash += amount;
            game.bank -= amount;
            game.corps[c].payouts += 1;
        }
    }
}

/// Whether a private's income has stopped (used, or acquired where the card says so).
fn used_up(game: &PnwGame, card: CardIx) -> bool {
    game.used.contains(&card)
}

/// The company whose turn it is.
pub fn operator(game: &PnwGame) -> Option<CorpIx> {
    match &game.round {
        Round::Operating(or) => or.order.get(or.at).copied(),
        Round::Merger(mr) => mr.order.get(mr.at).copied(),
        _ => None,
    }
}

/// The operating company's step: the first it has not finished.
pub fn current_step(game: &PnwGame) -> Option<OrStep> {
    let Round::Operating(or) = &game.round else {
        return None;
    };
    OrStep::ALL.iter().copied().find(|s| !or.done.contains(s))
}

/// The seat deciding for the operating company.
pub fn to_act(game: &PnwGame) -> Option<SeatId> {
    operator(game).and_then(|c| game.president(c))
}

/// A company's turn begins: a minor on its first turn places its home token.
fn start_turn(data: &PnwData, game: &mut PnwGame) {
    let Some(corp) = operator(game) else {
        return;
    };
    if game.corps[usize::from(corp)].operated == 0
        && game.corps[usize::from(corp)].tokens.is_empty()
    {
        stock::place_home(data, game, corp);
    }
    // A live table's screens look at the site's graph as a turn begins; the engine alone looks
    // only where its steps look (`graph::engine_alone`).
    if !graph::engine_alone(game) {
        graph::note_route(data, game, corp);
    }
    advance(data, game);
}

/// Whether a step offers the operating company anything now.
pub fn offers(data: &PnwData, game: &PnwGame, step: OrStep) -> bool {
    let Some(corp) = operator(game) else {
        return false;
    };
    let Round::Operating(or) = &game.round else {
        return false;
    };
    let c = &game.corps[usize::from(corp)];
    match step {
        OrStep::Housekeeping => {
            c.kind == Kind::Minor
                && c.operated == 0
                && stock::next_train(game).is_some_and(|t| game.trains[t].name == "L")
                && trains::has_room(data, game, corp)
                && stock::next_train(game)
                    .and_then(|t| trains::price(data, game, "L", "L").filter(|_| t < usize::MAX))
                    .is_some_and(|p| c.cash >= p)
        }
        OrStep::Acquire => !or.p20_targets.is_empty() || !purchasable(data, game, corp).is_empty(),
        OrStep::Track => {
            or.lays < track::lays_allowed(data, game, corp, or)
                || track::has_track_power(data, game, corp)
        }
        OrStep::Destination => c.kind == Kind::Major && !c.destination_placed,
        OrStep::Token => c.kind == Kind::Major && tokens::can_place(data, game, corp),
        // Skipped when no train may run or no route exists, as the site's route step is.
        OrStep::Route => {
            trains::owned(game, corp)
                .any(|t| trains::runs(data, &game.trains[t]) && trains::may_run(game, t))
                && (!game.since(7) || graph::route_available(data, game, corp))
        }
        OrStep::Dividend => c.kind == Kind::Major && or.revenue != 0,
        OrStep::MinorAcquisition => {
            c.kind == Kind::Major && c.operated >= 1 && acquisitions::potential(data, game, corp)
        }
        OrStep::Issue => {
            shares::can_issue_or_redeem(data, game, corp) || holds_credit_mobilier(data, game, corp)
        }
        OrStep::BuyTrain => must_buy_train(data, game, corp) || can_buy_train(data, game, corp),
    }
}

/// A major holding Credit Mobilier (P21) unused stops at its issue step even with nothing to
/// issue or redeem, so the card may still be used there (minors never do). The site's older
/// 1822PNW stopped for the card 1822 moves decks with, its P17 — PNW's Ski Haus.
fn holds_credit_mobilier(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    let card = if game.site_2023 { "P17" } else { "P21" };
    game.since(2)
        && game.corps[usize::from(corp)].kind == Kind::Major
        && data
            .card(card)
            .is_some_and(|p| game.cards[usize::from(p)] == Owner::Corp(corp))
}

/// Whether the company may buy a train now, as the site decides it: room under the limit and
/// cash for the cheapest train on offer (the depot's next card, or $1 when another company owns
/// a train, even in phases where trains are not yet sold between companies), or an owned L and
/// the cash to make it a 2 (room or not).
pub fn can_buy_train(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    let c = &game.corps[usize::from(corp)];
    let depot = stock::next_train(game).and_then(|t| {
        let name = &game.trains[t].name;
        trains::price(data, game, name, name)
    });
    let others = game
        .trains
        .iter()
        .any(|t| matches!(t.owner, Owner::Corp(o) if o != corp) && trains::counts(data, t));
    let cheapest = match (depot, others) {
        (_, true) => Some(1),
        (d, false) => d,
    };
    let room = trains::has_room(data, game, corp);
    let buy = room && cheapest.is_some_and(|p| c.cash >= p);
    let has_l = trains::owned(game, corp)
        .any(|t| game.trains[t].runs_as == "L" && game.trains[t].name == "L");
    let upgrade = has_l && c.cash >= trains::upgrade_price(data, game);
    buy || upgrade
}

/// A company without a train (special trains aside) must buy one while the depot has any.
pub fn must_buy_train(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    !trains::runs_a_train(data, game, corp) && stock::next_train(game).is_some()
}

/// The privates a company may acquire: any player's (the site asks the owner's consent at the
/// table, not in the rules), of a kind it may buy, from the private's phase.
pub fn purchasable(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<CardIx> {
    let kind = game.corps[usize::from(corp)].kind;
    data.game
        .privates
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            matches!(game.cards[*i], Owner::Player(_))
                && p.acquire_by.iter().any(|b| {
                    matches!(
                        (b, kind),
                        (super::super::schema::Buyer::Major, Kind::Major)
                            | (super::super::schema::Buyer::Minor, Kind::Minor)
                    )
                })
                && game.phase + 1 >= p.from_phase
        })
        .map(|(i, _)| i as CardIx)
        .collect()
}

/// Walks the operating company's steps past those with nothing to offer (doing what they do
/// on their own), and on to the next company when none is left; the round's end is
/// [`close_round`]'s, a step of its own.
pub fn advance(data: &PnwData, game: &mut PnwGame) {
    loop {
        let Some(corp) = operator(game) else {
            return;
        };
        let Round::Operating(or) = &game.round else {
            return;
        };
        let pending = OrStep::ALL.iter().copied().find(|s| !or.done.contains(s));
        if pending.is_some_and(|step| graph::looked_at(data, game, corp, step)) {
            graph::note_route(data, game, corp);
        }
        match pending {
            Some(step) if offers(data, game, step) => return,
            Some(step) => {
                if step == OrStep::Dividend {
                    match game.corps[usize::from(corp)].kind {
                        Kind::Major => dividends::pay(data, game, corp, DividendKind::Withhold),
                        _ => minor_dividend(data, game, corp),
                    }
                    trains_ran(game, corp);
                }
                if let Round::Operating(or) = &mut game.round {
                    or.done.push(step);
                }
            }
            None => {
                game.corps[usize::from(corp)].operated += 1;
                if let Round::Operating(or) = &mut game.round {
                    or.at += 1;
                    or.done.clear();
                    or.lays = 0;
                    or.upgraded = false;
                    or.portages = 0;
                    or.runs.clear();
                    or.acquiring = None;
                    or.extra_dividend = None;
                    or.revenue = 0;
                    or.subsidy = 0;
                    or.portage_fee = 0;
                    or.sold.clear();
                }
                start_turn(data, game);
                return;
            }
        }
    }
}

/// A minor's dividend: half to its owner, half kept (rounded down), price one to the right; on
/// no revenue, all kept and one to the left.
fn minor_dividend(data: &PnwData, game: &mut PnwGame, corp: CorpIx) {
    let Round::Operating(or) = &game.round else {
        return;
    };
    let revenue = or.revenue;
    let c = &game.corps[usize::from(corp)];
    if c.kind != Kind::Minor {
        return;
    }
    dividends::treasury_extras(data, game, corp);
    let id = CompanyId(u16::from(corp));
    if revenue > 0 {
        let kept = revenue / 2;
        let paid = revenue - kept;
        game.bank -= revenue;
        game.corps[usize::from(corp)].cash += kept;
        if let Some(p) = game.president(corp) {
            game.players[p].cash += paid;
        }
        game.market.shift(id, Move::Right);
    } else {
        game.market.shift(id, Move::Left);
    }
}

/// Every company has operated: the round ends, as often as the rounds that follow it end
/// without a company to wait for.
pub fn close_round(data: &PnwData, game: &mut PnwGame) {
    while game.ended.is_none()
        && matches!(game.round, Round::Operating(_))
        && operator(game).is_none()
    {
        end_round(data, game);
    }
}

/// The operating round ends: a merger round from phase 2, then the next round of the set, or a
/// stock round.
fn end_round(data: &PnwData, game: &mut PnwGame) {
    if matches!(game.round, Round::Operating(_)) {
        super::scoring::note_round(data, game);
    }
    super::ending::note_triggers(data, game);
    if !matches!(game.round, Round::Merger(_))
        && let Some(reason) = super::ending::due(game)
    {
        game.ended = Some(reason);
        return;
    }
    if game.phase >= 1 && !matches!(game.round, Round::Merger(_)) {
        merger::begin(data, game);
        return;
    }
    after_merger(data, game);
}

/// After the merger round (or an operating round without one): the set goes on or a stock
/// round begins.
pub fn after_merger(data: &PnwData, game: &mut PnwGame) {
    if game.round_num < game.set_length {
        begin_round(data, game);
    } else if game.starting_packet && game.phase == 0 {
        // With the Starting Packet, no stock round until phase 2: the next set (turn) begins,
        // from version 8 with the players in their order (18xx.games reorders them only after
        // a stock round).
        game.turn += 1;
        if game.since(8) {
            start_set(data, game);
        } else {
            begin_set(data, game);
        }
    } else {
        game.turn += 1;
        stock::begin(data, game);
    }
}

/// The step (and every step before it) is done: on to what comes next.
pub fn finish_step(data: &PnwData, game: &mut PnwGame, step: OrStep) {
    let mut paid = false;
    if let Round::Operating(or) = &mut game.round {
        for s in OrStep::ALL.iter().copied().filter(|s| *s <= step) {
            if !or.done.contains(&s) {
                or.done.push(s);
                paid |= s == OrStep::Dividend;
            }
        }
    }
    if paid && let Some(corp) = operator(game) {
        trains_ran(game, corp);
    }
    advance(data, game);
}

/// The company's dividend is settled: every train it holds has had its run this round (rules
/// version 7), as the site marks them at its dividend step.
fn trains_ran(game: &mut PnwGame, corp: CorpIx) {
    if !game.since(7) {
        return;
    }
    let held: Vec<usize> = trains::owned(game, corp)
        .filter(|&t| !game.trains[t].ran)
        .collect();
    for t in held {
        game.train_mut(t).ran = true;
    }
}

/// The private's trains: P1 brings the 5P, P2 the 2P, P3 and P4 an LP each, P5 and P6 a Pullman.
const PRIVATE_TRAINS: [(&str, &str, u16); 6] = [
    ("P1", "5P", 0),
    ("P2", "2P", 0),
    ("P3", "LP", 0),
    ("P4", "LP", 1),
    ("P5", "P+", 0),
    ("P6", "P+", 1),
];

/// A company acquires a private (for nothing: the site moves the card without payment). A
/// train private hands over its train and closes; the mail contract, the bridge company and the
/// lumber baron stop paying income.
pub(super) fn acquire(data: &PnwData, game: &mut PnwGame, corp: CorpIx, card: CardIx) {
    game.cards[usize::from(card)] = Owner::Corp(corp);
    let id = data.card_ids().nth(usize::from(card)).unwrap_or("");
    if id == "P20" {
        // Backroom negotiations: the card closes; an unassociated minor may take the role of an
        // associated minor nobody owns that is not in a bid box — since rules version 3 also
        // one the stock round closed for want of a bid (the site keeps it among its companies;
        // its `p20_replaces_closed_minor` record), never one that formed its major.
        game.cards[usize::from(card)] = Owner::Gone;
        let c = &game.corps[usize::from(corp)];
        if c.kind == Kind::Minor && c.major.is_none() {
            let boxed = stock::boxed(data, game);
            let targets: Vec<CorpIx> = (0..game.corps.len() as CorpIx)
                .filter(|&t| {
                    let m = &game.corps[usize::from(t)];
                    m.major.is_some()
                        && (!m.closed || game.since(3))
                        && m.certs.first() == Some(&Owner::Bank)
                        && !boxed.contains(&t)
                })
                .collect();
            if let Round::Operating(or) = &mut game.round {
                or.p20_targets = targets;
            }
        }
        return;
    }
    if let Some((_, name, index)) = PRIVATE_TRAINS.iter().find(|(p, ..)| *p == id)
        && let Some(t) = game
            .trains_mut()
            .iter_mut()
            .find(|t| t.name == *name && t.index == *index)
    {
        t.owner = Owner::Corp(corp);
        t.reserved = false;
        game.cards[usize::from(card)] = Owner::Gone;
    }
    if matches!(id, "P9" | "P10" | "P14") {
        game.used.push(card);
    }
}

/// P15's mill on one of its hexes, or P17's ski haus on a mountain pass; never where the coal
/// mine or the other marker is. The card then closes.
pub(super) fn assign(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    card: CardIx,
    hex: u16,
) -> Result<(), Refusal> {
    if game.cards.get(usize::from(card)) != Some(&Owner::Corp(corp)) {
        return Err(Refusal::NotPurchasable);
    }
    let id = data
        .hexes
        .get(usize::from(hex))
        .map(|h| h.id.clone())
        .unwrap_or_default();
    let coal = game.board[usize::from(hex)].laid.is_some_and(|l| {
        matches!(
            data.tile_info[usize::from(l.tile)].id.as_str(),
            "PNW4" | "PNW5"
        )
    });
    match data.card_ids().nth(usize::from(card)) {
        Some("P15")
            if data.map.paper_mill.contains(&id)
                && !coal
                && game.ski != Some(hex)
                && track_into_lumber(data, game, hex) =>
        {
            game.mill = Some(hex)
        }
        Some("P17") if data.map.ski_haus.contains(&id) && !coal && game.mill != Some(hex) => {
            game.ski = Some(hex)
        }
        _ => return Err(Refusal::Tile(format!("that marker cannot go on {id}"))),
    }
    game.cards[usize::from(card)] = Owner::Gone;
    Ok(())
}

/// Whether the hex's tile has an exit into a lumber hex whose track comes back to it (the
/// mill's place).
fn track_into_lumber(data: &PnwData, game: &PnwGame, hex: u16) -> bool {
    // Preprinted track counts as much as a tile's.
    let exits = |h: u16| -> Vec<u8> {
        let (paths, _) = graph::paths(data, game, h);
        paths
            .iter()
            .flat_map(|p| [p.a, p.b])
            .filter_map(|end| match end {
                crate::board::tiles::PathEnd::Side(s) => Some(s),
                _ => None,
            })
            .collect()
    };
    exits(hex).into_iter().any(|side| {
        data.hexes[usize::from(hex)].neighbours[usize::from(side)].is_some_and(|n| {
            game.board[usize::from(n)].lumber
                && exits(n).contains(&crate::board::tiles::facing(side))
        })
    })
}

/// P21's choices for its holder: each card still in a deck (not in a bid box) to the top or the
/// bottom, and a major's exchange token made available while it has one.
pub fn credit_mobilier_choices(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<String> {
    let c = &game.corps[usize::from(corp)];
    let exchange = (c.kind == Kind::Major && c.exchange_tokens > 0).then(|| "exchange".to_string());
    let deck = game
        .minor_deck
        .iter()
        .skip(data.game.minor_boxes)
        .chain(game.private_deck.iter().skip(data.game.private_boxes));
    let moves = deck.flat_map(|moved| {
        let id = data.card_ids().nth(usize::from(*moved)).unwrap_or_default();
        ["top", "bottom"].map(|end| format!("{id}_{end}"))
    });
    exchange.into_iter().chain(moves).collect()
}

/// P21's power: a card still in a deck (not in a bid box) moves right behind the bid boxes
/// (`_top`) or to the bottom (`_bottom`); or a major's exchange token becomes available. The
/// card then closes.
pub(super) fn credit_mobilier(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    card: CardIx,
    choice: &str,
) -> Result<(), Refusal> {
    if game.cards.get(usize::from(card)) != Some(&Owner::Corp(corp))
        || data.card_ids().nth(usize::from(card)) != Some("P21")
    {
        return Err(Refusal::NotPurchasable);
    }
    let bad = || {
        Refusal::BadChoice(vec![
            "<card>_top".into(),
            "<card>_bottom".into(),
            "exchange".into(),
        ])
    };
    if choice == "exchange" {
        let c = &mut game.corps[usize::from(corp)];
        if c.kind != Kind::Major || c.exchange_tokens == 0 {
            return Err(bad());
        }
        c.exchange_tokens -= 1;
        c.tokens_left += 1;
    } else {
        let (id, end) = choice.rsplit_once('_').ok_or_else(bad)?;
        let moved = data.card(id).ok_or_else(bad)?;
        let (deck, boxes) = if id.starts_with('M') {
            (&mut game.minor_deck, data.game.minor_boxes)
        } else {
            (&mut game.private_deck, data.game.private_boxes)
        };
        let at = deck
            .iter()
            .position(|c| *c == moved)
            .filter(|&i| i >= boxes)
            .ok_or_else(bad)?;
        deck.remove(at);
        match end {
            "top" => deck.insert(boxes.min(deck.len()), moved),
            "bottom" => deck.push(moved),
            _ => return Err(bad()),
        }
    }
    game.cards[usize::from(card)] = Owner::Gone;
    Ok(())
}

/// P20's answer: `corp` becomes `old`'s major's associated minor; `old` leaves the game, its
/// reservation and card with it; the major's home moves to `corp`'s.
pub(super) fn take_association(data: &PnwData, game: &mut PnwGame, corp: CorpIx, old: CorpIx) {
    let major = game.corps[usize::from(old)].major.take();
    game.corps[usize::from(corp)].major = major;
    stock::close(game, old);
    if let Some(card) = data.corp_card(old) {
        game.cards[usize::from(card)] = Owner::Gone;
        game.minor_deck.retain(|c| *c != card);
    }
    if let Some(m) = major {
        let (home, _) = stock::home_of(data, game, corp);
        game.corps[usize::from(m)].home = data.hex(home);
    }
}

/// Buys the depot train the action names (the housekeeping step takes the depot's next one
/// instead).
pub(super) fn buy_from_depot(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    named: usize,
    variant: &str,
    price: i64,
) -> Result<(), Refusal> {
    let name = game
        .trains
        .get(named)
        .map(|t| t.name.clone())
        .ok_or(Refusal::NoTrain)?;
    // The depot sells its next kind of train and the trains given back to it, nothing later.
    let next = stock::next_train(game).map(|n| game.trains[n].name.as_str());
    let on_sale = |t: &Train| {
        t.name == name
            && t.owner == Owner::Bank
            && !t.reserved
            && (t.discarded || next == Some(name.as_str()))
    };
    // From rules version 9 the copy named is bought, as one of what it is sold as; before, the
    // first copy on sale of its card.
    let t = if game.since(9) {
        Some(named)
            .filter(|&t| on_sale(&game.trains[t]))
            .filter(|&t| trains::sold_as(data, game, t).contains(&variant))
    } else {
        game.trains.iter().position(on_sale)
    }
    .ok_or(Refusal::NoTrain)?;
    let cost = trains::price(data, game, &name, variant).ok_or(Refusal::NoTrain)?;
    if price != cost {
        return Err(Refusal::Cash {
            need: cost,
            have: price,
        });
    }
    if !trains::has_room(data, game, corp) {
        return Err(Refusal::TrainLimit);
    }
    let have = game.corps[usize::from(corp)].cash;
    if have < cost {
        // Emergency: a company that must buy takes the depot's cheapest train, its president
        // paying what the treasury lacks (borrowing the rest: debt of 150%). A copy given back
        // to the depot is on offer beside the next kind, and may be the cheaper.
        let cheapest = if game.since(2) {
            depot_cheapest(data, game).is_some_and(|least| cost <= least)
        } else {
            stock::next_train(game).is_some_and(|n| game.trains[n].name == name)
        };
        let president = game.president(corp);
        match president {
            Some(p) if must_buy_train(data, game, corp) && cheapest => {
                let short = cost - have;
                let from_cash = short.min(game.players[p].cash);
                let loan = short - from_cash;
                if loan > 0 && shares::can_sell(data, game, p) {
                    return Err(Refusal::NotNow(
                        "borrowing before selling the shares you can",
                    ));
                }
                game.players[p].cash -= from_cash;
                game.bank -= loan;
                game.players[p].debt += loan + (loan + 1) / 2;
                game.corps[usize::from(corp)].cash += short;
            }
            _ => return Err(Refusal::Cash { need: cost, have }),
        }
    }
    game.corps[usize::from(corp)].cash -= cost;
    game.bank += cost;
    let train = game.train_mut(t);
    train.owner = Owner::Corp(corp);
    train.runs_as = variant.to_string();
    // Phases and rusting follow the card (a 7 bought as an E starts phase 7), but for an L bought
    // as a 2, which starts phase 2 as the site has it.
    let event = if train.name == "L" {
        variant.to_string()
    } else {
        train.name.clone()
    };
    trains::phase_event(data, game, &event);
    Ok(())
}

/// The lowest price the depot asks for any train it sells now: its next kind and the copies
/// given back to it, each as what it is sold as (`trains::sold_as`).
pub fn depot_cheapest(data: &PnwData, game: &PnwGame) -> Option<i64> {
    let next = stock::next_train(game).map(|n| game.trains[n].name.as_str());
    game.trains
        .iter()
        .enumerate()
        .filter(|(_, t)| {
            t.owner == Owner::Bank && !t.reserved && (t.discarded || next == Some(t.name.as_str()))
        })
        .filter_map(|(i, t)| {
            trains::sold_as(data, game, i)
                .into_iter()
                .filter_map(|v| trains::price(data, game, &t.name, v))
                .min()
        })
        .min()
}

/// Buys another company's train at the price agreed (at least $1), from phase 3.
pub(super) fn buy_from_company(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    from: CorpIx,
    t: usize,
    price: i64,
) -> Result<(), Refusal> {
    if game.phase < 2 {
        return Err(Refusal::NotNow("buying another company's train"));
    }
    if from == corp || !trains::counts(data, &game.trains[t]) {
        return Err(Refusal::NoTrain);
    }
    if !trains::has_room(data, game, corp) {
        return Err(Refusal::TrainLimit);
    }
    let have = game.corps[usize::from(corp)].cash;
    if price < 1 || price > have {
        return Err(Refusal::Cash {
            need: price.max(1),
            have,
        });
    }
    game.corps[usize::from(corp)].cash -= price;
    game.corps[usize::from(from)].cash += price;
    game.train_mut(t).owner = Owner::Corp(corp);
    Ok(())
}

/// Upgrades an owned L to a 2.
pub(super) fn upgrade_l(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    l: u16,
    price: i64,
) -> Result<(), Refusal> {
    let t = game.trains.get(usize::from(l)).ok_or(Refusal::NoTrain)?;
    if t.owner != Owner::Corp(corp) || t.runs_as != "L" {
        return Err(Refusal::NoTrain);
    }
    let cost = trains::upgrade_price(data, game);
    if price != cost {
        return Err(Refusal::Cash {
            need: cost,
            have: price,
        });
    }
    let have = game.corps[usize::from(corp)].cash;
    if have < cost {
        return Err(Refusal::Cash { need: cost, have });
    }
    game.corps[usize::from(corp)].cash -= cost;
    game.bank += cost;
    game.train_mut(usize::from(l)).runs_as = "2".into();
    trains::phase_event(data, game, "2");
    Ok(())
}
