//! The legal perft below a position: the legal generator's sink ([`Children`]) turns
//! every move into a [`Play`] and has a [`CountChild`] count the leaves below the child
//! it makes, without a move list, an encoding or an unmake.

use crate::castling::CastlingRules;
use crate::encoding::MoveType;
use crate::generate::Pawns;
use crate::generate::sink::Sink;
use crate::play::{Change, Play};
use crate::position::Position;
use crate::types::{Bitboard, Piece, Square, code};

/// How the leaves below one child are counted: on a copy of the parent
/// (`copy_make.rs`), or on a scratch copy played and taken back (`scratch.rs`).
pub(crate) trait CountChild {
    /// The leaves below the child of `parent` after `m`.
    fn count(&mut self, parent: &Position, castling: &impl CastlingRules, m: Play) -> u64;

    /// The leaves below the quiet moves of `piece` from `from` to the squares of `to`
    /// that can be counted at once, and the squares left to count one by one (all of
    /// them, unless the counter knows better).
    #[inline(always)]
    fn quiet_from(
        &mut self,
        _parent: &Position,
        _castling: &impl CastlingRules,
        _from: Square,
        to: Bitboard,
        _piece: Piece,
    ) -> (u64, Bitboard) {
        (0, to)
    }

    // The two pushes' methods (and their overrides in `scratch.rs`) repeat one
    // parameter list: the generator hands single and double pushes over apart, so that
    // a counter can tell each with its own rule, and a shared helper taking the step as
    // a parameter would put that test back on the hot path.

    /// The leaves below the double pushes of `pawns` onto the squares of `to` (each
    /// from `to - delta`) that can be counted without being played, and the squares
    /// left to count one by one (all of them, unless the counter knows better).
    #[inline(always)]
    fn double_pushes(
        &mut self,
        _parent: &Position,
        _castling: &impl CastlingRules,
        to: Bitboard,
        _delta: i8,
        _pawns: &Pawns,
    ) -> (u64, Bitboard) {
        (0, to)
    }

    /// The same for single pushes of `pawns` onto the squares of `to`, each from
    /// `to - delta`.
    #[inline(always)]
    fn quiet_pushes(
        &mut self,
        _parent: &Position,
        _castling: &impl CastlingRules,
        to: Bitboard,
        _delta: i8,
        _pawns: &Pawns,
    ) -> (u64, Bitboard) {
        (0, to)
    }
}

/// The sink that counts below every child of `parent`.
pub(crate) struct Children<'a, C: CountChild, R: CastlingRules> {
    pub(crate) parent: &'a Position,
    pub(crate) castling: &'a R,
    pub(crate) nodes: u64,
    pub(crate) child: &'a mut C,
}

impl<C: CountChild, R: CastlingRules> Children<'_, C, R> {
    /// Counts below the child of `m`.
    #[inline(always)]
    fn add(&mut self, m: Play) {
        self.nodes += self.child.count(self.parent, self.castling, m);
    }

    /// The children of the pawns that land on `to`, each from `to - delta` (the change a
    /// constant: single pushes or captures), four promotions on the last rank.
    #[inline(always)]
    fn pawn_children(&mut self, to: Bitboard, delta: i8, pawns: &Pawns, change: Change) {
        let pawn = pawns.piece;
        let play = |to: Square, landed: Piece| Play {
            from: to.offset(-delta),
            to,
            piece: pawn,
            landed,
            change,
        };
        for to in to & !pawns.last_rank {
            self.add(play(to, pawn));
        }
        for to in to & pawns.last_rank {
            for code in code::PROMOTIONS {
                self.add(play(to, pawn.with_kind_code(code)));
            }
        }
    }
}

impl<C: CountChild, R: CastlingRules> Sink for Children<'_, C, R> {
    #[inline(always)]
    fn moves(&mut self, from: Square, to: Bitboard, piece: Piece) {
        let enemy = self.parent.by_color[piece.color().flip().index()];
        // Two loops, each with its change a constant; the quiet moves that can be
        // counted at once first.
        let (nodes, quiet) =
            self.child
                .quiet_from(self.parent, self.castling, from, to & !enemy, piece);
        self.nodes += nodes;
        for to in quiet {
            self.add(Play {
                from,
                to,
                piece,
                landed: piece,
                change: Change::Quiet,
            });
        }
        for to in to & enemy {
            self.add(Play {
                from,
                to,
                piece,
                landed: piece,
                change: Change::Capture,
            });
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, pawns: &Pawns) {
        if delta == 2 * pawns.up {
            let (nodes, to) =
                self.child
                    .double_pushes(self.parent, self.castling, to, delta, pawns);
            self.nodes += nodes;
            for to in to {
                self.add(Play {
                    from: to.offset(-delta),
                    to,
                    piece: pawns.piece,
                    landed: pawns.piece,
                    change: Change::DoublePush,
                });
            }
        } else if delta == pawns.up {
            let (nodes, to) = self
                .child
                .quiet_pushes(self.parent, self.castling, to, delta, pawns);
            self.nodes += nodes;
            self.pawn_children(to, delta, pawns, Change::Quiet);
        } else {
            self.pawn_children(to, delta, pawns, Change::Capture);
        }
    }

    #[inline(always)]
    fn special(&mut self, from: Square, to: Square, piece: Piece, _: Piece, special: MoveType) {
        let change = if special == MoveType::Castle {
            Change::Castle
        } else {
            Change::EnPassant
        };
        self.add(Play {
            from,
            to,
            piece,
            landed: piece,
            change,
        });
    }
}
