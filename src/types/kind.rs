//! [`Kind`]: the kinds of piece, indexed pawn 0 to king 5, with the classic codes the
//! encodings and [`Piece`](super::Piece) store, and tables of six values by kind.

use core::fmt;

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
/// ([`Piece::kind_code`](super::Piece::kind_code)) where a lookup of the [`Kind`] would cost a load.
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

    /// The classic 3-bit code the encodings and [`Piece`](super::Piece) store: pawn 1, king 2, knight
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
