//! Shared by the integration tests: the public perft suites copied into `tests/data/`,
//! their reader and the seeded generators. The benches, the examples and the vendored
//! crate include the same files by path.

#![allow(dead_code)]

pub mod epd;
pub mod rng;

/// `tests/data/standard.epd`: 128 lines.
pub const STANDARD: &str = include_str!("../data/standard.epd");
/// `tests/data/edge-cases.epd`: 31 lines.
pub const EDGE_CASES: &str = include_str!("../data/edge-cases.epd");
/// `tests/data/chess960.epd`: 42 lines, Shredder-FEN and X-FEN.
pub const CHESS960: &str = include_str!("../data/chess960.epd");
