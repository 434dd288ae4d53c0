//! The table's handlers held to the rules: what the screen offers is the legal listing, its
//! clicks turn a tile through exactly the rotations the rules take, and people playing through
//! the screen's own handlers (bids typed, hexes clicked, tiles picked and turned, buttons
//! pressed) finish a whole game beside a bot; the table's words say what the rules mean.

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
fn gesture(game: &PnwGame, offers: &Offers, action: &PnwAction) -> Option<PnwAction> {
    let mut ui = PnwUi::default();
    match action {
        // The run as the editor starts it: the rules' best run, Run pressed.
        PnwAction::RunRoutes { .. } if super::board::offered_run(offers).is_some() => {
            let corp = crate::games::pnw1822::rules::operating::operator(game)?;
            let offered = super::board::offered_run(offers)?;
            super::run_edit::RunEdit::new(pnw(), game, corp, offered, 0).action()
        }
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

/// A button's cash words say the change the rules made: `+$n`, `−$n` or `±$0`.
fn shows_cash_change(shown: Option<crate::table::driver::WordArg>, paid: i64) {
    let expected = match paid {
        0 => "±$0".to_string(),
        d if d > 0 => format!("+${d}"),
        d => format!("−${}", -d),
    };
    assert_eq!(
        shown,
        Some(crate::table::driver::WordArg::Text(expected)),
        "the cash change"
    );
}

/// The button's words for `action`, and the game after the rules take it.
fn label_and_after(
    game: &PnwGame,
    seat: crate::table::SeatId,
    action: &PnwAction,
) -> (crate::table::driver::Words, PnwGame) {
    let words = super::words::label(pnw(), game, seat, action);
    let mut after = game.clone();
    crate::games::pnw1822::phases::act_in_place(&mut after, seat, action).expect("legal");
    (words, after)
}

/// The argument `key` of `words`.
fn word_arg(
    words: &crate::table::driver::Words,
    key: &str,
) -> Option<crate::table::driver::WordArg> {
    words
        .args
        .iter()
        .find(|(n, _)| n == key)
        .map(|(_, v)| v.clone())
}

/// The full recorded game (an 18xx.games export), imported and replayed to its end.
fn full_recorded_game() -> (crate::table::record::Record, Session) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pnw1822/1822PNW_game_end_bank.json"
    );
    let text = std::fs::read_to_string(path).expect("the recorded game");
    let record = (foreign::RECORDS.import)(&text).expect("it imports");
    let full = Session::replay(&record).expect("it replays");
    (record, full)
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
        let done = gesture(&game, &offers, &wanted)
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
    let (record, full) = full_recorded_game();
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
    use crate::table::driver::WordArg;
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
                let (words, after) = label_and_after(&game, s.seat, &a);
                assert_eq!(words.key, "pnw-do-convert", "{a:?}");
                let arg = |k: &str| word_arg(&words, k);
                shows_cash_change(
                    arg("delta"),
                    after.players[s.seat].cash - game.players[s.seat].cash,
                );
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

/// Runs edited through the table's handlers on the recorded games' route steps: the editor
/// starts at the rules' best run; each route taken off and clicked back stop by stop (the
/// shortest track between clicks) makes a run the rules accept at the revenue the editor shows;
/// the routes 18xx.games players actually ran, clicked stop by stop, are accepted at the
/// revenue the rules give them; and a route run past its train's length is refused with the
/// rules' reason.
#[test]
fn an_edited_route_earns_what_the_rules_say_and_a_bad_one_is_refused_with_why() {
    use super::run_edit::RunEdit;
    use crate::games::pnw1822::rules::{operating, routes};
    use crate::table::driver::WordArg;
    let data = pnw();
    let (record, full) = full_recorded_game();
    let (mut rebuilt, mut same, mut recorded, mut refused) = (0, 0, 0, 0);
    let runs: Vec<usize> = (0..record.actions.len())
        .filter(|&n| {
            matches!(&record.actions[n].action,
                GameAction::Pnw1822(PnwAction::RunRoutes { routes }) if !routes.is_empty())
        })
        .collect();
    for &n in runs.iter().step_by(4) {
        let at = full.at_action(n).expect("a position");
        let seat = at.to_act().expect("someone runs");
        let mut game = game_of(&at);
        game.lenient = false;
        let corp = operating::operator(&game).expect("a company runs");
        let offers = Offers::of(data, &PnwEngine::legal(&game, seat));
        let offered = super::board::offered_run(&offers).expect("a best run");
        let best = RunEdit::new(data, &game, corp, offered, 0);
        assert_eq!(
            best.action().as_ref(),
            offers
                .others
                .iter()
                .find(|a| matches!(a, PnwAction::RunRoutes { .. })),
            "action {n}: the editor starts at the best run"
        );
        // Each route taken off and clicked back.
        for k in 0..best.routes.len() {
            let stops = best.routes[k].stops.clone();
            if stops.len() < 2 {
                continue;
            }
            let mut edit = best.clone();
            edit.picked = k;
            edit.clear(data, &game);
            for &(hex, _) in &stops {
                edit.click(data, &game, hex);
            }
            same += usize::from(edit.routes[k].stops == stops);
            if let Some(action) = edit.action() {
                assert!(
                    PnwEngine::check(&game, seat, &action).is_ok(),
                    "action {n}: the rules take the edited run {action:?}"
                );
                rebuilt += 1;
            }
            // One stop more than the train runs is refused with the rules' reason.
            let limit = game.trains[usize::from(edit.routes[k].train)]
                .runs_as
                .trim_end_matches('+')
                .parse::<usize>()
                .ok();
            if limit == Some(edit.routes[k].stops.len()) && !edit.routes[k].pullman {
                for h in 0..data.hexes.len() as u16 {
                    let mut longer = edit.clone();
                    longer.click(data, &game, h);
                    if longer.routes[k].stops.len() > stops.len()
                        && let Err(words) = &longer.priced
                    {
                        assert_eq!(words.key, "pnw-refuse-route");
                        assert!(words.args.contains(&(
                            "why".to_string(),
                            WordArg::Key("pnw-why-too-many-stops".to_string())
                        )));
                        refused += 1;
                        break;
                    }
                }
            }
        }
        // The run the player made, clicked stop by stop.
        let GameAction::Pnw1822(PnwAction::RunRoutes { routes: played }) =
            &record.actions[n].action
        else {
            unreachable!()
        };
        let specs: Vec<_> = played.iter().map(|r| r.route.clone()).collect();
        let traces = routes::trace(data, &game, corp, &specs);
        let mut edit = best.clone();
        for k in 0..edit.routes.len() {
            edit.picked = k;
            edit.clear(data, &game);
        }
        for (spec, trace) in specs.iter().zip(&traces) {
            let Some(trace) = trace else { continue };
            edit.picked = edit
                .routes
                .iter()
                .position(|r| r.train == spec.train)
                .expect("the train runs");
            for &(hex, _) in &trace.stops {
                edit.click(data, &game, hex);
            }
        }
        let rules = routes::run_revenue(data, &game, corp, &specs).map(|r| r.revenues);
        let stops_of = |t: &Option<routes::Trace>| t.as_ref().map(|t| t.stops.clone());
        let clicked: Vec<_> = edit
            .traces
            .iter()
            .flatten()
            .map(|t| t.stops.clone())
            .collect();
        let ran: Vec<_> = traces.iter().filter_map(stops_of).collect();
        if let (Some(action), Ok(revenues)) = (edit.action(), &rules)
            && clicked == ran
        {
            let PnwAction::RunRoutes { routes: mine } = &action else {
                unreachable!()
            };
            let shown: Vec<i64> = mine.iter().map(|r| r.revenue).collect();
            assert_eq!(
                shown.iter().sum::<i64>(),
                revenues.iter().sum::<i64>(),
                "action {n}: the rules' revenue"
            );
            assert!(PnwEngine::check(&game, seat, &action).is_ok());
            recorded += 1;
        }
    }
    assert!(rebuilt > 20, "routes rebuilt by clicks: {rebuilt}");
    assert!(
        same * 10 >= rebuilt * 8,
        "the shortest track finds the route: {same}/{rebuilt}"
    );
    assert!(recorded > 5, "recorded runs rebuilt: {recorded}");
    assert!(refused > 0, "a route run too long is refused");
}

/// In a merger, every button shows the arithmetic the rules then make, on the mergers of the
/// recorded games: merging names the major and the minors' worth; a par price the share counts
/// the rules then offer; a share count the cash it moves and the major's treasury after; the
/// token answer what becomes of the other minor's token.
#[test]
fn a_merger_s_buttons_show_the_arithmetic_the_rules_make() {
    use crate::games::pnw1822::rules::merger;
    use crate::games::pnw1822::state::Round;
    use crate::table::driver::WordArg;
    let mut seen = std::collections::BTreeMap::<String, usize>::new();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pnw1822");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the recorded games")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("the recorded game");
        let Ok(record) = (foreign::RECORDS.import)(&text) else {
            continue;
        };
        let Ok(full) = Session::replay(&record) else {
            continue;
        };
        for (n, s) in record.actions.iter().enumerate() {
            if !matches!(
                &s.action,
                GameAction::Pnw1822(PnwAction::Merge { .. } | PnwAction::Choose { .. })
            ) {
                continue;
            }
            let at = full.at_action(n).expect("a position");
            let mut game = game_of(&at);
            game.lenient = false;
            let Round::Merger(mr) = &game.round else {
                continue;
            };
            let merging = mr.merging.clone();
            for a in PnwEngine::legal(&game, s.seat) {
                let (words, after) = label_and_after(&game, s.seat, &a);
                let arg = |k: &str| word_arg(&words, k);
                match (&a, &merging) {
                    (PnwAction::Merge { partner }, None) => {
                        let corp = crate::games::pnw1822::rules::operating::operator(&game)
                            .expect("a minor");
                        assert_eq!(words.key, "pnw-do-merge-into");
                        assert_eq!(
                            arg("worth"),
                            Some(WordArg::Number(merger::worth(&game, corp, *partner)))
                        );
                    }
                    (PnwAction::Choose { choice }, Some(m)) if m.par.is_none() => {
                        assert!(words.key.starts_with("pnw-do-merge-par"), "{}", words.key);
                        // The share counts the rules then ask about.
                        let counts: Vec<i64> = PnwEngine::legal(&after, s.seat)
                            .iter()
                            .filter_map(|a| match a {
                                PnwAction::Choose { choice } => choice.parse().ok(),
                                _ => None,
                            })
                            .collect();
                        assert_eq!(
                            arg("least"),
                            counts.iter().min().map(|&n| WordArg::Number(n)),
                            "{choice}"
                        );
                        assert_eq!(
                            arg("most"),
                            counts.iter().max().map(|&n| WordArg::Number(n))
                        );
                    }
                    (PnwAction::Choose { .. }, Some(m)) if m.shares.is_none() => {
                        assert_eq!(words.key, "pnw-do-convert");
                        assert_eq!(
                            arg("treasury"),
                            Some(WordArg::Number(after.corps[usize::from(m.major)].cash))
                        );
                        shows_cash_change(
                            arg("delta"),
                            after.players[s.seat].cash - game.players[s.seat].cash,
                        );
                    }
                    (PnwAction::Choose { choice }, Some(_)) => {
                        let key = if choice == "replace" {
                            "pnw-do-merge-replace"
                        } else {
                            "pnw-do-merge-exchange"
                        };
                        assert_eq!(words.key, key);
                    }
                    _ => continue,
                }
                *seen.entry(words.key.clone()).or_default() += 1;
            }
        }
    }
    for key in [
        "pnw-do-merge-into",
        "pnw-do-merge-par",
        "pnw-do-convert",
        "pnw-do-merge-replace",
        "pnw-do-merge-exchange",
    ] {
        assert!(
            seen.get(key).is_some_and(|&n| n > 0),
            "{key} seen: {seen:?}"
        );
    }
}

#[test]
fn a_broken_bank_says_so_instead_of_showing_a_sum_below_zero() {
    use crate::ui::i18n::{Language, Locale};
    let l = Locale::new(Language::En);
    assert_eq!(super::panels::bank_line(&l, 1200), "Bank $1200");
    assert_eq!(
        super::panels::bank_line(&l, -2753),
        "Bank broken ($2753 beyond)"
    );
}
