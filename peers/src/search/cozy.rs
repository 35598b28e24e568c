//! The search (see [`super`]) with cozy-chess: `Board::generate_moves` for the legal
//! moves (each piece's destinations as a set), the same sets masked to the other
//! side's pieces and the en-passant square for the captures, and copy-make
//! (`Board::play_unchecked` on a clone), the crate's only way to play a move.
//!
//! cozy-chess writes castling as the king taking its own rook (`e1h1`); its key and its
//! text here use the king's destination (`e1g1`), as every crate's do.

use arrayvec::ArrayVec;
use cozy_chess::{BitBoard, Board, File, Move, Piece, Rank, Square};

use super::{INFINITY, MATE, MAX_MOVES, Order, Role, SearchResult, material, order_key, uci};

/// Searches `board` to `depth`.
pub fn search(board: &Board, depth: u32) -> SearchResult {
    let mut search = Search {
        nodes: 0,
        best: None,
    };
    let score = search.negamax(board, depth, 0, -INFINITY, INFINITY);
    SearchResult {
        score,
        nodes: search.nodes,
        best: search
            .best
            .map_or_else(|| "0000".into(), |mv| text(board, mv)),
    }
}

/// A search's counters: the nodes, and the root's best move so far.
struct Search {
    nodes: u64,
    best: Option<Move>,
}

impl Search {
    fn negamax(&mut self, board: &Board, depth: u32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        if depth == 0 {
            return self.quiesce(board, alpha, beta);
        }
        self.nodes += 1;
        let (mut moves, mut order) = (ArrayVec::new(), Order::new());
        generate(board, BitBoard::FULL, false, &mut moves, &mut order);
        if moves.is_empty() {
            return if board.checkers().is_empty() {
                0
            } else {
                ply - MATE
            };
        }
        for index in order.sorted() {
            let mv = moves[index];
            let mut child = board.clone();
            child.play_unchecked(mv);
            let score = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
            if score >= beta {
                return beta;
            }
            if score > alpha {
                alpha = score;
                if ply == 0 {
                    self.best = Some(mv);
                }
            }
        }
        alpha
    }

    fn quiesce(&mut self, board: &Board, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let stand_pat = evaluate(board);
        if stand_pat >= beta {
            return beta;
        }
        alpha = alpha.max(stand_pat);
        let (mut moves, mut order) = (ArrayVec::new(), Order::new());
        generate(board, targets(board), true, &mut moves, &mut order);
        for index in order.sorted() {
            let mut child = board.clone();
            child.play_unchecked(moves[index]);
            let score = -self.quiesce(&child, -beta, -alpha);
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}

/// What a capture lands on: the other side's pieces, and the en-passant square (other
/// pieces' quiet moves to that square are dropped by [`generate`]).
#[inline(always)]
fn targets(board: &Board) -> BitBoard {
    let us = board.side_to_move();
    let ep = board.en_passant().map_or(BitBoard::EMPTY, |file| {
        Square::new(file, Rank::Sixth.relative_to(us)).bitboard()
    });
    board.colors(!us) | ep
}

/// The legal moves landing on `to` collected into `moves`, their keys into `order`;
/// with `captures`, only those that take a piece.
#[inline(always)]
fn generate(
    board: &Board,
    to: BitBoard,
    captures: bool,
    moves: &mut ArrayVec<Move, MAX_MOVES>,
    order: &mut Order,
) {
    let ours = board.colors(board.side_to_move());
    board.generate_moves(|mut piece_moves| {
        piece_moves.to &= to;
        let attacker = role(piece_moves.piece);
        for mv in piece_moves {
            let victim = match board.piece_on(mv.to) {
                _ if ours.has(mv.to) => None,
                None if attacker == Role::Pawn && mv.from.file() != mv.to.file() => {
                    Some(Role::Pawn)
                }
                victim => victim.map(role),
            };
            if captures && victim.is_none() {
                continue;
            }
            order.push(order_key(
                victim,
                attacker,
                mv.from as usize,
                destination(board, mv) as usize,
                mv.promotion.map(role),
            ));
            moves.push(mv);
        }
        false
    });
}

/// Where the move's piece lands: the king's destination for castling (which
/// cozy-chess writes as the king taking its own rook).
#[inline(always)]
fn destination(board: &Board, mv: Move) -> Square {
    if board.colors(board.side_to_move()).has(mv.to) {
        let file = if mv.to as usize > mv.from as usize {
            File::G
        } else {
            File::C
        };
        Square::new(file, mv.from.rank())
    } else {
        mv.to
    }
}

/// The shared kind of the crate's piece.
#[inline(always)]
fn role(piece: Piece) -> Role {
    Role::ALL[piece as usize]
}

/// The move's UCI text.
fn text(board: &Board, mv: Move) -> String {
    uci(
        mv.from as usize,
        destination(board, mv) as usize,
        mv.promotion.map(role),
    )
}

/// The material, for the side to move.
#[inline(always)]
fn evaluate(board: &Board) -> i32 {
    let us = board.side_to_move();
    material(|role| {
        let piece = Piece::ALL[role as usize];
        board.colored_pieces(us, piece).len() as i32 - board.colored_pieces(!us, piece).len() as i32
    })
}
