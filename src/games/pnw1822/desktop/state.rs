//! What the 1822PNW table draws from: the seat view (nothing is hidden in 1822PNW but the deck's
//! order, which no view carries), the public view the stream paints from too, and the viewer's
//! decision arranged as [`Offers`] — rebuilt only when the shell's snapshot changes.

use super::offers::Offers;
use super::run_edit::RunEdit;
use crate::engine::Engine;
use crate::games::pnw1822::PnwEngine;
use crate::games::pnw1822::actions::PnwAction;
use crate::games::pnw1822::data::pnw;
use crate::games::pnw1822::rules::operating;
use crate::games::pnw1822::state::PnwGame;
use crate::games::pnw1822::view::{PnwPublic, public};
use crate::table::SeatId;
use crate::table::driver::Words;
use crate::table::viewer::Viewing;
use crate::ui::seats::SeatView;
use crate::ui::snapshot::TableSnapshot;
use bevy::prelude::*;
use std::collections::HashMap;

/// Tiles that fit a hex but the rules refuse now, each with the rules' reason.
pub type Refused = Vec<(u16, crate::table::driver::Words)>;

/// The player's hand on the table (never part of the game).
#[derive(Resource, Debug, Clone, Default)]
pub struct PnwUi {
    /// The hex picked for a tile lay.
    pub hex: Option<u16>,
    /// The tile offer picked there (index into the hex's offers) and its rotation.
    pub tile: Option<(usize, u8)>,
    /// The amount typed for a bid, per card.
    pub bids: HashMap<u8, i64>,
    /// Whether the end-of-game score sheet is open.
    pub score_sheet: bool,
    /// Whether the starting map is shown instead of the map as it stands.
    pub starting_map: bool,
    /// A plan on a hex the decision lays nothing on: every tile that fits it, with the rotations
    /// that fit (nothing is submitted from a plan).
    pub plan: Option<(u16, Vec<super::offers::TileOffer>)>,
    /// The tiles the rules refuse on the picked hex, with why, for (snapshot revision, hex).
    pub refused: Option<((u64, u16), Refused)>,
    /// The charts' window: open, and which chart.
    pub charts: Option<super::charts::Chart>,
    /// The snapshot revision the picks were made on (a new decision drops them).
    pub on: u64,
    /// The run being edited, when running trains is the decision.
    pub run: Option<RunEdit>,
    /// Whether the pointer over a hex reads it out (not in a screenshot, where the pointer
    /// only rests where the window opened).
    pub read_out: bool,
}

impl PnwUi {
    /// Forgets the picks of an earlier decision.
    pub fn drop_picks(&mut self) {
        self.hex = None;
        self.tile = None;
    }

    /// The run being edited for this decision, begun from the rules' best run; `None` unless
    /// the person deciding runs trains.
    pub fn run_edit(&mut self, snap: &PnwSnapshot) -> Option<&mut RunEdit> {
        let game = snap.game.as_ref()?;
        let offered = super::board::offered_run(&snap.offers)?;
        let corp = operating::operator(game)?;
        if self.run.as_ref().is_none_or(|r| r.on != snap.revision) {
            self.run = Some(RunEdit::new(pnw(), game, corp, offered, snap.revision));
        }
        self.run.as_mut()
    }
}

/// The game as the table shows it.
#[derive(Resource, Debug, Clone, Default)]
pub struct PnwSnapshot {
    /// The shell's revision it was built on.
    key: Option<u64>,
    /// The game as the viewer sees it.
    pub game: Option<PnwGame>,
    /// What every spectator sees (the charters, market and map read it).
    pub public: Option<PnwPublic>,
    /// The seats.
    pub seats: Vec<SeatView>,
    /// Who is at the controls (the only person at the table, if one).
    pub viewer: Option<SeatId>,
    /// The seat to act.
    pub to_act: Option<SeatId>,
    /// The decision of the person to act, when one is (and the table is not a replay).
    pub offers: Offers,
    /// The decision's buttons (every offer but bids, lays and tokens) with their words, worked
    /// out once per decision: a dividend's or an answer's words come from the rules on a copy.
    pub buttons: Vec<(PnwAction, Words)>,
    /// A record watched in the replay viewer: nothing can be played into it.
    pub watching: bool,
    /// Counts rebuilds.
    pub revision: u64,
}

impl PnwSnapshot {
    /// Whether a person at the machine decides now: nothing is hidden in 1822PNW, so whichever
    /// person's seat is to act takes the controls (hot-seat needs no curtain).
    pub fn my_turn(&self) -> bool {
        !self.watching
            && self
                .to_act
                .is_some_and(|s| self.seats.get(s).is_some_and(|v| !v.bot))
    }

    /// Whom "you" means on screen: the person deciding, else the only person at the table.
    pub fn you(&self) -> Option<SeatId> {
        self.to_act.filter(|_| self.my_turn()).or(self.viewer)
    }
}

/// Opens the score sheet when the game ends.
pub(super) fn open_score_sheet(mut ui: ResMut<PnwUi>) {
    ui.score_sheet = true;
}

pub(super) fn reset_ui(mut ui: ResMut<PnwUi>, mut snap: ResMut<PnwSnapshot>) {
    *ui = PnwUi::default();
    *snap = PnwSnapshot {
        revision: snap.revision,
        ..default()
    };
}

/// Rebuilds [`PnwSnapshot`] when the shell's snapshot changed.
pub(super) fn refresh_snapshot(world: &mut World) {
    let shell = world.resource::<TableSnapshot>();
    let key = Some(shell.revision);
    if world.resource::<PnwSnapshot>().key == key {
        return;
    }
    let Some(game) = shell.seat_view::<PnwGame>().cloned() else {
        return;
    };
    let viewer = shell.viewer;
    let to_act = shell.to_act;
    let watching = world.contains_resource::<Viewing>();
    let human = to_act
        .filter(|s| shell.seats.get(*s).is_some_and(|v| !v.bot))
        .filter(|_| !watching);
    let offers = match human {
        Some(seat) => Offers::of(pnw(), &PnwEngine::legal(&game, seat)),
        None => Offers::default(),
    };
    let buttons = human.map_or_else(Vec::new, |seat| {
        offers
            .others
            .iter()
            .map(|a| (a.clone(), super::words::label(pnw(), &game, seat, a)))
            .collect()
    });
    let snap = PnwSnapshot {
        key,
        public: Some(public(pnw(), &game)),
        game: Some(game),
        seats: shell.seats.clone(),
        viewer,
        to_act,
        offers,
        buttons,
        watching,
        revision: world.resource::<PnwSnapshot>().revision + 1,
    };
    world.insert_resource(snap);
}
