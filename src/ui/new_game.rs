//! The new-game dialog: seats (name, colour, human or bot), the game's options, the seed.

use super::i18n::{Locale, args};
use super::theme::{self, SIGNAL_RED, WALNUT_LIGHT};
use super::toast::Toasts;
use super::{Dialog, UiNav, widgets};
use crate::games::GameId;
use crate::table::clock::ClockRules;
use crate::table::{BotLevel, GameSetup, Seat, SeatColour, SeatKind, TableRequest};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, CornerRadius, RichText, Sense, Stroke, StrokeKind, Vec2};
use std::collections::BTreeMap;

/// One seat being set up.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct SeatDraft {
    /// The name typed so far.
    pub name: String,
    /// Its colour (unique at the table).
    pub colour: SeatColour,
    /// Human or bot.
    pub kind: SeatKind,
    /// Whether the player typed a name; until then the default name follows the kind and position.
    pub renamed: bool,
}

/// The dialog's state, kept while it is open (and reset when a different game is chosen).
#[derive(Resource, Debug, Default)]
pub(super) struct NewGameState {
    game: Option<GameId>,
    seats: Vec<SeatDraft>,
    seed: String,
    options: BTreeMap<String, String>,
    error: Option<String>,
    clock: ClockDraft,
}

/// The chess clock being set: minutes per seat (0 = none), the Fischer increment, pass when out.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(super) struct ClockDraft {
    minutes: u32,
    increment_secs: u32,
    pass_when_out: bool,
}

impl ClockDraft {
    /// The clock to put on the game, if any.
    fn rules(self) -> Option<ClockRules> {
        (self.minutes > 0).then_some(ClockRules {
            minutes: self.minutes,
            increment_secs: self.increment_secs,
            pass_when_out: self.pass_when_out,
        })
    }
}

/// The clock's choices in the dialog.
const CLOCK_MINUTES: [u32; 7] = [0, 5, 10, 15, 20, 30, 60];
const CLOCK_INCREMENTS: [u32; 5] = [0, 5, 10, 20, 30];

/// The first colour no seat uses.
pub(super) fn first_free_colour(seats: &[SeatDraft]) -> Option<SeatColour> {
    (0..SeatColour::COUNT)
        .map(SeatColour)
        .find(|c| seats.iter().all(|s| s.colour != *c))
}

/// The next colour after seat `idx`'s own that no other seat uses (its own if all are taken).
pub(super) fn next_free_colour(seats: &[SeatDraft], idx: usize) -> SeatColour {
    let own = seats[idx].colour;
    (1..SeatColour::COUNT)
        .map(|k| SeatColour((own.0 + k) % SeatColour::COUNT))
        .find(|c| {
            seats
                .iter()
                .enumerate()
                .all(|(j, s)| j == idx || s.colour != *c)
        })
        .unwrap_or(own)
}

/// The starting seats for `game`: one human and bots up to two seats (within the game's range).
pub(super) fn default_seats(game: GameId) -> Vec<SeatDraft> {
    let (min, max) = game.seats();
    let n = 2.clamp(min, max);
    let mut seats = Vec::new();
    for i in 0..n {
        let kind = if i == 0 {
            SeatKind::Human
        } else {
            SeatKind::Bot(BotLevel::Greedy)
        };
        let colour = first_free_colour(&seats).unwrap_or(SeatColour(0));
        seats.push(SeatDraft {
            name: String::new(),
            colour,
            kind,
            renamed: false,
        });
    }
    seats
}

/// Adds a seat (a strong bot, in a free colour) if the game allows one more.
pub(super) fn add_seat(seats: &mut Vec<SeatDraft>, max: usize) -> bool {
    if seats.len() >= max {
        return false;
    }
    let Some(colour) = first_free_colour(seats) else {
        return false;
    };
    seats.push(SeatDraft {
        name: String::new(),
        colour,
        kind: SeatKind::Bot(BotLevel::Strong),
        renamed: false,
    });
    true
}

/// Removes seat `idx` if the game still has enough seats after.
pub(super) fn remove_seat(seats: &mut Vec<SeatDraft>, idx: usize, min: usize) -> bool {
    if seats.len() <= min || idx >= seats.len() {
        return false;
    }
    seats.remove(idx);
    true
}

/// Blank = random (`Ok(None)`); otherwise a whole number.
pub(super) fn parse_seed(text: &str) -> Result<Option<u64>, ()> {
    let t = text.trim().replace('_', "");
    if t.is_empty() {
        Ok(None)
    } else {
        t.parse().map(Some).map_err(|_| ())
    }
}

/// A seed from the clock, for a blank seed field (the UI may use time; the rules never do).
pub(super) fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // splitmix64, so seeds picked close in time still look unrelated.
    let mut z = nanos.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Why the dialog cannot start yet.
#[derive(Debug, PartialEq)]
pub(super) enum DraftError {
    /// A seat has no name.
    NameEmpty,
    /// The seed is not a number.
    Seed,
    /// The table's own check failed (its message, in English).
    Invalid(String),
}

/// The setup the dialog describes; `random` supplies the seed when the field is blank.
pub(super) fn build_setup(
    game: GameId,
    seats: &[SeatDraft],
    seed: &str,
    options: &BTreeMap<String, String>,
    random: impl FnOnce() -> u64,
) -> Result<GameSetup, DraftError> {
    if seats.iter().any(|s| s.name.trim().is_empty()) {
        return Err(DraftError::NameEmpty);
    }
    let seed = match parse_seed(seed).map_err(|()| DraftError::Seed)? {
        Some(seed) => seed,
        None => random(),
    };
    let setup = GameSetup {
        game,
        seats: seats
            .iter()
            .map(|s| Seat {
                name: s.name.trim().to_owned(),
                colour: s.colour,
                kind: s.kind,
            })
            .collect(),
        seed,
        options: options.clone(),
    };
    setup.validate().map_err(DraftError::Invalid)?;
    Ok(setup)
}

fn default_name(locale: &Locale, idx: usize, kind: SeatKind) -> String {
    let key = match kind {
        SeatKind::Human => "seat-default-human",
        SeatKind::Bot(BotLevel::Greedy) => "seat-default-bot-greedy",
        SeatKind::Bot(BotLevel::Strong) => "seat-default-bot-strong",
    };
    locale.t_args(key, args!["n" => idx + 1])
}

impl NewGameState {
    fn reset(&mut self, game: GameId) {
        *self = NewGameState {
            game: Some(game),
            seats: default_seats(game),
            seed: String::new(),
            options: game
                .options()
                .into_iter()
                .map(|o| (o.key.to_owned(), o.default.to_owned()))
                .collect(),
            error: None,
            // The clock is the player's habit, not the game's: it stays as set.
            clock: self.clock,
        };
    }
}

const KINDS: [(SeatKind, &str); 3] = [
    (SeatKind::Human, "seat-human"),
    (SeatKind::Bot(BotLevel::Greedy), "seat-bot-greedy"),
    (SeatKind::Bot(BotLevel::Strong), "seat-bot-strong"),
];

/// Draws the dialog; Start writes [`TableRequest::Start`].
pub(super) fn dialog(
    ctx: &egui::Context,
    nav: &mut UiNav,
    state: &mut NewGameState,
    requests: &mut MessageWriter<TableRequest>,
    toasts: &mut Toasts,
    locale: &Locale,
) {
    let game = nav.selected;
    if state.game != Some(game) {
        state.reset(game);
    }
    for (i, seat) in state.seats.iter_mut().enumerate() {
        if !seat.renamed {
            seat.name = default_name(locale, i, seat.kind);
        }
    }
    let (min, max) = game.seats();
    let title = format!("{} — {}", locale.t("new-game-title"), game.title());
    let mut back = false;
    let mut start = false;
    widgets::dialog(
        ctx,
        "new-game",
        &title,
        1000.0,
        |ui| {
            ui.label(widgets::strong(&locale.t("new-game-seats")).size(22.0));
            ui.add_space(4.0);
            let mut remove = None;
            let can_remove = state.seats.len() > min;
            for i in 0..state.seats.len() {
                ui.horizontal(|ui| {
                    if colour_button(ui, state.seats[i].colour, locale).clicked() {
                        let c = next_free_colour(&state.seats, i);
                        state.seats[i].colour = c;
                    }
                    let seat = &mut state.seats[i];
                    let name = ui.add(
                        egui::TextEdit::singleline(&mut seat.name)
                            .desired_width(280.0)
                            .char_limit(24)
                            .font(egui::TextStyle::Body)
                            .margin(Vec2::new(10.0, 8.0)),
                    );
                    if name.changed() {
                        seat.renamed = true;
                    }
                    ui.add_space(8.0);
                    for (kind, key) in KINDS {
                        if widgets::choice(ui, seat.kind == kind, &locale.t(key)).clicked() {
                            seat.kind = kind;
                        }
                    }
                    ui.add_space(8.0);
                    let x = ui
                        .add_enabled(
                            can_remove,
                            egui::Button::new(RichText::new("✖").size(20.0))
                                .min_size(Vec2::splat(40.0)),
                        )
                        .on_hover_text(locale.t("new-game-remove-seat"));
                    if x.clicked() {
                        remove = Some(i);
                    }
                });
            }
            if let Some(i) = remove {
                remove_seat(&mut state.seats, i, min);
            }
            if widgets::button_enabled(
                ui,
                state.seats.len() < max,
                &format!("+  {}", locale.t("new-game-add-seat")),
            )
            .clicked()
            {
                add_seat(&mut state.seats, max);
            }

            let specs = game.options();
            if !specs.is_empty() {
                ui.add_space(10.0);
                widgets::rule(ui);
                ui.label(widgets::strong(&locale.t("new-game-options")).size(22.0));
                for spec in specs {
                    ui.label(locale.t(&game.key(&format!("option-{}", spec.key))));
                    ui.horizontal_wrapped(|ui| {
                        ui.add_space(24.0);
                        let current = state
                            .options
                            .entry(spec.key.to_owned())
                            .or_insert_with(|| spec.default.to_owned());
                        for choice in &spec.choices {
                            let label =
                                locale.t(&game.key(&format!("option-{}-{choice}", spec.key)));
                            if widgets::choice(ui, current == choice, &label).clicked() {
                                *current = (*choice).to_owned();
                            }
                        }
                    });
                    ui.add_space(4.0);
                }
            }
            ui.add_space(10.0);
            widgets::rule(ui);
            ui.label(widgets::strong(&locale.t("new-game-clock")).size(22.0));
            ui.horizontal_wrapped(|ui| {
                ui.add_space(24.0);
                for m in CLOCK_MINUTES {
                    let label = if m == 0 {
                        locale.t("new-game-clock-off")
                    } else {
                        locale.t_args("new-game-clock-minutes", args!["n" => m])
                    };
                    if widgets::choice(ui, state.clock.minutes == m, &label).clicked() {
                        state.clock.minutes = m;
                    }
                }
            });
            if state.clock.minutes > 0 {
                ui.horizontal_wrapped(|ui| {
                    ui.add_space(24.0);
                    ui.label(locale.t("new-game-clock-increment"));
                    for s in CLOCK_INCREMENTS {
                        let label = format!("+{s} s");
                        if widgets::choice(ui, state.clock.increment_secs == s, &label).clicked() {
                            state.clock.increment_secs = s;
                        }
                    }
                });
                ui.horizontal(|ui| {
                    ui.add_space(24.0);
                    widgets::toggle(ui, &mut state.clock.pass_when_out);
                    ui.label(locale.t("new-game-clock-pass"));
                });
            }
            ui.add_space(10.0);
            widgets::rule(ui);
            ui.horizontal(|ui| {
                ui.label(widgets::strong(&locale.t("new-game-seed")).size(22.0));
                ui.add_space(12.0);
                ui.add(
                    egui::TextEdit::singleline(&mut state.seed)
                        .hint_text(locale.t("new-game-seed-hint"))
                        .desired_width(300.0)
                        .margin(Vec2::new(10.0, 8.0)),
                );
                if parse_seed(&state.seed).is_err() {
                    ui.label(RichText::new("⚠").color(SIGNAL_RED).size(24.0))
                        .on_hover_text(locale.t("new-game-seed-invalid"));
                }
            });
            if let Some(err) = &state.error {
                ui.add_space(6.0);
                ui.label(RichText::new(err).color(SIGNAL_RED).family(theme::bold()));
            }
        },
        |ui| {
            if widgets::primary_button(ui, &locale.t("new-game-start")).clicked() {
                start = true;
            }
            if widgets::button(ui, &locale.t("back")).clicked() {
                back = true;
            }
        },
    );
    if back {
        nav.dialog = Dialog::None;
        state.error = None;
    }
    if start {
        let blank = parse_seed(&state.seed) == Ok(None);
        match build_setup(game, &state.seats, &state.seed, &state.options, random_seed) {
            Ok(setup) => {
                state.error = None;
                if blank {
                    toasts.info(locale.t_args(
                        "new-game-seed-chosen",
                        args!["seed" => setup.seed.to_string()],
                    ));
                }
                requests.write(TableRequest::Start(setup));
                if let Some(rules) = state.clock.rules() {
                    requests.write(TableRequest::SetClock(Some(rules)));
                }
            }
            Err(DraftError::NameEmpty) => state.error = Some(locale.t("new-game-name-empty")),
            Err(DraftError::Seed) => state.error = Some(locale.t("new-game-seed-invalid")),
            Err(DraftError::Invalid(reason)) => state.error = Some(reason),
        }
    }
}

/// A square swatch in the seat's colour with its shape; click cycles to the next free colour.
fn colour_button(ui: &mut egui::Ui, colour: SeatColour, locale: &Locale) -> egui::Response {
    let size = Vec2::splat(44.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let fill = theme::seat_colour(colour);
    let stroke = if response.hovered() {
        Stroke::new(3.0, theme::INK_BLUE)
    } else {
        Stroke::new(2.0, WALNUT_LIGHT)
    };
    let painter = ui.painter();
    painter.rect(
        rect,
        CornerRadius::same(10),
        fill,
        stroke,
        StrokeKind::Inside,
    );
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        theme::seat_glyph(colour),
        egui::FontId::proportional(24.0),
        theme::seat_text_colour(colour),
    );
    response.on_hover_text(format!(
        "{} — {}",
        locale.t(&format!("colour-{}", colour.0)),
        locale.t("new-game-colour-hint")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(colours: &[u8]) -> Vec<SeatDraft> {
        colours
            .iter()
            .map(|c| SeatDraft {
                name: format!("P{c}"),
                colour: SeatColour(*c),
                kind: SeatKind::Human,
                renamed: true,
            })
            .collect()
    }

    #[test]
    fn colours_cycle_past_taken_ones() {
        let s = seats(&[0, 1, 3]);
        assert_eq!(next_free_colour(&s, 0), SeatColour(2));
        assert_eq!(next_free_colour(&s, 2), SeatColour(4));
        let full = seats(&[0, 1, 2, 3, 4, 5]);
        assert_eq!(next_free_colour(&full, 1), SeatColour(1));
        assert_eq!(first_free_colour(&s), Some(SeatColour(2)));
        assert_eq!(first_free_colour(&full), None);
    }

    #[test]
    fn seats_stay_within_the_game_range() {
        let (min, max) = GameId::RailroadInk.seats();
        let mut s = default_seats(GameId::RailroadInk);
        assert_eq!(s.len(), 2);
        while add_seat(&mut s, max) {}
        assert_eq!(s.len(), max);
        let colours: std::collections::HashSet<_> = s.iter().map(|x| x.colour).collect();
        assert_eq!(colours.len(), max);
        while remove_seat(&mut s, 0, min) {}
        assert_eq!(s.len(), min);
        assert!(!remove_seat(&mut s, 5, 0));
    }

    #[test]
    fn seeds_parse() {
        assert_eq!(parse_seed("  "), Ok(None));
        assert_eq!(parse_seed("42"), Ok(Some(42)));
        assert_eq!(parse_seed("1_000"), Ok(Some(1000)));
        assert_eq!(parse_seed("-1"), Err(()));
        assert_eq!(parse_seed("abc"), Err(()));
    }

    #[test]
    fn builds_a_valid_setup() {
        let s = seats(&[0, 1]);
        let opts = BTreeMap::from([("longest".to_owned(), "simple".to_owned())]);
        let setup = build_setup(GameId::RailroadInk, &s, "", &opts, || 7).unwrap();
        assert_eq!(setup.seed, 7);
        assert_eq!(setup.seats.len(), 2);
        assert_eq!(setup.options, opts);
        assert_eq!(
            build_setup(GameId::RailroadInk, &s, "9", &opts, || 7)
                .unwrap()
                .seed,
            9
        );
        let mut unnamed = s.clone();
        unnamed[1].name = "  ".into();
        assert_eq!(
            build_setup(GameId::RailroadInk, &unnamed, "", &opts, || 7),
            Err(DraftError::NameEmpty)
        );
        assert_eq!(
            build_setup(GameId::RailroadInk, &s, "x", &opts, || 7),
            Err(DraftError::Seed)
        );
        assert!(matches!(
            build_setup(GameId::Scratch, &s, "", &opts, || 7),
            Err(DraftError::Invalid(_))
        ));
    }

    #[test]
    fn random_seeds_differ() {
        let a = random_seed();
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert_ne!(a, random_seed());
    }
}
