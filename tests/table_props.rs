//! Properties of the table over random legal play: no panics, undo is a prefix replay, and a
//! record always rebuilds the same state.

use crate::common::*;
use ferrovia::table::driver;
use ferrovia::table::session::Session;
use proptest::prelude::*;
use proptest::test_runner::RngSeed;

/// One random step for the seat to act: a legal draw, finishing the round, or an undo.
fn step(session: &mut Session, choice: u16) {
    let Some(seat) = session.to_act() else { return };
    if choice.is_multiple_of(11) {
        // Undo may be refused (nothing of this seat's turn to take back): that changes nothing.
        let before = driver::hash(session.world());
        if session.undo().is_err() {
            assert_eq!(driver::hash(session.world()), before);
        }
        return;
    }
    let (sheet, progress) = sheet_and_progress(session, seat);
    let legal = sheet.legal_draws(&progress);
    if legal.is_empty() || choice.is_multiple_of(7) {
        let finished = session.submit(seat, finish());
        // Finishing is refused exactly while a rolled route still fits.
        assert_eq!(finished.is_ok(), sheet.check_finish(&progress).is_ok());
        if finished.is_err() {
            let p = legal[usize::from(choice) % legal.len()];
            session
                .submit(seat, draw(p))
                .expect("a listed legal draw is accepted");
        }
    } else {
        let p = legal[usize::from(choice) % legal.len()];
        session
            .submit(seat, draw(p))
            .expect("a listed legal draw is accepted");
    }
}

proptest! {
    // A fixed seed keeps `cargo test` the same run after run; PROPTEST_RNG_SEED explores.
    #![proptest_config(ProptestConfig { cases: 24, rng_seed: RngSeed::Fixed(24), ..ProptestConfig::default() })]

    #[test]
    fn random_play_replays_to_the_same_state(
        seed in any::<u64>(),
        seats in 1usize..4,
        choices in prop::collection::vec(any::<u16>(), 0..160),
    ) {
        let mut s = ink_session(&vec![HUMAN; seats], seed);
        for c in choices {
            step(&mut s, c);
        }
        let replayed = Session::replay(s.record()).expect("an accepted record replays");
        prop_assert_eq!(s.result(), replayed.result());
        let view = s.public_view();
        for p in view["players"].as_array().unwrap() {
            let b = &p["score"]["breakdown"];
            let part = |k: &str| b[k].as_i64().unwrap();
            prop_assert_eq!(
                p["score"]["total"].as_i64().unwrap(),
                part("exits") + part("longest_rail") + part("longest_road") + part("centre") - part("errors")
            );
        }
    }
}
