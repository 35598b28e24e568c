//! The [`Board`]: the position's state (bitboards, mailbox, side to move, castling
//! rights, en-passant square, clocks) with its undo stack, and what reads it.

use core::fmt;

use crate::castling::{BITS, Castling};
use crate::play::Change;
use crate::position::{Position, State};
use crate::types::{Bitboard, Color, Kind, Piece, Square};

/// What a move changes that it does not carry itself: what
/// [`Board::make_move`] returns, for [`Board::unmake_move`] to take the move back.
///
/// The caller keeps it (on its own stack, as a search does, or in a [`Game`](crate::Game),
/// which keeps the game's), so that a [`Board`] is a position alone, small and `Copy`.
/// An undo record is for the move it was returned with, on the board it was made on:
/// debug builds assert it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[must_use = "the record is what takes the move back (`unmake_move`)"]
pub struct Undo {
    /// The position's state before the move (side, rights, en-passant square, clocks
    /// and key), put back whole by unmake. Its key is also the history that threefold
    /// repetition is judged from.
    pub(crate) state: State,
    pub(crate) captured: Piece,
    /// The move's origin and destination (the same for a null move, which is a1a1).
    pub(crate) from: Square,
    pub(crate) to: Square,
    /// The piece that moved (the pawn, for a promotion): with the squares and the
    /// change, all that unmake reads of the move, so that it decodes nothing again.
    pub(crate) piece: Piece,
    /// What else the move did.
    pub(crate) change: Change,
}

/// A chess position: `Copy`, 256 bytes.
///
/// Bitboards per piece code and per colour, plus a 64-square mailbox, side to move,
/// castling rights (with the rooks they name), en-passant square, halfmove clock and
/// fullmove number. Parse one from FEN with [`Board::from_fen`] or [`str::parse`];
/// `Display` prints the FEN. A board holds no history: [`Board::make_move`] returns
/// the [`Undo`] record that takes the move back, and a [`Game`](crate::Game) keeps a
/// board with the game's moves (for threefold repetition and taking moves back).
///
/// ```
/// use movegen::Board;
/// let board = Board::default();
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// let kiwipete: Board =
///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(kiwipete.perft(2), 2039);
/// let copy = kiwipete; // a position is a plain value
/// assert_eq!(copy, kiwipete);
/// assert!(core::mem::size_of::<Board>() <= 256);
/// ```
///
/// Equality compares the position (pieces, side, rights and the rooks they name,
/// en-passant square, clocks), not the way castling moves are written
/// ([`Board::chess960`]).
#[derive(Clone, Copy)]
pub struct Board {
    pub(crate) pos: Position,
    pub(crate) mailbox: [Piece; 64],
    /// The castling rooks and what follows from them, set when the FEN is read.
    pub(crate) castling: Castling,
}

/// Four cache lines at most: a copy-make search copies the board at every node.
const _: () = assert!(core::mem::size_of::<Board>() <= 256);

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.pos == other.pos
            && self
                .castling
                .same_rooks(&other.castling, self.pos.state.castling)
            && self.mailbox == other.mailbox
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\"{self}\")")
    }
}

impl Board {
    pub(crate) fn empty() -> Board {
        Board {
            pos: Position::EMPTY,
            castling: Castling::STANDARD,
            mailbox: [Piece::EMPTY; 64],
        }
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let bb = sq.bb();
        self.pos.by_piece[piece.slot()] |= bb;
        self.pos.by_color[piece.color().index()] |= bb;
        self.pos.occupied |= bb;
        self.mailbox[sq.index()] = piece;
    }

    /// The piece on `sq`, if any.
    ///
    /// ```
    /// use movegen::{Board, Color, Kind, Piece, Square};
    /// let board = Board::default();
    /// assert_eq!(board.piece_at(Square::G1), Some(Piece::new(Color::White, Kind::Knight)));
    /// assert_eq!(board.piece_at(Square::E4), None);
    /// ```
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.mailbox[sq.index()].some()
    }

    /// The piece on `sq`, [`Piece::EMPTY`] if none: the mailbox as the code reads it.
    #[inline(always)]
    pub(crate) fn piece_on(&self, sq: Square) -> Piece {
        self.mailbox[sq.index()]
    }

    /// The squares holding `color`'s pieces of `kind`.
    #[inline]
    pub fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.pos.pieces(color, kind)
    }

    /// The squares holding `color`'s pieces.
    #[inline]
    pub fn color(&self, color: Color) -> Bitboard {
        self.pos.by_color[color.index()]
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.pos.occupied
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.pos.state.side
    }

    /// The en-passant target square, if the last move was a double pawn push.
    pub fn en_passant(&self) -> Option<Square> {
        self.pos.state.ep
    }

    /// Halfmoves since the last capture or pawn move. It stops at 65,535 (a FEN with
    /// more is refused); a [`Game`](crate::Game) never gets there, the 75-move rule
    /// ending it at 150.
    pub fn halfmove_clock(&self) -> u16 {
        self.pos.state.halfmove
    }

    /// The fullmove number, starting at 1 and increased after each black move. It
    /// stops at 65,535 (a FEN with more is refused; no game reaches it under the
    /// 75-move rule); an unmake puts back the number the move found.
    pub fn fullmove_number(&self) -> u16 {
        self.pos.state.fullmove
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.pos.king(color)
    }
}

impl Board {
    /// The rook square a castling move to `king_to` takes the rook from: the square
    /// UCI names in Chess960 (king takes rook, `e1h1`).
    pub(crate) fn castling_rook_square(&self, king_to: Square) -> Square {
        self.castling.rook_move(king_to).0
    }

    /// The rooks the castling rights name, in the order of
    /// [`Board::castling_rights`] (white's king side, white's queen side, then
    /// black's).
    ///
    /// ```
    /// use movegen::{Board, Square};
    /// let board: Board = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w Kq - 0 1".parse().unwrap();
    /// let rooks: Vec<String> = board.castling_rooks().map(|sq| sq.to_string()).collect();
    /// assert_eq!(rooks, ["g1", "b8"]);
    /// ```
    pub fn castling_rooks(&self) -> impl Iterator<Item = Square> + '_ {
        (0..4)
            .filter(|&i| self.pos.state.castling & BITS[i] != 0)
            .map(|i| self.castling.rook[i])
    }

    /// Whether castling moves are written king-takes-rook (`e1h1`), as in Chess960,
    /// rather than as the king's move (`e1g1`). Reading a FEN sets it when the
    /// castling field uses file letters (X-FEN for an inner rook, Shredder-FEN) or
    /// when a castling king or rook stands elsewhere than in standard chess.
    /// [`Board::parse_move`] reads both forms either way.
    ///
    /// ```
    /// use movegen::Board;
    /// assert!(!Board::default().chess960());
    /// let c960: Board = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    ///     .parse()
    ///     .unwrap();
    /// assert!(c960.chess960());
    /// assert_eq!(c960.to_string(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    /// assert_eq!(c960.to_shredder_fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    /// ```
    pub fn chess960(&self) -> bool {
        self.castling.chess960
    }

    /// Chooses how castling moves are written: king-takes-rook (`e1h1`, Chess960) or
    /// the king's move (`e1g1`, standard chess). Nothing else changes: the castling
    /// rooks are those the FEN named.
    pub fn set_chess960(&mut self, chess960: bool) {
        self.castling.chess960 = chess960;
    }
}
