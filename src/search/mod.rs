//! What an engine's search asks of a position beyond its moves:
//!
//! - `kinds.rs`: generation by kind ([`MoveKinds`](crate::MoveKinds)): captures or
//!   noisy moves apart from their complements, for a staged move picker and a
//!   quiescence search, restricted at the source;
//! - `pseudo_legal.rs`: whether any move value (from a transposition table or a killer
//!   slot) is a move of the position ([`Board::is_pseudo_legal`](crate::Board::is_pseudo_legal));
//! - `see.rs`: static exchange evaluation ([`Board::see`](crate::Board::see),
//!   [`Board::see_ge`](crate::Board::see_ge) and their `_with` forms);
//! - `null_move.rs`: passing the move, for null-move pruning.
//!
//! The cheap answers a search asks at every node sit with what they share code with:
//! [`Board::has_legal_moves`](crate::Board::has_legal_moves) beside the legal generator
//! (`generate/legal.rs`); repetition along a search's line is the
//! [`SearchPath`](crate::SearchPath)'s, beside the game's (`game/path.rs`). Nothing
//! below this folder imports it.

pub(crate) mod kinds;
pub(crate) mod null_move;
pub(crate) mod pseudo_legal;
pub(crate) mod see;
