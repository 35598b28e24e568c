//! What differs between the processor families, one module each, with the same items:
//! the entry point (`__arch_entry!`, behind [`crate::entry!`]), output and exit
//! ([`print`], [`exit`]), the counter ([`start_counter`], [`ticks`], [`spin`] and
//! [`SPIN_INSTRUCTIONS`], for [`crate::clock`]) and the stack region ([`stack_region`],
//! [`repaint`], [`PAINT`], [`PAINTED_AT_RESET`], for [`crate::stack`]).
//!
//! - `cortex_m`: Cortex-M0 and M4 (cortex-m-rt, cortex-m-semihosting, SysTick).
//! - `riscv`: RV32 in machine mode (riscv-rt, `semihosting`, `minstret`).
//! - `aarch64`: AArch64 at EL1 (aarch64-rt, `semihosting`, `pmccntr_el0`).

#[cfg(target_arch = "aarch64")]
mod aarch64;
#[cfg(target_arch = "arm")]
mod cortex_m;
#[cfg(target_arch = "riscv32")]
mod riscv;

#[cfg(target_arch = "aarch64")]
pub use aarch64::*;
#[cfg(target_arch = "arm")]
pub use cortex_m::*;
#[cfg(target_arch = "riscv32")]
pub use riscv::*;
