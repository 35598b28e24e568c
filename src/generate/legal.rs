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

use super::sink::{Any, Packer, Sink};
use super::{PER_SIDE, Pawns, side};
use crate::Move;
use crate::attacks::{Enemy, evasion};
use crate::board::Board;
use crate::castling::CastlingRules;
use crate::encoding::Encoding;
use crate::move_list::MoveList;
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

/// What restricts the moves of the side to move, found once per position.
struct Restrictions {
    king_sq: Square,
    /// The pieces giving check.
    checkers: Bitboard,
    /// The side to move's pieces pinned to its king.
    pinned: Bitboard,
    /// The squares that answer a single check (everything when not in check).
    evasion: Bitboard,
    /// The pieces that may move at all: a pinned piece cannot answer a check.
    movable: Bitboard,
    /// The other side's pieces.
    enemy: Enemy,
}

impl Position {
    /// Generates every legal move into `sink`.
    pub(crate) fn generate_legal_into<S: Sink>(&self, castling: &impl CastlingRules, sink: &mut S) {
        match (PER_SIDE, self.state.side) {
            (true, Color::White) => self.generate_legal_for::<S, { side::WHITE }>(castling, sink),
            (true, Color::Black) => self.generate_legal_for::<S, { side::BLACK }>(castling, sink),
            (false, _) => self.generate_legal_for::<S, { side::TO_MOVE }>(castling, sink),
        }
    }

    /// [`Position::generate_legal_into`] for the side `SIDE` (see [`side`]): compiled
    /// for one side to move, every board index, pawn direction and rank mask is a
    /// constant.
    #[inline(always)]
    fn generate_legal_for<S: Sink, const SIDE: u8>(
        &self,
        castling: &impl CastlingRules,
        sink: &mut S,
    ) {
        let us = side::of::<SIDE>(self);
        let them = us.flip();
        let king_sq = self.king(us);
        let own = self.by_color[us.index()];
        let occupied = self.occupied;
        let e = Enemy::of(self, them);

        // Checkers and pinned pieces: x-ray from the king through the enemy's sliders.
        let (checkers, pinned) = e.checkers_and_pins(king_sq, own);

        // The king's own steps: never onto an attacked square, judged without the king.
        let king = Piece::new(us, Kind::King);
        let without_king = occupied ^ king_sq.bb();
        // Captures only: every destination set kept to the enemy's pieces at the source.
        let wanted = if S::CAPTURES_ONLY {
            self.by_color[them.index()]
        } else {
            !own
        };
        let steps = e.safe_steps(tables::king_attacks(king_sq) & wanted, without_king);
        sink.moves(king_sq, steps, king);

        if checkers.several() {
            return;
        }
        // Squares that answer a single check: take the checker or block its line.
        let evasion = if checkers.any() {
            evasion(king_sq, checkers)
        } else {
            // Not in check: the king's own square needs no test.
            if !S::CAPTURES_ONLY {
                self.generate_castling(castling, sink, us, king_sq, king, false);
            }
            Bitboard::FULL
        };
        let targets = wanted & evasion;
        // A pinned piece cannot answer a check, so with one checker they all stay.
        let movable = if checkers.any() { own & !pinned } else { own };
        let restrictions = Restrictions {
            king_sq,
            checkers,
            pinned,
            evasion,
            movable,
            enemy: e,
        };

        let knight = Piece::new(us, Kind::Knight);
        for from in self.by_piece[knight.slot()] & !pinned {
            sink.moves(from, tables::knight_attacks(from) & targets, knight);
        }
        // Sliders by direction: a queen's diagonal and straight moves are two sets.
        let queens = self.pieces(us, Kind::Queen);
        let diag = self.pieces(us, Kind::Bishop) | queens;
        let straight = self.pieces(us, Kind::Rook) | queens;
        let (bishop, rook, queen) = (
            Piece::new(us, Kind::Bishop),
            Piece::new(us, Kind::Rook),
            Piece::new(us, Kind::Queen),
        );
        let slider = |from: Square, other: Piece| if queens.has(from) { queen } else { other };
        for from in diag & !pinned {
            let to = tables::bishop_attacks(from, occupied) & targets;
            sink.moves(from, to, slider(from, bishop));
        }
        for from in straight & !pinned {
            let to = tables::rook_attacks(from, occupied) & targets;
            sink.moves(from, to, slider(from, rook));
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
            let other = if diag.has(from) { bishop } else { rook };
            sink.moves(from, to, slider(from, other));
        }

        self.legal_pawn_moves(sink, Pawns::of(self, us), &restrictions);
    }

    #[inline(always)]
    fn legal_pawn_moves<S: Sink>(&self, sink: &mut S, pawns: Pawns, r: &Restrictions) {
        let movable = pawns.all & r.movable;
        // Unpinned pawns, as whole sets.
        pawns.push_and_capture(self, sink, movable & !r.pinned, r.evasion);

        // Pinned pawns (never when in check): only along the pin line.
        let empty = !self.occupied;
        let enemy = r.enemy.all;
        let us = pawns.piece.color();
        for from in movable & r.pinned {
            let line = tables::line(r.king_sq, from);
            let push = tables::pawn_pushes(us, from) & empty & line;
            let mut to = tables::pawn_attacks(us, from) & enemy & line;
            if S::CAPTURES_ONLY {
                // Only the push that promotes; a double push never does.
                to |= push & pawns.last_rank;
            } else {
                to |= push;
                if (push & pawns.double_rank).any() {
                    to |= push.shift(pawns.up) & empty;
                }
            }
            // Each destination is one set-move from this origin.
            for sq in to {
                let delta = sq.to_u8() as i8 - from.to_u8() as i8;
                sink.pawn_moves(sq.bb(), delta, &pawns);
            }
        }

        if let Some(ep) = self.state.ep {
            self.legal_en_passant(sink, &pawns, ep, r.king_sq, r.checkers, r.evasion, &r.enemy);
        }
    }

    /// The legal en-passant captures onto `ep` by `pawns`, whose king stands on `king`
    /// with `checkers` giving check (`evasion`: the squares that answer it), `enemy` the
    /// other side's pieces: each capture tried on the board as it would be after it,
    /// which also refuses the one that exposes the king along the rank. The generator's
    /// and the leaf counter's.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn legal_en_passant<S: Sink>(
        &self,
        sink: &mut S,
        pawns: &Pawns,
        ep: Square,
        king: Square,
        checkers: Bitboard,
        evasion: Bitboard,
        enemy: &Enemy,
    ) {
        let victim = ep.en_passant_victim(pawns.piece.color());
        // In check, only when the capture removes the checker or blocks its line.
        if checkers.any() && !(checkers.has(victim) || evasion.has(ep)) {
            return;
        }
        pawns.en_passant(sink, ep, |from| {
            let occupied = (self.occupied ^ from.bb() ^ victim.bb()) | ep.bb();
            (tables::bishop_attacks(king, occupied) & enemy.diag).is_empty()
                && (tables::rook_attacks(king, occupied) & enemy.straight).is_empty()
        });
    }
}

impl Position {
    /// Whether the side to move has a legal move: the king's safe steps first (a set
    /// or two of attacks: most positions have one, and then nothing else is looked at),
    /// and only when the king has none, the legal generator into a sink that records
    /// whether anything came (nothing packed or counted).
    pub(crate) fn has_legal_move(&self, castling: &impl CastlingRules) -> bool {
        let us = self.state.side;
        let king_sq = self.king(us);
        let steps = tables::king_attacks(king_sq) & !self.by_color[us.index()];
        let without_king = self.occupied ^ king_sq.bb();
        if Enemy::of(self, us.flip())
            .safe_steps(steps, without_king)
            .any()
        {
            return true;
        }
        let mut any = Any::default();
        self.generate_legal_into(castling, &mut any);
        any.found
    }
}

impl Board {
    /// Every legal move of the side to move, in the default encoding.
    ///
    /// ```
    /// use movegen::Board;
    /// let moves = Board::default().legal_moves();
    /// assert_eq!(moves.len(), 20);
    /// assert!(moves.iter().any(|mv| mv.to_string() == "e2e4"));
    /// for mv in moves {
    ///     let mut child = Board::default(); // a board is Copy: copy-make
    ///     child.make_legal(mv);
    /// }
    /// ```
    #[inline]
    pub fn legal_moves(&self) -> MoveList<Move> {
        let mut list = MoveList::new();
        self.generate_legal(&mut list);
        list
    }

    /// Fills `list` (after clearing it) with every legal move of the side to move, in
    /// the list's encoding: [`Board::legal_moves`] for any encoding.
    ///
    /// ```
    /// use movegen::{Board, MoveList, Packed16};
    /// let mut list = MoveList::<Packed16>::default();
    /// Board::default().generate_legal(&mut list);
    /// assert_eq!(list.len(), 20);
    /// ```
    pub fn generate_legal<E: Encoding>(&self, list: &mut MoveList<E>) {
        list.clear();
        self.pos.generate_legal_into(
            &self.castling,
            &mut Packer {
                list,
                mailbox: &self.mailbox,
            },
        );
    }

    /// The number of legal moves, counted without generating them one by one.
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().count_legal(), 20);
    /// ```
    pub fn count_legal(&self) -> u64 {
        self.pos.count_legal(&self.castling)
    }

    /// Whether the side to move has a legal move: `count_legal() > 0`, answered
    /// sooner. The king's steps are looked at first, and in most positions one is
    /// safe, which answers; otherwise the legal generator runs with nothing packed or
    /// counted. [`Board::outcome`], [`Board::is_checkmate`] and
    /// [`Board::is_stalemate`] ask this.
    ///
    /// ```
    /// use movegen::Board;
    /// assert!(Board::default().has_legal_moves());
    /// // Stalemate: the king has no safe step and no other piece.
    /// let stalemate: Board = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert!(!stalemate.has_legal_moves());
    /// // No safe king step, but a pawn can move.
    /// let pawn: Board = "7k/5Q2/6K1/8/8/8/p7/8 b - - 0 1".parse().unwrap();
    /// assert!(pawn.has_legal_moves());
    /// assert_eq!(pawn.has_legal_moves(), pawn.count_legal() > 0);
    /// ```
    pub fn has_legal_moves(&self) -> bool {
        self.pos.has_legal_move(&self.castling)
    }
}
