//! Telling the change a move makes to the other side's replies, without playing it: the
//! tests of the module's documentation (`mod.rs`), and the moves of their sliders and
//! pawns counted again where the move touches what they read.

use super::{Replies, shut};
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

impl Replies {
    /// How many more replies they have after `piece` (ours) goes quietly from `from` to
    /// `to` than with the move passed, when that can be told without playing it: the
    /// move is quiet (onto an empty square, no promotion, no double push) and leaves
    /// their king's zone and every pin as they were; what it changes of their sliders'
    /// and pawns' moves is counted (`None` when a piece whose moves change is pinned).
    #[inline(always)]
    pub(crate) fn change(&self, from: Square, to: Square, piece: Piece) -> Option<i64> {
        let moved = from.bb() | to.bb();
        if (moved & self.avoid).any() || !self.spares_zone(from, to, piece) {
            return None;
        }
        let mut gained = 0;
        if (moved & self.reach).any() {
            gained += self.opened(from, to)?;
        }
        if ((from.bb() | to.bb()) & self.pawn_squares).any() {
            gained += self.pawns_change(from, to)?;
        }
        Some(gained)
    }

    /// How many more moves their pawns have when `from` is left and `to` taken (one of
    /// them a square their pawns push to or attack): the moves of every pawn that reads
    /// either square, counted before and after; `None` when one of them is pinned.
    #[inline(never)]
    fn pawns_change(&self, from: Square, to: Square) -> Option<i64> {
        let up: i8 = match self.them {
            Color::White => 8,
            Color::Black => -8,
        };
        let us = self.them.flip();
        let mut pawns = Bitboard::EMPTY;
        for sq in [from, to] {
            // Those that take on it (where a pawn of ours on it would take), push onto
            // it, or push two onto it.
            pawns |= tables::pawn_attacks(us, sq) | sq.bb().shift(-up) | sq.bb().shift(-2 * up);
        }
        pawns &= self.their_pawns;
        if (pawns & self.pinned).any() {
            return None;
        }
        let ours = self.occupied & !self.theirs;
        let moved = from.bb() | to.bb();
        let before = pawn_moves(pawns, self.them, self.occupied, ours);
        let after = pawn_moves(pawns, self.them, self.occupied ^ moved, ours ^ moved);
        Some(i64::from(after) - i64::from(before))
    }

    /// The moves their sliders gain when `from` is left and `to` taken (one of them in
    /// their reach): each slider that reached either is looked up again; `None` when
    /// one of them is pinned.
    #[inline(never)]
    fn opened(&self, from: Square, to: Square) -> Option<i64> {
        let after = self.occupied ^ from.bb() ^ to.bb();
        let mut gained = 0i64;
        for (sliders, lookup, rays) in [
            (
                self.their_diag,
                tables::bishop_attacks as fn(Square, Bitboard) -> Bitboard,
                tables::bishop_rays as fn(Square) -> Bitboard,
            ),
            (self.their_straight, tables::rook_attacks, tables::rook_rays),
        ] {
            for slider in sliders & (rays(from) | rays(to)) {
                let before = lookup(slider, self.occupied);
                if !(before.has(from) || before.has(to)) {
                    continue;
                }
                if self.pinned.has(slider) {
                    return None;
                }
                let now = lookup(slider, after);
                gained += i64::from((now & !self.theirs).count())
                    - i64::from((before & !self.theirs).count());
            }
        }
        Some(gained)
    }

    /// Whether the moved piece leaves the zone as it was from its destination: a leaper
    /// reaches none of it, and each line from a slider to it stays shut by the pieces
    /// between, as they stand after the move (one fewer suffices: the move is made).
    #[inline(always)]
    fn spares_zone(&self, from: Square, to: Square, piece: Piece) -> bool {
        let lines = match piece.kind() {
            Some(Kind::Knight) => return (tables::knight_attacks(to) & self.zone).is_empty(),
            Some(Kind::King) => return (tables::king_attacks(to) & self.zone).is_empty(),
            Some(Kind::Pawn) => {
                return (tables::pawn_attacks(piece.color(), to) & self.zone).is_empty();
            }
            Some(Kind::Bishop) => tables::bishop_rays(to),
            Some(Kind::Rook) => tables::rook_rays(to),
            Some(Kind::Queen) => tables::bishop_rays(to) | tables::rook_rays(to),
            None => return false,
        };
        let occupied = self.occupied ^ from.bb() ^ to.bb();
        (lines & self.zone).into_iter().all(|sq| {
            (tables::between(to, sq) & occupied).count() + 1 >= shut(sq == self.their_king)
        })
    }
}

/// The moves of `pawns` (of `color`, none of them pinned, no en-passant square) with
/// `occupied` the occupancy and `enemy` the other side's pieces: pushes, double pushes
/// and captures, four for each promotion.
#[inline(always)]
fn pawn_moves(pawns: Bitboard, color: Color, occupied: Bitboard, enemy: Bitboard) -> u32 {
    let (up, double_rank, last_rank): (i8, Bitboard, Bitboard) = match color {
        Color::White => (8, Bitboard::RANK_3, Bitboard::RANK_8),
        Color::Black => (-8, Bitboard::RANK_6, Bitboard::RANK_1),
    };
    let single = pawns.shift(up) & !occupied;
    let double = (single & double_rank).shift(up) & !occupied;
    let left = (pawns & !Bitboard::FILE_A).shift(up - 1) & enemy;
    let right = (pawns & !Bitboard::FILE_H).shift(up + 1) & enemy;
    let promotions =
        (single & last_rank).count() + (left & last_rank).count() + (right & last_rank).count();
    single.count() + double.count() + left.count() + right.count() + 3 * promotions
}
