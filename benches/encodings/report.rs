//! The encodings benchmark's report: one table per measure (workloads as rows,
//! encodings as columns, the value per element and its ratio to the best of the row)
//! and a chart of the ratios, one panel per measure, written to `docs/encodings.svg`.
//!
//! ```text
//! cargo bench --bench encodings                 # wall clock (criterion)
//! cargo bench --bench encodings_instructions    # instructions under callgrind (gungraun)
//! cargo bench --bench encodings_report          # this report
//! ```
//!
//! The rows are the benchmark's list of workloads (`workloads.rs`), the columns
//! [`movegen::encoding::list::ENCODINGS`], the measures the list [`MEASURES`] below: each is read from
//! what its benchmark saved (`report/wall_clock.rs`, `report/instructions.rs`). When a
//! measure's data are missing, the report prints the tables it has, says which data are
//! missing and the command that produces them, writes no chart, and exits with status 2.

use std::env;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use movegen::encoding::list::ENCODINGS;
use serde::Deserialize;

mod workloads;
use workloads::{Inputs, Workload, WorkloadVisitor, for_each_workload};

#[path = "report/chart.rs"]
mod chart;
#[path = "report/instructions.rs"]
mod instructions;
#[path = "report/mcu.rs"]
mod mcu;
#[path = "report/wall_clock.rs"]
mod wall_clock;

/// A measure: where its benchmark saved its data, and how to read one value.
struct Measure {
    /// The table's title and the chart panel's.
    title: &'static str,
    /// What a value is, per element ("ns", "instructions").
    unit: &'static str,
    /// The command that produces the data.
    produce: &'static str,
    /// The value of one workload with one encoding, per element (`None`: not run on
    /// this target, as the data say); an error names what is missing or unreadable.
    read: fn(&Sources, &Row, usize) -> Result<Option<f64>, String>,
    /// How a value prints.
    format: fn(f64) -> String,
}

/// Every measure, in the order of the tables and the chart's panels.
static MEASURES: [Measure; 4] = [
    wall_clock::MEASURE,
    instructions::MEASURE,
    mcu::MICROBIT,
    mcu::MPS2_AN386,
];

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

/// Where the benchmarks saved their data.
struct Sources {
    /// Criterion's home: `$CRITERION_HOME`, else `<target>/criterion`.
    criterion: PathBuf,
    /// Gungraun's home: `$GUNGRAUN_HOME`, else `<target>/gungraun`.
    gungraun: PathBuf,
    /// Where `.ci/mcu.sh` keeps the firmware's output: `firmware/target/mcu`.
    mcu: PathBuf,
}

impl Sources {
    /// The homes the benchmarks use, found the way they find them.
    fn find() -> Sources {
        let target = target_dir();
        let home = |var: &str, dir: &str| env::var_os(var).map_or(target.join(dir), PathBuf::from);
        Sources {
            criterion: home("CRITERION_HOME", "criterion"),
            gungraun: home("GUNGRAUN_HOME", "gungraun"),
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

/// One measure's values: per workload, per encoding.
struct Table<'m> {
    measure: &'m Measure,
    values: Vec<Vec<Option<f64>>>,
}

impl Table<'_> {
    /// Each value divided by the best (lowest) of its row.
    pub fn ratios(&self) -> Vec<Vec<Option<f64>>> {
        (self.values.iter())
            .map(|row| {
                let best = row.iter().flatten().copied().fold(f64::INFINITY, f64::min);
                row.iter().map(|v| v.map(|v| v / best)).collect()
            })
            .collect()
    }

    fn markdown(&self, rows: &[Row]) -> String {
        let mut out = String::new();
        let m = self.measure;
        let _ = writeln!(
            out,
            "{}: {} per element (ratio to the best of the row)\n",
            m.title, m.unit
        );
        let _ = writeln!(
            out,
            "| workload (per element) | {} |",
            ENCODINGS.join(" | ")
        );
        let _ = writeln!(out, "|---|{}", "---:|".repeat(ENCODINGS.len()));
        for ((row, values), ratios) in rows.iter().zip(&self.values).zip(self.ratios()) {
            let cells: Vec<String> = (values.iter().zip(ratios))
                .map(|(v, r)| match (v, r) {
                    (Some(v), Some(r)) => format!("{} ({r:.2}x)", (m.format)(*v)),
                    _ => "not run".to_owned(),
                })
                .collect();
            let _ = writeln!(
                out,
                "| {} (per {}) | {} |",
                row.workload,
                row.element,
                cells.join(" | ")
            );
        }
        out
    }
}

/// Reads every value of `measure`, or says what is missing.
fn read(
    measure: &'static Measure,
    sources: &Sources,
    rows: &[Row],
) -> Result<Table<'static>, Vec<String>> {
    let mut values = Vec::new();
    let mut missing = Vec::new();
    for row in rows {
        let mut row_values = Vec::new();
        for encoding in 0..ENCODINGS.len() {
            match (measure.read)(sources, row, encoding) {
                Ok(value) => row_values.push(value),
                Err(e) => missing.push(e),
            }
        }
        values.push(row_values);
    }
    if missing.is_empty() {
        Ok(Table { measure, values })
    } else {
        Err(missing)
    }
}

/// Where the chart goes.
const CHART: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/encodings.svg");

fn main() -> ExitCode {
    let inputs = Inputs::new();
    let mut rows = Rows(&inputs, Vec::new());
    for_each_workload(&mut rows);
    let rows = rows.1;
    let sources = Sources::find();

    let mut tables = Vec::new();
    let mut complete = true;
    for measure in &MEASURES {
        match read(measure, &sources, &rows) {
            Ok(table) => {
                println!("{}", table.markdown(&rows));
                tables.push(table);
            }
            Err(missing) => {
                complete = false;
                eprintln!("encodings_report: {}: data missing:", measure.title);
                for line in missing.iter().take(4) {
                    eprintln!("  {line}");
                }
                if missing.len() > 4 {
                    eprintln!("  ... and {} more", missing.len() - 4);
                }
                eprintln!("  produce them with `{}`", measure.produce);
            }
        }
    }
    if !complete {
        eprintln!("encodings_report: no chart written while a measure is missing");
        return ExitCode::from(2);
    }
    match chart::write(Path::new(CHART), &rows, &tables) {
        Ok(()) => {
            println!("chart: {CHART}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("encodings_report: cannot write {CHART}: {e}");
            ExitCode::FAILURE
        }
    }
}
