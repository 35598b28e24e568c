//! The encoding benchmark's workloads with `ByteUnion`, the encoding whose reads are
//! `unsafe` (`src/encoding/byte_union.rs`), at a size Miri can run: every workload of
//! the list, on `Inputs::small`, each checked. Miri runs it beside the root crate's
//! `tests/unsafe_code.rs` (`cargo +nightly miri test -p movegen -p movegen-workloads
//! --test unsafe_code`, in CI).

use movegen::ByteUnion;
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{
    Scratch, WORKLOADS, Workload, WorkloadVisitor, for_each_workload,
};

/// Runs each workload with `ByteUnion` on the inputs and checks what it computed.
struct WithByteUnion<'i> {
    inputs: &'i Inputs,
    ran: Vec<&'static str>,
}

impl WorkloadVisitor for WithByteUnion<'_> {
    fn visit<W: Workload>(&mut self) {
        let mut scratch = Scratch::<ByteUnion>::new(self.inputs);
        let output = W::run::<ByteUnion>(self.inputs, &mut scratch);
        W::check::<ByteUnion>(self.inputs, &scratch, output);
        self.ran.push(W::NAME);
    }
}

#[test]
fn byte_union_serves_every_workload_of_the_benchmark() {
    let inputs = Inputs::small();
    assert!(!inputs.fields.is_empty() && !inputs.search.is_empty());
    let mut visitor = WithByteUnion {
        inputs: &inputs,
        ran: Vec::new(),
    };
    for_each_workload(&mut visitor);
    assert_eq!(visitor.ran, WORKLOADS);
}
