//! The `compact` strategy: no slider table. Slider attacks come from the ray tables:
//! one bit scan per direction finds the nearest blocker, and the blocker's own ray is
//! cut away. Between and line come from the rays too, once the direction from one
//! square to the other is known.

use super::generated as t;
use crate::types::{Bitboard, Square};

/// Attacks along a ray that points to higher squares (N, NE, E, NW).
#[inline(always)]
fn up(dir: usize, sq: usize, occupied: u64) -> u64 {
    let ray = t::RAYS[dir][sq];
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        ray ^ t::RAYS[dir][blockers.trailing_zeros() as usize]
    }
}

/// Attacks along a ray that points to lower squares (SE, S, SW, W).
#[inline(always)]
fn down(dir: usize, sq: usize, occupied: u64) -> u64 {
    let ray = t::RAYS[dir][sq];
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        ray ^ t::RAYS[dir][63 - blockers.leading_zeros() as usize]
    }
}

// Inlined everywhere on a 64-bit target, where each lookup is four bit-scan
// instructions; called on Arm, where each bit scan is a library call and inlining them
// all more than doubles the code (103,700 against 56,336 bytes of firmware).
#[cfg_attr(target_arch = "arm", inline(never))]
#[cfg_attr(not(target_arch = "arm"), inline(always))]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let (s, o) = (sq.index(), occupied.0);
    Bitboard(up(1, s, o) | down(3, s, o) | down(5, s, o) | up(7, s, o))
}

// Inlined everywhere on a 64-bit target, where each lookup is four bit-scan
// instructions; called on Arm, where each bit scan is a library call and inlining them
// all more than doubles the code (103,700 against 56,336 bytes of firmware).
#[cfg_attr(target_arch = "arm", inline(never))]
#[cfg_attr(not(target_arch = "arm"), inline(always))]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let (s, o) = (sq.index(), occupied.0);
    Bitboard(up(0, s, o) | up(2, s, o) | down(4, s, o) | down(6, s, o))
}

/// The direction (0 = N, clockwise) from `a` to `b`, if they are aligned.
#[inline(always)]
fn direction(a: Square, b: Square) -> Option<usize> {
    let df = b.file_index() as i8 - a.file_index() as i8;
    let dr = b.rank_index() as i8 - a.rank_index() as i8;
    match (df.signum(), dr.signum()) {
        (0, 0) => None,
        (0, 1) => Some(0),
        (0, _) => Some(4),
        (1, 0) => Some(2),
        (_, 0) => Some(6),
        (sf, sr) if df.abs() == dr.abs() => Some(match (sf, sr) {
            (1, 1) => 1,
            (1, _) => 3,
            (_, -1) => 5,
            _ => 7,
        }),
        _ => None,
    }
}

#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    match direction(a, b) {
        Some(d) => Bitboard(t::RAYS[d][a.index()] & t::RAYS[(d + 4) & 7][b.index()]),
        None => Bitboard(0),
    }
}

#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    match direction(a, b) {
        Some(d) => {
            Bitboard(t::RAYS[d][a.index()] | t::RAYS[(d + 4) & 7][a.index()] | (1 << a.index()))
        }
        None => Bitboard(0),
    }
}
