//! [`Square`]: one of the 64 squares, and its name.

use core::fmt;
use core::str::FromStr;

use super::{Bitboard, Color};

/// A square of the board, `A1 = 0, B1 = 1, ..., H1 = 7, A2 = 8, ..., H8 = 63`.
///
/// ```
/// use movegen::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4.index(), 28);
/// assert_eq!(e4.to_string(), "e4");
/// assert!("e9".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Square(pub(super) u8);

impl Square {
    /// a1.
    pub const A1: Square = Square(0);
    /// e1, the white king's start.
    pub const E1: Square = Square(4);
    /// h1.
    pub const H1: Square = Square(7);
    /// a8.
    pub const A8: Square = Square(56);
    /// e8, the black king's start.
    pub const E8: Square = Square(60);
    /// h8.
    pub const H8: Square = Square(63);

    /// The square with the given index, or `None` when `index >= 64`.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with the given index, which must be below 64 (masked to 6 bits).
    pub const fn from_index(index: u8) -> Square {
        Square(index & 63)
    }

    /// The square on `file` (0 = a) and `rank` (0 = first rank), both below 8.
    pub const fn from_coords(file: u8, rank: u8) -> Square {
        Square(((rank & 7) << 3) | (file & 7))
    }

    /// The index, 0 to 63.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The index as a byte.
    pub const fn to_u8(self) -> u8 {
        self.0
    }

    /// The file, 0 (a) to 7 (h).
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 (first) to 7 (eighth).
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The bitboard holding only this square.
    pub const fn bb(self) -> Bitboard {
        Bitboard(1 << self.0)
    }

    /// The square `delta` indices away; the caller keeps it on the board.
    pub const fn offset(self, delta: i8) -> Square {
        Square((self.0 as i8 + delta) as u8 & 63)
    }

    /// The square of the pawn that a pawn of `mover` landing on this square (the
    /// en-passant square) takes en passant: one rank behind it, seen from `mover`.
    #[inline]
    pub(crate) const fn en_passant_victim(self, mover: Color) -> Square {
        match mover {
            Color::White => self.offset(-8),
            Color::Black => self.offset(8),
        }
    }

    /// All 64 squares, in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

/// The error for a square name that is not a file `a`-`h` then a rank `1`-`8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square: expected a file a-h then a rank 1-8, such as e4")
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Ok(Square::from_coords(f - b'a', r - b'1')),
            _ => Err(ParseSquareError),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char(char::from(b'a' + self.file()))?;
        f.write_char(char::from(b'1' + self.rank()))
    }
}
