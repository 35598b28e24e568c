//! A measure as text for the terminal: its [`Table`] in Markdown, a row per workload
//! and a column per encoding, each cell as [`cell_text`] writes it (which the page
//! uses too).

use std::fmt::Write as _;

use movegen_workloads::encodings::{BASELINE, ENCODINGS};

use crate::measure::{Measure, Row};
use crate::table::{Cell, Table};

/// The table in Markdown: a row per workload, a column per encoding.
pub fn markdown(table: &Table, measure: &Measure, rows: &[Row]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}: {} per element, and the ratio to {BASELINE}\n",
        measure.title, measure.unit
    );
    if let Some(note) = &table.note {
        let _ = writeln!(out, "{note}\n");
    }
    let floor_header = if table.floors.is_some() {
        " floor |"
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "| workload (per element) | {} |{floor_header}",
        ENCODINGS.join(" | ")
    );
    let floor_rule = if table.floors.is_some() { "---:|" } else { "" };
    let _ = writeln!(out, "|---|{}{floor_rule}", "---:|".repeat(ENCODINGS.len()));
    for (w, (row, cells)) in rows.iter().zip(&table.cells).enumerate() {
        let texts: Vec<String> = cells
            .iter()
            .map(|cell| match cell {
                None => "not run".to_owned(),
                Some(cell) => cell_text(measure, cell),
            })
            .collect();
        let floor = (table.floors.as_ref())
            .map(|f| format!(" ±{:.1}% |", (f[w] - 1.0) * 100.0))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "| {} (per {}) | {} |{floor}",
            row.workload,
            row.element,
            texts.join(" | ")
        );
    }
    out
}

/// A cell as text: the value, the ratio (with its interval) and the verdict.
pub fn cell_text(measure: &Measure, cell: &Cell) -> String {
    let mut text = String::new();
    if let Some(value) = cell.value {
        text += &(measure.format)(value);
    }
    if let Some(ratio) = cell.ratio {
        if !text.is_empty() {
            text += " ";
        }
        match cell.interval {
            Some((low, high)) => {
                let _ = write!(text, "{ratio:.3} [{low:.3}, {high:.3}]");
            }
            None => {
                let _ = write!(text, "({ratio:.2}x)");
            }
        }
    }
    if let Some(verdict) = cell.verdict {
        let _ = write!(text, " {verdict}");
    }
    text
}
