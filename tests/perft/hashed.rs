//! The hashed perft (`Board::perft_hashed`) against the suites' counts: with a table
//! large enough to keep most positions, and with one of a few dozen entries, where
//! nearly every store evicts another position, so that an entry's check against the
//! whole key and the depth is what keeps the counts exact. A table is reused across
//! positions and depths, as the perft command does with `--hash` and `--epd`. The same
//! with seeded key sets (`PerftTable::with_keys`), and a collision forced with keys
//! made to collide.

use movegen::{Board, PerftEntry, PerftTable, PerftTableError, ZobristKeys};

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

/// Counts with two independent seeded key sets (each position's key from scratch)
/// agree with each other and with the suites' counts (the unhashed perft's), with a
/// table that keeps most positions and with a tiny one.
#[test]
fn seeded_keys_count_every_suite_exactly() {
    for seed in [1, 0x5eed_0000_0000_0002] {
        let keys = ZobristKeys::from_seed(seed);
        let mut buffer = vec![PerftEntry::EMPTY; 1 << 16];
        let mut table = PerftTable::with_keys(&mut buffer, &keys).unwrap();
        let checked = check_suite(testkit::STANDARD, 1_000_000, &mut table)
            + check_suite(testkit::CHESS960, 1_000_000, &mut table);
        assert!(checked > 500, "seed {seed}: {checked} counts");
        let mut tiny = [PerftEntry::EMPTY; 37];
        let mut table = PerftTable::with_keys(&mut tiny, &keys).unwrap();
        check_suite(testkit::EDGE_CASES, 200_000, &mut table);
    }
    let board = Board::default();
    let counts: Vec<u64> = [3, 4]
        .map(|seed| {
            let keys = ZobristKeys::from_seed(seed);
            let mut buffer = vec![PerftEntry::EMPTY; 1 << 12];
            let mut table = PerftTable::with_keys(&mut buffer, &keys).unwrap();
            board.perft_hashed(5, &mut table)
        })
        .into();
    assert_eq!(counts, [board.perft(5); 2]);
}

/// A collision forced: keys weakened to their top 8 bits (256 keys in all) make
/// distinct positions share a key, and a table of 64 entries hands one position's
/// count to another: the start position's perft 4 comes out wrong. The same table
/// with whole keys (a seed's, or Polyglot's) counts it exactly, so two counts with
/// different keys disagree and the collision is caught.
#[test]
#[cfg_attr(
    not(feature = "zobrist"),
    ignore = "without the `zobrist` feature no table is consulted"
)]
fn a_forced_collision_gives_a_wrong_count_that_good_keys_do_not() {
    let board = Board::default();
    let exact = board.perft(4);
    assert_eq!(exact, 197_281);
    let count = |keys: Option<&ZobristKeys>| {
        let mut buffer = [PerftEntry::EMPTY; 64];
        let mut table = match keys {
            Some(keys) => PerftTable::with_keys(&mut buffer, keys).unwrap(),
            None => PerftTable::new(&mut buffer).unwrap(),
        };
        board.perft_hashed(4, &mut table)
    };
    let weak = ZobristKeys::from_seed(1).weakened(8);
    let wrong = count(Some(&weak));
    assert_ne!(wrong, exact, "8-bit keys should have collided");
    assert_eq!(count(Some(&ZobristKeys::from_seed(1))), exact);
    assert_eq!(count(Some(&ZobristKeys::from_seed(2))), exact);
    assert_eq!(count(None), exact);
}
