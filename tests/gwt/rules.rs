//! Great Western Trail's rules, one by one: each test breaks if its rule does.

use super::common::*;
use ferrovia::engine::Engine;
use ferrovia::games::gwt::data::{CardId, gwt};
use ferrovia::games::gwt::rules::{cards, scoring, trail};
use ferrovia::games::gwt::schema::WorkerKind;
use ferrovia::games::gwt::state::{Building, Choice, Disc, Ending, KcStep, Stage};
use ferrovia::games::gwt::{DiscSource, GwtAction as A, GwtEngine, GwtRefusal};

const COWBOY: u8 = 0;
const GREEN_OUTLAW: u8 = 3;
const ORANGE_OUTLAW: u8 = 4;
/// A flood hazard worth 4 VP with a green hand.
const FLOOD_4_GREEN: u8 = 5;

#[test]
fn setup_follows_the_player_count() {
    for (n, market, workers) in [(2, 7, 3), (3, 10, 5), (4, 13, 7)] {
        let g = new_game(n, 3, &[]);
        for (seat, p) in g.players.iter().enumerate() {
            assert_eq!(p.money, 6 + seat as u32);
            assert_eq!(p.hand.len(), 4 + seat);
            assert_eq!(p.exchange_tokens, 1);
            assert_eq!(p.objectives.len(), 1, "a starting objective");
            assert_eq!(p.workers, [1, 1, 1]);
            assert_eq!(p.engine, 0);
        }
        let on_trail = g.tiles.iter().flatten().count() + g.beside.iter().flatten().count();
        assert_eq!(on_trail, 7);
        assert_eq!(g.jobs.cells.iter().flatten().count(), workers);
        assert_eq!(g.jobs.token_row, 1, "the token waits in row 2");
        assert!(g.foresight.iter().flatten().all(Option::is_some));
        assert_eq!(g.market.len(), market);
        assert_eq!(g.objective_display.len(), 4);
        assert_eq!(g.masters.iter().flatten().count(), 5);
        assert_eq!(g.stage, Stage::Opening);
        GwtEngine::invariants(&g).expect("invariants");
    }
    let g = new_game(4, 3, &[("simmental", "on")]);
    assert_eq!(g.market.len(), 15);
}

#[test]
fn the_first_turn_discards_to_four_then_starts_on_any_neutral_building() {
    let mut g = new_game(2, 1, &[]);
    g.seat = 1;
    assert_eq!(g.players[1].hand.len(), 5);
    assert_eq!(play(&mut g, A::Start(space("A"))), Err(GwtRefusal::NotNow));
    let two: Vec<CardId> = g.players[1].hand[..2].to_vec();
    assert_eq!(
        play(&mut g, A::Cards(two)),
        Err(GwtRefusal::WrongCards),
        "exactly down to 4"
    );
    let one = vec![g.players[1].hand[0]];
    play(&mut g, A::Cards(one.clone())).unwrap();
    assert_eq!(g.players[1].discard, one);
    assert_eq!(
        play(&mut g, A::Start(space("A-1"))),
        Err(GwtRefusal::BadPath)
    );
    play(&mut g, A::Start(space("E"))).unwrap();
    assert!(
        matches!(&g.stage, Stage::Act(a) if a.at == space("E")),
        "straight to Phase B"
    );
}

#[test]
fn a_move_goes_one_to_the_step_limit_locations_and_stops_in_kansas_city() {
    let mut g = acting_at(2, "A");
    clear_trail(&mut g);
    g.stage = Stage::Move;
    g.players[0].herder = Some(gwt().start());
    assert_eq!(trail::step_limit(&g, gwt(), 0), 3);
    let ends: Vec<_> = trail::paths(&g, gwt(), gwt().start(), 3, false)
        .iter()
        .map(|p| gwt().space(*p.last().unwrap()).name.clone())
        .collect();
    // A, then B by either branch, then C by either branch: empty spaces are no locations.
    assert_eq!(ends.iter().filter(|e| *e == "B").count(), 2);
    assert!(ends.contains(&"C".to_string()) && !ends.contains(&"D".to_string()));
    let far = trail::paths(&g, gwt(), gwt().start(), 4, false)
        .into_iter()
        .find(|p| *p.last().unwrap() == space("D"))
        .unwrap();
    assert_eq!(
        play(&mut g, A::Move(far)),
        Err(GwtRefusal::TooFar { limit: 3 })
    );
    // From G, Kansas City ends the move: no path goes on.
    let from_g = trail::paths(&g, gwt(), space("G"), 3, false);
    assert!(
        from_g
            .iter()
            .all(|p| *p.last().unwrap() == gwt().kansas_city())
    );
    // Clearing the $3 step-limit disc raises the limit (2 players: +1).
    g.players[0].step_discs.0 = false;
    assert_eq!(trail::step_limit(&g, gwt(), 0), 4);
}

#[test]
fn hand_fees_go_to_the_bank_or_the_owner_and_are_paid_as_far_as_money_goes() {
    let mut g = acting_at(2, "A");
    clear_trail(&mut g);
    g.stage = Stage::Move;
    g.tiles[usize::from(space("FLOOD-1").0)] = Some(FLOOD_4_GREEN);
    let path: Vec<_> = [
        "FLOOD-1",
        "FLOOD-2",
        "FLOOD-3",
        "FLOOD-4",
        "FLOOD-RISK-1",
        "FLOOD-RISK-2",
        "B",
    ]
    .iter()
    .map(|s| space(s))
    .collect();
    g.players[0].money = 1;
    let bank = g.bank_out;
    play(&mut g, A::Move(path)).unwrap();
    assert_eq!(
        g.players[0].money, 0,
        "the $2 green fee, paid as far as the money goes"
    );
    assert_eq!(g.bank_out, bank - 1);
    assert!(matches!(&g.stage, Stage::Act(a) if a.at == space("B")));

    // Another player's building with a black hand (4a): 2 players pay $2, to its owner.
    let mut g = acting_at(2, "A");
    clear_trail(&mut g);
    g.stage = Stage::Move;
    g.buildings[usize::from(space("A-1").0)] = Some(Building::Private { owner: 1, tile: 4 });
    let (m0, m1) = (g.players[0].money, g.players[1].money);
    play(&mut g, A::Move(vec![space("A-1")])).unwrap();
    assert_eq!(g.players[0].money, m0 - 2);
    assert_eq!(g.players[1].money, m1 + 2);
    // There, only one auxiliary action.
    assert_eq!(play(&mut g, A::Use(0)), Err(GwtRefusal::Slot));
    play(
        &mut g,
        A::Aux {
            n: 0,
            double: false,
        },
    )
    .unwrap();
    assert_eq!(
        play(
            &mut g,
            A::Aux {
                n: 0,
                double: false
            }
        ),
        Err(GwtRefusal::Slot)
    );
    play(&mut g, A::EndTurn).unwrap();
}

#[test]
fn phase_b_is_local_actions_or_one_auxiliary_action_never_nothing() {
    let mut g = acting_at(2, "A");
    set_hand(&mut g, 0, &[CRIOLLO, GALLOWAY, SANTA_GERTRUDIS, PINEYWOODS]);
    assert_eq!(play(&mut g, A::EndTurn), Err(GwtRefusal::NothingDone));
    let money = g.players[0].money;
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Cards(vec![CardId(GALLOWAY)])).unwrap();
    assert_eq!(g.players[0].money, money + 2, "A: a Galloway for $2");
    assert_eq!(
        play(&mut g, A::Use(0)),
        Err(GwtRefusal::Slot),
        "each local action once"
    );
    assert_eq!(
        play(
            &mut g,
            A::Aux {
                n: 0,
                double: false
            }
        ),
        Err(GwtRefusal::Slot)
    );
    play(&mut g, A::EndTurn).unwrap();
    // Phase C ran on its own: the next seat moves.
    assert_eq!(g.stage, Stage::Move);
    assert_ne!(g.seat, 0);
    // Without the breed asked for, the action is not offered.
    let mut g = acting_at(2, "A");
    set_hand(&mut g, 0, &[CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
    assert_eq!(play(&mut g, A::Use(0)), Err(GwtRefusal::Slot));
}

#[test]
fn hiring_costs_the_row_never_from_the_token_row_and_the_space_bonus_follows() {
    let mut g = acting_at(2, "A");
    g.jobs.cells.iter_mut().for_each(|c| *c = None);
    g.jobs.cells[0] = Some(WorkerKind::Engineer);
    g.jobs.cells[1] = Some(WorkerKind::Cowboy);
    g.jobs.cells[2] = Some(WorkerKind::Builder); // the token's row (row 2)
    g.players[0].money = 8;
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(
        play(&mut g, A::Hire(2)),
        Err(GwtRefusal::Worker),
        "not from the token's row"
    );
    play(&mut g, A::Hire(0)).unwrap();
    assert_eq!(g.players[0].money, 2, "row 1 costs $6");
    assert_eq!(g.players[0].workers(WorkerKind::Engineer), 2);
    // The engineer's space 2 offers a Criollo for a certificate: it may be let go.
    assert!(matches!(g.choice(), Some((Choice::Discard(..), true))));
    play(&mut g, A::Decline).unwrap();
    // The second hire costs $2 more: $8 for row 1, more than the $2 left.
    assert_eq!(play(&mut g, A::Use(2)), Err(GwtRefusal::Slot));

    // The engineer row's space 4 hires another worker $2 cheaper.
    let mut g = acting_at(2, "A");
    g.jobs.cells.iter_mut().for_each(|c| *c = None);
    g.jobs.cells[0] = Some(WorkerKind::Engineer);
    g.jobs.cells[1] = Some(WorkerKind::Cowboy);
    g.players[0].workers[2] = 3;
    g.players[0].money = 10;
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Hire(0)).unwrap();
    assert_eq!(g.choice().map(|(c, _)| c.clone()), Some(Choice::Hire(-2)));
    play(&mut g, A::Hire(1)).unwrap();
    assert_eq!(g.players[0].money, 0, "$6, then $6 − $2");
}

#[test]
fn building_costs_per_builder_and_a_replacement_only_the_difference() {
    let mut g = acting_at(2, "B");
    g.players[0].money = 20;
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(
        play(
            &mut g,
            A::Build {
                tile: 4,
                at: space("A-1")
            }
        ),
        Err(GwtRefusal::Build),
        "4a needs 2 builders"
    );
    play(
        &mut g,
        A::Build {
            tile: 1,
            at: space("B-1"),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, 18, "1 builder × $2");
    assert_eq!(
        g.buildings[usize::from(space("B-1").0)],
        Some(Building::Private { owner: 0, tile: 1 })
    );
    // With 2 builders, 4a (2) replaces 1a (1) for the difference: 1 builder.
    g.stage = Stage::Act(ferrovia::games::gwt::state::Act::new(space("B"), false));
    g.players[0].workers[1] = 2;
    play(&mut g, A::Use(1)).unwrap();
    play(
        &mut g,
        A::Build {
            tile: 4,
            at: space("B-1"),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, 16);
    assert!(
        !g.players[0].unbuilt.contains(&1),
        "the replaced tile left the game"
    );
    assert_eq!(play(&mut g, A::Use(1)), Err(GwtRefusal::Slot));
}

#[test]
fn risk_actions_belong_to_the_owner_of_the_building_on_the_space() {
    let mut g = acting_at(2, "FLOOD-RISK-2");
    clear_trail(&mut g);
    g.buildings[usize::from(space("FLOOD-RISK-2").0)] =
        Some(Building::Private { owner: 0, tile: 1 });
    set_hand(&mut g, 0, &[CRIOLLO, GALLOWAY, SANTA_GERTRUDIS, PINEYWOODS]);
    let money = g.players[0].money;
    // 1a's own action is slot 0; the space's risk action is slot 1.
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Cards(vec![CardId(CRIOLLO)])).unwrap();
    assert_eq!(g.players[0].money, money + 2);
    assert_eq!(g.players[0].certificate_value(), 1);
    // 1a: $2 per own building in the woods (this one counts).
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(g.players[0].money, money + 4);
}

#[test]
fn a_herder_move_runs_phase_b_again_at_the_new_location() {
    let mut g = acting_at(2, "A-1");
    clear_trail(&mut g);
    g.buildings[usize::from(space("A-1").0)] = Some(Building::Private { owner: 0, tile: 3 });
    play(&mut g, A::Use(1)).unwrap();
    assert!(matches!(
        g.choice(),
        Some((
            Choice::Herder {
                steps: 1,
                walk: false
            },
            true
        ))
    ));
    play(
        &mut g,
        A::Move(vec![space("A-2"), space("A-3"), space("B")]),
    )
    .unwrap();
    assert!(matches!(&g.stage, Stage::Act(a) if a.at == space("B") && a.used == 0));
    assert_eq!(
        play(&mut g, A::EndTurn),
        Err(GwtRefusal::NothingDone),
        "Phase B again"
    );
}

#[test]
fn neutral_a_b_e_do_what_they_show() {
    // A: a Galloway for $2; hire a worker at its row's price; hire another at $2 more.
    let mut g = acting_at(2, "A");
    set_hand(&mut g, 0, &[GALLOWAY, CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
    g.players[0].money = 30;
    assert_eq!(
        play(&mut g, A::Use(0)).and(play(&mut g, A::Cards(vec![CardId(CRIOLLO)]))),
        Err(GwtRefusal::WrongCards),
        "only a Galloway"
    );
    play(&mut g, A::Cards(vec![CardId(GALLOWAY)])).unwrap();
    assert_eq!(g.players[0].money, 32);
    play(&mut g, A::Use(1)).unwrap();
    let (paid, price) = hire_cheapest(&mut g, 0);
    assert_eq!(paid, price);
    play(&mut g, A::Use(2)).unwrap();
    let (paid, price) = hire_cheapest(&mut g, 2);
    assert_eq!(paid, price, "the second hire costs $2 more than its row");
    // B: a Santa Gertrudis for $2; build at $2 a builder.
    let mut g = acting_at(2, "B");
    set_hand(&mut g, 0, &[GALLOWAY, CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
    g.players[0].money = 10;
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Cards(vec![CardId(SANTA_GERTRUDIS)])).unwrap();
    assert_eq!(g.players[0].money, 12);
    play(&mut g, A::Use(1)).unwrap();
    let at = space("A-1");
    play(&mut g, A::Build { tile: 1, at }).unwrap();
    assert_eq!(g.players[0].money, 10, "building 1 needs one builder: $2");
    assert_eq!(
        g.buildings[usize::from(at.0)],
        Some(Building::Private { owner: 0, tile: 1 })
    );
    // E: a Pineywoods for $2; buy cattle with the cowboys.
    let mut g = acting_at(2, "E");
    set_hand(&mut g, 0, &[GALLOWAY, CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
    g.players[0].money = 20;
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Cards(vec![CardId(PINEYWOODS)])).unwrap();
    assert_eq!(g.players[0].money, 22);
    play(&mut g, A::Use(1)).unwrap();
    let buy = GwtEngine::legal(&GwtEngine::seat_view(&g, 0), 0)
        .into_iter()
        .find(|a| matches!(a, A::Buy { .. }))
        .expect("one cowboy buys a value-3 card");
    let A::Buy { option, cards } = &buy else {
        unreachable!()
    };
    let price = u32::from(gwt().file.buy_options[usize::from(*option)].dollars);
    let deck = g.players[0].deck().count();
    play(&mut g, buy.clone()).unwrap();
    assert_eq!(g.players[0].money, 22 - price);
    assert_eq!(g.players[0].deck().count(), deck + cards.len());
    assert!(cards.iter().all(|c| g.players[0].discard.contains(c)));
}

#[test]
fn neutral_c_d_f_g_do_what_they_show() {
    // C: a certificate or an objective; the engine up to the number of engineers.
    let mut g = acting_at(2, "C");
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Pick(0)).unwrap();
    assert_eq!(g.players[0].certificate_value(), 1);
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(
        play(&mut g, A::Engine(2)),
        Err(GwtRefusal::Engine),
        "one engineer: one space"
    );
    play(&mut g, A::Engine(1)).unwrap();
    assert_eq!(g.players[0].engine, 1);
    // D: pay $2 for the engine up to 2; a double auxiliary action once both spaces are clear.
    let mut g = acting_at(2, "D");
    g.players[0].money = 5;
    g.players[0].aux[0] = 0;
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Pick(1)).unwrap();
    assert_eq!(g.players[0].money, 3);
    assert_eq!(
        g.choice().map(|(c, o)| (c.clone(), o)),
        Some((Choice::Engine(2), false)),
        "paid for"
    );
    play(&mut g, A::Engine(2)).unwrap();
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(
        play(&mut g, A::Aux { n: 1, double: true }),
        Err(GwtRefusal::AuxLocked)
    );
    play(&mut g, A::Aux { n: 0, double: true }).unwrap();
    assert_eq!(g.players[0].money, 5);
    // F: a pair of one breed for $4; $7 for a hazard.
    let mut g = acting_at(2, "F");
    clear_trail(&mut g);
    g.tiles[usize::from(space("FLOOD-1").0)] = Some(FLOOD_4_GREEN);
    set_hand(&mut g, 0, &[CRIOLLO, CRIOLLO + 1, GALLOWAY, PINEYWOODS]);
    g.players[0].money = 7;
    assert_eq!(
        play(&mut g, A::Use(0)).and(play(
            &mut g,
            A::Cards(vec![CardId(CRIOLLO), CardId(GALLOWAY)])
        )),
        Err(GwtRefusal::WrongCards)
    );
    play(&mut g, A::Cards(vec![CardId(CRIOLLO), CardId(CRIOLLO + 1)])).unwrap();
    assert_eq!(g.players[0].money, 11);
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(
        play(&mut g, A::Decline),
        Err(GwtRefusal::Choice),
        "paid: the hazard is taken"
    );
    play(&mut g, A::Hazard(space("FLOOD-1"))).unwrap();
    assert_eq!(g.players[0].money, 4);
    assert_eq!(g.players[0].hazards, vec![FLOOD_4_GREEN]);
}

#[test]
fn buying_cattle_uses_each_cowboy_once_and_spare_cowboys_refill_the_market() {
    let mut g = acting_at(2, "E");
    g.players[0].money = 20;
    g.players[0].workers[0] = 2;
    g.market = vec![CardId(BLACK_ANGUS), CardId(SHORTHORN)];
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(
        play(
            &mut g,
            A::Buy {
                option: 0,
                cards: vec![CardId(SHORTHORN)]
            }
        ),
        Err(GwtRefusal::Cattle),
        "option 0 buys a value-3 card"
    );
    play(
        &mut g,
        A::Buy {
            option: 0,
            cards: vec![CardId(BLACK_ANGUS)],
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, 14);
    assert_eq!(
        g.players[0].discard.last(),
        Some(&CardId(BLACK_ANGUS)),
        "onto the discard pile"
    );
    assert_eq!(g.choice().map(|(c, _)| c.clone()), Some(Choice::Buy(1)));
    let stack = g.market_stack.len();
    play(&mut g, A::Refill).unwrap();
    assert_eq!(g.market.len(), 3, "two cards added, past the market's size");
    assert_eq!(g.market_stack.len(), stack - 2);
    assert!(g.choice().is_none(), "both cowboys used");
}

#[test]
fn auxiliary_actions_need_their_spaces_cleared() {
    let mut g = acting_at(2, "A");
    set_hand(&mut g, 0, &[CRIOLLO, GALLOWAY, SANTA_GERTRUDIS, PINEYWOODS]);
    assert_eq!(
        play(
            &mut g,
            A::Aux {
                n: 2,
                double: false
            }
        ),
        Err(GwtRefusal::AuxLocked)
    );
    // Action 3 (pay $1, engine back 1, a certificate) once one of its discs is gone.
    g.players[0].aux[2] = 1;
    g.players[0].engine = 3;
    let money = g.players[0].money;
    play(
        &mut g,
        A::Aux {
            n: 2,
            double: false,
        },
    )
    .unwrap();
    assert_eq!((g.players[0].engine, g.players[0].money), (2, money - 1));
    assert_eq!(g.players[0].certificate_value(), 1);
    // Action 5: engine back 1, $1 and a card removed from the game.
    let mut g = acting_at(2, "A");
    set_hand(&mut g, 0, &[CRIOLLO, GALLOWAY, SANTA_GERTRUDIS, PINEYWOODS]);
    g.players[0].aux[4] = 1;
    g.players[0].engine = 1;
    play(
        &mut g,
        A::Aux {
            n: 4,
            double: false,
        },
    )
    .unwrap();
    play(&mut g, A::Cards(vec![CardId(CRIOLLO)])).unwrap();
    assert_eq!(g.players[0].removed, vec![CardId(CRIOLLO)]);
    assert_eq!(g.players[0].engine, 0);
    // From space 0 there is no moving back.
    let mut g = acting_at(2, "A");
    g.players[0].aux[4] = 1;
    assert_eq!(
        play(
            &mut g,
            A::Aux {
                n: 4,
                double: false
            }
        ),
        Err(GwtRefusal::Slot)
    );
}

#[test]
fn a_station_upgrade_places_a_disc_and_may_appoint_its_master() {
    let mut g = acting_at(2, "C");
    g.players[0].engine = 4;
    g.players[0].workers[0] = 2;
    g.players[0].money = 10;
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Engine(5)).unwrap(); // the turnout after space 4
    assert_eq!(g.choice().map(|(c, _)| c.clone()), Some(Choice::Upgrade(0)));
    assert_eq!(
        play(&mut g, A::Upgrade(Disc::StepVp)),
        Err(GwtRefusal::Disc),
        "a dark disc on a white station while white ones last"
    );
    play(&mut g, A::Upgrade(Disc::Aux(2))).unwrap();
    assert_eq!(g.players[0].money, 8);
    assert_eq!(g.stations[0], vec![0]);
    let master = g.masters[0].unwrap();
    assert_eq!(
        play(&mut g, A::Appoint(WorkerKind::Builder)),
        Err(GwtRefusal::Worker),
        "the printed worker stays"
    );
    play(&mut g, A::Appoint(WorkerKind::Cowboy)).unwrap();
    assert_eq!(g.players[0].workers(WorkerKind::Cowboy), 1);
    assert_eq!(g.players[0].masters, vec![master]);
    assert_eq!(g.masters[0], None);
}

#[test]
fn the_last_space_sends_the_engine_back_for_dollars() {
    let mut g = acting_at(2, "G");
    let last = gwt().rail.len() as u8 - 1;
    g.players[0].engine = last - 1;
    g.players[0].money = 0;
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Engine(last)).unwrap();
    assert_eq!(
        g.choice().map(|(c, _)| c.clone()),
        Some(Choice::Back39),
        "no money for station 10"
    );
    assert_eq!(play(&mut g, A::Decline), Err(GwtRefusal::Choice));
    play(&mut g, A::Engine(last - 3)).unwrap();
    assert_eq!(g.players[0].money, 3);
}

fn in_kansas_city(step: KcStep) -> ferrovia::games::gwt::GwtGame {
    let mut g = acting_at(2, "A");
    g.players[0].herder = Some(gwt().kansas_city());
    g.stage = Stage::KansasCity(step);
    g
}

#[test]
fn foresight_puts_workers_in_the_job_market_and_tiles_on_the_trail() {
    let mut g = in_kansas_city(KcStep::Foresight(0));
    clear_trail(&mut g);
    g.foresight[0] = [Some(FLOOD_4_GREEN), Some(GREEN_OUTLAW)];
    g.foresight[1] = [Some(COWBOY), Some(COWBOY)];
    g.foresight[2] = [Some(ORANGE_OUTLAW), None];
    play(&mut g, A::Foresight(0)).unwrap();
    assert_eq!(
        g.tiles[usize::from(space("FLOOD-1").0)],
        Some(FLOOD_4_GREEN),
        "lowest space of its kind"
    );
    let filled = g.jobs.cells.iter().flatten().count();
    play(&mut g, A::Foresight(1)).unwrap();
    assert_eq!(g.jobs.cells.iter().flatten().count(), filled + 1);
    assert_eq!(
        g.jobs.token_row, 2,
        "the worker filled the token's space: the token moves down"
    );
    play(&mut g, A::Foresight(0)).unwrap();
    assert_eq!(
        g.beside[0],
        Some(ORANGE_OUTLAW),
        "outlaw space 1 fills first"
    );
    assert_eq!(g.stage, Stage::KansasCity(KcStep::Income));
    // No room: the tile leaves the game.
    let mut g = in_kansas_city(KcStep::Foresight(0));
    for (i, s) in gwt().spaces.iter().enumerate() {
        if matches!(
            s.kind,
            ferrovia::games::gwt::schema::SpaceKind::Hazard(
                ferrovia::games::gwt::schema::HazardKind::Flood,
                _
            )
        ) {
            g.tiles[i] = Some(FLOOD_4_GREEN);
        }
    }
    g.foresight[0] = [Some(FLOOD_4_GREEN), None];
    play(&mut g, A::Foresight(0)).unwrap();
    assert_eq!(g.gone, vec![FLOOD_4_GREEN]);
}

#[test]
fn after_the_end_is_triggered_foresight_workers_cannot_be_taken_and_a_workers_only_step_is_passed()
{
    let mut g = in_kansas_city(KcStep::Foresight(0));
    clear_trail(&mut g);
    g.ending = Some(ferrovia::games::gwt::state::Ending {
        by: 1,
        turns_left: 1,
    });
    g.foresight[0] = [Some(COWBOY), Some(GREEN_OUTLAW)];
    g.foresight[1] = [Some(COWBOY), Some(COWBOY)];
    g.foresight[2] = [Some(FLOOD_4_GREEN), Some(COWBOY)];
    let market = g.jobs.cells.clone();
    assert_eq!(
        play(&mut g, A::Foresight(0)),
        Err(GwtRefusal::Tile),
        "no row left for a worker"
    );
    play(&mut g, A::Foresight(1)).unwrap();
    assert_eq!(
        g.stage,
        Stage::KansasCity(KcStep::Foresight(2)),
        "foresight B offers only workers: passed over"
    );
    assert_eq!(
        g.foresight[1],
        [Some(COWBOY), Some(COWBOY)],
        "its tiles stay"
    );
    play(&mut g, A::Foresight(0)).unwrap();
    assert_eq!(g.stage, Stage::KansasCity(KcStep::Income));
    assert_eq!(g.jobs.cells, market, "no worker reached the job market");
}

#[test]
fn income_counts_each_breed_once_plus_certificates() {
    let mut g = in_kansas_city(KcStep::Income);
    set_hand(&mut g, 0, &[CRIOLLO, GALLOWAY, GALLOWAY + 1, PINEYWOODS]);
    assert_eq!(cards::breeding_value(gwt(), &g.players[0].hand), 5);
    g.players[0].certificates = 3;
    g.players[0].permanent = 1;
    let money = g.players[0].money;
    play(&mut g, A::Income { to: 1 }).unwrap();
    assert_eq!(g.players[0].money, money + 5 + 2 + 1);
    assert_eq!(g.delivery_value, 8);
    assert!(g.players[0].hand.is_empty(), "the hand is discarded");
    assert_eq!(g.shown.len(), 4, "and was shown to all");
    assert_eq!(g.stage, Stage::KansasCity(KcStep::Delivery));
}

#[test]
fn delivery_obeys_value_repeats_corners_transport_and_links() {
    let mut g = in_kansas_city(KcStep::Delivery);
    g.delivery_value = 4;
    g.players[0].money = 0;
    // Chicago (10) is beyond the value.
    assert_eq!(
        play(
            &mut g,
            A::Deliver {
                city: 5,
                disc: DiscSource::Board(Disc::Aux(2))
            }
        ),
        Err(GwtRefusal::City)
    );
    // St. Louis (4) costs one cross from space 0: no money.
    assert!(matches!(
        play(
            &mut g,
            A::Deliver {
                city: 2,
                disc: DiscSource::Board(Disc::Aux(2))
            }
        ),
        Err(GwtRefusal::Money { need: 1, .. })
    ));
    g.players[0].money = 1;
    assert_eq!(
        play(
            &mut g,
            A::Deliver {
                city: 2,
                disc: DiscSource::Board(Disc::StepDollar)
            }
        ),
        Err(GwtRefusal::Disc),
        "a dark disc onto a white city while white ones last"
    );
    // Fulton already holds our disc: St. Louis completes the Fulton–St. Louis link (objective).
    g.cities[1].push(0);
    play(
        &mut g,
        A::Deliver {
            city: 2,
            disc: DiscSource::Board(Disc::Aux(2)),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, 0);
    assert_eq!(
        g.players[0].aux[2], 1,
        "the disc came off action 3: it is unlocked"
    );
    assert_eq!(
        g.choice().map(|(c, o)| (c.clone(), o)),
        Some((Choice::Objective { to_hand: false }, false))
    );
    let shown = g.objective_display[0];
    play(&mut g, A::Objective(Some(shown))).unwrap();
    assert_eq!(g.players[0].discard.last(), Some(&shown));
    assert_eq!(g.objective_display.len(), 4, "the display refills");
    assert_eq!(g.stage, Stage::Move, "Kansas City is done, and phase C");
    assert_ne!(g.seat, 0);
    assert_eq!(g.players[0].herder, Some(gwt().start()));
    // Only Kansas City and New York take repeats; Kansas City pays $4.
    let mut g = in_kansas_city(KcStep::Delivery);
    g.delivery_value = 1;
    g.cities[1].push(0);
    assert_eq!(
        play(
            &mut g,
            A::Deliver {
                city: 1,
                disc: DiscSource::Board(Disc::Aux(2))
            }
        ),
        Err(GwtRefusal::Disc)
    );
    g.cities[0].push(0);
    let money = g.players[0].money;
    play(
        &mut g,
        A::Deliver {
            city: 0,
            disc: DiscSource::Board(Disc::Aux(2)),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, money + 4);
}

#[test]
fn the_hand_limit_disc_costs_five_and_either_certificate_disc_may_go_first() {
    let mut g = in_kansas_city(KcStep::Delivery);
    g.delivery_value = 10;
    g.players[0].money = 20;
    g.players[0].engine = 30;
    play(
        &mut g,
        A::Deliver {
            city: 5,
            disc: DiscSource::Board(Disc::Hand),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, 15);
    assert_eq!(g.players[0].hand_limit(), 5);

    // The 6 disc before the 4 disc: allowed, and the limit stays 3 until both are gone.
    let mut g = in_kansas_city(KcStep::Delivery);
    g.delivery_value = 10;
    g.players[0].engine = 30;
    play(
        &mut g,
        A::Deliver {
            city: 5,
            disc: DiscSource::Board(Disc::Cert6),
        },
    )
    .unwrap();
    let p = &mut g.players[0];
    assert_eq!(p.cert_discs, (true, false));
    let track = &gwt().file.certificate_track;
    assert_eq!(track[usize::from(p.certificate_limit_index())], 3);
    p.cert_discs.0 = false;
    assert_eq!(track[usize::from(p.certificate_limit_index())], 6);
    p.cert_discs = (false, true);
    assert_eq!(track[usize::from(p.certificate_limit_index())], 4);

    // Rules 1 (games begun before) kept the 6 disc until the 4 disc was gone.
    let mut g = in_kansas_city(KcStep::Delivery);
    g.options.version = 1;
    g.delivery_value = 10;
    g.players[0].engine = 30;
    assert_eq!(
        play(
            &mut g,
            A::Deliver {
                city: 5,
                disc: DiscSource::Board(Disc::Cert6)
            }
        ),
        Err(GwtRefusal::Disc)
    );
}

#[test]
fn the_job_market_token_leaving_row_twelve_ends_the_game_after_one_more_turn_each() {
    let mut g = in_kansas_city(KcStep::Foresight(0));
    let c = usize::from(g.jobs.columns);
    g.jobs.token_row = 11;
    g.jobs.cells.iter_mut().for_each(|x| *x = None);
    g.jobs.cells[11 * c] = Some(WorkerKind::Cowboy);
    g.foresight[0] = [Some(COWBOY), Some(GREEN_OUTLAW)];
    g.foresight[1] = [Some(COWBOY), Some(COWBOY)];
    g.foresight[2] = [Some(COWBOY), Some(GREEN_OUTLAW)];
    play(&mut g, A::Foresight(0)).unwrap();
    assert_eq!(
        g.ending,
        Some(Ending {
            by: 0,
            turns_left: 1
        })
    );
    assert!(g.players[0].job_token);
    // No more workers from foresight: sub-phase 2 offers only workers and is skipped.
    assert_eq!(g.stage, Stage::KansasCity(KcStep::Foresight(2)));
    assert_eq!(play(&mut g, A::Foresight(0)), Err(GwtRefusal::Tile));
    play(&mut g, A::Foresight(1)).unwrap();
    assert_eq!(g.stage, Stage::KansasCity(KcStep::Income));
    step(&mut g, A::Income { to: 0 });
    step(
        &mut g,
        A::Deliver {
            city: 0,
            disc: DiscSource::Board(Disc::Aux(2)),
        },
    );
    assert_eq!(g.seat, 1, "the other player's final turn");
    assert!(!g.over());
    g.stage = Stage::Act(ferrovia::games::gwt::state::Act::new(space("A"), false));
    g.players[1].herder = Some(space("A"));
    step(
        &mut g,
        A::Aux {
            n: 0,
            double: false,
        },
    );
    step(&mut g, A::EndTurn);
    assert!(g.over());
    assert_eq!(GwtEngine::scores(&g)[0].breakdown["job_market_token"], 2);
}

#[test]
fn a_yellow_arrow_refills_the_cattle_market() {
    let mut g = in_kansas_city(KcStep::Foresight(0));
    let c = usize::from(g.jobs.columns);
    g.jobs.token_row = 5;
    g.jobs.cells.iter_mut().for_each(|x| *x = None);
    for i in 0..c - 1 {
        g.jobs.cells[5 * c + i] = Some(WorkerKind::Cowboy);
    }
    g.market.truncate(2);
    g.foresight[0] = [Some(COWBOY), None];
    play(&mut g, A::Foresight(0)).unwrap();
    assert_eq!(g.jobs.token_row, 6);
    assert_eq!(g.market.len(), 7, "refilled to the 2-player size");
}

#[test]
fn phase_c_draws_to_the_hand_limit_shuffling_the_discards_only_when_the_stack_is_empty() {
    let mut g = acting_at(2, "A");
    set_hand(&mut g, 0, &[CRIOLLO]);
    let stack: Vec<CardId> = g.players[0].stack.cards().to_vec();
    g.players[0].stack = ferrovia::kits::deck::Deck::stacked(stack[..2].to_vec());
    g.players[0].discard = stack[2..].to_vec();
    step(
        &mut g,
        A::Aux {
            n: 0,
            double: false,
        },
    );
    step(&mut g, A::EndTurn);
    assert_eq!(g.players[0].hand.len(), 4);
    assert_eq!(
        g.players[0].discard.len(),
        0,
        "the discards became the stack when it ran out"
    );
    assert_eq!(g.players[0].stack.len(), stack.len() - 3);
    assert_eq!(g.seat, 1);
}

#[test]
fn scoring_adds_every_category() {
    let mut g = acting_at(2, "A");
    let p = &mut g.players[0];
    p.money = 23; // 4
    p.hazards = vec![FLOOD_4_GREEN]; // 4
    p.workers = [6, 5, 1]; // 4 × 3
    p.step_discs.1 = false; // 3
    p.job_token = true; // 2
    p.objectives.clear();
    set_hand(&mut g, 0, &[HEREFORD, SHORTHORN]); // 5 + 3 cattle VP
    g.buildings[usize::from(space("A-1").0)] = Some(Building::Private { owner: 0, tile: 4 }); // 3
    g.cities[0] = vec![0]; // Kansas City −6
    g.cities[8] = vec![0]; // Philadelphia 6
    g.cities[9] = vec![0, 0]; // New York 18, Philadelphia–New York link 0
    g.stations[0] = vec![0]; // 1
    let s = scoring::score(&g, gwt(), 0);
    assert_eq!(s.money, 4);
    assert_eq!(s.hazards, 4);
    assert_eq!(s.workers, 12);
    assert_eq!(s.step_limit, 3);
    assert_eq!(s.job_market_token, 2);
    assert_eq!(s.cattle, 8);
    assert_eq!(s.buildings, 3);
    assert_eq!(s.cities, 18);
    assert_eq!(s.stations, 1);
    assert_eq!(s.total(), 4 + 4 + 12 + 3 + 2 + 8 + 3 + 18 + 1);
}

#[test]
fn objectives_count_each_thing_once_and_penalise_the_objective_area_only() {
    let data = gwt();
    let mut g = acting_at(2, "A");
    // General objectives: 120.. in file order; "Value3, Value4, Value5 → 5 VP, −3" exists twice.
    let find = |tasks: &[ferrovia::games::gwt::schema::Task], penalty: u8| {
        data.general_objectives
            .iter()
            .copied()
            .find(|&c| match data.card(c) {
                ferrovia::games::gwt::data::CardInfo::Objective(f) => {
                    data.objectives[usize::from(f)].tasks == tasks
                        && data.objectives[usize::from(f)].penalty == penalty
                }
                _ => false,
            })
            .unwrap()
    };
    use ferrovia::games::gwt::schema::Task::*;
    let three = find(&[Value3, Value4, Value5], 3);
    let three_b = find(&[Value3, Value4, Value5], 2);
    g.players[0].objectives = vec![three, three_b];
    set_hand(&mut g, 0, &[BLACK_ANGUS, SHORTHORN, HEREFORD]);
    // One set of cattle meets one card: 5 for it, −2 for the other (the better way round).
    assert_eq!(scoring::objectives(&g, data, 0).0, 5 - 2);
    set_hand(
        &mut g,
        0,
        &[
            BLACK_ANGUS,
            SHORTHORN,
            HEREFORD,
            BLACK_ANGUS + 1,
            SHORTHORN + 1,
            HEREFORD + 1,
        ],
    );
    assert_eq!(scoring::objectives(&g, data, 0).0, 10);
}

#[test]
fn ties_are_shared() {
    let a = scoring::Score {
        money: 5,
        ..Default::default()
    };
    let b = scoring::Score {
        cattle: 5,
        ..Default::default()
    };
    let c = scoring::Score {
        money: 4,
        ..Default::default()
    };
    assert_eq!(scoring::winners(&[a, b, c]), vec![0, 1]);
}

#[test]
fn no_public_view_shows_a_hand() {
    let g = new_game(3, 5, &[]);
    let public = serde_json::to_value(GwtEngine::public_view(&g)).unwrap();
    for p in public["players"].as_array().unwrap() {
        assert!(p.get("hand").is_none());
        assert!(p["hand_size"].as_u64().unwrap() >= 4);
    }
    let text = public.to_string();
    let mine = GwtEngine::seat_json(&g, 1);
    let hand: Vec<u64> = mine["players"][1]["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(hand.len(), 5);
    assert!(
        mine["players"][0].get("hand").is_none(),
        "only the seat's own hand"
    );
    assert!(!text.contains("hand_cards"));
    // The seat view keeps others' hands out of reach: folded into their unordered stacks.
    let view = GwtEngine::seat_view(&g, 1);
    assert!(view.game.players[0].hand.is_empty() && view.game.players[2].hand.is_empty());
    assert_eq!(view.game.players[1].hand, g.players[1].hand);
    assert_eq!(view.hand_sizes, vec![4, 5, 6]);
}

/// The first legal action the listing offers that `pick` accepts.
fn first_legal(g: &ferrovia::games::gwt::GwtGame, pick: impl Fn(&A) -> bool) -> A {
    GwtEngine::legal(&GwtEngine::seat_view(g, 0), 0)
        .into_iter()
        .find(|a| pick(a))
        .expect("the listing offers it")
}

#[test]
fn each_auxiliary_action_single_and_double_does_what_it_shows() {
    // Neutral G's second action is an auxiliary action, single or (both spaces clear) double.
    let fresh = || {
        let mut g = acting_at(2, "G");
        g.players[0].aux = [0; 5];
        g.players[0].money = 10;
        g.players[0].engine = 8;
        set_hand(&mut g, 0, &[GALLOWAY, CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
        play(&mut g, A::Use(1)).unwrap();
        g
    };
    for (double, n) in [(false, 1u32), (true, 2)] {
        let k = n as usize;
        // Row 1: dollars.
        let mut g = fresh();
        play(&mut g, A::Aux { n: 0, double }).unwrap();
        assert_eq!(g.players[0].money, 10 + n);
        // Row 2: draw, then discard as many.
        let mut g = fresh();
        let discards = g.players[0].discard.len();
        play(&mut g, A::Aux { n: 1, double }).unwrap();
        assert_eq!(g.players[0].hand.len(), 4 + k);
        let discard = first_legal(&g, |a| matches!(a, A::Cards(c) if c.len() == k));
        play(&mut g, discard).unwrap();
        assert_eq!(g.players[0].hand.len(), 4);
        assert_eq!(g.players[0].discard.len(), discards + k);
        // Row 3: pay, the engine back exactly, certificates forward.
        let mut g = fresh();
        let back = ferrovia::games::gwt::rules::railroad::back_exactly(&g, gwt(), 0, n as u8);
        play(&mut g, A::Aux { n: 2, double }).unwrap();
        assert_eq!(g.players[0].money, 10 - n);
        assert_eq!(vec![usize::from(g.players[0].engine)], back);
        assert_eq!(u32::from(g.players[0].certificate_value()), n);
        // Row 4: pay, the engine forward up to the number.
        let mut g = fresh();
        play(&mut g, A::Aux { n: 3, double }).unwrap();
        assert_eq!(g.players[0].money, 10 - n);
        let ahead = ferrovia::games::gwt::rules::railroad::forward(&g, gwt(), 0, n as u8);
        assert!(!ahead.is_empty() && ahead.len() <= k + 1);
        play(&mut g, A::Engine(*ahead.iter().max().unwrap() as u8)).unwrap();
        assert!(g.players[0].engine > 8);
        // Row 5: the engine back exactly, dollars, and cards out of the game.
        let mut g = fresh();
        let back = ferrovia::games::gwt::rules::railroad::back_exactly(&g, gwt(), 0, n as u8);
        play(&mut g, A::Aux { n: 4, double }).unwrap();
        assert_eq!(vec![usize::from(g.players[0].engine)], back);
        assert_eq!(g.players[0].money, 10 + n);
        let remove = first_legal(&g, |a| matches!(a, A::Cards(c) if c.len() == k));
        let A::Cards(gone) = &remove else {
            unreachable!()
        };
        let gone = gone.clone();
        play(&mut g, remove).unwrap();
        assert!(gone.iter().all(|c| g.players[0].removed.contains(c)));
        assert_eq!(g.players[0].hand.len(), 4 - k);
    }
}

/// Each action's log line, put in words from the game just before it (as the table does), then
/// played.
fn logged(
    g: &mut ferrovia::games::gwt::GwtGame,
    record: &[(usize, A)],
) -> Vec<ferrovia::table::driver::Words> {
    record
        .iter()
        .map(|(seat, a)| {
            let words = GwtEngine::log(g, *seat, a);
            play(g, a.clone()).unwrap();
            words
        })
        .collect()
}

#[test]
fn the_log_names_the_building_each_local_action_was_taken_at() {
    use ferrovia::games::gwt::state::Todo;
    use ferrovia::table::driver::WordArg;
    // Seat 0 starts at neutral A and sells a Galloway there.
    let mut g = new_game(2, 1, &[]);
    set_hand(&mut g, 0, &[GALLOWAY, CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
    g.players[0].money = 20;
    let record = [
        (0, A::Start(space("A"))),
        (0, A::Use(0)),
        (0, A::Cards(vec![CardId(GALLOWAY)])),
    ];
    let lines = logged(&mut g, &record);
    assert_eq!(lines[1].key, "gwt-log-use-neutral");
    assert!(
        lines[1]
            .args
            .iter()
            .any(|(k, v)| k == "letter" && *v == WordArg::Text("A".into()))
    );
    assert_eq!(lines[2].key, "gwt-log-cards", "a discard names its cards");

    // A white slash's answer is named by what was picked: neutral C's certificate.
    let mut g = new_game(2, 1, &[]);
    let record = [(0, A::Start(space("C"))), (0, A::Use(0)), (0, A::Pick(0))];
    assert_eq!(logged(&mut g, &record)[2].key, "gwt-log-pick-certificate");

    // A private building is the tile standing where the herder acts.
    let mut g = acting_at(2, "A-1");
    g.buildings[usize::from(space("A-1").0)] = Some(Building::Private { owner: 0, tile: 3 });
    let used = GwtEngine::log(&g, 0, &A::Use(1));
    assert_eq!(used.key, "gwt-log-use-private");
    assert!(
        used.args
            .iter()
            .any(|(k, v)| k == "tile" && *v == WordArg::Number(3))
    );

    // Cards given up to a removal are removed, not discarded (their names stay hidden).
    g.todo.push(Todo::Choose {
        choice: Choice::Remove(1),
        optional: true,
    });
    let hand = g.players[0].hand[0];
    assert_eq!(
        GwtEngine::log(&g, 0, &A::Cards(vec![hand])).key,
        "gwt-log-removes"
    );
}

/// Kansas City's sub-phases each hold their own decision in their schedule, between the shared
/// checks and the effects it sets off; foresight passes over empty spaces as a step of its own.
#[test]
fn kansas_citys_schedules_hold_their_own_steps() {
    use ferrovia::games::gwt::phases::{GwtPhase, PHASES};
    let names = |phase: GwtPhase| -> Vec<&str> {
        let p = PHASES.iter().find(|p| p.phase == phase).unwrap();
        p.steps.iter().map(|s| s.name).collect()
    };
    for phase in [
        GwtPhase::Foresight1,
        GwtPhase::Foresight2,
        GwtPhase::Foresight3,
    ] {
        assert!(names(phase).contains(&"take a foresight tile"));
        assert!(names(phase).contains(&"pass over empty foresight spaces"));
    }
    assert!(names(GwtPhase::Income).contains(&"take the income"));
    assert!(names(GwtPhase::Delivery).contains(&"deliver to a city"));
    for p in PHASES.iter().filter(|p| p.decides) {
        let n: Vec<&str> = p.steps.iter().map(|s| s.name).collect();
        assert_eq!(n.first(), Some(&"admit the decision"));
        assert_eq!(n.last(), Some(&"run what the decision set off"));
    }
}
