//! Copy-make: each child a copy of its parent's [`Position`] with the move played on
//! it (no mailbox, clocks or undo stack to keep: the legal generator reads none of
//! them), counted to the depth below through the perft's [`Memo`]. With a table, each
//! child's Zobrist key is the parent's with the move's changes XORed in; without, no
//! key is computed.

use super::children::CountChild;
use super::memo::Memo;
use crate::castling::Castling;
use crate::play::{Play, play};
use crate::position::Position;

/// Counts each child to `depth` on a copy of its parent.
pub(crate) struct CopyMake<'a, M: Memo> {
    pub(crate) memo: &'a mut M,
    pub(crate) depth: u32,
}

impl<M: Memo> CountChild for CopyMake<'_, M> {
    #[inline(always)]
    fn count(&mut self, parent: &Position, castling: &Castling, m: Play) -> u64 {
        let mut child = *parent;
        play(&mut child, castling, m, &mut M::Writes::default());
        child.perft_with(castling, self.depth, self.memo)
    }
}
