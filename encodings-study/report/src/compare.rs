//! Machines side by side: this run's verdicts and those of the files given with
//! `--add` (other runs, collected from other machines), a column per run and a row per
//! workload and encoding, a row marked where the verdicts differ; and the pairs whose
//! verdict held on every run.

use maud::{Markup, html};
use movegen_workloads::encodings::{BASELINE, ENCODINGS};
use movegen_workloads::workload::WORKLOADS;

use crate::verdicts_file::Run;

/// A pair's verdicts across the runs (`None` where a run lacks the pair).
pub struct Compared<'r> {
    /// The workload.
    pub workload: &'static str,
    /// The encoding.
    pub encoding: &'static str,
    /// Each run's verdict on the pair, in the runs' order.
    pub cells: Vec<Option<&'r crate::formats::Row>>,
}

impl Compared<'_> {
    /// Whether two runs gave the pair different verdicts.
    pub fn differs(&self) -> bool {
        let mut verdicts = self.cells.iter().flatten().map(|v| v.verdict.as_str());
        let first = verdicts.next();
        verdicts.any(|v| Some(v) != first)
    }
}

/// Every pair but the baseline's, in the lists' order, across `runs`.
pub fn compare(runs: &[Run]) -> Vec<Compared<'_>> {
    WORKLOADS
        .iter()
        .flat_map(|&workload| {
            (ENCODINGS.iter().filter(|&&e| e != BASELINE)).map(move |&encoding| Compared {
                workload,
                encoding,
                cells: runs.iter().map(|r| r.find(workload, encoding)).collect(),
            })
        })
        .collect()
}

/// The section: the runs named, the table, and what held everywhere.
pub fn section(runs: &[Run]) -> Markup {
    let rows = compare(runs);
    let differing = rows.iter().filter(|r| r.differs()).count();
    html! {
        h2 id="machines" { "Machines side by side" }
        p {
            "Each run's " code { "verdicts.json" } ": this run's first, then those given with "
            code { "cargo bench --bench encodings_report -- --add PATH..." } ". "
            @if runs.len() < 2 {
                "Only one run: add other machines' files to compare."
            } @else {
                (differing) " of " (rows.len()) " pairs differ between the runs (marked)."
            }
        }
        ol {
            @for r in runs {
                li { (r.label()) " — " code { (r.path.display()) }
                    @if let Some(m) = &r.machine { br; small { (m.mode) ". " (m.layout) } }
                }
            }
        }
        table.data #side-by-side {
            thead { tr {
                th { "workload" } th { "encoding" }
                @for (i, _) in runs.iter().enumerate() { th { "run " (i + 1) } }
                th { "across runs" }
            } }
            tbody {
                @for row in &rows {
                    tr class=[row.differs().then_some("differs")] {
                        td { (row.workload) } td { (row.encoding) }
                        @for cell in &row.cells {
                            @match cell {
                                Some(v) => td class=(v.verdict.word()) {
                                    (format!("{:.3} [{:.3}, {:.3}] ", v.ratio, v.low, v.high)) b { (v.verdict) }
                                },
                                None => td { "not measured" },
                            }
                        }
                        td { @if row.differs() { b { "differs" } } @else { "held" } }
                    }
                }
            }
        }
    }
}
