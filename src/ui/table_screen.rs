//! A game's table screen in the shell: when its systems run, and what its panels read from and hand back.

use super::UiNav;
use super::i18n::Locale;
use super::settings::{Settings, ViewMode};
use crate::games::GameAction;
use crate::table::{SeatId, SubmitAction, TableRequest};
use bevy::ecs::schedule::{IntoScheduleConfigs, ScheduleConfigs, SystemCondition};
use bevy::ecs::system::{ScheduleSystem, SystemParam};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Adds a game's window systems: `update` in `Update` and `panels` in egui's pass, each chained
/// after the shell's [`TableSnapshot`](super::snapshot::TableSnapshot) and then `refresh` (which
/// builds what the game derives on it), so both read the state of this frame, and run only while
/// `up` says the table screen is showing.
pub fn add_table_screen<R, U, P, C, Mr, Mu, Mp, Mc>(
    app: &mut App,
    refresh: R,
    update: U,
    panels: P,
    up: C,
) where
    R: IntoScheduleConfigs<ScheduleSystem, Mr> + Copy,
    U: IntoScheduleConfigs<ScheduleSystem, Mu>,
    P: IntoScheduleConfigs<ScheduleSystem, Mp>,
    C: SystemCondition<Mc> + Copy,
{
    let chained = |rest: ScheduleConfigs<ScheduleSystem>| {
        (super::snapshot::refresh, refresh, rest).chain().run_if(up)
    };
    app.add_systems(Update, chained(update.into_configs().chain()))
        .add_systems(EguiPrimaryContextPass, chained(panels.into_configs()));
}

/// Whether a game's table screen is up: in game, with that game's phase state `P` in the world
/// (the run condition every game's window systems share).
pub fn screen_up<P: States>(
    app: Option<Res<State<super::AppState>>>,
    phase: Option<Res<State<P>>>,
) -> bool {
    app.is_some_and(|s| *s.get() == super::AppState::InGame) && phase.is_some()
}

/// What a game's table screen reads from the shell and hands back to it each egui pass.
#[derive(SystemParam)]
pub struct TableShell<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    time: Res<'w, Time>,
    actions: MessageWriter<'w, SubmitAction>,
    requests: MessageWriter<'w, TableRequest>,
    /// The player's settings (colour-blind marks, the 2D/3D choice).
    pub settings: ResMut<'w, Settings>,
    /// The player's language.
    pub locale: Res<'w, Locale>,
    /// The shell's navigation (the top bar's Menu button opens the pause menu).
    pub nav: ResMut<'w, UiNav>,
    /// The table as every game's screen shows it (seats, log, who is at the controls).
    pub table: Res<'w, super::snapshot::TableSnapshot>,
    since: Res<'w, super::since::SinceLastTurn>,
    handover: Res<'w, super::handover::Handover>,
}

impl TableShell<'_, '_> {
    /// Whether "since your last turn" is up: the board lights what it lists.
    pub fn since_shown(&self) -> bool {
        super::since::is_up(&self.since, &self.settings, &self.handover)
    }

    /// The egui context to draw in, once the app's fonts are live (None until then: drawing with
    /// the named families before that panics).
    pub fn ctx(&mut self) -> Result<Option<egui::Context>> {
        let ctx = self.contexts.ctx_mut()?.clone();
        Ok(super::widgets::fonts_ready(&ctx).then_some(ctx))
    }

    /// Seconds of app time, for the screen's animations.
    pub fn now(&self) -> f64 {
        self.time.elapsed_secs_f64()
    }

    /// Keeps the 2D/3D choice made this frame (written only when it changed, so settings are not
    /// marked changed every frame).
    pub fn keep_view(&mut self, view: ViewMode) {
        if view != self.settings.view {
            self.settings.view = view;
        }
    }

    /// Submits an action the panels asked for, like any other input.
    pub fn submit(&mut self, seat: SeatId, action: GameAction) {
        self.actions.write(SubmitAction { seat, action });
    }

    /// Asks the table to take back the last action.
    pub fn undo(&mut self) {
        self.requests.write(TableRequest::Undo);
    }
}
