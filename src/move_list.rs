//! [`MoveList`]: a fixed-capacity list of moves, filled by the generators without
//! allocating.

use core::fmt;
use core::mem::MaybeUninit;

use crate::Move;
use crate::encoding::Encoding;

/// The most moves a [`MoveList`] holds.
///
/// No position has more than 218 legal moves, but a pseudo-legal list also holds
/// moves that leave the king in check. [`Board`](crate::Board) accepts at most 16
/// pieces a side, so the list never holds more than one king's 8 steps and 2 castlings
/// plus 15 pieces' moves, each at most a queen's 27 (a pawn has at most 12: three
/// destinations times four promotions): 10 + 15 * 27 = 415 moves, rounded up to 416.
pub const MAX_MOVES: usize = 416;

/// A fixed-capacity list of moves: no allocation, and nothing written to the slots it
/// does not use (making an empty list writes its length alone, not [`MAX_MOVES`] moves).
pub struct MoveList<E> {
    /// `moves[..len]` are written; the rest are never read.
    moves: [MaybeUninit<E>; MAX_MOVES],
    len: usize,
}

impl MoveList<Move> {
    /// An empty list of moves in the default encoding, with room for [`MAX_MOVES`]
    /// (more than any position has); `MoveList::<E>::default()` for another encoding.
    ///
    /// ```
    /// use movegen::{Board, MoveList};
    /// let mut moves = MoveList::new();
    /// Board::default().generate_legal(&mut moves);
    /// assert_eq!(moves.len(), 20);
    /// ```
    #[inline]
    pub fn new() -> Self {
        Self::default()
    }
}

impl<E: Encoding> MoveList<E> {
    /// Appends a move. The generators never fill the list past its capacity for a
    /// [`Board`](crate::Board) (see [`MAX_MOVES`]).
    ///
    /// # Panics
    ///
    /// When the list already holds [`MAX_MOVES`] moves (only a caller's own pushes
    /// can get there), with a message that says so.
    #[inline]
    pub fn push(&mut self, mv: E) {
        let Some(slot) = self.moves.get_mut(self.len) else {
            full()
        };
        *slot = MaybeUninit::new(mv);
        self.len += 1;
    }

    /// Removes every move.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` returns true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&E) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let mv = self[i];
            if keep(&mv) {
                self[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

/// The panic of a push past the capacity, kept out of the generators' inlined code.
#[cold]
#[inline(never)]
fn full() -> ! {
    panic!("MoveList::push: the list is full ({MAX_MOVES} moves, MAX_MOVES)")
}

impl<E: Encoding> Default for MoveList<E> {
    /// An empty list, with room for [`MAX_MOVES`] moves.
    #[inline]
    fn default() -> Self {
        MoveList {
            moves: [const { MaybeUninit::uninit() }; MAX_MOVES],
            len: 0,
        }
    }
}

/// A copy of the moves, not of the unused slots.
impl<E: Encoding> Clone for MoveList<E> {
    fn clone(&self) -> Self {
        let mut copy = Self::default();
        copy.moves[..self.len].copy_from_slice(&self.moves[..self.len]);
        copy.len = self.len;
        copy
    }
}

impl<E> core::ops::Deref for MoveList<E> {
    type Target = [E];

    #[inline]
    fn deref(&self) -> &[E] {
        let written = &self.moves[..self.len];
        // SAFETY: `moves[..len]` are written: `push` writes a slot before counting it,
        // and nothing else raises `len` (`retain` and `clear` lower it). `MaybeUninit<E>`
        // has `E`'s size and alignment, so the slots are a slice of `E`.
        unsafe { core::slice::from_raw_parts(written.as_ptr().cast::<E>(), written.len()) }
    }
}

/// The moves as a mutable slice: sorted, swapped or rewritten in place, with no copy.
/// The length stays the list's own ([`MoveList::push`], [`MoveList::retain`],
/// [`MoveList::clear`]).
///
/// ```
/// use movegen::{Board, Encoding};
/// let board: Board = "4k3/8/2p5/3p4/8/2N5/3R4/4K3 w - - 0 1".parse().unwrap();
/// let mut moves = board.legal_moves();
/// // Captures first, the best exchange first (a stable sort: the generator's order
/// // among equals). `sort_by_key` needs `std` or `alloc`; without them,
/// // `sort_unstable_by_key` sorts in place too.
/// moves.sort_by_key(|&mv| core::cmp::Reverse((mv.is_capture(), board.see(mv))));
/// assert_eq!(moves[0].to_string(), "c3d5");
/// // Swapped in place: the last move first.
/// let last = moves.len() - 1;
/// moves.swap(0, last);
/// assert_ne!(moves[0].to_string(), "c3d5");
/// assert_eq!(moves[last].to_string(), "c3d5");
/// ```
impl<E> core::ops::DerefMut for MoveList<E> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [E] {
        let written = &mut self.moves[..self.len];
        // SAFETY: as for `deref`: the first `len` slots are written, and the slice
        // borrows the list mutably, so `len` cannot change while it lives.
        unsafe { core::slice::from_raw_parts_mut(written.as_mut_ptr().cast::<E>(), written.len()) }
    }
}

impl<E: fmt::Debug> fmt::Debug for MoveList<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a, E> IntoIterator for &'a MoveList<E> {
    type Item = &'a E;
    type IntoIter = core::slice::Iter<'a, E>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The moves by value: `for mv in board.legal_moves()`.
impl<E: Encoding> IntoIterator for MoveList<E> {
    type Item = E;
    type IntoIter = MoveListIntoIter<E>;

    fn into_iter(self) -> Self::IntoIter {
        MoveListIntoIter {
            list: self,
            next: 0,
        }
    }
}

/// The moves of a [`MoveList`] by value, in order (`for mv in board.legal_moves()`).
pub struct MoveListIntoIter<E> {
    list: MoveList<E>,
    next: usize,
}

impl<E: Encoding> Clone for MoveListIntoIter<E> {
    fn clone(&self) -> Self {
        MoveListIntoIter {
            list: self.list.clone(),
            next: self.next,
        }
    }
}

impl<E: Encoding> Iterator for MoveListIntoIter<E> {
    type Item = E;

    #[inline]
    fn next(&mut self) -> Option<E> {
        let mv = self.list.get(self.next).copied()?;
        self.next += 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.list.len() - self.next;
        (left, Some(left))
    }
}

impl<E: Encoding> ExactSizeIterator for MoveListIntoIter<E> {}

impl<E: Encoding> core::iter::FusedIterator for MoveListIntoIter<E> {}

impl<E: Encoding + fmt::Debug> fmt::Debug for MoveListIntoIter<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("MoveListIntoIter")
            .field(&&self.list[self.next..])
            .finish()
    }
}
