//! The code's layout: how far a ratio moves when only where the code lies changes.
//!
//! `encodings-study/bench/layouts.sh` builds this benchmark several times from the same
//! source with stable flags that move code and nothing else (functions aligned to 64
//! bytes, branch targets to 32, the linker's order of functions shuffled with three
//! seeds) and runs each build in full with `--layout NAME`, which writes
//! `<target>/encodings/layouts/NAME.json`. `--combine-layouts` then gives each workload
//! and encoding its layout spread: half the range of its log ratios over the builds
//! (each build's noise included). A later run adds that spread to the noise floor of
//! the pair, so a verdict of a few per cent that one layout gives and another takes
//! back comes out "same", marked as the layout's doing.
//!
//! The spreads come from `<target>/encodings/layouts.json` (this machine's study) or,
//! where there is none, from the committed `encodings-study/bench/layout_spread.json`,
//! but only on the CPU it names (model, family and model number): on another CPU the run
//! says it has no study of its own and judges by its noise floor alone.

use std::fs;
use std::path::{Path, PathBuf};

use movegen_report::formats::Row;
use movegen_report::formats::committed_study;
pub use movegen_report::formats::{LayoutRun, PairSpread, Spreads};
use movegen_workloads::encodings::ENCODINGS;
use movegen_workloads::workload::WORKLOADS;

use crate::output::pretty;
use crate::stats::Verdict;

/// This machine's study if there is one, else the committed one if it ran on this
/// CPU (`cpu`, as [`Cpu::describe`](crate::machine::Cpu::describe) gives it); with
/// where it came from. Otherwise why there is none and how to make one: a study
/// belongs to the CPU it ran on, and another CPU's spread would widen this run's
/// floors by what its code layout does on that other CPU.
pub fn find(target: &Path, cpu: &str) -> Result<(Spreads, &'static str), String> {
    let committed = committed_study();
    let mut other = None;
    for (path, from) in [
        (
            target.join("encodings/layouts.json"),
            "this machine's study, <target>/encodings/layouts.json",
        ),
        (
            committed,
            "the committed study, encodings-study/bench/layout_spread.json",
        ),
    ] {
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        // A study that cannot be read is said, not silently replaced by the next.
        match serde_json::from_str::<Spreads>(&text) {
            Err(e) => eprintln!("encodings: {} ignored: {e}", path.display()),
            Ok(spreads) if spreads.cpu == cpu => return Ok((spreads, from)),
            Ok(spreads) => other = other.or(Some(spreads.cpu)),
        }
    }
    Err(match other {
        Some(theirs) => format!(
            "no layout study of this CPU ({cpu}), only one of {theirs}: these floors \
             are the noise alone; make this CPU's own with encodings-study/bench/layouts.sh"
        ),
        None => "no layout study found: a verdict within a few per cent may be where the \
                 code lies; make one with encodings-study/bench/layouts.sh"
            .into(),
    })
}

/// Reads every layout's run from `dir`, in the order of their names.
fn read_runs(dir: &Path) -> Result<Vec<LayoutRun>, String> {
    let entries = fs::read_dir(dir).map_err(|e| {
        format!(
            "cannot read {}: {e} (run encodings-study/bench/layouts.sh)",
            dir.display()
        )
    })?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let text = fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            serde_json::from_str(&text).map_err(|e| format!("cannot parse {}: {e}", path.display()))
        })
        .collect()
}

/// Combines the layouts' runs in `<target>/encodings/layouts/` into [`Spreads`].
pub fn combine(target: &Path) -> Result<Spreads, String> {
    let runs = read_runs(&target.join("encodings/layouts"))?;
    let [first, ..] = runs.as_slice() else {
        return Err("no layout's run: run encodings-study/bench/layouts.sh".into());
    };
    if runs.len() < 2 {
        return Err(format!(
            "one layout's run ({}): a spread needs two",
            first.layout
        ));
    }
    if let Some(other) = runs
        .iter()
        .find(|r| r.cpu != first.cpu || r.mode != first.mode)
    {
        return Err(format!(
            "layouts {} and {} ran on different CPUs or modes ({}, {}; {}, {})",
            first.layout, other.layout, first.cpu, first.mode, other.cpu, other.mode
        ));
    }
    let mut pairs = Vec::new();
    for workload in WORKLOADS {
        for encoding in ENCODINGS {
            let found: Vec<&Row> = (runs.iter())
                .filter_map(|r| {
                    (r.pairs.iter()).find(|p| p.workload == workload && p.encoding == encoding)
                })
                .collect();
            if found.len() != runs.len() {
                continue;
            }
            let logs: Vec<f64> = found.iter().map(|p| p.ratio.ln()).collect();
            let (low, high) =
                (logs.iter()).fold((f64::MAX, f64::MIN), |(l, h), &x| (l.min(x), h.max(x)));
            pairs.push(PairSpread {
                workload: workload.into(),
                encoding: encoding.into(),
                ratios: found.iter().map(|p| p.ratio).collect(),
                verdicts: found.iter().map(|p| p.verdict).collect(),
                spread: (high - low) / 2.0,
            });
        }
    }
    Ok(Spreads {
        cpu: first.cpu.clone(),
        mode: first.mode.clone(),
        layouts: runs
            .iter()
            .map(|r| (r.layout.clone(), r.flags.clone()))
            .collect(),
        pairs,
    })
}

/// The study as markdown: per workload and encoding the lowest and highest ratio over
/// the layouts, the spread, and the verdicts (how many layouts said each).
pub fn table(spreads: &Spreads) -> String {
    let others: Vec<&str> = ENCODINGS
        .iter()
        .copied()
        .filter(|&e| e != movegen_workloads::encodings::BASELINE)
        .collect();
    let mut out = format!(
        "| workload | {} |\n|---|{}\n",
        others.join(" | "),
        "---|".repeat(others.len())
    );
    for workload in WORKLOADS {
        let cells: Vec<String> = (others.iter())
            .filter_map(|&e| {
                (spreads.pairs.iter()).find(|p| p.workload == workload && p.encoding == e)
            })
            .map(|p| {
                let low = p.ratios.iter().copied().fold(f64::MAX, f64::min);
                let high = p.ratios.iter().copied().fold(f64::MIN, f64::max);
                format!(
                    "{low:.3}-{high:.3} ±{:.1}% {}",
                    (p.spread.exp() - 1.0) * 100.0,
                    tally(&p.verdicts)
                )
            })
            .collect();
        if !cells.is_empty() {
            out.push_str(&format!("| {workload} | {} |\n", cells.join(" | ")));
        }
    }
    out
}

/// "6 same", "4 slower, 2 same": how many layouts gave each verdict.
fn tally(verdicts: &[Verdict]) -> String {
    let parts: Vec<String> = [Verdict::Faster, Verdict::Same, Verdict::Slower]
        .into_iter()
        .filter_map(|v| {
            let n = verdicts.iter().filter(|&&x| x == v).count();
            (n > 0).then(|| format!("{n} {}", v.as_str()))
        })
        .collect();
    parts.join(", ")
}

/// `--combine-layouts`: the study's table, and `layouts.json` for later runs.
pub fn combine_and_write(target: &Path) -> Result<(), String> {
    let spreads = combine(target)?;
    println!(
        "encodings: the code layout's spread, {} layouts ({}), {} on {}\n",
        spreads.layouts.len(),
        (spreads.layouts.iter().map(|(name, _)| name.as_str()))
            .collect::<Vec<_>>()
            .join(", "),
        spreads.mode,
        spreads.cpu
    );
    println!("{}", table(&spreads));
    let path = target.join("encodings/layouts.json");
    fs::write(&path, pretty(&spreads))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!(
        "written: {} (later runs add these spreads to their floors)",
        path.display()
    );
    Ok(())
}

/// Saves a layout's run (`--layout NAME`): `<dir>/layouts/NAME.json`, and says where.
pub fn save(dir: &Path, run: LayoutRun) -> std::io::Result<PathBuf> {
    let path = dir.join("layouts").join(format!("{}.json", run.layout));
    fs::create_dir_all(dir.join("layouts"))?;
    fs::write(&path, pretty(&run))?;
    Ok(path)
}
