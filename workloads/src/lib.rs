//! The workloads of movegen's encoding benchmark, in one crate that cargo can see:
//! the wall-clock bench (`benches/encodings/`), the instruction bench
//! (`benches/encodings_instructions.rs`), their report (`benches/encodings_report/`),
//! the tests and the Cortex-M firmware (`firmware/src/bin/encodings.rs`) all depend on
//! it.
//!
//! - [`list`]: the one list of workloads ([`WORKLOADS`](list::WORKLOADS),
//!   [`for_each_workload`](list::for_each_workload)).
//! - [`encodings`]: the benchmark's encodings, the library's list plus [`Control`].
//! - [`kernels`], [`engine`]: the timed loops and the engine parts, `core` only.
//! - [`workloads`] (`std`): the [`Workload`](workloads::Workload) trait and each
//!   workload's run and check; [`inputs`] (`std`): what they run on.
//! - [`rng`], [`epd`] (`std`), [`STANDARD`], [`EDGE_CASES`], [`CHESS960`]: the seeded generators, the
//!   suites' reader and the suites, shared with the integration tests.
//!
//! `no_std`; the `std` feature (on by default) adds what needs `Vec`.

#![no_std]

#[cfg(feature = "std")]
extern crate std;

pub mod control;
pub mod encodings;
pub mod engine;
pub mod kernels;
pub mod list;
pub mod rng;

#[cfg(feature = "std")]
pub mod epd;
#[cfg(feature = "std")]
pub mod inputs;
#[cfg(feature = "std")]
pub mod workloads;

pub use control::Control;

/// `tests/data/standard.epd`: 128 lines.
pub const STANDARD: &str = include_str!("../../tests/data/standard.epd");
/// `tests/data/edge-cases.epd`: 31 lines.
pub const EDGE_CASES: &str = include_str!("../../tests/data/edge-cases.epd");
/// `tests/data/chess960.epd`: 42 lines, Shredder-FEN and X-FEN.
pub const CHESS960: &str = include_str!("../../tests/data/chess960.epd");
