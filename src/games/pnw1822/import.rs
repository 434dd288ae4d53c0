//! Recorded games from 18xx.games: an export is the game's settings, its players in seating order,
//! every action pressed (undone ones too) and the final scores. Reading one means finding the seed
//! the site used, and the actions that are live once every undo and redo is taken into account.
//!
//! The export stays JSON (the site's own format); what the rules need of an action is read from it
//! by [`RawAction`]'s accessors, so a field the site adds later costs nothing.

use serde_json::{Map, Value};
use std::fmt;

/// Why an export cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError(pub String);

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One player of a recorded game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportPlayer {
    /// The site's id (a number or a string in exports; kept as written).
    pub id: String,
    /// The name shown.
    pub name: String,
}

/// Which game of the 1822PNW family an export records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scenario {
    /// The full game, 3–5 players.
    Full,
    /// The Short Scenario, 3–5 players.
    Short,
    /// The Southern Regional Scenario, 2–3 players.
    Southern,
}

impl Scenario {
    /// The scenario an export's `title` names.
    pub fn from_title(title: &str) -> Option<Scenario> {
        match title {
            "1822PNW" => Some(Scenario::Full),
            "1822PNW Short Scenario" => Some(Scenario::Short),
            "1822PNW SRS" => Some(Scenario::Southern),
            _ => None,
        }
    }
}

/// One logged action, as the site wrote it.
#[derive(Debug, Clone, PartialEq)]
pub struct RawAction(pub Map<String, Value>);

impl RawAction {
    /// The action's type (`bid`, `pass`, `lay_tile`…).
    pub fn kind(&self) -> &str {
        self.str("type").unwrap_or("")
    }

    /// The id undo's `action_id` refers to.
    pub fn id(&self) -> Option<i64> {
        self.0.get("id").and_then(Value::as_i64)
    }

    /// A string field.
    pub fn str(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(Value::as_str)
    }

    /// An integer field.
    pub fn int(&self, key: &str) -> Option<i64> {
        self.0.get(key).and_then(Value::as_i64)
    }

    /// Who acted: a player id, a company id or a private's id, as text.
    pub fn entity(&self) -> String {
        self.0.get("entity").map(id_text).unwrap_or_default()
    }

    /// The actions the server generated right after this one (programmed passes, destination
    /// tokens…), in order.
    pub fn auto_actions(&self) -> Vec<RawAction> {
        self.0
            .get("auto_actions")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_object().cloned().map(RawAction))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether the action only talks (chat): never hidden by an undo, never a game change.
    pub fn is_message(&self) -> bool {
        self.kind() == "message"
    }
}

/// A recorded game.
#[derive(Debug, Clone, PartialEq)]
pub struct Export {
    /// The site's game id (a number, or a string like `hs_mlxjskfr_586` for hot-seat games).
    pub id: String,
    /// Which scenario.
    pub scenario: Scenario,
    /// Seating order, which is the first stock round's order.
    pub players: Vec<ExportPlayer>,
    /// Optional rules switched on (`remove_three_ls`…).
    pub optional_rules: Vec<String>,
    /// Every action pressed, undone ones included.
    pub actions: Vec<RawAction>,
    /// The final scores by player id, highest first, if the game finished.
    pub result: Vec<(String, i64)>,
    /// Why it ended (`bank`, `stock_market`, `manually_ended`).
    pub game_end_reason: Option<String>,
    /// When the last action was taken (seconds since 1970), if the export says: which of the
    /// site's rule versions scored the game.
    pub played_at: Option<i64>,
    seed_setting: Option<u64>,
}

fn id_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

impl Export {
    /// Reads an export; a file that is not one says what is wrong with it.
    pub fn parse(text: &str) -> Result<Export, ImportError> {
        let root: Value = serde_json::from_str(text)
            .map_err(|e| ImportError(format!("line {}, column {}: {e}", e.line(), e.column())))?;
        let obj = root
            .as_object()
            .ok_or_else(|| ImportError("an 18xx.games export is a JSON object".into()))?;
        let title = obj.get("title").and_then(Value::as_str).unwrap_or("");
        let scenario = Scenario::from_title(title).ok_or_else(|| {
            ImportError(format!(
                "this export records '{title}', not 1822PNW (or its Short or Southern Regional scenario)"
            ))
        })?;
        let id = obj.get("id").map(id_text).unwrap_or_default();
        let players = obj
            .get("players")
            .and_then(Value::as_array)
            .ok_or_else(|| ImportError("the export has no players list".into()))?
            .iter()
            .map(|p| ExportPlayer {
                id: p.get("id").map(id_text).unwrap_or_default(),
                name: p
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string(),
            })
            .collect();
        let settings = obj.get("settings").and_then(Value::as_object);
        let seed_setting = settings.and_then(|s| s.get("seed")).and_then(|v| match v {
            Value::Number(n) => n.as_u64(),
            Value::String(s) => s.trim().parse().ok(),
            _ => None,
        });
        let optional_rules = settings
            .and_then(|s| s.get("optional_rules"))
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        let actions =
            obj.get("actions")
                .and_then(Value::as_array)
                .ok_or_else(|| ImportError("the export has no actions list".into()))?
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    a.as_object().cloned().map(RawAction).ok_or_else(|| {
                        ImportError(format!("action {} is not a JSON object", i + 1))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
        let result = obj
            .get("result")
            .and_then(Value::as_object)
            .map(|r| {
                r.iter()
                    .filter_map(|(k, v)| v.as_i64().map(|s| (k.clone(), s)))
                    .collect()
            })
            .unwrap_or_default();
        let game_end_reason = obj
            .get("game_end_reason")
            .and_then(Value::as_str)
            .map(str::to_string);
        let played_at = actions.iter().filter_map(|a| a.int("created_at")).max();
        Ok(Export {
            id,
            scenario,
            players,
            optional_rules,
            actions,
            result,
            game_end_reason,
            played_at,
            seed_setting,
        })
    }

    /// The seed of the site's generator: the `seed` setting, or when it is missing or empty the
    /// first run of digits in the game id (`hs_rbvfejpb_1757291868` → 1757291868).
    pub fn seed(&self) -> Result<u64, ImportError> {
        self.seeds().map(|s| s[0])
    }

    /// The seeds the site may have dealt the game with, in the order to try: the `seed` setting,
    /// then the first run of digits in the game id (the site dealt its earlier games by their id
    /// though their settings hold a seed: game 124005). Never empty.
    pub fn seeds(&self) -> Result<Vec<u64>, ImportError> {
        let digits: String = self
            .id
            .chars()
            .skip_while(|c| !c.is_ascii_digit())
            .take_while(char::is_ascii_digit)
            .collect();
        let by_id = digits.parse::<u64>().ok();
        let seeds: Vec<u64> = self.seed_setting.into_iter().chain(by_id).collect();
        if seeds.is_empty() {
            return Err(ImportError(format!(
                "the export has no seed and its id '{}' holds no number to take one from",
                self.id
            )));
        }
        Ok(seeds)
    }

    /// The cards the record's opening stock round bids on (before any company acts): all of them
    /// stand in the bid boxes of the deal the game was set up with.
    pub fn opening_bids(&self) -> Vec<&str> {
        self.live()
            .into_iter()
            .take_while(|a| a.0.get("entity_type").and_then(Value::as_str) == Some("player"))
            .filter(|a| a.kind() == "bid")
            .filter_map(|a| a.str("company"))
            .collect()
    }

    /// The actions that count, in order: every undo and redo resolved (see [`live_actions`]).
    pub fn live(&self) -> Vec<&RawAction> {
        live_actions(&self.actions)
            .into_iter()
            .map(|i| &self.actions[i])
            .collect()
    }
}

/// Which logged actions are live once undo and redo are resolved, as indices into `actions`:
/// an `undo` hides the latest visible action (or, with `action_id` N, every visible action logged
/// after the one with id N — an undo itself, or a hidden one, as well; 0 hides them all); a `redo` shows the group the last undo hid; any other
/// action forgets what could be redone. Chat is never hidden; undo and redo are never live.
pub fn live_actions(actions: &[RawAction]) -> Vec<usize> {
    let mut hidden = vec![false; actions.len()];
    let mut redo: Vec<Vec<usize>> = Vec::new();
    let visible = |hidden: &[bool], upto: usize| -> Vec<usize> {
        (0..upto)
            .filter(|&i| !hidden[i] && !matches!(actions[i].kind(), "undo" | "redo"))
            .collect()
    };
    for (i, action) in actions.iter().enumerate() {
        match action.kind() {
            "undo" => {
                let shown = visible(&hidden, i);
                let group: Vec<usize> = match action.int("action_id") {
                    None => shown
                        .iter()
                        .rev()
                        .find(|&&j| !actions[j].is_message())
                        .map(|&j| vec![j])
                        .unwrap_or_default(),
                    Some(n) => {
                        // Back to just after action N in the log, whether N is still visible
                        // or is itself an undo.
                        let after = actions
                            .iter()
                            .position(|a| a.id() == Some(n))
                            .map_or(0, |p| p + 1);
                        shown
                            .iter()
                            .copied()
                            .filter(|&j| j >= after && !actions[j].is_message())
                            .collect()
                    }
                };
                for &j in &group {
                    hidden[j] = true;
                }
                redo.push(group);
            }
            "redo" => {
                for j in redo.pop().unwrap_or_default() {
                    hidden[j] = false;
                }
            }
            _ if action.is_message() => {}
            _ => redo.clear(),
        }
    }
    visible(&hidden, actions.len())
}
