//! Hiring workers from the job market (never from the token's row; a worker's space on the board
//! may give a bonus), building and replacing private buildings, and stations behind the engine.

use super::railroad;
use crate::games::gwt::data::{GwtData, SpaceId};
use crate::games::gwt::schema::{SpaceKind, WorkerKind};
use crate::games::gwt::state::{Building, GwtGame, Stage, Todo};
use crate::table::SeatId;

/// Every worker `seat` may hire with a cost change of `adjust`: (job-market space, cost).
pub fn hire_options(game: &GwtGame, data: &GwtData, seat: SeatId, adjust: i8) -> Vec<(u8, u32)> {
    let p = &game.players[seat];
    let c = usize::from(game.jobs.columns);
    game.jobs
        .cells
        .iter()
        .enumerate()
        .filter_map(|(i, w)| {
            let kind = (*w)?;
            let row = i / c;
            if row == usize::from(game.jobs.token_row) || p.workers(kind) >= 6 {
                return None;
            }
            let cost =
                (i32::from(data.file.job_market.row_costs[row]) + i32::from(adjust)).max(0) as u32;
            (cost <= p.money).then_some((i as u8, cost))
        })
        .collect()
}

/// Hires the worker on job-market space `cell`; its new space's bonus is offered.
pub fn hire(game: &mut GwtGame, data: &GwtData, seat: SeatId, cell: u8, cost: u32) {
    let Some(kind) = game.jobs.cells[usize::from(cell)].take() else {
        return;
    };
    super::effects::pay(game, seat, cost);
    let p = &mut game.players[seat];
    p.workers[kind as usize] += 1;
    let space = usize::from(p.workers(kind)) - 1;
    if let Some(bonus) = data.file.worker_rows[kind as usize].bonus[space].clone() {
        game.todo.push(Todo::Run(bonus));
    }
}

/// Builders a tile needs, on the game's side.
pub fn builders_needed(game: &GwtGame, data: &GwtData, tile: u8) -> u8 {
    let side = game.options.sides[usize::from(tile - 1)];
    data.file
        .private
        .iter()
        .find(|p| p.number == tile && p.side == side)
        .map_or(u8::MAX, |p| p.builders)
}

/// Every building `seat` may place or replace at `per` dollars a builder: (tile, space, cost).
pub fn build_options(
    game: &GwtGame,
    data: &GwtData,
    seat: SeatId,
    per: u8,
) -> Vec<(u8, SpaceId, u32)> {
    let p = &game.players[seat];
    let builders = p.workers(WorkerKind::Builder);
    let mut out = Vec::new();
    for &tile in &p.unbuilt {
        let need = builders_needed(game, data, tile);
        for (i, space) in data.spaces.iter().enumerate() {
            if !matches!(space.kind, SpaceKind::Private { .. }) {
                continue;
            }
            let diff = match game.buildings[i] {
                None => need,
                Some(Building::Private { owner, tile: old }) if owner == seat => {
                    let had = builders_needed(game, data, old);
                    if need <= had {
                        continue;
                    }
                    need - had
                }
                Some(_) => continue,
            };
            let cost = u32::from(per) * u32::from(diff);
            if diff <= builders && cost <= p.money {
                out.push((tile, SpaceId(i as u8), cost));
            }
        }
    }
    out
}

/// Places (or replaces with) a building; a replaced building under the herder is closed this turn.
pub fn build(game: &mut GwtGame, seat: SeatId, tile: u8, at: SpaceId, cost: u32) {
    super::effects::pay(game, seat, cost);
    game.players[seat].unbuilt.retain(|&t| t != tile);
    let replaced = game.buildings[usize::from(at.0)].is_some();
    game.buildings[usize::from(at.0)] = Some(Building::Private { owner: seat, tile });
    if replaced
        && let Stage::Act(a) = &mut game.stage
        && a.at == at
    {
        a.closed = true;
    }
}

/// Stations behind the engine that `seat` may upgrade now.
pub fn stations_behind(game: &GwtGame, data: &GwtData, seat: SeatId) -> Vec<u8> {
    let engine = usize::from(game.players[seat].engine);
    (0..data.file.railroad.stations.len() as u8)
        .filter(|&s| data.station_spot(s) < engine && railroad::can_upgrade(game, data, seat, s))
        .collect()
}
