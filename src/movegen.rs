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
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

#[inline(always)]
fn shift(bb: Bitboard, delta: i8) -> Bitboard {
    if delta >= 0 {
        bb << delta as u32
    } else {
        bb >> (-delta) as u32
    }
}

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
        let us = self.side;
        let targets = !self.by_color[us.index()];
        self.generate_pawns(list, us);

        let knight = Piece::new(us, Kind::Knight);
        for from in self.by_piece[knight.code() as usize] {
            self.push_all(list, from, knight, tables::knight_attacks(from) & targets);
        }
        let bishop = Piece::new(us, Kind::Bishop);
        for from in self.by_piece[bishop.code() as usize] {
            let attacks = tables::bishop_attacks(from, self.occupied);
            self.push_all(list, from, bishop, attacks & targets);
        }
        let rook = Piece::new(us, Kind::Rook);
        for from in self.by_piece[rook.code() as usize] {
            let attacks = tables::rook_attacks(from, self.occupied);
            self.push_all(list, from, rook, attacks & targets);
        }
        let queen = Piece::new(us, Kind::Queen);
        for from in self.by_piece[queen.code() as usize] {
            let attacks = tables::queen_attacks(from, self.occupied);
            self.push_all(list, from, queen, attacks & targets);
        }
        let king = Piece::new(us, Kind::King);
        let from = self.king(us);
        self.push_all(list, from, king, tables::king_attacks(from) & targets);
        self.generate_castling(list, us, from, king);
    }

    /// Pushes a move from `from` to every square of `to`, capturing what stands there.
    #[inline(always)]
    fn push_all<E: Encoding>(&self, list: &mut MoveList<E>, from: Square, piece: Piece, to: Bitboard) {
        for to in to {
            list.push(E::pack(from, to, piece, self.mailbox[to.index()], Piece::EMPTY));
        }
    }

    #[inline(always)]
    fn push_promotions<E: Encoding>(
        &self,
        list: &mut MoveList<E>,
        from: Square,
        to: Square,
        pawn: Piece,
        captured: Piece,
    ) {
        let us = pawn.color();
        for kind in Kind::PROMOTIONS {
            list.push(E::pack(from, to, pawn, captured, Piece::new(us, kind)));
        }
    }

    fn generate_pawns<E: Encoding>(&self, list: &mut MoveList<E>, us: Color) {
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
        for to in single & !last_rank {
            list.push(E::pack(to.offset(-up), to, pawn, Piece::EMPTY, Piece::EMPTY));
        }
        for to in double {
            list.push(E::pack(to.offset(-2 * up), to, pawn, Piece::EMPTY, Piece::EMPTY));
        }
        for to in single & last_rank {
            self.push_promotions(list, to.offset(-up), to, pawn, Piece::EMPTY);
        }

        // Captures towards the a-file (never from it) and towards the h-file.
        for (delta, excluded) in [(up - 1, Bitboard::FILE_A), (up + 1, Bitboard::FILE_H)] {
            let captures = shift(pawns & !excluded, delta) & enemy;
            for to in captures & !last_rank {
                let captured = self.mailbox[to.index()];
                list.push(E::pack(to.offset(-delta), to, pawn, captured, Piece::EMPTY));
            }
            for to in captures & last_rank {
                let captured = self.mailbox[to.index()];
                self.push_promotions(list, to.offset(-delta), to, pawn, captured);
            }
        }

        if let Some(ep) = self.ep {
            let captured = Piece::new(us.flip(), Kind::Pawn);
            for from in tables::pawn_attacks(us.flip(), ep) & pawns {
                list.push(E::pack(from, ep, pawn, captured, pawn));
            }
        }
    }

    fn generate_castling<E: Encoding>(
        &self,
        list: &mut MoveList<E>,
        us: Color,
        king_sq: Square,
        king: Piece,
    ) {
        let (short, long) = match us {
            Color::White => (castle::WK, castle::WQ),
            Color::Black => (castle::BK, castle::BQ),
        };
        if self.castling & (short | long) == 0 {
            return;
        }
        let them = us.flip();
        if self.is_attacked(king_sq, them) {
            return;
        }
        // Squares that must be empty, then the two squares the king passes and lands on.
        let rank = Bitboard(0xff) << (u32::from(king_sq.rank()) * 8);
        if self.castling & short != 0
            && (self.occupied & rank & Bitboard(0x6060_6060_6060_6060)).is_empty()
            && !self.is_attacked(king_sq.offset(1), them)
            && !self.is_attacked(king_sq.offset(2), them)
        {
            list.push(E::pack(king_sq, king_sq.offset(2), king, Piece::EMPTY, king));
        }
        if self.castling & long != 0
            && (self.occupied & rank & Bitboard(0x0e0e_0e0e_0e0e_0e0e)).is_empty()
            && !self.is_attacked(king_sq.offset(-1), them)
            && !self.is_attacked(king_sq.offset(-2), them)
        {
            list.push(E::pack(king_sq, king_sq.offset(-2), king, Piece::EMPTY, king));
        }
    }
}
