//! The paired slices behind each verdict (`<target>/encodings/slices.json`, written by
//! the wall-clock run): per workload and encoding, each process's per-round ratios to
//! `shift_mask` and its estimate. Each pair is drawn as a histogram of its slices, with
//! the processes' estimates as ticks, the 95% interval as a band and the floor (widened
//! by the layout's spread) around 1.0, so that a reader sees why "same" is same.

use std::error::Error;
use std::path::Path;

use plotters::prelude::*;

use crate::chart::colour;
pub use crate::formats::PairSlices;
use crate::measure::Missing;
use crate::wall_clock::read_json;

/// Reads `slices.json`.
pub fn read(path: &Path) -> Result<Vec<PairSlices>, Missing> {
    read_json(path)
}

/// What the plot marks besides the slices.
pub struct Marks {
    /// The ratio to the baseline.
    pub ratio: f64,
    /// The interval's low end.
    pub low: f64,
    /// The interval's high end.
    pub high: f64,
    /// The floor the verdict used, as a ratio (1.013 for ±1.3%).
    pub floor: f64,
}

/// Size of one pair's plot, in pixels.
const WIDTH: u32 = 330;
const HEIGHT: u32 = 150;
/// Bins of the histogram.
const BINS: usize = 36;

/// Every slice of the pair, sorted.
fn sorted(pair: &PairSlices) -> Vec<f64> {
    let mut all: Vec<f64> = pair.slices.iter().flatten().copied().collect();
    all.sort_unstable_by(f64::total_cmp);
    all
}

/// The plot's range: the middle 80% of the slices with half as much again each side,
/// and everything marked, with a margin; the slices beyond are left out (slices that
/// another process interrupted).
fn range(all: &[f64], pair: &PairSlices, marks: &Marks) -> (f64, f64) {
    let (q10, q90) = (quantile(all, 0.1), quantile(all, 0.9));
    let mut low = (q10 - (q90 - q10) / 2.0)
        .min(marks.low)
        .min(1.0 / marks.floor);
    let mut high = (q90 + (q90 - q10) / 2.0).max(marks.high).max(marks.floor);
    for &e in &pair.estimates {
        low = low.min(e);
        high = high.max(e);
    }
    let pad = (high - low) * 0.05;
    (low - pad, high + pad)
}

/// How many of the pair's slices [`plot`] leaves out, beyond its range.
pub fn outside(pair: &PairSlices, marks: &Marks) -> usize {
    let all = sorted(pair);
    if all.is_empty() {
        return 0;
    }
    let (low, high) = range(&all, pair, marks);
    all.iter().filter(|&&x| !(low..high).contains(&x)).count()
}

/// The pair's plot as an SVG document.
pub fn plot(pair: &PairSlices, marks: &Marks, encoding_index: usize) -> Result<String, String> {
    let mut out = String::new();
    draw(&mut out, pair, marks, encoding_index)
        .map_err(|e| format!("cannot plot {}/{}: {e}", pair.workload, pair.encoding))?;
    Ok(out)
}

/// The value at the fraction `q` of the sorted `values`.
fn quantile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn draw(
    out: &mut String,
    pair: &PairSlices,
    marks: &Marks,
    encoding_index: usize,
) -> Result<(), Box<dyn Error>> {
    let all = sorted(pair);
    if all.is_empty() {
        return Err("no slices".into());
    }
    let (low, high) = range(&all, pair, marks);
    let width = (high - low) / BINS as f64;
    let mut counts = [0usize; BINS];
    for &x in &all {
        if (low..high).contains(&x) {
            counts[(((x - low) / width) as usize).min(BINS - 1)] += 1;
        }
    }
    let top = *counts.iter().max().unwrap_or(&1) as f64 * 1.1;

    let root = SVGBackend::with_string(out, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .margin(6)
        .x_label_area_size(22)
        .y_label_area_size(8)
        .build_cartesian_2d(low..high, 0.0..top)?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .disable_x_mesh()
        .y_labels(0)
        .x_labels(5)
        .x_label_formatter(&|x| format!("{x:.3}"))
        .label_style(("sans-serif", 11))
        .draw()?;
    // The floor around 1.0, then the interval, then the slices over them.
    chart.draw_series([Rectangle::new(
        [(1.0 / marks.floor, 0.0), (marks.floor, top)],
        RGBColor(0xe2, 0xe2, 0xe2).filled(),
    )])?;
    chart.draw_series([Rectangle::new(
        [(marks.low, 0.0), (marks.high, top)],
        colour(encoding_index).mix(0.18).filled(),
    )])?;
    chart.draw_series(counts.iter().enumerate().map(|(i, &n)| {
        let x = low + i as f64 * width;
        Rectangle::new(
            [(x, 0.0), (x + width * 0.9, n as f64)],
            RGBColor(0x88, 0x88, 0x88).filled(),
        )
    }))?;
    chart.draw_series(DashedLineSeries::new(
        [(1.0, 0.0), (1.0, top)],
        3,
        3,
        BLACK.stroke_width(1),
    ))?;
    chart.draw_series(pair.estimates.iter().map(|&e| {
        PathElement::new(
            vec![(e, top * 0.82), (e, top)],
            colour(encoding_index).stroke_width(2),
        )
    }))?;
    chart.draw_series([PathElement::new(
        vec![(marks.ratio, 0.0), (marks.ratio, top)],
        colour(encoding_index).stroke_width(2),
    )])?;
    root.present()?;
    Ok(())
}
