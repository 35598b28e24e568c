//! Perft that plays every leaf, for every crate: the legal moves generated, each made
//! and recursed into, taken back (or the copy dropped); depth 0 counts 1. No bulk
//! counting at the last ply and no count told without the move made: what a search
//! pays for each node it visits, beside the generators' own fastest perft
//! ([`crate::GENERATORS`]). Every node's key is handed to a [`KeyTap`] (read or not:
//! the keyed and keyless tables of [`crate::keys`]).
//!
//! The last ply is played in its parent's loop, as a perft is written: each leaf made,
//! its key handed to the tap and taken back, with no call into a function of its own
//! (whose entry and exit, saving and restoring registers for the generation that a leaf
//! never runs, cost each crate about a tenth of a leaf). The leaf's whole position is
//! handed to [`black_box`] first, as the call did, so that the compiler must write all
//! of it (an engine reads it: its evaluation) and cannot cut a make down to its key.

use std::hint::black_box;

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
        nodes += P::play(board, mv, |child| match depth {
            1 => leaf(tap, &*child, Board::key, Board::compute_key),
            _ => movegen::<E, P, T>(child, depth - 1, tap),
        });
    }
    nodes
}

/// A leaf, `position` after its move: the whole position made visible ([`black_box`]),
/// its key (`kept`, and `scratch` from scratch for a checked run) handed to the tap; 1.
#[inline(always)]
fn leaf<P, T: KeyTap>(
    tap: &mut T,
    position: &P,
    kept: impl FnOnce(&P) -> u64,
    scratch: impl FnOnce(&P) -> u64,
) -> u64 {
    let position = black_box(position);
    tap.node(|| kept(position), || scratch(position));
    1
}

/// The `chess` crate: `MoveGen::new_legal`, each move on a copy (`make_move_new`).
pub fn chess(board: &chess::Board, depth: u32, tap: &mut impl KeyTap) -> u64 {
    tap.node(|| board.get_hash(), || chess_scratch(board));
    if depth == 0 {
        return 1;
    }
    chess::MoveGen::new_legal(board)
        .map(|mv| {
            let child = board.make_move_new(mv);
            match depth {
                1 => leaf(tap, &child, chess::Board::get_hash, chess_scratch),
                _ => chess(&child, depth - 1, tap),
            }
        })
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
            nodes += match depth {
                1 => leaf(tap, &child, cozy_chess::Board::hash, cozy_scratch),
                _ => cozy(&child, depth - 1, tap),
            };
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
        nodes += match depth {
            1 => leaf(tap, &child, scratch_key, scratch_key),
            _ => shakmaty(&child, depth - 1, tap),
        };
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
        let child = pos.after(mv);
        nodes += match depth {
            1 => leaf(tap, &child, |c| c.key, |c| scratch_key(&c.pos)),
            _ => shakmaty_keyed(&child, depth - 1, tap),
        };
    }
    nodes
}
