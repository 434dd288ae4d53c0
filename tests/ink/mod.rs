//! Railroad Ink integration tests: harvested cases, round rules, properties and bots.

mod bots;
mod cases;
mod props;
mod rules;

use ferrovia::games::railroad_ink::rules::board::{Board, Placement};
use ferrovia::games::railroad_ink::rules::notation::{board_from_placements, parse_placement};

/// Reads a case file from `tests/data/railroad_ink`.
pub fn data(name: &str) -> serde_json::Value {
    let path = format!(
        "{}/tests/data/railroad_ink/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Splits a board string into placements without the board-string limits (some scoring-only
/// cases reuse specials).
pub fn placements(s: &str) -> Vec<Placement> {
    assert_eq!(s.len() % 5, 0, "{s}");
    (0..s.len())
        .step_by(5)
        .map(|i| parse_placement(&s[i..i + 5]).unwrap())
        .collect()
}

/// A board from a board string, in order, without legality checks.
pub fn board(s: &str) -> Board {
    board_from_placements(&placements(s)).unwrap()
}
