//! Perft that plays every leaf, for every crate: the legal moves generated, each made
//! and recursed into, taken back (or the copy dropped); depth 0 counts 1. No bulk
//! counting at the last ply and no count told without the move made: what a search
//! pays for each node it visits, beside the generators' own fastest perft
//! ([`crate::GENERATORS`]).

use movegen::{Board, Encoding, MoveList};

use crate::play_mode::PlayMode;

/// movegen, moves in the encoding `E` from `Board::generate_legal`, played by `P`.
pub fn movegen<E: Encoding, P: PlayMode>(board: &mut Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::<E>::default();
    board.generate_legal(&mut moves);
    let mut nodes = 0;
    for &mv in moves.iter() {
        nodes += P::play(board, mv, |child| movegen::<E, P>(child, depth - 1));
    }
    nodes
}

/// The `chess` crate: `MoveGen::new_legal`, each move on a copy (`make_move_new`).
pub fn chess(board: &chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    chess::MoveGen::new_legal(board)
        .map(|mv| chess(&board.make_move_new(mv), depth - 1))
        .sum()
}

/// cozy-chess: `Board::generate_moves`, each move on a clone (`play_unchecked`).
pub fn cozy(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy(&child, depth - 1);
        }
        false
    });
    nodes
}

/// shakmaty: `Position::legal_moves`, each move on a clone (`play_unchecked`).
pub fn shakmaty(pos: &shakmaty::Chess, depth: u32) -> u64 {
    use shakmaty::Position;
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        nodes += shakmaty(&child, depth - 1);
    }
    nodes
}
