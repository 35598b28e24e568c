//! The workloads of movegen's encoding benchmark, in one crate that cargo can see:
//! the wall-clock and instruction benches (`encodings-study/bench/`), their report
//! (`encodings-study/report/`), the tests and the Cortex-M firmware
//! (`firmware/src/bin/encodings/`) all depend on it.
//!
//! - [`list`]: the one list of workloads ([`WORKLOADS`](list::WORKLOADS)), each
//!   workload's type and name.
//! - [`kernels`], [`engine`]: the timed loops and the engine parts of `order` and
//!   `search`, `core` only.
//! - [`encodings`]: the encodings the workloads run with, the library's list plus
//!   [`Control`], the measurement's twin of `ShiftMask`.
//! - [`workload`] (`std`): the [`Workload`](workload::Workload) trait, each workload's
//!   run and check, and [`for_each_workload`](workload::for_each_workload); [`inputs`]
//!   (`std`): what they run on, made from the perft suites of `movegen-testkit`.
//!
//! `no_std`; the `std` feature (on by default) adds what needs `Vec`.

#![no_std]

#[cfg(feature = "std")]
extern crate std;

pub mod encodings;
pub mod engine;
pub mod kernels;
pub mod list;

#[cfg(feature = "std")]
pub mod inputs;
#[cfg(feature = "std")]
mod reference;
#[cfg(feature = "std")]
pub mod workload;

pub use encodings::Control;
