//! The merger round (from phase 2, after every operating round): each floated minor in operating
//! order may merge with a minor of the same owner — an associated minor with an unassociated one —
//! when their track connects and some par price works; the associated minor's major forms with
//! both minors' cash, trains and privates, its owner choosing the par price, the shares taken for
//! the minors' worth, and what becomes of the other minor's token.

use super::super::actions::{PnwAction, Refusal};
use super::super::data::PnwData;
use super::super::state::*;
use super::{graph, operating, stock, tokens};
use crate::table::SeatId;

/// Opens a merger round over the floated minors, in operating order.
pub fn begin(data: &PnwData, game: &mut PnwGame) {
    let order: Vec<CorpIx> = operating::operating_order(game)
        .into_iter()
        .filter(|&c| game.corps[usize::from(c)].kind == Kind::Minor)
        .filter(|&c| !game.site_2023 || major_of(game, c).is_some())
        .collect();
    game.round = Round::Merger(MergerRound {
        order,
        at: 0,
        merging: None,
    });
    skip(data, game);
}

/// The major a minor is associated with.
pub fn major_of(game: &PnwGame, corp: CorpIx) -> Option<CorpIx> {
    game.corps.get(usize::from(corp))?.major
}

/// The minors' worth: twice the sum of their prices.
pub fn worth(game: &PnwGame, a: CorpIx, b: CorpIx) -> i64 {
    2 * i64::from(game.price(a).unwrap_or(0) + game.price(b).unwrap_or(0))
}

/// Share counts possible at `par` for minors worth `value` with `cash` between them, their
/// owner having `player` (none when six shares at par fall short of the worth).
pub fn share_counts(par: i64, value: i64, cash: i64, player: i64) -> Vec<u32> {
    if 6 * par < value {
        return Vec::new();
    }
    let least = ((value - cash - 1).div_euclid(par) + 1).max(2);
    let most = ((value + player.min(par - 1)).div_euclid(par)).min(6);
    (least..=most).map(|n| n as u32).collect()
}

/// The share counts the owner may take at `par` forming merger `m` (six at $100 when even six
/// shares at par fall short of the minors' worth).
pub fn merger_share_counts(game: &PnwGame, m: &Merging, par: u32) -> Vec<u32> {
    let value = worth(game, m.associated, m.unassociated);
    let cash =
        game.corps[usize::from(m.associated)].cash + game.corps[usize::from(m.unassociated)].cash;
    let player = game
        .president(m.associated)
        .map_or(0, |p| game.players[p].cash);
    let options = share_counts(i64::from(par), value, cash, player);
    if options.is_empty() && par == 100 && pays_the_rest(game, cash) {
        return vec![6];
    }
    options
}

/// Six shares at $100 for minors worth more: the treasury pays the owner what it can of the
/// rest. From rules version 9 not from an empty treasury — 18xx.games cannot pay $0 and refuses
/// the choice (`Spender.spend(0)`): its merger round still asks the minor (`pars` lists the
/// par), but no merger is made at that par (`workable_pars`).
fn pays_the_rest(game: &PnwGame, cash: i64) -> bool {
    !game.since(9) || cash > 0
}

/// The par prices a merger of `m`'s minors can be made at: `pars` with some share count.
pub fn workable_pars(data: &PnwData, game: &PnwGame, m: &Merging) -> Vec<u32> {
    pars(data, game, m.associated, m.unassociated)
        .into_iter()
        .filter(|&p| !merger_share_counts(game, m, p).is_empty())
        .collect()
}

/// Par prices possible for two minors.
pub fn pars(data: &PnwData, game: &PnwGame, a: CorpIx, b: CorpIx) -> Vec<u32> {
    let value = worth(game, a, b);
    let cash = game.corps[usize::from(a)].cash + game.corps[usize::from(b)].cash;
    let player = game.president(a).map_or(0, |p| game.players[p].cash);
    let mut pars: Vec<u32> = stock::par_prices(data)
        .into_iter()
        .filter(|p| *p != 50)
        .collect();
    pars.sort_unstable();
    if pars.iter().all(|&p| 6 * i64::from(p) < value) {
        // Worth more than six shares at any par: only $100 and six shares.
        return pars.into_iter().filter(|p| *p == 100).collect();
    }
    pars.into_iter()
        .filter(|&p| !share_counts(i64::from(p), value, cash, player).is_empty())
        .collect()
}

/// The minors `corp` may merge with: its owner's, of the other association, connected (either
/// reaches the other's token city), with some par price.
pub fn partners(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<CorpIx> {
    let owner = game.president(corp);
    let associated = major_of(game, corp).is_some();
    let mine = graph::reach(data, game, corp);
    (0..data.game.minors.len() as CorpIx)
        .filter(|&m| {
            let c = &game.corps[usize::from(m)];
            m != corp
                && c.floated
                && !c.closed
                && game.president(m) == owner
                && major_of(game, m).is_some() != associated
        })
        .filter(|&m| {
            let theirs = graph::reach(data, game, m);
            let home = |x: CorpIx| game.corps[usize::from(x)].tokens.first().copied();
            let reaches = |r: &graph::Reach, target: Option<(u16, u8)>| {
                target.is_some_and(|city| graph::reaches_city(data, game, r, city))
            };
            reaches(&mine, home(m))
                || reaches(&theirs, home(corp))
                || port_connected(data, &mine, &theirs)
        })
        .filter(|&m| {
            let (a, b) = if associated { (corp, m) } else { (m, corp) };
            !pars(data, game, a, b).is_empty()
        })
        .collect()
}

/// The two harbours (Port Townsend's E8, Bellingham's D9) join every network reaching one of
/// them, for mergers and acquisitions (never for running trains).
pub fn port_connected(data: &PnwData, a: &graph::Reach, b: &graph::Reach) -> bool {
    let ports: Vec<u16> = ["E8", "D9"].iter().filter_map(|h| data.hex(h)).collect();
    let at_port = |r: &graph::Reach| ports.iter().any(|p| r.touches(*p));
    at_port(a) && at_port(b)
}

/// Passes over minors with no partner; ends the round when none is left.
fn skip(data: &PnwData, game: &mut PnwGame) {
    loop {
        let Round::Merger(mr) = &game.round else {
            return;
        };
        if mr.merging.is_some() {
            return;
        }
        let Some(&corp) = mr.order.get(mr.at) else {
            super::scoring::note_round(data, game);
            if let Some(reason) = super::ending::turn_limit(game) {
                game.ended = Some(reason);
                return;
            }
            operating::after_merger(data, game);
            return;
        };
        let alive = !game.corps[usize::from(corp)].closed;
        if alive && !partners(data, game, corp).is_empty() {
            return;
        }
        if let Round::Merger(mr) = &mut game.round {
            mr.at += 1;
        }
    }
}

/// Applies a merger-round action by the minor's owner (the turn is checked by [`super::act`]).
pub fn act(data: &PnwData, game: &mut PnwGame, action: &PnwAction) -> Result<(), Refusal> {
    let corp = operating::operator(game).ok_or(Refusal::WrongRound)?;
    let Round::Merger(mr) = &game.round else {
        return Err(Refusal::WrongRound);
    };
    match (mr.merging.clone(), action) {
        (None, PnwAction::Pass) => {
            if let Round::Merger(mr) = &mut game.round {
                mr.at += 1;
            }
        }
        (None, PnwAction::Merge { partner }) => {
            if !game.lenient && !partners(data, game, corp).contains(partner) {
                return Err(Refusal::NotMergeable);
            }
            let (associated, unassociated) = if major_of(game, corp).is_some() {
                (corp, *partner)
            } else {
                (*partner, corp)
            };
            let major = major_of(game, associated).ok_or(Refusal::NotMergeable)?;
            let merging = Merging {
                associated,
                unassociated,
                major,
                par: None,
                shares: None,
            };
            if !game.lenient && workable_pars(data, game, &merging).is_empty() {
                return Err(Refusal::NotMergeable);
            }
            if let Round::Merger(mr) = &mut game.round {
                mr.merging = Some(merging);
            }
        }
        (Some(m), PnwAction::Choose { choice }) => choose(data, game, m, choice)?,
        _ => return Err(Refusal::NotNow("that")),
    }
    skip(data, game);
    Ok(())
}

fn choose(data: &PnwData, game: &mut PnwGame, m: Merging, choice: &str) -> Result<(), Refusal> {
    let value = worth(game, m.associated, m.unassociated);
    let player = game.president(m.associated).ok_or(Refusal::WrongRound)?;
    match (m.par, m.shares) {
        (None, _) => {
            let options = workable_pars(data, game, &m);
            let par = choice
                .parse::<u32>()
                .ok()
                .filter(|p| options.contains(p))
                .ok_or_else(|| Refusal::BadChoice(options.iter().map(u32::to_string).collect()))?;
            set(
                game,
                Merging {
                    par: Some(par),
                    ..m
                },
            );
        }
        (Some(par), None) => {
            let options = merger_share_counts(game, &m, par);
            let n = choice
                .parse::<u32>()
                .ok()
                .filter(|n| options.contains(n))
                .ok_or_else(|| Refusal::BadChoice(options.iter().map(u32::to_string).collect()))?;
            form(data, game, &m, par, n, player, value);
            if minor_on_destination(data, game, &m) {
                // No token choice: see `destination_tokens`.
                destination_tokens(game, &m);
                if let Round::Merger(mr) = &mut game.round {
                    mr.merging = None;
                    mr.at += 1;
                }
            } else {
                set(
                    game,
                    Merging {
                        shares: Some(n),
                        ..m
                    },
                );
            }
        }
        (Some(_), Some(_)) => {
            // The site reads any answer but `replace` as the exchange, so an import takes one
            // (a share count clicked twice answered it in one record); a game here asks again.
            if !game.lenient && choice != "replace" && choice != "exchange" {
                return Err(Refusal::BadChoice(vec![
                    "replace".into(),
                    "exchange".into(),
                ]));
            }
            tokens(data, game, &m, choice == "replace");
            if let Round::Merger(mr) = &mut game.round {
                mr.merging = None;
                mr.at += 1;
            }
        }
    }
    Ok(())
}

fn set(game: &mut PnwGame, m: Merging) {
    if let Round::Merger(mr) = &mut game.round {
        mr.merging = Some(m);
    }
}

/// The major forms from both minors, its charter holding one token (the exchange tokens do the
/// rest, see `tokens`).
fn form(
    data: &PnwData,
    game: &mut PnwGame,
    m: &Merging,
    par: u32,
    n: u32,
    player: SeatId,
    value: i64,
) {
    form_major(
        data,
        game,
        &[m.associated, m.unassociated],
        m.major,
        (par, n),
        player,
        value,
    );
}

/// A major formed from minors (a merger's two, a conversion's one): their cash, trains and
/// privates move to it, it floats at `par` on the market, and `player` takes `n` shares (the
/// president's certificate counting two) for the minors' worth `value`, the difference settled
/// in cash between the player and the major.
pub fn form_major(
    data: &PnwData,
    game: &mut PnwGame,
    minors: &[CorpIx],
    major: CorpIx,
    (par, n): (u32, u32),
    player: SeatId,
    value: i64,
) {
    for &minor in minors {
        super::acquisitions::hand_over(game, minor, major);
    }
    stock::float_at(data, game, major, par);
    let c = &mut game.corps[usize::from(major)];
    c.floated = true;
    c.parred = true;
    // The charter's $0 home token stands where a minor's did; its $100 token stays to be placed.
    c.tokens_left = 1;
    for k in 0..(n - 1) as usize {
        game.hand(major, k, Owner::Player(player));
    }
    let shares_value = i64::from(n) * i64::from(par);
    let major_cash = &mut game.corps[usize::from(major)].cash;
    if shares_value > value {
        game.players[player].cash -= shares_value - value;
        *major_cash += shares_value - value;
    } else {
        // The share-count formula keeps this within the minors' cash.
        let paid = (value - shares_value).min(*major_cash);
        *major_cash -= paid;
        game.players[player].cash += paid;
    }
}

/// Whether the associated minor's city is its major's destination (only after P20 gave the
/// association to the minor whose home that is: minor 3 for GNR, minor 10 for NP).
fn minor_on_destination(data: &PnwData, game: &PnwGame, m: &Merging) -> bool {
    let city = game.corps[usize::from(m.associated)].tokens.first();
    city.is_some_and(|(hex, _)| tokens::destination(data, m.major) == Some(*hex))
}

/// The merger's special case (the site's `process_minor_on_destination`): the major's home
/// token replaces the unassociated minor's, which becomes its home, and its destination token
/// the associated minor's — reached at once; no exchange token moves.
fn destination_tokens(game: &mut PnwGame, m: &Merging) {
    let major = m.major;
    let city =
        |game: &PnwGame, minor: CorpIx| game.corps[usize::from(minor)].tokens.first().copied();
    let (home, destination) = (city(game, m.unassociated), city(game, m.associated));
    for s in &mut game.slots {
        for t in &mut s.tokens {
            if *t == Some(m.associated) || *t == Some(m.unassociated) {
                *t = Some(major);
            }
        }
    }
    let c = &mut game.corps[usize::from(major)];
    c.tokens.extend(home.into_iter().chain(destination));
    c.home = home.map(|(hex, _)| hex);
    c.destination_placed = destination.is_some();
    for minor in [m.associated, m.unassociated] {
        stock::close(game, minor);
        game.corps[usize::from(minor)].certs = vec![Owner::Gone];
    }
}

/// The minors' tokens: the associated one becomes the major's home; the other is replaced by a
/// major token or given up for an available token. Both minors close.
fn tokens(_data: &PnwData, game: &mut PnwGame, m: &Merging, replace: bool) {
    let major = m.major;
    // An exchange token leaves the charter: onto the other minor's city, or to the available
    // tokens.
    let c = &mut game.corps[usize::from(major)];
    c.exchange_tokens = c.exchange_tokens.saturating_sub(1);
    if !replace {
        c.tokens_left += 1;
    }
    for (minor, keep) in [(m.associated, true), (m.unassociated, replace)] {
        let home = game.corps[usize::from(minor)].tokens.first().copied();
        for s in &mut game.slots {
            for t in &mut s.tokens {
                if *t == Some(minor) {
                    *t = if keep && Some((s.hex, s.city)) == home {
                        Some(major)
                    } else {
                        None
                    };
                }
            }
        }
        if keep && let Some(h) = home {
            game.corps[usize::from(major)].tokens.push(h);
        }
        stock::close(game, minor);
        game.corps[usize::from(minor)].certs = vec![Owner::Gone];
    }
}
