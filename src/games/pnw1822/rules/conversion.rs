//! Converting an associated minor into its major in the stock round (phase 5 on): the minor's
//! owner names a par price, then how many shares N (the president's certificate counting two)
//! they take for the minor's worth V = twice its price, the difference settled in cash between
//! them and the major; the minor's cash, trains and privates go to the major, its token becomes
//! the major's home token, and it closes. The same share-count formula as a merger's.

use super::super::actions::Refusal;
use super::super::data::PnwData;
use super::super::state::*;
use super::{merger, stock};
use crate::table::SeatId;

/// The associated minor of a major.
fn minor_of(game: &PnwGame, major: CorpIx) -> Option<CorpIx> {
    game.corps
        .iter()
        .position(|c| c.kind == Kind::Minor && c.major == Some(major) && !c.closed)
        .map(|i| i as CorpIx)
}

/// Whether `seat` may convert `major`'s associated minor: it floated and `seat` holds it.
pub fn convertible(game: &PnwGame, seat: SeatId, major: CorpIx) -> bool {
    let c = &game.corps[usize::from(major)];
    c.kind == Kind::Major
        && !c.parred
        && minor_of(game, major)
            .is_some_and(|m| game.corps[usize::from(m)].floated && game.president(m) == Some(seat))
}

/// The minor's worth, its cash and its owner's cash.
fn sums(game: &PnwGame, minor: CorpIx, seat: SeatId) -> (i64, i64, i64) {
    (
        2 * i64::from(game.price(minor).unwrap_or(0)),
        game.corps[usize::from(minor)].cash,
        game.players[seat].cash,
    )
}

/// The share counts a conversion at `par` allows.
fn counts(game: &PnwGame, minor: CorpIx, seat: SeatId, par: u32) -> Vec<u32> {
    let (value, cash, player) = sums(game, minor, seat);
    let par = i64::from(par);
    if 6 * par < value {
        // Six shares at $100 fall short of the worth: six at $100, if the minor's cash covers the
        // rest (a merger, as the site plays it, takes six at $100 whatever the cash).
        return if par == 100 && cash >= value - 600 {
            vec![6]
        } else {
            Vec::new()
        };
    }
    merger::share_counts(par, value, cash, player)
}

/// The par prices a conversion allows: those with some share count.
pub fn pars(data: &PnwData, game: &PnwGame, seat: SeatId, major: CorpIx) -> Vec<u32> {
    let Some(minor) = minor_of(game, major) else {
        return Vec::new();
    };
    stock::par_prices(data)
        .into_iter()
        .filter(|&p| p != 50 && !counts(game, minor, seat, p).is_empty())
        .collect()
}

/// The owner names the par price: the share count is asked next.
pub fn start(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    major: CorpIx,
    par: u32,
) -> Result<(), Refusal> {
    if game.phase < 4 {
        return Err(Refusal::NotNow("starting a major before phase 5"));
    }
    if game.players[seat].debt > 0 {
        return Err(Refusal::InDebt);
    }
    let options = pars(data, game, seat, major);
    if !options.contains(&par) {
        return Err(Refusal::BadChoice(
            options.iter().map(u32::to_string).collect(),
        ));
    }
    if let Round::Stock(sr) = &mut game.round {
        sr.converting = Some((major, par));
    }
    Ok(())
}

/// The owner names the share count: the major forms.
pub fn finish(
    data: &PnwData,
    game: &mut PnwGame,
    seat: SeatId,
    major: CorpIx,
    par: u32,
    choice: &str,
) -> Result<(), Refusal> {
    let minor = minor_of(game, major).ok_or(Refusal::WrongRound)?;
    let options = counts(game, minor, seat, par);
    let n = choice
        .parse::<u32>()
        .ok()
        .filter(|n| options.contains(n))
        .ok_or_else(|| Refusal::BadChoice(options.iter().map(u32::to_string).collect()))?;
    let (value, ..) = sums(game, minor, seat);
    merger::form_major(data, game, &[minor], major, (par, n), seat, value);
    // The minor's token becomes the major's home token.
    let home = game.corps[usize::from(minor)].tokens.first().copied();
    for s in &mut game.slots {
        for t in &mut s.tokens {
            if *t == Some(minor) {
                *t = (Some((s.hex, s.city)) == home).then_some(major);
            }
        }
    }
    if let Some(h) = home {
        game.corps[usize::from(major)].tokens.push(h);
    }
    if !game.since(2) {
        // Version 1 spent the charter's $100 token on the home.
        game.corps[usize::from(major)].tokens_left = 0;
    }
    stock::close(game, minor);
    game.corps[usize::from(minor)].certs = vec![Owner::Gone];
    if let Some(card) = data.corp_card(minor) {
        game.cards[usize::from(card)] = Owner::Gone;
    }
    Ok(())
}
