//! Rules version 7: what 18xx.games' own engine refused when bot games played here were put
//! through it (`oracle.rs`), one rule a test on a position built by hand, each also held against
//! rules version 6 where the old reading differed (saves keep the rules they began with). The
//! `D…` names are the rows of `../shared/reference/1822pnw/differences_from_18xx_games.md`.

use super::powers::{act, corp, cpr_at_100, game, give, hex, lay, major, or, price_at, tile};
use ferrovia::games::pnw1822::actions::{PnwAction, Refusal};
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::foreign::site_word;
use ferrovia::games::pnw1822::rules::tiles::Laid;
use ferrovia::games::pnw1822::rules::{self, ending, graph, operating, stock};
use ferrovia::games::pnw1822::state::{CitySlots, EndReason, Kind, OrStep, Owner, PnwGame, Round};

fn tile_refused(result: Result<(), Refusal>, words: &str) -> bool {
    matches!(result, Err(Refusal::Tile(why)) if why.contains(words))
}

/// D1: the destination token goes down only once the home station's track reaches the
/// destination, and then it must: a pass is refused.
#[test]
fn a_destination_token_goes_down_only_once_the_home_reaches_it_and_then_it_must() {
    // SWW at home in Seattle, O22 far away and unreached.
    let (mut g, _) = major("SWW", 0, &["H11"], 2, OrStep::Destination);
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, PnwAction::DestinationToken),
        Err(Refusal::NotNow(
            "the destination token before the home's track reaches it"
        ))
    );
    assert_eq!(g, before);
    act(&mut g, 0, PnwAction::Pass).unwrap();
    assert_ne!(operating::current_step(&g), Some(OrStep::Destination));
    // Rules version 6 placed it anywhere.
    let mut old = before.clone();
    old.version = 6;
    act(&mut old, 0, PnwAction::DestinationToken).unwrap();
    // A home in the destination's city (P20 can move it there) reaches it at once: the token
    // must go down.
    let (mut g, sww) = major("SWW", 0, &["O22"], 2, OrStep::Destination);
    assert_eq!(
        act(&mut g, 0, PnwAction::Pass),
        Err(Refusal::NotNow(
            "skipping the destination token the track reaches"
        ))
    );
    act(&mut g, 0, PnwAction::DestinationToken).unwrap();
    assert!(g.corps[usize::from(sww)].destination_placed);
}

/// D2: the privates' own tiles go down with their private's power only.
#[test]
fn a_privates_own_tile_is_laid_only_with_its_power() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 1, OrStep::Track);
    g.hex_mut(hex("K8")).laid = Some(Laid {
        tile: tile("9"),
        copy: 0,
        rotation: 0,
    });
    let before = g.clone();
    let mut v6 = before.clone();
    v6.version = 6;
    assert!(tile_refused(
        act(&mut g, 0, lay("K8", "PNW3", 0, None)),
        "only with P18"
    ));
    assert_eq!(g, before);
    let p18 = give(&mut g, "P18", sww);
    act(&mut g, 0, lay("K8", "PNW3", 0, Some(p18))).unwrap();
    // The portage is P16's.
    let (mut g, _) = major("SWW", 0, &["H11"], 1, OrStep::Track);
    assert!(tile_refused(
        act(&mut g, 0, lay("G10", "PNW1", 0, None)),
        "only with P16"
    ));
    // Version 6 let the company lay the boom town as a normal lay (were it in reach).
    assert!(!tile_refused(
        act(&mut v6, 0, lay("K8", "PNW3", 0, None)),
        "only with"
    ));
}

/// D3: the coal mine's token is no station: the owner's reach does not start there.
#[test]
fn the_coal_mines_token_is_no_station() {
    let (mut g, sww) = major("SWW", 0, &[], 2, OrStep::Track);
    let mine = hex(&pnw().map.coal_mine[0]);
    g.hex_mut(mine).laid = Some(Laid {
        tile: tile("PNW4"),
        copy: 0,
        rotation: 0,
    });
    g.slots.retain(|s| s.hex != mine);
    g.slots.push(CitySlots {
        hex: mine,
        city: 0,
        tokens: vec![Some(sww)],
        reserved: Vec::new(),
    });
    assert!(!graph::reach(pnw(), &g, sww).touches(mine));
    g.version = 6;
    assert!(graph::reach(pnw(), &g, sww).touches(mine));
}

/// D5: from phase 3 a major lays two yellow tiles or upgrades once: never a yellow tile and then
/// an upgrade.
#[test]
fn a_majors_second_lay_is_never_an_upgrade() {
    let (mut g, _) = major("SWW", 100, &["H11"], 2, OrStep::Track);
    let mut v6 = g.clone();
    v6.version = 6;
    act(&mut g, 0, lay("G12", "4", 0, None)).unwrap();
    assert_eq!(or(&g).lays, 1);
    let before = g.clone();
    assert!(tile_refused(
        act(&mut g, 0, lay("H11", "X20", 0, None)),
        "never an upgrade"
    ));
    assert_eq!(g, before);
    act(&mut v6, 0, lay("G12", "4", 0, None)).unwrap();
    act(&mut v6, 0, lay("H11", "X20", 0, None)).unwrap();
}

/// A tile points into the company's track: one of its exits is a side the company reaches the
/// hex by.
#[test]
fn a_tile_must_point_into_the_companys_track() {
    let (g, _) = major("SWW", 100, &["H11"], 1, OrStep::Track);
    // The straight town tile west of Seattle: one of its three turns faces Seattle.
    let results: Vec<bool> = (0..3)
        .map(|r| {
            let mut g = g.clone();
            tile_refused(act(&mut g, 0, lay("G12", "4", r, None)), "must point into")
        })
        .collect();
    assert_eq!(results.iter().filter(|r| !**r).count(), 1, "{results:?}");
}

/// D18 and D19: a minor on an end cell ends the game too; the turn-100 stop is the site's `dnf`.
#[test]
fn a_minor_on_an_end_cell_ends_the_game_and_the_turn_limit_is_dnf() {
    let mut g = game();
    let minor = corp("1");
    g.corps[usize::from(minor)].floated = true;
    price_at(&mut g, minor, 600);
    assert_eq!(g.corps[usize::from(minor)].kind, Kind::Minor);
    let mut v6 = g.clone();
    v6.version = 6;
    ending::note_triggers(pnw(), &mut g);
    assert_eq!(g.end_coming.map(|e| e.reason), Some(EndReason::StockMarket));
    ending::note_triggers(pnw(), &mut v6);
    assert_eq!(v6.end_coming, None);
    assert_eq!(site_word(EndReason::TurnLimit), "dnf");
}

/// A train runs once an operating round: once its company reached its dividend with it, it
/// does not run again this round (for a company that buys it either); the next round it does.
#[test]
fn a_train_runs_once_an_operating_round() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Route);
    let l = stock::next_train(&g).unwrap();
    g.train_mut(l).owner = Owner::Corp(sww);
    assert!(operating::offers(pnw(), &g, OrStep::Route));
    g.train_mut(l).ran = true;
    assert!(!operating::offers(pnw(), &g, OrStep::Route));
    assert!(!rules::trains::may_run(&g, l));
    // The round's end: the next one runs it again.
    operating::begin_round(pnw(), &mut g);
    assert!(!g.trains[l].ran);
}

/// The route step waits only where a route exists: a local train, or track from a station to
/// another stop — and once found, always (the site keeps what its graph found).
#[test]
fn the_route_step_waits_only_where_a_route_exists() {
    // SWW stationed only in Everett, a city with no track yet, with a 3 train.
    let (mut g, sww) = major("SWW", 0, &["F13"], 2, OrStep::Route);
    let three = (0..g.trains.len())
        .find(|&t| g.trains[t].name == "3" && g.trains[t].owner == Owner::Bank)
        .unwrap();
    g.train_mut(three).owner = Owner::Corp(sww);
    assert!(!graph::route_available(pnw(), &g, sww));
    assert!(!operating::offers(pnw(), &g, OrStep::Route));
    g.corps[usize::from(sww)].route_seen = true;
    assert!(operating::offers(pnw(), &g, OrStep::Route));
    // An L runs in its own city.
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Route);
    let l = stock::next_train(&g).unwrap();
    g.train_mut(l).owner = Owner::Corp(sww);
    assert!(operating::offers(pnw(), &g, OrStep::Route));
}

/// An emergency sale is no larger than the train needs, and none when the cash covers it.
#[test]
fn an_emergency_sale_is_no_larger_than_the_train_needs() {
    let (mut g, _) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 20;
    let cpr = cpr_at_100(&mut g, 1, &[(1, 0), (2, 0)]);
    let sell = |certs: Vec<u8>| PnwAction::SellShares {
        corp: cpr,
        certs,
        part: false,
    };
    // The L costs $60, $40 more than the president has: one $100 share is enough.
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, sell(vec![1, 2])),
        Err(Refusal::NotNow("selling more shares than the train needs"))
    );
    assert_eq!(g, before);
    let mut rich = g.clone();
    rich.players[0].cash = 60;
    assert_eq!(
        act(&mut rich, 0, sell(vec![1])),
        Err(Refusal::NotNow("selling more shares than the train needs"))
    );
    act(&mut g, 0, sell(vec![1])).unwrap();
    assert_eq!(g.players[0].cash, 120);
}

/// A loan repayment is a stock round's move: the players who passed before it pass again.
#[test]
fn a_loan_repayment_makes_the_passes_before_it_count_for_nothing() {
    let mut g = game();
    let Round::Stock(sr) = &g.round else {
        panic!("the game opens with a stock round");
    };
    let order = sr.order.clone();
    g.players[order[2]].debt = 100;
    let mut v6 = g.clone();
    v6.version = 6;
    for g in [&mut g, &mut v6] {
        act(g, order[0], PnwAction::Pass).unwrap();
        act(g, order[1], PnwAction::Pass).unwrap();
        act(g, order[2], PnwAction::PayDebt).unwrap();
        act(g, order[2], PnwAction::Pass).unwrap();
        act(g, order[0], PnwAction::Pass).unwrap();
    }
    assert!(matches!(g.round, Round::Stock(_)), "still the stock round");
    assert_eq!(rules::to_act(&g), Some(order[1]));
    assert!(
        !matches!(v6.round, Round::Stock(_)) || v6.ended.is_some(),
        "version 6 ended the round"
    );
}

/// D16: a player in debt with no cash is skipped in a stock round only with nothing to sell.
#[test]
fn a_player_in_debt_with_no_cash_is_asked_while_they_may_sell() {
    let mut g: PnwGame = game();
    let Round::Stock(sr) = &g.round else {
        panic!("the game opens with a stock round");
    };
    let order = sr.order.clone();
    let indebted = order[1];
    g.players[indebted].debt = 100;
    g.players[indebted].cash = 0;
    // Two CPR shares of a company that has operated, sellable.
    let cpr = cpr_at_100(&mut g, order[2], &[(1, indebted)]);
    let mut bare = g.clone();
    bare.corps[usize::from(cpr)].certs[1] = Owner::Bank;
    act(&mut g, order[0], PnwAction::Pass).unwrap();
    assert_eq!(rules::to_act(&g), Some(indebted), "asked: they may sell");
    act(&mut bare, order[0], PnwAction::Pass).unwrap();
    assert_eq!(
        rules::to_act(&bare),
        Some(order[2]),
        "nothing to sell: skipped"
    );
}
