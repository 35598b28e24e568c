//! Perft: counting the leaves of the move tree.
//!
//! - `legal.rs`: [`Board::perft`](crate::Board::perft) and
//!   [`Board::divide`](crate::Board::divide), the fully legal generator with copy-make
//!   (each child a copy of its parent with the move played on it), and
//!   [`Board::perft_legal_as`](crate::Board::perft_legal_as), the same generator
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
//!   [`Board::perft_shared`](crate::Board::perft_shared), lock-free); either probed by
//!   the board's Polyglot key, or by a seeded key set's, from scratch (`seeded.rs`).
//! - `pseudo.rs`: the classic perft, pseudo-legal moves made with the legality test of
//!   [`Board::make_move`](crate::Board::make_move) ([`Board::perft_pseudo`](crate::Board::perft_pseudo)).
//!
//! Every count is bulk: the last ply is counted by the leaf counter
//! (`generate/count.rs`) or the pseudo-legal one, not made.

mod children;
mod copy_make;
mod entry;
mod legal;
mod memo;
mod pseudo;
mod replies;
mod scratch;
mod seeded;
#[cfg(target_has_atomic = "64")]
mod shared;
mod table;

#[cfg(target_has_atomic = "64")]
pub use shared::{SharedPerftEntry, SharedPerftTable};
pub use table::{PerftEntry, PerftTable, PerftTableError};
