//! A game played here as an 18xx.games game file: what the site's "Copy data" gives and its
//! "Import hotseat game" takes (`id`, `title`, `players`, `settings`, `actions`), so a group can
//! carry a game there and play on, and so the site's own engine can check every move we made
//! (`ferrovia export SAVE --18xx OUT.json`; README, "1822PNW and 18xx.games").
//!
//! The record is replayed through our rules; each action is written in the site's own form,
//! named as the site names things: players by id (seat + 1), companies and privates by their
//! ids, trains `<name>-<index>`, tiles `<name>-<copy>` (the copy our rules took, as the site's
//! supply hands them out), cities `<tile>-<copy>-<city>`, shares `<company>_<certificate>`.

use super::actions::{DividendKind, PnwAction, RunRoute};
use super::data::PnwData;
use super::import::Scenario;
use super::rules::routes::Course;
use super::rules::{self, operating, tokens};
use super::schema::{ScenarioId, market_cell};
use super::state::{Owner, PnwGame, Round};
use super::{PnwEngine, phases};
use crate::engine::Engine;
use crate::table::SeatId;
use crate::table::record::Record;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{Map, Value, json};

/// The site's title of a scenario.
pub fn title(scenario: ScenarioId) -> &'static str {
    match scenario {
        ScenarioId::Full => "1822PNW",
        ScenarioId::Short => "1822PNW Short Scenario",
        ScenarioId::Southern => "1822PNW SRS",
    }
}

impl From<ScenarioId> for Scenario {
    fn from(s: ScenarioId) -> Scenario {
        match s {
            ScenarioId::Full => Scenario::Full,
            ScenarioId::Short => Scenario::Short,
            ScenarioId::Southern => Scenario::Southern,
        }
    }
}

/// The player id a seat has in the file (the site's hot-seat games number from 1 up too).
pub fn player_id(seat: SeatId) -> i64 {
    seat as i64 + 1
}

/// The record as an 18xx.games game file; `Err` says which action our own rules refuse (a record
/// that does not replay here is no game to carry anywhere).
pub fn export(data: &PnwData, record: &Record) -> Result<Value, String> {
    let mut game = PnwEngine::setup(
        &record.setup,
        record.rules_version,
        &mut ChaCha8Rng::seed_from_u64(record.setup.seed),
    )?;
    let mut actions = Vec::new();
    let mut held = Held::new(&game);
    for (i, stamped) in record.actions.iter().enumerate() {
        let action = stamped
            .action
            .pnw1822()
            .ok_or_else(|| format!("action {}: not a 1822PNW action", i + 1))?;
        let before = game.clone();
        phases::act_in_place(&mut game, stamped.seat, action)
            .map_err(|e| format!("action {} ({action:?}) is refused here: {e}", i + 1))?;
        // Games begun before rules version 9 may have bought another copy than the one named.
        let mut action = action.clone();
        if let PnwAction::BuyTrain { train, .. } = &mut action {
            *train = bought_copy(&before, &game, *train);
            held.claim(&before, *train);
        }
        let action = &action;
        let auto = taken_by_the_site(data, &before, stamped.seat, action);
        for mut site in site_actions(data, &before, &game, stamped.seat, action, &held) {
            match actions.last_mut() {
                // The site takes these itself right after the action before: they are written
                // as that action's `auto_actions`, with no id of their own.
                Some(Value::Object(last)) if auto => {
                    let list = last.entry("auto_actions").or_insert_with(|| json!([]));
                    if let Value::Array(list) = list {
                        list.push(Value::Object(site));
                    }
                }
                _ => {
                    site.insert("id".into(), json!(actions.len() + 1));
                    actions.push(Value::Object(site));
                }
            }
        }
        held.note(&before, &game);
    }
    let mut optional_rules = Vec::new();
    let get = |k: &str| record.setup.options.get(k).map(String::as_str);
    match get("remove_ls") {
        Some("2") => optional_rules.push("remove_two_ls"),
        Some("3") => optional_rules.push("remove_three_ls"),
        _ => {}
    }
    if get("starting_packet") == Some("yes") {
        optional_rules.push("starting_packet");
    }
    let players: Vec<Value> = record
        .setup
        .seats
        .iter()
        .enumerate()
        .map(|(s, seat)| json!({ "id": player_id(s), "name": seat.name }))
        .collect();
    let mut file = json!({
        "id": format!("hs_ferrovia_{}", record.setup.seed),
        "title": title(game.scenario),
        "players": players,
        "min_players": players.len(),
        "max_players": players.len(),
        "settings": { "seed": record.setup.seed, "optional_rules": optional_rules },
        "mode": "hotseat",
        "status": if game.ended.is_some() { "finished" } else { "active" },
        "actions": actions,
    });
    if let Some(reason) = game.ended {
        let result: Map<String, Value> = (0..game.players.len())
            .map(|s| {
                let total = rules::scoring::worth(data, &game, s).total();
                (player_id(s).to_string(), json!(total))
            })
            .collect();
        file["result"] = Value::Object(result);
        file["game_end_reason"] = json!(super::foreign::site_word(reason));
    }
    Ok(file)
}

/// The trains as the site knows them: each company's in the order it came to hold them (its
/// choices of a train for the Pullman are counted in this order), the trains given back to the
/// depot in the order they came back, and each train's name there. The site sells only the first
/// given-back copy of a kind; copies are alike, so a purchase of another copy here is written as
/// that one, the two swapping their names in the file from then on.
#[derive(Debug)]
struct Held {
    order: Vec<Vec<u16>>,
    returned: Vec<u16>,
    names: Vec<String>,
}

impl Held {
    fn new(game: &PnwGame) -> Held {
        let mut held = Held {
            order: Vec::new(),
            returned: Vec::new(),
            names: game
                .trains
                .iter()
                .map(|t| format!("{}-{}", t.name, t.index))
                .collect(),
        };
        held.note(game, game);
        held
    }

    /// Follows the game from `before`: trains gone from a company leave its list, trains new to
    /// it join the end — from a merger the associated minor's first (the site hands over its
    /// possessions before the other's), each company's in its order; trains given back join the
    /// depot's list, trains bought from it leave.
    fn note(&mut self, before: &PnwGame, game: &PnwGame) {
        self.order.resize(game.corps.len(), Vec::new());
        let was = self.order.clone();
        let came_from = |t: u16, to: usize| match before.trains[usize::from(t)].owner {
            Owner::Corp(from) => (
                rules::merger::major_of(before, from) != Some(to as u8),
                was[usize::from(from)].iter().position(|&x| x == t),
            ),
            _ => (true, None),
        };
        for (corp, list) in self.order.iter_mut().enumerate() {
            list.retain(|&t| game.trains[usize::from(t)].owner == Owner::Corp(corp as u8));
            let mut new: Vec<u16> = rules::trains::owned(game, corp as u8)
                .map(|t| t as u16)
                .filter(|t| !list.contains(t))
                .collect();
            new.sort_by_key(|&t| came_from(t, corp));
            list.extend(new);
        }
        let back = |t: &super::state::Train| t.owner == Owner::Bank && t.discarded;
        self.returned
            .retain(|&t| back(&game.trains[usize::from(t)]));
        for (t, train) in game.trains.iter().enumerate() {
            if back(train) && !self.returned.contains(&(t as u16)) {
                self.returned.push(t as u16);
            }
        }
    }

    /// A given-back train about to be bought takes the name of the first given-back copy of its
    /// kind (as it ran: the site's card keeps only that side), the one the site sells.
    fn claim(&mut self, game: &PnwGame, train: u16) {
        let kind = |t: u16| {
            let t = &game.trains[usize::from(t)];
            (&t.name, &t.runs_as)
        };
        let (Some(first), Some(at)) = (
            self.returned.iter().position(|&t| kind(t) == kind(train)),
            self.returned.iter().position(|&t| t == train),
        ) else {
            return;
        };
        let other = self.returned[first];
        self.names.swap(usize::from(train), usize::from(other));
        self.returned.swap(first, at);
    }

    fn name(&self, train: u16) -> &str {
        &self.names[usize::from(train)]
    }
}

/// The train a purchase took: the copy named, or the copy of its kind that changed hands.
fn bought_copy(before: &PnwGame, after: &PnwGame, named: u16) -> u16 {
    let name = &before.trains[usize::from(named)].name;
    let changed = |t: &usize| {
        before.trains[*t].owner == Owner::Bank
            && after.trains[*t].owner != Owner::Bank
            && before.trains[*t].name == *name
    };
    if changed(&usize::from(named)) {
        return named;
    }
    (0..before.trains.len())
        .find(changed)
        .map_or(named, |t| t as u16)
}

/// Whether the site takes this action by itself, with no one asked (its steps' `auto_actions`):
/// a major's destination step (the token when its track reaches there, else a pass), and a
/// major's acquisition step when no company it could acquire is connected to it (a pass).
fn taken_by_the_site(data: &PnwData, game: &PnwGame, seat: SeatId, action: &PnwAction) -> bool {
    use super::state::OrStep;
    if !matches!(game.round, Round::Operating(_)) || rules::trains::crowded(data, game).is_some() {
        return false;
    }
    match operating::current_step(game) {
        Some(OrStep::Destination) => {
            matches!(action, PnwAction::Pass | PnwAction::DestinationToken)
        }
        // The site's `mergeable`: a company the major may name (connected to it), whether or
        // not it can then pay for it.
        Some(OrStep::MinorAcquisition) => {
            *action == PnwAction::Pass
                && matches!(&game.round, Round::Operating(or) if or.acquiring.is_none())
                && !(0..game.corps.len() as u8).any(|partner| {
                    phases::act_in_place(&mut game.clone(), seat, &PnwAction::Merge { partner })
                        .is_ok()
                })
        }
        _ => false,
    }
}

/// Who acts, as the site names it: `entity` and `entity_type`.
enum Who<'a> {
    Player(SeatId),
    Corp(&'a str),
    Company(&'a str),
}

fn action(kind: &str, who: Who) -> Map<String, Value> {
    let (entity, entity_type) = match who {
        Who::Player(seat) => (json!(player_id(seat)), "player"),
        Who::Corp(id) => (json!(id), "corporation"),
        Who::Company(id) => (json!(id), "company"),
    };
    let mut a = Map::new();
    a.insert("type".into(), json!(kind));
    a.insert("entity".into(), entity);
    a.insert("entity_type".into(), json!(entity_type));
    a
}

fn with(mut a: Map<String, Value>, fields: Value) -> Map<String, Value> {
    if let Value::Object(f) = fields {
        a.extend(f);
    }
    a
}

/// The site's action(s) for one of ours, from the game before it (`before`) and after it.
fn site_actions(
    data: &PnwData,
    before: &PnwGame,
    after: &PnwGame,
    seat: SeatId,
    act: &PnwAction,
    held: &Held,
) -> Vec<Map<String, Value>> {
    let corp_id = |c: u8| data.corp_ids().nth(usize::from(c)).unwrap_or("?");
    let card_id = |c: u8| data.card_ids().nth(usize::from(c)).unwrap_or("?");
    let hex_id = |h: u16| data.hexes[usize::from(h)].id.clone();
    let train_id = |t: u16| held.name(t).to_string();
    let operator = operating::operator(before);
    let in_stock = matches!(before.round, Round::Stock(_));
    // The acting company, or in a stock round the player.
    let actor = || match operator {
        Some(c) if !in_stock => Who::Corp(corp_id(c)),
        _ => Who::Player(seat),
    };
    let shares = |corp: u8, certs: &[u8]| {
        let ids: Vec<String> = certs
            .iter()
            .map(|c| format!("{}_{c}", corp_id(corp)))
            .collect();
        let percent: u32 = certs.iter().map(|&c| if c == 0 { 20 } else { 10 }).sum();
        json!({ "shares": ids, "percent": percent })
    };
    let one = |a| vec![a];
    match act {
        PnwAction::Bid { card, price } => one(with(
            action("bid", Who::Player(seat)),
            json!({ "company": card_id(*card), "price": price }),
        )),
        PnwAction::Pass => one(action("pass", actor())),
        PnwAction::PassPower { card } => one(action("pass", Who::Company(card_id(*card)))),
        PnwAction::EndGame => one(action("end_game", actor())),
        PnwAction::BuyTrain {
            train,
            variant,
            price,
            exchange,
        } => {
            let mut fields =
                json!({ "train": train_id(*train), "price": price, "variant": variant });
            if let Some(l) = exchange {
                fields["exchange"] = json!(train_id(*l));
            }
            one(with(action("buy_train", actor()), fields))
        }
        PnwAction::LayTile {
            hex,
            tile,
            rotation,
            by,
            with: combo,
        } => {
            let name = &data.tile_info[usize::from(*tile)].id;
            let copy = after.board[usize::from(*hex)]
                .laid
                .filter(|l| l.tile == *tile)
                .map_or(0, |l| l.copy);
            let who = match by {
                Some(card) => Who::Company(card_id(*card)),
                None => actor(),
            };
            let mut fields = json!({
                "hex": hex_id(*hex),
                "tile": format!("{name}-{copy}"),
                "rotation": rotation,
            });
            if let Some(c) = combo {
                fields["combo_entities"] = json!([card_id(*c)]);
            }
            one(with(action("lay_tile", who), fields))
        }
        PnwAction::RunRoutes { routes } => {
            let mut out = Vec::new();
            if let Some(c) = operator
                && let Some(choice) = pullman_choice(before, &held.order[usize::from(c)], routes)
            {
                out.push(with(action("choose", actor()), json!({ "choice": choice })));
            }
            let routes: Vec<Value> = routes.iter().map(|r| site_route(data, held, r)).collect();
            out.push(with(
                action("run_routes", actor()),
                json!({ "routes": routes, "extra_revenue": 0 }),
            ));
            out
        }
        PnwAction::AcquireCompany { card } => one(with(
            action("acquire_company", actor()),
            json!({ "company": card_id(*card) }),
        )),
        PnwAction::Merge { partner } => one(with(
            action("merge", actor()),
            json!({ "corporation": corp_id(*partner) }),
        )),
        PnwAction::Choose { choice } => {
            one(with(action("choose", actor()), json!({ "choice": choice })))
        }
        PnwAction::Dividend { kind } => {
            let kind = match kind {
                DividendKind::Payout => "payout",
                DividendKind::Half => "half",
                DividendKind::Withhold => "withhold",
            };
            one(with(action("dividend", actor()), json!({ "kind": kind })))
        }
        PnwAction::DestinationToken => {
            let hex = operator
                .and_then(|c| tokens::destination(data, c))
                .map(hex_id)
                .unwrap_or_default();
            one(with(
                action("hex_token", actor()),
                json!({ "hex": hex, "token_type": "destination" }),
            ))
        }
        PnwAction::PlaceToken { hex, city } => {
            let tokener = operator.map(corp_id).unwrap_or("?");
            one(with(
                action("place_token", actor()),
                json!({ "city": city_id(data, before, *hex, *city), "tokener": tokener }),
            ))
        }
        PnwAction::Assign { card, hex } => one(with(
            action("assign", Who::Company(card_id(*card))),
            json!({ "target": hex_id(*hex), "target_type": "hex" }),
        )),
        PnwAction::ChooseAbility { card, choice } => one(with(
            action("choose_ability", Who::Company(card_id(*card))),
            json!({ "choice": choice }),
        )),
        PnwAction::DiscardTrain { train } => {
            let owner = match before.trains[usize::from(*train)].owner {
                Owner::Corp(c) => corp_id(c),
                _ => "?",
            };
            one(with(
                action("discard_train", Who::Corp(owner)),
                json!({ "train": train_id(*train) }),
            ))
        }
        PnwAction::SellShares { corp, certs, part } => {
            // A major selling its own treasury shares at its issue step is the company acting.
            let issuing = !in_stock
                && operator == Some(*corp)
                && operating::current_step(before) == Some(super::state::OrStep::Issue);
            let who = if issuing {
                Who::Corp(corp_id(*corp))
            } else {
                Who::Player(seat)
            };
            let mut sold = shares(*corp, certs);
            if *part {
                sold["percent"] = json!(10 * rules::shares::shares_in(certs, true));
            }
            one(with(action("sell_shares", who), sold))
        }
        PnwAction::Par { corp, price } => {
            let col = data
                .game
                .market
                .iter()
                .position(|c| market_cell(c).is_some_and(|(p, _)| p == *price))
                .unwrap_or(0);
            one(with(
                action("par", Who::Player(seat)),
                json!({ "corporation": corp_id(*corp), "share_price": format!("{price},0,{col}") }),
            ))
        }
        PnwAction::PayDebt => one(action("payoff_player_debt", Who::Player(seat))),
        PnwAction::Redeem { certs } => {
            let corp = operator.unwrap_or(0);
            one(with(action("buy_shares", actor()), shares(corp, certs)))
        }
        PnwAction::BuyShare { corp, cert } => one(with(
            action("buy_shares", Who::Player(seat)),
            shares(*corp, &[*cert]),
        )),
    }
}

/// The site's id of a city: `<tile>-<copy>-<city>` of the tile laid there, or of a preprinted
/// hex `<hex>-0-<city>`.
fn city_id(data: &PnwData, game: &PnwGame, hex: u16, city: u8) -> String {
    match game.board[usize::from(hex)].laid {
        Some(l) => format!(
            "{}-{}-{city}",
            data.tile_info[usize::from(l.tile)].id,
            l.copy
        ),
        None => format!("{}-0-{city}", data.hexes[usize::from(hex)].id),
    }
}

/// The site attaches the Pullman with a `choose` before the run: the index of the train it
/// rides with among the company's trains that may take it (not L, LP or E, not run already
/// this round), in the order the company came to hold them (`held`).
fn pullman_choice(game: &PnwGame, held: &[u16], routes: &[RunRoute]) -> Option<String> {
    let ridden = routes.iter().find(|r| r.route.pullman)?.route.train;
    let choices: Vec<u16> = held
        .iter()
        .copied()
        .filter(|&t| {
            let t = &game.trains[usize::from(t)];
            !t.ran && !matches!(t.runs_as.as_str(), "L" | "LP" | "E" | "P+")
        })
        .collect();
    choices
        .iter()
        .position(|&t| t == ridden)
        .map(|i| i.to_string())
}

/// One train's route as the site writes it: the train, the hex chains between its stops
/// (`["local", hex]` for a local run, with its one hex) and what it earned. The site finds a
/// route's stops from its chains, so the chains alone say where it runs.
fn site_route(data: &PnwData, held: &Held, run: &RunRoute) -> Value {
    let name = |h: &u16| data.hexes[usize::from(*h)].id.clone();
    let mut route = json!({
        "train": held.name(run.route.train),
        "revenue": run.revenue,
    });
    match &run.route.course {
        Course::Local(h) => {
            route["connections"] = json!([["local", name(h)]]);
            route["hexes"] = json!([name(h)]);
        }
        Course::Legs(legs) => {
            let chains: Vec<Vec<String>> =
                legs.iter().map(|l| l.iter().map(name).collect()).collect();
            route["connections"] = json!(chains);
        }
    }
    route
}
