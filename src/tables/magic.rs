//! The `magic` strategy: fancy magic bitboards. The blockers on a slider's lines are
//! multiplied by a magic number and shifted into an index of the square's slice of one
//! shared attack table.

use super::generated as t;
use crate::types::{Bitboard, Square};

/// One square's magic: the generated tables' four columns side by side, so that a
/// lookup reads them from one place (one address to form instead of four).
#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    magic: u64,
    offset: u32,
    shift: u8,
}

/// The generated columns of one slider, gathered by square when the crate compiles.
const fn gather(
    masks: &[u64; 64],
    magics: &[u64; 64],
    shifts: &[u8; 64],
    offsets: &[u32; 64],
) -> [Magic; 64] {
    let mut entries = [Magic {
        mask: 0,
        magic: 0,
        offset: 0,
        shift: 0,
    }; 64];
    let mut s = 0;
    while s < 64 {
        entries[s] = Magic {
            mask: masks[s],
            magic: magics[s],
            offset: offsets[s],
            shift: shifts[s],
        };
        s += 1;
    }
    entries
}

static ROOK: [Magic; 64] = gather(
    &t::ROOK_MASKS,
    &t::ROOK_MAGICS,
    &t::ROOK_SHIFTS,
    &t::ROOK_OFFSETS,
);
static BISHOP: [Magic; 64] = gather(
    &t::BISHOP_MASKS,
    &t::BISHOP_MAGICS,
    &t::BISHOP_SHIFTS,
    &t::BISHOP_OFFSETS,
);

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

#[inline]
fn index(occupied: u64, m: &Magic) -> usize {
    m.offset as usize + ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let i = index(occupied.0, &BISHOP[sq.index()]);
    // SAFETY: `i` is below `BISHOP_OFFSETS[s] + 2^(64 - BISHOP_SHIFTS[s])`, which the
    // compile-time check above proves is at most `BISHOP_ATTACKS.len()`.
    Bitboard(unsafe { *t::BISHOP_ATTACKS.get_unchecked(i) })
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let i = index(occupied.0, &ROOK[sq.index()]);
    // SAFETY: `i` is below `ROOK_OFFSETS[s] + 2^(64 - ROOK_SHIFTS[s])`, which the
    // compile-time check above proves is at most `ROOK_ATTACKS.len()`.
    Bitboard(unsafe { *t::ROOK_ATTACKS.get_unchecked(i) })
}
