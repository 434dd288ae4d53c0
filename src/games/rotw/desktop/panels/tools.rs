//! The action phase's tools: build, urbanise, upgrade and deliver, with the choices each needs.

use super::*;

/// The tool in hand: what to click next, its price, and the choices the map cannot show.
pub(super) fn tool_panel(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    let Some(seat) = cx.snap.human_to_act() else {
        return;
    };
    if state.tool == Tool::None {
        return;
    }
    Frame::new()
        .fill(PAPER_LIGHT)
        .stroke(Stroke::new(3.0, theme::BRASS))
        .corner_radius(CornerRadius::same(10))
        .inner_margin(Margin::same(10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let tool = state.tool.clone();
            match tool {
                Tool::Build { route, land_grant } => {
                    widgets::heading(ui, &cx.locale.t("rotw-build"));
                    let hint = if route.is_empty() {
                        cx.locale.t("rotw-build-hint-start")
                    } else {
                        cx.locale.t("rotw-build-hint-next")
                    };
                    ui.label(RichText::new(hint).size(15.0).color(INK));
                    let tiles = route.len().saturating_sub(2);
                    let max = cx.game.tiles_per_action(seat, cx.data);
                    ui.label(RichText::new(cx.locale.t_args("rotw-build-tiles", args!["n" => tiles, "max" => max])).size(16.0));
                    let holds_grant = cx.game.holds(seat, cx.data, |e| *e == Effect::LandGrant).is_some();
                    if holds_grant {
                        let mut g = land_grant;
                        if ui.checkbox(&mut g, cx.locale.t("rotw-land-grant")).changed()
                            && let Tool::Build { land_grant, .. } = &mut state.tool
                        {
                            *land_grant = g;
                        }
                    }
                    let verdict = (route.len() >= 3).then(|| build::plan(cx.game, cx.data, seat, &route, land_grant));
                    match &verdict {
                        Some(Ok(plan)) => {
                            let text = match plan.completes {
                                Some(c) => cx.locale.t_args(
                                    "rotw-build-cost-to",
                                    args!["cost" => plan.cost, "city" => cx.data.cities[c].name.as_str()],
                                ),
                                None => cx.locale.t_args("rotw-build-cost", args!["cost" => plan.cost]),
                            };
                            ui.label(RichText::new(text).family(theme::bold()).size(18.0).color(INK_BLUE));
                        }
                        Some(Err(e)) => {
                            // A price the rules computed (a redirect's included) beats a fresh estimate.
                            let cost = match e {
                                RotwError::CannotAfford { need, .. } => Some(*need),
                                _ => build::route_cost(cx.game, cx.data, &route, land_grant),
                            };
                            if let Some(cost) = cost {
                                ui.label(RichText::new(cx.locale.t_args("rotw-build-cost", args!["cost" => cost])).size(17.0));
                            }
                            ui.label(RichText::new(state::refusal(cx.locale, e)).size(15.0).color(theme::SIGNAL_RED));
                        }
                        None => {}
                    }
                    ui.horizontal(|ui| {
                        let ok = matches!(verdict, Some(Ok(_)));
                        if ui
                            .add_enabled(ok, big_button(format!("✔ {}", cx.locale.t("rotw-confirm")), ok))
                            .on_hover_text("Enter")
                            .clicked()
                        {
                            req.submit = Some(RotwAction::Build { route: route.clone(), land_grant });
                        }
                        if ui.add(big_button(cx.locale.t("cancel"), false)).on_hover_text("Esc").clicked() {
                            state.tool = Tool::None;
                        }
                    });
                }
                Tool::Deliver { from, goods } => {
                    widgets::heading(ui, &cx.locale.t("rotw-deliver"));
                    match from {
                        None => {
                            ui.label(RichText::new(cx.locale.t("rotw-deliver-hint-from")).size(15.0));
                        }
                        Some(f) => {
                            ui.label(
                                RichText::new(cx.locale.t_args("rotw-deliver-from", args!["city" => cx.data.cities[f].name.as_str()]))
                                    .family(theme::bold())
                                    .size(17.0),
                            );
                            let mut colours: Vec<Goods> =
                                cx.snap.deliveries.iter().filter(|o| o.from == f).map(|o| o.goods).collect();
                            colours.sort();
                            colours.dedup();
                            ui.horizontal_wrapped(|ui| {
                                for g in colours {
                                    let on = goods == Some(g);
                                    let text = RichText::new(format!(" {} {} ", g.letter(), goods_name(cx.locale, g)))
                                        .family(theme::bold())
                                        .color(on_goods(CityColour::Goods(g)));
                                    let b = egui::Button::new(text)
                                        .fill(goods_colour(g))
                                        .stroke(Stroke::new(if on { 4.0 } else { 1.0 }, if on { theme::BRASS } else { INK }));
                                    if ui.add(b).clicked()
                                        && let Tool::Deliver { goods, .. } = &mut state.tool
                                    {
                                        *goods = Some(g);
                                    }
                                }
                            });
                            ui.label(RichText::new(cx.locale.t("rotw-deliver-hint-to")).size(14.0).color(INK_FADED));
                            if ui.ctx().pointer_hover_pos().is_some() {
                                state.hover_option = None;
                            }
                            egui::ScrollArea::vertical()
                                .id_salt("rotw-deliveries")
                                .max_height(260.0)
                                .show(ui, |ui| {
                                    for (i, o) in cx.snap.deliveries.iter().enumerate() {
                                        if o.from != f || goods.is_some_and(|g| g != o.goods) {
                                            continue;
                                        }
                                        let resp = delivery_row(ui, cx.snap, cx.data, o, seat, cx.locale);
                                        if resp.hovered() {
                                            state.hover_option = Some(i);
                                        }
                                        if resp.clicked() {
                                            req.submit = Some(RotwAction::Deliver {
                                                from: o.from,
                                                goods: o.goods,
                                                links: o.links.clone(),
                                            });
                                        }
                                    }
                                });
                        }
                    }
                    if ui.add(big_button(cx.locale.t("cancel"), false)).on_hover_text("Esc").clicked() {
                        state.tool = Tool::None;
                    }
                }
                Tool::Urbanise { city } | Tool::Card { city, .. } => {
                    let card = match state.tool {
                        Tool::Card { card, .. } => Some(card),
                        _ => None,
                    };
                    let title = match card {
                        Some(c) => cx.data.rules.cards[c].name.clone(),
                        None => cx.locale.t_args("rotw-urbanise", args!["cost" => cx.data.rules.urbanise_cost]),
                    };
                    widgets::heading(ui, &title);
                    let growth = card.is_some_and(|c| matches!(cx.data.rules.cards[c].effect, Effect::CityGrowth { .. }));
                    match city {
                        None => {
                            let key = if growth { "rotw-pick-city" } else { "rotw-pick-grey-city" };
                            ui.label(RichText::new(cx.locale.t(key)).size(15.0));
                        }
                        Some(c) => {
                            ui.label(
                                RichText::new(cx.locale.t_args("rotw-pick-colour", args!["city" => cx.data.cities[c].name.as_str()]))
                                    .size(16.0),
                            );
                            ui.horizontal_wrapped(|ui| {
                                for g in Goods::ALL {
                                    let left = cx.game.new_city_tiles[g.index()];
                                    if g == Goods::Red {
                                        continue;
                                    }
                                    let text = RichText::new(format!(" {} {} ×{left} ", g.letter(), goods_name(cx.locale, g)))
                                        .family(theme::bold())
                                        .color(on_goods(CityColour::Goods(g)));
                                    let b = egui::Button::new(text).fill(goods_colour(g));
                                    if ui.add_enabled(left > 0, b).clicked() {
                                        req.submit = Some(match card {
                                            Some(card) => RotwAction::TakeCard { card, target: CardTarget::NewCity(c, g) },
                                            None => RotwAction::Urbanise { city: c, colour: g },
                                        });
                                    }
                                }
                            });
                        }
                    }
                    if ui.add(big_button(cx.locale.t("cancel"), false)).on_hover_text("Esc").clicked() {
                        state.tool = Tool::None;
                    }
                }
                Tool::None => {}
            }
        });
    ui.add_space(4.0);
}

pub(super) fn delivery_row(
    ui: &mut Ui,
    snap: &RotwSnapshot,
    data: &RotwData,
    o: &DeliveryOption,
    seat: SeatId,
    locale: &Locale,
) -> egui::Response {
    let to = &data.cities[o.to()].name;
    let mut earn: Vec<String> = Vec::new();
    for (s, p) in o.delivery.points.iter().enumerate() {
        if *p > 0 {
            let who = if s == seat {
                locale.t("rotw-you")
            } else {
                snap.name(s)
            };
            earn.push(format!("{} {who} +{p}", theme::seat_glyph(snap.colour(s))));
        }
    }
    let text = format!(
        "{} {} → {to} · {}\n{}",
        o.goods.letter(),
        goods_name(locale, o.goods),
        locale.t_args("rotw-links-n", args!["n" => o.links.len()]),
        earn.join("  "),
    );
    let b = egui::Button::new(RichText::new(text).size(15.0).color(INK))
        .fill(PAPER)
        .stroke(Stroke::new(2.0, goods_colour(o.goods)))
        .min_size(vec2(ui.available_width(), 0.0));
    ui.add(b)
}
