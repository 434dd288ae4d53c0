//! The operations cards: their effects in words and the display a player takes them from.

use super::*;

/// The symbol's mark and name.
pub(super) fn symbol_text(locale: &Locale, s: Symbol) -> (&'static str, String) {
    match s {
        Symbol::GreenCircle => ("●", locale.t("rotw-symbol-goal")),
        Symbol::Diamond => ("◆", locale.t("rotw-symbol-diamond")),
        Symbol::RedCross => ("✚", locale.t("rotw-symbol-now")),
        Symbol::Cards => ("▣", locale.t("rotw-symbol-keep")),
        Symbol::None => ("∞", locale.t("rotw-symbol-permanent")),
    }
}

pub(super) fn symbol_colour(s: Symbol) -> Color32 {
    match s {
        Symbol::GreenCircle => Color32::from_rgb(0x1e, 0x8a, 0x4a),
        Symbol::Diamond => INK_BLUE,
        Symbol::RedCross => theme::SIGNAL_RED,
        Symbol::Cards => WALNUT_LIGHT,
        Symbol::None => INK_FADED,
    }
}

/// A card's effect in words.
pub fn effect_text(locale: &Locale, e: &Effect) -> String {
    match e {
        Effect::FirstDelivery { points } => {
            locale.t_args("rotw-effect-first-delivery", args!["points" => *points])
        }
        Effect::LongDelivery { links, points } => locale.t_args(
            "rotw-effect-long-delivery",
            args!["links" => *links, "points" => *points],
        ),
        Effect::EngineReached { level, points } => locale.t_args(
            "rotw-effect-engine",
            args!["level" => *level, "points" => *points],
        ),
        Effect::ServiceBounty { city, points } => locale.t_args(
            "rotw-effect-bounty",
            args!["city" => city.as_str(), "points" => *points],
        ),
        Effect::MajorLine { from, to, points } => locale.t_args(
            "rotw-effect-major-line",
            args!["from" => from.as_str(), "to" => to.as_str(), "points" => *points],
        ),
        Effect::Hotel { city } => {
            locale.t_args("rotw-effect-hotel", args!["city" => city.as_str()])
        }
        Effect::LandGrant => locale.t("rotw-effect-land-grant"),
        Effect::NewIndustry => locale.t("rotw-effect-new-industry"),
        Effect::Executive { actions } => {
            locale.t_args("rotw-effect-executive", args!["n" => *actions])
        }
        Effect::PerfectEngineering { tiles } => {
            locale.t_args("rotw-effect-engineering", args!["n" => *tiles])
        }
        Effect::CityGrowth { cubes } => locale.t_args("rotw-effect-growth", args!["n" => *cubes]),
    }
}

pub(super) fn cards_panel(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    widgets::heading(ui, &cx.locale.t("rotw-cards"));
    ui.label(
        RichText::new(cx.locale.t_args(
            "rotw-cards-deck",
            args!["deck" => cx.game.cards.deck.len(), "discard" => cx.game.cards.discard.len()],
        ))
        .size(14.0)
        .color(INK_FADED),
    );
    let can_act = cx.snap.human_to_act().is_some() && cx.snap.in_actions();
    egui::ScrollArea::vertical()
        .id_salt("rotw-cards")
        .max_height(ui.available_height() * 0.55)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for &card in &cx.game.cards.display {
                let Some(c) = cx.data.rules.cards.get(card.index()) else {
                    continue;
                };
                let (mark, sym) = symbol_text(cx.locale, c.symbol);
                let picked = matches!(state.tool, Tool::Card { card: k, .. } if k == card);
                Frame::new()
                    .fill(if picked { PAPER_LIGHT } else { PAPER_DARK })
                    .stroke(Stroke::new(
                        if picked { 3.0 } else { 1.0 },
                        if picked { theme::BRASS } else { WALNUT_LIGHT },
                    ))
                    .corner_radius(CornerRadius::same(8))
                    .inner_margin(Margin::symmetric(8, 5))
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.spacing_mut().item_spacing.y = 2.0;
                        ui.horizontal(|ui| {
                            ui.label(
                                RichText::new(mark)
                                    .size(18.0)
                                    .color(symbol_colour(c.symbol)),
                            )
                            .on_hover_text(&sym);
                            let takes = can_act && c.symbol != Symbol::GreenCircle;
                            let room = ui.available_width() - if takes { 84.0 } else { 0.0 };
                            ui.allocate_ui_with_layout(
                                vec2(room.max(40.0), 24.0),
                                Layout::left_to_right(Align::Center),
                                |ui| {
                                    ui.add(
                                        egui::Label::new(
                                            RichText::new(&c.name)
                                                .family(theme::bold())
                                                .size(16.0)
                                                .color(INK),
                                        )
                                        .truncate(),
                                    );
                                },
                            );
                            if can_act && c.symbol != Symbol::GreenCircle {
                                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                                    let probe = if state::card_needs_city(cx.data, card) {
                                        None
                                    } else {
                                        Some(RotwAction::TakeCard {
                                            card,
                                            target: CardTarget::None,
                                        })
                                    };
                                    let ok = probe
                                        .as_ref()
                                        .is_none_or(|a| allowed(cx.snap, cx.data, a).is_ok());
                                    let b = egui::Button::new(
                                        RichText::new(cx.locale.t("rotw-take"))
                                            .family(theme::bold())
                                            .size(15.0),
                                    );
                                    if ui.add_enabled(ok, b).clicked()
                                        && let Some(a) = input::start_card(state, cx.data, card)
                                    {
                                        req.submit = Some(a);
                                    }
                                });
                            }
                        });
                        ui.label(
                            RichText::new(effect_text(cx.locale, &c.effect))
                                .size(14.5)
                                .color(INK),
                        );
                        ui.label(RichText::new(sym).size(13.0).italics().color(INK_FADED));
                    });
            }
        });
}
