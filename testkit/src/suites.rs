//! The perft suites of `tests/data/`, as text: one position a line with its counts
//! (read them with [`crate::epd`]). Every count was checked against an independent
//! implementation before it was committed.

/// `tests/data/standard.epd`: 128 lines.
pub const STANDARD: &str = include_str!("../../tests/data/standard.epd");
/// `tests/data/edge-cases.epd`: 31 lines.
pub const EDGE_CASES: &str = include_str!("../../tests/data/edge-cases.epd");
/// `tests/data/chess960.epd`: 42 lines, Shredder-FEN and X-FEN.
pub const CHESS960: &str = include_str!("../../tests/data/chess960.epd");
