//! Where a train can go: the coal move to the next stop (west or within its column, never east,
//! passing its owner's own small stops, stopped by another's), the whistle move of one or two
//! stops any way, and the tiles laid from hand when the track runs into an empty space.
//!
//! A move is named by what it changes — the tiles laid (space, tile, rotation) and the stop it
//! ends on — so the search here serves both the legal listing (every route) and the check of
//! one action (only routes that lay the action's tiles, in its order).

use super::super::actions::Lay;
use super::super::data::{Beyond, SpaceId, TileId, WsData, side};
use super::super::schema::{Node, UpgradeKind};
use super::super::state::{Laid, StopAt, TrainAt, WsGame};

/// One way a move can end.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Route {
    /// Tiles laid on the way, in order.
    pub lays: Vec<Lay>,
    /// The stop it ends on.
    pub to: StopAt,
}

/// The tiles a move may lay for `seat`.
pub fn max_lays(game: &WsGame, data: &WsData, seat: usize) -> usize {
    let limits = &data.file.limits;
    usize::from(if game.owns(data, seat, UpgradeKind::ExtraBoiler) {
        limits.boiler_tiles_per_move
    } else {
        limits.tiles_per_move
    })
}

/// Whether a tile turned `rotation` may be laid entering from side `entry` on a coal move: some
/// route from the entry must go on (to a stop, or out by a side that is not east) — the rule that
/// a tile may not be turned so its only route runs back east.
pub fn forward(data: &WsData, tile: TileId, rotation: u8, entry: u8) -> bool {
    data.tile(tile)
        .next(Node::Side(entry), rotation)
        .any(|n| match n {
            Node::Stop(_) => true,
            Node::Side(d) => !side::east(d),
        })
}

/// Every route of `train`'s move (a whistle move if `whistle`), laying tiles from its owner's
/// hand; with `only`, just the routes laying those tiles in that order.
pub fn routes(
    game: &WsGame,
    data: &WsData,
    train: usize,
    whistle: bool,
    only: Option<&[Lay]>,
) -> Vec<Route> {
    let t = game.trains[train];
    let seat = usize::from(t.owner);
    let mut walk = Walk {
        game,
        data,
        train,
        seat,
        whistle,
        max: max_lays(game, data, seat),
        hand: &game.players[seat].hand,
        only,
        lays: Vec::new(),
        visited: Vec::new(),
        out: Vec::new(),
    };
    match t.at {
        TrainAt::Stop(StopAt::Coast(k)) => {
            let (space, entry) = data.coast[usize::from(k)];
            walk.enter(space, entry, 0);
        }
        TrainAt::Stop(StopAt::Tile { space, stop }) => {
            walk.visited.push((space, Node::Stop(stop)));
            walk.from(space, Node::Stop(stop), None, 0);
        }
        TrainAt::Waiting | TrainAt::Parked(_) => {}
    }
    walk.out.sort();
    walk.out.dedup();
    walk.out
}

struct Walk<'a> {
    game: &'a WsGame,
    data: &'a WsData,
    train: usize,
    seat: usize,
    whistle: bool,
    max: usize,
    hand: &'a [TileId],
    only: Option<&'a [Lay]>,
    lays: Vec<Lay>,
    visited: Vec<(SpaceId, Node)>,
    out: Vec<Route>,
}

impl Walk<'_> {
    /// The tile on a space, laid before or on this route.
    fn laid(&self, space: SpaceId) -> Option<Laid> {
        self.game.board[usize::from(space.0)].or_else(|| {
            self.lays.iter().find(|l| l.space == space).map(|l| Laid {
                tile: l.tile,
                rotation: l.rotation,
            })
        })
    }

    /// On from `node` of the tile on `space`, not back the way it came.
    fn from(&mut self, space: SpaceId, node: Node, came: Option<Node>, stops: u8) {
        let Some(laid) = self.laid(space) else { return };
        let next: Vec<Node> = self
            .data
            .tile(laid.tile)
            .next(node, laid.rotation)
            .filter(|&n| Some(n) != came)
            .collect();
        for n in next {
            if self.visited.contains(&(space, n)) {
                continue;
            }
            self.visited.push((space, n));
            match n {
                Node::Stop(i) => self.arrive(StopAt::Tile { space, stop: i }, Some(node), stops),
                Node::Side(d) => self.leave(space, d, stops),
            }
            self.visited.pop();
        }
    }

    /// Out of `space` by side `d`.
    fn leave(&mut self, space: SpaceId, d: u8, stops: u8) {
        if !self.whistle && side::east(d) {
            return;
        }
        // The last tile a move may lay must give it its stop.
        if self.lays.len() == self.max && self.lays.last().is_some_and(|l| l.space == space) {
            return;
        }
        match self.data.beyond(space, d) {
            Beyond::Space(next) => self.enter(next, side::opposite(d), stops),
            Beyond::Coast(k) => self.arrive(StopAt::Coast(k), None, stops),
            Beyond::Edge => {}
        }
    }

    /// Into `space` across its side `entry`: along its track, or onto a tile laid from hand.
    fn enter(&mut self, space: SpaceId, entry: u8, stops: u8) {
        if self.laid(space).is_some() {
            self.from(space, Node::Side(entry), None, stops);
            return;
        }
        if self.lays.len() >= self.max {
            return;
        }
        let mut tried = Vec::new();
        for &tile in self.hand {
            if self.lays.iter().any(|l| l.tile == tile) {
                continue;
            }
            for rotation in 0..6u8 {
                let lay = Lay {
                    space,
                    tile,
                    rotation,
                };
                if let Some(only) = self.only
                    && only.get(self.lays.len()) != Some(&lay)
                {
                    continue;
                }
                let t = self.data.tile(tile);
                if !t.sides(rotation).contains(&entry)
                    || (!self.whistle && !forward(self.data, tile, rotation, entry))
                {
                    continue;
                }
                // The same track with the same stops twice (a copy in hand, a symmetric tile)
                // is one choice.
                let key = (t.turned(rotation), &t.stops);
                if self.only.is_none() {
                    if tried.contains(&key) {
                        continue;
                    }
                    tried.push(key);
                }
                self.lays.push(lay);
                self.from(space, Node::Side(entry), None, stops);
                self.lays.pop();
            }
        }
    }

    /// At a stop, having come from `came` on its tile.
    fn arrive(&mut self, at: StopAt, came: Option<Node>, stops: u8) {
        let game = self.game;
        let others: Vec<usize> = game
            .trains_at(at)
            .filter(|&(i, _)| i != self.train)
            .map(|(_, t)| usize::from(t.owner))
            .collect();
        let small = game.small(self.data, at);
        let rival = others.iter().any(|&o| o != self.seat);
        let signalled = game
            .owner_of(self.data, UpgradeKind::BlockingSignal)
            .is_some_and(|o| o != self.seat && others.contains(&o));
        let may_end = (!small || others.is_empty()) && !signalled;
        if self.whistle {
            let stops = stops + 1;
            if may_end {
                self.record(at);
            }
            if stops == 1
                && let StopAt::Tile { space, stop } = at
            {
                self.from(space, Node::Stop(stop), came, stops);
            }
            return;
        }
        if (small && rival) || signalled {
            return;
        }
        if small && !others.is_empty() {
            // Its owner's own train: pass it by to the next stop.
            if let StopAt::Tile { space, stop } = at {
                self.from(space, Node::Stop(stop), came, stops);
            }
            return;
        }
        self.record(at);
    }

    fn record(&mut self, to: StopAt) {
        if self.only.is_some_and(|o| o.len() != self.lays.len()) {
            return;
        }
        self.out.push(Route {
            lays: self.lays.clone(),
            to,
        });
    }
}
