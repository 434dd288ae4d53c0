//! Replays an 18xx.games recorded game through the rules: each live action (and the actions the
//! site generated after it) becomes one of ours, applied by whoever the game waits for; the first
//! action the rules refuse, or a company acting out of turn, stops the replay with the action's
//! id, what was expected and what was found. Money is checked after every action.

use super::actions::{DividendKind, PnwAction, RunRoute};
use super::data::PnwData;
use super::import::{Export, RawAction, Scenario};
use super::phases;
use super::rules::routes::{self, Course, RouteSpec, Why};
use super::rules::{self, operating, scoring, setup, shares};
use super::schema::ScenarioId;
use super::state::{Owner, PnwGame};
use crate::table::SeatId;
use std::fmt;

/// Where a replay parted from the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// The action's id in the export.
    pub id: Option<i64>,
    /// What the record or the rules expected.
    pub expected: String,
    /// What was found.
    pub found: String,
}

impl fmt::Display for Divergence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id = self
            .id
            .map_or("setup".to_string(), |i| format!("action {i}"));
        write!(f, "{id}: expected {}, found {}", self.expected, self.found)
    }
}

/// A replay that stopped: the game as far as it got, and why.
#[derive(Debug, Clone)]
pub struct Failure {
    /// The game before the refused action (none when the setup failed).
    pub game: Option<PnwGame>,
    /// Where and how the replay parted from the record.
    pub divergence: Divergence,
}

/// The game an export records, at its end (or where it diverged).
pub fn replay(data: &PnwData, export: &Export) -> Result<PnwGame, Box<Failure>> {
    replay_until(data, export, None)
}

/// The game an export records after the action with id `last` (all of them when `None`): the
/// site's way of looking at a game's history.
pub fn replay_until(
    data: &PnwData,
    export: &Export,
    last: Option<i64>,
) -> Result<PnwGame, Box<Failure>> {
    replay_actions(data, export, last).map(|(game, _)| game)
}

/// The actions our rules applied in a replay, each with its seat.
pub type Applied = Vec<(SeatId, PnwAction)>;

/// The game an export records (up to the action with id `last`) and every action our rules
/// applied, with its seat: a Ferrovia record of the same game (`ferrovia import`).
pub fn replay_actions(
    data: &PnwData,
    export: &Export,
    last: Option<i64>,
) -> Result<(PnwGame, Applied), Box<Failure>> {
    replay_with(data, export, last, false, None)
}

/// A run whose stored revenue the rules price otherwise (the site pays what it stored and never
/// prices a run again; so does an import, and says where).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repriced {
    /// The `run_routes` action's id in the export.
    pub id: Option<i64>,
    /// The company that ran.
    pub company: String,
    /// What the record stored for the whole run.
    pub stored: i64,
    /// What the rules price it at on the board the record builds.
    pub rules: i64,
}

/// The game an export records to its end, the actions our rules applied, and every run whose
/// stored revenue the rules price otherwise (an edited record, or a rule of ours that differs:
/// each is worth a look).
pub fn replay_repriced(
    data: &PnwData,
    export: &Export,
) -> Result<(PnwGame, Applied, Vec<Repriced>), Box<Failure>> {
    let mut repriced = Vec::new();
    let (game, applied) = replay_with(data, export, None, false, Some(&mut repriced))?;
    Ok((game, applied, repriced))
}

/// The game an export records with its routes trusted: each run's revenue taken as recorded, as
/// the site loads its own games (the mail contract's payment is still computed). Only for
/// records whose routes were checked when played — the fast path of bulk replays and benches.
pub fn replay_trusted(data: &PnwData, export: &Export) -> Result<PnwGame, Box<Failure>> {
    replay_with(data, export, None, true, None).map(|(game, _)| game)
}

fn replay_with(
    data: &PnwData,
    export: &Export,
    last: Option<i64>,
    trusted: bool,
    mut repriced: Option<&mut Vec<Repriced>>,
) -> Result<(PnwGame, Applied), Box<Failure>> {
    let diverge = |id, expected: String, found: String| Divergence {
        id,
        expected,
        found,
    };
    let fail = |game: Option<PnwGame>, divergence| Box::new(Failure { game, divergence });
    let (_, mut game) = dealt(data, export)
        .map_err(|e| fail(None, diverge(None, "a game the rules can set up".into(), e)))?;
    game.lenient = true;
    game.trusted_routes = trusted;
    game.legacy_e = export.played_at.is_some_and(|t| t < E_RULES_FIXED);
    game.site_2023 = export.played_at.is_some_and(|t| t < SITE_RESAVED);
    let start = total_money(&game);
    // Actions apply in place (no copy each); a refused one sends us back here to rebuild the
    // position before it.
    let initial = game.clone();
    let before = |applied: &Applied| {
        let mut game = initial.clone();
        for (seat, action) in applied {
            let _ = phases::act_in_place(&mut game, *seat, action);
        }
        game
    };
    let mut applied = Vec::new();
    for raw in export.live() {
        if last.is_some_and(|l| raw.id().is_some_and(|id| id > l)) {
            break;
        }
        let autos = raw.auto_actions();
        for action in std::iter::once(raw).chain(&autos) {
            // An automatic action has no id of its own: it is named by the one it followed.
            match step(
                data,
                export,
                &mut game,
                action,
                raw.id(),
                repriced.as_deref_mut(),
            ) {
                Ok(Some(done)) => applied.push(done),
                Ok(None) => {}
                Err(d) => return Err(fail(Some(before(&applied)), d)),
            }
            let now = total_money(&game);
            if now != start {
                return Err(fail(
                    Some(game),
                    diverge(raw.id(), format!("${start} in play"), format!("${now}")),
                ));
            }
        }
    }
    Ok((game, applied))
}

/// The game as the site set the export up with `seed`: scenario, seats, optional rules.
fn deal(data: &PnwData, export: &Export, seed: u64) -> Result<PnwGame, String> {
    let scenario = match export.scenario {
        Scenario::Full => ScenarioId::Full,
        Scenario::Short => ScenarioId::Short,
        Scenario::Southern => ScenarioId::Southern,
    };
    let remove_ls = if export.optional_rules.iter().any(|r| r == "remove_three_ls") {
        3
    } else if export.optional_rules.iter().any(|r| r == "remove_two_ls") {
        2
    } else {
        0
    };
    setup::new_game(
        data,
        scenario,
        export.players.len(),
        seed,
        setup::Options {
            remove_ls,
            starting_packet: export.optional_rules.iter().any(|r| r == "starting_packet"),
        },
    )
}

/// The seed the site dealt an export with: the first of [`Export::seeds`] whose deal puts every
/// card the opening stock round bids on in a bid box (else the first).
pub fn deal_seed(data: &PnwData, export: &Export) -> Result<u64, String> {
    dealt(data, export).map(|(seed, _)| seed)
}

/// [`deal_seed`] and the game it deals, set up once.
fn dealt(data: &PnwData, export: &Export) -> Result<(u64, PnwGame), String> {
    let seeds = export.seeds().map_err(|e| e.0)?;
    let bids = export.opening_bids();
    let fits = |game: &PnwGame| {
        let shown = rules::stock::shown(data, game);
        bids.iter()
            .all(|name| data.card(name).is_some_and(|c| shown.contains(&c)))
    };
    let mut first = None;
    for &seed in &seeds {
        let game = deal(data, export, seed)?;
        if fits(&game) {
            return Ok((seed, game));
        }
        first.get_or_insert((seed, game));
    }
    first.ok_or_else(|| "a seed".to_string())
}

/// 2025-10-28 00:00 UTC: 18xx.games' E trains earn neither lumber nor the Ski Haus and run
/// from token to token from then on; a game played before keeps the site's older reading.
pub const E_RULES_FIXED: i64 = 1_761_609_600;

/// 2024-06-05 00:00 UTC: that day 18xx.games re-saved its 1822PNW records with the merger
/// turns every minor with a partner takes since (unassociated minors' passes added); a game
/// last saved before keeps the site's older rules ([`PnwGame::site_2023`]).
pub const SITE_RESAVED: i64 = 1_717_545_600;

/// Bank, players and companies together: what the game began with.
pub fn total_money(game: &PnwGame) -> i64 {
    game.bank
        + game.players.iter().map(|p| p.cash).sum::<i64>()
        + game.corps.iter().map(|c| c.cash).sum::<i64>()
}

/// The final scores by the export's player order.
pub fn scores(data: &PnwData, game: &PnwGame) -> Vec<i64> {
    (0..game.players.len())
        .map(|s| scoring::worth(data, game, s).total())
        .collect()
}

fn step(
    data: &PnwData,
    export: &Export,
    game: &mut PnwGame,
    raw: &RawAction,
    id: Option<i64>,
    repriced: Option<&mut Vec<Repriced>>,
) -> Result<Option<(SeatId, PnwAction)>, Divergence> {
    let diverge = |expected: String, found: String| Divergence {
        id,
        expected,
        found,
    };
    let Some((seat, action)) = convert(data, export, game, raw)
        .map_err(|e| diverge("an action the rules know".into(), e))?
    else {
        return Ok(None);
    };
    // The players' agreement to stop is recorded for the seat the game waits for.
    let seat = match action {
        PnwAction::EndGame => rules::to_act(game).unwrap_or(seat),
        _ => seat,
    };
    // Only a report asks what the rules would pay: it prices each run a second time.
    if let (PnwAction::RunRoutes { routes }, Some(repriced)) = (&action, repriced) {
        let specs: Vec<RouteSpec> = routes.iter().map(|r| r.route.clone()).collect();
        let claims: Vec<i64> = routes.iter().map(|r| r.revenue).collect();
        let corp = operating::operator(game);
        let priced =
            corp.and_then(|c| routes::run_revenue_as_claimed(data, game, c, &specs, &claims).ok());
        if let (Some(c), Some(run)) = (corp, priced)
            && run.revenues != claims
        {
            repriced.push(Repriced {
                id,
                company: data
                    .corp_ids()
                    .nth(usize::from(c))
                    .unwrap_or("?")
                    .to_string(),
                stored: claims.iter().sum(),
                rules: run.revenues.iter().sum(),
            });
        }
    }
    phases::act_in_place(game, seat, &action)
        .map_err(|e| diverge(format!("{} accepted", raw.kind()), format!("refused: {e}")))?;
    Ok(Some((seat, action)))
}

/// The hex and city a site's city id names: `<tile>-<copy>-<city>` (a preprinted hex's tile is
/// named after the hex, copy 0).
fn city_place(data: &PnwData, game: &PnwGame, id: &str) -> Option<(u16, u8)> {
    let mut parts = id.rsplitn(3, '-');
    let city: u8 = parts.next()?.parse().ok()?;
    let copy: u8 = parts.next()?.parse().ok()?;
    let tile = parts.next()?;
    if let Some(t) = data.tile(tile) {
        let hex = game
            .board
            .iter()
            .position(|h| h.laid.is_some_and(|l| l.tile == t && l.copy == copy))?;
        return Some((hex as u16, city));
    }
    data.hex(tile).map(|h| (h, city))
}

/// Our action and its seat for a logged one (`None`: it changes nothing, like chat or a
/// programmed pass being set up).
fn convert(
    data: &PnwData,
    export: &Export,
    game: &PnwGame,
    raw: &RawAction,
) -> Result<Option<(SeatId, PnwAction)>, String> {
    let kind = raw.kind();
    if matches!(
        kind,
        "message"
            | "log"
            | "program_share_pass"
            | "program_buy_shares"
            | "program_disable"
            | "program_merger_pass"
            | "program_auction_bid"
            | "program_close_pass"
    ) {
        return Ok(None);
    }
    let entity = raw.entity();
    let entity_type = raw.str("entity_type").unwrap_or("");
    let seat = match entity_type {
        "player" => export
            .players
            .iter()
            .position(|p| p.id == entity)
            .ok_or_else(|| format!("player {entity}, who is not in the game"))?,
        _ => {
            // A company acts for its president; a private for its owner's.
            let corp = if entity_type == "company" {
                match data.card(&entity).map(|c| game.cards[usize::from(c)]) {
                    Some(Owner::Corp(c)) => Some(c),
                    _ => None,
                }
            } else {
                data.corp(&entity)
            };
            if kind == "discard_train" {
                // Whichever company is over its limit discards, operating or not.
                corp.and_then(|c| game.president(c))
                    .ok_or("a company's president")?
            } else {
                if kind != "end_game" {
                    let operator = operating::operator(game);
                    if corp.is_none() || corp != operator {
                        let name = |c: Option<u8>| {
                            c.map_or("nobody".to_string(), |c| {
                                data.corp_ids()
                                    .nth(usize::from(c))
                                    .unwrap_or("?")
                                    .to_string()
                            })
                        };
                        return Err(format!(
                            "{entity} acting, while the game waits for {}",
                            name(operator)
                        ));
                    }
                }
                rules::to_act(game).unwrap_or(0)
            }
        }
    };
    let train = |key: &str| -> Result<u16, String> {
        let id = raw
            .str(key)
            .ok_or_else(|| format!("{kind} without {key}"))?;
        let (name, index) = id.rsplit_once('-').ok_or_else(|| format!("train '{id}'"))?;
        let index: u16 = index.parse().map_err(|_| format!("train '{id}'"))?;
        game.trains
            .iter()
            .position(|t| t.name == name && t.index == index)
            .map(|t| t as u16)
            .ok_or_else(|| format!("train '{id}', which the game does not have"))
    };
    let card = |key: &str| -> Result<u8, String> {
        let id = raw
            .str(key)
            .ok_or_else(|| format!("{kind} without {key}"))?;
        data.card(id).ok_or_else(|| format!("card '{id}'"))
    };
    let action = match kind {
        "bid" => PnwAction::Bid {
            card: card("company")?,
            price: raw.int("price").unwrap_or(0),
        },
        // A private passing is its owner giving up the rest of its power.
        "pass" if entity_type == "company" => PnwAction::PassPower {
            card: data
                .card(&entity)
                .ok_or_else(|| format!("private '{entity}'"))?,
        },
        "pass" => PnwAction::Pass,
        "end_game" => PnwAction::EndGame,
        "buy_train" => {
            let t = train("train")?;
            let name = game.trains[usize::from(t)].name.clone();
            PnwAction::BuyTrain {
                train: t,
                variant: raw.str("variant").map_or(name, str::to_string),
                price: raw.int("price").unwrap_or(0),
                exchange: if raw.str("exchange").is_some() {
                    Some(train("exchange")?)
                } else {
                    None
                },
            }
        }
        "lay_tile" => {
            let hex = raw
                .str("hex")
                .and_then(|h| data.hex(h))
                .ok_or("a hex on the map")?;
            let tile_id = raw.str("tile").ok_or("a tile")?;
            let name = tile_id.rsplit_once('-').map_or(tile_id, |(n, _)| n);
            let tile = data.tile(name).ok_or_else(|| format!("tile '{tile_id}'"))?;
            let by = (entity_type == "company")
                .then(|| data.card(&entity))
                .flatten();
            let with = raw
                .0
                .get("combo_entities")
                .and_then(|c| c.as_array())
                .and_then(|c| c.first())
                .and_then(|c| c.as_str())
                .and_then(|c| data.card(c));
            PnwAction::LayTile {
                hex,
                tile,
                rotation: raw.int("rotation").unwrap_or(0) as u8,
                by,
                with,
            }
        }
        "run_routes" => {
            let recorded = raw
                .0
                .get("routes")
                .and_then(|r| r.as_array())
                .ok_or("routes")?;
            let mut routes = recorded
                .iter()
                .map(|r| recorded_route(data, game, r))
                .collect::<Result<Vec<_>, String>>()?;
            // The site records which train the Pullman rides with only as its place in a list
            // we do not keep; it changes no revenue, so it goes on the route too long without it.
            let operator = operating::operator(game);
            let has_pullman = |c| {
                game.trains
                    .iter()
                    .any(|t| t.owner == Owner::Corp(c) && t.name == "P+")
            };
            if let Some(corp) = operator.filter(|c| has_pullman(*c)) {
                let specs: Vec<RouteSpec> = routes.iter().map(|r| r.route.clone()).collect();
                if let Err(e) = routes::run_revenue(data, game, corp, &specs)
                    && e.why == Why::TooManyStops
                    && let Some(r) = routes.get_mut(e.route)
                {
                    r.route.pullman = true;
                }
            }
            PnwAction::RunRoutes { routes }
        }
        "acquire_company" => PnwAction::AcquireCompany {
            card: card("company")?,
        },
        "merge" => {
            let c = raw.0.get("corporation").map(|v| match v {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            });
            let partner = c.as_deref().and_then(|c| data.corp(c)).ok_or("a partner")?;
            PnwAction::Merge { partner }
        }
        "dividend" => PnwAction::Dividend {
            kind: match raw.str("kind") {
                Some("payout") => DividendKind::Payout,
                Some("half") => DividendKind::Half,
                Some("withhold") => DividendKind::Withhold,
                other => return Err(format!("dividend kind {other:?}")),
            },
        },
        "hex_token" => PnwAction::DestinationToken,
        "discard_train" => PnwAction::DiscardTrain {
            train: train("train")?,
        },
        "choose_ability" => PnwAction::ChooseAbility {
            card: data
                .card(&entity)
                .ok_or_else(|| format!("private '{entity}'"))?,
            choice: raw.str("choice").unwrap_or("").to_string(),
        },
        "assign" => PnwAction::Assign {
            card: data
                .card(&entity)
                .ok_or_else(|| format!("private '{entity}'"))?,
            hex: raw.str("target").and_then(|h| data.hex(h)).ok_or("a hex")?,
        },
        "place_token" => {
            let city = raw.str("city").ok_or("a city")?;
            let (hex, index) =
                city_place(data, game, city).ok_or_else(|| format!("city '{city}'"))?;
            PnwAction::PlaceToken { hex, city: index }
        }
        "par" => {
            let corp = raw
                .str("corporation")
                .and_then(|c| data.corp(c))
                .ok_or("a company")?;
            let price = raw
                .str("share_price")
                .and_then(|p| p.split(',').next())
                .and_then(|p| p.parse().ok())
                .ok_or("a par price")?;
            PnwAction::Par { corp, price }
        }
        "payoff_player_debt" => PnwAction::PayDebt,
        "sell_shares" => {
            let (corp, certs) = share_list(data, raw)?;
            // The president's certificate sold in part: the percent is one share short.
            let named = 10 * shares::shares_in(&certs, false) as u64;
            let part = raw
                .0
                .get("percent")
                .and_then(|p| p.as_u64())
                .is_some_and(|p| p < named);
            PnwAction::SellShares { corp, certs, part }
        }
        "buy_shares" => {
            let (corp, certs) = share_list(data, raw)?;
            match (entity_type, certs.as_slice()) {
                ("player", [cert]) => PnwAction::BuyShare { corp, cert: *cert },
                ("player", _) => return Err("a player buying one share at a time".into()),
                _ => PnwAction::Redeem { certs },
            }
        }
        "choose" => PnwAction::Choose {
            choice: raw.str("choice").unwrap_or("").to_string(),
        },
        other => return Err(format!("'{other}', which the replay does not handle yet")),
    };
    Ok(Some((seat, action)))
}

/// The company and certificates a share action names (`["GNR_5", "GNR_8"]`).
fn share_list(data: &PnwData, raw: &RawAction) -> Result<(u8, Vec<u8>), String> {
    let shares = raw
        .0
        .get("shares")
        .and_then(|s| s.as_array())
        .map(|s| s.iter().filter_map(|x| x.as_str()).collect::<Vec<_>>())
        .unwrap_or_default();
    let mut corp = None;
    let mut certs = Vec::new();
    for share in shares {
        let (c, index) = share
            .rsplit_once('_')
            .ok_or_else(|| format!("share '{share}'"))?;
        corp = Some(data.corp(c).ok_or_else(|| format!("company '{c}'"))?);
        certs.push(index.parse().map_err(|_| format!("share '{share}'"))?);
    }
    Ok((corp.ok_or("shares")?, certs))
}

/// A route as the site records it: the train by card name and index (`"L-3"`), where it runs as
/// the hex chains between stops (`connections`; older records leave a local run's chains empty
/// and name its one hex), and its revenue.
fn recorded_route(
    data: &PnwData,
    game: &PnwGame,
    route: &serde_json::Value,
) -> Result<RunRoute, String> {
    let id = route["train"].as_str().ok_or("a route without a train")?;
    let (name, index) = id.rsplit_once('-').ok_or_else(|| format!("train '{id}'"))?;
    let index: u16 = index.parse().map_err(|_| format!("train '{id}'"))?;
    let train =
        game.trains
            .iter()
            .position(|t| t.name == name && t.index == index)
            .ok_or_else(|| format!("train '{id}', which the game does not have"))? as u16;
    let chains: Vec<Vec<String>> = serde_json::from_value(route["connections"].clone())
        .map_err(|e| format!("a route's connections: {e}"))?;
    let course = match (
        chains.is_empty(),
        route["hexes"].as_array().map(Vec::as_slice),
    ) {
        (true, Some([hex])) => hex.as_str().and_then(|h| data.hex(h)).map(Course::Local),
        _ => Course::from_names(data, &chains),
    }
    .ok_or_else(|| format!("a route through unknown hexes ({id})"))?;
    Ok(RunRoute {
        route: RouteSpec {
            train,
            course,
            pullman: false,
        },
        revenue: route["revenue"].as_i64().unwrap_or(0),
    })
}
