//! Perft with movegen as a dependency (the crate route): three positions, each with the
//! legal generator (`Board::perft`) and with the classic pseudo-legal one
//! (`Board::perft_pseudo`), every count checked; instructions and stack measured for
//! each. Exits 0 only when every count is right.
//!
//! `MCU_EXPECTED_SKEW=N` at build time adds `N` to every expected count, so that the
//! firmware can be built to expect wrong numbers and be seen to fail.

#![no_std]
#![no_main]

use movegen::Board;
use movegen_firmware::STRATEGY;
use movegen_firmware::hprintln;
use movegen_firmware::run::{Ratio, Run};

/// A perft to count: where, how deep, and the known answer.
struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

/// The positions, from the standard perft suite.
const CASES: [Case; 3] = [
    Case {
        name: "start",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 4,
        nodes: 197_281,
    },
    Case {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 3,
        nodes: 97_862,
    },
    Case {
        name: "position3",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        depth: 5,
        nodes: 674_624,
    },
];

/// A perft counter of `Board`: the leaf nodes below a board to a depth.
type Perft = fn(&Board, u32) -> u64;

/// The two perft modes: their names and the `Board` methods that count them.
const MODES: [(&str, Perft); 2] = [("legal", Board::perft), ("pseudo", Board::perft_pseudo)];

/// Added to every expected count (0 unless `MCU_EXPECTED_SKEW` is set at build time).
const SKEW: u64 = match option_env!("MCU_EXPECTED_SKEW") {
    Some(text) => match u64::from_str_radix(text, 10) {
        Ok(skew) => skew,
        Err(_) => panic!("MCU_EXPECTED_SKEW is not a number"),
    },
    None => 0,
};

movegen_firmware::entry!(main);

fn main() -> ! {
    let mut run = Run::start("crate", STRATEGY);
    for (mode, perft) in MODES {
        for case in &CASES {
            count(&mut run, mode, perft, case);
        }
    }
    run.finish()
}

/// Parses `fen` into a board. Not inlined, so that the `Result` it unwraps, as large as
/// a board, is on the stack only while it runs, not beside the board during perft.
/// Panics without formatting the error: the FENs are constants, and formatting
/// `FenError` would cost about 2 KiB of flash.
#[inline(never)]
fn parse(fen: &str) -> Board {
    match Board::from_fen(fen) {
        Ok(board) => board,
        Err(_) => panic!("a FEN of CASES does not parse"),
    }
}

/// Counts `case` with `perft`, checks the count, prints it with what it cost, and adds
/// it to the run's totals.
///
/// Not inlined into `main`, and the FEN parsed by [`parse`], so that the one board is
/// the only large thing on the stack above perft's own frames: every measurement counts
/// the frames of its callers, and on the micro:bit the deepest perft fits in the 16 KiB
/// of RAM with little to spare.
#[inline(never)]
fn count(run: &mut Run, mode: &str, perft: Perft, case: &Case) {
    let board = parse(case.fen);
    let expected = case.nodes + SKEW;
    let counted = run.measure(|| perft(&board, case.depth));
    let right = counted.value == expected;
    hprintln!(
        "perft {mode} {} depth {}: {} nodes, expected {expected}: {}; \
         {} instructions, {} per node; stack {} bytes",
        case.name,
        case.depth,
        counted.value,
        if right { "right" } else { "WRONG" },
        counted.instructions,
        Ratio(counted.instructions, counted.value),
        counted.stack,
    );
    run.tally(counted.value, counted.instructions, right);
}
