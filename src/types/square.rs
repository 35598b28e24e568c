//! [`Square`]: one of the 64 squares, and its name.

use core::fmt;
use core::str::FromStr;

use super::{Bitboard, Color, File, Rank};

/// A square of the board, `A1 = 0, B1 = 1, ..., H1 = 7, A2 = 8, ..., H8 = 63`.
///
/// ```
/// use movegen::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4.index(), 28);
/// assert_eq!(e4.to_string(), "e4");
/// assert!("e9".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Square(pub(super) u8);

/// The 64 named squares, `Square::A1` to `Square::H8`.
macro_rules! named_squares {
    ($($rank:literal: $($name:ident)*;)*) => {
        impl Square {
            $($(
                #[doc = concat!("The square ", stringify!($name), ".")]
                pub const $name: Square = Square(named_squares!(@index $name));
            )*)*
        }
    };
    (@index $name:ident) => {{
        let name = stringify!($name).as_bytes();
        (name[1] - b'1') * 8 + (name[0] - b'A')
    }};
}

named_squares! {
    1: A1 B1 C1 D1 E1 F1 G1 H1;
    2: A2 B2 C2 D2 E2 F2 G2 H2;
    3: A3 B3 C3 D3 E3 F3 G3 H3;
    4: A4 B4 C4 D4 E4 F4 G4 H4;
    5: A5 B5 C5 D5 E5 F5 G5 H5;
    6: A6 B6 C6 D6 E6 F6 G6 H6;
    7: A7 B7 C7 D7 E7 F7 G7 H7;
    8: A8 B8 C8 D8 E8 F8 G8 H8;
}

/// The name, as `Display` writes it: `e4`.
impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Square {
    /// The square on `file` and `rank`.
    ///
    /// ```
    /// use movegen::{File, Rank, Square};
    /// assert_eq!(Square::at(File::E, Rank::Fourth), Square::E4);
    /// ```
    pub const fn at(file: File, rank: Rank) -> Square {
        Square::from_coords(file as u8, rank as u8)
    }

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
    pub(crate) const fn from_coords(file: u8, rank: u8) -> Square {
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

    /// The file.
    ///
    /// ```
    /// use movegen::{File, Rank, Square};
    /// assert_eq!((Square::E4.file(), Square::E4.rank()), (File::E, Rank::Fourth));
    /// ```
    pub const fn file(self) -> File {
        File::ALL[self.file_index() as usize]
    }

    /// The rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[self.rank_index() as usize]
    }

    /// The file as a number, 0 (a) to 7 (h).
    #[inline(always)]
    pub(crate) const fn file_index(self) -> u8 {
        self.0 & 7
    }

    /// The rank as a number, 0 (first) to 7 (eighth).
    #[inline(always)]
    pub(crate) const fn rank_index(self) -> u8 {
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
        match crate::text::trim(s).as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Ok(Square::from_coords(f - b'a', r - b'1')),
            _ => Err(ParseSquareError),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char(char::from(b'a' + self.file_index()))?;
        f.write_char(char::from(b'1' + self.rank_index()))
    }
}
