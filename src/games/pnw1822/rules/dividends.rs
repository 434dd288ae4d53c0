//! A major's dividend: paid out ($ per share rounded up for each holder; shares in its own
//! treasury pay the company, the pool's pay nobody), half paid (the company keeping half,
//! rounded down to $10 a share) or withheld; then the price moves by what was paid against it.

use super::super::actions::DividendKind;
use super::super::data::PnwData;
use super::super::state::*;
use crate::kits::market::{CompanyId, Move};

/// The permanent special train (2P, LP) whose revenue the major may treat apart: it earned
/// something, and not the whole revenue. Its train and revenue.
pub fn extra_train(game: &PnwGame) -> Option<(u16, i64)> {
    let Round::Operating(or) = &game.round else {
        return None;
    };
    or.runs.iter().copied().find(|(t, r)| {
        matches!(game.trains[usize::from(*t)].name.as_str(), "2P" | "LP")
            && *r > 0
            && *r != or.revenue
    })
}

fn kept(kind: DividendKind, revenue: i64) -> i64 {
    match kind {
        DividendKind::Payout => 0,
        DividendKind::Half => (revenue / 2 / 10) * 10,
        DividendKind::Withhold => revenue,
    }
}

/// What the bank pays with a dividend besides the revenue: the mail contract's payment to the
/// operating company, the portage fee to the company holding P16.
pub fn treasury_extras(data: &PnwData, game: &mut PnwGame, corp: CorpIx) {
    let Round::Operating(or) = &game.round else {
        return;
    };
    let (subsidy, fee) = (or.subsidy, or.portage_fee);
    game.bank -= subsidy;
    game.corps[usize::from(corp)].cash += subsidy;
    if let Some(owner) = super::routes::portage_owner(data, game, corp).filter(|_| fee > 0) {
        game.bank -= fee;
        game.corps[usize::from(owner)].cash += fee;
    }
}

/// Pays (or keeps) the operating round's revenue of a major and moves its price by what was
/// paid out (the special train's part treated as chosen for it).
pub fn pay(data: &PnwData, game: &mut PnwGame, corp: CorpIx, kind: DividendKind) {
    let (revenue, extra) = match &game.round {
        Round::Operating(or) => (or.revenue, or.extra_dividend.zip(extra_train(game))),
        _ => (0, None),
    };
    treasury_extras(data, game, corp);
    let kept = match extra {
        Some((extra_kind, (_, extra_revenue))) => {
            kept(kind, revenue - extra_revenue) + kept(extra_kind, extra_revenue)
        }
        None => kept(kind, revenue),
    };
    let paid = revenue - kept;
    game.bank -= kept;
    game.corps[usize::from(corp)].cash += kept;
    if paid > 0 {
        let per_share = paid as f64 / 10.0;
        let mut holders: Vec<(Owner, i64)> = Vec::new();
        for (k, o) in game.corps[usize::from(corp)].certs.iter().enumerate() {
            let n = if k == 0 { 2 } else { 1 };
            match holders.iter_mut().find(|(h, _)| h == o) {
                Some((_, c)) => *c += n,
                None => holders.push((*o, n)),
            }
        }
        for (holder, shares) in holders {
            let amount = (shares as f64 * per_share).ceil() as i64;
            match holder {
                Owner::Player(p) => {
                    game.players[p].cash += amount;
                    game.bank -= amount;
                }
                Owner::Bank => {
                    game.corps[usize::from(corp)].cash += amount;
                    game.bank -= amount;
                }
                _ => {}
            }
        }
    }
    let id = CompanyId(u16::from(corp));
    let price = i64::from(game.price(corp).unwrap_or(0));
    let moves = if paid == 0 {
        game.market.shift(id, Move::Left);
        0
    } else if paid >= 2 * price {
        2
    } else if paid >= price {
        1
    } else {
        0
    };
    for _ in 0..moves {
        game.market.shift(id, Move::Right);
    }
    // A third step for three times the price, only from $150 or less (the price before moving).
    if paid >= 3 * price && price <= 150 {
        game.market.shift(id, Move::Right);
    }
}
