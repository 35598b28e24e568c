//! Copy-make: each child a copy of its parent's [`Position`] with the move played on
//! it (no mailbox, clocks or undo stack to keep: the legal generator reads none of
//! them), counted to the depth below through the perft's [`Memo`]. With a table that
//! reads them, each child's Polyglot key is the parent's with the move's changes XORed
//! in ([`Memo::Writes`]); without, no key is kept.

use super::children::CountChild;
use super::memo::Memo;
use crate::castling::CastlingRules;
use crate::play::{Play, Writes, play};
use crate::position::Position;

impl Position {
    /// The child of `m`: a copy of the position with the move played on it.
    #[inline(always)]
    fn child<W: Writes + Default>(&self, castling: &impl CastlingRules, m: Play) -> Position {
        let mut child = *self;
        play(&mut child, castling, m, &mut W::default());
        child
    }
}

/// Counts each child to `depth` on a copy of its parent.
pub(crate) struct CopyMake<'a, M: Memo> {
    pub(crate) memo: &'a mut M,
    pub(crate) depth: u32,
}

impl<M: Memo> CountChild for CopyMake<'_, M> {
    #[inline(always)]
    fn count(&mut self, parent: &Position, castling: &impl CastlingRules, m: Play) -> u64 {
        let child = parent.child::<M::Writes>(castling, m);
        child.perft_with(castling, self.depth, self.memo)
    }
}
