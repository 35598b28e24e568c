//! One measure's values: per workload, per encoding, a [`Cell`] (the value per element,
//! the ratio to `shift_mask`, and for the paired wall clock the interval and verdict).

use movegen_workloads::encodings::{BASELINE, ENCODINGS};

/// One workload with one encoding.
#[derive(Clone, Copy, Default)]
pub struct Cell {
    /// The value per element, where the measure has one.
    pub value: Option<f64>,
    /// The ratio to `shift_mask`'s value on the same workload.
    pub ratio: Option<f64>,
    /// The ratio's 95% interval (the paired wall clock).
    pub interval: Option<(f64, f64)>,
    /// The verdict (the paired wall clock).
    pub verdict: Option<&'static str>,
}

/// One measure's cells: per workload, per encoding (`None`: not run).
pub struct Table {
    /// Per workload (the rows' order), per encoding (the list's order).
    pub cells: Vec<Vec<Option<Cell>>>,
    /// Per workload, the run's noise floor as a ratio (the paired wall clock).
    pub floors: Option<Vec<f64>>,
    /// Per workload, per encoding, the layout's spread added to the floor (a ratio less
    /// one; 0 where none) and whether the verdict is "same" only by it (the paired wall
    /// clock).
    pub layout: Option<Vec<Vec<(f64, bool)>>>,
    /// A line under the table's title.
    pub note: Option<String>,
}

impl Table {
    /// Cells from values per element, each row's ratios to `shift_mask`'s value.
    pub fn from_values(values: Vec<Vec<Option<f64>>>) -> Table {
        let base = ENCODINGS.iter().position(|&e| e == BASELINE).unwrap();
        let cells = (values.into_iter())
            .map(|row| {
                let baseline = row[base];
                (row.iter())
                    .map(|v| {
                        v.map(|v| Cell {
                            value: Some(v),
                            ratio: baseline.map(|b| v / b),
                            ..Cell::default()
                        })
                    })
                    .collect()
            })
            .collect();
        Table {
            cells,
            floors: None,
            layout: None,
            note: None,
        }
    }
}
