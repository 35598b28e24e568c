//! The fully legal generator: only moves that do not leave the mover's king in check.
//!
//! Per position it finds the checkers and the pinned pieces once (x-raying from the
//! king through the enemy's sliders), then restricts every piece's destinations:
//! with two checkers only the king moves; with one, the others must capture the
//! checker or block the line to it; a pinned piece moves only along the line through
//! the king and itself; the king steps only to squares that are not attacked with the
//! king itself taken off the board (so it cannot step back along a checking ray); en
//! passant is tried on the board as it would be, which refuses the capture that would
//! expose the king along the rank; castling never goes out of, through or into check.
//!
//! The generator writes into a [`Sink`]: a move list, or a counter that adds up the
//! destination sets with a population count, which is what makes bulk-counted perft
//! fast (at depth 1 nothing is packed, made or unmade).

use crate::board::{Board, Enemy};
use crate::encoding::{Encoding, MoveList};
use crate::sink::{Counter, Sink, shift};
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

impl Board {
    /// Generates every legal move into `sink`.
    pub(crate) fn generate_legal_into<S: Sink>(&self, sink: &mut S) {
        let us = self.side;
        let them = us.flip();
        let king_sq = self.king(us);
        let own = self.by_color[us.index()];
        let occupied = self.occupied;
        let e = Enemy::of(self, them);

        // Checkers and pinned pieces: x-ray from the king through the enemy's sliders.
        let (slider_checkers, pinned) = e.slider_checks_and_pins(king_sq, occupied, own);
        let checkers = slider_checkers
            | (tables::knight_attacks(king_sq) & e.knights)
            | (tables::pawn_attacks(us, king_sq) & e.pawns);

        // The king's own steps: never onto an attacked square, judged without the king.
        let king = Piece::new(us, Kind::King);
        let without_king = occupied ^ king_sq.bb();
        let mut steps = Bitboard::EMPTY;
        for to in tables::king_attacks(king_sq) & !own {
            if !e.attacks(to, without_king) {
                steps |= to.bb();
            }
        }
        sink.moves(self, king_sq, steps, king);

        if checkers.several() {
            return;
        }
        // Squares that answer a single check: take the checker or block its line.
        let evasion = if checkers.any() {
            let checker = checkers.lsb();
            tables::between(king_sq, checker) | checkers
        } else {
            // Not in check: the king's own square needs no test.
            self.generate_castling(sink, us, king_sq, king, false);
            Bitboard::FULL
        };
        let targets = !own & evasion;
        // A pinned piece cannot answer a check, so with one checker they all stay.
        let movable = if checkers.any() { own & !pinned } else { own };

        let knight = Piece::new(us, Kind::Knight);
        for from in self.by_piece[knight.code() as usize] & !pinned {
            sink.moves(self, from, tables::knight_attacks(from) & targets, knight);
        }
        // Sliders by direction: a queen's diagonal and straight moves are two sets.
        let queens = self.pieces(us, Kind::Queen);
        let diag = self.pieces(us, Kind::Bishop) | queens;
        let straight = self.pieces(us, Kind::Rook) | queens;
        for from in diag & !pinned {
            let to = tables::bishop_attacks(from, occupied) & targets;
            sink.moves(self, from, to, self.mailbox[from.index()]);
        }
        for from in straight & !pinned {
            let to = tables::rook_attacks(from, occupied) & targets;
            sink.moves(self, from, to, self.mailbox[from.index()]);
        }
        // Pinned sliders (never when in check) move only along the pin line.
        for from in (diag | straight) & pinned & movable {
            let mut attacks = Bitboard::EMPTY;
            if diag.has(from) {
                attacks |= tables::bishop_attacks(from, occupied);
            }
            if straight.has(from) {
                attacks |= tables::rook_attacks(from, occupied);
            }
            let to = attacks & targets & tables::line(king_sq, from);
            sink.moves(self, from, to, self.mailbox[from.index()]);
        }

        self.legal_pawn_moves(sink, us, king_sq, pinned, movable, evasion, checkers);
    }

    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn legal_pawn_moves<S: Sink>(
        &self,
        sink: &mut S,
        us: Color,
        king_sq: Square,
        pinned: Bitboard,
        movable: Bitboard,
        evasion: Bitboard,
        checkers: Bitboard,
    ) {
        let them = us.flip();
        let pawn = Piece::new(us, Kind::Pawn);
        let pawns = self.by_piece[pawn.code() as usize] & movable;
        let enemy = self.by_color[them.index()];
        let empty = !self.occupied;
        let (up, double_rank, last_rank) = match us {
            Color::White => (8i8, Bitboard::RANK_3, Bitboard::RANK_8),
            Color::Black => (-8i8, Bitboard::RANK_6, Bitboard::RANK_1),
        };

        // Unpinned pawns, as whole sets.
        let free = pawns & !pinned;
        let single = shift(free, up) & empty;
        let double = shift(single & double_rank, up) & empty & evasion;
        sink.pawn_moves(self, single & evasion, up, pawn, last_rank);
        sink.pawn_moves(self, double, 2 * up, pawn, last_rank);
        for (delta, excluded) in [(up - 1, Bitboard::FILE_A), (up + 1, Bitboard::FILE_H)] {
            let captures = shift(free & !excluded, delta) & enemy & evasion;
            sink.pawn_moves(self, captures, delta, pawn, last_rank);
        }

        // Pinned pawns (never when in check): only along the pin line.
        for from in pawns & pinned {
            let line = tables::line(king_sq, from);
            let push = tables::pawn_pushes(us, from) & empty & line;
            let mut to = push | (tables::pawn_attacks(us, from) & enemy & line);
            if (push & double_rank).any() {
                to |= shift(push, up) & empty;
            }
            // Each destination is one set-move from this origin.
            for sq in to {
                let delta = sq.to_u8() as i8 - from.to_u8() as i8;
                sink.pawn_moves(self, sq.bb(), delta, pawn, last_rank);
            }
        }

        // En passant: tried on the board as it would be after the capture.
        if let Some(ep) = self.ep {
            let victim = match us {
                Color::White => ep.offset(-8),
                Color::Black => ep.offset(8),
            };
            // In check, only when the capture removes the checker or blocks its line.
            if checkers.any() && !(checkers.has(victim) || evasion.has(ep)) {
                return;
            }
            let their_queens = self.pieces(them, Kind::Queen);
            let diag = self.pieces(them, Kind::Bishop) | their_queens;
            let straight = self.pieces(them, Kind::Rook) | their_queens;
            let captured = Piece::new(them, Kind::Pawn);
            for from in tables::pawn_attacks(them, ep) & self.by_piece[pawn.code() as usize] {
                let occupied = (self.occupied ^ from.bb() ^ victim.bb()) | ep.bb();
                let exposed = (tables::bishop_attacks(king_sq, occupied) & diag)
                    | (tables::rook_attacks(king_sq, occupied) & straight);
                if exposed.is_empty() {
                    sink.special(from, ep, pawn, captured, pawn);
                }
            }
        }
    }

    /// Fills `list` with every legal move of the side to move, straight from the legal
    /// generator (the same set as [`Board::legal_moves`], which filters the
    /// pseudo-legal list; the order may differ).
    ///
    /// ```
    /// use movegen::{Board, Move, MoveList};
    /// let mut list = MoveList::<Move>::new();
    /// Board::default().generate_legal(&mut list);
    /// assert_eq!(list.len(), 20);
    /// ```
    pub fn generate_legal<E: Encoding>(&self, list: &mut MoveList<E>) {
        list.clear();
        self.generate_legal_into(list);
    }

    /// The number of legal moves, counted without generating them one by one.
    pub fn count_legal(&self) -> u64 {
        let mut counter = Counter::default();
        self.generate_legal_into(&mut counter);
        counter.total()
    }

    /// Perft with the legal generator and the move encoding `E`: at depth 1 the legal
    /// moves are counted by population counts, without being generated one by one.
    pub fn perft_legal_with<E: Encoding>(&self, depth: u32) -> u64 {
        let mut board = self.clone();
        board.clear_history();
        board.perft_legal_inner::<E>(depth)
    }

    fn perft_legal_inner<E: Encoding>(&mut self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal(),
            _ => {
                let mut list = MoveList::<E>::new();
                self.generate_legal_into(&mut list);
                let mut nodes = 0;
                for &mv in list.iter() {
                    self.make_legal(mv);
                    nodes += self.perft_legal_inner::<E>(depth - 1);
                    self.unmake_move(mv);
                }
                nodes
            }
        }
    }
}
