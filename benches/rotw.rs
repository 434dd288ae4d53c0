//! Railways of the World benchmarks: a whole four-bot game, replaying its record, the delivery path
//! search on a late-game network, and the track walks a builder searches from one city.

use criterion::Criterion;
use ferrovia::board::search::{Start, walks};
use ferrovia::games::GameId;
use ferrovia::games::rotw::RotwGame;
use ferrovia::games::rotw::data::eastern_us;
use ferrovia::games::rotw::rules::deliver;
use ferrovia::table::session::Session;
use ferrovia::table::{BotLevel, GameSetup, SeatKind};
use hexx::EdgeDirection;
use std::hint::black_box;

fn bot_game(level: BotLevel, seed: u64) -> Session {
    let kinds = [SeatKind::Bot(level); 4];
    let mut s = Session::new(GameSetup::new(GameId::Rotw, &kinds, seed)).expect("starts");
    s.play_bots().expect("bots finish");
    s
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("rotw/games");
    group.sample_size(10);
    for level in BotLevel::ALL {
        group.bench_function(format!("four_{}_bots", level.cli_name()), |b| {
            b.iter(|| bot_game(level, black_box(11)))
        });
    }
    let finished = bot_game(BotLevel::Strong, 11);
    let record = finished.record().clone();
    group.bench_function("replay_four_player_record", |b| {
        b.iter(|| Session::replay(black_box(&record)).expect("replays"))
    });
    group.finish();

    // The network at the end of a four-bot game, every engine at the top level: the widest search.
    let mut late: RotwGame = finished.world().resource::<RotwGame>().clone();
    for p in &mut late.players {
        p.engine = 8;
    }
    for c in &mut late.cities {
        c.cubes = [1; 5];
    }
    let data = eastern_us();
    println!(
        "rotw/late network: {} complete links, {} deliveries for the first seat at engine 8",
        late.links.iter().filter(|l| l.to.is_some()).count(),
        deliver::options(&late, data, 0).len()
    );
    c.bench_function("rotw/delivery_search_late_game_engine_8", |b| {
        b.iter(|| deliver::options(black_box(&late), data, 0))
    });
    let chicago = data.cities[data.city_named("Chicago").expect("on the map")].hex;
    c.bench_function("rotw/track_walks_from_a_city_4_tiles", |b| {
        b.iter(|| {
            let mut n = 0;
            for dir in EdgeDirection::ALL_DIRECTIONS {
                let start = Start { from: chicago, dir };
                walks(
                    &data.map,
                    &late.layout,
                    RotwGame::TRACK,
                    999,
                    start,
                    4,
                    &mut |_| n += 1,
                );
            }
            n
        })
    });
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
