//! The instruction-count measure: gungraun's JSON summaries of `cargo bench --bench
//! encodings_instructions`, one per (workload, encoding) pair, where and as
//! [`crate::formats::instructions`] says (numbered as the benchmark numbers them): the
//! callgrind profile's total instructions (`Ir`) divided by the run's elements.
//! The summaries must number exactly the pairs of the two lists (`cases_0` to
//! `cases_<n-1>`, and no `cases_<n>`), so that a run with other lists is not misread.
//!
//! The summaries are saved because `.cargo/config.toml` sets `GUNGRAUN_SAVE_SUMMARY`.

use movegen_workloads::encodings::ENCODINGS;
use serde_json::Value;

use crate::formats::instructions::{self, SUMMARIES, case_dir, summary_path};
use crate::measure::{Measure, Missing, Row};
use crate::sources::Sources;
use crate::table::Table;
use crate::wall_clock::read_json;

pub const MEASURE: Measure = Measure {
    title: "x86-64, instructions (callgrind)",
    unit: "instructions",
    produce: "cargo bench --bench encodings_instructions",
    load,
    format: format_count,
};

fn load(sources: &Sources, rows: &[Row]) -> Result<Table, Missing> {
    let dir = (sources.gungraun).join(SUMMARIES);
    let mut values = Vec::new();
    let mut absent = 0;
    for (workload, row) in rows.iter().enumerate() {
        let mut row_values = Vec::new();
        for encoding in 0..ENCODINGS.len() {
            let path = summary_path(
                &dir,
                instructions::case(workload, encoding, ENCODINGS.len()),
            );
            if !path.exists() {
                absent += 1;
                continue;
            }
            let summary: Value = read_json(&path)?;
            match instructions::instructions(&summary) {
                Some(instructions) => {
                    row_values.push(Some(instructions as f64 / row.elements as f64))
                }
                None => {
                    return Err(Missing(format!(
                        "{}: no callgrind instruction count",
                        path.display()
                    )));
                }
            }
        }
        values.push(row_values);
    }
    let cases = rows.len() * ENCODINGS.len();
    let extra = case_dir(&dir, cases);
    if extra.exists() {
        return Err(Missing(format!(
            "{} exists: the summaries are of other lists (remove {} and run again)",
            extra.display(),
            dir.display()
        )));
    }
    if absent > 0 {
        return Err(Missing(format!(
            "{absent} of {} summaries absent, {}/run.cases_*/summary.json",
            cases,
            dir.display()
        )));
    }
    Ok(Table::from_values(values))
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
