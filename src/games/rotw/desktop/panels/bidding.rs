//! The first-player auction: the standing bid, the raise and the bond that pays for it.

use super::*;

pub(super) fn auction_panel(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    let Phase::Auction(a) = &cx.game.phase else {
        return;
    };
    widgets::heading(ui, &cx.locale.t("rotw-auction"));
    ui.label(
        RichText::new(cx.locale.t("rotw-auction-hint"))
            .size(15.0)
            .color(INK_FADED),
    );
    match a.high {
        Some((seat, bid)) => {
            let n = cx.snap.name(seat);
            ui.label(
                RichText::new(cx.locale.t_args(
                    "rotw-standing-bid",
                    args!["name" => n.as_str(), "amount" => bid],
                ))
                .family(theme::bold())
                .size(19.0)
                .color(INK_BLUE),
            );
        }
        None => {
            ui.label(
                RichText::new(cx.locale.t("rotw-no-bid"))
                    .size(18.0)
                    .color(INK),
            );
        }
    }
    for (seat, s) in cx.snap.seats.iter().enumerate() {
        let bid = if a.out[seat] {
            cx.locale.t("rotw-out")
        } else if a.bids[seat] > 0 {
            money(a.bids[seat])
        } else {
            "—".into()
        };
        let right = |ui: &mut Ui| {
            ui.label(
                RichText::new(money(cx.game.players[seat].money))
                    .size(15.0)
                    .color(INK_FADED),
            );
            let ink = if a.out[seat] { INK_FADED } else { INK };
            ui.label(RichText::new(bid).size(17.0).color(ink));
        };
        seat_line(ui, s, 16.0, right, |_| {});
    }
    let Some(seat) = cx.snap.human_to_act() else {
        return;
    };
    let min = auction::min_bid(cx.game, cx.data).unwrap_or(1);
    // Cash, or cash and five bonds when the game issues bonds as payments need them.
    let cash = auction::max_bid(cx.game, cx.data, seat);
    if state.bid < min {
        state.bid = min;
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        ui.spacing_mut().button_padding = vec2(10.0, 6.0);
        ui.label(RichText::new(cx.locale.t("rotw-your-bid")).family(theme::bold()));
        ui.add(
            egui::DragValue::new(&mut state.bid)
                .range(min..=cash.max(min))
                .prefix("$")
                .suffix("k")
                .speed(0.2),
        );
        for step in [1u32, 5] {
            if ui.button(format!("+{step}k")).clicked() {
                state.bid = (state.bid + step).min(cash.max(min));
            }
        }
    });
    ui.horizontal(|ui| {
        let bid = RotwAction::Bid(state.bid);
        let ok = allowed(cx.snap, cx.data, &bid);
        let resp = add_allowed(
            ui,
            &ok,
            cx.locale,
            big_button(
                cx.locale.t_args("rotw-bid", args!["amount" => state.bid]),
                ok.is_ok(),
            ),
        );
        if resp.clicked() {
            req.submit = Some(bid);
        }
        if ui
            .add(big_button(cx.locale.t("rotw-pass"), false))
            .clicked()
        {
            req.submit = Some(RotwAction::Pass);
        }
    });
    if let Err(e) = allowed(cx.snap, cx.data, &RotwAction::Bid(state.bid)) {
        // Why the bid cannot be made (usually: not enough money, issue a bond first).
        ui.label(
            RichText::new(state::refusal(cx.locale, &e))
                .size(14.0)
                .color(theme::SIGNAL_RED),
        );
    }
    if bond_button(
        ui,
        cx,
        big_button(
            cx.locale
                .t_args("rotw-issue-bond", args!["cash" => cx.data.rules.bond_cash]),
            false,
        ),
    ) {
        req.submit = Some(RotwAction::IssueBond);
    }
}

/// The bond button: disabled, saying why, when the game issues bonds only as payments need them.
pub(super) fn bond_button(ui: &mut Ui, cx: Ctx, button: impl egui::Widget) -> bool {
    let at_will = !cx.game.options.bonds_when_needed;
    ui.add_enabled(at_will, button)
        .on_hover_text(cx.locale.t("rotw-bond-hint"))
        .on_disabled_hover_text(cx.locale.t("rotw-err-bonds-when-needed"))
        .clicked()
}
