//! What the legal perft remembers between positions: nothing ([`NoMemo`], for
//! [`Board::perft`](crate::Board::perft)), or the counts of a transposition table
//! ([`PerftTable`](crate::PerftTable), in `table.rs`), asked before a position is counted
//! and told its count after, by the position's key: derived from the key copy-make
//! keeps (Polyglot's), or computed from scratch with a seeded key set (`seeded.rs`).

use crate::castling::CastlingRules;
use crate::play::{Bitboards, Writes};
use crate::position::Position;
use crate::zobrist::Key;

/// The hooks of a perft table.
pub(crate) trait Memo {
    /// How the children are played: with their keys when the table reads them.
    type Writes: Writes + Default;

    /// A count remembered for the key at the depth.
    fn probe(&self, key: Key, depth: u32) -> Option<u64>;

    /// Remembers a count.
    fn store(&mut self, key: Key, depth: u32, nodes: u64);

    /// The key `pos` is probed and stored by, a position counted to depth 2 or more:
    /// by default its identity (`Board::key`'s rule), the key copy-make kept (when
    /// [`Memo::Writes`] keeps keys).
    #[inline(always)]
    fn key(&self, pos: &Position, _castling: &impl CastlingRules) -> Key {
        pos.state.key
    }
}

/// Nothing remembered, no key kept.
pub(crate) struct NoMemo;

impl Memo for NoMemo {
    type Writes = Bitboards<false>;

    #[inline]
    fn probe(&self, _key: Key, _depth: u32) -> Option<u64> {
        None
    }

    #[inline]
    fn store(&mut self, _key: Key, _depth: u32, _nodes: u64) {}

    #[inline(always)]
    fn key(&self, _pos: &Position, _castling: &impl CastlingRules) -> Key {
        Key::NONE
    }
}
