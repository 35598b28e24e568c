//! What the moved piece reaches of their king's zone from its destination, told without
//! playing the move: a king step it attacks is lost to them where it was safe with the
//! move passed, and so is a castling move whose path it attacks where that castling
//! was open. Their king's square (check), the path of a castling move that a rook or
//! queen beyond the rook may stop (Chess960), and a pin (a slider of ours with one
//! piece of theirs between it and their king) send the move to be counted. What was
//! safe with the move passed ([`KingMoves`]) is found once for the parent, when a
//! move first reaches the zone.

use super::Replies;
use crate::attacks::Enemy;
use crate::castling::{BITS, CastlingRules, index};
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Piece, Square, code};

/// A child's replies told without playing it: the null count and `gained`, less what
/// the moved piece takes away of their king's moves on the squares of its zone it
/// reaches (`reached`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Told {
    pub(crate) gained: i64,
    pub(crate) reached: Bitboard,
}

/// Their king's moves with the move passed: its safe steps, and the path of each
/// castling move (short, long) that is open (empty when not).
#[derive(Clone, Copy)]
pub(crate) struct KingMoves {
    steps: Bitboard,
    castles: [Bitboard; 2],
}

impl Told {
    /// No change: the null count.
    #[cfg(test)]
    pub(crate) const NONE: Told = Told {
        gained: 0,
        reached: Bitboard::EMPTY,
    };

    /// The replies, given the null count and their king's moves with the move passed
    /// (`king`, asked for only when the moved piece reaches the zone).
    #[inline(always)]
    pub(crate) fn replies(self, null: u64, king: impl FnOnce() -> KingMoves) -> u64 {
        let mut replies = null.wrapping_add_signed(self.gained);
        if self.reached.any() {
            let king = king();
            replies -= u64::from((self.reached & king.steps).count())
                + u64::from((self.reached & king.castles[0]).any())
                + u64::from((self.reached & king.castles[1]).any());
        }
        replies
    }
}

impl Replies {
    /// Their king's moves in `parent` with the move passed, found once for all the
    /// children that reach its zone ([`Told`]): the steps our pieces do not attack
    /// (with their king off the board), and the castling moves whose empty squares
    /// are empty and whose path our pieces do not attack.
    #[inline(never)]
    pub(crate) fn king_moves(&self, parent: &Position, castling: &impl CastlingRules) -> KingMoves {
        let king = self.their_king;
        let occupied = self.occupied ^ king.bb();
        let ours = Enemy::of(parent, self.them.flip());
        let steps = tables::king_attacks(king) & !self.theirs;
        let mut castles = [Bitboard::EMPTY; 2];
        let rights = parent.state.castling;
        if rights & (BITS[index(self.them, false)] | BITS[index(self.them, true)]) != 0 {
            for (n, i) in [index(self.them, false), index(self.them, true)]
                .into_iter()
                .enumerate()
            {
                // Open: the right, its empty squares empty, no rook or queen beyond the
                // rook (whose paths are held), and no square of its path attacked.
                if rights & BITS[i] != 0
                    && (castling.empty(i) & self.occupied).is_empty()
                    && castling.beyond(i).is_empty()
                    && !castling
                        .path(i)
                        .into_iter()
                        .any(|sq| ours.attacks(sq, occupied))
                {
                    castles[n] = castling.path(i);
                }
            }
        }
        KingMoves {
            steps: ours.safe_steps(steps, occupied),
            castles,
        }
    }

    /// The squares of their king's zone that our `piece` reaches from `to` (with
    /// `occupied` the occupancy after the move), for a [`Told`]. `None` when it gives
    /// check, reaches the path of a castling move a rook or queen beyond the rook may
    /// stop, or pins one of their pieces (exactly one of theirs between it and their
    /// king).
    #[inline(always)]
    pub(super) fn reached(&self, to: Square, piece: Piece, occupied: Bitboard) -> Option<Bitboard> {
        let slider = |rays: Bitboard, attacks: &dyn Fn() -> Bitboard| {
            // Most lines miss the zone: then no lookup.
            if (rays & self.zone).is_empty() {
                return Some(Bitboard::EMPTY);
            }
            if rays.has(self.their_king) {
                // Lined up with their king: with one piece between, a pin if it is theirs.
                let between = tables::between(to, self.their_king) & occupied;
                if !between.several() && (between & self.theirs).any() {
                    return None;
                }
            }
            self.held(attacks() & self.zone)
        };
        match piece.kind_code() {
            code::KNIGHT => self.held(tables::knight_attacks(to) & self.zone),
            code::KING => self.held(tables::king_attacks(to) & self.zone),
            code::PAWN => self.held(tables::pawn_attacks(piece.color(), to) & self.zone),
            code::BISHOP => slider(tables::bishop_rays(to), &|| {
                tables::bishop_attacks(to, occupied)
            }),
            code::ROOK => slider(tables::rook_rays(to), &|| {
                tables::rook_attacks(to, occupied)
            }),
            code::QUEEN => slider(tables::bishop_rays(to) | tables::rook_rays(to), &|| {
                tables::bishop_attacks(to, occupied) | tables::rook_attacks(to, occupied)
            }),
            _ => None,
        }
    }

    /// The zone's squares `hits` that the moved piece reaches, unless one of them is
    /// held ([`Replies::reached`]).
    #[inline(always)]
    fn held(&self, hits: Bitboard) -> Option<Bitboard> {
        if (hits & self.zone_held).any() {
            return None;
        }
        Some(hits)
    }
}
