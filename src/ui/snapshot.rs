//! The table as every game's screen shows it, built once by the shell: the seats, who acts and who
//! is at the controls, what may be taken back, the winners, the public scores, the viewer's own
//! seat view and the log in the player's words. A game's screen adds only what it derives itself.
//!
//! It is rebuilt on one key (the table's epoch, its actions, the viewer and the language). The log
//! is translated as it grows: a new action puts one line into words, an undo drops lines, and only
//! a new game, new seats or another language translate it all again (a 1,000-action 18xx game
//! would otherwise be re-translated after every action).

use super::handover::Handover;
use super::i18n::{Language, Locale};
use super::seats::{LogWords, SeatView, seat_names, seat_views};
use crate::games::GameId;
use crate::table::driver::{self, ActiveTable, LogLine, SeatScore};
use crate::table::public::SeatShown;
use crate::table::{SeatId, SeatKind};
use bevy::prelude::*;

/// What the snapshot was built from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Key {
    epoch: u64,
    actions: usize,
    viewer: Option<SeatId>,
    language: Option<Language>,
}

/// The table as the screen shows it.
#[derive(Resource, Debug, Clone, Default)]
pub struct TableSnapshot {
    key: Option<Key>,
    /// The log's lines as the game gave them, each translated in [`TableSnapshot::log`].
    lines: Vec<LogLine>,
    /// Which game, when one is on the table.
    pub game: Option<GameId>,
    /// The seats, in seat order.
    pub seats: Vec<SeatView>,
    /// The seat whose decision the table waits for; `None` once over.
    pub to_act: Option<SeatId>,
    /// Whose seat the screen shows (see [`viewer`]).
    pub viewer: Option<SeatId>,
    /// What the viewer's seat may see (a spectator's when nobody is at the controls).
    pub seat_view: Option<SeatShown>,
    /// Actions the seat to act may take back.
    pub undoable: usize,
    /// The winners, once over.
    pub winners: Vec<SeatId>,
    /// Where the game stands, in words: the round line.
    pub round: String,
    /// What the seat to act decides, in words; `None` once over.
    pub deciding: Option<String>,
    /// The scores every spectator may see (the full ones once the game is over).
    pub scores: Vec<SeatScore>,
    /// The log in the player's words, oldest first.
    pub log: LogWords,
    /// Counts rebuilds: a game's screen keys what it derives on it.
    pub revision: u64,
}

impl TableSnapshot {
    /// Whether a person at the controls decides now.
    pub fn my_turn(&self) -> bool {
        self.viewer.is_some() && self.viewer == self.to_act
    }

    /// The table's epoch it was built at (a rebuild, an undo or a load starts a new one).
    pub fn epoch(&self) -> Option<u64> {
        self.key.map(|k| k.epoch)
    }

    /// How many actions the record held.
    pub fn actions(&self) -> usize {
        self.key.map_or(0, |k| k.actions)
    }

    /// The viewer's seat view as `T`.
    pub fn seat_view<T: 'static>(&self) -> Option<&T> {
        self.seat_view.as_ref().and_then(SeatShown::typed)
    }
}

/// A seat nobody holds: its view is a spectator's (every hand folded away).
pub const NOBODY: SeatId = SeatId::MAX;

/// Whose seat the screen shows: the only person at the table, or the person who last confirmed
/// the handover curtain — never a bot's, and nobody's while the curtain waits or, with two
/// people or more, while a bot (`to_act`) plays: the last person may already have passed the
/// machine on.
pub fn viewer(kinds: &[SeatKind], handover: &Handover, to_act: Option<SeatId>) -> Option<SeatId> {
    let humans: Vec<SeatId> = (0..kinds.len())
        .filter(|&s| kinds[s] == SeatKind::Human)
        .collect();
    let bot_plays = to_act.is_some_and(|s| kinds.get(s).is_some_and(|k| *k != SeatKind::Human));
    match humans.as_slice() {
        [only] => Some(*only),
        _ if handover.down.is_some() || bot_plays => None,
        _ => handover.ready.filter(|s| humans.contains(s)),
    }
}

/// Rebuilds [`TableSnapshot`] when its key changed (exclusive: reads the table and the game).
pub fn refresh(world: &mut World) {
    world.resource_scope(|world, mut snap: Mut<TableSnapshot>| rebuild(world, &mut snap));
}

fn rebuild(world: &World, snap: &mut Mut<TableSnapshot>) {
    let (Some(rules), Some(table)) = (
        driver::active_rules(world),
        world.get_resource::<ActiveTable>(),
    ) else {
        if snap.key.is_some() {
            let revision = snap.revision + 1;
            **snap = TableSnapshot {
                revision,
                ..default()
            };
        }
        return;
    };
    let kinds: Vec<SeatKind> = table.setup().seats.iter().map(|s| s.kind).collect();
    let handover = world
        .get_resource::<Handover>()
        .copied()
        .unwrap_or_default();
    let locale = world.get_resource::<Locale>();
    let key = Key {
        epoch: table.epoch,
        actions: table.record.actions.len(),
        viewer: viewer(&kinds, &handover, rules.to_act(world)),
        language: locale.map(Locale::language),
    };
    if snap.key == Some(key) {
        return;
    }
    let seats = seat_views(Some(table), kinds.len());
    let lines = rules.log(world);
    // The lines already in words stay, as far as they are the same lines read the same way.
    let same_words = snap.key.is_some_and(|k| k.language == key.language) && snap.seats == seats;
    let kept = if !same_words {
        0
    } else if snap.key.is_some_and(|k| k.epoch == key.epoch) {
        // Live actions only ever add lines.
        snap.lines.len().min(lines.len())
    } else {
        snap.lines
            .iter()
            .zip(lines)
            .take_while(|(a, b)| a == b)
            .count()
    };
    let snap = &mut **snap;
    snap.lines.truncate(kept);
    snap.lines.extend_from_slice(&lines[kept..]);
    snap.log.truncate(kept);
    if let Some(locale) = locale {
        let names = seat_names(&seats);
        snap.log.extend(
            lines[kept..]
                .iter()
                .map(|l| (l.seat, locale.words_for(&l.words, &names))),
        );
    }
    let status = rules.status(world);
    snap.round = match (&status, locale) {
        (Some(s), Some(l)) => l.words(&s.round),
        _ => String::new(),
    };
    snap.deciding = status
        .and_then(|s| s.deciding)
        .zip(locale)
        .map(|(d, l)| l.words(&d));
    snap.key = Some(key);
    snap.game = Some(table.setup().game);
    snap.to_act = rules.to_act(world);
    snap.viewer = key.viewer;
    snap.seat_view = rules.seat_view(world, key.viewer.unwrap_or(NOBODY));
    snap.undoable = driver::undoable(world);
    snap.winners = rules.winners(world);
    snap.scores = rules.public_scores(world);
    snap.seats = seats;
    snap.revision += 1;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::table::GameSetup;
    use crate::table::session::Session;

    /// The log as a snapshot built from nothing would translate it.
    fn fresh(world: &mut World) -> LogWords {
        let kept = std::mem::take(&mut *world.resource_mut::<TableSnapshot>());
        refresh(world);
        std::mem::replace(&mut *world.resource_mut::<TableSnapshot>(), kept).log
    }

    fn play(session: &mut Session, actions: usize) {
        for _ in 0..actions {
            let seat = session.to_act().expect("a seat to act");
            let rules = driver::active_rules(session.world()).expect("a game");
            let action = rules.legal(session.world(), seat)[0].clone();
            session.submit(seat, action).expect("legal");
        }
    }

    #[test]
    fn the_log_is_translated_as_it_grows_and_anew_in_another_language() {
        let setup = GameSetup::new(GameId::RailroadInk, &[SeatKind::Human; 2], 3);
        let mut session = Session::new(setup).expect("a game");
        play(&mut session, 5);
        let world = session.world_mut();
        world.init_resource::<TableSnapshot>();
        world.insert_resource(Locale::new(Language::Pt));
        refresh(world);
        let portuguese = world.resource::<TableSnapshot>().log.clone();
        assert_eq!(portuguese.len(), 5);
        assert_eq!(portuguese, fresh(world));
        // Portuguese to Spanish: every line again (not only to or from English).
        world.insert_resource(Locale::new(Language::Es));
        refresh(world);
        let spanish = world.resource::<TableSnapshot>().log.clone();
        assert_eq!(spanish, fresh(world));
        assert!(spanish.iter().zip(&portuguese).all(|(s, p)| s != p));
        // One more action puts one more line into words; an undo drops it.
        play(&mut session, 1);
        let world = session.world_mut();
        refresh(world);
        let grown = world.resource::<TableSnapshot>().log.clone();
        assert_eq!(grown.len(), 6);
        assert_eq!(grown, fresh(world));
        session.rewind(4).expect("rewinds");
        let world = session.world_mut();
        refresh(world);
        assert_eq!(world.resource::<TableSnapshot>().log, spanish[..4]);
    }
}
