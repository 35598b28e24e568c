//! The `pext` strategy: BMI2's `pext` gathers the blockers on a slider's lines into
//! an index of the square's slice of one shared attack table.

use super::generated as t;
use crate::types::{Bitboard, Square};
use core::arch::x86_64::_pext_u64;

#[inline(always)]
fn pext(occupied: u64, mask: u64) -> usize {
    // SAFETY: build.rs refuses the `pext` strategy unless the target enables bmi2,
    // so the instruction exists on every machine this code is built for.
    unsafe { _pext_u64(occupied, mask) as usize }
}

#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let i = t::BISHOP_OFFSETS[s] as usize + pext(occupied.0, t::BISHOP_MASKS[s]);
    Bitboard(t::BISHOP_ATTACKS[i])
}

#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let i = t::ROOK_OFFSETS[s] as usize + pext(occupied.0, t::ROOK_MASKS[s]);
    Bitboard(t::ROOK_ATTACKS[i])
}
