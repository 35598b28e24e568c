//! The engine workloads' variants, one list: movegen in two encodings, each with
//! make/unmake and with copy-make, and the `chess`, `cozy-chess` and `shakmaty` crates.
//! The benchmark, the agreement check and the tests iterate it.

use std::str::FromStr;

use movegen::{Board, Encoding, Move, Packed16};

use crate::leaf_perft;
use crate::play_mode::{CopyMake, MakeUnmake, PlayMode};
use crate::search::chess::Chess;
use crate::search::cozy::Cozy;
use crate::search::movegen::Movegen;
use crate::search::search;
use crate::search::shakmaty::Shakmaty;
use crate::workload::{Outcome, Run, Workload};

/// One way of running the engine workloads.
pub struct Variant {
    /// The name in the tables and on the command line (`--only`).
    pub name: &'static str,
    /// Whether this is one of the peer crates (not movegen itself).
    pub peer: bool,
    /// Reads the FEN (a panic on a bad one) and returns the workload's run on it.
    pub prepare: fn(Workload, &str) -> Run,
}

impl Variant {
    /// The variant named `name`.
    pub fn named(name: &str) -> Option<&'static Variant> {
        VARIANTS.iter().find(|v| v.name == name)
    }
}

/// movegen, moves in the encoding `E`, played by `P`.
fn movegen<E: Encoding, P: PlayMode>(workload: Workload, fen: &str) -> Run {
    let board = Board::from_fen(fen).expect("valid FEN");
    match workload {
        Workload::Search => Box::new(move |d| Outcome::Search(search::<Movegen<E, P>>(&board, d))),
        Workload::LeafPerft => Box::new(move |d| {
            let mut board = board;
            Outcome::LeafPerft(leaf_perft::movegen::<E, P>(&mut board, d))
        }),
    }
}

/// The `chess` crate.
fn chess(workload: Workload, fen: &str) -> Run {
    let board = chess::Board::from_str(fen).expect("valid FEN");
    match workload {
        Workload::Search => Box::new(move |d| Outcome::Search(search::<Chess>(&board, d))),
        Workload::LeafPerft => Box::new(move |d| Outcome::LeafPerft(leaf_perft::chess(&board, d))),
    }
}

/// cozy-chess.
fn cozy(workload: Workload, fen: &str) -> Run {
    let board = cozy_chess::Board::from_fen(fen, false).expect("valid FEN");
    match workload {
        Workload::Search => Box::new(move |d| Outcome::Search(search::<Cozy>(&board, d))),
        Workload::LeafPerft => Box::new(move |d| Outcome::LeafPerft(leaf_perft::cozy(&board, d))),
    }
}

/// shakmaty.
fn shakmaty(workload: Workload, fen: &str) -> Run {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let pos: Chess = Fen::from_str(fen)
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position");
    match workload {
        Workload::Search => Box::new(move |d| Outcome::Search(search::<Shakmaty>(&pos, d))),
        Workload::LeafPerft => Box::new(move |d| Outcome::LeafPerft(leaf_perft::shakmaty(&pos, d))),
    }
}

/// Every variant, movegen's first (its default encoding with make/unmake leading).
pub const VARIANTS: [Variant; 7] = [
    Variant {
        name: "movegen",
        peer: false,
        prepare: movegen::<Move, MakeUnmake>,
    },
    Variant {
        name: "movegen-copy",
        peer: false,
        prepare: movegen::<Move, CopyMake>,
    },
    Variant {
        name: "movegen-packed16",
        peer: false,
        prepare: movegen::<Packed16, MakeUnmake>,
    },
    Variant {
        name: "movegen-packed16-copy",
        peer: false,
        prepare: movegen::<Packed16, CopyMake>,
    },
    Variant {
        name: "chess",
        peer: true,
        prepare: chess,
    },
    Variant {
        name: "cozy-chess",
        peer: true,
        prepare: cozy,
    },
    Variant {
        name: "shakmaty",
        peer: true,
        prepare: shakmaty,
    },
];
