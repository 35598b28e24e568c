//! Whether any move value is a move of the position: a move from a transposition table
//! or a killer slot, which may be stale or another position's, checked before it is
//! made. The generator's own parts answer for the piece on the move's origin, and the
//! value must then be exactly the one the generator would pack.

use crate::board::Board;
use crate::encoding::Encoding;
use crate::encoding::MoveType;
use crate::generate::Pawns;
use crate::generate::sink::Sink;
use crate::tables;
use crate::types::{Bitboard, Kind, Piece, Square, code};

/// A sink that remembers whether a generator produced a move from `from` to `to`, and
/// the special move's fields when it was one.
struct Probe {
    from: Square,
    to: Square,
    found: bool,
    /// The captured piece and the special field of a special move found.
    special: Option<(Piece, Piece)>,
}

impl Sink for Probe {
    fn moves(&mut self, from: Square, to: Bitboard, _: Piece) {
        self.found |= from == self.from && to.has(self.to);
    }

    fn pawn_moves(&mut self, to: Bitboard, delta: i8, _: &Pawns) {
        self.found |= to.has(self.to) && self.to.offset(-delta) == self.from;
    }

    fn special(&mut self, from: Square, to: Square, piece: Piece, captured: Piece, _: MoveType) {
        if from == self.from && to == self.to {
            self.found = true;
            // The special field of both: the mover itself.
            self.special = Some((captured, piece));
        }
    }
}

impl Board {
    /// Whether `mv`, any value the encoding can hold, is one of the moves
    /// [`Board::generate_pseudo_legal`] produces for this position, every field alike (a move may
    /// still leave the king in check: [`Board::is_legal`] says). Never panics, never
    /// changes the board; about the cost of a few attack lookups, not of a generation.
    ///
    /// ```
    /// use movegen::{Board, Move, ShiftMask};
    /// let board = Board::default();
    /// let e4: Move = board.parse_move("e2e4").unwrap();
    /// assert!(board.is_pseudo_legal(e4));
    /// // Another position's move, and a value no generator packs.
    /// let after: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse().unwrap();
    /// assert!(!after.is_pseudo_legal(e4));
    /// assert!(!board.is_pseudo_legal(ShiftMask(0xffff_ffff)));
    /// ```
    pub fn is_pseudo_legal<E: Encoding>(&self, mv: E) -> bool {
        let (from, to) = (mv.from(), mv.to());
        let us = self.pos.state.side;
        let piece = self.mailbox[from.index()];
        if piece.is_empty() || piece.color() != us {
            return false;
        }
        let mut probe = Probe {
            from,
            to,
            found: false,
            special: None,
        };
        let pawns = Pawns::of(&self.pos, us);
        let is = |kind: Kind| piece.is(kind);
        // The type as the special field alone says it: whether the move captures or
        // advances two squares is the comparison with the packed move's to check.
        let (captured, special) = match MoveType::from_special(mv.special(), false, false) {
            Some(MoveType::Castle) if is(Kind::King) => {
                let king = self.pos.king(us);
                self.pos
                    .generate_castling(&self.castling, &mut probe, us, king, piece, true);
                match probe.special {
                    Some(fields) => fields,
                    None => return false,
                }
            }
            Some(MoveType::EnPassant) if is(Kind::Pawn) && self.pos.state.ep == Some(to) => {
                pawns.en_passant(&mut probe, to, |origin| origin == from);
                match probe.special {
                    Some(fields) => fields,
                    None => return false,
                }
            }
            Some(MoveType::Quiet) if is(Kind::Pawn) => {
                // Promotions are not ordinary moves.
                if pawns.last_rank.has(to) {
                    return false;
                }
                pawns.push_and_capture(&self.pos, &mut probe, from.bb(), to.bb());
                (self.mailbox[to.index()], Piece::EMPTY)
            }
            Some(MoveType::Quiet) => {
                let own = self.pos.by_color[us.index()];
                let attacks = match piece.kind_code() {
                    code::KNIGHT => tables::knight_attacks(from),
                    code::BISHOP => tables::bishop_attacks(from, self.pos.occupied),
                    code::ROOK => tables::rook_attacks(from, self.pos.occupied),
                    code::QUEEN => tables::queen_attacks(from, self.pos.occupied),
                    _ => tables::king_attacks(from),
                };
                probe.found = (attacks & !own).has(to);
                (self.mailbox[to.index()], Piece::EMPTY)
            }
            Some(MoveType::Promotion { piece: kind, .. })
                if is(Kind::Pawn) && pawns.last_rank.has(to) =>
            {
                pawns.push_and_capture(&self.pos, &mut probe, from.bb(), to.bb());
                (self.mailbox[to.index()], Piece::new(us, kind))
            }
            _ => return false,
        };
        probe.found && E::pack(from, to, piece, captured, special) == mv
    }
}
