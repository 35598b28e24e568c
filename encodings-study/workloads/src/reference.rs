//! The reference for the `search` workload: the same alpha-beta and quiescence search
//! as [`engine::Search`](crate::engine::Search), written plainly (the whole move list
//! sorted by MVV-LVA, no table, no killers, no stages), whose scores and root moves
//! every encoding's search must give.

use core::cmp::Reverse;

use movegen::{Board, Encoding, Move, MoveList};

use crate::engine;

/// The reference for the `search` workload: alpha-beta over material with the MVV-LVA order and
/// the same quiescence search, and nothing else (fail-hard, mate the same at every ply);
/// `best` gets the root's move as [`engine::key`].
pub(crate) fn plain_alpha_beta(
    board: &mut Board,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    best: &mut u32,
) -> i32 {
    if depth == 0 {
        return plain_quiesce(board, engine::QUIESCENCE_PLIES, alpha, beta);
    }
    let mut legal = false;
    for &mv in ordered(board, |_| true).iter() {
        let Ok(undo) = board.make_pseudo_legal(mv) else {
            continue;
        };
        legal = true;
        let score = -plain_alpha_beta(board, depth - 1, -beta, -alpha, &mut 0);
        board.unmake_move(mv, undo);
        if score >= beta {
            return beta;
        }
        if score > alpha {
            alpha = score;
            *best = engine::key(mv.from(), mv.to(), mv.special());
        }
    }
    if !legal {
        return if board.in_check() { -engine::MATE } else { 0 };
    }
    alpha
}

/// The moves of `board` that `keep` keeps, sorted by MVV-LVA (stable: the generator's
/// order among equals), from the whole pseudo-legal list: the list itself sorted in
/// place by the standard library's stable sort.
fn ordered(board: &Board, keep: impl Fn(Move) -> bool) -> MoveList<Move> {
    let mut list = board.pseudo_legal_moves();
    list.retain(|&mv| keep(mv));
    list.sort_by_key(|&mv| Reverse(engine::score(board, mv)));
    list
}

/// The reference quiescence search: the captures and promotions of the whole list that
/// `see_ge(mv, 0)` keeps, `left` plies more at most.
fn plain_quiesce(board: &mut Board, left: usize, mut alpha: i32, beta: i32) -> i32 {
    let stand = engine::material(board);
    if stand >= beta {
        return beta;
    }
    alpha = alpha.max(stand);
    if left == 0 {
        return alpha;
    }
    for &mv in ordered(board, |mv| mv.is_capture() || mv.is_promotion()).iter() {
        if !board.see_ge(mv, 0) {
            continue;
        }
        let Ok(undo) = board.make_pseudo_legal(mv) else {
            continue;
        };
        let score = -plain_quiesce(board, left - 1, -beta, -alpha);
        board.unmake_move(mv, undo);
        if score >= beta {
            return beta;
        }
        alpha = alpha.max(score);
    }
    alpha
}
