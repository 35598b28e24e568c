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
//! machine slows every encoding alike; and the measurement is split among six
//! processes run one after the other (this binary again, with `--process N`), so that
//! each encoding is measured under six placements in memory. Every encoding's result
//! is checked. The statistics (`stats.rs`) give each encoding's ratio to `shift_mask`
//! with a 95% interval from the processes' spread; the control's interval is the run's
//! noise floor (never below 1%), and the verdict is "same" when the interval holds 1.0
//! or the ratio lies within the floor.

mod paired;
mod stats;

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS};
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{WORKLOADS, Workload, WorkloadVisitor, for_each_workload};
use serde::Serialize;

use paired::{Measured, Mode, index};
use stats::{Ratio, Verdict};

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
    element: String,
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

/// Every workload measured in turn, in one process.
struct Measure<'i> {
    inputs: &'i Inputs,
    mode: Mode,
    process: usize,
    filter: Option<String>,
    measured: Vec<Measured>,
}

impl WorkloadVisitor for Measure<'_> {
    fn visit<W: Workload>(&mut self) {
        if (self.filter.as_ref()).is_some_and(|f| !W::NAME.contains(f.as_str())) {
            return;
        }
        if let Some(measured) = paired::measure::<W>(self.inputs, self.mode, self.process) {
            eprintln!(
                "encodings: process {}: {}: {} rounds of {} iteration(s) a slice",
                self.process,
                W::NAME,
                measured.rounds(),
                measured.iterations
            );
            self.measured.push(measured);
        }
    }
}

/// A workload's measurements by every process, combined.
struct Combined {
    workload: &'static str,
    element: String,
    /// Each encoding's ratio to the baseline.
    ratios: Vec<Ratio>,
    /// The rounds of all processes.
    rounds: usize,
    iterations: u64,
    seconds: f64,
    /// The baseline's median time per element over all rounds, in nanoseconds.
    baseline_ns: f64,
}

impl Combined {
    fn new(workload: &'static str, parts: &[&Measured]) -> Combined {
        let baseline = index(BASELINE);
        let ratios = (0..ENCODINGS.len())
            .map(|e| {
                let estimates: Vec<f64> = (parts.iter())
                    .map(|m| stats::log_ratio(&m.times[e], &m.times[baseline]))
                    .collect();
                stats::combine(&estimates)
            })
            .collect();
        let mut times: Vec<f64> = (parts.iter())
            .flat_map(|m| m.times[baseline].iter().map(|t| t / m.elements as f64))
            .collect();
        times.sort_unstable_by(f64::total_cmp);
        Combined {
            workload,
            element: parts[0].element.clone(),
            ratios,
            rounds: parts.iter().map(|m| m.rounds()).sum(),
            iterations: parts[0].iterations,
            seconds: parts.iter().map(|m| m.seconds).sum(),
            baseline_ns: times[times.len() / 2],
        }
    }

    /// The run's noise floor on this workload (a log ratio): [`stats::floor`] of the
    /// control.
    fn floor(&self) -> f64 {
        stats::floor(self.ratios[index(CONTROL)])
    }
}

/// Runs the processes one after the other and returns what each measured.
fn run_processes(mode: Mode, filter: &Option<String>) -> Vec<Vec<Measured>> {
    let exe = std::env::current_exe().expect("the bench's path");
    (0..mode.processes())
        .map(|process| {
            let mut command = Command::new(&exe);
            command.args(["--process", &process.to_string()]);
            if !mode.option().is_empty() {
                command.arg(mode.option());
            }
            command.args(filter.iter());
            let output = (command.stderr(Stdio::inherit()).output())
                .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
            assert!(
                output.status.success(),
                "process {process}: {}",
                output.status
            );
            serde_json::from_slice(&output.stdout).expect("a process's measurements")
        })
        .collect()
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
fn table(combined: &[Combined], rows: &[Row]) -> String {
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
    for m in combined {
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
            format_ns(m.baseline_ns),
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

/// Pretty JSON, ending in a newline.
fn pretty(value: &impl Serialize) -> String {
    serde_json::to_string_pretty(value).expect("plain data") + "\n"
}

fn main() {
    let mut mode = Mode::Default;
    let mut filter = None;
    let mut process = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bench" => {}
            "--test" => mode = Mode::Test,
            "--quick" => mode = Mode::Quick,
            "--long" => mode = Mode::Long,
            "--process" => process = args.next().and_then(|n| n.parse().ok()),
            flag if flag.starts_with('-') => {
                eprintln!("encodings: unknown option {flag} (--test, --quick, --long)");
                std::process::exit(2);
            }
            name => filter = Some(name.to_owned()),
        }
    }
    if process.is_some() || mode == Mode::Test {
        // One process's share (or the untimed check): measure, and print the
        // measurements for the parent.
        let inputs = Inputs::new();
        let mut measure = Measure {
            inputs: &inputs,
            mode,
            process: process.unwrap_or(0),
            filter,
            measured: Vec::new(),
        };
        for_each_workload(&mut measure);
        if mode == Mode::Test {
            println!(
                "encodings: every workload checked with every encoding (--test: nothing timed)"
            );
        } else {
            print!("{}", pretty(&measure.measured));
        }
        return;
    }
    let load_before = load_average();
    let started = SystemTime::now();
    let processes = run_processes(mode, &filter);
    let mut combined = Vec::new();
    for name in WORKLOADS {
        let parts: Vec<&Measured> = (processes.iter().flatten())
            .filter(|m| m.workload == name)
            .collect();
        if !parts.is_empty() {
            combined.push(Combined::new(name, &parts));
        }
    }
    let rows: Vec<Row> = (combined.iter())
        .flat_map(|m| {
            let floor = m.floor();
            ENCODINGS.iter().enumerate().map(move |(e, &encoding)| {
                let r = m.ratios[e];
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
    println!("{}", table(&combined, &rows));
    println!(
        "CPU: {}; load average (1, 5, 15 min) before: {load_before}; after: {load_after}",
        cpu_model()
    );
    if filter.is_some() {
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
        workloads: (combined.iter())
            .map(|m| WorkloadRun {
                workload: m.workload,
                element: m.element.clone(),
                baseline_ns: m.baseline_ns,
                floor: m.floor().exp(),
                rounds: m.rounds,
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
