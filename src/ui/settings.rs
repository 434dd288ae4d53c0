//! Player settings (scale, colour-blind mode, view, bot pace, language): remembered in a RON file, and their panel.

use super::i18n::{Language, Locale, args};
use super::toast::Toasts;
use super::widgets;
use super::{Dialog, UiNav};
use bevy::prelude::*;
use bevy_egui::egui;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How the board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum ViewMode {
    /// Flat, top-down (the default: clearest on any machine).
    #[default]
    TwoD,
    /// Perspective, with extruded pieces.
    ThreeD,
}

impl ViewMode {
    /// The other view.
    pub fn toggled(self) -> Self {
        match self {
            ViewMode::TwoD => ViewMode::ThreeD,
            ViewMode::ThreeD => ViewMode::TwoD,
        }
    }

    /// Translation key of the view's name.
    pub fn key(self) -> &'static str {
        match self {
            ViewMode::TwoD => "view-2d",
            ViewMode::ThreeD => "view-3d",
        }
    }
}

/// What the player chose in Settings; written to `settings.ron` when it changes.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Interface zoom, 0.75..=2.0 (applied as egui's zoom factor).
    pub ui_scale: f32,
    /// Show seat shapes next to colours on the board.
    pub colour_blind: bool,
    /// 2D or 3D board.
    pub view: ViewMode,
    /// Delay between bot actions, 0..=2000 ms, so people can follow them.
    pub bot_pace_ms: u32,
    /// Interface language.
    pub language: Language,
    /// The stream window and the overlay folder.
    pub stream: StreamSettings,
    /// When a person's turn comes, show what the others did since their last turn.
    pub since_last_turn: bool,
}

/// How the table streams: the spectator window, its look and delay, the overlay folder.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct StreamSettings {
    /// Whether the stream window is open (remembered between runs).
    pub window: bool,
    /// A flat chroma-key green behind everything instead of the table's felt.
    pub chroma: bool,
    /// How far the stream window and overlay stay behind the table, 0..=120 s (against sniping).
    pub delay_secs: u32,
    /// The stream's language; `None` speaks the table's.
    pub language: Option<Language>,
    /// Where the overlay files go after every action; `None` writes none.
    pub overlay: Option<PathBuf>,
    /// A slow orbit around the game's 3D scene instead of the 2D board (without a delay only).
    pub beauty: bool,
}

/// Longest stream delay.
pub const STREAM_DELAY_MAX_SECS: u32 = 120;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            ui_scale: 1.0,
            colour_blind: false,
            view: ViewMode::TwoD,
            bot_pace_ms: 400,
            language: Language::En,
            stream: StreamSettings::default(),
            since_last_turn: true,
        }
    }
}

/// Smallest and largest interface scale.
pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.0;
/// Slowest bot pace.
pub const BOT_PACE_MAX_MS: u32 = 2000;

impl Settings {
    /// Brings hand-edited values back into range (a file may say anything).
    pub fn clamped(mut self) -> Self {
        if !self.ui_scale.is_finite() {
            self.ui_scale = 1.0;
        }
        self.ui_scale = self
            .ui_scale
            .clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end());
        self.bot_pace_ms = self.bot_pace_ms.min(BOT_PACE_MAX_MS);
        self.stream.delay_secs = self.stream.delay_secs.min(STREAM_DELAY_MAX_SECS);
        self
    }
}

/// The settings folder: `$FERROVIA_CONFIG_DIR` if set, else the platform config dir
/// (Linux `~/.config/ferrovia`, macOS `~/Library/Application Support/org.Ferrovia.Ferrovia`,
/// Windows `%APPDATA%\Ferrovia\Ferrovia\config`).
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("FERROVIA_CONFIG_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Ferrovia", "Ferrovia").map(|d| d.config_dir().to_owned())
}

/// The settings file in `dir`.
pub fn settings_path(dir: &Path) -> PathBuf {
    dir.join("settings.ron")
}

/// What happened when reading the settings file.
#[derive(Debug, PartialEq)]
pub enum LoadOutcome {
    /// No file yet: defaults.
    Missing,
    /// Read fine.
    Loaded,
    /// The file was broken; it was renamed to this path and defaults are used.
    Broken(PathBuf),
}

/// Reads `dir/settings.ron`. A broken file is moved aside to `settings.ron.broken` (never overwritten
/// silently) and the defaults are returned; this never fails.
pub fn load_from(dir: &Path) -> (Settings, LoadOutcome) {
    let path = settings_path(dir);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return (Settings::default(), LoadOutcome::Missing);
        }
        Err(e) => {
            warn!(
                "{}: cannot read settings: {e}; using defaults",
                path.display()
            );
            return (Settings::default(), LoadOutcome::Missing);
        }
    };
    match ron::from_str::<Settings>(&text) {
        Ok(settings) => (settings.clamped(), LoadOutcome::Loaded),
        Err(e) => {
            let broken = dir.join("settings.ron.broken");
            warn!(
                "{}: broken settings ({e}); moved to {} and using defaults",
                path.display(),
                broken.display()
            );
            if let Err(e) = std::fs::rename(&path, &broken) {
                warn!("could not move the broken settings aside: {e}");
            }
            (Settings::default(), LoadOutcome::Broken(broken))
        }
    }
}

/// Writes `dir/settings.ron` atomically (temp file + rename).
pub fn save_to(dir: &Path, settings: &Settings) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::new())
        .map_err(|e| e.to_string())?;
    crate::table::save::write_atomic(&settings_path(dir), &text).map_err(|e| e.to_string())
}

/// Loads the settings at startup and wires saving and applying.
pub(super) fn plugin(app: &mut App) {
    let (settings, outcome) = match config_dir() {
        Some(dir) => load_from(&dir),
        None => (Settings::default(), LoadOutcome::Missing),
    };
    let mut locale = Locale::new(settings.language);
    locale.set_language(settings.language);
    let mut toasts = Toasts::default();
    if let LoadOutcome::Broken(path) = outcome {
        toasts.error(locale.t_args(
            "toast-settings-broken",
            args!["path" => path.display().to_string()],
        ));
    }
    app.insert_resource(settings)
        .insert_resource(locale)
        .insert_resource(toasts)
        .init_resource::<SettingsDraft>()
        .add_systems(Update, (apply_language, save_when_changed))
        .add_systems(Last, save_on_exit.run_if(on_message::<AppExit>));
}

/// Keeps the locale on the chosen language.
fn apply_language(settings: Res<Settings>, mut locale: ResMut<Locale>) {
    if settings.is_changed() && locale.language() != settings.language {
        locale.set_language(settings.language);
    }
}

/// When the settings last changed and are not yet on disk (debounced so a dragged slider writes once).
#[derive(Default)]
struct Dirty(Option<f64>);

fn save_when_changed(
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut dirty: Local<Dirty>,
    mut toasts: ResMut<Toasts>,
    locale: Res<Locale>,
) {
    let now = time.elapsed_secs_f64();
    if settings.is_changed() && !settings.is_added() {
        dirty.0 = Some(now);
    }
    if let Some(since) = dirty.0
        && now - since > 0.5
    {
        dirty.0 = None;
        write(&settings, &mut toasts, &locale);
    }
}

fn save_on_exit(settings: Res<Settings>, mut toasts: ResMut<Toasts>, locale: Res<Locale>) {
    if settings.is_changed() && !settings.is_added() {
        write(&settings, &mut toasts, &locale);
    }
}

fn write(settings: &Settings, toasts: &mut Toasts, locale: &Locale) {
    let Some(dir) = config_dir() else { return };
    if let Err(reason) = save_to(&dir, settings) {
        warn!("could not save settings: {reason}");
        toasts.error(locale.t_args("toast-settings-save-failed", args!["reason" => reason]));
    }
}

/// The scale being dragged: applied on release, so the slider doesn't move under the pointer.
#[derive(Resource, Default)]
pub(super) struct SettingsDraft {
    scale: Option<f32>,
    /// The overlay folder being typed: taken when the field is left (a half-typed path would
    /// create folders).
    overlay: Option<String>,
}

/// The settings dialog (from the menu or the pause menu).
pub(super) fn settings_dialog(
    ctx: &egui::Context,
    nav: &mut UiNav,
    settings: &mut Settings,
    draft: &mut SettingsDraft,
    locale: &Locale,
) {
    let mut close = false;
    widgets::dialog(
        ctx,
        "settings",
        &locale.t("settings-title"),
        880.0,
        |ui| {
            // Label (and a hint under it) on the left, the control on the right.
            let label = |ui: &mut egui::Ui, key: &str, hint: Option<&str>| {
                ui.vertical(|ui| {
                    ui.set_width(300.0);
                    ui.label(widgets::strong(&locale.t(key)));
                    if let Some(hint) = hint {
                        ui.label(widgets::faded(&locale.t(hint)));
                    }
                });
            };
            egui::Grid::new("settings-grid")
                .num_columns(2)
                .spacing([40.0, 26.0])
                .min_row_height(44.0)
                .show(ui, |ui| {
                    label(ui, "settings-ui-scale", None);
                    let mut percent = (draft.scale.unwrap_or(settings.ui_scale) * 100.0).round();
                    let resp = ui.add(
                        egui::Slider::new(&mut percent, 75.0..=200.0)
                            .step_by(5.0)
                            .fixed_decimals(0)
                            .suffix(" %"),
                    );
                    if resp.changed() {
                        draft.scale = Some(percent / 100.0);
                    }
                    if !resp.dragged()
                        && !resp.has_focus()
                        && let Some(scale) = draft.scale.take()
                    {
                        settings.ui_scale = scale;
                    }
                    ui.end_row();

                    label(
                        ui,
                        "settings-colour-blind",
                        Some("settings-colour-blind-hint"),
                    );
                    widgets::toggle(ui, &mut settings.colour_blind);
                    ui.end_row();

                    label(ui, "settings-view", None);
                    ui.horizontal(|ui| {
                        for view in [ViewMode::TwoD, ViewMode::ThreeD] {
                            if widgets::choice(ui, settings.view == view, &locale.t(view.key()))
                                .clicked()
                            {
                                settings.view = view;
                            }
                        }
                    });
                    ui.end_row();

                    label(ui, "settings-bot-pace", Some("settings-bot-pace-hint"));
                    ui.add(
                        egui::Slider::new(&mut settings.bot_pace_ms, 0..=BOT_PACE_MAX_MS)
                            .step_by(50.0)
                            .suffix(" ms"),
                    );
                    ui.end_row();

                    label(ui, "settings-language", None);
                    ui.horizontal(|ui| {
                        for lang in Language::ALL {
                            if widgets::choice(ui, settings.language == lang, lang.native_name())
                                .clicked()
                            {
                                settings.language = lang;
                            }
                        }
                    });
                    ui.end_row();

                    label(ui, "settings-since", Some("settings-since-hint"));
                    widgets::toggle(ui, &mut settings.since_last_turn);
                    ui.end_row();

                    label(
                        ui,
                        "settings-stream-window",
                        Some("settings-stream-window-hint"),
                    );
                    widgets::toggle(ui, &mut settings.stream.window);
                    ui.end_row();

                    label(
                        ui,
                        "settings-stream-beauty",
                        Some("settings-stream-beauty-hint"),
                    );
                    widgets::toggle(ui, &mut settings.stream.beauty);
                    ui.end_row();

                    label(ui, "settings-stream-chroma", None);
                    widgets::toggle(ui, &mut settings.stream.chroma);
                    ui.end_row();

                    label(
                        ui,
                        "settings-stream-delay",
                        Some("settings-stream-delay-hint"),
                    );
                    ui.add(
                        egui::Slider::new(
                            &mut settings.stream.delay_secs,
                            0..=STREAM_DELAY_MAX_SECS,
                        )
                        .suffix(" s"),
                    );
                    ui.end_row();

                    label(ui, "settings-stream-language", None);
                    ui.horizontal(|ui| {
                        let same = locale.t("settings-stream-language-same");
                        if widgets::choice(ui, settings.stream.language.is_none(), &same).clicked()
                        {
                            settings.stream.language = None;
                        }
                        for lang in Language::ALL {
                            let on = settings.stream.language == Some(lang);
                            if widgets::choice(ui, on, lang.native_name()).clicked() {
                                settings.stream.language = Some(lang);
                            }
                        }
                    });
                    ui.end_row();

                    label(ui, "settings-overlay", Some("settings-overlay-hint"));
                    let saved = settings
                        .stream
                        .overlay
                        .as_ref()
                        .map(|d| d.display().to_string())
                        .unwrap_or_default();
                    let dir = draft.overlay.get_or_insert(saved);
                    let field = ui.add(egui::TextEdit::singleline(dir).desired_width(420.0));
                    if field.lost_focus() {
                        let dir = dir.trim();
                        settings.stream.overlay = (!dir.is_empty()).then(|| PathBuf::from(dir));
                        draft.overlay = None;
                    }
                    ui.end_row();
                });
        },
        |ui| {
            if widgets::primary_button(ui, &locale.t("done")).clicked() {
                close = true;
            }
        },
    );
    if close {
        nav.dialog = Dialog::None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("ferrovia-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn missing_file_gives_defaults() {
        let dir = temp_dir("missing");
        assert_eq!(load_from(&dir), (Settings::default(), LoadOutcome::Missing));
    }

    #[test]
    fn round_trips() {
        let dir = temp_dir("roundtrip");
        let s = Settings {
            ui_scale: 1.5,
            colour_blind: true,
            view: ViewMode::ThreeD,
            bot_pace_ms: 900,
            language: Language::Pt,
            stream: StreamSettings {
                window: true,
                chroma: true,
                delay_secs: 30,
                language: Some(Language::Es),
                overlay: Some(PathBuf::from("obs")),
                beauty: true,
            },
            since_last_turn: false,
        };
        save_to(&dir, &s).unwrap();
        assert_eq!(load_from(&dir), (s, LoadOutcome::Loaded));
    }

    #[test]
    fn broken_file_is_kept_aside() {
        let dir = temp_dir("broken");
        std::fs::write(settings_path(&dir), "(ui_scale: oops").unwrap();
        let (s, outcome) = load_from(&dir);
        assert_eq!(s, Settings::default());
        assert_eq!(
            outcome,
            LoadOutcome::Broken(dir.join("settings.ron.broken"))
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("settings.ron.broken")).unwrap(),
            "(ui_scale: oops"
        );
        assert!(!settings_path(&dir).exists());
    }

    #[test]
    fn partial_and_out_of_range_files_are_repaired() {
        let dir = temp_dir("partial");
        std::fs::write(settings_path(&dir), "(ui_scale: 9.0, bot_pace_ms: 99999)").unwrap();
        let (s, outcome) = load_from(&dir);
        assert_eq!(outcome, LoadOutcome::Loaded);
        assert_eq!(s.ui_scale, 2.0);
        assert_eq!(s.bot_pace_ms, BOT_PACE_MAX_MS);
        assert_eq!(s.language, Language::En);
    }
}
