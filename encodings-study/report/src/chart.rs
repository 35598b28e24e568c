//! The report's chart, drawn with plotters as SVG: one panel per measure, in
//! each a group of points per workload, one per encoding, at its ratio to `shift_mask`
//! (1.0, the dashed line) on a log scale. Where the measure has intervals (the paired
//! wall clock), each point has its 95% interval as a bar, and the grey band around 1.0
//! is the run's noise floor on that workload (how far the control strayed). A measure
//! not yet produced is a panel that says "not measured". The text is SVG text, so no
//! font is needed to draw it. The page shows each panel beside its measure's table;
//! `--update-docs` writes them all, one under the other, to `docs/encodings.svg`.

use std::error::Error;

use movegen_workloads::encodings::ENCODINGS;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::measure::{Measure, Row};
use crate::table::Table;

/// Width of the chart, and height of one panel, in pixels.
const WIDTH: u32 = 1000;
const PANEL: u32 = 330;

/// The colour of the encoding numbered `index` (a new encoding gets the next one).
pub fn colour(index: usize) -> RGBColor {
    const COLOURS: [RGBColor; 8] = [
        RGBColor(0x1f, 0x77, 0xb4),
        RGBColor(0xff, 0x7f, 0x0e),
        RGBColor(0x2c, 0xa0, 0x2c),
        RGBColor(0xd6, 0x27, 0x28),
        RGBColor(0x7f, 0x7f, 0x7f),
        RGBColor(0x94, 0x67, 0xbd),
        RGBColor(0x8c, 0x56, 0x4b),
        RGBColor(0xe3, 0x77, 0xc2),
    ];
    COLOURS[index % COLOURS.len()]
}

/// A point of the chart: x, the ratio, and its interval if it has one.
type Point = (f64, f64, Option<(f64, f64)>);

/// Every measure, one panel under the other, as an SVG document.
pub fn svg(rows: &[Row], tables: &[(&Measure, Option<&Table>)]) -> Result<String, String> {
    let mut out = String::new();
    draw(&mut out, rows, tables).map_err(|e| format!("cannot draw the chart: {e}"))?;
    Ok(out)
}

fn draw(
    out: &mut String,
    rows: &[Row],
    tables: &[(&Measure, Option<&Table>)],
) -> Result<(), Box<dyn Error>> {
    let height = PANEL * tables.len() as u32;
    let root = SVGBackend::with_string(out, (WIDTH, height)).into_drawing_area();
    root.fill(&WHITE)?;
    for (area, (measure, table)) in root.split_evenly((tables.len(), 1)).iter().zip(tables) {
        match table {
            Some(table) => panel(area, rows, measure, table)?,
            None => not_measured(area, measure)?,
        }
    }
    root.present()?;
    Ok(())
}

fn not_measured<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    measure: &Measure,
) -> Result<(), Box<dyn Error>>
where
    DB::ErrorType: 'static,
{
    let area = area.titled(measure.title, ("sans-serif", 18))?;
    let (w, h) = area.dim_in_pixel();
    let style = TextStyle::from(("sans-serif", 15)).pos(Pos::new(HPos::Center, VPos::Center));
    area.draw(&Text::new(
        format!("not measured: run `{}`", measure.produce),
        (w as i32 / 2, h as i32 / 2),
        style,
    ))?;
    Ok(())
}

fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    rows: &[Row],
    measure: &Measure,
    table: &Table,
) -> Result<(), Box<dyn Error>>
where
    DB::ErrorType: 'static,
{
    // The range: every ratio, interval and floor, and at least 0.9 to 1.1.
    let mut lowest: f64 = 0.9;
    let mut highest: f64 = 1.1;
    for cell in table.cells.iter().flatten().flatten() {
        let (low, high) = cell.interval.unwrap_or((1.0, 1.0));
        for r in [cell.ratio.unwrap_or(1.0), low, high] {
            lowest = lowest.min(r);
            highest = highest.max(r);
        }
    }
    let (bottom, top) = (lowest / 1.05, highest * 1.05);
    let mut chart = ChartBuilder::on(area)
        .caption(
            format!(
                "{}: {} per element, ratio to shift_mask",
                measure.title, measure.unit
            ),
            ("sans-serif", 18),
        )
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(50)
        .build_cartesian_2d(0.0..rows.len() as f64, (bottom..top).log_scale())?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_labels(10)
        .light_line_style(TRANSPARENT)
        .y_label_formatter(&|y| format!("{y:.2}"))
        .label_style(("sans-serif", 13))
        .draw()?;

    // The noise floor of each workload: a grey band around 1.0.
    if let Some(floors) = &table.floors {
        chart.draw_series(floors.iter().enumerate().map(|(w, &f)| {
            Rectangle::new(
                [(w as f64 + 0.05, 1.0 / f), (w as f64 + 0.95, f)],
                RGBColor(0xd0, 0xd0, 0xd0).filled(),
            )
        }))?;
    }
    // 1.0: shift_mask.
    chart.draw_series(DashedLineSeries::new(
        [(0.0, 1.0), (rows.len() as f64, 1.0)],
        4,
        4,
        BLACK.stroke_width(1),
    ))?;

    // The workloads' names under their groups of points.
    let style = TextStyle::from(("sans-serif", 13)).pos(Pos::new(HPos::Center, VPos::Top));
    chart.draw_series(rows.iter().enumerate().map(|(i, row)| {
        EmptyElement::at((i as f64 + 0.5, bottom)) + Text::new(row.workload, (0, 6), style.clone())
    }))?;

    // "not run" over a workload the target did not run.
    let middle = (bottom * top).sqrt();
    let style = TextStyle::from(("sans-serif", 13)).pos(Pos::new(HPos::Center, VPos::Center));
    chart.draw_series(table.cells.iter().enumerate().filter_map(|(i, row)| {
        let skipped = row.iter().all(Option::is_none);
        skipped.then(|| Text::new("not run", (i as f64 + 0.5, middle), style.clone()))
    }))?;

    let width = 0.8 / ENCODINGS.len() as f64;
    for (encoding, name) in ENCODINGS.iter().enumerate() {
        let colour = colour(encoding);
        let at = |workload: usize| workload as f64 + 0.1 + (encoding as f64 + 0.5) * width;
        let points: Vec<Point> = (table.cells.iter().enumerate())
            .filter_map(|(w, row)| {
                let cell = row[encoding]?;
                Some((at(w), cell.ratio?, cell.interval))
            })
            .collect();
        chart.draw_series(points.iter().filter_map(|&(x, _, interval)| {
            let (low, high) = interval?;
            Some(PathElement::new(
                vec![(x, low), (x, high)],
                colour.stroke_width(2),
            ))
        }))?;
        chart
            .draw_series(
                (points.iter()).map(|&(x, ratio, _)| Circle::new((x, ratio), 3, colour.filled())),
            )?
            .label(*name)
            .legend(move |(x, y)| Circle::new((x + 5, y), 4, colour.filled()));
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
