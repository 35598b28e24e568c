//! Instruction counts from SysTick, under QEMU's `-icount shift=0`.
//!
//! With `-icount shift=0`, QEMU's virtual clock advances by exactly 1 ns for every
//! instruction executed, whatever the host is doing. SysTick, clocked from the
//! processor clock (`CLKSOURCE` = 1), counts in that virtual time, so its ticks are a
//! fixed number of instructions each: the firmware does not assume how many, it
//! measures it at start-up on a loop of known length ([`Clock::start`]). Under QEMU 7.2
//! that is 62.5 instructions a tick on the micro:bit (a 16 MHz core clock) and 40 on
//! the MPS2-AN386 (25 MHz), so a reading is good to one tick, and the same program
//! reads the same ticks on every run.
//!
//! SysTick is a 24-bit down-counter. It is reloaded with `0xFF_FFFF` and its exception
//! counts the wrap-arounds, so [`Clock::now`] is a 64-bit tick count that never wraps in
//! practice (checked by hand on loops of up to 4e9 instructions, six wrap-arounds).

use core::arch::asm;
use core::sync::atomic::{AtomicU32, Ordering};

use cortex_m::peripheral::syst::SystClkSource;
use cortex_m::peripheral::{SCB, SYST};
use cortex_m_rt::exception;

/// The reload value: the whole 24-bit range.
const RELOAD: u32 = 0x00FF_FFFF;

/// Ticks from one wrap-around of SysTick to the next.
const PERIOD: u64 = RELOAD as u64 + 1;

/// Loop iterations of the two calibration runs; their difference is timed.
const CALIBRATION: (u32, u32) = (1_000_000, 33_000_000);

/// Instructions per iteration of [`spin`]'s loop: `subs` and `bne`.
const SPIN_INSTRUCTIONS: u64 = 2;

/// SysTick wrap-arounds since [`Clock::start`].
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

/// SysTick running free, and how many instructions its ticks stand for.
pub struct Clock {
    /// Instructions executed in the calibration...
    instructions: u64,
    /// ...and the ticks SysTick counted meanwhile.
    ticks: u64,
}

impl Clock {
    /// Starts SysTick on the processor clock, with its wrap-around exception, and
    /// calibrates it: runs [`spin`]'s loop for two numbers of iterations and divides
    /// the difference in instructions by the difference in ticks, so that the cost of
    /// reading the clock and of calling the loop cancels out.
    pub fn start(mut syst: SYST) -> Clock {
        syst.set_clock_source(SystClkSource::Core);
        syst.set_reload(RELOAD);
        syst.clear_current();
        syst.enable_interrupt();
        syst.enable_counter();
        // The counter starts from the 0 that `clear_current` wrote and loads RELOAD at
        // its first tick, without an exception: only from then on is `now` monotonic.
        // A chip without SysTick never gets there (the real nRF51822 has none; QEMU's
        // micro:bit has one all the same, clocked at the core's 16 MHz).
        let mut polls = 0u32;
        while SYST::get_current() == 0 {
            polls += 1;
            assert!(
                polls < 1_000_000,
                "SysTick does not count: none on this chip?"
            );
        }
        let time = |iterations| {
            let start = Clock::now();
            spin(iterations);
            Clock::now() - start
        };
        let (short, long) = CALIBRATION;
        let short_ticks = time(short);
        let long_ticks = time(long);
        Clock {
            instructions: u64::from(long - short) * SPIN_INSTRUCTIONS,
            ticks: long_ticks - short_ticks,
        }
    }

    /// Ticks since SysTick started.
    pub fn now() -> u64 {
        cortex_m::interrupt::free(|_| {
            let mut wraps = WRAPS.load(Ordering::Relaxed);
            let mut current = SYST::get_current();
            // A wrap-around whose exception is still pending (interrupts are off here)
            // is not in WRAPS yet: count it, and read the counter again, since the first
            // reading may have been taken before or after it.
            if SCB::is_pendst_pending() {
                wraps = wraps.wrapping_add(1);
                current = SYST::get_current();
            }
            u64::from(wraps) * PERIOD + u64::from(RELOAD - current)
        })
    }

    /// The instructions that `ticks` ticks stand for, rounded to the nearest.
    pub fn instructions(&self, ticks: u64) -> u64 {
        (ticks * self.instructions + self.ticks / 2) / self.ticks
    }

    /// The calibration: instructions run, and ticks counted meanwhile.
    pub fn calibration(&self) -> (u64, u64) {
        (self.instructions, self.ticks)
    }
}

/// Runs a loop of exactly [`SPIN_INSTRUCTIONS`] instructions per iteration,
/// `iterations` times (at least once).
#[inline(never)]
fn spin(iterations: u32) {
    // SAFETY: the loop only counts r0 down to zero: it touches no memory and no stack,
    // and declares r0 clobbered. It changes the flags, which is allowed since
    // `preserves_flags` is not given. `iterations` is at least 1 (CALIBRATION), so it
    // ends after `iterations` rounds.
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
