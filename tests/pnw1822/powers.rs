//! Rules of 1822PNW that the long recorded games hold only in passing, held here one by one on
//! positions built by hand: the private companies' track powers (P7, P10, P11, P16, P18) and
//! Seattle's ladder, a train given back over the limit, station tokens, issuing and redeeming
//! shares, the emergency train purchase and its loan, the markers (P15, P17), P20's and P21's
//! powers and a major acquiring a player's minor.

use ferrovia::games::pnw1822::actions::{PnwAction, Refusal};
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::phases;
use ferrovia::games::pnw1822::rules::tiles::Laid;
use ferrovia::games::pnw1822::rules::{self, operating, setup, stock, trains};
use ferrovia::games::pnw1822::schema::ScenarioId;
use ferrovia::games::pnw1822::state::{
    CardIx, CorpIx, OperatingRound, OrStep, Owner, PnwGame, Round,
};

pub(super) fn game() -> PnwGame {
    setup::new_game(
        pnw(),
        ScenarioId::Full,
        3,
        1_663_485_406,
        setup::Options::default(),
    )
    .unwrap()
}

pub(super) fn hex(id: &str) -> u16 {
    pnw().hex(id).unwrap()
}

pub(super) fn tile(id: &str) -> u16 {
    pnw().tile(id).unwrap()
}

pub(super) fn card(id: &str) -> CardIx {
    pnw().card(id).unwrap()
}

pub(super) fn corp(id: &str) -> CorpIx {
    pnw().corp(id).unwrap()
}

pub(super) fn act(g: &mut PnwGame, seat: usize, action: PnwAction) -> Result<(), Refusal> {
    phases::act(g, seat, &action)
}

pub(super) fn or(g: &PnwGame) -> &OperatingRound {
    match &g.round {
        Round::Operating(or) => or,
        _ => panic!("not an operating round"),
    }
}

fn uses(g: &PnwGame, card: CardIx) -> u8 {
    g.uses.get(usize::from(card)).copied().unwrap_or(0)
}

pub(super) fn lay(at: &str, tile_id: &str, rotation: u8, by: Option<CardIx>) -> PnwAction {
    PnwAction::LayTile {
        hex: hex(at),
        tile: tile(tile_id),
        rotation,
        by,
        with: None,
    }
}

fn place_token(at: &str) -> PnwAction {
    PnwAction::PlaceToken {
        hex: hex(at),
        city: 0,
    }
}

/// Puts a company on the market at `price`.
pub(super) fn price_at(g: &mut PnwGame, c: CorpIx, price: u32) {
    stock::float_at(pnw(), g, c, price);
}

/// A token of `c` in the first city of `at` (a free slot, or an extra one).
pub(super) fn token(g: &mut PnwGame, c: CorpIx, at: &str) {
    let h = hex(at);
    let s = g
        .slots
        .iter_mut()
        .find(|s| s.hex == h && s.city == 0)
        .unwrap();
    match s.tokens.iter_mut().find(|t| t.is_none()) {
        Some(t) => *t = Some(c),
        None => s.tokens.push(Some(c)),
    }
    g.corps[usize::from(c)].tokens.push((h, 0));
}

/// An operating round of these companies, the first at `step`.
pub(super) fn at_step(order: Vec<CorpIx>, step: OrStep) -> OperatingRound {
    OperatingRound {
        done: OrStep::ALL
            .iter()
            .copied()
            .take_while(|s| *s != step)
            .collect(),
        ..OperatingRound::new(order)
    }
}

/// The major `id` floated at $100 in its second operating round, seat 0 its president, `cash` in
/// its treasury, a token in each of `cities` and one on its charter; `phase` (an index: 0 is
/// phase 1); its turn in an operating round of its own, at `step`.
pub(super) fn major(
    id: &str,
    cash: i64,
    cities: &[&str],
    phase: u8,
    step: OrStep,
) -> (PnwGame, CorpIx) {
    let mut g = game();
    let c = corp(id);
    let m = &mut g.corps[usize::from(c)];
    m.floated = true;
    m.parred = true;
    m.cash = cash;
    m.certs[0] = Owner::Player(0);
    m.operated = 1;
    m.tokens_left = 1;
    price_at(&mut g, c, 100);
    for city in cities {
        token(&mut g, c, city);
    }
    g.phase = phase;
    g.round = Round::Operating(at_step(vec![c], step));
    (g, c)
}

/// CPR started at $100 and run once, `president` holding its president's certificate and each
/// (certificate, seat) of `shares` held so.
pub(super) fn cpr_at_100(g: &mut PnwGame, president: usize, shares: &[(usize, usize)]) -> CorpIx {
    let cpr = corp("CPR");
    let c = &mut g.corps[usize::from(cpr)];
    c.floated = true;
    c.parred = true;
    c.operated = 1;
    c.certs[0] = Owner::Player(president);
    for &(cert, seat) in shares {
        c.certs[cert] = Owner::Player(seat);
    }
    price_at(g, cpr, 100);
    cpr
}

/// The private `id` held by company `c`.
pub(super) fn give(g: &mut PnwGame, id: &str, c: CorpIx) -> CardIx {
    let k = card(id);
    g.cards[usize::from(k)] = Owner::Corp(c);
    k
}

/// The first train cards of a name still in the depot.
pub(super) fn depot(g: &PnwGame, name: &str, n: usize) -> Vec<u16> {
    (0..g.trains.len() as u16)
        .filter(|&t| {
            g.trains[usize::from(t)].name == name && g.trains[usize::from(t)].owner == Owner::Bank
        })
        .take(n)
        .collect()
}

// --- Private companies' track powers -------------------------------------------------------

#[test]
fn p18s_boom_town_replaces_plain_yellow_track_anywhere_for_free_beside_the_normal_lay_and_closes() {
    // SWW in Seattle, phase 2: one lay a turn, and no cash.
    let (mut g, sww) = major("SWW", 0, &["H11"], 1, OrStep::Track);
    let p18 = give(&mut g, "P18", sww);
    // Plain yellow track far from Seattle, at Olympia's west.
    g.hex_mut(hex("K8")).laid = Some(Laid {
        tile: tile("9"),
        copy: 0,
        rotation: 0,
    });
    // Only over a 7, 8 or 9.
    assert!(matches!(
        act(&mut g, 0, lay("K10", "PNW3", 0, Some(p18))),
        Err(Refusal::Tile(_))
    ));
    act(&mut g, 0, lay("K8", "PNW3", 0, Some(p18))).unwrap();
    let laid = g.board[usize::from(hex("K8"))].laid.unwrap();
    assert_eq!(laid.tile, tile("PNW3"));
    assert_eq!(g.corps[usize::from(sww)].cash, 0, "free");
    assert_eq!(
        g.cards[usize::from(p18)],
        Owner::Gone,
        "one use, then closed"
    );
    assert_eq!(or(&g).lays, 0, "the normal lay is untouched");
    assert_eq!(operating::current_step(&g), Some(OrStep::Track));
    // The normal lay is still to be made: a town tile from Seattle into Mukilteo.
    act(&mut g, 0, lay("G12", "4", 0, None)).unwrap();
    assert!(or(&g).done.contains(&OrStep::Track));
}

#[test]
fn p10s_builder_cubes_are_counted_one_by_one_beside_the_normal_lay_and_the_third_closes_the_card() {
    // SWW reaches H13 (a $75 river border: room for two cubes) from Seattle and C12 (a forest:
    // one cube) from Bellingham.
    let (mut g, sww) = major("SWW", 0, &["H11", "D11"], 1, OrStep::Track);
    let p10 = give(&mut g, "P10", sww);
    let cube = |at: &str| lay(at, "BC", 0, Some(p10));
    act(&mut g, 0, cube("H13")).unwrap();
    assert_eq!(uses(&g, p10), 1);
    assert_eq!(g.cards[usize::from(p10)], Owner::Corp(sww));
    act(&mut g, 0, cube("H13")).unwrap();
    assert_eq!(uses(&g, p10), 2);
    assert_eq!(g.cards[usize::from(p10)], Owner::Corp(sww));
    assert_eq!(g.board[usize::from(hex("H13"))].cubes, 2);
    // H13 is full.
    let before = g.clone();
    assert!(matches!(act(&mut g, 0, cube("H13")), Err(Refusal::Tile(_))));
    assert_eq!(g, before);
    act(&mut g, 0, cube("C12")).unwrap();
    assert_eq!(uses(&g, p10), 3);
    assert_eq!(
        g.cards[usize::from(p10)],
        Owner::Gone,
        "closed by its third cube"
    );
    assert_eq!(or(&g).lays, 0, "no cube took the normal lay");
    assert_eq!(
        act(&mut g, 0, cube("C12")),
        Err(Refusal::NotPurchasable),
        "a closed card lays nothing"
    );
}

#[test]
fn p11_is_used_whole_by_a_minors_lay_or_a_majors_upgrade_but_a_lay_at_a_time_by_a_majors_yellow() {
    // Minor 8 in Seattle, phase 3: its P11 lay uses the whole power and leaves its normal lay.
    let mut g = game();
    let m8 = corp("8");
    let m = &mut g.corps[usize::from(m8)];
    m.floated = true;
    m.certs[0] = Owner::Player(0);
    price_at(&mut g, m8, 50);
    token(&mut g, m8, "H11");
    g.phase = 2;
    g.round = Round::Operating(at_step(vec![m8], OrStep::Track));
    let p11 = give(&mut g, "P11", m8);
    act(&mut g, 0, lay("G12", "4", 0, Some(p11))).unwrap();
    assert_eq!(uses(&g, p11), 2);
    assert_eq!(g.cards[usize::from(p11)], Owner::Gone);
    assert_eq!(or(&g).lays, 0);
    assert_eq!(operating::current_step(&g), Some(OrStep::Track));

    // A major's yellow lay uses one of its two.
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let p11 = give(&mut g, "P11", sww);
    act(&mut g, 0, lay("G12", "4", 0, Some(p11))).unwrap();
    assert_eq!(uses(&g, p11), 1);
    assert_eq!(g.cards[usize::from(p11)], Owner::Corp(sww));
    assert_eq!(or(&g).lays, 0);

    // A major's upgrade (Seattle's first tile is one, $20) uses it whole.
    let (mut g, sww) = major("SWW", 20, &["H11"], 2, OrStep::Track);
    let p11 = give(&mut g, "P11", sww);
    act(&mut g, 0, lay("H11", "X20", 0, Some(p11))).unwrap();
    assert_eq!(g.corps[usize::from(sww)].cash, 0);
    assert_eq!(uses(&g, p11), 2);
    assert_eq!(g.cards[usize::from(p11)], Owner::Gone);
}

#[test]
fn p16s_portage_goes_anywhere_as_the_first_track_and_after_it_only_another_portage() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 1, OrStep::Track);
    let p16 = give(&mut g, "P16", sww);
    act(&mut g, 0, lay("M8", "PNW1", 0, Some(p16))).unwrap();
    assert_eq!(or(&g).portages, 1);
    assert_eq!(or(&g).lays, 0);
    assert_eq!(uses(&g, p16), 1);
    assert_eq!(g.cards[usize::from(p16)], Owner::Corp(sww), "P16 stays");
    assert!(g.used.contains(&p16), "its income stops once used");
    // The normal lay is unused, yet no other track follows a portage.
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, lay("G12", "4", 0, None)),
        Err(Refusal::Tile("no more track after a portage".into()))
    );
    assert_eq!(g, before);
    act(&mut g, 0, lay("O16", "PNW2", 0, Some(p16))).unwrap();
    assert_eq!(uses(&g, p16), 2);
    assert_eq!(g.cards[usize::from(p16)], Owner::Corp(sww));

    // After normal track, no portage.
    let (mut g, sww) = major("SWW", 0, &["H11"], 1, OrStep::Track);
    let p16 = give(&mut g, "P16", sww);
    act(&mut g, 0, lay("G12", "4", 0, None)).unwrap();
    assert_eq!(operating::current_step(&g), Some(OrStep::Track));
    assert_eq!(
        act(&mut g, 0, lay("M8", "PNW1", 0, Some(p16))),
        Err(Refusal::NotNow("a portage after other track"))
    );
}

#[test]
fn p7_crushes_a_single_town_into_plain_track_with_the_companys_normal_lay_and_closes() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 1, OrStep::Track);
    let p7 = give(&mut g, "P7", sww);
    // Plain track over Mukilteo's town only with the crusher.
    assert!(matches!(
        act(&mut g, 0, lay("G12", "9", 0, None)),
        Err(Refusal::Tile(_))
    ));
    act(&mut g, 0, lay("G12", "9", 0, Some(p7))).unwrap();
    assert_eq!(
        g.board[usize::from(hex("G12"))].laid.map(|l| l.tile),
        Some(tile("9"))
    );
    assert_eq!(g.cards[usize::from(p7)], Owner::Gone);
    assert_eq!(or(&g).lays, 1, "it took the normal lay");
    assert!(
        or(&g).done.contains(&OrStep::Track),
        "phase 2: a major's one lay, so the track step is over"
    );
}

#[test]
fn a_first_tile_on_seattle_is_an_upgrade_costing_20_a_ladder_step_that_ends_a_majors_track() {
    // Phase 3: a major may lay two yellow tiles, or upgrade once.
    let (mut g, sww) = major("SWW", 100, &["H11"], 2, OrStep::Track);
    act(&mut g, 0, lay("H11", "X20", 0, None)).unwrap();
    assert_eq!(g.corps[usize::from(sww)].cash, 80);
    assert!(or(&g).upgraded);
    assert!(
        or(&g).done.contains(&OrStep::Track),
        "no second lay after an upgrade"
    );
    // Two steps at once (white to green, Portland being yellow) cost $40.
    let (mut g, sww) = major("SWW", 100, &["H11"], 2, OrStep::Track);
    g.hex_mut(hex("O8")).laid = Some(Laid {
        tile: tile("X24"),
        copy: 0,
        rotation: 0,
    });
    act(&mut g, 0, lay("H11", "X21", 0, None)).unwrap();
    assert_eq!(g.corps[usize::from(sww)].cash, 60);
}

#[test]
fn seattle_skips_to_green_while_portland_is_yellow() {
    let (mut g, _) = major("SWW", 100, &["H11"], 2, OrStep::Track);
    g.hex_mut(hex("O8")).laid = Some(Laid {
        tile: tile("X24"),
        copy: 0,
        rotation: 0,
    });
    let before = g.clone();
    assert!(matches!(
        act(&mut g, 0, lay("H11", "X20", 0, None)),
        Err(Refusal::Tile(_))
    ));
    assert_eq!(g, before);
}

#[test]
fn an_import_takes_a_later_tile_of_the_ladder_paying_each_step_and_a_game_played_here_does_not() {
    // Portland white, Seattle white: a game here lays X20 on Seattle; the site processes any
    // later tile of the ladder (its records hold such skips once edited), $20 a step.
    let (mut g, sww) = major("SWW", 100, &["H11"], 2, OrStep::Track);
    let before = g.clone();
    assert!(matches!(
        act(&mut g, 0, lay("H11", "X21", 0, None)),
        Err(Refusal::Tile(_))
    ));
    assert_eq!(g, before);
    g.lenient = true;
    act(&mut g, 0, lay("H11", "X21", 0, None)).unwrap();
    assert_eq!(g.corps[usize::from(sww)].cash, 60, "two steps at $20");
    // Never back down the ladder, nor onto another city's.
    for (id, other) in [("X20", "H11"), ("X25", "H11")] {
        let (mut g, _) = major("SWW", 100, &["H11"], 2, OrStep::Track);
        g.lenient = true;
        g.hex_mut(hex("H11")).laid = Some(Laid {
            tile: tile("X21"),
            copy: 0,
            rotation: 0,
        });
        let before = g.clone();
        assert!(act(&mut g, 0, lay(other, id, 0, None)).is_err(), "{id}");
        assert_eq!(g, before);
    }
}

// --- Trains over the limit -----------------------------------------------------------------

#[test]
fn a_company_over_its_train_limit_gives_a_train_back_to_the_depot_before_anything_else() {
    // Phase 5: a major holds two trains; SWW has three 3s.
    let (mut g, sww) = major("SWW", 0, &["H11"], 4, OrStep::Track);
    let threes = depot(&g, "3", 3);
    for &t in &threes {
        g.train_mut(usize::from(t)).owner = Owner::Corp(sww);
    }
    assert_eq!(trains::crowded(pnw(), &g), Some(sww));
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, PnwAction::Pass),
        Err(Refusal::NotNow("anything but discarding a train"))
    );
    assert_eq!(
        act(&mut g, 1, PnwAction::DiscardTrain { train: threes[0] }),
        Err(Refusal::NotYourTurn)
    );
    let not_its = depot(&g, "4", 1)[0];
    assert_eq!(
        act(&mut g, 0, PnwAction::DiscardTrain { train: not_its }),
        Err(Refusal::NoTrain)
    );
    assert_eq!(g, before);
    act(&mut g, 0, PnwAction::DiscardTrain { train: threes[0] }).unwrap();
    let t = &g.trains[usize::from(threes[0])];
    assert_eq!(t.owner, Owner::Bank);
    assert!(t.discarded);
    assert_eq!(trains::crowded(pnw(), &g), None);
    assert_ne!(
        stock::next_train(&g),
        Some(usize::from(threes[0])),
        "not the depot's next card"
    );
    // The turn goes on where it was.
    assert_eq!(operating::current_step(&g), Some(OrStep::Track));
}

#[test]
fn a_train_given_back_is_sold_again_out_of_the_depots_order() {
    let (mut g, cpr) = major("CPR", 500, &["A8"], 2, OrStep::BuyTrain);
    let [given, later]: [u16; 2] = depot(&g, "3", 2).try_into().unwrap();
    g.train_mut(usize::from(given)).discarded = true;
    assert_eq!(
        g.trains[stock::next_train(&g).unwrap()].name,
        "L",
        "the depot still sells Ls next"
    );
    let buy = |train| PnwAction::BuyTrain {
        train,
        variant: "3".into(),
        price: 200,
        exchange: None,
    };
    act(&mut g, 0, buy(given)).unwrap();
    assert_eq!(g.trains[usize::from(given)].owner, Owner::Corp(cpr));
    assert_eq!(g.corps[usize::from(cpr)].cash, 300);
    // A 3 that was never given back is not for sale yet.
    let mut h = g.clone();
    h.round = Round::Operating(at_step(vec![cpr], OrStep::BuyTrain));
    assert_eq!(act(&mut h, 0, buy(later)), Err(Refusal::NoTrain));
}

#[test]
fn a_second_permanent_special_train_is_given_back_out_of_the_game() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let two_p = (0..g.trains.len())
        .find(|&t| g.trains[t].name == "2P")
        .unwrap();
    let lp = (0..g.trains.len())
        .find(|&t| g.trains[t].name == "LP")
        .unwrap();
    g.train_mut(two_p).owner = Owner::Corp(sww);
    g.train_mut(lp).owner = Owner::Corp(sww);
    assert_eq!(trains::crowded(pnw(), &g), Some(sww));
    act(&mut g, 0, PnwAction::DiscardTrain { train: lp as u16 }).unwrap();
    assert_eq!(g.trains[lp].owner, Owner::Gone);
    assert_eq!(trains::crowded(pnw(), &g), None);
}

// --- Station tokens ------------------------------------------------------------------------

#[test]
fn a_station_token_costs_100_and_takes_a_free_slot_in_a_city_the_track_reaches() {
    let (mut g, sww) = major("SWW", 150, &["H11"], 2, OrStep::Token);
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, place_token("J9")),
        Err(Refusal::Tile("that city is out of reach or full".into())),
        "Olympia is out of reach"
    );
    assert_eq!(
        act(&mut g, 0, place_token("H11")),
        Err(Refusal::Tile(
            "the company already has a token there".into()
        ))
    );
    assert_eq!(g, before);
    let bank = g.bank;
    // Tacoma, next to Seattle.
    act(&mut g, 0, place_token("I12")).unwrap();
    let c = &g.corps[usize::from(sww)];
    assert_eq!(c.cash, 50);
    assert_eq!(c.tokens_left, 0);
    assert!(c.tokens.contains(&(hex("I12"), 0)));
    assert_eq!(g.bank, bank + 100);
    let tacoma = g.slots.iter().find(|s| s.hex == hex("I12")).unwrap();
    assert!(tacoma.tokens.contains(&Some(sww)));
}

#[test]
fn a_token_is_refused_without_100_or_a_token_left_or_where_the_free_slots_are_held_for_homes() {
    let (mut g, sww) = major("SWW", 99, &["H11"], 2, OrStep::Token);
    assert_eq!(
        act(&mut g, 0, place_token("I12")),
        Err(Refusal::Cash {
            need: 100,
            have: 99
        })
    );
    g.corps[usize::from(sww)].cash = 100;
    g.corps[usize::from(sww)].tokens_left = 0;
    assert_eq!(
        act(&mut g, 0, place_token("I12")),
        Err(Refusal::NotNow("another token"))
    );
    g.corps[usize::from(sww)].tokens_left = 1;
    // Tacoma's three slots: minor 10's and regional B's homes hold two; GNR takes the third.
    let tacoma = g.slots.iter().position(|s| s.hex == hex("I12")).unwrap();
    assert_eq!(g.slots[tacoma].tokens.len(), 3);
    assert_eq!(g.slots[tacoma].reserved.len(), 2);
    g.slots[tacoma].tokens[0] = Some(corp("GNR"));
    assert_eq!(
        act(&mut g, 0, place_token("I12")),
        Err(Refusal::Tile("that city is out of reach or full".into()))
    );
    // One reservation gone (its minor closed), a slot is free for SWW.
    g.slots[tacoma].reserved.retain(|&r| r != corp("10"));
    act(&mut g, 0, place_token("I12")).unwrap();
    assert_eq!(g.corps[usize::from(sww)].cash, 0);
}

// --- Issuing and redeeming -----------------------------------------------------------------

#[test]
fn a_major_issues_treasury_shares_to_the_pool_at_the_price_after_one_drop_a_share() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Issue);
    let bank = g.bank;
    act(
        &mut g,
        0,
        PnwAction::SellShares {
            corp: sww,
            certs: vec![5, 6],
            part: false,
        },
    )
    .unwrap();
    // $100 → $90 → $80; each share brings $80.
    assert_eq!(g.price(sww), Some(80));
    assert_eq!(g.corps[usize::from(sww)].cash, 160);
    assert_eq!(g.bank, bank - 160);
    let c = &g.corps[usize::from(sww)];
    assert_eq!((c.certs[5], c.certs[6]), (Owner::Pool, Owner::Pool));
}

#[test]
fn a_major_issues_neither_its_presidents_certificate_nor_a_players_share_nor_past_half_in_the_pool()
{
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Issue);
    let c = &mut g.corps[usize::from(sww)];
    c.certs[1] = Owner::Player(1);
    for k in 2..=4 {
        c.certs[k] = Owner::Pool;
    }
    let issue = |certs: Vec<u8>| PnwAction::SellShares {
        corp: sww,
        certs,
        part: false,
    };
    let before = g.clone();
    let not_held = Err(Refusal::NotNow("issuing shares the company does not hold"));
    assert_eq!(act(&mut g, 0, issue(vec![0])), not_held);
    assert_eq!(act(&mut g, 0, issue(vec![1])), not_held);
    assert_eq!(act(&mut g, 0, issue(vec![3])), not_held);
    assert_eq!(
        act(&mut g, 0, issue(vec![5, 6, 7])),
        Err(Refusal::NotNow(
            "putting more than half the company in the pool"
        )),
        "three in the pool and three more is 60%"
    );
    assert_eq!(act(&mut g, 1, issue(vec![5])), Err(Refusal::NotYourTurn));
    assert_eq!(g, before);
    act(&mut g, 0, issue(vec![5, 6])).unwrap();
    assert_eq!(shares_in_pool(&g, sww), 5);
}

fn shares_in_pool(g: &PnwGame, c: CorpIx) -> usize {
    rules::shares::in_pool(g, c)
}

#[test]
fn a_major_redeems_several_pool_shares_in_one_action_at_the_price_without_moving_it() {
    let (mut g, sww) = major("SWW", 250, &["H11"], 2, OrStep::Issue);
    g.corps[usize::from(sww)].certs[7] = Owner::Pool;
    g.corps[usize::from(sww)].certs[8] = Owner::Pool;
    let bank = g.bank;
    act(&mut g, 0, PnwAction::Redeem { certs: vec![7, 8] }).unwrap();
    let c = &g.corps[usize::from(sww)];
    assert_eq!(c.cash, 50);
    assert_eq!((c.certs[7], c.certs[8]), (Owner::Bank, Owner::Bank));
    assert_eq!(g.bank, bank + 200);
    assert_eq!(g.price(sww), Some(100));
}

#[test]
fn a_redemption_the_treasury_cannot_pay_in_full_or_of_a_share_not_in_the_pool_is_refused_whole() {
    let (mut g, sww) = major("SWW", 150, &["H11"], 2, OrStep::Issue);
    g.corps[usize::from(sww)].certs[7] = Owner::Pool;
    g.corps[usize::from(sww)].certs[8] = Owner::Pool;
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, PnwAction::Redeem { certs: vec![7, 8] }),
        Err(Refusal::Cash {
            need: 100,
            have: 50
        })
    );
    assert_eq!(
        act(&mut g, 0, PnwAction::Redeem { certs: vec![7, 3] }),
        Err(Refusal::NotNow("redeeming a share the pool does not hold"))
    );
    assert_eq!(g, before, "not even the first share moved");
}

// --- The emergency train purchase ----------------------------------------------------------

pub(super) fn buy_l(train: u16) -> PnwAction {
    PnwAction::BuyTrain {
        train,
        variant: "L".into(),
        price: 60,
        exchange: None,
    }
}

#[test]
fn a_company_without_a_train_buys_the_depots_next_with_its_presidents_cash_making_up_the_rest() {
    let (mut g, sww) = major("SWW", 50, &["H11"], 2, OrStep::BuyTrain);
    // A 3 given back is for sale, but not in an emergency: only the depot's next train.
    let three = depot(&g, "3", 1)[0];
    g.train_mut(usize::from(three)).discarded = true;
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, PnwAction::Pass),
        Err(Refusal::NotNow("passing without a train"))
    );
    assert_eq!(
        act(
            &mut g,
            0,
            PnwAction::BuyTrain {
                train: three,
                variant: "3".into(),
                price: 200,
                exchange: None,
            }
        ),
        Err(Refusal::Cash {
            need: 200,
            have: 50
        })
    );
    assert_eq!(g, before);
    let l = stock::next_train(&g).unwrap() as u16;
    act(&mut g, 0, buy_l(l)).unwrap();
    assert_eq!(g.trains[usize::from(l)].owner, Owner::Corp(sww));
    assert_eq!(g.corps[usize::from(sww)].cash, 0);
    assert_eq!(g.players[0].cash, 490);
    assert_eq!(g.players[0].debt, 0);
}

#[test]
fn a_president_short_of_cash_for_an_emergency_train_borrows_the_rest_owing_150_percent() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 20;
    let bank = g.bank;
    let l = stock::next_train(&g).unwrap() as u16;
    act(&mut g, 0, buy_l(l)).unwrap();
    assert_eq!(g.trains[usize::from(l)].owner, Owner::Corp(sww));
    assert_eq!(g.players[0].cash, 0);
    // $40 lent: $60 owed.
    assert_eq!(g.players[0].debt, 60);
    assert_eq!(g.bank, bank - 40 + 60);
    // An odd loan's interest is rounded up: $41 lent, $21 interest.
    let (mut g, _) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 19;
    act(&mut g, 0, buy_l(l)).unwrap();
    assert_eq!(g.players[0].debt, 41 + 21);
}

#[test]
fn an_emergency_train_may_be_a_copy_of_the_next_kind_given_back() {
    // An L given back sells before the depot's next L; the president still makes up the rest.
    let (mut g, sww) = major("SWW", 10, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 15;
    let ls = depot(&g, "L", 2);
    g.train_mut(usize::from(ls[0])).discarded = true;
    assert_eq!(stock::next_train(&g), Some(usize::from(ls[1])));
    act(&mut g, 0, buy_l(ls[0])).unwrap();
    assert_eq!(g.trains[usize::from(ls[0])].owner, Owner::Corp(sww));
    assert_eq!(g.players[0].cash, 0);
    assert_eq!(g.players[0].debt, 35 + 18);
}

#[test]
fn a_president_holding_sellable_shares_sells_them_before_borrowing_for_an_emergency_train() {
    let (mut g, _) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 20;
    // Seat 0 also holds two shares of CPR, which has operated: sellable for $200.
    cpr_at_100(&mut g, 1, &[(1, 0), (2, 0)]);
    let l = stock::next_train(&g).unwrap() as u16;
    assert!(act(&mut g, 0, buy_l(l)).is_err());
    assert_eq!(g.players[0].debt, 0);
}

// --- Markers and P21 -----------------------------------------------------------------------

#[test]
fn p17s_ski_haus_goes_on_a_mountain_pass_never_the_coal_mines_and_the_card_closes() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 4, OrStep::Track);
    let p17 = give(&mut g, "P17", sww);
    let assign = |at: &str| PnwAction::Assign {
        card: p17,
        hex: hex(at),
    };
    // The coal mine stands on G4.
    g.hex_mut(hex("G4")).laid = Some(Laid {
        tile: tile("PNW4"),
        copy: 0,
        rotation: 0,
    });
    let before = g.clone();
    assert!(matches!(
        act(&mut g, 0, assign("H11")),
        Err(Refusal::Tile(_))
    ));
    assert!(matches!(
        act(&mut g, 0, assign("G4")),
        Err(Refusal::Tile(_))
    ));
    assert_eq!(g, before);
    act(&mut g, 0, assign("H5")).unwrap();
    assert_eq!(g.ski, Some(hex("H5")));
    assert_eq!(g.cards[usize::from(p17)], Owner::Gone);
    assert_eq!(act(&mut g, 0, assign("I6")), Err(Refusal::NotPurchasable));
}

#[test]
fn p15s_mill_goes_on_a_city_with_track_into_a_lumber_hex_and_the_card_closes() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let p15 = give(&mut g, "P15", sww);
    // A straight on the forest C12, its track meeting Bellingham's north-east exit.
    let c12 = g.hex_mut(hex("C12"));
    c12.laid = Some(Laid {
        tile: tile("9"),
        copy: 0,
        rotation: 0,
    });
    c12.lumber = true;
    // Seattle is no mill city.
    assert!(matches!(
        act(
            &mut g,
            0,
            PnwAction::Assign {
                card: p15,
                hex: hex("H11")
            }
        ),
        Err(Refusal::Tile(_))
    ));
    act(
        &mut g,
        0,
        PnwAction::Assign {
            card: p15,
            hex: hex("D11"),
        },
    )
    .unwrap();
    assert_eq!(g.mill, Some(hex("D11")));
    assert_eq!(g.cards[usize::from(p15)], Owner::Gone);
}

#[test]
fn p15s_mill_is_refused_on_a_city_without_track_into_a_lumber_hex() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let p15 = give(&mut g, "P15", sww);
    // Everett: on the mill's list, but unbuilt.
    let before = g.clone();
    assert!(
        act(
            &mut g,
            0,
            PnwAction::Assign {
                card: p15,
                hex: hex("F13")
            }
        )
        .is_err()
    );
    assert_eq!(g, before);
}

#[test]
fn p21_makes_an_exchange_token_available_in_a_majors_track_token_or_issue_step_and_closes() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Route);
    let p21 = give(&mut g, "P21", sww);
    let exchange = PnwAction::ChooseAbility {
        card: p21,
        choice: "exchange".into(),
    };
    assert_eq!(
        act(&mut g, 0, exchange.clone()),
        Err(Refusal::NotNow("that private's power"))
    );
    g.round = Round::Operating(at_step(vec![sww], OrStep::Token));
    act(&mut g, 0, exchange).unwrap();
    let c = &g.corps[usize::from(sww)];
    assert_eq!((c.exchange_tokens, c.tokens_left), (2, 2));
    assert_eq!(g.cards[usize::from(p21)], Owner::Gone);
}

#[test]
fn p21_moves_a_deck_card_but_not_a_boxed_one_right_behind_the_bid_boxes() {
    let data = pnw();
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let p21 = give(&mut g, "P21", sww);
    let name = |c: CardIx| data.card_ids().nth(usize::from(c)).unwrap().to_string();
    let boxes = data.game.minor_boxes;
    let boxed = name(g.minor_deck[0]);
    let last = *g.minor_deck.last().unwrap();
    let choose = |choice: String| PnwAction::ChooseAbility { card: p21, choice };
    assert!(matches!(
        act(&mut g, 0, choose(format!("{boxed}_top"))),
        Err(Refusal::BadChoice(_))
    ));
    let len = g.minor_deck.len();
    act(&mut g, 0, choose(format!("{}_top", name(last)))).unwrap();
    assert_eq!(g.minor_deck[boxes], last);
    assert_eq!(g.minor_deck.len(), len);
    assert_eq!(g.cards[usize::from(p21)], Owner::Gone);
}

// --- Acquiring a player's minor ------------------------------------------------------------

/// Minor 10 in Tacoma, owned by seat 1, run twice, priced `price`, with $30 and an L.
fn minor_10(g: &mut PnwGame, price: u32) -> (CorpIx, u16) {
    let m10 = corp("10");
    let m = &mut g.corps[usize::from(m10)];
    m.floated = true;
    m.certs[0] = Owner::Player(1);
    m.operated = 2;
    m.cash = 30;
    price_at(g, m10, price);
    let tacoma = g.slots.iter_mut().find(|s| s.hex == hex("I12")).unwrap();
    tacoma.take_home(m10, m10);
    g.corps[usize::from(m10)].tokens.push((hex("I12"), 0));
    let l = depot(g, "L", 1)[0];
    g.train_mut(usize::from(l)).owner = Owner::Corp(m10);
    (m10, l)
}

#[test]
fn a_major_buying_a_players_minor_pays_twice_its_price_and_takes_its_cash_train_and_city() {
    let (mut g, sww) = major("SWW", 300, &["H11"], 2, OrStep::MinorAcquisition);
    let (m10, l) = minor_10(&mut g, 60);
    // Not before the minor has run twice.
    g.corps[usize::from(m10)].operated = 1;
    assert_eq!(
        act(&mut g, 0, PnwAction::Merge { partner: m10 }),
        Err(Refusal::NotMergeable)
    );
    g.corps[usize::from(m10)].operated = 2;
    let owner = g.players[1].cash;
    act(&mut g, 0, PnwAction::Merge { partner: m10 }).unwrap();
    act(
        &mut g,
        0,
        PnwAction::Choose {
            choice: "money".into(),
        },
    )
    .unwrap();
    assert_eq!(g.corps[usize::from(sww)].cash, 300 - 120);
    assert_eq!(g.players[1].cash, owner + 120);
    act(
        &mut g,
        0,
        PnwAction::Choose {
            choice: "replace".into(),
        },
    )
    .unwrap();
    let c = &g.corps[usize::from(sww)];
    assert_eq!(c.cash, 180 + 30, "the minor's cash comes along");
    assert_eq!(
        c.exchange_tokens, 2,
        "an exchange token replaced the minor's"
    );
    assert!(c.tokens.contains(&(hex("I12"), 0)));
    assert_eq!(g.trains[usize::from(l)].owner, Owner::Corp(sww));
    let tacoma = g.slots.iter().find(|s| s.hex == hex("I12")).unwrap();
    assert!(tacoma.tokens.contains(&Some(sww)));
    assert!(!tacoma.tokens.contains(&Some(m10)));
    assert!(g.corps[usize::from(m10)].closed);
}

#[test]
fn a_major_acquires_only_a_company_its_track_reaches() {
    // Minor 2 in Spokane (B19) is far from SWW's Seattle.
    let (mut g, _) = major("SWW", 300, &["H11"], 2, OrStep::MinorAcquisition);
    let m2 = corp("2");
    let m = &mut g.corps[usize::from(m2)];
    m.floated = true;
    m.certs[0] = Owner::Player(1);
    m.operated = 2;
    price_at(&mut g, m2, 60);
    token(&mut g, m2, "B19");
    assert_eq!(
        act(&mut g, 0, PnwAction::Merge { partner: m2 }),
        Err(Refusal::NotConnected)
    );
    // Minor 10 in Tacoma is reached (the acquisition tests below).
    let (m10, _) = minor_10(&mut g, 60);
    assert_eq!(act(&mut g, 0, PnwAction::Merge { partner: m10 }), Ok(()));
}

#[test]
fn a_minor_paid_with_one_share_settles_its_worth_against_the_shares_price() {
    // Minor 10 at $40 is worth $80; a SWW share at $100: the owner pays $20 in.
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::MinorAcquisition);
    let (m10, _) = minor_10(&mut g, 40);
    let owner = g.players[1].cash;
    act(&mut g, 0, PnwAction::Merge { partner: m10 }).unwrap();
    act(
        &mut g,
        0,
        PnwAction::Choose {
            choice: "one_share".into(),
        },
    )
    .unwrap();
    assert_eq!(g.corps[usize::from(sww)].cash, 20);
    assert_eq!(g.players[1].cash, owner - 20);
    let held = g.corps[usize::from(sww)]
        .certs
        .iter()
        .filter(|o| **o == Owner::Player(1))
        .count();
    assert_eq!(held, 1);
}

/// Minor 2 (Republic, unassociated, Spokane) on its turn acquires P20 from its owner, seat 0:
/// the minor and the card.
fn minor_2_acquiring_p20(g: &mut PnwGame) -> (CorpIx, CardIx) {
    let m2 = corp("2");
    let m = &mut g.corps[usize::from(m2)];
    m.floated = true;
    m.certs[0] = Owner::Player(0);
    price_at(g, m2, 50);
    token(g, m2, "B19");
    let p20 = card("P20");
    g.cards[usize::from(p20)] = Owner::Player(0);
    g.round = Round::Operating(at_step(vec![m2], OrStep::Acquire));
    act(g, 0, PnwAction::AcquireCompany { card: p20 }).unwrap();
    (m2, p20)
}

#[test]
fn p20_lets_an_unassociated_minor_take_the_place_of_an_associated_minor_nobody_holds() {
    let data = pnw();
    let mut g = game();
    let (m2, p20) = minor_2_acquiring_p20(&mut g);
    assert_eq!(
        g.cards[usize::from(p20)],
        Owner::Gone,
        "closes on acquisition"
    );
    let targets = or(&g).p20_targets.clone();
    assert!(!targets.is_empty());
    let boxed = stock::boxed(data, &g);
    for &t in &targets {
        assert!(g.corps[usize::from(t)].major.is_some());
        assert!(!boxed.contains(&t), "never a minor in a bid box");
    }
    // No other business until the choice is made, and only a target is one.
    assert_eq!(
        act(&mut g, 0, lay("B19", "57", 0, None)),
        Err(Refusal::NotNow("anything but P20's choice"))
    );
    assert!(matches!(
        act(&mut g, 0, PnwAction::Choose { choice: "3".into() }),
        Err(Refusal::BadChoice(_))
    ));
    let old = targets[0];
    let major = g.corps[usize::from(old)].major.unwrap();
    let id = data.corp_ids().nth(usize::from(old)).unwrap().to_string();
    act(&mut g, 0, PnwAction::Choose { choice: id }).unwrap();
    assert_eq!(g.corps[usize::from(m2)].major, Some(major));
    assert!(g.corps[usize::from(old)].closed);
    let old_card = data.corp_card(old).unwrap();
    assert_eq!(g.cards[usize::from(old_card)], Owner::Gone);
    assert!(!g.minor_deck.contains(&old_card));
    assert_eq!(g.corps[usize::from(major)].home, Some(hex("B19")));
}

#[test]
fn p20_may_take_the_place_of_an_associated_minor_a_stock_round_closed_for_want_of_a_bid() {
    // Minor 20 (NP's) closed when the first bid box went unbid; since rules version 3 P20 may
    // still hand its role on (the site's `p20_replaces_closed_minor` record), never the role of
    // a minor that formed its major.
    let data = pnw();
    let setup = |version: u32| {
        let mut g = game();
        g.version = version;
        // Minor 8 merged into SWW: closed, its certificate gone.
        let eight = corp("8");
        stock::close(&mut g, eight);
        g.corps[usize::from(eight)].certs = vec![Owner::Gone];
        let twenty = corp("20");
        stock::close(&mut g, twenty);
        let card20 = data.corp_card(twenty).unwrap();
        g.cards[usize::from(card20)] = Owner::Gone;
        g.minor_deck.retain(|c| *c != card20);
        minor_2_acquiring_p20(&mut g);
        (g, twenty)
    };
    let (mut g, twenty) = setup(3);
    assert!(or(&g).p20_targets.contains(&twenty));
    act(
        &mut g,
        0,
        PnwAction::Choose {
            choice: "20".into(),
        },
    )
    .unwrap();
    let np = corp("NP");
    assert_eq!(g.corps[usize::from(corp("2"))].major, Some(np));
    assert_eq!(g.corps[usize::from(np)].home, Some(hex("B19")));
    let (g, twenty) = setup(2);
    assert!(
        !or(&g).p20_targets.contains(&twenty),
        "version 2: open minors only"
    );
    // A minor that merged into its major is gone for good.
    let (g, _) = setup(3);
    assert!(!or(&g).p20_targets.contains(&corp("8")));
}

#[test]
fn a_merger_whose_associated_minor_stands_on_the_destination_puts_the_destination_token_there() {
    use ferrovia::games::pnw1822::state::MergerRound;
    // P20 made minor 10 (Tacoma, NP's destination) NP's associated minor; it merges with
    // minor 9 (Wenatchee), both held by seat 1.
    let data = pnw();
    let mut g = game();
    g.phase = 1;
    let (m10, _) = minor_10(&mut g, 60);
    let (m9, np, m20) = (corp("9"), corp("NP"), corp("20"));
    g.corps[usize::from(m10)].major = g.corps[usize::from(m20)].major.take();
    g.corps[usize::from(np)].home = Some(hex("I12"));
    let m = &mut g.corps[usize::from(m9)];
    m.floated = true;
    m.certs[0] = Owner::Player(1);
    m.cash = 40;
    price_at(&mut g, m9, 60);
    let wenatchee = g.slots.iter_mut().find(|s| s.hex == hex("H19")).unwrap();
    wenatchee.take_home(m9, m9);
    g.corps[usize::from(m9)].tokens.push((hex("H19"), 0));
    // The two are not joined by track: the merger is taken as an import's would be.
    g.lenient = true;
    g.round = Round::Merger(MergerRound {
        order: vec![m10, m9],
        at: 0,
        merging: None,
    });
    let exchange = g.corps[usize::from(np)].exchange_tokens;
    act(&mut g, 1, PnwAction::Merge { partner: m9 }).unwrap();
    let choose = |c: &str| PnwAction::Choose { choice: c.into() };
    act(&mut g, 1, choose("60")).unwrap();
    let counts = rules::legal::list(data, &g, 1);
    let Some(PnwAction::Choose { choice }) = counts.first().cloned() else {
        panic!("a share count to choose: {counts:?}");
    };
    act(&mut g, 1, choose(&choice)).unwrap();
    // No token question: the merger is done (and with it the round).
    assert!(!matches!(
        &g.round,
        Round::Merger(MergerRound {
            merging: Some(_),
            ..
        })
    ));
    let c = &g.corps[usize::from(np)];
    assert_eq!(
        c.home,
        Some(hex("H19")),
        "the home token in the other minor's city"
    );
    assert!(c.destination_placed, "the destination token in Tacoma");
    assert_eq!(c.tokens, vec![(hex("H19"), 0), (hex("I12"), 0)]);
    assert_eq!(c.exchange_tokens, exchange, "no exchange token moves");
    for at in ["H19", "I12"] {
        let s = g.slots.iter().find(|s| s.hex == hex(at)).unwrap();
        assert!(s.tokens.contains(&Some(np)), "NP in {at}");
    }
    assert!(g.corps[usize::from(m9)].closed && g.corps[usize::from(m10)].closed);
}

// --- Rules the long recorded games taught ---------------------------------------------------

#[test]
fn the_portage_fee_a_route_loses_goes_to_the_company_holding_p16_with_the_dividend() {
    use ferrovia::games::pnw1822::actions::DividendKind;
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Dividend);
    let cpr = corp("CPR");
    give(&mut g, "P16", cpr);
    if let Round::Operating(or) = &mut g.round {
        or.revenue = 100;
        or.portage_fee = 20;
    }
    let (bank, cpr_cash) = (g.bank, g.corps[usize::from(cpr)].cash);
    act(
        &mut g,
        0,
        PnwAction::Dividend {
            kind: DividendKind::Withhold,
        },
    )
    .unwrap();
    assert_eq!(g.corps[usize::from(cpr)].cash, cpr_cash + 20);
    assert_eq!(g.corps[usize::from(sww)].cash, 100);
    assert_eq!(g.bank, bank - 120);
}

#[test]
fn a_builder_cube_goes_under_a_tile_while_a_river_border_is_still_to_cross() {
    // N5 (Astoria) carries a yellow city whose track has not crossed its $75 river side: room for
    // two cubes ($75 / $40, rounded up), not three.
    let (mut g, _) = major("SWW", 100, &["H11"], 2, OrStep::Track);
    g.lenient = true;
    g.hex_mut(hex("N5")).laid = Some(Laid {
        tile: tile("6"),
        copy: 0,
        rotation: 4,
    });
    g.corps[usize::from(corp("SWW"))].tokens_left = 0;
    act(&mut g, 0, lay("N5", "BC", 0, None)).unwrap();
    assert_eq!(g.board[usize::from(hex("N5"))].cubes, 1);
    let (mut g2, _) = major("SWW", 100, &["H11"], 2, OrStep::Track);
    g2.lenient = true;
    g2.hex_mut(hex("N5")).laid = g.board[usize::from(hex("N5"))].laid;
    g2.hex_mut(hex("N5")).cubes = 2;
    assert!(matches!(
        act(&mut g2, 0, lay("N5", "BC", 0, None)),
        Err(Refusal::Tile(_))
    ));
}

#[test]
fn a_seven_bought_as_an_e_starts_phase_seven() {
    let (mut g, sww) = major("SWW", 1000, &["H11"], 5, OrStep::BuyTrain);
    for t in g.trains_mut() {
        if matches!(t.name.as_str(), "L" | "2" | "3" | "4" | "5" | "6") && t.owner == Owner::Bank {
            t.owner = Owner::Gone;
        }
    }
    let seven = stock::next_train(&g).unwrap() as u16;
    assert_eq!(g.trains[usize::from(seven)].name, "7");
    act(
        &mut g,
        0,
        PnwAction::BuyTrain {
            train: seven,
            variant: "E".into(),
            price: 1000,
            exchange: None,
        },
    )
    .unwrap();
    assert_eq!(g.trains[usize::from(seven)].owner, Owner::Corp(sww));
    assert_eq!(g.phase, 6, "phase 7 (index 6)");
}

#[test]
fn a_major_redeems_from_its_first_turn_but_issues_only_from_its_second() {
    let (mut g, sww) = major("SWW", 500, &["H11"], 5, OrStep::Issue);
    let c = &mut g.corps[usize::from(sww)];
    c.operated = 0;
    c.certs[5] = Owner::Pool;
    c.certs[6] = Owner::Bank;
    let before = g.clone();
    assert_eq!(
        act(
            &mut g,
            0,
            PnwAction::SellShares {
                corp: sww,
                certs: vec![6],
                part: false,
            }
        ),
        Err(Refusal::NotNow(
            "issuing shares in the company's first turn"
        ))
    );
    assert_eq!(g, before);
    act(&mut g, 0, PnwAction::Redeem { certs: vec![5] }).unwrap();
    assert_eq!(g.corps[usize::from(sww)].certs[5], Owner::Bank);
    assert_eq!(g.corps[usize::from(sww)].cash, 400);
}

// --- What the other recorded games taught -------------------------------------------------

#[test]
fn p7_turns_a_town_tile_into_plain_track_of_the_next_colour_as_the_companys_upgrade() {
    // Phase 3: a major may lay two yellow tiles or upgrade once. Mukilteo holds a yellow town.
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    g.hex_mut(hex("G12")).laid = Some(Laid {
        tile: tile("4"),
        copy: 0,
        rotation: 0,
    });
    let p7 = give(&mut g, "P7", sww);
    let before = g.clone();
    // Green plain track (drawn with a junction) over a town only with the crusher.
    assert!(matches!(
        act(&mut g, 0, lay("G12", "83", 0, None)),
        Err(Refusal::Tile(_))
    ));
    assert_eq!(g, before);
    act(&mut g, 0, lay("G12", "83", 0, Some(p7))).unwrap();
    assert_eq!(
        g.board[usize::from(hex("G12"))].laid.map(|l| l.tile),
        Some(tile("83"))
    );
    assert!(
        or(&g).done.contains(&OrStep::Track),
        "the crusher's upgrade was the major's one upgrade: no second lay"
    );
}

#[test]
fn an_emergency_train_is_the_depots_cheapest_and_a_given_back_copy_may_be_it_until_it_rusts() {
    // Phase 4: the depot's next kind is the 4; a 3 given back costs less.
    let (mut g, sww) = major("SWW", 0, &["H11"], 3, OrStep::BuyTrain);
    g.players[0].cash = 500;
    for t in g.trains_mut() {
        if matches!(t.name.as_str(), "L" | "3") && t.owner == Owner::Bank {
            t.owner = Owner::Gone;
        }
    }
    let three = (0..g.trains.len())
        .find(|&t| g.trains[t].name == "3")
        .unwrap();
    g.train_mut(three).owner = Owner::Bank;
    g.train_mut(three).discarded = true;
    let four = stock::next_train(&g).unwrap();
    assert_eq!(g.trains[four].name, "4");
    let buy = |train: usize, variant: &str, price| PnwAction::BuyTrain {
        train: train as u16,
        variant: variant.into(),
        price,
        exchange: None,
    };
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, buy(four, "4", 300)),
        Err(Refusal::Cash { need: 300, have: 0 })
    );
    assert_eq!(g, before);
    act(&mut g, 0, buy(three, "3", 200)).unwrap();
    assert_eq!(g.trains[three].owner, Owner::Corp(sww));
    assert_eq!(g.players[0].cash, 300);
    // The first 6 rusts the 3s: the copy given back too, so it is never for sale again.
    let mut rusted = before.clone();
    trains::phase_event(pnw(), &mut rusted, "6");
    assert_eq!(rusted.trains[three].owner, Owner::Gone);
}

#[test]
fn a_second_pullman_crowds_a_company_and_only_a_pullman_may_go() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let pullmans: Vec<usize> = (0..g.trains.len())
        .filter(|&t| g.trains[t].name == "P+")
        .collect();
    assert_eq!(pullmans.len(), 2);
    let three = depot(&g, "3", 1)[0];
    g.train_mut(usize::from(three)).owner = Owner::Corp(sww);
    g.train_mut(pullmans[0]).owner = Owner::Corp(sww);
    assert_eq!(trains::crowded(pnw(), &g), None, "one Pullman rides free");
    g.train_mut(pullmans[1]).owner = Owner::Corp(sww);
    assert_eq!(trains::crowded(pnw(), &g), Some(sww));
    assert_eq!(trains::discardable(pnw(), &g, sww), pullmans);
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, PnwAction::DiscardTrain { train: three }),
        Err(Refusal::NoTrain),
        "giving back the 3 would leave two Pullmans"
    );
    assert_eq!(g, before);
    act(
        &mut g,
        0,
        PnwAction::DiscardTrain {
            train: pullmans[1] as u16,
        },
    )
    .unwrap();
    assert_eq!(g.trains[pullmans[1]].owner, Owner::Gone);
    assert_eq!(trains::crowded(pnw(), &g), None);
}

#[test]
fn a_presidents_sale_in_an_operating_round_resorts_the_companies_still_to_operate() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::BuyTrain);
    g.players[0].cash = 0;
    let (cpr, cmps) = (corp("CPR"), corp("CMPS"));
    for (c, price) in [(cmps, 110), (cpr, 120)] {
        let m = &mut g.corps[usize::from(c)];
        m.floated = true;
        m.parred = true;
        m.operated = 1;
        m.certs[0] = Owner::Player(1);
        price_at(&mut g, c, price);
    }
    g.corps[usize::from(cpr)].certs[1] = Owner::Player(0);
    g.round = Round::Operating(at_step(vec![sww, cpr, cmps], OrStep::BuyTrain));
    // SWW has no train: its president sells a CPR share, CPR drops to $110 behind CMPS.
    act(
        &mut g,
        0,
        PnwAction::SellShares {
            corp: cpr,
            certs: vec![1],
            part: false,
        },
    )
    .unwrap();
    assert_eq!(g.price(cpr), Some(110));
    assert_eq!(or(&g).order, vec![sww, cmps, cpr]);
    assert_eq!(or(&g).at, 0, "SWW still operates");
}

#[test]
fn an_imported_lay_is_held_to_the_upgrade_but_not_to_where_its_exits_point() {
    use ferrovia::games::pnw1822::rules::tiles::{LayError, check_geometry};
    let (mut g, _) = major("CPR", 0, &["A8"], 0, OrStep::Track);
    // A curve on Vancouver's east whose north-west exit leaves the map.
    assert_eq!(
        check_geometry(pnw(), &g.board, hex("A10"), tile("8"), 0, false),
        Err(LayError::BadExit(2))
    );
    assert!(act(&mut g.clone(), 0, lay("A10", "8", 0, None)).is_err());
    // The site loads its records without that check: an import takes the lay.
    g.lenient = true;
    act(&mut g, 0, lay("A10", "8", 0, None)).unwrap();
    // Still held to the upgrade: no green tile on a white hex.
    let mut h = g.clone();
    h.round = Round::Operating(at_step(vec![corp("CPR")], OrStep::Track));
    assert!(matches!(
        act(&mut h, 0, lay("A12", "81", 0, None)),
        Err(Refusal::Tile(_))
    ));
}

#[test]
fn after_a_portage_a_privates_power_still_lays_but_the_company_lays_nothing_of_its_own() {
    let (mut g, sww) = major("SWW", 0, &["H11"], 1, OrStep::Track);
    let p16 = give(&mut g, "P16", sww);
    let p18 = give(&mut g, "P18", sww);
    g.hex_mut(hex("K8")).laid = Some(Laid {
        tile: tile("9"),
        copy: 0,
        rotation: 0,
    });
    act(&mut g, 0, lay("M8", "PNW1", 0, Some(p16))).unwrap();
    act(&mut g, 0, lay("K8", "PNW3", 0, Some(p18))).unwrap();
    assert_eq!(
        g.board[usize::from(hex("K8"))].laid.map(|l| l.tile),
        Some(tile("PNW3"))
    );
    assert_eq!(
        act(&mut g, 0, lay("G12", "4", 0, None)),
        Err(Refusal::Tile("no more track after a portage".into()))
    );
}

fn combo(at: &str, tile_id: &str, by: CardIx, with: CardIx) -> PnwAction {
    PnwAction::LayTile {
        hex: hex(at),
        tile: tile(tile_id),
        rotation: 0,
        by: Some(by),
        with: Some(with),
    }
}

#[test]
fn p11_and_a_dit_crusher_make_one_extra_lay_named_either_way() {
    for p11_first in [false, true] {
        let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
        let p7 = give(&mut g, "P7", sww);
        let p11 = give(&mut g, "P11", sww);
        let action = if p11_first {
            combo("G12", "9", p11, p7)
        } else {
            combo("G12", "9", p7, p11)
        };
        act(&mut g, 0, action).unwrap();
        assert_eq!(
            g.board[usize::from(hex("G12"))].laid.map(|l| l.tile),
            Some(tile("9")),
            "the town crushed"
        );
        assert_eq!(
            or(&g).lays,
            0,
            "an extra lay: the company's own are untouched"
        );
        assert_eq!(g.cards[usize::from(p7)], Owner::Gone);
        assert_eq!(uses(&g, p11), 1);
    }
    // No other pair combines.
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let p10 = give(&mut g, "P10", sww);
    let p11 = give(&mut g, "P11", sww);
    assert_eq!(
        act(&mut g, 0, combo("G12", "4", p11, p10)),
        Err(Refusal::NotNow("combining those privates"))
    );
    // A card no game has (a corrupted save) is refused, not a panic.
    assert_eq!(
        act(&mut g, 0, combo("G12", "4", p11, 250)),
        Err(Refusal::Unknown("card"))
    );
}

#[test]
fn p11s_lay_after_one_of_the_companys_own_forfeits_the_second_and_a_pass_closes_p11() {
    // Phase 3: two yellow lays or an upgrade. One own lay, then P11 upgrades it (P11 whole).
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let p11 = give(&mut g, "P11", sww);
    act(&mut g, 0, lay("G12", "4", 0, None)).unwrap();
    assert_eq!(or(&g).lays, 1);
    act(&mut g, 0, lay("G12", "142", 0, Some(p11))).unwrap();
    assert!(
        or(&g).done.contains(&OrStep::Track),
        "P11's lays come before or after the company's own: the second is forfeit"
    );

    // P11's yellow lay first, one use of two left: passing it closes the card, and the
    // company's own lays remain.
    let (mut g, sww) = major("SWW", 0, &["H11"], 2, OrStep::Track);
    let p11 = give(&mut g, "P11", sww);
    act(&mut g, 0, lay("G12", "4", 0, Some(p11))).unwrap();
    assert_eq!(uses(&g, p11), 1);
    assert!(
        rules::legal::list(pnw(), &g, 0).contains(&PnwAction::PassPower { card: p11 }),
        "the part-used power may be passed"
    );
    act(&mut g, 0, PnwAction::PassPower { card: p11 }).unwrap();
    assert_eq!(g.cards[usize::from(p11)], Owner::Gone);
    assert_eq!(operating::current_step(&g), Some(OrStep::Track));
    assert_eq!(or(&g).lays, 0);
    // Only P11 is passed so.
    let p18 = give(&mut g, "P18", sww);
    assert_eq!(
        act(&mut g, 0, PnwAction::PassPower { card: p18 }),
        Err(Refusal::NotNow("passing that private's power"))
    );
}

#[test]
fn a_major_holding_p21_stops_at_its_issue_step_with_nothing_to_issue() {
    let (mut g, sww) = major("SWW", 500, &["H11"], 2, OrStep::BuyTrain);
    // Every share with players: nothing to issue, nothing in the pool to redeem.
    for cert in g.corps[usize::from(sww)].certs.iter_mut().skip(1) {
        *cert = Owner::Player(1);
    }
    let three = depot(&g, "3", 1)[0];
    g.train_mut(usize::from(three)).owner = Owner::Corp(sww);
    let mut without = g.clone();
    give(&mut g, "P21", sww);
    let mut first_rules = g.clone();
    act(&mut g, 0, PnwAction::Pass).unwrap();
    assert_eq!(operating::current_step(&g), Some(OrStep::Issue));
    act(&mut without, 0, PnwAction::Pass).unwrap();
    assert_ne!(operating::current_step(&without), Some(OrStep::Issue));
    // A game begun under rules version 1 keeps them: no stop there.
    first_rules.version = 1;
    act(&mut first_rules, 0, PnwAction::Pass).unwrap();
    assert_ne!(operating::current_step(&first_rules), Some(OrStep::Issue));
}

// --- Paying back a loan, and the dividend that must be chosen ------------------------------

#[test]
fn a_loan_is_paid_back_only_by_a_player_who_owes_one_and_has_cash() {
    let mut g = game();
    let seat = stock::to_act(&g).unwrap();
    let listed = |g: &PnwGame| rules::legal::list(pnw(), g, seat).contains(&PnwAction::PayDebt);
    // No loan: nothing to pay, and the table offers no such button.
    let before = g.clone();
    assert_eq!(
        act(&mut g, seat, PnwAction::PayDebt),
        Err(Refusal::NotNow("paying back a loan you do not have"))
    );
    assert_eq!(g, before);
    assert!(!listed(&g));
    // A loan and no cash: still nothing to pay with.
    g.players[seat].debt = 60;
    let cash = g.players[seat].cash;
    g.players[seat].cash = 0;
    assert!(!listed(&g));
    assert_eq!(
        act(&mut g, seat, PnwAction::PayDebt),
        Err(Refusal::NotNow("paying back a loan with no cash"))
    );
    // A loan and cash: paid back in full.
    g.players[seat].cash = cash;
    assert!(listed(&g));
    let bank = g.bank;
    act(&mut g, seat, PnwAction::PayDebt).unwrap();
    assert_eq!(g.players[seat].debt, 0);
    assert_eq!(g.players[seat].cash, cash - 60);
    assert_eq!(g.bank, bank + 60);
    // A game begun under rules version 5 keeps paying nothing back as a move.
    let mut old = game();
    old.version = 5;
    assert!(rules::legal::list(pnw(), &old, seat).contains(&PnwAction::PayDebt));
    act(&mut old, seat, PnwAction::PayDebt).unwrap();
}

#[test]
fn a_majors_revenue_is_paid_out_halved_or_withheld_never_passed_by() {
    let (mut g, _) = major("SWW", 0, &["H11"], 2, OrStep::Dividend);
    if let Round::Operating(o) = &mut g.round {
        o.revenue = 100;
    }
    let before = g.clone();
    assert_eq!(
        act(&mut g, 0, PnwAction::Pass),
        Err(Refusal::NotNow("passing on the dividend"))
    );
    assert_eq!(g, before);
    let listed = rules::legal::list(pnw(), &g, 0);
    assert!(!listed.contains(&PnwAction::Pass), "{listed:?}");
    assert!(
        listed
            .iter()
            .any(|a| matches!(a, PnwAction::Dividend { .. }))
    );
    // A game begun under rules version 5 keeps its pass.
    g.version = 5;
    act(&mut g, 0, PnwAction::Pass).unwrap();
}

#[test]
fn the_short_scenarios_paired_minor_opens_at_twice_a_minors_least_bid_as_its_bid_box_says() {
    let g = setup::new_game(pnw(), ScenarioId::Short, 3, 5, setup::Options::default()).unwrap();
    let (lead, partner) = g.paired.expect("the Short Scenario pairs a minor");
    let sr = g.stock().unwrap();
    let least = i64::from(pnw().game.minor_min_bid);
    assert_eq!(stock::opening_bid(pnw(), &g, lead), 2 * least);
    assert_eq!(stock::least_bid(pnw(), &g, sr, lead), 2 * least);
    assert_ne!(lead, partner);
    // Every other boxed minor opens at the least bid.
    for &card in sr.minor_boxes.iter().flatten().filter(|&&c| c != lead) {
        assert_eq!(stock::opening_bid(pnw(), &g, card), least);
    }
}
