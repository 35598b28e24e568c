//! The `magic` strategy: fancy magic bitboards. The blockers on a slider's lines are
//! multiplied by a magic number and shifted into an index of the square's slice of one
//! shared attack table.

use super::generated as t;
use crate::types::{Bitboard, Square};

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
    Bitboard(t::BISHOP_ATTACKS[i])
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
    Bitboard(t::ROOK_ATTACKS[i])
}
