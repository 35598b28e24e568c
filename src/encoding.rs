//! How a move is stored: the [`Encoding`] trait that the generator, make/unmake and
//! perft are generic over, and the move list they fill.
//!
//! Every encoding can store a move's origin, destination and *special* field. The
//! special field follows the [`ShiftMask`] convention: it holds a piece code, the
//! promoted piece for a promotion, the mover's pawn for an en-passant capture, the
//! mover's king for castling, and 0 otherwise. Encodings may also carry the moving and
//! the captured piece; the board reads them from its mailbox either way, and its undo
//! stack keeps what a move does not carry.

use core::fmt;
use core::str::FromStr;

use crate::types::{Color, Kind, Piece, Square};

/// Implements `Display` (UCI text) and `FromStr` (UCI text: squares and promotion, no
/// pieces, packed as a move that captures nothing) for an [`Encoding`].
macro_rules! uci_text {
    ($ty:ty) => {
        impl core::fmt::Display for $ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                $crate::encoding::write_uci(f, self.from(), self.to(), self.promotion())
            }
        }

        impl core::str::FromStr for $ty {
            type Err = $crate::encoding::ParseMoveError;

            /// Reads UCI text: squares and promotion only. Text does not say what moves
            /// or what is taken: [`Board::parse_move`](crate::Board::parse_move) returns
            /// the position's move with every field.
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                let m: $crate::encoding::UciMove = s.parse()?;
                let empty = $crate::types::Piece::EMPTY;
                Ok(<$ty as $crate::encoding::Encoding>::pack(
                    m.from,
                    m.to,
                    empty,
                    empty,
                    m.promotion,
                ))
            }
        }
    };
}

pub mod bitfield;
pub mod byte_union;
pub mod packed16;
pub mod shift_mask;

pub use bitfield::Bitfield;
pub use byte_union::ByteUnion;
pub use packed16::Packed16;
pub use shift_mask::ShiftMask;

/// Something done once for each encoding, generically: [`for_each_encoding`] calls
/// [`visit`](EncodingVisitor::visit) with every encoding of [`ENCODINGS`].
///
/// ```
/// use movegen::{Encoding, EncodingVisitor, for_each_encoding};
/// struct Names(Vec<&'static str>);
/// impl EncodingVisitor for Names {
///     fn visit<E: Encoding>(&mut self) {
///         self.0.push(E::NAME);
///     }
/// }
/// let mut names = Names(Vec::new());
/// for_each_encoding(&mut names);
/// assert_eq!(names.0, movegen::ENCODINGS);
/// ```
pub trait EncodingVisitor {
    /// Called once for each encoding `E`, in the order of [`ENCODINGS`].
    fn visit<E: Encoding>(&mut self);
}

/// Declares the one list of encodings: [`ENCODINGS`] (their names) and
/// [`for_each_encoding`] (their types) both come from it.
macro_rules! encodings {
    ($($ty:ident),+ $(,)?) => {
        /// The name ([`Encoding::NAME`]) of every encoding of the crate, in the order
        /// benchmarks, reports and tests list them. A new encoding is its own file under
        /// `src/encoding/` plus one entry in the list that declares this (and a test
        /// fails when an encoding is left out of it).
        pub const ENCODINGS: [&str; [$(stringify!($ty)),+].len()] =
            [$(<$ty as Encoding>::NAME),+];

        /// Calls `visitor` once with every encoding of [`ENCODINGS`], in that order.
        pub fn for_each_encoding(visitor: &mut impl EncodingVisitor) {
            $(visitor.visit::<$ty>();)+
        }
    };
}

encodings!(ShiftMask, ByteUnion, Bitfield, Packed16);

/// The special-field kind code of an en-passant capture (the pawn's kind).
pub const SPECIAL_EN_PASSANT: u8 = Kind::Pawn as u8;
/// The special-field kind code of castling (the king's kind).
pub const SPECIAL_CASTLE: u8 = Kind::King as u8;

/// A way of storing a move. The generator, [`Board::make_move`](crate::Board::make_move)
/// and perft are generic over it, so the same code runs with each encoding.
pub trait Encoding:
    Copy + Eq + Default + fmt::Debug + fmt::Display + FromStr<Err = ParseMoveError>
{
    /// A short name, used by the benchmarks and reports: the name of the file under
    /// `src/encoding/` that defines the encoding.
    const NAME: &'static str;

    /// Packs a move. `piece` moves from `from` to `to` and takes `captured`
    /// ([`Piece::EMPTY`] for none; the captured pawn for en passant); `special` is the
    /// special field: the promoted piece, the mover's pawn for en passant, the
    /// mover's king for castling, or [`Piece::EMPTY`].
    fn pack(from: Square, to: Square, piece: Piece, captured: Piece, special: Piece) -> Self;

    /// The origin square.
    fn from(self) -> Square;

    /// The destination square (the king's for castling).
    fn to(self) -> Square;

    /// The kind code of the special field: 0 for an ordinary move,
    /// [`SPECIAL_EN_PASSANT`], [`SPECIAL_CASTLE`], or the promoted [`Kind`]'s code.
    fn special(self) -> u8;

    /// The moving piece, if this encoding carries it.
    fn piece(self) -> Option<Piece>;

    /// The captured piece ([`Piece::EMPTY`] for none), if this encoding carries it.
    fn captured(self) -> Option<Piece>;

    /// Whether the move takes a piece (en passant included).
    fn is_capture(self) -> bool;

    /// Whether the move castles.
    fn is_castle(self) -> bool {
        self.special() == SPECIAL_CASTLE
    }

    /// Whether the move takes en passant.
    fn is_en_passant(self) -> bool {
        self.special() == SPECIAL_EN_PASSANT
    }

    /// Whether the move promotes a pawn.
    fn is_promotion(self) -> bool {
        self.special() > SPECIAL_CASTLE
    }

    /// Whether the move is a pawn's two-square advance.
    fn is_double_push(self) -> bool;

    /// The kind promoted to, if this is a promotion.
    fn promotion(self) -> Option<Kind> {
        if self.is_promotion() {
            Kind::from_code(self.special())
        } else {
            None
        }
    }
}

/// Writes a move as UCI text: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
pub(crate) fn write_uci(
    f: &mut fmt::Formatter<'_>,
    from: Square,
    to: Square,
    promotion: Option<Kind>,
) -> fmt::Result {
    write!(f, "{from}{to}")?;
    if let Some(kind) = promotion {
        fmt::Write::write_char(f, kind.letter())?;
    }
    Ok(())
}

/// A move read from UCI text alone: squares and promotion, no pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciMove {
    /// Origin.
    pub from: Square,
    /// Destination.
    pub to: Square,
    /// Promoted piece (coloured by the destination rank: rank 8 white, rank 1 black).
    pub promotion: Piece,
}

/// Why a string is not a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Not four or five characters.
    Length,
    /// The first two characters are not a square.
    From,
    /// Characters three and four are not a square.
    To,
    /// The fifth character is not `q`, `r`, `b` or `n`.
    Promotion,
    /// A promotion whose destination is not on the first or last rank.
    PromotionRank,
    /// Origin and destination are the same square.
    SameSquare,
    /// Well formed, but not a legal move in the position it was read against.
    Illegal,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseMoveError::Length => "a UCI move has 4 or 5 characters, such as e2e4 or e7e8q",
            ParseMoveError::From => "the origin (characters 1-2) is not a square a1-h8",
            ParseMoveError::To => "the destination (characters 3-4) is not a square a1-h8",
            ParseMoveError::Promotion => "the promotion (character 5) is not q, r, b or n",
            ParseMoveError::PromotionRank => "a promotion must end on the first or last rank",
            ParseMoveError::SameSquare => "origin and destination are the same square",
            ParseMoveError::Illegal => "not a legal move in this position",
        })
    }
}

impl core::error::Error for ParseMoveError {}

impl FromStr for UciMove {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        if !(4..=5).contains(&b.len()) || !s.is_ascii() {
            return Err(ParseMoveError::Length);
        }
        let from: Square = s[0..2].parse().map_err(|_| ParseMoveError::From)?;
        let to: Square = s[2..4].parse().map_err(|_| ParseMoveError::To)?;
        if from == to {
            return Err(ParseMoveError::SameSquare);
        }
        let promotion = match b.get(4) {
            None => Piece::EMPTY,
            Some(&c) => {
                let kind = match c {
                    b'q' => Kind::Queen,
                    b'r' => Kind::Rook,
                    b'b' => Kind::Bishop,
                    b'n' => Kind::Knight,
                    _ => return Err(ParseMoveError::Promotion),
                };
                let color = match to.rank() {
                    7 => Color::White,
                    0 => Color::Black,
                    _ => return Err(ParseMoveError::PromotionRank),
                };
                Piece::new(color, kind)
            }
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }
}

/// The most moves a [`MoveList`] holds.
///
/// No position has more than 218 legal moves, but a pseudo-legal list also holds
/// moves that leave the king in check. [`Board`](crate::Board) accepts at most 16
/// pieces a side, so the list never holds more than one king's 8 steps and 2 castlings
/// plus 15 pieces' moves, each at most a queen's 27 (a pawn has at most 12: three
/// destinations times four promotions): 10 + 15 * 27 = 415 moves, rounded up to 416.
pub const MAX_MOVES: usize = 416;

/// A fixed-capacity list of moves: no allocation.
#[derive(Clone)]
pub struct MoveList<E> {
    moves: [E; MAX_MOVES],
    len: usize,
}

impl<E: Encoding> MoveList<E> {
    /// An empty list.
    #[inline(always)]
    pub fn new() -> Self {
        MoveList {
            moves: [E::default(); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move. The capacity is never exceeded for a [`Board`](crate::Board)
    /// (see [`MAX_MOVES`]).
    #[inline(always)]
    pub fn push(&mut self, mv: E) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Removes every move.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` returns true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&E) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let mv = self.moves[i];
            if keep(&mv) {
                self.moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl<E: Encoding> Default for MoveList<E> {
    fn default() -> Self {
        Self::new()
    }
}

impl<E> core::ops::Deref for MoveList<E> {
    type Target = [E];

    #[inline(always)]
    fn deref(&self) -> &[E] {
        &self.moves[..self.len]
    }
}

impl<E: fmt::Debug> fmt::Debug for MoveList<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.moves[..self.len]).finish()
    }
}

impl<'a, E> IntoIterator for &'a MoveList<E> {
    type Item = &'a E;
    type IntoIter = core::slice::Iter<'a, E>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves[..self.len].iter()
    }
}
