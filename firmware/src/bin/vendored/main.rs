//! The vendored route: the table file that `cargo tablegen write --sliders compact`
//! writes and the lookup code of the vendoring guide (docs/embedded.md), both from
//! `tests/vendored` (a path dependency), run on the target.
//!
//! 1. The check: for each of [`OCCUPANCIES`] occupancies and every square, every one of
//!    the eight ray lookups and the rook, bishop and queen lookups are compared with a
//!    step-by-step ray walk ([`walk`]). `perft=ok` in the closing line means that every
//!    one of them matched.
//! 2. The cost: the queen lookup (eight ray lookups) for every square and the same
//!    occupancies, timed; the closing line's `insn_per_node` is instructions per queen
//!    lookup, the loop and the generation of the occupancies included.
//!
//! Exits 0 only when every lookup matched the walk.

#![no_std]
#![no_main]

mod occupancies;
mod walk;

use core::hint::black_box;

use movegen_firmware::hprintln;
use movegen_firmware::run::{Ratio, Run};
use occupancies::Occupancies;
use vendored::{bishop_attacks, queen_attacks, ray_attacks, rook_attacks};

/// Occupancies checked and timed, each with every square.
const OCCUPANCIES: usize = 4096;

/// The directions of the rook's and the bishop's rays (N, E, S, W and NE, SE, SW, NW).
const ROOK: [usize; 4] = [0, 2, 4, 6];
const BISHOP: [usize; 4] = [1, 3, 5, 7];

/// Compares every lookup with the walk for one square and occupancy.
fn matches_walk(sq: usize, occupied: u64) -> bool {
    let rays: [u64; 8] = core::array::from_fn(|dir| walk::ray(dir, sq, occupied));
    let union = |dirs: [usize; 4]| dirs.iter().fold(0, |bb, &dir| bb | rays[dir]);
    (0..8).all(|dir| ray_attacks(dir, sq, occupied) == rays[dir])
        && rook_attacks(sq, occupied) == union(ROOK)
        && bishop_attacks(sq, occupied) == union(BISHOP)
        && queen_attacks(sq, occupied) == union(ROOK) | union(BISHOP)
}

movegen_firmware::entry!(main);

fn main() -> ! {
    let mut run = Run::start("vendored", vendored::SLIDERS);
    let squares = 0..64;

    let checked = run.measure(|| {
        Occupancies::new()
            .take(OCCUPANCIES)
            .flat_map(|occupied| squares.clone().map(move |sq| (sq, occupied)))
            .filter(|&(sq, occupied)| !matches_walk(sq, occupied))
            .count()
    });
    let pairs = (OCCUPANCIES * squares.len()) as u64;
    hprintln!(
        "check: {pairs} (square, occupancy) pairs, the eight rays and the rook, bishop and \
         queen lookups of each against the walk: {} wrong; stack {} bytes",
        checked.value,
        checked.stack,
    );

    let timed = run.measure(|| {
        let mut seen = 0;
        for occupied in Occupancies::new().take(OCCUPANCIES) {
            for sq in squares.clone() {
                seen ^= queen_attacks(sq, black_box(occupied));
            }
        }
        black_box(seen)
    });
    hprintln!(
        "lookups: {pairs} queen lookups, {} instructions, {} per lookup; stack {} bytes",
        timed.instructions,
        Ratio(timed.instructions, pairs),
        timed.stack,
    );
    run.tally(pairs, timed.instructions, checked.value == 0);
    run.finish()
}
