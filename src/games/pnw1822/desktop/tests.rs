//! The table's handlers held to the rules: what the screen offers is the legal listing, its
//! clicks turn a tile through exactly the rotations the rules take, and people playing through
//! the screen's own handlers (bids typed, hexes clicked, tiles picked and turned, buttons
//! pressed) finish a whole game beside a bot.

use super::board::click;
use super::offers::Offers;
use super::state::PnwUi;
use crate::engine::Engine;
use crate::games::GameAction;
use crate::games::GameId;
use crate::games::pnw1822::actions::PnwAction;
use crate::games::pnw1822::data::pnw;
use crate::games::pnw1822::state::{EndReason, PnwGame};
use crate::games::pnw1822::{PnwEngine, bot, foreign};
use crate::table::session::Session;
use crate::table::{BotLevel, GameSetup, SeatKind};
use std::collections::BTreeSet;

/// What a person does on the table to take `action`, through the screen's handlers: types a bid
/// into the card's field and presses Bid; clicks the hex, picks the tile, clicks the hex until
/// the tile stands at the rotation, and confirms; clicks a city for a token; or presses the
/// action's button. `None` when the screen offers no way to it.
fn gesture(offers: &Offers, action: &PnwAction) -> Option<PnwAction> {
    let mut ui = PnwUi::default();
    match action {
        PnwAction::Bid { card, price } => {
            let offer = offers.bids.iter().find(|b| b.card == *card)?;
            Some(PnwAction::Bid {
                card: *card,
                price: offer.clamp(*price),
            })
        }
        PnwAction::LayTile {
            hex,
            tile,
            rotation,
            by,
            with,
        } => {
            click(offers, &mut ui, *hex, None);
            let at = offers.lays_at(*hex);
            let k = at
                .iter()
                .position(|o| o.tile == *tile && o.by == *by && o.with == *with)?;
            ui.tile = Some((k, at[k].rotations[0]));
            for _ in 0..6 {
                if ui.tile.map(|(_, r)| r) == Some(*rotation) {
                    break;
                }
                click(offers, &mut ui, *hex, None);
            }
            let (k, r) = ui.tile?;
            Some(at[k].action(ui.hex?, r))
        }
        PnwAction::PlaceToken { hex, city } => click(offers, &mut ui, *hex, Some(*city)),
        other => offers.others.iter().find(|a| *a == other).cloned(),
    }
}

fn game_of(session: &Session) -> PnwGame {
    session.world().resource::<PnwGame>().clone()
}

/// Two people and a greedy bot play the Short Scenario to its end. The people decide what a
/// greedy player would and take it through the screen's handlers, which must reach exactly that
/// action each time; the game ends by the rules (bank or market), and the final scores are the
/// rules' own.
#[test]
fn two_people_and_a_bot_play_a_whole_game_through_the_handlers() {
    let mut setup = GameSetup::new(
        GameId::Pnw1822,
        &[
            SeatKind::Human,
            SeatKind::Human,
            SeatKind::Bot(BotLevel::Greedy),
        ],
        5,
    );
    setup.options.insert("scenario".into(), "short".into());
    let mut session = Session::new(setup).expect("a game");
    let data = pnw();
    let mut by_hand = 0;
    for n in 0..6000 {
        session.play_bots().expect("the bot plays");
        let Some(seat) = session.to_act() else { break };
        let game = game_of(&session);
        let offers = Offers::of(data, &PnwEngine::legal(&game, seat));
        let wanted = bot::choose(data, &game, seat, BotLevel::Greedy, n).expect("a decision");
        let done = gesture(&offers, &wanted)
            .unwrap_or_else(|| panic!("the table offers no way to {wanted:?}"));
        assert_eq!(done, wanted, "the handlers reached another action");
        session
            .submit(seat, GameAction::Pnw1822(done))
            .expect("the rules take it");
        by_hand += 1;
    }
    assert!(by_hand > 100, "the people took {by_hand} actions");
    let game = game_of(&session);
    let ended = game.ended.expect("the game ended");
    assert_ne!(
        ended,
        EndReason::TurnLimit,
        "the game ended by the rules, not the stop"
    );
    let result = session.result().expect("a result");
    let totals: Vec<i64> = PnwEngine::scores(&game).iter().map(|s| s.total).collect();
    assert_eq!(
        result.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        totals
    );
}

/// On positions sampled from a recorded game, the table offers exactly the legal listing, and a
/// tile offered on a hex turns through exactly the rotations the rules accept there.
#[test]
fn the_tiles_and_rotations_offered_are_the_rules_legal_set() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pnw1822/1822PNW_game_end_bank.json"
    );
    let text = std::fs::read_to_string(path).expect("the recorded game");
    let record = (foreign::RECORDS.import)(&text).expect("it imports");
    let full = Session::replay(&record).expect("it replays");
    let data = pnw();
    let mut laid = 0;
    for n in (40..record.actions.len()).step_by(37) {
        let at = full.at_action(n).expect("a position");
        let Some(seat) = at.to_act() else { continue };
        let mut game = game_of(&at);
        game.lenient = false;
        let legal = PnwEngine::legal(&game, seat);
        let offers = Offers::of(data, &legal);
        let listed: BTreeSet<String> = legal.iter().map(|a| format!("{a:?}")).collect();
        let offered: BTreeSet<String> = offers.actions().iter().map(|a| format!("{a:?}")).collect();
        assert_eq!(offered, listed, "action {n}");
        for (&hex, tiles) in &offers.lays {
            for o in tiles {
                // A builder cube has no track to turn: it is laid as it is.
                let turns = if data.tile_info[usize::from(o.tile)].hidden {
                    1
                } else {
                    6
                };
                for r in 0..turns {
                    let ok = PnwEngine::check(&game, seat, &o.action(hex, r)).is_ok();
                    assert_eq!(ok, o.rotations.contains(&r), "action {n}: {o:?} at {r}");
                }
                laid += 1;
            }
        }
    }
    assert!(laid > 50, "the sample reaches many lays ({laid})");
}

/// A plan on a hex (off-turn, or where the decision lays nothing) lists every tile that fits it
/// as the board stands, whatever the phase: on an empty plain hex, the yellow track tiles, each
/// with the rotations that fit; and a click then turns the plan's tile as a lay's.
#[test]
fn a_plan_lists_what_fits_and_turns_like_a_lay() {
    use super::board::tiles_at;
    use super::offers::plan_tiles;
    use crate::games::pnw1822::rules::setup;
    use crate::games::pnw1822::schema::{Colour, ScenarioId};
    let data = pnw();
    let game =
        setup::new_game(data, ScenarioId::Full, 3, 7, setup::Options::default()).expect("a game");
    let hex = data
        .hexes
        .iter()
        .position(|h| h.colour == Colour::White && h.nodes.is_empty() && h.terrain.is_none())
        .expect("a plain hex") as u16;
    let plan = plan_tiles(data, &game, hex);
    assert!(!plan.is_empty());
    assert!(plan.iter().all(|o| {
        let info = &data.tile_info[usize::from(o.tile)];
        info.colour == Colour::Yellow && !o.rotations.is_empty()
    }));
    let offers = Offers::default();
    let mut ui = PnwUi::default();
    assert_eq!(click(&offers, &mut ui, hex, None), None);
    assert_eq!(ui.hex, Some(hex), "picked as a plan");
    ui.plan = Some((hex, plan.clone()));
    ui.tile = Some((0, plan[0].rotations[0]));
    click(&offers, &mut ui, hex, None);
    assert_eq!(
        ui.tile,
        Some((0, plan[0].next_rotation(plan[0].rotations[0])))
    );
    assert_eq!(tiles_at(&offers, &ui, hex), plan.as_slice());
}

/// Converting a minor, every share count's button shows the arithmetic before the player
/// confirms — the shares at the par named, the owner's cash change and the major's treasury —
/// and those are the figures the rules then make, on the conversions of the recorded games.
#[test]
fn a_conversion_s_buttons_show_the_arithmetic_the_rules_make() {
    use super::words::label;
    use crate::table::driver::WordArg;
    let data = pnw();
    let mut seen = 0;
    for name in [
        "1822PNW_game_end_bank",
        "1822PNW_game_end_stock_market",
        "179700",
        "165580",
    ] {
        let path = format!(
            "{}/tests/data/pnw1822/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).expect("the recorded game");
        let record = (foreign::RECORDS.import)(&text).expect("it imports");
        for (n, s) in record.actions.iter().enumerate() {
            let GameAction::Pnw1822(PnwAction::Choose { .. }) = &s.action else {
                continue;
            };
            let at = Session::replay(&crate::table::record::Record {
                actions: record.actions[..n].to_vec(),
                ..record.clone()
            })
            .expect("a position");
            let game = game_of(&at);
            let Some((major, par)) = game.stock().and_then(|sr| sr.converting) else {
                continue;
            };
            for a in PnwEngine::legal(&game, s.seat) {
                let words = label(data, &game, s.seat, &a);
                assert_eq!(words.key, "pnw-do-convert", "{a:?}");
                let arg = |k: &str| {
                    words
                        .args
                        .iter()
                        .find(|(n, _)| n == k)
                        .map(|(_, v)| v.clone())
                };
                let mut after = game.clone();
                crate::games::pnw1822::phases::act_in_place(&mut after, s.seat, &a).expect("legal");
                let paid = after.players[s.seat].cash - game.players[s.seat].cash;
                let shown = match arg("delta") {
                    Some(WordArg::Text(t)) => t,
                    other => panic!("{other:?}"),
                };
                let expected = match paid {
                    0 => "±$0".to_string(),
                    d if d > 0 => format!("+${d}"),
                    d => format!("−${}", -d),
                };
                assert_eq!(shown, expected);
                assert_eq!(
                    arg("treasury"),
                    Some(WordArg::Number(after.corps[usize::from(major)].cash))
                );
                assert_eq!(arg("par"), Some(WordArg::Number(i64::from(par))));
                seen += 1;
            }
        }
    }
    assert!(seen > 0, "the recorded games convert a minor");
}
