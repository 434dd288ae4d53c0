//! The RON file format of Great Western Trail (`assets/games/gwt/game.ron`) and its checks.
//!
//! Only `serde` and `std` here: `build.rs` includes this file too, so a data file that breaks a rule fails
//! the build with the same message the game gives when it loads the file.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Everything printed in the box, as the rules use it.
#[derive(Debug, Clone, Deserialize)]
pub struct GameFile {
    /// What changes with the number of players (2, 3, 4).
    pub player_counts: Vec<PlayerCountFile>,
    /// What each seat starts with, in turn order.
    pub seats: Vec<SeatStartFile>,
    /// Hand limit at the start and at most.
    pub hand_limit: (u8, u8),
    /// The certificate track's spaces, from 0.
    pub certificate_track: Vec<u8>,
    /// The temporary-certificate limit before any disc is cleared.
    pub certificate_limit: u8,
    /// The cattle breeds.
    pub breeds: Vec<BreedFile>,
    /// Each player's 14 starting cards: (breed, copies).
    pub starter_deck: Vec<(String, u8)>,
    /// The 36 market cards: a breed and one VP value per copy.
    pub market_deck: Vec<(String, Vec<u8>)>,
    /// The Simmental mini-expansion's cards: (breed, copies, VP each).
    pub simmental: Vec<(String, u8, u8)>,
    /// Ways to buy cattle.
    pub buy_options: Vec<BuyOptionFile>,
    /// The trail, START first, Kansas City last.
    pub trail: Vec<SpaceFile>,
    /// The nine outlaw spaces in their filling order.
    pub outlaw_spaces: Vec<OutlawSpaceFile>,
    /// The neutral buildings A–G.
    pub neutral: Vec<NeutralFile>,
    /// The private buildings, both sides of each.
    pub private: Vec<PrivateFile>,
    /// The five auxiliary actions.
    pub aux: Vec<AuxFile>,
    /// The worker rows and the bonus printed on each space (index 0 holds the printed worker).
    pub worker_rows: Vec<WorkerRowFile>,
    /// The job market.
    pub job_market: JobMarketFile,
    /// The hazard tiles of each hazard kind: (VP, hand, copies).
    pub hazard_tiles: Vec<(u8, Hand, u8)>,
    /// What each of the three bags holds.
    pub bags: Vec<BagFile>,
    /// The railroad: track, stations, cities and links.
    pub railroad: RailroadFile,
    /// The nine station-master tiles.
    pub station_masters: Vec<StationMasterFile>,
    /// The objective cards.
    pub objectives: ObjectivesFile,
}

/// What depends on the number of players.
#[derive(Debug, Clone, Deserialize)]
pub struct PlayerCountFile {
    /// Players.
    pub players: u8,
    /// Fee for a green hand.
    pub green_fee: u8,
    /// Fee for a black hand.
    pub black_fee: u8,
    /// The cattle market's size (with Simmental in the second number).
    pub market: (u8, u8),
    /// Job-market columns in use.
    pub columns: u8,
    /// Step limit at the start, its two disc gains and its maximum.
    pub step_limit: StepLimitFile,
}

/// The step-limit track.
#[derive(Debug, Clone, Deserialize)]
pub struct StepLimitFile {
    /// At the start.
    pub start: u8,
    /// Added by clearing the left ($3) disc.
    pub dollar_disc: u8,
    /// Added by clearing the right (3 VP) disc.
    pub vp_disc: u8,
}

/// A seat's start.
#[derive(Debug, Clone, Deserialize)]
pub struct SeatStartFile {
    /// Dollars.
    pub dollars: u8,
    /// Cards drawn (the first turn discards down to the hand limit).
    pub cards: u8,
    /// Exchange tokens.
    pub exchange_tokens: u8,
}

/// A cattle breed.
#[derive(Debug, Clone, Deserialize)]
pub struct BreedFile {
    /// Its name, as cards and actions name it.
    pub name: String,
    /// Breeding value.
    pub value: u8,
    /// Card colour, for the views.
    pub colour: String,
    /// Whether it is the Simmental mini-expansion's breed.
    #[serde(default)]
    pub simmental: bool,
}

/// One way of buying cattle.
#[derive(Debug, Clone, Deserialize)]
pub struct BuyOptionFile {
    /// The breeding value of the card(s) bought; Simmental calves are value 2.
    pub value: u8,
    /// Whether it buys the Simmental calf (the value-2 market card).
    #[serde(default)]
    pub simmental: bool,
    /// Cards bought (2 = a pair of the same value).
    pub cards: u8,
    /// Cowboys used.
    pub cowboys: u8,
    /// Dollars paid.
    pub dollars: u8,
}

/// A hand on a tile: the fee it charges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Hand {
    /// No hand.
    None,
    /// A green hand.
    Green,
    /// A black hand.
    Black,
    /// Both hands.
    Both,
}

/// One space of the trail.
#[derive(Debug, Clone, Deserialize)]
pub struct SpaceFile {
    /// Its name (`A`, `A-1`, `FLOOD-1`…).
    pub id: String,
    /// What it holds.
    pub kind: SpaceKind,
    /// The spaces a herder may go on to.
    pub next: Vec<String>,
}

/// What a trail space is for.
#[derive(Debug, Clone, Deserialize)]
pub enum SpaceKind {
    /// Where herders return after Kansas City.
    Start,
    /// A neutral building's space (its printed letter).
    Neutral(char),
    /// A private building space: in the woods or not, and its risk action.
    Private {
        /// In the woods.
        woods: bool,
        /// The extra local action for the owner of a building placed here.
        risk: Option<Effect>,
    },
    /// A hazard space of one kind, numbered in filling order.
    Hazard(HazardKind, u8),
    /// An outlaw space on the trail (its number in the filling order).
    Outlaw(u8),
    /// Kansas City.
    KansasCity,
}

/// The three kinds of hazard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
pub enum HazardKind {
    /// Flood.
    Flood,
    /// Drought.
    Drought,
    /// Rockfall.
    Rockfall,
}

/// An outlaw space.
#[derive(Debug, Clone, Deserialize)]
pub struct OutlawSpaceFile {
    /// Its number in the filling order.
    pub number: u8,
    /// The bounty for the outlaw on it.
    pub bounty: Bounty,
    /// Whether it sits on the trail (a location) rather than beside it.
    pub on_trail: bool,
}

/// An outlaw space's bounty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Bounty {
    /// Dollars.
    Dollars(u8),
    /// One exchange token.
    ExchangeToken,
}

/// A neutral building.
#[derive(Debug, Clone, Deserialize)]
pub struct NeutralFile {
    /// Its letter.
    pub letter: char,
    /// Its local actions.
    pub actions: Vec<Effect>,
}

/// One side of a private building tile.
#[derive(Debug, Clone, Deserialize)]
pub struct PrivateFile {
    /// Tile number, 1–12.
    pub number: u8,
    /// `'a'` or `'b'`.
    pub side: char,
    /// Builders needed.
    pub builders: u8,
    /// VP at the end.
    pub vp: u8,
    /// Hands it shows.
    pub hand: Hand,
    /// Its local actions.
    pub actions: Vec<Effect>,
}

/// An auxiliary action.
#[derive(Debug, Clone, Deserialize)]
pub struct AuxFile {
    /// Discs on its two spaces at the start (a grey space starts clear).
    pub discs: u8,
    /// The single action.
    pub single: Effect,
    /// The double action.
    pub double: Effect,
}

/// A row of the player board's worker section.
#[derive(Debug, Clone, Deserialize)]
pub struct WorkerRowFile {
    /// `Cowboy`, `Builder` or `Engineer`.
    pub worker: WorkerKind,
    /// The bonus shown on each of the six spaces.
    pub bonus: Vec<Option<Effect>>,
}

/// A worker's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
pub enum WorkerKind {
    /// Buys cattle.
    Cowboy,
    /// Builds private buildings.
    Builder,
    /// Moves the engine.
    Engineer,
}

/// The job market.
#[derive(Debug, Clone, Deserialize)]
pub struct JobMarketFile {
    /// Hiring cost of each row, top to bottom.
    pub row_costs: Vec<u8>,
    /// Rows after which a yellow arrow refills the cattle market (1-based).
    pub yellow_arrows_after: Vec<u8>,
}

/// A bag's contents.
#[derive(Debug, Clone, Deserialize)]
pub struct BagFile {
    /// Workers of each kind: cowboys, builders, engineers.
    pub workers: (u8, u8, u8),
    /// Green and orange outlaws.
    pub outlaws: (u8, u8),
    /// Whether every hazard tile is in it.
    pub hazards: bool,
}

/// The railroad.
#[derive(Debug, Clone, Deserialize)]
pub struct RailroadFile {
    /// The last track space (it ends every move).
    pub last_space: u8,
    /// Dollars for moving back from the last space.
    pub last_space_bonus: u8,
    /// A cross between space `n` and `n + 1`, for each `n` listed.
    pub crosses_after: Vec<u8>,
    /// Stations in track order.
    pub stations: Vec<StationFile>,
    /// Cities in strip order.
    pub cities: Vec<CityFile>,
    /// Links between neighbouring cities.
    pub links: Vec<LinkFile>,
}

/// A station.
#[derive(Debug, Clone, Deserialize)]
pub struct StationFile {
    /// Its turnout follows this track space; `None` for the station on the last space.
    pub turnout_after: Option<u8>,
    /// Upgrade cost.
    pub cost: u8,
    /// VP at the end for a disc here.
    pub vp: u8,
    /// Dark corners: a dark-cornered disc may go here.
    pub dark: bool,
    /// Whether a station-master tile lies here.
    pub master: bool,
}

/// A city of the strip.
#[derive(Debug, Clone, Deserialize)]
pub struct CityFile {
    /// Its name.
    pub name: String,
    /// Breeding value needed.
    pub value: u8,
    /// Dark corners.
    pub dark: bool,
    /// Whether a player may deliver here again.
    pub repeat: bool,
    /// VP per disc here.
    pub vp: i8,
    /// Dollars for a delivery here.
    pub dollars: u8,
}

/// A link between two neighbouring cities.
#[derive(Debug, Clone, Deserialize)]
pub struct LinkFile {
    /// The two cities, by name.
    pub between: (String, String),
    /// VP for discs on both.
    pub vp: i8,
    /// What the second disc's delivery triggers.
    pub effect: Option<Effect>,
}

/// A station-master tile.
#[derive(Debug, Clone, Deserialize)]
pub struct StationMasterFile {
    /// What taking it gives at once.
    pub top: Effect,
    /// What it scores at the end: VP per so many of a count.
    pub bottom: Option<(Count, u8, u8)>,
}

/// The objective cards.
#[derive(Debug, Clone, Deserialize)]
pub struct ObjectivesFile {
    /// The four starting objectives (no penalty).
    pub starting: Vec<ObjectiveFile>,
    /// The general objectives.
    pub general: Vec<ObjectiveFile>,
}

/// An objective card.
#[derive(Debug, Clone, Deserialize)]
pub struct ObjectiveFile {
    /// Copies in the deck.
    #[serde(default = "one")]
    pub copies: u8,
    /// The action when played.
    pub immediate: Option<Effect>,
    /// Tasks, one item each.
    pub tasks: Vec<Task>,
    /// VP when met.
    pub vp: u8,
    /// VP lost when not met (in the objective area).
    pub penalty: u8,
}

fn one() -> u8 {
    1
}

/// One task item of an objective card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
pub enum Task {
    /// An own private building on the trail.
    Building,
    /// A green outlaw held.
    GreenOutlaw,
    /// An orange outlaw held.
    OrangeOutlaw,
    /// A hazard held.
    Hazard,
    /// An own disc on a station.
    Station,
    /// A value-3 card in the deck.
    Value3,
    /// A value-4 card in the deck.
    Value4,
    /// A value-5 card in the deck.
    Value5,
    /// An own disc on New York.
    NewYork,
}

/// What a local, auxiliary, bonus or card action does: one icon, or icons put together.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Effect {
    /// Gain dollars.
    Money(Amount),
    /// Certificate marker up to N forward (never past the limit).
    Certificate(u8),
    /// Certificate marker to the current limit.
    CertificateToLimit,
    /// Permanent certificates (station masters).
    PermanentCertificate(u8),
    /// Take an objective card (display or top of the stack) onto the discard pile.
    Objective,
    /// Take an objective card straight into the hand.
    ObjectiveToHand,
    /// Gain an exchange token.
    ExchangeToken,
    /// Engine forward up to the amount.
    Engine(Amount),
    /// Hire a worker; the cost is changed by this many dollars.
    Hire(i8),
    /// Place or replace a private building at this many dollars per builder.
    Build(u8),
    /// Buy cattle with cowboys.
    BuyCattle,
    /// Take a hazard tile.
    RemoveHazard,
    /// Collect the bounty of an outlaw.
    Bounty,
    /// A single or double auxiliary action.
    Aux,
    /// Move the herder up to N steps, then Phase B again.
    Herder(u8),
    /// Move the herder up to N steps ignoring hands, without using the location, never into
    /// Kansas City (an objective card's action).
    Walk(u8),
    /// Draw the amount, then discard as many (auxiliary action 2).
    DrawDiscard(Amount),
    /// Draw up to the amount, one card at a time, then discard as many as drawn (building 4b,
    /// objective cards; rules 1 drew the whole amount).
    DrawUpTo(Amount),
    /// For each green + orange outlaw pair held: certificate up to +2 and $2.
    OutlawPairs,
    /// Use the local actions of a directly adjacent building.
    UseAdjacent,
    /// Move the engine back and deliver to a city up to the spaces moved.
    ExtraordinaryDelivery,
    /// Upgrade a station behind the engine.
    UpgradeBehind,
    /// Remove up to N cards of the hand from the game.
    RemoveCards(u8),
    /// Discard the card(s) asked for, then the reward.
    Discard(CardAsk, Box<Effect>),
    /// Pay dollars, then the reward.
    Pay(u8, Box<Effect>),
    /// Move the engine back exactly N spaces, then the reward.
    Back(u8, Box<Effect>),
    /// All of these, in order.
    All(Vec<Effect>),
    /// One of these (a white slash).
    OneOf(Vec<Effect>),
}

/// A number in an action: fixed, or so many per something counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Amount {
    /// A fixed number.
    Fixed(u8),
    /// So many per count.
    Per(Count, u8),
}

/// Something counted for an amount or a station master's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Count {
    /// Cowboys.
    Cowboys,
    /// Builders.
    Builders,
    /// Engineers.
    Engineers,
    /// All workers (the three printed ones included).
    Workers,
    /// Own private buildings in the woods.
    WoodsBuildings,
    /// Own private buildings on the trail.
    Buildings,
    /// Stations holding the player's disc.
    Stations,
    /// Hazard tiles held.
    Hazards,
    /// Green + orange outlaw pairs held.
    OutlawPairs,
    /// Certificates, temporary and permanent.
    Certificates,
    /// Objective cards in the objective area.
    Objectives,
}

/// The card(s) a discard asks for.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum CardAsk {
    /// One card of this breed.
    Breed(String),
    /// One card of this breeding value (Simmental cards never match).
    Value(u8),
    /// Any one cattle card.
    Any,
    /// Two cards of the same breed.
    Pair,
    /// An objective card.
    Objective,
}

/// Every breed an effect names, for the checks.
fn breeds_named(effect: &Effect, out: &mut Vec<String>) {
    match effect {
        Effect::Discard(ask, then) => {
            if let CardAsk::Breed(b) = ask {
                out.push(b.clone());
            }
            breeds_named(then, out);
        }
        Effect::Pay(_, then) | Effect::Back(_, then) => breeds_named(then, out),
        Effect::All(list) | Effect::OneOf(list) => list.iter().for_each(|e| breeds_named(e, out)),
        _ => {}
    }
}

/// Every effect of the file, for the checks.
fn all_effects(file: &GameFile) -> Vec<&Effect> {
    let mut out = Vec::new();
    for s in &file.trail {
        if let SpaceKind::Private { risk: Some(r), .. } = &s.kind {
            out.push(r);
        }
    }
    out.extend(file.neutral.iter().flat_map(|n| &n.actions));
    out.extend(file.private.iter().flat_map(|p| &p.actions));
    out.extend(file.aux.iter().flat_map(|a| [&a.single, &a.double]));
    out.extend(
        file.worker_rows
            .iter()
            .flat_map(|r| r.bonus.iter().flatten()),
    );
    out.extend(file.railroad.links.iter().filter_map(|l| l.effect.as_ref()));
    out.extend(file.station_masters.iter().map(|m| &m.top));
    out.extend(
        file.objectives
            .starting
            .iter()
            .chain(&file.objectives.general)
            .filter_map(|o| o.immediate.as_ref()),
    );
    out
}

/// Every rule the rules rely on; an empty list when the file is sound.
pub fn check(file: &GameFile) -> Vec<String> {
    let mut problems = Vec::new();
    let mut fail = |p: String| problems.push(p);

    let counts: Vec<u8> = file.player_counts.iter().map(|p| p.players).collect();
    if counts != [2, 3, 4] {
        fail(format!(
            "player counts must be 2, 3, 4 in order, not {counts:?}"
        ));
    }
    if file.seats.len() != 4 {
        fail(format!("four seat starts, not {}", file.seats.len()));
    }
    for p in &file.player_counts {
        if !(1..=4).contains(&p.columns) {
            fail(format!(
                "{} players: {} job-market columns",
                p.players, p.columns
            ));
        }
    }
    if file.certificate_track.first() != Some(&0)
        || !file.certificate_track.windows(2).all(|w| w[0] < w[1])
    {
        fail("the certificate track rises from 0".into());
    }

    let breeds: BTreeSet<&str> = file.breeds.iter().map(|b| b.name.as_str()).collect();
    if breeds.len() != file.breeds.len() {
        fail("two breeds share a name".into());
    }
    let mut named: Vec<String> = file.starter_deck.iter().map(|(b, _)| b.clone()).collect();
    named.extend(file.market_deck.iter().map(|(b, _)| b.clone()));
    named.extend(file.simmental.iter().map(|(b, _, _)| b.clone()));
    for e in all_effects(file) {
        breeds_named(e, &mut named);
    }
    for b in &named {
        if !breeds.contains(b.as_str()) {
            fail(format!("unknown breed {b}"));
        }
    }
    let starter: u32 = file.starter_deck.iter().map(|(_, n)| u32::from(*n)).sum();
    if starter != 14 {
        fail(format!("a starting deck has 14 cards, not {starter}"));
    }
    let market: usize = file.market_deck.iter().map(|(_, vp)| vp.len()).sum();
    if market != 36 {
        fail(format!("the market deck has 36 cards, not {market}"));
    }

    // The trail: unique names, START first, Kansas City last, every arrow to a known space and
    // forward only (a space comes before every space it leads to), and every space reachable.
    let index: BTreeMap<&str, usize> = file
        .trail
        .iter()
        .enumerate()
        .map(|(i, s)| (s.id.as_str(), i))
        .collect();
    if index.len() != file.trail.len() {
        fail("two trail spaces share a name".into());
    }
    if !matches!(file.trail.first().map(|s| &s.kind), Some(SpaceKind::Start)) {
        fail("the trail starts with START".into());
    }
    if !matches!(
        file.trail.last().map(|s| &s.kind),
        Some(SpaceKind::KansasCity)
    ) {
        fail("the trail ends in Kansas City".into());
    }
    let mut reached = vec![false; file.trail.len()];
    if !reached.is_empty() {
        reached[0] = true;
    }
    for (i, s) in file.trail.iter().enumerate() {
        for n in &s.next {
            match index.get(n.as_str()) {
                Some(&j) if j > i => reached[j] = true,
                Some(_) => fail(format!("{} leads back to {n}", s.id)),
                None => fail(format!("{} leads to unknown {n}", s.id)),
            }
        }
        if s.next.is_empty() && !matches!(s.kind, SpaceKind::KansasCity) {
            fail(format!("{} leads nowhere", s.id));
        }
    }
    for (s, r) in file.trail.iter().zip(&reached) {
        if !r {
            fail(format!("{} cannot be reached", s.id));
        }
    }
    let letters: BTreeSet<char> = file
        .trail
        .iter()
        .filter_map(|s| match s.kind {
            SpaceKind::Neutral(c) => Some(c),
            _ => None,
        })
        .collect();
    let buildings: BTreeSet<char> = file.neutral.iter().map(|n| n.letter).collect();
    if letters != buildings || letters.len() != 7 {
        fail("seven neutral spaces, one per neutral building A–G".into());
    }
    let numbers: Vec<u8> = file.outlaw_spaces.iter().map(|o| o.number).collect();
    if numbers != (1..=9).collect::<Vec<u8>>() {
        fail(format!(
            "outlaw spaces are numbered 1–9 in order, not {numbers:?}"
        ));
    }
    for o in file.outlaw_spaces.iter().filter(|o| o.on_trail) {
        let on = file
            .trail
            .iter()
            .any(|s| matches!(s.kind, SpaceKind::Outlaw(n) if n == o.number));
        if !on {
            fail(format!(
                "outlaw space {} is on the trail but no space holds it",
                o.number
            ));
        }
    }
    for kind in [HazardKind::Flood, HazardKind::Drought, HazardKind::Rockfall] {
        let mut numbers: Vec<u8> = file
            .trail
            .iter()
            .filter_map(|s| match s.kind {
                SpaceKind::Hazard(k, n) if k == kind => Some(n),
                _ => None,
            })
            .collect();
        numbers.sort_unstable();
        if numbers != [1, 2, 3, 4] {
            fail(format!("{kind:?} spaces are numbered 1–4, not {numbers:?}"));
        }
    }

    // Private buildings: 12 numbers, both sides each.
    let sides: BTreeSet<(u8, char)> = file.private.iter().map(|p| (p.number, p.side)).collect();
    let expected: BTreeSet<(u8, char)> = (1..=12).flat_map(|n| [(n, 'a'), (n, 'b')]).collect();
    if sides != expected || file.private.len() != 24 {
        fail("private buildings 1–12, an a and a b side each".into());
    }
    if file.aux.len() != 5 {
        fail(format!("five auxiliary actions, not {}", file.aux.len()));
    }
    let discs: u32 = file.aux.iter().map(|a| u32::from(a.discs)).sum();
    // The six other disc spaces are the player board's: step limit ×2, hand limit ×2, certificates ×2.
    if discs + 6 != 14 {
        fail(format!("14 discs per player board, not {}", discs + 6));
    }
    let rows: Vec<WorkerKind> = file.worker_rows.iter().map(|r| r.worker).collect();
    if rows
        != [
            WorkerKind::Cowboy,
            WorkerKind::Builder,
            WorkerKind::Engineer,
        ]
        || file.worker_rows.iter().any(|r| r.bonus.len() != 6)
    {
        fail("three worker rows (cowboy, builder, engineer) of six spaces".into());
    }
    if file.job_market.row_costs.len() != 12 {
        fail("twelve job-market rows".into());
    }
    if file.bags.len() != 3 || file.bags.iter().filter(|b| b.hazards).count() != 1 {
        fail("three bags, the hazards in one".into());
    }
    let hazards: u32 = file
        .hazard_tiles
        .iter()
        .map(|(_, _, n)| u32::from(*n))
        .sum();
    if hazards != 6 {
        fail(format!("six hazard tiles of each kind, not {hazards}"));
    }

    let rail = &file.railroad;
    let mut last = 0;
    for s in &rail.stations {
        match s.turnout_after {
            Some(t) if t > last && t < rail.last_space => last = t,
            Some(t) => fail(format!("a turnout after space {t} is out of order")),
            None => {}
        }
    }
    if rail
        .stations
        .iter()
        .filter(|s| s.turnout_after.is_none())
        .count()
        != 1
    {
        fail("one station on the last space".into());
    }
    if rail.stations.iter().filter(|s| s.master).count() != 5 {
        fail("five station-master spaces".into());
    }
    if file.station_masters.len() < 5 {
        fail("at least five station masters".into());
    }
    let cities: BTreeSet<&str> = rail.cities.iter().map(|c| c.name.as_str()).collect();
    for l in &rail.links {
        let a = rail.cities.iter().position(|c| c.name == l.between.0);
        let b = rail.cities.iter().position(|c| c.name == l.between.1);
        match (a, b) {
            (Some(a), Some(b)) if a + 1 == b => {}
            _ => fail(format!(
                "link {}–{} is not between neighbouring cities",
                l.between.0, l.between.1
            )),
        }
    }
    if cities.len() != rail.cities.len() || !rail.cities.windows(2).all(|w| w[0].value < w[1].value)
    {
        fail("cities have distinct names and rising values".into());
    }
    let general: u32 = file
        .objectives
        .general
        .iter()
        .map(|o| u32::from(o.copies))
        .sum();
    if file.objectives.starting.len() != 4 || general != 24 {
        fail(format!(
            "4 starting and 24 general objectives, not {} and {general}",
            file.objectives.starting.len()
        ));
    }
    problems
}
