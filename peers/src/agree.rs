//! The proof that the variants do the same work: every variant runs a workload on a
//! position, and the outcomes (a search's score, nodes and best move; a perft's leaves)
//! must all be equal; in a checked run ([`Tap::Checked`]) every key compared with the
//! one from scratch must be right.

use std::fmt;
use std::time::Instant;

use crate::keys::{KeySum, Keys, Tap};
use crate::variants::Variant;
use crate::workload::{Outcome, Ran, Workload};

/// Variants that disagree: each one's outcome of the same workload on the same position.
#[derive(Clone, Debug)]
pub struct Mismatch {
    /// The workload run.
    pub workload: Workload,
    /// The position.
    pub fen: String,
    /// The depth.
    pub depth: u32,
    /// Every variant's outcome and keys, in the order of the variants given.
    pub outcomes: Vec<(&'static str, Ran)>,
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
        let first = &self.outcomes[0].1.outcome;
        for (name, ran) in &self.outcomes {
            let wrong = ran.outcome != *first || ran.keys.wrong > 0;
            let mark = if wrong { '*' } else { ' ' };
            writeln!(f, "{mark} {name:<22} {}; {}", ran.outcome, ran.keys)?;
        }
        Ok(())
    }
}

impl std::error::Error for Mismatch {}

/// The outcome every variant returned, what each saw of the keys, and how long the
/// slowest one took.
#[derive(Clone, Debug)]
pub struct Agreement {
    /// The outcome.
    pub outcome: Outcome,
    /// Each variant's keys, in the order of the variants given.
    pub keys: Vec<KeySum>,
    /// The slowest variant's run, in seconds (the FEN's reading aside).
    pub slowest: f64,
}

/// Runs `workload` on `fen` to `depth` with each of `variants`, each node's key handed
/// to the tap `tap` names, and returns the outcome they all agree on, or every outcome
/// when one differs or a key compared was wrong. Panics when `variants` is empty.
pub fn agree(
    variants: &[&Variant],
    workload: Workload,
    tap: Tap,
    fen: &str,
    depth: u32,
) -> Result<Agreement, Mismatch> {
    let mut slowest = 0.0f64;
    let outcomes: Vec<(&'static str, Ran)> = variants
        .iter()
        .map(|v| {
            let run = (v.prepare)(workload, tap, fen);
            let start = Instant::now();
            let ran = run(depth);
            slowest = slowest.max(start.elapsed().as_secs_f64());
            (v.name, ran)
        })
        .collect();
    let first = &outcomes[0].1.outcome;
    if outcomes
        .iter()
        .all(|(_, ran)| ran.outcome == *first && ran.keys.wrong == 0)
    {
        Ok(Agreement {
            outcome: first.clone(),
            keys: outcomes.iter().map(|(_, ran)| ran.keys).collect(),
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

/// [`agree`] over every variant of the table `keys`, checked as that table's check is
/// ([`Keys::checked`]).
pub fn agree_all(
    keys: Keys,
    workload: Workload,
    fen: &str,
    depth: u32,
) -> Result<Agreement, Mismatch> {
    let all: Vec<&Variant> = Variant::of(keys).collect();
    agree(&all, workload, keys.checked(), fen, depth)
}
