//! The record in words: one line per drawing and per finished round, as every spectator may read it
//! (the table's log, the stream window and the overlay translate the same lines).

use crate::games::railroad_ink::InkAction;
use crate::table::SeatId;
use crate::table::driver::{LogLine, WordArg, Words};

/// Every action of the record as a log line, working out the round of every "finished" (a round
/// ends when every seat has finished it).
pub fn lines(actions: &[(SeatId, &InkAction)], seats: usize) -> Vec<LogLine> {
    let mut round = 1u8;
    let mut done = vec![false; seats.max(1)];
    let mut out = Vec::new();
    for &(seat, action) in actions {
        let words = match action {
            InkAction::Draw(p) => Words::key("ink-log-drew")
                .with("name", WordArg::Seat(seat))
                .with(
                    "tile",
                    WordArg::InSentence(format!("ink-tile-{}", p.tile.name_key())),
                )
                .with("square", WordArg::Text(p.square.to_string())),
            InkAction::FinishRound => {
                let words = Words::key("ink-log-finished")
                    .with("name", WordArg::Seat(seat))
                    .with("round", WordArg::Number(i64::from(round)));
                if let Some(d) = done.get_mut(seat) {
                    *d = true;
                }
                if done.iter().all(|d| *d) {
                    round += 1;
                    done.iter_mut().for_each(|d| *d = false);
                }
                words
            }
        };
        out.push(LogLine {
            seat: Some(seat),
            words,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroad_ink::rules::board::{Placement, Square};
    use crate::games::railroad_ink::rules::tiles::{Orientation, TileId};

    #[test]
    fn log_knows_the_round_of_each_finish() {
        let p = Placement {
            tile: TileId::A1,
            square: Square { row: 0, col: 3 },
            orientation: Orientation(0),
        };
        let draw = InkAction::Draw(p);
        let fin = InkAction::FinishRound;
        let actions = [(0, &draw), (0, &fin), (1, &fin), (1, &fin), (0, &fin)];
        let log = lines(&actions, 2);
        let round = |i: usize| {
            log[i]
                .words
                .args
                .iter()
                .find(|(n, _)| n == "round")
                .cloned()
        };
        assert_eq!(log[0].words.key, "ink-log-drew");
        assert_eq!(log[0].seat, Some(0));
        assert_eq!(round(1), Some(("round".into(), WordArg::Number(1))));
        assert_eq!(round(2), Some(("round".into(), WordArg::Number(1))));
        assert_eq!(round(3), Some(("round".into(), WordArg::Number(2))));
        assert_eq!(round(4), Some(("round".into(), WordArg::Number(2))));
    }
}
