//! [`Bitboard`]: a set of squares in one `u64`, with its operators, its iterator and
//! its diagram.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

use super::Square;

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
/// assert_eq!(format!("{bb:?}"), "Bitboard(0x8000_0000_0000_0001)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

/// Hex in groups of four, as the generated tables write it:
/// `Bitboard(0x0000_0000_0000_0001)`; `Display` draws the board.
impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.0;
        write!(
            f,
            "Bitboard(0x{:04x}_{:04x}_{:04x}_{:04x})",
            v >> 48,
            (v >> 32) & 0xffff,
            (v >> 16) & 0xffff,
            v & 0xffff
        )
    }
}

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

    /// Every square moved by `delta` squares, towards H8 when positive and towards A1
    /// when negative; squares pushed off the board are dropped (a move along a rank
    /// wraps to the next rank: mask the edge file first).
    #[inline]
    pub const fn shift(self, delta: i8) -> Bitboard {
        if delta >= 0 {
            Bitboard(self.0 << delta as u32)
        } else {
            Bitboard(self.0 >> (-delta) as u32)
        }
    }
}

macro_rules! bit_ops {
    ($($tr:ident $f:ident $atr:ident $af:ident $op:tt),*) => {$(
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard { Bitboard(self.0 $op rhs.0) }
        }
        impl $atr for Bitboard {
            #[inline]
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
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl Shl<u32> for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn shl(self, rhs: u32) -> Bitboard {
        Bitboard(self.0 << rhs)
    }
}

impl Shr<u32> for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn shr(self, rhs: u32) -> Bitboard {
        Bitboard(self.0 >> rhs)
    }
}

/// Iterates the squares of a [`Bitboard`], least significant first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
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

#[cfg(test)]
mod tests {
    use super::*;

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
