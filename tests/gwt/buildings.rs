//! The 24 faces of the private buildings, each used by its owner standing on it: every local
//! action does what the face shows, with counts chosen so a fixed amount and a per-thing amount
//! differ.

use super::common::*;
use ferrovia::engine::Engine;
use ferrovia::games::gwt::GwtGame;
use ferrovia::games::gwt::data::{CardId, gwt};
use ferrovia::games::gwt::rules::{railroad, trail};
use ferrovia::games::gwt::state::{Building, Choice, Stage};
use ferrovia::games::gwt::{GwtAction as A, GwtEngine, GwtRefusal};

/// Flood hazards worth 4 and 3 VP.
const FLOOD_A: u8 = 5;
const FLOOD_B: u8 = 6;

/// Seat 0 in Phase B on its own building `tile` (side `side`) built on `at`, an empty trail,
/// $20, one worker of each kind and a hand of one Galloway, Criollo, Santa Gertrudis and
/// Pineywoods.
fn on_own(tile: u8, side: char, at: &str) -> GwtGame {
    let mut g = acting_at(2, at);
    clear_trail(&mut g);
    g.options.sides[usize::from(tile - 1)] = side;
    build(&mut g, tile, at);
    g.players[0].money = 20;
    set_hand(&mut g, 0, &[GALLOWAY, CRIOLLO, SANTA_GERTRUDIS, PINEYWOODS]);
    g
}

/// Seat 0's building `tile` on `at`.
fn build(g: &mut GwtGame, tile: u8, at: &str) {
    g.buildings[usize::from(space(at).0)] = Some(Building::Private { owner: 0, tile });
    g.players[0].unbuilt.retain(|&t| t != tile);
}

/// The decision on top of the turn's to-do stack.
fn asked(g: &GwtGame) -> Option<Choice> {
    g.choice().map(|(c, _)| c.clone())
}

fn cards(ids: &[u8]) -> A {
    A::Cards(ids.iter().map(|&c| CardId(c)).collect())
}

/// The engine choice offers exactly `n` track spaces (and the turnouts among them); the engine
/// goes the whole way.
fn engine_goes(g: &mut GwtGame, n: u8) {
    assert_eq!(asked(g), Some(Choice::Engine(n)));
    let ahead = railroad::forward(g, gwt(), 0, n);
    let track = ahead.iter().filter(|&&s| !gwt().rail[s].turnout).count();
    assert_eq!(track, usize::from(n));
    let far = *ahead.last().unwrap() as u8;
    play(g, A::Engine(far)).unwrap();
    assert_eq!(g.players[0].engine, far);
}

/// The herder choice allows up to `n` locations (one more is refused); the herder goes `n` and
/// Phase B starts again there.
fn herder_goes(g: &mut GwtGame, n: u8) {
    assert_eq!(
        asked(g),
        Some(Choice::Herder {
            steps: n,
            walk: false
        })
    );
    let from = g.players[0].herder.unwrap();
    let locations = |g: &GwtGame, p: &[ferrovia::games::gwt::data::SpaceId]| {
        p.iter().filter(|s| g.is_location(**s)).count()
    };
    let too_far = trail::paths(g, gwt(), from, n + 1, false)
        .into_iter()
        .find(|p| locations(g, p) == usize::from(n) + 1)
        .expect("a location beyond the limit");
    assert_eq!(
        play(g, A::Move(too_far)),
        Err(GwtRefusal::TooFar { limit: n })
    );
    let far = trail::paths(g, gwt(), from, n, false)
        .into_iter()
        .find(|p| locations(g, p) == usize::from(n))
        .unwrap();
    let to = *far.last().unwrap();
    play(g, A::Move(far)).unwrap();
    assert!(matches!(&g.stage, Stage::Act(a) if a.at == to && a.used == 0));
}

fn certificates(g: &GwtGame) -> u8 {
    g.players[0].certificate_value()
}

#[test]
fn buildings_1_to_3_do_what_their_faces_show() {
    // 1a: $2 for each own building in the woods (B-1 and C-1-1 are; A-1 is not).
    let mut g = on_own(1, 'a', "B-1");
    build(&mut g, 2, "C-1-1");
    build(&mut g, 3, "A-1");
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(g.players[0].money, 24, "1a");

    // 1b: an objective card from the hand for 2 certificates; the engine back 1 for $3.
    let mut g = on_own(1, 'b', "A-1");
    let objective = g.objective_display.remove(0);
    g.players[0].hand.push(objective);
    g.players[0].engine = 5;
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(
        play(&mut g, cards(&[GALLOWAY])),
        Err(GwtRefusal::WrongCards)
    );
    play(&mut g, A::Cards(vec![objective])).unwrap();
    assert_eq!(certificates(&g), 2, "1b");
    assert!(g.players[0].discard.contains(&objective));
    let back = railroad::back_exactly(&g, gwt(), 0, 1);
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(vec![usize::from(g.players[0].engine)], back);
    assert_eq!(g.players[0].money, 23, "1b");

    // 2a: a Galloway for $4; cattle bought with the cowboys.
    let mut g = on_own(2, 'a', "A-1");
    g.players[0].workers[0] = 2;
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, cards(&[GALLOWAY])).unwrap();
    assert_eq!(g.players[0].money, 24, "2a");
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(asked(&g), Some(Choice::Buy(2)), "2a: two cowboys");

    // 2b: a Criollo for $2; a Santa Gertrudis for the engine up to 2.
    let mut g = on_own(2, 'b', "A-1");
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(
        play(&mut g, cards(&[GALLOWAY])),
        Err(GwtRefusal::WrongCards)
    );
    play(&mut g, cards(&[CRIOLLO])).unwrap();
    assert_eq!(g.players[0].money, 22, "2b");
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, cards(&[SANTA_GERTRUDIS])).unwrap();
    engine_goes(&mut g, 2);

    // 3a: a pair of one breed for $3; the herder up to 1.
    let mut g = on_own(3, 'a', "A-1");
    set_hand(&mut g, 0, &[CRIOLLO, CRIOLLO + 1, GALLOWAY, PINEYWOODS]);
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(
        play(&mut g, cards(&[CRIOLLO, GALLOWAY])),
        Err(GwtRefusal::WrongCards)
    );
    play(&mut g, cards(&[CRIOLLO, CRIOLLO + 1])).unwrap();
    assert_eq!(g.players[0].money, 23, "3a");
    play(&mut g, A::Use(1)).unwrap();
    herder_goes(&mut g, 1);

    // 3b: an auxiliary action, double allowed; the herder up to 1.
    let mut g = on_own(3, 'b', "A-1");
    g.players[0].aux[0] = 0;
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(asked(&g), Some(Choice::Aux(true)));
    play(&mut g, A::Aux { n: 0, double: true }).unwrap();
    assert_eq!(g.players[0].money, 22, "3b");
    play(&mut g, A::Use(1)).unwrap();
    herder_goes(&mut g, 1);
}

#[test]
fn buildings_4_to_6_do_what_their_faces_show() {
    // 4a: $5 for a hazard; the herder up to 2.
    let mut g = on_own(4, 'a', "A-1");
    g.tiles[usize::from(space("FLOOD-1").0)] = Some(FLOOD_A);
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Hazard(space("FLOOD-1"))).unwrap();
    assert_eq!(g.players[0].money, 15, "4a");
    assert_eq!(g.players[0].hazards, vec![FLOOD_A]);
    play(&mut g, A::Use(1)).unwrap();
    herder_goes(&mut g, 2);

    // 4b: draw up to a card per cowboy, one at a time, then discard as many; the herder up to 3.
    let mut g = on_own(4, 'b', "A-1");
    g.players[0].workers[0] = 2;
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(asked(&g), Some(Choice::DrawUpTo { left: 2, drawn: 0 }));
    play(&mut g, A::Draw).unwrap();
    assert_eq!(asked(&g), Some(Choice::DrawUpTo { left: 1, drawn: 1 }));
    play(&mut g, A::Draw).unwrap();
    assert_eq!(g.players[0].hand.len(), 6, "4b: two cowboys draw two");
    assert_eq!(asked(&g), Some(Choice::DiscardN(2)));
    assert_eq!(play(&mut g, A::Decline), Err(GwtRefusal::Choice));
    play(&mut g, cards(&[GALLOWAY, CRIOLLO])).unwrap();
    assert_eq!(g.players[0].hand.len(), 4);
    play(&mut g, A::Use(1)).unwrap();
    herder_goes(&mut g, 3);

    // 5a: a value-3 card for $7; an auxiliary action.
    let mut g = on_own(5, 'a', "A-1");
    g.market.retain(|c| c.0 != BLACK_ANGUS);
    g.players[0].hand.push(CardId(BLACK_ANGUS));
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(
        play(&mut g, cards(&[GALLOWAY])),
        Err(GwtRefusal::WrongCards)
    );
    play(&mut g, cards(&[BLACK_ANGUS])).unwrap();
    assert_eq!(g.players[0].money, 27, "5a");
    play(&mut g, A::Use(1)).unwrap();
    play(
        &mut g,
        A::Aux {
            n: 0,
            double: false,
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, 28, "5a");

    // 5b: a Pineywoods for 2 certificates; $1 per engineer.
    let mut g = on_own(5, 'b', "A-1");
    g.players[0].workers[2] = 3;
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, cards(&[PINEYWOODS])).unwrap();
    assert_eq!(certificates(&g), 2, "5b");
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(g.players[0].money, 23, "5b: three engineers");

    // 6a: hire at $1 less than the row; the engine up to one space per engineer.
    let mut g = on_own(6, 'a', "A-1");
    g.players[0].workers[2] = 2;
    play(&mut g, A::Use(0)).unwrap();
    let (paid, price) = hire_cheapest(&mut g, -1);
    assert_eq!(paid, price, "6a: the row's price less $1");
    let engineers = g.players[0].workers[2];
    play(&mut g, A::Use(1)).unwrap();
    engine_goes(&mut g, engineers);

    // 6b: the local actions of a directly adjacent building (neutral A, just behind A-1).
    let mut g = on_own(6, 'b', "A-1");
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(
        play(&mut g, A::Adjacent(space("B"))),
        Err(GwtRefusal::Choice),
        "6b: only a building next door"
    );
    play(&mut g, A::Adjacent(space("A"))).unwrap();
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, cards(&[GALLOWAY])).unwrap();
    assert_eq!(g.players[0].money, 22, "6b: neutral A's Galloway for $2");
}

#[test]
fn buildings_7_to_9_do_what_their_faces_show() {
    // 7a: each green + orange outlaw pair gives 2 certificates and $2.
    let mut g = on_own(7, 'a', "A-1");
    g.players[0].outlaws = (2, 1);
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(
        (certificates(&g), g.players[0].money),
        (2, 22),
        "7a: one pair"
    );

    // 7b: the engine up to one space per own building in the woods.
    let mut g = on_own(7, 'b', "B-1");
    build(&mut g, 2, "C-1-1");
    build(&mut g, 3, "A-1");
    play(&mut g, A::Use(0)).unwrap();
    engine_goes(&mut g, 2);

    // 8a: a bounty or an auxiliary action; the engine up to 2.
    let mut g = on_own(8, 'a', "A-1");
    g.beside = [None, None, Some(4)];
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Pick(0)).unwrap();
    play(&mut g, A::Bounty(3)).unwrap();
    assert_eq!(g.players[0].money, 22, "8a: outlaw 3's bounty");
    assert_eq!(g.players[0].outlaws, (0, 1));
    play(&mut g, A::Use(1)).unwrap();
    engine_goes(&mut g, 2);

    // 8b: any cattle card for $6 and an objective card straight into the hand.
    let mut g = on_own(8, 'b', "A-1");
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, cards(&[CRIOLLO])).unwrap();
    assert_eq!(g.players[0].money, 26, "8b");
    let objective = g.objective_display[0];
    play(&mut g, A::Objective(Some(objective))).unwrap();
    assert!(g.players[0].hand.contains(&objective), "8b: into the hand");

    // 9a: the engine up to 3; the engine back for a delivery to a city of value up to the
    // spaces moved back.
    let mut g = on_own(9, 'a', "A-1");
    g.players[0].engine = 4;
    play(&mut g, A::Use(0)).unwrap();
    engine_goes(&mut g, 3);
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(asked(&g), Some(Choice::ExtraDelivery));
    let far = |city: &str| {
        gwt()
            .file
            .railroad
            .cities
            .iter()
            .position(|c| c.name == city)
            .unwrap() as u8
    };
    assert_eq!(
        play(
            &mut g,
            A::ExtraDelivery {
                to: 0,
                city: far("Peoria"),
                disc: ferrovia::games::gwt::state::Disc::Aux(2),
            }
        ),
        Err(GwtRefusal::City),
        "9a: seven spaces back do not reach a value-8 city"
    );
    play(
        &mut g,
        A::ExtraDelivery {
            to: 0,
            city: far("Bloomington"),
            disc: ferrovia::games::gwt::state::Disc::Aux(2),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].engine, 0);
    assert!(g.cities[usize::from(far("Bloomington"))].contains(&0), "9a");

    // 9b: upgrade a station behind the engine.
    let mut g = on_own(9, 'b', "A-1");
    g.players[0].engine = 12;
    let behind = ferrovia::games::gwt::rules::workers::stations_behind(&g, gwt(), 0);
    assert!(!behind.is_empty());
    play(&mut g, A::Use(0)).unwrap();
    let upgrade = GwtEngine::legal(&GwtEngine::seat_view(&g, 0), 0)
        .into_iter()
        .find(|a| matches!(a, A::Station { .. }))
        .expect("9b offers a station");
    let A::Station { station, .. } = upgrade else {
        unreachable!()
    };
    play(&mut g, upgrade).unwrap();
    assert!(g.stations[usize::from(station)].contains(&0), "9b");
    assert_eq!(g.players[0].engine, 12, "9b: the engine stays");
}

#[test]
fn buildings_10_to_12_do_what_their_faces_show() {
    // 10a: certificates to the limit; the herder up to 5.
    let mut g = on_own(10, 'a', "A-1");
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(certificates(&g), 3, "10a: limit 3");
    play(&mut g, A::Use(1)).unwrap();
    herder_goes(&mut g, 5);

    // 10b: $4; the engine up to 4; the herder up to 4.
    let mut g = on_own(10, 'b', "A-1");
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(g.players[0].money, 24, "10b");
    play(&mut g, A::Use(1)).unwrap();
    engine_goes(&mut g, 4);
    play(&mut g, A::Use(2)).unwrap();
    herder_goes(&mut g, 4);

    // 11a: twice, $2 for a hazard.
    let mut g = on_own(11, 'a', "A-1");
    g.tiles[usize::from(space("FLOOD-1").0)] = Some(FLOOD_A);
    g.tiles[usize::from(space("FLOOD-2").0)] = Some(FLOOD_B);
    play(&mut g, A::Use(0)).unwrap();
    play(&mut g, A::Hazard(space("FLOOD-2"))).unwrap();
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Hazard(space("FLOOD-1"))).unwrap();
    assert_eq!(g.players[0].money, 16, "11a");
    assert_eq!(g.players[0].hazards, vec![FLOOD_B, FLOOD_A]);

    // 11b: the engine up to one space per hazard held.
    let mut g = on_own(11, 'b', "A-1");
    g.players[0].hazards = vec![FLOOD_A, FLOOD_B, 7];
    play(&mut g, A::Use(0)).unwrap();
    engine_goes(&mut g, 3);

    // 12a: $1 per builder; the herder up to 1.
    let mut g = on_own(12, 'a', "A-1");
    g.players[0].workers[1] = 3;
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(g.players[0].money, 23, "12a: three builders");
    play(&mut g, A::Use(1)).unwrap();
    herder_goes(&mut g, 1);

    // 12b: $2 per station with an own disc; an exchange token.
    let mut g = on_own(12, 'b', "A-1");
    g.stations[0].push(0);
    g.stations[2].push(0);
    g.stations[1].push(1);
    let tokens = g.players[0].exchange_tokens;
    play(&mut g, A::Use(0)).unwrap();
    assert_eq!(g.players[0].money, 24, "12b: two stations");
    play(&mut g, A::Use(1)).unwrap();
    assert_eq!(g.players[0].exchange_tokens, tokens + 1, "12b");
}
