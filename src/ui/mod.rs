//! The desktop shell around the game table: menu, dialogs, settings, pause, shortcuts, toasts (egui).
//!
//! The shell never changes a game: it writes [`TableRequest`]s and reads [`TableNotice`]s.
//! For screenshots, `FERROVIA_SCREEN=menu|new_game|load|settings|shortcuts|pause|save_as|toast`
//! opens that screen at start (see [`start_screen`]).

pub mod canvas;
pub mod chart;
pub mod charter;
pub mod clock;
pub mod egui_shader;
pub mod handover;
pub mod hexmap;
pub mod i18n;
mod load;
pub mod map_camera;
pub mod market_row;
mod menu;
mod new_game;
mod pause;
pub mod pictures;
pub mod redraw;
pub mod score_sheet;
pub mod screenshot;
pub mod seats;
pub mod settings;
mod shortcuts;
pub mod since;
pub mod snapshot;
pub mod stream;
pub mod table_keys;
pub mod table_screen;
pub mod theme;
pub mod tile_map;
pub mod tile_painter;
pub mod toast;
pub mod top_bar;
pub mod view3d;
pub mod viewer;
pub mod watch_board;
pub mod widgets;

use crate::games::GameId;
use crate::table::{ActiveTable, TableNotice, TableRequest};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use i18n::{Locale, args};
use settings::{Settings, SettingsDraft};
use toast::Toasts;

pub use screenshot::ScreenshotRequest;

/// Where the app is: the menu, or a game on the table.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Reflect)]
pub enum AppState {
    /// The main menu (and its dialogs).
    #[default]
    Menu,
    /// A game is on the table (the pause menu lives here).
    InGame,
}

/// Which dialog is open over the current screen (one at a time).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Dialog {
    /// None.
    #[default]
    None,
    /// Seats, seed and options for a new game.
    NewGame,
    /// The saved games.
    Load,
    /// Another program's record (an 18xx.games export) to watch or play on.
    Import,
    /// The settings panel.
    Settings,
    /// Save the running game under a new name.
    SaveAs,
}

/// Navigation state of the shell.
#[derive(Resource, Debug)]
pub struct UiNav {
    /// The open dialog.
    pub dialog: Dialog,
    /// Whether the pause menu is up (only in [`AppState::InGame`]).
    pub paused: bool,
    /// Whether the shortcuts overlay is up.
    pub help: bool,
    /// The game card selected on the menu.
    pub selected: GameId,
    /// Whether there is an autosave to continue (refreshed on entering the menu, not every frame:
    /// finding it reads the saves folder).
    pub can_continue: bool,
}

impl Default for UiNav {
    fn default() -> Self {
        UiNav {
            dialog: Dialog::None,
            paused: false,
            help: false,
            selected: GameId::RailroadInk,
            can_continue: false,
        }
    }
}

/// Whether a text field has the keyboard: game shortcuts (R, F, Enter…) must not fire then.
/// Updated every egui pass; read it in `Update` next frame.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct TextFocus(pub bool);

/// Whether the app's fonts are live in egui (they take effect one pass after being set, and
/// drawing with the named families before that panics). Game panels using [`theme::bold`] or
/// [`theme::serif`] should run `.run_if(resource_equals(UiReady(true)))` or after [`UiSystems::Shell`].
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct UiReady(pub bool);

/// System sets of the shell in `EguiPrimaryContextPass`.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiSystems {
    /// Style, zoom, menu, pause, dialogs, shortcuts and toasts.
    Shell,
}

/// The shell: add after `EguiPlugin`; needs the table's messages (`crate::table::plugin`).
pub fn plugin(app: &mut App) {
    let screen = start_screen();
    app.add_plugins((
        settings::plugin,
        canvas::plugin,
        stream::window::plugin,
        clock::plugin,
        viewer::plugin,
        watch_board::plugin,
        since::plugin,
    ))
    .insert_state(if screen.in_game() {
        AppState::InGame
    } else {
        AppState::Menu
    })
    .init_resource::<UiNav>()
    .init_resource::<handover::Handover>()
    .init_resource::<snapshot::TableSnapshot>()
    .init_resource::<TextFocus>()
    .init_resource::<UiReady>()
    .init_resource::<new_game::NewGameState>()
    .init_resource::<load::LoadState>()
    .init_resource::<pause::SaveAsState>()
    .add_systems(
        Startup,
        move |mut nav: ResMut<UiNav>, mut toasts: ResMut<Toasts>, locale: Res<Locale>| {
            screen.apply(&mut nav, &mut toasts, &locale);
        },
    )
    .add_systems(Startup, spawn_ui_camera)
    .add_systems(
        OnEnter(AppState::Menu),
        (refresh_continue, clear_to(theme::FELT_DARK)),
    )
    .add_systems(OnEnter(AppState::InGame), clear_to(theme::PAPER))
    .add_systems(OnExit(AppState::InGame), |mut nav: ResMut<UiNav>| {
        nav.paused = false
    })
    .add_systems(
        Update,
        (
            read_notices,
            (handover::reset_on_start, handover::update)
                .chain()
                .after(crate::table::driver::TableSystems::Drive),
            shortcuts::keys,
            screenshot::count_and_capture.run_if(resource_exists::<ScreenshotRequest>),
        ),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            prepare_context,
            (
                menu::draw.run_if(in_state(AppState::Menu)),
                handover::draw.run_if(in_state(AppState::InGame)),
                pause::draw.run_if(in_state(AppState::InGame)),
                draw_dialogs,
                shortcuts::draw,
                draw_clock.run_if(in_state(AppState::InGame)),
                draw_viewer.run_if(in_state(AppState::InGame)),
                draw_since.run_if(in_state(AppState::InGame)),
                draw_toasts,
            )
                .chain()
                .run_if(resource_equals(UiReady(true))),
        )
            .chain()
            .in_set(UiSystems::Shell),
    );
}

/// Marks the window's camera that carries the primary egui context (menus, panels and the 2D sheet).
#[derive(Component, Debug)]
pub struct UiCamera;

/// The window camera: egui attaches its primary context to it. Other cameras (the 3D table) render
/// to images shown inside egui, so this one stays the only camera on the window.
fn spawn_ui_camera(mut commands: Commands) {
    commands.spawn((
        UiCamera,
        Name::new("UI camera"),
        Camera2d,
        Camera {
            clear_color: ClearColorConfig::Custom(view3d::srgb(theme::FELT_DARK)),
            ..default()
        },
        // egui smooths its own edges (feathering): multisampling the window only multiplies the
        // pixels a software renderer fills, four times over.
        Msaa::Off,
    ));
}

/// Clears the window to `colour` (see [`spawn_ui_camera`]): the colour most of the screen shows
/// (the menu's felt, a table's paper panels), so that it needs no fill of its own; on a software
/// renderer every pixel filled again costs a frame its time again.
fn clear_to(colour: bevy_egui::egui::Color32) -> impl FnMut(Query<&mut Camera, With<UiCamera>>) {
    move |mut cameras| {
        for mut camera in &mut cameras {
            camera.clear_color = ClearColorConfig::Custom(view3d::srgb(colour));
        }
    }
}

fn refresh_continue(mut nav: ResMut<UiNav>) {
    nav.can_continue = crate::table::save::autosave_exists();
}

/// Installs fonts and style once, and keeps the zoom on the chosen interface scale.
fn prepare_context(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut installed: Local<bool>,
    mut focus: ResMut<TextFocus>,
    mut ready: ResMut<UiReady>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if *installed {
        ready.set_if_neq(UiReady(true));
    } else {
        theme::install(ctx);
        *installed = true;
    }
    if (ctx.zoom_factor() - settings.ui_scale).abs() > f32::EPSILON {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    focus.set_if_neq(TextFocus(ctx.text_edit_focused()));
    Ok(())
}

/// Turns table notices into screen changes and toasts.
fn read_notices(
    mut notices: MessageReader<TableNotice>,
    mut next: ResMut<NextState<AppState>>,
    mut nav: ResMut<UiNav>,
    mut toasts: ResMut<Toasts>,
    locale: Res<Locale>,
    table: Option<Res<ActiveTable>>,
) {
    for notice in notices.read() {
        match notice {
            TableNotice::Started => {
                nav.dialog = Dialog::None;
                nav.paused = false;
                next.set(AppState::InGame);
            }
            TableNotice::Closed => {
                nav.dialog = Dialog::None;
                nav.paused = false;
                next.set(AppState::Menu);
            }
            TableNotice::LoadFailed(reason) => {
                toasts
                    .error(locale.t_args("toast-load-failed", args!["reason" => reason.as_str()]));
            }
            TableNotice::SaveFailed(reason) => {
                toasts
                    .error(locale.t_args("toast-save-failed", args!["reason" => reason.as_str()]));
            }
            TableNotice::UndoRefused(reason) => {
                toasts
                    .error(locale.t_args("toast-undo-refused", args!["reason" => reason.as_str()]));
            }
            TableNotice::Rejected {
                seat,
                reason,
                words,
            } => {
                let name = table
                    .as_ref()
                    .and_then(|t| t.setup().seats.get(*seat).map(|s| s.name.clone()))
                    .unwrap_or_else(|| format!("#{}", seat + 1));
                let reason = words
                    .as_ref()
                    .map_or_else(|| reason.clone(), |w| locale.words(w));
                toasts.error(locale.t_args(
                    "toast-rejected",
                    args!["name" => name, "reason" => reason.as_str()],
                ));
            }
            TableNotice::Saved(path) => {
                toasts.info(
                    locale.t_args("toast-saved", args!["path" => path.display().to_string()]),
                );
            }
            TableNotice::Undone => toasts.info(locale.t("toast-undone")),
            TableNotice::Accepted { .. } | TableNotice::ClockSet => {}
        }
    }
}

/// The chess clock under the top bar, when the game has one.
fn draw_clock(
    mut contexts: EguiContexts,
    live: Option<Res<clock::LiveClock>>,
    table: Option<Res<ActiveTable>>,
    locale: Res<Locale>,
) -> Result {
    if let (Some(live), Some(table)) = (live, table) {
        clock::draw(contexts.ctx_mut()?, &live, &table, &locale);
    }
    Ok(())
}

/// The replay viewer's panel while a record is watched; and the score sheet's "watch the replay".
fn draw_viewer(
    mut contexts: EguiContexts,
    viewing: Option<Res<crate::table::viewer::Viewing>>,
    mut viewer: ResMut<viewer::ViewerUi>,
    table: Option<Res<ActiveTable>>,
    locale: Res<Locale>,
    time: Res<Time<Real>>,
    mut requests: MessageWriter<TableRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let words = format!("▶ {}", locale.t("score-sheet-watch"));
    if score_sheet::take_watch(ctx, &words)
        && let Some(path) = table.and_then(|t| t.save_path.clone())
    {
        requests.write(TableRequest::Watch(path, 0));
    }
    if let Some(viewing) = viewing {
        let now = time.elapsed_secs_f64();
        viewer::draw(ctx, &viewing, &mut viewer, &locale, &mut requests, now);
    }
    Ok(())
}

/// What the others did since the seat to act last played.
fn draw_since(
    mut contexts: EguiContexts,
    mut since: ResMut<since::SinceLastTurn>,
    settings: Res<Settings>,
    handover: Res<handover::Handover>,
    table: Option<Res<ActiveTable>>,
    locale: Res<Locale>,
) -> Result {
    if let Some(table) = table {
        since::draw(
            contexts.ctx_mut()?,
            &mut since,
            &settings,
            &handover,
            &table,
            &locale,
        );
    }
    Ok(())
}

/// The open dialog, in either state.
#[allow(clippy::too_many_arguments)]
fn draw_dialogs(
    mut contexts: EguiContexts,
    mut nav: ResMut<UiNav>,
    mut settings: ResMut<Settings>,
    mut draft: ResMut<SettingsDraft>,
    mut new_game: ResMut<new_game::NewGameState>,
    mut load: ResMut<load::LoadState>,
    mut save_as: ResMut<pause::SaveAsState>,
    mut requests: MessageWriter<TableRequest>,
    mut toasts: ResMut<Toasts>,
    locale: Res<Locale>,
    table: Option<Res<ActiveTable>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !matches!(nav.dialog, Dialog::Load | Dialog::Import) {
        load.close();
    }
    if nav.dialog != Dialog::SaveAs {
        save_as.close();
    }
    match nav.dialog {
        Dialog::None => {}
        Dialog::Settings => {
            // Only the settings actually edited trigger change detection (and a save).
            let mut edited = settings.clone();
            settings::settings_dialog(ctx, &mut nav, &mut edited, &mut draft, &locale);
            settings.set_if_neq(edited);
        }
        Dialog::NewGame => {
            new_game::dialog(
                ctx,
                &mut nav,
                &mut new_game,
                &mut requests,
                &mut toasts,
                &locale,
            );
        }
        Dialog::Load => load::dialog(ctx, &mut nav, &mut load, &mut requests, &locale),
        Dialog::Import => load::import_dialog(ctx, &mut nav, &mut load, &mut requests, &locale),
        Dialog::SaveAs => {
            let game = table.as_ref().map(|t| t.setup().game);
            pause::save_as_dialog(ctx, &mut nav, &mut save_as, game, &mut requests, &locale);
        }
    }
    Ok(())
}

fn draw_toasts(
    mut contexts: EguiContexts,
    mut toasts: ResMut<Toasts>,
    time: Res<Time<Real>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !toasts.is_empty() {
        toast::draw(ctx, &mut toasts, time.elapsed_secs_f64());
    }
    Ok(())
}

/// A screen to open at start, from `FERROVIA_SCREEN` (for screenshots and quick checks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StartScreen {
    /// The main menu.
    #[default]
    Menu,
    /// The new-game dialog over the menu.
    NewGame,
    /// The load dialog over the menu.
    Load,
    /// The settings dialog over the menu.
    Settings,
    /// The shortcuts overlay over the menu.
    Shortcuts,
    /// Sample toasts over the menu.
    Toast,
    /// The pause menu (in game, without a game on the table).
    Pause,
    /// The save-as dialog from the pause menu.
    SaveAs,
}

impl StartScreen {
    /// Parses `menu`, `new_game`, `load`, `settings`, `shortcuts`, `toast`, `pause`, `save_as`.
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s.trim().replace('-', "_").as_str() {
            "menu" => StartScreen::Menu,
            "new_game" => StartScreen::NewGame,
            "load" => StartScreen::Load,
            "settings" => StartScreen::Settings,
            "shortcuts" | "help" => StartScreen::Shortcuts,
            "toast" | "toasts" => StartScreen::Toast,
            "pause" => StartScreen::Pause,
            "save_as" => StartScreen::SaveAs,
            _ => return None,
        })
    }

    fn in_game(self) -> bool {
        matches!(self, StartScreen::Pause | StartScreen::SaveAs)
    }

    fn apply(self, nav: &mut UiNav, toasts: &mut Toasts, locale: &Locale) {
        match self {
            StartScreen::Menu => {}
            StartScreen::NewGame => nav.dialog = Dialog::NewGame,
            StartScreen::Load => nav.dialog = Dialog::Load,
            StartScreen::Settings => nav.dialog = Dialog::Settings,
            StartScreen::Shortcuts => nav.help = true,
            StartScreen::Toast => {
                toasts
                    .info(locale.t_args("toast-saved", args!["path" => "saves/railroad-ink.ron"]));
                toasts.error(locale.t_args(
                    "toast-rejected",
                    args!["name" => "Ana", "reason" => "that route does not connect"],
                ));
            }
            StartScreen::Pause => nav.paused = true,
            StartScreen::SaveAs => {
                nav.paused = true;
                nav.dialog = Dialog::SaveAs;
            }
        }
    }
}

/// The screen named by `FERROVIA_SCREEN` (unknown names are logged and ignored).
pub fn start_screen() -> StartScreen {
    match std::env::var("FERROVIA_SCREEN") {
        Ok(name) => StartScreen::parse(&name).unwrap_or_else(|| {
            warn!("FERROVIA_SCREEN={name}: unknown screen; showing the menu");
            StartScreen::Menu
        }),
        Err(_) => StartScreen::Menu,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_screens_parse() {
        assert_eq!(StartScreen::parse("new-game"), Some(StartScreen::NewGame));
        assert_eq!(StartScreen::parse("save_as"), Some(StartScreen::SaveAs));
        assert_eq!(StartScreen::parse("nope"), None);
        assert!(StartScreen::Pause.in_game());
        assert!(!StartScreen::Load.in_game());
    }
}
