//! The search (see [`super`]) with the `chess` crate: `MoveGen::new_legal` for the
//! legal moves, the same with its iterator masked to the other side's pieces and the
//! en-passant square for the captures, and copy-make (`Board::make_move_new`), the
//! crate's only way to play a move.

use arrayvec::ArrayVec;
use chess::{BitBoard, Board, ChessMove, EMPTY, MoveGen, Piece};

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
        best: search.best.map_or_else(|| "0000".into(), text),
    }
}

/// A search's counters: the nodes, and the root's best move so far.
struct Search {
    nodes: u64,
    best: Option<ChessMove>,
}

impl Search {
    fn negamax(&mut self, board: &Board, depth: u32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        if depth == 0 {
            return self.quiesce(board, alpha, beta);
        }
        self.nodes += 1;
        let (mut moves, mut order) = (ArrayVec::new(), Order::new());
        generate(
            board,
            MoveGen::new_legal(board),
            false,
            &mut moves,
            &mut order,
        );
        if moves.is_empty() {
            return if *board.checkers() != EMPTY {
                ply - MATE
            } else {
                0
            };
        }
        for index in order.sorted() {
            let mv = moves[index];
            let child = board.make_move_new(mv);
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
        let mut captures = MoveGen::new_legal(board);
        captures.set_iterator_mask(targets(board));
        let (mut moves, mut order) = (ArrayVec::new(), Order::new());
        generate(board, captures, true, &mut moves, &mut order);
        for index in order.sorted() {
            let child = board.make_move_new(moves[index]);
            let score = -self.quiesce(&child, -beta, -alpha);
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}

/// What a capture lands on: the other side's pieces, and the en-passant square (the
/// crate names the pawn that may be taken; the capture lands one square beyond it).
/// Other pieces' quiet moves to that square are dropped by [`generate`].
#[inline(always)]
fn targets(board: &Board) -> BitBoard {
    let us = board.side_to_move();
    let ep = board
        .en_passant()
        .map_or(EMPTY, |pawn| BitBoard::from_square(pawn.uforward(us)));
    *board.color_combined(!us) | ep
}

/// The generator's moves collected into `moves`, their keys into `order`; with
/// `captures`, only those that take a piece.
#[inline(always)]
fn generate(
    board: &Board,
    generator: MoveGen,
    captures: bool,
    moves: &mut ArrayVec<ChessMove, MAX_MOVES>,
    order: &mut Order,
) {
    for mv in generator {
        let (from, to) = (mv.get_source(), mv.get_dest());
        let attacker = board.piece_on(from).expect("a piece on the origin");
        let victim = match board.piece_on(to) {
            None if attacker == Piece::Pawn && from.get_file() != to.get_file() => {
                Some(Piece::Pawn)
            }
            victim => victim,
        };
        if captures && victim.is_none() {
            continue;
        }
        order.push(order_key(
            victim.map(role),
            role(attacker),
            from.to_index(),
            to.to_index(),
            mv.get_promotion().map(role),
        ));
        moves.push(mv);
    }
}

/// The shared kind of the crate's piece.
#[inline(always)]
fn role(piece: Piece) -> Role {
    Role::ALL[piece.to_index()]
}

/// The move's UCI text.
fn text(mv: ChessMove) -> String {
    uci(
        mv.get_source().to_index(),
        mv.get_dest().to_index(),
        mv.get_promotion().map(role),
    )
}

/// The material, for the side to move.
#[inline(always)]
fn evaluate(board: &Board) -> i32 {
    let us = *board.color_combined(board.side_to_move());
    let them = *board.color_combined(!board.side_to_move());
    material(|role| {
        let pieces = *board.pieces(chess::ALL_PIECES[role as usize]);
        (pieces & us).popcnt() as i32 - (pieces & them).popcnt() as i32
    })
}
