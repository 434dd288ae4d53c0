//! What a spectator sees and what one seat sees. Hands, draw stacks (and every stack's order) and
//! the bags' contents are private: the public view carries their sizes only, a discard pile its top
//! card, and the hand shown at a Kansas City income (as at the real table). A seat's view adds its
//! own hand.

use super::data::{CardId, CardInfo, GwtData, TileKind};
use super::rules::kansas;
use super::schema::WorkerKind;
use super::state::{Building, Choice, GwtGame, KcStep, Stage};
use crate::table::SeatId;
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

fn card(data: &GwtData, c: CardId) -> Value {
    match data.card(c) {
        CardInfo::Cattle { breed, value, vp } => json!({
            "id": c.0,
            "breed": data.file.breeds[usize::from(breed)].name,
            "value": value,
            "vp": vp,
        }),
        CardInfo::Objective(face) => json!({"id": c.0, "objective": face}),
    }
}

/// A tile by its kind, and its `id` (the stream paints it from there).
fn tile(data: &GwtData, t: u8) -> Value {
    let mut v = match data.tiles[usize::from(t)] {
        TileKind::Worker(k) => json!({"worker": worker_name(k)}),
        TileKind::Outlaw { green } => json!({"outlaw": if green { "green" } else { "orange" }}),
        TileKind::Hazard { kind, vp, hand } => {
            json!({"hazard": format!("{kind:?}").to_lowercase(), "vp": vp, "hand": format!("{hand:?}").to_lowercase()})
        }
    };
    v["id"] = json!(t);
    v
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
    let mut view = public(game, data);
    if let (Some(p), Some(me)) = (game.players.get(seat), view["players"].get_mut(seat)) {
        me["hand"] = json!(p.hand.iter().map(|c| c.0).collect::<Vec<_>>());
        me["hand_cards"] = json!(p.hand.iter().map(|&c| card(data, c)).collect::<Vec<_>>());
        me["discard"] = json!(p.discard.iter().map(|&c| card(data, c)).collect::<Vec<_>>());
    }
    view["seat"] = json!(seat);
    view
}

/// Everything a spectator may see.
pub fn public(game: &GwtGame, data: &GwtData) -> Value {
    let players: Vec<Value> = game
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            let mut public = json!({
                "money": p.money,
                "hand_size": p.hand.len(),
                "deck_size": p.stack.len(),
                "discard_size": p.discard.len(),
                "discard_top": p.discard.last().map(|&c| card(data, c)),
                "removed": p.removed.iter().map(|&c| card(data, c)).collect::<Vec<_>>(),
                "objectives": p.objectives.iter().map(|&c| card(data, c)).collect::<Vec<_>>(),
                "herder": p.herder.map(|h| data.space(h).name.clone()),
                "herder_at": p.herder.map(|h| h.0),
                "workers": {"cowboy": p.workers[0], "builder": p.workers[1], "engineer": p.workers[2]},
                "unbuilt": p.unbuilt,
                "aux_discs": p.aux,
                "step_limit": super::rules::trail::step_limit(game, data, s),
                "hand_limit": p.hand_limit(),
                "discs": p.discs_left().iter().map(|d| format!("{d:?}")).collect::<Vec<_>>(),
                "certificates": p.certificate_value(),
                "permanent_certificates": p.permanent,
                "exchange_tokens": p.exchange_tokens,
                "hazards": p.hazards.iter().map(|&t| tile(data, t)).collect::<Vec<_>>(),
                "outlaws": {"green": p.outlaws.0, "orange": p.outlaws.1},
                "station_masters": p.masters,
                "engine": data.rail[usize::from(p.engine)].space,
                "engine_at": p.engine,
                "engine_on_turnout": data.rail[usize::from(p.engine)].turnout,
                "job_market_token": p.job_token,
            });
            // At the end everyone turns their cards over to count them, as at the table.
            if game.over() {
                let mut cards: Vec<CardId> = p.deck().collect();
                cards.sort();
                public["cards"] = json!(cards.iter().map(|&c| card(data, c)).collect::<Vec<_>>());
            }
            public
        })
        .collect();
    let trail: Vec<Value> = data
        .spaces
        .iter()
        .enumerate()
        .filter(|(i, _)| game.buildings[*i].is_some() || game.tiles[*i].is_some())
        .map(|(i, s)| {
            let building = game.buildings[i].map(|b| match b {
                Building::Neutral(l) => json!({"neutral": data.file.neutral[usize::from(l)].letter.to_string(), "index": l}),
                Building::Private { owner, tile } => json!({
                    "owner": owner,
                    "tile": format!("{tile}{}", game.options.sides[usize::from(tile - 1)]),
                    "number": tile,
                }),
            });
            json!({"space": s.name, "at": i, "building": building, "tile": game.tiles[i].map(|t| tile(data, t))})
        })
        .collect();
    let c = usize::from(game.jobs.columns);
    let jobs: Vec<Vec<Option<&str>>> = game
        .jobs
        .cells
        .chunks(c.max(1))
        .map(|row| row.iter().map(|w| w.map(worker_name)).collect())
        .collect();
    json!({
        "turn": game.turn,
        "to_act": game.seat,
        "stage": stage_name(&game.stage),
        "deciding": game.choice().map(|(c, _)| choice_name(c)),
        "players": players,
        "trail": trail,
        "beside_trail_outlaws": game.beside.iter().map(|t| t.map(|t| tile(data, t))).collect::<Vec<_>>(),
        "foresight": game.foresight.iter().map(|s| s.iter().map(|t| t.map(|t| tile(data, t))).collect::<Vec<_>>()).collect::<Vec<_>>(),
        "bag_sizes": game.bags.iter().map(|b| b.iter().map(|&n| u32::from(n)).sum::<u32>()).collect::<Vec<_>>(),
        "job_market": {"rows": jobs, "token_row": game.jobs.token_row},
        "cattle_market": game.market.iter().map(|&c| card(data, c)).collect::<Vec<_>>(),
        "market_stack_size": game.market_stack.len(),
        "objective_display": game.objective_display.iter().map(|&c| card(data, c)).collect::<Vec<_>>(),
        "objective_stack_size": game.objective_stack.len(),
        "station_masters": game.masters,
        "stations": game.stations,
        "cities": game.cities,
        "income_hand": game.shown.iter().map(|&c| card(data, c)).collect::<Vec<_>>(),
        "delivery_value": matches!(game.stage, Stage::KansasCity(KcStep::Delivery)).then_some(game.delivery_value),
        "transport": matches!(game.stage, Stage::KansasCity(KcStep::Delivery)).then(|| {
            (0..data.file.railroad.cities.len() as u8).map(|c| kansas::transport(game, data, game.seat, c)).collect::<Vec<_>>()
        }),
        "ending": game.ending.map(|e| json!({"by": e.by, "final_turns_left": e.turns_left})),
    })
}
