//! Perft that plays every leaf, for every crate: the legal moves generated, each made
//! and recursed into, taken back (or the copy dropped); depth 0 counts 1. No bulk
//! counting at the last ply and no count told without the move made: what a search
//! pays for each node it visits, beside the generators' own fastest perft
//! ([`crate::GENERATORS`]). Every node's key is handed to a [`KeyTap`] (read or not:
//! the keyed and keyless tables of [`crate::keys`]).

use movegen::{Board, Encoding, MoveList};

use crate::keys::KeyTap;
use crate::play_mode::PlayMode;
use crate::search::shakmaty::{KeyedChess, scratch_key};
use crate::search::{chess::scratch_key as chess_scratch, cozy::scratch_key as cozy_scratch};

/// movegen, moves in the encoding `E` from `Board::generate_legal`, played by `P`.
pub fn movegen<E: Encoding, P: PlayMode, T: KeyTap>(
    board: &mut Board,
    depth: u32,
    tap: &mut T,
) -> u64 {
    tap.node(|| board.key(), || board.compute_key());
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::<E>::default();
    board.generate_legal(&mut moves);
    let mut nodes = 0;
    for &mv in moves.iter() {
        nodes += P::play(board, mv, |child| movegen::<E, P, T>(child, depth - 1, tap));
    }
    nodes
}

/// The `chess` crate: `MoveGen::new_legal`, each move on a copy (`make_move_new`).
pub fn chess(board: &chess::Board, depth: u32, tap: &mut impl KeyTap) -> u64 {
    tap.node(|| board.get_hash(), || chess_scratch(board));
    if depth == 0 {
        return 1;
    }
    chess::MoveGen::new_legal(board)
        .map(|mv| chess(&board.make_move_new(mv), depth - 1, tap))
        .sum()
}

/// cozy-chess: `Board::generate_moves`, each move on a clone (`play_unchecked`).
pub fn cozy(board: &cozy_chess::Board, depth: u32, tap: &mut impl KeyTap) -> u64 {
    tap.node(|| board.hash(), || cozy_scratch(board));
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy(&child, depth - 1, tap);
        }
        false
    });
    nodes
}

/// shakmaty: `Position::legal_moves`, each move on a clone (`play_unchecked`), no key.
pub fn shakmaty(pos: &shakmaty::Chess, depth: u32, tap: &mut impl KeyTap) -> u64 {
    use shakmaty::Position;
    tap.node(|| scratch_key(pos), || scratch_key(pos));
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        nodes += shakmaty(&child, depth - 1, tap);
    }
    nodes
}

/// shakmaty with its key kept ([`KeyedChess::after`]).
pub fn shakmaty_keyed(pos: &KeyedChess, depth: u32, tap: &mut impl KeyTap) -> u64 {
    use shakmaty::Position;
    tap.node(|| pos.key, || scratch_key(&pos.pos));
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in pos.pos.legal_moves() {
        nodes += shakmaty_keyed(&pos.after(mv), depth - 1, tap);
    }
    nodes
}
