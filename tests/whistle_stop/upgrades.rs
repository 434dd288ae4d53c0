//! Upgrades: buying from the display and from a player, the turn's two, the optional limit, and
//! each card's effect.

use super::common::*;
use ferrovia::games::whistle_stop::WsError;
use ferrovia::games::whistle_stop::actions::{Ability, Draw, Pick, TradeFor, WsAction};
use ferrovia::games::whistle_stop::rules::scoring;
use ferrovia::games::whistle_stop::schema::{Good, UpgradeKind};
use ferrovia::games::whistle_stop::state::{Share, StopAt, Todo, WsGame};

fn card(kind: UpgradeKind) -> u8 {
    data()
        .file
        .upgrades
        .iter()
        .position(|u| u.kind == kind)
        .unwrap() as u8
}

fn cost(kind: UpgradeKind) -> Vec<Good> {
    data().file.upgrades[usize::from(card(kind))].cost.clone()
}

fn give(g: &mut WsGame, seat: usize, goods: &[Good]) {
    for &x in goods {
        g.players[seat].goods[x.index()] += 1;
        g.supply[x.index()] -= 1;
    }
}

/// Seat 0 owns `kind`.
fn owning(kind: UpgradeKind) -> WsGame {
    let mut g = blank(2);
    g.display.retain(|&u| u != card(kind));
    g.players[0].upgrades.push(card(kind));
    g
}

#[test]
fn an_upgrade_is_bought_from_the_display_for_its_cost_two_a_turn() {
    let mut g = blank(2);
    g.display = vec![
        card(UpgradeKind::CoalCar),
        card(UpgradeKind::Compass),
        card(UpgradeKind::NewWhistle),
    ];
    let buy = |u| WsAction::Buy {
        upgrade: card(u),
        rare: None,
    };
    assert_eq!(
        act(&mut g, 0, buy(UpgradeKind::CoalCar)),
        Err(WsError::CannotPay)
    );
    assert_eq!(
        act(&mut g, 0, buy(UpgradeKind::Safe)),
        Err(WsError::NoSuchUpgrade),
        "not on display"
    );
    for k in [
        UpgradeKind::CoalCar,
        UpgradeKind::Compass,
        UpgradeKind::NewWhistle,
    ] {
        give(&mut g, 0, &cost(k));
    }
    act(&mut g, 0, buy(UpgradeKind::CoalCar)).unwrap();
    act(&mut g, 0, buy(UpgradeKind::Compass)).unwrap();
    assert_eq!(
        act(&mut g, 0, buy(UpgradeKind::NewWhistle)),
        Err(WsError::UpgradesBought)
    );
    assert_eq!(g.players[0].upgrades.len(), 2);
    assert_eq!(g.display, vec![card(UpgradeKind::NewWhistle)]);
}

#[test]
fn buying_from_a_player_costs_a_rare_good_more_given_to_them() {
    let mut g = blank(2);
    g.players[1].upgrades.push(card(UpgradeKind::Warehouse));
    g.display.retain(|&u| u != card(UpgradeKind::Warehouse));
    give(&mut g, 0, &cost(UpgradeKind::Warehouse));
    give(&mut g, 0, &[Good::Cattle]);
    let no_rare = WsAction::Buy {
        upgrade: card(UpgradeKind::Warehouse),
        rare: None,
    };
    assert_eq!(act(&mut g, 0, no_rare), Err(WsError::RareDue));
    let common = WsAction::Buy {
        upgrade: card(UpgradeKind::Warehouse),
        rare: Some(Good::Cotton),
    };
    assert_eq!(act(&mut g, 0, common), Err(WsError::RareDue));
    act(
        &mut g,
        0,
        WsAction::Buy {
            upgrade: card(UpgradeKind::Warehouse),
            rare: Some(Good::Cattle),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].upgrades, vec![card(UpgradeKind::Warehouse)]);
    assert!(g.players[1].upgrades.is_empty());
    assert_eq!(
        g.players[1].goods[Good::Cattle.index()],
        1,
        "the rare goes to the owner"
    );
    assert_eq!(g.players[0].goods_held(), 0);
}

#[test]
fn the_upgrade_limit_option_caps_what_a_player_owns() {
    let mut g = blank(2);
    g.options.upgrade_limit = Some(3);
    g.players[0].upgrades = vec![
        card(UpgradeKind::Safe),
        card(UpgradeKind::Caboose),
        card(UpgradeKind::Compass),
    ];
    g.display = vec![card(UpgradeKind::CoalCar)];
    give(&mut g, 0, &cost(UpgradeKind::CoalCar));
    let buy = WsAction::Buy {
        upgrade: card(UpgradeKind::CoalCar),
        rare: None,
    };
    assert_eq!(
        act(&mut g.clone(), 0, buy.clone()),
        Err(WsError::UpgradeLimit)
    );
    g.options.upgrade_limit = None;
    act(&mut g, 0, buy).unwrap();
}

#[test]
fn coal_abilities_spend_a_coal_and_count_among_the_four_tokens() {
    let mut g = owning(UpgradeKind::CoalCar);
    act(&mut g, 0, WsAction::Use(Ability::CoalCar)).unwrap();
    assert_eq!(g.players[0].coal, 5);
    for _ in 0..3 {
        act(&mut g, 0, WsAction::Use(Ability::CoalCar)).unwrap();
    }
    assert_eq!(
        act(&mut g, 0, WsAction::Use(Ability::CoalCar)),
        Err(WsError::TokensSpent)
    );
    assert_eq!(
        act(&mut blank(2), 0, WsAction::Use(Ability::CoalCar)),
        Err(WsError::NotOwned)
    );
    let mut g = owning(UpgradeKind::NewWhistle);
    act(&mut g, 0, WsAction::Use(Ability::NewWhistle)).unwrap();
    assert_eq!((g.players[0].coal, g.players[0].whistles), (3, 3));
    let mut g = owning(UpgradeKind::MineCart);
    act(&mut g, 0, WsAction::Use(Ability::MineCart)).unwrap();
    assert_eq!(g.players[0].gold.len(), 1);
    let mut g = owning(UpgradeKind::Warehouse);
    act(&mut g, 0, WsAction::Use(Ability::Warehouse)).unwrap();
    act(&mut g, 0, WsAction::Pick(Pick::Good(Good::Steel))).unwrap();
    assert_eq!(g.players[0].goods[Good::Steel.index()], 1);
    let mut g = owning(UpgradeKind::OpenWagon);
    give(&mut g, 0, &[Good::Cotton]);
    act(&mut g, 0, WsAction::Use(Ability::OpenWagon)).unwrap();
    assert_eq!(g.todo.last(), Some(&Todo::Trade { left: 2 }));
    act(
        &mut g,
        0,
        WsAction::Trade {
            give: Good::Cotton,
            take: TradeFor::Whistle,
        },
    )
    .unwrap();
    act(&mut g, 0, WsAction::StopTrading).unwrap();
    assert_eq!(g.players[0].whistles, 3);
    let mut g = owning(UpgradeKind::FirstClassCabin);
    g.players[0].shares = (1..=7)
        .map(|n| Share {
            railroad: 0,
            number: n.min(6),
        })
        .collect();
    act(&mut g, 0, WsAction::Use(Ability::FirstClassCabin)).unwrap();
    assert_eq!(g.players[0].fame, 8, "4 fame for each full 3 of 7 shares");
}

#[test]
fn the_caboose_uses_the_trains_stop_again() {
    let mut g = owning(UpgradeKind::Caboose);
    put(&mut g, at(3, 4), good_stop(Good::Cattle), 0);
    stand(&mut g, 0, stop(at(3, 4)));
    act(&mut g, 0, WsAction::Use(Ability::Caboose { train: 0 })).unwrap();
    assert_eq!(g.players[0].goods[Good::Cattle.index()], 1);
    stand(&mut g, 0, StopAt::Coast(0));
    assert_eq!(
        act(&mut g, 0, WsAction::Use(Ability::Caboose { train: 0 })),
        Err(WsError::NothingToRepeat)
    );
}

#[test]
fn the_safe_swaps_a_share_for_one_of_a_town_on_the_board() {
    let mut g = owning(UpgradeKind::Safe);
    let mine = Share {
        railroad: 1,
        number: 1,
    };
    g.players[0].shares = vec![mine];
    g.shares[1].remove(0);
    let swap = WsAction::Use(Ability::Safe {
        give: mine,
        railroad: 0,
    });
    assert_eq!(
        act(&mut g.clone(), 0, swap.clone()),
        Err(WsError::BadSwap),
        "no Cheyenne on the board"
    );
    let cheyenne = tile(
        &["1-a", "2-a", "4-a", "5-a"],
        &[ferrovia::games::whistle_stop::schema::StopFile::Town {
            town: "Cheyenne".into(),
            cost: vec![Good::Cotton, Good::Lumber],
            fame: 3,
        }],
    );
    put(&mut g, at(4, 2), cheyenne, 0);
    act(&mut g, 0, swap).unwrap();
    assert_eq!(
        g.players[0].shares,
        vec![Share {
            railroad: 0,
            number: 1
        }]
    );
    assert_eq!(g.retired, vec![mine]);
}

#[test]
fn the_toll_station_charges_others_a_good_to_leave_a_shared_stop() {
    let mut g = blank(2);
    g.players[1].upgrades.push(card(UpgradeKind::TollStation));
    let town = tile(
        &["1-a", "2-a", "4-a", "5-a"],
        &[ferrovia::games::whistle_stop::schema::StopFile::CoalYard],
    );
    put(&mut g, at(4, 4), town, 0);
    put(&mut g, at(3, 4), good_stop(Good::Gravel), 0);
    stand(&mut g, 0, stop(at(4, 4)));
    let rival = g.trains.iter().position(|t| t.owner == 1).unwrap();
    stand(&mut g, rival, stop(at(4, 4)));
    let go = coal_move(0, vec![], stop(at(3, 4)));
    assert_eq!(act(&mut g.clone(), 0, go.clone()), Err(WsError::TollDue));
    let pay = |g: Good| WsAction::Move {
        train: 0,
        whistle: false,
        lays: vec![],
        to: stop(at(3, 4)),
        toll: Some(g),
    };
    assert_eq!(
        act(&mut g.clone(), 0, pay(Good::Cotton)),
        Err(WsError::NotHeld(Good::Cotton)),
        "nothing to pay with: stuck"
    );
    give(&mut g, 0, &[Good::Cotton]);
    act(&mut g, 0, pay(Good::Cotton)).unwrap();
    assert_eq!(g.players[1].goods[Good::Cotton.index()], 1);
}

#[test]
fn the_blocking_signal_keeps_others_off_its_owners_stops() {
    let mut g = blank(2);
    g.players[1]
        .upgrades
        .push(card(UpgradeKind::BlockingSignal));
    let yard = tile(
        &["1-a", "2-a", "4-a", "5-a"],
        &[ferrovia::games::whistle_stop::schema::StopFile::CoalYard],
    );
    put(&mut g, at(4, 4), good_stop(Good::Cotton), 0);
    put(&mut g, at(3, 4), yard, 0);
    stand(&mut g, 0, stop(at(4, 4)));
    let rival = g.trains.iter().position(|t| t.owner == 1).unwrap();
    stand(&mut g, rival, stop(at(3, 4)));
    assert!(ends(&g, 0, false).is_empty(), "a big stop, but signalled");
    g.players[1].upgrades.clear();
    assert_eq!(ends(&g, 0, false), vec![stop(at(3, 4))]);
}

#[test]
fn the_compass_takes_a_chosen_tile_from_the_pile() {
    let mut g = owning(UpgradeKind::Compass);
    act(&mut g, 0, WsAction::EndTurn).unwrap();
    let wanted = g.pile.cards()[0];
    act(&mut g, 0, WsAction::Draw(Draw::Search(wanted))).unwrap();
    assert!(g.players[0].hand.contains(&wanted));
    assert!(!g.pile.cards().contains(&wanted));
    let other = g.pile.cards()[0];
    assert_eq!(
        act(&mut g, 0, WsAction::Draw(Draw::Search(other))),
        Err(WsError::NotOwned),
        "once a refill"
    );
}

#[test]
fn the_extra_boiler_fills_five_and_bought_away_puts_back_to_three() {
    let mut g = owning(UpgradeKind::ExtraBoiler);
    act(&mut g, 0, WsAction::EndTurn).unwrap();
    for _ in 0..5 {
        act(&mut g, 0, WsAction::Draw(Draw::Pile)).unwrap();
    }
    assert_eq!(g.players[0].hand.len(), 5);
    // Seat 1 buys it away: seat 0 puts two tiles back under the pile.
    give(&mut g, 1, &cost(UpgradeKind::ExtraBoiler));
    give(&mut g, 1, &[Good::Steel]);
    act(
        &mut g,
        1,
        WsAction::Buy {
            upgrade: card(UpgradeKind::ExtraBoiler),
            rare: Some(Good::Steel),
        },
    )
    .unwrap();
    assert_eq!(g.to_act(), Some(0), "the former owner answers first");
    let back = g.players[0].hand[0];
    act(&mut g, 0, WsAction::PutBack(back)).unwrap();
    let next = g.players[0].hand[0];
    act(&mut g, 0, WsAction::PutBack(next)).unwrap();
    assert_eq!(g.players[0].hand.len(), 3);
    assert_eq!(g.pile.cards()[1], back, "under the pile");
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn scoring_counts_every_line_and_the_boiler_spares_the_hand() {
    let d = data();
    let mut g = blank(3);
    let p = &mut g.players[0];
    p.fame = 20;
    p.goods = [2, 0, 1, 1, 0, 0];
    p.coal = 3;
    p.whistles = 2;
    p.gold = vec![3, 5];
    p.upgrades = vec![card(UpgradeKind::Safe)];
    let special = (0..d.tiles.len() as u8)
        .map(ferrovia::games::whistle_stop::data::TileId)
        .find(|&t| d.tile(t).special())
        .unwrap();
    p.hand = vec![special, good_stop(Good::Cotton)];
    // Railroad 0: seats 0 and 1 hold two each; seat 1 holds #1, so seat 1 has the majority.
    g.players[0].shares = vec![
        Share {
            railroad: 0,
            number: 2,
        },
        Share {
            railroad: 0,
            number: 3,
        },
        Share {
            railroad: 2,
            number: 1,
        },
    ];
    g.players[1].shares = vec![
        Share {
            railroad: 0,
            number: 1,
        },
        Share {
            railroad: 0,
            number: 4,
        },
    ];
    let s = scoring::scores(&g, d);
    assert_eq!(s[0].fame, 20);
    assert_eq!(s[0].majorities, 15, "railroad 2 only");
    assert_eq!(s[1].majorities, 15, "railroad 0: the tie goes to share #1");
    assert_eq!(
        s[0].upgrades,
        i64::from(d.file.upgrades[usize::from(card(UpgradeKind::Safe))].stars)
    );
    assert_eq!(s[0].gold, 8);
    assert_eq!(s[0].resources, 2 + 1 + 3);
    assert_eq!(s[0].tokens, 2, "5 tokens: 1 per 2");
    assert_eq!(s[0].hand_penalty, -10);
    g.players[0].upgrades.push(card(UpgradeKind::ExtraBoiler));
    assert_eq!(scoring::scores(&g, d)[0].hand_penalty, 0);
    // Ties on total go to the most shares.
    let mut a = scoring::Score {
        fame: 10,
        shares: 1,
        ..Default::default()
    };
    let b = scoring::Score {
        fame: 10,
        shares: 2,
        ..Default::default()
    };
    assert_eq!(scoring::winners(&[a, b]), vec![1]);
    a.shares = 2;
    assert_eq!(scoring::winners(&[a, b]), vec![0, 1]);
}
