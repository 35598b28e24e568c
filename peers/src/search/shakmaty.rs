//! The search (see [`super`]) with shakmaty: `Position::legal_moves` for the legal
//! moves, `Position::capture_moves` for the captures, and copy-make
//! (`Position::play_unchecked` on a clone), the crate's only way to play a move.
//!
//! shakmaty writes castling as the king's and the rook's squares; its key and its text
//! here use the king's destination (`e1g1`), as every crate's do.

use shakmaty::{Chess, Color, File, Move, MoveList, Piece, Position, Role as Kind, Square};

use super::{INFINITY, MATE, Order, Role, SearchResult, material, order_key, uci};

/// Searches `pos` to `depth`.
pub fn search(pos: &Chess, depth: u32) -> SearchResult {
    let mut search = Search {
        nodes: 0,
        best: None,
    };
    let score = search.negamax(pos, depth, 0, -INFINITY, INFINITY);
    SearchResult {
        score,
        nodes: search.nodes,
        best: search.best.map_or_else(|| "0000".into(), text),
    }
}

/// A search's counters: the nodes, and the root's best move so far.
struct Search {
    nodes: u64,
    best: Option<Move>,
}

impl Search {
    fn negamax(&mut self, pos: &Chess, depth: u32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        if depth == 0 {
            return self.quiesce(pos, alpha, beta);
        }
        self.nodes += 1;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if pos.is_check() { ply - MATE } else { 0 };
        }
        let mut order = Order::new();
        ordered(&moves, &mut order);
        for index in order.sorted() {
            let mv = moves[index];
            let mut child = pos.clone();
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

    fn quiesce(&mut self, pos: &Chess, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let stand_pat = evaluate(pos);
        if stand_pat >= beta {
            return beta;
        }
        alpha = alpha.max(stand_pat);
        let moves = pos.capture_moves();
        let mut order = Order::new();
        ordered(&moves, &mut order);
        for index in order.sorted() {
            let mut child = pos.clone();
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

/// The moves' keys into `order`.
#[inline(always)]
fn ordered(moves: &MoveList, order: &mut Order) {
    for &mv in moves {
        order.push(order_key(
            mv.capture().map(role),
            role(mv.role()),
            usize::from(origin(mv)),
            usize::from(destination(mv)),
            mv.promotion().map(role),
        ));
    }
}

/// The move's origin (shakmaty's drops have none; standard chess has no drops).
#[inline(always)]
fn origin(mv: Move) -> Square {
    mv.from().expect("no drops in standard chess")
}

/// Where the move's piece lands: the king's destination for castling.
#[inline(always)]
fn destination(mv: Move) -> Square {
    match mv {
        Move::Castle { king, rook } => {
            let file = if rook > king { File::G } else { File::C };
            Square::from_coords(file, king.rank())
        }
        _ => mv.to(),
    }
}

/// The shared kind of the crate's role.
#[inline(always)]
fn role(kind: Kind) -> Role {
    Role::ALL[usize::from(kind) - 1]
}

/// The move's UCI text.
fn text(mv: Move) -> String {
    uci(
        usize::from(origin(mv)),
        usize::from(destination(mv)),
        mv.promotion().map(role),
    )
}

/// The material, for the side to move.
#[inline(always)]
fn evaluate(pos: &Chess) -> i32 {
    let board = pos.board();
    let us = pos.turn();
    let count = |color: Color, kind: Kind| board.by_piece(Piece { color, role: kind }).count();
    material(|role| {
        let kind = Kind::ALL[role as usize];
        count(us, kind) as i32 - count(!us, kind) as i32
    })
}
