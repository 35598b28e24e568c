//! The paired wall-clock measure: what `cargo bench --bench encodings` wrote to
//! `<target>/encodings/`: `verdicts.json` (each workload with each encoding: the ratio to
//! `shift_mask`, its 95% interval and the verdict, with the CPU, commit and date) and
//! `run.json` (`shift_mask`'s time per element, the noise floor of each workload, the
//! mode, CPU and load).

use std::fs;
use std::path::Path;

use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS};
use serde::Deserialize;

use crate::formats::{RunFile, strayed_note};
use crate::measure::{Measure, Missing, Row};
use crate::sources::Sources;
use crate::table::{Cell, Table};
use crate::verdicts_file;

/// The paired wall clock.
pub const MEASURE: Measure = Measure {
    title: "x86-64, wall clock (paired slices)",
    unit: "time",
    produce: "cargo bench --bench encodings",
    load,
    format: format_time,
};

/// Reads and parses one of the benchmarks' JSON files.
pub fn read_json<T: for<'de> Deserialize<'de>>(path: &Path) -> Result<T, Missing> {
    let text = fs::read_to_string(path)
        .map_err(|e| Missing(format!("cannot read {}: {e}", path.display())))?;
    serde_json::from_str(&text)
        .map_err(|e| Missing(format!("cannot parse {}: {e}", path.display())))
}

fn load(sources: &Sources, rows: &[Row]) -> Result<Table, Missing> {
    let path = sources.encodings.join("verdicts.json");
    let run_file = verdicts_file::read(&path).map_err(|e| Missing(e.message().to_owned()))?;
    let run_path = sources.encodings.join("run.json");
    let run: RunFile = read_json(&run_path)?;
    let mut cells = Vec::new();
    let mut floors = Vec::new();
    let mut layout = Vec::new();
    for row in rows {
        let Some(workload) = run.workloads.iter().find(|w| w.workload == row.workload) else {
            return Err(Missing(format!(
                "{}: no {} (a filtered or older run?)",
                run_path.display(),
                row.workload
            )));
        };
        floors.push(workload.floor);
        let mut row_cells = Vec::new();
        let mut row_layout = Vec::new();
        for encoding in ENCODINGS {
            let Some(v) = run_file.find(row.workload, encoding) else {
                return Err(Missing(format!(
                    "{}: no {}/{encoding} (an older run?)",
                    path.display(),
                    row.workload
                )));
            };
            // shift_mask's cell is its time alone: its ratio is 1 by definition (the
            // chart's dashed line).
            let baseline = encoding == BASELINE;
            row_cells.push(Some(Cell {
                value: Some(workload.baseline_ns * v.ratio),
                ratio: (!baseline).then_some(v.ratio),
                interval: (!baseline).then_some((v.low, v.high)),
                verdict: (!baseline).then(|| v.verdict.as_str()),
            }));
            row_layout.push((v.layout_spread, v.by_layout));
        }
        cells.push(row_cells);
        layout.push(row_layout);
    }
    let study = match (&run.layout, &run.layout_spreads) {
        (Some(note), _) => note.clone(),
        (None, Some(from)) => {
            format!("floors widened pair by pair by the code layout's spread ({from})")
        }
        (None, None) => "no layout study: encodings-study/bench/layouts.sh".into(),
    };
    let made = match &run_file.machine {
        Some(m) => format!(" (commit {}, {})", m.commit, m.date),
        None => String::new(),
    };
    Ok(Table {
        cells,
        floors: Some(floors),
        layout: Some(layout),
        note: Some(format!(
            "A {} on {}{made}; load average before {}, after {}. \
             The time is shift_mask's median per element times the ratio; [95% interval]; \
             floor: how far the control strays. Layout: {study}.{}",
            run.mode,
            run.cpu,
            run.load_before,
            run.load_after,
            strayed_note(&run_file.strayed, CONTROL)
                .map_or(String::new(), |note| format!(" Note: {note}.")),
        )),
    })
}

/// A time per element, in the unit that gives it two or three significant digits.
fn format_time(ns: f64) -> String {
    let (value, unit) = if ns >= 1e6 {
        (ns / 1e6, "ms")
    } else if ns >= 1e3 {
        (ns / 1e3, "µs")
    } else {
        (ns, "ns")
    };
    let decimals = if value >= 100.0 {
        0
    } else if value >= 10.0 {
        1
    } else {
        2
    };
    format!("{value:.decimals$} {unit}")
}
