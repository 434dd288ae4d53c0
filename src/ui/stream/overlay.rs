//! The overlay folder for OBS: after every accepted action (and at a game's start or load) the
//! table writes what viewers may see as files OBS sources read — `state.json`, one-line text files
//! and a self-refreshing lower-third page — each atomically (temporary file, then rename), so a
//! source never reads half a file. Everything comes from a [`StreamModel`]: nothing is private.

use super::model::StreamModel;
use crate::table::save::write_atomic;
use std::path::Path;

/// The lower-third page for an OBS browser source: it reloads `overlay.js` every second.
const OVERLAY_HTML: &str = include_str!("../../../assets/stream/overlay.html");

/// `scoreboard.txt`: every seat's glyph, name and score on one line.
pub fn scoreboard_line(model: &StreamModel) -> String {
    model.scoreboard_lines().join("   ")
}

/// `to_act.txt`: who decides what, or who won.
pub fn to_act_line(model: &StreamModel) -> String {
    model
        .to_act_text
        .clone()
        .or_else(|| model.winner_text.clone())
        .unwrap_or_default()
}

/// Writes the whole folder for `model`; `now_ms` stamps `overlay.js` (the page counts a running
/// clock down from it).
pub fn write(dir: &Path, model: &StreamModel, now_ms: u64) -> Result<(), String> {
    let fail = |file: &str, e: std::io::Error| format!("{}: {e}", dir.join(file).display());
    let state = serde_json::to_string_pretty(model).map_err(|e| e.to_string())?;
    let mut script = serde_json::to_value(model).map_err(|e| e.to_string())?;
    if let Some(obj) = script.as_object_mut() {
        obj.insert("updated".into(), now_ms.into());
    }
    let files = [
        ("state.json", state),
        ("scoreboard.txt", scoreboard_line(model)),
        ("to_act.txt", to_act_line(model)),
        (
            "last_action.txt",
            model.last_actions.last().cloned().unwrap_or_default(),
        ),
        ("overlay.js", format!("window.FERROVIA = {script};\n")),
    ];
    for (name, text) in files {
        write_atomic(&dir.join(name), &text).map_err(|e| fail(name, e))?;
    }
    // The page never changes while the app runs: written once, when missing or outdated.
    let page = dir.join("overlay.html");
    if std::fs::read_to_string(&page).ok().as_deref() != Some(OVERLAY_HTML) {
        write_atomic(&page, OVERLAY_HTML).map_err(|e| fail("overlay.html", e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::table::session::Session;
    use crate::table::{BotLevel, GameSetup, SeatKind};
    use crate::ui::i18n::{Language, Locale};

    fn read(dir: &Path, file: &str) -> String {
        std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
    }

    /// After every action of a whole bot game, each file parses and agrees with `ferrovia state`
    /// (the public view) and the game's result.
    fn overlay_follows_a_whole_game(game: GameId, seats: usize) {
        let dir = std::env::temp_dir().join(format!(
            "ferrovia-overlay-{}-{}",
            game.cli_name(),
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let kinds = vec![SeatKind::Bot(BotLevel::Greedy); seats];
        let mut session = Session::new(GameSetup::new(game, &kinds, 11)).expect("setup");
        let locale = Locale::new(Language::Es);
        loop {
            let view = session.public().expect("a game");
            write(&dir, &StreamModel::new(&view, &locale), 1).expect("written");
            let state: serde_json::Value =
                serde_json::from_str(&read(&dir, "state.json")).expect("state.json parses");
            assert_eq!(state["public"], session.public_view(), "the public view");
            assert_eq!(state["actions"], session.record().actions.len());
            let result = session.result().expect("result");
            for (seat, score) in result.scores.iter().enumerate() {
                assert_eq!(state["scores"][seat]["total"], score.total);
                assert_eq!(
                    state["scores"][seat]["breakdown"],
                    serde_json::Value::Object(score.breakdown.clone())
                );
            }
            assert_eq!(state["to_act"], serde_json::json!(session.to_act()));
            let js = read(&dir, "overlay.js");
            let body = js
                .strip_prefix("window.FERROVIA = ")
                .and_then(|s| s.trim_end().strip_suffix(';'))
                .expect("one assignment");
            let script: serde_json::Value = serde_json::from_str(body).expect("overlay.js parses");
            assert_eq!(script["public"], state["public"]);
            for file in ["scoreboard.txt", "to_act.txt", "last_action.txt"] {
                assert!(!read(&dir, file).contains('\n'), "{file} is one line");
            }
            assert_eq!(
                read(&dir, "last_action.txt"),
                state["last_actions"]
                    .as_array()
                    .and_then(|a| a.last())
                    .and_then(|l| l.as_str())
                    .unwrap_or_default()
            );
            if !driver_step(&mut session) {
                break;
            }
        }
        let state: serde_json::Value =
            serde_json::from_str(&read(&dir, "state.json")).expect("state.json parses");
        assert!(state["winner_text"].is_string(), "the game ended");
        assert_eq!(
            read(&dir, "to_act.txt"),
            state["winner_text"],
            "the winner is named"
        );
        assert!(read(&dir, "overlay.html").contains("overlay.js"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn driver_step(session: &mut Session) -> bool {
        crate::table::driver::step_bot(session.world_mut()).expect("bots play legally")
    }

    #[test]
    fn overlay_follows_a_whole_rotw_game() {
        overlay_follows_a_whole_game(GameId::Rotw, 3);
    }

    #[test]
    fn overlay_follows_a_whole_ink_game() {
        overlay_follows_a_whole_game(GameId::RailroadInk, 2);
    }
}
