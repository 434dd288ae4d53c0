//! What the Whistle Stop screen draws from: a snapshot built from **one seat's view** (the person
//! at the controls) or, when nobody may look, a spectator's with every hand and gold value folded
//! away. The panels never see the game itself, so a hand reaches the screen only through its seat.

use super::words;
use crate::engine::Engine;
use crate::games::whistle_stop::data::whistle_stop;
use crate::games::whistle_stop::rules::scoring::{self, Score};
use crate::games::whistle_stop::state::{StopAt, WsGame};
use crate::games::whistle_stop::view::SeatView as WsView;
use crate::games::whistle_stop::{WsAction, WsEngine};
use crate::table::SeatId;
use crate::ui::i18n::Locale;
use crate::ui::seats::SeatView;
use crate::ui::snapshot::TableSnapshot;
use bevy::prelude::*;

/// The player's choices on the table screen (never part of the game).
#[derive(Resource, Debug, Clone, Default)]
pub struct WsUi {
    /// The train picked on the board.
    pub train: Option<usize>,
    /// The stop the picked train was sent to when several moves end there: the decision list
    /// shows only those.
    pub to: Option<StopAt>,
    /// The move under the pointer (in the list or on the board), previewed on the board.
    pub preview: Option<WsAction>,
    /// Whether the end-of-game score sheet is open.
    pub score_sheet: bool,
}

/// The game as the screen may show it.
#[derive(Resource, Debug, Clone, Default)]
pub struct WsSnapshot {
    /// Whether there is a game to show.
    pub ready: bool,
    key: Option<u64>,
    /// The view drawn.
    pub view: Option<WsView>,
    /// Whose hand is on screen, if anyone's.
    pub viewer: Option<SeatId>,
    /// The seats.
    pub seats: Vec<SeatView>,
    /// The seat to act.
    pub to_act: Option<SeatId>,
    /// The viewer's legal actions with their labels (only when it is the viewer's decision).
    pub legal: Vec<(WsAction, String)>,
    /// Scores spectators may see as the game goes (gold and hands left out).
    pub public_totals: Vec<i64>,
    /// The full score sheet, once the game is over.
    pub scores: Vec<Score>,
    /// Winners, once over.
    pub winners: Vec<SeatId>,
    /// Counts rebuilds.
    pub revision: u64,
}

impl WsSnapshot {
    /// The game as the viewer knows it.
    pub fn game(&self) -> Option<&WsGame> {
        self.view.as_ref().map(|v| &v.game)
    }

    /// Whether a person at the controls decides now.
    pub fn my_turn(&self) -> bool {
        self.viewer.is_some() && self.viewer == self.to_act
    }
}

pub(super) fn reset_ui(mut ui: ResMut<WsUi>, mut snap: ResMut<WsSnapshot>) {
    *ui = WsUi::default();
    *snap = WsSnapshot {
        revision: snap.revision,
        ..default()
    };
}

/// Opens the score sheet when the game ends.
pub(super) fn open_score_sheet(mut ui: ResMut<WsUi>) {
    ui.score_sheet = true;
}

/// Rebuilds [`WsSnapshot`] when the shell's [`TableSnapshot`] changed.
pub(super) fn refresh_snapshot(world: &mut World) {
    let shell = world.resource::<TableSnapshot>();
    let key = Some(shell.revision);
    if world.resource::<WsSnapshot>().key == key {
        return;
    }
    let Some(view) = shell.seat_view::<WsView>().cloned() else {
        world.resource_mut::<WsSnapshot>().ready = false;
        return;
    };
    let data = whistle_stop();
    let game = &view.game;
    let (scores, winners) = if game.over() {
        let scores = scoring::scores(game, data);
        let winners = scoring::winners(&scores);
        (scores, winners)
    } else {
        (Vec::new(), Vec::new())
    };
    let viewer = shell.viewer;
    let to_act = shell.to_act;
    let legal = match (viewer, world.get_resource::<Locale>()) {
        (Some(seat), Some(locale)) if to_act == Some(seat) => WsEngine::legal(&view, seat)
            .into_iter()
            .map(|a| {
                let label = words::label(locale, data, game, &a);
                (a, label)
            })
            .collect(),
        _ => Vec::new(),
    };
    let snap = WsSnapshot {
        ready: true,
        key,
        viewer,
        seats: shell.seats.clone(),
        to_act,
        legal,
        public_totals: shell.scores.iter().map(|s| s.total).collect(),
        scores,
        winners,
        revision: world.resource::<WsSnapshot>().revision + 1,
        view: Some(view),
    };
    *world.resource_mut::<WsSnapshot>() = snap;
}
