//! What every spectator may see of a game of 1822PNW (nothing is hidden but the decks' order):
//! the round and phase, the bank, the market, every company, every player, the tiles on the
//! map, each finished round's prices and worths, and the scores — the only source of
//! `ferrovia state`, the log and the status line.

use super::actions::{DividendKind, PnwAction};
use super::data::PnwData;
use super::rules::{operating, scoring, shares};
use super::state::*;
use crate::table::SeatId;
use crate::table::driver::{Status, WordArg, Words};
use serde::Serialize;
use std::collections::BTreeMap;

/// Who holds a certificate or a private: a seat, or `treasury`, `pool`, `company N`, `gone`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum HolderShown {
    /// A player's seat.
    Seat(SeatId),
    /// Anyone else, named.
    Named(String),
}

/// A bid on a card in a bid box.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct BidShown {
    pub card: String,
    pub seat: SeatId,
    pub price: i64,
}

/// The round under way.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub enum RoundShown {
    /// A stock round: who acts, the bids, the bid boxes.
    Stock {
        set: u32,
        to_act: Option<SeatId>,
        bids: Vec<BidShown>,
        minor_boxes: Vec<Option<String>>,
        private_boxes: Vec<String>,
    },
    /// An operating round: the order, who operates, at which step, the revenue run.
    Operating {
        set: u32,
        round: u8,
        of: u8,
        order: Vec<String>,
        operating: Option<String>,
        step: Option<String>,
        revenue: i64,
    },
    /// A merger round: the minors' order and who decides.
    Merger {
        set: u32,
        round: u8,
        order: Vec<String>,
        deciding: Option<String>,
    },
}

/// A company on the market.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct MarketShown {
    pub company: String,
    pub column: usize,
    pub price: Option<u32>,
}

/// A station token on the map.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct TokenShown {
    pub hex: String,
    pub city: u8,
}

/// A city on the map: who sits in each token slot, and whose home is reserved there.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct CityShown {
    pub hex: String,
    pub city: u8,
    pub slots: Vec<Option<String>>,
    pub reserved: Vec<String>,
}

/// A company's charter.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct CompanyShown {
    pub id: String,
    pub kind: String,
    pub floated: bool,
    pub closed: bool,
    pub treasury: i64,
    pub price: Option<u32>,
    pub president: Option<SeatId>,
    /// What each train runs as.
    pub trains: Vec<String>,
    pub tokens: Vec<TokenShown>,
    pub tokens_left: u8,
    /// Each certificate's holder (the president's first).
    pub shares: Vec<HolderShown>,
    pub operated: u32,
    /// An associated minor's major.
    pub major: Option<String>,
}

/// A player's shares of one company (the president's certificate counts two).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct HoldingShown {
    pub company: String,
    pub shares: usize,
}

/// A player: cash, debt, holdings, cards and net worth.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct PlayerShown {
    pub seat: SeatId,
    pub cash: i64,
    pub debt: i64,
    pub shares: Vec<HoldingShown>,
    pub cards: Vec<String>,
    pub worth: i64,
}

/// A private company someone owns.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct PrivateShown {
    pub id: String,
    pub holder: HolderShown,
}

/// The depot: the next train, how many are left, and how many of each kind in the order sold.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct DepotShown {
    pub next: Option<String>,
    pub left: usize,
    pub by_kind: Vec<(String, usize)>,
}

/// A tile laid on the map.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct TileShown {
    pub hex: String,
    pub tile: String,
    pub rotation: u8,
}

/// A finished round as the charts show it: every company's price, every player's worth, and
/// after an operating round what each company's trains earned (games from rules version 5).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct RoundShownAfter {
    pub round: String,
    pub prices: BTreeMap<String, u32>,
    pub worths: Vec<i64>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub revenues: BTreeMap<String, i64>,
}

/// The end, triggered: why, and after which set and round.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct EndComingShown {
    pub reason: String,
    pub after_set: u32,
    pub after_round: u8,
}

/// Everything a spectator may see of a game of 1822PNW.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct PnwPublic {
    pub game: &'static str,
    pub scenario: String,
    pub round: RoundShown,
    pub phase: String,
    pub bank: i64,
    pub market: Vec<MarketShown>,
    pub companies: Vec<CompanyShown>,
    pub players: Vec<PlayerShown>,
    pub privates: Vec<PrivateShown>,
    pub depot: DepotShown,
    pub tiles: Vec<TileShown>,
    /// The hexes a tile was laid on in this operating round (games from rules version 5).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub laid: Vec<String>,
    /// Every city with a token or a reservation.
    pub cities: Vec<CityShown>,
    /// Each finished round (`SR 3`, `OR 3.2`, `MR 3.2`).
    pub history: Vec<RoundShownAfter>,
    pub ended: Option<String>,
    pub end_coming: Option<EndComingShown>,
}

/// The public view.
pub fn public(data: &PnwData, game: &PnwGame) -> PnwPublic {
    PnwPublic {
        game: "1822pnw",
        scenario: format!("{:?}", game.scenario).to_lowercase(),
        round: round(data, game),
        phase: data.game.phases[usize::from(game.phase)].name.clone(),
        bank: game.bank,
        market: market(data, game),
        companies: companies(data, game),
        players: players(data, game),
        privates: privates(data, game),
        depot: depot(game),
        tiles: tiles(data, game),
        laid: match &game.round {
            Round::Operating(or) => or
                .laid
                .iter()
                .map(|h| data.hexes[usize::from(*h)].id.clone())
                .collect(),
            _ => Vec::new(),
        },
        cities: cities(data, game),
        history: history(data, game),
        ended: game.ended.map(|r| format!("{r:?}").to_lowercase()),
        end_coming: game.end_coming.map(|e| EndComingShown {
            reason: format!("{:?}", e.reason).to_lowercase(),
            after_set: e.turn,
            after_round: e.round,
        }),
    }
}

/// A company's id (`GN`, `M4`).
pub fn corp_id(data: &PnwData, corp: CorpIx) -> String {
    data.corp_ids()
        .nth(usize::from(corp))
        .unwrap_or("?")
        .to_string()
}

/// A card's id (`P3`, `M12`).
pub fn card_id(data: &PnwData, card: CardIx) -> String {
    data.card_ids()
        .nth(usize::from(card))
        .unwrap_or("?")
        .to_string()
}

fn round(data: &PnwData, game: &PnwGame) -> RoundShown {
    let ids = |cs: &[CorpIx]| cs.iter().map(|c| corp_id(data, *c)).collect();
    match &game.round {
        Round::Stock(sr) => RoundShown::Stock {
            set: game.turn,
            to_act: sr.order.get(sr.at).copied(),
            bids: sr
                .bids
                .iter()
                .map(|b| BidShown {
                    card: card_id(data, b.card),
                    seat: b.seat,
                    price: b.price,
                })
                .collect(),
            minor_boxes: sr
                .minor_boxes
                .iter()
                .map(|c| c.map(|c| card_id(data, c)))
                .collect(),
            private_boxes: sr.private_boxes.iter().map(|c| card_id(data, *c)).collect(),
        },
        Round::Operating(or) => RoundShown::Operating {
            set: game.turn,
            round: game.round_num,
            of: game.set_length,
            order: ids(&or.order),
            operating: operating::operator(game).map(|c| corp_id(data, c)),
            step: operating::current_step(game).map(OrStep::name),
            revenue: or.revenue,
        },
        Round::Merger(mr) => RoundShown::Merger {
            set: game.turn,
            round: game.round_num,
            order: ids(&mr.order),
            deciding: operating::operator(game).map(|c| corp_id(data, c)),
        },
    }
}

fn market(data: &PnwData, game: &PnwGame) -> Vec<MarketShown> {
    game.market
        .order()
        .into_iter()
        .filter_map(|id| {
            let corp = id.0 as CorpIx;
            let cell = game.market.cell(id)?;
            Some(MarketShown {
                company: corp_id(data, corp),
                column: cell.col,
                price: game.price(corp),
            })
        })
        .collect()
}

fn holder(o: &Owner) -> HolderShown {
    match o {
        Owner::Bank => HolderShown::Named("treasury".into()),
        Owner::Player(p) => HolderShown::Seat(*p),
        Owner::Corp(c) => HolderShown::Named(format!("company {c}")),
        Owner::Pool => HolderShown::Named("pool".into()),
        Owner::Gone => HolderShown::Named("gone".into()),
    }
}

fn companies(data: &PnwData, game: &PnwGame) -> Vec<CompanyShown> {
    game.corps
        .iter()
        .enumerate()
        .filter(|(_, c)| c.in_play && (c.floated || c.parred || c.closed))
        .map(|(i, c)| {
            let corp = i as CorpIx;
            CompanyShown {
                id: corp_id(data, corp),
                kind: format!("{:?}", c.kind).to_lowercase(),
                floated: c.floated,
                closed: c.closed,
                treasury: c.cash,
                price: game.price(corp),
                president: game.president(corp),
                trains: game
                    .trains
                    .iter()
                    .filter(|t| t.owner == Owner::Corp(corp))
                    .map(|t| t.runs_as.clone())
                    .collect(),
                tokens: c
                    .tokens
                    .iter()
                    .map(|(h, city)| TokenShown {
                        hex: data.hexes[usize::from(*h)].id.clone(),
                        city: *city,
                    })
                    .collect(),
                tokens_left: c.tokens_left,
                shares: c.certs.iter().map(holder).collect(),
                operated: c.operated,
                major: c.major.map(|m| corp_id(data, m)),
            }
        })
        .collect()
}

fn players(data: &PnwData, game: &PnwGame) -> Vec<PlayerShown> {
    (0..game.players.len())
        .map(|seat| {
            let p = &game.players[seat];
            let shares = game
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
                    (n > 0).then(|| HoldingShown {
                        company: corp_id(data, i as CorpIx),
                        shares: n,
                    })
                })
                .collect();
            PlayerShown {
                seat,
                cash: p.cash,
                debt: p.debt,
                shares,
                cards: (0..game.cards.len())
                    .filter(|&c| game.cards[c] == Owner::Player(seat))
                    .map(|c| card_id(data, c as CardIx))
                    .collect(),
                worth: scoring::worth(data, game, seat).total(),
            }
        })
        .collect()
}

fn privates(data: &PnwData, game: &PnwGame) -> Vec<PrivateShown> {
    (0..data.game.privates.len())
        .filter(|&c| !matches!(game.cards[c], Owner::Bank | Owner::Gone))
        .map(|c| PrivateShown {
            id: card_id(data, c as CardIx),
            holder: holder(&game.cards[c]),
        })
        .collect()
}

fn depot(game: &PnwGame) -> DepotShown {
    let mut by_kind: Vec<(String, usize)> = Vec::new();
    for t in game
        .trains
        .iter()
        .filter(|t| t.owner == Owner::Bank && !t.reserved)
    {
        match by_kind.iter_mut().find(|(name, _)| *name == t.name) {
            Some((_, n)) => *n += 1,
            None => by_kind.push((t.name.clone(), 1)),
        }
    }
    DepotShown {
        next: super::rules::stock::next_train(game).map(|t| game.trains[t].name.clone()),
        left: by_kind.iter().map(|(_, n)| n).sum(),
        by_kind,
    }
}

/// Each finished round: every company's price and every player's net worth.
fn history(data: &PnwData, game: &PnwGame) -> Vec<RoundShownAfter> {
    game.history
        .iter()
        .map(|r| RoundShownAfter {
            round: r.round.clone(),
            prices: r
                .prices
                .iter()
                .map(|(c, p)| (corp_id(data, *c), *p))
                .collect(),
            worths: r.worths.clone(),
            revenues: r
                .revenues
                .iter()
                .map(|(c, v)| (corp_id(data, *c), *v))
                .collect(),
        })
        .collect()
}

fn tiles(data: &PnwData, game: &PnwGame) -> Vec<TileShown> {
    game.board
        .iter()
        .enumerate()
        .filter_map(|(h, s)| {
            let laid = s.laid?;
            Some(TileShown {
                hex: data.hexes[h].id.clone(),
                tile: data.tile_info[usize::from(laid.tile)].id.clone(),
                rotation: laid.rotation,
            })
        })
        .collect()
}

fn cities(data: &PnwData, game: &PnwGame) -> Vec<CityShown> {
    game.slots
        .iter()
        .filter(|s| s.tokens.iter().any(Option::is_some) || !s.reserved.is_empty())
        .map(|s| CityShown {
            hex: data.hexes[usize::from(s.hex)].id.clone(),
            city: s.city,
            slots: s
                .tokens
                .iter()
                .map(|t| t.map(|c| corp_id(data, c)))
                .collect(),
            reserved: s.reserved.iter().map(|&c| corp_id(data, c)).collect(),
        })
        .collect()
}

/// Where the game stands: the set and round, and what is being decided — by which company and
/// at which step of its turn.
pub fn status(data: &PnwData, game: &PnwGame) -> Status {
    let set = WordArg::Number(i64::from(game.turn));
    let company = operating::operator(game).map(|c| WordArg::Text(corp_id(data, c)));
    let (round, deciding) = match &game.round {
        Round::Stock(_) => (
            Words::key("pnw-status-stock").with("set", set),
            Words::key("pnw-phase-stock"),
        ),
        Round::Operating(_) => {
            let step = operating::current_step(game).map_or("operating".into(), OrStep::name);
            let deciding = match company {
                Some(c) => Words::key(&format!("pnw-deciding-{step}")).with("company", c),
                None => Words::key("pnw-phase-operating"),
            };
            (
                Words::key("pnw-status-operating")
                    .with("set", set)
                    .with("round", WordArg::Number(i64::from(game.round_num)))
                    .with("of", WordArg::Number(i64::from(game.set_length))),
                deciding,
            )
        }
        Round::Merger(_) => (
            Words::key("pnw-status-merger").with("set", set),
            match company {
                Some(c) => Words::key("pnw-deciding-merger").with("company", c),
                None => Words::key("pnw-phase-merger"),
            },
        ),
    };
    Status {
        round,
        deciding: game.ended.is_none().then_some(deciding),
    }
}

/// An action in words: who took it (the player, or the company they run) and what it did,
/// every word translated (names of cards, companies, hexes and tiles are not).
pub fn log(data: &PnwData, before: &PnwGame, seat: SeatId, action: &PnwAction) -> Words {
    let text = |s: String| WordArg::Text(s);
    let n = |v: i64| WordArg::Number(v);
    let hex = |h: u16| text(data.hexes[usize::from(h)].id.clone());
    let card = |c| text(card_id(data, c));
    let corp = |c| text(corp_id(data, c));
    // The company operating, or the player when none does.
    let company = operating::operator(before).map_or(WordArg::Seat(seat), corp);
    let by_seat = |key: &str| Words::key(key).with("seat", WordArg::Seat(seat));
    let by_company = |key: &str| Words::key(key).with("company", company.clone());
    match action {
        PnwAction::Bid { card: c, price } => by_seat("pnw-log-bid")
            .with("price", n(*price))
            .with("card", card(*c)),
        // A company's pass says what it let go by; a player's is just a pass.
        PnwAction::Pass => match (&before.round, operating::current_step(before)) {
            (Round::Operating(_), Some(step)) if operating::operator(before).is_some() => {
                by_company(&format!("pnw-log-skip-{}", step.name()))
            }
            (Round::Merger(_), _) if operating::operator(before).is_some() => {
                by_company("pnw-log-skip-merger")
            }
            _ => by_seat("pnw-log-pass"),
        },
        PnwAction::BuyTrain { variant, price, .. } => by_company("pnw-log-train")
            .with("train", text(variant.clone()))
            .with("price", n(*price)),
        PnwAction::LayTile { hex: h, tile, .. } => by_company("pnw-log-tile")
            .with("tile", text(data.tile_info[usize::from(*tile)].id.clone()))
            .with("hex", hex(*h)),
        PnwAction::RunRoutes { routes } => {
            by_company("pnw-log-run").with("revenue", n(routes.iter().map(|r| r.revenue).sum()))
        }
        PnwAction::AcquireCompany { card: c } => {
            by_company("pnw-log-acquire").with("card", card(*c))
        }
        // A major names the minor it acquires in its operating turn; minors merge in a merger round.
        PnwAction::Merge { partner } => by_company(match before.round {
            Round::Operating(_) => "pnw-log-acquire-minor",
            _ => "pnw-log-merge",
        })
        .with("partner", corp(*partner)),
        PnwAction::Choose { choice } => {
            by_seat("pnw-log-choose").with("choice", text(choice.clone()))
        }
        PnwAction::EndGame => by_seat("pnw-log-end"),
        PnwAction::Dividend { kind } => by_company(match kind {
            DividendKind::Payout => "pnw-log-payout",
            DividendKind::Half => "pnw-log-half",
            DividendKind::Withhold => "pnw-log-withhold",
        }),
        PnwAction::DestinationToken => by_company("pnw-log-destination"),
        PnwAction::PlaceToken { hex: h, .. } => by_company("pnw-log-token").with("hex", hex(*h)),
        PnwAction::Assign { card: c, hex: h } => by_seat("pnw-log-assign")
            .with("card", card(*c))
            .with("hex", hex(*h)),
        PnwAction::ChooseAbility { card: c, choice } => by_seat("pnw-log-ability")
            .with("card", card(*c))
            .with("choice", text(choice.clone())),
        PnwAction::PassPower { card: c } => by_seat("pnw-log-pass-power").with("card", card(*c)),
        PnwAction::DiscardTrain { train } => by_company("pnw-log-discard").with(
            "train",
            text(
                before
                    .trains
                    .get(usize::from(*train))
                    .map_or_else(|| "?".into(), |t| t.runs_as.clone()),
            ),
        ),
        PnwAction::SellShares {
            corp: c,
            certs,
            part,
        } => by_seat("pnw-log-sell")
            .with("n", n(shares::shares_in(certs, *part) as i64))
            .with("company", corp(*c)),
        PnwAction::Par { corp: c, price } => by_seat("pnw-log-par")
            .with("company", corp(*c))
            .with("price", n(i64::from(*price))),
        PnwAction::PayDebt => by_seat("pnw-log-pay-debt"),
        PnwAction::Redeem { certs } => {
            by_company("pnw-log-redeem").with("n", n(certs.len() as i64))
        }
        PnwAction::BuyShare { corp: c, .. } => by_seat("pnw-log-buy").with("company", corp(*c)),
    }
}
