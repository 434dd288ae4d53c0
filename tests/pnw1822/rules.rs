//! Rules of 1822PNW held one by one: the stock round's bids, minors' floats, dividends and the
//! merger arithmetic.

use ferrovia::games::pnw1822::actions::{DividendKind, PnwAction, Refusal};
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::phases;
use ferrovia::games::pnw1822::rules::{self, dividends, merger, setup, stock};
use ferrovia::games::pnw1822::schema::ScenarioId;
use ferrovia::games::pnw1822::state::{Owner, PnwGame, Round};

fn game(seats: usize) -> PnwGame {
    setup::new_game(
        pnw(),
        ScenarioId::Full,
        seats,
        1_663_485_406,
        setup::Options::default(),
    )
    .unwrap()
}

fn boxes(g: &PnwGame) -> (Vec<u8>, Vec<u8>) {
    let sr = g.stock().unwrap();
    (
        sr.minor_boxes.iter().flatten().copied().collect(),
        sr.private_boxes.clone(),
    )
}

#[test]
fn the_setup_gives_each_count_its_cash_and_the_bank_the_rest() {
    for (seats, cash) in [(3, 500), (4, 375), (5, 300)] {
        let g = game(seats);
        assert!(g.players.iter().all(|p| p.cash == cash));
        assert_eq!(g.bank + cash * seats as i64, 12_000);
    }
    assert!(setup::new_game(pnw(), ScenarioId::Full, 2, 1, setup::Options::default()).is_err());
    assert!(setup::new_game(pnw(), ScenarioId::Southern, 2, 1, setup::Options::default()).is_ok());
}

#[test]
fn bids_are_refused_below_the_least_off_step_over_cash_or_when_winning() {
    let mut g = game(3);
    let (minors, privates) = boxes(&g);
    let bid =
        |g: &mut PnwGame, seat, card, price| phases::act(g, seat, &PnwAction::Bid { card, price });
    assert_eq!(
        bid(&mut g, 0, minors[0], 95),
        Err(Refusal::BidTooLow { least: 100 })
    );
    assert_eq!(bid(&mut g, 0, minors[0], 102), Err(Refusal::BidStep));
    assert_eq!(
        bid(&mut g, 0, minors[0], 505),
        Err(Refusal::BidOverCash { free: 500 })
    );
    assert_eq!(bid(&mut g, 1, minors[0], 100), Err(Refusal::NotYourTurn));
    bid(&mut g, 0, minors[0], 300).unwrap();
    assert_eq!(bid(&mut g, 0, minors[0], 305), Err(Refusal::AlreadyWinning));
    // $300 is tied up in the winning bid.
    assert_eq!(
        bid(&mut g, 0, minors[1], 205),
        Err(Refusal::BidOverCash { free: 200 })
    );
    bid(&mut g, 0, privates[0], 0).unwrap();
    bid(&mut g, 0, privates[1], 0).unwrap();
    // Three bids end the turn.
    assert_eq!(g.stock().unwrap().at, 1);
    assert_eq!(
        bid(&mut g, 1, minors[0], 300),
        Err(Refusal::BidTooLow { least: 305 })
    );
    bid(&mut g, 1, minors[0], 305).unwrap();
}

#[test]
fn only_the_seat_the_game_waits_for_may_end_it() {
    let mut g = game(3);
    let seat = rules::to_act(&g).unwrap();
    let before = g.clone();
    for other in [(seat + 1) % 3, 7] {
        assert_eq!(
            phases::act(&mut g, other, &PnwAction::EndGame),
            Err(Refusal::NotYourTurn)
        );
        assert_eq!(g, before);
    }
    phases::act(&mut g, seat, &PnwAction::EndGame).unwrap();
    assert!(g.ended.is_some());
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut g = game(3);
    let before = g.clone();
    let (minors, _) = boxes(&g);
    assert!(
        phases::act(
            &mut g,
            0,
            &PnwAction::Bid {
                card: minors[0],
                price: 1
            }
        )
        .is_err()
    );
    assert_eq!(g, before);
}

#[test]
fn a_won_minor_floats_at_50_with_100_in_phase_1_and_an_unbid_first_box_closes_its_minor() {
    let data = pnw();
    let mut g = game(3);
    let (minors, _) = boxes(&g);
    phases::act(
        &mut g,
        0,
        &PnwAction::Bid {
            card: minors[1],
            price: 150,
        },
    )
    .unwrap();
    for seat in [0, 1, 2, 0] {
        phases::act(&mut g, seat, &PnwAction::Pass).unwrap();
    }
    assert!(matches!(g.round, Round::Operating(_)));
    let corp = data.card_corp(minors[1]).unwrap();
    assert_eq!(g.price(corp), Some(50));
    assert_eq!(g.players[0].cash, 350);
    assert_eq!(g.corps[usize::from(corp)].certs, vec![Owner::Player(0)]);
    // Three unbid minor boxes export three L trains, the closed first box one more.
    let gone = g.trains.iter().filter(|t| t.owner == Owner::Gone).count();
    assert_eq!(gone, 4);
    let first = data.card_corp(minors[0]).unwrap();
    assert!(g.corps[usize::from(first)].closed);
}

#[test]
fn merger_share_counts_follow_the_formula_and_high_values_take_six_at_100() {
    // Two minors at $65: worth $260; at par $65 the owner takes 2 to 4 shares.
    assert_eq!(merger::share_counts(65, 260, 200, 500), vec![2, 3, 4]);
    // With $100 between them, two shares would owe the owner $130: three at least.
    assert_eq!(merger::share_counts(65, 260, 100, 500), vec![3, 4]);
    // With no cash in the minors, at least four shares must cover the worth.
    assert_eq!(merger::share_counts(65, 260, 0, 500), vec![4]);
    // Six shares at $55 fall short of $340: no count works at that par.
    assert!(merger::share_counts(55, 340, 0, 0).is_empty());
}

#[test]
fn a_major_paying_out_rounds_each_holding_up_and_half_pay_keeps_tens() {
    let data = pnw();
    let (mut g, cpr) = cpr_operating(9, 95);
    g.corps[usize::from(cpr)].certs[1] = Owner::Player(1);
    let before: Vec<i64> = g.players.iter().map(|p| p.cash).collect();
    let mut paid = g.clone();
    dividends::pay(data, &mut paid, cpr, DividendKind::Payout);
    // $9.50 a share: the president's two shares get $19, one share $10 (rounded up), the
    // treasury's seven $67 (to the company).
    assert_eq!(paid.players[0].cash - before[0], 19);
    assert_eq!(paid.players[1].cash - before[1], 10);
    assert_eq!(paid.corps[usize::from(cpr)].cash, 67);
    assert_eq!(paid.price(cpr), Some(100), "95 < 100: no move");
    let mut half = g.clone();
    dividends::pay(data, &mut half, cpr, DividendKind::Half);
    // Half of 95 is 47, kept as 40; 55 paid: $5.50 a share.
    assert_eq!(half.players[0].cash - before[0], 11);
    assert_eq!(half.corps[usize::from(cpr)].cash, 40 + 39);
    let mut kept = g.clone();
    dividends::pay(data, &mut kept, cpr, DividendKind::Withhold);
    assert_eq!(kept.corps[usize::from(cpr)].cash, 95);
    assert_eq!(kept.price(cpr), Some(90), "withheld: one cell left");
}

/// CPR floated at `col` with its president's certificate held, in an operating round of its own
/// that earned `revenue`.
/// CPR floated, seat `president` holding its president's certificate, on market column `col`.
fn floated_cpr(g: &mut PnwGame, president: usize, col: usize) -> u8 {
    let cpr = pnw().corp("CPR").unwrap();
    let c = &mut g.corps[usize::from(cpr)];
    c.floated = true;
    c.parred = true;
    c.certs[0] = Owner::Player(president);
    let _ = g.market.place(
        ferrovia::kits::market::CompanyId(u16::from(cpr)),
        ferrovia::kits::market::Cell { row: 0, col },
    );
    cpr
}

fn cpr_operating(col: usize, revenue: i64) -> (PnwGame, u8) {
    let mut g = game(3);
    let cpr = floated_cpr(&mut g, 0, col);
    g.round = Round::Operating(ferrovia::games::pnw1822::state::OperatingRound {
        revenue,
        ..ferrovia::games::pnw1822::state::OperatingRound::new(vec![cpr])
    });
    (g, cpr)
}

#[test]
fn three_times_the_price_moves_a_third_step_from_150_or_less() {
    let data = pnw();
    // $100 paying $300: three steps, $135.
    let (mut g, cpr) = cpr_operating(9, 300);
    dividends::pay(data, &mut g, cpr, DividendKind::Payout);
    assert_eq!(g.price(cpr), Some(135));
    // $150 paying $450: the price before moving decides, so three steps past $150: $200.
    let (mut g, cpr) = cpr_operating(13, 450);
    dividends::pay(data, &mut g, cpr, DividendKind::Payout);
    assert_eq!(g.price(cpr), Some(200));
    // $165 paying $495: two steps only.
    let (mut g, cpr) = cpr_operating(14, 495);
    dividends::pay(data, &mut g, cpr, DividendKind::Payout);
    assert_eq!(g.price(cpr), Some(200));
    // Twice the price, not three times: two steps.
    let (mut g, cpr) = cpr_operating(9, 299);
    dividends::pay(data, &mut g, cpr, DividendKind::Payout);
    assert_eq!(g.price(cpr), Some(120));
}

#[test]
fn the_mail_subsidy_goes_to_the_treasury_and_moves_no_price() {
    let data = pnw();
    let (mut g, cpr) = cpr_operating(9, 95);
    if let Round::Operating(or) = &mut g.round {
        or.subsidy = 20;
    }
    let bank = g.bank;
    dividends::pay(data, &mut g, cpr, DividendKind::Payout);
    // The treasury's eight shares take $76 (9.5 each), the subsidy $20 more; $95 < $100.
    assert_eq!(g.corps[usize::from(cpr)].cash, 76 + 20);
    assert_eq!(g.price(cpr), Some(100));
    let paid: i64 = g.players.iter().map(|p| p.cash).sum::<i64>() - 1500;
    assert_eq!(bank - g.bank, paid + 96);
}

#[test]
fn from_phase_5_a_major_buys_a_bid_box_minor_for_200_and_takes_its_home() {
    use ferrovia::games::pnw1822::rules::{acquisitions, stock};
    let data = pnw();
    let (mut g, cpr) = cpr_operating(9, 0);
    g.corps[usize::from(cpr)].cash = 300;
    let boxed = stock::boxed(data, &g);
    let target = *boxed
        .iter()
        .find(|&&t| g.corps[usize::from(t)].major.is_none())
        .expect("an unassociated minor in a box");
    // Whether CPR's track reaches the box minor's home is held apart
    // (`a_major_acquires_only_a_company_its_track_reaches`): taken as an import would.
    g.lenient = true;
    // Not before phase 5.
    assert_eq!(
        acquisitions::start(data, &mut g, cpr, target),
        Err(Refusal::NotMergeable)
    );
    g.phase = 4;
    acquisitions::start(data, &mut g, cpr, target).unwrap();
    assert!(matches!(
        acquisitions::choose(data, &mut g, cpr, "one_share"),
        Err(Refusal::BadChoice(_))
    ));
    let bank = g.bank;
    assert_eq!(acquisitions::choose(data, &mut g, cpr, "money"), Ok(false));
    assert_eq!(g.corps[usize::from(cpr)].cash, 100);
    assert_eq!(g.bank, bank + 200);
    let exchange = g.corps[usize::from(cpr)].exchange_tokens;
    assert_eq!(acquisitions::choose(data, &mut g, cpr, "replace"), Ok(true));
    let (home, city) = stock::home_of(data, &g, target);
    let home = data.hex(home).unwrap();
    assert!(g.corps[usize::from(cpr)].tokens.contains(&(home, city)));
    assert_eq!(g.corps[usize::from(cpr)].exchange_tokens, exchange - 1);
    assert!(g.corps[usize::from(target)].closed);
    let card = data.corp_card(target).unwrap();
    assert_eq!(g.cards[usize::from(card)], Owner::Gone);
    assert!(!g.minor_deck.contains(&card));
}

#[test]
fn a_broken_bank_ends_the_set_and_an_end_cell_the_round_the_sooner_winning() {
    use ferrovia::games::pnw1822::rules::ending;
    use ferrovia::games::pnw1822::state::{EndComing, EndReason};
    let data = pnw();
    let (mut g, cpr) = cpr_operating(9, 0);
    g.turn = 4;
    g.round_num = 1;
    g.set_length = 2;
    ending::note_triggers(data, &mut g);
    assert_eq!(g.end_coming, None, "nothing pulled yet");
    // The bank breaks in the first operating round of a set of two: after the second.
    g.bank = -5;
    ending::note_triggers(data, &mut g);
    let bank_end = Some(EndComing {
        reason: EndReason::Bank,
        turn: 4,
        round: 2,
    });
    assert_eq!(g.end_coming, bank_end);
    assert_eq!(ending::due(&g), None, "not after this round");
    // A price reaching $600 later in the same round ends the game sooner: this round.
    let _ = g.market.place(
        ferrovia::kits::market::CompanyId(u16::from(cpr)),
        ferrovia::kits::market::Cell { row: 0, col: 27 },
    );
    ending::note_triggers(data, &mut g);
    assert_eq!(ending::due(&g), Some(EndReason::StockMarket));
    // A broken bank seen in a stock round ends the game after the next operating round.
    let mut sr = game(3);
    sr.turn = 3;
    sr.bank = -1;
    ending::note_triggers(data, &mut sr);
    assert_eq!(
        sr.end_coming,
        Some(EndComing {
            reason: EndReason::Bank,
            turn: 3,
            round: 1,
        })
    );
}

#[test]
fn a_round_finishing_in_turn_100_ends_the_game_for_the_trigger_pulled_or_the_turn_limit() {
    use ferrovia::games::pnw1822::rules::ending;
    use ferrovia::games::pnw1822::state::{EndComing, EndReason};
    // Everyone passes the stock round of the turn (no company runs: the turn's operating round
    // is over at once).
    let pass_all = |g: &mut PnwGame| {
        let turn = g.turn;
        while g.ended.is_none() && g.turn == turn && matches!(g.round, Round::Stock(_)) {
            let seat = rules::to_act(g).unwrap();
            phases::act(g, seat, &PnwAction::Pass).unwrap();
        }
    };
    // Turn 99 goes on into turn 100.
    let mut g = game(3);
    g.turn = ending::LAST_TURN - 1;
    pass_all(&mut g);
    assert_eq!(g.ended, None);
    assert_eq!(g.turn, ending::LAST_TURN);
    // Turn 100: the stock round's end is the game's.
    let mut g = game(3);
    g.turn = ending::LAST_TURN;
    pass_all(&mut g);
    assert_eq!(g.ended, Some(EndReason::TurnLimit));
    // A trigger already pulled names the end.
    let mut g = game(3);
    g.turn = ending::LAST_TURN;
    g.end_coming = Some(EndComing {
        reason: EndReason::Bank,
        turn: ending::LAST_TURN,
        round: 1,
    });
    pass_all(&mut g);
    assert_eq!(g.ended, Some(EndReason::Bank));
}

#[test]
fn a_major_sold_out_at_the_stock_rounds_end_moves_right_and_one_with_a_pool_share_does_not() {
    let data = pnw();
    let mut g = setup::new_game(
        data,
        ScenarioId::Short,
        3,
        1_663_485_406,
        setup::Options::default(),
    )
    .unwrap();
    let place = |g: &mut PnwGame, corp: u8| {
        let c = &mut g.corps[usize::from(corp)];
        c.floated = true;
        c.parred = true;
        let _ = g.market.place(
            ferrovia::kits::market::CompanyId(u16::from(corp)),
            ferrovia::kits::market::Cell { row: 0, col: 9 },
        );
    };
    let (sold_out, pooled) = (data.corp("CPR").unwrap(), data.corp("GNR").unwrap());
    place(&mut g, sold_out);
    place(&mut g, pooled);
    g.corps[usize::from(sold_out)].certs.fill(Owner::Player(0));
    g.corps[usize::from(pooled)].certs.fill(Owner::Player(1));
    g.corps[usize::from(pooled)].certs[8] = Owner::Pool;
    while matches!(g.round, Round::Stock(_)) {
        let seat = rules::to_act(&g).unwrap();
        phases::act(&mut g, seat, &PnwAction::Pass).unwrap();
    }
    assert_eq!(g.price(sold_out), Some(110));
    assert_eq!(g.price(pooled), Some(100));
}

#[test]
fn a_company_owns_one_e_train_at_most() {
    use ferrovia::games::pnw1822::state::OrStep;
    let (mut g, cpr) = cpr_operating(9, 0);
    g.phase = 6;
    g.corps[usize::from(cpr)].cash = 5000;
    if let Round::Operating(or) = &mut g.round {
        or.done = OrStep::ALL
            .iter()
            .copied()
            .take_while(|s| *s != OrStep::BuyTrain)
            .collect();
    }
    let sevens: Vec<u16> = (0..g.trains.len() as u16)
        .filter(|&t| g.trains[usize::from(t)].name == "7")
        .collect();
    let first = g.train_mut(usize::from(sevens[0]));
    first.owner = Owner::Corp(cpr);
    first.runs_as = "E".into();
    let buy = PnwAction::BuyTrain {
        train: sevens[1],
        variant: "E".into(),
        price: 1000,
        exchange: None,
    };
    assert_eq!(phases::act(&mut g, 0, &buy), Err(Refusal::SecondE));
    // Without an E of its own the same purchase is not refused for that.
    g.train_mut(usize::from(sevens[0])).runs_as = "7".into();
    assert_ne!(phases::act(&mut g, 0, &buy), Err(Refusal::SecondE));
}

/// From phase 5 the owner of a floated associated minor converts it in the stock round: a par
/// price, then the share count the formula allows; the minor's cash goes to the major, its token
/// becomes the major's home, it closes, and the turn passes.
#[test]
fn an_associated_minor_converts_into_its_major_at_a_par_and_a_share_count() {
    use ferrovia::games::pnw1822::rules::stock;
    let data = pnw();
    let mut g = game(3);
    g.phase = 4;
    let (minor, major) = g
        .corps
        .iter()
        .enumerate()
        .find_map(|(i, c)| c.major.map(|m| (i as u8, m)))
        .unwrap();
    let m = &mut g.corps[usize::from(minor)];
    m.floated = true;
    m.cash = 50;
    m.certs[0] = Owner::Player(0);
    stock::float_at(data, &mut g, minor, 60);
    stock::place_home(data, &mut g, minor);
    let home = g.corps[usize::from(minor)].tokens[0];
    let cash = g.players[0].cash;
    let total = |g: &PnwGame| ferrovia::games::pnw1822::replay::total_money(g);
    let money = total(&g);

    // Worth $120 with $50 in the minor: at $60 only two shares; $55 allows two or three.
    phases::act(
        &mut g,
        0,
        &PnwAction::Par {
            corp: major,
            price: 60,
        },
    )
    .unwrap();
    let before = g.clone();
    assert_eq!(
        phases::act(&mut g, 0, &PnwAction::Pass),
        Err(Refusal::NotNow("anything but the conversion's share count"))
    );
    let three = PnwAction::Choose { choice: "3".into() };
    assert_eq!(
        phases::act(&mut g, 0, &three),
        Err(Refusal::BadChoice(vec!["2".into()]))
    );
    assert_eq!(g, before);
    phases::act(&mut g, 0, &PnwAction::Choose { choice: "2".into() }).unwrap();

    let c = &g.corps[usize::from(major)];
    assert!(c.floated && c.parred);
    assert_eq!(g.price(major), Some(60));
    assert_eq!(c.certs[0], Owner::Player(0));
    assert!(
        c.certs[1..].iter().all(|o| *o == Owner::Bank),
        "two shares: the president's only"
    );
    assert_eq!(
        c.cash, 50,
        "the minor's cash; shares worth the minor exactly"
    );
    assert_eq!(c.tokens, vec![home]);
    assert_eq!(
        c.tokens_left, 1,
        "the minor's token stands for the charter's home token; the $100 one stays to be placed"
    );
    assert!(g.corps[usize::from(minor)].closed);
    assert_eq!(g.players[0].cash, cash);
    assert_eq!(total(&g), money);
    assert_eq!(
        rules::to_act(&g),
        Some(1),
        "the conversion was the turn's action"
    );
}

/// A player at the certificate limit may not bid on another card (a winning bid counts while it
/// is pending) nor buy a share.
#[test]
fn the_certificate_limit_counts_cards_shares_and_winning_bids() {
    let mut g = game(3);
    g.cert_limit = 1;
    let (minors, privates) = boxes(&g);
    phases::act(
        &mut g,
        0,
        &PnwAction::Bid {
            card: privates[0],
            price: 0,
        },
    )
    .unwrap();
    let before = g.clone();
    assert_eq!(
        phases::act(
            &mut g,
            0,
            &PnwAction::Bid {
                card: minors[0],
                price: 100
            }
        ),
        Err(Refusal::CertLimit { limit: 1 })
    );
    assert_eq!(g, before);
}

/// A player who comes to hold more shares than the president takes the presidency, handing two
/// ordinary shares for the president's certificate.
#[test]
fn buying_past_the_presidents_holding_takes_the_presidency() {
    let mut g = game(3);
    let cpr = floated_cpr(&mut g, 1, 5);
    let c = &mut g.corps[usize::from(cpr)];
    c.certs[1] = Owner::Player(0);
    c.certs[2] = Owner::Player(0);
    phases::act(&mut g, 0, &PnwAction::BuyShare { corp: cpr, cert: 3 }).unwrap();
    let c = &g.corps[usize::from(cpr)];
    assert_eq!(g.president(cpr), Some(0));
    let held = |seat| {
        c.certs
            .iter()
            .filter(|o| **o == Owner::Player(seat))
            .count()
    };
    assert_eq!(
        (held(0), held(1)),
        (2, 2),
        "seat 0: president + 1; seat 1: 2 ordinary"
    );
}

/// From the first 6-train a major not yet floated is fully capitalised: its par and its shares
/// pay the bank, and when half is sold it receives ten times its par and its unsold shares go to
/// the pool.
#[test]
fn after_the_first_6_a_major_floats_with_ten_times_its_par() {
    let data = pnw();
    let mut g = game(3);
    g.phase = data.game.phases.iter().position(|p| p.name == "6").unwrap() as u8;
    let cpr = data.corp("CPR").unwrap();
    let bank = g.bank;
    phases::act(
        &mut g,
        0,
        &PnwAction::Par {
            corp: cpr,
            price: 100,
        },
    )
    .unwrap();
    assert_eq!(g.corps[usize::from(cpr)].cash, 0);
    assert_eq!(g.bank, bank + 200);
    for (seat, cert) in [(1, 1), (2, 2)] {
        phases::act(&mut g, seat, &PnwAction::BuyShare { corp: cpr, cert }).unwrap();
    }
    assert!(!g.corps[usize::from(cpr)].floated);
    assert_eq!(g.bank, bank + 400);
    phases::act(&mut g, 0, &PnwAction::BuyShare { corp: cpr, cert: 3 }).unwrap();
    let c = &g.corps[usize::from(cpr)];
    assert!(c.floated);
    assert_eq!(c.cash, 1000);
    assert_eq!(g.bank, bank + 500 - 1000);
    assert_eq!(c.certs.iter().filter(|o| **o == Owner::Pool).count(), 5);
}

/// The Starting Packet deals the full game's minors and privates; the scenarios, which have no
/// optional rules, refuse it with a reason that names it (not a card missing from their deck).
#[test]
fn the_starting_packet_is_refused_in_the_scenarios_with_a_reason() {
    let options = setup::Options {
        remove_ls: 0,
        starting_packet: true,
    };
    for scenario in [ScenarioId::Short, ScenarioId::Southern] {
        let seats = if scenario == ScenarioId::Short { 3 } else { 2 };
        let err = setup::new_game(pnw(), scenario, seats, 7, options).unwrap_err();
        assert!(err.contains("Starting Packet"), "{err}");
    }
}

#[test]
fn the_starting_packet_deals_fixed_minors_and_privates_and_opens_with_operating_rounds() {
    use ferrovia::games::pnw1822::replay::total_money;
    use ferrovia::games::pnw1822::rules::operating;
    let data = pnw();
    let options = setup::Options {
        remove_ls: 0,
        starting_packet: true,
    };
    let mut g = setup::new_game(data, ScenarioId::Full, 3, 7, options).unwrap();
    let plain = setup::new_game(data, ScenarioId::Full, 3, 7, setup::Options::default()).unwrap();
    assert_eq!(total_money(&g), total_money(&plain));
    // No cash but the first operating round's income from the packet's privates.
    let packet = &data.game.starting_packet;
    for (seat, p) in g.players.iter().enumerate() {
        let income: i64 = packet.privates[seat]
            .iter()
            .map(|id| {
                let k = usize::from(data.card(id).unwrap());
                i64::from(data.game.privates[k].revenue)
            })
            .sum();
        assert_eq!(p.cash, income, "seat {seat}");
    }
    // Seat 1 (the second packet): minors 7 and 9 floated at $50 with $100; P18 and P19 its own.
    for minor in ["7", "9"] {
        let c = data.corp(minor).unwrap();
        let corp = &g.corps[usize::from(c)];
        assert!(corp.floated, "{minor}");
        assert_eq!(corp.certs, vec![Owner::Player(1)]);
        assert_eq!(corp.cash, 100);
        assert_eq!(g.price(c), Some(50));
        assert!(
            !g.minor_deck
                .contains(&data.card(&format!("M{minor}")).unwrap())
        );
    }
    for private in ["P18", "P19"] {
        assert_eq!(
            g.cards[usize::from(data.card(private).unwrap())],
            Owner::Player(1)
        );
    }
    // The fourth and fifth packets are not dealt to three players.
    assert!(!g.corps[usize::from(data.corp("10").unwrap())].floated);
    assert!(matches!(g.round, Round::Operating(_)));
    // In phase 1 an operating round is followed by another, not by a stock round.
    g.round_num = g.set_length;
    operating::after_merger(data, &mut g);
    assert!(matches!(g.round, Round::Operating(_)));
    assert_eq!(g.turn, 2);
    // Not with the L trains taken out.
    let both = setup::Options {
        remove_ls: 2,
        starting_packet: true,
    };
    assert!(setup::new_game(data, ScenarioId::Full, 3, 7, both).is_err());
}

#[test]
fn every_par_price_floats_a_company_on_its_own_cell() {
    // The one place a company is put on the market: at a par price, always a cell of the chart.
    let data = pnw();
    let mut g = game(3);
    let corp = data.corp("CPR").unwrap();
    let pars = stock::par_prices(data);
    assert!(pars.contains(&50) && pars.len() > 5, "{pars:?}");
    for price in pars {
        stock::float_at(data, &mut g, corp, price);
        assert_eq!(g.price(corp), Some(price));
    }
}

#[test]
fn an_import_reads_any_token_answer_but_replace_as_the_exchange() {
    // The coal-mine game at its merger's last question (SWW from minors 8 and 2): replace minor
    // 2's token in Spokane, or take an exchange token instead. The site reads anything else as
    // the exchange (a record answered it with a share count clicked twice).
    let data = pnw();
    let export = super::import::fixture("p19_merge_coal_company_1.json");
    let at_question =
        ferrovia::games::pnw1822::replay::replay_until(data, &export, Some(62)).unwrap();
    let seat = rules::to_act(&at_question).unwrap();
    let answer = |g: &mut PnwGame, choice: &str| {
        phases::act(
            g,
            seat,
            &PnwAction::Choose {
                choice: choice.into(),
            },
        )
    };
    let mut here = at_question.clone();
    here.lenient = false;
    assert!(matches!(answer(&mut here, "3"), Err(Refusal::BadChoice(_))));
    let (mut import, mut exchanged) = (at_question.clone(), at_question.clone());
    answer(&mut import, "3").unwrap();
    answer(&mut exchanged, "exchange").unwrap();
    assert_eq!(import, exchanged);
}

/// A floated unassociated minor (not waiting in a bid box) held by seat 1, run twice, at the
/// market's `col`.
fn run_minor(g: &mut PnwGame, col: usize) -> u8 {
    let boxed = stock::boxed(pnw(), g);
    let minor = (0..pnw().game.minors.len() as u8)
        .find(|m| g.corps[usize::from(*m)].major.is_none() && !boxed.contains(m))
        .unwrap();
    let m = &mut g.corps[usize::from(minor)];
    m.floated = true;
    m.operated = 2;
    m.certs = vec![Owner::Player(1)];
    let _ = g.market.place(
        ferrovia::kits::market::CompanyId(u16::from(minor)),
        ferrovia::kits::market::Cell { row: 0, col },
    );
    minor
}

/// CPR at $150 (operated once) facing a minor at $110 (worth $220), its treasury down to
/// `treasury` shares, the rest with seat 0.
fn cpr_facing_a_minor(cash: i64, treasury: usize) -> (PnwGame, u8, u8) {
    let (mut g, cpr) = cpr_operating(13, 0);
    let minor = run_minor(&mut g, 10);
    let c = &mut g.corps[usize::from(cpr)];
    c.operated = 1;
    c.cash = cash;
    for k in 1..c.certs.len() - treasury {
        c.certs[k] = Owner::Player(0);
    }
    (g, cpr, minor)
}

/// A major's acquisition step opens only when some payment works: its cash for the minor's
/// worth, or its treasury shares with the difference paid by whoever owes it (18xx.games offers
/// the step only then; rules version 4 — before, any treasury share opened it).
#[test]
fn a_major_may_acquire_only_a_minor_it_can_pay_for() {
    use ferrovia::games::pnw1822::rules::acquisitions::potential;
    let data = pnw();
    // $61 and one share at $150 for $220: $70 short.
    let (g, cpr, _) = cpr_facing_a_minor(61, 1);
    assert!(!potential(data, &g, cpr));
    let mut older = g.clone();
    older.version = 3;
    assert!(potential(data, &older, cpr));
    // $70 pays the difference.
    let (g, cpr, _) = cpr_facing_a_minor(70, 1);
    assert!(potential(data, &g, cpr));
    // Two shares ($300) for $220: the minor's owner pays $80, so his cash decides.
    let (mut g, cpr, _) = cpr_facing_a_minor(0, 2);
    assert!(potential(data, &g, cpr));
    g.players[1].cash = 79;
    assert!(!potential(data, &g, cpr));
    // Cash alone.
    let (g, cpr, _) = cpr_facing_a_minor(220, 0);
    assert!(potential(data, &g, cpr));
}

/// A major's treasury shares queue as they came back: a share it redeemed goes out last when it
/// pays for a minor in shares (18xx.games hands over its first treasury share, and a redeemed
/// share joins the end), so a record naming the next share bought finds it in the treasury.
#[test]
fn a_redeemed_share_is_the_last_the_treasury_pays_with() {
    use ferrovia::games::pnw1822::rules::{acquisitions, shares};
    let data = pnw();
    let paid = |version: u32| {
        let (mut g, cpr, minor) = cpr_facing_a_minor(400, 8);
        g.version = version;
        g.lenient = true; // the track between them is held apart
        g.corps[usize::from(cpr)].certs[1] = Owner::Pool;
        shares::redeem(&mut g, cpr, 1).unwrap();
        acquisitions::start(data, &mut g, cpr, minor).unwrap();
        acquisitions::choose(data, &mut g, cpr, "one_share").unwrap();
        let certs = &g.corps[usize::from(cpr)].certs;
        (1..certs.len()).find(|&k| certs[k] == Owner::Player(1))
    };
    assert_eq!(paid(setup::RULES_VERSION), Some(2));
    // Before rules version 4, the lowest number.
    assert_eq!(paid(3), Some(1));
}

/// A major with nothing to issue or redeem still stops at its issue step while it holds the card
/// it may use there: P21 (Credit Mobilier); in a record saved before 18xx.games' 2024-06-05
/// re-save, P17 (the id 1822's deck-moving card has in 1822).
#[test]
fn a_major_stops_at_its_issue_step_for_the_card_its_era_names() {
    use ferrovia::games::pnw1822::rules::operating::offers;
    use ferrovia::games::pnw1822::state::OrStep;
    let data = pnw();
    let stops = |card: &str, site_2023: bool| {
        let (mut g, cpr) = cpr_operating(9, 0);
        g.site_2023 = site_2023;
        g.cards[usize::from(data.card(card).unwrap())] = Owner::Corp(cpr);
        offers(data, &g, OrStep::Issue)
    };
    assert!(stops("P21", false));
    assert!(!stops("P17", false));
    assert!(stops("P17", true));
    assert!(!stops("P21", true));
}

/// Each phase's schedule holds its own rule: the operating round's steps each have a decision of
/// their own between the shared checks and the walk, the stock and merger rounds theirs.
#[test]
fn every_phase_holds_its_own_decision_between_the_shared_steps() {
    use ferrovia::games::pnw1822::phases::PHASES;
    let names = |p: &ferrovia::engine::PhaseSteps<_>| -> Vec<&str> {
        p.steps.iter().map(|s| s.name).collect()
    };
    const SHARED: [&str; 7] = [
        "admit the decision",
        "discard over the train limit",
        "what any step allows",
        "walk on to the next step or company",
        "close the operating round",
        "note the end's triggers",
        "mark the cards turned up",
    ];
    let decisions: Vec<&str> = PHASES
        .iter()
        .map(|p| {
            let own: Vec<&str> = names(p)
                .into_iter()
                .filter(|n| !SHARED.contains(n))
                .collect();
            assert_eq!(own.len(), 1, "{own:?}");
            own[0]
        })
        .collect();
    let mut unique = decisions.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), PHASES.len(), "{decisions:?}");
    for p in PHASES {
        let n = names(p);
        assert_eq!(n[0], "admit the decision");
        assert!(n.contains(&"note the end's triggers"));
    }
    let track = PHASES
        .iter()
        .find(|p| p.phase == ferrovia::games::pnw1822::phases::PnwPhase::Track)
        .unwrap();
    assert!(names(track).contains(&"lay track"));
    assert!(names(track).contains(&"walk on to the next step or company"));
}

/// A decision refused by a step's own rule changes nothing, whichever step refuses it.
#[test]
fn a_decision_refused_inside_the_steps_leaves_the_game_as_it_was() {
    let mut g = setup::new_game(pnw(), ScenarioId::Full, 3, 5, Default::default()).unwrap();
    let seat = rules::to_act(&g).unwrap();
    let before = g.clone();
    // The turn's check passes; the stock round's own rule refuses a price under the minimum.
    let refused = phases::act(&mut g, seat, &PnwAction::Bid { card: 0, price: 1 });
    assert!(refused.is_err());
    assert_eq!(g, before);
    let refused = phases::act(&mut g, seat, &PnwAction::DestinationToken);
    assert!(refused.is_err());
    assert_eq!(g, before);
}

/// Rules version 5 keeps what the table shows of a round: each company's revenue per operating
/// round in the history, and the hexes laid this round; a game begun under version 4 records
/// neither, so its state (and its hash) is what it was.
#[test]
fn version_5_keeps_revenues_and_the_round_s_lays_and_version_4_does_not() {
    use ferrovia::games::pnw1822::bot;
    use ferrovia::games::pnw1822::view::public;
    use ferrovia::table::BotLevel;
    for version in [4, 5] {
        let mut g = game(3);
        g.version = version;
        let (mut revenues, mut laid) = (0, 0);
        for n in 0..1500 {
            if g.ended.is_some() {
                break;
            }
            let Some(seat) = rules::to_act(&g) else { break };
            let a = bot::choose(pnw(), &g, seat, BotLevel::Greedy, n).expect("a decision");
            phases::act_in_place(&mut g, seat, &a).expect("the bot's action is legal");
            laid = laid.max(public(pnw(), &g).laid.len());
        }
        let history = public(pnw(), &g).history;
        revenues += history.iter().map(|r| r.revenues.len()).sum::<usize>();
        if version == 5 {
            assert!(revenues > 0, "revenues kept");
            assert!(laid > 0, "lays kept");
            // Every operating round but one where no train ran (late, all rusted) has its figures.
            let ors: Vec<_> = history
                .iter()
                .filter(|r| r.round.starts_with("OR"))
                .collect();
            let kept = ors.iter().filter(|r| !r.revenues.is_empty()).count();
            assert!(kept + 1 >= ors.len(), "{kept} of {}", ors.len());
        } else {
            assert_eq!((revenues, laid), (0, 0));
        }
    }
}
