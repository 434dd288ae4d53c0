//! The railroad: engine moves (occupied spaces are skipped and not counted; the last space sends the
//! engine back for dollars), discs from the player board with what clearing them unlocks, station
//! upgrades, and deliveries to the cities with their links.

use crate::games::gwt::actions::DiscSource;
use crate::games::gwt::data::GwtData;
use crate::games::gwt::schema::Effect;
use crate::games::gwt::state::{Choice, Disc, GwtGame, Todo};
use crate::table::SeatId;

/// Free rail positions a move of up to `n` steps ahead of `seat`'s engine reaches, nearest first
/// (the last space ends every move). Occupied positions are skipped and not counted. A turnout is
/// a siding beside the track: passing it is free, stopping on it takes one step from the space
/// before it, as many as the next track space. Rules 1 counted each turnout as a track space.
pub fn forward(game: &GwtGame, data: &GwtData, seat: SeatId, n: u8) -> Vec<usize> {
    let mut out = Vec::new();
    let from = usize::from(game.players[seat].engine);
    let mut steps = 0u8;
    for spot in from + 1..data.rail.len() {
        let free = !game.engine_at(spot, seat);
        if !game.since(2) {
            if out.len() == usize::from(n) {
                break;
            }
            if free {
                out.push(spot);
            }
        } else if data.rail[spot].turnout {
            if free && steps < n {
                out.push(spot);
            }
        } else if free {
            if steps == n {
                break;
            }
            steps += 1;
            out.push(spot);
        }
    }
    out
}

/// Free rail positions behind `seat`'s engine, nearest first (space 0 is always free).
pub fn behind(game: &GwtGame, seat: SeatId) -> Vec<usize> {
    let from = usize::from(game.players[seat].engine);
    (0..from)
        .rev()
        .filter(|&s| !game.engine_at(s, seat))
        .collect()
}

/// Where the engine may land moving back exactly `n` steps: the track space that far back, and a
/// turnout as far (its siding is one step from the space after it), counted as [`forward`] counts.
/// Rules 1 counted turnouts as spaces, so exactly one position.
pub fn back_exactly(game: &GwtGame, data: &GwtData, seat: SeatId, n: u8) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    let behind = behind(game, seat);
    if !game.since(2) {
        return behind
            .get(usize::from(n) - 1)
            .copied()
            .into_iter()
            .collect();
    }
    let mut out = Vec::new();
    let mut steps = 0u8;
    for spot in behind {
        if data.rail[spot].turnout {
            if steps + 1 == n {
                out.push(spot);
            }
        } else {
            steps += 1;
            if steps == n {
                out.push(spot);
                break;
            }
        }
    }
    out
}

/// Whether `disc` may go onto a city or station with `dark` corners, by the corner rules: a
/// dark-cornered disc goes onto white only when no white-cornered disc is left; certificate limit
/// 6 only after 4; a hand-limit disc costs $5 (`extra` dollars are already owed).
pub fn disc_allowed(game: &GwtGame, seat: SeatId, disc: Disc, dark: bool, extra: u32) -> bool {
    let p = &game.players[seat];
    let left = p.discs_left();
    if !left.contains(&disc) {
        return false;
    }
    // Rules 1 kept the 6 disc until the 4 disc was gone; the rulebook lets either go first.
    if disc == Disc::Cert6 && p.cert_discs.0 && !game.since(2) {
        return false;
    }
    if disc == Disc::Hand && p.money < 5 + extra {
        return false;
    }
    dark || !disc.dark() || left.iter().all(|d| d.dark())
}

/// Takes a disc off the board and applies what clearing its space unlocks.
pub fn clear(game: &mut GwtGame, data: &GwtData, seat: SeatId, disc: Disc) {
    let p = &mut game.players[seat];
    match disc {
        Disc::Aux(i) => p.aux[usize::from(i)] -= 1,
        Disc::StepDollar => {
            p.step_discs.0 = false;
            p.money += 3;
            game.bank_out += 3;
        }
        Disc::StepVp => p.step_discs.1 = false,
        Disc::Hand => {
            p.hand_discs -= 1;
            p.money -= 5;
            game.bank_out -= 5;
        }
        Disc::Cert4 => p.cert_discs.0 = false,
        Disc::Cert6 => p.cert_discs.1 = false,
    }
    let _ = data;
}

/// A backward move's landing (a requirement paid): the engine at `spot`, a turnout's station
/// offered, then the reward `then`.
pub fn back_to(game: &mut GwtGame, data: &GwtData, seat: SeatId, spot: usize, then: &Effect) {
    game.todo.push(Todo::Run(then.clone()));
    game.players[seat].engine = spot as u8;
    offer_upgrade(game, data, seat, spot);
}

/// Moves the engine to `spot`, offering what landing there allows: a station upgrade on a turnout
/// or the last space, and from the last space the move back.
pub fn land(game: &mut GwtGame, data: &GwtData, seat: SeatId, spot: usize) {
    game.players[seat].engine = spot as u8;
    let last = spot + 1 == data.rail.len();
    if last {
        game.todo.push(Todo::Choose {
            choice: Choice::Back39,
            optional: false,
        });
    }
    offer_upgrade(game, data, seat, spot);
}

/// Offers the station at `spot` if the player may upgrade it now.
pub fn offer_upgrade(game: &mut GwtGame, data: &GwtData, seat: SeatId, spot: usize) {
    if let Some(station) = data.rail[spot].station
        && can_upgrade(game, data, seat, station)
    {
        game.todo.push(Todo::Choose {
            choice: Choice::Upgrade(station),
            optional: true,
        });
    }
}

/// Whether `seat` may upgrade `station`: not yet upgraded by them, its cost paid, a disc for it.
pub fn can_upgrade(game: &GwtGame, data: &GwtData, seat: SeatId, station: u8) -> bool {
    let s = &data.file.railroad.stations[usize::from(station)];
    !game.stations[usize::from(station)].contains(&seat)
        && game.players[seat].money >= u32::from(s.cost)
        && game.players[seat]
            .discs_left()
            .into_iter()
            .any(|d| disc_allowed(game, seat, d, s.dark, u32::from(s.cost)))
}

/// Upgrades a station: pays, places the disc, and offers its station master.
pub fn upgrade(game: &mut GwtGame, data: &GwtData, seat: SeatId, station: u8, disc: Disc) {
    let cost = u32::from(data.file.railroad.stations[usize::from(station)].cost);
    game.players[seat].money -= cost;
    game.bank_out -= i64::from(cost);
    clear(game, data, seat, disc);
    game.stations[usize::from(station)].push(seat);
    let master_slot = master_slot(data, station);
    if let Some(slot) = master_slot
        && game.masters[slot].is_some()
        && game.players[seat].workers.iter().any(|&w| w >= 2)
    {
        game.todo.push(Todo::Choose {
            choice: Choice::Master(station),
            optional: true,
        });
    }
}

/// The index among station-master stations of `station`, if it has a master space.
pub fn master_slot(data: &GwtData, station: u8) -> Option<usize> {
    let stations = &data.file.railroad.stations;
    stations[usize::from(station)].master.then(|| {
        stations[..usize::from(station)]
            .iter()
            .filter(|s| s.master)
            .count()
    })
}

/// Whether `seat` may deliver to `city` with a disc from `source`, owing `extra` dollars besides.
pub fn can_deliver(
    game: &GwtGame,
    data: &GwtData,
    seat: SeatId,
    city: u8,
    source: DiscSource,
    extra: u32,
) -> bool {
    let Some(c) = data.file.railroad.cities.get(usize::from(city)) else {
        return false;
    };
    if !c.repeat && game.cities[usize::from(city)].contains(&seat) {
        return false;
    }
    match source {
        DiscSource::Board(disc) => disc_allowed(game, seat, disc, c.dark, extra),
        DiscSource::Station(s) => {
            game.stations
                .get(usize::from(s))
                .is_some_and(|v| v.contains(&seat))
                && !game.players[seat]
                    .discs_left()
                    .into_iter()
                    .any(|d| disc_allowed(game, seat, d, c.dark, extra))
        }
    }
}

/// Places a disc on a city: the disc's unlock, the city's dollars, and the links it completes.
pub fn deliver(game: &mut GwtGame, data: &GwtData, seat: SeatId, city: u8, source: DiscSource) {
    let had = game.cities[usize::from(city)].contains(&seat);
    match source {
        DiscSource::Board(disc) => clear(game, data, seat, disc),
        DiscSource::Station(s) => game.stations[usize::from(s)].retain(|&x| x != seat),
    }
    game.cities[usize::from(city)].push(seat);
    let c = &data.file.railroad.cities[usize::from(city)];
    game.players[seat].money += u32::from(c.dollars);
    game.bank_out += i64::from(c.dollars);
    if had {
        return;
    }
    // Links fire as their second disc lands; both of a city's links may fire (display refilled between).
    let mut fired = Vec::new();
    for link in &data.file.railroad.links {
        let name = &c.name;
        let other = if &link.between.0 == name {
            &link.between.1
        } else if &link.between.1 == name {
            &link.between.0
        } else {
            continue;
        };
        let Some(o) = data
            .file
            .railroad
            .cities
            .iter()
            .position(|x| &x.name == other)
        else {
            continue;
        };
        if game.cities[o].contains(&seat)
            && let Some(effect) = &link.effect
        {
            fired.push(Todo::Run(effect.clone()));
        }
    }
    game.todo.extend(fired.into_iter().rev());
}
