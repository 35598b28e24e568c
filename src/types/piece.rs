//! [`Color`] and [`Piece`]: the sides, and a coloured piece in four bits (its kind,
//! [`Kind`], in `kind.rs`).

use core::fmt;

use super::kind::Kind;

/// A side: white or black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// White, who moves first; pawns go up the board.
    White = 0,
    /// Black; pawns go down the board.
    Black = 1,
}

impl Color {
    /// The other side.
    #[inline]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for white, 1 for black.
    #[inline]
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

/// A piece code: bit 3 is the colour (black), bits 0-2 the [`Kind`]; 0 is no piece.
/// So `code & 7 == 6` is a rook of either colour and `code == 0b1110` a black rook.
/// `Debug` writes the words (`white knight`), `Display` the FEN letter (`N`).
///
/// ```
/// use movegen::{Color, Kind, Piece};
/// let knight = Piece::new(Color::White, Kind::Knight);
/// assert_eq!(format!("{knight:?} {knight}"), "white knight N");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Piece(u8);

/// The words: `white knight` (`no piece` for [`Piece::EMPTY`]).
impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            Some(kind) => write!(f, "{} {}", self.color(), kind.name()),
            None => f.write_str("no piece"),
        }
    }
}

impl Piece {
    /// No piece: the code 0, which the move encodings store for a move that takes
    /// nothing ([`Encoding::pack`](crate::Encoding::pack)). A board answers `None` for
    /// an empty square ([`Board::piece_at`](crate::Board::piece_at)).
    pub const EMPTY: Piece = Piece(0);

    /// A code that names no piece (kind 4 is none), for markers that must never be
    /// taken for a piece or for [`Piece::EMPTY`].
    pub(crate) const NO_PIECE: Piece = Piece(4);

    /// The piece of `color` and `kind`.
    #[inline]
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece(((color as u8) << 3) | kind.code())
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

    /// The piece, or `None` for [`Piece::EMPTY`].
    #[inline(always)]
    pub(crate) const fn some(self) -> Option<Piece> {
        if self.0 == 0 { None } else { Some(self) }
    }

    /// The 4-bit code.
    #[inline]
    pub const fn code(self) -> u8 {
        self.0
    }

    /// The code as an index of a table of 16 (the position's boards): below 16 by its
    /// type, so the lookup needs no bounds check.
    #[inline(always)]
    pub(crate) const fn slot(self) -> usize {
        (self.0 & 15) as usize
    }

    /// Whether this is no piece.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kind, or `None` for an empty square.
    #[inline]
    pub const fn kind(self) -> Option<Kind> {
        Kind::from_code(self.0)
    }

    /// This piece's colour with the kind of 3-bit code `code` (a promotion's): no check
    /// that the code names a kind.
    #[inline(always)]
    pub(crate) const fn with_kind_code(self, code: u8) -> Piece {
        Piece((self.0 & 8) | (code & 7))
    }

    /// The 3-bit kind code (0 for an empty square).
    #[inline]
    pub const fn kind_code(self) -> u8 {
        self.0 & 7
    }

    /// Whether the piece is of `kind` (an empty square is of none): one comparison of
    /// codes.
    ///
    /// ```
    /// use movegen::{Color, Kind, Piece};
    /// assert!(Piece::new(Color::Black, Kind::Pawn).is(Kind::Pawn));
    /// assert!(!Piece::EMPTY.is(Kind::Pawn));
    /// ```
    #[inline(always)]
    pub const fn is(self, kind: Kind) -> bool {
        self.kind_code() == kind.code()
    }

    /// The colour; white for an empty square.
    #[inline]
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
    /// The FEN letter (`N`, `p`), or `-` for no piece.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.fen_letter() {
            Some(c) => fmt::Write::write_char(f, c),
            None => f.write_str("-"),
        }
    }
}

/// The error for a piece name that is not one FEN letter (`PNBRQK` for white,
/// `pnbrqk` for black) or `-` (no piece).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsePieceError;

impl fmt::Display for ParsePieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "not a piece: expected one FEN letter (P, N, B, R, Q, K white; p, n, b, r, q, k black) or -",
        )
    }
}

impl core::error::Error for ParsePieceError {}

impl core::str::FromStr for Piece {
    type Err = ParsePieceError;

    /// Reads what `Display` writes: a FEN letter, or `-` for no piece.
    ///
    /// ```
    /// use movegen::{Color, Kind, Piece};
    /// assert_eq!("n".parse(), Ok(Piece::new(Color::Black, Kind::Knight)));
    /// assert_eq!("-".parse(), Ok(Piece::EMPTY));
    /// assert!("x".parse::<Piece>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = crate::text::trim(s).chars();
        match (chars.next(), chars.next()) {
            (Some('-'), None) => Ok(Piece::EMPTY),
            (Some(c), None) => Piece::from_fen_letter(c).ok_or(ParsePieceError),
            _ => Err(ParsePieceError),
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
            assert_eq!(k.code() & 5, 5);
        }
        for k in [Kind::Pawn, Kind::King, Kind::Knight, Kind::Rook] {
            assert_ne!(k.code() & 5, 5);
        }
        // The index is the discriminant, and the code reads back.
        for (i, k) in Kind::ALL.into_iter().enumerate() {
            assert_eq!((k as usize, k.index()), (i, i));
            assert_eq!(Kind::from_code(k.code()), Some(k));
        }
    }
}
