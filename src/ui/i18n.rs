//! Localisation on Fluent: every string the window shows goes through [`Locale::t`].

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::sync::Mutex;

pub use fluent_bundle::FluentValue;

/// The English strings, embedded so the binary works from any folder.
const EN_FTL: &str = include_str!("../../assets/i18n/en.ftl");
/// The Portuguese (Brazil) strings.
const PT_FTL: &str = include_str!("../../assets/i18n/pt.ftl");
/// The Spanish strings.
const ES_FTL: &str = include_str!("../../assets/i18n/es.ftl");

/// A language the interface speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    En,
    /// Português (Brasil).
    Pt,
    /// Español.
    Es,
}

impl Language {
    /// Every language, in picker order.
    pub const ALL: [Language; 3] = [Language::En, Language::Pt, Language::Es];

    /// The language's own name, shown untranslated in the picker so anyone can find theirs.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Pt => "Português",
            Language::Es => "Español",
        }
    }

    /// The BCP 47 tag Fluent uses for plural rules.
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en-GB",
            Language::Pt => "pt-BR",
            Language::Es => "es",
        }
    }

    fn source(self) -> &'static str {
        match self {
            Language::En => EN_FTL,
            Language::Pt => PT_FTL,
            Language::Es => ES_FTL,
        }
    }
}

/// Builds a bundle for one language; a syntax error in a file is logged, never fatal.
fn bundle(lang: Language) -> FluentBundle<FluentResource> {
    let langid = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Unicode isolation marks render as boxes in egui.
    bundle.set_use_isolating(false);
    let resource =
        FluentResource::try_new(lang.source().to_owned()).unwrap_or_else(|(res, errs)| {
            warn!(
                "{}: {} Fluent syntax error(s): {errs:?}",
                lang.tag(),
                errs.len()
            );
            res
        });
    if let Err(errs) = bundle.add_resource(resource) {
        warn!("{}: {errs:?}", lang.tag());
    }
    // Each game brings its own words (keys under its own prefix, so they never collide).
    let index = Language::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    for game in crate::games::GameId::ALL {
        let text = game.info().translations[index];
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(res, errs)| {
            warn!("{} words of {game}: {errs:?}", lang.tag());
            res
        });
        if let Err(errs) = bundle.add_resource(resource) {
            warn!("{} words of {game}: {errs:?}", lang.tag());
        }
    }
    bundle
}

/// The interface's strings in the chosen language, with English as the fallback.
#[derive(Resource)]
pub struct Locale {
    language: Language,
    current: FluentBundle<FluentResource>,
    english: FluentBundle<FluentResource>,
    /// Keys already warned about, so a missing key logs once, not every frame.
    warned: Mutex<HashSet<String>>,
}

impl Default for Locale {
    fn default() -> Self {
        Locale::new(Language::En)
    }
}

impl Locale {
    /// The strings of `language`.
    pub fn new(language: Language) -> Self {
        Locale {
            language,
            current: bundle(language),
            english: bundle(Language::En),
            warned: Mutex::new(HashSet::new()),
        }
    }

    /// The language in use.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Switches language (no-op if it is already in use).
    pub fn set_language(&mut self, language: Language) {
        if language != self.language {
            self.language = language;
            self.current = bundle(language);
        }
    }

    /// Whether `key` exists in the current language (no fallback).
    pub fn has(&self, key: &str) -> bool {
        self.current.has_message(key)
    }

    /// The string for `key`; the key itself if it is missing (logged once).
    pub fn t(&self, key: &str) -> String {
        self.format(key, None)
    }

    /// A game's message (key and arguments) in this language.
    pub fn words(&self, words: &crate::table::driver::Words) -> String {
        self.words_for(words, &[])
    }

    /// A game's message in this language, its seat arguments read as these names ("#2" past them).
    pub fn words_for(&self, words: &crate::table::driver::Words, names: &[String]) -> String {
        use crate::table::driver::WordArg;
        let values: Vec<(&str, FluentValue)> = words
            .args
            .iter()
            .map(|(name, arg)| {
                let value: FluentValue = match arg {
                    WordArg::Number(n) => (*n).into(),
                    WordArg::Text(s) => s.clone().into(),
                    WordArg::Key(k) => self.t(k).into(),
                    WordArg::InSentence(k) => in_sentence(&self.t(k)).into(),
                    WordArg::Seat(s) => names
                        .get(*s)
                        .cloned()
                        .unwrap_or_else(|| format!("#{}", s + 1))
                        .into(),
                };
                (name.as_str(), value)
            })
            .collect();
        self.t_args(&words.key, &values)
    }

    /// The string for `key` with Fluent arguments, e.g. `t_args("turn-of", &[("name", "Ana".into())])`.
    pub fn t_args(&self, key: &str, args: &[(&str, FluentValue)]) -> String {
        let mut fargs = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fargs.set(*name, value.clone());
        }
        self.format(key, Some(&fargs))
    }

    fn format(&self, key: &str, args: Option<&FluentArgs>) -> String {
        for bundle in [&self.current, &self.english] {
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors);
                if !errors.is_empty() {
                    self.warn_once(key, &format!("formatting errors: {errors:?}"));
                }
                if bundle.locales != self.current.locales {
                    self.warn_once(key, "missing in this language, English used");
                }
                return text.into_owned();
            }
        }
        self.warn_once(key, "missing translation key");
        key.to_owned()
    }

    fn warn_once(&self, key: &str, what: &str) {
        if let Ok(mut warned) = self.warned.lock()
            && warned.insert(key.to_owned())
        {
            warn!("i18n {}: '{key}': {what}", self.language.tag());
        }
    }
}

/// A name in running text ("the rail curve"): its first letter in lower case.
pub fn in_sentence(name: &str) -> String {
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Builds the argument list for [`Locale::t_args`]: `args!["name" => seat.name.as_str(), "round" => 3]`.
#[macro_export]
macro_rules! i18n_args {
    ($($name:literal => $value:expr),* $(,)?) => {
        &[$(($name, $crate::ui::i18n::FluentValue::from($value))),*]
    };
}
pub use i18n_args as args;

/// Keys the game table screens rely on (checked by a test so a rename cannot drop one silently).
pub const TABLE_KEYS: &[&str] = &[
    "turn-of",
    "log",
    "undo",
    "winner",
    "winners-shared",
    "view-2d",
    "view-3d",
    "handover-title",
    "handover-ready",
    "bot-thinking",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use std::collections::BTreeSet;

    /// Message ids of a file (a message starts a line with `id =`); also checks the syntax.
    fn keys(src: &str) -> BTreeSet<String> {
        assert!(
            FluentResource::try_new(src.to_owned()).is_ok(),
            "Fluent syntax error"
        );
        src.lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
            .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_owned()))
            .collect()
    }

    /// Every language has exactly English's keys: the shell's and each game's (`build.rs` refuses
    /// the build otherwise; this says which key, in which file).
    #[test]
    fn every_language_has_every_key() {
        let en = keys(EN_FTL);
        for (lang, text) in [("pt", PT_FTL), ("es", ES_FTL)] {
            let other = keys(text);
            let missing: Vec<_> = en.difference(&other).collect();
            let extra: Vec<_> = other.difference(&en).collect();
            assert!(missing.is_empty(), "missing in {lang}.ftl: {missing:?}");
            assert!(
                extra.is_empty(),
                "not in en.ftl but in {lang}.ftl: {extra:?}"
            );
        }
        for game in GameId::ALL {
            let words = game.info().translations;
            let en = keys(words[0]);
            for (i, lang) in crate::games::TRANSLATED.iter().enumerate().skip(1) {
                assert_eq!(keys(words[i]), en, "{game}: {lang}.ftl");
            }
        }
    }

    #[test]
    fn table_keys_exist() {
        let en = keys(EN_FTL);
        for key in TABLE_KEYS {
            assert!(en.contains(*key), "{key}");
        }
    }

    #[test]
    fn game_blurbs_and_options_exist() {
        for lang in Language::ALL {
            let l = Locale::new(lang);
            for game in GameId::ALL {
                assert!(l.has(&game.key("blurb")), "{game}");
                for opt in game.options() {
                    let key = game.key(&format!("option-{}", opt.key));
                    assert!(l.has(&key), "{key}");
                    for choice in &opt.choices {
                        assert!(l.has(&format!("{key}-{choice}")), "{key}-{choice}");
                    }
                }
            }
        }
    }

    #[test]
    fn formats_arguments_without_isolation_marks() {
        let mut l = Locale::new(Language::En);
        assert_eq!(
            l.t_args("ink-phase-round", args!["round" => 3]),
            "Round 3 of 7"
        );
        assert_eq!(l.t_args("turn-of", args!["name" => "Ana"]), "Ana to play");
        assert_eq!(
            l.t_args("game-players", args!["min" => 1, "max" => 6]),
            "1–6 players"
        );
        assert_eq!(
            l.t_args("game-players", args!["min" => 2, "max" => 5]),
            "2–5 players"
        );
        assert_eq!(l.t_args("load-actions", args!["count" => 1]), "1 action");
        l.set_language(Language::Pt);
        assert_eq!(l.t_args("turn-of", args!["name" => "Ana"]), "Vez de Ana");
        assert_eq!(l.t_args("load-actions", args!["count" => 12]), "12 ações");
    }

    #[test]
    fn missing_key_shows_the_key() {
        let l = Locale::new(Language::Pt);
        assert_eq!(l.t("no-such-key"), "no-such-key");
        assert_eq!(l.t("no-such-key"), "no-such-key");
    }
}
