//! What a measure is (its title, unit, the command that produces it, how to read and
//! print it) and what the report's rows are (the workloads, with their elements): the
//! bottom layer, which every measure's reader and the page use.

use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{Workload, WorkloadVisitor, for_each_workload};

use crate::sources::Sources;
use crate::table::Table;

/// A measure: its title, how a value prints, and how to read its data.
pub struct Measure {
    /// The table's title and the chart panel's.
    pub title: &'static str,
    /// What a value is, per element ("time", "instructions").
    pub unit: &'static str,
    /// The command that produces the data.
    pub produce: &'static str,
    /// Reads every value, or says what is missing.
    pub load: fn(&Sources, &[Row]) -> Result<Table, Missing>,
    /// How a value prints.
    pub format: fn(f64) -> String,
}

/// What a measure lacks: the file (or files) and why.
pub struct Missing(pub String);

/// A workload: its name, what one of its elements is, and how many a run handles.
pub struct Row {
    /// The workload's name.
    pub workload: &'static str,
    /// What one element is ("move", "position").
    pub element: &'static str,
    /// The elements one run handles.
    pub elements: u64,
}

struct Rows<'i>(&'i Inputs, Vec<Row>);

impl WorkloadVisitor for Rows<'_> {
    fn visit<W: Workload>(&mut self) {
        self.1.push(Row {
            workload: W::NAME,
            element: W::ELEMENT,
            elements: W::elements(self.0),
        });
    }
}

/// Every workload of the list, in its order.
pub fn rows() -> Vec<Row> {
    let inputs = Inputs::new();
    let mut rows = Rows(&inputs, Vec::new());
    for_each_workload(&mut rows);
    rows.1
}
