//! The [`Board`]: the position's state (bitboards, mailbox, side to move, castling
//! rights, en-passant square, clocks) with its undo stack, and what reads it.

use core::fmt;

use crate::castling::{BITS, Castling};
use crate::position::Position;
use crate::types::{Bitboard, Color, Kind, Piece, Square};
use crate::zobrist::Key;

/// The deepest line of moves a board can make before unmaking: the size of its undo
/// stack. [`Board::make_move`] refuses a move when the stack is full;
/// [`Board::trim_history`] keeps only what repetition needs of it, and
/// [`Board::clear_history`] empties it, for games that go on longer.
pub const MAX_PLY: usize = 256;

/// What a move changes that it does not carry itself, kept to unmake it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Undo {
    pub captured: Piece,
    pub castling: u8,
    pub ep: Option<Square>,
    pub halfmove: u16,
    /// The key before the move: restored by unmake, and the history that threefold
    /// repetition is judged from.
    pub key: Key,
}

/// A chess position with its undo stack.
///
/// Bitboards per piece code and per colour, plus a 64-square mailbox, side to move,
/// castling rights, en-passant square, halfmove clock and fullmove number. Parse one
/// from FEN with [`Board::from_fen`] or [`str::parse`]; `Display` prints the FEN.
///
/// ```
/// use movegen::Board;
/// let board = Board::default();
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// let kiwipete: Board =
///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(kiwipete.perft(2), 2039);
/// ```
///
/// Equality compares the position only (pieces, side, rights and the rooks they
/// name, en-passant square, clocks), not the undo stack or the way castling moves
/// are written ([`Board::chess960`]).
#[derive(Clone)]
pub struct Board {
    pub(crate) pos: Position,
    /// The castling rooks and what follows from them, set when the FEN is read.
    pub(crate) castling: Castling,
    pub(crate) mailbox: [Piece; 64],
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u16,
    pub(crate) history: [Undo; MAX_PLY],
    pub(crate) ply: usize,
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.pos == other.pos
            && self.castling.same_rooks(&other.castling, self.pos.castling)
            && self.mailbox == other.mailbox
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
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
            halfmove: 0,
            fullmove: 1,
            history: [Undo::default(); MAX_PLY],
            ply: 0,
        }
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let bb = sq.bb();
        self.pos.by_piece[piece.code() as usize] |= bb;
        self.pos.by_color[piece.color().index()] |= bb;
        self.pos.occupied |= bb;
        self.mailbox[sq.index()] = piece;
    }

    /// The piece on `sq` ([`Piece::EMPTY`] if none).
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Piece {
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
        self.pos.side
    }

    /// The en-passant target square, if the last move was a double pawn push.
    pub fn en_passant(&self) -> Option<Square> {
        self.pos.ep
    }

    /// Halfmoves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The fullmove number, starting at 1 and increased after each black move.
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.pos.king(color)
    }

    /// Forgets the undo information of every move made so far, keeping the position:
    /// for games longer than [`MAX_PLY`] moves that are never taken back.
    pub fn clear_history(&mut self) {
        self.ply = 0;
    }

    /// Forgets the undo information of the moves that repetition can no longer use:
    /// those before the last capture or pawn move (more than [`Board::halfmove_clock`]
    /// plies ago). The last `halfmove_clock` moves are kept, and so
    /// [`Board::is_repetition`] and [`Board::is_threefold_repetition`] answer as
    /// before, and those moves can still be unmade. For a game longer than
    /// [`MAX_PLY`] plies: trimmed before each search, or whenever the undo stack is
    /// full, it keeps fewer than 150 entries in a game played to FIDE's rules (the
    /// 75-move rule ends it at 150 plies without a capture or pawn move). With a
    /// halfmove clock of [`MAX_PLY`] or more, nothing is forgotten.
    ///
    /// ```
    /// use movegen::{Board, MAX_PLY, Move};
    /// fn play(board: &mut Board, uci: &str) {
    ///     if board.history_len() == MAX_PLY {
    ///         board.trim_history(); // keeps the moves since the last pawn move
    ///     }
    ///     let mv: Move = board.parse_move(uci).unwrap();
    ///     board.make_move(mv).unwrap();
    /// }
    /// let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    /// let mut board = Board::default();
    /// // 272 plies: the knights out and back eight times, then a pawn move each.
    /// for round in 0..8 {
    ///     for uci in shuffle.repeat(8) {
    ///         play(&mut board, uci);
    ///     }
    ///     let file = ['a', 'b', 'c', 'h'][round % 4];
    ///     let (white, black) = if round < 4 { ((2, 3), (7, 6)) } else { ((3, 4), (6, 5)) };
    ///     play(&mut board, &format!("{file}{}{file}{}", white.0, white.1));
    ///     play(&mut board, &format!("{file}{}{file}{}", black.0, black.1));
    /// }
    /// // Trimmed once, at ply 256, 18 plies after a pawn move: 18 + 16 kept.
    /// assert_eq!(board.history_len(), 34);
    /// for uci in shuffle {
    ///     play(&mut board, uci);
    /// }
    /// assert!(board.is_repetition());
    /// ```
    pub fn trim_history(&mut self) {
        let keep = self.ply.min(usize::from(self.halfmove));
        self.history.copy_within(self.ply - keep..self.ply, 0);
        self.ply = keep;
    }

    /// How many made moves can still be unmade.
    pub fn history_len(&self) -> usize {
        self.ply
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
            .filter(|&i| self.pos.castling & BITS[i] != 0)
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

#[cfg(feature = "zobrist")]
#[cfg_attr(docsrs, doc(cfg(feature = "zobrist")))]
impl Board {
    /// The position's Zobrist key: the key of the Polyglot opening-book format, so that
    /// it finds the position in a Polyglot book. Kept up to date by every move made and
    /// unmade, at the cost of a few instructions per move; equal to
    /// [`Board::compute_key`]. Castling rights are hashed as Polyglot's four (short and
    /// long for each side, also in Chess960), and the en-passant file only when a pawn of
    /// the side to move could take there.
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let mut board = Board::default();
    /// assert_eq!(board.key(), 0x463b_9618_1691_fc9c); // Polyglot's start position
    /// let e4: Move = board.parse_move("e2e4").unwrap();
    /// board.make_move(e4).unwrap();
    /// assert_eq!(board.key(), 0x823c_9b50_fd11_4196);
    /// board.unmake_move(e4);
    /// assert_eq!(board.key(), Board::default().key());
    /// ```
    #[inline]
    pub fn key(&self) -> u64 {
        self.pos.key.0
    }

    /// The Zobrist key computed from scratch (from every piece, the castling rights, the
    /// en-passant square and the side to move), the slow reference for [`Board::key`].
    ///
    /// ```
    /// use movegen::Board;
    /// let board: Board = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(board.compute_key(), board.key());
    /// ```
    pub fn compute_key(&self) -> u64 {
        self.pos.compute_key().0
    }
}
