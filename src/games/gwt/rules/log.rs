//! The record in words, one line per action, as every spectator may read it: what a hand held is
//! never named (a discard names its cards, as the table shows them face up).

use crate::games::gwt::actions::{DiscSource, GwtAction};
use crate::games::gwt::data::{CardInfo, GwtData};
use crate::games::gwt::schema::Effect;
use crate::games::gwt::state::{Building, Choice, GwtGame, Stage};
use crate::table::SeatId;
use crate::table::driver::{WordArg, Words};

fn number(n: impl Into<i64>) -> WordArg {
    WordArg::Number(n.into())
}

/// An action in words, from the game before it: the herder's building and the question a pick
/// answers are there (the game after has moved on).
pub fn line(before: &GwtGame, data: &GwtData, seat: SeatId, action: &GwtAction) -> Words {
    let who = |key: &str| Words::key(key).with("seat", WordArg::Seat(seat));
    match action {
        GwtAction::Cards(cards) => {
            let removed = matches!(before.choice(), Some((Choice::Remove(_), _)));
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
                (true, _) => who("gwt-log-removes").with("count", number(cards.len() as i64)),
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
            match used_at(before, data) {
                Some(Place::Neutral(letter)) => who("gwt-log-use-neutral")
                    .with("slot", slot)
                    .with("letter", WordArg::Text(letter.to_string())),
                Some(Place::Private { tile, space }) => who("gwt-log-use-private")
                    .with("slot", slot)
                    .with("tile", number(tile))
                    .with("space", WordArg::Text(space)),
                None => who("gwt-log-use").with("slot", slot),
            }
        }
        GwtAction::Pick(k) => match picked(before, *k) {
            Some(Effect::Certificate(_)) => who("gwt-log-pick-certificate"),
            Some(Effect::Objective) => who("gwt-log-pick-objective"),
            Some(Effect::Bounty) => who("gwt-log-pick-bounty"),
            Some(Effect::Aux) => who("gwt-log-pick-aux"),
            Some(Effect::Pay(n, _)) => who("gwt-log-pick-pay").with("n", number(n)),
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
        GwtAction::Draw => who("gwt-log-draw"),
        GwtAction::Decline => who("gwt-log-decline"),
        GwtAction::EndTurn => who("gwt-log-end-turn"),
        GwtAction::Foresight(k) => who("gwt-log-foresight").with("n", number(i64::from(*k) + 1)),
        GwtAction::Income { .. } => who("gwt-log-income"),
    }
}

/// The building a local action was taken at.
enum Place {
    Neutral(char),
    Private { tile: u8, space: String },
}

/// Where the seat to act takes a local action now: the neighbour it borrows, or its herder's
/// location.
fn used_at(game: &GwtGame, data: &GwtData) -> Option<Place> {
    let at = match (game.choice(), &game.stage) {
        (Some((Choice::Borrowed(act), _)), _) | (_, Stage::Act(act)) => act.at,
        _ => return None,
    };
    match game.buildings.get(usize::from(at.0)).copied().flatten()? {
        Building::Neutral(l) => data
            .file
            .neutral
            .get(usize::from(l))
            .map(|n| Place::Neutral(n.letter)),
        Building::Private { tile, .. } => Some(Place::Private {
            tile,
            space: data.space_label(at),
        }),
    }
}

/// The alternative picked from the white slash the game asks about.
fn picked(game: &GwtGame, k: u8) -> Option<Effect> {
    match game.choice() {
        Some((Choice::OneOf(list), _)) => list.get(usize::from(k)).cloned(),
        _ => None,
    }
}
