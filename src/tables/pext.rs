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

/// One square's mask and its slice of the attack table side by side, so that a lookup
/// reads them from one place and indexes the slice with the gathered blockers (no
/// offset to add). Aligned to 32 bytes, the entry's address is the square shifted, and
/// the 8 bytes left hold the attacks on an empty board (the slice's first entry).
#[derive(Clone, Copy)]
#[repr(align(32))]
struct Pext {
    mask: u64,
    /// The table from the square's offset to its end.
    attacks: &'static [u64],
    /// The attacks with no blockers.
    rays: u64,
}

/// The generated columns of one slider, gathered by square when the crate compiles.
const fn gather(masks: &[u64; 64], offsets: &[u32; 64], attacks: &'static [u64]) -> [Pext; 64] {
    let mut entries = [Pext {
        mask: 0,
        attacks,
        rays: 0,
    }; 64];
    let mut s = 0;
    while s < 64 {
        let slice = attacks.split_at(offsets[s] as usize).1;
        entries[s] = Pext {
            mask: masks[s],
            attacks: slice,
            rays: slice[0],
        };
        s += 1;
    }
    entries
}

static ROOK: [Pext; 64] = gather(&t::ROOK_MASKS, &t::ROOK_OFFSETS, &t::ROOK_ATTACKS);
static BISHOP: [Pext; 64] = gather(&t::BISHOP_MASKS, &t::BISHOP_OFFSETS, &t::BISHOP_ATTACKS);

#[inline]
fn pext(occupied: u64, mask: u64) -> usize {
    // SAFETY: build.rs refuses the `pext` strategy unless the target enables bmi2,
    // so the instruction exists on every machine this code is built for.
    unsafe { _pext_u64(occupied, mask) as usize }
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let entry = &BISHOP[sq.index()];
    let i = pext(occupied.0, entry.mask);
    // SAFETY: `i` is below `2^(bits in BISHOP_MASKS[s])`, and the slice runs from
    // `BISHOP_OFFSETS[s]` to the table's end, which the compile-time check above proves
    // is at least that far.
    Bitboard(unsafe { *entry.attacks.get_unchecked(i) })
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let entry = &ROOK[sq.index()];
    let i = pext(occupied.0, entry.mask);
    // SAFETY: `i` is below `2^(bits in ROOK_MASKS[s])`, and the slice runs from
    // `ROOK_OFFSETS[s]` to the table's end, which the compile-time check above proves
    // is at least that far.
    Bitboard(unsafe { *entry.attacks.get_unchecked(i) })
}

#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP[sq.index()].rays)
}

#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK[sq.index()].rays)
}
