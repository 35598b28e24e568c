//! The positions the search API's tests check: every position of the suites and the
//! positions one legal move from each.

use std::vec::Vec;

use movegen::Board;

use crate::{epd, suites};

/// Every position of the three suites, each followed by the positions one legal move
/// from it (every `step`-th of its legal moves, from the first; 1 for all).
pub fn suites_and_children(step: usize) -> Vec<Board> {
    let mut boards = Vec::new();
    for suite in suites::ALL {
        for fen in epd::fens(suite.text) {
            let board: Board = fen.parse().expect("the suites' FENs are valid");
            for mv in board.legal_moves().into_iter().step_by(step) {
                let mut child = board;
                let _ = child.make_move(mv).expect("a legal move");
                boards.push(child);
            }
            boards.push(board);
        }
    }
    boards
}

/// The move among `moves` back to where `last` (the same side's last move) came from,
/// if it is there and quiet: what the long-game tests play half the time, so that
/// positions recur.
pub fn move_back(moves: &[movegen::Move], last: Option<movegen::Move>) -> Option<movegen::Move> {
    let last = last?;
    moves
        .iter()
        .copied()
        .find(|mv| mv.from() == last.to() && mv.to() == last.from() && !mv.is_capture())
}
