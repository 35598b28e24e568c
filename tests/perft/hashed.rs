//! The hashed perft (`Board::perft_hashed`) against the suites' counts: with a table
//! large enough to keep most positions, and with one of a few dozen entries, where
//! nearly every store evicts another position, so that an entry's check against the
//! whole key and the depth is what keeps the counts exact. A table is reused across
//! positions and depths, as the perft command does with `--hash` and `--epd`.

use movegen::{Board, PerftEntry, PerftTable, PerftTableError};

use movegen_testkit as testkit;

/// Every count of `suite` up to `budget` nodes, with `table`; the number checked.
fn check_suite(suite: &'static str, budget: u64, table: &mut PerftTable) -> usize {
    let mut checked = 0;
    for line in testkit::epd::lines(suite) {
        let board: Board = line.fen.parse().unwrap();
        for (depth, expected) in line.counts().into_iter().filter(|&(_, n)| n <= budget) {
            let got = board.perft_hashed(depth, table);
            assert_eq!(got, expected, "{} depth {depth}", line.fen);
            checked += 1;
        }
    }
    checked
}

#[test]
fn a_large_table_counts_every_suite_exactly() {
    let mut buffer = vec![PerftEntry::EMPTY; 1 << 18];
    let mut table = PerftTable::new(&mut buffer).unwrap();
    let checked = check_suite(testkit::STANDARD, 5_000_000, &mut table)
        + check_suite(testkit::EDGE_CASES, 5_000_000, &mut table);
    assert!(checked > 500, "{checked} counts");
}

#[test]
fn a_tiny_table_evicts_and_still_counts_exactly() {
    let mut buffer = [PerftEntry::EMPTY; 37];
    let mut table = PerftTable::new(&mut buffer).unwrap();
    assert_eq!(table.capacity(), 36);
    let checked = check_suite(testkit::STANDARD, 200_000, &mut table);
    assert!(checked > 300, "{checked} counts");
}

#[test]
fn a_table_needs_a_bucket() {
    let mut one = [PerftEntry::EMPTY; 1];
    assert_eq!(
        PerftTable::new(&mut one).unwrap_err(),
        PerftTableError::TooSmall
    );
    assert_eq!(
        PerftTableError::TooSmall.to_string(),
        "a perft table needs at least 2 entries"
    );
}
