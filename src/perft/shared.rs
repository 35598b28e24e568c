//! A perft transposition table that several threads probe and fill at once
//! ([`SharedPerftTable`], [`Board::perft_shared`]), lock-free, over a caller's buffer of
//! [`SharedPerftEntry`] (no allocation, no `std`: the atomics are `core`'s).
//!
//! Each entry is two 64-bit atomics: the data (the depth in the top 8 bits, the count in
//! the low 56, as in [`PerftEntry`](crate::PerftEntry)) and a check, the key XORed with
//! the data. The two are written and read apart, without a lock, so a reader may see
//! the check of one store and the data of another (a torn entry); it then finds that
//! check XOR data is not its key and takes the entry for a miss. A wrong count needs
//! what [`PerftTable`](crate::PerftTable) needs, two positions with the same 64-bit key
//! (see `table.rs`), or a torn entry whose halves happen to XOR to the probed key: the
//! same one chance in 2^64 per probe.
//!
//! Buckets of two, as in [`PerftTable`](crate::PerftTable): the first keeps the deeper
//! count, the second takes the rest. Two threads storing into one bucket at once may
//! overwrite each other's entries: a lost entry is a later miss, never a wrong count.
//!
//! A table made with [`SharedPerftTable::with_keys`] is probed with a seeded key set's
//! keys, computed from scratch, as [`PerftTable::with_keys`](crate::PerftTable::with_keys)'s.
//!
//! Only on targets with 64-bit atomics (not the Cortex-M0), with the `zobrist` feature.

use core::sync::atomic::{AtomicU64, Ordering::Relaxed};

use super::entry;
use super::memo::Memo;
use super::table::PerftTableError;
use crate::board::Board;
use crate::castling::CastlingTable;
use crate::play::Bitboards;
use crate::zobrist::{Key, ZobristKeys};

/// One entry of a [`SharedPerftTable`]: a key, a depth and a leaf count in two atomics.
/// Make a buffer with `SharedPerftEntry::new` (for example
/// `(0..n).map(|_| SharedPerftEntry::new()).collect::<Vec<_>>()`).
#[derive(Debug, Default)]
pub struct SharedPerftEntry {
    /// The key XORed with the data.
    check: AtomicU64,
    /// The depth and the count, packed as `entry.rs` says.
    data: AtomicU64,
}

impl SharedPerftEntry {
    /// The bytes of one entry, to size a buffer from a number of bytes.
    pub const BYTES: usize = core::mem::size_of::<SharedPerftEntry>();

    /// An empty entry, which answers no probe (depth 0 is never stored).
    pub const fn new() -> SharedPerftEntry {
        SharedPerftEntry {
            check: AtomicU64::new(0),
            data: AtomicU64::new(0),
        }
    }

    /// The count of this entry for `key` at `depth`: none when the entry holds another
    /// key or depth, or is torn (check XOR data is not the key).
    #[inline]
    fn read(&self, key: u64, depth: u32) -> Option<u64> {
        let data = self.data.load(Relaxed);
        let check = self.check.load(Relaxed);
        (check ^ data == key && entry::depth(data) == depth).then_some(entry::nodes(data))
    }

    /// The depth stored here (0: empty), whoever stored it.
    #[inline]
    fn depth(&self) -> u32 {
        entry::depth(self.data.load(Relaxed))
    }

    #[inline]
    fn write(&self, key: u64, data: u64) {
        self.data.store(data, Relaxed);
        self.check.store(key ^ data, Relaxed);
    }
}

/// A perft transposition table over a caller's buffer of [`SharedPerftEntry`] that any
/// number of threads use at once (it is `Sync` and `Copy`: give each thread a copy or a
/// reference).
///
/// ```
/// use movegen::{Board, SharedPerftEntry, SharedPerftTable};
/// let buffer: Vec<SharedPerftEntry> = (0..1 << 16).map(|_| SharedPerftEntry::new()).collect();
/// let table = SharedPerftTable::new(&buffer).unwrap();
/// let board = Board::default();
/// let counts = std::thread::scope(|s| {
///     let a = s.spawn(|| board.perft_shared(5, &table));
///     let b = s.spawn(|| board.perft_shared(5, &table));
///     [a.join().unwrap(), b.join().unwrap()]
/// });
/// assert_eq!(counts, [4_865_609; 2]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct SharedPerftTable<'a> {
    entries: &'a [SharedPerftEntry],
    /// The key set probed with, when not Polyglot's.
    keys: Option<&'a ZobristKeys>,
}

impl<'a> SharedPerftTable<'a> {
    /// A table over `entries`, emptied first (call it before the threads start). Any
    /// length from 2 up (an odd last entry is not used).
    ///
    /// # Errors
    ///
    /// [`PerftTableError::TooSmall`] for fewer than 2 entries.
    pub fn new(entries: &'a [SharedPerftEntry]) -> Result<SharedPerftTable<'a>, PerftTableError> {
        if entries.len() < 2 {
            return Err(PerftTableError::TooSmall);
        }
        for entry in entries {
            entry.write(0, 0);
        }
        Ok(SharedPerftTable {
            entries,
            keys: None,
        })
    }

    /// A table over `entries`, emptied first (call it before the threads start), probed
    /// with the keys of `keys` instead of the board's Polyglot key, each computed from
    /// scratch, as [`PerftTable::with_keys`](crate::PerftTable::with_keys) says.
    ///
    /// ```
    /// use movegen::{Board, SharedPerftEntry, SharedPerftTable, ZobristKeys};
    /// let keys = ZobristKeys::from_seed(7);
    /// let buffer: Vec<SharedPerftEntry> = (0..4096).map(|_| SharedPerftEntry::new()).collect();
    /// let table = SharedPerftTable::with_keys(&buffer, &keys).unwrap();
    /// assert_eq!(Board::default().perft_shared(4, &table), 197_281);
    /// ```
    ///
    /// # Errors
    ///
    /// [`PerftTableError::TooSmall`] for fewer than 2 entries.
    pub fn with_keys(
        entries: &'a [SharedPerftEntry],
        keys: &'a ZobristKeys,
    ) -> Result<SharedPerftTable<'a>, PerftTableError> {
        let mut table = SharedPerftTable::new(entries)?;
        table.keys = Some(keys);
        Ok(table)
    }

    /// The number of entries in use (an odd last entry is not).
    pub fn capacity(&self) -> usize {
        entry::capacity(self.entries.len())
    }

    /// The two entries of `key`'s bucket.
    #[inline]
    fn bucket(&self, key: u64) -> &'a [SharedPerftEntry] {
        let i = entry::bucket(key, self.entries.len());
        &self.entries[i..i + 2]
    }

    /// The count stored for `key` at `depth`, if any.
    #[inline]
    fn probe(&self, key: u64, depth: u32) -> Option<u64> {
        self.bucket(key).iter().find_map(|e| e.read(key, depth))
    }

    /// Remembers that `key` has `nodes` leaves at `depth` (1 to 255).
    #[inline]
    fn store(&self, key: u64, depth: u32, nodes: u64) {
        let bucket = self.bucket(key);
        let slot = entry::slot(depth, bucket[0].depth());
        bucket[slot].write(key, entry::pack(depth, nodes));
    }
}

impl Board {
    /// [`Board::perft_hashed`] with a [`SharedPerftTable`], which other threads may be
    /// probing and filling at the same time (each counting its own positions, or the
    /// same ones): every count they store is one this count can use. Keyed as
    /// [`Board::perft_hashed`] says (Polyglot's key, or the table's seeded set); without
    /// the `zobrist` feature the table is not consulted.
    ///
    /// ```
    /// use movegen::{Board, SharedPerftEntry, SharedPerftTable};
    /// let buffer: Vec<SharedPerftEntry> = (0..4096).map(|_| SharedPerftEntry::new()).collect();
    /// let table = SharedPerftTable::new(&buffer).unwrap();
    /// assert_eq!(Board::default().perft_shared(4, &table), 197_281);
    /// ```
    #[inline]
    pub fn perft_shared(&self, depth: u32, table: &SharedPerftTable<'_>) -> u64 {
        match depth {
            0 => 1,
            // Without the `zobrist` feature no key is kept: the table is not consulted.
            _ if cfg!(not(feature = "zobrist")) => self.perft(depth),
            _ => {
                let mut table = *table;
                let castling = CastlingTable::new(&self.castling);
                match table.keys {
                    None => self.pos.perft_with(&castling, depth, &mut table),
                    Some(keys) => self.pos.perft_seeded(&castling, depth, &mut table, keys),
                }
            }
        }
    }
}

impl Memo for SharedPerftTable<'_> {
    type Writes = Bitboards<true>;

    #[inline]
    fn probe(&self, key: Key, depth: u32) -> Option<u64> {
        SharedPerftTable::probe(self, key.value(), depth)
    }

    #[inline]
    fn store(&mut self, key: Key, depth: u32, nodes: u64) {
        SharedPerftTable::store(self, key.value(), depth, nodes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buffer() -> [SharedPerftEntry; 8] {
        core::array::from_fn(|_| SharedPerftEntry::new())
    }

    /// A torn entry (the check of one store, the data of another) is a miss.
    #[test]
    fn a_torn_entry_is_a_miss() {
        let entries = buffer();
        let table = SharedPerftTable::new(&entries).unwrap();
        let (a, b) = (0x1234_5678_9abc_def0, 0x0fed_cba9_8765_4321);
        table.store(a, 3, 1000);
        assert_eq!(table.probe(a, 3), Some(1000));
        assert_eq!(table.probe(a, 4), None);
        assert_eq!(table.probe(b, 3), None);
        // Tear every entry of the bucket: another store's data under a's check, and a's
        // data under another store's check.
        for entry in table.bucket(a) {
            let check = entry.check.load(Relaxed);
            entry.data.store((3 << 56) | 999, Relaxed);
            assert_eq!(entry.read(a, 3), None);
            entry.data.store(check ^ a, Relaxed);
            entry.check.store(b ^ ((3 << 56) | 1000), Relaxed);
            assert_eq!(entry.read(a, 3), None);
        }
        assert_eq!(table.probe(a, 3), None);
    }

    /// Buckets of two: the deeper count stays in the first entry.
    #[test]
    fn the_deeper_count_stays() {
        let entries = buffer();
        let table = SharedPerftTable::new(&entries).unwrap();
        let key = 42;
        table.store(key, 5, 50);
        table.store(key, 2, 20);
        table.store(key, 3, 30);
        assert_eq!(table.probe(key, 5), Some(50));
        assert_eq!(table.probe(key, 3), Some(30));
        assert_eq!(table.probe(key, 2), None);
        assert_eq!(table.capacity(), 8);
        assert_eq!(
            SharedPerftTable::new(&entries[..1]).unwrap_err(),
            PerftTableError::TooSmall
        );
    }
}
