//! Pseudo-legal move generation, the classic bitboard way.
//!
//! Knights and kings come from the tables; pawns are moved as a whole set by shifting
//! it (single and double pushes, captures both ways with the a- and h-file masks,
//! promotions, en passant); sliders use the lookup strategy the crate was built with.
//! Castling is generated only with its right, the squares between king and rook
//! empty, and the king's start, passing and target squares not attacked. Moves that
//! leave the mover's own king in check are generated too: [`Board::make_move`] refuses
//! them.

use crate::board::{Board, castle};
use crate::encoding::{Encoding, MoveList};
use crate::sink::{Sink, shift};
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

impl Board {
    /// Fills `list` with every pseudo-legal move of the side to move (after clearing
    /// it). Some may leave the mover's king in check; [`Board::make_move`] tells.
    ///
    /// ```
    /// use movegen::{Board, Move, MoveList};
    /// let mut list = MoveList::<Move>::new();
    /// Board::default().generate(&mut list);
    /// assert_eq!(list.len(), 20);
    /// ```
    pub fn generate<E: Encoding>(&self, list: &mut MoveList<E>) {
        list.clear();
        self.generate_into(list);
    }

    /// Generates every pseudo-legal move into `sink`.
    pub(crate) fn generate_into<S: Sink>(&self, list: &mut S) {
        let us = self.side;
        let targets = !self.by_color[us.index()];
        self.generate_pawns(list, us);

        let knight = Piece::new(us, Kind::Knight);
        for from in self.by_piece[knight.code() as usize] {
            list.moves(self, from, tables::knight_attacks(from) & targets, knight);
        }
        let bishop = Piece::new(us, Kind::Bishop);
        for from in self.by_piece[bishop.code() as usize] {
            let attacks = tables::bishop_attacks(from, self.occupied);
            list.moves(self, from, attacks & targets, bishop);
        }
        let rook = Piece::new(us, Kind::Rook);
        for from in self.by_piece[rook.code() as usize] {
            let attacks = tables::rook_attacks(from, self.occupied);
            list.moves(self, from, attacks & targets, rook);
        }
        let queen = Piece::new(us, Kind::Queen);
        for from in self.by_piece[queen.code() as usize] {
            let attacks = tables::queen_attacks(from, self.occupied);
            list.moves(self, from, attacks & targets, queen);
        }
        let king = Piece::new(us, Kind::King);
        let from = self.king(us);
        list.moves(self, from, tables::king_attacks(from) & targets, king);
        self.generate_castling(list, us, from, king, true);
    }

    fn generate_pawns<S: Sink>(&self, list: &mut S, us: Color) {
        let pawn = Piece::new(us, Kind::Pawn);
        let pawns = self.by_piece[pawn.code() as usize];
        let enemy = self.by_color[us.flip().index()];
        let empty = !self.occupied;
        let (up, double_rank, last_rank) = match us {
            Color::White => (8i8, Bitboard::RANK_3, Bitboard::RANK_8),
            Color::Black => (-8i8, Bitboard::RANK_6, Bitboard::RANK_1),
        };

        let single = shift(pawns, up) & empty;
        let double = shift(single & double_rank, up) & empty;
        list.pawn_moves(self, single, up, pawn, last_rank);
        list.pawn_moves(self, double, 2 * up, pawn, last_rank);
        // Captures towards the a-file (never from it) and towards the h-file.
        for (delta, excluded) in [(up - 1, Bitboard::FILE_A), (up + 1, Bitboard::FILE_H)] {
            let captures = shift(pawns & !excluded, delta) & enemy;
            list.pawn_moves(self, captures, delta, pawn, last_rank);
        }

        if let Some(ep) = self.ep {
            let captured = Piece::new(us.flip(), Kind::Pawn);
            for from in tables::pawn_attacks(us.flip(), ep) & pawns {
                list.special(from, ep, pawn, captured, pawn);
            }
        }
    }

    /// Castling with its right, the squares between king and rook empty, and the king's
    /// start (when `test_start`), passing and target squares not attacked.
    pub(crate) fn generate_castling<S: Sink>(
        &self,
        list: &mut S,
        us: Color,
        king_sq: Square,
        king: Piece,
        test_start: bool,
    ) {
        let (short, long) = match us {
            Color::White => (castle::WK, castle::WQ),
            Color::Black => (castle::BK, castle::BQ),
        };
        if self.castling & (short | long) == 0 {
            return;
        }
        let them = us.flip();
        // Cheapest tests first: the right, the empty squares, then the attacks.
        let rank = Bitboard(0xff) << (u32::from(king_sq.rank()) * 8);
        let short_ok = self.castling & short != 0
            && (self.occupied & rank & Bitboard(0x6060_6060_6060_6060)).is_empty();
        let long_ok = self.castling & long != 0
            && (self.occupied & rank & Bitboard(0x0e0e_0e0e_0e0e_0e0e)).is_empty();
        if !(short_ok || long_ok) || (test_start && self.is_attacked(king_sq, them)) {
            return;
        }
        if short_ok
            && !self.is_attacked(king_sq.offset(1), them)
            && !self.is_attacked(king_sq.offset(2), them)
        {
            list.special(king_sq, king_sq.offset(2), king, Piece::EMPTY, king);
        }
        if long_ok
            && !self.is_attacked(king_sq.offset(-1), them)
            && !self.is_attacked(king_sq.offset(-2), them)
        {
            list.special(king_sq, king_sq.offset(-2), king, Piece::EMPTY, king);
        }
    }
}
