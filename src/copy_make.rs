//! Copy-make for the legal perft: a child [`Position`] made from a copy of its parent,
//! with no mailbox, clocks or undo stack to keep (the legal generator reads none of
//! them), so that nothing is unmade. When asked for, each child's Zobrist key is the
//! parent's with the move's changes XORed in (the hashed perft needs it; the plain one
//! reads no key and leaves the parent's in place).

use crate::board::Position;
use crate::castling::Castling;
use crate::tables;
use crate::types::{Color, Kind, Piece, Square};
use crate::zobrist;

impl Position {
    /// The position after `piece` moves from `from` to `to` and lands as `landed` (the
    /// promoted piece, or `piece` itself), taking what stands on `to` when `CAPTURE`
    /// (the callers split each destination set into captures and quiet moves, so that
    /// no branch decides it). `castling` says which rights the move keeps. The child's
    /// key is computed only when `keyed` (a constant where the perft calls: the plain
    /// perft reads no key, the hashed one does).
    #[inline(always)]
    pub(crate) fn child<const CAPTURE: bool>(
        &self,
        keyed: bool,
        castling: &Castling,
        from: Square,
        to: Square,
        piece: Piece,
        landed: Piece,
    ) -> Position {
        let mut child = *self;
        // The mover's colour from its piece, a constant where the generator calls.
        let us = piece.color();
        let them = us.flip();
        let mut key = self.key;
        if keyed {
            key ^= self.ep_key(us)
                ^ zobrist::turn()
                ^ zobrist::piece(piece, from)
                ^ zobrist::piece(landed, to);
        }
        if CAPTURE {
            child.take_off(to, them);
        }
        if CAPTURE && keyed {
            // The taken piece's key, from the first board that holds it, the commonest
            // first (a king is never taken).
            for kind in [
                Kind::Pawn,
                Kind::Knight,
                Kind::Bishop,
                Kind::Rook,
                Kind::Queen,
            ] {
                if self.pieces(them, kind).has(to) {
                    key ^= zobrist::piece(Piece::new(them, kind), to);
                    break;
                }
            }
        }
        child.play(from, to, piece, landed, CAPTURE);
        child.castling &= castling.keep(from, to);
        if keyed && child.castling != self.castling {
            key ^= zobrist::castling(child.castling ^ self.castling);
        }
        child.ep = None;
        child.side = them;
        child.key = key;
        child
    }

    /// The position after the pawn `pawn` pushes two squares from `from` to `to`. The
    /// en-passant square is set only when an enemy pawn stands beside `to`: without
    /// one it changes no count.
    #[inline(always)]
    pub(crate) fn child_double_push(
        &self,
        keyed: bool,
        from: Square,
        to: Square,
        pawn: Piece,
    ) -> Position {
        let us = pawn.color();
        let mut child = *self;
        child.play(from, to, pawn, pawn, false);
        child.ep = self.double_push_ep(from, to, us);
        if keyed {
            let mut key = self.key
                ^ self.ep_key(us)
                ^ zobrist::turn()
                ^ zobrist::piece(pawn, from)
                ^ zobrist::piece(pawn, to);
            if let Some(passed) = child.ep {
                // Exactly when Polyglot hashes the file.
                key ^= zobrist::en_passant(passed);
            }
            child.key = key;
        }
        child.side = us.flip();
        child
    }

    /// The en-passant square after `us` pushes a pawn two squares from `from` to `to`:
    /// the square passed, when a pawn of the other side could take there.
    #[inline(always)]
    pub(crate) fn double_push_ep(&self, from: Square, to: Square, us: Color) -> Option<Square> {
        let passed = Square::from_index((from.to_u8() + to.to_u8()) / 2);
        let capturers = tables::pawn_attacks(us, passed) & self.pieces(us.flip(), Kind::Pawn);
        capturers.any().then_some(passed)
    }

    /// Takes whatever of `them` stands on `sq` off the board: the square cleared in each
    /// of their boards, without a mailbox to say which holds it (the occupancy is the
    /// caller's: a capture leaves the square occupied).
    #[inline(always)]
    pub(crate) fn take_off(&mut self, sq: Square, them: Color) {
        let theirs = them.index() * 8;
        for board in &mut self.by_piece[theirs..theirs + 8] {
            *board &= !sq.bb();
        }
        self.by_color[them.index()] &= !sq.bb();
    }

    /// Plays `piece` from `from` to `to`, landing as `landed`, on the boards of its own
    /// side and the occupancy, and nothing else: what stands on `to` when `capture` is
    /// for the caller to take off. Played again, it takes the move back.
    #[inline(always)]
    pub(crate) fn play(
        &mut self,
        from: Square,
        to: Square,
        piece: Piece,
        landed: Piece,
        capture: bool,
    ) {
        if piece == landed {
            self.by_piece[piece.code() as usize] ^= from.bb() | to.bb();
        } else {
            self.by_piece[piece.code() as usize] ^= from.bb();
            self.by_piece[landed.code() as usize] ^= to.bb();
        }
        self.by_color[piece.color().index()] ^= from.bb() | to.bb();
        // A capture leaves its square occupied.
        self.occupied ^= if capture {
            from.bb()
        } else {
            from.bb() | to.bb()
        };
    }

    /// The position after the pawn `pawn` takes en passant from `from` onto `to`.
    #[inline(always)]
    pub(crate) fn child_en_passant(
        &self,
        keyed: bool,
        from: Square,
        to: Square,
        pawn: Piece,
    ) -> Position {
        let us = pawn.color();
        let them = us.flip();
        let victim = to.en_passant_victim(us).bb();
        let from_to = from.bb() | to.bb();
        let mut child = *self;
        child.by_piece[pawn.code() as usize] ^= from_to;
        child.by_color[us.index()] ^= from_to;
        child.by_piece[Piece::new(them, Kind::Pawn).code() as usize] ^= victim;
        child.by_color[them.index()] ^= victim;
        child.occupied ^= from_to | victim;
        if keyed {
            // A pawn of the mover takes there, so the file was hashed.
            child.key = self.key
                ^ zobrist::en_passant(to)
                ^ zobrist::turn()
                ^ zobrist::piece(pawn, from)
                ^ zobrist::piece(pawn, to)
                ^ zobrist::piece(Piece::new(them, Kind::Pawn), to.en_passant_victim(us));
        }
        child.ep = None;
        child.side = them;
        child
    }

    /// The position after the king `king` castles from `from` to `to` (in Chess960
    /// either piece may stay, or the king land where the rook stood: the moves are
    /// XORed, so the squares both touch cancel out).
    #[inline(always)]
    pub(crate) fn child_castle(
        &self,
        keyed: bool,
        castling: &Castling,
        from: Square,
        to: Square,
        king: Piece,
    ) -> Position {
        let us = king.color();
        let (rook_from, rook_to) = castling.rook_move(to);
        let king_move = from.bb() ^ to.bb();
        let rook_move = rook_from.bb() ^ rook_to.bb();
        let mut child = *self;
        child.by_piece[king.code() as usize] ^= king_move;
        child.by_piece[Piece::new(us, Kind::Rook).code() as usize] ^= rook_move;
        child.by_color[us.index()] ^= king_move ^ rook_move;
        child.occupied ^= king_move ^ rook_move;
        child.castling &= castling.keep_after_king(from);
        if keyed {
            let rook = Piece::new(us, Kind::Rook);
            child.key = self.key
                ^ self.ep_key(us)
                ^ zobrist::turn()
                ^ zobrist::piece(king, from)
                ^ zobrist::piece(king, to)
                ^ zobrist::piece(rook, rook_from)
                ^ zobrist::piece(rook, rook_to)
                ^ zobrist::castling(child.castling ^ self.castling);
        }
        child.ep = None;
        child.side = us.flip();
        child
    }
}
