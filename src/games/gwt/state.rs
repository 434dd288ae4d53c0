//! The one plain value a game of Great Western Trail is: the trail's tiles, the markets, the bags,
//! the railroad, each player's cards, board and pieces, whose turn it is and what that turn waits
//! for. Hidden parts (hands, draw stacks, the stacks' order) live here too; views leave them out.

use super::data::{CardId, SpaceId, gwt};
use super::schema::{Effect, WorkerKind};
use crate::kits::deck::Deck;
use crate::table::SeatId;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A game's options, as set up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GwtOptions {
    /// The rules version the game is played under.
    pub version: u32,
    /// The Simmental mini-expansion.
    pub simmental: bool,
    /// Each tile number's side, `'a'` or `'b'`, the same for every player.
    pub sides: Vec<char>,
    /// Whether a building's local actions may be used once per turn at most (Board Game Fiesta).
    pub once_per_turn: bool,
}

/// What stands on a trail space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Building {
    /// Neutral building A–G (index 0–6).
    Neutral(u8),
    /// A private building: its owner and tile number (1–12).
    Private {
        /// Who built it.
        owner: SeatId,
        /// Tile number.
        tile: u8,
    },
}

/// A disc space of the player board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Disc {
    /// One of an auxiliary action's discs (0–4).
    Aux(u8),
    /// Step limit, the left space ($3 when cleared).
    StepDollar,
    /// Step limit, the right space (3 VP).
    StepVp,
    /// A hand-limit space ($5 to clear).
    Hand,
    /// Certificate limit 4.
    Cert4,
    /// Certificate limit 6 (after 4).
    Cert6,
}

impl Disc {
    /// Dark-cornered discs go only onto dark-cornered cities and stations (while white ones last).
    pub fn dark(self) -> bool {
        !matches!(self, Disc::Aux(_) | Disc::Cert4)
    }
}

/// One player's cards, board and pieces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    /// Dollars.
    pub money: u32,
    /// The hand (private).
    pub hand: Vec<CardId>,
    /// The draw stack, face down (private, order unknown to everyone).
    pub stack: Deck<CardId>,
    /// The discard pile, top last (the top card is public).
    pub discard: Vec<CardId>,
    /// Cards removed from the game by auxiliary action 5.
    pub removed: Vec<CardId>,
    /// The objective area: starting and played objectives.
    pub objectives: Vec<CardId>,
    /// Where the herder stands (`None` before the first turn).
    pub herder: Option<SpaceId>,
    /// Workers per row, cowboys, builders, engineers (the printed one included).
    pub workers: [u8; 3],
    /// Private building tiles not yet built (tile numbers).
    pub unbuilt: Vec<u8>,
    /// Discs left on each auxiliary action's spaces.
    pub aux: [u8; 5],
    /// Discs still on the step-limit spaces: the $3 one and the VP one.
    pub step_discs: (bool, bool),
    /// Discs still on the hand-limit spaces.
    pub hand_discs: u8,
    /// Discs still on the certificate-limit spaces: 4 and 6.
    pub cert_discs: (bool, bool),
    /// The certificate marker, as an index into the certificate track.
    pub certificates: u8,
    /// Permanent certificates from station masters.
    pub permanent: u8,
    /// Exchange tokens.
    pub exchange_tokens: u8,
    /// Hazard tiles taken (tile kinds).
    pub hazards: Vec<u8>,
    /// Outlaws collected: green, orange.
    pub outlaws: (u8, u8),
    /// Station-master tiles taken (indices into the file's list).
    pub masters: Vec<u8>,
    /// The engine's rail position.
    pub engine: u8,
    /// Whether the player took the job-market token.
    pub job_token: bool,
}

/// A Kansas City sub-phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KcStep {
    /// Foresight 1–3 (0–2): take one of the two tiles.
    Foresight(u8),
    /// Reveal the hand and take income.
    Income,
    /// Deliver to a city.
    Delivery,
}

/// Where the seat to act stands in its turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Stage {
    /// The first turn: discard down to the hand limit, then place the herder on a neutral building.
    Opening,
    /// Phase A.
    Move,
    /// Phase B at a location.
    Act(Act),
    /// Kansas City, at one of its sub-phases.
    KansasCity(KcStep),
    /// Phase C: drawing up to the hand limit (automatic), then the next turn.
    Draw,
    /// The game is scored.
    Over,
}

/// Phase B at one location.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Act {
    /// The location.
    pub at: SpaceId,
    /// Local action slots used (bit per slot).
    pub used: u16,
    /// Whether the single auxiliary action (option 2) was taken.
    pub aux: bool,
    /// Whether the local actions may not be used (a building already used this turn, replaced).
    pub closed: bool,
    /// The local action just chosen while it has changed nothing yet: declining its first
    /// decision takes the choice back, so Phase B cannot end with nothing done (rules 2).
    #[serde(default)]
    pub trying: Option<u8>,
    /// An exchange token used while a local action is tried: its decisions stack above this
    /// many to-dos, and answering them commits nothing of that action.
    #[serde(default)]
    pub exchange_above: Option<u8>,
    /// An objective card's move left the location before any action: Phase B may end, and
    /// nothing more is done here (rules 2).
    #[serde(default)]
    pub walked_off: bool,
}

impl Act {
    /// Phase B just begun at `at`.
    pub fn new(at: SpaceId, closed: bool) -> Self {
        Act {
            at,
            used: 0,
            aux: false,
            closed,
            trying: None,
            exchange_above: None,
            walked_off: false,
        }
    }
}

/// A decision an effect waits for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Choice {
    /// Discard the card(s) asked for, then the effect.
    Discard(super::schema::CardAsk, Effect),
    /// Discard exactly this many cards (after drawing).
    DiscardN(u8),
    /// Remove up to this many hand cards from the game.
    Remove(u8),
    /// Move the engine forward up to N spaces.
    Engine(u8),
    /// Move the engine back exactly N steps where a track space and a turnout are both that
    /// far (rules 2), then the effect.
    BackTo(u8, Effect),
    /// Draw cards one at a time, at most `left` more, then discard as many as were `drawn`
    /// (rules 2: "draw up to").
    DrawUpTo {
        /// Cards that may still be drawn.
        left: u8,
        /// Cards drawn so far.
        drawn: u8,
    },
    /// Upgrade the station at the engine's spot (choose the disc), or not.
    Upgrade(u8),
    /// Appoint a worker as the station's master, or not.
    Master(u8),
    /// Move back from the last space (at least one space), for dollars.
    Back39,
    /// Hire a worker, the cost changed by this many dollars.
    Hire(i8),
    /// Place or replace a private building at this many dollars per builder.
    Build(u8),
    /// Buy cattle with the cowboys left.
    Buy(u8),
    /// Take a hazard tile (mandatory once paid for).
    Hazard,
    /// Collect a bounty.
    Bounty,
    /// An auxiliary action, double allowed or not.
    Aux(bool),
    /// Move the herder up to N steps: `walk` ignores hands and uses no location.
    Herder {
        /// Steps at most.
        steps: u8,
        /// An objective card's move.
        walk: bool,
    },
    /// Take an objective card: into the hand or onto the discard pile.
    Objective {
        /// Straight into the hand.
        to_hand: bool,
    },
    /// One of these effects.
    OneOf(Vec<Effect>),
    /// Choose a directly adjacent building whose local actions to use.
    Adjacent,
    /// Use the local actions of this (adjacent) building.
    Borrowed(Act),
    /// The extraordinary delivery.
    ExtraDelivery,
    /// Upgrade a station behind the engine.
    UpgradeBehind,
}

/// Something an action still has to do: an effect not yet started, or a decision it waits for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Todo {
    /// An effect to run.
    Run(Effect),
    /// Kansas City is done once what the delivery triggered is: herder to START, foresight refilled.
    LeaveKansasCity,
    /// A decision; `optional` ones may be declined.
    Choose {
        /// What to decide.
        choice: Choice,
        /// Whether it may be declined.
        optional: bool,
    },
}

/// The job market: twelve rows of `columns` spaces, and the token's row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobMarket {
    /// Spaces per row.
    pub columns: u8,
    /// Workers, row by row (`None`: empty).
    pub cells: Vec<Option<WorkerKind>>,
    /// The token's row (0–11); 12 once it left along the green arrow.
    pub token_row: u8,
}

impl JobMarket {
    /// The workers in the token's row so far (they fill it from the left).
    pub fn filled_in_token_row(&self) -> usize {
        let c = usize::from(self.columns);
        let row = usize::from(self.token_row);
        self.cells
            .get(row * c..(row + 1) * c)
            .map_or(0, |r| r.iter().filter(|w| w.is_some()).count())
    }
}

/// The end: who triggered it and how many final turns are left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// Who took the job-market token.
    pub by: SeatId,
    /// Final turns still to play (the other players').
    pub turns_left: u8,
}

/// A whole game.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GwtGame {
    /// Options.
    pub options: GwtOptions,
    /// Players in turn order.
    pub players: Vec<Player>,
    /// Buildings on trail spaces (by space).
    pub buildings: Vec<Option<Building>>,
    /// Hazard and outlaw tiles on trail spaces (tile kinds, by space).
    pub tiles: Vec<Option<u8>>,
    /// Outlaws on the three spaces beside the trail (numbers 1–3).
    pub beside: [Option<u8>; 3],
    /// The three bags: counts per tile kind.
    pub bags: [Vec<u8>; 3],
    /// Foresight spaces under Kansas City spots 1–3, two each.
    pub foresight: [[Option<u8>; 2]; 3],
    /// Tiles that left the game (no room on the trail).
    pub gone: Vec<u8>,
    /// The job market.
    pub jobs: JobMarket,
    /// The cattle market, face up.
    pub market: Vec<CardId>,
    /// The market stack, face down.
    pub market_stack: Deck<CardId>,
    /// Simmental heifers and cows waiting beside Kansas City.
    pub simmental: [Vec<CardId>; 2],
    /// Simmental cards swapped for their next stage, out of the game.
    pub swapped: Vec<CardId>,
    /// The general objective display.
    pub objective_display: Vec<CardId>,
    /// The objective stack, face down.
    pub objective_stack: Deck<CardId>,
    /// The station master on each station-master station (tile index), while not taken.
    pub masters: Vec<Option<u8>>,
    /// Seats with a disc on each station.
    pub stations: Vec<Vec<SeatId>>,
    /// Seats' discs on each city (repeats kept).
    pub cities: Vec<Vec<SeatId>>,
    /// Dollars the bank paid out minus what it took in.
    pub bank_out: i64,
    /// The seat to act.
    pub seat: SeatId,
    /// Turns begun, from 1.
    pub turn: u32,
    /// Where the seat to act stands.
    pub stage: Stage,
    /// What the turn's action still has to do, top last.
    pub todo: Vec<Todo>,
    /// Buildings whose local actions were used this turn.
    pub used_buildings: Vec<SpaceId>,
    /// The end, once triggered (no more workers from foresight).
    pub ending: Option<Ending>,
    /// The breeding value (certificates included) of this Kansas City visit's income.
    pub delivery_value: u32,
    /// The hand shown to everyone at this turn's Kansas City income.
    pub shown: Vec<CardId>,
}

impl GwtGame {
    /// The seat to act, unless the game is over.
    pub fn to_act(&self) -> Option<SeatId> {
        (!self.over()).then_some(self.seat)
    }

    /// Whether the game is played under rules `version` or later (a save keeps the rules it was
    /// begun under, so every change to the rules is gated here).
    pub fn since(&self, version: u32) -> bool {
        self.options.version >= version
    }

    /// Whether the game is scored.
    pub fn over(&self) -> bool {
        self.stage == Stage::Over
    }

    /// The decision the turn waits for, if an effect waits for one.
    pub fn choice(&self) -> Option<(&Choice, bool)> {
        match self.todo.last() {
            Some(Todo::Choose { choice, optional }) => Some((choice, *optional)),
            _ => None,
        }
    }

    /// Players' count.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Whose private building stands on a space.
    pub fn owner_at(&self, space: SpaceId) -> Option<SeatId> {
        match self.buildings[usize::from(space.0)] {
            Some(Building::Private { owner, .. }) => Some(owner),
            _ => None,
        }
    }

    /// Whether a space is a location: a building or tile on it, or Kansas City.
    pub fn is_location(&self, space: SpaceId) -> bool {
        let i = usize::from(space.0);
        self.buildings[i].is_some() || self.tiles[i].is_some() || space == gwt().kansas_city()
    }

    /// Whether an engine other than `except`'s stands on a rail position (space 0 holds any number).
    pub fn engine_at(&self, spot: usize, except: SeatId) -> bool {
        spot != 0
            && self
                .players
                .iter()
                .enumerate()
                .any(|(s, p)| s != except && usize::from(p.engine) == spot)
    }
}

impl Player {
    /// Workers of a kind.
    pub fn workers(&self, kind: WorkerKind) -> u8 {
        self.workers[kind as usize]
    }

    /// The certificate marker's value.
    pub fn certificate_value(&self) -> u8 {
        gwt().file.certificate_track[usize::from(self.certificates)]
    }

    /// The highest index of the certificate track the marker may reach: 4 once the 4 disc is
    /// cleared, 6 once both are (the 6 disc may go first, but alone leaves the limit at 3).
    pub fn certificate_limit_index(&self) -> u8 {
        let limit = match self.cert_discs {
            (false, false) => 6,
            (false, true) => 4,
            (true, _) => gwt().file.certificate_limit,
        };
        gwt()
            .file
            .certificate_track
            .iter()
            .rposition(|&v| v <= limit)
            .unwrap_or(0) as u8
    }

    /// The hand limit.
    pub fn hand_limit(&self) -> usize {
        let (start, max) = gwt().file.hand_limit;
        usize::from((start + 2 - self.hand_discs).min(max))
    }

    /// Every card the player owns (stack, hand and discard pile): the deck.
    pub fn deck(&self) -> impl Iterator<Item = CardId> + '_ {
        self.stack
            .cards()
            .iter()
            .chain(&self.hand)
            .chain(&self.discard)
            .copied()
    }

    /// Discs still on the board.
    pub fn discs_left(&self) -> Vec<Disc> {
        let mut out = Vec::new();
        for (i, &n) in self.aux.iter().enumerate() {
            if n > 0 {
                out.push(Disc::Aux(i as u8));
            }
        }
        if self.step_discs.0 {
            out.push(Disc::StepDollar);
        }
        if self.step_discs.1 {
            out.push(Disc::StepVp);
        }
        if self.hand_discs > 0 {
            out.push(Disc::Hand);
        }
        if self.cert_discs.0 {
            out.push(Disc::Cert4);
        }
        if self.cert_discs.1 {
            out.push(Disc::Cert6);
        }
        out
    }
}
