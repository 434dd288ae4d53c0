//! Each rule of the rulebook (and the Eastern U.S. sheet) checked on arranged positions.

use super::*;
use ferrovia::engine::{Engine, steps};
use ferrovia::games::rotw::RotwEngine;
use ferrovia::games::rotw::actions::CardTarget;
use ferrovia::games::rotw::goods::{CityColour, Goods};
use ferrovia::games::rotw::rules::{self, scoring, setup, turn};
use ferrovia::games::rotw::schema::Effect;
use ferrovia::games::rotw::state::{AuctionRule, RotwOptions};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const OPTIONS: RotwOptions = RotwOptions {
    version: <RotwEngine as Engine>::RULES_VERSION,
    auction: AuctionRule::Standard,
    empty_cities_to_end: 12,
    cards: true,
    major_lines: false,
    bonds_when_needed: false,
};

/// A position in the action phase with seats acting 0, 1, 2… and everyone holding $50k.
fn position(players: usize) -> RotwGame {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut g = setup::new_game(data(), players, OPTIONS, &mut rng);
    g.phase = Phase::Actions;
    g.order = (0..players).collect();
    g.acting = 0;
    for p in &mut g.players {
        p.money = 50;
    }
    g
}

/// `seat` takes `a` through the engine's own steps (checked, then the action phase as the game runs
/// it); the turn order is set aside first: these tests are about the action, whoever's turn it was.
fn try_do(g: &mut RotwGame, seat: usize, a: RotwAction) -> Result<rules::Outcome, String> {
    g.acting = g.order.iter().position(|&s| s == seat).unwrap();
    g.round = 1;
    RotwEngine::check(g, seat, &a).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let applied = steps::apply::<RotwEngine>(g, &mut rng, seat, &a);
    Ok(applied.events.last().cloned().unwrap_or_default())
}

fn must(g: &mut RotwGame, seat: usize, a: RotwAction) {
    try_do(g, seat, a.clone()).unwrap_or_else(|e| panic!("{a:?}: {e}"));
}

fn refused(g: &mut RotwGame, seat: usize, a: RotwAction) -> String {
    g.acting = g.order.iter().position(|&s| s == seat).unwrap();
    let before = g.clone();
    let e = try_do(g, seat, a).expect_err("refused");
    assert!(*g == before, "a refusal changes nothing");
    e
}

fn set_cubes(g: &mut RotwGame, name: &str, cubes: [u8; 5]) {
    let c = city(name);
    g.cities[c].cubes = cubes;
}

fn deliver(from: &str, goods: Goods, links: &[LinkId]) -> RotwAction {
    RotwAction::Deliver {
        from: city(from),
        goods,
        links: links.to_vec(),
    }
}

const BAL_PHI: &[(i32, i32)] = &[(23, 15), (24, 14), (24, 13)];
const PHI_NY: &[(i32, i32)] = &[(24, 13), (25, 12), (25, 11)];
const BAL_WAS: &[(i32, i32)] = &[(23, 15), (24, 16), (23, 17)];

#[test]
fn setup_draws_printed_cubes_one_fewer_for_two_or_three_players() {
    for (players, expected) in [(2, 81), (3, 81), (4, 110), (6, 110)] {
        let g = position(players);
        assert_eq!(g.cubes_on_map(), expected, "{players} players");
        assert_eq!(
            g.cubes_on_map() + g.bag.iter().map(|&c| u32::from(c)).sum::<u32>(),
            125
        );
        assert!(g.cities.iter().all(|c| c.cubes.iter().sum::<u8>() >= 1));
        assert!(g.players.iter().all(|p| p.engine == 1));
        // Three start cards, four Service Bounties and two per player face up.
        assert_eq!(g.cards.display.len(), 3 + 4 + 2 * players);
    }
    assert_eq!(setup::start_cubes(1, 2), 1);
    assert_eq!(setup::start_cubes(3, 3), 2);
    assert_eq!(setup::start_cubes(3, 4), 3);
    let fresh = setup::new_game(data(), 4, OPTIONS, &mut ChaCha8Rng::seed_from_u64(1));
    assert!(fresh.players.iter().all(|p| p.money == 0 && p.bonds == 0));
    assert_eq!(fresh.new_city_tiles, [0, 3, 3, 3, 3]);
}

#[test]
fn track_costs_follow_the_terrain() {
    let mut g = position(4);
    // Open: one tile between Baltimore and Philadelphia.
    must(&mut g, 0, build(BAL_PHI));
    assert_eq!(g.players[0].money, 48);
    // Hills: Baltimore – (23,16) – Washington.
    must(&mut g, 1, build(&[(23, 15), (23, 16), (23, 17)]));
    assert_eq!(g.players[1].money, 46);
    // Water: Louisville – (14,23) – Cincinnati.
    must(&mut g, 2, build(&[(14, 24), (14, 23), (15, 22)]));
    assert_eq!(g.players[2].money, 47);
    assert!(g.links.iter().all(|l| l.to.is_some()));
}

/// Pittsburgh east into hills, across the ridge between (20,16) and (20,17), heading (21,17).
const PIT_RIDGE: &[(i32, i32)] = &[(19, 16), (20, 16), (20, 17), (21, 17)];

#[test]
fn a_ridge_is_charged_once_when_a_tile_is_laid_across_it() {
    let r = route(PIT_RIDGE);
    assert!(data().map.side(r[1], r[2]).is_some());
    assert!(data().map.side(r[0], r[1]).is_none() && data().map.side(r[2], r[3]).is_none());
    // In one build: two hill tiles and the ridge between them.
    let mut g = position(2);
    must(&mut g, 0, build(PIT_RIDGE));
    assert_eq!(g.players[0].money, 50 - (4 + 4 + 4));
    assert_eq!(g.links[0].to, None, "the link is incomplete");
    // In two: the first only points at the ridge (not charged); the extension lays a tile across it.
    let mut g = position(2);
    must(&mut g, 0, build(&PIT_RIDGE[..3]));
    assert_eq!(
        g.players[0].money,
        50 - 4,
        "pointing at a ridge is not crossing it"
    );
    must(&mut g, 0, build(&PIT_RIDGE[1..]));
    assert_eq!(g.players[0].money, 50 - 12, "$12k either way");
}

/// A link that only pointed at a ridge and was removed at income never paid for it.
#[test]
fn a_removed_link_that_pointed_at_a_ridge_never_paid_for_it() {
    let mut g = position(2);
    must(&mut g, 0, build(&PIT_RIDGE[..3]));
    turn::remove_incomplete(&mut g);
    assert_eq!(g.players[0].money, 50 - 4);
}

/// The Eastern U.S. map has no ridge at a city's edge: these tests add two to a copy of it, on
/// the first side (Baltimore – (24,14)) and the last side ((24,14) – Philadelphia) of `BAL_PHI`.
fn ridged_city_edges() -> ferrovia::games::rotw::data::RotwData {
    use ferrovia::games::rotw::data::{MAP_RON, RULES_RON, load};
    let map = MAP_RON.replacen(
        "ridges: [",
        "ridges: [((23, 15), (24, 14)), ((24, 14), (24, 13)),",
        1,
    );
    load(&map, RULES_RON).expect("the map with two more ridges")
}

/// A ridge on a link's first side (out of its city) is charged: the first tile is laid across it.
#[test]
fn a_ridge_on_a_links_first_side_is_charged() {
    let d = ridged_city_edges();
    let g = position(2);
    let out = route(&[(23, 15), (24, 14), (25, 14)]);
    assert!(d.map.side(out[0], out[1]).is_some());
    let plan = rules::build::plan(&g, &d, 0, &out, false).unwrap();
    assert_eq!((plan.completes, plan.cost), (None, 2 + 4));
}

/// A ridge on a link's last side (into the city it reaches) is charged; so both ridges of
/// Baltimore – (24,14) – Philadelphia are.
#[test]
fn a_ridge_on_a_links_last_side_into_a_city_is_charged() {
    let d = ridged_city_edges();
    let g = position(2);
    let plan = rules::build::plan(&g, &d, 0, &route(BAL_PHI), false).unwrap();
    assert_eq!(plan.completes, Some(city("Philadelphia")));
    assert_eq!(plan.cost, 2 + 4 + 4);
    // From Philadelphia's side the same ridges are crossed the other way round: same price.
    let back: Vec<Hex> = route(BAL_PHI).into_iter().rev().collect();
    assert_eq!(
        rules::build::plan(&g, &d, 0, &back, false).unwrap().cost,
        10
    );
}

/// Games played under rules version 1 keep its price: the ridge at the heading was charged when
/// pointed at and again on extension ($16k in two builds).
#[test]
fn rules_version_one_keeps_its_ridge_price() {
    let mut g = position(2);
    g.options.version = 1;
    must(&mut g, 0, build(&PIT_RIDGE[..3]));
    assert_eq!(g.players[0].money, 50 - 8);
    must(&mut g, 0, build(&PIT_RIDGE[1..]));
    assert_eq!(g.players[0].money, 50 - 16);
}

/// Seat 0's Baltimore – Philadelphia line, its tile hexes, and a build of seat 1's that the rules'
/// own listing offers across one of them.
fn crossing_position() -> (RotwGame, Vec<Hex>, Vec<Hex>) {
    let mut g = position(2);
    must(&mut g, 0, build(BAL_PHI));
    let taken: Vec<Hex> = g.links[0].tiles().to_vec();
    g.acting = 1;
    let crossing = rules::legal::list(&g, data(), 1)
        .into_iter()
        .find_map(|a| match a {
            RotwAction::Build { route, .. }
                if route[1..route.len() - 1].iter().any(|h| taken.contains(h)) =>
            {
                Some(route)
            }
            _ => None,
        })
        .expect("some build crosses seat 0's line");
    (g, taken, crossing)
}

/// A tile laid across another line's tile in the same hex (a crossing) costs what a plain tile on
/// that terrain costs: found by the rules' own listing, priced on the board with and without the
/// other line.
#[test]
fn a_crossing_tile_costs_the_same_as_a_plain_tile() {
    let (g, _, crossing) = crossing_position();
    let on_board = rules::build::plan(&g, data(), 1, &crossing, false)
        .unwrap()
        .cost;
    let mut empty = g.clone();
    empty.links.clear();
    empty.rebuild_layout();
    let plain = rules::build::plan(&empty, data(), 1, &crossing, false)
        .unwrap()
        .cost;
    assert_eq!(on_board, plain);
}

/// A crossover is laid only over existing track: the second line's piece joins the first in its hex
/// and the two lines stay apart (neither link is extended, no piece shares a side).
#[test]
fn a_crossover_lies_over_existing_track_and_the_lines_do_not_connect() {
    let (mut g, taken, crossing) = crossing_position();
    let at = *crossing.iter().find(|h| taken.contains(h)).unwrap();
    must(
        &mut g,
        1,
        RotwAction::Build {
            route: crossing,
            land_grant: false,
        },
    );
    let pieces = g.layout.pieces(at);
    assert_eq!(pieces.len(), 2, "two pieces in the crossover hex");
    assert_ne!(pieces[0].1, pieces[1].1, "one for each line");
    let [a, b] = [pieces[0].0.ends, pieces[1].0.ends];
    assert!(a.iter().all(|e| !b.contains(e)), "the lines share no side");
    assert_eq!(g.links.len(), 2);
    assert_eq!(
        g.links[0].route,
        route(BAL_PHI),
        "the first line is untouched"
    );
}

#[test]
fn a_build_lays_at_most_four_tiles_five_with_perfect_engineering() {
    // West from Pittsburgh along row 16: open, open, open, water, water, heading (13,16).
    let five: Vec<(i32, i32)> = std::iter::once((19, 16))
        .chain((13..=18).rev().map(|c| (c, 16)))
        .collect();
    let mut g = position(2);
    let e = refused(&mut g, 0, build(&five));
    assert!(e.contains("at most 4"), "{e}");
    must(&mut g, 0, build(&five[..6]));
    assert_eq!(g.players[0].money, 50 - (2 + 2 + 2 + 3));
    let mut g = position(2);
    let pe = CardId::all(data().rules.cards.len())
        .find(|&c| {
            matches!(
                data().rules.cards[c].effect,
                Effect::PerfectEngineering { .. }
            )
        })
        .unwrap();
    g.players[0].cards.push(pe);
    must(&mut g, 0, build(&five));
    assert_eq!(g.links[0].tiles().len(), 5);
}

#[test]
fn an_incomplete_link_is_extended_from_its_end_and_removed_at_income() {
    let mut g = position(2);
    let five: Vec<(i32, i32)> = std::iter::once((19, 16))
        .chain((13..=18).rev().map(|c| (c, 16)))
        .collect();
    must(&mut g, 0, build(&five[..6]));
    // Another seat may not continue it; its owner continues from the last tile toward its heading.
    let e = refused(&mut g, 1, build(&[(15, 16), (14, 16), (13, 16), (12, 16)]));
    assert!(e.contains("incomplete link"), "{e}");
    must(&mut g, 0, build(&[(15, 16), (14, 16), (13, 16), (12, 16)]));
    assert_eq!(g.links.len(), 1);
    assert_eq!(g.links[0].tiles().len(), 6);
    assert_eq!(g.links[0].to, None);
    turn::remove_incomplete(&mut g);
    assert!(g.links.is_empty());
    assert!(g.layout.pieces(hex(18, 16)).is_empty());
}

#[test]
fn track_cannot_pass_through_a_city_join_another_line_or_loop_home() {
    let mut g = position(2);
    must(&mut g, 0, build(BAL_PHI));
    // Through Philadelphia and on: track stops at the first city.
    let e = refused(&mut g, 1, build(&[(23, 17), (24, 16), (23, 15), (23, 14)]));
    assert!(e.contains("first city it reaches (Baltimore)"), "{e}");
    // The same sides as seat 0's tile: no.
    let e = refused(&mut g, 1, build(BAL_PHI));
    assert!(e.contains("side") || e.contains("crossing"), "{e}");
    // Back into the city it left: no, and the refusal says so.
    let e = refused(
        &mut g,
        1,
        build(&[(24, 13), (25, 13), (25, 14), (24, 14), (24, 13)]),
    );
    assert_eq!(e, "a link must join two different cities");
    // Unbuildable water: Detroit is on a lake.
    assert!(
        refused(&mut g, 1, build(&[(8, 16), (8, 17), (7, 17)])).contains("cannot take track")
            || !data().map.terrain(hex(8, 17)).unwrap().buildable()
    );
}

#[test]
fn building_needs_the_money() {
    let mut g = position(2);
    g.players[0].money = 1;
    let e = refused(&mut g, 0, build(BAL_PHI));
    assert!(e.contains("costs $2,000"), "{e}");
}

#[test]
fn a_delivery_goes_at_most_engine_links_and_pays_each_link_owner() {
    let mut g = position(4);
    must(&mut g, 1, build(BAL_PHI));
    must(&mut g, 2, build(PHI_NY));
    set_cubes(&mut g, "Baltimore", [1, 0, 0, 0, 0]);
    let (l1, l2) = (g.links[0].id, g.links[1].id);
    let e = refused(&mut g, 1, deliver("Baltimore", Goods::Red, &[l1, l2]));
    assert!(e.contains("at most 1 link"), "{e}");
    must(&mut g, 1, RotwAction::UpgradeEngine);
    assert_eq!(g.players[1].engine, 2);
    assert_eq!(g.players[1].money, 50 - 2 - 5);
    let before = g.players.iter().map(|p| p.income).collect::<Vec<_>>();
    must(&mut g, 1, deliver("Baltimore", Goods::Red, &[l1, l2]));
    // One point per link to its owner (+1 for the first delivery of the game, a start card).
    assert_eq!(g.players[1].income, before[1] + 1 + 1);
    assert_eq!(g.players[2].income, before[2] + 1);
    assert_eq!(g.cities[city("Baltimore")].cubes, [0; 5]);
    assert!(g.cities[city("Baltimore")].empty_marker);
}

#[test]
fn the_first_link_must_be_the_deliverers_own() {
    let mut g = position(4);
    must(&mut g, 1, build(BAL_PHI));
    must(&mut g, 2, build(PHI_NY));
    set_cubes(&mut g, "Baltimore", [1, 0, 0, 0, 0]);
    set_cubes(&mut g, "New York", [0, 1, 0, 0, 0]);
    for p in &mut g.players {
        p.engine = 3;
    }
    let (l1, l2) = (g.links[0].id, g.links[1].id);
    let e = refused(&mut g, 2, deliver("Baltimore", Goods::Red, &[l1, l2]));
    assert!(e.contains("your own"), "{e}");
    // Seat 2 may start on its own link and run on seat 1's: New York → Philadelphia → Baltimore.
    let before = g.players[1].income;
    must(&mut g, 2, deliver("New York", Goods::Yellow, &[l2, l1]));
    assert_eq!(
        g.players[1].income,
        before + 1,
        "the other owner scores too"
    );
}

#[test]
fn a_cube_stops_at_the_first_city_of_its_colour_and_never_revisits() {
    let mut g = position(4);
    must(&mut g, 0, build(BAL_PHI));
    must(&mut g, 0, build(BAL_WAS));
    // Washington becomes yellow like Baltimore.
    must(
        &mut g,
        0,
        RotwAction::Urbanise {
            city: city("Washington D.C."),
            colour: Goods::Yellow,
        },
    );
    g.players[0].engine = 4;
    set_cubes(&mut g, "Philadelphia", [0, 1, 0, 0, 0]);
    let (pb, bw) = (g.links[0].id, g.links[1].id);
    let e = refused(&mut g, 0, deliver("Philadelphia", Goods::Yellow, &[pb, bw]));
    assert!(
        e.contains("first yellow city") && e.contains("Baltimore"),
        "{e}"
    );
    let e = refused(&mut g, 0, deliver("Philadelphia", Goods::Yellow, &[pb, pb]));
    assert!(e.contains("same link twice"), "{e}");
    // A second link from Washington back to Baltimore: the cube would pass Baltimore twice.
    g.links.push(ferrovia::games::rotw::state::Link {
        id: LinkId(77),
        owner: 0,
        from: city("Washington D.C."),
        to: Some(city("Baltimore")),
        route: vec![hex(23, 17), hex(23, 15)],
    });
    let e = refused(
        &mut g,
        0,
        deliver("Philadelphia", Goods::Yellow, &[pb, bw, LinkId(77)]),
    );
    assert_eq!(
        e,
        "a cube may not pass through the same city twice (Baltimore)"
    );
    g.links.pop();
    let e = refused(&mut g, 0, deliver("Philadelphia", Goods::Blue, &[pb]));
    assert!(e.contains("no blue cube"), "{e}");
    must(&mut g, 0, deliver("Philadelphia", Goods::Yellow, &[pb]));
    // Only complete links carry cubes; cities of another colour do not take the cube.
    set_cubes(&mut g, "Baltimore", [0, 0, 0, 0, 1]);
    let e = refused(&mut g, 0, deliver("Baltimore", Goods::Purple, &[pb]));
    assert!(e.contains("does not take purple"), "{e}");
}

#[test]
fn deliveries_listed_for_a_seat_are_exactly_the_legal_ones() {
    let mut g = position(4);
    must(&mut g, 0, build(BAL_PHI));
    must(&mut g, 1, build(PHI_NY));
    must(&mut g, 0, build(BAL_WAS));
    for p in &mut g.players {
        p.engine = 3;
    }
    for seat in 0..4 {
        g.acting = seat;
        let options = rules::deliver::options(&g, data(), seat);
        for (from, goods, links, _) in &options {
            let a = RotwAction::Deliver {
                from: *from,
                goods: *goods,
                links: links.clone(),
            };
            assert!(rules::check(&g, data(), seat, &a).is_ok(), "{a:?}");
        }
        if seat >= 2 {
            assert!(options.is_empty(), "seat {seat} owns no link");
        }
    }
}

/// Urbanising lifts an Empty City marker but never puts off an end already triggered.
#[test]
fn urbanising_never_extends_a_triggered_end() {
    let mut g = position(2);
    let was = city("Washington D.C.");
    let empties: Vec<CityId> = CityId::all(g.cities.len())
        .filter(|&c| c != was)
        .take(usize::from(g.options.empty_cities_to_end) - 1)
        .chain([was])
        .collect();
    for &c in &empties {
        g.cities[c].cubes = [0; 5];
        g.cities[c].empty_marker = true;
    }
    must(&mut g, 0, RotwAction::Skip);
    let end = g.end_turn.expect("the last marker triggers the end");
    must(
        &mut g,
        1,
        RotwAction::Urbanise {
            city: was,
            colour: Goods::Black,
        },
    );
    assert!(!g.cities[was].empty_marker, "the marker is lifted");
    assert!(g.empty_markers() < g.options.empty_cities_to_end);
    assert_eq!(g.end_turn, Some(end), "the end comes when it was due");
}

#[test]
fn urbanising_takes_a_grey_city_ten_thousand_and_two_cubes() {
    let mut g = position(2);
    let was = city("Washington D.C.");
    g.cities[was].cubes = [0; 5];
    g.cities[was].empty_marker = true;
    let bag: u32 = g.bag.iter().map(|&c| u32::from(c)).sum();
    must(
        &mut g,
        0,
        RotwAction::Urbanise {
            city: was,
            colour: Goods::Black,
        },
    );
    assert_eq!(g.cities[was].colour, CityColour::Goods(Goods::Black));
    assert_eq!(g.cities[was].cubes.iter().sum::<u8>(), 2);
    assert!(!g.cities[was].empty_marker);
    assert_eq!(g.bag.iter().map(|&c| u32::from(c)).sum::<u32>(), bag - 2);
    assert_eq!(g.players[0].money, 40);
    assert_eq!(g.new_city_tiles[Goods::Black.index()], 2);
    let e = refused(
        &mut g,
        1,
        RotwAction::Urbanise {
            city: city("Baltimore"),
            colour: Goods::Blue,
        },
    );
    assert!(e.contains("not grey"), "{e}");
    let e = refused(
        &mut g,
        1,
        RotwAction::Urbanise {
            city: city("Albany"),
            colour: Goods::Red,
        },
    );
    assert!(e.contains("no red New City tile"), "{e}");
}

#[test]
fn engines_rise_one_level_at_a_time_to_eight_at_the_printed_costs() {
    let mut g = position(2);
    g.players[0].money = 200;
    let mut paid = Vec::new();
    for level in 2..=8 {
        let before = g.players[0].money;
        must(&mut g, 0, RotwAction::UpgradeEngine);
        assert_eq!(g.players[0].engine, level);
        paid.push(before - g.players[0].money);
    }
    assert_eq!(paid, data().rules.engine_costs);
    assert!(refused(&mut g, 0, RotwAction::UpgradeEngine).contains("top level"));
}

#[test]
fn bonds_pay_five_thousand_cost_interest_and_a_point_each() {
    let mut g = position(2);
    g.players[0].money = 0;
    must(&mut g, 0, RotwAction::IssueBond);
    must(&mut g, 0, RotwAction::IssueBond);
    assert_eq!((g.players[0].money, g.players[0].bonds), (10, 2));
    g.players[0].income = 0;
    turn::pay_income(&mut g, data());
    turn::pay_interest(&mut g, data());
    assert_eq!(g.players[0].money, 8);
    // Who cannot pay interest issues bonds for it; the new ones pay from the next turn.
    g.players[0].money = 0;
    g.players[0].bonds = 7;
    turn::pay_interest(&mut g, data());
    assert_eq!(g.players[0].bonds, 9);
    assert_eq!(g.players[0].money, 10 - 7);
    g.players[0].income = 20;
    let s = scoring::scores(&g);
    assert_eq!(s[0].vp, 20 - 9);
}

/// The later printing's bonds (the `bonds = when-needed` option): never issued at will, issued by
/// the payment that needs them — just enough of them.
#[test]
fn bonds_when_needed_are_issued_by_the_payment_that_needs_them() {
    let mut g = position(2);
    g.options.bonds_when_needed = true;
    g.players[0].money = 3;
    let e = refused(&mut g, 0, RotwAction::IssueBond);
    assert!(e.contains("only when a payment needs them"), "{e}");
    g.acting = 0;
    assert!(!rules::legal::list(&g, data(), 0).contains(&RotwAction::IssueBond));
    // Hills, hills and a ridge: $12k with $3k in hand takes two bonds, leaving $1k.
    must(&mut g, 0, build(PIT_RIDGE));
    assert_eq!((g.players[0].bonds, g.players[0].money), (2, 1));
    // Enough cash: no bond.
    g.players[1].money = 20;
    must(&mut g, 1, build(BAL_PHI));
    assert_eq!((g.players[1].bonds, g.players[1].money), (0, 18));
}

/// Under the printing's bonds the auction winner with no cash pays by bonds issued then.
#[test]
fn bonds_when_needed_pay_a_won_bid() {
    let mut s = session(2, 3, &[("bonds", "when-needed")]);
    let seat = s.to_act().unwrap();
    assert_eq!(game(&s).players[seat].money, 0);
    let e = submit(&mut s, seat, RotwAction::Bid(26)).unwrap_err();
    assert!(e.contains("at most $25,000"), "{e}");
    act(&mut s, RotwAction::Bid(7));
    act(&mut s, RotwAction::Pass);
    assert_eq!(game(&s).phase, Phase::Actions);
    let p = &game(&s).players[seat];
    assert_eq!((p.bonds, p.money), (2, 3));
}

#[test]
fn income_follows_the_printed_track_which_rises_then_falls() {
    let d = data();
    assert_eq!(d.income_at(0), 0);
    assert_eq!(d.income_at(1), 3);
    assert_eq!(d.income_at(20), 18);
    assert_eq!(d.income_at(45), 25);
    assert_eq!(d.income_at(100), 9);
    assert_eq!(d.income_at(130), 9);
    let mut g = position(3);
    g.players[0].income = 10;
    g.players[1].income = 45;
    g.players[0].money = 0;
    g.players[1].money = 0;
    turn::pay_income(&mut g, d);
    assert_eq!((g.players[0].money, g.players[1].money), (12, 25));
}

/// Past the income track's last space (the printing: wrap to the start and add the track's top value
/// at the end) a marker keeps the last space's income and scores its whole count.
#[test]
fn past_the_income_tracks_end_the_last_income_is_kept_and_every_space_counts() {
    let d = data();
    let top = (d.rules.income_track.len() - 1) as u32;
    let mut g = position(2);
    g.players[0].income = top + 12;
    g.players[0].bonds = 2;
    g.players[0].money = 0;
    turn::pay_income(&mut g, d);
    assert_eq!(g.players[0].money, *d.rules.income_track.last().unwrap());
    assert_eq!(scoring::scores(&g)[0].vp, i64::from(top + 12) - 2);
}

/// With more bonds than track spaces the score goes below zero; it is not floored.
#[test]
fn a_score_may_be_negative() {
    let mut g = position(2);
    g.players[1].income = 3;
    g.players[1].bonds = 5;
    assert_eq!(scoring::scores(&g)[1].vp, -2);
}

#[test]
fn ties_go_to_most_links_then_most_money() {
    let mut g = position(3);
    must(&mut g, 0, build(BAL_PHI));
    must(&mut g, 1, build(PHI_NY));
    must(&mut g, 1, build(BAL_WAS));
    for p in &mut g.players {
        p.income = 10;
        p.bonds = 0;
    }
    let s = scoring::scores(&g);
    assert_eq!(scoring::winners(&s), vec![1]);
    g.players[0].income = 11;
    assert_eq!(scoring::winners(&scoring::scores(&g)), vec![0]);
    // Bonds come off before comparing.
    g.players[0].bonds = 1;
    assert_eq!(scoring::winners(&scoring::scores(&g)), vec![1]);
    let tie = |links, money| scoring::FinalScore {
        vp: 10,
        income_track: 10,
        bonds: 0,
        links,
        money,
    };
    assert_eq!(
        scoring::winners(&[tie(2, 5), tie(2, 9), tie(1, 30)]),
        vec![1]
    );
    assert_eq!(scoring::winners(&[tie(2, 9), tie(2, 9)]), vec![0, 1]);
    // The score sheet names what decided it, from the same keys.
    use scoring::Tiebreak;
    let lower = scoring::FinalScore {
        vp: 9,
        ..tie(9, 99)
    };
    assert_eq!(scoring::tiebreak(&[tie(2, 5), lower]), None);
    assert_eq!(
        scoring::tiebreak(&[tie(3, 5), tie(2, 9)]),
        Some(Tiebreak::Links)
    );
    assert_eq!(
        scoring::tiebreak(&[tie(2, 5), tie(2, 9), tie(1, 30)]),
        Some(Tiebreak::Money)
    );
    assert_eq!(
        scoring::tiebreak(&[tie(2, 9), tie(2, 9)]),
        Some(Tiebreak::Shared)
    );
}

#[test]
fn goal_cards_go_to_the_first_to_meet_them_and_cannot_be_taken() {
    let mut g = position(4);
    let find = |pred: &dyn Fn(&Effect) -> bool| {
        CardId::all(data().rules.cards.len())
            .find(|&c| pred(&data().rules.cards[c].effect))
            .unwrap()
    };
    let first = find(&|e| matches!(e, Effect::FirstDelivery { .. }));
    let train = find(&|e| matches!(e, Effect::EngineReached { .. }));
    assert!(g.cards.display.contains(&first) && g.cards.display.contains(&train));
    let e = refused(
        &mut g,
        0,
        RotwAction::TakeCard {
            card: first,
            target: CardTarget::None,
        },
    );
    assert!(e.contains("cannot be taken"), "{e}");
    g.players[1].money = 100;
    for _ in 0..3 {
        must(&mut g, 1, RotwAction::UpgradeEngine);
    }
    assert_eq!(
        g.players[1].income, 4,
        "New Train: first to a level-4 engine"
    );
    assert!(!g.cards.display.contains(&train));
    g.players[2].money = 100;
    for _ in 0..3 {
        must(&mut g, 2, RotwAction::UpgradeEngine);
    }
    assert_eq!(g.players[2].income, 0, "only the first scores it");
}

/// Seat 0 owns complete links joining `cities` in a row (routes do not matter to a delivery).
fn chain(g: &mut RotwGame, cities: &[CityId]) -> Vec<LinkId> {
    chain_of(g, 0, cities)
}

/// Complete links owned by `owner` along `cities` (no track laid: only the links count).
fn chain_of(g: &mut RotwGame, owner: usize, cities: &[CityId]) -> Vec<LinkId> {
    let mut ids = Vec::new();
    for w in cities.windows(2) {
        let id = LinkId(500 + g.links.len() as u32);
        g.links.push(ferrovia::games::rotw::state::Link {
            id,
            owner,
            from: w[0],
            to: Some(w[1]),
            route: vec![data().cities[w[0]].hex, data().cities[w[1]].hex],
        });
        ids.push(id);
    }
    ids
}

/// Only this goal card is face up.
fn only_goal(g: &mut RotwGame, pred: &dyn Fn(&Effect) -> bool) -> CardId {
    let card = CardId::all(data().rules.cards.len())
        .find(|&c| pred(&data().rules.cards[c].effect))
        .unwrap();
    g.cards.display = vec![card];
    card
}

#[test]
fn speed_record_goes_to_the_first_delivery_over_enough_links() {
    let mut g = position(2);
    let speed = only_goal(&mut g, &|e| matches!(e, Effect::LongDelivery { .. }));
    let Effect::LongDelivery { links, points } = data().rules.cards[speed].effect else {
        unreachable!()
    };
    // A destination of some colour, and stops on the way that take other colours (or none).
    let dest = city("Boston");
    let goods = g.takes(dest).expect("Boston takes a colour");
    let stops: Vec<CityId> = CityId::all(g.cities.len())
        .filter(|&c| c != dest && g.takes(c) != Some(goods))
        .take(links)
        .collect();
    let mut row = stops.clone();
    row.push(dest);
    let short = chain(&mut g, &row[row.len() - 2..]);
    let long = chain(&mut g, &row);
    g.players[0].engine = 8;
    g.cities[row[row.len() - 2]].cubes[goods.index()] = 1;
    g.cities[row[0]].cubes[goods.index()] = 1;
    // One link is not a record.
    let from = row[row.len() - 2];
    must(
        &mut g,
        0,
        RotwAction::Deliver {
            from,
            goods,
            links: short,
        },
    );
    assert_eq!(g.players[0].income, 1);
    assert_eq!(g.cards.display, vec![speed]);
    // `links` links is: the owner's points plus the card's, and the card is gone.
    let from = row[0];
    must(
        &mut g,
        0,
        RotwAction::Deliver {
            from,
            goods,
            links: long,
        },
    );
    assert_eq!(g.players[0].income, 1 + links as u32 + points);
    assert!(g.cards.display.is_empty() && g.cards.discard.contains(&speed));
}

/// A Major Line goes to the first player whose own links alone join its cities, the moment a link
/// completes it; a network that joins them through someone else's link does not count.
#[test]
fn a_major_line_goes_to_the_first_to_join_its_cities_with_their_own_links() {
    let mut g = position(2);
    let line = only_goal(
        &mut g,
        &|e| matches!(e, Effect::MajorLine { from, to, .. } if from == "New York" && to == "Chicago"),
    );
    let Effect::MajorLine { points, .. } = data().rules.cards[line].effect else {
        unreachable!()
    };
    let [chicago, baltimore, philadelphia, new_york, washington] = [
        "Chicago",
        "Baltimore",
        "Philadelphia",
        "New York",
        "Washington D.C.",
    ]
    .map(city);
    // Seat 1 joins Chicago – Baltimore – Philadelphia with its own links, but New York only
    // through seat 0's: nothing.
    chain_of(&mut g, 1, &[chicago, baltimore]);
    chain_of(&mut g, 0, &[philadelphia, new_york]);
    must(&mut g, 1, build(BAL_PHI));
    assert_eq!(g.players[1].income, 0);
    assert!(g.cards.display.contains(&line));
    // Seat 0's own links join them once its build to Washington completes the chain.
    chain_of(&mut g, 0, &[chicago, washington]);
    chain_of(&mut g, 0, &[baltimore, philadelphia]);
    must(&mut g, 0, build(BAL_WAS));
    assert_eq!(g.players[0].income, points);
    assert!(g.cards.discard.contains(&line) && !g.cards.display.contains(&line));
    // Scored once: nobody else can meet it.
    chain_of(&mut g, 1, &[philadelphia, new_york]);
    assert!(rules::cards::joins(&g, 1, chicago, new_york));
    assert_eq!(g.players[1].income, 0);
}

#[test]
fn a_service_bounty_pays_the_first_delivery_to_its_city_only() {
    let mut g = position(2);
    let bounty = only_goal(&mut g, &|e| matches!(e, Effect::ServiceBounty { .. }));
    let Effect::ServiceBounty { points, .. } = data().rules.cards[bounty].effect else {
        unreachable!()
    };
    let target = data().card_cities[bounty].expect("a bounty names its city");
    let goods = g.takes(target).expect("the bounty city takes a colour");
    // Another city of the same colour, and a start that takes another.
    let elsewhere = CityId::all(g.cities.len())
        .find(|&c| c != target && g.takes(c) == Some(goods))
        .unwrap();
    let start = CityId::all(g.cities.len())
        .find(|&c| g.takes(c).is_some_and(|t| t != goods))
        .unwrap();
    let to_elsewhere = chain(&mut g, &[start, elsewhere]);
    let to_target = chain(&mut g, &[start, target]);
    g.players[0].engine = 2;
    g.cities[start].cubes[goods.index()] = 2;
    must(
        &mut g,
        0,
        RotwAction::Deliver {
            from: start,
            goods,
            links: to_elsewhere,
        },
    );
    assert_eq!(
        g.players[0].income, 1,
        "another city of that colour earns no bounty"
    );
    must(
        &mut g,
        0,
        RotwAction::Deliver {
            from: start,
            goods,
            links: to_target,
        },
    );
    assert_eq!(g.players[0].income, 2 + points);
    assert!(g.cards.discard.contains(&bounty));
}

#[test]
fn hotels_pay_their_owner_for_every_cube_delivered_to_their_city() {
    let mut g = position(4);
    let hotel = CardId::all(data().rules.cards.len())
        .find(|&c| {
            data().rules.cards[c].effect
                == Effect::Hotel {
                    city: "New York".into(),
                }
        })
        .unwrap();
    g.cards.display.push(hotel);
    must(
        &mut g,
        3,
        RotwAction::TakeCard {
            card: hotel,
            target: CardTarget::None,
        },
    );
    assert_eq!(g.players[3].cards, vec![hotel]);
    must(&mut g, 0, build(PHI_NY));
    set_cubes(&mut g, "Philadelphia", [2, 0, 0, 0, 0]);
    let l = g.links[0].id;
    must(&mut g, 0, deliver("Philadelphia", Goods::Red, &[l]));
    assert_eq!(g.players[3].income, 1);
    must(&mut g, 0, deliver("Philadelphia", Goods::Red, &[l]));
    assert_eq!(g.players[3].income, 2);
}

#[test]
fn cards_follow_their_symbols() {
    let mut g = position(3);
    let all = &data().rules.cards;
    let pick =
        |e: &dyn Fn(&Effect) -> bool| CardId::all(all.len()).find(|&c| e(&all[c].effect)).unwrap();
    let grant = pick(&|e| *e == Effect::LandGrant);
    let growth = pick(&|e| matches!(e, Effect::CityGrowth { .. }));
    let industry = pick(&|e| *e == Effect::NewIndustry);
    g.cards.display.extend([grant, growth, industry]);
    // A kept card (cards icon): used once on a build, making open tiles free, then discarded.
    must(
        &mut g,
        0,
        RotwAction::TakeCard {
            card: grant,
            target: CardTarget::None,
        },
    );
    must(
        &mut g,
        0,
        RotwAction::Build {
            route: route(BAL_PHI),
            land_grant: true,
        },
    );
    assert_eq!(g.players[0].money, 50);
    assert!(g.players[0].cards.is_empty() && g.cards.discard.contains(&grant));
    let e = refused(
        &mut g,
        0,
        RotwAction::Build {
            route: route(PHI_NY),
            land_grant: true,
        },
    );
    assert!(e.contains("no Government Land Grant"), "{e}");
    // Red cross: used at once and discarded.
    let alb = city("Albany");
    let before = g.cities[alb].cubes.iter().sum::<u8>();
    must(
        &mut g,
        1,
        RotwAction::TakeCard {
            card: growth,
            target: CardTarget::City(alb),
        },
    );
    assert_eq!(g.cities[alb].cubes.iter().sum::<u8>(), before + 2);
    assert!(g.players[1].cards.is_empty() && g.cards.discard.contains(&growth));
    let e = refused(
        &mut g,
        2,
        RotwAction::TakeCard {
            card: industry,
            target: CardTarget::NewCity(city("Boston"), Goods::Blue),
        },
    );
    assert!(e.contains("not grey"), "{e}");
    must(
        &mut g,
        2,
        RotwAction::TakeCard {
            card: industry,
            target: CardTarget::NewCity(alb, Goods::Blue),
        },
    );
    assert_eq!(g.cities[alb].colour, CityColour::Goods(Goods::Blue));
    assert_eq!(g.players[2].money, 50, "New Industry's tile is free");
}

#[test]
fn a_diamond_card_is_usable_once_per_turn() {
    let mut g = position(2);
    let grant = CardId::all(data().rules.cards.len())
        .find(|&c| data().rules.cards[c].effect == Effect::LandGrant)
        .unwrap();
    // Treat the grant as a once-per-turn card the way a diamond card is handled.
    let mut d = data().clone();
    d.rules.cards[grant].symbol = ferrovia::games::rotw::schema::Symbol::Diamond;
    g.players[0].cards.push(grant);
    let a = RotwAction::Build {
        route: route(BAL_PHI),
        land_grant: true,
    };
    rules::check(&g, &d, 0, &a).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    rules::perform(&mut g, &d, 0, &a, &mut rng);
    assert_eq!(g.players[0].cards, vec![grant], "kept");
    let again = RotwAction::Build {
        route: route(PHI_NY),
        land_grant: true,
    };
    assert!(
        rules::check(&g, &d, 0, &again)
            .unwrap_err()
            .to_string()
            .contains("used up")
    );
    turn::start_turn(&mut g, &d, 0);
    g.phase = Phase::Actions;
    g.order = vec![0, 1];
    g.acting = 0;
    rules::check(&g, &d, 0, &again).unwrap();
}

#[test]
fn railroad_executive_gives_two_actions_at_once() {
    let mut g = position(3);
    let exec = CardId::all(data().rules.cards.len())
        .find(|&c| matches!(data().rules.cards[c].effect, Effect::Executive { .. }))
        .unwrap();
    g.cards.display.push(exec);
    g.acting = 0;
    let a = RotwAction::TakeCard {
        card: exec,
        target: CardTarget::None,
    };
    rules::check(&g, data(), 0, &a).unwrap();
    rules::perform(&mut g, data(), 0, &a, &mut ChaCha8Rng::seed_from_u64(1));
    turn::advance(&mut g);
    assert_eq!(g.to_act(), Some(0));
    turn::advance(&mut g);
    assert_eq!(g.to_act(), Some(0));
    turn::advance(&mut g);
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn the_western_link_brings_red_cubes_and_chicago_growth() {
    let mut g = position(4);
    let dm = city("Des Moines");
    let e = refused(
        &mut g,
        0,
        RotwAction::WesternLink {
            city: city("Chicago"),
        },
    );
    assert!(e.contains("link site"), "{e}");
    g.players[0].money = 40;
    g.bag[Goods::Red.index()] = 10;
    let reds = g.cities[dm].cubes[0];
    must(&mut g, 0, RotwAction::WesternLink { city: dm });
    assert_eq!(g.players[0].money, 10);
    assert_eq!(g.cities[dm].cubes[0], reds + 4);
    assert_eq!(g.cities[dm].western_link, Some(0));
    assert!(refused(&mut g, 1, RotwAction::WesternLink { city: dm }).contains("already"));
    // A red cube from the link city delivered to Chicago brings two cubes from the bag to Chicago.
    let chi = city("Chicago");
    g.links.push(ferrovia::games::rotw::state::Link {
        id: LinkId(99),
        owner: 0,
        from: dm,
        to: Some(chi),
        route: vec![hex(3, 22), hex(9, 19)],
    });
    let at_chicago = g.cities[chi].cubes.iter().sum::<u8>();
    must(&mut g, 0, deliver("Des Moines", Goods::Red, &[LinkId(99)]));
    assert_eq!(g.cities[chi].cubes.iter().sum::<u8>(), at_chicago + 2);
}

#[test]
fn broken_data_files_are_refused_with_a_reason_at_load() {
    use ferrovia::games::rotw::data::{MAP_RON, RULES_RON, load};
    assert!(load(MAP_RON, RULES_RON).is_ok());
    let e = load(&MAP_RON.replace("at: (9, 19)", "at: (9, 99)"), RULES_RON).unwrap_err();
    assert!(e.contains("Chicago") && e.contains("off the grid"), "{e}");
    let e = load(
        &MAP_RON.replace("((16, 31), (17, 31))", "((16, 31), (19, 31))"),
        RULES_RON,
    )
    .unwrap_err();
    assert!(e.contains("not neighbours"), "{e}");
    let e = load(
        MAP_RON,
        &RULES_RON.replace("city: \"Louisville\"", "city: \"Atlantis\""),
    )
    .unwrap_err();
    assert!(e.contains("Atlantis"), "{e}");
    // A card added by a later rules version before an older one would renumber the older cards.
    let e = load(
        MAP_RON,
        &RULES_RON.replace(
            "effect: FirstDelivery(points: 1)",
            "since: 2, effect: FirstDelivery(points: 1)",
        ),
    )
    .unwrap_err();
    assert!(e.contains("new cards go at the end"), "{e}");
    let e = load("(name: ", RULES_RON).unwrap_err();
    assert!(e.starts_with("map:1:"), "{e}");
}

#[test]
fn every_refusal_has_words_in_both_languages() {
    use ferrovia::board::TrackError;
    use ferrovia::games::rotw::actions::{Refusal, RotwError};
    let h = hex(0, 0);
    let city = || "Boston".to_string();
    let card = || "City Growth".to_string();
    let refusals = vec![
        Refusal::EngineAtTop { level: 8 },
        Refusal::NotALinkSite,
        Refusal::LinkAlreadyBuilt { city: city() },
        Refusal::NoSuchCity { id: 99 },
        Refusal::NotGrey {
            city: city(),
            colour: CityColour::Goods(Goods::Red),
        },
        Refusal::NoNewCityTile { goods: Goods::Red },
        Refusal::NoTiles,
        Refusal::TooManyTiles { max: 4, tiles: 5 },
        Refusal::NoLandGrant,
        Refusal::LandGrantUsed,
        Refusal::BondsWhenNeeded,
        Refusal::BadStart,
        Refusal::NotAdjacent,
        Refusal::HexTwice,
        Refusal::ThroughCity { city: city() },
        Refusal::LoopHome,
        Refusal::PointsOffMap,
        Refusal::NotBuildable,
        Refusal::NoCube {
            city: city(),
            goods: Goods::Blue,
        },
        Refusal::NoLinks,
        Refusal::EngineTooShort {
            engine: 1,
            links: 2,
        },
        Refusal::NoSuchLink { id: 5 },
        Refusal::IncompleteLink,
        Refusal::LinkTwice,
        Refusal::FirstLinkNotYours,
        Refusal::Disjoint,
        Refusal::CityTwice { city: city() },
        Refusal::WrongColour {
            city: city(),
            goods: Goods::Black,
        },
        Refusal::MustStop {
            city: city(),
            goods: Goods::Purple,
        },
        Refusal::CardNotUp,
        Refusal::GoalCard { card: card() },
        Refusal::NeedsNewCity,
        Refusal::NeedsCity,
        Refusal::NoTarget { card: card() },
    ];
    let mut errors: Vec<RotwError> = refusals.into_iter().map(RotwError::Rule).collect();
    errors.extend([
        RotwError::NotYourTurn { to_act: 1 },
        RotwError::Over,
        RotwError::WrongPhase {
            phase: "first-player auction",
        },
        RotwError::WrongPhase {
            phase: "action phase",
        },
        RotwError::CannotAfford { need: 5, have: 2 },
        RotwError::BidTooLow { min: 3 },
        RotwError::BidTooHigh { max: 25 },
        RotwError::Track(TrackError::HexFull(h)),
        RotwError::Track(TrackError::SideTaken(h)),
        RotwError::Track(TrackError::TooSharp(h)),
        RotwError::Track(TrackError::NotBuildable(h)),
        RotwError::Track(TrackError::OffMap(h)),
        RotwError::Track(TrackError::Degenerate(h)),
    ]);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/games/rotw/i18n");
    for lang in ["en", "pt"] {
        let text = std::fs::read_to_string(dir.join(format!("{lang}.ftl"))).unwrap();
        for e in &errors {
            let (key, args) = e.message();
            let line = text
                .lines()
                .find(|l| l.starts_with(&format!("{key} =")))
                .unwrap_or_else(|| panic!("{lang}.ftl has no {key} (for {e})"));
            for (name, _) in args {
                assert!(
                    line.contains(&format!("${name}")),
                    "{lang} {key} lacks ${name}"
                );
            }
        }
    }
}

/// The listing offers the extensions of a seat's incomplete link (from its last tile on).
#[test]
fn the_listing_offers_extensions_of_an_incomplete_link() {
    let mut g = position(2);
    must(&mut g, 0, build(&PIT_RIDGE[..3]));
    g.acting = 0;
    let link = g.links[0].route.clone();
    let extends = rules::legal::list(&g, data(), 0).into_iter().any(|a| {
        matches!(a, RotwAction::Build { route, .. } if route[0] == link[1] && route[1] == link[2])
    });
    assert!(extends, "an extension is listed");
}

/// Builds the listing offers seat 0 that re-lay its incomplete link's last tile.
fn redirects(g: &mut RotwGame) -> Vec<Vec<Hex>> {
    g.acting = 0;
    let link = g.links[0].route.clone();
    let n = link.len();
    rules::legal::list(g, data(), 0)
        .into_iter()
        .filter_map(|a| match a {
            RotwAction::Build {
                route,
                land_grant: false,
            } if route[0] == link[n - 3] && route[1] == link[n - 2] && route[2] != link[n - 1] => {
                Some(route)
            }
            _ => None,
        })
        .collect()
}

/// The printing lets a player redirect the end of their own incomplete link: its last tile is
/// re-laid to point elsewhere (paying that hex's terrain again), and may go on from there.
#[test]
fn the_end_of_an_incomplete_link_may_be_redirected_paying_its_terrain_again() {
    let mut g = position(2);
    let west = [(19, 16), (18, 16), (17, 16)];
    must(&mut g, 0, build(&west));
    assert_eq!(g.players[0].money, 48);
    let options = redirects(&mut g);
    let turn = options
        .iter()
        .find(|r| r.len() == 3)
        .expect("a one-tile redirect")
        .clone();
    let on = options
        .iter()
        .find(|r| r.len() == 4)
        .expect("a redirect that goes on");
    assert_ne!(turn[2], hex(17, 16));
    // Another seat may not redirect it: for them the route is a new line into a used side.
    let e = refused(
        &mut g,
        1,
        RotwAction::Build {
            route: turn.clone(),
            land_grant: false,
        },
    );
    assert!(e.contains("already uses"), "{e}");
    let mut further = g.clone();
    must(
        &mut g,
        0,
        RotwAction::Build {
            route: turn.clone(),
            land_grant: false,
        },
    );
    assert_eq!(
        g.players[0].money,
        48 - 2,
        "the re-laid open tile is paid again"
    );
    assert_eq!(g.links.len(), 1);
    assert_eq!(g.links[0].route, turn, "the link now points the new way");
    let pieces = g.layout.pieces(hex(18, 16));
    assert_eq!(pieces.len(), 1, "the old tile is gone");
    let toward = |h: Hex| hex(18, 16).neighbor_direction(h).unwrap();
    assert!(pieces[0].0.ends.contains(&toward(turn[2])));
    assert!(!pieces[0].0.ends.contains(&toward(hex(17, 16))));
    // Or redirect and go on in the same build: still one link, one tile per hex.
    must(
        &mut further,
        0,
        RotwAction::Build {
            route: on.clone(),
            land_grant: false,
        },
    );
    assert_eq!(further.links[0].route, *on);
    assert_eq!(further.layout.pieces(hex(18, 16)).len(), 1);
}

/// A redirect pays the re-laid tile's terrain but not again the ridge it was first laid across.
#[test]
fn a_redirect_does_not_pay_again_for_the_ridge_into_its_tile() {
    let mut g = position(2);
    must(&mut g, 0, build(PIT_RIDGE));
    assert_eq!(g.players[0].money, 50 - 12);
    let turn = redirects(&mut g)
        .into_iter()
        .find(|r| r.len() == 3)
        .expect("a redirect of the tile past the ridge");
    assert!(
        data().map.side(turn[0], turn[1]).is_some(),
        "entered across the ridge"
    );
    let plan = rules::build::plan(&g, data(), 0, &turn, false).unwrap();
    assert!(plan.redirects);
    assert_eq!(plan.cost, 4, "the hill tile only");
}

/// The tooltips say what players most often get wrong: the end brings one more full turn (and
/// urbanising never puts it off), and a Government Land Grant is used once.
#[test]
fn tooltips_tell_the_extra_turn_and_the_single_use_land_grant() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/games/rotw/i18n");
    let line = |lang: &str, key: &str| {
        let text = std::fs::read_to_string(dir.join(format!("{lang}.ftl"))).unwrap();
        text.lines()
            .find(|l| l.starts_with(&format!("{key} =")))
            .unwrap_or_else(|| panic!("{lang}.ftl has no {key}"))
            .to_lowercase()
    };
    for (lang, extra_turn, once) in [
        ("en", "one more full turn", "use once"),
        ("pt", "mais um turno completo", "uso único"),
    ] {
        assert!(
            line(lang, "rotw-empty-cities-hint").contains(extra_turn),
            "{lang}"
        );
        assert!(
            line(lang, "rotw-effect-land-grant").contains(once),
            "{lang}"
        );
    }
}

/// A game played under rules version 1 keeps its rules when played on: no redirects.
#[test]
fn a_version_one_game_offers_no_redirect() {
    let mut g = position(2);
    g.options.version = 1;
    must(&mut g, 0, build(&[(19, 16), (18, 16), (17, 16)]));
    assert!(redirects(&mut g).is_empty());
    let e = refused(&mut g, 0, build(&[(19, 16), (18, 16), (17, 17)]));
    assert!(!e.is_empty());
}
