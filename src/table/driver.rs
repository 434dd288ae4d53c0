//! The driver: one way in for actions. Validates through the game's rules, runs the phase schedule,
//! records, autosaves; and undo, replay and load, which are all rebuilds from the record.

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

/// What each game provides to the table. Implementations are stateless: the state is in the world.
pub trait GameRules: Send + Sync + 'static {
    /// Which game.
    fn id(&self) -> GameId;
    /// Bumped when a rules change would replay old records differently.
    fn rules_version(&self) -> u32;
    /// Spawns the game's pieces and enters its first phase. The table has inserted [`GameRng`].
    fn start(&self, world: &mut World, setup: &GameSetup) -> Result<(), String>;
    /// Removes every piece and resource of the game and returns its phase to idle.
    fn clear(&self, world: &mut World);
    /// Validates and, if legal, applies one action. A rejection changes nothing.
    fn apply(&self, world: &mut World, seat: SeatId, action: &GameAction) -> Result<(), String>;
    /// The seat whose decision the game waits for; `None` once the game is over.
    fn to_act(&self, world: &World) -> Option<SeatId>;
    /// Whether taking back this action could un-reveal something or re-roll dice.
    fn is_undo_barrier(&self, action: &GameAction) -> bool;
    /// A bot's next action for `seat`. May cache its plan in the world, never changes the game.
    fn bot_action(&self, world: &mut World, seat: SeatId, level: BotLevel, seed: u64)
    -> GameAction;
    /// Each seat's score: a total and a breakdown by the game's categories.
    fn scores(&self, world: &World) -> Vec<SeatScore>;
    /// The winning seats (several when the victory is shared); empty until the game ends.
    fn winners(&self, world: &World) -> Vec<SeatId>;
    /// Everything a spectator may see.
    fn public_view(&self, world: &World) -> serde_json::Value;
    /// Why `action` is refused, as a translation key and arguments for the window (the state is as
    /// it was when the action was refused: a refusal changes nothing). `None`: the English reason.
    fn refusal_words(&self, _world: &World, _seat: SeatId, _action: &GameAction) -> Option<Words> {
        None
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
    /// Hash of the public state and the rng position.
    pub state_hash: String,
}

/// The rules of the game on the table.
pub fn active_rules(world: &World) -> Option<&'static dyn GameRules> {
    let table = world.get_resource::<ActiveTable>()?;
    games::rules_for(table.record.setup.game)
}

/// Puts a new game on the table (clearing any other). The record starts empty.
pub fn start(
    world: &mut World,
    setup: GameSetup,
    save_path: Option<PathBuf>,
) -> Result<(), String> {
    setup.validate()?;
    games::check_options(setup.game, &setup.options)?;
    let rules = games::rules_for(setup.game)
        .ok_or_else(|| format!("{} is still in development", setup.game.title()))?;
    clear(world);
    world.insert_resource(GameRng::new(setup.seed));
    world.insert_resource(ActiveTable {
        record: Record::new(setup.clone(), rules.rules_version()),
        save_path,
    });
    if let Err(e) = rules.start(world, &setup) {
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
}

/// One way in: validates and applies an action, records it and autosaves. A rejection changes nothing.
pub fn submit(world: &mut World, seat: SeatId, action: GameAction) -> Result<(), String> {
    let rules = active_rules(world).ok_or("no game is on the table")?;
    let seats = world.resource::<ActiveTable>().setup().seats.len();
    if seat >= seats {
        return Err(format!("there is no seat {seat} (this game has {seats})"));
    }
    rules.apply(world, seat, &action)?;
    let mut table = world.resource_mut::<ActiveTable>();
    table.record.actions.push(Stamped { seat, action });
    Ok(())
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

/// Rebuilds a game from its record. On failure the table is left empty.
pub fn replay(
    world: &mut World,
    record: &Record,
    save_path: Option<PathBuf>,
) -> Result<(), ReplayError> {
    start(world, record.setup.clone(), save_path)
        .map_err(|reason| ReplayError { action: 0, reason })?;
    for (i, stamped) in record.actions.iter().enumerate() {
        if let Err(reason) = submit(world, stamped.seat, stamped.action.clone()) {
            clear(world);
            return Err(ReplayError {
                action: i + 1,
                reason,
            });
        }
    }
    world.trigger(TableRebuilt);
    Ok(())
}

/// Fired when the game was rebuilt from its record (load, undo): the pieces are old news,
/// so views show them at once instead of animating each one in.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableRebuilt;

/// How many of the record's last actions the seat to act may take back: its own, since the last
/// action of another seat or the last action that rolled dice or revealed anything.
pub fn undoable(world: &World) -> usize {
    let (Some(rules), Some(table)) = (active_rules(world), world.get_resource::<ActiveTable>())
    else {
        return 0;
    };
    let Some(seat) = rules.to_act(world) else {
        return 0;
    };
    table
        .record
        .actions
        .iter()
        .rev()
        .take_while(|s| s.seat == seat && !rules.is_undo_barrier(&s.action))
        .count()
}

/// Takes back the last action by rebuilding the game without it.
pub fn undo(world: &mut World) -> Result<(), String> {
    if undoable(world) == 0 {
        return Err(
            "nothing to undo: your turn has no actions yet, and dice rolls stay rolled".into(),
        );
    }
    let table = world.resource::<ActiveTable>().clone();
    let mut record = table.record.clone();
    record.actions.pop();
    replay(world, &record, table.save_path).map_err(|e| format!("undo failed at {e}"))
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

/// The state hash: the public view plus the rng's position.
pub fn hash(world: &World) -> Option<String> {
    let rules = active_rules(world)?;
    let rng = world.get_resource::<GameRng>()?.position();
    Some(state_hash(&serde_json::json!({
        "view": rules.public_view(world),
        "rng": rng.to_string(),
    })))
}

/// The seat to act, if it is a bot: its level.
pub fn bot_to_act(world: &World) -> Option<(SeatId, BotLevel)> {
    let rules = active_rules(world)?;
    let seat = rules.to_act(world)?;
    match world.resource::<ActiveTable>().setup().seats[seat].kind {
        SeatKind::Bot(level) => Some((seat, level)),
        SeatKind::Human => None,
    }
}

/// The action the bot to act chooses, if a bot is to act.
pub fn bot_choice(world: &mut World) -> Option<(SeatId, GameAction)> {
    let (seat, level) = bot_to_act(world)?;
    let rules = active_rules(world)?;
    let (seed, index) = {
        let table = world.resource::<ActiveTable>();
        (table.setup().seed, table.record.actions.len())
    };
    Some((
        seat,
        rules.bot_action(world, seat, level, bot_seed(seed, index, seat)),
    ))
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
                match submit(world, seat, action.clone()) {
                    Ok(()) => with_autosave(world, TableNotice::Accepted { seat, action }),
                    Err(reason) => {
                        let words = active_rules(world)
                            .and_then(|rules| rules.refusal_words(world, seat, &action));
                        vec![TableNotice::Rejected {
                            seat,
                            reason,
                            words,
                        }]
                    }
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

fn handle(world: &mut World, request: TableRequest) -> Vec<TableNotice> {
    match request {
        TableRequest::Start(setup) => {
            let path = save::new_save_path(setup.game, setup.seed);
            match start(world, setup, Some(path)) {
                Ok(()) => with_autosave(world, TableNotice::Started),
                Err(e) => vec![TableNotice::LoadFailed(e)],
            }
        }
        TableRequest::Load(path) => load(world, path),
        TableRequest::Continue => match save::latest_save() {
            Some(path) => load(world, path),
            None => vec![TableNotice::LoadFailed(
                "there is no saved game to continue".into(),
            )],
        },
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
    }
}

/// Loads a save. A file that does not parse or replay is reported and left untouched.
pub fn load(world: &mut World, path: PathBuf) -> Vec<TableNotice> {
    let record = match save::read_record(&path) {
        Ok(r) => r,
        Err(e) => return vec![TableNotice::LoadFailed(e)],
    };
    match replay(world, &record, Some(path.clone())) {
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
