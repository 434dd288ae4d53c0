//! Every action as the table's buttons name it, in the player's language: what it does and what
//! it costs or earns, and for a dividend the share-price move it causes (worked out by the rules
//! on a copy of the game, so the button cannot promise another move than the one made).

use crate::games::pnw1822::actions::{DividendKind, PnwAction};
use crate::games::pnw1822::data::PnwData;
use crate::games::pnw1822::phases::act_in_place;
use crate::games::pnw1822::rules::{merger, operating, shares, stock};
use crate::games::pnw1822::state::{CorpIx, Merging, Owner, PnwGame, Round};
use crate::games::pnw1822::view::{card_id, corp_id};
use crate::table::SeatId;
use crate::table::driver::{WordArg, Words};

fn text(s: impl Into<String>) -> WordArg {
    WordArg::Text(s.into())
}

fn number(n: impl Into<i64>) -> WordArg {
    WordArg::Number(n.into())
}

/// The button's words for `action`, taken by `seat` in `game`.
pub fn label(data: &PnwData, game: &PnwGame, seat: SeatId, action: &PnwAction) -> Words {
    match action {
        PnwAction::Bid { card, price } => Words::key("pnw-do-bid")
            .with("card", text(card_id(data, *card)))
            .with("price", number(*price)),
        PnwAction::Pass => Words::key("pnw-do-pass"),
        PnwAction::BuyTrain {
            train,
            variant,
            price,
            exchange,
        } => train_label(data, game, *train, variant, *price, exchange.is_some()),
        PnwAction::LayTile {
            hex, tile, by: _, ..
        } => Words::key("pnw-do-lay")
            .with("tile", text(data.tile_info[usize::from(*tile)].id.clone()))
            .with("hex", text(data.hexes[usize::from(*hex)].id.clone())),
        PnwAction::RunRoutes { routes } => Words::key("pnw-do-run")
            .with("trains", number(routes.len() as i64))
            .with(
                "revenue",
                number(routes.iter().map(|r| r.revenue).sum::<i64>()),
            ),
        PnwAction::AcquireCompany { card } => {
            Words::key("pnw-do-acquire").with("card", text(card_id(data, *card)))
        }
        PnwAction::Merge { partner } => merge_label(data, game, *partner),
        PnwAction::Choose { choice } => choose_label(data, game, seat, action, choice),
        PnwAction::EndGame => Words::key("pnw-do-end-game"),
        PnwAction::Dividend { kind } => dividend(data, game, seat, *kind, action),
        PnwAction::DestinationToken => Words::key("pnw-do-destination"),
        PnwAction::PlaceToken { hex, .. } => Words::key("pnw-do-token")
            .with("hex", text(data.hexes[usize::from(*hex)].id.clone()))
            .with("price", number(data.game.token_price)),
        // The private's name says which marker goes there (the mill, the Ski Haus…).
        PnwAction::Assign { card, hex } => Words::key("pnw-do-assign")
            .with("card", text(card_id(data, *card)))
            .with(
                "name",
                text(
                    data.game
                        .privates
                        .get(usize::from(*card))
                        .map_or_else(String::new, |p| p.name.clone()),
                ),
            )
            .with("hex", text(data.hexes[usize::from(*hex)].id.clone())),
        PnwAction::ChooseAbility { card, choice } => Words::key("pnw-do-ability")
            .with("card", text(card_id(data, *card)))
            .with("choice", text(choice)),
        PnwAction::PassPower { card } => {
            Words::key("pnw-do-pass-power").with("card", text(card_id(data, *card)))
        }
        PnwAction::DiscardTrain { train } => Words::key("pnw-do-discard").with(
            "train",
            text(
                game.trains
                    .get(usize::from(*train))
                    .map_or("?".into(), |t| t.runs_as.clone()),
            ),
        ),
        PnwAction::SellShares { corp, certs, part } => {
            let each = game.price(*corp).map_or(0, i64::from);
            let key = if operating::operator(game) == Some(*corp)
                && game.corps[usize::from(*corp)]
                    .certs
                    .get(usize::from(certs[0]))
                    == Some(&Owner::Bank)
            {
                "pnw-do-issue"
            } else if certs.contains(&0) {
                "pnw-do-sell-presidency"
            } else {
                "pnw-do-sell"
            };
            let n = shares::shares_in(certs, *part) as i64;
            Words::key(key)
                .with("n", number(n))
                .with("company", text(corp_id(data, *corp)))
                .with("value", number(each * n))
        }
        PnwAction::Par { corp, price } => Words::key("pnw-do-par")
            .with("company", text(corp_id(data, *corp)))
            .with("price", number(*price)),
        PnwAction::PayDebt => Words::key("pnw-do-pay-debt"),
        PnwAction::Redeem { certs } => {
            // The operating major buys back at the market price, as it would issue.
            let corp = operating::operator(game);
            let each = corp.and_then(|c| game.price(c)).map_or(0, i64::from);
            Words::key("pnw-do-redeem")
                .with("n", number(certs.len() as i64))
                .with(
                    "company",
                    text(corp.map_or("?".into(), |c| corp_id(data, c))),
                )
                .with("value", number(each * certs.len() as i64))
        }
        PnwAction::BuyShare { corp, cert } => {
            let from = game.corps[usize::from(*corp)].certs.get(usize::from(*cert));
            let key = if from == Some(&Owner::Pool) {
                "pnw-do-buy-pool"
            } else {
                "pnw-do-buy-treasury"
            };
            Words::key(key).with("company", text(corp_id(data, *corp)))
        }
    }
}

/// Buying a train: from the depot, from another company, or an L upgraded.
fn train_label(
    data: &PnwData,
    game: &PnwGame,
    train: u16,
    variant: &str,
    price: i64,
    upgrade: bool,
) -> Words {
    let owner = game.trains.get(usize::from(train)).map(|t| t.owner);
    let words = match (upgrade, owner) {
        (true, _) => Words::key("pnw-do-upgrade-train"),
        (false, Some(Owner::Corp(c))) => {
            Words::key("pnw-do-buy-train-from").with("company", text(corp_id(data, c)))
        }
        _ => Words::key("pnw-do-buy-train"),
    };
    words
        .with("train", text(variant))
        .with("price", number(price))
}

/// An answer to the rules' question, with its arithmetic worked out by the rules on a copy of
/// the game: what it does to the player's cash and, converting a minor, the shares taken at the
/// par named and the major's treasury after.
fn choose_label(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    action: &PnwAction,
    choice: &str,
) -> Words {
    let plain = Words::key("pnw-do-choose").with("choice", text(choice));
    let mut copy = game.clone();
    if act_in_place(&mut copy, seat, action).is_err() {
        return plain;
    }
    let before = game.players.get(seat).map_or(0, |p| p.cash);
    let after = copy.players.get(seat).map_or(0, |p| p.cash);
    let delta = match after - before {
        0 => "±$0".to_string(),
        d if d > 0 => format!("+${d}"),
        d => format!("−${}", -d),
    };
    if let Round::Merger(mr) = &game.round
        && let Some(m) = &mr.merging
    {
        return merger_answer(data, game, &copy, m, choice, delta).unwrap_or(plain);
    }
    match game.stock().and_then(|sr| sr.converting) {
        Some((major, par)) => Words::key("pnw-do-convert")
            .with("choice", text(choice))
            .with("major", text(corp_id(data, major)))
            .with("par", number(par))
            .with("delta", text(delta))
            .with("treasury", number(copy.corps[usize::from(major)].cash)),
        None if after != before => Words::key("pnw-do-choose-cash")
            .with("choice", text(choice))
            .with("delta", text(delta)),
        None => plain,
    }
}

/// Merging with `partner`: the major the two minors form, their worth (what the shares taken
/// must cover) and the cash they bring.
fn merge_label(data: &PnwData, game: &PnwGame, partner: CorpIx) -> Words {
    let plain = Words::key("pnw-do-merge").with("company", text(corp_id(data, partner)));
    let Some(corp) = operating::operator(game) else {
        return plain;
    };
    // In an operating round the major acquires the minor; one still in a bid box is bought
    // from the bank at the box's price, the others are paid as the next question asks.
    if matches!(game.round, Round::Operating(_)) {
        let company = text(corp_id(data, partner));
        return if stock::boxed(data, game).contains(&partner) {
            Words::key("pnw-do-acquire-boxed")
                .with("company", company)
                .with("price", number(data.game.bid_box_minor_price))
        } else {
            Words::key("pnw-do-acquire-minor").with("company", company)
        };
    }
    let Some(major) = merger::major_of(game, corp).or_else(|| merger::major_of(game, partner))
    else {
        return plain;
    };
    let cash = game.corps[usize::from(corp)].cash + game.corps[usize::from(partner)].cash;
    Words::key("pnw-do-merge-into")
        .with("company", text(corp_id(data, partner)))
        .with("major", text(corp_id(data, major)))
        .with("worth", number(merger::worth(game, corp, partner)))
        .with("cash", number(cash))
}

/// An answer in a merger, with its arithmetic: a par price with the share counts it allows;
/// a share count with the cash it moves and the major's treasury after (`after` is the game
/// with the answer taken); what becomes of the other minor's token.
fn merger_answer(
    data: &PnwData,
    game: &PnwGame,
    after: &PnwGame,
    m: &Merging,
    choice: &str,
    delta: String,
) -> Option<Words> {
    let major = text(corp_id(data, m.major));
    Some(match (m.par, m.shares) {
        (None, _) => {
            let par = choice.parse::<u32>().ok()?;
            let counts = merger::merger_share_counts(game, m, par);
            let (least, most) = (*counts.first()?, *counts.last()?);
            let key = if least == most {
                "pnw-do-merge-par-one"
            } else {
                "pnw-do-merge-par"
            };
            Words::key(key)
                .with("major", major)
                .with("par", number(par))
                .with("least", number(least))
                .with("most", number(most))
        }
        (Some(par), None) => Words::key("pnw-do-convert")
            .with("choice", text(choice))
            .with("major", major)
            .with("par", number(par))
            .with("delta", text(delta))
            .with("treasury", number(after.corps[usize::from(m.major)].cash)),
        (Some(_), Some(_)) => {
            let (hex, _) = *game.corps[usize::from(m.unassociated)].tokens.first()?;
            let key = if choice == "replace" {
                "pnw-do-merge-replace"
            } else {
                "pnw-do-merge-exchange"
            };
            Words::key(key)
                .with("major", major)
                .with("minor", text(corp_id(data, m.unassociated)))
                .with("hex", text(data.hexes[usize::from(hex)].id.clone()))
        }
    })
}

/// A dividend's button: what it does and the share price before and after it.
fn dividend(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    kind: DividendKind,
    action: &PnwAction,
) -> Words {
    let key = match kind {
        DividendKind::Payout => "pnw-do-payout",
        DividendKind::Half => "pnw-do-half",
        DividendKind::Withhold => "pnw-do-withhold",
    };
    let Some(corp) = operating::operator(game) else {
        return Words::key(key);
    };
    let before = game.price(corp);
    let mut copy = game.clone();
    let after = act_in_place(&mut copy, seat, action)
        .ok()
        .and_then(|_| copy.price(corp));
    match (before, after) {
        (Some(from), Some(to)) => Words::key("pnw-do-dividend-move")
            .with("what", WordArg::Key(key.into()))
            .with("from", number(from))
            .with("to", number(to))
            .with("company", text(corp_id(data, corp))),
        _ => Words::key(key),
    }
}
