//! Every action a seat may take now: the window's highlights and the bots pick from this listing.
//! Candidates come from what the stage or the waiting decision offers; each is kept only if
//! [`check`](super::check) accepts it, so the listing and validation cannot disagree. Cards alike
//! in breed, value and VP are offered once.

use super::{cards, effects, railroad, supply, trail, workers};
use crate::games::gwt::actions::{DiscSource, GwtAction};
use crate::games::gwt::data::{CardId, CardInfo, GwtData, SpaceId, TileKind};
use crate::games::gwt::schema::WorkerKind;
use crate::games::gwt::state::{Choice, Disc, GwtGame, KcStep, Stage};
use crate::table::SeatId;

/// What makes two cards alike for a choice.
fn alike(data: &GwtData, c: CardId) -> (u8, u8, u8, u8) {
    match data.card(c) {
        CardInfo::Cattle { breed, value, vp } => (0, breed, value, vp),
        CardInfo::Objective(face) => (1, face, 0, 0),
    }
}

/// Every distinct set of `k` cards from the hand.
fn card_sets(data: &GwtData, hand: &[CardId], k: usize) -> Vec<Vec<CardId>> {
    fn pick(
        hand: &[CardId],
        k: usize,
        from: usize,
        set: &mut Vec<CardId>,
        all: &mut Vec<Vec<CardId>>,
    ) {
        if set.len() == k {
            all.push(set.clone());
            return;
        }
        for i in from..hand.len() {
            set.push(hand[i]);
            pick(hand, k, i + 1, set, all);
            set.pop();
        }
    }
    let mut all = Vec::new();
    pick(hand, k, 0, &mut Vec::new(), &mut all);
    let mut seen: Vec<Vec<(u8, u8, u8, u8)>> = Vec::new();
    all.retain(|set| {
        let mut key: Vec<_> = set.iter().map(|&c| alike(data, c)).collect();
        key.sort_unstable();
        let new = !seen.contains(&key);
        if new {
            seen.push(key);
        }
        new
    });
    all
}

const DISCS: [Disc; 10] = [
    Disc::Aux(0),
    Disc::Aux(1),
    Disc::Aux(2),
    Disc::Aux(3),
    Disc::Aux(4),
    Disc::StepDollar,
    Disc::StepVp,
    Disc::Hand,
    Disc::Cert4,
    Disc::Cert6,
];

/// Candidates for the decision on top of the stack.
fn for_choice(
    game: &GwtGame,
    data: &GwtData,
    seat: SeatId,
    choice: &Choice,
    out: &mut Vec<GwtAction>,
) {
    let p = &game.players[seat];
    match choice {
        Choice::Discard(ask, _) => {
            out.extend(
                cards::answers(data, ask, &p.hand)
                    .into_iter()
                    .map(GwtAction::Cards),
            );
        }
        Choice::DiscardN(n) => {
            out.extend(
                card_sets(data, &p.hand, usize::from(*n))
                    .into_iter()
                    .map(GwtAction::Cards),
            );
        }
        Choice::Remove(n) => {
            for k in 1..=usize::from(*n) {
                out.extend(
                    card_sets(data, &p.hand, k)
                        .into_iter()
                        .map(GwtAction::Cards),
                );
            }
        }
        Choice::Engine(n) => out.extend(
            railroad::forward(game, data, seat, *n)
                .into_iter()
                .map(|s| GwtAction::Engine(s as u8)),
        ),
        Choice::BackTo(n, _) => out.extend(
            railroad::back_exactly(game, data, seat, *n)
                .into_iter()
                .map(|s| GwtAction::Engine(s as u8)),
        ),
        Choice::DrawUpTo { .. } => out.push(GwtAction::Draw),
        Choice::Back39 => out.extend(
            railroad::behind(game, seat)
                .into_iter()
                .map(|s| GwtAction::Engine(s as u8)),
        ),
        Choice::Upgrade(_) => out.extend(DISCS.iter().map(|&d| GwtAction::Upgrade(d))),
        Choice::UpgradeBehind => {
            for station in workers::stations_behind(game, data, seat) {
                out.extend(
                    DISCS
                        .iter()
                        .map(|&disc| GwtAction::Station { station, disc }),
                );
            }
        }
        Choice::Master(_) => out.extend(
            [
                WorkerKind::Cowboy,
                WorkerKind::Builder,
                WorkerKind::Engineer,
            ]
            .map(GwtAction::Appoint),
        ),
        Choice::Hire(adjust) => out.extend(
            workers::hire_options(game, data, seat, *adjust)
                .into_iter()
                .map(|(c, _)| GwtAction::Hire(c)),
        ),
        Choice::Build(per) => out.extend(
            workers::build_options(game, data, seat, *per)
                .into_iter()
                .map(|(tile, at, _)| GwtAction::Build { tile, at }),
        ),
        Choice::Buy(_) => {
            for (i, o) in data.file.buy_options.iter().enumerate() {
                let fit: Vec<CardId> = game
                    .market
                    .iter()
                    .copied()
                    .filter(|&c| supply::fits_option(data, o, c))
                    .collect();
                for cards in card_sets(data, &fit, usize::from(o.cards)) {
                    out.push(GwtAction::Buy {
                        option: i as u8,
                        cards,
                    });
                }
            }
            out.push(GwtAction::Refill);
        }
        Choice::Hazard => {
            for (i, t) in game.tiles.iter().enumerate() {
                if let Some(t) = t
                    && matches!(data.tiles[usize::from(*t)], TileKind::Hazard { .. })
                {
                    out.push(GwtAction::Hazard(SpaceId(i as u8)));
                }
            }
        }
        Choice::Bounty => out.extend((1..=9).map(GwtAction::Bounty)),
        Choice::Aux(double_ok) => {
            for n in 0..5 {
                out.push(GwtAction::Aux { n, double: false });
                if *double_ok {
                    out.push(GwtAction::Aux { n, double: true });
                }
            }
        }
        Choice::Herder { steps, walk } => {
            if let Some(at) = p.herder {
                out.extend(
                    trail::paths(game, data, at, *steps, *walk)
                        .into_iter()
                        .map(GwtAction::Move),
                );
            }
        }
        Choice::Objective { .. } => {
            out.extend(
                game.objective_display
                    .iter()
                    .map(|&c| GwtAction::Objective(Some(c))),
            );
            out.push(GwtAction::Objective(None));
        }
        Choice::OneOf(list) => out.extend((0..list.len() as u8).map(GwtAction::Pick)),
        Choice::Adjacent => out.extend(
            effects::adjacent(game, data, seat)
                .into_iter()
                .map(GwtAction::Adjacent),
        ),
        Choice::Borrowed(a) => {
            let n = super::local_actions(game, data, usize::MAX, a.at).len() as u8;
            out.extend((0..n).map(GwtAction::Use));
        }
        Choice::ExtraDelivery => {
            let behind = railroad::behind(game, seat);
            for &to in &behind {
                let moved = behind
                    .iter()
                    .filter(|&&q| q >= to && !data.rail[q].turnout)
                    .count();
                for (city, c) in data.file.railroad.cities.iter().enumerate() {
                    if usize::from(c.value) > moved {
                        continue;
                    }
                    for &disc in &DISCS {
                        if railroad::can_deliver(
                            game,
                            data,
                            seat,
                            city as u8,
                            DiscSource::Board(disc),
                            0,
                        ) {
                            out.push(GwtAction::ExtraDelivery {
                                to: to as u8,
                                city: city as u8,
                                disc,
                            });
                        }
                    }
                }
            }
        }
    }
}

/// Candidates for what the stage asks when no effect waits.
fn for_stage(game: &GwtGame, data: &GwtData, seat: SeatId, out: &mut Vec<GwtAction>) {
    let p = &game.players[seat];
    let objectives = || {
        p.hand
            .iter()
            .copied()
            .filter(|&c| effects::is_objective(data, c))
            .map(GwtAction::PlayObjective)
    };
    match &game.stage {
        Stage::Opening => {
            let limit = p.hand_limit();
            if p.hand.len() > limit {
                out.extend(
                    card_sets(data, &p.hand, p.hand.len() - limit)
                        .into_iter()
                        .map(GwtAction::Cards),
                );
            } else {
                out.extend(data.neutral_spaces.iter().map(|&s| GwtAction::Start(s)));
            }
        }
        Stage::Move => {
            if let Some(at) = p.herder {
                let steps = trail::step_limit(game, data, seat);
                out.extend(
                    trail::paths(game, data, at, steps, false)
                        .into_iter()
                        .map(GwtAction::Move),
                );
            }
            out.extend(objectives());
            out.push(GwtAction::Exchange);
        }
        Stage::Act(a) => {
            let n = super::local_actions(game, data, seat, a.at).len() as u8;
            out.extend((0..n).map(GwtAction::Use));
            out.extend((0..5).map(|n| GwtAction::Aux { n, double: false }));
            out.extend(objectives());
            out.push(GwtAction::Exchange);
            out.push(GwtAction::EndTurn);
        }
        Stage::KansasCity(KcStep::Foresight(_)) => {
            out.extend([
                GwtAction::Foresight(0),
                GwtAction::Foresight(1),
                GwtAction::Exchange,
            ]);
            out.extend(objectives());
        }
        Stage::KansasCity(KcStep::Income) => {
            out.extend((0..=p.certificates).map(|to| GwtAction::Income { to }));
            out.push(GwtAction::Exchange);
            out.extend(objectives());
        }
        Stage::KansasCity(KcStep::Delivery) => {
            for city in 0..data.file.railroad.cities.len() as u8 {
                if u32::from(data.file.railroad.cities[usize::from(city)].value)
                    > game.delivery_value
                {
                    continue;
                }
                out.extend(DISCS.iter().map(|&d| GwtAction::Deliver {
                    city,
                    disc: DiscSource::Board(d),
                }));
                out.extend((0..data.file.railroad.stations.len() as u8).map(|s| {
                    GwtAction::Deliver {
                        city,
                        disc: DiscSource::Station(s),
                    }
                }));
            }
        }
        Stage::Draw | Stage::Over => {}
    }
}

/// Every action `seat` may take now.
pub fn list(game: &GwtGame, data: &GwtData, seat: SeatId) -> Vec<GwtAction> {
    let mut out = candidates(game, data, seat);
    out.retain(|a| super::check(game, data, seat, a).is_ok());
    out
}

/// What the stage or the waiting decision offers, before validation (a bot applies each to a
/// copy anyway, which validates it).
pub fn candidates(game: &GwtGame, data: &GwtData, seat: SeatId) -> Vec<GwtAction> {
    if game.to_act() != Some(seat) {
        return Vec::new();
    }
    let mut out = Vec::new();
    match game.choice() {
        Some((choice, optional)) => {
            for_choice(game, data, seat, choice, &mut out);
            if optional {
                out.push(GwtAction::Decline);
            }
        }
        None => for_stage(game, data, seat, &mut out),
    }
    // Rules 2: an exchange token at any moment of the turn.
    if game.since(2)
        && game.players[seat].exchange_tokens > 0
        && !out.contains(&GwtAction::Exchange)
    {
        out.push(GwtAction::Exchange);
    }
    out
}
