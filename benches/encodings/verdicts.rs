//! The verdicts: each workload's measurements by every process combined into each
//! encoding's ratio to `shift_mask` (`stats.rs`), judged against the run's noise floor
//! widened by the code layout's spread (`layouts.rs`); what `verdicts.json` holds
//! (the verdicts with the machine, commit and date they are a fact about) and the
//! paired slices behind them (`slices.json`, which the report plots).

use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS};
use serde::Serialize;

use crate::layouts::{Pair, Spreads};
use crate::machine::Cpu;
use crate::paired::{Measured, index};
use crate::stats::{self, Ratio, Verdict};

/// One row of `verdicts.json`: a workload with an encoding.
#[derive(Serialize)]
pub struct Row {
    pub workload: &'static str,
    pub encoding: &'static str,
    pub ratio: f64,
    pub low: f64,
    pub high: f64,
    pub verdict: Verdict,
    /// The code layout's spread for this pair (a ratio less one: 0.02 is ±2%), added to
    /// the noise floor; 0 where none is known (`layouts.rs`).
    pub layout_spread: f64,
    /// The verdict is "same" only because of the layout spread: the noise floor alone
    /// gave another.
    pub by_layout: bool,
}

impl Row {
    /// The row as a layout's run records it.
    pub fn pair(&self) -> Pair {
        Pair {
            workload: self.workload.into(),
            encoding: self.encoding.into(),
            ratio: self.ratio,
            low: self.low,
            high: self.high,
            verdict: self.verdict,
        }
    }
}

/// `verdicts.json`: the verdicts and what they are a fact about. (Before, the file was
/// the bare list of `verdicts`; the report reads both.)
#[derive(Serialize)]
pub struct VerdictsFile<'r> {
    /// The CPU as one string, as `run.json` and the layout study give it.
    pub cpu: String,
    /// The CPU's name, family and model number.
    pub machine: Cpu,
    /// The commit measured (`-modified` when the tree differed from it).
    pub commit: String,
    /// The day of the run, UTC.
    pub date: String,
    /// The mode (`default run (...)`).
    pub mode: String,
    /// Which layout study widened the floors, or why none did.
    pub layout: String,
    /// Every pair's verdict.
    pub verdicts: &'r [Row],
}

/// One pair's paired slices: per process, each round's time of the encoding over
/// `shift_mask`'s in the same round, and the process's estimate (the trimmed mean).
#[derive(Serialize)]
pub struct PairSlices {
    /// The workload.
    pub workload: &'static str,
    /// The encoding.
    pub encoding: &'static str,
    /// Each process's estimate, as a ratio.
    pub estimates: Vec<f64>,
    /// Each process's per-round ratios, to four decimals.
    pub slices: Vec<Vec<f64>>,
}

/// Every pair's slices of a workload's measurements.
pub fn slices(workload: &'static str, parts: &[&Measured]) -> Vec<PairSlices> {
    let baseline = index(BASELINE);
    let round = |x: f64| (x * 1e4).round() / 1e4;
    (ENCODINGS.iter().enumerate())
        .map(|(e, &encoding)| PairSlices {
            workload,
            encoding,
            estimates: (parts.iter())
                .map(|m| round(stats::log_ratio(&m.times[e], &m.times[baseline]).exp()))
                .collect(),
            slices: (parts.iter())
                .map(|m| {
                    (m.times[e].iter().zip(&m.times[baseline]))
                        .map(|(t, b)| round(t / b))
                        .collect()
                })
                .collect(),
        })
        .collect()
}

/// A workload's measurements by every process, combined.
pub struct Combined {
    pub workload: &'static str,
    pub element: String,
    /// Each encoding's ratio to the baseline.
    pub ratios: Vec<Ratio>,
    /// The rounds of all processes.
    pub rounds: usize,
    pub iterations: u64,
    pub seconds: f64,
    /// The baseline's median time per element over all rounds, in nanoseconds.
    pub baseline_ns: f64,
}

impl Combined {
    pub fn new(workload: &'static str, parts: &[&Measured]) -> Combined {
        let baseline = index(BASELINE);
        let ratios = (0..ENCODINGS.len())
            .map(|e| {
                let estimates: Vec<f64> = (parts.iter())
                    .map(|m| stats::log_ratio(&m.times[e], &m.times[baseline]))
                    .collect();
                stats::combine(&estimates)
            })
            .collect();
        let mut times: Vec<f64> = (parts.iter())
            .flat_map(|m| m.times[baseline].iter().map(|t| t / m.elements as f64))
            .collect();
        times.sort_unstable_by(f64::total_cmp);
        Combined {
            workload,
            element: parts[0].element.clone(),
            ratios,
            rounds: parts.iter().map(|m| m.rounds()).sum(),
            iterations: parts[0].iterations,
            seconds: parts.iter().map(|m| m.seconds).sum(),
            baseline_ns: times[times.len() / 2],
        }
    }

    /// The run's noise floor on this workload (a log ratio): [`stats::floor`] of the
    /// control.
    pub fn floor(&self) -> f64 {
        stats::floor(self.ratios[index(CONTROL)])
    }
}

/// Each workload's row for each encoding: the ratio judged with the run's floor (the
/// control with the 1% resolution alone: it shows the noise), widened by the pair's
/// layout spread where `spreads` knows it.
pub fn judge(combined: &[Combined], spreads: Option<&Spreads>) -> Vec<Row> {
    (combined.iter())
        .flat_map(|m| {
            let floor = m.floor();
            ENCODINGS.iter().enumerate().map(move |(e, &encoding)| {
                let r = m.ratios[e];
                // The control is judged with the resolution alone: it shows the noise.
                let (own_floor, layout) = if encoding == CONTROL {
                    (stats::RESOLUTION, 0.0)
                } else {
                    let layout = spreads.and_then(|s| s.spread(m.workload, encoding));
                    (floor, layout.unwrap_or(0.0))
                };
                let by_noise = stats::verdict(r, own_floor);
                let verdict = stats::verdict(r, own_floor + layout);
                Row {
                    workload: m.workload,
                    encoding,
                    ratio: r.ratio,
                    low: r.low,
                    high: r.high,
                    verdict,
                    layout_spread: layout.exp() - 1.0,
                    by_layout: verdict != by_noise,
                }
            })
        })
        .collect()
}
