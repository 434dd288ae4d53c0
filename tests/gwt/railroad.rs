//! The railroad's smaller rules: link VP, repeat deliveries, the disc fallbacks, every station
//! master's top and bottom half, and the transport cost from a turnout.

use super::common::*;
use ferrovia::games::gwt::GwtGame;
use ferrovia::games::gwt::data::gwt;
use ferrovia::games::gwt::rules::{kansas, railroad, scoring};
use ferrovia::games::gwt::schema::{Count, Effect};
use ferrovia::games::gwt::state::{Building, Choice, Disc, KcStep, Stage};
use ferrovia::games::gwt::{DiscSource, GwtAction as A, GwtRefusal};

fn city(name: &str) -> u8 {
    gwt()
        .file
        .railroad
        .cities
        .iter()
        .position(|c| c.name == name)
        .unwrap() as u8
}

fn delivering(value: u32) -> GwtGame {
    let mut g = acting_at(2, "A");
    g.players[0].herder = Some(gwt().kansas_city());
    g.stage = Stage::KansasCity(KcStep::Delivery);
    g.delivery_value = value;
    g.players[0].engine = (gwt().rail.len() - 1) as u8;
    g
}

#[test]
fn a_link_scores_its_vp_once_both_of_its_cities_hold_the_players_disc() {
    let data = gwt();
    let mut g = acting_at(2, "A");
    let (chicago, toledo, pittsburgh) = (city("Chicago"), city("Toledo"), city("Pittsburgh"));
    g.cities[usize::from(chicago)] = vec![0];
    let alone = scoring::score(&g, data, 0).cities;
    g.cities[usize::from(toledo)] = vec![1];
    assert_eq!(scoring::score(&g, data, 0).cities, alone, "another's disc");
    g.cities[usize::from(toledo)] = vec![1, 0];
    assert_eq!(
        scoring::score(&g, data, 0).cities,
        alone + 6,
        "Chicago–Toledo"
    );
    g.cities[usize::from(pittsburgh)] = vec![0];
    assert_eq!(
        scoring::score(&g, data, 0).cities,
        alone + 6 + 8,
        "Toledo–Pittsburgh too"
    );
}

#[test]
fn new_york_takes_repeat_deliveries_at_nine_vp_each_and_other_cities_one_disc() {
    let ny = city("New York");
    let mut g = delivering(18);
    g.cities[usize::from(ny)] = vec![0];
    g.players[0].money = 0;
    play(
        &mut g,
        A::Deliver {
            city: ny,
            disc: DiscSource::Board(Disc::StepVp),
        },
    )
    .unwrap();
    assert_eq!(g.cities[usize::from(ny)], vec![0, 0]);
    assert_eq!(scoring::score(&g, gwt(), 0).cities, 18);
    let mut g = delivering(18);
    let toledo = city("Toledo");
    g.cities[usize::from(toledo)] = vec![0];
    assert_eq!(
        play(
            &mut g,
            A::Deliver {
                city: toledo,
                disc: DiscSource::Board(Disc::StepVp),
            },
        ),
        Err(GwtRefusal::Disc)
    );
}

#[test]
fn a_dark_disc_goes_white_only_when_no_white_one_is_left_and_a_station_disc_only_when_none_is() {
    let data = gwt();
    let fulton = city("Fulton");
    let mut g = delivering(1);
    assert!(!railroad::can_deliver(
        &g,
        data,
        0,
        fulton,
        DiscSource::Board(Disc::StepVp),
        0
    ));
    // Every white disc gone: a dark one may go onto a white city.
    let p = &mut g.players[0];
    p.aux = [0; 5];
    p.cert_discs.0 = false;
    assert!(railroad::can_deliver(
        &g,
        data,
        0,
        fulton,
        DiscSource::Board(Disc::StepVp),
        0
    ));
    // A disc from a station only when no board disc may go.
    g.stations[0] = vec![0];
    assert!(!railroad::can_deliver(
        &g,
        data,
        0,
        fulton,
        DiscSource::Station(0),
        0
    ));
    let p = &mut g.players[0];
    p.step_discs = (false, false);
    p.hand_discs = 0;
    p.cert_discs = (false, false);
    assert!(p.discs_left().is_empty());
    play(
        &mut g,
        A::Deliver {
            city: fulton,
            disc: DiscSource::Station(0),
        },
    )
    .unwrap();
    assert!(g.stations[0].is_empty(), "the disc left the station");
    assert_eq!(g.cities[usize::from(fulton)], vec![0]);
}

#[test]
fn transport_from_a_turnout_counts_the_engine_level_with_the_space_it_follows() {
    let data = gwt();
    let mut g = delivering(4);
    let at = |space: u8, turnout: bool| {
        data.rail
            .iter()
            .position(|r| r.space == space && r.turnout == turnout)
            .unwrap() as u8
    };
    let st_louis = city("St. Louis");
    g.players[0].engine = at(4, false);
    let on_track = kansas::transport(&g, data, 0, st_louis);
    g.players[0].engine = at(4, true);
    assert_eq!(kansas::transport(&g, data, 0, st_louis), on_track);
    g.players[0].engine = at(3, false);
    assert_eq!(
        kansas::transport(&g, data, 0, st_louis),
        on_track + 1,
        "the cross between 3 and 4"
    );
}

/// Seat 0 upgrading station 0 from the turnout, appointing a cowboy, with master `tile` there
/// (the set-up trail's hazards and outlaws left for a master that takes one).
fn appointed(tile: u8) -> GwtGame {
    let mut g = acting_at(2, "C");
    g.masters[0] = Some(tile);
    g.players[0].engine = 4;
    g.players[0].workers[0] = 2;
    g.players[0].money = 10;
    play(&mut g, A::Use(1)).unwrap();
    play(&mut g, A::Engine(5)).unwrap();
    play(&mut g, A::Upgrade(Disc::Aux(2))).unwrap();
    play(
        &mut g,
        A::Appoint(ferrovia::games::gwt::schema::WorkerKind::Cowboy),
    )
    .unwrap();
    g
}

#[test]
fn each_station_masters_top_half_happens_when_taken() {
    let data = gwt();
    for (tile, m) in data.file.station_masters.iter().enumerate() {
        let g = appointed(tile as u8);
        let p = &g.players[0];
        assert_eq!(p.masters, vec![tile as u8]);
        match &m.top {
            Effect::PermanentCertificate(n) => assert_eq!(p.permanent, *n, "master {tile}"),
            Effect::Money(_) => assert!(p.money > 8, "master {tile}: paid"),
            Effect::Certificate(n) => assert_eq!(p.certificate_value(), *n, "master {tile}"),
            Effect::OneOf(_) => assert!(
                matches!(g.choice(), Some((Choice::OneOf(_), _))),
                "master {tile}: a choice, hazard or bounty"
            ),
            other => panic!("master {tile}: untested top {other:?}"),
        }
    }
}

#[test]
fn each_station_masters_bottom_half_scores_what_it_counts() {
    let data = gwt();
    for (tile, m) in data.file.station_masters.iter().enumerate() {
        let Some((what, per, vp)) = m.bottom else {
            continue;
        };
        let mut g = acting_at(2, "A");
        let p = &mut g.players[0];
        p.objectives.clear();
        let base = scoring::score(&g, data, 0).station_masters;
        assert_eq!(base, 0);
        g.players[0].masters = vec![tile as u8];
        // Give the player exactly `per` of what the master counts; it pays `vp`.
        let per = usize::from(per);
        match what {
            Count::Objectives => {
                let met = data.starting_objectives[0];
                g.players[0].objectives = vec![met; per];
            }
            Count::Certificates => g.players[0].permanent = per as u8,
            Count::OutlawPairs => g.players[0].outlaws = (per as u8, per as u8),
            Count::Hazards => g.players[0].hazards = vec![0; per],
            Count::Workers => g.players[0].workers = [1, 1, 1],
            Count::Stations => (0..per).for_each(|s| g.stations[s] = vec![0]),
            Count::Buildings => {
                g.buildings[usize::from(space("A-1").0)] =
                    Some(Building::Private { owner: 0, tile: 1 });
            }
            other => panic!("master {tile}: untested count {other:?}"),
        }
        let expect = match what {
            // Three workers at one VP each.
            Count::Workers => 3 * i64::from(vp),
            _ => i64::from(vp),
        };
        assert_eq!(
            scoring::score(&g, data, 0).station_masters,
            expect,
            "master {tile} counting {what:?}"
        );
    }
}
