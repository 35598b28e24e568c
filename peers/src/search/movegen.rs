//! The search (see [`super`]) with movegen, in any encoding and either way of playing
//! a move ([`PlayMode`]): the legal moves from `Board::generate_legal`, the captures
//! from `Board::generate_legal_kinds(MoveKinds::Captures, ..)`.

use core::marker::PhantomData;

use movegen::{Bitboard, Board, Encoding, Kind, MoveKinds, MoveList, Piece, Square};

use super::{INFINITY, MATE, Order, Role, SearchResult, material, order_key};
use crate::play_mode::PlayMode;

/// Searches `board` to `depth` with moves in the encoding `E`, played by `P`.
pub fn search<E: Encoding, P: PlayMode>(board: &Board, depth: u32) -> SearchResult {
    let mut search = Search::<E, P> {
        nodes: 0,
        best: None,
        shape: PhantomData,
    };
    let mut board = *board;
    let score = search.negamax(&mut board, depth, 0, -INFINITY, INFINITY);
    SearchResult {
        score,
        nodes: search.nodes,
        best: search
            .best
            .map_or_else(|| "0000".into(), |mv| mv.to_string()),
    }
}

/// A search's counters: the nodes, and the root's best move so far.
struct Search<E, P> {
    nodes: u64,
    best: Option<E>,
    shape: PhantomData<P>,
}

impl<E: Encoding, P: PlayMode> Search<E, P> {
    fn negamax(
        &mut self,
        board: &mut Board,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if depth == 0 {
            return self.quiesce(board, alpha, beta);
        }
        self.nodes += 1;
        let mut moves = MoveList::<E>::default();
        board.generate_legal(&mut moves);
        if moves.is_empty() {
            return if board.in_check() { ply - MATE } else { 0 };
        }
        let mut order = Order::new();
        ordered(board, &moves, &mut order);
        for index in order.sorted() {
            let mv = moves[index];
            let score = -P::play(board, mv, |child| {
                self.negamax(child, depth - 1, ply + 1, -beta, -alpha)
            });
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

    fn quiesce(&mut self, board: &mut Board, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let stand_pat = evaluate(board);
        if stand_pat >= beta {
            return beta;
        }
        alpha = alpha.max(stand_pat);
        let mut moves = MoveList::<E>::default();
        board.generate_legal_kinds(MoveKinds::Captures, Bitboard::FULL, &mut moves);
        let mut order = Order::new();
        ordered(board, &moves, &mut order);
        for index in order.sorted() {
            let mv = moves[index];
            let score = -P::play(board, mv, |child| self.quiesce(child, -beta, -alpha));
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}

/// The moves' keys into `order`: victim and attacker from the move where the encoding
/// carries them, from the board's mailbox where it does not (`Packed16`).
#[inline(always)]
fn ordered<E: Encoding>(board: &Board, moves: &MoveList<E>, order: &mut Order) {
    let kind_on = |sq: Square| board.piece_at(sq).and_then(Piece::kind);
    for &mv in moves.iter() {
        let (from, to) = (mv.from(), mv.to());
        let victim = if mv.is_en_passant() {
            Some(Kind::Pawn)
        } else {
            match mv.captured() {
                Some(captured) => captured.kind(),
                None => kind_on(to),
            }
        };
        let attacker = mv.piece_kind().or_else(|| kind_on(from));
        order.push(order_key(
            victim.map(role),
            role(attacker.expect("a piece on the origin")),
            from.index(),
            to.index(),
            mv.promotion().map(role),
        ));
    }
}

/// The shared kind of movegen's.
#[inline(always)]
fn role(kind: Kind) -> Role {
    Role::ALL[kind.index()]
}

/// The material, for the side to move.
#[inline(always)]
fn evaluate(board: &Board) -> i32 {
    let us = board.side_to_move();
    material(|role| {
        let kind = Kind::ALL[role as usize];
        board.pieces(us, kind).count() as i32 - board.pieces(us.flip(), kind).count() as i32
    })
}
