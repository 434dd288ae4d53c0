//! 1822PNW's rules as pure functions over the game value. Each rule of a decision is a step of
//! its phase ([`super::phases`]), which checks and applies it: [`super::phases::act`] is the
//! one way any action is taken.

pub mod acquisitions;
pub mod conversion;
pub mod deck;
pub mod dividends;
pub mod ending;
pub mod graph;
pub mod legal;
pub mod merger;
pub mod new_track;
pub mod operating;
pub mod route_search;
pub mod routes;
pub mod scoring;
pub mod setup;
pub mod shares;
pub mod stock;
pub mod tiles;
pub mod tokens;
pub mod track;
pub mod trains;
pub mod turn;

use super::actions::{PnwAction, Refusal};
use super::data::PnwData;
use super::state::{CardIx, CorpIx, EndReason, PnwGame, Round};
use crate::table::SeatId;
use routes::Course;

/// The seat the game waits for.
pub fn to_act(game: &PnwGame) -> Option<SeatId> {
    if game.ended.is_some() {
        return None;
    }
    if let Some(c) = trains::crowded(super::data::pnw(), game) {
        return game.president(c);
    }
    match &game.round {
        Round::Stock(_) => stock::to_act(game),
        _ => operating::to_act(game),
    }
}

/// The checks every decision passes first, in every round: the game goes on, it is the seat's
/// turn, and the action names nothing the game has not. The players' agreement to stop, put by
/// the seat the game waits for, ends the game here: `Ok(true)` when the decision is so taken.
pub fn admit(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    action: &PnwAction,
) -> Result<bool, Refusal> {
    if game.ended.is_some() {
        return Err(Refusal::Over);
    }
    if to_act(game) != Some(seat) {
        return Err(Refusal::NotYourTurn);
    }
    if let Some(what) = unknown(data, game, action) {
        return Err(Refusal::Unknown(what));
    }
    if *action == PnwAction::EndGame {
        game.ended = Some(EndReason::Manual);
        return Ok(true);
    }
    Ok(false)
}

/// A company over its train limit discards before anything else is done: `None` when none is.
pub fn discard_first(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    action: &PnwAction,
) -> Option<Result<(), Refusal>> {
    let c = trains::crowded(data, game)?;
    let PnwAction::DiscardTrain { train } = action else {
        return Some(Err(Refusal::NotNow("anything but discarding a train")));
    };
    if game.president(c) != Some(seat) {
        return Some(Err(Refusal::NotYourTurn));
    }
    Some(trains::discard(data, game, c, *train))
}

/// What an action names that the game has not (a card, company, train, hex, tile, city or
/// certificate by an index out of range): a save edited by hand or corrupted is refused here,
/// once, so no rule ever indexes by a raw action field it was not given a real one for.
fn unknown(data: &PnwData, game: &PnwGame, action: &PnwAction) -> Option<&'static str> {
    let card = |c: &CardIx| usize::from(*c) >= game.cards.len();
    let corp = |c: &CorpIx| usize::from(*c) >= game.corps.len();
    let train = |t: &u16| usize::from(*t) >= game.trains.len();
    let hex = |h: &u16| usize::from(*h) >= data.hexes.len();
    let certs = |c: CorpIx, certs: &[u8]| {
        let held = game.corps.get(usize::from(c)).map_or(0, |c| c.certs.len());
        certs.iter().any(|k| usize::from(*k) >= held)
    };
    let course = |c: &Course| match c {
        Course::Local(h) => hex(h),
        Course::Legs(legs) => legs.iter().flatten().any(hex),
    };
    match action {
        PnwAction::Bid { card: c, .. }
        | PnwAction::AcquireCompany { card: c }
        | PnwAction::ChooseAbility { card: c, .. }
        | PnwAction::PassPower { card: c }
            if card(c) =>
        {
            Some("card")
        }
        PnwAction::Assign { card: c, hex: h } => {
            (card(c).then_some("card")).or(hex(h).then_some("hex"))
        }
        PnwAction::BuyTrain {
            train: t, exchange, ..
        } if train(t) || exchange.as_ref().is_some_and(train) => Some("train"),
        PnwAction::DiscardTrain { train: t } if train(t) => Some("train"),
        PnwAction::LayTile {
            hex: h,
            tile,
            rotation,
            by,
            with,
        } => {
            if hex(h) {
                Some("hex")
            } else if usize::from(*tile) >= data.tile_info.len() || *rotation >= 6 {
                Some("tile")
            } else if by.iter().chain(with).any(card) {
                Some("card")
            } else {
                None
            }
        }
        PnwAction::RunRoutes { routes } => {
            if routes.iter().any(|r| train(&r.route.train)) {
                Some("train")
            } else if routes.iter().any(|r| course(&r.route.course)) {
                Some("hex")
            } else {
                None
            }
        }
        PnwAction::Merge { partner: c } if corp(c) => Some("company"),
        PnwAction::PlaceToken { hex: h, .. } if hex(h) => Some("hex"),
        PnwAction::SellShares { corp: c, .. }
        | PnwAction::Par { corp: c, .. }
        | PnwAction::BuyShare { corp: c, .. }
            if corp(c) =>
        {
            Some("company")
        }
        PnwAction::SellShares {
            corp: c, certs: k, ..
        } if certs(*c, k) => Some("certificate"),
        PnwAction::BuyShare { corp: c, cert } if certs(*c, &[*cert]) => Some("certificate"),
        PnwAction::Redeem { certs: k } => {
            let c = operating::operator(game)?;
            certs(c, k).then_some("certificate")
        }
        _ => None,
    }
}
