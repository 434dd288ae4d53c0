//! Great Western Trail in the player's words: cards, tiles, discs, the icons of an action, and every
//! legal action as a button's label (grouped where one decision has many answers).

use crate::games::gwt::actions::{DiscSource, GwtAction};
use crate::games::gwt::data::{CardId, CardInfo, GwtData, SpaceId, TileKind};
use crate::games::gwt::rules::{self, kansas, workers};
use crate::games::gwt::schema::{Amount, CardAsk, Count, Effect, HazardKind, WorkerKind};
use crate::games::gwt::state::{Choice, Disc, GwtGame, Stage};
use crate::table::SeatId;
use crate::ui::i18n::{Locale, args};

/// A card as the table names it: "Galloway 2", "Objective 7".
pub fn card_name(locale: &Locale, data: &GwtData, c: CardId) -> String {
    match data.card(c) {
        CardInfo::Cattle { breed, value, .. } => {
            format!("{} {value}", data.file.breeds[usize::from(breed)].name)
        }
        CardInfo::Objective(face) => {
            let o = &data.objectives[usize::from(face)];
            locale.t_args(
                if o.penalty == 0 {
                    "gwt-card-objective-start"
                } else {
                    "gwt-card-objective"
                },
                args!["n" => i64::from(face) + 1, "vp" => o.vp, "penalty" => o.penalty],
            )
        }
    }
}

/// What an objective card asks for, in words ("a building, a station, …"); empty for cattle.
pub fn objective_tasks(locale: &Locale, data: &GwtData, c: CardId) -> String {
    use crate::games::gwt::schema::Task;
    let CardInfo::Objective(face) = data.card(c) else {
        return String::new();
    };
    let tasks: Vec<String> = data.objectives[usize::from(face)]
        .tasks
        .iter()
        .map(|t| {
            locale.t(match t {
                Task::Building => "gwt-task-building",
                Task::GreenOutlaw => "gwt-task-green-outlaw",
                Task::OrangeOutlaw => "gwt-task-orange-outlaw",
                Task::Hazard => "gwt-task-hazard",
                Task::Station => "gwt-task-station",
                Task::Value3 => "gwt-task-value3",
                Task::Value4 => "gwt-task-value4",
                Task::Value5 => "gwt-task-value5",
                Task::NewYork => "gwt-task-new-york",
            })
        })
        .collect();
    tasks.join(", ")
}

/// An objective card with what it asks for: "Objective 9 (4 / −2 VP): a station, a hazard".
fn objective_with_tasks(locale: &Locale, data: &GwtData, c: CardId) -> String {
    format!(
        "{}: {}",
        card_name(locale, data, c),
        objective_tasks(locale, data, c)
    )
}

/// Several cards, named and joined.
pub fn cards_text(locale: &Locale, data: &GwtData, cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|&c| card_name(locale, data, c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A worker kind's name.
pub fn worker_name(locale: &Locale, k: WorkerKind) -> String {
    locale.t(match k {
        WorkerKind::Cowboy => "gwt-worker-cowboy",
        WorkerKind::Builder => "gwt-worker-builder",
        WorkerKind::Engineer => "gwt-worker-engineer",
    })
}

/// A tile kind's name.
pub fn tile_name(locale: &Locale, data: &GwtData, kind: u8) -> String {
    match data.tiles[usize::from(kind)] {
        TileKind::Worker(k) => worker_name(locale, k),
        TileKind::Outlaw { green: true } => locale.t("gwt-tile-outlaw-green"),
        TileKind::Outlaw { green: false } => locale.t("gwt-tile-outlaw-orange"),
        TileKind::Hazard { kind, vp, .. } => locale.t_args(
            match kind {
                HazardKind::Flood => "gwt-tile-flood",
                HazardKind::Drought => "gwt-tile-drought",
                HazardKind::Rockfall => "gwt-tile-rockfall",
            },
            args!["vp" => vp],
        ),
    }
}

/// A disc of the player board by what lifting it unlocks.
pub fn disc_name(locale: &Locale, d: Disc) -> String {
    match d {
        Disc::Aux(n) => locale.t_args("gwt-disc-aux", args!["n" => i64::from(n) + 1]),
        Disc::StepDollar => locale.t("gwt-disc-step-dollar"),
        Disc::StepVp => locale.t("gwt-disc-step-vp"),
        Disc::Hand => locale.t("gwt-disc-hand"),
        Disc::Cert4 => locale.t("gwt-disc-cert4"),
        Disc::Cert6 => locale.t("gwt-disc-cert6"),
    }
}

fn count_name(locale: &Locale, c: Count) -> String {
    locale.t(match c {
        Count::Cowboys => "gwt-count-cowboys",
        Count::Builders => "gwt-count-builders",
        Count::Engineers => "gwt-count-engineers",
        Count::Workers => "gwt-count-workers",
        Count::WoodsBuildings => "gwt-count-woods",
        Count::Buildings => "gwt-count-buildings",
        Count::Stations => "gwt-count-stations",
        Count::Hazards => "gwt-count-hazards",
        Count::OutlawPairs => "gwt-count-pairs",
        Count::Certificates => "gwt-count-certificates",
        Count::Objectives => "gwt-count-objectives",
    })
}

fn amount(locale: &Locale, a: Amount) -> String {
    match a {
        Amount::Fixed(n) => n.to_string(),
        Amount::Per(c, n) => locale.t_args(
            "gwt-fx-per",
            args!["n" => n, "what" => count_name(locale, c)],
        ),
    }
}

fn ask_text(locale: &Locale, ask: &CardAsk) -> String {
    match ask {
        CardAsk::Breed(b) => b.clone(),
        CardAsk::Value(v) => locale.t_args("gwt-cardask-value", args!["n" => *v]),
        CardAsk::Any => locale.t("gwt-cardask-any"),
        CardAsk::Pair => locale.t("gwt-cardask-pair"),
        CardAsk::Objective => locale.t("gwt-cardask-objective"),
    }
}

/// What an action does, in short words.
pub fn effect_text(locale: &Locale, e: &Effect) -> String {
    let n = |key: &str, n: String| locale.t_args(key, args!["n" => n]);
    match e {
        Effect::Money(a) => n("gwt-fx-money", amount(locale, *a)),
        Effect::Certificate(k) => n("gwt-fx-certificate", k.to_string()),
        Effect::CertificateToLimit => locale.t("gwt-fx-certificate-limit"),
        Effect::PermanentCertificate(k) => n("gwt-fx-permanent", k.to_string()),
        Effect::Objective => locale.t("gwt-fx-objective"),
        Effect::ObjectiveToHand => locale.t("gwt-fx-objective-hand"),
        Effect::ExchangeToken => locale.t("gwt-fx-exchange"),
        Effect::Engine(a) => n("gwt-fx-engine", amount(locale, *a)),
        Effect::Hire(0) => locale.t("gwt-fx-hire"),
        Effect::Hire(d) => n("gwt-fx-hire-at", format!("{d:+}")),
        Effect::Build(per) => n("gwt-fx-build", per.to_string()),
        Effect::BuyCattle => locale.t("gwt-fx-buy"),
        Effect::RemoveHazard => locale.t("gwt-fx-hazard"),
        Effect::Bounty => locale.t("gwt-fx-bounty"),
        Effect::Aux => locale.t("gwt-fx-aux"),
        Effect::Herder(k) => n("gwt-fx-herder", k.to_string()),
        Effect::Walk(k) => n("gwt-fx-walk", k.to_string()),
        Effect::DrawDiscard(a) => n("gwt-fx-draw", amount(locale, *a)),
        Effect::DrawUpTo(a) => n("gwt-fx-draw-up-to", amount(locale, *a)),
        Effect::OutlawPairs => locale.t("gwt-fx-outlaw-pairs"),
        Effect::UseAdjacent => locale.t("gwt-fx-adjacent"),
        Effect::ExtraordinaryDelivery => locale.t("gwt-fx-extra"),
        Effect::UpgradeBehind => locale.t("gwt-fx-upgrade-behind"),
        Effect::RemoveCards(k) => n("gwt-fx-remove", k.to_string()),
        Effect::Discard(ask, then) => locale.t_args(
            "gwt-fx-discard",
            args!["ask" => ask_text(locale, ask), "then" => effect_text(locale, then)],
        ),
        Effect::Pay(d, then) => locale.t_args(
            "gwt-fx-pay",
            args!["n" => *d, "then" => effect_text(locale, then)],
        ),
        Effect::Back(k, then) => locale.t_args(
            "gwt-fx-back",
            args!["n" => *k, "then" => effect_text(locale, then)],
        ),
        Effect::All(list) => join(locale, list, " + "),
        Effect::OneOf(list) => join(locale, list, " / "),
    }
}

fn join(locale: &Locale, list: &[Effect], by: &str) -> String {
    list.iter()
        .map(|e| effect_text(locale, e))
        .collect::<Vec<_>>()
        .join(by)
}

/// A legal action as a button: the group it folds under (if it is one of many answers to the
/// same question) and its own label.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    /// The group's heading, if any.
    pub group: Option<String>,
    /// The button's words.
    pub text: String,
}

/// A trail space as players read it.
pub fn space_name(data: &GwtData, s: SpaceId) -> String {
    data.space_label(s)
}

/// Where a move ends, by what stands there: "B-2: building 4", "Drought 1: drought (2 VP)".
fn destination(locale: &Locale, data: &GwtData, game: &GwtGame, s: SpaceId) -> String {
    let name = space_name(data, s);
    let i = usize::from(s.0);
    match (&game.buildings[i], game.tiles[i]) {
        (Some(crate::games::gwt::state::Building::Private { tile, .. }), _) => locale.t_args(
            "gwt-space-building",
            args!["tile" => *tile, "space" => name],
        ),
        (_, Some(t)) => locale.t_args(
            "gwt-space-tile",
            args!["tile" => tile_name(locale, data, t), "space" => name],
        ),
        _ => name,
    }
}

fn city_name(data: &GwtData, city: u8) -> String {
    data.file.railroad.cities[usize::from(city)].name.clone()
}

/// The label of `action`, which `seat` may take in `game` (as its view knows it).
pub fn label(
    locale: &Locale,
    data: &GwtData,
    game: &GwtGame,
    seat: SeatId,
    action: &GwtAction,
) -> Label {
    let plain = |text: String| Label { group: None, text };
    let grouped = |group: String, text: String| Label {
        group: Some(group),
        text,
    };
    let choice = game.choice().map(|(c, _)| c.clone());
    match action {
        GwtAction::Cards(cards) => {
            let key = match choice {
                Some(Choice::Remove(_)) => "gwt-do-remove",
                _ => "gwt-do-discard",
            };
            plain(locale.t_args(
                key,
                args!["cards" => cards_text(locale, data, cards)],
            ))
        }
        GwtAction::Start(at) => plain(locale.t_args(
            "gwt-do-start",
            args!["space" => space_name(data, *at)],
        )),
        GwtAction::Move(path) => {
            let to = *path.last().unwrap_or(&data.start());
            let locations: Vec<SpaceId> = path
                .iter()
                .copied()
                .filter(|&s| game.is_location(s))
                .collect();
            let fee: u32 = locations
                .iter()
                .map(|&s| rules::trail::fee(game, data, seat, s).0)
                .sum();
            grouped(
                locale.t("gwt-group-move"),
                locale.t_args(
                    "gwt-do-move",
                    args!["space" => destination(locale, data, game, to),
                          "steps" => locations.len(), "fee" => fee],
                ),
            )
        }
        GwtAction::Use(slot) => {
            let text = match &game.stage {
                Stage::Act(a) => rules::local_actions(game, data, seat, a.at)
                    .get(usize::from(*slot))
                    .map(|e| effect_text(locale, e))
                    .unwrap_or_default(),
                _ => String::new(),
            };
            plain(locale.t_args("gwt-do-use", args!["effect" => text]))
        }
        GwtAction::Pick(i) => {
            let text = match &choice {
                Some(Choice::OneOf(list)) => list
                    .get(usize::from(*i))
                    .map(|e| effect_text(locale, e))
                    .unwrap_or_default(),
                _ => (i + 1).to_string(),
            };
            plain(text)
        }
        GwtAction::Aux { n, double } => {
            let e = rules::effects::aux_effect(data, *n, *double);
            grouped(
                locale.t("gwt-group-aux"),
                locale.t_args(
                    if *double {
                        "gwt-do-aux-double"
                    } else {
                        "gwt-do-aux"
                    },
                    args!["effect" => effect_text(locale, e)],
                ),
            )
        }
        GwtAction::Engine(spot) => {
            let rail = &data.rail[usize::from(*spot)];
            let text = match rail.station {
                Some(station) if rail.turnout => locale.t_args(
                    "gwt-do-engine-turnout",
                    args!["n" => rail.space, "station" => u32::from(station) + 1],
                ),
                _ => locale.t_args("gwt-do-engine", args!["n" => rail.space]),
            };
            grouped(locale.t("gwt-group-engine"), text)
        }
        GwtAction::Upgrade(d) => grouped(
            locale.t("gwt-group-disc"),
            disc_name(locale, *d),
        ),
        GwtAction::Appoint(k) => plain(locale.t_args(
            "gwt-do-appoint",
            args!["worker" => worker_name(locale, *k)],
        )),
        GwtAction::Hire(cell) => {
            let adjust = match choice {
                Some(Choice::Hire(a)) => a,
                _ => 0,
            };
            let cost = workers::hire_options(game, data, seat, adjust)
                .into_iter()
                .find(|(c, _)| c == cell)
                .map_or(0, |(_, cost)| cost);
            let kind = game.jobs.cells[usize::from(*cell)];
            let worker = kind.map(|k| worker_name(locale, k)).unwrap_or_default();
            grouped(
                locale.t("gwt-group-hire"),
                locale.t_args("gwt-do-hire", args!["worker" => worker, "cost" => cost]),
            )
        }
        GwtAction::Build { tile, at } => {
            let per = match choice {
                Some(Choice::Build(per)) => per,
                _ => 0,
            };
            let cost = workers::build_options(game, data, seat, per)
                .into_iter()
                .find(|(t, s, _)| t == tile && s == at)
                .map_or(0, |(_, _, cost)| cost);
            grouped(
                locale.t_args("gwt-group-build", args!["tile" => *tile]),
                locale.t_args(
                    "gwt-do-build",
                    args!["space" => space_name(data, *at), "cost" => cost],
                ),
            )
        }
        GwtAction::Buy { option, cards } => {
            let o = &data.file.buy_options[usize::from(*option)];
            grouped(
                locale.t_args(
                    "gwt-group-buy",
                    args!["value" => o.value, "cowboys" => o.cowboys, "cost" => o.dollars],
                ),
                cards_text(locale, data, cards),
            )
        }
        GwtAction::Refill => plain(locale.t("gwt-do-refill")),
        GwtAction::Hazard(at) => grouped(
            locale.t("gwt-group-hazard"),
            locale.t_args(
                "gwt-do-hazard",
                args!["tile" => game.tiles[usize::from(at.0)].map(|t| tile_name(locale, data, t)).unwrap_or_default(),
                      "space" => space_name(data, *at)],
            ),
        ),
        GwtAction::Bounty(n) => grouped(
            locale.t("gwt-group-bounty"),
            locale.t_args("gwt-do-bounty", args!["n" => *n]),
        ),
        GwtAction::Objective(Some(c)) => grouped(
            locale.t("gwt-group-objective"),
            objective_with_tasks(locale, data, *c),
        ),
        GwtAction::Objective(None) => grouped(
            locale.t("gwt-group-objective"),
            locale.t("gwt-do-objective-top"),
        ),
        GwtAction::Adjacent(at) => plain(locale.t_args(
            "gwt-do-adjacent",
            args!["space" => space_name(data, *at)],
        )),
        GwtAction::ExtraDelivery { to, city, disc } => grouped(
            locale.t_args("gwt-group-deliver", args!["city" => city_name(data, *city)]),
            locale.t_args(
                "gwt-do-extra",
                args!["to" => data.rail[usize::from(*to)].space, "disc" => disc_name(locale, *disc)],
            ),
        ),
        GwtAction::Station { station, disc } => grouped(
            locale.t_args("gwt-group-station", args!["n" => i64::from(*station) + 1]),
            disc_name(locale, *disc),
        ),
        GwtAction::PlayObjective(c) => plain(locale.t_args(
            "gwt-do-play-objective",
            args!["card" => objective_with_tasks(locale, data, *c)],
        )),
        GwtAction::Exchange => plain(locale.t("gwt-do-exchange")),
        GwtAction::Draw => plain(locale.t("gwt-do-draw")),
        GwtAction::Decline => plain(locale.t(match choice {
            Some(Choice::DrawUpTo { drawn: 1.., .. }) => "gwt-do-stop-drawing",
            _ => "gwt-do-decline",
        })),
        GwtAction::EndTurn => plain(locale.t("gwt-do-end-turn")),
        GwtAction::Foresight(k) => {
            let tile = match game.stage {
                Stage::KansasCity(crate::games::gwt::state::KcStep::Foresight(i)) => game
                    .foresight
                    .get(usize::from(i))
                    .and_then(|row| row[usize::from(*k)])
                    .map(|t| tile_name(locale, data, t))
                    .unwrap_or_default(),
                _ => String::new(),
            };
            plain(locale.t_args("gwt-do-foresight", args!["tile" => tile]))
        }
        GwtAction::Income { to } => {
            let value = kansas::income_value(game, data, seat, *to).unwrap_or(0);
            let from = game.players[seat].certificates;
            plain(locale.t_args(
                "gwt-do-income",
                args!["value" => value, "spent" => i64::from(from) - i64::from(*to)],
            ))
        }
        GwtAction::Deliver { city, disc } => {
            let cost = kansas::transport(game, data, seat, *city);
            let disc = match disc {
                DiscSource::Board(d) => disc_name(locale, *d),
                DiscSource::Station(s) => {
                    locale.t_args("gwt-disc-station", args!["n" => i64::from(*s) + 1])
                }
            };
            grouped(
                locale.t_args(
                    "gwt-group-deliver-cost",
                    args!["city" => city_name(data, *city), "cost" => cost],
                ),
                disc,
            )
        }
    }
}

/// The spaces an action names on the trail (the board lights them and a click there takes it).
pub fn target_space(action: &GwtAction) -> Option<SpaceId> {
    match action {
        GwtAction::Start(s)
        | GwtAction::Adjacent(s)
        | GwtAction::Hazard(s)
        | GwtAction::Build { at: s, .. } => Some(*s),
        GwtAction::Move(path) => path.last().copied(),
        _ => None,
    }
}
