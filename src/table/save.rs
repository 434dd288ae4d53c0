//! Where saves live and how they are written: atomically, so a crash never leaves half a file.

use super::record::Record;
use crate::games::GameId;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The folder that holds saves: `$FERROVIA_DATA_DIR/saves` if set, else the platform data dir
/// (Linux `~/.local/share/ferrovia/saves`, macOS `~/Library/Application Support/org.Ferrovia.Ferrovia/saves`,
/// Windows `%APPDATA%\Ferrovia\Ferrovia\data\saves`).
pub fn saves_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("FERROVIA_DATA_DIR") {
        return PathBuf::from(dir).join("saves");
    }
    directories::ProjectDirs::from("org", "Ferrovia", "Ferrovia")
        .map(|d| d.data_dir().join("saves"))
        .unwrap_or_else(|| PathBuf::from("ferrovia-saves"))
}

/// Writes `text` to `path` through a temporary file and a rename, so the old file survives any failure.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent)?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
    }
    fs::rename(&tmp, path)
}

/// Saves a record to `path` atomically.
pub fn save_record(path: &Path, record: &Record) -> Result<(), String> {
    write_atomic(path, &record.to_ron())
        .map_err(|e| format!("could not save to {}: {e}", path.display()))
}

/// Reads a record from a file; the error names the file and the line.
pub fn read_record(path: &Path) -> Result<Record, String> {
    let text =
        fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    Record::from_ron(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// `path` as a Ferrovia record if it is another program's record that a game imports; `None`
/// when it is not one (or cannot be read: the record reader then says why).
pub fn import_foreign(path: &Path) -> Result<Option<Record>, String> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Ok(None);
    };
    if let Some(e) = broken_json(&text) {
        return Err(format!("{}: {e}", path.display()));
    }
    crate::games::foreign_records(&text)
        .map(|records| (records.import)(&text).map_err(|e| format!("{}: {e}", path.display())))
        .transpose()
}

/// Why a file that opens like a JSON object is not one (a Ferrovia record never starts so).
pub fn broken_json(text: &str) -> Option<String> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    serde_json::from_str::<serde_json::Value>(text)
        .err()
        .map(|e| format!("not valid JSON ({e})"))
}

/// A record from a file: a Ferrovia save, or another program's record a game imports (an
/// 18xx.games export), then marked `true`. The window's load and replay viewer take both.
pub fn read_any_record(path: &Path) -> Result<(Record, bool), String> {
    match import_foreign(path)? {
        Some(record) => Ok((record, true)),
        None => read_record(path).map(|r| (r, false)),
    }
}

/// A fresh autosave path for a new game: `<game>-<YYYYMMDD-HHMMSS>-<seed>.ron` in [`saves_dir`].
pub fn new_save_path(game: GameId, seed: u64) -> PathBuf {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    saves_dir().join(format!(
        "{}-{}-{seed}.ron",
        game.cli_name(),
        timestamp(secs)
    ))
}

/// One saved game as the load dialog lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveSummary {
    /// The file.
    pub path: PathBuf,
    /// The game in it.
    pub game: GameId,
    /// When it was last written.
    pub modified: SystemTime,
    /// How many actions it holds.
    pub actions: usize,
    /// The seats' names.
    pub seats: Vec<String>,
}

/// Every readable save in [`saves_dir`], newest first. Unreadable files are skipped here
/// (loading one by path reports why).
pub fn list_saves() -> Vec<SaveSummary> {
    let Ok(entries) = fs::read_dir(saves_dir()) else {
        return Vec::new();
    };
    let mut saves: Vec<SaveSummary> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter_map(|path| {
            let record = read_record(&path).ok()?;
            let modified = fs::metadata(&path).and_then(|m| m.modified()).ok()?;
            Some(SaveSummary {
                game: record.setup.game,
                actions: record.actions.len(),
                seats: record.setup.seats.iter().map(|s| s.name.clone()).collect(),
                modified,
                path,
            })
        })
        .collect();
    saves.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.path.cmp(&b.path)));
    saves
}

/// The most recently written save, which "Continue" resumes.
pub fn latest_save() -> Option<PathBuf> {
    list_saves().into_iter().next().map(|s| s.path)
}

/// Whether there is a game to continue.
pub fn autosave_exists() -> bool {
    latest_save().is_some()
}

/// `YYYYMMDD-HHMMSS` (UTC) for a Unix time, without a date crate.
pub fn timestamp(unix_secs: u64) -> String {
    let days = (unix_secs / 86_400) as i64;
    let rem = unix_secs % 86_400;
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_civil_dates() {
        assert_eq!(timestamp(0), "19700101-000000");
        assert_eq!(timestamp(1_795_969_384), "20261129-162304");
    }

    #[test]
    fn atomic_write_replaces_whole_file() {
        let dir = std::env::temp_dir().join(format!("ferrovia-save-{}", std::process::id()));
        let path = dir.join("a.ron");
        write_atomic(&path, "first").unwrap();
        write_atomic(&path, "second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        assert!(!dir.join("a.ron.tmp").exists());
        fs::remove_dir_all(dir).ok();
    }
}
