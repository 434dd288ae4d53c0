//! The stream window: a second OS window with its own camera and egui context, showing what
//! spectators may see and nothing else — a fixed 1920×1080 canvas scaled to the window (a 720p and a
//! 4K capture look the same), large type, no menus, no hover. It is fed [`StreamModel`]s built from
//! the public view after every change, held back by the stream delay; the overlay folder is written
//! from the same models, at the same moment.

use super::beauty;
use super::model::StreamModel;
use super::overlay;
use crate::table::driver;
use crate::table::{PublicView, SeatColour};
use crate::ui::i18n::Locale;
use crate::ui::settings::Settings;
use crate::ui::theme;
use crate::ui::toast::Toasts;
use bevy::camera::RenderTarget;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use bevy::window::{WindowRef, WindowResolution};
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Stroke, StrokeKind, pos2, vec2,
};
use bevy_egui::{EguiContext, EguiSchedule};
use std::collections::VecDeque;
use std::sync::Arc;

/// The stream window's egui pass.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StreamPass;

/// The logical canvas every stream is laid out on.
pub const CANVAS: egui::Vec2 = vec2(1920.0, 1080.0);
/// How long the last action glows on stream (as on the table).
pub const GLOW_SECS: f64 = 3.0;
/// Flat chroma-key green.
pub const CHROMA: Color32 = Color32::from_rgb(0x00, 0xb1, 0x40);

/// Marks the stream window.
#[derive(Component)]
pub struct StreamWindow;

/// Marks the stream window's camera (its egui context is the stream's); whether the app's fonts
/// are in that context yet.
#[derive(Component, Default)]
struct StreamCamera {
    fonts: bool,
}

/// What one game draws on stream, from the public view alone: its board, and its chart if it has
/// one. A game plugs in through its registry entry.
#[derive(Clone, Copy)]
pub struct StreamBoard {
    /// The board in `rect`.
    pub board: fn(&egui::Painter, Rect, &StreamPaint),
    /// What goes under the scoreboard, on paper: the game's chart (RotW: income by turn) or what
    /// viewers need beside the board (Ink: this round's dice).
    pub side: Option<fn(&egui::Painter, Rect, &StreamPaint)>,
    /// Where the beauty camera looks, for a game whose 3D scene shows nothing private.
    pub scene: Option<fn(&World) -> Option<super::beauty::Shot>>,
}

/// What a game's stream drawing gets: the public view shown, the one before it (what the last
/// action changed glows) and how strongly it still glows.
pub struct StreamPaint<'a> {
    /// The public view shown.
    pub public: &'a crate::table::GameView,
    /// The public view shown before it.
    pub previous: Option<&'a crate::table::GameView>,
    /// The last action's glow, 1 just after it fading to 0.
    pub fresh: f32,
    /// Seat colours.
    pub colours: &'a [SeatColour],
    /// Seat names.
    pub names: &'a [String],
    /// Colour-blind shapes.
    pub colour_blind: bool,
    /// The stream's language.
    pub locale: &'a Locale,
}

/// One picture of the game for the stream: the model, and the seats' colours.
#[derive(Clone)]
pub struct Frame {
    /// When the table reached it (seconds of real time).
    pub at: f64,
    /// What viewers see.
    pub model: Arc<StreamModel>,
    /// The seats' colours.
    pub colours: Vec<SeatColour>,
}

/// The stream's feed: frames waiting out the delay, the one shown and the one before it.
#[derive(Resource, Default)]
pub struct StreamFeed {
    waiting: VecDeque<Frame>,
    /// The frame on stream.
    pub shown: Option<Frame>,
    /// The frame shown before it.
    pub previous: Option<Frame>,
    /// When the shown frame went up.
    pub since: f64,
    /// The beauty camera's image, while it runs.
    pub beauty: Option<egui::TextureId>,
    key: Option<FeedKey>,
}

/// What a frame was built for: the table's position, the stream's language, the overlay folder, and
/// whether anybody looks (no window and no folder: no frame is built at all).
#[derive(Debug, Clone, PartialEq)]
struct FeedKey {
    epoch: u64,
    actions: usize,
    language: crate::ui::i18n::Language,
    overlay: Option<std::path::PathBuf>,
    watched: bool,
}

/// The stream's words, in its own language.
#[derive(Resource)]
pub struct StreamLocale(pub Locale);

/// Opens the stream window with the app (`--stream-window`).
#[derive(Resource)]
pub struct OpenStreamAtStart;

/// Writes the overlay folder here from the start (`--overlay DIR`; kept in the settings).
#[derive(Resource)]
pub struct OverlayAtStart(pub std::path::PathBuf);

/// The stream window, its feed and the overlay folder.
pub fn plugin(app: &mut App) {
    app.init_resource::<StreamFeed>()
        .insert_resource(StreamLocale(Locale::default()))
        .add_systems(
            Update,
            (open_at_start, follow_settings, feed, advance, beauty::drive)
                .chain()
                .after(crate::table::driver::TableSystems::Drive)
                .after(crate::ui::clock::ClockSystems),
        )
        .add_systems(StreamPass, draw);
}

fn open_at_start(
    mut commands: Commands,
    open: Option<Res<OpenStreamAtStart>>,
    overlay: Option<Res<OverlayAtStart>>,
    mut settings: ResMut<Settings>,
) {
    if open.is_some() {
        settings.stream.window = true;
        commands.remove_resource::<OpenStreamAtStart>();
    }
    if let Some(dir) = overlay {
        settings.stream.overlay = Some(dir.0.clone());
        commands.remove_resource::<OverlayAtStart>();
    }
}

/// Opens and closes the window as the settings say; a window closed by its own button is
/// remembered as closed (the game goes on).
fn follow_settings(
    mut commands: Commands,
    mut settings: ResMut<Settings>,
    windows: Query<Entity, With<StreamWindow>>,
    cameras: Query<Entity, With<StreamCamera>>,
    mut was_open: Local<bool>,
    mut locale: ResMut<StreamLocale>,
) {
    let open = !windows.is_empty();
    if *was_open && !open && settings.stream.window {
        // Closed by the window's own button.
        settings.stream.window = false;
    }
    let language = settings.stream.language.unwrap_or(settings.language);
    if locale.0.language() != language {
        locale.0.set_language(language);
    }
    if settings.stream.window && !open {
        let size = crate::desktop::window_size("FERROVIA_STREAM_WINDOW", (1280, 720));
        let window = commands
            .spawn((
                StreamWindow,
                Window {
                    title: "Ferrovia — stream".into(),
                    resolution: WindowResolution::new(size.0, size.1),
                    ..default()
                },
            ))
            .id();
        commands.spawn((
            StreamCamera::default(),
            Name::new("Stream camera"),
            Camera2d,
            Camera {
                clear_color: ClearColorConfig::Custom(clear_colour(&settings)),
                ..default()
            },
            Msaa::Off,
            RenderTarget::Window(WindowRef::Entity(window)),
            EguiSchedule::new(StreamPass),
        ));
        *was_open = true;
        return;
    }
    if !settings.stream.window {
        for e in windows.iter().chain(cameras.iter()) {
            commands.entity(e).despawn();
        }
    } else if !open {
        for e in &cameras {
            commands.entity(e).despawn();
        }
    }
    *was_open = open;
}

fn clear_colour(settings: &Settings) -> Color {
    crate::ui::view3d::srgb(if settings.stream.chroma {
        CHROMA
    } else {
        theme::FELT_DARK
    })
}

/// Builds a frame whenever the public view may have changed (an action, a load, a language).
fn feed(world: &mut World) {
    // A new language or a new overlay folder needs a frame of its own, as a move does. Compared
    // in place: this runs every frame.
    let language = world.resource::<StreamLocale>().0.language();
    let stream = &world.resource::<Settings>().stream;
    let watched = stream.window || stream.overlay.is_some();
    let position = driver::position(world);
    let same = match (&world.resource::<StreamFeed>().key, position) {
        (Some(k), Some((epoch, actions))) => {
            (k.epoch, k.actions, k.language, k.watched) == (epoch, actions, language, watched)
                && k.overlay == stream.overlay
        }
        (None, None) => true,
        _ => false,
    };
    if same {
        return;
    }
    let key = position.map(|(epoch, actions)| FeedKey {
        epoch,
        actions,
        language,
        overlay: stream.overlay.clone(),
        watched,
    });
    if !watched {
        // Nobody looks: nothing to build, and nothing old to show when someone does.
        *world.resource_mut::<StreamFeed>() = StreamFeed { key, ..default() };
        return;
    }
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let clock = world
        .get_resource::<crate::ui::clock::LiveClock>()
        .map(|c| c.clock.readings(c.running));
    let frame = PublicView::of(world).map(|view| {
        let mut model = StreamModel::new(&view, &world.resource::<StreamLocale>().0);
        model.clock = clock;
        Frame {
            at: now,
            model: Arc::new(model),
            colours: view.seats().iter().map(|s| s.colour).collect(),
        }
    });
    let mut feed = world.resource_mut::<StreamFeed>();
    feed.key = key;
    match frame {
        Some(frame) => feed.waiting.push_back(frame),
        None => *feed = StreamFeed::default(),
    }
}

/// The newest frame that has waited out the delay, dropping the older ones (a stream `delay`
/// seconds behind shows the table as it was `delay` seconds ago).
fn due(waiting: &mut VecDeque<Frame>, now: f64, delay: f64) -> Option<Frame> {
    let mut next = None;
    while waiting.front().is_some_and(|f| f.at + delay <= now) {
        next = waiting.pop_front();
    }
    next
}

/// Puts on stream the newest frame older than the delay, and writes the overlay folder for it.
fn advance(
    mut feed: ResMut<StreamFeed>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut awake: Option<ResMut<crate::ui::redraw::Awake>>,
    mut toasts: ResMut<Toasts>,
    locale: Res<Locale>,
    mut failed: Local<bool>,
) {
    let now = time.elapsed_secs_f64();
    let delay = f64::from(settings.stream.delay_secs);
    let next = due(&mut feed.waiting, now, delay);
    if let Some(awake) = awake.as_mut()
        && let Some(f) = feed.waiting.front()
    {
        // Wake when the next frame is due.
        awake.keep(now, (f.at + delay - now).max(0.0) + 0.1);
    }
    let Some(frame) = next else { return };
    if let Some(dir) = &settings.stream.overlay {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        match overlay::write(dir, &frame.model, ms) {
            Ok(()) => *failed = false,
            Err(reason) if !*failed => {
                *failed = true;
                toasts.error(locale.t_args(
                    "toast-overlay-failed",
                    crate::ui::i18n::args!["reason" => reason],
                ));
            }
            Err(_) => {}
        }
    }
    feed.previous = feed.shown.take();
    feed.shown = Some(frame);
    feed.since = now;
    if let Some(awake) = awake.as_mut() {
        awake.keep(now, GLOW_SECS + 0.5);
    }
}

/// The canvas: 1920×1080 points, as large as the window allows, centred.
fn fit_canvas(ctx: &egui::Context) -> Rect {
    let screen = ctx.content_rect();
    Rect::from_center_size(screen.center(), CANVAS)
}

/// Draws the stream window.
fn draw(
    mut cameras: Query<(&mut EguiContext, &mut Camera, &mut StreamCamera)>,
    windows: Query<&Window, With<StreamWindow>>,
    feed: Res<StreamFeed>,
    settings: Res<Settings>,
    locale: Res<StreamLocale>,
    time: Res<Time<Real>>,
    clock: Option<Res<crate::ui::clock::LiveClock>>,
) {
    let (Ok((mut ctx, mut camera, mut stream)), Ok(window)) =
        (cameras.single_mut(), windows.single())
    else {
        return;
    };
    let ctx = ctx.get_mut();
    if !stream.fonts {
        theme::install(ctx);
        stream.fonts = true;
        ctx.request_repaint();
        return;
    }
    if settings.is_changed() {
        camera.clear_color = ClearColorConfig::Custom(clear_colour(&settings));
    }
    // The 1920×1080 canvas fills the window: the zoom is the window's logical size over it.
    let zoom = (window.width() / CANVAS.x).min(window.height() / CANVAS.y);
    if zoom > 0.0 && (ctx.zoom_factor() - zoom).abs() > 1e-4 {
        ctx.set_zoom_factor(zoom);
        ctx.request_repaint();
    }
    let rect = fit_canvas(ctx);
    let painter = ctx.layer_painter(egui::LayerId::background());
    let now = time.elapsed_secs_f64();
    let Some(frame) = &feed.shown else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "Ferrovia",
            FontId::new(120.0, theme::serif()),
            theme::BRASS,
        );
        return;
    };
    let fresh = (1.0 - (now - feed.since) / GLOW_SECS).clamp(0.0, 1.0) as f32;
    // Without a delay the clocks show as they run; with one, as they were when the frame was built
    // (a live clock would tell whose turn it is now).
    let live = clock
        .filter(|_| settings.stream.delay_secs == 0)
        .map(|c| c.clock.readings(c.running));
    let show = Show {
        frame,
        previous: feed.previous.as_ref(),
        fresh,
        beauty: feed.beauty,
        clock: live.as_deref().or(frame.model.clock.as_deref()),
    };
    paint(&painter, rect, &show, &settings, &locale.0);
}

/// What the stream shows this frame: the frame, the one before it (what changed glows), how
/// strongly, and the beauty camera's image if it runs.
pub struct Show<'a> {
    /// The frame on stream.
    pub frame: &'a Frame,
    /// The frame before it.
    pub previous: Option<&'a Frame>,
    /// The last action's glow, 1 to 0.
    pub fresh: f32,
    /// The beauty camera's image, shown instead of the 2D board.
    pub beauty: Option<egui::TextureId>,
    /// The clocks to show (live, or the frame's).
    pub clock: Option<&'a [crate::table::clock::ClockReading]>,
}

/// The whole stream picture of `frame` in the canvas `rect`.
pub fn paint(
    painter: &egui::Painter,
    rect: Rect,
    show: &Show,
    settings: &Settings,
    locale: &Locale,
) {
    let (frame, fresh) = (show.frame, show.fresh);
    let m = &frame.model;
    let names: Vec<String> = m.seats.iter().map(|s| s.name.clone()).collect();
    let board = frame_game(m).and_then(|g| g.info().stream);
    let top = Rect::from_min_size(rect.min, vec2(rect.width(), 96.0));
    let side = Rect::from_min_max(pos2(rect.max.x - 560.0, top.max.y), rect.max);
    let bottom = Rect::from_min_max(
        pos2(rect.min.x, rect.max.y - 230.0),
        pos2(side.min.x, rect.max.y),
    );
    let centre = Rect::from_min_max(pos2(rect.min.x, top.max.y), pos2(side.min.x, bottom.min.y));
    top_bar(painter, top, m);
    let sp = StreamPaint {
        public: &m.public,
        previous: show.previous.map(|p| &p.model.public),
        fresh,
        colours: &frame.colours,
        names: &names,
        colour_blind: settings.colour_blind,
        locale,
    };
    match (show.beauty, board) {
        (Some(texture), _) => super::beauty::paint(painter, centre.shrink(12.0), texture),
        (None, Some(board)) => (board.board)(painter, centre.shrink(12.0), &sp),
        (None, None) => {}
    }
    let chart_height = if board.and_then(|b| b.side).is_some() {
        330.0
    } else {
        0.0
    };
    let cards = Rect::from_min_max(side.min, pos2(side.max.x, side.max.y - chart_height));
    scoreboard(painter, cards.shrink(12.0), m, show, fresh);
    if let Some(chart) = board.and_then(|b| b.side) {
        let r =
            Rect::from_min_max(pos2(side.min.x, side.max.y - chart_height), side.max).shrink(12.0);
        painter.rect_filled(r, CornerRadius::same(14), theme::PAPER);
        chart(painter, r.shrink(10.0), &sp);
    }
    last_actions(painter, bottom.shrink(12.0), m, &frame.colours);
}

fn frame_game(m: &StreamModel) -> Option<crate::games::GameId> {
    m.game.parse().ok()
}

/// A dark, rounded panel.
fn panel(painter: &egui::Painter, r: Rect) {
    painter.rect_filled(
        r,
        CornerRadius::same(16),
        Color32::from_rgba_unmultiplied(14, 20, 18, 225),
    );
}

fn top_bar(painter: &egui::Painter, r: Rect, m: &StreamModel) {
    panel(painter, r.shrink2(vec2(12.0, 8.0)));
    let mid = r.left_center() + vec2(36.0, 0.0);
    let title = painter.text(
        mid,
        Align2::LEFT_CENTER,
        &m.title,
        FontId::new(44.0, theme::serif()),
        theme::BRASS,
    );
    let round = painter.text(
        pos2(title.max.x + 36.0, mid.y),
        Align2::LEFT_CENTER,
        &m.round_text,
        FontId::new(38.0, theme::bold()),
        theme::PAPER_LIGHT,
    );
    let what = super::overlay::to_act_line(m);
    painter.text(
        pos2(round.max.x + 36.0, mid.y),
        Align2::LEFT_CENTER,
        what,
        FontId::new(38.0, theme::bold()),
        theme::PAPER,
    );
}

fn scoreboard(painter: &egui::Painter, r: Rect, m: &StreamModel, show: &Show, fresh: f32) {
    let colours = &show.frame.colours;
    let n = m.seats.len().max(1);
    let h = ((r.height() - 12.0 * (n as f32 - 1.0)) / n as f32).min(128.0);
    for (i, seat) in m.seats.iter().enumerate() {
        let card =
            Rect::from_min_size(r.min + vec2(0.0, i as f32 * (h + 12.0)), vec2(r.width(), h));
        panel(painter, card);
        let colour = colours.get(i).copied().unwrap_or(SeatColour(i as u8));
        let stripe = Rect::from_min_size(card.min, vec2(84.0, h));
        painter.rect_filled(
            stripe,
            CornerRadius {
                nw: 16,
                sw: 16,
                ne: 0,
                se: 0,
            },
            theme::seat_colour(colour),
        );
        painter.text(
            stripe.center(),
            Align2::CENTER_CENTER,
            theme::seat_glyph(colour),
            FontId::new(46.0, theme::bold()),
            theme::seat_text_colour(colour),
        );
        let to_act = m.to_act == Some(i);
        let won = m.winners.contains(&i);
        let name = format!(
            "{}{}{}",
            if to_act { "▶ " } else { "" },
            seat.name,
            if won { " ★" } else { "" }
        );
        painter.text(
            pos2(stripe.max.x + 20.0, card.center().y - h * 0.18),
            Align2::LEFT_CENTER,
            name,
            FontId::new(36.0, theme::bold()),
            if to_act || won {
                theme::BRASS
            } else {
                theme::PAPER_LIGHT
            },
        );
        if let Some(clock) = show.clock.and_then(|c| c.iter().find(|c| c.seat == i)) {
            painter.text(
                pos2(stripe.max.x + 20.0, card.center().y + h * 0.22),
                Align2::LEFT_CENTER,
                format!("⏱ {}", super::model::mm_ss(clock.remaining_ms)),
                FontId::new(30.0, theme::bold()),
                if clock.flagged {
                    theme::SIGNAL_RED
                } else if clock.running {
                    theme::BRASS
                } else {
                    theme::PAPER_DARK
                },
            );
        }
        let total = m.scores.get(i).map_or(0, |s| s.total);
        painter.text(
            card.right_center() - vec2(26.0, 0.0),
            Align2::RIGHT_CENTER,
            total.to_string(),
            FontId::new(64.0, theme::bold()),
            theme::PAPER_LIGHT,
        );
        if to_act {
            painter.rect_stroke(
                card,
                CornerRadius::same(16),
                Stroke::new(4.0, theme::BRASS),
                StrokeKind::Inside,
            );
        } else if fresh > 0.0 && m.last_seats.last().copied().flatten() == Some(i) {
            // Who just moved glows a moment, as the board does.
            painter.rect_stroke(
                card,
                CornerRadius::same(16),
                Stroke::new(4.0, theme::BRASS.gamma_multiply(fresh)),
                StrokeKind::Inside,
            );
        }
    }
}

fn last_actions(painter: &egui::Painter, r: Rect, m: &StreamModel, colours: &[SeatColour]) {
    panel(painter, r);
    let n = m.last_actions.len();
    let line = 40.0;
    let mut y = r.max.y - 24.0 - line * (n as f32 - 1.0);
    for (i, (text, seat)) in m.last_actions.iter().zip(&m.last_seats).enumerate() {
        let age = (n - 1 - i) as f32;
        let alpha = (1.0 - age * 0.12).max(0.55);
        let mut x = r.min.x + 28.0;
        if let Some(seat) = seat {
            let colour = colours
                .get(*seat)
                .copied()
                .unwrap_or(SeatColour(*seat as u8));
            let g = painter.text(
                pos2(x, y),
                Align2::LEFT_CENTER,
                theme::seat_glyph(colour),
                FontId::new(30.0, theme::bold()),
                theme::seat_colour(colour).gamma_multiply(alpha),
            );
            x = g.max.x + 12.0;
        }
        let galley = painter.layout(
            text.clone(),
            FontId::new(30.0, theme::bold()),
            theme::PAPER_LIGHT.gamma_multiply(alpha),
            r.max.x - x - 20.0,
        );
        painter.galley(Pos2::new(x, y - 17.0), galley, theme::PAPER_LIGHT);
        y += line;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::table::session::Session;
    use crate::table::{BotLevel, GameSetup, SeatKind};

    fn frames() -> VecDeque<Frame> {
        let kinds = [SeatKind::Bot(BotLevel::Greedy); 2];
        let mut s = Session::new(GameSetup::new(GameId::Rotw, &kinds, 4)).expect("setup");
        let locale = Locale::default();
        (0..4)
            .map(|i| {
                if i > 0 {
                    crate::table::driver::step_bot(s.world_mut()).expect("legal");
                }
                let view = s.public().expect("a game");
                Frame {
                    at: f64::from(i) * 10.0,
                    model: Arc::new(StreamModel::new(&view, &locale)),
                    colours: Vec::new(),
                }
            })
            .collect()
    }

    /// A stream `delay` seconds behind shows, at any moment, the table as it was `delay` seconds
    /// before; with no delay, the newest frame at once.
    #[test]
    fn the_stream_stays_its_delay_behind_the_table() {
        let mut waiting = frames();
        assert!(
            due(&mut waiting, 25.0, 30.0).is_none(),
            "nothing is old enough yet"
        );
        let shown = due(&mut waiting, 45.0, 30.0).expect("the frames of 0 s and 10 s are due");
        assert_eq!(shown.at, 10.0, "the newest of them");
        assert_eq!(shown.model.actions, 1);
        assert_eq!(waiting.len(), 2, "the later ones wait");
        let shown = due(&mut waiting, 45.0, 0.0).expect("no delay: everything is due");
        assert_eq!((shown.at, shown.model.actions), (30.0, 3));
        assert!(waiting.is_empty());
    }
}
