//! The classic perft: pseudo-legal moves, each made with the legality test of
//! [`Board::make_move`] and unmade, the last ply counted in bulk by [`MakeCounter`],
//! which counts the moves that test would accept without making them.

use crate::attacks::{Enemy, evasion};
use crate::board::Board;
use crate::encoding::Encoding;
use crate::encoding::MoveType;
use crate::generate::Pawns;
use crate::generate::sink::{Counter, Sink};
use crate::legality::KingSafety;
use crate::move_list::MoveList;
use crate::tables;
use crate::types::{Bitboard, Kind, Piece, Square};

/// Bulk counting for the pseudo-legal perft: counts the pseudo-legal moves whose
/// [`Board::make_move`] would succeed, without making them. With the checkers and the
/// pinned pieces found once: a piece that is not pinned may go to every square that
/// answers the checks (all of them when not in check), a pinned one only along its pin
/// line when not in check, and the king to every square the other side does not attack
/// with the king taken off the board. En passant is tested with `make_move`'s own test.
struct MakeCounter<'a> {
    board: &'a Board,
    king: Square,
    in_check: bool,
    /// The other side's pieces.
    enemy: Enemy,
    /// Pieces whose every pseudo-legal move onto `evasion` passes the test.
    safe: Bitboard,
    /// The squares that answer the checks: every square when not in check, the
    /// checker and the squares between it and the king with one, none with two.
    evasion: Bitboard,
    nodes: Counter,
}

impl Sink for MakeCounter<'_> {
    #[inline(always)]
    fn moves(&mut self, from: Square, to: Bitboard, piece: Piece) {
        let king = self.king;
        // Decided by the piece, a constant where the generator calls: the king's test
        // is compiled into the king's call only.
        if piece.is(Kind::King) {
            let without_king = self.board.pos.occupied ^ king.bb();
            self.nodes
                .add(self.enemy.safe_steps_one_by_one(to, without_king));
        } else if self.safe.has(from) {
            self.nodes.add(to & self.evasion);
        } else if !self.in_check {
            // Pinned: only the moves along the pin line keep the king covered.
            self.nodes.add(to & tables::line(king, from));
        }
        // A pinned piece never answers a check.
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, pawns: &Pawns) {
        let sure = to & self.safe.shift(delta) & self.evasion;
        self.nodes.add(sure);
        // A promotion is four moves, all legal or all not.
        let sure_promotions = sure & pawns.last_rank;
        let mut nodes = if sure_promotions.any() {
            3 * u64::from(sure_promotions.count())
        } else {
            0
        };
        if !self.in_check {
            // Pinned pawns: along the pin line only.
            for to in to & !self.safe.shift(delta) {
                let weight = if pawns.last_rank.has(to) { 4 } else { 1 };
                let on_line = tables::line(self.king, to.offset(-delta)).has(to);
                nodes += weight * u64::from(on_line);
            }
        }
        self.nodes.add_n(nodes);
    }

    #[inline(always)]
    fn special(&mut self, from: Square, to: Square, _: Piece, _: Piece, special: MoveType) {
        let safety = KingSafety {
            king: self.king,
            in_check: self.in_check,
            lines: tables::queen_attacks(self.king, Bitboard::EMPTY),
        };
        let safe = self
            .board
            .leaves_king_safe(safety, from, to, special.special());
        self.nodes.add_n(u64::from(safe));
    }

    #[inline(always)]
    fn known_check(&self) -> Option<bool> {
        Some(self.in_check)
    }
}

impl Board {
    /// Perft the classic way, with the default move encoding: pseudo-legal moves, each
    /// made with the legality test of [`Board::make_move`]; at depth 1 the moves that
    /// would pass that test are counted without being made (bulk counting).
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().perft_pseudo(3), 8902);
    /// ```
    pub fn perft_pseudo(&self, depth: u32) -> u64 {
        self.perft_pseudo_as::<crate::Move>(depth)
    }

    /// [`Board::perft_pseudo`] with the move encoding `E`.
    ///
    /// ```
    /// use movegen::{Board, ByteUnion};
    /// assert_eq!(Board::default().perft_pseudo_as::<ByteUnion>(3), 8902);
    /// ```
    pub fn perft_pseudo_as<E: Encoding>(&self, depth: u32) -> u64 {
        let mut board = *self;
        board.perft_pseudo_inner::<E>(depth)
    }

    fn perft_pseudo_inner<E: Encoding>(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            let us = self.pos.state.side;
            let king = self.king(us);
            let own = self.pos.by_color[us.index()];
            let enemy = Enemy::of(&self.pos, us.flip());
            let (checkers, pinned) = enemy.checkers_and_pins(king, own);
            let mut counter = MakeCounter {
                board: self,
                king,
                in_check: checkers.any(),
                enemy,
                safe: own & !pinned & !king.bb(),
                evasion: evasion(king, checkers),
                nodes: Counter::default(),
            };
            self.pos.generate_into(&self.castling, &mut counter);
            return counter.nodes.total();
        }
        let mut list = MoveList::<E>::default();
        self.generate_pseudo_legal(&mut list);
        let mut nodes = 0;
        // `make_move`'s own test, with what it needs about the king computed once.
        let safety = self.king_safety();
        for &mv in list.iter() {
            let (from, to, special) = (mv.from(), mv.to(), mv.special());
            if self.leaves_king_safe(safety, from, to, special) {
                // No key is read below (the board is this count's own copy, and unmake
                // puts the key back with the rest): the make without it.
                let undo = self.apply_keyed::<false>(from, to, special);
                nodes += self.perft_pseudo_inner::<E>(depth - 1);
                self.unmake_move(mv, undo);
            }
        }
        nodes
    }

    /// Perft split by root move, the classic way of [`Board::perft_pseudo`]: calls
    /// `each` with every pseudo-legal move that [`Board::make_move`] accepts (in the
    /// order of [`Board::pseudo_legal_moves`]) and the leaf count below it, and returns
    /// the total.
    ///
    /// ```
    /// use movegen::Board;
    /// let kiwipete: Board =
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let mut moves = 0;
    /// assert_eq!(kiwipete.divide_pseudo(3, |_, _| moves += 1), 97862);
    /// assert_eq!(moves, 48);
    /// ```
    pub fn divide_pseudo(&self, depth: u32, each: impl FnMut(crate::Move, u64)) -> u64 {
        self.divide_pseudo_in::<crate::Move>(depth, each)
    }

    /// [`Board::divide_pseudo`] with the moves in the encoding `E`.
    fn divide_pseudo_in<E: Encoding>(&self, depth: u32, mut each: impl FnMut(E, u64)) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut board = *self;
        let mut list = MoveList::<E>::default();
        board.generate_pseudo_legal(&mut list);
        let mut total = 0;
        for &mv in list.iter() {
            if let Ok(undo) = board.make_pseudo_legal(mv) {
                let nodes = board.perft_pseudo_inner::<E>(depth - 1);
                board.unmake_move(mv, undo);
                each(mv, nodes);
                total += nodes;
            }
        }
        total
    }
}
