//! What a quiescence search's captures cost against a full generation: every position
//! of the suites and one move from each (`movegen_testkit::positions`), generated once
//! with the kind asked for, ten times over. Measured with callgrind, the positions' setup taken off by
//! a run that generates nothing:
//!
//! ```sh
//! cargo build --release --example kinds_cost
//! for kind in none all captures; do
//!     valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!         target/release/examples/kinds_cost legal $kind 2>&1 | grep refs
//! done
//! ```
//!
//! The ratio is (I(captures) - I(none)) / (I(all) - I(none)); `pseudo` in place of
//! `legal` measures the pseudo-legal generator.

use std::hint::black_box;

use movegen::{Bitboard, Move, MoveKinds, MoveList};
use movegen_testkit::positions;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: kinds_cost legal|pseudo none|all|captures";
    let [generator, kind] = args.as_slice() else {
        panic!("{usage}");
    };
    let legal = match generator.as_str() {
        "legal" => true,
        "pseudo" => false,
        _ => panic!("{usage}"),
    };
    let kinds = match kind.as_str() {
        "none" => None,
        "all" => Some(MoveKinds::All),
        "captures" => Some(MoveKinds::Noisy),
        _ => panic!("{usage}"),
    };
    let boards = positions::suites_and_children(1);
    let mut list = MoveList::<Move>::new();
    let mut moves = 0;
    // Ten rounds: the setup's instructions vary by some tens of thousands from run to
    // run (where the allocator's calls land), which is small beside ten rounds.
    for board in (0..10).flat_map(|_| &boards) {
        let board = black_box(board);
        match (kinds, legal) {
            (None, _) => {}
            // The full generators, as perft and a search's main loop call them.
            (Some(MoveKinds::All), true) => board.generate_legal(&mut list),
            (Some(MoveKinds::All), false) => board.generate_pseudo_legal(&mut list),
            (Some(kinds), true) => board.generate_legal_kinds(kinds, Bitboard::FULL, &mut list),
            (Some(kinds), false) => board.generate_kinds(kinds, Bitboard::FULL, &mut list),
        }
        moves += black_box(&list).len();
    }
    println!("{} positions, {moves} moves in ten rounds", boards.len());
}
