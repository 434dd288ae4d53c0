//! Each action in words every spectator may read: a searched or drawn tile and a gold value are
//! never named.

use super::super::actions::{Draw, Pick, TradeFor, WsAction, good_key};
use super::super::data::WsData;
use super::super::state::{StopAt, WsGame};
use crate::table::SeatId;
use crate::table::driver::{WordArg, Words};

/// Where a stop is, in words: an East Coast stop or a board space (column from the west, row from the top).
fn place(data: &WsData, at: StopAt) -> WordArg {
    match at {
        StopAt::Coast(k) => WordArg::Text(format!("East Coast {}", k + 1)),
        StopAt::Tile { space, .. } => {
            let (c, r) = data.spaces[usize::from(space.0)];
            WordArg::Text(format!("{}{}", (b'A' + r) as char, c + 1))
        }
    }
}

/// The log line of `action` by `seat`, from the game just before it.
pub fn line(before: &WsGame, data: &WsData, seat: SeatId, action: &WsAction) -> Words {
    let who = |key: &str| Words::key(key).with("seat", WordArg::Seat(seat));
    let number = |n: usize| WordArg::Number(n as i64);
    match action {
        WsAction::Place { coast } => {
            who("ws-log-place").with("at", place(data, StopAt::Coast(*coast)))
        }
        WsAction::Move {
            whistle, lays, to, ..
        } => who(if *whistle {
            "ws-log-whistle"
        } else {
            "ws-log-coal"
        })
        .with("at", place(data, *to))
        .with("tiles", number(lays.len())),
        WsAction::Buy { upgrade, rare } => {
            let kind = data.file.upgrades[usize::from(*upgrade)].kind;
            who(if rare.is_some() {
                "ws-log-buy-from"
            } else {
                "ws-log-buy"
            })
            .with("upgrade", WordArg::Key(upgrade_key(kind)))
        }
        WsAction::Use(ability) => {
            who("ws-log-use").with("upgrade", WordArg::Key(upgrade_key(ability.upgrade())))
        }
        WsAction::EndTurn => who(if before.turn.moved {
            "ws-log-end-turn"
        } else {
            "ws-log-stay"
        }),
        WsAction::Draw(Draw::FaceUp(_)) => who("ws-log-draw-face-up"),
        WsAction::Draw(Draw::Pile) => who("ws-log-draw-pile"),
        WsAction::Draw(Draw::Search(_)) => who("ws-log-search"),
        WsAction::SkipRefill => who("ws-log-skip-refill"),
        WsAction::Trade { give, take } => {
            let gave = |key: &str| who(key).with("good", WordArg::Key(good_key(*give)));
            match take {
                TradeFor::Good(g) => gave("ws-log-trade").with("get", WordArg::Key(good_key(*g))),
                TradeFor::Two(a, b) => gave("ws-log-trade-two")
                    .with("get", WordArg::Key(good_key(*a)))
                    .with("also", WordArg::Key(good_key(*b))),
                TradeFor::Whistle => gave("ws-log-trade-whistle"),
                TradeFor::Coal => gave("ws-log-trade-coal"),
            }
        }
        WsAction::StopTrading => who("ws-log-stop-trading"),
        WsAction::Pick(Pick::Good(g)) => {
            who("ws-log-pick").with("good", WordArg::Key(good_key(*g)))
        }
        WsAction::Pick(Pick::Coal) => who("ws-log-pick-coal"),
        WsAction::Pick(Pick::Whistle) => who("ws-log-pick-whistle"),
        WsAction::Pick(Pick::Gold) => who("ws-log-pick-gold"),
        WsAction::Pay => who("ws-log-pay"),
        WsAction::Decline => who("ws-log-decline"),
        WsAction::Park { space } => {
            who("ws-log-park").with("space", number(usize::from(*space) + 1))
        }
        WsAction::GiveUp(share) => who("ws-log-give-up").with(
            "railroad",
            WordArg::Text(
                data.file.railroads[usize::from(share.railroad)]
                    .name
                    .clone(),
            ),
        ),
        WsAction::Discard(g) => who("ws-log-discard").with("good", WordArg::Key(good_key(*g))),
        WsAction::PutBack(_) => who("ws-log-put-back"),
    }
}

/// The translation key of an upgrade's name.
pub fn upgrade_key(kind: super::super::schema::UpgradeKind) -> String {
    let name = format!("{kind:?}");
    let mut key = String::from("ws-upgrade");
    for ch in name.chars() {
        if ch.is_uppercase() {
            key.push('-');
        }
        key.push(ch.to_ascii_lowercase());
    }
    key
}
