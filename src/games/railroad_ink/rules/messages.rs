//! Rule messages as translation keys with typed arguments, so the window can speak the player's
//! language while the CLI keeps the English `Display` texts.

use super::board::Square;
use super::legality::Illegal;
use super::sheet::InkError;
use super::tiles::{Edge, Side, TileId};

/// An argument of a message; the presentation turns each into words in its language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageArg {
    /// A route drawing (translate with its `tile-<name_key>`).
    Tile(TileId),
    /// A square, written as in the notation ("D3").
    Square(Square),
    /// A side of a square (`side-n`, `side-e`, …).
    Side(Side),
    /// Highway or railway (`edge-road`, `edge-rail`).
    Edge(Edge),
}

/// A translation key and its named arguments.
pub type Message = (&'static str, Vec<(&'static str, MessageArg)>);

fn other(e: Edge) -> Edge {
    match e {
        Edge::Road => Edge::Rail,
        Edge::Rail => Edge::Road,
        Edge::Blank => Edge::Blank,
    }
}

impl Illegal {
    /// This refusal as a translatable message.
    pub fn message(&self) -> Message {
        use MessageArg as A;
        match *self {
            Illegal::Occupied(sq) => ("ink-err-occupied", vec![("square", A::Square(sq))]),
            Illegal::ClashWithRoute {
                side,
                neighbour,
                mine,
            } => (
                "ink-err-clash-route",
                vec![
                    ("mine", A::Edge(mine)),
                    ("theirs", A::Edge(other(mine))),
                    ("side", A::Side(side)),
                    ("square", A::Square(neighbour)),
                ],
            ),
            Illegal::ClashWithExit { side, mine } => (
                "ink-err-clash-exit",
                vec![
                    ("mine", A::Edge(mine)),
                    ("theirs", A::Edge(other(mine))),
                    ("side", A::Side(side)),
                ],
            ),
            Illegal::NoConnection => ("ink-err-no-connection", vec![]),
            Illegal::SpecialReused(t) => ("ink-err-special-used", vec![("tile", A::Tile(t))]),
            Illegal::TooManySpecials => ("ink-err-three-specials", vec![]),
        }
    }
}

impl InkError {
    /// This refusal as a translatable message.
    pub fn message(&self) -> Message {
        use MessageArg as A;
        match *self {
            InkError::Illegal(i) => i.message(),
            InkError::NotRolled(t) => ("ink-err-not-rolled", vec![("tile", A::Tile(t))]),
            InkError::AlreadyDrawn(t) => ("ink-err-already-drawn", vec![("tile", A::Tile(t))]),
            InkError::SpecialUsed(t) => ("ink-err-special-used", vec![("tile", A::Tile(t))]),
            InkError::OneSpecialPerRound => ("ink-err-one-special", vec![]),
            InkError::ThreeSpecialsPerGame => ("ink-err-three-specials", vec![]),
            InkError::MustDraw(t) => ("ink-err-must-draw", vec![("tile", A::Tile(t))]),
        }
    }
}

/// One refusal of every kind, for tests of the texts (here and in the window's translations).
#[cfg(test)]
pub(crate) fn every_refusal() -> Vec<InkError> {
    let sq = Square { row: 4, col: 5 };
    vec![
        InkError::Illegal(Illegal::Occupied(sq)),
        InkError::Illegal(Illegal::ClashWithRoute {
            side: Side::W,
            neighbour: sq,
            mine: Edge::Rail,
        }),
        InkError::Illegal(Illegal::ClashWithExit {
            side: Side::S,
            mine: Edge::Road,
        }),
        InkError::Illegal(Illegal::NoConnection),
        InkError::NotRolled(TileId::A3),
        InkError::AlreadyDrawn(TileId::B1),
        InkError::SpecialUsed(TileId::S4),
        InkError::OneSpecialPerRound,
        InkError::ThreeSpecialsPerGame,
        InkError::MustDraw(TileId::A0),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_a_key_and_its_arguments() {
        let errors = every_refusal();
        let mut keys: Vec<_> = errors.iter().map(|e| e.message().0).collect();
        keys.dedup();
        assert_eq!(keys.len(), errors.len(), "each refusal reads differently");
        let (_, args) = errors[1].message();
        assert_eq!(args[1], ("theirs", MessageArg::Edge(Edge::Road)));
    }
}
