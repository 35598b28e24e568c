//! The verdicts: each workload's measurements by every process combined into each
//! encoding's ratio to `shift_mask` (`stats.rs`), judged against the run's noise floor
//! widened by the code layout's spread (`layouts.rs`); what `verdicts.json` holds
//! (the verdicts with the machine, commit and date they are a fact about) and the
//! paired slices behind them (`slices.json`, which the report plots), both files
//! defined in `movegen_report::formats`, which the report reads them with.

pub use movegen_report::formats::{PairSlices, Row, VerdictsFile};
use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS};

use crate::layouts::Spreads;
use crate::paired::{Measured, index};
use crate::stats::{self, Ratio};

/// Every pair's slices of a workload's measurements.
pub fn slices(workload: &'static str, parts: &[&Measured]) -> Vec<PairSlices> {
    let baseline = index(BASELINE);
    let round = |x: f64| (x * 1e4).round() / 1e4;
    (ENCODINGS.iter().enumerate())
        .map(|(e, &encoding)| PairSlices {
            workload: workload.into(),
            encoding: encoding.into(),
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
                    workload: m.workload.into(),
                    encoding: encoding.into(),
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
