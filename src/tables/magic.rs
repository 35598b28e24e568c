//! The `magic` strategy: fancy magic bitboards. The blockers on a slider's lines are
//! multiplied by a magic number and shifted into an index of the square's slice of one
//! shared attack table.

use super::generated as t;
use crate::types::{Bitboard, Square};

/// Every index a lookup forms lies inside its attack table: the square's offset plus a
/// product shifted right by the square's shift, so below `2^(64 - shift)`. Checked
/// when the crate is compiled, for the tables it was compiled with.
const _: () = {
    let mut s = 0;
    while s < 64 {
        let rook_end = t::ROOK_OFFSETS[s] as usize + (1usize << (64 - t::ROOK_SHIFTS[s] as u32));
        assert!(rook_end <= t::ROOK_ATTACKS.len());
        let bishop_end =
            t::BISHOP_OFFSETS[s] as usize + (1usize << (64 - t::BISHOP_SHIFTS[s] as u32));
        assert!(bishop_end <= t::BISHOP_ATTACKS.len());
        s += 1;
    }
};

#[inline(always)]
fn index(occupied: u64, mask: u64, magic: u64, shift: u8, offset: u32) -> usize {
    offset as usize + ((occupied & mask).wrapping_mul(magic) >> shift) as usize
}

#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let i = index(
        occupied.0,
        t::BISHOP_MASKS[s],
        t::BISHOP_MAGICS[s],
        t::BISHOP_SHIFTS[s],
        t::BISHOP_OFFSETS[s],
    );
    // SAFETY: `i` is below `BISHOP_OFFSETS[s] + 2^(64 - BISHOP_SHIFTS[s])`, which the
    // compile-time check above proves is at most `BISHOP_ATTACKS.len()`.
    Bitboard(unsafe { *t::BISHOP_ATTACKS.get_unchecked(i) })
}

#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let i = index(
        occupied.0,
        t::ROOK_MASKS[s],
        t::ROOK_MAGICS[s],
        t::ROOK_SHIFTS[s],
        t::ROOK_OFFSETS[s],
    );
    // SAFETY: `i` is below `ROOK_OFFSETS[s] + 2^(64 - ROOK_SHIFTS[s])`, which the
    // compile-time check above proves is at most `ROOK_ATTACKS.len()`.
    Bitboard(unsafe { *t::ROOK_ATTACKS.get_unchecked(i) })
}
