//! Table pieces more than one game needs, as plain data with the checks that keep them honest: a
//! bag of counted pieces, a face-down deck whose draws reveal, position tracks, a stock market, and
//! the reading of a game's RON data file.
//! Games keep them inside their one state value; nothing here knows a game.

pub mod bag;
pub mod deck;
pub mod market;
pub mod ron_file;
pub mod track;
