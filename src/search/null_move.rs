//! The null move: the side to move passes, for null-move pruning in a search. Its undo
//! entry is marked, so that [`Board::unmake_null_move`] takes back only a null move
//! and threefold repetition does not look past one.

use crate::board::{Board, MAX_PLY, Undo};
use crate::make::MakeError;
use crate::types::{Color, Piece};
use crate::zobrist;

impl Undo {
    /// What a null move's undo entry holds as its captured piece: a code that names no
    /// piece, so that no move's entry is taken for a null move's.
    pub(crate) const NULL_MOVE: Piece = Piece::NO_PIECE;

    /// Whether this entry is a null move's.
    #[inline]
    pub(crate) fn is_null_move(&self) -> bool {
        self.captured == Undo::NULL_MOVE
    }
}

impl Board {
    /// Passes: the other side is to move, in the same position. The en-passant square
    /// is cleared, the halfmove clock counts the pass (as a move that takes nothing),
    /// the fullmove number goes on after black passes, and the key changes with the
    /// side to move and the en-passant file, as a move's would. Refused in check
    /// ([`MakeError::Illegal`]: passing would leave the king attacked) and when the undo
    /// stack is full. Take it back with [`Board::unmake_null_move`]; a repetition is
    /// never counted across it ([`Board::is_threefold_repetition`]).
    ///
    /// ```
    /// use movegen::{Board, Color, MakeError};
    /// let mut board = Board::default();
    /// board.make_null_move().unwrap();
    /// assert_eq!(board.side_to_move(), Color::Black);
    /// assert_eq!(board.key(), board.compute_key());
    /// assert!(board.unmake_null_move());
    /// assert_eq!(board, Board::default());
    ///
    /// let mut check: Board = "4k3/8/8/8/8/8/8/4K2r w - - 0 1".parse().unwrap();
    /// assert_eq!(check.make_null_move(), Err(MakeError::Illegal));
    /// ```
    pub fn make_null_move(&mut self) -> Result<(), MakeError> {
        if self.ply >= MAX_PLY {
            return Err(MakeError::HistoryFull);
        }
        if self.in_check() {
            return Err(MakeError::Illegal);
        }
        self.history[self.ply] = Undo {
            captured: Undo::NULL_MOVE,
            castling: self.pos.castling,
            ep: self.pos.ep,
            halfmove: self.halfmove,
            key: self.pos.key,
        };
        self.ply += 1;
        let us = self.pos.side;
        // The old en-passant file out (if it was hashed), the turn changed; no new file.
        self.pos.key ^= self.pos.ep_key(us) ^ zobrist::turn();
        self.pos.ep = None;
        self.pos.side = us.flip();
        self.halfmove = self.halfmove.saturating_add(1);
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        Ok(())
    }

    /// Takes back the last move if it was a null move ([`Board::make_null_move`]) and
    /// returns `true`; otherwise (no move made, or the last was an ordinary move, which
    /// [`Board::unmake_move`] takes back) changes nothing and returns `false`.
    pub fn unmake_null_move(&mut self) -> bool {
        if self.ply == 0 || !self.history[self.ply - 1].is_null_move() {
            return false;
        }
        self.ply -= 1;
        let undo = self.history[self.ply];
        let us = self.pos.side.flip();
        self.pos.side = us;
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_sub(1);
        }
        self.pos.ep = undo.ep;
        self.pos.key = undo.key;
        self.halfmove = undo.halfmove;
        true
    }
}
