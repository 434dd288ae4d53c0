//! The bar under the map (what the tool in hand does next, confirm, undo) and the strip over the map.

use super::*;

pub(super) fn action_bar(ui: &mut Ui, cx: Ctx, state: &mut RotwUi, req: &mut Requests) {
    // A narrow window wraps the bar onto two rows instead of cutting buttons off.
    let narrow = ui.ctx().viewport_rect().width() < 1500.0;
    let bar = |ui: &mut Ui| {
        ui.spacing_mut().item_spacing.x = 8.0;
        ui.spacing_mut().button_padding = vec2(if narrow { 9.0 } else { 12.0 }, 6.0);
        let human = cx.snap.human_to_act();
        let acting = human.is_some() && cx.snap.in_actions();
        if cx.game.over() {
            if ui
                .add(big_button(cx.locale.t("rotw-score-sheet"), true))
                .clicked()
            {
                state.score_sheet = true;
            }
            return;
        }
        let Some(seat) = human else {
            let text = match cx.snap.to_act {
                Some(s) => cx
                    .locale
                    .t_args("bot-thinking", args!["name" => cx.snap.name(s).as_str()]),
                None => String::new(),
            };
            ui.label(RichText::new(text).size(18.0).color(PAPER_LIGHT));
            return;
        };
        if !acting {
            ui.label(
                RichText::new(cx.locale.t("rotw-auction-bar"))
                    .size(18.0)
                    .color(PAPER_LIGHT),
            );
            return;
        }
        let on = |t: &Tool, f: fn(&Tool) -> bool| f(t);
        let building = on(&state.tool, |t| matches!(t, Tool::Build { .. }));
        if ui
            .add(big_button(cx.locale.t("rotw-build"), building))
            .on_hover_text("B")
            .clicked()
        {
            state.tool = if building {
                Tool::None
            } else {
                Tool::Build {
                    route: Vec::new(),
                    land_grant: false,
                }
            };
        }
        let delivering = on(&state.tool, |t| matches!(t, Tool::Deliver { .. }));
        let can_deliver = !cx.snap.deliveries.is_empty();
        let resp = ui.add_enabled(
            can_deliver,
            big_button(cx.locale.t("rotw-deliver"), delivering),
        );
        if resp
            .on_hover_text("D")
            .on_disabled_hover_text(cx.locale.t("rotw-no-deliveries"))
            .clicked()
        {
            state.tool = if delivering {
                Tool::None
            } else {
                Tool::Deliver {
                    from: None,
                    goods: None,
                }
            };
        }
        let urbanising = on(&state.tool, |t| matches!(t, Tool::Urbanise { .. }));
        let afford = cx.game.players[seat].money >= cx.data.rules.urbanise_cost;
        let resp = ui.add_enabled(
            afford,
            big_button(
                cx.locale.t_args(
                    "rotw-urbanise",
                    args!["cost" => cx.data.rules.urbanise_cost],
                ),
                urbanising,
            ),
        );
        if resp.on_hover_text("U").clicked() {
            state.tool = if urbanising {
                Tool::None
            } else {
                Tool::Urbanise { city: None }
            };
        }
        let level = cx.game.players[seat].engine;
        if level < cx.data.rules.engine_max {
            let cost = engine_cost(cx.data, level + 1);
            let ok = allowed(cx.snap, cx.data, &RotwAction::UpgradeEngine);
            let text = cx
                .locale
                .t_args("rotw-upgrade", args!["level" => level + 1, "cost" => cost]);
            let resp = add_allowed(ui, &ok, cx.locale, big_button(text, false));
            if resp.clicked() {
                req.submit = Some(RotwAction::UpgradeEngine);
            }
        }
        let sites: Vec<CityId> = cx
            .data
            .western_link_sites
            .iter()
            .copied()
            .filter(|&c| cx.game.cities[c].western_link.is_none())
            .collect();
        if !sites.is_empty() {
            ui.menu_button(
                RichText::new(cx.locale.t_args(
                    "rotw-western-link",
                    args!["cost" => cx.data.rules.western_link.cost],
                ))
                .family(theme::bold())
                .size(17.0)
                .color(INK),
                |ui| {
                    for c in &sites {
                        let a = RotwAction::WesternLink { city: *c };
                        let ok = allowed(cx.snap, cx.data, &a);
                        let resp = add_allowed(
                            ui,
                            &ok,
                            cx.locale,
                            egui::Button::new(&cx.data.cities[*c].name),
                        );
                        if resp.clicked() {
                            req.submit = Some(a);
                            ui.close();
                        }
                    }
                },
            )
            .response
            .on_hover_text(cx.locale.t("rotw-western-link-hint"));
        }
        if ui
            .add(big_button(cx.locale.t("rotw-skip"), false))
            .clicked()
        {
            req.submit = Some(RotwAction::Skip);
        }
        let tail = |ui: &mut Ui, req: &mut Requests| {
            let undo = ui.add_enabled(
                cx.snap.undoable > 0,
                big_button(format!("↶ {}", cx.locale.t("undo")), false),
            );
            if undo.on_hover_text("Ctrl+Z").clicked() {
                req.undo = true;
            }
            let bond = cx
                .locale
                .t_args("rotw-issue-bond", args!["cash" => cx.data.rules.bond_cash]);
            if bond_button(ui, cx, big_button(bond, false)) {
                req.submit = Some(RotwAction::IssueBond);
            }
        };
        if narrow {
            tail(ui, req);
        } else {
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| tail(ui, req));
        }
    };
    if narrow {
        ui.horizontal_wrapped(bar);
    } else {
        ui.horizontal(bar);
    }
}

/// The strip over the map: what the tool wants, and the hovered hex's terrain or city.
pub(super) fn map_banner(
    ui: &mut Ui,
    rect: egui::Rect,
    snap: &RotwSnapshot,
    state: &RotwUi,
    locale: &Locale,
    data: &RotwData,
) {
    let Some(game) = &snap.game else { return };
    let Some(h) = state.hover else { return };
    let text = match data.city_at(h) {
        Some(c) => {
            let city = &game.cities[c];
            let cubes: Vec<String> = Goods::ALL
                .iter()
                .filter(|g| city.cubes[g.index()] > 0)
                .map(|g| format!("{}×{}", city.cubes[g.index()], g.letter()))
                .collect();
            let colour = match city.colour.goods() {
                Some(g) => goods_name(locale, g),
                None => locale.t("rotw-goods-grey"),
            };
            format!(
                "{} · {} · {}",
                data.cities[c].name,
                colour,
                if cubes.is_empty() {
                    "—".into()
                } else {
                    cubes.join(" ")
                }
            )
        }
        None => {
            let terrain = data.map.terrain(h).map_or("", |t| match t {
                crate::board::Terrain::Open => "rotw-terrain-open",
                crate::board::Terrain::Water => "rotw-terrain-water",
                crate::board::Terrain::Hills | crate::board::Terrain::Mountain => {
                    "rotw-terrain-hills"
                }
                _ => "rotw-terrain-sea",
            });
            let cost =
                build::tile_cost(data, h, false).map_or_else(|| locale.t("rotw-no-track"), money);
            let (c, r) = data.map.grid.offset(h);
            format!("({c},{r}) · {} · {cost}", locale.t(terrain))
        }
    };
    let galley =
        ui.painter()
            .layout_no_wrap(text, egui::FontId::new(17.0, theme::bold()), PAPER_LIGHT);
    let at = egui::pos2(rect.left() + 12.0, rect.bottom() - 12.0 - galley.size().y);
    let bg = egui::Rect::from_min_size(at - vec2(8.0, 4.0), galley.size() + vec2(16.0, 8.0));
    ui.painter()
        .rect_filled(bg, CornerRadius::same(8), INK.gamma_multiply(0.85));
    ui.painter().galley(at, galley, PAPER_LIGHT);
}
