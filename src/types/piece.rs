//! [`Color`], [`Kind`] and [`Piece`]: the sides, the kinds of piece with their classic
//! codes, and a coloured piece in four bits.

use core::fmt;

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

/// The kind of a piece, in the order of value (pawn first, king last, as `Ord` and
/// [`Kind::index`] have them), stored with the classic codes: pawn 1, king 2, knight
/// 3, bishop 5, rook 6, queen 7 (bishops and queens have bits `0b101` set, rooks and
/// queens `0b110`, and every slider is `>= 5`).
///
/// ```
/// use movegen::Kind;
/// assert!(Kind::Pawn < Kind::Knight && Kind::Queen < Kind::King);
/// let values = [100, 300, 300, 500, 900, 0];
/// assert_eq!(values[Kind::Rook.index()], 500);
/// assert_eq!(format!("{:?}", Kind::Knight), "knight");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Pawn, code 1.
    Pawn = 1,
    /// Knight, code 3.
    Knight = 3,
    /// Bishop, code 5.
    Bishop = 5,
    /// Rook, code 6.
    Rook = 6,
    /// Queen, code 7.
    Queen = 7,
    /// King, code 2.
    King = 2,
}

impl PartialOrd for Kind {
    fn partial_cmp(&self, other: &Kind) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Pawn, knight, bishop, rook, queen, king.
impl Ord for Kind {
    fn cmp(&self, other: &Kind) -> core::cmp::Ordering {
        self.index().cmp(&other.index())
    }
}

/// The word: `knight`.
impl fmt::Debug for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The word: `knight`.
impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Kind {
    /// The six kinds, in the order of [`Kind::index`].
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];

    /// Its place in [`Kind::ALL`], 0 (pawn) to 5 (king): an index into a table of six.
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Kind::Pawn => 0,
            Kind::Knight => 1,
            Kind::Bishop => 2,
            Kind::Rook => 3,
            Kind::Queen => 4,
            Kind::King => 5,
        }
    }

    /// The word: `pawn`, `knight`, `bishop`, `rook`, `queen`, `king`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::Queen => "queen",
            Kind::King => "king",
        }
    }
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
        self.kind_code() == kind as u8
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
        f.write_str("not a piece: expected one FEN letter (PNBRQK white, pnbrqk black) or -")
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
        let mut chars = s.chars();
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
            assert_eq!(k as u8 & 5, 5);
        }
        for k in [Kind::Pawn, Kind::King, Kind::Knight, Kind::Rook] {
            assert_ne!(k as u8 & 5, 5);
        }
    }
}
