//! The game around the moves, one module per subject: the outcome (`outcome`),
//! repetition over long games (`repetition`), SAN (`san`), the Zobrist keys (`zobrist`)
//! and Polyglot books (`polyglot`).

mod outcome;
mod polyglot;
mod repetition;
mod san;
mod search_path;
mod zobrist;
