//! The position's keys: its identity ([`Board::key`], what repetition and the perft
//! tables compare) and Polyglot's ([`Board::polyglot_key`], what opening books are keyed
//! by), from the key every move keeps (the identity) or from scratch. The rules are in
//! `zobrist.rs`; here they are put together, with what the identity asks of the position
//! beyond Polyglot's key: whether an en-passant capture is legal, and which rooks the
//! castling rights name.

use crate::attacks::Enemy;
use crate::board::Board;
use crate::castling::CastlingRules;
use crate::position::Position;
use crate::tables;
use crate::types::{Color, Kind, Square};
use crate::zobrist::{self, Key, ROOKS, RookKeys, ZobristKeys};

impl Position {
    /// The en-passant square the position's identity holds: the position's, when a
    /// pawn of the side to move can take there legally (its king not left in check,
    /// by a pin along the rank of the two pawns among others).
    pub(crate) fn legal_ep(&self) -> Option<Square> {
        let ep = self.state.ep?;
        let us = self.state.side;
        let capturers = tables::pawn_attacks(us.flip(), ep) & self.pieces(us, Kind::Pawn);
        if capturers.is_empty() {
            return None;
        }
        let victim = ep.en_passant_victim(us).bb();
        let king = self.king(us);
        let enemy = Enemy::of(self, us.flip());
        capturers
            .into_iter()
            .any(|from| {
                let occupied = (self.occupied ^ from.bb() ^ victim) | ep.bb();
                (enemy.attackers(king, occupied) & !victim).is_empty()
            })
            .then_some(ep)
    }

    /// Polyglot's key from the key that moves keep (the identity), with the castling
    /// rooks of `castling`: the rooks' part taken out, and an en-passant file that
    /// Polyglot hashes but no legal capture uses put in (the two keys differ by those
    /// two parts alone, so the same XORs go either way).
    #[inline]
    pub(crate) fn polyglot(&self, castling: &impl CastlingRules) -> Key {
        if cfg!(not(feature = "zobrist")) {
            return Key::NONE;
        }
        let mut key = self.state.key ^ Key::of(castling.rooks_key(self.state.castling));
        if let Some(sq) = self.polyglot_ep()
            && self.legal_ep().is_none()
        {
            key ^= zobrist::en_passant(sq);
        }
        key
    }

    /// The position's key from scratch with `keys` and `rooks` (Polyglot's and
    /// [`ROOKS`], or a seeded set), the castling rooks those of `castling`.
    pub(crate) fn identity_with(
        &self,
        keys: &[u64; zobrist::KEYS],
        rooks: &RookKeys,
        castling: &impl CastlingRules,
    ) -> u64 {
        zobrist::key_from(
            keys,
            &self.by_piece,
            self.state.castling,
            self.legal_ep(),
            self.state.side == Color::White,
        ) ^ zobrist::rooks_from(rooks, self.state.castling, |i| castling.rook(i))
    }
}

impl Board {
    /// The position's Zobrist key: its identity, for repetition and transposition
    /// tables. Two positions have the same key when they are the same position by
    /// FIDE's rules (Article 9.2.2: the same pieces on the same squares, the same
    /// player to move, the same possible moves), and different keys otherwise (but for
    /// a collision of two 64-bit keys, about one chance in 2^64 a pair):
    ///
    /// - it is Polyglot's key ([`Board::polyglot_key`]) of the pieces, the side to move
    ///   and the castling rights,
    /// - with the en-passant file only when a capture there is legal (Polyglot hashes it
    ///   whenever a pawn of the side to move stands beside, pinned or not),
    /// - and, for each castling right held whose rook is not in its corner (Chess960),
    ///   a key of that rook's file ([`ZobristKeys::rooks`]).
    ///
    /// So a standard position's key is Polyglot's, unless an en-passant file is named
    /// that no legal capture uses. The clocks are not part of it. With the `zobrist`
    /// feature (a default one) it is kept by every move made and unmade, at the cost of
    /// a few instructions per move, and reading it is a load; without it, it is
    /// computed from scratch at each call. Equal to [`Board::compute_key`] either way.
    ///
    /// ```
    /// use movegen::Board;
    /// let mut board = Board::default();
    /// assert_eq!(board.key(), 0x463b_9618_1691_fc9c); // Polyglot's start position
    /// let e4 = board.parse_move("e2e4").unwrap();
    /// let undo = board.make_move(e4).unwrap();
    /// assert_eq!(board.key(), 0x823c_9b50_fd11_4196);
    /// board.unmake_move(e4, undo);
    /// assert_eq!(board.key(), Board::default().key());
    /// // The pawn on b5 may not take on c6: it is pinned along the fifth rank.
    /// let pinned: Board = "6nk/8/8/KPp4r/8/8/8/6N1 w - c6 0 2".parse().unwrap();
    /// let no_ep: Board = "6nk/8/8/KPp4r/8/8/8/6N1 w - - 0 2".parse().unwrap();
    /// assert_eq!(pinned.key(), no_ep.key());
    /// assert_ne!(pinned.polyglot_key(), no_ep.polyglot_key());
    /// ```
    #[inline]
    pub fn key(&self) -> u64 {
        if cfg!(feature = "zobrist") {
            self.pos.state.key.value()
        } else {
            self.compute_key()
        }
    }

    /// The position's key ([`Board::key`]) computed from scratch: the slow reference.
    ///
    /// ```
    /// use movegen::Board;
    /// let board: Board = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(board.compute_key(), board.key());
    /// ```
    pub fn compute_key(&self) -> u64 {
        self.pos
            .identity_with(zobrist::polyglot(), &ROOKS, &self.castling)
    }

    /// The key of the Polyglot opening-book format, to look the position up in a book
    /// ([`PolyglotBook::entries`](crate::PolyglotBook::entries)): the pieces, the side to
    /// move, the castling rights as Polyglot's four (short and long for each side, also
    /// in Chess960, whichever rook they name) and the en-passant file when a pawn of the
    /// side to move stands beside the pawn that has just advanced two squares, legal
    /// capture or not. Derived from the key every move keeps ([`Board::key`]) in a few
    /// instructions with the `zobrist` feature (a test of the en-passant square and of
    /// the rights), computed from scratch without it. For repetition and tables,
    /// [`Board::key`].
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().polyglot_key(), 0x463b_9618_1691_fc9c);
    /// // A Chess960 position with its short rook on g1: Polyglot's key says only that
    /// // white may castle short.
    /// let g_rook: Board = "2kr3r/8/8/8/8/8/8/4K1RR b G - 0 1".parse().unwrap();
    /// let h_rook: Board = "2kr3r/8/8/8/8/8/8/4K1RR b K - 0 1".parse().unwrap();
    /// assert_eq!(g_rook.polyglot_key(), h_rook.polyglot_key());
    /// assert_ne!(g_rook.key(), h_rook.key());
    /// ```
    #[inline]
    pub fn polyglot_key(&self) -> u64 {
        if cfg!(feature = "zobrist") {
            self.pos.polyglot(&self.castling).value()
        } else {
            self.pos.polyglot_key()
        }
    }

    /// The position's key ([`Board::key`]) computed from scratch with another key set
    /// than Polyglot's (one made from a seed): the key a table with those keys
    /// ([`PerftTable::with_keys`](crate::PerftTable::with_keys)) probes this position
    /// with.
    ///
    /// ```
    /// use movegen::{Board, ZobristKeys};
    /// let keys = ZobristKeys::from_seed(42);
    /// let mut board = Board::default();
    /// let start = board.compute_key_with(&keys);
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     board.make_move(board.parse_move(uci).unwrap()).unwrap();
    /// }
    /// assert_eq!(board.compute_key_with(&keys), start); // the same position again
    /// ```
    pub fn compute_key_with(&self, keys: &ZobristKeys) -> u64 {
        self.pos
            .identity_with(keys.keys(), keys.rooks(), &self.castling)
    }
}
