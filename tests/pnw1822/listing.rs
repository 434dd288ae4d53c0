//! The legal listing held to the recorded games: at positions sampled through every record,
//! the action the site took is one the listing offers (the table's highlights and the bots pick
//! from it, so a hole in it is a move nobody can make). Where the player names a number the
//! listing cannot spell out — a bid, a price agreed between companies, the routes run — the
//! listing need only offer that move on the same card, train or step.

use super::import::{FIXTURES, fixture};
use ferrovia::games::pnw1822::actions::PnwAction;
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::phases;
use ferrovia::games::pnw1822::replay::{replay_actions, replay_until};
use ferrovia::games::pnw1822::rules::{self, legal};
use ferrovia::games::pnw1822::state::{OrStep, Owner, PnwGame};

/// The same move, leaving aside the number the player names.
fn same_move(game: &PnwGame, listed: &PnwAction, taken: &PnwAction) -> bool {
    match (listed, taken) {
        (PnwAction::Bid { card: a, .. }, PnwAction::Bid { card: b, .. }) => a == b,
        (PnwAction::RunRoutes { .. }, PnwAction::RunRoutes { .. }) => true,
        // A minor's first-turn L is the depot's next, whichever copy a record names.
        (
            PnwAction::BuyTrain {
                variant: va,
                price: pa,
                ..
            },
            PnwAction::BuyTrain {
                variant: vb,
                price: pb,
                ..
            },
        ) if rules::operating::current_step(game) == Some(OrStep::Housekeeping) => {
            va == vb && pa == pb
        }
        // Another company's train changes hands as it runs, at a price agreed.
        (
            PnwAction::BuyTrain {
                train: a,
                exchange: None,
                ..
            },
            PnwAction::BuyTrain {
                train: b,
                exchange: None,
                ..
            },
        ) if matches!(game.trains[usize::from(*b)].owner, Owner::Corp(_)) => a == b,
        // Two powers laying together, named in either order.
        (
            PnwAction::LayTile {
                hex: ha,
                tile: ta,
                rotation: ra,
                by: ba,
                with: Some(wa),
            },
            PnwAction::LayTile {
                hex: hb,
                tile: tb,
                rotation: rb,
                by: bb,
                with: Some(wb),
            },
        ) => {
            (ha, ta, ra) == (hb, tb, rb)
                && (*ba == Some(*wb) && *bb == Some(*wa) || (ba, wa) == (bb, wb))
        }
        _ => listed == taken,
    }
}

#[test]
fn every_action_the_site_took_at_sampled_positions_is_in_the_legal_listing() {
    let data = pnw();
    let mut holes = Vec::new();
    for (name, ..) in FIXTURES {
        let export = fixture(name);
        let (_, applied) = replay_actions(data, &export, None).unwrap();
        let mut game = replay_until(data, &export, Some(0)).unwrap();
        let every = (applied.len() / 40).max(1);
        let mut checked = 0;
        for (i, (seat, action)) in applied.iter().enumerate() {
            // The players' agreement to stop, and the site's note of which train the Pullman
            // rides with (ours reads it from the routes run), are no moves of the listing.
            let noted = matches!(action, PnwAction::Choose { .. })
                && rules::operating::current_step(&game) == Some(OrStep::Route);
            if i % every == 0 && !matches!(action, PnwAction::EndGame) && !noted {
                let listed = legal::list(data, &game, *seat);
                // A move only an import takes (a record the site edited: a Seattle tile a
                // removed lay had made legal) is no move of a game played here.
                let strict = || {
                    let mut here = game.clone();
                    here.lenient = false;
                    phases::act(&mut here, *seat, action).is_ok()
                };
                if !listed.iter().any(|l| same_move(&game, l, action)) && strict() {
                    let kin: Vec<&PnwAction> = listed
                        .iter()
                        .filter(|l| std::mem::discriminant(*l) == std::mem::discriminant(action))
                        .take(6)
                        .collect();
                    holes.push(format!(
                        "{name} #{i}: {action:?} not listed (step {:?}; listed alike: {kin:?})",
                        rules::operating::current_step(&game)
                    ));
                }
                checked += 1;
            }
            phases::act(&mut game, *seat, action).unwrap();
        }
        println!("{name}: {checked} positions checked");
    }
    for h in &holes {
        println!("{h}");
    }
    assert!(holes.is_empty(), "{} holes in the listing", holes.len());
}
