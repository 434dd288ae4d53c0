//! The record in words: one line per drawing and per finished round, as every spectator may read it
//! (the table's log, the stream window and the overlay translate the same lines).

use crate::games::railroad_ink::InkAction;
use crate::games::railroad_ink::state::InkGame;
use crate::table::SeatId;
use crate::table::driver::{WordArg, Words};

/// An action in words, from the game before it: a "finished" names the round the seat finishes.
pub fn line(before: &InkGame, seat: SeatId, action: &InkAction) -> Words {
    match action {
        InkAction::Draw(p) => Words::key("ink-log-drew")
            .with("name", WordArg::Seat(seat))
            .with(
                "tile",
                WordArg::InSentence(format!("ink-tile-{}", p.tile.name_key())),
            )
            .with("square", WordArg::Text(p.square.to_string())),
        InkAction::FinishRound => Words::key("ink-log-finished")
            .with("name", WordArg::Seat(seat))
            .with("round", WordArg::Number(i64::from(before.round))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroad_ink::rules::board::{Placement, Square};
    use crate::games::railroad_ink::rules::dice::Roll;
    use crate::games::railroad_ink::rules::scoring::ScoreOptions;
    use crate::games::railroad_ink::rules::tiles::{Orientation, TileId};

    #[test]
    fn a_finish_names_the_round_the_game_is_in() {
        let p = Placement {
            tile: TileId::A1,
            square: Square { row: 0, col: 3 },
            orientation: Orientation(0),
        };
        let mut game = InkGame::new(
            2,
            Roll {
                dice: [TileId::A1; 4],
            },
            ScoreOptions::default(),
        );
        game.round = 3;
        let drew = line(&game, 1, &InkAction::Draw(p));
        assert_eq!(drew.key, "ink-log-drew");
        assert!(drew.args.contains(&("name".into(), WordArg::Seat(1))));
        let finished = line(&game, 0, &InkAction::FinishRound);
        assert_eq!(finished.key, "ink-log-finished");
        assert!(
            finished
                .args
                .contains(&("round".into(), WordArg::Number(3)))
        );
    }
}
