//! Every refusal of 1822PNW reaches the player in their language: each "not possible now"
//! reason the rules give has its sentence in every language file.

use ferrovia::games::pnw1822::actions::not_now_key;

const LANGUAGES: [(&str, &str); 3] = [
    ("en", include_str!("../../assets/games/pnw1822/i18n/en.ftl")),
    ("pt", include_str!("../../assets/games/pnw1822/i18n/pt.ftl")),
    ("es", include_str!("../../assets/games/pnw1822/i18n/es.ftl")),
];

/// The reasons written in the rules' source: `Refusal::NotNow("…")`.
fn reasons() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/pnw1822");
    let mut files = vec![dir.join("rules")];
    let mut out = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for part in text.split("NotNow(").skip(1) {
            let rest = part.trim_start();
            if let Some(quoted) = rest.strip_prefix('"') {
                out.push(quoted[..quoted.find('"').unwrap()].to_string());
            }
        }
    }
    out
}

#[test]
fn every_not_now_reason_has_a_sentence_in_every_language() {
    let reasons = reasons();
    assert!(reasons.len() > 20, "the scan finds the rules' reasons");
    for reason in reasons {
        let key = not_now_key(&reason);
        for (lang, text) in LANGUAGES {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("{key} ="))),
                "{lang}: no sentence for \"{reason}\" ({key})"
            );
        }
    }
}

#[test]
fn every_unknown_thing_an_action_may_name_has_a_sentence_in_every_language() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/pnw1822/rules/mod.rs");
    let text = std::fs::read_to_string(path).unwrap();
    let body = &text[text.find("fn unknown(").unwrap()..];
    let mut kinds: Vec<&str> = ["Some(\"", "then_some(\""]
        .iter()
        .flat_map(|open| body.split(open).skip(1))
        .map(|part| &part[..part.find('"').unwrap()])
        .collect();
    kinds.sort();
    kinds.dedup();
    assert!(kinds.len() >= 6, "the scan finds the kinds: {kinds:?}");
    for kind in kinds {
        for (lang, text) in LANGUAGES {
            assert!(
                text.contains(&format!("\npnw-unknown-{kind} = ")),
                "{lang}: no sentence for an unknown {kind}"
            );
        }
    }
}

/// Every sentence the 1822PNW code names (a `"pnw-…"` key written whole in its source: a
/// refusal's reason, a log line, a button, a panel's words) is in every language file.
#[test]
fn every_key_the_code_names_has_a_sentence_in_every_language() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/pnw1822");
    let mut files = vec![dir];
    let mut keys = std::collections::BTreeSet::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (at, _) in text.match_indices("\"pnw-") {
            // Only where a sentence is asked for: a key given to the words, a translation, a
            // match arm or branch, a tuple's first item (egui's ids are not sentences).
            let before = text[..at].trim_end();
            let asks = [
                ".t(",
                "t_args(",
                "key(",
                "Key(",
                "by_seat(",
                "by_company(",
                "=>",
                "{",
            ]
            .iter()
            .any(|call| before.ends_with(call))
                || (before.ends_with('(')
                    && before[..before.len() - 1]
                        .chars()
                        .last()
                        .is_some_and(|c| c.is_whitespace() || c == '['));
            if !asks {
                continue;
            }
            let part = &text[at + 5..];
            let end = part.find('"').unwrap_or(0);
            let key = &part[..end];
            // A prefix completed at run time (`format!("pnw-deciding-{step}")`) is not a key.
            if !key.is_empty()
                && !key.ends_with('-')
                && key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                keys.insert(format!("pnw-{key}"));
            }
        }
    }
    assert!(keys.len() > 150, "the scan finds the keys ({})", keys.len());
    for key in keys {
        for (lang, text) in LANGUAGES {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("{key} ="))),
                "{lang}: no sentence for {key}"
            );
        }
    }
}

/// The keys made from a step's name: what the status says a company decides at each step, and
/// what the log says when it lets that step go by.
#[test]
fn every_operating_step_has_its_status_and_its_pass_in_every_language() {
    use ferrovia::games::pnw1822::state::OrStep;
    for step in OrStep::ALL {
        let name = step.name();
        for key in [
            format!("pnw-deciding-{name}"),
            format!("pnw-log-skip-{name}"),
        ] {
            for (lang, text) in LANGUAGES {
                assert!(
                    text.lines().any(|l| l.starts_with(&format!("{key} ="))),
                    "{lang}: no sentence for {key}"
                );
            }
        }
    }
}
