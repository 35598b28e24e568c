//! A perft table probed with a seeded key set ([`ZobristKeys`]) instead of Polyglot's:
//! [`Seeded`] wraps the table's [`Memo`] and gives every position counted at depth 2 or
//! more (the only ones probed) its key (`Board::key`'s rule) computed from scratch with
//! the set, once, for its probe and store. The children are copy-made without their
//! Polyglot key (nothing reads it), so the incremental key's few XORs a move are saved
//! where the key from scratch is paid.
//!
//! The tables choose this path at the root when they hold a key set
//! ([`PerftTable::with_keys`](crate::PerftTable::with_keys),
//! [`SharedPerftTable::with_keys`](crate::SharedPerftTable::with_keys)); without one,
//! the table is its own [`Memo`], as it always was.

use super::memo::Memo;
use crate::castling::CastlingRules;
use crate::play::Bitboards;
use crate::position::Position;
use crate::zobrist::{Key, ZobristKeys};

/// A table's [`Memo`], probed and filled by keys of `keys`.
pub(super) struct Seeded<'a, M: Memo> {
    memo: &'a mut M,
    keys: &'a ZobristKeys,
}

impl Position {
    /// [`Position::perft_with`] through `memo` probed with keys of `keys`, each
    /// position's from scratch ([`Seeded::key`]).
    #[inline]
    pub(super) fn perft_seeded<M: Memo>(
        &self,
        castling: &impl CastlingRules,
        depth: u32,
        memo: &mut M,
        keys: &ZobristKeys,
    ) -> u64 {
        self.perft_with(castling, depth, &mut Seeded { memo, keys })
    }
}

impl<M: Memo> Memo for Seeded<'_, M> {
    // No Polyglot key kept: each key is computed from scratch.
    type Writes = Bitboards<false>;

    #[inline]
    fn probe(&self, key: Key, depth: u32) -> Option<u64> {
        self.memo.probe(key, depth)
    }

    #[inline]
    fn store(&mut self, key: Key, depth: u32, nodes: u64) {
        self.memo.store(key, depth, nodes);
    }

    /// The seeded key from scratch (nothing without the `zobrist` feature, where a
    /// [`Key`] holds none and no table is consulted).
    #[inline]
    fn key(&self, pos: &Position, castling: &impl CastlingRules) -> Key {
        Key::of(pos.identity_with(self.keys.keys(), self.keys.rooks(), castling))
    }
}
