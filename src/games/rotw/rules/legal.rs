//! Every action a seat may take now: the listing the random bot, the generic tests and the window's
//! highlights share. Each listed action passes [`super::check`]; builds are every walk of the rules'
//! own track search from every city side and every head of the seat's incomplete links.

use super::super::actions::{CardTarget, RotwAction};
use super::super::data::RotwData;
use super::super::goods::Goods;
use super::super::ids::{CardId, CityId};
use super::super::schema::Effect;
use super::super::state::{Phase, RotwGame};
use super::{auction, build, check, deliver};
use crate::board::search::{Walk, walks};
use crate::table::SeatId;

/// The listing for `seat` (empty when it is not that seat's decision).
pub fn list(game: &RotwGame, data: &RotwData, seat: SeatId) -> Vec<RotwAction> {
    if game.to_act() != Some(seat) {
        return Vec::new();
    }
    let mut out = Vec::new();
    if !game.options.bonds_when_needed {
        out.push(RotwAction::IssueBond);
    }
    if let Phase::Auction(_) = game.phase {
        out.push(RotwAction::Pass);
        if let Some(min) = auction::min_bid(game, data) {
            out.extend((min..=auction::max_bid(game, data, seat)).map(RotwAction::Bid));
        }
        return out;
    }
    out.push(RotwAction::Skip);
    let mut candidates = vec![RotwAction::UpgradeEngine];
    for city in CityId::all(game.cities.len()) {
        for colour in Goods::ALL {
            candidates.push(RotwAction::Urbanise { city, colour });
        }
    }
    candidates.extend(
        data.western_link_sites
            .iter()
            .map(|&city| RotwAction::WesternLink { city }),
    );
    for &card in &game.cards.display {
        candidates.extend(card_targets(game, data, card));
    }
    out.extend(
        candidates
            .into_iter()
            .filter(|a| check(game, data, seat, a).is_ok()),
    );
    out.extend(
        deliver::options(game, data, seat)
            .into_iter()
            .map(|(from, goods, links, _)| RotwAction::Deliver { from, goods, links }),
    );
    out.extend(builds(game, data, seat));
    out
}

/// A face-up card with each target its effect can take.
fn card_targets(game: &RotwGame, data: &RotwData, card: CardId) -> Vec<RotwAction> {
    let take = |target| RotwAction::TakeCard { card, target };
    match data.rules.cards[card].effect {
        Effect::NewIndustry => CityId::all(game.cities.len())
            .flat_map(|c| Goods::ALL.map(|g| take(CardTarget::NewCity(c, g))))
            .collect(),
        Effect::CityGrowth { .. } => CityId::all(game.cities.len())
            .map(|c| take(CardTarget::City(c)))
            .collect(),
        _ => vec![take(CardTarget::None)],
    }
}

/// Every build the seat may make: new links from every side of every city, extensions and
/// redirects of its own incomplete links; with and without a Land Grant it holds.
fn builds(game: &RotwGame, data: &RotwData, seat: SeatId) -> Vec<RotwAction> {
    let max_tiles = game.tiles_per_action(seat, data);
    let grants: &[bool] = if game
        .holds(seat, data, |e| *e == Effect::LandGrant)
        .is_some()
    {
        &[false, true]
    } else {
        &[false]
    };
    let mut out = Vec::new();
    let mut visit = |w: &Walk| {
        for &land_grant in grants {
            let action = RotwAction::Build {
                route: w.hexes.clone(),
                land_grant,
            };
            if check(game, data, seat, &action).is_ok() {
                out.push(action);
            }
        }
    };
    for (start, extends) in build::starts(game, data, seat, |_| true) {
        let tag = extends.map_or(game.next_link, |l| l.id);
        let layout = &game.layout;
        walks(
            &data.map,
            layout,
            RotwGame::TRACK,
            tag.0,
            start,
            max_tiles,
            &mut visit,
        );
    }
    for link in game
        .links
        .iter()
        .filter(|l| build::redirectable(game, seat, l))
    {
        if let Some((start, layout)) = build::redirect_start(game, link) {
            walks(
                &data.map,
                &layout,
                RotwGame::TRACK,
                link.id.0,
                start,
                max_tiles,
                &mut visit,
            );
        }
    }
    out
}
