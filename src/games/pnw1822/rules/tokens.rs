//! Majors' tokens: a station token ($100) in a city their track reaches with a free slot (never
//! two in one city), and the free destination token once the home reaches the destination.

use super::super::actions::Refusal;
use super::super::data::PnwData;
use super::super::state::*;
use super::graph;

/// The cities (hex, city) where the major could place a station token now.
pub fn places(data: &PnwData, game: &PnwGame, corp: CorpIx) -> Vec<(u16, u8)> {
    let reach = graph::reach(data, game, corp);
    game.slots
        .iter()
        .filter(|s| !s.tokens.contains(&Some(corp)) && open_slot(s, corp).is_some())
        .filter(|s| graph::reaches_city(data, game, &reach, (s.hex, s.city)))
        .map(|s| (s.hex, s.city))
        .collect()
}

/// A slot `corp` may take: free, and not held for another company's home (reserved slots are
/// the last free ones).
pub fn open_slot(s: &CitySlots, corp: CorpIx) -> Option<usize> {
    let free: Vec<usize> = (0..s.tokens.len())
        .filter(|&i| s.tokens[i].is_none())
        .collect();
    let held = s.reserved.iter().filter(|r| **r != corp).count();
    (free.len() > held).then(|| free[0])
}

/// Whether the major may place a token now.
pub fn can_place(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    let c = &game.corps[usize::from(corp)];
    c.tokens_left > 0
        && c.cash >= i64::from(data.game.token_price)
        && !places(data, game, corp).is_empty()
}

/// Places a $100 station token.
pub fn place(
    data: &PnwData,
    game: &mut PnwGame,
    corp: CorpIx,
    hex: u16,
    city: u8,
) -> Result<(), Refusal> {
    let price = i64::from(data.game.token_price);
    let c = &game.corps[usize::from(corp)];
    if c.tokens_left == 0 {
        return Err(Refusal::NotNow("another token"));
    }
    if c.cash < price {
        return Err(Refusal::Cash {
            need: price,
            have: c.cash,
        });
    }
    let slot = game
        .slots
        .iter()
        .position(|s| s.hex == hex && s.city == city)
        .ok_or(Refusal::Tile("no city there".into()))?;
    let s = &game.slots[slot];
    if s.tokens.contains(&Some(corp)) {
        return Err(Refusal::Tile(
            "the company already has a token there".into(),
        ));
    }
    if !game.lenient && !places(data, game, corp).contains(&(hex, city)) {
        return Err(Refusal::Tile("that city is out of reach or full".into()));
    }
    let free = game.slots[slot]
        .tokens
        .iter()
        .position(Option::is_none)
        .ok_or(Refusal::Tile("that city is full".into()))?;
    game.slots[slot].tokens[free] = Some(corp);
    let c = &mut game.corps[usize::from(corp)];
    c.tokens_left -= 1;
    c.cash -= price;
    c.tokens.push((hex, city));
    game.bank += price;
    Ok(())
}

/// The major's destination hex.
pub fn destination(data: &PnwData, corp: CorpIx) -> Option<u16> {
    let i = usize::from(corp).checked_sub(data.game.minors.len() + data.game.regionals.len())?;
    data.hex(&data.game.majors.get(i)?.destination)
}

/// Whether the major's home city is joined by track to its destination's city (walking as the
/// company's trains may: never through a city full of others' tokens). Only then does 18xx.games
/// place the destination token, and then it must: its step takes the token or a pass by
/// itself, and a player is never asked.
pub fn destination_reached(data: &PnwData, game: &PnwGame, corp: CorpIx) -> bool {
    let (Some(hex), Some(&home)) = (
        destination(data, corp),
        game.corps[usize::from(corp)].tokens.first(),
    ) else {
        return false;
    };
    let reach = graph::reach_from(data, game, corp, &[home]);
    game.slots
        .iter()
        .filter(|s| s.hex == hex)
        .any(|s| graph::reaches_city(data, game, &reach, (s.hex, s.city)))
}

/// Places the free destination token on the destination's city (an extra slot if it is full);
/// a station token of its own already there goes back to the charter.
pub fn place_destination(data: &PnwData, game: &mut PnwGame, corp: CorpIx) -> Result<(), Refusal> {
    let hex = destination(data, corp).ok_or(Refusal::NotNow("a destination token"))?;
    let slot = game
        .slots
        .iter()
        .position(|s| s.hex == hex)
        .ok_or(Refusal::Tile("no city there".into()))?;
    let s = &mut game.slots[slot];
    if let Some(t) = s.tokens.iter_mut().find(|t| **t == Some(corp)) {
        *t = None;
        game.corps[usize::from(corp)].tokens_left += 1;
        game.corps[usize::from(corp)]
            .tokens
            .retain(|x| *x != (hex, s.city));
    }
    let s = &mut game.slots[slot];
    match open_slot(s, corp) {
        Some(i) => s.tokens[i] = Some(corp),
        None => s.tokens.push(Some(corp)),
    }
    let city = s.city;
    let c = &mut game.corps[usize::from(corp)];
    c.destination_placed = true;
    c.tokens.push((hex, city));
    Ok(())
}
