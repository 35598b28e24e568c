//! Making and unmaking moves: the board updated in place by the rule of `play.rs`, what
//! a move does not carry kept on the undo stack, and the legality test run before a
//! move is made.

use crate::board::{Board, MAX_PLY, Undo};
use crate::encoding::{Encoding, SPECIAL_CASTLE, SPECIAL_EN_PASSANT};
use crate::play::{Change, Play, Writes, play};
use crate::position::Position;
use crate::types::{Color, Kind, Piece, Square};

/// Why [`Board::make_move`] refused a move. The board is left as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MakeError {
    /// The move would leave the mover's king in check: a pseudo-legal move that is not
    /// legal.
    Illegal,
    /// The undo stack already holds [`MAX_PLY`] moves: unmake some, or forget them with
    /// [`Board::trim_history`] (those repetition cannot use) or [`Board::clear_history`]
    /// (all).
    HistoryFull,
    /// The value is not a move of this position: not one that [`Board::generate`]
    /// produces (a stale move from a table, another position's move, or bits that
    /// name no move; see [`Board::is_pseudo_legal`]).
    NotPseudoLegal,
}

impl core::fmt::Display for MakeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            MakeError::Illegal => "the move leaves the king in check",
            MakeError::HistoryFull => "the undo stack is full (MAX_PLY moves made)",
            MakeError::NotPseudoLegal => "not a move of this position",
        })
    }
}

impl core::error::Error for MakeError {}

impl Board {
    /// Makes `mv`, any value of the encoding: a move of this position that
    /// [`Board::generate`] produces (as [`Board::parse_move`] returns them) is made;
    /// any other value is refused with [`MakeError::NotPseudoLegal`]. When the move
    /// would leave the mover's king in check, the board is left as it was and
    /// [`MakeError::Illegal`] is returned; when the undo stack already holds
    /// [`MAX_PLY`] moves, [`MakeError::HistoryFull`] (see [`Board::clear_history`]).
    /// A move straight from this position's generator can skip the first test:
    /// [`Board::make_pseudo_legal`]; a legal move, both: [`Board::make_legal`].
    ///
    /// What each costs, beyond playing the move and the undo stack's test:
    ///
    /// | call | for | tests |
    /// |---|---|---|
    /// | `make_move` | any value (a table's move, text) | that it is a move of the position (the piece's own lookup), then the king's safety |
    /// | [`make_pseudo_legal`](Board::make_pseudo_legal) | [`Board::generate`]'s moves | the king's safety (a pin and check test) |
    /// | [`make_legal`](Board::make_legal) | [`Board::generate_legal`]'s moves, or one [`Board::is_legal`] accepted | none (asserted in debug builds) |
    ///
    /// ```
    /// use movegen::{Board, MakeError, Move, MoveList};
    /// let mut board = Board::default();
    /// let e4: Move = board.parse_move("e2e4").unwrap();
    /// assert_eq!(board.make_move(e4), Ok(()));
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// // The same move again is no move of this position.
    /// assert_eq!(board.make_move(e4), Err(MakeError::NotPseudoLegal));
    /// board.unmake_move(e4);
    /// assert_eq!(board, Board::default());
    ///
    /// // Black's f-pawn is pinned by the bishop: f7f6 is pseudo-legal, not legal.
    /// let mut pinned: Board = "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
    /// let mut moves = MoveList::<Move>::new();
    /// pinned.generate(&mut moves);
    /// let f6 = *moves.iter().find(|mv| mv.to_string() == "f7f6").unwrap();
    /// assert_eq!(pinned.make_move(f6), Err(MakeError::Illegal));
    /// assert_eq!(pinned, "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap());
    /// ```
    #[inline]
    pub fn make_move<E: Encoding>(&mut self, mv: E) -> Result<(), MakeError> {
        if !self.is_pseudo_legal(mv) {
            return Err(MakeError::NotPseudoLegal);
        }
        self.make_pseudo_legal(mv)
    }

    /// Makes `mv`, which must be a move of this position that [`Board::generate`]
    /// produced: [`Board::make_move`] without the test that it is one (an engine's
    /// search and the encoding benchmark make their generated moves this way). The
    /// legality and history tests are made: [`MakeError::Illegal`] leaves the board as
    /// it was. Any other value leaves the board wrong (not unsound: a wrong position,
    /// never undefined behaviour); check a move from elsewhere with
    /// [`Board::is_pseudo_legal`], or make it with [`Board::make_move`].
    #[inline]
    pub fn make_pseudo_legal<E: Encoding>(&mut self, mv: E) -> Result<(), MakeError> {
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

    /// Makes `mv`, a legal move of this position: one that [`Board::generate_legal`]
    /// (or [`Board::generate_legal_kinds`]) produced, or that [`Board::is_legal`]
    /// accepted. Nothing is tested again (neither that it is a move of the position,
    /// as [`Board::make_move`] tests, nor the king's safety, as
    /// [`Board::make_pseudo_legal`] tests) but the undo stack: when it already holds
    /// [`MAX_PLY`] moves, [`MakeError::HistoryFull`], the board unchanged. Take it
    /// back with [`Board::unmake_move`].
    ///
    /// Debug builds assert that `mv` is legal (`debug_assert!`, a panic naming the
    /// position); in release any other value leaves the board wrong (a wrong position,
    /// never undefined behaviour).
    ///
    /// ```
    /// use movegen::{Board, MakeError, Move, MoveList};
    /// let mut board = Board::default();
    /// let mut moves = MoveList::<Move>::new();
    /// board.generate_legal(&mut moves);
    /// for &mv in moves.iter() {
    ///     board.make_legal(mv).unwrap();
    ///     assert_eq!(board.key(), board.compute_key());
    ///     board.unmake_move(mv);
    /// }
    /// assert_eq!(board, Board::default());
    ///
    /// // A full undo stack is an error, never a panic.
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"].iter().cycle().take(movegen::MAX_PLY) {
    ///     let mv: Move = board.parse_move(uci).unwrap();
    ///     board.make_legal(mv).unwrap();
    /// }
    /// let before = board.clone();
    /// let nf3: Move = board.parse_move("g1f3").unwrap();
    /// assert_eq!(board.make_legal(nf3), Err(MakeError::HistoryFull));
    /// assert_eq!(board, before);
    /// ```
    #[inline]
    pub fn make_legal<E: Encoding>(&mut self, mv: E) -> Result<(), MakeError> {
        if self.ply >= MAX_PLY {
            return Err(MakeError::HistoryFull);
        }
        debug_assert!(self.is_legal(mv), "make_legal: not a legal move of {self}");
        self.apply(mv.from(), mv.to(), mv.special());
        Ok(())
    }

    /// Makes a move the legal generator produced, without testing it again (the
    /// perft's: its depth is checked against the undo stack before it starts).
    #[inline(always)]
    pub(crate) fn make_generated<E: Encoding>(&mut self, mv: E) {
        self.apply(mv.from(), mv.to(), mv.special());
    }

    /// Plays a move on the board ([`play`]), keeping what unmake needs on the undo
    /// stack. The move's [`Change`] is found once, and `play` compiled for each (on
    /// 32-bit Arm, where flash is counted, once for all).
    #[inline(always)]
    pub(crate) fn apply(&mut self, from: Square, to: Square, special: u8) {
        let piece = self.mailbox[from.index()];
        let landed = match Kind::from_code(special) {
            Some(kind) if special > SPECIAL_CASTLE => Piece::new(piece.color(), kind),
            _ => piece,
        };
        let m = |change| Play {
            from,
            to,
            piece,
            landed,
            change,
        };
        if special == SPECIAL_CASTLE {
            self.apply_play(m(Change::Castle), Piece::EMPTY);
        } else if special == SPECIAL_EN_PASSANT {
            let pawn = Piece::new(piece.color().flip(), Kind::Pawn);
            self.apply_play(m(Change::EnPassant), pawn);
        } else {
            let captured = self.mailbox[to.index()];
            let change = if !captured.is_empty() {
                Change::Capture
            } else if piece.is(Kind::Pawn) && from.to_u8().abs_diff(to.to_u8()) == 16 {
                Change::DoublePush
            } else {
                Change::Quiet
            };
            match change {
                _ if cfg!(target_arch = "arm") => self.apply_play(m(change), captured),
                Change::Capture => self.apply_play(m(Change::Capture), captured),
                Change::DoublePush => self.apply_play(m(Change::DoublePush), captured),
                _ => self.apply_play(m(Change::Quiet), captured),
            }
        }
    }

    /// Plays `m`, which takes `captured`, with the undo entry that takes it back.
    #[inline(always)]
    fn apply_play(&mut self, m: Play, captured: Piece) {
        self.history[self.ply] = Undo {
            captured,
            castling: self.pos.castling,
            ep: self.pos.ep,
            halfmove: self.halfmove,
            key: self.pos.key,
        };
        self.ply += 1;
        let mut writes = BoardWrites {
            mailbox: &mut self.mailbox,
            halfmove: &mut self.halfmove,
            fullmove: &mut self.fullmove,
        };
        play(&mut self.pos, &self.castling, m, &mut writes);
    }

    /// Takes back `mv`, the last move made, restoring everything exactly: pieces,
    /// mailbox, castling rights, en-passant square, clocks and key. Does nothing when no
    /// move is left to take back. (A null move is taken back by
    /// [`Board::unmake_null_move`].)
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
        let landed = self.mailbox[to.index()];
        let piece = if special > SPECIAL_CASTLE {
            Piece::new(us, Kind::Pawn)
        } else {
            landed
        };
        let m = |change| Play {
            from,
            to,
            piece,
            landed,
            change,
        };
        // A quiet move and a double push differ in nothing that is taken back.
        let change = match special {
            SPECIAL_CASTLE => Change::Castle,
            SPECIAL_EN_PASSANT => Change::EnPassant,
            _ if undo.captured.is_empty() => Change::Quiet,
            _ => Change::Capture,
        };
        // Compiled for each change, as `apply` is (once on 32-bit Arm).
        match change {
            _ if cfg!(target_arch = "arm") => self.unmake_play(m(change), undo),
            Change::Castle => self.unmake_play(m(Change::Castle), undo),
            Change::EnPassant => self.unmake_play(m(Change::EnPassant), undo),
            Change::Capture => self.unmake_play(m(Change::Capture), undo),
            _ => self.unmake_play(m(Change::Quiet), undo),
        }
    }

    /// Takes back `m`, the move of the undo entry `undo`: the XOR part of the move
    /// played again, the rest as `undo` says.
    #[inline(always)]
    fn unmake_play(&mut self, m: Play, undo: Undo) {
        let us = m.piece.color();
        let (from, to) = (m.from, m.to);
        self.pos.move_pieces(&self.castling, &m);
        match m.change {
            Change::Castle => {
                let (rook_from, rook_to) = self.castling.rook_move(to);
                // Both lifted before either is put back.
                self.mailbox[to.index()] = Piece::EMPTY;
                self.mailbox[rook_to.index()] = Piece::EMPTY;
                self.mailbox[from.index()] = m.piece;
                self.mailbox[rook_from.index()] = Piece::new(us, Kind::Rook);
            }
            Change::EnPassant => {
                self.mailbox[to.index()] = Piece::EMPTY;
                self.mailbox[from.index()] = m.piece;
                self.mailbox[to.en_passant_victim(us).index()] = undo.captured;
            }
            change => {
                if change == Change::Capture {
                    // Put back on the boards of its own (the square stayed occupied).
                    self.pos.by_piece[undo.captured.code() as usize] ^= to.bb();
                    self.pos.by_color[us.flip().index()] ^= to.bb();
                }
                self.mailbox[to.index()] = undo.captured;
                self.mailbox[from.index()] = m.piece;
            }
        }
        self.pos.side = us;
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_sub(1);
        }
        self.pos.castling = undo.castling;
        self.pos.ep = undo.ep;
        self.pos.key = undo.key;
        self.halfmove = undo.halfmove;
    }
}

/// What a board keeps beyond its [`Position`]: the mailbox and the clocks (the key is
/// the position's, kept with the `zobrist` feature).
struct BoardWrites<'a> {
    mailbox: &'a mut [Piece; 64],
    halfmove: &'a mut u16,
    fullmove: &'a mut u16,
}

impl Writes for BoardWrites<'_> {
    const KEYED: bool = cfg!(feature = "zobrist");
    const EP_ALWAYS: bool = true;

    #[inline(always)]
    fn take(&mut self, pos: &mut Position, sq: Square, them: Color) -> Piece {
        let taken = self.mailbox[sq.index()];
        pos.by_piece[taken.code() as usize] ^= sq.bb();
        pos.by_color[them.index()] ^= sq.bb();
        taken
    }

    #[inline(always)]
    fn set(&mut self, sq: Square, piece: Piece) {
        self.mailbox[sq.index()] = piece;
    }

    #[inline(always)]
    fn tick(&mut self, irreversible: bool, us: Color) {
        *self.halfmove = if irreversible {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            *self.fullmove = self.fullmove.saturating_add(1);
        }
    }
}
