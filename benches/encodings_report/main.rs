//! The encodings benchmark's report: one table per measure (workloads as rows,
//! encodings as columns, each value as a ratio to `shift_mask`) and a chart of the
//! ratios, one panel per measure, written to `docs/encodings.svg`.
//!
//! ```text
//! cargo bench --bench encodings                 # paired wall clock: target/encodings/verdicts.json
//! cargo bench --bench encodings_instructions    # x86-64 instructions under callgrind (gungraun)
//! bash .ci/mcu.sh                               # Cortex-M0, M4, RV32 and AArch64 instructions (QEMU)
//! cargo bench --bench encodings_report          # this report
//! cargo bench --bench encodings_report -- --strict   # ...exit 2 when a measure is missing (CI)
//! ```
//!
//! The rows are the list of workloads (`movegen_workloads::list`), the columns the
//! benchmark's encodings (`movegen_workloads::encodings`: the library's and `control`),
//! the measures the list [`MEASURES`] below, each read from what its benchmark saved
//! (`wall_clock.rs`, `instructions.rs`, `mcu.rs`). The report draws what it has: a
//! measure not yet produced is one line naming the file it lacks and the command that
//! makes it, and a "not measured" panel in the chart; the exit status is 0, or 2 with
//! `--strict` when a measure is missing.

mod chart;
mod instructions;
mod mcu;
mod wall_clock;

use std::env;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use movegen_workloads::encodings::{BASELINE, ENCODINGS};
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{Workload, WorkloadVisitor, for_each_workload};
use serde::Deserialize;

/// A measure: its title, how a value prints, and how to read its data.
struct Measure {
    /// The table's title and the chart panel's.
    title: &'static str,
    /// What a value is, per element ("ns", "instructions").
    unit: &'static str,
    /// The command that produces the data.
    produce: &'static str,
    /// Reads every value, or says what is missing.
    load: fn(&Sources, &[Row]) -> Result<Table, Missing>,
    /// How a value prints.
    format: fn(f64) -> String,
}

/// Every measure, in the order of the tables and the chart's panels.
static MEASURES: [Measure; 6] = [
    wall_clock::MEASURE,
    instructions::MEASURE,
    mcu::MICROBIT,
    mcu::MPS2_AN386,
    mcu::RISCV32_VIRT,
    mcu::AARCH64_VIRT,
];

/// What a measure lacks: the file (or files) and why.
struct Missing(String);

/// A workload: its name, what one of its elements is, and how many a run handles.
struct Row {
    workload: &'static str,
    element: &'static str,
    elements: u64,
}

struct Rows<'i>(&'i Inputs, Vec<Row>);

impl WorkloadVisitor for Rows<'_> {
    fn visit<W: Workload>(&mut self) {
        self.1.push(Row {
            workload: W::NAME,
            element: W::ELEMENT,
            elements: W::elements(self.0),
        });
    }
}

/// One workload with one encoding.
#[derive(Clone, Copy, Default)]
struct Cell {
    /// The value per element, where the measure has one.
    value: Option<f64>,
    /// The ratio to `shift_mask`'s value on the same workload.
    ratio: Option<f64>,
    /// The ratio's 95% interval (the paired wall clock).
    interval: Option<(f64, f64)>,
    /// The verdict (the paired wall clock).
    verdict: Option<&'static str>,
}

/// One measure's cells: per workload, per encoding (`None`: not run).
struct Table {
    cells: Vec<Vec<Option<Cell>>>,
    /// Per workload, the run's noise floor as a ratio (the paired wall clock).
    floors: Option<Vec<f64>>,
    /// A line under the table's title.
    note: Option<String>,
}

impl Table {
    /// Cells from values per element, each row's ratios to `shift_mask`'s value.
    fn from_values(values: Vec<Vec<Option<f64>>>) -> Table {
        let base = ENCODINGS.iter().position(|&e| e == BASELINE).unwrap();
        let cells = (values.into_iter())
            .map(|row| {
                let baseline = row[base];
                (row.iter())
                    .map(|v| {
                        v.map(|v| Cell {
                            value: Some(v),
                            ratio: baseline.map(|b| v / b),
                            ..Cell::default()
                        })
                    })
                    .collect()
            })
            .collect();
        Table {
            cells,
            floors: None,
            note: None,
        }
    }

    fn markdown(&self, measure: &Measure, rows: &[Row]) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}: {} per element, and the ratio to {BASELINE}\n",
            measure.title, measure.unit
        );
        if let Some(note) = &self.note {
            let _ = writeln!(out, "{note}\n");
        }
        let floor_header = if self.floors.is_some() {
            " floor |"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "| workload (per element) | {} |{floor_header}",
            ENCODINGS.join(" | ")
        );
        let floor_rule = if self.floors.is_some() { "---:|" } else { "" };
        let _ = writeln!(out, "|---|{}{floor_rule}", "---:|".repeat(ENCODINGS.len()));
        for (w, (row, cells)) in rows.iter().zip(&self.cells).enumerate() {
            let texts: Vec<String> = cells
                .iter()
                .map(|cell| match cell {
                    None => "not run".to_owned(),
                    Some(cell) => cell_text(measure, cell),
                })
                .collect();
            let floor = (self.floors.as_ref())
                .map(|f| format!(" ±{:.1}% |", (f[w] - 1.0) * 100.0))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "| {} (per {}) | {} |{floor}",
                row.workload,
                row.element,
                texts.join(" | ")
            );
        }
        out
    }
}

fn cell_text(measure: &Measure, cell: &Cell) -> String {
    let mut text = String::new();
    if let Some(value) = cell.value {
        text += &(measure.format)(value);
    }
    if let Some(ratio) = cell.ratio {
        if !text.is_empty() {
            text += " ";
        }
        match cell.interval {
            Some((low, high)) => {
                let _ = write!(text, "{ratio:.3} [{low:.3}, {high:.3}]");
            }
            None => {
                let _ = write!(text, "({ratio:.2}x)");
            }
        }
    }
    if let Some(verdict) = cell.verdict {
        let _ = write!(text, " {verdict}");
    }
    text
}

/// Where the benchmarks saved their data.
struct Sources {
    /// The paired wall clock's: `<target>/encodings`.
    encodings: PathBuf,
    /// Gungraun's home: `$GUNGRAUN_HOME`, else `<target>/gungraun`.
    gungraun: PathBuf,
    /// Where `.ci/mcu.sh` keeps the firmware's output: `firmware/target/mcu`.
    mcu: PathBuf,
}

impl Sources {
    /// The homes the benchmarks use, found the way they find them.
    fn find() -> Sources {
        let target = target_dir();
        Sources {
            encodings: target.join("encodings"),
            gungraun: env::var_os("GUNGRAUN_HOME").map_or(target.join("gungraun"), PathBuf::from),
            mcu: Path::new(env!("CARGO_MANIFEST_DIR")).join("firmware/target/mcu"),
        }
    }
}

/// The target directory: `$CARGO_TARGET_DIR`, else what `cargo metadata` reports
/// (which honours `build.target-dir`), else `target` in the workspace.
fn target_dir() -> PathBuf {
    if let Some(target) = env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(target);
    }
    metadata_target_dir().unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"))
}

/// What the report reads of `cargo metadata`.
#[derive(Deserialize)]
struct Metadata {
    target_directory: PathBuf,
}

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

/// Where the chart goes.
const CHART: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/encodings.svg");

fn main() -> ExitCode {
    let mut strict = false;
    for arg in env::args().skip(1) {
        match arg.as_str() {
            "--bench" => {}
            "--strict" => strict = true,
            other => {
                eprintln!("encodings_report: unknown argument {other} (--strict)");
                return ExitCode::from(2);
            }
        }
    }
    let inputs = Inputs::new();
    let mut rows = Rows(&inputs, Vec::new());
    for_each_workload(&mut rows);
    let rows = rows.1;
    let sources = Sources::find();

    let mut tables = Vec::new();
    let mut missing = 0;
    for measure in &MEASURES {
        match (measure.load)(&sources, &rows) {
            Ok(table) => {
                println!("{}", table.markdown(measure, &rows));
                tables.push((measure, Some(table)));
            }
            Err(Missing(what)) => {
                missing += 1;
                println!(
                    "{}: not measured ({what}): run `{}`\n",
                    measure.title, measure.produce
                );
                tables.push((measure, None));
            }
        }
    }
    let mut status = ExitCode::SUCCESS;
    match chart::write(Path::new(CHART), &rows, &tables) {
        Ok(()) => println!("chart: {CHART}"),
        Err(e) => {
            eprintln!("encodings_report: cannot write {CHART}: {e}");
            status = ExitCode::FAILURE;
        }
    }
    if strict && missing > 0 {
        eprintln!("encodings_report: --strict: {missing} measure(s) missing");
        return ExitCode::from(2);
    }
    status
}
