//! The code layout study's files: what a run with `--layout NAME` writes
//! (`<target>/encodings/layouts/NAME.json`, a [`LayoutRun`]) and what
//! `--combine-layouts` makes of them (`<target>/encodings/layouts.json`, and the
//! committed `encodings-study/bench/layout_spread.json`: [`Spreads`]).

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::{Row, Verdict};

/// The committed study (what a run falls back to on the CPU it names), from the
/// repository's root.
const COMMITTED_STUDY: &str = "encodings-study/bench/layout_spread.json";

/// Where the committed study is on this machine: the bench reads it, and so does the
/// report.
pub fn committed_study() -> PathBuf {
    crate::sources::workspace().join(COMMITTED_STUDY)
}

/// What a run with `--layout NAME` writes: `<target>/encodings/layouts/NAME.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayoutRun {
    /// The layout's name.
    pub layout: String,
    /// The flags the build had beyond the bench profile's (`layouts.sh`'s list).
    pub flags: String,
    /// The CPU, as [`Cpu::describe`](super::Cpu::describe) gives it.
    pub cpu: String,
    /// The mode of the run.
    pub mode: String,
    /// Every pair's row, judged with the run's noise floor alone (a layout's run is
    /// judged without a study; the floors it would widen are what it measures).
    pub pairs: Vec<Row>,
}

/// One pair over every layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairSpread {
    /// The workload.
    pub workload: String,
    /// The encoding.
    pub encoding: String,
    /// The ratio in each layout, in the order of [`Spreads::layouts`].
    pub ratios: Vec<f64>,
    /// The verdict in each layout (noise floor alone).
    pub verdicts: Vec<Verdict>,
    /// Half the range of the log ratios: what the layout (and each run's noise) can
    /// move this pair by, as a log ratio.
    pub spread: f64,
}

/// `layouts.json`: the study's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Spreads {
    /// The CPU the study ran on, as a run names it.
    pub cpu: String,
    /// The mode of the layouts' runs.
    pub mode: String,
    /// Each layout's name and flags.
    pub layouts: Vec<(String, String)>,
    /// Every pair's spread.
    pub pairs: Vec<PairSpread>,
}

impl Spreads {
    /// The layout spread of `workload` with `encoding`, as a log ratio.
    pub fn spread(&self, workload: &str, encoding: &str) -> Option<f64> {
        (self.pairs.iter())
            .find(|p| p.workload == workload && p.encoding == encoding)
            .map(|p| p.spread)
    }
}
