//! The small types of the domain: [`Square`], [`Bitboard`], [`Color`], [`Kind`] and
//! [`Piece`].

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};
use core::str::FromStr;

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
pub struct Square(u8);

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

/// A set of squares, one bit per square (bit `n` is square `n`).
///
/// Iterating yields the squares from the least significant bit up; `Display` prints
/// the 8x8 diagram that `tablegen show` prints (rank 8 first, `1` set, `.` empty).
///
/// ```
/// use movegen::{Bitboard, Square};
/// let bb = Square::A1.bb() | Square::H8.bb();
/// assert_eq!(bb.into_iter().collect::<Vec<_>>(), [Square::A1, Square::H8]);
/// assert!(bb.to_string().starts_with(". . . . . . . 1\n"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The a-file.
    pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);
    /// The h-file.
    pub const FILE_H: Bitboard = Bitboard(0x8080_8080_8080_8080);
    /// The first rank.
    pub const RANK_1: Bitboard = Bitboard(0x0000_0000_0000_00ff);
    /// The third rank (where white's double pushes pass).
    pub const RANK_3: Bitboard = Bitboard(0x0000_0000_00ff_0000);
    /// The sixth rank (where black's double pushes pass).
    pub const RANK_6: Bitboard = Bitboard(0x0000_ff00_0000_0000);
    /// The eighth rank.
    pub const RANK_8: Bitboard = Bitboard(0xff00_0000_0000_0000);

    /// Whether no square is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether any square is set.
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether `sq` is set.
    pub const fn has(self, sq: Square) -> bool {
        self.0 & (1 << sq.0) != 0
    }

    /// The number of squares set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest square set; the set must not be empty.
    pub const fn lsb(self) -> Square {
        Square(self.0.trailing_zeros() as u8 & 63)
    }

    /// The highest square set; the set must not be empty.
    pub const fn msb(self) -> Square {
        Square(63 - (self.0.leading_zeros() as u8 & 63))
    }

    /// Whether more than one square is set.
    pub const fn several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }
}

macro_rules! bit_ops {
    ($($tr:ident $f:ident $atr:ident $af:ident $op:tt),*) => {$(
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $f(self, rhs: Bitboard) -> Bitboard { Bitboard(self.0 $op rhs.0) }
        }
        impl $atr for Bitboard {
            #[inline(always)]
            fn $af(&mut self, rhs: Bitboard) { self.0 = self.0 $op rhs.0; }
        }
    )*};
}

bit_ops!(
    BitAnd bitand BitAndAssign bitand_assign &,
    BitOr bitor BitOrAssign bitor_assign |,
    BitXor bitxor BitXorAssign bitxor_assign ^
);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline(always)]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl Shl<u32> for Bitboard {
    type Output = Bitboard;
    #[inline(always)]
    fn shl(self, rhs: u32) -> Bitboard {
        Bitboard(self.0 << rhs)
    }
}

impl Shr<u32> for Bitboard {
    type Output = Bitboard;
    #[inline(always)]
    fn shr(self, rhs: u32) -> Bitboard {
        Bitboard(self.0 >> rhs)
    }
}

/// Iterates the squares of a [`Bitboard`], least significant first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                if file > 0 {
                    f.write_str(" ")?;
                }
                let set = self.has(Square::from_coords(file, rank));
                f.write_str(if set { "1" } else { "." })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

/// A side: white or black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// White, who moves first; pawns go up the board.
    White = 0,
    /// Black; pawns go down the board.
    Black = 1,
}

impl Color {
    /// The other side.
    #[inline(always)]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for white, 1 for black.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// The kind of a piece, with the classic codes: pawn 1, king 2, knight 3, bishop 5,
/// rook 6, queen 7. Bishops and queens have bits `0b101` set, rooks and queens
/// `0b110`, and every slider is `>= 5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Pawn, code 1.
    Pawn = 1,
    /// King, code 2.
    King = 2,
    /// Knight, code 3.
    Knight = 3,
    /// Bishop, code 5.
    Bishop = 5,
    /// Rook, code 6.
    Rook = 6,
    /// Queen, code 7.
    Queen = 7,
}

impl Kind {
    /// The kinds a pawn can promote to, in the order moves are generated.
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

    /// The kind with the given 3-bit code, if it names one.
    pub const fn from_code(code: u8) -> Option<Kind> {
        match code & 7 {
            1 => Some(Kind::Pawn),
            2 => Some(Kind::King),
            3 => Some(Kind::Knight),
            5 => Some(Kind::Bishop),
            6 => Some(Kind::Rook),
            7 => Some(Kind::Queen),
            _ => None,
        }
    }

    /// The lower-case letter (`p n b r q k`), as in UCI promotions and black's FEN.
    pub const fn letter(self) -> char {
        match self {
            Kind::Pawn => 'p',
            Kind::King => 'k',
            Kind::Knight => 'n',
            Kind::Bishop => 'b',
            Kind::Rook => 'r',
            Kind::Queen => 'q',
        }
    }

    /// The kind of a lower-case letter.
    pub const fn from_letter(c: char) -> Option<Kind> {
        match c {
            'p' => Some(Kind::Pawn),
            'k' => Some(Kind::King),
            'n' => Some(Kind::Knight),
            'b' => Some(Kind::Bishop),
            'r' => Some(Kind::Rook),
            'q' => Some(Kind::Queen),
            _ => None,
        }
    }
}

/// A piece code: bit 3 is the colour (black), bits 0-2 the [`Kind`]; 0 is no piece.
/// So `code & 7 == 6` is a rook of either colour and `code == 0b1110` a black rook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Piece(u8);

impl Piece {
    /// No piece (an empty square).
    pub const EMPTY: Piece = Piece(0);

    /// The piece of `color` and `kind`.
    #[inline(always)]
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece(((color as u8) << 3) | kind as u8)
    }

    /// The piece with the given 4-bit code, if the code names a piece or is 0.
    pub const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 {
            return Some(Piece::EMPTY);
        }
        if code > 15 {
            return None;
        }
        match Kind::from_code(code) {
            Some(_) => Some(Piece(code)),
            None => None,
        }
    }

    /// The 4-bit code.
    #[inline(always)]
    pub const fn code(self) -> u8 {
        self.0
    }

    /// Whether this is no piece.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kind, or `None` for an empty square.
    #[inline(always)]
    pub const fn kind(self) -> Option<Kind> {
        Kind::from_code(self.0)
    }

    /// The 3-bit kind code (0 for an empty square).
    #[inline(always)]
    pub const fn kind_code(self) -> u8 {
        self.0 & 7
    }

    /// The colour; white for an empty square.
    #[inline(always)]
    pub const fn color(self) -> Color {
        if self.0 & 8 != 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The FEN letter: upper case for white, lower case for black; `None` when empty.
    pub const fn fen_letter(self) -> Option<char> {
        match self.kind() {
            Some(kind) => {
                let c = kind.letter();
                Some(if self.0 & 8 == 0 {
                    c.to_ascii_uppercase()
                } else {
                    c
                })
            }
            None => None,
        }
    }

    /// The piece of a FEN letter.
    pub const fn from_fen_letter(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Kind::from_letter(c.to_ascii_lowercase()) {
            Some(kind) => Some(Piece::new(color, kind)),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.fen_letter() {
            Some(c) => fmt::Write::write_char(f, c),
            None => f.write_str("-"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_codes_are_the_classic_ones() {
        assert_eq!(Piece::new(Color::White, Kind::Pawn).code(), 1);
        assert_eq!(Piece::new(Color::White, Kind::King).code(), 2);
        assert_eq!(Piece::new(Color::White, Kind::Knight).code(), 3);
        assert_eq!(Piece::new(Color::White, Kind::Bishop).code(), 5);
        assert_eq!(Piece::new(Color::White, Kind::Rook).code(), 6);
        assert_eq!(Piece::new(Color::White, Kind::Queen).code(), 7);
        assert_eq!(Piece::new(Color::Black, Kind::Queen).code(), 15);
        for code in 0..=16u8 {
            let p = Piece::from_code(code);
            assert_eq!(
                p.is_some(),
                matches!(code, 0..=3 | 5..=7 | 9..=11 | 13..=15)
            );
        }
        // Diagonal sliders (bishop, queen) share bits 0b101, straight ones 0b110.
        for k in [Kind::Bishop, Kind::Queen] {
            assert_eq!(k as u8 & 5, 5);
        }
        for k in [Kind::Pawn, Kind::King, Kind::Knight, Kind::Rook] {
            assert_ne!(k as u8 & 5, 5);
        }
    }

    #[test]
    fn bitboard_iterates_low_to_high_and_reports_bounds() {
        let bb = Bitboard(0x8000_0000_0000_0101);
        let squares: [Square; 3] = [Square(0), Square(8), Square(63)];
        assert!(bb.into_iter().eq(squares));
        assert_eq!(bb.lsb(), Square(0));
        assert_eq!(bb.msb(), Square(63));
        assert!(bb.several());
        assert!(!Square(5).bb().several());
    }
}
