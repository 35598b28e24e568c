//! What the choice of move encoding costs, in instructions: every workload of
//! `movegen-workloads` (`encodings-study/workloads/`) with every encoding of the
//! benchmark's list
//! ([`movegen_workloads::encodings::ENCODINGS`]: the library's and the `control` twin
//! of `shift_mask`), on the same inputs as the wall-clock benchmark, each run once under valgrind's callgrind through
//! gungraun. Instruction counts repeat exactly from run to run, so they resolve
//! differences that wall-clock times on a shared machine cannot.
//!
//! ```text
//! cargo install gungraun-runner --version 0.20.0   # once: exactly the library's version
//! cargo bench --bench encodings_instructions
//! cargo bench --bench encodings_report
//! ```
//!
//! One benchmark per (workload, encoding) pair, numbered in the order of the two lists
//! (`cases_0` is the first workload with the first encoding, and so on); the id names
//! the pair in its summary (`Case` prints as `workload/encoding`). Only the workload's
//! run is counted: building the inputs (`setup`) and checking what the run computed
//! (`teardown`, which panics when it is wrong) are not.
//!
//! Build it for baseline x86-64 (no `-C target-cpu=native`): valgrind 3.19 does not
//! decode AVX-512.

// gungraun's macros generate undocumented modules, functions and constants.
#![allow(missing_docs)]

use std::fmt;
use std::hint::black_box;
use std::marker::PhantomData;

use gungraun::{
    Callgrind, LibraryBenchmarkConfig, library_benchmark, library_benchmark_group, main,
};
use movegen::Encoding;
use movegen::encoding::list::EncodingVisitor;
use movegen_report::formats::instructions;
use movegen_workloads::encodings::{ENCODINGS, for_each_encoding};
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{
    Scratch, WORKLOADS, Workload, WorkloadVisitor, for_each_workload,
};

/// A (workload, encoding) pair by its place in the two lists.
#[derive(Clone, Copy)]
struct Case(usize);

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (workload, encoding) = instructions::pair(self.0, ENCODINGS.len());
        write!(f, "{}/{}", WORKLOADS[workload], ENCODINGS[encoding])
    }
}

/// Every pair: each workload with each encoding.
fn cases() -> impl Iterator<Item = Case> {
    (0..WORKLOADS.len() * ENCODINGS.len()).map(Case)
}

/// A workload ready to run with one encoding, then to check what it computed.
trait Job {
    fn run(&mut self);
    fn check(self: Box<Self>);
}

struct Prepared<W: Workload, E> {
    inputs: Inputs,
    scratch: Scratch<E>,
    output: Option<W::Output>,
}

impl<W: Workload, E: Encoding> Job for Prepared<W, E> {
    fn run(&mut self) {
        self.output = Some(W::run::<E>(black_box(&self.inputs), &mut self.scratch));
    }

    fn check(self: Box<Self>) {
        let output = self.output.expect("the run's output");
        W::check::<E>(&self.inputs, &self.scratch, output);
    }
}

/// Finds the pair numbered `case` in the two lists and prepares it.
struct Prepare {
    case: usize,
    seen: usize,
    job: Option<Box<dyn Job>>,
}

impl WorkloadVisitor for Prepare {
    fn visit<W: Workload>(&mut self) {
        for_each_encoding(&mut PrepareWith::<W>(self, PhantomData));
    }
}

struct PrepareWith<'p, W>(&'p mut Prepare, PhantomData<W>);

impl<W: Workload> EncodingVisitor for PrepareWith<'_, W> {
    fn visit<E: Encoding>(&mut self) {
        let prepare = &mut *self.0;
        if prepare.seen == prepare.case {
            let inputs = Inputs::new();
            prepare.job = Some(Box::new(Prepared::<W, E> {
                scratch: Scratch::new(&inputs),
                inputs,
                output: None,
            }));
        }
        prepare.seen += 1;
    }
}

fn setup(case: Case) -> Box<dyn Job> {
    let mut prepare = Prepare {
        case: case.0,
        seen: 0,
        job: None,
    };
    for_each_workload(&mut prepare);
    prepare.job.expect("a case within the lists")
}

fn teardown(job: Box<dyn Job>) {
    job.check();
}

#[library_benchmark]
#[benches::cases(iter = cases(), setup = setup, teardown = teardown)]
fn run(mut job: Box<dyn Job>) -> Box<dyn Job> {
    job.run();
    job
}

library_benchmark_group!(name = encodings; benchmarks = run);

main!(
    // Instructions only: the cache simulation's hits vary a little from run to run (the
    // addresses do), and the run is faster without it.
    config = LibraryBenchmarkConfig::default().tool(Callgrind::with_args(["--cache-sim=no"]));
    library_benchmark_groups = encodings
);
