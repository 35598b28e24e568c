//! The wall-clock measure: criterion's saved estimates of `cargo bench --bench
//! encodings`, `<criterion home>/<workload>/<encoding>/new/{estimates,benchmark}.json`,
//! read with `serde_json`: the median time per iteration divided by the iteration's
//! elements (criterion's throughput).

use std::fs;
use std::path::Path;

use movegen::encoding::list::ENCODINGS;
use serde::Deserialize;

use super::{Measure, Row, Sources};

pub const MEASURE: Measure = Measure {
    title: "x86-64, wall clock (criterion median)",
    unit: "time",
    produce: "cargo bench --bench encodings",
    read,
    format: format_time,
};

/// What the report reads of criterion's `estimates.json`.
#[derive(Deserialize)]
struct Estimates {
    median: Estimate,
}

#[derive(Deserialize)]
struct Estimate {
    /// Nanoseconds per iteration.
    point_estimate: f64,
}

/// What the report reads of criterion's `benchmark.json`.
#[derive(Deserialize)]
struct Benchmark {
    throughput: Option<Throughput>,
}

/// Criterion's throughput, `{"Elements": n}` for this benchmark.
#[derive(Deserialize)]
struct Throughput {
    #[serde(rename = "Elements")]
    elements: Option<u64>,
}

/// Reads and parses one of the benchmarks' JSON files.
pub fn read_json<T: for<'de> Deserialize<'de>>(path: &Path) -> Result<T, String> {
    let text =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("cannot parse {}: {e}", path.display()))
}

/// The median time per element, in nanoseconds.
fn read(sources: &Sources, row: &Row, encoding: usize) -> Result<Option<f64>, String> {
    let dir = (sources.criterion.join(row.workload))
        .join(ENCODINGS[encoding])
        .join("new");
    let estimates: Estimates = read_json(&dir.join("estimates.json"))?;
    let benchmark: Benchmark = read_json(&dir.join("benchmark.json"))?;
    let elements = benchmark.throughput.and_then(|t| t.elements);
    if elements != Some(row.elements) {
        return Err(format!(
            "{}: {elements:?} elements, not {} (saved by an older benchmark?)",
            dir.join("benchmark.json").display(),
            row.elements
        ));
    }
    Ok(Some(estimates.median.point_estimate / row.elements as f64))
}

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
