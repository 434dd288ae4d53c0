//! What the GWT screen draws from: a snapshot built from **one seat's view** (the person at the
//! controls) or, when nobody may look, from a spectator's view with every hand folded away. The
//! panels never see the game itself, so a hand can only reach the screen through its own seat.

use super::words::{self, Label};

use crate::engine::Engine;
use crate::games::gwt::data::gwt;
use crate::games::gwt::rules::scoring::{self, Score};
use crate::games::gwt::state::GwtGame;
use crate::games::gwt::view::GwtView;
use crate::games::gwt::{GwtAction, GwtEngine};
use crate::table::SeatId;
use crate::ui::i18n::Locale;
use crate::ui::seats::SeatView;
use crate::ui::snapshot::TableSnapshot;
use bevy::prelude::*;

/// The player's choices on the table screen (never part of the game).
#[derive(Resource, Debug, Clone, Default)]
pub struct GwtUi {
    /// The trail space under the pointer (2D or 3D).
    pub hover: Option<crate::games::gwt::data::SpaceId>,
    /// A click on a trail space this frame (2D or 3D).
    pub clicked: Option<crate::games::gwt::data::SpaceId>,
    /// The space whose actions the decision panel narrows to (after a click that many actions
    /// share).
    pub focus: Option<crate::games::gwt::data::SpaceId>,
    /// Whether the end-of-game score sheet is open.
    pub score_sheet: bool,
}

/// The game as the screen may show it, rebuilt when the game, the language or the person at the
/// controls changes.
#[derive(Resource, Debug, Clone, Default)]
pub struct GwtSnapshot {
    /// Whether there is a game to show.
    pub ready: bool,
    /// The shell's snapshot it was built on (its revision).
    key: Option<u64>,
    /// The view drawn: the viewer's own, or a spectator's.
    pub view: Option<GwtView>,
    /// Whose hand is on screen, if anyone's.
    pub viewer: Option<SeatId>,
    /// The seats.
    pub seats: Vec<SeatView>,
    /// The seat to act.
    pub to_act: Option<SeatId>,
    /// The viewer's legal actions with their labels (only when it is the viewer's decision).
    pub legal: Vec<(GwtAction, Label)>,
    /// Scores spectators may see as the game goes (objectives in decks left out).
    pub public_totals: Vec<i64>,
    /// The full score sheet, once the game is over.
    pub scores: Vec<Score>,
    /// Winners, once over.
    pub winners: Vec<SeatId>,
    /// Actions the seat to act may take back.
    pub undoable: usize,
    /// Counts rebuilds.
    pub revision: u64,
}

impl GwtSnapshot {
    /// The game as the viewer knows it.
    pub fn game(&self) -> Option<&GwtGame> {
        self.view.as_ref().map(|v| &v.game)
    }

    /// Whether a person at the controls decides now.
    pub fn my_turn(&self) -> bool {
        self.viewer.is_some() && self.viewer == self.to_act
    }
}

pub(super) fn reset_ui(mut ui: ResMut<GwtUi>, mut snap: ResMut<GwtSnapshot>) {
    *ui = GwtUi::default();
    *snap = GwtSnapshot {
        revision: snap.revision,
        ..default()
    };
}

/// Opens the score sheet when the game ends.
pub(super) fn open_score_sheet(mut ui: ResMut<GwtUi>) {
    ui.score_sheet = true;
}

/// Rebuilds [`GwtSnapshot`] on the shell's [`TableSnapshot`] when that changed: the viewer's
/// seat view (every hand folded away when nobody is at the controls), the scores and the viewer's
/// labelled choices.
pub(super) fn refresh_snapshot(world: &mut World) {
    let shell = world.resource::<TableSnapshot>();
    let key = Some(shell.revision);
    if world.resource::<GwtSnapshot>().key == key {
        return;
    }
    let Some(view) = shell.seat_view::<GwtView>().cloned() else {
        world.resource_mut::<GwtSnapshot>().ready = false;
        return;
    };
    let game = &view.game;
    let over = game.over();
    let (scores, winners) = if over {
        let scores = scoring::scores(game, gwt());
        let winners = scoring::winners(&scores);
        (scores, winners)
    } else {
        (Vec::new(), Vec::new())
    };
    let viewer = shell.viewer;
    let to_act = shell.to_act;
    let legal = match (viewer, world.get_resource::<Locale>()) {
        (Some(seat), Some(locale)) if to_act == Some(seat) => GwtEngine::legal(&view, seat)
            .into_iter()
            .map(|a| {
                let label = words::label(locale, gwt(), game, seat, &a);
                (a, label)
            })
            // Answers that read the same do the same (three engineers at one price): one
            // button each.
            .fold(Vec::new(), |mut list: Vec<(GwtAction, Label)>, (a, l)| {
                if !list.iter().any(|(_, k)| *k == l) {
                    list.push((a, l));
                }
                list
            }),
        _ => Vec::new(),
    };
    let snap = GwtSnapshot {
        ready: true,
        key,
        viewer,
        seats: shell.seats.clone(),
        to_act,
        legal,
        public_totals: shell.scores.iter().map(|s| s.total).collect(),
        scores,
        winners,
        undoable: shell.undoable,
        revision: world.resource::<GwtSnapshot>().revision + 1,
        view: Some(view),
    };
    *world.resource_mut::<GwtSnapshot>() = snap;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gwt::view::seat_view;
    use crate::table::BotLevel;
    use crate::table::SeatKind;
    use crate::ui::handover::Handover;
    use crate::ui::snapshot::NOBODY;

    #[test]
    fn nobodys_view_holds_no_hand() {
        let setup = crate::table::GameSetup::new(
            crate::games::GameId::Gwt,
            &[SeatKind::Human, SeatKind::Human, SeatKind::Human],
            4,
        );
        let game = GwtEngine::setup(
            &setup,
            GwtEngine::RULES_VERSION,
            &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(4),
        )
        .unwrap();
        assert!(game.players.iter().all(|p| !p.hand.is_empty()));
        let view = seat_view(&game, NOBODY);
        assert!(view.game.players.iter().all(|p| p.hand.is_empty()));
        let own = seat_view(&game, 1);
        assert_eq!(own.game.players[1].hand, game.players[1].hand);
        assert!(own.game.players[0].hand.is_empty() && own.game.players[2].hand.is_empty());
    }

    #[test]
    fn the_screen_shows_one_persons_hand_and_never_a_bots() {
        use crate::ui::snapshot::viewer;
        let h = SeatKind::Human;
        let b = SeatKind::Bot(BotLevel::Strong);
        let mut handover = Handover::default();
        assert_eq!(
            viewer(&[b, h, b], &handover, Some(0)),
            Some(1),
            "one person: always theirs"
        );
        assert_eq!(
            viewer(&[b, b], &handover, None),
            None,
            "bots only: nobody's"
        );
        assert_eq!(
            viewer(&[h, h, b], &handover, Some(0)),
            None,
            "two people, nobody confirmed yet"
        );
        handover.ready = Some(1);
        assert_eq!(viewer(&[h, h, b], &handover, Some(1)), Some(1));
        assert_eq!(
            viewer(&[h, h, b], &handover, Some(2)),
            None,
            "two people: nobody's while the bot plays (the machine may have been passed on)"
        );
        handover.down = Some(0);
        assert_eq!(
            viewer(&[h, h, b], &handover, Some(0)),
            None,
            "nothing while the curtain waits"
        );
    }
}
