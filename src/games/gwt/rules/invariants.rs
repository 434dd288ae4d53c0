//! What holds after every action: money only moves between the bank and players, every card is in
//! one place, and every Kansas City supply tile is somewhere.

use crate::games::gwt::data::GwtData;
use crate::games::gwt::state::GwtGame;

/// Checks money, cards and tiles.
pub fn check(game: &GwtGame, data: &GwtData) -> Result<(), String> {
    let money: i64 = game.players.iter().map(|p| i64::from(p.money)).sum();
    if money != game.bank_out {
        return Err(format!(
            "players hold ${money} but the bank paid out ${} net",
            game.bank_out
        ));
    }

    let mut seen = vec![0u8; data.cards.len()];
    let mut places: Vec<&[crate::games::gwt::data::CardId]> = vec![
        &game.market,
        game.market_stack.cards(),
        &game.objective_display,
        game.objective_stack.cards(),
        &game.simmental[0],
        &game.simmental[1],
        &game.swapped,
    ];
    for p in &game.players {
        places.extend([
            p.stack.cards(),
            &p.hand[..],
            &p.discard[..],
            &p.removed[..],
            &p.objectives[..],
        ]);
    }
    for c in places.into_iter().flatten() {
        seen[usize::from(c.0)] += 1;
        if seen[usize::from(c.0)] > 1 {
            return Err(format!("card {} is in two places", c.0));
        }
    }
    let n = game.player_count();
    let simmental: usize = if game.options.simmental {
        data.simmental.iter().map(Vec::len).sum()
    } else {
        0
    };
    let expected = n * 14 + data.market.len() + data.general_objectives.len() + n + simmental;
    let held = seen.iter().filter(|&&s| s == 1).count();
    if held != expected {
        return Err(format!("{held} cards in play, the game has {expected}"));
    }

    let mut tiles: u32 = game.bags.iter().flatten().map(|&t| u32::from(t)).sum();
    tiles += game.tiles.iter().flatten().count() as u32;
    tiles += game.beside.iter().flatten().count() as u32;
    tiles += game.foresight.iter().flatten().flatten().count() as u32;
    tiles += game.jobs.cells.iter().flatten().count() as u32;
    tiles += game.gone.len() as u32;
    for p in &game.players {
        tiles += p.hazards.len() as u32 + u32::from(p.outlaws.0) + u32::from(p.outlaws.1);
        tiles += p.workers.iter().map(|&w| u32::from(w) - 1).sum::<u32>() + p.masters.len() as u32;
    }
    let printed: u32 = data.bags.iter().flatten().map(|&t| u32::from(t)).sum();
    if tiles != printed {
        return Err(format!(
            "{tiles} supply tiles on the table, the game has {printed}"
        ));
    }
    Ok(())
}
