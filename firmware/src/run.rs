//! One run of a firmware program: the clock, the stack meter and the tally of what was
//! checked, and the closing line with the exit status.

use core::fmt;

use crate::clock::Clock;
use crate::stack::{self, StackMeter};
use crate::{BOARD, arch, hprintln};

/// What one measured piece of work returned and cost.
pub struct Measured<T> {
    /// The work's result.
    pub value: T,
    /// Instructions executed, from the counter's ticks and the calibration.
    pub instructions: u64,
    /// Bytes of stack in use at the deepest point, from the top of the stack region.
    pub stack: usize,
}

/// A run: what it is, its instruments, and the totals of its checks.
pub struct Run {
    /// `crate` (movegen as a dependency) or `vendored` (the vendored table file).
    route: &'static str,
    /// The slider strategy of the tables in use.
    strategy: &'static str,
    /// The counter, calibrated.
    clock: Clock,
    /// The deepest stack of the run.
    stack: StackMeter,
    /// Units of work counted (perft nodes, lookups)...
    units: u64,
    /// ...and the instructions they took.
    instructions: u64,
    /// Whether every check so far passed.
    ok: bool,
}

impl Run {
    /// Starts the instruments (the counter, calibrated) and says what runs.
    pub fn start(route: &'static str, strategy: &'static str) -> Run {
        let clock = Clock::start();
        let (instructions, ticks) = clock.calibration();
        hprintln!("board {BOARD}, sliders {strategy}, route {route}");
        hprintln!(
            "clock: a loop of {instructions} instructions took {ticks} ticks ({} per tick)",
            Ratio(instructions, ticks)
        );
        Run {
            route,
            strategy,
            clock,
            stack: StackMeter::new(),
            units: 0,
            instructions: 0,
            ok: true,
        }
    }

    /// Runs `work` on a freshly painted stack, between two readings of the clock.
    pub fn measure<T>(&mut self, work: impl FnOnce() -> T) -> Measured<T> {
        let ((value, ticks), stack) = self.stack.measure(|| {
            let start = Clock::now();
            let value = work();
            (value, Clock::now() - start)
        });
        Measured {
            value,
            instructions: self.clock.instructions(ticks),
            stack,
        }
    }

    /// Adds a check to the totals: `units` units of work done in `instructions`, and
    /// whether its result was right.
    pub fn tally(&mut self, units: u64, instructions: u64, right: bool) {
        self.units += units;
        self.instructions += instructions;
        self.ok &= right;
    }

    /// Prints the closing line and exits: status 0 when every check passed and the
    /// stack stayed inside its region, 1 otherwise.
    pub fn finish(mut self) -> ! {
        let peak = self.stack.peak();
        if peak >= stack::capacity() {
            hprintln!("the stack reached the bottom of its region ({peak} bytes)");
            self.ok = false;
        }
        hprintln!(
            "result board={BOARD} strategy={} route={} perft={} stack={peak} insn_per_node={} \
             units={} instructions={}",
            self.strategy,
            self.route,
            if self.ok { "ok" } else { "fail" },
            Ratio(self.instructions, self.units),
            self.units,
            self.instructions,
        );
        arch::exit(self.ok)
    }
}

/// A ratio of two counts, printed with one decimal, rounded to the nearest.
pub struct Ratio(pub u64, pub u64);

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Ratio(num, den) = *self;
        if den == 0 {
            return f.write_str("n/a");
        }
        let tenths = (num * 10 + den / 2) / den;
        write!(f, "{}.{}", tenths / 10, tenths % 10)
    }
}
