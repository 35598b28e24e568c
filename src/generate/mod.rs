//! Move generation: the classic pseudo-legal generator ([`pseudo`]), the fully legal
//! one ([`legal`]), where both put what they find ([`sink`]), and what they share:
//! pawns moved as whole sets and en passant (castling is in [`crate::castling`]).

pub(crate) mod castling;
pub(crate) mod count;
pub(crate) mod legal;
pub(crate) mod pseudo;
pub(crate) mod sink;

use crate::encoding::MoveType;
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};
use sink::Sink;

/// Whether each generator is compiled once per side to move (every board index, pawn
/// direction and rank mask a constant: fewer instructions per node) or once for both
/// sides, reading the side from the position. Once on 32-bit Arm, where the
/// flash-constrained microcontrollers are: two copies of each generator do not fit the
/// micro:bit's 64 KiB of flash. The figures are in `docs/performance.md` and
/// `docs/microcontrollers.md`.
const PER_SIDE: bool = !cfg!(target_arch = "arm");

/// The side to move as a const parameter of a generator: white, black, or the side to
/// move of the position (one copy for both).
pub(crate) mod side {
    use crate::position::Position;
    use crate::types::Color;

    /// Compiled for white to move.
    pub(crate) const WHITE: u8 = 0;
    /// Compiled for black to move.
    pub(crate) const BLACK: u8 = 1;
    /// Compiled once, for the side to move of the position.
    pub(crate) const TO_MOVE: u8 = 2;

    /// The side a generator compiled for `SIDE` moves in `position`.
    #[inline(always)]
    pub(crate) fn of<const SIDE: u8>(position: &Position) -> Color {
        match SIDE {
            WHITE => Color::White,
            BLACK => Color::Black,
            _ => position.state.side,
        }
    }
}

/// What the pawn moves of one side depend on.
#[derive(Clone, Copy)]
pub(crate) struct Pawns {
    /// The side's pawn.
    pub(crate) piece: Piece,
    /// Where the side's pawns stand.
    pub(crate) all: Bitboard,
    /// One step forward in squares: 8 for white, -8 for black.
    pub(crate) up: i8,
    /// Where a single push must land for a double push to follow (the third rank).
    pub(crate) double_rank: Bitboard,
    /// Where a pawn promotes.
    pub(crate) last_rank: Bitboard,
}

impl Pawns {
    /// The pawns of `us` on `board`.
    #[inline(always)]
    pub(crate) fn of(board: &Position, us: Color) -> Pawns {
        let piece = Piece::new(us, Kind::Pawn);
        let (up, double_rank, last_rank) = match us {
            Color::White => (8, Bitboard::RANK_3, Bitboard::RANK_8),
            Color::Black => (-8, Bitboard::RANK_6, Bitboard::RANK_1),
        };
        Pawns {
            piece,
            all: board.by_piece[piece.slot()],
            up,
            double_rank,
            last_rank,
        }
    }

    /// The single and double pushes and the captures of the pawns on `from` (some of
    /// these pawns), as whole sets, kept to the squares of `targets` (for a sink of
    /// captures only, [`Sink::CAPTURES_ONLY`], the pushes that promote alone).
    #[inline(always)]
    pub(crate) fn push_and_capture<S: Sink>(
        &self,
        board: &Position,
        sink: &mut S,
        from: Bitboard,
        targets: Bitboard,
    ) {
        let empty = !board.occupied;
        let enemy = board.by_color[self.piece.color().flip().index()];
        let single = from.shift(self.up) & empty;
        if S::CAPTURES_ONLY {
            // Only the pushes that promote; a double push never does.
            sink.pawn_moves(single & targets & self.last_rank, self.up, self);
        } else {
            let double = (single & self.double_rank).shift(self.up) & empty & targets;
            sink.pawn_moves(single & targets, self.up, self);
            sink.pawn_moves(double, 2 * self.up, self);
        }
        // Captures towards the a-file (never from it) and towards the h-file.
        for (delta, excluded) in [
            (self.up - 1, Bitboard::FILE_A),
            (self.up + 1, Bitboard::FILE_H),
        ] {
            let captures = (from & !excluded).shift(delta) & enemy & targets;
            sink.pawn_moves(captures, delta, self);
        }
    }

    /// Every en-passant capture onto `ep` for which `allowed(from)` holds.
    #[inline(always)]
    pub(crate) fn en_passant<S: Sink>(
        &self,
        sink: &mut S,
        ep: Square,
        mut allowed: impl FnMut(Square) -> bool,
    ) {
        let them = self.piece.color().flip();
        let captured = Piece::new(them, Kind::Pawn);
        for from in tables::pawn_attacks(them, ep) & self.all {
            if allowed(from) {
                sink.special(from, ep, self.piece, captured, MoveType::EnPassant);
            }
        }
    }
}
