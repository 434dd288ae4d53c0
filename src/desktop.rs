//! The window: Bevy's default plugins, egui, the rules, the menus and each game's views.

use crate::table::{TableRequest, driver};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::WindowResolution;
use std::path::PathBuf;
use std::time::Duration;

/// How the window was asked to start.
#[derive(Debug, Clone, Default)]
pub struct Launch {
    /// Open this saved game instead of the menu.
    pub load: Option<PathBuf>,
    /// Write a screenshot here after `frames` frames and exit.
    pub screenshot: Option<PathBuf>,
    /// Frames before the screenshot.
    pub frames: u32,
    /// Measure the average frame time over this many frames, print it and exit.
    pub frame_time: Option<u32>,
    /// The reference screen (Bevy and egui, one empty panel) instead of the game.
    pub empty: bool,
    /// Open the stream window too.
    pub stream_window: bool,
    /// Write the overlay folder here.
    pub overlay: Option<PathBuf>,
    /// Watch this record in the replay viewer, from this action.
    pub replay: Option<(PathBuf, usize)>,
}

/// Where the data files are: Bevy looks beside the executable (or under the project when run by
/// cargo); a binary run from elsewhere — `target/release/ferrovia` from the project folder, say —
/// finds them in the working folder or, last, in the project it was built from.
fn asset_folder() -> String {
    let default = "assets".to_string();
    let beside_exe = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(|d| d.join("assets")));
    if std::env::var_os("BEVY_ASSET_ROOT").is_some()
        || std::env::var_os("CARGO_MANIFEST_DIR").is_some()
        || beside_exe.is_some_and(|d| d.is_dir())
    {
        return default;
    }
    let candidates = [
        std::env::current_dir().ok().map(|d| d.join("assets")),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|d| d.join("games").is_dir())
        .map_or(default, |d| d.to_string_lossy().into_owned())
}

/// A window's size from `WxH` in the environment variable `var` (for screenshots and captures),
/// else `default`.
pub fn window_size(var: &str, default: (u32, u32)) -> (u32, u32) {
    std::env::var(var)
        .ok()
        .and_then(|s| {
            let (w, h) = s.split_once('x')?;
            Some((w.parse().ok()?, h.parse().ok()?))
        })
        .unwrap_or(default)
}

/// Opens the window and runs until it closes.
pub fn run(launch: Launch) -> Result<(), String> {
    let mut app = App::new();
    let size = window_size("FERROVIA_WINDOW", (1600, 900));
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Ferrovia".into(),
                    resolution: WindowResolution::new(size.0, size.1),
                    ..default()
                }),
                // Closing the stream window never ends the game; closing the table ends both.
                exit_condition: bevy::window::ExitCondition::OnPrimaryClosed,
                ..default()
            })
            .set(RenderPlugin {
                // Screenshots must not catch pipelines still compiling (they come out black).
                synchronous_pipeline_compilation: launch.screenshot.is_some(),
                ..default()
            })
            .set(AssetPlugin {
                file_path: asset_folder(),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn,bevy_egui=warn".into(),
                ..default()
            }),
    )
    .add_plugins((
        bevy_egui::EguiPlugin::default(),
        crate::ui::egui_shader::plugin,
    ));
    if launch.empty {
        // The same window camera as the game's (see `ui::spawn_ui_camera`), with nothing on it.
        app.add_systems(Startup, |mut commands: Commands| {
            commands.spawn((Camera2d, Msaa::Off));
        })
        .add_systems(bevy_egui::EguiPrimaryContextPass, reference_screen);
    } else {
        app.add_plugins((
            crate::RulesPlugins,
            crate::ui::plugin,
            crate::games::desktop_plugin,
        ))
        .insert_resource(driver::Shown {
            play: crate::games::GameId::on_table,
            watch: crate::games::GameId::watchable,
        })
        .add_systems(Update, pace_bots.after(driver::TableSystems::Drive));
    }
    // Measurements and screenshots draw every frame; people get a window that rests when idle.
    if launch.screenshot.is_some() || launch.frame_time.is_some() {
        app.insert_resource(bevy::winit::WinitSettings::continuous());
    } else if !launch.empty {
        app.add_plugins(crate::ui::redraw::plugin);
    }
    if let Some(frames) = launch.frame_time {
        // With --stream-window, one run times the table with the stream window closed, then open.
        app.insert_resource(FrameClock::new(frames, launch.stream_window))
            .add_systems(Last, time_frames);
    }
    if let Some(path) = launch.screenshot {
        app.insert_resource(crate::ui::screenshot::ScreenshotRequest {
            path,
            frames: launch.frames.max(1),
        });
    }
    if launch.stream_window && launch.frame_time.is_none() {
        app.insert_resource(crate::ui::stream::window::OpenStreamAtStart);
    }
    if let Some(dir) = launch.overlay {
        app.insert_resource(crate::ui::stream::window::OverlayAtStart(dir));
    }
    if let Some((path, at)) = launch.replay {
        app.world_mut().write_message(TableRequest::Watch(path, at));
    }
    if let Some(path) = launch.load {
        app.world_mut().write_message(TableRequest::Load(path));
    }
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(format!("the window closed with error {code}")),
    }
}

/// The reference screen: one empty egui panel over Bevy's clear colour.
fn reference_screen(mut contexts: bevy_egui::EguiContexts) -> Result {
    use bevy_egui::egui;
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "reference".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.label("Ferrovia: reference screen");
    });
    Ok(())
}

/// Frames to draw before `--frame-time` starts counting (fonts, pipelines and layout settle).
const WARM_UP_FRAMES: u32 = 30;

/// `--frame-time N`: counts frames, times the last `frames` after the warm-up; with the stream
/// window compared, then opens it and times as many again (the same run, so the same machine).
#[derive(Resource, Debug)]
struct FrameClock {
    frames: u32,
    seen: u32,
    start: Option<std::time::Instant>,
    /// Time the table again with the stream window open.
    stream: bool,
    /// The first measurement (stream window closed), once taken.
    closed_ms: Option<f64>,
    /// The stream window setting before the run, put back after it.
    setting: Option<bool>,
}

impl FrameClock {
    fn new(frames: u32, stream: bool) -> Self {
        FrameClock {
            frames: frames.max(1),
            seen: 0,
            start: None,
            stream,
            closed_ms: None,
            setting: None,
        }
    }
}

/// Prints the average frame time (wall clock, frame start to frame start) and exits.
fn time_frames(
    mut clock: ResMut<FrameClock>,
    mut exit: MessageWriter<AppExit>,
    // Absent on the reference screen (`--empty`), which has no shell.
    mut settings: Option<ResMut<crate::ui::settings::Settings>>,
) {
    clock.seen += 1;
    if let Some(settings) = settings.as_mut().filter(|_| clock.stream)
        && clock.setting.is_none()
    {
        clock.setting = Some(settings.stream.window);
        settings.stream.window = false;
    }
    if clock.seen == WARM_UP_FRAMES {
        clock.start = Some(std::time::Instant::now());
    }
    let Some(start) = clock.start else { return };
    if clock.seen != WARM_UP_FRAMES + clock.frames {
        return;
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0 / f64::from(clock.frames);
    if clock.stream && clock.closed_ms.is_none() {
        // Again, with the stream window open (its own warm-up first).
        clock.closed_ms = Some(ms);
        clock.seen = 0;
        clock.start = None;
        if let Some(settings) = settings.as_mut() {
            settings.stream.window = true;
        }
        return;
    }
    match clock.closed_ms {
        Some(closed) => {
            crate::cli::say!(
                "average frame time: {closed:.1} ms with the stream window closed, {ms:.1} ms open \
                 ({:.2}×), over {} frames each",
                ms / closed,
                clock.frames
            );
            if let Some(settings) = settings.as_mut() {
                settings.stream.window = clock.setting.unwrap_or(false);
            }
        }
        None => crate::cli::say!(
            "average frame time: {ms:.1} ms over {} frames ({:.1} frames a second)",
            clock.frames,
            1000.0 / ms
        ),
    }
    exit.write(AppExit::Success);
}

/// Lets a bot act when it is its turn, at most one action per `bot_pace_ms` so people can follow it.
/// The bot thinks on the async compute pool from its own seat view, so the table never stalls while
/// it decides (the panels show it thinking); its answer is dropped if the table moved on meanwhile
/// (an undo, a load).
fn pace_bots(world: &mut World) {
    let Some((seat, _)) = driver::bot_to_act(world) else {
        world.remove_resource::<BotClock>();
        world.remove_resource::<Thinking>();
        return;
    };
    let now = world.resource::<Time>().elapsed();
    let at = driver::position(world);
    let fresh = world
        .get_resource::<Thinking>()
        .is_some_and(|t| t.seat == seat && Some(t.at) == at);
    if !fresh {
        // A new decision: start thinking now, behind the pace.
        let Some((seat, at, think)) = driver::bot_task(world) else {
            return;
        };
        let task = AsyncComputeTaskPool::get().spawn(async move { think() });
        world.insert_resource(Thinking { seat, at, task });
        let pace = Duration::from_millis(u64::from(
            world
                .resource::<crate::ui::settings::Settings>()
                .bot_pace_ms,
        ));
        world.insert_resource(BotClock(now + pace));
        return;
    }
    if world.get_resource::<BotClock>().is_some_and(|c| now < c.0) {
        return;
    }
    let Some(mut thinking) = world.remove_resource::<Thinking>() else {
        return;
    };
    match check_ready(&mut thinking.task) {
        // The bot's choice goes through the same way in as a click: a submitted action.
        Some(action) => {
            world.write_message(crate::table::SubmitAction { seat, action });
        }
        None => world.insert_resource(thinking),
    }
}

/// When the bot to act may act next.
#[derive(Resource)]
struct BotClock(Duration);

/// A bot deciding off the frame: for which seat, at which point of the record.
#[derive(Resource)]
struct Thinking {
    seat: crate::table::SeatId,
    at: (u64, usize),
    task: Task<crate::games::GameAction>,
}
