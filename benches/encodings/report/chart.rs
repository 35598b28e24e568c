//! The report's chart, drawn with plotters into an SVG file: one panel per measure,
//! in each a group of bars per workload, one bar per encoding, its height the ratio to
//! the best encoding of the workload (1.00 is the best). The text is SVG text, so no
//! font is needed to draw it.

use std::error::Error;
use std::fs;
use std::path::Path;

use movegen::encoding::list::ENCODINGS;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::{Row, Table};

/// Width of the chart, and height of one panel, in pixels.
const WIDTH: u32 = 1000;
const PANEL: u32 = 330;

/// Where a bar's axis starts: just under 1.0, so that the best encoding's bar shows.
const FLOOR: f64 = 0.95;

/// The colour of the encoding numbered `index` (a new encoding gets the next one).
fn colour(index: usize) -> RGBColor {
    const COLOURS: [RGBColor; 8] = [
        RGBColor(0x1f, 0x77, 0xb4),
        RGBColor(0xff, 0x7f, 0x0e),
        RGBColor(0x2c, 0xa0, 0x2c),
        RGBColor(0xd6, 0x27, 0x28),
        RGBColor(0x94, 0x67, 0xbd),
        RGBColor(0x8c, 0x56, 0x4b),
        RGBColor(0xe3, 0x77, 0xc2),
        RGBColor(0x7f, 0x7f, 0x7f),
    ];
    COLOURS[index % COLOURS.len()]
}

/// Draws every table's ratios into `path` (an SVG file), one panel per table.
pub fn write(path: &Path, rows: &[Row], tables: &[Table]) -> Result<(), Box<dyn Error>> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let height = PANEL * tables.len() as u32;
    let root = SVGBackend::new(path, (WIDTH, height)).into_drawing_area();
    root.fill(&WHITE)?;
    for (area, table) in root.split_evenly((tables.len(), 1)).iter().zip(tables) {
        panel(area, rows, table)?;
    }
    root.present()?;
    Ok(())
}

fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    rows: &[Row],
    table: &Table,
) -> Result<(), Box<dyn Error>>
where
    DB::ErrorType: 'static,
{
    let ratios = table.ratios();
    let highest = ratios
        .iter()
        .flatten()
        .flatten()
        .copied()
        .fold(1.0, f64::max);
    let top = (highest * 1.05).max(1.1);
    let mut chart = ChartBuilder::on(area)
        .caption(
            format!(
                "{}: {} per element, ratio to the best",
                table.measure.title, table.measure.unit
            ),
            ("sans-serif", 18),
        )
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(50)
        .build_cartesian_2d(0.0..rows.len() as f64, FLOOR..top)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_labels(8)
        .light_line_style(TRANSPARENT)
        .y_label_formatter(&|y| format!("{y:.2}"))
        .label_style(("sans-serif", 13))
        .draw()?;
    // The workloads' names under their groups of bars.
    let style = TextStyle::from(("sans-serif", 13)).pos(Pos::new(HPos::Center, VPos::Top));
    chart.draw_series(rows.iter().enumerate().map(|(i, row)| {
        EmptyElement::at((i as f64 + 0.5, FLOOR)) + Text::new(row.workload, (0, 6), style.clone())
    }))?;

    // "not run" over a workload the target did not run.
    let middle = (FLOOR + top) / 2.0;
    let style = TextStyle::from(("sans-serif", 13)).pos(Pos::new(HPos::Center, VPos::Center));
    chart.draw_series(ratios.iter().enumerate().filter_map(|(i, row)| {
        let skipped = row.iter().all(Option::is_none);
        skipped.then(|| Text::new("not run", (i as f64 + 0.5, middle), style.clone()))
    }))?;

    let width = 0.8 / ENCODINGS.len() as f64;
    for (encoding, name) in ENCODINGS.iter().enumerate() {
        let colour = colour(encoding);
        // No bar where the workload did not run on the target.
        let bars = ratios.iter().enumerate().filter_map(|(workload, row)| {
            let left = workload as f64 + 0.1 + encoding as f64 * width;
            let ratio = row[encoding]?;
            Some(Rectangle::new(
                [(left, FLOOR), (left + width, ratio)],
                colour.filled(),
            ))
        });
        chart
            .draw_series(bars)?
            .label(*name)
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 10, y + 5)], colour.filled()));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .label_font(("sans-serif", 13))
        .draw()?;
    Ok(())
}
