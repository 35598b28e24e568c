//! What movegen's tests (`tests/`), fuzz targets (`fuzz/`) and benchmark inputs
//! (`encodings-study/workloads/`) share, written once:
//!
//! - [`suites`]: the perft suites of `tests/data/`, and [`epd`], their reader (the
//!   perft command's own, with the counts the tests read);
//! - [`rng`]: the seeded generators;
//! - [`quoted`]: command output quoted in the docs, checked against the command;
//! - [`positions`]: the suites' positions and those one move from each, for the
//!   search API's tests;
//! - [`legal`]: one position checked by the board's own paths (make and unmake, the
//!   make-time test, the legal generator, `legal_moves`, `count_legal`, the keys);
//! - [`whitespace`]: the one list of inputs every reader of text is tested with;
//! - with the `shakmaty` feature (on by default), [`convert`]: a board, a FEN and a move
//!   as shakmaty sees them, and [`compare`]: check, the legal moves and the game's state
//!   (SAN, checkmate, stalemate, insufficient material, outcome, key) against shakmaty's.

pub mod epd;
pub mod legal;
pub mod positions;
pub mod quoted;
pub mod rng;
pub mod suites;
pub mod whitespace;

#[cfg(feature = "shakmaty")]
pub mod compare;
#[cfg(feature = "shakmaty")]
pub mod convert;

pub use suites::{CHESS960, EDGE_CASES, STANDARD};
