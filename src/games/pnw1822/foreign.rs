//! `ferrovia replay EXPORT.json`: an 18xx.games export of 1822PNW (or its Short or Southern
//! Regional scenario) replayed through our rules and checked against what the site recorded, the
//! final totals and why the game ended. The CLI finds this through [`super::INFO`]'s `foreign`
//! and never names the game.

use super::PnwEngine;
use super::data;
use super::import::{Export, Scenario};
use super::replay;
use super::state::EndReason;
use crate::engine::Engine;
use crate::games::{ForeignRecords, GameAction, GameId};
use crate::table::record::{Record, Stamped};
use crate::table::{GameSetup, SeatKind};
use serde_json::{Value, json};

/// What the registry entry hands the CLI.
pub const RECORDS: ForeignRecords = ForeignRecords {
    source: "18xx.games",
    recognises,
    replay: replay_export,
    import: import_export,
    export: |record| super::export::export(data::pnw(), record),
};

/// Whether the text is a JSON object whose `title` is one of the family's.
pub fn recognises(text: &str) -> bool {
    serde_json::from_str::<Value>(text).is_ok_and(|v| {
        v.get("title")
            .and_then(Value::as_str)
            .and_then(Scenario::from_title)
            .is_some()
    })
}

/// The site's word for why a game ended (its `game_end_reason`).
pub fn site_word(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Bank => "bank",
        EndReason::StockMarket => "stock_market",
        // The site's stock round ends an unbid first round with `end_game!(:dnf)`.
        EndReason::NoBids => "dnf",
        EndReason::Manual => "manually_ended",
        // The site's safety stop at turn 100: `end_game!(:dnf)` (its engine's base game).
        EndReason::TurnLimit => "dnf",
    }
}

/// Replays an export to its end: the players' totals (in the export's order), why the game ended
/// and how many live actions it holds; `Err` names the first place our game parts from the
/// record (an action refused, a total, the end reason).
pub fn replay_export(text: &str) -> Result<Value, String> {
    let export = Export::parse(text).map_err(|e| e.to_string())?;
    let data = data::pnw();
    let Replayed {
        repriced,
        totals,
        ended: ours,
        ..
    } = replayed(data, &export)?;
    let scenario = match export.scenario {
        Scenario::Full => "full",
        Scenario::Short => "short",
        Scenario::Southern => "southern",
    };
    let players: Vec<Value> = export
        .players
        .iter()
        .zip(&totals)
        .map(|(p, total)| json!({ "name": p.name, "total": total }))
        .collect();
    Ok(json!({
        "game": super::INFO.cli,
        "scenario": scenario,
        "players": players,
        "game_end_reason": ours,
        "actions": export.live().len(),
        // Runs paid as stored where our rules price them otherwise (README: edited records).
        "repriced_runs": repriced
            .iter()
            .map(|r| json!({
                "action": r.id,
                "company": r.company,
                "stored": r.stored,
                "rules": r.rules,
            }))
            .collect::<Vec<Value>>(),
    }))
}

/// An export replayed to its end and checked against its result.
struct Replayed {
    /// The game at its end.
    game: super::state::PnwGame,
    /// The actions our rules applied.
    applied: replay::Applied,
    /// The runs paid as stored that our rules price otherwise.
    repriced: Vec<replay::Repriced>,
    /// The players' totals, in the export's order.
    totals: Vec<i64>,
    /// Why the game ended, in the site's word.
    ended: Option<&'static str>,
}

/// Replays an export and checks its result; a result we do not reach names the runs paid as
/// stored that our rules price otherwise, the likeliest cause.
fn replayed(data: &super::data::PnwData, export: &Export) -> Result<Replayed, String> {
    let (game, applied, repriced) =
        replay::replay_repriced(data, export).map_err(|f| f.divergence.to_string())?;
    let (totals, ended) = check_result(data, export, &game).map_err(|e| {
        if repriced.is_empty() {
            return e;
        }
        let runs: Vec<String> = repriced
            .iter()
            .map(|r| {
                let id = r.id.map_or("setup".into(), |i| format!("action {i}"));
                format!(
                    "{id} ({}: stored ${}, our rules ${})",
                    r.company, r.stored, r.rules
                )
            })
            .collect();
        format!(
            "{e}; runs paid as stored but priced otherwise here: {}",
            runs.join(", ")
        )
    })?;
    Ok(Replayed {
        game,
        applied,
        repriced,
        totals,
        ended,
    })
}

/// The final totals (in the export's order) and our end reason, checked against the export's.
fn check_result(
    data: &super::data::PnwData,
    export: &Export,
    game: &super::state::PnwGame,
) -> Result<(Vec<i64>, Option<&'static str>), String> {
    let totals = replay::scores(data, game);
    if !export.result.is_empty() {
        let expected: Vec<Option<i64>> = export
            .players
            .iter()
            .map(|player| {
                export
                    .result
                    .iter()
                    .find(|(id, _)| *id == player.id)
                    .map(|&(_, total)| total)
            })
            .collect();
        if expected.iter().zip(&totals).any(|(e, f)| *e != Some(*f)) {
            let each: Vec<String> = export
                .players
                .iter()
                .zip(expected.iter().zip(&totals))
                .map(|(p, (e, f))| match e {
                    Some(e) => format!("{} expected {e}, found {f}", p.name),
                    None => format!("{} expected none, found {f}", p.name),
                })
                .collect();
            return Err(format!("final totals: {}", each.join("; ")));
        }
    }
    let ours = game.ended.map(site_word);
    if let Some(theirs) = export.game_end_reason.as_deref()
        && ours != Some(theirs)
    {
        return Err(format!(
            "game end: expected {theirs}, found {}",
            ours.unwrap_or("a game still going")
        ));
    }
    Ok((totals, ours))
}

/// Converts an export into a Ferrovia record that replays on its own: the same seed and
/// scenario, the options that keep the site's scoring (connections unchecked as the site loads
/// its records; E trains as they ran before 2025-10-28 for games played before then), every
/// action our rules applied. Refused like a replay when ours parts from the export.
pub fn import_export(text: &str) -> Result<Record, String> {
    let export = Export::parse(text).map_err(|e| e.to_string())?;
    let data = data::pnw();
    let Replayed {
        game,
        applied: actions,
        ..
    } = replayed(data, &export)?;
    let seed = replay::deal_seed(data, &export)?;
    let mut setup = GameSetup::new(
        GameId::Pnw1822,
        &vec![SeatKind::Human; export.players.len()],
        seed,
    );
    for (seat, player) in setup.seats.iter_mut().zip(&export.players) {
        seat.name = player.name.clone();
    }
    let scenario = match export.scenario {
        Scenario::Full => "standard",
        Scenario::Short => "short",
        Scenario::Southern => "southern",
    };
    setup.options.insert("scenario".into(), scenario.into());
    for rule in &export.optional_rules {
        match rule.as_str() {
            "remove_two_ls" => setup.options.insert("remove_ls".into(), "2".into()),
            "remove_three_ls" => setup.options.insert("remove_ls".into(), "3".into()),
            "starting_packet" => setup.options.insert("starting_packet".into(), "yes".into()),
            _ => None,
        };
    }
    setup
        .options
        .insert("connections".into(), "unchecked".into());
    if game.legacy_e {
        setup
            .options
            .insert("e_trains".into(), "before-2025-10-28".into());
    }
    if game.site_2023 {
        setup
            .options
            .insert("site_rules".into(), "before-2024-06-05".into());
    }
    let mut record = Record::new(setup, <PnwEngine as Engine>::RULES_VERSION);
    record.actions = actions
        .into_iter()
        .map(|(seat, action)| Stamped {
            seat,
            action: GameAction::Pnw1822(action),
        })
        .collect();
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_only_the_family_titles() {
        assert!(recognises(r#"{"title": "1822PNW", "actions": []}"#));
        assert!(recognises(r#"{"title": "1822PNW Short Scenario"}"#));
        assert!(recognises(r#"{"title": "1822PNW SRS"}"#));
        assert!(!recognises(r#"{"title": "1830"}"#));
        assert!(!recognises(r#"{"name": "1822PNW"}"#));
        assert!(!recognises(r#"["1822PNW"]"#));
        assert!(!recognises("Record(format: 1)"));
        assert!(!recognises(""));
    }

    #[test]
    fn a_broken_export_is_an_error() {
        assert!(replay_export(r#"{"title": "1822PNW"}"#).is_err());
        assert!(replay_export("{").is_err());
    }
}
