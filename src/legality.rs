//! The legality test of the classic design: whether a pseudo-legal move leaves the
//! mover's king attacked, judged without making it. [`Board::make_move`] runs it, and
//! so do [`Board::is_legal`], [`Board::legal_moves`] and the pseudo-legal perft.

use crate::attacks::Enemy;
use crate::board::Board;
use crate::encoding::{Encoding, SPECIAL_CASTLE, SPECIAL_EN_PASSANT};
use crate::tables;
use crate::types::{Bitboard, Square};

/// What the legality test needs about the side to move, computed once per position.
#[derive(Clone, Copy)]
pub(crate) struct KingSafety {
    pub(crate) king: Square,
    pub(crate) in_check: bool,
    /// Every square on a rank, file or diagonal through the king: only a piece leaving
    /// one of these can uncover a check.
    pub(crate) lines: Bitboard,
}

impl Board {
    #[inline(always)]
    pub(crate) fn king_safety(&self) -> KingSafety {
        let king = self.king(self.pos.state.side);
        KingSafety {
            king,
            in_check: self
                .attackers(king, self.pos.state.side.flip(), self.pos.occupied)
                .any(),
            lines: tables::queen_attacks(king, Bitboard::EMPTY),
        }
    }

    /// Whether the pseudo-legal move `from`-`to` leaves the mover's king unattacked,
    /// judged on the board as it would be after the move, without changing anything.
    #[inline(always)]
    pub(crate) fn leaves_king_safe(
        &self,
        safety: KingSafety,
        from: Square,
        to: Square,
        special: u8,
    ) -> bool {
        if special == SPECIAL_CASTLE {
            // The generator only castles out of, through and into unattacked squares.
            return true;
        }
        let is_king = from == safety.king;
        if !safety.in_check && !is_king && special != SPECIAL_EN_PASSANT {
            // Not in check, so only a check uncovered along the line from the king
            // through `from` can make the move illegal; a move along that line keeps
            // covering it.
            return !safety.lines.has(from)
                || tables::line(safety.king, from).has(to)
                || !self.uncovers_check(safety.king, from);
        }
        let us = self.pos.state.side;
        let them = us.flip();
        let king = if is_king { to } else { safety.king };
        let mut gone = to.bb();
        let mut occupied = (self.pos.occupied ^ from.bb()) | to.bb();
        if special == SPECIAL_EN_PASSANT {
            gone = to.en_passant_victim(us).bb();
            occupied ^= gone;
        }
        let attackers = self.attackers(king, them, occupied) & !gone;
        attackers.is_empty()
    }

    /// Whether taking the piece on `from` off the board would expose the side to move's
    /// king on `king` to an enemy slider along the line through both (`from` must be on
    /// a rank, file or diagonal through the king).
    #[inline(always)]
    fn uncovers_check(&self, king: Square, from: Square) -> bool {
        let enemy = Enemy::of(&self.pos, self.pos.state.side.flip());
        let occupied = self.pos.occupied ^ from.bb();
        let attackers =
            if king.file_index() == from.file_index() || king.rank_index() == from.rank_index() {
                tables::rook_attacks(king, occupied) & enemy.straight
            } else {
                tables::bishop_attacks(king, occupied) & enemy.diag
            };
        (attackers & tables::line(king, from)).any()
    }

    /// Whether `mv`, any value the encoding can hold, is a legal move of this position:
    /// one that [`Board::generate_pseudo_legal`] produces ([`Board::is_pseudo_legal`]) and that does
    /// not leave the mover in check.
    ///
    /// ```
    /// use movegen::Board;
    /// // White's knight on e2 is pinned to its king by the rook on e8.
    /// let board: Board = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1".parse().unwrap();
    /// let moves = board.pseudo_legal_moves();
    /// let legal = moves.iter().filter(|&&mv| board.is_legal(mv)).count();
    /// assert_eq!((moves.len(), legal), (10, 4)); // the knight's 6 moves are not legal
    /// ```
    #[inline]
    pub fn is_legal<E: Encoding>(&self, mv: E) -> bool {
        self.is_pseudo_legal(mv)
            && self.leaves_king_safe(self.king_safety(), mv.from(), mv.to(), mv.special())
    }
}
