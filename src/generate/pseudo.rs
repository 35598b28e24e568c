//! Pseudo-legal move generation, the classic bitboard way.
//!
//! Knights and kings come from the tables; pawns are moved as a whole set by shifting
//! it (single and double pushes, captures both ways with the a- and h-file masks,
//! promotions, en passant); sliders use the lookup strategy the crate was built with.
//! Castling is generated only with its right, the squares between king and rook
//! empty, and the king's start, passing and target squares not attacked. Moves that
//! leave the mover's own king in check are generated too: [`Board::make_move`] refuses
//! them.

use super::sink::{Packer, Sink};
use super::{PER_SIDE, Pawns, side};
use crate::board::Board;
use crate::castling::CastlingRules;
use crate::encoding::Encoding;
use crate::move_list::MoveList;
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece};

impl Board {
    /// Every pseudo-legal move of the side to move, in the default encoding: the
    /// classic generator's, some of which may leave the mover's king in check
    /// ([`Board::make_move`] and [`Board::is_legal`] tell).
    ///
    /// ```
    /// use movegen::Board;
    /// // White's knight on e2 is pinned: its six moves are pseudo-legal, not legal.
    /// let board: Board = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(board.pseudo_legal_moves().len(), 10);
    /// assert_eq!(board.legal_moves().len(), 4);
    /// ```
    #[inline]
    pub fn pseudo_legal_moves(&self) -> MoveList<crate::Move> {
        let mut list = MoveList::new();
        self.generate_pseudo_legal(&mut list);
        list
    }

    /// Fills `list` with every pseudo-legal move of the side to move (after clearing
    /// it). Some may leave the mover's king in check; [`Board::make_move`] tells.
    ///
    /// Any encoding: the list's. [`Board::pseudo_legal_moves`] returns them in the
    /// default encoding.
    ///
    /// ```
    /// use movegen::{Board, MoveList, Packed16};
    /// let mut list = MoveList::<Packed16>::default();
    /// Board::default().generate_pseudo_legal(&mut list);
    /// assert_eq!(list.len(), 20);
    /// ```
    pub fn generate_pseudo_legal<E: Encoding>(&self, list: &mut MoveList<E>) {
        list.clear();
        self.pos.generate_into(
            &self.castling,
            &mut Packer {
                list,
                mailbox: &self.mailbox,
            },
        );
    }
}

impl Position {
    /// Generates every pseudo-legal move into `sink`.
    pub(crate) fn generate_into<S: Sink>(&self, castling: &impl CastlingRules, list: &mut S) {
        match (PER_SIDE, self.state.side) {
            (true, Color::White) => self.generate_for::<S, { side::WHITE }>(castling, list),
            (true, Color::Black) => self.generate_for::<S, { side::BLACK }>(castling, list),
            (false, _) => self.generate_for::<S, { side::TO_MOVE }>(castling, list),
        }
    }

    /// [`Position::generate_into`] for the side `SIDE` (see [`side`]): compiled
    /// for one side to move, every board index, pawn direction and rank mask is a
    /// constant.
    #[inline(always)]
    fn generate_for<S: Sink, const SIDE: u8>(&self, castling: &impl CastlingRules, list: &mut S) {
        let us = side::of::<SIDE>(self);
        // Captures only: every destination set kept to the enemy's pieces at the source.
        let targets = if S::CAPTURES_ONLY {
            self.by_color[us.flip().index()]
        } else {
            !self.by_color[us.index()]
        };
        self.generate_pawns(list, Pawns::of(self, us));

        let knight = Piece::new(us, Kind::Knight);
        for from in self.by_piece[knight.slot()] {
            list.moves(from, tables::knight_attacks(from) & targets, knight);
        }
        let bishop = Piece::new(us, Kind::Bishop);
        for from in self.by_piece[bishop.slot()] {
            let attacks = tables::bishop_attacks(from, self.occupied);
            list.moves(from, attacks & targets, bishop);
        }
        let rook = Piece::new(us, Kind::Rook);
        for from in self.by_piece[rook.slot()] {
            let attacks = tables::rook_attacks(from, self.occupied);
            list.moves(from, attacks & targets, rook);
        }
        let queen = Piece::new(us, Kind::Queen);
        for from in self.by_piece[queen.slot()] {
            let attacks = tables::queen_attacks(from, self.occupied);
            list.moves(from, attacks & targets, queen);
        }
        let king = Piece::new(us, Kind::King);
        let from = self.king(us);
        list.moves(from, tables::king_attacks(from) & targets, king);
        // Castling is never out of check: test it unless the sink already knows.
        if S::CAPTURES_ONLY {
            return;
        }
        match list.known_check() {
            Some(true) => {}
            Some(false) => self.generate_castling(castling, list, us, from, king, false),
            None => self.generate_castling(castling, list, us, from, king, true),
        }
    }

    /// Every pawn move, en passant included.
    #[inline(always)]
    fn generate_pawns<S: Sink>(&self, list: &mut S, pawns: Pawns) {
        pawns.push_and_capture(self, list, pawns.all, Bitboard::FULL);
        if let Some(ep) = self.state.ep {
            pawns.en_passant(list, ep, |_| true);
        }
    }
}
