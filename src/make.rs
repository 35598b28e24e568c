//! Making and unmaking moves: the board updated in place by the rule of `play.rs`, what
//! a move does not carry returned as an undo record, and the legality test run before
//! a move is made.

use crate::board::{Board, Undo};
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
    /// The value is not a move of this position: not one that
    /// [`Board::generate_pseudo_legal`] produces (a stale move from a table, another
    /// position's move, or bits that name no move; see [`Board::is_pseudo_legal`]).
    NotPseudoLegal,
}

impl core::fmt::Display for MakeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            MakeError::Illegal => "the move leaves the king in check",
            MakeError::NotPseudoLegal => "not a move of this position",
        })
    }
}

impl core::error::Error for MakeError {}

impl Board {
    /// Makes `mv`, any value of any encoding, and returns the [`Undo`] record that
    /// [`Board::unmake_move`] takes it back with: a move of this position that the
    /// generators produce (as [`Board::parse_move`] and [`Board::legal_moves`] return
    /// them) is made; any other value is refused.
    ///
    /// A move straight from this position's generator can skip the first test:
    /// [`Board::make_pseudo_legal`]; a legal move, both: [`Board::make_legal`].
    ///
    /// | call | for | tests |
    /// |---|---|---|
    /// | `make_move` | any value (a table's move, text) | that it is a move of the position (the piece's own lookup), then the king's safety |
    /// | [`make_pseudo_legal`](Board::make_pseudo_legal) | [`Board::generate_pseudo_legal`]'s moves | the king's safety (a pin and check test) |
    /// | [`make_legal`](Board::make_legal) | [`Board::legal_moves`], or one [`Board::is_legal`] accepted | none (asserted in debug builds) |
    ///
    /// # Errors
    ///
    /// [`MakeError::NotPseudoLegal`] when `mv` is no move of this position,
    /// [`MakeError::Illegal`] when it would leave the mover's king in check; the board
    /// is left as it was.
    ///
    /// ```
    /// use movegen::{Board, MakeError};
    /// let mut board = Board::default();
    /// let e4 = board.parse_move("e2e4").unwrap();
    /// let undo = board.make_move(e4).unwrap();
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// // The same move again is no move of this position.
    /// assert_eq!(board.make_move(e4), Err(MakeError::NotPseudoLegal));
    /// board.unmake_move(e4, undo);
    /// assert_eq!(board, Board::default());
    ///
    /// // Black's f-pawn is pinned by the bishop: f7f6 is pseudo-legal, not legal.
    /// let mut pinned: Board = "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
    /// let f6 = pinned.pseudo_legal_moves().into_iter().find(|mv| mv.to_string() == "f7f6").unwrap();
    /// assert_eq!(pinned.make_move(f6), Err(MakeError::Illegal));
    /// assert_eq!(pinned, "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap());
    /// ```
    #[inline]
    pub fn make_move<E: Encoding>(&mut self, mv: E) -> Result<Undo, MakeError> {
        if !self.is_pseudo_legal(mv) {
            return Err(MakeError::NotPseudoLegal);
        }
        self.make_pseudo_legal(mv)
    }

    /// Makes `mv`, which must be a move of this position that
    /// [`Board::generate_pseudo_legal`] produced: [`Board::make_move`] without the
    /// test that it is one (an engine's search and the encoding benchmark make their
    /// generated moves this way). Any other value leaves the board wrong (not unsound:
    /// a wrong position, never undefined behaviour); check a move from elsewhere with
    /// [`Board::is_pseudo_legal`], or make it with [`Board::make_move`].
    ///
    /// # Errors
    ///
    /// [`MakeError::Illegal`] when the move would leave the mover's king in check; the
    /// board is left as it was.
    #[inline]
    pub fn make_pseudo_legal<E: Encoding>(&mut self, mv: E) -> Result<Undo, MakeError> {
        let (from, to, special) = (mv.from(), mv.to(), mv.special());
        if !self.leaves_king_safe(self.king_safety(), from, to, special) {
            return Err(MakeError::Illegal);
        }
        Ok(self.apply(from, to, special))
    }

    /// The position after `mv`, a legal move of this one (as [`Board::make_legal`]
    /// takes it): copy-make in one call, for a search that keeps a board per ply
    /// instead of unmaking.
    ///
    /// # Panics
    ///
    /// As [`Board::make_legal`]: debug builds assert that `mv` is legal.
    ///
    /// ```
    /// use movegen::Board;
    /// let board = Board::default();
    /// let e4 = board.parse_move("e2e4").unwrap();
    /// let child = board.after(e4);
    /// assert_eq!(child.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// ```
    #[must_use]
    #[inline]
    pub fn after<E: Encoding>(&self, mv: E) -> Board {
        let mut child = *self;
        let _undo = child.make_legal(mv);
        child
    }

    /// Makes `mv`, a legal move of this position: one that [`Board::legal_moves`] (or
    /// [`Board::generate_legal`]) produced, or that [`Board::is_legal`] accepted.
    /// Nothing is tested again (neither that it is a move of the position, as
    /// [`Board::make_move`] tests, nor the king's safety, as
    /// [`Board::make_pseudo_legal`] tests). Take it back with [`Board::unmake_move`].
    ///
    /// # Panics
    ///
    /// Debug builds assert that `mv` is legal (a panic naming the position); in
    /// release any other value leaves the board wrong (a wrong position, never
    /// undefined behaviour).
    ///
    /// ```
    /// use movegen::Board;
    /// let mut board = Board::default();
    /// for mv in board.legal_moves() {
    ///     let undo = board.make_legal(mv);
    ///     assert_eq!(board.key(), board.compute_key());
    ///     board.unmake_move(mv, undo);
    /// }
    /// assert_eq!(board, Board::default());
    /// ```
    #[inline]
    pub fn make_legal<E: Encoding>(&mut self, mv: E) -> Undo {
        debug_assert!(self.is_legal(mv), "make_legal: not a legal move of {self}");
        self.apply(mv.from(), mv.to(), mv.special())
    }

    /// [`Board::make_legal`] without the key: for a search that reads no key (no
    /// transposition table, no repetition test), which saves the key's update, about a
    /// tenth of a make and unmake. Until [`Board::unmake_move`] takes the move back,
    /// the board's key ([`Board::key`]) is the position's before the move, and what is
    /// derived from it ([`Board::polyglot_key`], equality with other boards) is wrong;
    /// everything else
    /// (the pieces, the side to move, the rights, the en-passant square, the clocks,
    /// every generator, FEN) is the position after it. Unmake puts the key back with
    /// the rest. Without the `zobrist` feature it is [`Board::make_legal`].
    ///
    /// # Panics
    ///
    /// As [`Board::make_legal`]: debug builds assert that `mv` is legal.
    ///
    /// ```
    /// use movegen::Board;
    /// let mut board = Board::default();
    /// let e4 = board.parse_move("e2e4").unwrap();
    /// let undo = board.make_legal_keyless(e4);
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// assert_eq!(board.legal_moves().len(), 20);
    /// board.unmake_move(e4, undo);
    /// assert_eq!(board, Board::default()); // the key too
    /// ```
    #[inline]
    pub fn make_legal_keyless<E: Encoding>(&mut self, mv: E) -> Undo {
        debug_assert!(
            self.is_legal(mv),
            "make_legal_keyless: not a legal move of {self}"
        );
        self.apply_keyed::<false>(mv.from(), mv.to(), mv.special())
    }

    /// Plays a move on the board ([`play`]), returning what unmake needs. The move's
    /// [`Change`] is found once, and `play` compiled for each (on 32-bit Arm, where
    /// flash is counted, once for all). A plain move (special 0, most of them) is
    /// told first: it lands as itself, which its copies of `play` then know.
    #[inline(always)]
    pub(crate) fn apply(&mut self, from: Square, to: Square, special: u8) -> Undo {
        self.apply_keyed::<true>(from, to, special)
    }

    /// [`Board::apply`], keeping the key or not (`KEYED`; without the `zobrist`
    /// feature no key is kept either way).
    #[inline(always)]
    pub(crate) fn apply_keyed<const KEYED: bool>(
        &mut self,
        from: Square,
        to: Square,
        special: u8,
    ) -> Undo {
        let piece = self.mailbox[from.index()];
        if special == 0 || special > SPECIAL_CASTLE {
            let captured = self.mailbox[to.index()];
            let capture = !captured.is_empty();
            if cfg!(target_arch = "arm") {
                let landed = if special == 0 {
                    piece
                } else {
                    piece.with_kind_code(special)
                };
                let change = if capture {
                    Change::Capture
                } else if special == 0 && is_double_push(piece, from, to) {
                    Change::DoublePush
                } else {
                    Change::Quiet
                };
                return self
                    .apply_play::<KEYED>(Play::of(from, to, piece, landed)(change), captured);
            }
            if special != 0 {
                let m = Play::of(from, to, piece, piece.with_kind_code(special));
                return if capture {
                    self.apply_play::<KEYED>(m(Change::Capture), captured)
                } else {
                    self.apply_play::<KEYED>(m(Change::Quiet), captured)
                };
            }
            let m = Play::of(from, to, piece, piece);
            if capture {
                self.apply_play::<KEYED>(m(Change::Capture), captured)
            } else if is_double_push(piece, from, to) {
                self.apply_play::<KEYED>(m(Change::DoublePush), captured)
            } else {
                self.apply_play::<KEYED>(m(Change::Quiet), captured)
            }
        } else if special == SPECIAL_CASTLE {
            self.apply_play::<KEYED>(
                Play::of(from, to, piece, piece)(Change::Castle),
                Piece::EMPTY,
            )
        } else {
            debug_assert_eq!(special, SPECIAL_EN_PASSANT);
            let pawn = Piece::new(piece.color().flip(), Kind::Pawn);
            self.apply_play::<KEYED>(Play::of(from, to, piece, piece)(Change::EnPassant), pawn)
        }
    }

    /// Plays `m`, which takes `captured`, returning the undo record that takes it back.
    #[inline(always)]
    fn apply_play<const KEYED: bool>(&mut self, m: Play, captured: Piece) -> Undo {
        let undo = Undo {
            state: self.pos.state,
            captured,
            from: m.from,
            to: m.to,
            piece: m.piece,
            change: m.change,
        };
        let mut writes = BoardWrites::<KEYED> {
            mailbox: &mut self.mailbox,
        };
        play(&mut self.pos, &self.castling, m, &mut writes);
        undo
    }

    /// Takes back `mv`, the last move made, with the `undo` record its make returned,
    /// restoring everything exactly: pieces, mailbox, castling rights, en-passant
    /// square, clocks and key. (A null move is taken back by
    /// [`Board::unmake_null_move`].)
    ///
    /// # Panics
    ///
    /// Debug builds assert that `undo` is the record of `mv` (its squares); in release
    /// another record, or a move that is not the last made, leaves the board wrong (a
    /// wrong position, never undefined behaviour). A [`Game`](crate::Game) keeps the
    /// records for you.
    ///
    /// ```
    /// use movegen::Board;
    /// let mut board = Board::default();
    /// let mut line = Vec::new();
    /// for uci in ["e2e4", "d7d5", "e4d5"] {
    ///     let mv = board.parse_move(uci).unwrap();
    ///     line.push((mv, board.make_move(mv).unwrap()));
    /// }
    /// for &(mv, undo) in line.iter().rev() {
    ///     board.unmake_move(mv, undo);
    /// }
    /// assert_eq!(board, Board::default());
    /// ```
    #[inline(always)]
    pub fn unmake_move<E: Encoding>(&mut self, mv: E, undo: Undo) {
        debug_assert!(
            (undo.from, undo.to) == (mv.from(), mv.to()),
            "unmake_move: the undo record is of {}{}, not of {mv}",
            undo.from,
            undo.to
        );
        // The record names the move's squares, piece and change: what it landed as is
        // on its destination (the king, for castling).
        let landed = self.mailbox[undo.to.index()];
        let m = Play::of(undo.from, undo.to, undo.piece, landed);
        // Compiled for each change, as `apply` is (once on 32-bit Arm). A quiet move and
        // a double push differ in nothing that is taken back.
        match undo.change {
            _ if cfg!(target_arch = "arm") => self.unmake_play(m(undo.change), undo),
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
                    self.pos.by_piece[undo.captured.slot()] ^= to.bb();
                    self.pos.by_color[us.flip().index()] ^= to.bb();
                }
                self.mailbox[to.index()] = undo.captured;
                self.mailbox[from.index()] = m.piece;
            }
        }
        self.pos.state = undo.state;
    }
}

/// Whether `piece` going from `from` to `to` is a pawn's push of two squares.
#[inline(always)]
fn is_double_push(piece: Piece, from: Square, to: Square) -> bool {
    piece.is(Kind::Pawn) && from.to_u8().abs_diff(to.to_u8()) == 16
}

/// What a board keeps beyond its [`Position`]: the mailbox (the clocks are the
/// position's, and so is the key, kept with the `zobrist` feature when `KEYED`).
struct BoardWrites<'a, const KEYED: bool> {
    mailbox: &'a mut [Piece; 64],
}

impl<const KEYED: bool> Writes for BoardWrites<'_, KEYED> {
    const KEYED: bool = KEYED && cfg!(feature = "zobrist");
    const EP_ALWAYS: bool = true;

    #[inline(always)]
    fn take(&mut self, pos: &mut Position, sq: Square, them: Color) -> Piece {
        let taken = self.mailbox[sq.index()];
        pos.by_piece[taken.slot()] ^= sq.bb();
        pos.by_color[them.index()] ^= sq.bb();
        taken
    }

    #[inline(always)]
    fn set(&mut self, sq: Square, piece: Piece) {
        self.mailbox[sq.index()] = piece;
    }

    #[inline(always)]
    fn tick(&mut self, pos: &mut Position, irreversible: bool, us: Color) {
        pos.state.halfmove = if irreversible {
            0
        } else {
            pos.state.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            pos.state.fullmove = pos.state.fullmove.saturating_add(1);
        }
    }
}
