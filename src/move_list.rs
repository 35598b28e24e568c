//! [`MoveList`]: a fixed-capacity list of moves, filled by the generators without
//! allocating.

use core::fmt;

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

/// A fixed-capacity list of moves: no allocation.
#[derive(Clone)]
pub struct MoveList<E> {
    moves: [E; MAX_MOVES],
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
    /// Appends a move. The capacity is never exceeded for a [`Board`](crate::Board)
    /// (see [`MAX_MOVES`]).
    #[inline]
    pub fn push(&mut self, mv: E) {
        self.moves[self.len] = mv;
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
            let mv = self.moves[i];
            if keep(&mv) {
                self.moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl<E: Encoding> Default for MoveList<E> {
    /// An empty list, with room for [`MAX_MOVES`] moves.
    #[inline]
    fn default() -> Self {
        MoveList {
            moves: [E::default(); MAX_MOVES],
            len: 0,
        }
    }
}

impl<E> core::ops::Deref for MoveList<E> {
    type Target = [E];

    #[inline]
    fn deref(&self) -> &[E] {
        &self.moves[..self.len]
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
        &mut self.moves[..self.len]
    }
}

impl<E: fmt::Debug> fmt::Debug for MoveList<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.moves[..self.len]).finish()
    }
}

impl<'a, E> IntoIterator for &'a MoveList<E> {
    type Item = &'a E;
    type IntoIter = core::slice::Iter<'a, E>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves[..self.len].iter()
    }
}

/// The moves by value: `for mv in board.legal_moves()`.
impl<E: Copy> IntoIterator for MoveList<E> {
    type Item = E;
    type IntoIter = core::iter::Take<core::array::IntoIter<E, MAX_MOVES>>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len)
    }
}
