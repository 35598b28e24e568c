//! `slices.json`: the paired slices behind each verdict, a list of [`PairSlices`].

use serde::{Deserialize, Serialize};

/// One pair's paired slices: per process, each round's time of the encoding over
/// `shift_mask`'s in the same round, and the process's estimate (the trimmed mean).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairSlices {
    /// The workload.
    pub workload: String,
    /// The encoding.
    pub encoding: String,
    /// Each process's estimate, as a ratio.
    pub estimates: Vec<f64>,
    /// Each process's per-round ratios, to four decimals.
    pub slices: Vec<Vec<f64>>,
}
