//! The driver: one way in for actions. Validates through the game's rules, runs the phase schedule,
//! records, autosaves; and undo, replay and load, which are all rebuilds from the record.

use super::clock;
use super::hash::state_hash;
use super::record::{Record, Stamped};
use super::rng::{GameRng, bot_seed};
use super::save;
use super::setup::{BotLevel, GameSetup, SeatId, SeatKind};
use super::{SubmitAction, TableNotice, TableRequest};
use crate::games::{self, GameAction, GameId};
use bevy::prelude::*;
use serde::Serialize;
use std::collections::VecDeque;
use std::path::PathBuf;

/// What the table asks of the game on it. One generic adapter implements it for every
/// [`Engine`](crate::engine::Engine) ([`EngineRules`](crate::engine::EngineRules)); the state is in
/// the world.
pub trait GameRules: Send + Sync + 'static {
    /// Which game.
    fn id(&self) -> GameId;
    /// Bumped when a rules change would replay old records differently.
    fn rules_version(&self) -> u32;
    /// Sets the game up and enters its first phase. The table has inserted [`GameRng`].
    /// Sets a game up under rules version `version` (the current one for a new game, the record's
    /// on replay: an old save keeps the rules it was played under).
    fn start(&self, world: &mut World, setup: &GameSetup, version: u32) -> Result<(), String>;
    /// Removes every piece and resource of the game and returns its phase to idle.
    fn clear(&self, world: &mut World);
    /// Validates and, if legal, applies one action; `Ok(true)` when it revealed something hidden or
    /// random (undo stops there). A refusal changes nothing.
    fn apply(&self, world: &mut World, seat: SeatId, action: &GameAction) -> Result<bool, Refused>;
    /// Brings the game to the state after `actions` (a prefix of what was applied since
    /// [`GameRules::start`], or a whole record after it), folding from the nearest checkpoint.
    /// Returns where the fold started and whether each folded action revealed anything.
    fn fold_to(
        &self,
        world: &mut World,
        actions: &[Stamped],
    ) -> Result<(usize, Vec<bool>), ReplayError>;
    /// The seat whose decision the game waits for; `None` once the game is over.
    fn to_act(&self, world: &World) -> Option<SeatId>;
    /// Every action `seat` may take now.
    fn legal(&self, world: &World, seat: SeatId) -> Vec<GameAction>;
    /// A bot's decision for `seat`, ready to run away from the world (it owns a seat view).
    fn bot_task(&self, world: &World, seat: SeatId, level: BotLevel, seed: u64) -> Option<BotTask>;
    /// Each seat's score: a total and a breakdown by the game's categories.
    fn scores(&self, world: &World) -> Vec<SeatScore>;
    /// The winning seats (several when the victory is shared); empty until the game ends.
    fn winners(&self, world: &World) -> Vec<SeatId>;
    /// Everything a spectator may see.
    fn public_view(&self, world: &World) -> super::public::GameView;
    /// What one seat may see, as the game's own seat view (what its screen draws from); a seat
    /// the game does not have sees what a spectator sees.
    fn seat_view(&self, world: &World, seat: SeatId) -> Option<super::public::SeatShown>;
    /// What one seat may see: the public view and that seat's secrets.
    fn seat_json(&self, world: &World, seat: SeatId) -> serde_json::Value;
    /// The record in words, as a spectator may read it: one line per action applied, kept as the
    /// actions came.
    fn log<'w>(&self, world: &'w World) -> &'w [LogLine];
    /// Where the game stands, in words.
    fn status(&self, world: &World) -> Option<Status>;
    /// The game's pass for `seat` when its clock runs out, where it has one now.
    fn timeout_action(&self, world: &World, seat: SeatId) -> Option<GameAction>;
    /// The scores a spectator may see (a game with hidden cards may hide what they are worth).
    fn public_scores(&self, world: &World) -> Vec<SeatScore>;
    /// The whole state, hidden parts included (what the state hash covers).
    fn full_state(&self, world: &World) -> serde_json::Value;
    /// Whether the game's declared invariants hold.
    fn invariants(&self, world: &World) -> Result<(), String>;
}

/// A bot's decision, computed on its own copy of what its seat sees.
pub type BotTask = Box<dyn FnOnce() -> GameAction + Send>;

/// Why an action was refused: the English words (the CLI's) and, when the game gives them, the same
/// as a translation key with arguments (the window's).
#[derive(Debug, Clone, PartialEq)]
pub struct Refused {
    /// In English.
    pub reason: String,
    /// For the window to put in the player's language.
    pub words: Option<Words>,
}

impl Refused {
    /// A refusal with English words only (the table's own, like "there is no seat 5").
    pub fn plain(reason: String) -> Self {
        Refused {
            reason,
            words: None,
        }
    }
}

/// A message for the window to put in the player's language: a key and its named arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Words {
    /// The translation key.
    pub key: String,
    /// Named arguments.
    pub args: Vec<(String, WordArg)>,
}

/// An argument of [`Words`].
#[derive(Debug, Clone, PartialEq)]
pub enum WordArg {
    /// A number.
    Number(i64),
    /// Text shown as it is (a name).
    Text(String),
    /// A translation key whose words are the argument (a colour, a tile).
    Key(String),
    /// A translation key whose words run inside a sentence: first letter in lower case ("the rail
    /// curve").
    InSentence(String),
    /// A seat, shown as its name at the table.
    Seat(SeatId),
}

impl Words {
    /// Words with no arguments.
    pub fn key(key: &str) -> Self {
        Words {
            key: key.to_string(),
            args: Vec::new(),
        }
    }

    /// These words with one more argument.
    pub fn with(mut self, name: &str, arg: WordArg) -> Self {
        self.args.push((name.to_string(), arg));
        self
    }
}

/// One line of a game's log: who acted (if a seat did) and what happened, in words every spectator
/// may read (a game's log is public by contract, like its public view).
#[derive(Debug, Clone, PartialEq)]
pub struct LogLine {
    /// The seat it is about.
    pub seat: Option<SeatId>,
    /// What happened.
    pub words: Words,
}

/// Where a game stands, in words every spectator may read: the round line of a top bar and what
/// the seat to act is deciding.
#[derive(Debug, Clone, PartialEq)]
pub struct Status {
    /// "Turn 3 · round 2/3", "Round 4 of 7".
    pub round: Words,
    /// "First-player auction", "Drawing"; `None` once the game is over.
    pub deciding: Option<Words>,
}

/// A seat's score in a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatScore {
    /// The total.
    pub total: i64,
    /// The categories, as the game names them.
    pub breakdown: serde_json::Map<String, serde_json::Value>,
}

/// The game on the table: its record, and where it autosaves.
#[derive(Resource, Debug, Clone)]
pub struct ActiveTable {
    /// The record so far.
    pub record: Record,
    /// The autosave file, if this table autosaves (the window does; tests and the CLI choose).
    pub save_path: Option<PathBuf>,
    /// Per recorded action: whether it revealed something hidden or random (undo stops there).
    pub revealed: Vec<bool>,
    /// Bumped by every start and rebuild: work begun on an older epoch (a bot thinking off the
    /// frame) answers a position that is gone.
    pub epoch: u64,
}

impl ActiveTable {
    /// The setup of the game on the table.
    pub fn setup(&self) -> &GameSetup {
        &self.record.setup
    }
}

/// A seat in a [`GameResult`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatResult {
    /// The seat's name.
    pub name: String,
    /// `human`, `bot:greedy`, `bot:strong`.
    pub kind: String,
}

/// The outcome of a game, as `ferrovia play/replay --json` prints it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameResult {
    /// The game's CLI id.
    pub game: String,
    /// The seed.
    pub seed: u64,
    /// The seats.
    pub seats: Vec<SeatResult>,
    /// Per seat: total and breakdown.
    pub scores: Vec<SeatScore>,
    /// Winning seat indices.
    pub winners: Vec<SeatId>,
    /// Number of accepted actions.
    pub actions: usize,
    /// Hash of the whole state (hidden parts included) and the rng position.
    pub state_hash: String,
}

/// The rules of the game on the table.
pub fn active_rules(world: &World) -> Option<&'static dyn GameRules> {
    world.get_resource::<TableRules>().map(|r| r.0)
}

/// The rules of the game on the table (the registry's, or a test game's).
#[derive(Resource, Clone, Copy)]
struct TableRules(&'static dyn GameRules);

/// The registry's rules for a setup's game.
fn registered(setup: &GameSetup) -> Result<&'static dyn GameRules, String> {
    games::rules_for(setup.game)
        .ok_or_else(|| format!("{} is still in development", setup.game.title()))
}

/// Puts a new game on the table (clearing any other). The record starts empty.
pub fn start(
    world: &mut World,
    setup: GameSetup,
    save_path: Option<PathBuf>,
) -> Result<(), String> {
    let rules = registered(&setup)?;
    start_with(world, rules, setup, save_path)
}

/// [`start_with`] under the current rules version.
pub fn start_with(
    world: &mut World,
    rules: &'static dyn GameRules,
    setup: GameSetup,
    save_path: Option<PathBuf>,
) -> Result<(), String> {
    let version = rules.rules_version();
    start_under(world, rules, setup, version, save_path)
}

/// [`start`] with given rules (a game the registry does not list, a test game) under rules
/// `version`, which must be one this build knows.
pub fn start_under(
    world: &mut World,
    rules: &'static dyn GameRules,
    setup: GameSetup,
    version: u32,
    save_path: Option<PathBuf>,
) -> Result<(), String> {
    let newest = rules.rules_version();
    if version == 0 || version > newest {
        return Err(format!(
            "this game was played under rules version {version} of {}; this Ferrovia knows versions 1 to {newest}",
            setup.game.title()
        ));
    }
    // Playability is the registry's business (`registered`); given rules are played as they are.
    setup.validate_seats()?;
    games::check_options(setup.game, &setup.options)?;
    clear(world);
    world.insert_resource(TableRules(rules));
    world.insert_resource(GameRng::new(setup.seed));
    world.insert_resource(ActiveTable {
        record: Record::new(setup.clone(), version),
        save_path,
        revealed: Vec::new(),
        epoch: NEXT_EPOCH.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
    });
    if let Err(e) = rules.start(world, &setup, version) {
        clear(world);
        return Err(e);
    }
    Ok(())
}

/// Removes the game from the table.
pub fn clear(world: &mut World) {
    if let Some(rules) = active_rules(world) {
        rules.clear(world);
    }
    world.remove_resource::<ActiveTable>();
    world.remove_resource::<GameRng>();
    world.remove_resource::<TableRules>();
    world.remove_resource::<super::viewer::Viewing>();
}

/// An action from a seat (a click, a bot, the CLI): refused while a record is only being watched
/// (the replay viewer), else [`try_submit`].
pub fn try_submit_input(
    world: &mut World,
    seat: SeatId,
    action: GameAction,
) -> Result<(), Refused> {
    if world.contains_resource::<super::viewer::Viewing>() {
        return Err(Refused {
            reason: "this is a replay: nothing can be played into it".into(),
            words: Some(Words::key("viewer-read-only")),
        });
    }
    try_submit(world, seat, action)
}

/// One way in: validates and applies an action, records it. A rejection changes nothing.
pub fn try_submit(world: &mut World, seat: SeatId, action: GameAction) -> Result<(), Refused> {
    let rules =
        active_rules(world).ok_or_else(|| Refused::plain("no game is on the table".into()))?;
    let seats = world.resource::<ActiveTable>().setup().seats.len();
    if seat >= seats {
        return Err(Refused::plain(format!(
            "there is no seat {seat} (this game has {seats})"
        )));
    }
    let revealed = rules.apply(world, seat, &action)?;
    let mut table = world.resource_mut::<ActiveTable>();
    table.record.actions.push(Stamped { seat, action });
    table.revealed.push(revealed);
    Ok(())
}

/// [`try_submit`] with the refusal in English.
pub fn submit(world: &mut World, seat: SeatId, action: GameAction) -> Result<(), String> {
    try_submit_input(world, seat, action).map_err(|r| r.reason)
}

/// A failed replay: which action (1-based) and why.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayError {
    /// 1-based index of the failing action; 0 when the setup itself failed.
    pub action: usize,
    /// Why.
    pub reason: String,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.action == 0 {
            write!(f, "setup: {}", self.reason)
        } else {
            write!(f, "action {}: {}", self.action, self.reason)
        }
    }
}

/// Rebuilds a game from its record: a fold over the plain state, the pieces mirrored once at the end.
/// On failure the table is left empty.
pub fn replay(
    world: &mut World,
    record: &Record,
    save_path: Option<PathBuf>,
) -> Result<(), ReplayError> {
    let rules = registered(&record.setup).map_err(|reason| ReplayError { action: 0, reason })?;
    replay_with(world, rules, record, save_path)
}

/// [`replay`] with given rules (a test game).
pub fn replay_with(
    world: &mut World,
    rules: &'static dyn GameRules,
    record: &Record,
    save_path: Option<PathBuf>,
) -> Result<(), ReplayError> {
    start_under(
        world,
        rules,
        record.setup.clone(),
        record.rules_version,
        save_path,
    )
    .map_err(|reason| ReplayError { action: 0, reason })?;
    let seats = record.setup.seats.len();
    if let Some(i) = record.actions.iter().position(|s| s.seat >= seats) {
        clear(world);
        return Err(ReplayError {
            action: i + 1,
            reason: format!(
                "there is no seat {} (this game has {seats})",
                record.actions[i].seat
            ),
        });
    }
    rebuild(world, record.actions.clone())?;
    world.resource_mut::<ActiveTable>().record.clock = record.clock.clone();
    Ok(())
}

/// Takes the game on the table back to its first `n` actions (the record is cut there), from the
/// nearest checkpoint: a replay viewer's step back; undo is the same fold to one action fewer.
pub fn rewind(world: &mut World, n: usize) -> Result<(), ReplayError> {
    let mut actions = world
        .get_resource::<ActiveTable>()
        .map(|t| t.record.actions.clone())
        .unwrap_or_default();
    if n > actions.len() {
        return Err(ReplayError {
            action: n,
            reason: format!("the record has only {} actions", actions.len()),
        });
    }
    actions.truncate(n);
    rebuild(world, actions)
}

/// Brings the game on the table to the state after `actions`, from its checkpoints.
fn rebuild(world: &mut World, actions: Vec<Stamped>) -> Result<(), ReplayError> {
    let rules = active_rules(world).ok_or(ReplayError {
        action: 0,
        reason: "no game is on the table".into(),
    })?;
    match rules.fold_to(world, &actions) {
        Ok((from, revealed)) => {
            let mut table = world.resource_mut::<ActiveTable>();
            table.revealed.truncate(from);
            table.revealed.extend(revealed);
            table.record.actions = actions;
            table.epoch = NEXT_EPOCH.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            world.trigger(TableRebuilt);
            Ok(())
        }
        Err(e) => {
            clear(world);
            Err(e)
        }
    }
}

/// Fired when the game was rebuilt from its record (load, undo): the pieces are old news,
/// so views show them at once instead of animating each one in.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableRebuilt;

/// How many of the record's last actions the seat to act may take back: a person's own, since the
/// last action of another seat or the last action that rolled dice or revealed anything.
pub fn undoable(world: &World) -> usize {
    let (Some(rules), Some(table)) = (active_rules(world), world.get_resource::<ActiveTable>())
    else {
        return 0;
    };
    let Some(seat) = rules.to_act(world) else {
        return 0;
    };
    // A person takes back their own actions; a bot's are never taken back for it.
    if table.setup().seats[seat].kind != SeatKind::Human {
        return 0;
    }
    table
        .record
        .actions
        .iter()
        .zip(&table.revealed)
        .rev()
        .take_while(|(s, revealed)| s.seat == seat && !**revealed)
        .count()
}

/// Takes back the last action: the game is folded again from the nearest checkpoint without it.
pub fn undo(world: &mut World) -> Result<(), String> {
    if world.contains_resource::<super::viewer::Viewing>() {
        return Err("this is a replay: nothing can be taken back".into());
    }
    if undoable(world) == 0 {
        return Err(
            "nothing to undo: your turn has no actions yet, and dice rolls stay rolled".into(),
        );
    }
    let mut actions = world.resource::<ActiveTable>().record.actions.clone();
    actions.pop();
    rebuild(world, actions).map_err(|e| format!("undo failed at {e}"))
}

/// Writes the record to its autosave file, if it has one.
pub fn autosave(world: &World) -> Result<Option<PathBuf>, String> {
    let Some(table) = world.get_resource::<ActiveTable>() else {
        return Ok(None);
    };
    let Some(path) = &table.save_path else {
        return Ok(None);
    };
    save::save_record(path, &table.record)?;
    Ok(Some(path.clone()))
}

/// The result of the game on the table (the game may still be running).
pub fn result(world: &World) -> Option<GameResult> {
    let rules = active_rules(world)?;
    let table = world.get_resource::<ActiveTable>()?;
    let setup = table.setup();
    Some(GameResult {
        game: setup.game.cli_name().to_string(),
        seed: setup.seed,
        seats: setup
            .seats
            .iter()
            .map(|s| SeatResult {
                name: s.name.clone(),
                kind: s.kind.to_string(),
            })
            .collect(),
        scores: rules.scores(world),
        winners: rules.winners(world),
        actions: table.record.actions.len(),
        state_hash: hash(world)?,
    })
}

/// The state hash: the whole state, hidden parts included, plus the rng's position, so a
/// determinism test sees every divergence.
pub fn hash(world: &World) -> Option<String> {
    let rules = active_rules(world)?;
    let rng = world.get_resource::<GameRng>()?.position();
    Some(state_hash(&serde_json::json!({
        "state": rules.full_state(world),
        "rng": rng.to_string(),
    })))
}

/// The seat to act, if it is a bot: its level.
pub fn bot_to_act(world: &World) -> Option<(SeatId, BotLevel)> {
    if world.contains_resource::<super::viewer::Viewing>() {
        // A watched record moves only when the viewer moves it.
        return None;
    }
    let rules = active_rules(world)?;
    let seat = rules.to_act(world)?;
    match world.resource::<ActiveTable>().setup().seats[seat].kind {
        SeatKind::Bot(level) => Some((seat, level)),
        SeatKind::Human => None,
    }
}

/// Epochs of tables, unique in the process (two tables in one window never share one).
static NEXT_EPOCH: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// Which position a bot was asked about: the table's epoch and the record's length. A task whose
/// table moved on since (an action, an undo, a load) answers a position that is gone.
pub fn position(world: &World) -> Option<(u64, usize)> {
    let table = world.get_resource::<ActiveTable>()?;
    Some((table.epoch, table.record.actions.len()))
}

/// The decision of the bot to act, ready to run off the frame: its seat, the position it was asked
/// at (see [`position`]) and the task.
pub fn bot_task(world: &World) -> Option<(SeatId, (u64, usize), BotTask)> {
    let (seat, level) = bot_to_act(world)?;
    let rules = active_rules(world)?;
    let at = position(world)?;
    let seed = bot_seed(world.resource::<ActiveTable>().setup().seed, at.1, seat);
    Some((seat, at, rules.bot_task(world, seat, level, seed)?))
}

/// The action the bot to act chooses, if a bot is to act (thought on this thread).
pub fn bot_choice(world: &mut World) -> Option<(SeatId, GameAction)> {
    let (seat, _, task) = bot_task(world)?;
    Some((seat, task()))
}

/// Lets the bot to act take one action. Returns false when no bot is to act.
pub fn step_bot(world: &mut World) -> Result<bool, String> {
    let Some((seat, action)) = bot_choice(world) else {
        return Ok(false);
    };
    submit(world, seat, action.clone()).map_err(|e| {
        format!(
            "bot in seat {} chose an illegal action {action:?}: {e}",
            seat + 1
        )
    })?;
    Ok(true)
}

/// Actions and requests waiting for the driver, in arrival order.
#[derive(Resource, Default)]
struct Inbox(VecDeque<Work>);

enum Work {
    Action(SubmitAction),
    Request(TableRequest),
}

fn collect(
    mut actions: MessageReader<SubmitAction>,
    mut requests: MessageReader<TableRequest>,
    mut inbox: ResMut<Inbox>,
) {
    inbox.0.extend(requests.read().cloned().map(Work::Request));
    inbox.0.extend(actions.read().cloned().map(Work::Action));
}

/// Exclusive: takes every queued piece of work in one update, so a burst of actions is one frame.
fn drive(world: &mut World) {
    let work: Vec<Work> = world.resource_mut::<Inbox>().0.drain(..).collect();
    for item in work {
        let notices = match item {
            Work::Action(SubmitAction { seat, action }) => {
                match try_submit_input(world, seat, action.clone()) {
                    Ok(()) => with_autosave(world, TableNotice::Accepted { seat, action }),
                    Err(Refused { reason, words }) => vec![TableNotice::Rejected {
                        seat,
                        reason,
                        words,
                    }],
                }
            }
            Work::Request(request) => handle(world, request),
        };
        for notice in notices {
            world.write_message(notice);
        }
    }
}

fn with_autosave(world: &World, notice: TableNotice) -> Vec<TableNotice> {
    match autosave(world) {
        Ok(_) => vec![notice],
        Err(e) => vec![notice, TableNotice::SaveFailed(e)],
    }
}

/// The games a window can show (a headless table plays every game whose rules are built): those
/// it can play at the table, and those it can at least watch (a game whose table is still to come
/// shows its stream board in the replay viewer). The window inserts it; anything else is refused
/// at the table with a reason.
#[derive(Resource, Clone, Copy)]
pub struct Shown {
    /// Games the table plays.
    pub play: fn(GameId) -> bool,
    /// Games the replay viewer shows.
    pub watch: fn(GameId) -> bool,
}

/// Refuses a game the window cannot play (`watch`: cannot even watch).
fn shown(world: &World, game: GameId, watch: bool) -> Result<(), String> {
    let Some(shown) = world.get_resource::<Shown>() else {
        return Ok(());
    };
    if (shown.play)(game) || watch && (shown.watch)(game) {
        return Ok(());
    }
    let how = if (shown.watch)(game) {
        "watch its records in the replay viewer, or play it headless"
    } else {
        "its rules play headless"
    };
    Err(format!(
        "{} is not on the table yet: {how} (ferrovia play --game {})",
        game.title(),
        game.cli_name()
    ))
}

/// After a load: the game on the table must be one the window shows, or the table is cleared.
fn keep_if_shown(world: &mut World, notices: Vec<TableNotice>, watch: bool) -> Vec<TableNotice> {
    let game = world.get_resource::<ActiveTable>().map(|t| t.setup().game);
    match game.map(|g| shown(world, g, watch)) {
        Some(Err(e)) => {
            clear(world);
            vec![TableNotice::LoadFailed(e)]
        }
        _ => notices,
    }
}

/// Carries out one request about the table and tells what came of it (the driver writes the
/// notices as messages; tests read them here).
pub fn handle(world: &mut World, request: TableRequest) -> Vec<TableNotice> {
    match request {
        TableRequest::Start(setup) if shown(world, setup.game, false).is_err() => {
            vec![TableNotice::LoadFailed(
                shown(world, setup.game, false).err().unwrap_or_default(),
            )]
        }
        TableRequest::Load(path) => {
            let notices = load(world, path);
            keep_if_shown(world, notices, false)
        }
        TableRequest::Continue => {
            let notices = match save::latest_save() {
                Some(path) => load(world, path),
                None => vec![TableNotice::LoadFailed(
                    "there is no saved game to continue".into(),
                )],
            };
            keep_if_shown(world, notices, false)
        }
        TableRequest::Watch(path, at) => {
            let notices = match save::read_any_record(&path) {
                Ok((record, _)) => match super::viewer::open(world, record, at) {
                    Ok(()) => vec![TableNotice::Started],
                    Err(e) => vec![TableNotice::LoadFailed(format!("{}: {e}", path.display()))],
                },
                Err(e) => vec![TableNotice::LoadFailed(e)],
            };
            keep_if_shown(world, notices, true)
        }
        TableRequest::Start(setup) => {
            let path = save::new_save_path(setup.game, setup.seed);
            match start(world, setup, Some(path)) {
                Ok(()) => with_autosave(world, TableNotice::Started),
                Err(e) => vec![TableNotice::LoadFailed(e)],
            }
        }
        TableRequest::Undo => match undo(world) {
            Ok(()) => with_autosave(world, TableNotice::Undone),
            Err(e) => vec![TableNotice::UndoRefused(e)],
        },
        TableRequest::SaveAs(path) => match world.get_resource::<ActiveTable>() {
            Some(table) => match save::save_record(&path, &table.record) {
                Ok(()) => vec![TableNotice::Saved(path)],
                Err(e) => vec![TableNotice::SaveFailed(e)],
            },
            None => vec![TableNotice::SaveFailed("no game is on the table".into())],
        },
        TableRequest::Close => {
            clear(world);
            vec![TableNotice::Closed]
        }
        TableRequest::View(n) => match super::viewer::jump(world, n) {
            Ok(()) => Vec::new(),
            Err(e) => vec![TableNotice::LoadFailed(e.to_string())],
        },
        TableRequest::PlayOn => {
            let notices = match super::viewer::play_on(world) {
                Ok(()) => with_autosave(world, TableNotice::Started),
                Err(e) => vec![TableNotice::LoadFailed(e)],
            };
            keep_if_shown(world, notices, false)
        }
        // A clock is set as a game starts: never on a game already under way (so a start that
        // failed cannot pass its clock to the game left on the table).
        TableRequest::SetClock(rules) => match world
            .get_resource_mut::<ActiveTable>()
            .filter(|t| t.record.actions.is_empty())
        {
            Some(mut table) => {
                let seats = table.setup().seats.len();
                table.record.clock = rules.map(|r| clock::ChessClock::new(r, seats));
                with_autosave(world, TableNotice::ClockSet)
            }
            None => Vec::new(),
        },
    }
}

/// Loads a save, or another program's record (an 18xx.games export), which becomes a new save
/// of its own: the export itself is never written. A file that does not parse or replay is
/// reported and left untouched.
pub fn load(world: &mut World, path: PathBuf) -> Vec<TableNotice> {
    let (record, foreign) = match save::read_any_record(&path) {
        Ok(r) => r,
        Err(e) => return vec![TableNotice::LoadFailed(e)],
    };
    let autosave = if foreign {
        save::new_save_path(record.setup.game, record.setup.seed)
    } else {
        path.clone()
    };
    match replay(world, &record, Some(autosave)) {
        Ok(()) if foreign => with_autosave(world, TableNotice::Started),
        Ok(()) => vec![TableNotice::Started],
        Err(e) => vec![TableNotice::LoadFailed(format!("{}: {e}", path.display()))],
    }
}

/// System sets of the table, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Queue incoming actions and requests.
    Collect,
    /// Apply them.
    Drive,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Inbox>()
        .configure_sets(Update, (TableSystems::Collect, TableSystems::Drive).chain())
        .add_systems(Update, collect.in_set(TableSystems::Collect))
        .add_systems(Update, drive.in_set(TableSystems::Drive));
}
