//! The command line: the window by default; `play`, `replay`, `state` and `ink` run headless.
//!
//! Exit status: 0 success, 1 bad input or failed replay (message on stderr), 2 usage.

use crate::games::railroad_ink::rules::board::{Board, Placement};
use crate::games::railroad_ink::rules::sheet::InkError;
use crate::games::railroad_ink::rules::{legality, notation, scoring};
use crate::games::{GameId, check_options};
use crate::table::driver::GameResult;
use crate::table::record::APP_VERSION;
use crate::table::save;
use crate::table::session::Session;
use crate::table::{GameSetup, SeatKind};
use clap::{Parser, Subcommand};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

/// `ferrovia`: play railway board games.
#[derive(Parser, Debug)]
#[command(name = "ferrovia", version = APP_VERSION, about = "A digital table for railway board games")]
pub struct Cli {
    /// Headless subcommand; without one, the window opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open the window on this saved game.
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Render in a real window, write this PNG and exit.
    #[arg(long, value_name = "FILE.png")]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot.
    #[arg(long, default_value_t = 10, requires = "screenshot")]
    pub frames: u32,
}

/// Headless subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play a whole game with bots in every seat and print the result.
    Play {
        /// Game id: railroad-ink, rotw, 1822pnw, whistle-stop, gwt.
        #[arg(long)]
        game: GameId,
        /// Comma-separated seats: bot, bot:greedy, bot:strong.
        #[arg(long, value_delimiter = ',', required = true)]
        seats: Vec<SeatKind>,
        /// Seed of the game's dice (random when absent; always recorded).
        #[arg(long)]
        seed: Option<u64>,
        /// Game option KEY=VALUE (repeatable).
        #[arg(long = "option", value_name = "KEY=VALUE", value_parser = parse_key_value)]
        options: Vec<(String, String)>,
        /// Also write the record to this file.
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Replay a saved record and print its result.
    Replay {
        /// The record (RON).
        file: PathBuf,
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Replay a saved record and print what a spectator sees at its end.
    State {
        /// The record (RON).
        file: PathBuf,
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Railroad Ink board tools (the 5-character placement notation).
    Ink {
        /// What to do.
        #[command(subcommand)]
        command: InkCommand,
    },
}

/// `ferrovia ink …`
#[derive(Subcommand, Debug)]
pub enum InkCommand {
    /// Score a board given in the notation.
    Score {
        /// The board: placements of 5 characters each, in drawing order.
        board: String,
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

fn parse_key_value(s: &str) -> Result<(String, String), String> {
    s.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| format!("'{s}' is not KEY=VALUE"))
}

/// Entry point of the binary.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version are successes; everything else is a usage error (exit 2).
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(1)
        }
    }
}

/// Runs a parsed command line; `Err` is a message for stderr and exit status 1.
pub fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        None => open_window(cli.load, cli.screenshot, cli.frames),
        Some(Command::Play {
            game,
            seats,
            seed,
            options,
            save,
            json,
        }) => {
            let out = play(game, &seats, seed, options.into_iter().collect(), save)?;
            print_result(&out, json);
            Ok(())
        }
        Some(Command::Replay { file, json }) => {
            let session = replay_file(&file)?;
            print_result(&result_of(&session)?, json);
            Ok(())
        }
        Some(Command::State { file, json }) => {
            let session = replay_file(&file)?;
            let view = session.public_view();
            if json {
                println!("{view}");
            } else {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&view).unwrap_or_default()
                );
            }
            Ok(())
        }
        Some(Command::Ink { command }) => ink(command),
    }
}

#[cfg(feature = "desktop")]
fn open_window(
    load: Option<PathBuf>,
    screenshot: Option<PathBuf>,
    frames: u32,
) -> Result<(), String> {
    crate::desktop::run(crate::desktop::Launch {
        load,
        screenshot,
        frames,
    })
}

#[cfg(not(feature = "desktop"))]
fn open_window(_: Option<PathBuf>, _: Option<PathBuf>, _: u32) -> Result<(), String> {
    Err("this build has no window (built without the `desktop` feature); use a subcommand, see --help".into())
}

/// Plays a whole bot game headless.
pub fn play(
    game: GameId,
    seats: &[SeatKind],
    seed: Option<u64>,
    options: BTreeMap<String, String>,
    save_to: Option<PathBuf>,
) -> Result<GameResult, String> {
    if seats.contains(&SeatKind::Human) {
        return Err("headless play needs a bot in every seat (people play in the window)".into());
    }
    check_options(game, &options)?;
    let mut setup = GameSetup::new(game, seats, seed.unwrap_or_else(random_seed));
    setup.options = options;
    let mut session = Session::new(setup)?;
    session.play_bots()?;
    if let Some(path) = save_to {
        save::save_record(&path, session.record())?;
    }
    result_of(&session)
}

fn result_of(session: &Session) -> Result<GameResult, String> {
    session
        .result()
        .ok_or_else(|| "no game on the table".to_string())
}

fn replay_file(path: &std::path::Path) -> Result<Session, String> {
    let record = save::read_record(path)?;
    Session::replay(&record).map_err(|e| format!("{}: {e}", path.display()))
}

/// A seed from the clock, for games started without one (it is recorded, so the game replays).
pub fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    crate::table::rng::bot_seed(nanos as u64, std::process::id() as usize, 0)
}

fn print_result(result: &GameResult, json: bool) {
    if json {
        println!("{}", serde_json::to_string(result).unwrap_or_default());
        return;
    }
    println!(
        "{} — seed {} — {} actions",
        result.game, result.seed, result.actions
    );
    for (i, (seat, score)) in result.seats.iter().zip(&result.scores).enumerate() {
        let crown = if result.winners.contains(&i) {
            "  ★ winner"
        } else {
            ""
        };
        let parts: Vec<String> = score
            .breakdown
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        println!(
            "  {:<20} {:>4}   ({}){crown}",
            format!("{} [{}]", seat.name, seat.kind),
            score.total,
            parts.join(", ")
        );
    }
    println!("state {}", result.state_hash);
}

fn ink(command: InkCommand) -> Result<(), String> {
    match command {
        InkCommand::Score {
            board,
            options,
            json,
        } => {
            let options: BTreeMap<String, String> = options.into_iter().collect();
            let opts = scoring::ScoreOptions::from_options(&options)?;
            let placements = notation::parse_board(&board).map_err(|e| e.to_string())?;
            let board = notation::board_from_placements(&placements).map_err(|e| e.to_string())?;
            let s = scoring::score(&board, &opts);
            if json {
                println!(
                    "{}",
                    serde_json::json!({
                        "total": s.total,
                        "exit_points": s.exit_points,
                        "network_exit_counts": s.network_exit_counts,
                        "longest_rail": s.longest_rail,
                        "longest_road": s.longest_road,
                        "centre": s.centre,
                        "errors": s.errors,
                    })
                );
            } else {
                println!(
                    "exits {} (networks {:?})",
                    s.exit_points, s.network_exit_counts
                );
                println!("longest railway {}", s.longest_rail);
                println!("longest highway {}", s.longest_road);
                println!("centre {}", s.centre);
                println!("errors -{}", s.errors);
                println!("total {}", s.total);
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
                println!(
                    "{}",
                    serde_json::json!({
                        "legal": verdict.is_ok(),
                        "reason": verdict.as_ref().err().cloned().unwrap_or_else(|| "legal".to_string()),
                    })
                );
            } else {
                match verdict {
                    Ok(()) => println!("legal"),
                    Err(reason) => println!("illegal: {reason}"),
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
