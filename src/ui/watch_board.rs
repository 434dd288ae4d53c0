//! The window's board for a game it can watch but not yet play (its table is still to come, as
//! 1822PNW's): in the replay viewer the middle of the window shows the game's stream board, drawn
//! from the public view like the stream itself, under the shell's top bar.

use super::i18n::Locale;
use super::snapshot::{self, TableSnapshot};
use super::stream::StreamPaint;
use super::{AppState, UiNav, UiSystems, settings::Settings, top_bar, widgets};
use crate::games::GameId;
use crate::table::GameView;
use crate::table::driver::{self, ActiveTable, TableSystems};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The public view shown, worked out again only when the table moves.
#[derive(Resource, Default)]
pub struct WatchBoard {
    key: Option<(u64, usize)>,
    game: Option<GameId>,
    view: Option<GameView>,
}

/// Adds the board: its view refreshed after the table drives, drawn after the shell.
pub fn plugin(app: &mut App) {
    app.init_resource::<WatchBoard>()
        .add_systems(
            Update,
            refresh
                .after(TableSystems::Drive)
                .run_if(in_state(AppState::InGame)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (snapshot::refresh, draw)
                .chain()
                .after(UiSystems::Shell)
                .run_if(in_state(AppState::InGame).and_then(watching)),
        );
}

/// Whether the game on the table is watched through its stream board.
fn watching(board: Res<WatchBoard>) -> bool {
    board.view.is_some()
}

fn refresh(world: &mut World) {
    let table = world.get_resource::<ActiveTable>();
    let game = table
        .map(|t| t.setup().game)
        .filter(|g| !g.on_table() && g.info().stream.is_some());
    let key = table.map(|t| (t.epoch, t.record.actions.len()));
    let board = world.resource::<WatchBoard>();
    if board.game == game && board.key == key {
        return;
    }
    let view = game.and_then(|_| driver::active_rules(world).map(|r| r.public_view(world)));
    let mut board = world.resource_mut::<WatchBoard>();
    (board.key, board.game, board.view) = (key, game, view);
}

fn draw(
    mut contexts: EguiContexts,
    board: Res<WatchBoard>,
    table: Res<TableSnapshot>,
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut nav: ResMut<UiNav>,
) -> Result {
    let (Some(game), Some(view)) = (board.game, &board.view) else {
        return Ok(());
    };
    let Some(stream) = game.info().stream else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    if !widgets::fonts_ready(&ctx) {
        return Ok(());
    }
    let mut root = widgets::table_root(&ctx, "watch-root");
    if top_bar::show(
        &mut root,
        "watch-top",
        game.title(),
        &table,
        &locale,
        None,
        0.0,
        |_| {},
    ) {
        nav.paused = true;
    }
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        let names: Vec<String> = table.seats.iter().map(|s| s.name.clone()).collect();
        let colours: Vec<_> = table.seats.iter().map(|s| s.colour).collect();
        let paint = StreamPaint {
            public: view,
            previous: None,
            fresh: 0.0,
            colours: &colours,
            names: &names,
            colour_blind: settings.colour_blind,
            locale: &locale,
        };
        let mut rect = ui.max_rect().shrink(12.0);
        if let Some(controls) = ctx.memory(|m| m.area_rect(super::viewer::area_id())) {
            rect.max.y = rect.max.y.min(controls.min.y - 8.0).max(rect.min.y);
        }
        (stream.board)(ui.painter(), rect, &paint);
    });
    Ok(())
}
