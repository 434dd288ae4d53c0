//! A new game: cubes drawn onto the cities, New City tiles and cards laid out, level-1 engines, no money.

use super::super::data::RotwData;
use super::super::goods::Cubes;
use super::super::ids::{CardId, LinkId};
use super::super::schema::Effect;
use super::super::state::{Auction, CardTable, CityState, Phase, Player, RotwGame, RotwOptions};
use super::bag;
use crate::kits::deck::Deck;
use rand_chacha::ChaCha8Rng;

/// Cubes a city starts with: its printed number, one fewer with 2–3 players but never below 1.
pub fn start_cubes(printed: u8, players: usize) -> u8 {
    if players <= 3 {
        printed.saturating_sub(1).max(1)
    } else {
        printed
    }
}

/// Sets up a game for `players` seats.
pub fn new_game(
    data: &RotwData,
    players: usize,
    options: RotwOptions,
    rng: &mut ChaCha8Rng,
) -> RotwGame {
    let r = &data.rules;
    let mut bag: Cubes = [r.cubes_per_colour; 5];
    let cities = data
        .cities
        .iter()
        .map(|c| {
            let mut cubes = [0; 5];
            for _ in 0..start_cubes(c.cubes, players) {
                if let Some(g) = bag::draw(&mut bag, rng) {
                    cubes[g.index()] += 1;
                }
            }
            CityState {
                colour: c.colour,
                cubes,
                empty_marker: false,
                western_link: None,
            }
        })
        .collect();
    let t = r.new_city_tiles;
    let cards = if options.cards {
        deal_cards(data, players, options, rng)
    } else {
        CardTable::default()
    };
    let mut game = RotwGame {
        options,
        players: vec![
            Player {
                engine: 1,
                ..Player::default()
            };
            players
        ],
        cities,
        bag,
        new_city_tiles: [0, t.yellow, t.blue, t.black, t.purple],
        links: Vec::new(),
        next_link: LinkId(1),
        layout: Default::default(),
        turn: 1,
        round: 1,
        phase: Phase::Over,
        first: 0,
        order: Vec::new(),
        acting: 0,
        extra_actions: 0,
        cards,
        end_turn: None,
        history: vec![vec![0; players]],
    };
    super::turn::start_turn(&mut game, data, 0);
    game
}

/// The operations cards at setup: the Start cards face up, then (rules version 2 on) the later
/// printing's Service Bounties — set aside, some dealt face up, the rest back to the box — and the
/// Major Lines when in play; the rest shuffled face down, 2 per player turned up.
fn deal_cards(
    data: &RotwData,
    players: usize,
    options: RotwOptions,
    rng: &mut ChaCha8Rng,
) -> CardTable {
    let r = &data.rules;
    let version = options.version;
    let in_game = |c: &CardId| r.cards[*c].since <= version;
    let bounty =
        |c: &CardId| version >= 2 && matches!(r.cards[*c].effect, Effect::ServiceBounty { .. });
    let major = |c: &CardId| matches!(r.cards[*c].effect, Effect::MajorLine { .. });
    let all = || CardId::all(r.cards.len()).filter(in_game);
    let mut display: Vec<CardId> = all().filter(|&c| r.cards[c].start).collect();
    let mut bounties = Deck::shuffled(all().filter(bounty).collect(), rng);
    display.extend((0..r.bounties_face_up).filter_map(|_| bounties.draw()));
    if options.major_lines {
        display.extend(all().filter(major));
    }
    let rest = all()
        .filter(|c| !r.cards[*c].start && !bounty(c) && !major(c))
        .collect();
    let mut deck = Deck::shuffled(rest, rng);
    for _ in 0..2 * players {
        if let Some(c) = deck.draw() {
            display.push(c);
        }
    }
    CardTable {
        deck,
        display,
        ..CardTable::default()
    }
}

/// A fresh auction opened by `opener`.
pub fn auction(players: usize, opener: usize) -> Phase {
    Phase::Auction(Auction {
        to_bid: opener,
        bids: vec![0; players],
        out: vec![false; players],
        dropped: Vec::new(),
        high: None,
    })
}
