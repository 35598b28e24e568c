//! The game around the moves, one module per subject: the outcome (`outcome`),
//! repetition over long games (`repetition`), SAN (`san`, the forms read and refused
//! `san_forms`), the parsers' error messages (`messages`), the whitespace rule of every reader
//! (`whitespace`), the Zobrist keys (`zobrist`)
//! and Polyglot books (`polyglot`).

mod messages;
mod outcome;
mod polyglot;
mod repetition;
mod san;
mod san_forms;
mod search_path;
mod whitespace;
mod zobrist;
