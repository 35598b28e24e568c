//! AArch64 (EL1, bare metal): start-up by aarch64-rt (its `entry!`: the floating
//! point unit on, `.bss` zeroed, the boot stack set; no MMU, no exception vector),
//! output, exit status and panics through the `semihosting` crate, the counter from the
//! performance monitors' cycle counter (`pmccntr_el0`), and aarch64-rt's boot stack.
//!
//! QEMU 7.2 counts a cycle per nanosecond of virtual time (a 1 GHz core): with
//! `-icount shift=0` (1 ns per instruction) a tick is one instruction; [`crate::clock`]
//! measures that rather than assuming it. The generic timer (`cntvct_el0`) was tried
//! first: at 62.5 MHz its tick is 16 instructions, and where the program starts within
//! a tick differs from run to run, so its readings differed by one tick between runs.

use core::arch::asm;
use core::fmt;

pub use aarch64_rt::entry as rt_entry;

/// Pages (4 KiB each) of the boot stack: 256 KiB (the encodings firmware's search
/// takes about 70 KiB).
pub const STACK_PAGES: usize = 64;

/// Declares `$main`, a `fn() -> !`, the program's entry point (aarch64-rt's `entry!`,
/// with a boot stack of [`STACK_PAGES`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __arch_entry {
    ($main:path) => {
        fn firmware_entry(_: u64, _: u64, _: u64, _: u64) -> ! {
            $main()
        }
        $crate::arch::rt_entry!(firmware_entry, { $crate::arch::STACK_PAGES });
    };
}

/// Prints a line to the host's standard output.
pub fn print(line: fmt::Arguments) {
    semihosting::println!("{line}");
}

/// Ends the program with exit status 0 (`ok`) or 1.
pub fn exit(ok: bool) -> ! {
    semihosting::process::exit(if ok { 0 } else { 1 })
}

/// Starts the cycle counter: the performance monitors enabled (`PMCR_EL0.E`) and their
/// cycle counter in them (`PMCNTENSET_EL0.C`).
pub fn start_counter() {
    // SAFETY: writes of two performance-monitor registers, which EL1 may write: they
    // start the counters and change nothing else (no memory, no stack, no flags).
    unsafe {
        asm!(
            "msr pmcr_el0, {enable}",
            "msr pmcntenset_el0, {cycles}",
            "isb",
            enable = in(reg) 1u64,
            cycles = in(reg) 1u64 << 31,
            options(nomem, nostack, preserves_flags),
        );
    }
}

/// Cycles counted since [`start_counter`].
pub fn ticks() -> u64 {
    let count: u64;
    // SAFETY: `isb` then a read of the cycle counter, which EL1 may read; no memory, no
    // stack, no flags.
    unsafe {
        asm!(
            "isb",
            "mrs {0}, pmccntr_el0",
            out(reg) count,
            options(nomem, nostack, preserves_flags),
        );
    }
    count
}

/// Instructions per iteration of [`spin`]'s loop: `subs` and `b.ne`.
pub const SPIN_INSTRUCTIONS: u64 = 2;

/// Runs a loop of exactly [`SPIN_INSTRUCTIONS`] instructions per iteration,
/// `iterations` times (at least once).
#[inline(never)]
pub fn spin(iterations: u32) {
    // SAFETY: the loop only counts x0 down to zero: it touches no memory and no stack,
    // and declares x0 clobbered. It changes the flags, which is allowed since
    // `preserves_flags` is not given. `iterations` is at least 1, so it ends.
    unsafe {
        asm!(
            "2:",
            "subs x0, x0, #1",
            "b.ne 2b",
            inout("x0") u64::from(iterations.max(1)) => _,
            options(nomem, nostack),
        );
    }
}

/// Whether the run-time painted the stack at reset.
pub const PAINTED_AT_RESET: bool = false;

/// The word the free stack is painted with (aarch64-rt does not paint it: the first
/// [`crate::stack::StackMeter`] does).
pub const PAINT: u32 = 0xCCCC_CCCC;

unsafe extern "C" {
    /// The lowest address of the boot stack (aarch64-rt's image.ld).
    static boot_stack_begin: u32;
    /// One past its highest address: the initial stack pointer.
    static boot_stack_end: u32;
}

/// The stack region, as word pointers: its lowest word and one past its highest.
pub fn stack_region() -> (*mut u32, *mut u32) {
    // Only the addresses of the linker symbols are taken; nothing is read through them.
    (
        (&raw const boot_stack_begin).cast_mut(),
        (&raw const boot_stack_end).cast_mut(),
    )
}

/// Paints every word from `bottom` up to, not including, the stack pointer.
///
/// In assembly, so that the stack pointer is read where the painting starts (a value
/// read in Rust may be taken before the prologue saves registers below it).
///
/// # Safety
///
/// `bottom` must be word-aligned and at or below the stack pointer, and every word
/// from it up to the stack pointer must be RAM that no live object uses: the free part
/// of the stack region, as from the lowest word that [`stack_region`] gives.
pub unsafe fn repaint(bottom: *mut u32) {
    // SAFETY: the caller promises (`# Safety`) that the words from `bottom` up to the stack
    // pointer are free stack. The loop writes the paint to the words from `bottom` (the boot
    // stack's lowest word) up to the stack pointer as this block sees it: below the stack
    // pointer, so in no live frame (AAPCS64 has no red zone; no interrupt is enabled). It
    // pushes nothing, declares the registers it changes, and changes the flags, which it may
    // (no `preserves_flags`).
    unsafe {
        asm!(
            "mov x1, sp",
            "2:",
            "cmp x0, x1",
            "b.hs 3f",
            "str w2, [x0], #4",
            "b 2b",
            "3:",
            inout("x0") bottom => _,
            out("x1") _,
            in("w2") PAINT,
            options(nostack),
        );
    }
}
