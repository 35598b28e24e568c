//! Every file the encodings study writes and reads, defined once: the benchmarks
//! (`encodings-study/bench/benches/encodings/`, `encodings_instructions.rs` beside it)
//! write with these types and the report reads with them, so the two cannot drift
//! apart.
//!
//! | file | type | written by |
//! |---|---|---|
//! | `<target>/encodings/verdicts.json` | [`VerdictsFile`] (its rows [`Row`]) | `cargo bench --bench encodings` |
//! | `<target>/encodings/slices.json` | a list of [`PairSlices`] | the same run |
//! | `<target>/encodings/run.json` | [`RunFile`] | the same run |
//! | `<target>/encodings/layouts/NAME.json` | [`LayoutRun`] | a run with `--layout NAME` |
//! | `<target>/encodings/layouts.json`, `encodings-study/bench/layout_spread.json` | [`Spreads`] | `--combine-layouts` |
//! | gungraun's `summary.json` per pair | [`instructions`]: where, and the count read | `cargo bench --bench encodings_instructions` |
//!
//! The benchmark writes with [`pretty`] (or [`compact`], for the slices).

use serde::Serialize;

mod cpu;
pub mod instructions;
mod layouts;
mod run;
mod slices;
mod verdicts;

#[cfg(test)]
mod tests;

pub use cpu::Cpu;
pub use layouts::{LayoutRun, PairSpread, Spreads, committed_study};
pub use run::{RunFile, WorkloadRun};
pub use slices::PairSlices;
pub use verdicts::{About, Row, Verdict, VerdictsFile, settle, strayed_note};

/// JSON on one line, ending in a newline: for the slices, which nobody reads by eye.
pub fn compact(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain data") + "\n"
}

/// Pretty JSON, ending in a newline.
pub fn pretty(value: &impl Serialize) -> String {
    serde_json::to_string_pretty(value).expect("plain data") + "\n"
}
