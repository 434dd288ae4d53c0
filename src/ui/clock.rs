//! The chess clock at the table: it runs while a person is to decide and the pause menu is closed,
//! gives the Fischer increment when a turn passes on, shows every seat's time under the top bar, and
//! (if the game was set so) passes for a seat out of time — through the one way in, like a click.
//! Its readings live in the record's `clock` (saved at every turn's end), never in the rules' state.

use super::UiNav;
use super::i18n::Locale;
use super::redraw::resting;
use super::stream::model::mm_ss;
use super::theme;
use crate::table::clock::ChessClock;
use crate::table::driver::{self, ActiveTable};
use crate::table::{SeatId, SeatKind, SubmitAction};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::egui::{self, Align2, RichText};
use std::time::Duration;

/// The running clock between saves: the record's readings plus the time run since.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct LiveClock {
    /// The readings now.
    pub clock: ChessClock,
    /// The seat whose clock runs, if any.
    pub running: Option<SeatId>,
    /// The table position it follows (epoch), and who was to act there.
    at: (u64, Option<SeatId>),
    /// Time run but not yet a whole millisecond off the clock.
    carry: Duration,
    /// The position (epoch, actions) a pass for a seat out of time was last sent at.
    passed: Option<(u64, usize)>,
}

/// The clock systems (after the table's drive, before the stream's feed reads the readings).
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        run_clock
            .in_set(ClockSystems)
            .after(crate::table::driver::TableSystems::Drive),
    );
}

/// The clock's system, for ordering.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockSystems;

/// Runs the clock of the seat to act; at a turn's end gives the increment and saves the readings.
fn run_clock(world: &mut World) {
    let Some(table) = world.get_resource::<ActiveTable>() else {
        world.remove_resource::<LiveClock>();
        return;
    };
    if table.record.clock.is_none() {
        world.remove_resource::<LiveClock>();
        return;
    }
    let (epoch, actions) = (table.epoch, table.record.actions.len());
    let to_act = driver::active_rules(world).and_then(|r| r.to_act(world));
    let humans: Vec<bool> = table
        .setup()
        .seats
        .iter()
        .map(|seat| seat.kind == SeatKind::Human)
        .collect();
    let is_human = |s: SeatId| humans.get(s).copied().unwrap_or(false);
    // A watched record's clock never runs (nobody decides in a replay).
    let watching = world.contains_resource::<crate::table::viewer::Viewing>();
    let paused = watching
        || world.get_resource::<UiNav>().is_some_and(|n| n.paused)
        || world
            .get_resource::<super::handover::Handover>()
            .is_some_and(|h| h.down.is_some());
    let delta = world.resource::<Time<Real>>().delta();
    // A load, an undo or a new clock starts from the saved readings (cloned only then: this runs
    // every frame).
    let mut live = match world
        .remove_resource::<LiveClock>()
        .filter(|l| l.at.0 == epoch)
    {
        Some(l) => l,
        None => {
            let Some(saved) = world.resource::<ActiveTable>().record.clock.clone() else {
                return;
            };
            LiveClock {
                clock: saved,
                running: None,
                at: (epoch, to_act),
                carry: Duration::ZERO,
                passed: None,
            }
        }
    };
    let mut save = false;
    if live.at.1 != to_act {
        // Fischer: a person's turn ended (bots' clocks never move; a replay's never run).
        if let Some(prev) = live.at.1.filter(|s| is_human(*s) && !watching) {
            live.clock.turn_over(prev);
        }
        live.at.1 = to_act;
        save = true;
    }
    let was_running = live.running;
    live.running = to_act.filter(|s| is_human(*s) && !paused);
    if was_running.is_some() && live.running.is_none() {
        // Paused (or the decision left a person): the readings go to the save now.
        save = true;
    }
    if let Some(seat) = live.running {
        // The first frame after a rest may carry the idle gap before it: not the player's time.
        if was_running == Some(seat) {
            live.carry += delta;
        }
        let ms = live.carry.as_millis() as u64;
        live.carry -= Duration::from_millis(ms);
        save |= live.clock.run(seat, ms);
    }
    // Out of time with "pass automatically": the game's pass, once per position, for as long as
    // the seat stays out of time and to act.
    let mut pass = None;
    if let Some(seat) = live.running
        && live.clock.rules.pass_when_out
        && live.clock.flagged.get(seat) == Some(&true)
        && live.passed != Some((epoch, actions))
    {
        live.passed = Some((epoch, actions));
        pass = driver::active_rules(world)
            .and_then(|r| r.timeout_action(world, seat))
            .map(|a| (seat, a));
    }
    if save {
        world.resource_mut::<ActiveTable>().record.clock = Some(live.clock.clone());
        if let Err(e) = driver::autosave(world) {
            warn!("could not save the clock: {e}");
        }
    }
    if let Some((seat, action)) = pass {
        world.write_message(SubmitAction { seat, action });
    }
    // A running clock needs a frame each quarter second; at rest the window sleeps again.
    if let Some(mut winit) = world.get_resource_mut::<WinitSettings>()
        && !matches!(winit.focused_mode, UpdateMode::Continuous)
    {
        let want = if live.running.is_some() {
            WinitSettings {
                focused_mode: UpdateMode::reactive_low_power(Duration::from_millis(250)),
                unfocused_mode: UpdateMode::reactive_low_power(Duration::from_millis(250)),
            }
        } else {
            resting()
        };
        if winit.focused_mode != want.focused_mode {
            *winit = want;
        }
    }
    world.insert_resource(live);
}

/// Every seat's time, under the top bar: the running one lit, one out of time in red.
pub fn draw(ctx: &egui::Context, live: &LiveClock, table: &ActiveTable, locale: &Locale) {
    let seats = &table.setup().seats;
    egui::Area::new(egui::Id::new("chess-clock"))
        .order(egui::Order::Foreground)
        .anchor(Align2::CENTER_TOP, egui::vec2(0.0, 58.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(theme::INK.gamma_multiply(0.88))
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(14, 6))
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.spacing_mut().item_spacing.x = 18.0;
                        ui.label(RichText::new("⏱").size(22.0).color(theme::BRASS));
                        for r in live.clock.readings(live.running) {
                            let Some(seat) = seats.get(r.seat) else {
                                continue;
                            };
                            let colour = if r.flagged {
                                theme::SIGNAL_RED
                            } else if r.running {
                                theme::BRASS
                            } else {
                                theme::PAPER_LIGHT
                            };
                            let time = if r.flagged {
                                locale.t("clock-out")
                            } else {
                                mm_ss(r.remaining_ms)
                            };
                            ui.label(
                                RichText::new(format!(
                                    "{} {} {time}",
                                    theme::seat_glyph(seat.colour),
                                    seat.name
                                ))
                                .family(theme::bold())
                                .size(20.0)
                                .color(colour),
                            );
                        }
                    });
                });
        });
}
