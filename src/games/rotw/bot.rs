//! RotW bots. Both weigh every kind of action by what it is worth in income-track points, counting
//! money at the rate bonds make it cost (a $5k bond costs a point at the end plus interest):
//!
//! - **greedy** takes the best delivery now, else builds the link that opens the best delivery,
//!   else upgrades when a longer haul is waiting; it never bids.
//! - **strong** also values what a move opens for later turns (cubes its network can reach), urbanises
//!   grey cities on its lines, takes the operations cards that pay, and bids for first player when a
//!   contested delivery is at stake. It reckons with the turns left: in the last turn money is worth
//!   nothing and new track or engines pay only for the deliveries still to come.
//!
//! Bots read the rules' own legality and delivery search, so they never propose an illegal move.

use super::actions::{CardTarget, RotwAction};
use super::data::RotwData;
use super::goods::Goods;
use super::ids::{CityId, LinkId};
use super::rules::turn::ROUNDS;
use super::rules::{self, auction, build, deliver, engine_cost};
use super::schema::{Effect, Symbol};
use super::state::{Link, Phase, RotwGame};
use crate::board::search::{Start, walks};
use crate::table::{BotLevel, SeatId};
use hexx::Hex;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

/// Points a $1k of cash is worth: money only buys track, engines and cities, and leftover money
/// scores nothing (it only breaks ties).
const POINTS_PER_K: f32 = 0.08;
/// Points a bond costs: one at the end, plus the interest it charges every turn.
const BOND_POINTS: f32 = 5.0;
/// Longest route a bot's look at its network searches: routes beyond it are rare and the search
/// grows fast with the network, so the look stays quick late in the game (the bot's actual delivery
/// still searches the whole engine).
const LOOK_LINKS: usize = 5;
/// How many times a link or an engine level is expected to pay for itself.
const REUSE: f32 = 2.5;
/// Bonds a bot will carry at most (beyond this it only spends what it earns).
const MAX_BONDS: u32 = 10;

/// How much of the game is left for the strong bot: money is worth what it buys before the end, and
/// new track or engines only pay on deliveries still to come.
#[derive(Clone, Copy)]
struct Horizon {
    /// Turns still to play, this one included.
    turns: f32,
    /// The seat's actions after this one (Railroad Executives aside).
    later_actions: f32,
}

impl Horizon {
    /// The greedy bot's view: the game goes on.
    const OPEN: Horizon = Horizon {
        turns: 10.0,
        later_actions: 30.0,
    };

    /// The turns left: exact once the end is triggered, else the empty cities still needed at the
    /// rate they have emptied so far, plus the turn the trigger grants.
    fn of(game: &RotwGame) -> Horizon {
        let turns = match game.end_turn {
            Some(t) => (t + 1).saturating_sub(game.turn) as f32,
            None => {
                let empty = f32::from(game.empty_markers());
                let need = f32::from(game.options.empty_cities_to_end) - empty;
                let until = if empty > 0.0 {
                    (need * game.turn as f32 / empty).min(10.0)
                } else {
                    10.0
                };
                2.0 + until.floor()
            }
        };
        let rounds_after = f32::from(ROUNDS.saturating_sub(game.round));
        Horizon {
            turns,
            later_actions: (turns - 1.0) * f32::from(ROUNDS) + rounds_after,
        }
    }

    /// Points $1k is worth: nothing in the last turn, when it can only break ties.
    fn per_k(self) -> f32 {
        if self.turns <= 1.0 { 0.0 } else { POINTS_PER_K }
    }

    /// How many times new track or an engine level can pay: no more than the actions left to use it.
    fn reuse(self) -> f32 {
        REUSE.min(self.later_actions)
    }
}

/// A candidate with its worth in points.
struct Candidate {
    action: RotwAction,
    value: f32,
    cost: u32,
}

/// The bot's decision for `seat`.
pub fn choose(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    level: BotLevel,
    seed: u64,
) -> RotwAction {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    match game.phase {
        Phase::Auction(_) => bid(game, data, seat, level),
        _ => act(game, data, seat, level, &mut rng),
    }
}

fn bid(game: &RotwGame, data: &RotwData, seat: SeatId, level: BotLevel) -> RotwAction {
    let Some(min) = auction::min_bid(game, data) else {
        return RotwAction::Pass;
    };
    if level == BotLevel::Greedy || game.turn == 1 {
        return RotwAction::Pass;
    }
    // Going first is worth the best delivery a rival could take from under us.
    let mine = best_delivery(game, data, seat).map_or(0.0, |(_, v)| v);
    let contested = (0..game.players.len())
        .filter(|&s| s != seat)
        .filter_map(|s| best_delivery(game, data, s))
        .any(|(a, _)| match (&a, best_delivery(game, data, seat)) {
            (
                RotwAction::Deliver { from, goods, .. },
                Some((
                    RotwAction::Deliver {
                        from: f2,
                        goods: g2,
                        ..
                    },
                    _,
                )),
            ) => from == &f2 && goods == &g2 && game.cities[*from].cubes[goods.index()] == 1,
            _ => false,
        });
    // Never more than a cheap link costs: going first only protects one cube.
    let cap = if contested {
        ((mine * 0.5 / POINTS_PER_K) as u32).min(6)
    } else {
        1
    };
    if min <= cap && min <= game.players[seat].money && mine >= 2.0 {
        RotwAction::Bid(min)
    } else {
        RotwAction::Pass
    }
}

fn act(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    level: BotLevel,
    rng: &mut ChaCha8Rng,
) -> RotwAction {
    let mut candidates = vec![Candidate {
        action: RotwAction::Skip,
        value: 0.0,
        cost: 0,
    }];
    let strong = level == BotLevel::Strong;
    let h = if strong {
        Horizon::of(game)
    } else {
        Horizon::OPEN
    };
    candidates.extend(deliveries(game, data, seat, strong));
    candidates.extend(builds(game, data, seat, strong, h));
    candidates.extend(upgrade(game, data, seat, strong, h));
    if strong {
        candidates.extend(urbanise(game, data, seat, h));
        candidates.extend(take_cards(game, data, seat, h));
    }
    let money = game.players[seat].money;
    let bonds = game.players[seat].bonds;
    let per_k = if strong { h.per_k() } else { POINTS_PER_K };
    // Money short: what the bonds would cost in points comes off the value.
    let worth = |c: &Candidate| {
        let short = c.cost.saturating_sub(money);
        let bonds_needed = short.div_ceil(data.rules.bond_cash);
        if bonds_needed > 0 && bonds + bonds_needed > MAX_BONDS {
            return f32::MIN;
        }
        c.value - c.cost as f32 * per_k - bonds_needed as f32 * BOND_POINTS
    };
    let jitter: Vec<f32> = (0..candidates.len())
        .map(|_| rng.random_range(0.0..0.01))
        .collect();
    let best = candidates
        .iter()
        .zip(jitter)
        .max_by(|(a, ja), (b, jb)| (worth(a) + ja).total_cmp(&(worth(b) + jb)))
        .map(|(c, _)| c)
        .expect("skip is always a candidate");
    // Bonds at will are issued first; under the printing's rule the payment issues them.
    if best.cost > money && !game.options.bonds_when_needed {
        return RotwAction::IssueBond;
    }
    let action = best.action.clone();
    // The rules have the last word; a refused plan becomes a skipped action.
    if rules::check(game, data, seat, &action).is_ok() {
        action
    } else {
        RotwAction::Skip
    }
}

/// Points a delivery earns `seat`: its own links, goal cards it would meet, a small nod to emptying.
fn delivery_value(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    d: &deliver::Delivery,
    strong: bool,
) -> f32 {
    let dest = *d.cities.last().unwrap_or(&CityId(0));
    let mut v = d.points[seat] as f32;
    let outcome = rules::Outcome::Delivered {
        seat,
        city: dest,
        links: d.cities.len() - 1,
    };
    v += game
        .cards
        .display
        .iter()
        .filter_map(|&c| rules::cards::meets(game, data, c, &outcome))
        .map(|(_, p)| p as f32)
        .sum::<f32>();
    if strong {
        let others: u32 = d
            .points
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != seat)
            .map(|(_, p)| p)
            .sum();
        v -= others as f32 * 0.3;
    }
    v
}

/// The best delivery for a seat and its worth.
fn best_delivery(game: &RotwGame, data: &RotwData, seat: SeatId) -> Option<(RotwAction, f32)> {
    deliver::options(game, data, seat)
        .into_iter()
        .map(|(from, goods, links, d)| {
            let v = delivery_value(game, data, seat, &d, false);
            (RotwAction::Deliver { from, goods, links }, v)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

fn deliveries(game: &RotwGame, data: &RotwData, seat: SeatId, strong: bool) -> Vec<Candidate> {
    deliver::options(game, data, seat)
        .into_iter()
        .map(|(from, goods, links, d)| Candidate {
            value: delivery_value(game, data, seat, &d, strong) + 0.5,
            action: RotwAction::Deliver { from, goods, links },
            cost: 0,
        })
        .collect()
}

/// Worth of a position for later turns: the best delivery now plus, for the strong bot, how many
/// cubes its network could carry home.
fn potential(game: &RotwGame, data: &RotwData, seat: SeatId, strong: bool) -> f32 {
    let engine = usize::from(game.players[seat].engine);
    let options = deliver::options_within(game, data, seat, engine.min(LOOK_LINKS));
    let best = options
        .iter()
        .map(|(_, _, _, d)| delivery_value(game, data, seat, d, strong))
        .fold(0.0, f32::max);
    if !strong {
        return best;
    }
    let mut cubes: BTreeMap<(CityId, Goods), f32> = BTreeMap::new();
    for (from, goods, _, d) in &options {
        let v = delivery_value(game, data, seat, d, true);
        let e = cubes.entry((*from, *goods)).or_insert(0.0);
        *e = e.max(v);
    }
    let spread: f32 = cubes
        .iter()
        .map(|((from, g), v)| v * f32::from(game.cities[*from].cubes[g.index()]).min(2.0))
        .sum();
    // What one more engine level would open: the network is built for the engine to come.
    let reach = if engine < usize::from(data.rules.engine_max) && engine < LOOK_LINKS {
        deliver::options_within(game, data, seat, engine + 1)
            .iter()
            .map(|(_, _, _, d)| delivery_value(game, data, seat, d, true))
            .fold(0.0, f32::max)
    } else {
        best
    };
    best + 0.25 * spread + 0.8 * (reach - best).max(0.0)
}

/// Where the bot looks at new track: the heads of its incomplete links and, for the greedy bot,
/// only the cities it already runs to or that have cubes to haul (the strong bot looks everywhere).
fn starts<'a>(
    game: &'a RotwGame,
    data: &RotwData,
    seat: SeatId,
    strong: bool,
) -> Vec<(Start, Option<&'a Link>)> {
    let mine: Vec<CityId> = game
        .links
        .iter()
        .filter(|l| l.owner == seat)
        .flat_map(|l| [Some(l.from), l.to])
        .flatten()
        .collect();
    build::starts(game, data, seat, |id| {
        strong || mine.contains(&CityId(id)) || game.cities[id].cubes.iter().sum::<u8>() > 0
    })
}

fn builds(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    strong: bool,
    h: Horizon,
) -> Vec<Candidate> {
    let max_tiles = game.tiles_per_action(seat, data);
    // Cheapest complete route for each pair of cities (and each incomplete link's completion).
    let mut cheapest: BTreeMap<(CityId, CityId, LinkId), (u32, Vec<Hex>)> = BTreeMap::new();
    for (start, extends) in starts(game, data, seat, strong) {
        let tag = extends.map_or(game.next_link, |l| l.id);
        let origin =
            extends.map_or_else(|| data.city_at(start.from).unwrap_or(CityId(0)), |l| l.from);
        walks(
            &data.map,
            &game.layout,
            RotwGame::TRACK,
            tag.0,
            start,
            max_tiles,
            &mut |w| {
                if !w.complete {
                    return;
                }
                // An extension may not run through a hex its own link already crosses (the
                // search only keeps a walk off its own hexes): such a route would be refused.
                if extends.is_some_and(|l| {
                    let laid = &l.route[..l.route.len() - 1];
                    w.hexes[1..].iter().any(|h| laid.contains(h))
                }) {
                    return;
                }
                let Some(to) = data.city_at(*w.hexes.last().unwrap_or(&start.from)) else {
                    return;
                };
                if to == origin {
                    return;
                }
                let Some(cost) = build::route_cost(game, data, &w.hexes, false) else {
                    return;
                };
                let key = (
                    origin.min(to),
                    origin.max(to),
                    extends.map_or(LinkId(0), |l| l.id),
                );
                if cheapest.get(&key).is_none_or(|(c, _)| cost < *c) {
                    cheapest.insert(key, (cost, w.hexes.clone()));
                }
            },
        );
    }
    let before = potential(game, data, seat, strong);
    let mut scored: Vec<Candidate> = Vec::new();
    for ((a, b, extends), (cost, route)) in cheapest {
        // Skip pairs the seat already joins.
        let joined = |l: &Link| {
            l.owner == seat
                && l.to
                    .is_some_and(|t| (l.from, t) == (a, b) || (l.from, t) == (b, a))
        };
        if extends == LinkId(0) && game.links.iter().any(joined) {
            continue;
        }
        let mut after = game.clone();
        if extends == LinkId(0) {
            after.links.push(Link {
                id: after.next_link,
                owner: seat,
                from: data.city_at(route[0]).unwrap_or(a),
                to: data.city_at(*route.last().unwrap_or(&route[0])),
                route: route.clone(),
            });
        } else if let Some(l) = after.links.iter_mut().find(|l| l.id == extends) {
            l.to = data.city_at(*route.last().unwrap_or(&route[0]));
        }
        let gain = potential(&after, data, seat, strong) - before;
        if gain <= 0.0 && !strong {
            continue;
        }
        let value = gain * h.reuse() + if strong { 0.6 } else { 0.2 };
        scored.push(Candidate {
            action: RotwAction::Build {
                route,
                land_grant: false,
            },
            value,
            cost,
        });
    }
    scored
}

fn upgrade(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    strong: bool,
    h: Horizon,
) -> Vec<Candidate> {
    let level = game.players[seat].engine;
    if level >= data.rules.engine_max {
        return Vec::new();
    }
    let mut after = game.clone();
    after.players[seat].engine += 1;
    let gain = potential(&after, data, seat, strong) - potential(game, data, seat, strong);
    let goal: f32 = game
        .cards
        .display
        .iter()
        .filter_map(|&c| {
            rules::cards::meets(
                game,
                data,
                c,
                &rules::Outcome::Upgraded {
                    seat,
                    level: level + 1,
                },
            )
        })
        .map(|(_, p)| p as f32)
        .sum();
    // A longer engine pays on every later delivery, not just the next.
    let later = gain * h.reuse();
    vec![Candidate {
        action: RotwAction::UpgradeEngine,
        value: later + goal,
        cost: engine_cost(data, level + 1),
    }]
}

fn urbanise(game: &RotwGame, data: &RotwData, seat: SeatId, h: Horizon) -> Vec<Candidate> {
    let before = potential(game, data, seat, true);
    let mut out = Vec::new();
    let touched: Vec<CityId> = game
        .links
        .iter()
        .filter(|l| l.owner == seat && l.to.is_some())
        .flat_map(|l| [Some(l.from), l.to])
        .flatten()
        .collect();
    for &city in &touched {
        for colour in Goods::ALL {
            if rules::check_urbanise(game, data, seat, city, colour, false).is_err() {
                continue;
            }
            let mut after = game.clone();
            after.cities[city].colour = super::goods::CityColour::Goods(colour);
            let gain = potential(&after, data, seat, true) - before;
            if gain > 0.0 {
                out.push(Candidate {
                    action: RotwAction::Urbanise { city, colour },
                    value: gain * h.reuse().min(1.0) + 0.5,
                    cost: data.rules.urbanise_cost,
                });
            }
        }
    }
    out
}

fn take_cards(game: &RotwGame, data: &RotwData, seat: SeatId, h: Horizon) -> Vec<Candidate> {
    let mut out = Vec::new();
    let hub: BTreeMap<CityId, usize> = game
        .links
        .iter()
        .filter(|l| l.to.is_some())
        .flat_map(|l| [l.from, l.to.unwrap_or(l.from)])
        .fold(BTreeMap::new(), |mut m, c| {
            *m.entry(c).or_insert(0) += 1;
            m
        });
    let turns_left = game
        .end_turn
        .map_or(6.0, |t| (t + 1).saturating_sub(game.turn) as f32);
    for &card in &game.cards.display {
        let c = &data.rules.cards[card];
        if c.symbol == Symbol::GreenCircle {
            continue;
        }
        let (value, target) = match &c.effect {
            Effect::Hotel { .. } => {
                let city = data.card_cities[card].unwrap_or(CityId(0));
                (
                    0.4 * turns_left * (*hub.get(&city).unwrap_or(&0)).min(3) as f32,
                    CardTarget::None,
                )
            }
            Effect::Executive { .. } => (2.0, CardTarget::None),
            Effect::PerfectEngineering { .. } => (0.3, CardTarget::None),
            Effect::LandGrant => (0.8, CardTarget::None),
            Effect::NewIndustry => {
                let Some(Candidate {
                    action: RotwAction::Urbanise { city, colour },
                    value,
                    ..
                }) = urbanise(game, data, seat, h)
                    .into_iter()
                    .max_by(|a, b| a.value.total_cmp(&b.value))
                else {
                    continue;
                };
                (value, CardTarget::NewCity(city, colour))
            }
            Effect::CityGrowth { .. } => {
                let Some(&city) = hub.iter().max_by_key(|(_, n)| **n).map(|(c, _)| c) else {
                    continue;
                };
                (0.5, CardTarget::City(city))
            }
            _ => continue,
        };
        out.push(Candidate {
            action: RotwAction::TakeCard { card, target },
            value,
            cost: 0,
        });
    }
    out
}
