//! The report's page, laid out with maud: what made each part, the verdicts of the
//! paired wall clock, the slices behind each, other machines' verdicts beside this
//! run's, every measure's table and chart, the layout study and the link to criterion's
//! report. Static: the plots are inline SVG, the style inline CSS; nothing is fetched.

use maud::{DOCTYPE, Markup, PreEscaped, html};
use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS};

use crate::chart;
use crate::compare;
use crate::layout::{self, Study};
use crate::markdown::cell_text;
use crate::measure::{Measure, Row};
use crate::slices::{self, Marks, PairSlices};
use crate::sources::Sources;
use crate::table::Table;
use crate::verdicts_file::Run;

/// What the page shows.
pub struct Inputs<'a> {
    /// The workloads.
    pub rows: &'a [Row],
    /// Every measure's table, or what it lacks.
    pub tables: &'a [(&'a Measure, Result<Table, String>)],
    /// This run's verdicts (first, if there are any) and the added runs'.
    pub runs: &'a [Run],
    /// The paired slices, or why they are missing.
    pub slices: Result<&'a [PairSlices], &'a str>,
    /// The layout studies found: what, where, the study.
    pub studies: &'a [(&'static str, String, Study)],
    /// Where the data came from and the page goes.
    pub sources: &'a Sources,
}

/// The commands that make each part, and whether its measures are here.
fn made_by(inputs: &Inputs) -> Markup {
    html! {
        h2 id="commands" { "What made this page" }
        table.data {
            thead { tr { th { "part" } th { "command" } th { "here?" } } }
            tbody {
                @for (measure, table) in inputs.tables {
                    tr {
                        td { (measure.title) }
                        td { code { (measure.produce) } }
                        @match table {
                            Ok(_) => td { "yes" },
                            Err(why) => td.missing { "missing: " (why) },
                        }
                    }
                }
                tr {
                    td { "the paired slices behind each verdict" }
                    td { code { "cargo bench --bench encodings" } }
                    @match inputs.slices {
                        Ok(_) => td { "yes" },
                        Err(why) => td.missing { "missing: " (why) },
                    }
                }
                tr {
                    td { "other machines' verdicts" }
                    td { code { "cargo bench --bench encodings_report -- --add PATH..." } }
                    td { (inputs.runs.len().saturating_sub(1)) " added" }
                }
                tr {
                    td { "the layout study" }
                    td { code { "encodings-study/bench/layouts.sh" } }
                    td { @if inputs.studies.is_empty() { span.missing { "missing" } } @else { "yes" } }
                }
                tr {
                    td { "criterion's report of every workload with every encoding" }
                    td { code { "cargo bench --bench encodings_criterion" } }
                    td { @if inputs.sources.criterion.exists() {
                        a href="../../criterion/report/index.html" { "yes: target/criterion/report/index.html" }
                    } @else { span.missing { "missing" } } }
                }
                tr {
                    td { "this page" }
                    td { code { "cargo bench --bench encodings_report" } }
                    td { "yes" }
                }
            }
        }
    }
}

/// The floor a pair's verdict used, as a ratio: the run's floor widened by the pair's
/// layout spread; 1% for the control.
fn floor_of(table: &Table, w: usize, e: usize) -> f64 {
    if ENCODINGS[e] == CONTROL {
        return 1.01;
    }
    let floor = table.floors.as_ref().map_or(1.01, |f| f[w]);
    let layout = table.layout.as_ref().map_or(0.0, |l| l[w][e].0);
    floor * (1.0 + layout)
}

/// The verdict table of the paired wall clock, a row per workload and encoding.
fn verdicts(inputs: &Inputs, table: &Table, cpu: &str) -> Markup {
    html! {
        table.data #verdicts {
            caption { "Each encoding's time as a ratio to " code { (BASELINE) } ", its 95% interval and verdict; the floor it was judged with; on " b { (cpu) } "." }
            thead { tr { th { "workload" } th { "encoding" } th { "ratio" } th { "interval" } th { "verdict" } th { "floor" } th { "layout" } } }
            tbody {
                @for (w, row) in inputs.rows.iter().enumerate() {
                    @for (e, encoding) in ENCODINGS.iter().enumerate().filter(|(_, e)| **e != BASELINE) {
                        @if let Some(cell) = table.cells[w][e] {
                            @let (spread, by_layout) = table.layout.as_ref().map_or((0.0, false), |l| l[w][e]);
                            tr {
                                td { (row.workload) } td { (encoding) }
                                td.n { (format!("{:.3}", cell.ratio.unwrap_or(1.0))) }
                                td.n { @if let Some((low, high)) = cell.interval { (format!("[{low:.3}, {high:.3}]")) } }
                                td class={ "verdict " (cell.verdict.unwrap_or("").split(' ').next().unwrap_or("")) } id={ "v-" (row.workload) "-" (encoding) } { (cell.verdict.unwrap_or("")) }
                                td.n { "±" (format!("{:.1}%", (floor_of(table, w, e) - 1.0) * 100.0)) }
                                td {
                                    @if spread > 0.0 { "±" (format!("{:.1}%", spread * 100.0)) " from the study" }
                                    @if by_layout { b { "; same only by the layout" } }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Each pair's slices, a row of plots per workload.
fn slice_plots(inputs: &Inputs, table: &Table) -> Result<Markup, String> {
    let slices = match inputs.slices {
        Ok(slices) => slices,
        Err(why) => {
            return Ok(
                html! { p.missing { "No slices: " (why) "; run " code { "cargo bench --bench encodings" } "." } },
            );
        }
    };
    let mut out = Vec::new();
    for (w, row) in inputs.rows.iter().enumerate() {
        let mut figures = Vec::new();
        for (e, encoding) in ENCODINGS
            .iter()
            .enumerate()
            .filter(|(_, e)| **e != BASELINE)
        {
            let (Some(pair), Some(cell)) = (
                slices
                    .iter()
                    .find(|p| p.workload == row.workload && p.encoding == *encoding),
                table.cells[w][e],
            ) else {
                continue;
            };
            let (low, high) = cell.interval.unwrap_or((1.0, 1.0));
            let ratio = cell.ratio.unwrap_or(1.0);
            let marks = Marks {
                ratio,
                low,
                high,
                floor: floor_of(table, w, e),
            };
            let svg = slices::plot(pair, &marks, e)?;
            let rounds: usize = pair.slices.iter().map(Vec::len).sum();
            figures.push(html! {
                figure {
                    (PreEscaped(svg))
                    figcaption { b { (encoding) } (format!(": {ratio:.3} [{low:.3}, {high:.3}] ")) (cell.verdict.unwrap_or("")) "; " (rounds) " slices in " (pair.slices.len()) " processes, " (slices::outside(pair, &marks)) " beyond the plot" }
                }
            });
        }
        out.push(html! { h3 { (row.workload) } div.pairs { @for f in &figures { (f) } } });
    }
    Ok(html! {
        p { "Per pair, the histogram of its paired slices (each round's time over " code { (BASELINE) } "'s in the same round), the processes' estimates (ticks at the top), the ratio (the line), its 95% interval (the coloured band) and the floor it was judged with (the grey band around 1.0, dashed). A verdict is \"same\" when the interval holds 1.0 or the ratio lies within the floor; where the control (" code { (CONTROL) } ", " code { (BASELINE) } " against itself) is not \"same\", every other verdict of that workload is \"undecided (the control strayed)\"." }
        @for part in &out { (part) }
    })
}

/// A measure's table as HTML, with its chart.
fn measure_section(
    inputs: &Inputs,
    measure: &Measure,
    table: &Result<Table, String>,
) -> Result<Markup, String> {
    Ok(html! {
        h3 { (measure.title) }
        p { "Made by " code { (measure.produce) } "." }
        @match table {
            Err(why) => p.missing { "Not measured: " (why) "; run " code { (measure.produce) } "." },
            Ok(table) => {
                @if let Some(note) = &table.note { p { (note) } }
                table.data {
                    thead { tr { th { "workload (per element)" } @for e in ENCODINGS { th { (e) } } } }
                    tbody {
                        @for (row, cells) in inputs.rows.iter().zip(&table.cells) {
                            tr {
                                td { (row.workload) " (per " (row.element) ")" }
                                @for cell in cells {
                                    td.n { @match cell { Some(c) => (cell_text(measure, c)), None => "not run" } }
                                }
                            }
                        }
                    }
                }
                (PreEscaped(chart::svg(inputs.rows, &[(measure, Some(table))])?))
            }
        }
    })
}

/// The whole page.
pub fn render(inputs: &Inputs) -> Result<String, String> {
    let (wall_measure, wall) = &inputs.tables[0];
    let cpu = (inputs.runs.first().and_then(|r| r.machine.as_ref()))
        .map_or("the CPU run.json names".to_owned(), |m| m.cpu.clone());
    let mut measures = Vec::new();
    for (measure, table) in inputs.tables {
        measures.push(measure_section(inputs, measure, table)?);
    }
    let wall_clock = match wall {
        Ok(table) => html! {
            (verdicts(inputs, table, &cpu))
            h2 id="slices" { "The paired slices behind each verdict" }
            (slice_plots(inputs, table)?)
        },
        Err(why) => {
            html! { p.missing #verdicts { "No verdicts: " (why) "; run " code { (wall_measure.produce) } "." } }
        }
    };
    let run_cpu = inputs
        .runs
        .first()
        .and_then(|r| r.machine.as_ref())
        .map(|m| m.cpu.as_str());
    let markup = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                title { "The encodings study: report" }
                style { (PreEscaped(include_str!("page.css"))) }
            }
            body {
                h1 { "The encodings study: report" }
                nav {
                    a href="#verdicts-section" { "verdicts" } a href="#slices" { "slices" }
                    a href="#machines" { "machines" } a href="#measures" { "every measure" }
                    a href="#layout" { "layout study" } a href="#commands" { "commands" }
                    a href="../../criterion/report/index.html" { "criterion's report" }
                }
                p { "What each move encoding costs against " code { (BASELINE) } ", workload by workload. The verdicts answer between encodings; criterion's report of "
                    code { "cargo bench --bench encodings_criterion" } " answers \"did my change pay\" (" code { "--save-baseline" } ", " code { "--baseline" } ")." }
                h2 id="verdicts-section" { "Verdicts: x86-64, paired wall clock" }
                (wall_clock)
                (compare::section(inputs.runs))
                h2 id="measures" { "Every measure" }
                @for m in &measures { (m) }
                (layout::section(inputs.studies, run_cpu))
                (made_by(inputs))
            }
        }
    };
    Ok(markup.into_string())
}
