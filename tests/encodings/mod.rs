//! The move encodings against one another and against the board, every encoding of
//! the list ([`ENCODINGS`], [`for_each_encoding`]):
//!
//! - the list holds every encoding under `src/encoding/`;
//! - every field of every encoding round-trips over all its valid values, through
//!   [`Encoding::pack`] and through each encoding's own setters;
//! - for every pseudo-legal move of every position of the public suites and of every
//!   position up to two plies below them, the encodings agree on every field and
//!   predicate, and the predicates agree with what the board says the move is;
//! - perft with each encoding gives the suites' reference counts;
//! - UCI text printed by each encoding parses back, through [`Board::parse_move_as`],
//!   to the same move, and each encoding's `Display` agrees with [`UciMove`] and with
//!   [`Board::parse_move_as`].
//!
//! Perft counts are checked up to `PERFT_MAX_NODES` nodes per count (default 1,000,000;
//! depth 1 is always checked), which keeps this test under half a minute in the dev
//! profile. A module of the `integration` binary, a file per question (below); what they
//! share is here.

mod list;
mod pack;
mod perft;
mod predicates;
mod setters;
mod text;

use std::collections::HashSet;
use std::path::Path;

use movegen::encoding::list::{ENCODINGS, EncodingVisitor, for_each_encoding};
use movegen::{
    Bitfield, Board, ByteUnion, Color, Encoding, Kind, MoveList, MoveType, Packed16,
    ParseMoveError, Piece, Rank, ShiftMask, Square, UciMove,
};

// The suites, their reader and the seeded generators (the test support crate).
use movegen_testkit as testkit;
use testkit::epd::{self, Line};
use testkit::{CHESS960, EDGE_CASES, STANDARD};

/// Every line of the three suites: the FEN, then `;Dn count` entries.
fn suite_lines() -> Vec<Line<'static>> {
    let lines: Vec<Line> = [STANDARD, EDGE_CASES, CHESS960]
        .into_iter()
        .flat_map(epd::lines)
        .collect();
    assert_eq!(lines.len(), 128 + 31 + 42, "the three suites, every line");
    lines
}

fn roots() -> Vec<Board> {
    suite_lines()
        .iter()
        .map(|l| l.fen.parse().unwrap_or_else(|e| panic!("{}: {e}", l.fen)))
        .collect()
}

/// Calls `visit` on `board` and on every position reached from it by up to `depth`
/// legal moves.
fn walk(board: &mut Board, depth: u32, visit: &mut impl FnMut(&Board)) {
    visit(board);
    if depth == 0 {
        return;
    }
    for mv in board.legal_moves() {
        let undo = board
            .make_move(mv)
            .unwrap_or_else(|e| panic!("{board}: legal move {mv} refused: {e}"));
        walk(board, depth - 1, visit);
        board.unmake_move(mv, undo);
    }
}

/// Every piece code that names a piece, then [`Piece::EMPTY`].
fn pieces_and_empty() -> Vec<Piece> {
    let pieces: Vec<Piece> = (0..=15).filter_map(Piece::from_code).collect();
    assert_eq!(pieces.len(), 13, "12 pieces and the empty square");
    pieces
}

fn squares() -> Vec<Square> {
    Square::all().collect()
}

/// Whether `E` carries the moving and the captured piece (otherwise it says `None`
/// for both, for every move).
fn carries_pieces<E: Encoding>() -> bool {
    let pawn = Piece::new(Color::White, Kind::Pawn);
    let knight = Piece::new(Color::Black, Kind::Knight);
    let (e4, d5) = ("e4".parse().unwrap(), "d5".parse().unwrap());
    E::pack(e4, d5, pawn, knight, Piece::EMPTY)
        .piece()
        .is_some()
}

/// Checks to run, one per encoding, each named for its encoding.
type Jobs = Vec<(&'static str, fn())>;

/// Runs every job on a thread of its own named for its encoding (as separate tests
/// would run), and fails when one of them fails.
fn in_parallel(jobs: Jobs) {
    std::thread::scope(|scope| {
        for (name, job) in jobs {
            std::thread::Builder::new()
                .name(name.to_string())
                .spawn_scoped(scope, job)
                .unwrap();
        }
    });
}
