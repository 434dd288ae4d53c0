//! Railways of the World: every rule of the base game and the Eastern U.S. sheet, whole bot games,
//! and conservation of cubes and money under random legal play.

mod board;
mod game;
mod props;
mod rules;

use ferrovia::games::rotw::data::{RotwData, eastern_us};
use ferrovia::games::rotw::state::Phase;
use ferrovia::games::rotw::{CardId, CityId, LinkId, RotwAction, RotwGame};
use ferrovia::games::{GameAction, GameId};
use ferrovia::table::session::Session;
use ferrovia::table::{GameSetup, SeatKind};
use hexx::Hex;

/// A RotW session of human seats with options `KEY=VALUE`.
pub fn session(players: usize, seed: u64, options: &[(&str, &str)]) -> Session {
    let mut setup = GameSetup::new(GameId::Rotw, &vec![SeatKind::Human; players], seed);
    for (k, v) in options {
        setup.options.insert((*k).into(), (*v).into());
    }
    Session::new(setup).expect("setup starts")
}

pub fn data() -> &'static RotwData {
    eastern_us()
}

pub fn game(s: &Session) -> &RotwGame {
    s.world().resource::<RotwGame>()
}

/// Test-only access to the state, to arrange a position (cubes, money) before acting through the table.
pub fn game_mut(s: &mut Session) -> bevy::prelude::Mut<'_, RotwGame> {
    s.world_mut().resource_mut::<RotwGame>()
}

pub fn submit(s: &mut Session, seat: usize, a: RotwAction) -> Result<(), String> {
    s.submit(seat, GameAction::Rotw(a))
}

/// The seat to act does `a`; panics if refused.
pub fn act(s: &mut Session, a: RotwAction) {
    let seat = s.to_act().expect("someone acts");
    submit(s, seat, a.clone()).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
}

/// Everyone passes the auction.
pub fn pass_auction(s: &mut Session) {
    while matches!(game(s).phase, Phase::Auction(_)) {
        act(s, RotwAction::Pass);
    }
}

/// The hex at printed (column, row).
pub fn hex(c: i32, r: i32) -> Hex {
    data().map.grid.hex(c, r)
}

pub fn route(cells: &[(i32, i32)]) -> Vec<Hex> {
    cells.iter().map(|&(c, r)| hex(c, r)).collect()
}

pub fn city(name: &str) -> CityId {
    data().city_named(name).expect("a city of the map")
}

pub fn build(cells: &[(i32, i32)]) -> RotwAction {
    RotwAction::Build {
        route: route(cells),
        land_grant: false,
    }
}

/// Gives every seat this much money ($k).
pub fn fund(s: &mut Session, k: u32) {
    for p in &mut game_mut(s).players {
        p.money = k;
    }
}
