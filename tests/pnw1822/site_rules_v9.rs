//! Rules version 9: what 18xx.games' own engine still refused over the bot games of rules version
//! 8, one rule a test on a position built by hand, each held against version 8 (saves keep the
//! rules they began with). The `D…` names are the rows of
//! `../shared/reference/1822pnw/differences_from_18xx_games.md`.

use super::powers::{act, cpr_at_100, depot, game, hex, lay, major, price_at};
use ferrovia::games::pnw1822::actions::{PnwAction, Refusal};
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::rules::{self, operating, shares, trains};
use ferrovia::games::pnw1822::state::{CorpIx, OrStep, Owner, PnwGame, Round};
use ferrovia::kits::market::{CompanyId, Move};

fn buy(train: u16, variant: &str, price: i64) -> PnwAction {
    PnwAction::BuyTrain {
        train,
        variant: variant.into(),
        price,
        exchange: None,
    }
}

/// A train given back keeps the side it ran on (the site's `remove_variants!`): a 7 given back
/// is sold as a 7, never flipped to an E. And of two copies given back, the one named is the
/// one bought.
#[test]
fn a_train_given_back_is_sold_only_as_it_ran_and_the_copy_named_is_bought() {
    let (mut g, cpr) = major("CPR", 5000, &["A8"], 6, OrStep::BuyTrain);
    let [seven]: [u16; 1] = depot(&g, "7", 1).try_into().unwrap();
    g.train_mut(usize::from(seven)).discarded = true;
    let e = trains::price(pnw(), &g, "7", "E").expect("a 7 may be bought as an E");
    let seven_price = trains::price(pnw(), &g, "7", "7").unwrap();
    let mut v8 = g.clone();
    v8.version = 8;
    let before = g.clone();
    assert_eq!(act(&mut g, 0, buy(seven, "E", e)), Err(Refusal::NoTrain));
    assert_eq!(g, before);
    let offered = rules::legal::list(pnw(), &g, 0);
    assert!(offered.contains(&buy(seven, "7", seven_price)));
    assert!(!offered.contains(&buy(seven, "E", e)));
    act(&mut v8, 0, buy(seven, "E", e)).unwrap();
    assert_eq!(v8.trains[usize::from(seven)].runs_as, "E");

    // Two 3s given back: the second, named, is bought (version 8 took the first).
    let (mut g, cpr3) = major("CPR", 500, &["A8"], 2, OrStep::BuyTrain);
    let [first, second]: [u16; 2] = depot(&g, "3", 2).try_into().unwrap();
    for t in [first, second] {
        g.train_mut(usize::from(t)).discarded = true;
    }
    let mut v8 = g.clone();
    v8.version = 8;
    // The copies given back are one offer.
    let threes = |g: &PnwGame| {
        rules::legal::list(pnw(), g, 0)
            .into_iter()
            .filter(|a| matches!(a, PnwAction::BuyTrain { train, .. } if [first, second].contains(train)))
            .count()
    };
    assert_eq!(threes(&g), 1);
    assert_eq!(threes(&v8), 2);
    act(&mut g, 0, buy(second, "3", 200)).unwrap();
    assert_eq!(g.trains[usize::from(second)].owner, Owner::Corp(cpr3));
    assert_eq!(g.trains[usize::from(first)].owner, Owner::Bank);
    act(&mut v8, 0, buy(second, "3", 200)).unwrap();
    assert_eq!(v8.trains[usize::from(first)].owner, Owner::Corp(cpr3));
    assert_eq!(cpr, cpr3);
}

fn sell(corp: CorpIx, certs: &[u8], part: bool) -> PnwAction {
    PnwAction::SellShares {
        corp,
        certs: certs.to_vec(),
        part,
    }
}

/// CPR at $100 in a stock round: the seller holds the president's certificate and share 3, the
/// other player shares 1 and 2.
fn presidency_to_sell() -> (PnwGame, CorpIx, usize, usize) {
    let mut g = game();
    let Round::Stock(sr) = &g.round else {
        panic!("the game opens with a stock round");
    };
    let (seller, other) = (sr.order[0], sr.order[1]);
    let cpr = cpr_at_100(&mut g, seller, &[(1, other), (2, other), (3, seller)]);
    (g, cpr, seller, other)
}

fn price_after(g: &PnwGame, corp: CorpIx, cells: usize) -> Option<u32> {
    let mut m = g.market.clone();
    for _ in 0..cells {
        m.shift(CompanyId(u16::from(corp)), Move::Left);
    }
    m.price(CompanyId(u16::from(corp)))
}

/// D17: a president may sell the president's certificate, with all their other shares, when
/// another player holds two shares to take it: that player's first two shares go to the pool
/// in exchange; sold in part, one share of the pool comes back to the seller. The price drops a
/// cell per share the president sold.
#[test]
fn d17_a_president_sells_the_presidency_to_a_player_holding_two_shares() {
    let (g, cpr, seller, other) = presidency_to_sell();
    let cash = g.players[seller].cash;

    let mut whole = g.clone();
    act(&mut whole, seller, sell(cpr, &[3, 0], false)).unwrap();
    let c = &whole.corps[usize::from(cpr)];
    assert_eq!(c.certs[0], Owner::Player(other));
    assert_eq!(&c.certs[1..=3], &[Owner::Pool, Owner::Pool, Owner::Pool]);
    assert_eq!(whole.players[seller].cash, cash + 300);
    assert_eq!(whole.price(cpr), price_after(&g, cpr, 3));

    let mut part = g.clone();
    act(&mut part, seller, sell(cpr, &[3, 0], true)).unwrap();
    let c = &part.corps[usize::from(cpr)];
    assert_eq!(c.certs[0], Owner::Player(other));
    // Share 3 reached the pool first: it is the one handed back.
    assert_eq!(c.certs[3], Owner::Player(seller));
    assert_eq!(&c.certs[1..=2], &[Owner::Pool, Owner::Pool]);
    assert_eq!(part.players[seller].cash, cash + 200);
    assert_eq!(part.price(cpr), price_after(&g, cpr, 2));

    // Not without the seller's other shares, nor to a player holding one share.
    let mut h = g.clone();
    let refused = act(&mut h, seller, sell(cpr, &[0], false));
    assert!(matches!(refused, Err(Refusal::NotNow(_))), "{refused:?}");
    assert_eq!(h, g);
    let mut one = g.clone();
    one.corps[usize::from(cpr)].certs[2] = Owner::Bank;
    assert!(act(&mut one, seller, sell(cpr, &[3, 0], false)).is_err());
    assert!(
        !shares::bundles(&one, seller, cpr)
            .iter()
            .any(|(c, _)| c.contains(&0))
    );
    // Version 8 never sold it.
    let mut v8 = g.clone();
    v8.version = 8;
    assert!(act(&mut v8, seller, sell(cpr, &[3, 0], false)).is_err());
    assert!(
        rules::legal::list(pnw(), &g, seller).contains(&sell(cpr, &[3, 0], true)),
        "offered at the table"
    );
}

/// The emergency sale for a train (18xx.games' `EmergencyMoney`): a president sells the
/// presidency of another company before borrowing (the site refuses the loan while such a sale
/// is open), but never shares of the operating company that would cost its presidency.
#[test]
fn an_emergency_sale_dumps_another_presidency_but_never_the_operating_companys() {
    // SWW must buy a train with no cash; its president holds CPR's presidency alone, the next
    // player two CPR shares.
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 0;
    let cpr = cpr_at_100(&mut g, 0, &[(1, 1), (2, 1)]);
    price_at(&mut g, cpr, 40);
    let mut v8 = g.clone();
    v8.version = 8;
    assert!(shares::can_sell(pnw(), &g, 0), "the presidency can be sold");
    assert!(!shares::can_sell(pnw(), &v8, 0));
    let train = rules::stock::next_train(&g).unwrap();
    let price = operating::depot_cheapest(pnw(), &g).unwrap();
    let variant = trains::sold_as(pnw(), &g, train)
        .into_iter()
        .find(|v| trains::price(pnw(), &g, &g.trains[train].name, v) == Some(price))
        .unwrap()
        .to_string();
    let before = g.clone();
    let refused = act(&mut g, 0, buy(train as u16, &variant, price));
    assert_eq!(
        refused,
        Err(Refusal::NotNow(
            "borrowing before selling the shares you can"
        ))
    );
    assert_eq!(g, before);
    act(&mut g, 0, sell(cpr, &[0], true)).unwrap();
    assert_eq!(g.corps[usize::from(cpr)].certs[0], Owner::Player(1));
    assert_eq!(operating::operator(&g), Some(sww));

    // SWW's own shares: its president (the certificate and shares 1 and 5) may sell one, not
    // both, with the next player holding three.
    let (mut g, sww2) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 0;
    let c = &mut g.corps[usize::from(sww2)];
    for (k, seat) in [(1, 0), (5, 0), (2, 1), (3, 1), (4, 1)] {
        c.certs[k] = Owner::Player(seat);
    }
    price_at(&mut g, sww2, 40);
    let mut v8 = g.clone();
    v8.version = 8;
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, sell(sww2, &[1, 5], false)),
        Err(Refusal::NotNow(
            "selling the operating company's shares so that its presidency changes"
        ))
    );
    assert_eq!(g, before);
    act(&mut v8, 0, sell(sww2, &[1, 5], false)).unwrap();
    assert_eq!(v8.corps[usize::from(sww2)].certs[0], Owner::Player(1));
    act(&mut g, 0, sell(sww2, &[1], false)).unwrap();
    assert_eq!(g.corps[usize::from(sww2)].certs[0], Owner::Player(0));
}

/// Stevenson Cascade Locks (O14): its two printed yellow cities join into one green city, on
/// tile 15 or 619 only (`tiles.ron`, `joined_cities`) — not a plain junction like 80, which
/// would take both cities off the map.
#[test]
fn the_cascade_locks_two_cities_join_only_into_a_green_city() {
    let (g, _) = major("SWW", 1000, &["O14"], 3, OrStep::Track);
    // Version 7 (before an upgrade had to give new track) took the junction.
    let mut v7 = g.clone();
    v7.version = 7;
    let mut h = g.clone();
    let refused = act(&mut h, 0, lay("O14", "80", 5, None));
    assert!(
        matches!(&refused, Err(Refusal::Tile(why)) if why.contains("other towns or cities")),
        "{refused:?}"
    );
    assert_eq!(h, g);
    act(&mut v7, 0, lay("O14", "80", 5, None)).unwrap();
    let at_o14: Vec<String> = rules::legal::list(pnw(), &g, 0)
        .into_iter()
        .filter_map(|a| match a {
            PnwAction::LayTile {
                hex: h, tile: t, ..
            } if h == hex("O14") && !pnw().tile_info[usize::from(t)].hidden => {
                Some(pnw().tile_info[usize::from(t)].id.clone())
            }
            _ => None,
        })
        .collect();
    assert!(!at_o14.is_empty(), "a green city is offered");
    assert!(at_o14.iter().all(|t| t == "15" || t == "619"), "{at_o14:?}");
}

/// A broken bank and a price on an end cell ending the game with the same operating round: the
/// site names the market (its `current_or` timing ranks above the bank's `full_or`).
#[test]
fn the_market_names_an_end_the_bank_also_brought() {
    use ferrovia::games::pnw1822::schema::ScenarioId;
    use ferrovia::games::pnw1822::state::EndReason;
    let (mut g, sww) = major("SWW", 0, &["H11"], 4, OrStep::Dividend);
    g.set_length = 2;
    g.round_num = 2;
    g.bank = -10;
    rules::ending::note_triggers(pnw(), &mut g);
    let bank = g.end_coming.unwrap();
    assert_eq!(bank.reason, EndReason::Bank);
    let top = pnw().scenario(ScenarioId::Full).end_cells[0];
    price_at(&mut g, sww, top);
    let mut v8 = g.clone();
    v8.version = 8;
    for (g, named) in [(&mut g, EndReason::StockMarket), (&mut v8, EndReason::Bank)] {
        rules::ending::note_triggers(pnw(), g);
        let end = g.end_coming.unwrap();
        assert_eq!(
            (end.turn, end.round),
            (bank.turn, bank.round),
            "the same end"
        );
        assert_eq!(end.reason, named);
    }
}

/// The Cascade Portage Railway (minor 19) is reserved Stevenson Cascade Locks' second city: once
/// the two cities join, its home is the one city, where its token goes when it floats (and
/// where a major buying it from its bid box connects to it).
#[test]
fn a_home_reserved_in_a_joined_city_is_the_one_city() {
    use super::powers::corp;
    let (mut g, _) = major("SWW", 1000, &["O14"], 3, OrStep::Track);
    let m19 = corp("19");
    act(&mut g, 0, lay("O14", "619", 3, None)).unwrap();
    let mut v8 = g.clone();
    v8.version = 8;
    assert_eq!(
        rules::stock::reserved_home(pnw(), &g, m19),
        Some((hex("O14"), 0))
    );
    assert_eq!(
        rules::stock::reserved_home(pnw(), &v8, m19),
        Some((hex("O14"), 1))
    );
    rules::stock::place_home(pnw(), &mut g, m19);
    assert_eq!(g.corps[usize::from(m19)].tokens, vec![(hex("O14"), 0)]);
    rules::stock::place_home(pnw(), &mut v8, m19);
    assert!(
        v8.corps[usize::from(m19)].tokens.is_empty(),
        "version 8 found no city 1"
    );
}

/// Two minors worth more than six shares at any par merge at $100 for six shares, the treasury
/// paying the owner what it can of the rest — but 18xx.games cannot pay $0 (`Spender.spend(0)`
/// refuses the choice): from an empty treasury the minor is asked, and no merger is made.
#[test]
fn a_merger_paying_the_rest_from_an_empty_treasury_is_not_offered() {
    use super::powers::corp;
    use ferrovia::games::pnw1822::rules::merger;
    use ferrovia::games::pnw1822::state::Merging;
    let mut g = game();
    let (a, b) = (corp("1"), corp("2"));
    for (m, price) in [(a, 450), (b, 450)] {
        g.corps[usize::from(m)].floated = true;
        g.corps[usize::from(m)].certs = vec![Owner::Player(0)];
        g.corps[usize::from(m)].cash = 0;
        price_at(&mut g, m, price);
    }
    let m = Merging {
        associated: a,
        unassociated: b,
        major: corp("CPR"),
        par: None,
        shares: None,
    };
    let mut v8 = g.clone();
    v8.version = 8;
    // The site's merger round still asks (the par is listed), but no merger is made at it.
    assert_eq!(merger::pars(pnw(), &g, a, b), vec![100]);
    assert!(merger::merger_share_counts(&g, &m, 100).is_empty());
    assert!(merger::workable_pars(pnw(), &g, &m).is_empty());
    assert_eq!(merger::pars(pnw(), &v8, a, b), vec![100]);
    assert_eq!(merger::merger_share_counts(&v8, &m, 100), vec![6]);
    assert_eq!(merger::workable_pars(pnw(), &v8, &m), vec![100]);
    // With cash in the treasury the six shares at $100 stand.
    g.corps[usize::from(b)].cash = 50;
    assert_eq!(merger::workable_pars(pnw(), &g, &m), vec![100]);
    assert_eq!(merger::merger_share_counts(&g, &m, 100), vec![6]);
}

/// The minor bid boxes are filled at setup and as each stock round ends (18xx.games'
/// `bidbox_minors_refill!`): a minor bought out of its box in the operating rounds leaves the box
/// empty — the next card of the deck is not acquirable from a box before the next stock round.
#[test]
fn a_bid_box_emptied_in_the_operating_rounds_stays_empty_until_the_stock_round_ends() {
    let mut g = game();
    let boxed = rules::stock::boxed(pnw(), &g);
    assert_eq!(boxed.len(), 4);
    let taken = g.minor_deck[0];
    g.minor_deck.retain(|c| *c != taken);
    let mut v8 = g.clone();
    v8.version = 8;
    v8.boxes_filled = None;
    assert_eq!(rules::stock::boxed(pnw(), &g), boxed[1..].to_vec());
    assert_eq!(
        rules::stock::boxed(pnw(), &v8).len(),
        4,
        "version 8 slid the next card in"
    );
    rules::stock::fill_boxes(pnw(), &mut g);
    assert_eq!(rules::stock::boxed(pnw(), &g).len(), 4);
}
