//! The encodings benchmark's report: one table per measure (workloads as rows,
//! encodings as columns, each value as a ratio to `shift_mask`) in the terminal, and
//! the page `<target>/encodings/report/index.html`: the verdicts, the paired slices
//! behind each, every measure's table and chart, other machines' verdicts side by side
//! (`--add`), the layout study, and the commands that make each part.
//!
//! ```text
//! cargo bench --bench encodings                 # paired wall clock: target/encodings/verdicts.json
//! cargo bench --bench encodings_instructions    # x86-64 instructions under callgrind (gungraun)
//! bash .ci/mcu.sh                               # Cortex-M0, M4, RV32 and AArch64 instructions (QEMU)
//! cargo bench --bench encodings_criterion       # criterion's own report, linked from the page
//! cargo bench --bench encodings_report          # this report
//! cargo bench --bench encodings_report -- --add other/verdicts.json   # ...beside another machine's
//! cargo bench --bench encodings_report -- --update-docs   # ...and docs/encodings.svg
//! cargo bench --bench encodings_report -- --strict        # ...exit 2 when a measure is missing (CI)
//! ```
//!
//! The rows are the list of workloads (`movegen_workloads::list`), the columns the
//! benchmark's encodings (`movegen_workloads::encodings`: the library's and `control`),
//! the measures the list `MEASURES` below, each read from what its benchmark saved
//! (`wall_clock.rs`, `instructions.rs`, `mcu.rs`). The report shows what it has: a
//! measure not yet produced is one line naming the file it lacks and the command that
//! makes it. Every file it reads is defined once, with the benchmark that writes it, in
//! [`formats`]. It writes nothing tracked unless asked (`--update-docs`). Exit status: 0;
//! 2 on a bad argument, a malformed `verdicts.json` (this run's or one added), one added
//! that is missing, or a page that cannot be written (none is then left half-written);
//! 2 with `--strict` when a measure is missing; 1 when `docs/encodings.svg` cannot be
//! written.

pub mod args;
mod chart;
mod compare;
pub mod formats;
mod instructions;
mod layout;
mod markdown;
mod mcu;
mod measure;
mod page;
mod slices;
pub mod sources;
mod table;
mod verdicts_file;
mod wall_clock;
mod write;

use std::path::PathBuf;
use std::process::ExitCode;

use measure::{Measure, Missing};
use sources::{Sources, workspace};
use verdicts_file::ReadError;

/// Every measure, in the order of the tables and the chart's panels.
static MEASURES: [Measure; 6] = [
    wall_clock::MEASURE,
    instructions::MEASURE,
    mcu::MICROBIT,
    mcu::MPS2_AN386,
    mcu::RISCV32_VIRT,
    mcu::AARCH64_VIRT,
];

/// The report as `cargo bench --bench encodings_report` runs it.
pub fn main() -> ExitCode {
    let options = match args::parse(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(e) => {
            eprintln!("encodings_report: {e}");
            return ExitCode::from(2);
        }
    };
    match run(&options, &Sources::find()) {
        Ok(status) => status,
        Err(e) => {
            eprintln!("encodings_report: {e}");
            ExitCode::from(2)
        }
    }
}

/// Where `--update-docs` writes the chart.
fn docs_chart() -> PathBuf {
    workspace().join("docs/encodings.svg")
}

/// Prints every measure's table, writes the page (and with `--update-docs` the chart),
/// and returns the exit status; or the error that stops it (exit 2), before anything
/// is written.
pub fn run(options: &args::Options, sources: &Sources) -> Result<ExitCode, String> {
    let own = match verdicts_file::read(&sources.encodings.join("verdicts.json")) {
        Ok(run) => Some(run),
        Err(ReadError::Missing(_)) => None,
        Err(ReadError::Malformed(e)) => return Err(e),
    };
    let added = (options.add.iter())
        .map(|path| verdicts_file::read(path).map_err(|e| e.message().to_owned()))
        .collect::<Result<Vec<_>, _>>()?;
    let rows = measure::rows();
    let mut tables = Vec::new();
    let mut missing = 0;
    for measure in &MEASURES {
        match (measure.load)(sources, &rows) {
            Ok(table) => {
                println!("{}", markdown::markdown(&table, measure, &rows));
                tables.push((measure, Ok(table)));
            }
            Err(Missing(what)) => {
                missing += 1;
                println!(
                    "{}: not measured ({what}): run `{}`\n",
                    measure.title, measure.produce
                );
                tables.push((measure, Err(what)));
            }
        }
    }
    let slices = slices::read(&sources.encodings.join("slices.json"));
    let studies = layout::find(
        &sources.committed_study,
        &sources.encodings.join("layouts.json"),
    );
    let runs: Vec<_> = own.into_iter().chain(added).collect();
    let html = page::render(&page::Inputs {
        rows: &rows,
        tables: &tables,
        runs: &runs,
        slices: slices.as_deref().map_err(|Missing(m)| m.as_str()),
        studies: &studies,
        sources,
    })?;
    write::atomically(&sources.page, html.as_bytes())?;
    println!("page: {}", sources.page.display());

    let mut status = ExitCode::SUCCESS;
    if options.update_docs {
        let panels: Vec<_> = (tables.iter())
            .map(|(measure, table)| (*measure, table.as_ref().ok()))
            .collect();
        let path = docs_chart();
        match chart::svg(&rows, &panels).and_then(|svg| write::atomically(&path, svg.as_bytes())) {
            Ok(()) => println!("chart: {}", path.display()),
            Err(e) => {
                eprintln!("encodings_report: {e}");
                status = ExitCode::FAILURE;
            }
        }
    }
    if options.strict && missing > 0 {
        eprintln!("encodings_report: --strict: {missing} measure(s) missing");
        return Ok(ExitCode::from(2));
    }
    Ok(status)
}
