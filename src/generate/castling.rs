//! Castling moves: generated for the pseudo-legal and legal generators, and counted
//! for the leaf counter. The rights and the squares they need are in `castling.rs`.

use crate::attacks::Enemy;
use crate::castling::{BITS, CastlingRules, KING_TO, index};
use crate::encoding::MoveType;
use crate::generate::sink::Sink;
use crate::position::Position;
use crate::types::{Bitboard, Color, Piece, Square};

impl Position {
    /// Castling with its right, the squares between king and rook and their
    /// destinations empty, and the king's start (when `test_start`), path and
    /// destination not attacked, with the castling rook taken off the board (in
    /// Chess960 it may be what shields the king's destination from a rook or queen
    /// further along the rank).
    #[inline(always)]
    pub(crate) fn generate_castling<S: Sink>(
        &self,
        castling: &impl CastlingRules,
        sink: &mut S,
        us: Color,
        king_sq: Square,
        king: Piece,
        test_start: bool,
    ) {
        let (short, long) = (index(us, false), index(us, true));
        if self.state.castling & (BITS[short] | BITS[long]) == 0 {
            return;
        }
        let them = us.flip();
        // Cheapest tests first: the right, the empty squares, then the attacks.
        let short_ok = self.state.castling & BITS[short] != 0
            && (self.occupied & castling.empty(short)).is_empty();
        let long_ok = self.state.castling & BITS[long] != 0
            && (self.occupied & castling.empty(long)).is_empty();
        if !(short_ok || long_ok) || (test_start && self.is_attacked(king_sq, them)) {
            return;
        }
        let enemy = Enemy::of(self, them);
        for (ok, i) in [(short_ok, short), (long_ok, long)] {
            if !ok {
                continue;
            }
            let occupied = self.occupied ^ castling.rook(i).bb();
            if castling
                .path(i)
                .into_iter()
                .all(|sq| !enemy.attacks(sq, occupied))
            {
                sink.special(king_sq, KING_TO[i], king, Piece::EMPTY, MoveType::Castle);
            }
        }
    }

    /// The number of castling moves of `us`, who is not in check, given `attacked`:
    /// every square the other side's pieces `enemy` attack with `us`'s king taken off
    /// the board. The same test as [`Position::generate_castling`], with the attacks
    /// read from one set; only a rook or queen beyond the castling rook on its rank
    /// (Chess960 alone: the standard rooks stand in the corners) sends a right back to
    /// the square-by-square test with the rook taken off the board.
    #[inline(always)]
    pub(crate) fn count_castles(
        &self,
        castling: &impl CastlingRules,
        us: Color,
        attacked: Bitboard,
        enemy: &Enemy,
    ) -> u64 {
        // One right at a time, each a constant index where the counter is compiled per
        // side (a loop over the two measured slower).
        // The right first (the same for every sibling), then the squares' tests combined
        // with `|`, not `&&`: one branch, almost never taken, instead of one per test,
        // each taken as the positions come (measured: fewer mispredictions).
        let castles = |i: usize| {
            if self.state.castling & BITS[i] == 0 {
                return false;
            }
            let possible =
                ((self.occupied & castling.empty(i)) | (castling.path(i) & attacked)).is_empty();
            if possible & (castling.beyond(i) & enemy.straight).any() {
                return self.path_safe_without_rook(castling, i, us.flip());
            }
            possible
        };
        u64::from(castles(index(us, false))) + u64::from(castles(index(us, true)))
    }

    /// Whether no square of right `i`'s path is attacked by `them` with the castling
    /// rook taken off the board. Rare (Chess960 alone), so kept out of the counter.
    #[cold]
    #[inline(never)]
    fn path_safe_without_rook(&self, castling: &impl CastlingRules, i: usize, them: Color) -> bool {
        // The other side's pieces gathered again here, so that the counter need not
        // keep them in memory to pass them.
        let enemy = Enemy::of(self, them);
        let occupied = self.occupied ^ castling.rook(i).bb();
        castling
            .path(i)
            .into_iter()
            .all(|sq| !enemy.attacks(sq, occupied))
    }

    /// Whether `us` may have a castling move here: a right whose squares are empty
    /// (the cheap half of the test, before any attack is looked at).
    #[inline(always)]
    pub(crate) fn may_castle(&self, castling: &impl CastlingRules, us: Color) -> bool {
        let (short, long) = (index(us, false), index(us, true));
        if self.state.castling & (BITS[short] | BITS[long]) == 0 {
            // Most positions of a game: one test for both rights.
            return false;
        }
        (self.state.castling & BITS[short] != 0
            && (self.occupied & castling.empty(short)).is_empty())
            || (self.state.castling & BITS[long] != 0
                && (self.occupied & castling.empty(long)).is_empty())
    }
}
