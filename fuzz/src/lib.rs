//! What the fuzz targets share among themselves: the input read a byte at a time
//! ([`Input`]) and the positions of the suites ([`suite_fens`]). What they share with
//! the tests (the suites and their reader, shakmaty's view of a board and of its moves,
//! the checks of a position) is in `movegen-testkit`.

use std::sync::OnceLock;

use movegen::START_FEN;
use movegen_testkit::{CHESS960, EDGE_CASES, STANDARD, epd};

/// The fuzzer's bytes, taken from the front one at a time; 0 once they run out, so that
/// every input, however short, means something.
pub struct Input<'a>(pub &'a [u8]);

impl<'a> Input<'a> {
    /// The next byte (0 when none is left).
    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    /// The bytes not taken yet.
    pub fn rest(self) -> &'a [u8] {
        self.0
    }
}

/// The standard start position, then every FEN of the three suites (standard, edge
/// cases, Chess960) in order: the positions a target can pick by index.
pub fn suite_fens() -> &'static [&'static str] {
    static FENS: OnceLock<Vec<&'static str>> = OnceLock::new();
    FENS.get_or_init(|| {
        let mut fens = vec![START_FEN];
        for suite in [STANDARD, EDGE_CASES, CHESS960] {
            fens.extend(epd::fens(suite));
        }
        fens
    })
}
