//! Perft of every line of the public suites, copied into `tests/data/`, against the
//! reference counts, with both generators (legal and pseudo-legal), for every count
//! up to a node budget that keeps the run short (`PERFT_MAX_NODES`, default
//! 12,000,000; every line has at least one count within it). The full run, every
//! depth, is `movegen perft --epd tests/data/standard.epd` (the `movegen-cli` package),
//! which `.ci/run` also does.

use movegen::Board;

// The suites, their reader and the seeded generators (the test support crate).
use movegen_testkit as testkit;

fn max_nodes() -> u64 {
    std::env::var("PERFT_MAX_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12_000_000)
}

fn check_suite(text: &'static str, expected_lines: usize) {
    let lines: Vec<_> = testkit::epd::lines(text).collect();
    assert_eq!(lines.len(), expected_lines);
    let budget = max_nodes();
    let mut checked = 0;
    let mut lines_checked = 0;
    for line in &lines {
        let before = checked;
        let board: Board = line
            .fen
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", line.fen));
        // Written back as read: X-FEN by default, Shredder-FEN on request.
        assert!(
            board.to_string() == line.fen || board.to_shredder_fen() == line.fen,
            "FEN round trip: {} written as {board} and {}",
            line.fen,
            board.to_shredder_fen()
        );
        for (depth, expected) in line.counts() {
            if expected > budget {
                continue;
            }
            assert_eq!(
                board.perft(depth),
                expected,
                "legal: {} depth {depth}",
                line.fen
            );
            let pseudo = board.perft_pseudo(depth);
            assert_eq!(pseudo, expected, "pseudo: {} depth {depth}", line.fen);
            checked += 1;
        }
        lines_checked += usize::from(checked > before);
    }
    assert_eq!(
        lines_checked,
        lines.len(),
        "every line has a count within the budget"
    );
}

/// Every suite of the list, each on a thread of its own.
#[test]
fn every_suite() {
    std::thread::scope(|scope| {
        for suite in testkit::suites::ALL {
            scope.spawn(move || check_suite(suite.text, suite.lines));
        }
    });
}

/// Every file of `tests/data/` is in the list of suites, and every suite of the list
/// is a file there.
#[test]
fn every_file_of_tests_data_is_a_suite() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".epd"))
        .collect();
    files.sort();
    let mut listed: Vec<&str> = testkit::suites::ALL.iter().map(|s| s.file).collect();
    listed.sort();
    assert_eq!(
        files, listed,
        "{dir}: every suite in `ALL` of testkit/src/suites.rs"
    );
}

/// Perft has no depth limit (there is no undo stack any more; the perfts that make
/// their moves on a board once refused a depth past `MAX_PLY + 1`). On a stalemate
/// nothing is made at any depth, so even this depth finishes, with 0, for every perft.
#[test]
fn perft_deeper_than_the_old_undo_stack_is_counted() {
    let board: Board = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    let depth = 300;
    assert_eq!(board.perft(depth), 0);
    assert_eq!(board.perft_pseudo(depth), 0);
    assert_eq!(board.perft_pseudo_as::<movegen::Packed16>(depth), 0);
    assert_eq!(board.perft_legal_as::<movegen::Move>(depth), 0);
    assert_eq!(board.divide(depth, |_, _| {}), 0);
    assert_eq!(board.divide_pseudo(depth, |_, _| {}), 0);
}
