//! The shared hex layer: coordinate schemes, track pieces and crossings, searches.

use ferrovia::board::search::{Start, segments, walks};
use ferrovia::board::track::TrackRules;
use ferrovia::board::{
    Grid, HexMap, LinkEdge, LinkGraph, OffsetScheme, Orientation, Segment, Terrain, TrackError,
    TrackLayout,
};
use hexx::{EdgeDirection, Hex};

const RULES: TrackRules = TrackRules {
    per_hex: 2,
    max_turn: 1,
};

fn open_map(radius: u32) -> HexMap {
    let mut map = HexMap::new(Grid::default());
    for h in Hex::ZERO.range(radius) {
        map.set_terrain(h, Terrain::Open);
    }
    map
}

#[test]
fn odd_row_offsets_match_the_printed_neighbours() {
    // The Eastern U.S. measurement: odd rows shoved right; (q,r) odd row → NE is (q+1, r-1).
    let g = Grid::default();
    let a = g.hex(18, 17);
    for (c, r) in [(19, 16), (18, 16), (19, 17), (17, 17), (19, 18), (18, 18)] {
        assert_eq!(a.unsigned_distance_to(g.hex(c, r)), 1, "({c},{r})");
    }
    let b = g.hex(20, 16);
    for (c, r) in [(20, 15), (19, 15), (21, 16), (19, 16), (20, 17), (19, 17)] {
        assert_eq!(b.unsigned_distance_to(g.hex(c, r)), 1, "({c},{r})");
    }
    for c in 0..30 {
        for r in 0..40 {
            assert_eq!(g.offset(g.hex(c, r)), (c, r));
        }
    }
}

#[test]
fn eighteen_xx_names_use_letter_rows_and_doubled_columns() {
    let g = Grid::default();
    for name in ["A10", "B11", "C2", "Z51", "AA4"] {
        let h = g.parse_letter_name(name).unwrap();
        assert_eq!(g.letter_name(h), name);
    }
    let a10 = g.parse_letter_name("A10").unwrap();
    let b11 = g.parse_letter_name("B11").unwrap();
    let a12 = g.parse_letter_name("A12").unwrap();
    assert_eq!(a10.unsigned_distance_to(b11), 1);
    assert_eq!(a12.unsigned_distance_to(b11), 1);
    assert_eq!(a10.unsigned_distance_to(a12), 1);
    assert!(g.parse_letter_name("A11").unwrap_err().contains("even"));
    assert!(g.parse_letter_name("11").is_err());
    let flat = Grid {
        orientation: Orientation::Flat,
        offset: OffsetScheme::EvenRows,
    };
    let h = flat.parse_letter_name("C6").unwrap();
    assert_eq!(flat.letter_name(h), "C6");
    assert!(
        flat.parse_letter_name("C5")
            .unwrap_err()
            .contains("column C")
    );
    assert_eq!(flat.offset(flat.hex(3, 4)), (3, 4));
}

#[test]
fn pieces_turn_gently_and_cross_without_sharing_a_side() {
    let map = open_map(3);
    let mut layout = TrackLayout::default();
    let d = EdgeDirection::ALL_DIRECTIONS;
    let straight = Segment::new(Hex::ZERO, d[0], d[3]);
    let gentle = Segment::new(Hex::ZERO, d[0], d[2]);
    let sharp = Segment::new(Hex::ZERO, d[0], d[1]);
    assert_eq!((straight.turn(), gentle.turn(), sharp.turn()), (0, 1, 2));
    assert_eq!(
        layout.check(&map, RULES, sharp, 1),
        Err(TrackError::TooSharp(Hex::ZERO))
    );
    layout.lay(straight, 1);
    // A crossing straight through the other sides is fine; one that shares a side is not.
    let cross = Segment::new(Hex::ZERO, d[1], d[4]);
    assert_eq!(layout.check(&map, RULES, cross, 2), Ok(()));
    assert_eq!(
        layout.check(&map, RULES, Segment::new(Hex::ZERO, d[0], d[4]), 2),
        Err(TrackError::SideTaken(Hex::ZERO))
    );
    layout.lay(cross, 2);
    assert_eq!(
        layout.check(&map, RULES, Segment::new(Hex::ZERO, d[2], d[5]), 3),
        Err(TrackError::HexFull(Hex::ZERO))
    );
    // The neighbour may not put another line on the side line 1 uses…
    let east = Hex::ZERO.neighbor(d[0]);
    let into = Segment::new(east, d[3], d[0]);
    assert_eq!(
        layout.check(&map, RULES, into, 9),
        Err(TrackError::SideTaken(east))
    );
    // …but line 1 itself runs on through it.
    assert_eq!(layout.check(&map, RULES, into, 1), Ok(()));
    layout.remove_line(1);
    assert_eq!(layout.pieces(Hex::ZERO).len(), 1);
    assert_eq!(layout.check(&map, RULES, into, 9), Ok(()));
}

#[test]
fn unbuildable_and_off_map_hexes_refuse_track() {
    let mut map = open_map(2);
    let d = EdgeDirection::ALL_DIRECTIONS;
    let lake = Hex::ZERO.neighbor(d[0]);
    map.set_terrain(lake, Terrain::Unbuildable);
    let layout = TrackLayout::default();
    assert_eq!(
        layout.check(&map, RULES, Segment::new(lake, d[0], d[3]), 1),
        Err(TrackError::NotBuildable(lake))
    );
    let far = Hex::new(9, 9);
    assert_eq!(
        layout.check(&map, RULES, Segment::new(far, d[0], d[3]), 1),
        Err(TrackError::OffMap(far))
    );
}

#[test]
fn walks_stop_at_the_first_site_and_respect_the_tile_limit() {
    let mut map = open_map(4);
    let a = Hex::ZERO;
    let b = Hex::new(3, 0);
    map.set_site(a, 0);
    map.set_site(b, 1);
    let layout = TrackLayout::default();
    let mut complete = Vec::new();
    let mut longest = 0;
    for dir in EdgeDirection::ALL_DIRECTIONS {
        walks(
            &map,
            &layout,
            RULES,
            1,
            Start { from: a, dir },
            3,
            &mut |w| {
                longest = longest.max(w.tiles());
                if w.complete {
                    complete.push(w.hexes.clone());
                }
                // Every walk is a legal chain of pieces.
                assert!(segments(&w.hexes).unwrap().iter().all(|s| s.turn() <= 1));
                assert!(
                    w.hexes[1..w.hexes.len() - 1]
                        .iter()
                        .all(|h| map.site(*h).is_none())
                );
            },
        );
    }
    assert_eq!(longest, 3);
    let straight: Vec<Hex> = (0..4).map(|x| Hex::new(x, 0)).collect();
    assert!(complete.contains(&straight));
    assert!(complete.iter().all(|w| *w.last().unwrap() == b));
}

#[test]
fn link_routes_never_revisit_a_city_or_a_link() {
    let links = [
        LinkEdge {
            id: 1,
            a: 0,
            b: 1,
            owner: 0,
        },
        LinkEdge {
            id: 2,
            a: 1,
            b: 2,
            owner: 1,
        },
        LinkEdge {
            id: 3,
            a: 2,
            b: 0,
            owner: 0,
        },
        LinkEdge {
            id: 4,
            a: 0,
            b: 1,
            owner: 1,
        },
    ];
    let g = LinkGraph::new(3, links);
    assert_eq!(g.follow(0, &[1, 2]), Some(vec![0, 1, 2]));
    assert_eq!(g.follow(0, &[2]), None);
    let mut routes = Vec::new();
    g.simple_routes(0, 3, &mut |ls, sites| {
        let mut seen = sites.to_vec();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), sites.len());
        routes.push(ls.iter().map(|l| l.id).collect::<Vec<_>>());
        true
    });
    // 0→1 by two different links, 0→2 directly, and the two-link routes through 1 or 2.
    assert!(routes.contains(&vec![1]) && routes.contains(&vec![4]) && routes.contains(&vec![3]));
    assert!(
        routes.contains(&vec![1, 2])
            && routes.contains(&vec![4, 2])
            && routes.contains(&vec![3, 2])
    );
    assert_eq!(g.reachable(0, 1), vec![1, 2]);
}
