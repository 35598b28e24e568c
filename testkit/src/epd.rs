//! The EPD reader of the perft command (`examples/perft/epd.rs`, included here: an
//! example cannot depend on this unpublished crate, and the tests must read the suites
//! as the command does), and what the tests add to it: the counts of a line, panicking
//! on a bad entry, and the FENs of a text.

#[path = "../../examples/perft/epd.rs"]
mod reader;

pub use reader::{Line, lines};

impl Line<'_> {
    /// Every `(depth, nodes)` entry, in order. Panics on an entry that is not
    /// `Dn count`: for the suites this repository ships.
    pub fn counts(&self) -> Vec<(u32, u64)> {
        self.entries()
            .map(|entry| {
                entry
                    .unwrap_or_else(|bad| panic!("line {}: {bad:?} is not `Dn count`", self.number))
            })
            .collect()
    }

    /// The count at `depth`, if the line gives one.
    pub fn count(&self, depth: u32) -> Option<u64> {
        self.counts()
            .into_iter()
            .find_map(|(d, nodes)| (d == depth).then_some(nodes))
    }
}

/// The FENs of `text`, in order.
pub fn fens(text: &str) -> Vec<&str> {
    lines(text).map(|line| line.fen).collect()
}
