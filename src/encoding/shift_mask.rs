//! [`ShiftMask`]: one `u32`, fields set with a mask and a shift.

use core::fmt;

use super::Encoding;
use crate::types::{Piece, Square};

/// A move in one `u32`:
///
/// | bits  | field          |
/// |-------|----------------|
/// | 0-5   | from           |
/// | 6-11  | to             |
/// | 12-15 | moving piece   |
/// | 16-19 | captured piece |
/// | 20-23 | special        |
///
/// Pieces are 4-bit codes ([`Piece::code`]). En passant is stored as a special
/// field holding the mover's pawn code, castling as one holding the mover's king code.
/// Setters clear then set with a mask and a shift; getters shift then mask; the
/// predicates mask and compare the raw word (a rook move is `word & 0x7000 == 0x6000`,
/// a promotion `word & 0x70_0000 > 0x20_0000`).
///
/// ```
/// use movegen::{Board, Encoding};
/// let board: Board = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1".parse().unwrap();
/// let mv = board.parse_move("e7e8q").unwrap(); // a ShiftMask, the default Move
/// assert!(mv.is_promotion());
/// assert_eq!(mv.to_string(), "e7e8q");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ShiftMask(pub u32);

impl ShiftMask {
    const FROM_SHIFT: u32 = 0;
    const TO_SHIFT: u32 = 6;
    const PIECE_SHIFT: u32 = 12;
    const CAPTURED_SHIFT: u32 = 16;
    const SPECIAL_SHIFT: u32 = 20;
    const SQUARE_MASK: u32 = 0x3f;
    const PIECE_MASK: u32 = 0xf;

    #[inline]
    const fn get(self, shift: u32, mask: u32) -> u32 {
        (self.0 >> shift) & mask
    }

    #[inline]
    const fn set(self, shift: u32, mask: u32, value: u32) -> ShiftMask {
        ShiftMask((self.0 & !(mask << shift)) | ((value & mask) << shift))
    }

    /// Sets the origin square.
    #[inline]
    pub const fn with_from(self, sq: Square) -> ShiftMask {
        self.set(Self::FROM_SHIFT, Self::SQUARE_MASK, sq.to_u8() as u32)
    }

    /// Sets the destination square.
    #[inline]
    pub const fn with_to(self, sq: Square) -> ShiftMask {
        self.set(Self::TO_SHIFT, Self::SQUARE_MASK, sq.to_u8() as u32)
    }

    /// Sets the moving piece.
    #[inline]
    pub const fn with_piece(self, p: Piece) -> ShiftMask {
        self.set(Self::PIECE_SHIFT, Self::PIECE_MASK, p.code() as u32)
    }

    /// Sets the captured piece.
    #[inline]
    pub const fn with_captured(self, p: Piece) -> ShiftMask {
        self.set(Self::CAPTURED_SHIFT, Self::PIECE_MASK, p.code() as u32)
    }

    /// Sets the special field.
    #[inline]
    pub const fn with_special(self, p: Piece) -> ShiftMask {
        self.set(Self::SPECIAL_SHIFT, Self::PIECE_MASK, p.code() as u32)
    }

    /// The special field as it is stored: a piece code, with its colour bit.
    #[inline]
    pub const fn special_bits(self) -> u8 {
        self.get(Self::SPECIAL_SHIFT, Self::PIECE_MASK) as u8
    }
}

impl Encoding for ShiftMask {
    const NAME: &'static str = "shift_mask";

    #[inline]
    fn pack(from: Square, to: Square, piece: Piece, captured: Piece, special: Piece) -> Self {
        ShiftMask(0)
            .with_from(from)
            .with_to(to)
            .with_piece(piece)
            .with_captured(captured)
            .with_special(special)
    }

    #[inline]
    fn from(self) -> Square {
        Square::from_index(self.get(Self::FROM_SHIFT, Self::SQUARE_MASK) as u8)
    }

    #[inline]
    fn to(self) -> Square {
        Square::from_index(self.get(Self::TO_SHIFT, Self::SQUARE_MASK) as u8)
    }

    #[inline]
    fn special(self) -> u8 {
        self.get(Self::SPECIAL_SHIFT, 7) as u8
    }

    #[inline]
    fn piece(self) -> Option<Piece> {
        Piece::from_code(self.get(Self::PIECE_SHIFT, Self::PIECE_MASK) as u8)
    }

    #[inline]
    fn captured(self) -> Option<Piece> {
        Piece::from_code(self.get(Self::CAPTURED_SHIFT, Self::PIECE_MASK) as u8)
    }

    #[inline]
    fn is_capture(self) -> bool {
        self.0 & 0x000f_0000 != 0
    }

    #[inline]
    fn is_castle(self) -> bool {
        self.0 & 0x0070_0000 == 0x0020_0000
    }

    #[inline]
    fn is_en_passant(self) -> bool {
        self.0 & 0x0070_0000 == 0x0010_0000
    }

    #[inline]
    fn is_promotion(self) -> bool {
        self.0 & 0x0070_0000 > 0x0020_0000
    }

    #[inline]
    fn is_double_push(self) -> bool {
        // A pawn move whose rank changes by two: the rank bits of from ^ to are 0b010
        // (ranks that differ by one always differ in their lowest bit).
        self.0 & 0x7000 == 0x1000 && (self.0 ^ (self.0 >> 6)) & 0x38 == 0x10
    }
}

/// The UCI text (`e2e4`); with `{:#?}`, the encoding's bits too.
impl fmt::Debug for ShiftMask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return fmt::Display::fmt(self, f);
        }
        write!(f, "ShiftMask({self} {:#08x})", self.0)
    }
}

uci_text!(ShiftMask);
super::move_questions!(ShiftMask);
