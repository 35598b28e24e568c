//! `verdicts.json`: each workload with each encoding, its ratio to `shift_mask`, the
//! interval and the verdict, with the machine, commit and date they are a fact about.
//! Before, the file was the bare list of rows; the report reads both
//! (`verdicts_file.rs`).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::Cpu;

/// What a ratio says, relative to the baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Faster than `shift_mask`.
    Faster,
    /// Within the floor, or the interval holds 1.0.
    Same,
    /// Slower than `shift_mask`.
    Slower,
    /// Not decided: the control (`shift_mask` against itself) was not "same" on this
    /// workload, so the run shows noise beyond its own floor ([`settle`]).
    Undecided,
}

impl Verdict {
    /// "faster", "same", "slower" or "undecided (the control strayed)", as the tables
    /// and the page write it.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Faster => "faster",
            Verdict::Same => "same",
            Verdict::Slower => "slower",
            Verdict::Undecided => "undecided (the control strayed)",
        }
    }

    /// One word for the verdict, for a CSS class: "faster", "same", "slower" or
    /// "undecided".
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Undecided => "undecided",
            other => other.as_str(),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where the control (`control`, `shift_mask` against itself) is not "same", every
/// other verdict of that workload becomes [`Verdict::Undecided`]: the run itself shows
/// that its differences there may be noise. The control's own row keeps its verdict.
/// Returns the workloads where the control strayed, in the rows' order.
pub fn settle(rows: &mut [Row], control: &str) -> Vec<String> {
    let strayed: Vec<String> = (rows.iter())
        .filter(|r| r.encoding == control && r.verdict != Verdict::Same)
        .map(|r| r.workload.clone())
        .collect();
    for row in rows.iter_mut() {
        if row.encoding != control && strayed.contains(&row.workload) {
            row.verdict = Verdict::Undecided;
            row.by_layout = false;
        }
    }
    strayed
}

/// What a run says at its end when the control strayed in `workloads` (none: `None`):
/// which verdicts are undecided, and what to do.
pub fn strayed_note(workloads: &[String], control: &str) -> Option<String> {
    if workloads.is_empty() {
        return None;
    }
    Some(format!(
        "the control ({control}, the baseline against itself) was not \"same\" in {}: \
         every other verdict there is undecided (the control strayed), the run's noise is \
         beyond its floor. To decide them: run on a quieter machine (nothing else \
         running), with more rounds (--long), and with this CPU's layout study \
         (encodings-study/bench/layouts.sh)",
        workloads.join(", ")
    ))
}

/// One row of `verdicts.json`: a workload with an encoding.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The workload.
    pub workload: String,
    /// The encoding.
    pub encoding: String,
    /// The time as a ratio to `shift_mask`'s.
    pub ratio: f64,
    /// The 95% interval's low end.
    pub low: f64,
    /// The 95% interval's high end.
    pub high: f64,
    /// What the ratio says.
    pub verdict: Verdict,
    /// The code layout's spread for this pair (a ratio less one: 0.02 is ±2%), added to
    /// the noise floor; 0 where none is known (and in older files).
    #[serde(default)]
    pub layout_spread: f64,
    /// The verdict is "same" only because of the layout spread: the noise floor alone
    /// gave another.
    #[serde(default)]
    pub by_layout: bool,
}

/// What a run's `verdicts.json` says of where and what it measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct About {
    /// The CPU as one string ([`Cpu::describe`]), as `run.json` and the layout study
    /// give it: "AMD EPYC (family 25, model 17)".
    pub cpu: String,
    /// The CPU's name, family and model number (absent in older files).
    #[serde(default)]
    pub machine: Option<Cpu>,
    /// The commit measured (`-modified` when the tree differed from it).
    pub commit: String,
    /// The day of the run, UTC.
    pub date: String,
    /// The mode (`default run (...)`).
    #[serde(default)]
    pub mode: String,
    /// Which layout study widened the floors, or why none did.
    #[serde(default)]
    pub layout: String,
}

/// `verdicts.json`: the verdicts and what they are a fact about.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VerdictsFile {
    /// Where and what the run measured.
    #[serde(flatten)]
    pub about: About,
    /// Every pair's verdict.
    pub verdicts: Vec<Row>,
}
