//! movegen's integration tests, one binary (one link, and the generic code they share,
//! the perfts and the generators, compiled once at the dev profile's `opt-level = 3`):
//! a module per subject, each a folder of its own with a file per question.
//!
//! - `against_shakmaty`: movegen against an independent implementation along seeded
//!   random playouts.
//! - `board`: building and reading positions, making moves, generating them.
//! - `encodings`: the move encodings against one another and against the board.
//! - `game`: the game around the moves (outcome, repetition, SAN, keys, books).
//! - `properties`: property tests (proptest) along random playouts, and the parsers.
//! - `repository`: what the repository promises of itself (doctests of the guides, no
//!   dependency, the sizes the docs quote).
//!
//! The tests that CI runs again for every slider strategy, the lookups and perft, are
//! the `strategy` binary (`tests/strategy.rs`); Miri's are `tests/unsafe_code.rs`.

mod against_shakmaty;
mod board;
mod encodings;
mod game;
mod properties;
mod repository;
