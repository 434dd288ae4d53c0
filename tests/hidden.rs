//! A small hidden-hand game that exists only for the tests, so the table's privacy plumbing is held
//! to a game with secrets beside the real ones: what the public view and a seat view show, that
//! the state hash sees hidden changes, that a draw is an undo barrier, and the whole engine
//! contract. Cards 0–17 are shuffled at setup and each seat is dealt three; in its turn a seat
//! plays cards face up, one at a time, and ends the turn by drawing one (or passing when its hand
//! and the deck are empty); the game ends when every card is played, and the highest total of
//! played cards wins.

use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use ferrovia::engine::steps::label;
use ferrovia::engine::{Ctx, Engine, EngineRules, PhaseSteps, Step, random};
use ferrovia::games::{GameAction, GameId};
use ferrovia::table::driver::{self, SeatScore, Status, WordArg, Words};
use ferrovia::table::session::{OwnRules, Session};
use ferrovia::table::{BotLevel, GameSetup, SeatId, SeatKind, TableState};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// The registry's slot for rules it does not list.
const ID: GameId = GameId::Scratch;
const CARDS: u8 = 18;

#[derive(Resource, Debug, Clone, PartialEq, Serialize)]
pub struct HandGame {
    /// Face down, top last: nobody may know its order.
    deck: Vec<u8>,
    /// Each seat's hand: only its seat may see it.
    hands: Vec<Vec<u8>>,
    /// Face up, in order.
    played: Vec<(SeatId, u8)>,
    to_act: SeatId,
    over: bool,
}

/// What one seat may know.
#[derive(Debug, Clone, PartialEq)]
pub struct HandView {
    seat: SeatId,
    hand: Vec<u8>,
    hand_sizes: Vec<usize>,
    deck: usize,
    played: Vec<(SeatId, u8)>,
    to_act: Option<SeatId>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandAction {
    Play(u8),
    Draw,
    Pass,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandRefusal {
    Over,
    NotYourTurn,
    NotInHand(u8),
    DeckEmpty,
    MustPlay,
}

impl std::fmt::Display for HandRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(TableState = TableState::Playing(GameId::Scratch))]
pub enum HandPhase {
    #[default]
    Playing,
    Over,
}

#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
struct TurnSchedule;

pub struct HandEngine;

fn perform(game: &mut HandGame, ctx: &mut Ctx<HandEngine>) {
    let seat = ctx.seat;
    match ctx.action {
        Some(HandAction::Play(card)) => {
            game.hands[seat].retain(|&c| c != card);
            game.played.push((seat, card));
        }
        Some(HandAction::Draw) => {
            if let Some(card) = game.deck.pop() {
                game.hands[seat].push(card);
                // The top card was hidden: taking the draw back would un-show it.
                ctx.revealed = true;
            }
        }
        Some(HandAction::Pass) | None => {}
    }
}

fn next_seat(game: &mut HandGame, ctx: &mut Ctx<HandEngine>) {
    // A play keeps the turn, so a seat's own plays may be taken back.
    if !matches!(ctx.action, Some(HandAction::Play(_))) {
        game.to_act = (game.to_act + 1) % game.hands.len();
    }
    game.over = game.deck.is_empty() && game.hands.iter().all(Vec::is_empty);
}

const PHASES: &[PhaseSteps<HandEngine>] = &[PhaseSteps {
    phase: HandPhase::Playing,
    schedule: || label(TurnSchedule),
    decides: true,
    steps: &[
        Step {
            name: "perform",
            run: perform,
        },
        Step {
            name: "next seat",
            run: next_seat,
        },
    ],
}];

fn totals(game: &HandGame) -> Vec<i64> {
    let mut t = vec![0; game.hands.len()];
    for (seat, card) in &game.played {
        t[*seat] += i64::from(*card);
    }
    t
}

impl Engine for HandEngine {
    type State = HandGame;
    type Action = HandAction;
    type Refusal = HandRefusal;
    type Event = ();
    type Phase = HandPhase;
    type SeatView = HandView;
    type PublicView = serde_json::Value;
    type BotMemory = ();

    const ID: GameId = ID;
    const RULES_VERSION: u32 = 1;
    const PHASES: &'static [PhaseSteps<Self>] = PHASES;

    fn setup(setup: &GameSetup, _: u32, rng: &mut ChaCha8Rng) -> Result<HandGame, String> {
        let mut deck: Vec<u8> = (0..CARDS).collect();
        for i in (1..deck.len()).rev() {
            let j = rng.random_range(0..=i);
            deck.swap(i, j);
        }
        let hands = (0..setup.seats.len())
            .map(|_| deck.split_off(deck.len() - 3))
            .collect();
        Ok(HandGame {
            deck,
            hands,
            played: Vec::new(),
            to_act: 0,
            over: false,
        })
    }

    fn phase(game: &HandGame) -> HandPhase {
        if game.over {
            HandPhase::Over
        } else {
            HandPhase::Playing
        }
    }

    fn to_act(game: &HandGame) -> Option<SeatId> {
        (!game.over).then_some(game.to_act)
    }

    fn check(game: &HandGame, seat: SeatId, action: &HandAction) -> Result<(), HandRefusal> {
        match Self::to_act(game) {
            None => return Err(HandRefusal::Over),
            Some(s) if s != seat => return Err(HandRefusal::NotYourTurn),
            Some(_) => {}
        }
        match action {
            HandAction::Play(c) if !game.hands[seat].contains(c) => Err(HandRefusal::NotInHand(*c)),
            HandAction::Draw if game.deck.is_empty() => Err(HandRefusal::DeckEmpty),
            HandAction::Pass if !game.hands[seat].is_empty() || !game.deck.is_empty() => {
                Err(HandRefusal::MustPlay)
            }
            _ => Ok(()),
        }
    }

    /// A play names its card (it is face up); a draw does not (the card is hidden).
    fn log(_: &HandGame, seat: SeatId, action: &HandAction) -> Words {
        match action {
            HandAction::Play(c) => Words::key("test-played")
                .with("name", WordArg::Seat(seat))
                .with("card", WordArg::Number(i64::from(*c))),
            HandAction::Draw => Words::key("test-drew").with("name", WordArg::Seat(seat)),
            HandAction::Pass => Words::key("test-passed").with("name", WordArg::Seat(seat)),
        }
    }

    fn status(game: &HandGame) -> Status {
        Status {
            round: Words::key("test-round").with("left", WordArg::Number(game.deck.len() as i64)),
            deciding: (!game.over).then(|| Words::key("test-play")),
        }
    }

    fn words(refusal: &HandRefusal) -> Words {
        Words {
            key: "test-refusal".into(),
            args: vec![("why".into(), WordArg::Text(refusal.to_string()))],
        }
    }

    fn legal(view: &HandView, seat: SeatId) -> Vec<HandAction> {
        if view.to_act != Some(seat) {
            return Vec::new();
        }
        let mut out: Vec<HandAction> = view.hand.iter().map(|&c| HandAction::Play(c)).collect();
        if view.deck > 0 {
            out.push(HandAction::Draw);
        }
        if out.is_empty() {
            out.push(HandAction::Pass);
        }
        out
    }

    /// A card played is its number; a draw and a pass come after the cards.
    fn wrap(action: HandAction) -> GameAction {
        GameAction::Scratch(match action {
            HandAction::Play(c) => u32::from(c),
            HandAction::Draw => u32::from(CARDS),
            HandAction::Pass => u32::from(CARDS) + 1,
        })
    }

    fn unwrap(action: &GameAction) -> Option<&HandAction> {
        const ALL: [HandAction; CARDS as usize + 2] = {
            let mut all = [HandAction::Draw; CARDS as usize + 2];
            let mut i = 0;
            while i < CARDS as usize {
                all[i] = HandAction::Play(i as u8);
                i += 1;
            }
            all[CARDS as usize + 1] = HandAction::Pass;
            all
        };
        ALL.get(*action.scratch()? as usize)
    }

    fn public_view(game: &HandGame) -> serde_json::Value {
        serde_json::json!({
            "hand_sizes": game.hands.iter().map(Vec::len).collect::<Vec<_>>(),
            "deck": game.deck.len(),
            "played": game.played,
            "to_act": Self::to_act(game),
        })
    }

    fn seat_view(game: &HandGame, seat: SeatId) -> HandView {
        HandView {
            seat,
            hand: game.hands[seat].clone(),
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            deck: game.deck.len(),
            played: game.played.clone(),
            to_act: Self::to_act(game),
        }
    }

    fn scores(game: &HandGame) -> Vec<SeatScore> {
        totals(game)
            .into_iter()
            .map(|total| SeatScore {
                total,
                breakdown: serde_json::Map::new(),
            })
            .collect()
    }

    fn winners(game: &HandGame) -> Vec<SeatId> {
        if !game.over {
            return Vec::new();
        }
        let t = totals(game);
        let best = t.iter().copied().max().unwrap_or(0);
        (0..t.len()).filter(|&s| t[s] == best).collect()
    }

    fn bot(view: &HandView, seat: SeatId, _: BotLevel, seed: u64, _: &mut ()) -> HandAction {
        random::choose::<HandEngine>(view, seat, seed).unwrap_or(HandAction::Pass)
    }

    /// Every card is somewhere, once.
    fn invariants(game: &HandGame) -> Result<(), String> {
        let mut all: Vec<u8> = game.deck.clone();
        all.extend(game.hands.iter().flatten());
        all.extend(game.played.iter().map(|(_, c)| *c));
        all.sort_unstable();
        (all == (0..CARDS).collect::<Vec<_>>())
            .then_some(())
            .ok_or_else(|| format!("cards are lost or doubled: {all:?}"))
    }
}

static RULES: EngineRules<HandEngine> = EngineRules::new();

pub const OWN: OwnRules = OwnRules {
    rules: &RULES,
    plugin: EngineRules::<HandEngine>::plugin,
};

fn table(seats: usize, seed: u64) -> Session {
    Session::with_rules(OWN, GameSetup::new(ID, &vec![SeatKind::Human; seats], seed))
        .expect("setup")
}

fn game(s: &Session) -> &HandGame {
    s.world().resource::<HandGame>()
}

/// Swaps a card of seat 1's hand with the deck's top card: a change only seat 1 could notice.
fn swap_hidden(s: &mut Session) {
    let mut g = s.world_mut().resource_mut::<HandGame>();
    let top = g.deck.len() - 1;
    let (a, b) = (g.hands[1][0], g.deck[top]);
    g.hands[1][0] = b;
    g.deck[top] = a;
}

#[test]
fn the_public_view_and_other_seats_views_never_show_a_hand_but_the_hash_sees_it() {
    let mut s = table(3, 4);
    let public = s.public_view();
    let seat0 = HandEngine::seat_view(game(&s), 0);
    let seat1 = HandEngine::seat_view(game(&s), 1);
    let hash = driver::hash(s.world());
    swap_hidden(&mut s);
    assert_eq!(
        s.public_view(),
        public,
        "the public view shows no hand and no deck order"
    );
    assert_eq!(
        HandEngine::seat_view(game(&s), 0),
        seat0,
        "seat 0 cannot see seat 1's hand"
    );
    assert_ne!(
        HandEngine::seat_view(game(&s), 1),
        seat1,
        "seat 1 sees its own hand"
    );
    assert_ne!(
        driver::hash(s.world()),
        hash,
        "the state hash covers hidden parts"
    );
}

#[test]
fn a_draw_reveals_a_hidden_card_and_undo_stops_before_it() {
    let mut s = table(2, 9);
    let play = |c| HandEngine::wrap(HandAction::Play(c));
    s.submit(0, play(game(&s).hands[0][0])).unwrap();
    s.submit(0, HandEngine::wrap(HandAction::Draw)).unwrap();
    assert!(
        s.undo().is_err(),
        "seat 1 cannot take back seat 0's turn, nor seat 0 its draw"
    );
    s.submit(1, play(game(&s).hands[1][0])).unwrap();
    let before = driver::hash(s.world());
    let table = s.world().resource::<driver::ActiveTable>();
    assert_eq!(table.revealed, vec![false, true, false]);
    s.submit(1, HandEngine::wrap(HandAction::Draw)).unwrap();
    assert!(s.undo().is_err(), "a draw is never taken back");
    assert_ne!(driver::hash(s.world()), before);
}

#[test]
fn a_play_may_be_taken_back_but_a_draw_may_not() {
    let mut s = table(2, 5);
    let card = game(&s).hands[0][0];
    let play = HandEngine::wrap(HandAction::Play(card));
    s.submit(0, play.clone()).unwrap();
    let after_play = driver::hash(s.world());
    s.undo().expect("a play shows nothing hidden");
    s.submit(0, play).unwrap();
    assert_eq!(driver::hash(s.world()), after_play);
    s.submit(0, HandEngine::wrap(HandAction::Draw)).unwrap();
    assert!(s.undo().is_err(), "the draw showed a hidden card");
}

#[test]
fn a_refusal_changes_nothing_and_has_words() {
    let mut s = table(2, 1);
    let hash = driver::hash(s.world());
    let missing = (0..CARDS).find(|c| !game(&s).hands[0].contains(c)).unwrap();
    let e = s.submit(0, HandEngine::wrap(HandAction::Play(missing)));
    assert!(e.unwrap_err().contains("NotInHand"));
    assert_eq!(driver::hash(s.world()), hash);
    assert!(s.submit(1, HandEngine::wrap(HandAction::Draw)).is_err());
    assert_eq!(driver::hash(s.world()), hash);
}

crate::engine_contract!(hidden_hand, HandEngine, own: Some(crate::hidden::OWN), games: 4, limit: 200);

/// The stream window and the overlay are built from the public view alone: whatever is hidden (a
/// hand, the deck's order) can change without changing a thing on stream, at every point of a game,
/// while the moves themselves do show there.
#[cfg(feature = "desktop")]
#[test]
fn the_stream_never_shows_what_is_hidden() {
    use ferrovia::ui::i18n::{Language, Locale};
    use ferrovia::ui::stream::StreamModel;
    let locale = Locale::new(Language::En);
    let mut s = table(3, 9);
    let mut positions = 0;
    while s.to_act().is_some() && !game(&s).deck.is_empty() {
        let model = StreamModel::new(&s.public().expect("a game"), &locale);
        if game(&s).hands[1].is_empty() {
            break;
        }
        swap_hidden(&mut s);
        let after = StreamModel::new(&s.public().expect("a game"), &locale);
        assert_eq!(after, model, "a hidden change shows on stream");
        swap_hidden(&mut s);
        positions += 1;
        let seat = s.to_act().expect("to act");
        let action = match game(&s).hands[seat].first() {
            Some(&card) if positions % 3 != 0 => HandAction::Play(card),
            _ => HandAction::Draw,
        };
        s.submit(seat, HandEngine::wrap(action)).expect("legal");
        let model = StreamModel::new(&s.public().expect("a game"), &locale);
        assert_eq!(model.last_actions.len(), s.record().actions.len().min(5));
    }
    assert!(
        positions >= 3,
        "the test saw a game ({positions} positions)"
    );
}

/// The test game has a registry slot of its own that no menu and no command line offers, so a
/// real game's records never mix with it.
#[test]
fn the_scratch_slot_is_no_game_of_the_registry() {
    assert!(!GameId::ALL.contains(&GameId::Scratch));
    assert!("scratch".parse::<GameId>().is_err());
    assert!(!GameId::Scratch.playable());
}
