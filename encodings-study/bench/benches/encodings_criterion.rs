//! Every workload with every encoding as a criterion benchmark: criterion's habits for
//! the encodings study, for a before and after of one's own change (did my edit to
//! `Packed16`'s packing pay?) and criterion's report. The paired verdicts
//! (`cargo bench --bench encodings`) stay the answer *between* encodings; this is the
//! answer *over time*, for one encoding at a time.
//!
//! ```text
//! cargo bench --bench encodings_criterion                          # every group; target/criterion/report/index.html
//! cargo bench --bench encodings_criterion -- pack/                 # one workload (criterion's filter)
//! cargo bench --bench encodings_criterion -- --save-baseline before
//! cargo bench --bench encodings_criterion -- --baseline before     # after the change: the difference
//! cargo bench --bench encodings_criterion -- --test                # each once, checked, untimed (CI)
//! ```
//!
//! One group per workload of `movegen_workloads::list`, named for it, and in it one
//! function per encoding of the benchmark's list (`movegen_workloads::encodings`: the
//! library's and `control`), on the inputs of `movegen_workloads::inputs`: the same
//! workloads, inputs and checks as the paired benchmark, from the same crate. The
//! throughput is the workload's elements; what each encoding computed is checked
//! before and after it is timed.

use std::hint::black_box;
use std::marker::PhantomData;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use movegen::Encoding;
use movegen::encoding::list::EncodingVisitor;
use movegen_workloads::encodings::for_each_encoding;
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{Scratch, Workload, WorkloadVisitor, for_each_workload};

/// Every workload: a group each.
struct Groups<'c> {
    criterion: &'c mut Criterion,
    inputs: &'c Inputs,
}

impl WorkloadVisitor for Groups<'_> {
    fn visit<W: Workload>(&mut self) {
        let mut group = self.criterion.benchmark_group(W::NAME);
        group.throughput(Throughput::Elements(W::elements(self.inputs)));
        for_each_encoding(&mut Functions::<W> {
            group: &mut group,
            inputs: self.inputs,
            workload: PhantomData,
        });
        group.finish();
    }
}

/// Every encoding of one workload: a function each.
struct Functions<'g, 'c, W> {
    group: &'g mut BenchmarkGroup<'c, WallTime>,
    inputs: &'g Inputs,
    workload: PhantomData<W>,
}

impl<W: Workload> EncodingVisitor for Functions<'_, '_, W> {
    fn visit<E: Encoding>(&mut self) {
        let inputs = self.inputs;
        let mut scratch = Scratch::<E>::new(inputs);
        let output = W::run::<E>(inputs, &mut scratch);
        W::check::<E>(inputs, &scratch, output);
        let mut last = None;
        self.group.bench_function(E::NAME, |b| {
            b.iter(|| last = Some(W::run::<E>(black_box(inputs), &mut scratch)))
        });
        if let Some(output) = last {
            W::check::<E>(inputs, &scratch, output);
        }
    }
}

fn bench(criterion: &mut Criterion) {
    let inputs = Inputs::new();
    for_each_workload(&mut Groups {
        criterion,
        inputs: &inputs,
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
