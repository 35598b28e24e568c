//! What the choice of move encoding costs, by wall clock, measured in pairs: the answer
//! is a table of verdicts (each encoding against `shift_mask`, workload by workload),
//! printed at the end and written to `target/encodings/verdicts.json` (with the CPU,
//! commit and date), the paired slices behind it to `target/encodings/slices.json`.
//!
//! ```text
//! cargo bench --bench encodings               # about 2.5 minutes of measuring
//! cargo bench --bench encodings -- --long     # finer: three times as long
//! cargo bench --bench encodings -- --quick    # coarse: 1 s a workload, 4 s for the long ones (CI)
//! cargo bench --bench encodings -- --test     # each workload with each encoding once, checked, untimed
//! cargo bench --bench encodings -- perft      # only the workloads whose name contains "perft" (no JSON)
//! encodings-study/bench/layouts.sh            # the code layout's spread (runs this with --layout NAME,
//!                                             # then --combine-layouts; see layouts.rs)
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
//! or the ratio lies within the floor, widened by the pair's spread over builds that
//! differ only in where the code lies (`layouts.rs`).

mod layouts;
mod machine;
mod options;
mod output;
mod paired;
mod stats;
mod table;
mod verdicts;

use std::fs;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use movegen_report::formats::{About, RunFile, WorkloadRun, settle, strayed_note};
use movegen_workloads::encodings::{BASELINE, CONTROL};
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{WORKLOADS, Workload, WorkloadVisitor, for_each_workload};

use layouts::LayoutRun;
use machine::Cpu;
use options::{Options, options};
use output::{compact, pretty, target_dir};
use paired::{Measured, Mode};
use verdicts::{Combined, PairSlices, VerdictsFile};

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

fn main() {
    let options = options().unwrap_or_else(|e| {
        eprintln!("encodings: {e}");
        std::process::exit(2);
    });
    if options.combine {
        if let Err(e) = layouts::combine_and_write(&target_dir()) {
            eprintln!("encodings: {e}");
            std::process::exit(1);
        }
        return;
    }
    let Options {
        mode,
        filter,
        process,
        ..
    } = options;
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
    let load_before = machine::load_average();
    let started = SystemTime::now();
    let processes = run_processes(mode, &filter);
    let mut combined = Vec::new();
    let mut slices: Vec<PairSlices> = Vec::new();
    for name in WORKLOADS {
        let parts: Vec<&Measured> = (processes.iter().flatten())
            .filter(|m| m.workload == name)
            .collect();
        if !parts.is_empty() {
            combined.push(Combined::new(name, &parts));
            slices.extend(verdicts::slices(name, &parts));
        }
    }
    let this_cpu = Cpu::this();
    let cpu = this_cpu.describe();
    // A layout's run measures the spread: it must not be judged with one.
    let spreads = match options.layout {
        Some(_) => Err("a layout's run: judged by its noise floor alone".to_owned()),
        None => layouts::find(&target_dir(), &cpu),
    };
    let mut rows = verdicts::judge(&combined, spreads.as_ref().ok().map(|(s, _)| s));
    // Where the control is not "same", that workload's verdicts are undecided.
    let strayed = settle(&mut rows, CONTROL);
    let say_strayed = || {
        if let Some(note) = strayed_note(&strayed, CONTROL) {
            println!("\nundecided: {note}.");
        }
    };
    let load_after = machine::load_average();
    println!(
        "\nencodings: paired wall clock, {}; each encoding's time as a ratio to {BASELINE} \
         [95% interval], and the verdict; floor: how far {CONTROL} (= {BASELINE}) strays\n",
        mode.describe()
    );
    println!("{}", table::table(&combined, &rows));
    println!("CPU: {cpu}; load average (1, 5, 15 min) before: {load_before}; after: {load_after}");
    let layout_spreads =
        (spreads.as_ref().ok()).map(|(s, from)| format!("{from}, measured on {}", s.cpu));
    let layout = match (&options.layout, &spreads) {
        (Some(name), _) => format!("layout {name}: {}", options.layout_flags),
        (None, Ok((_, _))) => format!(
            "floors widened, pair by pair, by the code layout's spread from {}: a verdict \
             marked \"(layout)\" is one that the layout can turn",
            layout_spreads.as_deref().unwrap_or_default()
        ),
        (None, Err(why)) => why.clone(),
    };
    println!("{layout}");
    if filter.is_some() {
        println!("(a filtered run: target/encodings/ left as it was)");
        say_strayed();
        return;
    }
    let dir = target_dir().join("encodings");
    let written = match options.layout {
        Some(layout) => layouts::save(
            &dir,
            LayoutRun {
                layout,
                flags: options.layout_flags,
                cpu,
                mode: mode.describe(),
                pairs: rows,
            },
        ),
        None => {
            let run = RunFile {
                mode: mode.describe(),
                started_unix: (started.duration_since(UNIX_EPOCH))
                    .unwrap_or(Duration::ZERO)
                    .as_secs(),
                load_before,
                load_after,
                cpu: cpu.clone(),
                layout_spreads,
                layout: Some(layout.clone()),
                workloads: (combined.iter())
                    .map(|m| WorkloadRun {
                        workload: m.workload.into(),
                        element: m.element.clone(),
                        baseline_ns: m.baseline_ns,
                        floor: m.floor().exp(),
                        rounds: m.rounds,
                        iterations_per_slice: m.iterations,
                        seconds: m.seconds,
                    })
                    .collect(),
            };
            let file = VerdictsFile {
                about: About {
                    cpu,
                    machine: Some(this_cpu),
                    commit: machine::commit(),
                    date: machine::date(),
                    mode: mode.describe(),
                    layout,
                },
                verdicts: rows,
            };
            fs::create_dir_all(&dir)
                .and_then(|()| fs::write(dir.join("verdicts.json"), pretty(&file)))
                .and_then(|()| fs::write(dir.join("slices.json"), compact(&slices)))
                .and_then(|()| fs::write(dir.join("run.json"), pretty(&run)))
                .map(|()| dir.join("verdicts.json"))
        }
    };
    match written {
        Ok(path) => {
            println!("written: {}", path.display());
            say_strayed();
        }
        Err(e) => {
            eprintln!("encodings: cannot write in {}: {e}", dir.display());
            std::process::exit(1);
        }
    }
}
