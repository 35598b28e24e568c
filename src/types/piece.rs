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

/// The kind of a piece, in the order of value (pawn first, king last): `kind as usize`
/// and [`Kind::index`] are its place in [`Kind::ALL`], 0 (pawn) to 5 (king), the index
/// into a table of six, as in the other chess crates. The encodings store a kind as its
/// classic code ([`Kind::code`]: pawn 1, king 2, knight 3, bishop 5, rook 6, queen 7).
///
/// ```
/// use movegen::Kind;
/// assert!(Kind::Pawn < Kind::Knight && Kind::Queen < Kind::King);
/// let values = [100, 300, 300, 500, 900, 0];
/// assert_eq!(values[Kind::Rook as usize], 500);
/// assert_eq!(values[Kind::Queen.index()], 900);
/// assert_eq!(Kind::Queen.code(), 7);
/// assert_eq!(format!("{:?}", Kind::Knight), "knight");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Pawn, index 0 (code 1).
    Pawn = 0,
    /// Knight, index 1 (code 3).
    Knight = 1,
    /// Bishop, index 2 (code 5).
    Bishop = 2,
    /// Rook, index 3 (code 6).
    Rook = 3,
    /// Queen, index 4 (code 7).
    Queen = 4,
    /// King, index 5 (code 2).
    King = 5,
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

/// A table of six values by kind, indexed by the [`Kind`] itself: a value cannot be read
/// with another number than a kind's index.
///
/// ```
/// use movegen::{Kind, SEE_VALUES};
/// let mut values = [100, 300, 300, 500, 900, 0];
/// values[Kind::Knight] = 320;
/// assert_eq!((values[Kind::Knight], SEE_VALUES[Kind::Queen]), (320, 900));
/// ```
impl<T> core::ops::Index<Kind> for [T; 6] {
    type Output = T;

    #[inline]
    fn index(&self, kind: Kind) -> &T {
        &self[kind as usize]
    }
}

/// A table of six values by kind, written through the [`Kind`] itself.
impl<T> core::ops::IndexMut<Kind> for [T; 6] {
    #[inline]
    fn index_mut(&mut self, kind: Kind) -> &mut T {
        &mut self[kind as usize]
    }
}

/// [`Kind::code`] by index.
const CODES: [u8; 6] = [1, 3, 5, 6, 7, 2];

/// Each kind's code as a constant, for a `match` on a piece's code
/// ([`Piece::kind_code`]) where a lookup of the [`Kind`] would cost a load.
pub(crate) mod code {
    use super::Kind;
    /// A pawn's code.
    pub(crate) const PAWN: u8 = Kind::Pawn.code();
    /// A knight's code.
    pub(crate) const KNIGHT: u8 = Kind::Knight.code();
    /// A bishop's code.
    pub(crate) const BISHOP: u8 = Kind::Bishop.code();
    /// A rook's code.
    pub(crate) const ROOK: u8 = Kind::Rook.code();
    /// A queen's code.
    pub(crate) const QUEEN: u8 = Kind::Queen.code();
    /// A king's code.
    pub(crate) const KING: u8 = Kind::King.code();
    /// The codes of [`Kind::PROMOTIONS`], in its order: what the generators loop over.
    pub(crate) const PROMOTIONS: [u8; 4] = [QUEEN, ROOK, BISHOP, KNIGHT];
}

/// [`Kind::from_code`] by code.
const BY_CODE: [Option<Kind>; 8] = [
    None,
    Some(Kind::Pawn),
    Some(Kind::King),
    Some(Kind::Knight),
    None,
    Some(Kind::Bishop),
    Some(Kind::Rook),
    Some(Kind::Queen),
];

/// [`CODES`] as the nibbles of one number (index `i` at bits `4i`): [`Kind::code`]
/// reads it with a shift, no load from memory.
const CODE_NIBBLES: u32 = {
    let (mut nibbles, mut i) = (0, 0);
    while i < 6 {
        nibbles |= (CODES[i] as u32) << (4 * i);
        i += 1;
    }
    nibbles
};

/// [`BY_CODE`] as the nibbles of one number: each code's index, `0xf` for none; what
/// [`Kind::from_code`] reads with a shift.
const INDEX_NIBBLES: u32 = {
    let (mut nibbles, mut code) = (0, 0);
    while code < 8 {
        let index = match BY_CODE[code] {
            Some(kind) => kind as u32,
            None => 0xf,
        };
        nibbles |= index << (4 * code);
        code += 1;
    }
    nibbles
};

const _: () = assert!(CODE_NIBBLES == 0x0027_6531 && INDEX_NIBBLES == 0x432f_150f);

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

    /// Its place in [`Kind::ALL`], 0 (pawn) to 5 (king): an index into a table of six,
    /// the same as `kind as usize`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The classic 3-bit code the encodings and [`Piece`] store: pawn 1, king 2, knight
    /// 3, bishop 5, rook 6, queen 7 (bishops and queens have bits `0b101` set, rooks and
    /// queens `0b110`, and every slider is `>= 5`). [`Kind::from_code`] reads it back.
    #[inline]
    pub const fn code(self) -> u8 {
        ((CODE_NIBBLES >> (4 * self as u32)) & 0xf) as u8
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

    /// The kind with the given 3-bit code ([`Kind::code`]; the bits above are not
    /// read), if it names one.
    #[inline]
    pub const fn from_code(code: u8) -> Option<Kind> {
        match (INDEX_NIBBLES >> (4 * (code & 7) as u32)) & 0xf {
            0 => Some(Kind::Pawn),
            1 => Some(Kind::Knight),
            2 => Some(Kind::Bishop),
            3 => Some(Kind::Rook),
            4 => Some(Kind::Queen),
            5 => Some(Kind::King),
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
        let mut chars = s.trim_ascii().chars();
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
