//! The perft suites of `tests/data/`, as text: one position a line with its counts
//! (read them with [`crate::epd`]). Every count was checked against an independent
//! implementation before it was committed.
//!
//! [`ALL`] is the one list of suites: `tests/perft/suites.rs` counts every suite in it
//! and fails when a file of `tests/data/` is missing from it, and `.ci/run` counts
//! every file of `tests/data/` in full.

/// `tests/data/standard.epd`: 128 lines.
pub const STANDARD: &str = include_str!("../../tests/data/standard.epd");
/// `tests/data/edge-cases.epd`: 31 lines.
pub const EDGE_CASES: &str = include_str!("../../tests/data/edge-cases.epd");
/// `tests/data/chess960.epd`: 42 lines, Shredder-FEN and X-FEN.
pub const CHESS960: &str = include_str!("../../tests/data/chess960.epd");

/// A perft suite of `tests/data/`.
#[derive(Clone, Copy, Debug)]
pub struct Suite {
    /// The file's name in `tests/data/`.
    pub file: &'static str,
    /// Its text.
    pub text: &'static str,
    /// How many lines hold a position.
    pub lines: usize,
}

/// Every suite of `tests/data/`.
pub const ALL: [Suite; 3] = [
    Suite {
        file: "standard.epd",
        text: STANDARD,
        lines: 128,
    },
    Suite {
        file: "edge-cases.epd",
        text: EDGE_CASES,
        lines: 31,
    },
    Suite {
        file: "chess960.epd",
        text: CHESS960,
        lines: 42,
    },
];
