//! Castling's rights, in standard chess and in Chess960: the four rights bits, the
//! castling rooks' starting squares and what follows from them (the squares that must
//! be empty, the squares the king passes, the rights a move keeps). Generating and
//! counting the moves is in `generate/castling.rs`; the FEN field in `fen/castling.rs`.
//!
//! Everything here is computed once, when a FEN is read ([`Castling::new`]), and kept in
//! the [`Board`](crate::Board): the per-position [`Position`](crate::position::Position)
//! keeps only the 4-bit rights mask, so that the legal perft's copy per child stays as
//! small as before.
//!
//! A castling move is stored as the king's move: origin the king's square, destination
//! the king's destination (the g- or c-file), special field the king. In Chess960 the
//! two may be the same square (the king already stands on g1); the rook is found from
//! the destination's file and rank.

use crate::types::{Bitboard, Color, Square};

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
    (king_to.rank() as usize / 7) * 2 + (king_to.file() == 2) as usize
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
/// computed once from the kings' and rooks' starting squares.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Castling {
    /// The rook of each right (indexed as the rights' bits), the corner when the right
    /// was not given.
    pub(crate) rook: [Square; 4],
    /// Per right: the squares that must be empty, apart from the king and that rook
    /// (between the king and its destination and between the rook and its
    /// destination, destinations included).
    pub(crate) empty: [Bitboard; 4],
    /// Per right: the squares the king passes, its destination included and its
    /// origin excluded (that one is the in-check test), none of which may be attacked.
    pub(crate) path: [Bitboard; 4],
    /// Per right: the squares of the back rank beyond the rook, on the side away from
    /// the king (none for a rook in the corner). A rook or queen there may be kept off
    /// the king's path only by the castling rook, which the move takes away.
    pub(crate) beyond: [Bitboard; 4],
    /// `keep[sq]`: the rights kept when a move starts or ends on `sq`.
    keep: [u8; 64],
    /// Whether castling moves are written king-takes-rook (`e1h1`), as Chess960 wants.
    pub(crate) chess960: bool,
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
            rook: [Square::H1, Square::A1, Square::H8, Square::A8],
            empty: [Bitboard::EMPTY; 4],
            path: [Bitboard::EMPTY; 4],
            beyond: [Bitboard::EMPTY; 4],
            keep: [!0; 64],
            chess960,
        };
        let mut i = 0;
        while i < 4 {
            if let Some(rook) = rooks[i] {
                let king = kings[i / 2];
                let (king_to, rook_to) = (KING_TO[i], ROOK_TO[i]);
                let pieces = king.bb().0 | rook.bb().0;
                castling.rook[i] = rook;
                castling.empty[i] =
                    Bitboard((span(king, king_to).0 | span(rook, rook_to).0) & !pieces);
                castling.path[i] =
                    Bitboard((span(king, king_to).0 & !king.bb().0) | king_to.bb().0);
                let rank = Bitboard(0xff << (8 * rook.rank()));
                castling.beyond[i] = if rook.to_u8() > king.to_u8() {
                    Bitboard(rank.0 & !(rook.bb().0 << 1).wrapping_sub(1))
                } else {
                    Bitboard(rank.0 & (rook.bb().0 - 1))
                };
                castling.keep[rook.index()] &= !BITS[i];
                castling.keep[king.index()] &= !(BITS[i / 2 * 2] | BITS[i / 2 * 2 + 1]);
            }
            i += 1;
        }
        castling
    }

    /// The rights kept by a move from `from` to `to`.
    #[inline]
    pub(crate) fn keep(&self, from: Square, to: Square) -> u8 {
        self.keep[from.index()] & self.keep[to.index()]
    }

    /// The rights kept when the king on `king` moves (castling included).
    #[inline]
    pub(crate) fn keep_after_king(&self, king: Square) -> u8 {
        self.keep[king.index()]
    }

    /// The rook's origin and destination when the king castles to `king_to`.
    #[inline]
    pub(crate) fn rook_move(&self, king_to: Square) -> (Square, Square) {
        let i = index_of_destination(king_to);
        (self.rook[i], ROOK_TO[i])
    }

    /// Whether the rights `held` name the same rooks in both.
    pub(crate) fn same_rooks(&self, other: &Castling, held: u8) -> bool {
        (0..4).all(|i| held & BITS[i] == 0 || self.rook[i] == other.rook[i])
    }
}
