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

use crate::types::{Kind, Piece, Square};

/// Implements `Display` (UCI text) for an [`Encoding`], and with the `serde` feature
/// serde's `Serialize` through it. A move is not read from text alone (text does not
/// say what moves or what is taken): [`Board::parse_move`](crate::Board::parse_move)
/// reads the position's move, and [`UciMove`](crate::UciMove) is the text by itself.
macro_rules! uci_text {
    ($ty:ty) => {
        impl core::fmt::Display for $ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                $crate::types::write_uci(f, self.from(), self.to(), self.promotion())
            }
        }

        // With the `serde` feature: as the same UCI text (read back through a board).
        #[cfg(feature = "serde")]
        $crate::serde_text::as_text!(serialize $ty, $crate::encoding::serialize_move);
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

pub mod list;
mod move_type;

pub use move_type::MoveType;

/// Serializes a move as its UCI text, refusing one whose origin is its destination (a
/// Chess960 castling move whose king does not move: see `serde_text.rs`).
#[cfg(feature = "serde")]
pub(crate) fn serialize_move<E, S>(mv: &E, s: S) -> Result<S::Ok, S::Error>
where
    E: Encoding,
    S: serde::Serializer,
{
    if mv.from() == mv.to() {
        return Err(serde::ser::Error::custom(
            "a Chess960 castling move whose king does not move has no UCI text without \
             its board: serialize Board::to_uci's text",
        ));
    }
    crate::serde_text::serialize(mv, s)
}

/// The special-field kind code of an en-passant capture (the pawn's kind).
pub const SPECIAL_EN_PASSANT: u8 = Kind::Pawn.code();
/// The special-field kind code of castling (the king's kind).
pub const SPECIAL_CASTLE: u8 = Kind::King.code();

/// A way of storing a move. The generator, [`Board::make_move`](crate::Board::make_move)
/// and perft are generic over it, so the same code runs with each encoding.
///
/// An encoding is a plain value, so it is `'static`: code generic over it (the
/// instruction-count benchmark) can hold it behind a trait object.
pub trait Encoding: Copy + Eq + Default + fmt::Debug + fmt::Display + 'static {
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

    /// What the move does beyond carrying its piece: its special field, read with
    /// whether it captures and whether it is a double push. For a value that no
    /// generator packs (see [`Board::is_pseudo_legal`](crate::Board::is_pseudo_legal))
    /// a special field naming no kind reads as [`MoveType::Quiet`].
    ///
    /// ```
    /// use movegen::{Board, Encoding, MoveType, Packed16};
    /// let board = Board::default();
    /// let e4 = board.parse_move("e2e4").unwrap();
    /// let nf3 = board.parse_move_as::<Packed16>("g1f3").unwrap();
    /// assert_eq!((e4.move_type(), nf3.move_type()), (MoveType::DoublePush, MoveType::Quiet));
    /// ```
    #[inline(always)]
    fn move_type(self) -> MoveType {
        match MoveType::from_special(self.special(), self.is_capture(), self.is_double_push()) {
            Some(move_type) => move_type,
            None => MoveType::Quiet,
        }
    }

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

    /// The kind of the moving piece, if this encoding carries it (`None` otherwise:
    /// [`Board::piece_at`](crate::Board::piece_at) of [`Encoding::from`] says).
    fn piece_kind(self) -> Option<Kind> {
        self.piece().and_then(Piece::kind)
    }

    /// The kind of the captured piece: `None` for a move that takes nothing, and for
    /// an encoding that does not carry it (`Packed16`: then the board's piece on the
    /// destination, or a pawn for [`Encoding::is_en_passant`]). No sentinel piece.
    ///
    /// ```
    /// use movegen::{Board, Kind};
    /// let board: Board = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(board.parse_move("e4d5").unwrap().captured_kind(), Some(Kind::Pawn));
    /// assert_eq!(board.parse_move("e4e5").unwrap().captured_kind(), None);
    /// ```
    fn captured_kind(self) -> Option<Kind> {
        self.captured().and_then(Piece::kind)
    }
}

/// The questions of [`Encoding`] as inherent methods of an encoding, so that a move's
/// `from()`, `to()` and the rest need no trait in scope (the trait's methods stay, for
/// code generic over the encoding).
macro_rules! move_questions {
    ($ty:ty) => {
        /// The questions of [`Encoding`](crate::Encoding), callable with no import.
        impl $ty {
            /// The origin square ([`Encoding::from`](crate::Encoding::from)).
            #[inline(always)]
            pub fn from(self) -> $crate::Square {
                <Self as $crate::Encoding>::from(self)
            }

            /// The destination square, the king's for castling
            /// ([`Encoding::to`](crate::Encoding::to)).
            #[inline(always)]
            pub fn to(self) -> $crate::Square {
                <Self as $crate::Encoding>::to(self)
            }

            /// The move's type ([`Encoding::move_type`](crate::Encoding::move_type)).
            #[inline(always)]
            pub fn move_type(self) -> $crate::MoveType {
                <Self as $crate::Encoding>::move_type(self)
            }

            /// The kind promoted to, if a promotion
            /// ([`Encoding::promotion`](crate::Encoding::promotion)).
            #[inline(always)]
            pub fn promotion(self) -> Option<$crate::Kind> {
                <Self as $crate::Encoding>::promotion(self)
            }

            /// Whether the move takes a piece, en passant included
            /// ([`Encoding::is_capture`](crate::Encoding::is_capture)).
            #[inline(always)]
            pub fn is_capture(self) -> bool {
                <Self as $crate::Encoding>::is_capture(self)
            }

            /// Whether the move castles ([`Encoding::is_castle`](crate::Encoding::is_castle)).
            #[inline(always)]
            pub fn is_castle(self) -> bool {
                <Self as $crate::Encoding>::is_castle(self)
            }

            /// Whether the move takes en passant
            /// ([`Encoding::is_en_passant`](crate::Encoding::is_en_passant)).
            #[inline(always)]
            pub fn is_en_passant(self) -> bool {
                <Self as $crate::Encoding>::is_en_passant(self)
            }

            /// Whether the move promotes a pawn
            /// ([`Encoding::is_promotion`](crate::Encoding::is_promotion)).
            #[inline(always)]
            pub fn is_promotion(self) -> bool {
                <Self as $crate::Encoding>::is_promotion(self)
            }

            /// Whether the move is a pawn's two-square advance
            /// ([`Encoding::is_double_push`](crate::Encoding::is_double_push)).
            #[inline(always)]
            pub fn is_double_push(self) -> bool {
                <Self as $crate::Encoding>::is_double_push(self)
            }

            /// The moving piece's kind, if the encoding carries it
            /// ([`Encoding::piece_kind`](crate::Encoding::piece_kind)).
            #[inline(always)]
            pub fn piece_kind(self) -> Option<$crate::Kind> {
                <Self as $crate::Encoding>::piece_kind(self)
            }

            /// The captured piece's kind, `None` for none
            /// ([`Encoding::captured_kind`](crate::Encoding::captured_kind)).
            #[inline(always)]
            pub fn captured_kind(self) -> Option<$crate::Kind> {
                <Self as $crate::Encoding>::captured_kind(self)
            }
        }
    };
}

pub(crate) use move_questions;
