//! The statistics of the paired measurement: a ratio to the baseline and its 95%
//! interval, and the verdict.
//!
//! Within one process, each round timed one slice of every encoding, so round `r`
//! gives, for encoding `e`, the log ratio `d[r] = ln(t_e[r] / t_baseline[r])`: whatever
//! slowed the machine during that round slowed both slices, and cancels. The process's
//! estimate is the 20% trimmed mean of the `d[r]` (the mean of the middle 60%: a slice
//! that another process interrupted falls in the trimmed tails).
//!
//! But a process also has its own placement: where the stack, the buffers and the code
//! fall relative to each other (the kernel randomises addresses anew for every
//! process), which moved some ratios by several per cent from one process to the next,
//! the control's included, with intervals from the slices that did not see it. So the
//! run is [`PROCESSES`](crate::paired::PROCESSES) processes, and the ratio is the
//! exponential of the mean of their estimates, with a 95% Student t interval from
//! their spread: placement, like the noise, lands in the interval.

pub use movegen_report::formats::Verdict;

/// The fraction of the log ratios trimmed at each end.
const TRIM: f64 = 0.2;

/// A ratio to the baseline and its 95% interval.
#[derive(Clone, Copy, Debug)]
pub struct Ratio {
    pub ratio: f64,
    pub low: f64,
    pub high: f64,
}

/// The 20% trimmed mean of `values`, which it sorts.
fn trimmed_mean(values: &mut [f64]) -> f64 {
    values.sort_unstable_by(f64::total_cmp);
    let cut = (values.len() as f64 * TRIM) as usize;
    let kept = &values[cut..values.len() - cut];
    kept.iter().sum::<f64>() / kept.len() as f64
}

/// One process's estimate: the log ratio of `times` to `baseline` (per-round times of
/// the same slices).
pub fn log_ratio(times: &[f64], baseline: &[f64]) -> f64 {
    assert_eq!(times.len(), baseline.len(), "paired slices");
    let mut logs: Vec<f64> = (times.iter().zip(baseline))
        .map(|(t, b)| (t / b).ln())
        .collect();
    trimmed_mean(&mut logs)
}

/// The two-sided 95% quantile of Student's t with `df` degrees of freedom.
fn t_975(df: usize) -> f64 {
    const T: [f64; 10] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    ];
    T.get(df.wrapping_sub(1)).copied().unwrap_or(1.96)
}

/// The ratio from the processes' estimates (log ratios): the exponential of their mean,
/// and the 95% t interval of the mean.
pub fn combine(estimates: &[f64]) -> Ratio {
    let n = estimates.len() as f64;
    let mean = estimates.iter().sum::<f64>() / n;
    let spread = if estimates.len() > 1 {
        let variance = estimates.iter().map(|e| (e - mean).powi(2)).sum::<f64>() / (n - 1.0);
        t_975(estimates.len() - 1) * (variance / n).sqrt()
    } else {
        0.0
    };
    Ratio {
        ratio: mean.exp(),
        low: (mean - spread).exp(),
        high: (mean + spread).exp(),
    }
}

/// The finest difference the wall clock claims, as a log ratio: 1%. Below it, the
/// instruction counts answer.
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
