//! The proof that the variants do the same work: every variant runs a workload on a
//! position, and the outcomes (a search's score, nodes and best move; a perft's leaves)
//! must all be equal.

use std::fmt;
use std::time::Instant;

use crate::variants::{VARIANTS, Variant};
use crate::workload::{Outcome, Workload};

/// Variants that disagree: each one's outcome of the same workload on the same position.
#[derive(Clone, Debug)]
pub struct Mismatch {
    /// The workload run.
    pub workload: Workload,
    /// The position.
    pub fen: String,
    /// The depth.
    pub depth: u32,
    /// Every variant's outcome, in the order of the variants given.
    pub outcomes: Vec<(&'static str, Outcome)>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} of {} to depth {}: the variants disagree",
            self.workload.name(),
            self.fen,
            self.depth
        )?;
        let first = &self.outcomes[0].1;
        for (name, outcome) in &self.outcomes {
            let mark = if outcome == first { ' ' } else { '*' };
            writeln!(f, "{mark} {name:<22} {outcome}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Mismatch {}

/// The outcome every variant returned, and how long the slowest one took.
#[derive(Clone, Debug)]
pub struct Agreement {
    /// The outcome.
    pub outcome: Outcome,
    /// The slowest variant's run, in seconds (the FEN's reading aside).
    pub slowest: f64,
}

/// Runs `workload` on `fen` to `depth` with each of `variants` and returns the outcome
/// they all agree on, or every outcome when one differs. Panics when `variants` is
/// empty.
pub fn agree(
    variants: &[&Variant],
    workload: Workload,
    fen: &str,
    depth: u32,
) -> Result<Agreement, Mismatch> {
    let mut slowest = 0.0f64;
    let outcomes: Vec<(&'static str, Outcome)> = variants
        .iter()
        .map(|v| {
            let run = (v.prepare)(workload, fen);
            let start = Instant::now();
            let outcome = run(depth);
            slowest = slowest.max(start.elapsed().as_secs_f64());
            (v.name, outcome)
        })
        .collect();
    let first = &outcomes[0].1;
    if outcomes.iter().all(|(_, outcome)| outcome == first) {
        Ok(Agreement {
            outcome: first.clone(),
            slowest,
        })
    } else {
        Err(Mismatch {
            workload,
            fen: fen.to_string(),
            depth,
            outcomes,
        })
    }
}

/// [`agree`] over every variant of [`VARIANTS`].
pub fn agree_all(workload: Workload, fen: &str, depth: u32) -> Result<Agreement, Mismatch> {
    let all: Vec<&Variant> = VARIANTS.iter().collect();
    agree(&all, workload, fen, depth)
}
