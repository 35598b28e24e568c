//! Prints the comparison table of the encodings benchmark from criterion's saved
//! estimates: workloads as rows, encodings as columns, the median time per element
//! (per move, or per perft leaf node) and its ratio to the fastest of the row.
//!
//! ```text
//! cargo bench --bench encodings
//! cargo run --release --example bench_table
//! ```
//!
//! The estimates are read from `<criterion home>/<workload>/<encoding>/new/`, where
//! the criterion home is found the way criterion finds it: `$CRITERION_HOME`, else
//! `$CARGO_TARGET_DIR/criterion`, else the target directory that `cargo metadata`
//! reports, else `target/criterion` in the workspace. When an estimate is missing or
//! unreadable, the program says which and exits with status 2.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use movegen::{Bitfield, ByteUnion, Encoding, Packed16, ShiftMask};

/// The benchmark groups, in the order of the rows, and what an element is.
const WORKLOADS: [(&str, &str); 5] = [
    ("pack", "move"),
    ("unpack", "move"),
    ("predicates", "move"),
    ("generate", "move"),
    ("perft", "node"),
];

/// The benchmark functions, in the order of the columns.
const ENCODINGS: [&str; 4] = [
    ShiftMask::NAME,
    ByteUnion::NAME,
    Bitfield::NAME,
    Packed16::NAME,
];

fn main() -> ExitCode {
    let home = criterion_home();
    match table(&home) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("bench_table: {message}");
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
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let json = String::from_utf8(output.stdout).ok()?;
    json_string(&json, "target_directory").map(PathBuf::from)
}

/// The string value of the first `"key":"..."` in `json`, unescaped.
fn json_string(json: &str, key: &str) -> Option<String> {
    let start = json.find(&format!("\"{key}\":\""))? + key.len() + 4;
    let mut value = String::new();
    let mut chars = json[start..].chars();
    loop {
        match chars.next()? {
            '"' => return Some(value),
            '\\' => match chars.next()? {
                'n' => value.push('\n'),
                't' => value.push('\t'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    value.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                c => value.push(c), // `\"`, `\\`, `\/`
            },
            c => value.push(c),
        }
    }
}

/// The number after the first `"key":` that follows `after` in `json`.
fn json_number(json: &str, after: &str, key: &str) -> Option<f64> {
    let rest = &json[json.find(after)? + after.len()..];
    let rest = &rest[rest.find(&format!("\"{key}\":"))? + key.len() + 3..];
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E')))
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// The median time per element of one benchmark, in nanoseconds.
fn median_per_element(home: &Path, workload: &str, encoding: &str) -> Result<f64, String> {
    let dir = home.join(workload).join(encoding).join("new");
    let read = |name: &str| {
        let path = dir.join(name);
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let estimates = read("estimates.json")?;
    let benchmark = read("benchmark.json")?;
    let median = json_number(&estimates, "\"median\":", "point_estimate")
        .ok_or_else(|| format!("no median in {}", dir.join("estimates.json").display()))?;
    let elements = json_number(&benchmark, "\"throughput\":", "Elements")
        .filter(|&n| n > 0.0)
        .ok_or_else(|| {
            format!(
                "no element count in {}",
                dir.join("benchmark.json").display()
            )
        })?;
    Ok(median / elements)
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
    let mut rows = Vec::new();
    let mut missing = Vec::new();
    for (workload, element) in WORKLOADS {
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
