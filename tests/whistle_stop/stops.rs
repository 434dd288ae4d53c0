//! Every stop: goods and the resource limit, the Trading Post, Coal Yard, General Store, Whistle
//! Factory, Gold Mine, Towns, end tiles and the Stock Market, and the resource track.

use super::common::*;
use ferrovia::games::whistle_stop::WsError;
use ferrovia::games::whistle_stop::actions::{Pick, TradeFor, WsAction};
use ferrovia::games::whistle_stop::schema::{Good, StopFile};
use ferrovia::games::whistle_stop::state::{Share, Todo, TrainAt, WsGame};

/// Seat 0's train 0 one coal move east of a tile with this big stop at (3,4).
fn towards(stop_file: StopFile, track: &[&str]) -> WsGame {
    let mut g = blank(2);
    put(&mut g, at(4, 4), good_stop(Good::Cotton), 0);
    put(&mut g, at(3, 4), tile(track, &[stop_file]), 0);
    stand(&mut g, 0, stop(at(4, 4)));
    g
}

fn arrive(g: &mut WsGame) {
    act(g, 0, coal_move(0, vec![], stop(at(3, 4)))).unwrap();
}

fn town(fame: u8) -> StopFile {
    StopFile::Town {
        town: "Cheyenne".into(),
        cost: vec![Good::Cotton, Good::Lumber],
        fame,
    }
}

#[test]
fn a_resource_stop_gives_its_good_and_at_ten_one_is_discarded_first() {
    let mut g = blank(2);
    put(&mut g, at(4, 4), good_stop(Good::Cotton), 0);
    put(&mut g, at(3, 4), good_stop(Good::Steel), 0);
    stand(&mut g, 0, stop(at(4, 4)));
    g.players[0].goods = [4, 3, 3, 0, 0, 0];
    g.supply = [6, 7, 7, 10, 10, 10];
    act(&mut g, 0, coal_move(0, vec![], stop(at(3, 4)))).unwrap();
    assert_eq!(g.todo.last(), Some(&Todo::Overflow { good: Good::Steel }));
    assert_eq!(act(&mut g, 0, WsAction::EndTurn), Err(WsError::Answer));
    act(&mut g, 0, WsAction::Discard(Good::Cotton)).unwrap();
    assert_eq!(g.players[0].goods, [3, 3, 3, 0, 0, 1]);
    assert_eq!(g.supply[Good::Cotton.index()], 7);
}

#[test]
fn a_trading_post_allows_up_to_two_of_the_five_trades() {
    let mut g = towards(
        StopFile::TradingPost,
        &["0-a", "1-a", "2-a", "3-a", "4-a", "5-a"],
    );
    g.players[0].goods = [2, 0, 0, 1, 0, 0];
    arrive(&mut g);
    assert_eq!(g.todo.last(), Some(&Todo::Trade { left: 2 }));
    let bad = WsAction::Trade {
        give: Good::Cotton,
        take: TradeFor::Good(Good::Steel),
    };
    assert_eq!(
        act(&mut g, 0, bad),
        Err(WsError::BadTrade),
        "common for rare"
    );
    act(
        &mut g,
        0,
        WsAction::Trade {
            give: Good::Cattle,
            take: TradeFor::Two(Good::Gravel, Good::Lumber),
        },
    )
    .unwrap();
    act(
        &mut g,
        0,
        WsAction::Trade {
            give: Good::Cotton,
            take: TradeFor::Coal,
        },
    )
    .unwrap();
    assert!(g.todo.is_empty(), "two trades, then done");
    assert_eq!(g.players[0].goods, [1, 1, 1, 0, 0, 0]);
    assert_eq!(g.players[0].coal, 4 - 1 + 2);
    for (give, take, ok) in [
        (Good::Cotton, TradeFor::Whistle, true),
        (Good::Cotton, TradeFor::Good(Good::Gravel), true),
        (Good::Steel, TradeFor::Good(Good::Cattle), true),
        (Good::Steel, TradeFor::Whistle, false),
        (
            Good::Cotton,
            TradeFor::Two(Good::Gravel, Good::Gravel),
            false,
        ),
    ] {
        assert_eq!(
            ferrovia::games::whistle_stop::rules::stops::trade_allowed(give, take),
            ok,
            "{give:?} for {take:?}"
        );
    }
}

#[test]
fn coal_yards_whistle_factories_general_stores_and_gold_mines_give_what_they_print() {
    let four = ["1-a", "2-a", "4-a", "5-a"];
    let mut g = towards(StopFile::CoalYard, &four);
    arrive(&mut g);
    assert_eq!(g.players[0].coal, 4 - 1 + 2);
    let mut g = towards(StopFile::WhistleFactory, &four);
    arrive(&mut g);
    assert_eq!(g.players[0].whistles, 3);
    let mut g = towards(
        StopFile::GeneralStore,
        &["0-a", "1-a", "2-a", "3-a", "4-a", "5-a"],
    );
    arrive(&mut g);
    assert_eq!(
        act(&mut g, 0, WsAction::Pick(Pick::Coal)),
        Err(WsError::NotNow),
        "goods only"
    );
    act(&mut g, 0, WsAction::Pick(Pick::Good(Good::Whiskey))).unwrap();
    assert_eq!(g.players[0].goods[Good::Whiskey.index()], 1);
    let mut g = towards(StopFile::GoldMine, &four);
    arrive(&mut g);
    assert_eq!(g.players[0].gold.len(), 1);
    assert!((3..=5).contains(&g.players[0].gold[0]));
    assert_eq!(g.gold.len(), 19);
}

#[test]
fn a_town_paid_gives_fame_and_its_railroads_top_share_and_unpaid_costs_the_fame() {
    let four = ["1-a", "2-a", "4-a", "5-a"];
    let mut g = towards(town(3), &four);
    g.players[0].goods = [1, 0, 1, 0, 0, 0];
    arrive(&mut g);
    act(&mut g, 0, WsAction::Pay).unwrap();
    assert_eq!(g.players[0].fame, 3);
    assert_eq!(
        g.players[0].shares,
        vec![Share {
            railroad: 0,
            number: 1
        }]
    );
    assert_eq!(g.shares[0], vec![2, 3, 4, 5, 6]);
    assert_eq!(g.players[0].goods, [0; 6]);
    // Unpaid: the fame is lost, never below 0.
    let mut g = towards(town(3), &four);
    g.players[0].fame = 2;
    arrive(&mut g);
    assert_eq!(act(&mut g, 0, WsAction::Pay), Err(WsError::CannotPay));
    act(&mut g, 0, WsAction::Decline).unwrap();
    assert_eq!(g.players[0].fame, 0);
    assert!(g.players[0].shares.is_empty());
    // No shares left: the fame still comes.
    let mut g = towards(town(3), &four);
    g.players[0].goods = [1, 0, 1, 0, 0, 0];
    g.shares[0].clear();
    arrive(&mut g);
    act(&mut g, 0, WsAction::Pay).unwrap();
    assert_eq!(g.players[0].fame, 3);
    assert!(g.players[0].shares.is_empty());
}

#[test]
fn an_end_tile_delivers_or_costs_fame_then_the_train_parks_and_gains_its_space() {
    let ends = ["0-a", "1-a", "2-a", "3-a"];
    let deliver = StopFile::Deliver {
        cost: vec![Good::Cotton, Good::Gravel, Good::Lumber],
        fame: 9,
    };
    let mut g = towards(deliver.clone(), &ends);
    g.players[0].goods = [1, 1, 1, 0, 0, 0];
    arrive(&mut g);
    act(&mut g, 0, WsAction::Pay).unwrap();
    assert_eq!(g.players[0].fame, 9);
    assert_eq!(g.todo.last(), Some(&Todo::Park { train: 0 }));
    // Space 2 shows a steel.
    act(&mut g, 0, WsAction::Park { space: 2 }).unwrap();
    assert_eq!(g.trains[0].at, TrainAt::Parked(2));
    assert_eq!(g.players[0].goods[Good::Steel.index()], 1);
    assert!(
        super::common::ends(&g, 0, true).is_empty(),
        "a parked train never moves again"
    );
    // A taken space is refused; unpaid costs the fame.
    let mut g = towards(deliver, &ends);
    g.parked[2] = Some(9);
    g.players[0].fame = 20;
    arrive(&mut g);
    act(&mut g, 0, WsAction::Decline).unwrap();
    assert_eq!(g.players[0].fame, 11);
    assert_eq!(
        act(&mut g, 0, WsAction::Park { space: 2 }),
        Err(WsError::SpaceTaken)
    );
    // A "?" space: any good or token.
    act(&mut g, 0, WsAction::Park { space: 0 }).unwrap();
    act(&mut g, 0, WsAction::Pick(Pick::Whistle)).unwrap();
    assert_eq!(g.players[0].whistles, 3);
}

#[test]
fn a_stock_market_pays_fame_per_share_then_takes_one_out_of_the_game() {
    let mut g = towards(
        StopFile::StockMarket { fame: 4 },
        &["0-a", "1-a", "2-a", "3-a"],
    );
    let a = Share {
        railroad: 1,
        number: 1,
    };
    let b = Share {
        railroad: 2,
        number: 1,
    };
    g.players[0].shares = vec![a, b];
    g.shares[1].remove(0);
    g.shares[2].remove(0);
    arrive(&mut g);
    assert_eq!(g.players[0].fame, 8);
    act(&mut g, 0, WsAction::GiveUp(b)).unwrap();
    assert_eq!(g.players[0].shares, vec![a]);
    assert_eq!(g.retired, vec![b]);
    assert_eq!(g.todo.last(), Some(&Todo::Park { train: 0 }));
}

#[test]
fn a_whistle_skipping_an_end_tile_skips_its_effect() {
    let mut g = blank(2);
    // Two end tiles one above the other in the west column, joined north-south.
    let ends = ["0-a", "1-a", "2-a", "3-a"];
    let market = tile(&ends, &[StopFile::StockMarket { fame: 3 }]);
    let deliver = tile(
        &ends,
        &[StopFile::Deliver {
            cost: vec![Good::Cotton, Good::Gravel, Good::Lumber],
            fame: 9,
        }],
    );
    put(&mut g, at(0, 5), market, 0);
    put(&mut g, at(0, 4), deliver, 0);
    put(&mut g, at(1, 4), good_stop(Good::Cotton), 0);
    stand(&mut g, 0, stop(at(1, 4)));
    g.players[0].shares = vec![Share {
        railroad: 0,
        number: 1,
    }];
    g.shares[0].remove(0);
    let to = super::common::ends(&g, 0, true);
    assert!(
        to.contains(&stop(at(0, 4))),
        "past the Stock Market to the end tile above"
    );
    act(&mut g, 0, whistle_move(0, stop(at(0, 4)))).unwrap();
    assert_eq!(
        g.players[0].fame, 0,
        "no fame from the skipped Stock Market"
    );
    assert_eq!(g.players[0].shares.len(), 1);
    assert!(matches!(g.todo.last(), Some(Todo::Deliver { .. })));
}
