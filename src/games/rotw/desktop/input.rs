//! What a click on the map means with the tool in hand, and the table's keys (B build, D deliver,
//! Enter confirm, Backspace step back, Esc cancel the tool before the shell's pause menu sees it).

use super::state::{
    DeliveryOption, RotwSnapshot, RotwUi, Tool, card_needs_city, next_hexes, pickable_cities,
    redirect_stem, start_route,
};
use crate::games::GameAction;
use crate::games::rotw::actions::{CardTarget, RotwAction};
use crate::games::rotw::data::RotwData;
use crate::games::rotw::ids::{CardId, CityId};
use crate::games::rotw::schema::Effect;
use crate::table::SubmitAction;
use crate::ui::table_keys::TableKeys;
use crate::ui::{TextFocus, UiNav};
use bevy::prelude::*;
use hexx::Hex;

/// Applies a map click to the tool; returns an action to submit when the click completes one.
pub fn click(
    state: &mut RotwUi,
    snap: &RotwSnapshot,
    data: &RotwData,
    hex: Hex,
) -> Option<RotwAction> {
    let (game, seat) = (snap.game.as_ref()?, snap.human_to_act()?);
    let city = data.city_at(hex);
    match &mut state.tool {
        Tool::None => None,
        Tool::Build { route, land_grant } => {
            if route.is_empty() {
                if let Some(r) = start_route(game, data, seat, hex) {
                    *route = r;
                }
                return None;
            }
            if route.last() == Some(&hex) && route.len() > 1 {
                route.pop();
                // Back to an incomplete link's last tile: the next click may turn it elsewhere.
                if let [tile] = route[..]
                    && let Some(stem) = redirect_stem(game, seat, tile)
                {
                    *route = stem;
                }
                return None;
            }
            let next = next_hexes(game, data, seat, route, *land_grant);
            if next.iter().any(|(h, _)| *h == hex) {
                route.push(hex);
            } else if let Some(r) = start_route(game, data, seat, hex) {
                *route = r;
            }
            None
        }
        Tool::Deliver { from, goods } => {
            let city = city?;
            let sources: Vec<CityId> = snap.deliveries.iter().map(|o| o.from).collect();
            match from {
                Some(f) => {
                    let options: Vec<&DeliveryOption> = snap
                        .deliveries
                        .iter()
                        .filter(|o| {
                            o.from == *f && goods.is_none_or(|g| g == o.goods) && o.to() == city
                        })
                        .collect();
                    if let Some(best) = options
                        .iter()
                        .max_by_key(|o| (o.delivery.points[seat], std::cmp::Reverse(o.links.len())))
                    {
                        return Some(RotwAction::Deliver {
                            from: best.from,
                            goods: best.goods,
                            links: best.links.clone(),
                        });
                    }
                    if sources.contains(&city) {
                        *from = Some(city);
                        *goods = only_colour(snap, city);
                    }
                    None
                }
                None => {
                    if sources.contains(&city) {
                        *from = Some(city);
                        *goods = only_colour(snap, city);
                    }
                    None
                }
            }
        }
        Tool::Urbanise { city: picked } => {
            let city = city?;
            if pickable_cities(&Tool::Urbanise { city: None }, snap, data).contains(&city) {
                *picked = Some(city);
            }
            None
        }
        Tool::Card { card, city: picked } => {
            let (card, city) = (*card, city?);
            let probe = Tool::Card { card, city: None };
            if !pickable_cities(&probe, snap, data).contains(&city) {
                return None;
            }
            match data.rules.cards[card].effect {
                Effect::CityGrowth { .. } => Some(RotwAction::TakeCard {
                    card,
                    target: CardTarget::City(city),
                }),
                _ => {
                    *picked = Some(city);
                    None
                }
            }
        }
    }
}

/// The colour to deliver from a city when only one colour there can go anywhere.
pub fn only_colour(snap: &RotwSnapshot, city: CityId) -> Option<crate::games::rotw::goods::Goods> {
    let mut colours: Vec<_> = snap
        .deliveries
        .iter()
        .filter(|o| o.from == city)
        .map(|o| o.goods)
        .collect();
    colours.sort();
    colours.dedup();
    (colours.len() == 1).then(|| colours[0])
}

/// Starts taking a card: at once when it needs no target, else with a city to pick.
pub fn start_card(state: &mut RotwUi, data: &RotwData, card: CardId) -> Option<RotwAction> {
    if card_needs_city(data, card) {
        state.tool = Tool::Card { card, city: None };
        None
    } else {
        state.tool = Tool::None;
        Some(RotwAction::TakeCard {
            card,
            target: CardTarget::None,
        })
    }
}

/// Esc and Backspace, read before the shell (Esc would open the pause menu): they belong to the
/// tool while one is in hand. Runs in `PreUpdate` after input is gathered.
pub(super) fn grab_escape(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    snap: Res<RotwSnapshot>,
    focus: Option<Res<TextFocus>>,
    nav: Option<Res<UiNav>>,
    mut state: ResMut<RotwUi>,
) {
    if focus.is_some_and(|f| f.0)
        || nav.is_some_and(|n| n.paused || n.help || n.dialog != crate::ui::Dialog::None)
    {
        return;
    }
    if state.tool == Tool::None {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        keys.clear_just_pressed(KeyCode::Escape);
        state.tool = Tool::None;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        super::map2d::step_back(&mut state.tool, &snap);
    }
}

/// B starts a build, D a delivery, U urbanising; Enter confirms a build draft.
pub(super) fn keys(
    keys: TableKeys,
    snap: Res<RotwSnapshot>,
    mut state: ResMut<RotwUi>,
    mut submit: MessageWriter<SubmitAction>,
) {
    if !keys.free() || !snap.ready {
        return;
    }
    let Some(seat) = snap.human_to_act() else {
        return;
    };
    if !snap.in_actions() {
        return;
    }
    if keys.just_pressed(KeyCode::KeyB) {
        state.tool = Tool::Build {
            route: Vec::new(),
            land_grant: false,
        };
    }
    if keys.just_pressed(KeyCode::KeyD) && !snap.deliveries.is_empty() {
        state.tool = Tool::Deliver {
            from: None,
            goods: None,
        };
    }
    if keys.just_pressed(KeyCode::KeyU) {
        state.tool = Tool::Urbanise { city: None };
    }
    if (keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter))
        && let Tool::Build { route, land_grant } = &state.tool
        && route.len() >= 3
    {
        let action = RotwAction::Build {
            route: route.clone(),
            land_grant: *land_grant,
        };
        state.tool = Tool::None;
        submit.write(SubmitAction {
            seat,
            action: GameAction::Rotw(action),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::games::rotw::data::eastern_us;
    use crate::games::rotw::state::Phase;
    use crate::table::driver;
    use crate::table::session::Session;
    use crate::table::{BotLevel, GameSetup, SeatKind};

    /// The snapshot the window would show now.
    fn snapshot(session: &mut Session) -> RotwSnapshot {
        let world = session.world_mut();
        world.insert_resource(RotwSnapshot::default());
        world.init_resource::<crate::ui::snapshot::TableSnapshot>();
        crate::ui::snapshot::refresh(world);
        super::super::state::refresh_snapshot(world);
        world.resource::<RotwSnapshot>().clone()
    }

    /// What a person does through the screen: pass the auction; deliver by clicking the source and
    /// the destination; else build by clicking a city and glowing hexes, then Confirm; else Skip.
    fn human_choice(snap: &RotwSnapshot) -> RotwAction {
        let data = eastern_us();
        let game = snap.game.as_ref().expect("game");
        let seat = snap.human_to_act().expect("a human is to act");
        if matches!(game.phase, Phase::Auction(_)) {
            return RotwAction::Pass;
        }
        let mut ui = RotwUi::default();
        if let Some(o) = snap.deliveries.first() {
            ui.tool = Tool::Deliver {
                from: None,
                goods: None,
            };
            assert_eq!(click(&mut ui, snap, data, data.cities[o.from].hex), None);
            if let Tool::Deliver { goods: None, .. } = ui.tool {
                ui.tool = Tool::Deliver {
                    from: Some(o.from),
                    goods: Some(o.goods),
                };
            }
            let action = click(&mut ui, snap, data, data.cities[o.to()].hex);
            return action.expect("clicking a lit destination delivers");
        }
        for info in &data.cities {
            ui.tool = Tool::Build {
                route: Vec::new(),
                land_grant: false,
            };
            click(&mut ui, snap, data, info.hex);
            for _ in 0..4 {
                let Tool::Build { route, .. } = &ui.tool else {
                    unreachable!()
                };
                let next = next_hexes(game, data, seat, route, false);
                let pick = next
                    .iter()
                    .find(|(h, r)| r.is_ok() && data.city_at(*h).is_some())
                    .or_else(|| next.iter().find(|(_, r)| r.is_ok()));
                let Some((h, _)) = pick else { break };
                click(&mut ui, snap, data, *h);
                if data.city_at(*h).is_some() {
                    break;
                }
            }
            if let Tool::Build { route, land_grant } = &ui.tool
                && route.len() >= 3
                && crate::games::rotw::rules::build::plan(game, data, seat, route, *land_grant)
                    .is_ok()
            {
                return RotwAction::Build {
                    route: route.clone(),
                    land_grant: *land_grant,
                };
            }
        }
        RotwAction::Skip
    }

    /// Two people and two bots play a whole game through the screen's own click handling: every
    /// action the clicks produce is accepted by the table, and the game ends.
    #[test]
    fn two_humans_and_two_bots_play_to_the_end() {
        let kinds = [
            SeatKind::Human,
            SeatKind::Bot(BotLevel::Greedy),
            SeatKind::Human,
            SeatKind::Bot(BotLevel::Greedy),
        ];
        let mut session = Session::new(GameSetup::new(GameId::Rotw, &kinds, 11)).expect("start");
        for _ in 0..5000 {
            if driver::bot_to_act(session.world()).is_some() {
                assert!(driver::step_bot(session.world_mut()).expect("bot"));
                continue;
            }
            let snap = snapshot(&mut session);
            if snap.game.as_ref().is_some_and(|g| g.over()) {
                assert!(!snap.winners.is_empty());
                return;
            }
            let seat = snap.to_act.expect("someone is to act");
            let action = human_choice(&snap);
            session
                .submit(seat, GameAction::Rotw(action.clone()))
                .unwrap_or_else(|e| panic!("the table refused {action:?}: {e}"));
        }
        panic!("the game did not end");
    }

    /// Through the screen: click an incomplete link's last tile (an extension starts), click its
    /// heading to take it back, then a glowing hex beside the tile — the link is redirected.
    #[test]
    fn a_redirect_is_made_by_taking_back_the_heading_and_turning_the_tile() {
        let data = eastern_us();
        let mut session =
            Session::new(GameSetup::new(GameId::Rotw, &[SeatKind::Human; 2], 3)).expect("start");
        while matches!(
            session
                .world()
                .resource::<crate::games::rotw::RotwGame>()
                .phase,
            Phase::Auction(_)
        ) {
            let seat = session.to_act().unwrap();
            session
                .submit(seat, GameAction::Rotw(RotwAction::IssueBond))
                .unwrap();
            session
                .submit(seat, GameAction::Rotw(RotwAction::Pass))
                .unwrap();
        }
        let seat = session.to_act().unwrap();
        let hex = |c, r| data.map.grid.hex(c, r);
        let west = vec![hex(19, 16), hex(18, 16), hex(17, 16)];
        let build = RotwAction::Build {
            route: west,
            land_grant: false,
        };
        session.submit(seat, GameAction::Rotw(build)).unwrap();
        let other = session.to_act().unwrap();
        session
            .submit(other, GameAction::Rotw(RotwAction::Skip))
            .unwrap();
        let snap = snapshot(&mut session);
        let game = snap.game.as_ref().unwrap();
        let mut ui = RotwUi {
            tool: Tool::Build {
                route: Vec::new(),
                land_grant: false,
            },
            ..RotwUi::default()
        };
        click(&mut ui, &snap, data, hex(18, 16));
        let mut by_key = ui.tool.clone();
        click(&mut ui, &snap, data, hex(17, 16));
        let Tool::Build { route, .. } = &ui.tool else {
            unreachable!()
        };
        assert_eq!(route, &vec![hex(19, 16), hex(18, 16)], "the redirect stem");
        // Backspace or a right-click takes the heading back the same way.
        super::super::map2d::step_back(&mut by_key, &snap);
        assert_eq!(by_key, ui.tool);
        let (turn, verdict) = next_hexes(game, data, seat, route, false)
            .into_iter()
            .find(|(h, _)| *h != hex(17, 16))
            .expect("another way out of the tile glows");
        assert!(verdict.is_ok());
        click(&mut ui, &snap, data, turn);
        let Tool::Build { route, .. } = &ui.tool else {
            unreachable!()
        };
        let plan = crate::games::rotw::rules::build::plan(game, data, seat, route, false).unwrap();
        assert!(plan.redirects);
    }
}
