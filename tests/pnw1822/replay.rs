//! The recorded games replayed through the rules: every action accepted, money conserved after
//! each, and the final scores the site gave.

use super::import::fixture;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::replay::{replay, scores};

fn replays_to_its_result(name: &str) {
    let data = pnw();
    let export = fixture(name);
    let game = match replay(data, &export) {
        Ok(g) => g,
        Err((g, d)) => {
            if let Some(g) = g {
                for (i, c) in g.corps.iter().enumerate().filter(|(_, c)| c.floated) {
                    eprintln!(
                        "corp {i}: cash {} price {:?} operated {}",
                        c.cash,
                        g.price(i as u8),
                        c.operated
                    );
                }
                eprintln!(
                    "players {:?} bank {} phase {} round {:?}",
                    g.players, g.bank, g.phase, g.round
                );
            }
            panic!("{name}: {d}")
        }
    };
    let got = scores(data, &game);
    let want: Vec<i64> = export
        .players
        .iter()
        .map(|p| {
            export
                .result
                .iter()
                .find(|(id, _)| *id == p.id)
                .map(|r| r.1)
                .unwrap()
        })
        .collect();
    assert_eq!(got, want, "{name}");
}

#[test]
fn p19_coal_company_merge_replays_to_its_result() {
    // Phase 3 arrives by trains exported at a stock round's end; the coal mine joins the two
    // minors' track for the merger; the minors' dividends and prices make the merger's worth.
    replays_to_its_result("p19_merge_coal_company_1.json");
}

#[test]
fn high_value_minors_merger_replays_to_its_result() {
    // Minors worth more than six shares at $100: only par $100 with six shares, the president
    // taking what the treasury has; the LP train of P4; trains bought between companies.
    replays_to_its_result("merger_high_value_minors.json");
}

#[test]
fn combined_private_lays_game_replays_to_its_result() {
    // P7/P8 keep the track step open; P11 with P7 crushes a town; an emergency train purchase.
    replays_to_its_result("586.json");
}

#[test]
#[ignore = "exploration"]
fn explore_all() {
    for (name, ..) in super::import::FIXTURES {
        let data = pnw();
        let export = fixture(name);
        match replay(data, &export) {
            Ok(g) => eprintln!(
                "{name}: ended {:?} scores {:?} want {:?}",
                g.ended,
                scores(data, &g),
                export.result
            ),
            Err((g, d)) => {
                eprintln!("{name}: {d}");
                if let Some(g) = g {
                    eprintln!(
                        "   phase {} turn {} round {:?}",
                        g.phase,
                        g.turn,
                        match &g.round {
                            ferrovia::games::pnw1822::state::Round::Stock(_) => "SR".to_string(),
                            ferrovia::games::pnw1822::state::Round::Operating(o) =>
                                format!("OR {:?} at {} done {:?}", o.order, o.at, o.done),
                            ferrovia::games::pnw1822::state::Round::Merger(m) =>
                                format!("MR {:?} at {}", m.order, m.at),
                        }
                    );
                }
            }
        }
    }
}

#[test]
#[ignore = "exploration"]
fn explore_at() {
    let data = pnw();
    let name = std::env::var("FIX").unwrap();
    let at: i64 = std::env::var("AT").unwrap().parse().unwrap();
    let export = fixture(&name);
    let g = ferrovia::games::pnw1822::replay::replay_until(data, &export, Some(at))
        .map_err(|e| e.1.to_string())
        .unwrap();
    for (i, c) in g.corps.iter().enumerate().filter(|(_, c)| c.floated) {
        let r = ferrovia::games::pnw1822::rules::graph::reach(data, &g, i as u8);
        eprintln!(
            "{} ({i}): owner {:?} price {:?} cash {} major {:?} op {} tokens {:?} reach {:?}",
            data.corp_ids().nth(i).unwrap(),
            g.president(i as u8),
            g.price(i as u8),
            c.cash,
            c.major,
            c.operated,
            c.tokens
                .iter()
                .map(|(h, k)| format!("{}-{k}", data.hexes[*h as usize].id))
                .collect::<Vec<_>>(),
            r.nodes
                .iter()
                .map(|(h, n)| format!("{}-{n}", data.hexes[*h as usize].id))
                .collect::<Vec<_>>()
        );
    }
    for (i, h) in g.board.iter().enumerate().filter(|(_, h)| h.laid.is_some()) {
        let l = h.laid.unwrap();
        eprint!(
            "{}:{}r{} ",
            data.hexes[i].id, data.tile_info[l.tile as usize].id, l.rotation
        );
    }
    eprintln!();
    eprintln!(
        "players {:?} phase {} round {:?}",
        g.players, g.phase, g.round
    );
}
