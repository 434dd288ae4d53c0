//! Hot-seat handover. In a game with hidden information (the registry's flag), when the decision
//! passes to another person at the machine, an opaque curtain hides the whole table — board,
//! panels, hands — until that person says they are ready. Bots' turns in between need no curtain:
//! the same person is still at the controls; and with one person at the table there is nobody to
//! hide anything from.

use super::i18n::{Locale, args};
use super::theme::{self, FELT, PAPER};
use super::widgets;
use crate::table::driver;
use crate::table::{ActiveTable, SeatId, SeatKind, TableNotice};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

/// The person at the controls: the human seat that last confirmed it was ready.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Handover {
    /// That seat; `None` right after a game is started or loaded.
    pub ready: Option<SeatId>,
    /// The seat the curtain waits for this frame, if it is down (the table's keys are quiet then).
    pub down: Option<SeatId>,
}

impl Handover {
    /// Whether the curtain is down: the seat it waits for, among `humans` people at the table.
    pub fn curtain(
        &self,
        hidden: bool,
        humans: usize,
        to_act: Option<(SeatId, SeatKind)>,
    ) -> Option<SeatId> {
        match to_act {
            Some((seat, SeatKind::Human)) if hidden && humans > 1 && self.ready != Some(seat) => {
                Some(seat)
            }
            _ => None,
        }
    }
}

/// The seat the curtain waits for now, if it is down.
pub fn waiting_for(world: &World) -> Option<SeatId> {
    let table = world.get_resource::<ActiveTable>()?;
    let rules = driver::active_rules(world)?;
    let setup = table.setup();
    let to_act = rules
        .to_act(world)
        .map(|seat| (seat, setup.seats[seat].kind));
    let handover = world
        .get_resource::<Handover>()
        .copied()
        .unwrap_or_default();
    let humans = setup
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Human)
        .count();
    handover.curtain(setup.game.hidden_information(), humans, to_act)
}

/// Lowers or lifts the curtain for this frame.
pub(super) fn update(world: &mut World) {
    let down = waiting_for(world);
    let mut handover = world.resource_mut::<Handover>();
    if handover.down != down {
        handover.down = down;
    }
}

/// A game put on the table starts with the curtain down for its first person.
pub(super) fn reset_on_start(
    mut notices: MessageReader<TableNotice>,
    mut handover: ResMut<Handover>,
) {
    if notices.read().any(|n| matches!(n, TableNotice::Started)) {
        *handover = Handover::default();
    }
}

/// Draws the curtain over everything while it is down.
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut handover: ResMut<Handover>,
    table: Option<Res<ActiveTable>>,
    locale: Res<Locale>,
) -> Result {
    let (Some(seat), Some(table)) = (handover.down, table) else {
        return Ok(());
    };
    let name = table
        .setup()
        .seats
        .get(seat)
        .map(|s| s.name.clone())
        .unwrap_or_default();
    let ctx = contexts.ctx_mut()?;
    let mut ready = false;
    egui::Area::new(egui::Id::new("handover"))
        .order(egui::Order::Foreground)
        .fixed_pos(egui::Pos2::ZERO)
        .show(ctx, |ui| {
            let screen = ui.ctx().content_rect();
            ui.painter().rect_filled(screen, 0.0, FELT);
            // Clicks anywhere on the curtain stay on it.
            ui.allocate_rect(screen, egui::Sense::click());
            let mut child = ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(screen.shrink(40.0))
                    .layout(egui::Layout::top_down(egui::Align::Center)),
            );
            child.add_space(screen.height() * 0.32);
            child.label(
                RichText::new(locale.t_args("handover-title", args!["name" => name.as_str()]))
                    .font(theme::serif_font(44.0))
                    .color(PAPER),
            );
            child.add_space(28.0);
            ready = widgets::primary_button(&mut child, &locale.t("handover-ready")).clicked()
                || child.input(|i| i.key_pressed(egui::Key::Enter));
        });
    if ready {
        handover.ready = Some(seat);
        handover.down = None;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::BotLevel;

    #[test]
    fn the_curtain_falls_between_people_only_in_games_with_secrets() {
        let human = |s| Some((s, SeatKind::Human));
        let mut h = Handover::default();
        assert_eq!(
            h.curtain(true, 1, human(0)),
            None,
            "one person at the table: nobody to hide from"
        );
        assert_eq!(
            h.curtain(true, 2, human(0)),
            Some(0),
            "the first person confirms too"
        );
        h.ready = Some(0);
        assert_eq!(
            h.curtain(true, 2, human(0)),
            None,
            "the same person goes on"
        );
        assert_eq!(
            h.curtain(true, 2, human(1)),
            Some(1),
            "another person must confirm"
        );
        assert_eq!(h.curtain(false, 2, human(1)), None, "nothing to hide");
        let bot = Some((1, SeatKind::Bot(BotLevel::Greedy)));
        assert_eq!(
            h.curtain(true, 2, bot),
            None,
            "a bot's turn needs no curtain"
        );
        assert_eq!(h.curtain(true, 2, None), None, "the game is over");
    }
}
