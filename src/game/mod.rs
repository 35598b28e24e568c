//! The game around the moves: their text, the positions a game starts from, its state
//! and its books.
//!
//! - `uci.rs`: a position's move read from and written as UCI text;
//! - `san.rs`: Standard Algebraic Notation, written and read ([`San`](crate::San));
//! - `builder.rs`: a position built piece by piece ([`BoardBuilder`](crate::BoardBuilder));
//! - `chess960_start.rs`: the 960 starting positions by their number;
//! - `outcome.rs`: checkmate, stalemate, dead positions and the fifty- and 75-move
//!   rules ([`Outcome`](crate::Outcome));
//! - `history.rs`: a board with the game's moves, for taking moves back
//!   ([`Game`](crate::Game)), and `repetition.rs`, what it tells from them
//!   (repetitions, the outcome by every rule);
//! - `polyglot.rs`: Polyglot opening books read from bytes ([`PolyglotBook`](crate::PolyglotBook)).
//!
//! FEN, the position's own text, is read and written in `fen/`, below: the board is
//! made from it. Nothing below this folder imports it.

pub(crate) mod builder;
pub(crate) mod chess960_start;
pub(crate) mod history;
pub(crate) mod outcome;
pub(crate) mod polyglot;
mod repetition;
pub(crate) mod san;
pub(crate) mod uci;
