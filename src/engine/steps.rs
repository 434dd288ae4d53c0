//! Steps written once. A phase's ordered steps are one table of plain functions over the state; the
//! same table becomes the phase's Bevy schedule (one system per step, in table order) and drives the
//! headless fold that replay, bots and tests use, so the sequence of a phase exists in one place.

use super::Engine;
use crate::table::SeatId;
use bevy::ecs::schedule::{InternedScheduleLabel, ScheduleLabel};
use bevy::prelude::*;
use rand_chacha::ChaCha8Rng;

/// One step of a phase: a plain function over the state and the decision being applied.
pub struct Step<E: Engine> {
    /// What it does: the name of its system in the phase's schedule, and in logs.
    pub name: &'static str,
    /// The rule.
    pub run: fn(&mut E::State, &mut Ctx<E>),
}

/// A phase: its Bevy state, the schedule its steps run in, and the steps in order.
pub struct PhaseSteps<E: Engine> {
    /// The Bevy state of the phase.
    pub phase: E::Phase,
    /// The phase's schedule (`AuctionSchedule`, `IncomeSchedule`…).
    pub schedule: fn() -> InternedScheduleLabel,
    /// Whether the phase waits for a decision; a phase that does not runs on its own as soon as
    /// the game enters it (income, clean-up).
    pub decides: bool,
    /// The ordered steps.
    pub steps: &'static [Step<E>],
}

/// What a step reads besides the state: the decision, the game's rng, and what earlier steps did.
pub struct Ctx<E: Engine> {
    /// Who decided.
    pub seat: SeatId,
    /// The decision, while its own phase runs; `None` in the automatic phases that follow it.
    pub action: Option<E::Action>,
    /// The game's only randomness.
    pub rng: ChaCha8Rng,
    /// What happened so far, in order.
    pub events: Vec<E::Event>,
    /// Set by a step that shows something hidden (a card turned up); a draw from `rng` counts too.
    pub revealed: bool,
    /// Set by a step whose rule refuses the decision: no later step runs. A game whose steps check
    /// their own decisions checks with [`attempt`] on a copy, so what checks a decision and what
    /// applies it are one path.
    pub refused: Option<E::Refusal>,
}

impl<E: Engine> Ctx<E> {
    fn new(seat: SeatId, action: &E::Action, rng: &ChaCha8Rng) -> Self {
        Ctx {
            seat,
            action: Some(action.clone()),
            rng: rng.clone(),
            events: Vec::new(),
            revealed: false,
            refused: None,
        }
    }

    /// Records the rule's answer: a refusal stops the steps.
    pub fn outcome(&mut self, result: Result<(), E::Refusal>) {
        if let Err(refusal) = result {
            self.refused = Some(refusal);
        }
    }
}

/// What applying one decision did.
#[derive(Debug, Clone)]
pub struct Applied<E: Engine> {
    /// Events in order.
    pub events: Vec<E::Event>,
    /// Whether something hidden or random came out: taking the decision back would un-reveal it,
    /// so undo stops here.
    pub revealed: bool,
}

/// Automatic phases one decision may run through before the fold gives up (a rules bug guard:
/// an automatic phase that never leaves itself).
const AUTOMATIC_LIMIT: usize = 64;

/// The declared phase for a Bevy state, if it has steps.
pub fn phase_steps<E: Engine>(phase: E::Phase) -> Option<&'static PhaseSteps<E>> {
    E::PHASES.iter().find(|p| p.phase == phase)
}

/// How a phase's steps are run: folded over a value, or as a schedule in a world.
trait Runner<E: Engine> {
    fn phase(&self) -> E::Phase;
    fn run(&mut self, phase: &'static PhaseSteps<E>, first: bool);
    fn refused(&self) -> bool;
}

/// The walk both paths share: the decision's phase, then every automatic phase it leads into.
fn walk<E: Engine>(runner: &mut impl Runner<E>) {
    if let Some(p) = phase_steps::<E>(runner.phase()) {
        runner.run(p, true);
    }
    for _ in 0..AUTOMATIC_LIMIT {
        if runner.refused() {
            return;
        }
        match phase_steps::<E>(runner.phase()) {
            Some(p) if !p.decides => runner.run(p, false),
            _ => return,
        }
    }
    // A rules bug: an automatic phase that never hands over to a decision.
    let stuck =
        phase_steps::<E>(runner.phase()).map_or("?", |p| p.steps.first().map_or("?", |s| s.name));
    debug_assert!(
        false,
        "{}: automatic phases never end (at step {stuck})",
        E::ID
    );
    bevy::log::error!("{}: automatic phases never end (at step {stuck})", E::ID);
}

struct Fold<'a, E: Engine> {
    state: &'a mut E::State,
    ctx: Ctx<E>,
}

impl<E: Engine> Runner<E> for Fold<'_, E> {
    fn phase(&self) -> E::Phase {
        E::phase(self.state)
    }

    fn run(&mut self, phase: &'static PhaseSteps<E>, first: bool) {
        if !first {
            self.ctx.action = None;
        }
        for step in phase.steps {
            if self.ctx.refused.is_some() {
                return;
            }
            (step.run)(self.state, &mut self.ctx);
        }
    }

    fn refused(&self) -> bool {
        self.ctx.refused.is_some()
    }
}

/// The headless path: applies a checked decision to the plain state. No world, no schedule.
pub fn apply<E: Engine>(
    state: &mut E::State,
    rng: &mut ChaCha8Rng,
    seat: SeatId,
    action: &E::Action,
) -> Applied<E> {
    let (applied, _) = fold(state, rng, seat, action);
    applied
}

/// The headless path for a decision not yet checked, in a game whose steps refuse what their
/// rules do not allow: the steps run until one refuses. On a refusal `state` may be half-changed
/// and `rng` is left as it was: run it on a copy unless the state is thrown away after.
pub fn attempt<E: Engine>(
    state: &mut E::State,
    rng: &mut ChaCha8Rng,
    seat: SeatId,
    action: &E::Action,
) -> Result<Applied<E>, E::Refusal> {
    let mut trial = rng.clone();
    match fold(state, &mut trial, seat, action) {
        (_, Some(refusal)) => Err(refusal),
        (applied, None) => {
            *rng = trial;
            Ok(applied)
        }
    }
}

fn fold<E: Engine>(
    state: &mut E::State,
    rng: &mut ChaCha8Rng,
    seat: SeatId,
    action: &E::Action,
) -> (Applied<E>, Option<E::Refusal>) {
    let mut fold = Fold::<E> {
        state,
        ctx: Ctx::new(seat, action, rng),
    };
    walk::<E>(&mut fold);
    let ctx = fold.ctx;
    let revealed = ctx.revealed || ctx.rng.get_word_pos() != rng.get_word_pos();
    *rng = ctx.rng;
    let applied = Applied {
        events: ctx.events,
        revealed,
    };
    (applied, ctx.refused)
}

/// The decision being applied in the world, for the steps' systems.
#[derive(Resource)]
pub(crate) struct LiveCtx<E: Engine>(pub Ctx<E>);

/// Orders a schedule's systems as the table lists the steps.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct StepSet(usize);

/// The window's path: builds every declared phase's schedule from its steps and registers the
/// phase sub-state.
pub fn add_schedules<E: Engine>(app: &mut App) {
    app.add_sub_state::<E::Phase>();
    for phase in E::PHASES {
        let mut schedule = Schedule::new((phase.schedule)());
        for (i, step) in phase.steps.iter().enumerate() {
            let run = step.run;
            let system = IntoSystem::into_system(
                move |mut state: ResMut<E::State>, mut ctx: ResMut<LiveCtx<E>>| {
                    if ctx.0.refused.is_none() {
                        run(&mut *state, &mut ctx.0);
                    }
                },
            )
            .with_name(step.name);
            if i == 0 {
                schedule.add_systems(system.in_set(StepSet(i)));
            } else {
                schedule.add_systems(system.in_set(StepSet(i)).after(StepSet(i - 1)));
            }
        }
        app.add_schedule(schedule);
    }
}

struct Live<'w> {
    world: &'w mut World,
}

impl<E: Engine> Runner<E> for Live<'_> {
    fn phase(&self) -> E::Phase {
        E::phase(self.world.resource::<E::State>())
    }

    fn run(&mut self, phase: &'static PhaseSteps<E>, first: bool) {
        if !first {
            self.world.resource_mut::<LiveCtx<E>>().0.action = None;
        }
        self.world.run_schedule((phase.schedule)());
    }

    fn refused(&self) -> bool {
        self.world.resource::<LiveCtx<E>>().0.refused.is_some()
    }
}

/// Applies a checked decision to the state resource by running the phases' schedules.
pub fn apply_live<E: Engine>(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: SeatId,
    action: &E::Action,
) -> Applied<E> {
    world.insert_resource(LiveCtx::<E>(Ctx::new(seat, action, rng)));
    walk::<E>(&mut Live { world });
    let ctx = world
        .remove_resource::<LiveCtx<E>>()
        .map(|c| c.0)
        .expect("the context stays in the world while the steps run");
    let revealed = ctx.revealed || ctx.rng.get_word_pos() != rng.get_word_pos();
    *rng = ctx.rng;
    Applied {
        events: ctx.events,
        revealed,
    }
}

/// A schedule label as the const tables name it.
pub fn label(l: impl ScheduleLabel) -> InternedScheduleLabel {
    l.intern()
}
