//! [`Packed16`]: a `u16` with the squares and a 4-bit flag field, no pieces.

use core::fmt;

use super::{Encoding, SPECIAL_CASTLE, SPECIAL_EN_PASSANT};
use crate::types::{Kind, Piece, Square};

/// A move in one `u16`, with the squares and a flag but no pieces:
///
/// | bits  | field |
/// |-------|-------|
/// | 0-5   | from  |
/// | 6-11  | to    |
/// | 12-15 | flag  |
///
/// The flag is the 4-bit scheme of the Chess Programming Wiki ("Encoding Moves"), in
/// which every predicate is answered from the flag alone:
///
/// | flag | move                | flag | move                      |
/// |------|---------------------|------|---------------------------|
/// | 0    | quiet               | 8    | promotion to a knight     |
/// | 1    | double pawn push    | 9    | promotion to a bishop     |
/// | 2    | king-side castling  | 10   | promotion to a rook       |
/// | 3    | queen-side castling | 11   | promotion to a queen      |
/// | 4    | capture             | 12   | capture, promoting to a knight |
/// | 5    | en-passant capture  | 13   | capture, promoting to a bishop |
/// | 6, 7 | unused              | 14   | capture, promoting to a rook   |
/// |      |                     | 15   | capture, promoting to a queen  |
///
/// So bit 14 (flag bit 2) is "captures", bit 15 (flag bit 3) "promotes", and the
/// promoted kind is flag bits 0-1 (knight, bishop, rook, queen). [`Encoding::piece`]
/// and [`Encoding::captured`] return `None`: the board knows what stands on the
/// squares. Flags 6 and 7 are never produced by [`Encoding::pack`] or by parsing; a
/// word holding one reads as a capture that is nothing else.
///
/// ```
/// use movegen::{Board, Encoding, Kind, Packed16};
/// let board: Board = "4k3/8/8/8/8/8/p7/4K3 b - - 0 1".parse().unwrap();
/// let mv = board.parse_move_as::<Packed16>("a2a1n").unwrap();
/// assert_eq!(mv.flag(), Packed16::PROMOTION);
/// assert_eq!(mv.promotion(), Some(Kind::Knight));
/// assert_eq!(mv.piece(), None);
/// assert_eq!(mv.to_string(), "a2a1n");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Packed16(pub u16);

impl Packed16 {
    /// Flag: a quiet move.
    pub const QUIET: u8 = 0;
    /// Flag: a pawn's two-square advance.
    pub const DOUBLE_PUSH: u8 = 1;
    /// Flag: castling on the king's side.
    pub const KING_CASTLE: u8 = 2;
    /// Flag: castling on the queen's side.
    pub const QUEEN_CASTLE: u8 = 3;
    /// Flag: a capture (bit 2 of the flag is set for every capture).
    pub const CAPTURE: u8 = 4;
    /// Flag: an en-passant capture.
    pub const EN_PASSANT: u8 = 5;
    /// Flag: a promotion to a knight; `| 1` bishop, `| 2` rook, `| 3` queen (bit 3 of
    /// the flag is set for every promotion).
    pub const PROMOTION: u8 = 8;
    /// Flag: a capture promoting to a knight; `| 1` bishop, `| 2` rook, `| 3` queen.
    pub const PROMOTION_CAPTURE: u8 = 12;

    const FLAG_SHIFT: u32 = 12;
    const SQUARE_MASK: u16 = 0x3f;

    /// The kind code of [`Encoding::special`] for each flag, one nibble per flag
    /// (flag 0 in the lowest nibble): castling 2, en passant 1, promotions the
    /// promoted kind (knight 3, bishop 5, rook 6, queen 7), everything else 0.
    const SPECIAL_BY_FLAG: u64 = 0x7653_7653_0010_2200;

    /// The flag's promotion bits (0-3) for each promotable kind code, one nibble per
    /// kind code: knight (3) 0, bishop (5) 1, rook (6) 2, queen (7) 3.
    const PROMOTION_BITS_BY_KIND: u32 = 0x3210_0000;

    /// The move from `from` to `to` with this flag (masked to 4 bits).
    #[inline]
    pub const fn new(from: Square, to: Square, flag: u8) -> Packed16 {
        Packed16(
            from.to_u8() as u16
                | (to.to_u8() as u16) << 6
                | ((flag & 0xf) as u16) << Self::FLAG_SHIFT,
        )
    }

    /// The 4-bit flag.
    #[inline]
    pub const fn flag(self) -> u8 {
        (self.0 >> Self::FLAG_SHIFT) as u8
    }

    /// A copy with the origin square replaced.
    #[inline]
    pub const fn with_from(self, sq: Square) -> Packed16 {
        Packed16((self.0 & !Self::SQUARE_MASK) | sq.to_u8() as u16)
    }

    /// A copy with the destination square replaced.
    #[inline]
    pub const fn with_to(self, sq: Square) -> Packed16 {
        Packed16((self.0 & !(Self::SQUARE_MASK << 6)) | (sq.to_u8() as u16) << 6)
    }

    /// A copy with the flag replaced (masked to 4 bits).
    #[inline]
    pub const fn with_flag(self, flag: u8) -> Packed16 {
        Packed16((self.0 & 0x0fff) | ((flag & 0xf) as u16) << Self::FLAG_SHIFT)
    }

    /// The flag of a promotion to `kind`, a knight, bishop, rook or queen, that
    /// captures or not.
    #[inline]
    const fn promotion_flag(kind_code: u8, capture: bool) -> u8 {
        let bits = (Self::PROMOTION_BITS_BY_KIND >> ((kind_code & 7) * 4)) as u8 & 3;
        if capture {
            Self::PROMOTION_CAPTURE | bits
        } else {
            Self::PROMOTION | bits
        }
    }
}

impl Encoding for Packed16 {
    const NAME: &'static str = "packed16";

    /// Packs a move, deriving the flag: castling and en passant from `special`, a
    /// promotion from a promoted `special` (capturing when `captured` is a piece), a
    /// capture from `captured`, a double push from a pawn moving two ranks. The pieces
    /// themselves are not kept.
    #[inline]
    fn pack(from: Square, to: Square, piece: Piece, captured: Piece, special: Piece) -> Self {
        let special = special.kind_code();
        let flag = if special == SPECIAL_CASTLE {
            // The king lands on the g-file (king side) or the c-file: in Chess960 it
            // may also stay where it is.
            if to.file_index() == 6 {
                Self::KING_CASTLE
            } else {
                Self::QUEEN_CASTLE
            }
        } else if special == SPECIAL_EN_PASSANT {
            Self::EN_PASSANT
        } else if special > SPECIAL_CASTLE {
            Self::promotion_flag(special, !captured.is_empty())
        } else if !captured.is_empty() {
            Self::CAPTURE
        } else if piece.is(Kind::Pawn) && from.to_u8().abs_diff(to.to_u8()) == 16 {
            Self::DOUBLE_PUSH
        } else {
            Self::QUIET
        };
        Packed16::new(from, to, flag)
    }

    #[inline]
    fn from(self) -> Square {
        Square::from_index((self.0 & Self::SQUARE_MASK) as u8)
    }

    #[inline]
    fn to(self) -> Square {
        Square::from_index(((self.0 >> 6) & Self::SQUARE_MASK) as u8)
    }

    #[inline]
    fn special(self) -> u8 {
        (Self::SPECIAL_BY_FLAG >> (self.flag() * 4)) as u8 & 0xf
    }

    #[inline]
    fn piece(self) -> Option<Piece> {
        None
    }

    #[inline]
    fn captured(self) -> Option<Piece> {
        None
    }

    #[inline]
    fn is_capture(self) -> bool {
        self.0 & 0x4000 != 0
    }

    #[inline]
    fn is_castle(self) -> bool {
        self.0 & 0xe000 == 0x2000
    }

    #[inline]
    fn is_en_passant(self) -> bool {
        self.0 & 0xf000 == 0x5000
    }

    #[inline]
    fn is_promotion(self) -> bool {
        self.0 & 0x8000 != 0
    }

    #[inline]
    fn is_double_push(self) -> bool {
        self.0 & 0xf000 == 0x1000
    }

    #[inline]
    fn promotion(self) -> Option<Kind> {
        if self.is_promotion() {
            Some(Kind::PROMOTIONS[3 - (self.flag() & 3) as usize])
        } else {
            None
        }
    }
}

/// The UCI text (`e2e4`); with `{:#?}`, the encoding's bits too.
impl fmt::Debug for Packed16 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return fmt::Display::fmt(self, f);
        }
        write!(f, "Packed16({self} {:#06x})", self.0)
    }
}

uci_text!(Packed16);
super::move_questions!(Packed16);
