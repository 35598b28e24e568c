//! Prints the comparison table of the encodings benchmark from criterion's saved
//! estimates: workloads as rows, encodings as columns, the median time per element
//! (per move, or per perft leaf node) and its ratio to the fastest of the row.
//!
//! ```text
//! cargo bench --bench encodings
//! cargo bench --bench encodings_report
//! ```
//!
//! The rows are the benchmark's list of workloads (`workloads.rs`), the columns
//! [`movegen::ENCODINGS`]. The estimates are read from
//! `<criterion home>/<workload>/<encoding>/new/`, where the criterion home is found the
//! way criterion finds it: `$CRITERION_HOME`, else `$CARGO_TARGET_DIR/criterion`, else
//! the target directory that `cargo metadata` reports, else `target/criterion` in the
//! workspace. When an estimate is missing or unreadable, the report says which and how
//! to produce it, and exits with status 2.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use movegen::ENCODINGS;
use serde::Deserialize;

mod workloads;
use workloads::{Workload, WorkloadVisitor, for_each_workload};

/// What the report reads of `cargo metadata`.
#[derive(Deserialize)]
struct Metadata {
    target_directory: PathBuf,
}

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

/// The rows: every workload's name and what one of its elements is.
struct Rows(Vec<(&'static str, &'static str)>);

impl WorkloadVisitor for Rows {
    fn visit<W: Workload>(&mut self) {
        self.0.push((W::NAME, W::ELEMENT));
    }
}

fn main() -> ExitCode {
    let home = criterion_home();
    match table(&home) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("encodings_report: {message}");
            eprintln!(
                "(looked in {}; run `cargo bench --bench encodings` first)",
                home.display()
            );
            ExitCode::from(2)
        }
    }
}

/// Where criterion saved its results (the same search as criterion's own).
fn criterion_home() -> PathBuf {
    if let Some(home) = env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    if let Some(target) = env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(target).join("criterion");
    }
    if let Some(target) = metadata_target_dir() {
        return target.join("criterion");
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("criterion")
}

/// The `target_directory` that `cargo metadata` reports (which honours the
/// `build.target-dir` setting of Cargo's configuration files).
fn metadata_target_dir() -> Option<PathBuf> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let metadata: Metadata = serde_json::from_slice(&output.stdout).ok()?;
    Some(metadata.target_directory)
}

/// Reads and parses one of criterion's JSON files.
fn read_json<T: for<'de> Deserialize<'de>>(path: &Path) -> Result<T, String> {
    let text =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("cannot parse {}: {e}", path.display()))
}

/// The median time per element of one benchmark, in nanoseconds.
fn median_per_element(home: &Path, workload: &str, encoding: &str) -> Result<f64, String> {
    let dir = home.join(workload).join(encoding).join("new");
    let estimates: Estimates = read_json(&dir.join("estimates.json"))?;
    let benchmark: Benchmark = read_json(&dir.join("benchmark.json"))?;
    let elements = benchmark
        .throughput
        .and_then(|t| t.elements)
        .filter(|&n| n > 0)
        .ok_or_else(|| {
            format!(
                "no element count in {}",
                dir.join("benchmark.json").display()
            )
        })?;
    Ok(estimates.median.point_estimate / elements as f64)
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

fn table(home: &Path) -> Result<String, String> {
    if !home.is_dir() {
        return Err(format!(
            "no criterion results: {} is not a directory",
            home.display()
        ));
    }
    let mut workloads = Rows(Vec::new());
    for_each_workload(&mut workloads);
    let mut rows = Vec::new();
    let mut missing = Vec::new();
    for (workload, element) in workloads.0 {
        let times: Vec<Option<f64>> = ENCODINGS
            .iter()
            .map(|encoding| {
                median_per_element(home, workload, encoding)
                    .map_err(|e| missing.push(e))
                    .ok()
            })
            .collect();
        rows.push((workload, element, times));
    }
    if !missing.is_empty() {
        return Err(format!("estimates missing:\n  {}", missing.join("\n  ")));
    }

    let mut out = String::new();
    let _ = writeln!(
        out,
        "Median time per element (ratio to the fastest of the row), from {}\n",
        home.display()
    );
    let _ = writeln!(
        out,
        "| workload (per element) | {} |",
        ENCODINGS.join(" | ")
    );
    let _ = writeln!(out, "|---|{}", "---:|".repeat(ENCODINGS.len()));
    for (workload, element, times) in rows {
        let times: Vec<f64> = times.into_iter().flatten().collect();
        let fastest = times.iter().copied().fold(f64::INFINITY, f64::min);
        let cells: Vec<String> = times
            .iter()
            .map(|&t| format!("{} ({:.2}x)", format_time(t), t / fastest))
            .collect();
        let _ = writeln!(
            out,
            "| {workload} (per {element}) | {} |",
            cells.join(" | ")
        );
    }
    Ok(out)
}
