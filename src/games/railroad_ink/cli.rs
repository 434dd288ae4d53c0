//! `ferrovia ink …`: Railroad Ink board tools on the 5-character placement notation.

use super::rules::board::{Board, Placement};
use super::rules::sheet::InkError;
use super::rules::{legality, notation, scoring};
use crate::cli::{GameTool, parse_key_value, say};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::collections::BTreeMap;

/// The tool as the registry lists it.
pub const TOOL: GameTool = GameTool {
    command: || Tool::command(),
    run: |matches| {
        let tool = Tool::from_arg_matches(matches).map_err(|e| e.to_string())?;
        ink(tool.command)
    },
};

/// Railroad Ink board tools (the 5-character placement notation).
#[derive(Parser, Debug)]
#[command(name = "ink")]
struct Tool {
    /// What to do.
    #[command(subcommand)]
    command: InkCommand,
}

/// `ferrovia ink …`
#[derive(Subcommand, Debug)]
enum InkCommand {
    /// Score a board given in the notation (any well-formed board: the game limits it breaks are
    /// listed as warnings).
    Score {
        /// The board: placements of 5 characters each, in drawing order.
        board: String,
        /// Refuse a board that breaks a game limit (more than 31 routes, more than 3 specials).
        #[arg(long)]
        strict: bool,
        /// Scoring option KEY=VALUE (one_exit_points, longest).
        #[arg(long = "option", value_name = "KEY=VALUE", value_parser = parse_key_value)]
        options: Vec<(String, String)>,
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Say whether a placement is legal on a board, and why.
    Check {
        /// The board (may be the empty string).
        board: String,
        /// The placement to check.
        placement: String,
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
}

fn ink(command: InkCommand) -> Result<(), String> {
    match command {
        InkCommand::Score {
            board,
            strict,
            options,
            json,
        } => {
            let options: BTreeMap<String, String> = options.into_iter().collect();
            let opts = scoring::ScoreOptions::from_options(&options)?;
            let placements = notation::parse_placements(&board).map_err(|e| e.to_string())?;
            let warnings: Vec<String> = notation::game_limits(&placements)
                .iter()
                .map(ToString::to_string)
                .collect();
            if strict && let Some(first) = warnings.first() {
                return Err(first.clone());
            }
            let board = notation::board_from_placements(&placements).map_err(|e| e.to_string())?;
            let s = scoring::score(&board, &opts);
            if json {
                say!(
                    "{}",
                    serde_json::json!({
                        "total": s.total,
                        "exit_points": s.exit_points,
                        "network_exit_counts": s.network_exit_counts,
                        "longest_rail": s.longest_rail,
                        "longest_road": s.longest_road,
                        "centre": s.centre,
                        "errors": s.errors,
                        "warnings": warnings,
                    })
                );
            } else {
                for w in &warnings {
                    say!("warning: {w}");
                }
                say!(
                    "exits {} (networks {:?})",
                    s.exit_points,
                    s.network_exit_counts
                );
                say!("longest railway {}", s.longest_rail);
                say!("longest highway {}", s.longest_road);
                say!("centre {}", s.centre);
                say!("errors -{}", s.errors);
                say!("total {}", s.total);
            }
            Ok(())
        }
        InkCommand::Check {
            board,
            placement,
            json,
        } => {
            let placements = notation::parse_board(&board).map_err(|e| e.to_string())?;
            let board = notation::board_from_placements(&placements).map_err(|e| e.to_string())?;
            let candidate = notation::parse_placement(&placement).map_err(|e| e.to_string())?;
            let verdict = check_on_board(board, &candidate);
            if json {
                say!(
                    "{}",
                    serde_json::json!({
                        "legal": verdict.is_ok(),
                        "reason": verdict.as_ref().err().cloned().unwrap_or_else(|| "legal".to_string()),
                    })
                );
            } else {
                match verdict {
                    Ok(()) => say!("legal"),
                    Err(reason) => say!("illegal: {reason}"),
                }
            }
            Ok(())
        }
    }
}

/// Legality of one placement on a board without round context: geometry, plus the game-wide
/// special-route limits counted from the specials already on the board.
fn check_on_board(board: Board, candidate: &Placement) -> Result<(), String> {
    if candidate.tile.is_special() {
        let used: Vec<_> = board
            .placements()
            .iter()
            .map(|p| p.tile)
            .filter(|t| t.is_special())
            .collect();
        if used.contains(&candidate.tile) {
            return Err(InkError::SpecialUsed(candidate.tile).to_string());
        }
        if used.len() >= 3 {
            return Err(InkError::ThreeSpecialsPerGame.to_string());
        }
    }
    legality::check(&board, candidate).map_err(|e| e.to_string())
}
