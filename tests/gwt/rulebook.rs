//! Rules 2: the points where the second edition's rulebook reads otherwise than rules 1 played
//! (turnouts, certificate discs, exchange tokens, "draw up to", objective cards between Kansas
//! City's steps and their moves, a declined local action, building 6b, objective scoring), each
//! with rules 1 kept for the games begun under it.

use super::common::*;
use ferrovia::games::gwt::GwtGame;
use ferrovia::games::gwt::data::{CardId, CardInfo, gwt};
use ferrovia::games::gwt::rules::{railroad, scoring};
use ferrovia::games::gwt::schema::{Effect, Task};
use ferrovia::games::gwt::state::{Building, Choice, KcStep, Stage};
use ferrovia::games::gwt::{GwtAction as A, GwtRefusal};

/// The rail position of track space `space`.
fn track(space: u8) -> usize {
    gwt()
        .rail
        .iter()
        .position(|r| r.space == space && !r.turnout)
        .unwrap()
}

/// The rail position of the turnout after track space `space`.
fn turnout(space: u8) -> usize {
    gwt()
        .rail
        .iter()
        .position(|r| r.space == space && r.turnout)
        .unwrap()
}

fn asked(g: &GwtGame) -> Option<Choice> {
    g.choice().map(|(c, _)| c.clone())
}

/// An objective card of the general stack with these tasks.
fn objective(tasks: &[Task], vp: u8, penalty: u8) -> CardId {
    let data = gwt();
    data.general_objectives
        .iter()
        .copied()
        .find(|&c| match data.card(c) {
            CardInfo::Objective(f) => {
                let o = &data.objectives[usize::from(f)];
                o.tasks == tasks && o.vp == vp && o.penalty == penalty
            }
            CardInfo::Cattle { .. } => false,
        })
        .unwrap_or_else(|| panic!("no objective {tasks:?}"))
}

#[test]
fn a_turnout_is_passed_free_and_stopping_on_it_takes_the_step_the_next_space_would() {
    let data = gwt();
    let mut g = acting_at(2, "C");
    g.players[0].engine = track(4) as u8;
    assert_eq!(
        railroad::forward(&g, data, 0, 1),
        vec![turnout(4), track(5)],
        "one step: the next space or the turnout beside it"
    );
    assert_eq!(
        railroad::forward(&g, data, 0, 3),
        vec![turnout(4), track(5), track(6), track(7)],
        "the turnout after 7 would be a fourth step"
    );
    g.players[0].engine = turnout(4) as u8;
    assert_eq!(railroad::forward(&g, data, 0, 1), vec![track(5)]);
    // From the start, 39 steps reach the last space (rules 1: 48, a step per turnout).
    g.players[0].engine = 0;
    assert_eq!(
        railroad::forward(&g, data, 0, 39).last(),
        Some(&(data.rail.len() - 1))
    );
    assert_ne!(
        railroad::forward(&g, data, 0, 38).last(),
        Some(&(data.rail.len() - 1))
    );
    // An engine on a turnout is skipped and does not count; an engine on the track neither.
    g.players[1].engine = turnout(4) as u8;
    g.players[0].engine = track(4) as u8;
    assert_eq!(railroad::forward(&g, data, 0, 1), vec![track(5)]);
    g.players[1].engine = track(5) as u8;
    assert_eq!(
        railroad::forward(&g, data, 0, 1),
        vec![turnout(4), track(6)]
    );
    // Rules 1 counted the turnout as a space.
    g.options.version = 1;
    g.players[1].engine = 0;
    assert_eq!(railroad::forward(&g, data, 0, 1), vec![turnout(4)]);
}

#[test]
fn moving_back_exactly_may_end_on_the_turnout_as_far_back_and_offers_its_station() {
    let data = gwt();
    let mut g = acting_at(2, "A");
    g.players[0].engine = track(5) as u8;
    assert_eq!(
        railroad::back_exactly(&g, data, 0, 1),
        vec![turnout(4), track(4)]
    );
    assert_eq!(railroad::back_exactly(&g, data, 0, 2), vec![track(3)]);
    // Auxiliary action 3 (pay $1, back exactly 1, a certificate): the seat picks where it stops.
    g.players[0].aux[2] = 1;
    g.players[0].money = 10;
    play(
        &mut g,
        A::Aux {
            n: 2,
            double: false,
        },
    )
    .unwrap();
    assert!(matches!(asked(&g), Some(Choice::BackTo(1, _))));
    assert_eq!(
        play(&mut g, A::Engine(track(3) as u8)),
        Err(GwtRefusal::Engine)
    );
    play(&mut g, A::Engine(turnout(4) as u8)).unwrap();
    assert_eq!(usize::from(g.players[0].engine), turnout(4));
    assert_eq!(asked(&g), Some(Choice::Upgrade(0)), "the turnout's station");
    play(&mut g, A::Decline).unwrap();
    assert_eq!(g.players[0].certificate_value(), 1, "then the reward");
    assert_eq!(g.players[0].money, 9);
    // Rules 1: one landing, a turnout counted as a space.
    g.options.version = 1;
    g.players[0].engine = track(5) as u8;
    assert_eq!(railroad::back_exactly(&g, data, 0, 1), vec![turnout(4)]);
}

#[test]
fn an_exchange_token_draws_up_to_two_at_any_moment_of_the_turn() {
    // In the middle of an action: the hire waits while the token is used.
    let mut g = acting_at(2, "A");
    g.players[0].exchange_tokens = 2;
    g.players[0].money = 20;
    play(&mut g, A::Use(1)).unwrap();
    assert!(matches!(asked(&g), Some(Choice::Hire(_))));
    play(&mut g, A::Exchange).unwrap();
    assert_eq!(asked(&g), Some(Choice::DrawUpTo { left: 2, drawn: 0 }));
    play(&mut g, A::Draw).unwrap();
    assert_eq!(g.players[0].hand.len(), 5);
    // Up to two: one is enough, and as many go back.
    play(&mut g, A::Decline).unwrap();
    assert_eq!(asked(&g), Some(Choice::DiscardN(1)));
    let one = g.players[0].hand[0];
    play(&mut g, A::Cards(vec![one])).unwrap();
    assert_eq!(g.players[0].hand.len(), 4);
    assert_eq!(g.players[0].exchange_tokens, 1);
    assert!(
        matches!(asked(&g), Some(Choice::Hire(_))),
        "the hire still waits"
    );
    // On the first turn, and at Kansas City's delivery.
    let mut g = new_game(2, 3, &[]);
    g.players[0].exchange_tokens = 1;
    assert_eq!(g.stage, Stage::Opening);
    play(&mut g, A::Exchange).unwrap();
    let mut g = acting_at(2, "A");
    g.players[0].herder = Some(gwt().kansas_city());
    g.stage = Stage::KansasCity(KcStep::Delivery);
    g.players[0].exchange_tokens = 1;
    play(&mut g, A::Exchange).unwrap();
    // Rules 1: not while a decision waits, nor on the first turn.
    let mut g = acting_at(2, "A");
    g.options.version = 1;
    g.players[0].exchange_tokens = 1;
    g.players[0].money = 20;
    play(&mut g, A::Use(1)).unwrap();
    assert!(play(&mut g, A::Exchange).is_err());
}

#[test]
fn an_objective_card_draws_up_to_three() {
    let mut g = acting_at(2, "A");
    let card = objective_doing(&Effect::DrawUpTo(
        ferrovia::games::gwt::schema::Amount::Fixed(3),
    ));
    g.players[0].hand.push(card);
    play(&mut g, A::PlayObjective(card)).unwrap();
    assert_eq!(asked(&g), Some(Choice::DrawUpTo { left: 3, drawn: 0 }));
    play(&mut g, A::Draw).unwrap();
    play(&mut g, A::Draw).unwrap();
    play(&mut g, A::Draw).unwrap();
    assert_eq!(asked(&g), Some(Choice::DiscardN(3)), "three drawn: no more");
    // Drawing none at all is declining.
    let mut g = acting_at(2, "A");
    g.players[0].hand.push(card);
    play(&mut g, A::PlayObjective(card)).unwrap();
    play(&mut g, A::Decline).unwrap();
    assert_eq!(asked(&g), None);
    assert_eq!(g.players[0].hand.len(), 4);
}

#[test]
fn an_objective_card_may_be_played_between_kansas_citys_steps() {
    let card = objective(&[Task::Building, Task::Building, Task::Hazard], 3, 2);
    let kc = |version: u32| {
        let mut g = acting_at(2, "A");
        g.options.version = version;
        g.players[0].herder = Some(gwt().kansas_city());
        g.stage = Stage::KansasCity(KcStep::Foresight(1));
        g.foresight[1] = [Some(0), Some(0)];
        g.players[0].hand.push(card);
        g
    };
    let mut g = kc(2);
    play(&mut g, A::PlayObjective(card)).unwrap();
    assert_eq!(g.players[0].objectives.last(), Some(&card));
    assert_eq!(g.stage, Stage::KansasCity(KcStep::Foresight(1)));
    let mut g = kc(1);
    assert_eq!(
        play(&mut g, A::PlayObjective(card)),
        Err(GwtRefusal::NotNow)
    );
}

#[test]
fn an_objective_move_before_any_action_ends_phase_b_without_one() {
    let walk = objective_doing(&Effect::Walk(3));
    let at_a = |version: u32| {
        let mut g = acting_at(2, "A");
        g.options.version = version;
        clear_trail(&mut g);
        g.players[0].hand.push(walk);
        g
    };
    let mut g = at_a(2);
    play(&mut g, A::PlayObjective(walk)).unwrap();
    let path = ferrovia::games::gwt::rules::legal::list(&g, gwt(), 0)
        .into_iter()
        .find(|a| matches!(a, A::Move(_)))
        .unwrap();
    play(&mut g, path).unwrap();
    assert_eq!(
        play(
            &mut g,
            A::Aux {
                n: 0,
                double: false
            }
        ),
        Err(GwtRefusal::Slot),
        "the new location is not used"
    );
    play(&mut g, A::EndTurn).unwrap();
    // Rules 1 asked for an auxiliary action all the same.
    let mut g = at_a(1);
    play(&mut g, A::PlayObjective(walk)).unwrap();
    let path = ferrovia::games::gwt::rules::legal::list(&g, gwt(), 0)
        .into_iter()
        .find(|a| matches!(a, A::Move(_)))
        .unwrap();
    play(&mut g, path).unwrap();
    assert_eq!(play(&mut g, A::EndTurn), Err(GwtRefusal::NothingDone));
}

#[test]
fn a_local_action_declined_before_it_did_anything_is_not_phase_b_done() {
    // Neutral A's hire, declined: nothing was done, so Phase B goes on and the hire may be
    // chosen again.
    let mut g = acting_at(2, "A");
    g.players[0].money = 20;
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Decline).unwrap();
    assert_eq!(play(&mut g, A::EndTurn), Err(GwtRefusal::NothingDone));
    play(&mut g, A::Use(1)).unwrap();
    assert!(matches!(asked(&g), Some(Choice::Hire(_))));
    // An exchange token used while the hire waits does not make the hire something done.
    let mut g = acting_at(2, "A");
    g.players[0].money = 20;
    g.players[0].exchange_tokens = 1;
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Exchange).unwrap();
    play(&mut g, A::Draw).unwrap();
    play(&mut g, A::Decline).unwrap();
    let one = g.players[0].hand[0];
    play(&mut g, A::Cards(vec![one])).unwrap();
    assert!(matches!(asked(&g), Some(Choice::Hire(_))));
    play(&mut g, A::Decline).unwrap();
    assert_eq!(play(&mut g, A::EndTurn), Err(GwtRefusal::NothingDone));
    // A token used with no action tried leaves no mark to outlive it.
    let mut g = acting_at(2, "A");
    g.players[0].exchange_tokens = 1;
    play(&mut g, A::Exchange).unwrap();
    assert!(matches!(&g.stage, Stage::Act(a) if a.exchange_above.is_none()));
    // Once something was done (a Galloway discarded for $2), a declined hire ends nothing early.
    let mut g = acting_at(2, "A");
    g.players[0].money = 20;
    set_hand(&mut g, 0, &[GALLOWAY, CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
    play(&mut g, A::Use(0)).unwrap();
    let discard = ferrovia::games::gwt::rules::legal::list(&g, gwt(), 0)
        .into_iter()
        .find(|a| matches!(a, A::Cards(_)))
        .unwrap();
    play(&mut g, discard).unwrap();
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Decline).unwrap();
    play(&mut g, A::EndTurn).unwrap();
    // Rules 1 let the turn end.
    let mut g = acting_at(2, "A");
    g.options.version = 1;
    g.players[0].money = 20;
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Decline).unwrap();
    play(&mut g, A::EndTurn).unwrap();
}

#[test]
fn building_6b_may_borrow_a_neighbours_herder_move() {
    let six_b = |version: u32| {
        let mut g = acting_at(2, "A-2");
        g.options.version = version;
        clear_trail(&mut g);
        g.options.sides[5] = 'b';
        g.options.sides[2] = 'a';
        g.buildings[usize::from(space("A-2").0)] = Some(Building::Private { owner: 0, tile: 6 });
        g.buildings[usize::from(space("A-3").0)] = Some(Building::Private { owner: 1, tile: 3 });
        g
    };
    let mut g = six_b(2);
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Adjacent(space("A-3"))).unwrap();
    // 3a: a pair for $3, the herder 1.
    play(&mut g, A::Use(1)).unwrap();
    assert!(matches!(
        asked(&g),
        Some(Choice::Herder {
            steps: 1,
            walk: false
        })
    ));
    let mut g = six_b(1);
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Adjacent(space("A-3"))).unwrap();
    assert_eq!(play(&mut g, A::Use(1)), Err(GwtRefusal::Slot));
}

#[test]
fn objectives_and_the_station_master_counting_them_are_scored_best_together() {
    use Task::*;
    let data = gwt();
    let mut g = acting_at(2, "A");
    // The master's 3 VP per 2 objective cards in the objective area.
    let master = data
        .file
        .station_masters
        .iter()
        .position(|m| {
            matches!(
                m.bottom,
                Some((ferrovia::games::gwt::schema::Count::Objectives, 2, 3))
            )
        })
        .unwrap() as u8;
    g.players[0].masters = vec![master];
    // In the area: 5 VP for a value 3, 4 and 5, else −3. In the deck: 3 VP for a value 5 and a
    // hazard, 3 VP for a value 4 and two hazards.
    let x = objective(&[Value3, Value4, Value5], 5, 3);
    let y = objective(&[Value5, Hazard], 3, 2);
    let z = objective(&[Value4, Hazard, Hazard], 3, 2);
    g.players[0].objectives = vec![x];
    set_hand(&mut g, 0, &[BLACK_ANGUS, SHORTHORN, HEREFORD]);
    g.players[0].hand.extend([y, z]);
    g.players[0].hazards = vec![0, 1, 2];
    // Alone, the objectives are best met by x (5 against 6 − 3); with the master, by y and z
    // (3 + 3 − 3 and three cards in the area: 3 more).
    let (vp, cards) = scoring::objectives(&g, data, 0);
    assert_eq!((vp, cards), (3, 3));
    let s = scoring::score(&g, data, 0);
    assert_eq!(s.objectives + s.station_masters, 6);
    g.options.version = 1;
    assert_eq!(scoring::objectives(&g, data, 0), (5, 1));
}
