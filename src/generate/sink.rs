//! Where the generators put their moves: a [`MoveList`], a counter, or a flag that a
//! move exists.
//!
//! Both generators hand over whole destination sets (one origin and many
//! destinations, or many pawns moving by the same step), so that a counter can add
//! them up with one population count instead of packing each move.

use super::Pawns;
use crate::encoding::Encoding;
use crate::encoding::MoveType;
use crate::move_list::MoveList;
use crate::types::{Bitboard, Piece, Square, code};

/// Where a generator puts what it finds.
pub(crate) trait Sink {
    /// `piece` moves from `from` to every square of `to`; none of them is a pawn
    /// promotion, en passant or castling.
    fn moves(&mut self, from: Square, to: Bitboard, piece: Piece);

    /// `pawns` move to every square of `to`, each from `to - delta`; those that land on
    /// the last rank promote (four moves each).
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, pawns: &Pawns);

    /// One special move: `special` is [`MoveType::EnPassant`] (`piece`, a pawn, takes
    /// `captured`) or [`MoveType::Castle`] (`piece` is the king, `to` its destination).
    fn special(
        &mut self,
        from: Square,
        to: Square,
        piece: Piece,
        captured: Piece,
        special: MoveType,
    );

    /// Whether the side to move is in check, when the sink knows it already (then the
    /// pseudo-legal generator does not test it again before castling).
    #[inline(always)]
    fn known_check(&self) -> Option<bool> {
        None
    }

    /// Whether the sink wants captures and promotions only: then the generators
    /// restrict every destination set at the source (to the enemy's pieces; a pawn's
    /// pushes to the last rank, and en passant) and never produce a quiet move. A
    /// constant, `false` for every sink of the full generation, so that its path is
    /// compiled without the test.
    const CAPTURES_ONLY: bool = false;
}

/// Counts moves without packing them.
///
/// Destination sets of different pieces rarely overlap, so the counter ORs each new set
/// into a pending one while they are disjoint and takes a population count only when
/// they meet (and once at the end): a handful of counts per position instead of one per
/// piece, which matters where `popcnt` is not an instruction (the default x86-64 target).
/// Where it is, every set is counted at once, which measured faster there.
#[derive(Default)]
pub(crate) struct Counter {
    counted: u64,
    pending: Bitboard,
}

impl Counter {
    /// Adds every square of `to` as one move.
    #[inline(always)]
    pub(crate) fn add(&mut self, to: Bitboard) {
        if cfg!(target_feature = "popcnt") {
            // A population count is one instruction: no need to save any.
            self.counted += u64::from(to.count());
        } else if (self.pending & to).any() {
            self.counted += u64::from(self.pending.count());
            self.pending = to;
        } else {
            self.pending |= to;
        }
    }

    /// Adds `n` moves.
    #[inline(always)]
    pub(crate) fn add_n(&mut self, n: u64) {
        self.counted += n;
    }

    /// The number of moves counted.
    #[inline(always)]
    pub(crate) fn total(&self) -> u64 {
        self.counted + u64::from(self.pending.count())
    }
}

impl Sink for Counter {
    #[inline(always)]
    fn moves(&mut self, _: Square, to: Bitboard, _: Piece) {
        self.add(to);
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, _: i8, pawns: &Pawns) {
        self.add(to);
        let promotions = to & pawns.last_rank;
        if promotions.any() {
            // Each promotion is four moves: three more than counted.
            self.counted += 3 * u64::from(promotions.count());
        }
    }

    #[inline(always)]
    fn special(&mut self, _: Square, _: Square, _: Piece, _: Piece, _: MoveType) {
        self.counted += 1;
    }
}

/// Records whether a generator handed over any move, without packing or counting: the
/// side to move has a move at all ([`Board::has_legal_moves`](crate::Board::has_legal_moves)).
#[derive(Default)]
pub(crate) struct Any {
    pub(crate) found: bool,
}

impl Sink for Any {
    #[inline(always)]
    fn moves(&mut self, _: Square, to: Bitboard, _: Piece) {
        self.found |= to.any();
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, _: i8, _: &Pawns) {
        self.found |= to.any();
    }

    #[inline(always)]
    fn special(&mut self, _: Square, _: Square, _: Piece, _: Piece, _: MoveType) {
        self.found = true;
    }
}

/// Packs each move into a [`MoveList`], reading the captured pieces from the mailbox.
pub(crate) struct Packer<'a, E> {
    pub(crate) list: &'a mut MoveList<E>,
    pub(crate) mailbox: &'a [Piece; 64],
}

impl<E: Encoding> Sink for Packer<'_, E> {
    #[inline(always)]
    fn moves(&mut self, from: Square, to: Bitboard, piece: Piece) {
        for to in to {
            self.list.push(E::pack(
                from,
                to,
                piece,
                self.mailbox[to.index()],
                Piece::EMPTY,
            ));
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, pawns: &Pawns) {
        let pawn = pawns.piece;
        for to in to & !pawns.last_rank {
            let captured = self.mailbox[to.index()];
            self.list
                .push(E::pack(to.offset(-delta), to, pawn, captured, Piece::EMPTY));
        }
        for to in to & pawns.last_rank {
            let captured = self.mailbox[to.index()];
            let from = to.offset(-delta);
            for code in code::PROMOTIONS {
                let promoted = pawn.with_kind_code(code);
                self.list.push(E::pack(from, to, pawn, captured, promoted));
            }
        }
    }

    #[inline(always)]
    fn special(&mut self, from: Square, to: Square, piece: Piece, captured: Piece, _: MoveType) {
        // The special field of both: the mover itself (its pawn, or its king).
        self.list.push(E::pack(from, to, piece, captured, piece));
    }
}
