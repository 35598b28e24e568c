//! Perft against the suites' counts (`tests/data/`): plain, both generators
//! (`suites`), with a table (`hashed`) and with one table shared by several threads
//! (`shared`). With `tests/tables/`, the `strategy` binary (`tests/strategy.rs`), which CI
//! runs again for every other slider strategy.

mod hashed;
mod shared;
mod suites;
