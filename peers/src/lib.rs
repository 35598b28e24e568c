//! Bulk-counted perft for movegen and each peer crate behind one signature, so that the
//! benchmark (`benches/peers.rs`) and the comparison table (`benches/compare.rs`)
//! measure every generator the same way: each one's fastest published way to count,
//! the last ply counted without making its moves.
//!
//! Beside it, the engine workloads (`benches/search.rs`): the same alpha-beta search
//! ([`search`], written once over each crate's rules) and a perft that plays every leaf
//! ([`leaf_perft`], written once per crate), run by every variant of [`VARIANTS`] on the
//! positions of [`CASES`] in two tables, keyed and keyless ([`keys`]), and checked equal
//! by [`agree()`].

use std::str::FromStr;

pub mod agree;
pub mod cases;
pub mod keys;
pub mod leaf_perft;
pub mod play_mode;
pub mod search;
pub mod table;
pub mod variants;
pub mod workload;

pub use agree::{Agreement, Mismatch, agree, agree_all};
pub use cases::{CASES, Case};
pub use keys::{KeySum, Keys, Tap};
pub use variants::{VARIANTS, Variant};
pub use workload::{Outcome, Ran, Run, Workload};

/// Counts perft of a prepared position to the given depth.
pub type Perft = Box<dyn Fn(u32) -> u64>;

/// A perft function: parses the FEN once (outside any timing), then counts.
pub struct Generator {
    /// The name printed in tables and used as the benchmark function name.
    pub name: &'static str,
    /// Whether this is one of the peer crates (not movegen itself).
    pub peer: bool,
    /// Prepares a position and returns a closure counting perft to a depth.
    pub prepare: fn(&str) -> Perft,
}

/// movegen, fully legal generator (the default).
fn movegen_legal(fen: &str) -> Perft {
    let board = movegen::Board::from_fen(fen).expect("valid FEN");
    Box::new(move |d| board.perft(d))
}

/// movegen, pseudo-legal generator with the legality test at make time.
fn movegen_pseudo(fen: &str) -> Perft {
    let board = movegen::Board::from_fen(fen).expect("valid FEN");
    Box::new(move |d| board.perft_pseudo(d))
}

/// The `chess` crate's own fastest perft (`MoveGen::movegen_perft_test`).
fn chess_crate(fen: &str) -> Perft {
    let board = chess::Board::from_str(fen).expect("valid FEN");
    Box::new(move |d| chess::MoveGen::movegen_perft_test(&board, d as usize) as u64)
}

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

/// cozy-chess, counting each piece's move set by its length at depth 1 (as its own
/// perft example does).
fn cozy_chess(fen: &str) -> Perft {
    let board = cozy_chess::Board::from_fen(fen, false).expect("valid FEN");
    Box::new(move |d| if d == 0 { 1 } else { cozy_perft(&board, d) })
}

/// shakmaty's own `perft`.
fn shakmaty_crate(fen: &str) -> Perft {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let pos: Chess = Fen::from_str(fen)
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position");
    Box::new(move |d| shakmaty::perft(&pos, d))
}

/// Every generator, movegen's two modes first.
pub const GENERATORS: [Generator; 5] = [
    Generator {
        name: "movegen_legal",
        peer: false,
        prepare: movegen_legal,
    },
    Generator {
        name: "movegen_pseudo",
        peer: false,
        prepare: movegen_pseudo,
    },
    Generator {
        name: "chess",
        peer: true,
        prepare: chess_crate,
    },
    Generator {
        name: "cozy_chess",
        peer: true,
        prepare: cozy_chess,
    },
    Generator {
        name: "shakmaty",
        peer: true,
        prepare: shakmaty_crate,
    },
];

/// The six positions of the chessprogramming wiki's perft page, with a depth that
/// takes about a second or a few, and the reference count at that depth.
pub const POSITIONS: [(&str, &str, u32, u64); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
    (
        "position3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        7,
        178_633_661,
    ),
    (
        "position4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
        15_833_292,
    ),
    (
        "position5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
        89_941_194,
    ),
    (
        "position6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        5,
        164_075_551,
    ),
];
