//! Perft: counting the leaves of the move tree.
//!
//! - `legal.rs`: [`Board::perft`](crate::Board::perft) and
//!   [`Board::divide`](crate::Board::divide), the fully legal generator with copy-make
//!   (each child a copy of its parent with the move played on it), and
//!   [`Board::perft_legal_with`](crate::Board::perft_legal_with), the same generator
//!   with a move list and make/unmake.
//! - `children.rs`: [`Children`](children::Children), the legal generator's sink that
//!   turns every move into a [`Play`](crate::play::Play) and has a
//!   [`CountChild`](children::CountChild) count below it: by a copy-made child
//!   (`copy_make.rs`) or, on the last ply but one, on a scratch copy played and taken
//!   back (`scratch.rs`), or not at all when the move cannot change the replies
//!   (`replies.rs`: the count with the move passed, taken once).
//! - `memo.rs`: what the legal perft may remember between positions: nothing, or a
//!   transposition table (`table.rs`: [`PerftTable`](crate::PerftTable) and
//!   [`Board::perft_hashed`](crate::Board::perft_hashed)), or one that several threads
//!   share (`shared.rs`: [`SharedPerftTable`](crate::SharedPerftTable) and
//!   [`Board::perft_shared`](crate::Board::perft_shared), lock-free).
//! - `pseudo.rs`: the classic perft, pseudo-legal moves made with the legality test of
//!   [`Board::make_move`](crate::Board::make_move) ([`Board::perft_pseudo`](crate::Board::perft_pseudo)).
//!
//! Every count is bulk: the last ply is counted by the leaf counter
//! (`generate/count.rs`) or the pseudo-legal one, not made.

mod children;
mod copy_make;
#[cfg(feature = "zobrist")]
mod entry;
mod legal;
mod memo;
mod pseudo;
mod replies;
mod scratch;
#[cfg(all(feature = "zobrist", target_has_atomic = "64"))]
mod shared;
#[cfg(feature = "zobrist")]
mod table;

#[cfg(all(feature = "zobrist", target_has_atomic = "64"))]
pub use shared::{SharedPerftEntry, SharedPerftTable};
#[cfg(feature = "zobrist")]
pub use table::{PerftEntry, PerftTable, PerftTableError};

use crate::board::MAX_PLY;

/// The deepest count of the perfts that make their moves on the board (and not on
/// copies): its undo stack holds [`MAX_PLY`] moves, and the last ply is counted without
/// being made.
const MAX_MADE_DEPTH: u32 = MAX_PLY as u32 + 1;

/// Refuses, with a message, a depth whose lines of moves could overflow the undo stack
/// (an index out of bounds, once a line of the tree is that long).
#[track_caller]
fn check_made_depth(depth: u32) {
    // A short message: the micro:bit's flash holds every byte of it.
    assert!(depth <= MAX_MADE_DEPTH, "perft deeper than the undo stack");
}
