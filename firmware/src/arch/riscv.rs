//! RISC-V (32-bit, machine mode): start-up by riscv-rt, output, exit status and panics
//! through the `semihosting` crate, the counter from `minstret`, and the stack region
//! of riscv-rt's link.x.
//!
//! `minstret` is the machine's count of retired instructions, 64 bits read as two
//! halves. Under QEMU 7.2 with `-icount shift=0` it reads the virtual clock, which
//! advances 1 ns per instruction, so a tick is one instruction; [`crate::clock`]
//! measures that rather than assuming it. QEMU's `sifive_e` has the CLINT's `mtime` too,
//! but at 10 MHz (100 instructions a tick): `minstret` is finer, and on a real core it
//! counts exactly what is wanted.

use core::arch::asm;
use core::fmt;

pub use riscv_rt::entry as rt_entry;

/// Declares `$main`, a `fn() -> !`, the program's entry point (riscv-rt's `#[entry]`).
#[doc(hidden)]
#[macro_export]
macro_rules! __arch_entry {
    ($main:path) => {
        #[$crate::arch::rt_entry]
        fn firmware_entry() -> ! {
            $main()
        }
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

/// Nothing to start: `minstret` counts from reset.
pub fn start_counter() {}

/// Instructions retired since reset (`minstret`, `minstreth`).
pub fn ticks() -> u64 {
    loop {
        let (high, low, again): (u32, u32, u32);
        // SAFETY: reads of three counter CSRs, which machine mode may read; no memory,
        // no stack, no flags (RISC-V has none).
        unsafe {
            asm!(
                "csrr {0}, minstreth",
                "csrr {1}, minstret",
                "csrr {2}, minstreth",
                out(reg) high,
                out(reg) low,
                out(reg) again,
                options(nomem, nostack, preserves_flags),
            );
        }
        // The low half carried into the high one between the reads: read again.
        if high == again {
            return (u64::from(high) << 32) | u64::from(low);
        }
    }
}

/// Instructions per iteration of [`spin`]'s loop: `addi` and `bnez`.
pub const SPIN_INSTRUCTIONS: u64 = 2;

/// Runs a loop of exactly [`SPIN_INSTRUCTIONS`] instructions per iteration,
/// `iterations` times (at least once).
#[inline(never)]
pub fn spin(iterations: u32) {
    // SAFETY: the loop only counts a0 down to zero: it touches no memory and no stack,
    // and declares a0 clobbered. `iterations` is at least 1, so it ends after
    // `iterations` rounds.
    unsafe {
        asm!(
            "2:",
            "addi a0, a0, -1",
            "bnez a0, 2b",
            inout("a0") iterations.max(1) => _,
            options(nomem, nostack, preserves_flags),
        );
    }
}

/// Whether the run-time painted the stack at reset.
pub const PAINTED_AT_RESET: bool = false;

/// The word the free stack is painted with (riscv-rt does not paint it: the first
/// [`crate::stack::StackMeter`] does).
pub const PAINT: u32 = 0xCCCC_CCCC;

unsafe extern "C" {
    /// The lowest address of the stack region (riscv-rt's link.x: the end of the heap,
    /// which is empty here).
    static __estack: u32;
    /// One past the highest address of the stack region: the initial stack pointer.
    static _stack_start: u32;
}

/// The stack region, as word pointers: its lowest word and one past its highest.
pub fn stack_region() -> (*mut u32, *mut u32) {
    // Only the addresses of the linker symbols are taken; nothing is read through them.
    (
        (&raw const __estack).cast_mut(),
        (&raw const _stack_start).cast_mut(),
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
    // pointer are free stack. The loop writes the paint to the words from `bottom` (the stack
    // region's lowest word, above every static) up to the stack pointer as this block sees it:
    // below the stack pointer, so in no live frame (the RISC-V calling convention has no red
    // zone; no interrupt is enabled). It pushes nothing and declares the registers it changes.
    unsafe {
        asm!(
            "mv t1, sp",
            "2:",
            "bgeu a0, t1, 3f",
            "sw a2, 0(a0)",
            "addi a0, a0, 4",
            "j 2b",
            "3:",
            inout("a0") bottom => _,
            out("t1") _,
            in("a2") PAINT,
            options(nostack, preserves_flags),
        );
    }
}
