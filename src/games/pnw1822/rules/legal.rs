//! The legal-action listing: what the seat to act may do now — what bots pick from, the table
//! highlights and the property tests play. Candidates are drawn for the round and step being
//! played, and every one is put through [`super::act`] on a copy of the game, so the listing and
//! the rules cannot disagree; cheap tests (a tile's fit, colour and cost) only narrow the
//! candidates first. The questions a step asks (`Choose`) are listed from the rules' own answer
//! to a wrong choice, so their choices are written once, where they are checked.
//!
//! Three listings are representative, not exhaustive: a company's routes are its best run
//! ([`super::route_search`]) and the pass that runs nothing; a train from another company is
//! offered at $1, half and whole its price and all the buyer's cash; tile lays combine at most
//! one private's power. Any other route, price or combination is checked when it is submitted.
//! The players' agreement to stop the game (`EndGame`) is a table decision, never listed.

use super::super::actions::{DividendKind, PnwAction, Refusal, RunRoute};
use super::super::data::PnwData;
use super::super::state::*;
use super::{graph, merger, operating, route_search, shares, stock, tokens, track, trains};
use crate::table::SeatId;

/// Every action `seat` may take now (none when another seat is to act).
pub fn list(data: &PnwData, game: &PnwGame, seat: SeatId) -> Vec<PnwAction> {
    if super::to_act(game) != Some(seat) {
        return Vec::new();
    }
    let mut out: Vec<PnwAction> = candidates(data, game, seat)
        .into_iter()
        .filter(|a| accepted(game, seat, a))
        .collect();
    out.dedup();
    if trains::crowded(data, game).is_none()
        && let Round::Stock(sr) = &game.round
    {
        out.extend(bids(data, game, sr, seat));
    }
    out
}

/// Whether the rules take `action` now (on a copy: the game is not touched).
fn accepted(game: &PnwGame, seat: SeatId, action: &PnwAction) -> bool {
    let mut copy = game.clone();
    super::super::phases::act_in_place(&mut copy, seat, action).is_ok()
}

fn candidates(data: &PnwData, game: &PnwGame, seat: SeatId) -> Vec<PnwAction> {
    if let Some(corp) = trains::crowded(data, game) {
        return trains::discardable(data, game, corp)
            .into_iter()
            .map(|t| PnwAction::DiscardTrain { train: t as u16 })
            .collect();
    }
    match &game.round {
        Round::Stock(_) => stock_round(data, game, seat),
        Round::Operating(_) => operating_turn(data, game, seat),
        Round::Merger(mr) => merger_turn(data, game, seat, mr),
    }
}

/// Bids: each boxed card from its least bid up to the cash the bidder has free, in $5 steps.
/// The least bid is checked by the rules; a higher one differs only in the cash it needs.
fn bids(data: &PnwData, game: &PnwGame, sr: &StockRound, seat: SeatId) -> Vec<PnwAction> {
    let free = game.players[seat].cash - stock::commitments(sr, seat).0;
    let step = i64::from(data.game.bid_step);
    let cards = sr
        .minor_boxes
        .iter()
        .flatten()
        .chain(&sr.private_boxes)
        .copied();
    let mut out = Vec::new();
    for card in cards {
        let least = stock::least_bid(data, game, sr, card);
        let first = PnwAction::Bid { card, price: least };
        if !accepted(game, seat, &first) {
            continue;
        }
        out.extend(
            (least..=free)
                .step_by(step as usize)
                .map(|price| PnwAction::Bid { card, price }),
        );
    }
    out
}

/// Passing, paying debt back, buying a share (from the treasury or the pool), selling shares
/// (any number of ordinary certificates), starting a major at each par price (or converting its
/// minor, then the share count).
fn stock_round(data: &PnwData, game: &PnwGame, seat: SeatId) -> Vec<PnwAction> {
    if game.stock().is_some_and(|sr| sr.converting.is_some()) {
        return choices(game, seat);
    }
    let mut out = vec![PnwAction::Pass];
    let p = &game.players[seat];
    if !game.since(6) || p.debt > 0 && p.cash > 0 {
        out.push(PnwAction::PayDebt);
    }
    for (i, c) in game.corps.iter().enumerate() {
        if c.kind != Kind::Major || !c.in_play {
            continue;
        }
        let corp = i as CorpIx;
        if !c.parred {
            out.extend(
                stock::par_prices(data)
                    .into_iter()
                    .map(|price| PnwAction::Par { corp, price }),
            );
            continue;
        }
        for from in [Owner::Bank, Owner::Pool] {
            if let Some(k) = (1..c.certs.len()).find(|&k| c.certs[k] == from) {
                out.push(PnwAction::BuyShare {
                    corp,
                    cert: k as u8,
                });
            }
        }
        out.extend(sales(game, seat, corp));
    }
    out
}

/// The sales a player may offer of one major (`shares::bundles`).
fn sales(game: &PnwGame, seat: SeatId, corp: CorpIx) -> Vec<PnwAction> {
    shares::bundles(game, seat, corp)
        .into_iter()
        .map(|(certs, part)| PnwAction::SellShares { corp, certs, part })
        .collect()
}

/// The operating company's step: what that step takes, a pass, and what any step takes (the
/// privates' markers and P21's choice).
fn operating_turn(data: &PnwData, game: &PnwGame, seat: SeatId) -> Vec<PnwAction> {
    let Some(corp) = operating::operator(game) else {
        return Vec::new();
    };
    let Some(step) = operating::current_step(game) else {
        return Vec::new();
    };
    let c = &game.corps[usize::from(corp)];
    let mut out = vec![PnwAction::Pass];
    out.extend(choices(game, seat));
    out.extend(markers(data, game, corp));
    match step {
        OrStep::Housekeeping => out.extend(depot_trains(data, game)),
        OrStep::Acquire => out.extend(
            operating::purchasable(data, game, corp)
                .into_iter()
                .map(|card| PnwAction::AcquireCompany { card }),
        ),
        OrStep::Track => {
            out.extend(lays(data, game, corp));
            out.extend(
                track::passable_power(data, game, corp).map(|card| PnwAction::PassPower { card }),
            );
        }
        OrStep::Destination => out.push(PnwAction::DestinationToken),
        OrStep::Token => out.extend(
            tokens::places(data, game, corp)
                .into_iter()
                .map(|(hex, city)| PnwAction::PlaceToken { hex, city }),
        ),
        OrStep::Route => out.extend(best_run(data, game, corp)),
        OrStep::Dividend => out.extend(
            [
                DividendKind::Payout,
                DividendKind::Half,
                DividendKind::Withhold,
            ]
            .map(|kind| PnwAction::Dividend { kind }),
        ),
        OrStep::BuyTrain => {
            out.extend(depot_trains(data, game));
            out.extend(company_trains(data, game, corp));
            out.extend(l_upgrades(data, game, corp));
            // The president's sales for a train the company must buy.
            for (i, other) in game.corps.iter().enumerate() {
                if other.kind == Kind::Major && other.parred {
                    out.extend(sales(game, seat, i as CorpIx));
                }
            }
        }
        OrStep::MinorAcquisition => out.extend(acquisitions(game, seat, corp)),
        OrStep::Issue => {
            let pick = |from: Owner| -> Vec<u8> {
                (1..c.certs.len())
                    .filter(|&k| c.certs[k] == from)
                    .map(|k| k as u8)
                    .collect()
            };
            let (treasury, pool) = (pick(Owner::Bank), pick(Owner::Pool));
            out.extend((1..=treasury.len()).map(|n| PnwAction::SellShares {
                corp,
                certs: treasury[..n].to_vec(),
                part: false,
            }));
            out.extend((1..=pool.len()).map(|n| PnwAction::Redeem {
                certs: pool[..n].to_vec(),
            }));
        }
    }
    out
}

/// The answers to the question the game asks now: the rules name them when refusing a wrong one.
fn choices(game: &PnwGame, seat: SeatId) -> Vec<PnwAction> {
    // Asked as a game played here asks: an import also takes answers the site let through.
    let mut copy = game.clone();
    copy.lenient = false;
    let ask = PnwAction::Choose {
        choice: String::new(),
    };
    match super::super::phases::act_in_place(&mut copy, seat, &ask) {
        Err(Refusal::BadChoice(options)) => options
            .into_iter()
            .map(|choice| PnwAction::Choose { choice })
            .collect(),
        _ => Vec::new(),
    }
}

/// P15's mill and P17's ski haus on each hex they may go, and P21's moves of a deck card or an
/// exchange token made available.
fn markers(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<PnwAction> {
    let mut out = Vec::new();
    let held = |id: &str| {
        data.card(id)
            .filter(|c| game.cards[usize::from(*c)] == Owner::Corp(corp))
    };
    for (id, hexes) in [("P15", &data.map.paper_mill), ("P17", &data.map.ski_haus)] {
        if let Some(card) = held(id) {
            out.extend(
                hexes
                    .iter()
                    .filter_map(|h| data.hex(h))
                    .map(|hex| PnwAction::Assign { card, hex }),
            );
        }
    }
    if let Some(card) = held("P21") {
        out.extend(
            operating::credit_mobilier_choices(data, game, corp)
                .into_iter()
                .map(|choice| PnwAction::ChooseAbility { card, choice }),
        );
    }
    out
}

/// Tile lays (and builder cubes) within the company's reach, alone or by each private power it
/// holds; each one that fits the hex, its colour allowed and its cost covered.
fn lays(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<PnwAction> {
    let reach = graph::reach(data, game, corp);
    let cash = game.corps[usize::from(corp)].cash;
    let allowed = &data.game.phases[usize::from(game.phase)].tiles;
    let mut out = Vec::new();
    let powers = std::iter::once(None).chain(track::powers(data, game, corp).into_iter().map(Some));
    for by in powers {
        let anywhere = by.is_some_and(|c| track::lays_anywhere(data, c));
        let crushes = by.is_some_and(|c| track::crushes_towns(data, c));
        // A Dit Crusher's lay may also be the Surveyors' extra lay (named with it).
        let partners: Vec<Option<CardIx>> = std::iter::once(None)
            .chain(
                by.filter(|_| crushes)
                    .and_then(|b| track::partner(data, game, corp, b))
                    .map(Some),
            )
            .collect();
        for hex in 0..data.hexes.len() as u16 {
            if !anywhere && !track::reaches(data, &reach, hex) {
                continue;
            }
            for (t, info) in data.tile_info.iter().enumerate() {
                let tile = t as u16;
                if info.hidden {
                    out.push(PnwAction::LayTile {
                        hex,
                        tile,
                        rotation: 0,
                        by,
                        with: None,
                    });
                    continue;
                }
                if !allowed.contains(&info.colour) && !super::tiles::special(info) {
                    continue;
                }
                for rotation in 0..6 {
                    let fits = super::tiles::check_geometry(
                        data,
                        &game.board,
                        hex,
                        tile,
                        rotation,
                        crushes,
                    )
                    .is_ok();
                    // A power's lay may be free: the rules price it.
                    if fits
                        && (by.is_some() || track::cost(data, game, hex, tile, rotation) <= cash)
                    {
                        out.extend(partners.iter().map(|&with| PnwAction::LayTile {
                            hex,
                            tile,
                            rotation,
                            by,
                            with,
                        }));
                    }
                }
            }
        }
    }
    out
}

/// The company's best run, as the rules would score it.
fn best_run(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Option<PnwAction> {
    let (specs, run) = route_search::best_run(data, game, corp)?;
    let routes = specs
        .into_iter()
        .zip(run.revenues)
        .map(|(route, revenue)| RunRoute { route, revenue })
        .collect();
    Some(PnwAction::RunRoutes { routes })
}

/// The depot's next train as each thing it may be bought as, and trains given back to it.
fn depot_trains(data: &PnwData, game: &PnwGame) -> Vec<PnwAction> {
    let next = stock::next_train(game);
    let discarded = game
        .trains
        .iter()
        .enumerate()
        .filter(|(_, t)| t.owner == Owner::Bank && t.discarded)
        .map(|(i, _)| i);
    let mut out = Vec::new();
    let mut kinds = Vec::new();
    for t in next.into_iter().chain(discarded) {
        // Copies given back of one kind are one offer.
        if game.since(9) && game.trains[t].discarded {
            let kind = (&game.trains[t].name, &game.trains[t].runs_as);
            if kinds.contains(&kind) {
                continue;
            }
            kinds.push(kind);
        }
        let name = &game.trains[t].name;
        for variant in trains::sold_as(data, game, t) {
            if let Some(price) = trains::price(data, game, name, variant) {
                out.push(PnwAction::BuyTrain {
                    train: t as u16,
                    variant: variant.to_string(),
                    price,
                    exchange: None,
                });
            }
        }
    }
    out
}

/// Other companies' trains at $1, half and whole their price, and all the buyer's cash.
fn company_trains(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<PnwAction> {
    let cash = game.corps[usize::from(corp)].cash;
    let mut out = Vec::new();
    for (i, t) in game.trains.iter().enumerate() {
        if !matches!(t.owner, Owner::Corp(o) if o != corp) {
            continue;
        }
        let face = trains::price(data, game, &t.name, &t.runs_as).unwrap_or(1);
        let mut prices = vec![1, face / 2, face, cash];
        prices.retain(|p| *p >= 1 && *p <= cash);
        prices.sort_unstable();
        prices.dedup();
        out.extend(prices.into_iter().map(|price| PnwAction::BuyTrain {
            train: i as u16,
            variant: t.runs_as.clone(),
            price,
            exchange: None,
        }));
    }
    out
}

/// Each owned L made a 2.
fn l_upgrades(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<PnwAction> {
    let price = trains::upgrade_price(data, game);
    trains::owned(game, corp)
        .filter(|&t| game.trains[t].name == "L" && game.trains[t].runs_as == "L")
        .map(|t| PnwAction::BuyTrain {
            train: t as u16,
            variant: "2".into(),
            price,
            exchange: Some(t as u16),
        })
        .collect()
}

/// Naming a minor or regional to acquire — only one whose acquisition can then be settled —
/// and the acquisition's questions while one is under way.
fn acquisitions(game: &PnwGame, seat: SeatId, corp: CorpIx) -> Vec<PnwAction> {
    let Round::Operating(or) = &game.round else {
        return Vec::new();
    };
    if or.acquiring.is_some() {
        return Vec::new();
    }
    (0..game.corps.len() as CorpIx)
        .filter(|&p| p != corp && game.corps[usize::from(p)].kind != Kind::Major)
        .map(|partner| PnwAction::Merge { partner })
        .filter(|a| settles(game, seat, a))
        .collect()
}

/// Whether naming a partner leaves a question with an answer the rules take (a merger or an
/// acquisition never strands the player).
fn settles(game: &PnwGame, seat: SeatId, named: &PnwAction) -> bool {
    let mut copy = game.clone();
    super::super::phases::act_in_place(&mut copy, seat, named).is_ok()
        && choices(&copy, seat)
            .iter()
            .any(|c| accepted(&copy, seat, c))
}

/// The merger round: the minor's partners, or a pass; the merger's questions while one is made.
fn merger_turn(data: &PnwData, game: &PnwGame, seat: SeatId, mr: &MergerRound) -> Vec<PnwAction> {
    if mr.merging.is_some() {
        return choices(game, seat);
    }
    let Some(corp) = operating::operator(game) else {
        return Vec::new();
    };
    std::iter::once(PnwAction::Pass)
        .chain(
            merger::partners(data, game, corp)
                .into_iter()
                .map(|partner| PnwAction::Merge { partner })
                .filter(|a| settles(game, seat, a)),
        )
        .collect()
}
