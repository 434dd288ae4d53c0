//! The printed sheet's facts (drawings, exits, network points, centre, limits), compiled by
//! `build.rs` from `assets/games/railroad_ink/sheet.ron`, which it checks first.

use super::board::{Exit, exit};
use super::tiles::{Edge, Side};

include!(concat!(env!("OUT_DIR"), "/railroad_ink_sheet.rs"));
