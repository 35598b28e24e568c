//! The statistics of the paired measurement: a ratio to the baseline and its 95%
//! interval from the paired slices, and the verdict.
//!
//! Each round timed one slice of every encoding, so round `r` gives, for encoding `e`,
//! the log ratio `d[r] = ln(t_e[r] / t_baseline[r])`: whatever slowed the machine during
//! that round slowed both slices, and cancels. The estimate is the 20% trimmed mean of
//! the `d[r]` (the mean of the middle 60%: a slice that another process interrupted
//! falls in the trimmed tails), and the ratio is its exponential. The interval is the
//! 2.5th and 97.5th percentiles of the same statistic over [`RESAMPLES`] bootstrap
//! resamples of the rounds, drawn by a seeded generator, so the same slices always give
//! the same interval.

use movegen_workloads::rng::{Rng, XorShift64Star};
use serde::Serialize;

/// Bootstrap resamples per interval.
pub const RESAMPLES: usize = 2_000;

/// The fraction of the log ratios trimmed at each end.
const TRIM: f64 = 0.2;

/// The seed of the bootstrap's resampling.
const SEED: u64 = 0x6a09_e667_f3bc_c909;

/// A ratio to the baseline and its 95% interval.
#[derive(Clone, Copy, Debug)]
pub struct Ratio {
    pub ratio: f64,
    pub low: f64,
    pub high: f64,
}

/// What a ratio says, relative to the baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Faster,
    Same,
    Slower,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Faster => "faster",
            Verdict::Same => "same",
            Verdict::Slower => "slower",
        }
    }
}

/// The 20% trimmed mean of `values`, which it sorts.
fn trimmed_mean(values: &mut [f64]) -> f64 {
    values.sort_unstable_by(f64::total_cmp);
    let cut = (values.len() as f64 * TRIM) as usize;
    let kept = &values[cut..values.len() - cut];
    kept.iter().sum::<f64>() / kept.len() as f64
}

/// The ratio of `times` to `baseline` (per-round times of the same slices) and its
/// interval.
pub fn ratio(times: &[f64], baseline: &[f64]) -> Ratio {
    assert_eq!(times.len(), baseline.len(), "paired slices");
    let logs: Vec<f64> = (times.iter().zip(baseline))
        .map(|(t, b)| (t / b).ln())
        .collect();
    let estimate = trimmed_mean(&mut logs.clone());
    let mut rng = XorShift64Star(SEED);
    let mut sample = vec![0.0; logs.len()];
    let mut estimates: Vec<f64> = (0..RESAMPLES)
        .map(|_| {
            for slot in sample.iter_mut() {
                *slot = logs[rng.below(logs.len())];
            }
            trimmed_mean(&mut sample)
        })
        .collect();
    estimates.sort_unstable_by(f64::total_cmp);
    let at = |q: f64| estimates[((RESAMPLES - 1) as f64 * q).round() as usize];
    Ratio {
        ratio: estimate.exp(),
        low: at(0.025).exp(),
        high: at(0.975).exp(),
    }
}

/// The finest difference the wall clock claims, as a log ratio: 1%. Identical code at
/// another address (the control) was timed up to 0.3% apart with an interval that
/// excluded 1.0 (`order`, on a loaded machine): placement, which the interval does not
/// see. Below 1%, the instruction counts answer.
pub const RESOLUTION: f64 = 0.00995; // ln(1.01)

/// The noise floor the control gives: how far from 1.0 its interval reaches, as a
/// log ratio (`max(|ln low|, |ln high|)`), and never below [`RESOLUTION`].
pub fn floor(control: Ratio) -> f64 {
    (control.low.ln().abs())
        .max(control.high.ln().abs())
        .max(RESOLUTION)
}

/// The verdict on `r` with the run's noise floor `floor` (see [`floor`]): "same" when
/// the interval holds 1.0 or the ratio lies within the floor (`|ln ratio| <= floor`),
/// otherwise "faster" below 1.0 and "slower" above. The control itself is judged with
/// the floor [`RESOLUTION`] (its own floor would always hold it): it must come out
/// within 1% of `shift_mask`, or hold 1.0 in its interval.
pub fn verdict(r: Ratio, floor: f64) -> Verdict {
    if (r.low <= 1.0 && 1.0 <= r.high) || r.ratio.ln().abs() <= floor {
        Verdict::Same
    } else if r.ratio < 1.0 {
        Verdict::Faster
    } else {
        Verdict::Slower
    }
}
