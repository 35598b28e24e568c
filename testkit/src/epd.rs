//! The EPD reader of the `movegen` command (`movegen_epd`, so that the tests read the
//! suites as the command does), and what the tests add to it: the FENs of a text.

pub use movegen_epd::{Line, lines};

/// The FENs of `text`, in order.
pub fn fens(text: &str) -> Vec<&str> {
    lines(text).map(|line| line.fen).collect()
}
