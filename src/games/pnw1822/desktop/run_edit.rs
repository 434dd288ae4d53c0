//! Editing the run: a route per train, made by clicking stops on the map. It starts from the
//! rules' best run; a click on a hex runs the picked train's route on to a stop there by the
//! shortest track (fewest hexes) clear of its own stops and the other trains' track, at the
//! route's far end or else its near one; a click on an end takes that end off, on a stop inside
//! makes it the end. The rules price the run after every click: each train's revenue and the
//! bonuses, or the rules' reason it may not run.

use crate::games::pnw1822::actions::{PnwAction, RunRoute, route_words};
use crate::games::pnw1822::data::PnwData;
use crate::games::pnw1822::rules::route_search::{shortest_legs, stops_reached};
use crate::games::pnw1822::rules::routes::{self, Course, RouteSpec, Run, Trace};
use crate::games::pnw1822::state::{CorpIx, Owner, PnwGame};
use crate::table::driver::{WordArg, Words};

/// One train's route as edited: its stops in running order and the hex chain between each two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edited {
    /// The train (index into the game's trains).
    pub train: u16,
    /// The stops: (hex, node).
    pub stops: Vec<(u16, u8)>,
    /// `legs[k]` runs from `stops[k]` to `stops[k + 1]`.
    pub legs: Vec<Vec<u16>>,
    /// The Pullman rides along, as the best run had it.
    pub pullman: bool,
    /// A local train (L, LP): one stop is its whole route.
    pub local: bool,
}

impl Edited {
    /// The route to submit; `None` while it has no stop (the train does not run).
    fn spec(&self) -> Option<RouteSpec> {
        let course = match self.stops.as_slice() {
            [] => return None,
            [(hex, _)] if self.local => Course::Local(*hex),
            _ => Course::Legs(self.legs.clone()),
        };
        Some(RouteSpec {
            train: self.train,
            course,
            pullman: self.pullman,
        })
    }
}

/// The run being edited for one decision.
#[derive(Debug, Clone)]
pub struct RunEdit {
    /// The snapshot revision it was begun on.
    pub on: u64,
    /// The company running.
    pub corp: CorpIx,
    /// Every train of the company that runs, in the game's order.
    pub routes: Vec<Edited>,
    /// The train the map's clicks edit (index into `routes`).
    pub picked: usize,
    /// What the last click could not do.
    pub note: Option<Words>,
    /// The run as the rules price it (the revenues of the routes that run, in order), or why
    /// they refuse it.
    pub priced: Result<Run, Words>,
    /// Each route as it lies on the board, for the map (`None` while it has no stop).
    pub traces: Vec<Option<Trace>>,
    /// What each route earns in the run as priced (`None` while it does not run or the run is
    /// refused), worked out with the price rather than every frame.
    revenues: Vec<Option<i64>>,
}

impl RunEdit {
    /// The company's trains, each on its route of `offered` (the rules' best run) or on none.
    pub fn new(
        data: &PnwData,
        game: &PnwGame,
        corp: CorpIx,
        offered: &[RunRoute],
        on: u64,
    ) -> RunEdit {
        let specs: Vec<RouteSpec> = offered.iter().map(|r| r.route.clone()).collect();
        let traces = routes::trace(data, game, corp, &specs);
        let routes = game
            .trains
            .iter()
            .enumerate()
            .filter(|(_, t)| t.owner == Owner::Corp(corp))
            .filter_map(|(i, t)| {
                let (runs, local) = routes::train_runs(data, &t.runs_as);
                runs.then_some((i as u16, local))
            })
            .map(|(train, local)| {
                let k = specs.iter().position(|s| s.train == train);
                let stops = k
                    .and_then(|k| traces[k].as_ref())
                    .map(|t| t.stops.clone())
                    .unwrap_or_default();
                let legs = match k.map(|k| &specs[k].course) {
                    Some(Course::Legs(legs)) if !stops.is_empty() => legs.clone(),
                    _ => Vec::new(),
                };
                Edited {
                    train,
                    stops,
                    legs,
                    pullman: k.is_some_and(|k| specs[k].pullman),
                    local,
                }
            })
            .collect();
        let mut edit = RunEdit {
            on,
            corp,
            routes,
            picked: 0,
            note: None,
            priced: Ok(Run::default()),
            traces: Vec::new(),
            revenues: Vec::new(),
        };
        edit.price(data, game);
        edit
    }

    /// The routes that run, as submitted, with the index of each in `routes`.
    fn specs(&self) -> (Vec<RouteSpec>, Vec<usize>) {
        self.routes
            .iter()
            .enumerate()
            .filter_map(|(k, r)| Some((r.spec()?, k)))
            .unzip()
    }

    /// Prices the run and traces its routes again.
    fn price(&mut self, data: &PnwData, game: &PnwGame) {
        let (specs, at) = self.specs();
        self.priced = routes::run_revenue(data, game, self.corp, &specs).map_err(|mut e| {
            e.route = at[e.route];
            route_words(&e)
        });
        let traced = routes::trace(data, game, self.corp, &specs);
        self.traces = vec![None; self.routes.len()];
        self.revenues = vec![None; self.routes.len()];
        let earned = self.priced.as_ref().map_or(&[][..], |r| &r.revenues[..]);
        for (i, (t, k)) in traced.into_iter().zip(at).enumerate() {
            self.traces[k] = t;
            self.revenues[k] = earned.get(i).copied();
        }
    }

    /// What route `k` earns in the run as priced (`None` while it does not run or the run is
    /// refused).
    pub fn revenue(&self, k: usize) -> Option<i64> {
        self.revenues.get(k).copied().flatten()
    }

    /// The run to submit, when the rules accept it.
    pub fn action(&self) -> Option<PnwAction> {
        let run = self.priced.as_ref().ok()?;
        let (specs, _) = self.specs();
        Some(PnwAction::RunRoutes {
            routes: specs
                .into_iter()
                .zip(&run.revenues)
                .map(|(route, &revenue)| RunRoute { route, revenue })
                .collect(),
        })
    }

    /// A click on `hex`: the picked train's route edited there, and the run priced again.
    pub fn click(&mut self, data: &PnwData, game: &PnwGame, hex: u16) {
        self.note = None;
        let Some(route) = self.routes.get(self.picked) else {
            return;
        };
        let name = || WordArg::Text(data.hexes[usize::from(hex)].id.clone());
        let mut r = route.clone();
        if let Some(k) = r.stops.iter().position(|s| s.0 == hex) {
            if k + 1 == r.stops.len() {
                r.stops.pop();
                r.legs.pop();
            } else if k == 0 {
                r.stops.remove(0);
                r.legs.remove(0);
            } else {
                r.stops.truncate(k + 1);
                r.legs.truncate(k);
            }
        } else if r.stops.is_empty() {
            match stops_reached(data, game, self.corp, hex).first() {
                Some(&s) => r.stops.push(s),
                None => self.note = Some(Words::key("pnw-route-no-stop").with("hex", name())),
            }
        } else if !self.extend(data, game, &mut r, hex) {
            self.note = Some(Words::key("pnw-route-no-way").with("hex", name()));
        }
        self.routes[self.picked] = r;
        self.price(data, game);
    }

    /// Runs `r` on to a stop of `hex` from its far end, else from its near end.
    fn extend(&self, data: &PnwData, game: &PnwGame, r: &mut Edited, hex: u16) -> bool {
        let taken: Vec<(u16, u8, u8)> = self
            .traces
            .iter()
            .flatten()
            .flat_map(|t| t.tracks.iter().copied())
            .collect();
        let way = |from| shortest_legs(data, game, self.corp, from, hex, &r.stops, &taken);
        let (Some(&first), Some(&last)) = (r.stops.first(), r.stops.last()) else {
            return false;
        };
        if let Some(legs) = way(last) {
            for (chain, stop) in legs {
                r.legs.push(chain);
                r.stops.push(stop);
            }
            return true;
        }
        let Some(legs) = way(first) else {
            return false;
        };
        // Run backwards from the near end: the new stops come first, farthest first.
        let mut stops = Vec::new();
        let mut chains = Vec::new();
        for (chain, stop) in legs.into_iter().rev() {
            stops.push(stop);
            chains.push(chain.into_iter().rev().collect());
        }
        stops.append(&mut r.stops);
        chains.append(&mut r.legs);
        r.stops = stops;
        r.legs = chains;
        true
    }

    /// Takes the picked train's route off the run.
    pub fn clear(&mut self, data: &PnwData, game: &PnwGame) {
        if let Some(r) = self.routes.get_mut(self.picked) {
            r.stops.clear();
            r.legs.clear();
        }
        self.note = None;
        self.price(data, game);
    }

    /// What the run adds or takes beside its stops (destination, Lumber Baron, mill, portages,
    /// mail contract), each with its words' key.
    pub fn extras(&self) -> Vec<(&'static str, i64)> {
        let Ok(run) = &self.priced else {
            return Vec::new();
        };
        let [destination, baron, mill] = run.bonuses;
        vec![
            ("pnw-run-destination", destination),
            ("pnw-run-baron", baron),
            ("pnw-run-mill", mill),
            ("pnw-run-portage", run.portage),
            ("pnw-run-mail", run.subsidy),
        ]
    }
}
