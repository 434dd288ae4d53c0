//! The chess clock: minutes per seat plus a Fischer increment per turn. Its readings are kept in the
//! save beside the record and never in the rules' state, so a record replays to the same game with or
//! without a clock; it runs only while a person is to decide (the window drives it).

use super::setup::SeatId;
use serde::{Deserialize, Serialize};

/// How a game's clock is set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockRules {
    /// Minutes on each seat's clock at the start.
    pub minutes: u32,
    /// Seconds added to a seat's clock each time its turn ends (Fischer).
    pub increment_secs: u32,
    /// Whether a seat out of time passes at once where the game has a pass.
    pub pass_when_out: bool,
}

/// Each seat's time left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChessClock {
    /// How it was set.
    pub rules: ClockRules,
    /// Milliseconds left, per seat.
    pub remaining_ms: Vec<u64>,
    /// Seats out of time.
    pub flagged: Vec<bool>,
}

/// One seat's clock as shown (top bar, stream, overlay).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClockReading {
    /// Seat index.
    pub seat: SeatId,
    /// Time left.
    pub remaining_ms: u64,
    /// Whether it is running now.
    pub running: bool,
    /// Out of time.
    pub flagged: bool,
}

impl ChessClock {
    /// A clock for `seats` seats, each with the full time.
    pub fn new(rules: ClockRules, seats: usize) -> Self {
        ChessClock {
            rules,
            remaining_ms: vec![u64::from(rules.minutes) * 60_000; seats],
            flagged: vec![false; seats],
        }
    }

    /// `ms` pass on `seat`'s clock; `true` when it ran out just now.
    pub fn run(&mut self, seat: SeatId, ms: u64) -> bool {
        let (Some(left), Some(flag)) =
            (self.remaining_ms.get_mut(seat), self.flagged.get_mut(seat))
        else {
            return false;
        };
        *left = left.saturating_sub(ms);
        if *left == 0 && !*flag {
            *flag = true;
            return true;
        }
        false
    }

    /// `seat`'s turn ended: it gains the increment (not once out of time).
    pub fn turn_over(&mut self, seat: SeatId) {
        if self.flagged.get(seat) == Some(&false)
            && let Some(left) = self.remaining_ms.get_mut(seat)
        {
            *left += u64::from(self.rules.increment_secs) * 1000;
        }
    }

    /// Every seat's reading, `running` the seat whose clock runs now.
    pub fn readings(&self, running: Option<SeatId>) -> Vec<ClockReading> {
        self.remaining_ms
            .iter()
            .zip(&self.flagged)
            .enumerate()
            .map(|(seat, (&remaining_ms, &flagged))| ClockReading {
                seat,
                remaining_ms,
                running: running == Some(seat),
                flagged,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: ClockRules = ClockRules {
        minutes: 1,
        increment_secs: 5,
        pass_when_out: false,
    };

    #[test]
    fn time_runs_out_once_and_increments_follow_turns() {
        let mut c = ChessClock::new(RULES, 2);
        assert_eq!(c.remaining_ms, vec![60_000, 60_000]);
        assert!(!c.run(0, 20_000));
        c.turn_over(0);
        assert_eq!(c.remaining_ms[0], 45_000, "Fischer: +5 s after the turn");
        assert!(c.run(1, 70_000), "out of time");
        assert!(!c.run(1, 1_000), "flagged once");
        c.turn_over(1);
        assert_eq!(c.remaining_ms[1], 0, "no increment once out of time");
        assert_eq!(c.flagged, vec![false, true]);
        let r = c.readings(Some(0));
        assert!(r[0].running && !r[1].running && r[1].flagged);
    }

    /// The clock is kept beside the record: the same record replays to the same game (the same
    /// state hash) with or without one, and a save keeps its readings.
    #[test]
    fn a_clock_never_changes_the_game() {
        use crate::games::GameId;
        use crate::table::session::Session;
        use crate::table::{BotLevel, GameSetup, SeatKind, driver, record::Record};
        let kinds = [SeatKind::Bot(BotLevel::Greedy); 2];
        let mut session = Session::new(GameSetup::new(GameId::Rotw, &kinds, 3)).expect("setup");
        for _ in 0..30 {
            driver::step_bot(session.world_mut()).expect("legal");
        }
        let plain = session.record().clone();
        let mut timed = plain.clone();
        let mut clock = ChessClock::new(RULES, 2);
        clock.run(0, 12_345);
        timed.clock = Some(clock.clone());
        let a = Session::replay(&plain).expect("replays");
        let b = Session::replay(&timed).expect("replays");
        assert_eq!(driver::hash(a.world()), driver::hash(b.world()));
        assert_eq!(
            b.record().clock,
            Some(clock.clone()),
            "the table keeps the readings"
        );
        let back = Record::from_ron(&timed.to_ron()).expect("reads back");
        assert_eq!(back.clock, Some(clock));
        assert!(!plain.to_ron().contains("clock"), "no clock, no field");
    }

    #[test]
    fn a_missing_seat_changes_nothing() {
        let mut c = ChessClock::new(RULES, 2);
        assert!(!c.run(5, 1_000));
        c.turn_over(5);
        assert_eq!(c, ChessClock::new(RULES, 2));
    }
}
