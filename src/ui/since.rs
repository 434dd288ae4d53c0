//! "Since your last turn": when a person's turn comes, what the others did since that seat last
//! acted — a short list in plain words (the game's public log), dismissible, on by default (a
//! setting). Shown only once the handover curtain, if any, is up.

use super::handover::Handover;
use super::i18n::{Locale, args};
use super::seats::{LogWords, log_words, seat_names, seat_views};
use super::settings::Settings;
use super::{theme, widgets};
use crate::table::driver::{self, ActiveTable};
use crate::table::viewer::Viewing;
use crate::table::{PublicView, SeatId, SeatKind};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};

/// Lines shown at most (the newest).
const MOST: usize = 8;

/// What the seat to act missed, worked out once per change of the table.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SinceLastTurn {
    /// The table position it was worked out for (epoch, actions).
    at: Option<(u64, usize)>,
    /// The person to act and what happened since their last action (seat, words), oldest first.
    pub missed: Option<(SeatId, LogWords)>,
    /// Dismissed for this position.
    pub dismissed: Option<(u64, usize)>,
}

/// The systems.
pub fn plugin(app: &mut App) {
    app.init_resource::<SinceLastTurn>().add_systems(
        Update,
        learn.after(crate::table::driver::TableSystems::Drive),
    );
}

/// The first action the seat to act has not seen: the one after its own last action.
pub fn unseen_from(actions: &[crate::table::Stamped], seat: SeatId) -> usize {
    actions
        .iter()
        .rposition(|s| s.seat == seat)
        .map_or(0, |i| i + 1)
}

fn learn(world: &mut World) {
    let at = driver::position(world);
    if world.resource::<SinceLastTurn>().at == at {
        return;
    }
    let missed = missed(world);
    let mut since = world.resource_mut::<SinceLastTurn>();
    since.at = at;
    since.missed = missed;
}

fn missed(world: &World) -> Option<(SeatId, LogWords)> {
    if world.contains_resource::<Viewing>() {
        return None;
    }
    let table = world.get_resource::<ActiveTable>()?;
    let seat = driver::active_rules(world)?.to_act(world)?;
    if table.setup().seats.get(seat)?.kind != SeatKind::Human {
        return None;
    }
    let from = unseen_from(&table.record.actions, seat);
    if from >= table.record.actions.len() {
        return None;
    }
    let locale = world.get_resource::<Locale>()?;
    let view = PublicView::of(world)?;
    let names = seat_names(&seat_views(Some(table), view.seats().len()));
    // One log line per action: the lines of the actions since.
    let lines = log_words(&view.log()[from.min(view.log().len())..], &names, locale);
    (!lines.is_empty()).then_some((seat, lines))
}

impl SinceLastTurn {
    /// What the list shows now (the seat and its lines), if it is up: the setting on, no handover
    /// curtain down, not dismissed. A game's board lights the same actions while it is.
    pub fn shown(&self, settings: &Settings, handover: &Handover) -> Option<&(SeatId, LogWords)> {
        self.missed
            .as_ref()
            .filter(|_| settings.since_last_turn && handover.down.is_none())
            .filter(|_| self.dismissed != self.at)
    }
}

/// The list, top right over the board, until dismissed.
pub fn draw(
    ctx: &egui::Context,
    since: &mut SinceLastTurn,
    settings: &Settings,
    handover: &Handover,
    table: &ActiveTable,
    locale: &Locale,
) {
    let Some((seat, lines)) = since.shown(settings, handover) else {
        return;
    };
    let name = table
        .setup()
        .seats
        .get(*seat)
        .map_or_else(String::new, |s| s.name.clone());
    let mut close = false;
    egui::Area::new(egui::Id::new("since-last-turn"))
        .order(egui::Order::Foreground)
        .anchor(Align2::RIGHT_TOP, vec2(-24.0, 64.0))
        .show(ctx, |ui| {
            widgets::paper_frame().show(ui, |ui| {
                ui.set_max_width(440.0);
                ui.label(
                    RichText::new(locale.t_args("since-title", args!["name" => name.as_str()]))
                        .font(theme::serif_font(22.0))
                        .color(theme::INK),
                );
                let skipped = lines.len().saturating_sub(MOST);
                if skipped > 0 {
                    ui.label(widgets::faded(
                        &locale.t_args("since-more", args!["n" => skipped]),
                    ));
                }
                for (who, line) in &lines[skipped..] {
                    let glyph = who
                        .and_then(|s| table.setup().seats.get(s))
                        .map_or("·", |s| theme::seat_glyph(s.colour));
                    ui.label(RichText::new(format!("{glyph} {line}")).size(17.0));
                }
                ui.add_space(6.0);
                if widgets::primary_button(ui, &locale.t("since-dismiss")).clicked() {
                    close = true;
                }
            });
        });
    if close {
        since.dismissed = since.at;
    }
}

/// Whether the list is up now (what a game's screen lights on its board while it is).
pub fn is_up(since: &SinceLastTurn, settings: &Settings, handover: &Handover) -> bool {
    since.shown(settings, handover).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameAction;
    use crate::games::rotw::RotwAction;
    use crate::table::Stamped;

    #[test]
    fn a_seat_has_seen_everything_up_to_its_own_last_action() {
        let s = |seat| Stamped {
            seat,
            action: GameAction::Rotw(RotwAction::Pass),
        };
        let actions = [s(0), s(1), s(2), s(0), s(1), s(2)];
        assert_eq!(unseen_from(&actions, 0), 4);
        assert_eq!(unseen_from(&actions, 2), 6);
        assert_eq!(
            unseen_from(&actions, 3),
            0,
            "never acted: everything is new"
        );
    }
}
