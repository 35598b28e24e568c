//! Perft: counting the leaves of the move tree, with the legal generator
//! ([`Board::perft`]) or the classic pseudo-legal one ([`Board::perft_pseudo`]), both
//! counting the last ply in bulk; and [`Board::divide`], the count per root move.

use crate::attacks::{Enemy, evasion};
use crate::board::{Board, MAX_PLY, Position};
use crate::castling::Castling;
use crate::encoding::Encoding;
use crate::generate::Pawns;
use crate::generate::sink::{Counter, Packer, Sink};
use crate::legality::KingSafety;
use crate::move_list::MoveList;
#[cfg(feature = "zobrist")]
use crate::perft_table::PerftTable;
use crate::tables;
use crate::types::{Bitboard, Kind, Piece, Square};
use crate::zobrist::Key;

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
        if piece.kind_code() == Kind::King as u8 {
            let without_king = self.board.pos.occupied ^ king.bb();
            self.nodes.add(self.enemy.safe_steps(to, without_king));
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
    fn special(&mut self, from: Square, to: Square, _: Piece, _: Piece, special: Piece) {
        let safety = KingSafety {
            king: self.king,
            in_check: self.in_check,
            lines: tables::queen_attacks(self.king, Bitboard::EMPTY),
        };
        let safe = self
            .board
            .leaves_king_safe(safety, from, to, special.kind_code());
        self.nodes.add_n(u64::from(safe));
    }

    #[inline(always)]
    fn known_check(&self) -> Option<bool> {
        Some(self.in_check)
    }
}

/// The deepest count of the perfts that make their moves on the board (and not on
/// copies): its undo stack holds [`MAX_PLY`] moves, and the last ply is counted without
/// being made.
const MAX_MADE_DEPTH: u32 = MAX_PLY as u32 + 1;

/// Refuses, with a message, a depth whose lines of moves could overflow the undo stack
/// (an index out of bounds, once a line of the tree is that long).
#[inline(always)]
#[track_caller]
fn check_made_depth(depth: u32) {
    // A short message: the micro:bit's flash holds every byte of it.
    assert!(depth <= MAX_MADE_DEPTH, "perft deeper than the undo stack");
}

/// How the legal perft counts below a child: straight down ([`Direct`]), or through a
/// transposition table ([`PerftTable`]), which is asked before a position is counted and
/// told its count after.
pub(crate) trait Below {
    /// Whether the children need their Zobrist keys.
    const KEYED: bool;

    /// The leaf count below `child` to `depth`.
    fn below(&mut self, child: &Position, castling: &Castling, depth: u32) -> u64;

    /// The leaf count to `depth` below the child of `parent` in which `piece` has moved
    /// from `from` to `to` and landed as `landed` (itself, or the promoted piece),
    /// taking what stands there when `CAPTURE`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn below_move<const CAPTURE: bool>(
        &mut self,
        parent: &Position,
        castling: &Castling,
        from: Square,
        to: Square,
        piece: Piece,
        landed: Piece,
        depth: u32,
    ) -> u64 {
        let child = parent.child::<CAPTURE>(Self::KEYED, castling, from, to, piece, landed);
        self.below(&child, castling, depth)
    }

    /// The leaf count to `depth` below the child of `parent` in which `pawn` has pushed
    /// two squares from `from` to `to`.
    #[inline(always)]
    fn below_double_push(
        &mut self,
        parent: &Position,
        castling: &Castling,
        from: Square,
        to: Square,
        pawn: Piece,
        depth: u32,
    ) -> u64 {
        let child = parent.child_double_push(Self::KEYED, from, to, pawn);
        self.below(&child, castling, depth)
    }

    /// A count remembered for the key at the depth.
    #[inline(always)]
    fn probe(&self, _key: Key, _depth: u32) -> Option<u64> {
        None
    }

    /// Remembers a count.
    #[inline(always)]
    fn store(&mut self, _key: Key, _depth: u32, _nodes: u64) {}
}

/// Counting with no table: [`Board::perft`].
pub(crate) struct Direct;

impl Below for Direct {
    const KEYED: bool = false;

    #[inline(always)]
    fn below(&mut self, child: &Position, castling: &Castling, depth: u32) -> u64 {
        child.perft(castling, depth)
    }
}

/// Whether the positions of the last ply but one get a generator of their own (with
/// [`Leaves`]): 0.6 to 5.4% faster on x86-64 (AMD EPYC, native build, in turns with the
/// shared one). Not on 32-bit Arm, where one more copy of the legal generator does not
/// fit the micro:bit's 64 KiB of flash (78,080 bytes of firmware with it).
const LEAF_PARENTS_APART: bool = !cfg!(target_arch = "arm");

/// Counting the children of the last ply but one: each child's moves are counted by the
/// leaf counter, and nothing is looked up or remembered for them (so no child needs its
/// key, in the hashed perft too). Every move but castling and en passant is made on a
/// scratch copy of the parent and unmade after its count: that writes a few boards
/// where a copy-made child writes the whole position (6.6 to 10.7% faster, AMD EPYC,
/// native build, in turns with the copies).
pub(crate) struct Leaves {
    /// The parent with the other side to move and no en-passant square; between two
    /// children, the parent's pieces again.
    scratch: Position,
}

impl Leaves {
    /// Ready for the children of `parent`.
    #[inline(always)]
    fn new(parent: &Position) -> Leaves {
        let mut scratch = *parent;
        scratch.side = parent.side.flip();
        scratch.ep = None;
        Leaves { scratch }
    }
}

impl Below for Leaves {
    const KEYED: bool = false;

    #[inline(always)]
    fn below(&mut self, child: &Position, castling: &Castling, _depth: u32) -> u64 {
        child.count_legal(castling)
    }

    #[inline(always)]
    fn below_move<const CAPTURE: bool>(
        &mut self,
        parent: &Position,
        castling: &Castling,
        from: Square,
        to: Square,
        piece: Piece,
        landed: Piece,
        _depth: u32,
    ) -> u64 {
        let them = piece.color().flip();
        let s = &mut self.scratch;
        if CAPTURE {
            s.take_off(to, them);
        }
        if parent.castling != 0 {
            // Otherwise none to lose: the scratch copy has none either.
            s.castling = parent.castling & castling.keep(from, to);
        }
        s.play(from, to, piece, landed, CAPTURE);
        let nodes = s.count_legal(castling);
        s.play(from, to, piece, landed, CAPTURE);
        if CAPTURE {
            // What was taken, put back from the parent.
            let theirs = them.index() * 8..them.index() * 8 + 8;
            s.by_piece[theirs.clone()].copy_from_slice(&parent.by_piece[theirs]);
            s.by_color[them.index()] = parent.by_color[them.index()];
        }
        nodes
    }

    #[inline(always)]
    fn below_double_push(
        &mut self,
        parent: &Position,
        castling: &Castling,
        from: Square,
        to: Square,
        pawn: Piece,
        _depth: u32,
    ) -> u64 {
        let s = &mut self.scratch;
        s.castling = parent.castling;
        s.ep = parent.double_push_ep(from, to, pawn.color());
        s.play(from, to, pawn, pawn, false);
        let nodes = s.count_legal(castling);
        s.play(from, to, pawn, pawn, false);
        s.ep = None;
        nodes
    }
}

#[cfg(feature = "zobrist")]
impl Below for PerftTable<'_> {
    const KEYED: bool = true;

    #[inline(always)]
    fn below(&mut self, child: &Position, castling: &Castling, depth: u32) -> u64 {
        child.perft_with(castling, depth, self)
    }

    #[inline(always)]
    fn probe(&self, key: Key, depth: u32) -> Option<u64> {
        PerftTable::probe(self, key.0, depth)
    }

    #[inline(always)]
    fn store(&mut self, key: Key, depth: u32, nodes: u64) {
        PerftTable::store(self, key.0, depth, nodes);
    }
}

/// The legal perft below a position: each move's child is a copy of the position with
/// the move played on it, counted to `depth` at once, without a move list, an encoding
/// or an unmake.
struct Children<'a, B: Below> {
    parent: &'a Position,
    castling: &'a Castling,
    depth: u32,
    nodes: u64,
    below: &'a mut B,
}

impl<B: Below> Children<'_, B> {
    /// The children of single pushes (not `CAPTURE`) or of captures, promotions included.
    #[inline(always)]
    fn pawn_children<const CAPTURE: bool>(&mut self, to: Bitboard, delta: i8, pawns: &Pawns) {
        let pawn = pawns.piece;
        for to in to & !pawns.last_rank {
            self.nodes += self.below.below_move::<CAPTURE>(
                self.parent,
                self.castling,
                to.offset(-delta),
                to,
                pawn,
                pawn,
                self.depth,
            );
        }
        for to in to & pawns.last_rank {
            for kind in Kind::PROMOTIONS {
                let promoted = Piece::new(pawn.color(), kind);
                self.nodes += self.below.below_move::<CAPTURE>(
                    self.parent,
                    self.castling,
                    to.offset(-delta),
                    to,
                    pawn,
                    promoted,
                    self.depth,
                );
            }
        }
    }
}

impl<B: Below> Sink for Children<'_, B> {
    #[inline(always)]
    fn moves(&mut self, from: Square, to: Bitboard, piece: Piece) {
        let enemy = self.parent.by_color[piece.color().flip().index()];
        for to in to & !enemy {
            self.nodes += self.below.below_move::<false>(
                self.parent,
                self.castling,
                from,
                to,
                piece,
                piece,
                self.depth,
            );
        }
        for to in to & enemy {
            self.nodes += self.below.below_move::<true>(
                self.parent,
                self.castling,
                from,
                to,
                piece,
                piece,
                self.depth,
            );
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, pawns: &Pawns) {
        let pawn = pawns.piece;
        if delta == 2 * pawns.up {
            for to in to {
                self.nodes += self.below.below_double_push(
                    self.parent,
                    self.castling,
                    to.offset(-delta),
                    to,
                    pawn,
                    self.depth,
                );
            }
            return;
        }
        if delta == pawns.up {
            self.pawn_children::<false>(to, delta, pawns);
        } else {
            self.pawn_children::<true>(to, delta, pawns);
        }
    }

    #[inline(always)]
    fn special(&mut self, from: Square, to: Square, piece: Piece, _: Piece, special: Piece) {
        let child = if special.kind_code() == Kind::King as u8 {
            self.parent
                .child_castle(B::KEYED, self.castling, from, to, piece)
        } else {
            self.parent.child_en_passant(B::KEYED, from, to, piece)
        };
        self.nodes += self.below.below(&child, self.castling, self.depth);
    }
}

impl Position {
    /// Legal perft to `depth` (at least 1), counting the last ply in bulk.
    #[inline]
    fn perft(&self, castling: &Castling, depth: u32) -> u64 {
        self.perft_with(castling, depth, &mut Direct)
    }

    /// Legal perft to `depth` (at least 1), counting the last ply in bulk and below
    /// each child through `below`.
    #[inline(always)]
    pub(crate) fn perft_with<B: Below>(
        &self,
        castling: &Castling,
        depth: u32,
        below: &mut B,
    ) -> u64 {
        // The unit tests check every copy-made child's key against the key from scratch.
        #[cfg(test)]
        if B::KEYED {
            assert_eq!(self.key, self.compute_key());
        }
        if depth <= 1 {
            return self.count_legal(castling);
        }
        if let Some(nodes) = below.probe(self.key, depth) {
            return nodes;
        }
        let nodes = if depth == 2 && LEAF_PARENTS_APART {
            // The last ply but one: a generator of its own, in which every child goes
            // straight to the leaf counter (no depth to test, no recursion to keep room
            // for, no key to compute).
            self.children_count(castling, 1, &mut Leaves::new(self))
        } else {
            self.children_count(castling, depth - 1, below)
        };
        below.store(self.key, depth, nodes);
        nodes
    }

    /// The leaf count to `depth` below every child, each counted through `below`.
    #[inline(always)]
    fn children_count<B: Below>(&self, castling: &Castling, depth: u32, below: &mut B) -> u64 {
        let mut children = Children {
            parent: self,
            castling,
            depth,
            nodes: 0,
            below,
        };
        self.generate_legal_into(castling, &mut children);
        children.nodes
    }
}

impl Board {
    /// Counts the leaf nodes of the legal move tree to `depth` with the fully legal
    /// generator, counting the last ply by population counts (bulk counting). Each
    /// child is a copy of the board's bitboards with the move played on it (copy-make):
    /// no move list, no encoding, nothing unmade.
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().perft(3), 8902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            _ => self.pos.perft(&self.castling, depth),
        }
    }

    /// Perft with the legal generator and the move encoding `E`: the moves of each
    /// position above the last ply packed into a list and made and unmade on the board;
    /// at depth 1 the legal moves are counted by population counts, without being
    /// generated one by one. ([`Board::perft`] copies a small position for each child
    /// instead, with no list and no encoding, which is faster.)
    ///
    /// ```
    /// use movegen::{Board, Packed16};
    /// assert_eq!(Board::default().perft_legal_with::<Packed16>(3), 8902);
    /// ```
    ///
    /// # Panics
    ///
    /// When `depth` is more than [`MAX_PLY`](crate::MAX_PLY) + 1: the moves are made on
    /// the board, whose undo stack holds `MAX_PLY` ([`Board::perft`] has no such limit).
    pub fn perft_legal_with<E: Encoding>(&self, depth: u32) -> u64 {
        check_made_depth(depth);
        let mut board = self.clone();
        board.clear_history();
        board.perft_legal_inner::<E>(depth)
    }

    fn perft_legal_inner<E: Encoding>(&mut self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal(),
            _ => {
                let mut list = MoveList::<E>::new();
                self.pos.generate_legal_into(
                    &self.castling,
                    &mut Packer {
                        list: &mut list,
                        mailbox: &self.mailbox,
                    },
                );
                let mut nodes = 0;
                for &mv in list.iter() {
                    self.make_legal(mv);
                    nodes += self.perft_legal_inner::<E>(depth - 1);
                    self.unmake_move(mv);
                }
                nodes
            }
        }
    }

    /// Perft the classic way, with the default move encoding: pseudo-legal moves, each
    /// made with the legality test of [`Board::make_move`]; at depth 1 the moves that
    /// would pass that test are counted without being made (bulk counting).
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().perft_pseudo(3), 8902);
    /// ```
    ///
    /// # Panics
    ///
    /// When `depth` is more than [`MAX_PLY`](crate::MAX_PLY) + 1: the moves are made on
    /// the board, whose undo stack holds `MAX_PLY` ([`Board::perft`] has no such limit).
    pub fn perft_pseudo(&self, depth: u32) -> u64 {
        self.perft_pseudo_with::<crate::Move>(depth)
    }

    /// [`Board::perft_pseudo`] with the move encoding `E`.
    ///
    /// ```
    /// use movegen::{Board, ByteUnion};
    /// assert_eq!(Board::default().perft_pseudo_with::<ByteUnion>(3), 8902);
    /// ```
    ///
    /// # Panics
    ///
    /// When `depth` is more than [`MAX_PLY`](crate::MAX_PLY) + 1: the moves are made on
    /// the board, whose undo stack holds `MAX_PLY` ([`Board::perft`] has no such limit).
    pub fn perft_pseudo_with<E: Encoding>(&self, depth: u32) -> u64 {
        check_made_depth(depth);
        let mut board = self.clone();
        board.clear_history();
        board.perft_pseudo_inner::<E>(depth)
    }

    fn perft_pseudo_inner<E: Encoding>(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            let us = self.pos.side;
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
        let mut list = MoveList::<E>::new();
        self.generate(&mut list);
        let mut nodes = 0;
        // `make_move`'s own test, with what it needs about the king computed once.
        let safety = self.king_safety();
        for &mv in list.iter() {
            let (from, to, special) = (mv.from(), mv.to(), mv.special());
            if self.leaves_king_safe(safety, from, to, special) {
                self.apply(from, to, special);
                nodes += self.perft_pseudo_inner::<E>(depth - 1);
                self.unmake_move(mv);
            }
        }
        nodes
    }

    /// Perft split by root move, with the legal generator of [`Board::perft`]: calls
    /// `each` with every legal move (in the order of [`Board::generate_legal`]) and the
    /// leaf count below it, and returns the total, which equals [`Board::perft`].
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let mut lines = 0;
    /// let total = Board::default().divide::<Move>(2, |_mv, nodes| {
    ///     assert_eq!(nodes, 20);
    ///     lines += 1;
    /// });
    /// assert_eq!((lines, total), (20, 400));
    /// ```
    pub fn divide<E: Encoding>(&self, depth: u32, mut each: impl FnMut(E, u64)) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::<E>::new();
        self.generate_legal(&mut list);
        let mut total = 0;
        let mut board = self.clone();
        board.clear_history();
        for &mv in list.iter() {
            board.make_legal(mv);
            let nodes = match depth {
                1 => 1,
                _ => board.pos.perft(&board.castling, depth - 1),
            };
            board.unmake_move(mv);
            each(mv, nodes);
            total += nodes;
        }
        total
    }

    /// Perft split by root move, the classic way of [`Board::perft_pseudo`]: calls
    /// `each` with every pseudo-legal move that [`Board::make_move`] accepts (in the
    /// order of [`Board::generate`]) and the leaf count below it, and returns the total.
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let kiwipete: Board =
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let mut moves = 0;
    /// assert_eq!(kiwipete.divide_pseudo::<Move>(3, |_, _| moves += 1), 97862);
    /// assert_eq!(moves, 48);
    /// ```
    ///
    /// # Panics
    ///
    /// When `depth` is more than [`MAX_PLY`](crate::MAX_PLY) + 1: the moves are made on
    /// the board, whose undo stack holds `MAX_PLY` ([`Board::perft`] has no such limit).
    pub fn divide_pseudo<E: Encoding>(&self, depth: u32, mut each: impl FnMut(E, u64)) -> u64 {
        check_made_depth(depth);
        if depth == 0 {
            return 1;
        }
        let mut board = self.clone();
        board.clear_history();
        let mut list = MoveList::<E>::new();
        board.generate(&mut list);
        let mut total = 0;
        for &mv in list.iter() {
            if board.make_move(mv).is_ok() {
                let nodes = board.perft_pseudo_inner::<E>(depth - 1);
                board.unmake_move(mv);
                each(mv, nodes);
                total += nodes;
            }
        }
        total
    }
}

#[cfg(all(test, feature = "zobrist"))]
mod tests {
    use crate::{Board, PerftEntry, PerftTable};

    /// Copy-make keeps the key when asked for it: the hashed perft checks each child's key
    /// against the key from scratch (in unit tests), here on every position of the
    /// standard and Chess960 suites, with a table too small to answer most probes.
    #[test]
    fn copy_made_children_keep_their_keys() {
        let suite = concat!(
            include_str!("../tests/data/standard.epd"),
            include_str!("../tests/data/chess960.epd")
        );
        let mut buffer = [PerftEntry::EMPTY; 64];
        let mut table = PerftTable::new(&mut buffer).expect("64 entries");
        let mut positions = 0;
        for line in suite.lines() {
            let Some(fen) = line
                .split(';')
                .next()
                .filter(|f| !f.trim().is_empty() && !f.starts_with('#'))
            else {
                continue;
            };
            let board: Board = fen.trim().parse().expect("the suite's FENs are valid");
            assert_eq!(board.key(), board.compute_key());
            assert_eq!(board.perft_hashed(3, &mut table), board.perft(3), "{fen}");
            positions += 1;
        }
        assert!(positions >= 160);
    }
}
