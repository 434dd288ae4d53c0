//! Rules that change with the player count (hand fees, step limits), the setup's redraw, the
//! replaced building, the Simmental mini-expansion, and each objective card's immediate action.

use super::common::*;
use ferrovia::games::gwt::GwtGame;
use ferrovia::games::gwt::data::{TileKind, gwt};
use ferrovia::games::gwt::rules::{cards, trail};
use ferrovia::games::gwt::schema::{Amount, Effect};
use ferrovia::games::gwt::state::{Building, Choice, KcStep, Stage};
use ferrovia::games::gwt::{GwtAction as A, GwtRefusal};

/// A game of `seats` with seat 1's building `tile` (side `side`) on A-1.
fn with_building(seats: usize, tile: u8, side: char) -> GwtGame {
    let mut g = acting_at(seats, "A");
    clear_trail(&mut g);
    g.options.sides[usize::from(tile - 1)] = side;
    g.buildings[usize::from(space("A-1").0)] = Some(Building::Private { owner: 1, tile });
    g
}

#[test]
fn hand_fees_follow_the_player_count() {
    // 1a shows a green hand, 4a a black one, 7a both.
    for (seats, green, black) in [(2, 2, 2), (3, 2, 1), (4, 1, 2)] {
        for (tile, side, fee) in [(1, 'a', green), (4, 'a', black), (7, 'a', green + black)] {
            let g = with_building(seats, tile, side);
            assert_eq!(
                trail::fee(&g, gwt(), 0, space("A-1")),
                (fee, Some(1)),
                "{seats} players, building {tile}{side}"
            );
            assert_eq!(
                trail::fee(&g, gwt(), 1, space("A-1")).0,
                0,
                "no fee on one's own"
            );
        }
    }
}

#[test]
fn step_limits_follow_the_player_count_and_the_cleared_discs() {
    for (seats, start, dollar, vp) in [(2, 3, 1, 1), (3, 3, 2, 1), (4, 4, 2, 1)] {
        let mut g = new_game(seats, 5, &[]);
        assert_eq!(trail::step_limit(&g, gwt(), 0), start, "{seats} players");
        g.players[0].step_discs.0 = false;
        assert_eq!(trail::step_limit(&g, gwt(), 0), start + dollar);
        g.players[0].step_discs.1 = false;
        assert_eq!(trail::step_limit(&g, gwt(), 0), start + dollar + vp);
    }
}

#[test]
fn setup_draws_again_for_a_tile_without_room_and_loses_none() {
    let data = gwt();
    for seed in 0..400 {
        let g = new_game(2, seed, &[]);
        let on_trail = g.tiles.iter().flatten().count() + g.beside.iter().flatten().count();
        assert_eq!(on_trail, 7, "seed {seed}");
        assert!(g.gone.is_empty(), "seed {seed}: no tile left the game");
        // Each hazard section holds at most its four spaces.
        let kinds: Vec<String> = g
            .tiles
            .iter()
            .flatten()
            .filter_map(|&t| match data.tiles[usize::from(t)] {
                TileKind::Hazard { kind, .. } => Some(format!("{kind:?}")),
                _ => None,
            })
            .collect();
        for k in &kinds {
            assert!(kinds.iter().filter(|x| *x == k).count() <= 4, "seed {seed}");
        }
    }
}

#[test]
fn a_replaced_building_leaves_the_game_and_cannot_be_used_that_turn() {
    use ferrovia::games::gwt::rules::workers;
    let mut g = acting_at(2, "B");
    clear_trail(&mut g);
    g.buildings[usize::from(space("A-1").0)] = Some(Building::Private { owner: 0, tile: 1 });
    g.players[0].unbuilt.retain(|&t| t != 1);
    g.players[0].workers[1] = 3;
    g.players[0].money = 20;
    // Neutral B's build: the 1 (one builder) replaced by 5 (three) for the difference, $4.
    play(&mut g, A::Use(1)).unwrap();
    play(
        &mut g,
        A::Build {
            tile: 5,
            at: space("A-1"),
        },
    )
    .unwrap();
    assert_eq!(g.players[0].money, 16);
    assert_eq!(
        g.buildings[usize::from(space("A-1").0)],
        Some(Building::Private { owner: 0, tile: 5 })
    );
    let on_board = |g: &GwtGame, tile: u8| {
        g.buildings
            .iter()
            .flatten()
            .any(|b| *b == Building::Private { owner: 0, tile })
    };
    assert!(
        !on_board(&g, 1) && !g.players[0].unbuilt.contains(&1),
        "1 left the game"
    );
    // 10a needs 9 builders, more than a player can have: only by replacing, for the difference.
    g.players[0].workers[1] = 6;
    g.players[0].money = 50;
    let options = workers::build_options(&g, gwt(), 0, 2);
    assert!(options.contains(&(10, space("A-1"), 12)));
    assert!(
        !options
            .iter()
            .any(|&(t, at, _)| t == 10 && at != space("A-1"))
    );
    // Replaced while the herder stands on it: not usable this turn.
    let mut g = acting_at(2, "A-1");
    g.buildings[usize::from(space("A-1").0)] = Some(Building::Private { owner: 0, tile: 1 });
    workers::build(&mut g, 0, 5, space("A-1"), 0);
    assert_eq!(play(&mut g, A::Use(0)), Err(GwtRefusal::Slot));
}

#[test]
fn simmentals_count_once_and_grow_after_income() {
    let data = gwt();
    let mut g = new_game(2, 9, &[("simmental", "on")]);
    let calf = data.simmental[0][0];
    let heifer = data.simmental[1][0];
    // One Simmental counts, at its best value.
    let heifer_value = cards::cattle(data, heifer).unwrap().1;
    assert_eq!(
        cards::breeding_value(data, &[calf, heifer]),
        u32::from(heifer_value)
    );
    // At income, a calf in hand becomes a heifer on the discard pile; the income is the calf's.
    g.seat = 0;
    g.players[0].herder = Some(data.kansas_city());
    g.stage = Stage::KansasCity(KcStep::Income);
    g.players[0].hand = vec![calf];
    g.players[0].certificates = 0;
    let waiting = g.simmental[0].len();
    let money = g.players[0].money;
    play(&mut g, A::Income { to: 0 }).unwrap();
    let calf_value = cards::cattle(data, calf).unwrap().1;
    assert_eq!(g.players[0].money, money + u32::from(calf_value));
    assert_eq!(g.simmental[0].len(), waiting - 1);
    assert!(g.swapped.contains(&calf));
    let grown = *g.players[0].discard.last().unwrap();
    assert!(data.simmental[1].contains(&grown), "a heifer now");
}

#[test]
fn each_objective_cards_immediate_action_follows_its_play() {
    let playing = |immediate: Effect| {
        let mut g = acting_at(2, "A");
        clear_trail(&mut g);
        let card = objective_doing(&immediate);
        g.players[0].hand.push(card);
        g.players[0].money = 5;
        play(&mut g, A::PlayObjective(card)).unwrap();
        assert_eq!(g.players[0].objectives.last(), Some(&card));
        g
    };
    let g = playing(Effect::Money(Amount::Fixed(2)));
    assert_eq!(g.players[0].money, 7);
    let g = playing(Effect::Aux);
    assert_eq!(g.choice().map(|(c, _)| c.clone()), Some(Choice::Aux(true)));
    for n in [2, 3] {
        let g = playing(Effect::Engine(Amount::Fixed(n)));
        assert_eq!(g.choice().map(|(c, _)| c.clone()), Some(Choice::Engine(n)));
    }
    let g = playing(Effect::Walk(3));
    assert_eq!(
        g.choice().map(|(c, _)| c.clone()),
        Some(Choice::Herder {
            steps: 3,
            walk: true
        })
    );
    let g = playing(Effect::DrawUpTo(Amount::Fixed(3)));
    assert_eq!(
        g.choice().map(|(c, _)| c.clone()),
        Some(Choice::DrawUpTo { left: 3, drawn: 0 })
    );
}
