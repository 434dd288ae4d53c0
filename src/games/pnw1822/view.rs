//! What every spectator may see of a game of 1822PNW (nothing is hidden but the decks' order):
//! the round and phase, the bank, the market, every company, every player, the tiles on the
//! map, each finished round's prices and worths, and the scores — the only source of
//! `ferrovia state`, the log and the status line.

use super::actions::PnwAction;
use super::data::PnwData;
use super::rules::{operating, scoring};
use super::state::*;
use crate::table::SeatId;
use crate::table::driver::{LogLine, Status, WordArg, Words};
use serde_json::{Value, json};

/// The public view.
pub fn public(data: &PnwData, game: &PnwGame) -> Value {
    json!({
        "game": "1822pnw",
        "scenario": format!("{:?}", game.scenario).to_lowercase(),
        "round": round(data, game),
        "phase": data.game.phases[usize::from(game.phase)].name,
        "bank": game.bank,
        "market": market(data, game),
        "companies": companies(data, game),
        "players": players(data, game),
        "privates": privates(data, game),
        "depot": depot(game),
        "tiles": tiles(data, game),
        "history": history(data, game),
        "ended": game.ended.map(|r| format!("{r:?}").to_lowercase()),
        "end_coming": game.end_coming.map(|e| json!({
            "reason": format!("{:?}", e.reason).to_lowercase(),
            "after_set": e.turn,
            "after_round": e.round,
        })),
    })
}

fn corp_id(data: &PnwData, corp: CorpIx) -> &str {
    data.corp_ids().nth(usize::from(corp)).unwrap_or("?")
}

fn card_id(data: &PnwData, card: CardIx) -> &str {
    data.card_ids().nth(usize::from(card)).unwrap_or("?")
}

fn round(data: &PnwData, game: &PnwGame) -> Value {
    match &game.round {
        Round::Stock(sr) => json!({
            "kind": "stock",
            "set": game.turn,
            "to_act": sr.order.get(sr.at),
            "bids": sr.bids.iter().map(|b| json!({
                "card": card_id(data, b.card), "seat": b.seat, "price": b.price,
            })).collect::<Vec<_>>(),
            "minor_boxes": sr.minor_boxes.iter().map(|c| c.map(|c| card_id(data, c))).collect::<Vec<_>>(),
            "private_boxes": sr.private_boxes.iter().map(|c| card_id(data, *c)).collect::<Vec<_>>(),
        }),
        Round::Operating(or) => json!({
            "kind": "operating",
            "set": game.turn,
            "round": game.round_num,
            "of": game.set_length,
            "order": or.order.iter().map(|c| corp_id(data, *c)).collect::<Vec<_>>(),
            "operating": operating::operator(game).map(|c| corp_id(data, c)),
            "step": operating::current_step(game).map(|s| format!("{s:?}").to_lowercase()),
            "revenue": or.revenue,
        }),
        Round::Merger(mr) => json!({
            "kind": "merger",
            "set": game.turn,
            "round": game.round_num,
            "order": mr.order.iter().map(|c| corp_id(data, *c)).collect::<Vec<_>>(),
            "deciding": operating::operator(game).map(|c| corp_id(data, c)),
        }),
    }
}

fn market(data: &PnwData, game: &PnwGame) -> Value {
    game.market
        .order()
        .into_iter()
        .filter_map(|id| {
            let corp = id.0 as CorpIx;
            let cell = game.market.cell(id)?;
            Some(json!({
                "company": corp_id(data, corp),
                "column": cell.col,
                "price": game.price(corp),
            }))
        })
        .collect()
}

fn holder(o: &Owner) -> Value {
    match o {
        Owner::Bank => json!("treasury"),
        Owner::Player(p) => json!(p),
        Owner::Corp(c) => json!(format!("company {c}")),
        Owner::Pool => json!("pool"),
        Owner::Gone => json!("gone"),
    }
}

fn companies(data: &PnwData, game: &PnwGame) -> Value {
    game.corps
        .iter()
        .enumerate()
        .filter(|(_, c)| c.in_play && (c.floated || c.parred || c.closed))
        .map(|(i, c)| {
            let corp = i as CorpIx;
            json!({
                "id": corp_id(data, corp),
                "kind": format!("{:?}", c.kind).to_lowercase(),
                "floated": c.floated,
                "closed": c.closed,
                "treasury": c.cash,
                "price": game.price(corp),
                "president": game.president(corp),
                "trains": game.trains.iter().filter(|t| t.owner == Owner::Corp(corp))
                    .map(|t| t.runs_as.clone()).collect::<Vec<_>>(),
                "tokens": c.tokens.iter().map(|(h, city)| json!({
                    "hex": data.hexes[usize::from(*h)].id, "city": city,
                })).collect::<Vec<_>>(),
                "tokens_left": c.tokens_left,
                "shares": c.certs.iter().map(holder).collect::<Vec<_>>(),
                "operated": c.operated,
                "major": c.major.map(|m| corp_id(data, m)),
            })
        })
        .collect()
}

fn players(data: &PnwData, game: &PnwGame) -> Value {
    (0..game.players.len())
        .map(|seat| {
            let p = &game.players[seat];
            let w = scoring::worth(data, game, seat);
            let shares: Vec<Value> = game
                .corps
                .iter()
                .enumerate()
                .filter_map(|(i, c)| {
                    let n: usize = c
                        .certs
                        .iter()
                        .enumerate()
                        .filter(|(_, o)| **o == Owner::Player(seat))
                        .map(|(k, _)| {
                            if k == 0 && c.kind == Kind::Major {
                                2
                            } else {
                                1
                            }
                        })
                        .sum();
                    (n > 0).then(|| json!({"company": corp_id(data, i as CorpIx), "shares": n}))
                })
                .collect();
            let cards: Vec<&str> = (0..game.cards.len())
                .filter(|&c| game.cards[c] == Owner::Player(seat))
                .map(|c| card_id(data, c as CardIx))
                .collect();
            json!({
                "seat": seat,
                "cash": p.cash,
                "debt": p.debt,
                "shares": shares,
                "cards": cards,
                "worth": w.total(),
            })
        })
        .collect()
}

fn privates(data: &PnwData, game: &PnwGame) -> Value {
    (0..data.game.privates.len())
        .filter(|&c| !matches!(game.cards[c], Owner::Bank | Owner::Gone))
        .map(|c| {
            json!({
                "id": card_id(data, c as CardIx),
                "holder": holder(&game.cards[c]),
            })
        })
        .collect()
}

fn depot(game: &PnwGame) -> Value {
    let next = super::rules::stock::next_train(game);
    json!({
        "next": next.map(|t| game.trains[t].name.clone()),
        "left": game.trains.iter().filter(|t| t.owner == Owner::Bank && !t.reserved).count(),
    })
}

/// Each finished round: every company's price and every player's net worth.
fn history(data: &PnwData, game: &PnwGame) -> Value {
    game.history
        .iter()
        .map(|r| {
            let prices: serde_json::Map<String, Value> = r
                .prices
                .iter()
                .map(|(c, p)| (corp_id(data, *c).to_string(), json!(p)))
                .collect();
            json!({"round": r.round, "prices": prices, "worths": r.worths})
        })
        .collect()
}

fn tiles(data: &PnwData, game: &PnwGame) -> Value {
    game.board
        .iter()
        .enumerate()
        .filter_map(|(h, s)| {
            let laid = s.laid?;
            Some(json!({
                "hex": data.hexes[h].id,
                "tile": data.tile_info[usize::from(laid.tile)].id,
                "rotation": laid.rotation,
            }))
        })
        .collect()
}

/// Where the game stands: the set and round, and what is being decided.
pub fn status(game: &PnwGame) -> Status {
    let set = WordArg::Number(i64::from(game.turn));
    let (round, deciding) = match &game.round {
        Round::Stock(_) => (
            Words::key("pnw-status-stock").with("set", set),
            "pnw-phase-stock",
        ),
        Round::Operating(_) => (
            Words::key("pnw-status-operating")
                .with("set", set)
                .with("round", WordArg::Number(i64::from(game.round_num)))
                .with("of", WordArg::Number(i64::from(game.set_length))),
            "pnw-phase-operating",
        ),
        Round::Merger(_) => (
            Words::key("pnw-status-merger").with("set", set),
            "pnw-phase-merger",
        ),
    };
    Status {
        round,
        deciding: game.ended.is_none().then(|| Words::key(deciding)),
    }
}

/// One line per action, naming the seat and what it did.
pub fn log(data: &PnwData, actions: &[(SeatId, &PnwAction)]) -> Vec<LogLine> {
    actions
        .iter()
        .map(|(seat, a)| LogLine {
            seat: Some(*seat),
            words: Words::key("pnw-log")
                .with("seat", WordArg::Number(*seat as i64 + 1))
                .with("what", WordArg::Text(describe(data, a))),
        })
        .collect()
}

/// An action in a few words (names of cards, companies, hexes and tiles are not translated).
fn describe(data: &PnwData, a: &PnwAction) -> String {
    match a {
        PnwAction::Bid { card, price } => format!("bid ${price} on {}", card_id(data, *card)),
        PnwAction::Pass => "pass".into(),
        PnwAction::BuyTrain { variant, price, .. } => format!("train {variant} for ${price}"),
        PnwAction::LayTile {
            hex,
            tile,
            rotation,
            ..
        } => format!(
            "tile {} on {} ({rotation})",
            data.tile_info[usize::from(*tile)].id,
            data.hexes[usize::from(*hex)].id
        ),
        PnwAction::RunRoutes { routes } => {
            format!(
                "runs for ${}",
                routes.iter().map(|r| r.revenue).sum::<i64>()
            )
        }
        PnwAction::AcquireCompany { card } => format!("acquires {}", card_id(data, *card)),
        PnwAction::Merge { partner } => format!("with {}", corp_id(data, *partner)),
        PnwAction::Choose { choice } => choice.clone(),
        PnwAction::EndGame => "ends the game".into(),
        PnwAction::Dividend { kind } => format!("{kind:?}").to_lowercase(),
        PnwAction::DestinationToken => "destination token".into(),
        PnwAction::PlaceToken { hex, .. } => {
            format!("token on {}", data.hexes[usize::from(*hex)].id)
        }
        PnwAction::Assign { card, hex } => format!(
            "{} on {}",
            card_id(data, *card),
            data.hexes[usize::from(*hex)].id
        ),
        PnwAction::ChooseAbility { card, choice } => {
            format!("{}: {choice}", card_id(data, *card))
        }
        PnwAction::PassPower { card } => format!("{} passes", card_id(data, *card)),
        PnwAction::DiscardTrain { train } => format!("discards train {train}"),
        PnwAction::SellShares { corp, certs } => {
            format!("sells {} of {}", certs.len(), corp_id(data, *corp))
        }
        PnwAction::Par { corp, price } => format!("pars {} at ${price}", corp_id(data, *corp)),
        PnwAction::PayDebt => "pays debt".into(),
        PnwAction::Redeem { certs } => format!("redeems {}", certs.len()),
        PnwAction::BuyShare { corp, .. } => format!("buys {}", corp_id(data, *corp)),
    }
}
