//! What the choice of move encoding costs: one criterion group per workload, one
//! function per encoding, the same inputs for every function of a group.
//!
//! The groups are the workloads of `encodings/workloads.rs`, in the order of its list,
//! the functions the encodings of [`movegen::encoding::list::ENCODINGS`], and the inputs those of
//! `encodings/inputs.rs`: every pseudo-legal move of the suites' positions and of
//! positions a seeded random walk away from them, and perft of three positions. Every
//! function checks what it computed (checksums equal to the ones computed from the
//! inputs without any encoding, perft counts equal to the suite's), and the throughput
//! is in moves (or perft leaf nodes).
//! Run it, then print the comparison (`encodings/report.rs`):
//!
//! ```text
//! cargo bench --bench encodings
//! cargo bench --bench encodings_report
//! ```
//!
//! `cargo bench --bench encodings -- --test` runs every function once, timing nothing.

use std::marker::PhantomData;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode, Throughput};
use criterion::{criterion_group, criterion_main};
use movegen::Encoding;
use movegen::encoding::list::{EncodingVisitor, for_each_encoding};

#[path = "encodings/workloads.rs"]
mod workloads;
use workloads::{Inputs, Scratch, Workload, WorkloadVisitor, for_each_workload};

/// A criterion group for each workload.
struct Groups<'c, 'i> {
    criterion: &'c mut Criterion,
    inputs: &'i Inputs,
}

impl WorkloadVisitor for Groups<'_, '_> {
    fn visit<W: Workload>(&mut self) {
        let mut group = self.criterion.benchmark_group(W::NAME);
        group.throughput(Throughput::Elements(W::elements(self.inputs)));
        if W::SAMPLING.flat {
            group.sampling_mode(SamplingMode::Flat);
        }
        group.warm_up_time(W::SAMPLING.warm_up);
        group.measurement_time(W::SAMPLING.measurement);
        group.sample_size(W::SAMPLING.samples);
        for_each_encoding(&mut Functions::<W> {
            group: &mut group,
            inputs: self.inputs,
            workload: PhantomData,
        });
        group.finish();
    }
}

/// A function of workload `W`'s group for each encoding, checking its last result. A
/// function that a command-line filter leaves out computes and checks nothing.
struct Functions<'g, 'c, 'i, W> {
    group: &'g mut BenchmarkGroup<'c, WallTime>,
    inputs: &'i Inputs,
    workload: PhantomData<W>,
}

impl<W: Workload> EncodingVisitor for Functions<'_, '_, '_, W> {
    fn visit<E: Encoding>(&mut self) {
        let inputs = self.inputs;
        let mut scratch = Scratch::<E>::new(inputs);
        let mut output = None;
        self.group.bench_function(E::NAME, |b| {
            b.iter(|| output = Some(W::run::<E>(inputs, &mut scratch)))
        });
        if let Some(output) = output {
            W::check::<E>(inputs, &scratch, output);
        }
    }
}

fn encodings(c: &mut Criterion) {
    let inputs = Inputs::new();
    for_each_workload(&mut Groups {
        criterion: c,
        inputs: &inputs,
    });
}

criterion_group! {
    name = benches;
    // 10,000 bootstrap resamples rather than 100,000: the analysis of 32 functions then
    // takes seconds, not minutes, on this machine, for the same medians.
    config = Criterion::default().nresamples(10_000);
    targets = encodings
}
criterion_main!(benches);
