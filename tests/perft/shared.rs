//! The shared perft table (`Board::perft_shared`) against the suites' counts, on
//! several threads at once: each thread counts every line of a suite (the threads in
//! different orders, so that they store and probe the same positions at the same time),
//! with one tiny table where nearly every store overwrites another thread's, and with
//! one large table. The check of each entry (its key XORed with its data) is what keeps
//! the counts exact. The same with seeded key sets (`SharedPerftTable::with_keys`).

use movegen::{Board, SharedPerftEntry, SharedPerftTable, ZobristKeys};

use movegen_testkit as testkit;

/// The boards and counts of `suite` up to `budget` nodes.
fn counts(suite: &'static str, budget: u64) -> Vec<(Board, u32, u64)> {
    let mut counts = Vec::new();
    for line in testkit::epd::lines(suite) {
        let board: Board = line.fen.parse().unwrap();
        for (depth, expected) in line.counts().into_iter().filter(|&(_, n)| n <= budget) {
            counts.push((board, depth, expected));
        }
    }
    counts
}

/// Every count on `threads` threads, each thread starting at its own place in the list.
fn check_on_threads(counts: &[(Board, u32, u64)], threads: usize, table: &SharedPerftTable) {
    std::thread::scope(|scope| {
        for t in 0..threads {
            scope.spawn(move || {
                let start = t * counts.len() / threads;
                for (board, depth, expected) in counts[start..].iter().chain(&counts[..start]) {
                    let got = board.perft_shared(*depth, table);
                    assert_eq!(got, *expected, "{} depth {depth}", board.to_fen());
                }
            });
        }
    });
}

fn buffer(entries: usize) -> Vec<SharedPerftEntry> {
    (0..entries).map(|_| SharedPerftEntry::new()).collect()
}

#[test]
fn a_tiny_shared_table_counts_exactly_on_four_threads() {
    let entries = buffer(37);
    let table = SharedPerftTable::new(&entries).unwrap();
    assert_eq!(table.capacity(), 36);
    let counts = counts(testkit::STANDARD, 200_000);
    assert!(counts.len() > 300, "{} counts", counts.len());
    check_on_threads(&counts, 4, &table);
}

#[test]
fn a_large_shared_table_counts_exactly_on_three_threads() {
    let entries = buffer(1 << 16);
    let table = SharedPerftTable::new(&entries).unwrap();
    let mut all = counts(testkit::EDGE_CASES, 2_000_000);
    all.extend(counts(testkit::CHESS960, 2_000_000));
    check_on_threads(&all, 3, &table);
}

#[test]
fn seeded_shared_tables_count_exactly_on_three_threads() {
    let mut all = counts(testkit::STANDARD, 1_000_000);
    all.extend(counts(testkit::CHESS960, 1_000_000));
    for seed in [11, 12] {
        let keys = ZobristKeys::from_seed(seed);
        let entries = buffer(1 << 14);
        let table = SharedPerftTable::with_keys(&entries, &keys).unwrap();
        check_on_threads(&all, 3, &table);
        let tiny = buffer(37);
        let table = SharedPerftTable::with_keys(&tiny, &keys).unwrap();
        check_on_threads(&counts(testkit::EDGE_CASES, 200_000), 3, &table);
    }
}
