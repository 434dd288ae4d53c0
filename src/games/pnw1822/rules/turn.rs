//! A company's turn, one decision per step: what each step of the operating round accepts, each
//! the rule of its own schedule's step ([`crate::games::pnw1822::phases`]), and what the decision
//! leaves for the turn's walk after it ([`Then`]).

use super::super::actions::{DividendKind, PnwAction, Refusal};
use super::super::data::PnwData;
use super::super::state::*;
use super::operating::{
    acquire, assign, buy_from_company, buy_from_depot, credit_mobilier, current_step,
    must_buy_train, offers, operator, purchasable, reorder_rest, take_association, to_act,
    upgrade_l,
};
use super::routes::{self, RouteSpec};
use super::{acquisitions, dividends, shares, stock, tokens, track, trains};
use crate::table::SeatId;

/// What a decision leaves for the steps after it: the operating round's walk reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Then {
    /// The step offers more (another tile, another train, the next answer).
    Stay,
    /// The step, and every step before it, is done: on to the next one that offers anything.
    Finish(OrStep),
}

/// Whose turn a decision is taken in: the operating company at its step.
#[derive(Clone, Copy)]
pub struct Turn<'d> {
    /// The game's data.
    pub data: &'d PnwData,
    /// The operating company.
    pub corp: CorpIx,
    /// Its current step.
    pub step: OrStep,
}

/// A decision's rule: the game, whose turn, the action.
pub type Decision = fn(&mut PnwGame, &Turn, &PnwAction) -> Result<Then, Refusal>;

/// The step finishes once it offers nothing more.
fn finish_unless_offered(data: &PnwData, game: &PnwGame, step: OrStep) -> Then {
    if offers(data, game, step) {
        Then::Stay
    } else {
        Then::Finish(step)
    }
}

/// A sale in the company's turn: the company issuing at its issue step, or its president
/// raising cash for a train it must buy — no more than the train needs (the sale less its
/// cheapest certificate would fall short: 18xx.games' `selling_minimum_shares?`).
fn sale_in_turn(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    corp: CorpIx,
    sold: CorpIx,
    certs: &[u8],
    part: bool,
) -> Result<Then, Refusal> {
    let step = current_step(game);
    if sold == corp && step == Some(OrStep::Issue) {
        return shares::issue(data, game, corp, certs).map(|()| Then::Finish(OrStep::Issue));
    }
    if step != Some(OrStep::BuyTrain) || !must_buy_train(data, game, corp) {
        return Err(Refusal::NotNow("selling shares"));
    }
    shares::emergency_sale(data, game, seat, sold, certs, part)?;
    if game.since(7) {
        let price = i64::from(game.price(sold).unwrap_or(0));
        let least = if certs == [0] { 2 } else { 1 };
        let smaller = shares::shares_in(certs, part) as i64 - least;
        let train = super::operating::depot_cheapest(data, game).unwrap_or(0);
        let need = train - game.players[seat].cash - game.corps[usize::from(corp)].cash;
        if smaller * price >= need {
            return Err(Refusal::NotNow("selling more shares than the train needs"));
        }
    }
    shares::sell(data, game, seat, sold, certs, part)?;
    if game.since(2) {
        reorder_rest(game);
    }
    if game.since(8)
        && let Round::Operating(or) = &mut game.round
    {
        or.sold.push(sold);
    }
    Ok(Then::Stay)
}

/// What any step of the turn accepts besides its own decision: the president's sale for a train
/// the company must buy (or the company issuing, at its issue step), a private's marker, a
/// private's chosen power, and passing. `None` leaves the action to the step's own rule.
pub fn anytime(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    action: &PnwAction,
) -> Option<Result<Then, Refusal>> {
    if let PnwAction::SellShares {
        corp: sold,
        certs,
        part,
    } = action
        && let Some(corp) = operator(game)
        && to_act(game) == Some(seat)
    {
        return Some(sale_in_turn(data, game, seat, corp, *sold, certs, *part));
    }
    let (Some(corp), Some(step)) = (operator(game), current_step(game)) else {
        return Some(Err(Refusal::WrongRound));
    };
    let p20 = matches!(&game.round, Round::Operating(or) if !or.p20_targets.is_empty());
    match action {
        // Markers go down at any point of the owner's turn.
        PnwAction::Assign { card, hex } => {
            Some(assign(data, game, corp, *card, *hex).map(|()| Then::Stay))
        }
        PnwAction::ChooseAbility { card, choice } => {
            if !matches!(step, OrStep::Track | OrStep::Token | OrStep::Issue) {
                return Some(Err(Refusal::NotNow("that private's power")));
            }
            Some(credit_mobilier(data, game, corp, *card, choice).map(|()| {
                if step == OrStep::Issue && !offers(data, game, OrStep::Issue) {
                    Then::Finish(OrStep::Issue)
                } else {
                    Then::Stay
                }
            }))
        }
        _ if step == OrStep::Acquire && p20 && !matches!(action, PnwAction::Choose { .. }) => {
            Some(Err(Refusal::NotNow("anything but P20's choice")))
        }
        PnwAction::Pass
            if step == OrStep::Destination
                && game.since(7)
                && !game.lenient
                && tokens::destination_reached(data, game, corp) =>
        {
            Some(Err(Refusal::NotNow(
                "skipping the destination token the track reaches",
            )))
        }
        PnwAction::Pass if step == OrStep::BuyTrain && must_buy_train(data, game, corp) => {
            Some(Err(Refusal::NotNow("passing without a train")))
        }
        // The run's revenue is paid out, halved or withheld; it is never let go by.
        PnwAction::Pass if step == OrStep::Dividend && game.since(6) => {
            Some(Err(Refusal::NotNow("passing on the dividend")))
        }
        PnwAction::Pass => Some(Ok(Then::Finish(step))),
        _ => None,
    }
}

/// A minor's first turn: an L from the depot.
pub fn housekeeping(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    let PnwAction::BuyTrain { variant, price, .. } = action else {
        return Err(Refusal::NotNow("that"));
    };
    let t = stock::next_train(game).ok_or(Refusal::NoTrain)?;
    buy_from_depot(data, game, corp, t, variant, *price)?;
    Ok(Then::Finish(step))
}

/// Buying a private from a player, or P20's choice of the role to take.
pub fn acquire_private(
    game: &mut PnwGame,
    turn: &Turn,
    action: &PnwAction,
) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    let targets = match &game.round {
        Round::Operating(or) => or.p20_targets.clone(),
        _ => Vec::new(),
    };
    match action {
        PnwAction::Choose { choice } if !targets.is_empty() => {
            let ids: Vec<String> = targets
                .iter()
                .filter_map(|t| data.corp_ids().nth(usize::from(*t)).map(str::to_string))
                .collect();
            let pick = ids
                .iter()
                .position(|id| id == choice)
                .ok_or_else(|| Refusal::BadChoice(ids.clone()))?;
            take_association(data, game, corp, targets[pick]);
            if let Round::Operating(or) = &mut game.round {
                or.p20_targets.clear();
            }
        }
        PnwAction::AcquireCompany { card } => {
            if !purchasable(data, game, corp).contains(card) {
                return Err(Refusal::NotPurchasable);
            }
            acquire(data, game, corp, *card);
        }
        _ => return Err(Refusal::NotNow("that")),
    }
    Ok(finish_unless_offered(data, game, step))
}

/// A tile, or a track power passed up.
pub fn lay_track(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    match action {
        PnwAction::PassPower { card } => track::pass_power(data, game, corp, *card)?,
        PnwAction::LayTile { .. } => track::lay(data, game, corp, action)?,
        _ => return Err(Refusal::NotNow("that")),
    }
    Ok(finish_unless_offered(data, game, step))
}

/// A major's free destination token.
pub fn destination(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    if *action != PnwAction::DestinationToken {
        return Err(Refusal::NotNow("that"));
    }
    if game.since(7) && !game.lenient && !tokens::destination_reached(data, game, corp) {
        return Err(Refusal::NotNow(
            "the destination token before the home's track reaches it",
        ));
    }
    tokens::place_destination(data, game, corp)?;
    Ok(Then::Finish(step))
}

/// A major's station token.
pub fn token(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    let PnwAction::PlaceToken { hex, city } = action else {
        return Err(Refusal::NotNow("that"));
    };
    tokens::place(data, game, corp, *hex, *city)?;
    Ok(Then::Finish(step))
}

/// The trains' runs, priced and checked (or the Pullman's train, chosen first).
pub fn run_routes(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    let routes = match action {
        PnwAction::Choose { .. }
            if trains::owned(game, corp).any(|t| game.trains[t].name == "P+") =>
        {
            // Which train the Pullman rides with: revenue comes with the routes.
            return Ok(Then::Stay);
        }
        PnwAction::RunRoutes { routes } => routes,
        _ => return Err(Refusal::NotNow("that")),
    };
    let specs: Vec<RouteSpec> = routes.iter().map(|r| r.route.clone()).collect();
    // Trusted runs take the recorded revenues; what else a run pays is still computed.
    let trusted = game.trusted_routes
        && !routes::mail_contract(data, game, corp)
        && routes::portage_owner(data, game, corp).is_none();
    let claims: Vec<i64> = routes.iter().map(|r| r.revenue).collect();
    let mut run = if trusted {
        routes::Run::default()
    } else {
        routes::run_revenue_as_claimed(data, game, corp, &specs, &claims).map_err(Refusal::Route)?
    };
    if let Some((&claimed, &earns)) = claims
        .iter()
        .zip(&run.revenues)
        .find(|(claimed, earns)| claimed != earns)
        && !game.lenient
    {
        return Err(Refusal::Revenue { claimed, earns });
    }
    // The site pays a run's stored revenue and never prices it again, even where the board
    // changed under a record (its own test records are edited so): so does an import, once its
    // routes are found legal here (`replay` reports the difference).
    run.revenues = claims;
    let keep = game.since(5);
    if let Round::Operating(or) = &mut game.round {
        or.revenue = run.revenues.iter().sum();
        if keep {
            or.earned.push((corp, or.revenue));
        }
        or.runs = routes.iter().map(|r| (r.route.train, r.revenue)).collect();
        or.subsidy = run.subsidy;
        or.portage_fee = run.portage;
    }
    Ok(Then::Finish(step))
}

/// Paying out, half or withholding — for the extra train's run first, where there is one.
pub fn dividend(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    let extra_pending = matches!(&game.round, Round::Operating(or) if or.extra_dividend.is_none());
    match action {
        PnwAction::Choose { choice } if dividends::extra_train(game).is_some() && extra_pending => {
            let kind = match choice.as_str() {
                "payout" => DividendKind::Payout,
                "half" => DividendKind::Half,
                "withhold" => DividendKind::Withhold,
                _ => {
                    return Err(Refusal::BadChoice(vec![
                        "payout".into(),
                        "half".into(),
                        "withhold".into(),
                    ]));
                }
            };
            if let Round::Operating(or) = &mut game.round {
                or.extra_dividend = Some(kind);
            }
            Ok(Then::Stay)
        }
        PnwAction::Dividend { kind } => {
            dividends::pay(data, game, corp, *kind);
            Ok(Then::Finish(step))
        }
        _ => Err(Refusal::NotNow("that")),
    }
}

/// A train from the depot, from another company, or an L made a 2.
pub fn buy_train(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    let PnwAction::BuyTrain {
        train,
        variant,
        price,
        exchange,
    } = action
    else {
        return Err(Refusal::NotNow("that"));
    };
    let seller = game.trains.get(usize::from(*train)).map(|t| t.owner);
    let becomes_e = variant == "E"
        || game
            .trains
            .get(usize::from(*train))
            .is_some_and(|t| matches!(t.owner, Owner::Corp(_)) && t.runs_as == "E");
    if becomes_e && trains::owned(game, corp).any(|t| game.trains[t].runs_as == "E") {
        return Err(Refusal::SecondE);
    }
    match (exchange, seller) {
        (Some(l), _) => upgrade_l(data, game, corp, *l, *price)?,
        (None, Some(Owner::Corp(from))) => {
            buy_from_company(data, game, corp, from, usize::from(*train), *price)?
        }
        (None, _) => buy_from_depot(data, game, corp, usize::from(*train), variant, *price)?,
    }
    Ok(finish_unless_offered(data, game, step))
}

/// A major taking over a minor or regional: the partner, then the answers the deal asks.
pub fn minor_acquisition(
    game: &mut PnwGame,
    turn: &Turn,
    action: &PnwAction,
) -> Result<Then, Refusal> {
    let Turn { data, corp, step } = *turn;
    let acquiring = matches!(&game.round, Round::Operating(or) if or.acquiring.is_some());
    match action {
        PnwAction::Merge { partner } if !acquiring => {
            acquisitions::start(data, game, corp, *partner)?;
            Ok(Then::Stay)
        }
        PnwAction::Choose { choice } if acquiring => {
            if acquisitions::choose(data, game, corp, choice)? {
                Ok(Then::Finish(step))
            } else {
                Ok(Then::Stay)
            }
        }
        _ => Err(Refusal::NotNow("that")),
    }
}

/// A major redeeming its shares from the market (its issues are [`anytime`]'s sales).
pub fn issue(game: &mut PnwGame, turn: &Turn, action: &PnwAction) -> Result<Then, Refusal> {
    let Turn { corp, step, .. } = *turn;
    match action {
        PnwAction::Redeem { certs } if !certs.is_empty() => {
            for cert in certs {
                shares::redeem(game, corp, *cert)?;
            }
            Ok(Then::Finish(step))
        }
        _ => Err(Refusal::NotNow("that")),
    }
}
