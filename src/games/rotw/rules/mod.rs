//! The rules of Railways of the World as pure functions over [`RotwGame`]: each phase's systems call
//! them in order, and bots and tests call the same ones.

pub mod auction;
pub mod bag;
pub mod build;
pub mod cards;
pub mod deliver;
pub mod legal;
pub mod log;
pub mod scoring;
pub mod setup;
pub mod turn;

use super::actions::{Refusal, RotwAction, RotwError, refuse};
use super::data::RotwData;
use super::goods::Goods;
use super::ids::CityId;
use super::state::{Phase, RotwGame};
use crate::table::SeatId;
use rand_chacha::ChaCha8Rng;

/// Something that happened that a face-up goal card may be waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Outcome {
    /// Nothing a goal watches.
    #[default]
    Quiet,
    /// A cube reached `city` along `links` links.
    Delivered {
        /// Who delivered.
        seat: SeatId,
        /// Destination city.
        city: CityId,
        /// Links used.
        links: usize,
    },
    /// A seat completed a link (a Major Line may now join its cities).
    Linked {
        /// Who built it.
        seat: SeatId,
    },
    /// A seat's engine reached `level`.
    Upgraded {
        /// Who.
        seat: SeatId,
        /// New level.
        level: u8,
    },
}

/// Checks an action without changing anything.
pub fn check(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    action: &RotwAction,
) -> Result<(), RotwError> {
    match game.to_act() {
        None => return Err(RotwError::Over),
        Some(s) if s != seat => return Err(RotwError::NotYourTurn { to_act: s }),
        Some(_) => {}
    }
    let auction = matches!(game.phase, Phase::Auction(_));
    match action {
        RotwAction::IssueBond if game.options.bonds_when_needed => refuse(Refusal::BondsWhenNeeded),
        RotwAction::IssueBond => Ok(()),
        RotwAction::Bid(_) | RotwAction::Pass if !auction => Err(RotwError::WrongPhase {
            phase: "action phase",
        }),
        RotwAction::Bid(amount) => auction::check_bid(game, data, seat, *amount),
        RotwAction::Pass => Ok(()),
        _ if auction => Err(RotwError::WrongPhase {
            phase: "first-player auction",
        }),
        RotwAction::Build { route, land_grant } => {
            build::plan(game, data, seat, route, *land_grant).map(|_| ())
        }
        RotwAction::Urbanise { city, colour } => {
            check_urbanise(game, data, seat, *city, *colour, true)
        }
        RotwAction::UpgradeEngine => {
            let level = game.players[seat].engine;
            if level >= data.rules.engine_max {
                return refuse(Refusal::EngineAtTop { level });
            }
            afford(game, seat, engine_cost(data, level + 1))
        }
        RotwAction::Deliver { from, goods, links } => {
            deliver::check(game, data, seat, *from, *goods, links).map(|_| ())
        }
        RotwAction::TakeCard { card, target } => {
            cards::check_take(game, data, seat, *card, *target)
        }
        RotwAction::WesternLink { city } => {
            if !data.western_link_sites.contains(city) {
                return refuse(Refusal::NotALinkSite);
            }
            if game.cities[*city].western_link.is_some() {
                return refuse(Refusal::LinkAlreadyBuilt {
                    city: data.cities[*city].name.clone(),
                });
            }
            afford(game, seat, data.rules.western_link.cost)
        }
        RotwAction::Skip => Ok(()),
    }
}

/// Applies an action [`check`] accepted. Draws from the bag use `rng`.
pub fn perform(
    game: &mut RotwGame,
    data: &RotwData,
    seat: SeatId,
    action: &RotwAction,
    rng: &mut ChaCha8Rng,
) -> Outcome {
    match action {
        RotwAction::Bid(amount) => auction::bid(game, data, seat, *amount),
        RotwAction::Pass => auction::pass(game, data, seat),
        RotwAction::IssueBond => issue_bonds(game, data, seat, 1),
        RotwAction::Build { route, land_grant } => {
            if let Ok(plan) = build::plan(game, data, seat, route, *land_grant) {
                let completes = plan.completes.is_some();
                build::apply(game, data, seat, plan);
                if completes {
                    return Outcome::Linked { seat };
                }
            }
        }
        RotwAction::Urbanise { city, colour } => {
            pay(game, data, seat, data.rules.urbanise_cost);
            urbanise(game, *city, *colour, rng);
        }
        RotwAction::UpgradeEngine => {
            let level = game.players[seat].engine + 1;
            pay(game, data, seat, engine_cost(data, level));
            game.players[seat].engine = level;
            return Outcome::Upgraded { seat, level };
        }
        RotwAction::Deliver { from, goods, links } => {
            return deliver::apply(game, data, seat, *from, *goods, links, rng);
        }
        RotwAction::TakeCard { card, target } => cards::take(game, data, seat, *card, *target, rng),
        RotwAction::WesternLink { city } => {
            let wl = &data.rules.western_link;
            pay(game, data, seat, wl.cost);
            game.cities[*city].western_link = Some(seat);
            let red = Goods::Red.index();
            let n = wl.red_cubes.min(game.bag[red]);
            game.bag[red] -= n;
            add_cubes(game, *city, Goods::Red, n);
        }
        RotwAction::Skip => {}
    }
    Outcome::Quiet
}

/// $k to raise an engine to `level`.
pub fn engine_cost(data: &RotwData, level: u8) -> u32 {
    data.rules.engine_costs[usize::from(level).saturating_sub(2)]
}

/// Refuses unless the seat has `need` $k — or, under the printing's bond rule, can always pay by
/// issuing the bonds the payment needs.
pub fn afford(game: &RotwGame, seat: SeatId, need: u32) -> Result<(), RotwError> {
    if game.options.bonds_when_needed {
        return Ok(());
    }
    let have = game.players[seat].money;
    if have < need {
        return Err(RotwError::CannotAfford { need, have });
    }
    Ok(())
}

/// Pays `due` $k, first issuing the bonds any shortfall needs (interest always works so; under
/// the printing's bond rule every payment does, and under the seed's the checks made sure the
/// cash is there).
pub fn pay(game: &mut RotwGame, data: &RotwData, seat: SeatId, due: u32) {
    let short = due.saturating_sub(game.players[seat].money);
    if short > 0 {
        issue_bonds(game, data, seat, short.div_ceil(data.rules.bond_cash));
    }
    game.players[seat].money -= due;
}

/// Issues `n` bonds.
pub fn issue_bonds(game: &mut RotwGame, data: &RotwData, seat: SeatId, n: u32) {
    let p = &mut game.players[seat];
    p.bonds += n;
    p.money += n * data.rules.bond_cash;
}

/// Whether a grey city can take a New City tile of `colour` (and, when `pay`, whether the seat can pay).
pub fn check_urbanise(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    city: CityId,
    colour: Goods,
    pay: bool,
) -> Result<(), RotwError> {
    let Some(state) = game.cities.get(city.index()) else {
        return refuse(Refusal::NoSuchCity { id: city.index() });
    };
    if state.colour.goods().is_some() {
        return refuse(Refusal::NotGrey {
            city: data.cities[city].name.clone(),
            colour: state.colour,
        });
    }
    if game.new_city_tiles[colour.index()] == 0 {
        return refuse(Refusal::NoNewCityTile { goods: colour });
    }
    if pay {
        afford(game, seat, data.rules.urbanise_cost)?;
    }
    Ok(())
}

/// Puts a New City tile on a city: it takes `colour` from now on and gets 2 cubes from the bag.
pub fn urbanise(game: &mut RotwGame, city: CityId, colour: Goods, rng: &mut ChaCha8Rng) {
    game.new_city_tiles[colour.index()] -= 1;
    game.cities[city].colour = super::goods::CityColour::Goods(colour);
    grow(game, city, 2, rng);
}

/// Draws up to `n` cubes from the bag onto a city.
pub fn grow(game: &mut RotwGame, city: CityId, n: u8, rng: &mut ChaCha8Rng) {
    for _ in 0..n {
        if let Some(g) = bag::draw(&mut game.bag, rng) {
            add_cubes(game, city, g, 1);
        }
    }
}

/// Puts cubes (already out of the bag) on a city; a city with cubes is no longer empty.
/// ASSUMPTION (README): any cube arriving lifts the Empty City marker, as urbanising does.
pub fn add_cubes(game: &mut RotwGame, city: CityId, goods: Goods, n: u8) {
    if n > 0 {
        game.cities[city].cubes[goods.index()] += n;
        game.cities[city].empty_marker = false;
    }
}
