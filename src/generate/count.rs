//! The leaf counter: the number of legal moves of a position, without generating them.
//!
//! The bulk-counted perft calls it for every position of the last ply but one, so it is
//! where the legal perft spends most of its time, and it is written for that job alone
//! rather than as one more [`Sink`](super::sink::Sink) of the legal generator. What
//! restricts the side to move is found once, as sets:
//!
//! - the *check mask*: the squares that answer a single check (the checker and the
//!   squares between it and the king; every square when not in check);
//! - two *pin masks*, one for the diagonals and one for the ranks and files: the squares
//!   from the king to each pinning slider, the slider included. A pinned piece moves
//!   only inside the mask of its pin's direction (a piece's other lines through its
//!   square run parallel to the king's lines of that direction and never meet them), so
//!   pinned pieces are counted as sets too, and the pawns with them;
//! - the squares the king may step to: those the other side does not attack with the
//!   king taken off the board. When castling may be possible, the other side's attacks
//!   are gathered into one set that both the king's steps and the castling paths are
//!   read from; otherwise only the steps that the pawns, knights and king leave open are
//!   tested against the sliders, with no branch on where they lie (one step from its
//!   square, more against the sliders' attacks as a set).
//!
//! Then every piece's destinations are masked and added up with population counts.

use super::sink::Counter;
use super::{PER_SIDE, Pawns, side};
use crate::attacks::{Enemy, Pins, evasion};
use crate::castling::CastlingRules;
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Square};

impl Position {
    /// The number of legal moves. Kept out of line: the perft's recursion calls it for
    /// every position of the last ply but one, and inlined there it measured more
    /// instructions per node.
    #[inline(never)]
    pub(crate) fn count_legal(&self, castling: &impl CastlingRules) -> u64 {
        match (PER_SIDE, self.state.side) {
            (true, Color::White) => self.count_legal_for::<{ side::WHITE }>(castling),
            (true, Color::Black) => self.count_legal_for::<{ side::BLACK }>(castling),
            (false, _) => self.count_legal_for::<{ side::TO_MOVE }>(castling),
        }
    }

    /// [`Position::count_legal`] compiled for the side `SIDE` (see [`side`]).
    #[inline(always)]
    fn count_legal_for<const SIDE: u8>(&self, castling: &impl CastlingRules) -> u64 {
        let us = side::of::<SIDE>(self);
        let them = us.flip();
        let king = self.king(us);
        let own = self.by_color[us.index()];
        let occupied = self.occupied;
        let e = Enemy::of(self, them);
        let pins = e.pins(king, own);
        let mut counter = Counter::default();

        // The king's steps, and castling when not in check.
        let without_king = occupied ^ king.bb();
        let steps = tables::king_attacks(king) & !own;
        let in_check = pins.checkers.any();
        if !in_check && self.may_castle(castling, us) {
            let attacked = e.leaper_attacks() | e.slider_attacks(without_king);
            counter.add(steps & !attacked);
            counter.add_n(self.count_castles(castling, us, attacked, &e));
        } else {
            counter.add(e.safe_steps(steps, without_king));
        }
        if pins.checkers.several() {
            return counter.total();
        }

        // Where the other pieces may go: off their own pieces, answering the check.
        let check_mask = evasion(king, pins.checkers);
        let targets = !own & check_mask;
        let pinned = pins.diagonal | pins.straight;

        for from in self.pieces(us, Kind::Knight) & !pinned {
            counter.add(tables::knight_attacks(from) & targets);
        }
        let queens = self.pieces(us, Kind::Queen);
        let diag = self.pieces(us, Kind::Bishop) | queens;
        let straight = self.pieces(us, Kind::Rook) | queens;
        for from in diag & !pinned {
            counter.add(tables::bishop_attacks(from, occupied) & targets);
        }
        for from in straight & !pinned {
            counter.add(tables::rook_attacks(from, occupied) & targets);
        }
        // Pinned pieces never answer a check; otherwise they move inside their pin.
        if !in_check {
            for from in diag & pins.diagonal {
                counter.add(tables::bishop_attacks(from, occupied) & targets & pins.diagonal);
            }
            for from in straight & pins.straight {
                counter.add(tables::rook_attacks(from, occupied) & targets & pins.straight);
            }
        }

        self.count_pawn_moves(&mut counter, Pawns::of(self, us), &pins, check_mask);
        if let Some(ep) = self.state.ep {
            counter.add_n(self.count_en_passant(ep, us, king, pins.checkers, check_mask));
        }
        counter.total()
    }

    /// Adds the pushes and captures of `pawns`, promotions as four moves each.
    #[inline(always)]
    fn count_pawn_moves(&self, counter: &mut Counter, pawns: Pawns, pins: &Pins, check: Bitboard) {
        let pinned = pins.diagonal | pins.straight;
        let free = pawns.all & !pinned;
        let empty = !self.occupied;
        let enemy = self.by_color[pawns.piece.color().flip().index()];
        let up = pawns.up;
        // Pushes: free pawns, and those pinned along their file (staying in the pin).
        // Captures: free pawns, and those pinned along the capture's diagonal.
        let mut single = free.shift(up);
        let mut left = (free & !Bitboard::FILE_A).shift(up - 1);
        let mut right = (free & !Bitboard::FILE_H).shift(up + 1);
        if pinned.any() {
            // Rare: most positions pin nothing, and these sets are then empty.
            single |= (pawns.all & pins.straight).shift(up) & pins.straight;
            let diagonal = pawns.all & pins.diagonal;
            left |= (diagonal & !Bitboard::FILE_A).shift(up - 1) & pins.diagonal;
            right |= (diagonal & !Bitboard::FILE_H).shift(up + 1) & pins.diagonal;
        }
        let single = single & empty;
        let double = (single & pawns.double_rank).shift(up) & empty & check;
        let single = single & check;
        let left = left & enemy & check;
        let right = right & enemy & check;
        for set in [single, double, left, right] {
            counter.add(set);
        }
        // Only a pawn on the seventh rank promotes: each promotion is three moves more.
        if (pawns.all & pawns.last_rank.shift(-up)).any() {
            let last = pawns.last_rank;
            let promotions =
                (single & last).count() + (left & last).count() + (right & last).count();
            counter.add_n(3 * u64::from(promotions));
        }
    }

    /// The number of legal en-passant captures onto `ep` (the legal generator's test).
    /// Out of line: the other side's pieces gathered again here, so that the counter
    /// need not keep them in memory to pass them.
    #[inline(never)]
    fn count_en_passant(
        &self,
        ep: Square,
        us: Color,
        king: Square,
        checkers: Bitboard,
        check: Bitboard,
    ) -> u64 {
        let mut counter = Counter::default();
        let enemy = Enemy::of(self, us.flip());
        self.legal_en_passant(
            &mut counter,
            &Pawns::of(self, us),
            ep,
            king,
            checkers,
            check,
            &enemy,
        );
        counter.total()
    }
}
