//! Build checks: every RON data file under `assets/` parses and every translation is complete,
//! so a malformed file fails the build naming file and line; and the build version is stamped.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "build/railroad_ink.rs"]
mod railroad_ink;
// The game includes the same file: one set of checks for the build and for loading.
#[path = "src/games/gwt/schema.rs"]
#[allow(dead_code)]
mod gwt_schema;
#[path = "src/games/pnw1822/schema.rs"]
#[allow(dead_code)]
mod pnw_schema;
#[path = "src/games/rotw/schema.rs"]
#[allow(dead_code)]
mod rotw_schema;
#[path = "src/games/whistle_stop/schema.rs"]
#[allow(dead_code)]
mod ws_schema;

fn main() {
    println!("cargo:rerun-if-changed=assets");
    println!("cargo:rerun-if-changed=.git/HEAD");
    println!("cargo:rerun-if-changed=.git/refs/heads");
    stamp_version();

    let mut files = Vec::new();
    walk(Path::new("assets"), &mut files);
    files.sort();
    let mut errors = Vec::new();
    for path in files.iter().filter(|p| has_ext(p, "ron")) {
        println!("cargo:rerun-if-changed={}", path.display());
        match fs::read_to_string(path) {
            Ok(text) => {
                if let Err(e) = ron::from_str::<ron::Value>(&text) {
                    errors.push(format!(
                        "{}:{}:{}: {}",
                        path.display(),
                        e.span.start.line,
                        e.span.start.col,
                        e.code
                    ));
                }
            }
            Err(e) => errors.push(format!("{}: {e}", path.display())),
        }
    }
    check_translations(&files, &mut errors);
    generate_game_data(&mut errors);
    for (folder, check) in GAME_CHECKS {
        check(&format!("assets/games/{folder}"), &mut errors);
    }
    if !errors.is_empty() {
        for e in &errors {
            println!("cargo:warning={e}");
        }
        eprintln!("malformed data files:\n{}", errors.join("\n"));
        std::process::exit(1);
    }
}

/// Compiles each game's facts from its RON file into constants the rules include.
fn generate_game_data(errors: &mut Vec<String>) {
    println!("cargo:rerun-if-changed=build");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let source = Path::new("assets/games/railroad_ink/sheet.ron");
    let text = fs::read_to_string(source).unwrap_or_default();
    match railroad_ink::generate(&text) {
        Ok(code) => {
            if let Err(e) = fs::write(out_dir.join("railroad_ink_sheet.rs"), code) {
                errors.push(format!("cannot write generated data: {e}"));
            }
        }
        Err(problems) => errors.extend(
            problems
                .into_iter()
                .map(|p| format!("{}: {p}", source.display())),
        ),
    }
}

/// A game's checks over its data folder, noting each problem.
type Check = fn(&str, &mut Vec<String>);

/// Each game's own load checks over its data, by its folder under `assets/games/`: the build
/// runs them all, so a game brings its checks with one line here.
const GAME_CHECKS: &[(&str, Check)] = &[
    ("rotw", check_rotw),
    ("gwt", check_gwt),
    ("pnw1822", check_pnw),
    ("whistle_stop", check_whistle_stop),
];

/// A RON data file read as the game reads it; a parse error is noted with its line and column.
fn read<T: serde::de::DeserializeOwned>(path: &str, errors: &mut Vec<String>) -> Option<T> {
    let text = fs::read_to_string(path).unwrap_or_default();
    ron::from_str(&text)
        .map_err(|e| {
            errors.push(format!(
                "{path}:{}:{}: {}",
                e.span.start.line, e.span.start.col, e.code
            ))
        })
        .ok()
}

/// Notes each problem a check found, naming the file.
fn note(path: &str, problems: Vec<String>, errors: &mut Vec<String>) {
    errors.extend(problems.into_iter().map(|p| format!("{path}: {p}")));
}

/// Railways of the World's map and rules must pass the game's own load checks.
fn check_rotw(dir: &str, errors: &mut Vec<String>) {
    let (map_path, rules_path) = (format!("{dir}/eastern_us.ron"), format!("{dir}/rules.ron"));
    let map: Option<rotw_schema::MapFile> = read(&map_path, errors);
    let rules: Option<rotw_schema::RulesFile> = read(&rules_path, errors);
    if let (Some(map), Some(rules)) = (map, rules) {
        note(&map_path, rotw_schema::check_map(&map), errors);
        note(&rules_path, rotw_schema::check_rules(&rules, &map), errors);
    }
}

/// Great Western Trail's data file must pass the game's own load checks.
fn check_gwt(dir: &str, errors: &mut Vec<String>) {
    let path = format!("{dir}/game.ron");
    if let Some(file) = read::<gwt_schema::GameFile>(&path, errors) {
        note(&path, gwt_schema::check(&file), errors);
    }
}

/// Whistle Stop's components must pass the game's own load checks.
fn check_whistle_stop(dir: &str, errors: &mut Vec<String>) {
    let path = format!("{dir}/game.ron");
    if let Some(file) = read::<ws_schema::GameFile>(&path, errors) {
        note(&path, ws_schema::check(&file), errors);
    }
}

/// 1822PNW's map, tiles and numbers must pass the game's own load checks.
fn check_pnw(dir: &str, errors: &mut Vec<String>) {
    let path = |f: &str| format!("{dir}/{f}.ron");
    let map: Option<pnw_schema::MapFile> = read(&path("map"), errors);
    let tiles: Option<pnw_schema::TilesFile> = read(&path("tiles"), errors);
    let game: Option<pnw_schema::GameFile> = read(&path("game"), errors);
    if let Some(map) = &map {
        note(&path("map"), pnw_schema::check_map(map), errors);
        if let Some(game) = &game {
            note(&path("game"), pnw_schema::check_game(game, map), errors);
        }
    }
    if let Some(tiles) = &tiles {
        note(&path("tiles"), pnw_schema::check_tiles(tiles), errors);
    }
}

/// `FERROVIA_BUILD_VERSION`: the crate version, plus the git commit when built from a checkout.
fn stamp_version() {
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_else(|_| "0.0.0".into());
    let commit = Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .filter(|c| !c.is_empty());
    let stamp = match commit {
        Some(c) => format!("{version}+{c}"),
        None => version,
    };
    println!("cargo:rustc-env=FERROVIA_BUILD_VERSION={stamp}");
}

/// Every `.ftl` parses, and every language has exactly the keys English has.
fn check_translations(files: &[PathBuf], errors: &mut Vec<String>) {
    let ftl: Vec<&PathBuf> = files.iter().filter(|p| has_ext(p, "ftl")).collect();
    fn keys_of(path: &Path, errors: &mut Vec<String>) -> Option<Vec<String>> {
        let text = fs::read_to_string(path).ok()?;
        match fluent_syntax::parser::parse(text.as_str()) {
            Ok(res) => Some(
                res.body
                    .iter()
                    .filter_map(|e| match e {
                        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                        fluent_syntax::ast::Entry::Term(t) => Some(format!("-{}", t.id.name)),
                        _ => None,
                    })
                    .collect(),
            ),
            Err((_, errs)) => {
                for e in errs {
                    let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                    errors.push(format!("{}:{line}: {:?}", path.display(), e.kind));
                }
                None
            }
        }
    }
    // Each folder of translations (the shell's, and each game's) is complete in every language.
    let mut folders: Vec<&Path> = ftl.iter().filter_map(|p| p.parent()).collect();
    folders.dedup();
    let mut prefixes: Vec<(String, &Path)> = Vec::new();
    let mut shell_keys = Vec::new();
    for folder in folders {
        let english = folder.join("en.ftl");
        let Some(reference) = keys_of(&english, errors) else {
            errors.push(format!(
                "{}: no en.ftl beside the translations",
                folder.display()
            ));
            continue;
        };
        for other in ftl
            .iter()
            .filter(|p| p.parent() == Some(folder) && !p.ends_with("en.ftl"))
        {
            println!("cargo:rerun-if-changed={}", other.display());
            let Some(keys) = keys_of(other, errors) else {
                continue;
            };
            for missing in reference.iter().filter(|k| !keys.contains(k)) {
                errors.push(format!(
                    "{}: missing translation '{missing}'",
                    other.display()
                ));
            }
            for extra in keys.iter().filter(|k| !reference.contains(k)) {
                errors.push(format!("{}: '{extra}' is not in en.ftl", other.display()));
            }
        }
        // A game's words all start with its one prefix, so two games never collide.
        if folder.starts_with("assets/games") {
            let prefix = |k: &String| k.split('-').next().unwrap_or_default().to_string();
            let Some(first) = reference.first().map(prefix) else {
                continue;
            };
            for key in reference.iter().filter(|k| prefix(k) != first) {
                errors.push(format!(
                    "{}: '{key}' does not start with the game's prefix '{first}-'",
                    english.display()
                ));
            }
            if let Some((_, other)) = prefixes.iter().find(|(p, _)| *p == first) {
                errors.push(format!(
                    "{} and {} both use the prefix '{first}-'",
                    english.display(),
                    other.display()
                ));
            }
            prefixes.push((first, folder));
        } else {
            shell_keys.extend(reference);
        }
    }
    for key in &shell_keys {
        if let Some((p, folder)) = prefixes
            .iter()
            .find(|(p, _)| key.starts_with(&format!("{p}-")))
        {
            errors.push(format!(
                "assets/i18n: '{key}' uses the prefix '{p}-' of {}",
                folder.display()
            ));
        }
    }
}

fn has_ext(path: &Path, ext: &str) -> bool {
    path.extension().is_some_and(|e| e == ext)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else {
            out.push(path);
        }
    }
}
