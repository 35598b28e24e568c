//! The Cortex-M measures: the lines that the encodings firmware
//! (`firmware/src/bin/encodings.rs`) prints under QEMU and `.ci/mcu.sh` keeps in
//! `firmware/target/mcu/<board>-compact-encodings.log`:
//!
//! ```text
//! mcu-encodings board=microbit workload=pack encoding=shift_mask elements=N instructions=N insn_per_element=X right=true
//! mcu-encodings board=microbit workload=search skipped=ram
//! ```
//!
//! The value is `instructions / elements`; a workload the board skipped is "not run".
//! Its inputs are the firmware's, smaller than the x86-64 benchmark's.

use std::fs;

use movegen::encoding::list::ENCODINGS;

use super::instructions::format_count;
use super::{Measure, Row, Sources};

pub const MICROBIT: Measure = board(
    "Cortex-M0 (micro:bit, thumbv6m), instructions (QEMU)",
    |sources, row, encoding| read("microbit", sources, row, encoding),
);

pub const MPS2_AN386: Measure = board(
    "Cortex-M4 (MPS2-AN386, thumbv7em), instructions (QEMU)",
    |sources, row, encoding| read("mps2-an386", sources, row, encoding),
);

/// A board's measure: its title, and the reader of its log.
const fn board(
    title: &'static str,
    read: fn(&Sources, &Row, usize) -> Result<Option<f64>, String>,
) -> Measure {
    Measure {
        title,
        unit: "instructions",
        produce: "bash .ci/mcu.sh",
        read,
        format: format_count,
    }
}

/// The value of `name=value` in a line's fields.
fn field<'l>(fields: &[&'l str], name: &str) -> Option<&'l str> {
    fields
        .iter()
        .find_map(|f| f.strip_prefix(name)?.strip_prefix('='))
}

fn read(board: &str, sources: &Sources, row: &Row, encoding: usize) -> Result<Option<f64>, String> {
    let path = sources.mcu.join(format!("{board}-compact-encodings.log"));
    let text =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    for line in text.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.first() != Some(&"mcu-encodings")
            || field(&fields, "board") != Some(board)
            || field(&fields, "workload") != Some(row.workload)
        {
            continue;
        }
        if field(&fields, "skipped").is_some() {
            return Ok(None);
        }
        if field(&fields, "encoding") != Some(ENCODINGS[encoding]) {
            continue;
        }
        if field(&fields, "right") != Some("true") {
            return Err(format!("{}: {line}: the result was wrong", path.display()));
        }
        let number = |name| field(&fields, name).and_then(|v| v.parse::<u64>().ok());
        return match (number("instructions"), number("elements")) {
            (Some(instructions), Some(elements)) if elements > 0 => {
                Ok(Some(instructions as f64 / elements as f64))
            }
            _ => Err(format!(
                "{}: {line}: no instructions or elements",
                path.display()
            )),
        };
    }
    Err(format!(
        "{}: no line for {} with {}",
        path.display(),
        row.workload,
        ENCODINGS[encoding]
    ))
}
