//! Rules version 8: more of what 18xx.games' own engine refused when many more bot games played
//! here were put through it (`oracle.rs`), one rule a test on a position built by hand, each held
//! against rules version 7 (saves keep the rules they began with). The `D…` names are the rows of
//! `../shared/reference/1822pnw/differences_from_18xx_games.md`.

use super::powers::{act, corp, cpr_at_100, game, hex, lay, major, price_at, tile};
use ferrovia::games::pnw1822::actions::{PnwAction, Refusal};
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::rules::tiles::Laid;
use ferrovia::games::pnw1822::rules::{self, deck, graph, operating, setup, stock};
use ferrovia::games::pnw1822::schema::ScenarioId;
use ferrovia::games::pnw1822::state::{EndReason, OrStep, Owner, PnwGame, Round};

/// A company's upgrade gives it new track or a new value: a gray junction over a printed brown
/// one with the same five exits gives neither (18xx.games' "semi-restrictive" track), while an
/// upgrade that adds track the company runs on is taken.
#[test]
fn an_upgrade_must_give_new_track_or_a_new_value() {
    // SWW stationed in Leavenworth, its yellow city pointing into the mountain pass H17.
    let (mut g, _) = major("SWW", 1000, &["H19"], 6, OrStep::Track);
    g.hex_mut(hex("H19")).laid = Some(Laid {
        tile: tile("5"),
        copy: 0,
        rotation: 0,
    });
    let mut v7 = g.clone();
    v7.version = 7;
    let before = g.clone();
    let refused = act(&mut g, 0, lay("H17", "169", 0, None));
    assert!(
        matches!(&refused, Err(Refusal::Tile(why)) if why.contains("no new track")),
        "{refused:?}"
    );
    assert_eq!(g, before);
    act(&mut v7, 0, lay("H17", "169", 0, None)).unwrap();
    // Upgrading Leavenworth itself to a green city adds track the company runs from: offered.
    let offered = rules::legal::list(pnw(), &g, 0);
    let green = offered.iter().any(|a| {
        matches!(a, PnwAction::LayTile { hex: h, tile: t, by: None, .. }
            if *h == hex("H19") && pnw().tile_info[usize::from(*t)].colour
                == ferrovia::games::pnw1822::schema::Colour::Green)
    });
    assert!(green, "a green upgrade of Leavenworth is offered");
    assert!(
        !offered
            .iter()
            .any(|a| matches!(a, PnwAction::LayTile { hex: h, by: None, .. } if *h == hex("H17")))
    );
}

fn packet_game(version: u32) -> PnwGame {
    setup::new_game_under(
        pnw(),
        ScenarioId::Full,
        3,
        1_663_485_406,
        setup::Options {
            starting_packet: true,
            ..setup::Options::default()
        },
        version,
    )
    .unwrap()
}

/// D7: with the Starting Packet the minor deck keeps its shuffled order (no leading card, no
/// stacks), the players keep their seat order through the packet's operating rounds, and the
/// first stock round ends the game when nobody bids, whenever it comes.
#[test]
fn the_starting_packet_deals_plainly_keeps_the_seat_order_and_ends_on_a_first_round_with_no_bid() {
    let data = pnw();
    let g = packet_game(8);
    let layout = &data.scenario(ScenarioId::Full).deck;
    let plain = deck::deal(layout, &data.associated_cards(), 1_663_485_406, true);
    let dealt: Vec<&str> = g
        .minor_deck
        .iter()
        .map(|&c| data.card_ids().nth(usize::from(c)).unwrap())
        .collect();
    let expected: Vec<&str> = plain
        .minors
        .iter()
        .map(String::as_str)
        .filter(|id| {
            !data.game.starting_packet.minors[..3]
                .iter()
                .flatten()
                .any(|m| m == id)
        })
        .collect();
    assert_eq!(dealt, expected);
    let v7 = packet_game(7);
    assert_ne!(
        v7.minor_deck, g.minor_deck,
        "version 7 dealt the full game's stacks"
    );
    assert_eq!(
        data.card_ids().nth(usize::from(v7.minor_deck[0])),
        Some("M6")
    );

    // The next packet set: seat order stays, however rich the players are.
    for version in [8, 7] {
        let mut g = packet_game(version);
        g.players[2].cash = 500;
        g.round_num = g.set_length;
        g.round = Round::Operating(ferrovia::games::pnw1822::state::OperatingRound::new(
            Vec::new(),
        ));
        operating::after_merger(data, &mut g);
        let expected = if version == 8 {
            vec![0, 1, 2]
        } else {
            vec![2, 0, 1]
        };
        assert_eq!(g.priority, expected, "version {version}");
    }

    // The first stock round, late in the game: all pass without a bid, and the game ends.
    for version in [8, 7] {
        let mut g = packet_game(version);
        g.turn = 4;
        g.phase = 1;
        stock::begin(data, &mut g);
        for _ in 0..3 {
            let seat = rules::to_act(&g).unwrap();
            act(&mut g, seat, PnwAction::Pass).unwrap();
        }
        let ended = g.ended == Some(EndReason::NoBids);
        assert_eq!(ended, version == 8, "version {version}");
    }
}

/// 1822PNW sells in blocks: a company's shares are sold once a turn, in a stock round (D14:
/// and not bought back that round) and in an emergency sale for a train.
#[test]
fn shares_are_sold_in_one_block_a_turn_and_not_bought_back_that_round() {
    let mut g = game();
    let Round::Stock(sr) = &g.round else {
        panic!("the game opens with a stock round");
    };
    let seller = sr.order[0];
    let other = sr.order[1];
    let cpr = cpr_at_100(&mut g, other, &[(1, seller), (2, seller)]);
    let mut v7 = g.clone();
    v7.version = 7;
    let sell = |cert: u8| PnwAction::SellShares {
        corp: cpr,
        certs: vec![cert],
        part: false,
    };
    act(&mut g, seller, sell(1)).unwrap();
    assert_eq!(
        act(&mut g, seller, sell(2)),
        Err(Refusal::NotNow(
            "selling more of a company sold this turn (one block a turn)"
        ))
    );
    let in_pool = g.corps[usize::from(cpr)]
        .certs
        .iter()
        .position(|o| *o == Owner::Pool)
        .unwrap() as u8;
    assert_eq!(
        act(
            &mut g,
            seller,
            PnwAction::BuyShare {
                corp: cpr,
                cert: in_pool
            }
        ),
        Err(Refusal::NotNow(
            "buying shares of a company you sold this round"
        ))
    );
    act(&mut v7, seller, sell(1)).unwrap();
    act(&mut v7, seller, sell(2)).unwrap();

    // The emergency sale for a train: one block of a company. The president has no cash and
    // two CPR shares at $40, less than the cheapest train.
    let (mut g, _) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 0;
    let cpr = cpr_at_100(&mut g, 1, &[(1, 0), (2, 0)]);
    price_at(&mut g, cpr, 40);
    let need = rules::operating::depot_cheapest(pnw(), &g).unwrap();
    assert!(need > 40, "one share falls short");
    let mut v7 = g.clone();
    v7.version = 7;
    act(&mut g, 0, sell(1)).unwrap();
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, sell(2)),
        Err(Refusal::NotNow(
            "selling more of a company sold this turn (one block a turn)"
        ))
    );
    assert_eq!(g, before);
    assert!(
        !rules::shares::can_sell(pnw(), &g, 0),
        "nothing else to sell: the loan may come"
    );
    act(&mut v7, 0, sell(1)).unwrap();
    act(&mut v7, 0, sell(2)).unwrap();
}

/// 18xx.games remembers a route its graph found; the engine alone looks at a company's graph at
/// its route step only when it has no local train (a live table's screens also look as each
/// turn begins, which imported records keep).
#[test]
fn the_sites_engine_looks_at_a_graph_only_where_its_steps_do() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Route);
    assert!(graph::looked_at(pnw(), &g, sww, OrStep::Route));
    let l = stock::next_train(&g).unwrap();
    g.train_mut(l).owner = Owner::Corp(sww);
    assert!(!graph::looked_at(pnw(), &g, sww, OrStep::Route));
    let mut live = g.clone();
    live.lenient = true;
    assert!(graph::looked_at(pnw(), &live, sww, OrStep::Route));
    let mut v7 = g.clone();
    v7.version = 7;
    assert!(graph::looked_at(pnw(), &v7, sww, OrStep::Route));
    assert_eq!(corp("SWW"), sww);
}
