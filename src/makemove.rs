//! Making and unmaking moves, with the legality test done when a move is made, and
//! perft.

use crate::board::{Board, CASTLE_KEEP, Enemy, MAX_PLY, Undo};
use crate::encoding::{
    Encoding, MoveList, ParseMoveError, SPECIAL_CASTLE, SPECIAL_EN_PASSANT, UciMove,
};
use crate::sink::{Counter, Sink, shift};
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

/// What the legality test needs about the side to move, computed once per position.
#[derive(Clone, Copy)]
struct KingSafety {
    king: Square,
    in_check: bool,
    /// Every square on a rank, file or diagonal through the king: only a piece leaving
    /// one of these can uncover a check.
    lines: Bitboard,
}

/// The rook's origin and destination when the king castles to `king_to`.
#[inline(always)]
fn castling_rook(king_to: Square) -> (Square, Square) {
    if king_to.file() == 6 {
        (king_to.offset(1), king_to.offset(-1))
    } else {
        (king_to.offset(-2), king_to.offset(1))
    }
}

/// The square of the pawn taken en passant by a pawn of `us` landing on `to`.
#[inline(always)]
fn en_passant_victim(us: Color, to: Square) -> Square {
    match us {
        Color::White => to.offset(-8),
        Color::Black => to.offset(8),
    }
}

/// Bulk counting for the pseudo-legal perft: counts the pseudo-legal moves whose
/// [`Board::make_move`] would succeed, without making them. When not in check, a
/// piece that is not pinned to its king cannot uncover a check, so its whole
/// destination set counts at once, and a pinned one keeps the king covered exactly by
/// its moves along the pin line; king moves, en passant and every move out of check
/// are tested one by one with `make_move`'s own test.
struct MakeCounter<'a> {
    board: &'a Board,
    safety: KingSafety,
    /// Pieces whose every pseudo-legal move passes the test.
    safe: Bitboard,
    nodes: Counter,
}

impl Sink for MakeCounter<'_> {
    #[inline(always)]
    fn moves(&mut self, board: &Board, from: Square, to: Bitboard, _: Piece) {
        if self.safe.has(from) {
            self.nodes.add(to);
        } else if !self.safety.in_check && from != self.safety.king {
            // Pinned: only the moves along the pin line keep the king covered.
            self.nodes.add(to & tables::line(self.safety.king, from));
        } else {
            for to in to {
                let legal = board.leaves_king_safe(self.safety, from, to, 0);
                self.nodes.add_n(u64::from(legal));
            }
        }
    }

    #[inline(always)]
    fn pawn_moves(
        &mut self,
        board: &Board,
        to: Bitboard,
        delta: i8,
        _: Piece,
        last_rank: Bitboard,
    ) {
        let sure = to & shift(self.safe, delta);
        self.nodes.add(sure);
        // A promotion is four moves, all legal or all not.
        let sure_promotions = sure & last_rank;
        let mut nodes = if sure_promotions.any() {
            3 * u64::from(sure_promotions.count())
        } else {
            0
        };
        for to in to & !sure {
            let weight = if last_rank.has(to) { 4 } else { 1 };
            let legal = board.leaves_king_safe(self.safety, to.offset(-delta), to, 0);
            nodes += weight * u64::from(legal);
        }
        self.nodes.add_n(nodes);
    }

    #[inline(always)]
    fn special(&mut self, from: Square, to: Square, _: Piece, _: Piece, special: Piece) {
        let safe = self
            .board
            .leaves_king_safe(self.safety, from, to, special.kind_code());
        self.nodes.add_n(u64::from(safe));
    }
}

impl Board {
    #[inline(always)]
    fn king_safety(&self) -> KingSafety {
        let king = self.king(self.side);
        KingSafety {
            king,
            in_check: self.attackers(king, self.side.flip(), self.occupied).any(),
            lines: tables::queen_attacks(king, Bitboard::EMPTY),
        }
    }

    /// Whether the pseudo-legal move `from`-`to` leaves the mover's king unattacked,
    /// judged on the board as it would be after the move, without changing anything.
    #[inline(always)]
    fn leaves_king_safe(&self, safety: KingSafety, from: Square, to: Square, special: u8) -> bool {
        if special == SPECIAL_CASTLE {
            // The generator only castles out of, through and into unattacked squares.
            return true;
        }
        let is_king = from == safety.king;
        if !safety.in_check && !is_king && special != SPECIAL_EN_PASSANT {
            // Not in check, so only a check uncovered along the line from the king
            // through `from` can make the move illegal; a move along that line keeps
            // covering it.
            return !safety.lines.has(from)
                || tables::line(safety.king, from).has(to)
                || !self.uncovers_check(safety.king, from);
        }
        let us = self.side;
        let them = us.flip();
        let king = if is_king { to } else { safety.king };
        let mut gone = to.bb();
        let mut occupied = (self.occupied ^ from.bb()) | to.bb();
        if special == SPECIAL_EN_PASSANT {
            gone = en_passant_victim(us, to).bb();
            occupied ^= gone;
        }
        let attackers = self.attackers(king, them, occupied) & !gone;
        attackers.is_empty()
    }

    /// Whether taking the piece on `from` off the board would expose the side to move's
    /// king on `king` to an enemy slider along the line through both (`from` must be on
    /// a rank, file or diagonal through the king).
    #[inline(always)]
    fn uncovers_check(&self, king: Square, from: Square) -> bool {
        let them = self.side.flip();
        let queens = self.pieces(them, Kind::Queen);
        let occupied = self.occupied ^ from.bb();
        let attackers = if king.file() == from.file() || king.rank() == from.rank() {
            tables::rook_attacks(king, occupied) & (self.pieces(them, Kind::Rook) | queens)
        } else {
            tables::bishop_attacks(king, occupied) & (self.pieces(them, Kind::Bishop) | queens)
        };
        (attackers & tables::line(king, from)).any()
    }

    /// Whether `mv`, a pseudo-legal move of this position (one that
    /// [`Board::generate`] produced), is legal: it does not leave the mover in check.
    #[inline]
    pub fn is_legal<E: Encoding>(&self, mv: E) -> bool {
        self.leaves_king_safe(self.king_safety(), mv.from(), mv.to(), mv.special())
    }

    /// Makes `mv`, a pseudo-legal move of this position (one that [`Board::generate`]
    /// produced or [`Board::parse_move`] returned), and returns whether it was legal.
    /// When it would leave the mover's king in check, the board is left as it was and
    /// `false` is returned. `false` is also returned, with nothing changed, when the
    /// undo stack already holds [`MAX_PLY`] moves (see [`Board::clear_history`]).
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let mut board = Board::default();
    /// let e4: Move = board.parse_move("e2e4").unwrap();
    /// assert!(board.make_move(e4));
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// board.unmake_move(e4);
    /// assert_eq!(board, Board::default());
    /// ```
    #[inline]
    pub fn make_move<E: Encoding>(&mut self, mv: E) -> bool {
        let (from, to, special) = (mv.from(), mv.to(), mv.special());
        if self.ply >= MAX_PLY || !self.leaves_king_safe(self.king_safety(), from, to, special) {
            return false;
        }
        self.apply(from, to, special);
        true
    }

    /// Makes a move the legal generator produced, without testing it again.
    #[inline(always)]
    pub(crate) fn make_legal<E: Encoding>(&mut self, mv: E) {
        self.apply(mv.from(), mv.to(), mv.special());
    }

    #[inline(always)]
    fn toggle(&mut self, piece: Piece, squares: Bitboard) {
        self.by_piece[piece.code() as usize] ^= squares;
        self.by_color[piece.color().index()] ^= squares;
        self.occupied ^= squares;
    }

    #[inline(always)]
    fn apply(&mut self, from: Square, to: Square, special: u8) {
        let us = self.side;
        let piece = self.mailbox[from.index()];
        let captured_sq = if special == SPECIAL_EN_PASSANT {
            en_passant_victim(us, to)
        } else {
            to
        };
        let captured = self.mailbox[captured_sq.index()];
        self.history[self.ply] = Undo {
            captured,
            castling: self.castling,
            ep: self.ep,
            halfmove: self.halfmove,
        };
        self.ply += 1;

        if !captured.is_empty() {
            self.toggle(captured, captured_sq.bb());
            self.mailbox[captured_sq.index()] = Piece::EMPTY;
        }
        self.toggle(piece, from.bb());
        self.mailbox[from.index()] = Piece::EMPTY;
        let landed = match Kind::from_code(special) {
            Some(kind) if special > SPECIAL_CASTLE => Piece::new(us, kind),
            _ => piece,
        };
        self.toggle(landed, to.bb());
        self.mailbox[to.index()] = landed;

        if special == SPECIAL_CASTLE {
            let (rook_from, rook_to) = castling_rook(to);
            let rook = Piece::new(us, Kind::Rook);
            self.toggle(rook, rook_from.bb() | rook_to.bb());
            self.mailbox[rook_from.index()] = Piece::EMPTY;
            self.mailbox[rook_to.index()] = rook;
        }

        let is_pawn = piece.kind_code() == Kind::Pawn as u8;
        self.ep = if is_pawn && from.to_u8().abs_diff(to.to_u8()) == 16 {
            Some(Square::from_index((from.to_u8() + to.to_u8()) / 2))
        } else {
            None
        };
        self.castling &= CASTLE_KEEP[from.index()] & CASTLE_KEEP[to.index()];
        self.halfmove = if is_pawn || !captured.is_empty() {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = us.flip();
    }

    /// Takes back `mv`, the last move made, restoring everything exactly: pieces,
    /// mailbox, castling rights, en-passant square and clocks. Does nothing when no
    /// move is left to take back.
    #[inline]
    pub fn unmake_move<E: Encoding>(&mut self, mv: E) {
        if self.ply == 0 {
            return;
        }
        self.ply -= 1;
        let undo = self.history[self.ply];
        let (from, to, special) = (mv.from(), mv.to(), mv.special());
        let us = self.side.flip();
        self.side = us;
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_sub(1);
        }

        let landed = self.mailbox[to.index()];
        let piece = if special > SPECIAL_CASTLE {
            Piece::new(us, Kind::Pawn)
        } else {
            landed
        };
        self.toggle(landed, to.bb());
        self.mailbox[to.index()] = Piece::EMPTY;
        self.toggle(piece, from.bb());
        self.mailbox[from.index()] = piece;

        if special == SPECIAL_CASTLE {
            let (rook_from, rook_to) = castling_rook(to);
            let rook = Piece::new(us, Kind::Rook);
            self.toggle(rook, rook_from.bb() | rook_to.bb());
            self.mailbox[rook_to.index()] = Piece::EMPTY;
            self.mailbox[rook_from.index()] = rook;
        }
        if !undo.captured.is_empty() {
            let captured_sq = if special == SPECIAL_EN_PASSANT {
                en_passant_victim(us, to)
            } else {
                to
            };
            self.toggle(undo.captured, captured_sq.bb());
            self.mailbox[captured_sq.index()] = undo.captured;
        }
        self.castling = undo.castling;
        self.ep = undo.ep;
        self.halfmove = undo.halfmove;
    }

    /// Fills `list` with the legal moves: the pseudo-legal moves whose make succeeds.
    pub fn legal_moves<E: Encoding>(&self, list: &mut MoveList<E>) {
        self.generate(list);
        let safety = self.king_safety();
        list.retain(|mv| self.leaves_king_safe(safety, mv.from(), mv.to(), mv.special()));
    }

    /// Reads a UCI move (`e2e4`, `e7e8q`, castling as `e1g1`) and returns it as this
    /// position's legal move, with every field its encoding carries.
    ///
    /// ```
    /// use movegen::{Board, Move, ParseMoveError};
    /// let board = Board::default();
    /// assert!(board.parse_move::<Move>("g1f3").is_ok());
    /// assert_eq!(board.parse_move::<Move>("e2e5"), Err(ParseMoveError::Illegal));
    /// assert_eq!(board.parse_move::<Move>("e2"), Err(ParseMoveError::Length));
    /// ```
    pub fn parse_move<E: Encoding>(&self, uci: &str) -> Result<E, ParseMoveError> {
        let wanted: UciMove = uci.parse()?;
        let mut list = MoveList::<E>::new();
        self.legal_moves(&mut list);
        let promotion = wanted.promotion.kind();
        list.iter()
            .copied()
            .find(|mv| {
                mv.from() == wanted.from && mv.to() == wanted.to && mv.promotion() == promotion
            })
            .ok_or(ParseMoveError::Illegal)
    }

    /// Counts the leaf nodes of the legal move tree to `depth` with the fully legal
    /// generator and the default move encoding, counting the last ply by population
    /// counts (bulk counting). `depth` must be at most [`MAX_PLY`].
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().perft(3), 8902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        self.perft_legal_with::<crate::Move>(depth)
    }

    /// Perft the classic way, with the default move encoding: pseudo-legal moves, each
    /// made with the legality test of [`Board::make_move`]; at depth 1 the moves that
    /// would pass that test are counted without being made (bulk counting).
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().perft_pseudo(3), 8902);
    /// ```
    pub fn perft_pseudo(&self, depth: u32) -> u64 {
        self.perft_pseudo_with::<crate::Move>(depth)
    }

    /// [`Board::perft_pseudo`] with the move encoding `E`.
    pub fn perft_pseudo_with<E: Encoding>(&self, depth: u32) -> u64 {
        let mut board = self.clone();
        board.clear_history();
        board.perft_inner::<E>(depth)
    }

    fn perft_inner<E: Encoding>(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            let safety = self.king_safety();
            let safe = if safety.in_check {
                Bitboard::EMPTY
            } else {
                let own = self.by_color[self.side.index()];
                let enemy = Enemy::of(self, self.side.flip());
                let (_, pinned) = enemy.slider_checks_and_pins(safety.king, self.occupied, own);
                own & !pinned & !safety.king.bb()
            };
            let mut counter = MakeCounter {
                board: self,
                safety,
                safe,
                nodes: Counter::default(),
            };
            self.generate_into(&mut counter);
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
                nodes += self.perft_inner::<E>(depth - 1);
                self.unmake_move(mv);
            }
        }
        nodes
    }

    /// Perft split by root move: calls `each` with every legal move and the leaf count
    /// below it, and returns the total.
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
        let mut board = self.clone();
        board.clear_history();
        let mut list = MoveList::<E>::new();
        board.generate(&mut list);
        let mut total = 0;
        for &mv in list.iter() {
            if board.make_move(mv) {
                let nodes = board.perft_inner::<E>(depth - 1);
                board.unmake_move(mv);
                each(mv, nodes);
                total += nodes;
            }
        }
        total
    }
}
