//! The layout study (its file: [`Study`], [`crate::formats::Spreads`]) as the page
//! shows it: the committed one (`encodings-study/bench/layout_spread.json`) and this machine's
//! (`<target>/encodings/layouts.json`) where there is one, each with its CPU; and, when
//! the run's CPU is not a study's, that the run has no study of its own and how to
//! make one.

use std::path::Path;

use maud::{Markup, html};
use movegen_workloads::encodings::BASELINE;

pub use crate::formats::Spreads as Study;
use crate::formats::Verdict;
use crate::wall_clock::read_json;

/// The studies found: (what it is, its path, the study).
pub fn find(committed: &Path, local: &Path) -> Vec<(&'static str, String, Study)> {
    [
        ("this machine's study", local),
        ("the committed study", committed),
    ]
    .into_iter()
    .filter_map(|(what, path)| {
        let study = read_json::<Study>(path).ok()?;
        Some((what, path.display().to_string(), study))
    })
    .collect()
}

/// "4 slower, 2 same": how many layouts gave each verdict.
fn tally(verdicts: &[Verdict]) -> String {
    let every = [
        Verdict::Faster,
        Verdict::Same,
        Verdict::Slower,
        Verdict::Undecided,
    ];
    let parts: Vec<String> = (every.iter())
        .filter_map(|v| {
            let n = verdicts.iter().filter(|x| *x == v).count();
            (n > 0).then(|| format!("{n} {}", v.word()))
        })
        .collect();
    parts.join(", ")
}

/// The section: each study's table, and what the run's CPU has.
pub fn section(studies: &[(&str, String, Study)], run_cpu: Option<&str>) -> Markup {
    let own = run_cpu.is_some_and(|cpu| studies.iter().any(|(_, _, s)| s.cpu == cpu));
    html! {
        h2 id="layout" { "The layout study" }
        p {
            "Made by " code { "encodings-study/bench/layouts.sh" } " (the benchmark built six times, code moved and nothing else, each build run with "
            code { "--layout NAME" } "), then " code { "cargo bench --bench encodings -- --combine-layouts" }
            ". A pair's spread is half the range of its ratios over the layouts; a run adds it to that pair's floor, on the CPU the study ran on only."
        }
        @if let Some(cpu) = run_cpu {
            @if !own {
                p.warn #no-study {
                    "This run's CPU, " (cpu) ", has no layout study of its own: its floors are the noise alone, not widened by another CPU's spread. "
                    "Make one on it with " code { "encodings-study/bench/layouts.sh" } "."
                }
            }
        }
        @if studies.is_empty() {
            p.missing { "No layout study found: run " code { "encodings-study/bench/layouts.sh" } "." }
        }
        @for (what, path, study) in studies {
            h3 { (what) ": " (study.cpu) }
            p { code { (path) } ", " (study.mode) "; layouts: "
                @for (i, (name, flags)) in study.layouts.iter().enumerate() {
                    @if i > 0 { ", " }
                    (name) @if !flags.is_empty() { " (" code { (flags) } ")" }
                }
            }
            table.data {
                thead { tr { th { "workload" } th { "encoding" } th { "lowest" } th { "highest" } th { "spread" } th { "verdicts" } } }
                tbody {
                    @for p in study.pairs.iter().filter(|p| p.encoding != BASELINE) {
                        tr {
                            td { (p.workload) } td { (p.encoding) }
                            td.n { (format!("{:.3}", p.ratios.iter().copied().fold(f64::MAX, f64::min))) }
                            td.n { (format!("{:.3}", p.ratios.iter().copied().fold(f64::MIN, f64::max))) }
                            td.n { "±" (format!("{:.1}%", (p.spread.exp() - 1.0) * 100.0)) }
                            td { (tally(&p.verdicts)) }
                        }
                    }
                }
            }
        }
    }
}
