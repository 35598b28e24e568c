//! [`ByteUnion`]: a `#[repr(C)]` union of a `u32` and `[u8; 4]`, fields read and
//! written as bytes, the whole move copied and compared as the word.

use core::fmt;
use core::hash::{Hash, Hasher};

use super::Encoding;
use crate::types::{Kind, Piece, Square};

/// The storage of a [`ByteUnion`]: the same four bytes seen as a word or as an array.
/// Why reading either field is sound: see "Soundness" on [`ByteUnion`].
#[repr(C)]
#[derive(Clone, Copy)]
union Raw {
    word: u32,
    bytes: [u8; 4],
}

// The soundness argument on `ByteUnion` rests on these: both views cover the same four
// bytes.
const _: () = assert!(size_of::<Raw>() == 4 && size_of::<u32>() == 4 && size_of::<[u8; 4]>() == 4);

/// A move in four bytes, reached through a union of a `u32` and `[u8; 4]`:
///
/// | byte | field                                                     |
/// |------|-----------------------------------------------------------|
/// | 0    | from (square index 0-63)                                  |
/// | 1    | to (square index 0-63)                                    |
/// | 2    | moving piece (low nibble), captured piece (high nibble)   |
/// | 3    | special (a [`Piece::code`], as in [`ShiftMask`])          |
///
/// Byte `i` is `bytes[i]`: the layout is defined on the array, so it is the same on
/// every target. The word is only ever copied, compared and hashed as a whole, and
/// the all-zero word is the default; none of that depends on byte order, but the
/// numeric value of the word does (the [`Debug`](fmt::Debug) output prints the bytes
/// for that reason).
///
/// Pieces are 4-bit codes ([`Piece::code`]). En passant is stored as a special field
/// holding the mover's pawn code, castling as one holding the mover's king code, as in
/// [`ShiftMask`].
///
/// # Soundness
///
/// Every read of a union field is `unsafe` in Rust, and every one here is sound for
/// the same reason: the value is always created through a field that covers all four
/// bytes (the whole array or the whole word), both fields are plain integer data for
/// which every bit pattern is valid, and neither has padding. So whichever field was
/// written last, reading either one reads four initialised bytes that form a valid
/// value. No reference to a field outlives the expression that takes it.
///
/// ```
/// use movegen::{Board, ByteUnion, Encoding, Kind};
/// let board: Board = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1".parse().unwrap();
/// let mv = board.parse_move_as::<ByteUnion>("e7e8q").unwrap();
/// assert_eq!(mv.promotion(), Some(Kind::Queen));
/// // From, to, the moving piece (a white pawn, 1) with nothing taken, the promotion.
/// assert_eq!(mv.bytes(), [52, 60, 0x01, 0x07]);
/// assert_eq!(mv.to_string(), "e7e8q");
/// ```
///
/// [`ShiftMask`]: super::ShiftMask
#[derive(Clone, Copy)]
pub struct ByteUnion(Raw);

impl ByteUnion {
    const FROM: usize = 0;
    const TO: usize = 1;
    const PIECES: usize = 2;
    const SPECIAL: usize = 3;

    /// The move with these four bytes (see the layout above).
    #[inline]
    pub const fn from_bytes(bytes: [u8; 4]) -> ByteUnion {
        ByteUnion(Raw { bytes })
    }

    /// The four bytes, byte 0 first.
    #[inline]
    pub const fn bytes(self) -> [u8; 4] {
        // SAFETY: see "Soundness" on `ByteUnion`: the four bytes are initialised and
        // any bit pattern is a valid array.
        unsafe { self.0.bytes }
    }

    /// The four bytes as one word, in native byte order.
    #[inline]
    pub const fn word(self) -> u32 {
        // SAFETY: see "Soundness" on `ByteUnion`: the four bytes are initialised and
        // any bit pattern is a valid `u32`.
        unsafe { self.0.word }
    }

    #[inline]
    const fn byte(self, i: usize) -> u8 {
        self.bytes()[i]
    }

    #[inline]
    const fn with_byte(self, i: usize, value: u8) -> ByteUnion {
        let mut bytes = self.bytes();
        bytes[i] = value;
        ByteUnion::from_bytes(bytes)
    }

    /// Sets the origin square (byte 0).
    #[inline]
    pub const fn with_from(self, sq: Square) -> ByteUnion {
        self.with_byte(Self::FROM, sq.to_u8())
    }

    /// Sets the destination square (byte 1).
    #[inline]
    pub const fn with_to(self, sq: Square) -> ByteUnion {
        self.with_byte(Self::TO, sq.to_u8())
    }

    /// Sets the moving piece (the low nibble of byte 2).
    #[inline]
    pub const fn with_piece(self, p: Piece) -> ByteUnion {
        let pieces = self.byte(Self::PIECES);
        self.with_byte(Self::PIECES, (pieces & 0xf0) | (p.code() & 0x0f))
    }

    /// Sets the captured piece (the high nibble of byte 2).
    #[inline]
    pub const fn with_captured(self, p: Piece) -> ByteUnion {
        let pieces = self.byte(Self::PIECES);
        self.with_byte(Self::PIECES, (pieces & 0x0f) | (p.code() << 4))
    }

    /// Sets the special field (byte 3).
    #[inline]
    pub const fn with_special(self, p: Piece) -> ByteUnion {
        self.with_byte(Self::SPECIAL, p.code())
    }

    /// The special field as it is stored: a piece code, with its colour bit.
    #[inline]
    pub const fn special_bits(self) -> u8 {
        self.byte(Self::SPECIAL)
    }
}

impl Default for ByteUnion {
    #[inline]
    fn default() -> Self {
        ByteUnion(Raw { word: 0 })
    }
}

impl PartialEq for ByteUnion {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.word() == other.word()
    }
}

impl Eq for ByteUnion {}

impl Hash for ByteUnion {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.word().hash(state);
    }
}

impl Encoding for ByteUnion {
    const NAME: &'static str = "byte_union";

    #[inline]
    fn pack(from: Square, to: Square, piece: Piece, captured: Piece, special: Piece) -> Self {
        ByteUnion::from_bytes([
            from.to_u8(),
            to.to_u8(),
            piece.code() | (captured.code() << 4),
            special.code(),
        ])
    }

    #[inline]
    fn from(self) -> Square {
        Square::from_index(self.byte(Self::FROM))
    }

    #[inline]
    fn to(self) -> Square {
        Square::from_index(self.byte(Self::TO))
    }

    #[inline]
    fn special(self) -> u8 {
        self.byte(Self::SPECIAL) & 7
    }

    #[inline]
    fn piece(self) -> Option<Piece> {
        Piece::from_code(self.byte(Self::PIECES) & 0x0f)
    }

    #[inline]
    fn captured(self) -> Option<Piece> {
        Piece::from_code(self.byte(Self::PIECES) >> 4)
    }

    #[inline]
    fn is_capture(self) -> bool {
        self.byte(Self::PIECES) >= 0x10
    }

    #[inline]
    fn is_double_push(self) -> bool {
        self.byte(Self::PIECES) & 7 == Kind::Pawn.code()
            && self.byte(Self::FROM).abs_diff(self.byte(Self::TO)) == 16
    }
}

/// The UCI text (`e2e4`); with `{:#?}`, the encoding's bits too.
impl fmt::Debug for ByteUnion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return fmt::Display::fmt(self, f);
        }
        let [a, b, c, d] = self.bytes();
        write!(
            f,
            "ByteUnion({self} [{a:#04x}, {b:#04x}, {c:#04x}, {d:#04x}])"
        )
    }
}

uci_text!(ByteUnion);
super::move_questions!(ByteUnion);
