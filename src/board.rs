//! The [`Board`]: the position's state (bitboards, mailbox, side to move, castling
//! rights, en-passant square, clocks) with its undo stack, and what reads it.

use core::fmt;

use crate::castling::Castling;
use crate::types::{Bitboard, Color, Kind, Piece, Square};
use crate::zobrist::Key;

/// The deepest line of moves a board can make before unmaking: the size of its undo
/// stack. [`Board::make_move`] refuses a move when the stack is full;
/// [`Board::clear_history`] empties it for games that go on longer.
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

/// What the generators read of a position: the bitboards, the side to move, the
/// castling rights and the en-passant square (with the position's Zobrist key), small enough for the legal perft to copy
/// for each child instead of making and unmaking (the [`Board`] adds the mailbox, the
/// clocks and the undo stack).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Position {
    pub(crate) by_piece: [Bitboard; 16],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) occupied: Bitboard,
    pub(crate) side: Color,
    pub(crate) castling: u8,
    pub(crate) ep: Option<Square>,
    /// The Zobrist key (Polyglot's), kept up to date by make, unmake and copy-make.
    pub(crate) key: Key,
}

impl Position {
    /// The squares holding `color`'s pieces of `kind`.
    #[inline(always)]
    pub(crate) fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.by_piece[Piece::new(color, kind).code() as usize]
    }

    /// The square of `color`'s king.
    #[inline(always)]
    pub(crate) fn king(&self, color: Color) -> Square {
        self.pieces(color, Kind::King).lsb()
    }
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

/// The FEN of the standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Default for Board {
    /// The standard starting position.
    fn default() -> Board {
        Board::from_fen(START_FEN).expect("the start position is valid")
    }
}

impl Board {
    pub(crate) fn empty() -> Board {
        Board {
            pos: Position {
                by_piece: [Bitboard::EMPTY; 16],
                by_color: [Bitboard::EMPTY; 2],
                occupied: Bitboard::EMPTY,
                side: Color::White,
                castling: 0,
                ep: None,
                key: Key::NONE,
            },
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
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Piece {
        self.mailbox[sq.index()]
    }

    /// The squares holding `color`'s pieces of `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.pos.pieces(color, kind)
    }

    /// The squares holding `color`'s pieces.
    #[inline(always)]
    pub fn color(&self, color: Color) -> Bitboard {
        self.pos.by_color[color.index()]
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.pos.occupied
    }

    /// The side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.pos.side
    }

    /// The en-passant target square, if the last move was a double pawn push.
    pub fn en_passant(&self) -> Option<Square> {
        self.pos.ep
    }

    /// The castling rights as the letters of X-FEN in `KQkq` order (`K` for the
    /// outermost rook on the king's side, a file letter such as `G` for an inner one;
    /// in standard chess always `KQkq`), nothing when there is none.
    pub fn castling_rights(&self) -> impl Iterator<Item = char> + '_ {
        self.castling_letters(false)
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
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        self.pos.king(color)
    }

    /// Forgets the undo information of every move made so far, keeping the position:
    /// for games longer than [`MAX_PLY`] moves that are never taken back.
    pub fn clear_history(&mut self) {
        self.ply = 0;
    }

    /// How many made moves can still be unmade.
    pub fn history_len(&self) -> usize {
        self.ply
    }
}
