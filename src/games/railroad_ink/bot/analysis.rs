//! What a board's quick features are made of: its networks with their exits and open ends, and
//! the ends facing each empty square. A search step tries hundreds of drawings on one board;
//! kept per board, these let each drawing's counts be worked out from its own square and
//! neighbours ([`Analysis::after`]) instead of a scan of the whole board.

use crate::games::railroad_ink::rules::board::{Board, EXIT_AT, NEIGHBOURS, NO_SQUARE, Placement};
use crate::games::railroad_ink::rules::scoring::{
    Facing, ScoreOptions, for_each_end, network_value, piece,
};
use crate::games::railroad_ink::rules::tiles::{Edge, TileId};
use std::sync::LazyLock;

/// What a side of an empty square asks of a route drawn there.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Need {
    /// Anything goes (empty neighbour or edge without exit).
    Free = 0,
    /// The neighbour shows a blank side: a route here would be an open end.
    Blank = 1,
    /// A highway end points here.
    Road = 2,
    /// A railway end points here.
    Rail = 3,
    /// A highway exit: a highway or nothing.
    ExitRoad = 4,
    /// A railway exit: a railway or nothing.
    ExitRail = 5,
}

const NEED_COUNT: usize = 6;

fn fits_perfectly(e: &[Edge; 4], need: &[Need; 4]) -> bool {
    (0..4).all(|s| match need[s] {
        Need::Free => true,
        Need::Blank => e[s] == Edge::Blank,
        Need::Road => e[s] == Edge::Road,
        Need::Rail => e[s] == Edge::Rail,
        Need::ExitRoad => e[s] != Edge::Rail,
        Need::ExitRail => e[s] != Edge::Road,
    })
}

/// Fill class per need pattern: 0 a basic die face fits perfectly, 1 a special-die face, 2 a special route, 3 nothing.
static FILL_CLASS: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let needs = [
        Need::Free,
        Need::Blank,
        Need::Road,
        Need::Rail,
        Need::ExitRoad,
        Need::ExitRail,
    ];
    let mut out = vec![3u8; NEED_COUNT.pow(4)];
    for (code, slot) in out.iter_mut().enumerate() {
        let mut c = code;
        let mut need = [Need::Free; 4];
        for n in need.iter_mut() {
            *n = needs[c % NEED_COUNT];
            c /= NEED_COUNT;
        }
        for t in TileId::ALL {
            let class = match t.letter() {
                'A' => 0,
                'B' => 1,
                _ => 2,
            };
            if class < *slot
                && t.distinct_orientations()
                    .iter()
                    .any(|o| fits_perfectly(&t.edges(*o), &need))
            {
                *slot = class;
            }
        }
    }
    out
});

/// How hard the empty square `i` is to fill without new errors (see [`FILL_CLASS`]).
fn fill_class(board: &Board, i: usize) -> u8 {
    let mut code = 0usize;
    for s in (0..4).rev() {
        let n = NEIGHBOURS[i][s];
        let need = if n == NO_SQUARE {
            match EXIT_AT[i][s] {
                Edge::Road => Need::ExitRoad,
                Edge::Rail => Need::ExitRail,
                Edge::Blank => Need::Free,
            }
        } else {
            match board.cells()[n as usize] {
                0 => Need::Free,
                _ => match board.edges_at_index(n as usize)[(s + 2) % 4] {
                    Edge::Blank => Need::Blank,
                    Edge::Road => Need::Road,
                    Edge::Rail => Need::Rail,
                },
            }
        };
        code = code * NEED_COUNT + need as usize;
    }
    FILL_CLASS[code]
}

/// The counts behind the quick features: all but the runs, the specials left and the exit
/// potential.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub(super) struct Counts {
    /// Points of the networks reaching exits.
    pub exit_points: f32,
    /// Central squares drawn.
    pub centre: f32,
    /// Ends facing a blank side or an end of the other kind.
    pub dead: f32,
    /// Ends facing an empty square, by that square's fill class.
    pub by_class: [f32; 4],
    /// Exits of networks with an end facing an empty square.
    pub alive_exits: f32,
    /// Exit squares still empty.
    pub free_exits: f32,
    /// Networks reaching an exit.
    pub networks: f32,
    /// Empty central squares an end faces.
    pub centre_faced: f32,
    /// Exits on empty squares an end faces.
    pub exits_faced: f32,
}

/// An end facing an empty square: its node, the square, and whether it is a railway.
pub(super) type OpenEnd = (u8, u8, bool);

/// A board's networks and open ends, as [`Counts`] and what a drawing changes them by.
pub(super) struct Analysis {
    pub counts: Counts,
    /// Root of every node (`square * 2 + piece`).
    pub root: [u8; 98],
    /// Exits reached, by root.
    pub exits: [u8; 98],
    /// Ends facing an empty square, by root.
    free: [u8; 98],
    /// Ends facing each empty square.
    facing: [u8; 49],
    /// Fill class of each empty square an end faces.
    class: [u8; 49],
    /// Every end facing an empty square, in the board's end order.
    pub open: [OpenEnd; 196],
    pub n_open: usize,
}

/// How many printed exits touch each square.
static EXITS_ON: LazyLock<[u8; 49]> = LazyLock::new(|| {
    let mut out = [0u8; 49];
    for (i, sides) in EXIT_AT.iter().enumerate() {
        out[i] = sides.iter().filter(|e| **e != Edge::Blank).count() as u8;
    }
    out
});

/// Central squares as bits.
static CENTRE_BITS: LazyLock<u64> = LazyLock::new(|| {
    (0..49)
        .filter(|&i| crate::games::railroad_ink::rules::board::Square::from_index(i).is_centre())
        .fold(0, |m, i| m | 1 << i)
});

fn value(exits: u8) -> f32 {
    network_value(u32::from(exits), &ScoreOptions::default()) as f32
}

impl Analysis {
    /// Analyses `board` from scratch.
    pub fn of(board: &Board) -> Analysis {
        let mut parent = [0u8; 98];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i as u8;
        }
        fn find(p: &mut [u8; 98], mut x: usize) -> usize {
            while p[x] as usize != x {
                p[x] = p[p[x] as usize];
                x = p[x] as usize;
            }
            x
        }
        let mut a = Analysis {
            counts: Counts::default(),
            root: [0; 98],
            exits: [0; 98],
            free: [0; 98],
            facing: [0; 49],
            class: [u8::MAX; 49],
            open: [(0, 0, false); 196],
            n_open: 0,
        };
        let mut exit_nodes = [0u8; 12];
        let mut n_exit = 0;
        let c = &mut a.counts;
        for_each_end(board, |end| match end.facing {
            Facing::Edge { exit } => {
                if exit && n_exit < exit_nodes.len() {
                    exit_nodes[n_exit] = end.node as u8;
                    n_exit += 1;
                }
            }
            Facing::Free(n) => {
                if a.class[n] == u8::MAX {
                    a.class[n] = fill_class(board, n);
                }
                c.by_class[a.class[n] as usize] += 1.0;
                a.facing[n] += 1;
                a.open[a.n_open] = (end.node as u8, n as u8, end.kind == Edge::Rail);
                a.n_open += 1;
            }
            Facing::Joined(other) => {
                let (x, y) = (find(&mut parent, end.node), find(&mut parent, other));
                if x != y {
                    parent[x.max(y)] = x.min(y) as u8;
                }
            }
            Facing::Dead => c.dead += 1.0,
        });
        for i in 0..98 {
            a.root[i] = find(&mut parent, i) as u8;
        }
        for &x in &exit_nodes[..n_exit] {
            a.exits[a.root[x as usize] as usize] += 1;
        }
        for &(node, _, _) in &a.open[..a.n_open] {
            a.free[a.root[node as usize] as usize] += 1;
        }
        for r in 0..98 {
            let x = a.exits[r];
            if x > 0 {
                c.networks += 1.0;
                c.exit_points += value(x);
                if a.free[r] > 0 {
                    c.alive_exits += f32::from(x);
                }
            }
        }
        let mut empty_exits = 0u32;
        for (i, &cell) in board.cells().iter().enumerate() {
            if cell == 0 {
                empty_exits += u32::from(EXITS_ON[i]);
                if a.facing[i] > 0 {
                    c.exits_faced += f32::from(EXITS_ON[i]);
                    c.centre_faced += f32::from(u8::from(*CENTRE_BITS & 1 << i != 0));
                }
            } else if *CENTRE_BITS & 1 << i != 0 {
                c.centre += 1.0;
            }
        }
        c.free_exits = empty_exits as f32;
        a
    }

    /// The counts of `board`, which is the analysed board with `p` drawn on it: only `p`'s
    /// square, its neighbours and the networks they touch change.
    pub fn after(&self, board: &Board, p: Placement) -> Counts {
        let q = p.square.index();
        let e = board.edges_at_index(q);
        let mut c = self.counts;
        // Ends facing the square now face the drawing.
        let centre = |i: usize| f32::from(u8::from(*CENTRE_BITS & 1 << i != 0));
        if self.facing[q] > 0 {
            c.by_class[self.class[q] as usize] -= f32::from(self.facing[q]);
            c.centre_faced -= centre(q);
            c.exits_faced -= f32::from(EXITS_ON[q]);
        }
        c.centre += centre(q);
        c.free_exits -= f32::from(EXITS_ON[q]);
        // Networks with an end facing the square, and how many such ends each had.
        let mut touched = [(0u8, 0u8); 4];
        let mut n_touched = 0;
        // Per piece of the drawing: the networks it joins, its exits and its open ends.
        let mut joins = [[0u8; 4]; 2];
        let mut n_joins = [0usize; 2];
        let mut own_exits = [0u8; 2];
        let mut own_free = [0u8; 2];
        let mut has = [false; 2];
        for s in 0..4 {
            let mine = e[s];
            let pc = piece(Some(p.tile), mine);
            has[pc] |= mine != Edge::Blank;
            let n = NEIGHBOURS[q][s];
            if n == NO_SQUARE {
                if mine != Edge::Blank && EXIT_AT[q][s] == mine {
                    own_exits[pc] += 1;
                }
                continue;
            }
            let n = n as usize;
            if board.cells()[n] == 0 {
                // The drawing may change what the empty neighbour asks for.
                if mine != Edge::Blank || self.facing[n] > 0 {
                    let class = fill_class(board, n) as usize;
                    if self.facing[n] > 0 {
                        let f = f32::from(self.facing[n]);
                        c.by_class[self.class[n] as usize] -= f;
                        c.by_class[class] += f;
                    }
                    if mine != Edge::Blank {
                        c.by_class[class] += 1.0;
                        own_free[pc] += 1;
                        if self.facing[n] == 0 {
                            c.centre_faced += centre(n);
                            c.exits_faced += f32::from(EXITS_ON[n]);
                        }
                    }
                }
                continue;
            }
            let theirs = board.edges_at_index(n)[(s + 2) % 4];
            if theirs != Edge::Blank {
                let tile = board
                    .get(crate::games::railroad_ink::rules::board::Square::from_index(n))
                    .map(|(t, _)| t);
                let r = self.root[n * 2 + piece(tile, theirs)];
                match touched[..n_touched].iter_mut().find(|t| t.0 == r) {
                    Some(t) => t.1 += 1,
                    None => {
                        touched[n_touched] = (r, 1);
                        n_touched += 1;
                    }
                }
                if theirs == mine {
                    joins[pc][n_joins[pc]] = r;
                    n_joins[pc] += 1;
                } else {
                    c.dead += 1.0;
                }
            }
            if mine != Edge::Blank && mine != theirs {
                c.dead += 1.0;
            }
        }
        let touched = &touched[..n_touched];
        let lost = |r: u8| touched.iter().find(|t| t.0 == r).map_or(0, |t| t.1);
        let add = |c: &mut Counts, exits: u32, free: u32, sign: f32| {
            if exits > 0 {
                c.networks += sign;
                c.exit_points += sign * value(exits as u8);
                if free > 0 {
                    c.alive_exits += sign * exits as f32;
                }
            }
        };
        for &(r, _) in touched {
            let r = r as usize;
            add(
                &mut c,
                u32::from(self.exits[r]),
                u32::from(self.free[r]),
                -1.0,
            );
        }
        // The drawing's pieces (apart only on the overpass) are one network if they join a
        // common one.
        let one = joins[0][..n_joins[0]]
            .iter()
            .any(|r| joins[1][..n_joins[1]].contains(r));
        let sets: &[&[usize]] = if one { &[&[0, 1]] } else { &[&[0], &[1]] };
        let mut grouped = [0u8; 8];
        let mut n_grouped = 0;
        for set in sets {
            if !set.iter().any(|&pc| has[pc]) {
                continue;
            }
            let (mut exits, mut free) = (0u32, 0u32);
            for &pc in *set {
                exits += u32::from(own_exits[pc]);
                free += u32::from(own_free[pc]);
                for &r in &joins[pc][..n_joins[pc]] {
                    if grouped[..n_grouped].contains(&r) {
                        continue;
                    }
                    grouped[n_grouped] = r;
                    n_grouped += 1;
                    exits += u32::from(self.exits[r as usize]);
                    free += u32::from(self.free[r as usize] - lost(r));
                }
            }
            add(&mut c, exits, free, 1.0);
        }
        for &(r, l) in touched {
            if !grouped[..n_grouped].contains(&r) {
                let r = r as usize;
                add(
                    &mut c,
                    u32::from(self.exits[r]),
                    u32::from(self.free[r] - l),
                    1.0,
                );
            }
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Weights, evaluation, play_solo_game};
    use super::*;
    use crate::games::railroad_ink::rules::board::Square;
    use crate::games::railroad_ink::rules::scoring;
    use crate::games::railroad_ink::rules::tiles::Orientation;
    use crate::table::setup::BotLevel;

    /// Every board on the way through some greedy games.
    fn boards() -> Vec<Board> {
        let mut out = vec![Board::new()];
        for seed in 0..4 {
            let (sheet, _) = play_solo_game(seed, BotLevel::Greedy, &ScoreOptions::default());
            let mut board = Board::new();
            for (i, &p) in sheet.board.placements().iter().enumerate() {
                board.place(p);
                if i % 3 == 2 {
                    out.push(board.clone());
                }
            }
            out.push(board);
        }
        out
    }

    /// Any drawing's counts worked out from the board's analysis are the counts of the board
    /// it makes, analysed afresh: every tile, orientation and empty square, legal or not, so
    /// dead ends, overpasses and exits all come up.
    #[test]
    fn a_drawings_counts_follow_from_its_neighbours() {
        let mut checked = 0;
        for mut board in boards() {
            let a = Analysis::of(&board);
            let empty: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|s| board.is_free(*s))
                .collect();
            for sq in empty {
                for tile in TileId::ALL {
                    for orientation in Orientation::ALL {
                        let p = Placement {
                            square: sq,
                            tile,
                            orientation,
                        };
                        board.place(p);
                        assert_eq!(
                            a.after(&board, p),
                            Analysis::of(&board).counts,
                            "{p:?} on {:?}",
                            board.placements()
                        );
                        board.undo();
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked} drawings");
    }

    /// The exact weights on a board's features give its score, so the last round's search
    /// ranks by the score itself.
    #[test]
    fn exact_weights_give_the_score() {
        let w = Weights::default();
        for board in boards() {
            let (used, runs) = (board.specials_drawn(), evaluation::runs(&board));
            let f = evaluation::features_with_runs(&board, 7, used, &w, runs, false);
            let want = scoring::score(&board, &ScoreOptions::default()).total as f32;
            assert_eq!(evaluation::dot(&evaluation::EXACT, &f), want);
        }
    }
}
