//! Castling's rights, in standard chess and in Chess960: the four rights bits, the
//! castling rooks' starting squares and what follows from them (the squares that must
//! be empty, the squares the king passes, the rights a move keeps). Generating and
//! counting the moves is in `generate/castling.rs`; the FEN field in `fen/castling.rs`.
//!
//! Everything here is computed once, when a FEN is read ([`Castling::new`]), and kept in
//! the [`Board`](crate::Board) in 24 bytes: the per-position
//! [`Position`](crate::position::Position) keeps only the 4-bit rights mask, so that the
//! legal perft's copy per child stays as small as before.
//!
//! A castling move is stored as the king's move: origin the king's square, destination
//! the king's destination (the g- or c-file), special field the king. In Chess960 the
//! two may be the same square (the king already stands on g1); the rook is found from
//! the destination's file and rank.

use crate::types::{Bitboard, Color, Square};
use crate::zobrist::{self, ROOKS};

/// White may castle king side (towards the h-file).
pub(crate) const WK: u8 = 1;
/// White may castle queen side (towards the a-file).
pub(crate) const WQ: u8 = 2;
/// Black may castle king side.
pub(crate) const BK: u8 = 4;
/// Black may castle queen side.
pub(crate) const BQ: u8 = 8;

/// The rights' bits, by index: the index of a right is the position of its bit.
pub(crate) const BITS: [u8; 4] = [WK, WQ, BK, BQ];

/// The standard FEN letter of each right, in bit order.
pub(crate) const LETTERS: [char; 4] = ['K', 'Q', 'k', 'q'];

/// Where the king lands, per right index (`WK`, `WQ`, `BK`, `BQ` as bits 0 to 3).
pub(crate) const KING_TO: [Square; 4] = [
    Square::from_coords(6, 0),
    Square::from_coords(2, 0),
    Square::from_coords(6, 7),
    Square::from_coords(2, 7),
];

/// Where the rook lands, per right index.
const ROOK_TO: [Square; 4] = [
    Square::from_coords(5, 0),
    Square::from_coords(3, 0),
    Square::from_coords(5, 7),
    Square::from_coords(3, 7),
];

/// The index of the right (0 to 3) of `color` towards the h-file (`long` false) or the
/// a-file.
pub(crate) const fn index(color: Color, long: bool) -> usize {
    color.index() * 2 + long as usize
}

/// The index of the right that puts the king on `king_to` (a g- or c-file square of
/// the first or last rank).
#[inline]
const fn index_of_destination(king_to: Square) -> usize {
    (king_to.rank_index() as usize / 7) * 2 + (king_to.file_index() == 2) as usize
}

/// The squares from `a` to `b`, both included, on one rank.
const fn span(a: Square, b: Square) -> Bitboard {
    let (lo, hi) = if a.to_u8() < b.to_u8() {
        (a.to_u8(), b.to_u8())
    } else {
        (b.to_u8(), a.to_u8())
    };
    Bitboard(((1u64 << (hi - lo + 1)) - 1) << lo)
}

/// The castling rooks of a game and what the move generator and make need of them,
/// computed once from the kings' and rooks' starting squares, in 24 bytes so that a
/// [`Board`](crate::Board) stays within four cache lines: every square it names is on
/// a back rank, so the masks are kept as one byte of that rank each.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Castling {
    /// The squares a move from or to loses a right: the kings' and the castling rooks'
    /// starting squares (the fast test of [`Castling::keep`]).
    touch: Bitboard,
    /// The rook of each right (indexed as the rights' bits), the corner when the right
    /// was not given.
    pub(crate) rook: [Square; 4],
    /// The kings' starting squares (white, black).
    king: [Square; 2],
    /// Per right, as a mask of its back rank: the squares that must be empty, apart
    /// from the king and that rook (between the king and its destination and between
    /// the rook and its destination, destinations included).
    empty: [u8; 4],
    /// Per right, as a mask of its back rank: the squares the king passes, its
    /// destination included and its origin excluded (that one is the in-check test),
    /// none of which may be attacked.
    path: [u8; 4],
    /// Whether castling moves are written king-takes-rook (`e1h1`), as Chess960 wants.
    pub(crate) chess960: bool,
    /// The rights (as bits) whose rook is not in its corner: those that add their
    /// rook's key to the position's key (`key.rs`).
    off_corner: u8,
}

/// The back rank of right `i` as a bitboard, from its byte.
#[inline(always)]
const fn on_back_rank(i: usize, rank_mask: u8) -> Bitboard {
    Bitboard((rank_mask as u64) << (if i < 2 { 0 } else { 56 }))
}

/// The byte of a back-rank bitboard.
const fn back_rank_byte(bb: Bitboard) -> u8 {
    ((bb.0 | (bb.0 >> 56)) & 0xff) as u8
}

impl Castling {
    /// Standard chess: kings on e1 and e8, rooks in the corners.
    pub(crate) const STANDARD: Castling = Castling::new(
        [Square::E1, Square::E8],
        [
            Some(Square::H1),
            Some(Square::A1),
            Some(Square::H8),
            Some(Square::A8),
        ],
        false,
    );

    /// The castling of kings on `kings` (white, black) with the rooks `rooks` (one per
    /// right, `None` for a right not given: it is never looked at).
    pub(crate) const fn new(
        kings: [Square; 2],
        rooks: [Option<Square>; 4],
        chess960: bool,
    ) -> Castling {
        let mut castling = Castling {
            touch: Bitboard::EMPTY,
            rook: [Square::H1, Square::A1, Square::H8, Square::A8],
            king: kings,
            empty: [0; 4],
            path: [0; 4],
            chess960,
            off_corner: 0,
        };
        let mut i = 0;
        while i < 4 {
            if let Some(rook) = rooks[i] {
                let king = kings[i / 2];
                let (king_to, rook_to) = (KING_TO[i], ROOK_TO[i]);
                let pieces = king.bb().0 | rook.bb().0;
                castling.rook[i] = rook;
                castling.empty[i] = back_rank_byte(Bitboard(
                    (span(king, king_to).0 | span(rook, rook_to).0) & !pieces,
                ));
                castling.path[i] = back_rank_byte(Bitboard(
                    (span(king, king_to).0 & !king.bb().0) | king_to.bb().0,
                ));
                castling.touch = Bitboard(castling.touch.0 | pieces);
                if ROOKS[i][rook.file_index() as usize] != 0 {
                    castling.off_corner |= BITS[i];
                }
            }
            i += 1;
        }
        castling
    }

    /// Right `i`'s squares that must be empty (see the field).
    #[inline(always)]
    pub(crate) fn empty(&self, i: usize) -> Bitboard {
        on_back_rank(i, self.empty[i])
    }

    /// Right `i`'s squares the king passes (see the field).
    #[inline(always)]
    pub(crate) fn path(&self, i: usize) -> Bitboard {
        on_back_rank(i, self.path[i])
    }

    /// Right `i`'s squares of the back rank beyond the rook, on the side away from the
    /// king (none for a rook in the corner): a rook or queen there may be kept off the
    /// king's path only by the castling rook, which the move takes away.
    #[inline(always)]
    pub(crate) fn beyond(&self, i: usize) -> Bitboard {
        let rook = self.rook[i];
        let rank = Bitboard(0xff << (8 * rook.rank_index()));
        if i.is_multiple_of(2) {
            // Towards the h-file: the rook is right of the king.
            Bitboard(rank.0 & !(rook.bb().0 << 1).wrapping_sub(1))
        } else {
            Bitboard(rank.0 & (rook.bb().0 - 1))
        }
    }

    /// The rights kept by a move from `from` to `to` (a mask of the rights bits): those
    /// of a king or castling rook that moves from its start or is taken there.
    #[inline(always)]
    pub(crate) fn keep(&self, from: Square, to: Square) -> u8 {
        if ((from.bb() | to.bb()) & self.touch).is_empty() {
            return !0;
        }
        self.keep_touched(from, to)
    }

    /// [`Castling::keep`] for a move that touches a starting square.
    #[inline(always)]
    fn keep_touched(&self, from: Square, to: Square) -> u8 {
        !(self.lost(from) | self.lost(to))
    }

    /// The rights lost by a move from or to `sq`: the right whose rook starts there,
    /// both of the side whose king does. Without a branch: the four rooks' squares are
    /// the bytes of one word, compared with `sq` at once.
    #[inline(always)]
    fn lost(&self, sq: Square) -> u8 {
        let rooks = u32::from_le_bytes(self.rook.map(Square::to_u8));
        // Zero in the byte of each rook on `sq`; every byte is below 0x40.
        let apart = rooks ^ (u32::from(sq.to_u8()) * 0x0101_0101);
        // A byte's high bit is set unless the byte is 0 (adding 0x7f to a byte below
        // 0x80 carries into no other byte).
        let here = !(apart.wrapping_add(0x7f7f_7f7f) | apart) & 0x8080_8080;
        // Bits 7, 15, 23 and 31 to bits 0 to 3 (the products' other terms fall below
        // bit 28 or above bit 31).
        let rook = ((here >> 7).wrapping_mul(0x1020_4080) >> 28) as u8;
        let king =
            (u8::from(self.king[0] == sq) * (WK | WQ)) | (u8::from(self.king[1] == sq) * (BK | BQ));
        rook | king
    }

    /// The rights kept when `color`'s king castles: none of its own.
    #[inline(always)]
    pub(crate) fn keep_after_castling(color: Color) -> u8 {
        !(BITS[index(color, false)] | BITS[index(color, true)])
    }

    /// The rook's origin and destination when the king castles to `king_to`.
    #[inline]
    pub(crate) fn rook_move(&self, king_to: Square) -> (Square, Square) {
        let i = index_of_destination(king_to);
        (self.rook[i], ROOK_TO[i])
    }

    /// The castling rooks' part of the position's key with the rights `rights`: 0
    /// unless a right held castles with a rook out of its corner.
    #[inline]
    pub(crate) fn rooks_key(&self, rights: u8) -> u64 {
        if rights & self.off_corner == 0 {
            return 0;
        }
        zobrist::rooks_from(&ROOKS, rights, |i| self.rook[i])
    }

    /// Whether the rights `held` name the same rooks in both.
    pub(crate) fn same_rooks(&self, other: &Castling, held: u8) -> bool {
        (0..4).all(|i| held & BITS[i] == 0 || self.rook[i] == other.rook[i])
    }
}

/// What the generators, the rule of a move and perft read of the castling rooks: the
/// board's [`Castling`] computes some of it, the legal perft's [`CastlingTable`] looks it
/// all up (built once per count, it keeps the perft's instructions per leaf as they
/// were when the board kept the whole table).
pub(crate) trait CastlingRules {
    /// Right `i`'s squares that must be empty.
    fn empty(&self, i: usize) -> Bitboard;
    /// Right `i`'s squares the king passes, its destination included.
    fn path(&self, i: usize) -> Bitboard;
    /// Right `i`'s squares of the back rank beyond the rook.
    fn beyond(&self, i: usize) -> Bitboard;
    /// Right `i`'s rook.
    fn rook(&self, i: usize) -> Square;
    /// The rights kept by a move from `from` to `to`.
    fn keep(&self, from: Square, to: Square) -> u8;
    /// The castling rooks' part of the position's key with the rights `rights` held
    /// (see `Castling::rooks_key`).
    fn rooks_key(&self, rights: u8) -> u64;
    /// The rook's origin and destination when the king castles to `king_to`.
    #[inline(always)]
    fn rook_move(&self, king_to: Square) -> (Square, Square) {
        let i = index_of_destination(king_to);
        (self.rook(i), ROOK_TO[i])
    }
}

impl CastlingRules for Castling {
    #[inline(always)]
    fn empty(&self, i: usize) -> Bitboard {
        Castling::empty(self, i)
    }
    #[inline(always)]
    fn path(&self, i: usize) -> Bitboard {
        Castling::path(self, i)
    }
    #[inline(always)]
    fn beyond(&self, i: usize) -> Bitboard {
        Castling::beyond(self, i)
    }
    #[inline(always)]
    fn rook(&self, i: usize) -> Square {
        self.rook[i]
    }
    #[inline(always)]
    fn keep(&self, from: Square, to: Square) -> u8 {
        Castling::keep(self, from, to)
    }
    #[inline(always)]
    fn rooks_key(&self, rights: u8) -> u64 {
        Castling::rooks_key(self, rights)
    }
}

/// [`Castling`] with everything looked up: each mask a bitboard, and the rights a move
/// from or to each square keeps, and the rooks' part of the key for each set of rights.
/// 296 bytes: built by the legal perft for its count.
#[derive(Clone, Copy)]
pub(crate) struct CastlingTable {
    rook: [Square; 4],
    empty: [Bitboard; 4],
    path: [Bitboard; 4],
    beyond: [Bitboard; 4],
    /// `keep[sq]`: the rights kept when a move starts or ends on `sq`.
    keep: [u8; 64],
    /// `rooks_key[rights]`: the rooks' part of the key (`Castling::rooks_key`).
    rooks_key: [u64; 16],
}

impl CastlingTable {
    /// The table of `castling`.
    pub(crate) fn new(castling: &Castling) -> CastlingTable {
        let mut keep = [!0; 64];
        for sq in castling.touch {
            keep[sq.index()] = castling.keep_touched(sq, sq);
        }
        CastlingTable {
            rook: castling.rook,
            empty: [0, 1, 2, 3].map(|i| castling.empty(i)),
            path: [0, 1, 2, 3].map(|i| castling.path(i)),
            beyond: [0, 1, 2, 3].map(|i| castling.beyond(i)),
            keep,
            rooks_key: core::array::from_fn(|rights| castling.rooks_key(rights as u8)),
        }
    }
}

impl CastlingRules for CastlingTable {
    #[inline(always)]
    fn empty(&self, i: usize) -> Bitboard {
        self.empty[i]
    }
    #[inline(always)]
    fn path(&self, i: usize) -> Bitboard {
        self.path[i]
    }
    #[inline(always)]
    fn beyond(&self, i: usize) -> Bitboard {
        self.beyond[i]
    }
    #[inline(always)]
    fn rook(&self, i: usize) -> Square {
        self.rook[i]
    }
    #[inline(always)]
    fn keep(&self, from: Square, to: Square) -> u8 {
        self.keep[from.index()] & self.keep[to.index()]
    }
    #[inline(always)]
    fn rooks_key(&self, rights: u8) -> u64 {
        self.rooks_key[usize::from(rights & 15)]
    }
}

#[cfg(test)]
mod tests;
