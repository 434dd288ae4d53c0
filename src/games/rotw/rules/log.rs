//! The record in words: one line per action, as every spectator may read it (the table's log, the
//! stream window and the overlay translate the same lines).

use crate::games::rotw::actions::RotwAction;
use crate::games::rotw::data::RotwData;
use crate::games::rotw::ids::{CityId, LinkId};
use crate::games::rotw::state::RotwGame;
use crate::table::SeatId;
use crate::table::driver::{WordArg, Words};

/// The city a delivery along `links` from `from` ends at (links are never taken up, so any state
/// from the delivery on answers).
pub fn destination(game: &RotwGame, from: CityId, links: &[LinkId]) -> Option<CityId> {
    let mut at = from;
    for id in links {
        let l = game.link(*id)?;
        let to = l.to?;
        at = if l.from == at { to } else { l.from };
    }
    Some(at)
}

/// An action in words, from the game before it (a delivery's links are already built).
pub fn line(game: &RotwGame, data: &RotwData, seat: SeatId, a: &RotwAction) -> Words {
    let city = |c: CityId| {
        WordArg::Text(
            data.cities
                .get(c.index())
                .map_or_else(|| "?".to_string(), |c| c.name.clone()),
        )
    };
    let goods =
        |g: crate::games::rotw::goods::Goods| WordArg::Key(format!("rotw-goods-{}", g.name()));
    let said = |key: &str| Words::key(key).with("name", WordArg::Seat(seat));
    match a {
        RotwAction::Bid(k) => said("rotw-log-bid").with("amount", WordArg::Number(i64::from(*k))),
        RotwAction::Pass => said("rotw-log-pass"),
        RotwAction::IssueBond => said("rotw-log-bond"),
        RotwAction::Build { route, .. } => {
            let tiles = WordArg::Number(route.len().saturating_sub(2) as i64);
            let from = route
                .first()
                .and_then(|h| data.city_at(*h))
                .map_or_else(|| WordArg::Key("rotw-log-its-line".into()), city);
            match route.last().and_then(|h| data.city_at(*h)) {
                Some(to) => said("rotw-log-build-to")
                    .with("tiles", tiles)
                    .with("from", from)
                    .with("to", city(to)),
                None => said("rotw-log-build")
                    .with("tiles", tiles)
                    .with("from", from),
            }
        }
        RotwAction::Urbanise { city: c, colour } => said("rotw-log-urbanise")
            .with("city", city(*c))
            .with("colour", goods(*colour)),
        RotwAction::UpgradeEngine => said("rotw-log-engine"),
        RotwAction::Deliver {
            from,
            goods: g,
            links,
        } => said("rotw-log-deliver")
            .with("colour", goods(*g))
            .with("from", city(*from))
            .with(
                "to",
                destination(game, *from, links).map_or(WordArg::Text("?".into()), city),
            )
            .with("links", WordArg::Number(links.len() as i64)),
        RotwAction::TakeCard { card, .. } => said("rotw-log-card").with(
            "card",
            WordArg::Text(
                data.rules
                    .cards
                    .get(card.index())
                    .map_or_else(|| "?".to_string(), |c| c.name.clone()),
            ),
        ),
        RotwAction::WesternLink { city: c } => said("rotw-log-western").with("city", city(*c)),
        RotwAction::Skip => said("rotw-log-skip"),
    }
}
