//! What a click on the map means with the tool in hand, and the table's keys (B build, D deliver,
//! Enter confirm, Backspace step back, Esc cancel the tool before the shell's pause menu sees it).

use super::state::{
    DeliveryOption, RotwSnapshot, RotwUi, Tool, card_needs_city, next_hexes, pickable_cities,
    start_route,
};
use crate::games::GameAction;
use crate::games::rotw::actions::{CardTarget, RotwAction};
use crate::games::rotw::data::RotwData;
use crate::games::rotw::schema::Effect;
use crate::table::SubmitAction;
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
            let sources: Vec<usize> = snap.deliveries.iter().map(|o| o.from).collect();
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
pub fn only_colour(snap: &RotwSnapshot, city: usize) -> Option<crate::games::rotw::goods::Goods> {
    let mut colours: Vec<_> = snap
        .deliveries
        .iter()
        .filter(|o| o.from == city)
        .map(|o| o.goods)
        .collect();
    colours.dedup();
    (colours.len() == 1).then(|| colours[0])
}

/// Starts taking a card: at once when it needs no target, else with a city to pick.
pub fn start_card(state: &mut RotwUi, data: &RotwData, card: usize) -> Option<RotwAction> {
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
        super::map2d::step_back(&mut state.tool);
    }
}

/// B starts a build, D a delivery, U urbanising; Enter confirms a build draft.
pub(super) fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Option<Res<TextFocus>>,
    nav: Option<Res<UiNav>>,
    snap: Res<RotwSnapshot>,
    mut state: ResMut<RotwUi>,
    mut submit: MessageWriter<SubmitAction>,
) {
    if focus.is_some_and(|f| f.0) || nav.is_some_and(|n| n.paused || n.help) || !snap.ready {
        return;
    }
    if keys.pressed(KeyCode::ControlLeft) || keys.pressed(KeyCode::ControlRight) {
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
