//! The verdict table as markdown: a row per workload, `shift_mask`'s time per element,
//! then each encoding's ratio, interval and verdict, and the noise floor.

use std::fmt::Write as _;

use movegen_workloads::encodings::{BASELINE, ENCODINGS};

use crate::verdicts::{Combined, Row};

/// The table; a verdict that the layout spread turned to "same" reads "same (layout
/// ±x%)".
pub fn table(combined: &[Combined], rows: &[Row]) -> String {
    let mut out = String::new();
    let others: Vec<&str> = ENCODINGS
        .iter()
        .copied()
        .filter(|&e| e != BASELINE)
        .collect();
    let _ = writeln!(
        out,
        "| workload (per element) | {BASELINE} | {} | floor |",
        others.join(" | ")
    );
    let _ = writeln!(out, "|---|---:|{}---:|", "---|".repeat(others.len()));
    for m in combined {
        let cells: Vec<String> = (others.iter())
            .map(|&e| {
                let r = (rows.iter())
                    .find(|r| r.workload == m.workload && r.encoding == e)
                    .expect("a row per encoding");
                let layout = if r.by_layout {
                    format!(" (layout ±{:.1}%)", r.layout_spread * 100.0)
                } else {
                    String::new()
                };
                format!(
                    "{:.3} [{:.3}, {:.3}] {}{layout}",
                    r.ratio,
                    r.low,
                    r.high,
                    r.verdict.as_str()
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "| {} (per {}) | {} | {} | ±{:.1}% |",
            m.workload,
            m.element,
            format_ns(m.baseline_ns),
            cells.join(" | "),
            (m.floor().exp() - 1.0) * 100.0
        );
    }
    out
}

fn format_ns(ns: f64) -> String {
    if ns >= 1e3 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns >= 10.0 {
        format!("{ns:.1} ns")
    } else {
        format!("{ns:.2} ns")
    }
}
