//! The instruction bench's files: gungraun's JSON summary of each (workload, encoding)
//! pair of `cargo bench --bench encodings_instructions`,
//! `<gungraun home>/movegen-encodings-bench/encodings_instructions/encodings/run.cases_<n>/summary.json`
//! (the bench's package, its file, its group),
//! where `n` numbers the pairs in the order of the two lists (every encoding of the
//! first workload, then of the second, ...). gungraun writes them (the bench names its
//! cases with [`case`] and [`pair`]); the report reads the callgrind profile's total
//! instructions (`Ir`) with [`instructions`].

use std::path::{Path, PathBuf};

use serde_json::Value;

/// Where the summaries are, under gungraun's home directory (`target/gungraun`).
pub const SUMMARIES: &str = "movegen-encodings-bench/encodings_instructions/encodings";

/// The number of the pair of the `workload`-th workload and the `encoding`-th of
/// `encodings` encodings.
pub fn case(workload: usize, encoding: usize, encodings: usize) -> usize {
    workload * encodings + encoding
}

/// The (workload, encoding) places of the pair numbered `case`, of `encodings`
/// encodings: [`case`] undone.
pub fn pair(case: usize, encodings: usize) -> (usize, usize) {
    (case / encodings, case % encodings)
}

/// The directory of the summary of the pair numbered `case`, under `summaries` (the
/// home joined with [`SUMMARIES`]).
pub fn case_dir(summaries: &Path, case: usize) -> PathBuf {
    summaries.join(format!("run.cases_{case}"))
}

/// The summary of the pair numbered `case`, under `summaries`.
pub fn summary_path(summaries: &Path, case: usize) -> PathBuf {
    case_dir(summaries, case).join("summary.json")
}

/// The callgrind profile's total instructions (`Ir`) in a summary, if it has one.
pub fn instructions(summary: &Value) -> Option<u64> {
    let profiles = summary["profiles"].as_array()?;
    let callgrind = profiles.iter().find(|p| p["tool"] == "Callgrind")?;
    callgrind["data"]["total"]["metrics"]["Ir"]["values"]["new"].as_u64()
}
