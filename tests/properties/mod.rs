//! Property tests (proptest): positions are reached by random playouts, chosen by
//! proptest, from the start position and every FEN of the perft suites (the Chess960
//! suite included).
//!
//! - Making then unmaking any pseudo-legal move restores the board exactly (equality,
//!   FEN, every square, the Zobrist key, both clocks and the perft(1) count); the key
//!   after a make equals the key from scratch; an illegal make changes nothing; a whole
//!   line unmade in reverse restores every position on the way back.
//! - Every position reached round-trips through FEN (X-FEN and Shredder-FEN in
//!   Chess960).
//! - Every legal move written in SAN reads back as the same move.
//! - The FEN, UCI-move and square parsers never panic on arbitrary strings (arbitrary
//!   unicode, near-UCI text, and suite FENs with characters replaced, inserted or
//!   deleted), and what they accept is consistent: it prints back, parses back to an
//!   equal value, and a parsed move is exactly one of the position's legal moves.
//!
//! - Generation by kind: captures and quiet moves partition every position's moves,
//!   for both generators, and a random destination mask keeps exactly its moves; a
//!   random line of moves and null moves keeps every key right and unwinds to every
//!   position on the way back; `has_legal_moves` is `count_legal() > 0` at every
//!   position of a playout.
//!
//! A module of the `integration` binary: the properties of making moves and of FEN and
//! SAN along playouts (`moves.rs`), those of the parsers (`parsers.rs`), those of a
//! search's calls (`search.rs`), and here what they share.

mod keys;
mod moves;
mod parsers;
mod search;

use std::collections::BTreeSet;
use std::sync::LazyLock;

use movegen::{Board, Color, Kind, Move, MoveList, Piece, Rank, START_FEN, Square, UciMove, Undo};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use shakmaty::{CastlingMode, Position};

// The suites, their reader and the seeded generators (the test support crate).
use movegen_testkit as testkit;
use testkit::convert::lenient_position;

/// The start position and every FEN of both suites.
static FENS: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut fens = vec![START_FEN.to_string()];
    for suite in [testkit::STANDARD, testkit::EDGE_CASES] {
        fens.extend(testkit::epd::fens(suite).into_iter().map(String::from));
    }
    assert_eq!(fens.len(), 1 + 128 + 31);
    fens
});

/// Every FEN of the Chess960 suite.
static FENS_960: LazyLock<Vec<String>> = LazyLock::new(|| {
    let fens: Vec<String> = testkit::epd::fens(testkit::CHESS960)
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(fens.len(), 42);
    fens
});

/// The FENs a playout starts from: the standard ones, then the Chess960 ones.
fn start_fen(index: usize) -> &'static str {
    let (standard, chess960) = (&*FENS, &*FENS_960);
    if index < standard.len() {
        &standard[index]
    } else {
        &chess960[(index - standard.len()) % chess960.len()]
    }
}

/// How many FENs [`start_fen`] chooses from.
fn start_fens() -> usize {
    FENS.len() + FENS_960.len()
}

/// Everything observable about a board, to compare before and after.
#[derive(Debug, PartialEq)]
struct Snapshot {
    board: Board,
    fen: String,
    squares: Vec<Option<Piece>>,
    key: u64,
    clocks: (u16, u16),
    perft1: u64,
}

fn snapshot(board: &Board) -> Snapshot {
    Snapshot {
        board: *board,
        fen: board.to_fen().to_string(),
        squares: Square::all().map(|sq| board.piece_at(sq)).collect(),
        key: board.key(),
        clocks: (board.halfmove_clock(), board.fullmove_number()),
        perft1: board.perft(1),
    }
}

/// The legal moves, as the pseudo-legal moves whose make succeeds.
fn legal_moves(board: &mut Board) -> Vec<Move> {
    let mut list = MoveList::<Move>::new();
    board.generate_pseudo_legal(&mut list);
    list.iter()
        .copied()
        .filter(|&mv| {
            let made = board.make_move(mv);
            if let Ok(undo) = made {
                board.unmake_move(mv, undo);
            }
            made.is_ok()
        })
        .collect()
}

fn assert_fen_round_trips(board: &Board) -> Result<(), TestCaseError> {
    let fen = board.to_fen();
    prop_assert_eq!(board.to_string(), fen.as_str());
    let back = Board::from_fen(&fen);
    prop_assert_eq!(back.as_ref(), Ok(board), "{}", fen);
    prop_assert_eq!(back.unwrap().to_fen().to_string(), fen.as_str());
    let shredder = board.to_shredder_fen();
    let again = Board::from_fen(&shredder);
    prop_assert_eq!(again.as_ref(), Ok(board), "{}", shredder);
    Ok(())
}

/// Plays from suite FEN `fen_index` the legal moves picked by `choices` (see [`play`]),
/// stopping early at mate or stalemate. Checks the FEN round trip at every position
/// and returns the board and the moves made.
fn playout(fen_index: usize, choices: &[u16]) -> Result<(Board, Vec<Move>), TestCaseError> {
    let mut board = Board::from_fen(start_fen(fen_index % start_fens())).unwrap();
    let mut line = Vec::new();
    assert_fen_round_trips(&board)?;
    for &choice in choices {
        let Some((mv, _)) = play(&mut board, choice)? else {
            break;
        };
        line.push(mv);
        assert_fen_round_trips(&board)?;
    }
    Ok((board, line))
}

/// Makes the legal move that `choice` picks (taken modulo the number of legal moves)
/// and returns it with its undo record; `None` at mate or stalemate.
fn play(board: &mut Board, choice: u16) -> Result<Option<(Move, Undo)>, TestCaseError> {
    let moves = legal_moves(board);
    if moves.is_empty() {
        return Ok(None);
    }
    let mv = moves[choice as usize % moves.len()];
    let made = board.make_move(mv);
    prop_assert!(made.is_ok(), "{} in {}: {:?}", mv, board, made);
    Ok(made.ok().map(|undo| (mv, undo)))
}

/// Makes and unmakes `mv` (pseudo-legal in `board`) and checks that nothing changed;
/// an illegal move must be refused without changing anything.
fn check_make_unmake(board: &mut Board, mv: Move) -> Result<(), TestCaseError> {
    let before = snapshot(board);
    let legal = board.is_legal(mv);
    let made = board.make_move(mv);
    prop_assert_eq!(made.is_ok(), legal, "{} in {}", mv, before.fen);
    if let Ok(undo) = made {
        prop_assert_ne!(board.side_to_move(), before.board.side_to_move());
        prop_assert_eq!(board.key(), board.compute_key(), "{} in {}", mv, before.fen);
        prop_assert!(
            !board.is_attacked(
                board.king(board.side_to_move().flip()),
                board.side_to_move()
            ),
            "{} leaves the mover in check in {}",
            mv,
            before.fen
        );
        assert_fen_round_trips(board)?;
        board.unmake_move(mv, undo);
    }
    let after = snapshot(board);
    prop_assert_eq!(&after, &before, "{} in {}", mv, before.fen);
    Ok(())
}

/// Cases per property that makes moves (each walks up to 120 plies).
const MOVE_CASES: u32 = 1500;
/// Cases per parser property.
const PARSER_CASES: u32 = 8000;

/// `cases` cases; a failing case is saved next to the file of its property, in
/// `tests/properties/moves.regressions` or `parsers.regressions`, and replayed first on
/// the next run.
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..ProptestConfig::default()
    }
}
