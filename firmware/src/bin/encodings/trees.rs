//! The workloads over a tree of positions: perft and make-unmake of [`PERFT`], and
//! the search of the first four positions of [`POSITIONS`] (with the `search`
//! feature).

use core::hint::black_box;

use movegen::{Board, Encoding, MoveList};
use movegen_firmware::run::Run;
#[cfg(feature = "search")]
use movegen_workloads::engine::{self, Entry, Ply};
use movegen_workloads::kernels;

#[cfg(feature = "search")]
use crate::Encodings;
use crate::{POSITIONS, Total, parse};

/// Perft and make-unmake: position (of [`POSITIONS`]), depth, the suite's count.
pub const PERFT: [(usize, u32, u64); 3] = [(0, 3, 8_902), (1, 2, 2_039), (2, 3, 2_812)];

/// The deepest make-unmake of [`PERFT`].
const MAKE_DEPTH: usize = 3;

/// The search's depth, and its transposition table's size in bytes.
#[cfg(feature = "search")]
const SEARCH_DEPTH: u32 = 4;
#[cfg(feature = "search")]
const TABLE_BYTES: usize = 8 * 1024;

/// `perft`: `Board::perft_pseudo_as` of [`PERFT`], every count checked.
#[inline(never)]
pub fn perft<E: Encoding>(run: &mut Run) -> Total {
    each_tree(run, || (), |boards, ()| kernels::perft_all::<E>(boards))
}

/// `make-unmake`: every leaf of [`PERFT`] made and unmade, every count checked.
#[inline(never)]
pub fn make_unmake<E: Encoding>(run: &mut Run) -> Total {
    let lists = || -> [MoveList<E>; MAKE_DEPTH] { core::array::from_fn(|_| MoveList::default()) };
    each_tree(run, lists, |boards, lists| {
        kernels::make_unmake_all(boards, lists)
    })
}

/// `count` on every position and depth of [`PERFT`], each count checked against the
/// suite's.
fn each_tree<S>(
    run: &mut Run,
    scratch: impl Fn() -> S,
    count: impl Fn(&[(Board, u32)], &mut S) -> u64,
) -> Total {
    let mut total = Total::EMPTY;
    for (position, depth, nodes) in PERFT {
        let (instructions, counted) = tree(run, (position, depth), &scratch, &count);
        total.add(nodes, instructions, counted == nodes);
    }
    total
}

/// Instructions and leaf nodes of `count` on a position of [`POSITIONS`] to a depth,
/// with the buffers `scratch` makes before the clock starts. Not inlined, so that each
/// count's buffers are on the stack only while it runs.
#[inline(never)]
fn tree<S>(
    run: &mut Run,
    (position, depth): (usize, u32),
    scratch: impl FnOnce() -> S,
    count: impl FnOnce(&[(Board, u32)], &mut S) -> u64,
) -> (u64, u64) {
    let boards = [(parse(POSITIONS[position]), depth)];
    let mut scratch = scratch();
    let counted = run.measure(|| count(black_box(&boards), &mut scratch));
    (counted.instructions, counted.value)
}

/// `search`: the first four positions to [`SEARCH_DEPTH`] with a [`TABLE_BYTES`]
/// table (its buffers and the keyed board need about 40 KiB: not on the micro:bit).
/// The score and best move must agree with the first encoding's; the node counts may
/// differ by design.
#[cfg(feature = "search")]
#[inline(never)]
pub fn search<E: Encoding>(all: &mut Encodings) -> Total {
    let mut total = Total::EMPTY;
    let mut table = [Entry::<E>::default(); TABLE_BYTES / 8];
    let entries = Entry::<E>::per(TABLE_BYTES);
    let mut plies: [Ply<E>; SEARCH_DEPTH as usize + engine::QUIESCENCE_PLIES] =
        core::array::from_fn(|_| engine::ply());
    for (index, fen) in POSITIONS[..4].iter().enumerate() {
        let mut search = engine::Search {
            board: parse(fen),
            table: &mut table[..entries],
            killers: [[E::default(); 2]; engine::MAX_DEPTH],
            nodes: 0,
        };
        let found = all.run.measure(|| search.root(SEARCH_DEPTH, &mut plies));
        let key = found.value;
        let reference = &mut all.reference.search[index];
        let right = match reference {
            Some(first) if all.reference.set => (first.score, first.best) == (key.score, key.best),
            _ => {
                *reference = Some(key);
                true
            }
        };
        total.add(1, found.instructions, right);
    }
    total
}
