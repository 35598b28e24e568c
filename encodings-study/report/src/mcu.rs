//! The measures under QEMU: the lines that the encodings firmware
//! (`firmware/src/bin/encodings/`) prints on each board and `.ci/mcu.sh` keeps in
//! `firmware/target/mcu/<board>-compact-encodings.log`:
//!
//! ```text
//! mcu-encodings board=microbit workload=pack encoding=shift_mask elements=N instructions=N insn_per_element=X right=true
//! mcu-encodings board=microbit workload=search skipped=ram
//! ```
//!
//! The value is `instructions / elements`; a workload the board skipped is "not run",
//! and so is an encoding the firmware does not run (the control). Its inputs are the
//! firmware's, smaller than the x86-64 benchmark's.

use std::fs;

use movegen::encoding::list;
use movegen_workloads::encodings::ENCODINGS;

use crate::instructions::format_count;
use crate::measure::{Measure, Missing, Row};
use crate::sources::Sources;
use crate::table::Table;

pub const MICROBIT: Measure = board(
    "Cortex-M0 (micro:bit, thumbv6m), instructions (QEMU)",
    |sources, rows| load("microbit", sources, rows),
);

pub const MPS2_AN386: Measure = board(
    "Cortex-M4 (MPS2-AN386, thumbv7em), instructions (QEMU)",
    |sources, rows| load("mps2-an386", sources, rows),
);

pub const RISCV32_VIRT: Measure = board(
    "RISC-V RV32IMC (QEMU virt, riscv32imc), instructions (QEMU)",
    |sources, rows| load("riscv32-virt", sources, rows),
);

pub const AARCH64_VIRT: Measure = board(
    "AArch64 (Cortex-A53, QEMU virt, aarch64-unknown-none), instructions (QEMU)",
    |sources, rows| load("aarch64-virt", sources, rows),
);

/// A board's measure: its title, and the reader of its log.
const fn board(
    title: &'static str,
    load: fn(&Sources, &[Row]) -> Result<Table, Missing>,
) -> Measure {
    Measure {
        title,
        unit: "instructions",
        produce: "bash .ci/mcu.sh",
        load,
        format: format_count,
    }
}

/// The value of `name=value` in a line's fields.
fn field<'l>(fields: &[&'l str], name: &str) -> Option<&'l str> {
    fields
        .iter()
        .find_map(|f| f.strip_prefix(name)?.strip_prefix('='))
}

fn load(board: &str, sources: &Sources, rows: &[Row]) -> Result<Table, Missing> {
    let path = sources.mcu.join(format!("{board}-compact-encodings.log"));
    let text = fs::read_to_string(&path)
        .map_err(|e| Missing(format!("cannot read {}: {e}", path.display())))?;
    let lines: Vec<Vec<&str>> = (text.lines())
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|f| f.first() == Some(&"mcu-encodings") && field(f, "board") == Some(board))
        .collect();
    let mut values = Vec::new();
    for row in rows {
        let of_row: Vec<&Vec<&str>> = (lines.iter())
            .filter(|f| field(f, "workload") == Some(row.workload))
            .collect();
        let skipped = of_row.iter().any(|f| field(f, "skipped").is_some());
        let mut row_values = Vec::new();
        for encoding in ENCODINGS {
            let line = of_row
                .iter()
                .find(|f| field(f, "encoding") == Some(encoding));
            let value = match line {
                _ if skipped => None,
                // The firmware runs the library's encodings; the control only if it says so.
                None if !list::ENCODINGS.contains(&encoding) => None,
                None => {
                    return Err(Missing(format!(
                        "{}: no line for {} with {encoding} (an older firmware?)",
                        path.display(),
                        row.workload
                    )));
                }
                Some(f) => {
                    if field(f, "right") != Some("true") {
                        return Err(Missing(format!(
                            "{}: {} with {encoding}: the result was wrong",
                            path.display(),
                            row.workload
                        )));
                    }
                    let number = |name| field(f, name).and_then(|v| v.parse::<u64>().ok());
                    match (number("instructions"), number("elements")) {
                        (Some(i), Some(e)) if e > 0 => Some(i as f64 / e as f64),
                        _ => {
                            return Err(Missing(format!(
                                "{}: {} with {encoding}: no instructions or elements",
                                path.display(),
                                row.workload
                            )));
                        }
                    }
                }
            };
            row_values.push(value);
        }
        values.push(row_values);
    }
    Ok(Table::from_values(values))
}
