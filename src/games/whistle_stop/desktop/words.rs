//! Every action's button, in the player's language.

use crate::games::whistle_stop::actions::{Ability, Draw, Pick, TradeFor, WsAction, good_key};
use crate::games::whistle_stop::data::WsData;
use crate::games::whistle_stop::rules::log::upgrade_key;
use crate::games::whistle_stop::schema::{Gain, Good, StopFile};
use crate::games::whistle_stop::state::{StopAt, WsGame};
use crate::ui::i18n::{Locale, args};

/// A stop in words: "East Coast 4" or the space's column letter and row.
pub fn place(locale: &Locale, data: &WsData, at: StopAt) -> String {
    match at {
        StopAt::Coast(k) => locale.t_args("ws-at-coast", args!["n" => i64::from(k) + 1]),
        StopAt::Tile { space, .. } => {
            let (c, r) = data.spaces[usize::from(space.0)];
            format!("{}{}", (b'A' + r) as char, c + 1)
        }
    }
}

/// A stop with what it is: "D8 (Steel)" (a tile may have two stops), "East Coast 4".
pub fn stop_name(locale: &Locale, data: &WsData, game: &WsGame, at: StopAt) -> String {
    match game.stop_kind(data, at) {
        Some(stop) => format!("{} ({})", place(locale, data, at), stop_words(locale, stop)),
        None => place(locale, data, at),
    }
}

/// What a resource-track space gives, in words: "2 coal + a whistle".
fn gains_words(locale: &Locale, gains: &[Gain]) -> String {
    let words: Vec<String> = gains
        .iter()
        .map(|g| match g {
            Gain::Good(g) => good(locale, *g),
            Gain::Coal(n) => locale.t_args("ws-n-coal", args!["n" => i64::from(*n)]),
            Gain::Whistle(n) => locale.t_args("ws-n-whistles", args!["n" => i64::from(*n)]),
            Gain::Gold => locale.t("ws-gold"),
            Gain::Any => locale.t("ws-any-one"),
        })
        .collect();
    words.join(" + ")
}

/// A printed stop in words.
pub fn stop_words(locale: &Locale, stop: &StopFile) -> String {
    match stop {
        StopFile::Good(g) => good(locale, *g),
        StopFile::CoalYard => locale.t("ws-stop-coal-yard"),
        StopFile::TradingPost => locale.t("ws-stop-trading-post"),
        StopFile::GeneralStore => locale.t("ws-stop-general-store"),
        StopFile::WhistleFactory => locale.t("ws-stop-whistle-factory"),
        StopFile::GoldMine => locale.t("ws-stop-gold-mine"),
        StopFile::Town { town, .. } => town.clone(),
        StopFile::Deliver { fame, .. } => {
            locale.t_args("ws-stop-deliver", args!["fame" => i64::from(*fame)])
        }
        StopFile::StockMarket { fame } => {
            locale.t_args("ws-stop-stock-market", args!["fame" => i64::from(*fame)])
        }
    }
}

fn good(locale: &Locale, g: Good) -> String {
    locale.t(&good_key(g))
}

/// The button for `action`.
pub fn label(locale: &Locale, data: &WsData, game: &WsGame, action: &WsAction) -> String {
    match action {
        WsAction::Place { coast } => {
            let place = locale.t_args("ws-do-place", args!["n" => i64::from(*coast) + 1]);
            // A stop whose tile has no track at its side: a train there moves only by whistle.
            let (space, side) = data.coast[usize::from(*coast)];
            let dead = game.board[usize::from(space.0)].is_none_or(|l| {
                data.tile(l.tile)
                    .next(crate::games::whistle_stop::schema::Node::Side(side), l.rotation)
                    .next()
                    .is_none()
            });
            if dead {
                format!("{place} · {}", locale.t("ws-no-track"))
            } else {
                place
            }
        }
        WsAction::Move {
            whistle, lays, to, toll, ..
        } => {
            let at = stop_name(locale, data, game, *to);
            let mut s = locale.t_args(
                if *whistle { "ws-do-whistle" } else { "ws-do-coal" },
                args!["at" => at],
            );
            for lay in lays {
                let tile = data.tile(lay.tile);
                let stops: Vec<String> = tile.stops.iter().map(|s| stop_words(locale, s)).collect();
                let what = if stops.is_empty() { locale.t("ws-plain-track") } else { stops.join(", ") };
                let (c, r) = data.spaces[usize::from(lay.space.0)];
                s.push_str(&format!(
                    " · {}",
                    locale.t_args(
                        "ws-do-lay",
                        args!["what" => what, "at" => format!("{}{}", (b'A' + r) as char, c + 1), "turn" => i64::from(lay.rotation)]
                    )
                ));
            }
            if let Some(g) = toll {
                s.push_str(&format!(" · {}", locale.t_args("ws-do-toll", args!["good" => good(locale, *g)])));
            }
            s
        }
        WsAction::Buy { upgrade, rare } => {
            let u = &data.file.upgrades[usize::from(*upgrade)];
            let cost: Vec<String> = u.cost.iter().map(|g| good(locale, *g)).collect();
            let mut s = locale.t_args(
                "ws-do-buy",
                args!["upgrade" => locale.t(&upgrade_key(u.kind)), "cost" => cost.join(" + "), "stars" => i64::from(u.stars)],
            );
            if let Some(g) = rare {
                s.push_str(&format!(" · {}", locale.t_args("ws-do-rare-to-owner", args!["good" => good(locale, *g)])));
            }
            s
        }
        WsAction::Use(ability) => {
            let name = locale.t(&upgrade_key(ability.upgrade()));
            match ability {
                Ability::Caboose { train } => locale.t_args(
                    "ws-do-caboose",
                    args!["name" => name, "train" => i64::from(*train) + 1],
                ),
                Ability::Safe { give, railroad } => locale.t_args(
                    "ws-do-safe",
                    args![
                        "give" => format!("{} #{}", data.file.railroads[usize::from(give.railroad)].name, give.number),
                        "take" => data.file.railroads[usize::from(*railroad)].name.clone()
                    ],
                ),
                _ => locale.t_args("ws-do-use", args!["name" => name]),
            }
        }
        WsAction::EndTurn => locale.t(if game.turn.moved { "ws-do-end-turn" } else { "ws-do-stay" }),
        WsAction::Draw(Draw::FaceUp(i)) => locale.t_args("ws-do-face-up", args!["n" => i64::from(*i) + 1]),
        WsAction::Draw(Draw::Pile) => locale.t("ws-do-pile"),
        WsAction::Draw(Draw::Search(t)) => {
            let tile = data.tile(*t);
            let stops: Vec<String> = tile.stops.iter().map(|s| stop_words(locale, s)).collect();
            let what = if stops.is_empty() { locale.t("ws-no-stop") } else { stops.join(", ") };
            locale.t_args("ws-do-search", args!["what" => what])
        }
        WsAction::SkipRefill => locale.t("ws-do-skip-refill"),
        WsAction::Trade { give, take } => {
            let get = match take {
                TradeFor::Good(g) => good(locale, *g),
                TradeFor::Two(a, b) => format!("{} + {}", good(locale, *a), good(locale, *b)),
                TradeFor::Whistle => locale.t("ws-whistle"),
                TradeFor::Coal => locale.t("ws-two-coal"),
            };
            locale.t_args("ws-do-trade", args!["give" => good(locale, *give), "get" => get])
        }
        WsAction::StopTrading => locale.t("ws-do-stop-trading"),
        WsAction::Pick(p) => {
            let what = match p {
                Pick::Good(g) => good(locale, *g),
                Pick::Coal => locale.t("ws-coal"),
                Pick::Whistle => locale.t("ws-whistle"),
                Pick::Gold => locale.t("ws-gold"),
            };
            locale.t_args("ws-do-take", args!["what" => what])
        }
        WsAction::Pay => locale.t("ws-do-pay"),
        WsAction::Decline => locale.t("ws-do-decline"),
        WsAction::Park { space } => {
            let gains = gains_words(locale, &data.file.resource_track[usize::from(*space)]);
            locale.t_args("ws-do-park", args!["n" => i64::from(*space) + 1, "gains" => gains])
        }
        WsAction::GiveUp(share) => locale.t_args(
            "ws-do-give-up",
            args!["share" => format!("{} #{}", data.file.railroads[usize::from(share.railroad)].name, share.number)],
        ),
        WsAction::Discard(g) => locale.t_args("ws-do-discard", args!["good" => good(locale, *g)]),
        WsAction::PutBack(_) => locale.t("ws-do-put-back"),
    }
}
