//! The null move: the side to move passes, for null-move pruning in a search. Its undo
//! record is marked, so that [`Board::unmake_null_move`] takes back only a null move
//! and a [`Game`](crate::Game)'s repetition does not look past one.

use crate::board::{Board, Undo};
use crate::make::MakeError;
use crate::play::Change;
use crate::types::{Color, Piece, Square};
use crate::zobrist;

impl Undo {
    /// What a null move's undo record holds as its captured piece: a code that names no
    /// piece, so that no move's record is taken for a null move's.
    pub(crate) const NULL_MOVE: Piece = Piece::NO_PIECE;

    /// Whether this record is a null move's.
    #[inline]
    pub fn is_null_move(&self) -> bool {
        self.captured == Undo::NULL_MOVE
    }
}

impl Board {
    /// Passes: the other side is to move, in the same position. The en-passant square
    /// is cleared, the halfmove clock counts the pass (as a move that takes nothing),
    /// the fullmove number goes on after black passes, and the key changes with the
    /// side to move and the en-passant file, as a move's would. Take it back with
    /// [`Board::unmake_null_move`] and the record this returns.
    ///
    /// # Errors
    ///
    /// [`MakeError::Illegal`] in check (passing would leave the king attacked); the
    /// board is left as it was.
    ///
    /// ```
    /// use movegen::{Board, Color, MakeError};
    /// let mut board = Board::default();
    /// let undo = board.make_null_move().unwrap();
    /// assert_eq!(board.side_to_move(), Color::Black);
    /// assert_eq!(board.key(), board.compute_key());
    /// board.unmake_null_move(undo);
    /// assert_eq!(board, Board::default());
    ///
    /// let mut check: Board = "4k3/8/8/8/8/8/8/4K2r w - - 0 1".parse().unwrap();
    /// assert_eq!(check.make_null_move(), Err(MakeError::Illegal));
    /// ```
    pub fn make_null_move(&mut self) -> Result<Undo, MakeError> {
        if self.in_check() {
            return Err(MakeError::Illegal);
        }
        let undo = Undo {
            state: self.pos.state,
            captured: Undo::NULL_MOVE,
            from: Square::A1,
            to: Square::A1,
            piece: Piece::EMPTY,
            change: Change::Quiet,
        };
        let us = self.pos.state.side;
        // The old en-passant file out (if it was hashed), the turn changed; no new file.
        self.pos.state.key ^= self.pos.ep_key(us) ^ zobrist::turn();
        self.pos.state.ep = None;
        self.pos.state.side = us.flip();
        self.pos.state.halfmove = self.pos.state.halfmove.saturating_add(1);
        if us == Color::Black {
            self.pos.state.fullmove = self.pos.state.fullmove.saturating_add(1);
        }
        Ok(undo)
    }

    /// Takes back the null move whose record [`Board::make_null_move`] returned.
    ///
    /// # Panics
    ///
    /// When `undo` is the record of an ordinary move ([`Board::unmake_move`] takes
    /// those back): the board is left as it was before the panic.
    pub fn unmake_null_move(&mut self, undo: Undo) {
        assert!(
            undo.is_null_move(),
            "unmake_null_move: the record is of a move, not a pass"
        );
        self.pos.state = undo.state;
    }
}
