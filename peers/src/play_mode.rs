//! How movegen's search and leaf perft play a legal move: made and unmade on one board
//! (`Board::make_legal`, `Board::unmake_move`), the same without the key
//! (`Board::make_legal_keyless`), or made on a copy (`Board::after`).
//! Both are written once over this trait, so that the two shapes differ in nothing
//! else.

use movegen::{Board, Encoding};

/// A way of playing a legal move of `board` and looking at the position after it.
pub trait PlayMode: 'static {
    /// Plays `mv`, a legal move of `board`, calls `then` with the position after it,
    /// and leaves `board` as it was.
    fn play<E: Encoding, R>(board: &mut Board, mv: E, then: impl FnOnce(&mut Board) -> R) -> R;
}

/// Make/unmake: the move made on the board and taken back with its undo record.
pub struct MakeUnmake;

impl PlayMode for MakeUnmake {
    #[inline(always)]
    fn play<E: Encoding, R>(board: &mut Board, mv: E, then: impl FnOnce(&mut Board) -> R) -> R {
        let undo = board.make_legal(mv);
        let result = then(board);
        board.unmake_move(mv, undo);
        result
    }
}

/// Make/unmake without the key (`Board::make_legal_keyless`): for the keyless table,
/// where no key is read.
pub struct MakeUnmakeKeyless;

impl PlayMode for MakeUnmakeKeyless {
    #[inline(always)]
    fn play<E: Encoding, R>(board: &mut Board, mv: E, then: impl FnOnce(&mut Board) -> R) -> R {
        let undo = board.make_legal_keyless(mv);
        let result = then(board);
        board.unmake_move(mv, undo);
        result
    }
}

/// Copy-make: the move made on a copy of the board (`Board::after`), the board itself
/// untouched.
pub struct CopyMake;

impl PlayMode for CopyMake {
    #[inline(always)]
    fn play<E: Encoding, R>(board: &mut Board, mv: E, then: impl FnOnce(&mut Board) -> R) -> R {
        let mut child = board.after(mv);
        then(&mut child)
    }
}
