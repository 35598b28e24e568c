//! The run-time shared by the firmware programs (`src/bin/`): start-up through
//! cortex-m-rt, output and exit status through semihosting, a panic handler that exits
//! with failure (panic-semihosting), instruction counts from SysTick ([`clock`]) and
//! the stack's high-water mark ([`stack`]), put together in a [`run::Run`].
//!
//! Built for a board by its target triple (see `build.rs`) and run under QEMU by
//! `cargo run --release`.

#![no_std]

pub mod clock;
pub mod run;
pub mod stack;

// The panic handler: prints the message through semihosting and exits with failure.
use panic_semihosting as _;

/// The board the firmware is built for (`build.rs` derives it from the target).
pub const BOARD: &str = env!("FIRMWARE_BOARD");

/// movegen's slider strategy, as movegen reports it (this crate's `compact` and
/// `magic` features choose it; `compact` wins when both are on).
pub const STRATEGY: &str = movegen::tables::SLIDERS;
