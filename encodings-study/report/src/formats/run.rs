//! `run.json`: how a wall-clock run went (the mode, the load, the CPU, the layout study
//! used) and, per workload, `shift_mask`'s time and the noise floor. What the report
//! does not read is defaulted when absent.

use serde::{Deserialize, Serialize};

/// What `run.json` says of a workload beside its verdicts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WorkloadRun {
    /// The workload.
    pub workload: String,
    /// What one of its elements is.
    #[serde(default)]
    pub element: String,
    /// `shift_mask`'s median time per element, in nanoseconds.
    pub baseline_ns: f64,
    /// The noise floor, as a ratio: `exp(floor)`, from the control's interval.
    pub floor: f64,
    /// The rounds of all processes.
    #[serde(default)]
    pub rounds: usize,
    /// The iterations of one slice.
    #[serde(default)]
    pub iterations_per_slice: u64,
    /// The seconds measured, over all processes.
    #[serde(default)]
    pub seconds: f64,
}

/// `<target>/encodings/run.json`: how the run went.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunFile {
    /// The mode (`default run (...)`).
    pub mode: String,
    /// When the run started, in seconds since 1970.
    #[serde(default)]
    pub started_unix: u64,
    /// The load average before the run.
    pub load_before: String,
    /// The load average after it.
    pub load_after: String,
    /// The CPU, as [`Cpu::describe`](super::Cpu::describe) gives it.
    pub cpu: String,
    /// The layout study whose spreads widened the floors: its file and CPU.
    #[serde(default)]
    pub layout_spreads: Option<String>,
    /// Which study widened the floors, or why none did (absent in older runs).
    #[serde(default)]
    pub layout: Option<String>,
    /// Every workload measured.
    pub workloads: Vec<WorkloadRun>,
}
