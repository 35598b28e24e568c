//! What the choice of move encoding costs, by wall clock, measured in pairs: the answer
//! is a table of verdicts (each encoding against `shift_mask`, workload by workload),
//! printed at the end and written to `target/encodings/verdicts.json`.
//!
//! ```text
//! cargo bench --bench encodings               # about 2.5 minutes of measuring
//! cargo bench --bench encodings -- --long     # finer: three times as long
//! cargo bench --bench encodings -- --quick    # coarse: 1 s a workload, 4 s for the long ones (CI)
//! cargo bench --bench encodings -- --test     # each workload with each encoding once, checked, untimed
//! cargo bench --bench encodings -- perft      # only the workloads whose name contains "perft" (no JSON)
//! ```
//!
//! The workloads are `movegen_workloads::list`'s, the encodings the benchmark's list
//! (`movegen_workloads::encodings`: the library's and `control`, a twin of
//! `shift_mask`), the inputs `movegen_workloads::inputs`. For each workload the
//! encodings are timed interleaved (`paired.rs`): rounds of one short slice of each, in
//! a shuffled order, for the workload's share of the time, so that whatever slows the
//! machine slows every encoding alike. Every encoding's result is checked. The
//! statistics (`stats.rs`) give each encoding's ratio to `shift_mask` with a 95%
//! interval; the control's interval is the run's noise floor (never below 1%), and the
//! verdict is "same" when the interval holds 1.0 or the ratio lies within the floor.

mod paired;
mod stats;

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS};
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workloads::{Workload, WorkloadVisitor, for_each_workload};
use serde::Serialize;

use paired::{Measured, Mode};
use stats::Verdict;

/// One row of `verdicts.json`: a workload with an encoding.
#[derive(Serialize)]
struct Row {
    workload: &'static str,
    encoding: &'static str,
    ratio: f64,
    low: f64,
    high: f64,
    verdict: Verdict,
}

/// What `run.json` says of a workload beside its verdicts.
#[derive(Serialize)]
struct WorkloadRun {
    workload: &'static str,
    element: &'static str,
    /// `shift_mask`'s median time per element, in nanoseconds.
    baseline_ns: f64,
    /// The noise floor, as a ratio: `exp(floor)`, from the control's interval.
    floor: f64,
    rounds: usize,
    iterations_per_slice: u64,
    seconds: f64,
}

/// `target/encodings/run.json`: how the run went.
#[derive(Serialize)]
struct Run {
    mode: String,
    started_unix: u64,
    load_before: String,
    load_after: String,
    cpu: String,
    workloads: Vec<WorkloadRun>,
}

/// Every workload measured in turn.
struct Measure<'i> {
    inputs: &'i Inputs,
    mode: Mode,
    filter: Option<String>,
    measured: Vec<Measured>,
}

impl WorkloadVisitor for Measure<'_> {
    fn visit<W: Workload>(&mut self) {
        if self
            .filter
            .as_ref()
            .is_some_and(|f| !W::NAME.contains(f.as_str()))
        {
            return;
        }
        if let Some(measured) = paired::measure::<W>(self.inputs, self.mode) {
            eprintln!(
                "encodings: {}: {} rounds of {} iteration(s) a slice",
                W::NAME,
                measured.rounds(),
                measured.iterations
            );
            self.measured.push(measured);
        }
    }
}

/// The target directory: the bench binary is `<target>/release/deps/encodings-<hash>`.
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the bench's path");
    let target = exe
        .ancestors()
        .nth(3)
        .expect("<target>/release/deps/encodings-*");
    target.to_path_buf()
}

fn load_average() -> String {
    fs::read_to_string("/proc/loadavg").map_or_else(|_| "unknown".into(), |l| l.trim().into())
}

fn cpu_model() -> String {
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    (cpuinfo.lines())
        .find_map(|l| l.strip_prefix("model name")?.split_once(':'))
        .map_or_else(|| "unknown".into(), |(_, m)| m.trim().into())
}

/// The verdict table as markdown: a row per workload, `shift_mask`'s time per element,
/// then each encoding's ratio, interval and verdict, and the noise floor.
fn table(measured: &[Measured], rows: &[Row]) -> String {
    let mut out = String::new();
    let others: Vec<&str> = ENCODINGS
        .iter()
        .copied()
        .filter(|&e| e != BASELINE)
        .collect();
    let _ = writeln!(
        out,
        "| workload (per element) | {BASELINE} | {} | floor |",
        others.join(" | ")
    );
    let _ = writeln!(out, "|---|---:|{}---:|", "---|".repeat(others.len()));
    for m in measured {
        let cells: Vec<String> = (others.iter())
            .map(|&e| {
                let r = (rows.iter())
                    .find(|r| r.workload == m.workload && r.encoding == e)
                    .expect("a row per encoding");
                format!(
                    "{:.3} [{:.3}, {:.3}] {}",
                    r.ratio,
                    r.low,
                    r.high,
                    r.verdict.as_str()
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "| {} (per {}) | {} | {} | ±{:.1}% |",
            m.workload,
            m.element,
            format_ns(m.baseline_ns()),
            cells.join(" | "),
            (m.floor().exp() - 1.0) * 100.0
        );
    }
    out
}

fn format_ns(ns: f64) -> String {
    if ns >= 1e3 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns >= 10.0 {
        format!("{ns:.1} ns")
    } else {
        format!("{ns:.2} ns")
    }
}

fn main() {
    let mut mode = Mode::Default;
    let mut filter = None;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--bench" => {}
            "--test" => mode = Mode::Test,
            "--quick" => mode = Mode::Quick,
            "--long" => mode = Mode::Long,
            flag if flag.starts_with('-') => {
                eprintln!("encodings: unknown option {flag} (--test, --quick, --long)");
                std::process::exit(2);
            }
            name => filter = Some(name.to_owned()),
        }
    }
    let load_before = load_average();
    let started = SystemTime::now();
    let inputs = Inputs::new();
    let mut measure = Measure {
        inputs: &inputs,
        mode,
        filter,
        measured: Vec::new(),
    };
    for_each_workload(&mut measure);
    if mode == Mode::Test {
        println!("encodings: every workload checked with every encoding (--test: nothing timed)");
        return;
    }
    let rows: Vec<Row> = (measure.measured.iter())
        .flat_map(|m| {
            let floor = m.floor();
            ENCODINGS.iter().enumerate().map(move |(e, &encoding)| {
                let r = m.ratio(e);
                let own_floor = if encoding == CONTROL {
                    stats::RESOLUTION
                } else {
                    floor
                };
                Row {
                    workload: m.workload,
                    encoding,
                    ratio: r.ratio,
                    low: r.low,
                    high: r.high,
                    verdict: stats::verdict(r, own_floor),
                }
            })
        })
        .collect();
    let load_after = load_average();
    println!(
        "\nencodings: paired wall clock, {}; each encoding's time as a ratio to {BASELINE} \
         [95% interval], and the verdict; floor: how far {CONTROL} (= {BASELINE}) strays\n",
        mode.describe()
    );
    println!("{}", table(&measure.measured, &rows));
    println!(
        "CPU: {}; load average (1, 5, 15 min) before: {load_before}; after: {load_after}",
        cpu_model()
    );
    if measure.filter.is_some() {
        println!("(a filtered run: target/encodings/ left as it was)");
        return;
    }
    let run = Run {
        mode: mode.describe(),
        started_unix: (started.duration_since(UNIX_EPOCH))
            .unwrap_or(Duration::ZERO)
            .as_secs(),
        load_before,
        load_after,
        cpu: cpu_model(),
        workloads: (measure.measured.iter())
            .map(|m| WorkloadRun {
                workload: m.workload,
                element: m.element,
                baseline_ns: m.baseline_ns(),
                floor: m.floor().exp(),
                rounds: m.rounds(),
                iterations_per_slice: m.iterations,
                seconds: m.seconds,
            })
            .collect(),
    };
    let dir = target_dir().join("encodings");
    let written = fs::create_dir_all(&dir).and_then(|()| {
        fs::write(dir.join("verdicts.json"), pretty(&rows))?;
        fs::write(dir.join("run.json"), pretty(&run))
    });
    match written {
        Ok(()) => println!("written: {}", dir.join("verdicts.json").display()),
        Err(e) => {
            eprintln!("encodings: cannot write {}: {e}", dir.display());
            std::process::exit(1);
        }
    }
}

/// Pretty JSON, ending in a newline.
fn pretty(value: &impl Serialize) -> String {
    serde_json::to_string_pretty(value).expect("plain data") + "\n"
}
