//! What the RotW table screen reads and remembers: a snapshot of the game (rebuilt only when it
//! changes), the tool in the player's hand (build, deliver, urbanise, a card) and the pure helpers that
//! answer "where may the track go next" from the rules' own search and checks.

use crate::board::search::{Start, walks};
use crate::games::GameAction;
use crate::games::rotw::RotwError;
use crate::games::rotw::actions::{CardTarget, RotwAction};
use crate::games::rotw::data::RotwData;
use crate::games::rotw::goods::Goods;
use crate::games::rotw::ids::{CardId, CityId, LinkId};
use crate::games::rotw::rules::deliver::{self, Delivery};
use crate::games::rotw::rules::scoring::{self, FinalScore};
use crate::games::rotw::rules::{self, build};
use crate::games::rotw::state::{Phase, RotwGame};
use crate::table::driver::ActiveTable;
use crate::table::{SeatColour, SeatId};
use crate::ui::i18n::Locale;
use crate::ui::seats::SeatView;
use crate::ui::snapshot::TableSnapshot;
use bevy::prelude::*;
use hexx::{EdgeDirection, Hex};

/// One legal delivery of the seat to act: the cube, the links and what each seat earns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryOption {
    /// City the cube leaves.
    pub from: CityId,
    /// Its colour.
    pub goods: Goods,
    /// Link ids in order.
    pub links: Vec<LinkId>,
    /// Cities visited and points per seat.
    pub delivery: Delivery,
}

impl DeliveryOption {
    /// The destination city.
    pub fn to(&self) -> CityId {
        *self.delivery.cities.last().unwrap_or(&self.from)
    }
}

/// What the player is doing with the map.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Tool {
    /// Nothing picked: clicks only inspect.
    #[default]
    None,
    /// Laying track: the route so far (start, then the hexes entered).
    Build {
        /// Start (city or the last tile of an own incomplete link), then each hex entered.
        route: Vec<Hex>,
        /// Spend a land grant.
        land_grant: bool,
    },
    /// Delivering a cube.
    Deliver {
        /// The city the cube leaves.
        from: Option<CityId>,
        /// The cube's colour.
        goods: Option<Goods>,
    },
    /// Urbanising a grey city.
    Urbanise {
        /// The city picked.
        city: Option<CityId>,
    },
    /// Taking a card that acts on a city (New Industry, City Growth).
    Card {
        /// The card.
        card: CardId,
        /// The city picked.
        city: Option<CityId>,
    },
}

/// The player's choices on the table screen (never part of the game).
#[derive(Resource, Debug, Clone, Default)]
pub struct RotwUi {
    /// The tool in hand.
    pub tool: Tool,
    /// The hex under the pointer (2D or 3D).
    pub hover: Option<Hex>,
    /// The delivery option under the pointer (index into the snapshot's list).
    pub hover_option: Option<usize>,
    /// The bid being prepared, $k (0: the minimum).
    pub bid: u32,
    /// Whether the end-of-game score sheet is open.
    pub score_sheet: bool,
    /// A click on the map this frame (2D or 3D), handled by [`RotwUi::click`].
    pub clicked: Option<Hex>,
}

/// The game as the screen needs it, rebuilt when the game changes.
#[derive(Resource, Debug, Clone, Default)]
pub struct RotwSnapshot {
    /// Whether there is a game to show.
    pub ready: bool,
    /// The game, as the seat view shows it.
    pub game: Option<RotwGame>,
    /// The shell's snapshot it was built on: revision, epoch and actions.
    built: Option<(u64, Option<u64>, usize)>,
    /// The seats.
    pub seats: Vec<SeatView>,
    /// The seat to act.
    pub to_act: Option<SeatId>,
    /// Every legal delivery of the seat to act.
    pub deliveries: Vec<DeliveryOption>,
    /// Scores as things stand.
    pub scores: Vec<FinalScore>,
    /// Winners, once over.
    pub winners: Vec<SeatId>,
    /// Actions the seat to act may take back.
    pub undoable: usize,
    /// What the last action touched, lit for a moment so people can follow (bots especially).
    pub recent: Recent,
    /// What the actions since the seat to act last played touched (lit while "since your last
    /// turn" is up).
    pub since: Recent,
    /// Counts rebuilds: what a cached picture of the game is keyed on.
    pub revision: u64,
}

/// The pieces the last action touched and when it was seen.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Recent {
    /// Links built or used.
    pub links: Vec<LinkId>,
    /// Cities changed (delivered to, urbanised, grown, linked west).
    pub cities: Vec<CityId>,
    /// App time the snapshot saw it.
    pub at: f64,
}

impl Recent {
    /// Both actions' pieces.
    fn merged(mut self, other: Recent) -> Recent {
        for l in other.links {
            if !self.links.contains(&l) {
                self.links.push(l);
            }
        }
        for c in other.cities {
            if !self.cities.contains(&c) {
                self.cities.push(c);
            }
        }
        self
    }

    /// How strongly to light it now: 1 just after, fading to 0 over [`RECENT_SECS`].
    pub fn strength(&self, now: f64) -> f32 {
        (1.0 - (now - self.at) / RECENT_SECS).clamp(0.0, 1.0) as f32
    }
}

/// How long the last action stays lit, seconds.
pub const RECENT_SECS: f64 = 3.0;

/// The links and city an action touched, read from the game after it.
pub fn touched(game: &RotwGame, data: &RotwData, seat: SeatId, action: &RotwAction) -> Recent {
    let mut r = Recent::default();
    match action {
        RotwAction::Build { route, .. } => {
            let tile = route.get(1).copied();
            r.links = game
                .links
                .iter()
                .filter(|l| l.owner == seat && tile.is_some_and(|t| l.route.contains(&t)))
                .map(|l| l.id)
                .collect();
            r.cities.extend(route.last().and_then(|h| data.city_at(*h)));
        }
        RotwAction::Deliver { from, links, .. } => {
            r.links = links.clone();
            r.cities.extend(rules::log::destination(game, *from, links));
        }
        RotwAction::Urbanise { city, .. } | RotwAction::WesternLink { city } => {
            r.cities.push(*city)
        }
        RotwAction::TakeCard {
            target: CardTarget::City(c) | CardTarget::NewCity(c, _),
            ..
        } => r.cities.push(*c),
        _ => {}
    }
    r
}

impl RotwSnapshot {
    /// Whether a person at the screen decides now (a human seat is to act).
    pub fn human_to_act(&self) -> Option<SeatId> {
        self.to_act
            .filter(|s| self.seats.get(*s).is_some_and(|v| !v.bot))
    }

    /// The seat's name.
    pub fn name(&self, seat: SeatId) -> String {
        self.seats
            .get(seat)
            .map_or_else(|| format!("#{}", seat + 1), |s| s.name.clone())
    }

    /// The seat's colour.
    pub fn colour(&self, seat: SeatId) -> SeatColour {
        self.seats
            .get(seat)
            .map_or(SeatColour(seat as u8), |s| s.colour)
    }

    /// Whether the actions phase is on (building, delivering… are possible).
    pub fn in_actions(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| g.phase == Phase::Actions)
    }
}

/// Cities the tool may pick next, given the game (used to light them on the map).
pub fn pickable_cities(tool: &Tool, snap: &RotwSnapshot, data: &RotwData) -> Vec<CityId> {
    let Some(game) = &snap.game else {
        return Vec::new();
    };
    match tool {
        Tool::Deliver { from: None, .. } => {
            let mut v: Vec<CityId> = snap.deliveries.iter().map(|o| o.from).collect();
            v.dedup();
            v
        }
        Tool::Deliver {
            from: Some(from),
            goods,
        } => {
            let mut v: Vec<CityId> = snap
                .deliveries
                .iter()
                .filter(|o| o.from == *from && goods.is_none_or(|g| g == o.goods))
                .map(DeliveryOption::to)
                .collect();
            v.sort();
            v.dedup();
            v
        }
        Tool::Urbanise { .. } => grey_cities(game),
        Tool::Card { card, .. } => match &data.rules.cards[*card].effect {
            crate::games::rotw::schema::Effect::NewIndustry => grey_cities(game),
            _ => CityId::all(game.cities.len()).collect(),
        },
        _ => Vec::new(),
    }
}

/// Cities still grey (they may be urbanised).
pub fn grey_cities(game: &RotwGame) -> Vec<CityId> {
    CityId::all(game.cities.len())
        .filter(|&c| game.cities[c].colour.goods().is_none())
        .collect()
}

/// Where a build may start for `seat`: every city hex, and the last tile of each of its incomplete links.
pub fn build_starts(game: &RotwGame, data: &RotwData, seat: SeatId) -> Vec<Hex> {
    let mut v: Vec<Hex> = data.cities.iter().map(|c| c.hex).collect();
    for l in &game.links {
        if l.owner == seat && l.to.is_none() && l.route.len() >= 3 {
            v.push(l.route[l.route.len() - 2]);
        }
    }
    v
}

/// The route a build starting on `hex` begins with: `[city]`, or `[last tile, heading]` of an own incomplete link.
pub fn start_route(game: &RotwGame, data: &RotwData, seat: SeatId, hex: Hex) -> Option<Vec<Hex>> {
    if data.city_at(hex).is_some() {
        return Some(vec![hex]);
    }
    game.links
        .iter()
        .find(|l| {
            l.owner == seat
                && l.to.is_none()
                && l.route.len() >= 3
                && l.route[l.route.len() - 2] == hex
        })
        .map(|l| l.route[l.route.len() - 2..].to_vec())
}

/// The stem of a redirect of `seat`'s incomplete link whose last tile is `tile`: where that tile was
/// entered from, then the tile (the window's way in: take back an extension's heading to turn the
/// last tile elsewhere).
pub fn redirect_stem(game: &RotwGame, seat: SeatId, tile: Hex) -> Option<Vec<Hex>> {
    game.links
        .iter()
        .filter(|l| build::redirectable(game, seat, l))
        .find(|l| l.route[l.route.len() - 2] == tile)
        .map(|l| vec![l.route[l.route.len() - 3], tile])
}

/// The hexes a route may enter next, each with whether the rules would accept the route ending there
/// (`Err` keeps the refusal, e.g. not enough money, so the view can still show the cost).
/// Walks come from the shared track search; each candidate is then checked by [`build::plan`].
pub fn next_hexes(
    game: &RotwGame,
    data: &RotwData,
    seat: SeatId,
    route: &[Hex],
    land_grant: bool,
) -> Vec<(Hex, Result<u32, RotwError>)> {
    let Some(&from) = route.first() else {
        return Vec::new();
    };
    let max = game.tiles_per_action(seat, data);
    // A redirect stem (where the last tile was entered from, then that tile): walk with the tile
    // lifted — the layout is copied for that one link only (this runs every frame of a build).
    let redirect = game
        .links
        .iter()
        .filter(|l| build::redirectable(game, seat, l))
        .find(|l| {
            let n = l.route.len();
            l.route[n - 3] == from && route.get(1) == Some(&l.route[n - 2])
        })
        .and_then(|l| Some((l, build::redirect_start(game, l)?.1)));
    let (tag, max) = match (&redirect, data.city_at(from)) {
        (Some((link, _)), _) => (link.id, max),
        (None, Some(_)) => (game.next_link, max),
        (None, None) => {
            let Some(link) = game.links.iter().find(|l| {
                l.owner == seat
                    && l.to.is_none()
                    && l.route.len() >= 3
                    && l.route[l.route.len() - 2] == from
            }) else {
                return Vec::new();
            };
            (link.id, max)
        }
    };
    let layout = redirect.as_ref().map_or(&game.layout, |(_, l)| l);
    let dirs: Vec<EdgeDirection> = match route.get(1) {
        Some(&h) => from.neighbor_direction(h).into_iter().collect(),
        None => EdgeDirection::ALL_DIRECTIONS.to_vec(),
    };
    let mut out: Vec<Hex> = Vec::new();
    for dir in dirs {
        walks(
            &data.map,
            layout,
            RotwGame::TRACK,
            tag.0,
            Start { from, dir },
            max,
            &mut |w| {
                if w.hexes.len() > route.len()
                    && w.hexes[..route.len()] == *route
                    && !out.contains(&w.hexes[route.len()])
                {
                    out.push(w.hexes[route.len()]);
                }
            },
        );
    }
    out.into_iter()
        .filter_map(|h| {
            let mut r = route.to_vec();
            r.push(h);
            if r.len() < 3 {
                // The first hex entered: any walk through it is fine; the price comes with the next.
                return Some((h, Ok(0)));
            }
            match build::plan(game, data, seat, &r, land_grant) {
                Ok(p) => Some((h, Ok(p.cost))),
                Err(e @ RotwError::CannotAfford { .. }) => Some((h, Err(e))),
                Err(_) => None,
            }
        })
        .collect()
}

/// Whether a card needs a city picked before it is taken.
pub fn card_needs_city(data: &RotwData, card: CardId) -> bool {
    use crate::games::rotw::schema::Effect;
    matches!(
        data.rules.cards[card].effect,
        Effect::NewIndustry | Effect::CityGrowth { .. }
    )
}

/// A card action with its target.
pub fn take_card(card: CardId, target: CardTarget) -> RotwAction {
    RotwAction::TakeCard { card, target }
}

/// The rules' verdict on an action for the seat to act (for enabling buttons).
pub fn allowed(snap: &RotwSnapshot, data: &RotwData, action: &RotwAction) -> Result<(), RotwError> {
    match (&snap.game, snap.to_act) {
        (Some(g), Some(seat)) => rules::check(g, data, seat, action),
        _ => Err(RotwError::Over),
    }
}

/// Resets the UI when a game leaves the table.
pub(super) fn reset_ui(mut ui: ResMut<RotwUi>, mut snap: ResMut<RotwSnapshot>) {
    *ui = RotwUi::default();
    // The revision runs on across games: a still picture keyed on it must never match the last
    // game's.
    *snap = RotwSnapshot {
        revision: snap.revision,
        ..default()
    };
}

/// Opens the score sheet when the game ends.
pub(super) fn open_score_sheet(mut ui: ResMut<RotwUi>) {
    ui.score_sheet = true;
    ui.tool = Tool::None;
}

/// Rebuilds [`RotwSnapshot`] on the shell's [`TableSnapshot`] when that changed (exclusive: reads
/// the table's record too).
pub(super) fn refresh_snapshot(world: &mut World) {
    let shell = world.resource::<TableSnapshot>();
    let built = Some((shell.revision, shell.epoch(), shell.actions()));
    let snap = world.resource::<RotwSnapshot>();
    if snap.built == built {
        return;
    }
    let Some(game) = shell.seat_view::<RotwGame>().cloned() else {
        world.resource_mut::<RotwSnapshot>().ready = false;
        return;
    };
    let data = crate::games::rotw::data::eastern_us();
    let to_act = game.to_act();
    let deliveries = match to_act {
        Some(seat) if game.phase == Phase::Actions => deliver::options(&game, data, seat)
            .into_iter()
            .map(|(from, goods, links, delivery)| DeliveryOption {
                from,
                goods,
                links,
                delivery,
            })
            .collect(),
        _ => Vec::new(),
    };
    let scores = scoring::scores(&game);
    let winners = if game.over() {
        scoring::winners(&scores)
    } else {
        Vec::new()
    };
    let now = world
        .get_resource::<Time>()
        .map_or(0.0, |t| t.elapsed_secs_f64());
    let last = world
        .get_resource::<ActiveTable>()
        .and_then(|t| t.record.actions.last().cloned());
    let recent = {
        let same_table = snap.ready && snap.built.map(|b| b.1) == Some(shell.epoch());
        let more = snap.built.is_some_and(|b| b.2 < shell.actions());
        match last {
            // Only a new action lights anything (not a language switch, an undo or a load).
            Some(s) if same_table && more => match &s.action {
                GameAction::Rotw(a) => Recent {
                    at: now,
                    ..touched(&game, data, s.seat, a)
                },
                _ => Recent::default(),
            },
            _ if same_table => snap.recent.clone(),
            _ => Recent::default(),
        }
    };
    // What the seat to act has not seen yet: every action since its own last one.
    let since = match (to_act, world.get_resource::<ActiveTable>()) {
        (Some(seat), Some(table)) => {
            let actions = &table.record.actions;
            actions[crate::ui::since::unseen_from(actions, seat)..]
                .iter()
                .filter_map(|s| s.action.rotw().map(|a| touched(&game, data, s.seat, a)))
                .fold(Recent::default(), Recent::merged)
        }
        _ => Recent::default(),
    };
    let snap = RotwSnapshot {
        revision: snap.revision + 1,
        ready: true,
        game: Some(game),
        built,
        seats: shell.seats.clone(),
        to_act,
        deliveries,
        scores,
        winners,
        undoable: shell.undoable,
        recent,
        since,
    };
    *world.resource_mut::<RotwSnapshot>() = snap;
}

/// A rule refusal in the player's language (the rules give a key and typed arguments).
pub fn refusal(locale: &Locale, error: &RotwError) -> String {
    locale.words(&error.words())
}

/// A goods colour's translated name.
pub fn goods_name(locale: &Locale, g: Goods) -> String {
    locale.t(&format!("rotw-goods-{}", g.name()))
}

/// For screenshots and quick checks: `FERROVIA_ROTW_DEMO=build|deliver|urbanise` puts that tool in the
/// hand of the human to act once the game is on screen (a build draft two hexes long from the first
/// city that has one; the first legal delivery, hovered).
pub(super) fn demo_tool(
    snap: Res<RotwSnapshot>,
    mut state: ResMut<RotwUi>,
    status: Res<super::asset::MapStatus>,
    mut cam: ResMut<crate::ui::map_camera::MapCam>,
    mut view3d: ResMut<super::view3d::View3d>,
    mut done: Local<bool>,
) {
    if *done || !snap.ready {
        return;
    }
    let Ok(demo) = std::env::var("FERROVIA_ROTW_DEMO") else {
        *done = true;
        return;
    };
    let (Some(game), Some(seat)) = (&snap.game, snap.human_to_act()) else {
        return;
    };
    *done = true;
    let data = status.data();
    match demo.as_str() {
        "build" => {
            for info in &data.cities {
                let mut route = vec![info.hex];
                for _ in 0..3 {
                    let next = next_hexes(game, data, seat, &route, false);
                    // Prefer a step that stays affordable and does not reach a city yet.
                    match next
                        .iter()
                        .find(|(h, r)| r.is_ok() && data.city_at(*h).is_none())
                    {
                        Some((h, _)) => route.push(*h),
                        None => break,
                    }
                }
                if route.len() >= 3 {
                    cam.focus = Some((super::geom::GEOM.centre(route[1]), 2.6));
                    view3d.target = super::geom::GEOM.centre(route[1]);
                    view3d.orbit.distance = 24.0;
                    state.tool = Tool::Build {
                        route,
                        land_grant: false,
                    };
                    return;
                }
            }
        }
        "deliver" => {
            if let Some((i, o)) = snap
                .deliveries
                .iter()
                .enumerate()
                .max_by_key(|(_, o)| o.links.len())
            {
                state.tool = Tool::Deliver {
                    from: Some(o.from),
                    goods: Some(o.goods),
                };
                state.hover_option = Some(i);
                cam.focus = Some((super::geom::GEOM.centre(data.cities[o.from].hex), 2.2));
            }
        }
        "urbanise" => state.tool = Tool::Urbanise { city: None },
        "close" => {
            // The 3D camera close over the busiest corner of the board: the middle of all track.
            let tiles: Vec<bevy::math::Vec2> = game
                .links
                .iter()
                .flat_map(|l| l.route.iter().map(|h| super::geom::GEOM.centre(*h)))
                .collect();
            if !tiles.is_empty() {
                view3d.target =
                    tiles.iter().copied().sum::<bevy::math::Vec2>() / tiles.len() as f32;
                view3d.orbit.distance = 26.0;
                view3d.orbit.pitch = 0.9;
                view3d.orbit.yaw = 0.25;
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rotw::data::eastern_us;
    use crate::games::rotw::rules::setup::new_game;
    use crate::games::rotw::state::{AuctionRule, RotwOptions};
    use rand::SeedableRng;

    fn game() -> RotwGame {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut g = new_game(
            eastern_us(),
            3,
            RotwOptions {
                version: 2,
                auction: AuctionRule::Standard,
                empty_cities_to_end: 8,
                cards: true,
                major_lines: false,
                bonds_when_needed: false,
            },
            &mut rng,
        );
        g.phase = Phase::Actions;
        g
    }

    /// Refusals read as sentences in both languages, with their arguments filled in.
    #[test]
    fn refusals_are_translated() {
        use crate::board::TrackError;
        use crate::games::rotw::actions::Refusal;
        use crate::games::rotw::goods::CityColour;
        use crate::ui::i18n::Language;
        let errors = [
            RotwError::CannotAfford { need: 5, have: 2 },
            RotwError::BidTooLow { min: 3 },
            RotwError::NotYourTurn { to_act: 1 },
            RotwError::Track(TrackError::TooSharp(Hex::ZERO)),
            RotwError::Rule(Refusal::NotGrey {
                city: "Boston".into(),
                colour: CityColour::Goods(Goods::Red),
            }),
            RotwError::Rule(Refusal::MustStop {
                city: "Boston".into(),
                goods: Goods::Purple,
            }),
            RotwError::Rule(Refusal::EngineTooShort {
                engine: 1,
                links: 2,
            }),
        ];
        for language in Language::ALL {
            let locale = Locale::new(language);
            for e in &errors {
                let text = refusal(&locale, e);
                assert!(!text.contains('{') && !text.contains("rotw-err"), "{text}");
            }
        }
        let pt = refusal(&Locale::new(Language::Pt), &errors[5]);
        assert!(pt.contains("roxo") && pt.contains("Boston"), "{pt}");
        let en = refusal(&Locale::new(Language::En), &errors[0]);
        assert!(en.contains("5000") && en.contains("2000"), "{en}");
    }

    /// From a city, the first step may go any buildable way; every two-step route the helper offers is
    /// one the rules accept (or refuse only for money).
    #[test]
    fn next_hexes_agree_with_the_rules() {
        let data = eastern_us();
        let g = game();
        let seat = g.to_act().unwrap_or(0);
        let chicago = data.city_named("Chicago").expect("Chicago");
        let start = start_route(&g, data, seat, data.cities[chicago].hex).expect("city start");
        let first = next_hexes(&g, data, seat, &start, false);
        assert!(!first.is_empty());
        for (h, _) in first {
            let mut r = start.clone();
            r.push(h);
            for (h2, verdict) in next_hexes(&g, data, seat, &r, false) {
                let mut r2 = r.clone();
                r2.push(h2);
                let plan = build::plan(&g, data, seat, &r2, false);
                match verdict {
                    Ok(cost) => assert_eq!(plan.map(|p| p.cost), Ok(cost)),
                    Err(e) => assert_eq!(plan.err(), Some(e)),
                }
            }
        }
    }
}
