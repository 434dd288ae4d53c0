//! Whistle Stop benchmarks: a whole five-bot game at each level, replaying its record, and the
//! move search of a train with a full hand in front of empty spaces.

use criterion::Criterion;
use ferrovia::games::GameId;
use ferrovia::games::whistle_stop::WsGame;
use ferrovia::games::whistle_stop::data::whistle_stop;
use ferrovia::games::whistle_stop::rules::moves;
use ferrovia::games::whistle_stop::state::TrainAt;
use ferrovia::table::session::Session;
use ferrovia::table::{BotLevel, GameSetup, SeatKind};
use std::hint::black_box;

fn bot_game(level: BotLevel, seed: u64) -> Session {
    let kinds = [SeatKind::Bot(level); 5];
    let mut s = Session::new(GameSetup::new(GameId::WhistleStop, &kinds, seed)).expect("starts");
    s.play_bots().expect("bots finish");
    s
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("ws/games");
    group.sample_size(10);
    for level in BotLevel::ALL {
        group.bench_function(format!("five_{}_bots", level.cli_name()), |b| {
            b.iter(|| bot_game(level, black_box(5)))
        });
    }
    let finished = bot_game(BotLevel::Strong, 5);
    let record = finished.record().clone();
    group.bench_function("replay_five_player_record", |b| {
        b.iter(|| Session::replay(black_box(&record)).expect("replays"))
    });
    group.finish();

    // The first train of a two-player game on the East Coast, before anything is laid, with every
    // legal route: the search a bot and the move preview run most.
    let mut s = Session::new(GameSetup::new(
        GameId::WhistleStop,
        &[SeatKind::Bot(BotLevel::Greedy); 2],
        3,
    ))
    .expect("starts");
    while s
        .world()
        .resource::<WsGame>()
        .trains
        .iter()
        .any(|t| t.at == TrainAt::Waiting)
    {
        s.step_bot().expect("places");
    }
    let game = s.world().resource::<WsGame>().clone();
    let data = whistle_stop();
    c.bench_function("ws/routes_of_every_train_at_the_start", |b| {
        b.iter(|| {
            (0..game.trains.len())
                .map(|t| moves::routes(black_box(&game), data, t, false, None).len())
                .sum::<usize>()
        })
    });
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
