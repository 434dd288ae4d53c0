//! Every action a seat may take now, from its seat view: what the window highlights and the bots
//! choose from. Each candidate is held to [`check`](super::check) (but the pile draw, whose tile
//! the view cannot know), so the listing and the rules cannot disagree.

use super::super::actions::{Ability, Draw, Pick, TradeFor, WsAction};
use super::super::data::WsData;
use super::super::schema::{Good, UpgradeKind};
use super::super::state::{Phase, StopAt, Todo, TrainAt};
use super::super::view::SeatView;
use super::{check, moves, toll_owner, upgrades};

/// Every legal action of the view's seat.
pub fn list(view: &SeatView, data: &WsData) -> Vec<WsAction> {
    let game = &view.game;
    let seat = view.seat;
    if game.to_act() != Some(seat) {
        return Vec::new();
    }
    let mut out = candidates(view, data);
    out.retain(|a| matches!(a, WsAction::Draw(Draw::Pile)) || check(game, data, seat, a).is_ok());
    out
}

fn held(view: &SeatView) -> Vec<Good> {
    let p = &view.game.players[view.seat];
    Good::ALL
        .into_iter()
        .filter(|g| p.goods[g.index()] > 0)
        .collect()
}

fn candidates(view: &SeatView, data: &WsData) -> Vec<WsAction> {
    let game = &view.game;
    let seat = view.seat;
    let p = &game.players[seat];
    if let Some(&todo) = game.todo.last() {
        return match todo {
            Todo::Trade { .. } => {
                let mut out: Vec<WsAction> = held(view)
                    .into_iter()
                    .flat_map(|give| {
                        trades(give)
                            .into_iter()
                            .map(move |take| WsAction::Trade { give, take })
                    })
                    .collect();
                out.push(WsAction::StopTrading);
                out
            }
            Todo::Pick { tokens } => {
                let mut out: Vec<WsAction> = Good::ALL
                    .into_iter()
                    .map(|g| WsAction::Pick(Pick::Good(g)))
                    .collect();
                if tokens {
                    out.extend([Pick::Coal, Pick::Whistle, Pick::Gold].map(WsAction::Pick));
                }
                out
            }
            Todo::Town { .. } | Todo::Deliver { .. } => vec![WsAction::Pay, WsAction::Decline],
            Todo::GiveUpShare => {
                let mut shares = p.shares.clone();
                shares.sort_unstable();
                shares.dedup();
                shares.into_iter().map(WsAction::GiveUp).collect()
            }
            Todo::Park { .. } => (0..game.parked.len() as u8)
                .map(|space| WsAction::Park { space })
                .collect(),
            Todo::Overflow { .. } => Good::ALL.into_iter().map(WsAction::Discard).collect(),
            Todo::Trim { .. } => p.hand.iter().map(|&t| WsAction::PutBack(t)).collect(),
        };
    }
    match game.phase {
        Phase::Placing => (0..data.coast.len() as u8)
            .map(|coast| WsAction::Place { coast })
            .collect(),
        Phase::Turn => {
            let mut out = train_moves(view, data);
            out.extend(buys(view, data));
            out.extend(abilities(view, data));
            out.push(WsAction::EndTurn);
            out
        }
        Phase::Refill { .. } => {
            let mut out: Vec<WsAction> = (0..game.face_up.len() as u8)
                .map(|i| WsAction::Draw(Draw::FaceUp(i)))
                .collect();
            if view.pile_len > 0 {
                out.push(WsAction::Draw(Draw::Pile));
            }
            let mut searchable = game.pile.cards().to_vec();
            searchable.dedup_by_key(|t| (data.tile(*t).turned(0), data.tile(*t).stops.clone()));
            out.extend(
                searchable
                    .into_iter()
                    .map(|t| WsAction::Draw(Draw::Search(t))),
            );
            out.push(WsAction::SkipRefill);
            out
        }
        Phase::Over => Vec::new(),
    }
}

/// What a good may be traded for.
fn trades(give: Good) -> Vec<TradeFor> {
    if give.rare() {
        let mut out: Vec<TradeFor> = Good::ALL
            .into_iter()
            .filter(|g| g.rare() && *g != give)
            .map(TradeFor::Good)
            .collect();
        let common = [Good::Cotton, Good::Gravel, Good::Lumber];
        for (i, &a) in common.iter().enumerate() {
            for &b in &common[i..] {
                out.push(TradeFor::Two(a, b));
            }
        }
        out
    } else {
        let mut out: Vec<TradeFor> = Good::ALL
            .into_iter()
            .filter(|g| !g.rare() && *g != give)
            .map(TradeFor::Good)
            .collect();
        out.extend([TradeFor::Whistle, TradeFor::Coal]);
        out
    }
}

fn train_moves(view: &SeatView, data: &WsData) -> Vec<WsAction> {
    let game = &view.game;
    let seat = view.seat;
    let p = &game.players[seat];
    if game.turn.tokens >= data.file.limits.tokens_per_turn {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (i, t) in game.trains.iter().enumerate() {
        if usize::from(t.owner) != seat || !matches!(t.at, TrainAt::Stop(_)) {
            continue;
        }
        let tolls: Vec<Option<Good>> = match toll_owner(game, data, i) {
            Some(_) => held(view).into_iter().map(Some).collect(),
            None => vec![None],
        };
        for whistle in [false, true] {
            if (whistle && p.whistles == 0) || (!whistle && p.coal == 0) {
                continue;
            }
            for route in moves::routes(game, data, i, whistle, None) {
                for &toll in &tolls {
                    out.push(WsAction::Move {
                        train: i as u8,
                        whistle,
                        lays: route.lays.clone(),
                        to: route.to,
                        toll,
                    });
                }
            }
        }
    }
    out
}

fn buys(view: &SeatView, data: &WsData) -> Vec<WsAction> {
    let game = &view.game;
    let mut out = Vec::new();
    for upgrade in 0..data.file.upgrades.len() as u8 {
        match upgrades::seller(game, view.seat, upgrade) {
            Ok(None) => out.push(WsAction::Buy {
                upgrade,
                rare: None,
            }),
            Ok(Some(_)) => {
                out.extend(
                    held(view)
                        .into_iter()
                        .filter(|g| g.rare())
                        .map(|g| WsAction::Buy {
                            upgrade,
                            rare: Some(g),
                        }),
                )
            }
            Err(_) => {}
        }
    }
    out
}

fn abilities(view: &SeatView, data: &WsData) -> Vec<WsAction> {
    let game = &view.game;
    let seat = view.seat;
    let owned = |k| game.owns(data, seat, k);
    let mut out = Vec::new();
    for (kind, ability) in [
        (UpgradeKind::CoalCar, Ability::CoalCar),
        (UpgradeKind::OpenWagon, Ability::OpenWagon),
        (UpgradeKind::MineCart, Ability::MineCart),
        (UpgradeKind::FirstClassCabin, Ability::FirstClassCabin),
        (UpgradeKind::Warehouse, Ability::Warehouse),
        (UpgradeKind::NewWhistle, Ability::NewWhistle),
    ] {
        if owned(kind) {
            out.push(WsAction::Use(ability));
        }
    }
    if owned(UpgradeKind::Caboose) {
        for (i, t) in game.trains.iter().enumerate() {
            if usize::from(t.owner) == seat && matches!(t.at, TrainAt::Stop(StopAt::Tile { .. })) {
                out.push(WsAction::Use(Ability::Caboose { train: i as u8 }));
            }
        }
    }
    if owned(UpgradeKind::Safe) {
        for &give in &game.players[seat].shares {
            for railroad in 0..data.file.railroads.len() as u8 {
                out.push(WsAction::Use(Ability::Safe { give, railroad }));
            }
        }
    }
    out
}
