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
    /// them a square their pawns push to or attack): all their pawns' moves counted
    /// after the move, less the count with the move passed (`pawn_moves`), in which
    /// the pawns that read neither square cancel out; `None` when one that reads
    /// either is pinned.
    #[inline(never)]
    fn pawns_change(&self, from: Square, to: Square) -> Option<i64> {
        match self.them {
            Color::White => self.pawns_change_for::<8>(from, to),
            Color::Black => self.pawns_change_for::<-8>(from, to),
        }
    }

    /// [`Replies::pawns_change`] for their pawns going `UP` squares a step.
    #[inline(always)]
    fn pawns_change_for<const UP: i8>(&self, from: Square, to: Square) -> Option<i64> {
        if (self.their_pawns & self.pinned).any() {
            // Rare: then the pawns that read either square, none of which may be pinned.
            let us = self.them.flip();
            let mut pawns = Bitboard::EMPTY;
            for sq in [from, to] {
                // Those that take on it (where a pawn of ours on it would take), push
                // onto it, or push two onto it.
                pawns |= tables::pawn_attacks(us, sq) | sq.bb().shift(-UP) | sq.bb().shift(-2 * UP);
            }
            if (pawns & self.their_pawns & self.pinned).any() {
                return None;
            }
        }
        let moved = from.bb() | to.bb();
        let ours = self.occupied & !self.theirs;
        let after =
            PawnTargets::<UP>::of(self.their_pawns).moves(self.occupied ^ moved, ours ^ moved);
        Some(i64::from(after) - i64::from(self.pawn_moves))
    }

    /// The moves their sliders gain when `from` is left and `to` taken (one of them in
    /// their reach): each slider that reached either is looked up again; `None` when
    /// one of them is pinned.
    #[inline(never)]
    fn opened(&self, from: Square, to: Square) -> Option<i64> {
        let after = self.occupied ^ from.bb() ^ to.bb();
        let diag = self.sliders_gain(
            self.their_diag,
            [from, to],
            after,
            tables::bishop_attacks,
            tables::bishop_rays,
        )?;
        let straight = self.sliders_gain(
            self.their_straight,
            [from, to],
            after,
            tables::rook_attacks,
            tables::rook_rays,
        )?;
        Some(diag + straight)
    }

    /// [`Replies::opened`] for the sliders of one direction (`lookup`, `rays`).
    #[inline(always)]
    fn sliders_gain(
        &self,
        sliders: Bitboard,
        [from, to]: [Square; 2],
        after: Bitboard,
        lookup: impl Fn(Square, Bitboard) -> Bitboard,
        rays: impl Fn(Square) -> Bitboard,
    ) -> Option<i64> {
        let mut gained = 0i64;
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

/// The moves of `them`'s `pawns` (no en-passant square) with `occupied` the occupancy
/// and `enemy` the other side's pieces, four for each promotion.
#[inline(always)]
pub(super) fn pawn_moves(them: Color, pawns: Bitboard, occupied: Bitboard, enemy: Bitboard) -> u32 {
    match them {
        Color::White => PawnTargets::<8>::of(pawns).moves(occupied, enemy),
        Color::Black => PawnTargets::<-8>::of(pawns).moves(occupied, enemy),
    }
}

/// Where some of their pawns (going `UP` squares a step, none of them pinned, no
/// en-passant square) would push and take on an empty board.
struct PawnTargets<const UP: i8> {
    single: Bitboard,
    left: Bitboard,
    right: Bitboard,
}

impl<const UP: i8> PawnTargets<UP> {
    const DOUBLE_RANK: Bitboard = if UP > 0 {
        Bitboard::RANK_3
    } else {
        Bitboard::RANK_6
    };
    const LAST_RANK: Bitboard = if UP > 0 {
        Bitboard::RANK_8
    } else {
        Bitboard::RANK_1
    };

    #[inline(always)]
    fn of(pawns: Bitboard) -> Self {
        PawnTargets {
            single: pawns.shift(UP),
            left: (pawns & !Bitboard::FILE_A).shift(UP - 1),
            right: (pawns & !Bitboard::FILE_H).shift(UP + 1),
        }
    }

    /// Their moves with `occupied` the occupancy and `enemy` the other side's pieces:
    /// pushes, double pushes and captures, four for each promotion.
    #[inline(always)]
    fn moves(&self, occupied: Bitboard, enemy: Bitboard) -> u32 {
        let single = self.single & !occupied;
        let double = (single & Self::DOUBLE_RANK).shift(UP) & !occupied;
        let left = self.left & enemy;
        let right = self.right & enemy;
        let mut moves = single.count() + double.count() + left.count() + right.count();
        if ((self.single | self.left | self.right) & Self::LAST_RANK).any() {
            moves += 3
                * ((single & Self::LAST_RANK).count()
                    + (left & Self::LAST_RANK).count()
                    + (right & Self::LAST_RANK).count());
        }
        moves
    }
}
