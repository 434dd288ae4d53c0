//! Setting up a game for 2–4 players, every step of the rulebook's setup in its order.

use super::supply;
use crate::games::gwt::data::GwtData;
use crate::games::gwt::state::{Building, GwtGame, GwtOptions, JobMarket, Player, Stage};
use crate::kits::bag;
use crate::kits::deck::Deck;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// How the neutral buildings are placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NeutralPlacement {
    /// Each letter on its printed space (the first game).
    Printed,
    /// Shuffled onto the seven spaces.
    Random,
}

/// A new game.
pub fn new_game(
    data: &GwtData,
    players: usize,
    options: GwtOptions,
    neutral: NeutralPlacement,
    rng: &mut ChaCha8Rng,
) -> GwtGame {
    let count = &data.file.player_counts[players - 2];
    let spaces = data.spaces.len();

    // 1. Five of the nine station masters, face up.
    let mut masters: Vec<u8> = (0..data.file.station_masters.len() as u8).collect();
    masters.shuffle(rng);
    let masters: Vec<Option<u8>> = masters.into_iter().take(5).map(Some).collect();

    // 2. The neutral buildings.
    let mut letters: Vec<u8> = (0..data.neutral_spaces.len() as u8).collect();
    if neutral == NeutralPlacement::Random {
        letters.shuffle(rng);
    }
    let mut buildings = vec![None; spaces];
    for (space, letter) in data.neutral_spaces.iter().zip(letters) {
        buildings[usize::from(space.0)] = Some(Building::Neutral(letter));
    }

    let mut game = GwtGame {
        options,
        players: Vec::new(),
        buildings,
        tiles: vec![None; spaces],
        beside: [None; 3],
        bags: data.bags.clone(),
        foresight: [[None; 2]; 3],
        gone: Vec::new(),
        jobs: JobMarket {
            columns: count.columns,
            cells: vec![None; 12 * usize::from(count.columns)],
            token_row: 0,
        },
        market: Vec::new(),
        market_stack: Deck::stacked(Vec::new()),
        simmental: [Vec::new(), Vec::new()],
        swapped: Vec::new(),
        objective_display: Vec::new(),
        objective_stack: Deck::stacked(Vec::new()),
        masters,
        stations: vec![Vec::new(); data.file.railroad.stations.len()],
        cities: vec![Vec::new(); data.file.railroad.cities.len()],
        bank_out: 0,
        seat: 0,
        turn: 1,
        stage: Stage::Opening,
        todo: Vec::new(),
        used_buildings: Vec::new(),
        ending: None,
        delivery_value: 0,
        shown: Vec::new(),
    };

    // 5. Seven tiles from bag 1 onto the trail; one without room goes back and another is drawn.
    let mut placed = 0;
    while placed < 7 {
        let Some(tile) = bag::draw(&mut game.bags[0], rng) else {
            break;
        };
        if supply::place_on_trail(&mut game, data, tile as u8) {
            placed += 1;
        } else {
            game.bags[0][tile] += 1;
        }
    }
    // 6. Workers from bag 2 into the job market: a full first row, then the second up to the token.
    for _ in 0..2 * usize::from(count.columns) - 1 {
        if let Some(tile) = bag::draw(&mut game.bags[1], rng) {
            supply::place_worker(&mut game, data, tile as u8);
        }
    }
    // 7. Two foresight tiles from each bag.
    supply::refill_foresight(&mut game, rng);

    // 11–17. Each player's board, deck, starting objective, money and hand.
    let mut starting = data.starting_objectives.clone();
    starting.shuffle(rng);
    for seat in 0..players {
        let start = &data.file.seats[seat];
        let mut p = Player {
            money: u32::from(start.dollars),
            hand: Vec::new(),
            stack: Deck::shuffled(data.starters[seat].clone(), rng),
            discard: Vec::new(),
            removed: Vec::new(),
            objectives: starting.get(seat).copied().into_iter().collect(),
            herder: None,
            workers: [1, 1, 1],
            unbuilt: (1..=12).collect(),
            aux: [0; 5],
            step_discs: (true, true),
            hand_discs: 2,
            cert_discs: (true, true),
            certificates: 0,
            permanent: 0,
            exchange_tokens: start.exchange_tokens,
            hazards: Vec::new(),
            outlaws: (0, 0),
            masters: Vec::new(),
            engine: 0,
            job_token: false,
        };
        for (i, a) in data.file.aux.iter().enumerate() {
            p.aux[i] = a.discs;
        }
        for _ in 0..start.cards {
            if let Some(c) = p.stack.draw() {
                p.hand.push(c);
            }
        }
        game.bank_out += i64::from(start.dollars);
        game.players.push(p);
    }
    // 8. (after the players: its size depends on their count) The cattle market (Simmental calves join the stack; heifers and cows wait beside it).
    let mut stack = data.market.clone();
    if game.options.simmental {
        stack.extend(&data.simmental[0]);
        game.simmental = [data.simmental[1].clone(), data.simmental[2].clone()];
    }
    game.market_stack = Deck::shuffled(stack, rng);
    supply::refill_market(&mut game, data);

    // 9. The general objectives: four face up.
    game.objective_stack = Deck::shuffled(data.general_objectives.clone(), rng);
    for _ in 0..4 {
        if let Some(c) = game.objective_stack.draw() {
            game.objective_display.push(c);
        }
    }

    game
}
