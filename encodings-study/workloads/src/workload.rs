//! The workloads of the encodings benchmark: what each runs and what it must compute.
//!
//! A workload is a [`Workload`]: its name and element ([`Named`], with the list in
//! [`crate::list`]), a timed [`run`](Workload::run) generic over the encoding, and what
//! the run must compute, worked out without any encoding
//! ([`expected`](Workload::expected), checked by [`check`](Workload::check)). A
//! workload that counts game trees implements [`Tree`] instead.

use std::fmt::Debug;
use std::hint::black_box;
use std::vec;
use std::vec::Vec;

use movegen::{Board, Encoding, Kind, MAX_MOVES, MoveList};

use crate::engine::{self, Entry, Found, Ply, Scored};
use crate::inputs::{self, Inputs};
use crate::kernels::*;
pub use crate::list::{
    Generate, MakeUnmake, Named, Order, Pack, Perft, Predicates, Search, Unpack, WORKLOAD_TYPES,
    WORKLOADS,
};

/// One question the benchmark asks of every encoding, on the same [`Inputs`].
pub trait Workload: Named {
    /// What a run computes.
    type Output: PartialEq + Debug;

    /// The elements one run handles: the throughput.
    fn elements(inputs: &Inputs) -> u64 {
        inputs.fields.len() as u64
    }
    /// One timed run with the encoding `E`.
    fn run<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) -> Self::Output;
    /// What a run must compute, worked out from the inputs without any encoding.
    fn expected(inputs: &Inputs) -> Self::Output;
    /// Checks the last run (by default, its output against [`expected`](Self::expected));
    /// panics, naming the encoding, when it is wrong.
    fn check<E: Encoding>(inputs: &Inputs, _: &Scratch<E>, output: Self::Output) {
        assert_eq!(
            output,
            Self::expected(inputs),
            "{}: {}",
            E::NAME,
            Self::NAME
        );
    }
}

/// What a run reads and writes for the encoding `E`, made before any timing.
pub struct Scratch<E> {
    /// Every move of the inputs as `E`, as the generator produces them.
    pub moves: Vec<E>,
    /// Room for as many moves.
    pub out: Vec<E>,
    /// A move list.
    pub list: MoveList<E>,
    /// A move list per ply.
    pub lists: Vec<MoveList<E>>,
    /// Room for one position's moves and their scores.
    pub scored: Vec<Scored<E>>,
    /// The search's transposition table: [`TABLE_BYTES`] whatever the encoding.
    pub table: Vec<Entry<E>>,
    /// The search's buffers, one per ply.
    pub plies: Vec<Ply<E>>,
}

/// The size of the search's transposition table in bytes.
pub const TABLE_BYTES: usize = 48 * 1024;

impl<E: Encoding> Scratch<E> {
    /// The scratch of `E` for the inputs.
    pub fn new(inputs: &Inputs) -> Scratch<E> {
        let moves = inputs.moves::<E>();
        Scratch {
            out: vec![E::default(); moves.len()],
            moves,
            list: MoveList::default(),
            lists: vec![MoveList::default(); engine::MAX_DEPTH],
            scored: vec![(0, E::default()); MAX_MOVES],
            table: vec![Entry::default(); Entry::<E>::per(TABLE_BYTES)],
            plies: (0..engine::MAX_DEPTH + engine::QUIESCENCE_PLIES)
                .map(|_| engine::ply())
                .collect(),
        }
    }
}

/// Something done once for each workload, generically: [`for_each_workload`] calls
/// [`visit`](WorkloadVisitor::visit) with every workload of [`WORKLOADS`].
pub trait WorkloadVisitor {
    /// Called once for each workload `W`, in the order of [`WORKLOADS`].
    fn visit<W: Workload>(&mut self);
}

/// `for_each_workload` from the list.
macro_rules! visit_each {
    ($($ty:ident),+) => {
        /// Calls `visitor` once with every workload of [`WORKLOADS`], in that order.
        pub fn for_each_workload(visitor: &mut impl WorkloadVisitor) {
            $(visitor.visit::<$ty>();)+
        }
    };
}

crate::with_workloads!(visit_each);

fn reference_predicates(fields: &[Fields]) -> PredicateCounts {
    let mut counts = [0; 6];
    for f in fields {
        let special = f.special.kind_code();
        let pawn = f.piece.kind() == Some(Kind::Pawn);
        counts[0] += u32::from(!f.captured.is_empty());
        counts[1] += u32::from(special == Kind::King.code());
        counts[2] += u32::from(special == Kind::Pawn.code());
        counts[3] += u32::from(special > Kind::King.code());
        counts[4] += u32::from(pawn && f.from.rank().index().abs_diff(f.to.rank().index()) == 2);
        counts[5] += if special > Kind::King.code() {
            u32::from(special)
        } else {
            0
        };
    }
    counts
}

// ---------------------------------------------------------------------------------------
// The workloads. Each timed loop is an `#[inline(never)]` function of `kernels.rs`,
// generic over the encoding, so that it is easy to find in the bench binary's assembly.
// ---------------------------------------------------------------------------------------

impl Workload for Pack {
    type Output = ();

    fn run<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) {
        pack_all::<E>(black_box(&inputs.fields), &mut scratch.out);
        black_box(&scratch.out);
    }

    /// Packing computes no value: [`check`](Workload::check) reads what it wrote.
    fn expected(_: &Inputs) {}

    fn check<E: Encoding>(inputs: &Inputs, scratch: &Scratch<E>, (): ()) {
        let out = &scratch.out;
        assert!(*out == scratch.moves, "{}: packed moves", E::NAME);
        for (mv, f) in out.iter().zip(&inputs.fields) {
            assert_eq!((mv.from(), mv.to()), (f.from, f.to), "{}", E::NAME);
            assert_eq!(mv.special(), f.special.kind_code(), "{}", E::NAME);
            assert!(mv.piece().is_none_or(|p| p == f.piece), "{}", E::NAME);
            assert!(mv.captured().is_none_or(|c| c == f.captured), "{}", E::NAME);
        }
    }
}

impl Workload for Unpack {
    type Output = u64;

    fn run<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) -> u64 {
        unpack_all::<E>(black_box(&inputs.positions), black_box(&scratch.moves))
    }

    fn expected(inputs: &Inputs) -> u64 {
        (inputs.fields.iter())
            .map(|f| word(f.from, f.to, f.piece, f.captured, f.special.kind_code()))
            .sum()
    }
}

impl Workload for Predicates {
    type Output = PredicateCounts;

    fn run<E: Encoding>(_: &Inputs, scratch: &mut Scratch<E>) -> PredicateCounts {
        predicates_all::<E>(black_box(&scratch.moves))
    }

    fn expected(inputs: &Inputs) -> PredicateCounts {
        reference_predicates(&inputs.fields)
    }
}

impl Workload for Generate {
    type Output = usize;

    fn run<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) -> usize {
        generate_all::<E>(black_box(&inputs.positions), &mut scratch.list)
    }

    fn expected(inputs: &Inputs) -> usize {
        inputs.fields.len()
    }
}

/// A workload that counts the leaves of game trees, the positions of an [`inputs::Trees`]
/// to their depths: its element is a leaf node and its answer the suite's count.
/// Implementing it implements [`Workload`].
pub trait Tree: Named {
    /// Which trees of the inputs it counts.
    fn trees(inputs: &Inputs) -> &inputs::Trees;
    /// One timed count with the encoding `E`.
    fn count<E: Encoding>(boards: &[(Board, u32)], scratch: &mut Scratch<E>) -> u64;
}

impl<T: Tree> Workload for T {
    type Output = u64;

    fn elements(inputs: &Inputs) -> u64 {
        T::trees(inputs).nodes
    }

    fn run<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) -> u64 {
        T::count::<E>(black_box(&T::trees(inputs).boards), scratch)
    }

    fn expected(inputs: &Inputs) -> u64 {
        T::trees(inputs).nodes
    }
}

impl Tree for Perft {
    fn trees(inputs: &Inputs) -> &inputs::Trees {
        &inputs.perft
    }

    fn count<E: Encoding>(boards: &[(Board, u32)], _: &mut Scratch<E>) -> u64 {
        perft_all::<E>(boards)
    }
}

impl Tree for MakeUnmake {
    fn trees(inputs: &Inputs) -> &inputs::Trees {
        &inputs.make_unmake
    }

    fn count<E: Encoding>(boards: &[(Board, u32)], scratch: &mut Scratch<E>) -> u64 {
        make_unmake_all::<E>(boards, &mut scratch.lists)
    }
}

impl Workload for Order {
    type Output = u64;

    fn run<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) -> u64 {
        let moves = black_box(&scratch.moves);
        order_all::<E>(black_box(&inputs.positions), moves, &mut scratch.scored)
    }

    /// The same order from the fields, with the standard library's stable sort.
    fn expected(inputs: &Inputs) -> u64 {
        let mut sum = 0;
        for p in &inputs.positions {
            let mut fields: Vec<(u16, &Fields)> = inputs.fields[p.moves.clone()]
                .iter()
                .map(|f| (engine::mvv_lva(f.piece, f.captured, promotion(f)), f))
                .collect();
            fields.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
            sum += ordered_sum(
                fields
                    .iter()
                    .map(|(_, f)| engine::key(f.from, f.to, f.special.kind_code())),
            );
        }
        sum
    }
}

/// The promoted kind's code of a move, 0 for none.
fn promotion(f: &Fields) -> u8 {
    let special = f.special.kind_code();
    if special > Kind::King.code() {
        special
    } else {
        0
    }
}

// `search`: a fixed-depth alpha-beta (negamax over material; the table's move first,
// checked with `Board::is_pseudo_legal`, then the captures and promotions by MVV-LVA,
// then the quiet moves with two killer moves per ply compared by equality; a
// transposition table of [`TABLE_BYTES`] whose entries hold the best move in the
// encoding under test; a quiescence search of the captures that static exchange
// evaluation does not call losing) of each search position.
//
// The score and the best move of each position are the same in every encoding: the
// table is cleared before each position and used for cut-offs only at the depth it
// was stored with, mate scores do not depend on the ply, and nothing cuts at the
// root, so the root's moves are tried in the same order and the first with the best
// score wins. The node counts need not be: an encoding with a smaller move gets more
// entries in the same bytes (`Packed16`: 8-byte entries, 6144 of them, against
// 12-byte entries, 4096, for the 32-bit encodings), so more cut-offs; and a killer
// that does not carry the moving piece matches any piece on its squares. Encodings
// alike in both visit exactly the same nodes (this crate's `tests/workloads.rs` checks
// it).
#[inline(never)]
fn search_all<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) -> Vec<Found> {
    let mut found = Vec::with_capacity(inputs.search.len());
    for (board, depth) in &inputs.search {
        let mut search = engine::Search {
            board: *board,
            table: &mut scratch.table,
            killers: [[E::default(); 2]; engine::MAX_DEPTH],
            nodes: 0,
        };
        found.push(search.root(*depth, &mut scratch.plies));
    }
    found
}

impl Workload for Search {
    type Output = Vec<Found>;

    fn elements(inputs: &Inputs) -> u64 {
        inputs.search.len() as u64
    }

    fn run<E: Encoding>(inputs: &Inputs, scratch: &mut Scratch<E>) -> Vec<Found> {
        search_all::<E>(black_box(inputs), scratch)
    }

    /// The score and best move of a plain alpha-beta (the same ordering, no table, no
    /// killers) with the default encoding; the node counts are the run's own.
    fn expected(inputs: &Inputs) -> Vec<Found> {
        inputs
            .search
            .iter()
            .map(|(board, depth)| {
                let mut best = 0;
                let score = crate::reference::plain_alpha_beta(
                    &mut board.clone(),
                    *depth,
                    -i32::MAX,
                    i32::MAX,
                    &mut best,
                );
                Found {
                    score,
                    best,
                    nodes: 0,
                }
            })
            .collect()
    }

    fn check<E: Encoding>(inputs: &Inputs, _: &Scratch<E>, output: Vec<Found>) {
        let expected = Self::expected(inputs);
        let found: Vec<_> = output.iter().map(|f| (f.score, f.best)).collect();
        let expected: Vec<_> = expected.iter().map(|f| (f.score, f.best)).collect();
        assert_eq!(
            found,
            expected,
            "{}: {}: scores and best moves",
            E::NAME,
            Self::NAME
        );
        assert!(output.iter().all(|f| f.nodes > 0), "{}: nodes", E::NAME);
    }
}
