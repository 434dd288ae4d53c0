//! The window rests when nothing moves. Bevy's reactive update mode draws a frame on input (a key,
//! the pointer, a resize); this module asks for more frames only while something on screen changes
//! by itself: the seconds after the game changed or a person acted (a route growing in, the last
//! action's glow, dice tumbling), while a toast shows, while a bot is to act (its pace timer and
//! its thinking), and just after start. egui asks for its own frames (a spinner, a hover fade).
//! A streamer's encoder and a laptop's battery pay for none of the idle frames.

use super::toast::Toasts;
use crate::table::{ActiveTable, driver};
use bevy::input::mouse::MouseWheel;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};
use std::time::Duration;

/// Seconds the window keeps drawing after the last change: longer than any animation of a
/// game's screen (the longest, RotW's glow on the last action, lasts 3 s).
pub const LINGER_SECS: f64 = 4.0;

/// Until when (seconds of real time) the window keeps drawing without input.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Awake {
    /// Real-time seconds.
    pub until: f64,
}

impl Default for Awake {
    /// Awake for the first moments: fonts, layout and the first pipelines settle without input.
    fn default() -> Self {
        Awake { until: LINGER_SECS }
    }
}

impl Awake {
    /// Keeps drawing at least until `now + secs` (a screen's own longer animation may ask).
    pub fn keep(&mut self, now: f64, secs: f64) {
        self.until = self.until.max(now + secs);
    }
}

/// Reactive updates: a frame on input to the window, or on a request; otherwise one every 10 s
/// (focused) or 60 s (in the background) so nothing is ever stuck. The pointer moving elsewhere on
/// the desktop (over a streamer's OBS, say) wakes nothing.
pub fn resting() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(Duration::from_secs(10)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(60)),
    }
}

/// The rest-when-idle plugin (the window only; screenshots and frame-time runs draw continuously).
pub fn plugin(app: &mut App) {
    app.insert_resource(resting())
        .init_resource::<Awake>()
        .add_systems(
            PreUpdate,
            quiet_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(Last, keep_drawing);
}

/// bevy_egui reports the modifier keys to egui every frame, changed or not, and egui answers any
/// input event with a request for the next frame: left alone, the window never rests. Only a real
/// change is passed on (egui keeps the last modifiers it was told).
fn quiet_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut last: Local<HashMap<Entity, egui::Modifiers>>,
) {
    for (entity, mut input) in &mut inputs {
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => last.insert(entity, *m) != Some(*m),
            _ => true,
        });
    }
}

/// Why the window should draw another frame now, if it should.
pub fn busy(world: &World) -> bool {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    world.resource::<Awake>().until > now
        || world
            .get_resource::<Toasts>()
            .is_some_and(|t| !t.is_empty())
        || driver::bot_to_act(world).is_some()
}

/// Extends the linger on any change of the table or any input this frame, then asks for the next
/// frame while busy.
fn keep_drawing(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let acted = world.is_resource_changed::<ActiveTable>()
        || world.is_resource_changed::<State<super::AppState>>()
        || world
            .get_resource::<ButtonInput<KeyCode>>()
            .is_some_and(|k| k.get_just_pressed().len() + k.get_just_released().len() > 0)
        || world
            .get_resource::<ButtonInput<MouseButton>>()
            .is_some_and(|m| m.get_just_pressed().len() + m.get_just_released().len() > 0)
        || world
            .get_resource::<Messages<MouseWheel>>()
            .is_some_and(|w| !w.is_empty());
    if acted {
        world.resource_mut::<Awake>().keep(now, LINGER_SECS);
    }
    if busy(world) {
        world.write_message(RequestRedraw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
            .add_message::<RequestRedraw>()
            .add_message::<MouseWheel>()
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<ButtonInput<MouseButton>>()
            .init_resource::<Toasts>()
            .init_state::<super::super::AppState>()
            .add_plugins(crate::RulesPlugins)
            .add_plugins(plugin);
        app
    }

    fn redraws(app: &App) -> usize {
        app.world().resource::<Messages<RequestRedraw>>().len()
    }

    /// Idle (nothing changed, no toast, no bot, the linger over) the window asks for no frame;
    /// a toast, a key or a bot's turn wakes it.
    #[test]
    fn the_window_asks_for_frames_only_while_something_moves() {
        let mut app = app();
        app.update();
        app.update();
        app.world_mut().resource_mut::<Awake>().until = 0.0;
        app.world_mut()
            .resource_mut::<Messages<RequestRedraw>>()
            .clear();
        app.update();
        assert_eq!(redraws(&app), 0, "idle: no frame asked for");

        app.world_mut().resource_mut::<Toasts>().info("saved");
        app.update();
        assert!(redraws(&app) > 0, "a toast keeps the window drawing");
        *app.world_mut().resource_mut::<Toasts>() = Toasts::default();
        app.world_mut()
            .resource_mut::<Messages<RequestRedraw>>()
            .clear();

        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::KeyB);
        app.update();
        let until = app.world().resource::<Awake>().until;
        let now = app.world().resource::<Time<Real>>().elapsed_secs_f64();
        assert!(until > now, "a key press lingers");

        app.world_mut().resource_mut::<Awake>().until = 0.0;
        let setup = crate::table::GameSetup::new(
            crate::games::GameId::Rotw,
            &[crate::table::SeatKind::Bot(crate::table::BotLevel::Greedy); 2],
            1,
        );
        driver::start(app.world_mut(), setup, None).unwrap();
        app.world_mut().resource_mut::<Awake>().until = 0.0;
        assert!(busy(app.world()), "a bot to act keeps the window drawing");
    }
}
