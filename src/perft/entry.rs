//! What the two perft tables ([`PerftTable`](crate::PerftTable) in `table.rs`,
//! [`SharedPerftTable`](crate::SharedPerftTable) in `shared.rs`) share, written once: an
//! entry's data word (the depth in the top 8 bits, the count in the low 56: no count
//! below a position to a depth a perft can reach in practice comes near 2^56), the
//! bucket of two entries a key goes to, and which of the two a store takes.

/// The count bits of an entry's data.
const NODES: u64 = (1 << 56) - 1;

/// The data word of `nodes` leaves at `depth` (1 to 255).
#[inline(always)]
pub(super) fn pack(depth: u32, nodes: u64) -> u64 {
    (u64::from(depth) << 56) | (nodes & NODES)
}

/// The depth of a data word (0: an empty entry).
#[inline(always)]
pub(super) fn depth(data: u64) -> u32 {
    (data >> 56) as u32
}

/// The count of a data word.
#[inline(always)]
pub(super) fn nodes(data: u64) -> u64 {
    data & NODES
}

/// The entries in use among `len` (an odd last entry is not).
#[inline(always)]
pub(super) fn capacity(len: usize) -> usize {
    len & !1
}

/// The first entry of `key`'s bucket among `len` entries: the key's high bits scaled
/// to the number of buckets (a multiply, no division, any size).
#[inline(always)]
pub(super) fn bucket(key: u64, len: usize) -> usize {
    let buckets = (len / 2) as u128;
    2 * ((u128::from(key) * buckets) >> 64) as usize
}

/// The entry of its bucket (0 or 1) that a store of `depth` takes, the first entry
/// holding `first` (its depth): the first keeps the deeper count (the more work it
/// saves), the second takes whatever the first does not.
#[inline(always)]
pub(super) fn slot(depth: u32, first: u32) -> usize {
    if depth >= first { 0 } else { 1 }
}
