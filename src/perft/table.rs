//! A transposition table for perft ([`Board::perft_hashed`]): the leaf count below a
//! position at a depth, remembered by the position's Zobrist key, over a buffer the
//! caller provides (no allocation).
//!
//! Each entry holds the whole 64-bit key, the depth and the count. An entry answers a
//! probe only when both its key and its depth are the probe's, so a wrong count needs
//! two different positions with the same 64-bit key, both met in one count: with `n`
//! distinct positions stored, the chance of any such pair is about `n² / 2^65`. The
//! start position to depth 8 stores fewer than 10^8 distinct positions (those at plies
//! 0 to 6, the last two plies being counted without the table), which puts the chance
//! of a wrong count under 3 in 10,000, and a deep count from a table of a few hundred
//! megabytes keeps far fewer than that at once. (Polyglot's keys are fixed published
//! numbers, not random ones; nothing suggests they collide more often than random
//! keys would.)
//!
//! Entries are grouped in buckets of two: the first keeps the deeper of what it holds
//! and what is stored (the more work it saves), the second takes whatever the first
//! does not.
//!
//! A table made with [`PerftTable::with_keys`] is probed with another key set than
//! Polyglot's (one made from a seed, [`ZobristKeys`]), each position's key computed
//! from scratch (`seeded.rs`): a count made again with independent keys cannot be
//! misled by the same collision.

use super::entry;
use super::memo::Memo;
use crate::board::Board;
use crate::castling::CastlingTable;
use crate::play::Bitboards;
use crate::zobrist::{Key, ZobristKeys};

/// One entry of a [`PerftTable`]: a key, a depth and a leaf count. Make a buffer of them
/// with `[PerftEntry::EMPTY; N]` or `vec![PerftEntry::EMPTY; n]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PerftEntry {
    key: u64,
    /// The depth and the count, packed as `entry.rs` says.
    depth_nodes: u64,
}

impl PerftEntry {
    /// An entry that answers no probe (depth 0 is never stored).
    pub const EMPTY: PerftEntry = PerftEntry {
        key: 0,
        depth_nodes: 0,
    };

    /// The bytes of one entry, to size a buffer from a number of bytes.
    pub const BYTES: usize = core::mem::size_of::<PerftEntry>();

    fn depth(self) -> u32 {
        entry::depth(self.depth_nodes)
    }
}

/// A perft transposition table over a caller's buffer of [`PerftEntry`].
///
/// ```
/// use movegen::{Board, PerftEntry, PerftTable};
/// let mut buffer = vec![PerftEntry::EMPTY; 1 << 16]; // 1 MiB
/// let mut table = PerftTable::new(&mut buffer).unwrap();
/// assert_eq!(Board::default().perft_hashed(5, &mut table), 4_865_609);
/// ```
#[derive(Debug)]
pub struct PerftTable<'a> {
    entries: &'a mut [PerftEntry],
    /// The key set probed with, when not Polyglot's.
    keys: Option<&'a ZobristKeys>,
}

/// Why a buffer cannot be a [`PerftTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerftTableError {
    /// The buffer holds fewer than two entries (one bucket).
    TooSmall,
}

impl core::fmt::Display for PerftTableError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PerftTableError::TooSmall => f.write_str("a perft table needs at least 2 entries"),
        }
    }
}

impl core::error::Error for PerftTableError {}

impl<'a> PerftTable<'a> {
    /// A table over `entries`, emptied first. Any length from 2 up (an odd last entry
    /// is not used).
    ///
    /// # Errors
    ///
    /// [`PerftTableError::TooSmall`] for fewer than 2 entries.
    pub fn new(entries: &'a mut [PerftEntry]) -> Result<PerftTable<'a>, PerftTableError> {
        if entries.len() < 2 {
            return Err(PerftTableError::TooSmall);
        }
        entries.fill(PerftEntry::EMPTY);
        Ok(PerftTable {
            entries,
            keys: None,
        })
    }

    /// A table over `entries`, emptied first, probed with the keys of `keys` instead of
    /// the board's Polyglot key: the key of every position probed (those counted to
    /// depth 2 or more) is computed from scratch with them, about 6 to 7 percent more
    /// instructions in a count (measured in [`guides::deep_perft_twice`](crate::guides::deep_perft_twice)).
    /// Two counts with independent keys are not misled by the same collision, so two
    /// that agree were misled by none. Without the `zobrist` feature no table is
    /// consulted, this one neither.
    ///
    /// ```
    /// use movegen::{Board, PerftEntry, PerftTable, ZobristKeys};
    /// let keys = ZobristKeys::from_seed(7);
    /// let mut buffer = vec![PerftEntry::EMPTY; 1 << 16];
    /// let mut table = PerftTable::with_keys(&mut buffer, &keys).unwrap();
    /// assert_eq!(Board::default().perft_hashed(5, &mut table), 4_865_609);
    /// ```
    ///
    /// # Errors
    ///
    /// [`PerftTableError::TooSmall`] for fewer than 2 entries.
    pub fn with_keys(
        entries: &'a mut [PerftEntry],
        keys: &'a ZobristKeys,
    ) -> Result<PerftTable<'a>, PerftTableError> {
        let mut table = PerftTable::new(entries)?;
        table.keys = Some(keys);
        Ok(table)
    }

    /// The number of entries in use (an odd last entry is not).
    pub fn capacity(&self) -> usize {
        entry::capacity(self.entries.len())
    }

    /// The first entry of `key`'s bucket.
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        entry::bucket(key, self.entries.len())
    }

    /// The count stored for `key` at `depth`, if any.
    #[inline]
    pub(crate) fn probe(&self, key: u64, depth: u32) -> Option<u64> {
        let i = self.bucket(key);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.key == key && e.depth() == depth)
            .map(|e| entry::nodes(e.depth_nodes))
    }

    /// Remembers that `key` has `nodes` leaves at `depth` (1 to 255).
    #[inline]
    pub(crate) fn store(&mut self, key: u64, depth: u32, nodes: u64) {
        let i = self.bucket(key);
        let slot = i + entry::slot(depth, self.entries[i].depth());
        self.entries[slot] = PerftEntry {
            key,
            depth_nodes: entry::pack(depth, nodes),
        };
    }
}

impl Board {
    /// [`Board::perft`] with a transposition table: the count below every position of
    /// depth 2 or more is looked up by its Zobrist key and depth before it is counted,
    /// and remembered after. The key is the board's identity ([`Board::key`]), kept by
    /// every move,
    /// or for a table made with [`PerftTable::with_keys`] the key with its set, from
    /// scratch. The table may be used again for other counts (of any position: entries
    /// are checked against the whole key and the depth). Without the `zobrist` feature
    /// the table is not consulted: the count is [`Board::perft`]'s.
    ///
    /// ```
    /// use movegen::{Board, PerftEntry, PerftTable};
    /// let mut buffer = [PerftEntry::EMPTY; 4096];
    /// let mut table = PerftTable::new(&mut buffer).unwrap();
    /// let kiwipete: Board =
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
    /// assert_eq!(kiwipete.perft_hashed(3, &mut table), 97_862);
    /// ```
    #[inline]
    pub fn perft_hashed(&self, depth: u32, table: &mut PerftTable<'_>) -> u64 {
        match depth {
            0 => 1,
            // Without the `zobrist` feature no key is kept: the table is not consulted.
            _ if cfg!(not(feature = "zobrist")) => self.perft(depth),
            _ => {
                let castling = CastlingTable::new(&self.castling);
                match table.keys {
                    None => self.pos.perft_with(&castling, depth, table),
                    Some(keys) => self.pos.perft_seeded(&castling, depth, table, keys),
                }
            }
        }
    }
}

impl Memo for PerftTable<'_> {
    type Writes = Bitboards<true>;

    #[inline]
    fn probe(&self, key: Key, depth: u32) -> Option<u64> {
        PerftTable::probe(self, key.value(), depth)
    }

    #[inline]
    fn store(&mut self, key: Key, depth: u32, nodes: u64) {
        PerftTable::store(self, key.value(), depth, nodes);
    }
}
