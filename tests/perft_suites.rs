//! Perft of every line of the public suites, copied into `tests/data/`, against the
//! reference counts, with both generators (legal and pseudo-legal), for every count
//! up to a node budget that keeps the run short (`PERFT_MAX_NODES`, default
//! 12,000,000; every line has at least one count within it). The full run, every
//! depth, is `cargo run --release --example perft -- --epd tests/data/standard.epd`,
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

#[test]
fn standard_suite() {
    check_suite(testkit::STANDARD, 128);
}

#[test]
fn edge_cases_suite() {
    check_suite(testkit::EDGE_CASES, 31);
}

#[test]
fn chess960_suite() {
    check_suite(testkit::CHESS960, 42);
}
