//! Instruction counts from the target's counter ([`crate::arch`]: SysTick on Cortex-M,
//! `minstret` on RISC-V, `pmccntr_el0` on AArch64), under QEMU's `-icount shift=0`.
//!
//! With `-icount shift=0`, QEMU's virtual clock advances by exactly 1 ns for every
//! instruction executed, whatever the host is doing, and each counter counts in that
//! virtual time, so its ticks are a fixed number of instructions each. The firmware
//! does not assume how many: it measures it at start-up on a loop of known length
//! ([`Clock::start`]). A reading is good to one tick, and the same program reads the
//! same ticks on every run.

use crate::arch;

/// Loop iterations of the two calibration runs; their difference is timed.
const CALIBRATION: (u32, u32) = (1_000_000, 33_000_000);

/// The target's counter running, and how many instructions its ticks stand for.
pub struct Clock {
    /// Instructions executed in the calibration...
    instructions: u64,
    /// ...and the ticks the counter counted meanwhile.
    ticks: u64,
}

impl Clock {
    /// Starts the counter and calibrates it: runs [`arch::spin`]'s loop for two numbers
    /// of iterations and divides the difference in instructions by the difference in
    /// ticks, so that the cost of reading the clock and of calling the loop cancels out.
    pub fn start() -> Clock {
        arch::start_counter();
        let time = |iterations| {
            let start = Clock::now();
            arch::spin(iterations);
            Clock::now() - start
        };
        let (short, long) = CALIBRATION;
        let short_ticks = time(short);
        let long_ticks = time(long);
        Clock {
            instructions: u64::from(long - short) * arch::SPIN_INSTRUCTIONS,
            ticks: long_ticks - short_ticks,
        }
    }

    /// Ticks since the counter started.
    pub fn now() -> u64 {
        arch::ticks()
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
