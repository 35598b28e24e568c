//! Polyglot opening books read from bytes: a `.bin` file in memory or in flash, without
//! allocation. A book is a sequence of 16-byte entries sorted by key, each big-endian:
//! the position's key (the one [`Board::key`] gives), the move, its weight and a learning
//! field. The move packs the destination file and rank (bits 0 to 5), the origin (6 to
//! 11) and a promotion (12 to 14: knight 1, bishop 2, rook 3, queen 4); castling is
//! stored as the king taking its own rook (`e1h1`).

use core::fmt;

use crate::Move;
use crate::board::Board;
use crate::encoding::Encoding;
use crate::types::{Kind, Square, UciMove};

/// The bytes of one entry.
const ENTRY: usize = 16;

/// Why bytes are not a book, or an entry not a move of its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The length is not a multiple of 16 bytes (the length).
    Length(usize),
    /// Entry `index` has a smaller key than the one before it: a book is sorted.
    Unsorted(usize),
    /// The move field names no legal move of the position (the field).
    Move(u16),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Length(len) => {
                write!(
                    f,
                    "a Polyglot book is 16-byte entries; {len} bytes is not a multiple of 16"
                )
            }
            BookError::Unsorted(i) => {
                write!(f, "entry {i} has a smaller key than the entry before it")
            }
            BookError::Move(raw) => write!(
                f,
                "move field {raw:#06x} is not a legal move of the position"
            ),
        }
    }
}

impl core::error::Error for BookError {}

/// One entry of a book.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BookEntry {
    /// The position's Polyglot key.
    pub key: u64,
    /// The move as Polyglot packs it (see [`BookEntry::to_move`]).
    pub raw_move: u16,
    /// How often to play it, relative to the position's other entries.
    pub weight: u16,
    /// The learning field, as the book has it.
    pub learn: u32,
}

impl BookEntry {
    /// The entry's move as `board`'s move in the default encoding (the board's own
    /// castling form whatever Polyglot's).
    ///
    /// # Errors
    ///
    /// [`BookError::Move`] when it is no legal move there.
    pub fn to_move(&self, board: &Board) -> Result<Move, BookError> {
        self.to_move_as(board)
    }

    /// [`BookEntry::to_move`] in the encoding `E`.
    ///
    /// # Errors
    ///
    /// As [`BookEntry::to_move`].
    pub fn to_move_as<E: Encoding>(&self, board: &Board) -> Result<E, BookError> {
        let raw = self.raw_move;
        let square = |bits: u16| Square::from_index((bits & 63) as u8);
        let (from, to) = (square(raw >> 6), square(raw));
        let promotion = match (raw >> 12) & 7 {
            0 => None,
            1 => Some(Kind::Knight),
            2 => Some(Kind::Bishop),
            3 => Some(Kind::Rook),
            4 => Some(Kind::Queen),
            _ => return Err(BookError::Move(raw)),
        };
        // King takes rook is read as castling by `find_move`.
        board
            .find_move_as(UciMove {
                from,
                to,
                promotion,
            })
            .ok_or(BookError::Move(raw))
    }
}

/// A Polyglot book over bytes (see the module's docs).
///
/// ```
/// use movegen::{Board, Move, PolyglotBook};
/// // One entry: the start position, e2e4, weight 3.
/// let key = Board::default().polyglot_key();
/// let mut bytes = [0u8; 16];
/// bytes[..8].copy_from_slice(&key.to_be_bytes());
/// bytes[8..10].copy_from_slice(&0x031cu16.to_be_bytes()); // e2 (12) to e4 (28)
/// bytes[10..12].copy_from_slice(&3u16.to_be_bytes());
/// let book = PolyglotBook::new(&bytes).unwrap();
/// let entry = book.entries(key).next().unwrap();
/// let mv: Move = entry.to_move(&Board::default()).unwrap();
/// assert_eq!((mv.to_string().as_str(), entry.weight), ("e2e4", 3));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PolyglotBook<'a> {
    bytes: &'a [u8],
}

impl<'a> PolyglotBook<'a> {
    /// A book over `bytes`, checked to be whole entries sorted by key.
    ///
    /// # Errors
    ///
    /// [`BookError::Length`] when the bytes are not whole 16-byte entries,
    /// [`BookError::Unsorted`] when the keys are not in order.
    pub fn new(bytes: &'a [u8]) -> Result<PolyglotBook<'a>, BookError> {
        if !bytes.len().is_multiple_of(ENTRY) {
            return Err(BookError::Length(bytes.len()));
        }
        let book = PolyglotBook { bytes };
        for i in 1..book.len() {
            if book.key_at(i) < book.key_at(i - 1) {
                return Err(BookError::Unsorted(i));
            }
        }
        Ok(book)
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.bytes.len() / ENTRY
    }

    /// Whether the book has no entry.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Entry `i` (0 to `len() - 1`).
    pub fn entry(&self, i: usize) -> Option<BookEntry> {
        // Checked: an index past the book is `None`, never a wrapped product.
        let start = i.checked_mul(ENTRY)?;
        let bytes = self.bytes.get(start..start.checked_add(ENTRY)?)?;
        let field = |range: core::ops::Range<usize>| {
            bytes[range]
                .iter()
                .fold(0u64, |value, &byte| (value << 8) | u64::from(byte))
        };
        Some(BookEntry {
            key: field(0..8),
            raw_move: field(8..10) as u16,
            weight: field(10..12) as u16,
            learn: field(12..16) as u32,
        })
    }

    fn key_at(&self, i: usize) -> u64 {
        self.entry(i).map_or(u64::MAX, |entry| entry.key)
    }

    /// The entries of `board`'s position: [`PolyglotBook::entries`] of its Polyglot
    /// key ([`Board::polyglot_key`], not [`Board::key`], which differs from it in
    /// Chess960 and where an en-passant capture is not legal).
    pub fn entries_for(&self, board: &Board) -> impl Iterator<Item = BookEntry> + 'a {
        self.entries(board.polyglot_key())
    }

    /// The entries of the position whose Polyglot key ([`Board::polyglot_key`]) is
    /// `key`, in the book's order (a binary search for the first, then those after it).
    ///
    /// # Panics
    ///
    /// Never: the indices it reads are inside the book.
    pub fn entries(&self, key: u64) -> impl Iterator<Item = BookEntry> + 'a {
        let book = *self;
        let (mut lo, mut hi) = (0, book.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if book.key_at(mid) < key {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        (lo..book.len())
            .map(move |i| book.entry(i).expect("inside the book"))
            .take_while(move |entry| entry.key == key)
    }
}
