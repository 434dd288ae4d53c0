//! The one plain value a game of 1822PNW is: players, the bank, every company and card, the
//! trains, the board, the market and the round being played. Indices into the data's lists stand
//! for companies, cards, hexes and tiles, so the value is cheap to clone for bots and replays.

use super::rules::tiles::HexState;
use super::schema::ScenarioId;
use crate::kits::market::StockMarket;
use crate::table::SeatId;
use bevy::prelude::Resource;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A company of the game: minors first (by number), then the regionals, then the majors, in the
/// data's order.
pub type CorpIx = u8;
/// A card of the deck: the privates, then the minors' and regionals' cards, in the data's order.
pub type CardIx = u8;

/// Who holds a card, a train or a certificate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Owner {
    /// Still in the bank (the deck, the depot, unsold).
    Bank,
    /// A player.
    Player(SeatId),
    /// A company.
    Corp(CorpIx),
    /// The market pool (shares sold back).
    Pool,
    /// Out of the game (closed, removed, rusted).
    Gone,
}

/// What kind of company.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// A minor: one certificate, one token.
    Minor,
    /// A regional: a card paying income, never operating.
    Regional,
    /// A major: ten shares, tokens, a destination.
    Major,
}

/// A player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Cash.
    pub cash: i64,
    /// Loan debt still owed.
    pub debt: i64,
}

/// A company.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Corp {
    /// What kind.
    pub kind: Kind,
    /// In this scenario at all.
    pub in_play: bool,
    /// Floated and not yet closed.
    pub floated: bool,
    /// Closed or removed.
    pub closed: bool,
    /// Treasury.
    pub cash: i64,
    /// Its certificates' holders: a minor or regional has one, a major ten shares whose first
    /// two (index 0) are the president's certificate.
    pub certs: Vec<Owner>,
    /// When each certificate reached its holder (rules version 4; empty until one moves): a
    /// holder's certificates queue in arrival order, as 18xx.games lists them, so the "first"
    /// treasury shares an acquisition pays with, or a new president's first shares, are the
    /// earliest to arrive.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrived: Vec<u32>,
    /// Operating rounds it has run in.
    pub operated: u32,
    /// Its station tokens on the board: (hex, city).
    pub tokens: Vec<(u16, u8)>,
    /// Tokens still on its charter (majors).
    pub tokens_left: u8,
    /// A regional's operating rounds paid.
    pub payouts: u32,
    /// An associated minor's major (P20 may hand the role to another minor).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub major: Option<CorpIx>,
    /// A major has a par price (started), floated or not yet.
    #[serde(default)]
    pub parred: bool,
    /// A major's destination token is on the board.
    #[serde(default)]
    pub destination_placed: bool,
    /// A major's exchange tokens still on its charter.
    #[serde(default)]
    pub exchange_tokens: u8,
    /// A major's home hex when P20 moved it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home: Option<u16>,
    /// Its track has joined one of its stations to another stop at some point of one of its
    /// turns (rules version 7): from then on its route step is always held, as 18xx.games keeps
    /// a company's "route available" once found (its graph's cache survives lays and tokens).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub route_seen: bool,
}

/// A train card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Train {
    /// The card's name (`L`, `3`, `7`, `2P`).
    pub name: String,
    /// Its index among cards of that name (`L-4` is the fifth L).
    pub index: u16,
    /// What it runs as now (`L`, `2`, `E`…).
    pub runs_as: String,
    /// Who holds it.
    pub owner: Owner,
    /// Held back for a private company until it is acquired.
    pub reserved: bool,
    /// Given back to the depot over a train limit: for sale, but not the depot's next card.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub discarded: bool,
    /// Its company reached its dividend with it in this operating round (rules version 7): it
    /// does not run again this round, for a company that buys it either (18xx.games' `operated`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ran: bool,
}

/// A bid of the stock round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bid {
    /// On which card.
    pub card: CardIx,
    /// By whom.
    pub seat: SeatId,
    /// How much.
    pub price: i64,
}

/// A stock round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StockRound {
    /// Seats in turn order.
    pub order: Vec<SeatId>,
    /// Whose turn (index into `order`).
    pub at: usize,
    /// Passes in a row; everyone passing in turn ends the round.
    pub passes: usize,
    /// Bids made this turn.
    pub bids_this_turn: u8,
    /// Whether the seat to act has done anything this turn (then a pass only ends the turn).
    pub acted: bool,
    /// Every bid so far.
    pub bids: Vec<Bid>,
    /// The cards in the minor bid boxes, fixed when the round began (`None`: an emptied box).
    pub minor_boxes: Vec<Option<CardIx>>,
    /// The cards in the private bid boxes.
    pub private_boxes: Vec<CardIx>,
    /// A major being converted from its associated minor, at this par, waiting for the share
    /// count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub converting: Option<(CorpIx, u32)>,
    /// Who sold shares of which company this round (rules version 8): not bought back this
    /// round, as on 18xx.games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sold: Vec<(SeatId, CorpIx)>,
    /// The companies the seat to act has sold this turn (version 8): sold in one block, not
    /// again this turn (18xx.games' 1822PNW sells in blocks).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sold_now: Vec<CorpIx>,
}

/// A step of a company's operating turn, in the order the site runs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum OrStep {
    /// A minor's first turn: it may buy an L before building.
    Housekeeping,
    /// Buying private companies from the president.
    Acquire,
    /// Laying track (tiles, builder cubes).
    Track,
    /// A major's destination token, once its track reaches there.
    Destination,
    /// A major's station token.
    Token,
    /// Running trains.
    Route,
    /// Paying out or keeping the revenue.
    Dividend,
    /// Buying trains.
    BuyTrain,
    /// A major acquiring a minor or regional.
    MinorAcquisition,
    /// A major issuing or redeeming shares.
    Issue,
}

impl OrStep {
    /// The step's name in the public view and in sentence keys (`track`, `buytrain`).
    pub fn name(self) -> String {
        format!("{self:?}").to_lowercase()
    }

    /// Every step, in order.
    pub const ALL: [OrStep; 10] = [
        OrStep::Housekeeping,
        OrStep::Acquire,
        OrStep::Track,
        OrStep::Destination,
        OrStep::Token,
        OrStep::Route,
        OrStep::Dividend,
        OrStep::BuyTrain,
        OrStep::MinorAcquisition,
        OrStep::Issue,
    ];
}

/// An operating round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OperatingRound {
    /// Companies in operating order, fixed when the round began.
    pub order: Vec<CorpIx>,
    /// Whose turn (index into `order`).
    pub at: usize,
    /// Steps the company to act has finished this turn.
    pub done: Vec<OrStep>,
    /// Tiles laid this turn (builder cubes included).
    pub lays: u8,
    /// Whether this turn's lay was an upgrade.
    pub upgraded: bool,
    /// Portage tiles laid this turn (P16): after one, no other track.
    #[serde(default)]
    pub portages: u8,
    /// Each train's revenue this turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub runs: Vec<(u16, i64)>,
    /// What the major chose for its permanent special train's revenue, if apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_dividend: Option<super::actions::DividendKind>,
    /// A minor or regional being acquired, and whether its payment is settled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acquiring: Option<(CorpIx, bool)>,
    /// P20's question: which associated minor's role the acquirer takes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p20_targets: Vec<CorpIx>,
    /// What the trains earned this turn.
    pub revenue: i64,
    /// What each company's trains earned in this round so far (rules version 5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earned: Vec<(CorpIx, i64)>,
    /// The hexes a tile was laid on in this round so far (rules version 5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub laid: Vec<u16>,
    /// The mail contract's payment this turn: the treasury's, never paid out nor moving prices.
    #[serde(default)]
    pub subsidy: i64,
    /// What this turn's routes lost crossing portages, paid by the bank to the company holding
    /// the Pacific Portage Company (P16) with the dividend.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub portage_fee: i64,
    /// The companies whose shares the president has sold this turn for a train (rules version
    /// 8): one block each, as 18xx.games' 1822PNW sells.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sold: Vec<CorpIx>,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

impl OperatingRound {
    /// A round over these companies, the first to act.
    pub fn new(order: Vec<CorpIx>) -> Self {
        OperatingRound {
            order,
            at: 0,
            done: Vec::new(),
            lays: 0,
            upgraded: false,
            portages: 0,
            runs: Vec::new(),
            extra_dividend: None,
            acquiring: None,
            p20_targets: Vec::new(),
            revenue: 0,
            earned: Vec::new(),
            laid: Vec::new(),
            subsidy: 0,
            portage_fee: 0,
            sold: Vec::new(),
        }
    }
}

/// A merger being made: the choices asked in turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Merging {
    /// The associated minor.
    pub associated: CorpIx,
    /// The unassociated minor.
    pub unassociated: CorpIx,
    /// The major they form.
    pub major: CorpIx,
    /// The par price, once chosen.
    pub par: Option<u32>,
    /// The shares, once chosen.
    pub shares: Option<u32>,
}

/// A merger round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MergerRound {
    /// The minors in operating order.
    pub order: Vec<CorpIx>,
    /// Whose turn.
    pub at: usize,
    /// A merger in progress.
    pub merging: Option<Merging>,
}

/// The round being played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Round {
    /// Bids, shares and pars.
    Stock(StockRound),
    /// Companies operate.
    Operating(OperatingRound),
    /// Minors merge into majors.
    Merger(MergerRound),
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The bank ran out.
    Bank,
    /// A share price reached an end cell.
    StockMarket,
    /// Nobody bid in the first stock round.
    NoBids,
    /// The players stopped (an 18xx.games `end_game`).
    Manual,
    /// The safety stop at turn 100 with no trigger pulled.
    TurnLimit,
}

/// The whole game: a resource while on the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Resource)]
pub struct PnwGame {
    /// Which game of the family.
    pub scenario: ScenarioId,
    /// The players, by seat.
    pub players: Vec<Player>,
    /// The bank's cash (it may go below zero once broken).
    pub bank: i64,
    /// Every company, by [`CorpIx`].
    pub corps: Vec<Corp>,
    /// Who holds each card, by [`CardIx`].
    pub cards: Vec<Owner>,
    /// The minor deck still to come, in order (the bid boxes are its head).
    pub minor_deck: Vec<CardIx>,
    /// The private deck still to come, in order.
    pub private_deck: Vec<CardIx>,
    /// The Short Scenario's pair: the minor that floats with the leading one.
    pub paired: Option<(CardIx, CardIx)>,
    /// Every train card, in depot order. Shared between copies of the game (every action copies
    /// it) until one changes: write through [`PnwGame::train_mut`].
    pub trains: Arc<Vec<Train>>,
    /// The market and its tokens (companies by [`CorpIx`]).
    pub market: StockMarket,
    /// The board's hexes, by index. Shared between copies until a lay changes one: write
    /// through [`PnwGame::hex_mut`].
    pub board: Arc<Vec<HexState>>,
    /// Tile copies taken off the board by upgrades, (tile, copy) in the order they came back: a
    /// lay takes a copy never laid first, then the one back the longest (the site's supply is a
    /// list that returned tiles join at its end, and records name the copy).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub returned: Vec<(u16, u8)>,
    /// Played with the Starting Packet: operating rounds follow one another while in phase 1.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub starting_packet: bool,
    /// Token slots per (hex, city): who sits in each (`None`: free) and who reserved it.
    pub slots: Vec<CitySlots>,
    /// The phase (index into the data's phases).
    pub phase: u8,
    /// Stock rounds begun so far (18xx.games' `turn`).
    pub turn: u32,
    /// Which operating round of the set (1-based) the last one was.
    pub round_num: u8,
    /// Operating rounds in the current set.
    pub set_length: u8,
    /// Player order for the next stock round.
    pub priority: Vec<SeatId>,
    /// The round being played.
    pub round: Round,
    /// Bid tokens each player has in all.
    pub bid_tokens: u32,
    /// Certificate limit.
    pub cert_limit: u32,
    /// Replayed from an 18xx.games record: the checks the site skips when it loads a recorded
    /// game (whether track and mergers connect) are skipped too, so every game the site accepted
    /// replays here.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lenient: bool,
    /// Routes taken at their recorded revenue, unchecked (the mail contract still computed): a
    /// replay of a record whose routes were checked when played ([`replay_trusted`]). Never
    /// saved, never set in play.
    ///
    /// [`replay_trusted`]: super::replay::replay_trusted
    #[serde(skip)]
    pub trusted_routes: bool,
    /// E trains as 18xx.games ran them until 2025-10-28 (an imported game played before then
    /// keeps the result the site gave it): they also earn lumber and the Ski Haus, take the
    /// mill's bonus undoubled, and may end where they like (still earning only tokened cities).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub legacy_e: bool,
    /// 1822PNW as 18xx.games ran it before it re-saved its records on 2024-06-05 (an imported
    /// game last saved before then keeps the turns the site gave it): only minors associated
    /// with a major took a merger-round turn, so an unassociated minor merged only when its
    /// partner chose it; and a major stopped at its issue step for holding P17, not P21 (the
    /// id 1822's deck-moving card has in 1822).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub site_2023: bool,
    /// The rules version the game is played under (`RULES_VERSION` when it began): versions 2
    /// and 3 brought what 18xx.games' other records taught (README), and games begun earlier
    /// keep the rules they were played with.
    #[serde(default = "first_version", skip_serializing_if = "is_first_version")]
    pub version: u32,
    /// Times each card's track power has been used (by [`CardIx`]; empty until one is).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub uses: Vec<u8>,
    /// Where P15's paper mill stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mill: Option<u16>,
    /// Where P17's ski haus stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ski: Option<u16>,
    /// Privates whose income has stopped (used up).
    pub used: Vec<CardIx>,
    /// Set once the game is over.
    pub ended: Option<EndReason>,
    /// A trigger pulled and the operating round after which the game ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_coming: Option<EndComing>,
    /// The minor cards put in the bid boxes when they were last filled (at setup and as each
    /// stock round ends: 18xx.games' `bidbox_minors_refill!`); one taken out in the operating
    /// rounds leaves its box empty until then. Rules version 9 on; before, the deck's head.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boxes_filled: Option<Vec<CardIx>>,
    /// Every finished round: its prices and the players' worths (the views' charts). Shared
    /// between copies of the game (every action copies it), written only at a round's end.
    #[serde(default, skip_serializing_if = "history_is_empty")]
    pub history: Arc<Vec<RoundRecord>>,
}

fn history_is_empty(h: &Arc<Vec<RoundRecord>>) -> bool {
    h.is_empty()
}

/// A finished round as the charts show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    /// `SR 3`, `OR 3.2`, `MR 3.2`.
    pub round: String,
    /// Each company on the market and its price.
    pub prices: Vec<(CorpIx, u32)>,
    /// Each player's worth, by seat.
    pub worths: Vec<i64>,
    /// What each company's trains earned, in an operating round (rules version 5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revenues: Vec<(CorpIx, i64)>,
}

/// The game's end, triggered: why, and after which operating round (set `turn`, round `round`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndComing {
    /// Why it ends.
    pub reason: EndReason,
    /// The set.
    pub turn: u32,
    /// The operating round of that set.
    pub round: u8,
}

/// One city's token slots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CitySlots {
    /// The hex.
    pub hex: u16,
    /// The city on it.
    pub city: u8,
    /// Who sits in each slot.
    pub tokens: Vec<Option<CorpIx>>,
    /// Companies holding a reservation here (minors' and regionals' homes).
    pub reserved: Vec<CorpIx>,
}

impl CitySlots {
    /// `corp` takes the home reserved here for `holder` (itself, or a company it bought): the
    /// reservation goes, the token takes a free slot, or an extra one when none is free.
    pub fn take_home(&mut self, holder: CorpIx, corp: CorpIx) {
        self.reserved.retain(|r| *r != holder);
        match self.tokens.iter_mut().find(|t| t.is_none()) {
            Some(t) => *t = Some(corp),
            None => self.tokens.push(Some(corp)),
        }
    }
}

impl PnwGame {
    /// The stock round being played, if it is one.
    pub fn stock(&self) -> Option<&StockRound> {
        match &self.round {
            Round::Stock(sr) => Some(sr),
            _ => None,
        }
    }

    /// A train card to change (copied out of the shared list first if a copy of the game shares it).
    pub fn train_mut(&mut self, train: usize) -> &mut Train {
        &mut Arc::make_mut(&mut self.trains)[train]
    }

    /// Every train card, to change.
    pub fn trains_mut(&mut self) -> &mut Vec<Train> {
        Arc::make_mut(&mut self.trains)
    }

    /// A hex's state to change (copied out of the shared board first if a copy shares it).
    pub fn hex_mut(&mut self, hex: u16) -> &mut HexState {
        &mut Arc::make_mut(&mut self.board)[usize::from(hex)]
    }

    /// A company's share price.
    pub fn price(&self, corp: CorpIx) -> Option<u32> {
        self.market
            .price(crate::kits::market::CompanyId(u16::from(corp)))
    }

    /// The player holding a minor's certificate or a major's president's certificate.
    pub fn president(&self, corp: CorpIx) -> Option<SeatId> {
        match self.corps[usize::from(corp)].certs.first() {
            Some(Owner::Player(p)) => Some(*p),
            _ => None,
        }
    }
}

fn first_version() -> u32 {
    1
}

fn is_first_version(v: &u32) -> bool {
    *v == 1
}

impl PnwGame {
    /// Whether the game is played under rules version `v` or later.
    pub fn since(&self, v: u32) -> bool {
        self.version >= v
    }

    /// Hands `corp`'s certificate `cert` to `to`, last in its new holder's queue.
    pub fn hand(&mut self, corp: CorpIx, cert: usize, to: Owner) {
        let stamp = self.since(4);
        let c = &mut self.corps[usize::from(corp)];
        c.certs[cert] = to;
        if stamp {
            c.arrived.resize(c.certs.len(), 0);
            let next = c.arrived.iter().max().map_or(1, |m| m + 1);
            c.arrived[cert] = next;
        }
    }

    /// The ordinary shares (the president's certificate aside) of `corp` that `holder` has,
    /// first arrived first (before rules version 4, lowest number first).
    pub fn queue(&self, corp: CorpIx, holder: Owner) -> Vec<usize> {
        let c = &self.corps[usize::from(corp)];
        let mut held: Vec<usize> = (1..c.certs.len())
            .filter(|&k| c.certs[k] == holder)
            .collect();
        held.sort_by_key(|&k| (c.arrived.get(k).copied().unwrap_or(0), k));
        held
    }
}
