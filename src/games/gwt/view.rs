//! What a spectator sees and what one seat sees. Hands, draw stacks (and every stack's order) and
//! the bags' contents are private: the public view carries their sizes only, a discard pile its top
//! card, and the hand shown at a Kansas City income (as at the real table). A seat's view adds its
//! own hand.

use super::data::{CardId, CardInfo, GwtData, TileKind};
use super::rules::kansas;
use super::schema::WorkerKind;
use super::state::{Building, Choice, GwtGame, KcStep, Stage};
use crate::table::SeatId;
use serde::Serialize;
use serde_json::{Value, json};

/// What one seat may know: the game with every other hand folded into its owner's stack, and
/// every stack's order forgotten.
#[derive(Debug, Clone)]
pub struct GwtView {
    /// The game as the seat may know it.
    pub game: GwtGame,
    /// Each player's hand size.
    pub hand_sizes: Vec<usize>,
    /// Whose view.
    pub seat: SeatId,
}

/// The seat's view.
pub fn seat_view(game: &GwtGame, seat: SeatId) -> GwtView {
    let mut view = game.clone();
    let hand_sizes = game.players.iter().map(|p| p.hand.len()).collect();
    for (s, p) in view.players.iter_mut().enumerate() {
        let mut unseen: Vec<CardId> = p.stack.cards().to_vec();
        if s != seat {
            unseen.append(&mut p.hand);
        }
        p.stack = crate::kits::deck::Deck::stacked(unseen).unordered();
    }
    view.market_stack = view.market_stack.unordered();
    view.objective_stack = view.objective_stack.unordered();
    GwtView {
        game: view,
        hand_sizes,
        seat,
    }
}

/// A card as spectators see it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
#[serde(untagged)]
pub enum CardShown {
    /// A cattle card.
    Cattle {
        id: u8,
        breed: String,
        value: u8,
        vp: u8,
    },
    /// An objective card, by its face.
    Objective { id: u8, objective: u8 },
}

fn card(data: &GwtData, c: CardId) -> CardShown {
    match data.card(c) {
        CardInfo::Cattle { breed, value, vp } => CardShown::Cattle {
            id: c.0,
            breed: data.file.breeds[usize::from(breed)].name.clone(),
            value,
            vp,
        },
        CardInfo::Objective(face) => CardShown::Objective {
            id: c.0,
            objective: face,
        },
    }
}

fn cards(data: &GwtData, cs: &[CardId]) -> Vec<CardShown> {
    cs.iter().map(|&c| card(data, c)).collect()
}

/// A tile by its kind, and its `id` (the stream paints it from there).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
#[serde(untagged)]
pub enum TileShown {
    /// A worker for the job market.
    Worker { id: u8, worker: &'static str },
    /// An outlaw, `green` or `orange`.
    Outlaw { id: u8, outlaw: &'static str },
    /// A hazard.
    Hazard {
        id: u8,
        hazard: String,
        vp: u8,
        hand: String,
    },
}

impl TileShown {
    /// The tile's id.
    pub fn id(&self) -> u8 {
        match self {
            TileShown::Worker { id, .. }
            | TileShown::Outlaw { id, .. }
            | TileShown::Hazard { id, .. } => *id,
        }
    }
}

fn tile(data: &GwtData, t: u8) -> TileShown {
    match data.tiles[usize::from(t)] {
        TileKind::Worker(k) => TileShown::Worker {
            id: t,
            worker: worker_name(k),
        },
        TileKind::Outlaw { green } => TileShown::Outlaw {
            id: t,
            outlaw: if green { "green" } else { "orange" },
        },
        TileKind::Hazard { kind, vp, hand } => TileShown::Hazard {
            id: t,
            hazard: format!("{kind:?}").to_lowercase(),
            vp,
            hand: format!("{hand:?}").to_lowercase(),
        },
    }
}

fn worker_name(k: WorkerKind) -> &'static str {
    match k {
        WorkerKind::Cowboy => "cowboy",
        WorkerKind::Builder => "builder",
        WorkerKind::Engineer => "engineer",
    }
}

/// The stage as words for views.
pub fn stage_name(stage: &Stage) -> &'static str {
    match stage {
        Stage::Opening => "opening",
        Stage::Move => "move",
        Stage::Act(_) => "act",
        Stage::KansasCity(KcStep::Foresight(_)) => "foresight",
        Stage::KansasCity(KcStep::Income) => "income",
        Stage::KansasCity(KcStep::Delivery) => "delivery",
        Stage::Draw => "draw",
        Stage::Over => "over",
    }
}

/// The decision waiting, as a name for views.
pub fn choice_name(choice: &Choice) -> &'static str {
    match choice {
        Choice::Discard(..) => "discard",
        Choice::DiscardN(_) => "discard_drawn",
        Choice::Remove(_) => "remove_cards",
        Choice::Engine(_) => "engine",
        Choice::Upgrade(_) => "upgrade",
        Choice::Master(_) => "station_master",
        Choice::Back39 => "engine_back",
        Choice::BackTo(..) => "engine_back_exactly",
        Choice::DrawUpTo { .. } => "draw_up_to",
        Choice::Hire(_) => "hire",
        Choice::Build(_) => "build",
        Choice::Buy(_) => "buy_cattle",
        Choice::Hazard => "hazard",
        Choice::Bounty => "bounty",
        Choice::Aux(_) => "auxiliary",
        Choice::Herder { .. } => "herder",
        Choice::Objective { .. } => "objective",
        Choice::OneOf(_) => "one_of",
        Choice::Adjacent => "adjacent",
        Choice::Borrowed(_) => "borrowed",
        Choice::ExtraDelivery => "extraordinary_delivery",
        Choice::UpgradeBehind => "upgrade_behind",
    }
}

/// What one seat sees: the public view, plus its hand (card ids) and the whole of its own discard
/// pile (a player may look through it).
pub fn seat_json(game: &GwtGame, data: &GwtData, seat: SeatId) -> Value {
    let mut view = serde_json::to_value(public(game, data)).unwrap_or_default();
    if let (Some(p), Some(me)) = (game.players.get(seat), view["players"].get_mut(seat)) {
        me["hand"] = json!(p.hand.iter().map(|c| c.0).collect::<Vec<_>>());
        me["hand_cards"] = json!(cards(data, &p.hand));
        me["discard"] = json!(cards(data, &p.discard));
    }
    view["seat"] = json!(seat);
    view
}

/// A player as spectators see them: money, sizes of what is hidden, what lies open.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct PlayerShown {
    pub money: u32,
    pub hand_size: usize,
    pub deck_size: usize,
    pub discard_size: usize,
    pub discard_top: Option<CardShown>,
    pub removed: Vec<CardShown>,
    pub objectives: Vec<CardShown>,
    /// The herder's space, by name and by index.
    pub herder: Option<String>,
    pub herder_at: Option<u8>,
    pub workers: Workers,
    pub unbuilt: Vec<u8>,
    pub aux_discs: [u8; 5],
    pub step_limit: u8,
    pub hand_limit: usize,
    pub discs: Vec<String>,
    pub certificates: u8,
    pub permanent_certificates: u8,
    pub exchange_tokens: u8,
    pub hazards: Vec<TileShown>,
    pub outlaws: Outlaws,
    pub station_masters: Vec<u8>,
    /// The engine's rail space, its index on the rail, and whether it stands on a turnout.
    pub engine: u8,
    pub engine_at: u8,
    pub engine_on_turnout: bool,
    pub job_market_token: bool,
    /// Every card, once the game is over (everyone turns theirs over to count them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<Vec<CardShown>>,
}

/// Workers by kind.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct Workers {
    pub cowboy: u8,
    pub builder: u8,
    pub engineer: u8,
}

/// Outlaws taken, by colour.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct Outlaws {
    pub green: u8,
    pub orange: u8,
}

/// A building on the trail.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
#[serde(untagged)]
pub enum BuildingShown {
    /// A neutral building: its letter and index.
    Neutral { neutral: String, index: u8 },
    /// A player's building: its owner, its tile with the side (`3b`) and its number.
    Private {
        owner: usize,
        tile: String,
        number: u8,
    },
}

/// A trail space holding a building or a tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct TrailShown {
    pub space: String,
    pub at: usize,
    pub building: Option<BuildingShown>,
    pub tile: Option<TileShown>,
}

/// The job market's rows of workers.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct JobsShown {
    pub rows: Vec<Vec<Option<&'static str>>>,
    pub token_row: u8,
}

/// Who took the job-market token and how many final turns are left.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct EndingShown {
    pub by: SeatId,
    pub final_turns_left: u8,
}

/// Everything a spectator may see of a Great Western Trail game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[allow(missing_docs)] // `ferrovia state`'s keys (README)
pub struct GwtPublic {
    pub turn: u32,
    pub to_act: SeatId,
    pub stage: &'static str,
    pub deciding: Option<&'static str>,
    pub players: Vec<PlayerShown>,
    pub trail: Vec<TrailShown>,
    pub beside_trail_outlaws: Vec<Option<TileShown>>,
    pub foresight: Vec<Vec<Option<TileShown>>>,
    pub bag_sizes: Vec<u32>,
    pub job_market: JobsShown,
    pub cattle_market: Vec<CardShown>,
    pub market_stack_size: usize,
    pub objective_display: Vec<CardShown>,
    pub objective_stack_size: usize,
    pub station_masters: Vec<Option<u8>>,
    pub stations: Vec<Vec<SeatId>>,
    pub cities: Vec<Vec<SeatId>>,
    pub income_hand: Vec<CardShown>,
    pub delivery_value: Option<u32>,
    pub transport: Option<Vec<u32>>,
    pub ending: Option<EndingShown>,
}

/// Everything a spectator may see.
pub fn public(game: &GwtGame, data: &GwtData) -> GwtPublic {
    let players = game
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| PlayerShown {
            money: p.money,
            hand_size: p.hand.len(),
            deck_size: p.stack.len(),
            discard_size: p.discard.len(),
            discard_top: p.discard.last().map(|&c| card(data, c)),
            removed: cards(data, &p.removed),
            objectives: cards(data, &p.objectives),
            herder: p.herder.map(|h| data.space(h).name.clone()),
            herder_at: p.herder.map(|h| h.0),
            workers: Workers {
                cowboy: p.workers[0],
                builder: p.workers[1],
                engineer: p.workers[2],
            },
            unbuilt: p.unbuilt.clone(),
            aux_discs: p.aux,
            step_limit: super::rules::trail::step_limit(game, data, s),
            hand_limit: p.hand_limit(),
            discs: p.discs_left().iter().map(|d| format!("{d:?}")).collect(),
            certificates: p.certificate_value(),
            permanent_certificates: p.permanent,
            exchange_tokens: p.exchange_tokens,
            hazards: p.hazards.iter().map(|&t| tile(data, t)).collect(),
            outlaws: Outlaws {
                green: p.outlaws.0,
                orange: p.outlaws.1,
            },
            station_masters: p.masters.clone(),
            engine: data.rail[usize::from(p.engine)].space,
            engine_at: p.engine,
            engine_on_turnout: data.rail[usize::from(p.engine)].turnout,
            job_market_token: p.job_token,
            cards: game.over().then(|| {
                let mut all: Vec<CardId> = p.deck().collect();
                all.sort();
                cards(data, &all)
            }),
        })
        .collect();
    let trail = data
        .spaces
        .iter()
        .enumerate()
        .filter(|(i, _)| game.buildings[*i].is_some() || game.tiles[*i].is_some())
        .map(|(i, s)| TrailShown {
            space: s.name.clone(),
            at: i,
            building: game.buildings[i].map(|b| match b {
                Building::Neutral(l) => BuildingShown::Neutral {
                    neutral: data.file.neutral[usize::from(l)].letter.to_string(),
                    index: l,
                },
                Building::Private { owner, tile } => BuildingShown::Private {
                    owner,
                    tile: format!("{tile}{}", game.options.sides[usize::from(tile - 1)]),
                    number: tile,
                },
            }),
            tile: game.tiles[i].map(|t| tile(data, t)),
        })
        .collect();
    let c = usize::from(game.jobs.columns);
    let rows = game
        .jobs
        .cells
        .chunks(c.max(1))
        .map(|row| row.iter().map(|w| w.map(worker_name)).collect())
        .collect();
    let delivering = matches!(game.stage, Stage::KansasCity(KcStep::Delivery));
    GwtPublic {
        turn: game.turn,
        to_act: game.seat,
        stage: stage_name(&game.stage),
        deciding: game.choice().map(|(c, _)| choice_name(c)),
        players,
        trail,
        beside_trail_outlaws: game
            .beside
            .iter()
            .map(|t| t.map(|t| tile(data, t)))
            .collect(),
        foresight: game
            .foresight
            .iter()
            .map(|s| s.iter().map(|t| t.map(|t| tile(data, t))).collect())
            .collect(),
        bag_sizes: game
            .bags
            .iter()
            .map(|b| b.iter().map(|&n| u32::from(n)).sum())
            .collect(),
        job_market: JobsShown {
            rows,
            token_row: game.jobs.token_row,
        },
        cattle_market: cards(data, &game.market),
        market_stack_size: game.market_stack.len(),
        objective_display: cards(data, &game.objective_display),
        objective_stack_size: game.objective_stack.len(),
        station_masters: game.masters.clone(),
        stations: game.stations.clone(),
        cities: game.cities.clone(),
        income_hand: cards(data, &game.shown),
        delivery_value: delivering.then_some(game.delivery_value),
        transport: delivering.then(|| {
            (0..data.file.railroad.cities.len() as u8)
                .map(|c| kansas::transport(game, data, game.seat, c))
                .collect()
        }),
        ending: game.ending.map(|e| EndingShown {
            by: e.by,
            final_turns_left: e.turns_left,
        }),
    }
}
