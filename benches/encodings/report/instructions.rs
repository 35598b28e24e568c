//! The instruction-count measure: gungraun's JSON summaries of `cargo bench --bench
//! encodings_instructions`, one per (workload, encoding) pair,
//! `<gungraun home>/movegen/encodings_instructions/encodings/run.cases_<n>/summary.json`,
//! where `n` numbers the pairs in the order of the two lists (as the benchmark does):
//! the callgrind profile's total instructions (`Ir`) divided by the run's elements.
//!
//! The summaries are saved because `.cargo/config.toml` sets `GUNGRAUN_SAVE_SUMMARY`.

use movegen::encoding::list::ENCODINGS;
use serde_json::Value;

use super::wall_clock::read_json;
use super::workloads::WORKLOADS;
use super::{Measure, Row, Sources};

pub const MEASURE: Measure = Measure {
    title: "x86-64, instructions (callgrind)",
    unit: "instructions",
    produce: "cargo bench --bench encodings_instructions",
    read,
    format: format_count,
};

/// The instructions per element.
fn read(sources: &Sources, row: &Row, encoding: usize) -> Result<Option<f64>, String> {
    let workload = WORKLOADS
        .iter()
        .position(|&w| w == row.workload)
        .expect("a listed workload");
    let case = workload * ENCODINGS.len() + encoding;
    let path = (sources
        .gungraun
        .join("movegen/encodings_instructions/encodings"))
    .join(format!("run.cases_{case}"))
    .join("summary.json");
    let summary: Value = read_json(&path)?;
    let total = summary["profiles"]
        .as_array()
        .and_then(|profiles| profiles.iter().find(|p| p["tool"] == "Callgrind"))
        .map(|profile| &profile["data"]["total"]["metrics"]["Ir"]["values"]["new"]);
    match total.and_then(Value::as_u64) {
        Some(instructions) => Ok(Some(instructions as f64 / row.elements as f64)),
        None => Err(format!(
            "{}: no callgrind instruction count",
            path.display()
        )),
    }
}

pub fn format_count(count: f64) -> String {
    if count >= 100_000.0 {
        let mut digits = format!("{count:.0}");
        let mut grouped = String::new();
        while digits.len() > 3 {
            let tail = digits.split_off(digits.len() - 3);
            grouped = format!(",{tail}{grouped}");
        }
        digits + &grouped
    } else if count >= 100.0 {
        format!("{count:.0}")
    } else {
        format!("{count:.1}")
    }
}
