//! The search, written once over [`Rules`], what each crate brings (its move
//! generation, check, material, way of playing a move and move text):
//!
//! - **Negamax with alpha-beta, fail-hard**, to a fixed depth from the window
//!   (`-INFINITY`, `INFINITY`): a move's score at or above `beta` returns `beta`, one
//!   above `alpha` raises it; the root's best move is the first that raised `alpha`. No
//!   transposition table, no repetition, no pruning beyond alpha-beta.
//! - **An interior node** (depth 1 or more) generates the legal moves; with none it
//!   scores checkmate `-MATE + ply` (`ply` the distance from the root) or stalemate 0.
//! - **Depth 0 is the quiescence search**: stand pat on the material (a score at or
//!   above `beta` returns `beta`, above `alpha` raises it), then the legal captures, en
//!   passant and the promotions that capture (to each of the four pieces) included,
//!   quiet promotions not; it recurses into itself, and knows no mate: with no capture
//!   it returns the stand-pat bound.
//! - **The material**: [`VALUES`](super::VALUES) of the side to move's pieces less the
//!   other side's ([`material`](super::material)).
//! - **The move order**: by [`order_key`](super::order_key), a total order on the legal
//!   moves, so that no crate's generation order shows; the moves picked one at a time,
//!   each the best of those left ([`Order::pick`]), as engines pick them, so that a
//!   node cut off after its first moves does not pay for ordering the rest.
//! - **The key**: each node's, kept by the crate, is handed to a [`KeyTap`] (which reads
//!   it or not: the keyed and keyless tables of [`crate::keys`]).
//! - **The nodes**: one for every call of the search at depth 1 or more and one for
//!   every call of the quiescence search (the search at depth 0 is the quiescence
//!   search's node, counted once).

use super::{INFINITY, MATE, Order, SearchResult};
use crate::keys::KeyTap;

/// What the search asks of a crate: its position, its move and the few things it does
/// with them. Every method but [`Rules::text`] is on the hot path (each crate's are
/// `#[inline(always)]`).
pub trait Rules {
    /// A position of the crate.
    type Position: Clone;
    /// A move of the crate.
    type Move: Copy;

    /// Generates the legal moves of `pos` (with `captures`, only those that take a
    /// piece, en passant included) and calls `then` with `pos`, the moves and their
    /// [`Order`] (each move's [`order_key`](super::order_key) pushed in the list's
    /// order).
    ///
    /// The lists stay where the crate's generator wrote them, in its own frame: a list
    /// returned by value, or written over one made beforehand, is copied whole, and an
    /// [`Order`] made before an opaque generator call is read back from memory.
    fn generate<T>(
        pos: &mut Self::Position,
        captures: bool,
        then: impl FnOnce(&mut Self::Position, &[Self::Move], &mut Order) -> T,
    ) -> T;

    /// Whether the side to move is in check.
    fn in_check(pos: &Self::Position) -> bool;

    /// The material, for the side to move ([`material`](super::material)).
    fn evaluate(pos: &Self::Position) -> i32;

    /// Plays `mv`, a legal move of `pos`, calls `then` with the position after it, and
    /// leaves `pos` as it was.
    fn play<T>(
        pos: &mut Self::Position,
        mv: Self::Move,
        then: impl FnOnce(&mut Self::Position) -> T,
    ) -> T;

    /// The UCI text of `mv`, a legal move of `root` (`e1g1` for castling).
    fn text(root: &Self::Position, mv: Self::Move) -> String;

    /// The 64-bit key the crate keeps for `pos` (read only by a keyed run).
    fn key(pos: &Self::Position) -> u64;

    /// The same key computed from scratch (a checked run's reference).
    fn scratch_key(pos: &Self::Position) -> u64;
}

/// Searches `root` to `depth` with the crate's rules `R`, each node's key handed to
/// `tap`.
pub fn search<R: Rules, T: KeyTap>(root: &R::Position, depth: u32, tap: &mut T) -> SearchResult {
    let mut search = Search::<R, T> {
        nodes: 0,
        best: None,
        tap,
    };
    let mut pos = root.clone();
    let score = search.negamax(&mut pos, depth, 0, -INFINITY, INFINITY);
    SearchResult {
        score,
        nodes: search.nodes,
        best: search
            .best
            .map_or_else(|| "0000".into(), |mv| R::text(root, mv)),
    }
}

/// A search's counters: the nodes, the root's best move so far, and the key tap.
struct Search<'t, R: Rules, T> {
    nodes: u64,
    best: Option<R::Move>,
    tap: &'t mut T,
}

impl<R: Rules, T: KeyTap> Search<'_, R, T> {
    fn negamax(
        &mut self,
        pos: &mut R::Position,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if depth == 0 {
            return self.quiesce(pos, alpha, beta);
        }
        self.nodes += 1;
        self.tap.node(|| R::key(pos), || R::scratch_key(pos));
        R::generate(pos, false, |pos, moves, order| {
            if moves.is_empty() {
                return if R::in_check(pos) { ply - MATE } else { 0 };
            }
            while let Some(index) = order.pick() {
                let mv = moves[index];
                let score = -R::play(pos, mv, |child| {
                    self.negamax(child, depth - 1, ply + 1, -beta, -alpha)
                });
                if score >= beta {
                    return beta;
                }
                if score > alpha {
                    alpha = score;
                    if ply == 0 {
                        self.best = Some(mv);
                    }
                }
            }
            alpha
        })
    }

    fn quiesce(&mut self, pos: &mut R::Position, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        self.tap.node(|| R::key(pos), || R::scratch_key(pos));
        let stand_pat = R::evaluate(pos);
        if stand_pat >= beta {
            return beta;
        }
        alpha = alpha.max(stand_pat);
        R::generate(pos, true, |pos, moves, order| {
            while let Some(index) = order.pick() {
                let score = -R::play(pos, moves[index], |child| {
                    self.quiesce(child, -beta, -alpha)
                });
                if score >= beta {
                    return beta;
                }
                alpha = alpha.max(score);
            }
            alpha
        })
    }
}
