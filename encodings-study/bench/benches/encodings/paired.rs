//! The paired measurement of one workload: every encoding timed in rounds of short
//! slices, one slice of each encoding per round, in an order shuffled every round by a
//! seeded generator.
//!
//! A slice is as many iterations of the workload as take about [`SLICE`] with
//! `shift_mask` (at least one), the same number for every encoding. Before the rounds,
//! [`WARM_UP_ROUNDS`] untimed rounds run every encoding's code and touch its buffers.
//! A process measures every workload for its share of the mode's time
//! ([`Mode::budget`] over [`Mode::processes`]), and at least [`MIN_ROUNDS`] rounds:
//! workloads whose slice is one iteration (milliseconds each: perft, make-unmake,
//! search) get more time than those of many iterations, whose intervals are already
//! narrow after a few seconds.

use std::hint::black_box;
use std::marker::PhantomData;
use std::time::{Duration, Instant};

use movegen::Encoding;
use movegen::encoding::list::EncodingVisitor;
use movegen_testkit::rng::{Rng, XorShift64Star};
use movegen_workloads::encodings::{BASELINE, ENCODINGS, for_each_encoding};
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{Scratch, Workload};

use serde::{Deserialize, Serialize};

/// How long a slice should take.
const SLICE: Duration = Duration::from_millis(1);

/// Untimed rounds before the timed ones.
const WARM_UP_ROUNDS: usize = 3;

/// The fewest timed rounds in a process, however long they take.
const MIN_ROUNDS: usize = 10;

/// The seed of the order of the slices in each round.
const SEED: u64 = 0x3c6e_f372_fe94_f82b;

/// How long the run measures each workload.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Each workload with each encoding once, checked, nothing timed.
    Test,
    /// 2 s a workload: coarse intervals, the whole path (CI).
    Quick,
    /// 20 s a workload: the answer, in about three minutes.
    Default,
    /// 60 s a workload: finer intervals.
    Long,
}

impl Mode {
    /// How many processes measure each workload, one after the other, each for its
    /// share of the time: the processes' spread is the interval's (`stats.rs`).
    pub fn processes(self) -> usize {
        match self {
            Mode::Test => 1,
            Mode::Quick => 3,
            Mode::Default | Mode::Long => 6,
        }
    }

    /// How long a workload is measured in all: `long` when its slice is a single
    /// iteration.
    pub fn budget(self, long: bool) -> Duration {
        let (short, long_) = match self {
            Mode::Test => (0, 0),
            Mode::Quick => (1, 4),
            Mode::Default => (8, 36),
            Mode::Long => (24, 110),
        };
        Duration::from_secs(if long { long_ } else { short })
    }

    /// The mode's option (`--quick`), empty for the default.
    pub fn option(self) -> &'static str {
        match self {
            Mode::Test => "--test",
            Mode::Quick => "--quick",
            Mode::Default => "",
            Mode::Long => "--long",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mode::Test => "test",
            Mode::Quick => "quick",
            Mode::Default => "default",
            Mode::Long => "long",
        }
    }

    pub fn describe(self) -> String {
        format!(
            "{} run ({} s a workload, {} s for those of milliseconds an iteration, in {} \
             processes; slices of about {} ms)",
            self.name(),
            self.budget(false).as_secs(),
            self.budget(true).as_secs(),
            self.processes(),
            SLICE.as_millis()
        )
    }
}

/// One encoding's run of the workload, ready to time.
trait Slot {
    /// Runs `iterations` iterations and returns how long they took.
    fn run(&mut self, iterations: u64) -> Duration;
    /// Checks what the last iteration computed (panics when it is wrong).
    fn check(&mut self);
}

struct Prepared<'i, W: Workload, E> {
    inputs: &'i Inputs,
    scratch: Scratch<E>,
    output: Option<W::Output>,
}

impl<W: Workload, E: Encoding> Slot for Prepared<'_, W, E> {
    fn run(&mut self, iterations: u64) -> Duration {
        let start = Instant::now();
        for _ in 0..iterations {
            self.output = Some(W::run::<E>(black_box(self.inputs), &mut self.scratch));
        }
        start.elapsed()
    }

    fn check(&mut self) {
        let output = self.output.take().expect("a run before the check");
        W::check::<E>(self.inputs, &self.scratch, output);
    }
}

/// A slot for each encoding of the benchmark's list, in its order.
struct Slots<'i, W> {
    inputs: &'i Inputs,
    slots: Vec<Box<dyn Slot + 'i>>,
    workload: PhantomData<W>,
}

impl<'i, W: Workload> EncodingVisitor for Slots<'i, W> {
    fn visit<E: Encoding>(&mut self) {
        self.slots.push(Box::new(Prepared::<W, E> {
            inputs: self.inputs,
            scratch: Scratch::new(self.inputs),
            output: None,
        }));
    }
}

/// What one process's rounds measured for one workload.
#[derive(Serialize, Deserialize)]
pub struct Measured {
    pub workload: String,
    pub element: String,
    pub elements: u64,
    pub iterations: u64,
    /// How long the rounds took.
    pub seconds: f64,
    /// Nanoseconds per iteration, by encoding (in the list's order), then by round.
    pub times: Vec<Vec<f64>>,
}

pub fn index(name: &str) -> usize {
    ENCODINGS.iter().position(|&e| e == name).expect("listed")
}

impl Measured {
    pub fn rounds(&self) -> usize {
        self.times[0].len()
    }
}

/// Measures workload `W` with every encoding (or, in [`Mode::Test`], runs and checks
/// each once and returns `None`).
pub fn measure<W: Workload>(inputs: &Inputs, mode: Mode, process: usize) -> Option<Measured> {
    let mut slots = Slots::<W> {
        inputs,
        slots: Vec::new(),
        workload: PhantomData,
    };
    for_each_encoding(&mut slots);
    let mut slots = slots.slots;
    for slot in &mut slots {
        slot.run(1);
        slot.check();
    }
    if mode == Mode::Test {
        return None;
    }
    let baseline = index(BASELINE);
    // Calibrate: the baseline's time per iteration over at least 20 ms.
    let (mut n, mut spent) = (0_u64, Duration::ZERO);
    while spent < Duration::from_millis(20) {
        spent += slots[baseline].run(1);
        n += 1;
    }
    let per_iteration = spent.as_secs_f64() / n as f64;
    let iterations = ((SLICE.as_secs_f64() / per_iteration).round() as u64).max(1);

    let mut order: Vec<usize> = (0..slots.len()).collect();
    let mut rng = XorShift64Star(SEED ^ process as u64);
    let mut times = vec![Vec::new(); slots.len()];
    let budget = mode.budget(iterations == 1) / mode.processes() as u32;
    let start = Instant::now();
    let mut round = 0;
    loop {
        let timed = round >= WARM_UP_ROUNDS;
        if timed && times[0].len() >= MIN_ROUNDS && start.elapsed() >= budget {
            break;
        }
        // Fisher-Yates.
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        for &e in &order {
            let took = slots[e].run(iterations);
            if timed {
                times[e].push(took.as_nanos() as f64 / iterations as f64);
            }
        }
        round += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    for slot in &mut slots {
        slot.check();
    }
    Some(Measured {
        workload: W::NAME.to_owned(),
        element: W::ELEMENT.to_owned(),
        elements: W::elements(inputs),
        iterations,
        seconds,
        times,
    })
}
