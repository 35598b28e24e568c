//! The engine workloads (the search and the perft that plays every leaf) and what a run
//! of one returns, so that every variant's run can be compared with every other's.

use std::fmt;

use crate::keys::KeySum;
use crate::search::SearchResult;

/// An engine workload, run by every variant of [`crate::VARIANTS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Workload {
    /// The alpha-beta search with quiescence ([`crate::search`]); its nodes are the
    /// search's.
    Search,
    /// The perft that plays every leaf ([`crate::leaf_perft`]); its nodes are the
    /// leaves.
    LeafPerft,
}

impl Workload {
    /// Every workload, in the order the benchmark times them.
    pub const ALL: [Workload; 2] = [Workload::Search, Workload::LeafPerft];

    /// The name on the command line and in the tables: `search`, `perft`.
    pub fn name(self) -> &'static str {
        match self {
            Workload::Search => "search",
            Workload::LeafPerft => "perft",
        }
    }

    /// The workload of a name of [`Workload::name`].
    pub fn from_name(name: &str) -> Option<Workload> {
        Workload::ALL.into_iter().find(|w| w.name() == name)
    }
}

/// What one run of a workload returns: equal across variants, or a bug.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A search's score, nodes and best move.
    Search(SearchResult),
    /// A perft's leaves.
    LeafPerft(u64),
}

impl Outcome {
    /// The nodes the run visited: a search's nodes, a perft's leaves.
    pub fn nodes(&self) -> u64 {
        match self {
            Outcome::Search(result) => result.nodes,
            Outcome::LeafPerft(leaves) => *leaves,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Search(result) => result.fmt(f),
            Outcome::LeafPerft(leaves) => write!(f, "leaves {leaves}"),
        }
    }
}

/// What one run returns: its outcome, equal for every variant, and what it saw of the
/// keys, equal for every run of one variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ran {
    /// The outcome.
    pub outcome: Outcome,
    /// The keys.
    pub keys: KeySum,
}

/// A workload prepared on one position by one variant (the FEN read outside any
/// timing): runs it to a depth.
pub type Run = Box<dyn Fn(u32) -> Ran>;
