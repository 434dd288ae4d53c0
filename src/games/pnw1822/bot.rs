//! The bots: both pick from the legal listing ([`legal::list`]), with the plan a newcomer to
//! 18xx is taught — bid on minors early, start and back majors, build track that adds revenue,
//! run the best routes, buy trains before the old ones rust, merge minors into majors.
//!
//! `Greedy` takes the first good-looking move (the cheapest bid, the cheapest useful tile, full
//! payouts); `Strong` raises for the cards worth most, scores its lays by the revenue they add
//! (the route search on the position after each of the likeliest lays), keeps cash for a train
//! when one is due (but spends it on track that joins a minor to its merger partner), and pars
//! majors high enough to fund their trains.

use super::actions::{DividendKind, PnwAction};
use super::data::PnwData;
use super::phases;
use super::rules::{self, graph, legal, operating, route_search, shares, stock, trains};
use super::schema;
use super::state::*;
use crate::table::{BotLevel, SeatId};
use hexx::Hex;
use rand::prelude::*;
use rand_chacha::ChaCha8Rng;

/// Lays the strong bot scores with the route search (the rest by the quick measure only).
const SCORED_LAYS: usize = 6;

/// Routes and combinations one of the strong bot's searches may score: twice what any position
/// of the recorded games needs (at most 4,000), while a bot's sprawling late network can need
/// far more, and a lay is weighed by seven searches.
const SEARCH_CAP: usize = 8_000;

/// The bot's decision for `seat`.
pub fn choose(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    level: BotLevel,
    seed: u64,
) -> Option<PnwAction> {
    let options = legal::list(data, game, seat);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let strong = level == BotLevel::Strong;
    let pick = match &game.round {
        _ if trains::crowded(data, game).is_some() => cheapest_discard(game, &options),
        Round::Stock(sr) => stock_move(data, game, seat, sr, &options, strong, &mut rng),
        Round::Operating(_) => operating_move(data, game, &options, strong, &mut rng),
        Round::Merger(_) => merger_move(&options, strong),
    };
    pick.or_else(|| options.iter().find(|a| **a == PnwAction::Pass).cloned())
        .or_else(|| options.first().cloned())
}

/// The listing's last sale: its largest of the last company listed, keeping the presidencies
/// while an ordinary sale is on offer.
fn last_sale(options: &[PnwAction]) -> Option<PnwAction> {
    let sale = |keep: bool| {
        options
            .iter()
            .rfind(|a| matches!(a, PnwAction::SellShares { certs, .. } if !keep || !certs.contains(&0)))
            .cloned()
    };
    sale(true).or_else(|| sale(false))
}

fn find(options: &[PnwAction], f: impl Fn(&PnwAction) -> bool) -> Option<PnwAction> {
    options.iter().find(|a| f(a)).cloned()
}

/// Over the train limit: the train worth least goes back.
fn cheapest_discard(game: &PnwGame, options: &[PnwAction]) -> Option<PnwAction> {
    options
        .iter()
        .filter_map(|a| match a {
            PnwAction::DiscardTrain { train } => Some((a, &game.trains[usize::from(*train)])),
            _ => None,
        })
        .min_by_key(|(_, t)| (t.runs_as.len(), t.runs_as.clone()))
        .map(|(a, _)| a.clone())
}

/// The stock round: pay debt, start a major, back one, bid on the boxes, or pass.
fn stock_move(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    sr: &StockRound,
    options: &[PnwAction],
    strong: bool,
    rng: &mut ChaCha8Rng,
) -> Option<PnwAction> {
    let cash = game.players[seat].cash;
    if sr.converting.is_some() {
        // A conversion's share count: the greedy bot the fewest, the strong one the most.
        let counts: Vec<&PnwAction> = options
            .iter()
            .filter(|a| matches!(a, PnwAction::Choose { .. }))
            .collect();
        let pick = if strong {
            counts.last()
        } else {
            counts.first()
        };
        return pick.map(|a| (*a).clone());
    }
    let debt = game.players[seat].debt;
    if debt > 0 {
        // Debt grows by half every stock round: sell what pays it, then pay.
        let sale = last_sale(options);
        return match sale {
            Some(sale) if cash < debt => Some(sale),
            _ => find(options, |a| *a == PnwAction::PayDebt),
        };
    }
    // What the strong bot keeps in hand for its companies' coming trains.
    let exposure = if strong {
        president_exposure(data, game, seat)
    } else {
        0
    };
    let spare = cash - exposure;
    // Start a major: the strong bot at the highest par it can fund, floating it and its first
    // train included (a major floats at half its shares sold, and its treasury is what they
    // brought; a major started while the depot sells 5s and dearer trains lacks the rest),
    // the greedy one at the lowest.
    let train = next_train_price(data, game);
    let pars = options.iter().filter(|a| match a {
        PnwAction::Par { price, .. } => {
            let price = i64::from(*price);
            price * 2 <= spare * 2 / 3
                && (!strong || (shares::FLOAT_SHARES as i64 * price).max(train) <= spare)
        }
        _ => false,
    });
    let par = if strong {
        pars.max_by_key(|a| par_price(a))
    } else {
        pars.min_by_key(|a| par_price(a))
    };
    if let Some(p) = par {
        return Some(p.clone());
    }
    // Back a floated or started major the bot presides or holds, else the dearest affordable.
    let mut buys: Vec<&PnwAction> = options
        .iter()
        .filter(|a| matches!(a, PnwAction::BuyShare { .. }))
        .collect();
    buys.sort_by_key(|a| {
        let PnwAction::BuyShare { corp, .. } = a else {
            return (true, std::cmp::Reverse(0));
        };
        let mine = game.president(*corp) == Some(seat);
        (!mine, std::cmp::Reverse(game.price(*corp).unwrap_or(0)))
    });
    let keep = if strong { (cash / 4).max(exposure) } else { 0 };
    if let Some(buy) = buys.into_iter().find(|a| match a {
        PnwAction::BuyShare { corp, .. } => {
            i64::from(game.price(*corp).unwrap_or(0)) <= cash - keep
        }
        _ => false,
    }) && sr.bids_this_turn == 0
    {
        return Some(buy.clone());
    }
    bid(data, game, seat, sr, options, (strong, spare), rng)
}

fn par_price(a: &PnwAction) -> u32 {
    match a {
        PnwAction::Par { price, .. } => *price,
        _ => 0,
    }
}

/// A bid on a card the bot is not winning, within what it thinks the card is worth: a minor
/// $150 to the greedy bot, up to $240 to the strong one (which values a minor by the box it is
/// in); a private its least bid plus $20 to the greedy bot, up to [`PRIVATE_CAP`] to the strong
/// one; the strong bot never past its `spare` cash, less what the bids it is winning will cost
/// it. Nothing when the bot is already bidding this turn.
fn bid(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    sr: &StockRound,
    options: &[PnwAction],
    (strong, spare): (bool, i64),
    rng: &mut ChaCha8Rng,
) -> Option<PnwAction> {
    if sr.bids_this_turn > 0 {
        return None;
    }
    let mut cards: Vec<CardIx> = sr
        .minor_boxes
        .iter()
        .flatten()
        .chain(&sr.private_boxes)
        .copied()
        .filter(|c| stock::high_bid(sr, *c).is_none_or(|b| b.seat != seat))
        .collect();
    cards.shuffle(rng);
    if strong {
        // Minors that would pair with one the seat holds first; a minor that pairs with nothing
        // only while the seat holds no such stray already.
        let held = held_minors(data, game, seat);
        let mut fits: Vec<(CardIx, u32)> = cards
            .iter()
            .filter_map(|&c| match data.card_corp(c) {
                Some(m) if game.corps[usize::from(m)].kind == Kind::Minor => {
                    minor_fit(data, game, &held, m).map(|f| (c, f))
                }
                _ => Some((c, u32::MAX)),
            })
            .collect();
        fits.sort_by_key(|(_, f)| *f);
        cards = fits.into_iter().map(|(c, _)| c).collect();
    }
    // Each bid the seat is winning costs it the private's price, or the minor's outlay.
    let spare = spare
        - winning_bids(sr, seat)
            .map(|b| match data.card_corp(b.card) {
                Some(_) => minor_outlay(data, game, b.price),
                None => b.price,
            })
            .sum::<i64>();
    for card in cards {
        let least = stock::least_bid(data, game, sr, card);
        let minor = data.card_corp(card).is_some();
        let cap = match (minor, strong) {
            (true, false) => 150,
            (true, true) => 240,
            (false, false) => 20 + i64::from(data.game.bid_step),
            (false, true) => PRIVATE_CAP,
        };
        let outlay = if minor {
            minor_outlay(data, game, least)
        } else {
            least
        };
        let cap = if strong {
            cap
        } else {
            cap.max(least.min(i64::from(data.game.minor_min_bid) * 2))
        };
        if least > cap || (strong && outlay > spare) {
            continue;
        }
        let price = if strong && minor && stock::high_bid(sr, card).is_some() {
            (least + 5 * i64::from(data.game.bid_step)).min(spare.max(least))
        } else {
            least
        };
        let wanted = PnwAction::Bid { card, price };
        if options.contains(&wanted) {
            return Some(wanted);
        }
        let least_bid = PnwAction::Bid { card, price: least };
        if options.contains(&least_bid) {
            return Some(least_bid);
        }
    }
    let _ = seat;
    None
}

/// The most the strong bot bids for a private (players pay $20-100 for most).
const PRIVATE_CAP: i64 = 60;

/// How far apart two minors may start and still be joined for a merger in a few lays.
const PAIR_REACH: u32 = 5;

/// Where a company's home is.
fn home_hex(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Option<Hex> {
    let (hex, _) = stock::home_of(data, game, corp);
    data.hex(hex).map(|h| data.hexes[usize::from(h)].at)
}

/// Whether a minor is associated with a major (its merger partner must not be).
fn associated(game: &PnwGame, minor: CorpIx) -> bool {
    game.corps[usize::from(minor)].major.is_some()
}

/// The bids the seat leads, in the minor boxes and the private boxes.
fn winning_bids(sr: &StockRound, seat: SeatId) -> impl Iterator<Item = &Bid> {
    sr.minor_boxes
        .iter()
        .flatten()
        .chain(&sr.private_boxes)
        .filter_map(move |&c| stock::high_bid(sr, c).filter(|b| b.seat == seat))
}

/// The minors the seat holds, floated, or is winning the bid for in this stock round.
fn held_minors(data: &PnwData, game: &PnwGame, seat: SeatId) -> Vec<CorpIx> {
    let floated = (0..game.corps.len())
        .filter_map(|i| CorpIx::try_from(i).ok())
        .filter(|&m| {
            let c = &game.corps[usize::from(m)];
            c.kind == Kind::Minor && c.floated && !c.closed && game.president(m) == Some(seat)
        });
    let winning: Vec<CorpIx> = match &game.round {
        Round::Stock(sr) => winning_bids(sr, seat)
            .filter_map(|b| data.card_corp(b.card))
            .filter(|&m| game.corps[usize::from(m)].kind == Kind::Minor)
            .collect(),
        _ => Vec::new(),
    };
    floated.chain(winning).collect()
}

/// Of `held`, the minors a merger could join with `minor` (one associated, one not) whose home
/// lies within [`PAIR_REACH`] of its own, nearest first, with their distance.
fn partners_of(
    data: &PnwData,
    game: &PnwGame,
    held: &[CorpIx],
    minor: CorpIx,
) -> Vec<(CorpIx, u32)> {
    let Some(at) = home_hex(data, game, minor) else {
        return Vec::new();
    };
    let mut near: Vec<(CorpIx, u32)> = held
        .iter()
        .filter(|&&m| m != minor && associated(game, m) != associated(game, minor))
        .filter_map(|&m| Some((m, home_hex(data, game, m)?.unsigned_distance_to(at))))
        .filter(|(_, d)| *d <= PAIR_REACH)
        .collect();
    near.sort_by_key(|(_, d)| *d);
    near
}

/// How the strong bot sees a minor on offer: `None` when it will not bid (it holds
/// [`MINORS_HELD`] already, the phase is too late, or the minor would be an unassociated one
/// with no partner near: a second such, or a lean seat's first), else how far the nearest
/// partner it holds starts (`u32::MAX`: none yet). Mergers are how majors form before phase 5,
/// and a minor that never merges nor is taken in must buy the late, dear trains alone.
fn minor_fit(data: &PnwData, game: &PnwGame, held: &[CorpIx], minor: CorpIx) -> Option<u32> {
    if held.len() >= MINORS_HELD || game.phase >= LAST_MINOR_PHASE {
        return None;
    }
    let nearest = partners_of(data, game, held, minor)
        .first()
        .map(|(_, d)| *d);
    let stray = |m: CorpIx| !associated(game, m) && partners_of(data, game, held, m).is_empty();
    let strays = held.iter().filter(|&&m| stray(m)).count();
    let paired_only = game.phase >= PAIRED_MINOR_PHASE;
    // A seat that starts lean cannot carry a stray to its late train alone: its first minor
    // is an associated one.
    let lean = held.is_empty() && starting_cash(data, game) <= LEAN_CASH;
    if nearest.is_none() && (paired_only || !associated(game, minor) && (strays > 0 || lean)) {
        return None;
    }
    Some(nearest.unwrap_or(u32::MAX))
}

/// A seat starting with this much or less (4 and 5 seats) takes no stray as its first minor:
/// over seeds 1–50 such strays were the seats left in debt.
const LEAN_CASH: i64 = 375;

/// What each seat started with, at this table's size.
fn starting_cash(data: &PnwData, game: &PnwGame) -> i64 {
    let table = &data.scenario(game.scenario).cash;
    i64::from(schema::for_seats(table, game.players.len()))
}

/// Minors the strong bot holds at once (bids it is winning included): each must in the end
/// merge, be taken in by a major or buy a late train alone.
const MINORS_HELD: usize = 3;

/// From this phase (3, the first 3 bought, the Ls rusted) the strong bot bids only on a
/// minor it can merge: a minor floated now buys a train that the 6 or the 7 rusts.
const PAIRED_MINOR_PHASE: u8 = 2;

/// From this phase (4, the first 4 bought) the strong bot bids on minors no more: a minor
/// floated then buys a 5 or dearer, or a 4 that the first 7 rusts, with half its revenue.
const LAST_MINOR_PHASE: u8 = 3;

/// The board hexes a reach touches.
fn touched(data: &PnwData, reach: &graph::Reach) -> Vec<Hex> {
    (0..data.hexes.len())
        .filter_map(|i| u16::try_from(i).ok())
        .filter(|&h| reach.touches(h))
        .map(|h| data.hexes[usize::from(h)].at)
        .collect()
}

/// The gap left between `minor`'s track and its nearest merger partner's (`None`: no partner).
fn track_gap(data: &PnwData, game: &PnwGame, minor: CorpIx, partners: &[Vec<Hex>]) -> Option<u32> {
    let mine = touched(data, &graph::reach(data, game, minor));
    partners
        .iter()
        .flat_map(|theirs| {
            mine.iter()
                .flat_map(move |a| theirs.iter().map(move |b| a.unsigned_distance_to(*b)))
        })
        .min()
}

/// An operating company's step.
fn operating_move(
    data: &PnwData,
    game: &PnwGame,
    options: &[PnwAction],
    strong: bool,
    rng: &mut ChaCha8Rng,
) -> Option<PnwAction> {
    let corp = operating::operator(game)?;
    let step = operating::current_step(game)?;
    if strong
        && let Round::Operating(OperatingRound {
            acquiring: Some((_, false)),
            ..
        }) = &game.round
    {
        return acquisition_payment(game, corp, options);
    }
    if let Some(choice) = find(options, |a| matches!(a, PnwAction::Choose { .. })) {
        return Some(choice);
    }
    let president = game.president(corp);
    match step {
        OrStep::Housekeeping => find(options, |a| matches!(a, PnwAction::BuyTrain { .. })),
        OrStep::Acquire => find(options, |a| match a {
            PnwAction::AcquireCompany { card } => {
                strong
                    && president.is_some_and(|p| game.cards[usize::from(*card)] == Owner::Player(p))
            }
            _ => false,
        }),
        OrStep::Track => lay(data, game, corp, options, strong, rng),
        OrStep::Destination => find(options, |a| *a == PnwAction::DestinationToken),
        OrStep::Token => {
            let reserve = if strong {
                train_reserve(data, game, corp)
            } else {
                0
            };
            let cash = game.corps[usize::from(corp)].cash;
            if cash - i64::from(data.game.token_price) < reserve {
                return None;
            }
            find(options, |a| matches!(a, PnwAction::PlaceToken { .. }))
        }
        OrStep::Route => find(options, |a| matches!(a, PnwAction::RunRoutes { .. })),
        OrStep::Dividend => {
            // The strong bot withholds toward the train the company will need (what the treasury
            // lacks then, the president pays or borrows), but never while the president owes: a
            // loan grows by half every stock round. A minor's payout keeps half anyway, so a
            // minor withholds only when that reaches the train.
            let c = &game.corps[usize::from(corp)];
            let due = train_reserve(data, game, corp);
            let revenue = match &game.round {
                Round::Operating(or) => or.revenue,
                _ => 0,
            };
            let owes = president.is_some_and(|p| game.players[p].debt > 0);
            let keep = strong
                && !owes
                && c.cash < due
                && (c.kind != Kind::Minor || c.cash + revenue >= due);
            let kind = if keep {
                DividendKind::Withhold
            } else {
                DividendKind::Payout
            };
            find(options, |a| *a == PnwAction::Dividend { kind })
        }
        OrStep::BuyTrain => buy_train(data, game, corp, options, strong),
        OrStep::MinorAcquisition if strong => acquisition(data, game, corp, options),
        OrStep::MinorAcquisition | OrStep::Issue => None,
    }
}

/// The strong major takes in its president's own minors, the one whose train rusts soonest
/// first: a minor left when its train rusts must buy one of the dear late trains with only half
/// its revenue kept, its owner paying what it lacks, while inside the major its token and train
/// go on earning. Another player's minor it buys for money when what comes with it (treasury
/// and trains) is worth the price and the major keeps its own train's money.
fn acquisition(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    options: &[PnwAction],
) -> Option<PnwAction> {
    let president = game.president(corp)?;
    let spare = game.corps[usize::from(corp)].cash - train_reserve(data, game, corp);
    options
        .iter()
        .filter_map(|a| match a {
            PnwAction::Merge { partner }
                if game.corps[usize::from(*partner)].kind == Kind::Minor =>
            {
                let minor = &game.corps[usize::from(*partner)];
                let owned = trains::owned(game, *partner);
                if game.president(*partner) == Some(president) {
                    let rusts = owned
                        .filter_map(|t| trains::rusts_on(data, &game.trains[t]))
                        .map(|on| rank_of(data, on))
                        .min()
                        .unwrap_or(usize::MAX);
                    return Some((a, (0, rusts)));
                }
                let price = 2 * i64::from(game.price(*partner).unwrap_or(0));
                let trains: i64 = owned
                    .filter(|&t| replacement_price(data, game, &game.trains[t]).is_none())
                    .filter_map(|t| {
                        let t = &game.trains[t];
                        trains::price(data, game, &t.name, &t.runs_as)
                    })
                    .sum();
                // Its home station saves the major a token of its own.
                let worth = minor.cash + trains + i64::from(data.game.token_price);
                (price <= spare && worth >= price).then_some((a, (1, 0)))
            }
            _ => None,
        })
        .min_by_key(|(_, rank)| *rank)
        .map(|(a, _)| a.clone())
}

/// A train kind's place in the depot's order (rusting sooner is earlier).
fn rank_of(data: &PnwData, name: &str) -> usize {
    data.game
        .trains
        .iter()
        .position(|t| t.name == name)
        .unwrap_or(usize::MAX)
}

/// Paying for a minor: for its own, in shares where the treasury has them, so the major keeps
/// its cash for trains and the president takes the worth as certificates; another player's in
/// money (shares would hand them a say in the major).
fn acquisition_payment(game: &PnwGame, corp: CorpIx, options: &[PnwAction]) -> Option<PnwAction> {
    let Round::Operating(OperatingRound {
        acquiring: Some((target, _)),
        ..
    }) = &game.round
    else {
        return None;
    };
    let own = game.president(*target) == game.president(corp);
    let order: &[&str] = if own {
        &["two_shares", "one_share", "money"]
    } else {
        &["money"]
    };
    order
        .iter()
        .map(|choice| PnwAction::Choose {
            choice: (*choice).into(),
        })
        .find(|a| options.contains(a))
        .or_else(|| find(options, |a| matches!(a, PnwAction::Choose { .. })))
}

/// What a minor won for `price` costs its owner until it merges: the price, what its first
/// train costs beyond the treasury, and the train that rusts that one (a first L goes on the
/// first 3, as early as the third round when few minors are bid for) beyond what is left.
fn minor_outlay(data: &PnwData, game: &PnwGame, price: i64) -> i64 {
    let treasury = stock::minor_treasury(data, game, price);
    let Some(t) = stock::next_train(game) else {
        return price;
    };
    let first = next_train_price(data, game);
    let then = replacement_price(data, game, &game.trains[t]).unwrap_or(0);
    price + (first - treasury).max(0) + (then - (treasury - first).max(0)).max(0)
}

/// The depot's next train's price (as its own card).
fn next_train_price(data: &PnwData, game: &PnwGame) -> i64 {
    stock::next_train(game)
        .and_then(|t| {
            let name = &game.trains[t].name;
            trains::price(data, game, name, name)
        })
        .unwrap_or(0)
}

/// The price of the train whose first purchase rusts `train` (`None` when it never rusts or
/// that train is gone from the depot): what its company pays when it must replace it.
fn replacement_price(data: &PnwData, game: &PnwGame, train: &Train) -> Option<i64> {
    let trigger = trains::rusts_on(data, train)?;
    game.trains
        .iter()
        .any(|t| t.name == trigger && t.owner == Owner::Bank)
        .then(|| trains::price(data, game, trigger, trigger))
        .flatten()
}

/// What the company should keep for a train: with none, the depot's next train's price; else
/// the price of the train that rusts the last of its own, when all of them rust (a minor's L
/// goes on the first 3, a major's 3s and 4s on the 6 and the 7, and the president pays what
/// the treasury lacks); nothing while one of them lasts.
fn train_reserve(data: &PnwData, game: &PnwGame, corp: CorpIx) -> i64 {
    let owned: Vec<&Train> = trains::owned(game, corp)
        .map(|t| &game.trains[t])
        .filter(|t| trains::counts(data, t))
        .collect();
    if owned.is_empty() {
        return next_train_price(data, game);
    }
    let last = owned
        .iter()
        .map(|t| trains::rusts_on(data, t).map(|on| (rank_of(data, on), *t)))
        .collect::<Option<Vec<_>>>()
        .and_then(|rusting| rusting.into_iter().max_by_key(|(rank, _)| *rank));
    last.and_then(|(_, t)| replacement_price(data, game, t))
        .unwrap_or(0)
}

/// What the seat's companies lack toward the trains they will have to buy: the president pays
/// that, and borrows what they cannot (debt of 150%, growing by half every stock round), so a
/// strong bot keeps it in hand.
fn president_exposure(data: &PnwData, game: &PnwGame, seat: SeatId) -> i64 {
    (0..game.corps.len())
        .filter_map(|i| CorpIx::try_from(i).ok())
        .filter(|&c| {
            let corp = &game.corps[usize::from(c)];
            game.president(c) == Some(seat) && corp.floated && !corp.closed
        })
        .map(|c| (train_reserve(data, game, c) - game.corps[usize::from(c)].cash).max(0))
        .sum()
}

/// A train from the depot: the cheapest when one must be bought (or the president's sales to
/// pay for it), the dearest affordable variant while there is room, an L made a 2 by the strong
/// bot; never another company's train.
fn buy_train(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    options: &[PnwAction],
    strong: bool,
) -> Option<PnwAction> {
    let depot: Vec<&PnwAction> = options
        .iter()
        .filter(|a| match a {
            PnwAction::BuyTrain {
                train, exchange, ..
            } => exchange.is_none() && game.trains[usize::from(*train)].owner == Owner::Bank,
            _ => false,
        })
        .collect();
    let price = |a: &&&PnwAction| match a {
        PnwAction::BuyTrain { price, .. } => *price,
        _ => 0,
    };
    if operating::must_buy_train(data, game, corp) {
        // The president sells before borrowing: a loan costs half as much again, and more.
        let cheapest = depot.iter().min_by_key(price);
        let cash = game.corps[usize::from(corp)].cash
            + game.president(corp).map_or(0, |p| game.players[p].cash);
        let short = cheapest.is_none_or(|a| price(&a) > cash);
        let sale = last_sale(options);
        return match (short, sale) {
            (true, Some(sale)) => Some(sale),
            _ => cheapest.map(|a| (*a).clone()),
        };
    }
    let owned = trains::owned(game, corp)
        .filter(|&t| trains::counts(data, &game.trains[t]))
        .count();
    // A strong minor runs one train: a second L only hastens the depot to the 3 that rusts both.
    let wants = match (strong, game.corps[usize::from(corp)].kind) {
        (true, Kind::Minor) => 1,
        (true, _) => 3,
        (false, _) => 2,
    };
    if owned < wants {
        let pick = if strong {
            depot.iter().max_by_key(price)
        } else {
            depot.iter().min_by_key(price)
        };
        if let Some(a) = pick
            && !(strong && strands_own(data, game, corp, a))
        {
            return Some((*a).clone());
        }
    }
    if strong {
        return find(options, |a| {
            matches!(
                a,
                PnwAction::BuyTrain {
                    exchange: Some(_),
                    ..
                }
            )
        });
    }
    None
}

/// Whether buying `purchase` for `corp` would rust every train of other companies its president
/// runs while that president could not cover what their treasuries lack for the new ones: the
/// strong bot does not start a rush it would borrow for.
fn strands_own(data: &PnwData, game: &PnwGame, corp: CorpIx, purchase: &PnwAction) -> bool {
    let (PnwAction::BuyTrain { train, .. }, Some(seat)) = (purchase, game.president(corp)) else {
        return false;
    };
    let name = game.trains[usize::from(*train)].name.as_str();
    let Some(price) = trains::price(data, game, name, name) else {
        return false;
    };
    let lack: i64 = (0..game.corps.len())
        .filter_map(|i| CorpIx::try_from(i).ok())
        .filter(|&c| c != corp && game.president(c) == Some(seat))
        .filter(|&c| {
            let mut counted = trains::owned(game, c)
                .filter(|&t| trains::counts(data, &game.trains[t]))
                .peekable();
            counted.peek().is_some()
                && counted.all(|t| trains::rusts_on(data, &game.trains[t]) == Some(name))
        })
        .map(|c| (price - game.corps[usize::from(c)].cash).max(0))
        .sum();
    lack > game.players[seat].cash
}

/// A tile lay: never a private's power nor a builder cube (kept for the table), a lay the
/// company can pay for keeping its train money (but for a strong minor's lay toward its merger
/// partner). The greedy bot takes the lay reaching most new track; the strong one scores the
/// likeliest lays by the revenue the best run gains.
fn lay(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    options: &[PnwAction],
    strong: bool,
    rng: &mut ChaCha8Rng,
) -> Option<PnwAction> {
    let cash = game.corps[usize::from(corp)].cash;
    let reserve = if strong {
        train_reserve(data, game, corp)
    } else {
        0
    };
    let affordable: Vec<(&PnwAction, i64)> = options
        .iter()
        .filter_map(|a| match a {
            PnwAction::LayTile {
                hex,
                tile,
                rotation,
                by: None,
                ..
            } if !data.tile_info[usize::from(*tile)].hidden => {
                let cost = rules::track::cost(data, game, *hex, *tile, *rotation);
                (cost <= cash).then_some((a, cost))
            }
            _ => None,
        })
        .collect();
    let (mut lays, dear): (Vec<_>, Vec<_>) = affordable
        .into_iter()
        .partition(|(_, cost)| cash - cost >= reserve.min(cash));
    lays.shuffle(rng);
    if strong {
        if let Some(toward) = toward_partner(data, game, corp, &lays) {
            return Some(toward);
        }
        // When only a dearer lay brings the partner nearer, a minor with a train to run
        // meanwhile spends its train money on it: merged, the two need one train, not two each.
        // One without a train must buy it this very turn, so it keeps the money.
        if trains::runs_a_train(data, game, corp)
            && let Some(toward) = toward_partner(data, game, corp, &dear)
        {
            return Some(toward);
        }
    }
    if lays.is_empty() {
        return None;
    }
    // The quick measure: track reached after the lay, less its cost.
    let quick = |a: &PnwAction, cost: i64| {
        let mut after = game.clone();
        let seat = game.president(corp).unwrap_or(0);
        if phases::act_in_place(&mut after, seat, a).is_err() {
            return i64::MIN;
        }
        let (nodes, sides) = graph::reach(data, &after, corp).size();
        (nodes * 40 + sides * 10) as i64 - cost
    };
    let sample = if strong { 24 } else { 8 };
    let mut scored: Vec<(&PnwAction, i64)> = lays
        .iter()
        .take(sample)
        .map(|(a, cost)| (*a, quick(a, *cost)))
        .collect();
    scored.sort_by_key(|(_, s)| std::cmp::Reverse(*s));
    if !strong {
        return scored.first().map(|(a, _)| (*a).clone());
    }
    // A network too big to search within the cap is weighed by the quick measure alone.
    let Some(before) = run_value(data, game, corp) else {
        return scored.first().map(|(a, _)| (*a).clone());
    };
    let network = route_search::network(data, game, corp);
    scored
        .iter()
        .take(SCORED_LAYS)
        .map(|(a, s)| {
            let mut after = game.clone();
            let seat = game.president(corp).unwrap_or(0);
            let gain = if phases::act_in_place(&mut after, seat, a).is_err() {
                i64::MIN / 2
            } else if route_search::network(data, &after, corp) == network {
                // Off every route: no search needed to know it adds nothing now.
                0
            } else {
                run_value(data, &after, corp).map_or(0, |v| v - before)
            };
            (*a, gain * 10 + s / 10)
        })
        .max_by_key(|(_, v)| *v)
        .map(|(a, _)| a.clone())
}

/// A strong minor's lay that brings its track nearest a merger partner's (the cheapest of
/// equals), when one brings it nearer at all.
fn toward_partner(
    data: &PnwData,
    game: &PnwGame,
    corp: CorpIx,
    lays: &[(&PnwAction, i64)],
) -> Option<PnwAction> {
    let seat = game.president(corp)?;
    if game.corps[usize::from(corp)].kind != Kind::Minor {
        return None;
    }
    let held = held_minors(data, game, seat);
    let partners: Vec<Vec<Hex>> = partners_of(data, game, &held, corp)
        .into_iter()
        .map(|(m, _)| touched(data, &graph::reach(data, game, m)))
        .collect();
    let before = track_gap(data, game, corp, &partners)?;
    lays.iter()
        .filter_map(|(a, cost)| {
            let mut after = game.clone();
            phases::act_in_place(&mut after, seat, a).ok()?;
            let gap = track_gap(data, &after, corp, &partners)?;
            (gap < before).then_some((*a, gap, *cost))
        })
        .min_by_key(|(_, gap, cost)| (*gap, *cost))
        .map(|(a, _, _)| a.clone())
}

/// What the company's trains would earn now (`None` past the search's cap).
fn run_value(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Option<i64> {
    route_search::best_run_within(data, game, corp, SEARCH_CAP)
        .ok()
        .map(|best| best.map_or(0, |(_, run)| run.revenues.iter().sum()))
}

/// The merger round: merge where a partner is offered (majors are how the game grows), at the
/// strong bot's highest par or the greedy bot's first; a pass otherwise.
fn merger_move(options: &[PnwAction], strong: bool) -> Option<PnwAction> {
    let choices: Vec<&PnwAction> = options
        .iter()
        .filter(|a| matches!(a, PnwAction::Choose { .. }))
        .collect();
    if !choices.is_empty() {
        let number = |a: &&&PnwAction| match a {
            PnwAction::Choose { choice } => choice.parse::<u32>().unwrap_or(0),
            _ => 0,
        };
        let pick = if strong {
            choices.iter().max_by_key(number)
        } else {
            choices.first()
        };
        return pick.map(|a| (**a).clone());
    }
    find(options, |a| matches!(a, PnwAction::Merge { .. }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pnw1822::data::pnw;
    use crate::games::pnw1822::rules::setup;
    use crate::games::pnw1822::schema::ScenarioId;

    /// Hands `corp` one depot train of each name.
    fn give(game: &mut PnwGame, corp: CorpIx, names: &[&str]) {
        for name in names {
            let t = game
                .trains
                .iter()
                .position(|t| t.name == *name && t.owner == Owner::Bank)
                .expect("the depot has one");
            game.train_mut(t).owner = Owner::Corp(corp);
        }
    }

    /// A new 3-seat full game and its first major.
    fn fresh_with_major() -> (PnwGame, CorpIx) {
        let fresh = setup::new_game(pnw(), ScenarioId::Full, 3, 1, setup::Options::default())
            .expect("a game");
        let major = fresh
            .corps
            .iter()
            .position(|c| c.kind == Kind::Major)
            .and_then(|i| CorpIx::try_from(i).ok())
            .expect("a major");
        (fresh, major)
    }

    /// A company keeps the price of the train that rusts the last of its own: a major running
    /// a 3 and a 4 is left with none when the first 7 comes (it kept nothing before).
    #[test]
    fn a_company_keeps_the_price_of_the_train_that_rusts_its_last() {
        let data = pnw();
        let (fresh, major) = fresh_with_major();
        let reserve = |names: &[&str]| {
            let mut game = fresh.clone();
            give(&mut game, major, names);
            train_reserve(data, &game, major)
        };
        assert_eq!(reserve(&["3"]), 600, "the 6 rusts a 3");
        assert_eq!(reserve(&["3", "4"]), 750, "the 7 rusts the 4, the last");
        assert_eq!(reserve(&["4", "4"]), 750);
        assert_eq!(reserve(&["3", "5"]), 0, "the 5 lasts");
    }

    /// A minor's lay toward its merger partner may spend the money kept for its train: the
    /// major the two form needs one train where the two minors would each need their own. In the
    /// Short scenario at 3 seats, seed 18 (bots seeded as the aims bench seeds them), a dealt
    /// pair whose track never met, for want of a lay across a river too dear for the reserve,
    /// left its owner $533 in debt; it now merges, and nobody ends in debt.
    #[test]
    fn a_minor_spends_its_train_money_on_track_toward_its_partner() {
        let data = pnw();
        let seed = 18;
        let mut game = setup::new_game(data, ScenarioId::Short, 3, seed, setup::Options::default())
            .expect("a game");
        let mut spent = 0;
        for step in 0..5000 {
            let Some(seat) = rules::to_act(&game) else {
                break;
            };
            let bot_seed = crate::table::rng::bot_seed(seed, step, seat);
            let action =
                choose(data, &game, seat, BotLevel::Strong, bot_seed).expect("a bot has a move");
            if let (
                Some(corp),
                PnwAction::LayTile {
                    hex,
                    tile,
                    rotation,
                    ..
                },
            ) = (operating::operator(&game), &action)
                && game.corps[usize::from(corp)].kind == Kind::Minor
            {
                let cash = game.corps[usize::from(corp)].cash;
                let cost = rules::track::cost(data, &game, *hex, *tile, *rotation);
                let reserve = train_reserve(data, &game, corp);
                if cost > 0 && cash - cost < reserve.min(cash) {
                    spent += 1;
                    assert!(
                        toward_partner(data, &game, corp, &[(&action, cost)]).is_some(),
                        "a lay that spends the train money brings the partner nearer"
                    );
                    assert!(
                        trains::runs_a_train(data, &game, corp),
                        "a minor with no train keeps the money for the one it must buy"
                    );
                }
            }
            phases::act(&mut game, seat, &action).expect("the bot's move is legal");
        }
        assert!(
            spent > 0,
            "no minor spent its train money on a lay toward its partner"
        );
        assert!(game.ended.is_some());
        assert!(
            game.players.iter().all(|p| p.debt == 0),
            "nobody ends in debt"
        );
    }

    /// A strong bot starts a major only with floating it and its first train in hand: with the
    /// depot selling 3s, $450 floats a $70 major ($350) but not a $100 one ($500), which the
    /// old measure (two shares within two thirds of the cash) allowed; with the depot selling
    /// 6s ($600), $550 starts none, since whatever the floating leaves short of the 6 the
    /// president pays.
    #[test]
    fn a_major_is_parred_with_its_float_and_first_train_in_hand() {
        let data = pnw();
        let (fresh, major) = fresh_with_major();
        let Round::Stock(sr) = fresh.round.clone() else {
            panic!("the game opens with a stock round");
        };
        let options: Vec<PnwAction> = [100, 70]
            .map(|price| PnwAction::Par { corp: major, price })
            .to_vec();
        let pick = |depot: &str, cash: i64, strong: bool| {
            let mut game = fresh.clone();
            while let Some(t) = stock::next_train(&game).filter(|&t| game.trains[t].name != depot) {
                game.train_mut(t).owner = Owner::Gone;
            }
            game.players[0].cash = cash;
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            stock_move(data, &game, 0, &sr, &options, strong, &mut rng)
        };
        assert_eq!(pick("3", 450, true), Some(options[1].clone()));
        assert_eq!(pick("3", 800, true), Some(options[0].clone()));
        assert_eq!(
            pick("3", 450, false),
            Some(options[1].clone()),
            "the greedy bot's lowest"
        );
        assert!(
            !matches!(pick("6", 550, true), Some(PnwAction::Par { .. })),
            "no major without its 6 in hand"
        );
        assert_eq!(pick("6", 620, true), Some(options[0].clone()));
    }
}
