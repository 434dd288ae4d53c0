//! Conservation under random legal play (2 to 5 seats), checked after every action from the box's
//! data and the state alone, not through `rules::invariants`: each of the tiles in play is in
//! exactly one place (board, pile, face-up row, a hand), the 30 shares are held, in their piles or
//! out of the game, the 60 goods are held or in the supply, nobody holds more than 10 goods, no
//! turn spends more than 4 tokens, and a train once parked stays parked.

use super::common::{data, fresh};
use ferrovia::engine::Engine;
use ferrovia::games::whistle_stop::state::{TrainAt, WsGame};
use ferrovia::games::whistle_stop::{WsEngine, rules};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn ledgers(game: &WsGame) -> Result<(), String> {
    let mut tiles: Vec<u8> = game.board.iter().flatten().map(|l| l.tile.0).collect();
    tiles.extend(game.pile.cards().iter().map(|t| t.0));
    tiles.extend(game.face_up.iter().map(|t| t.0));
    for p in &game.players {
        tiles.extend(p.hand.iter().map(|t| t.0));
    }
    let n = tiles.len();
    tiles.sort_unstable();
    tiles.dedup();
    // 78 tiles less the 2 end tiles left in the box.
    if n != 76 || tiles.len() != n {
        return Err(format!("{n} tiles in play, {} distinct", tiles.len()));
    }
    let shares = game.retired.len()
        + game.shares.iter().map(Vec::len).sum::<usize>()
        + game.players.iter().map(|p| p.shares.len()).sum::<usize>();
    if shares != 30 {
        return Err(format!("{shares} shares"));
    }
    let goods: u32 = game.supply.iter().map(|&n| u32::from(n)).sum::<u32>()
        + game.players.iter().map(|p| p.goods_held()).sum::<u32>();
    if goods != 60 {
        return Err(format!("{goods} goods"));
    }
    if game.players.iter().any(|p| p.goods_held() > 10) {
        return Err("more than 10 goods".into());
    }
    if game.turn.tokens > 4 {
        return Err(format!("{} tokens in one turn", game.turn.tokens));
    }
    Ok(())
}

fn random_game(seats: usize, seed: u64, limit: usize) -> Result<(), String> {
    let mut game = fresh(seats, seed);
    let mut pick = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    ledgers(&game)?;
    for _ in 0..limit {
        let Some(seat) = game.to_act() else { break };
        let view = WsEngine::seat_view(&game, seat);
        let legal = WsEngine::legal(&view, seat);
        if legal.is_empty() {
            return Err(format!(
                "no legal action for seat {seat} in {:?}",
                game.phase
            ));
        }
        let action = legal[pick.random_range(0..legal.len())].clone();
        let parked: Vec<bool> = game
            .trains
            .iter()
            .map(|t| matches!(t.at, TrainAt::Parked(_)))
            .collect();
        rules::act(&mut game, data(), seat, &action, &mut rng)
            .map_err(|e| format!("{action:?}: {e}"))?;
        ledgers(&game).map_err(|e| format!("after {action:?}: {e}"))?;
        for (t, was) in game.trains.iter().zip(parked) {
            if was && !matches!(t.at, TrainAt::Parked(_)) {
                return Err("a parked train moved".into());
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_conserves_tiles_shares_and_goods(seats in 2usize..=5, seed in 0u64..10_000) {
        prop_assert_eq!(random_game(seats, seed, 600), Ok(()));
    }
}
