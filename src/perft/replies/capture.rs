//! Telling a capture's replies without playing it. When our piece takes one of theirs
//! on `to`, their replies are the null count but for: the moves of the piece taken,
//! gone; a capture of ours on `to` for each of their pieces that reaches it (it held
//! their own piece, now ours); and what leaving `from` opens, as for a quiet move. The
//! square `to` stays occupied, so no line through it opens or shuts.
//!
//! The tests of a quiet move apply to `from` and to what the moved piece reaches from
//! `to`. The capture is not told when it takes a piece beside their king (the king
//! may take back, or not, as we defend the square), a pinned piece (its moves are not
//! all its moves) or a castling rook that keeps a right (the right goes): `avoid`
//! holds these squares too. Nor when a pinned piece of theirs reaches `to` (it may
//! not take back).

use super::{Replies, Told};
use crate::tables;
use crate::types::{Bitboard, Piece, Square};

/// All the squares when `b`, none otherwise (no branch).
#[inline(always)]
fn all_if(b: bool) -> Bitboard {
    Bitboard(0u64.wrapping_sub(u64::from(b)))
}

impl Replies {
    /// How many more replies they have after `piece` (ours; a pawn promoting: the piece
    /// it becomes) goes from `from` to take their piece on `to` than with the move
    /// passed, when that can be told without playing it (`None` otherwise).
    #[inline(always)]
    pub(crate) fn capture_change(&self, from: Square, to: Square, piece: Piece) -> Option<Told> {
        if ((from.bb() | to.bb()) & self.avoid).any() {
            return None;
        }
        let reached = self.reached(to, piece, self.occupied ^ from.bb())?;
        // The piece taken loses its moves: a pawn's are in the pawns' count below, a
        // knight's or slider's read here with the parent's occupancy (the null count's).
        let (knight, diag, straight) = (
            tables::knight_attacks(to),
            tables::bishop_attacks(to, self.occupied),
            tables::rook_attacks(to, self.occupied),
        );
        // (A queen's two sets do not meet: one count for them all.)
        let taken = ((knight & all_if(self.their_knights.has(to)))
            | (diag & all_if(self.their_diag.has(to)))
            | (straight & all_if(self.their_straight.has(to))))
            & !self.theirs;
        // Their pieces that reach `to` may take there now (it held one of theirs): none
        // of them pinned.
        let knights = knight & self.their_knights;
        let sliders = (diag & self.their_diag) | (straight & self.their_straight);
        if ((knights | sliders) & self.pinned).any() {
            return None;
        }
        let moved = from.bb() | to.bb();
        let mut gained = -i64::from(taken.count());
        if self.reach.has(from) {
            // Leaving `from` opens lines too: their sliders through either square are
            // looked up again, those that take on `to` with them.
            gained += i64::from(knights.count()) + self.opened::<true>(from, to)?;
        } else {
            // Otherwise their sliders reach what they reached, `to` now one of ours.
            gained += i64::from((knights | sliders).count());
        }
        if ((moved & self.pawn_squares) | (to.bb() & self.their_pawns)).any() {
            gained += self.pawns_change::<true>(from, to)?;
        }
        Some(Told { gained, reached })
    }
}
