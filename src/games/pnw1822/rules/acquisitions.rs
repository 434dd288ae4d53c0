//! A major acquiring a minor or a regional in its operating turn (from its second operating
//! round): floated unassociated minors that have run twice, regionals that have paid twice, and
//! from phase 5 minors still in a bid box.

use super::super::data::PnwData;
use super::super::state::*;

/// Whether some minor or regional could be acquired by the major (connection aside: the site
/// asks first and passes on its own when none connects).
pub fn potential(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    let major = &game.corps[usize::from(corp)];
    let treasury_shares = major.certs.iter().skip(1).any(|o| *o == Owner::Bank);
    game.corps.iter().enumerate().any(|(i, c)| {
        let value = 2 * i64::from(game.price(i as CorpIx).unwrap_or(0));
        match c.kind {
            Kind::Minor => {
                c.floated
                    && !c.closed
                    && c.major.is_none()
                    && c.operated >= 2
                    && (major.cash >= value || treasury_shares)
            }
            Kind::Regional => c.floated && !c.closed && c.payouts > 1,
            Kind::Major => false,
        }
    }) || (game.phase >= 4
        && major.cash >= i64::from(data.game.bid_box_minor_price)
        && game
            .minor_deck
            .iter()
            .take(data.game.minor_boxes)
            .any(|card| {
                data.card_corp(*card).is_some_and(|m| {
                    game.corps[usize::from(m)].kind == Kind::Minor
                        && game.corps[usize::from(m)].major.is_none()
                })
            }))
}
