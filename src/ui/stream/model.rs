//! What the stream window and the overlay folder show, built from a [`PublicView`] alone: no
//! world, no state and no seat's view can get in (the only constructor takes a `PublicView`), so a
//! game with hidden information cannot leak a hand into a stream by construction.

use crate::table::clock::ClockReading;
use crate::table::driver::SeatScore;
use crate::table::{PublicView, SeatId, SeatKind};
use crate::ui::i18n::{Locale, args};
use crate::ui::theme;
use serde::Serialize;

/// How many of the last actions the stream and the overlay show.
pub const LAST_ACTIONS: usize = 5;

/// A seat as viewers see it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StreamSeat {
    /// Seat index.
    pub seat: SeatId,
    /// Name.
    pub name: String,
    /// `human`, `bot:strong`…
    pub kind: String,
    /// The colour's name in the stream's language.
    pub colour: String,
    /// The colour as `#rrggbb`.
    pub colour_hex: String,
    /// Ink that reads on the colour, `#rrggbb`.
    pub text_hex: String,
    /// The colour-blind glyph.
    pub glyph: String,
}

/// Everything the stream window and the overlay folder show, in the stream's language.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StreamModel {
    /// The game's id (`rotw`).
    pub game: String,
    /// Its title.
    pub title: String,
    /// Actions in the record.
    pub actions: usize,
    /// "Turn 3 · round 2/3".
    pub round_text: String,
    /// The seat to act; `None` once over.
    pub to_act: Option<SeatId>,
    /// "Ana · Actions".
    pub to_act_text: Option<String>,
    /// The seats.
    pub seats: Vec<StreamSeat>,
    /// Their scores, in seat order.
    pub scores: Vec<SeatScore>,
    /// The scores' header.
    pub score_label: String,
    /// The winners, once over.
    pub winners: Vec<SeatId>,
    /// "Ana wins!", once over.
    pub winner_text: Option<String>,
    /// The last few actions in plain words, oldest first.
    pub last_actions: Vec<String>,
    /// Which seat each of `last_actions` is about.
    pub last_seats: Vec<Option<SeatId>>,
    /// The chess clock, when the game has one.
    pub clock: Option<Vec<ClockReading>>,
    /// The game's public view (`ferrovia state`).
    pub public: crate::table::GameView,
}

fn hex(c: bevy_egui::egui::Color32) -> String {
    format!("#{:02x}{:02x}{:02x}", c.r(), c.g(), c.b())
}

impl StreamModel {
    /// The model of `view` in `locale`'s language.
    pub fn new(view: &PublicView, locale: &Locale) -> StreamModel {
        let names: Vec<String> = view.seats().iter().map(|s| s.name.clone()).collect();
        let seats = view
            .seats()
            .iter()
            .enumerate()
            .map(|(i, s)| StreamSeat {
                seat: i,
                name: s.name.clone(),
                kind: s.kind.to_string(),
                colour: locale.t(&format!("colour-{}", s.colour.0)),
                colour_hex: hex(theme::seat_colour(s.colour)),
                text_hex: hex(theme::seat_text_colour(s.colour)),
                glyph: theme::seat_glyph(s.colour).to_string(),
            })
            .collect();
        let status = view.status();
        let to_act_text = view.to_act().and_then(|seat| {
            let name = names.get(seat)?;
            let who = match view.seats()[seat].kind {
                SeatKind::Human => locale.t_args("turn-of", args!["name" => name.as_str()]),
                SeatKind::Bot(_) => locale.t_args("bot-thinking", args!["name" => name.as_str()]),
            };
            Some(match status.and_then(|s| s.deciding.as_ref()) {
                Some(what) => locale.t_args(
                    "stream-deciding",
                    args!["who" => who, "what" => locale.words(what)],
                ),
                None => who,
            })
        });
        let winner_text = (!view.winners().is_empty()).then(|| {
            let won: Vec<&str> = view
                .winners()
                .iter()
                .filter_map(|w| names.get(*w).map(String::as_str))
                .collect();
            match won.as_slice() {
                [one] => locale.t_args("winner", args!["name" => *one]),
                _ => locale.t_args("winners-shared", args!["names" => won.join(", ")]),
            }
        });
        let recent = &view.log()[view.log().len().saturating_sub(LAST_ACTIONS)..];
        StreamModel {
            game: view.game().cli_name().to_string(),
            title: view.game().title().to_string(),
            actions: view.actions(),
            round_text: status.map_or_else(String::new, |s| locale.words(&s.round)),
            to_act: view.to_act(),
            to_act_text,
            seats,
            scores: view.scores().to_vec(),
            score_label: locale.t("stream-points"),
            winners: view.winners().to_vec(),
            winner_text,
            last_actions: recent
                .iter()
                .map(|l| locale.words_for(&l.words, &names))
                .collect(),
            last_seats: recent.iter().map(|l| l.seat).collect(),
            clock: None,
            public: view.view().clone(),
        }
    }

    /// The scoreboard as one line per seat: "▲ Ana 12".
    pub fn scoreboard_lines(&self) -> Vec<String> {
        self.seats
            .iter()
            .map(|s| {
                let total = self.scores.get(s.seat).map_or(0, |x| x.total);
                let crown = if self.winners.contains(&s.seat) {
                    " ★"
                } else {
                    ""
                };
                format!("{} {} {total}{crown}", s.glyph, s.name)
            })
            .collect()
    }
}

/// A clock reading as `m:ss` (`h:mm:ss` from an hour).
pub fn mm_ss(ms: u64) -> String {
    let secs = ms.div_ceil(1000);
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
