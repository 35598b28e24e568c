//! The run-time shared by the firmware programs (`src/bin/`): start-up, output and exit
//! status through semihosting, a panic handler that exits with failure, instruction
//! counts from the processor's counter ([`clock`]) and the stack's high-water mark
//! ([`stack`]), put together in a [`run::Run`]. What differs between Cortex-M, RISC-V
//! and AArch64 is in [`arch`].
//!
//! Built for a board by its target triple (see `build.rs`) and run under QEMU by
//! `cargo run --release`.

#![no_std]

pub mod arch;
pub mod clock;
pub mod run;
pub mod stack;

/// The board the firmware is built for (`build.rs` derives it from the target).
pub const BOARD: &str = env!("FIRMWARE_BOARD");

/// movegen's slider strategy, as movegen reports it (this crate's `compact` and
/// `magic` features choose it; `compact` wins when both are on).
pub const STRATEGY: &str = movegen::tables::SLIDERS;

/// Declares `$main`, a `fn() -> !`, the program's entry point, through the start-up
/// of the target's run-time crate (cortex-m-rt, riscv-rt or aarch64-rt).
#[macro_export]
macro_rules! entry {
    ($main:path) => {
        $crate::__arch_entry!($main);
    };
}

/// Prints a line to the host's standard output through semihosting, formatted as
/// `format_args!` formats.
#[macro_export]
macro_rules! hprintln {
    ($($arg:tt)*) => {
        $crate::arch::print(format_args!($($arg)*))
    };
}
