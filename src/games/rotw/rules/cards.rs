//! Railroad Operations cards: taking one (an action), using kept ones, and the goal cards the first
//! player to meet them scores. What happens to a card follows its symbol.

use super::super::actions::{CardTarget, Refusal, RotwError, refuse};
use super::super::data::RotwData;
use super::super::ids::{CardId, CityId};
use super::super::schema::{Effect, Symbol};
use super::super::state::RotwGame;
use super::Outcome;
use crate::table::SeatId;
use rand_chacha::ChaCha8Rng;

/// Whether `seat` may take face-up card `card` with this target.
pub fn check_take(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    card: CardId,
    target: CardTarget,
) -> Result<(), RotwError> {
    if !game.cards.display.contains(&card) {
        return refuse(Refusal::CardNotUp);
    }
    let c = &data.rules.cards[card];
    if c.symbol == Symbol::GreenCircle {
        return refuse(Refusal::GoalCard {
            card: c.name.clone(),
        });
    }
    match (&c.effect, target) {
        (Effect::NewIndustry, CardTarget::NewCity(city, colour)) => {
            super::check_urbanise(game, data, seat, city, colour, false)
        }
        (Effect::NewIndustry, _) => refuse(Refusal::NeedsNewCity),
        (Effect::CityGrowth { .. }, CardTarget::City(city)) if city.index() < game.cities.len() => {
            Ok(())
        }
        (Effect::CityGrowth { .. }, _) => refuse(Refusal::NeedsCity),
        (_, CardTarget::None) => Ok(()),
        _ => refuse(Refusal::NoTarget {
            card: c.name.clone(),
        }),
    }
}

/// Takes a card: red-cross cards act at once and are discarded, the others are kept.
pub fn take(
    game: &mut RotwGame,
    data: &RotwData,
    seat: SeatId,
    card: CardId,
    target: CardTarget,
    rng: &mut ChaCha8Rng,
) {
    game.cards.display.retain(|&c| c != card);
    let c = &data.rules.cards[card];
    if c.symbol != Symbol::RedCross {
        game.players[seat].cards.push(card);
        return;
    }
    match (&c.effect, target) {
        (Effect::NewIndustry, CardTarget::NewCity(city, colour)) => {
            super::urbanise(game, city, colour, rng)
        }
        (Effect::CityGrowth { cubes }, CardTarget::City(city)) => {
            super::grow(game, city, *cubes, rng)
        }
        (Effect::Executive { actions }, _) => game.extra_actions += actions,
        _ => {}
    }
    game.cards.discard.push(card);
}

/// Uses a kept card: a cards-icon card is discarded, a diamond card rests until next turn.
pub fn spend(game: &mut RotwGame, data: &RotwData, seat: SeatId, card: CardId) {
    match data.rules.cards[card].symbol {
        Symbol::Diamond => game.cards.used_this_turn.push(card),
        Symbol::Cards => {
            game.players[seat].cards.retain(|&c| c != card);
            game.cards.discard.push(card);
        }
        _ => {}
    }
}

/// Whether a goal card is met by what just happened.
pub fn meets(
    game: &RotwGame,
    data: &RotwData,
    card: CardId,
    outcome: &Outcome,
) -> Option<(SeatId, u32)> {
    match (&data.rules.cards[card].effect, outcome) {
        (Effect::FirstDelivery { points }, Outcome::Delivered { seat, .. }) => {
            Some((*seat, *points))
        }
        (Effect::LongDelivery { links, points }, Outcome::Delivered { seat, links: n, .. })
            if n >= links =>
        {
            Some((*seat, *points))
        }
        (Effect::ServiceBounty { points, .. }, Outcome::Delivered { seat, city, .. })
            if data.card_cities[card] == Some(*city) =>
        {
            Some((*seat, *points))
        }
        (Effect::MajorLine { points, .. }, Outcome::Linked { seat })
            if data.card_lines[card.index()].is_some_and(|(a, b)| joins(game, *seat, a, b)) =>
        {
            Some((*seat, *points))
        }
        (Effect::EngineReached { level, points }, Outcome::Upgraded { seat, level: l })
            if l >= level =>
        {
            Some((*seat, *points))
        }
        _ => None,
    }
}

/// Scores every face-up goal the outcome meets and discards it.
pub fn award_goals(game: &mut RotwGame, data: &RotwData, outcome: &Outcome) {
    let met: Vec<(CardId, SeatId, u32)> = game
        .cards
        .display
        .iter()
        .filter_map(|&c| meets(game, data, c, outcome).map(|(s, p)| (c, s, p)))
        .collect();
    for (card, seat, points) in met {
        game.players[seat].income += points;
        game.cards.display.retain(|&c| c != card);
        game.cards.discard.push(card);
    }
}

/// Whether `seat`'s own complete links alone join cities `a` and `b`.
pub fn joins(game: &RotwGame, seat: SeatId, a: CityId, b: CityId) -> bool {
    let mut reached = vec![a];
    let mut grew = true;
    while grew {
        grew = false;
        for link in game.links.iter().filter(|l| l.owner == seat) {
            let Some(to) = link.to else { continue };
            for (x, y) in [(link.from, to), (to, link.from)] {
                if reached.contains(&x) && !reached.contains(&y) {
                    reached.push(y);
                    grew = true;
                }
            }
        }
    }
    reached.contains(&b)
}
