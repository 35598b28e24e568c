//! The encodings benchmark's workloads on a microcontroller: the timed loops
//! ([`kernels`]) and the search ([`engine`]) of the `movegen-workloads` crate (its
//! `core` part, `default-features = false`), in the order of its list of workloads
//! ([`WORKLOADS`]), with every encoding of the benchmark's list (the library's and
//! `control`, the twin of `shift_mask` whose counts show what the compiler alone does)
//! ([`for_each_encoding`]), on smaller inputs than the x86-64 benchmark's so that they
//! fit 16 KiB of RAM. Prints one line per workload and encoding, which
//! `.ci/mcu.sh` passes on and `cargo bench --bench encodings_report` reads:
//!
//! ```text
//! mcu-encodings board=microbit workload=pack encoding=shift_mask elements=N instructions=N insn_per_element=X
//! mcu-encodings board=microbit workload=search skipped=ram
//! ```
//!
//! The inputs: every pseudo-legal move of [`POSITIONS`] (each move loop run
//! [`REPEAT`] times per measurement, so that reading the clock is a small part of it);
//! perft and make-unmake of [`PERFT`]; with the `search` feature (the MPS2-AN386 only),
//! the search of the first four positions to depth [`SEARCH_DEPTH`] with a
//! [`TABLE_BYTES`] table (its buffers and the keyed board need about 40 KiB). Each result is checked (perft counts against the suite,
//! the rest against what the first encoding computed, or the fields themselves); the
//! firmware exits 0 only when all are right.

#![no_std]
#![no_main]

use core::hint::black_box;
use core::slice;

use cortex_m_rt::entry;
use cortex_m_semihosting::hprintln;
use movegen::encoding::list::EncodingVisitor;
use movegen::{Board, Encoding, Move, MoveList, Piece, Square};
use movegen_firmware::run::{Measured, Ratio, Run};
use movegen_firmware::{BOARD, STRATEGY};
use movegen_workloads::encodings::for_each_encoding;
use movegen_workloads::engine::Scored;
#[cfg(feature = "search")]
use movegen_workloads::engine::{self, Entry, Found, Ply};
use movegen_workloads::kernels::{self, Fields, Position};
use movegen_workloads::list::{
    Generate, MakeUnmake, Order, Pack, Perft, Predicates, Search, Unpack, WORKLOADS, position,
};

/// The positions whose moves the move workloads use: the perft page's first five and
/// one with an en-passant capture.
const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

/// The most pseudo-legal moves of a position of [`POSITIONS`].
const MOST_MOVES: usize = 64;

/// How many times a move loop runs per measurement.
const REPEAT: u64 = 16;

/// Perft and make-unmake: position (of [`POSITIONS`]), depth, the suite's count.
const PERFT: [(usize, u32, u64); 3] = [(0, 3, 8_902), (1, 2, 2_039), (2, 3, 2_812)];

/// The deepest make-unmake of [`PERFT`].
const MAKE_DEPTH: usize = 3;

/// The search's depth, and its transposition table's size in bytes.
#[cfg(feature = "search")]
const SEARCH_DEPTH: u32 = 4;
#[cfg(feature = "search")]
const TABLE_BYTES: usize = 8 * 1024;

/// Each workload's place in [`WORKLOADS`], the benchmark's one list.
mod at {
    use super::*;
    pub const PACK: usize = position::<Pack>();
    pub const UNPACK: usize = position::<Unpack>();
    pub const PREDICATES: usize = position::<Predicates>();
    pub const GENERATE: usize = position::<Generate>();
    pub const PERFT: usize = position::<Perft>();
    pub const MAKE_UNMAKE: usize = position::<MakeUnmake>();
    pub const ORDER: usize = position::<Order>();
    pub const SEARCH: usize = position::<Search>();
}

/// One position's inputs: the board, its mailbox and its moves' fields.
struct Inputs {
    position: Position,
    fields: [Fields; MOST_MOVES],
}

#[inline(never)]
fn parse(fen: &str) -> Board {
    match Board::from_fen(fen) {
        Ok(board) => board,
        Err(_) => panic!("a FEN of POSITIONS does not parse"),
    }
}

impl Inputs {
    #[inline(never)]
    fn new(fen: &str) -> Inputs {
        let board = parse(fen);
        let mut list = MoveList::<Move>::new();
        board.generate(&mut list);
        assert!(list.len() <= MOST_MOVES, "more moves than MOST_MOVES");
        let empty = Fields {
            from: Square::from_index(0),
            to: Square::from_index(0),
            piece: Piece::EMPTY,
            captured: Piece::EMPTY,
            special: Piece::EMPTY,
        };
        let mut fields = [empty; MOST_MOVES];
        for (slot, mv) in fields.iter_mut().zip(list.iter()) {
            *slot = Fields {
                from: mv.from(),
                to: mv.to(),
                piece: mv.piece().unwrap_or(Piece::EMPTY),
                captured: mv.captured().unwrap_or(Piece::EMPTY),
                special: Piece::from_code(mv.special_bits()).unwrap_or(Piece::EMPTY),
            };
        }
        let mut mailbox = [Piece::EMPTY; 64];
        for sq in Square::all() {
            mailbox[sq.index()] = board.piece_at(sq);
        }
        Inputs {
            position: Position {
                board,
                mailbox,
                moves: 0..list.len(),
            },
            fields,
        }
    }
}

/// What each workload computed with the first encoding, to check the others against.
#[derive(Default)]
struct Reference {
    predicates: [[u32; 6]; POSITIONS.len()],
    order: [u64; POSITIONS.len()],
    #[cfg(feature = "search")]
    search: [Option<Found>; 4],
    set: bool,
}

/// Runs every workload with one encoding after another.
struct Encodings<'r> {
    run: &'r mut Run,
    reference: Reference,
}

/// Instructions and elements of one workload with one encoding, summed over inputs.
#[derive(Default, Clone, Copy)]
struct Total {
    elements: u64,
    instructions: u64,
}

impl Encodings<'_> {
    fn print(&mut self, workload: &str, encoding: &str, total: Total, right: bool) {
        hprintln!(
            "mcu-encodings board={BOARD} workload={workload} encoding={encoding} elements={} \
             instructions={} insn_per_element={} right={right}",
            total.elements,
            total.instructions,
            Ratio(total.instructions, total.elements),
        );
        self.run.tally(total.elements, total.instructions, right);
    }
}

impl EncodingVisitor for Encodings<'_> {
    fn visit<E: Encoding>(&mut self) {
        let mut totals = [Total::default(); WORKLOADS.len()];
        let mut right = [true; WORKLOADS.len()];
        for (index, fen) in POSITIONS.iter().enumerate() {
            moves::<E>(self, &Inputs::new(fen), index, &mut totals, &mut right);
        }
        trees::<E>(self.run, &mut totals, &mut right);
        let searched = cfg!(feature = "search");
        #[cfg(feature = "search")]
        search::<E>(self, &mut totals, &mut right);
        for (index, workload) in WORKLOADS.iter().enumerate() {
            if index == at::SEARCH && !searched {
                hprintln!("mcu-encodings board={BOARD} workload=search skipped=ram");
                continue;
            }
            self.print(workload, E::NAME, totals[index], right[index]);
        }
        self.reference.set = true;
    }
}

/// The move workloads (pack, unpack, predicates, generate, order) on one position.
#[inline(never)]
fn moves<E: Encoding>(
    all: &mut Encodings,
    inputs: &Inputs,
    index: usize,
    totals: &mut [Total],
    right: &mut [bool],
) {
    let position = &inputs.position;
    let n = position.moves.len();
    let fields = &inputs.fields[..n];
    let mut list = MoveList::<E>::new();
    position.board.generate(&mut list);
    let moves = &list[..];
    let positions = slice::from_ref(position);
    let elements = REPEAT * n as u64;
    let run = &mut *all.run;

    let mut out = [E::default(); MOST_MOVES];
    let packed = repeated(run, || {
        kernels::pack_all::<E>(black_box(fields), &mut out[..n])
    });
    add(&mut totals[at::PACK], elements, packed.instructions);
    right[at::PACK] &= out[..n] == *moves;

    let unpacked = repeated(run, || {
        kernels::unpack_all::<E>(black_box(positions), black_box(moves))
    });
    add(&mut totals[at::UNPACK], elements, unpacked.instructions);
    let words = fields
        .iter()
        .map(|f| kernels::word(f.from, f.to, f.piece, f.captured, f.special.kind_code()));
    right[at::UNPACK] &= unpacked.value == words.sum::<u64>();

    let counted = repeated(run, || kernels::predicates_all::<E>(black_box(moves)));
    add(&mut totals[at::PREDICATES], elements, counted.instructions);
    let reference = &mut all.reference;
    right[at::PREDICATES] &= check(
        &mut reference.predicates[index],
        counted.value,
        reference.set,
    );

    let mut again = MoveList::<E>::new();
    let generated = repeated(run, || {
        kernels::generate_all::<E>(black_box(positions), &mut again)
    });
    add(&mut totals[at::GENERATE], elements, generated.instructions);
    right[at::GENERATE] &= generated.value == n;

    let mut scored: [Scored<E>; MOST_MOVES] = [(0, E::default()); MOST_MOVES];
    let ordered = repeated(run, || {
        kernels::order_all::<E>(black_box(positions), black_box(moves), &mut scored)
    });
    add(&mut totals[at::ORDER], elements, ordered.instructions);
    right[at::ORDER] &= check(&mut reference.order[index], ordered.value, reference.set);
}

/// `work` measured [`REPEAT`] times over, with its last result.
fn repeated<T>(run: &mut Run, mut work: impl FnMut() -> T) -> Measured<T> {
    run.measure(|| {
        let mut value = work();
        for _ in 1..REPEAT {
            value = work();
        }
        value
    })
}

/// Perft and make-unmake of [`PERFT`].
#[inline(never)]
fn trees<E: Encoding>(run: &mut Run, totals: &mut [Total], right: &mut [bool]) {
    for (position, depth, nodes) in PERFT {
        let board = (position, depth);
        let counted = tree(
            run,
            board,
            || (),
            |boards, ()| kernels::perft_all::<E>(boards),
        );
        add(&mut totals[at::PERFT], nodes, counted.0);
        right[at::PERFT] &= counted.1 == nodes;
        let lists = || -> [MoveList<E>; MAKE_DEPTH] { core::array::from_fn(|_| MoveList::new()) };
        let made = tree(run, board, lists, |boards, lists| {
            kernels::make_unmake_all(boards, lists)
        });
        add(&mut totals[at::MAKE_UNMAKE], nodes, made.0);
        right[at::MAKE_UNMAKE] &= made.1 == nodes;
    }
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

/// The search of the first four positions (the MPS2-AN386 only: its buffers do not
/// fit the micro:bit's RAM).
#[cfg(feature = "search")]
#[inline(never)]
fn search<E: Encoding>(all: &mut Encodings, totals: &mut [Total], right: &mut [bool]) {
    let mut table = [Entry::<E>::default(); TABLE_BYTES / 8];
    let entries = Entry::<E>::per(TABLE_BYTES);
    let mut plies: [Ply<E>; SEARCH_DEPTH as usize] = core::array::from_fn(|_| engine::ply());
    for (index, fen) in POSITIONS[..4].iter().enumerate() {
        let mut search = engine::Search {
            board: parse(fen),
            table: &mut table[..entries],
            killers: [[E::default(); 2]; engine::MAX_DEPTH],
            nodes: 0,
        };
        let found = all.run.measure(|| search.root(SEARCH_DEPTH, &mut plies));
        add(&mut totals[at::SEARCH], 1, found.instructions);
        // The score and best move must agree; the node counts may differ by design.
        let key = found.value;
        let reference = &mut all.reference.search[index];
        match reference {
            Some(first) if all.reference.set => {
                right[at::SEARCH] &= (first.score, first.best) == (key.score, key.best);
            }
            _ => *reference = Some(key),
        }
    }
}

/// Checks `value` against the first encoding's (`set`), or records it.
fn check<T: PartialEq + Copy>(reference: &mut T, value: T, set: bool) -> bool {
    if set {
        *reference == value
    } else {
        *reference = value;
        true
    }
}

fn add(total: &mut Total, elements: u64, instructions: u64) {
    total.elements += elements;
    total.instructions += instructions;
}

#[entry]
fn main() -> ! {
    let mut run = Run::start("encodings", STRATEGY);
    for_each_encoding(&mut Encodings {
        run: &mut run,
        reference: Reference::default(),
    });
    run.finish()
}
