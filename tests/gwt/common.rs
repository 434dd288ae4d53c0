//! Positions for Great Western Trail's rules tests: a set-up game changed by hand, and actions
//! applied through the rules.

use ferrovia::engine::{Engine, steps};
use ferrovia::games::GameId;
use ferrovia::games::gwt::data::{CardId, SpaceId, gwt};
use ferrovia::games::gwt::rules;
use ferrovia::games::gwt::state::{Act, Stage};
use ferrovia::games::gwt::{GwtAction, GwtEngine, GwtGame, GwtRefusal};
use ferrovia::table::{GameSetup, SeatKind};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A fresh game of `seats` players with `options`.
pub fn new_game(seats: usize, seed: u64, options: &[(&str, &str)]) -> GwtGame {
    let mut setup = GameSetup::new(GameId::Gwt, &vec![SeatKind::Human; seats], seed);
    for (k, v) in options {
        setup.options.insert(k.to_string(), v.to_string());
    }
    GwtEngine::setup(
        &setup,
        GwtEngine::RULES_VERSION,
        &mut ChaCha8Rng::seed_from_u64(seed),
    )
    .expect("setup")
}

/// A trail space by its printed name.
pub fn space(name: &str) -> SpaceId {
    gwt()
        .space_named(name)
        .unwrap_or_else(|| panic!("no space {name}"))
}

/// Seat 0 standing in Phase B on `name`, with nothing used yet and an empty trail around.
pub fn acting_at(seats: usize, name: &str) -> GwtGame {
    let mut g = new_game(seats, 1, &[]);
    for p in &mut g.players {
        p.herder = Some(gwt().start());
    }
    g.seat = 0;
    let at = space(name);
    g.players[0].herder = Some(at);
    g.stage = Stage::Act(Act::new(at, false));
    g
}

/// No hazard or outlaw on or beside the trail.
pub fn clear_trail(g: &mut GwtGame) {
    g.tiles.iter_mut().for_each(|t| *t = None);
    g.beside = [None; 3];
}

/// Puts exactly `cards` in the seat's hand (the cards held before go to its stack).
pub fn set_hand(g: &mut GwtGame, seat: usize, cards: &[u8]) {
    let p = &mut g.players[seat];
    let mut rest: Vec<CardId> = p.stack.cards().to_vec();
    rest.append(&mut p.hand);
    rest.append(&mut p.discard);
    rest.retain(|c| !cards.contains(&c.0));
    p.stack = ferrovia::kits::deck::Deck::stacked(rest);
    p.hand = cards.iter().map(|&c| CardId(c)).collect();
}

/// Applies an action through the rules (validating it); the error if refused.
pub fn play(g: &mut GwtGame, action: GwtAction) -> Result<(), GwtRefusal> {
    let seat = g.seat;
    GwtEngine::check(g, seat, &action)?;
    ferrovia::games::gwt::phases::act(g, seat, &action, &mut ChaCha8Rng::seed_from_u64(7))
        .map(|_| ())
}

/// Applies an action through the phases' steps (Phase C and the next turn run too).
pub fn step(g: &mut GwtGame, action: GwtAction) {
    let seat = g.seat;
    GwtEngine::check(g, seat, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
    steps::apply::<GwtEngine>(g, &mut ChaCha8Rng::seed_from_u64(7), seat, &action);
}

/// Hires the cheapest worker the choice offers; any optional bonus that follows is declined.
pub fn hire_cheapest(g: &mut GwtGame, adjust: i8) -> (u32, u32) {
    let (cell, _) = rules::workers::hire_options(g, gwt(), 0, adjust)
        .into_iter()
        .min_by_key(|&(_, cost)| cost)
        .expect("a worker to hire");
    let row = usize::from(cell) / usize::from(g.jobs.columns);
    let cost = (i32::from(gwt().file.job_market.row_costs[row]) + i32::from(adjust)).max(0) as u32;
    let before = (
        g.players[0].money,
        g.players[0]
            .workers
            .iter()
            .map(|&w| u32::from(w))
            .sum::<u32>(),
    );
    play(g, GwtAction::Hire(cell)).unwrap();
    while g.choice().is_some_and(|(_, optional)| optional) {
        play(g, GwtAction::Decline).unwrap();
    }
    let workers: u32 = g.players[0].workers.iter().map(|&w| u32::from(w)).sum();
    assert_eq!(workers, before.1 + 1, "one more worker");
    (before.0 - g.players[0].money, cost)
}

/// Card ids of seat 0's starting deck: Criollo 0–4, Galloway 5–7, Santa Gertrudis 8–10,
/// Pineywoods 11–13. Market: Black Angus 56–62, Longhorn 63–69, Corriente 70–76, Shorthorn
/// 77–85, Hereford 86–91.
pub const CRIOLLO: u8 = 0;
pub const GALLOWAY: u8 = 5;
pub const SANTA_GERTRUDIS: u8 = 8;
pub const PINEYWOODS: u8 = 11;
pub const BLACK_ANGUS: u8 = 56;
pub const SHORTHORN: u8 = 77;
pub const HEREFORD: u8 = 86;

/// An objective card of the general stack whose immediate action is `immediate`.
pub fn objective_doing(immediate: &ferrovia::games::gwt::schema::Effect) -> CardId {
    let data = gwt();
    data.general_objectives
        .iter()
        .copied()
        .find(|&c| {
            matches!(data.card(c), ferrovia::games::gwt::data::CardInfo::Objective(f)
                if data.objectives[usize::from(f)].immediate.as_ref() == Some(immediate))
        })
        .unwrap_or_else(|| panic!("no objective doing {immediate:?}"))
}
