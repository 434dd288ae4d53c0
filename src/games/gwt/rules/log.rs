//! The record in words, one line per action, as every spectator may read it: what a hand held is
//! never named (a discard names its cards, as the table shows them face up).

use crate::games::gwt::actions::{DiscSource, GwtAction};
use crate::games::gwt::data::{CardInfo, GwtData, SpaceId};
use crate::games::gwt::schema::Effect;
use crate::games::gwt::state::{Building, GwtGame};
use crate::table::SeatId;
use crate::table::driver::{LogLine, WordArg, Words};

fn number(n: impl Into<i64>) -> WordArg {
    WordArg::Number(n.into())
}

/// One line per action.
pub fn lines(game: &GwtGame, data: &GwtData, actions: &[(SeatId, &GwtAction)]) -> Vec<LogLine> {
    let used = buildings_used(game, data, actions);
    actions
        .iter()
        .enumerate()
        .map(|(i, &(seat, action))| {
            let who = |key: &str| Words::key(key).with("seat", WordArg::Seat(seat));
            let words = match action {
                GwtAction::Cards(cards) => {
                    // A removed card never comes back: its last appearance in the record is
                    // its removal.
                    let removed = cards.iter().all(|c| {
                        game.players[seat].removed.contains(c)
                            && !actions[i + 1..].iter().any(|(s, a)| {
                                *s == seat && matches!(a, GwtAction::Cards(l) if l.contains(c))
                            })
                    });
                    let names: Option<Vec<String>> = cards
                        .iter()
                        .map(|&c| match data.card(c) {
                            CardInfo::Cattle { breed, value, .. } => Some(format!(
                                "{} {value}",
                                data.file.breeds[usize::from(breed)].name
                            )),
                            CardInfo::Objective(_) => None,
                        })
                        .collect();
                    match (removed, names) {
                        (true, _) => {
                            who("gwt-log-removes").with("count", number(cards.len() as i64))
                        }
                        (false, Some(names)) => {
                            who("gwt-log-cards").with("cards", WordArg::Text(names.join(", ")))
                        }
                        (false, None) => {
                            who("gwt-log-cards-count").with("count", number(cards.len() as i64))
                        }
                    }
                }
                GwtAction::Start(at) | GwtAction::Adjacent(at) => {
                    who("gwt-log-at").with("space", WordArg::Text(data.space_label(*at)))
                }
                GwtAction::Move(path) => who("gwt-log-move").with(
                    "space",
                    WordArg::Text(path.last().map_or(String::new(), |s| data.space_label(*s))),
                ),
                GwtAction::Use(slot) => {
                    let slot = number(i64::from(*slot) + 1);
                    match &used[i].0 {
                        Some(Place::Neutral(letter)) => who("gwt-log-use-neutral")
                            .with("slot", slot)
                            .with("letter", WordArg::Text(letter.to_string())),
                        Some(Place::Private { tile, space }) => who("gwt-log-use-private")
                            .with("slot", slot)
                            .with("tile", number(*tile))
                            .with("space", WordArg::Text(space.clone())),
                        None => who("gwt-log-use").with("slot", slot),
                    }
                }
                GwtAction::Pick(k) => match &used[i].1 {
                    Some(Effect::Certificate(_)) => who("gwt-log-pick-certificate"),
                    Some(Effect::Objective) => who("gwt-log-pick-objective"),
                    Some(Effect::Bounty) => who("gwt-log-pick-bounty"),
                    Some(Effect::Aux) => who("gwt-log-pick-aux"),
                    Some(Effect::Pay(n, _)) => who("gwt-log-pick-pay").with("n", number(*n)),
                    _ => who("gwt-log-pick").with("n", number(i64::from(*k) + 1)),
                },
                GwtAction::Aux { n, double } => who(if *double {
                    "gwt-log-aux-double"
                } else {
                    "gwt-log-aux"
                })
                .with("n", number(i64::from(*n) + 1)),
                GwtAction::Engine(spot) => {
                    who("gwt-log-engine").with("space", number(data.rail[usize::from(*spot)].space))
                }
                GwtAction::Upgrade(_) | GwtAction::Station { .. } => who("gwt-log-station"),
                GwtAction::Appoint(_) => who("gwt-log-master"),
                GwtAction::Hire(_) => who("gwt-log-hire"),
                GwtAction::Build { tile, at } => who("gwt-log-build")
                    .with("tile", number(*tile))
                    .with("space", WordArg::Text(data.space_label(*at))),
                GwtAction::Buy { cards, .. } => {
                    let breeds: Vec<String> = cards
                        .iter()
                        .filter_map(|&c| match data.card(c) {
                            CardInfo::Cattle { breed, .. } => {
                                Some(data.file.breeds[usize::from(breed)].name.clone())
                            }
                            CardInfo::Objective(_) => None,
                        })
                        .collect();
                    who("gwt-log-buy").with("cattle", WordArg::Text(breeds.join(", ")))
                }
                GwtAction::Refill => who("gwt-log-refill"),
                GwtAction::Hazard(_) => who("gwt-log-hazard"),
                GwtAction::Bounty(n) => who("gwt-log-bounty").with("n", number(*n)),
                GwtAction::Objective(_) => who("gwt-log-objective"),
                GwtAction::PlayObjective(_) => who("gwt-log-play-objective"),
                GwtAction::ExtraDelivery { city, .. }
                | GwtAction::Deliver {
                    city,
                    disc: DiscSource::Board(_) | DiscSource::Station(_),
                } => who("gwt-log-deliver").with(
                    "city",
                    WordArg::Text(data.file.railroad.cities[usize::from(*city)].name.clone()),
                ),
                GwtAction::Exchange => who("gwt-log-exchange"),
                GwtAction::Decline => who("gwt-log-decline"),
                GwtAction::EndTurn => who("gwt-log-end-turn"),
                GwtAction::Foresight(k) => {
                    who("gwt-log-foresight").with("n", number(i64::from(*k) + 1))
                }
                GwtAction::Income { .. } => who("gwt-log-income"),
            };
            LogLine {
                seat: Some(seat),
                words,
            }
        })
        .collect()
}

/// The building a local action was taken at.
enum Place {
    Neutral(char),
    Private { tile: u8, space: String },
}

/// For each `Use` in the record, the building it was taken at, and for each `Pick` the
/// alternative picked from the building's white slash — read from the record itself (the herder's
/// last stop, or the neighbour borrowed since): the final state no longer knows where a herder stood.
/// A private building is the tile built there last before the action.
fn buildings_used(
    game: &GwtGame,
    data: &GwtData,
    actions: &[(SeatId, &GwtAction)],
) -> Vec<(Option<Place>, Option<Effect>)> {
    let seats = game.players.len();
    let mut at: Vec<Option<SpaceId>> = vec![None; seats];
    let mut borrowed: Vec<Option<SpaceId>> = vec![None; seats];
    // The alternatives of the last local action used, while its slash may still be answered.
    let mut slash: Vec<Option<Vec<Effect>>> = vec![None; seats];
    let mut built: std::collections::HashMap<SpaceId, u8> = std::collections::HashMap::new();
    actions
        .iter()
        .map(|&(seat, action)| {
            let (Some(here), Some(borrow), Some(slash)) = (
                at.get_mut(seat),
                borrowed.get_mut(seat),
                slash.get_mut(seat),
            ) else {
                return (None, None);
            };
            match action {
                GwtAction::Start(s) => (*here, *borrow) = (Some(*s), None),
                GwtAction::Move(path) => (*here, *borrow) = (path.last().copied(), None),
                GwtAction::Adjacent(s) => *borrow = Some(*s),
                GwtAction::EndTurn => *borrow = None,
                GwtAction::Build { tile, at } => {
                    built.insert(*at, *tile);
                }
                GwtAction::Pick(i) => {
                    return (
                        None,
                        slash.take().and_then(|l| l.get(usize::from(*i)).cloned()),
                    );
                }
                GwtAction::Use(slot) => {
                    let Some(space) = (*borrow).or(*here) else {
                        return (None, None);
                    };
                    let (place, effects) =
                        match game.buildings.get(usize::from(space.0)).copied().flatten() {
                            Some(Building::Neutral(l)) => {
                                match data.file.neutral.get(usize::from(l)) {
                                    Some(n) => (Some(Place::Neutral(n.letter)), n.actions.clone()),
                                    None => (None, Vec::new()),
                                }
                            }
                            _ => match built.get(&space) {
                                Some(&tile) => {
                                    let side = game.options.sides.get(usize::from(tile) - 1);
                                    let face = data
                                        .file
                                        .private
                                        .iter()
                                        .find(|p| p.number == tile && Some(&p.side) == side);
                                    (
                                        Some(Place::Private {
                                            tile,
                                            space: data.space_label(space),
                                        }),
                                        face.map(|p| p.actions.clone()).unwrap_or_default(),
                                    )
                                }
                                None => (None, Vec::new()),
                            },
                        };
                    *slash = match effects.get(usize::from(*slot)) {
                        Some(Effect::OneOf(list)) => Some(list.clone()),
                        _ => None,
                    };
                    return (place, None);
                }
                // Anything else between a use and its answer is another question (a station
                // master's slash, say): the building's slash is no longer the one answered.
                _ => *slash = None,
            }
            (None, None)
        })
        .collect()
}
