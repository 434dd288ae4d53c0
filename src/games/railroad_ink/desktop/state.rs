//! What the table screen reads and remembers: a snapshot of the game (rebuilt only when it changes) and the player's picks.

use crate::games::railroad_ink::pieces::Route;
use crate::games::railroad_ink::rules::board::{Placement, Square};
use crate::games::railroad_ink::rules::dice::Roll;
use crate::games::railroad_ink::rules::messages::MessageArg;
use crate::games::railroad_ink::rules::scoring::{Score, score};
use crate::games::railroad_ink::rules::sheet::{InkError, RoundProgress, Sheet};
use crate::games::railroad_ink::rules::tiles::{Edge, Orientation, TileId};
use crate::games::railroad_ink::{DiceRolled, InkFinal, InkGame};
use crate::table::SeatId;
use crate::table::driver;
use crate::ui::i18n::{Locale, in_sentence};
use crate::ui::seats::SeatView;
use crate::ui::snapshot::TableSnapshot;
use bevy::prelude::*;

/// What the player has in hand: a rolled die (by slot) or a special route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// Die slot 0–3 of this round's roll.
    Die(u8),
    /// One of the six special routes.
    Special(TileId),
}

/// The player's choices on the table screen (never part of the game).
#[derive(Resource, Debug, Clone, Default)]
pub struct InkUi {
    /// The route in hand.
    pub pick: Option<Pick>,
    /// The orientation chosen with R/F (the preview may snap to a legal one).
    pub orientation: Orientation,
    /// Another seat's sheet being looked at (None: the seat to act).
    pub viewing: Option<SeatId>,
    /// The square under the pointer on the big sheet.
    pub hover: Option<Square>,
    /// The orientation the preview shows at the hovered square (after snapping).
    pub shown: Option<Orientation>,
    /// Whether the score sheet window is open (opens by itself when the game is scored).
    pub score_sheet: bool,
    /// Whether the final highlights (networks, longest paths, errors) are drawn on the board.
    pub highlights: bool,
    /// A square treated as hovered whatever the pointer does (screenshots and tests; None in play).
    pub forced_hover: Option<Square>,
}

/// A route as the screen draws it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Drawn {
    /// What and where.
    pub placement: Placement,
    /// The round written in its corner.
    pub round: u8,
    /// When it appeared (seconds of app time), for the fade-in.
    pub appeared: f64,
}

/// The game as the screen needs it, gathered once per change by an exclusive system.
#[derive(Resource, Debug, Clone, Default)]
pub struct InkSnapshot {
    /// What it was built from; a different key rebuilds it.
    pub key: SnapshotKey,
    /// Whether there is a game to show.
    pub ready: bool,
    /// The seats.
    pub seats: Vec<SeatView>,
    /// Each seat's sheet (plain data).
    pub sheets: Vec<Sheet>,
    /// Each seat's routes with their round and appearance time.
    pub drawn: Vec<Vec<Drawn>>,
    /// Each seat's live score.
    pub scores: Vec<Score>,
    /// The current round.
    pub round: u8,
    /// This round's roll.
    pub roll: Option<Roll>,
    /// Each seat's progress through the round.
    pub progress: Vec<RoundProgress>,
    /// Which seats have finished the round.
    pub finished: Vec<bool>,
    /// The seat to act (None once scored).
    pub to_act: Option<SeatId>,
    /// Every legal draw of the seat to act.
    pub legal: Vec<Placement>,
    /// Why the seat to act may not finish the round yet (None: it may).
    pub finish_blocked: Option<String>,
    /// Actions the seat to act may take back.
    pub undoable: usize,
    /// The final result, once scored.
    pub final_result: Option<InkFinal>,
}

impl InkSnapshot {
    /// The sheet the big view shows: the one looked at, else the seat to act, else the first winner.
    pub fn shown_seat(&self, ui: &InkUi) -> SeatId {
        ui.viewing
            .or(self.to_act)
            .or_else(|| {
                self.final_result
                    .as_ref()
                    .and_then(|f| f.winners.first().copied())
            })
            .unwrap_or(0)
            .min(self.seats.len().saturating_sub(1))
    }

    /// Whether the person at the screen may draw on the shown sheet now.
    pub fn interactive(&self, ui: &InkUi) -> bool {
        match self.to_act {
            Some(seat) => {
                self.shown_seat(ui) == seat && self.seats.get(seat).is_some_and(|s| !s.bot)
            }
            None => false,
        }
    }

    /// The tile a pick stands for this round.
    pub fn pick_tile(&self, pick: Pick) -> Option<TileId> {
        match pick {
            Pick::Die(slot) => self.roll.map(|r| r.dice[slot as usize]),
            Pick::Special(t) => Some(t),
        }
    }

    /// Whether a pick can still be drawn by the seat to act this round.
    pub fn available(&self, pick: Pick) -> bool {
        let Some(seat) = self.to_act else {
            return false;
        };
        let (Some(p), Some(sheet)) = (self.progress.get(seat), self.sheets.get(seat)) else {
            return false;
        };
        match pick {
            Pick::Die(slot) => !p.drawn[slot as usize],
            Pick::Special(t) => {
                p.special.is_none()
                    && sheet.specials_used.len() < 3
                    && !sheet.specials_used.iter().any(|(u, _)| *u == t)
            }
        }
    }

    /// Why the rules refuse this placement for `seat` (`None` when it is legal).
    pub fn refusal_of(&self, seat: SeatId, p: &Placement) -> Option<InkError> {
        let (sheet, progress) = self.sheets.get(seat).zip(self.progress.get(seat))?;
        sheet.check_draw(progress, p).err()
    }

    /// Legal orientations of `tile` at `sq` for the seat to act.
    pub fn legal_at(&self, tile: TileId, sq: Square) -> Vec<Orientation> {
        self.legal
            .iter()
            .filter(|p| p.tile == tile && p.square == sq)
            .map(|p| p.orientation)
            .collect()
    }
}

/// When each route appeared, for the fade-in (added by the observer that decorates routes).
#[derive(Component, Debug, Clone, Copy)]
pub struct Appeared(pub f64);

/// The dice tumble: when the last roll happened.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct DiceTumble {
    /// App time of the roll.
    pub at: f64,
    /// The round that started.
    pub round: u8,
}

/// Length of the dice tumble, seconds.
pub const TUMBLE_SECS: f64 = 0.6;
/// Length of a new route's fade-in, seconds.
pub const APPEAR_SECS: f64 = 0.25;

/// After a load or undo every route is already on the sheet: no fade-in.
pub(super) fn on_table_rebuilt(_: On<driver::TableRebuilt>, mut routes: Query<&mut Appeared>) {
    for mut appeared in &mut routes {
        appeared.0 = f64::NEG_INFINITY;
    }
}

pub(super) fn on_route_added(add: On<Add, Route>, time: Res<Time>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert(Appeared(time.elapsed_secs_f64()));
}

pub(super) fn on_dice_rolled(
    rolled: On<DiceRolled>,
    time: Res<Time>,
    mut tumble: ResMut<DiceTumble>,
) {
    *tumble = DiceTumble {
        at: time.elapsed_secs_f64(),
        round: rolled.round,
    };
}

/// The dice of the round the game starts (or is loaded) in tumble onto the table too.
pub(super) fn tumble_on_enter(
    time: Res<Time>,
    game: Option<Res<InkGame>>,
    mut tumble: ResMut<DiceTumble>,
) {
    if let Some(game) = game {
        *tumble = DiceTumble {
            at: time.elapsed_secs_f64(),
            round: game.round,
        };
    }
}

/// Opens the score sheet once when the game is scored.
pub(super) fn open_score_sheet(mut ui: ResMut<InkUi>) {
    ui.score_sheet = true;
    ui.highlights = true;
    ui.viewing = None;
    ui.pick = None;
}

/// Clears picks when a game leaves the table.
pub(super) fn reset_ui(mut ui: ResMut<InkUi>, mut snap: ResMut<InkSnapshot>) {
    *ui = InkUi::default();
    *snap = InkSnapshot::default();
}

/// What a snapshot is built from: the shell's snapshot (its revision) and the routes drawn.
pub type SnapshotKey = (u64, usize);

/// Rebuilds [`InkSnapshot`] on the shell's [`TableSnapshot`] when that or the routes drawn
/// changed (an exclusive system: the routes are entities).
pub(super) fn refresh_snapshot(world: &mut World) {
    let revision = world.resource::<TableSnapshot>().revision;
    let key = (revision, world.query::<&Route>().iter(world).count());
    {
        let snap = world.resource::<InkSnapshot>();
        if snap.ready && snap.key == key {
            return;
        }
    }
    let Some(round) = world
        .resource::<TableSnapshot>()
        .seat_view::<InkGame>()
        .cloned()
    else {
        world.resource_mut::<InkSnapshot>().ready = false;
        return;
    };
    let snap = build(world, &round, key);
    world.insert_resource(snap);
}

fn build(world: &mut World, round: &InkGame, key: SnapshotKey) -> InkSnapshot {
    let mut drawn: Vec<Vec<Drawn>> = vec![Vec::new(); round.sheets.len()];
    let mut q = world.query::<(&Route, Option<&Appeared>)>();
    let mut rows: Vec<(usize, Route, f64)> = q
        .iter(world)
        .filter(|(r, _)| r.seat < round.sheets.len())
        .map(|(r, a)| (r.seat, *r, a.map_or(0.0, |a| a.0)))
        .collect();
    rows.sort_by_key(|(seat, r, _)| (*seat, r.seq));
    for (seat, r, at) in rows {
        drawn[seat].push(Drawn {
            placement: r.placement,
            round: r.round,
            appeared: at,
        });
    }
    let sheets: Vec<Sheet> = round.sheets.clone();
    let scores = sheets
        .iter()
        .map(|s| score(&s.board, &round.options))
        .collect();
    let to_act = round.to_act();
    let locale = world.get_resource::<Locale>();
    let (legal, finish_blocked) = match to_act {
        Some(seat) => (
            sheets[seat].legal_draws(&round.progress[seat]),
            sheets[seat]
                .check_finish(&round.progress[seat])
                .err()
                .map(|e| locale.map_or_else(|| e.to_string(), |l| refusal(l, &e))),
        ),
        None => (Vec::new(), Some(String::new())),
    };
    let shell = world.resource::<TableSnapshot>();
    InkSnapshot {
        key,
        ready: true,
        seats: shell.seats.clone(),
        sheets,
        drawn,
        scores,
        round: round.round,
        roll: Some(round.roll),
        progress: round.progress.clone(),
        finished: round.finished.clone(),
        to_act,
        legal,
        finish_blocked,
        undoable: shell.undoable,
        final_result: round.result.clone(),
    }
}

/// The translated name of a tile ("Rail curve").
pub fn tile_name(locale: &Locale, tile: TileId) -> String {
    locale.t(&format!("ink-tile-{}", tile.name_key()))
}

/// A rule refusal in the player's language (the rules give a key and typed arguments).
pub fn refusal(locale: &Locale, error: &InkError) -> String {
    let (key, args) = error.message();
    let words: Vec<(&str, String)> = args
        .into_iter()
        .map(|(name, arg)| {
            let text = match arg {
                MessageArg::Tile(t) => in_sentence(&tile_name(locale, t)),
                MessageArg::Square(sq) => sq.to_string(),
                MessageArg::Side(side) => {
                    locale.t(&format!("ink-side-{}", format!("{side:?}").to_lowercase()))
                }
                MessageArg::Edge(Edge::Road) => locale.t("ink-edge-road"),
                MessageArg::Edge(_) => locale.t("ink-edge-rail"),
            };
            (name, text)
        })
        .collect();
    let values: Vec<(&str, crate::ui::i18n::FluentValue)> =
        words.iter().map(|(n, t)| (*n, t.as_str().into())).collect();
    locale.t_args(key, &values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroad_ink::rules::messages::every_refusal;
    use crate::ui::i18n::Language;

    /// Every refusal the rules can give reads as a sentence in both languages, with its arguments
    /// filled in (a missing key would show the raw key to the player).
    #[test]
    fn refusals_are_translated_in_every_language() {
        let errors = every_refusal();
        for language in Language::ALL {
            let locale = Locale::new(language);
            for e in &errors {
                let (key, _) = e.message();
                assert!(locale.has(key), "{language:?} lacks {key}");
                let text = refusal(&locale, e);
                assert!(!text.contains('{') && !text.contains("ink-err"), "{text}");
            }
            for tile in TileId::ALL {
                assert!(
                    locale.has(&format!("ink-tile-{}", tile.name_key())),
                    "{tile}"
                );
            }
        }
        let english = refusal(&Locale::new(Language::En), &errors[1]);
        assert!(!english.is_empty());
    }

    #[test]
    fn the_english_refusal_names_the_tile_side_and_square() {
        let errors = every_refusal();
        let english = refusal(&Locale::new(Language::En), &errors[1]);
        assert!(
            english.contains("railway") && english.contains("west") && english.contains("E5"),
            "{english}"
        );
    }
}
