//! Cortex-M (the micro:bit and the MPS2-AN386): start-up by cortex-m-rt, output and
//! exit status through cortex-m-semihosting, panics through panic-semihosting, the
//! counter from SysTick, and the stack region that cortex-m-rt's `paint-stack` painted
//! at reset.
//!
//! SysTick is a 24-bit down-counter on the processor clock (`CLKSOURCE` = 1). It is
//! reloaded with `0xFF_FFFF` and its exception counts the wrap-arounds, so [`ticks`] is
//! a 64-bit count that never wraps in practice (checked by hand on loops of up to 4e9
//! instructions, six wrap-arounds). Under QEMU 7.2 with `-icount shift=0` a tick is
//! 62.5 instructions on the micro:bit (a 16 MHz core clock) and 40 on the MPS2-AN386
//! (25 MHz); [`crate::clock`] measures it.

use core::arch::asm;
use core::fmt;
use core::sync::atomic::{AtomicU32, Ordering};

use cortex_m::peripheral::syst::SystClkSource;
use cortex_m::peripheral::{SCB, SYST};
use cortex_m_rt::exception;
use cortex_m_semihosting::{debug, hprintln};
// The panic handler: prints the message through semihosting and exits with failure.
use panic_semihosting as _;

pub use cortex_m_rt::entry as rt_entry;

/// Declares `$main`, a `fn() -> !`, the program's entry point (cortex-m-rt's `#[entry]`).
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
    hprintln!("{line}");
}

/// Ends the program with exit status 0 (`ok`) or 1.
pub fn exit(ok: bool) -> ! {
    debug::exit(if ok {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    unreachable!("semihosting exit returned: not run under a debugger or QEMU")
}

/// The reload value: the whole 24-bit range.
const RELOAD: u32 = 0x00FF_FFFF;

/// Ticks from one wrap-around of SysTick to the next.
const PERIOD: u64 = RELOAD as u64 + 1;

/// SysTick wrap-arounds since [`start_counter`].
static WRAPS: AtomicU32 = AtomicU32::new(0);

/// Counts one wrap-around of SysTick.
#[exception]
fn SysTick() {
    // Only this handler writes WRAPS and nothing preempts it, so a load and a store are
    // enough (the Cortex-M0 has no atomic read-modify-write).
    WRAPS.store(
        WRAPS.load(Ordering::Relaxed).wrapping_add(1),
        Ordering::Relaxed,
    );
}

/// Starts SysTick on the processor clock, with its wrap-around exception.
pub fn start_counter() {
    let peripherals = cortex_m::Peripherals::take().expect("the peripherals are taken once");
    let mut syst = peripherals.SYST;
    syst.set_clock_source(SystClkSource::Core);
    syst.set_reload(RELOAD);
    syst.clear_current();
    syst.enable_interrupt();
    syst.enable_counter();
    // The counter starts from the 0 that `clear_current` wrote and loads RELOAD at its
    // first tick, without an exception: only from then on is `ticks` monotonic. A chip
    // without SysTick never gets there (the real nRF51822 has none; QEMU's micro:bit
    // has one all the same, clocked at the core's 16 MHz).
    let mut polls = 0u32;
    while SYST::get_current() == 0 {
        polls += 1;
        assert!(
            polls < 1_000_000,
            "SysTick does not count: none on this chip?"
        );
    }
}

/// Ticks since SysTick started.
pub fn ticks() -> u64 {
    cortex_m::interrupt::free(|_| {
        let mut wraps = WRAPS.load(Ordering::Relaxed);
        let mut current = SYST::get_current();
        // A wrap-around whose exception is still pending (interrupts are off here) is
        // not in WRAPS yet: count it, and read the counter again, since the first
        // reading may have been taken before or after it.
        if SCB::is_pendst_pending() {
            wraps = wraps.wrapping_add(1);
            current = SYST::get_current();
        }
        u64::from(wraps) * PERIOD + u64::from(RELOAD - current)
    })
}

/// Instructions per iteration of [`spin`]'s loop: `subs` and `bne`.
pub const SPIN_INSTRUCTIONS: u64 = 2;

/// Runs a loop of exactly [`SPIN_INSTRUCTIONS`] instructions per iteration,
/// `iterations` times (at least once).
#[inline(never)]
pub fn spin(iterations: u32) {
    // SAFETY: the loop only counts r0 down to zero: it touches no memory and no stack,
    // and declares r0 clobbered. It changes the flags, which is allowed since
    // `preserves_flags` is not given. `iterations` is at least 1, so it ends after
    // `iterations` rounds.
    unsafe {
        asm!(
            "2:",
            "subs r0, #1",
            "bne 2b",
            inout("r0") iterations.max(1) => _,
            options(nomem, nostack),
        );
    }
}

/// Whether the run-time painted the stack at reset.
pub const PAINTED_AT_RESET: bool = true;

/// The word the free stack is painted with (cortex-m-rt's, which painted it at reset).
pub const PAINT: u32 = cortex_m_rt::STACK_PAINT_VALUE;

unsafe extern "C" {
    /// The lowest address of the stack region (cortex-m-rt's link.x).
    static _stack_end: u32;
    /// One past the highest address of the stack region: the initial stack pointer.
    static _stack_start: u32;
}

/// The stack region, as word pointers: its lowest word and one past its highest.
pub fn stack_region() -> (*mut u32, *mut u32) {
    // Only the addresses of the linker symbols are taken; nothing is read through them.
    (
        (&raw const _stack_end).cast_mut(),
        (&raw const _stack_start).cast_mut(),
    )
}

/// Paints every word from `bottom` up to, not including, the stack pointer.
///
/// In assembly, so that the stack pointer is read where the painting starts: a value
/// read in Rust may be taken before the function's prologue pushes its registers, and
/// painting down from it would overwrite them.
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
    // below the stack pointer, so in no live frame (Arm procedure call standard: nothing below
    // SP is in use; an exception that pushes a frame there meanwhile is over before the next
    // write). It pushes nothing, declares the registers it changes, and changes the flags,
    // which it may (no `preserves_flags`).
    unsafe {
        asm!(
            "mov r1, sp",
            "2:",
            "cmp r0, r1",
            "bhs 3f",
            "str r2, [r0]",
            "adds r0, #4",
            "b 2b",
            "3:",
            inout("r0") bottom => _,
            out("r1") _,
            in("r2") PAINT,
            options(nostack),
        );
    }
}
