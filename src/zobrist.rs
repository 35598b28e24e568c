//! Zobrist keys: the position's 64-bit key ([`Board::key`](crate::Board::key)), its
//! identity, and Polyglot's key ([`Board::polyglot_key`](crate::Board::polyglot_key)),
//! the one opening books use. Here: the [`Key`] type, the table's lookups, the rule of
//! Polyglot's key from scratch ([`key_from`], over any 781 keys: Polyglot's, or a set
//! made from a seed, [`ZobristKeys`] in `zobrist/seeded.rs`) and the castling rooks'
//! part ([`rooks_from`]); a position's keys are put together in `position.rs`.
//!
//! Polyglot's keys are the generated `ZOBRIST` table: the 781 `Random64` values of the
//! Polyglot book format, in its order (see its doc comment in the generated file).
//! Polyglot's key of a position is the XOR of the key of every piece on its square, of
//! each castling right held, of the en-passant file when a pawn of the side to move
//! stands beside the pawn that has just advanced two squares (whether the capture would
//! be legal does not matter; without such a pawn the file is not hashed, though FEN
//! still names the square), and of the turn key when white is to move. Every make,
//! unmake and copy-make keeps it up to date.
//!
//! The position's key, its identity, holds whatever decides the moves, and so what
//! FIDE's rules compare when they count a repetition (same pieces on the same squares,
//! the same player to move, the same possible moves): it is Polyglot's key but for two
//! things. The en-passant file is hashed only when a capture there is legal (not when
//! the only pawn beside is pinned, or the capture would leave its king in check). And
//! each castling right held adds the key of its rook's file ([`ROOKS`]), 0 for a rook in
//! its corner: Polyglot's four castling keys say which rights are held, not which rook
//! each castles with, which in Chess960 may be another than the one in the corner. A
//! standard position's key is Polyglot's unless an en-passant file is hashed that no
//! legal capture can use.
//!
//! Keeping the keys is the Cargo feature `zobrist`, on by default. Without it, [`Key`] is
//! a zero-sized type whose every operation compiles to nothing: no key is kept, and the
//! table is linked only by a program that asks for a key: `Board::key` then computes it
//! from scratch, the perft tables are not consulted, and a `Game` computes a key per
//! move. The public items are the same either way. The micro:bit perft firmware, with
//! its 64 KiB of flash, needs the table left out.

use core::ops::{BitXor, BitXorAssign};

use crate::tables::generated::ZOBRIST;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

mod seeded;

pub use seeded::ZobristKeys;

/// The keys of the castling rooks' files, `[right][file]` (see [`ZobristKeys::rooks`]).
pub(crate) type RookKeys = [[u64; 8]; 4];

/// The castling rooks' keys of the position's key: those of the seeded set of seed 960
/// (Polyglot's format has none), 0 for a rook in its corner.
pub(crate) const ROOKS: RookKeys = *ZobristKeys::from_seed(960).rooks();

/// The castling rooks' part of a key with `keys`: for each right held in `rights`, the
/// key of its rook's file (`rook(i)`: right `i`'s rook).
#[inline]
pub(crate) fn rooks_from(keys: &RookKeys, rights: u8, rook: impl Fn(usize) -> Square) -> u64 {
    let mut key = 0;
    for (i, files) in keys.iter().enumerate() {
        if rights & (1 << i) != 0 {
            key ^= files[usize::from(rook(i).file_index() & 7)];
        }
    }
    key
}

/// A Zobrist key, or nothing at all without the `zobrist` feature.
#[cfg(feature = "zobrist")]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Key(pub(crate) u64);

/// A Zobrist key, or nothing at all without the `zobrist` feature.
#[cfg(not(feature = "zobrist"))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Key;

impl Key {
    /// The empty key, XOR's identity.
    #[cfg(feature = "zobrist")]
    pub(crate) const NONE: Key = Key(0);
    /// The empty key, XOR's identity.
    #[cfg(not(feature = "zobrist"))]
    pub(crate) const NONE: Key = Key;
}

impl BitXor for Key {
    type Output = Key;

    #[inline]
    fn bitxor(self, other: Key) -> Key {
        #[cfg(feature = "zobrist")]
        return Key(self.0 ^ other.0);
        #[cfg(not(feature = "zobrist"))]
        {
            let _ = other;
            Key
        }
    }
}

impl BitXorAssign for Key {
    #[inline]
    fn bitxor_assign(&mut self, other: Key) {
        *self = *self ^ other;
    }
}

impl Key {
    /// The key of the number `value` (nothing without the feature).
    #[inline(always)]
    pub(crate) fn of(value: u64) -> Key {
        #[cfg(feature = "zobrist")]
        return Key(value);
        #[cfg(not(feature = "zobrist"))]
        {
            let _ = value;
            Key
        }
    }

    /// The key as a number (0 without the feature, where none is kept).
    #[inline(always)]
    pub(crate) fn value(self) -> u64 {
        #[cfg(feature = "zobrist")]
        return self.0;
        #[cfg(not(feature = "zobrist"))]
        0
    }
}

/// Looks up one entry of the table: the key at `index`, or nothing without the feature.
#[inline]
fn at(index: usize) -> Key {
    #[cfg(feature = "zobrist")]
    return Key(ZOBRIST[index]);
    #[cfg(not(feature = "zobrist"))]
    {
        let _ = index;
        Key
    }
}

/// Where the castling keys start in `ZOBRIST`: white short, white long, black short,
/// black long, the order of the castling-right bits.
const CASTLE: usize = 768;
/// Where the eight en-passant file keys start, file a first.
const EN_PASSANT: usize = 772;
/// The key of white to move.
const TURN: usize = 780;
/// The number of keys: 12 pieces of 64 squares, 4 castling rights, 8 files, the turn.
pub(crate) const KEYS: usize = TURN + 1;

// The generated table is Polyglot's array, in that layout.
const _: () = assert!(ZOBRIST.len() == KEYS && CASTLE == 12 * 64);

/// `PIECE_BASE[code]`: where the 64 keys of the piece with this code start in `ZOBRIST`
/// (`64 * (2 * kind + white)`, kinds in Polyglot's order p n b r q k). Codes that name
/// no piece map to 0 and are never looked up.
const PIECE_BASE: [u16; 16] = {
    let mut t = [0u16; 16];
    let mut code = 0;
    while code < 16 {
        let kind = match code & 7 {
            1 => 0, // pawn
            3 => 1, // knight
            5 => 2, // bishop
            6 => 3, // rook
            7 => 4, // queen
            _ => 5, // king (and the unused codes)
        };
        let white = if code & 8 == 0 { 1 } else { 0 };
        t[code] = 64 * (2 * kind + white) as u16;
        code += 1;
    }
    t
};

// PIECE_CODES names every piece once: its twelve codes are those of the twelve pieces.
const _: () = {
    let colors = [Color::White, Color::Black];
    let mut i = 0;
    while i < 12 {
        assert!(PIECE_CODES[i] == Piece::new(colors[i / 6], Kind::ALL[i % 6]).code() as usize);
        i += 1;
    }
};

/// `PIECE_KEYS[code]`: the 64 keys of the piece with this code, a row of `ZOBRIST`
/// (row 0 for the codes that name no piece, never looked up). Looked up by code and
/// square, a key needs no bounds check, where `PIECE_BASE` and an index into the
/// whole table need one: two branches fewer in every make (16 pointers, not a copy).
#[cfg(feature = "zobrist")]
static PIECE_KEYS: [&[u64; 64]; 16] = {
    let mut rows = [ZOBRIST.first_chunk::<64>().unwrap(); 16];
    let mut code = 0;
    while code < 16 {
        let (_, from_base) = ZOBRIST.split_at(PIECE_BASE[code] as usize);
        rows[code] = from_base.first_chunk::<64>().unwrap();
        code += 1;
    }
    rows
};

/// The key of `piece` on `sq`.
#[inline]
pub(crate) fn piece(piece: Piece, sq: Square) -> Key {
    #[cfg(feature = "zobrist")]
    return Key(PIECE_KEYS[piece.slot()][sq.index() & 63]);
    #[cfg(not(feature = "zobrist"))]
    {
        let _ = (piece, sq);
        Key
    }
}

/// The key of white to move: toggled by every move.
#[inline]
pub(crate) fn turn() -> Key {
    at(TURN)
}

/// The XOR of the keys of the castling rights in `rights` (bits WK = 1, WQ = 2, BK = 4,
/// BQ = 8): looked up, since a move that changes the rights (a king's or a rook's
/// first) would otherwise test four bits.
#[inline]
pub(crate) fn castling(rights: u8) -> Key {
    #[cfg(feature = "zobrist")]
    return Key(CASTLING_KEYS[usize::from(rights & 15)]);
    #[cfg(not(feature = "zobrist"))]
    {
        let _ = rights;
        Key
    }
}

/// `CASTLING_KEYS[rights]`: the XOR of the keys of the rights in `rights`, for each of
/// the 16 sets (128 bytes, computed at compile time from `ZOBRIST`).
#[cfg(feature = "zobrist")]
static CASTLING_KEYS: [u64; 16] = {
    let mut table = [0u64; 16];
    let mut rights = 0;
    while rights < 16 {
        let mut i = 0;
        while i < 4 {
            if rights & (1 << i) != 0 {
                table[rights] ^= ZOBRIST[CASTLE + i];
            }
            i += 1;
        }
        rights += 1;
    }
    table
};

/// The key of the en-passant file of `sq`.
#[inline]
pub(crate) fn en_passant(sq: Square) -> Key {
    at(EN_PASSANT + usize::from(sq.file_index() & 7))
}

/// The codes of the twelve pieces (white's, then black's: pawn 1, knight 3, bishop 5,
/// rook 6, queen 7, king 2, black's with 8 added).
const PIECE_CODES: [usize; 12] = [1, 3, 5, 6, 7, 2, 9, 11, 13, 14, 15, 10];

/// The key of a position from scratch with `keys` (Polyglot's `ZOBRIST`, or a seeded
/// set in the same layout), under Polyglot's rules: every piece on each of its squares
/// (`by_piece`: each piece's squares, by its code), the castling `rights`, the
/// en-passant square `hashed_ep` when hashed (Polyglot's rule or the position's, the
/// caller's choice: see `position.rs`) and the turn. The one copy of the rule, whether
/// or not the feature keeps keys.
#[inline]
pub(crate) fn key_from(
    keys: &[u64; KEYS],
    by_piece: &[Bitboard; 16],
    rights: u8,
    hashed_ep: Option<Square>,
    white_to_move: bool,
) -> u64 {
    let mut key = 0;
    for code in PIECE_CODES {
        // The piece's 64 keys: one bounds check a piece, none a square.
        let base = PIECE_BASE[code] as usize;
        let Some(squares_keys) = keys.get(base..base + 64) else {
            continue; // not reached: a piece's keys end at 768
        };
        for sq in by_piece[code] {
            key ^= squares_keys[sq.index() & 63];
        }
    }
    for i in 0..4 {
        if rights & (1 << i) != 0 {
            key ^= keys[CASTLE + i];
        }
    }
    if let Some(sq) = hashed_ep {
        key ^= keys[EN_PASSANT + usize::from(sq.file_index() & 7)];
    }
    if white_to_move {
        key ^= keys[TURN];
    }
    key
}

/// Polyglot's keys (the generated table), for [`key_from`].
#[inline(always)]
pub(crate) fn polyglot() -> &'static [u64; KEYS] {
    &ZOBRIST
}
