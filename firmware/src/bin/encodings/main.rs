//! The encodings benchmark's workloads on a microcontroller: the timed loops
//! ([`kernels`]) and the search ([`engine`]) of the `movegen-workloads` crate (its
//! `core` part, `default-features = false`), in the order of its list of workloads
//! ([`WorkloadId::ALL`]), with every encoding of the benchmark's list (the library's
//! and `control`, the twin of `shift_mask` whose counts show what the compiler alone
//! does) ([`for_each_encoding`]), on smaller inputs than the x86-64 benchmark's so that
//! they fit 16 KiB of RAM. Prints one line per workload and encoding, which
//! `.ci/mcu.sh` passes on and `cargo bench --bench encodings_report` reads:
//!
//! ```text
//! mcu-encodings board=microbit workload=pack encoding=shift_mask elements=N instructions=N insn_per_element=X right=true
//! mcu-encodings board=microbit workload=search skipped=ram
//! ```
//!
//! Which code measures which workload is one exhaustive `match` on [`WorkloadId`]
//! ([`measure`]): a workload added to the list and not here is a build error.
//!
//! The inputs: every pseudo-legal move of [`POSITIONS`] (each move loop run
//! [`REPEAT`] times per measurement, so that reading the clock is a small part of it);
//! perft and make-unmake of [`trees::PERFT`]; with the `search` feature (every board but
//! the micro:bit), the search of the first four positions ([`trees::search`]). Each
//! result is checked (perft counts against the suite, the rest against what the first
//! encoding computed, or the fields themselves); the firmware exits 0 only when all are
//! right.

#![no_std]
#![no_main]

mod moves;
mod trees;

use movegen::encoding::list::EncodingVisitor;
use movegen::{Board, Encoding};
use movegen_firmware::run::{Measured, Ratio, Run};
use movegen_firmware::{BOARD, STRATEGY, hprintln};
use movegen_workloads::encodings::for_each_encoding;
#[cfg(feature = "search")]
use movegen_workloads::engine::Found;
use movegen_workloads::list::WorkloadId;
#[cfg(doc)]
use movegen_workloads::{engine, kernels};

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

/// How many times a move loop runs per measurement.
const REPEAT: u64 = 16;

/// Parses a FEN of the firmware's own lists. Not inlined, so that the `Result`, as
/// large as a board, is on the stack only while it runs. Panics without formatting the
/// error (formatting `FenError` would cost about 2 KiB of flash).
#[inline(never)]
fn parse(fen: &str) -> Board {
    match Board::from_fen(fen) {
        Ok(board) => board,
        Err(_) => panic!("a FEN of the firmware's lists does not parse"),
    }
}

/// What each workload computed with the first encoding, to check the others against.
#[derive(Default)]
struct Reference {
    predicates: [[u32; 6]; POSITIONS.len()],
    order: [u64; POSITIONS.len()],
    #[cfg(feature = "search")]
    search: [Option<Found>; 4],
    /// Whether the first encoding has run (and so the values above are set).
    set: bool,
}

/// Runs every workload with one encoding after another.
struct Encodings<'r> {
    run: &'r mut Run,
    reference: Reference,
}

/// Instructions and elements of one workload with one encoding, summed over inputs,
/// and whether every result was right.
#[derive(Clone, Copy)]
struct Total {
    elements: u64,
    instructions: u64,
    right: bool,
}

impl Total {
    /// Nothing measured yet, nothing wrong yet.
    const EMPTY: Total = Total {
        elements: 0,
        instructions: 0,
        right: true,
    };

    /// Adds one measurement: its elements, its instructions, and whether it was right.
    fn add(&mut self, elements: u64, instructions: u64, right: bool) {
        self.elements += elements;
        self.instructions += instructions;
        self.right &= right;
    }
}

/// Measures `workload` with encoding `E`, or `None` where the board cannot run it.
///
/// The one place that says which code runs which workload: the `match` covers every
/// [`WorkloadId`], so a workload of the list that the firmware does not run is a build
/// error, never a line of zeros marked right. Not inlined, so that the workloads'
/// frames are not summed in the caller's.
#[inline(never)]
fn measure<E: Encoding>(all: &mut Encodings, workload: WorkloadId) -> Option<Total> {
    Some(match workload {
        WorkloadId::Pack => moves::each_position(all, moves::pack::<E>),
        WorkloadId::Unpack => moves::each_position(all, moves::unpack::<E>),
        WorkloadId::Predicates => moves::each_position(all, moves::predicates::<E>),
        WorkloadId::Generate => moves::each_position(all, moves::generate::<E>),
        WorkloadId::Order => moves::each_position(all, moves::order::<E>),
        WorkloadId::Perft => trees::perft::<E>(all.run),
        WorkloadId::MakeUnmake => trees::make_unmake::<E>(all.run),
        #[cfg(feature = "search")]
        WorkloadId::Search => trees::search::<E>(all),
        #[cfg(not(feature = "search"))]
        WorkloadId::Search => return None,
    })
}

impl EncodingVisitor for Encodings<'_> {
    fn visit<E: Encoding>(&mut self) {
        for workload in WorkloadId::ALL {
            let name = workload.name();
            let Some(total) = measure::<E>(self, workload) else {
                hprintln!("mcu-encodings board={BOARD} workload={name} skipped=ram");
                continue;
            };
            hprintln!(
                "mcu-encodings board={BOARD} workload={name} encoding={} elements={} \
                 instructions={} insn_per_element={} right={}",
                E::NAME,
                total.elements,
                total.instructions,
                Ratio(total.instructions, total.elements),
                total.right,
            );
            self.run
                .tally(total.elements, total.instructions, total.right);
        }
        self.reference.set = true;
    }
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

/// Checks `value` against the first encoding's (`set`), or records it.
fn check<T: PartialEq + Copy>(reference: &mut T, value: T, set: bool) -> bool {
    if set {
        *reference == value
    } else {
        *reference = value;
        true
    }
}

movegen_firmware::entry!(main);

fn main() -> ! {
    let mut run = Run::start("encodings", STRATEGY);
    for_each_encoding(&mut Encodings {
        run: &mut run,
        reference: Reference::default(),
    });
    run.finish()
}
