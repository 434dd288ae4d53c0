//! Debug: replay a record to just before an action and price its recorded routes.
use ferrovia::games::pnw1822::data::pnw;
use ferrovia::games::pnw1822::import::Export;
use ferrovia::games::pnw1822::replay::{replay, replay_until};
use ferrovia::games::pnw1822::rules::routes::{run_revenue, Course, RouteSpec};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let data = pnw();
    let export = Export::parse(&std::fs::read_to_string(&args[1]).unwrap()).unwrap();
    let Some(id) = args.get(2).and_then(|a| a.parse::<i64>().ok()) else {
        match replay(data, &export) {
            Ok(_) => println!("replays to the end"),
            Err(f) => println!("{}", f.divergence),
        }
        return;
    };
    let game = match replay_until(data, &export, Some(id - 1)) {
        Ok(g) => g,
        Err(f) => {
            println!("stopped: {}", f.divergence);
            f.game.unwrap()
        }
    };
    let raw = export.actions.iter().find(|a| a.id() == Some(id)).unwrap();
    println!("phase {} legacy_e {}", game.phase, game.legacy_e);
    let corp = data.corp(&raw.entity()).unwrap();
    println!("corp {:?}", game.corps[usize::from(corp)]);
    let c = &game.corps[usize::from(corp)];
    let names: Vec<_> = c.tokens.iter().map(|(h, n)| format!("{}-{n}", data.hexes[usize::from(*h)].id)).collect();
    println!("tokens {names:?}");
    let mut specs = vec![];
    let mut claims = vec![];
    for r in raw.0["routes"].as_array().unwrap() {
        let tid = r["train"].as_str().unwrap();
        let (name, index) = tid.rsplit_once('-').unwrap();
        let index: u16 = index.parse().unwrap();
        let train = game
            .trains
            .iter()
            .position(|t| t.name == name && t.index == index)
            .unwrap() as u16;
        println!("train {tid}: {:?}", game.trains[train as usize]);
        let chains: Vec<Vec<String>> = serde_json::from_value(r["connections"].clone()).unwrap();
        specs.push(RouteSpec {
            train,
            course: Course::from_names(data, &chains).unwrap(),
            pullman: false,
        });
        claims.push(r["revenue"].as_i64().unwrap());
    }
    println!("claims {claims:?}");
    for (i, s) in specs.iter().enumerate() {
        println!("alone {i}: {:?}", run_revenue(data, &game, corp, std::slice::from_ref(s)));
    }
    if let Err(e) = run_revenue(data, &game, corp, &specs) {
        specs[e.route].pullman = true;
        println!("pullman on {}", e.route);
    }
    for (i, s) in specs.iter().enumerate() {
        println!("alone {i}: {:?}", run_revenue(data, &game, corp, std::slice::from_ref(s)));
    }
    println!("all: {:?}", run_revenue(data, &game, corp, &specs));
}
