//! The command line: the window by default; `play`, `replay` and `state` run headless, and each game
//! may add a subcommand of its own tools (`ink`) through its registry entry.
//!
//! Exit status: 0 success, 1 bad input or failed replay (message on stderr), 2 usage.

use crate::games::{GameId, check_options};
use crate::table::driver::GameResult;
use crate::table::record::APP_VERSION;
use crate::table::save;
use crate::table::session::Session;
use crate::table::{GameSetup, SeatKind};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

/// Prints a line on stdout; a reader that went away (`ferrovia replay FILE | head -1`) is not an
/// error worth a panic.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}
pub(crate) use say;

/// `ferrovia`: play railway board games.
#[derive(Parser, Debug)]
#[command(name = "ferrovia", version = APP_VERSION, about = "A digital table for railway board games")]
pub struct Cli {
    /// Headless subcommand; without one, the window opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open the window on this saved game (or another site's export, played on as a new save).
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Render in a real window, write this PNG and exit.
    #[arg(long, value_name = "FILE.png")]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot.
    #[arg(long, default_value_t = 10, requires = "screenshot")]
    pub frames: u32,
    /// Draw N frames after a warm-up, print the average frame time and exit (with --load, the
    /// table; with --empty, the reference screen; else the menu).
    #[arg(long, value_name = "N", conflicts_with = "screenshot")]
    pub frame_time: Option<u32>,
    /// Open the reference screen instead of the game: Bevy and egui with one empty panel, what
    /// every other screen's frame time is compared with.
    #[arg(long)]
    pub empty: bool,
    /// Watch this saved game (or another site's export) in the replay viewer (read-only).
    #[arg(long, value_name = "FILE", conflicts_with = "load")]
    pub replay: Option<PathBuf>,
    /// With --replay: open the viewer at this action.
    #[arg(long, value_name = "N", requires = "replay", default_value_t = 0)]
    pub at: usize,
    /// Open the stream window too (a screenshot then also writes OUT.stream.png).
    #[arg(long)]
    pub stream_window: bool,
    /// Write the overlay folder for OBS here after every action (kept in the settings).
    #[arg(long, value_name = "DIR")]
    pub overlay: Option<PathBuf>,
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
    /// Replay a saved record and print its result; an 18xx.games export of a game that reads
    /// them is replayed by our rules and checked against the site's result.
    Replay {
        /// The record (RON), or another program's record a game knows (18xx.games JSON).
        file: PathBuf,
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Convert another program's record (an 18xx.games export) into a Ferrovia record that
    /// replays on its own, after checking it replays to the export's result.
    Import {
        /// The export (JSON).
        file: PathBuf,
        /// Where to write the record (RON).
        #[arg(long)]
        save: PathBuf,
    },
    /// Write a saved game as another program's game file, to play on there or to have its engine
    /// check every move (1822PNW: an 18xx.games game file, which its "Import hotseat game" takes).
    Export {
        /// The saved game (RON).
        file: PathBuf,
        /// Write an 18xx.games game file (JSON) here.
        #[arg(long = "18xx", value_name = "OUT.json")]
        site: PathBuf,
    },
    /// Replay a saved record (or another program's record a game imports, such as an 18xx.games
    /// export) and print what a spectator sees at its end.
    State {
        /// The record (RON, or an export).
        file: PathBuf,
        /// Show what this seat sees (0 is the first seat): the public view and its hand.
        #[arg(long)]
        seat: Option<usize>,
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
}

/// `KEY=VALUE` of `--option`.
pub fn parse_key_value(s: &str) -> Result<(String, String), String> {
    s.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| format!("'{s}' is not KEY=VALUE"))
}

/// A game's own subcommand, named by its clap command.
pub struct GameTool {
    /// The subcommand's arguments.
    pub command: fn() -> clap::Command,
    /// Runs it; `Err` is a message for stderr and exit status 1.
    pub run: fn(&clap::ArgMatches) -> Result<(), String>,
}

/// Every game's tool, with its subcommand name.
fn tools() -> Vec<(String, &'static GameTool)> {
    GameId::ALL
        .iter()
        .filter_map(|g| g.info().tool.as_ref())
        .map(|t| ((t.command)().get_name().to_string(), t))
        .collect()
}

/// The command line: [`Cli`] and every game's tool.
fn command() -> clap::Command {
    tools().into_iter().fold(Cli::command(), |cmd, (_, tool)| {
        cmd.subcommand((tool.command)())
    })
}

/// Entry point of the binary.
pub fn main() -> ExitCode {
    let parsed = command().try_get_matches().and_then(|matches| {
        let tool = matches.subcommand().and_then(|(name, sub)| {
            let found = tools().into_iter().find(|(n, _)| n == name);
            found.map(|(_, tool)| (tool, sub.clone()))
        });
        match tool {
            Some((tool, sub)) => Ok(Err((tool, sub))),
            None => Cli::from_arg_matches(&matches).map(Ok),
        }
    });
    let cli = match parsed {
        Ok(Ok(cli)) => cli,
        Ok(Err((tool, matches))) => return exit_with((tool.run)(&matches)),
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
    exit_with(run(cli))
}

fn exit_with(outcome: Result<(), String>) -> ExitCode {
    match outcome {
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
        None => open_window(WindowArgs {
            load: cli.load,
            screenshot: cli.screenshot,
            frames: cli.frames,
            frame_time: cli.frame_time,
            empty: cli.empty,
            stream_window: cli.stream_window,
            overlay: cli.overlay,
            replay: cli.replay.map(|f| (f, cli.at)),
        }),
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
            if let Some(result) = replay_foreign(&file)? {
                print_foreign(&result, json);
                return Ok(());
            }
            let session = replay_file(&file)?;
            print_result(&result_of(&session)?, json);
            Ok(())
        }
        Some(Command::Import { file, save }) => {
            let record = save::import_foreign(&file)?.ok_or_else(|| {
                format!(
                    "{}: not a record of another program that a game here imports",
                    file.display()
                )
            })?;
            save::save_record(&save, &record)?;
            say!(
                "{}: {} actions of {} saved to {}",
                file.display(),
                record.actions.len(),
                record.setup.game,
                save.display()
            );
            Ok(())
        }
        Some(Command::Export { file, site }) => {
            let written = export_foreign(&file, &site)?;
            say!("{written}");
            Ok(())
        }
        Some(Command::State { file, seat, json }) => {
            let session = match save::import_foreign(&file)? {
                Some(record) => {
                    Session::replay(&record).map_err(|e| format!("{}: {e}", file.display()))?
                }
                None => replay_file(&file)?,
            };
            let view = match seat {
                Some(seat) => session.seat_json(seat)?,
                None => session.public_view(),
            };
            if json {
                say!("{view}");
            } else {
                say!(
                    "{}",
                    serde_json::to_string_pretty(&view).unwrap_or_default()
                );
            }
            Ok(())
        }
    }
}

/// Writes a saved game as another program's game file (`ferrovia export`); the line to print.
pub fn export_foreign(file: &std::path::Path, out: &std::path::Path) -> Result<String, String> {
    let record = save::read_record(file)?;
    let game = record.setup.game;
    let foreign = game.info().foreign.as_ref().ok_or_else(|| {
        format!(
            "{}: {} has no other program's game file to write",
            file.display(),
            game.title()
        )
    })?;
    let json = (foreign.export)(&record).map_err(|e| format!("{}: {e}", file.display()))?;
    let actions = json["actions"].as_array().map_or(0, Vec::len);
    save::write_atomic(out, &json.to_string())
        .map_err(|e| format!("{}: cannot write: {e}", out.display()))?;
    Ok(format!(
        "{}: {} actions written for {} to {}",
        file.display(),
        actions,
        foreign.source,
        out.display()
    ))
}

/// What the window was asked for on the command line.
#[cfg_attr(not(feature = "desktop"), allow(dead_code))]
struct WindowArgs {
    load: Option<PathBuf>,
    screenshot: Option<PathBuf>,
    frames: u32,
    frame_time: Option<u32>,
    empty: bool,
    stream_window: bool,
    overlay: Option<PathBuf>,
    replay: Option<(PathBuf, usize)>,
}

#[cfg(feature = "desktop")]
fn open_window(w: WindowArgs) -> Result<(), String> {
    crate::desktop::run(crate::desktop::Launch {
        load: w.load,
        screenshot: w.screenshot,
        frames: w.frames,
        frame_time: w.frame_time,
        empty: w.empty,
        stream_window: w.stream_window,
        overlay: w.overlay,
        replay: w.replay,
    })
}

#[cfg(not(feature = "desktop"))]
fn open_window(_: WindowArgs) -> Result<(), String> {
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

/// Replays `path` if it is another program's record that a game knows (see
/// [`ForeignRecords`](crate::games::ForeignRecords)): `None` when it is not one, so it is read
/// as a Ferrovia record; a JSON file no game knows is an error that says so.
fn replay_foreign(path: &std::path::Path) -> Result<Option<serde_json::Value>, String> {
    // Unreadable files are left to the record reader, which says why.
    let Ok(text) = std::fs::read_to_string(path) else {
        return Ok(None);
    };
    if let Some(records) = crate::games::foreign_records(&text) {
        return (records.replay)(&text)
            .map(Some)
            .map_err(|e| format!("{}: {e}", path.display()));
    }
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(value) => {
            let what = match value.get("title").and_then(|t| t.as_str()) {
                Some(title) => format!("a JSON record of '{title}'"),
                None => "JSON".to_string(),
            };
            Err(format!(
                "{}: {what}, which no game here replays (replay reads Ferrovia records and the \
                 18xx.games exports of the games that know them)",
                path.display()
            ))
        }
        Err(_) => match save::broken_json(&text) {
            Some(e) => Err(format!("{}: {e}", path.display())),
            None => Ok(None),
        },
    }
}

/// A foreign record's replay: the JSON object as it is, or a short summary (game, each
/// player's total, why it ended).
fn print_foreign(result: &serde_json::Value, json: bool) {
    if json {
        say!("{result}");
        return;
    }
    let text = |key: &str| result.get(key).and_then(|v| v.as_str());
    let mut head = text("game").unwrap_or("?").to_string();
    if let Some(scenario) = text("scenario") {
        head.push_str(&format!(" ({scenario})"));
    }
    if let Some(actions) = result.get("actions").and_then(|v| v.as_u64()) {
        head.push_str(&format!(" — {actions} actions"));
    }
    say!("{head}");
    for player in result
        .get("players")
        .and_then(|p| p.as_array())
        .into_iter()
        .flatten()
    {
        let name = player.get("name").and_then(|n| n.as_str()).unwrap_or("?");
        let total = player
            .get("total")
            .map_or("?".to_string(), |t| t.to_string());
        say!("  {name:<20} {total:>6}");
    }
    say!(
        "ended: {}",
        text("game_end_reason").unwrap_or("not yet (the game is still going)")
    );
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
        say!("{}", serde_json::to_string(result).unwrap_or_default());
        return;
    }
    say!(
        "{} — seed {} — {} actions",
        result.game,
        result.seed,
        result.actions
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
        say!(
            "  {:<20} {:>4}   ({}){crown}",
            format!("{} [{}]", seat.name, seat.kind),
            score.total,
            parts.join(", ")
        );
    }
    say!("state {}", result.state_hash);
}
