//! The [`Position`]: what the generators read of a position (the bitboards, the side to
//! move, the castling rights, the en-passant square and the Zobrist key), and the
//! writes every way of playing a move is made of (see `play.rs` for the rule itself).

use crate::castling::CastlingRules;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};
use crate::zobrist::{self, Key};

/// What the generators read of a position: the bitboards, the side to move, the
/// castling rights and the en-passant square (with the position's Zobrist key and the
/// clocks), small enough for the legal perft to copy for each child instead of making
/// and unmaking (the [`Board`](crate::Board) adds the mailbox and the castling rooks).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Position {
    pub(crate) by_piece: [Bitboard; 16],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) occupied: Bitboard,
    /// Everything else: the side to move, the rights, the en-passant square, the
    /// clocks and the key.
    pub(crate) state: State,
}

/// What a [`Position`] holds beside its bitboards: the side to move, the castling
/// rights, the en-passant square, the clocks and the key. A move overwrites all of it,
/// and none of it can be worked out again from the move: make saves it whole into the
/// undo record, and unmake puts it back whole, one 16-byte copy each way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct State {
    /// The Zobrist key, the position's identity (`Board::key`'s rule: Polyglot's key
    /// with the en-passant file only when a capture there is legal and the castling
    /// rooks' keys), kept up to date by make, unmake and copy-make.
    pub(crate) key: Key,
    /// Halfmoves since the last capture or pawn move: kept by a board's make, left as
    /// the root's in the legal perft's copies (which never read it).
    pub(crate) halfmove: u16,
    /// The fullmove number, kept as the halfmove clock is.
    pub(crate) fullmove: u16,
    /// The side to move.
    pub(crate) side: Color,
    /// The castling rights held (bits WK = 1, WQ = 2, BK = 4, BQ = 8).
    pub(crate) castling: u8,
    /// The en-passant square.
    pub(crate) ep: Option<Square>,
}

/// The empty position's: white to move, no right, no en-passant square, clocks 0 and 1.
impl Default for State {
    fn default() -> State {
        Position::EMPTY.state
    }
}

impl Position {
    /// No piece, white to move, no right, no en-passant square.
    pub(crate) const EMPTY: Position = Position {
        by_piece: [Bitboard::EMPTY; 16],
        by_color: [Bitboard::EMPTY; 2],
        occupied: Bitboard::EMPTY,
        state: State {
            key: Key::NONE,
            halfmove: 0,
            fullmove: 1,
            side: Color::White,
            castling: 0,
            ep: None,
        },
    };

    /// The squares holding `color`'s pieces of `kind`.
    #[inline(always)]
    pub(crate) fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.by_piece[Piece::new(color, kind).slot()]
    }

    /// The square of `color`'s king.
    #[inline(always)]
    pub(crate) fn king(&self, color: Color) -> Square {
        self.pieces(color, Kind::King).lsb()
    }

    /// The piece of `color` on `sq`, read from the boards ([`Piece::EMPTY`] if none; a
    /// king is never looked for: it is never taken).
    #[inline(always)]
    pub(crate) fn piece_of(&self, color: Color, sq: Square) -> Piece {
        // The commonest first.
        for kind in [
            Kind::Pawn,
            Kind::Knight,
            Kind::Bishop,
            Kind::Rook,
            Kind::Queen,
        ] {
            if self.pieces(color, kind).has(sq) {
                return Piece::new(color, kind);
            }
        }
        Piece::EMPTY
    }

    /// Puts `piece` on, or takes it off, every square of `squares`: its board, its
    /// side's and the occupancy.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, piece: Piece, squares: Bitboard) {
        self.by_piece[piece.slot()] ^= squares;
        self.by_color[piece.color().index()] ^= squares;
        self.occupied ^= squares;
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

    /// Moves `piece` from `from` to `to`, landing as `landed` (itself, or the promoted
    /// piece), on the boards of its own side and the occupancy, and nothing else: what
    /// stands on `to` when `capture` is for the caller to take off. Played again, it
    /// takes the move back.
    #[inline(always)]
    pub(crate) fn move_piece(
        &mut self,
        from: Square,
        to: Square,
        piece: Piece,
        landed: Piece,
        capture: bool,
    ) {
        if piece == landed {
            self.by_piece[piece.slot()] ^= from.bb() | to.bb();
        } else {
            self.by_piece[piece.slot()] ^= from.bb();
            self.by_piece[landed.slot()] ^= to.bb();
        }
        self.by_color[piece.color().index()] ^= from.bb() | to.bb();
        // A capture leaves its square occupied.
        self.occupied ^= if capture {
            from.bb()
        } else {
            from.bb() | to.bb()
        };
    }

    /// The en-passant square after `us` pushes a pawn two squares from `from` to `to`:
    /// the square passed, when a pawn of the other side could take there.
    #[inline(always)]
    pub(crate) fn double_push_ep(&self, from: Square, to: Square, us: Color) -> Option<Square> {
        let passed = Square::from_index((from.to_u8() + to.to_u8()) / 2);
        let capturers = tables::pawn_attacks(us, passed) & self.pieces(us.flip(), Kind::Pawn);
        capturers.any().then_some(passed)
    }

    /// The en-passant part of the key with `us` (the side to move) to move: the file's
    /// key when one of `us`'s pawns can take on the en-passant square legally, else 0.
    /// A pawn beside is the quick test; only then is the capture's legality looked at.
    #[inline(always)]
    pub(crate) fn ep_key(&self, us: Color) -> Key {
        // Without keys, not even the test: its table lookup has a bounds check, which
        // the compiler keeps for its panic (600 bytes of the micro:bit's flash).
        if cfg!(not(feature = "zobrist")) {
            return Key::NONE;
        }
        debug_assert_eq!(us, self.state.side);
        match self.state.ep {
            Some(sq)
                if (tables::pawn_attacks(us.flip(), sq) & self.pieces(us, Kind::Pawn)).any()
                    && self.legal_ep().is_some() =>
            {
                zobrist::en_passant(sq)
            }
            _ => Key::NONE,
        }
    }

    /// The position's key (its identity) computed from scratch, with the castling
    /// rooks of `castling` (nothing without the `zobrist` feature, which keeps no key):
    /// what make, unmake and copy-make keep.
    pub(crate) fn compute_key(&self, castling: &impl CastlingRules) -> Key {
        #[cfg(feature = "zobrist")]
        return Key(self.identity_with(zobrist::polyglot(), &zobrist::ROOKS, castling));
        #[cfg(not(feature = "zobrist"))]
        {
            let _ = castling;
            Key::NONE
        }
    }

    /// The en-passant square Polyglot's key hashes: the position's, when one of the
    /// side to move's pawns attacks it.
    #[inline]
    pub(crate) fn polyglot_ep(&self) -> Option<Square> {
        self.state.ep.filter(|&sq| {
            (tables::pawn_attacks(self.state.side.flip(), sq)
                & self.pieces(self.state.side, Kind::Pawn))
            .any()
        })
    }

    /// Polyglot's key of the position, from scratch, with or without the feature.
    pub(crate) fn polyglot_key(&self) -> u64 {
        zobrist::key_from(
            zobrist::polyglot(),
            &self.by_piece,
            self.state.castling,
            self.polyglot_ep(),
            self.state.side == Color::White,
        )
    }
}
