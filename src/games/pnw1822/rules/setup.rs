//! A new game: the scenario's cash and limits, the deck dealt by the site's shuffle from the
//! game's seed, the depot (with the private companies' trains held back), the market, the board
//! with the minors' and regionals' home reservations, and the first stock round.

use super::super::data::PnwData;
use super::super::schema::{Node, ScenarioId, for_seats};
use super::super::state::*;
use super::deck;
use super::tiles::HexState;
use crate::kits::market::StockMarket;
use crate::table::SeatId;

/// Optional rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    /// L trains taken out of the depot before play (18xx.games' `remove_two_ls` /
    /// `remove_three_ls`).
    pub remove_ls: u8,
    /// The Starting Packet: fixed minors and privates per seat, no cash, operating rounds
    /// first (18xx.games' `starting_packet`).
    pub starting_packet: bool,
}

/// Unlimited train cards (the 7s) are dealt this many copies: more than a game can buy.
const UNLIMITED: u16 = 30;

/// The rules version a new game is played under (see `PnwGame::version`). Version 5 changes
/// no rule: its games keep each company's revenue per operating round in their history (the
/// table's revenue chart), which would change older records' state hashes. Version 6: a loan
/// is paid back only by a player who owes one and has cash to pay with (before, paying nothing
/// was a move), and a major's revenue is paid out, halved or withheld, never passed by.
/// Version 7: the rules 18xx.games plays that no recorded game reached, found by playing every
/// game here through the site's own engine (README, "1822PNW and 18xx.games"): a major's second
/// lay is never an upgrade, a destination token only once the home's track reaches there, …
/// Version 8: more of the same, found over many more seeds: an upgrade must give the company
/// new track or a new value (`rules::new_track`), …
/// Version 9: a train given back is sold only as it ran, and the copy named is the one bought.
pub const RULES_VERSION: u32 = 9;

/// Sets up a game for `seats` players under the current rules.
pub fn new_game(
    data: &PnwData,
    scenario: ScenarioId,
    seats: usize,
    seed: u64,
    options: Options,
) -> Result<PnwGame, String> {
    new_game_under(data, scenario, seats, seed, options, RULES_VERSION)
}

/// Sets up a game for `seats` players under rules version `version`: from version 8 the
/// Starting Packet's minor deck keeps its shuffled order, as 18xx.games deals it.
pub fn new_game_under(
    data: &PnwData,
    scenario: ScenarioId,
    seats: usize,
    seed: u64,
    options: Options,
    version: u32,
) -> Result<PnwGame, String> {
    let sc = data.scenario(scenario);
    if options.starting_packet && scenario != ScenarioId::Full {
        // Its minors and privates are the full game's; the scenarios have no optional rules.
        return Err(format!(
            "the Starting Packet is played with the full game only, not the {}",
            sc.title
        ));
    }
    if seats < sc.players.0 || seats > sc.players.1 {
        return Err(format!(
            "{} is for {} to {} players, not {seats}",
            sc.title, sc.players.0, sc.players.1
        ));
    }
    let per = |table: &[(usize, u32)]| for_seats(table, seats);
    let cash = i64::from(per(&sc.cash));
    let players = vec![Player { cash, debt: 0 }; seats];
    let bank = i64::from(data.game.bank) - cash * seats as i64;

    let plain = options.starting_packet && version >= 8;
    let dealt = deck::deal(&sc.deck, &data.associated_cards(), seed, plain);
    let ix = |id: &String| {
        data.card(id)
            .expect("the data check names only known cards")
    };
    let minor_deck: Vec<CardIx> = dealt.minors.iter().map(ix).collect();
    let private_deck: Vec<CardIx> = dealt.privates.iter().map(ix).collect();
    let cards: Vec<Owner> = data
        .card_ids()
        .map(|id| {
            if sc.deck.companies.iter().any(|c| c == id) {
                Owner::Bank
            } else {
                Owner::Gone
            }
        })
        .collect();

    let minors = data.game.minors.len();
    let regionals = data.game.regionals.len();
    let corps: Vec<Corp> = data
        .corp_ids()
        .enumerate()
        .map(|(i, id)| {
            let (kind, in_play) = if i < minors {
                (
                    Kind::Minor,
                    sc.deck.companies.contains(&data.game.minors[i].card),
                )
            } else if i < minors + regionals {
                let r = &data.game.regionals[i - minors];
                (Kind::Regional, sc.deck.companies.contains(&r.card))
            } else {
                (Kind::Major, sc.majors.iter().any(|m| m == id))
            };
            Corp {
                kind,
                in_play,
                floated: false,
                closed: !in_play,
                cash: 0,
                certs: match kind {
                    Kind::Major => vec![Owner::Bank; 9],
                    _ => vec![Owner::Bank],
                },
                arrived: Vec::new(),
                operated: 0,
                tokens: Vec::new(),
                tokens_left: 0,
                payouts: 0,
                major: data
                    .game
                    .minors
                    .get(i)
                    .filter(|m| !m.major.is_empty())
                    .and_then(|m| data.corp(&m.major)),
                home: None,
                route_seen: false,
                parred: false,
                destination_placed: false,
                exchange_tokens: if kind == Kind::Major { 3 } else { 0 },
            }
        })
        .collect();

    let mut trains = Vec::new();
    for t in &data.game.trains {
        let change = sc.trains.iter().find(|c| c.name == t.name);
        let count = change
            .and_then(|c| c.count)
            .or(t.count)
            .map_or(UNLIMITED, |n| n as u16);
        for index in 0..count {
            trains.push(Train {
                name: t.name.clone(),
                index,
                runs_as: t.name.clone(),
                owner: Owner::Bank,
                reserved: t.from_private,
                discarded: false,
                ran: false,
            });
        }
    }
    for t in trains
        .iter_mut()
        .filter(|t| t.name == "L")
        .take(usize::from(options.remove_ls))
    {
        t.owner = Owner::Gone;
    }

    let prices: Vec<Option<u32>> = data
        .game
        .market
        .iter()
        .map(|c| super::super::schema::market_cell(c).map(|(p, _)| p))
        .collect();
    let market = StockMarket::new(vec![prices]);

    let mut slots = Vec::new();
    for (h, hex) in data.hexes.iter().enumerate() {
        let cities = hex.nodes.iter().filter_map(|n| match n {
            Node::City { slots, .. } => Some(*slots),
            _ => None,
        });
        for (city, n) in cities.enumerate() {
            slots.push(CitySlots {
                hex: h as u16,
                city: city as u8,
                tokens: vec![None; usize::from(n)],
                reserved: Vec::new(),
            });
        }
    }
    let mut reserve = |corp: usize, home: &str, city: u8| {
        if !corps[corp].in_play {
            return;
        }
        let hex = data.hex(home).expect("checked home");
        if let Some(s) = slots.iter_mut().find(|s| s.hex == hex && s.city == city) {
            s.reserved.push(corp as CorpIx);
        }
    };
    for (i, m) in data.game.minors.iter().enumerate() {
        reserve(i, &m.home, m.city);
    }
    for (i, r) in data.game.regionals.iter().enumerate() {
        reserve(minors + i, &r.home, 0);
    }

    let order: Vec<SeatId> = (0..seats).collect();
    let mut game = PnwGame {
        scenario,
        players,
        bank,
        corps,
        cards,
        minor_deck,
        private_deck,
        paired: dealt.pair.as_ref().map(|(a, u)| (ix(a), ix(u))),
        trains: trains.into(),
        market,
        board: vec![HexState::default(); data.hexes.len()].into(),
        slots,
        phase: 0,
        turn: 1,
        round_num: 1,
        set_length: 1,
        priority: order.clone(),
        round: Round::Stock(StockRound {
            order: Vec::new(),
            at: 0,
            passes: 0,
            bids_this_turn: 0,
            acted: false,
            bids: Vec::new(),
            minor_boxes: Vec::new(),
            private_boxes: Vec::new(),
            converting: None,
            sold: Vec::new(),
            sold_now: Vec::new(),
        }),
        bid_tokens: per(&sc.bid_tokens),
        cert_limit: per(&sc.cert_limit),
        returned: Vec::new(),
        starting_packet: false,
        lenient: false,
        trusted_routes: false,
        legacy_e: false,
        site_2023: false,
        version,
        mill: None,
        ski: None,
        uses: Vec::new(),
        used: Vec::new(),
        ended: None,
        end_coming: None,
        boxes_filled: None,
        history: Default::default(),
    };
    if options.starting_packet {
        if options.remove_ls > 0 {
            return Err("the starting packet is played with every L train".into());
        }
        deal_packets(data, &mut game)?;
        super::stock::fill_boxes(data, &mut game);
        super::operating::begin_set(data, &mut game);
        super::operating::close_round(data, &mut game);
    } else {
        super::stock::fill_boxes(data, &mut game);
        super::stock::begin(data, &mut game);
    }
    Ok(game)
}

/// The Starting Packet: each seat's cash goes back to the bank; its minors float at $50 with
/// $100 each and its privates are its own, all out of the decks.
fn deal_packets(data: &PnwData, game: &mut PnwGame) -> Result<(), String> {
    let packet = &data.game.starting_packet;
    if game.players.len() > packet.minors.len() {
        return Err(format!(
            "the starting packet is for up to {} players",
            packet.minors.len()
        ));
    }
    game.starting_packet = true;
    for seat in 0..game.players.len() {
        game.bank += game.players[seat].cash;
        game.players[seat].cash = 0;
        for id in &packet.minors[seat] {
            let card = data.card(id).ok_or_else(|| format!("no card {id}"))?;
            let corp = data
                .card_corp(card)
                .ok_or_else(|| format!("{id} is no minor"))?;
            if game.cards[usize::from(card)] != Owner::Bank {
                return Err(format!("{id} is not in this scenario"));
            }
            game.cards[usize::from(card)] = Owner::Gone;
            game.minor_deck.retain(|c| *c != card);
            let c = &mut game.corps[usize::from(corp)];
            c.certs = vec![Owner::Player(seat)];
            c.floated = true;
            c.cash += 100;
            game.bank -= 100;
            super::stock::float_at(data, game, corp, 50);
        }
        for id in &packet.privates[seat] {
            let card = data.card(id).ok_or_else(|| format!("no card {id}"))?;
            if game.cards[usize::from(card)] != Owner::Bank {
                return Err(format!("{id} is not in this scenario"));
            }
            game.cards[usize::from(card)] = Owner::Player(seat);
            game.private_deck.retain(|c| *c != card);
        }
    }
    Ok(())
}
