//! Between and line read from their own tables (`BETWEEN`, `LINE_INDEX` into `LINES`),
//! for the strategies that have them.

use super::generated as t;
use crate::types::{Bitboard, Square};

#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(t::BETWEEN[a.index()][b.index()])
}

#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(t::LINES[t::LINE_INDEX[a.index()][b.index()] as usize])
}
