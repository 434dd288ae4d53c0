//! The herder on the trail: where a move may go (1 to the step limit locations, free choice at forks,
//! Kansas City ends every move) and the hand fees it costs on the way.

use crate::games::gwt::data::{GwtData, SpaceId, TileKind};
use crate::games::gwt::schema::Hand;
use crate::games::gwt::state::{Building, GwtGame};
use crate::table::SeatId;

/// The step limit of a player.
pub fn step_limit(game: &GwtGame, data: &GwtData, seat: SeatId) -> u8 {
    let count = &data.file.player_counts[game.player_count() - 2];
    let p = &game.players[seat];
    let mut limit = count.step_limit.start;
    if !p.step_discs.0 {
        limit += count.step_limit.dollar_disc;
    }
    if !p.step_discs.1 {
        limit += count.step_limit.vp_disc;
    }
    limit
}

/// Every path from `from` that stops on a location after 1 to `steps` locations; `walk` (an
/// objective card's move) never enters Kansas City. Each path lists every space stepped on.
pub fn paths(
    game: &GwtGame,
    data: &GwtData,
    from: SpaceId,
    steps: u8,
    walk: bool,
) -> Vec<Vec<SpaceId>> {
    let mut out = Vec::new();
    let mut path = Vec::new();
    extend(game, data, from, steps, walk, &mut path, &mut out);
    out
}

fn extend(
    game: &GwtGame,
    data: &GwtData,
    at: SpaceId,
    left: u8,
    walk: bool,
    path: &mut Vec<SpaceId>,
    out: &mut Vec<Vec<SpaceId>>,
) {
    for &next in &data.space(at).next {
        let kc = next == data.kansas_city();
        if kc && walk {
            continue;
        }
        path.push(next);
        if game.is_location(next) {
            out.push(path.clone());
            if left > 1 && !kc {
                extend(game, data, next, left - 1, walk, path, out);
            }
        } else {
            extend(game, data, next, left, walk, path, out);
        }
        path.pop();
    }
}

/// Whether `path` is a move the trail allows from `from` within `steps` locations.
pub fn valid(
    game: &GwtGame,
    data: &GwtData,
    from: SpaceId,
    path: &[SpaceId],
    steps: u8,
    walk: bool,
) -> Result<(), u8> {
    let mut at = from;
    let mut locations = 0u8;
    for (i, &s) in path.iter().enumerate() {
        if !data.space(at).next.contains(&s) {
            return Err(0);
        }
        let kc = s == data.kansas_city();
        if kc && (walk || i + 1 != path.len()) {
            return Err(0);
        }
        if game.is_location(s) {
            locations += 1;
        }
        at = s;
    }
    match path.last() {
        Some(&last) if game.is_location(last) && locations <= steps => Ok(()),
        Some(_) if locations > steps => Err(steps),
        _ => Err(0),
    }
}

/// The hands a location shows, and who is paid: `None` for the bank.
pub fn hands_at(game: &GwtGame, data: &GwtData, space: SpaceId) -> (Hand, Option<SeatId>) {
    let i = usize::from(space.0);
    if let Some(Building::Private { owner, tile }) = game.buildings[i] {
        let side = game.options.sides[usize::from(tile - 1)];
        let hand = data
            .file
            .private
            .iter()
            .find(|p| p.number == tile && p.side == side)
            .map_or(Hand::None, |p| p.hand);
        return (hand, Some(owner));
    }
    match game.tiles[i].map(|t| data.tiles[usize::from(t)]) {
        Some(TileKind::Hazard { hand, .. }) => (hand, None),
        Some(TileKind::Outlaw { green: true }) => (Hand::Green, None),
        Some(TileKind::Outlaw { green: false }) => (Hand::Black, None),
        _ => (Hand::None, None),
    }
}

/// The fee one location charges `seat` (nothing on its own buildings).
pub fn fee(game: &GwtGame, data: &GwtData, seat: SeatId, space: SpaceId) -> (u32, Option<SeatId>) {
    let (hand, to) = hands_at(game, data, space);
    if to == Some(seat) {
        return (0, to);
    }
    let count = &data.file.player_counts[game.player_count() - 2];
    let (g, b) = (u32::from(count.green_fee), u32::from(count.black_fee));
    let fee = match hand {
        Hand::None => 0,
        Hand::Green => g,
        Hand::Black => b,
        Hand::Both => g + b,
    };
    (fee, to)
}

/// Moves `seat`'s herder along `path`, paying each location's fee as far as the money goes.
pub fn walk_path(game: &mut GwtGame, data: &GwtData, seat: SeatId, path: &[SpaceId], fees: bool) {
    for &s in path {
        if fees && game.is_location(s) {
            let (fee, to) = fee(game, data, seat, s);
            let paid = fee.min(game.players[seat].money);
            game.players[seat].money -= paid;
            match to {
                Some(owner) => game.players[owner].money += paid,
                None => game.bank_out -= i64::from(paid),
            }
        }
    }
    if let Some(&last) = path.last() {
        game.players[seat].herder = Some(last);
    }
}
