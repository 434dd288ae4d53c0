//! What a point on the board means to the person at the controls, for the 2D board and the 3D
//! table alike: one of their trains that can move, to pick; a ringed stop to move to, a free East Coast stop to
//! place on. Both views turn the pointer into a board point (in a [`Layout`]) and ask here, so a
//! click does the same in either.

use super::board2d::Layout;
use super::state::{WsSnapshot, WsUi};
use crate::games::whistle_stop::WsAction;
use crate::games::whistle_stop::data::WsData;
use crate::games::whistle_stop::state::{StopAt, TrainAt};
use bevy_egui::egui::Pos2;

/// Something on the board the viewer may act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// One of the viewer's trains (by index).
    Train(usize),
    /// A stop the picked train can reach.
    Target(StopAt),
    /// A free East Coast stop a train may be placed on.
    Coast(u8),
}

/// The spot under `p`, a point in `layout`.
pub fn spot(layout: &Layout, data: &WsData, snap: &WsSnapshot, p: Pos2) -> Option<(Spot, Pos2)> {
    let game = snap.game()?;
    let near = |q: Pos2, r: f32| q.distance(p) < layout.size * r;
    let at = |s: StopAt| layout.stop(data, &game.board, s);
    // Only trains with a move now: a stuck one has nothing to pick.
    let movable = |i: usize| {
        snap.legal
            .iter()
            .any(|(a, _)| matches!(a, WsAction::Move { train, .. } if usize::from(*train) == i))
    };
    let mine = game
        .trains
        .iter()
        .enumerate()
        .find_map(|(i, t)| match t.at {
            TrainAt::Stop(s) if movable(i) && near(at(s), 0.4) => Some((Spot::Train(i), at(s))),
            _ => None,
        });
    if mine.is_some() {
        return mine;
    }
    if let Some(s) = snap
        .legal
        .iter()
        .find_map(|(a, _)| match a {
            WsAction::Move { to, .. } if near(at(*to), 0.4) => Some(*to),
            _ => None,
        })
        .filter(|_| snap.my_turn())
    {
        return Some((Spot::Target(s), at(s)));
    }
    snap.legal.iter().find_map(|(a, _)| match a {
        WsAction::Place { coast } if near(layout.coast(data, *coast), 0.3) => {
            Some((Spot::Coast(*coast), layout.coast(data, *coast)))
        }
        _ => None,
    })
}

/// The picked train's moves that end on `to`, the fewest tiles laid first (then coal before
/// whistle), as the decision list shows them.
pub fn moves_to(snap: &WsSnapshot, train: Option<usize>, to: StopAt) -> Vec<&WsAction> {
    let mut out: Vec<&WsAction> = snap
        .legal
        .iter()
        .map(|(a, _)| a)
        .filter(|a| matches!(a, WsAction::Move { train: t, to: end, .. } if Some(usize::from(*t)) == train && *end == to))
        .collect();
    out.sort_by_key(|a| match a {
        WsAction::Move { lays, whistle, .. } => (lays.len(), *whistle),
        _ => (0, false),
    });
    out
}

/// What a click on `spot` does: picks a train, or gives the one action it means. A stop that
/// several moves end on narrows the decision list to them (`WsUi::to`), for the player to choose
/// which tiles to lay.
pub fn click(spot: Spot, snap: &WsSnapshot, state: &mut WsUi) -> Option<WsAction> {
    match spot {
        Spot::Train(i) => {
            state.train = Some(i);
            state.to = None;
            None
        }
        Spot::Target(to) => {
            let moves = moves_to(snap, state.train, to);
            match moves.as_slice() {
                [only] => Some((*only).clone()),
                [] => None,
                _ => {
                    state.to = Some(to);
                    None
                }
            }
        }
        Spot::Coast(coast) => Some(WsAction::Place { coast }),
    }
}

/// The action a hovered spot previews on the board: the cheapest move to a target.
pub fn hover(spot: Spot, snap: &WsSnapshot, state: &WsUi) -> Option<WsAction> {
    match spot {
        Spot::Target(to) => moves_to(snap, state.train, to)
            .first()
            .map(|a| (*a).clone()),
        Spot::Coast(coast) => Some(WsAction::Place { coast }),
        Spot::Train(_) => None,
    }
}

/// Keeps the picked train and the narrowed stop to what is still legal.
pub fn settle(snap: &WsSnapshot, state: &mut WsUi) {
    let movable = |t: usize| {
        snap.legal
            .iter()
            .any(|(a, _)| matches!(a, WsAction::Move { train, .. } if usize::from(*train) == t))
    };
    if !state.train.is_some_and(movable) {
        state.train = snap.legal.iter().find_map(|(a, _)| match a {
            WsAction::Move { train, .. } => Some(usize::from(*train)),
            _ => None,
        });
        state.to = None;
    }
    if let Some(to) = state.to
        && moves_to(snap, state.train, to).is_empty()
    {
        state.to = None;
    }
}
