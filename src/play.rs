//! How a move changes a position, written once: the pieces, the castling rights, the
//! en-passant square, the side to move, the clocks and the Zobrist key.
//!
//! Three callers play moves, each on something else:
//!
//! - [`Board::make_move`](crate::Board::make_move) on the board, which also keeps a
//!   mailbox, the clocks and the key ([`BoardWrites`], in `make.rs`);
//! - the legal perft's copy-made children, a copy of the parent's [`Position`], with the
//!   key when the hashed perft reads it ([`Bitboards`]);
//! - the legal perft's scratch copy of the last ply but one, played and taken back
//!   ([`Bitboards`] without the key).
//!
//! [`play`] is the rule; [`Writes`] says what the thing played on keeps beyond the
//! bitboards. The XOR part of a move, which played again takes it back, is
//! [`Position::move_pieces`]: unmake and the scratch copy's take-back call it too.

use crate::castling::{Castling, CastlingRules};
use crate::position::Position;
use crate::types::{Color, Kind, Piece, Square};
use crate::zobrist::{self, Key};

/// What a move does beyond moving one piece: a constant where the perft plays a move
/// (each kind its own call), read from the move and the mailbox where a board makes one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Change {
    /// Onto an empty square (promotions included), not a pawn's double push.
    #[default]
    Quiet,
    /// Onto a square of the other side (promotions included).
    Capture,
    /// A pawn two squares forward.
    DoublePush,
    /// A pawn takes the pawn that has just passed it.
    EnPassant,
    /// The king castles: the move is the king's, the rook follows.
    Castle,
}

/// A move as the rule reads it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Play {
    /// The mover's square (the king's, for castling).
    pub(crate) from: Square,
    /// Where it lands (the king's destination, for castling).
    pub(crate) to: Square,
    /// The piece that moves.
    pub(crate) piece: Piece,
    /// What it lands as: itself, or the promoted piece.
    pub(crate) landed: Piece,
    /// What else the move does.
    pub(crate) change: Change,
}

impl Play {
    /// The play of `piece` from `from` to `to`, landing as `landed`, as a function of
    /// its change: make and unmake name the change in each arm they compile apart.
    #[inline(always)]
    pub(crate) fn of(
        from: Square,
        to: Square,
        piece: Piece,
        landed: Piece,
    ) -> impl Fn(Change) -> Play {
        move |change| Play {
            from,
            to,
            piece,
            landed,
            change,
        }
    }
}

/// What a position played on keeps beyond its bitboards, rights, en-passant square and
/// side to move.
pub(crate) trait Writes {
    /// Whether the Zobrist key is kept (a constant: the plain perft reads no key).
    const KEYED: bool;

    /// Whether the en-passant square is set after every double push, as FEN names it
    /// (a board), or only when a pawn of the other side could take there (a copy:
    /// without one it changes no count).
    const EP_ALWAYS: bool;

    /// Takes `them`'s piece off `sq`, which a capture lands on (the square stays
    /// occupied), and returns it: always where it is known, at least when
    /// [`Writes::KEYED`] (its key is taken out), [`Piece::EMPTY`] otherwise.
    fn take(&mut self, pos: &mut Position, sq: Square, them: Color) -> Piece;

    /// `piece` now stands on `sq` ([`Piece::EMPTY`]: nothing does): for a mailbox.
    #[inline(always)]
    fn set(&mut self, _sq: Square, _piece: Piece) {}

    /// A move of `us` was played on `pos`, `irreversible` when a capture or a pawn
    /// move: for the clocks (a board keeps them, a copy does not).
    #[inline(always)]
    fn tick(&mut self, _pos: &mut Position, _irreversible: bool, _us: Color) {}
}

/// Bitboards alone: a copy-made child or the scratch copy. The key is kept when
/// `KEYED`; a captured piece is cleared from every board of its side, and its kind
/// looked for only when its key is needed.
#[derive(Default)]
pub(crate) struct Bitboards<const KEYED: bool>;

impl<const KEYED: bool> Writes for Bitboards<KEYED> {
    const KEYED: bool = KEYED;
    const EP_ALWAYS: bool = false;

    #[inline(always)]
    fn take(&mut self, pos: &mut Position, sq: Square, them: Color) -> Piece {
        let taken = if KEYED {
            pos.piece_of(them, sq)
        } else {
            Piece::EMPTY
        };
        pos.take_off(sq, them);
        taken
    }
}

impl Play {
    /// The castling rights the move keeps (a mask of the rights bits): those of the
    /// rooks and kings it moves from or captures on are lost.
    #[inline(always)]
    pub(crate) fn kept(&self, castling: &impl CastlingRules) -> u8 {
        match self.change {
            Change::Castle => Castling::keep_after_castling(self.piece.color()),
            // A pawn never stands where a castling piece starts.
            Change::EnPassant | Change::DoublePush => !0,
            Change::Quiet | Change::Capture => castling.keep(self.from, self.to),
        }
    }

    /// The en-passant square after the move, played on `pos` (read for the other
    /// side's pawns): the square a double push passes, always or only when a pawn of
    /// the other side could take there ([`Writes::EP_ALWAYS`]); none after any other
    /// move.
    #[inline(always)]
    pub(crate) fn en_passant<W: Writes>(&self, pos: &Position) -> Option<Square> {
        if self.change != Change::DoublePush {
            None
        } else if W::EP_ALWAYS {
            Some(Square::from_index(
                (self.from.to_u8() + self.to.to_u8()) / 2,
            ))
        } else {
            pos.double_push_ep(self.from, self.to, self.piece.color())
        }
    }
}

impl Position {
    /// The part of `m` that is an XOR of squares, so that played again it takes the move
    /// back: the mover (and for castling the rook, lifted and put down together: in
    /// Chess960 the king may land where the rook stood), and the pawn taken en passant.
    /// A capture's taken piece is not part of it ([`Writes::take`]).
    #[inline(always)]
    pub(crate) fn move_pieces(&mut self, castling: &impl CastlingRules, m: &Play) {
        let us = m.piece.color();
        match m.change {
            Change::Castle => {
                let (rook_from, rook_to) = castling.rook_move(m.to);
                self.toggle(m.piece, m.from.bb() ^ m.to.bb());
                self.toggle(Piece::new(us, Kind::Rook), rook_from.bb() ^ rook_to.bb());
            }
            Change::EnPassant => {
                let victim = m.to.en_passant_victim(us);
                self.toggle(Piece::new(us.flip(), Kind::Pawn), victim.bb());
                self.move_piece(m.from, m.to, m.piece, m.piece, false);
            }
            change => self.move_piece(m.from, m.to, m.piece, m.landed, change == Change::Capture),
        }
    }
}

/// Plays `m`, a move of the side to move of `pos` that [`Board::generate_pseudo_legal`](crate::Board::generate_pseudo_legal)
/// could produce, on `pos` and on what `w` keeps: the pieces, the rights the move keeps,
/// the en-passant square, the side to move, the clocks and the key.
#[inline(always)]
pub(crate) fn play<W: Writes>(
    pos: &mut Position,
    castling: &impl CastlingRules,
    m: Play,
    w: &mut W,
) {
    let Play {
        from,
        to,
        piece,
        landed,
        change,
    } = m;
    let us = piece.color();
    let them = us.flip();
    // The key loses the old en-passant file (if it was hashed) and changes sides.
    let mut key = if W::KEYED {
        pos.state.key ^ pos.ep_key(us) ^ zobrist::turn()
    } else {
        Key::NONE
    };
    if change == Change::Capture {
        let taken = w.take(pos, to, them);
        if W::KEYED {
            key ^= zobrist::piece(taken, to);
        }
    }
    pos.move_pieces(castling, &m);

    match change {
        Change::Castle => {
            let (rook_from, rook_to) = castling.rook_move(to);
            let rook = Piece::new(us, Kind::Rook);
            // Both lifted before either lands.
            w.set(from, Piece::EMPTY);
            w.set(rook_from, Piece::EMPTY);
            w.set(to, piece);
            w.set(rook_to, rook);
            if W::KEYED {
                key ^= zobrist::piece(rook, rook_from) ^ zobrist::piece(rook, rook_to);
            }
        }
        Change::EnPassant => {
            let victim = to.en_passant_victim(us);
            w.set(victim, Piece::EMPTY);
            if W::KEYED {
                key ^= zobrist::piece(Piece::new(them, Kind::Pawn), victim);
            }
        }
        _ => {}
    }
    if change != Change::Castle {
        w.set(from, Piece::EMPTY);
        w.set(to, landed);
    }
    if W::KEYED {
        key ^= zobrist::piece(piece, from) ^ zobrist::piece(landed, to);
    }

    let rights = pos.state.castling;
    if rights != 0 {
        // Without rights (most positions of a game) none to lose, and the tables of what
        // a move keeps are not read.
        let now = rights & m.kept(castling);
        if now != rights {
            if W::KEYED {
                // The rights' keys, and the keys of the rooks they named (0 for a rook
                // in its corner; an XOR over the rights, as the rights' own).
                key ^= zobrist::castling(now ^ rights) ^ Key::of(castling.rooks_key(now ^ rights));
            }
            pos.state.castling = now;
        }
    }
    pos.state.ep = m.en_passant::<W>(pos);
    pos.state.side = them;
    let pawn = piece.is(Kind::Pawn);
    w.tick(pos, pawn || change == Change::Capture, us);
    if W::KEYED {
        // The new en-passant file, if a pawn of the side now to move can take there
        // legally.
        pos.state.key = key ^ pos.ep_key(them);
    }
}
