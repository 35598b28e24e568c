//! FEN parsing errors: one test per [`FenError`] variant with a FEN that triggers it,
//! checking the exact variant and that the message names the field and the problem;
//! and the positions that must be accepted (every line of both perft suites, among
//! them line 51 of the standard suite with two bishops giving check on one diagonal).
//!
//! One module: the refusals, a test per variant (`refused.rs`), and the positions
//! that must be accepted (`accepted.rs`).

mod accepted;
mod refused;

use movegen::{Board, Color, FenError, Kind, Piece, START_FEN, Square};

// The suites, their reader and the seeded generators (the test support crate).
use movegen_testkit as testkit;

/// Parses `fen`, expecting `expected`, and checks that the message holds every one of
/// `words` (the field, the problem and the offending value).
fn refused(fen: &str, expected: FenError, words: &[&str]) {
    let err = Board::from_fen(fen).expect_err(fen);
    assert_eq!(err, expected, "{fen}");
    assert_eq!(
        fen.parse::<Board>().unwrap_err(),
        expected,
        "FromStr of {fen}"
    );
    let message = err.to_string();
    for word in words {
        assert!(
            message.contains(word),
            "message {message:?} for {fen} does not say {word:?}"
        );
    }
}
