//! Chess attack lookups over a vendored copy of movegen's `compact` tables.
//!
//! `src/tables.rs` is the file that `cargo tablegen write --sliders compact` wrote (data
//! only: five `u64` arrays, 7 KiB); this file is all the code that goes with it. No
//! `std`, no allocation, no dependencies.
//!
//! Squares are `0..64` with A1 = 0, B1 = 1, ..., H1 = 7, A2 = 8, ..., H8 = 63; a
//! bitboard is a `u64` whose bit `n` is square `n`. Colours are 0 = white, 1 = black.
//! Every function panics when a square is 64 or more (or a colour 2 or more).

#![no_std]

#[rustfmt::skip]
#[allow(clippy::unreadable_literal)]
mod tables;

pub use tables::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS, PAWN_PUSHES, RAYS, SLIDERS};

/// Squares a knight on `sq` attacks.
pub fn knight_attacks(sq: usize) -> u64 {
    KNIGHT_ATTACKS[sq]
}

/// Squares a king on `sq` attacks.
pub fn king_attacks(sq: usize) -> u64 {
    KING_ATTACKS[sq]
}

/// Squares a pawn of `color` on `sq` attacks (diagonally forward).
pub fn pawn_attacks(color: usize, sq: usize) -> u64 {
    PAWN_ATTACKS[color][sq]
}

/// Attacks along direction `dir` (0 = N, 1 = NE, 2 = E, 3 = SE, 4 = S, 5 = SW, 6 = W,
/// 7 = NW) from `sq`, stopping at the first occupied square, which is included.
///
/// One bit scan finds the nearest blocker on the ray; the part of the ray behind it is
/// the blocker's own ray in the same direction, and is cut away.
#[inline]
pub fn ray_attacks(dir: usize, sq: usize, occupied: u64) -> u64 {
    let ray = RAYS[dir][sq];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    // N, NE, E and NW point to higher squares: the nearest blocker is the lowest set
    // bit. The other four point to lower squares: it is the highest.
    let nearest = match dir {
        0 | 1 | 2 | 7 => blockers.trailing_zeros(),
        _ => 63 - blockers.leading_zeros(),
    };
    ray ^ RAYS[dir][nearest as usize]
}

/// Squares a bishop on `sq` attacks, with `occupied` blocking.
pub fn bishop_attacks(sq: usize, occupied: u64) -> u64 {
    ray_attacks(1, sq, occupied)
        | ray_attacks(3, sq, occupied)
        | ray_attacks(5, sq, occupied)
        | ray_attacks(7, sq, occupied)
}

/// Squares a rook on `sq` attacks, with `occupied` blocking.
pub fn rook_attacks(sq: usize, occupied: u64) -> u64 {
    ray_attacks(0, sq, occupied)
        | ray_attacks(2, sq, occupied)
        | ray_attacks(4, sq, occupied)
        | ray_attacks(6, sq, occupied)
}

/// Squares a queen on `sq` attacks, with `occupied` blocking.
pub fn queen_attacks(sq: usize, occupied: u64) -> u64 {
    bishop_attacks(sq, occupied) | rook_attacks(sq, occupied)
}
