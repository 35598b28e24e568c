//! Telling the change a move makes to the other side's replies, without playing it: the
//! tests of the module's documentation (`mod.rs`), and the moves of their sliders and
//! pawns counted again where the move touches what they read.

use super::{Replies, Told};
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

impl Replies {
    /// How many more replies they have after `piece` (ours; a pawn promoting: the piece
    /// it becomes) goes quietly from `from` to `to` than with the move passed, when that
    /// can be told without playing it: the move is quiet (onto an empty square, no
    /// double push that may open an en-passant capture) and leaves
    /// their king's zone and every pin as they were; what it changes of their sliders'
    /// and pawns' moves is counted (`None` when a piece whose moves change is pinned).
    #[inline(always)]
    pub(crate) fn change(&self, from: Square, to: Square, piece: Piece) -> Option<Told> {
        let moved = from.bb() | to.bb();
        if (moved & self.avoid).any() {
            return None;
        }
        let reached = self.reached(to, piece, self.occupied ^ moved)?;
        let mut gained = 0;
        if (moved & self.reach).any() {
            gained += self.opened::<false>(from, to)?;
        }
        if (moved & self.pawn_squares).any() {
            gained += self.pawns_change::<false>(from, to)?;
        }
        Some(Told { gained, reached })
    }

    /// How many en-passant captures they have after our pawn's double push from `from`
    /// to `to` (beside one of their pawns, and otherwise told by
    /// [`Replies::change`]): each tried on the board as it would be after it, legal
    /// when none of our sliders then sees their king.
    #[inline(never)]
    pub(crate) fn en_passants(&self, parent: &Position, from: Square, to: Square) -> i64 {
        let us = self.them.flip();
        let ep = Square::from_index((from.to_u8() + to.to_u8()) / 2);
        let queens = parent.pieces(us, Kind::Queen);
        let diag = parent.pieces(us, Kind::Bishop) | queens;
        let straight = parent.pieces(us, Kind::Rook) | queens;
        let after = self.occupied ^ from.bb() ^ to.bb();
        let mut captures = 0;
        for pawn in tables::pawn_attacks(us, ep) & self.their_pawns {
            let occupied = (after ^ pawn.bb() ^ to.bb()) | ep.bb();
            let seen = (tables::bishop_attacks(self.their_king, occupied) & diag)
                | (tables::rook_attacks(self.their_king, occupied) & straight);
            captures += i64::from(seen.is_empty());
        }
        captures
    }

    /// The squares of `to` where a double push lands beside none of their pawns: no
    /// en-passant capture follows it there, so it is a quiet move
    /// ([`Replies::change`]).
    #[inline(always)]
    pub(crate) fn without_en_passant(&self, to: Bitboard) -> Bitboard {
        let pawns = self.their_pawns;
        to & !((pawns & !Bitboard::FILE_A).shift(-1) | (pawns & !Bitboard::FILE_H).shift(1))
    }

    /// What their replies read of the position after our piece goes from `from` to
    /// `to`, quietly or taking (`TAKES`) one of theirs there.
    #[inline(always)]
    pub(super) fn after<const TAKES: bool>(&self, from: Square, to: Square) -> After {
        if TAKES {
            After {
                occupied: self.occupied ^ from.bb(),
                theirs: self.theirs ^ to.bb(),
                their_pawns: self.their_pawns & !to.bb(),
            }
        } else {
            After {
                occupied: self.occupied ^ from.bb() ^ to.bb(),
                theirs: self.theirs,
                their_pawns: self.their_pawns,
            }
        }
    }

    /// How many more moves their pawns have when `from` is left and `to` taken (one of
    /// them a square their pawns push to or attack, or the square of a pawn taken when
    /// the move `TAKES`): all their pawns' moves counted after the move, less the count
    /// with the move passed (`pawn_moves`), in which the pawns that read neither square
    /// cancel out; `None` when one that reads either is pinned.
    #[inline(never)]
    pub(super) fn pawns_change<const TAKES: bool>(&self, from: Square, to: Square) -> Option<i64> {
        let after = self.after::<TAKES>(from, to);
        match self.them {
            Color::White => self.pawns_change_for::<8>(from, to, &after),
            Color::Black => self.pawns_change_for::<-8>(from, to, &after),
        }
    }

    /// [`Replies::pawns_change`] for their pawns going `UP` squares a step.
    #[inline(always)]
    fn pawns_change_for<const UP: i8>(
        &self,
        from: Square,
        to: Square,
        after: &After,
    ) -> Option<i64> {
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
        let ours = after.occupied & !after.theirs;
        let moves = PawnTargets::<UP>::of(after.their_pawns).moves(after.occupied, ours);
        Some(i64::from(moves) - i64::from(self.pawn_moves))
    }

    /// The moves their sliders gain when `from` is left and `to` taken (one of them in
    /// their reach), quietly or taking (`TAKES`): each slider on a line through either
    /// square is looked up again (not one taken on `to`); `None` when one that reached
    /// either square is pinned.
    #[inline(never)]
    pub(super) fn opened<const TAKES: bool>(&self, from: Square, to: Square) -> Option<i64> {
        let after = &self.after::<TAKES>(from, to);
        let lines = |rays: fn(Square) -> Bitboard| (rays(from) | rays(to)) & after.theirs;
        let diag = self.sliders_gain(
            self.their_diag & lines(tables::bishop_rays),
            from.bb() | to.bb(),
            after,
            tables::bishop_attacks,
        )?;
        let straight = self.sliders_gain(
            self.their_straight & lines(tables::rook_rays),
            from.bb() | to.bb(),
            after,
            tables::rook_attacks,
        )?;
        Some(diag + straight)
    }

    /// [`Replies::opened`] for the sliders of one direction (`lookup`) on the lines
    /// through the `moved` squares.
    #[inline(always)]
    fn sliders_gain(
        &self,
        sliders: Bitboard,
        moved: Bitboard,
        after: &After,
        lookup: impl Fn(Square, Bitboard) -> Bitboard,
    ) -> Option<i64> {
        let mut gained = 0i64;
        for slider in sliders {
            let before = lookup(slider, self.occupied);
            if (before & moved).is_empty() {
                continue;
            }
            if self.pinned.has(slider) {
                return None;
            }
            let now = lookup(slider, after.occupied);
            gained += i64::from((now & !after.theirs).count())
                - i64::from((before & !self.theirs).count());
        }
        Some(gained)
    }
}

/// What their replies read of the position after one of our moves (the occupancy,
/// their pieces, their pawns), for the moves told without being made.
pub(super) struct After {
    pub(super) occupied: Bitboard,
    pub(super) theirs: Bitboard,
    pub(super) their_pawns: Bitboard,
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
