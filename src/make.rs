//! Making and unmaking moves: the board updated in place, what a move does not carry
//! kept on the undo stack, and the legality test run before a move is made.

use crate::board::{Board, MAX_PLY, Undo, castle};
use crate::encoding::{Encoding, SPECIAL_CASTLE, SPECIAL_EN_PASSANT};
use crate::types::{Bitboard, Color, Kind, Piece, Square};
use crate::zobrist;

/// The castling rights that survive a move touching `sq` (as origin or destination).
const fn castle_keep_mask(sq: u8) -> u8 {
    match sq {
        0 => !castle::WQ,
        4 => !(castle::WK | castle::WQ),
        7 => !castle::WK,
        56 => !castle::BQ,
        60 => !(castle::BK | castle::BQ),
        63 => !castle::BK,
        _ => !0,
    }
}

/// `CASTLE_KEEP[sq]`: the rights kept when a move starts or ends on `sq`.
pub(crate) static CASTLE_KEEP: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = castle_keep_mask(i as u8);
        i += 1;
    }
    t
};

/// The rook's origin and destination when the king castles to `king_to`.
#[inline(always)]
pub(crate) fn castling_rook(king_to: Square) -> (Square, Square) {
    if king_to.file() == 6 {
        (king_to.offset(1), king_to.offset(-1))
    } else {
        (king_to.offset(-2), king_to.offset(1))
    }
}

/// Why [`Board::make_move`] refused a move. The board is left as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MakeError {
    /// The move would leave the mover's king in check: a pseudo-legal move that is not
    /// legal.
    Illegal,
    /// The undo stack already holds [`MAX_PLY`] moves: unmake some, or forget them with
    /// [`Board::clear_history`].
    HistoryFull,
}

impl core::fmt::Display for MakeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            MakeError::Illegal => "the move leaves the king in check",
            MakeError::HistoryFull => "the undo stack is full (MAX_PLY moves made)",
        })
    }
}

impl core::error::Error for MakeError {}

impl Board {
    /// Makes `mv`, a pseudo-legal move of this position (one that [`Board::generate`]
    /// produced or [`Board::parse_move`] returned). When it would leave the mover's king
    /// in check, the board is left as it was and [`MakeError::Illegal`] is returned;
    /// when the undo stack already holds [`MAX_PLY`] moves, [`MakeError::HistoryFull`]
    /// (see [`Board::clear_history`]).
    ///
    /// ```
    /// use movegen::{Board, MakeError, Move};
    /// let mut board = Board::default();
    /// let e4: Move = board.parse_move("e2e4").unwrap();
    /// assert_eq!(board.make_move(e4), Ok(()));
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// board.unmake_move(e4);
    /// assert_eq!(board, Board::default());
    ///
    /// // Black's f-pawn is pinned by the bishop: f7f6 is pseudo-legal, not legal.
    /// let mut pinned: Board = "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
    /// let mut moves = movegen::MoveList::<Move>::new();
    /// pinned.generate(&mut moves);
    /// let f6 = *moves.iter().find(|mv| mv.to_string() == "f7f6").unwrap();
    /// assert_eq!(pinned.make_move(f6), Err(MakeError::Illegal));
    /// assert_eq!(pinned, "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap());
    /// ```
    #[inline]
    pub fn make_move<E: Encoding>(&mut self, mv: E) -> Result<(), MakeError> {
        let (from, to, special) = (mv.from(), mv.to(), mv.special());
        if self.ply >= MAX_PLY {
            return Err(MakeError::HistoryFull);
        }
        if !self.leaves_king_safe(self.king_safety(), from, to, special) {
            return Err(MakeError::Illegal);
        }
        self.apply(from, to, special);
        Ok(())
    }

    /// Makes a move the legal generator produced, without testing it again.
    #[inline(always)]
    pub(crate) fn make_legal<E: Encoding>(&mut self, mv: E) {
        self.apply(mv.from(), mv.to(), mv.special());
    }

    #[inline(always)]
    fn toggle(&mut self, piece: Piece, squares: Bitboard) {
        self.pos.by_piece[piece.code() as usize] ^= squares;
        self.pos.by_color[piece.color().index()] ^= squares;
        self.pos.occupied ^= squares;
    }

    #[inline(always)]
    pub(crate) fn apply(&mut self, from: Square, to: Square, special: u8) {
        let us = self.pos.side;
        let piece = self.mailbox[from.index()];
        let captured_sq = if special == SPECIAL_EN_PASSANT {
            to.en_passant_victim(us)
        } else {
            to
        };
        let captured = self.mailbox[captured_sq.index()];
        self.history[self.ply] = Undo {
            captured,
            castling: self.pos.castling,
            ep: self.pos.ep,
            halfmove: self.halfmove,
            key: self.pos.key,
        };
        self.ply += 1;
        // The key loses the old en-passant file (if it was hashed) and changes sides.
        let mut key = self.pos.key ^ self.pos.ep_key(us) ^ zobrist::turn();

        if !captured.is_empty() {
            self.toggle(captured, captured_sq.bb());
            self.mailbox[captured_sq.index()] = Piece::EMPTY;
            key ^= zobrist::piece(captured, captured_sq);
        }
        self.toggle(piece, from.bb());
        self.mailbox[from.index()] = Piece::EMPTY;
        let landed = match Kind::from_code(special) {
            Some(kind) if special > SPECIAL_CASTLE => Piece::new(us, kind),
            _ => piece,
        };
        self.toggle(landed, to.bb());
        self.mailbox[to.index()] = landed;
        key ^= zobrist::piece(piece, from) ^ zobrist::piece(landed, to);

        if special == SPECIAL_CASTLE {
            let (rook_from, rook_to) = castling_rook(to);
            let rook = Piece::new(us, Kind::Rook);
            self.toggle(rook, rook_from.bb() | rook_to.bb());
            self.mailbox[rook_from.index()] = Piece::EMPTY;
            self.mailbox[rook_to.index()] = rook;
            key ^= zobrist::piece(rook, rook_from) ^ zobrist::piece(rook, rook_to);
        }

        let is_pawn = piece.kind_code() == Kind::Pawn as u8;
        self.pos.ep = if is_pawn && from.to_u8().abs_diff(to.to_u8()) == 16 {
            Some(Square::from_index((from.to_u8() + to.to_u8()) / 2))
        } else {
            None
        };
        let castling = self.pos.castling & CASTLE_KEEP[from.index()] & CASTLE_KEEP[to.index()];
        if castling != self.pos.castling {
            key ^= zobrist::castling(castling ^ self.pos.castling);
            self.pos.castling = castling;
        }
        self.halfmove = if is_pawn || !captured.is_empty() {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.pos.side = us.flip();
        // The new en-passant file, if a pawn of the side now to move can take there.
        self.pos.key = key ^ self.pos.ep_key(us.flip());
    }

    /// Takes back `mv`, the last move made, restoring everything exactly: pieces,
    /// mailbox, castling rights, en-passant square, clocks and key. Does nothing when no
    /// move is left to take back.
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let mut board = Board::default();
    /// let line: Vec<Move> = ["e2e4", "d7d5", "e4d5"]
    ///     .iter()
    ///     .map(|uci| {
    ///         let mv = board.parse_move(uci).unwrap();
    ///         board.make_move(mv).unwrap();
    ///         mv
    ///     })
    ///     .collect();
    /// for &mv in line.iter().rev() {
    ///     board.unmake_move(mv);
    /// }
    /// assert_eq!(board, Board::default());
    /// ```
    #[inline]
    pub fn unmake_move<E: Encoding>(&mut self, mv: E) {
        if self.ply == 0 {
            return;
        }
        self.ply -= 1;
        let undo = self.history[self.ply];
        let (from, to, special) = (mv.from(), mv.to(), mv.special());
        let us = self.pos.side.flip();
        self.pos.side = us;
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_sub(1);
        }

        let landed = self.mailbox[to.index()];
        let piece = if special > SPECIAL_CASTLE {
            Piece::new(us, Kind::Pawn)
        } else {
            landed
        };
        self.toggle(landed, to.bb());
        self.mailbox[to.index()] = Piece::EMPTY;
        self.toggle(piece, from.bb());
        self.mailbox[from.index()] = piece;

        if special == SPECIAL_CASTLE {
            let (rook_from, rook_to) = castling_rook(to);
            let rook = Piece::new(us, Kind::Rook);
            self.toggle(rook, rook_from.bb() | rook_to.bb());
            self.mailbox[rook_to.index()] = Piece::EMPTY;
            self.mailbox[rook_from.index()] = rook;
        }
        if !undo.captured.is_empty() {
            let captured_sq = if special == SPECIAL_EN_PASSANT {
                to.en_passant_victim(us)
            } else {
                to
            };
            self.toggle(undo.captured, captured_sq.bb());
            self.mailbox[captured_sq.index()] = undo.captured;
        }
        self.pos.castling = undo.castling;
        self.pos.ep = undo.ep;
        self.pos.key = undo.key;
        self.halfmove = undo.halfmove;
    }
}
