//! Reading and writing placements and boards in the ANU 5-character notation (`A4D31`).

use super::board::{Board, Placement, Square};
use super::tiles::{Orientation, TileId};
use std::fmt;

/// The most placements a board can hold: 7 rounds × 4 dice + 3 specials.
pub const MAX_PLACEMENTS: usize = 31;

/// What is wrong with one 5-character placement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlacementProblem {
    /// Not exactly 5 characters (the count found).
    Length(usize),
    /// First character is not A, B or S.
    Die(char),
    /// Face digit out of range for the die letter.
    Face {
        /// The die letter.
        die: char,
        /// The offending character.
        face: char,
    },
    /// Row is not A–G.
    Row(char),
    /// Column is not 0–6.
    Column(char),
    /// Orientation is not 0–7.
    Orientation(char),
}

/// Why a placement or board string cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// One placement is malformed; `index` is its 0-based position in a board string.
    Placement {
        /// Position in the board string, if reading a board.
        index: Option<usize>,
        /// The placement text.
        text: String,
        /// What is wrong.
        problem: PlacementProblem,
    },
    /// A run of characters whose length is not a multiple of 5.
    BoardLength {
        /// The run.
        text: String,
    },
    /// More than 31 placements.
    TooManyPlacements(usize),
    /// More than 3 special routes.
    TooManySpecials(usize),
    /// Two placements on one square; `index` is the 0-based position of the second.
    SquareReused {
        /// Position of the second placement.
        index: usize,
        /// The square.
        square: Square,
    },
}

impl fmt::Display for PlacementProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementProblem::Length(n) => {
                write!(f, "{n} characters, but a placement has exactly 5")
            }
            PlacementProblem::Die(c) => write!(f, "'{c}' is not a die (A, B or S)"),
            PlacementProblem::Face { die, face } => {
                let max = if *die == 'B' { 2 } else { 5 };
                write!(f, "face {face} out of range for die {die} (0–{max})")
            }
            PlacementProblem::Row(c) => write!(f, "row '{c}' is not A–G"),
            PlacementProblem::Column(c) => write!(f, "column '{c}' is not 0–6"),
            PlacementProblem::Orientation(c) => write!(f, "orientation '{c}' is not 0–7"),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Placement {
                index: Some(i),
                text,
                problem,
            } => write!(f, "placement {} ('{text}'): {problem}", i + 1),
            NotationError::Placement {
                index: None,
                text,
                problem,
            } => write!(f, "placement '{text}': {problem}"),
            NotationError::BoardLength { text } => write!(
                f,
                "'{text}' has {} characters, not a multiple of 5",
                text.chars().count()
            ),
            NotationError::TooManyPlacements(n) => {
                write!(
                    f,
                    "{n} placements, but a board holds at most {MAX_PLACEMENTS}"
                )
            }
            NotationError::TooManySpecials(n) => {
                write!(f, "{n} special routes, but a game allows at most 3")
            }
            NotationError::SquareReused { index, square } => {
                write!(f, "placement {}: {square} is already drawn on", index + 1)
            }
        }
    }
}

impl std::error::Error for NotationError {}

fn placement_at(s: &str, index: Option<usize>) -> Result<Placement, NotationError> {
    let err = |problem| NotationError::Placement {
        index,
        text: s.to_string(),
        problem,
    };
    let c: Vec<char> = s.chars().collect();
    if c.len() != 5 {
        return Err(err(PlacementProblem::Length(c.len())));
    }
    if !matches!(c[0], 'A' | 'B' | 'S') {
        return Err(err(PlacementProblem::Die(c[0])));
    }
    let tile = c[1]
        .to_digit(10)
        .and_then(|d| TileId::from_letter_face(c[0], d as u8))
        .ok_or_else(|| {
            err(PlacementProblem::Face {
                die: c[0],
                face: c[1],
            })
        })?;
    if !('A'..='G').contains(&c[2]) {
        return Err(err(PlacementProblem::Row(c[2])));
    }
    if !('0'..='6').contains(&c[3]) {
        return Err(err(PlacementProblem::Column(c[3])));
    }
    if !('0'..='7').contains(&c[4]) {
        return Err(err(PlacementProblem::Orientation(c[4])));
    }
    Ok(Placement {
        tile,
        square: Square {
            row: c[2] as u8 - b'A',
            col: c[3] as u8 - b'0',
        },
        orientation: Orientation(c[4] as u8 - b'0'),
    })
}

/// Reads one placement such as `A4D31` (die letter, face, row, column, orientation).
pub fn parse_placement(s: &str) -> Result<Placement, NotationError> {
    placement_at(s, None)
}

/// Reads a board string: placements in the order they were drawn.
///
/// Unlike ANU, the empty string is allowed (an empty board), so the CLI can start from
/// nothing. Whitespace between placements is ignored. More than 31 placements or more than
/// 3 specials is an error (a game never makes such a board: see [`game_limits`]); squares used
/// twice are caught by [`board_from_placements`].
pub fn parse_board(s: &str) -> Result<Vec<Placement>, NotationError> {
    let out = parse_placements(s)?;
    match game_limits(&out).into_iter().next() {
        Some(breach) => Err(breach),
        None => Ok(out),
    }
}

/// Reads a well-formed board string without holding it to a game's limits: what a scorer needs,
/// since puzzle and community test boards break them on purpose.
pub fn parse_placements(s: &str) -> Result<Vec<Placement>, NotationError> {
    let mut out = Vec::new();
    for run in s.split_whitespace() {
        let chars: Vec<char> = run.chars().collect();
        if !chars.len().is_multiple_of(5) {
            return Err(NotationError::BoardLength {
                text: run.to_string(),
            });
        }
        for chunk in chars.chunks(5) {
            let text: String = chunk.iter().collect();
            out.push(placement_at(&text, Some(out.len()))?);
        }
    }
    Ok(out)
}

/// The limits of a real game a board breaks: more than 31 placements, more than 3 specials.
pub fn game_limits(ps: &[Placement]) -> Vec<NotationError> {
    let mut out = Vec::new();
    if ps.len() > MAX_PLACEMENTS {
        out.push(NotationError::TooManyPlacements(ps.len()));
    }
    let specials = ps.iter().filter(|p| p.tile.is_special()).count();
    if specials > 3 {
        out.push(NotationError::TooManySpecials(specials));
    }
    out
}

/// Builds a board from placements (no legality check), refusing a square drawn twice.
pub fn board_from_placements(ps: &[Placement]) -> Result<Board, NotationError> {
    let mut board = Board::new();
    for (index, p) in ps.iter().enumerate() {
        if !board.place(*p) {
            return Err(NotationError::SquareReused {
                index,
                square: p.square,
            });
        }
    }
    Ok(board)
}

/// Writes placements as a board string (no separators), the inverse of [`parse_board`].
pub fn format_board(ps: &[Placement]) -> String {
    ps.iter().map(|p| p.to_string()).collect()
}
