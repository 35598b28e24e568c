//! The `pext` strategy: BMI2's `pext` gathers the blockers on a slider's lines into
//! an index of the square's slice of one shared attack table.

use super::generated as t;
use crate::types::{Bitboard, Square};
use core::arch::x86_64::_pext_u64;

/// Every index a lookup forms lies inside its attack table: the square's offset plus
/// the blockers gathered from its mask, so below `2^(bits in the mask)`. Checked when
/// the crate is compiled, for the tables it was compiled with.
const _: () = {
    let mut s = 0;
    while s < 64 {
        let rook_end = t::ROOK_OFFSETS[s] as usize + (1usize << t::ROOK_MASKS[s].count_ones());
        assert!(rook_end <= t::ROOK_ATTACKS.len());
        let bishop_end =
            t::BISHOP_OFFSETS[s] as usize + (1usize << t::BISHOP_MASKS[s].count_ones());
        assert!(bishop_end <= t::BISHOP_ATTACKS.len());
        s += 1;
    }
};

/// One square's mask and offset side by side, so that a lookup reads them from one
/// place (one address to form instead of two).
#[derive(Clone, Copy)]
struct Pext {
    mask: u64,
    offset: u32,
}

/// The generated columns of one slider, gathered by square when the crate compiles.
const fn gather(masks: &[u64; 64], offsets: &[u32; 64]) -> [Pext; 64] {
    let mut entries = [Pext { mask: 0, offset: 0 }; 64];
    let mut s = 0;
    while s < 64 {
        entries[s] = Pext {
            mask: masks[s],
            offset: offsets[s],
        };
        s += 1;
    }
    entries
}

static ROOK: [Pext; 64] = gather(&t::ROOK_MASKS, &t::ROOK_OFFSETS);
static BISHOP: [Pext; 64] = gather(&t::BISHOP_MASKS, &t::BISHOP_OFFSETS);

#[inline(always)]
fn pext(occupied: u64, mask: u64) -> usize {
    // SAFETY: build.rs refuses the `pext` strategy unless the target enables bmi2,
    // so the instruction exists on every machine this code is built for.
    unsafe { _pext_u64(occupied, mask) as usize }
}

#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let entry = &BISHOP[sq.index()];
    let i = entry.offset as usize + pext(occupied.0, entry.mask);
    // SAFETY: `i` is below `BISHOP_OFFSETS[s] + 2^(bits in BISHOP_MASKS[s])`, which the
    // compile-time check above proves is at most `BISHOP_ATTACKS.len()`.
    Bitboard(unsafe { *t::BISHOP_ATTACKS.get_unchecked(i) })
}

#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let entry = &ROOK[sq.index()];
    let i = entry.offset as usize + pext(occupied.0, entry.mask);
    // SAFETY: `i` is below `ROOK_OFFSETS[s] + 2^(bits in ROOK_MASKS[s])`, which the
    // compile-time check above proves is at most `ROOK_ATTACKS.len()`.
    Bitboard(unsafe { *t::ROOK_ATTACKS.get_unchecked(i) })
}

#[inline(always)]
pub fn bishop_rays(sq: Square) -> Bitboard {
    // No blockers gather to index 0: the first entry of the square's slice.
    Bitboard(t::BISHOP_ATTACKS[BISHOP[sq.index()].offset as usize])
}

#[inline(always)]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(t::ROOK_ATTACKS[ROOK[sq.index()].offset as usize])
}
